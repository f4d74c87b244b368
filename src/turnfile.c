/* turnfile: exporting and importing a player's turn. */
#include "turnfile.h"

#include <errno.h>
#include <sodium.h>
#include <libgen.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "delegate.h"
#include "dicechain.h"
#include "keyring.h"
#include "mail.h"
#include "resolve.h"

#define TURN_MAGIC	"herald-turn 3"
#define TURN_MAGIC_2	"herald-turn 2"	/* read: no signed record */
#define TURN_MAGIC_1	"herald-turn 1"
#define SIGN_TAG	"herald-turn 3 signed "
#define TURN_MAX_BYTES	(16 * 1024 * 1024)
#define TURN_MAX_ORDERS	100000

/* A digest of the orders in force before `n`: the importer's game must
 * have the very same ones, dice and all. */
static void
orders_digest(const struct session *s, int n, char *hex)
{
	struct buf b;
	int i;

	buf_init(&b);
	buf_puts(&b, "herald-orders 2\n");
	for (i = 0; i < n; i++) {
		/* the orders as played, wherever this herald got them */
		struct jrec r = *session_order(s, i);

		r.origin = NULL;
		r.part = r.nparts = 0;
		jrec_body(&r, &b);
		buf_puts(&b, "\n");
	}
	chain_digest(b.s, b.len, hex);
	buf_free(&b);
}

static const char *
header_text(const struct session *s)
{
	const char *t = journal_recs_settings(s->j.recs, s->j.nrecs);

	return t != NULL ? t : "";
}

/* The faction whose order came next before order i, as the file names
 * it: the one in turn, or the one a duel by mail waits for. */
static char *
player_at(struct session *s, int i)
{
	char *why = NULL;
	int side = session_actor_at(s, i, &why);

	free(why);
	return xstrdup(side >= 0 ? s->gd->factions[side].id : "-");
}

/* What a signature covers: the chain of every record before it, so the
 * game, the base, the player and each order with its dice. */
static void
signed_message(const unsigned char *chain, const char *faction,
    struct buf *msg)
{
	char hex[CHAIN_HEX + 1];

	sodium_bin2hex(hex, sizeof hex, chain, CHAIN_BYTES);
	buf_printf(msg, "%s%s %s", SIGN_TAG, faction, hex);
}

/* The signed record: "signed FACTION SIGHEX", or "signed -" when the
 * game is not played by mail. */
static int
sign_line(struct session *s, const struct chain *c, char **out,
    char **cause)
{
	const struct keyring *kr;
	unsigned char sig[MAIL_SIG];
	char hex[2 * MAIL_SIG + 1];
	struct buf msg;

	if (!mail_on(s->st)) {
		*out = xstrdup("signed -");
		return 0;
	}
	if ((kr = session_keyring(s, cause)) == NULL) {
		if (*cause == NULL)
			*cause = xprintf("a game by mail sends signed turns: "
			    "say whose herald this is first (seat SIDE)");
		return -1;
	}
	buf_init(&msg);
	signed_message(c->v, kr->seat, &msg);
	keyring_sign(kr, (const unsigned char *)msg.s, msg.len, sig);
	buf_free(&msg);
	sodium_bin2hex(hex, sizeof hex, sig, sizeof sig);
	*out = xprintf("signed %s %s", kr->seat, hex);
	return 0;
}

static void
line(struct chain *c, struct buf *b, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void
line(struct chain *c, struct buf *b, const char *fmt, ...)
{
	va_list ap;
	char *body;

	va_start(ap, fmt);
	body = xvprintf(fmt, ap);
	va_end(ap);
	chain_add(c, body, strlen(body), b);
	free(body);
}

/* The orders given in this herald since order `from` began that are no
 * longer in force, taken back by undo after their dice or choices were
 * seen: each goes in the file as "undone BODY", for the opponent to see
 * (an undo before any die is free and is not sent). */
static void
taken_back(struct session *s, int from, struct chain *c, struct buf *b)
{
	const struct journal *j = &s->j;
	struct buf body;
	int start = -1, i, k, live;

	for (i = 0; i < j->nrecs; i++)
		if (j->recs[i].kind == J_NEW)
			start = i;
	if (from > 0)
		start = s->active[from - 1];
	buf_init(&body);
	for (i = start + 1; i < j->nrecs; i++) {
		struct jrec r = j->recs[i];

		if (r.kind != J_DO || r.nrolls == 0 || r.origin != NULL)
			continue;
		for (k = from, live = 0; k < s->cursor && !live; k++)
			live = s->active[k] == i;
		if (live)
			continue;
		r.part = r.nparts = 0;
		buf_reset(&body);
		buf_puts(&body, "undone ");
		jrec_body(&r, &body);
		chain_add(c, body.s, body.len, b);
	}
	buf_free(&body);
}

/* The seat's faction id, and the tip of its dice chain ("-": none). */
static char *
mail_sender(struct session *s)
{
	char *why = NULL;
	const struct keyring *kr = session_keyring(s, &why);

	free(why);
	return xstrdup(kr != NULL ? kr->seat : "-");
}

static char *
mail_commitment(struct session *s)
{
	char *why = NULL, hex[2 * DICECHAIN_BYTES + 1];
	const struct keyring *kr = session_keyring(s, &why);

	free(why);
	if (kr == NULL || !kr->has_chain)
		return xstrdup("-");
	keyring_tip_hex(kr, hex);
	return xstrdup(hex);
}

int
turnfile_export(struct session *s, const char *path, int from,
    struct buf *out, char **cause)
{
	struct chain c;
	struct buf b, body;
	char digest[CHAIN_HEX + 1], *player, *commitment, *kept = NULL, *sl;
	int i, n, o;

	/* a game by mail: the seat's key and chain go in the file first */
	if (session_mail_export(s, out, cause) != 0)
		return -1;
	if (from < 0) {
		/* the local player's orders: since the last imported one */
		for (from = s->cursor; from > 0; from--)
			if (session_order(s, from - 1)->origin != NULL)
				break;
	}
	if (from > s->cursor) {
		*cause = xprintf("there are only %d orders", s->cursor);
		return -1;
	}
	n = s->cursor - from;
	if (n == 0) {
		*cause = xprintf("no orders to send since order %d", from);
		return -1;
	}
	if (journal_is_file(&s->j, path)) {
		*cause = xprintf("%s is the journal of the game in play: write "
		    "the turn under another name", path);
		return -1;
	}
	/* whose turn it was when these orders began; by mail, whose herald
	 * sends them (a file may hold only his pledge and link) */
	player = mail_on(s->st) ? mail_sender(s) : player_at(s, from);
	commitment = mail_on(s->st) ? mail_commitment(s) : xstrdup("-");
	orders_digest(s, from, digest);
	buf_init(&b);
	buf_init(&body);
	buf_printf(&b, "%s\n", TURN_MAGIC);
	chain_init(&c, TURN_MAGIC);
	line(&c, &b, "game %s", header_text(s));
	line(&c, &b, "base %d %s", from, digest);
	line(&c, &b, "player %s", player);
	line(&c, &b, "signature -");
	line(&c, &b, "commitment %s", commitment);
	line(&c, &b, "orders %d", n);
	free(player);
	free(commitment);
	for (i = from; i < s->cursor; i++) {
		struct jrec r = *session_order(s, i);

		/* the receiver marks where it came from */
		r.origin = NULL;
		r.part = r.nparts = 0;
		buf_reset(&body);
		jrec_body(&r, &body);
		chain_add(&c, body.s, body.len, &b);
	}
	taken_back(s, from, &c, &b);
	buf_free(&body);
	if (sign_line(s, &c, &sl, cause) != 0) {
		buf_free(&b);
		return -1;
	}
	line(&c, &b, "%s", sl);
	free(sl);
	line(&c, &b, "end %ld", c.n);
	/* whole or not at all, like a save; another file there is kept */
	if (journal_write_atomic_keep(path, b.s, b.len, &kept, cause) != 0) {
		free(kept);
		buf_free(&b);
		return -1;
	}
	buf_free(&b);
	buf_printf(out, "wrote orders %d to %d (%d order%s) to %s\n", from + 1,
	    s->cursor, n, n == 1 ? "" : "s", path);
	if (kept != NULL)
		buf_printf(out, "the file that was there is kept as %s\n",
		    kept);
	free(kept);
	/* play by mail is what the game's herald-decides option is for */
	if ((o = delegate_option(s->gd)) >= 0 &&
	    !delegate_decides(s->st, DELEGATE_RETREAT | DELEGATE_LOSSES))
		buf_printf(out, "note: this game is not played with +%s, so "
		    "choices the rules give your opponent (where their units "
		    "retreat, how they share out losses) were made in this "
		    "copy; for play by turn files start it with \"new ... "
		    "+%s\"\n", s->gd->options[o].id, s->gd->options[o].id);
	return 0;
}

struct turn {
	char		*game;
	long		 base;
	char		 digest[CHAIN_HEX + 1];
	char		*player;
	struct jrec	*recs;
	int		 n;
	int		 format;	/* 2 or 3 */
	int		 sealed;	/* format 3: the signed record read */
	/* format 3: the orders taken back in the sender's herald after
	 * their dice were seen ("undone BODY"), to be shown */
	struct jrec	*undone;
	int		 nundone;
	char		*signer;	/* "signed FACTION SIG": NULL for "-" */
	unsigned char	 sig[MAIL_SIG];
	char		*commitment;	/* the tip of its player's dice chain
					   (dicechain.h), or "-" */
	unsigned char	 covered[CHAIN_BYTES];	/* the chain it signs */
};

static void
turn_free(struct turn *t)
{
	int i;

	for (i = 0; i < t->n; i++)
		jrec_free(&t->recs[i]);
	free(t->recs);
	free(t->game);
	free(t->player);
	free(t->signer);
	free(t->commitment);
	for (i = 0; i < t->nundone; i++)
		jrec_free(&t->undone[i]);
	free(t->undone);
}

/* "signed -" or "signed FACTION SIGHEX" */
static int
take_signed(struct turn *t, const char *rest, char **what)
{
	const char *sp = strchr(rest, ' ');
	size_t got;

	if (strcmp(rest, "-") == 0)
		return 0;
	if (sp == NULL || strlen(sp + 1) != 2 * MAIL_SIG ||
	    sodium_hex2bin(t->sig, MAIL_SIG, sp + 1, 2 * MAIL_SIG, NULL, &got,
	    NULL) != 0 || got != MAIL_SIG) {
		*what = xprintf("expected \"signed -\" or \"signed SIDE\" and "
		    "a signature of %d hex digits", 2 * MAIL_SIG);
		return -1;
	}
	t->signer = xstrndup(rest, (size_t)(sp - rest));
	return 0;
}

/* A header record: "WORD rest"; *rest points after the blank. */
static int
header(const char *body, const char *word, const char **rest)
{
	size_t n = strlen(word);

	if (strncmp(body, word, n) != 0 || body[n] != ' ')
		return 0;
	*rest = body + n + 1;
	return 1;
}

/* One record of the file, checked; the header in its order. */
static int
take(struct turn *t, const char *origin, long k, char *body, long *norders,
    char **what)
{
	const char *rest;
	char *sp;
	struct jrec r;
	long v;

	switch (k) {
	case 1:
		if (!header(body, "game", &rest))
			break;
		t->game = xstrdup(rest);
		return 0;
	case 2:
		if (!header(body, "base", &rest) || (sp = strchr(rest, ' ')) ==
		    NULL || strlen(sp + 1) != CHAIN_HEX)
			break;
		*sp = '\0';
		if (util_parse_int(rest, 0, CHAIN_MAX_RECORDS, &t->base) != 0) {
			*what = xprintf("base \"%s\" is not a number of orders "
			    "from 0 to %ld", rest, CHAIN_MAX_RECORDS);
			return -1;
		}
		memcpy(t->digest, sp + 1, CHAIN_HEX + 1);
		return 0;
	case 3:
		if (!header(body, "player", &rest))
			break;
		t->player = xstrdup(rest);
		return 0;
	case 4:
		/* signature and commitment: kept for later */
		if (!header(body, "signature", &rest))
			break;
		return 0;
	case 5:
		if (!header(body, "commitment", &rest))
			break;
		t->commitment = xstrdup(rest);
		return 0;
	case 6:
		if (!header(body, "orders", &rest))
			break;
		if (util_parse_int(rest, 0, TURN_MAX_ORDERS, &v) != 0) {
			*what = xprintf("\"orders %s\" is not a count of "
			    "orders from 0 to %d", rest, TURN_MAX_ORDERS);
			return -1;
		}
		*norders = v;
		return 0;
	default:
		/* format 3: after the orders, those taken back after their
		 * dice were seen, then the signed record */
		if (t->format == 3 && k - 6 > *norders && !t->sealed) {
			if (header(body, "undone", &rest)) {
				if (jrec_parse_body((char *)rest, &r) != 0 ||
				    r.kind != J_DO) {
					if (r.kind != J_DO)
						jrec_free(&r);
					*what = xprintf("expected an order "
					    "taken back (undone do ...)");
					return -1;
				}
				if (t->nundone >= TURN_MAX_ORDERS) {
					jrec_free(&r);
					*what = xprintf("more than %d orders "
					    "taken back", TURN_MAX_ORDERS);
					return -1;
				}
				t->undone = xrealloc(t->undone,
				    sizeof *t->undone * (size_t)(t->nundone + 1));
				t->undone[t->nundone++] = r;
				return 0;
			}
			if (!header(body, "signed", &rest))
				break;
			t->sealed = 1;
			return take_signed(t, rest, what) == 0 ? 2 : -1;
		}
		if (k - 6 > *norders) {
			if (header(body, "end", &rest) &&
			    util_parse_int(rest, 0, CHAIN_MAX_RECORDS, &v) == 0 &&
			    v == k - 1)
				return 1;
			break;
		}
		if (jrec_parse_body(body, &r) != 0 || r.kind != J_DO) {
			if (r.kind != J_DO)
				jrec_free(&r);
			*what = xprintf("it is not an order (do, then the "
			    "command and its dice)");
			return -1;
		}
		free(r.origin);		/* it came from this file, whatever */
		r.origin = xstrdup(origin);
		t->recs = xrealloc(t->recs, sizeof *t->recs *
		    (size_t)(t->n + 1));
		t->recs[t->n++] = r;
		return 0;
	}
	*what = xprintf("expected %s", k == 1 ? "the game line" : k == 2 ?
	    "the base line" : k == 3 ? "the player line" : k == 4 ?
	    "the signature line" : k == 5 ? "the commitment line" : k == 6 ?
	    "the orders line" : t->format == 3 && !t->sealed ?
	    "an order taken back (undone ...), or the signed line (signed -, "
	    "or signed SIDE SIGNATURE)" :
	    "the end line, counting the records before it");
	return -1;
}

/* Reads and checks the file's records; the orders get `origin`. */
static int
read_turn(const char *path, struct turn *t, char **cause)
{
	struct chain c;
	unsigned char before[CHAIN_BYTES];
	const char *body;
	char *img, *origin, *copy, *what = NULL, *ln, *nl, *end;
	size_t len, ml = strlen(TURN_MAGIC);
	long lineno = 1, norders = -1;
	int rc = -1, done = 0, r;

	memset(t, 0, sizeof *t);
	t->base = -1;
	if (sf_read_file(path, TURN_MAX_BYTES, &img, &len, cause) != 0)
		return -1;
	if (strncmp(img, TURN_MAGIC_1, strlen(TURN_MAGIC_1)) == 0) {
		*cause = xprintf("%s: its first line is \"%s\", a turn file of "
		    "herald's first format, whose orders are not chained, so "
		    "one removed would not be noticed: ask for the turn again "
		    "from this version", path, TURN_MAGIC_1);
		free(img);
		return -1;
	}
	t->format = len >= ml && memcmp(img, TURN_MAGIC, ml) == 0 ? 3 :
	    len >= ml && memcmp(img, TURN_MAGIC_2, ml) == 0 ? 2 : 0;
	if (t->format == 0 || (img[ml] != '\n' && img[ml] != '\r')) {
		*cause = xprintf("%s: not a herald turn file (expected the "
		    "first line \"%s\")", path, TURN_MAGIC);
		free(img);
		return -1;
	}
	copy = xstrdup(path);
	origin = xstrdup(basename(copy));
	free(copy);
	for (char *p = origin; *p; p++)
		if (*p == ' ' || *p == '\t')
			*p = '_';
	chain_init(&c, t->format == 3 ? TURN_MAGIC : TURN_MAGIC_2);
	for (ln = strchr(img, '\n'); ln != NULL && !done; ln = nl) {
		ln++;
		if (*ln == '\0' || (size_t)(ln - img) >= len)
			break;
		lineno++;
		if ((nl = memchr(ln, '\n', len - (size_t)(ln - img))) != NULL)
			*nl = '\0';
		end = ln + strlen(ln);
		if (end != (nl != NULL ? nl : img + len)) {
			what = xprintf("a NUL byte in the line");
			goto bad;
		}
		if (end > ln && end[-1] == '\r')
			*--end = '\0';
		if (end == ln)
			continue;	/* mail adds blank lines */
		memcpy(before, c.v, CHAIN_BYTES);
		if (chain_check(&c, ln, (size_t)(end - ln), &body, &what) != 0)
			goto bad;
		if ((r = take(t, origin, c.n, ln + (body - ln), &norders,
		    &what)) < 0)
			goto bad;
		if (r == 2)	/* the chain the signature covers */
			memcpy(t->covered, before, CHAIN_BYTES);
		done = r == 1;
	}
	if (!done) {
		*cause = xprintf("%s: the turn file ends before its end line "
		    "(records cut off its end, after record %ld)", path, c.n);
		goto out;
	}
	if (nl != NULL && strspn(nl + 1, "\r\n") != strlen(nl + 1)) {
		*cause = xprintf("%s:%ld: there is more after the end line",
		    path, lineno + 1);
		goto out;
	}
	rc = 0;
	goto out;
bad:
	*cause = xprintf("%s:%ld: at record %ld: %s", path, lineno, c.n + 1,
	    what);
	free(what);
out:
	free(origin);
	free(img);
	if (rc != 0)
		turn_free(t);
	return rc;
}

int
turnfile_game(const char *path, char **settings, char **cause)
{
	struct turn t;

	if (read_turn(path, &t, cause) != 0)
		return -1;
	*settings = t.game;
	t.game = NULL;
	turn_free(&t);
	return 0;
}

/* The `new` order that starts the game a turn file's header names
 * ("game=G scenario=S seed=N options=A,B"), for the player who must
 * start a matching game before importing. */
static char *
new_order_for(const char *header)
{
	struct buf b;
	char **w, *why = NULL, *v, *opt, *save;
	int n, i;

	buf_init(&b);
	buf_puts(&b, "new");
	if ((n = words_split(header, &w, &why)) < 0) {
		free(why);
		return buf_steal(&b);
	}
	for (i = 0; i < n; i++) {
		if ((v = strchr(w[i], '=')) == NULL)
			continue;
		*v++ = '\0';
		if (strcmp(w[i], "game") == 0)
			buf_printf(&b, " %s", v);
		else if (strcmp(w[i], "scenario") == 0)
			buf_printf(&b, " %s", strcmp(v, "-") == 0 ? "empty" : v);
		else if (strcmp(w[i], "seed") == 0)
			buf_printf(&b, " seed=%s", v);
		else if (strcmp(w[i], "options") == 0)
			for (opt = strtok_r(v, ",", &save); opt != NULL;
			    opt = strtok_r(NULL, ",", &save))
				buf_printf(&b, " +%s", opt);
	}
	words_free_argv(n, w);
	return buf_steal(&b);
}

/* Are a file's orders the very ones at base in this game (a file
 * imported twice, or one's own turn sent back)? */
static int
already_in(const struct session *s, int base, const struct jrec *recs, int n)
{
	int i;

	if (base < 0 || n == 0)
		return 0;
	for (i = 0; i < n; i++)
		if (strcmp(session_order(s, base + i)->text, recs[i].text) != 0)
			return 0;
	return 1;
}

/* The key a file's signer pledged: in the game, or in the file's own
 * orders (his first turn brings it); NULL if neither. */
static int
pledged_key(struct session *s, const struct turn *t, int f,
    unsigned char *key)
{
	const unsigned char *k = mail_key_of(s->st, f);
	char *want;
	size_t n, got;
	int i, rc = -1;

	if (k != NULL) {
		memcpy(key, k, MAIL_KEY);
		return 0;
	}
	want = xprintf("pledge %s ", s->gd->factions[f].id);
	n = strlen(want);
	for (i = 0; i < t->n && rc != 0; i++)
		if (strncmp(t->recs[i].text, want, n) == 0 &&
		    strlen(t->recs[i].text + n) >= 2 * MAIL_KEY &&
		    (t->recs[i].text[n + 2 * MAIL_KEY] == '\0' ||
		    t->recs[i].text[n + 2 * MAIL_KEY] == ' ') &&
		    sodium_hex2bin(key, MAIL_KEY, t->recs[i].text + n,
		    2 * MAIL_KEY, NULL, &got, NULL) == 0 && got == MAIL_KEY)
			rc = 0;
	free(want);
	return rc;
}

/* The commitment record names the tip of its player's dice chain, the
 * one he pledged (in the game, or in this file); "-" only for a player
 * with none (a keyring made before herald's dice came from chains). */
static int
check_commitment(struct session *s, const struct turn *t, int f,
    const char *path, char **cause)
{
	const unsigned char *tip = dicechain_tip_of(s->st, f);
	char hex[2 * DICECHAIN_BYTES + 1], *want, *found = NULL;
	size_t n;
	int i;

	if (tip != NULL) {
		sodium_bin2hex(hex, sizeof hex, tip, DICECHAIN_BYTES);
		found = xstrdup(hex);
	} else {
		want = xprintf("pledge %s ", s->gd->factions[f].id);
		n = strlen(want);
		for (i = 0; i < t->n && found == NULL; i++)
			if (strncmp(t->recs[i].text, want, n) == 0 &&
			    strlen(t->recs[i].text + n) == 2 * MAIL_KEY + 1 +
			    2 * DICECHAIN_BYTES)
				found = xstrdup(t->recs[i].text + n +
				    2 * MAIL_KEY + 1);
		free(want);
	}
	if (strcmp(t->commitment != NULL ? t->commitment : "-",
	    found != NULL ? found : "-") != 0) {
		*cause = xprintf("%s commits the %s player to the dice chain "
		    "%.16s..., but the one he pledged is %.16s...: refused",
		    path, s->gd->factions[f].name, t->commitment,
		    found != NULL ? found : "- (none)");
		free(found);
		return -1;
	}
	free(found);
	return 0;
}

/* A game by mail takes a turn file signed by the player whose orders it
 * holds, with the key he pledged, and never one's own (mail.h). */
static int
check_signed(struct session *s, const struct turn *t, const char *path,
    char **cause)
{
	const struct gamedata *gd = s->gd;
	const struct keyring *kr;
	unsigned char key[MAIL_KEY];
	struct buf msg;
	int f, ok;

	if (!mail_on(s->st))
		return 0;
	if (t->signer == NULL) {
		*cause = xprintf("%s is not signed, and this game is played by "
		    "mail: only a turn file signed by its player is taken "
		    "(from a herald with his seat)", path);
		return -1;
	}
	if ((f = gd_faction(gd, t->signer)) < 0 ||
	    strcmp(t->signer, t->player) != 0) {
		*cause = xprintf("%s is signed by \"%s\", but its orders are "
		    "the %s player's: refused", path, t->signer, t->player);
		return -1;
	}
	if ((kr = session_keyring(s, cause)) == NULL && *cause != NULL)
		return -1;
	if (kr != NULL && strcmp(kr->seat, t->signer) == 0) {
		*cause = xprintf("%s is your own turn (the %s player's, this "
		    "herald's seat): send it to your opponent, and import his",
		    path, gd->factions[f].name);
		return -1;
	}
	if (pledged_key(s, t, f, key) != 0) {
		*cause = xprintf("%s is signed by the %s player, whose key is "
		    "pledged neither in this game nor in the file: refused",
		    path, gd->factions[f].name);
		return -1;
	}
	buf_init(&msg);
	signed_message(t->covered, t->signer, &msg);
	ok = keyring_verify(key, (const unsigned char *)msg.s, msg.len,
	    t->sig) == 0;
	buf_free(&msg);
	if (!ok) {
		*cause = xprintf("the signature of %s does not hold with the %s "
		    "player's pledged key: the file was changed after it was "
		    "signed, or signed by someone else (forged); nothing was "
		    "imported", path, gd->factions[f].name);
		return -1;
	}
	return check_commitment(s, t, f, path, cause);
}

int
turnfile_import(struct session *s, const char *path, struct buf *out,
    char **cause)
{
	struct turn t;
	char digest[CHAIN_HEX + 1], *want;
	int n, base, i, rc = -1, first;
	size_t start;

	if (read_turn(path, &t, cause) != 0)
		return -1;
	/* bounded by read_turn: base + n cannot overflow */
	base = (int)t.base;
	n = t.n;
	if (strcmp(t.game, header_text(s)) != 0) {
		want = new_order_for(t.game);
		*cause = xprintf("%s belongs to another game (%s; this one is "
		    "%s): start the same game first with \"%s\"", path, t.game,
		    header_text(s), want);
		free(want);
		goto out;
	}
	if (base + n <= s->cursor && already_in(s, base, t.recs, n)) {
		*cause = xprintf("%s is already in this game: its %d order%s "
		    "%s orders %d to %d of the log", path, n, n == 1 ? "" :
		    "s", n == 1 ? "is" : "are", base + 1, base + n);
		goto out;
	}
	if (base != s->cursor) {
		*cause = xprintf("%s follows on from order %d, but this game has "
		    "%d orders in force: import the turns in order, once each, "
		    "with nothing in between", path, base, s->cursor);
		goto out;
	}
	orders_digest(s, base, digest);
	if (strcmp(digest, t.digest) != 0) {
		*cause = xprintf("%s follows on from a game that went "
		    "differently before order %d", path, base + 1);
		goto out;
	}
	/* by mail, each order is checked to be the signer's (run_on) */
	want = mail_on(s->st) ? xstrdup(t.player) : player_at(s, base);
	if (strcmp(want, t.player) != 0) {
		*cause = xprintf("%s says its orders are %s's, but after order "
		    "%d of this game it is %s's turn", path, t.player, base,
		    want);
		free(want);
		goto out;
	}
	free(want);
	if (n == 0) {
		*cause = xprintf("%s holds no orders", path);
		goto out;
	}
	if (check_signed(s, &t, path, cause) != 0)
		goto out;
	/* All or nothing: every order must apply, checked on a copy of
	 * the game first; then each is applied and journaled as the player
	 * gave it, with its dice, marked with the file it came from. */
	s->import_side = mail_on(s->st) ? gd_faction(s->gd, t.player) : -1;
	if (session_check_orders(s, t.recs, n, cause) != 0) {
		char *why = *cause;

		*cause = xprintf("%s does not apply to this game: %s; nothing "
		    "was imported", path, why);
		free(why);
		goto out;
	}
	first = s->cursor;
	if (session_replay_orders(s, t.recs, n, cause) != 0) {
		char *why = *cause;

		/* a full disk: nothing went in */
		*cause = xprintf("%s: %s; nothing was imported", path, why);
		free(why);
		goto out;
	}
	start = out->len;
	{
		int f = gd_faction(s->gd, t.player);

		buf_printf(out, "imported %d order%s of %s from %s:\n", n,
		    n == 1 ? "" : "s", f >= 0 ? s->gd->factions[f].name :
		    "an unknown player", path);
	}
	for (i = first; i < s->cursor; i++) {
		char *why = NULL;

		if (session_narrate(s, i, out, &why) != 0) {
			buf_printf(out, "(%s)\n", why);
			free(why);
		}
	}
	for (i = 0; i < t.nundone; i++) {
		struct buf rolls;
		int k;

		buf_init(&rolls);
		for (k = 0; k < t.undone[i].nrolls; k++) {
			buf_puts(&rolls, k ? "; " : "");
			roll_format(&t.undone[i].rolls[k], &rolls);
		}
		k = gd_faction(s->gd, t.player);
		buf_printf(out, "taken back in the %s player's herald after its "
		    "dice were seen: %s (%s)\n", k >= 0 ?
		    s->gd->factions[k].name : t.player, t.undone[i].text,
		    rolls.s != NULL ? rolls.s : "");
		buf_free(&rolls);
	}
	/* `why` tells the rulings of the turn just imported */
	session_why(s, xstrndup(out->s + start, out->len - start), NULL);
	rc = 0;
out:
	s->import_side = -1;
	turn_free(&t);
	return rc;
}

/* turnfile: exporting and importing a player's turn. */
#include "turnfile.h"

#include <errno.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "resolve.h"

#define TURN_MAGIC "herald-turn 1"

/* A checksum of the orders in force before `n`: the importer's game must
 * have the very same ones. */
static unsigned long
orders_sum(const struct session *s, int n)
{
	struct buf b;
	unsigned long h = 5381;
	size_t k;
	int i;

	buf_init(&b);
	for (i = 0; i < n; i++) {
		/* the orders as played, wherever this herald got them */
		struct jrec r = *session_order(s, i);

		r.origin = NULL;
		jrec_format(&r, &b);
	}
	for (k = 0; k < b.len; k++)
		h = (h * 33 + (unsigned char)b.s[k]) & 0xffffffffUL;
	buf_free(&b);
	return h;
}

static const char *
header_text(const struct session *s)
{
	int i, h = -1;

	for (i = 0; i < s->j.nrecs; i++)
		if (s->j.recs[i].kind == J_NEW)
			h = i;
	return h >= 0 ? s->j.recs[h].text : "";
}

int
turnfile_export(struct session *s, const char *path, int from,
    struct buf *out, char **cause)
{
	struct buf b;
	const char *player;
	int i, n;

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
	buf_init(&b);
	/* whose turn it was when these orders began */
	{
		char *why = NULL;
		int side = session_phasing_at(s, from, &why);

		free(why);
		player = side >= 0 ? s->gd->factions[side].id : "-";
	}
	buf_printf(&b, "%s\ngame %s\nbase %d %08lx\nplayer %s\n"
	    "signature -\ncommitment -\norders\n", TURN_MAGIC, header_text(s),
	    from, orders_sum(s, from), player);
	for (i = from; i < s->cursor; i++) {
		struct jrec r = *session_order(s, i);

		r.origin = NULL;	/* the receiver marks where it came from */
		jrec_format(&r, &b);
	}
	/* whole or not at all, like a save */
	if (write_atomic(path, b.s, b.len, cause) != 0) {
		buf_free(&b);
		return -1;
	}
	buf_free(&b);
	buf_printf(out, "wrote orders %d to %d (%d order%s) to %s\n", from + 1,
	    s->cursor, n, n == 1 ? "" : "s", path);
	/* play by mail is what the game's herald-decides option is for */
	if (s->gd->combat.auto_option >= 0 && !herald_decides(s->st))
		buf_printf(out, "note: this game is not played with +%s, so "
		    "choices the rules give your opponent (where their units "
		    "retreat, how they share out losses) were made in this "
		    "copy; for play by turn files start it with \"new ... "
		    "+%s\"\n", s->gd->options[s->gd->combat.auto_option].id,
		    s->gd->options[s->gd->combat.auto_option].id);
	return 0;
}

/* Reads the file's header and orders; the orders get `origin`. */
static int
read_turn(const char *path, char **game, int *base, unsigned long *sum,
    char **player, struct jrec **recs, int *n, char **cause)
{
	FILE *f = fopen(path, "r");
	char *line = NULL, *origin, *copy;
	size_t cap = 0;
	ssize_t len;
	int lineno = 0, in_orders = 0;
	struct jrec r;

	*game = *player = NULL;
	*recs = NULL;
	*n = 0;
	*base = -1;
	if (f == NULL) {
		*cause = xprintf("%s: %s", path, strerror(errno));
		return -1;
	}
	copy = xstrdup(path);
	origin = xstrdup(basename(copy));
	free(copy);
	for (char *p = origin; *p; p++)
		if (*p == ' ' || *p == '\t')
			*p = '_';
	while ((len = getline(&line, &cap, f)) >= 0) {
		lineno++;
		while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
			line[--len] = '\0';
		if (lineno == 1 && strcmp(line, TURN_MAGIC) != 0) {
			*cause = xprintf("%s: not a herald turn file (expected "
			    "the first line \"%s\")", path, TURN_MAGIC);
			goto fail;
		}
		if (lineno == 1)
			continue;
		if (line[0] == '\0')
			continue;	/* mail adds blank lines */
		if (!in_orders) {
			if (strncmp(line, "game ", 5) == 0)
				*game = xstrdup(line + 5);
			else if (strncmp(line, "base ", 5) == 0) {
				if (sscanf(line + 5, "%d %lx", base, sum) != 2)
					goto bad;
			} else if (strncmp(line, "player ", 7) == 0)
				*player = xstrdup(line + 7);
			else if (strcmp(line, "orders") == 0)
				in_orders = 1;
			/* signature and commitment: kept for later */
			continue;
		}
		if (jrec_parse(line, &r) != 0 || r.kind != J_DO) {
			if (r.kind != J_DO)
				jrec_free(&r);
			goto bad;
		}
		r.origin = xstrdup(origin);
		*recs = xrealloc(*recs, sizeof **recs * (size_t)(*n + 1));
		(*recs)[(*n)++] = r;
	}
	free(line);
	free(origin);
	fclose(f);
	if (*game == NULL || *base < 0 || !in_orders) {
		*cause = xprintf("%s: the turn file is incomplete", path);
		return -1;
	}
	return 0;
bad:
	*cause = in_orders ? xprintf("%s:%d: this order record is damaged: "
	    "its form or its checksum is wrong (was the file changed after "
	    "it was written?)", path, lineno) : xprintf("%s:%d: expected a header "
	    "line (game, base, player, signature, commitment, orders)", path,
	    lineno);
fail:
	free(line);
	free(origin);
	fclose(f);
	return -1;
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
	if ((n = split_words(header, &w, &why)) < 0) {
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
	free_words(n, w);
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

int
turnfile_import(struct session *s, const char *path, struct buf *out,
    char **cause)
{
	struct jrec *recs = NULL;
	char *game = NULL, *player = NULL;
	unsigned long sum = 0;
	int base, n = 0, i, rc = -1, first;
	size_t start;

	if (read_turn(path, &game, &base, &sum, &player, &recs, &n,
	    cause) != 0)
		goto out;
	if (strcmp(game, header_text(s)) != 0) {
		char *want = new_order_for(game);

		*cause = xprintf("%s belongs to another game (%s; this one is "
		    "%s): start the same game first with \"%s\"", path, game,
		    header_text(s), want);
		free(want);
		goto out;
	}
	if (base + n <= s->cursor && already_in(s, base, recs, n)) {
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
	if (orders_sum(s, base) != sum) {
		*cause = xprintf("%s follows on from a game that went "
		    "differently before order %d", path, base + 1);
		goto out;
	}
	if (n == 0) {
		*cause = xprintf("%s holds no orders", path);
		goto out;
	}
	/* All or nothing: every order must apply, checked on a copy of
	 * the game first; then each is applied and journaled as the player
	 * gave it, with its dice, marked with the file it came from. */
	if (session_check_orders(s, recs, n, cause) != 0) {
		char *why = *cause;

		*cause = xprintf("%s does not apply to this game: %s; nothing "
		    "was imported", path, why);
		free(why);
		goto out;
	}
	first = s->cursor;
	for (i = 0; i < n; i++)
		if (session_replay_order(s, &recs[i], cause) != 0)
			goto out;	/* a full disk: what went in stays */
	start = out->len;
	{
		int f = player != NULL ? gd_faction(s->gd, player) : -1;

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
	/* `why` tells the rulings of the turn just imported */
	free(s->why);
	s->why = xstrndup(out->s + start, out->len - start);
	rc = 0;
out:
	for (i = 0; i < n; i++)
		jrec_free(&recs[i]);
	free(recs);
	free(game);
	free(player);
	return rc;
}

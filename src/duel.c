/* duel: single combat between two opposing pieces, round by round, with
 * sealed choices read on the game's table (duel.h; spi-agincourt 13.0-
 * 13.22). */
#include "duel.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "capture.h"
#include "dice.h"
#include "narrate.h"
#include "opens.h"
#include "percentile.h"
#include "ruling.h"
#include "tally.h"

static const char *
dsec(const char *s, const struct duel_rules *d)
{
	return s != NULL ? s : d->section;
}

static int
strength(const struct gamedata *gd, int u)
{
	return gd->units[u].stat[gd->duel->strength];
}

static int
is_duellist(const struct gamedata *gd, int u)
{
	return (gd->duel->types & (1u << gd->units[u].type)) != 0;
}

/* Stacked with a friendly combat unit it may stand with (13.0, 6.13). */
static int
backed(const struct state *st, int u)
{
	const struct gamedata *gd = st->gd;
	int o;

	for (o = board_first_in(st, st->u[u].hex); o >= 0;
	    o = board_next_in(st, st->u[u].hex, o))
		if (o != u && gd->units[o].faction == gd->units[u].faction &&
		    (gd->stack_extra & (1u << gd->units[o].type)) == 0 &&
		    board_contingent_ok(gd, u, o))
			return 1;
	return 0;
}

/* The strongest backed duellist of u's side in its hex other than u
 * when stronger than u (13.11), else -1. */
static int
stronger_in_hex(const struct state *st, int u)
{
	const struct gamedata *gd = st->gd;
	int o;

	for (o = board_first_in(st, st->u[u].hex); o >= 0;
	    o = board_next_in(st, st->u[u].hex, o))
		if (o != u && is_duellist(gd, o) &&
		    gd->units[o].faction == gd->units[u].faction &&
		    backed(st, o) && strength(gd, o) > strength(gd, u))
			return o;
	return -1;
}

/* A piece of u's hex (u itself too) that has fought this phase (13.0,
 * 6.23: one duel a stack), or -1. */
static int
fought_in_hex(const struct state *st, int u)
{
	const struct gamedata *gd = st->gd;
	int o;

	for (o = board_first_in(st, st->u[u].hex); o >= 0;
	    o = board_next_in(st, st->u[u].hex, o))
		if (is_duellist(gd, o) &&
		    gd->units[o].faction == gd->units[u].faction &&
		    tally_get(st, gd->duel->once_def, o) != 0)
			return o;
	return -1;
}

static char *
one_refusal(const struct state *st, int u)
{
	const struct gamedata *gd = st->gd;
	const struct duel_rules *d = gd->duel;
	const char *id = gd->units[u].id;
	int o;

	if (!is_duellist(gd, u))
		return xprintf("%s is not a piece that fights duels (§%s)", id,
		    d->section);
	if (!st->u[u].on_map)
		return xprintf("%s is not on the map", id);
	if (!backed(st, u))
		return xprintf("%s is not stacked with a combat unit of his "
		    "own side he may command (his contingent): only such a "
		    "leader fights (§%s)", id, d->section);
	if (strength(gd, u) <= 0)
		return xprintf("%s has no strength to fight with (§%s)", id,
		    d->section);
	if ((o = fought_in_hex(st, u)) >= 0)
		return o == u ? xprintf("%s has fought a duel in this phase "
		    "already: one a phase (§%s)", id, d->section) :
		    xprintf("%s's hex has fought its duel in this phase "
		    "already (%s): one leader of a stack a phase (§%s)", id,
		    gd->units[o].id, dsec(d->who_section, d));
	if ((o = stronger_in_hex(st, u)) >= 0)
		return xprintf("%s is not the strongest leader in his hex: "
		    "%s (%d against %d) fights for it (§%s)", id,
		    gd->units[o].id, strength(gd, o), strength(gd, u),
		    dsec(d->who_section, d));
	return NULL;
}

char *
duel_refusal(const struct state *st, int a, int b)
{
	const struct gamedata *gd = st->gd;
	const struct duel_rules *d = gd->duel;
	char *why;

	if (d == NULL)
		return xprintf("%s has no duels", gd->title);
	if (a == b || gd->units[a].faction == gd->units[b].faction)
		return xprintf("%s and %s are on the same side: a duel is "
		    "fought with an enemy (§%s)", gd->units[a].id,
		    gd->units[b].id, d->section);
	if ((why = one_refusal(st, a)) != NULL ||
	    (why = one_refusal(st, b)) != NULL)
		return why;
	if (hex_distance(&gd->grid, st->u[a].hex, st->u[b].hex) != 1)
		return xprintf("%s and %s are not in adjacent hexes (§%s)",
		    gd->units[a].id, gd->units[b].id, d->section);
	return NULL;
}

/* One fight's running state: [0] the first-named piece, [1] the other */
struct bout {
	struct state	*st;
	struct roller	*ro;
	struct buf	*out;
	int		 who[2];
	int		 cur[2];
	int		 taken[2];
};

static void
lose_one(struct bout *f, int x)
{
	if (f->cur[x] > 0)
		f->cur[x]--;
	if (f->cur[x] == 0)
		f->taken[x] = 1;	/* 13.0: reduced to zero, captured */
}

static int
parse_manner(const void *arg, const char *s)
{
	return duel_manner(arg, s);
}

/* One roll on the table with sup the superior (13.0 step 3, 13.21,
 * 13.22). */
static int
read_one(struct bout *f, int sup, int ksup, int kinf, char **cause)
{
	const struct gamedata *gd = f->st->gd;
	const struct duel_rules *d = gd->duel;
	const struct pct_column *c;
	struct pct_roll roll;
	struct ruling r;
	struct ruling_step *s;
	struct buf b;
	char label[32], *what;
	int inf = !sup, col, res, i;

	snprintf(label, sizeof label, "%d/%d", ksup, kinf);
	col = pct_column(d->pct, label);
	what = xprintf("the duel of %s and %s, %s superior, cell %s",
	    gd->units[f->who[0]].id, gd->units[f->who[1]].id,
	    gd->units[f->who[sup]].id, label);
	if (pct_read(f->ro, d->pct, col, what, &roll, cause) != 0) {
		free(what);
		return -1;
	}
	free(what);
	for (res = 0; res < DUEL_NRESULTS; res++)
		if (d->result_of[res] == roll.result)
			break;
	switch (res) {
	case DUEL_SUPERIOR:
		lose_one(f, sup);
		break;
	case DUEL_BOTH:
		lose_one(f, sup);
		lose_one(f, inf);
		break;
	case DUEL_INFERIOR:
		lose_one(f, inf);
		break;
	case DUEL_SUPERIOR_TAKEN:
		f->taken[sup] = 1;
		break;
	case DUEL_INFERIOR_TAKEN:
		f->taken[inf] = 1;
		break;
	default:
		res = DUEL_NONE;
		break;
	}
	ruling_init(&r);
	buf_init(&b);
	pct_roll_format(d->pct, &roll, &b);
	s = ruling_add(&r, RS_DUEL_READ, gd->id, res == DUEL_SUPERIOR_TAKEN ||
	    res == DUEL_INFERIOR_TAKEN ? dsec(d->capture_section, d) :
	    dsec(d->results_section, d));
	for (i = 0; i < 2; i++)
		ruling_word(s, gd->units[f->who[i]].id);
	ruling_word(s, gd->units[f->who[sup]].id);
	ruling_word(s, gd->units[f->who[inf]].id);
	ruling_word(s, b.s != NULL ? b.s : "");
	ruling_word(s, label);
	ruling_word(s, d->pct->result[roll.result]);
	ruling_num(s, "result", res);
	ruling_num(s, "sa", f->cur[0]);
	ruling_num(s, "sb", f->cur[1]);
	ruling_num(s, "ta", f->taken[0]);
	ruling_num(s, "tb", f->taken[1]);
	c = &d->pct->col[col];
	s->recon = c->recon_lo > 0 && roll.lo <= c->recon_hi &&
	    roll.hi >= c->recon_lo;
	buf_free(&b);
	narrate_told(gd, &r, f->out);
	ruling_free(&r);
	return 0;
}

static char *
question(struct bout *f, int x, int n, int sudden, const char *how)
{
	const struct gamedata *gd = f->st->gd;

	return xprintf("%s: %s's manner for %s %d, %s(0-%d): ",
	    gd->factions[gd->units[f->who[x]].faction].name,
	    gd->units[f->who[x]].id, sudden ? "sudden-death round" : "round",
	    sudden ? sudden : n, how, gd->duel->nmanners - 1);
}

/* Which piece's manner is drawn (the game's drawn: under its option,
 * spi-agincourt 20.13G), or -1. */
static int
drawn_side(const struct bout *f)
{
	const struct gamedata *gd = f->st->gd;
	const struct duel_rules *d = gd->duel;
	int x;

	if (d->drawn_option == NULL ||
	    (f->st->options & (1u << d->drawn_opt)) == 0)
		return -1;
	for (x = 0; x < 2; x++)
		if (gd->units[f->who[x]].faction == d->drawn_faction)
			return x;
	return -1;
}

/* 20.13G: the player's manner first, in the open, then the other's
 * drawn by the die. */
static int
drawn_choices(struct bout *f, int n, int sudden, int dr, int pa, int pb,
    const char *expected, int k[2], char **cause)
{
	const struct gamedata *gd = f->st->gd;
	const struct duel_rules *d = gd->duel;
	struct ruling r;
	struct ruling_step *s;
	struct roll roll;
	char *q, *why;
	int rc;

	if (pb >= 0) {
		*cause = xprintf("%s's manner is drawn by the die (§%s): give "
		    "%s's manner alone for each round, not a pair",
		    gd->units[f->who[dr]].id, d->drawn_section,
		    gd->units[f->who[!dr]].id);
		return -1;
	}
	q = question(f, !dr, n, sudden, "");
	rc = roller_choose_told(f->ro, q, d->nmanners, parse_manner, d,
	    expected, pa, &k[!dr], cause);
	free(q);
	if (rc != 0)
		return -1;
	why = xprintf("%s's manner (§%s)", gd->units[f->who[dr]].id,
	    d->drawn_section);
	rc = roller_roll(f->ro, &d->drawn_dice, why, &roll, cause);
	free(why);
	if (rc != 0)
		return -1;
	k[dr] = d->drawn_map[roll.total];
	ruling_init(&r);
	s = ruling_add(&r, RS_DUEL_DRAWN, gd->id, d->drawn_section);
	ruling_word(s, gd->units[f->who[dr]].id);
	ruling_word(s, d->manners[k[dr]]);
	ruling_word(s, gd->units[f->who[!dr]].id);
	ruling_word(s, d->manners[k[!dr]]);
	ruling_word(s, d->drawn_dice.text);
	ruling_num(s, "face", roll.total);
	ruling_num(s, "k", k[dr]);
	ruling_num(s, "kother", k[!dr]);
	ruling_num(s, "physical", roll.src == ROLL_PHYSICAL);
	narrate_told(gd, &r, f->out);
	return 0;
}

/* The forms a manner is given in, for a complaint. */
static void
manners_expected(const struct duel_rules *d, struct buf *exp)
{
	int i;

	buf_printf(exp, "a manner from 0 to %d, or its name (",
	    d->nmanners - 1);
	for (i = 0; i < d->nmanners; i++)
		buf_printf(exp, "%s%d %s", i ? ", " : "", i, d->manners[i]);
	buf_puts(exp, ")");
}

static int
by_mail(const struct state *st)
{
	const struct duel_rules *d = st->gd->duel;

	return d->mail_option != NULL &&
	    (st->options & (1u << d->mail_opt)) != 0;
}

/* The duel said at the point it waits, for both players. */
static void
waits_told(struct bout *f, enum ruling_concept c, int n, int sudden, int k,
    const unsigned char *seal)
{
	const struct gamedata *gd = f->st->gd;
	struct ruling r;
	struct ruling_step *s;
	char hex[9];
	int x;

	ruling_init(&r);
	s = ruling_add(&r, c, gd->id, gd->duel->manners_section != NULL ?
	    gd->duel->manners_section : gd->duel->section);
	for (x = 0; x < 2; x++)
		ruling_word(s, gd->units[f->who[x]].id);
	seal_short(seal, hex);
	/* word 2: the commitment (sealed) or the manner; word 3: the
	 * answering side (the commitment, revealed); word 4: the sealer's */
	ruling_word(s, c == RS_DUEL_SEALED ? hex : gd->duel->manners[k]);
	ruling_word(s, c == RS_DUEL_REVEALED ? hex :
	    gd->factions[gd->units[f->who[1]].faction].name);
	ruling_word(s, gd->factions[gd->units[f->who[0]].faction].name);
	ruling_num(s, "round", sudden ? sudden : n);
	ruling_num(s, "sudden", sudden != 0);
	ruling_num(s, "k", k);
	narrate_told(gd, &r, f->out);
	ruling_free(&r);
}

/* By mail: the first piece's manner sealed, the duel left open for the
 * other's (OPENS_DUEL). */
static int
seal_round(struct bout *f, int n, int sudden, const char *expected,
    char **cause)
{
	const struct duel_rules *d = f->st->gd->duel;
	unsigned char seal[SEAL_BYTES];
	struct opens_rec *o;
	char *q = question(f, 0, n, sudden, "sealed, hidden ");
	int rc;

	rc = roller_seal(f->ro, q, d->nmanners, parse_manner, d, expected, -1,
	    seal, cause);
	free(q);
	if (rc != 0)
		return -1;
	o = opens_get(f->st, OPENS_DUEL);
	o->unit = f->who[0];
	o->amount = n;
	o->n = 6;
	o->units[0] = f->who[0];
	o->units[1] = f->who[1];
	o->units[2] = f->cur[0];
	o->units[3] = f->cur[1];
	o->units[4] = sudden;
	o->units[5] = -1;
	memcpy(o->seal, seal, SEAL_BYTES);
	waits_told(f, RS_DUEL_SEALED, n, sudden, -1, seal);
	return 0;
}

/* The manners of a round (13.13): 1 when the round waits by mail. */
static int
choose_round(struct bout *f, int n, int sudden, const struct duel_open *open,
    int *iopen, int k[2], char **cause)
{
	const struct duel_rules *d = f->st->gd->duel;
	struct buf exp;
	char *qa, *qb;
	int pa = -1, pb = -1, rc, dr;

	if (open != NULL && *iopen < open->n) {
		pa = open->a[*iopen];
		pb = open->b[(*iopen)++];
	}
	buf_init(&exp);
	manners_expected(d, &exp);
	if ((dr = drawn_side(f)) >= 0)
		rc = drawn_choices(f, n, sudden, dr, pa, pb, exp.s, k, cause);
	else if (by_mail(f->st)) {
		if (pa >= 0) {
			*cause = xprintf("in a game by mail each player gives "
			    "his own manner in his own herald: give the duel "
			    "without pairs (the first-named leader's manner is "
			    "sealed, the other's asked of his player)");
			rc = -1;
		} else
			rc = seal_round(f, n, sudden, exp.s, cause) == 0 ? 1 :
			    -1;
	} else if (pa >= 0 && pb < 0) {
		*cause = xprintf("expected a pair of manners S:I for each "
		    "round (the first-named leader's, then the other's), "
		    "not one alone");
		rc = -1;
	} else {
		qa = question(f, 0, n, sudden, "hidden ");
		qb = question(f, 1, n, sudden, "hidden ");
		rc = roller_choose_sealed(f->ro, qa, qb, d->nmanners,
		    parse_manner, d, exp.s, pa, pb, &k[0], &k[1], cause);
		free(qa);
		free(qb);
	}
	buf_free(&exp);
	return rc;
}

/* One round fought on its manners k (13.0 steps 1-3; 13.12 at equal
 * strength); sudden: the sudden-death round's number, or 0. */
static int
fight_round(struct bout *f, int n, int sudden, const int k[2], char **cause)
{
	const struct gamedata *gd = f->st->gd;
	const struct duel_rules *d = gd->duel;
	struct ruling r;
	struct ruling_step *s;
	int sup;

	/* 13.0 step 1: the stronger is the superior; 13.12 equal */
	sup = f->cur[0] == f->cur[1] ? -1 : f->cur[0] > f->cur[1] ? 0 : 1;
	ruling_init(&r);
	s = ruling_add(&r, RS_DUEL_ROUND, gd->id, sup < 0 ?
	    dsec(d->equal_section, d) : dsec(d->manners_section, d));
	ruling_word(s, gd->units[f->who[0]].id);
	ruling_word(s, gd->units[f->who[1]].id);
	ruling_word(s, d->manners[k[0]]);
	ruling_word(s, d->manners[k[1]]);
	ruling_num(s, "round", sudden ? sudden : n);
	ruling_num(s, "sudden", sudden != 0);
	ruling_num(s, "ka", k[0]);
	ruling_num(s, "kb", k[1]);
	ruling_num(s, "superior", sup);
	ruling_num(s, "drawn", drawn_side(f) >= 0);
	ruling_num(s, "mail", drawn_side(f) < 0 && by_mail(f->st));
	ruling_num(s, "sa", f->cur[0]);
	ruling_num(s, "sb", f->cur[1]);
	s->recon = sup < 0;	/* doc/reconstructions.md L3 */
	narrate_told(gd, &r, f->out);
	ruling_free(&r);
	if (sup >= 0)
		return read_one(f, sup, k[sup], k[!sup], cause);
	/* 13.12: one choice, two rolls, each read with its chooser as the
	 * superior; reconstructed (L3): both rolls are made, the second
	 * on the strengths the first left, and the captures judged when
	 * the round is over */
	if (read_one(f, 0, k[0], k[1], cause) != 0)
		return -1;
	return read_one(f, 1, k[1], k[0], cause);
}
static void
told(struct bout *f, enum ruling_concept c, const char *section, int x,
    int num)
{
	int recon = c == RS_DUEL_SUDDEN || c == RS_DUEL_CALLED_OFF;
	const struct gamedata *gd = f->st->gd;
	struct ruling r;
	struct ruling_step *s;

	ruling_init(&r);
	s = ruling_add(&r, c, gd->id, section);
	ruling_word(s, gd->units[f->who[x]].id);
	ruling_word(s, gd->units[f->who[!x]].id);
	ruling_num(s, "sa", num);
	ruling_num(s, "rounds", num);
	s->recon = recon;	/* doc/reconstructions.md L2 */
	narrate_told(gd, &r, f->out);
	ruling_free(&r);
}

/* The captured piece out of play, its capture counted for the captor's
 * side as the capture mechanism counts (13.0, 13.22). */
static void
captured(struct bout *f, int x)
{
	struct state *st = f->st;
	const struct gamedata *gd = st->gd;
	const struct duel_rules *d = gd->duel;
	struct ruling r, scratch;
	struct ruling_step *s;

	ruling_init(&r);
	s = ruling_add(&r, RS_DUEL_CAPTURED, gd->id,
	    dsec(d->capture_section, d));
	ruling_word(s, gd->units[f->who[x]].id);
	ruling_word(s, gd->units[f->who[!x]].id);
	capture_count_rec(st, f->who[x], f->who[!x], s);
	ruling_init(&scratch);
	board_eliminate_rec(st, f->who[x], ELIM_GIVEN,
	    dsec(d->capture_section, d), "captured", &scratch);
	ruling_free(&scratch);
	narrate_told(gd, &r, f->out);
	ruling_free(&r);
}


/* After a round: 1 when the duel is over; else the next round's number
 * (*n) or sudden-death round (*sudden). */
static int
next_round(struct bout *f, int *n, int *sudden)
{
	const struct duel_rules *d = f->st->gd->duel;

	if (f->taken[0] != f->taken[1])
		return 1;		/* one captured: the duel is won */
	if (*sudden >= DUEL_SUDDEN_MAX) {
		told(f, RS_DUEL_CALLED_OFF, dsec(d->sudden_section, d), 0,
		    DUEL_SUDDEN_MAX);
		f->taken[0] = f->taken[1] = 0;
		return 1;
	}
	if (f->taken[0]) {
		/* 13.0: both captured in a round: sudden death at equal
		 * strength until only one is, at the game's sudden_strength */
		f->taken[0] = f->taken[1] = 0;
		f->cur[0] = f->cur[1] = d->sudden_strength;
		told(f, RS_DUEL_SUDDEN, dsec(d->sudden_section, d), 0,
		    d->sudden_strength);
		(*sudden)++;
		return 0;
	}
	if (*sudden > 0) {
		(*sudden)++;	/* neither taken: sudden death goes on */
		return 0;
	}
	if (*n >= d->rounds)
		return 1;
	(*n)++;
	return 0;
}

/* The duel fought from round n (sudden) on, its manners known (k) or
 * to be chosen (k NULL), to its end or to a round that waits by mail. */
static int
fight_from(struct bout *f, int n, int sudden, const int *known,
    const struct duel_open *open, char **cause)
{
	const struct gamedata *gd = f->st->gd;
	const struct duel_rules *d = gd->duel;
	int k[2], iopen = 0, x, rc;

	for (;;) {
		if (known != NULL) {
			k[0] = known[0];
			k[1] = known[1];
			known = NULL;
		} else if ((rc = choose_round(f, n, sudden, open, &iopen, k,
		    cause)) != 0)
			return rc < 0 ? -1 : 0;	/* 1: sealed, waits */
		if (fight_round(f, n, sudden, k, cause) != 0)
			return -1;
		if (next_round(f, &n, &sudden))
			break;
	}
	if (open != NULL && iopen < open->n) {
		*cause = xprintf("the order gives %d pairs of manners; the "
		    "duel was over after %d round%s: give no more pairs than "
		    "the rounds fought", open->n, iopen, iopen == 1 ? "" : "s");
		return -1;
	}
	for (x = 0; x < 2; x++)
		if (f->taken[x])
			captured(f, x);
	for (x = 0; x < 2; x++)
		if (!f->taken[x])
			told(f, RS_DUEL_SURVIVES, dsec(d->return_section, d),
			    x, strength(gd, f->who[x]));
	return 0;
}

int
duel_fight(struct state *st, int a, int b, const struct duel_open *open,
    struct roller *ro, struct buf *out, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct duel_rules *d = gd->duel;
	struct bout f;
	struct ruling r;
	struct ruling_step *s;
	int x;

	if ((*cause = duel_refusal(st, a, b)) != NULL)
		return -1;
	memset(&f, 0, sizeof f);
	f.st = st;
	f.ro = ro;
	f.out = out;
	f.who[0] = a;
	f.who[1] = b;
	f.cur[0] = strength(gd, a);
	f.cur[1] = strength(gd, b);
	for (x = 0; x < 2; x++) {
		if (tally_set(st, d->once_def, f.who[x], 1, cause) != 0)
			return -1;
	}
	ruling_init(&r);
	s = ruling_add(&r, RS_DUEL_BEGIN, gd->id, d->section);
	ruling_word(s, gd->units[a].id);
	ruling_word(s, gd->units[b].id);
	ruling_num(s, "sa", f.cur[0]);
	ruling_num(s, "sb", f.cur[1]);
	ruling_num(s, "rounds", d->rounds);
	narrate_told(gd, &r, out);
	ruling_free(&r);
	return fight_from(&f, 1, 0, NULL, open, cause);
}

/* The duel that waits, as its bout. */
static const struct opens_rec *
waiting(struct state *st, struct bout *f, struct roller *ro, struct buf *out,
    char **cause)
{
	const struct opens_rec *o = opens_find(st, OPENS_DUEL);

	if (o == NULL) {
		*cause = xprintf("no duel waits for a manner: a duel by mail "
		    "begins with duel LEADER ENEMY");
		return NULL;
	}
	memset(f, 0, sizeof *f);
	f->st = st;
	f->ro = ro;
	f->out = out;
	f->who[0] = o->units[0];
	f->who[1] = o->units[1];
	f->cur[0] = o->units[2];
	f->cur[1] = o->units[3];
	return o;
}

int
duel_tell(struct state *st, int k, struct buf *out, char **cause)
{
	const struct gamedata *gd = st->gd;
	struct opens_rec *w;
	struct bout f;

	if (waiting(st, &f, NULL, out, cause) == NULL)
		return -1;
	w = opens_get(st, OPENS_DUEL);
	if (w->units[5] >= 0) {
		*cause = xprintf("%s's manner for this round is given "
		    "already (%s): the %s player's herald reveals %s's sealed "
		    "one (reveal)", gd->units[f.who[1]].id,
		    gd->duel->manners[w->units[5]],
		    gd->factions[gd->units[f.who[0]].faction].name,
		    gd->units[f.who[0]].id);
		return -1;
	}
	if (k < 0 || k >= gd->duel->nmanners) {
		*cause = xprintf("no manner %d (0 to %d)", k,
		    gd->duel->nmanners - 1);
		return -1;
	}
	w->units[5] = k;
	waits_told(&f, RS_DUEL_TOLD, w->amount, w->units[4], k, w->seal);
	return 0;
}

int
duel_reveal(struct state *st, struct roller *ro, struct buf *out,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct opens_rec *w;
	struct opens_rec o;
	struct bout f;
	int k[2];

	if ((w = waiting(st, &f, ro, out, cause)) == NULL)
		return -1;
	o = *w;
	if (o.units[5] < 0) {
		*cause = xprintf("%s's manner is not given yet: the %s player "
		    "gives it in his herald first (manner M), then this one "
		    "is revealed", gd->units[f.who[1]].id,
		    gd->factions[gd->units[f.who[1]].faction].name);
		return -1;
	}
	if (roller_reveal(ro, o.seal, gd->duel->nmanners, &k[0], cause) != 0)
		return -1;
	k[1] = o.units[5];
	opens_close(st, OPENS_DUEL);
	waits_told(&f, RS_DUEL_REVEALED, o.amount, o.units[4], k[0], o.seal);
	return fight_from(&f, o.amount, o.units[4], k, NULL, cause);
}

int
duel_has_mail(const struct gamedata *gd)
{
	return gd->duel != NULL && gd->duel->mail_option != NULL;
}

int
duel_awaits(const struct state *st, char **why)
{
	const struct gamedata *gd = st->gd;
	const struct opens_rec *o = opens_find(st, OPENS_DUEL);
	int x;

	if (o == NULL)
		return -1;
	x = o->units[5] < 0 ? 1 : 0;
	if (why != NULL)
		*why = xprintf("the duel of %s and %s waits for %s (§%s): %s",
		    gd->units[o->units[0]].id, gd->units[o->units[1]].id,
		    x ? "the other leader's manner, given in the open" :
		    "the sealed manner to be revealed", gd->duel->section,
		    x ? "manner M, in his player's herald" :
		    "reveal, in the herald that sealed it");
	return gd->units[o->units[x]].faction;
}

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

/* One round (13.0 steps 1-3; 13.12 at equal strength); sudden: the
 * sudden-death round's number, or 0. */
static int
round_of(struct bout *f, int n, int sudden, const struct duel_open *open,
    int *iopen, char **cause)
{
	const struct gamedata *gd = f->st->gd;
	const struct duel_rules *d = gd->duel;
	struct ruling r;
	struct ruling_step *s;
	struct buf exp;
	char *qa, *qb;
	int k[2], pa = -1, pb = -1, sup, rc, i, dr;

	if (open != NULL && *iopen < open->n) {
		pa = open->a[*iopen];
		pb = open->b[(*iopen)++];
	}
	buf_init(&exp);
	buf_printf(&exp, "a manner from 0 to %d, or its name (",
	    d->nmanners - 1);
	for (i = 0; i < d->nmanners; i++)
		buf_printf(&exp, "%s%d %s", i ? ", " : "", i, d->manners[i]);
	buf_puts(&exp, ")");
	if ((dr = drawn_side(f)) >= 0)
		rc = drawn_choices(f, n, sudden, dr, pa, pb, exp.s, k, cause);
	else if (pa >= 0 && pb < 0) {
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
	if (rc != 0)
		return -1;
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
	ruling_num(s, "drawn", dr >= 0);
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

int
duel_fight(struct state *st, int a, int b, const struct duel_open *open,
    struct roller *ro, struct buf *out, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct duel_rules *d = gd->duel;
	struct bout f;
	struct ruling r;
	struct ruling_step *s;
	int n, sudden = 0, iopen = 0, x;	/* sudden: the next
						   sudden-death round, 0 */

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
	for (n = 0;;) {
		if (sudden == 0) {
			if (n >= d->rounds)
				break;
			n++;
		}
		if (round_of(&f, n, sudden, open, &iopen, cause) != 0)
			return -1;
		if (f.taken[0] != f.taken[1])
			break;		/* one captured: the duel is won */
		if (sudden >= DUEL_SUDDEN_MAX) {
			told(&f, RS_DUEL_CALLED_OFF,
			    dsec(d->sudden_section, d), 0, DUEL_SUDDEN_MAX);
			f.taken[0] = f.taken[1] = 0;
			break;
		}
		if (f.taken[0]) {
			/* 13.0: both captured in a round: sudden death at
			 * equal strength until only one is, at the game's
			 * sudden_strength */
			f.taken[0] = f.taken[1] = 0;
			f.cur[0] = f.cur[1] = d->sudden_strength;
			told(&f, RS_DUEL_SUDDEN, dsec(d->sudden_section, d), 0,
			    d->sudden_strength);
			sudden++;
		} else if (sudden > 0)
			sudden++;	/* neither taken: sudden death goes on */
	}
	if (open != NULL && iopen < open->n) {
		*cause = xprintf("the order gives %d pairs of manners; the "
		    "duel was over after %d round%s: give no more pairs than "
		    "the rounds fought", open->n, iopen, iopen == 1 ? "" : "s");
		return -1;
	}
	for (x = 0; x < 2; x++)
		if (f.taken[x])
			captured(&f, x);
	for (x = 0; x < 2; x++)
		if (!f.taken[x])
			told(&f, RS_DUEL_SURVIVES, dsec(d->return_section, d),
			    x, strength(gd, f.who[x]));
	return 0;
}

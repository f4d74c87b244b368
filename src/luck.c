/* luck: the dice of the orders in force, by player (luck.h). */
#include "luck.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "journal.h"

/* herald's orders whose dice decide a combat */
static int
is_combat(const char *order)
{
	static const char *const combat[] = {
		"attack", "fire", "counter", "volley", "charge", "duel",
		"manner", "reveal"
	};
	size_t i, n;

	for (i = 0; i < sizeof combat / sizeof combat[0]; i++) {
		n = strlen(combat[i]);
		if (strncmp(order, combat[i], n) == 0 &&
		    (order[n] == ' ' || order[n] == '\0'))
			return 1;
	}
	return 0;
}

static void
add(struct luck_sum *s, double got, double mean, double var)
{
	s->rolls++;
	s->got += got;
	s->want += mean;
	s->var += var;
}

/* The counts kept for a kind of die ("d6": faces 1 to 6, "d10 (0-9)"),
 * or for a total given without its dice ("2d6 totals"). */
static struct luck_expr *
kind_of(struct luck_side *ls, const char *text, int lo, int n,
    const double *p)
{
	struct luck_expr *x;
	int i;

	for (i = 0; i < ls->nexpr; i++)
		if (strcmp(ls->expr[i].text, text) == 0)
			return &ls->expr[i];
	if (ls->nexpr >= LUCK_EXPRS || n > LUCK_TOTALS)
		return NULL;
	x = &ls->expr[ls->nexpr++];
	memset(x, 0, sizeof *x);
	snprintf(x->text, sizeof x->text, "%s", text);
	x->lo = lo;
	x->n = n;
	for (i = 0; i < n; i++)
		x->p[i] = p != NULL ? p[i] : 1.0 / n;
	return x;
}

static void
seen(struct luck_expr *x, int v)
{
	if (x != NULL && v - x->lo >= 0 && v - x->lo < x->n) {
		x->count[v - x->lo]++;
		x->rolls++;
	}
}

/* A die that shows lo to hi, each alike. */
static void
take_die(struct luck_side *ls, int src, int combat, int lo, int hi, int v)
{
	double n = hi - lo + 1, mean = (lo + hi) / 2.0;
	char text[32];

	add(&ls->all[src], v, mean, (n * n - 1) / 12);
	if (combat)
		add(&ls->combat[src], v, mean, (n * n - 1) / 12);
	if (lo == 1)
		snprintf(text, sizeof text, "d%d", hi);
	else
		snprintf(text, sizeof text, "d%d (%d to %d)", hi - lo + 1, lo,
		    hi);
	seen(kind_of(ls, text, lo, hi - lo + 1, NULL), v);
}

/* A player's total given without its dice: its chances as a whole. */
static int
take_total(struct luck_side *ls, int src, int combat, const struct roll *r)
{
	long ways[LUCK_TOTALS * 2], all = 0;
	double p[LUCK_TOTALS], mean = 0, sq = 0;
	char text[64];
	int n, lo, i;

	if ((n = dice_ways(&r->e, ways, (int)(sizeof ways / sizeof ways[0]),
	    &lo)) < 0)
		return -1;
	for (i = 0; i < n; i++)
		all += ways[i];
	if (all <= 0)
		return -1;
	for (i = 0; i < n; i++) {
		double q = (double)ways[i] / (double)all, v = lo + i;

		if (i < LUCK_TOTALS)
			p[i] = q;
		mean += q * v;
		sq += q * v * v;
	}
	add(&ls->all[src], r->total - r->e.mod, mean, sq - mean * mean);
	if (combat)
		add(&ls->combat[src], r->total - r->e.mod, mean,
		    sq - mean * mean);
	snprintf(text, sizeof text, "%s totals", r->e.text);
	seen(kind_of(ls, text, lo, n, p), r->total - r->e.mod);
	return 0;
}

/* One roll of player f's order, die by die where its faces are known
 * (each die of a d100 read tens first is as fair as any: the ones die
 * is rolled or not by the tens die alone, spi-agincourt 3.8). */
static int
take(struct luck *l, int f, int combat, const struct roll *r)
{
	struct luck_side *ls = &l->side[f];
	int src, k, lo, hi;

	if (r->src != ROLL_ENGINE && r->src != ROLL_PHYSICAL)
		return 0;	/* a player's choice, not a die */
	src = r->src == ROLL_ENGINE ? LUCK_ENGINE : LUCK_PHYSICAL;
	if (r->nface == 0)
		return take_total(ls, src, combat, r);
	for (k = 0; k < r->nface; k++) {
		if (dice_die_range(&r->e, k, &lo, &hi) != 0)
			return -1;
		take_die(ls, src, combat, lo, hi, r->face[k]);
	}
	return 0;
}

void
luck_init(struct luck *l, const struct gamedata *gd)
{
	memset(l, 0, sizeof *l);
	l->nsides = gd->nfactions < STATE_MAIL_FACTIONS ?
	    gd->nfactions + 1 : STATE_MAIL_FACTIONS + 1;
}

void
luck_order(struct luck *l, int f, const struct jrec *rec)
{
	int k;

	if (f < 0 || f >= l->nsides - 1)
		f = l->nsides - 1;	/* no player's */
	for (k = 0; k < rec->nrolls; k++)
		if (take(l, f, is_combat(rec->text), &rec->rolls[k]) != 0)
			l->skipped++;
}

double
luck_at_least(const struct luck_sum *s)
{
	double sd = sqrt(s->var);

	if (s->rolls == 0 || sd <= 0)
		return s->got >= s->want ? 1.0 : 0.0;
	/* P(S >= got), S about normal: continuity half a pip */
	return 0.5 * erfc((s->got - 0.5 - s->want) / (sd * sqrt(2.0)));
}

/* tally: the values of the game-declared counters and flags in a state,
 * and how show and status render them. */
#include "tally.h"

#include <stdlib.h>
#include <string.h>

#include "board.h"

int
tally_find(const struct gamedata *gd, const char *id)
{
	int i;

	for (i = 0; i < gd->tally.ndefs; i++)
		if (strcmp(gd->tally.defs[i].id, id) == 0)
			return i;
	return -1;
}

char *
tally_names(const struct gamedata *gd)
{
	struct buf b;
	int i;

	if (gd->tally.ndefs == 0)
		return xstrdup("none: the game declares no state");
	buf_init(&b);
	for (i = 0; i < gd->tally.ndefs; i++)
		buf_printf(&b, "%s%s", i ? ", " : "", gd->tally.defs[i].id);
	return buf_steal(&b);
}

int
tally_index(const struct gamedata *gd, int def, int who)
{
	const struct tally_rules *tr = &gd->tally;
	const struct tally_def *d = &tr->defs[def];

	if (d->scope == TALLY_FACTION)
		return gd->nunits * tr->nunit + who * tr->nfaction + d->slot;
	if (d->types != 0 && !(d->types & (1u << gd->units[who].type)))
		return -1;
	return who * tr->nunit + d->slot;
}

void
tally_init(struct state *st)
{
	const struct tally_rules *tr = &st->gd->tally;

	st->ntally = tr->nvalues;
	st->tally = NULL;
	if (tr->nvalues == 0)
		return;
	st->tally = xcalloc((size_t)tr->nvalues, sizeof *st->tally);
	memcpy(st->tally, tr->start, sizeof *st->tally * (size_t)tr->nvalues);
}

int *
tally_dup(const struct state *src)
{
	int *v;

	if (src->ntally == 0)
		return NULL;
	v = xmalloc(sizeof *v * (size_t)src->ntally);
	memcpy(v, src->tally, sizeof *v * (size_t)src->ntally);
	return v;
}

int *
tally_reuse(int *old, int nold, const struct state *src)
{
	if (src->ntally == 0) {
		free(old);
		return NULL;
	}
	if (old == NULL || nold != src->ntally)
		old = xrealloc(old, sizeof *old * (size_t)src->ntally);
	memcpy(old, src->tally, sizeof *old * (size_t)src->ntally);
	return old;
}

size_t
tally_bytes(const struct state *st)
{
	return sizeof *st->tally * (size_t)st->ntally;
}

/* "arrows of r2" or "threshold of york": a value, for a message. */
static char *
value_name(const struct gamedata *gd, int i)
{
	const struct tally_rules *tr = &gd->tally;
	int k, who, base = gd->nunits * tr->nunit;

	for (k = 0; k < tr->ndefs; k++) {
		const struct tally_def *d = &tr->defs[k];

		if (d->scope == TALLY_UNIT && i < base &&
		    i % tr->nunit == d->slot) {
			who = i / tr->nunit;
			return xprintf("%s of %s", d->id, gd->units[who].id);
		}
		if (d->scope == TALLY_FACTION && i >= base &&
		    (i - base) % tr->nfaction == d->slot) {
			who = (i - base) / tr->nfaction;
			return xprintf("%s of %s", d->id, gd->factions[who].id);
		}
	}
	return xprintf("value %d", i);
}

int
tally_equal(const struct state *a, const struct state *b, char **what)
{
	char *name;
	int i;

	if (a->ntally != b->ntally) {
		*what = xprintf("declared values: %d against %d", a->ntally,
		    b->ntally);
		return 0;
	}
	for (i = 0; i < a->ntally; i++) {
		if (a->tally[i] == b->tally[i])
			continue;
		name = value_name(a->gd, i);
		*what = xprintf("%s: %d against %d", name, a->tally[i],
		    b->tally[i]);
		free(name);
		return 0;
	}
	return 1;
}

int
tally_get(const struct state *st, int def, int who)
{
	int i = tally_index(st->gd, def, who);

	return i < 0 ? 0 : st->tally[i];
}

int
tally_set(struct state *st, int def, int who, int value, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct tally_def *d = &gd->tally.defs[def];
	int i = tally_index(gd, def, who);

	if (i < 0) {
		struct buf b;
		int t;

		buf_init(&b);
		for (t = 0; t < gd->ntypes; t++)
			if (d->types & (1u << t))
				buf_printf(&b, "%s%s", b.len ? ", " : "",
				    gd->types[t].name);
		*cause = xprintf("%s is a %s: it has no %s (only units of "
		    "the types %s carry it)", gd->units[who].id,
		    gd->types[gd->units[who].type].name, d->id, b.s);
		buf_free(&b);
		return -1;
	}
	if (d->flag && value != 0 && value != 1) {
		*cause = xprintf("%s is a flag: expected 0 or 1, not %d", d->id,
		    value);
		return -1;
	}
	if (value < d->min || value > d->max) {
		*cause = xprintf("%s may not be %d: expected %d to %d", d->id,
		    value, d->min, d->max);
		return -1;
	}
	st->tally[i] = value;
	return 0;
}

void
tally_reset(struct state *st, int turn_begins)
{
	const struct gamedata *gd = st->gd;
	const struct tally_rules *tr = &gd->tally;
	const struct tally_def *d;
	int k, w, n, i;

	for (k = 0; k < tr->ndefs; k++) {
		d = &tr->defs[k];
		if (d->reset == TALLY_KEEP ||
		    (d->reset == TALLY_EACH_TURN && !turn_begins))
			continue;
		n = d->scope == TALLY_UNIT ? gd->nunits : gd->nfactions;
		for (w = 0; w < n; w++)
			if ((i = tally_index(gd, k, w)) >= 0)
				st->tally[i] = tr->start[i];
	}
}

static void
put_value(const struct gamedata *gd, const struct tally_def *d, int v,
    struct buf *b)
{
	if (d->unitref)
		buf_puts(b, v > 0 && v <= gd->nunits ? gd->units[v - 1].id :
		    "none");
	else if (d->flag)
		buf_puts(b, v ? "yes" : "no");
	else
		buf_printf(b, "%d", v);
}

void
tally_show_unit(const struct state *st, int unit, struct buf *b)
{
	const struct gamedata *gd = st->gd;
	const struct tally_def *d;
	int k, i;

	for (k = 0; k < gd->tally.ndefs; k++) {
		d = &gd->tally.defs[k];
		if (d->scope != TALLY_UNIT || !(d->shown & TALLY_IN_SHOW) ||
		    (i = tally_index(gd, k, unit)) < 0)
			continue;
		buf_printf(b, "  %s: ", d->label);
		put_value(gd, d, st->tally[i], b);
		if (d->section != NULL)
			buf_printf(b, " (§%s)", d->section);
		buf_puts(b, "\n");
	}
}

void
tally_show_status(const struct state *st, struct buf *b)
{
	const struct gamedata *gd = st->gd;
	const struct tally_def *d;
	int k, f;

	for (k = 0; k < gd->tally.ndefs; k++) {
		d = &gd->tally.defs[k];
		if (d->scope != TALLY_FACTION || !(d->shown & TALLY_IN_STATUS))
			continue;
		buf_printf(b, "%s:", d->label);
		for (f = 0; f < gd->nfactions; f++) {
			buf_printf(b, "%s %s ", f ? "," : "",
			    gd->factions[f].name);
			put_value(gd, d, tally_get(st, k, f), b);
		}
		if (d->section != NULL)
			buf_printf(b, " (§%s)", d->section);
		buf_puts(b, "\n");
	}
}

void
tally_show_scenario(const struct gamedata *gd, const struct scenario *sc,
    struct buf *b)
{
	const struct tally_def *d;
	const int *t;
	int k, f, i;

	/* in the game's order of values and factions, whatever the file's */
	for (k = 0; k < gd->tally.ndefs; k++) {
		d = &gd->tally.defs[k];
		if (d->scope != TALLY_FACTION)
			continue;
		for (f = 0; f < gd->nfactions; f++)
			for (i = 0; i < sc->ntally_start; i++) {
				t = &sc->tally_start[3 * i];
				if (t[0] == k && t[1] == f && t[2] > 0)
					buf_printf(b, "%s, %s: %d\n", d->label,
					    gd->factions[f].name, t[2]);
			}
	}
}

/* tallyload: the game's `state:` block, the counters and flags it
 * declares (doc/authoring.md, "Game-declared state"), and a scenario's
 * `state:` block, the starts it gives them. */
#include "tally.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "gdload.h"

#define TALLY_BOUND	1000000		/* no value goes past it */

static int
load_shown(struct loader *l, const struct ynode *m, int scope, int *out)
{
	const struct ynode *v = ymap_get(m, "shown_in"), *w;
	int i;

	*out = scope == TALLY_UNIT ? TALLY_IN_SHOW : TALLY_IN_STATUS;
	if (v == NULL)
		return 0;
	if (v->type != Y_SEQ)
		return ld_fail(l, v, "expected a list of where it is shown: "
		    "[show, status], or [] for nowhere");
	*out = 0;
	for (i = 0; i < v->n; i++) {
		w = v->items[i];
		if (w->type == Y_SCALAR && strcmp(w->value, "show") == 0)
			*out |= TALLY_IN_SHOW;
		else if (w->type == Y_SCALAR && strcmp(w->value, "status") == 0)
			*out |= TALLY_IN_STATUS;
		else
			return ld_fail(l, w, "expected show or status");
	}
	if ((*out & TALLY_IN_SHOW) && scope != TALLY_UNIT)
		return ld_fail(l, v, "show UNIT shows only per-unit values "
		    "(scope: unit)");
	if ((*out & TALLY_IN_STATUS) && scope != TALLY_FACTION)
		return ld_fail(l, v, "status shows only per-faction values "
		    "(scope: faction)");
	return 0;
}

/* start: N, start: true|false (a flag), from: STAT or from: scenario */
static int
load_start(struct loader *l, struct gamedata *gd, const struct ynode *m,
    struct tally_def *d, int *start)
{
	const struct ynode *from = ymap_get(m, "from");
	const struct ynode *v = ymap_get(m, "start");

	d->from_stat = -1;
	*start = 0;
	if (from != NULL && v != NULL)
		return ld_fail(l, from, "expected start: or from:, not both");
	if (d->unitref && (from != NULL || v != NULL))
		return ld_fail(l, from != NULL ? from : v, "a unit value "
		    "starts as none: it takes no start: or from:");
	if (from != NULL) {
		if (strcmp(from->value, "scenario") == 0) {
			d->from_scenario = 1;
			return 0;
		}
		if (d->scope != TALLY_UNIT)
			return ld_fail(l, from, "expected from: scenario "
			    "(a per-faction value has no unit stat to start "
			    "from)");
		if ((d->from_stat = gd_stat(gd, from->value)) < 0)
			return ld_fail(l, from, "expected from: scenario or a "
			    "stat of the game's stats: (not \"%s\")",
			    from->value);
		return 0;
	}
	if (v == NULL)
		return 0;
	if (d->flag && v->type == Y_SCALAR && (strcmp(v->value, "true") == 0 ||
	    strcmp(v->value, "false") == 0)) {
		*start = strcmp(v->value, "true") == 0;
		return 0;
	}
	return ld_int(l, m, "start", d->min, d->max, 0, start);
}

static int
load_def(struct loader *l, struct gamedata *gd, const struct ynode *key,
    const struct ynode *m, struct tally_def *d, int *start)
{
	static const struct yfield fields[] = {
		{ "label", Y_SCALAR, 1 }, { "scope", Y_SCALAR, 1 },
		{ "kind", Y_SCALAR, 0 }, { "start", Y_SCALAR, 0 },
		{ "from", Y_SCALAR, 0 }, { "min", Y_SCALAR, 0 },
		{ "max", Y_SCALAR, 0 }, { "reset", Y_SCALAR, 0 },
		{ "shown_in", Y_SEQ, 0 }, { "types", Y_SEQ, 0 },
		{ "section", Y_SCALAR, 0 }, { "reconstructed", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	const struct ynode *v;
	const char *p;

	if (m->type != Y_MAP)
		return ld_fail(l, m, "expected a mapping: label, scope, kind, "
		    "start or from, ...");
	for (p = key->value; *p != '\0'; p++)
		if (!(*p >= 'a' && *p <= 'z') && !(*p >= '0' && *p <= '9') &&
		    *p != '_')
			break;
	if (*p != '\0' || key->value[0] == '\0')
		return ld_fail(l, key, "expected a name of lower-case letters, "
		    "digits and _ (hooks name it in herald::counter)");
	if (ymap_check(&l->d, m, fields, "a declared value", &l->cause) != 0)
		return -1;
	d->id = xstrdup(key->value);
	if (ld_str(l, m, "label", &d->label) != 0 ||
	    ld_str(l, m, "section", &d->section) != 0)
		return -1;
	v = ymap_get(m, "scope");
	if (strcmp(v->value, "unit") == 0)
		d->scope = TALLY_UNIT;
	else if (strcmp(v->value, "faction") == 0)
		d->scope = TALLY_FACTION;
	else
		return ld_fail(l, v, "expected scope: unit or faction");
	if ((v = ymap_get(m, "kind")) != NULL) {
		if (strcmp(v->value, "flag") == 0)
			d->flag = 1;
		else if (strcmp(v->value, "unit") == 0)
			d->unitref = 1;
		else if (strcmp(v->value, "count") != 0)
			return ld_fail(l, v, "expected kind: count, flag or "
			    "unit");
	}
	if (d->unitref) {
		/* a unit's id, kept as its index + 1 (0: none) */
		d->min = 0;
		d->max = gd->nunits;
		if ((v = ymap_get(m, "min")) != NULL ||
		    (v = ymap_get(m, "max")) != NULL)
			return ld_fail(l, v, "a unit value names a unit (or "
			    "none): it takes no min or max");
	} else if (d->flag) {
		d->min = 0;
		d->max = 1;
		if ((v = ymap_get(m, "min")) != NULL ||
		    (v = ymap_get(m, "max")) != NULL)
			return ld_fail(l, v, "a flag is 0 or 1: it takes no "
			    "min or max");
	} else if (ld_int(l, m, "min", -TALLY_BOUND, TALLY_BOUND,
	    -TALLY_BOUND, &d->min) != 0 || ld_int(l, m, "max", d->min,
	    TALLY_BOUND, TALLY_BOUND, &d->max) != 0)
		return -1;
	d->reset = TALLY_KEEP;
	if ((v = ymap_get(m, "reset")) != NULL) {
		if (strcmp(v->value, "phase") == 0)
			d->reset = TALLY_EACH_PHASE;
		else if (strcmp(v->value, "turn") == 0)
			d->reset = TALLY_EACH_TURN;
		else if (strcmp(v->value, "never") != 0)
			return ld_fail(l, v, "expected reset: never, phase or "
			    "turn");
	}
	if (load_shown(l, m, d->scope, &d->shown) != 0 ||
	    ld_types(l, gd, m, "types", &d->types) != 0)
		return -1;
	if (d->types != 0 && d->scope != TALLY_UNIT)
		return ld_fail(l, ymap_get(m, "types"), "only a per-unit value "
		    "(scope: unit) is carried by some unit types");
	return load_start(l, gd, m, d, start);
}

/* Every value's start, in the state's order. */
static void
fill_starts(struct gamedata *gd, const int *start)
{
	struct tally_rules *tr = &gd->tally;
	const struct tally_def *d;
	int k, w, n, i, v;

	tr->nvalues = gd->nunits * tr->nunit + gd->nfactions * tr->nfaction;
	tr->start = xcalloc((size_t)tr->nvalues + 1, sizeof *tr->start);
	for (k = 0; k < tr->ndefs; k++) {
		d = &tr->defs[k];
		n = d->scope == TALLY_UNIT ? gd->nunits : gd->nfactions;
		for (w = 0; w < n; w++) {
			if ((i = tally_index(gd, k, w)) < 0)
				continue;
			v = d->from_stat >= 0 ?
			    gd->units[w].stat[d->from_stat] : start[k];
			/* a stat outside the bounds is held to them */
			tr->start[i] = v < d->min ? d->min : v > d->max ?
			    d->max : v;
		}
	}
}

int
tally_load(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	struct tally_rules *tr = &gd->tally;
	int i, *start;

	if (m == NULL)
		return 0;
	if (m->type != Y_MAP)
		return ld_fail(l, m, "expected a mapping of declared values");
	tr->defs = xcalloc((size_t)m->n + 1, sizeof *tr->defs);
	start = xcalloc((size_t)m->n + 1, sizeof *start);
	for (i = 0; i < m->n; i++) {
		struct tally_def *d = &tr->defs[i];

		tr->ndefs++;
		if (load_def(l, gd, m->keys[i], m->vals[i], d,
		    &start[i]) != 0) {
			free(start);
			return -1;
		}
		d->slot = d->scope == TALLY_UNIT ? tr->nunit++ :
		    tr->nfaction++;
	}
	fill_starts(gd, start);
	free(start);
	return 0;
}

void
tally_rules_free(struct gamedata *gd)
{
	struct tally_rules *tr = &gd->tally;
	int i;

	for (i = 0; i < tr->ndefs; i++) {
		free(tr->defs[i].id);
		free(tr->defs[i].label);
		free(tr->defs[i].section);
	}
	free(tr->defs);
	free(tr->start);
	memset(tr, 0, sizeof *tr);
}

int
tally_load_scenario(struct loader *l, const struct gamedata *gd,
    struct scenario *sc, const struct ynode *m)
{
	const struct ynode *v;
	const struct tally_def *d;
	char *names;
	int i, k, j, w, x, n = 0;

	if (m == NULL)
		return 0;
	for (i = 0; i < m->n; i++)
		if (m->vals[i]->type == Y_MAP)
			n += m->vals[i]->n;
	sc->tally_start = xcalloc(3 * (size_t)n + 1, sizeof *sc->tally_start);
	for (i = 0; i < m->n; i++) {
		if ((k = tally_find(gd, m->keys[i]->value)) < 0) {
			names = tally_names(gd);
			ld_fail(l, m->keys[i], "no declared value \"%s\" in "
			    "%s's state: block (expected %s)",
			    m->keys[i]->value, gd->title, names);
			free(names);
			return -1;
		}
		d = &gd->tally.defs[k];
		if (!d->from_scenario)
			return ld_fail(l, m->keys[i], "%s does not start from "
			    "the scenario: the game declares it without "
			    "from: scenario", d->id);
		if ((v = m->vals[i])->type != Y_MAP)
			return ld_fail(l, v, "expected a mapping of %s to "
			    "starts", d->scope == TALLY_UNIT ? "units" :
			    "factions");
		for (j = 0; j < v->n; j++) {
			char *why = NULL;

			w = d->scope == TALLY_UNIT ? gd_unit_find(gd,
			    v->keys[j]->value, &why) :
			    gd_faction(gd, v->keys[j]->value);
			free(why);
			if (w < 0)
				return ld_fail(l, v->keys[j], "expected %s of "
				    "the game", d->scope == TALLY_UNIT ?
				    "a unit" : "a faction");
			if (tally_index(gd, k, w) < 0)
				return ld_fail(l, v->keys[j], "%s does not "
				    "carry %s (its unit type is not in types:)",
				    gd->units[w].id, d->id);
			if (ld_int(l, v, v->keys[j]->value, d->min, d->max, 0,
			    &x) != 0)
				return -1;
			sc->tally_start[3 * sc->ntally_start] = k;
			sc->tally_start[3 * sc->ntally_start + 1] = w;
			sc->tally_start[3 * sc->ntally_start++ + 2] = x;
		}
	}
	return 0;
}

void
tally_apply(struct gamedata *gd, const struct scenario *sc)
{
	const int *t;
	int i;

	for (i = 0; i < sc->ntally_start; i++) {
		t = &sc->tally_start[3 * i];
		gd->tally.start[tally_index(gd, t[0], t[1])] = t[2];
	}
}

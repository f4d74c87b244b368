/* volley-load: the `rules: fire: {kind: volleys}` block and the table of
 * volleys it names (volley.h).  The table's cells are carried as the
 * book prints them, one row of strikes a string ("17 28 35", "– 31 43");
 * a row herald rebuilt is a mapping {cells: "...", reconstructed: WHY}. */
#include "volley.h"

#include <stdlib.h>
#include <string.h>

#include "gamedata.h"
#include "gdload.h"
#include "tally.h"

static const char *
scalar(const struct ynode *m, const char *key)
{
	const struct ynode *v = ymap_get(m, key);

	return v != NULL && v->type == Y_SCALAR ? v->value : NULL;
}

/* "17 28 35" or "– 31 43": the cells of one row of strikes; a dash (–
 * or -) is 0, "does not rise", settled against the row above. */
static int
row_cells(struct loader *l, const struct ynode *v, int *cell, int max,
    int *n)
{
	char **w, *why = NULL;
	int k, nw;
	long x;
	char *end;

	if (v->type != Y_SCALAR)
		return ld_fail(l, v, "expected a row of cells (\"17 28 35\", "
		    "a dash where the chance does not rise)");
	if ((nw = words_split(v->value, &w, &why)) < 0) {
		free(why);
		return ld_fail(l, v, "expected a row of cells");
	}
	if (nw < 1 || nw > max) {
		words_free_argv(nw, w);
		return ld_fail(l, v, "expected 1 to %d cells, one for each "
		    "number of volleys", max);
	}
	for (k = 0; k < nw; k++) {
		/* "-", or the en dash the book prints ("\xe2\x80\x93") */
		if (strcmp(w[k], "-") == 0 ||
		    strcmp(w[k], "\xe2\x80\x93") == 0) {
			cell[k] = -1;
			continue;
		}
		x = strtol(w[k], &end, 10);
		if (*end != '\0' || x < 0 || x > 100) {
			ld_fail(l, v, "expected a chance from 0 to 100 or a "
			    "dash, not \"%s\"", w[k]);
			words_free_argv(nw, w);
			return -1;
		}
		cell[k] = (int)x;
	}
	words_free_argv(nw, w);
	*n = nw;
	return 0;
}

/* One range column: {hexes: N, strikes: {1: ROW, 2: ROW ...}}. */
static int
load_column(struct loader *l, const struct ynode *m, struct volley_column *c)
{
	static const struct yfield fields[] = {
		{ "hexes", Y_SCALAR, 1 }, { "strikes", Y_MAP, 1 },
		{ NULL, 0, 0 }
	};
	const struct ynode *s, *v, *cells;
	int row[VOLLEY_STRIKES_MAX][32], n[VOLLEY_STRIKES_MAX], k, i, prev;
	long x;
	char *end;

	if (ymap_check(&l->d, m, fields, "range column", &l->cause) != 0 ||
	    ld_int(l, m, "hexes", 1, 99, 1, &c->hexes) != 0)
		return -1;
	s = ymap_get(m, "strikes");
	if (s->n < 1 || s->n > VOLLEY_STRIKES_MAX)
		return ld_fail(l, s, "expected 1 to %d rows of strikes",
		    VOLLEY_STRIKES_MAX);
	for (k = 0; k < s->n; k++) {
		x = strtol(s->keys[k]->value, &end, 10);
		if (*end != '\0' || x != k + 1)
			return ld_fail(l, s->keys[k], "expected the rows of "
			    "strikes in order, 1 to %d, not \"%s\"", s->n,
			    s->keys[k]->value);
		v = s->vals[k];
		cells = v;
		if (v->type == Y_MAP) {
			if ((cells = ymap_get(v, "cells")) == NULL ||
			    scalar(v, "reconstructed") == NULL)
				return ld_fail(l, v, "expected {cells: ROW, "
				    "reconstructed: WHY}");
			c->recon |= 1u << k;
			free(c->recon_why);
			c->recon_why = xstrdup(scalar(v, "reconstructed"));
		}
		if (row_cells(l, cells, row[k], 32, &n[k]) != 0)
			return -1;
		if (k > 0 && n[k] != n[0])
			return ld_fail(l, cells, "expected %d cells, as the "
			    "row of one strike has", n[0]);
	}
	c->nrows = s->n;
	c->nvolleys = n[0];
	c->cum = xcalloc((size_t)c->nvolleys, sizeof *c->cum);
	for (i = 0; i < c->nvolleys; i++) {
		prev = 0;
		for (k = 0; k < VOLLEY_STRIKES_MAX; k++) {
			/* a dash, or a row not printed: no more than above */
			int v2 = k < s->n && row[k][i] >= 0 ? row[k][i] : prev;

			if (v2 < prev)
				return ld_fail(l, s->vals[k], "the chance of "
				    "up to %d strikes with %d volleys (%d) is "
				    "below that of fewer (%d)", k + 1, i + 1,
				    v2, prev);
			c->cum[i][k] = prev = v2;
		}
	}
	return 0;
}

/* Each (column, volleys) as a percentile column: 01..c1 "1 strike",
 * c1+1..c2 "2 strikes" ... the rest "none". */
static int
build_pct(struct loader *l, const struct ynode *at, struct volley_table *t)
{
	static const char *codes[] = { "1 strike", "2 strikes", "3 strikes",
		"4 strikes" };
	const char *code[VOLLEY_STRIKES_MAX + 1];
	int lo[VOLLEY_STRIKES_MAX + 1], hi[VOLLEY_STRIKES_MAX + 1];
	int c, n, k, nb, from;
	char *label, *why = NULL;

	t->pct = pct_new(t->title);
	pct_result(t->pct, "none");
	for (k = 0; k < VOLLEY_STRIKES_MAX; k++)
		pct_result(t->pct, codes[k]);
	for (c = 0; c < t->ncol; c++) {
		t->col[c].pct0 = t->pct->ncol;
		for (n = 0; n < t->col[c].nvolleys; n++) {
			nb = 0;
			from = 1;
			for (k = 0; k < VOLLEY_STRIKES_MAX; k++) {
				if (t->col[c].cum[n][k] < from)
					continue;
				lo[nb] = from;
				hi[nb] = t->col[c].cum[n][k];
				code[nb++] = codes[k];
				from = hi[nb - 1] + 1;
			}
			if (from <= 100) {
				lo[nb] = from;
				hi[nb] = 100;
				code[nb++] = "none";
			}
			label = xprintf("%d hex%s, %d volley%s",
			    t->col[c].hexes, t->col[c].hexes == 1 ? "" : "es",
			    n + 1, n == 0 ? "" : "s");
			if (pct_add_column(t->pct, label, nb, lo, hi, code,
			    &why) != 0) {
				free(label);
				ld_fail(l, at, "%s", why);
				free(why);
				return -1;
			}
			free(label);
		}
	}
	return 0;
}

static int
load_table(struct loader *l, struct gamedata *gd, const struct ynode *m,
    struct volley_table *t)
{
	static const struct yfield fields[] = {
		{ "firer", Y_SCALAR, 1 }, { "target", Y_SCALAR, 1 },
		{ "title", Y_SCALAR, 1 }, { "columns", Y_SEQ, 1 },
		{ NULL, 0, 0 }
	};
	const struct ynode *cols;
	int i;

	if (ymap_check(&l->d, m, fields, "table of volleys", &l->cause) != 0)
		return -1;
	if ((t->firer = gd_type(gd, scalar(m, "firer"))) < 0)
		return ld_fail(l, ymap_get(m, "firer"), "expected a unit type "
		    "(one of the game's unit_types)");
	t->target = xstrdup(scalar(m, "target"));
	t->title = xstrdup(scalar(m, "title"));
	cols = ymap_get(m, "columns");
	if (cols->n < 1 || cols->n > VOLLEY_COLUMNS_MAX)
		return ld_fail(l, cols, "expected 1 to %d range columns",
		    VOLLEY_COLUMNS_MAX);
	for (i = 0; i < cols->n; i++) {
		t->ncol++;	/* freed with the table, even half read */
		if (load_column(l, cols->items[i], &t->col[i]) != 0)
			return -1;
		if (t->col[i].hexes != i + 1)
			return ld_fail(l, cols->items[i], "expected the range "
			    "columns in order from 1 hex, this one %d", i + 1);
	}
	return build_pct(l, m, t);
}

/* tables/GAME/FILE: {section: S, tables: [...]} */
static int
load_file(struct loader *gl, struct gamedata *gd, const struct ynode *at,
    const char *file)
{
	static const struct yfield fields[] = {
		{ "section", Y_SCALAR, 0 }, { "tables", Y_SEQ, 1 },
		{ "note", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	struct volley_rules *vr = gd->volley;
	struct loader l;
	const struct ynode *ts;
	char *dir;
	int i, rc = -1;

	if (strchr(file, '/') != NULL || file[0] == '.')
		return ld_fail(gl, at, "expected a file name in tables/%s/",
		    gd->id);
	memset(&l, 0, sizeof l);
	dir = xprintf("%s/../../tables/%s", gd->dir, gd->id);
	if (ld_doc(&l, dir, file) != 0) {
		free(dir);
		gl->cause = l.cause;
		return -1;
	}
	free(dir);
	if (ymap_check(&l.d, l.d.root, fields, "table of volleys", &l.cause)
	    != 0 || ld_str(&l, l.d.root, "section", &vr->table_section) != 0)
		goto out;
	ts = ymap_get(l.d.root, "tables");
	vr->tables = xcalloc((size_t)ts->n + 1, sizeof *vr->tables);
	for (i = 0; i < ts->n; i++) {
		if (ts->items[i]->type != Y_MAP) {
			ld_fail(&l, ts->items[i], "expected a table of volleys");
			goto out;
		}
		vr->ntables++;
		if (load_table(&l, gd, ts->items[i], &vr->tables[i]) != 0)
			goto out;
	}
	rc = 0;
out:
	ydoc_free(&l.d);
	if (rc != 0)
		gl->cause = l.cause;
	return rc;
}

static int
load_firers(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "rate", Y_SCALAR, 1 }, { "range", Y_SCALAR, 1 },
		{ "side", Y_SCALAR, 0 }, { "never_over", Y_SCALAR, 0 },
		{ "unlimited", Y_SCALAR, 0 }, { "halved", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	struct volley_rules *vr = gd->volley;
	struct volley_firer *f;
	int i;

	vr->firers = xcalloc((size_t)m->n + 1, sizeof *vr->firers);
	for (i = 0; i < m->n; i++) {
		f = &vr->firers[vr->nfirers++];
		if ((f->type = gd_type(gd, m->keys[i]->value)) < 0)
			return ld_fail(l, m->keys[i], "expected a unit type "
			    "(one of the game's unit_types)");
		if (ymap_check(&l->d, m->vals[i], fields, "firer",
		    &l->cause) != 0 ||
		    ld_stat(l, gd, m->vals[i], "rate", &f->rate) != 0 ||
		    ld_stat(l, gd, m->vals[i], "range", &f->range) != 0 ||
		    ld_str(l, m->vals[i], "side", &f->side) != 0 ||
		    ld_bool(l, m->vals[i], "never_over", 0,
		    &f->never_over) != 0 ||
		    ld_bool(l, m->vals[i], "unlimited", 0, &f->unlimited) != 0 ||
		    ld_bool(l, m->vals[i], "halved", 1, &f->halved) != 0)
			return -1;
		/* the side it fires on is one of its counter's two */
		if (f->side != NULL && (gd->types[f->type].side[0] == NULL ||
		    (strcmp(gd->types[f->type].side[0], f->side) != 0 &&
		    strcmp(gd->types[f->type].side[1], f->side) != 0)))
			return ld_fail(l, ymap_get(m->vals[i], "side"),
			    "expected a side of the %s counter (its "
			    "unit_types sides:)", gd->types[f->type].id);
	}
	return 0;
}

/* A declared unit counter the rules name; -1 after a complaint. */
static int
counter(struct loader *l, struct gamedata *gd, const struct ynode *m,
    const char *key, int required, int *out)
{
	const struct ynode *v = ymap_get(m, key);
	char *names;

	*out = -1;
	if (v == NULL && !required)
		return 0;
	if (v == NULL)
		return ld_fail(l, m, "missing the key \"%s\": a counter of "
		    "the game's state:", key);
	if (v->type != Y_SCALAR || (*out = tally_find(gd, v->value)) < 0) {
		names = tally_names(gd);
		ld_fail(l, v, "expected a counter the game declares in "
		    "state: (%s)", names);
		free(names);
		return -1;
	}
	return 0;
}

static int
load_block(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "kind", Y_SCALAR, 1 }, { "section", Y_SCALAR, 1 },
		{ "table", Y_SCALAR, 1 }, { "firers", Y_MAP, 1 },
		{ "targets", Y_MAP, 1 }, { "halved", Y_MAP, 0 },
		{ "supply", Y_MAP, 0 }, { "allocation", Y_MAP, 1 },
		{ "over", Y_MAP, 0 }, { "all_or_none", Y_MAP, 0 },
		{ "may_fire", Y_SCALAR, 0 }, { "effect", Y_SCALAR, 0 },
		{ "rate_section", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	static const struct yfield alloc_fields[] = {
		{ "aim", Y_SCALAR, 1 }, { "volleys", Y_SCALAR, 1 },
		{ "stamp", Y_SCALAR, 1 }, { "section", Y_SCALAR, 1 },
		{ NULL, 0, 0 }
	};
	struct volley_rules *vr = gd->volley;
	const struct ynode *v, *a;
	int i, t;

	if (ymap_check(&l->d, m, fields, "fire", &l->cause) != 0)
		return -1;
	if (strcmp(scalar(m, "kind"), "volleys") != 0)
		return ld_fail(l, ymap_get(m, "kind"), "expected kind: volleys "
		    "(the one kind of fire: there is)");
	if (ld_str(l, m, "section", &vr->section) != 0 ||
	    ld_str(l, m, "rate_section", &vr->rate_section) != 0 ||
	    ld_proc(l, gd, m, "may_fire", "rules: fire:", &vr->may_fire) != 0 ||
	    ld_proc(l, gd, m, "effect", "rules: fire:", &vr->effect) != 0 ||
	    load_firers(l, gd, ymap_get(m, "firers")) != 0)
		return -1;
	vr->target_class = xcalloc((size_t)gd->ntypes + 1,
	    sizeof *vr->target_class);
	v = ymap_get(m, "targets");
	for (i = 0; i < v->n; i++) {
		if ((t = gd_type(gd, v->keys[i]->value)) < 0 ||
		    v->vals[i]->type != Y_SCALAR)
			return ld_fail(l, v->keys[i], "expected TYPE: CLASS, "
			    "a unit type and the class the table names");
		vr->target_class[t] = xstrdup(v->vals[i]->value);
	}
	if ((v = ymap_get(m, "halved")) != NULL &&
	    (ld_int(l, v, "within", 1, 99, 0, &vr->halve_within) != 0 ||
	    ld_section(l, v, "section", "halved rates", &vr->halve_section)
	    != 0))
		return -1;
	if ((v = ymap_get(m, "supply")) != NULL &&
	    (counter(l, gd, v, "counter", 1, &vr->supply) != 0 ||
	    ld_section(l, v, "section", "supplies spent",
	    &vr->supply_section) != 0))
		return -1;
	if (v == NULL)
		vr->supply = -1;
	a = ymap_get(m, "allocation");
	if (ymap_check(&l->d, a, alloc_fields, "allocation", &l->cause) != 0 ||
	    counter(l, gd, a, "aim", 1, &vr->aim) != 0 ||
	    counter(l, gd, a, "volleys", 1, &vr->volleys) != 0 ||
	    counter(l, gd, a, "stamp", 1, &vr->stamp) != 0 ||
	    ld_str(l, a, "section", &vr->one_section) != 0)
		return -1;
	/* three counters of their own: one written over another loses the
	 * allocation (§8.14) */
	if (vr->aim == vr->volleys || vr->aim == vr->stamp ||
	    vr->volleys == vr->stamp || (vr->supply >= 0 &&
	    (vr->supply == vr->aim || vr->supply == vr->volleys ||
	    vr->supply == vr->stamp)))
		return ld_fail(l, a, "expected aim:, volleys: and stamp: (and "
		    "the supply's counter) to name four different counters");
	if ((v = ymap_get(m, "over")) != NULL &&
	    (ld_types(l, gd, v, "types", &vr->over_types) != 0 ||
	    ld_int(l, v, "shift", 0, 9, 1, &vr->over_shift) != 0 ||
	    ld_section(l, v, "section", "fire over units",
	    &vr->over_section) != 0))
		return -1;
	if ((v = ymap_get(m, "all_or_none")) != NULL) {
		vr->all_or_none = 1;
		if (ld_section(l, v, "section", "fire by all or none",
		    &vr->all_section) != 0)
			return -1;
	}
	return load_file(l, gd, ymap_get(m, "table"), scalar(m, "table"));
}

/* Every unit of a firing type keeps its allocation in the three
 * counters: one that could not would still be told to fire by §8.15
 * (all or none) and then refused, and the step could never end. */
static int
firers_keep(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	const struct volley_rules *vr = gd->volley;
	int i, u;

	for (u = 0; u < gd->nunits; u++)
		for (i = 0; i < vr->nfirers; i++)
			if (vr->firers[i].type == gd->units[u].type &&
			    (tally_index(gd, vr->aim, u) < 0 ||
			    tally_index(gd, vr->volleys, u) < 0 ||
			    tally_index(gd, vr->stamp, u) < 0))
				return ld_fail(l, ymap_get(m, "allocation"),
				    "%s fires (a %s) but does not carry all "
				    "three of the allocation's counters (their "
				    "types: in state:)", gd->units[u].id,
				    gd->types[gd->units[u].type].name);
	return 0;
}

/* One of the counters fire writes holds every value it will write:
 * a unit counter (no flag) from 0 (cleared, §8.14) to need. */
static int
counter_fits(struct loader *l, struct gamedata *gd, const struct ynode *m,
    const char *key, int c, long need, const char *what)
{
	const struct tally_def *d = &gd->tally.defs[c];

	if (d->scope == TALLY_UNIT && !d->flag && d->min <= 0 &&
	    d->max >= need)
		return 0;
	return ld_fail(l, ymap_get(m, key), "%s: the counter \"%s\" holds "
	    "%s: expected a unit counter of state: with min: 0 (or less) "
	    "and max: %ld (or more)%s", key, d->id, what, need,
	    d->flag ? ", not a flag" : d->scope != TALLY_UNIT ?
	    ", scope: unit" : "");
}

/* What fire writes in its counters fits their bounds (state:), or the
 * game would stop when a unit fires: the target's number + 1 (aim),
 * the most volleys a firer's rate gives (volleys), the step's stamp
 * (turn * 1000 + phase + 1, volley.c) and the supply, spent down to 0. */
static int
counters_fit(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	const struct volley_rules *vr = gd->volley;
	const struct ynode *a = ymap_get(m, "allocation");
	long rate = 1, stamp;
	int i, u, k, v;

	for (u = 0; u < gd->nunits; u++)
		for (i = 0; i < vr->nfirers; i++) {
			if (vr->firers[i].type != gd->units[u].type ||
			    vr->firers[i].rate < 0)
				continue;
			for (k = 0; k < (gd->sides_any ? 2 : 1); k++) {
				v = gd->units[u].stat[k * gd->nstats +
				    vr->firers[i].rate];
				if (v > rate)
					rate = v;
			}
		}
	stamp = (long)(gd->sequence.turns > 0 ? gd->sequence.turns : 1) *
	    1000 + gd->sequence.nphases;
	if (counter_fits(l, gd, a, "aim", vr->aim, gd->nunits,
	    "the target's number + 1") != 0 ||
	    counter_fits(l, gd, a, "volleys", vr->volleys, rate,
	    "the volleys allocated, up to the highest rate") != 0 ||
	    counter_fits(l, gd, a, "stamp", vr->stamp, stamp,
	    "the step's stamp, turn * 1000 + phase + 1") != 0)
		return -1;
	if (vr->supply >= 0 && counter_fits(l, gd, ymap_get(m, "supply"),
	    "counter", vr->supply, 1, "the supply, spent down to 0") != 0)
		return -1;
	return 0;
}

int
volley_load(struct loader *l, struct gamedata *gd, const struct ynode *rl)
{
	const struct ynode *m;

	if (rl == NULL || (m = ymap_get(rl, "fire")) == NULL)
		return 0;
	if (m->type != Y_MAP)
		return ld_fail(l, m, "expected fire: {kind: volleys, ...}");
	gd->volley = xcalloc(1, sizeof *gd->volley);
	if (load_block(l, gd, m) != 0 || firers_keep(l, gd, m) != 0)
		return -1;
	return counters_fit(l, gd, m);
}

void
volley_free(struct gamedata *gd)
{
	struct volley_rules *vr = gd->volley;
	int i, c;

	if (vr == NULL)
		return;
	free(vr->section);
	free(vr->rate_section);
	free(vr->table_section);
	for (i = 0; i < vr->nfirers; i++)
		free(vr->firers[i].side);
	free(vr->firers);
	for (i = 0; vr->target_class != NULL && i < gd->ntypes; i++)
		free(vr->target_class[i]);
	free(vr->target_class);
	free(vr->halve_section);
	free(vr->supply_section);
	free(vr->one_section);
	free(vr->over_section);
	free(vr->all_section);
	free(vr->may_fire);
	free(vr->effect);
	for (i = 0; i < vr->ntables; i++) {
		free(vr->tables[i].target);
		free(vr->tables[i].title);
		for (c = 0; c < vr->tables[i].ncol; c++) {
			free(vr->tables[i].col[c].cum);
			free(vr->tables[i].col[c].recon_why);
		}
		if (vr->tables[i].pct != NULL)
			pct_free(vr->tables[i].pct);
	}
	free(vr->tables);
	free(vr);
	gd->volley = NULL;
}

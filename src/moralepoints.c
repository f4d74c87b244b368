/* moralepoints: morale kind `points` (spi-agincourt §10, §10.11,
 * §10.12, §10.5): the schedule of terms read from the game's YAML, a
 * unit's points, their split into rolls and each roll's chance on the
 * game's table of chances.  The rolls themselves are made where a phase
 * hook asks for the check (hookmorale.c); `odds morale` shows the plan
 * (chances-points.c).  A module of its own, below the hooks: what the
 * plan asks of the game's Tcl and of the combat kind comes through its
 * caller's function and the schedule's must_attack, never by a call from
 * here (tests/imports.test: herald::morale reaches it from the hooks). */
#include "moralepoints.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "chancetab.h"
#include "gdload.h"
#include "narrate.h"
#include "ruling.h"
#include "sequence.h"
#include "sides.h"
#include "tally.h"

/* --- the schedule from YAML ------------------------------------------ */

static int
load_tiers(struct loader *l, const struct ynode *v, struct mp_term *t)
{
	const struct ynode *it;
	int i;

	if (v->type != Y_SEQ || v->n < 1 || v->n > MP_TIERS_MAX)
		return ld_fail(l, v, "expected tiers: a list of 1 to %d "
		    "{at: COUNT, points: N}, the lowest first", MP_TIERS_MAX);
	for (i = 0; i < v->n; i++) {
		it = v->items[i];
		if (it->type != Y_MAP || ymap_get(it, "at") == NULL ||
		    ymap_get(it, "points") == NULL)
			return ld_fail(l, it, "expected {at: COUNT, points: N}");
		if (ld_int(l, it, "at", 1, 999, 1, &t->tier_at[i]) != 0 ||
		    ld_int(l, it, "points", 0, 999, 0, &t->tier_pts[i]) != 0)
			return -1;
		if (i > 0 && t->tier_at[i] <= t->tier_at[i - 1])
			return ld_fail(l, it, "expected the tiers in rising "
			    "order of at:");
	}
	t->ntiers = v->n;
	return 0;
}

static int
load_term(struct loader *l, struct gamedata *gd, const struct ynode *m,
    struct mp_term *t, const char *dflt_section)
{
	static const struct yfield fields[] = {
		{ "id", Y_SCALAR, 1 }, { "text", Y_SCALAR, 1 },
		{ "section", Y_SCALAR, 0 }, { "reconstructed", Y_SCALAR, 0 },
		{ "counter", Y_SCALAR, 0 }, { "lost", Y_MAP, 0 },
		{ "must_attack", Y_SCALAR, 0 }, { "hook", Y_SCALAR, 0 },
		{ "value", Y_SCALAR, 0 }, { "tiers", Y_SEQ, 0 },
		{ "types", Y_SEQ, 0 }, { "faction", Y_SCALAR, 0 },
		{ "not_in", Y_SEQ, 0 }, { NULL, 0, 0 }
	};
	const struct ynode *v;
	char *fac = NULL;
	int n = 0, must = 0;

	t->faction = -1;
	t->stat = -1;
	if (ymap_check(&l->d, m, fields, "a morale term", &l->cause) != 0 ||
	    ld_str(l, m, "id", &t->id) != 0 ||
	    ld_str(l, m, "text", &t->text) != 0 ||
	    ld_str(l, m, "section", &t->section) != 0 ||
	    ld_str(l, m, "reconstructed", &t->reconstructed) != 0 ||
	    ld_str(l, m, "counter", &t->counter) != 0 ||
	    ld_proc(l, gd, m, "hook", "a morale term's", &t->hook) != 0 ||
	    ld_bool(l, m, "must_attack", 0, &must) != 0 ||
	    ld_int(l, m, "value", -99, 99, 1, &t->value) != 0 ||
	    ld_types(l, gd, m, "types", &t->types) != 0 ||
	    ld_words(l, m, "not_in", &t->not_in, &t->nnot_in) != 0 ||
	    ld_str(l, m, "faction", &fac) != 0)
		return -1;
	if (t->section == NULL && dflt_section != NULL)
		t->section = xstrdup(dflt_section);
	if (fac != NULL) {
		t->faction = gd_faction(gd, fac);
		free(fac);
		if (t->faction < 0)
			return ld_fail(l, ymap_get(m, "faction"), "expected "
			    "one of the game's factions");
	}
	if ((v = ymap_get(m, "lost")) != NULL) {
		if (t->counter != NULL)
			return ld_fail(l, ymap_get(m, "counter"), "a term "
			    "counts a counter or lines lost, not both (give "
			    "the counter in lost: {stat, counter})");
		t->source = MP_LOST;
		if (ld_stat(l, gd, v, "stat", &t->stat) != 0 ||
		    ld_str(l, v, "counter", &t->counter) != 0)
			return -1;
		if (t->stat < 0 || t->counter == NULL)
			return ld_fail(l, v, "expected lost: {stat: STAT, "
			    "counter: ID}");
		n++;
	}
	if (t->counter != NULL && v == NULL) {
		t->source = MP_COUNTER;
		n++;
	}
	if (must) {
		t->source = MP_MUST_ATTACK;
		n++;
	}
	if (t->hook != NULL) {
		t->source = MP_HOOK;
		n++;
	}
	if (n != 1)
		return ld_fail(l, m, "expected a morale term to count one "
		    "thing: counter: ID, lost: {stat, counter}, must_attack: "
		    "true or hook: PROC");
	if ((v = ymap_get(m, "tiers")) != NULL && load_tiers(l, v, t) != 0)
		return -1;
	return 0;
}

int
morale_points_load(struct loader *l, struct gamedata *gd,
    const struct ynode *m, struct morale_points **out)
{
	static const struct yfield fields[] = {
		{ "table", Y_SCALAR, 1 }, { "column", Y_SCALAR, 0 },
		{ "column_stat", Y_SCALAR, 0 }, { "effect", Y_SCALAR, 1 },
		{ "split_section", Y_SCALAR, 0 },
		{ "column_section", Y_SCALAR, 0 },
		{ "effect_section", Y_SCALAR, 0 }, { "types", Y_SEQ, 0 },
		{ "terms", Y_SEQ, 1 }, { NULL, 0, 0 }
	};
	struct morale_points *mp;
	const struct ynode *terms;
	int i;

	*out = mp = xcalloc(1, sizeof *mp);
	mp->column_stat = -1;
	if (ymap_check(&l->d, m, fields, "morale points", &l->cause) != 0 ||
	    ld_str(l, m, "table", &mp->table) != 0 ||
	    ld_proc(l, gd, m, "column", "rules: morale: points:",
	    &mp->column_hook) != 0 ||
	    ld_stat(l, gd, m, "column_stat", &mp->column_stat) != 0 ||
	    ld_proc(l, gd, m, "effect", "rules: morale: points:",
	    &mp->effect) != 0 ||
	    ld_str(l, m, "split_section", &mp->split_section) != 0 ||
	    ld_str(l, m, "column_section", &mp->column_section) != 0 ||
	    ld_str(l, m, "effect_section", &mp->effect_section) != 0 ||
	    ld_types(l, gd, m, "types", &mp->types) != 0)
		return -1;
	/* the table is read in every Morale phase: a name that is none
	 * would stop the game there (the tables are read before rules:) */
	if (chance_table_find(gd, mp->table) == NULL)
		return ld_fail(l, ymap_get(m, "table"), "expected one of the "
		    "game's tables of chances (tables: chance:)");
	if (mp->effect_section == NULL && gd->morale.section != NULL)
		mp->effect_section = xstrdup(gd->morale.section);
	if ((mp->column_hook != NULL) == (mp->column_stat >= 0))
		return ld_fail(l, m, "expected one of column: PROC or "
		    "column_stat: STAT");
	terms = ymap_get(m, "terms");
	if (terms->n < 1 || terms->n > MP_TERMS_MAX)
		return ld_fail(l, terms, "expected 1 to %d morale terms",
		    MP_TERMS_MAX);
	mp->terms = xcalloc((size_t)terms->n, sizeof *mp->terms);
	for (i = 0; i < terms->n; i++) {
		mp->nterms = i + 1;
		if (terms->items[i]->type != Y_MAP)
			return ld_fail(l, terms->items[i], "expected a morale "
			    "term {id, text, ...}");
		if (load_term(l, gd, terms->items[i], &mp->terms[i],
		    gd->morale.section) != 0)
			return -1;
	}
	return 0;
}

/* After the state is declared (tally_load): each counter a term counts
 * is one of it, or every Morale phase would stop at the term. */
int
morale_points_check(struct loader *l, struct gamedata *gd,
    const struct ynode *rules)
{
	const struct morale_points *mp = gd->morale.points;
	const struct ynode *terms, *t;
	int i;

	if (mp == NULL || rules == NULL)
		return 0;
	terms = ymap_get(ymap_get(ymap_get(rules, "morale"), "points"),
	    "terms");
	for (i = 0; terms != NULL && i < mp->nterms && i < terms->n; i++) {
		if (mp->terms[i].counter == NULL ||
		    tally_find(gd, mp->terms[i].counter) >= 0)
			continue;
		t = terms->items[i];
		if (ymap_get(t, "lost") != NULL)
			t = ymap_get(t, "lost");
		return ld_fail(l, ymap_get(t, "counter"), "expected a counter "
		    "the game declares in state:");
	}
	return 0;
}

void
morale_points_free(struct morale_points *mp)
{
	int i, k;

	if (mp == NULL)
		return;
	for (i = 0; i < mp->nterms; i++) {
		free(mp->terms[i].id);
		free(mp->terms[i].text);
		free(mp->terms[i].section);
		free(mp->terms[i].reconstructed);
		free(mp->terms[i].counter);
		free(mp->terms[i].hook);
		for (k = 0; k < mp->terms[i].nnot_in; k++)
			free(mp->terms[i].not_in[k]);
		free(mp->terms[i].not_in);
	}
	free(mp->terms);
	free(mp->table);
	free(mp->column_hook);
	free(mp->effect);
	free(mp->split_section);
	free(mp->column_section);
	free(mp->effect_section);
	free(mp);
}

/* --- the split (§10.11, §10.12) ---------------------------------------- */

int
morale_points_split(int total, int max, int *parts, int n)
{
	int k = 0;

	if (max < 1)
		return 0;
	/* the highest row as often as it goes, then the rest: never two
	 * lower rows where the highest serves (§10.12: 14 is 10 + 4) */
	while (total > 0) {
		if (k < n)
			parts[k] = total < max ? total : max;
		total -= total < max ? total : max;
		k++;
	}
	return k;
}

/* --- a unit's plan ----------------------------------------------------- */

int
morale_points_answer(const char *a, int *v)
{
	long n;

	while (*a == ' ' || *a == '\t' || *a == '\n')
		a++;
	if (*a == '\0' || strcasecmp(a, "false") == 0 ||
	    strcasecmp(a, "no") == 0) {
		*v = 0;
		return 0;
	}
	if (strcasecmp(a, "true") == 0 || strcasecmp(a, "yes") == 0) {
		*v = 1;
		return 0;
	}
	if (strncmp(a, "value ", 6) == 0)
		a += 6;
	if (util_parse_int(a, -999, 999, &n) != 0)
		return -1;
	*v = (int)n;
	return 0;
}

static int
declared(const struct state *st, const char *id, int unit, int *v,
    char **cause)
{
	int d = tally_find(st->gd, id);

	if (d < 0) {
		*cause = xprintf("the morale term's counter %s is not among "
		    "the game's declared state (state:)", id);
		return -1;
	}
	/* a unit whose type carries none counts nothing */
	*v = tally_index(st->gd, d, unit) < 0 ? 0 : tally_get(st, d, unit);
	return 0;
}

static int
term_count(const struct state *st, int unit, const struct mp_term *t,
    mp_ask_fn *ask, void *ctx, int *count, char **cause)
{
	const struct gamedata *gd = st->gd;
	int have;

	*count = 0;
	if (t->types != 0 && !(t->types & (1u << gd->units[unit].type)))
		return 0;
	if (t->faction >= 0 && gd->units[unit].faction != t->faction)
		return 0;
	/* a term that does not count in some phase (spi-agincourt §10.0:
	 * "will melee" counts before the unit's own melee, and is asked by
	 * `odds` at any time, but not in the Fatigue check) */
	if (t->nnot_in > 0) {
		const struct phase *ph = seq_phase(st);
		int k;

		for (k = 0; ph != NULL && k < t->nnot_in; k++)
			if (strcmp(ph->id, t->not_in[k]) == 0)
				return 0;
	}
	switch (t->source) {
	case MP_COUNTER:
		return declared(st, t->counter, unit, count, cause);
	case MP_LOST:
		if (declared(st, t->counter, unit, &have, cause) != 0)
			return -1;
		*count = gd->units[unit].stat[t->stat] - have;
		if (*count < 0)
			*count = 0;
		return 0;
	case MP_MUST_ATTACK:
		/* the combat kind's compulsory attack (0 where it has none) */
		if (st->gd->morale.points->must_attack == NULL)
			return 0;
		if ((*count = st->gd->morale.points->must_attack(st, unit,
		    cause)) < 0)
			return -1;
		return 0;
	case MP_HOOK:
		return ask(ctx, st, t->hook, unit, t->id, count, cause);
	}
	return 0;
}

static int
term_points(const struct mp_term *t, int count)
{
	int i, p = 0;

	if (t->ntiers == 0)
		return count * t->value;
	/* the highest tier reached only (spi-notes on §10.5) */
	for (i = 0; i < t->ntiers; i++)
		if (count >= t->tier_at[i])
			p = t->tier_pts[i];
	return p;
}

int
morale_points_plan(const struct state *st, int unit, mp_ask_fn *ask,
    void *ctx, struct mp_plan *p, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct morale_points *mp = gd->morale.points;
	const struct chance_table *tab;
	int i, lo, hi;

	memset(p, 0, sizeof *p);
	if (gd->morale.kind != MORALE_POINTS || mp == NULL) {
		*cause = xprintf("%s has no morale by points", gd->title);
		return -1;
	}
	if (!st->u[unit].on_map) {
		*cause = xprintf("%s is not on the map: only a unit on the "
		    "map checks its morale", gd->units[unit].id);
		return -1;
	}
	if (mp->types != 0 && !(mp->types & (1u << gd->units[unit].type))) {
		*cause = xprintf("%s is a %s: no morale check is made for it "
		    "(§%s)", gd->units[unit].id,
		    gd->types[gd->units[unit].type].name, sec(gd->morale.section));
		return -1;
	}
	if ((tab = chance_table_find(gd, mp->table)) == NULL ||
	    tab->nrow < 1) {
		*cause = xprintf("the morale table %s is not among the game's "
		    "tables of chances (tables: chance:)", mp->table);
		return -1;
	}
	p->tab = tab;
	/* the highest row: the largest number a row holds */
	for (i = 0, p->maxrow = 0; i < tab->nrow; i++) {
		hi = tab->row[i].hi;
		lo = tab->row[i].lo;
		if (hi >= CHANCE_OPEN_HI)
			hi = lo;
		if (hi > p->maxrow)
			p->maxrow = hi;
	}
	for (i = 0; i < mp->nterms; i++) {
		if (term_count(st, unit, &mp->terms[i], ask, ctx,
		    &p->count[i], cause) != 0)
			return -1;
		p->points[i] = term_points(&mp->terms[i], p->count[i]);
		p->total += p->points[i];
	}
	if (mp->column_hook != NULL) {
		if (ask(ctx, st, mp->column_hook, unit, "column", &p->column,
		    cause) != 0)
			return -1;
	} else
		p->column = sides_stat(st, unit, mp->column_stat);
	if ((p->column_label = chance_table_col_label(tab, p->column)) ==
	    NULL) {
		*cause = xprintf("%s's morale column %d is none of the %s's "
		    "columns", gd->units[unit].id, p->column,
		    chance_table_title(tab));
		return -1;
	}
	if (p->total <= 0)
		return 0;
	/* bounded before the split: a hook's count may be large */
	if (p->maxrow < 1 || (p->total - 1) / p->maxrow >= MP_ROLLS_MAX) {
		*cause = xprintf("%s has %d morale points: herald rolls at "
		    "most %d times in one check", gd->units[unit].id,
		    p->total, MP_ROLLS_MAX);
		return -1;
	}
	p->nrolls = morale_points_split(p->total, p->maxrow, p->roll,
	    MP_ROLLS_MAX);
	if (p->nrolls > MP_ROLLS_MAX) {
		*cause = xprintf("%s has %d morale points: herald rolls at "
		    "most %d times in one check", gd->units[unit].id,
		    p->total, MP_ROLLS_MAX);
		return -1;
	}
	for (i = 0; i < p->nrolls; i++)
		if (chance_table_cell(tab, p->roll[i], p->column, &p->pct[i],
		    &p->recon[i], cause) != 0)
			return -1;
	return 0;
}

void
morale_points_rec(const struct state *st, int unit, const struct mp_plan *p,
    struct ruling *r)
{
	const struct gamedata *gd = st->gd;
	const struct morale_points *mp = gd->morale.points;
	const char *id = gd->units[unit].id;
	struct ruling_step *s;
	int i, rec;

	s = ruling_add(r, RS_MORALE_POINTS_TOTAL, gd->id,
	    p->total > p->maxrow && mp->split_section != NULL ?
	    mp->split_section : gd->morale.section);
	ruling_word(s, id);
	ruling_word(s, chance_table_title(p->tab));
	ruling_word(s, p->column_label);
	ruling_word(s, mp->column_section != NULL ? mp->column_section : "");
	ruling_num(s, "total", p->total);
	ruling_num(s, "max", p->maxrow);
	for (i = 0; i < p->nrolls && i < RULING_NUMS - 3; i++)
		ruling_num(s, "part", p->roll[i]);
	for (i = 0; i < mp->nterms; i++) {
		if (p->points[i] == 0)
			continue;
		s = ruling_add(r, RS_MORALE_POINTS_TERM, gd->id,
		    mp->terms[i].section);
		ruling_word(s, id);
		ruling_word(s, mp->terms[i].text);
		/* a term by tiers rests on its reading only where more than
		 * one tier is reached (the highest, not their sum) */
		rec = mp->terms[i].reconstructed != NULL &&
		    (mp->terms[i].ntiers == 0 || (mp->terms[i].ntiers > 1 &&
		    p->count[i] >= mp->terms[i].tier_at[1]));
		ruling_word(s, rec ? mp->terms[i].reconstructed : "");
		ruling_num(s, "count", p->count[i]);
		ruling_num(s, "points", p->points[i]);
		ruling_num(s, "tiers", mp->terms[i].ntiers > 0);
		s->recon = rec;
	}
}

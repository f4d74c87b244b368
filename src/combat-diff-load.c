/* combat-diff-load: the parameters of the differential combat mechanism
 * (combat-diff.h), read from rules: combat: in game.yaml:
 *   strength: STAT              the strength summed (spi-agincourt §9.0)
 *   table: {name, section}      the table of chances read (§9.5)
 *   row: {lines, start}         the defender's row: start - lines + 1
 *                               (cited by the table's section: a row
 *                               section: is refused, none reads it)
 *   attackers: {types, needs_strength, section}  who may attack (§9.32)
 *   defends_on: {sides: {TYPE: SIDE}, section}  attacked, turns (§15.0)
 *   halved: {section, reconstructed}   one hex of two next to it (§9.35)
 *   least: {differential, section}     no attack below it (§9.5)
 *   compulsory: {section}       who can attack must (§9.31)
 *   once: {section, defended_section}  one attack a phase (§9.33),
 *                               attacked once (defended_section: §9.35)
 *   marks: FLAG                 a declared flag set on each defender
 *   check: PROC, effect: PROC   the game's Tcl (combat-diff.h)
 *   modifiers: [...]            `when: hook` modifiers of a unit's
 *                               strength (§9.4) */
#include "combat-diff.h"
#include "chancetab.h"
#include "gdload.h"
#include "modload.h"
#include "tally.h"

#include <stdlib.h>
#include <string.h>

static const struct yfield secf[] = {
	{ "section", Y_SCALAR, 0 }, { NULL, 0, 0 }
};
/* once: a unit attacks once a phase (section), and is attacked at most
 * once (defended_section: the rule or reading that says so) */
static const struct yfield oncef[] = {
	{ "section", Y_SCALAR, 0 }, { "defended_section", Y_SCALAR, 0 },
	{ NULL, 0, 0 }
};

static int
load_onside(struct loader *l, struct gamedata *gd, const struct ynode *v,
    struct diff_rules *d)
{
	static const struct yfield f[] = {
		{ "sides", Y_MAP, 1 }, { "section", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	const struct ynode *m;
	int i, t;

	if (v == NULL)
		return 0;
	if (ymap_check(&l->d, v, f, "the side a unit defends on",
	    &l->cause) != 0 ||
	    ld_str(l, v, "section", &d->onside_section) != 0)
		return -1;
	m = ymap_get(v, "sides");
	if (m->n > DIFF_ONSIDE_MAX)
		return ld_fail(l, m, "at most %d types", DIFF_ONSIDE_MAX);
	for (i = 0; i < m->n; i++) {
		if ((t = gd_type(gd, m->keys[i]->value)) < 0)
			return ld_fail(l, m->keys[i], "expected a unit type "
			    "of the game");
		if (m->vals[i]->type != Y_SCALAR ||
		    (strcmp(m->vals[i]->value, "front") != 0 &&
		    strcmp(m->vals[i]->value, "back") != 0 &&
		    (gd->types[t].side[0] == NULL ||
		    (strcmp(m->vals[i]->value, gd->types[t].side[0]) != 0 &&
		    strcmp(m->vals[i]->value, gd->types[t].side[1]) != 0))))
			return ld_fail(l, m->vals[i], "expected one of the "
			    "sides of %s", m->keys[i]->value);
		d->onside[d->nonside].type = t;
		d->onside[d->nonside++].side = xstrdup(m->vals[i]->value);
	}
	return 0;
}

static int
load_parts(struct loader *l, struct gamedata *gd, const struct ynode *m,
    struct diff_rules *d)
{
	static const struct yfield tf[] = {
		{ "name", Y_SCALAR, 1 }, { "section", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	static const struct yfield rf[] = {
		{ "lines", Y_SCALAR, 1 }, { "start", Y_SCALAR, 1 },
		{ NULL, 0, 0 }
	};
	static const struct yfield af[] = {
		{ "types", Y_SEQ, 1 }, { "needs_strength", Y_SCALAR, 0 },
		{ "section", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	static const struct yfield hf[] = {
		{ "section", Y_SCALAR, 0 }, { "reconstructed", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	static const struct yfield lf[] = {
		{ "differential", Y_SCALAR, 1 }, { "section", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	const struct ynode *v;

	v = ymap_get(m, "table");
	if (ymap_check(&l->d, v, tf, "the table read", &l->cause) != 0 ||
	    ld_str(l, v, "name", &d->table) != 0 ||
	    ld_str(l, v, "section", &d->table_section) != 0)
		return -1;
	v = ymap_get(m, "row");
	if (ymap_check(&l->d, v, rf, "the defender's row", &l->cause) != 0 ||
	    ld_str(l, v, "lines", &d->row_counter) != 0 ||
	    ld_stat(l, gd, v, "start", &d->row_start) != 0)
		return -1;
	v = ymap_get(m, "attackers");
	if (ymap_check(&l->d, v, af, "who may attack", &l->cause) != 0 ||
	    ld_types(l, gd, v, "types", &d->attack_types) != 0 ||
	    ld_bool(l, v, "needs_strength", 0, &d->needs_strength) != 0 ||
	    ld_str(l, v, "section", &d->attack_section) != 0)
		return -1;
	if (load_onside(l, gd, ymap_get(m, "defends_on"), d) != 0)
		return -1;
	if ((v = ymap_get(m, "halved")) != NULL) {
		d->halve = 1;
		if (ymap_check(&l->d, v, hf, "halving", &l->cause) != 0 ||
		    ld_str(l, v, "section", &d->halve_section) != 0 ||
		    ld_str(l, v, "reconstructed", &d->halve_recon) != 0)
			return -1;
	}
	d->least = -999;
	if ((v = ymap_get(m, "least")) != NULL &&
	    (ymap_check(&l->d, v, lf, "the least differential",
	    &l->cause) != 0 ||
	    ld_int(l, v, "differential", -99, 99, 0, &d->least) != 0 ||
	    ld_str(l, v, "section", &d->least_section) != 0))
		return -1;
	if ((v = ymap_get(m, "compulsory")) != NULL) {
		d->compulsory = 1;
		if (ymap_check(&l->d, v, secf, "compulsory attacks",
		    &l->cause) != 0 ||
		    ld_str(l, v, "section", &d->compulsory_section) != 0)
			return -1;
	}
	if ((v = ymap_get(m, "once")) != NULL &&
	    (ymap_check(&l->d, v, oncef, "attacks once", &l->cause) != 0 ||
	    ld_str(l, v, "section", &d->once_section) != 0 ||
	    ld_str(l, v, "defended_section", &d->defended_section) != 0))
		return -1;
	return 0;
}

int
combat_diff_load(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "kind", Y_SCALAR, 1 }, { "section", Y_SCALAR, 0 },
		{ "strength", Y_SCALAR, 1 }, { "table", Y_MAP, 1 },
		{ "row", Y_MAP, 1 }, { "attackers", Y_MAP, 1 },
		{ "defends_on", Y_MAP, 0 }, { "halved", Y_MAP, 0 },
		{ "least", Y_MAP, 0 }, { "compulsory", Y_MAP, 0 },
		{ "once", Y_MAP, 0 }, { "marks", Y_SCALAR, 0 },
		{ "check", Y_SCALAR, 0 }, { "effect", Y_SCALAR, 0 },
		{ "modifiers", Y_SEQ, 0 }, { NULL, 0, 0 }
	};
	struct combat_rules *c = &gd->combat;
	struct diff_rules *d;
	int i;

	d = c->diff = xcalloc(1, sizeof *d);
	if (ymap_check(&l->d, m, fields, "differential combat rules",
	    &l->cause) != 0 ||
	    ld_str(l, m, "section", &d->section) != 0 ||
	    ld_stat(l, gd, m, "strength", &d->stat) != 0 ||
	    load_parts(l, gd, m, d) != 0 ||
	    ld_str(l, m, "marks", &d->marks) != 0 ||
	    ld_proc(l, gd, m, "check", "rules: combat:", &d->check) != 0 ||
	    ld_proc(l, gd, m, "effect", "rules: combat:", &d->effect) != 0 ||
	    modload_list(l, gd, ymap_get(m, "modifiers"), MODBLOCK_COMBAT,
	    d->section, &d->mods, &d->nmods) != 0)
		return -1;
	/* a unit's strength is asked of the game's Tcl, unit by unit: the
	 * other conditions judge a whole attack and would never apply */
	for (i = 0; i < d->nmods; i++)
		if (d->mods[i].when != WHEN_HOOK || d->mods[i].shift != 0)
			return ld_fail(l, ymap_get(m, "modifiers")->items[i],
			    "a modifier of differential combat is when: hook, "
			    "with a value (no shift)");
	/* the rest of herald reads these: the strength is the attack and
	 * the defence, the section the mechanism's */
	c->attack_stat = c->defence_stat = d->stat;
	/* melee attackers stand next to the defender, cited by the
	 * generic refusals; no advance follows (the section is cited only
	 * by refusals of one) */
	if (d->section != NULL) {
		c->section = xstrdup(d->section);
		c->melee_section = xstrdup(d->section);
		c->advance.section = xstrdup(d->section);
	}
	if (d->once_section != NULL)
		c->once.section = xstrdup(d->once_section);
	c->once.per_phase = 1;
	return 0;
}

/* After the state is declared (tally_load): what a melee reads at play is
 * there for every attack the rules allow, from the least differential up
 * and on every line a defender can be on.  Else a read fails at play, and
 * the Melee phase, which reads it for every pair in contact (§9.31,
 * diff_may_end), can never end. */
int
combat_diff_check(struct loader *l, struct gamedata *gd,
    const struct ynode *rules)
{
	const struct diff_rules *d = gd->combat.diff;
	const struct ynode *m, *v;
	const struct chance_table *t;
	int c, u, r, x, low, top = 0, open, pct, counter;
	char *why = NULL;

	if (d == NULL || rules == NULL || (m = ymap_get(rules, "combat")) ==
	    NULL)
		return 0;
	v = ymap_get(m, "table");
	if ((t = chance_table_find(gd, d->table)) == NULL)
		return ld_fail(l, ymap_get(v, "name"), "expected one of the "
		    "game's tables of chances (tables: chance:)");
	if ((counter = tally_find(gd, d->row_counter)) < 0)
		return ld_fail(l, ymap_get(ymap_get(m, "row"), "lines"),
		    "expected a counter the game declares in state:");
	v = ymap_get(m, "least") != NULL ? ymap_get(m, "least") : m;
	/* without least: every differential, so a column "N or less" */
	low = d->least;
	if (low == -999 && ((c = chance_table_col(t, CHANCE_OPEN_LO)) < 0 ||
	    (low = t->col[c].hi) == CHANCE_OPEN_HI))
		return ld_fail(l, v, "expected least: {differential: N}, or "
		    "the table %s to begin with an open column (such as 2 or "
		    "less): a lesser differential has no column", d->table);
	/* the column "N or more" (the greatest differentials) */
	for (c = 0, open = 0; c < t->ncol; c++)
		if (t->col[c].hi == CHANCE_OPEN_HI) {
			open = 1;
			top = t->col[c].lo;
		}
	if (!open)
		return ld_fail(l, ymap_get(ymap_get(m, "table"), "name"),
		    "expected the table %s to end in an open column (such as "
		    "12 or more): a greater differential has no column",
		    d->table);
	for (x = low; x <= top; x++)
		if (chance_table_col(t, x) < 0)
			return ld_fail(l, v, "the table %s has no column for "
			    "the differential %d, which the rules allow",
			    d->table, x);
	for (u = 0; u < gd->nunits; u++) {
		if (tally_index(gd, counter, u) < 0)
			continue;
		for (r = 1; r <= gd->units[u].stat[d->row_start]; r++)
			for (c = 0; c < t->ncol; c++) {
				x = t->col[c].lo == CHANCE_OPEN_LO ?
				    t->col[c].hi : t->col[c].lo;
				if (chance_table_cell(t, r, x, &pct, NULL,
				    &why) != 0) {
					ld_fail(l, ymap_get(m, "row"), "%s "
					    "can be on line %d: %s",
					    gd->units[u].id, r, why);
					free(why);
					return -1;
				}
			}
	}
	return 0;
}

void
combat_diff_free(struct diff_rules *d)
{
	int i;

	if (d == NULL)
		return;
	free(d->section);
	free(d->table);
	free(d->table_section);
	free(d->row_counter);
	free(d->attack_section);
	for (i = 0; i < d->nonside; i++)
		free(d->onside[i].side);
	free(d->onside_section);
	free(d->halve_section);
	free(d->halve_recon);
	free(d->least_section);
	free(d->compulsory_section);
	free(d->once_section);
	free(d->defended_section);
	free(d->marks);
	free(d->check);
	free(d->effect);
	modload_free(d->mods, d->nmods);
	free(d);
}

/* combat-diff-load: the parameters of the differential combat mechanism
 * (combat-diff.h), read from rules: combat: in game.yaml:
 *   strength: STAT              the strength summed (spi-agincourt §9.0)
 *   table: {name, section}      the table of chances read (§9.5)
 *   row: {lines, start, section}  the defender's row: start - lines + 1
 *   attackers: {types, needs_strength, section}  who may attack (§9.32)
 *   defends_on: {sides: {TYPE: SIDE}, section}  attacked, turns (§15.0)
 *   halved: {section, reconstructed}   one hex of two next to it (§9.35)
 *   least: {differential, section}     no attack below it (§9.5)
 *   compulsory: {section}       who can attack must (§9.31)
 *   once: {section}             one attack a phase, attacked once (§9.33)
 *   marks: FLAG                 a declared flag set on each defender
 *   check: PROC, effect: PROC   the game's Tcl (combat-diff.h)
 *   modifiers: [...]            `when: hook` modifiers of a unit's
 *                               strength (§9.4) */
#include "combat-diff.h"
#include "gdload.h"
#include "modload.h"

#include <stdlib.h>
#include <string.h>

static const struct yfield secf[] = {
	{ "section", Y_SCALAR, 0 }, { NULL, 0, 0 }
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
		{ "section", Y_SCALAR, 0 }, { NULL, 0, 0 }
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
	    ld_stat(l, gd, v, "start", &d->row_start) != 0 ||
	    ld_str(l, v, "section", &d->row_section) != 0)
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
	    (ymap_check(&l->d, v, secf, "attacks once", &l->cause) != 0 ||
	    ld_str(l, v, "section", &d->once_section) != 0))
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
	    ld_str(l, m, "check", &d->check) != 0 ||
	    ld_str(l, m, "effect", &d->effect) != 0 ||
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
	free(d->row_section);
	free(d->attack_section);
	for (i = 0; i < d->nonside; i++)
		free(d->onside[i].side);
	free(d->onside_section);
	free(d->halve_section);
	free(d->halve_recon);
	free(d->least_section);
	free(d->compulsory_section);
	free(d->once_section);
	free(d->marks);
	free(d->check);
	free(d->effect);
	modload_free(d->mods, d->nmods);
	free(d);
}

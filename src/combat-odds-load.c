/* combat-odds-load: the parameters of the odds-crt combat mechanism
 * (combat-odds.c), read from rules: combat: in game.yaml.  Each group is
 * a rule concept a game author finds in the rulebook:
 *   strength: which printed numbers attack and defend
 *     (battle-of-agincourt §11.1, §4; st-albans §2, §9.9)
 *   once: how often a unit attacks (battle-of-agincourt §8: once a turn,
 *     attacked once a phase; st-albans §9.1: both once a phase)
 *   melee: attackers next to the defender (battle-of-agincourt §10,
 *     st-albans §9.1)
 *   missile: fire at range and missile units hand to hand
 *     (battle-of-agincourt §9; st-albans §9.3)
 *   losses: who shares out a side's step losses (st-albans §9.9)
 *   advance: after a mêlée (battle-of-agincourt §11.4, st-albans §9.11)
 *   counter_attack: the defender strikes back (battle-of-agincourt §11.5)
 *   drm: die roll modifiers (battle-of-agincourt §11.2)
 * Baggage and commanders are mechanisms of their own (rules: baggage:,
 * rules: commanders:; baggage.c, commanders.c), and the choices herald
 * takes for the players a setting of the game (delegate:, delegate.c):
 * the old keys here are refused with a word on where they went. */
#include "combat.h"
#include "gdload.h"
#include "modload.h"

#include <stdlib.h>
#include <string.h>

static int
mark_of(struct loader *l, struct gamedata *gd, const struct ynode *v,
    int *out)
{
	int i;

	*out = -1;
	if (v == NULL)
		return 0;
	for (i = 0; i < gd->nmarks; i++)
		if (v->type == Y_SCALAR && strcmp(gd->marks[i].id,
		    v->value) == 0)
			*out = i;
	if (*out < 0)
		return ld_fail(l, v, "expected one of the game's marks");
	return 0;
}

/* "1:1" */
static int
odds_of(struct loader *l, const struct ynode *v, int *att, int *def)
{
	const char *colon;
	long a, d;
	char tmp[16];

	if (v == NULL)
		return 0;
	if (v->type != Y_SCALAR || (colon = strchr(v->value, ':')) == NULL ||
	    (size_t)(colon - v->value) >= sizeof tmp)
		return ld_fail(l, v, "expected odds as \"A:D\"");
	memcpy(tmp, v->value, (size_t)(colon - v->value));
	tmp[colon - v->value] = '\0';
	if (util_parse_int(tmp, 1, 99, &a) != 0 ||
	    util_parse_int(colon + 1, 1, 99, &d) != 0)
		return ld_fail(l, v, "expected odds as \"A:D\"");
	*att = (int)a;
	*def = (int)d;
	return 0;
}

static int
load_missile(struct loader *l, struct gamedata *gd, const struct ynode *v,
    struct odds_missile *ms)
{
	static const struct yfield fields[] = {
		{ "types", Y_SEQ, 1 }, { "range", Y_SCALAR, 1 },
		{ "section", Y_SCALAR, 0 }, { "range_section", Y_SCALAR, 0 },
		{ "los_section", Y_SCALAR, 0 }, { "combine", Y_SCALAR, 0 },
		{ "free_to_fire", Y_SCALAR, 0 }, { "in_melee", Y_MAP, 0 },
		{ NULL, 0, 0 }
	};
	static const struct yfield mfields[] = {
		{ "penalty", Y_SCALAR, 0 }, { "exempt_mark", Y_SCALAR, 0 },
		{ "alone_above", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	const struct ynode *k;

	ms->penalty_exempt = -1;
	if (ymap_check(&l->d, v, fields, "missile rules", &l->cause) != 0 ||
	    ld_types(l, gd, v, "types", &ms->types) != 0 ||
	    ld_stat(l, gd, v, "range", &ms->range_stat) != 0 ||
	    ld_str(l, v, "section", &ms->section) != 0 ||
	    ld_str(l, v, "range_section", &ms->range_section) != 0 ||
	    ld_str(l, v, "los_section", &ms->los_section) != 0 ||
	    ld_bool(l, v, "combine", 0, &ms->combine) != 0 ||
	    ld_bool(l, v, "free_to_fire", 0, &ms->free_to_fire) != 0)
		return -1;
	if ((k = ymap_get(v, "in_melee")) == NULL)
		return 0;
	if (ymap_check(&l->d, k, mfields, "missile units in mêlée",
	    &l->cause) != 0 ||
	    ld_int(l, k, "penalty", 0, 9, 0, &ms->melee_penalty) != 0 ||
	    mark_of(l, gd, ymap_get(k, "exempt_mark"),
	    &ms->penalty_exempt) != 0 ||
	    odds_of(l, ymap_get(k, "alone_above"), &ms->alone_att,
	    &ms->alone_def) != 0)
		return -1;
	return 0;
}

/* Keys that were odds-crt's and are now blocks of their own: refused
 * with the place to write them. */
static int
moved_away(struct loader *l, const struct ynode *m)
{
	static const struct {
		const char	*key;
		const char	*now;
	} moved[] = {
		{ "baggage", "a mechanism of its own: write it as rules: "
		    "baggage: {types: [TYPE...], defends_at: N, section}" },
		{ "commanders", "a mechanism of its own: write it as rules: "
		    "commanders: {types: [TYPE...], section}" },
		{ "herald_decides", "a setting of the game, not of combat: "
		    "write it at the top of game.yaml as delegate: {option: "
		    "ID, decides: [retreat, losses, defender-advance]}" },
	};
	const struct ynode *v;
	size_t i;

	if (m->type != Y_MAP)
		return 0;
	for (i = 0; i < nitems(moved); i++)
		if ((v = ymap_get(m, moved[i].key)) != NULL)
			return ld_fail(l, v, "combat: %s: is now %s",
			    moved[i].key, moved[i].now);
	return 0;
}

static int
load_groups(struct loader *l, struct gamedata *gd, const struct ynode *m,
    struct combat_rules *c)
{
	static const struct yfield sfields[] = {
		{ "attack", Y_SCALAR, 1 }, { "defence", Y_SCALAR, 1 },
		{ "routed_defence", Y_SCALAR, 0 }, { "reduced", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	static const struct yfield ofields[] = {
		{ "attack_per", Y_SCALAR, 0 }, { "section", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	static const struct yfield secfields[] = {
		{ "section", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	static const struct yfield afields[] = {
		{ "section", Y_SCALAR, 0 }, { "defender", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	static const struct yfield lfields[] = {
		{ "allocated_by", Y_SCALAR, 1 }, { NULL, 0, 0 }
	};
	const struct ynode *v, *k;

	v = ymap_get(m, "strength");
	if (ymap_check(&l->d, v, sfields, "strengths", &l->cause) != 0 ||
	    ld_stat(l, gd, v, "attack", &c->attack_stat) != 0 ||
	    ld_stat(l, gd, v, "defence", &c->defence_stat) != 0 ||
	    ld_stat(l, gd, v, "routed_defence", &c->routed_defence_stat) != 0 ||
	    ld_stat(l, gd, v, "reduced", &c->reduced_stat) != 0)
		return -1;
	/* how the rule counts a unit's one attack: a turn or a phase */
	if ((v = ymap_get(m, "once")) != NULL) {
		if (ymap_check(&l->d, v, ofields, "attacks once",
		    &l->cause) != 0 ||
		    ld_str(l, v, "section", &c->once.section) != 0)
			return -1;
		if ((k = ymap_get(v, "attack_per")) != NULL) {
			if (strcmp(k->value, "phase") == 0)
				c->once.per_phase = 1;
			else if (strcmp(k->value, "turn") != 0)
				return ld_fail(l, k, "expected turn or phase");
		}
	}
	if ((v = ymap_get(m, "melee")) != NULL &&
	    (ymap_check(&l->d, v, secfields, "mêlée", &l->cause) != 0 ||
	    ld_str(l, v, "section", &c->melee_section) != 0))
		return -1;
	if ((v = ymap_get(m, "counter_attack")) != NULL) {
		if (ymap_check(&l->d, v, secfields, "counter-attacks",
		    &l->cause) != 0 ||
		    ld_str(l, v, "section", &c->counter.section) != 0)
			return -1;
		c->counter.allowed = 1;
	}
	if ((v = ymap_get(m, "advance")) != NULL &&
	    (ymap_check(&l->d, v, afields, "the advance after combat",
	    &l->cause) != 0 ||
	    ld_str(l, v, "section", &c->advance.section) != 0 ||
	    ld_bool(l, v, "defender", 0, &c->advance.defender) != 0))
		return -1;
	if ((v = ymap_get(m, "losses")) != NULL) {
		if (ymap_check(&l->d, v, lfields, "losses", &l->cause) != 0)
			return -1;
		k = ymap_get(v, "allocated_by");
		if (strcmp(k->value, "owner") == 0)
			c->losses.by_owner = 1;
		else if (strcmp(k->value, "table") != 0)
			return ld_fail(l, k, "expected owner or table");
	}
	if ((v = ymap_get(m, "missile")) != NULL &&
	    load_missile(l, gd, v, &c->missile) != 0)
		return -1;
	return 0;
}

int
combat_odds_load(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "kind", Y_SCALAR, 1 }, { "section", Y_SCALAR, 0 },
		{ "strength", Y_MAP, 1 }, { "once", Y_MAP, 0 },
		{ "melee", Y_MAP, 0 }, { "advance", Y_MAP, 0 },
		{ "counter_attack", Y_MAP, 0 }, { "losses", Y_MAP, 0 },
		{ "missile", Y_MAP, 0 }, { "drm", Y_MAP, 0 },
		{ NULL, 0, 0 }
	};
	static const struct yfield dfields[] = {
		{ "best_only", Y_SCALAR, 0 }, { "section", Y_SCALAR, 0 },
		{ "modifiers", Y_SEQ, 0 }, { "added", Y_SEQ, 0 },
		{ NULL, 0, 0 }
	};
	struct combat_rules *c = &gd->combat;
	const struct ynode *v;

	if (moved_away(l, m) != 0 ||
	    ymap_check(&l->d, m, fields, "combat rules", &l->cause) != 0 ||
	    ld_str(l, m, "section", &c->section) != 0 ||
	    load_groups(l, gd, m, c) != 0)
		return -1;
	if ((v = ymap_get(m, "drm")) != NULL &&
	    (ymap_check(&l->d, v, dfields, "die roll modifiers",
	    &l->cause) != 0 ||
	    ld_bool(l, v, "best_only", 0, &c->drm.best_only) != 0 ||
	    ld_str(l, v, "section", &c->drm.section) != 0 ||
	    modload_list(l, gd, ymap_get(v, "modifiers"), MODBLOCK_COMBAT,
	    c->drm.section, &c->drms, &c->ndrms) != 0 ||
	    modload_list(l, gd, ymap_get(v, "added"), MODBLOCK_COMBAT,
	    c->drm.section, &c->added, &c->nadded) != 0))
		return -1;
	if (c->crt.ncols == 0)
		return ld_fail(l, m, "combat rules need a CRT (tables: "
		    "{crt: FILE})");
	return 0;
}

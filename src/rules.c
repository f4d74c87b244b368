/* rules: the sequence of play and the parameters of the shared rule
 * mechanisms (movement, charge, combat, morale), read from the game's
 * YAML.  What a game does is chosen here, in data; how is in the
 * mechanism modules (move.c, combat.c, morale.c). */
#include "gdload.h"

#include <stdlib.h>
#include <string.h>

/*
 * sequence: {turns: 8, section: "6", each_side: [english, french],
 *            phases: [{id: movement, name: Movement, section: "7"}, ...]}
 * With each_side, the phases are repeated for each side in order (one
 * faction turn after another); without it, each phase may name its side.
 */
int
rules_load_sequence(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "turns", Y_SCALAR, 1 }, { "section", Y_SCALAR, 0 },
		{ "each_side", Y_SEQ, 0 }, { "phases", Y_SEQ, 1 },
		{ NULL, 0, 0 }
	};
	static const struct yfield pfields[] = {
		{ "id", Y_SCALAR, 1 }, { "name", Y_SCALAR, 1 },
		{ "side", Y_SCALAR, 0 }, { "section", Y_SCALAR, 0 },
		{ "orders", Y_SEQ, 0 }, { NULL, 0, 0 }
	};
	struct sequence *sq = &gd->sequence;
	const struct ynode *sides, *ph, *v;
	int nsides = 1, s, i, side;
	struct phase *p;

	if (ymap_check(&l->d, m, fields, "the sequence of play",
	    &l->cause) != 0 ||
	    ld_int(l, m, "turns", 1, 999, 1, &sq->turns) != 0 ||
	    ld_str(l, m, "section", &sq->section) != 0)
		return -1;
	sides = ymap_get(m, "each_side");
	ph = ymap_get(m, "phases");
	if (ph->n < 1)
		return ld_fail(l, ph, "expected at least one phase");
	if (sides != NULL)
		nsides = sides->n;
	sq->phases = xcalloc((size_t)(nsides * ph->n), sizeof *sq->phases);
	for (s = 0; s < nsides; s++) {
		side = -1;
		if (sides != NULL && (sides->items[s]->type != Y_SCALAR ||
		    (side = gd_faction(gd, sides->items[s]->value)) < 0))
			return ld_fail(l, sides->items[s], "expected a faction "
			    "of the game");
		for (i = 0; i < ph->n; i++) {
			p = &sq->phases[sq->nphases++];
			p->side = side;
			if (ymap_check(&l->d, ph->items[i], pfields,
			    "a phase", &l->cause) != 0 ||
			    ld_str(l, ph->items[i], "id", &p->id) != 0 ||
			    ld_str(l, ph->items[i], "name", &p->name) != 0 ||
			    ld_str(l, ph->items[i], "section",
			    &p->section) != 0 ||
			    ld_words(l, ph->items[i], "orders", &p->orders,
			    &p->norders) != 0)
				return -1;
			if ((v = ymap_get(ph->items[i], "side")) != NULL) {
				if (sides != NULL)
					return ld_fail(l, v, "a phase names its "
					    "side only without each_side");
				if ((p->side = gd_faction(gd,
				    v->value)) < 0)
					return ld_fail(l, v, "expected a faction "
					    "of the game");
			}
		}
	}
	return 0;
}

/*
 * rules: the parameters of the shared mechanisms this game uses.
 *   movement: {stat: mf, section, face_costs_all, face_section,
 *              pass_through: [types], pass_section, routed_may_move,
 *              routed_section}
 *   charge:   {types: [cavalry], hexes: 3, section}
 */
int
rules_load(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "movement", Y_MAP, 0 }, { "charge", Y_MAP, 0 },
		{ NULL, 0, 0 }
	};
	static const struct yfield mfields[] = {
		{ "stat", Y_SCALAR, 1 }, { "section", Y_SCALAR, 0 },
		{ "face_costs_all", Y_SCALAR, 0 },
		{ "face_section", Y_SCALAR, 0 },
		{ "pass_through", Y_SEQ, 0 }, { "pass_section", Y_SCALAR, 0 },
		{ "routed_may_move", Y_SCALAR, 0 },
		{ "routed_section", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	static const struct yfield cfields[] = {
		{ "types", Y_SEQ, 1 }, { "hexes", Y_SCALAR, 1 },
		{ "section", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	struct movement_rules *mv = &gd->movement;
	const struct ynode *v;

	if (ymap_check(&l->d, m, fields, "rules", &l->cause) != 0)
		return -1;
	if ((v = ymap_get(m, "movement")) != NULL) {
		if (ymap_check(&l->d, v, mfields, "movement rules",
		    &l->cause) != 0)
			return -1;
		if ((mv->stat = gd_stat(gd, ymap_get(v, "stat")->value)) < 0)
			return ld_fail(l, ymap_get(v, "stat"), "expected one of "
			    "the game's stats");
		if (ld_str(l, v, "section", &mv->section) != 0 ||
		    ld_bool(l, v, "face_costs_all", 0,
		    &mv->face_costs_all) != 0 ||
		    ld_str(l, v, "face_section", &mv->face_section) != 0 ||
		    ld_types(l, gd, v, "pass_through",
		    &mv->pass_through) != 0 ||
		    ld_str(l, v, "pass_section", &mv->pass_section) != 0 ||
		    ld_bool(l, v, "routed_may_move", 1,
		    &mv->routed_may_move) != 0 ||
		    ld_str(l, v, "routed_section", &mv->routed_section) != 0)
			return -1;
	}
	if ((v = ymap_get(m, "charge")) != NULL) {
		if (ymap_check(&l->d, v, cfields, "charge rules",
		    &l->cause) != 0 ||
		    ld_types(l, gd, v, "types", &mv->charge_types) != 0 ||
		    ld_int(l, v, "hexes", 1, 99, 3, &mv->charge_hexes) != 0 ||
		    ld_str(l, v, "section", &mv->charge_section) != 0)
			return -1;
	}
	return 0;
}

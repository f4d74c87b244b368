/* seqload: the sequence of play, read from a game's YAML (sequence: in
 * game.yaml): the phases, whose each is and the orders it allows. */
#include "gdload.h"

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
		if (sides != NULL && sides->items[s]->type == Y_SCALAR &&
		    strcmp(sides->items[s]->value, "first") == 0)
			side = SIDE_FIRST;	/* as the scenario says */
		else if (sides != NULL && sides->items[s]->type == Y_SCALAR &&
		    strcmp(sides->items[s]->value, "second") == 0)
			side = SIDE_SECOND;
		else if (sides != NULL && (sides->items[s]->type != Y_SCALAR ||
		    (side = gd_faction(gd, sides->items[s]->value)) < 0))
			return ld_fail(l, sides->items[s], "expected a faction "
			    "of the game, first or second");
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
				if (strcmp(v->value, "first") == 0)
					p->side = SIDE_FIRST;
				else if (strcmp(v->value, "second") == 0)
					p->side = SIDE_SECOND;
				else if ((p->side = gd_faction(gd,
				    v->value)) < 0)
					return ld_fail(l, v, "expected a faction "
					    "of the game, first or second");
			}
		}
	}
	return 0;
}

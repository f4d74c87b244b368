/* board-loss: what takes men off the board: a step lost, a unit
 * eliminated, the commanders and baggage sharing its fate (st-albans
 * §6, §9.4).  Each is a ruling's records (ruling.h); narrate-move.c
 * renders them, and holds narrate_lose_step and narrate_eliminate, these
 * told into a buffer (the board does not call on narrate, which calls
 * on it: tests/imports.test).  Which units are commanders and baggage
 * is the game's data (rules: commanders:, rules: baggage:), read here
 * as it is by commanders.c and baggage.c, which call on the board. */
#include "board.h"

#include "footprint.h"
#include "gamedata.h"
#include "ruling.h"
#include "sides.h"
#include "util.h"

static int
listed(const int *u, int n, int x)
{
	while (n-- > 0)
		if (u[n] == x)
			return 1;
	return 0;
}

/* The units of the given types with a unit, and the half of its
 * footprint each stands in (0 its first hex, 1 its second; half may be
 * NULL).  A unit on two hexes (footprint.h) has them in either: a
 * commander in its second hex goes with it and falls with it as one in
 * its first does (st-albans §6, §9.4; issue 12). */
static int
units_with(const struct state *st, int unit, unsigned types, int *out,
    int *half, int max)
{
	const struct gamedata *gd = st->gd;
	const struct unit_state *us = &st->u[unit];
	struct hex fp[2];
	int all[8], n, k, m, nfp, c = 0;

	if (types == 0 || !us->on_map)
		return 0;
	fp[0] = us->hex;
	fp[1] = us->hex2;
	nfp = footprint_size(gd, unit);
	for (m = 0; m < nfp; m++) {
		n = board_units_at(st, fp[m], all, 8);
		for (k = 0; k < n && k < 8 && c < max; k++)
			if (all[k] != unit &&
			    (types & (1u << gd->units[all[k]].type)) &&
			    gd->units[all[k]].faction ==
			    gd->units[unit].faction && !listed(out, c, all[k])) {
				if (half != NULL)
					half[c] = m;
				out[c++] = all[k];
			}
	}
	return c;
}

/* The section a commander's fate cites: the commanders block's own
 * (rules: commanders: section:), or sections: commanders: (read here,
 * not through commanders.c, which calls on the board). */
static const char *
commanders_sec(const struct gamedata *gd)
{
	return gd->commanders.section != NULL ? gd->commanders.section :
	    gd_sec(gd, SEC_COMMANDERS);
}

int
board_units_with(const struct state *st, int unit, unsigned types, int *out,
    int max)
{
	return units_with(st, unit, types, out, NULL, max);
}

void
board_eliminate_with(struct state *st, int unit, enum board_elim_why why,
    const char *section, const char *text, struct ruling *r)
{
	const struct gamedata *gd = st->gd;
	int with[4], n, k, bag;

	n = board_units_with(st, unit, gd->commanders.types, with, 4);
	if (board_units_with(st, unit, gd->baggage.types, &bag, 1) == 0)
		bag = -1;
	board_eliminate_rec(st, unit, why, section, text, r);
	for (k = 0; k < n; k++)
		board_eliminate_rec(st, with[k], ELIM_WITH_UNIT,
		    commanders_sec(gd), NULL, r);
	if (bag >= 0)
		board_eliminate_rec(st, bag, ELIM_WITH_GUARDED,
		    sec(gd->baggage.section), NULL, r);
}

void
board_move_with_rec(struct state *st, int unit, struct hex to,
    struct ruling *r)
{
	const struct gamedata *gd = st->gd;
	struct ruling_step *s;
	int with[4], half[4], nw, k;

	/* the commanders standing with it go where it goes: with a unit on
	 * two hexes, each where the half it stood in goes */
	nw = units_with(st, unit, gd->commanders.types, with, half, 4);
	board_set_hex(st, unit, to);
	for (k = 0; k < nw; k++) {
		board_set_hex(st, with[k], half[k] == 0 ? st->u[unit].hex :
		    st->u[unit].hex2);
		s = ruling_add(r, RS_GOES_WITH, gd->id, commanders_sec(gd));
		ruling_word(s, gd->units[with[k]].id);
		ruling_word(s, gd->units[unit].id);
	}
}

void
board_lose_step_rec(struct state *st, int unit, struct ruling *r)
{
	const struct gamedata *gd = st->gd;
	const struct combat_rules *cr = &gd->combat;
	struct unit_state *us = &st->u[unit];
	struct ruling_step *s;

	if (!us->on_map)
		return;
	if (us->steps_lost == 0 && cr->reduced_stat >= 0 &&
	    sides_stat(st, unit, cr->reduced_stat) > 0) {
		us->steps_lost = 1;
		s = ruling_add(r, RS_STEP_LOST, gd->id,
		    gd_sec(gd, SEC_STEP_LOSS));
		ruling_word(s, gd->units[unit].id);
		ruling_num(s, "reduced_strength",
		    sides_stat(st, unit, cr->reduced_stat));
		return;
	}
	board_eliminate_with(st, unit, ELIM_NO_STEP,
	    gd_sec(gd, SEC_STEP_LOSS), NULL, r);
}

void
board_eliminate_rec(struct state *st, int unit, enum board_elim_why why,
    const char *section, const char *text, struct ruling *r)
{
	struct unit_state *us = &st->u[unit];
	struct ruling_step *s;

	s = ruling_add(r, RS_ELIMINATED, st->gd->id, section);
	ruling_num(s, "why", why);
	ruling_word(s, st->gd->units[unit].id);
	if (why == ELIM_GIVEN && text != NULL)
		ruling_word(s, text);
	board_set_on_map(st, unit, 0);
	us->eliminated = 1;
	us->facing = -1;
}

/* board-loss: what takes men off the board: a step lost, a unit
 * eliminated, the commanders and baggage sharing its fate (st-albans
 * §6, §9.4).  Each is a ruling's records (ruling.h); narrate-move.c
 * renders them, and holds unit_lose_step and unit_eliminate, these
 * told into a buffer (the board does not call on narrate, which calls
 * on it: tests/imports.test).  Which units are commanders and baggage
 * is the game's data (rules: commanders:, rules: baggage:), read here
 * as it is by commanders.c and baggage.c, which call on the board. */
#include "board.h"

#include "gamedata.h"
#include "ruling.h"
#include "util.h"

int
board_units_with(const struct state *st, int unit, unsigned types, int *out,
    int max)
{
	const struct gamedata *gd = st->gd;
	int all[8], n, k, c = 0;

	if (types == 0 || !st->u[unit].on_map)
		return 0;
	n = board_units_at(st, st->u[unit].hex, all, 8);
	for (k = 0; k < n && k < 8 && c < max; k++)
		if (all[k] != unit && (types & (1u << gd->units[all[k]].type)) &&
		    gd->units[all[k]].faction == gd->units[unit].faction)
			out[c++] = all[k];
	return c;
}

void
unit_eliminate_with(struct state *st, int unit, enum elim_why why,
    const char *section, const char *text, struct ruling *r)
{
	const struct gamedata *gd = st->gd;
	int with[4], n, k, bag;

	n = board_units_with(st, unit, gd->commanders.types, with, 4);
	if (board_units_with(st, unit, gd->baggage.types, &bag, 1) == 0)
		bag = -1;
	unit_eliminate_rec(st, unit, why, section, text, r);
	for (k = 0; k < n; k++)
		unit_eliminate_rec(st, with[k], ELIM_WITH_UNIT,
		    gd_sec(gd, SEC_COMMANDERS), NULL, r);
	if (bag >= 0)
		unit_eliminate_rec(st, bag, ELIM_WITH_GUARDED,
		    sec(gd->baggage.section), NULL, r);
}

void
unit_move_with_rec(struct state *st, int unit, struct hex to,
    struct ruling *r)
{
	const struct gamedata *gd = st->gd;
	struct ruling_step *s;
	int with[4], nw, k;

	/* the commanders standing with it go where it goes */
	nw = board_units_with(st, unit, gd->commanders.types, with, 4);
	board_set_hex(st, unit, to);
	for (k = 0; k < nw; k++) {
		board_set_hex(st, with[k], to);
		s = ruling_add(r, RS_GOES_WITH, gd->id, gd_sec(gd,
		    SEC_COMMANDERS));
		ruling_word(s, gd->units[with[k]].id);
		ruling_word(s, gd->units[unit].id);
	}
}

void
unit_lose_step_rec(struct state *st, int unit, struct ruling *r)
{
	const struct gamedata *gd = st->gd;
	const struct combat_rules *cr = &gd->combat;
	struct unit_state *us = &st->u[unit];
	struct ruling_step *s;

	if (!us->on_map)
		return;
	if (us->steps_lost == 0 && cr->reduced_stat >= 0 &&
	    gd->units[unit].stat[cr->reduced_stat] > 0) {
		us->steps_lost = 1;
		s = ruling_add(r, RS_STEP_LOST, gd->id,
		    gd_sec(gd, SEC_STEP_LOSS));
		ruling_word(s, gd->units[unit].id);
		ruling_num(s, "reduced_strength",
		    gd->units[unit].stat[cr->reduced_stat]);
		return;
	}
	unit_eliminate_with(st, unit, ELIM_NO_STEP,
	    gd_sec(gd, SEC_STEP_LOSS), NULL, r);
}

void
unit_eliminate_rec(struct state *st, int unit, enum elim_why why,
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

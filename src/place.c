/* place: putting a unit on a hex, and the record of where it stands. */
#include "place.h"

#include "footprint.h"
#include "narrate.h"
#include "ruling.h"

int
place_unit(struct state *st, int unit, struct hex h, int facing,
    struct ruling *r, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct unit_state *us = &st->u[unit];
	struct ruling_step *s;
	struct hex fp[2];
	struct ruling no;

	ruling_init(&no);
	if (board_place_rec(st, unit, h, facing, &no) != 0) {
		*cause = narrate_refusal(gd, &no);
		return -1;
	}
	s = ruling_add(r, RS_PLACED, gd->id, NULL);
	ruling_word(s, gd->units[unit].id);
	ruling_word(s, gd->units[unit].name);
	/* where it stands, as narrate_position says it: both hexes of a
	 * unit on two */
	if (footprint_hexes(st, unit, fp) == 2) {
		ruling_num(s, "col", fp[0].col);
		ruling_num(s, "row", fp[0].row);
		ruling_num(s, "col2", fp[1].col);
		ruling_num(s, "row2", fp[1].row);
	} else {
		ruling_num(s, "col", us->hex.col);
		ruling_num(s, "row", us->hex.row);
	}
	ruling_num(s, "routed", us->routed);
	ruling_num(s, "facing", us->facing);
	ruling_num(s, "reduced", us->steps_lost > 0);
	return 0;
}

/* contact: a unit next to the enemy (contact.h). */
#include "contact.h"

#include "enter.h"

int
contact_adjacent_enemy(const struct state *st, int unit)
{
	const struct gamedata *gd = st->gd;
	struct hex n;
	int d, o;

	for (d = 0; d < HEX_DIRS; d++) {
		n = hex_neighbour(&gd->grid, st->u[unit].hex, d);
		if ((o = board_unit_at(st, n)) >= 0 &&
		    gd->units[o].faction != gd->units[unit].faction &&
		    enter_barrier(gd, st->u[unit].hex, d) < 0)
			return 1;
	}
	return 0;
}

/* contact: a unit next to the enemy (contact.h). */
#include "contact.h"

#include "enter.h"
#include "footprint.h"

int
contact_adjacent_enemy(const struct state *st, int unit)
{
	const struct gamedata *gd = st->gd;
	struct hex fp[2];
	int n, k, d, o;

	/* a unit on two hexes is in contact when either of them is (as
	 * board_contact counts it): the charge of a pair and the end of a
	 * phase, which counts the units that could have attacked, ask the
	 * same */
	n = footprint_hexes(st, unit, fp);
	for (k = 0; k < n; k++)
		for (d = 0; d < HEX_DIRS; d++) {
			o = board_unit_at(st, hex_neighbour(&gd->grid, fp[k],
			    d));
			if (o >= 0 && gd->units[o].faction !=
			    gd->units[unit].faction &&
			    enter_barrier(gd, fp[k], d) < 0)
				return 1;
		}
	return 0;
}

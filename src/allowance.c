/* allowance: a unit's movement allowance in half points, and in words. */
#include "allowance.h"

#include <stdio.h>

#include "gamewords.h"
#include "sides.h"

int
allowance_of(const struct state *st, int unit)
{
	const struct gamedata *gd = st->gd;

	/* the side it is up: spi-agincourt §3.33, charging cavalry 2 */
	return 2 * (gd->movement.stat >= 0 ?
	    sides_stat(st, unit, gd->movement.stat) : 1);
}

const char *
allowance_name(const struct gamedata *gd)
{
	static char name[16];
	size_t i;

	if (gd->movement.stat < 0)
		return gamewords_get(gd, W_MOVE_POINTS);
	snprintf(name, sizeof name, "%s", gd->stats[gd->movement.stat].id);
	for (i = 0; name[i] != '\0'; i++)
		if (name[i] >= 'a' && name[i] <= 'z')
			name[i] -= 'a' - 'A';
	return name;
}

const char *
allowance_points(int halves)
{
	static char ring[4][16];
	static int next;
	char *s = ring[next++ % 4];

	if (halves % 2)
		snprintf(s, 16, "%d.5", halves / 2);
	else
		snprintf(s, 16, "%d", halves / 2);
	return s;
}

void
allowance_describe(const struct state *st, int unit, struct buf *b)
{
	const struct unit_state *us = &st->u[unit];
	int mf = allowance_of(st, unit);

	if (us->moved == 0 && us->mf_spent == 0)
		buf_printf(b, "not moved (%s %s)", allowance_points(mf),
		    allowance_name(st->gd));
	else if (us->moved == 0)
		buf_printf(b, "stayed where it was, %s of %s %s spent",
		    allowance_points(us->mf_spent), allowance_points(mf),
		    allowance_name(st->gd));
	else
		buf_printf(b, "moved %d %s, %s of %s %s spent%s", us->moved,
		    gamewords_get(st->gd, us->moved == 1 ? W_HEX : W_HEXES),
		    allowance_points(us->mf_spent), allowance_points(mf),
		    allowance_name(st->gd), us->move_done ? ", finished" : "");
}

/* stood: complete impulses stood still (see stood.h). */
#include "stood.h"

#include "board.h"

void
stood_impulse_end(struct state *st, const struct phase *p, int side)
{
	struct unit_state *us;
	int i;

	if (p == NULL || p->impulse == 0 || p->step != 0)
		return;
	for (i = 0; i < st->nunits; i++) {
		us = &st->u[i];
		if (!us->on_map || (side >= 0 && st->gd->units[i].faction !=
		    side))
			continue;
		/* moved or turned in it, or moved by something else since
		 * the last count (a retreat, a rout): none yet where it is
		 * now */
		if (us->stood < 0 || (!hex_eq(us->stood_at,
		    (struct hex){ 0, 0 }) && !hex_eq(us->stood_at, us->hex)))
			us->stood = 0;
		else
			us->stood++;
		us->stood_at = us->hex;
	}
}

void
stood_stir(struct state *st, int unit)
{
	st->u[unit].stood = -1;
}

int
stood_of(const struct state *st, int unit)
{
	const struct unit_state *us = &st->u[unit];

	if (!us->on_map || us->stood < 0 || (!hex_eq(us->stood_at,
	    (struct hex){ 0, 0 }) && !hex_eq(us->stood_at, us->hex)))
		return 0;
	return us->stood;
}

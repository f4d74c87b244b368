/* narrate-advance: the steps of the advance after combat and of the
 * charge (ruling.h: RS_ADVANCE .. RS_CHARGE_MOVE) as the players read
 * them.  The producers are advance.c and charge.c; the unit ids and
 * hexes are carried in the step as words, the attackers offered an
 * advance as "unit" numbers (indices into the game's units). */
#include "narrate-int.h"

#include <stdio.h>

#include "advance.h"
#include "charge.h"
#include "gamedata.h"
#include "ruling.h"

#define N(n)	ruling_get(s, (n), 0)
#define S	sec(s->section)
#define WD(i)	ruling_w(s, (i))

/* The reading of a silent rule (advance_vacated): the player is told. */
#define NO_ADVANCE_READING \
	"herald's reading: §%s allows an advance only after an attack, " \
	"not a counter-attack; see doc/reconstructions.md"

/* " y13, y14 or y17" and the end of the line, as advance_list_units. */
static void
offered(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	const char *id[RULING_NUMS];
	int i, n = ruling_count(s, "unit");

	for (i = 0; i < n; i++)
		id[i] = gd->units[ruling_nth(s, "unit", i)].id;
	buf_puts(b, " ");
	buf_join(b, id, n, "or");
	buf_puts(b, "\n");
}

static void
none(const struct ruling_step *s, struct buf *b)
{
	switch (s->result) {
	case ADV_NONE_COUNTER:
		buf_printf(b, "%s is empty, but no one advances after a "
		    "counter-attack (" NO_ADVANCE_READING ")\n", WD(0), S);
		break;
	case ADV_NONE_NOT_NEXT:
		buf_printf(b, "%s is empty, but no attacker is next to it "
		    "(§%s)\n", WD(0), S);
		break;
	case ADV_NONE_CANNOT:
		buf_printf(b, "%s is empty, but no attacker next to it can "
		    "advance: %s\n", WD(0), WD(1));
		break;
	default:	/* ADV_NONE_TERRAIN */
		buf_printf(b, "%s is empty, but no attacker next to it can "
		    "enter %s (§%s)\n", WD(0), WD(1), S);
		break;
	}
}

static void
charge_move(const struct ruling_step *s, struct buf *b)
{
	switch (s->result) {
	case CHARGE_MOVE_BEYOND:
		buf_printf(b, "%s no longer charges: it has gone beyond %d "
		    "hexes (§%s)\n", WD(0), N("hexes"), S);
		break;
	case CHARGE_MOVE_CHARGES:
		buf_printf(b, "%s charges: %d hexes in a straight line, "
		    "ending next to the enemy (§%s)\n", WD(0), N("hexes"), S);
		break;
	default:	/* CHARGE_MOVE_BENT */
		buf_printf(b, "no charge: the %d hexes were not in a "
		    "straight line (§%s)\n", N("hexes"), S);
		break;
	}
}

int
narrate_advance(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	switch (s->concept) {
	case RS_ADVANCE:
		buf_printf(b, "%s advances into %s (§%s)\n", WD(0), WD(1), S);
		return 1;
	case RS_ADVANCE_OPEN:
		if (s->result == 1) {
			buf_printf(b, "%s is empty: %s may advance into it "
			    "(§%s): advance %s\n", WD(0), WD(1), S, WD(1));
			return 1;
		}
		buf_printf(b, "%s is empty: one attacker may advance into it "
		    "(§%s): advance", WD(0), S);
		offered(gd, s, b);
		return 1;
	case RS_ADVANCE_NONE:
		none(s, b);
		return 1;
	case RS_CHARGE_ADVANCE:
		if (s->result == 1)
			buf_printf(b, "%s charged but cannot advance: %s\n",
			    WD(0), WD(1));
		else
			buf_printf(b, "%s charged and must advance (§%s):\n",
			    WD(0), S);
		return 1;
	case RS_CHARGE_MOVE:
		charge_move(s, b);
		return 1;
	default:
		return 0;
	}
}

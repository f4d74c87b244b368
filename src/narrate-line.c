/* narrate-line: line formations and line movement as the players read
 * them (ruling.h RS_REFUSE_LINE_* and RS_LINE_*; produced by lineform.c
 * and linemove.c, spi-agincourt 5.3 and 5.4). */
#include "narrate.h"
#include "narrate-int.h"

#include <stdio.h>
#include <string.h>

#include "allowance.h"
#include "gamedata.h"
#include "linemove.h"
#include "ruling.h"

#define N(n)	ruling_get(s, (n), 0)
#define S	sec(s->section)
#define WD(i)	ruling_w(s, (i))
#define P(n)	allowance_points(N(n))

/* "hexrow 10xx" (a column) or "hexrow xx10" (a row), as SPI writes
 * "hexrow 1000" */
static void
hexrow(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	size_t k, n = strlen(grid_row_form(&gd->grid));

	buf_puts(b, "hexrow ");
	if (N("by_row")) {
		for (k = 0; k < strlen(grid_col_str(&gd->grid, 1)); k++)
			buf_puts(b, "x");
		buf_puts(b, grid_row_str(&gd->grid, N("hexrow")));
		return;
	}
	buf_puts(b, grid_col_str(&gd->grid, N("hexrow")));
	for (k = 0; k < n; k++)
		buf_puts(b, "x");
}

static void
pace(const struct gamedata *gd, const struct ruling_step *s, struct buf *b)
{
	int k, n = ruling_count(s, "unit"), u;

	buf_puts(b, "the impulse may not end yet: the line of ");
	hexrow(gd, s, b);
	buf_printf(b, " has not kept pace: every unit of a line must have "
	    "spent the same %s by the end of impulse %d (§%s):", WD(0),
	    N("impulse"), S);
	for (k = 0; k < n; k++) {
		u = ruling_nth(s, "unit", k);
		buf_printf(b, "%s %s %s %s", k > 0 ? "," : "",
		    u >= 0 && u < gd->nunits ? gd->units[u].id : "?",
		    allowance_points(ruling_nth(s, "mp", k)), WD(0));
	}
	if (N("more") > 0)
		buf_printf(b, " and %d more", N("more"));
	buf_printf(b, "; a unit blocked by the enemy may spend %s standing "
	    "still (hold)", WD(0));
}

static void
none(const struct ruling_step *s, struct buf *b)
{
	switch (N("why")) {
	case LINE_NONE_GAME:
		buf_printf(b, "%s: the game has no line movement", WD(0));
		return;
	case LINE_NONE_PHASE:
		buf_printf(b, "%s: a unit spends %s standing still only in an "
		    "impulse of its line's phase (§%s)", WD(0), "points", S);
		return;
	case LINE_NONE_FREE:
		buf_printf(b, "%s is free of line movement and need not keep "
		    "pace (§%s)", WD(0), S);
		return;
	case LINE_NONE_OUT:
		buf_printf(b, "%s is out of its line (pinned, routed, or "
		    "unable to move for anything but the enemy) and need not "
		    "keep pace (§%s)", WD(0), S);
		return;
	default:
		buf_printf(b, "%s is in no line: it did not begin the phase in "
		    "a hexrow with another unit of its side (§%s)", WD(0), S);
	}
}

int
narrate_line(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	switch (s->concept) {
	case RS_REFUSE_LINE_GAP:
		narrate_at_step(gd, s, b);
		buf_printf(b, "%s is the only hex next to both %s and %s, enemy "
		    "combat units: their line closes it to %s (§%s)",
		    narrate_hex_of(gd, s, "to_col", "to_row"), WD(1), WD(2), WD(0), S);
		break;
	case RS_REFUSE_LINE_THROUGH:
		narrate_at_step(gd, s, b);
		buf_printf(b, "%s is next to both %s and %s, enemy combat units "
		    "not next to each other, and so is %s: %s may not go "
		    "straight from one to the other (§%s)",
		    narrate_hex_of(gd, s, "at_col", "at_row"), WD(1), WD(2),
		    narrate_hex_of(gd, s, "to_col", "to_row"), WD(0), S);
		break;
	case RS_REFUSE_LINE_PACE:
		pace(gd, s, b);
		break;
	case RS_REFUSE_LINE_TURN:
		buf_printf(b, "%s moves in the line of ", WD(0));
		hexrow(gd, s, b);
		buf_printf(b, " and may not %s until it has eliminated an "
		    "enemy unit or passed through the enemy's line (§%s)",
		    N("pivot") ? "pivot" : "change its facing", S);
		break;
	case RS_REFUSE_LINE_NONE:
		none(s, b);
		break;
	case RS_REFUSE_LINE_OPEN:
		buf_printf(b, "%s is not blocked by the enemy: it may step into "
		    "%s; only a blocked unit spends points standing still "
		    "(§%s)", WD(0), narrate_hex_of(gd, s, "to_col", "to_row"), S);
		break;
	case RS_REFUSE_LINE_POINTS:
		if (N("cost") <= 0)
			buf_printf(b, "expected a number of %s above 0",
			    WD(1));
		else
			buf_printf(b, "%s has %s of %s %s left, not %s (§%s)",
			    WD(0), P("left"), P("mf"), WD(1), P("cost"), S);
		break;
	case RS_LINE_HOLD:
		buf_printf(b, "%s stands blocked and spends %s %s to keep pace "
		    "with the line of ", WD(0), P("cost"), WD(1));
		hexrow(gd, s, b);
		buf_printf(b, " (%s of %s %s spent, §%s)\n", P("spent"),
		    P("mf"), WD(1), S);
		break;
	case RS_LINE_RELEASED:
		buf_printf(b, "%s has passed ", WD(0));
		hexrow(gd, s, b);
		buf_printf(b, ", held by the enemy: it is free of line movement "
		    "from now on (§%s)\n", S);
		break;
	default:
		return 0;
	}
	return 1;
}

/* narrate-elev: elevation's records (ruling.h RS_ELEV_*) as the players
 * read them: a contour climbed and its price, a steep crossing made
 * after the wait, and the refusals of a step that must wait (spi 7.24)
 * or that a charge may not take downhill (spi 7.26, 17.24).  The
 * producers are move.c, move-footprint.c and elevation.c. */
#include "narrate-int.h"

#include "allowance.h"
#include "gamedata.h"
#include "ruling.h"

#define N(n)	ruling_get(s, (n), 0)
#define S	sec(s->section)
#define WD(i)	ruling_w(s, (i))
#define P(n)	allowance_points(N(n))

#define TO	narrate_hex_of(gd, s, "to_col", "to_row")
#define FROM	narrate_hex_of(gd, s, "from_col", "from_row")

int
narrate_elev(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	switch (s->concept) {
	case RS_ELEV_UPHILL:
		buf_printf(b, "%s climbs from level %d to %d into %s: %s %s "
		    "more uphill (§%s)\n", WD(0), N("from_level"),
		    N("to_level"), TO, P("cost"), WD(1), S);
		break;
	case RS_ELEV_STEEP:
		buf_printf(b, "%s has stood %d complete impulse%s below %s: "
		    "the crossing, %s %s, costs its whole allowance of %s "
		    "(§%s)\n", WD(0), N("stood"), N("stood") == 1 ? "" : "s",
		    TO, P("cost"), WD(1), P("mf"), S);
		break;
	case RS_ELEV_WAIT:
		narrate_at_step(gd, s, b);
		buf_printf(b, "entering %s costs %s %s, more than %s's whole "
		    "allowance of %s: it crosses only after standing a "
		    "complete impulse in %s, as its first move of an "
		    "impulse, for the whole allowance (", TO, P("cost"),
		    WD(1), WD(0), P("mf"), FROM);
		if (N("step") > 1)
			buf_puts(b, "it comes there in this move");
		else if (N("spent") > 0)
			buf_printf(b, "it has spent %s this impulse", P("spent"));
		else if (N("stood") == 0)
			buf_puts(b, "it has stood no complete impulse there "
			    "yet");
		else
			buf_printf(b, "it has stood %d complete impulse%s "
			    "there", N("stood"), N("stood") == 1 ? "" : "s");
		buf_printf(b, "; §%s)", S);
		break;
	case RS_ELEV_DOWNHILL:
		narrate_at_step(gd, s, b);
		buf_printf(b, "%s is charging and may not cross the contour "
		    "down from level %d to %d into %s (§%s)", WD(0),
		    N("from_level"), N("to_level"), TO, S);
		break;
	default:
		return 0;
	}
	return 1;
}

/* narrate-marker: the markers' orders (ruling.h RS_MARKER_*, built by
 * marker.c) as the players read them: "placed dead3: Dead x3 (side Red)
 * in 0404", "Dead x1 joins dead2: ...", "dead4 moves and joins dead2:
 * ...".  The marker is told from the step's numbers and the game's
 * kinds (gamedata's marker_kinds), as markershow.c tells the markers on
 * the board: its kind's name, its size, each attribute's name and value,
 * and where it stands. */
#include "narrate.h"
#include "narrate-int.h"

#include "gamedata.h"
#include "marker.h"
#include "ruling.h"

#define N(n)	ruling_get(s, (n), 0)

static struct hex
at(const struct ruling_step *s, int second)
{
	return second ? (struct hex){ N("col2"), N("row2") } :
	    (struct hex){ N("col"), N("row") };
}

/* "dead3": the kind's id and the marker's number */
static void
label(const struct gamedata *gd, const struct ruling_step *s,
    const char *id, struct buf *b)
{
	buf_printf(b, "%s%d", gd->marker_kinds[N("kind")].id, N(id));
}

/* "Dead x3 (side Red) in 0404", "Pennant (colour Blue) with r1 in
 * 0107", "... with w2 in 0603+0503" */
static void
describe(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	const struct marker_kind *mk = &gd->marker_kinds[N("kind")];
	int i, val[MARKER_MAX_ATTRS], unit = ruling_get(s, "unit", -1);

	for (i = 0; i < mk->nattrs; i++)
		val[i] = ruling_nth(s, "val", i);
	marker_describe_values(gd, mk, val, b);
	if (unit >= 0)
		buf_printf(b, " with %s", gd->units[unit].id);
	switch (N("gone")) {
	case MARKER_GONE_ELIMINATED:
		buf_puts(b, " (eliminated)");
		return;
	case MARKER_GONE_OFF_MAP:
		buf_puts(b, " (off the map)");
		return;
	}
	buf_printf(b, " in %s", grid_hex_str(&gd->grid, at(s, 0)));
	if (ruling_count(s, "col2") > 0)
		buf_printf(b, "+%s", grid_hex_str(&gd->grid, at(s, 1)));
}

int
narrate_marker(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	const char *verb;

	switch (s->concept) {
	case RS_MARKER_PLACED:
		verb = "placed";
		break;
	case RS_MARKER_MOVED:
		verb = "moved";
		break;
	case RS_MARKER_REMOVED:
		verb = "removed";
		break;
	case RS_MARKER_CHANGED:
		verb = "changed";
		break;
	case RS_MARKER_JOINS:
		if (ruling_count(s, "from_id") > 0) {
			label(gd, s, "from_id", b);
			buf_puts(b, " moves and joins ");
		} else
			buf_printf(b, "%s x%d joins ", gd->marker_kinds[
			    N("kind")].name, N("joined"));
		label(gd, s, "id", b);
		buf_puts(b, ": ");
		describe(gd, s, b);
		buf_puts(b, "\n");
		return 1;
	default:
		return 0;
	}
	buf_printf(b, "%s ", verb);
	label(gd, s, "id", b);
	buf_puts(b, ": ");
	describe(gd, s, b);
	buf_puts(b, "\n");
	return 1;
}

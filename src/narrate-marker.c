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
	const struct marker_attr *a;
	int i, n = 0, v, unit = ruling_get(s, "unit", -1);

	buf_puts(b, mk->name);
	if (mk->sum >= 0)
		buf_printf(b, " x%d", ruling_nth(s, "val", mk->sum));
	for (i = 0; i < mk->nattrs; i++) {
		a = &mk->attrs[i];
		v = ruling_nth(s, "val", i);
		if (i == mk->sum || ((a->type == MARKER_FACTION ||
		    a->type == MARKER_DIRECTION) && v == MARKER_NONE))
			continue;
		buf_printf(b, "%s%s ", n++ == 0 ? " (" : ", ", a->name);
		switch (a->type) {
		case MARKER_NUMBER:
			buf_printf(b, "%d", v);
			break;
		case MARKER_FACTION:
			buf_puts(b, gd->factions[v].name);
			break;
		case MARKER_DIRECTION:
			buf_puts(b, hex_dir_name(&gd->grid, v));
			break;
		default:
			buf_puts(b, a->choices[v]);
		}
	}
	if (n > 0)
		buf_puts(b, ")");
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

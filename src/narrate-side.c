/* narrate-side: two-sided counters (sides.h; ruling.h RS_SIDE_FLIPPED,
 * RS_REFUSE_SIDE_*, built by sides.c) as the players read them: "s1
 * turns to its charge side: melee 8, mp 2 (§17.11)", "e1 cannot flip: a
 * Foot counter has one side"; and the side a counter is up, for `units`
 * and `show`.  The values are the game data's, read again for the side
 * the record names. */
#include "narrate.h"
#include "narrate-int.h"

#include "gamedata.h"
#include "ruling.h"
#include "sides.h"

#define N(n)	ruling_get(s, (n), 0)

/* " (§17.11)", or nothing for a ruling that cites no section */
static void
cite(const struct ruling_step *s, struct buf *b)
{
	if (s->section != NULL)
		buf_printf(b, " (§%s)", s->section);
}

/* ": melee 8, mp 2", the values in which the sides differ, or nothing */
static void
values(const struct gamedata *gd, int unit, int side, struct buf *b)
{
	struct buf v;

	buf_init(&v);
	sides_values(gd, unit, side, &v);
	if (v.len > 0)
		buf_printf(b, ": %s", v.s);
	buf_free(&v);
}

int
narrate_side(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	int unit = N("unit"), side = N("side");

	switch (s->concept) {
	case RS_SIDE_FLIPPED:
		buf_printf(b, "%s turns to its %s side", ruling_w(s, 0),
		    sides_name(gd, unit, side));
		values(gd, unit, side, b);
		break;
	case RS_REFUSE_SIDE_ONE:
		buf_printf(b, "%s cannot flip: a %s counter has one side",
		    ruling_w(s, 0), ruling_w(s, 2));
		break;
	case RS_REFUSE_SIDE_UNKNOWN:
		buf_printf(b, "%s cannot flip: its sides are %s and %s, not "
		    "\"%s\"", ruling_w(s, 0), sides_name(gd, unit, 0),
		    sides_name(gd, unit, 1), ruling_w(s, 2));
		break;
	case RS_REFUSE_SIDE_ALREADY:
		buf_printf(b, "%s cannot flip: it is on its %s side already",
		    ruling_w(s, 0), sides_name(gd, unit, side));
		break;
	case RS_REFUSE_SIDE_GONE:
		buf_printf(b, "%s cannot flip: it is eliminated",
		    ruling_w(s, 0));
		break;
	default:
		return 0;
	}
	cite(s, b);
	/* a flip is said on a line of its own; a refusal is an order's
	   cause, the line the shell ends */
	if (s->concept == RS_SIDE_FLIPPED)
		buf_puts(b, "\n");
	return 1;
}

void
narrate_side_of(const struct state *st, int unit, struct buf *b)
{
	int side = st->u[unit].side;
	struct buf v;

	if (sides_count(st->gd, unit) < 2)
		return;
	buf_init(&v);
	sides_values(st->gd, unit, side, &v);
	buf_printf(b, " (%s side%s%s)", sides_name(st->gd, unit, side),
	    v.len > 0 ? ": " : "", v.len > 0 ? v.s : "");
	buf_free(&v);
}

void
narrate_side_card(const struct state *st, int unit, struct buf *b)
{
	const struct gamedata *gd = st->gd;
	int side = st->u[unit].side;

	if (sides_count(gd, unit) < 2)
		return;
	buf_printf(b, "  side: %s (its %s; %s side", sides_name(gd, unit, side),
	    side ? "back" : "front", sides_name(gd, unit, !side));
	values(gd, unit, !side, b);
	buf_puts(b, ")\n");
}

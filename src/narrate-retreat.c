/* narrate-retreat: the steps of retreats, routs and rallies (ruling.h:
 * RS_RETREAT .. RS_STAYS_ROUTED) as the players read them.  The
 * producers are retreat.c, retreat-priority-chain.c, rout-to-edge.c and
 * morale.c (morale_fail, morale_rally); units and factions are the
 * step's words, hexes and directions its numbers, read on the game's
 * grid. */
#include "narrate-int.h"

#include <stdio.h>
#include <string.h>

#include "gamedata.h"
#include "narrate.h"
#include "retreat.h"
#include "ruling.h"

#define N(n)	ruling_get(s, (n), 0)
#define S	sec(s->section)
#define WD(i)	ruling_w(s, (i))

/* A rout's hex (the step's "col", "row"), and for a unit on two hexes
 * the second beside it ("col2", "row2"): "0407+0508", as `units` shows
 * a pair and a retreat names its ways. */
static void
put_hexes(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	buf_puts(b, narrate_hex_of(gd, s, "col", "row"));
	if (ruling_count(s, "col2") > 0)
		buf_printf(b, "+%s", narrate_hex_of(gd, s, "col2", "row2"));
}

static const char *
way_text(int way)
{
	switch (way) {
	case RETREAT_WAY_CLEAR:
		return "out of the enemy's zones of control";
	case RETREAT_WAY_PUSH:
		return "out of the enemy's zones, pushing a friend back";
	case RETREAT_WAY_PUSH_ZOC:
		return "into an enemy zone, pushing a friend back";
	default:
		return "into an enemy zone of control, alone";
	}
}

/* "X retreats to H (§S: why)", H both hexes of a unit on two: the
 * priority, then who took the hex of several of it. */
static void
retreat_line(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	const char *label[HEX_DIRS], *which;
	char names[HEX_DIRS][48];
	int i, n = ruling_count(s, "col"), two = ruling_count(s, "col2") == n;

	buf_printf(b, "%s retreats to %s", WD(0),
	    narrate_hex_of(gd, s, "to_col", "to_row"));
	/* a unit on two hexes: both, as `units` shows them */
	if (ruling_count(s, "to2_col") > 0)
		buf_printf(b, "+%s", narrate_hex_of(gd, s, "to2_col", "to2_row"));
	buf_printf(b, " (§%s: %s", S, way_text(N("way")));
	which = N("furthest") ? "one furthest from the enemy" :
	    "first clockwise from its own map edge";
	switch (N("pick")) {
	case RETREAT_PICK_HERALD:
		for (i = 0; i < n && i < HEX_DIRS; i++) {
			snprintf(names[i], sizeof names[i], "%s",
			    grid_hex_str(&gd->grid, (struct hex){
			    ruling_nth(s, "col", i), ruling_nth(s, "row", i) }));
			/* a unit on two hexes: both hexes of each way */
			if (two)
				snprintf(names[i] + strlen(names[i]),
				    sizeof names[i] - strlen(names[i]), "+%s",
				    grid_hex_str(&gd->grid, (struct hex){
				    ruling_nth(s, "col2", i),
				    ruling_nth(s, "row2", i) }));
			label[i] = names[i];
		}
		buf_puts(b, "; of ");
		buf_join(b, label, i, "and");
		buf_printf(b, " herald takes the %s", which);
		break;
	case RETREAT_PICK_CHOSEN:
		buf_printf(b, "; %s's choice", WD(1));
		break;
	case RETREAT_PICK_NOT_ASKED:
		buf_printf(b, "; herald picks for %s, who was not asked: the %s",
		    WD(1), which);
		break;
	}
	buf_puts(b, ")\n");
}

int
narrate_retreat(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	switch (s->concept) {
	case RS_RETREAT:
		retreat_line(gd, s, b);
		break;
	case RS_RETREAT_OFF_MAP:
		buf_printf(b, "%s can retreat only off the map (§%s)\n", WD(0),
		    S);
		break;
	case RS_RETREAT_BARRED:
		buf_printf(b, "%s cannot retreat: every way is barred or held "
		    "by the enemy (§%s)\n", WD(0), S);
		break;
	case RS_PUSHED_BACK:
		buf_printf(b, "%s is pushed back (§%s)\n", WD(0), S);
		break;
	case RS_NO_ROOM:
		buf_printf(b, "%s cannot make room; %s loses a step instead "
		    "(§%s)\n", WD(0), WD(1), S);
		break;
	case RS_GOES_WITH:
		buf_printf(b, "%s goes with %s (§%s)\n", WD(0), WD(1), S);
		break;
	case RS_ROUTED:
		buf_printf(b, "%s is routed (§%s, §%s)\n", WD(0), S, WD(1));
		break;
	case RS_ROUT:
		buf_printf(b, "%s routs toward the %s edge (§%s):", WD(0),
		    hex_dir_name(&gd->grid, N("edge")), S);
		break;
	case RS_ROUT_HEX:
		buf_puts(b, " ");
		put_hexes(gd, s, b);
		break;
	case RS_ROUT_END:
		buf_puts(b, N("off") ? " and off the map\n" : "\n");
		break;
	case RS_ROUT_HALF:
		buf_puts(b, "  ");
		put_hexes(gd, s, b);
		buf_printf(b, " is half a hex nearer the %s edge: closer, "
		    "in herald's reading of §%s (see doc/reconstructions.md)\n",
		    hex_dir_name(&gd->grid, N("edge")), S);
		break;
	case RS_ROUT_STAYS:
		buf_printf(b, "%s cannot move any closer to the %s edge and "
		    "stays in ", WD(0), hex_dir_name(&gd->grid, N("edge")));
		put_hexes(gd, s, b);
		buf_printf(b, " (§%s)\n", S);
		break;
	case RS_RALLIES:
		buf_printf(b, "%s rallies and faces %s (§%s)\n", WD(0),
		    hex_dir_name(&gd->grid, N("facing")), S);
		break;
	case RS_STAYS_ROUTED:
		buf_printf(b, "%s stays routed (§%s)\n", WD(0), S);
		break;
	default:
		return 0;
	}
	return 1;
}

void
narrate_unit_step(const struct gamedata *gd, int concept, const char *section,
    int unit, const char *word, int facing, struct buf *out)
{
	struct ruling r;
	struct ruling_step *s;

	if (out->quiet)
		return;
	ruling_init(&r);
	s = ruling_add(&r, (enum ruling_concept)concept, gd->id, section);
	ruling_word(s, gd->units[unit].id);
	if (word != NULL)
		ruling_word(s, word);
	if (facing >= 0)
		ruling_num(s, "facing", facing);
	narrate_ruling(gd, &r, out);
	ruling_free(&r);
}

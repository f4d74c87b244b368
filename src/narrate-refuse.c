/* narrate-refuse: the refusals of a move and of an attack or fire
 * (ruling.h: RS_REFUSE_STEP .. RS_REFUSE_LOSSES_STEPS) as the players read
 * them, and narrate_refusal, which makes them the cause an order is
 * refused with and keeps them for `why` (ruling_refused_keep).  The
 * producers are move.c and combat-odds.c; a refusal at a step of the
 * path begins with the step ("step 2 (1214 to 1215): "), its hexes as
 * numbers.  Terrain and stacking (enter.c, board.c) and the markers'
 * orders (marker.c, RS_REFUSE_MARKER_*) build records their callers
 * render here; what the markers refuse a move with is still their own
 * words (RS_REFUSE_STEP's word). */
#include "narrate.h"
#include "narrate-int.h"

#include <stdio.h>

#include "allowance.h"
#include "board.h"
#include "footprint.h"
#include "gamewords.h"
#include "ruling.h"

#define N(n)	ruling_get(s, (n), 0)
#define S	sec(s->section)
#define WD(i)	ruling_w(s, (i))
#define P(n)	allowance_points(N(n))

#define TO	narrate_hex_of(gd, s, "to_col", "to_row")
#define FROM	narrate_hex_of(gd, s, "from_col", "from_row")
#define HEX	narrate_hex_of(gd, s, "col", "row")
#define HEX2	narrate_hex_of(gd, s, "col2", "row2")

/* The refusals of an attack or fire (combat-odds.c: word 0 the
 * attacker, word 1 the defender), of the advance after combat
 * (advance.c: word 0 the unit, "col", "row" the hex), and of step
 * losses shared out (losses.c). */
static int
refuse_combat(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	int t, n = 0;

	switch (s->concept) {
	case RS_REFUSE_NO_COMBAT:
		buf_printf(b, "%s has no combat rules", WD(0));
		break;
	case RS_REFUSE_NO_ATTACKER:
		buf_puts(b, "expected at least one attacker");
		break;
	case RS_REFUSE_GONE:
		buf_printf(b, "%s %s", WD(0), N("eliminated") ? "has been "
		    "eliminated" : "is not on the map");
		break;
	case RS_REFUSE_STANDS_WITH:
		buf_printf(b, "%s stands with %s: attack %s or the hex %s; "
		    "%s (§%s)", WD(0), WD(1), WD(1), narrate_hex_of(gd, s, "col",
		    "row"), N("baggage") ? "the unit guarding baggage adds "
		    "its strength to it" : "a commander shares his unit's "
		    "fate", S);
		break;
	case RS_REFUSE_DEFENDED:
		buf_printf(b, "%s has already been attacked this phase; a "
		    "unit is attacked at most once a phase (§%s)", WD(0), S);
		break;
	case RS_REFUSE_NAMED_TWICE:
		buf_printf(b, "%s is named twice", WD(0));
		break;
	case RS_REFUSE_SAME_SIDE:
		buf_printf(b, "%s and %s are on the same side", WD(0), WD(1));
		break;
	case RS_REFUSE_ROUTED_ATTACK:
		buf_printf(b, "%s is routed and cannot attack (§%s)", WD(0),
		    S);
		break;
	case RS_REFUSE_ATTACKED:
		buf_printf(b, "%s has already attacked this %s; a unit "
		    "attacks once a %s (§%s)", WD(0), N("per_phase") ?
		    "phase" : "turn", N("per_phase") ? "phase" : "turn", S);
		break;
	case RS_REFUSE_BARRIER:
		buf_printf(b, "%s and %s have the %s between them, which no "
		    "unit crosses: no %s across it (§%s)", WD(0), WD(1),
		    WD(2), gamewords_get(gd, W_HAND_TO_HAND), S);
		break;
	case RS_REFUSE_NOT_ADJACENT:
		buf_printf(b, "%s is not next to %s; %s attackers must be "
		    "adjacent to the defender (§%s)", WD(0), WD(1),
		    gamewords_get(gd, W_MELEE), S);
		break;
	case RS_REFUSE_NOT_IN_FRONT:
		buf_printf(b, "%s is not in one of %s's front hexes for "
		    "combat (§%s)", WD(1), WD(0), S);
		break;
	case RS_REFUSE_NO_COMBINE:
		buf_printf(b, "%s do not combine their fire: %s (§%s)",
		    gamewords_get(gd, W_MISSILE_UNITS),
		    gamewords_get(gd, W_ONE_AGAINST_ONE), S);
		break;
	case RS_REFUSE_NOT_MISSILE:
		buf_printf(b, "%s is %s; only ", WD(0),
		    gd->types[N("type")].name);
		for (t = 0; t < gd->ntypes; t++)
			if ((unsigned)N("types") & (1u << t))	/* a mask */
				buf_printf(b, "%s%s", n++ ? ", " : "",
				    gd->types[t].name);
		buf_printf(b, "%s fire missiles (§%s)", n ? "" : "none", S);
		break;
	case RS_REFUSE_RANGE:
		buf_printf(b, "%s is %d hexes from %s; %s's range is %d "
		    "(§%s)", WD(1), N("range"), WD(0), WD(0), N("max"), S);
		break;
	case RS_REFUSE_FIRE_ADJACENT:
		buf_printf(b, "%s is next to %s: that is %s, an attack, not "
		    "fire (§%s)", WD(0), WD(1), gamewords_get(gd, W_HAND_TO_HAND),
		    S);
		break;
	case RS_REFUSE_FIRE_ENGAGED:
		buf_printf(b, "%s is next to an enemy combat unit and may not "
		    "fire at range (§%s)", WD(0), S);
		break;
	case RS_REFUSE_FIRE_FRONT:
		buf_printf(b, "%s is not in front of %s; a unit attacks only "
		    "over its front hexsides (§%s)", WD(1), WD(0), S);
		break;
	case RS_REFUSE_NO_LOS:
		buf_printf(b, "%s has no line of sight to %s: blocked by %s",
		    WD(0), WD(1), narrate_hex_of(gd, s, "col", "row"));
		if (N("pair"))
			buf_printf(b, "|%s", narrate_hex_of(gd, s, "col2", "row2"));
		buf_printf(b, " (§%s)", S);
		break;
	case RS_REFUSE_BELOW_ODDS:
		buf_printf(b, "%d against %d is below %s, the lowest odds of "
		    "the table: no attack is possible (§%s)", N("af"),
		    N("df"), WD(0), S);
		break;
	case RS_REFUSE_ADVANCE_COUNTER:
		buf_printf(b, "no advance into %s after a counter-attack ("
		    "herald's reading: §%s allows an advance only after an "
		    "attack, not a counter-attack; see doc/reconstructions.md)",
		    HEX, S);
		break;
	case RS_REFUSE_ADVANCE_NONE:
		buf_printf(b, "no hex is open for an advance: only right after "
		    "a %s that emptied the defender's hex",
		    gamewords_get(gd, W_MELEE));
		if (s->section != NULL)	/* a game with no advance rule */
			buf_printf(b, " (§%s)", S);
		break;
	case RS_REFUSE_ADVANCE_NOT_IN:
		buf_printf(b, "%s did not take part in the attack on %s",
		    WD(0), HEX);
		break;
	case RS_REFUSE_ADVANCE_NOT_NEXT:
		buf_printf(b, "%s is not next to %s: only an adjacent unit "
		    "advances (§%s)", WD(0), HEX, S);
		break;
	case RS_REFUSE_ADVANCE_ACROSS:
		buf_printf(b, "%s cannot advance across the %s into %s (§%s)",
		    WD(0), WD(1), HEX, S);
		break;
	case RS_REFUSE_LOSSES_NONE:
		buf_puts(b, "no step losses wait to be shared out");
		break;
	case RS_REFUSE_LOSSES_COUNT:
		buf_printf(b, "expected %d unit%s to lose a step each (name a "
		    "unit twice to take two from it): as many of the %d losses "
		    "as the side can take (§%s)", N("can"), N("can") == 1 ?
		    "" : "s", N("amount"), S);
		break;
	case RS_REFUSE_LOSSES_NOT_IN:
		buf_printf(b, "%s did not take part in the combat", WD(0));
		break;
	case RS_REFUSE_LOSSES_STEPS:
		buf_printf(b, "%s has not %d steps to lose", WD(0), N("want"));
		break;
	case RS_REFUSE_BAGGAGE_ATTACKS:
		buf_printf(b, "%s is %s and cannot attack (§%s)", WD(0),
		    gamewords_get(gd, W_BAGGAGE), S);
		break;
	case RS_REFUSE_BAGGAGE_AT_RANGE:
		buf_printf(b, "%s %s %s, which is attacked only %s (§%s)",
		    WD(1), N("with") ? "stands with" : "is", gamewords_get(gd,
		    W_BAGGAGE), gamewords_get(gd, W_HAND_TO_HAND), S);
		break;
	case RS_REFUSE_COMMANDER_ATTACKS:
		if (N("alone"))
			buf_printf(b, "%s is a commander and cannot fight "
			    "alone (§%s)", WD(0), S);
		else
			buf_printf(b, "%s is a commander and adds his strength "
			    "to %s, whom he stands with: name %s (§%s)", WD(0),
			    WD(1), WD(1), S);
		break;
	case RS_REFUSE_MISSILE_ALONE:
		buf_printf(b, "%d against %d counts as %s: a missile unit on "
		    "its own attacks %s only at odds better than %d/%d (§%s)",
		    N("af"), N("df"), WD(0), gamewords_get(gd, W_HAND_TO_HAND),
		    N("att"), N("def"), S);
		break;
	default:
		return 0;
	}
	return 1;
}

/* The refusals of a marker's order (marker.c; word 0 the kind, the
 * marker or the place, unless said). */
static int
refuse_marker(const struct ruling_step *s, struct buf *b)
{
	int n = N("count");

	switch (s->concept) {
	case RS_REFUSE_MARKER_ON_UNIT:
		buf_printf(b, "a %s marker goes with a unit, not in a hex "
		    "(expected a unit's id)", WD(0));
		break;
	case RS_REFUSE_MARKER_OFF_MAP:
		buf_printf(b, "%s is not on the map (expected a hex of the "
		    "map)", WD(0));
		break;
	case RS_REFUSE_MARKER_IN_HEX:
		buf_printf(b, "a %s marker stands in a hex (expected a hex, "
		    "such as %s; \"%s\" is not one)", WD(0), WD(2), WD(1));
		break;
	case RS_REFUSE_MARKER_UNIT_GONE:
		buf_printf(b, "%s is not on the map (a marker goes with a "
		    "unit on the map)", WD(0));
		break;
	case RS_REFUSE_MARKER_NEEDS:
		buf_printf(b, "a %s marker needs %s=VALUE (its %s)", WD(0),
		    WD(1), WD(2));
		break;
	case RS_REFUSE_MARKER_MERGE_MAX:
		buf_printf(b, "%s would merge into %s to make %d, and %d is "
		    "the most (%s)", WD(0), WD(1), N("make"), N("max"), WD(2));
		break;
	case RS_REFUSE_MARKER_ROOM:
		buf_printf(b, "%s already holds %d %s marker%s, and %d may be "
		    "there", WD(0), n, WD(1), n == 1 ? "" : "s", N("max"));
		if (s->section != NULL)
			buf_printf(b, " (§%s)", s->section);
		break;
	case RS_REFUSE_MARKER_FULL:
		buf_printf(b, "the board holds %d markers, the most herald "
		    "keeps", n);
		break;
	case RS_REFUSE_MARKER_THERE:
		buf_printf(b, "%s is already there", WD(0));
		break;
	case RS_REFUSE_MARKER_ONE_WITH:
		buf_printf(b, "%s would then be one with %s (move or place "
		    "markers to merge them)", WD(0), WD(1));
		break;
	default:
		return 0;
	}
	return 1;
}

/* The sequence of play's and the session's own refusals (sequence.c,
 * session.c). */
static int
refuse_sequence(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	const struct phase *q;
	int i, w;

	if (s->concept == RS_REFUSE_GAME_OVER) {
		w = ruling_get(s, "winner", -1);
		if (w >= 0 && w < gd->nfactions)
			buf_printf(b, "the game is over: %s won: %s",
			    gd->factions[w].army, WD(0));
		else if (*WD(0) != '\0')
			buf_printf(b, "the game is over: a draw: %s", WD(0));
		else
			buf_puts(b, "the game is over");
		return 1;
	}
	buf_printf(b, "%s is an order of the ", WD(0));
	for (i = 0; i < ruling_count(s, "phase"); i++) {
		w = ruling_nth(s, "phase", i);
		if (w < 0 || w >= gd->sequence.nphases)
			continue;
		q = &gd->sequence.phases[w];
		if (q->step > 0)
			buf_printf(b, "%s%s step after each impulse of the %s "
			    "phase", i == 0 ? "" : " or ", q->name,
			    gd->sequence.phases[q->first].name);
		else
			buf_printf(b, "%s%s phase", i == 0 ? "" : " or ",
			    q->name);
		if (q->section != NULL)
			buf_printf(b, " (§%s)", q->section);
	}
	buf_puts(b, "; now: ");
	return 1;
}

int
narrate_refuse(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	if (s->concept == RS_REFUSE_PHASE_ORDER ||
	    s->concept == RS_REFUSE_GAME_OVER)
		return refuse_sequence(gd, s, b);
	if (s->concept >= RS_REFUSE_MARKER_ON_UNIT &&
	    s->concept <= RS_REFUSE_MARKER_ONE_WITH)
		return refuse_marker(s, b);
	if (s->concept < RS_REFUSE_STEP || s->concept > RS_REFUSE_LOSSES_STEPS)
		return 0;
	if (s->concept >= RS_REFUSE_NO_COMBAT)
		return refuse_combat(gd, s, b);
	narrate_at_step(gd, s, b);
	switch (s->concept) {
	case RS_REFUSE_STEP:
		buf_puts(b, WD(0));
		break;
	case RS_REFUSE_HEXSIDE:
		buf_printf(b, "the %s between %s and %s cannot be crossed "
		    "(§%s)", WD(0), narrate_hex_of(gd, s, "col", "row"), TO, S);
		break;
	case RS_REFUSE_PASS_NOT_END:
		buf_printf(b, "%s is occupied by %s; it may pass over units "
		    "but not end its move on one (§%s)", TO, WD(0), S);
		break;
	case RS_REFUSE_OCCUPIED:
		buf_printf(b, "%s is occupied by %s; %s (§%s)", TO, WD(0),
		    N("friendly") ? "a unit may pass only through friendly "
		    "units" : "a unit may not enter an occupied hex, even in "
		    "passing", S);
		break;
	case RS_REFUSE_UNIT_OFF_MAP:
		buf_printf(b, "%s is not on the map", WD(0));
		break;
	case RS_REFUSE_ROUTED:
		buf_printf(b, "%s is routed and cannot move of its own "
		    "volition (§%s)", WD(0), S);
		break;
	case RS_REFUSE_FACED:
		buf_printf(b, "%s changed facing this phase, which was its "
		    "whole move (§%s)", WD(0), S);
		break;
	case RS_REFUSE_NO_PATH:
		buf_puts(b, "expected at least one hex to move into");
		break;
	case RS_REFUSE_FINISHED:
		buf_printf(b, "%s has finished its move: each unit finishes "
		    "before another moves (§%s)", WD(0), S);
		break;
	case RS_REFUSE_STOPPED_ZOC:
		buf_printf(b, "%s stopped in an enemy zone of control (§%s)",
		    WD(0), S);
		break;
	case RS_REFUSE_ALREADY_IN:
		buf_printf(b, "%s is already in %s", WD(0), FROM);
		break;
	case RS_REFUSE_NOT_NEXT:
		buf_printf(b, "%s is not next to %s; a unit moves one hex at "
		    "a time (§%s)", TO, FROM, S);
		break;
	case RS_REFUSE_HEX_OFF_MAP:
		buf_printf(b, "%s is not on the map", TO);
		break;
	case RS_REFUSE_NOT_FRONT_HEX:
		buf_printf(b, "%s is not one of the two hexes in front of %s "
		    "(facing %s); a unit moves only into its front hexes "
		    "(§%s)", TO, WD(0), footprint_facing_name(gd, N("facing")), S);
		break;
	case RS_REFUSE_NOT_FRONT:
		buf_printf(b, "%s lies beyond %s's %s hexside, not one of its "
		    "front hexsides; a unit moves only into the hexes in "
		    "front of it, without turning (§%s, §%s)", TO, WD(0),
		    hex_dir_name(&gd->grid, N("dir")), S, WD(1));
		break;
	case RS_REFUSE_POINTS:
		buf_printf(b, "entering %s costs %s %s but %s has %s of %s "
		    "left (§%s)", TO, P("cost"), WD(1), WD(0), P("left"),
		    P("mf"), S);
		break;
	case RS_REFUSE_MUST_STOP:
		buf_printf(b, "%s is in an enemy zone of control, where a "
		    "unit must stop (§%s)", TO, S);
		break;
	case RS_REFUSE_ZOC_TO_ZOC:
		buf_printf(b, "%s goes straight from one enemy zone of "
		    "control into another (§%s)", WD(0), S);
		break;
	case RS_REFUSE_TERRAIN:
		buf_printf(b, "%s is %s, which a %s unit cannot enter (%s%s)",
		    TO, WD(0), WD(1), s->section ? "§" : "table",
		    s->section ? s->section : " of terrain effects");
		break;
	case RS_REFUSE_STACK_ENEMY:
		buf_printf(b, "%s holds the enemy %s (§%s)", TO, WD(0), S);
		break;
	case RS_REFUSE_STACK_ONE:
		buf_printf(b, "%s already holds %s, and one %s may stand in "
		    "a hex (§%s)", TO, WD(0), WD(1), S);
		break;
	case RS_REFUSE_STACK_FULL:
		buf_printf(b, "%s is already occupied by %s (%s%s%s)", TO,
		    WD(0), N("one") ? "one unit per hex" : "stacking limit",
		    s->section ? ", §" : "", s->section ? s->section : "");
		break;
	case RS_REFUSE_STACK_ALONE:
		buf_printf(b, "%s may stand only with a friendly combat unit "
		    "(§%s)", WD(0), S);
		break;
	case RS_REFUSE_PAIR_NOT_FRONT:
		buf_printf(b, "%s is not in front of %s (facing %s); a unit on "
		    "two hexes moves both halves together into two of the "
		    "hexes in front of it, and pivots to go another way (§%s)",
		    TO, WD(0), footprint_facing_name(gd, N("facing")), S);
		break;
	case RS_REFUSE_PAIR_SECOND:
		buf_printf(b, "with its first half in %s its second goes to "
		    "%s, not %s (§%s)", HEX, HEX2, narrate_hex_of(gd, s, "to2_col",
		    "to2_row"), S);
		break;
	case RS_REFUSE_PAIR_POINTS:
		buf_printf(b, "entering %s+%s costs %s %s but %s has %s of %s "
		    "left (§%s)", HEX, HEX2, P("cost"), WD(1), WD(0),
		    P("left"), P("mf"), S);
		break;
	case RS_REFUSE_PAIR_MUST_STOP:
		buf_printf(b, "%s+%s is in an enemy zone of control, where a "
		    "unit must stop (§%s)", HEX, HEX2, S);
		break;
	case RS_REFUSE_NO_TURN_FROM:
		buf_printf(b, "%s has no facing to turn from", WD(0));
		break;
	case RS_REFUSE_PAIR_TURNS:
		if (N("pivot"))
			buf_printf(b, "%s stands on two hexes: it turns about "
			    "within them, to face %s, or pivots one vertex "
			    "round, to face %s (about %s) or %s (about %s) "
			    "(§%s)", WD(0), footprint_facing_name(gd, N("about")),
			    footprint_facing_name(gd, N("face")), HEX,
			    footprint_facing_name(gd, N("face2")), HEX2, S);
		else
			buf_printf(b, "%s stands on two hexes: it turns only "
			    "about within them, to face %s (§%s)", WD(0),
			    footprint_facing_name(gd, N("about")), S);
		break;
	case RS_REFUSE_PAIR_AFFORD:
		buf_printf(b, "%s costs %s %s but %s has %s of %s left (§%s)",
		    N("pivot") ? "the pivot" : "turning about", P("cost"),
		    WD(1), WD(0), P("left"), P("mf"), S);
		break;
	case RS_REFUSE_PIVOT_ONE_HEX:
		buf_printf(b, "%s stands on one hex: it turns (face) rather "
		    "than pivots", WD(0));
		break;
	case RS_REFUSE_PIVOT_FACING:
		buf_printf(b, "a pivot needs a facing toward a vertex, with a "
		    "hex in front of the centre of the unit (§%s)", S);
		break;
	case RS_REFUSE_PIVOT_ABOUT:
		buf_printf(b, "%s stands on %s+%s, not %s: a pivot turns about "
		    "one of its own hexes (§%s)", WD(0), HEX, HEX2, TO, S);
		break;
	case RS_REFUSE_PIVOT_NO_FRONT:
		buf_printf(b, "no hex in front of %s's centre", WD(0));
		break;
	case RS_REFUSE_PIVOT_ZOC:
		buf_printf(b, "%s cannot pivot about %s: it would go straight "
		    "from one enemy zone of control into another (§%s)", WD(0),
		    TO, S);
		break;
	case RS_REFUSE_PAIR_PLACE: {
		struct ruling inner;

		buf_printf(b, "%s stands on two hexes, %s and %s: ", WD(0),
		    HEX, HEX2);
		ruling_init(&inner);
		board_pair_inner(gd, s, &inner);
		narrate_refuse(gd, &inner.step[0], b);
		ruling_free(&inner);
		buf_printf(b, " (§%s)", S);
		break;
	}
	case RS_REFUSE_NO_FACING:
		buf_printf(b, "units have no facing in %s", WD(0));
		break;
	case RS_REFUSE_ROUTED_FACING:
		buf_printf(b, "%s is routed and has no facing (§%s)", WD(0),
		    S);
		break;
	case RS_REFUSE_FACE_MOVED:
		buf_printf(b, "%s has moved this phase; changing facing takes "
		    "the whole movement allowance, before or after moving "
		    "(§%s)", WD(0), S);
		break;
	case RS_REFUSE_FACES:
		buf_printf(b, "%s already faces %s", WD(0),
		    footprint_facing_name(gd, N("facing")));
		break;
	case RS_REFUSE_TURN_POINTS:
		buf_printf(b, "turning costs %s %s but %s has %s of %s left "
		    "(§%s)", P("cost"), WD(1), WD(0), P("left"), P("mf"), S);
		break;
	default:
		break;
	}
	return 1;
}

char *
narrate_refusal(const struct gamedata *gd, struct ruling *r)
{
	struct buf b;

	buf_init(&b);
	narrate_ruling(gd, r, &b);
	ruling_refused_keep(r, b.s);
	return buf_steal(&b);
}

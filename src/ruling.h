/* ruling: a ruling as data (DESIGN principle 8).  Each step of a ruling
 * is a record: the rulebook and section it applied, the concept (what
 * was compared or counted), the numbers it used, each by name, the
 * comparison and the result, and the names it read off the game's data
 * (a unit, a terrain, a modifier's text).  The mechanisms build the
 * records; narrate_ruling() (narrate.h, narrate-ruling.c) is the one
 * place that turns them into the players' text, with the game's own
 * words (gamewords.c).
 *
 * Producers converted to records: the odds-crt explanation (odds, the
 * defence and its doubling, the column, penalties, terrain, DRMs and
 * their total: combat-odds-explain.c, for `attack`, `fire` and `odds`),
 * the roll read on the CRT and its result (combat_narrate_roll, called
 * by resolve.c), morale checks of both kinds with their modifiers and
 * penalties (morale.c, morale-rating.c, morale-strength.c, for combat,
 * retreats, rallies and `odds UNIT`), and the exemption from a check
 * after combat (morale_narrate_exempt).  A modifier whose condition is
 * a hook (rulehook.c) is a DRM record like any other.  Movement (move.c,
 * move-footprint.c: each hex entered with its cost, the move's end, the
 * zone-of-control tests, facing changes, two-hex moves, turns and
 * pivots), step losses (losses.c: who shares them, the units, each step
 * lost) and elimination (board-loss.c: narrate_lose_step, narrate_eliminate,
 * with the reason as a number), rendered by narrate-move.c.  The advance
 * after combat (advance.c: offered, taken, or why no one may) and the
 * charge judged as a move ends (charge.c), rendered by
 * narrate-advance.c.  Retreats (retreat.c, retreat-priority-chain.c: the
 * hex, its priority and who picked it, a friend pushed back or unable
 * to make room, commanders going along), routs (rout-to-edge.c: each hex,
 * the half-hex reading, staying put) and the lines of a rout and a rally
 * (morale.c: morale_fail, morale_rally), rendered by narrate-retreat.c.
 * The results applied (resolve.c: the attackers a result spares,
 * baggage that takes no morale check and does not retreat, and the
 * advance and counter-attack an attack leaves open or closes), rendered
 * by narrate-resolve.c.  The sequence of play (sequence.c: seq_where,
 * seq_over, seq_ends, the stages passed over; phase-end.c: what a
 * phase leaves undone, the phase ended and begun, automatic phases,
 * the game's end), a unit placed (place.c), and the referee's
 * `remove` and `dice` (referee.c), rendered by narrate-phase.c.  The
 * markers' orders, placed, moved, changed, removed or merged (marker.c:
 * marker_place_rec, marker_move, marker_set, marker_remove, for
 * `marker` and herald::marker; below narrate among the modules, their
 * callers render them), rendered by narrate-marker.c.  Refusals
 * (RS_REFUSE_*): of a move, a facing change, a turn or a pivot (move.c,
 * move-footprint.c), of an attack or fire and its odds (combat-odds.c:
 * combat_check, fire_check, combat_odds; baggage.c and commanders.c,
 * the attackers baggage and commanders may not be), of an advance
 * (advance.c) and of losses shared out (losses.c), with what terrain
 * and stacking refuse (enter.c
 * enter_hex_rec, board.c board_stand_rec, board_place_rec: below
 * narrate among the modules, their callers render them), rendered as
 * the order's cause by narrate-refuse.c (narrate_refusal) and kept for
 * `why` (ruling_refused_keep, session.c).  So are a marker's order
 * refused (marker.c, RS_REFUSE_MARKER_*; rendered by cmd-marker.c and
 * hookmarker.c), an order of another phase (sequence.c
 * seq_check_order_rec) and the game over (session.c).  A two-sided
 * counter's flip and its refusals (sides.c: `flip`, herald::flip) are
 * records from the start, rendered by narrate-side.c.
 *
 * Still building text directly (to convert next, same pattern):
 *   - refusals (`char **cause`) elsewhere: what the markers refuse
 *     with that other modules word (marker.c: a kind, a marker, a hex
 *     or unit not found, an attribute's value; a move carries their
 *     words in an RS_REFUSE_STEP; the rest are RS_REFUSE_MARKER_*,
 *     with marker_refusal_words for the set-up at load), and the
 *     shell's (arguments, dice typed in); the order of another phase
 *     (RS_REFUSE_PHASE_ORDER) is rendered but not yet kept for `why`
 *     (session.c);
 *     board_place gives its records in words for board_setup (a
 *     set-up refused at load), and enter_hex and board_can_stand
 *     theirs for the unit tests (enter_words, board.c);
 *   - the reasons hooks give narrate_eliminate (ELIM_GIVEN: a word of
 *     text, where every reason herald gives is a number);
 *   - a hook's own narration (herald::narrate: text by definition);
 *   - chances.c (the `odds` and `chances` tables of probabilities);
 *   - an end brought nearer by an event a hook raises (seq_raise),
 *     and the dice shown as they are rolled: a roll has its record
 *     (RS_ROLL, ruling_roll, rendered by narrate-dice.c), but the CRT's
 *     and the morale checks' steps still carry it as a word
 *     (combat-odds-explain.c, morale.c), as do herald::roll and
 *     `roll` (hookcmd.c, cmd-roll.c);
 *   - the answers that list the markers (`marker`, `show`:
 *     markershow.c marker_describe, which says a marker as
 *     narrate-marker.c does).
 *
 * An order's whole narration is kept as records (struct buf's keep,
 * narrate_ruling, narrate_keep_text): the steps rendered, in order,
 * with what was said as plain text between them as RS_TEXT steps.  The
 * session keeps the last order's (session.h, why_rec) and `why` is
 * those records rendered after the order's line, `why N` the records
 * of the order done again (replay.c); the transcript tests check each
 * order's records render as what it said (HERALD_CHECK_RECORDS). */
#ifndef HERALD_RULING_H
#define HERALD_RULING_H

#include "util.h"

#define RULING_NUMS	20
#define RULING_WORDS	6	/* a pivot names five */

/* What a step is about; narrate_ruling() has one rendering for each. */
enum ruling_concept {
	RS_ODDS_ATTACK,		/* AF: the attackers' strengths and what
				   was added or taken off */
	RS_ODDS_DEFENCE,	/* DF: routed, multiplied by terrain */
	RS_ODDS_COLUMN,		/* the ratio and its CRT column */
	RS_ODDS_BELOW,		/* below the lowest column */
	RS_OFF_FRONT,		/* doubled over the front, off the stakes */
	RS_NOT_DOUBLED,		/* a multiplier that did not apply */
	RS_MISSILE_PENALTY,	/* missile units in mêlée */
	RS_FIRE_PENALTY,	/* a scenario's penalty to fire at range */
	RS_DEFENDER_PENALTY,	/* a missile unit defending hand to hand */
	RS_CHARGE,		/* charge strength */
	RS_BAGGAGE_ADDS,	/* baggage with the defender */
	RS_BAGGAGE_DEFENDS,	/* baggage alone */
	RS_COMMANDERS,		/* commanders add strength */
	RS_TERRAIN_SHIFT,	/* terrain shifts the column */
	RS_TERRAIN_DRM,		/* terrain modifies the die */
	RS_MODIFIER_SHIFT,	/* a modifier shifts the column */
	RS_RANGE,		/* missile range */
	RS_DRM_NONE,		/* no die roll modifier */
	RS_DRM,			/* one die roll modifier */
	RS_DRM_TOTAL,		/* their total */
	RS_CRT_ROLL,		/* the roll read on the table */
	RS_MORALE_RATING,	/* roll + DRM against a rating */
	RS_MORALE_STRENGTH,	/* roll against strength + modifiers */
	RS_MORALE_MOD,		/* one modifier of a morale check */
	RS_MORALE_EXEMPT,	/* spared a check after combat */
	/* retreat, rout and rally (retreat*.c, rout*.c, rally; rendered
	   by narrate-retreat.c) */
	RS_RETREAT,		/* a unit retreats to a hex: its priority
				   (RETREAT_WAY_*) and who picked it */
	RS_RETREAT_OFF_MAP,	/* its only way is off the map */
	RS_RETREAT_BARRED,	/* every way barred or held */
	RS_PUSHED_BACK,		/* a friend gives way to it */
	RS_NO_ROOM,		/* the friend could not: a step instead */
	RS_GOES_WITH,		/* a commander goes with its unit */
	RS_ROUTED,		/* a unit in good order routs */
	RS_ROUT,		/* its rout toward its edge begins ... */
	RS_ROUT_HEX,		/* ... enters a hex ... */
	RS_ROUT_END,		/* ... and ends, perhaps off the map */
	RS_ROUT_HALF,		/* a hex half a hex nearer: the reading */
	RS_ROUT_STAYS,		/* it can come no nearer its edge (the
				   rout's hexes "col", "row", + "col2",
				   "row2" for a unit on two hexes) */
	RS_RALLIES,		/* a routed unit rallies, and its facing */
	RS_STAYS_ROUTED,	/* the rally failed */
	/* movement, step losses and elimination (move*.c, losses.c,
	   board-loss.c; rendered by narrate-move.c) */
	RS_MOVE_HEX,		/* one hex entered: its terrain and cost
				   (silent: the move's line gives the sum) */
	RS_MOVE,		/* a move ended: where, the points spent */
	RS_MOVE_ZOC_COMMANDER,	/* a commander leaves a zone of control
				   into another without a test */
	RS_MOVE_ZOC_ESCAPE,	/* the same after a morale test: result
				   MORALE_PASS, _RETREAT or _LOSS */
	RS_FACE,		/* a facing change, its price */
	RS_FOOT_MOVE,		/* a unit on two hexes moves ... */
	RS_FOOT_ABOUT,		/* ... turns about within its hexes ... */
	RS_FOOT_PIVOT,		/* ... or pivots about one */
	RS_MOVE_SPENT,		/* "3 of 6 MF spent, §5)": closes the three */
	RS_STEP_LOST,		/* a unit turns to its reduced side */
	RS_ELIMINATED,		/* a unit out of play, and why (ELIM_*) */
	RS_LOSSES_SHARE,	/* a side's losses to share out, by whom */
	RS_LOSSES_UNIT,		/* one unit they may fall on */
	RS_LOSSES_RULE,		/* how they are shared */
	/* advance and charge (advance.c, charge.c; rendered by
	   narrate-advance.c) */
	RS_ADVANCE,		/* a unit advances into a hex */
	RS_ADVANCE_OPEN,	/* an emptied hex offered: to the attackers
				   ("unit" numbers), result 1 the defender */
	RS_ADVANCE_NONE,	/* an emptied hex no one takes: ADV_NONE_* */
	RS_CHARGE_ADVANCE,	/* a charger must advance (result 0) or
				   cannot (1) */
	RS_CHARGE_MOVE,		/* a charge judged as a move ends:
				   CHARGE_MOVE_* */
	/* baggage, commanders and the results applied (resolve.c) */
	RS_SPARED_AT_RANGE,	/* attackers that fired from range are
				   spared a result against them */
	RS_BAGGAGE_NO_MORALE,	/* a morale check means nothing to it */
	RS_BAGGAGE_STAYS,	/* a failed check's retreat: it stands
				   with its baggage */
	RS_BAGGAGE_NO_RETREAT,	/* a result's retreat: baggage, or with
				   it ("baggage" 1 or 0) */
	RS_ADVANCE_PASSED,	/* the next combat ends an open advance */
	RS_COUNTER_PASSED,	/* ... and an open counter-attack */
	RS_COUNTER_BARRED,	/* attacked over a flank or the rear */
	RS_COUNTER_OPEN,	/* the defender may counter-attack (the
				   attackers' list follows) */
	/* the sequence of play and the set-up (sequence.c, phase-end.c,
	   session.c, place.c; rendered by narrate-phase.c): where the
	   game stands is
	   the numbers "turn", "of" (its last turn), "impulse" and
	   "impulses", "over" (PHASE_OVER_*) and the words side, phase,
	   step side, step (or the winner's army, the event) */
	RS_PHASE_WHERE,		/* where the game stands (status) */
	RS_PHASE_ENDED,		/* "ended: " where it stood */
	RS_PHASE_NOW,		/* "now: " where it stands */
	RS_PHASE_SKIPPED,	/* a stage not due this turn: "every",
				   "from" */
	RS_PHASE_AUTOMATIC,	/* a phase herald plays itself */
	RS_PHASE_NOTE,		/* the phase's note (word 0, the data's
				   text: a rule not refereed yet) */
	RS_GAME_OVER,		/* the last turn ended: "over" EARLY when
				   an event brought the end ("after" turns) */
	RS_GAME_END_AFTER,	/* an end "after" turns after an event: the
				   turn it "came" (0: not yet), the "last" */
	RS_VICTORY,		/* the level of victory by points reached at
				   the end (victory.c): "first", "second"
				   points, "hundredths", "level", "reading",
				   "truncated" (rendered by
				   narrate-victory.c) */
	RS_LEFT_UNDONE,		/* what the phase leaves undone: "what"
				   (LEFT_*), "count", a hex or a unit */
	RS_OVER_CLOSES,		/* the game's end closes an open advance
				   or counter-attack */
	RS_PLACED,		/* a unit placed: where, as its position */
	/* the referee's corrections and the dice (referee.c; rendered by
	   narrate-phase.c) */
	RS_REMOVED,		/* a unit taken off the map: word 0 its id,
				   word 1 its name, from "col", "row" */
	RS_DICE_SET,		/* who rolls from now: "manual" 1, the
				   players' own dice, or 0, herald's */
	/* the markers' orders (marker.c; rendered by narrate-marker.c):
	   the marker as it stands after (as it stood, removed): its
	   "kind" and "id" (its label the kind's id and the number), each
	   attribute's value, in the kind's order ("val"), the "unit" it
	   goes with (-1: none) and where: "col", "row" (+ "col2", "row2"
	   for a unit on two hexes), or "gone" MARKER_GONE_* */
	RS_MARKER_PLACED,
	RS_MARKER_MOVED,
	RS_MARKER_REMOVED,
	RS_MARKER_CHANGED,
	RS_MARKER_JOINS,	/* one placed of size "joined" merges into
				   the marker described, or ("from_id") one
				   moved does */
	/* refusals of a move (move.c; rendered as the cause by
	   narrate_refusal, narrate-refuse.c): refused at a step of the
	   path, "step" (from 1) with "from_col" .. "to_row" */
	RS_REFUSE_STEP,		/* a reason another module gave in words
				   (word 0): a marker's */
	RS_REFUSE_HEXSIDE,	/* a hexside that cannot be crossed */
	RS_REFUSE_PASS_NOT_END,	/* may pass over units, not end on one */
	RS_REFUSE_OCCUPIED,	/* an occupied hex ("friendly": the rules
				   let friends be passed) */
	RS_REFUSE_UNIT_OFF_MAP,	/* the unit is not on the map */
	RS_REFUSE_ROUTED,	/* routed units do not move */
	RS_REFUSE_FACED,	/* turning was its whole move */
	RS_REFUSE_NO_PATH,	/* no hex to move into */
	RS_REFUSE_FINISHED,	/* it has finished its move */
	RS_REFUSE_STOPPED_ZOC,	/* it stopped in an enemy zone */
	RS_REFUSE_ALREADY_IN,	/* a step into the hex it is in */
	RS_REFUSE_NOT_NEXT,	/* one hex at a time */
	RS_REFUSE_HEX_OFF_MAP,	/* a hex off the map */
	RS_REFUSE_NOT_FRONT_HEX, /* not a front hex of a vertex facing */
	RS_REFUSE_NOT_FRONT,	/* beyond a hexside not its front ("dir";
				   word 1 the front's section) */
	RS_REFUSE_POINTS,	/* "cost" more than the "left" of "mf" */
	RS_REFUSE_MUST_STOP,	/* through an enemy zone, where it stops */
	RS_REFUSE_ZOC_TO_ZOC,	/* straight from one enemy zone to another */
	/* refused by terrain and stacking (enter.c enter_hex_rec, board.c
	   board_stand_rec: the hex is "to_col", "to_row"; below narrate
	   among the modules, their callers render them) */
	RS_REFUSE_TERRAIN,	/* a terrain (word 0) the unit's type (word
				   1) cannot enter: the terrain's
				   enter_section, or its table's */
	RS_REFUSE_STACK_ENEMY,	/* the hex holds an enemy extra (word 0) */
	RS_REFUSE_STACK_ONE,	/* it holds one of the unit's extra type
				   already (word 0; word 1 the type) */
	RS_REFUSE_STACK_FULL,	/* occupied by word 0 ("one": one unit a
				   hex; else the stacking limit) */
	RS_REFUSE_STACK_ALONE,	/* an extra (word 0) only with a friendly
				   combat unit */
	RS_REFUSE_PAIR_PLACE,	/* a unit on two hexes (word 0) placed in
				   "col", "row" + "col2", "row2", the second
				   refused as RS_REFUSE_TERRAIN (words 1, 2,
				   word 3 its section if "cited") or
				   "off_map" (board.c board_place_rec) */
	/* refusals of a move on two hexes (move-footprint.c; at a step
	   "from2_col", "from2_row" name the second half's hex too) */
	RS_REFUSE_PAIR_NOT_FRONT, /* not in front of it ("facing") */
	RS_REFUSE_PAIR_SECOND,	/* the second half goes to "col2", "row2",
				   not "to2_col", "to2_row", with the first
				   in "col", "row" */
	RS_REFUSE_PAIR_POINTS,	/* entering "col", "row" + "col2", "row2"
				   costs "cost" more than the "left" of "mf"
				   (word 1 their name) */
	RS_REFUSE_PAIR_MUST_STOP, /* "col", "row" + "col2", "row2" in an
				   enemy zone, where it stops */
	/* ... and of its turns and pivots (word 0 the unit; "col", "row"
	   + "col2", "row2" its hexes; "to_col", "to_row" the hex pivoted
	   about) */
	RS_REFUSE_NO_TURN_FROM,	/* no facing to turn from */
	RS_REFUSE_PAIR_TURNS,	/* it turns about, to face "about", or
				   ("pivot" 1) pivots to "face" about its
				   first hex or "face2" about its second */
	RS_REFUSE_PAIR_AFFORD,	/* turning about (or "pivot") "cost" more
				   than the "left" of "mf" (word 1) */
	RS_REFUSE_PIVOT_ONE_HEX, /* a unit on one hex turns instead */
	RS_REFUSE_PIVOT_FACING,	/* a pivot needs a facing to a vertex */
	RS_REFUSE_PIVOT_ABOUT,	/* not about one of its own hexes */
	RS_REFUSE_PIVOT_NO_FRONT, /* no hex in front of its centre */
	RS_REFUSE_PIVOT_ZOC,	/* from one enemy zone into another */
	/* refusals of a facing change (move.c move_face): word 0 the
	   unit */
	RS_REFUSE_NO_FACING,	/* the game's units have none (word 0 its
				   title) */
	RS_REFUSE_ROUTED_FACING, /* a routed unit has no facing */
	RS_REFUSE_FACE_MOVED,	/* turning takes the whole allowance, and
				   it has moved */
	RS_REFUSE_FACES,	/* it faces "facing" already */
	RS_REFUSE_TURN_POINTS,	/* turning "cost" more than the "left" of
				   "mf" (word 1 their name) */
	/* refusals of an attack or fire (combat-odds.c combat_check,
	   fire_check, combat_odds; rendered by narrate_refusal): word 0
	   the attacker (or the unit refused), word 1 the defender, unless
	   said */
	RS_REFUSE_NO_COMBAT,	/* the game has no combat rules (word 0 its
				   title) */
	RS_REFUSE_NO_ATTACKER,	/* no attacker named */
	RS_REFUSE_GONE,		/* word 0 is not on the map, or
				   "eliminated" */
	RS_REFUSE_STANDS_WITH,	/* a defender with a unit that fights for
				   it (word 1; "col", "row"; "baggage" 1,
				   else a commander) */
	RS_REFUSE_DEFENDED,	/* attacked once a phase already (word 0) */
	RS_REFUSE_NAMED_TWICE,	/* an attacker named twice */
	RS_REFUSE_SAME_SIDE,	/* attacker and defender on one side */
	RS_REFUSE_ROUTED_ATTACK, /* a routed unit does not attack */
	RS_REFUSE_ATTACKED,	/* attacks once a phase ("per_phase" 1) or
				   a turn */
	RS_REFUSE_BARRIER,	/* a hexside no unit crosses between them
				   (word 2) */
	RS_REFUSE_NOT_ADJACENT,	/* hand to hand only next to the defender */
	RS_REFUSE_NOT_IN_FRONT,	/* the defender not in a front hex for
				   combat */
	RS_REFUSE_NO_COMBINE,	/* missile units fire one against one */
	RS_REFUSE_NOT_MISSILE,	/* its "type" is none of the "types" (a
				   mask) that fire missiles */
	RS_REFUSE_RANGE,	/* "range" beyond its "max" */
	RS_REFUSE_FIRE_ADJACENT, /* next to it: an attack, not fire */
	RS_REFUSE_FIRE_ENGAGED,	/* next to an enemy: no fire at range */
	RS_REFUSE_FIRE_FRONT,	/* the target not over its front
				   hexsides */
	RS_REFUSE_NO_LOS,	/* blocked at "col", "row" (and, "pair",
				   "col2", "row2") */
	RS_REFUSE_BELOW_ODDS,	/* "af" against "df" below the lowest
				   column (word 0) */
	RS_REFUSE_MISSILE_ALONE, /* a missile unit alone hand to hand at
				   odds (word 0, its column) not better
				   than "att"/"def" */
	/* ... and the attackers baggage and commanders may not be
	   (baggage.c, commanders.c, asked by combat_check; word 0 the
	   attacker) */
	RS_REFUSE_BAGGAGE_ATTACKS, /* baggage never attacks */
	RS_REFUSE_BAGGAGE_AT_RANGE, /* the defender (word 1) is baggage, or
				   ("with" 1) stands with it: attacked hand
				   to hand only */
	RS_REFUSE_COMMANDER_ATTACKS, /* a commander fights in the strength
				   of the unit he stands with (word 1), or
				   ("alone" 1) not at all */
	/* refusals of an advance after combat (advance.c; the hex
	   "col", "row"; word 0 the unit) */
	RS_REFUSE_ADVANCE_COUNTER, /* none after a counter-attack */
	RS_REFUSE_ADVANCE_NONE,	/* no hex is open (the section, if the
				   game has an advance rule) */
	RS_REFUSE_ADVANCE_NOT_IN, /* it took no part in the attack */
	RS_REFUSE_ADVANCE_NOT_NEXT, /* only an adjacent unit advances */
	RS_REFUSE_ADVANCE_ACROSS, /* across a hexside (word 1) that bars
				   it */
	/* refusals of step losses shared out (losses.c) */
	RS_REFUSE_LOSSES_NONE,	/* no step losses wait */
	RS_REFUSE_LOSSES_COUNT,	/* "can" units named for "amount" losses */
	RS_REFUSE_LOSSES_NOT_IN, /* word 0 took no part in the combat */
	RS_REFUSE_LOSSES_STEPS,	/* word 0 has not "want" steps to lose */
	/* refusals of a marker's order (marker.c; below narrate among
	   the modules, their callers render them: cmd-marker.c,
	   hookmarker.c; marker_refusal_words says them for the set-up) */
	RS_REFUSE_MARKER_ON_UNIT, /* a kind (word 0) that goes with a unit */
	RS_REFUSE_MARKER_OFF_MAP, /* a hex (word 0, as typed) off the map */
	RS_REFUSE_MARKER_IN_HEX, /* a kind (word 0) that stands in a hex;
				   word 1 what was typed, word 2 a hex of
				   the map */
	RS_REFUSE_MARKER_UNIT_GONE, /* its unit (word 0) is not on the map */
	RS_REFUSE_MARKER_NEEDS,	/* a kind (word 0) needs an attribute
				   (word 1, its name word 2) */
	RS_REFUSE_MARKER_MERGE_MAX, /* a kind (word 0) would merge into
				   word 1 to make "make", above "max" of
				   its attribute (word 2) */
	RS_REFUSE_MARKER_ROOM,	/* the place (word 0) holds "count" of the
				   kind (word 1), "max" may be there */
	RS_REFUSE_MARKER_FULL,	/* the board holds "count", herald's most */
	RS_REFUSE_MARKER_THERE,	/* a marker (word 0) moved where it is */
	RS_REFUSE_MARKER_ONE_WITH, /* a change would make word 0 one with
				   word 1 */
	/* the sequence of play's and the session's own (sequence.c
	   seq_check_order_rec, session.c) */
	RS_REFUSE_PHASE_ORDER,	/* word 0 an order of other phases: each
				   a "phase" (its index in the sequence),
				   the section the first's; an
				   RS_PHASE_WHERE step follows ("now") */
	RS_REFUSE_GAME_OVER,	/* the game is over: "winner" (-1: none),
				   word 0 the result */
	/* line formations and line movement (lineform.c, linemove.c;
	   rendered by narrate-line.c): word 0 the unit */
	RS_REFUSE_LINE_GAP,	/* "to_col", "to_row" the only hex next to
				   enemy combat units word 1 and word 2 */
	RS_REFUSE_LINE_THROUGH,	/* from "at_col", "at_row", next to word 1
				   and word 2, which do not touch, into
				   "to_col", "to_row", next to both */
	RS_REFUSE_LINE_PACE,	/* the impulse ends with the line of
				   "hexrow" ("by_row" 1: a row) uneven:
				   each "unit" (index) with its "mp"
				   (half points), "more" not listed; word
				   0 the points' name */
	RS_REFUSE_LINE_TURN,	/* in the line of "hexrow", it may not
				   "pivot" (1) or turn (0) */
	RS_REFUSE_LINE_NONE,	/* `hold`: it is in no line ("why"
				   LINE_NONE_*) */
	RS_REFUSE_LINE_OPEN,	/* `hold`: not blocked, "to_col", "to_row"
				   open to it */
	RS_REFUSE_LINE_POINTS,	/* `hold`: "cost" more than the "left" of
				   "mf" (word 1 their name) */
	RS_LINE_HOLD,		/* it stands blocked, spending "cost" of
				   its "mf" ("spent" now; word 1 their
				   name), in the line of "hexrow" */
	RS_LINE_RELEASED,	/* it passed "hexrow", held by the enemy:
				   free of its line from now on */
	/* elevation and contours (elevation.c, move.c, move-footprint.c,
	   charge.c; narrate-elev.c): a step from "from_col", "from_row"
	   ("from2_col", "from2_row": a pair's second half) into "to_col",
	   "to_row", at "step"; word 0 the unit, word 1 the points' name */
	RS_ELEV_UPHILL,		/* it climbs "levels": "cost" more */
	RS_ELEV_STEEP,		/* after "stood" complete impulses the
				   step of "cost" costs the whole "mf" */
	RS_ELEV_WAIT,		/* refused: "cost" above the allowance
				   "mf"; "spent" already, "stood" */
	RS_ELEV_DOWNHILL,	/* refused: charging, it may not cross a
				   contour downhill */
	/* the dice as rolled (ruling_roll; narrate-dice.c): word
	   0 the expression, "src" its roll_source, "total" with the
	   modifier, a "face" for each die shown (none: a physical total
	   only; a choice's one "face" when a player answered) */
	RS_ROLL,
	/* a chance against a number read on percentile dice (percentile.c
	   pct_chance_rec; narrate-dice.c): "pct" the chance, "rolled" 0
	   when 0% or 100% rolls no dice, the "tens" die, the "ones" die
	   (-1: not rolled), "value" both read (1 to 100, -1: the tens die
	   alone), the rolls "lo" to "hi" they stand for, "src" its
	   roll_source; result 1 when it happens; word 0 what it is for
	   ("": nothing said) */
	RS_CHANCE,
	/* said as plain text (word 0): a hook's own narration, and what
	   a producer still writes without records (narrate_keep_text) */
	RS_TEXT,
	/* two-sided counters (sides.c; rendered by narrate-side.c): word 0
	   the unit's id, word 1 its name, "unit" its index */
	RS_SIDE_FLIPPED,	/* it turns to "side" (0 front, 1 back) */
	RS_REFUSE_SIDE_ONE,	/* its type (word 2) has one side */
	RS_REFUSE_SIDE_UNKNOWN,	/* word 2 names neither of its sides */
	RS_REFUSE_SIDE_ALREADY,	/* it is on "side" already */
	RS_REFUSE_SIDE_GONE,	/* it is eliminated */
	/* a unit's task (task.c; rendered by narrate-task.c): word 0 the
	   unit, word 1 the task's name */
	RS_TASK,		/* taken up; word 2 the chosen word's name,
				   word 3 the word (none: no words) */
	RS_TASK_NONE,		/* given up */
	RS_REFUSE_TASK,		/* "why" TASK_WHY_* (task.h) */
	/* stacking by the marks on the counters, captures and units kept
	   apart (board-stack.c, capture.c, apart.c; rendered by
	   narrate-stack.c; a refusal at a step of a move has "step",
	   "from_col" .. "to_row" as move.c's): */
	RS_REFUSE_STACK_CONTINGENT, /* an extra (word 0) and a friendly
				   combat unit (word 1) share none of the
				   marks with_mark lists: word 2 the extra's
				   (none: ""), word 3 the unit's; the hex
				   "to_col", "to_row" */
	RS_REFUSE_STACK_ENEMY_UNIT, /* an extra (word 0) into a hex holding
				   an enemy combat unit (word 1) */
	RS_REFUSE_APART,	/* next to a friend kept apart (apart.h) */
	RS_CAPTURED,		/* a lone unit captured (capture.h) */
	/* differential combat (combat-diff.c; rendered by narrate-diff.c):
	   "role" 0 the attack, 1 the defence */
	RS_DIFF_UNIT,		/* a unit's strength begins: word 0 its id,
				   word 1 its name, "base" printed, "side"
				   the side it defends on (-1: as it is),
				   "first" 1 for the first of its side */
	RS_DIFF_TERM,		/* a modifier of it: word 0 its text,
				   "value" */
	RS_DIFF_HALVED,		/* halved: "was", "now" */
	RS_DIFF_TOTAL,		/* the side's "total" ("units" summed) */
	RS_DIFF_CELL,		/* "attack" - "defence" = "diff"; "row"
				   the defender's row value; word 0 the
				   defender's id, word 1 the table's
				   title, word 2 where in it, "pct" (-1:
				   none), recon 1 with word 3 why */
	RS_DIFF_BELOW,		/* refused: "diff" below "least" */
	RS_DIFF_MUST,		/* refused: these units (word 0) must
				   attack first */
	RS_DIFF_NOT_ATTACKER,	/* refused: word 0 is of a type that
				   never attacks ("strength" -1), or of
				   strength 0 */
	RS_DIFF_HOOK,		/* refused by the game's Tcl: word 0 */
	RS_DIFF_NOT_COMBAT,	/* refused: word 0 is not a combat unit,
				   or "missile" 1: fire is not melee */
	/* morale by points (moralepoints.c, hookmorale.c; rendered by
	   narrate-morale.c): word 0 the unit */
	RS_MORALE_POINTS_TERM,	/* a term: word 1 its text, word 2 why
				   it is reconstructed (""), "count" what
				   it counted, "points" ("tiers" 1: the
				   highest tier reached) */
	RS_MORALE_POINTS_TOTAL,	/* "total" points, each "part" rolled
				   (of at most "max"), word 1 the table,
				   word 2 the unit's column, word 3 the
				   section of the columns ("") */
	RS_MORALE_POINTS_ODDS,	/* odds: roll "roll" on row word 1
				   ("points"), "pct"; word 2 why the cell
				   was rebuilt ("") */
	RS_MORALE_POINTS_NONE,	/* odds: "permille" that none of "rolls"
				   happens */
	RS_MORALE_POINTS_DONE,	/* the check made: "lost" of "rolls"
				   happened, "rolled" made ("gone" 1: the
				   unit left the map and rolled no more) */
	/* fire by volleys (volley.c; rendered by narrate-volley.c): word
	   0 the firer's id, word 1 the target's */
	RS_VOLLEY_SHOT,		/* word 2 the table; "range", "column",
				   "volleys", "rate", "supply" (-1: none) */
	RS_VOLLEY_OVER,		/* over a unit: "column" for "range" */
	RS_VOLLEY_HALVED,	/* at "range" the rate halved, "rate" */
	RS_VOLLEY_CHANCES,	/* "ways" of 100 for 0..4 strikes; recon
				   with word 0 why */
	RS_VOLLEY_ALLOCATED,	/* "volleys" kept; "pending" in all */
	RS_VOLLEY_RESOLVING,	/* "count" allocations resolved now */
	RS_VOLLEY_READ,		/* word 2 the dice read, word 3 the table;
				   "volleys", "range", "column",
				   "strikes", "left" (-1), "unlimited" */
	RS_VOLLEY_GONE,		/* the target gone first ("void" 1: the
				   fire no longer possible): "volleys"
				   spent, "left" */
	/* single combat (duel.c; rendered by narrate-duel.c): word 0 the
	   first-named piece's id, word 1 the other's; "sa", "sb" their
	   strengths */
	RS_DUEL_BEGIN,		/* "rounds" at most */
	RS_DUEL_ROUND,		/* "round" (the sudden-death round's
				   number when "sudden"), "ka", "kb" the
				   manners, words 2 and 3 their names;
				   "superior" 0 (a), 1 (b), -1 equal */
	RS_DUEL_READ,		/* word 2 the superior's id, word 3 the
				   inferior's, word 4 the dice read, word
				   5 the cell ("S/I"), word 6 the result;
				   recon: a reconstructed cell decided */
	RS_DUEL_SUDDEN,		/* both captured: sudden death at "sa" */
	RS_DUEL_CAPTURED,	/* word 0 the captured, word 1 the
				   captor; "counted", "total", word 2 the
				   side, word 3 what is counted */
	RS_DUEL_SURVIVES,	/* word 0 back to full "sa" */
	RS_DUEL_CALLED_OFF,	/* "rounds" of sudden death: both live */
	RS_EXITED,		/* word 0 off word 1's map edge (exit.c,
				   narrate-duel.c): word 2 counted for
				   word 3, "total"; "col", "row" */
	RS_DUEL_DRAWN,		/* word 0's manner word 1 drawn by the die
				   (word 4, "face"; "physical") after word
				   2 chose word 3 ("kother") */
	/* a duel by mail (duel.c): word 0 sealed his manner for "round"
	   ("sudden"), word 2 the commitment's first digits, word 3 the
	   side that answers, word 4 the side that reveals */
	RS_DUEL_SEALED,
	RS_DUEL_TOLD,		/* word 1 told his manner, word 2 its name,
				   "k"; word 4 the side that reveals */
	RS_DUEL_REVEALED,	/* word 0's sealed manner word 2 ("k"),
				   word 3 the commitment it gives */
	RS_COUNT
};

/* RS_PHASE_*'s "over": the game in play, or how it ended */
enum {
	PHASE_OVER_NOT,		/* in play: turn, phase, impulse, step */
	PHASE_OVER_WON,		/* word 0 the winner's army */
	PHASE_OVER_DRAW,
	PHASE_OVER_EARLY,	/* "after" turns after the event (word 0) */
	PHASE_OVER_LAST,	/* its last turn has ended */
	PHASE_OVER_NO_SEQUENCE	/* the game has no sequence of play */
};

/* RS_MARKER_*'s "gone": where a marker with a unit off the map is */
enum {
	MARKER_GONE_NOT,	/* on the map, in its hexes */
	MARKER_GONE_ELIMINATED,
	MARKER_GONE_OFF_MAP
};

/* RS_LEFT_UNDONE's "what" */
enum {
	LEFT_UNMOVED = 1,	/* "count" units did not move */
	LEFT_UNFIRED,		/* missile units with a target, unfired */
	LEFT_UNFOUGHT,		/* units next to the enemy, no attack */
	LEFT_NO_ADVANCE,	/* an emptied hex ("col", "row") */
	LEFT_NO_COUNTER		/* a counter-attack (word 0, the unit) */
};

struct ruling_num {
	const char	*name;		/* a static string: "af", "df" */
	int		 value;
};

struct ruling_step {
	enum ruling_concept concept;
	const char	*book;		/* the game's rulebook (gamedata) */
	char		*section;	/* the section applied, or NULL */
	const char	*compare;	/* ">=", "<", "=", ...: a static
					   string, or NULL */
	int		 result;	/* the outcome, by concept (e.g.
					   MORALE_PASS) */
	int		 recon;		/* read a reconstructed value */
	struct ruling_num num[RULING_NUMS];
	int		 nnum;
	char		*word[RULING_WORDS];	/* names read off the data */
	int		 nword;
};

struct ruling {
	struct ruling_step *step;
	int		 n;
	int		 alloc;
};

void	ruling_init(struct ruling *);
void	ruling_free(struct ruling *);
/* A new step at the end (its strings are copied; section may be NULL). */
struct ruling_step *ruling_add(struct ruling *, enum ruling_concept,
	    const char *book, const char *section);
/* Copies every step of from to the end of to. */
void	ruling_copy_into(struct ruling *to, const struct ruling *from);
/* An RS_TEXT step of the n bytes at s. */
void	ruling_text(struct ruling *, const char *s, size_t n);
/* How many steps of that concept r holds. */
int	ruling_steps(const struct ruling *, enum ruling_concept);
/* Moves every step of from to the end of to (from is left empty). */
void	ruling_append(struct ruling *to, struct ruling *from);
void	ruling_num(struct ruling_step *, const char *name, int value);
void	ruling_word(struct ruling_step *, const char *word);
/* The value of the first number of that name, or dflt. */
int	ruling_get(const struct ruling_step *, const char *name, int dflt);
/* The nth number of that name (several attackers' strengths). */
int	ruling_count(const struct ruling_step *, const char *name);
int	ruling_nth(const struct ruling_step *, const char *name, int n);
/* The ith word, or "". */
const char *ruling_w(const struct ruling_step *, int i);

struct roll;
/* An RS_ROLL step of the dice as rolled (dice.h), their numbers each by
 * name: the producers of a roll shown record it, and narrate-dice.c
 * says it as roll_format does.  Only reads the roll: ruling stays below
 * dice among the modules. */
struct ruling_step *ruling_roll(struct ruling *, const struct roll *);
/* The same numbers in a step of another concept whose word holds the
 * roll's expression (a CRT roll, a morale check): "src", "total" and
 * each "face" (DICE_MAX and a step's own numbers fit in RULING_NUMS);
 * narrate_roll_of (narrate-int.h) says that word as the roll. */
void	ruling_roll_nums(struct ruling_step *, const struct roll *);

/* The records of the last refusal rendered as an order's cause
 * (narrate_refusal) on this thread, beside the text they rendered as:
 * the engine's refusals hand back words (char **cause) through modules
 * that pass the words on, and the session keeps these records for `why`
 * when the cause it reports says that text (session.c).  keep takes r's
 * steps (r is left empty); take hands them to r and returns the text
 * (NULL when none is kept), and forgets them. */
void	ruling_refused_keep(struct ruling *r, const char *text);
char   *ruling_refused_take(struct ruling *r);

#endif

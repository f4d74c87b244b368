/* narrate-move: the steps of movement, step losses and elimination
 * (ruling.h: RS_MOVE_HEX .. RS_LOSSES_RULE) as the players read them.
 * The producers are move.c, move-footprint.c, losses.c and
 * board-loss.c; the names (units, hexes, facings, terrain, factions)
 * are carried in the step, the game's words come from gamewords_get().
 * Points are in halves (terrain costs may be halves), as allowance.h has
 * them.  Here too narrate_lose_step and narrate_eliminate (board.h): the
 * board's records of a loss (board-loss.c), told into a buffer. */
#include "narrate-int.h"

#include <stdio.h>

#include "allowance.h"
#include "board.h"
#include "gamewords.h"
#include "morale.h"
#include "narrate.h"
#include "ruling.h"

#define W(w)	gamewords_get(gd, (w))
#define N(n)	ruling_get(s, (n), 0)
#define S	sec(s->section)
#define WD(i)	ruling_w(s, (i))
/* half points as the rulebooks write them: "2.5" */
#define P(n)	allowance_points(N(n))

/* The words of a move's end: id, hex, points name. */
static void
move_line(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	if (N("hexes") == 0) {
		buf_printf(b, "%s stays in %s (%s of %s %s spent)\n", WD(0),
		    WD(1), P("spent"), P("mf"), WD(2));
		return;
	}
	buf_printf(b, "%s moves to %s (%s of %s %s spent%s%s, §%s)\n", WD(0),
	    WD(1), P("spent"), P("mf"), WD(2), N("stop") ? ": " : "",
	    N("stop") ? W(W_ZOC_STOP) : "", S);
}

static void
face_line(const struct ruling_step *s, struct buf *b)
{
	if (N("cost") >= 0) {
		/* a price in points (spi-agincourt §5.21) */
		buf_printf(b, "%s turns to face %s (%s of %s %s spent, §%s)\n",
		    WD(0), WD(1), P("spent"), P("mf"), WD(2), S);
		return;
	}
	buf_printf(b, "%s turns to face %s%s%s%s\n", WD(0), WD(1),
	    N("whole") ? ": its whole move this phase (§" : "",
	    N("whole") ? S : "", N("whole") ? ")" : "");
}

static void
escape_line(const struct ruling_step *s, struct buf *b)
{
	if (s->result == MORALE_PASS)
		buf_printf(b, "%s goes from one enemy zone of control into "
		    "another (§%s)\n", WD(0), S);
	else
		buf_printf(b, "%s %s and stays in %s (§%s)\n", WD(0),
		    s->result == MORALE_RETREAT ? "does not go" :
		    "loses a step", WD(1), S);
}

/* Why a unit was eliminated (board.h, ELIM_*). */
static void
eliminated(const struct ruling_step *s, struct buf *b)
{
	const char *why;

	switch (N("why")) {
	case ELIM_NO_STEP:
		why = "it had no step left to lose";
		break;
	case ELIM_WITH_UNIT:
		why = "its unit was eliminated";
		break;
	case ELIM_WITH_GUARDED:
		why = "the unit guarding it was eliminated";
		break;
	case ELIM_RIDDEN_OVER:
		why = "an enemy passed through the hex where he stood alone";
		break;
	case ELIM_OFF_MAP:
		why = "it retreated off the map";
		break;
	case ELIM_ROUTED_AGAIN:
		why = "it was already routed";
		break;
	case ELIM_LEFT_ROUTING:
		/* the rout's line above cites its section */
		buf_printf(b, "%s is eliminated: it left the map routing\n",
		    WD(0));
		return;
	default:
		/* a reason given as text (a hook's) */
		if (s->nword > 1)
			buf_printf(b, "%s is eliminated: %s\n", WD(0), WD(1));
		else
			buf_printf(b, "%s is eliminated\n", WD(0));
		return;
	}
	buf_printf(b, "%s is eliminated: %s (§%s)\n", WD(0), why, S);
}

static void
losses_rule(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	if (N("owner")) {
		buf_printf(b, " (§%s): losses UNIT...\n", S);
		return;
	}
	buf_printf(b, ": full-strength units first, then the strongest, so "
	    "that all can be taken (§%s%s%s)\n", S,
	    N("delegated") ? ", " : "", N("delegated") ?
	    W(W_LOSSES_DELEGATED) : "");
}

int
narrate_move(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	int n;

	switch (s->concept) {
	case RS_MOVE_HEX:
		break;		/* the move's line gives the sum */
	case RS_MOVE:
		move_line(gd, s, b);
		break;
	case RS_MOVE_ZOC_COMMANDER:
		buf_printf(b, "%s goes from one enemy zone of control into "
		    "another without a test: a commander never checks his "
		    "morale (§%s)\n", WD(0), S);
		break;
	case RS_MOVE_ZOC_ESCAPE:
		escape_line(s, b);
		break;
	case RS_FACE:
		face_line(s, b);
		break;
	case RS_FOOT_MOVE:
		buf_printf(b, "%s moves to %s (", WD(0), WD(1));
		break;
	case RS_FOOT_ABOUT:
		buf_printf(b, "%s turns about within %s to face %s (", WD(0),
		    WD(1), WD(2));
		break;
	case RS_FOOT_PIVOT:
		buf_printf(b, "%s pivots about %s, its other half entering %s: "
		    "it stands on %s facing %s (", WD(0), WD(1), WD(2), WD(3),
		    WD(4));
		break;
	case RS_MOVE_SPENT:
		buf_printf(b, "%s of %s %s spent%s%s, §%s)\n",
		    P("spent"), P("mf"), WD(0), N("stop") ? ": " : "",
		    N("stop") ? W(W_ZOC_STOP) : "", S);
		break;
	case RS_STEP_LOST:
		buf_printf(b, "%s loses a step and turns to %s (§%s)\n", WD(0),
		    W(W_REDUCED_SIDE), S);
		break;
	case RS_ELIMINATED:
		eliminated(s, b);
		break;
	case RS_LOSSES_SHARE:
		n = N("loss");
		if (N("owner"))
			buf_printf(b, "%s shares out", WD(0));
		else
			buf_puts(b, "herald shares out");
		buf_printf(b, " %d step loss%s among", n, n == 1 ? "" : "es");
		break;
	case RS_LOSSES_UNIT:
		buf_printf(b, " %s%s%s%s", WD(0), N("reduced") ? " (" : "",
		    N("reduced") ? W(W_REDUCED) : "", N("reduced") ? ")" : "");
		break;
	case RS_LOSSES_RULE:
		losses_rule(gd, s, b);
		break;
	default:
		return 0;
	}
	return 1;
}

void
narrate_lose_step(struct state *st, int unit, struct buf *out)
{
	struct ruling r;

	ruling_init(&r);
	board_lose_step_rec(st, unit, &r);
	narrate_told(st->gd, &r, out);
}

void
narrate_eliminate(struct state *st, int unit, const char *why, struct buf *out)
{
	struct ruling r;

	ruling_init(&r);
	board_eliminate_rec(st, unit, ELIM_GIVEN, NULL, why, &r);
	narrate_told(st->gd, &r, out);
}

void
narrate_eliminate_why(struct state *st, int unit, enum board_elim_why why,
    const char *section, int with, struct buf *out)
{
	struct ruling r;

	ruling_init(&r);
	if (with)
		board_eliminate_with(st, unit, why, section, NULL, &r);
	else
		board_eliminate_rec(st, unit, why, section, NULL, &r);
	narrate_told(st->gd, &r, out);
}

void
narrate_move_with_commanders(struct state *st, int unit, struct hex to,
    struct buf *out)
{
	struct ruling r;

	ruling_init(&r);
	board_move_with_rec(st, unit, to, &r);
	narrate_told(st->gd, &r, out);
}

void
narrate_eliminate_all(struct state *st, int unit, const char *why,
    struct buf *out)
{
	struct ruling r;

	ruling_init(&r);
	board_eliminate_with(st, unit, ELIM_GIVEN, NULL, why, &r);
	narrate_told(st->gd, &r, out);
}

/* narrate-phase: the steps of the sequence of play and of the set-up
 * (ruling.h: RS_PHASE_WHERE .. RS_DICE_SET) as the players read them:
 * where the game stands, the phase that ended and the one that begins,
 * the stages passed over, the phases herald plays itself, a phase's
 * note (seqnote.c: a rule not refereed yet), the game's
 * end (and, for `status`, where an end after an event stands), what a
 * phase leaves undone, a unit placed or removed, and who rolls the
 * dice.  The producers are sequence.c (seq_where, seq_over, seq_ends,
 * the stages passed over), phase-end.c, session.c (the end closing an
 * advance), place.c (place_unit) and referee.c (`remove`, `dice`); the
 * numbers are numbers (turn, of, counts, hexes), the
 * names the step's words. */
#include "narrate.h"
#include "narrate-int.h"

#include <stdio.h>

#include "footprint.h"
#include "ruling.h"
#include "sequence.h"

#define N(n)	ruling_get(s, (n), 0)
#define WD(i)	ruling_w(s, (i))

static const char *
plural(int n)
{
	return n == 1 ? "" : "s";
}

static const char *
ordinal(int n, char buf[16])
{
	const char *th = "th";

	if (n % 100 < 11 || n % 100 > 13)
		th = n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ?
		    "rd" : "th";
	snprintf(buf, 16, "%d%s", n, th);
	return buf;
}

/* " (§7)", or nothing when the data gives no section */
static void
cite(const struct ruling_step *s, struct buf *b)
{
	if (s->section != NULL)
		buf_printf(b, " (§%s)", s->section);
}

/* "Red " before a phase's name, or nothing for a phase of no side */
static void
side(const char *name, struct buf *b)
{
	if (name[0] != '\0')
		buf_printf(b, "%s ", name);
}

/* How the last turn ended: "turn 4 of 4 has ended (§6)", "turn 4 has
 * ended, 2 turns after breakthrough (§12)" */
static void
over_text(const struct ruling_step *s, struct buf *b)
{
	if (N("over") == PHASE_OVER_EARLY)
		buf_printf(b, "turn %d has ended, %d turn%s after %s", N("turn"),
		    N("after"), plural(N("after")), WD(0));
	else
		buf_printf(b, "turn %d of %d has ended", N("turn"), N("of"));
	cite(s, b);
}

/* Where the game stands (seq_where). */
static void
where_text(const struct ruling_step *s, struct buf *b)
{
	switch (N("over")) {
	case PHASE_OVER_NO_SEQUENCE:
		buf_puts(b, "this game has no sequence of play");
		return;
	case PHASE_OVER_WON:
		buf_printf(b, "the game is over: %s won in turn %d of %d",
		    WD(0), N("turn"), N("of"));
		return;
	case PHASE_OVER_DRAW:
		buf_printf(b, "the game is over: a draw in turn %d of %d",
		    N("turn"), N("of"));
		return;
	case PHASE_OVER_EARLY:
		buf_puts(b, "the game is over: ");
		over_text(s, b);
		return;
	case PHASE_OVER_LAST:
		/* where it stands cites no section here, as herald has
		 * always said it; the record carries the game's, which
		 * the line of `next` that ends the game cites */
		buf_printf(b, "the game is over: turn %d of %d has ended",
		    N("turn"), N("of"));
		return;
	}
	buf_printf(b, "turn %d of %d, ", N("turn"), N("of"));
	side(WD(0), b);
	buf_printf(b, "%s phase", WD(1));
	if (N("impulse") > 0)
		buf_printf(b, ", impulse %d of %d", N("impulse"),
		    N("impulses"));
	if (N("step") > 0) {
		buf_puts(b, ": ");
		side(WD(2), b);
		buf_puts(b, WD(3));
	}
	cite(s, b);
}

static void
skipped(const struct ruling_step *s, struct buf *b)
{
	char nth[16];

	buf_puts(b, "skipped: the ");
	side(WD(0), b);
	buf_printf(b, "%s phase", WD(1));
	cite(s, b);
	if (N("every") == 1)
		buf_printf(b, ", which comes from turn %d on\n", N("from"));
	else
		buf_printf(b, ", which comes every %s turn from turn %d\n",
		    ordinal(N("every"), nth), N("from"));
}

static void
left_undone(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	int n = N("count");

	buf_puts(b, "left undone: ");
	switch (N("what")) {
	case LEFT_UNMOVED:
		buf_printf(b, "%d unit%s did not move\n", n, plural(n));
		break;
	case LEFT_UNFIRED:
		buf_printf(b, "%d missile unit%s with a target did not fire\n",
		    n, plural(n));
		break;
	case LEFT_UNFOUGHT:
		buf_printf(b, "%d unit%s next to the enemy did not attack\n",
		    n, plural(n));
		break;
	case LEFT_NO_ADVANCE:
		buf_printf(b, "no one advanced into %s\n", grid_hex_str(
		    &gd->grid, (struct hex){ N("col"), N("row") }));
		break;
	case LEFT_NO_COUNTER:
		buf_printf(b, "%s did not counter-attack\n", WD(0));
		break;
	}
}

/* "placed e1 (Henry V) in 1214 n", as narrate_position says it */
static void
placed(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	buf_printf(b, "placed %s (%s) in %s", WD(0), WD(1),
	    grid_hex_str(&gd->grid, (struct hex){ N("col"), N("row") }));
	if (ruling_count(s, "col2") > 0)
		buf_printf(b, "+%s", grid_hex_str(&gd->grid,
		    (struct hex){ N("col2"), N("row2") }));
	if (N("routed"))
		buf_puts(b, " routed");
	else if (ruling_get(s, "facing", -1) >= 0)
		buf_printf(b, " %s", footprint_facing_name(gd, N("facing")));
	if (N("reduced"))
		buf_puts(b, " reduced");
	buf_puts(b, "\n");
}

int
narrate_phase(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	switch (s->concept) {
	case RS_PHASE_WHERE:
		where_text(s, b);
		break;
	case RS_PHASE_ENDED:
		buf_puts(b, "ended: ");
		where_text(s, b);
		buf_puts(b, "\n");
		break;
	case RS_PHASE_NOW:
		buf_puts(b, "now: ");
		where_text(s, b);
		buf_puts(b, "\n");
		break;
	case RS_PHASE_SKIPPED:
		skipped(s, b);
		break;
	case RS_PHASE_NOTE:
		/* the data's own words (seqload.c `note:`) */
		buf_puts(b, WD(0));
		cite(s, b);
		buf_puts(b, "\n");
		break;
	case RS_PHASE_AUTOMATIC:
		buf_printf(b, "automatic: herald plays the %s phase", WD(0));
		cite(s, b);
		buf_puts(b, " and goes on\n");
		break;
	case RS_GAME_OVER:
		buf_puts(b, "the game is over: ");
		over_text(s, b);
		buf_puts(b, "\n");
		break;
	case RS_GAME_END_AFTER:
		buf_printf(b, "end");
		cite(s, b);
		buf_printf(b, ": %d turn%s after %s", N("after"),
		    plural(N("after")), WD(0));
		if (N("came") == 0)
			buf_printf(b, ", which has not come yet (without it "
			    "the game ends with turn %d)\n", N("last"));
		else
			buf_printf(b, ", which came in turn %d: the game ends "
			    "with turn %d\n", N("came"), N("last"));
		break;
	case RS_LEFT_UNDONE:
		left_undone(gd, s, b);
		break;
	case RS_OVER_CLOSES:
		buf_puts(b, "the game is over: no advance or counter-attack "
		    "follows\n");
		break;
	case RS_PLACED:
		placed(gd, s, b);
		break;
	case RS_REMOVED:
		buf_printf(b, "removed %s (%s) from %s\n", WD(0), WD(1),
		    grid_hex_str(&gd->grid, (struct hex){ N("col"),
		    N("row") }));
		break;
	case RS_DICE_SET:
		buf_puts(b, N("manual") ? "dice: manual: herald will ask for "
		    "each roll the rules call for\n" : "dice: auto: herald "
		    "rolls\n");
		break;
	default:
		return 0;
	}
	return 1;
}

void
narrate_where(const struct state *st, struct buf *b)
{
	struct ruling r;

	ruling_init(&r);
	seq_where(st, &r, RS_PHASE_WHERE);
	/* an answer (status) or part of a reason: rendered, not kept */
	narrate_step(st->gd, &r.step[0], b);
	ruling_free(&r);
}

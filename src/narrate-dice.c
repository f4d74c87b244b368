/* narrate-dice: the dice as rolled (ruling.h: RS_ROLL, built by
 * ruling_roll) as the players read them: "2d6: 5+3 = 8", "1d6: 4 = 4
 * (physical)", "choice 2 of 3".  The record holds the expression and
 * the numbers (the source, the total, each face); the roll is made
 * again from them and said by roll_format (dicexpr.c), so a roll
 * recorded says exactly what a roll shown says.  A roll inside a step
 * of another concept (a CRT roll, a morale check: ruling_roll_nums) is
 * said the same way, by narrate_roll_of.  A chance against a number
 * (RS_CHANCE, percentile.c) is said with its dice and outcome.  dice sits below
 * narrate among the modules: dice builds no text for a record, and
 * this file is above it. */
#include "narrate.h"
#include "narrate-int.h"

#include <stdlib.h>
#include <string.h>

#include "dice.h"
#include "ruling.h"

void
narrate_roll_of(const struct ruling_step *s, int w, struct buf *b)
{
	struct roll r;
	char *cause = NULL;
	int i;

	if (ruling_count(s, "src") == 0) {
		buf_puts(b, ruling_w(s, w));
		return;
	}
	memset(&r, 0, sizeof r);
	if (dice_parse(ruling_w(s, w), &r.e, &cause) != 0) {
		/* not an expression herald reads: say it as recorded */
		free(cause);
		buf_printf(b, "%s: %d", ruling_w(s, w),
		    ruling_get(s, "total", 0));
		return;
	}
	r.src = (enum roll_source)ruling_get(s, "src", ROLL_ENGINE);
	r.total = ruling_get(s, "total", 0);
	r.nface = ruling_count(s, "face");
	if (r.nface > DICE_MAX)
		r.nface = DICE_MAX;
	for (i = 0; i < r.nface; i++)
		r.face[i] = ruling_nth(s, "face", i);
	roll_format(&r, b);
}

#define N(n)	ruling_get(s, (n), -1)

/* A chance read (RS_CHANCE, pct_chance_rec): "b2's charge: 47%: tens 3
 * (30-39, all at or under 47) -> happens (§3.8)", "47%: tens 4, ones 8:
 * 48, over 47 -> does not happen (physical, §3.8)", "0%: no dice (no
 * roll is at or under 0) -> does not happen". */
static void
chance(const struct ruling_step *s, struct buf *b)
{
	int pct = N("pct"), t = N("tens"), v = N("value");
	const char *side;

	if (ruling_w(s, 0)[0] != '\0')
		buf_printf(b, "%s: ", ruling_w(s, 0));
	/* a cell herald rebuilt (hookchance.c -table) says so */
	buf_printf(b, "%d%%%s: ", pct, s->recon ? " (reconstructed)" : "");
	if (!N("rolled"))
		buf_printf(b, "no dice (%s roll is at or under %d)", pct > 0 ?
		    "every" : "no", pct);
	else if (v < 0) {
		side = s->result ? "all at or under" : "all over";
		if (t == 0)
			buf_printf(b, "tens 0 (01-09 and 00, %s %d)", side,
			    pct);
		else
			buf_printf(b, "tens %d (%d-%d, %s %d)", t, N("lo"),
			    N("hi"), side, pct);
	} else
		buf_printf(b, "tens %d, ones %d: %02d%s, %s %d", t, N("ones"),
		    v % 100, v == 100 ? " = 100" : "", s->result ?
		    "at or under" : "over", pct);
	buf_printf(b, " -> %s", s->result ? "happens" : "does not happen");
	if (N("src") == ROLL_PHYSICAL && N("rolled"))
		buf_printf(b, " (physical%s%s)", s->section ? ", §" : "",
		    s->section ? s->section : "");
	else if (s->section != NULL)
		buf_printf(b, " (§%s)", s->section);
	buf_puts(b, "\n");
}

int
narrate_dice(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	(void)gd;
	if (s->concept == RS_CHANCE) {
		chance(s, b);
		return 1;
	}
	if (s->concept != RS_ROLL)
		return 0;
	narrate_roll_of(s, 0, b);
	return 1;
}

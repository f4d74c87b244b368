/* narrate-stack: the records of stacking by the marks on the counters,
 * of captures and of units kept apart (ruling.h:
 * RS_REFUSE_STACK_CONTINGENT .. RS_CAPTURED) as the players read them.
 * The producers are board-stack.c, capture.c and apart.c; a refusal at
 * a step of a move begins with the step, as narrate-refuse.c's do.  The
 * board says its refusals in words for the scenario's set-up
 * (board_stack_words, below narrate): the same text, checked by
 * tests/unit/test_stack.c. */
#include "narrate-int.h"

#include <stdio.h>
#include <stdlib.h>

#include "board.h"
#include "narrate.h"
#include "ruling.h"

#define N(n)	ruling_get(s, (n), 0)
#define S	sec(s->section)
#define WD(i)	ruling_w(s, (i))

int
narrate_stack(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	char *w;

	if (s->concept < RS_REFUSE_STACK_CONTINGENT ||
	    s->concept > RS_CAPTURED)
		return 0;
	if (s->concept != RS_CAPTURED)
		narrate_at_step(gd, s, b);
	switch (s->concept) {
	case RS_REFUSE_STACK_CONTINGENT:
		w = board_stack_contingent_words(s);
		buf_puts(b, w);
		free(w);
		break;
	case RS_REFUSE_STACK_ENEMY_UNIT:
		buf_printf(b, "%s holds the enemy %s, and %s may never enter "
		    "a hex holding an enemy combat unit (§%s)",
		    narrate_hex_of(gd, s, "to_col", "to_row"), WD(1), WD(0), S);
		break;
	case RS_REFUSE_APART:
		buf_printf(b, "%s is next to the friendly %s in ",
		    narrate_hex_of(gd, s, "to_col", "to_row"), WD(1));
		buf_printf(b, "%s: a %s and a %s may not stand next to each "
		    "other (§%s)", narrate_hex_of(gd, s, "col", "row"), WD(2), WD(3),
		    S);
		break;
	default:	/* RS_CAPTURED */
		buf_printf(b, "%s is captured by %s in %s (§%s)", WD(0), WD(1),
		    narrate_hex_of(gd, s, "col", "row"), S);
		if (ruling_count(s, "counted") > 0)
			buf_printf(b, ": %s, %s %d", WD(3), WD(2), N("total"));
		buf_puts(b, "\n");
		break;
	}
	return 1;
}

/* narrate-resolve: the players' text of the steps of the results
 * applied (resolve.c) and of the baggage mechanism there (baggage.c):
 * who a result spares, what baggage does with a morale check or a
 * retreat, and the advance and counter-attack an attack leaves open or
 * closes (ruling.h, narrate-int.h). */
#include "narrate.h"
#include "narrate-int.h"

#include <stdio.h>

#include "gamewords.h"
#include "ruling.h"

#define W(w)	gamewords_get(gd, (w))
#define S	sec(s->section)

int
narrate_resolve(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	switch (s->concept) {
	case RS_SPARED_AT_RANGE:
		buf_printf(b, "%s that fired from range are spared (§%s)\n",
		    W(W_MISSILE_UNITS), S);
		return 1;
	case RS_BAGGAGE_NO_MORALE:
		buf_printf(b, "%s: a morale check means nothing to %s (§%s)\n",
		    ruling_w(s, 0), W(W_BAGGAGE), S);
		return 1;
	case RS_BAGGAGE_STAYS:
		buf_printf(b, "%s stands with its %s and does not retreat "
		    "(§%s)\n", ruling_w(s, 0), W(W_BAGGAGE), S);
		return 1;
	case RS_BAGGAGE_NO_RETREAT:
		if (ruling_get(s, "baggage", 0))
			buf_printf(b, "%s does not retreat: %s never does "
			    "(§%s)\n", ruling_w(s, 0), W(W_BAGGAGE), S);
		else
			buf_printf(b, "%s does not retreat: it stands with its "
			    "%s (§%s)\n", ruling_w(s, 0), W(W_BAGGAGE), S);
		return 1;
	case RS_ADVANCE_PASSED:
		buf_printf(b, "no one advanced into %s: that chance has passed "
		    "(§%s)\n", ruling_w(s, 0), S);
		return 1;
	case RS_COUNTER_PASSED:
		buf_printf(b, "%s did not %s: that chance has passed (§%s)\n",
		    ruling_w(s, 0), W(W_COUNTER_ATTACK), S);
		return 1;
	case RS_COUNTER_BARRED:
		buf_printf(b, "%s was attacked over a flank or its rear and "
		    "may not %s (§%s)\n", ruling_w(s, 0), W(W_COUNTER_ATTACK), S);
		return 1;
	case RS_COUNTER_OPEN:
		buf_printf(b, "%s may %s one attacker (§%s): counter %s ->",
		    ruling_w(s, 0), W(W_COUNTER_ATTACK), S, ruling_w(s, 0));
		return 1;
	default:
		return 0;
	}
}

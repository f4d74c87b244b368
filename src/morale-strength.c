/* morale-strength: morale kind roll-vs-strength (st-albans §9.10): one
 * die against the unit's strength, its morale, which the modifiers
 * raise: lower is no effect, equal a retreat, higher a step lost. */
#include "morale.h"

#include "combat.h"

int
morale_strength_judge(struct state *st, int unit, int drm, struct roll *r,
    struct buf *out, int *passed)
{
	const struct gamedata *gd = st->gd;
	const struct morale_rules *mr = &gd->morale;
	const struct unit_def *ud = &gd->units[unit];
	int rating = combat_strength(st, unit, 1);

	buf_printf(out, "morale check of %s (morale %d", ud->id, rating);
	if (drm != 0)
		buf_printf(out, " %c %d = %d", drm < 0 ? '-' : '+',
		    drm < 0 ? -drm : drm, rating + drm);
	rating += drm;
	*passed = r->total < rating ? MORALE_PASS : r->total == rating ?
	    MORALE_RETREAT : MORALE_LOSS;
	buf_printf(out, ", §%s): ", sec(mr->section));
	roll_format(r, out);
	buf_printf(out, ": %s\n", *passed == MORALE_PASS ?
	    "lower, no effect" : *passed == MORALE_RETREAT ?
	    "equal" : "higher");
	return 0;
}

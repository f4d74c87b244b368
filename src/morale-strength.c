/* morale-strength: morale kind roll-vs-strength (st-albans §9.10): one
 * die against the unit's strength, its morale, which the modifiers
 * raise: lower is no effect, equal a retreat, higher a step lost. */
#include "morale.h"

#include "combat.h"
#include "ruling.h"

int
morale_strength_judge(struct state *st, int unit, int drm, struct roll *r,
    struct ruling *out, int *passed)
{
	struct ruling_step *s;
	int rating = combat_strength(st, unit, 1);

	*passed = r->total < rating + drm ? MORALE_PASS : r->total ==
	    rating + drm ? MORALE_RETREAT : MORALE_LOSS;
	s = morale_step(out, RS_MORALE_STRENGTH, st, unit, r);
	ruling_num(s, "rating", rating);
	ruling_num(s, "drm", drm);
	ruling_num(s, "roll", r->total);
	s->compare = "<";
	s->result = *passed;
	return 0;
}

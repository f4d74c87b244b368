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
	const struct gamedata *gd = st->gd;
	const struct morale_rules *mr = &gd->morale;
	const struct unit_def *ud = &gd->units[unit];
	struct ruling_step *s;
	struct buf rb;
	int rating = combat_strength(st, unit, 1);

	*passed = r->total < rating + drm ? MORALE_PASS : r->total ==
	    rating + drm ? MORALE_RETREAT : MORALE_LOSS;
	s = ruling_add(out, RS_MORALE_STRENGTH, gd->id, mr->section);
	ruling_word(s, ud->id);
	buf_init(&rb);
	roll_format(r, &rb);
	ruling_word(s, rb.s);
	buf_free(&rb);
	ruling_num(s, "rating", rating);
	ruling_num(s, "drm", drm);
	ruling_num(s, "roll", r->total);
	s->compare = "<";
	s->result = *passed;
	return 0;
}

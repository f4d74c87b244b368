/* morale-rating: morale kind roll-vs-rating (battle-of-agincourt §13):
 * the dice plus the modifiers against the unit's morale rating; the
 * check passes when the modified roll reaches the rating. */
#include "morale.h"

#include "ruling.h"
#include "sides.h"

int
morale_rating_judge(struct state *st, int unit, int drm, struct roll *r,
    struct ruling *out, int *passed)
{
	const struct gamedata *gd = st->gd;
	const struct morale_rules *mr = &gd->morale;
	struct ruling_step *s;
	int rating = sides_stat(st, unit, mr->stat), mdr = r->total + drm;

	*passed = mdr >= rating ? MORALE_PASS : MORALE_FAIL;
	s = morale_step(out, RS_MORALE_RATING, st, unit, r);
	ruling_num(s, "rating", rating);
	ruling_num(s, "roll", r->total);
	ruling_num(s, "drm", drm);
	ruling_num(s, "mdr", mdr);
	s->compare = ">=";
	s->result = *passed;
	return 0;
}

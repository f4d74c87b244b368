/* morale-rating: morale kind roll-vs-rating (battle-of-agincourt §13):
 * the dice plus the modifiers against the unit's morale rating; the
 * check passes when the modified roll reaches the rating. */
#include "morale.h"

int
morale_rating_judge(struct state *st, int unit, int drm, struct roll *r,
    struct buf *out, int *passed)
{
	const struct gamedata *gd = st->gd;
	const struct morale_rules *mr = &gd->morale;
	const struct unit_def *ud = &gd->units[unit];
	int rating = ud->stat[mr->stat], mdr = r->total + drm;

	*passed = mdr >= rating ? MORALE_PASS : MORALE_FAIL;
	buf_printf(out, "morale check of %s (MR %d, §%s): ", ud->id, rating,
	    sec(mr->section));
	roll_format(r, out);
	buf_printf(out, ", DRM %+d, MDR %d: %s\n", drm, mdr,
	    *passed ? "passes" : "fails");
	return 0;
}

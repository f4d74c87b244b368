/* victory: the points, the ratio, the level (victory.h); the level
 * reached declared at the game's end. */
#include "victory.h"

#include <string.h>

#include "board.h"
#include "gamedata.h"
#include "ruling.h"
#include "tally.h"

int
victory_level(const struct victory_rules *vr, long long first,
    long long second, long long *hundredths, int *reading)
{
	int i;

	*hundredths = -1;
	if (second <= 0) {
		/* no ratio: what the game declares for x : 0 and 0 : 0
		 * (spi-agincourt: reconstructed, doc/reconstructions.md) */
		if (first > 0) {
			*reading = VICTORY_OVER_ZERO;
			return vr->over_zero;
		}
		*reading = VICTORY_ZERO_ZERO;
		return vr->zero_zero;
	}
	*reading = VICTORY_BY_RATIO;
	/* hundredths read down: 349 : 200 is 174, not 175 */
	*hundredths = first * 100 / second;
	for (i = 0; i < vr->nlevels; i++)
		if (*hundredths >= vr->levels[i].from)
			return i;
	return -1;
}

int
victory_term_value(const struct state *st, const struct victory_term *t)
{
	return tally_get(st, t->def, t->who);
}

int
victory_stand(const struct state *st, struct victory_standing *vs)
{
	const struct victory_rules *vr = st->gd->victory;
	int i;

	memset(vs, 0, sizeof *vs);
	if (vr == NULL || vr->kind == VICTORY_NONE || vr->nterms == 0)
		return -1;
	for (i = 0; i < vr->nterms; i++) {
		const struct victory_term *t = &vr->terms[i];
		long long v = (long long)victory_term_value(st, t) * t->times;

		if (t->side == vr->first)
			vs->total[0] += v;
		else if (t->side == vr->second)
			vs->total[1] += v;
	}
	vs->level = victory_level(vr, vs->total[0], vs->total[1],
	    &vs->hundredths, &vs->reading);
	vs->truncated = vs->total[1] > 0 &&
	    vs->total[0] * 100 % vs->total[1] != 0;
	return 0;
}

/* A count for a record's int: the totals are small, but a hostile game
 * may declare values up to INT_MAX and large factors. */
static int
clamp(long long v)
{
	return v > 2000000000LL ? 2000000000 : v < -2000000000LL ?
	    -2000000000 : (int)v;
}

int
victory_declare(struct state *st, struct ruling *r)
{
	const struct victory_rules *vr = st->gd->victory;
	struct victory_standing vs;
	struct ruling_step *s;

	if (st->result[0] != '\0' || victory_stand(st, &vs) != 0)
		return -1;	/* the first result stands */
	s = ruling_add(r, RS_VICTORY, st->gd->id, vr->section);
	ruling_num(s, "first", clamp(vs.total[0]));
	ruling_num(s, "second", clamp(vs.total[1]));
	ruling_num(s, "hundredths", clamp(vs.hundredths));
	ruling_num(s, "level", vs.level);
	ruling_num(s, "reading", vs.reading);
	ruling_num(s, "truncated", vs.truncated);
	s->recon = vs.reading != VICTORY_BY_RATIO || vs.truncated;
	st->over = 1;
	st->winner = vs.level >= 0 ? vr->levels[vs.level].side : -1;
	return 0;
}

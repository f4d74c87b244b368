/* sides: two-sided counters in play: the side a unit is up, its values
 * there, and the flip from one side to the other (sides.h).  The flip
 * is a ruling like any other: a record of the side turned up, or of why
 * not (ruling.h RS_SIDE_*, rendered by narrate-side.c). */
#include "sides.h"

#include <string.h>
#include <strings.h>

#include "ruling.h"

int
sides_count(const struct gamedata *gd, int unit)
{
	return gd->types[gd->units[unit].type].side[0] != NULL ? 2 : 1;
}

const char *
sides_name(const struct gamedata *gd, int unit, int side)
{
	if (side < 0 || side > 1)
		return NULL;
	return gd->types[gd->units[unit].type].side[side];
}

int
sides_stat_on(const struct gamedata *gd, int unit, int side, int k)
{
	return gd->units[unit].stat[gd->sides_any && side > 0 ?
	    gd->nstats + k : k];
}

int
sides_find(const struct gamedata *gd, int unit, const char *word)
{
	int k;

	if (sides_count(gd, unit) < 2 || word == NULL)
		return -1;
	for (k = 0; k < 2; k++)
		if (strcasecmp(sides_name(gd, unit, k), word) == 0)
			return k;
	/* whatever the game calls them */
	if (strcasecmp(word, "front") == 0)
		return 0;
	if (strcasecmp(word, "back") == 0)
		return 1;
	return -1;
}

void
sides_values(const struct gamedata *gd, int unit, int side, struct buf *b)
{
	const char *sep = "";
	int k;

	if (sides_count(gd, unit) < 2)
		return;
	for (k = 0; k < gd->nstats; k++)
		if (sides_stat_on(gd, unit, 0, k) !=
		    sides_stat_on(gd, unit, 1, k)) {
			buf_printf(b, "%s%s %d", sep, gd->stats[k].id,
			    sides_stat_on(gd, unit, side, k));
			sep = ", ";
		}
}

/* The section a flip of the unit cites: its type's (`sides_section:`),
 * else the phase it is made in (the loader refuses a game with neither,
 * sideload.c). */
static const char *
flip_section(const struct state *st, int unit)
{
	const struct gamedata *gd = st->gd;

	if (gd->types[gd->units[unit].type].side_section != NULL)
		return gd->types[gd->units[unit].type].side_section;
	/* seq_phase's, read here: sides stays below sequence */
	if (gd->sequence.nphases == 0 || st->over)
		return NULL;
	return gd->sequence.phases[st->phase].section;
}

static struct ruling_step *
step(const struct state *st, int unit, enum ruling_concept c,
    struct ruling *r)
{
	const struct gamedata *gd = st->gd;
	struct ruling_step *s;

	s = ruling_add(r, c, gd->id, flip_section(st, unit));
	ruling_word(s, gd->units[unit].id);
	ruling_word(s, gd->units[unit].name);
	ruling_num(s, "unit", unit);
	return s;
}

int
sides_flip_rec(struct state *st, int unit, const char *side,
    struct ruling *r)
{
	const struct gamedata *gd = st->gd;
	struct ruling_step *s;
	int to;

	/* spi-agincourt §3.31, §3.32: only the counters printed on two
	 * sides have another to turn to */
	if (sides_count(gd, unit) < 2) {
		/* no rule of flips is its to cite */
		s = ruling_add(r, RS_REFUSE_SIDE_ONE, gd->id, NULL);
		ruling_word(s, gd->units[unit].id);
		ruling_word(s, gd->units[unit].name);
		ruling_num(s, "unit", unit);
		ruling_word(s, gd->types[gd->units[unit].type].name);
		return -1;
	}
	if (st->u[unit].eliminated) {
		step(st, unit, RS_REFUSE_SIDE_GONE, r);
		return -1;
	}
	to = side == NULL ? !st->u[unit].side : sides_find(gd, unit, side);
	if (to < 0) {
		s = step(st, unit, RS_REFUSE_SIDE_UNKNOWN, r);
		ruling_word(s, side);
		return -1;
	}
	if (to == st->u[unit].side) {
		s = step(st, unit, RS_REFUSE_SIDE_ALREADY, r);
		ruling_num(s, "side", to);
		return -1;
	}
	st->u[unit].side = to;
	s = step(st, unit, RS_SIDE_FLIPPED, r);
	ruling_num(s, "side", to);
	return 0;
}

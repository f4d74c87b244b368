/* board: counters on the map, kept as a copyable value. */
#include "board.h"
#include "apart.h"
#include "enter.h"
#include "tally.h"
#include "footprint.h"
#include "marker.h"
#include "ruling.h"

#include <stdlib.h>
#include <string.h>

void
board_turn_reset(struct unit_state *us)
{
	us->mf_spent = 0;
	us->moved = 0;
	us->moved_impulse = 0;
	us->move_dir = MOVE_NONE;
	us->faced = 0;
	us->charged = 0;
	us->attacked = 0;
	us->defended = 0;
	us->move_done = 0;
	us->road_start = 0;
}

struct state *
state_new(const struct gamedata *gd, uint64_t seed)
{
	struct state *st = xcalloc(1, sizeof *st);
	int i;

	st->gd = gd;
	st->nunits = gd->nunits;
	st->u = xcalloc((size_t)gd->nunits, sizeof *st->u);
	for (i = 0; i < st->nunits; i++) {
		st->u[i].facing = -1;
		board_turn_reset(&st->u[i]);
	}
	st->seed = seed;
	st->winner = -1;
	st->turns = gd->sequence.turns;
	rng_seed(&st->rng, seed);
	st->turn = 1;
	tally_init(st);
	board_index_init(st);
	return st;
}

struct state *
state_copy(const struct state *src)
{
	struct state *st = xmalloc(sizeof *st);

	*st = *src;
	st->u = xmalloc(sizeof *st->u * (size_t)(src->nunits ? src->nunits : 1));
	memcpy(st->u, src->u, sizeof *st->u * (size_t)src->nunits);
	st->tally = tally_dup(src);
	memset(&st->at, 0, sizeof st->at);
	board_index_copy(&st->at, &src->at);
	marker_state_copy(st, src);
	return st;
}

/* The same into a state that is being thrown away, reusing its memory:
 * a replay copies a state for every order. */
void
state_copy_into(struct state *dst, const struct state *src)
{
	struct unit_state *u = dst->u;
	struct board_index at = dst->at;	/* its arrays, reused */
	int *tv = dst->tally, ntv = dst->ntally;

	free(dst->markers);
	if (dst->nunits != src->nunits)
		u = xrealloc(u, sizeof *u *
		    (size_t)(src->nunits ? src->nunits : 1));
	*dst = *src;
	dst->u = u;
	memcpy(dst->u, src->u, sizeof *dst->u * (size_t)src->nunits);
	dst->tally = tally_reuse(tv, ntv, src);
	dst->at = at;
	board_index_copy(&dst->at, &src->at);
	marker_state_copy(dst, src);
}

#define SAME(f) do {							\
	if (a->f != b->f) {						\
		*what = xprintf("%s: %lld against %lld", #f,		\
		    (long long)a->f, (long long)b->f);			\
		return 0;						\
	}								\
} while (0)
#define SAME_UNIT(f) do {						\
	if (a->u[i].f != b->u[i].f) {					\
		*what = xprintf("unit %d: %s: %lld against %lld", i, #f, \
		    (long long)a->u[i].f, (long long)b->u[i].f);	\
		return 0;						\
	}								\
} while (0)

/* Whether two states are the same game, field by field (the game data
 * they point at may be two loads of the same files); if not, *what says
 * where they differ.  A new field of struct state or unit_state belongs
 * here, in state_copy and in state_copy_into. */
int
state_equal(const struct state *a, const struct state *b, char **what)
{
	int i;

	SAME(nunits);
	for (i = 0; i < a->nunits; i++) {
		SAME_UNIT(on_map);
		SAME_UNIT(hex.col);
		SAME_UNIT(hex.row);
		SAME_UNIT(facing);
		SAME_UNIT(routed);
		SAME_UNIT(eliminated);
		SAME_UNIT(mf_spent);
		SAME_UNIT(moved);
		SAME_UNIT(moved_impulse);
		SAME_UNIT(move_dir);
		SAME_UNIT(faced);
		SAME_UNIT(charged);
		SAME_UNIT(attacked);
		SAME_UNIT(defended);
		SAME_UNIT(rally_tried);
		SAME_UNIT(move_done);
		SAME_UNIT(steps_lost);
		SAME_UNIT(road_start);
		SAME_UNIT(open_ground);
		SAME_UNIT(hex2.col);	/* footprint.h */
		SAME_UNIT(hex2.row);
		SAME_UNIT(side);	/* sides.h */
		SAME_UNIT(stood);	/* stood.h */
		SAME_UNIT(stood_at.col);
		SAME_UNIT(stood_at.row);
	}
	for (i = 0; i < 4; i++)
		SAME(rng.s[i]);
	SAME(seed);
	SAME(dice_manual);
	SAME(turn);
	SAME(phase);
	SAME(over);
	SAME(options);
	SAME(turns);
	SAME(first_side);
	SAME(winner);
	if (strcmp(a->result, b->result) != 0) {
		*what = xprintf("result: \"%s\" against \"%s\"", a->result,
		    b->result);
		return 0;
	}
	for (i = 0; i < STATE_MAX_EVENTS; i++)	/* sequence.c */
		SAME(event_turn[i]);
	if (!opens_equal(&a->opens, &b->opens, what) ||
	    !tally_equal(a, b, what))
		return 0;
	if (!marker_state_equal(a, b, what))
		return 0;
	SAME(pledged);
	if (memcmp(a->pledge, b->pledge, sizeof a->pledge) != 0) {
		*what = xprintf("a faction's pledged key differs");
		return 0;
	}
	SAME(chained);
	SAME(link_new);
	SAME(link_fresh);
	for (i = 0; i < STATE_MAIL_FACTIONS; i++)
		SAME(chain_n[i]);
	if (memcmp(a->chain_link, b->chain_link, sizeof a->chain_link) != 0 ||
	    memcmp(a->chain_tip, b->chain_tip, sizeof a->chain_tip) != 0 ||
	    memcmp(a->dice_digest, b->dice_digest, sizeof a->dice_digest) != 0) {
		*what = xprintf("a faction's dice chain, or the digest of the "
		    "orders, differs");
		return 0;
	}
	/* the hex index is a cache: each must be what its units give */
	if (board_index_check(a, what) != 0 || board_index_check(b, what) != 0)
		return 0;
	return 1;
}
#undef SAME
#undef SAME_UNIT

void
state_free(struct state *st)
{
	if (st == NULL)
		return;
	free(st->u);
	free(st->tally);
	board_index_free(&st->at);
	marker_state_free(st);
	free(st);
}

int
board_units_at(const struct state *st, struct hex h, int *out, int max)
{
	int i, n = 0;

	if (st->at.head2 == NULL)	/* no unit on two hexes: first hexes */
		for (i = board_first_at(st, h); i >= 0;
		    i = board_next_at(st, i)) {
			if (n < max)
				out[n] = i;
			n++;
		}
	else
		for (i = board_first_in(st, h); i >= 0;
		    i = board_next_in(st, h, i)) {
			if (n < max)
				out[n] = i;
			n++;
		}
	return n;
}

int
board_unit_at(const struct state *st, struct hex h)
{
	int u;

	return board_units_at(st, h, &u, 1) > 0 ? u : -1;
}

int
board_default_facing(const struct gamedata *gd, int unit)
{
	return hex_dir_opposite(gd->factions[gd->units[unit].faction].edge);
}

/* A unit on two hexes (footprint.h): both must be on the map, open to
 * it, and have room; the second hex's terrain refused is an
 * RS_REFUSE_PAIR_PLACE that says which (and why, as enter_hex_rec's
 * record would: "off_map", or the terrain, the type and the section). */
static int
place_two(struct state *st, int unit, struct hex h, int facing,
    struct ruling *no)
{
	const struct gamedata *gd = st->gd;
	struct ruling why;
	struct ruling_step *s;
	struct hex h2, two[2];

	if (gd->no_facing)
		facing = -1;
	else if (facing < 0)
		facing = st->u[unit].on_map && st->u[unit].facing >= 0 ?
		    st->u[unit].facing : board_default_facing(gd, unit);
	h2 = footprint_second(gd, unit, h, facing);
	if (!enter_hex_rec(gd, unit, h, no))
		return -1;
	ruling_init(&why);
	if (!enter_hex_rec(gd, unit, h2, &why)) {
		s = ruling_add(no, RS_REFUSE_PAIR_PLACE, gd->id,
		    gd->footprint.section);
		ruling_word(s, gd->units[unit].id);
		ruling_word(s, ruling_w(&why.step[0], 0));
		ruling_word(s, ruling_w(&why.step[0], 1));
		ruling_word(s, why.step[0].section);
		ruling_num(s, "col", h.col);
		ruling_num(s, "row", h.row);
		ruling_num(s, "col2", h2.col);
		ruling_num(s, "row2", h2.row);
		ruling_num(s, "off_map", why.step[0].concept ==
		    RS_REFUSE_HEX_OFF_MAP);
		ruling_num(s, "cited", why.step[0].section != NULL);
		ruling_free(&why);
		return -1;
	}
	if (board_stand_rec(st, unit, h, no) != 0 ||
	    board_stand_rec(st, unit, h2, no) != 0)
		return -1;
	two[0] = h;
	two[1] = h2;
	if (apart_rec(st, unit, two, 2, 1, no) != 0)	/* spi-agincourt 5.18 */
		return -1;
	board_locate2(st, unit, 1, h, h2);
	st->u[unit].eliminated = 0;
	st->u[unit].facing = st->u[unit].routed ? -1 : facing;
	return 0;
}

void
board_pair_inner(const struct gamedata *gd, const struct ruling_step *s,
    struct ruling *inner)
{
	struct ruling_step *e;

	e = ruling_add(inner, ruling_get(s, "off_map", 0) ?
	    RS_REFUSE_HEX_OFF_MAP : RS_REFUSE_TERRAIN, gd->id,
	    ruling_get(s, "cited", 0) ? ruling_w(s, 3) : NULL);
	ruling_num(e, "to_col", ruling_get(s, "col2", 0));
	ruling_num(e, "to_row", ruling_get(s, "row2", 0));
	if (!ruling_get(s, "off_map", 0)) {
		ruling_word(e, ruling_w(s, 1));
		ruling_word(e, ruling_w(s, 2));
	}
}

/* board_place_rec's refusal in words, for place.c until it renders the
 * record (narrate-refuse.c says the same; tests/unit/test_whyrec.c
 * checks that they agree). */
static char *
place_words(const struct gamedata *gd, const struct ruling_step *s)
{
	struct hex h = { ruling_get(s, "col", 0), ruling_get(s, "row", 0) };
	struct hex h2 = { ruling_get(s, "col2", 0), ruling_get(s, "row2", 0) };
	struct ruling inner;
	char *why, *all;

	if (s->concept != RS_REFUSE_PAIR_PLACE)
		return s->concept == RS_REFUSE_TERRAIN ||
		    s->concept == RS_REFUSE_HEX_OFF_MAP ?
		    enter_words(s) : board_stack_words(gd, s);
	ruling_init(&inner);
	board_pair_inner(gd, s, &inner);
	why = enter_words(&inner.step[0]);
	ruling_free(&inner);
	all = xprintf("%s stands on two hexes, %s and %s: %s (§%s)",
	    ruling_w(s, 0), hex_str(h), hex_str(h2), why, sec(s->section));
	free(why);
	return all;
}

int
board_place(struct state *st, int unit, struct hex h, int facing,
    char **cause)
{
	struct ruling no;
	int rc;

	ruling_init(&no);
	if ((rc = board_place_rec(st, unit, h, facing, &no)) != 0)
		*cause = place_words(st->gd, &no.step[0]);
	ruling_free(&no);
	return rc;
}

int
board_place_rec(struct state *st, int unit, struct hex h, int facing,
    struct ruling *no)
{
	const struct gamedata *gd = st->gd;
	int others[16], n;

	if (footprint_size(gd, unit) == 2)
		return place_two(st, unit, h, facing, no);
	if (!enter_hex_rec(gd, unit, h, no))
		return -1;
	n = board_units_at(st, h, others, (int)nitems(others));
	if (n > (int)nitems(others))
		n = (int)nitems(others);
	if (board_stack_check(st, unit, h, others, n, no) != 0 ||
	    apart_rec(st, unit, &h, 1, 1, no) != 0)	/* spi-agincourt 5.18 */
		return -1;
	if (gd->no_facing)
		facing = -1;
	else if (facing < 0)
		facing = st->u[unit].on_map && st->u[unit].facing >= 0 ?
		    st->u[unit].facing : board_default_facing(gd, unit);
	board_locate(st, unit, 1, h);
	st->u[unit].eliminated = 0;
	st->u[unit].facing = st->u[unit].routed ? -1 : facing;
	return 0;
}

int
board_remove(struct state *st, int unit, char **cause)
{
	if (!st->u[unit].on_map) {
		*cause = xprintf("%s is not on the map",
		    st->gd->units[unit].id);
		return -1;
	}
	board_set_on_map(st, unit, 0);
	st->u[unit].facing = -1;
	return 0;
}

int
board_setup(struct state *st, const struct scenario *sc, char **cause)
{
	const struct placement *p;
	char *why = NULL;
	int i;

	for (i = 0; i < sc->nsetup; i++) {
		p = &sc->setup[i];
		st->u[p->unit].side = p->side;	/* sides.h */
		if (board_place(st, p->unit, p->hex, p->facing, &why) != 0) {
			/* where the file gives it, as the loader's own
			 * refusals say (yread.h yerr) */
			*cause = p->line > 0 && sc->setup_file != NULL ?
			    xprintf("%s:%d:%d: %s", sc->setup_file, p->line,
			    p->col, why) : xstrdup(why);
			free(why);
			return -1;
		}
	}
	return marker_setup(st, sc, cause);	/* marker.h */
}

int
board_fighter(const struct state *st, struct hex h, int faction, int except)
{
	const struct gamedata *gd = st->gd;
	int all[8], n, k;

	n = board_units_at(st, h, all, 8);
	for (k = 0; k < n && k < 8; k++)
		if (all[k] != except && !(gd->stack_extra &
		    (1u << gd->units[all[k]].type)) && (faction < 0 ||
		    gd->units[all[k]].faction == faction))
			return all[k];
	return -1;
}

int
board_contact_hex(const struct gamedata *gd, struct hex a, struct hex b)
{
	int d = hex_dir_to(&gd->grid, a, b);

	return d >= 0 && enter_barrier(gd, a, d) < 0;
}

int
board_contact(const struct state *st, int a, int b)
{
	struct hex fa[2], fb[2];
	int na, nb, i, k;

	if (st->gd->footprint.any) {	/* any hex of one next to the other */
		na = footprint_hexes(st, a, fa);
		nb = footprint_hexes(st, b, fb);
		for (i = 0; i < na; i++)
			for (k = 0; k < nb; k++)
				if (board_contact_hex(st->gd, fa[i], fb[k]))
					return 1;
		return 0;
	}
	return board_contact_hex(st->gd, st->u[a].hex, st->u[b].hex);
}

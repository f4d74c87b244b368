/* charge: the charge mechanism and its loader (see charge.h). */
#include "charge.h"

#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "contact.h"
#include "elevation.h"
#include "footprint.h"
#include "gdload.h"
#include "move.h"
#include "narrate.h"
#include "ruling.h"
#include "sides.h"
#include "tally.h"

/* [clear, road] -> bits over the terrain types, ROAD_BIT for roads */
static int
terrain_set(struct loader *l, struct gamedata *gd, const struct ynode *s,
    unsigned *out)
{
	int i, t;

	*out = 0;
	if (s != NULL && s->items == NULL && s->n > 0)
		return ld_fail(l, s, "expected a list of terrains");
	for (i = 0; s != NULL && i < s->n; i++) {
		if (s->items[i]->value == NULL)
			return ld_fail(l, s->items[i], "expected a terrain of "
			    "the game, or road");
		if (strcmp(s->items[i]->value, "road") == 0) {
			*out |= ROAD_BIT;
			continue;
		}
		for (t = 0; t < gd->nterrain; t++)
			if (strcmp(gd->terrain[t].id, s->items[i]->value) == 0)
				break;
		if (t == gd->nterrain)
			return ld_fail(l, s->items[i], "expected a terrain of "
			    "the game, or road");
		*out |= 1u << t;
	}
	return 0;
}

static int
hexside_set(struct loader *l, struct gamedata *gd, const struct ynode *s,
    unsigned *out)
{
	int i, t;

	*out = 0;
	if (s != NULL && s->items == NULL && s->n > 0)
		return ld_fail(l, s, "expected a list of hexside features");
	for (i = 0; s != NULL && i < s->n; i++) {
		if (s->items[i]->value == NULL)
			return ld_fail(l, s->items[i], "expected a hexside "
			    "feature of the game");
		for (t = 0; t < gd->nhexsides; t++)
			if (strcmp(gd->hexsides[t].id, s->items[i]->value) == 0)
				break;
		if (t == gd->nhexsides)
			return ld_fail(l, s->items[i], "expected a hexside "
			    "feature of the game");
		*out |= 1u << t;
	}
	return 0;
}

/* bonus: {drm: ID} or {strength: N} */
static int
load_bonus(struct loader *l, struct gamedata *gd, const struct ynode *b,
    struct charge_rules *cg)
{
	static const struct yfield fields[] = {
		{ "drm", Y_SCALAR, 0 }, { "strength", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	const struct combat_rules *c = &gd->combat;
	const struct ynode *v;
	int i;

	if (ymap_check(&l->d, b, fields, "a charge's bonus", &l->cause) != 0 ||
	    ld_int(l, b, "strength", 0, 99, 0, &cg->strength) != 0)
		return -1;
	if ((v = ymap_get(b, "drm")) == NULL) {
		if (ymap_get(b, "strength") == NULL)
			return ld_fail(l, b, "expected {drm: MODIFIER} or "
			    "{strength: N}");
		return 0;
	}
	for (i = 0; i < c->ndrms; i++)
		if (strcmp(c->drms[i].id, v->value) == 0 &&
		    c->drms[i].when == WHEN_ATTACKER_CHARGED)
			break;
	if (i == c->ndrms)
		return ld_fail(l, v, "expected the id of a combat modifier "
		    "with when: attacker-charged");
	cg->drm = xstrdup(v->value);
	return 0;
}

/*
 * charge: {types: [cavalry], mark, hexes: 3, straight: true,
 *          through: [clear, road], only_by_road: [stream],
 *          straight_at_target: true, target_in: [clear, road],
 *          bonus: {drm: ID} | {strength: N}, must_advance: true,
 *          countered_by: OPTION, section}
 */
int
charge_load(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "types", Y_SEQ, 1 }, { "mark", Y_SCALAR, 0 },
		{ "hexes", Y_SCALAR, 0 }, { "straight", Y_SCALAR, 0 },
		{ "through", Y_SEQ, 0 }, { "only_by_road", Y_SEQ, 0 },
		{ "straight_at_target", Y_SCALAR, 0 },
		{ "target_in", Y_SEQ, 0 }, { "bonus", Y_MAP, 1 },
		{ "must_advance", Y_SCALAR, 0 },
		{ "countered_by", Y_SCALAR, 0 }, { "section", Y_SCALAR, 0 },
		{ "never_downhill", Y_SCALAR, 0 },	/* spi 7.26 */
		{ "charging_flag", Y_SCALAR, 0 },
		{ "charging_side", Y_SCALAR, 0 },
		{ "downhill_section", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	struct charge_rules *cg = &gd->charge;
	const struct ynode *k;
	int i;

	cg->mark = cg->countered_by = -1;
	if (ymap_check(&l->d, m, fields, "the charge", &l->cause) != 0 ||
	    ld_types(l, gd, m, "types", &cg->types) != 0 ||
	    ld_int(l, m, "hexes", 1, 99, 0, &cg->hexes) != 0 ||
	    ld_bool(l, m, "straight", 0, &cg->straight) != 0 ||
	    ld_bool(l, m, "straight_at_target", 0, &cg->at_target) != 0 ||
	    ld_bool(l, m, "must_advance", 0, &cg->must_advance) != 0 ||
	    ld_str(l, m, "section", &cg->section) != 0 ||
	    ld_bool(l, m, "never_downhill", 0, &cg->never_downhill) != 0 ||
	    ld_str(l, m, "charging_flag", &cg->charging_flag) != 0 ||
	    ld_str(l, m, "charging_side", &cg->charging_side) != 0 ||
	    ld_str(l, m, "downhill_section", &cg->downhill_section) != 0 ||
	    terrain_set(l, gd, ymap_get(m, "through"), &cg->through) != 0 ||
	    terrain_set(l, gd, ymap_get(m, "target_in"),
	    &cg->target_in) != 0 ||
	    hexside_set(l, gd, ymap_get(m, "only_by_road"),
	    &cg->only_by_road) != 0 ||
	    load_bonus(l, gd, ymap_get(m, "bonus"), cg) != 0)
		return -1;
	/* the refusal of a step downhill cites a section (spi 7.26) */
	if (cg->never_downhill && cg->section == NULL &&
	    cg->downhill_section == NULL)
		return ld_fail(l, m, "never_downhill needs a section: "
		    "downhill_section or section");
	/* spi 17.12, 7.26: the side a charge is made on is one of the
	 * charging types' own sides, else no unit would ever be charging
	 * and never_downhill would say nothing (sides loaded before the
	 * rules, gamedata.c) */
	if (cg->charging_side != NULL) {
		for (i = 0; i < gd->ntypes; i++)
			if ((cg->types & (1u << i)) && gd->types[i].side[0] !=
			    NULL && (strcmp(gd->types[i].side[0],
			    cg->charging_side) == 0 ||
			    strcmp(gd->types[i].side[1],
			    cg->charging_side) == 0))
				break;
		if (i == gd->ntypes)
			return ld_fail(l, ymap_get(m, "charging_side"),
			    "expected the name of a side of a charging type "
			    "(its unit_types' sides:), not \"%s\"",
			    cg->charging_side);
	}
	if ((k = ymap_get(m, "countered_by")) != NULL &&
	    (cg->countered_by = gd_option(gd, k->value)) < 0)
		return ld_fail(l, k, "expected one of the game's options");
	if ((k = ymap_get(m, "mark")) != NULL) {
		for (i = 0; i < gd->nmarks; i++)
			if (strcmp(gd->marks[i].id, k->value) == 0)
				cg->mark = i;
		if (cg->mark < 0)
			return ld_fail(l, k, "expected one of the game's "
			    "marks");
	}
	return 0;
}

void
charge_free(struct charge_rules *cg)
{
	free(cg->drm);
	free(cg->section);
	free(cg->charging_flag);
	free(cg->charging_side);
	free(cg->downhill_section);
}

/* Is the unit charging as it moves (never_downhill's reading)? */
static int
moving_charge(const struct state *st, int unit)
{
	const struct gamedata *gd = st->gd;
	const struct charge_rules *cg = &gd->charge;
	const char *side;
	int def;

	if (!(cg->types & (1u << gd->units[unit].type)) ||
	    (cg->mark >= 0 && !(gd->units[unit].marks & (1u << cg->mark))))
		return 0;
	/* the side it is up (sides.h): a one-sided counter never */
	if (cg->charging_side != NULL && ((side = sides_name(gd, unit,
	    st->u[unit].side)) == NULL || strcmp(side,
	    cg->charging_side) != 0))
		return 0;
	if (cg->charging_flag == NULL)
		return 1;
	/* the game's own flag (state:, read after the rules): a unit
	 * that does not carry it is not charging */
	if ((def = tally_find(gd, cg->charging_flag)) < 0 ||
	    tally_index(gd, def, unit) < 0)
		return 0;
	return tally_get(st, def, unit) != 0;
}

int
charge_step_downhill_ok(const struct state *st, int unit, int i,
    struct hex at, int d, struct ruling *no)
{
	const struct gamedata *gd = st->gd;
	const struct charge_rules *cg = &gd->charge;
	struct hex to = hex_neighbour(&gd->grid, at, d);
	struct ruling_step *s;

	if (!cg->never_downhill || elev_climb(gd, at, d) >= 0 ||
	    !moving_charge(st, unit))
		return 1;
	ruling_init(no);
	s = ruling_add(no, RS_ELEV_DOWNHILL, gd->id, cg->downhill_section ?
	    cg->downhill_section : cg->section);
	elev_step_nums(gd, s, i, at, to);
	ruling_word(s, gd->units[unit].id);
	return 0;
}

int
charge_open_step(const struct state *st, struct hex at, int d,
    const struct hexinfo *to)
{
	const struct gamedata *gd = st->gd;
	const struct charge_rules *cg = &gd->charge;
	const struct hexinfo *from = gd_hex(gd, at);
	int along = (from->road_dirs & (1u << d)) != 0;

	if (cg->types == 0)
		return 1;
	if (cg->through != 0 && !(cg->through & (1u << to->terrain)) &&
	    !(along && (cg->through & ROAD_BIT)))
		return 0;
	if ((from->sides[d] & cg->only_by_road) && !along)
		return 0;
	return 1;
}

static void
judged(const struct state *st, int unit, int how, struct buf *out)
{
	const struct charge_rules *cg = &st->gd->charge;
	struct ruling r;
	struct ruling_step *s;

	ruling_init(&r);
	s = ruling_add(&r, RS_CHARGE_MOVE, st->gd->id, cg->section);
	s->result = how;
	ruling_word(s, st->gd->units[unit].id);
	ruling_num(s, "hexes", cg->hexes);
	narrate_told(st->gd, &r, out);
}

void
charge_after_move(struct state *st, int unit, struct buf *out)
{
	const struct gamedata *gd = st->gd;
	const struct charge_rules *cg = &gd->charge;
	const struct unit_def *ud = &gd->units[unit];
	struct unit_state *us = &st->u[unit];

	if (us->charged)
		judged(st, unit, CHARGE_MOVE_BEYOND, out);
	us->charged = 0;
	if (!(cg->types & (1u << ud->type)) || cg->hexes == 0 ||
	    us->moved != cg->hexes || !contact_adjacent_enemy(st, unit))
		return;
	/* a unit on two hexes: every step of the pair the same way, and no
	 * pivot (move-footprint.c keeps move_dir so) */
	if (!cg->straight || us->move_dir >= 0) {
		us->charged = 1;
		judged(st, unit, CHARGE_MOVE_CHARGES, out);
	} else
		judged(st, unit, CHARGE_MOVE_BENT, out);
}

int
charge_open_pair(const struct state *st, struct hex a, struct hex b, int d)
{
	const struct grid *g = &st->gd->grid;

	return charge_open_step(st, a, d, gd_hex(st->gd,
	    hex_neighbour(g, a, d))) && charge_open_step(st, b, d,
	    gd_hex(st->gd, hex_neighbour(g, b, d)));
}

/* Its last step points at the target: from any hex of its footprint
 * into any of the target's. */
static int
at_target(const struct state *st, int a, int d)
{
	const struct gamedata *gd = st->gd;
	const struct unit_state *as = &st->u[a];
	struct hex fp[2];
	int n, k;

	if (as->move_dir < 0)
		return 0;
	if (!gd->footprint.any)
		return hex_eq(hex_neighbour(&gd->grid, as->hex, as->move_dir),
		    st->u[d].hex);
	n = footprint_hexes(st, a, fp);
	for (k = 0; k < n; k++)
		if (footprint_covers(st, d, hex_neighbour(&gd->grid, fp[k],
		    as->move_dir)))
			return 1;
	return 0;
}

/* The target stands in terrain a charge may strike: every hex of it. */
static int
target_in(const struct state *st, int d)
{
	const struct charge_rules *cg = &st->gd->charge;
	const struct hexinfo *hi;
	struct hex fp[2];
	int n, k;

	if (cg->target_in == 0)
		return 1;
	if (!st->gd->footprint.any) {
		fp[0] = st->u[d].hex;
		n = 1;
	} else
		n = footprint_hexes(st, d, fp);
	for (k = 0; k < n; k++) {
		hi = gd_hex(st->gd, fp[k]);
		if (!(cg->target_in & (1u << hi->terrain)) &&
		    !((cg->target_in & ROAD_BIT) && hi->road_dirs != 0))
			return 0;
	}
	return 1;
}

int
charging(const struct state *st, int a, int d)
{
	const struct gamedata *gd = st->gd;
	const struct charge_rules *cg = &gd->charge;
	const struct unit_state *as = &st->u[a];

	if (!(cg->types & (1u << gd->units[a].type)))
		return 0;
	if (cg->mark >= 0 && !(gd->units[a].marks & (1u << cg->mark)))
		return 0;
	if (as->moved == 0 || (cg->hexes > 0 && !as->charged))
		return 0;
	if (cg->straight && as->move_dir < 0)
		return 0;
	/* a unit on two hexes crosses open ground by definition where the
	 * game restricts neither terrain nor hexsides: its record
	 * (move-footprint.c, by charge_open_pair) starts closed when a
	 * pivot came before its first step */
	if (!as->open_ground && (footprint_size(gd, a) == 1 ||
	    cg->through != 0 || cg->only_by_road != 0))
		return 0;
	/* straight at its target */
	if (cg->at_target && !at_target(st, a, d))
		return 0;
	/* st-albans optional 10.2, counter-charge: not against those that
	 * can charge */
	if (cg->countered_by >= 0 && (st->options &
	    (1u << cg->countered_by)) && (cg->types &
	    (1u << gd->units[d].type)) && (cg->mark < 0 ||
	    (gd->units[d].marks & (1u << cg->mark))))
		return 0;
	return target_in(st, d);
}

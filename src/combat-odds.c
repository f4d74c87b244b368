/* combat-odds: the odds-crt combat mechanism (combat: kind: odds-crt):
 * odds, defence multipliers, die roll modifiers and the CRT.  Its
 * parameters are read by combat-odds-load.c, its odds explained by
 * combat-odds-explain.c. */
#include "combat.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "footprint.h"
#include "gamewords.h"
#include "los.h"
#include "narrate.h"
#include "reconstructed.h"
#include "ruling.h"
#include "sides.h"

static int
stat(const struct state *st, int unit, int which)
{
	return which >= 0 ? sides_stat(st, unit, which) : 0;
}

/* The geometry is footprint_side's (footprint-facing.c): the side
 * over the defender's whole footprint and its facing kind. */
int
combat_side(const struct state *st, int a, int d)
{
	return footprint_side(st, a, d, NULL, NULL);
}

/* Next to each other with nothing impassable between: a river without
 * a bridge or a ford keeps units out of hand to hand (TEC), though
 * missile units fire over it (st-albans §9.3). */
static int
in_contact(const struct state *st, int a, int b)
{
	return board_contact(st, a, b);
}

/* Is the target beyond one of the unit's front hexsides, seen from
 * `from`?  For a hex at a distance, the line to it must leave through a
 * front hexside. */
static int
in_front_from(const struct state *st, int unit, struct hex from,
    struct hex target, unsigned arc)
{
	const struct gamedata *gd = st->gd;
	const struct unit_state *us = &st->u[unit];
	struct hex_step steps[HEX_LINE_MAX];
	int n, d;

	if (us->facing < 0)
		return gd->no_facing;	/* no facing: every way is front */
	n = hex_line(&gd->grid, from, target, steps, HEX_LINE_MAX);
	if (n < 2)
		return 0;
	d = hex_dir_to(&gd->grid, from, steps[1].a);
	if (arc & ARC_BIT(hex_dir_relative(us->facing, d)))
		return 1;
	if (steps[1].pair) {
		d = hex_dir_to(&gd->grid, from, steps[1].b);
		return (arc & ARC_BIT(hex_dir_relative(us->facing, d))) != 0;
	}
	return 0;
}

static int
in_front(const struct state *st, int unit, struct hex target, unsigned arc)
{
	return in_front_from(st, unit, st->u[unit].hex, target, arc);
}

static int
among(const struct hex *hs, int n, struct hex h)
{
	int i;

	for (i = 0; i < n; i++)
		if (hex_eq(hs[i], h))
			return 1;
	return 0;
}

/* The same for units on two hexes or facing a vertex: is any hex of d
 * in front of any hex of a?  With vertex facing the front is the facing
 * kind's front hexes (footprint-facing.c), not the type's hexsides: the
 * line from a hex of a must first enter one of them (spi-agincourt
 * §5.22).  One-hex games with hexside facing take in_front as before. */
static int
in_front_of(const struct state *st, int a, int d, unsigned arc)
{
	const struct gamedata *gd = st->gd;
	struct hex_step steps[HEX_LINE_MAX];
	struct hex fa[2], fd[2], front[HEX_DIRS];
	int na, nd, nf, i, k, n;

	if (!gd->footprint.any && gd->facing_kind != FACING_VERTEX)
		return in_front(st, a, st->u[d].hex, arc);
	if (st->u[a].facing < 0)
		return gd->no_facing;
	na = footprint_hexes(st, a, fa);
	nd = footprint_hexes(st, d, fd);
	if (gd->facing_kind != FACING_VERTEX) {
		for (i = 0; i < na; i++)
			for (k = 0; k < nd; k++)
				if (in_front_from(st, a, fa[i], fd[k], arc))
					return 1;
		return 0;
	}
	nf = footprint_facing_front_hexes(st, a, front);
	for (i = 0; i < na; i++)
		for (k = 0; k < nd; k++) {
			n = hex_line(&gd->grid, fa[i], fd[k], steps,
			    HEX_LINE_MAX);
			if (n < 2)
				continue;
			if (among(front, nf, steps[1].a) || (steps[1].pair &&
			    among(front, nf, steps[1].b)))
				return 1;
		}
	return 0;
}

/* engaged, where units may stand on two hexes: the neighbours of each
 * of its hexes, and every unit standing in them by either hex. */
static int
engaged_footprint(const struct state *st, int unit)
{
	const struct gamedata *gd = st->gd;
	struct hex fp[2], h;
	int n = footprint_hexes(st, unit, fp), k, d, u;

	for (k = 0; k < n; k++)
		for (d = 0; d < HEX_DIRS; d++) {
			h = hex_neighbour(&gd->grid, fp[k], d);
			for (u = board_first_in(st, h); u >= 0;
			    u = board_next_in(st, h, u))
				if (u != unit && gd->units[u].faction !=
				    gd->units[unit].faction &&
				    !(gd->stack_extra &
				    (1u << gd->units[u].type)) &&
				    in_contact(st, u, unit))
					return 1;
		}
	return 0;
}

/* Is a unit next to an enemy combat unit (one that is not an extra such
 * as a commander or baggage)? */
static int
engaged(const struct state *st, int unit)
{
	const struct gamedata *gd = st->gd;
	int d, u;

	if (gd->footprint.any)
		return engaged_footprint(st, unit);
	/* contact is with a neighbour: the six hexes around it */
	for (d = 0; d < HEX_DIRS; d++)
		for (u = board_first_at(st, hex_neighbour(&gd->grid,
		    st->u[unit].hex, d)); u >= 0; u = board_next_at(st, u))
			if (gd->units[u].faction != gd->units[unit].faction &&
			    !(gd->stack_extra & (1u << gd->units[u].type)) &&
			    in_contact(st, u, unit))
				return 1;
	return 0;
}

/* A refusal of the attack as a record (ruling.h RS_REFUSE_NO_COMBAT ..
 * RS_REFUSE_NO_LOS) at the end of no, with the attacker (word 0) and
 * the defender (word 1), or NULL when no is NULL: a probe
 * (combat_has_target) asks whether, not why. */
static struct ruling_step *
refusal(const struct gamedata *gd, struct ruling *no, enum ruling_concept c,
    const char *section, int a, int d)
{
	struct ruling_step *s;

	if (no == NULL)
		return NULL;
	s = ruling_add(no, c, gd->id, section);
	if (a >= 0)
		ruling_word(s, gd->units[a].id);
	if (d >= 0)
		ruling_word(s, gd->units[d].id);
	return s;
}

static void
num(struct ruling_step *s, const char *name, int value)
{
	if (s != NULL)
		ruling_num(s, name, value);
}

/* May unit a fire at unit d: a missile unit, in range, in front, with a
 * line of sight, and (where the rules say so) not itself engaged?  The
 * refusal is a record in no, which may be NULL. */
static int
fire_check(const struct state *st, int a, int d, struct ruling *no)
{
	const struct gamedata *gd = st->gd;
	const struct combat_rules *cr = &gd->combat;
	const struct unit_state *as = &st->u[a], *ds = &st->u[d];
	struct ruling_step *s;
	struct los_result lr;
	int range, k;

	if (!(cr->missile.types & (1u << gd->units[a].type))) {
		s = refusal(gd, no, RS_REFUSE_NOT_MISSILE, cr->missile.section,
		    a, -1);
		num(s, "type", gd->units[a].type);
		num(s, "types", (int)cr->missile.types);
		return -1;
	}
	/* from the nearer hexes of two footprints (spi-agincourt §5.2) */
	range = gd->footprint.any ? footprint_distance(st, a, d) :
	    hex_distance(&gd->grid, as->hex, ds->hex);
	if (range > stat(st, a, cr->missile.range_stat)) {
		s = refusal(gd, no, RS_REFUSE_RANGE, cr->missile.range_section,
		    a, d);
		num(s, "range", range);
		num(s, "max", stat(st, a, cr->missile.range_stat));
		return -1;
	}
	if (range == 1 && cr->missile.free_to_fire && in_contact(st, a, d)) {
		refusal(gd, no, RS_REFUSE_FIRE_ADJACENT, cr->missile.section,
		    a, d);
		return -1;
	}
	if (!in_contact(st, a, d) && cr->missile.free_to_fire &&
	    engaged(st, a)) {
		refusal(gd, no, RS_REFUSE_FIRE_ENGAGED, cr->missile.section,
		    a, -1);
		return -1;
	}
	if (!in_front_of(st, a, d, gd->types[gd->units[a].type].move_front)) {
		refusal(gd, no, RS_REFUSE_FIRE_FRONT, gd->section[SEC_FRONT],
		    a, d);
		return -1;
	}
	if (gd->footprint.any) {
		/* any hex of one to any hex of the other */
		struct hex fa[2], fd[2];
		int na = footprint_hexes(st, a, fa);
		int nd = footprint_hexes(st, d, fd);

		los_between(st, fa, na, fd, nd, &lr);
	} else
		los_trace(st, as->hex, ds->hex, &lr);
	if (!lr.clear) {
		for (k = 0; k < lr.nsteps; k++)
			if (lr.blocked[k])
				break;
		s = refusal(gd, no, RS_REFUSE_NO_LOS, cr->missile.los_section,
		    a, d);
		num(s, "col", lr.steps[k].a.col);
		num(s, "row", lr.steps[k].a.row);
		num(s, "pair", lr.steps[k].pair);
		num(s, "col2", lr.steps[k].b.col);
		num(s, "row2", lr.steps[k].b.row);
		return -1;
	}
	return 0;
}

/* combat_check's tests, each refusal a record in no; what baggage and
 * commanders refuse with is still their words, in *cause. */
static int
check(const struct state *st, const struct attack *at, struct ruling *no,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct combat_rules *cr = &gd->combat;
	const struct unit_def *dd = &gd->units[at->def];
	const struct unit_state *ds = &st->u[at->def];
	struct ruling_step *s;
	int i, k, a;

	if (cr->attack_stat < 0) {
		ruling_word(refusal(gd, no, RS_REFUSE_NO_COMBAT, NULL, -1, -1),
		    gd->title);
		return -1;
	}
	if (at->natt < 1) {
		refusal(gd, no, RS_REFUSE_NO_ATTACKER, NULL, -1, -1);
		return -1;
	}
	if (!ds->on_map) {
		s = refusal(gd, no, RS_REFUSE_GONE, NULL, at->def, -1);
		num(s, "eliminated", ds->eliminated);
		return -1;
	}
	/* a commander or baggage with a unit is attacked through it: the
	 * unit fights for the hex (st-albans §6, §9.4) */
	if ((baggage_is(st, at->def) || commanders_is(st, at->def)) &&
	    (k = board_fighter(st, ds->hex, dd->faction, at->def)) >= 0) {
		s = refusal(gd, no, RS_REFUSE_STANDS_WITH,
		    baggage_is(st, at->def) ? baggage_section(gd) :
		    commanders_section(gd), at->def, k);
		num(s, "col", ds->hex.col);
		num(s, "row", ds->hex.row);
		num(s, "baggage", baggage_is(st, at->def) != 0);
		return -1;
	}
	if (ds->defended && !at->counter) {
		refusal(gd, no, RS_REFUSE_DEFENDED, cr->once.section, at->def,
		    -1);
		return -1;
	}
	for (i = 0; i < at->natt; i++) {
		const struct unit_def *ad;
		const struct unit_state *as;

		a = at->att[i];
		ad = &gd->units[a];
		as = &st->u[a];
		for (k = 0; k < i; k++)
			if (at->att[k] == a) {
				refusal(gd, no, RS_REFUSE_NAMED_TWICE, NULL, a,
				    -1);
				return -1;
			}
		if (!as->on_map) {
			s = refusal(gd, no, RS_REFUSE_GONE, NULL, a, -1);
			num(s, "eliminated", as->eliminated);
			return -1;
		}
		if (ad->faction == dd->faction) {
			refusal(gd, no, RS_REFUSE_SAME_SIDE, NULL, a, at->def);
			return -1;
		}
		if (as->routed) {
			refusal(gd, no, RS_REFUSE_ROUTED_ATTACK,
			    gd->section[SEC_ROUTED], a, -1);
			return -1;
		}
		/* st-albans §9.4, §6: baggage never attacks, and is
		 * attacked hand to hand only; commanders fight only in their
		 * unit's strength */
		if (baggage_refuse_attacker(st, a, cause) != 0 ||
		    commanders_refuse_attacker(st, a, cause) != 0 ||
		    baggage_refuse_at_range(st, a, at->def, cause) != 0)
			return -1;
		if (as->attacked && !at->counter) {
			s = refusal(gd, no, RS_REFUSE_ATTACKED,
			    cr->once.section, a, -1);
			num(s, "per_phase", cr->once.per_phase != 0);
			return -1;
		}
		if (at->kind == KIND_MISSILE) {
			if (fire_check(st, a, at->def, no) != 0)
				return -1;
			continue;
		}
		if (!in_contact(st, a, at->def) && !(cr->missile.combine &&
		    (cr->missile.types & (1u << ad->type)))) {
			int d = hex_dir_to(&gd->grid, as->hex, ds->hex), f;

			if (d >= 0 && (f = enter_barrier(gd, as->hex, d)) >= 0)
				ruling_word(refusal(gd, no, RS_REFUSE_BARRIER,
				    gd->hexsides[f].section, a, at->def),
				    gd->hexsides[f].name);
			else
				refusal(gd, no, RS_REFUSE_NOT_ADJACENT,
				    cr->melee_section, a, at->def);
			return -1;
		}
		if (!in_contact(st, a, at->def) && fire_check(st, a, at->def,
		    no) != 0)
			return -1;
		if (!in_front_of(st, a, at->def,
		    gd->types[ad->type].combat_front)) {
			refusal(gd, no, RS_REFUSE_NOT_IN_FRONT,
			    gd->section[SEC_FRONT], a, at->def);
			return -1;
		}
	}
	if (at->kind == KIND_MISSILE && at->natt > 1 && !cr->missile.combine) {
		refusal(gd, no, RS_REFUSE_NO_COMBINE, cr->missile.section, -1,
		    -1);
		return -1;
	}
	return 0;
}

int
combat_check(const struct state *st, const struct attack *at, char **cause)
{
	struct ruling no;
	int rc;

	ruling_init(&no);
	rc = check(st, at, &no, cause);
	if (no.n > 0)
		*cause = narrate_refusal(st->gd, &no);
	ruling_free(&no);
	return rc;
}

/*
 * the defender's terrain shifts the column or modifies
 * the die, all of it added up; a hexside feature (stream, bridge,
 * palisade) counts only when every attacker comes across one, and not
 * when a missile unit fires without closing.
 */
static void
terrain_effects(const struct state *st, const struct attack *at,
    struct odds *o)
{
	const struct gamedata *gd = st->gd;
	const struct unit_state *ds = &st->u[at->def];
	const struct hexinfo *hi = gd_hex(gd, ds->hex);
	const struct terrain *t;
	int i, k, f, d, across;

	for (k = -1; k < gd->nfeatures; k++) {
		if (k >= 0 && !(hi->features & (1u << k)))
			continue;
		t = k < 0 ? &gd->terrain[hi->terrain] : &gd->features[k];
		if ((t->drm == 0 && t->shift == 0) || o->nterrain >= 8)
			continue;
		o->terrain[o->nterrain].t = t;
		o->terrain[o->nterrain].value = t->drm;
		o->terrain[o->nterrain++].shift = t->shift;
		o->shift += t->shift;
	}
	for (f = 0; f < gd->nhexsides; f++) {
		t = &gd->hexsides[f];
		if ((t->drm == 0 && t->shift == 0) || o->nterrain >= 8)
			continue;
		for (i = 0, across = 1; i < at->natt && across; i++) {
			d = hex_dir_to(&gd->grid, ds->hex, st->u[at->att[i]].hex);
			if (d < 0 || !(hi->sides[d] & (1u << f)))
				across = 0;
		}
		if (!across)
			continue;
		o->terrain[o->nterrain].t = t;
		o->terrain[o->nterrain].value = t->drm;
		o->terrain[o->nterrain++].shift = t->shift;
		o->shift += t->shift;
	}
}

/* st-albans §6: the commanders standing with a unit add their strength
 * to it in mêlée */
static int
commander_help(const struct state *st, int unit)
{
	int with[8], n, k, s = 0;

	n = commanders_with(st, unit, with, 8);
	for (k = 0; k < n; k++)
		s += combat_strength(st, with[k], 0);
	return s;
}

int
combat_strength(const struct state *st, int unit, int defending)
{
	const struct combat_rules *cr = &st->gd->combat;

	if (st->u[unit].steps_lost > 0 && cr->reduced_stat >= 0)
		return stat(st, unit, cr->reduced_stat);
	return stat(st, unit, defending ? cr->defence_stat : cr->attack_stat);
}

int
combat_odds(const struct state *st, const struct attack *at, struct odds *o,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct combat_rules *cr = &gd->combat;
	const struct odds_missile *ms = &cr->missile;
	const struct crt *crt = &cr->crt;
	const struct unit_def *dd = &gd->units[at->def];
	const struct unit_state *ds = &st->u[at->def];
	const struct hexinfo *hi = gd_hex(gd, ds->hex);
	const struct terrain *t;
	struct ruling no;
	struct ruling_step *rs;
	char *failed = NULL;
	int i, k, v, all_front = 1;

	ruling_init(&no);
	memset(o, 0, sizeof *o);
	o->best = -1;
	o->off_stakes = -1;
	/* the odds are read from the board: every unit must be on it (the
	 * defender's hex is looked up below) */
	for (i = 0; i <= at->natt; i++) {
		int u = i < at->natt ? at->att[i] : at->def;

		if (!st->u[u].on_map) {
			rs = refusal(gd, &no, RS_REFUSE_GONE, NULL, u, -1);
			num(rs, "eliminated", st->u[u].eliminated);
			*cause = narrate_refusal(gd, &no);
			return -1;
		}
	}
	for (i = 0; i < at->natt; i++) {
		int a = at->att[i], s = combat_strength(st, a, 0);
		int close = in_contact(st, a, at->def);

		/* a missile unit in mêlée is weaker, but
		 * not against enemy missile units, nor with the mark that
		 * spares it */
		if (close && ms->melee_penalty > 0 && (ms->types &
		    (1u << gd->units[a].type)) && !(ms->types &
		    (1u << dd->type)) && (ms->penalty_exempt < 0 ||
		    !(gd->units[a].marks & (1u << ms->penalty_exempt)))) {
			int p = s - ms->melee_penalty < 1 ? s - 1 :
			    ms->melee_penalty;

			s -= p;
			o->penalty += p;
		}
		/* a scenario's penalty to fire at range (weather) */
		if (!close && gd->fire_penalty != NULL &&
		    gd->fire_penalty[gd->units[a].faction] > 0) {
			int p = gd->fire_penalty[gd->units[a].faction];

			if (s - p < 1)
				p = s - 1;
			s -= p;
			o->fire_penalty += p;
		}
		if (close && gd->charge.strength > 0 &&
		    charging(st, a, at->def)) {
			s += gd->charge.strength;
			o->charge += gd->charge.strength;
		}
		o->af += s;
		/* st-albans §6: a commander adds his strength in mêlée */
		if (close)
			o->extra_af += commander_help(st, a);
	}
	o->af += o->extra_af;
	o->df_base = ds->routed && cr->routed_defence_stat >= 0 ?
	    stat(st, at->def, cr->routed_defence_stat) :
	    combat_strength(st, at->def, 1);
	/* st-albans §9.4: baggage defends at its fixed strength, and adds
	 * it to the unit it stands with */
	if (baggage_is(st, at->def))
		o->df_base = baggage_defence(gd);
	else if (baggage_with(st, at->def) >= 0)
		o->baggage = baggage_defence(gd);
	/* a missile unit defending hand to hand is weaker too, unless its
	 * attackers are missile units themselves */
	if (ms->melee_penalty > 0 && (ms->types & (1u << dd->type)) &&
	    (ms->penalty_exempt < 0 || !(dd->marks &
	    (1u << ms->penalty_exempt)))) {
		int close = 0, shooters = 0;

		for (i = 0; i < at->natt; i++) {
			close |= in_contact(st, at->att[i], at->def);
			shooters |= (cr->missile.types &
			    (1u << gd->units[at->att[i]].type)) != 0;
		}
		if (close && !shooters) {
			int p = o->df_base - cr->missile.melee_penalty < 1 ?
			    o->df_base - 1 : cr->missile.melee_penalty;

			o->df_base -= p;
			o->def_penalty = p;
		}
	}
	o->df = o->df_base;
	for (i = 0; i < at->natt; i++)
		if (in_contact(st, at->att[i], at->def)) {
			o->extra_df += commander_help(st, at->def);
			break;
		}
	if (at->kind == KIND_MISSILE)
		o->range = gd->footprint.any ? footprint_distance(st,
		    at->att[0], at->def) : hex_distance(&gd->grid,
		    st->u[at->att[0]].hex, ds->hex);
	/* battle-of-agincourt §11.1: terrain and features multiply the
	 * defence of the types they protect; "over the front" needs every
	 * attacker in front of a defender with a facing (battle-of-agincourt
	 * §10.0.2, §11.1). Our reading: the front is enough, whichever
	 * hexsides the stakes are drawn on (doc/reconstructions.md). */
	for (i = 0; i < at->natt; i++) {
		struct hex over;
		int dir, side = footprint_side(st, at->att[i], at->def, &over,
		    &dir);
		const struct hexinfo *oi;

		/* the stakes are drawn on the hexsides of the hex the
		 * attack comes in over, whatever the facing kind */
		oi = side < 0 ? hi : gd_hex(gd, over);
		if (side < 0 || !(gd->types[dd->type].combat_front &
		    ARC_BIT(side)))
			all_front = 0;
		else if (oi->fort_sides != 0 && !(oi->fort_sides &
		    (1u << dir)))
			o->off_stakes = at->att[i];
	}
	for (k = -1; k < gd->nfeatures; k++) {
		if (k >= 0 && !(hi->features & (1u << k)))
			continue;
		t = k < 0 ? &gd->terrain[hi->terrain] : &gd->features[k];
		if (!(t->df_types & (1u << dd->type)))
			continue;
		v = at->kind == KIND_MISSILE ? t->df_missile : t->df_melee;
		if (v <= 1)
			continue;
		if (t->df_over_front && !all_front) {
			o->df_not = t;
			continue;
		}
		o->df *= v;
		o->df_by = t;
	}
	o->df += o->extra_df + o->baggage;
	/* st-albans §9.4: baggage alone is never helped by its terrain */
	if (!baggage_is(st, at->def))
		terrain_effects(st, at, o);
	/* battle-of-agincourt §11.2: the modifiers, and the column shifts
	 * of those that move the column (combat-odds-drm.c) */
	failed = combat_odds_modifiers(st, at, o);
	/* battle-of-agincourt §11.1: rounded down to a column; above the
	 * highest is the highest; below the lowest is no combat. */
	o->col = -1;
	for (i = crt->ncols - 1; i >= 0; i--)
		if (o->af * crt->cols[i].def >= crt->cols[i].att * o->df) {
			o->col = i;
			break;
		}
	if (o->col == crt->ncols - 1 && o->af * crt->cols[i].def >
	    crt->cols[i].att * o->df)
		o->capped = 1;
	if (o->col < 0 && crt->below_lowest) {
		o->col = 0;	/* "1/2 and -": read on the lowest column */
		o->capped = 1;
	}
	o->col_ratio = o->col;
	/* terrain (and a modifier's shift) moves the column */
	if (o->col >= 0 && o->shift != 0) {
		o->col += o->shift;
		if (o->col < 0)
			o->col = 0;
		if (o->col >= crt->ncols)
			o->col = crt->ncols - 1;
	}
	/* a hook could not rule: the odds are complete without its
	 * modifier, and `odds` shows them */
	if (failed != NULL) {
		*cause = failed;
		return -1;
	}
	if (o->col < 0) {
		rs = refusal(gd, &no, RS_REFUSE_BELOW_ODDS, crt->odds_section,
		    -1, -1);
		num(rs, "af", o->af);
		num(rs, "df", o->df);
		ruling_word(rs, crt->cols[0].label);
		*cause = narrate_refusal(gd, &no);
		return -1;
	}
	/* st-albans §9.3: judged on the odds as counted and rounded, the
	 * commander's strength in; the terrain's shift of the column is the
	 * table's, not the odds' (§9.5) */
	if (cr->missile.alone_att > 0 && at->natt == 1 &&
	    (cr->missile.types & (1u << gd->units[at->att[0]].type)) &&
	    in_contact(st, at->att[0], at->def) &&
	    crt->cols[o->col_ratio].att * cr->missile.alone_def <=
	    cr->missile.alone_att * crt->cols[o->col_ratio].def) {
		rs = refusal(gd, &no, RS_REFUSE_MISSILE_ALONE,
		    cr->missile.section, -1, -1);
		num(rs, "af", o->af);
		num(rs, "df", o->df);
		num(rs, "att", cr->missile.alone_att);
		num(rs, "def", cr->missile.alone_def);
		ruling_word(rs, crt->cols[o->col_ratio].label);
		*cause = narrate_refusal(gd, &no);
		return -1;
	}
	return 0;
}

const char *
crt_result(const struct crt *crt, int col, int mdr)
{
	const struct crt_column *c = &crt->cols[col];
	int i;

	for (i = 0; i < c->nbands; i++)
		if (mdr >= c->bands[i].lo && mdr <= c->bands[i].hi)
			return c->bands[i].result;
	return "-";
}

/* Could unit fire at d, as a target of its side's fire? */
static int
target_ok(const struct state *st, int unit, int d)
{
	const struct gamedata *gd = st->gd;

	return st->u[d].on_map && !st->u[d].defended &&
	    gd->units[d].faction != gd->units[unit].faction &&
	    !baggage_is(st, d) && !(gd->stack_extra &
	    (1u << gd->units[d].type)) && fire_check(st, unit, d, NULL) == 0;
}

int
combat_has_target(const struct state *st, int unit)
{
	const struct gamedata *gd = st->gd;
	const struct combat_rules *cr = &gd->combat;
	struct hex at = st->u[unit].hex, h;
	int d, r, dc, dr;

	if (!(cr->missile.types & (1u << gd->units[unit].type)))
		return 0;
	/* The hexes in range, when there are fewer of them than units: a
	 * step changes a column or a row by one at most, so they lie in
	 * the square of side 2r + 1 around it. */
	r = stat(st, unit, cr->missile.range_stat);
	/* (with units on two hexes, the scan of every unit below) */
	if (r >= 0 && r < 1000 && (2 * r + 1) * (2 * r + 1) < st->nunits &&
	    st->at.strays == 0 && !gd->footprint.any) {
		for (dc = -r; dc <= r; dc++)
			for (dr = -r; dr <= r; dr++) {
				h = at;
				h.col += dc;
				h.row += dr;
				if (hex_distance(&gd->grid, at, h) > r)
					continue;
				for (d = board_first_at(st, h); d >= 0;
				    d = board_next_at(st, d))
					if (target_ok(st, unit, d))
						return 1;
			}
		return 0;
	}
	for (d = 0; d < st->nunits; d++)
		if (target_ok(st, unit, d))
			return 1;
	return 0;
}

/* combat-odds-drm: the die roll modifiers of the odds-crt mechanism
 * (combat-odds.c): the conditions of the small vocabulary implemented
 * once in C, and those a game's Tcl answers (when: hook, rulehook.c). */
#include "combat.h"

#include <stdlib.h>

#include "footprint.h"
#include "rulehook.h"

/* attacker-next-to-type where units may stand on two hexes: a friend
 * of the type next to any hex of an attacker, by any of its own. */
static int
next_to_type(const struct state *st, const struct attack *at,
    const struct modifier *m)
{
	const struct gamedata *gd = st->gd;
	struct hex fp[2], h;
	int i, n, j, k, u, a;

	for (i = 0; i < at->natt; i++) {
		a = at->att[i];
		n = footprint_hexes(st, a, fp);
		for (j = 0; j < n; j++)
			for (k = 0; k < HEX_DIRS; k++) {
				h = hex_neighbour(&gd->grid, fp[j], k);
				for (u = board_first_in(st, h); u >= 0;
				    u = board_next_in(st, h, u))
					if (u != a && (m->types & (1u <<
					    gd->units[u].type)) &&
					    gd->units[u].faction ==
					    gd->units[a].faction)
						return 1;
			}
	}
	return 0;
}

/* Does a modifier apply to this attack?  Returns its value, or 0. */
static int
drm_value(const struct state *st, const struct attack *at,
    const struct modifier *m, int range)
{
	const struct gamedata *gd = st->gd;
	int i, k, u, d, side;

	if (!(m->kinds & at->kind))
		return 0;
	if (m->option >= 0 && !(st->options & (1u << m->option)))
		return 0;
	if (m->faction >= 0 && gd->units[at->att[0]].faction != m->faction)
		return 0;
	switch (m->when) {
	case WHEN_ATTACKER_NEXT_TO_TYPE:
		if (gd->footprint.any)
			return next_to_type(st, at, m) ? m->value : 0;
		for (i = 0; i < at->natt; i++)
			for (k = 0; k < HEX_DIRS; k++)
				for (u = board_first_at(st, hex_neighbour(
				    &gd->grid, st->u[at->att[i]].hex, k));
				    u >= 0; u = board_next_at(st, u))
					if ((m->types & (1u <<
					    gd->units[u].type)) &&
					    gd->units[u].faction ==
					    gd->units[at->att[i]].faction)
						return m->value;
		return 0;
	case WHEN_ATTACKER_IS_TYPE:
		for (i = 0; i < at->natt; i++)
			if (m->types & (1u << gd->units[at->att[i]].type))
				return m->value;
		return 0;
	case WHEN_ATTACKER_CHARGED:
		for (i = 0; i < at->natt; i++)
			if (st->u[at->att[i]].charged)
				return m->value;
		return 0;
	case WHEN_OVER_REAR:
		if (st->u[at->def].routed)
			return 0;
		for (i = 0; i < at->natt; i++)
			if ((side = combat_side(st, at->att[i], at->def)) == 3)
				return m->value;
		return 0;
	case WHEN_RANGE_BEYOND_FIRST:
		d = range - 1;
		return d > 0 ? d * m->value : 0;
	default:
		return 0;
	}
}

/* The value of a modifier, asking its hook where the game's Tcl decides
 * (when: hook, rulehook.c) once the data's own filters let it through:
 * 0, or -1 with *cause when the hook fails. */
static int
drm_get(const struct state *st, const struct attack *at,
    const struct modifier *m, int range, int *v, char **cause)
{
	*v = 0;
	if (m->when != WHEN_HOOK) {
		*v = drm_value(st, at, m, range);
		return 0;
	}
	if (!(m->kinds & at->kind) ||
	    (m->option >= 0 && !(st->options & (1u << m->option))) ||
	    (m->faction >= 0 &&
	    st->gd->units[at->att[0]].faction != m->faction))
		return 0;
	return rulehook_modifier(st, m, at, v, cause);
}

/* The columns a shift modifier moves the column by, if it applies: its
 * condition read as for a DRM (a hook's "value N" is the shift itself). */
static int
shift_get(const struct state *st, const struct attack *at,
    const struct modifier *m, int range, int *v, char **cause)
{
	struct modifier one = *m;

	/* a hook's "yes" is the modifier's own shift */
	one.value = m->when == WHEN_HOOK ? m->shift : 1;
	if (drm_get(st, at, &one, range, v, cause) != 0)
		return -1;
	if (m->when != WHEN_HOOK && *v != 0)
		*v = m->shift;
	return 0;
}

/* A modifier's hook failed: the first reason is kept, the modifier
 * counts for nothing, and the odds are worked out to the end. */
static void
hook_failed(char **failed, char **cause)
{
	if (*failed == NULL)
		*failed = *cause;
	else
		free(*cause);
	*cause = NULL;
}

char *
combat_odds_modifiers(const struct state *st, const struct attack *at,
    struct odds *o)
{
	const struct combat_rules *cr = &st->gd->combat;
	char *failed = NULL, *cause = NULL;
	int i, v;

	/* battle-of-agincourt §11.2: every modifier that applies; only the
	 * best counts when the game says so, and the "added" ones count on
	 * top. */
	/* a modifier that moves the column (shift:): every one that
	 * applies, added up with the terrain's */
	for (i = 0; i < cr->ndrms && o->nshifts < 8; i++) {
		const struct modifier *m = &cr->drms[i];

		if (m->shift == 0)
			continue;
		if (shift_get(st, at, m, o->range, &v, &cause) != 0)
			hook_failed(&failed, &cause);
		if (v != 0) {
			o->shifts[o->nshifts].m = m;
			o->shifts[o->nshifts++].value = v;
			o->shift += v;
		}
	}
	for (i = 0; i < cr->ndrms && o->nfound < 16; i++) {
		if (cr->drms[i].shift != 0)
			continue;
		if (drm_get(st, at, &cr->drms[i], o->range, &v, &cause) != 0)
			hook_failed(&failed, &cause);
		if (v != 0) {
			o->found[o->nfound].m = &cr->drms[i];
			o->found[o->nfound++].value = v;
		}
	}
	for (i = 0; i < o->nfound; i++) {
		if (!cr->drm.best_only)
			o->drm += o->found[i].value;
		else if (o->best < 0 || o->found[i].value <
		    o->found[o->best].value)
			o->best = i;
	}
	if (cr->drm.best_only && o->best >= 0)
		o->drm = o->found[o->best].value;
	for (i = 0; i < o->nterrain; i++)
		o->drm += o->terrain[i].value;
	for (i = 0; i < cr->nadded && o->nfound < 16; i++) {
		if (cr->added[i].shift != 0)
			continue;	/* shifts are read from modifiers: */
		if (drm_get(st, at, &cr->added[i], o->range, &v, &cause) != 0)
			hook_failed(&failed, &cause);
		if (v != 0) {
			o->found[o->nfound].m = &cr->added[i];
			o->found[o->nfound++].value = v;
			o->drm += v;
		}
	}
	return failed;
}

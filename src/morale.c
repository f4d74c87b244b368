/* morale: checks (dispatched by kind to morale-rating.c and
 * morale-strength.c), what a failure does (a rout: the movement is
 * the rout kind's, rout.c) and the rally. */
#include "morale.h"

#include "combat.h"
#include "footprint.h"
#include "narrate.h"
#include "retreat.h"
#include "rout.h"
#include "rulehook.h"
#include "ruling.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The morale kinds a game may choose (rules: morale: kind:), each in its
 * own file, and what its modifiers are called in narration: where the
 * die is read against the strength, the modifiers move the morale
 * value, not the die. */
static const struct {
	const char	*name;
	enum morale_kind kind;
	const char	*word;
	int		(*judge)(struct state *, int, int, struct roll *,
			    struct ruling *, int *);
} kinds[] = {
	{ "roll-vs-rating", MORALE_ROLL_VS_RATING, "DRM",
	    morale_rating_judge },
	{ "roll-vs-strength", MORALE_ROLL_VS_STRENGTH, "morale",
	    morale_strength_judge },
	/* moralepoints.c: its checks are rolled by the game's phase hooks
	 * (herald::morale), never after a combat result: no judge */
	{ "points", MORALE_POINTS, "points", NULL },
};

static size_t
morale_kind_index(enum morale_kind k)
{
	size_t i;

	for (i = 0; i < nitems(kinds); i++)
		if (kinds[i].kind == k)
			return i;
	return 0;
}

static const char *
morale_word(const struct morale_rules *mr)
{
	return kinds[morale_kind_index(mr->kind)].word;
}

int
morale_kind_find(const char *name, struct buf *all)
{
	size_t i;

	for (i = 0; i < nitems(kinds); i++)
		if (strcmp(kinds[i].name, name) == 0)
			return (int)kinds[i].kind;
	for (i = 0; all != NULL && i < nitems(kinds); i++)
		buf_printf(all, "%s%s", i ? ", " : "", kinds[i].name);
	return -1;
}

int
morale_eliminated_count(const struct state *st, int faction)
{
	int i, n = 0;

	for (i = 0; i < st->nunits; i++)
		if (st->u[i].eliminated && (faction < 0 ||
		    st->gd->units[i].faction == faction))
			n++;
	return n;
}

static int
friendly(const struct state *st, int a, int b)
{
	return st->gd->units[a].faction == st->gd->units[b].faction;
}

/* How many friends of these types stand next to a unit (or with it too,
 * when `with`): the six hexes around it, through the hex index. */
static int
friends_near(const struct state *st, int unit, unsigned types, int with)
{
	const struct gamedata *gd = st->gd;
	struct hex h;
	int d, u, n = 0;

	if (!st->u[unit].on_map)
		return 0;
	if (gd->footprint.any) {
		/* units on two hexes: each friend once, by the nearer of
		 * its hexes to the nearer of this unit's */
		for (u = 0; u < st->nunits; u++)
			if (u != unit && st->u[u].on_map &&
			    friendly(st, u, unit) &&
			    (types & (1u << gd->units[u].type)) &&
			    (d = footprint_distance(st, unit, u)) <= 1 &&
			    (d == 1 || with))
				n++;
		return n;
	}
	for (d = with ? -1 : 0; d < HEX_DIRS; d++) {
		h = d < 0 ? st->u[unit].hex : hex_neighbour(&gd->grid,
		    st->u[unit].hex, d);
		for (u = board_first_at(st, h); u >= 0; u = board_next_at(st, u))
			if (u != unit && friendly(st, u, unit) &&
			    (types & (1u << gd->units[u].type)))
				n++;
	}
	return n;
}

static int
applies(const struct state *st, int unit, const struct modifier *m)
{
	const struct gamedata *gd = st->gd;

	if (m->option >= 0 && !(st->options & (1u << m->option)))
		return 0;
	if (m->faction >= 0 && gd->units[unit].faction != m->faction)
		return 0;
	if (m->self_types != 0 && !(m->self_types &
	    (1u << gd->units[unit].type)))
		return 0;
	if (m->good_order && st->u[unit].routed)
		return 0;
	return 1;
}

/* The value of one morale modifier for this unit. */
static int
value_of(const struct state *st, int unit, const struct modifier *m)
{
	const struct gamedata *gd = st->gd;
	int u, n = 0;

	if (!applies(st, unit, m))
		return 0;
	switch (m->when) {
	case WHEN_NEXT_TO_FRIENDLY_TYPE:
		/* battle-of-agincourt §13: per friendly leader next to it,
		 * routed or not */
		return friends_near(st, unit, m->types, 0) * m->value;
	case WHEN_FRIENDLY_TYPE_ELIMINATED:
		for (u = 0; u < st->nunits; u++)
			if (friendly(st, u, unit) && st->u[u].eliminated &&
			    (m->types & (1u << gd->units[u].type)))
				n++;
		return n * m->value;
	case WHEN_FACTION_LOSSES:
		return morale_eliminated_count(st, gd->units[unit].faction) /
		    m->every * m->value;
	case WHEN_NEAR_FRIENDLY_TYPE:
		/* a commander with it or next to it */
		return friends_near(st, unit, m->types, 1) > 0 ? m->value : 0;
	default:
		return 0;
	}
}

int
morale_drm_ruling(const struct state *st, int unit, struct ruling *r,
    int *drm, char **cause)
{
	const struct morale_rules *mr = &st->gd->morale;
	struct ruling_step *s;
	int i, v, total = 0;

	*drm = 0;
	for (i = 0; i < mr->ndrms; i++) {
		/* the game's Tcl decides (rulehook.c) */
		if (mr->drms[i].when == WHEN_HOOK && applies(st, unit,
		    &mr->drms[i])) {
			if (rulehook_morale(st, &mr->drms[i], unit, &v,
			    cause) != 0)
				return -1;
		} else
			v = value_of(st, unit, &mr->drms[i]);
		if (v == 0)
			continue;
		total += v;
		if (r == NULL)
			continue;
		/* where the die is read against the strength, the
		 * modifiers move the morale value, not the die */
		s = ruling_add(r, RS_MORALE_MOD, st->gd->id,
		    mr->drms[i].section);
		ruling_word(s, morale_word(mr));
		ruling_word(s, mr->drms[i].text);
		ruling_num(s, "value", v);
		ruling_num(s, "cited", 1);
	}
	*drm = total;
	return 0;
}

int
morale_drm(const struct state *st, int unit, struct buf *b)
{
	char *why = NULL;
	int drm;

	/* where a modifier's hook cannot rule, 0: the checks themselves
	 * (morale_check, the chances) refuse with its reason */
	if (morale_drm_checked(st, unit, b, &drm, &why) != 0) {
		free(why);
		return 0;
	}
	return drm;
}

int
morale_drm_checked(const struct state *st, int unit, struct buf *b,
    int *drm, char **cause)
{
	struct ruling r;
	int rc;

	if (b == NULL || b->quiet)
		return morale_drm_ruling(st, unit, NULL, drm, cause);
	ruling_init(&r);
	if ((rc = morale_drm_ruling(st, unit, &r, drm, cause)) == 0)
		narrate_ruling(st->gd, &r, b);
	ruling_free(&r);
	return rc;
}

void
morale_narrate_exempt(const struct state *st, int unit,
    const struct modifier *ex, struct buf *out)
{
	struct ruling r;
	struct ruling_step *s;

	ruling_init(&r);
	s = ruling_add(&r, RS_MORALE_EXEMPT, st->gd->id, ex->section);
	ruling_word(s, st->gd->units[unit].id);
	ruling_word(s, ex->text);
	narrate_ruling(st->gd, &r, out);
	ruling_free(&r);
}

const struct modifier *
morale_exempt(const struct state *st, int unit)
{
	const struct gamedata *gd = st->gd;
	const struct morale_rules *mr = &gd->morale;
	const struct unit_state *us = &st->u[unit];
	const struct modifier *m;
	struct hex rear;
	int i, u;

	for (i = 0; i < mr->nexempt; i++) {
		m = &mr->exempt[i];
		if (!applies(st, unit, m))
			continue;
		switch (m->when) {
		case WHEN_BACKED_FROM_REAR:
			if (us->facing < 0)
				break;
			rear = hex_neighbour(&gd->grid, us->hex,
			    hex_dir_opposite(us->facing));
			if ((u = board_unit_at(st, rear)) >= 0 &&
			    friendly(st, u, unit))
				return m;
			break;
		case WHEN_NEXT_TO_FRIEND:
			if (friends_near(st, unit, ~0u, 0) > 0)
				return m;
			break;
		case WHEN_ALWAYS:
			/* e.g. commanders never check (st-albans §6) */
			return m;
		default:
			break;
		}
	}
	return NULL;
}

int
morale_check(struct state *st, int unit, struct roller *ro, struct buf *out,
    int *passed, char **cause)
{
	return morale_check_penalty(st, unit, 0, NULL, ro, out, passed, cause);
}

int
morale_check_penalty(struct state *st, int unit, int penalty,
    const char *pwhy, struct roller *ro, struct buf *out, int *passed,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct morale_rules *mr = &gd->morale;
	const struct unit_def *ud = &gd->units[unit];
	struct ruling why, rl;
	struct ruling_step *s;
	struct roll r;
	char *prompt;
	int drm;

	if (kinds[morale_kind_index(mr->kind)].judge == NULL) {
		*cause = xprintf("%s checks morale by points, in the phases "
		    "its rules name (§%s), not as a roll against a rating",
		    gd->title, sec(mr->section));
		return -1;
	}
	ruling_init(&why);
	ruling_init(&rl);
	/* a replay's narration, which nobody reads, keeps no records */
	if (morale_drm_ruling(st, unit, out->quiet ? NULL : &why, &drm,
	    cause) != 0) {
		ruling_free(&why);
		return -1;
	}
	if (penalty != 0)
		drm -= penalty;
	if (penalty != 0 && !out->quiet) {
		s = ruling_add(&why, RS_MORALE_MOD, gd->id, NULL);
		ruling_word(s, morale_word(mr));
		ruling_word(s, pwhy ? pwhy : "");
		ruling_num(s, "value", -penalty);
	}
	prompt = xprintf("the morale check of %s", ud->id);
	if (roller_roll(ro, &mr->dice, prompt, &r, cause) != 0) {
		free(prompt);
		ruling_free(&why);
		return -1;
	}
	free(prompt);
	/* the check, then what modified it */
	kinds[morale_kind_index(mr->kind)].judge(st, unit, drm, &r, &rl,
	    passed);
	ruling_append(&rl, &why);
	if (!out->quiet)
		narrate_ruling(gd, &rl, out);
	ruling_free(&rl);
	return 0;
}

/* A step of a rout's or a rally's ruling about a unit, narrated at
 * once: the unit, the morale section (a rout cites both), a facing. */
static void
say(struct state *st, int concept, int unit, const char *section,
    int facing, struct buf *out)
{
	const struct gamedata *gd = st->gd;

	narrate_unit_step(gd, concept, section, unit, concept == RS_ROUTED ?
	    sec(gd->morale.section) : NULL, facing, out);
}

void
morale_fail(struct state *st, int unit, struct buf *out)
{
	struct unit_state *us = &st->u[unit];
	const struct gamedata *gd = st->gd;

	if (us->routed) {
		narrate_eliminate_why(st, unit, ELIM_ROUTED_AGAIN,
		    gd_sec(gd, SEC_ROUT_AGAIN), 1, out);
		return;
	}
	/* flipped to its routed side, without a facing */
	us->routed = 1;
	us->facing = -1;
	say(st, RS_ROUTED, unit, gd_sec(gd, SEC_ROUTED), -1, out);
	rout_unit(st, unit, out);
}

char *
morale_no_rally(const struct state *st, int unit)
{
	const struct gamedata *gd = st->gd;
	const struct morale_rules *mr = &gd->morale;
	const struct unit_state *us = &st->u[unit];
	int need = mr->rally_needs_unit;

	if (mr->stat < 0)
		return xprintf("%s has no morale rules", gd->title);
	if (!us->on_map)
		return xprintf("%s is not on the map", gd->units[unit].id);
	if (!us->routed)
		return xprintf("%s is in good order; only routed units rally "
		    "(§%s)", gd->units[unit].id, sec(mr->rally_section));
	if (us->rally_tried)
		return xprintf("%s has already tried to rally this phase (§%s)",
		    gd->units[unit].id, sec(mr->rally_section));
	if (need >= 0 && st->u[need].eliminated &&
	    gd->units[need].faction == gd->units[unit].faction)
		return xprintf("the %s may not rally: %s has been eliminated "
		    "(§%s)", gd->factions[gd->units[unit].faction].name,
		    gd->units[need].name, sec(mr->rally_needs_section));
	return NULL;
}

int
morale_rally(struct state *st, int unit, int facing, struct roller *ro,
    struct buf *out, char **cause)
{
	const struct gamedata *gd = st->gd;
	struct unit_state *us = &st->u[unit];
	int passed;

	if ((*cause = morale_no_rally(st, unit)) != NULL)
		return -1;
	us->rally_tried = 1;
	if (morale_check(st, unit, ro, out, &passed, cause) != 0)
		return -1;
	if (passed) {
		/* battle-of-agincourt §12, §13.3: good order again, facing as
		 * its side chooses */
		us->routed = 0;
		us->facing = facing;
		say(st, RS_RALLIES, unit, gd->morale.rally_section, facing,
		    out);
		return 0;
	}
	say(st, RS_STAYS_ROUTED, unit, gd->morale.rally_section, -1, out);
	rout_unit(st, unit, out);
	return 0;
}

/* The first step of a morale kind's ruling: the unit and the dice read. */
struct ruling_step *
morale_step(struct ruling *out, int kind, const struct state *st, int unit,
    const struct roll *r)
{
	const struct gamedata *gd = st->gd;
	struct ruling_step *s;

	s = ruling_add(out, (enum ruling_concept)kind, gd->id,
	    gd->morale.section);
	ruling_word(s, gd->units[unit].id);
	ruling_word(s, r->e.text);	/* the roll as numbers too */
	ruling_roll_nums(s, r);
	return s;
}

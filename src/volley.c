/* volley: fire by volleys (volley.h): a fire worked out, allocated, and
 * the allocations of a step resolved together. */
#include "volley.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "footprint.h"
#include "gamedata.h"
#include "hook.h"
#include "los.h"
#include "narrate.h"
#include "rulehook.h"
#include "ruling.h"
#include "sequence.h"
#include "sides.h"
#include "tally.h"

/* The step an allocation belongs to: a new step starts with none (the
 * stamp counter declares a max of at least 1000 x the last turn + 999;
 * the most a counter may be, 1000000, allows 999 turns). */
static int
step_stamp(const struct state *st)
{
	return st->turn * 1000 + st->phase + 1;
}

/* Whether the read of n volleys in column c reaches a row the data marks
 * rebuilt: a band it bounds gives a result. */
static int
recon_read(const struct volley_table *t, const struct volley_column *c,
    int n)
{
	long ways[PCT_RESULTS_MAX];
	int k;

	if (c->recon == 0)
		return 0;
	pct_chances(t->pct, c->pct0 + n - 1, ways);
	for (k = 0; k < VOLLEY_STRIKES_MAX; k++)
		if ((c->recon & (1u << k)) && ways[k + 1] > 0)
			return 1;
	return 0;
}

static const struct volley_firer *
firer_of(const struct gamedata *gd, int unit)
{
	const struct volley_rules *vr = gd->volley;
	int i;

	for (i = 0; i < vr->nfirers; i++)
		if (vr->firers[i].type == gd->units[unit].type)
			return &vr->firers[i];
	return NULL;
}

static const struct volley_table *
table_of(const struct gamedata *gd, int firer, int target)
{
	const struct volley_rules *vr = gd->volley;
	const char *cls = vr->target_class[gd->units[target].type];
	int i, type = gd->units[firer].type;

	for (i = 0; cls != NULL && i < vr->ntables; i++)
		if (vr->tables[i].firer == type &&
		    (strcmp(vr->tables[i].target, cls) == 0 ||
		    strcmp(vr->tables[i].target, "any") == 0))
			return &vr->tables[i];
	return NULL;
}

/* The unit an allocation aims at, or -1: the count is the game's
 * (state:), and a hook may set it to anything its bounds allow. */
static int
aim_of(const struct state *st, int unit)
{
	int t = tally_get(st, st->gd->volley->aim, unit) - 1;

	return t >= 0 && t < st->nunits ? t : -1;
}

/* 1: allocated and waiting; 2: resolved in this step; 0: free. */
static int
fire_state(const struct state *st, int unit)
{
	const struct volley_rules *vr = st->gd->volley;

	if (tally_index(st->gd, vr->stamp, unit) < 0 ||
	    tally_get(st, vr->stamp, unit) != step_stamp(st))
		return 0;
	return tally_get(st, vr->aim, unit) > 0 ? 1 : 2;
}

/* Does the line from a to b pass over a unit of the types that count
 * (§8.16)?  A line along a hexside passes over one only when both
 * hexes hold one. */
static int
over_units(const struct state *st, const struct los_result *r, int firer,
    int target)
{
	const struct volley_rules *vr = st->gd->volley;
	const struct hex_step *s;
	int i, k, u, held;

	for (i = 0; i < r->nsteps; i++) {
		s = &r->steps[i];
		held = 0;
		for (k = 0; k < (s->pair ? 2 : 1); k++) {
			struct hex h = k == 0 ? s->a : s->b;

			if (footprint_covers(st, firer, h) ||
			    footprint_covers(st, target, h))
				break;
			for (u = board_first_in(st, h); u >= 0;
			    u = board_next_in(st, h, u))
				if (vr->over_types &
				    (1u << st->gd->units[u].type))
					break;
			if (u < 0)
				break;
			held++;
		}
		if (held == (s->pair ? 2 : 1))
			return 1;
	}
	return 0;
}

/* The game's may-fire hook, asked on a copy: NULL, or its reason. */
static char *
may_fire(const struct state *st, int firer, int target, int volleys,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	struct rulehook_ctx now = rulehook_use(NULL, NULL);
	struct hook_env env;
	const char *argv[3];
	char n[16], *answer = NULL, *why = NULL;
	int rc;

	rulehook_restore(now);
	if (gd->volley->may_fire == NULL)
		return NULL;
	if (now.hk == NULL) {
		*cause = xprintf("the fire rules ask the hook %s, but no hooks "
		    "are loaded", gd->volley->may_fire);
		return NULL;
	}
	snprintf(n, sizeof n, "%d", volleys);
	argv[0] = gd->units[firer].id;
	argv[1] = gd->units[target].id;
	argv[2] = n;
	memset(&env, 0, sizeof env);
	env.gd = gd;
	env.sc = now.sc;
	env.st = state_copy(st);
	rc = hooks_call(now.hk, &env, gd->volley->may_fire, 3, argv, &answer,
	    &why);
	state_free(env.st);
	if (rc != 0) {
		*cause = xprintf("the fire of %s at %s could not be ruled on: "
		    "its hook %s failed: %s", argv[0], argv[1],
		    gd->volley->may_fire, why != NULL ? why : "");
		free(why);
		free(answer);
		return NULL;
	}
	free(why);
	if (answer != NULL && *answer == '\0') {
		free(answer);
		answer = NULL;
	}
	return answer;
}

/* The range, the line and the column: the pair of hexes (for units on
 * two) giving the lowest column with a clear line. */
static int
aim(const struct state *st, struct volley_shot *vs, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct volley_rules *vr = gd->volley;
	struct hex a[2], b[2];
	struct los_result r;
	int na, nb, i, k, d, over, col, best = -1, seen = 0;

	na = footprint_hexes(st, vs->firer, a);
	nb = footprint_hexes(st, vs->target, b);
	for (i = 0; i < na; i++)
		for (k = 0; k < nb; k++) {
			los_trace(st, a[i], b[k], &r);
			if (!r.clear)
				continue;
			seen = 1;
			d = hex_distance(&gd->grid, a[i], b[k]);
			over = over_units(st, &r, vs->firer, vs->target) ?
			    vr->over_shift : 0;
			col = d + over;
			if (best < 0 || col < best ||
			    (col == best && d < vs->range)) {
				best = col;
				vs->range = d;
				vs->over = over;
			}
		}
	if (!seen) {
		*cause = xprintf("%s cannot see %s: no clear line of sight "
		    "(§%s)", gd->units[vs->firer].id, gd->units[vs->target].id,
		    gd->los_section != NULL ? gd->los_section : vr->section);
		return -1;
	}
	vs->column = best;
	return 0;
}

int
volley_shot(const struct state *st, int firer, int target, int volleys,
    struct volley_shot *vs, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct volley_rules *vr = gd->volley;
	const struct volley_firer *f;
	const char *fid = gd->units[firer].id, *tid = gd->units[target].id;
	char *no;
	int side, k, maxr, rate;

	memset(vs, 0, sizeof *vs);
	vs->firer = firer;
	vs->target = target;
	vs->supply = -1;
	if ((f = firer_of(gd, firer)) == NULL) {
		*cause = xprintf("%s is no fire unit: a %s does not fire "
		    "(§%s)", fid, gd->types[gd->units[firer].type].name,
		    vr->section);
		return -1;
	}
	if (!st->u[firer].on_map || !st->u[target].on_map) {
		*cause = xprintf("%s is not on the map",
		    st->u[firer].on_map ? tid : fid);
		return -1;
	}
	if (gd->units[target].faction == gd->units[firer].faction) {
		*cause = xprintf("%s is a friend of %s: fire only at the enemy "
		    "(§%s)", tid, fid, vr->section);
		return -1;
	}
	if (f->side != NULL && (side = sides_find(gd, firer, f->side)) >= 0 &&
	    st->u[firer].side != side) {
		*cause = xprintf("%s fires only on its %s side; it is on its %s "
		    "side (§%s)", fid, f->side, sides_name(gd, firer,
		    st->u[firer].side), vr->section);
		return -1;
	}
	if (vr->target_class[gd->units[target].type] == NULL ||
	    (vs->t = table_of(gd, firer, target)) == NULL) {
		*cause = xprintf("%s cannot fire at %s: the table (§%s) has no "
		    "%s firing at a %s", fid, tid, vr->table_section ?
		    vr->table_section : vr->section,
		    gd->types[gd->units[firer].type].name,
		    gd->types[gd->units[target].type].name);
		return -1;
	}
	maxr = sides_stat(st, firer, f->range);
	if ((k = footprint_distance(st, firer, target)) > maxr) {
		*cause = xprintf("%s is %d hexes from %s, beyond its range of "
		    "%d (§%s)", tid, k, fid, maxr, vr->table_section ?
		    vr->table_section : vr->section);
		return -1;
	}
	if (aim(st, vs, cause) != 0)
		return -1;
	if (vs->over > 0 && f->never_over) {
		*cause = xprintf("%s may never fire over a unit, and its line to "
		    "%s passes over one (§%s)", fid, tid, vr->over_section);
		return -1;
	}
	/* spi-notes: over a unit at the longest range would need a column
	 * the table does not print */
	if (vs->column > vs->t->ncol) {
		*cause = xprintf("over a unit the fire of %s at %s (%d hexes) "
		    "would read a column of %d hexes, which the table (§%s) "
		    "does not have (§%s; reconstructed: such fire is "
		    "refused)", fid, tid, vs->range, vs->column,
		    vr->table_section ? vr->table_section : vr->section,
		    vr->over_section);
		return -1;
	}
	vs->c = &vs->t->col[vs->column - 1];
	rate = sides_stat(st, firer, f->rate);
	/* §8.43: the rate of the true range, halved near (rounded up) */
	if (f->halved && vr->halve_within > 0 && vs->range <= vr->halve_within) {
		rate = (rate + 1) / 2;
		vs->halved = 1;
	}
	if (rate > vs->c->nvolleys)
		rate = vs->c->nvolleys;
	vs->rate = rate;
	if (vr->supply >= 0 && tally_index(gd, vr->supply, firer) >= 0)
		vs->supply = tally_get(st, vr->supply, firer);
	if (rate < 1) {
		*cause = xprintf("%s has no volleys at %d hexes (§%s)", fid,
		    vs->range, vr->halve_section ? vr->halve_section :
		    vr->section);
		return -1;
	}
	vs->volleys = volleys > 0 ? volleys : rate;
	if (vs->volleys > rate) {
		*cause = xprintf("%s fires at most %d volley%s at %d hex%s%s "
		    "(§%s), not %d", fid, rate, rate == 1 ? "" : "s",
		    vs->range, vs->range == 1 ? "" : "es", vs->halved ?
		    ", its rate halved" : "", vs->halved ? vr->halve_section :
		    vr->rate_section ? vr->rate_section : vr->section,
		    vs->volleys);
		return -1;
	}
	if (vs->supply >= 0 && !f->unlimited && vs->supply < vs->volleys) {
		if (volleys > 0 || vs->supply == 0) {
			*cause = xprintf("%s has %d volley%s of supply left "
			    "(§%s)", fid, vs->supply, vs->supply == 1 ? "" :
			    "s", vr->supply_section);
			return -1;
		}
		vs->volleys = vs->supply;
	}
	vs->pct_col = vs->c->pct0 + vs->volleys - 1;
	no = may_fire(st, firer, target, vs->volleys, cause);
	if (no != NULL) {
		*cause = no;
		return -1;
	}
	return *cause != NULL ? -2 : 0;	/* the hook failed */
}

void
volley_shot_rec(const struct state *st, const struct volley_shot *vs,
    struct ruling *r)
{
	const struct gamedata *gd = st->gd;
	const struct volley_rules *vr = gd->volley;
	struct ruling_step *s;
	long ways[PCT_RESULTS_MAX];
	int k;

	s = ruling_add(r, RS_VOLLEY_SHOT, gd->id, vr->table_section ?
	    vr->table_section : vr->section);
	ruling_word(s, gd->units[vs->firer].id);
	ruling_word(s, gd->units[vs->target].id);
	ruling_word(s, vs->t->title);
	ruling_num(s, "range", vs->range);
	ruling_num(s, "column", vs->column);
	ruling_num(s, "volleys", vs->volleys);
	ruling_num(s, "rate", vs->rate);
	ruling_num(s, "supply", vs->supply);
	if (vs->over > 0) {
		s = ruling_add(r, RS_VOLLEY_OVER, gd->id, vr->over_section);
		ruling_num(s, "range", vs->range);
		ruling_num(s, "column", vs->column);
	}
	if (vs->halved) {
		s = ruling_add(r, RS_VOLLEY_HALVED, gd->id, vr->halve_section);
		ruling_num(s, "range", vs->range);
		ruling_num(s, "rate", vs->rate);
	}
	s = ruling_add(r, RS_VOLLEY_CHANCES, gd->id, vr->table_section ?
	    vr->table_section : vr->section);
	pct_chances(vs->t->pct, vs->pct_col, ways);
	for (k = 0; k <= VOLLEY_STRIKES_MAX; k++)
		ruling_num(s, "ways", (int)ways[k]);
	/* the rows herald rebuilt that this read reaches (volley-load.c) */
	if (recon_read(vs->t, vs->c, vs->volleys)) {
		s->recon = 1;
		ruling_word(s, vs->c->recon_why);
	}
}

/* Whether some fire of this step has been resolved already. */
static int
resolved(const struct state *st)
{
	int u;

	for (u = 0; u < st->nunits; u++)
		if (fire_state(st, u) == 2)
			return 1;
	return 0;
}

int
volley_allocate(struct state *st, int firer, int volleys, int target,
    struct buf *out, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct volley_rules *vr = gd->volley;
	struct volley_shot vs;
	struct ruling r;
	struct ruling_step *s;

	if (seq_check_order(st, "fire", cause) != 0)
		return -1;
	if (seq_phasing(st) >= 0 && gd->units[firer].faction !=
	    seq_phasing(st)) {
		*cause = xprintf("%s is not of the side firing now (§%s)",
		    gd->units[firer].id, vr->section);
		return -1;
	}
	if (firer_of(gd, firer) == NULL) {
		*cause = xprintf("%s is no fire unit: a %s does not fire "
		    "(§%s)", gd->units[firer].id,
		    gd->types[gd->units[firer].type].name, vr->section);
		return -1;
	}
	if (tally_index(gd, vr->stamp, firer) < 0 ||
	    tally_index(gd, vr->aim, firer) < 0 ||
	    tally_index(gd, vr->volleys, firer) < 0) {
		*cause = xprintf("%s carries none of the counters fire is kept "
		    "in (the game's state: types)", gd->units[firer].id);
		return -1;
	}
	if (fire_state(st, firer) != 0) {
		*cause = xprintf("%s has already fired at %s in this step: one "
		    "target an impulse, and fire once allocated is not changed "
		    "(§%s)", gd->units[firer].id, aim_of(st, firer) >= 0 ?
		    gd->units[aim_of(st, firer)].id : "a target",
		    vr->one_section);
		return -1;
	}
	if (resolved(st)) {
		*cause = xprintf("the fire of this step has been resolved: all "
		    "fire is allocated before any is resolved (§%s)",
		    vr->section);
		return -1;
	}
	if (volley_shot(st, firer, target, volleys, &vs, cause) != 0)
		return -1;
	if (tally_set(st, vr->stamp, firer, step_stamp(st), cause) != 0 ||
	    tally_set(st, vr->aim, firer, target + 1, cause) != 0 ||
	    tally_set(st, vr->volleys, firer, vs.volleys, cause) != 0)
		return -1;
	ruling_init(&r);
	volley_shot_rec(st, &vs, &r);
	s = ruling_add(&r, RS_VOLLEY_ALLOCATED, gd->id, vr->section);
	ruling_word(s, gd->units[firer].id);
	ruling_word(s, gd->units[target].id);
	ruling_num(s, "volleys", vs.volleys);
	ruling_num(s, "pending", volley_pending(st));
	narrate_told(gd, &r, out);
	return 0;
}

int
volley_pending(const struct state *st)
{
	int u, n = 0;

	if (st->gd->volley == NULL)
		return 0;
	for (u = 0; u < st->nunits; u++)
		if (fire_state(st, u) == 1)
			n++;
	return n;
}

/* §8.15: once one unit fires, each of its side's fire units with an
 * enemy in range must: the first that has not, or -1. */
static int
must_fire(const struct state *st, int *target, char **cause)
{
	const struct gamedata *gd = st->gd;
	struct volley_shot vs;
	char *why;
	int u, t, side = seq_phasing(st);

	for (u = 0; u < st->nunits; u++) {
		if (gd->units[u].faction != side || !st->u[u].on_map ||
		    firer_of(gd, u) == NULL || fire_state(st, u) != 0)
			continue;
		for (t = 0; t < st->nunits; t++) {
			if (!st->u[t].on_map || gd->units[t].faction == side ||
			    gd->volley->target_class[gd->units[t].type] == NULL)
				continue;
			why = NULL;
			switch (volley_shot(st, u, t, 0, &vs, &why)) {
			case 0:
				*target = t;
				return u;
			case -2:
				*cause = why;
				return -2;
			}
			free(why);
		}
	}
	return -1;
}

/* The effect hook: FIRER TARGET VOLLEYS STRIKES. */
static int
effect(struct state *st, int firer, int target, int volleys, int strikes,
    struct roller *ro, struct buf *out, char **cause)
{
	const struct gamedata *gd = st->gd;
	struct rulehook_ctx now = rulehook_use(NULL, NULL);
	struct hook_env env;
	const char *argv[4];
	char v[16], k[16], *why = NULL;
	int rc;

	rulehook_restore(now);
	if (gd->volley->effect == NULL)
		return 0;
	if (now.hk == NULL) {
		*cause = xprintf("the fire rules run the hook %s, but no hooks "
		    "are loaded", gd->volley->effect);
		return -1;
	}
	snprintf(v, sizeof v, "%d", volleys);
	snprintf(k, sizeof k, "%d", strikes);
	argv[0] = gd->units[firer].id;
	argv[1] = gd->units[target].id;
	argv[2] = v;
	argv[3] = k;
	memset(&env, 0, sizeof env);
	env.gd = gd;
	env.sc = now.sc;
	env.st = st;
	env.narration = out;
	env.ro = ro;
	rc = hooks_call(now.hk, &env, gd->volley->effect, 4, argv, NULL, &why);
	if (rc != 0) {
		*cause = xprintf("the fire of %s at %s could not be carried "
		    "out: its hook %s failed: %s", argv[0], argv[1],
		    gd->volley->effect, why != NULL ? why : "");
		free(why);
		return -1;
	}
	free(why);
	return 0;
}

/* One allocation resolved: the supply spent, the table read, the hook. */
static int
resolve_one(struct state *st, int u, struct roller *ro, struct buf *out,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct volley_rules *vr = gd->volley;
	const struct volley_firer *f = firer_of(gd, u);
	int t = aim_of(st, u);
	int n = tally_get(st, vr->volleys, u);
	struct volley_shot vs;
	struct pct_roll roll;
	struct ruling r;
	struct ruling_step *s;
	struct buf b;
	char *why = NULL, *what;
	int left = -1, strikes = 0, col = -1;

	if (tally_set(st, vr->aim, u, 0, cause) != 0)
		return -1;
	if (vr->supply >= 0 && tally_index(gd, vr->supply, u) >= 0) {
		left = tally_get(st, vr->supply, u) - n;
		if (left < 0)
			left = 0;	/* unlimited: kept, never stopping it */
		if (tally_set(st, vr->supply, u, left, cause) != 0)
			return -1;
	}
	ruling_init(&r);
	/* read where the units stand now: nothing moves in the step */
	memset(&vs, 0, sizeof vs);
	vs.firer = u;
	vs.target = t;
	vs.t = t >= 0 ? table_of(gd, u, t) : NULL;
	if (vs.t != NULL && n >= 1 && st->u[u].on_map && st->u[t].on_map &&
	    aim(st, &vs, &why) == 0 && vs.column >= 1 &&
	    vs.column <= vs.t->ncol) {
		vs.c = &vs.t->col[vs.column - 1];
		if (n > vs.c->nvolleys)
			n = vs.c->nvolleys;
		col = vs.c->pct0 + n - 1;
	}
	free(why);
	if (col < 0) {
		/* §8.0: allocated volleys are always shot; with the target
		 * (or the firer) gone since, they hit nothing */
		s = ruling_add(&r, RS_VOLLEY_GONE, gd->id, vr->section);
		ruling_word(s, gd->units[u].id);
		ruling_word(s, gd->units[t < 0 ? u : t].id);
		ruling_num(s, "volleys", n);
		ruling_num(s, "left", left);
		ruling_num(s, "void", t >= 0 && st->u[t].on_map);
		narrate_told(gd, &r, out);
		return st->u[u].on_map ? effect(st, u, t < 0 ? u : t, n, 0,
		    ro, out, cause) : 0;
	}
	what = xprintf("%s's %d volley%s at %s", gd->units[u].id, n,
	    n == 1 ? "" : "s", gd->units[t].id);
	if (pct_read(ro, vs.t->pct, col, what, &roll, cause) != 0) {
		free(what);
		ruling_free(&r);
		return -1;
	}
	free(what);
	strikes = roll.result;
	buf_init(&b);
	pct_roll_format(vs.t->pct, &roll, &b);
	s = ruling_add(&r, RS_VOLLEY_READ, gd->id, vr->table_section ?
	    vr->table_section : vr->section);
	ruling_word(s, gd->units[u].id);
	ruling_word(s, gd->units[t].id);
	ruling_word(s, b.s != NULL ? b.s : "");
	ruling_word(s, vs.t->title);
	ruling_num(s, "volleys", n);
	ruling_num(s, "range", vs.range);
	ruling_num(s, "column", vs.column);
	ruling_num(s, "strikes", strikes);
	ruling_num(s, "left", left);
	ruling_num(s, "unlimited", f != NULL && f->unlimited);
	/* the roll read a rebuilt cell only where it gave that row's
	 * strikes (a printed band decides every other roll) */
	s->recon = strikes >= 1 && strikes <= VOLLEY_STRIKES_MAX &&
	    (vs.c->recon & (1u << (strikes - 1))) != 0;
	buf_free(&b);
	narrate_told(gd, &r, out);
	return effect(st, u, t, n, strikes, ro, out, cause);
}

int
volley_resolve(struct state *st, struct roller *ro, struct buf *out,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct volley_rules *vr = gd->volley;
	struct ruling r;
	struct ruling_step *s;
	int u, t = -1;

	if (vr == NULL || volley_pending(st) == 0)
		return 0;
	if (vr->all_or_none && (u = must_fire(st, &t, cause)) != -1) {
		if (u == -2)
			return -1;
		*cause = xprintf("%s must fire too: once one unit fires, every "
		    "fire unit with an enemy in range must; %s is in range: "
		    "fire %s N %s (§%s)", gd->units[u].id, gd->units[t].id,
		    gd->units[u].id, gd->units[t].id, vr->all_section);
		return -1;
	}
	ruling_init(&r);
	s = ruling_add(&r, RS_VOLLEY_RESOLVING, gd->id, vr->section);
	ruling_num(s, "count", volley_pending(st));
	narrate_told(gd, &r, out);
	for (u = 0; u < st->nunits; u++)
		if (fire_state(st, u) == 1 &&
		    resolve_one(st, u, ro, out, cause) != 0)
			return -1;
	return 0;
}

void
volley_odds_rec(const struct state *st, int firer, const char *volleys,
    int target, struct ruling *r, char **refused)
{
	struct volley_shot vs;
	char *end;
	long n = strtol(volleys, &end, 10);

	if (*end != '\0' || n < 1 || n > 99) {
		*refused = xprintf("expected a number of volleys from 1, not "
		    "\"%s\": odds fire FIRER VOLLEYS TARGET", volleys);
		return;
	}
	(void)volley_shot(st, firer, target, (int)n, &vs, refused);
	/* the numbers, even when refused, once they are known */
	if (vs.c != NULL && vs.volleys >= 1 && vs.volleys <= vs.c->nvolleys) {
		vs.pct_col = vs.c->pct0 + vs.volleys - 1;
		volley_shot_rec(st, &vs, r);
	}
}

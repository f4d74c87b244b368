/* linemove: line movement (linemove.h; spi-agincourt 5.31-5.33 with the
 * 1979 errata, 20.43E).  Its refusals and what it does are records
 * (ruling.h RS_REFUSE_LINE_*, RS_LINE_*), rendered by narrate-line.c. */
#include "linemove.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "allowance.h"
#include "apart.h"
#include "elevation.h"
#include "enter.h"
#include "footprint.h"
#include "gdload.h"
#include "lineform.h"
#include "marker.h"
#include "stepcost.h"
#include "narrate.h"
#include "ruling.h"
#include "sequence.h"
#include "tally.h"

#define PACE_LISTED	9	/* units a refusal names: RULING_NUMS */

/* --- loading ---------------------------------------------------------- */

static int
fixed(struct loader *l, const struct ynode *m, const char *key, char *out,
    size_t size, int required, const char *fallback)
{
	const struct ynode *v = ymap_get(m, key);

	if (v == NULL && required)
		return ld_fail(l, m, "missing the key \"%s\": line movement's "
		    "rulings cite the rulebook's section", key);
	if (v == NULL) {
		snprintf(out, size, "%s", fallback);
		return 0;
	}
	if (v->type != Y_SCALAR || strlen(v->value) >= size)
		return ld_fail(l, v, "expected a word of at most %zu "
		    "characters", size - 1);
	snprintf(out, size, "%s", v->value);
	return 0;
}

/* A declared per-unit value by name: a flag, or a count that holds a
 * hexrow's number. */
static int
declared(struct loader *l, const struct gamedata *gd, const struct ynode *v,
    int flag, int *out)
{
	const struct tally_def *d;
	char *names;
	int k;

	if (v == NULL || v->type != Y_SCALAR)
		return ld_fail(l, v, "expected the name of a per-unit %s of "
		    "the game's state:", flag ? "flag" : "count");
	if ((k = tally_find(gd, v->value)) < 0) {
		names = tally_names(gd);
		ld_fail(l, v, "expected a value the game declares in state: "
		    "(%s)", names[0] != '\0' ? names : "none");
		free(names);
		return -1;
	}
	d = &gd->tally.defs[k];
	if (d->scope != TALLY_UNIT || d->flag != flag)
		return ld_fail(l, v, "expected a per-unit %s: %s is not one",
		    flag ? "flag" : "count", v->value);
	if (!flag && (d->min > 0 || d->max < (gd->lines.by_row ?
	    gd->grid.row_max : gd->grid.col_max)))
		return ld_fail(l, v, "expected a count from 0 to at least %d, "
		    "the last hexrow's number", gd->lines.by_row ?
		    gd->grid.row_max : gd->grid.col_max);
	*out = k;
	return 0;
}

int
linemove_factions(struct loader *l, const struct gamedata *gd,
    const struct ynode *v, unsigned *out)
{
	int i, f;

	*out = 0;
	for (i = 0; i < v->n; i++) {
		if (v->items[i]->type != Y_SCALAR ||
		    (f = gd_faction(gd, v->items[i]->value)) < 0)
			return ld_fail(l, v->items[i], "expected a faction of "
			    "the game");
		*out |= 1u << f;
	}
	return 0;
}

static int
load_lists(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	struct line_rules *r = &gd->lines;
	const struct ynode *v;
	int i;

	if (linemove_factions(l, gd, ymap_get(m, "factions"),
	    &r->factions) != 0)
		return -1;
	r->barred = LINE_TURN_PIVOT | LINE_TURN_FACE;
	if ((v = ymap_get(m, "barred")) != NULL) {
		r->barred = 0;
		for (i = 0; i < v->n; i++) {
			if (v->items[i]->type != Y_SCALAR)
				return ld_fail(l, v->items[i], "expected pivot "
				    "or face");
			if (strcmp(v->items[i]->value, "pivot") == 0)
				r->barred |= LINE_TURN_PIVOT;
			else if (strcmp(v->items[i]->value, "face") == 0)
				r->barred |= LINE_TURN_FACE;
			else
				return ld_fail(l, v->items[i], "expected pivot "
				    "or face");
		}
	}
	if ((v = ymap_get(m, "out_if")) != NULL) {
		if (v->n > LINE_MAX_OUT)
			return ld_fail(l, v, "at most %d flags",
			    LINE_MAX_OUT);
		for (i = 0; i < v->n; i++)
			if (declared(l, gd, v->items[i], 1,
			    &r->out_if[r->nout++]) != 0)
				return -1;
	}
	return 0;
}

int
linemove_load(struct loader *l, struct gamedata *gd, const struct ynode *rl)
{
	static const struct yfield fields[] = {
		{ "section", Y_SCALAR, 0 }, { "hold_section", Y_SCALAR, 0 },
		{ "drop_section", Y_SCALAR, 0 }, { "factions", Y_SEQ, 1 },
		{ "phase", Y_SCALAR, 1 }, { "by", Y_SCALAR, 0 },
		{ "not", Y_SEQ, 0 }, { "in_line", Y_SCALAR, 1 },
		{ "released_by", Y_SCALAR, 1 }, { "out_if", Y_SEQ, 0 },
		{ "barred", Y_SEQ, 0 }, { "pass", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	struct line_rules *r = &gd->lines;
	const struct ynode *m, *v;
	int i;

	if (rl == NULL)
		return 0;
	if (lineform_load(l, gd, ymap_get(rl, "movement")) != 0)
		return -1;
	if ((m = ymap_get(rl, "line_movement")) == NULL)
		return 0;
	if (ymap_check(&l->d, m, fields, "line movement", &l->cause) != 0 ||
	    fixed(l, m, "section", r->section, sizeof r->section, 1, "") != 0 ||
	    fixed(l, m, "hold_section", r->hold_section,
	    sizeof r->hold_section, 0, r->section) != 0 ||
	    fixed(l, m, "drop_section", r->drop_section,
	    sizeof r->drop_section, 0, r->section) != 0 ||
	    fixed(l, m, "phase", r->phase, sizeof r->phase, 1, "") != 0 ||
	    ld_types(l, gd, m, "not", &r->not_types) != 0)
		return -1;
	for (i = 0; i < gd->sequence.nphases; i++)
		if (strcmp(gd->sequence.phases[i].id, r->phase) == 0 &&
		    gd->sequence.phases[i].nimpulses > 0)
			break;
	if (gd->sequence.nphases > 0 && i == gd->sequence.nphases)
		return ld_fail(l, ymap_get(m, "phase"), "expected the id of a "
		    "phase of impulses of the game's sequence:");
	if ((v = ymap_get(m, "by")) != NULL) {
		if (strcmp(v->value, "row") != 0 &&
		    strcmp(v->value, "column") != 0)
			return ld_fail(l, v, "expected column or row");
		r->by_row = strcmp(v->value, "row") == 0;
	}
	if ((v = ymap_get(m, "pass")) != NULL) {
		if (strcmp(v->value, "gap") != 0 &&
		    strcmp(v->value, "hexrow") != 0)
			return ld_fail(l, v, "expected gap or hexrow");
		r->pass_hexrow = strcmp(v->value, "hexrow") == 0;
	}
	if (load_lists(l, gd, m) != 0 ||
	    declared(l, gd, ymap_get(m, "in_line"), 0, &r->in_line) != 0 ||
	    declared(l, gd, ymap_get(m, "released_by"), 1,
	    &r->released) != 0)
		return -1;
	r->movement = 1;
	return 0;
}

/* --- who is in a line ------------------------------------------------- */

static int
value(const struct state *st, int def, int u)
{
	return tally_get(st, def, u);
}

static void
set_value(struct state *st, int def, int u, int v)
{
	char *why = NULL;

	if (tally_index(st->gd, def, u) >= 0 &&
	    tally_set(st, def, u, v, &why) != 0)
		free(why);	/* never: the bounds were checked at load */
}

static int
hexrow(const struct gamedata *gd, struct hex h)
{
	return gd->lines.by_row ? h.row : h.col;
}

/* A unit line movement applies to: a combat unit of its factions, on
 * the map, carrying both values, not yet free. */
static int
subject(const struct state *st, int u)
{
	const struct gamedata *gd = st->gd;
	const struct line_rules *r = &gd->lines;
	int t = gd->units[u].type;

	return r->movement && (r->factions & (1u << gd->units[u].faction)) &&
	    !(r->not_types & (1u << t)) && lineform_combat(gd, u) &&
	    st->u[u].on_map && tally_index(gd, r->in_line, u) >= 0 &&
	    tally_index(gd, r->released, u) >= 0 &&
	    !value(st, r->released, u);
}

void
linemove_begin(struct state *st)
{
	const struct gamedata *gd = st->gd;
	const struct line_rules *r = &gd->lines;
	const struct phase *p = seq_phase(st);
	int side, i, j, row;

	if (!r->movement || p == NULL || p->first != st->phase)
		return;		/* an impulse after the first, or a step */
	side = seq_phasing(st);
	for (i = 0; i < st->nunits; i++)
		if (tally_index(gd, r->in_line, i) >= 0)
			set_value(st, r->in_line, i, 0);
	if (strcmp(p->id, r->phase) != 0 || side < 0)
		return;
	/* 5.31, 5.33: in the same hexrow as another, as the phase begins */
	for (i = 0; i < st->nunits; i++) {
		if (gd->units[i].faction != side || !subject(st, i))
			continue;
		row = hexrow(gd, st->u[i].hex);
		for (j = 0; j < st->nunits; j++)
			if (j != i && gd->units[j].faction == side &&
			    subject(st, j) && hexrow(gd, st->u[j].hex) == row)
				break;
		if (j < st->nunits)
			set_value(st, r->in_line, i, row);
	}
}

/* --- blocked, and out of the line ------------------------------------- */

enum { STEP_OPEN, STEP_ENEMY, STEP_SHUT };

/* The directions a unit may step in: its front. */
static unsigned
front_dirs(const struct state *st, int u)
{
	const struct gamedata *gd = st->gd;
	const struct unit_state *us = &st->u[u];
	unsigned dirs = 0;
	int d;

	if (us->facing < 0 || gd->facing_kind == FACING_NONE)
		return (1u << HEX_DIRS) - 1;
	if (gd->facing_kind == FACING_VERTEX)
		return footprint_facing_front_dirs(gd, u, us->facing);
	for (d = 0; d < HEX_DIRS; d++)
		if (gd->types[gd->units[u].type].move_front &
		    ARC_BIT(hex_dir_relative(us->facing, d)))
			dirs |= 1u << d;
	return dirs;
}

/* One hex of a step: open, held by the enemy (or by a friend itself
 * blocked, 5.32), or shut to it otherwise. */
static int
hex_kind(const struct state *st, int u, struct hex h,
    const unsigned char *bl)
{
	const struct gamedata *gd = st->gd;
	struct ruling no;
	char *why = NULL;
	int o, kind = STEP_OPEN, ok;

	if (gd_hex(gd, h) == NULL)
		return STEP_SHUT;
	for (o = board_first_in(st, h); o >= 0; o = board_next_in(st, h, o)) {
		if (o == u || !lineform_combat(gd, o))
			continue;
		if (gd->units[o].faction != gd->units[u].faction)
			return STEP_ENEMY;
		kind = bl != NULL && bl[o] ? STEP_ENEMY : STEP_SHUT;
	}
	if (kind != STEP_OPEN)
		return kind;
	ruling_init(&no);
	ok = enter_hex_rec(gd, u, h, &no);
	ruling_free(&no);
	if (!ok || (st->nmarkers > 0 && marker_move_cost(st, h, &why) < 0)) {
		free(why);
		return STEP_SHUT;
	}
	return STEP_OPEN;
}

/* A step the enemy's line formation closes (5.41, 5.42) blocks a unit
 * as an enemy in the hex would: 5.32 lets it keep pace with `hold` while
 * others go through the gaps. */
static int
closed_by_line(const struct state *st, int u, struct hex from, struct hex to)
{
	struct ruling no;
	int rc;

	ruling_init(&no);
	rc = lineform_step_rec(st, u, from, to, &no);
	ruling_free(&no);
	return rc != 0;
}

/* A step the unit must wait a whole impulse before it may take (a steep
 * crossing, elevation.h elev_steep; spi-agincourt 7.24 in mud): in this
 * impulse it is shut as terrain is, and a unit with no other step drops
 * out of its line (5.33) rather than hold it back (reconstructed: R66).
 * The impulse after the wait the step is open again, at the cost of the
 * whole impulse allowance, as its line-mates spend theirs. */
static int
must_wait(const struct state *st, int u, const struct hex *fp, int n, int d,
    const struct hex *dest)
{
	struct ruling no;
	char *why = NULL;
	int k, c, cost = 0, rc;

	if (!st->gd->elevation.steep_wait)
		return 0;
	for (k = 0; k < n; k++) {
		if ((c = move_step_cost(st, u, fp[k], d, &why)) < 0) {
			free(why);
			return 0;	/* no step at all: judged elsewhere */
		}
		if (c > cost)
			cost = c;
	}
	ruling_init(&no);
	rc = elev_steep(st, u, 0, fp[0], dest[0], cost, allowance_of(st, u),
	    st->u[u].mf_spent, &no) < 0;
	ruling_free(&no);
	return rc;
}

/* A step in direction d, every hex it enters judged: the enemy before
 * what is merely shut.  The first hex entered in *at. */
static int
step_kind(const struct state *st, int u, int d, const unsigned char *bl,
    struct hex *at)
{
	struct hex fp[2], h;
	int n = footprint_hexes(st, u, fp), k, kind = STEP_OPEN, hk;

	for (k = 0; k < n; k++) {
		h = hex_neighbour(&st->gd->grid, fp[k], d);
		if (k == 0)
			*at = h;
		if (footprint_covers(st, u, h))
			continue;
		hk = hex_kind(st, u, h, bl);
		if (hk == STEP_OPEN && closed_by_line(st, u, fp[k], h))
			hk = STEP_ENEMY;	/* 5.41, 5.42: the enemy's line */
		if (hk == STEP_ENEMY || (hk == STEP_SHUT && kind == STEP_OPEN))
			kind = hk;
	}
	/* a step the game's units-kept-apart rule forbids (spi-agincourt
	 * 5.18) is shut as terrain is: the unit cannot take it, and one
	 * with no other step drops out of its line (5.33) rather than hold
	 * it back for ever (reconstructed: R64) */
	if (kind == STEP_OPEN) {
		struct hex dest[2];
		struct ruling no;
		int bad;

		for (k = 0; k < n; k++)
			dest[k] = hex_neighbour(&st->gd->grid, fp[k], d);
		ruling_init(&no);
		bad = apart_rec(st, u, dest, n, 0, &no) != 0;
		ruling_free(&no);
		if (bad || must_wait(st, u, fp, n, d, dest))
			kind = STEP_SHUT;
	}
	return kind;
}

/* No step to its front is open, and one at least is held by the enemy
 * (or by a friend blocked: bl, by unit, NULL for none): 1; no step is
 * open, none for the enemy: 2 (it cannot move, 5.33); else 0, with the
 * first open step's hex in *open. */
static int
front(const struct state *st, int u, const unsigned char *bl,
    struct hex *open)
{
	unsigned dirs = front_dirs(st, u);
	struct hex at;
	int d, enemy = 0, k;

	for (d = 0; d < HEX_DIRS; d++) {
		if (!(dirs & (1u << d)))
			continue;
		if ((k = step_kind(st, u, d, bl, &at)) == STEP_OPEN) {
			if (open != NULL)
				*open = at;
			return 0;
		}
		enemy |= k == STEP_ENEMY;
	}
	return enemy ? 1 : 2;
}

/* Every unit blocked (5.32), by unit: the least set in which a unit is
 * blocked when its front is, counting a friend of the set as the enemy
 * (a chain of friends is followed to its end, and friends facing each
 * other block neither).  A step is open or not whatever the set holds,
 * so adding to it only ever adds: at most nunits rounds.  Freed by the
 * caller. */
static unsigned char *
blocked_set(const struct state *st)
{
	unsigned char *bl = xcalloc((size_t)st->nunits + 1, 1);
	int u, more = 1;

	while (more) {
		more = 0;
		for (u = 0; u < st->nunits; u++)
			if (!bl[u] && st->u[u].on_map &&
			    lineform_combat(st->gd, u) &&
			    front(st, u, bl, NULL) == 1)
				bl[u] = more = 1;
	}
	return bl;
}

int
linemove_blocked(const struct state *st, int unit)
{
	unsigned char *bl = blocked_set(st);
	int b = bl[unit];

	free(bl);
	return b;
}

/* Why the unit is not subject to its line now (LINE_NONE_*), or 0. */
static int
why_not(const struct state *st, int u, const unsigned char *bl)
{
	const struct line_rules *r = &st->gd->lines;
	int k;

	if (!r->movement)
		return LINE_NONE_GAME;
	if (tally_index(st->gd, r->released, u) >= 0 &&
	    value(st, r->released, u))
		return LINE_NONE_FREE;
	if (tally_index(st->gd, r->in_line, u) < 0 ||
	    value(st, r->in_line, u) == 0 || !subject(st, u))
		return LINE_NONE_MEMBER;
	for (k = 0; k < r->nout; k++)
		if (value(st, r->out_if[k], u))
			return LINE_NONE_OUT;
	if (st->u[u].routed || front(st, u, bl, NULL) == 2)
		return LINE_NONE_OUT;
	return 0;
}

/* The same with the blocked units found (blocked_set). */
static int
why_not_now(const struct state *st, int u)
{
	unsigned char *bl = blocked_set(st);
	int w = why_not(st, u, bl);

	free(bl);
	return w;
}

int
linemove_in_line(const struct state *st, int unit)
{
	return why_not_now(st, unit) == 0;
}

/* --- the orders it judges --------------------------------------------- */

/* Is the game in an impulse of the line's phase? */
static int
line_impulse(const struct state *st)
{
	const struct phase *p = seq_phase(st);

	return p != NULL && p->impulse > 0 && p->step == 0 &&
	    strcmp(p->id, st->gd->lines.phase) == 0;
}

int
linemove_may_end(const struct state *st, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct line_rules *r = &gd->lines;
	struct ruling no;
	struct ruling_step *s;
	unsigned char *bl;
	int *row, i, j, even, n;

	if (!r->movement || !line_impulse(st))
		return 0;
	/* each unit's line, 0 where it is not in one now */
	bl = blocked_set(st);
	row = xcalloc((size_t)st->nunits + 1, sizeof *row);
	for (i = 0; i < st->nunits; i++)
		row[i] = why_not(st, i, bl) == 0 ? value(st, r->in_line, i) : 0;
	free(bl);
	for (i = 0; i < st->nunits; i++) {
		if (row[i] == 0)
			continue;
		for (j = 0; j < i && row[j] != row[i]; j++)
			;	/* each line once, from its first */
		if (j < i)
			continue;
		even = 1;
		for (j = i + 1; j < st->nunits; j++)
			if (row[j] == row[i] &&
			    st->u[j].mf_spent != st->u[i].mf_spent)
				even = 0;
		if (even)
			continue;
		ruling_init(&no);
		s = ruling_add(&no, RS_REFUSE_LINE_PACE, gd->id, r->section);
		ruling_word(s, allowance_name(gd));
		ruling_num(s, "hexrow", row[i]);
		ruling_num(s, "by_row", r->by_row);
		ruling_num(s, "impulse", seq_phase(st)->impulse);
		for (j = i, n = 0; j < st->nunits; j++) {
			if (row[j] != row[i])
				continue;
			if (n++ < PACE_LISTED) {
				ruling_num(s, "unit", j);
				ruling_num(s, "mp", st->u[j].mf_spent);
			}
		}
		ruling_num(s, "more", n > PACE_LISTED ? n - PACE_LISTED : 0);
		free(row);
		*cause = narrate_refusal(gd, &no);
		return -1;
	}
	free(row);
	return 0;
}

int
linemove_may_turn(const struct state *st, int unit, unsigned how,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	struct ruling no;
	struct ruling_step *s;

	if (!(gd->lines.barred & how) || !linemove_in_line(st, unit))
		return 0;
	ruling_init(&no);
	s = ruling_add(&no, RS_REFUSE_LINE_TURN, gd->id, gd->lines.section);
	ruling_word(s, gd->units[unit].id);
	ruling_num(s, "hexrow", value(st, gd->lines.in_line, unit));
	ruling_num(s, "by_row", gd->lines.by_row);
	ruling_num(s, "pivot", how == LINE_TURN_PIVOT);
	*cause = narrate_refusal(gd, &no);
	return -1;
}

/* Does hexrow k hold an enemy combat unit of u's, and (through a gap,
 * 5.32) one on either side of h, the hex of k it leaves? */
static int
enemy_in_row(const struct state *st, int u, int k, struct hex h)
{
	const struct gamedata *gd = st->gd;
	struct hex fp[2];
	int o, n, i, along, at, sides = 0;

	at = gd->lines.by_row ? h.col : h.row;
	for (o = 0; o < st->nunits; o++) {
		if (gd->units[o].faction == gd->units[u].faction ||
		    !st->u[o].on_map || !lineform_combat(gd, o))
			continue;
		n = footprint_hexes(st, o, fp);
		for (i = 0; i < n; i++) {
			if (hexrow(gd, fp[i]) != k)
				continue;
			along = gd->lines.by_row ? fp[i].col : fp[i].row;
			sides |= along < at ? 1 : along > at ? 2 : 0;
		}
	}
	return gd->lines.pass_hexrow ? sides != 0 : sides == 3;
}

/* The hexrow a half leaving `from` for `to` passes: the first it leaves
 * behind that holds the enemy (either side of it, for a gap), or 0. */
static int
passes(const struct state *st, int u, struct hex from, struct hex to)
{
	int a = hexrow(st->gd, from), b = hexrow(st->gd, to);

	/* a move changes hexrow one at a time: one step's worth here */
	if (a == b || !enemy_in_row(st, u, a, from))
		return 0;
	return a;
}

/* The hexes the move entered, step by step: its RS_MOVE_HEX records at
 * the end of rl (others may stand between them), word w of each; how
 * many, at most max. */
static int
entered(const struct gamedata *gd, const struct ruling *rl, int w,
    struct hex *out, int max)
{
	struct hex h;
	char *why = NULL;
	int i, n = 0, step;

	for (i = rl->n - 1; i >= 0; i--) {
		if (rl->step[i].concept != RS_MOVE_HEX)
			continue;
		step = ruling_get(&rl->step[i], "step", 0);
		if (step < 1 || step > max)
			break;
		if (hex_parse(&gd->grid, ruling_w(&rl->step[i], w), &h,
		    &why) != 0) {
			free(why);
			break;
		}
		out[step - 1] = h;
		if (step > n)
			n = step;
		if (step == 1)
			return n;
	}
	return 0;
}

/* The hexrow the half passes on its way from `from` through the hexes
 * entered: the first it leaves that holds the enemy, or 0. */
static int
passed_on(const struct state *st, int u, struct hex from,
    const struct hex *path, int n)
{
	int i, k;

	for (i = 0; i < n; i++) {
		if ((k = passes(st, u, from, path[i])) != 0)
			return k;
		from = path[i];
	}
	return 0;
}

void
linemove_moved(struct state *st, int unit, struct hex to, struct hex to2,
    struct ruling *rl)
{
	const struct gamedata *gd = st->gd;
	const struct line_rules *r = &gd->lines;
	const struct unit_state *us = &st->u[unit];
	struct hex path[64];
	struct ruling_step *s;
	int k, n, two = footprint_size(gd, unit) == 2;

	if (!subject(st, unit))
		return;
	/* 5.32, 20.43E: through a gap of the enemy line, past its hexrow,
	 * step by step (the move's records), else from where it stood to
	 * where it ends */
	if ((n = entered(gd, rl, 0, path, 64)) == 0) {
		path[0] = to;
		n = 1;
	}
	k = passed_on(st, unit, us->hex, path, n);
	if (k == 0 && two) {
		if ((n = entered(gd, rl, 2, path, 64)) == 0) {
			path[0] = to2;
			n = 1;
		}
		k = passed_on(st, unit, us->hex2, path, n);
	}
	if (k == 0)
		return;
	set_value(st, r->released, unit, 1);
	s = ruling_add(rl, RS_LINE_RELEASED, gd->id, r->hold_section);
	ruling_word(s, gd->units[unit].id);
	ruling_num(s, "hexrow", k);
	ruling_num(s, "by_row", r->by_row);
}

int
linemove_hold(struct state *st, int unit, int halves, struct buf *out,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct line_rules *r = &gd->lines;
	struct unit_state *us = &st->u[unit];
	int mf = allowance_of(st, unit), why, blocked;
	unsigned char *bl;
	struct hex open;
	struct ruling no, rl;
	struct ruling_step *s;

	ruling_init(&no);
	why = !r->movement ? LINE_NONE_GAME : !line_impulse(st) ?
	    LINE_NONE_PHASE : why_not_now(st, unit);
	if (why != 0) {
		s = ruling_add(&no, RS_REFUSE_LINE_NONE, gd->id,
		    why == LINE_NONE_OUT ? r->drop_section : r->section);
		ruling_word(s, gd->units[unit].id);
		ruling_num(s, "why", why);
		*cause = narrate_refusal(gd, &no);
		return -1;
	}
	open = us->hex;
	bl = blocked_set(st);
	blocked = front(st, unit, bl, &open) == 1;
	free(bl);
	if (!blocked) {
		s = ruling_add(&no, RS_REFUSE_LINE_OPEN, gd->id,
		    r->hold_section);
		ruling_word(s, gd->units[unit].id);
		ruling_num(s, "to_col", open.col);
		ruling_num(s, "to_row", open.row);
		*cause = narrate_refusal(gd, &no);
		return -1;
	}
	if (halves <= 0 || us->mf_spent + halves > mf) {
		s = ruling_add(&no, RS_REFUSE_LINE_POINTS, gd->id,
		    r->hold_section);
		ruling_word(s, gd->units[unit].id);
		ruling_word(s, allowance_name(gd));
		ruling_num(s, "cost", halves);
		ruling_num(s, "left", mf - us->mf_spent);
		ruling_num(s, "mf", mf);
		*cause = narrate_refusal(gd, &no);
		return -1;
	}
	us->mf_spent += halves;
	ruling_init(&rl);
	s = ruling_add(&rl, RS_LINE_HOLD, gd->id, r->hold_section);
	ruling_word(s, gd->units[unit].id);
	ruling_word(s, allowance_name(gd));
	ruling_num(s, "cost", halves);
	ruling_num(s, "spent", us->mf_spent);
	ruling_num(s, "mf", mf);
	ruling_num(s, "hexrow", value(st, r->in_line, unit));
	ruling_num(s, "by_row", r->by_row);
	narrate_told(gd, &rl, out);
	return 0;
}

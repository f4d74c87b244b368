/* test_combat: the combat mechanism (src/combat.c) and the resolution
 * of attacks (src/resolve.c) on The Battle of Agincourt, one test per
 * rule section: §4, §5.1, §8, §9, §9.1-§9.4, §10, §10.0.2, §11.1-§11.5,
 * Tables 3 and 4 and Figures 5 and 6.  Dice are forced with a scripted
 * roller (struct roller .script, .replaying). */
#include "testutil.h"

#include <string.h>

#include "board.h"
#include "combat.h"
#include "gamedata.h"
#include "hex.h"
#include "los.h"
#include "morale.h"
#include "move.h"
#include "resolve.h"
#include "sequence.h"
#include "util.h"

#define GAME "battle-of-agincourt"

#include "testgame.h"

/* Phases (§6, Table 2). */
#define EN_MOVE		0
#define EN_MISSILE	1
#define EN_MELEE	2
#define FR_MOVE		4
#define FR_MISSILE	5
#define FR_MELEE	6

static int
S(const char *stat)
{
	int s = gd_stat(gd, stat);

	assert_true(s >= 0);
	return s;
}

static struct state *
fresh(int phase)
{
	struct state *st = state_new(gd, 1415);

	st->phase = phase;
	return st;
}

static int
place(struct state *st, const char *id, int col, int row, const char *face)
{
	char *cause = NULL;
	int u = U(id);

	if (board_place(st, u, H(col, row), face ? D(face) : -1, &cause) != 0)
		fail_msg("place %s: %s", id, cause ? cause : "?");
	return u;
}

static void
rout(struct state *st, int u)
{
	st->u[u].routed = 1;
	st->u[u].facing = -1;
}

static struct attack
A(unsigned kind, int def, int n, const int *att)
{
	struct attack at;
	int i;

	memset(&at, 0, sizeof at);
	at.kind = kind;
	at.def = def;
	at.natt = n;
	for (i = 0; i < n; i++)
		at.att[i] = att[i];
	return at;
}

#define MELEE(def, ...) A(KIND_MELEE, (def), \
	(int)(sizeof((int[]){ __VA_ARGS__ }) / sizeof(int)), \
	(int[]){ __VA_ARGS__ })
#define FIRE(def, ...) A(KIND_MISSILE, (def), \
	(int)(sizeof((int[]){ __VA_ARGS__ }) / sizeof(int)), \
	(int[]){ __VA_ARGS__ })

/* The attack passes combat_check and combat_odds; its odds. */
static struct odds
odds_ok(const struct state *st, struct attack at)
{
	struct odds o;
	char *cause = NULL;

	if (combat_check(st, &at, &cause) != 0)
		fail_msg("check: %s", cause);
	if (combat_odds(st, &at, &o, &cause) != 0)
		fail_msg("odds: %s", cause);
	assert_null(cause);
	return o;
}

static const char *
col_label(const struct odds *o)
{
	assert_true(o->col >= 0 && o->col < gd->combat.crt.ncols);
	return gd->combat.crt.cols[o->col].label;
}

/* combat_check refuses the attack with a cause containing want. */
static void
check_refused(const struct state *st, struct attack at, const char *want)
{
	char *cause = NULL;

	assert_int_equal(combat_check(st, &at, &cause), -1);
	assert_non_null(cause);
	if (want != NULL && strstr(cause, want) == NULL)
		fail_msg("cause \"%s\" lacks \"%s\"", cause, want);
	free(cause);
}

/* Does the modifier with this id figure among those found? */
static int
found_drm(const struct odds *o, const char *id)
{
	int i;

	for (i = 0; i < o->nfound; i++)
		if (strcmp(o->found[i].m->id, id) == 0)
			return o->found[i].value;
	return 0;
}

static struct roll
R(int a, int b)
{
	struct roll r;
	char *cause = NULL;

	memset(&r, 0, sizeof r);
	assert_int_equal(dice_parse("2d6", &r.e, &cause), 0);
	r.src = ROLL_PHYSICAL;
	r.nface = 2;
	r.face[0] = a;
	r.face[1] = b;
	r.total = a + b;
	return r;
}

/* Resolves an attack with exactly these dice; returns how many of them
 * it used (and fails the test on a refusal). */
static int
resolve_with(struct state *st, struct attack at, const struct roll *rolls,
    int n, struct buf *out)
{
	struct roller ro;
	char *cause = NULL;
	int used;

	memset(&ro, 0, sizeof ro);
	ro.rng = &st->rng;
	ro.script = rolls;
	ro.nscript = n;
	ro.replaying = 1;
	ro.manual = 1;		/* the players' own dice */
	if (resolve_attack(st, &at, &ro, out, &cause) != 0)
		fail_msg("resolve: %s", cause ? cause : "?");
	used = ro.iscript;
	roller_reset_made(&ro);
	return used;
}

/* Figure 6: the French men-at-arms in 1214 facing the English line; the
 * English in 1215 (AF 9) and 1115 (AF 6) face it; the unit in 1315 does
 * not have it in front; Henry V in 1116 backs up 1115 and is next to an
 * attacker. */
static void
figure6(struct state *st)
{
	place(st, "f11", 12, 14, "s");
	place(st, "e06", 12, 15, "n");
	place(st, "e18", 11, 15, "n");
	place(st, "e07", 13, 15, "ne");
	place(st, "e01", 11, 16, "n");
}

/* --- §11.1: odds ----------------------------------------------------- */

static void
test_s11_1_odds_round_down_to_crt_column(void **state)
{
	struct state *st = fresh(EN_MELEE);
	int f11, e06, e18, e07, f01, f29, e02, df = S("df");
	int f11_df, e02_df;
	struct odds o;
	char *cause = NULL;
	struct attack at;

	(void)state;
	/* 9:5 rounds down to 3:2: men-at-arms against a French leader */
	f01 = place(st, "f01", 12, 14, "s");
	e06 = place(st, "e06", 12, 15, "n");
	o = odds_ok(st, MELEE(f01, e06));
	assert_int_equal(o.af, 9);
	assert_int_equal(o.df, 5);
	assert_string_equal(col_label(&o), "3:2");
	assert_false(o.capped);
	board_remove(st, f01, &cause);
	state_free(st);

	/* Figure 6: 9 + 6 = 15 against 4 is 3:1 */
	st = fresh(EN_MELEE);
	figure6(st);
	f11 = U("f11");
	e06 = U("e06");
	e18 = U("e18");
	e07 = U("e07");
	o = odds_ok(st, MELEE(f11, e06, e18));
	assert_int_equal(o.af, 15);
	assert_int_equal(o.df, 4);
	assert_string_equal(col_label(&o), "3:1");
	/* Figure 6, right: the counter-attack 8:4 is 2:1, exactly */
	at = MELEE(e18, f11);
	at.counter = 1;
	o = odds_ok(st, at);
	assert_string_equal(col_label(&o), "2:1");
	assert_false(o.capped);
	state_free(st);

	/* 9 + 9 = 18 against 4 is over 4:1: treated as 4:1 */
	st = fresh(EN_MELEE);
	f11 = place(st, "f11", 12, 14, "s");
	e06 = place(st, "e06", 12, 15, "n");
	e07 = place(st, "e07", 13, 15, "n");	/* 1214 is its front-left */
	o = odds_ok(st, MELEE(f11, e06, e07));
	assert_int_equal(o.af, 18);
	assert_string_equal(col_label(&o), "4:1");
	assert_true(o.capped);
	state_free(st);

	/* 6:9 rounds down to 1:2 (a DF of 9 set up for the test) */
	st = fresh(EN_MELEE);
	f11 = place(st, "f11", 12, 14, "s");
	e18 = place(st, "e18", 12, 15, "n");
	f11_df = gd->units[f11].stat[df];
	gd->units[f11].stat[df] = 9;
	o = odds_ok(st, MELEE(f11, e18));
	gd->units[f11].stat[df] = f11_df;
	assert_int_equal(o.af, 6);
	assert_int_equal(o.df, 9);
	assert_string_equal(col_label(&o), "1:2");
	state_free(st);

	/* 3 against 12 is 1:4, the lowest column; 3 against 13 is below it
	 * and no attack is possible */
	st = fresh(FR_MISSILE);
	f29 = place(st, "f29", 12, 12, "s");
	e02 = place(st, "e02", 12, 14, "n");
	e02_df = gd->units[e02].stat[df];
	gd->units[e02].stat[df] = 12;
	o = odds_ok(st, FIRE(e02, f29));
	assert_string_equal(col_label(&o), "1:4");
	gd->units[e02].stat[df] = 13;
	at = FIRE(e02, f29);
	assert_int_equal(combat_check(st, &at, &cause), 0);
	assert_int_equal(combat_odds(st, &at, &o, &cause), -1);
	gd->units[e02].stat[df] = e02_df;
	assert_int_equal(o.col, -1);
	assert_non_null(cause);
	assert_non_null(strstr(cause, "§11.1"));
	free(cause);
	/* the footnote: French archers (AF 3) against an English leader
	 * (DF 6) is 1:2, the worst possible in play */
	o = odds_ok(st, FIRE(e02, f29));
	assert_string_equal(col_label(&o), "1:2");
	state_free(st);
}

/* --- §9.3: woods double an archer's DF against missiles -------------- */

static void
test_s9_3_woods_doubles_archer_df_against_missiles(void **state)
{
	struct state *st = fresh(FR_MISSILE);
	int e18, f29, f11, e19, f30;
	const struct hexinfo *hi = gd_hex(gd, H(4, 12));
	struct odds o;

	(void)state;
	assert_string_equal(gd->terrain[hi->terrain].id, "woods");
	e18 = place(st, "e18", 4, 12, "n");	/* archers in woods */
	f29 = place(st, "f29", 4, 9, "s");	/* three hexes north */
	o = odds_ok(st, FIRE(e18, f29));
	assert_int_equal(o.df_base, 4);
	assert_int_equal(o.df, 8);
	assert_non_null(o.df_by);
	assert_string_equal(col_label(&o), "1:3");	/* 3:8 */
	/* the same archers in the open: DF 4, 3:4 is 1:2 */
	e19 = place(st, "e19", 8, 12, "n");
	f30 = place(st, "f30", 8, 9, "s");
	o = odds_ok(st, FIRE(e19, f30));
	assert_int_equal(o.df, 4);
	assert_null(o.df_by);
	assert_string_equal(col_label(&o), "1:2");
	/* woods do nothing against mêlée: 8 against 4 is 2:1 */
	st->phase = FR_MELEE;
	f11 = place(st, "f11", 5, 12, "sw");
	assert_true(hex_eq(hex_neighbour(&gd->grid, H(5, 12), D("sw")),
	    H(4, 12)));
	o = odds_ok(st, MELEE(e18, f11));
	assert_int_equal(o.df, 4);
	assert_string_equal(col_label(&o), "2:1");
	state_free(st);
}

/* --- §10.0.2: fortified lines, mêlée over the front only ------------- */

static void
test_s10_0_2_fortified_doubles_archer_df_only_over_front(void **state)
{
	struct state *st = fresh(FR_MELEE);
	int e18, f11, f12, f29, e06;
	int fort = gd_feature(gd, "fortified");
	struct attack at;
	struct odds o;

	(void)state;
	assert_true(fort >= 0);
	assert_true(gd_hex(gd, H(11, 14))->features & (1u << fort));
	e18 = place(st, "e18", 11, 14, "n");	/* archers behind stakes */
	f11 = place(st, "f11", 11, 13, "s");	/* over its front */
	f12 = place(st, "f12", 12, 14, "nw");	/* over its flank */
	assert_int_equal(combat_side(st, f11, e18), 0);
	assert_int_equal(combat_side(st, f12, e18), 2);
	o = odds_ok(st, MELEE(e18, f11));
	assert_int_equal(o.df, 8);
	assert_non_null(o.df_by);
	assert_string_equal(col_label(&o), "1:1");
	/* one attacker over a flank: no doubling for any of them */
	o = odds_ok(st, MELEE(e18, f11, f12));
	assert_int_equal(o.df, 4);
	assert_null(o.df_by);
	assert_string_equal(col_label(&o), "4:1");
	o = odds_ok(st, MELEE(e18, f12));
	assert_int_equal(o.df, 4);
	/* it holds against a counter-attack too: the archers attacked f11
	 * and f11 strikes back */
	at = MELEE(e18, f11);
	at.counter = 1;
	o = odds_ok(st, at);
	assert_int_equal(o.df, 8);
	/* a routed archer has no front and gets nothing (rdf 2) */
	rout(st, e18);
	o = odds_ok(st, MELEE(e18, f11));
	assert_int_equal(o.df_base, 2);
	assert_int_equal(o.df, 2);
	state_free(st);

	/* not against missile fire: 3:4 is 1:2 */
	st = fresh(FR_MISSILE);
	e18 = place(st, "e18", 11, 14, "n");
	f29 = place(st, "f29", 11, 11, "s");
	o = odds_ok(st, FIRE(e18, f29));
	assert_int_equal(o.df, 4);
	assert_string_equal(col_label(&o), "1:2");
	state_free(st);

	/* men-at-arms behind the stakes gain nothing: 8:5 is 3:2 */
	st = fresh(FR_MELEE);
	e06 = place(st, "e06", 11, 14, "n");
	f11 = place(st, "f11", 11, 13, "s");
	o = odds_ok(st, MELEE(e06, f11));
	assert_int_equal(o.df, 5);
	assert_string_equal(col_label(&o), "3:2");
	state_free(st);
}

/* --- §4: routed defenders use the routed DF; routed units never attack */

static void
test_s4_routed_defender_uses_rdf(void **state)
{
	struct state *st = fresh(EN_MELEE);
	int f11 = place(st, "f11", 12, 14, "s");
	int e06 = place(st, "e06", 12, 15, "n");
	struct odds o;

	(void)state;
	o = odds_ok(st, MELEE(f11, e06));
	assert_int_equal(o.df, 4);
	assert_string_equal(col_label(&o), "2:1");
	rout(st, f11);
	o = odds_ok(st, MELEE(f11, e06));
	assert_int_equal(o.df_base, gd->units[f11].stat[S("rdf")]);
	assert_int_equal(o.df, 2);
	assert_string_equal(col_label(&o), "4:1");	/* 9:2 */
	/* a routed unit cannot attack */
	st->u[f11].routed = 0;
	st->u[f11].facing = D("s");
	rout(st, e06);
	check_refused(st, MELEE(f11, e06), "routed");
	state_free(st);
}

/* --- §11.2: die roll modifiers --------------------------------------- */

static void
test_s11_2_leader_drms_count_once(void **state)
{
	struct state *st = fresh(EN_MELEE);
	int f11 = place(st, "f11", 12, 14, "s");
	int e06 = place(st, "e06", 12, 15, "n");
	int e02, e01, f01;
	struct odds o;
	char *cause = NULL;

	(void)state;
	o = odds_ok(st, MELEE(f11, e06));
	assert_int_equal(o.nfound, 0);
	assert_int_equal(o.drm, 0);
	/* an enemy leader next to the attacker does not help it */
	f01 = place(st, "f01", 13, 15, "n");
	o = odds_ok(st, MELEE(f11, e06));
	assert_int_equal(o.drm, 0);
	board_remove(st, f01, &cause);
	/* a friendly leader next to the attacker: -1 */
	e02 = place(st, "e02", 12, 16, "n");
	o = odds_ok(st, MELEE(f11, e06));
	assert_int_equal(found_drm(&o, "leader-near"), -1);
	assert_int_equal(o.drm, -1);
	/* two leaders next to it: still -1 */
	place(st, "e03", 11, 16, "n");
	o = odds_ok(st, MELEE(f11, e06));
	assert_int_equal(o.drm, -1);
	state_free(st);

	/* a leader attacking: -1; a leader attacking next to another
	 * attacker: still -1 */
	st = fresh(EN_MELEE);
	f11 = place(st, "f11", 12, 14, "s");
	e01 = place(st, "e01", 12, 15, "n");
	o = odds_ok(st, MELEE(f11, e01));
	assert_int_equal(found_drm(&o, "leader-attacks"), -1);
	assert_int_equal(o.drm, -1);
	e06 = place(st, "e06", 11, 15, "n");
	o = odds_ok(st, MELEE(f11, e01, e06));
	assert_int_equal(found_drm(&o, "leader-attacks"), -1);
	assert_int_equal(found_drm(&o, "leader-near"), -1);
	assert_int_equal(o.drm, -1);
	/* two leaders attacking: -1 */
	e02 = place(st, "e02", 13, 15, "n");
	o = odds_ok(st, MELEE(f11, e01, e02));
	assert_int_equal(o.drm, -1);
	(void)e02;
	state_free(st);
}

static void
test_s11_2_charge_drm(void **state)
{
	struct state *st = fresh(FR_MOVE);
	int f37, f38, f11, e06, f01;
	struct hex run[3] = { H(12, 12), H(12, 13), H(12, 14) };
	struct buf out;
	char *cause = NULL;
	struct odds o;

	(void)state;
	buf_init(&out);
	/* Figure 4: the cavalry charges from 1211 to 1214 */
	place(st, "e18", 11, 15, "n");
	e06 = place(st, "e06", 12, 15, "n");
	place(st, "e07", 13, 15, "n");
	f37 = place(st, "f37", 12, 11, "s");
	assert_int_equal(move_along(st, f37, run, 3, &out, &cause), 0);
	assert_true(st->u[f37].charged);
	st->phase = FR_MELEE;
	o = odds_ok(st, MELEE(e06, f37));
	assert_int_equal(found_drm(&o, "charge"), -2);
	assert_int_equal(o.drm, -2);
	/* others joining in who did not charge keep the -2, and a leader
	 * next to one of them (-1) is not added to it */
	f11 = place(st, "f11", 13, 16, "nw");
	f01 = place(st, "f01", 14, 16, "n");
	o = odds_ok(st, MELEE(e06, f37, f11));
	assert_int_equal(found_drm(&o, "leader-near"), -1);
	assert_int_equal(o.drm, -2);
	/* without the charge, the same attack is -1 */
	st->u[f37].charged = 0;
	o = odds_ok(st, MELEE(e06, f37, f11));
	assert_int_equal(o.drm, -1);
	(void)f01;
	state_free(st);

	/* a cavalry unit that moved but did not charge gets nothing */
	st = fresh(FR_MOVE);
	e06 = place(st, "e06", 12, 15, "n");
	f38 = place(st, "f38", 12, 12, "s");
	assert_int_equal(move_along(st, f38, run + 1, 2, &out, &cause), 0);
	assert_false(st->u[f38].charged);
	st->phase = FR_MELEE;
	o = odds_ok(st, MELEE(e06, f38));
	assert_int_equal(o.drm, 0);
	buf_free(&out);
	state_free(st);
}

static void
test_s11_2_rear_drm_not_against_routed(void **state)
{
	struct state *st = fresh(FR_MELEE);
	int e06 = place(st, "e06", 12, 15, "n");
	int f11 = place(st, "f11", 12, 16, "n");	/* behind it */
	int f12;
	struct odds o;

	(void)state;
	assert_int_equal(combat_side(st, f11, e06), 3);
	o = odds_ok(st, MELEE(e06, f11));
	assert_int_equal(found_drm(&o, "rear"), -4);
	assert_int_equal(o.drm, -4);
	/* another attacker over the front: -4 still applies */
	f12 = place(st, "f12", 12, 14, "s");
	o = odds_ok(st, MELEE(e06, f11, f12));
	assert_int_equal(o.drm, -4);
	/* a flank is not the rear */
	{
		int f13 = place(st, "f13", 13, 16, "nw");

		assert_int_equal(combat_side(st, f13, e06), 2);
		o = odds_ok(st, MELEE(e06, f13));
		assert_int_equal(o.drm, 0);
	}
	/* a routed unit has no rear */
	rout(st, e06);
	assert_int_equal(combat_side(st, f11, e06), -1);
	o = odds_ok(st, MELEE(e06, f11));
	assert_int_equal(found_drm(&o, "rear"), 0);
	assert_int_equal(o.drm, 0);
	(void)f12;
	state_free(st);
}

static void
test_s11_2_only_best_drm_applies(void **state)
{
	struct state *st = fresh(FR_MELEE);
	int e06 = place(st, "e06", 12, 15, "n");
	int f11 = place(st, "f11", 12, 16, "n");	/* over the rear */
	struct odds o;
	struct buf b;

	(void)state;
	/* §11.2 example: next to a leader (-1) over the rear (-4) is -4 */
	place(st, "f01", 12, 17, "n");
	o = odds_ok(st, MELEE(e06, f11));
	assert_int_equal(o.nfound, 2);
	assert_int_equal(found_drm(&o, "leader-near"), -1);
	assert_int_equal(found_drm(&o, "rear"), -4);
	assert_int_equal(o.drm, -4);
	assert_string_equal(o.found[o.best].m->id, "rear");
	/* the explanation says which one is not applied */
	buf_init(&b);
	combat_explain(st, &(struct attack){ .kind = KIND_MELEE,
	    .att = { f11 }, .natt = 1, .def = e06 }, &o, &b);
	assert_non_null(strstr(b.s, "not applied"));
	assert_non_null(strstr(b.s, "DRM total: -4"));
	buf_free(&b);
	state_free(st);
}

/* --- §9.4: range DRM, an option -------------------------------------- */

static void
test_s9_4_range_drm_only_with_option(void **state)
{
	struct state *st = fresh(EN_MISSILE);
	int e18 = place(st, "e18", 28, 14, "n");
	int f11 = place(st, "f11", 26, 11, "s");
	int opt = gd_option(gd, "range-drm");
	struct odds o;

	(void)state;
	assert_true(opt >= 0);
	/* Figure 5: 2814 to 2611 is 4 hexes */
	o = odds_ok(st, FIRE(f11, e18));
	assert_int_equal(o.range, 4);
	assert_int_equal(o.drm, 0);
	assert_int_equal(found_drm(&o, "range"), 0);
	/* with the option: +3 */
	st->options |= 1u << opt;
	o = odds_ok(st, FIRE(f11, e18));
	assert_int_equal(found_drm(&o, "range"), 3);
	assert_int_equal(o.drm, 3);
	/* cumulative with the best other DRM: a leader next to the
	 * archers, -1 + 3 = +2 */
	place(st, "e02", 28, 15, "n");
	o = odds_ok(st, FIRE(f11, e18));
	assert_int_equal(o.drm, 2);
	/* next door: no range DRM */
	{
		int f12 = place(st, "f12", 28, 13, "s");

		o = odds_ok(st, FIRE(f12, e18));
		assert_int_equal(o.range, 1);
		assert_int_equal(found_drm(&o, "range"), 0);
		assert_int_equal(o.drm, -1);
	}
	state_free(st);
}

/* --- §9.1: range ----------------------------------------------------- */

static void
test_s9_1_range_limits(void **state)
{
	struct state *st = fresh(FR_MISSILE);
	int f29 = place(st, "f29", 15, 5, "s");		/* range 3 */
	int e06 = place(st, "e06", 15, 8, "n");
	int e18, f11, e07;
	char *cause = NULL;
	struct odds o;

	(void)state;
	assert_int_equal(gd->units[f29].stat[S("range")], 3);
	o = odds_ok(st, FIRE(e06, f29));
	assert_int_equal(o.range, 3);
	board_place(st, e06, H(15, 9), -1, &cause);
	check_refused(st, FIRE(e06, f29), "§9.1");
	state_free(st);

	st = fresh(EN_MISSILE);
	e18 = place(st, "e18", 15, 15, "n");		/* range 6 */
	f11 = place(st, "f11", 15, 9, "s");
	assert_int_equal(gd->units[e18].stat[S("range")], 6);
	o = odds_ok(st, FIRE(f11, e18));
	assert_int_equal(o.range, 6);
	board_place(st, f11, H(15, 8), -1, &cause);
	check_refused(st, FIRE(f11, e18), "§9.1");
	/* only archers fire (§9) */
	board_place(st, f11, H(15, 12), -1, &cause);
	e07 = place(st, "e07", 15, 14, "n");
	board_remove(st, e18, &cause);
	check_refused(st, FIRE(f11, e07), "§9");
	/* and over their front hexsides only (§5.1) */
	board_place(st, e18, H(15, 15), D("s"), &cause);
	board_remove(st, e07, &cause);
	check_refused(st, FIRE(f11, e18), "§5.1");
	state_free(st);
}

/* --- §9.2: line of sight --------------------------------------------- */

static void
test_s9_2_los_blocks_fire(void **state)
{
	struct state *st = fresh(EN_MISSILE);
	int e18 = place(st, "e18", 15, 15, "n");
	int f11 = place(st, "f11", 15, 11, "s");
	int f12, e07, f30, f31, k;
	struct los_result lr;
	char *cause = NULL;

	(void)state;
	odds_ok(st, FIRE(f11, e18));
	/* an enemy in between blocks */
	f12 = place(st, "f12", 15, 13, "s");
	check_refused(st, FIRE(f11, e18), "§9.2");
	board_remove(st, f12, &cause);
	/* so does a friend */
	e07 = place(st, "e07", 15, 13, "n");
	check_refused(st, FIRE(f11, e18), "§9.2");
	board_remove(st, e07, &cause);
	odds_ok(st, FIRE(f11, e18));
	state_free(st);

	/* a line along a hexside is blocked only if both hexes hold units:
	 * 1515 to 1312 runs between hexes */
	st = fresh(EN_MISSILE);
	e18 = place(st, "e18", 15, 15, "n");
	f11 = place(st, "f11", 13, 12, "s");
	los_trace(st, H(15, 15), H(13, 12), &lr);
	for (k = 0; k < lr.nsteps; k++)
		if (lr.steps[k].pair)
			break;
	assert_true(k < lr.nsteps);
	odds_ok(st, FIRE(f11, e18));
	f30 = U("f30");
	f31 = U("f31");
	assert_int_equal(board_place(st, f30, lr.steps[k].a, -1, &cause), 0);
	odds_ok(st, FIRE(f11, e18));
	assert_int_equal(board_place(st, f31, lr.steps[k].b, -1, &cause), 0);
	check_refused(st, FIRE(f11, e18), "line of sight");
	state_free(st);
}

/* --- §9: no combined missile fire ------------------------------------ */

static void
test_s9_no_combined_missile_fire(void **state)
{
	struct state *st = fresh(EN_MISSILE);
	int e18 = place(st, "e18", 15, 15, "n");
	int e19 = place(st, "e19", 16, 15, "n");
	int f11 = place(st, "f11", 15, 12, "s");
	struct roll miss[1];
	struct buf out;

	(void)state;
	miss[0] = R(6, 6);		/* 6:4 is 3:2; 12 is no effect */
	buf_init(&out);
	check_refused(st, FIRE(f11, e18, e19), "combine");
	odds_ok(st, FIRE(f11, e19));
	assert_int_equal(resolve_with(st, FIRE(f11, e18), miss, 1, &out), 1);
	assert_true(st->u[f11].on_map);
	/* nor may another archer fire on it later */
	check_refused(st, FIRE(f11, e19), "once a phase");
	buf_free(&out);
	state_free(st);
}

/* --- §8: attack once a turn, be attacked once a phase ---------------- */

static void
test_s8_attack_once_a_turn_attacked_once_a_phase(void **state)
{
	struct state *st = fresh(EN_MISSILE);
	int f11 = place(st, "f11", 12, 14, "s");
	int e06 = place(st, "e06", 12, 15, "n");
	int e18 = place(st, "e18", 11, 15, "n");
	int e07 = place(st, "e07", 13, 15, "n");
	int f12 = place(st, "f12", 10, 13, "s");
	struct roll miss[1];
	struct buf out;

	(void)state;
	miss[0] = R(6, 6);
	buf_init(&out);
	/* the archers fire on f11 (at 1 hex): no effect */
	resolve_with(st, FIRE(f11, e18), miss, 1, &out);
	assert_true(st->u[e18].attacked);
	assert_true(st->u[f11].defended);
	/* the archers may not fire again, even at another target */
	check_refused(st, FIRE(f12, e18), "once a turn");
	/* into the mêlée phase: f11 may be attacked again ... */
	assert_int_equal(seq_advance(st), 0);
	assert_int_equal(st->phase, EN_MELEE);
	assert_false(st->u[f11].defended);
	odds_ok(st, MELEE(f11, e06));
	/* ... but not by the archers, who fired this turn */
	assert_true(st->u[e18].attacked);
	check_refused(st, MELEE(f11, e06, e18), "once a turn");
	/* one mêlée on it: then no other */
	resolve_with(st, MELEE(f11, e06), miss, 1, &out);
	check_refused(st, MELEE(f11, e07), "once a phase");
	/* the French turn: the English may attack again when it comes
	 * round; the marks of this turn are cleared */
	resolve_close(st);
	assert_int_equal(seq_advance(st), 0);
	assert_int_equal(seq_advance(st), 0);
	assert_int_equal(st->phase, FR_MOVE);
	assert_false(st->u[e18].attacked);
	assert_false(st->u[e06].attacked);
	buf_free(&out);
	state_free(st);
}

/* --- §10: mêlée attackers are adjacent ------------------------------- */

static void
test_s10_melee_attackers_adjacent(void **state)
{
	struct state *st = fresh(EN_MELEE);
	int f11 = place(st, "f11", 12, 14, "s");
	int e06 = place(st, "e06", 12, 16, "n");

	(void)state;
	check_refused(st, MELEE(f11, e06), "§10");
	state_free(st);
}

/* --- §5.1: cavalry combat front -------------------------------------- */

static void
test_s5_1_cavalry_combat_front_is_front_and_front_right(void **state)
{
	struct state *st = fresh(FR_MELEE);
	int f37 = place(st, "f37", 12, 14, "s");
	int e06 = place(st, "e06", 12, 15, "n");	/* dead ahead */
	int e18 = place(st, "e18", 11, 15, "n");	/* front right (sw) */
	int e07 = place(st, "e07", 13, 15, "n");	/* front left (se) */
	int f11;
	struct hex se[1];
	struct buf out;
	char *cause = NULL;

	(void)state;
	odds_ok(st, MELEE(e06, f37));
	odds_ok(st, MELEE(e18, f37));
	check_refused(st, MELEE(e07, f37), "§5.1");
	/* men-at-arms in the same place have all three */
	board_remove(st, f37, &cause);
	f11 = place(st, "f11", 12, 14, "s");
	odds_ok(st, MELEE(e07, f11));
	odds_ok(st, MELEE(e18, f11));
	state_free(st);

	/* for movement, cavalry still has three front hexsides */
	st = fresh(FR_MOVE);
	f37 = place(st, "f37", 12, 11, "s");
	se[0] = hex_neighbour(&gd->grid, H(12, 11), D("se"));
	buf_init(&out);
	assert_int_equal(move_along(st, f37, se, 1, &out, &cause), 0);
	buf_free(&out);
	state_free(st);
}

/* --- Tables 3 and 4, Figure 6: the CRT ------------------------------- */

static void
test_table_3_table_4_crt_probabilities(void **state)
{
	static const struct {
		const char	*odds;
		int		 m, e;		/* of 36 */
	} t4[] = {
		{ "1:4", 2, 1 },	/* 1/18, 1/36 */
		{ "1:3", 5, 1 },	/* 5/36, 1/36 */
		{ "1:2", 9, 1 },	/* 1/4, 1/36 */
		{ "1:1", 7, 3 },	/* 7/36, 1/12 */
		{ "3:2", 9, 6 },	/* 1/4, 1/6 */
		{ "2:1", 20, 10 },	/* 5/9, 5/18 */
	};
	const struct crt *crt = &gd->combat.crt;
	struct state *st = fresh(EN_MELEE);
	struct buf b;
	int i, c, a, d, m, e;

	(void)state;
	assert_int_equal(crt->ncols, 8);
	for (i = 0; i < (int)nitems(t4); i++) {
		for (c = 0; c < crt->ncols; c++)
			if (strcmp(crt->cols[c].label, t4[i].odds) == 0)
				break;
		assert_true(c < crt->ncols);
		m = e = 0;
		for (a = 1; a <= 6; a++)
			for (d = 1; d <= 6; d++) {
				const char *r = crt_result(crt, c, a + d);

				m += strcmp(r, "M") == 0;
				e += strcmp(r, "E") == 0;
			}
		if (m != t4[i].m || e != t4[i].e)
			fail_msg("%s: M %d/36 E %d/36, Table 4 says M %d/36 "
			    "E %d/36", t4[i].odds, m, e, t4[i].m, t4[i].e);
	}
	/* Table 3 as printed: MDR 2 or less is E everywhere; MDR 3 is M up
	 * to 1:2 and E from 1:1 */
	for (c = 0; c < crt->ncols; c++) {
		assert_string_equal(crt_result(crt, c, 2), "E");
		assert_string_equal(crt_result(crt, c, -3), "E");
		assert_string_equal(crt_result(crt, c, 3), c < 3 ? "M" : "E");
	}
	/* Figure 6: 3:1 with MDR 7 is M */
	assert_string_equal(crt_result(crt, 6, 7), "M");
	assert_string_equal(crt->cols[6].label, "3:1");
	/* the chances the referee quotes agree: 2:1 at DRM 0 */
	buf_init(&b);
	chances_combat(st, 5, 0, &b);
	assert_non_null(strstr(b.s, "E 5/18"));
	assert_non_null(strstr(b.s, "M 5/9"));
	assert_non_null(strstr(b.s, "5/6"));
	buf_free(&b);
	state_free(st);
}

static void
test_figure_6_melee_example(void **state)
{
	struct state *st = fresh(EN_MELEE), *s2;
	int f11, e06, e18, e07;
	struct roll rolls[2];
	struct attack at;
	struct odds o;
	struct buf out;

	(void)state;
	buf_init(&out);
	figure6(st);
	f11 = U("f11");
	e06 = U("e06");
	e18 = U("e18");
	e07 = U("e07");
	/* 1315 does not have 1214 in front */
	check_refused(st, MELEE(f11, e06, e18, e07), "§5.1");
	o = odds_ok(st, MELEE(f11, e06, e18));
	assert_string_equal(col_label(&o), "3:1");
	assert_int_equal(o.drm, -1);
	/* Middle: 8 - 1 = 7: M; the check on a 5 fails (MR 6): routed,
	 * it runs north, and one attacker may advance into 1214 */
	s2 = state_copy(st);
	rolls[0] = R(4, 4);
	rolls[1] = R(2, 3);
	assert_int_equal(resolve_with(s2, MELEE(f11, e06, e18), rolls, 2,
	    &out), 2);
	assert_true(s2->u[f11].routed);
	assert_int_equal(s2->u[f11].facing, -1);
	assert_true(hex_eq(s2->u[f11].hex, H(12, 11)));
	assert_true(opens_advance(s2));
	assert_true(hex_eq(opens_find(s2, OPENS_MELEE)->hex, H(12, 14)));
	assert_int_equal(opens_counter(s2), -1);
	state_free(s2);

	/* Right: the check passes; f11 may counter-attack and picks the
	 * weaker unit in 1115: 8:4, 2:1.  An M there needs no check: it is
	 * backed up by Henry V in 1116 */
	rolls[1] = R(3, 3);
	assert_int_equal(resolve_with(st, MELEE(f11, e06, e18), rolls, 2,
	    &out), 2);
	assert_false(st->u[f11].routed);
	assert_false(opens_advance(st));
	assert_int_equal(opens_counter(st), f11);
	assert_non_null(morale_exempt(st, e18));
	assert_null(morale_exempt(st, e06));
	s2 = state_copy(st);
	at = MELEE(e18, f11);
	at.counter = 1;
	o = odds_ok(st, at);
	assert_string_equal(col_label(&o), "2:1");
	rolls[0] = R(3, 4);		/* 7 at 2:1: M */
	assert_int_equal(resolve_with(st, at, rolls, 1, &out), 1);
	assert_false(st->u[e18].routed);
	assert_true(st->u[e18].on_map);
	/* no counter-counter-attack */
	assert_int_equal(opens_counter(st), -1);
	/* had it been 1215, the M would call for a check: 8:5 is 3:2, 6 is
	 * M, and e06 (MR 5, +1 next to Henry V) checks on a 4 */
	at = MELEE(e06, f11);
	at.counter = 1;
	rolls[0] = R(3, 3);
	rolls[1] = R(2, 2);
	assert_int_equal(resolve_with(s2, at, rolls, 2, &out), 2);
	assert_false(s2->u[e06].routed);
	state_free(s2);
	buf_free(&out);
	state_free(st);
}

/* --- §11.3: outcomes ------------------------------------------------- */

static void
test_s11_3_e_eliminates_m_calls_morale_check(void **state)
{
	struct state *st = fresh(EN_MELEE), *s2;
	int f11 = place(st, "f11", 12, 14, "s");
	int e06 = place(st, "e06", 12, 15, "n");
	struct roll rolls[2];
	struct buf out;

	(void)state;
	buf_init(&out);
	/* 9:4 is 2:1: E on 5 or less */
	s2 = state_copy(st);
	rolls[0] = R(1, 1);
	assert_int_equal(resolve_with(s2, MELEE(f11, e06), rolls, 1, &out), 1);
	assert_false(s2->u[f11].on_map);
	assert_true(s2->u[f11].eliminated);
	assert_int_equal(morale_eliminated_count(s2, gd->units[f11].faction), 1);
	state_free(s2);
	/* M on 6-9: a morale check is rolled (6 passes MR 6) */
	s2 = state_copy(st);
	rolls[0] = R(3, 3);
	rolls[1] = R(3, 3);
	assert_int_equal(resolve_with(s2, MELEE(f11, e06), rolls, 2, &out), 2);
	assert_true(s2->u[f11].on_map);
	assert_false(s2->u[f11].routed);
	assert_non_null(strstr(out.s, "morale check"));
	state_free(s2);
	/* a routed defender that fails its check is eliminated (§13.2),
	 * and the hex is open for an advance: 9:2 is 4:1, M on 8-11 */
	s2 = state_copy(st);
	rout(s2, f11);
	rolls[0] = R(4, 4);
	rolls[1] = R(2, 3);
	assert_int_equal(resolve_with(s2, MELEE(f11, e06), rolls, 2, &out), 2);
	assert_true(s2->u[f11].eliminated);
	assert_false(s2->u[f11].on_map);
	assert_true(opens_advance(s2));
	state_free(s2);
	/* no effect on 10 or more: nothing rolled but the attack */
	s2 = state_copy(st);
	rolls[0] = R(5, 5);
	assert_int_equal(resolve_with(s2, MELEE(f11, e06), rolls, 1, &out), 1);
	assert_true(s2->u[f11].on_map);
	assert_false(s2->u[f11].routed);
	assert_true(hex_eq(s2->u[f11].hex, H(12, 14)));
	state_free(s2);
	buf_free(&out);
	state_free(st);
}

/* --- §11.4: advance after a mêlée that vacates the hex --------------- */

static void
test_s11_4_advance_after_melee_vacates_never_after_missile(void **state)
{
	struct state *st = fresh(EN_MELEE), *s2;
	int f11 = place(st, "f11", 12, 14, "s");
	int e06 = place(st, "e06", 12, 15, "n");
	int e18;
	struct roll rolls[2];
	struct buf out;

	(void)state;
	buf_init(&out);
	/* eliminated in mêlée: the hex is open to an attacker */
	s2 = state_copy(st);
	rolls[0] = R(1, 1);
	resolve_with(s2, MELEE(f11, e06), rolls, 1, &out);
	assert_true(opens_advance(s2));
	assert_true(hex_eq(opens_find(s2, OPENS_MELEE)->hex, H(12, 14)));
	assert_int_equal(opens_find(s2, OPENS_MELEE)->n, 1);
	assert_int_equal(opens_find(s2, OPENS_MELEE)->units[0], e06);
	state_free(s2);
	/* no effect: nothing vacated, no advance */
	s2 = state_copy(st);
	rolls[0] = R(6, 6);
	resolve_with(s2, MELEE(f11, e06), rolls, 1, &out);
	assert_false(opens_advance(s2));
	state_free(s2);
	/* routed but unable to move (1213 held, and 1114 and 1314, half a
	 * hex nearer the edge, battle-of-agincourt §13.4): the hex is not
	 * vacated */
	s2 = state_copy(st);
	place(s2, "f12", 12, 13, "s");
	place(s2, "f13", 11, 14, "s");
	place(s2, "f14", 13, 14, "s");
	rolls[0] = R(3, 3);
	rolls[1] = R(1, 1);
	resolve_with(s2, MELEE(f11, e06), rolls, 2, &out);
	assert_true(s2->u[f11].routed);
	assert_true(hex_eq(s2->u[f11].hex, H(12, 14)));
	assert_false(opens_advance(s2));
	state_free(s2);
	state_free(st);

	/* eliminated by missile fire: no advance */
	st = fresh(EN_MISSILE);
	f11 = place(st, "f11", 12, 12, "s");
	e18 = place(st, "e18", 12, 15, "n");
	rolls[0] = R(1, 1);
	resolve_with(st, FIRE(f11, e18), rolls, 1, &out);
	assert_false(st->u[f11].on_map);
	assert_false(opens_advance(st));
	assert_int_equal(opens_counter(st), -1);
	buf_free(&out);
	state_free(st);
}

/* --- §11.5: counter-attack ------------------------------------------- */

static void
test_s11_5_counter_attack_only_nonphasing_good_order_over_front(
    void **state)
{
	struct state *st, *s2;
	int f11, e01, e06, e18;
	struct roll rolls[1];
	struct buf out;
	char *cause = NULL;

	(void)state;
	buf_init(&out);
	rolls[0] = R(6, 6);		/* always no effect below */
	/* over its front: open (4:4 is 1:1, -1 for the leader) */
	st = fresh(EN_MELEE);
	f11 = place(st, "f11", 12, 14, "s");
	e01 = place(st, "e01", 12, 15, "n");
	s2 = state_copy(st);
	resolve_with(s2, MELEE(f11, e01), rolls, 1, &out);
	assert_int_equal(opens_counter(s2), f11);
	resolve_close(s2);
	assert_int_equal(opens_counter(s2), -1);
	state_free(s2);
	/* over its flank (from 1314): closed */
	s2 = state_copy(st);
	board_place(s2, e01, H(13, 14), D("sw"), &cause);
	assert_int_equal(combat_side(s2, e01, f11), 4);
	resolve_with(s2, MELEE(f11, e01), rolls, 1, &out);
	assert_true(s2->u[f11].on_map);
	assert_int_equal(opens_counter(s2), -1);
	state_free(s2);
	/* over its rear (from 1213): closed */
	s2 = state_copy(st);
	board_place(s2, e01, H(12, 13), D("s"), &cause);
	assert_int_equal(combat_side(s2, e01, f11), 3);
	resolve_with(s2, MELEE(f11, e01), rolls, 1, &out);
	assert_true(s2->u[f11].on_map);
	assert_false(s2->u[f11].routed);
	assert_int_equal(opens_counter(s2), -1);
	state_free(s2);
	/* routed: closed (4:2 is 2:1, 12 - 1 = 11 no effect) */
	s2 = state_copy(st);
	rout(s2, f11);
	resolve_with(s2, MELEE(f11, e01), rolls, 1, &out);
	assert_true(s2->u[f11].on_map);
	assert_int_equal(opens_counter(s2), -1);
	state_free(s2);
	/* a defender of the faction in turn: closed */
	s2 = state_copy(st);
	s2->phase = FR_MELEE;
	resolve_with(s2, MELEE(f11, e01), rolls, 1, &out);
	assert_int_equal(opens_counter(s2), -1);
	state_free(s2);
	state_free(st);

	/* after missile fire: closed */
	st = fresh(EN_MISSILE);
	f11 = place(st, "f11", 12, 14, "s");
	e18 = place(st, "e18", 12, 15, "n");
	resolve_with(st, FIRE(f11, e18), rolls, 1, &out);
	assert_true(st->u[f11].on_map);
	assert_int_equal(opens_counter(st), -1);
	assert_false(opens_advance(st));
	(void)e06;
	buf_free(&out);
	state_free(st);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_s11_1_odds_round_down_to_crt_column),
		cmocka_unit_test(test_s9_3_woods_doubles_archer_df_against_missiles),
		cmocka_unit_test(test_s10_0_2_fortified_doubles_archer_df_only_over_front),
		cmocka_unit_test(test_s4_routed_defender_uses_rdf),
		cmocka_unit_test(test_s11_2_leader_drms_count_once),
		cmocka_unit_test(test_s11_2_charge_drm),
		cmocka_unit_test(test_s11_2_rear_drm_not_against_routed),
		cmocka_unit_test(test_s11_2_only_best_drm_applies),
		cmocka_unit_test(test_s9_4_range_drm_only_with_option),
		cmocka_unit_test(test_s9_1_range_limits),
		cmocka_unit_test(test_s9_2_los_blocks_fire),
		cmocka_unit_test(test_s9_no_combined_missile_fire),
		cmocka_unit_test(test_s8_attack_once_a_turn_attacked_once_a_phase),
		cmocka_unit_test(test_s10_melee_attackers_adjacent),
		cmocka_unit_test(test_s5_1_cavalry_combat_front_is_front_and_front_right),
		cmocka_unit_test(test_table_3_table_4_crt_probabilities),
		cmocka_unit_test(test_figure_6_melee_example),
		cmocka_unit_test(test_s11_3_e_eliminates_m_calls_morale_check),
		cmocka_unit_test(test_s11_4_advance_after_melee_vacates_never_after_missile),
		cmocka_unit_test(test_s11_5_counter_attack_only_nonphasing_good_order_over_front),
	};

	return cmocka_run_group_tests(tests, group_setup, group_teardown);
}

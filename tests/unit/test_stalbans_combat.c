/* test_stalbans_combat: the combat rules of Les Batailles de St Albans
 * (st-albans.txt §4, §6, §9.1-§9.11, §10 and the optional rules of §11)
 * at the C level (src/combat.c, src/resolve.c, src/retreat.c,
 * src/morale.c, src/sequence.c) and, where a rule lives in a command or
 * a hook (the owner's share of losses, one advance, the army morale
 * thresholds), through the session.  One test or more per section, named
 * after it.  Dice are forced: a scripted roller (struct roller .script,
 * .replaying) or a fake player (struct roller .ask) who answers the
 * questions herald asks, dice and choices alike.
 *
 * Most fights are on Bernard's Heath (columns 05-12, rows 03-09: clear,
 * no road, no hexside feature).  Flat-topped columns, even columns half
 * a hex lower: round 1006 lie 1005 (n), 1106 (ne), 1107 (se), 1007 (s),
 * 0907 (sw) and 0906 (nw).  Lancaster's map edge is the south-west,
 * York's the north-east. */
#include "testutil.h"

#include <string.h>

#include "board.h"
#include "narrate.h"
#include "cmd.h"
#include "combat.h"
#include "delegate.h"
#include "gamedata.h"
#include "hex.h"
#include "morale.h"
#include "move.h"
#include "resolve.h"
#include "retreat.h"
#include "sequence.h"
#include "session.h"
#include "util.h"

#define GAME "st-albans"

#include "testgame.h"

/* The phases of §4 (phase 6, the turn marker, is `next`'s). */
#define YORK_MOVE	0
#define YORK_COMBAT	1
#define LANC_MOVE	2
#define LANC_COMBAT	3
#define VICTORY		4

static int
F(const char *id)
{
	int f = gd_faction(gd, id);

	assert_true(f >= 0);
	return f;
}

static int
T(const char *id)
{
	int t = gd_type(gd, id);

	assert_true(t >= 0);
	return t;
}

/* The bit of an optional rule in st->options. */
static unsigned
OPT(const char *id)
{
	int o = gd_option(gd, id);

	assert_true(o >= 0);
	return 1u << o;
}

/* York playing first (First St Albans), in the given phase of turn 1. */
static struct state *
fresh(int phase)
{
	struct state *st = state_new(gd, 1455);

	st->first_side = F("york");
	st->phase = phase;
	return st;
}

static int
place(struct state *st, const char *id, int col, int row)
{
	char *cause = NULL;
	int u = U(id);

	if (board_place(st, u, H(col, row), -1, &cause) != 0)
		fail_msg("place %s: %s", id, cause ? cause : "?");
	return u;
}

static void
assert_at(const struct state *st, int u, int col, int row)
{
	if (!st->u[u].on_map)
		fail_msg("%s is not on the map", gd->units[u].id);
	if (!hex_eq(st->u[u].hex, H(col, row)))
		fail_msg("%s is in %s, not %02d%02d", gd->units[u].id,
		    hex_str(st->u[u].hex), col, row);
}

static void
assert_eliminated(const struct state *st, int u)
{
	if (st->u[u].on_map || !st->u[u].eliminated)
		fail_msg("%s is not eliminated", gd->units[u].id);
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

#define NARGS(...)	((int)(sizeof((int[]){ __VA_ARGS__ }) / sizeof(int)))
#define MELEE(def, ...) A(KIND_MELEE, (def), NARGS(__VA_ARGS__), \
	(int[]){ __VA_ARGS__ })
#define FIRE(def, ...) A(KIND_MISSILE, (def), NARGS(__VA_ARGS__), \
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

static void
want_cause(char *cause, const char *want)
{
	assert_non_null(cause);
	if (want != NULL && strstr(cause, want) == NULL)
		fail_msg("cause \"%s\" lacks \"%s\"", cause, want);
	free(cause);
}

/* combat_check refuses the attack with a cause containing want. */
static void
check_refused(const struct state *st, struct attack at, const char *want)
{
	char *cause = NULL;

	assert_int_equal(combat_check(st, &at, &cause), -1);
	want_cause(cause, want);
}

/* The attack is allowed, but its odds are not. */
static void
odds_refused(const struct state *st, struct attack at, const char *want)
{
	struct odds o;
	char *cause = NULL;

	if (combat_check(st, &at, &cause) != 0)
		fail_msg("check: %s", cause);
	assert_int_equal(combat_odds(st, &at, &o, &cause), -1);
	want_cause(cause, want);
}

/* --- dice and questions ---------------------------------------------- */

/* A player at the keyboard: answers herald's questions in order, keeps
 * what was asked; at the end of the tape, the end of the input. */
struct tape {
	const char	*ans[8];
	int		 n, i;
	int		 asked;
	char		 prompt[8][256];
	char		 complaint[8][256];
};

static int
tape_ask(void *ctx, const char *prompt, const char *complaint,
    const char *const *offers, int noffers, char **line)
{
	struct tape *t = ctx;
	int k;

	/* a choice offers the hexes the prompt names, for completion */
	for (k = 0; k < noffers; k++)
		assert_non_null(strstr(prompt, offers[k]));
	if (t->asked < 8) {
		snprintf(t->prompt[t->asked], sizeof t->prompt[0], "%s",
		    prompt);
		snprintf(t->complaint[t->asked], sizeof t->complaint[0], "%s",
		    complaint ? complaint : "");
	}
	t->asked++;
	if (t->i >= t->n)
		return -1;
	*line = xstrdup(t->ans[t->i++]);
	return 0;
}

static struct roll
D6(int v)
{
	struct roll r;
	char *cause = NULL;

	memset(&r, 0, sizeof r);
	assert_int_equal(dice_parse("1d6", &r.e, &cause), 0);
	r.src = ROLL_PHYSICAL;
	r.nface = 1;
	r.face[0] = v;
	r.total = v;
	return r;
}

/* Dice from the script; with no player, nothing else (a roll or a
 * choice the script lacks is an error); with one, choices are asked. */
static void
roller_init(struct roller *ro, struct state *st, const struct roll *script,
    int n, struct tape *t)
{
	memset(ro, 0, sizeof *ro);
	ro->rng = &st->rng;
	ro->script = script;
	ro->nscript = n;
	ro->manual = 1;		/* the dice are the players' own */
	if (t != NULL) {
		ro->ask = tape_ask;
		ro->ask_ctx = t;
	} else
		ro->replaying = 1;
}

/* Resolves an attack on exactly these dice (each used), asking nothing. */
static void
resolve_dice(struct state *st, struct attack at, const int *faces, int n,
    struct buf *out)
{
	struct roll r[8];
	struct roller ro;
	char *cause = NULL;
	int i;

	for (i = 0; i < n; i++)
		r[i] = D6(faces[i]);
	roller_init(&ro, st, r, n, NULL);
	if (resolve_attack(st, &at, &ro, out, &cause) != 0)
		fail_msg("resolve: %s", cause ? cause : "?");
	if (ro.iscript != n)
		fail_msg("%d of %d dice used:\n%s", ro.iscript, n, out->s);
	roller_reset_made(&ro);
}

static void
resolve_quiet(struct state *st, struct attack at, const int *faces, int n)
{
	struct buf out;

	buf_init(&out);
	resolve_dice(st, at, faces, n, &out);
	buf_free(&out);
}

#define RESOLVE(st, at, ...) resolve_quiet((st), (at), \
	(int[]){ __VA_ARGS__ }, NARGS(__VA_ARGS__))

/* --- §4: the sequence of play ---------------------------------------- */

static void
test_s4_six_phases_each_turn(void **state)
{
	static const char *ids[] = { "movement", "combat", "movement",
	    "combat", "victory" };
	struct state *st = fresh(YORK_MOVE);
	int york = F("york"), lanc = F("lancaster"), side[5], i;
	char *cause = NULL;

	(void)state;
	side[0] = side[1] = york;
	side[2] = side[3] = lanc;
	side[4] = -1;
	st->turns = 2;
	for (i = 0; i < 5; i++) {
		assert_int_equal(st->phase, i);
		assert_string_equal(seq_phase(st)->id, ids[i]);
		assert_int_equal(seq_phasing(st), side[i]);
		assert_int_equal(st->turn, 1);
		assert_int_equal(seq_advance(st), 0);
	}
	/* phase 6: the turn marker moves on, York moves again */
	assert_int_equal(st->turn, 2);
	assert_int_equal(st->phase, YORK_MOVE);
	assert_int_equal(seq_phasing(st), york);
	/* orders belong to their phases */
	assert_int_equal(seq_check_order(st, "move", &cause), 0);
	assert_int_equal(seq_check_order(st, "attack", &cause), -1);
	want_cause(cause, "Combat phase");
	seq_advance(st);
	assert_int_equal(seq_check_order(st, "attack", &cause), 0);
	assert_int_equal(seq_check_order(st, "losses", &cause), 0);
	assert_int_equal(seq_check_order(st, "move", &cause), -1);
	want_cause(cause, "Movement phase");
	/* the game ends with the last turn */
	for (i = 1; i < 4; i++)
		assert_int_equal(seq_advance(st), 0);
	assert_int_equal(st->phase, VICTORY);
	assert_int_equal(seq_advance(st), 1);
	assert_true(st->over);
	/* the scenario says who is player 1 (§3): Lancaster in 1461 */
	state_free(st);
	st = fresh(YORK_MOVE);
	st->first_side = lanc;
	assert_int_equal(seq_phasing(st), lanc);
	st->phase = LANC_MOVE;
	assert_int_equal(seq_phasing(st), york);
	state_free(st);
}

/* --- §6: commanders --------------------------------------------------- */

/* "During hand to hand combats, commander adds his strength points to
 * those of the unit with which he is stacked (both in attack and
 * defence)": not to missile fire at range. */
static void
test_s6_commander_adds_strength_hand_to_hand(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int y07 = place(st, "y07", 10, 5), l08 = place(st, "l08", 10, 6);
	int y09, l09;
	struct odds o;

	(void)state;
	place(st, "y01", 10, 5);	/* York, 2 */
	place(st, "l01", 10, 6);	/* Somerset, 2 */
	o = odds_ok(st, MELEE(l08, y07));
	assert_int_equal(o.af, 6);
	assert_int_equal(o.df, 6);
	assert_int_equal(o.extra_af, 2);
	assert_int_equal(o.extra_df, 2);
	assert_string_equal(col_label(&o), "1:1");
	/* at range: neither the firer's commander nor the target's */
	y09 = place(st, "y09", 5, 5);
	place(st, "y02", 5, 5);		/* Salisbury, 2 */
	l09 = place(st, "l09", 5, 7);
	place(st, "l02", 5, 7);		/* Northumberland, 1 */
	o = odds_ok(st, FIRE(l09, y09));
	assert_int_equal(o.af, 3);
	assert_int_equal(o.df, 4);
	assert_int_equal(o.extra_af, 0);
	assert_int_equal(o.extra_df, 0);
	state_free(st);
}

/* §6: a commander fights only by adding his strength to his unit's:
 * named among the attackers he is refused (and would otherwise count
 * twice), and alone he cannot attack at all (quick reference:
 * commanders "cannot fight alone"). */
static void
test_s6_commander_fights_only_through_his_unit(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int y07 = place(st, "y07", 10, 5), y01 = place(st, "y01", 10, 5);
	int l08 = place(st, "l08", 10, 6), y02 = place(st, "y02", 11, 6);

	(void)state;
	check_refused(st, MELEE(l08, y07, y01),
	    "y01 is a commander and adds his strength to y07, whom he stands "
	    "with: name y07 (§6)");
	check_refused(st, MELEE(l08, y01), "name y07");
	check_refused(st, MELEE(l08, y02),
	    "y02 is a commander and cannot fight alone (§6)");
	/* named through his unit, he counts once: 4 + 2 */
	assert_int_equal(odds_ok(st, MELEE(l08, y07)).af, 6);
	state_free(st);
}

/* §6: the commander stacked with a unit is no target of his own: the
 * unit fights for the hex and he shares its fate. */
static void
test_s6_stacked_commander_not_a_separate_target(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int y07 = place(st, "y07", 10, 5), l08 = place(st, "l08", 10, 6);
	int l01 = place(st, "l01", 10, 6);

	(void)state;
	check_refused(st, MELEE(l01, y07), "l01 stands with l08: attack l08 "
	    "or the hex 1006; a commander shares his unit's fate (§6)");
	assert_int_equal(odds_ok(st, MELEE(l08, y07)).df, 4 + 2);
	state_free(st);
}

/* "A commander retreats if the unit with which he is stacked retreats
 * (after a R result ...)". */
static void
test_s6_commander_retreats_with_his_unit(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int y07 = place(st, "y07", 10, 5), l08 = place(st, "l08", 10, 6);
	int l01 = place(st, "l01", 10, 6);

	(void)state;
	st->options |= OPT("delayed");
	/* 4 against 6: 2/3; a 2 is DR */
	RESOLVE(st, MELEE(l08, y07), 2);
	assert_at(st, l08, 9, 7);
	assert_at(st, l01, 9, 7);
	state_free(st);
}

/* "He is also eliminated if the unit is eliminated." */
static void
test_s6_commander_eliminated_with_his_unit(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int y07 = place(st, "y07", 10, 5), l15 = place(st, "l15", 10, 6);
	int l02 = place(st, "l02", 10, 6);

	(void)state;
	st->u[l15].steps_lost = 1;
	/* 4 against 1 + 1: 2/1; a 2 is D1, the reduced unit's last step */
	RESOLVE(st, MELEE(l15, y07), 2);
	assert_eliminated(st, l15);
	assert_eliminated(st, l02);
	assert_at(st, y07, 10, 5);
	state_free(st);
}

/* "He is also eliminated if he is alone in a hex and an enemy unit
 * passes through that hex." */
static void
test_s6_lone_commander_overrun(void **state)
{
	struct state *st = fresh(YORK_MOVE);
	int y07 = place(st, "y07", 10, 3), l03 = place(st, "l03", 10, 4);
	struct hex path[2] = { H(10, 4), H(10, 5) };
	struct buf out;
	char *cause = NULL;

	(void)state;
	buf_init(&out);
	if (move_along(st, y07, path, 2, &out, &cause) != 0)
		fail_msg("move: %s", cause);
	assert_at(st, y07, 10, 5);
	assert_eliminated(st, l03);
	buf_free(&out);
	state_free(st);
}

/* "During morale checks, he adds a bonus of 1 to the unit with which he
 * is stacked and to any units situated in the six adjacent hexes";
 * "Commanders never check their morale." */
static void
test_s6_commander_morale_bonus_and_no_check(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int l08 = place(st, "l08", 10, 6), l01 = U("l01"), l02 = U("l02");
	char *cause = NULL;

	(void)state;
	assert_int_equal(morale_drm(st, l08, NULL), 0);
	place(st, "l01", 10, 6);		/* stacked */
	assert_int_equal(morale_drm(st, l08, NULL), 1);
	assert_int_equal(board_remove(st, l01, &cause), 0);
	place(st, "l01", 9, 7);			/* adjacent */
	assert_int_equal(morale_drm(st, l08, NULL), 1);
	place(st, "l02", 11, 6);		/* two of them: still 1 */
	assert_int_equal(morale_drm(st, l08, NULL), 1);
	assert_int_equal(board_remove(st, l01, &cause), 0);
	assert_int_equal(board_remove(st, l02, &cause), 0);
	place(st, "l01", 8, 6);			/* two hexes off */
	assert_int_equal(morale_drm(st, l08, NULL), 0);
	place(st, "y01", 10, 5);		/* an enemy commander */
	assert_int_equal(morale_drm(st, l08, NULL), 0);
	assert_non_null(morale_exempt(st, l01));
	assert_non_null(morale_exempt(st, U("y01")));
	assert_null(morale_exempt(st, l08));
	state_free(st);
}

/* --- §9.1: basics ----------------------------------------------------- */

/* "Several units may together attack a single enemy unit ... treated as
 * a single combat, and is resolved with one die roll." */
static void
test_s9_1_several_attackers_one_roll(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int y07 = place(st, "y07", 10, 5), y11 = place(st, "y11", 11, 6);
	int y09 = place(st, "y09", 10, 8), l08 = place(st, "l08", 10, 6);
	struct odds o;

	(void)state;
	/* two in mêlée and an archer two hexes off: 4 + 4 + 3 */
	o = odds_ok(st, MELEE(l08, y07, y11, y09));
	assert_int_equal(o.af, 11);
	assert_string_equal(col_label(&o), "2:1");
	/* one die: a 2 at 2/1 is D1 */
	RESOLVE(st, MELEE(l08, y07, y11, y09), 2);
	assert_int_equal(st->u[l08].steps_lost, 1);
	assert_at(st, l08, 10, 6);
	assert_true(st->u[y07].attacked);
	assert_true(st->u[y11].attacked);
	assert_true(st->u[y09].attacked);
	state_free(st);
}

/* "In order to fight, the attacking unit, in the case of infantry or
 * cavalry, must be adjacent ...; for those units able to shoot missiles,
 * the target unit must be within the range". */
static void
test_s9_1_adjacent_or_in_range(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int y07 = place(st, "y07", 10, 4), y09 = place(st, "y09", 10, 9);
	int l08 = place(st, "l08", 10, 6);
	struct odds o;

	(void)state;
	check_refused(st, MELEE(l08, y07), "not next to l08");
	o = odds_ok(st, FIRE(l08, y09));	/* range 3, three hexes */
	assert_int_equal(o.range, 3);
	assert_int_equal(board_remove(st, y09, NULL), 0);
	place(st, "y09", 10, 10);
	check_refused(st, FIRE(l08, y09), "range is 3");
	check_refused(st, MELEE(l08, y09), "range is 3");
	state_free(st);
}

/* "Each unit may only attack, or be attacked, once per phase." */
static void
test_s9_1_attack_and_be_attacked_once_per_phase(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int y07 = place(st, "y07", 10, 5), y11 = place(st, "y11", 11, 6);
	int l08 = place(st, "l08", 10, 6), l09 = place(st, "l09", 9, 5);
	int y13 = place(st, "y13", 9, 4);

	(void)state;
	/* 8 against 4, a 2: D1 (no retreat, no morale check) */
	RESOLVE(st, MELEE(l08, y07, y11), 2);
	assert_int_equal(st->u[l08].steps_lost, 1);
	check_refused(st, MELEE(l08, y13), "already been attacked");
	check_refused(st, MELEE(l09, y07), "y07 has already attacked this "
	    "phase; a unit attacks once a phase (§9.1)");
	/* another attacker on another defender is another combat */
	odds_ok(st, MELEE(l09, y13));
	/* Lancaster's combat phase: York's units may be attacked */
	seq_advance(st);
	seq_advance(st);
	assert_int_equal(st->phase, LANC_COMBAT);
	odds_ok(st, MELEE(y07, l08));
	/* and York's next combat phase, attack again */
	seq_advance(st);
	seq_advance(st);
	seq_advance(st);
	assert_int_equal(st->phase, YORK_COMBAT);
	assert_int_equal(st->turn, 2);
	odds_ok(st, MELEE(l08, y07));
	state_free(st);
}

/* --- §9.2: charge ---------------------------------------------------- */

static void
move_ok(struct state *st, int u, const struct hex *path, int n)
{
	struct buf out;
	char *cause = NULL;

	buf_init(&out);
	if (move_along(st, u, path, n, &out, &cause) != 0)
		fail_msg("move %s: %s", gd->units[u].id, cause ? cause : "?");
	assert_true(hex_eq(st->u[u].hex, path[n - 1]));
	buf_free(&out);
}

/* "Each cavalry unit ... that charges adds +2 to its strength in attack"
 * when it moved only towards its target through clear or road hexes and
 * the target is in a clear, road or bridge hex. */
static void
test_s9_2_charge_adds_two(void **state)
{
	struct state *st = fresh(YORK_MOVE);
	int y18 = place(st, "y18", 10, 5), l08 = place(st, "l08", 10, 2);
	struct hex straight[2] = { H(10, 4), H(10, 3) };
	struct hex bent[3] = { H(9, 5), H(10, 4), H(10, 3) };
	struct odds o;

	(void)state;
	move_ok(st, y18, straight, 2);
	seq_advance(st);
	assert_true(charging(st, y18, l08));
	o = odds_ok(st, MELEE(l08, y18));
	assert_int_equal(o.charge, 2);
	assert_int_equal(o.af, 4);
	assert_string_equal(col_label(&o), "1:1");
	state_free(st);
	/* not straight at it: no charge */
	st = fresh(YORK_MOVE);
	y18 = place(st, "y18", 10, 5);
	l08 = place(st, "l08", 10, 2);
	move_ok(st, y18, bent, 3);
	seq_advance(st);
	assert_false(charging(st, y18, l08));
	o = odds_ok(st, MELEE(l08, y18));
	assert_int_equal(o.charge, 0);
	assert_int_equal(o.af, 2);
	state_free(st);
	/* nor without moving */
	st = fresh(YORK_COMBAT);
	y18 = place(st, "y18", 10, 3);
	l08 = place(st, "l08", 10, 2);
	assert_false(charging(st, y18, l08));
	state_free(st);
}

/* "The charged enemy unit is in a clear, road or bridge hex"; "the hexes
 * crossed must be road or clear hexes". */
static void
test_s9_2_charge_needs_clear_ground(void **state)
{
	struct state *st;
	int y18, l08;

	(void)state;
	/* a target in the woods of Beech Bottom (1503) */
	st = fresh(YORK_MOVE);
	y18 = place(st, "y18", 15, 6);
	l08 = place(st, "l08", 15, 3);
	{
		struct hex p[2] = { H(15, 5), H(15, 4) };

		move_ok(st, y18, p, 2);
	}
	seq_advance(st);
	assert_false(charging(st, y18, l08));
	assert_int_equal(odds_ok(st, MELEE(l08, y18)).af, 2);
	state_free(st);
	/* a target on the hill toward Sandridge (2104), the charger up the
	 * Sandridge road (2106) and across clear ground (2105) */
	st = fresh(YORK_MOVE);
	y18 = place(st, "y18", 21, 7);
	l08 = place(st, "l08", 21, 4);
	{
		struct hex p[2] = { H(21, 6), H(21, 5) };

		move_ok(st, y18, p, 2);
	}
	seq_advance(st);
	assert_false(charging(st, y18, l08));
	state_free(st);
	/* the same way, a target in clear (2105 from 2107): a charge, so
	 * the road hex on the way does not spoil it */
	st = fresh(YORK_MOVE);
	y18 = place(st, "y18", 21, 8);
	l08 = place(st, "l08", 21, 5);
	{
		struct hex p[2] = { H(21, 7), H(21, 6) };

		move_ok(st, y18, p, 2);
	}
	seq_advance(st);
	assert_true(charging(st, y18, l08));
	state_free(st);
	/* through the woods (1503) to a target in clear (1505) */
	st = fresh(YORK_MOVE);
	y18 = place(st, "y18", 15, 2);
	l08 = place(st, "l08", 15, 5);
	{
		struct hex p[2] = { H(15, 3), H(15, 4) };

		move_ok(st, y18, p, 2);
	}
	seq_advance(st);
	assert_false(charging(st, y18, l08));
	state_free(st);
}

/* Mounted missile units never charge (no St Albans counter is one: a
 * test gives y18 the type). */
static int	patched_unit = -1, patched_type;

static int
restore_type(void **state)
{
	(void)state;
	if (patched_unit >= 0)
		gd->units[patched_unit].type = patched_type;
	patched_unit = -1;
	return 0;
}

static void
test_s9_2_no_charge_for_mounted_missile_units(void **state)
{
	struct state *st = fresh(YORK_MOVE);
	int y18 = place(st, "y18", 10, 5), l08 = place(st, "l08", 10, 2);
	struct hex straight[2] = { H(10, 4), H(10, 3) };

	(void)state;
	move_ok(st, y18, straight, 2);
	seq_advance(st);
	assert_true(charging(st, y18, l08));
	patched_unit = y18;
	patched_type = gd->units[y18].type;
	gd->units[y18].type = T("mounted-missile");
	assert_false(charging(st, y18, l08));
	state_free(st);
}

/* "A commander stacked with a charging unit adds only his strength
 * points (the charge bonus applies to the unit not the commander). The
 * charging unit must advance after combat." */
static void
test_s9_2_commander_with_charger_and_must_advance(void **state)
{
	struct state *st = fresh(YORK_MOVE);
	int y18 = place(st, "y18", 10, 5), y01 = place(st, "y01", 10, 5);
	int l08 = place(st, "l08", 10, 2), y07 = place(st, "y07", 9, 3);
	struct hex straight[2] = { H(10, 4), H(10, 3) };
	struct odds o;

	(void)state;
	st->options |= OPT("delayed");
	move_ok(st, y18, straight, 2);
	move_ok(st, y01, straight, 2);
	seq_advance(st);
	o = odds_ok(st, MELEE(l08, y18));
	assert_int_equal(o.charge, 2);
	assert_int_equal(o.extra_af, 2);
	assert_int_equal(o.af, 6);
	/* with y07 too: 10 against 4 is 2/1; a 5 is DR, and the charger
	 * (not y07) takes the hex at once, its commander with it */
	RESOLVE(st, MELEE(l08, y07, y18), 5);
	assert_false(hex_eq(st->u[l08].hex, H(10, 2)));
	assert_at(st, y18, 10, 2);
	assert_at(st, y01, 10, 2);
	assert_at(st, y07, 9, 3);
	assert_false(opens_advance(st));
	state_free(st);
}

/* --- §9.3: units with a missile firing capacity ----------------------- */

/* "an adjacent unit in attack or in defence (hand to hand). However it
 * must reduce its strength by 1 (minimum: 1 strength point) ... Except
 * when facing a unit of enemy snipers." */
static void
test_s9_3_missile_units_minus_one_hand_to_hand(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int y07 = place(st, "y07", 10, 5), y09 = place(st, "y09", 11, 6);
	int l08 = place(st, "l08", 10, 6);
	int y28, l13, y11;
	struct odds o;

	(void)state;
	o = odds_ok(st, MELEE(l08, y07, y09));
	assert_int_equal(o.af, 6);		/* 4 + (3 - 1) */
	assert_int_equal(o.penalty, 1);
	state_free(st);
	/* a reduced handgun (1) stays at 1 */
	st = fresh(YORK_COMBAT);
	y07 = place(st, "y07", 10, 5);
	y28 = place(st, "y28", 11, 6);
	l08 = place(st, "l08", 10, 6);
	st->u[y28].steps_lost = 1;
	o = odds_ok(st, MELEE(l08, y07, y28));
	assert_int_equal(o.af, 5);
	assert_int_equal(o.penalty, 0);
	state_free(st);
	/* against enemy archers, no penalty on either side */
	st = fresh(YORK_COMBAT);
	y07 = place(st, "y07", 10, 5);
	y09 = place(st, "y09", 11, 6);
	l13 = place(st, "l13", 10, 6);
	o = odds_ok(st, MELEE(l13, y07, y09));
	assert_int_equal(o.af, 7);
	assert_int_equal(o.df, 3);
	assert_int_equal(o.penalty, 0);
	assert_int_equal(o.def_penalty, 0);
	/* archers defending hand to hand against billmen: 3 - 1 */
	y11 = place(st, "y11", 9, 7);
	o = odds_ok(st, MELEE(l13, y07, y11));
	assert_int_equal(o.df, 2);
	assert_int_equal(o.def_penalty, 1);
	assert_string_equal(col_label(&o), "4:1");
	state_free(st);
}

/* "A missile firing unit on its own may only attack in hand to hand
 * combat at odds better than 1/1." */
static void
test_s9_3_missile_unit_alone_hand_to_hand_above_1_1(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int y09 = place(st, "y09", 10, 5), l15 = place(st, "l15", 10, 6);
	int y24, l08;
	struct odds o;

	(void)state;
	/* 3 - 1 against 2: 1/1, not better */
	odds_refused(st, MELEE(l15, y09), "better than 1/1");
	/* against the reduced side (1): 2/1 */
	st->u[l15].steps_lost = 1;
	o = odds_ok(st, MELEE(l15, y09));
	assert_int_equal(o.af, 2);
	assert_int_equal(o.df, 1);
	assert_string_equal(col_label(&o), "2:1");
	state_free(st);
	/* at range it may fire alone at any odds: 3 against 4 */
	st = fresh(YORK_COMBAT);
	y09 = place(st, "y09", 10, 8);
	l08 = place(st, "l08", 10, 6);
	o = odds_ok(st, FIRE(l08, y09));
	assert_string_equal(col_label(&o), "2:3");
	state_free(st);
	/* not alone, hand to hand: 5 against 6 is allowed */
	st = fresh(YORK_COMBAT);
	y09 = place(st, "y09", 10, 5);
	y24 = place(st, "y24", 11, 6);		/* 3 */
	l08 = place(st, "l08", 10, 6);
	place(st, "l01", 10, 6);		/* 4 + 2 */
	o = odds_ok(st, MELEE(l08, y09, y24));
	assert_int_equal(o.af, 5);
	assert_int_equal(o.df, 6);
	assert_string_equal(col_label(&o), "2:3");
	state_free(st);
}

/* "a unit within firing range, but only in attack and if the firing unit
 * is not adjacent to an enemy combat unit ... It may fire over an enemy
 * unit". */
static void
test_s9_3_fire_at_range_only_when_not_engaged(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int y09 = place(st, "y09", 10, 8), l08 = place(st, "l08", 10, 6);
	int y07 = place(st, "y07", 10, 5), l10, l03, l07, l09;
	char *cause = NULL;

	(void)state;
	odds_ok(st, FIRE(l08, y09));
	odds_ok(st, MELEE(l08, y07, y09));	/* in support of a mêlée */
	/* an enemy commander or baggage next to it does not stop it */
	l03 = place(st, "l03", 10, 9);
	odds_ok(st, FIRE(l08, y09));
	assert_int_equal(board_remove(st, l03, &cause), 0);
	l07 = place(st, "l07", 10, 9);
	odds_ok(st, FIRE(l08, y09));
	assert_int_equal(board_remove(st, l07, &cause), 0);
	/* an enemy combat unit does */
	l10 = place(st, "l10", 10, 9);
	check_refused(st, FIRE(l08, y09), "next to an enemy combat unit");
	check_refused(st, MELEE(l08, y07, y09), "next to an enemy combat");
	/* two archers at range add their strength: 3 + 3 against 4 */
	assert_int_equal(board_remove(st, l10, &cause), 0);
	{
		int y10 = place(st, "y10", 10, 9);
		struct odds o = odds_ok(st, FIRE(l08, y09, y10));

		assert_int_equal(o.af, 6);
		assert_string_equal(col_label(&o), "3:2");
	}
	/* over an enemy unit: y12 in 1009 at l08 in 1006, l09 in 1007 */
	state_free(st);
	st = fresh(YORK_COMBAT);
	y09 = place(st, "y12", 10, 9);
	l08 = place(st, "l08", 10, 6);
	l09 = place(st, "l09", 10, 7);
	odds_ok(st, FIRE(l08, y09));
	(void)l09;
	(void)l10;
	state_free(st);
}

/* "The firing unit suffers neither elimination, retreat, morale check,
 * unless it is attacking another unit capable of firing." */
static void
test_s9_3_firing_unit_spared_unless_target_fires(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int y09 = place(st, "y09", 10, 8), l08 = place(st, "l08", 10, 6);
	int l13, y07;

	(void)state;
	st->options |= OPT("delayed");
	/* 3 against 4: 2/3; a 3 is AR */
	RESOLVE(st, FIRE(l08, y09), 3);
	assert_at(st, y09, 10, 8);
	assert_int_equal(st->u[y09].steps_lost, 0);
	assert_at(st, l08, 10, 6);
	/* 3 against 4: 2/3; a 6 is A1 */
	st->u[y09].attacked = 0;
	st->u[l08].defended = 0;
	RESOLVE(st, FIRE(l08, y09), 6);
	assert_int_equal(st->u[y09].steps_lost, 0);
	state_free(st);
	/* the same where the owner shares out losses: nobody to share
	 * them among, so nothing waits to be shared out */
	st = fresh(YORK_COMBAT);
	y09 = place(st, "y09", 10, 8);
	l08 = place(st, "l08", 10, 6);
	RESOLVE(st, FIRE(l08, y09), 6);
	assert_int_equal(st->u[y09].steps_lost, 0);
	assert_int_equal(opens_loss(st), 0);
	state_free(st);
	/* at archers: 3 against 3, 1/1; a 5 is AR, and it retreats (the
	 * furthest hex from l13, first clockwise from York's edge, ne) */
	st = fresh(YORK_COMBAT);
	st->options |= OPT("delayed");
	y09 = place(st, "y09", 10, 8);
	l13 = place(st, "l13", 10, 6);
	RESOLVE(st, FIRE(l13, y09), 5);
	assert_at(st, y09, 11, 9);
	state_free(st);
	/* in support of a mêlée: the billmen retreat, the archers stay;
	 * 7 against 4 is 3/2, a 6 is AR */
	st = fresh(YORK_COMBAT);
	st->options |= OPT("delayed");
	y09 = place(st, "y09", 10, 8);
	y07 = place(st, "y07", 10, 5);
	l08 = place(st, "l08", 10, 6);
	RESOLVE(st, MELEE(l08, y07, y09), 6);
	assert_at(st, y07, 11, 5);
	assert_at(st, y09, 10, 8);
	state_free(st);
}

/* --- §9.4: baggage ----------------------------------------------------- */

/* "A Baggage unit cannot attack ... can only be attacked hand to hand";
 * so is a unit stacked with it. */
static void
test_s9_4_baggage_never_attacks_and_is_not_fired_on(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int l07 = place(st, "l07", 10, 6), y07 = place(st, "y07", 10, 5);
	int y09 = place(st, "y09", 10, 8), l08, y06;

	(void)state;
	check_refused(st, FIRE(l07, y09), "only hand to hand");
	odds_ok(st, MELEE(l07, y07));
	y06 = place(st, "y06", 10, 5);		/* York's, on y07 */
	l08 = place(st, "l08", 10, 4);
	check_refused(st, MELEE(l08, y06), "baggage and cannot attack");
	state_free(st);
	st = fresh(YORK_COMBAT);
	l08 = place(st, "l08", 10, 6);
	l07 = place(st, "l07", 10, 6);
	y09 = place(st, "y09", 10, 8);
	check_refused(st, FIRE(l08, y09), "stands with baggage");
	state_free(st);
}

/* "It always has a strength of 1 in defense (never modified by the
 * terrain)"; "the combat unit ... adds its Strength to the baggage's". */
static void
test_s9_4_baggage_defends_at_one_whatever_the_terrain(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int l07 = place(st, "l07", 13, 12);	/* village */
	int y24 = place(st, "y24", 12, 12), l08, y07;
	struct odds o;

	(void)state;
	o = odds_ok(st, MELEE(l07, y24));
	assert_int_equal(o.df, 1);
	assert_int_equal(o.drm, 0);
	assert_string_equal(col_label(&o), "3:1");
	state_free(st);
	st = fresh(YORK_COMBAT);
	l07 = place(st, "l07", 21, 4);		/* hill */
	y24 = place(st, "y24", 21, 5);
	o = odds_ok(st, MELEE(l07, y24));
	assert_int_equal(o.shift, 0);
	assert_string_equal(col_label(&o), "3:1");
	state_free(st);
	st = fresh(YORK_COMBAT);
	l08 = place(st, "l08", 10, 6);
	l07 = place(st, "l07", 10, 6);
	y07 = place(st, "y07", 10, 5);
	o = odds_ok(st, MELEE(l08, y07));
	assert_int_equal(o.df, 5);
	assert_string_equal(col_label(&o), "2:3");
	state_free(st);
}

/* "The combat results of R & T have no effects on baggage"; with a
 * guard, "The R combat result (after a combat or a morale check) has no
 * effects on the two units. On the contrary, the combat results of T
 * (with a step loss), 1 and 2 are applied normally". */
static void
test_s9_4_r_and_t_do_not_move_baggage(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int l07 = place(st, "l07", 10, 6), y07 = place(st, "y07", 10, 5);
	int l08, y11;

	(void)state;
	/* 4 against 1, 4/1: a 6 is DR; a 4 DT (no morale die is rolled) */
	RESOLVE(st, MELEE(l07, y07), 6);
	assert_at(st, l07, 10, 6);
	st->u[y07].attacked = 0;
	st->u[l07].defended = 0;
	RESOLVE(st, MELEE(l07, y07), 4);
	assert_at(st, l07, 10, 6);
	assert_false(opens_advance(st));
	/* a 3 is D1: one step, gone */
	st->u[y07].attacked = 0;
	st->u[l07].defended = 0;
	RESOLVE(st, MELEE(l07, y07), 3);
	assert_eliminated(st, l07);
	state_free(st);
	/* guarded: 8 against 4 + 1, 3/2 */
	st = fresh(YORK_COMBAT);
	l08 = place(st, "l08", 10, 6);
	l07 = place(st, "l07", 10, 6);
	y07 = place(st, "y07", 10, 5);
	y11 = place(st, "y11", 11, 6);
	RESOLVE(st, MELEE(l08, y07, y11), 4);	/* DR */
	assert_at(st, l08, 10, 6);
	assert_at(st, l07, 10, 6);
	assert_int_equal(st->u[l08].steps_lost, 0);
	/* DT, and a 4 against morale 4: equal, a retreat, which it does
	 * not make */
	st->u[y07].attacked = st->u[y11].attacked = 0;
	st->u[l08].defended = 0;
	RESOLVE(st, MELEE(l08, y07, y11), 3, 4);
	assert_at(st, l08, 10, 6);
	assert_int_equal(st->u[l08].steps_lost, 0);
	/* DT, a 5: higher, a step */
	st->u[y07].attacked = st->u[y11].attacked = 0;
	st->u[l08].defended = 0;
	RESOLVE(st, MELEE(l08, y07, y11), 3, 5);
	assert_at(st, l08, 10, 6);
	assert_int_equal(st->u[l08].steps_lost, 1);
	assert_at(st, l07, 10, 6);
	state_free(st);
}

/* §9.4: "When another unit is stacked with a baggage unit ... [it] adds
 * its Strength to the baggage's strength": the baggage is attacked
 * through its guard, never named alone to leave the guard out. */
static void
test_s9_4_baggage_with_a_guard_is_attacked_through_it(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int y07 = place(st, "y07", 10, 5), l08 = place(st, "l08", 10, 6);
	int l07 = place(st, "l07", 10, 6);
	struct odds o;

	(void)state;
	check_refused(st, MELEE(l07, y07), "l07 stands with l08: attack l08 "
	    "or the hex 1006; the unit guarding baggage adds its strength to "
	    "it (§9.4)");
	o = odds_ok(st, MELEE(l08, y07));
	assert_int_equal(o.df, 4 + 1);
	assert_int_equal(o.baggage, 1);
	state_free(st);
}

/* "the baggage unit is automatically eliminated if the defending unit
 * is eliminated." */
static void
test_s9_4_baggage_eliminated_with_its_guard(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int l15 = place(st, "l15", 10, 6), l07 = place(st, "l07", 10, 6);
	int y07 = place(st, "y07", 10, 5);

	(void)state;
	st->u[l15].steps_lost = 1;
	/* 4 against 1 + 1: 2/1; a 2 is D1 */
	RESOLVE(st, MELEE(l15, y07), 2);
	assert_eliminated(st, l15);
	assert_eliminated(st, l07);
	state_free(st);
}

/* TEC 6: the river is impassable but at a bridge or a ford, so there
 * is no hand to hand across it, nor an advance; missile units fire over
 * it (§9.3) and are not engaged by an enemy on the far bank.  0715 and
 * 0815 have the River Ver between them; 0716/0816 is St Michael's
 * bridge. */
static void
test_tec_6_no_hand_to_hand_across_the_river(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int y07 = place(st, "y07", 8, 15), l08 = place(st, "l08", 7, 15);
	int y09, l09, y11;

	(void)state;
	check_refused(st, MELEE(l08, y07), "y07 and l08 have the River "
	    "between them, which no unit crosses: no hand to hand across it");
	/* an archer on the far bank is not engaged and fires over it */
	state_free(st);
	st = fresh(YORK_COMBAT);
	y09 = place(st, "y09", 8, 15);
	l09 = place(st, "l09", 7, 15);
	assert_int_equal(odds_ok(st, FIRE(l09, y09)).af, 3);
	state_free(st);
	/* over the bridge they meet */
	st = fresh(YORK_COMBAT);
	y11 = place(st, "y11", 8, 16);
	l08 = place(st, "l08", 7, 16);
	odds_ok(st, MELEE(l08, y11));
	state_free(st);
}

/* TEC 6, 7: no retreat over the river, but over its bridge as over any
 * way a unit may go.  l08 in 0816, with York north, north-east and
 * south-east of it and the river south and south-west, retreats over St
 * Michael's bridge into 0716. */
static void
test_tec_7_retreat_over_the_bridge(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int l08 = place(st, "l08", 8, 16), y07 = place(st, "y07", 8, 15);

	(void)state;
	st->options |= OPT("delayed");
	place(st, "y11", 9, 16);
	place(st, "y13", 9, 17);
	assert_int_equal(enter_barrier(gd, H(8, 16), D("nw")), -1);
	assert_true(enter_barrier(gd, H(8, 16), D("sw")) >= 0);
	/* 4 against 4 is 1/1, +1 for the village: a 2 is DR */
	RESOLVE(st, MELEE(l08, y07), 2);
	assert_at(st, l08, 7, 16);
	assert_int_equal(st->u[l08].steps_lost, 0);
	state_free(st);
}

/* A fallen unit neither attacks nor is attacked, and the refusal says
 * it fell rather than that it is somewhere off the map. */
static void
test_s9_1_no_combat_with_an_eliminated_unit(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int y07 = place(st, "y07", 10, 5), l08 = place(st, "l08", 10, 6);
	struct buf out;

	(void)state;
	buf_init(&out);
	narrate_eliminate(st, l08, NULL, &out);
	check_refused(st, MELEE(l08, y07), "l08 has been eliminated");
	buf_free(&out);
	state_free(st);
}

/* What `next` counts as a missile unit that could have fired: one with
 * an enemy in range it may shoot at (§9.1, §9.3). */
static void
test_s9_3_a_missile_unit_with_a_target(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int y09 = place(st, "y09", 10, 8), l08;

	(void)state;
	assert_false(combat_has_target(st, y09));	/* nobody there */
	l08 = place(st, "l08", 10, 6);
	assert_true(combat_has_target(st, y09));	/* 2 hexes away */
	st->u[l08].defended = 1;			/* already attacked */
	assert_false(combat_has_target(st, y09));
	st->u[l08].defended = 0;
	place(st, "l09", 10, 9);			/* engaged */
	assert_false(combat_has_target(st, y09));
	state_free(st);
}

/* --- §9.5: combat resolution ----------------------------------------- */

/* "This ratio may go from 1/2 ... to 4/1 ..., and is always rounded in
 * favour of the defender." */
static void
test_s9_5_odds_rounded_for_defender(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int l08 = place(st, "l08", 10, 6);
	int y07 = place(st, "y07", 10, 5), y11 = place(st, "y11", 11, 6);
	int y24 = place(st, "y24", 11, 7), y13 = place(st, "y13", 10, 7);
	int y14 = place(st, "y14", 9, 7), y18 = place(st, "y18", 9, 6);
	struct odds o;

	(void)state;
#define COL(at, want_af, label) do {				\
		o = odds_ok(st, (at));				\
		assert_int_equal(o.af, (want_af));		\
		assert_string_equal(col_label(&o), (label));	\
	} while (0)
	COL(MELEE(l08, y07), 4, "1:1");
	COL(MELEE(l08, y07, y18), 6, "3:2");
	COL(MELEE(l08, y07, y24), 7, "3:2");		/* 1.75 */
	COL(MELEE(l08, y07, y11), 8, "2:1");
	COL(MELEE(l08, y07, y11, y24), 11, "2:1");	/* 2.75 */
	COL(MELEE(l08, y07, y11, y24, y13), 15, "3:1");	/* 3.75 */
	COL(MELEE(l08, y07, y11, y24, y13, y14), 19, "4:1");
	assert_true(o.capped);
	COL(MELEE(l08, y18), 2, "1:2");
	COL(MELEE(l08, y24), 3, "2:3");			/* 0.75 */
	st->u[y18].steps_lost = 1;
	COL(MELEE(l08, y07, y18), 5, "1:1");		/* 1.25 */
	COL(MELEE(l08, y18), 1, "1:2");			/* "1/2 and -" */
	assert_true(o.capped);
	/* 3 against 5 (0.6): 1/2, not 2/3 */
	place(st, "l07", 10, 6);
	COL(MELEE(l08, y24), 3, "1:2");
	COL(MELEE(l08, y07), 4, "2:3");			/* 0.8 */
#undef COL
	state_free(st);
}

/* The rows of the printed Combat Result Table. */
static void
test_s9_5_crt_as_printed(void **state)
{
	static const char *labels[7] = { "1:2", "2:3", "1:1", "3:2", "2:1",
	    "3:1", "4:1" };
	static const char *rows[3][7] = {
		{ "DR", "DT", "D1", "D1", "D1R", "D2", "D2" },
		{ "DR", "DR", "DT", "D1", "D1", "D1", "D2" },
		{ "AR", "AR", "DR", "DT", "DT", "DT", "D1" },
	};
	const struct crt *crt = &gd->combat.crt;
	int c, d;

	(void)state;
	assert_int_equal(crt->ncols, 7);
	assert_string_equal(crt->dice.text, "1d6");
	for (c = 0; c < 7; c++) {
		assert_string_equal(crt->cols[c].label, labels[c]);
		for (d = 1; d <= 3; d++)
			assert_string_equal(crt_result(crt, c, d),
			    rows[d - 1][c]);
	}
}

/* --- §9.6: terrain ----------------------------------------------------- */

/* "All modifiers due to terrain are cumulative. Only the terrain of the
 * defending unit counts." */
static void
test_s9_6_defender_terrain_only(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int y07 = place(st, "y07", 12, 12), l08 = place(st, "l08", 13, 12);
	struct odds o;

	(void)state;
	/* village: +1 to the die */
	o = odds_ok(st, MELEE(l08, y07));
	assert_int_equal(o.drm, 1);
	assert_string_equal(col_label(&o), "1:1");
	state_free(st);
	/* hill: one column for the defender */
	st = fresh(YORK_COMBAT);
	y07 = place(st, "y07", 21, 5);
	l08 = place(st, "l08", 21, 4);
	o = odds_ok(st, MELEE(l08, y07));
	assert_int_equal(o.shift, -1);
	assert_int_equal(o.drm, 0);
	assert_string_equal(col_label(&o), "2:3");
	state_free(st);
	/* woods: the same; but an attacker in the woods is nothing */
	st = fresh(YORK_COMBAT);
	y07 = place(st, "y07", 15, 4);
	l08 = place(st, "l08", 15, 3);
	o = odds_ok(st, MELEE(l08, y07));
	assert_string_equal(col_label(&o), "2:3");
	state_free(st);
	st = fresh(YORK_COMBAT);
	y07 = place(st, "y07", 15, 3);
	l08 = place(st, "l08", 15, 4);
	o = odds_ok(st, MELEE(l08, y07));
	assert_int_equal(o.shift, 0);
	assert_int_equal(o.drm, 0);
	assert_string_equal(col_label(&o), "1:1");
	state_free(st);
}

/* "The die bonus for a stream or a bridge does not apply if: at least
 * one attacking unit is on the same side as the defensive unit; the
 * attack includes a firing unit that don't engage in hand to hand
 * combat."  St Michael's bridge (0716/0816): 0816 is a village, so a
 * defender there behind the bridge has +1 and +1. */
static void
test_s9_6_bridge_bonus_and_its_exceptions(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int y07 = place(st, "y07", 7, 16), l08 = place(st, "l08", 8, 16);
	int y11, y09;
	struct odds o;

	(void)state;
	o = odds_ok(st, MELEE(l08, y07));
	assert_int_equal(o.drm, 2);
	assert_int_equal(o.nterrain, 2);
	/* one attacker on the defender's bank */
	y11 = place(st, "y11", 9, 16);
	o = odds_ok(st, MELEE(l08, y07, y11));
	assert_int_equal(o.drm, 1);
	state_free(st);
	/* archers firing across the river with the attack */
	st = fresh(YORK_COMBAT);
	y07 = place(st, "y07", 7, 16);
	l08 = place(st, "l08", 8, 16);
	y09 = place(st, "y09", 6, 16);
	o = odds_ok(st, MELEE(l08, y07, y09));
	assert_int_equal(o.drm, 1);
	o = odds_ok(st, FIRE(l08, y09));
	assert_int_equal(o.drm, 1);
	state_free(st);
}

/* --- §9.7: combat results ---------------------------------------------- */

static const struct crt_result *
result(const char *code)
{
	const struct crt *crt = &gd->combat.crt;
	int i;

	for (i = 0; i < crt->nresults; i++)
		if (strcmp(crt->results[i].code, code) == 0)
			return &crt->results[i];
	fail_msg("no result %s", code);
	return NULL;
}

/* First letter: A attacker, D defender; then 2 or 1 step losses, T a
 * morale check, R a retreat of one hex. */
static void
test_s9_7_result_codes(void **state)
{
	static const struct {
		const char *code;
		int attacker, loss, morale, retreat;
	} want[] = {
		{ "D2", 0, 2, 0, 0 }, { "D1R", 0, 1, 0, 1 },
		{ "D1", 0, 1, 0, 0 }, { "DT", 0, 0, 1, 0 },
		{ "DR", 0, 0, 0, 1 }, { "AR", 1, 0, 0, 1 },
		{ "AT", 1, 0, 1, 0 }, { "A1", 1, 1, 0, 0 },
		{ "A2", 1, 2, 0, 0 },
	};
	const struct crt_result *r;
	struct state *st;
	int i, y07, y11, y18, l08;

	(void)state;
	for (i = 0; i < (int)(sizeof want / sizeof want[0]); i++) {
		r = result(want[i].code);
		assert_int_equal(r->attacker != 0, want[i].attacker);
		assert_int_equal(r->loss, want[i].loss);
		assert_int_equal(r->morale != 0, want[i].morale);
		assert_int_equal(r->retreat, want[i].retreat);
		assert_false(r->eliminate);
	}
	/* D1R: 8 against 4, 2/1, a 1: a step and a hex */
	st = fresh(YORK_COMBAT);
	st->options |= OPT("delayed");
	y07 = place(st, "y07", 10, 5);
	y11 = place(st, "y11", 11, 6);
	l08 = place(st, "l08", 10, 6);
	RESOLVE(st, MELEE(l08, y07, y11), 1);
	assert_int_equal(st->u[l08].steps_lost, 1);
	assert_at(st, l08, 9, 7);
	state_free(st);
	/* D2 on a full unit: both its steps */
	st = fresh(YORK_COMBAT);
	y07 = place(st, "y07", 10, 5);
	y11 = place(st, "y11", 11, 6);
	l08 = place(st, "l10", 10, 6);		/* 3 */
	place(st, "y13", 11, 7);
	RESOLVE(st, MELEE(l08, y07, y11, U("y13")), 1);	/* 12:3, D2 */
	assert_eliminated(st, l08);
	state_free(st);
	/* AT and A1 at 1/2 (2 against 4): a 4, then a 1 for morale (no
	 * effect); a 5: a step */
	st = fresh(YORK_COMBAT);
	y18 = place(st, "y18", 10, 5);
	l08 = place(st, "l08", 10, 6);
	RESOLVE(st, MELEE(l08, y18), 4, 1);
	assert_at(st, y18, 10, 5);
	assert_int_equal(st->u[y18].steps_lost, 0);
	st->u[y18].attacked = 0;
	st->u[l08].defended = 0;
	RESOLVE(st, MELEE(l08, y18), 5);
	assert_int_equal(st->u[y18].steps_lost, 1);
	assert_at(st, y18, 10, 5);
	state_free(st);
}

/* --- §9.8: retreat ----------------------------------------------------- */

/* y07 in 1005 against l08 in 1006: 4 against 4, 1/1, a 3 is DR.  y07's
 * zone covers 1106 and 0906; 1107, 1007 and 0907 are clear. */
static struct state *
dr_setup(int *y07, int *l08)
{
	struct state *st = fresh(YORK_COMBAT);

	*y07 = place(st, "y07", 10, 5);
	*l08 = place(st, "l08", 10, 6);
	return st;
}

/* Priority 1: "No enemy Zoc, No friendly unit" before pushing one. */
static void
test_s9_8_retreat_clear_before_pushing_a_friend(void **state)
{
	int y07, l08, l09, l10;
	struct state *st = dr_setup(&y07, &l08);

	(void)state;
	l09 = place(st, "l09", 9, 7);
	l10 = place(st, "l10", 10, 7);
	RESOLVE(st, MELEE(l08, y07), 3);
	assert_at(st, l08, 11, 7);
	assert_at(st, l09, 9, 7);
	assert_at(st, l10, 10, 7);
	state_free(st);
}

/* Priority 2: "No enemy Zoc, with a friendly unit": "the retreating unit
 * displaces a friendly unit, occupies the vacated hex, and the owning
 * player carries out a morale check on the displaced unit." */
static void
test_s9_8_retreat_pushes_a_friend_who_checks_morale(void **state)
{
	int y07, l08, l09, l10, l11;
	struct state *st = dr_setup(&y07, &l08);

	(void)state;
	st->options |= OPT("delayed");
	l09 = place(st, "l09", 9, 7);
	l10 = place(st, "l10", 10, 7);
	l11 = place(st, "l11", 11, 7);
	/* l08 takes 0907 (herald's pick, first clockwise from the south-
	 * west); l09 gives way to 0807, then checks: a 5 against 4 */
	RESOLVE(st, MELEE(l08, y07), 3, 5);
	assert_at(st, l08, 9, 7);
	assert_at(st, l09, 8, 7);
	assert_int_equal(st->u[l09].steps_lost, 1);
	assert_int_equal(st->u[l08].steps_lost, 0);
	assert_at(st, l10, 10, 7);
	assert_at(st, l11, 11, 7);
	state_free(st);
}

/* Priority 3 before 4: "In enemy Zoc, with a friendly unit" before "In
 * enemy Zoc, without a friendly unit".  herald reads the retreating
 * unit's morale check at -1 (the example of §9.8, the quick reference's
 * "a morale test with a penalty") into it. */
static void
test_s9_8_retreat_push_in_zoc_before_zoc_alone(void **state)
{
	int y07, l08, l09;
	struct state *st = dr_setup(&y07, &l08);

	(void)state;
	place(st, "y11", 9, 7);
	place(st, "y13", 10, 7);
	place(st, "y14", 11, 7);
	l09 = place(st, "l09", 9, 6);
	/* 1106 is an empty hex in y07's zone; 0906 holds l09.  l09 goes to
	 * 0805 and checks (a 1); l08 checks at 4 - 1: a 4 is higher */
	RESOLVE(st, MELEE(l08, y07), 3, 1, 4);
	assert_at(st, l08, 9, 6);
	assert_at(st, l09, 8, 5);
	assert_int_equal(st->u[l09].steps_lost, 0);
	assert_int_equal(st->u[l08].steps_lost, 1);
	state_free(st);
}

/* Priority 4: into an enemy zone of control alone, at the cost of a
 * step ("unable to retreat because it has ... an enemy Zone of Control
 * behind it, suffers a step loss"). */
static void
test_s9_8_retreat_into_zoc_alone_costs_a_step(void **state)
{
	int y07, l08;
	struct state *st = dr_setup(&y07, &l08);

	(void)state;
	place(st, "y11", 9, 7);
	place(st, "y13", 10, 7);
	place(st, "y14", 11, 7);
	place(st, "y17", 9, 6);
	RESOLVE(st, MELEE(l08, y07), 3);
	assert_at(st, l08, 11, 6);
	assert_int_equal(st->u[l08].steps_lost, 1);
	state_free(st);
}

/* No way out (the River Ver behind, TEC 6 "No retreat possible", and
 * enemies on the other sides): a step lost, and it stays. */
static void
test_s9_8_no_way_out_costs_a_step(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int l08 = place(st, "l08", 5, 10), y07 = place(st, "y07", 6, 10);

	(void)state;
	/* 0510: river to 0511, 0410 and 0409 */
	place(st, "y11", 5, 9);
	place(st, "y13", 6, 9);
	RESOLVE(st, MELEE(l08, y07), 3);
	assert_at(st, l08, 5, 10);
	assert_int_equal(st->u[l08].steps_lost, 1);
	/* reduced, the same is the end of it */
	st->u[y07].attacked = 0;
	st->u[l08].defended = 0;
	/* 4 against 2: 2/1, a 5 is DR */
	RESOLVE(st, MELEE(l08, y07), 5);
	assert_eliminated(st, l08);
	state_free(st);
}

/* "If a unit is forced to retreat off the map it is eliminated" (and
 * its commander with it, §6). */
static void
test_s9_8_off_the_map_eliminates(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int l08 = place(st, "l08", 1, 7), l01 = place(st, "l01", 1, 7);
	int y07 = place(st, "y07", 2, 7);

	(void)state;
	place(st, "y11", 1, 6);
	place(st, "y13", 2, 6);
	place(st, "y14", 1, 8);
	/* 4 against 4 + 2: 2/3, a 2 is DR */
	RESOLVE(st, MELEE(l08, y07), 2);
	assert_eliminated(st, l08);
	assert_eliminated(st, l01);
	state_free(st);
}

/* "In this way several units may retreat in sequence, each undergoing a
 * morale check, all as the result of one combat." */
static void
test_s9_8_displacement_chain_with_morale_checks(void **state)
{
	int y07, l08, l09, l10, l11, l12, l14, l15;
	struct state *st = dr_setup(&y07, &l08);

	(void)state;
	st->options |= OPT("delayed");
	l09 = place(st, "l09", 9, 7);
	l10 = place(st, "l10", 10, 7);
	l11 = place(st, "l11", 11, 7);
	l12 = place(st, "l12", 8, 7);
	l14 = place(st, "l14", 9, 8);
	l15 = place(st, "l15", 8, 6);
	/* l08 pushes l09 (0907), l09 pushes l12 (0807), l12 goes to 0708;
	 * l12 checks (a 4 against 3: a step), then l09 (a 1) */
	RESOLVE(st, MELEE(l08, y07), 3, 4, 1);
	assert_at(st, l08, 9, 7);
	assert_at(st, l09, 8, 7);
	assert_at(st, l12, 7, 8);
	assert_int_equal(st->u[l12].steps_lost, 1);
	assert_int_equal(st->u[l09].steps_lost, 0);
	assert_int_equal(st->u[l08].steps_lost, 0);
	assert_at(st, l10, 10, 7);
	assert_at(st, l11, 11, 7);
	assert_at(st, l14, 9, 8);
	assert_at(st, l15, 8, 6);
	state_free(st);
}

/* §9.8: "The adjacent unit must also be able to retreat ...  If not, the
 * same procedure is repeated": herald's reading (doc/reconstructions.md)
 * is that the friend who has no way out loses a step as any unit unable
 * to retreat does, and the unit that could not push it back loses one
 * too, staying where it is. */
static void
test_s9_8_friend_that_cannot_make_room_loses_a_step_too(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int y07 = place(st, "y07", 10, 5), l08 = place(st, "l08", 10, 6);
	int l09 = place(st, "l09", 9, 7);

	(void)state;
	st->options |= OPT("delayed");
	place(st, "y11", 11, 6);
	place(st, "y13", 11, 7);
	place(st, "y14", 10, 7);
	place(st, "y17", 9, 6);
	place(st, "y19", 9, 8);
	place(st, "y21", 8, 7);
	place(st, "y23", 8, 6);
	RESOLVE(st, MELEE(l08, y07), 3);
	assert_at(st, l08, 10, 6);
	assert_int_equal(st->u[l08].steps_lost, 1);
	assert_at(st, l09, 9, 7);
	assert_int_equal(st->u[l09].steps_lost, 1);
	state_free(st);
}

/* §9.8 leaves the hex to the owner among those of the best priority:
 * herald asks, offering its own pick first. */
static void
retreat_asking(struct state *st, int y07, int l08, struct tape *t,
    struct roller *ro, struct roll *die)
{
	struct buf out;
	char *cause = NULL;

	*die = D6(3);
	roller_init(ro, st, die, 1, t);
	buf_init(&out);
	if (resolve_attack(st, &(struct attack){ .kind = KIND_MELEE,
	    .att = { y07 }, .natt = 1, .def = l08 }, ro, &out, &cause) != 0)
		fail_msg("resolve: %s", cause ? cause : "?");
	buf_free(&out);
}

static void
test_s9_8_owner_chooses_the_retreat_hex(void **state)
{
	int y07, l08;
	struct state *st = dr_setup(&y07, &l08);
	struct tape t = { .ans = { "1107" }, .n = 1 };
	struct roller ro;
	struct roll die;
	struct buf b;

	(void)state;
	retreat_asking(st, y07, l08, &t, &ro, &die);
	assert_int_equal(t.asked, 1);
	assert_string_equal(t.prompt[0], "Lancaster, retreat l08 (§9.8) to "
	    "0907, 1107 or 1007 [0907]: ");
	assert_string_equal(t.complaint[0], "");
	assert_at(st, l08, 11, 7);
	/* kept with the order's rolls: the die, then the choice */
	assert_int_equal(ro.nmade, 2);
	assert_int_equal(ro.made[0].src, ROLL_PHYSICAL);
	assert_int_equal(ro.made[1].src, ROLL_CHOICE);
	assert_int_equal(ro.made[1].e.sides, 3);
	assert_int_equal(ro.made[1].total, 2);
	buf_init(&b);
	roll_serialise(&ro.made[1], &b);
	assert_string_equal(b.s, "c1d3:2=2");	/* a player answered */
	buf_free(&b);
	roller_reset_made(&ro);
	state_free(st);
}

static void
test_s9_8_empty_answer_takes_heralds_offer(void **state)
{
	int y07, l08;
	struct state *st = dr_setup(&y07, &l08);
	struct tape t = { .ans = { "  " }, .n = 1 };
	struct roller ro;
	struct roll die;

	(void)state;
	retreat_asking(st, y07, l08, &t, &ro, &die);
	assert_int_equal(t.asked, 1);
	assert_at(st, l08, 9, 7);
	assert_int_equal(ro.nmade, 2);
	assert_int_equal(ro.made[1].total, 1);
	roller_reset_made(&ro);
	state_free(st);
}

static void
test_s9_8_answer_not_offered_is_asked_again(void **state)
{
	int y07, l08;
	struct state *st = dr_setup(&y07, &l08);
	/* 1106 is in y07's zone, 1005 is y07's: not offered */
	struct tape t = { .ans = { "1106", "1005", "1007" }, .n = 3 };
	struct roller ro;
	struct roll die;

	(void)state;
	retreat_asking(st, y07, l08, &t, &ro, &die);
	assert_int_equal(t.asked, 3);
	assert_string_equal(t.complaint[0], "");
	assert_string_equal(t.complaint[1], "expected 0907, 1107 or 1007, "
	    "or nothing for 0907");
	assert_string_equal(t.complaint[2], t.complaint[1]);
	assert_string_equal(t.prompt[2], t.prompt[0]);
	assert_at(st, l08, 10, 7);
	assert_int_equal(ro.made[1].total, 3);
	roller_reset_made(&ro);
	state_free(st);
}

/* The delayed-turn adaptation: "The player no longer chooses the retreat
 * hex." */
static void
test_s9_8_delayed_play_asks_nothing(void **state)
{
	int y07, l08;
	struct state *st = dr_setup(&y07, &l08);
	struct tape t = { .ans = { "1107" }, .n = 1 };
	struct roller ro;
	struct roll die;

	(void)state;
	st->options |= OPT("delayed");
	assert_true(delegate_decides(st, DELEGATE_RETREAT));
	retreat_asking(st, y07, l08, &t, &ro, &die);
	assert_int_equal(t.asked, 0);
	assert_at(st, l08, 9, 7);
	assert_int_equal(ro.nmade, 1);
	roller_reset_made(&ro);
	state_free(st);
}

/* The choice read back (undo, resume, a turn file): no question. */
static void
test_s9_8_choice_replays_from_the_script(void **state)
{
	int y07, l08;
	struct state *st = dr_setup(&y07, &l08);
	struct roll r[2];
	struct roller ro;
	struct buf out;
	char *cause = NULL;
	struct tape t = { .n = 0 };

	(void)state;
	r[0] = D6(3);
	assert_int_equal(roll_deserialise("c1d3:3=3", &r[1], &cause), 0);
	assert_int_equal(r[1].src, ROLL_CHOICE);
	roller_init(&ro, st, r, 2, NULL);
	ro.ask = tape_ask;
	ro.ask_ctx = &t;
	buf_init(&out);
	if (resolve_attack(st, &(struct attack){ .kind = KIND_MELEE,
	    .att = { y07 }, .natt = 1, .def = l08 }, &ro, &out, &cause) != 0)
		fail_msg("resolve: %s", cause ? cause : "?");
	assert_int_equal(ro.iscript, 2);
	assert_int_equal(t.asked, 0);
	assert_at(st, l08, 10, 7);
	assert_int_equal(ro.nmade, 2);
	assert_int_equal(ro.made[1].src, ROLL_CHOICE);
	assert_non_null(strstr(out.s, "Lancaster's choice"));
	buf_free(&out);
	roller_reset_made(&ro);
	state_free(st);
	/* a choice among another number of hexes is not this one */
	st = dr_setup(&y07, &l08);
	assert_int_equal(roll_deserialise("c1d2:=1", &r[1], &cause), 0);
	roller_init(&ro, st, r, 2, NULL);
	buf_init(&out);
	assert_int_equal(resolve_attack(st, &(struct attack){
	    .kind = KIND_MELEE, .att = { y07 }, .natt = 1, .def = l08 }, &ro,
	    &out, &cause), -1);
	want_cause(cause, "where 3 were offered");
	buf_free(&out);
	roller_reset_made(&ro);
	state_free(st);
}

/* --- §9.9: allocation of step losses ----------------------------------- */

/* The rulebook's example: "Player 1 attacks with one full strength and
 * one reduced unit. He suffers an A2 result."  On the hill toward
 * Sandridge: 6 against 4 + 2 + 1 is 2/3, the hill makes it 1/2; a 6 is
 * A2. */
static struct state *
a2_setup(int *y07, int *y08, int *l08)
{
	struct state *st = fresh(YORK_COMBAT);

	*l08 = place(st, "l08", 21, 4);
	place(st, "l01", 21, 4);
	place(st, "l07", 21, 4);
	*y07 = place(st, "y07", 21, 5);
	*y08 = place(st, "y08", 22, 4);
	st->u[*y08].steps_lost = 1;
	return st;
}

static void
test_s9_9_owner_shares_out_the_losses(void **state)
{
	int y07, y08, l08;
	struct state *st = a2_setup(&y07, &y08, &l08);
	char *cause = NULL;

	(void)state;
	assert_string_equal(col_label(&(struct odds){ .col =
	    odds_ok(st, MELEE(l08, y07, y08)).col }), "1:2");
	RESOLVE(st, MELEE(l08, y07, y08), 6);
	/* nothing taken yet: the owner says which */
	assert_int_equal(opens_loss(st), 2);
	assert_int_equal(opens_find(st, OPENS_LOSSES)->n, 2);
	assert_int_equal(opens_find(st, OPENS_LOSSES)->units[0], y07);
	assert_int_equal(opens_find(st, OPENS_LOSSES)->units[1], y08);
	assert_int_equal(opens_find(st, OPENS_LOSSES)->unit, l08);
	assert_int_equal(st->u[y07].steps_lost, 0);
	assert_int_equal(st->u[y08].steps_lost, 1);
	assert_int_equal(resolve_waiting(st, &cause), -1);
	want_cause(cause, "2 step losses must first be shared out");
	state_free(st);
}

/* Under the delayed-turn adaptation herald shares them out: "in such a
 * way as to ensure as far as possible that all step losses are applied",
 * full units first. */
static void
test_s9_9_delayed_play_shares_out_losses(void **state)
{
	int y07, y08, l08, y11, y13;
	struct state *st = a2_setup(&y07, &y08, &l08);
	struct buf out;

	(void)state;
	st->options |= OPT("delayed");
	RESOLVE(st, MELEE(l08, y07, y08), 6);
	assert_int_equal(opens_loss(st), 0);
	/* two steps taken: the full unit first, then (both reduced, as
	 * strong as each other) the first counter: "simply eliminating the
	 * full strength unit" */
	assert_eliminated(st, y07);
	assert_at(st, y08, 22, 4);
	assert_int_equal(st->u[y08].steps_lost, 1);
	state_free(st);
	/* two full units, two losses: one each */
	st = fresh(YORK_COMBAT);
	y11 = place(st, "y11", 10, 5);
	y13 = place(st, "y13", 11, 6);
	buf_init(&out);
	losses_side_lose_steps(st, (int[]){ y11, y13 }, 2, 2, &out);
	assert_int_equal(st->u[y11].steps_lost, 1);
	assert_int_equal(st->u[y13].steps_lost, 1);
	/* more losses than steps: all the steps, and no more */
	losses_side_lose_steps(st, (int[]){ y11, y13 }, 2, 3, &out);
	assert_eliminated(st, y11);
	assert_eliminated(st, y13);
	buf_free(&out);
	state_free(st);
}

/* "Units which have only one step loss are eliminated after their first
 * step loss. Upon the first step loss, a two step loss unit is turned
 * onto its reduced side; on the second step loss the unit is
 * eliminated." */
static void
test_s9_9_one_and_two_step_units(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int y07 = place(st, "y07", 10, 5), y06 = place(st, "y06", 10, 5);
	int y01 = place(st, "y01", 10, 5);
	struct buf out;

	(void)state;
	buf_init(&out);
	narrate_lose_step(st, y07, &out);
	assert_int_equal(st->u[y07].steps_lost, 1);
	assert_at(st, y07, 10, 5);
	assert_int_equal(combat_strength(st, y07, 0), 2);
	narrate_lose_step(st, y07, &out);
	assert_eliminated(st, y07);
	/* with it its commander and its baggage (§6, §9.4) */
	assert_eliminated(st, y01);
	assert_eliminated(st, y06);
	buf_free(&out);
	state_free(st);
}

/* --- §9.10: morale check ------------------------------------------------ */

/* DT on l08 (morale 4): "lower ... no effect; equal ... must retreat 1
 * hex; greater ... 1 step loss. If the unit is already reduced, it is
 * eliminated."  y07 against l08 at 1/1: a 2 is DT. */
static void
test_s9_10_lower_equal_greater(void **state)
{
	int y07, l08;
	struct state *st;

	(void)state;
	st = dr_setup(&y07, &l08);
	RESOLVE(st, MELEE(l08, y07), 2, 3);
	assert_at(st, l08, 10, 6);
	assert_int_equal(st->u[l08].steps_lost, 0);
	state_free(st);
	st = dr_setup(&y07, &l08);
	st->options |= OPT("delayed");
	RESOLVE(st, MELEE(l08, y07), 2, 4);
	assert_at(st, l08, 9, 7);
	assert_int_equal(st->u[l08].steps_lost, 0);
	state_free(st);
	st = dr_setup(&y07, &l08);
	RESOLVE(st, MELEE(l08, y07), 2, 5);
	assert_at(st, l08, 10, 6);
	assert_int_equal(st->u[l08].steps_lost, 1);
	state_free(st);
	/* reduced (morale 2; 4 against 2 is 2/1, a 3 is DT): a 3 */
	st = dr_setup(&y07, &l08);
	st->u[l08].steps_lost = 1;
	RESOLVE(st, MELEE(l08, y07), 3, 3);
	assert_eliminated(st, l08);
	state_free(st);
}

/* "He adds 1 to the unit's morale value if the commander is stacked
 * with, or is adjacent to the unit." */
static void
test_s9_10_commander_adds_one(void **state)
{
	int y07, l08, passed = -1;
	struct state *st = dr_setup(&y07, &l08);
	struct roll r = D6(5);
	struct roller ro;
	struct buf out;
	char *cause = NULL;

	(void)state;
	place(st, "l02", 9, 7);		/* adjacent */
	/* 4 + 1: a 5 is equal, a retreat rather than a step */
	roller_init(&ro, st, &r, 1, NULL);
	buf_init(&out);
	assert_int_equal(morale_check(st, l08, &ro, &out, &passed, &cause),
	    0);
	assert_int_equal(passed, MORALE_RETREAT);
	roller_reset_made(&ro);
	roller_init(&ro, st, &r, 1, NULL);
	r = D6(4);
	assert_int_equal(morale_check(st, l08, &ro, &out, &passed, &cause),
	    0);
	assert_int_equal(passed, MORALE_PASS);
	roller_reset_made(&ro);
	buf_free(&out);
	/* after combat, with the commander stacked: a 5 makes it retreat;
	 * the commander goes with it */
	state_free(st);
	st = dr_setup(&y07, &l08);
	st->options |= OPT("delayed");
	place(st, "l02", 10, 6);
	/* 4 against 4 + 1: 2/3, a 1 is DT */
	RESOLVE(st, MELEE(l08, y07), 1, 5);
	assert_at(st, l08, 9, 7);
	assert_at(st, U("l02"), 9, 7);
	assert_int_equal(st->u[l08].steps_lost, 0);
	state_free(st);
}

/* The missile penalty "only applies to combat, not to morale checks":
 * archers of strength 3 check against 3. */
static void
test_s9_10_archers_check_at_full_strength(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int y07 = place(st, "y07", 10, 5), l13 = place(st, "l13", 10, 6);

	(void)state;
	st->options |= OPT("delayed");
	/* 4 against 3 - 1: 2/1, a 3 is DT; a 3 is equal: retreat */
	RESOLVE(st, MELEE(l13, y07), 3, 3);
	assert_at(st, l13, 9, 7);
	assert_int_equal(st->u[l13].steps_lost, 0);
	state_free(st);
}

/* --- §9.11: advance after combat --------------------------------------- */

/* "one of the adjacent attacking units may, if it wishes, occupy the hex
 * abandoned by the defender"; "only one unit (plus eventually a
 * commander) may advance". */
static void
test_s9_11_attacker_may_advance(void **state)
{
	struct state *st = fresh(YORK_COMBAT);
	int y07 = place(st, "y07", 10, 5), y01 = place(st, "y01", 10, 5);
	int y11 = place(st, "y11", 11, 6), y09 = place(st, "y09", 10, 8);
	int l08 = place(st, "l08", 10, 6);
	struct buf out;

	(void)state;
	st->options |= OPT("delayed");
	/* 4 + 2 + 4 + 3 = 13 against 4: 3/1, a 5 is DR */
	buf_init(&out);
	resolve_dice(st, MELEE(l08, y07, y11, y09), (int[]){ 5 }, 1, &out);
	assert_false(hex_eq(st->u[l08].hex, H(10, 6)));
	assert_true(opens_advance(st));
	assert_true(hex_eq(opens_find(st, OPENS_MELEE)->hex, H(10, 6)));
	/* the archers two hexes off are not offered */
	assert_non_null(strstr(out.s, "advance y07 or y11\n"));
	assert_at(st, y07, 10, 5);
	advance_unit(st, y07, opens_find(st, OPENS_MELEE)->hex, &out);
	assert_at(st, y07, 10, 6);
	assert_at(st, y01, 10, 6);
	assert_at(st, y11, 11, 6);
	assert_at(st, y09, 10, 8);
	buf_free(&out);
	state_free(st);
}

/* "The reverse is also true for the defender" -- but not under the
 * delayed-turn adaptation ("No Defender Advance"). */
static void
test_s9_11_defender_may_advance(void **state)
{
	struct state *st;
	int y18, l08;
	unsigned opts[2];
	int k;

	(void)state;
	opts[0] = 0;
	opts[1] = OPT("delayed");
	for (k = 0; k < 2; k++) {
		struct tape t = { .n = 0 };
		struct roll r = D6(3);
		struct roller ro;
		struct buf out;
		char *cause = NULL;

		st = fresh(YORK_COMBAT);
		st->options = opts[k];
		y18 = place(st, "y18", 10, 5);
		l08 = place(st, "l08", 10, 6);
		/* 2 against 4, 1/2: a 3 is AR (y18 picks herald's hex) */
		roller_init(&ro, st, &r, 1, &t);
		buf_init(&out);
		if (resolve_attack(st, &(struct attack){ .kind = KIND_MELEE,
		    .att = { y18 }, .natt = 1, .def = l08 }, &ro, &out,
		    &cause) != 0)
			fail_msg("resolve: %s", cause);
		assert_false(hex_eq(st->u[y18].hex, H(10, 5)));
		if (k == 0) {
			assert_true(opens_advance(st));
			assert_true(hex_eq(opens_find(st, OPENS_MELEE)->hex, H(10, 5)));
			assert_int_equal(opens_find(st, OPENS_MELEE)->n, 1);
			assert_int_equal(opens_find(st, OPENS_MELEE)->units[0], l08);
		} else
			assert_false(opens_advance(st));
		buf_free(&out);
		roller_reset_made(&ro);
		state_free(st);
	}
}

/* --- the session: orders that carry §9.9 and §9.11, hooks for §10 ------ */

static enum cmd_retval
run(struct session *s, const char *line, struct buf *out, char **cause)
{
	const struct cmd_entry *e;
	char **argv, *why = NULL;
	int argc;
	enum cmd_retval rv;

	argc = words_split(line, &argv, &why);
	assert_true(argc > 0);
	e = cmd_find(argv[0], &why);
	assert_non_null(e);
	rv = session_run(s, e, argc - 1, argv + 1, out, cause);
	words_free_argv(argc, argv);
	return rv;
}

static void
ok(struct session *s, const char *line)
{
	struct buf out;
	char *why = NULL;

	buf_init(&out);
	if (run(s, line, &out, &why) != CMD_OK)
		fail_msg("%s: %s", line, why);
	buf_free(&out);
}

static void
refused(struct session *s, const char *line, const char *want)
{
	struct buf out;
	char *why = NULL;

	buf_init(&out);
	if (run(s, line, &out, &why) != CMD_ERROR)
		fail_msg("%s: accepted:\n%s", line, out.s ? out.s : "");
	buf_free(&out);
	want_cause(why, want);
}

static void
sa_start(struct session *s, const char *scenario, const char *options,
    struct tape *t)
{
	struct buf out;
	char *why = NULL;

	session_init(s, test_datadir());
	buf_init(&out);
	if (session_new(s, "st-albans", scenario, 5, options, &out, &why) != 0)
		fail_msg("new: %s", why);
	buf_free(&out);
	if (t != NULL) {
		s->ask = tape_ask;
		s->ask_ctx = t;
		ok(s, "dice manual");
	}
}

/* §9.9: "Losses are distributed as the owning player desires ... He
 * therefore has the choice of either reducing the full strength unit and
 * eliminating the reduced unit, or simply eliminating the full strength
 * unit."  And §9.11: a hex the losses emptied is the defender's. */
static void
test_s9_9_owner_names_the_units_that_lose(void **state)
{
	struct session s;
	struct tape t = { .ans = { "6" }, .n = 1 };
	int y07 = U("y07"), y08 = U("y08");

	(void)state;
	sa_start(&s, NULL, NULL, &t);
	ok(&s, "place l08 2104");
	ok(&s, "place l01 2104");
	ok(&s, "place l07 2104");
	ok(&s, "place y07 2105");
	ok(&s, "place y08 2204");
	ok(&s, "steps y08 reduced");
	ok(&s, "next");
	ok(&s, "attack y07 y08 -> l08");
	assert_int_equal(t.asked, 1);
	assert_int_equal(opens_loss(s.st), 2);
	refused(&s, "next", "must first be shared out");
	refused(&s, "losses y07", "expected 2 units");
	refused(&s, "losses y08 y08", "has not 2 steps");
	refused(&s, "losses l08 y07", "did not take part");
	/* the first choice: the full unit reduced, the reduced one gone */
	ok(&s, "losses y07 y08");
	assert_int_equal(opens_loss(s.st), 0);
	assert_int_equal(s.st->u[y07].steps_lost, 1);
	assert_true(s.st->u[y07].on_map);
	assert_true(s.st->u[y08].eliminated);
	/* l08 may take 2204 */
	assert_true(opens_advance(s.st));
	assert_true(hex_eq(opens_find(s.st, OPENS_MELEE)->hex, H(22, 4)));
	assert_int_equal(opens_find(s.st, OPENS_MELEE)->units[0], U("l08"));
	/* the other: the full unit eliminated, the reduced one untouched */
	{
		struct buf out;
		char *why = NULL;

		buf_init(&out);
		assert_int_equal(session_undo(&s, &out, &why), 0);
		buf_free(&out);
	}
	assert_int_equal(opens_loss(s.st), 2);
	ok(&s, "losses y07 y07");
	assert_true(s.st->u[y07].eliminated);
	assert_true(s.st->u[y08].on_map);
	assert_int_equal(s.st->u[y08].steps_lost, 1);
	ok(&s, "next");
	session_free(&s);
}

/* §9.11: "If several units are eligible to advance, only one unit (plus
 * eventually a commander) may advance." */
static void
test_s9_11_only_one_unit_advances(void **state)
{
	struct session s;
	/* 8 + 2 against 4, 2/1: a 5 is DR; l08's hex: herald's offer */
	struct tape t = { .ans = { "5", "" }, .n = 2 };
	int y07 = U("y07"), y01 = U("y01"), y11 = U("y11");

	(void)state;
	sa_start(&s, NULL, NULL, &t);
	ok(&s, "place y07 1005");
	ok(&s, "place y01 1005");
	ok(&s, "place y11 1106");
	ok(&s, "place l08 1006");
	ok(&s, "next");
	ok(&s, "attack y07 y11 -> l08");
	assert_int_equal(t.asked, 2);
	assert_true(s.st->u[U("l08")].on_map);
	assert_false(hex_eq(s.st->u[U("l08")].hex, H(10, 6)));
	ok(&s, "advance y07");
	assert_true(hex_eq(s.st->u[y07].hex, H(10, 6)));
	assert_true(hex_eq(s.st->u[y01].hex, H(10, 6)));
	refused(&s, "advance y11", "no hex is open");
	assert_true(hex_eq(s.st->u[y11].hex, H(11, 6)));
	session_free(&s);
}

/* §10 in phase 5 (§4): "Each player totals the strength points of his
 * own eliminated units. If his commander is eliminated, he adds the
 * strength of the latter to the total, + 4 points. If a Baggage unit is
 * eliminated, he adds its strength + 2 points."  Second St Albans: York
 * 16, Lancaster 20 (First St Albans would end at once when Lancaster's
 * baggage falls, its special rule 3). */
static int
victory_after(struct session *s, const char *const *ids, int n, int phase,
    char *result, size_t len)
{
	struct state *st = state_copy(s->st);
	struct buf out;
	char *why = NULL;
	int i, u, winner;

	for (i = 0; i < n; i++) {
		u = U(ids[i]);
		board_set_on_map(st, u, 0);
		st->u[u].eliminated = 1;
	}
	st->phase = phase;
	buf_init(&out);
	if (session_event(s, st, "phase_start", &out, &why) != 0)
		fail_msg("phase_start: %s", why);
	winner = st->winner;
	snprintf(result, len, "%s", st->result);
	if (winner >= 0)
		assert_true(st->over);
	buf_free(&out);
	state_free(st);
	return winner;
}

static void
test_s10_army_morale_threshold(void **state)
{
	/* Somerset 2 + 4, the baggage 1 + 2, Trollope's 4, Northern
	 * Billmen 4, Exeter's 3: 20 (14 without the bonuses) */
	static const char *at20[] = { "l04", "l07", "l19", "l20", "l18" };
	/* Wiltshire's 2 for Exeter's 3: 19 */
	static const char *at19[] = { "l04", "l07", "l19", "l20", "l15" };
	struct session s;
	char result[256];

	(void)state;
	sa_start(&s, "second-st-albans", NULL, NULL);
	assert_int_equal(victory_after(&s, at20, 5, VICTORY, result,
	    sizeof result), F("york"));
	assert_non_null(strstr(result, "major victory"));
	assert_int_equal(victory_after(&s, at19, 5, VICTORY, result,
	    sizeof result), -1);
	/* checked in phase 5 only */
	assert_int_equal(victory_after(&s, at20, 5, YORK_COMBAT, result,
	    sizeof result), -1);
	session_free(&s);
}

/* "If both armies have passed their thresholds at the end of the same
 * turn, the player whose army has passed the threshold by the least
 * achieves a minor victory." */
static void
test_s10_both_past_minor_victory(void **state)
{
	/* York: Warwick 2 + 4, 4, 4, 4 = 18 (2 past 16); Lancaster: 20 + 4
	 * = 24 (4 past 20) */
	static const char *york_less[] = { "y03", "y13", "y14", "y19",
	    "l04", "l07", "l19", "l20", "l18", "l21" };
	/* York 18 + 4 = 22 (6 past), Lancaster 24 (4 past) */
	static const char *lanc_less[] = { "y03", "y13", "y14", "y19",
	    "y21", "l04", "l07", "l19", "l20", "l18", "l21" };
	struct session s;
	char result[256];

	(void)state;
	sa_start(&s, "second-st-albans", NULL, NULL);
	assert_int_equal(victory_after(&s, york_less, 10, VICTORY, result,
	    sizeof result), F("york"));
	assert_non_null(strstr(result, "minor victory"));
	assert_int_equal(victory_after(&s, lanc_less, 11, VICTORY, result,
	    sizeof result), F("lancaster"));
	assert_non_null(strstr(result, "minor victory"));
	session_free(&s);
}

/* §4: the victory check is phase 5 of the turn, reached with `next`
 * (Lancaster plays first in 1461). */
static void
test_s4_victory_check_phase(void **state)
{
	static const char *ids[] = { "l04", "l07", "l19", "l20", "l18" };
	struct session s;
	int i;

	(void)state;
	sa_start(&s, "second-st-albans", NULL, NULL);
	assert_int_equal(s.st->first_side, F("lancaster"));
	for (i = 0; i < 5; i++) {
		board_set_on_map(s.st, U(ids[i]), 0);
		s.st->u[U(ids[i])].eliminated = 1;
	}
	for (i = 0; i < 3; i++) {
		ok(&s, "next");
		assert_int_equal(s.st->winner, -1);
	}
	assert_int_equal(s.st->phase, 3);
	assert_int_equal(seq_phasing(s.st), F("york"));
	ok(&s, "next");
	assert_int_equal(s.st->phase, VICTORY);
	assert_int_equal(s.st->winner, F("york"));
	assert_true(s.st->over);
	refused(&s, "next", "the game is over");
	session_free(&s);
}

/* --- §11: optional rules ------------------------------------------------ */

/* 10.1: "A unit that is in an enemy ZOC may go directly into another
 * enemy ZOC. It must first test its morale."  l10 in 0805: 0905 and 0906
 * are both in its zone. */
static int
zoc_to_zoc(int face, int reduced, int with_commander, unsigned options,
    struct state **out_st)
{
	struct state *st = fresh(YORK_MOVE);
	int y07 = place(st, "y07", 9, 5);
	struct hex to[1] = { H(9, 6) };
	struct roll r = D6(face);
	struct roller ro;
	struct buf out;
	char *cause = NULL;
	int rc;

	place(st, "l10", 8, 5);
	if (with_commander)
		place(st, "y01", 9, 5);
	st->u[y07].steps_lost = reduced;
	st->options = options;
	roller_init(&ro, st, &r, 1, NULL);
	buf_init(&out);
	rc = move_along_dice(st, y07, to, 1, &ro, &out, &cause);
	if (rc != 0)
		want_cause(cause, "straight from one enemy zone");
	else
		assert_int_equal(ro.iscript, 1);
	buf_free(&out);
	roller_reset_made(&ro);
	*out_st = st;
	return rc;
}

static void
test_s11_10_1_zoc_to_zoc_morale_test(void **state)
{
	unsigned opt = OPT("zoc-to-zoc");
	int y07 = U("y07"), y01 = U("y01");
	struct state *st;

	(void)state;
	/* without the option: refused (§8) */
	assert_int_equal(zoc_to_zoc(1, 0, 0, 0, &st), -1);
	assert_at(st, y07, 9, 5);
	state_free(st);
	/* lower: it goes */
	assert_int_equal(zoc_to_zoc(3, 0, 0, opt, &st), 0);
	assert_at(st, y07, 9, 6);
	state_free(st);
	/* equal: nothing happens */
	assert_int_equal(zoc_to_zoc(4, 0, 0, opt, &st), 0);
	assert_at(st, y07, 9, 5);
	assert_int_equal(st->u[y07].steps_lost, 0);
	state_free(st);
	/* higher: a step */
	assert_int_equal(zoc_to_zoc(5, 0, 0, opt, &st), 0);
	assert_at(st, y07, 9, 5);
	assert_int_equal(st->u[y07].steps_lost, 1);
	state_free(st);
	/* reduced (2, +1 for York with it): a 4 eliminates it, and the
	 * leader with it */
	assert_int_equal(zoc_to_zoc(4, 1, 1, opt, &st), 0);
	assert_eliminated(st, y07);
	assert_eliminated(st, y01);
	state_free(st);
}

/* 10.1 only decides whether a unit may go from one zone into another:
 * a hex held by the enemy is refused before any die is rolled (§5), and
 * so is a path that goes on through the second zone (§8). */
static void
test_s11_10_1_no_test_for_a_move_refused_anyway(void **state)
{
	struct state *st = fresh(YORK_MOVE);
	int y07 = place(st, "y07", 9, 5);
	struct hex onto[1] = { H(8, 5) }, through[2] = { H(9, 6), H(9, 7) };
	struct roll r = D6(6);
	struct roller ro;
	struct buf out;
	char *cause = NULL;

	(void)state;
	place(st, "l10", 8, 5);
	st->options = OPT("zoc-to-zoc");
	roller_init(&ro, st, &r, 1, NULL);
	buf_init(&out);
	assert_int_equal(move_along_dice(st, y07, onto, 1, &ro, &out,
	    &cause), -1);
	want_cause(cause, "l10");
	cause = NULL;
	assert_int_equal(move_along_dice(st, y07, through, 2, &ro, &out,
	    &cause), -1);
	want_cause(cause, "where a unit must stop");
	assert_int_equal(ro.iscript, 0);	/* no die asked for */
	assert_at(st, y07, 9, 5);
	assert_int_equal(st->u[y07].steps_lost, 0);
	buf_free(&out);
	roller_reset_made(&ro);
	state_free(st);
}

/* §6: "Commanders never check their morale": a commander alone going
 * from one zone into another under 10.1 takes no test. */
static void
test_s11_10_1_commander_takes_no_test(void **state)
{
	struct state *st = fresh(YORK_MOVE);
	int y01 = place(st, "y01", 9, 5);
	struct hex to[1] = { H(9, 6) };
	struct roll r = D6(6);
	struct roller ro;
	struct buf out;
	char *cause = NULL;

	(void)state;
	place(st, "l10", 8, 5);
	st->options = OPT("zoc-to-zoc");
	roller_init(&ro, st, &r, 1, NULL);
	buf_init(&out);
	if (move_along_dice(st, y01, to, 1, &ro, &out, &cause) != 0)
		fail_msg("move: %s", cause);
	assert_int_equal(ro.iscript, 0);
	assert_at(st, y01, 9, 6);
	assert_non_null(strstr(out.s, "without a test"));
	buf_free(&out);
	roller_reset_made(&ro);
	state_free(st);
}

/* 10.2: "the charge bonus applies only against units not having that
 * ability." */
static void
test_s11_10_2_counter_charge(void **state)
{
	unsigned opts[2];
	int k;

	(void)state;
	opts[0] = 0;
	opts[1] = OPT("counter-charge");
	for (k = 0; k < 2; k++) {
		struct state *st = fresh(YORK_MOVE);
		int y18 = place(st, "y18", 10, 5);
		/* l16, Household Horse: cavalry with the charge mark */
		int l16 = place(st, "l16", 10, 2);
		struct hex straight[2] = { H(10, 4), H(10, 3) };

		st->options = opts[k];
		move_ok(st, y18, straight, 2);
		seq_advance(st);
		assert_int_equal(odds_ok(st, MELEE(l16, y18)).charge,
		    k == 0 ? 2 : 0);
		state_free(st);
	}
	/* against infantry the option changes nothing */
	{
		struct state *st = fresh(YORK_MOVE);
		int y18 = place(st, "y18", 10, 5);
		int l08 = place(st, "l08", 10, 2);
		struct hex straight[2] = { H(10, 4), H(10, 3) };

		st->options = OPT("counter-charge");
		move_ok(st, y18, straight, 2);
		seq_advance(st);
		assert_int_equal(odds_ok(st, MELEE(l08, y18)).charge, 2);
		state_free(st);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_s4_six_phases_each_turn),
		cmocka_unit_test(test_s4_victory_check_phase),
		cmocka_unit_test(test_s6_commander_adds_strength_hand_to_hand),
		cmocka_unit_test(test_s6_commander_retreats_with_his_unit),
		cmocka_unit_test(test_s6_commander_eliminated_with_his_unit),
		cmocka_unit_test(test_s6_lone_commander_overrun),
		cmocka_unit_test(test_s6_commander_morale_bonus_and_no_check),
		cmocka_unit_test(test_s6_commander_fights_only_through_his_unit),
		cmocka_unit_test(test_s6_stacked_commander_not_a_separate_target),
		cmocka_unit_test(test_s9_1_several_attackers_one_roll),
		cmocka_unit_test(test_s9_1_adjacent_or_in_range),
		cmocka_unit_test(
		    test_s9_1_attack_and_be_attacked_once_per_phase),
		cmocka_unit_test(test_s9_2_charge_adds_two),
		cmocka_unit_test(test_s9_2_charge_needs_clear_ground),
		cmocka_unit_test_teardown(
		    test_s9_2_no_charge_for_mounted_missile_units,
		    restore_type),
		cmocka_unit_test(
		    test_s9_2_commander_with_charger_and_must_advance),
		cmocka_unit_test(
		    test_s9_3_missile_units_minus_one_hand_to_hand),
		cmocka_unit_test(
		    test_s9_3_missile_unit_alone_hand_to_hand_above_1_1),
		cmocka_unit_test(test_s9_3_fire_at_range_only_when_not_engaged),
		cmocka_unit_test(
		    test_s9_3_firing_unit_spared_unless_target_fires),
		cmocka_unit_test(
		    test_s9_4_baggage_never_attacks_and_is_not_fired_on),
		cmocka_unit_test(
		    test_s9_4_baggage_defends_at_one_whatever_the_terrain),
		cmocka_unit_test(test_s9_4_r_and_t_do_not_move_baggage),
		cmocka_unit_test(test_s9_4_baggage_eliminated_with_its_guard),
		cmocka_unit_test(
		    test_s9_4_baggage_with_a_guard_is_attacked_through_it),
		cmocka_unit_test(test_tec_6_no_hand_to_hand_across_the_river),
		cmocka_unit_test(test_tec_7_retreat_over_the_bridge),
		cmocka_unit_test(test_s9_1_no_combat_with_an_eliminated_unit),
		cmocka_unit_test(test_s9_3_a_missile_unit_with_a_target),
		cmocka_unit_test(test_s9_5_odds_rounded_for_defender),
		cmocka_unit_test(test_s9_5_crt_as_printed),
		cmocka_unit_test(test_s9_6_defender_terrain_only),
		cmocka_unit_test(test_s9_6_bridge_bonus_and_its_exceptions),
		cmocka_unit_test(test_s9_7_result_codes),
		cmocka_unit_test(
		    test_s9_8_retreat_clear_before_pushing_a_friend),
		cmocka_unit_test(
		    test_s9_8_retreat_pushes_a_friend_who_checks_morale),
		cmocka_unit_test(
		    test_s9_8_retreat_push_in_zoc_before_zoc_alone),
		cmocka_unit_test(test_s9_8_retreat_into_zoc_alone_costs_a_step),
		cmocka_unit_test(test_s9_8_no_way_out_costs_a_step),
		cmocka_unit_test(test_s9_8_off_the_map_eliminates),
		cmocka_unit_test(
		    test_s9_8_displacement_chain_with_morale_checks),
		cmocka_unit_test(
		    test_s9_8_friend_that_cannot_make_room_loses_a_step_too),
		cmocka_unit_test(test_s9_8_owner_chooses_the_retreat_hex),
		cmocka_unit_test(test_s9_8_empty_answer_takes_heralds_offer),
		cmocka_unit_test(test_s9_8_answer_not_offered_is_asked_again),
		cmocka_unit_test(test_s9_8_delayed_play_asks_nothing),
		cmocka_unit_test(test_s9_8_choice_replays_from_the_script),
		cmocka_unit_test(test_s9_9_owner_shares_out_the_losses),
		cmocka_unit_test(test_s9_9_delayed_play_shares_out_losses),
		cmocka_unit_test(test_s9_9_one_and_two_step_units),
		cmocka_unit_test(test_s9_9_owner_names_the_units_that_lose),
		cmocka_unit_test(test_s9_10_lower_equal_greater),
		cmocka_unit_test(test_s9_10_commander_adds_one),
		cmocka_unit_test(test_s9_10_archers_check_at_full_strength),
		cmocka_unit_test(test_s9_11_attacker_may_advance),
		cmocka_unit_test(test_s9_11_defender_may_advance),
		cmocka_unit_test(test_s9_11_only_one_unit_advances),
		cmocka_unit_test(test_s10_army_morale_threshold),
		cmocka_unit_test(test_s10_both_past_minor_victory),
		cmocka_unit_test(test_s11_10_1_zoc_to_zoc_morale_test),
		cmocka_unit_test(test_s11_10_1_no_test_for_a_move_refused_anyway),
		cmocka_unit_test(test_s11_10_1_commander_takes_no_test),
		cmocka_unit_test(test_s11_10_2_counter_charge),
	};

	return cmocka_run_group_tests(tests, group_setup, group_teardown);
}

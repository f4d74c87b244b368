/* test_spi_melee: SPI's Agincourt melee (§9), army morale's routs
 * (§11.21-§11.23), stakes (§16.12, §16.32) and the charge's wait
 * (§17.23), played through the session: the proving games of
 * tests/data/scenarios/proving-melee and proving-army (the game's own
 * Tcl), and spi-agincourt itself.  Each test gives orders, then checks
 * the strengths diff_odds works out (src/combat-diff.c, with the game's
 * hooks in force), a refusal's section and that it changed nothing, or
 * the units' state (routed, eliminated, the side up).  The transcripts
 * tests/transcripts/spi-9-*.t, spi-11-2*.t, spi-16-*.t and
 * spi-17-23-charge-wait.t play the same with their whole texts. */
#include "testplay.h"

#include <string.h>

#include "cmd.h"
#include "combat-diff.h"
#include "rulehook.h"
#include "session.h"
#include "tally.h"
#include "util.h"

/* The odds of a2 (or NULL) with a1 against def, as diff_odds works them
 * out with the game's hooks: its return (-1 below the least allowed,
 * the totals filled all the same). */
static int
odds(struct session *s, const char *a1, const char *a2, const char *def,
    struct diff_odds *o)
{
	struct rulehook_ctx was;
	struct attack at;
	char *why = NULL;
	int rc;

	memset(&at, 0, sizeof at);
	memset(o, 0, sizeof *o);
	at.kind = KIND_MELEE;
	at.att[at.natt++] = play_unit(s, a1);
	if (a2 != NULL)
		at.att[at.natt++] = play_unit(s, a2);
	at.def = play_unit(s, def);
	was = rulehook_use(s->hk, s->sc);
	rc = diff_odds(s->st, &at, o, &why);
	rulehook_restore(was);
	free(why);
	return rc;
}

/* diff_check of one attacker against def: 0, or -1 with the cause in
 * *why (freed by the caller). */
static int
check(struct session *s, const char *a1, const char *def, char **why)
{
	struct rulehook_ctx was;
	struct attack at;
	int rc;

	memset(&at, 0, sizeof at);
	at.kind = KIND_MELEE;
	at.att[at.natt++] = play_unit(s, a1);
	at.def = play_unit(s, def);
	*why = NULL;
	was = rulehook_use(s->hk, s->sc);
	rc = diff_check(s->st, &at, why);
	rulehook_restore(was);
	return rc;
}

static void
melee(struct session *s, const char *scenario)
{
	play_start(s, test_tinydir(), "proving-melee", scenario);
}

/* §9.12: a Dead marker of its own side in the attacker's hex costs it 1:
 * Marle 3 against York, 2 with a French Dead in 2810. */
static void
test_spi_9_12_own_dead(void **state)
{
	struct session s;
	struct diff_odds o;

	(void)state;
	melee(&s, "field");
	ok(&s, "place f20 2810", NULL);
	ok(&s, "place e01 2911", NULL);
	odds(&s, "f20", NULL, "e01", &o);
	assert_int_equal(o.attack, 3);
	ok(&s, "marker place dead 2810 side=french", NULL);
	odds(&s, "f20", NULL, "e01", &o);
	assert_int_equal(o.attack, 2);
	assert_int_equal(o.defence, 5);
	session_free(&s);
}

/* §9.13: each friendly combat unit next to a unit in melee costs it 1,
 * at most 3; leaders and enemy units do not crowd. */
static void
test_spi_9_13_crowding(void **state)
{
	struct session s;
	struct diff_odds o;

	(void)state;
	melee(&s, "field");
	ok(&s, "place f20 2810", NULL);
	ok(&s, "place fl01 2810", NULL);
	ok(&s, "place e01 2911", NULL);
	odds(&s, "f20", NULL, "e01", &o);
	assert_int_equal(o.attack, 7);	/* 3 + the Constable's 4 */
	ok(&s, "place f21 2710", NULL);
	odds(&s, "f20", NULL, "e01", &o);
	assert_int_equal(o.attack, 6);
	ok(&s, "place f22 2809", NULL);
	odds(&s, "f20", NULL, "e01", &o);
	assert_int_equal(o.attack, 5);
	ok(&s, "place f23 2811", NULL);
	odds(&s, "f20", NULL, "e01", &o);
	assert_int_equal(o.attack, 4);
	ok(&s, "place f17 2711", NULL);	/* a fourth: still -3 */
	odds(&s, "f20", NULL, "e01", &o);
	assert_int_equal(o.attack, 4);
	assert_int_equal(o.defence, 5);	/* the French do not crowd York */
	ok(&s, "place fl12 2909", NULL);	/* a leader crowds nobody */
	ok(&s, "place e02 2912", NULL);
	assert_int_equal(odds(&s, "f20", NULL, "e01", &o), 0);
	assert_int_equal(o.attack, 4);
	assert_int_equal(o.defence, 4);	/* King crowds York */
	session_free(&s);
}

/* §9.14: Initial Shock, +4 to a unit's first attack of the game after
 * moving; none to one that did not move (Damrtn, with its leader's 2). */
static void
test_spi_9_14_initial_shock(void **state)
{
	struct session s;
	struct diff_odds o;

	(void)state;
	melee(&s, "field");
	ok(&s, "place f20 2712", NULL);
	ok(&s, "place e01 2913", NULL);
	ok(&s, "place e02 2915", NULL);
	ok(&s, "place f21 2815", NULL);
	ok(&s, "place fl12 2815", NULL);
	ok(&s, "move f20 2812", NULL);
	nexts(&s, 2);
	odds(&s, "f20", NULL, "e01", &o);
	assert_int_equal(o.attack, 7);
	odds(&s, "f21", NULL, "e02", &o);
	assert_int_equal(o.attack, 5);
	ok(&s, "attack f20 -> e01", "Initial Shock (§9.14)");
	session_free(&s);
}

/* §9.17, §9.35: a double counter with one hex only next to the defender
 * counts half its modified strength (fractions dropped, reconstructed
 * M1): Orleans 4 + 4 - 1 = 7, halved 3 against York; whole, 7, against
 * King, whom both halves touch. */
static void
test_spi_9_35_double_counter_halved(void **state)
{
	struct session s;
	struct diff_odds o;

	(void)state;
	melee(&s, "field");
	ok(&s, "place f03 2810", NULL);
	ok(&s, "place fl04 2810", NULL);
	ok(&s, "marker place dead 2810 side=french", NULL);
	ok(&s, "place e01 2912", NULL);
	assert_int_equal(odds(&s, "f03", NULL, "e01", &o), -1);
	assert_int_equal(o.attack, 3);
	ok(&s, "place f20 2913", NULL);
	assert_int_equal(odds(&s, "f03", "f20", "e01", &o), 0);
	assert_int_equal(o.attack, 6);	/* 3 + Marle's 3 */
	assert_int_equal(o.diff, 1);
	ok(&s, "place e02 2911", NULL);
	odds(&s, "f03", NULL, "e02", &o);
	assert_int_equal(o.attack, 7);
	session_free(&s);
}

/* §9.21 by pairs (reconstructed M3): a unit is held by the enemy it
 * fought only: once York is gone Marle may move, King beside it; Damrtn,
 * which fought King, may not; the leader is held with his unit. */
static void
test_spi_9_21_held_by_own_opponent(void **state)
{
	struct session s;

	(void)state;
	melee(&s, "field");
	ok(&s, "place f20 2812", NULL);
	ok(&s, "place fl12 2812", NULL);
	ok(&s, "place e01 2913", NULL);
	ok(&s, "place e02 2811", NULL);
	ok(&s, "place f21 2810", NULL);
	ok(&s, "place fl01 2810", NULL);
	nexts(&s, 2);
	ok(&s, "attack f20 -> e01", NULL);
	ok(&s, "attack f21 -> e02", NULL);
	nexts(&s, 4);
	ok(&s, "attack e01 -> f20", NULL);
	nexts(&s, 2);
	refused(&s, "move f20 2712", "e01, which it meleed");
	refused(&s, "move fl12 2712", "§9.21");
	refused(&s, "move f21 2710", "e02, which it meleed");
	ok(&s, "marker place hit e01 lines=4 cause=fire", NULL);
	assert_true(s.st->u[play_unit(&s, "e01")].eliminated);
	ok(&s, "move f20 2912", NULL);
	assert_int_equal(s.st->u[play_unit(&s, "f20")].hex.col, 29);
	assert_int_equal(s.st->u[play_unit(&s, "f20")].hex.row, 12);
	ok(&s, "move fl12 2912", NULL);
	refused(&s, "move f21 2710", "§9.21");
	assert_int_equal(s.st->u[play_unit(&s, "f21")].hex.col, 28);
	session_free(&s);
}

/* §9.33: a unit is attacked at most once a phase, and attacks once. */
static void
test_spi_9_33_one_attack_a_phase(void **state)
{
	struct session s;

	(void)state;
	melee(&s, "field");
	ok(&s, "place f20 2810", NULL);
	ok(&s, "place fl01 2810", NULL);
	ok(&s, "place e01 2911", NULL);
	ok(&s, "place e02 2915", NULL);
	ok(&s, "place f22 2814", NULL);
	ok(&s, "place fl10 2814", NULL);
	ok(&s, "place f21 2815", NULL);
	nexts(&s, 2);
	ok(&s, "attack f21 f22 -> e02", NULL);
	assert_true(s.st->u[play_unit(&s, "e02")].defended);
	refused(&s, "attack f21 -> e02", "§9.33");
	refused(&s, "attack f20 -> e02", "§9.33");
	ok(&s, "attack f20 -> e01", NULL);
	refused(&s, "attack f20 -> e01", "§9.33");
	session_free(&s);
}

/* The game's routed flag (§11.21), a declared value of the unit. */
static int
routed(struct session *s, const char *id)
{
	int def = tally_find(s->gd, "routed");

	assert_true(def >= 0);
	return tally_get(s->st, def, play_unit(s, id));
}

static void
army(struct session *s)
{
	play_start(s, test_tinydir(), "proving-army", "routed");
}

/* §11.21: in a demoralized army the combat units with no leader who may
 * command them are routed as play begins, and only flee. */
static void
test_spi_11_21_routed(void **state)
{
	struct session s;

	(void)state;
	army(&s);
	assert_true(routed(&s, "fb"));
	assert_true(routed(&s, "fv"));
	assert_true(routed(&s, "fs"));
	assert_false(routed(&s, "fa"));	/* with Orleans */
	refused(&s, "hold fs 1", "§11.21");
	refused(&s, "move fb 1716", "§11.21");
	refused(&s, "face 1612 s", "§11.21");
	refused(&s, "next", "§11.21");	/* fb must turn and flee */
	assert_int_equal(s.st->u[play_unit(&s, "fb")].hex.col, 16);
	assert_int_equal(s.st->u[play_unit(&s, "fb")].hex.row, 16);
	session_free(&s);
}

/* §11.22: a unit with a leader who may command it is not routed; the
 * moment it leaves him it is. */
static void
test_spi_11_22_in_command(void **state)
{
	struct session s;

	(void)state;
	army(&s);
	assert_false(routed(&s, "fa"));
	ok(&s, "move fa 1714", "§11.22");
	assert_true(routed(&s, "fa"));
	refused(&s, "move fa 1814", "§11.21");
	session_free(&s);
}

/* §11.23: a leader who may command a routed unit and moves onto it in
 * the Movement phase rallies it. */
static void
test_spi_11_23_rallied(void **state)
{
	struct session s;

	(void)state;
	army(&s);
	ok(&s, "face fb n", NULL);
	ok(&s, "face fs n", NULL);
	nexts(&s, 1);
	ok(&s, "move fb 1516", NULL);
	ok(&s, "move fb 1415", NULL);
	assert_true(routed(&s, "fb"));
	ok(&s, "move fcon 1416", "§11.23");
	assert_false(routed(&s, "fb"));
	assert_true(routed(&s, "fv"));
	ok(&s, "move fm 1612", "§11.23");
	assert_false(routed(&s, "fv"));
	assert_true(routed(&s, "fs"));
	session_free(&s);
}

static void
agincourt(struct session *s, const char *scenario)
{
	play_start(s, test_datadir(), "spi-agincourt", scenario);
}

/* §16.12 with its errata: a French unit never enters manned stakes; a
 * French combat unit entering unmanned stakes is eliminated; a leader
 * is not. */
static void
test_spi_16_12_enter_stakes(void **state)
{
	struct session s;

	(void)state;
	agincourt(&s, NULL);
	ok(&s, "place f17 2720 s", NULL);
	ok(&s, "marker place stakes 2820 state=implanted facing=n", NULL);
	ok(&s, "place e10 2922 n", NULL);
	ok(&s, "marker place stakes 2922 state=implanted facing=n", NULL);
	ok(&s, "place f24 2822 s", NULL);
	refused(&s, "move f24 2922", "§16.12");
	assert_int_equal(s.st->u[play_unit(&s, "f24")].hex.col, 28);
	assert_false(s.st->u[play_unit(&s, "f24")].eliminated);
	ok(&s, "move f17 2820", NULL);
	assert_true(s.st->u[play_unit(&s, "f17")].eliminated);
	ok(&s, "place fl04 2716 s", NULL);
	ok(&s, "marker place stakes 2816 state=implanted facing=n", NULL);
	ok(&s, "move fl04 2816", NULL);
	assert_false(s.st->u[play_unit(&s, "fl04")].eliminated);
	assert_int_equal(s.st->u[play_unit(&s, "fl04")].hex.col, 28);
	assert_int_equal(s.st->u[play_unit(&s, "fl04")].hex.row, 16);
	session_free(&s);
}

/* §16.32: French men-at-arms never attack through a protected stake
 * hexside (S.Wales, e13, behind stakes facing n in the historical
 * set-up); from behind, through an open side, they may. */
static void
test_spi_16_32_stakes_melee(void **state)
{
	struct session s;
	struct diff_odds o;
	char *why;

	(void)state;
	agincourt(&s, "historical");
	ok(&s, "place f20 2812", NULL);
	assert_int_equal(check(&s, "f20", "e13", &why), -1);
	assert_non_null(why);
	assert_non_null(strstr(why, "§16.32"));
	free(why);
	ok(&s, "place f21 3012", NULL);
	assert_int_equal(check(&s, "f21", "e13", &why), 0);
	free(why);
	odds(&s, "f21", NULL, "e13", &o);
	assert_int_equal(o.attack, 3);
	assert_int_equal(o.defence, 1);	/* no +1 behind stakes (§9.15) */
	session_free(&s);
}

/* §17.23: cavalry charges at most two Movement phases in a row, then
 * waits as many Game-Turns; one phase of charge, one turn's wait.  A
 * Game-Turn on the empty board is 16 nexts. */
static void
test_spi_17_23_charge_wait(void **state)
{
	struct session s;
	int f17, f09;

	(void)state;
	agincourt(&s, NULL);
	f17 = play_unit(&s, "f17");
	f09 = play_unit(&s, "f09");
	ok(&s, "place f17 4115 s", NULL);
	ok(&s, "place f09 4105 s", NULL);
	ok(&s, "flip f17", NULL);
	ok(&s, "flip f09", NULL);
	nexts(&s, 16);
	ok(&s, "flip f09", NULL);	/* back to its normal side */
	assert_int_equal(s.st->u[f17].side, 1);
	nexts(&s, 16);
	/* turn 3: two phases charged, turned back */
	assert_int_equal(s.st->u[f17].side, 0);
	refused(&s, "flip f17", "§17.23");
	assert_int_equal(s.st->u[f17].side, 0);
	ok(&s, "flip f09", NULL);	/* waited one turn: may */
	assert_int_equal(s.st->u[f09].side, 1);
	ok(&s, "flip f09", NULL);
	nexts(&s, 16);
	refused(&s, "flip f17", "§17.23");	/* turn 4 */
	nexts(&s, 16);
	ok(&s, "flip f17", NULL);	/* turn 5 */
	assert_int_equal(s.st->u[f17].side, 1);
	session_free(&s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_spi_9_12_own_dead),
		cmocka_unit_test(test_spi_9_13_crowding),
		cmocka_unit_test(test_spi_9_14_initial_shock),
		cmocka_unit_test(test_spi_9_35_double_counter_halved),
		cmocka_unit_test(test_spi_9_21_held_by_own_opponent),
		cmocka_unit_test(test_spi_9_33_one_attack_a_phase),
		cmocka_unit_test(test_spi_11_21_routed),
		cmocka_unit_test(test_spi_11_22_in_command),
		cmocka_unit_test(test_spi_11_23_rallied),
		cmocka_unit_test(test_spi_16_12_enter_stakes),
		cmocka_unit_test(test_spi_16_32_stakes_melee),
		cmocka_unit_test(test_spi_17_23_charge_wait),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

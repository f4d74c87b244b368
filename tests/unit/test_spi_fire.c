/* test_spi_fire: SPI's Agincourt archery (§8) and the battery (§19.0)
 * played through the session in the proving game of
 * tests/data/scenarios/proving-fire (the game's own Tcl): each test
 * gives orders, then checks the refusal's section, that a refused
 * order changed nothing (no order journaled, arrows kept), and the
 * arrows left after the fire is resolved.  The transcripts
 * tests/transcripts/spi-8-*.t and spi-19-0-battery.t play the same
 * scenarios with their whole texts. */
#include "testplay.h"

#include <string.h>

#include "cmd.h"
#include "session.h"
#include "tally.h"
#include "util.h"

static void
start(struct session *s, const char *scenario)
{
	play_start(s, test_tinydir(), "proving-fire", scenario);
}

static int
arrows(struct session *s, const char *id)
{
	int def = tally_find(s->gd, "arrows");

	assert_true(def >= 0);
	return tally_get(s->st, def, play_unit(s, id));
}

static int
lines(struct session *s, const char *id)
{
	int def = tally_find(s->gd, "lines");

	assert_true(def >= 0);
	return tally_get(s->st, def, play_unit(s, id));
}

/* §8.12: the Genoese (f30) moved in the French Movement phase: in the
 * French archery of the English phase they may not fire; the shortbows
 * (f31), which stood, may. */
static void
test_spi_8_12_moved_may_not_fire(void **state)
{
	struct session s;

	(void)state;
	start(&s, "moved");
	ok(&s, "move f30 2709", NULL);
	nexts(&s, 6);
	ok(&s, "flip e05 yeoman", NULL);
	nexts(&s, 1);
	refused(&s, "fire f30 1 e05", "§8.12");
	assert_int_equal(arrows(&s, "f30"), 24);
	ok(&s, "fire f31 4 e05", "allocates 4 volleys");
	ok(&s, "fire resolve", NULL);
	assert_int_equal(arrows(&s, "f31"), 20);
	assert_int_equal(arrows(&s, "f30"), 24);
	session_free(&s);
}

/* §8.14: one target an impulse, and an allocation is not changed: the
 * second order of Archers A (e05) is refused and spends nothing. */
static void
test_spi_8_14_one_target_per_impulse(void **state)
{
	struct session s;

	(void)state;
	start(&s, "volleys");
	nexts(&s, 1);
	ok(&s, "fire e05 6 f03", "allocates 6 volleys at f03");
	refused(&s, "fire e05 3 f20", "§8.14");
	refused(&s, "fire e05 2 f03", "§8.14");	/* nor the same target */
	ok(&s, "fire e06 3 f09", NULL);
	ok(&s, "fire e14 2 f09", NULL);
	ok(&s, "fire resolve", "3 allocations");
	assert_int_equal(arrows(&s, "e05"), 18);	/* 6 volleys, not 9 */
	session_free(&s);
}

/* §8.15: once one unit fires, every fire unit of its side with an enemy
 * in range must fire too before the fire is resolved or the step ends;
 * when nobody fires, the step ends. */
static void
test_spi_8_15_all_or_none(void **state)
{
	struct session s;

	(void)state;
	start(&s, "volleys");
	nexts(&s, 1);
	ok(&s, "fire e05 6 f03", NULL);
	refused(&s, "fire resolve", "§8.15");
	refused(&s, "next", "e06 must fire too");
	ok(&s, "fire e06 3 f09", NULL);
	refused(&s, "fire resolve", "e14 must fire too");
	ok(&s, "fire e14 2 f09", NULL);
	ok(&s, "fire resolve", NULL);
	assert_int_equal(arrows(&s, "e05"), 18);
	assert_int_equal(arrows(&s, "e06"), 21);
	assert_int_equal(arrows(&s, "e14"), 22);
	nexts(&s, 2);	/* the next archery step: nobody fires */
	ok(&s, "next", NULL);
	assert_int_equal(arrows(&s, "e05"), 18);
	assert_int_equal(arrows(&s, "e14"), 22);
	session_free(&s);
}

/* §8.16: over a unit, one range column further, the rate of the true
 * range kept; a 7th column the table lacks is refused; a crossbow never
 * fires over a unit. */
static void
test_spi_8_16_over_a_unit(void **state)
{
	struct session s;

	(void)state;
	start(&s, "over");
	nexts(&s, 1);
	ok(&s, "odds fire e05 6 f30", "read in the 4 hexes column");
	ok(&s, "odds fire e05 6 f30", "the rate that of 3 hexes");
	refused(&s, "fire e06 6 f31", "§8.16");
	assert_int_equal(arrows(&s, "e06"), 24);
	nexts(&s, 6);
	refused(&s, "fire f30 2 e05", "§8.16");
	assert_int_equal(arrows(&s, "f30"), 24);
	session_free(&s);
}

/* §8.16 with §8.43: Archers A at Marle 2 hexes off, over York: read in
 * the 3 hexes column, but the rate stays that of 2 hexes, 3 (the 3
 * hexes rate would be 6). */
static void
test_spi_8_16_rate_of_true_range(void **state)
{
	struct session s;

	(void)state;
	start(&s, "closest");
	nexts(&s, 1);
	refused(&s, "fire e05 4 f20", "§8.43");
	ok(&s, "fire e05 3 f20", "read in the 3 hexes column");
	session_free(&s);
}

/* §8.17: Marle (f20), next to York, may be fired at only by the closest
 * English archers (e05 and e14, 2 hexes; not e06, 3); Orleans, next to
 * no English combat unit, by any. */
static void
test_spi_8_17_closest_archers(void **state)
{
	struct session s;

	(void)state;
	start(&s, "closest");
	nexts(&s, 1);
	refused(&s, "fire e06 6 f20", "§8.17");
	assert_int_equal(arrows(&s, "e06"), 24);
	ok(&s, "fire e05 3 f20", NULL);
	ok(&s, "fire e14 3 f20", NULL);	/* equally close: may too */
	ok(&s, "fire e06 6 f03", NULL);
	ok(&s, "fire resolve", NULL);
	assert_int_equal(arrows(&s, "e05"), 21);
	assert_int_equal(arrows(&s, "e14"), 21);
	assert_int_equal(arrows(&s, "e06"), 18);
	session_free(&s);
}

/* §8.43: a longbow at 2 hexes fires at most 3 volleys (6 at 3). */
static void
test_spi_8_43_rate_halved_near(void **state)
{
	struct session s;

	(void)state;
	start(&s, "volleys");
	nexts(&s, 1);
	refused(&s, "fire e05 4 f20", "§8.43");
	refused(&s, "fire e05 7 f03", "§8.42");
	ok(&s, "odds fire e05 3 f20", "halved, to 3");
	ok(&s, "fire e05 6 f03", NULL);	/* 3 hexes: the full 6 */
	session_free(&s);
}

/* §8.43 for the French: a shortbow at 3 hexes fires 4, a crossbow 2. */
static void
test_spi_8_43_french_rates(void **state)
{
	struct session s;

	(void)state;
	start(&s, "moved");
	nexts(&s, 7);
	refused(&s, "fire f31 5 e05", "§8.42");
	refused(&s, "fire f30 3 e05", "§8.42");
	ok(&s, "fire f31 4 e05", NULL);
	ok(&s, "fire f30 2 e05", NULL);
	ok(&s, "fire resolve", NULL);
	assert_int_equal(arrows(&s, "f31"), 20);
	assert_int_equal(arrows(&s, "f30"), 22);
	session_free(&s);
}

/* §8.51: a volley spends one arrow, and a unit fires no more volleys
 * than it has arrows left. */
static void
test_spi_8_51_volley_of_supply_each(void **state)
{
	struct session s;

	(void)state;
	start(&s, "supply");
	nexts(&s, 1);
	ok(&s, "marker place supply e05 arrows=3", NULL);
	ok(&s, "marker place supply e14 arrows=2", NULL);
	assert_int_equal(arrows(&s, "e05"), 3);
	assert_int_equal(arrows(&s, "e14"), 2);
	refused(&s, "fire e05 4 f03", "§8.51");
	ok(&s, "fire e05 3 f03", NULL);
	refused(&s, "fire e14 3 f03", "§8.51");
	ok(&s, "fire e14 2 f03", NULL);
	assert_int_equal(arrows(&s, "e05"), 3);	/* spent when resolved */
	ok(&s, "fire resolve", NULL);
	assert_int_equal(arrows(&s, "e05"), 0);
	assert_int_equal(arrows(&s, "e14"), 0);
	session_free(&s);
}

/* §19.0: the battery fires only in the last French archery step, never
 * over a unit, 6% a hit; once fired, again only from Game-Turn 7. */
static void
test_spi_19_0_battery(void **state)
{
	struct session s;

	(void)state;
	start(&s, "battery");
	nexts(&s, 7);
	refused(&s, "fire fa 1 e01", "§19.0");
	nexts(&s, 4);
	ok(&s, "odds fire fa 1 e01", "1 strike 6%");
	ok(&s, "odds fire fa 1 e01", "0 strikes 94%");
	refused(&s, "fire fa 1 e05", "§8.16");
	ok(&s, "marker place supply fa fired=1", NULL);
	refused(&s, "fire fa 1 e01", "from Game-Turn 7");
	assert_int_equal(lines(&s, "e01"), 4);
	session_free(&s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_spi_8_12_moved_may_not_fire),
		cmocka_unit_test(test_spi_8_14_one_target_per_impulse),
		cmocka_unit_test(test_spi_8_15_all_or_none),
		cmocka_unit_test(test_spi_8_16_over_a_unit),
		cmocka_unit_test(test_spi_8_16_rate_of_true_range),
		cmocka_unit_test(test_spi_8_17_closest_archers),
		cmocka_unit_test(test_spi_8_43_rate_halved_near),
		cmocka_unit_test(test_spi_8_43_french_rates),
		cmocka_unit_test(test_spi_8_51_volley_of_supply_each),
		cmocka_unit_test(test_spi_19_0_battery),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

/* test_task: a unit's task (src/task.c, `rules: tasks:`) on SPI's
 * Agincourt as shipped (scenarios/spi-agincourt/game.yaml: a yeoman's
 * retrieve, plant and remove, 15.0, 8.61, 16.22, 16.11): which units may
 * take which task, the count it keeps, and each refusal's record.  The
 * expectations are the rulebook's: only an English longbow on its yeoman
 * side (15.0), one task at a time, plant with one of the six corners of
 * its facing (16.31). */
#include "testutil.h"

#include <string.h>

#include "board.h"
#include "ruling.h"
#include "sides.h"
#include "tally.h"
#include "task.h"
#include "util.h"

static struct gamedata *gd;
static struct scenario *sc;

static int
setup(void **state)
{
	char *why = NULL;

	(void)state;
	if (gamedata_load(test_datadir(), "spi-agincourt", &gd, &why) != 0 ||
	    scenario_load(gd, "historical", &sc, &why) != 0)
		fail_msg("%s", why);
	return 0;
}

static int
teardown(void **state)
{
	(void)state;
	scenario_free(sc);
	gamedata_free(gd);
	return 0;
}

static int
unit(const char *id)
{
	char *why = NULL;
	int u = gd_unit_find(gd, id, &why);

	if (u < 0)
		fail_msg("%s", why);
	return u;
}

static struct state *
set_up(void)
{
	struct state *st = state_new(gd, 1);
	char *why = NULL;

	if (board_setup(st, sc, &why) != 0)
		fail_msg("%s", why);
	return st;
}

/* The "why" of the refusal task_take_rec gives, or 0 when it takes */
static int
take(struct state *st, const char *u, const char *kind, const char *word,
    enum ruling_concept *concept)
{
	struct ruling r;
	int rc, why;

	ruling_init(&r);
	rc = task_take_rec(st, unit(u), kind, word, &r);
	assert_int_equal(r.n, 1);
	*concept = r.step[0].concept;
	why = rc == 0 ? 0 : ruling_get(&r.step[0], "why", -1);
	assert_true(rc == 0 ? why == 0 : why > 0);
	ruling_free(&r);
	return why;
}

static int
count(const struct state *st, const char *u)
{
	return tally_get(st, tally_find(gd, "task"), unit(u));
}

static void
flip(struct state *st, const char *u, const char *side)
{
	struct ruling r;

	ruling_init(&r);
	assert_int_equal(sides_flip_rec(st, unit(u), side, &r), 0);
	ruling_free(&r);
}

/* §15.0: the game's three tasks, in its order (the count is 1 + it) */
static void
test_spi_15_0_the_tasks(void **state)
{
	(void)state;
	assert_int_equal(gd->tasks.nkinds, 3);
	assert_int_equal(task_find(gd, "retrieve"), 0);
	assert_int_equal(task_find(gd, "plant"), 1);
	assert_int_equal(task_find(gd, "remove"), 2);
	assert_int_equal(task_find(gd, TASK_NONE_WORD), -1);
	assert_string_equal(gd->tasks.kinds[1].section, "16.22");
	assert_int_equal(gd->tasks.kinds[1].nvalues, 6);	/* §16.31 */
}

/* §15.0: only a longbow, only on its yeoman side */
static void
test_spi_15_0_yeomen_only(void **state)
{
	struct state *st = set_up();
	enum ruling_concept c;

	(void)state;
	assert_int_equal(take(st, "e10", "remove", NULL, &c), TASK_WHY_SIDE);
	assert_int_equal(c, RS_REFUSE_TASK);
	assert_int_equal(count(st, "e10"), 0);
	assert_int_equal(take(st, "e01", "remove", NULL, &c), TASK_WHY_TYPE);
	flip(st, "e10", "yeoman");
	assert_int_equal(take(st, "e10", "remove", NULL, &c), 0);
	assert_int_equal(c, RS_TASK);
	assert_int_equal(count(st, "e10"), 3);
	state_free(st);
}

/* §15.0: one function at a time; given up with none */
static void
test_spi_15_0_one_at_a_time(void **state)
{
	struct state *st = set_up();
	enum ruling_concept c;

	(void)state;
	flip(st, "e10", "yeoman");
	assert_int_equal(take(st, "e10", TASK_NONE_WORD, NULL, &c),
	    TASK_WHY_IDLE);
	assert_int_equal(take(st, "e10", "retrieve", NULL, &c), 0);
	assert_int_equal(count(st, "e10"), 1);
	assert_int_equal(take(st, "e10", "retrieve", NULL, &c), TASK_WHY_SAME);
	assert_int_equal(take(st, "e10", "remove", NULL, &c), TASK_WHY_BUSY);
	assert_int_equal(take(st, "e10", TASK_NONE_WORD, "now", &c),
	    TASK_WHY_EXTRA);
	assert_int_equal(take(st, "e10", TASK_NONE_WORD, NULL, &c), 0);
	assert_int_equal(c, RS_TASK_NONE);
	assert_int_equal(count(st, "e10"), 0);
	assert_int_equal(take(st, "e10", "dig", NULL, &c), TASK_WHY_UNKNOWN);
	state_free(st);
}

/* §16.31: plant names one of the six corners; remove takes no word */
static void
test_spi_16_31_plant_facing(void **state)
{
	struct state *st = set_up();
	enum ruling_concept c;
	struct ruling r;

	(void)state;
	flip(st, "e10", "yeoman");
	assert_int_equal(take(st, "e10", "plant", NULL, &c), TASK_WHY_WORD);
	assert_int_equal(take(st, "e10", "plant", "north", &c), TASK_WHY_WORD);
	assert_int_equal(take(st, "e10", "remove", "ene", &c), TASK_WHY_EXTRA);
	assert_int_equal(count(st, "e10"), 0);
	ruling_init(&r);
	assert_int_equal(task_take_rec(st, unit("e10"), "plant", "ENE", &r),
	    0);
	assert_int_equal(r.step[0].concept, RS_TASK);
	assert_string_equal(r.step[0].section, "16.22");
	assert_string_equal(ruling_w(&r.step[0], 2), "facing");
	assert_string_equal(ruling_w(&r.step[0], 3), "ene");
	ruling_free(&r);
	assert_int_equal(count(st, "e10"), 2);
	state_free(st);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_spi_15_0_the_tasks),
		cmocka_unit_test(test_spi_15_0_yeomen_only),
		cmocka_unit_test(test_spi_15_0_one_at_a_time),
		cmocka_unit_test(test_spi_16_31_plant_facing),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}

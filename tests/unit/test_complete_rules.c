/* Unit tests of tab completion that knows the rules (complete-rules.c;
 * issue 17), in each of the three games: after `move UNIT` only the
 * hexes the unit may enter next (and after a step, the next step's),
 * after `fire UNIT` and `attack UNIT ->` only the enemies it may hit
 * now, and nothing where the rules allow nothing. */
#include "testutil.h"

#include <string.h>

#include "complete.h"
#include "session.h"

static void
run(struct session *s, const char *line)
{
	const struct cmd_entry *e;
	struct buf out;
	char **argv, *why = NULL;
	int argc;

	buf_init(&out);
	argc = words_split(line, &argv, &why);
	assert_true(argc > 0);
	assert_non_null(e = cmd_find(argv[0], &why));
	if (session_run(s, e, argc - 1, argv + 1, &out, &why) == CMD_ERROR)
		fail_msg("%s: %s", line, why);
	words_free_argv(argc, argv);
	buf_free(&out);
}

static void
start(struct session *s, const char *game, const char *scenario, int seed)
{
	struct buf out;
	char *why = NULL;

	session_init(s, test_datadir());
	buf_init(&out);
	if (session_new(s, game, scenario, (uint64_t)seed, NULL, &out,
	    &why) != 0)
		fail_msg("%s: %s", game, why);
	buf_free(&out);
}

/* The candidates after line, as one string "a b c" (sorted). */
static char *
after(struct session *s, const char *line)
{
	struct buf b;
	char **v;
	int n, i;

	v = complete_candidates(s, line, (int)strlen(line), "", &n);
	buf_init(&b);
	buf_puts(&b, "");
	for (i = 0; i < n; i++)
		buf_printf(&b, "%s%s", i ? " " : "", v[i]);
	words_free_argv(n, v);
	return buf_steal(&b);
}

#define SAYS(s, line, want) do {					\
	char *got_ = after((s), (line));				\
	assert_string_equal(got_, (want));				\
	free(got_);							\
} while (0)

/* battle-of-agincourt §5.1, §7, §9, §10 (Figure 6's position) */
static void
test_complete_battle_of_agincourt(void **state)
{
	struct session s;

	(void)state;
	start(&s, "battle-of-agincourt", NULL, 6);
	run(&s, "new empty seed=6");
	run(&s, "place e10 1215 n");
	run(&s, "place e18 1115 n");
	run(&s, "place e01 1116 n");
	run(&s, "place f11 1214 s");
	run(&s, "place e11 1315 ne");
	/* e10's front is blocked; e11 moves through its front (n, ne, se) */
	SAYS(&s, "move e10 ", "");
	SAYS(&s, "move e11 ", "1314 1414 1415");
	SAYS(&s, "move e11 1414 ", "1413 1514 1515");
	SAYS(&s, "attack e10 -> ", "");		/* not in the Movement phase */
	run(&s, "next");
	SAYS(&s, "fire e18 ", "f11");
	SAYS(&s, "fire e10 ", "");		/* men-at-arms do not shoot */
	run(&s, "next");
	SAYS(&s, "attack e10 -> ", "f11");
	SAYS(&s, "attack e11 -> ", "");		/* 1214 is not in its front */
	session_free(&s);
}

/* st-albans §7: no facing, 4 MP */
static void
test_complete_st_albans(void **state)
{
	struct session s;
	char *got;

	(void)state;
	start(&s, "st-albans", "first-st-albans", 3);
	got = after(&s, "move y07 ");
	assert_non_null(strstr(got, "1720"));
	assert_non_null(strstr(got, "1621"));
	assert_null(strstr(got, "1620"));	/* where it stands */
	free(got);
	SAYS(&s, "attack y07 -> ", "");
	session_free(&s);
}

/* spi-agincourt §20.13D: on Game-Turn 1 only the front-line cavalry
 * moves, and only on its charge side */
static void
test_complete_spi_agincourt(void **state)
{
	struct session s;
	char *got;

	(void)state;
	start(&s, "spi-agincourt", "historical", 1);
	SAYS(&s, "move fl01 ", "");
	SAYS(&s, "move f09 ", "");		/* not flipped yet */
	run(&s, "flip f09");
	got = after(&s, "move f09 ");
	assert_true(strlen(got) > 0);
	free(got);
	session_free(&s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_complete_battle_of_agincourt),
		cmocka_unit_test(test_complete_st_albans),
		cmocka_unit_test(test_complete_spi_agincourt),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

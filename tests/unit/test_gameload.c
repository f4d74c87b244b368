/* test_gameload: game_load, which reads a scenario's YAML on a second
 * thread while the game loads (src/gameload.h, issue 10), gives exactly
 * what gamedata_load and then scenario_load give one after the other:
 * the same scenario, field by field, for every scenario of the games in
 * the tree and for a set-up of thousands of units (bench/bigboard), and
 * the same refusal, word for word, for every way the pair can fail. */
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gameload.h"
#include "util.h"

static char dir[64];

static void
write_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	assert_non_null(f);
	fputs(text, f);
	assert_int_equal(fclose(f), 0);
}

/* A scratch data directory holding a copy of the tiny game. */
static int
setup(void **state)
{
	char *p;

	(void)state;
	/* every scenario on the second thread, however small (the default
	 * reads files under 32 KB on the first: see the last test) */
	game_load_thread_bytes(0);
	test_mkdtemp(dir, sizeof dir, "gameload");
	p = xprintf("mkdir -p '%s/scenarios' '%s/tables' && "
	    "cp -R '%s/scenarios/tiny' '%s/scenarios/' && "
	    "cp -R '%s/tables/tiny' '%s/tables/'", dir, dir, test_tinydir(),
	    dir, test_tinydir(), dir);
	assert_int_equal(system(p), 0);
	free(p);
	return 0;
}

static int
teardown(void **state)
{
	(void)state;
	test_rmtree(dir);
	return 0;
}

static void
same_str(const char *a, const char *b)
{
	if (a == NULL || b == NULL)
		assert_ptr_equal(a, b);
	else
		assert_string_equal(a, b);
}

static void
same_ints(const int *a, const int *b, int n)
{
	if (a == NULL || b == NULL)
		assert_ptr_equal(a, b);
	else
		assert_memory_equal(a, b, sizeof *a * (size_t)n);
}

static void
same_scenario(const struct gamedata *gd, const struct scenario *a,
    const struct scenario *b)
{
	int i;

	same_str(a->id, b->id);
	same_str(a->title, b->title);
	same_str(a->description, b->description);
	same_str(a->reconstructed, b->reconstructed);
	assert_int_equal(a->is_default, b->is_default);
	same_str(a->hook_script, b->hook_script);
	assert_int_equal(a->nhooks, b->nhooks);
	for (i = 0; i < a->nhooks; i++) {
		same_str(a->hooks[i].event, b->hooks[i].event);
		same_str(a->hooks[i].proc, b->hooks[i].proc);
	}
	/* placements and marks are ints only: compared whole */
	assert_int_equal(a->nsetup, b->nsetup);
	if (a->nsetup > 0)
		assert_memory_equal(a->setup, b->setup,
		    sizeof *a->setup * (size_t)a->nsetup);
	assert_int_equal(a->nsides, b->nsides);
	if (a->nsides > 0)
		assert_memory_equal(a->sides, b->sides,
		    sizeof *a->sides * (size_t)a->nsides);
	same_ints(a->fire_penalty, b->fire_penalty, gd->nfactions);
	same_str(a->fire_penalty_why, b->fire_penalty_why);
	assert_int_equal(a->turns, b->turns);
	assert_int_equal(a->first, b->first);
	assert_int_equal(a->ntally_start, b->ntally_start);
	same_ints(a->tally_start, b->tally_start, 3 * a->ntally_start);
	assert_int_equal(a->nspecial, b->nspecial);
	for (i = 0; i < a->nspecial; i++)
		same_str(a->special[i], b->special[i]);
}

/* The serial pair: what build() did before game_load. */
static int
serial(const char *datadir, const char *game, const char *scenario,
    struct gamedata **gd, struct scenario **sc, char **cause)
{
	*sc = NULL;
	if (gamedata_load(datadir, game, gd, cause) != 0)
		return -1;
	if (scenario != NULL && scenario_load(*gd, scenario, sc,
	    cause) != 0) {
		gamedata_free(*gd);
		*gd = NULL;
		return -1;
	}
	return 0;
}

/* game_load_beside's work beside the load: counted, to show it ran
 * once. */
static void
beside(void *arg)
{
	(*(int *)arg)++;
}

/* Loads the pair serially and one other way (game_load, or with
 * beside: game_load_beside); both succeed and agree, or both fail with
 * the same words and leave nothing.  Returns the serial rc. */
static int
one_way(int with_beside, const char *datadir, const char *game,
    const char *scenario, const char *want)
{
	struct gamedata *g1 = NULL, *g2 = (void *)1;
	struct scenario *s1 = NULL, *s2 = (void *)1;
	char *c1 = NULL, *c2 = NULL;
	int r1, r2, ran = 0;

	r1 = serial(datadir, game, scenario, &g1, &s1, &c1);
	if (!with_beside)
		r2 = game_load(datadir, game, scenario, &g2, &s2, &c2);
	else {
		r2 = game_load_beside(datadir, game, scenario, beside, &ran,
		    &g2, &s2, &c2);
		assert_int_equal(ran, 1);
	}
	if (r1 != r2)
		fail_msg("%s/%s: serial %d (%s), threaded %d (%s)", game,
		    scenario ? scenario : "-", r1, c1 ? c1 : "", r2,
		    c2 ? c2 : "");
	if (r1 != 0) {
		assert_null(g2);
		assert_null(s2);
		assert_non_null(c1);
		assert_non_null(c2);
		assert_string_equal(c1, c2);
		if (want != NULL && strstr(c1, want) == NULL)
			fail_msg("expected \"%s\" in \"%s\"", want, c1);
		free(c1);
		free(c2);
		return r1;
	}
	assert_null(c2);
	assert_non_null(g2);
	assert_int_equal(g1->nunits, g2->nunits);
	assert_int_equal(gd_ncells(g1), gd_ncells(g2));
	same_str(g1->dir, g2->dir);
	if (scenario == NULL) {
		assert_null(s2);
	} else {
		assert_non_null(s1);
		assert_non_null(s2);
		same_scenario(g1, s1, s2);
	}
	scenario_free(s1);
	scenario_free(s2);
	gamedata_free(g2);
	gamedata_free(g1);
	return 0;
}

static int
both(const char *datadir, const char *game, const char *scenario,
    const char *want)
{
	int rc = one_way(0, datadir, game, scenario, want);

	assert_int_equal(one_way(1, datadir, game, scenario, want), rc);
	return rc;
}

/* Every scenario of the games in the tree, and none. */
static void
test_tree_scenarios_load_the_same(void **state)
{
	static const char *const games[] = { "battle-of-agincourt",
	    "st-albans" };
	char **names;
	struct gamedata *gd;
	char *cause = NULL;
	size_t g;
	int n, i, seen = 0;

	(void)state;
	for (g = 0; g < nitems(games); g++) {
		if (gamedata_load(test_datadir(), games[g], &gd, &cause) != 0)
			fail_msg("%s", cause);
		names = gd_scenario_names(gd, &n);
		gamedata_free(gd);
		for (i = 0; i < n; i++, seen++)
			assert_int_equal(both(test_datadir(), games[g],
			    names[i], NULL), 0);
		words_free_argv(n, names);
		assert_int_equal(both(test_datadir(), games[g], NULL, NULL),
		    0);
	}
	assert_true(seen >= 3);
	assert_int_equal(both(test_tinydir(), "tiny", "basic", NULL), 0);
}

/* A set-up of 2,000 placements, long enough for the two threads to
 * overlap, read again many times. */
static void
test_big_setup_loads_the_same(void **state)
{
	char *cmd;
	int i;

	(void)state;
	cmd = xprintf("sh '%s/bench/bigboard' --size 100 --units 2000 "
	    "--out '%s' > /dev/null", getenv("HERALD_SRCDIR") ?
	    getenv("HERALD_SRCDIR") : ".", dir);
	assert_int_equal(system(cmd), 0);
	free(cmd);
	for (i = 0; i < 8; i++)
		assert_int_equal(both(dir, "bigboard-100-2000", "big", NULL),
		    0);
}

/* Each way the pair fails: the same reason, the game's first. */
static void
test_refusals_are_the_same(void **state)
{
	char *sdir = xprintf("%s/scenarios/tiny", dir);
	char *bad = xprintf("%s/bad.yaml", sdir);
	char *game = xprintf("%s/game.yaml", sdir), *keep;
	FILE *f;
	long len;

	(void)state;
	/* names that are not names, and files that are not there */
	both(dir, "tiny", "", "is not a scenario name");
	both(dir, "tiny", "game", "is not a scenario name");
	both(dir, "tiny", "../tiny/basic", "is not a scenario name");
	both(dir, "tiny", "nosuch", "tiny/nosuch.yaml: No such file");
	both(dir, "nosuch", "basic", "no game \"nosuch\"");
	both(dir, "../tiny", "basic", "is not a game name");
	both(dir, "", "basic", "is not a game name");
	/* a scenario that is not YAML, or not a scenario */
	write_file(bad, "scenario: bad\ngame: tiny\ntitle: [unclosed\n");
	both(dir, "tiny", "bad", "tiny/bad.yaml:");
	write_file(bad, "scenario: bad\ngame: tiny\ntitle: Bad\n"
	    "setup:\n  r1: 0104 n\n  r1: 0402 s\n");
	both(dir, "tiny", "bad", "tiny/bad.yaml:6:3: key \"r1\" appears "
	    "twice");
	write_file(bad, "scenario: bad\ngame: tiny\ntitle: Bad\n"
	    "setup:\n  x9: 0104 n\n");
	both(dir, "tiny", "bad", "tiny/bad.yaml:5:3: expected a unit id");
	write_file(bad, "scenario: other\ngame: tiny\ntitle: Bad\n");
	both(dir, "tiny", "bad", "tiny/bad.yaml:1:11: expected scenario: "
	    "bad");
	/* a broken game: its reason, whatever the scenario's */
	f = fopen(game, "r");
	assert_non_null(f);
	fseek(f, 0, SEEK_END);
	len = ftell(f);
	rewind(f);
	keep = xcalloc((size_t)len + 1, 1);
	assert_int_equal(fread(keep, 1, (size_t)len, f), (size_t)len);
	fclose(f);
	write_file(game, "game: tiny\ntitle: [unclosed\n");
	both(dir, "tiny", "bad", "tiny/game.yaml:");
	both(dir, "tiny", "basic", "tiny/game.yaml:");
	both(dir, "tiny", NULL, "tiny/game.yaml:");
	write_file(game, keep);
	assert_int_equal(both(dir, "tiny", "basic", NULL), 0);
	unlink(bad);
	free(keep);
	free(game);
	free(bad);
	free(sdir);
}

/* With the default threshold, the tree's small scenarios are read on
 * the first thread: the same games again. */
static void
test_small_files_on_one_thread_the_same(void **state)
{
	game_load_thread_bytes(32 * 1024);
	test_tree_scenarios_load_the_same(state);
	game_load_thread_bytes(0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tree_scenarios_load_the_same),
		cmocka_unit_test(test_big_setup_loads_the_same),
		cmocka_unit_test(test_refusals_are_the_same),
		cmocka_unit_test(test_small_files_on_one_thread_the_same),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}

/* test_pctgame: a game's percentile tables (src/pctgame.c): the proving
 * game's volley table loads from `tables: percentile:`, is found by name
 * and its columns by label or number, asks for the ones die only after
 * the tens dice whose decade is split; a broken declaration or table
 * file is refused at its file:line:col. */
#include "testutil.h"

#include <string.h>

#include "gamedata.h"
#include "pctgame.h"
#include "util.h"

static void
test_volley(void **state)
{
	struct gamedata *gd;
	const struct pct_table *t;
	char *cause = NULL;
	int need[10], i;

	(void)state;
	if (gamedata_load(test_tinydir(), "proving", &gd, &cause) != 0)
		fail_msg("proving: %s", cause);
	assert_int_equal(gd->npct, 1);
	assert_null(pct_game_find(gd, "Volley"));
	t = pct_game_find(gd, "volley");
	assert_non_null(t);
	assert_string_equal(t->section, "8.3");
	assert_int_equal(pct_game_column(t, "adjacent"), 0);
	assert_int_equal(pct_game_column(t, "2 hexes"), 1);
	assert_int_equal(pct_game_column(t, "2"), 1);
	assert_int_equal(pct_game_column(t, "3"), -1);
	assert_int_equal(pct_game_column(t, "0"), -1);
	assert_int_equal(pct_game_column(t, ""), -1);
	/* adjacent: only a tens die of 4 (40-44 rout, 45-49 miss) */
	assert_int_equal(pct_need_ones(t, 0, need), 1);
	for (i = 0; i < 10; i++)
		assert_int_equal(need[i], i == 4);
	/* 2 hexes: a 1 (10-15 hit, 16-19 miss), and a 0, which stands
	 * for 01-09 (hit) and 00 (miss) */
	assert_int_equal(pct_need_ones(t, 1, need), 2);
	for (i = 0; i < 10; i++)
		assert_int_equal(need[i], i <= 1);
	gamedata_free(gd);
}

static char *
slurp(const char *path)
{
	FILE *f = fopen(path, "r");
	struct buf b;
	char chunk[4096];
	size_t n;

	assert_non_null(f);
	buf_init(&b);
	while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
		buf_add(&b, chunk, n);
	fclose(f);
	return buf_steal(&b);
}

/* The proving game with the first `from` of file (under dir: scenarios
 * or tables) replaced by `to` fails to load at the line:col of `at`
 * (searched from the replacement), saying fragment. */
static void
broken(const char *dir, const char *file, const char *from, const char *to,
    const char *at, const char *fragment)
{
	struct gamedata *bad = NULL;
	char root[128], prefix[256];
	char *cmd, *path, *text, *p, *q, *out, *cause = NULL;
	int line = 1, col;
	FILE *f;

	test_mkdtemp(root, sizeof root, "pctgame");
	cmd = xprintf("mkdir -p '%s/scenarios' '%s/tables' && "
	    "cp -r '%s/scenarios/proving' '%s/scenarios/' && "
	    "cp -r '%s/tables/proving' '%s/tables/'", root, root,
	    test_tinydir(), root, test_tinydir(), root);
	assert_int_equal(system(cmd), 0);
	free(cmd);
	path = xprintf("%s/%s/proving/%s", root, dir, file);
	text = slurp(path);
	if ((p = strstr(text, from)) == NULL)
		fail_msg("%s not in the proving %s", from, file);
	*p = '\0';
	out = xprintf("%s%s%s", text, to, p + strlen(from));
	q = strstr(out + (p - text), at);
	assert_non_null(q);
	for (p = out, col = 1; p < q; p++) {
		col++;
		if (*p == '\n') {
			line++;
			col = 1;
		}
	}
	f = fopen(path, "w");
	assert_non_null(f);
	fputs(out, f);
	assert_int_equal(fclose(f), 0);
	snprintf(prefix, sizeof prefix, "proving/%s:%d:%d: ", file, line, col);
	if (gamedata_load(root, "proving", &bad, &cause) == 0) {
		gamedata_free(bad);
		fail_msg("the broken game loaded (expected %s%s)", prefix,
		    fragment);
	}
	if (strstr(cause, prefix) == NULL || strstr(cause, fragment) == NULL)
		fail_msg("expected \"%s...%s...\", got \"%s\"", prefix,
		    fragment, cause);
	free(cause);
	free(out);
	free(text);
	free(path);
	test_rmtree(root);
}

static void
test_broken(void **state)
{
	(void)state;
	broken("scenarios", "game.yaml", "percentile: [volley.yaml]",
	    "percentile: volley.yaml", "volley.yaml", "percentile");
	broken("scenarios", "game.yaml", "percentile: [volley.yaml]",
	    "percentile: [volley.yaml, volley.yaml]", "volley.yaml]",
	    "a second percentile table named \"volley\"");
	broken("scenarios", "game.yaml", "percentile: [volley.yaml]",
	    "percentile: [../proving/volley.yaml]", "../",
	    "expected a file name in tables/proving/");
	broken("scenarios", "game.yaml", "percentile: [volley.yaml]",
	    "percentile: [[volley.yaml]]", "[volley.yaml]]",
	    "expected a percentile table's file name");
	broken("tables", "volley.yaml", "\"40-44\": rout", "\"39-44\": rout",
	    "\"39-44\"", "39");
	broken("tables", "volley.yaml", "\"16-00\": miss", "\"16-00\": graze",
	    "graze", "\"graze\" is not one of the results of volley");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_volley),
		cmocka_unit_test(test_broken),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

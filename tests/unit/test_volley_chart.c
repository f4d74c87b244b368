/* test_volley_chart: SPI's Agincourt Fire Combat Results Table laid out
 * from its data (src/volley-chart.c, `table fire`, §8.7): 8.7's crossbow
 * example as strike bands, a rebuilt row marked with its reason, the
 * refusals naming what the table has; and the words a morale loss is
 * said in (src/gamewords.c): "step" by default, SPI's "line" (§10.22). */
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "complete.h"
#include "gamedata.h"
#include "gamewords.h"
#include "session.h"
#include "util.h"
#include "volley-chart.h"

static struct gamedata *gd;

static int
setup(void **state)
{
	char *why = NULL;

	(void)state;
	if (gamedata_load(test_datadir(), "spi-agincourt", &gd, &why) != 0)
		fail_msg("spi-agincourt: %s", why);
	return 0;
}

static int
teardown(void **state)
{
	(void)state;
	gamedata_free(gd);
	return 0;
}

static char *
chart(const char *firer, const char *target, int hexes, int volleys)
{
	struct volley_ask q = { firer, target, hexes, volleys };
	struct buf b;
	char *why = NULL, *s;

	buf_init(&b);
	if (volley_chart(gd, &q, 80, &b, &why) != 0) {
		buf_free(&b);
		return why;
	}
	s = xstrdup(b.s != NULL ? b.s : "");
	buf_free(&b);
	return s;
}

static void
test_spi_8_7_crossbow_example_bands(void **state)
{
	char *s;

	(void)state;
	assert_true(volley_chart_has(gd));
	s = chart("crossbow", "archers", 3, 2);
	assert_non_null(strstr(s, "Crossbow firing at Archers (§8.7)"));
	assert_non_null(strstr(s, "3 hexes, 2 volleys: 01-23 1 strike, "
	    "24-25 2 strikes, 26-00 none"));
	free(s);
	/* a target named by its unit type: its class */
	s = chart("crossbow", "longbow", 3, 2);
	assert_non_null(strstr(s, "01-23 1 strike, 24-25 2 strikes"));
	free(s);
}

static void
test_spi_8_7_rebuilt_row_marked(void **state)
{
	char *s;

	(void)state;
	s = chart("longbow", "cavalry", 0, 0);
	assert_non_null(strstr(s, "4*       \xe2\x80\x93   \xe2\x80\x93"));
	assert_non_null(strstr(s, "* reconstructed: SPI's Agincourt: "
	    "archery, A1"));
	free(s);
	/* a printed table says nothing of a reconstruction */
	s = chart("crossbow", "archers", 0, 0);
	assert_null(strstr(s, "reconstructed"));
	assert_non_null(strstr(s, "3 hexes  1        13  23"));
	free(s);
}

static void
test_spi_8_7_refusals(void **state)
{
	char *s;

	(void)state;
	s = chart("pike", NULL, 0, 0);
	assert_non_null(strstr(s, "no table of fire for \"pike\""));
	assert_non_null(strstr(s, "longbow, crossbow, shortbow or artillery"));
	free(s);
	s = chart("crossbow", "cavalry", 0, 0);
	assert_non_null(strstr(s, "TARGET men-at-arms or archers"));
	free(s);
	s = chart("crossbow", "archers", 5, 0);
	assert_non_null(strstr(s, "no column of 5 hexes"));
	free(s);
	s = chart("crossbow", "archers", 3, 3);
	assert_non_null(strstr(s, "lists 1 to 2 volleys at 3 hexes"));
	free(s);
	s = chart("longbow", NULL, 3, 0);
	assert_non_null(strstr(s, "a range is read in one table"));
	free(s);
}

static int
has(char **v, int n, const char *w)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcmp(v[i], w) == 0)
			return 1;
	return 0;
}

/* tab completion offers the table, its firers and its targets */
static void
test_spi_8_7_fire_completes(void **state)
{
	struct session s;
	char **v;
	int n;

	(void)state;
	memset(&s, 0, sizeof s);
	s.gd = gd;
	v = complete_candidates(&s, "table f", 6, "f", &n);
	assert_true(has(v, n, "fire"));
	words_free_argv(n, v);
	v = complete_candidates(&s, "table fire c", 11, "c", &n);
	assert_true(has(v, n, "crossbow") && has(v, n, "cavalry"));
	words_free_argv(n, v);
	v = complete_candidates(&s, "table fire crossbow a", 20, "a", &n);
	assert_true(has(v, n, "archers") && has(v, n, "artillery"));
	words_free_argv(n, v);
}

static void
test_spi_10_22_loss_words(void **state)
{
	(void)state;
	/* shared C says no rulebook's word: a step by default */
	assert_string_equal(gamewords_get(NULL, W_LOSS), "step");
	assert_string_equal(gamewords_get(NULL, W_LOSSES), "steps");
	assert_string_equal(gamewords_key(W_LOSS), "loss");
	/* SPI's game.yaml says a line (10.21, 10.22) */
	assert_string_equal(gamewords_get(gd, W_LOSS), "line");
	assert_string_equal(gamewords_get(gd, W_LOSSES), "lines");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_spi_8_7_crossbow_example_bands),
		cmocka_unit_test(test_spi_8_7_rebuilt_row_marked),
		cmocka_unit_test(test_spi_8_7_refusals),
		cmocka_unit_test(test_spi_8_7_fire_completes),
		cmocka_unit_test(test_spi_10_22_loss_words),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}

/* test_volley: fire by volleys (src/volley*.c) on SPI's Agincourt Fire
 * Combat Results Table (tables/spi-agincourt/fire.yaml, §8.7): 8.7's
 * crossbow example as bands, printed cells carried verbatim, the empty
 * "4 Strikes" rows rebuilt and marked, every printed cell within 2
 * points of the binomial model (spi-notes: a check of the transcription),
 * and broken tables refused at file:line:col. */
#include "testutil.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gamedata.h"
#include "percentile.h"
#include "util.h"
#include "volley.h"

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

static const struct volley_table *
table(const char *firer, const char *target)
{
	const struct volley_rules *vr = gd->volley;
	int i;

	assert_non_null(vr);
	for (i = 0; i < vr->ntables; i++)
		if (vr->tables[i].firer == gd_type(gd, firer) &&
		    strcmp(vr->tables[i].target, target) == 0)
			return &vr->tables[i];
	fail_msg("no table %s at %s", firer, target);
	return NULL;
}

/* The cumulative cell: up to k strikes with n volleys at hexes. */
static int
cum(const struct volley_table *t, int hexes, int n, int k)
{
	assert_true(hexes >= 1 && hexes <= t->ncol);
	assert_true(n >= 1 && n <= t->col[hexes - 1].nvolleys);
	return t->col[hexes - 1].cum[n - 1][k - 1];
}

/* §8.7's example: crossbow at archers, 3 hexes, 2 volleys: 01-23 one
 * strike, 24-25 two, 26-00 none. */
static void
test_spi_8_7_crossbow_example_bands(void **state)
{
	const struct volley_table *t = table("crossbow", "archers");
	const struct pct_column *c;
	long ways[PCT_RESULTS_MAX];
	int r;

	(void)state;
	c = &t->pct->col[t->col[2].pct0 + 1];
	assert_string_equal(c->label, "3 hexes, 2 volleys");
	for (r = 1; r <= 100; r++)
		assert_int_equal(c->at[r], r <= 23 ? 1 : r <= 25 ? 2 : 0);
	assert_int_equal(pct_chances(t->pct, t->col[2].pct0 + 1, ways), 100);
	assert_int_equal(ways[0], 75);
	assert_int_equal(ways[1], 23);
	assert_int_equal(ways[2], 2);
	assert_int_equal(ways[3], 0);
	assert_int_equal(ways[4], 0);
	/* 1 volley: 13, never two */
	assert_int_equal(cum(t, 3, 1, 1), 13);
	assert_int_equal(cum(t, 3, 1, 2), 13);
}

/* Printed cells as printed; a dash does not rise. */
static void
test_spi_8_7_printed_cells(void **state)
{
	const struct volley_table *t;

	(void)state;
	t = table("longbow", "men-at-arms");
	assert_int_equal(t->ncol, 6);
	assert_int_equal(t->col[0].nvolleys, 3);
	assert_int_equal(t->col[2].nvolleys, 6);
	assert_int_equal(cum(t, 1, 1, 1), 17);
	assert_int_equal(cum(t, 1, 3, 2), 43);
	assert_int_equal(cum(t, 3, 4, 3), 37);
	assert_int_equal(cum(t, 3, 6, 3), 50);
	assert_int_equal(cum(t, 3, 1, 3), 11);	/* "11" over "–" over "–" */
	assert_int_equal(cum(t, 6, 6, 1), 6);
	assert_int_equal(t->col[2].recon, 0);
	t = table("longbow", "cavalry");
	assert_int_equal(cum(t, 1, 3, 3), 53);
	assert_int_equal(cum(t, 6, 5, 2), 10);
	t = table("shortbow", "archers");
	assert_int_equal(t->ncol, 5);
	assert_int_equal(cum(t, 3, 4, 3), 47);
	t = table("shortbow", "men-at-arms");
	assert_int_equal(cum(t, 5, 4, 1), 4);
	t = table("crossbow", "men-at-arms");
	assert_int_equal(t->ncol, 4);
	assert_int_equal(t->col[3].nvolleys, 2);
	assert_int_equal(cum(t, 4, 2, 1), 2);
	/* §19.0: the battery, 6% at every range to 12 */
	t = table("artillery", "any");
	assert_int_equal(t->ncol, 12);
	assert_int_equal(cum(t, 12, 1, 1), 6);
}

/* The empty "4 Strikes" rows, rebuilt by the binomial model and marked. */
static void
test_spi_8_7_four_strikes_rebuilt(void **state)
{
	const struct volley_table *t;

	(void)state;
	t = table("longbow", "cavalry");
	assert_true(t->col[2].recon & 8u);
	assert_non_null(strstr(t->col[2].recon_why, "archery, A1"));
	assert_int_equal(cum(t, 3, 4, 4), 53);	/* no rise */
	assert_int_equal(cum(t, 3, 5, 4), 61);
	assert_int_equal(cum(t, 3, 6, 4), 67);
	assert_int_equal(cum(t, 4, 6, 4), 60);	/* no rise at 4 hexes */
	assert_int_equal(t->col[0].recon, 0);
	t = table("longbow", "archers");
	assert_int_equal(cum(t, 3, 3, 4), 56);
	assert_int_equal(cum(t, 3, 4, 4), 67);
	assert_int_equal(cum(t, 3, 5, 4), 75);
	assert_int_equal(cum(t, 3, 6, 4), 80);
	assert_int_equal(cum(t, 4, 4, 4), 57);
	assert_int_equal(cum(t, 4, 5, 4), 65);
	assert_int_equal(cum(t, 4, 6, 4), 72);
	assert_true(t->col[3].recon & 8u);
	assert_int_equal(t->col[4].recon, 0);
}

static double
binomial(int n, double p, int k)
{
	double s = 0, c;
	int i, j;

	for (i = 1; i <= k && i <= n; i++) {
		c = 1;
		for (j = 0; j < i; j++)
			c = c * (n - j) / (j + 1);
		s += c * pow(p, i) * pow(1 - p, n - i);
	}
	return 100 * s;
}

/* spi-notes: every cell within 2 points of 100 P(1 <= strikes <= k),
 * p the column's 1-volley cell: a check that the table was typed in
 * right. */
static void
test_spi_8_7_cells_fit_the_binomial_model(void **state)
{
	const struct volley_rules *vr = gd->volley;
	const struct volley_table *t;
	const struct volley_column *c;
	int i, k, n, col;
	double p;

	(void)state;
	for (i = 0; i < vr->ntables; i++) {
		t = &vr->tables[i];
		if (strcmp(t->target, "any") == 0)
			continue;	/* §19.0: one chance, not a table */
		for (col = 0; col < t->ncol; col++) {
			c = &t->col[col];
			p = c->cum[0][0] / 100.0;
			for (n = 1; n <= c->nvolleys; n++)
				for (k = 1; k <= VOLLEY_STRIKES_MAX; k++)
					if (fabs(c->cum[n - 1][k - 1] -
					    binomial(n, p, k)) > 2.0)
						fail_msg("%s, %d hexes, %d "
						    "volleys, %d strikes: %d, "
						    "the model %.1f", t->title,
						    c->hexes, n, k,
						    c->cum[n - 1][k - 1],
						    binomial(n, p, k));
		}
	}
}

/* The fire block of a copy of the proving game with its table's text
 * replaced (from -> to): 0 when it loads, else the cause. */
static int
broken_in(const char *file, const char *from, const char *to, char **cause)
{
	struct gamedata *g = NULL;
	char root[128], *cmd;
	int rc;

	test_mkdtemp(root, sizeof root, "volley");
	cmd = xprintf("mkdir -p '%s/scenarios' '%s/tables' && "
	    "cp -rL '%s/scenarios/proving-fire' '%s/scenarios/' && "
	    "cp -rL '%s/tables/proving-fire' '%s/tables/' && "
	    "sed -i 's/%s/%s/' '%s/%s'", root, root, test_tinydir(), root,
	    test_tinydir(), root, from, to, root, file);
	assert_int_equal(system(cmd), 0);
	free(cmd);
	*cause = NULL;
	rc = gamedata_load(root, "proving-fire", &g, cause);
	if (rc == 0)
		gamedata_free(g);
	test_rmtree(root);
	return rc;
}

static int
broken(const char *from, const char *to, char **cause)
{
	return broken_in("tables/proving-fire/fire.yaml", from, to, cause);
}

static void
test_volley_table_refusals(void **state)
{
	char *cause;

	(void)state;
	assert_int_equal(broken("x", "x", &cause), 0);
	/* a cumulative chance that falls */
	assert_int_equal(broken("\"13 23\", 2: \"– 25\"",
	    "\"13 23\", 2: \"– 20\"", &cause), -1);
	assert_non_null(strstr(cause, "fire.yaml:"));
	assert_non_null(strstr(cause, "is below that of fewer"));
	free(cause);
	/* a row of another length */
	assert_int_equal(broken("2: \"– 25\"", "2: \"– 25 30\"", &cause), -1);
	assert_non_null(strstr(cause, "expected 2 cells"));
	free(cause);
	/* not a chance */
	assert_int_equal(broken("\"13 23\"", "\"13 x\"", &cause), -1);
	assert_non_null(strstr(cause, "not \"x\""));
	free(cause);
	/* columns out of order */
	assert_int_equal(broken("{hexes: 2, strikes: {1: \"24\"",
	    "{hexes: 3, strikes: {1: \"24\"", &cause), -1);
	assert_non_null(strstr(cause, "in order from 1 hex"));
	free(cause);
	/* a firer that is no unit type */
	assert_int_equal(broken("firer: shortbow", "firer: sling", &cause), -1);
	assert_non_null(strstr(cause, "expected a unit type"));
	free(cause);
}

/* The rules block names declared counters, stats and types: a name the
 * game does not declare is refused at game.yaml's line. */
static void
test_volley_block_refusals(void **state)
{
	const char *g = "scenarios/proving-fire/game.yaml";
	char *cause;

	(void)state;
	assert_int_equal(broken_in(g, "counter: arrows,", "counter: quivers,",
	    &cause), -1);
	assert_non_null(strstr(cause, "proving-fire/game.yaml:"));
	assert_non_null(strstr(cause, "expected a counter the game declares"));
	free(cause);
	assert_int_equal(broken_in(g, "side: archer}", "side: bowman}",
	    &cause), -1);
	assert_non_null(strstr(cause, "expected a side of the longbow"));
	free(cause);
	assert_int_equal(broken_in(g, "kind: volleys", "kind: salvoes",
	    &cause), -1);
	assert_non_null(strstr(cause, "expected kind: volleys"));
	free(cause);
	assert_int_equal(broken_in(g, "longbow: {rate: rof,",
	    "longbow: {rate: speed,", &cause), -1);
	assert_non_null(strstr(cause, "expected one of the game's stats"));
	free(cause);
	assert_int_equal(broken_in(g, "table: fire.yaml",
	    "table: ..\\/fire.yaml", &cause), -1);
	assert_non_null(strstr(cause, "expected a file name in tables/"));
	free(cause);
	assert_int_equal(broken_in(g, "all_or_none: {section: \"8.15\"}",
	    "all_or_none: {}", &cause), -1);
	assert_non_null(strstr(cause, "section"));
	free(cause);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_spi_8_7_crossbow_example_bands),
		cmocka_unit_test(test_spi_8_7_printed_cells),
		cmocka_unit_test(test_spi_8_7_four_strikes_rebuilt),
		cmocka_unit_test(test_spi_8_7_cells_fit_the_binomial_model),
		cmocka_unit_test(test_volley_table_refusals),
		cmocka_unit_test(test_volley_block_refusals),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}

/* test_chart: the charts of `rule crt`, `rule tec` and the chances
 * (src/chart*.c), for both games refereed: each renders from the data
 * the referee reads; the CRTs exactly as expected (their printed cells
 * checked against battle-of-agincourt Table 3 and st-albans's Combat
 * Result Table, the chances against battle-of-agincourt Table 4); every
 * reconstructed cell and only those marked; an unknown id names the
 * charts; a narrow terminal splits a table; no line over the width. */
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chart.h"
#include "combat.h"
#include "gamedata.h"
#include "reconstructed.h"
#include "util.h"

static struct gamedata *agincourt, *stalbans;

static int
group_setup(void **state)
{
	char *cause = NULL;

	(void)state;
	if (gamedata_load(test_datadir(), "battle-of-agincourt", &agincourt,
	    &cause) != 0 || gamedata_load(test_datadir(), "st-albans",
	    &stalbans, &cause) != 0) {
		fprintf(stderr, "%s\n", cause ? cause : "?");
		free(cause);
		return -1;
	}
	return 0;
}

static int
group_teardown(void **state)
{
	(void)state;
	gamedata_free(agincourt);
	gamedata_free(stalbans);
	return 0;
}

/* The chart as text; fails the test unless it renders. */
static char *
render(const struct gamedata *gd, const char *id, int width)
{
	struct buf b;
	char *cause = NULL;
	int rc;

	buf_init(&b);
	rc = chart_render(gd, id, width, &b, &cause);
	if (rc != 0)
		fail_msg("chart %s: %d %s", id, rc, cause ? cause : "");
	assert_null(cause);
	return buf_steal(&b);
}

static int
count(const char *s, const char *what)
{
	int n = 0;

	for (; (s = strstr(s, what)) != NULL; s++)
		n++;
	return n;
}

/* battle-of-agincourt Table 3: rows "<= 2" and 3 as printed, row 4 as
 * printed for 1:3 and 1:2 (1:4 read from Table 4), the rest rebuilt. */
static const char agincourt_crt[] =
	    "Combat results table (§11.3): the modified die roll (MDR: 2d6 plus the DRM)\n"
	    "down, the odds across\n"
	    "\n"
	    "MDR         1:4  1:3  1:2  1:1  3:2  2:1  3:1  4:1\n"
	    "----------  ---  ---  ---  ---  ---  ---  ---  ---\n"
	    "2 or less   E    E    E    E    E    E    E    E\n"
	    "3           M    M    M    E    E    E    E    E\n"
	    "4           -*1  M    M    M*2  E*2  E*2  E*3  E*3\n"
	    "5           -*2  -*2  M*2  M*2  M*2  E*2  E*3  E*3\n"
	    "6           -*2  -*2  -*2  -*2  M*2  M*2  E*3  E*3\n"
	    "7           -*2  -*2  -*2  -*2  -*2  M*2  M    E*3\n"
	    "8           -*2  -*2  -*2  -*2  -*2  M*2  M*3  M*3\n"
	    "9           -*2  -*2  -*2  -*2  -*2  M*2  M*3  M*3\n"
	    "10          -*2  -*2  -*2  -*2  -*2  -*2  M*3  M*3\n"
	    "11          -*2  -*2  -*2  -*2  -*2  -*2  -*3  M*3\n"
	    "12 or more  -*2  -*2  -*2  -*2  -*2  -*2  -*3  -*3\n"
	    "\n"
	    "E  Eliminated (§11.3)\n"
	    "M  Morale check (§11.3, 13)\n"
	    "-  no effect\n"
	    "\n"
	    "The odds (§11.1) are rounded down to a column; better than 4:1 is read on 4:1;\n"
	    "worse than 1:4 allows no attack.\n"
	    "\n"
	    "*1 reconstructed: see doc/reconstructions.md, entry 'Agincourt CRT: 1:4 at MDR\n"
	    "   4'\n"
	    "*2 reconstructed: see doc/reconstructions.md, entry 'Agincourt CRT: the cut-off\n"
	    "   rows'\n"
	    "*3 reconstructed: see doc/reconstructions.md, entry 'Agincourt CRT: the 3:1 and\n"
	    "   4:1 columns'\n";

/* st-albans's Combat Result Table: rows 1 to 3 as printed. */
static const char stalbans_crt[] =
	    "Combat results table (§9.7): the modified die roll (MDR: 1d6 plus the DRM) down,\n"
	    "the odds across\n"
	    "\n"
	    "MDR        1:2  2:3  1:1  3:2  2:1  3:1  4:1\n"
	    "---------  ---  ---  ---  ---  ---  ---  ---\n"
	    "1          DR   DT   D1   D1   D1R  D2   D2\n"
	    "2          DR   DR   DT   D1   D1   D1   D2\n"
	    "3          AR   AR   DR   DT   DT   DT   D1\n"
	    "4          AT*  AR*  -*   DR*  DT*  DT*  DT*\n"
	    "5          A1*  AT*  AR*  -*   DR*  DR*  DT*\n"
	    "6          A2*  A1*  AT*  AR*  -*   DR*  DR*\n"
	    "7 or more  A2*  A1*  AT*  AR*  AR*  -*   DR*\n"
	    "\n"
	    "D2   Defender loses 2 steps (§9.7, 9.9)\n"
	    "D1R  Defender loses 1 step and retreats (§9.7, 9.8, 9.9)\n"
	    "D1   Defender loses 1 step (§9.7, 9.9)\n"
	    "DT   Defender checks morale (§9.7, 9.10)\n"
	    "DR   Defender retreats 1 hex (§9.7, 9.8)\n"
	    "AR   Attacker retreats 1 hex (§9.7, 9.8)\n"
	    "AT   Attacker checks morale (§9.7, 9.10)\n"
	    "A1   Attacker loses 1 step (§9.7, 9.9)\n"
	    "A2   Attacker loses 2 steps (§9.7, 9.9)\n"
	    "-    no effect\n"
	    "\n"
	    "The odds (§9.5) are rounded down to a column; better than 4:1 is read on 4:1;\n"
	    "worse than 1:2 is read on it.\n"
	    "\n"
	    "* reconstructed: see doc/reconstructions.md, entry 'St Albans CRT rows 4-6'\n";

static void
test_agincourt_11_3_crt_exact(void **state)
{
	char *s = render(agincourt, "crt", 80);

	(void)state;
	assert_string_equal(s, agincourt_crt);
	free(s);
}

static void
test_st_albans_9_7_crt_exact(void **state)
{
	char *s = render(stalbans, "crt", 80);

	(void)state;
	assert_string_equal(s, stalbans_crt);
	free(s);
}

/* The row a table line names: "7", "2 or less", "12 or more". */
static int
row_roll(const char *line, int *lo, int *hi)
{
	char *end;
	long v = strtol(line, &end, 10);

	if (end == line)
		return -1;
	*lo = *hi = (int)v;
	if (strncmp(end, " or less", 8) == 0)
		*lo = -999;
	else if (strncmp(end, " or more", 8) == 0)
		*hi = 999;
	return (int)(strstr(line, "  ") - line);
}

/* Every cell of the CRT reads as the referee reads it, and is marked
 * exactly when the data marks a roll it covers reconstructed. */
static void
cells_match(const struct gamedata *gd)
{
	const struct crt *crt = &gd->combat.crt;
	char *s = render(gd, "crt", 200), *line, *nl, *tok, *save;
	int lo, hi, c, k, marked, rows = 0, nmarked = 0;

	for (line = s; (nl = strchr(line, '\n')) != NULL; line = nl + 1) {
		*nl = '\0';
		if (line[0] < '0' || line[0] > '9' || strstr(line, "  ") ==
		    NULL || (k = row_roll(line, &lo, &hi)) < 0)
			continue;	/* not a row of the table */
		rows++;
		save = NULL;
		for (c = 0; c < crt->ncols; c++) {
			tok = strtok_r(c == 0 ? line + k : NULL, " ", &save);
			assert_non_null(tok);
			k = (int)strcspn(tok, "*");
			marked = tok[k] == '*';
			tok[k] = '\0';
			assert_string_equal(tok, crt_result(crt, c,
			    lo > -999 ? lo : hi));
			assert_string_equal(tok, crt_result(crt, c,
			    hi < 999 ? hi : lo));
			if (lo == hi)
				assert_int_equal(marked,
				    recon_cell(crt, c, lo) != NULL);
			else
				assert_true(marked || recon_cell(crt, c,
				    lo > -999 ? lo : hi) == NULL);
			nmarked += marked;
		}
		assert_null(strtok_r(NULL, " ", &save));
	}
	assert_true(rows >= 7);
	assert_true(nmarked > 0);
	free(s);
}

static void
test_agincourt_crt_cells_marked(void **state)
{
	(void)state;
	cells_match(agincourt);
}

static void
test_st_albans_crt_cells_marked(void **state)
{
	(void)state;
	cells_match(stalbans);
}

/* battle-of-agincourt Table 4 (top: at 0 DRM; bottom: MC by MR). */
static void
test_agincourt_table_4_chances(void **state)
{
	static const char *printed[] = {
		"1:4   1/36 = 2.8%   1/18 = 5.6%   1/12 = 8.3%\n",
		"1:3   1/36 = 2.8%   5/36 = 13.9%  1/6 = 16.7%\n",
		"1:2   1/36 = 2.8%   1/4 = 25.0%   5/18 = 27.8%\n",
		"1:1   1/12 = 8.3%   7/36 = 19.4%  5/18 = 27.8%\n",
		"3:2   1/6 = 16.7%   1/4 = 25.0%   5/12 = 41.7%\n",
		"2:1   5/18 = 27.8%  5/9 = 55.6%   5/6 = 83.3%\n",
		"3:1*  5/12 = 41.7%  1/2 = 50.0%   11/12 = 91.7%\n",
		"Odds  P(E)          P(M)          P(E or M)\n",
		"3   35/36 = 97.2%\n", "5   5/6 = 83.3%\n",
		"6   13/18 = 72.2%\n", "7   7/12 = 58.3%\n",
		"8   5/12 = 41.7%\n",
		"* reconstructed: see doc/reconstructions.md, entry 'Agincourt",
	};
	char *s = render(agincourt, "chances", 80);
	size_t i;

	(void)state;
	for (i = 0; i < nitems(printed); i++)
		if (strstr(s, printed[i]) == NULL)
			fail_msg("no \"%s\" in:\n%s", printed[i], s);
	free(s);
}

static void
test_st_albans_chances_all_reconstructed(void **state)
{
	char *s = render(stalbans, "probabilities", 80);

	(void)state;
	assert_non_null(strstr(s, "1:2*  0"));
	assert_non_null(strstr(s, "4:1*  1/3 = 33.3%"));
	assert_non_null(strstr(s, "entry 'St Albans CRT rows 4-6'"));
	/* st-albans §9.10: lower nothing, equal retreat, higher a step */
	assert_non_null(strstr(s, "3    1/3 = 33.3%  1/6 = 16.7%  "
	    "1/2 = 50.0%\n"));
	free(s);
}

/* battle-of-agincourt Table 1 and its footnotes. */
static void
test_agincourt_1_1_terrain(void **state)
{
	char *s = render(agincourt, "terrain", 80);

	(void)state;
	assert_non_null(strstr(s, "Terrain         MF  DF    Rule\n"));
	assert_non_null(strstr(s, "Clear           1   -     1.1\n"));
	assert_non_null(strstr(s, "Woods           1*  x2*†  9.3\n"));
	assert_non_null(strstr(s, "Fortified line  1   x2*‡  10.0.2\n"));
	assert_non_null(strstr(s, "\n* Archers only: in the MF column, no "
	    "other unit may enter (§7.1); in the DF"));
	assert_non_null(strstr(s, "\n† against missile fire only\n"));
	assert_non_null(strstr(s, "\n‡ against mêlée only, and only when "));
	assert_null(strstr(s, "reconstructed"));
	free(s);
}

static void
test_st_albans_tec(void **state)
{
	char *s = render(stalbans, "tec", 80);

	(void)state;
	assert_non_null(strstr(s, "Terrain    MP           DRM  Column  "
	    "Retreat  ZOC    Rule\n"));
	assert_non_null(strstr(s, "Road       0.5          -    -       -"));
	assert_non_null(strstr(s, "Woods      2            -    -1"));
	assert_non_null(strstr(s, "River      impassable   -    -       no"
	    "       stops  TEC 6, 8\n"));
	assert_non_null(strstr(s, "Bridge     1, road 0.5  +1*"));
	/* the palisade's effects are herald's: marked, with its entry */
	assert_non_null(strstr(s, "\nPalisade†  -            +1*"));
	assert_non_null(strstr(s, "\n† reconstructed: see "
	    "doc/reconstructions.md, entry 'St Albans palisade'\n"));
	assert_int_equal(count(s, "†"), 2);
	free(s);
}

static void
test_unknown_chart_names_the_charts(void **state)
{
	struct buf b;
	char *cause = NULL;

	(void)state;
	buf_init(&b);
	buf_puts(&b, "kept");
	assert_int_equal(chart_render(agincourt, "weather", 80, &b, &cause),
	    -1);
	assert_string_equal(b.s, "kept");
	assert_non_null(cause);
	assert_string_equal(cause, "The Battle of Agincourt has no chart "
	    "\"weather\": its charts are crt, terrain and chances");
	free(cause);
	buf_free(&b);
}

/* A chart the game holds no data for: nothing, and 1 for the caller. */
static void
test_no_data_returns_1(void **state)
{
	struct buf b;
	char *cause = NULL;
	int n = stalbans->combat.crt.ncols;

	(void)state;
	buf_init(&b);
	stalbans->combat.crt.ncols = 0;
	assert_int_equal(chart_render(stalbans, "crt", 80, &b, &cause), 1);
	assert_int_equal(chart_render(stalbans, "chances", 80, &b, &cause),
	    1);
	assert_int_equal(chart_render(stalbans, "nope", 80, &b, &cause), -1);
	stalbans->combat.crt.ncols = n;
	assert_non_null(strstr(cause, "its chart is terrain"));
	assert_int_equal((int)b.len, 0);
	free(cause);
	buf_free(&b);
}

static void
test_ids_ignore_case(void **state)
{
	char *a = render(agincourt, "CRT", 80), *b = render(agincourt, "crt",
	    80);

	(void)state;
	assert_string_equal(a, b);
	free(a);
	free(b);
}

/* At 40 columns the eight odds columns of Table 3 do not fit: two
 * blocks, each with the rolls down its side; at 80 one. */
static void
test_narrow_width_splits(void **state)
{
	char *s = render(agincourt, "crt", 40);

	(void)state;
	assert_int_equal(count(s, "\nMDR "), 2);
	assert_non_null(strstr(s, "\nMDR         1:4  1:3  1:2  1:1  3:2  "
	    "2:1\n"));
	assert_non_null(strstr(s, "\nMDR         3:1  4:1\n"));
	assert_non_null(strstr(s, "\n7           M    E*3\n"));
	free(s);
	s = render(agincourt, "crt", 80);
	assert_int_equal(count(s, "\nMDR "), 1);
	free(s);
	s = render(stalbans, "chances", 80);
	assert_int_equal(count(s, "\nOdds "), 2);
	free(s);
}

static void
test_no_line_over_width(void **state)
{
	static const char *ids[] = { "crt", "terrain", "chances" };
	const struct gamedata *games[] = { agincourt, stalbans };
	const char *p, *nl;
	char *s;
	size_t g, i;
	int w, n;

	(void)state;
	for (g = 0; g < nitems(games); g++)
		for (i = 0; i < nitems(ids); i++)
			for (w = 30; w <= 132; w += 3) {
				s = render(games[g], ids[i], w);
				for (p = s; *p != '\0'; p = nl + 1) {
					nl = strchr(p, '\n');
					assert_non_null(nl);
					char *line = xstrndup(p,
					    (size_t)(nl - p));

					n = 0;
					for (char *q = line; *q; q++)
						n += (*q & 0xc0) != 0x80;
					if (n > w)
						fail_msg("%s %s at %d: %d: %s",
						    games[g]->id, ids[i], w, n,
						    line);
					assert_true(n == 0 ||
					    line[strlen(line) - 1] != ' ');
					free(line);
				}
				free(s);
			}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_agincourt_11_3_crt_exact),
		cmocka_unit_test(test_st_albans_9_7_crt_exact),
		cmocka_unit_test(test_agincourt_crt_cells_marked),
		cmocka_unit_test(test_st_albans_crt_cells_marked),
		cmocka_unit_test(test_agincourt_table_4_chances),
		cmocka_unit_test(test_st_albans_chances_all_reconstructed),
		cmocka_unit_test(test_agincourt_1_1_terrain),
		cmocka_unit_test(test_st_albans_tec),
		cmocka_unit_test(test_unknown_chart_names_the_charts),
		cmocka_unit_test(test_no_data_returns_1),
		cmocka_unit_test(test_ids_ignore_case),
		cmocka_unit_test(test_narrow_width_splits),
		cmocka_unit_test(test_no_line_over_width),
	};

	return cmocka_run_group_tests(tests, group_setup, group_teardown);
}

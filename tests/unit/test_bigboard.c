/* test_bigboard: boards past 99 x 99 (issue 10) through the session:
 * bench/bigboard writes a 120 x 120 game (CCCRRR labels) and a 30 x 30
 * one with A1 labels; hex_str speaks the labels of the game in play, and
 * tab completion offers hexes in them.  (tests/bigboard.test plays the
 * same boards through herald itself.) */
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "complete.h"
#include "session.h"

static char dir[] = "/tmp/herald-bigboard-XXXXXX";

static int
bigboard(const char *args)
{
	const char *src = getenv("HERALD_SRCDIR");
	char *cmd;
	int rc;

	cmd = xprintf("sh '%s/bench/bigboard' %s --out '%s' >/dev/null",
	    src != NULL ? src : ".", args, dir);
	rc = system(cmd);
	free(cmd);
	return rc;
}

static int
setup(void **state)
{
	(void)state;
	if (mkdtemp(dir) == NULL)
		return -1;
	if (bigboard("--size 120 --units 500") != 0 ||
	    bigboard("--size 30 --units 40 --labels A1") != 0)
		return -1;
	return 0;
}

static int
teardown(void **state)
{
	char *cmd = xprintf("rm -rf '%s'", dir);
	int rc = system(cmd);

	(void)state;
	free(cmd);
	return rc == 0 ? 0 : -1;
}

static void
play(struct session *s, const char *game)
{
	struct buf out;
	char *why = NULL;

	session_init(s, dir);
	buf_init(&out);
	if (session_new(s, game, "big", 1, NULL, &out, &why) != 0)
		fail_msg("%s: %s", game, why);
	buf_free(&out);
}

static int
has(char **v, int n, const char *s)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcmp(v[i], s) == 0)
			return 1;
	return 0;
}

static int
count(struct session *s, const char *line, const char *text)
{
	char **v;
	int n;

	v = complete_candidates(s, line, (int)(strlen(line) - strlen(text)),
	    text, &n);
	words_free_argv(n, v);
	return n;
}

static void
test_bigboard_cccrrr_labels_and_completion(void **state)
{
	struct session s;
	char **v;
	int n;

	(void)state;
	play(&s, "bigboard-120-500");
	assert_int_equal(s.gd->grid.labels, LABELS_CCCRRR);
	assert_int_equal(s.gd->grid.col_max, 120);
	assert_string_equal(hex_str(H(60, 61)), "060061");
	/* column 060, rows 001-099 */
	v = complete_candidates(&s, "range 0600", 6, "0600", &n);
	assert_int_equal(n, 99);
	assert_true(has(v, n, "060001") && has(v, n, "060099"));
	assert_false(has(v, n, "060100"));
	words_free_argv(n, v);
	/* columns 100-120, every row */
	assert_int_equal(count(&s, "range 1", "1"), 21 * 120);
	assert_int_equal(count(&s, "range 120120", "120120"), 1);
	assert_int_equal(count(&s, "range 121", "121"), 0);
	assert_int_equal(count(&s, "range 1214", "1214"), 0);
	/* a unit or a hex: the units r0001..r0009 */
	assert_int_equal(count(&s, "show r000", "r000"), 9);
	session_free(&s);
	/* with no game, hex_str is back to CCRR */
	assert_string_equal(hex_str(H(60, 61)), "6061");
}

static void
test_bigboard_letter_labels_and_completion(void **state)
{
	struct session s;
	char **v;
	int n;

	(void)state;
	play(&s, "bigboard-30-40-A1");
	assert_int_equal(s.gd->grid.labels, LABELS_A1);
	assert_int_equal(s.gd->grid.col_max, 30);
	assert_string_equal(hex_str(H(27, 10)), "AA10");
	/* A1..A30 and AA..AD, thirty rows each */
	v = complete_candidates(&s, "range A", 6, "A", &n);
	assert_int_equal(n, 5 * 30);
	assert_true(has(v, n, "A1") && has(v, n, "AD30"));
	words_free_argv(n, v);
	/* typed in small letters: the hexes, in capitals */
	v = complete_candidates(&s, "range ad3", 6, "ad3", &n);
	assert_int_equal(n, 2);
	assert_true(has(v, n, "AD3") && has(v, n, "AD30"));
	words_free_argv(n, v);
	assert_int_equal(count(&s, "range AE", "AE"), 0);
	session_free(&s);
}

/* game.yaml of the A1 board with its grid line's SED applied; the
 * loader's complaint */
static char *
load_edited(const char *sed)
{
	struct gamedata *gd = NULL;
	char *cmd, *cause = NULL;

	cmd = xprintf("sed -i '/^grid:/%s' "
	    "'%s/scenarios/bigboard-30-40-A1/game.yaml'", sed, dir);
	assert_int_equal(system(cmd), 0);
	free(cmd);
	if (gamedata_load(dir, "bigboard-30-40-A1", &gd, &cause) == 0) {
		gamedata_free(gd);
		fail_msg("%s: loaded", sed);
	}
	return cause;
}

static void
test_bigboard_grid_labels_refused(void **state)
{
	char *cause;

	(void)state;
	cause = load_edited("s/labels: A1/labels: CRCR/");
	assert_non_null(strstr(cause, "game.yaml:10:"));	/* the grid line */
	assert_non_null(strstr(cause, "expected CCRR"));
	assert_non_null(strstr(cause, "not \"CRCR\""));
	free(cause);
	/* CCRR stops at 99, and says what a bigger board needs */
	cause = load_edited("s/labels: CRCR/labels: CCRR/; "
	    "s/\"A-AD\"/\"01-120\"/");
	assert_non_null(strstr(cause, "\"columns\" as a range of two-digit "
	    "numbers"));
	assert_non_null(strstr(cause, "labels: CCCRRR"));
	free(cause);
	/* A1 columns are letters, up to ZZ */
	cause = load_edited("s/labels: CCRR/labels: A1/; "
	    "s/\"01-120\"/\"A-AAA\"/");
	assert_non_null(strstr(cause, "column letters such as \"A-Z\", at "
	    "most ZZ"));
	free(cause);
	/* with no game loaded, CCRR again */
	assert_string_equal(hex_str(H(60, 61)), "6061");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_bigboard_cccrrr_labels_and_completion),
		cmocka_unit_test(test_bigboard_letter_labels_and_completion),
		/* last: it spoils the A1 board */
		cmocka_unit_test(test_bigboard_grid_labels_refused),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}

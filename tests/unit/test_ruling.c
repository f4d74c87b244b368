/* test_ruling: the records of a ruling (src/ruling.c) and the one place
 * they become text (src/narrate-ruling.c), with a game's own words
 * (src/gamewords.c).  The expected lines are the text herald printed
 * before rulings were records (the transcripts of both games hold the
 * same lines); the records are built by hand here, not by a mechanism. */
#include "testutil.h"

#include <string.h>
#include <sys/stat.h>

#include "gamedata.h"
#include "gamewords.h"
#include "narrate.h"
#include "rules.h"
#include "ruling.h"
#include "util.h"

static char *
render(const struct gamedata *gd, const struct ruling *r)
{
	struct buf b;

	buf_init(&b);
	narrate_ruling(gd, r, &b);
	return b.s != NULL ? buf_steal(&b) : xstrdup("");
}

static void
assert_text(const struct gamedata *gd, const struct ruling *r,
    const char *want)
{
	char *got = render(gd, r);

	if (strcmp(got, want) != 0)
		fail_msg("rendered\n%s\nexpected\n%s", got, want);
	free(got);
}

/* Two attackers against a routed defender, the ratio rounded down. */
static void
test_odds_line(void **state)
{
	struct ruling r;
	struct ruling_step *s;

	(void)state;
	ruling_init(&r);
	s = ruling_add(&r, RS_ODDS_ATTACK, "g", NULL);
	ruling_num(s, "a", 4);
	ruling_num(s, "a", 3);
	ruling_num(s, "af", 7);
	s = ruling_add(&r, RS_ODDS_DEFENCE, "g", NULL);
	ruling_num(s, "df", 2);
	ruling_num(s, "routed", 1);
	s = ruling_add(&r, RS_ODDS_COLUMN, "g", "11.1");
	ruling_num(s, "af", 7);
	ruling_num(s, "df", 2);
	ruling_num(s, "how", 2);
	ruling_word(s, "3:1");
	ruling_word(s, "3:1");
	assert_text(NULL, &r, "odds: AF 7 (4 + 3) against DF 2 (routed: half "
	    "DF) is 7:2, rounded down to 3:1 (§11.1)\n");
	assert_int_equal(ruling_count(&r.step[0], "a"), 2);
	assert_int_equal(ruling_nth(&r.step[0], "a", 1), 3);
	assert_int_equal(ruling_get(&r.step[0], "charge", -5), -5);
	ruling_free(&r);
}

/* A defence doubled over the front, by reconstructed terrain; a column
 * the terrain shifted; one it could not. */
static void
test_doubled_and_shifted(void **state)
{
	struct ruling r;
	struct ruling_step *s;

	(void)state;
	ruling_init(&r);
	ruling_num(ruling_add(&r, RS_ODDS_ATTACK, "g", NULL), "af", 4);
	s = ruling_add(&r, RS_ODDS_DEFENCE, "g", "11.1");
	ruling_num(s, "df", 4);
	ruling_num(s, "df_base", 2);
	ruling_num(s, "doubled", 1);
	ruling_num(s, "over_front", 1);
	ruling_word(s, "stakes");
	s->recon = 1;
	s = ruling_add(&r, RS_ODDS_COLUMN, "g", "9.5");
	ruling_num(s, "af", 4);
	ruling_num(s, "df", 4);
	ruling_num(s, "how", 3);
	ruling_num(s, "shifted", 1);
	ruling_word(s, "1:1");
	ruling_word(s, "1:2");
	s = ruling_add(&r, RS_ODDS_COLUMN, "g", NULL);
	ruling_num(s, "af", 9);
	ruling_num(s, "df", 1);
	ruling_num(s, "how", 1);
	ruling_num(s, "limit", 1);
	ruling_word(s, "4:1");
	assert_text(NULL, &r, "odds: AF 4 against DF 4 (2 doubled: stakes "
	    "(reconstructed), every attack over its front hexsides, §11.1) "
	    "is 4:4, that is 1:1, shifted to 1:2 by the terrain (§9.5)"
	    "\n is 9:1, counted as 4:1, already the highest column: the "
	    "terrain cannot shift it further (§?)\n");
	ruling_free(&r);
}

/* A modifier's column shift (shift:): the column line names the shifts,
 * not the terrain, and each has its line. */
static void
test_modifier_shift(void **state)
{
	struct ruling r;
	struct ruling_step *s;

	(void)state;
	ruling_init(&r);
	s = ruling_add(&r, RS_ODDS_COLUMN, "g", "9.1");
	ruling_num(s, "af", 3);
	ruling_num(s, "df", 3);
	ruling_num(s, "how", 3);
	ruling_num(s, "shifted", 1);
	ruling_num(s, "by_modifiers", 1);
	ruling_word(s, "1:1");
	ruling_word(s, "2:1");
	s = ruling_add(&r, RS_ODDS_COLUMN, "g", "9.1");
	ruling_num(s, "af", 9);
	ruling_num(s, "df", 3);
	ruling_num(s, "limit", 1);
	ruling_num(s, "by_modifiers", 1);
	ruling_word(s, "3:1");
	s = ruling_add(&r, RS_MODIFIER_SHIFT, "g", "9.3");
	ruling_num(s, "value", 1);
	ruling_word(s, "the banner is raised");
	assert_text(NULL, &r, " is 3:3, that is 1:1, shifted to 2:1 by its "
	    "column shifts (§9.1)\n is 9:3, already the highest column: its "
	    "column shifts cannot shift it further (§9.1)\n"
	    "column +1: the banner is raised (§9.3)\n");
	ruling_free(&r);
}

/* Modifiers: one dropped because only the best counts, a reconstructed
 * one, and a total with no section. */
static void
test_drm_lines(void **state)
{
	struct ruling r;
	struct ruling_step *s;

	(void)state;
	ruling_init(&r);
	s = ruling_add(&r, RS_DRM, "g", "11.2");
	ruling_num(s, "value", -1);
	ruling_num(s, "dropped", 1);
	ruling_word(s, "an attacker is next to a leader");
	s = ruling_add(&r, RS_DRM, "g", "9.4");
	ruling_num(s, "value", 2);
	ruling_word(s, "range");
	s->recon = 1;
	ruling_num(ruling_add(&r, RS_DRM_TOTAL, "g", NULL), "value", 1);
	ruling_add(&r, RS_DRM_NONE, "g", NULL);
	ruling_num(ruling_add(&r, RS_RANGE, "g", "9.1"), "value", 1);
	ruling_num(ruling_add(&r, RS_RANGE, "g", "9.1"), "value", 3);
	assert_text(NULL, &r,
	    "DRM -1: an attacker is next to a leader (§11.2): not applied, "
	    "only the best DRM counts\n"
	    "DRM +2: range (§9.4) (reconstructed)\n"
	    "DRM total: +1\n"
	    "DRM: none\n"
	    "range: 1 hex (§9.1)\n"
	    "range: 3 hexes (§9.1)\n");
	ruling_free(&r);
}

/* The roll on the table and both kinds of morale check, then their
 * modifiers appended after them (a check is told before its reasons). */
static void
test_roll_and_morale(void **state)
{
	struct ruling r, mods;
	struct ruling_step *s;

	(void)state;
	ruling_init(&r);
	ruling_init(&mods);
	s = ruling_add(&r, RS_CRT_ROLL, "g", "11.3");
	ruling_word(s, "2d6 = 3 + 4 = 7");
	ruling_word(s, "3:1");
	ruling_word(s, "M");
	ruling_word(s, "Morale check");
	ruling_num(s, "drm", -1);
	ruling_num(s, "mdr", 6);
	s = ruling_add(&r, RS_MORALE_RATING, "g", "13");
	ruling_word(s, "f01");
	ruling_word(s, "2d6 = 5");
	ruling_num(s, "rating", 7);
	ruling_num(s, "drm", 1);
	ruling_num(s, "mdr", 6);
	s->result = 0;
	s = ruling_add(&r, RS_MORALE_STRENGTH, "g", "9.10");
	ruling_word(s, "y01");
	ruling_word(s, "1d6 = 4");
	ruling_num(s, "rating", 3);
	ruling_num(s, "drm", 1);
	s->result = 2;
	s = ruling_add(&mods, RS_MORALE_MOD, "g", "13");
	ruling_word(s, "DRM");
	ruling_word(s, "next to a friendly leader");
	ruling_num(s, "value", 1);
	ruling_num(s, "cited", 1);
	s = ruling_add(&mods, RS_MORALE_MOD, "g", NULL);
	ruling_word(s, "morale");
	ruling_word(s, "pushed a friend");
	ruling_num(s, "value", -1);
	ruling_append(&r, &mods);
	assert_int_equal(mods.n, 0);
	assert_text(NULL, &r,
	    "roll 2d6 = 3 + 4 = 7, DRM -1, MDR 6 at 3:1: M (Morale check, "
	    "§11.3)\n"
	    "morale check of f01 (MR 7, §13): 2d6 = 5, DRM +1, MDR 6: fails\n"
	    "morale check of y01 (morale 3 + 1 = 4, §9.10): 1d6 = 4: equal\n"
	    "  DRM +1: next to a friendly leader (§13)\n"
	    "  morale -1: pushed a friend\n");
	ruling_free(&r);
	ruling_free(&mods);
}

/* A game that says its words its own way: the same records, its text. */
static void
test_game_words(void **state)
{
	struct gamedata gd;
	struct ruling r;
	struct ruling_step *s;

	(void)state;
	memset(&gd, 0, sizeof gd);
	gd.words = xcalloc(W_COUNT, sizeof *gd.words);
	gd.words[W_ROUTED_HALF_DF] = xstrdup("in flight: DF halved");
	gd.words[W_PASSES] = xstrdup("holds");
	gd.words[W_MORALE_RATING] = xstrdup("ML");
	gd.words[W_CHARGE_PATH] = xstrdup("down the slope");
	ruling_init(&r);
	s = ruling_add(&r, RS_ODDS_DEFENCE, "g", NULL);
	ruling_num(s, "df", 1);
	ruling_num(s, "routed", 1);
	s = ruling_add(&r, RS_ODDS_BELOW, "g", "11.1");
	ruling_word(s, "1:4");
	s = ruling_add(&r, RS_MORALE_RATING, "g", "13");
	ruling_word(s, "f01");
	ruling_word(s, "2d6 = 9");
	ruling_num(s, "rating", 7);
	ruling_num(s, "mdr", 9);
	s->result = 1;
	ruling_num(ruling_add(&r, RS_CHARGE, "g", "9.2"), "value", 2);
	ruling_num(ruling_add(&r, RS_BAGGAGE_ADDS, "g", "9.4"), "value", 1);
	assert_text(&gd, &r,
	    " against DF 1 (in flight: DF halved): below 1:4 (§11.1)\n"
	    "morale check of f01 (ML 7, §13): 2d6 = 9, DRM +0, MDR 9: holds\n"
	    "charge: +2 strength, down the slope (§9.2)\n"
	    "the baggage with it adds 1 to the defence (§9.4)\n");
	/* an unset word is the default; no game at all reads as before */
	assert_string_equal(gamewords_get(&gd, W_DOUBLED), "doubled");
	assert_string_equal(gamewords_get(NULL, W_PASSES), "passes");
	ruling_free(&r);
	gamewords_free(&gd);
	assert_null(gd.words);
}

/* Every word has a key of its own and a default. */
static void
test_word_keys(void **state)
{
	int i, k;

	(void)state;
	for (i = 0; i < W_COUNT; i++) {
		assert_non_null(gamewords_key(i));
		assert_true(gamewords_default(i)[0] != '\0');
		for (k = 0; k < i; k++)
			assert_string_not_equal(gamewords_key(i),
			    gamewords_key(k));
	}
}

/* --- the proving game's rulings data, loaded and broken ------------- */

/* A copy of the proving game in a scratch directory, its game.yaml with
 * from replaced by to (from NULL: as it is); returns the directory. */
static char *
proving_copy(const char *from, const char *to)
{
	char dir[64], *cmd, *path, *text, *at;
	FILE *f;
	long n;

	test_mkdtemp(dir, sizeof dir, "ruling");
	cmd = xprintf("mkdir -p '%s/scenarios' '%s/tables' && "
	    "cp -r '%s/tests/data/scenarios/proving' '%s/scenarios/' && "
	    "cp -r '%s/tests/data/tables/proving' '%s/tables/'", dir, dir,
	    test_datadir(), dir, test_datadir(), dir);
	assert_int_equal(system(cmd), 0);
	free(cmd);
	path = xprintf("%s/scenarios/proving/game.yaml", dir);
	assert_non_null(f = fopen(path, "r"));
	assert_int_equal(fseek(f, 0, SEEK_END), 0);
	n = ftell(f);
	rewind(f);
	text = xcalloc((size_t)n + 1, 1);
	assert_int_equal(fread(text, 1, (size_t)n, f), (size_t)n);
	fclose(f);
	if (from != NULL) {
		struct buf b;

		if ((at = strstr(text, from)) == NULL)
			fail_msg("game.yaml has no \"%s\"", from);
		buf_init(&b);
		buf_add(&b, text, (size_t)(at - text));
		buf_puts(&b, to);
		buf_puts(&b, at + strlen(from));
		assert_non_null(f = fopen(path, "w"));
		fputs(b.s, f);
		fclose(f);
		buf_free(&b);
	}
	free(text);
	free(path);
	return xstrdup(dir);
}

static void
expect_broken(const char *from, const char *to, const char *fragment)
{
	struct gamedata *gd = NULL;
	char *dir = proving_copy(from, to), *cause = NULL;

	if (gamedata_load(dir, "proving", &gd, &cause) == 0) {
		gamedata_free(gd);
		fail_msg("the broken game loaded (expected ...%s...)", fragment);
	}
	if (cause == NULL || strstr(cause, fragment) == NULL)
		fail_msg("expected \"...%s...\", got \"%s\"", fragment,
		    cause ? cause : "(nothing)");
	free(cause);
	test_rmtree(dir);
	free(dir);
}

/* The proving game's words: its own where it gives them, the defaults
 * elsewhere; its hook modifiers and its result's effect, as read. */
static void
test_proving_words_loaded(void **state)
{
	struct gamedata *gd = NULL;
	char *dir = proving_copy(NULL, NULL), *cause = NULL;
	int i, hooks = 0;

	(void)state;
	if (gamedata_load(dir, "proving", &gd, &cause) != 0)
		fail_msg("%s", cause);
	assert_string_equal(gamewords_get(gd, W_PASSES), "holds");
	assert_string_equal(gamewords_get(gd, W_FAILS), "breaks");
	assert_string_equal(gamewords_get(gd, W_MORALE_RATING), "steadiness");
	assert_string_equal(gamewords_get(gd, W_DOUBLED), "doubled");
	for (i = 0; i < gd->combat.ndrms; i++)
		if (gd->combat.drms[i].when == WHEN_HOOK) {
			assert_non_null(gd->combat.drms[i].hook);
			hooks++;
		}
	assert_int_equal(hooks, 5);
	assert_int_equal(gd->morale.drms[0].when, WHEN_HOOK);
	assert_string_equal(gd->morale.drms[0].hook, "proving_cornered");
	for (i = 0; i < gd->combat.crt.nresults; i++)
		if (strcmp(gd->combat.crt.results[i].code, "X") == 0)
			assert_string_equal(gd->combat.crt.results[i].effect,
			    "proving_shaken");
		else
			assert_null(gd->combat.crt.results[i].effect);
	gamedata_free(gd);
	test_rmtree(dir);
	free(dir);
}

/* A word herald does not use, a hook condition with no proc, a proc
 * with no hook condition, a modifier with both a value and a shift:
 * each refused as the game loads. */
static void
test_proving_broken(void **state)
{
	(void)state;
	expect_broken("  passes: holds\n", "  pases: holds\n",
	    "\"pases\" is not a word herald uses: expected one of "
	    "routed-half-df, doubled");
	expect_broken("  fails: breaks\n", "  fails: [breaks]\n",
	    "expected the text of the word fails");
	expect_broken("when: hook, hook: proving_alone,", "when: hook,",
	    "when: hook needs hook: PROC");
	expect_broken("hook: proving_banner, shift: 1,",
	    "hook: proving_banner, shift: 1, value: -1,",
	    "a modifier has a value (the die) or a shift (CRT columns), not "
	    "both");
	expect_broken("when: hook, hook: proving_crowd}",
	    "when: always, hook: proving_crowd}",
	    "hook: is read only with when: hook");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_odds_line),
		cmocka_unit_test(test_doubled_and_shifted),
		cmocka_unit_test(test_drm_lines),
		cmocka_unit_test(test_modifier_shift),
		cmocka_unit_test(test_roll_and_morale),
		cmocka_unit_test(test_game_words),
		cmocka_unit_test(test_word_keys),
		cmocka_unit_test(test_proving_words_loaded),
		cmocka_unit_test(test_proving_broken),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

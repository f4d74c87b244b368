/* test_rules: herald's rule look-ups (issue 11): the rules file loader
 * and its located complaints (src/rulebook.c), the word forms, typos and
 * scoring of the search (src/rulesearch.c), the owner's plain-text
 * rulebook (src/ownbook.c), and the layout and citations of
 * src/ruleshow.c.  The rules are the made-up ones of the tiny test game
 * (tests/data/scenarios/tiny/rules.yaml), never a real rulebook. */
#include "testutil.h"

#include <string.h>

#include "complete.h"
#include "ownbook.h"
#include "rulebook.h"
#include "rulesearch.h"
#include "ruleshow.h"
#include "session.h"
#include "util.h"

static struct rulebook *
tiny(void)
{
	struct rulebook *rb;
	char path[4200], *why = NULL;

	snprintf(path, sizeof path, "%s/scenarios/tiny/rules.yaml",
	    test_tinydir());
	if (rulebook_load(path, "tiny/rules.yaml", "tiny", &rb, &why) != 0)
		fail_msg("tiny rules refused: %s", why);
	return rb;
}

/* --- the loader ------------------------------------------------------ */

static void
test_load_good(void **state)
{
	struct rulebook *rb = tiny();
	int i;

	(void)state;
	assert_string_equal(rb->game, "tiny");
	assert_int_equal(rb->nsec, 12);
	assert_int_equal(rb->ngloss, 3);
	assert_int_equal(rb->ncharts, 2);
	i = rulebook_find(rb, "7.2");
	assert_true(i >= 0);
	assert_string_equal(rb->sec[i].title, "Charges");
	assert_int_equal(rb->sec[i].depth, 1);
	assert_string_equal(rb->sec[rb->sec[i].parent].number, "7");
	assert_non_null(rb->sec[i].errata);
	assert_non_null(rb->sec[i].clarifications);
	/* the forms a player types, and a sentence's full stop */
	assert_int_equal(rulebook_find(rb, "§7.2"), i);
	assert_int_equal(rulebook_find(rb, "7.2."), i);
	assert_int_equal(rulebook_find(rb, "9.0"), rulebook_find(rb, "9"));
	assert_true(rulebook_find(rb, "9.10") != rulebook_find(rb, "9.1"));
	assert_int_equal(rulebook_find(rb, "8"), -1);
	/* charts by any name, in any case */
	assert_int_equal(rulebook_chart(rb, "TEC"), 0);
	assert_int_equal(rulebook_chart(rb, "table 2"), 1);
	assert_int_equal(rulebook_chart(rb, "crt"), 1);
	assert_int_equal(rulebook_chart(rb, "table 3"), -1);
	rulebook_free(rb);
}

static const char head[] =
    "game: tiny\n"				/* 1 */
    "title: T\n"				/* 2 */
    "sections:\n"				/* 3 */
    "  - number: \"1\"\n"			/* 4 */
    "    title: One\n"				/* 5 */
    "    summary: s\n";				/* 6 */

/* head, then more; the complaint must be exactly file:line:col: and
 * hold the fragment. */
static void
refused(const char *more, const char *where, const char *fragment)
{
	struct rulebook *rb = NULL;
	char *text, *why = NULL;

	text = xprintf("%s%s", head, more);
	if (rulebook_parse(text, strlen(text), "tiny/rules.yaml", &rb,
	    &why) == 0)
		fail_msg("accepted: %s", more);
	assert_null(rb);
	assert_non_null(why);
	if (strncmp(why, where, strlen(where)) != 0 ||
	    strstr(why, fragment) == NULL)
		fail_msg("expected \"%s...%s...\", got \"%s\"", where,
		    fragment, why);
	free(why);
	free(text);
}

static void
test_load_bad(void **state)
{
	(void)state;
	refused("    sumary: x\n", "tiny/rules.yaml:7:5: ",
	    "unknown key \"sumary\" in a section (expected one of: number, "
	    "title, summary");
	refused("  - number: \"2\"\n", "tiny/rules.yaml:7:5: ",
	    "missing the key \"title\"");
	refused("  - number: \"1\"\n    title: Again\n",
	    "tiny/rules.yaml:7:13: ", "section \"1\" appears twice (first "
	    "at line 4)");
	refused("    see: [\"1\", \"4.4\"]\n", "tiny/rules.yaml:7:16: ",
	    "refers to section \"4.4\", which this file does not have");
	refused("    see: \"1\"\n", "tiny/rules.yaml:7:10: ",
	    "expected a list for \"see\"");
	refused("    checked-by: [move, charge]\n", "tiny/rules.yaml:7:24: ",
	    "\"charge\" is not a herald command");
	refused("    chart: crt\n", "tiny/rules.yaml:7:12: ",
	    "no chart \"crt\" in the file's charts");
	refused("    sections:\n      - {number: \"1  2\", title: x}\n",
	    "tiny/rules.yaml:8:18: ", "expected a section number such as "
	    "\"9.2\", not \"1  2\"");
	refused("glossary:\n  - {term: ZOC, means: z, see: [\"8\"]}\n",
	    "tiny/rules.yaml:8:33: ", "the glossary's ZOC refers to section "
	    "\"8\"");
	refused("glossary:\n  - {term: ZOC}\n", "tiny/rules.yaml:8:5: ",
	    "missing the key \"means\"");
	refused("charts:\n  - {id: a, names: [x], title: A}\n"
	    "  - {id: b, names: [X], title: B}\n", "tiny/rules.yaml:9:21: ",
	    "the name \"X\" is the chart a's already");
	refused("charts:\n  - {id: a, title: A, section: \"5\"}\n",
	    "tiny/rules.yaml:8:32: ", "chart a is in section \"5\"");
	refused("extra: 1\n", "tiny/rules.yaml:7:1: ",
	    "unknown key \"extra\" in a rules file");
	refused("    title: [x]\n", "tiny/rules.yaml:", "");	/* YAML */
}

static void
test_load_file_errors(void **state)
{
	struct rulebook *rb = NULL;
	char path[4200], *why = NULL;

	(void)state;
	/* the tiny game's file is not st-albans's */
	snprintf(path, sizeof path, "%s/scenarios/tiny/rules.yaml",
	    test_tinydir());
	assert_int_equal(rulebook_load(path, "st-albans/rules.yaml",
	    "st-albans", &rb, &why), -1);
	assert_string_equal(why, "st-albans/rules.yaml:3:7: the file is for "
	    "the game \"tiny\", expected \"st-albans\"");
	free(why);
	why = NULL;
	assert_int_equal(rulebook_load("/nonexistent/rules.yaml",
	    "none/rules.yaml", NULL, &rb, &why), -1);
	assert_non_null(strstr(why, "none/rules.yaml: "));
	free(why);
	why = NULL;
	/* the cache: read once, the same each time; a game without rules
	 * says so */
	assert_ptr_equal(rulebook_get(test_tinydir(), "tiny", &why),
	    rulebook_get(test_tinydir(), "tiny", &why));
	assert_null(why);
	assert_null(rulebook_get(test_tinydir(), "fontenoy", &why));
	assert_non_null(strstr(why, "herald has no rules of \"fontenoy\""));
	free(why);
	why = NULL;
	assert_null(rulebook_get(test_tinydir(), "../x", &why));
	free(why);
	rulebook_forget();
}

/* --- word forms and typos ------------------------------------------- */

static void
stem_is(const char *word, const char *stem)
{
	char *s = rulesearch_stem(word);

	if (strcmp(s, stem) != 0)
		fail_msg("stem of \"%s\": expected \"%s\", got \"%s\"", word,
		    stem, s);
	free(s);
}

static void
test_stems(void **state)
{
	(void)state;
	stem_is("rout", "rout");
	stem_is("routed", "rout");
	stem_is("routing", "rout");
	stem_is("Routs", "rout");
	stem_is("charge", "charg");
	stem_is("charges", "charg");
	stem_is("charging", "charg");
	stem_is("charged", "charg");
	stem_is("melee", "mele");
	stem_is("mêlée", "mele");
	stem_is("MÊLÉES", "mele");
	stem_is("rally", "rally");
	stem_is("rallies", "rally");
	stem_is("rallied", "rally");
	stem_is("rallying", "rally");
	stem_is("losses", "loss");
	stem_is("loss", "loss");
	stem_is("stopped", "stop");
	stem_is("rolled", "roll");
	stem_is("hexes", "hex");
	stem_is("zoc", "zoc");
	stem_is("unit's", "unit");
	stem_is("need", "need");
}

static void
test_one_edit(void **state)
{
	(void)state;
	assert_true(rulesearch_one_edit("retreat", "retreat"));
	assert_true(rulesearch_one_edit("retreet", "retreat"));	/* changed */
	assert_true(rulesearch_one_edit("movment", "movement"));	/* dropped */
	assert_true(rulesearch_one_edit("chargge", "charge"));	/* added */
	assert_true(rulesearch_one_edit("chrage", "charge"));		/* swapped */
	assert_false(rulesearch_one_edit("crhgae", "charge"));
	assert_false(rulesearch_one_edit("rally", "rout"));
	assert_false(rulesearch_one_edit("ab", "abcd"));
}

/* --- search ---------------------------------------------------------- */

/* The numbers (or kind:name) of the hits for a query, in order; a
 * section marked ! has the query for its title, ~ is the one a glossary
 * term that is the query names first. */
static char *
hits_of(const struct rulebook *rb, const char *query)
{
	struct rhit *h;
	struct buf b;
	char **w, *why = NULL;
	int n, nw, i;

	nw = words_split(query, &w, &why);
	h = rulesearch_find(rb, nw, w, &n);
	words_free_argv(nw, w);
	buf_init(&b);
	buf_puts(&b, "");
	for (i = 0; i < n; i++) {
		if (h[i].kind == RH_SECTION)
			buf_printf(&b, "%s%s%s", i ? " " : "",
			    rb->sec[h[i].index].number, h[i].exact == 2 ? "!" :
			    h[i].exact ? "~" : "");
		else if (h[i].kind == RH_TERM)
			buf_printf(&b, "%sterm:%s", i ? " " : "",
			    rb->gloss[h[i].index].term);
		else if (h[i].kind == RH_CHART)
			buf_printf(&b, "%schart:%s", i ? " " : "",
			    rb->charts[h[i].index].id);
		else
			buf_printf(&b, "%sown:%s", i ? " " : "",
			    rb->own->sec[h[i].index].number);
	}
	free(h);
	return buf_steal(&b);
}

static void
search_is(const struct rulebook *rb, const char *query, const char *want)
{
	char *got = hits_of(rb, query);

	if (strcmp(got, want) != 0)
		fail_msg("rule %s: expected \"%s\", got \"%s\"", query, want,
		    got);
	free(got);
}

static void
test_search(void **state)
{
	struct rulebook *rb = tiny();

	(void)state;
	/* every form of the word finds the same sections; the title above
	 * the summary that mentions it */
	search_is(rb, "routed", "9.10! term:rout 10");
	search_is(rb, "routing", "9.10! term:rout 10");
	search_is(rb, "rout", "9.10! term:rout 10");
	search_is(rb, "charge", "7.2!");
	search_is(rb, "charging", "7.2!");
	search_is(rb, "Charges", "7.2!");
	search_is(rb, "melee", "9.3!");
	search_is(rb, "mêlée", "9.3!");
	/* the glossary: a term or its alias names its sections */
	search_is(rb, "zoc", "7.3~ term:ZOC");
	search_is(rb, "ZOC", "7.3~ term:ZOC");
	search_is(rb, "zone of control", "7.3! term:ZOC");
	search_is(rb, "MF", "7.1~ term:MF 7");
	/* every word must be found; the stopword "of" is not asked for */
	search_is(rb, "line of sight", "9.2!");
	search_is(rb, "sight woods", "9.2");
	search_is(rb, "sight rally", "");
	/* keywords (words:) */
	search_is(rb, "allowance", "7.1");
	/* one typo in a word found nowhere as typed; none in short words */
	search_is(rb, "rallly", "10");
	search_is(rb, "chrage", "7.2");
	search_is(rb, "movment", "7 7.1 term:MF");
	search_is(rb, "ralx", "");
	/* the charts */
	search_is(rb, "terrain effects", "chart:terrain");
	search_is(rb, "xyzzy", "");
	rulebook_free(rb);
}

static int
clear_of(const struct rulebook *rb, const char *query)
{
	struct rhit *h;
	char **w, *why = NULL;
	int n, nw, one;

	nw = words_split(query, &w, &why);
	h = rulesearch_find(rb, nw, w, &n);
	words_free_argv(nw, w);
	one = rulesearch_clear_hit(h, n);
	one = one >= 0 ? h[one].index : -1;
	free(h);
	return one;
}

static void
test_clear_hit(void **state)
{
	struct rulebook *rb = tiny();

	(void)state;
	assert_int_equal(clear_of(rb, "rout"), rulebook_find(rb, "9.10"));
	assert_int_equal(clear_of(rb, "zoc"), rulebook_find(rb, "7.3"));
	assert_int_equal(clear_of(rb, "charging"), rulebook_find(rb, "7.2"));
	assert_int_equal(clear_of(rb, "movment"), -1);
	assert_int_equal(clear_of(rb, "routing"), rulebook_find(rb, "9.10"));
	assert_int_equal(clear_of(rb, "woods"), -1);
	rulebook_free(rb);
}

/* --- the owner's rulebook -------------------------------------------- */

static void
heading_is(const char *line, const char *want)
{
	char *got = ownbook_heading(line, strlen(line));

	if (want == NULL ? got != NULL : got == NULL || strcmp(got,
	    want) != 0)
		fail_msg("\"%s\": expected %s, got %s", line, want ? want :
		    "no heading", got ? got : "no heading");
	free(got);
}

static void
test_ownbook_headings(void **state)
{
	(void)state;
	heading_is("9.2", "9.2");
	heading_is("§9.2", "9.2");
	heading_is("§ 9.2 Line of sight", "9.2");
	heading_is("9.8 - Retreat", "9.8");
	heading_is("8.15 text of the case", "8.15");
	heading_is("10.0.2 Fortified line", "10.0.2");
	heading_is("9. COMBAT", "9");
	heading_is("9 Combat", "9");
	heading_is("  7.3: Zones", "7.3");
	heading_is("3 hexes is the most", NULL);
	heading_is("1.5 2.0 3.5", NULL);
	heading_is("1.5:1 odds", NULL);
	heading_is("9.2a", NULL);
	heading_is("1999 was a year", NULL);
	heading_is("The rules", NULL);
	heading_is("", NULL);
}

static void
test_ownbook_index(void **state)
{
	struct ownbook *ob;
	const struct ownsec *s;
	char path[4200], *why = NULL;

	(void)state;
	snprintf(path, sizeof path, "%s/rulebooks/tiny.txt", test_tinydir());
	assert_int_equal(ownbook_load(path, &ob, &why), 0);
	/* the contents' "9.2 Line of Sight ..... 3" loses to the section */
	assert_non_null(s = ownbook_find(ob, "9.2"));
	assert_non_null(strstr(s->text, "centre to centre"));
	assert_non_null(strstr(s->text, "a row of a table"));
	assert_non_null(s = ownbook_find(ob, "7"));
	assert_non_null(strstr(s->text, "3 hexes is the most"));
	assert_null(strstr(s->text, "six hexes"));
	assert_non_null(s = ownbook_find(ob, "1"));
	assert_non_null(strstr(s->text, "pretend book"));
	assert_non_null(ownbook_find(ob, "§7.3"));
	assert_non_null(ownbook_find(ob, "9.11"));
	assert_null(ownbook_find(ob, "3"));
	ownbook_free(ob);
	assert_int_equal(ownbook_load("/nonexistent.txt", &ob, &why), -1);
	assert_null(ob);
	free(why);
}

static void
test_ownbook_search(void **state)
{
	struct rulebook *rb = tiny();
	char path[4200], *why = NULL;

	(void)state;
	snprintf(path, sizeof path, "%s/rulebooks/tiny.txt", test_tinydir());
	assert_int_equal(ownbook_load(path, &rb->own, &why), 0);
	rb->own_file = xstrdup("tiny.txt");
	/* the book's words find herald's section of the same number, and
	 * a section only the book has */
	search_is(rb, "centre", "9.2");
	search_is(rb, "pursue", "own:9.11");
	rulebook_free(rb);
}

/* --- layout and citations ------------------------------------------- */

static int
widest(const char *s)
{
	int w = 0, c = 0;

	for (; *s != '\0'; s++) {
		if (*s == '\n') {
			c = 0;
			continue;
		}
		if (((unsigned char)*s & 0xc0) != 0x80 && ++c > w)
			w = c;
	}
	return w;
}

static void
test_wrap(void **state)
{
	struct buf b;

	(void)state;
	buf_init(&b);
	ruleshow_wrap(&b, "one two three four five six seven eight nine ten "
	    "eleven twelve", 0, 2, 24);
	assert_string_equal(b.s, "one two three four five\n  six seven eight "
	    "nine\n  ten eleven twelve\n");
	buf_reset(&b);
	ruleshow_wrap(&b, "§§§§§§§§§§§§§§§§§§§§§§§§§§§§§§ x", 0, 0, 20);
	assert_true(widest(b.s) <= 20);
	buf_reset(&b);
	ruleshow_wrap(&b, "a\nb", 3, 3, 40);
	assert_string_equal(b.s, "a\n   b\n");
	buf_free(&b);
}

static void
answer(const struct rulebook *rb, const char *line, int width, int want,
    struct buf *out)
{
	char **w, *why = NULL;
	int nw, rc;

	buf_reset(out);
	nw = words_split(line, &w, &why);
	rc = ruleshow_answer(rb, NULL, nw, w, width, out, &why);
	words_free_argv(nw, w);
	if (rc != want)
		fail_msg("rule %s: %d (%s)", line, rc, why ? why : "");
	free(why);
}

static void
test_answers(void **state)
{
	struct rulebook *rb = tiny();
	struct buf b;

	(void)state;
	buf_init(&b);
	answer(rb, "", 40, 0, &b);
	assert_true(widest(b.s) <= 40);
	assert_non_null(strstr(b.s, "\n  9.10  Rout\n"));
	answer(rb, "9", 80, 0, &b);
	assert_non_null(strstr(b.s, "subsections:\n  9.1  Attacks\n"));
	answer(rb, "7.2", 30, 0, &b);
	assert_true(widest(b.s) <= 30);
	assert_non_null(strstr(b.s, "Errata: "));
	assert_non_null(strstr(b.s, "see also 9.1\n"));
	answer(rb, "crt", 80, 0, &b);
	assert_non_null(strstr(b.s, "not yet in herald"));
	answer(rb, "8.8", 80, -1, &b);
	answer(rb, "nothing-like-it", 80, -1, &b);
	buf_free(&b);
	rulebook_free(rb);
}

static void
cited_is(const char *text, const char *want)
{
	char **v, *got;
	int n;
	struct buf b;
	int i;

	v = ruleshow_cited(text, &n);
	buf_init(&b);
	buf_puts(&b, "");
	for (i = 0; i < n; i++)
		buf_printf(&b, "%s%s", i ? " " : "", v[i]);
	got = buf_steal(&b);
	if (strcmp(got, want) != 0)
		fail_msg("\"%s\": expected \"%s\", got \"%s\"", text, want,
		    got);
	free(got);
	words_free_argv(n, v);
}

static void
test_citations(void **state)
{
	struct rulebook *rb = tiny();
	struct buf b;

	(void)state;
	cited_is("no effect (§9.10)", "9.10");
	cited_is("(§6, 9.10) then (§11.1, 13).", "6 9.10 11.1 13");
	cited_is("(§4, §13) and §13.4. Again §4", "4 13 13.4");
	cited_is("DRM +1: Village (§TEC 3)", "TEC 3");
	cited_is("(§TEC)", "TEC");
	cited_is("(MR 6, §13)", "13");
	cited_is("no sections, 9.2 alone", "");
	buf_init(&b);
	ruleshow_applied(rb, "stops (§7.3, 9.10); (§TEC 3) §99", 80, &b);
	assert_string_equal(b.s, "Rules applied (each opens with the command "
	    "shown):\n  rule 7.3  Zones of control\n  rule 9.10  Rout\n"
	    "  rule terrain  Terrain Effects Chart (Table 1)\n");
	buf_free(&b);
	rulebook_free(rb);
}

static void
test_completion_words(void **state)
{
	struct rulebook *rb = tiny();
	char **v, *all;
	int n;

	(void)state;
	v = rulebook_words(rb, &n);
	all = words_join(n, v, 0);
	assert_non_null(strstr(all, " 7.2 charges "));
	assert_non_null(strstr(all, " mêlée "));
	assert_non_null(strstr(all, " tec"));
	assert_null(strstr(all, "table 1"));
	free(all);
	words_free_argv(n, v);
	rulebook_free(rb);
}

/* Tab after `rule` offers the section numbers and title words of the
 * game in play (here the tiny game, read when first asked). */
static void
test_complete_after_rule(void **state)
{
	struct session s;
	char **v;
	int n, i, found = 0;

	(void)state;
	session_init(&s, test_tinydir());
	s.game = xstrdup("tiny");
	v = complete_candidates(&s, "rule 9.", 5, "9.", &n);
	assert_int_equal(n, 4);		/* 9.1 9.10 9.2 9.3 */
	assert_string_equal(v[0], "9.1");
	assert_string_equal(v[1], "9.10");
	words_free_argv(n, v);
	v = complete_candidates(&s, "rule line of s", 13, "s", &n);
	for (i = 0; i < n; i++)
		if (strcmp(v[i], "sight") == 0)
			found = 1;
	assert_true(found);
	words_free_argv(n, v);
	session_free(&s);
	rulebook_forget();
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_load_good),
		cmocka_unit_test(test_load_bad),
		cmocka_unit_test(test_load_file_errors),
		cmocka_unit_test(test_stems),
		cmocka_unit_test(test_one_edit),
		cmocka_unit_test(test_search),
		cmocka_unit_test(test_clear_hit),
		cmocka_unit_test(test_ownbook_headings),
		cmocka_unit_test(test_ownbook_index),
		cmocka_unit_test(test_ownbook_search),
		cmocka_unit_test(test_wrap),
		cmocka_unit_test(test_answers),
		cmocka_unit_test(test_citations),
		cmocka_unit_test(test_completion_words),
		cmocka_unit_test(test_complete_after_rule),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

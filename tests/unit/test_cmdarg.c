/* test_cmdarg: the argument types of the command table (src/cmd-arg.c).
 * Each type an entry declares stands where its template has a word of
 * that type, so usage, completion and what is resolved before the
 * handler cannot drift apart; a word that does not read is refused with
 * the type's own error before the handler runs, and the game is left as
 * it was. */
#include "testutil.h"

#include <string.h>

#include "complete.h"
#include "session.h"

static struct session s;

static int
setup(void **state)
{
	struct buf out;
	char *why = NULL;

	(void)state;
	session_init(&s, test_tinydir());
	buf_init(&out);
	assert_int_equal(session_new(&s, "tiny", "basic", 1, NULL, &out,
	    &why), 0);
	buf_free(&out);
	return 0;
}

static int
teardown(void **state)
{
	(void)state;
	session_free(&s);
	return 0;
}

/* The template word at i (without <> [] ...) fits the declared type. */
static int
fits(enum cmd_arg_kind k, const char *w)
{
	switch (k) {
	case CMD_ARG_UNIT:
		return strcmp(w, "unit") == 0;
	case CMD_ARG_UNIT_OR_HEX:
	case CMD_ARG_OWN_UNIT:
		return strcmp(w, "unit|hex") == 0;
	case CMD_ARG_HEX:
	case CMD_ARG_HEXES:	/* or a unit's: range, los */
		return strcmp(w, "hex") == 0;
	case CMD_ARG_ATTACK:	/* the first attacker; the rest follow */
	case CMD_ARG_ATTACK_OWN:
		return strcmp(w, "unit|hex") == 0;
	case CMD_ARG_HEX_OR_UNIT:
		return strcmp(w, "hex|unit") == 0;
	case CMD_ARG_COUNT:
		return strcmp(w, "count") == 0;
	case CMD_ARG_FACING:
		return strcmp(w, "facing") == 0;
	case CMD_ARG_DICE:
		return strcmp(w, "dice") == 0;
	case CMD_ARG_FILE:
		return strcmp(w, "file") == 0;
	case CMD_ARG_SETTING:	/* new's words, each by its shape */
		return strcmp(w, "game") == 0 || strcmp(w, "seed=N") == 0 ||
		    strcmp(w, "scenario|empty") == 0 ||
		    strcmp(w, "+option") == 0;
	case CMD_ARG_COUNTER:	/* cmd-flip.c */
		return strcmp(w, "counter") == 0;
	case CMD_ARG_SIDE:
		return strcmp(w, "side") == 0;
	case CMD_ARG_TASK:	/* cmd-task.c */
		return strcmp(w, "task") == 0;
	case CMD_ARG_TASK_WORD:
		return strcmp(w, "word") == 0;
	case CMD_ARG_KEYWORD:	/* literal words, no type among them */
		return strstr(w, "unit") == NULL && strstr(w, "hex") == NULL &&
		    cmd_arg_type_named(w) == NULL;
	default:
		return 0;
	}
}

static void
test_types_follow_templates(void **state)
{
	const struct cmd_entry *const *e;
	char *w;
	int i, typed = 0;

	(void)state;
	for (e = cmd_table; *e != NULL; e++)
		for (i = 0; i < CMD_VALUES_MAX; i++) {
			enum cmd_arg_kind k = (*e)->types[i];

			if (k == CMD_ARG_NONE)
				continue;
			typed++;
			if (k == CMD_ARG_MORE) {
				/* the word before repeats */
				assert_true(i > 0);
				assert_non_null(strstr((*e)->args, "..."));
				continue;
			}
			if ((w = cmd_arg_type(*e, i)) == NULL)
				fail_msg("%s: a type for word %d, which its "
				    "template (%s) has not", (*e)->name, i + 1,
				    (*e)->args);
			if (!fits(k, w))
				fail_msg("%s: word %d is \"%s\" in its template, "
				    "not what its type reads", (*e)->name, i + 1,
				    w);
			free(w);
		}
	assert_true(typed >= 10);
}

static void
run_refused(const char *line, const char *want)
{
	const struct cmd_entry *e;
	struct buf out;
	char **argv, *why = NULL;
	int argc;

	argc = words_split(line, &argv, &why);
	assert_true(argc >= 1);
	e = cmd_find(argv[0], &why);
	assert_non_null(e);
	buf_init(&out);
	assert_int_equal(session_run(&s, e, argc - 1, argv + 1, &out, &why),
	    CMD_ERROR);
	if (strcmp(why, want) != 0)
		fail_msg("%s: \"%s\", not \"%s\"", line, why, want);
	free(why);
	buf_free(&out);
	words_free_argv(argc, argv);
}

/* The words are read before the handler, with the readers' errors, and
 * a refused order journals nothing. */
static void
test_words_resolved_before_exec(void **state)
{
	int cursor = s.cursor, nrecs = s.j.nrecs;

	(void)state;
	run_refused("steps r1 half", "expected full or reduced, not \"half\"");
	run_refused("dice often", "expected auto or manual, not \"often\"");
	run_refused("scenario lsit", "expected list or info, not \"lsit\"");
	run_refused("setup chek", "expected check, not \"chek\"");
	run_refused("remove zz", "no unit \"zz\" (expected a unit id such as "
	    "r1, or a name)");
	/* a count says what it counts, its entry's words */
	run_refused("undo 0", "expected how many orders to undo (1 to "
	    "10000), not \"0\"");
	run_refused("redo x", "expected how many orders to redo (1 to "
	    "10000), not \"x\"");
	run_refused("undo 99999", "expected how many orders to undo (1 to "
	    "10000), not \"99999\"");
	run_refused("why -3", "expected the number of an order in the log "
	    "(1 to 1000000), not \"-3\"");
	run_refused("range zz 0104", "expected a hex id of four digits "
	    "(column then row, e.g. 1214), not \"zz\"");
	run_refused("los 0104 zz", "expected a hex id of four digits "
	    "(column then row, e.g. 1214), not \"zz\"");
	run_refused("turn send f", "expected export or import, not \"send\"");
	run_refused("show zz", "no unit \"zz\" (expected a unit id such as "
	    "r1, or a name)");
	/* attackers -> defender: the shape first, then each word */
	run_refused("attack r1 r2", "expected attackers, then ->, then the "
	    "defender: e.g. 1215 1115 -> 1214");
	run_refused("attack zz -> r1", "no unit \"zz\" (expected a unit id "
	    "such as r1, or a name)");
	run_refused("fire zz r1", "no unit \"zz\" (expected a unit id such "
	    "as r1, or a name)");
	/* issue 12: the words of new and load read by the table
	 * too, with the errors they always gave */
	run_refused("load g.herald whole", "expected salvage after the file, "
	    "not \"whole\"");
	run_refused("new seed=x", "expected seed=N with N a whole number, "
	    "not \"seed=x\"");
	run_refused("new empty seed=-1", "expected seed=N with N a whole "
	    "number, not \"seed=-1\"");
	assert_int_equal(s.cursor, cursor);
	assert_int_equal(s.j.nrecs, nrecs);
}

static int
has(char **v, int n, const char *want)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcmp(v[i], want) == 0)
			return 1;
	return 0;
}

/* Completion reads the same table: a unit's word offers units and hexes,
 * a keyword its template's words. */
static void
test_completion_by_type(void **state)
{
	char **v;
	int n;

	(void)state;
	v = complete_candidates(&s, "steps ", 6, "", &n);
	assert_true(has(v, n, "r1") && has(v, n, "0104"));
	words_free_argv(n, v);
	v = complete_candidates(&s, "steps r1 ", 9, "", &n);
	assert_int_equal(n, 2);
	assert_true(has(v, n, "full") && has(v, n, "reduced"));
	words_free_argv(n, v);
	/* range's hexes, an attack's units (after the arrow too) */
	v = complete_candidates(&s, "range ", 6, "", &n);
	assert_true(has(v, n, "0104") && !has(v, n, "r1"));
	words_free_argv(n, v);
	/* issue 17: the rules say what may come next where they can: in
	 * the Move phase r1 may attack nobody, and it may enter only the
	 * hexes next to it that a move order takes */
	v = complete_candidates(&s, "attack r1 -> ", 13, "", &n);
	assert_int_equal(n, 0);
	words_free_argv(n, v);
	v = complete_candidates(&s, "move r1 ", 8, "", &n);
	assert_true(n > 0 && n <= 6 && has(v, n, "0103") &&
	    !has(v, n, "0104") && !has(v, n, "r1"));
	words_free_argv(n, v);
	v = complete_candidates(&s, "roll ", 5, "2", &n);
	assert_true(has(v, n, "2d6"));
	words_free_argv(n, v);
	/* issue 12: every template word's completion is its type's in the
	 * table (cmd-arg.c), complete.c only asks it */
	v = complete_candidates(&s, "new ", 4, "", &n);
	assert_true(has(v, n, "tiny"));
	words_free_argv(n, v);
	v = complete_candidates(&s, "new tiny ", 9, "", &n);
	assert_true(has(v, n, "basic") && has(v, n, "empty"));
	words_free_argv(n, v);
	v = complete_candidates(&s, "new tiny basic ", 15, "", &n);
	assert_int_equal(n, 1);
	assert_true(has(v, n, "seed="));
	words_free_argv(n, v);
	v = complete_candidates(&s, "marker place ", 13, "", &n);
	assert_true(has(v, n, "flag"));
	words_free_argv(n, v);
	v = complete_candidates(&s, "marker set flag1 x ", 19, "", &n);
	assert_true(has(v, n, "side="));
	words_free_argv(n, v);
	v = complete_candidates(&s, "units ", 6, "", &n);
	assert_true(has(v, n, "red") && has(v, n, "on-map"));
	words_free_argv(n, v);
	v = complete_candidates(&s, "turn export f ", 14, "", &n);
	assert_int_equal(n, 1);
	assert_true(has(v, n, "from="));
	words_free_argv(n, v);
	v = complete_candidates(&s, "help ", 5, "mo", &n);
	assert_true(has(v, n, "move") && !has(v, n, "new"));
	words_free_argv(n, v);
	/* a file: readline's own completion */
	v = complete_candidates(&s, "load ", 5, "", &n);
	assert_null(v);
	assert_int_equal(n, 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_types_follow_templates),
		cmocka_unit_test(test_words_resolved_before_exec),
		cmocka_unit_test(test_completion_by_type),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}

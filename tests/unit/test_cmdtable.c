/* The command table, help and completion agree (STYLE: help and
 * completion come from the table, so they cannot drift apart). */
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

	session_init(&s, test_tinydir());
	buf_init(&out);
	assert_int_equal(session_new(&s, "tiny", "basic", 1, NULL, &out, &why), 0);
	buf_free(&out);
	return 0;
}

static int
teardown(void **state)
{
	session_free(&s);
	return 0;
}

static void
test_every_entry_is_complete(void **state)
{
	const struct cmd_entry *const *e, *const *f;

	assert_true(cmd_count() >= 18);
	for (e = cmd_table; *e != NULL; e++) {
		assert_non_null((*e)->name);
		assert_non_null((*e)->args);
		assert_non_null((*e)->summary);
		assert_non_null((*e)->help);
		assert_non_null((*e)->exec);
		assert_true(strlen((*e)->summary) < 60);
		for (f = e + 1; *f != NULL; f++) {
			assert_string_not_equal((*e)->name, (*f)->name);
			if ((*f)->alias != NULL)
				assert_string_not_equal((*e)->name,
				    (*f)->alias);
		}
	}
}

static void
test_issue_commands_exist(void **state)
{
	static const char *names[] = {
		"help", "roll", "dice", "range", "los", "show", "units", "map",
		"place", "remove", "scenario", "new", "save", "load", "undo",
		"redo", "log", "quit"
	};
	char *why = NULL;
	size_t i;

	for (i = 0; i < nitems(names); i++) {
		const struct cmd_entry *e = cmd_find(names[i], &why);

		assert_non_null(e);
		assert_string_equal(e->name, names[i]);
	}
}

static void
test_lookup_alias_prefix_ambiguous(void **state)
{
	char *why = NULL;

	assert_string_equal(cmd_find("exit", &why)->name, "quit");
	assert_string_equal(cmd_find("ran", &why)->name, "range");
	assert_null(cmd_find("ra", &why));	/* range, rally */
	assert_non_null(strstr(why, "rally"));
	free(why);
	why = NULL;
	assert_null(cmd_find("re", &why));
	assert_non_null(strstr(why, "ambiguous"));
	assert_non_null(strstr(why, "redo"));
	assert_non_null(strstr(why, "remove"));
	free(why);
	why = NULL;
	assert_null(cmd_find("frobnicate", &why));
	assert_non_null(strstr(why, "help"));
	free(why);
}

/* help COMMAND prints the usage built from the entry itself. */
static void
test_help_shows_each_usage(void **state)
{
	const struct cmd_entry *const *e, *help;
	struct buf out, usage;
	char *why = NULL, *argv[1];

	help = cmd_find("help", &why);
	for (e = cmd_table; *e != NULL; e++) {
		buf_init(&out);
		buf_init(&usage);
		argv[0] = (char *)(*e)->name;
		assert_int_equal(session_run(&s, help, 1, argv, &out, &why),
		    CMD_OK);
		buf_puts(&usage, "usage: ");
		cmd_usage(*e, &usage);
		assert_non_null(strstr(out.s, usage.s));
		assert_non_null(strstr(out.s, (*e)->help));
		buf_free(&out);
		buf_free(&usage);
	}
	/* and the list names every command */
	buf_init(&out);
	assert_int_equal(session_run(&s, help, 0, argv, &out, &why), CMD_OK);
	for (e = cmd_table; *e != NULL; e++)	/* those the game offers */
		if ((*e)->offered == NULL || (*e)->offered(&s))
			assert_non_null(strstr(out.s, (*e)->summary));
	buf_free(&out);
}

/* Arity comes from the template: required words, optional, repeated. */
static void
test_arity_follows_template(void **state)
{
	char *why = NULL;

	assert_int_equal(cmd_check_arity(cmd_find("range", &why), 2, &why), 0);
	assert_int_equal(cmd_check_arity(cmd_find("range", &why), 1, &why),
	    -1);
	assert_non_null(strstr(why, "range <hex> <hex>"));
	free(why);
	why = NULL;
	assert_int_equal(cmd_check_arity(cmd_find("place", &why), 3, &why), 0);
	assert_int_equal(cmd_check_arity(cmd_find("place", &why), 4, &why),
	    -1);
	free(why);
	why = NULL;
	assert_int_equal(cmd_check_arity(cmd_find("units", &why), 5, &why), 0);
	assert_int_equal(cmd_check_arity(cmd_find("quit", &why), 1, &why), -1);
	free(why);
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

static void
test_completion_of_command_names(void **state)
{
	const struct cmd_entry *const *e;
	char **v;
	int n;

	v = complete_candidates(&s, "", 0, "", &n);
	assert_int_equal(n, cmd_count());
	for (e = cmd_table; *e != NULL; e++)
		assert_true(has(v, n, (*e)->name));
	words_free_argv(n, v);
	v = complete_candidates(&s, "re", 0, "re", &n);
	assert_int_equal(n, 5);
	assert_true(has(v, n, "reach") && has(v, n, "redo") &&
	    has(v, n, "remove") && has(v, n, "report") &&
	    has(v, n, "reveal"));
	words_free_argv(n, v);
}

/* Every argument of every command completes from its template word:
 * either candidates, or file names, or (numbers) nothing at all. */
static void
test_completion_follows_each_template(void **state)
{
	const struct cmd_entry *const *e;
	char *line, *type, **v;
	int n, i;

	for (e = cmd_table; *e != NULL; e++)
		for (i = 0; i < 4 && (type = cmd_arg_type(*e, i)) != NULL;
		    i++) {
			char *next;
			int more;

			struct buf b;

			buf_init(&b);
			buf_printf(&b, "%s", (*e)->name);
			for (n = 0; n < i; n++)
				buf_puts(&b, " x");
			buf_puts(&b, " ");
			line = buf_steal(&b);
			v = complete_candidates(&s, line, (int)strlen(line), "",
			    &n);
			if (strcmp(type, "file") == 0)
				assert_null(v);
			else if (strcmp(type, "count") == 0 ||
			    (strcmp(type, "+option") == 0 &&
			    s.gd->noptions == 0) ||
			    /* cmd-task.c: a game without tasks */
			    ((strcmp(type, "task") == 0 ||
			    strcmp(type, "word") == 0) &&
			    s.gd->tasks.nkinds == 0))
				assert_int_equal(n, 0);
			else if (strstr(type, "|") != NULL &&
			    strstr(type, "hex") == NULL) {
				/* literal alternatives such as auto|manual */
				char *alt = xstrdup(type), *p, *save = NULL;

				for (p = strtok_r(alt, "|", &save); p;
				    p = strtok_r(NULL, "|", &save))
					if (strcmp(p, "scenario") != 0)
						assert_true(has(v, n, p));
				free(alt);
			} else
				assert_true(n > 0);
			words_free_argv(n, v);
			free(line);
			free(type);
			/* a repeated last word would go on for ever */
			next = cmd_arg_type(*e, i + 1);
			more = next != NULL;
			free(next);
			if (!more)
				break;
		}
}

static void
test_completion_of_hexes_units_facings(void **state)
{
	char **v;
	int n;

	v = complete_candidates(&s, "range 01", 6, "01", &n);
	assert_int_equal(n, 5);		/* 0101..0105 in the tiny game */
	assert_true(has(v, n, "0103"));
	words_free_argv(n, v);
	v = complete_candidates(&s, "place r", 6, "r", &n);
	assert_int_equal(n, 2);
	assert_true(has(v, n, "r1") && has(v, n, "r2"));
	words_free_argv(n, v);
	v = complete_candidates(&s, "place r1 0101 ", 14, "", &n);
	assert_int_equal(n, 6);
	assert_true(has(v, n, "n") && has(v, n, "sw"));
	words_free_argv(n, v);
	/* the dice forms of issue 9 are offered beside the plain ones */
	v = complete_candidates(&s, "roll d", 5, "d", &n);
	assert_true(has(v, n, "d66") && has(v, n, "d100") && has(v, n, "d10"));
	words_free_argv(n, v);
	v = complete_candidates(&s, "roll 4", 5, "4", &n);
	assert_int_equal(n, 2);		/* and a chance, spi 3.8's 47% */
	assert_true(has(v, n, "4dF") && has(v, n, "47%"));
	words_free_argv(n, v);
	v = complete_candidates(&s, "show b", 5, "b", &n);
	assert_true(has(v, n, "b1"));
	words_free_argv(n, v);
	/* names have blanks: offered inside an open quote */
	v = complete_candidates(&s, "show \"Red", 6, "Red", &n);
	assert_int_equal(n, 0);
	words_free_argv(n, v);
	complete_quoted = 1;
	v = complete_candidates(&s, "show \"Red", 6, "Red", &n);
	complete_quoted = 0;
	assert_int_equal(n, 2);
	assert_true(has(v, n, "Red Foot") && has(v, n, "Red Bow"));
	words_free_argv(n, v);
	v = complete_candidates(&s, "help pl", 5, "pl", &n);
	assert_int_equal(n, 2);
	assert_true(has(v, n, "place") && has(v, n, "pledge"));
	words_free_argv(n, v);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_entry_is_complete),
		cmocka_unit_test(test_issue_commands_exist),
		cmocka_unit_test(test_lookup_alias_prefix_ambiguous),
		cmocka_unit_test(test_help_shows_each_usage),
		cmocka_unit_test(test_arity_follows_template),
		cmocka_unit_test(test_completion_of_command_names),
		cmocka_unit_test(test_completion_follows_each_template),
		cmocka_unit_test(test_completion_of_hexes_units_facings),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}

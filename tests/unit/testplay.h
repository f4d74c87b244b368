/* testplay: a game played through the session in a cmocka test: run
 * an order line (try), expect it carried out (ok) or refused citing a
 * section with nothing changed (refused), pass phases (nexts), start a
 * game (play_start) and name its units (play_unit). */
#ifndef HERALD_TESTPLAY_H
#define HERALD_TESTPLAY_H

#include "testutil.h"

#include <string.h>

#include "cmd.h"
#include "session.h"
#include "util.h"

/* Runs a line: its return, and in *text what it said (the refusal's
 * cause when refused), which the caller frees. */
static enum cmd_retval
try(struct session *s, const char *line, char **text)
{
	const struct cmd_entry *e;
	struct buf out;
	char **argv, *why = NULL;
	int argc;
	enum cmd_retval rv;

	argc = words_split(line, &argv, &why);
	assert_true(argc > 0);
	e = cmd_find(argv[0], &why);
	assert_non_null(e);
	buf_init(&out);
	rv = session_run(s, e, argc - 1, argv + 1, &out, &why);
	if (rv == CMD_OK) {
		*text = xstrdup(out.s != NULL ? out.s : "");
		free(why);
	} else
		*text = why != NULL ? why : xstrdup("");
	buf_free(&out);
	words_free_argv(argc, argv);
	return rv;
}

/* The line is carried out; what it said, when want is not NULL, holds
 * want. */
static void
ok(struct session *s, const char *line, const char *want)
{
	char *text;

	if (try(s, line, &text) != CMD_OK)
		fail_msg("%s: %s", line, text);
	if (want != NULL && strstr(text, want) == NULL)
		fail_msg("%s: no \"%s\" in: %s", line, want, text);
	free(text);
}

/* The line is refused, citing want (its section, say), and changes
 * nothing: no order is added to those in force. */
static void
refused(struct session *s, const char *line, const char *want)
{
	int before = s->cursor;
	char *text;

	if (try(s, line, &text) == CMD_OK)
		fail_msg("%s: carried out: %s", line, text);
	if (strstr(text, want) == NULL)
		fail_msg("%s: refused without \"%s\": %s", line, want, text);
	assert_int_equal(s->cursor, before);
	free(text);
}

static void
nexts(struct session *s, int n)
{
	while (n-- > 0)
		ok(s, "next", NULL);
}

static void
play_start(struct session *s, const char *dir, const char *game,
    const char *scenario)
{
	struct buf out;
	char *why = NULL;

	session_init(s, dir);
	buf_init(&out);
	if (session_new(s, game, scenario, 1, NULL, &out, &why) != 0)
		fail_msg("new %s %s: %s", game, scenario ? scenario : "", why);
	buf_free(&out);
}

static int
play_unit(struct session *s, const char *id)
{
	char *why = NULL;
	int u = gd_unit_find(s->gd, id, &why);

	if (u < 0)
		fail_msg("%s: %s", id, why);
	return u;
}

#endif

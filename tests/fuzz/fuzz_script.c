/* fuzz_script: the command line: a whole batch script, as `herald
 * script` runs it (shell_run on the input as a memory stream), with
 * engine dice and a fixed seed, the journal in memory and no terminal.
 * The games are the real ones and the test games; a script starts with
 * no game in play (its first order is usually a `new`).
 *
 * Properties: nothing crashes; every command line's words survive being
 * written to the journal and read back (words_join, words_split); and at
 * the end the game in play saves, and the save loads as the very same
 * game (the state is the replay of the journal, DESIGN principle 3).
 * A script with a '/' is not run, so that no file is written outside
 * the scratch directory it runs in. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzzutil.h"
#include "herald.h"
#include "session.h"
#include "shell.h"

const char fuzz_name[] = "script";

static int
same_state(const struct state *a, const struct state *b)
{
	return a->nunits == b->nunits && a->turn == b->turn &&
	    a->phase == b->phase && a->over == b->over &&
	    a->winner == b->winner && a->seed == b->seed &&
	    memcmp(&a->rng, &b->rng, sizeof a->rng) == 0 &&
	    memcmp(a->u, b->u, sizeof *a->u * (size_t)a->nunits) == 0;
}

/* What a journal record keeps of a command line gives the same words. */
static void
check_words(const char *line)
{
	char **w, **again, *joined, *cause = NULL;
	int n, m, i;

	if ((n = words_split(line, &w, &cause)) < 0) {
		free(cause);
		return;
	}
	joined = words_join(n, w, 0);
	m = words_split(joined, &again, &cause);
	fz_assert(m == n, "\"%s\" is %d words, written as \"%s\" it is %d",
	    line, n, joined, m);
	for (i = 0; i < n; i++)
		fz_assert(strcmp(w[i], again[i]) == 0, "word %d of \"%s\" is "
		    "\"%s\", written as \"%s\" it reads \"%s\"", i + 1, line,
		    w[i], joined, again[i]);
	words_free_argv(n, w);
	words_free_argv(m, again);
	free(joined);
}

static void
check_lines(const char *text)
{
	const char *p, *nl;
	char *line;

	for (p = text; *p != '\0'; p = nl + 1) {
		if ((nl = strchr(p, '\n')) == NULL)
			nl = p + strlen(p);
		line = xstrndup(p, (size_t)(nl - p));
		check_words(line);
		free(line);
		if (*nl == '\0')
			break;
	}
}

/* The game in play, saved and loaded again, is the same game. */
static void
check_replay(struct session *s)
{
	struct session t;
	struct buf out;
	char *path, *cause = NULL;

	if (!session_has_game(s))
		return;
	path = xprintf("%s/replay.herald", fz_workdir());
	fz_assert(session_save(s, path, &cause) == 0, "the game does not "
	    "save: %s", cause);
	session_init(&t, s->datadir);
	t.batch = 1;
	buf_init(&out);
	fz_assert(session_load(&t, path, &out, &cause) == 0, "the game, "
	    "saved, does not load: %s", cause);
	fz_assert(t.cursor == s->cursor, "%d orders in force, %d after "
	    "saving and loading", s->cursor, t.cursor);
	fz_assert(same_state(s->st, t.st), "the game, saved and loaded, is "
	    "not the same game (turn %d phase %d; loaded: turn %d phase %d)",
	    s->st->turn, s->st->phase, t.st->turn, t.st->phase);
	buf_free(&out);
	session_free(&t);
	free(path);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct session s;
	struct shell sh;
	char *text;

	if (size == 0 || size > 8192 || memchr(data, '/', size) != NULL)
		return 0;
	herald_fix_seed(1);
	fz_datadir();
	fz_workdir();
	text = fz_string(data, size);
	check_lines(text);

	session_init(&s, fz_datadir());
	shell_init(&sh, &s);
	sh.name = "fuzz";
	/* the script up to its first NUL, as a C reader would see it */
	if (*text != '\0') {
		sh.in = fmemopen(text, strlen(text), "r");
		fz_assert(sh.in != NULL, "fmemopen");
		shell_run(&sh);
		fclose(sh.in);
		sh.in = NULL;
	}
	check_replay(&s);
	shell_free(&sh);
	session_free(&s);

	fz_workdir_clean();
	free(text);
	return 0;
}

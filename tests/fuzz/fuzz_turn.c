/* fuzz_turn: importing a turn file (turnfile_import) into a session that
 * has a game.
 *
 * An input with a line "herald-turn ..." is a turn file from that line
 * on (from a line "chain MAGIC" on: the bodies of its records, whose
 * chain is made for them, fz_rechain): the game its `game` record names
 * is started (the tiny test game if it names none that starts), the
 * lines before it that begin "> " are run first as commands (the orders
 * the file follows on from), and the file is imported.  It is imported or refused with a reason; a refused
 * import leaves the game as it was.
 * Any other input is commands, one a line, the first a `new` (or the
 * tiny game): they are played, the orders exported as a turn file, and
 * the file imported into a second copy of the same game, which must
 * then be the same game.
 * Commands with a '/' are not run, so that no file is written outside
 * the scratch directory. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzzutil.h"
#include "herald.h"
#include "session.h"
#include "shell.h"
#include "turnfile.h"

const char fuzz_name[] = "turn";

#define FZ_MAX_LINES	64
#define FZ_TINY		"new tiny basic seed=1"

static int
same_state(const struct state *a, const struct state *b)
{
	return a->nunits == b->nunits && a->turn == b->turn &&
	    a->phase == b->phase && a->over == b->over &&
	    a->winner == b->winner &&
	    memcmp(&a->rng, &b->rng, sizeof a->rng) == 0 &&
	    memcmp(a->u, b->u, sizeof *a->u * (size_t)a->nunits) == 0;
}

struct game {
	struct session	s;
	struct shell	sh;
};

static void
game_start(struct game *g, const char *new_order)
{
	session_init(&g->s, fz_datadir());
	g->s.batch = 1;
	shell_init(&g->sh, &g->s);
	g->sh.name = "fuzz";
	if (new_order == NULL || strncmp(new_order, "new", 3) != 0 ||
	    shell_execute(&g->sh, new_order) != 0 || !session_has_game(&g->s))
		shell_execute(&g->sh, FZ_TINY);
	fz_assert(session_has_game(&g->s), "the tiny game does not start");
}

static void
game_end(struct game *g)
{
	shell_free(&g->sh);
	session_free(&g->s);
}

/* The `new` order for a turn file's "game" line (game=G scenario=S
 * seed=N options=A,B). */
static char *
new_order(const char *settings)
{
	struct buf b;
	char **w, *why = NULL, *v, *opt, *save = NULL;
	int n, i;

	buf_init(&b);
	buf_puts(&b, "new");
	if ((n = words_split(settings, &w, &why)) < 0) {
		free(why);
		return buf_steal(&b);
	}
	for (i = 0; i < n; i++) {
		if ((v = strchr(w[i], '=')) == NULL)
			continue;
		*v++ = '\0';
		if (strchr(v, '"') != NULL || strchr(v, '\'') != NULL)
			continue;
		if (strcmp(w[i], "game") == 0)
			buf_printf(&b, " %s", v);
		else if (strcmp(w[i], "scenario") == 0)
			buf_printf(&b, " %s", strcmp(v, "-") == 0 ? "empty" : v);
		else if (strcmp(w[i], "seed") == 0)
			buf_printf(&b, " seed=%s", v);
		else if (strcmp(w[i], "options") == 0)
			for (opt = strtok_r(v, ",", &save); opt != NULL;
			    opt = strtok_r(NULL, ",", &save))
				buf_printf(&b, " +%s", opt);
	}
	words_free_argv(n, w);
	return buf_steal(&b);
}

static void
import_raw(char *text, char *file, size_t len)
{
	struct game g;
	struct state *before;
	struct buf out;
	char *line, *next, *order = NULL, *path, *chained, *cause = NULL;
	size_t clen;
	int cursor, nlines = 0;

	/* the game the file names: its "game game=..." record */
	for (line = file; line != NULL; line = next) {
		char *at;

		if ((next = strchr(line, '\n')) != NULL)
			next++;
		at = strstr(line, "game game=");
		if (at != NULL && (next == NULL || at < next)) {
			char *g_line = xstrndup(at + 5, next != NULL ?
			    (size_t)(next - at - 6) : strlen(at + 5));

			order = new_order(g_line);
			free(g_line);
			break;
		}
	}
	game_start(&g, order);
	free(order);
	/* the orders it follows on from */
	for (line = text; line < file && nlines < FZ_MAX_LINES; line = next) {
		if ((next = strchr(line, '\n')) == NULL || next > file)
			break;
		*next++ = '\0';
		if (strncmp(line, "> ", 2) == 0 && strchr(line, '/') == NULL)
			shell_execute(&g.sh, line + 2);
		nlines++;
	}
	path = xprintf("%s/in.turn", fz_workdir());
	if ((chained = fz_rechain(file, &clen)) != NULL) {
		fz_assert(fz_write(path, chained, clen) == 0, "cannot write %s",
		    path);
		free(chained);
	} else
		fz_assert(fz_write(path, file, len) == 0, "cannot write %s",
		    path);
	before = state_copy(g.s.st);
	cursor = g.s.cursor;
	buf_init(&out);
	if (turnfile_import(&g.s, path, &out, &cause) != 0) {
		fz_assert(cause != NULL, "refused without a reason");
		printf("import refused: %s\n", cause);
		free(cause);
		fz_assert(g.s.cursor == cursor && same_state(before, g.s.st),
		    "a refused import changed the game");
	} else
		printf("imported: %d orders in force\n", g.s.cursor);
	buf_free(&out);
	state_free(before);
	free(path);
	game_end(&g);
}

static void
round_trip(char *text)
{
	struct game a, b;
	struct buf out;
	char *line, *next, *first, *path, *cause = NULL;
	int nlines = 0;

	first = text;
	if ((next = strchr(text, '\n')) != NULL)
		*next++ = '\0';
	game_start(&a, strchr(first, '/') == NULL ? first : NULL);
	for (line = next; line != NULL && nlines < FZ_MAX_LINES;
	    line = next) {
		if ((next = strchr(line, '\n')) != NULL)
			*next++ = '\0';
		/* a new game or a loaded one is not this turn's */
		if (strchr(line, '/') == NULL && strstr(line, "new") == NULL &&
		    strstr(line, "load") == NULL)
			shell_execute(&a.sh, line);
		nlines++;
	}
	printf("exporting %d orders\n", a.s.cursor);
	if (a.s.cursor == 0) {
		game_end(&a);
		return;
	}
	path = xprintf("%s/out.turn", fz_workdir());
	buf_init(&out);
	fz_assert(turnfile_export(&a.s, path, 0, &out, &cause) == 0,
	    "%d orders do not export: %s", a.s.cursor, cause);
	/* the other player's copy of the game */
	{
		char *order = new_order(a.s.j.recs[0].text);

		game_start(&b, order);
		free(order);
	}
	fz_assert(turnfile_import(&b.s, path, &out, &cause) == 0,
	    "an exported turn does not import into the same game: %s", cause);
	fz_assert(a.s.cursor == b.s.cursor, "%d orders exported, %d in force "
	    "after the import", a.s.cursor, b.s.cursor);
	fz_assert(same_state(a.s.st, b.s.st), "an exported turn, imported, "
	    "gives a different game");
	buf_free(&out);
	free(path);
	game_end(&b);
	game_end(&a);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text, *file;

	if (size > 16384)
		return 0;
	herald_fix_seed(1);
	fz_datadir();
	fz_workdir();
	text = fz_string(data, size);
	if (strncmp(text, "herald-turn", 11) == 0 ||
	    strncmp(text, "chain ", 6) == 0)
		file = text;
	else if ((file = strstr(text, "\nherald-turn")) != NULL ||
	    (file = strstr(text, "\nchain ")) != NULL)
		file++;
	if (file != NULL)
		import_raw(text, file, size - (size_t)(file - text));
	else
		round_trip(text);
	fz_workdir_clean();
	free(text);
	return 0;
}

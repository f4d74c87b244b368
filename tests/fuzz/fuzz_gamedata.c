/* fuzz_gamedata: loading a game's data (src/gamedata.c, gdload.c,
 * rules.c, scenario.c) and setting up its battles.
 *
 * The input is the files of one game, the first being its game.yaml and
 * each further one after a line "%% NAME":
 *	game: GAME ...
 *	%% tables/terrain.yaml
 *	table: terrain ...
 *	%% NAME.yaml			(a scenario, beside game.yaml)
 * They are written to scenarios/GAME/ and tables/GAME/ of a data
 * directory of their own (GAME is the game.yaml's `game:`, or fz), where
 * a file the input does not give is the tiny test game's.  Hook scripts
 * (.tcl) are not written: hooks are another target's business, and a
 * scenario that names one is refused when it is set up.  Properties:
 * the game and each of its scenarios (up to 4) load or are refused with
 * a reason; a game that loads is set up on an empty board and in each
 * scenario that loads, and its status and map can be shown. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cmd.h"
#include "fuzzutil.h"
#include "gamedata.h"
#include "herald.h"
#include "session.h"

const char fuzz_name[] = "gamedata";

#define FZ_MAX_FILES	8
#define FZ_MAX_SCENS	4

static char *data;	/* the data directory of one input */

/* The game.yaml's `game:`, if it gives a usable one. */
static char *
game_id(const char *yaml)
{
	const char *p = yaml, *q;

	for (;;) {
		if (strncmp(p, "game:", 5) == 0) {
			for (p += 5; *p == ' ' || *p == '"'; p++)
				;
			for (q = p; isalnum((unsigned char)*q) || *q == '-' ||
			    *q == '_'; q++)
				;
			if (q > p && q - p < 64)
				return xstrndup(p, (size_t)(q - p));
			break;
		}
		if ((p = strchr(p, '\n')) == NULL)
			break;
		p++;
	}
	return xstrdup("fz");
}

/* A file name the input may use: letters, digits, . - _, no leading
 * dot. */
static int
good_name(const char *s)
{
	const char *p;

	if (*s == '\0' || *s == '.' || strlen(s) > 64)
		return 0;
	for (p = s; *p != '\0'; p++)
		if (!isalnum((unsigned char)*p) && *p != '.' && *p != '-' &&
		    *p != '_')
			return 0;
	return 1;
}

static void
put(const char *dir, const char *name, const char *text, size_t len)
{
	char *path = xprintf("%s/%s", dir, name);

	fz_assert(fz_write(path, text, len) == 0, "cannot write %s", path);
	free(path);
}

/* Copies the tiny game's file, unless the input gave one. */
static void
put_default(const char *dir, const char *name, const char *from)
{
	char *path = xprintf("%s/%s", dir, name), *src, *text;
	struct stat sb;
	FILE *f;
	size_t got;

	if (stat(path, &sb) == 0) {
		free(path);
		return;
	}
	src = xprintf("%s/tests/data/%s/%s", fz_srcdir(), from, name);
	f = fopen(src, "rb");
	fz_assert(f != NULL, "cannot read %s", src);
	text = xmalloc(65536);
	got = fread(text, 1, 65536, f);
	fclose(f);
	fz_assert(fz_write(path, text, got) == 0, "cannot write %s", path);
	free(text);
	free(src);
	free(path);
}

static void
run_command(struct session *s, const char *line)
{
	const struct cmd_entry *e;
	struct buf out;
	char **argv, *cause = NULL;
	int argc;

	if ((argc = words_split(line, &argv, &cause)) < 1 ||
	    (e = cmd_find(argv[0], &cause)) == NULL) {
		free(cause);
		words_free_argv(argc, argv);
		return;
	}
	buf_init(&out);
	if (session_run(s, e, argc - 1, argv + 1, &out, &cause) == CMD_ERROR)
		free(cause);
	buf_free(&out);
	words_free_argv(argc, argv);
}

/* A battle of the game: set up, shown, its first phase ended. */
static void
play(const char *game, const char *scenario)
{
	struct session s;
	struct buf out;
	char *cause = NULL;

	session_init(&s, data);
	s.batch = 1;
	buf_init(&out);
	if (session_new(&s, game, scenario, 1, NULL, &out, &cause) == 0) {
		run_command(&s, "status");
		run_command(&s, "map");
		run_command(&s, "units all");
		run_command(&s, "next");
	} else {
		fz_assert(cause != NULL, "session_new refused without a "
		    "reason");
		free(cause);
	}
	buf_free(&out);
	session_free(&s);
}

static void
load(const char *game)
{
	struct gamedata *gd;
	struct scenario *sc;
	char **names, *cause = NULL;
	int n, i, hooked;

	if (gamedata_load(data, game, &gd, &cause) != 0) {
		fz_assert(cause != NULL, "refused without a reason");
		free(cause);
		return;
	}
	hooked = gd->hook_script != NULL;
	names = gd_scenario_names(gd, &n);
	for (i = 0; i < n && i < FZ_MAX_SCENS; i++) {
		if (scenario_load(gd, names[i], &sc, &cause) != 0) {
			fz_assert(cause != NULL, "%s refused without a reason",
			    names[i]);
			free(cause);
			cause = NULL;
			continue;
		}
		if (sc->hook_script == NULL && !hooked)
			play(game, names[i]);
		scenario_free(sc);
	}
	words_free_argv(n, names);
	if (!hooked)
		play(game, NULL);
	gamedata_free(gd);
}

int
LLVMFuzzerTestOneInput(const uint8_t *bytes, size_t size)
{
	char *text, *part, *next, *name, *game, *sdir, *tdir, *nl;
	size_t len;
	int nfiles = 0;

	if (size > 65536)
		return 0;
	if (data == NULL) {
		data = xprintf("%s/game-data", fz_tmpdir());
		herald_fix_seed(1);
	}
	text = fz_string(bytes, size);
	game = game_id(text);
	mkdir(data, 0700);
	sdir = xprintf("%s/scenarios", data);
	mkdir(sdir, 0700);
	free(sdir);
	sdir = xprintf("%s/scenarios/%s", data, game);
	tdir = xprintf("%s/tables", data);
	mkdir(tdir, 0700);
	free(tdir);
	tdir = xprintf("%s/tables/%s", data, game);
	mkdir(sdir, 0700);
	mkdir(tdir, 0700);

	/* game.yaml, then each "%% NAME" part */
	name = NULL;
	for (part = text; part != NULL && nfiles < FZ_MAX_FILES; part = next) {
		next = strstr(part, "\n%% ");
		len = next != NULL ? (size_t)(next - part) + 1 :
		    size - (size_t)(part - text);
		if (name == NULL)
			put(sdir, "game.yaml", part, len);
		else if (strncmp(name, "tables/", 7) == 0 &&
		    good_name(name + 7))
			put(tdir, name + 7, part, len);
		else if (good_name(name) && strcmp(name, "game.yaml") != 0 &&
		    strstr(name, ".tcl") == NULL)
			put(sdir, name, part, len);
		nfiles++;
		if (next == NULL)
			break;
		name = next + 4;
		if ((nl = strchr(name, '\n')) == NULL)
			break;
		*nl = '\0';
		next = nl + 1;
	}
	put_default(tdir, "terrain.yaml", "tables/tiny");

	load(game);

	fz_rm_contents(data);
	free(sdir);
	free(tdir);
	free(game);
	free(text);
	return 0;
}

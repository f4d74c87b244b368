/* new: start a game.  The previous game's journal is kept beside the new
 * one (.previous), so a slip of the keyboard loses nothing. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "herald.h"
#include "session.h"

static enum cmd_retval
cmd_new_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct session *s = ctx->s;
	struct gamedata *gd;
	const char *game = s->game ? s->game : herald_default_game(s);
	char *scenario = NULL, *why = NULL, **names;
	uint64_t seed = herald_next_seed();
	int i, n, empty = 0;
	long v;

	for (i = 0; i < argc; i++) {
		if (strncmp(argv[i], "seed=", 5) == 0) {
			if (parse_int(argv[i] + 5, 0, 2147483647L, &v) != 0)
				return cmd_error(ctx, "expected seed=N with N "
				    "a whole number");
			seed = (uint64_t)v;
		} else if (strcmp(argv[i], "empty") == 0)
			empty = 1;
		else if (i == 0) {
			names = game_names(s->datadir, &n);
			while (n > 0 && strcmp(names[n - 1], argv[i]) != 0)
				n--;
			free_words(n > 0 ? n : 0, names);
			if (n == 0 && argc > 1)
				return cmd_error(ctx, "no game \"%s\" (\"new\" "
				    "with no argument lists the games)",
				    argv[i]);
			if (n > 0)
				game = argv[i];
			else
				scenario = xstrdup(argv[i]);
		} else if (scenario == NULL)
			scenario = xstrdup(argv[i]);
		else
			return cmd_usage_error(ctx);
	}
	if (!empty && scenario == NULL) {
		if (gamedata_load(s->datadir, game, &gd, &why) != 0) {
			cmd_error(ctx, "%s", why);
			free(why);
			return CMD_ERROR;
		}
		scenario = scenario_default(gd);
		gamedata_free(gd);
	}
	if (session_new(s, game, empty ? NULL : scenario, seed, ctx->out,
	    &why) != 0) {
		cmd_error(ctx, "%s", why);
		free(why);
		free(scenario);
		return CMD_ERROR;
	}
	buf_printf(ctx->out, "new game: %s, %s (seed %" PRIu64 ")\n",
	    s->gd->title, s->sc ? s->sc->title : "empty board", seed);
	free(scenario);
	return CMD_OK;
}

const struct cmd_entry cmd_new_entry = {
	.name = "new",
	.alias = NULL,
	.args = "[game] [scenario|empty] [seed]",
	.summary = "start a new game",
	.help =
	    "Starts a game: by default the same game with its default\n"
	    "scenario.  \"empty\" gives the board with no units on it.\n"
	    "seed=N fixes the engine's dice.  The game in play is kept in\n"
	    "the journal's .previous file and can be loaded back.\n"
	    "Examples: new; new battle-of-agincourt historical; new empty",
	.flags = 0,
	.exec = cmd_new_exec
};

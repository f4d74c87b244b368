/* new: start a game.  The game in play is kept beside the journal under
 * a numbered name (JOURNAL.N), so a slip of the keyboard loses nothing. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "herald.h"
#include "session.h"

static int
listed(char **names, int n, const char *name)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcmp(names[i], name) == 0)
			return 1;
	return 0;
}

static void
list_names(struct buf *b, char **names, int n)
{
	int i;

	for (i = 0; i < n; i++)
		buf_printf(b, "%s%s", i ? " " : "", names[i]);
}

/* The scenarios of a game, or NULL with the reason. */
static char **
scenarios_of(struct cmd_ctx *ctx, const char *game, int *n)
{
	struct gamedata *gd;
	char **names, *why = NULL;

	if (gamedata_load(ctx->s->datadir, game, &gd, &why) != 0) {
		cmd_fail(ctx, why);
		return NULL;
	}
	names = gd_scenario_names(gd, n);
	gamedata_free(gd);
	return names;
}

static enum cmd_retval
cmd_new_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct session *s = ctx->s;
	char *game = xstrdup(s->game ? s->game : herald_default_game(s));
	char *scenario = NULL, *why = NULL, **games, **scens = NULL;
	char *options = NULL;
	uint64_t seed = herald_next_seed();
	int i, ngames, nscens = 0, empty = 0, positional = 0;
	enum cmd_retval rv = CMD_ERROR;
	struct cmd_value past, *v;
	struct buf b;

	games = gd_game_names(s->datadir, &ngames);
	for (i = 0; i < argc; i++) {
		/* each word's shape was read by the table (CMD_ARG_SETTING);
		 * one past its reach is read here the same way */
		v = &ctx->v[i];
		if (i >= CMD_VALUES_MAX) {
			v = &past;
			if (cmd_arg_read(ctx, CMD_ARG_SETTING, argv[i], v) != 0)
				goto out;
		}
		if (v->index == 0) {
			seed = (uint64_t)v->n;
			continue;
		}
		if (v->index == 1) {
			empty = 1;
			continue;
		}
		if (v->index == 2) {
			/* an optional rule, fixed for the whole game */
			char *more = xprintf("%s%s%s", options ? options : "",
			    options ? "," : "", argv[i] + 1);

			free(options);
			options = more;
			continue;
		}
		if (positional == 0 && listed(games, ngames, argv[i])) {
			free(game);
			game = xstrdup(argv[i]);
			positional++;
			continue;
		}
		if (scenario != NULL) {
			cmd_usage_error(ctx);
			goto out;
		}
		words_free_argv(nscens, scens);
		if ((scens = scenarios_of(ctx, game, &nscens)) == NULL)
			goto out;
		if (!listed(scens, nscens, argv[i])) {
			buf_init(&b);
			buf_printf(&b, "no %s \"%s\" (games: ",
			    positional ? "scenario" : "game or scenario",
			    argv[i]);
			list_names(&b, games, ngames);
			buf_printf(&b, "; scenarios of %s: ", game);
			list_names(&b, scens, nscens);
			buf_puts(&b, ")");
			free(ctx->cause);
			ctx->cause = buf_steal(&b);
			goto out;
		}
		scenario = xstrdup(argv[i]);
		positional = 2;
	}
	if (empty && scenario != NULL) {
		cmd_error(ctx, "expected a scenario or empty, not both");
		goto out;
	}
	/* only the default's name: session_new loads the game, once, and
	 * says why if it will not load (a failed new keeps the game) */
	if (!empty && scenario == NULL)
		scenario = scenario_default_of(s->datadir, game);
	if (!cmd_may_replace(ctx)) {
		rv = CMD_OK;
		goto out;
	}
	if (session_new(s, game, empty ? NULL : scenario, seed, options,
	    ctx->out, &why) != 0) {
		cmd_fail(ctx, why);
		goto out;
	}
	buf_printf(ctx->out, "new game: %s, %s (seed %" PRIu64 ")\n",
	    s->gd->title, s->sc ? s->sc->title : "empty board", seed);
	if (s->j.kept != NULL)
		buf_printf(ctx->out, "the game before is kept as %s (\"load "
		    "%s\" plays it again)\n", s->j.kept, s->j.kept);
	rv = CMD_OK;
out:
	words_free_argv(ngames, games);
	words_free_argv(nscens, scens);
	free(scenario);
	free(options);
	free(game);
	return rv;
}

const struct cmd_entry cmd_new_entry = {
	.name = "new",
	.alias = NULL,
	.args = "[game] [scenario|empty] [seed=N] [+option]...",
	.summary = "start a new game",
	.help =
	    "Starts a game: by default the same game with its default\n"
	    "scenario.  \"empty\" gives the board with no units on it.\n"
	    "seed=N fixes the engine's dice.  +NAME plays with an optional\n"
	    "rule (status lists them; they are fixed for the whole game).\n"
	    "At the table herald asks before it replaces a game with orders;\n"
	    "a script goes on.  The game in play is kept beside the journal\n"
	    "as JOURNAL.N, and \"load\" plays it again.\n"
	    "Examples: new; new battle-of-agincourt historical; new empty",
	.flags = 0,
	.types = { CMD_ARG_SETTING, CMD_ARG_MORE },
	.exec = cmd_new_exec
};

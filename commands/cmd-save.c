/* save, load: a game to and from a file.  A saved game is a journal: the
 * settings and the orders in force, with their dice. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "session.h"

static enum cmd_retval
cmd_save_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct session *s = ctx->s;
	char *path, *why = NULL;

	path = argc ? xstrdup(argv[0]) : xprintf("%s-%s.herald", s->game,
	    s->scenario ? s->scenario : "empty");
	if (session_save(s, path, &why) != 0) {
		cmd_error(ctx, "%s", why);
		free(why);
		free(path);
		return CMD_ERROR;
	}
	buf_printf(ctx->out, "saved %d order%s to %s\n", s->cursor,
	    s->cursor == 1 ? "" : "s", path);
	free(path);
	return CMD_OK;
}

static enum cmd_retval
cmd_load_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct session *s = ctx->s;
	char *why = NULL;

	if (session_load(s, argv[0], ctx->out, &why) != 0) {
		cmd_error(ctx, "cannot load %s: %s", argv[0], why);
		free(why);
		return CMD_ERROR;
	}
	buf_printf(ctx->out, "loaded %s: %s, %s, %d order%s\n", argv[0],
	    s->gd->title, s->sc ? s->sc->title : "empty board", s->cursor,
	    s->cursor == 1 ? "" : "s");
	return CMD_OK;
}

const struct cmd_entry cmd_save_entry = {
	.name = "save",
	.alias = NULL,
	.args = "[file]",
	.summary = "save the game to a file",
	.help =
	    "Writes the game (its settings and every order in force, with the\n"
	    "dice) to FILE, by default GAME-SCENARIO.herald.  The file appears\n"
	    "whole or not at all.",
	.flags = CMD_GAME,
	.exec = cmd_save_exec
};

const struct cmd_entry cmd_load_entry = {
	.name = "load",
	.alias = NULL,
	.args = "<file>",
	.summary = "load a saved game",
	.help =
	    "Replays a saved game and makes it the game in play.  A file that\n"
	    "does not replay is refused and the current game stays.  The game\n"
	    "it replaces is kept beside the journal (.previous).",
	.flags = 0,
	.exec = cmd_load_exec
};

/* save, load: a game to and from a file.  A saved game is a journal: the
 * settings and the orders in force, with their dice, chained and closed
 * by an end record (journal.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "session.h"

static enum cmd_retval
cmd_save_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct session *s = ctx->s;
	char *path, *why = NULL, *kept = NULL;

	path = argc ? xstrdup(argv[0]) : xprintf("%s-%s.herald", s->game,
	    s->scenario ? s->scenario : "empty");
	if (session_save_keep(s, path, &kept, &why) != 0) {
		if (kept != NULL)
			buf_printf(ctx->out, "the file that was there is kept "
			    "as %s\n", kept);
		free(kept);
		free(path);
		return cmd_fail(ctx, why);
	}
	buf_printf(ctx->out, "saved %d order%s to %s\n", s->cursor,
	    s->cursor == 1 ? "" : "s", path);
	if (kept != NULL)
		buf_printf(ctx->out, "the file that was there is kept as %s\n",
		    kept);
	free(kept);
	free(path);
	return CMD_OK;
}

static void
cmd_load_refuse(struct cmd_ctx *ctx, int at, const char *word)
{
	(void)at;
	cmd_error(ctx, "expected salvage after the file, not \"%s\"", word);
}

static enum cmd_retval
cmd_load_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct session *s = ctx->s;
	char *why = NULL;
	int salvage = argc == 2;	/* the word read: cmd_load_refuse */

	if (!cmd_may_replace(ctx))
		return CMD_OK;
	if (session_load_file(s, argv[0], salvage, ctx->out, &why) != 0)
		return cmd_fail_as(ctx, why, "cannot load %s", argv[0]);
	buf_printf(ctx->out, "loaded %s: %s, %s, %d order%s\n", argv[0],
	    s->gd->title, s->sc ? s->sc->title : "empty board", s->cursor,
	    s->cursor == 1 ? "" : "s");
	if (s->j.kept != NULL)
		buf_printf(ctx->out, "the game before is kept as %s (\"load "
		    "%s\" plays it again)\n", s->j.kept, s->j.kept);
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
	    "whole or not at all.  A file there that held anything but an\n"
	    "earlier save of this game is kept as FILE.N, not overwritten.",
	.flags = CMD_GAME,
	.types = { CMD_ARG_FILE },
	.exec = cmd_save_exec
};

const struct cmd_entry cmd_load_entry = {
	.name = "load",
	.alias = NULL,
	.args = "<file> [salvage]",
	.summary = "load a saved game",
	.help =
	    "Replays a saved game (or a journal) and makes it the game in\n"
	    "play.  A file that is damaged or does not replay is refused and\n"
	    "the current game stays; \"salvage\" takes a damaged file's whole\n"
	    "records before the damage.  At the table herald asks before it\n"
	    "replaces a game with orders; a script goes on.  The game it\n"
	    "replaces is kept beside the journal as JOURNAL.N.",
	.flags = 0,
	.types = { CMD_ARG_FILE, CMD_ARG_KEYWORD },
	.refuse = cmd_load_refuse,
	.exec = cmd_load_exec
};

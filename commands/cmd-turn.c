/* turn: a player's turn as a file for the other player's herald
 * (delayed turn play, play by mail: a game option such as "delayed"). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "turnfile.h"

static enum cmd_retval
cmd_turn_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct cmd_value from, file;
	char *why = NULL;
	int rc;

	/* the file's name by its type: an empty word is refused here */
	if (argc >= 2 && cmd_arg_read(ctx, CMD_ARG_FILE, argv[1], &file) != 0)
		return CMD_ERROR;

	/* export or import: its template's keyword (cmd-arg.c); from=N
	 * is read by its type only for an export (an import's third word
	 * is a usage error) */
	if (ctx->v[0].index == 0) {
		if (argc == 3 && cmd_arg_read(ctx, CMD_ARG_FROM, argv[2],
		    &from) != 0)
			return CMD_ERROR;
		if (argc > 3)
			return cmd_usage_error(ctx);
		rc = turnfile_export(ctx->s, argv[1], argc == 3 ?
		    (int)from.n - 1 : -1, ctx->out, &why);
	} else {
		if (argc != 2)
			return cmd_usage_error(ctx);
		rc = turnfile_import(ctx->s, argv[1], ctx->out, &why);
	}
	if (rc != 0)
		return cmd_fail(ctx, why);
	return CMD_OK;
}

const struct cmd_entry cmd_turn_entry = {
	.name = "turn",
	.alias = NULL,
	.args = "<export|import> <file> [from=N]",
	.summary = "send your turn to the other player, or play theirs",
	.help =
	    "turn export FILE: writes your orders since the last imported\n"
	    "turn (or from order N of the log with from=N), with their dice,\n"
	    "for the other player.\n"
	    "turn import FILE: checks that the file follows on from this very\n"
	    "game, replays its orders with their dice, narrating every ruling,\n"
	    "and journals them, all at once, marked with the file they came\n"
	    "from.  A file that does not apply, or that was changed after it\n"
	    "was written (its lines are chained and counted), is refused\n"
	    "whole.  In a game by mail (its mail option; see help seat) every\n"
	    "file is signed by its player and checked on import, and herald's\n"
	    "dice follow from both players' dice chains (help link), drawn\n"
	    "again on import: neither player can choose them.  To start, the\n"
	    "player who moves first sends a file with his key and chain only\n"
	    "(seat SIDE, turn export FILE), the other answers with his (and\n"
	    "his first link), then the first plays.  What no scheme without a\n"
	    "third party can stop: in your turn you know both links, so you\n"
	    "could try orders in a scratch copy of the game and see their dice\n"
	    "before you give them here; every undo after a roll in this herald\n"
	    "is sent and shown (doc/guide.md, \"Play by mail\").",
	.flags = CMD_GAME,
	.types = { CMD_ARG_KEYWORD },
	.exec = cmd_turn_exec
};

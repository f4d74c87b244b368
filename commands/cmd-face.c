/* face: turn a unit to face another hexside; in battle-of-agincourt this
 * takes its whole movement allowance (battle-of-agincourt §7.3). */
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "move.h"
#include "session.h"

static enum cmd_retval
cmd_face_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	char *why = NULL;
	int u, dir;

	if (cmd_arg_own_unit(ctx, argv[0], &u) != 0 ||
	    cmd_arg_facing(ctx, argv[1], &dir) != 0)
		return CMD_ERROR;
	if (move_face(ctx->st, u, dir, ctx->out, &why) != 0) {
		cmd_error(ctx, "%s cannot turn: %s", ctx->s->gd->units[u].id,
		    why);
		free(why);
		return CMD_ERROR;
	}
	return CMD_OK;
}

const struct cmd_entry cmd_face_entry = {
	.name = "face",
	.alias = NULL,
	.args = "<unit|hex> <facing>",
	.summary = "turn a unit to face another hexside",
	.help =
	    "Turns the unit to face the given hexside (a compass name such as\n"
	    "n or se).  Where the rules say so, turning is the unit's whole\n"
	    "move for the phase: it may not turn after moving, nor move after\n"
	    "turning.",
	.flags = CMD_GAME | CMD_JOURNAL,
	.exec = cmd_face_exec
};

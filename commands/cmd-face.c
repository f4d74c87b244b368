/* face: turn a unit to face another hexside; in battle-of-agincourt this
 * takes its whole movement allowance (battle-of-agincourt §7.3).  With
 * vertex facing a unit on two hexes turns about or pivots
 * (spi-agincourt §5.23, §5.24: src/move-footprint.c). */
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "move.h"
#include "session.h"

static enum cmd_retval
cmd_face_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	char *why = NULL;
	int u = ctx->v[0].unit;

	if (move_face(ctx->st, u, ctx->v[1].facing, ctx->out, &why) != 0)
		return cmd_fail_as(ctx, why, "%s cannot turn",
		    ctx->s->gd->units[u].id);
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
	    "turning; elsewhere it costs what the game says.\n"
	    "In a game whose units face a vertex the facing is a corner (nne,\n"
	    "e, ... on a flat-topped map, or its two hexsides: n-ne).  A unit\n"
	    "on two hexes turns about within them (the opposite corner), or\n"
	    "pivots one corner round: the half on that side stays and the\n"
	    "other enters the hex in front of its centre.",
	.flags = CMD_GAME | CMD_JOURNAL,
	.types = { CMD_ARG_OWN_UNIT, CMD_ARG_FACING },
	.exec = cmd_face_exec
};

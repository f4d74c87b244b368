/* range: how many hexes apart two hexes are, counted as the rules count
 * range (battle-of-agincourt §9.1: the target hex counts, the firer's
 * does not). */
#include <stdio.h>

#include "cmd.h"
#include "session.h"

static enum cmd_retval
cmd_range_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct hex a, b;

	if (cmd_arg_hex(ctx, argv[0], &a) != 0 ||
	    cmd_arg_hex(ctx, argv[1], &b) != 0)
		return CMD_ERROR;
	buf_printf(ctx->out, "%d\n", hex_distance(&ctx->s->gd->grid, a, b));
	return CMD_OK;
}

const struct cmd_entry cmd_range_entry = {
	.name = "range",
	.alias = "distance",
	.args = "<hex> <hex>",
	.summary = "count the hexes between two hexes",
	.help =
	    "Prints the distance from the first hex to the second in hexes,\n"
	    "as range is counted for fire: an adjacent hex is 1.\n"
	    "Example: range 2814 2611 prints 4.",
	.flags = CMD_GAME,
	.exec = cmd_range_exec
};

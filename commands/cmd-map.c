/* map: the board, or a region of it, as text. */
#include <stdio.h>

#include "cmd.h"
#include "mapdraw.h"
#include "session.h"

static enum cmd_retval
cmd_map_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	const struct grid *g = &ctx->s->gd->grid;
	struct hex a = { g->col_min, g->row_min }, b = { g->col_max,
	    g->row_max };

	if (argc == 1)
		return cmd_error(ctx, "expected two hexes at opposite corners "
		    "of the region (map 1113 1316), or none for the whole "
		    "board");
	if (argc == 2 && (cmd_arg_hex(ctx, argv[0], &a) != 0 ||
	    cmd_arg_hex(ctx, argv[1], &b) != 0))
		return CMD_ERROR;
	mapdraw(ctx->st, a, b, ctx->out);
	return CMD_OK;
}

const struct cmd_entry cmd_map_entry = {
	.name = "map",
	.alias = NULL,
	.args = "[hex] [hex]",
	.summary = "draw the board, or the region between two hexes",
	.help =
	    "Draws the whole board, or the rectangle with the two hexes at\n"
	    "opposite corners.  Each hex shows the unit's faction and type\n"
	    "with an arrow for its facing (* when routed), or the terrain\n"
	    "when empty; = marks a fortified hex.  Columns that sit half a\n"
	    "hex lower on the map are drawn on the lower line of each row.",
	.flags = CMD_GAME,
	.exec = cmd_map_exec
};

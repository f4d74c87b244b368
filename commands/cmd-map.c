/* map: the board, or a region of it, as text. */
#include <stdio.h>

#include "cmd.h"
#include "mapdraw.h"
#include "session.h"

/* Two corners or none: one alone is refused before it is read. */
static int
cmd_map_ready(struct cmd_ctx *ctx, int argc)
{
	if (argc != 1)
		return 0;
	cmd_error(ctx, "expected two hexes at opposite corners of the region "
	    "(map 1113 1316), or none for the whole board");
	return -1;
}

static enum cmd_retval
cmd_map_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	const struct grid *g = &ctx->s->gd->grid;
	struct hex a = { g->col_min, g->row_min }, b = { g->col_max,
	    g->row_max };

	if (argc == 2) {
		a = ctx->v[0].hex;
		b = ctx->v[1].hex;
	}
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
	.ready = cmd_map_ready,
	.types = { CMD_ARG_HEX, CMD_ARG_HEX },
	.exec = cmd_map_exec
};

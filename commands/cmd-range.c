/* range: how many hexes apart two hexes are, counted as the rules count
 * range (battle-of-agincourt §9.1: the target hex counts, the firer's
 * does not).  A unit's id may stand for a hex: the range is then from
 * its nearest hex (a unit on two hexes: footprint.h; the help text is
 * as it was, which tests/transcripts/help.t holds). */
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "footprint.h"
#include "session.h"

static enum cmd_retval
cmd_range_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	const struct cmd_value *a = &ctx->v[0], *b = &ctx->v[1];

	buf_printf(ctx->out, "%d\n", footprint_hexes_distance(
	    &ctx->s->gd->grid, a->hexes, a->nhexes, b->hexes, b->nhexes));
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
	.types = { CMD_ARG_HEXES, CMD_ARG_HEXES },
	.exec = cmd_range_exec
};

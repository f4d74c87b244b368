/* show: everything about one hex or one unit. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "marker.h"
#include "narrate.h"
#include "session.h"
#include "tally.h"

static enum cmd_retval
cmd_show_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	int u = ctx->v[0].unit;

	/* a word written as a hex is a hex (CMD_ARG_HEX_OR_UNIT) */
	if (u < 0) {
		narrate_hex(ctx->st, ctx->v[0].hex, ctx->out);
		marker_show_hex(ctx->st, ctx->v[0].hex, ctx->out); /* marker.h */
		return CMD_OK;
	}
	narrate_unit_card(ctx->st, u, ctx->out);
	tally_show_unit(ctx->st, u, ctx->out);	/* the game's own values */
	marker_show_unit(ctx->st, u, ctx->out);	/* marker.h */
	return CMD_OK;
}

const struct cmd_entry cmd_show_entry = {
	.name = "show",
	.alias = NULL,
	.args = "<hex|unit>",
	.summary = "describe a hex or a unit",
	.help =
	    "show HEX: the terrain, features (fortified hexsides), set-up\n"
	    "marks and the unit in the hex.\n"
	    "show UNIT: the counter's values and where it stands, and the\n"
	    "values the game declares for it (arrows left, ...).  A unit is\n"
	    "named by id (e01) or name (\"Henry V\"); a unique prefix will do.",
	.flags = CMD_GAME,
	.types = { CMD_ARG_HEX_OR_UNIT },
	.exec = cmd_show_exec
};

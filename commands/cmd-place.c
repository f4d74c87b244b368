/* place: put a unit on a hex, for set-up and referee corrections.  The
 * stacking limit and terrain a unit may not enter still apply. */
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "narrate.h"
#include "place.h"
#include "ruling.h"
#include "session.h"

static enum cmd_retval
cmd_place_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct ruling r;
	char *why = NULL;
	int u = ctx->v[0].unit, facing = argc == 3 ? ctx->v[2].facing : -1;

	ruling_init(&r);
	if (place_unit(ctx->st, u, ctx->v[1].hex, facing, &r, &why) != 0)
		return cmd_fail_as(ctx, why, "cannot place %s",
		    ctx->s->gd->units[u].id);
	narrate_told(ctx->s->gd, &r, ctx->out);
	return CMD_OK;
}

const struct cmd_entry cmd_place_entry = {
	.name = "place",
	.alias = NULL,
	.args = "<unit> <hex> [facing]",
	.summary = "put a unit on a hex (set-up, corrections)",
	.help =
	    "Puts the unit on the hex, facing the given hexside (a compass\n"
	    "name such as n or se).  Without a facing a unit already on the\n"
	    "map keeps its facing and a new one faces away from its own map\n"
	    "edge.  Refused where the hex is full or is terrain the unit\n"
	    "cannot enter.  Undo takes it back.",
	.flags = CMD_GAME | CMD_JOURNAL | CMD_OWN_UNIT,
	.types = { CMD_ARG_UNIT, CMD_ARG_HEX, CMD_ARG_FACING },
	.exec = cmd_place_exec
};

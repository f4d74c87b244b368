/* remove: take a unit off the map (referee corrections). */
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "session.h"

static enum cmd_retval
cmd_remove_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	int u = ctx->v[0].unit;
	struct hex was = ctx->st->u[u].hex;
	char *why = NULL;

	if (board_remove(ctx->st, u, &why) != 0)
		return cmd_fail_as(ctx, why, "cannot remove");
	buf_printf(ctx->out, "removed %s (%s) from %s\n",
	    ctx->s->gd->units[u].id, ctx->s->gd->units[u].name, hex_str(was));
	return CMD_OK;
}

const struct cmd_entry cmd_remove_entry = {
	.name = "remove",
	.alias = NULL,
	.args = "<unit>",
	.summary = "take a unit off the map (corrections)",
	.help =
	    "Takes the unit off the map, as a referee correction; it is not\n"
	    "counted as eliminated.  Undo puts it back.",
	.flags = CMD_GAME | CMD_JOURNAL,
	.types = { CMD_ARG_UNIT },
	.exec = cmd_remove_exec
};

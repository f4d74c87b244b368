/* remove: take a unit off the map (referee corrections). */
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "narrate.h"
#include "referee.h"
#include "ruling.h"
#include "session.h"

static enum cmd_retval
cmd_remove_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct ruling r;
	char *why = NULL;

	ruling_init(&r);
	if (referee_remove(ctx->st, ctx->v[0].unit, &r, &why) != 0)
		return cmd_fail_as(ctx, why, "cannot remove");
	narrate_told(ctx->s->gd, &r, ctx->out);
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
	.flags = CMD_GAME | CMD_JOURNAL | CMD_OWN_UNIT,
	.types = { CMD_ARG_UNIT },
	.exec = cmd_remove_exec
};

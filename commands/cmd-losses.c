/* losses: the owner shares out its side's step losses after a combat
 * (the game's step_loss section): each unit named loses one step; a
 * unit may be named twice; as many of the losses as can be taken must
 * be. */
#include <stdio.h>

#include "cmd.h"
#include "losses.h"
#include "session.h"

/* Refused before the words are read, as the count is known. */
static int
cmd_losses_ready(struct cmd_ctx *ctx, int argc)
{
	char *why = NULL;

	if (losses_open(ctx->st, argc, &why) == 0)
		return 0;
	cmd_fail(ctx, why);
	return -1;
}

static enum cmd_retval
cmd_losses_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	char *why = NULL;
	int i, u[LOSSES_MAX];

	if (argc > LOSSES_MAX || argc > CMD_VALUES_MAX)
		return cmd_error(ctx, "at most %d units", LOSSES_MAX);
	for (i = 0; i < argc; i++)
		u[i] = ctx->v[i].unit;
	if (losses_take(ctx->st, u, argc, ctx->out, &why) != 0)
		return cmd_fail(ctx, why);
	return CMD_OK;
}

const struct cmd_entry cmd_losses_entry = {
	.name = "losses",
	.alias = NULL,
	.args = "<unit|hex>...",
	.summary = "share out a side's step losses after combat",
	.help =
	    "After a result that costs several attacking units step losses,\n"
	    "their owner names the units that take them, one step for each\n"
	    "name; a unit may be named twice.  As many of the losses as the\n"
	    "units can take must be taken.  Nothing else may be ordered until\n"
	    "it is done.  Under the delayed-turn adaptation herald shares them\n"
	    "out itself, full-strength units first.\n"
	    "Example: losses y07 y11",
	.flags = CMD_GAME | CMD_JOURNAL,
	.ready = cmd_losses_ready,
	.types = { CMD_ARG_UNIT_OR_HEX, CMD_ARG_MORE },
	.exec = cmd_losses_exec
};

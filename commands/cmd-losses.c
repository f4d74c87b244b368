/* losses: the owner shares out its side's step losses after a combat
 * (the game's step_loss section): each unit named loses one step; a
 * unit may be named twice; as many of the losses as can be taken must
 * be. */
#include <stdio.h>

#include "cmd.h"
#include "losses.h"
#include "session.h"

static enum cmd_retval
cmd_losses_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	char *why = NULL;
	int i, u[LOSSES_MAX];

	/* refused before the words are read, as the count is known */
	if (losses_open(ctx->st, argc, &why) != 0)
		return cmd_fail(ctx, why);
	for (i = 0; i < argc; i++)
		if (cmd_arg_unit_or_hex(ctx, argv[i], &u[i]) != 0)
			return CMD_ERROR;
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
	.exec = cmd_losses_exec
};

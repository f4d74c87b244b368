/* rally: a routed unit tries to come back to good order in its faction's
 * Rally phase (battle-of-agincourt §12, §13.3): a morale check; success
 * gives it the facing its side chooses, failure sends it routing again. */
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "morale.h"
#include "session.h"

static enum cmd_retval
cmd_rally_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	const struct gamedata *gd = ctx->s->gd;
	char *why = NULL;
	int u, facing;

	if (gd->morale.rally_section == NULL)
		return cmd_error(ctx, "%s has no rallying: its units never "
		    "rout", gd->title);
	if (cmd_arg_own_unit(ctx, argv[0], &u) != 0)
		return CMD_ERROR;
	facing = board_default_facing(ctx->s->gd, u);
	if (argc == 2 && cmd_arg_facing(ctx, argv[1], &facing) != 0)
		return CMD_ERROR;
	if (morale_rally(ctx->st, u, facing, ctx->ro, ctx->out, &why) != 0)
		return cmd_fail(ctx, why);
	return CMD_OK;
}

const struct cmd_entry cmd_rally_entry = {
	.name = "rally",
	.alias = NULL,
	.args = "<unit|hex> [facing]",
	.summary = "a routed unit tries to rally",
	.help =
	    "In its faction's Rally phase every routed unit must try to rally:\n"
	    "a morale check.  On a success it is in good order again, facing\n"
	    "the hexside given (by default away from its own map edge); on a\n"
	    "failure it stays routed and moves its full movement toward its\n"
	    "own edge again.  \"next\" will not leave the Rally phase while a\n"
	    "routed unit has not tried.",
	.flags = CMD_GAME | CMD_JOURNAL,
	.exec = cmd_rally_exec
};

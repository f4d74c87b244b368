/* rally: a routed unit tries to come back to good order in its faction's
 * Rally phase (battle-of-agincourt §12, §13.3): a morale check; success
 * gives it the facing its side chooses, failure sends it routing again. */
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "morale.h"
#include "session.h"

/* Only in a game whose units rout. */
static int
cmd_rally_ready(struct cmd_ctx *ctx, int argc)
{
	const struct gamedata *gd = ctx->s->gd;

	if (gd->morale.rally_section != NULL)
		return 0;
	/* not "never rout": a game may rally routed units some other way
	 * (SPI's Agincourt: a leader joining the unit, 11.23) */
	cmd_error(ctx, "%s has no rally order: no morale check of their own "
	    "rallies its units (rule rally tells what the game has)",
	    gd->title);
	return -1;
}

static enum cmd_retval
cmd_rally_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	char *why = NULL;
	int u = ctx->v[0].unit, facing;

	facing = argc == 2 ? ctx->v[1].facing :
	    board_default_facing(ctx->s->gd, u);
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
	.ready = cmd_rally_ready,
	.types = { CMD_ARG_OWN_UNIT, CMD_ARG_FACING },
	.exec = cmd_rally_exec
};

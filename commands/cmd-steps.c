/* steps: turn a counter to its full or reduced side, as a referee
 * correction (a game with two-step counters: see its step_loss section). */
#include <stdio.h>
#include <string.h>

#include "cmd.h"
#include "session.h"
#include "sides.h"

static enum cmd_retval
cmd_steps_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	const struct gamedata *gd = ctx->s->gd;
	int u = ctx->v[0].unit, reduced = ctx->v[1].index == 1;

	if (reduced && (gd->combat.reduced_stat < 0 ||
	    sides_stat(ctx->st, u, gd->combat.reduced_stat) == 0))
		return cmd_error(ctx, "%s has no reduced side",
		    gd->units[u].id);
	ctx->st->u[u].steps_lost = reduced;
	buf_printf(ctx->out, "%s is on its %s side\n", gd->units[u].id,
	    reduced ? "reduced" : "full");
	return CMD_OK;
}

const struct cmd_entry cmd_steps_entry = {
	.name = "steps",
	.alias = NULL,
	.args = "<unit|hex> <full|reduced>",
	.summary = "turn a counter to its full or reduced side",
	.help =
	    "Turns a two-step counter to its full or its reduced side, as a\n"
	    "referee correction or to set up a situation.  Combat turns\n"
	    "counters over by itself.  Undo takes it back.",
	.flags = CMD_GAME | CMD_JOURNAL | CMD_OWN_UNIT,
	.types = { CMD_ARG_UNIT_OR_HEX, CMD_ARG_KEYWORD },
	.exec = cmd_steps_exec
};

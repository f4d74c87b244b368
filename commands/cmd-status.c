/* status: where the game stands: turn, whose phase, dice, orders. */
#include <stdio.h>

#include "cmd.h"
#include "sequence.h"
#include "session.h"

static enum cmd_retval
cmd_status_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	const struct session *s = ctx->s;
	int i, off = 0;

	buf_printf(ctx->out, "%s, %s\n", s->gd->title,
	    s->sc ? s->sc->title : "empty board");
	seq_describe(ctx->st, ctx->out);
	buf_puts(ctx->out, "\n");
	for (i = 0; i < ctx->st->nunits; i++)
		off += ctx->st->u[i].eliminated;
	buf_printf(ctx->out, "eliminated: %d\n", off);
	buf_printf(ctx->out, "dice: %s (seed %llu); orders: %d\n",
	    ctx->st->dice_manual ? "manual" : "auto",
	    (unsigned long long)ctx->st->seed, s->cursor);
	return CMD_OK;
}

const struct cmd_entry cmd_status_entry = {
	.name = "status",
	.alias = NULL,
	.args = "",
	.summary = "where the game stands: turn, phase, losses",
	.help =
	    "Shows the game and scenario, the turn and whose phase it is,\n"
	    "how many units have been eliminated, the dice in use and how\n"
	    "many orders the journal holds.",
	.flags = CMD_GAME,
	.exec = cmd_status_exec
};

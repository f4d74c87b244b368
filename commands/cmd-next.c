/* next: end the current phase and begin the next one of the sequence of
 * play (battle-of-agincourt §6).  The scenario's hooks are told of the
 * phase that ends and the one that begins. */
#include <stdio.h>

#include "cmd.h"
#include "phase-end.h"
#include "session.h"

static enum cmd_retval
cmd_next_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	char *why = NULL;

	if (phase_end(ctx->s, ctx->st, ctx->ro, ctx->out, &why) != 0)
		return cmd_fail(ctx, why);
	return CMD_OK;
}

const struct cmd_entry cmd_next_entry = {
	.name = "next",
	.alias = NULL,
	.args = "",
	.summary = "end this phase and begin the next",
	.help =
	    "Ends the current phase of the sequence of play and begins the\n"
	    "next one: the next faction's turn after the last phase, the next\n"
	    "game turn after the last faction.  In a phase of impulses it ends\n"
	    "one impulse, or one step after an impulse, at a time.  A stage\n"
	    "that does not come in this turn is passed over; a phase herald\n"
	    "plays itself (automatic) is played, hooks and dice, within the\n"
	    "same order.  After the last turn (or the turn an event of the\n"
	    "game brings the end to) the game is over.  undo takes it back.",
	.flags = CMD_GAME | CMD_JOURNAL,
	.exec = cmd_next_exec
};

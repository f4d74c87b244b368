/* stats: how the dice have treated each player (luck.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "gamedata.h"
#include "luck.h"
#include "narrate.h"
#include "session.h"

static enum cmd_retval
cmd_stats_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct luck *l = xmalloc(sizeof *l);
	char *why = NULL;

	(void)argc;
	(void)argv;
	if (session_luck(ctx->s, l, &why) != 0) {
		free(l);
		return cmd_fail(ctx, why);
	}
	narrate_luck(ctx->s->gd, l, 0, ctx->out);
	free(l);
	return CMD_OK;
}

const struct cmd_entry cmd_stats_entry = {
	.name = "stats",
	.alias = NULL,
	.args = "",
	.summary = "how the dice have treated each player",
	.help =
	    "For each player, the dice of his orders in force (herald's and his\n"
	    "own apart, all of them and those of combat: attack, fire,\n"
	    "counter-attack, volleys, charges, duels): how many, what they came\n"
	    "to against what the dice give on average, and the chance of\n"
	    "rolling at least that high, so how lucky or unlucky the rolls\n"
	    "were (whether high rolls are good depends on the table read);\n"
	    "then for each kind of roll, each total seen against the times\n"
	    "it was expected.  Dice rolled between turns count as no\n"
	    "player's.  Orders taken back do not count.",
	.flags = CMD_GAME,
	.exec = cmd_stats_exec
};

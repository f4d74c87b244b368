/* dice: who rolls, the engine or the players' physical dice. */
#include <stdio.h>
#include <string.h>

#include "cmd.h"
#include "dicechain.h"
#include "mail.h"
#include "narrate.h"
#include "referee.h"
#include "ruling.h"
#include "session.h"

static enum cmd_retval
cmd_dice_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct ruling r;
	char *why = NULL;

	if (argc == 0 && mail_on(ctx->st)) {
		buf_puts(ctx->out, "dice: ");
		dicechain_describe(ctx->st, ctx->out);
		buf_puts(ctx->out, "\n");
		ctx->unchanged = 1;
		return CMD_OK;
	}
	if (argc == 0) {
		buf_printf(ctx->out, "dice: %s (seed %llu)\n",
		    ctx->st->dice_manual ? "manual" : "auto",
		    (unsigned long long)ctx->st->seed);
		ctx->unchanged = 1;
		return CMD_OK;
	}
	ruling_init(&r);
	/* [auto|manual] */
	if (referee_dice(ctx->st, ctx->v[0].index == 1, &r, &why) != 0) {
		ruling_free(&r);
		return cmd_fail(ctx, why);
	}
	narrate_told(ctx->s->gd, &r, ctx->out);
	return CMD_OK;
}

const struct cmd_entry cmd_dice_entry = {
	.name = "dice",
	.alias = NULL,
	.args = "[auto|manual]",
	.summary = "roll with herald's dice or your own",
	.help =
	    "dice manual: herald asks for each roll the rules call for; type\n"
	    "the total (8) or each die (5 3), d66 as 35 or 3 5, Fudge dice as\n"
	    "+ - 0 + or 1 -1 0 1 (help roll).  Impossible rolls are refused.\n"
	    "dice auto: herald rolls, from the game's recorded seed (in a game\n"
	    "by mail, from both players' dice chains: help link; there your\n"
	    "own dice are refused, since your opponent could not check them).\n"
	    "With no argument, says which is in use.",
	.flags = CMD_GAME | CMD_JOURNAL,
	.types = { CMD_ARG_KEYWORD },
	.exec = cmd_dice_exec
};

/* roll: roll dice by expression (dice.h: NdS, d100, d66, NdF and sums of
 * groups), from the engine or physical dice.  The roll is journaled with
 * its provenance (DESIGN principle 4). */
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "session.h"

static enum cmd_retval
cmd_roll_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct roll r;
	char *why = NULL;

	if (roller_roll(ctx->ro, &ctx->dice, NULL, &r, &why) != 0)
		return cmd_fail(ctx, why);
	roll_format(&r, ctx->out);
	buf_puts(ctx->out, "\n");
	return CMD_OK;
}

const struct cmd_entry cmd_roll_entry = {
	.name = "roll",
	.alias = NULL,
	.args = "<dice>",
	.summary = "roll dice: 2d6, 2d6+1, d100, d66, 4dF, 2d6+1d6",
	.help =
	    "Rolls the dice and shows each die and the total, e.g.\n"
	    "\"2d6: 5+3 = 8\".  d100 (or d%) is a tens d10 then a ones d10,\n"
	    "and 00 reads as 100.  d66 is a tens d6 then a units d6, read\n"
	    "11 to 66 (\"d66: 35 = 35\").  dF is a Fudge die, -1, 0 or +1\n"
	    "(shown -, 0, +), and 4dF four of them added.  A d10 reads 1\n"
	    "to 10 (a 0 on the die is 10); d10z reads 0 to 9, and the z\n"
	    "goes on any plain die (2d10z is 0 to 18).  Groups add up,\n"
	    "each shown: \"1d10+1d6-2: [7] + [4] - 2 = 9\".\n"
	    "Limits: " DICE_LIMITS_1 "\n" DICE_LIMITS_2 "\n" DICE_LIMITS_3
	    ".\n"
	    "With \"dice manual\" herald asks for the physical roll instead:\n"
	    "each die in order or the total (5 3, or 8), d66 as 35 or 3 5,\n"
	    "Fudge dice as + - 0 + or 1 -1 0 1.  Every roll is kept in the\n"
	    "journal.",
	.flags = CMD_GAME | CMD_JOURNAL,
	.types = { CMD_ARG_DICE },
	.exec = cmd_roll_exec
};

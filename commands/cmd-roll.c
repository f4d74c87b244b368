/* roll: roll dice by expression, from the engine or physical dice.  The
 * roll is journaled with its provenance (DESIGN principle 4). */
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "session.h"

static enum cmd_retval
cmd_roll_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct dice_expr e;
	struct roll r;
	char *why = NULL;

	if (dice_parse(argv[0], &e, &why) != 0) {
		cmd_error(ctx, "%s", why);
		free(why);
		return CMD_ERROR;
	}
	if (roller_roll(ctx->ro, &e, NULL, &r, &why) != 0) {
		cmd_error(ctx, "%s", why);
		free(why);
		return CMD_ERROR;
	}
	roll_format(&r, ctx->out);
	buf_puts(ctx->out, "\n");
	return CMD_OK;
}

const struct cmd_entry cmd_roll_entry = {
	.name = "roll",
	.alias = NULL,
	.args = "<dice>",
	.summary = "roll dice: 1d6, 2d6, 2d6+1, d10, d100",
	.help =
	    "Rolls the dice and shows each die and the total, e.g.\n"
	    "\"2d6: 5+3 = 8\".  d100 (or d%) is a tens d10 then a ones d10,\n"
	    "and 00 reads as 100.  With \"dice manual\" herald asks for the\n"
	    "physical roll instead.  Every roll is kept in the journal.",
	.flags = CMD_GAME | CMD_JOURNAL,
	.exec = cmd_roll_exec
};

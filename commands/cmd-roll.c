/* roll: roll dice by expression (dice.h: NdS, d100, d66, NdF and sums of
 * groups), from the engine or physical dice, or read a chance against a
 * number ("47%": percentile.h, the tens die first and the ones die only
 * when it can still change the outcome, spi-agincourt §3.8).  The roll
 * is journaled with its provenance (DESIGN principle 4). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "narrate.h"
#include "percentile.h"
#include "ruling.h"
#include "session.h"

/* "47%": the event happens on a roll of 47 or less. */
static enum cmd_retval
roll_chance(struct cmd_ctx *ctx, const char *word)
{
	struct pct_chance c;
	struct ruling r;
	char *why = NULL, *for_what;
	int pct;

	if (pct_chance_parse(word, &pct, &why) != 0)
		return cmd_fail(ctx, why);
	for_what = xprintf("%d%% or less", pct);
	if (pct_chance_read(ctx->ro, pct, for_what, &c, &why) != 0) {
		free(for_what);
		return cmd_fail(ctx, why);
	}
	free(for_what);
	ruling_init(&r);
	pct_chance_rec(&c, NULL, ctx->s->gd->id, NULL, &r);
	narrate_told(ctx->s->gd, &r, ctx->out);
	return CMD_OK;
}

static enum cmd_retval
cmd_roll_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct cmd_value v;
	struct roll r;
	char *why = NULL;
	size_t len = strlen(argv[0]);

	(void)argc;
	if (len > 1 && argv[0][len - 1] == '%' &&
	    isdigit((unsigned char)argv[0][0]))
		return roll_chance(ctx, argv[0]);
	/* the dice expression, read as its type reads it (cmd-arg.c) */
	if (cmd_arg_read(ctx, CMD_ARG_DICE, argv[0], &v) != 0)
		return CMD_ERROR;
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
	.summary = "roll dice (2d6, 2d6+1, d100, d66, 4dF) or a chance (47%)",
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
	    "journal.\n"
	    "A chance, 47% (0% to 100%), happens on a percentile roll of 47\n"
	    "or less (00 is 100).  As SPI's games read it, the tens die comes\n"
	    "first and the ones die only when it can still change the outcome\n"
	    "(at 47%, after a 4 or a 0).  0% and 100% roll no dice.",
	.flags = CMD_GAME | CMD_JOURNAL,
	/* read by the handler: a dice expression or a chance */
	.types = { CMD_ARG_NONE },
	.exec = cmd_roll_exec
};

/* duel: two opposing leaders fight in single combat, round by round,
 * each player choosing a manner of attack in secret (spi-agincourt
 * 13.0-13.22; the mechanism is rules: duel:, src/duel.h).  The whole
 * duel is one order, except by mail, where it waits between rounds for
 * the other player's manner and the reveal (cmd-manner.c,
 * cmd-reveal.c). */
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "duel.h"
#include "session.h"

static int
cmd_duel_ready(struct cmd_ctx *ctx, int argc)
{
	(void)argc;
	if (ctx->s->gd->duel != NULL)
		return 0;
	cmd_error(ctx, "%s has no duels between leaders", ctx->s->gd->title);
	return -1;
}

static enum cmd_retval
cmd_duel_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	const struct duel_rules *d = ctx->s->gd->duel;
	struct duel_open open;
	char *why = NULL;
	int i;

	open.n = 0;
	for (i = 2; i < argc; i++)
		if (duel_open_add(d, &open, argv[i], &why) != 0)
			return cmd_fail(ctx, why);
	if (duel_fight(ctx->st, ctx->v[0].unit, ctx->v[1].unit,
	    open.n > 0 ? &open : NULL, ctx->ro, ctx->out, &why) != 0)
		return cmd_fail(ctx, why);
	return CMD_OK;
}

/* help lists it only for a game that has duels */
static int
cmd_duel_offered(const struct session *s)
{
	return s->gd != NULL && s->gd->duel != NULL;
}

const struct cmd_entry cmd_duel_entry = {
	.name = "duel",
	.alias = NULL,
	.args = "<unit|hex> <unit> [S:I]...",
	.summary = "two opposing leaders fight in single combat",
	.help =
	    "In the Leader Combat phase a leader of the side in turn fights an\n"
	    "enemy leader in the next hex, each stacked with a combat unit\n"
	    "he may command, the strongest leader of his hex, neither hex\n"
	    "having fought yet this phase (SPI's Agincourt 13.0, 13.11, 6.23).\n"
	    "Each round both players choose a manner of attack, 0 to 5:\n"
	    "  0 Advancing Attacking   1 Advancing Parrying\n"
	    "  2 Standing Attacking    3 Standing Parrying\n"
	    "  4 Retiring Attacking    5 Retiring Parrying\n"
	    "herald asks each player in turn with the answer hidden (not\n"
	    "echoed, not in the history), says only \"chosen\", then shows both\n"
	    "together.  Choices made in the open (fingers shown at once, as\n"
	    "13.13 suggests) may be typed in the order instead, a pair a round,\n"
	    "yours first: duel fl06 el1 3:0 2:2.  The stronger leader reads\n"
	    "his column; at equal strength both read theirs, two rolls\n"
	    "(13.12).  Five rounds at most; a leader brought to 0, or struck by\n"
	    "a (c) result, is captured and his ransom counted; both captured in\n"
	    "one round fight on in sudden death.  A survivor is back to full\n"
	    "strength.  The duel is one order: undo takes all of it back.\n"
	    "By turn files (a game started with +mail) the manners are a\n"
	    "sealed exchange, round by round: your manner is sealed (only a\n"
	    "commitment goes in your turn file), your opponent answers with\n"
	    "manner M in his herald, then you reveal yours (reveal), which his\n"
	    "herald checks; see help manner and help reveal.\n"
	    "Example: duel fl06 el1",
	.flags = CMD_GAME | CMD_JOURNAL,
	.ready = cmd_duel_ready,
	.types = { CMD_ARG_OWN_UNIT, CMD_ARG_UNIT },
	.offered = cmd_duel_offered,
	.exec = cmd_duel_exec
};

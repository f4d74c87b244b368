/* link: in a game by mail, the next link of a player's dice chain,
 * revealed by his herald before his turn's first order (dicechain.h). */
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "dicechain.h"
#include "gamedata.h"
#include "mail.h"
#include "session.h"

static enum cmd_retval
cmd_link_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	const struct gamedata *gd = ctx->s->gd;
	char *why = NULL;
	int f, n;

	(void)argc;
	if (!mail_on(ctx->st)) {
		cmd_error(ctx, "this game is not played by mail: herald's dice "
		    "follow from its seed, and no player has a dice chain");
		return CMD_ERROR;
	}
	if ((f = gd_faction(gd, argv[0])) < 0) {
		cmd_error(ctx, "expected a side of %s, not \"%s\"", gd->title,
		    argv[0]);
		return CMD_ERROR;
	}
	if (dicechain_reveal(ctx->st, f, argv[1], &why) != 0)
		return cmd_fail(ctx, why);
	dicechain_of(ctx->st, f, &n);
	buf_printf(ctx->out, "the %s player reveals link %d of his dice chain "
	    "(%.16s...): it hashes to the one before\n", gd->factions[f].name,
	    n, argv[1]);
	return CMD_OK;
}

static int
cmd_link_offered(const struct session *s)
{
	return s->gd != NULL && s->gd->mail_option >= 0;
}

const struct cmd_entry cmd_link_entry = {
	.name = "link",
	.alias = NULL,
	.args = "<side> <link>",
	.summary = "in a game by mail, the next link of a dice chain",
	.help =
	    "In a game played by turn files, herald's dice are fixed in\n"
	    "advance by both players.  When you take your seat your herald\n"
	    "draws a secret and hashes it 4,096 times; the last hash (the tip\n"
	    "of your dice chain) is pledged in the game with your key.  Before\n"
	    "the first order of each of your turns herald gives this order\n"
	    "itself, revealing the hash before the last one revealed: anyone\n"
	    "can check that it hashes to it, and nobody could have known it.\n"
	    "Every die of an order is drawn from both players' newest links,\n"
	    "the digest of the orders before it and the order itself, so\n"
	    "neither player can choose his dice, and your opponent's herald\n"
	    "(or verify) draws every die again on import.  You do not need to\n"
	    "type it.\n"
	    "Example: link french 0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9",
	.flags = CMD_GAME | CMD_JOURNAL | CMD_ANSWER | CMD_MAIL,
	.offered = cmd_link_offered,
	.exec = cmd_link_exec
};

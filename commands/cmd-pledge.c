/* pledge: in a game by mail, a player's public signing key put into the
 * game, so that every turn file he signs can be checked by anyone who
 * has the game (mail.h).  herald gives it itself before the seated
 * player's first order; it travels in his first turn file. */
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "gamedata.h"
#include "dicechain.h"
#include "mail.h"
#include "session.h"

static enum cmd_retval
cmd_pledge_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	const struct gamedata *gd = ctx->s->gd;
	char *why = NULL;
	int f, again, had;

	if ((f = gd_faction(gd, argv[0])) < 0) {
		cmd_error(ctx, "expected a side of %s, not \"%s\"", gd->title,
		    argv[0]);
		return CMD_ERROR;
	}
	if (mail_pledge(ctx->st, f, argv[1], &again, &why) != 0)
		return cmd_fail(ctx, why);
	had = (ctx->st->chained >> f) & 1;
	if (argc > 2 && dicechain_pledge(ctx->st, f, argv[2], &why) != 0)
		return cmd_fail(ctx, why);
	if (!again)
		buf_printf(ctx->out, "the %s player pledges his signing key "
		    "%.16s...: every turn file he sends is signed with it\n",
		    gd->factions[f].name, argv[1]);
	if (argc > 2 && !had)
		buf_printf(ctx->out, "the %s player pledges his dice chain "
		    "%.16s...: herald's dice follow from its links and his "
		    "opponent's, one revealed each turn\n",
		    gd->factions[f].name, argv[2]);
	else if (again) {
		buf_printf(ctx->out, "the %s player's key is pledged already\n",
		    gd->factions[f].name);
		ctx->unchanged = 1;
	}
	return CMD_OK;
}

static int
cmd_pledge_offered(const struct session *s)
{
	return s->gd != NULL && s->gd->mail_option >= 0;
}

const struct cmd_entry cmd_pledge_entry = {
	.name = "pledge",
	.alias = NULL,
	.args = "<side> <key> [chain]",
	.summary = "in a game by mail, a player's signing key (herald's own)",
	.help =
	    "In a game played by turn files (started with its mail option),\n"
	    "herald gives this order itself before your first order: it puts\n"
	    "your public signing key (Ed25519) into the game, and so into your\n"
	    "first turn file.  Every turn file you send afterwards is signed\n"
	    "with the secret half, which never leaves your herald (JOURNAL.keys);\n"
	    "your opponent's herald refuses a file that is not.  A side's key\n"
	    "is pledged once a game: a second key for it is refused.  You do\n"
	    "not need to type it (see help seat).  With it goes the tip of\n"
	    "your dice chain (see help link): herald's dice in the game follow\n"
	    "from its links and your opponent's.\n"
	    "Example: pledge french 3b6a27bcceb6a42d62a3a8d02a6f0d73653215771de243a63ac048a18b59da29",
	.flags = CMD_GAME | CMD_JOURNAL | CMD_ANSWER | CMD_MAIL,
	.offered = cmd_pledge_offered,
	.exec = cmd_pledge_exec
};

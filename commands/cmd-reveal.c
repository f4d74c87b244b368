/* reveal: in a duel by mail, the sealed manner revealed by the herald that
 * sealed it, checked against its commitment, and the round fought
 * (spi-agincourt 13.13; rules: duel: mail:, src/duel.h duel_reveal). */
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "duel.h"
#include "session.h"

static int
cmd_reveal_ready(struct cmd_ctx *ctx, int argc)
{
	(void)argc;
	if (duel_has_mail(ctx->s->gd))
		return 0;
	cmd_error(ctx, "%s has no duels by mail", ctx->s->gd->title);
	return -1;
}

static enum cmd_retval
cmd_reveal_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	char *why = NULL;

	(void)argc;
	(void)argv;
	if (duel_reveal(ctx->st, ctx->ro, ctx->out, &why) != 0)
		return cmd_fail(ctx, why);
	return CMD_OK;
}

static int
cmd_reveal_offered(const struct session *s)
{
	return s->gd != NULL && duel_has_mail(s->gd);
}

const struct cmd_entry cmd_reveal_entry = {
	.name = "reveal",
	.alias = NULL,
	.args = "",
	.summary = "in a duel by mail, reveal your sealed manner",
	.help =
	    "In a duel by turn files (a game started with +mail), once your\n"
	    "opponent's turn file with his leader's manner is imported, this\n"
	    "order reveals the manner you sealed (your herald kept it, with\n"
	    "its salt, in JOURNAL.sealed beside the journal, never in a turn\n"
	    "file), and the round is fought with the dice.  If the duel goes\n"
	    "on, you are asked at once, hidden, for your manner in the next\n"
	    "round, which is sealed in turn.  Your opponent's herald checks\n"
	    "that what you reveal gives the commitment you sent: a changed\n"
	    "manner is refused (SPI's Agincourt 13.13).\n"
	    "Example: reveal",
	.flags = CMD_GAME | CMD_JOURNAL | CMD_ANSWER,
	.ready = cmd_reveal_ready,
	.offered = cmd_reveal_offered,
	.exec = cmd_reveal_exec
};

/* manner, reveal: the two answers of a duel by mail (spi-agincourt 13.13;
 * rules: duel: mail:, src/duel.h): the answering player's manner for the
 * round, given in the open after the other's was sealed (duel_tell), and
 * the sealed one revealed by the herald that sealed it, checked against
 * its commitment, and the round fought (duel_reveal).  One ready and one
 * offered serve both entries. */
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "duel.h"
#include "session.h"

static int
cmd_duel_mail_ready(struct cmd_ctx *ctx, int argc)
{
	(void)argc;
	if (duel_has_mail(ctx->s->gd))
		return 0;
	cmd_error(ctx, "%s has no duels by mail", ctx->s->gd->title);
	return -1;
}

static enum cmd_retval
cmd_manner_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	const struct duel_rules *d = ctx->s->gd->duel;
	struct buf words;
	char *why = NULL;
	int k, i;

	/* a name may be typed as its words: manner standing parrying */
	buf_init(&words);
	for (i = 0; i < argc; i++)
		buf_printf(&words, "%s%s", i ? " " : "", argv[i]);
	k = duel_manner(d, words.s);
	if (k < 0) {
		cmd_error(ctx, "expected a manner from 0 to %d or its name, not "
		    "\"%s\" (help duel lists them)", d->nmanners - 1, words.s);
		buf_free(&words);
		return CMD_ERROR;
	}
	buf_free(&words);
	if (duel_tell(ctx->st, k, ctx->out, &why) != 0)
		return cmd_fail(ctx, why);
	return CMD_OK;
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
cmd_duel_mail_offered(const struct session *s)
{
	return s->gd != NULL && duel_has_mail(s->gd);
}

const struct cmd_entry cmd_manner_entry = {
	.name = "manner",
	.alias = NULL,
	.args = "<manner>...",
	.summary = "in a duel by mail, your leader's manner for the round",
	.help =
	    "In a game played by turn files (started with +mail) a duel's\n"
	    "manners are a sealed exchange, round by round: the player who\n"
	    "gave the duel order seals his leader's manner (only a commitment\n"
	    "goes in his turn file); you, the other player, import it and give\n"
	    "your leader's manner in the open with this order, 0 to 5 or its\n"
	    "name, and send your turn; his herald then reveals the sealed one\n"
	    "(reveal), which every herald checks against the commitment, and\n"
	    "the round is fought.  Neither of you can change his manner after\n"
	    "seeing the other's (SPI's Agincourt 13.13).  While a duel waits,\n"
	    "no other order is taken.\n"
	    "Example: manner 3   (or: manner standing parrying)",
	.flags = CMD_GAME | CMD_JOURNAL | CMD_ANSWER,
	.ready = cmd_duel_mail_ready,
	.offered = cmd_duel_mail_offered,
	.exec = cmd_manner_exec
};

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
	.ready = cmd_duel_mail_ready,
	.offered = cmd_duel_mail_offered,
	.exec = cmd_reveal_exec
};

/* log: the orders of the game so far, from the journal, with their
 * dice. */
#include <stdio.h>

#include "cmd.h"
#include "session.h"

static enum cmd_retval
cmd_log_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	const struct session *s = ctx->s;
	const struct jrec *r;
	int i, k;

	buf_printf(ctx->out, "game %s, scenario %s, seed %llu\n", s->game,
	    s->scenario ? s->scenario : "(empty board)",
	    (unsigned long long)s->seed);
	if (s->nactive == 0)
		buf_puts(ctx->out, "no orders yet\n");
	for (i = 0; i < s->nactive; i++) {
		r = session_order(s, i);
		buf_printf(ctx->out, "%4d  %s", i + 1, r->text);
		for (k = 0; k < r->nrolls; k++) {
			buf_puts(ctx->out, k ? ", " : "   [");
			roll_format(&r->rolls[k], ctx->out);
		}
		buf_printf(ctx->out, "%s%s%s%s%s\n", r->nrolls ? "]" : "",
		    r->origin ? "   (from " : "", r->origin ? r->origin : "",
		    r->origin ? ")" : "", i >= s->cursor ? "   (undone)" : "");
	}
	return CMD_OK;
}

const struct cmd_entry cmd_log_entry = {
	.name = "log",
	.alias = "history",
	.args = "",
	.summary = "list the orders of the game so far",
	.help =
	    "Lists the game's settings and every order in the journal with\n"
	    "the dice it used.  Orders taken back by undo are marked\n"
	    "(undone) until a new order replaces them.",
	.flags = CMD_GAME,
	.exec = cmd_log_exec
};

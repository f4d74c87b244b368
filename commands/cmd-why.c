/* why: the reasoning behind the last ruling (or refusal), or behind any
 * order of the log, with its numbers and rule sections. */
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "session.h"

static enum cmd_retval
cmd_why_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct session *s = ctx->s;
	char *why = NULL;
	long n;

	if (argc == 0) {
		if (s->why == NULL)
			return cmd_error(ctx, "no ruling yet: give an order, "
			    "or ask \"why N\" about order N of the log");
		buf_puts(ctx->out, s->why);
		return CMD_OK;
	}
	if (parse_int(argv[0], 1, 1000000, &n) != 0)
		return cmd_error(ctx, "expected the number of an order in the "
		    "log, not \"%s\"", argv[0]);
	if (n > s->cursor)
		return cmd_error(ctx, "no order %ld in force (the log has %d)",
		    n, s->cursor);
	if (session_narrate(s, (int)n - 1, ctx->out, &why) != 0) {
		cmd_error(ctx, "%s", why);
		free(why);
		return CMD_ERROR;
	}
	return CMD_OK;
}

const struct cmd_entry cmd_why_entry = {
	.name = "why",
	.alias = NULL,
	.args = "[count]",
	.summary = "the reasoning behind a ruling",
	.help =
	    "why: the full reasoning of the last order herald ruled on, with\n"
	    "its numbers and rule sections, or why the last order was\n"
	    "refused.\n"
	    "why N: the same for order N of the log, worked out again by\n"
	    "replaying the journal up to it, with the same dice.",
	.flags = CMD_GAME,
	.exec = cmd_why_exec
};

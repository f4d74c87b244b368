/* setup: checks the board against the scenario's set-up rules
 * (battle-of-agincourt §2), which its hook script knows. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "session.h"

static enum cmd_retval
cmd_setup_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	char *why = NULL;
	int rc;

	/* <check>, the one word, is resolved before */
	rc = session_query(ctx->s, "setup_check", ctx->out, &why);
	if (rc < 0)
		return cmd_fail(ctx, why);
	if (rc == 0)
		buf_puts(ctx->out, "this scenario has no set-up rules to "
		    "check\n");
	return CMD_OK;
}

const struct cmd_entry cmd_setup_entry = {
	.name = "setup",
	.alias = NULL,
	.args = "<check>",
	.summary = "check the set-up against the scenario's rules",
	.help =
	    "setup check: lists every way the units on the board break the\n"
	    "scenario's set-up rules, each with its section, or says that the\n"
	    "set-up follows them.  Use place and remove to correct it.",
	.flags = CMD_GAME,
	.types = { CMD_ARG_KEYWORD },
	.exec = cmd_setup_exec
};

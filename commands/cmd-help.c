/* help: the command list, or one command's usage and help, all taken
 * from the command table. */
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"

static enum cmd_retval
cmd_help_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	const struct cmd_entry *const *e, *one;
	char *why = NULL;

	if (argc == 0) {
		buf_puts(ctx->out, "Commands (help COMMAND for more; a unique "
		    "prefix will do):\n");
		for (e = cmd_table; *e != NULL; e++)
			buf_printf(ctx->out, "  %-9s %s\n", (*e)->name,
			    (*e)->summary);
		return CMD_OK;
	}
	if ((one = cmd_find(argv[0], &why)) == NULL) {
		cmd_error(ctx, "%s", why);
		free(why);
		return CMD_ERROR;
	}
	buf_puts(ctx->out, "usage: ");
	cmd_usage(one, ctx->out);
	buf_printf(ctx->out, "\n%s%s%s\n%s\n", one->summary,
	    one->alias ? "; also " : "", one->alias ? one->alias : "",
	    one->help);
	return CMD_OK;
}

const struct cmd_entry cmd_help_entry = {
	.name = "help",
	.alias = "?",
	.args = "[command]",
	.summary = "list the commands, or explain one",
	.help =
	    "With no argument, lists every command with a line about it.\n"
	    "With a command name, prints its usage and what it does.",
	.flags = 0,
	.exec = cmd_help_exec
};

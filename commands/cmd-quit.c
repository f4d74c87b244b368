/* quit: leave herald.  The game stays in the journal and is offered for
 * resuming next time; at the table the shell says how (shell.c). */
#include "cmd.h"

static enum cmd_retval
cmd_quit_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	return CMD_QUIT;
}

const struct cmd_entry cmd_quit_entry = {
	.name = "quit",
	.alias = "exit",
	.args = "",
	.summary = "leave herald (the game is kept)",
	.help =
	    "Leaves herald.  Nothing is lost: every order is already in the\n"
	    "journal, and the next start offers to resume the game.\n"
	    "At the table herald says where the game is kept and how to\n"
	    "resume it (herald -r), and exits with status 0; a script exits\n"
	    "with 1 if any of its commands failed.",
	.flags = 0,
	.exec = cmd_quit_exec
};

/* help: the command list, or one command's usage and help, all taken
 * from the command table; a word that is no command is looked up in the
 * game's rules, as `rule WORD` does. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "gamedata.h"
#include "herald.h"
#include "rulebook.h"
#include "ruleshow.h"
#include "session.h"

/* help TOPIC as rule TOPIC: 0 when the rules answered.  Not for an
 * ambiguous prefix, nor for a near miss of a command ("did you mean"):
 * those are about commands. */
static int
help_rule(struct cmd_ctx *ctx, const char *topic, const char *why)
{
	struct session *s = ctx->s;
	const struct rulebook *rb;
	const char *game;
	char *cause = NULL, *argv[1];
	size_t len = ctx->out->len;

	if (strncmp(why, "unknown command", 15) != 0 ||
	    strstr(why, "did you mean") != NULL)
		return -1;
	game = s->gd != NULL ? s->gd->id : s->game != NULL ? s->game :
	    herald_default_game(s);
	if ((rb = rulebook_get(s->datadir, game, &cause)) == NULL) {
		free(cause);
		return -1;
	}
	argv[0] = (char *)topic;
	if (ruleshow_answer(rb, s->gd, 1, argv, ruleshow_width(), ctx->out,
	    &cause) != 0) {
		free(cause);
		ctx->out->len = len;
		if (ctx->out->s != NULL)
			ctx->out->s[len] = '\0';
		cmd_error(ctx, "%s, and nothing in the rules of %s matches it",
		    why, rb->title);
		return 1;
	}
	return 0;
}

static enum cmd_retval
cmd_help_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	const struct cmd_entry *const *e, *one;
	char *why = NULL;

	if (argc == 0) {
		buf_puts(ctx->out, "Commands (help COMMAND for more; a unique "
		    "prefix will do):\n");
		for (e = cmd_table; *e != NULL; e++)
			if ((*e)->offered == NULL || (*e)->offered(ctx->s))
				buf_printf(ctx->out, "  %-9s %s\n",
				    (*e)->name, (*e)->summary);
		return CMD_OK;
	}
	if ((one = cmd_find(argv[0], &why)) == NULL) {
		switch (help_rule(ctx, argv[0], why)) {
		case 0:
			free(why);
			return CMD_OK;
		case -1:
			return cmd_fail(ctx, why);
		}
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
	    "With a command name, prints its usage and what it does.\n"
	    "With a word that names no command, looks it up in the game's\n"
	    "rules, as rule WORD does (help rout, help zoc).",
	.flags = 0,
	.exec = cmd_help_exec
};

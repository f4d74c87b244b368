/* undo, redo: step back and forth through the journal's orders.  Both
 * are journaled themselves, so they survive a crash too.  One exec
 * serves both, told apart by its entry (as tmux does). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "session.h"

static enum cmd_retval
cmd_undo_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct session *s = ctx->s;
	int undo = strcmp(ctx->entry->name, "undo") == 0, i;
	int n = argc == 1 ? (int)ctx->v[0].n : 1;
	char *why = NULL;

	for (i = 0; i < n; i++) {
		const char *what = undo && s->cursor > 0 ?
		    session_order(s, s->cursor - 1)->text :
		    (!undo && s->cursor < s->nactive ?
		    session_order(s, s->cursor)->text : NULL);
		char *copy = what ? xstrdup(what) : NULL;

		if ((undo ? session_undo(s, ctx->out, &why) :
		    session_redo(s, ctx->out, &why)) != 0) {
			free(copy);
			if (i > 0) {
				free(why);
				break;
			}
			return cmd_fail(ctx, why);
		}
		buf_printf(ctx->out, "%s: %s\n", undo ? "undone" : "redone",
		    copy);
		/* `why` explains the last order in force: not one taken
		 * back, and again the one put back */
		if (undo)
			session_why(s, xprintf("the last ruling was taken back "
			    "(undone: %s); \"why N\" explains order N of those "
			    "in force\n", copy), NULL);
		else {
			struct buf b;
			char *w2 = NULL;

			buf_init(&b);
			if (session_narrate(s, s->cursor - 1, &b, &w2) == 0)
				session_why(s, buf_steal(&b), NULL);
			else
				buf_free(&b);
			free(w2);
		}
		free(copy);
		/* an order from the opponent's turn file is theirs too */
		if (undo && session_order(s, s->cursor)->origin != NULL)
			buf_printf(ctx->out, "note: that order came from %s: "
			    "this game no longer matches your opponent's until "
			    "it is redone\n", session_order(s,
			    s->cursor)->origin);
	}
	return CMD_OK;
}

const struct cmd_entry cmd_undo_entry = {
	.name = "undo",
	.alias = NULL,
	.args = "[count]",
	.summary = "take back the last order",
	.help =
	    "Takes back the last order (or the last COUNT orders), dice and\n"
	    "all.  The game is rebuilt by replaying the journal without it.\n"
	    "redo puts it back, until a new order is given.",
	.flags = CMD_GAME,
	.types = { CMD_ARG_COUNT },
	.count = { "how many orders to undo", 10000 },
	.exec = cmd_undo_exec
};

const struct cmd_entry cmd_redo_entry = {
	.name = "redo",
	.alias = NULL,
	.args = "[count]",
	.summary = "put back an order taken back by undo",
	.help =
	    "Puts back the last order taken back by undo (or COUNT of them),\n"
	    "with the same dice.",
	.flags = CMD_GAME,
	.types = { CMD_ARG_COUNT },
	.count = { "how many orders to redo", 10000 },
	.exec = cmd_undo_exec
};

/* undo, redo: step back and forth through the journal's orders.  Both
 * are journaled themselves, so they survive a crash too.  One exec
 * serves both, told apart by its entry (as tmux does). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "session.h"
#include "undopolicy.h"

/* An order whose dice (or choices) both players have seen is taken back
 * only with the opponent's agreement: asked at the table, --agreed in a
 * script (issue 16).  0: it may go; -1: refused, with the cause. */
static int
agreed(struct cmd_ctx *ctx, const struct jrec *r, int said, char **why)
{
	struct session *s = ctx->s;
	static const char *const yn[] = { "yes", "no" };
	struct buf rolls;
	char *line = NULL, *q;
	int k, rc = -1;

	if (r->nrolls == 0)
		return 0;
	buf_init(&rolls);
	for (k = 0; k < r->nrolls && k < 3; k++) {
		buf_puts(&rolls, k ? "; " : "");
		roll_format(&r->rolls[k], &rolls);
	}
	if (r->nrolls > 3)
		buf_puts(&rolls, "; ...");
	/* the game's stricter rule: not even agreed (undopolicy.h) */
	if (s->gd != NULL && s->gd->undo_after_dice == UNDO_NEVER) {
		const char *sc = s->gd->undo_section;

		*why = xprintf("%s was carried out with dice both sides have "
		    "seen (%s): %s lets no such order be taken back, even "
		    "agreed (%s%s)", r->text, rolls.s, s->gd->title, sc != NULL &&
		    isdigit((unsigned char)sc[0]) ? "§" : "", sc != NULL ? sc :
		    "its undo: rule");
		buf_free(&rolls);
		return -1;
	}
	if (said) {
		buf_free(&rolls);
		return 0;
	}
	if (s->ask != NULL && !s->batch) {
		q = xprintf("%s was carried out with dice both sides have seen "
		    "(%s): does your opponent agree to take it back? (yes/no) ",
		    r->text, rolls.s);
		if (s->ask(s->ask_ctx, q, NULL, yn, 2, &line) == 0 &&
		    strncmp(line, "y", 1) == 0)
			rc = 0;
		free(q);
		free(line);
		buf_free(&rolls);
		if (rc == 0)
			return 1;
		*why = xprintf("your opponent does not agree: %s stands",
		    r->text);
		return -1;
	}
	*why = xprintf("%s was carried out with dice both sides have seen "
	    "(%s): taking it back needs your opponent's agreement (undo "
	    "--agreed, which the journal records)", r->text, rolls.s);
	buf_free(&rolls);
	return -1;
}

static enum cmd_retval
cmd_undo_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct session *s = ctx->s;
	struct cmd_value v;
	int undo = strcmp(ctx->entry->name, "undo") == 0, i, said = 0, rc;
	int n = 1, counted = 0;
	char *why = NULL;

	for (i = 0; i < argc; i++) {
		if (undo && strcmp(argv[i], "--agreed") == 0 && !said) {
			said = 1;
			continue;
		}
		if (counted++ > 0)
			return cmd_usage_error(ctx);
		if (cmd_arg_read(ctx, CMD_ARG_COUNT, argv[i], &v) != 0)
			return CMD_ERROR;
		n = (int)v.n;
	}
	for (i = 0; i < n; i++) {
		const char *what = undo && s->cursor > 0 ?
		    session_order(s, s->cursor - 1)->text :
		    (!undo && s->cursor < s->nactive ?
		    session_order(s, s->cursor)->text : NULL);
		char *copy = what ? xstrdup(what) : NULL;

		/* -1 refused; 0 no dice, or --agreed; 1 agreed when asked */
		rc = undo && s->cursor > 0 ? agreed(ctx, session_order(s,
		    s->cursor - 1), said, &why) : 0;
		if (rc == 0 && undo && said && s->cursor > 0 &&
		    session_order(s, s->cursor - 1)->nrolls > 0)
			rc = 1;
		if (rc < 0 || (!undo ? session_redo(s, ctx->out, &why) :
		    rc == 1 ? session_undo_agreed(s, ctx->out, &why) :
		    session_undo(s, ctx->out, &why)) != 0) {
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
	.args = "[count] [--agreed]",
	.summary = "take back the last order",
	.help =
	    "Takes back the last order (or the last COUNT orders), dice and\n"
	    "all.  The game is rebuilt by replaying the journal without it.\n"
	    "redo puts it back, until a new order is given.  An order with no\n"
	    "dice is taken back freely; one whose dice or choices both sides\n"
	    "have seen only with your opponent's agreement: herald asks, or\n"
	    "give --agreed (in a script), and the journal records that it was\n"
	    "agreed.  In a game by turn files every order taken back after its\n"
	    "dice goes in your next turn file, and your opponent's herald shows\n"
	    "it to him.  A game may forbid taking back such an order at all,\n"
	    "even agreed (undo: in its game.yaml); herald then says so.",
	.flags = CMD_GAME,
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

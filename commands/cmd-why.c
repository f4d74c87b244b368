/* why: the reasoning behind the last ruling (or refusal), or behind any
 * order of the log, with its numbers and rule sections, and the entry of
 * doc/reconstructions.md behind each value herald reconstructed. */
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "gamedata.h"
#include "narrate.h"
#include "reconstructed.h"
#include "rulebook.h"
#include "ruleshow.h"
#include "session.h"

static enum cmd_retval
cmd_why_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct session *s = ctx->s;
	char *why = NULL;
	size_t from = ctx->out->len;
	long n = argc ? ctx->v[0].n : 0;

	if (argc == 0) {
		if (s->why == NULL)
			return cmd_error(ctx, "no ruling yet: give an order, "
			    "or ask \"why N\" about order N of the log");
		/* the order's line, then its records rendered (or, where
		 * they were not kept, the text it said) */
		buf_puts(ctx->out, s->why);
		narrate_ruling(s->gd, &s->why_rec, ctx->out);
	} else {
		if (n > s->cursor)
			return cmd_error(ctx, "no order %ld in force (the log "
			    "has %d)", n, s->cursor);
		if (session_narrate(s, (int)n - 1, ctx->out, &why) != 0)
			return cmd_fail(ctx, why);
	}
	/* the ruling's text names what it read; say which of it is ours,
	 * and the sections it applied, each with the `rule` that opens it */
	if (ctx->out->len > from) {
		char *text = xstrndup(ctx->out->s + from,
		    ctx->out->len - from);
		const struct rulebook *rb;

		recon_explain(s->gd, text, ctx->out);
		if ((rb = rulebook_get(s->datadir, s->gd->id, &why)) != NULL)
			ruleshow_applied(rb, text, ruleshow_width(),
			    ctx->out);
		free(why);	/* no rules file: nothing to list */
		free(text);
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
	    "replaying the journal up to it, with the same dice.\n"
	    "Each value the ruling read that herald reconstructed (the\n"
	    "rulebook does not print it) is named with its entry in\n"
	    "doc/reconstructions.md.  Then the sections of the rules it\n"
	    "applied, each as the rule command that shows it (rule 9.2).",
	.flags = CMD_GAME,
	.types = { CMD_ARG_COUNT },
	.count = { "the number of an order in the log", 1000000 },
	.exec = cmd_why_exec
};

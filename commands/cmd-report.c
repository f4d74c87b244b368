/* report: the after-action report in Markdown (report.h), to the screen
 * or to a file with its chart of losses beside it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "journal.h"
#include "report.h"
#include "session.h"

/* FILE.md -> FILE-losses.svg, FILE -> FILE-losses.svg */
static char *
chart_path(const char *path)
{
	size_t n = strlen(path);

	if (n > 3 && strcmp(path + n - 3, ".md") == 0)
		n -= 3;
	return xprintf("%.*s-losses.svg", (int)n, path);
}

static int
write_file(struct cmd_ctx *ctx, const char *path, const struct buf *b)
{
	char *kept = NULL, *why = NULL;

	if (journal_is_file(&ctx->s->j, path))
		return cmd_error(ctx, "%s is the journal of the game in play: "
		    "write the report under another name", path);
	if (journal_write_atomic_keep(path, b->s != NULL ? b->s : "", b->len,
	    &kept, &why) != 0) {
		cmd_error(ctx, "%s", why);
		free(why);
		return -1;
	}
	if (kept != NULL)
		buf_printf(ctx->out, "the file that was at %s is kept as %s\n",
		    path, kept);
	free(kept);
	return 0;
}

static enum cmd_retval
cmd_report_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct buf md, svg;
	char *why = NULL, *chart = NULL, *base;
	enum cmd_retval rv = CMD_OK;

	buf_init(&md);
	buf_init(&svg);
	if (argc > 0) {
		chart = chart_path(argv[0]);
		base = strrchr(chart, '/');
	}
	if (report_write(ctx->s, &md, argc > 0 ? &svg : NULL, chart == NULL ?
	    NULL : base != NULL ? base + 1 : chart, &why) != 0) {
		rv = cmd_fail(ctx, why);
		goto out;
	}
	if (argc == 0) {
		buf_add(ctx->out, md.s, md.len);
		goto out;
	}
	if (write_file(ctx, argv[0], &md) != 0 ||
	    (svg.len > 0 && write_file(ctx, chart, &svg) != 0)) {
		rv = CMD_ERROR;
		goto out;
	}
	buf_printf(ctx->out, "wrote the battle report to %s", argv[0]);
	if (svg.len > 0)
		buf_printf(ctx->out, ", and its chart of losses to %s", chart);
	buf_puts(ctx->out, "\n");
out:
	free(chart);
	buf_free(&md);
	buf_free(&svg);
	return rv;
}

const struct cmd_entry cmd_report_entry = {
	.name = "report",
	.alias = NULL,
	.args = "[file]",
	.summary = "the after-action report of the game, in Markdown",
	.help =
	    "Writes the battle report in Markdown from the journal: the game,\n"
	    "the scenario and the optional rules; Game-Turn by Game-Turn the\n"
	    "orders that mattered (those that rolled dice or cost a unit),\n"
	    "each with its ruling and the sections it applied, the losses and\n"
	    "where victory stood at the end of the turn; a table of losses by\n"
	    "Game-Turn, each player's dice luck (as stats), and the result.\n"
	    "With a file the report goes there (written whole, an older file\n"
	    "kept), with a chart of the units eliminated by Game-Turn as an\n"
	    "SVG picture beside it (FILE-losses.svg); without, to the screen.\n"
	    "Example: report agincourt.md",
	.flags = CMD_GAME,
	.types = { CMD_ARG_FILE },
	.exec = cmd_report_exec
};

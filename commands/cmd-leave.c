/* leave: a unit leaves the map across an edge and is counted (the
 * mechanism: rules: exit:, src/exit.h; spi-agincourt 20.34, English
 * units off the north edge in King Harry's Folly). */
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "exit.h"
#include "narrate.h"
#include "ruling.h"
#include "session.h"

static enum cmd_retval
cmd_leave_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct ruling r;
	char *why = NULL;

	(void)argc;
	(void)argv;
	ruling_init(&r);
	if (exit_unit(ctx->st, ctx->v[0].unit, &r, &why) != 0) {
		ruling_free(&r);
		return cmd_fail(ctx, why);
	}
	narrate_told(ctx->s->gd, &r, ctx->out);
	return CMD_OK;
}

static int
cmd_leave_offered(const struct session *s)
{
	return s->gd != NULL && s->gd->exits != NULL;
}

const struct cmd_entry cmd_leave_entry = {
	.name = "leave",
	.alias = NULL,
	.args = "<unit|hex>",
	.summary = "a unit leaves the map across the edge the game allows",
	.help =
	    "Takes a unit of the side in turn off the map, where its game lets\n"
	    "units leave and counts them (SPI's Agincourt, King Harry's Folly\n"
	    "20.34: an English unit off the north edge scores 4 victory points\n"
	    "for the English).  The unit must stand on that edge, with movement\n"
	    "left in this phase; it is not eliminated.  Undo takes it back.\n"
	    "(Not to be confused with exit, which is quit.)\n"
	    "Example: leave e02",
	.flags = CMD_GAME | CMD_JOURNAL,
	.types = { CMD_ARG_OWN_UNIT },
	.offered = cmd_leave_offered,
	.exec = cmd_leave_exec
};

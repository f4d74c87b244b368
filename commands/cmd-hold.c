/* hold: a unit of a line blocked by the enemy spends movement points
 * standing still, to keep pace with the rest of its line (line
 * movement, src/linemove.c; spi-agincourt 5.32). */
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "linemove.h"
#include "session.h"

/* Movement points as typed, "1", "0.5", ".5", "1.5" or "1/2", in half
 * points; -1 for anything else. */
static int
halves_of(const char *w)
{
	int whole = 0, digits = 0;

	if (w[0] == '1' && w[1] == '/' && w[2] == '2' && w[3] == '\0')
		return 1;
	for (; *w >= '0' && *w <= '9'; w++, digits++)
		if ((whole = whole * 10 + (*w - '0')) > 99)
			return -1;
	if (*w == '\0')
		return digits > 0 ? 2 * whole : -1;
	if (w[0] == '.' && w[1] == '5' && w[2] == '\0')
		return 2 * whole + 1;
	if (w[0] == '.' && w[1] == '0' && w[2] == '\0' && digits > 0)
		return 2 * whole;
	return -1;
}

static enum cmd_retval
cmd_hold_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	char *why = NULL;
	int u = ctx->v[0].unit, h;

	(void)argc;
	if ((h = halves_of(argv[1])) < 0)
		return cmd_error(ctx, "expected movement points such as 1, "
		    "0.5 or 1/2, not \"%s\"", argv[1]);
	if (linemove_hold(ctx->st, u, h, ctx->out, &why) != 0)
		return cmd_fail_as(ctx, why, "%s cannot hold",
		    ctx->s->gd->units[u].id);
	return CMD_OK;
}

/* help lists it only for a game with line movement */
static int
cmd_hold_offered(const struct session *s)
{
	return s->gd != NULL && s->gd->lines.movement;
}

const struct cmd_entry cmd_hold_entry = {
	.name = "hold",
	.alias = NULL,
	.args = "<unit|hex> <mp>",
	.summary = "a blocked unit of a line spends movement points in place",
	.help =
	    "In a game with line movement, the units of a line must all have\n"
	    "spent the same movement points when an impulse ends.  A unit of\n"
	    "a line that cannot move because every hex to its front holds an\n"
	    "enemy combat unit (or a friend itself so blocked) may spend\n"
	    "points standing where it is, so that the rest of its line may go\n"
	    "on through a gap of the enemy's line.  The points are those of\n"
	    "the impulse: at most what is left of its allowance.\n"
	    "Example: hold f3 1",
	.flags = CMD_GAME | CMD_JOURNAL,
	.types = { CMD_ARG_OWN_UNIT, CMD_ARG_NONE },
	.offered = cmd_hold_offered,
	.exec = cmd_hold_exec
};

/* move: move a unit along a path of hexes.  The rules of the way are
 * the game's movement mechanism (src/move.c): what a hex costs, which
 * hexes a unit may step into (battle-of-agincourt §7: only its front
 * hexes, facing kept; st-albans §7: any, by terrain cost, with zones of
 * control, §8), and whether a straight run ending next to the enemy is a
 * charge (battle-of-agincourt §7.4). */
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "move.h"
#include "session.h"

#define MOVE_PATH_MAX	64

/* A path longer than herald keeps is refused before any word is read. */
static int
cmd_move_ready(struct cmd_ctx *ctx, int argc)
{
	if (argc - 1 <= MOVE_PATH_MAX)
		return 0;
	cmd_error(ctx, "a path of at most %d hexes", MOVE_PATH_MAX);
	return -1;
}

static enum cmd_retval
cmd_move_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct hex path[MOVE_PATH_MAX];
	char *why = NULL;
	int u = ctx->v[0].unit, i;

	for (i = 1; i < argc; i++)
		if (cmd_arg_hex(ctx, argv[i], &path[i - 1]) != 0)
			return CMD_ERROR;
	if (move_along_dice(ctx->st, u, path, argc - 1, ctx->ro, ctx->out,
	    &why) != 0)
		return cmd_fail_as(ctx, why, "%s cannot move",
		    ctx->s->gd->units[u].id);
	return CMD_OK;
}

const struct cmd_entry cmd_move_entry = {
	.name = "move",
	.alias = "mv",
	.args = "<unit|hex> <hex>...",
	.summary = "move a unit along a path of hexes",
	.help =
	    "Moves the unit (named, or by the hex it stands in) into each hex\n"
	    "in turn, each next to the last, checking every step against the\n"
	    "game's rules: terrain and hexside costs (roads where the game has\n"
	    "a road bonus), what is left of the unit's movement, stacking,\n"
	    "zones of control, and in games with facing the unit's front\n"
	    "hexsides (it keeps its facing).  A refused move leaves the unit\n"
	    "where it was.  A unit may go on with what is left of its\n"
	    "movement in a later move order, unless the game has each unit\n"
	    "finish before the next moves.  A cavalry charge is noticed as the\n"
	    "game says: at the move that makes it, or from the path when the\n"
	    "unit attacks.\n"
	    "Example: move f37 1212 1213 1214",
	.flags = CMD_GAME | CMD_JOURNAL,
	.ready = cmd_move_ready,
	.types = { CMD_ARG_OWN_UNIT },
	.exec = cmd_move_exec
};

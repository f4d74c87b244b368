/* move: move a unit along a path of hexes (battle-of-agincourt §7): one
 * hex per movement point, only into front hexes, facing unchanged; a
 * straight run of cavalry that ends next to the enemy is a charge
 * (§7.4). */
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "move.h"
#include "session.h"

static enum cmd_retval
cmd_move_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct hex path[64];
	char *why = NULL;
	int u, i;

	if (argc - 1 > (int)nitems(path))
		return cmd_error(ctx, "a path of at most %d hexes",
		    (int)nitems(path));
	if (cmd_arg_own_unit(ctx, argv[0], &u) != 0)
		return CMD_ERROR;
	for (i = 1; i < argc; i++)
		if (cmd_arg_hex(ctx, argv[i], &path[i - 1]) != 0)
			return CMD_ERROR;
	if (move_along_dice(ctx->st, u, path, argc - 1, ctx->ro, ctx->out,
	    &why) != 0) {
		cmd_error(ctx, "%s cannot move: %s", ctx->s->gd->units[u].id,
		    why);
		free(why);
		return CMD_ERROR;
	}
	return CMD_OK;
}

const struct cmd_entry cmd_move_entry = {
	.name = "move",
	.alias = "mv",
	.args = "<unit|hex> <hex>...",
	.summary = "move a unit along a path of hexes",
	.help =
	    "Moves the unit (named, or by the hex it stands in) into each hex\n"
	    "in turn.  Each hex must be next to the last and beyond one of the\n"
	    "unit's front hexsides; the unit keeps its facing.  Each hex costs\n"
	    "its movement cost, up to the unit's movement factor; occupied\n"
	    "hexes and terrain the unit cannot enter are refused, and a\n"
	    "refused move leaves the unit where it was.  A unit may go on with\n"
	    "what is left of its movement factor in a later move order.\n"
	    "Cavalry that moves exactly the charge distance in a straight\n"
	    "line and ends next to the enemy is charging.\n"
	    "Example: move f37 1212 1213 1214",
	.flags = CMD_GAME | CMD_JOURNAL,
	.exec = cmd_move_exec
};

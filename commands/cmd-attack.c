/* attack, fire: mêlée and missile attacks (battle-of-agincourt §8-§11).
 * One exec serves both, told apart by the entry; the mechanism is the
 * same (§9: "resolved just like a Mêlée attack"). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "resolve.h"
#include "session.h"

static enum cmd_retval
cmd_attack_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct attack at;
	char *why = NULL, *args[3];
	int fire = strcmp(ctx->entry->name, "fire") == 0;

	memset(&at, 0, sizeof at);
	at.kind = fire ? KIND_MISSILE : KIND_MELEE;
	if (fire) {
		/* fire ARCHER TARGET reads as ARCHER -> TARGET */
		if (argc != 2)
			return cmd_usage_error(ctx);
		args[0] = argv[0];
		args[1] = "->";
		args[2] = argv[1];
		argv = args;
		argc = 3;
	}
	if (cmd_arg_attack(ctx, argc, argv, 1, &at) != 0)
		return CMD_ERROR;
	if (resolve_attack(ctx->st, &at, ctx->ro, ctx->out, &why) != 0) {
		cmd_error(ctx, "%s", why);
		free(why);
		return CMD_ERROR;
	}
	return CMD_OK;
}

const struct cmd_entry cmd_attack_entry = {
	.name = "attack",
	.alias = NULL,
	.args = "<unit|hex>... -> <unit|hex>",
	.summary = "mêlée: attackers against one adjacent enemy",
	.help =
	    "Resolves a mêlée attack: every attacker in good order, next to\n"
	    "the defender, with the defender in one of its front hexes for\n"
	    "combat, and not yet having attacked this turn.  herald sums the\n"
	    "attack factors, works out the defence (doubled or halved as the\n"
	    "rules say), rounds the odds down to a CRT column, applies the\n"
	    "best die roll modifier, rolls (or asks, with dice manual) and\n"
	    "applies the result.  Afterwards it says whether an attacker may\n"
	    "advance and whether the defender may counter-attack.  Where the\n"
	    "result leaves a choice to a player (the hex a unit retreats to,\n"
	    "among equally good ones), herald asks that player, offering its\n"
	    "own pick first; an empty answer takes it.\n"
	    "Example: attack 1215 1115 -> 1214",
	.flags = CMD_GAME | CMD_JOURNAL,
	.exec = cmd_attack_exec
};

const struct cmd_entry cmd_fire_entry = {
	.name = "fire",
	.alias = NULL,
	.args = "<unit|hex> <unit|hex>",
	.summary = "missile fire: one archer at one enemy",
	.help =
	    "Resolves missile fire by one archer at one enemy unit in range,\n"
	    "in front of the archer and in its line of sight.  Archers do not\n"
	    "combine their fire, each target is fired on at most once a phase,\n"
	    "and there is no advance or counter-attack after missile fire.\n"
	    "Example: fire 2814 2611",
	.flags = CMD_GAME | CMD_JOURNAL,
	.exec = cmd_attack_exec
};

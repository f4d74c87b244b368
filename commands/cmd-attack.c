/* attack, fire: mêlée and missile attacks (battle-of-agincourt §8-§11).
 * One exec serves both, told apart by the entry; the mechanism is the
 * same (battle-of-agincourt §9: "resolved just like a Mêlée attack"). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "resolve.h"
#include "session.h"

static enum cmd_retval
cmd_attack_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct attack *at = &ctx->attack;
	char *why = NULL;
	int fire = strcmp(ctx->entry->name, "fire") == 0;

	if (fire) {
		/* fire ARCHER TARGET is ARCHER -> TARGET */
		memset(at, 0, sizeof *at);
		at->att[at->natt++] = ctx->v[0].unit;
		at->def = ctx->v[1].unit;
	}
	at->kind = fire ? KIND_MISSILE : KIND_MELEE;
	if (resolve_attack(ctx->st, at, ctx->ro, ctx->out, &why) != 0)
		return cmd_fail(ctx, why);
	return CMD_OK;
}

const struct cmd_entry cmd_attack_entry = {
	.name = "attack",
	.alias = NULL,
	.args = "<unit|hex>... -> <unit|hex>",
	.summary = "mêlée: attackers against one adjacent enemy",
	.help =
	    "Resolves a mêlée attack: every attacker next to the defender (or,\n"
	    "where the game lets them join, a missile unit in range), in good\n"
	    "order, with the defender in front of it in games with facing,\n"
	    "and not yet having attacked.  herald sums the attack (commanders\n"
	    "and charges included), works out the defence and its terrain,\n"
	    "rounds the odds to a CRT column, applies the die roll modifiers\n"
	    "the game allows, rolls (or asks, with dice manual) and applies\n"
	    "the result.  Afterwards it says whether an attacker may\n"
	    "advance and whether the defender may counter-attack.  Where the\n"
	    "result leaves a choice to a player (the hex a unit retreats to,\n"
	    "among equally good ones), herald asks that player, offering its\n"
	    "own pick first; an empty answer takes it.\n"
	    "Example: attack 1215 1115 -> 1214",
	.flags = CMD_GAME | CMD_JOURNAL,
	.types = { CMD_ARG_ATTACK_OWN },
	.exec = cmd_attack_exec
};

const struct cmd_entry cmd_fire_entry = {
	.name = "fire",
	.alias = NULL,
	.args = "<unit|hex> <unit|hex>",
	.summary = "missile fire: one missile unit at one enemy",
	.help =
	    "Resolves missile fire by one missile unit at one enemy unit in\n"
	    "range (in front of it and in its line of sight, in games that\n"
	    "have them; not while an enemy is next to it, where the game says\n"
	    "so).  Where the game lets missile units combine, name them with\n"
	    "attack instead: attack y09 y12 -> l11.  Each target is fired on\n"
	    "at most once a phase, and there is no advance or counter-attack\n"
	    "after missile fire.\n"
	    "Example: fire 2814 2611",
	.flags = CMD_GAME | CMD_JOURNAL,
	.types = { CMD_ARG_OWN_UNIT, CMD_ARG_UNIT_OR_HEX },
	.exec = cmd_attack_exec
};

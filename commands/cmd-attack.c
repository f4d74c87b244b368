/* attack, fire: mêlée and missile attacks (battle-of-agincourt §8-§11).
 * One exec serves both, told apart by the entry; the mechanism is the
 * same (battle-of-agincourt §9: "resolved just like a Mêlée attack"). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "resolve.h"
#include "session.h"
#include "volley.h"

/* In a game that fires by volleys (rules: fire: volleys, volley.h):
 * fire FIRER VOLLEYS TARGET allocates, fire resolve resolves the step's
 * allocations (spi-agincourt §8.0: all allocated before any resolved). */
static enum cmd_retval
volley_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct cmd_value f, t;
	char *why = NULL, *end;
	long n;

	if (argc == 1 && strcmp(argv[0], "resolve") == 0) {
		if (volley_pending(ctx->st) == 0)
			return cmd_error(ctx, "no fire is allocated in this "
			    "step: fire FIRER VOLLEYS TARGET first");
		if (volley_resolve(ctx->st, ctx->ro, ctx->out, &why) != 0)
			return cmd_fail(ctx, why);
		return CMD_OK;
	}
	if (argc != 3 || strcmp(argv[0], "resolve") == 0)
		return cmd_error(ctx, "expected fire FIRER VOLLEYS TARGET "
		    "(fire e05 3 f03) or fire resolve");
	n = strtol(argv[1], &end, 10);
	if (*end != '\0' || n < 1 || n > 99)
		return cmd_error(ctx, "expected a number of volleys from 1, "
		    "not \"%s\": fire FIRER VOLLEYS TARGET", argv[1]);
	if (cmd_arg_read(ctx, CMD_ARG_OWN_UNIT, argv[0], &f) != 0 ||
	    cmd_arg_read(ctx, CMD_ARG_UNIT_OR_HEX, argv[2], &t) != 0)
		return CMD_ERROR;
	if (volley_allocate(ctx->st, f.unit, (int)n, t.unit, ctx->out,
	    &why) != 0)
		return cmd_fail(ctx, why);
	return CMD_OK;
}

static enum cmd_retval
cmd_attack_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct attack *at = &ctx->attack;
	char *why = NULL;
	int fire = strcmp(ctx->entry->name, "fire") == 0;
	struct cmd_value f, t;

	if (fire && ctx->s->gd->volley != NULL)
		return volley_exec(ctx, argc, argv);
	if (fire) {
		/* fire ARCHER TARGET is ARCHER -> TARGET */
		if (argc != 2)
			return cmd_error(ctx, "expected fire ARCHER TARGET");
		if (cmd_arg_read(ctx, CMD_ARG_OWN_UNIT, argv[0], &f) != 0 ||
		    cmd_arg_read(ctx, CMD_ARG_UNIT_OR_HEX, argv[1], &t) != 0)
			return CMD_ERROR;
		memset(at, 0, sizeof *at);
		at->att[at->natt++] = f.unit;
		at->def = t.unit;
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
	    "In a game of combat by differential (SPI's Agincourt) herald\n"
	    "sums each side's strength with its modifiers, reads the chance\n"
	    "at the differential and the defender's line, and rolls it;\n"
	    "units that could attack at the least differential must.\n"
	    "Example: attack 1215 1115 -> 1214",
	.flags = CMD_GAME | CMD_JOURNAL,
	.types = { CMD_ARG_ATTACK_OWN },
	.exec = cmd_attack_exec
};

const struct cmd_entry cmd_fire_entry = {
	.name = "fire",
	.alias = NULL,
	.args = "<unit|hex|resolve> [volleys|unit|hex] [unit|hex]",
	.summary = "missile fire: one missile unit at one enemy",
	.help =
	    "Resolves missile fire by one missile unit at one enemy unit in\n"
	    "range (in front of it and in its line of sight, in games that\n"
	    "have them; not while an enemy is next to it, where the game says\n"
	    "so).  Where the game lets missile units combine, name them with\n"
	    "attack instead: attack y09 y12 -> l11.  Each target is fired on\n"
	    "at most once a phase, and there is no advance or counter-attack\n"
	    "after missile fire.\n"
	    "Example: fire 2814 2611\n"
	    "In a game that fires by volleys (SPI's Agincourt, §8.0): fire\n"
	    "FIRER VOLLEYS TARGET allocates that many volleys, binding and\n"
	    "without dice (it shows the range, the column, the rate, the\n"
	    "supply and the chance of each number of strikes); once every\n"
	    "fire of the step is allocated, fire resolve resolves them all,\n"
	    "each on its own, and next resolves any still waiting.\n"
	    "Example: fire e05 3 f03; fire e06 2 f03; fire resolve",
	.flags = CMD_GAME | CMD_JOURNAL,
	.exec = cmd_attack_exec
};

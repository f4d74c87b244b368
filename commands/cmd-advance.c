/* advance, counter: what a mêlée leaves open: one attacker may advance
 * into the hex the defender left (battle-of-agincourt §11.4); a defender
 * in good order may counter-attack one of its attackers
 * (battle-of-agincourt §11.5). */
#include <stdio.h>
#include <string.h>

#include "advance.h"
#include "cmd.h"
#include "resolve.h"
#include "session.h"

/* Only right after a mêlée that emptied a hex; asked before the unit
 * named is read. */
static int
cmd_advance_ready(struct cmd_ctx *ctx, int argc)
{
	char *why = NULL;

	if (advance_open(ctx->st, &why) == 0)
		return 0;
	cmd_fail(ctx, why);
	return -1;
}

static enum cmd_retval
cmd_advance_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	char *why = NULL;

	if (advance_order(ctx->st, ctx->v[0].unit, ctx->out, &why) != 0)
		return cmd_fail(ctx, why);
	return CMD_OK;
}

static int
cmd_counter_ready(struct cmd_ctx *ctx, int argc)
{
	char *why = NULL;

	if (resolve_counter_open(ctx->s->gd, &why) == 0)
		return 0;
	cmd_fail(ctx, why);
	return -1;
}

static enum cmd_retval
cmd_counter_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	char *why = NULL;

	ctx->attack.kind = KIND_MELEE;
	ctx->attack.counter = 1;
	if (resolve_counter(ctx->st, &ctx->attack, ctx->ro, ctx->out,
	    &why) != 0)
		return cmd_fail(ctx, why);
	return CMD_OK;
}

const struct cmd_entry cmd_advance_entry = {
	.name = "advance",
	.alias = NULL,
	.args = "<unit|hex>",
	.summary = "advance an attacker into the hex a mêlée emptied",
	.help =
	    "Right after a mêlée that emptied the defender's hex, one of the\n"
	    "attackers next to it may move into it, if it could enter it (in\n"
	    "games with facing it keeps its facing); a commander with it goes\n"
	    "too.  In games where a charging unit must advance, it does so by\n"
	    "itself; in games where the defender may advance into a hex its\n"
	    "attackers left, herald offers that too.  Never after missile\n"
	    "fire alone.\n"
	    "Example: advance y07",
	.flags = CMD_GAME | CMD_JOURNAL,
	.ready = cmd_advance_ready,
	.types = { CMD_ARG_UNIT_OR_HEX },
	.exec = cmd_advance_exec
};

const struct cmd_entry cmd_counter_entry = {
	.name = "counter",
	.alias = NULL,
	.args = "<unit|hex> -> <unit|hex>",
	.summary = "counter-attack by a defender against one attacker",
	.help =
	    "Right after a mêlée, a defender that is not of the faction in\n"
	    "turn and stands in good order may attack one of its attackers,\n"
	    "unless it was attacked over a flank or its rear.  It is resolved\n"
	    "like any attack, with the same terrain and modifiers; there is no\n"
	    "counter-attack against a counter-attack.\n"
	    "Example: counter 1214 -> 1115",
	.flags = CMD_GAME | CMD_JOURNAL,
	.ready = cmd_counter_ready,
	.types = { CMD_ARG_ATTACK },
	.exec = cmd_counter_exec
};

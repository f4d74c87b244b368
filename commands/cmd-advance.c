/* advance, counter: what a mêlée leaves open: one attacker may advance
 * into the hex the defender left (battle-of-agincourt §11.4); a defender
 * in good order may counter-attack one of its attackers
 * (battle-of-agincourt §11.5). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "resolve.h"
#include "session.h"

static int
pending(const struct state *st, int u)
{
	int i;

	for (i = 0; i < st->pend_n; i++)
		if (st->pend_units[i] == u)
			return 1;
	return 0;
}

/* The terrain of the hex must be one the unit could move into. */
static int
may_enter(struct cmd_ctx *ctx, int u, struct hex to, char **why)
{
	const struct gamedata *gd = ctx->s->gd;
	const struct terrain *t = &gd->terrain[gd_hex(gd, to)->terrain];

	if (t->enter == 0 || (t->enter & (1u << gd->units[u].type)))
		return 1;
	*why = xprintf("%s is %s, which a %s unit cannot enter (§%s)", hex_str(to),
	    t->name, gd->types[gd->units[u].type].name, t->enter_section ?
	    t->enter_section : sec(t->section));
	return 0;
}

static enum cmd_retval
cmd_advance_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	const struct gamedata *gd = ctx->s->gd;
	struct state *st = ctx->st;
	char *why = NULL;
	struct hex to = st->pend_hex;
	int u;

	if (!st->pend_advance) {
		why = resolve_no_advance(st);
		cmd_error(ctx, "%s", why);
		free(why);
		return CMD_ERROR;
	}
	if (cmd_arg_unit_or_hex(ctx, argv[0], &u) != 0)
		return CMD_ERROR;
	if (!pending(st, u))
		return cmd_error(ctx, "%s did not take part in the attack on "
		    "%s", gd->units[u].id, hex_str(to));
	/* taken off the map since (remove): it cannot come back this way */
	if (!st->u[u].on_map)
		return cmd_error(ctx, "%s %s", gd->units[u].id,
		    st->u[u].eliminated ? "has been eliminated" :
		    "is not on the map");
	if (hex_eq(st->u[u].hex, to))
		return cmd_error(ctx, "%s is already in %s", gd->units[u].id,
		    hex_str(to));
	if (hex_distance(&gd->grid, st->u[u].hex, to) != 1)
		return cmd_error(ctx, "%s is not next to %s: only an adjacent "
		    "unit advances (§%s)", gd->units[u].id, hex_str(to),
		    sec(gd->combat.advance_section));
	if (!board_contact_hex(gd, st->u[u].hex, to)) {
		int f = board_barrier(gd, st->u[u].hex,
		    hex_dir_to(&gd->grid, st->u[u].hex, to));

		return cmd_error(ctx, "%s cannot advance across the %s into "
		    "%s (§%s)", gd->units[u].id, gd->hexsides[f].name,
		    hex_str(to), sec(gd->hexsides[f].section));
	}
	if (board_can_stand(st, u, to, &why) != 0 ||
	    !may_enter(ctx, u, to, &why)) {
		cmd_error(ctx, "%s cannot advance: %s", gd->units[u].id, why);
		free(why);
		return CMD_ERROR;
	}
	advance_unit(st, u, to, ctx->out);
	st->pend_advance = 0;
	return CMD_OK;
}

static enum cmd_retval
cmd_counter_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	const struct gamedata *gd = ctx->s->gd;
	struct state *st = ctx->st;
	struct attack at;
	char *why = NULL;

	if (gd->combat.counter_section == NULL)
		return cmd_error(ctx, "%s has no counter-attacks: a defender "
		    "never strikes back", gd->title);
	memset(&at, 0, sizeof at);
	at.kind = KIND_MELEE;
	at.counter = 1;
	if (cmd_arg_attack(ctx, argc, argv, 0, &at) != 0)
		return CMD_ERROR;
	if (st->pend_counter < 0 || at.natt != 1 ||
	    at.att[0] != st->pend_counter)
		return cmd_error(ctx, "no counter-attack is open to %s: only a "
		    "defender just attacked in mêlée, still in good order and "
		    "not of the faction in turn, and not attacked over a flank "
		    "or its rear (§%s)", gd->units[at.att[0]].id,
		    gd->combat.counter_section);
	if (!pending(st, at.def))
		return cmd_error(ctx, "%s did not attack %s; a counter-attack "
		    "is against one of the attackers (§%s)",
		    gd->units[at.def].id, gd->units[at.att[0]].id,
		    gd->combat.counter_section);
	if (resolve_attack(st, &at, ctx->ro, ctx->out, &why) != 0) {
		cmd_error(ctx, "%s", why);
		free(why);
		return CMD_ERROR;
	}
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
	.exec = cmd_counter_exec
};

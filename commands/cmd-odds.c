/* odds: the numbers of an attack before anything is rolled: the odds
 * column, each die roll modifier with its section, and the exact chance
 * of each result (battle-of-agincourt §11, Table 4). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "combat.h"
#include "resolve.h"
#include "session.h"

static enum cmd_retval
cmd_odds_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	const struct gamedata *gd = ctx->s->gd;
	const struct crt *crt = &gd->combat.crt;
	struct attack at;
	struct odds o;
	char *why = NULL;
	long drm = 0;
	int i, k, spared[ATTACKERS_MAX];

	if (crt->ncols == 0)
		return cmd_error(ctx, "%s has no combat results table",
		    gd->title);
	/* odds table [DRM] / odds 3:1 [DRM]: a column's chances */
	if (strcmp(argv[0], "table") == 0 || strchr(argv[0], ':') != NULL) {
		if (argc > 2 || (argc == 2 &&
		    parse_int(argv[1], -20, 20, &drm) != 0))
			return cmd_error(ctx, "expected a DRM from -20 to 20");
		for (i = 0; i < crt->ncols; i++)
			if (strcmp(argv[0], "table") == 0 ||
			    strcmp(argv[0], crt->cols[i].label) == 0)
				combat_chances(ctx->st, i, (int)drm, ctx->out);
		if (ctx->out->len == 0)
			return cmd_error(ctx, "no column %s (the columns run "
			    "from %s to %s)", argv[0], crt->cols[0].label,
			    crt->cols[crt->ncols - 1].label);
		return CMD_OK;
	}
	memset(&at, 0, sizeof at);
	at.kind = KIND_MELEE;
	if (strcmp(argv[0], "fire") == 0) {
		at.kind = KIND_MISSILE;
		argv++;
		argc--;
	}
	if (cmd_arg_attack(ctx, argc, argv, 0, &at) != 0)
		return CMD_ERROR;
	/* odds are worked out from where the units stand: a question about
	 * a unit off the board has no answer (and no hex to read) */
	for (i = 0; i <= at.natt; i++) {
		int u = i < at.natt ? at.att[i] : at.def;

		if (!ctx->st->u[u].on_map)
			return cmd_error(ctx, "%s %s: odds need the attackers "
			    "and the defender on the map", gd->units[u].id,
			    ctx->st->u[u].eliminated ? "has been eliminated" :
			    "is not on the map");
	}
	if (combat_check(ctx->st, &at, &why) != 0) {
		buf_printf(ctx->out, "not allowed now: %s\n", why);
		free(why);
		why = NULL;
	}
	if (combat_odds(ctx->st, &at, &o, &why) != 0) {
		combat_explain(ctx->st, &at, &o, ctx->out);
		cmd_error(ctx, "%s", why);
		free(why);
		return CMD_ERROR;
	}
	combat_explain(ctx->st, &at, &o, ctx->out);
	combat_chances(ctx->st, o.col, o.drm, ctx->out);
	if ((k = resolve_spared(ctx->st, &at, spared)) > 0) {
		const char *id[ATTACKERS_MAX];

		for (i = 0; i < k; i++)
			id[i] = ctx->s->gd->units[spared[i]].id;
		buf_puts(ctx->out, "a result against the attacker would spare ");
		buf_join(ctx->out, id, k, "and");
		buf_printf(ctx->out, ", firing from range (§%s)\n",
		    sec(ctx->s->gd->combat.missile_section));
	}
	return CMD_OK;
}

const struct cmd_entry cmd_odds_entry = {
	.name = "odds",
	.alias = NULL,
	.args = "<unit|hex|fire|table>...",
	.summary = "the odds, modifiers and chances of an attack",
	.help =
	    "odds A [B ...] -> D: the mêlée odds of A (and B ...) against D,\n"
	    "each die roll modifier with its rule section, and the exact\n"
	    "chance of each result, before anything is rolled.\n"
	    "odds fire A -> D: the same for missile fire.\n"
	    "odds table [DRM]: the chances of every column (at DRM 0 this is\n"
	    "Table 4); odds 3:1 [DRM]: one column.\n"
	    "Nothing changes: this is a question, not an order.",
	.flags = CMD_GAME,
	.exec = cmd_odds_exec
};

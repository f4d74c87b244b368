/* odds: the numbers of an attack before anything is rolled: the odds
 * column, each die roll modifier with its section, and the exact chance
 * of each result (battle-of-agincourt §11, Table 4); and the chances of
 * a unit's morale check (battle-of-agincourt §13, Table 4; st-albans
 * §9.10).  Values herald reconstructed are marked and named. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chances-points.h"
#include "chances.h"
#include "cmd.h"
#include "odds-ask.h"
#include "reconstructed.h"
#include "session.h"

static enum cmd_retval
cmd_odds_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	const struct gamedata *gd = ctx->s->gd;
	const struct crt *crt = &gd->combat.crt;
	struct attack at;
	struct cmd_value drm;
	struct buf b;
	char *why = NULL;
	int i, u;

	/* odds morale UNIT: its check as it stands now */
	if (strcmp(argv[0], "morale") == 0) {
		if (argc != 2)
			return cmd_error(ctx, "expected odds morale UNIT");
		if (cmd_arg_unit_or_hex(ctx, argv[1], &u) != 0)
			return CMD_ERROR;
		buf_init(&b);
		/* morale by points: each term, the split, each roll */
		if (gd->morale.kind == MORALE_POINTS ?
		    morale_points_odds(ctx->st, u, &b, &why) != 0 :
		    chances_morale(ctx->st, u, &b, &why) != 0) {
			buf_free(&b);
			return cmd_fail(ctx, why);
		}
		goto done;
	}
	/* odds A -> D in a game of differential combat (combat-diff.c) */
	if (gd->combat.kind == COMBAT_DIFFERENTIAL &&
	    strcmp(argv[0], "fire") != 0) {
		memset(&at, 0, sizeof at);
		at.kind = KIND_MELEE;
		if (cmd_arg_attack(ctx, argc, argv, 0, &at) != 0)
			return CMD_ERROR;
		buf_init(&b);
		odds_ask_diff(ctx->st, &at, &b);
		goto done;
	}
	/* odds fire FIRER VOLLEYS TARGET, by volleys (volley.h) */
	if (gd->volley != NULL && strcmp(argv[0], "fire") == 0) {
		int t;

		if (argc != 4)
			return cmd_error(ctx, "expected odds fire FIRER "
			    "VOLLEYS TARGET");
		if (cmd_arg_unit_or_hex(ctx, argv[1], &u) != 0 ||
		    cmd_arg_unit_or_hex(ctx, argv[3], &t) != 0)
			return CMD_ERROR;
		buf_init(&b);
		odds_ask_volley(ctx->st, u, argv[2], t, &b);
		goto done;
	}
	if (crt->ncols == 0)
		return cmd_error(ctx, "%s has no combat results table",
		    gd->title);
	buf_init(&b);
	/* odds table [DRM] / odds 3:1 [DRM]: a column's chances */
	if (strcmp(argv[0], "table") == 0 || strchr(argv[0], ':') != NULL) {
		drm.n = 0;
		if (argc > 2 || (argc == 2 && cmd_arg_read(ctx, CMD_ARG_DRM,
		    argv[1], &drm) != 0)) {
			buf_free(&b);
			return argc > 2 ? cmd_error(ctx, "expected a DRM from "
			    "-20 to 20") : CMD_ERROR;
		}
		for (i = 0; i < crt->ncols; i++)
			if (strcmp(argv[0], "table") == 0 ||
			    strcmp(argv[0], crt->cols[i].label) == 0)
				chances_combat(ctx->st, i, (int)drm.n, &b);
		if (b.len == 0) {
			buf_free(&b);
			return cmd_error(ctx, "no column %s (the columns run "
			    "from %s to %s)", argv[0], crt->cols[0].label,
			    crt->cols[crt->ncols - 1].label);
		}
		goto done;
	}
	memset(&at, 0, sizeof at);
	at.kind = KIND_MELEE;
	if (strcmp(argv[0], "fire") == 0) {
		at.kind = KIND_MISSILE;
		argv++;
		argc--;
	}
	if (cmd_arg_attack(ctx, argc, argv, 0, &at) != 0) {
		buf_free(&b);
		return CMD_ERROR;
	}
	/* odds are worked out from where the units stand: a question about
	 * a unit off the board has no answer (and no hex to read) */
	for (i = 0; i <= at.natt; i++) {
		u = i < at.natt ? at.att[i] : at.def;
		if (!ctx->st->u[u].on_map) {
			buf_free(&b);
			return cmd_error(ctx, "%s %s: odds need the attackers "
			    "and the defender on the map", gd->units[u].id,
			    ctx->st->u[u].eliminated ? "has been eliminated" :
			    "is not on the map");
		}
	}
	odds_ask_crt(ctx->st, &at, &b);
done:
	buf_add(ctx->out, b.s, b.len);
	/* where the answer rests on values herald rebuilt, which ones */
	recon_explain(gd, b.s ? b.s : "", ctx->out);
	buf_free(&b);
	return CMD_OK;
}

const struct cmd_entry cmd_odds_entry = {
	.name = "odds",
	.alias = NULL,
	.args = "<unit|hex|fire|table|morale>...",
	.summary = "the chances of an attack or a morale check",
	.help =
	    "odds A [B ...] -> D: the mêlée odds of A (and B ...) against D,\n"
	    "each die roll modifier with its rule section, and the exact\n"
	    "chance of each result, before anything is rolled.  An attack\n"
	    "the rules do not allow says so first, and why.\n"
	    "In a game of combat by differential (SPI's Agincourt) it shows\n"
	    "each term of both sides' totals, the differential, the\n"
	    "defender's line and the exact chance of a loss.\n"
	    "odds fire A -> D: the same for missile fire.\n"
	    "odds fire FIRER VOLLEYS TARGET, where fire is by volleys: the\n"
	    "range, the column, the rate, the supply and the exact chance\n"
	    "of 0, 1, 2, 3 and 4 strikes.\n"
	    "odds table [DRM]: the chances of every column (at DRM 0 this is\n"
	    "Table 4); odds 3:1 [DRM]: one column.\n"
	    "odds morale UNIT: the chance that UNIT passes a morale check\n"
	    "now, with each modifier and its section; in a game of morale\n"
	    "points, each term, the rolls they are split into and each\n"
	    "roll's chance.\n"
	    "A value herald reconstructed (the rulebook does not print it) is\n"
	    "marked (reconstructed) and named in doc/reconstructions.md.\n"
	    "Nothing changes: this is a question, not an order.",
	.flags = CMD_GAME,
	.exec = cmd_odds_exec
};

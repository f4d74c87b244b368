/* odds: the numbers of an attack before anything is rolled: the odds
 * column, each die roll modifier with its section, and the exact chance
 * of each result (battle-of-agincourt §11, Table 4); and the chances of
 * a unit's morale check (battle-of-agincourt §13, Table 4; st-albans
 * §9.10).  Values herald reconstructed are marked and named.  The
 * command reads the question's form; which mechanism answers it (odds
 * and a CRT, a differential, volleys; morale by rating or by points) is
 * the core's, odds_ask (src/odds-ask.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "odds-ask.h"
#include "reconstructed.h"
#include "session.h"

/* Reads the question's words; which mechanism answers is the core's
 * (odds_ask). */
static int
parse(struct cmd_ctx *ctx, int argc, char **argv, struct odds_q *q)
{
	struct cmd_value drm;
	int i, arrow = 0;

	memset(q, 0, sizeof *q);
	q->firer = q->target = -1;
	q->at.kind = KIND_MELEE;
	for (i = 0; i < argc; i++)
		arrow |= strcmp(argv[i], "->") == 0;
	if (strcmp(argv[0], "morale") == 0) {
		q->form = ODDS_MORALE;
		if (argc != 2)
			return cmd_error(ctx, "expected odds morale UNIT");
		return cmd_arg_unit_or_hex(ctx, argv[1], &q->unit);
	}
	/* odds fire FIRER VOLLEYS TARGET: no arrow */
	if (strcmp(argv[0], "fire") == 0 && !arrow) {
		q->form = ODDS_VOLLEYS;
		if (argc != 4)
			return 0;	/* the core names the form */
		q->volleys = argv[2];
		return cmd_arg_unit_or_hex(ctx, argv[1], &q->firer) != 0 ||
		    cmd_arg_unit_or_hex(ctx, argv[3], &q->target) != 0 ?
		    -1 : 0;
	}
	/* odds table [DRM] / odds 3:1 [DRM] */
	if (strcmp(argv[0], "table") == 0 || strchr(argv[0], ':') != NULL) {
		q->form = ODDS_COLUMN;
		q->column = strcmp(argv[0], "table") == 0 ? NULL : argv[0];
		drm.n = 0;
		if (argc > 2)
			return cmd_error(ctx, "expected a DRM from -20 to 20");
		if (argc == 2 && cmd_arg_read(ctx, CMD_ARG_DRM, argv[1],
		    &drm) != 0)
			return -1;
		q->drm = (int)drm.n;
		return 0;
	}
	q->form = ODDS_ATTACK;
	if (strcmp(argv[0], "fire") == 0) {
		q->form = ODDS_FIRE;
		q->at.kind = KIND_MISSILE;
		argv++;
		argc--;
	}
	return cmd_arg_attack(ctx, argc, argv, 0, &q->at);
}

static enum cmd_retval
cmd_odds_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct odds_q q;
	struct buf b;
	char *why = NULL;

	if (parse(ctx, argc, argv, &q) != 0)
		return CMD_ERROR;
	buf_init(&b);
	if (odds_ask(ctx->st, &q, &b, &why) != 0) {
		buf_free(&b);
		return cmd_fail(ctx, why);
	}
	buf_add(ctx->out, b.s, b.len);
	/* where the answer rests on values herald rebuilt, which ones */
	recon_explain(ctx->s->gd, b.s ? b.s : "", ctx->out);
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

/* reach, targets: where a unit can go now, and what it can fire at or
 * attack, each asked of the rules (reach.h); one file for both, as
 * undo and redo share one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "allowance.h"
#include "cmd.h"
#include "odds-ask.h"
#include "reach.h"
#include "session.h"

/* reach UNIT HEX: the cheapest path there, as the move order. */
static void
path_to(struct cmd_ctx *ctx, int unit, const struct reach_hex *r, int n,
    struct hex to)
{
	const struct gamedata *gd = ctx->s->gd;
	char lab[16];
	int i, k;

	hex_format(&gd->grid, to, lab, sizeof lab);
	for (i = 0; i < n && !hex_eq(r[i].h, to); i++)
		;
	if (i == n) {
		buf_printf(ctx->out, "%s cannot reach %s now\n",
		    gd->units[unit].id, lab);
		return;
	}
	buf_printf(ctx->out, "%s reaches %s for %s %s: move %s",
	    gd->units[unit].id, lab, allowance_points(r[i].cost),
	    allowance_name(gd), gd->units[unit].id);
	for (k = 0; k < r[i].steps; k++) {
		hex_format(&gd->grid, r[i].path[k], lab, sizeof lab);
		buf_printf(ctx->out, " %s", lab);
	}
	buf_puts(ctx->out, "\n");
}

static enum cmd_retval
reach_exec(struct cmd_ctx *ctx, int unit, const struct hex *to)
{
	const struct gamedata *gd = ctx->s->gd;
	struct reach_hex *r;
	char *why = NULL, lab[16];
	int n, i;

	reach_of(ctx->s, unit, &r, &n, &why);
	if (to != NULL) {
		path_to(ctx, unit, r, n, *to);
		free(why);
		free(r);
		return CMD_OK;
	}
	if (n == 0) {
		buf_printf(ctx->out, "%s can reach no hex now%s%s\n",
		    gd->units[unit].id, why ? ": " : "", why ? why : "");
		free(why);
		return CMD_OK;
	}
	buf_printf(ctx->out, "%s can reach %d hex%s now (%s spent to enter "
	    "it, cheapest path):\n", gd->units[unit].id, n, n == 1 ? "" :
	    "es", allowance_name(gd));
	for (i = 0; i < n; i++) {
		hex_format(&gd->grid, r[i].h, lab, sizeof lab);
		buf_printf(ctx->out, "%s%s (%s)", i % 6 ? ", " : i ? ",\n  " :
		    "  ", lab, allowance_points(r[i].cost));
	}
	buf_puts(ctx->out, "\n");
	free(r);
	return CMD_OK;
}

/* The first line of odds' answer: the odds or the chance. */
static void
odds_line(struct cmd_ctx *ctx, int unit, const struct target *t)
{
	struct odds_q q;
	struct buf b;
	char *why = NULL, *nl;

	memset(&q, 0, sizeof q);
	q.firer = q.target = -1;
	q.at.kind = strcmp(t->order, "fire") == 0 ? KIND_MISSILE : KIND_MELEE;
	q.form = strcmp(t->order, "fire") == 0 ? ODDS_FIRE : ODDS_ATTACK;
	q.at.att[0] = unit;
	q.at.natt = 1;
	q.at.def = t->unit;
	if (ctx->s->gd->volley != NULL && q.form == ODDS_FIRE) {
		q.form = ODDS_VOLLEYS;
		q.firer = unit;
		q.target = t->unit;
		q.volleys = "1";
	}
	buf_init(&b);
	if (odds_ask(ctx->st, &q, &b, &why) == 0 && b.s != NULL) {
		if ((nl = strchr(b.s, '\n')) != NULL)
			*nl = '\0';
		buf_printf(ctx->out, ": %s", b.s);
	}
	free(why);
	buf_free(&b);
}

static enum cmd_retval
targets_exec(struct cmd_ctx *ctx, int unit)
{
	const struct gamedata *gd = ctx->s->gd;
	struct target *t;
	char *why = NULL;
	int n, i;

	targets_of(ctx->s, unit, &t, &n, &why);
	if (n == 0) {
		buf_printf(ctx->out, "%s can fire at or attack no enemy now%s%s\n",
		    gd->units[unit].id, why ? ": " : "", why ? why : "");
		free(why);
		return CMD_OK;
	}
	for (i = 0; i < n; i++) {
		/* the order as it would be typed */
		buf_printf(ctx->out, "%s %s %s%s (%s, range %d)", t[i].order,
		    gd->units[unit].id, strcmp(t[i].order, "attack") == 0 ?
		    "-> " : gd->volley != NULL ? "VOLLEYS " : "",
		    gd->units[t[i].unit].id, gd->units[t[i].unit].name,
		    t[i].range);
		odds_line(ctx, unit, &t[i]);
		buf_puts(ctx->out, "\n");
	}
	free(t);
	return CMD_OK;
}

static enum cmd_retval
cmd_reach_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct hex to;
	int unit;

	if (cmd_arg_unit_or_hex(ctx, argv[0], &unit) != 0 ||
	    (argc > 1 && cmd_arg_hex(ctx, argv[1], &to) != 0))
		return CMD_ERROR;
	return strcmp(ctx->entry->name, "reach") == 0 ?
	    reach_exec(ctx, unit, argc > 1 ? &to : NULL) :
	    targets_exec(ctx, unit);
}

const struct cmd_entry cmd_reach_entry = {
	.name = "reach",
	.alias = NULL,
	.args = "<unit|hex> [hex]",
	.summary = "the hexes a unit can move to now, with their cost",
	.help =
	    "Lists every hex the unit can enter by one move order now, with\n"
	    "what is left of its movement this phase, each with the movement\n"
	    "points the cheapest path spends, cheapest first.  Each path is\n"
	    "tried as the move order would be, on a copy of the game, so the\n"
	    "answer follows every rule the order meets: terrain and hexsides,\n"
	    "facing, zones of control, stacking, impulses, lines and the\n"
	    "scenario's own rules.  reach UNIT HEX gives the cheapest path\n"
	    "there as the move order that takes it.  Nothing changes: this\n"
	    "is a question.\n"
	    "Example: reach e10; reach e10 1213",
	.flags = CMD_GAME,
	.exec = cmd_reach_exec
};

const struct cmd_entry cmd_targets_entry = {
	.name = "targets",
	.alias = NULL,
	.args = "<unit|hex>",
	.summary = "the enemies a unit may fire at or attack now",
	.help =
	    "Lists every enemy the unit may fire at or attack now, each as\n"
	    "the order that would do it, with its range and the odds (or the\n"
	    "chance) odds gives.  Each is tried as the order would be, on a\n"
	    "copy of the game, under every rule it meets (the phase, range,\n"
	    "line of sight, facing, what has fought already).  Nothing\n"
	    "changes: this is a question.\n"
	    "Example: targets e10",
	.flags = CMD_GAME,
	.exec = cmd_reach_exec
};

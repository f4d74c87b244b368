/* table: a game's percentile table (pctgame.h) consulted at the
 * table-top: the tens die first, the ones die only when it can still
 * change the result (spi-agincourt §3.8), from the engine or physical
 * dice; journaled as `roll` is.  With no column it lists the tables, or
 * a table's columns with their chances, and changes nothing.  Tables
 * of chances (chancetab.h; spi-agincourt §9.5 ...): `table melee`
 * shows one as printed, rebuilt cells marked; `table melee 4 4` reads a
 * cell with the dice, as herald::chance -table does.  The table of fire
 * by volleys (spi-agincourt §8.7, volley-chart.h): `table fire` shows
 * it whole, `table fire FIRER [TARGET [HEXES [VOLLEYS]]]` a part, down
 * to one cell's strike bands, rolling nothing. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chancetab.h"
#include "cmd.h"
#include "narrate.h"
#include "pctgame.h"
#include "percentile.h"
#include "ruleshow.h"
#include "ruling.h"
#include "session.h"
#include "table-show.h"
#include "volley-chart.h"

/* help lists it only for a game with percentile tables */
static int
cmd_table_offered(const struct session *s)
{
	return s->gd != NULL && (s->gd->npct > 0 || s->gd->nchance > 0 ||
	    volley_chart_has(s->gd));
}

/* table NAME [ROW COLUMN...]: a table of chances shown, or a cell read */
static enum cmd_retval
chance_exec(struct cmd_ctx *ctx, const struct chance_table *t, int argc,
    char **argv)
{
	struct pct_chance ch;
	struct ruling r;
	struct buf col;
	char *why = NULL;
	long rv;
	int cv, i, rc;

	if (argc == 1) {
		chance_table_render(t, ruleshow_width(), ctx->out);
		ctx->unchanged = 1;
		return CMD_OK;
	}
	if (argc < 3 || util_parse_int(argv[1], -1000000, 1000000, &rv) != 0) {
		cmd_error(ctx, "expected table %s ROW COLUMN: the %s a number, "
		    "the %s a number or its name (table %s shows them)",
		    t->name, chance_table_row_name(t), chance_table_col_name(t),
		    t->name);
		return CMD_ERROR;
	}
	buf_init(&col);
	for (i = 2; i < argc; i++)
		buf_printf(&col, "%s%s", i > 2 ? " " : "", argv[i]);
	rc = chance_table_col_named(t, col.s, &cv, &why);
	buf_free(&col);
	if (rc != 0)
		return cmd_fail(ctx, why);
	ruling_init(&r);
	if (chance_table_read(ctx->ro, t, (int)rv, cv, NULL, ctx->s->gd->id,
	    &ch, &r, &why) != 0) {
		ruling_free(&r);
		return cmd_fail(ctx, why);
	}
	narrate_told(ctx->s->gd, &r, ctx->out);
	return CMD_OK;
}

/* table fire [FIRER [TARGET [HEXES [VOLLEYS]]]] (volley-chart.h) */
static enum cmd_retval
fire_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct volley_ask q = { NULL, NULL, 0, 0 };
	long n[2] = { 0, 0 };
	char *why = NULL;
	int i;

	for (i = 3; i < argc && i < 5; i++)
		if (util_parse_int(argv[i], 1, 99, &n[i - 3]) != 0)
			break;
	if (argc > 5 || i < argc)
		return cmd_error(ctx, "expected table fire [FIRER [TARGET "
		    "[HEXES [VOLLEYS]]]], the range and volleys numbers "
		    "(table fire crossbow archers 3 2)");
	q.firer = argc > 1 ? argv[1] : NULL;
	q.target = argc > 2 ? argv[2] : NULL;
	q.hexes = (int)n[0];
	q.volleys = (int)n[1];
	if (volley_chart(ctx->s->gd, &q, ruleshow_width(), ctx->out, &why))
		return cmd_fail(ctx, why);
	ctx->unchanged = 1;
	return CMD_OK;
}

static enum cmd_retval
cmd_table_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	const struct gamedata *gd = ctx->s->gd;
	const struct pct_table *t;
	const struct chance_table *ct;
	struct pct_roll r;
	struct buf label;
	char *why = NULL;
	int c, i;

	if (argc == 0) {
		table_show_list(gd, ctx->out);
		ctx->unchanged = 1;
		return CMD_OK;
	}
	if ((ct = chance_table_find(gd, argv[0])) != NULL)
		return chance_exec(ctx, ct, argc, argv);
	if (strcmp(argv[0], "fire") == 0 && volley_chart_has(gd))
		return fire_exec(ctx, argc, argv);
	if ((t = pct_game_find(gd, argv[0])) == NULL) {
		buf_init(&label);
		table_show_names(gd, &label);
		cmd_error(ctx, "no %stable \"%s\" (%s: %s)", gd->nchance ||
		    volley_chart_has(gd) ? "" : "percentile ", argv[0], gd->id,
		    label.len > 0 ? label.s : "none");
		buf_free(&label);
		return CMD_ERROR;
	}
	if (argc == 1) {
		table_show_columns(t, ctx->out);
		ctx->unchanged = 1;
		return CMD_OK;
	}
	/* the column's label may be typed in words: table volley 2 hexes */
	buf_init(&label);
	for (i = 1; i < argc; i++)
		buf_printf(&label, "%s%s", i > 1 ? " " : "", argv[i]);
	c = pct_game_column(t, label.s);
	if (c < 0) {
		cmd_error(ctx, "%s has no column \"%s\" (expected a label or "
		    "1 to %d: table %s lists them)", t->name, label.s,
		    t->ncol, t->name);
		buf_free(&label);
		return CMD_ERROR;
	}
	buf_free(&label);
	buf_init(&label);
	buf_printf(&label, "the %s table, column \"%s\"", t->name,
	    t->col[c].label);
	if (pct_read(ctx->ro, t, c, label.s, &r, &why) != 0) {
		buf_free(&label);
		return cmd_fail(ctx, why);
	}
	buf_free(&label);
	table_show_roll(t, c, &r, ctx->out);
	return CMD_OK;
}

const struct cmd_entry cmd_table_entry = {
	.name = "table",
	.alias = NULL,
	.args = "[table] [column]...",	/* table fire FIRER TARGET ... */
	.summary = "show or read a table of chances or a percentile table",
	.help =
	    "With a table and a column (its label, in words or quoted, or\n"
	    "its number), reads the game's percentile table as the book\n"
	    "does: the tens die first, and the ones die only when the rolls\n"
	    "of that decade give different results (a tens die of 0 stands\n"
	    "for 01-09 and 00).  With \"dice manual\" herald asks for the\n"
	    "tens die (or both dice: 47, 4 7; 00 is 100) and then for the\n"
	    "ones die only if need be.  The dice are kept in the journal.\n"
	    "\"table\" alone lists the game's tables; \"table NAME\" its\n"
	    "columns with the chances of each result, rolling nothing.\n"
	    "A table of chances (a number a cell, the event happening on\n"
	    "that roll or less) is shown as printed by \"table NAME\", the\n"
	    "cells herald rebuilt marked; \"table NAME ROW COLUMN\" reads a\n"
	    "cell with the dice (\"table melee 4 4\", \"table army-morale\n"
	    "34 english\").\n"
	    "\"table fire\" shows the table of fire by volleys (SPI's\n"
	    "Agincourt, §8.7), the rows herald rebuilt marked; \"table fire\n"
	    "FIRER [TARGET [HEXES [VOLLEYS]]]\" a part of it: one firer's\n"
	    "tables (\"table fire longbow\"), one table (\"table fire\n"
	    "longbow men-at-arms\"), one range with the strikes each roll\n"
	    "gives (\"table fire crossbow archers 3\"), or one cell\n"
	    "(\"table fire crossbow archers 3 2\").  Nothing is rolled.",
	.flags = CMD_GAME | CMD_JOURNAL,
	.offered = cmd_table_offered,
	.exec = cmd_table_exec
};

/* marker: the game's board markers (Dead, Fugitive, stakes...): list
 * them, or place, move, change or remove one.  The rules of each kind
 * (where it stands, its attributes, how two merge) are the game's data
 * (src/marker.h); this file parses and renders. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "marker.h"
#include "narrate.h"
#include "ruling.h"
#include "session.h"

/* Each order's usage, in the template's order (place|move|remove|set). */
static const char *const usage_of[] = {
	"marker place KIND HEX|UNIT [NAME=VALUE]...",
	"marker move MARKER HEX|UNIT",
	"marker remove MARKER",
	"marker set MARKER NAME=VALUE...",
};

/* The template's first word, read by the table (cmd-arg.c). */
enum { M_PLACE, M_MOVE, M_REMOVE, M_SET };

static void
cmd_marker_refuse(struct cmd_ctx *ctx, int at, const char *sub)
{
	(void)at;
	cmd_error(ctx, "unknown marker order \"%s\" (expected place, move, "
	    "remove or set; marker alone lists them)", sub);
}

/* An order of the wrong length: its usage. */
static enum cmd_retval
wrong(struct cmd_ctx *ctx, int sub)
{
	return cmd_error(ctx, "expected %s", usage_of[sub]);
}

/* A game without markers refuses every marker order, before its words
 * are read. */
static int
cmd_marker_ready(struct cmd_ctx *ctx, int argc)
{
	const struct gamedata *gd = ctx->s->gd;

	if (gd->nmarker_kinds > 0)
		return 0;
	cmd_error(ctx, "%s declares no markers (a game declares them in the "
	    "markers: block of its game.yaml)", gd->title);
	return -1;
}

static enum cmd_retval
cmd_marker_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct state *st = ctx->st;
	struct ruling r;
	int sub = ctx->v[0].index;
	char *why = NULL;
	int rc;

	if (argc == 0) {
		marker_list(st, ctx->out);
		ctx->unchanged = 1;
		return CMD_OK;
	}
	ruling_init(&r);
	if (sub == M_PLACE && argc >= 3)
		rc = marker_place_rec(st, argv[1], argv[2], argc - 3,
		    argv + 3, NULL, &r, &why);
	else if (sub == M_MOVE && argc == 3)
		rc = marker_move_rec(st, argv[1], argv[2], &r, &why);
	else if (sub == M_REMOVE && argc == 2)
		rc = marker_remove_rec(st, argv[1], &r, &why);
	else if (sub == M_SET && argc >= 3)
		rc = marker_set_rec(st, argv[1], argc - 2, argv + 2, &r, &why);
	else
		return wrong(ctx, sub);
	if (rc != 0) {
		/* marker.c refuses with a record, or in words for what
		   other modules refuse */
		if (why == NULL)
			why = narrate_refusal(ctx->s->gd, &r);
		ruling_free(&r);
		return cmd_fail(ctx, why);
	}
	narrate_told(ctx->s->gd, &r, ctx->out);
	return CMD_OK;
}

/* help lists it only for a game that declares markers */
static int
cmd_marker_offered(const struct session *s)
{
	return s->gd != NULL && s->gd->nmarker_kinds > 0;
}

const struct cmd_entry cmd_marker_entry = {
	.name = "marker",
	.alias = NULL,
	.args = "[place|move|remove|set] [marker] [hex|unit] [attribute]...",
	.summary = "list, place, move, set or remove board markers",
	.help =
	    "marker: lists the markers on the board, each with its label\n"
	    "(the kind and a number: dead3), attributes and place.\n"
	    "marker place KIND HEX|UNIT [NAME=VALUE]...: puts a marker of\n"
	    "the kind in a hex (or with a unit, for a kind that goes with\n"
	    "one), with its attributes (size=2 side=french); those left\n"
	    "out take the game's default.  Where the game merges its kind,\n"
	    "it joins the one already there (x1 + x2 = x3).\n"
	    "marker move MARKER HEX|UNIT: moves it (merging likewise).\n"
	    "marker set MARKER NAME=VALUE...: changes its attributes.\n"
	    "marker remove MARKER: takes it off the board.\n"
	    "Only for a game that declares markers; orders are journaled\n"
	    "and undo takes them back.",
	.flags = CMD_GAME | CMD_JOURNAL,
	.ready = cmd_marker_ready,
	.types = { CMD_ARG_KEYWORD },	/* the rest are the engine's */
	.refuse = cmd_marker_refuse,
	.offered = cmd_marker_offered,
	.exec = cmd_marker_exec
};

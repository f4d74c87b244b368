/* rule: look up the game's rules in herald's summaries (and the owner's
 * own rulebook, when herald has been given one): the table of contents,
 * a section, a chart, or the sections some words find. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd.h"
#include "gamedata.h"
#include "herald.h"
#include "rulebook.h"
#include "ruleshow.h"
#include "session.h"

/* The game `rule` answers for when not told: the one in play. */
static const char *
current_game(struct session *s)
{
	if (s->gd != NULL)
		return s->gd->id;
	if (s->game != NULL)
		return s->game;
	return herald_default_game(s);
}

/* The words name a chart of a game other than the one in play: its data,
 * for the chart's table (NULL where herald has none, as for a game it
 * does not referee yet). */
static struct gamedata *
other_game(struct session *s, const char *game, const struct rulebook *rb,
    int argc, char **argv)
{
	struct gamedata *gd = NULL;
	char *name, *path, *why = NULL;
	int chart;

	name = words_join(argc, argv, 0);
	chart = argc > 0 && rulebook_chart(rb, name) >= 0;
	free(name);
	if (!chart)
		return NULL;
	path = xprintf("%s/scenarios/%s/game.yaml", s->datadir, game);
	if (access(path, F_OK) == 0 && gamedata_load(s->datadir, game, &gd,
	    &why) != 0)
		gd = NULL;
	free(why);
	free(path);
	return gd;
}

static enum cmd_retval
cmd_rule_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct session *s = ctx->s;
	const struct rulebook *rb;
	const struct gamedata *gd;
	struct gamedata *other = NULL;
	const char *game;
	char *why = NULL;
	int rc;

	game = current_game(s);
	if (argc >= 1 && strcmp(argv[0], "-g") == 0) {
		if (argc < 2)
			return cmd_error(ctx, "expected a game after -g, e.g. "
			    "rule -g st-albans 9.3");
		game = argv[1];
		argc -= 2;
		argv += 2;
	}
	if ((rb = rulebook_get(s->datadir, game, &why)) == NULL)
		return cmd_fail(ctx, why);
	if (rb->own_error != NULL)
		buf_printf(ctx->out, "(your rulebook is not read: %s)\n",
		    rb->own_error);
	gd = s->gd;
	if (gd == NULL || strcmp(gd->id, game) != 0)
		gd = other = other_game(s, game, rb, argc, argv);
	rc = ruleshow_answer(rb, gd, argc, argv, ruleshow_width(), ctx->out, &why);
	gamedata_free(other);
	if (rc != 0)
		return cmd_fail(ctx, why);
	return CMD_OK;
}

const struct cmd_entry cmd_rule_entry = {
	.name = "rule",
	.alias = NULL,
	.args = "[topic]...",
	.summary = "look up the rules: a section, a chart, or words",
	.help =
	    "rule: the game's table of contents, one section a line.\n"
	    "rule 9.2 (or §9.2, or 9): the section in herald's words, with\n"
	    "its errata and clarifications, the sections it refers to, the\n"
	    "commands that apply it, and its subsections.\n"
	    "rule crt, rule tec, rule table 4: a chart, by any of its names.\n"
	    "rule WORD...: the sections the words find (rout also finds\n"
	    "routed and routing; one typo is forgiven), best first; one\n"
	    "clear match is shown whole.\n"
	    "rule -g GAME ...: the same in another game's rules.\n"
	    "Given your own copy of the rulebook as text (herald --rulebook\n"
	    "FILE, or ~/.config/herald/rulebooks/GAME.txt), rule N also\n"
	    "shows the book's own words, and rule WORD searches them.",
	.flags = 0,
	.exec = cmd_rule_exec
};

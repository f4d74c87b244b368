/* scenario: the scenarios of the game, and what one of them is. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "elevation.h"
#include "linemove.h"
#include "session.h"
#include "tally.h"

/* The file name of a script, as its directory is the game's. */
static const char *
base_name(const char *path)
{
	const char *p = strrchr(path, '/');

	return p != NULL ? p + 1 : path;
}

/* Characters, not bytes: UTF-8 continuation bytes take no column. */
static int
width(const char *s)
{
	int n = 0;

	for (; *s != '\0'; s++)
		if (((unsigned char)*s & 0xc0) != 0x80)
			n++;
	return n;
}

/* Prints text folded at 72 columns, indented under its label. */
static void
wrap(struct buf *b, const char *label, const char *text)
{
	char *copy, *word, *save = NULL;
	int col = 1;

	if (text == NULL)
		return;
	copy = xstrdup(text);
	buf_printf(b, "%s:\n ", label);
	for (word = strtok_r(copy, " \t\n", &save); word != NULL;
	    word = strtok_r(NULL, " \t\n", &save)) {
		if (col > 1 && col + 1 + width(word) > 72) {
			buf_puts(b, "\n ");
			col = 1;
		}
		buf_printf(b, " %s", word);
		col += 1 + width(word);
	}
	buf_puts(b, "\n");
	free(copy);
}

static enum cmd_retval
cmd_scenario_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct session *s = ctx->s;
	struct scenario *sc;
	char **names, *why = NULL, *dflt;
	int n, i;

	if (argc == 0 || ctx->v[0].index == 0) {	/* [list|info] */
		names = gd_scenario_names(s->gd, &n);
		dflt = scenario_default(s->gd);
		for (i = 0; i < n; i++) {
			if (scenario_load(s->gd, names[i], &sc, &why) != 0) {
				buf_printf(ctx->out, "  %-16s (unreadable: "
				    "%s)\n", names[i], why);
				free(why);
				why = NULL;
				continue;
			}
			buf_printf(ctx->out, "%c %-16s %s%s\n",
			    s->scenario && strcmp(s->scenario, names[i]) == 0 ?
			    '*' : ' ', names[i], sc->title,
			    dflt && strcmp(dflt, names[i]) == 0 ?
			    " (default)" : "");
			scenario_free(sc);
		}
		free(dflt);
		words_free_argv(n, names);
		return CMD_OK;
	}
	buf_printf(ctx->out, "game: %s (%s)\n", s->gd->title, s->gd->id);
	if (s->gd->rulebook)
		buf_printf(ctx->out, "rulebook: %s\n", s->gd->rulebook);
	if (s->sc == NULL)
		buf_puts(ctx->out, "scenario: none (empty board)\n");
	else {
		buf_printf(ctx->out, "scenario: %s (%s)\n", s->sc->title,
		    s->sc->id);
		wrap(ctx->out, "description", s->sc->description);
		if (s->sc->turns > 0)
			buf_printf(ctx->out, "turns: %d\n", s->sc->turns);
		if (s->sc->first >= 0)
			buf_printf(ctx->out, "player 1: %s\n",
			    s->gd->factions[s->sc->first].name);
		/* the starts it gives the game's declared values */
		tally_show_scenario(s->gd, s->sc, ctx->out);
		elev_scenario_show(s->gd, s->sc, ctx->out);	/* its ground */
		linemove_scenario_show(s->gd, s->sc, ctx->out);	/* its lines */
		for (i = 0; i < s->sc->nspecial; i++) {
			char label[32];

			snprintf(label, sizeof label, "special rule %d",
			    i + 1);
			wrap(ctx->out, label, s->sc->special[i]);
		}
	}
	buf_printf(ctx->out, "units: %d, on the map: ", s->gd->nunits);
	for (i = 0, n = 0; i < s->st->nunits; i++)
		n += s->st->u[i].on_map;
	buf_printf(ctx->out, "%d\n", n);
	/* the game's own rules in Tcl apply on any board, a scenario's on
	 * its own */
	if (s->gd->hook_script != NULL || (s->sc != NULL &&
	    s->sc->hook_script != NULL)) {
		buf_puts(ctx->out, "hooks:");
		for (i = 0; i < s->gd->nhook_scripts; i++)
			buf_printf(ctx->out, "%s %s", i > 0 ? "," : "",
			    base_name(s->gd->hook_scripts[i]));
		if (s->gd->hook_script != NULL)
			buf_puts(ctx->out, " (the game's)");
		if (s->sc != NULL && s->sc->hook_script != NULL)
			buf_printf(ctx->out, "%s %s (the scenario's)",
			    s->gd->hook_script != NULL ? "," : "",
			    base_name(s->sc->hook_script));
		buf_puts(ctx->out, "\n");
	}
	wrap(ctx->out, "reconstructed (game)", s->gd->reconstructed);
	if (s->sc != NULL)
		wrap(ctx->out, "reconstructed (scenario)",
		    s->sc->reconstructed);
	return CMD_OK;
}

const struct cmd_entry cmd_scenario_entry = {
	.name = "scenario",
	.alias = NULL,
	.args = "[list|info]",
	.summary = "list the game's scenarios, or describe this one",
	.help =
	    "scenario list: the game's scenarios; * marks the one in play.\n"
	    "scenario info: the game and scenario in play, and what in them\n"
	    "is reconstructed rather than printed in the rulebook.",
	.flags = CMD_GAME,
	.types = { CMD_ARG_KEYWORD },
	.exec = cmd_scenario_exec
};

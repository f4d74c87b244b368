/* units: the counters, one per line, filtered by faction, type, state or
 * name. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "cmd.h"
#include "marker.h"
#include "narrate.h"
#include "session.h"

static int
matches(const struct state *st, int u, const char *w)
{
	const struct gamedata *gd = st->gd;
	const struct unit_def *ud = &gd->units[u];
	const struct unit_state *us = &st->u[u];

	if (strcasecmp(w, gd->factions[ud->faction].id) == 0 ||
	    strcasecmp(w, gd->factions[ud->faction].name) == 0 ||
	    strcasecmp(w, gd->types[ud->type].id) == 0 ||
	    strcasecmp(w, gd->types[ud->type].name) == 0)
		return 1;
	if (strcasecmp(w, "on-map") == 0)
		return us->on_map;
	if (strcasecmp(w, "off-map") == 0)
		return !us->on_map && !us->eliminated;
	if (strcasecmp(w, "routed") == 0)
		return us->on_map && us->routed;
	if (strcasecmp(w, "eliminated") == 0)
		return us->eliminated;
	if (strcasecmp(w, "reduced") == 0)
		return us->on_map && us->steps_lost > 0;
	if (strcasecmp(w, "all") == 0)
		return 1;
	return strcasestr(ud->name, w) != NULL ||
	    strncasecmp(ud->id, w, strlen(w)) == 0;
}

static enum cmd_retval
cmd_units_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	const struct state *st = ctx->st;
	int u, i, n = 0, all = 0, left = 0;

	for (i = 0; i < argc; i++)
		if (strcasecmp(argv[i], "all") == 0)
			all = 1;
	for (u = 0; u < st->nunits; u++) {
		for (i = 0; i < argc; i++)
			if (!matches(st, u, argv[i]))
				break;
		if (i < argc)
			continue;
		if (!all && !session_in_battle(ctx->s, u)) {
			left++;
			continue;
		}
		narrate_unit_line(st, u, ctx->out);
		marker_show_unit(st, u, ctx->out);
		n++;
	}
	if (n == 0)
		buf_puts(ctx->out, "no unit matches\n");
	if (left > 0)
		buf_printf(ctx->out, "(%d counter%s of the game %s not in this "
		    "battle; add the word all to list %s)\n", left, left == 1 ?
		    "" : "s", left == 1 ? "is" : "are", left == 1 ? "it" :
		    "them");
	return CMD_OK;
}

const struct cmd_entry cmd_units_entry = {
	.name = "units",
	.alias = NULL,
	.args = "[filter]...",
	.summary = "list units, one per line",
	.help =
	    "Lists units, one per line starting with the unit's id, then its\n"
	    "position and facing, faction, type and name.  Every filter word\n"
	    "must match: a faction (english), a unit type (archer), on-map,\n"
	    "off-map, routed, reduced, eliminated, or part of a name or id.\n"
	    "Counters of the game that are not in the scenario's battle are\n"
	    "left out unless the word all is given.  A marker that goes\n"
	    "with a unit is listed under it.",
	.flags = CMD_GAME,
	.exec = cmd_units_exec
};

/* flip: turn a two-sided counter over (spi-agincourt §3.32, §15.0: an
 * English longbow's archer front and yeoman back; §17.11, §17.12: a
 * cavalry unit's normal and charge sides).  The core's sides.c decides;
 * a game says when a flip may be made by its sequence's `orders:` and
 * its `order` hook, as for any order. */
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "narrate.h"
#include "ruling.h"
#include "session.h"
#include "sides.h"

static enum cmd_retval
cmd_flip_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct ruling r;
	char *why;

	ruling_init(&r);
	if (sides_flip_rec(ctx->st, ctx->v[0].unit, argc > 1 ? argv[1] : NULL,
	    &r) != 0) {
		/* the refusal's record, kept for `why` */
		why = narrate_refusal(ctx->s->gd, &r);
		ruling_free(&r);
		return cmd_fail(ctx, why);
	}
	narrate_told(ctx->s->gd, &r, ctx->out);
	return CMD_OK;
}

void
cmd_flip_complete_counters(struct session *s, struct cmd_offer *o)
{
	const struct gamedata *gd = s->gd;
	int i;

	for (i = 0; gd != NULL && i < gd->nunits; i++)
		if (!gd->sides_any || sides_count(gd, i) > 1) {
			o->word(o, gd->units[i].id);
			if (o->quoted)
				o->word(o, gd->units[i].name);
		}
}

void
cmd_flip_complete_sides(struct session *s, struct cmd_offer *o)
{
	const struct gamedata *gd = s->gd;
	int i;

	o->word(o, "front");
	o->word(o, "back");
	for (i = 0; gd != NULL && i < gd->ntypes; i++)
		if (gd->types[i].side[0] != NULL) {
			o->word(o, gd->types[i].side[0]);
			o->word(o, gd->types[i].side[1]);
		}
}

/* help lists it for a game with counters of two sides */
static int
cmd_flip_offered(const struct session *s)
{
	return s->gd != NULL && s->gd->sides_any;
}

const struct cmd_entry cmd_flip_entry = {
	.name = "flip",
	.alias = NULL,
	.args = "<counter> [side]",
	.summary = "turn a two-sided counter to its other side",
	.help =
	    "Turns the counter (a unit of the side in turn, or the hex it\n"
	    "stands in) over: to its other side, or to the side named (its\n"
	    "game's name for it, such as yeoman or charge, or front or\n"
	    "back).  Its values are then those printed on that side: its\n"
	    "strengths, its movement allowance, what `show` and the hooks\n"
	    "read.  A counter printed on one side, or already on the side\n"
	    "named, is refused.  The game may allow flips only in some\n"
	    "phases, or refuse them by its own rules.  Undo turns it back.",
	.flags = CMD_GAME | CMD_JOURNAL | CMD_OWN_UNIT,
	.types = { CMD_ARG_COUNTER, CMD_ARG_SIDE },
	.offered = cmd_flip_offered,
	.exec = cmd_flip_exec
};

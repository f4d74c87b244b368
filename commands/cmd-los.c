/* los: line of sight between two hexes, with the hexes the line crosses
 * (battle-of-agincourt §9.2; spi 8.2).  A unit's id may stand for a
 * hex: the line may then run from any hex it covers (a unit on two
 * hexes, footprint.h), the first clear one shown, else the last tried;
 * the help text is as it was (tests/transcripts/help.t holds it). */
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "footprint.h"
#include "los.h"
#include "session.h"

static void
step_str(const struct hex_step *s, struct buf *b)
{
	if (s->pair)
		buf_printf(b, "%s|%s", hex_str(s->a), hex_str(s->b));
	else
		buf_puts(b, hex_str(s->a));
}

static enum cmd_retval
cmd_los_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	const struct gamedata *gd = ctx->s->gd;
	struct los_result r;
	const struct hex *as = ctx->v[0].hexes, *bs = ctx->v[1].hexes;
	struct hex a, b;
	int i, first = 1, na = ctx->v[0].nhexes, nb = ctx->v[1].nhexes, pair;

	/* from any hex of one to any of the other: the first clear line,
	 * else the last tried */
	if ((pair = los_between(ctx->st, as, na, bs, nb, &r)) < 0)
		pair = na * nb - 1;
	a = as[pair / nb];
	b = bs[pair % nb];
	if (na * nb > 1)
		buf_printf(ctx->out, "from %s to %s: ", hex_str(a), hex_str(b));
	if (r.clear)
		buf_puts(ctx->out, "clear");
	else {
		buf_puts(ctx->out, "blocked by");
		for (i = 0; i < r.nsteps; i++)
			if (r.blocked[i]) {
				buf_puts(ctx->out, " ");
				step_str(&r.steps[i], ctx->out);
			}
	}
	if (gd->los_section != NULL)
		buf_printf(ctx->out, " (§%s)", gd->los_section);
	buf_puts(ctx->out, "\ncrosses");
	for (i = 0; i < r.nsteps; i++) {
		/* The ends are not crossed. */
		if (!r.steps[i].pair && (hex_eq(r.steps[i].a, a) ||
		    hex_eq(r.steps[i].a, b)))
			continue;
		buf_puts(ctx->out, " ");
		step_str(&r.steps[i], ctx->out);
		first = 0;
	}
	if (first)
		buf_puts(ctx->out, " nothing (adjacent or the same hex)");
	buf_puts(ctx->out, "\n");
	return CMD_OK;
}

const struct cmd_entry cmd_los_entry = {
	.name = "los",
	.alias = NULL,
	.args = "<hex> <hex>",
	.summary = "line of sight from one hex to another",
	.help =
	    "Traces a straight line from the centre of the first hex to the\n"
	    "centre of the second and prints \"clear\", or \"blocked by\" and\n"
	    "the hexes that block it, then the hexes the line crosses.  A\n"
	    "line running exactly along a hexside is shown as the pair of\n"
	    "hexes either side (A|B); such a pair blocks only when both of\n"
	    "its hexes block.  Units other than those in the two end hexes\n"
	    "block, where the game says so, and so does blocking terrain.",
	.flags = CMD_GAME,
	.types = { CMD_ARG_HEXES, CMD_ARG_HEXES },
	.exec = cmd_los_exec
};

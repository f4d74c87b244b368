/* stats: how the dice have treated each player (luck.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "gamedata.h"
#include "luck.h"
#include "session.h"

static void
said_sum(struct buf *out, const char *what, const struct luck_sum *ls)
{
	double at = luck_at_least(ls);

	if (ls->rolls == 0)
		return;
	buf_printf(out, "  %s: %ld di%s, %.0f in all against %.1f on "
	    "average (mean %.2f a die, expected %.2f); the chance of "
	    "rolling at least this high: %.0f%%, so %s\n", what, ls->rolls,
	    ls->rolls == 1 ? "e" : "ce", ls->got, ls->want,
	    ls->got / (double)ls->rolls, ls->want / (double)ls->rolls,
	    100 * at, at < 0.1 ? "high rolls, more than luck would give" :
	    at > 0.9 ? "low rolls, less than luck would give" :
	    "about what the dice give");
}

static void
said_expr(struct buf *out, const struct luck_expr *x)
{
	int i;

	if (x->rolls < 2)
		return;
	buf_printf(out, "  %s%s (seen/expected):", x->text,
	    strstr(x->text, "totals") != NULL ? "" : " faces");
	for (i = 0; i < x->n; i++)
		if (x->count[i] > 0 || x->p[i] * (double)x->rolls >= 0.5)
			buf_printf(out, " %d: %ld/%.1f", x->lo + i, x->count[i],
			    x->p[i] * (double)x->rolls);
	buf_puts(out, "\n");
}

static enum cmd_retval
cmd_stats_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	const struct gamedata *gd = ctx->s->gd;
	struct luck *l = xmalloc(sizeof *l);
	char *why = NULL;
	int f, k, any = 0;

	(void)argc;
	(void)argv;
	if (luck_gather(ctx->s, l, &why) != 0) {
		free(l);
		return cmd_fail(ctx, why);
	}
	for (f = 0; f < l->nsides; f++) {
		const struct luck_side *ls = &l->side[f];

		if (ls->all[0].rolls + ls->all[1].rolls == 0)
			continue;
		buf_printf(ctx->out, "%s%s:\n", any++ ? "" : "dice by the "
		    "player whose order rolled them\n", f < l->nsides - 1 ?
		    gd->factions[f].name : "no player's (between turns)");
		said_sum(ctx->out, "herald's dice", &ls->all[LUCK_ENGINE]);
		said_sum(ctx->out, "his own dice", &ls->all[LUCK_PHYSICAL]);
		said_sum(ctx->out, "in combat, herald's", &ls->combat[LUCK_ENGINE]);
		said_sum(ctx->out, "in combat, his own",
		    &ls->combat[LUCK_PHYSICAL]);
		for (k = 0; k < ls->nexpr; k++)
			said_expr(ctx->out, &ls->expr[k]);
	}
	if (!any)
		buf_puts(ctx->out, "no dice rolled yet\n");
	if (l->skipped > 0)
		buf_printf(ctx->out, "(%ld roll%s of too many outcomes to "
		    "count left out)\n", l->skipped, l->skipped == 1 ? "" : "s");
	free(l);
	return CMD_OK;
}

const struct cmd_entry cmd_stats_entry = {
	.name = "stats",
	.alias = NULL,
	.args = "",
	.summary = "how the dice have treated each player",
	.help =
	    "For each player, the dice of his orders in force (herald's and his\n"
	    "own apart, all of them and those of combat: attack, fire,\n"
	    "counter-attack, volleys, charges, duels): how many, what they came\n"
	    "to against what the dice give on average, and the chance of\n"
	    "rolling at least that high, so how lucky or unlucky the rolls\n"
	    "were (whether high rolls are good depends on the table read);\n"
	    "then for each kind of roll, each total seen against the times\n"
	    "it was expected.  Dice rolled between turns count as no\n"
	    "player's.  Orders taken back do not count.",
	.flags = CMD_GAME,
	.exec = cmd_stats_exec
};

/* narrate-luck: the dice luck of each player (luck.h) in words, for
 * stats and, as a Markdown list, for the battle report. */
#include "luck.h"
#include "narrate.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void
said_sum(struct buf *out, const char *what, const struct luck_sum *ls,
    const char *lead)
{
	double at = luck_at_least(ls);

	if (ls->rolls == 0)
		return;
	buf_printf(out, "%s%s: %ld di%s, %.0f in all against %.1f on "
	    "average (mean %.2f a die, expected %.2f); the chance of "
	    "rolling at least this high: %.0f%%, so %s\n", lead, what, ls->rolls,
	    ls->rolls == 1 ? "e" : "ce", ls->got, ls->want,
	    ls->got / (double)ls->rolls, ls->want / (double)ls->rolls,
	    100 * at, at < 0.1 ? "high rolls, more than luck would give" :
	    at > 0.9 ? "low rolls, less than luck would give" :
	    "about what the dice give");
}

static void
said_expr(struct buf *out, const struct luck_expr *x, const char *lead)
{
	int i;

	if (x->rolls < 2)
		return;
	buf_printf(out, "%s%s%s (seen/expected):", lead, x->text,
	    strstr(x->text, "totals") != NULL ? "" : " faces");
	for (i = 0; i < x->n; i++)
		if (x->count[i] > 0 || x->p[i] * (double)x->rolls >= 0.5)
			buf_printf(out, " %d: %ld/%.1f", x->lo + i, x->count[i],
			    x->p[i] * (double)x->rolls);
	buf_puts(out, "\n");
}

void
narrate_luck(const struct gamedata *gd, const struct luck *l, int markdown,
    struct buf *out)
{
	const char *lead = markdown ? "- " : "  ";
	int f, k, any = 0;

	for (f = 0; f < l->nsides; f++) {
		const struct luck_side *ls = &l->side[f];
		const char *who = f < l->nsides - 1 ? gd->factions[f].name :
		    "no player's (between turns)";

		if (ls->all[0].rolls + ls->all[1].rolls == 0)
			continue;
		if (!any++ && !markdown)
			buf_puts(out, "dice by the player whose order rolled "
			    "them\n");
		if (markdown)
			buf_printf(out, "%s**%s**\n\n", any > 1 ? "\n" : "",
			    who);
		else
			buf_printf(out, "%s:\n", who);
		said_sum(out, "herald's dice", &ls->all[LUCK_ENGINE], lead);
		said_sum(out, "his own dice", &ls->all[LUCK_PHYSICAL], lead);
		said_sum(out, "in combat, herald's", &ls->combat[LUCK_ENGINE],
		    lead);
		said_sum(out, "in combat, his own",
		    &ls->combat[LUCK_PHYSICAL], lead);
		for (k = 0; k < ls->nexpr; k++)
			said_expr(out, &ls->expr[k], lead);
	}
	if (!any)
		buf_puts(out, "no dice rolled yet\n");
	if (l->skipped > 0)
		buf_printf(out, "(%ld roll%s of too many outcomes to count left "
		    "out)\n", l->skipped, l->skipped == 1 ? "" : "s");
}

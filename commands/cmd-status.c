/* status: where the game stands: turn, whose phase, dice, orders. */
#include <ctype.h>
#include <stdio.h>

#include <stdlib.h>

#include "cmd.h"
#include "dicechain.h"
#include "mail.h"
#include "duel.h"
#include "morale.h"
#include "narrate.h"
#include "ruling.h"
#include "sequence.h"
#include "session.h"
#include "tally.h"
#include "victory.h"

static enum cmd_retval
cmd_status_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct session *s = ctx->s;
	const struct gamedata *gd = s->gd;
	const struct state *st = ctx->st;
	struct ruling ends;
	char *why = NULL;
	int i, f;

	buf_printf(ctx->out, "%s, %s\n", gd->title,
	    s->sc ? s->sc->title : "empty board");
	narrate_where(st, ctx->out);
	buf_puts(ctx->out, "\n");
	ruling_init(&ends);
	seq_note(st, &ends);		/* the phase's note (seqnote.c) */
	seq_ends(st, &ends);		/* an end after an event */
	narrate_told(gd, &ends, ctx->out);
	if (st->winner >= 0)
		buf_printf(ctx->out, "result: %s won: %s\n",
		    gd->factions[st->winner].army, st->result);
	else if (st->over && st->result[0] != '\0')
		buf_printf(ctx->out, "result: a draw: %s\n", st->result);
	buf_puts(ctx->out, "units eliminated:");
	for (f = 0; f < gd->nfactions; f++)
		buf_printf(ctx->out, "%s %s %d", f ? "," : "",
		    gd->factions[f].name, morale_eliminated_count(st, f));
	buf_puts(ctx->out, "\n");
	if (gd->noptions > 0) {
		buf_puts(ctx->out, "optional rules:");
		for (i = 0, f = 0; i < gd->noptions; i++)
			if (st->options & (1u << i)) {
				const char *sc = gd->options[i].section;

				/* a numbered section, or another part of the
				 * rules ("quick reference") */
				buf_printf(ctx->out, "%s %s (%s%s)", f++ ? "," :
				    "", gd->options[i].name, sc != NULL &&
				    isdigit((unsigned char)sc[0]) ? "§" : "",
				    sc != NULL ? sc : "no section given");
			}
		buf_puts(ctx->out, f ? "\n" : " none\n");
	}
	tally_show_status(st, ctx->out);	/* the game's own values */
	narrate_victory_status(st, ctx->out);	/* victory by points */
	if (mail_on(st)) {
		buf_puts(ctx->out, "dice: ");
		dicechain_describe(st, ctx->out);
		buf_printf(ctx->out, "; orders: %d\n", s->cursor);
	} else
		buf_printf(ctx->out, "dice: %s (seed %llu); orders: %d\n",
		    st->dice_manual ? "manual" : "auto",
		    (unsigned long long)st->seed, s->cursor);
	if (gd->duel != NULL && duel_awaits(st, &why) >= 0) {
		/* a duel by mail between its sealed manner and its answer */
		buf_printf(ctx->out, "waiting: %s\n", why);
		free(why);
		why = NULL;
	}
	if (session_query(s, "standing", ctx->out, &why) < 0)
		return cmd_fail(ctx, why);
	return CMD_OK;
}

const struct cmd_entry cmd_status_entry = {
	.name = "status",
	.alias = NULL,
	.args = "",
	.summary = "where the game stands: turn, phase, losses",
	.help =
	    "Shows the game and scenario, the turn and whose phase it is,\n"
	    "the result once the game is won, how many units each side has\n"
	    "lost, the optional rules in play, the values the game declares\n"
	    "for each side, the dice in use, how many orders the journal\n"
	    "holds, and where victory stands.",
	.flags = CMD_GAME,
	.exec = cmd_status_exec
};

/* losses: the owner shares out its side's step losses after a combat
 * (the game's step_loss section): each unit named loses one step; a
 * unit may be named twice; as many of the losses as can be taken must
 * be. */
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "resolve.h"
#include "retreat.h"
#include "session.h"

static enum cmd_retval
cmd_losses_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	const struct gamedata *gd = ctx->s->gd;
	struct state *st = ctx->st;
	int u, i, k, steps = 0, want[8] = { 0 }, can;

	if (st->pend_loss <= 0)
		return cmd_error(ctx, "no step losses wait to be shared out");
	/* how many steps the side has to give */
	for (k = 0; k < st->pend_loss_n; k++)
		steps += st->u[st->pend_loss_units[k]].on_map ?
		    (gd->combat.reduced_stat >= 0 && gd->units[
		    st->pend_loss_units[k]].stat[gd->combat.reduced_stat] > 0 &&
		    st->u[st->pend_loss_units[k]].steps_lost == 0 ? 2 : 1) : 0;
	can = steps < st->pend_loss ? steps : st->pend_loss;
	if (argc != can)
		return cmd_error(ctx, "expected %d unit%s to lose a step each "
		    "(name a unit twice to take two from it): as many of the "
		    "%d losses as the side can take (§%s)", can,
		    can == 1 ? "" : "s", st->pend_loss,
		    gd_sec(st->gd, SEC_STEP_LOSS));
	for (i = 0; i < argc; i++) {
		if (cmd_arg_unit_or_hex(ctx, argv[i], &u) != 0)
			return CMD_ERROR;
		for (k = 0; k < st->pend_loss_n; k++)
			if (st->pend_loss_units[k] == u)
				break;
		if (k == st->pend_loss_n)
			return cmd_error(ctx, "%s did not take part in the "
			    "combat", gd->units[u].id);
		want[k]++;
	}
	for (k = 0; k < st->pend_loss_n; k++) {
		u = st->pend_loss_units[k];
		if (want[k] > (gd->combat.reduced_stat >= 0 &&
		    gd->units[u].stat[gd->combat.reduced_stat] > 0 &&
		    st->u[u].steps_lost == 0 ? 2 : 1))
			return cmd_error(ctx, "%s has not %d steps to lose",
			    gd->units[u].id, want[k]);
	}
	for (k = 0; k < st->pend_loss_n; k++)
		for (i = 0; i < want[k]; i++)
			unit_lose_step(st, st->pend_loss_units[k], ctx->out);
	st->pend_loss = 0;
	/* st-albans §9.11, the reverse: a hex the losses emptied is the defender's
	 * to take */
	if (gd->combat.defender_advances && !herald_decides(st) &&
	    st->pend_loss_def >= 0 && st->u[st->pend_loss_def].on_map)
		for (k = 0; k < st->pend_loss_n; k++) {
			u = st->pend_loss_units[k];
			if (st->u[u].on_map || !board_contact_hex(gd, st->u[u].hex,
			    st->u[st->pend_loss_def].hex))
				continue;
			st->pend_advance = 1;
			st->pend_hex = st->u[u].hex;
			st->pend_units[0] = st->pend_loss_def;
			st->pend_n = 1;
			buf_printf(ctx->out, "%s is empty: %s may advance into it "
			    "(§%s): advance %s\n", hex_str(st->pend_hex),
			    gd->units[st->pend_loss_def].id,
			    gd->combat.advance_section ?
			    gd->combat.advance_section : "?",
			    gd->units[st->pend_loss_def].id);
			break;
		}
	st->pend_loss_n = 0;
	return CMD_OK;
}

const struct cmd_entry cmd_losses_entry = {
	.name = "losses",
	.alias = NULL,
	.args = "<unit|hex>...",
	.summary = "share out a side's step losses after combat",
	.help =
	    "After a result that costs several attacking units step losses,\n"
	    "their owner names the units that take them, one step for each\n"
	    "name; a unit may be named twice.  As many of the losses as the\n"
	    "units can take must be taken.  Nothing else may be ordered until\n"
	    "it is done.  Under the delayed-turn adaptation herald shares them\n"
	    "out itself, full-strength units first.\n"
	    "Example: losses y07 y11",
	.flags = CMD_GAME | CMD_JOURNAL,
	.exec = cmd_losses_exec
};

/* next: end the current phase and begin the next one of the sequence of
 * play (battle-of-agincourt §6).  The scenario's hooks are told of the
 * phase that ends and the one that begins. */
#include <stdio.h>
#include <stdlib.h>

#include <string.h>

#include "cmd.h"
#include "morale.h"
#include "move.h"
#include "resolve.h"
#include "sequence.h"
#include "session.h"

static int
has_order(const struct phase *p, const char *order)
{
	int k;

	for (k = 0; p != NULL && k < p->norders; k++)
		if (strcmp(p->orders[k], order) == 0)
			return 1;
	return 0;
}

/* The phasing side's units that could still have acted in this phase. */
static void
unused(struct cmd_ctx *ctx, const struct phase *p)
{
	const struct gamedata *gd = ctx->s->gd;
	const struct state *st = ctx->st;
	const struct unit_state *us;
	int i, moved = 0, fired = 0, fought = 0;

	if (p == NULL || seq_side(st, p) < 0)
		return;
	for (i = 0; i < st->nunits; i++) {
		us = &st->u[i];
		if (gd->units[i].faction != seq_side(st, p) || !us->on_map ||
		    us->routed)
			continue;
		if (has_order(p, "move") && us->moved == 0 && !us->faced)
			moved++;
		if (has_order(p, "fire") && !us->attacked &&
		    (gd->combat.missile_types & (1u << gd->units[i].type)) &&
		    combat_has_target(st, i))
			fired++;
		if (has_order(p, "attack") && !us->attacked &&
		    move_adjacent_enemy(st, i))
			fought++;
	}
	if (moved > 0)
		buf_printf(ctx->out, "left undone: %d unit%s did not move\n",
		    moved, moved == 1 ? "" : "s");
	if (fired > 0)
		buf_printf(ctx->out, "left undone: %d missile unit%s with a "
		    "target did not fire\n", fired, fired == 1 ? "" : "s");
	if (fought > 0)
		buf_printf(ctx->out, "left undone: %d unit%s next to the enemy "
		    "did not attack\n", fought, fought == 1 ? "" : "s");
}

/* Says what the phase leaves undone; refuses to leave one whose orders
 * are compulsory (every routed unit must try to rally,
 * battle-of-agincourt §12). */
static int
left_undone(struct cmd_ctx *ctx)
{
	const struct gamedata *gd = ctx->s->gd;
	const struct phase *p = seq_phase(ctx->st);
	struct state *st = ctx->st;
	struct buf must;
	char *why;
	int i, k, rally = 0, n = 0;

	for (k = 0; p != NULL && k < p->norders; k++)
		if (strcmp(p->orders[k], "rally") == 0)
			rally = 1;
	buf_init(&must);
	for (i = 0; rally && i < st->nunits; i++) {
		/* only a routed unit on the map may rally: the others are
		 * passed over without the words of a refusal */
		if (gd->units[i].faction != seq_side(st, p) ||
		    !st->u[i].on_map || !st->u[i].routed)
			continue;
		if ((why = morale_no_rally(st, i)) != NULL) {
			free(why);
			continue;
		}
		buf_printf(&must, " %s", gd->units[i].id);
		n++;
	}
	if (n > 0) {
		cmd_error(ctx, "every routed unit must try to rally first "
		    "(§%s):%s", gd->morale.rally_section ?
		    gd->morale.rally_section : "?", must.s);
		buf_free(&must);
		return -1;
	}
	buf_free(&must);
	unused(ctx, p);
	if (st->pend_advance)
		buf_printf(ctx->out, "left undone: no one advanced into %s\n",
		    hex_str(st->pend_hex));
	if (st->pend_counter >= 0)
		buf_printf(ctx->out, "left undone: %s did not counter-attack\n",
		    gd->units[st->pend_counter].id);
	return 0;
}

static enum cmd_retval
cmd_next_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	const struct gamedata *gd = ctx->s->gd;
	char *why = NULL;
	int over;

	if (gd->sequence.nphases == 0)
		return cmd_error(ctx, "%s has no sequence of play", gd->title);
	if (ctx->st->over) {
		struct buf b;

		buf_init(&b);
		seq_describe(ctx->st, &b);
		cmd_error(ctx, "%s", b.s);
		buf_free(&b);
		return CMD_ERROR;
	}
	if (left_undone(ctx) != 0)
		return CMD_ERROR;
	resolve_close(ctx->st);
	if (session_event_dice(ctx->s, ctx->st, ctx->ro, "phase_end", ctx->out,
	    &why) != 0)
		goto hook_failed;
	buf_puts(ctx->out, "ended: ");
	seq_describe(ctx->st, ctx->out);
	buf_puts(ctx->out, "\n");
	over = seq_advance(ctx->st);
	if (over) {
		buf_printf(ctx->out, "the game is over: turn %d of %d has "
		    "ended%s%s%s\n", ctx->st->turns, ctx->st->turns,
		    gd->sequence.section ? " (§" : "",
		    gd->sequence.section ? gd->sequence.section : "",
		    gd->sequence.section ? ")" : "");
		if (session_event_dice(ctx->s, ctx->st, ctx->ro, "game_end",
		    ctx->out, &why) != 0)
			goto hook_failed;
		return CMD_OK;
	}
	buf_puts(ctx->out, "now: ");
	seq_describe(ctx->st, ctx->out);
	buf_puts(ctx->out, "\n");
	if (session_event_dice(ctx->s, ctx->st, ctx->ro, "phase_start",
	    ctx->out, &why) != 0)
		goto hook_failed;
	return CMD_OK;
hook_failed:
	cmd_error(ctx, "%s", why);
	free(why);
	return CMD_ERROR;
}

const struct cmd_entry cmd_next_entry = {
	.name = "next",
	.alias = NULL,
	.args = "",
	.summary = "end this phase and begin the next",
	.help =
	    "Ends the current phase of the sequence of play and begins the\n"
	    "next one: the next faction's turn after the last phase, the next\n"
	    "game turn after the last faction.  After the last turn the game\n"
	    "is over.  undo takes it back.",
	.flags = CMD_GAME | CMD_JOURNAL,
	.exec = cmd_next_exec
};

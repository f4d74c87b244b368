/* phase-end: closing a phase of the sequence of play. */
#include "phase-end.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "combat.h"
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
unused(const struct state *st, const struct phase *p, struct buf *out)
{
	const struct gamedata *gd = st->gd;
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
		    (gd->combat.missile.types & (1u << gd->units[i].type)) &&
		    combat_has_target(st, i))
			fired++;
		if (has_order(p, "attack") && !us->attacked &&
		    move_adjacent_enemy(st, i))
			fought++;
	}
	if (moved > 0)
		buf_printf(out, "left undone: %d unit%s did not move\n",
		    moved, moved == 1 ? "" : "s");
	if (fired > 0)
		buf_printf(out, "left undone: %d missile unit%s with a "
		    "target did not fire\n", fired, fired == 1 ? "" : "s");
	if (fought > 0)
		buf_printf(out, "left undone: %d unit%s next to the enemy "
		    "did not attack\n", fought, fought == 1 ? "" : "s");
}

int
phase_left_undone(const struct state *st, struct buf *out, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct phase *p = seq_phase(st);
	struct buf must;
	char *why;
	int i, n = 0;

	buf_init(&must);
	for (i = 0; has_order(p, "rally") && i < st->nunits; i++) {
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
		*cause = xprintf("every routed unit must try to rally first "
		    "(§%s):%s", gd->morale.rally_section ?
		    gd->morale.rally_section : "?", must.s);
		buf_free(&must);
		return -1;
	}
	buf_free(&must);
	unused(st, p, out);
	if (st->pend_advance)
		buf_printf(out, "left undone: no one advanced into %s\n",
		    hex_str(st->pend_hex));
	if (st->pend_counter >= 0)
		buf_printf(out, "left undone: %s did not counter-attack\n",
		    gd->units[st->pend_counter].id);
	return 0;
}

int
phase_end(struct session *s, struct state *st, struct roller *ro,
    struct buf *out, char **cause)
{
	const struct gamedata *gd = st->gd;
	struct buf b;

	if (gd->sequence.nphases == 0) {
		*cause = xprintf("%s has no sequence of play", gd->title);
		return -1;
	}
	if (st->over) {
		buf_init(&b);
		seq_describe(st, &b);
		*cause = buf_steal(&b);
		return -1;
	}
	if (phase_left_undone(st, out, cause) != 0)
		return -1;
	resolve_close(st);
	if (session_event_dice(s, st, ro, "phase_end", out, cause) != 0)
		return -1;
	buf_puts(out, "ended: ");
	seq_describe(st, out);
	buf_puts(out, "\n");
	if (seq_advance(st)) {
		buf_printf(out, "the game is over: turn %d of %d has "
		    "ended%s%s%s\n", st->turns, st->turns,
		    gd->sequence.section ? " (§" : "",
		    gd->sequence.section ? gd->sequence.section : "",
		    gd->sequence.section ? ")" : "");
		return session_event_dice(s, st, ro, "game_end", out, cause);
	}
	buf_puts(out, "now: ");
	seq_describe(st, out);
	buf_puts(out, "\n");
	return session_event_dice(s, st, ro, "phase_start", out, cause);
}

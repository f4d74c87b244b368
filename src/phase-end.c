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
	if (opens_advance(st))
		buf_printf(out, "left undone: no one advanced into %s\n",
		    hex_str(opens_find(st, OPENS_MELEE)->hex));
	if (opens_counter(st) >= 0)
		buf_printf(out, "left undone: %s did not counter-attack\n",
		    gd->units[opens_counter(st)].id);
	return 0;
}

/* Whether the game or the scenario names a hook for the event. */
static int
hooked(const struct session *s, const char *event)
{
	int i;

	for (i = 0; i < s->gd->nhooks; i++)
		if (strcmp(s->gd->hooks[i].event, event) == 0)
			return 1;
	for (i = 0; s->sc != NULL && i < s->sc->nhooks; i++)
		if (strcmp(s->sc->hooks[i].event, event) == 0)
			return 1;
	return 0;
}

/* A hook may keep a phase or an impulse from ending (phase_may_end):
 * it is asked on a copy, before anything of the ending is done, and its
 * answer is the reason. */
static int
may_end(struct session *s, const struct state *st, char **cause)
{
	const struct phase *p = seq_phase(st);
	struct hook_env env;
	const char *argv[3];
	char turn[16], *answer = NULL;
	int rc;

	if (s->hk == NULL || !hooked(s, "phase_may_end"))
		return 0;
	seq_hook_args(st, turn, &argv[1], &argv[2]);
	argv[0] = turn;
	env.gd = s->gd;
	env.sc = s->sc;
	env.st = state_copy(st);
	env.narration = NULL;
	env.ro = NULL;
	rc = hooks_ask(s->hk, &env, "phase_may_end", 3, argv, &answer, cause);
	state_free(env.st);
	if (rc != 0 || answer == NULL)
		return rc;
	*cause = xprintf("the %s may not end yet: %s", p->step > 0 ? "step" :
	    p->impulse > 0 ? "impulse" : "phase", answer);
	free(answer);
	return -1;
}

int
phase_end(struct session *s, struct state *st, struct roller *ro,
    struct buf *out, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct phase *p;
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
	if (phase_left_undone(st, out, cause) != 0 ||
	    may_end(s, st, cause) != 0)
		return -1;
	resolve_close(st);
	if (session_event_dice(s, st, ro, "phase_end", out, cause) != 0)
		return -1;
	/* Then phase after phase while they are herald's to play (an
	 * automatic one: its hooks run, in this order's dice). */
	for (;;) {
		buf_puts(out, "ended: ");
		seq_describe(st, out);
		buf_puts(out, "\n");
		if (seq_advance_note(st, out)) {
			buf_puts(out, "the game is over: ");
			seq_describe_over(st, out);
			buf_puts(out, "\n");
			return session_event_dice(s, st, ro, "game_end", out,
			    cause);
		}
		buf_puts(out, "now: ");
		seq_describe(st, out);
		buf_puts(out, "\n");
		if (session_event_dice(s, st, ro, "phase_start", out,
		    cause) != 0)
			return -1;
		if ((p = seq_phase(st)) == NULL || !p->automatic)
			return 0;
		buf_printf(out, "automatic: herald plays the %s phase", p->name);
		if (p->section != NULL)
			buf_printf(out, " (§%s)", p->section);
		buf_puts(out, " and goes on\n");
		resolve_close(st);
		if (session_event_dice(s, st, ro, "phase_end", out,
		    cause) != 0)
			return -1;
	}
}

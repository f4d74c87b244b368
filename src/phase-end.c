/* phase-end: closing a phase of the sequence of play. */
#include "phase-end.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "combat.h"
#include "combat-diff.h"
#include "contact.h"
#include "linemove.h"
#include "morale.h"
#include "narrate.h"
#include "resolve.h"
#include "sequence.h"
#include "session.h"
#include "session-int.h"
#include "victory.h"
#include "volley.h"

/* Whose hooks a phase's events run, and in what dice. */
struct phase_play {
	struct hooks		*hk;
	const struct gamedata	*gd;
	const struct scenario	*sc;
	struct roller		*ro;
};

static int
has_order(const struct phase *p, const char *order)
{
	int k;

	for (k = 0; p != NULL && k < p->norders; k++)
		if (strcmp(p->orders[k], order) == 0)
			return 1;
	return 0;
}

/* What the phase leaves undone, a step of r: LEFT_* with its count. */
static struct ruling_step *
undone(const struct state *st, const struct phase *p, struct ruling *r,
    int what, int count)
{
	struct ruling_step *s;

	s = ruling_add(r, RS_LEFT_UNDONE, st->gd->id, p != NULL ?
	    p->section : NULL);
	ruling_num(s, "what", what);
	if (count > 0)
		ruling_num(s, "count", count);
	return s;
}

/* The phasing side's units that could still have acted in this phase. */
static void
unused(const struct state *st, const struct phase *p, struct ruling *r)
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
		    (gd->combat.diff == NULL || (gd->combat.diff->attack_types &
		    (1u << gd->units[i].type))) &&	/* combat-diff.h */
		    contact_adjacent_enemy(st, i))
			fought++;
	}
	if (moved > 0)
		undone(st, p, r, LEFT_UNMOVED, moved);
	if (fired > 0)
		undone(st, p, r, LEFT_UNFIRED, fired);
	if (fought > 0)
		undone(st, p, r, LEFT_UNFOUGHT, fought);
}

int
phase_left_undone(const struct state *st, struct buf *out, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct phase *p = seq_phase(st);
	struct ruling r;
	struct ruling_step *s;
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
		/* a game that gives no section for its rally cites none */
		if (gd->morale.rally_section != NULL)
			*cause = xprintf("every routed unit must try to rally "
			    "first (§%s):%s", gd->morale.rally_section, must.s);
		else
			*cause = xprintf("every routed unit must try to rally "
			    "first:%s", must.s);
		buf_free(&must);
		return -1;
	}
	buf_free(&must);
	ruling_init(&r);
	unused(st, p, &r);
	if (opens_advance(st)) {
		s = undone(st, p, &r, LEFT_NO_ADVANCE, 0);
		ruling_num(s, "col", opens_find(st, OPENS_MELEE)->hex.col);
		ruling_num(s, "row", opens_find(st, OPENS_MELEE)->hex.row);
	}
	if (opens_counter(st) >= 0) {
		s = undone(st, p, &r, LEFT_NO_COUNTER, 0);
		ruling_word(s, gd->units[opens_counter(st)].id);
	}
	narrate_told(gd, &r, out);
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

/* The hooks of an event for the phase st stands in. */
static int
fire(const struct phase_play *pp, struct state *st, const char *event,
    struct buf *out, char **cause)
{
	if (strcmp(event, "phase_start") == 0)
		linemove_begin(st);	/* the lines, as it begins (§5.31) */
	return session_fire(pp->hk, pp->gd, pp->sc, st, pp->ro, event, out,
	    cause);
}

/* The game's end: its game_end hooks, then the level of victory by
 * points the game declares (victory.h), unless a hook declared a result
 * first. */
static int
game_end(const struct phase_play *pp, struct state *st, struct buf *out,
    char **cause)
{
	struct ruling r;
	struct buf said;

	if (fire(pp, st, "game_end", out, cause) != 0)
		return -1;
	ruling_init(&r);
	if (victory_declare(st, &r) != 0) {
		ruling_free(&r);
		return 0;
	}
	/* the result is text in the state, as herald::declare's */
	buf_init(&said);
	narrate_victory_result(pp->gd, &r.step[r.n - 1], &said);
	snprintf(st->result, sizeof st->result, "%s",
	    said.s != NULL ? said.s : "");
	buf_free(&said);
	narrate_told(pp->gd, &r, out);
	return 0;
}

/* From the phase that has ended to the next, whose phase_start hooks
 * run; or the end of the game, whose game_end hooks run: 0, or 1 when
 * the game is over, -1 when a hook failed. */
static int
step_on(const struct phase_play *pp, struct state *st, struct buf *out,
    char **cause)
{
	struct ruling r;

	ruling_init(&r);
	seq_where(st, &r, RS_PHASE_ENDED);
	/* the stages passed over on the way */
	if (seq_advance_note(st, &r)) {
		seq_over(st, &r);
		narrate_told(pp->gd, &r, out);
		return game_end(pp, st, out, cause) != 0 ? -1 : 1;
	}
	seq_where(st, &r, RS_PHASE_NOW);
	seq_note(st, &r);	/* a rule not refereed yet (seqnote.c) */
	narrate_told(pp->gd, &r, out);
	return fire(pp, st, "phase_start", out, cause) != 0 ? -1 : 0;
}

/* Phase after phase while they are herald's to play (an automatic one:
 * its hooks run, in the dice given), from the phase st has just begun,
 * whose phase_start hooks have run: 0 in the first a player plays, 1
 * when the game ended on the way, -1 when a hook failed. */
static int
play_on(const struct phase_play *pp, struct state *st, struct buf *out,
    char **cause)
{
	const struct phase *p;
	struct ruling r;
	int rc;

	for (;;) {
		if ((p = seq_phase(st)) == NULL || !p->automatic)
			return 0;
		ruling_init(&r);
		ruling_word(ruling_add(&r, RS_PHASE_AUTOMATIC, pp->gd->id,
		    p->section), p->name);
		narrate_told(pp->gd, &r, out);
		resolve_close(st);
		if (fire(pp, st, "phase_end", out, cause) != 0)
			return -1;
		if ((rc = step_on(pp, st, out, cause)) != 0)
			return rc;
	}
}

int
phase_end(struct session *s, struct state *st, struct roller *ro,
    struct buf *out, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct phase_play pp = { s->hk, s->gd, s->sc, ro };
	struct buf b;
	int rc;

	if (gd->sequence.nphases == 0) {
		*cause = xprintf("%s has no sequence of play", gd->title);
		return -1;
	}
	if (st->over) {
		buf_init(&b);
		narrate_where(st, &b);
		*cause = buf_steal(&b);
		return -1;
	}
	if (phase_left_undone(st, out, cause) != 0 ||
	    linemove_may_end(st, cause) != 0 ||	/* §5.31 (linemove.h) */
	    diff_may_end(st, cause) != 0 ||	/* §9.31 (combat-diff.h) */
	    may_end(s, st, cause) != 0)
		return -1;
	/* fire allocated and not yet resolved is resolved as its step
	 * ends (volley.h; spi-agincourt §8.18) */
	if (volley_resolve(st, ro, out, cause) != 0)
		return -1;
	resolve_close(st);
	if (fire(&pp, st, "phase_end", out, cause) != 0)
		return -1;
	if ((rc = step_on(&pp, st, out, cause)) == 0)
		rc = play_on(&pp, st, out, cause);
	return rc < 0 ? -1 : 0;
}

static void
setup_failed(char **cause)
{
	char *was = *cause;

	*cause = xprintf("%s (turn 1 begins with phases herald plays at the "
	    "set-up, before any order: no dice may be rolled there)",
	    was != NULL ? was : "refused");
	free(was);
}

/* The set-up has no order, and so no dice to journal: a roll is
 * refused (the roller replays a journal that has none), while a change
 * without dice is the set-up's, built again by every replay. */
static int
play_setup(const struct phase_play *pp, struct state *st, struct buf *out,
    char **cause)
{
	struct ruling r;

	ruling_init(&r);
	/* the stages of turn 1 passed over */
	if (seq_start(st, &r) != 0) {
		seq_over(st, &r);
		narrate_told(pp->gd, &r, out);
		return game_end(pp, st, out, cause);
	}
	seq_where(st, &r, RS_PHASE_NOW);
	seq_note(st, &r);	/* a rule not refereed yet (seqnote.c) */
	narrate_told(pp->gd, &r, out);
	if (fire(pp, st, "phase_start", out, cause) != 0)
		return -1;
	return play_on(pp, st, out, cause) < 0 ? -1 : 0;
}

int
phase_begin_game(struct hooks *hk, const struct gamedata *gd,
    const struct scenario *sc, struct state *st, struct buf *out,
    char **cause)
{
	struct roller none;
	struct phase_play pp = { hk, gd, sc, NULL };
	const struct phase *p;
	struct buf said;
	int rc;

	if (gd->sequence.nphases == 0)
		return 0;
	p = seq_phase(st);
	/* the first phase a player plays, as herald always began */
	if (seq_occurs(p, st->turn) && !p->automatic)
		return fire(&pp, st, "phase_start", out, cause);
	memset(&none, 0, sizeof none);
	none.replaying = 1;
	pp.ro = &none;
	/* a refused set-up says only why (the game stays as it was) */
	buf_init(&said);
	if ((rc = play_setup(&pp, st, &said, cause)) != 0) {
		/* a roll says the journal has none: say why there is none */
		setup_failed(cause);
	} else if (said.len > 0)
		buf_add(out, said.s, said.len);
	buf_free(&said);
	return rc;
}

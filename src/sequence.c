/* sequence: stepping through the game's phases, turn by turn. */
#include "sequence.h"
#include "stood.h"
#include "tally.h"

#include <stdio.h>
#include <string.h>

/* The faction whose phase it is: the phase's own, or the scenario's
 * first or second player. */
int
seq_side(const struct state *st, const struct phase *p)
{
	if (p == NULL)
		return -1;
	if (p->side == SIDE_FIRST)
		return st->first_side;
	if (p->side == SIDE_SECOND)
		return (st->first_side + 1) % st->gd->nfactions;
	return p->side;
}

const struct phase *
seq_phase(const struct state *st)
{
	const struct sequence *sq = &st->gd->sequence;

	if (sq->nphases == 0 || st->over)
		return NULL;
	return &sq->phases[st->phase];
}

int
seq_last_turn(const struct state *st)
{
	const struct sequence *sq = &st->gd->sequence;
	int i, last = st->turns, at;

	for (i = 0; i < sq->nends; i++) {
		at = st->event_turn[sq->ends[i].event];
		if (at > 0 && at + sq->ends[i].turns < last)
			last = at + sq->ends[i].turns;
	}
	return last;
}

/* The end that ended the game before its fixed count, or NULL. */
static const struct seq_end *
early_end(const struct state *st)
{
	const struct sequence *sq = &st->gd->sequence;
	int i, at;

	for (i = 0; i < sq->nends; i++) {
		at = st->event_turn[sq->ends[i].event];
		if (at > 0 && at + sq->ends[i].turns == seq_last_turn(st) &&
		    seq_last_turn(st) < st->turns)
			return &sq->ends[i];
	}
	return NULL;
}

/* The game over after its last turn, as a step of concept c: the end
 * an event brought, or the fixed count, each with its section. */
static struct ruling_step *
over_step(const struct state *st, struct ruling *r, enum ruling_concept c)
{
	const struct sequence *sq = &st->gd->sequence;
	const struct seq_end *e = early_end(st);
	struct ruling_step *s;

	s = ruling_add(r, c, st->gd->id, e != NULL ? e->section :
	    sq->section);
	if (e != NULL) {
		ruling_num(s, "over", PHASE_OVER_EARLY);
		ruling_num(s, "turn", seq_last_turn(st));
		ruling_num(s, "after", e->turns);
		ruling_word(s, sq->events[e->event]);
	} else {
		ruling_num(s, "over", PHASE_OVER_LAST);
		ruling_num(s, "turn", st->turns);
		ruling_num(s, "of", st->turns);
	}
	return s;
}

struct ruling_step *
seq_over(const struct state *st, struct ruling *r)
{
	return over_step(st, r, RS_GAME_OVER);
}

void
seq_ends(const struct state *st, struct ruling *r)
{
	const struct sequence *sq = &st->gd->sequence;
	const struct seq_end *e;
	struct ruling_step *s;
	int i;

	for (i = 0; i < sq->nends; i++) {
		e = &sq->ends[i];
		s = ruling_add(r, RS_GAME_END_AFTER, st->gd->id, e->section);
		ruling_num(s, "after", e->turns);
		ruling_num(s, "came", st->event_turn[e->event]);
		ruling_num(s, "last", st->event_turn[e->event] == 0 ?
		    st->turns : seq_last_turn(st));
		ruling_word(s, sq->events[e->event]);
	}
}

/* The name of the side whose phase it is, or "" */
static const char *
side_word(const struct state *st, const struct phase *p)
{
	int side = seq_side(st, p);

	return side >= 0 ? st->gd->factions[side].name : "";
}

/* The game over, where it stands: the winner, a draw, or its end. */
static struct ruling_step *
where_over(const struct state *st, struct ruling *r,
    enum ruling_concept c)
{
	const struct gamedata *gd = st->gd;
	struct ruling_step *s;

	if (st->winner >= 0 || st->result[0] != '\0') {
		s = ruling_add(r, c, gd->id, NULL);
		ruling_num(s, "over", st->winner >= 0 ? PHASE_OVER_WON :
		    PHASE_OVER_DRAW);
		ruling_num(s, "turn", st->turn);
		ruling_num(s, "of", seq_last_turn(st));
		if (st->winner >= 0)
			ruling_word(s, gd->factions[st->winner].army);
		return s;
	}
	return over_step(st, r, c);
}

struct ruling_step *
seq_where(const struct state *st, struct ruling *r, enum ruling_concept c)
{
	const struct gamedata *gd = st->gd;
	const struct phase *p = seq_phase(st), *ph;
	struct ruling_step *s;
	const char *section;

	if (gd->sequence.nphases == 0) {
		s = ruling_add(r, c, gd->id, NULL);
		ruling_num(s, "over", PHASE_OVER_NO_SEQUENCE);
		return s;
	}
	if (p == NULL)
		return where_over(st, r, c);
	ph = &gd->sequence.phases[p->first];
	/* a step after an impulse cites its phase's section when it has
	 * none of its own */
	section = p->section;
	if (p->step > 0 && section == NULL)
		section = ph->section;
	s = ruling_add(r, c, gd->id, section);
	ruling_num(s, "over", PHASE_OVER_NOT);
	ruling_num(s, "turn", st->turn);
	ruling_num(s, "of", seq_last_turn(st));
	ruling_num(s, "impulse", p->impulse);
	ruling_num(s, "impulses", p->nimpulses);
	ruling_num(s, "step", p->step);
	ruling_word(s, side_word(st, ph));
	ruling_word(s, ph->name);
	ruling_word(s, p->step > 0 ? side_word(st, p) : "");
	ruling_word(s, p->step > 0 ? p->name : "");
	return s;
}

void
seq_hook_args(const struct state *st, char turn[16], const char **side,
    const char **phase)
{
	const struct phase *p = seq_phase(st);
	char digits[16], *d = digits + sizeof digits;
	int t = st->turn;

	/* by hand, not snprintf: this is asked before every hook call of
	 * every order a journal replays */
	if (t >= 0) {
		*--d = '\0';
		do
			*--d = (char)('0' + t % 10);
		while ((t /= 10) > 0);
		memcpy(turn, d, (size_t)(digits + sizeof digits - d));
	} else
		snprintf(turn, 16, "%d", st->turn);
	*side = seq_side(st, p) >= 0 ? st->gd->factions[seq_side(st, p)].id :
	    "";
	*phase = p ? p->id : "";
}

int
seq_phasing(const struct state *st)
{
	const struct phase *p = seq_phase(st);

	return seq_side(st, p);
}

int
seq_allows(const struct gamedata *gd, const char *order)
{
	int i, k;

	for (i = 0; i < gd->sequence.nphases; i++)
		for (k = 0; k < gd->sequence.phases[i].norders; k++)
			if (strcmp(gd->sequence.phases[i].orders[k],
			    order) == 0)
				return 1;
	return 0;
}

/* seq_check_order_rec's refusal, and (words not NULL) in words. */
static int
check_order(const struct state *st, const char *order, struct ruling *r,
    char **words)
{
	const struct gamedata *gd = st->gd;
	const struct phase *p = seq_phase(st), *q;
	struct ruling_step *s = NULL;
	struct buf b;
	int i, k;

	if (!seq_allows(gd, order))
		return 0;	/* not an order of any phase */
	for (k = 0; p != NULL && k < p->norders; k++)
		if (strcmp(p->orders[k], order) == 0)
			return 0;
	/* b: the words as said (narrate-refuse.c), to name each phase
	   once */
	buf_init(&b);
	buf_printf(&b, "%s is an order of the ", order);
	for (i = 0; i < gd->sequence.nphases; i++) {
		q = &gd->sequence.phases[i];
		for (k = 0; k < q->norders; k++)
			if (strcmp(q->orders[k], order) == 0)
				break;
		/* name each phase once, whatever its side */
		if (k == q->norders || (i >= 1 && strcmp(q->id,
		    gd->sequence.phases[i - 1].id) == 0))
			continue;
		if (s != NULL && strstr(b.s, q->name) != NULL)
			continue;
		if (s == NULL) {
			s = ruling_add(r, RS_REFUSE_PHASE_ORDER, gd->id,
			    q->section);
			ruling_word(s, order);
		}
		if (q->step > 0)
			buf_printf(&b, "%s%s step after each impulse of the %s "
			    "phase", s->nnum == 0 ? "" : " or ", q->name,
			    gd->sequence.phases[q->first].name);
		else
			buf_printf(&b, "%s%s phase", s->nnum == 0 ? "" :
			    " or ", q->name);
		if (q->section != NULL)
			buf_printf(&b, " (§%s)", q->section);
		ruling_num(s, "phase", i);
	}
	if (words != NULL)
		*words = buf_steal(&b);
	else
		buf_free(&b);
	if (s == NULL)
		ruling_word(ruling_add(r, RS_REFUSE_PHASE_ORDER, gd->id, NULL),
		    order);
	seq_where(st, r, RS_PHASE_WHERE);
	return -1;
}

int
seq_check_order_rec(const struct state *st, const char *order,
    struct ruling *r)
{
	return check_order(st, order, r, NULL);
}

int
seq_check_order(const struct state *st, const char *order, char **cause)
{
	struct ruling r;
	int rc;

	ruling_init(&r);
	rc = check_order(st, order, &r, cause);
	ruling_free(&r);
	return rc;
}

int
seq_occurs(const struct phase *p, int turn)
{
	return p->every == 0 || (turn >= p->from_turn &&
	    (turn - p->from_turn) % p->every == 0);
}

void
seq_reset_units(struct state *st, unsigned bits)
{
	struct unit_state *us;
	int i;

	for (i = 0; i < st->nunits; i++) {
		us = &st->u[i];
		if (bits & SEQ_RESET_MP)
			us->mf_spent = 0;
		if (bits & SEQ_RESET_MOVED) {
			us->moved = 0;
			us->moved_impulse = 0;
			us->move_dir = MOVE_NONE;
			us->road_start = 0;
		}
		if (bits & SEQ_RESET_FACED)
			us->faced = 0;
		if (bits & SEQ_RESET_FINISHED)
			us->move_done = 0;
		if (bits & SEQ_RESET_CHARGED)
			us->charged = 0;
		if (bits & SEQ_RESET_ATTACKED)
			us->attacked = 0;
		if (bits & SEQ_RESET_DEFENDED)
			us->defended = 0;
		if (bits & SEQ_RESET_RALLY)
			us->rally_tried = 0;
	}
}

/* No unit has entered a hex in the impulse beginning (board.h's
 * moved_impulse; move.c's one_at_a_time). */
static void
impulse_begins(struct state *st)
{
	int i;

	for (i = 0; i < st->nunits; i++)
		st->u[i].moved_impulse = 0;
}

/* A stage passed over: "skipped: the Rally phase (§11), which comes
 * every 2nd turn from turn 2" (narrate-phase.c) */
static void
note_skipped(const struct state *st, const struct phase *p,
    struct ruling *r)
{
	struct ruling_step *s;

	s = ruling_add(r, RS_PHASE_SKIPPED, st->gd->id, p->section);
	ruling_num(s, "every", p->every);
	ruling_num(s, "from", p->from_turn);
	ruling_word(s, side_word(st, p));
	ruling_word(s, p->name);
}

int
seq_advance_note(struct state *st, struct ruling *note)
{
	const struct sequence *sq = &st->gd->sequence;
	const struct phase *p;
	int side, owner, wrapped = 0;

	if (sq->nphases == 0 || st->over)
		return st->over;
	side = seq_side(st, &sq->phases[sq->phases[st->phase].first]);
	stood_impulse_end(st, &sq->phases[st->phase], side);	/* stood.h */
	for (;;) {
		if (++st->phase >= sq->nphases) {
			st->phase = 0;
			wrapped = 1;	/* a turn begins, whichever phase of
					   it comes first in this turn */
			if (st->turn >= seq_last_turn(st)) {
				/* what the first phase would have cleared of
				 * the last one (the default: its own) */
				if (!sq->phases[0].resets_given)
					seq_reset_units(st, SEQ_RESET_PHASE);
				st->over = 1;
				return 1;
			}
			st->turn++;
		}
		p = &sq->phases[st->phase];
		if (seq_occurs(p, st->turn))
			break;
		if (note != NULL && p->first == st->phase)
			note_skipped(st, p, note);
	}
	/* the game's declared values that start again as a phase (not an
	 * impulse within it) or a turn begins (tally.h) */
	if (st->tally != NULL && p->first == st->phase)
		tally_reset(st, wrapped);
	/* spi-agincourt 5.0: within an impulse each unit finishes its move
	 * before another moves; a new impulse starts that count again */
	if (p->impulse > 0 && p->step == 0)
		impulse_begins(st);
	if (p->resets_given) {
		seq_reset_units(st, p->resets);
		return 0;
	}
	/* The default: every phase clears what units did in the last;
	 * a new faction's turn, what they did in theirs. */
	owner = seq_side(st, &sq->phases[p->first]);
	seq_reset_units(st, SEQ_RESET_PHASE | (owner != side ||
	    wrapped ? SEQ_RESET_TURN : 0));
	return 0;
}

int
seq_start(struct state *st, struct ruling *note)
{
	const struct sequence *sq = &st->gd->sequence;
	const struct phase *p;

	if (sq->nphases == 0 || st->over)
		return st->over;
	p = &sq->phases[st->phase];
	if (seq_occurs(p, st->turn))
		return 0;
	if (note != NULL)
		note_skipped(st, p, note);
	return seq_advance_note(st, note);
}

int
seq_advance(struct state *st)
{
	return seq_advance_note(st, NULL);
}

int
seq_event(const struct gamedata *gd, const char *name)
{
	int i;

	for (i = 0; i < gd->sequence.nevents; i++)
		if (strcmp(gd->sequence.events[i], name) == 0)
			return i;
	return -1;
}

int
seq_raise(struct state *st, int event, struct buf *out)
{
	const struct sequence *sq = &st->gd->sequence;
	const struct seq_end *e;
	int i;

	if (event < 0 || event >= sq->nevents || st->event_turn[event] != 0)
		return 0;	/* the first time stands */
	st->event_turn[event] = st->turn;
	for (i = 0; out != NULL && i < sq->nends; i++) {
		e = &sq->ends[i];
		if (e->event != event)
			continue;
		buf_printf(out, "%s in turn %d: the game ends with turn %d, "
		    "%d turn%s after it", sq->events[event], st->turn,
		    st->turn + e->turns, e->turns, e->turns == 1 ? "" : "s");
		if (e->section != NULL)
			buf_printf(out, " (§%s)", e->section);
		if (st->turn + e->turns > st->turns)
			buf_printf(out, "; but turn %d is its last", st->turns);
		buf_puts(out, "\n");
	}
	return 1;
}

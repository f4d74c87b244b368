/* sequence: stepping through the game's phases, turn by turn. */
#include "sequence.h"

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

void
seq_describe(const struct state *st, struct buf *b)
{
	const struct gamedata *gd = st->gd;
	const struct phase *p = seq_phase(st);
	int side;

	if (gd->sequence.nphases == 0) {
		buf_puts(b, "this game has no sequence of play");
		return;
	}
	if (p == NULL) {
		if (st->winner >= 0)
			buf_printf(b, "the game is over: %s won in turn %d "
			    "of %d", gd->factions[st->winner].army, st->turn,
			    st->turns);
		else if (st->result[0] != '\0')
			buf_printf(b, "the game is over: a draw in turn %d of "
			    "%d", st->turn, st->turns);
		else
			buf_printf(b, "the game is over: turn %d of %d has "
			    "ended", st->turns, st->turns);
		return;
	}
	side = seq_side(st, p);
	buf_printf(b, "turn %d of %d, %s%s%s phase", st->turn, st->turns,
	    side >= 0 ? gd->factions[side].name : "", side >= 0 ? " " : "",
	    p->name);
	if (p->section != NULL)
		buf_printf(b, " (§%s)", p->section);
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

int
seq_check_order(const struct state *st, const char *order, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct phase *p = seq_phase(st), *q;
	struct buf b;
	int i, k, first = 1;

	if (!seq_allows(gd, order))
		return 0;	/* not an order of any phase */
	for (k = 0; p != NULL && k < p->norders; k++)
		if (strcmp(p->orders[k], order) == 0)
			return 0;
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
		if (!first && strstr(b.s, q->name) != NULL)
			continue;
		buf_printf(&b, "%s%s phase", first ? "" : " or ", q->name);
		if (q->section != NULL)
			buf_printf(&b, " (§%s)", q->section);
		first = 0;
	}
	buf_puts(&b, "; now: ");
	seq_describe(st, &b);
	*cause = buf_steal(&b);
	return -1;
}

int
seq_advance(struct state *st)
{
	const struct sequence *sq = &st->gd->sequence;
	int side = seq_phasing(st), i;

	if (sq->nphases == 0 || st->over)
		return st->over;
	for (i = 0; i < st->nunits; i++) {
		st->u[i].defended = 0;
		st->u[i].rally_tried = 0;
	}
	if (++st->phase >= sq->nphases) {
		st->phase = 0;
		if (st->turn >= st->turns) {
			st->over = 1;
			return 1;
		}
		st->turn++;
	}
	/* A new faction's turn: what units did in the last one is spent. */
	if (seq_phasing(st) != side || st->phase == 0)
		for (i = 0; i < st->nunits; i++)
			unit_turn_reset(&st->u[i]);
	return 0;
}

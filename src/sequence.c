/* sequence: stepping through the game's phases, turn by turn. */
#include "sequence.h"

#include <stdio.h>

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

	if (gd->sequence.nphases == 0) {
		buf_puts(b, "this game has no sequence of play");
		return;
	}
	if (p == NULL) {
		buf_printf(b, "the game is over: turn %d of %d has ended",
		    gd->sequence.turns, gd->sequence.turns);
		return;
	}
	buf_printf(b, "turn %d of %d, %s%s%s phase", st->turn,
	    gd->sequence.turns, p->side >= 0 ? gd->factions[p->side].name :
	    "", p->side >= 0 ? " " : "", p->name);
	if (p->section != NULL)
		buf_printf(b, " (§%s)", p->section);
}

void
seq_hook_args(const struct state *st, char turn[16], const char **side,
    const char **phase)
{
	const struct phase *p = seq_phase(st);

	snprintf(turn, 16, "%d", st->turn);
	*side = p && p->side >= 0 ? st->gd->factions[p->side].id : "";
	*phase = p ? p->id : "";
}

int
seq_advance(struct state *st)
{
	const struct sequence *sq = &st->gd->sequence;

	if (sq->nphases == 0 || st->over)
		return st->over;
	if (++st->phase < sq->nphases)
		return 0;
	st->phase = 0;
	if (st->turn == sq->turns) {
		st->over = 1;
		return 1;
	}
	st->turn++;
	return 0;
}

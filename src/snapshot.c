/* snapshot: undo and redo without a rebuild.  The game data, the
 * scenario and the hooks' interpreter do not change after loading, and
 * the state is a plain value, so the session keeps copies of the state
 * along its orders in force and replays only from the nearest one at or
 * before the order it wants.  They are a cache of the journal's replay,
 * never its truth (DESIGN principle 3): whatever cannot be had from them
 * is rebuilt from the journal as before, with the same words.
 *
 * Two sets of states, bounded so that their memory stays under
 * SNAP_BUDGET whatever the length of the game (a third of it, and two
 * thirds):
 * - one every `stride` orders; the stride doubles, and every other copy
 *   goes, when there are too many;
 * - a window on the stretch the last replay went through: every state
 *   just before the one asked for, and every step-th one further back, so
 *   that undo after undo replays a few orders at a time, not the stretch
 *   from the last kept state again and again;
 * and the state an order has just replaced, which costs no copy and makes
 * undo of the last order a copy of it. */
#include "session-int.h"
#include "marker.h"

#include <stdlib.h>
#include <string.h>

#define SNAP_BUDGET	(512u << 10)	/* bytes, all the states kept */

struct snap {
	int		 at;	/* orders in force applied */
	struct state	*st;
};

struct snapshots {
	struct snap	*keep;	/* every stride-th, sorted, keep[0].at == 0 */
	int		 nkeep;
	int		 stride;
	int		 limit;	/* of keep */
	struct snap	*win;	/* before aim, sorted */
	int		 nwin;
	int		 wlimit;
	int		 aim;	/* the state being replayed to, or -1 */
	int		 from;	/* where that replay began */
	int		 step;	/* every step-th state from there is kept */
	struct snap	 last;	/* before the last order; st NULL: none */
	size_t		 size;	/* bytes of one state */
	size_t		 base;	/* the same without its markers, which
				   grow as the game goes on (marker.h) */
};

struct snapshots *
snapshots_new(const struct state *initial)
{
	struct snapshots *sn = xcalloc(1, sizeof *sn);
	size_t n;

	sn->size = sizeof *initial +
	    sizeof *initial->u * (size_t)initial->nunits +
	    sizeof *initial->tally * (size_t)initial->ntally +
	    board_index_bytes(&initial->at);
	sn->base = sn->size;
	sn->size += marker_state_bytes(initial);
	n = SNAP_BUDGET / 3 / sn->size;
	sn->limit = n < 2 ? 2 : n > 4096 ? 4096 : (int)n;
	sn->wlimit = 2 * sn->limit;
	sn->keep = xcalloc((size_t)sn->limit + 1, sizeof *sn->keep);
	sn->win = xcalloc((size_t)sn->wlimit + 1, sizeof *sn->win);
	sn->keep[0].st = state_copy(initial);
	sn->nkeep = 1;
	sn->stride = 1;
	sn->aim = -1;
	return sn;
}

static void
drop(struct snap *v, int *n, int from)
{
	int i;

	for (i = from; i < *n; i++)
		state_free(v[i].st);
	*n = from;
}

void
snapshots_free(struct snapshots *sn)
{
	if (sn == NULL)
		return;
	drop(sn->keep, &sn->nkeep, 0);
	drop(sn->win, &sn->nwin, 0);
	state_free(sn->last.st);
	free(sn->keep);
	free(sn->win);
	free(sn);
}

size_t
snapshots_bytes(const struct snapshots *sn)
{
	return sn == NULL ? 0 : sn->size * (size_t)(sn->nkeep + sn->nwin +
	    (sn->last.st != NULL));
}

/* The index of the last entry at or before at, or -1. */
static int
nearest(const struct snap *v, int n, int at)
{
	int lo = 0, hi = n - 1, mid, best = -1;

	while (lo <= hi) {
		mid = lo + (hi - lo) / 2;
		if (v[mid].at <= at) {
			best = mid;
			lo = mid + 1;
		} else
			hi = mid - 1;
	}
	return best;
}

/* Adds a copy at its place in the order, unless one is there. */
static void
insert(struct snap *v, int *n, int at, const struct state *st)
{
	int k = nearest(v, *n, at);

	if (k >= 0 && v[k].at == at)
		return;
	k++;
	memmove(&v[k + 1], &v[k], sizeof *v * (size_t)(*n - k));
	v[k].at = at;
	v[k].st = state_copy(st);
	(*n)++;
}

void
snapshots_note(struct snapshots *sn, int at, const struct state *st)
{
	int i, n;

	if (sn == NULL)
		return;
	if (sn->base + marker_state_bytes(st) > sn->size) {
		/* more markers, bigger states: fewer of them in the budget
		 * (the arrays, made for more, hold them) */
		sn->size = sn->base + marker_state_bytes(st);
		n = (int)(SNAP_BUDGET / 3 / sn->size);
		sn->limit = n < 2 ? 2 : n > sn->limit ? sn->limit : n;
		sn->wlimit = 2 * sn->limit;
	}
	if (at % sn->stride == 0) {
		insert(sn->keep, &sn->nkeep, at, st);
		while (sn->nkeep > sn->limit) {
			/* too many: half as many, twice as far apart */
			sn->stride *= 2;
			for (i = n = 0; i < sn->nkeep; i++) {
				if (sn->keep[i].at % sn->stride == 0)
					sn->keep[n++] = sn->keep[i];
				else
					state_free(sn->keep[i].st);
			}
			sn->nkeep = n;
		}
		return;
	}
	if (sn->aim < 0 || at >= sn->aim || (sn->aim - at > sn->wlimit / 2 &&
	    (at - sn->from) % sn->step != 0))
		return;
	insert(sn->win, &sn->nwin, at, st);
	if (sn->nwin > sn->wlimit) {
		/* the one furthest back goes */
		state_free(sn->win[0].st);
		memmove(&sn->win[0], &sn->win[1], sizeof *sn->win *
		    (size_t)--sn->nwin);
	}
}

void
snapshots_take(struct snapshots *sn, int at, struct state *st)
{
	if (sn == NULL) {
		state_free(st);
		return;
	}
	state_free(sn->last.st);
	sn->last.at = at;
	sn->last.st = st;
}

void
snapshots_truncate(struct snapshots *sn, int at)
{
	if (sn == NULL)
		return;
	if (sn->last.st != NULL && sn->last.at > at) {
		state_free(sn->last.st);
		sn->last.st = NULL;
	}
	drop(sn->keep, &sn->nkeep, nearest(sn->keep, sn->nkeep, at) + 1);
	drop(sn->win, &sn->nwin, nearest(sn->win, sn->nwin, at) + 1);
}

/* A replay from `from` to target is about to begin: the window keeps
 * what lies before target (undo goes on backwards) and takes the states
 * the replay goes through, the last wlimit/2 of them and wlimit/2 spread
 * over the rest. */
static void
aim_at(struct snapshots *sn, int from, int target)
{
	int i, n, half = sn->wlimit / 2;

	sn->aim = target;
	sn->from = from;
	sn->step = (target - from + half - 1) / half;
	if (sn->step < 1)
		sn->step = 1;
	for (i = n = 0; i < sn->nwin; i++) {
		if (sn->win[i].at < target)
			sn->win[n++] = sn->win[i];
		else
			state_free(sn->win[i].st);
	}
	sn->nwin = n;
}

int
session_state_at(struct session *s, int target, struct state **out,
    char **cause)
{
	struct snapshots *sn = s->snaps;
	const struct snap *b = NULL;
	struct state *st;
	char *why = NULL;
	int k, from, rc;

	*out = NULL;
	if (sn == NULL || s->gd == NULL || target < 0 ||
	    target > s->nactive) {
		*cause = xprintf("no order %d (the log has %d)", target + 1,
		    s->nactive);
		return -1;
	}
	if ((k = nearest(sn->keep, sn->nkeep, target)) >= 0)
		b = &sn->keep[k];
	if ((k = nearest(sn->win, sn->nwin, target)) >= 0 &&
	    (b == NULL || sn->win[k].at > b->at))
		b = &sn->win[k];
	if (sn->last.st != NULL && sn->last.at <= target &&
	    (b == NULL || sn->last.at > b->at))
		b = &sn->last;
	if (s->cursor <= target && (b == NULL || s->cursor > b->at)) {
		from = s->cursor;
		st = state_copy(s->st);
	} else if (b != NULL) {
		from = b->at;
		st = state_copy(b->st);
	} else {
		*cause = xprintf("no state kept before order %d", target + 1);
		return -1;
	}
	if (from < target) {
		/* as a rebuild would start: the interpreter as loaded */
		if (hooks_reset(s->hk, &why) != 0) {
			state_free(st);
			*cause = why;
			return -1;
		}
		aim_at(sn, from, target);
		rc = replay_span(s, s->active, from, target, &st, sn, 1,
		    cause);
		sn->aim = -1;
		if (rc != 0) {
			state_free(st);
			return -1;
		}
	}
	*out = st;
	return 0;
}

static int
undo_redo(struct session *s, enum jkind kind, const char *text,
    struct buf *out, char **cause)
{
	struct state *st;
	struct jrec r;
	char *why = NULL;
	int cursor = s->cursor, target;

	if (kind == J_UNDO && s->cursor == 0) {
		*cause = xprintf("nothing to undo");
		return -1;
	}
	if (kind == J_REDO && s->cursor == s->nactive) {
		*cause = xprintf("nothing to redo");
		return -1;
	}
	memset(&r, 0, sizeof r);
	r.kind = kind;
	r.text = (char *)text;
	if (journal_append(&s->j, &r, cause) != 0)
		return -1;
	/* The orders in force stay; the cursor moves (as session_compute_active
	 * reads an undo or a redo record). */
	target = kind == J_UNDO ? cursor - 1 : cursor + 1;
	if (session_state_at(s, target, &st, &why) == 0) {
		state_free(s->st);
		s->st = st;
		s->cursor = target;
		return 0;
	}
	free(why);
	/* The snapshots could not give it: from the journal, as ever. */
	if (rebuild(s, out, cause) != 0) {
		/* Cannot happen for orders that applied before; keep the
		 * state as it was and say so. */
		s->cursor = cursor;
		return -1;
	}
	return 0;
}

int
session_undo(struct session *s, struct buf *out, char **cause)
{
	return undo_redo(s, J_UNDO, NULL, out, cause);
}

int
session_undo_agreed(struct session *s, struct buf *out, char **cause)
{
	return undo_redo(s, J_UNDO, "agreed", out, cause);
}

int
session_redo(struct session *s, struct buf *out, char **cause)
{
	return undo_redo(s, J_REDO, NULL, out, cause);
}

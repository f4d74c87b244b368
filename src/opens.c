/* opens: the records of what is left open, kept in the state. */
#include "opens.h"

#include <string.h>

#include "board.h"

static const char *kind_name[OPENS_KINDS] = {
	"none", "melee", "counter", "losses", "duel"
};

const struct opens_rec *
opens_find(const struct state *st, int kind)
{
	int i;

	for (i = 0; i < st->opens.n; i++)
		if (st->opens.r[i].kind == kind)
			return &st->opens.r[i];
	return NULL;
}

struct opens_rec *
opens_get(struct state *st, int kind)
{
	struct opens_rec *r;
	int i;

	for (i = 0; i < st->opens.n; i++)
		if (st->opens.r[i].kind == kind)
			return &st->opens.r[i];
	/* one of each kind at most, so there is always room */
	r = &st->opens.r[st->opens.n++];
	memset(r, 0, sizeof *r);
	r->kind = kind;
	r->unit = -1;
	return r;
}

void
opens_close(struct state *st, int kind)
{
	int i;

	for (i = 0; i < st->opens.n; i++) {
		if (st->opens.r[i].kind != kind)
			continue;
		memmove(&st->opens.r[i], &st->opens.r[i + 1],
		    sizeof st->opens.r[0] * (size_t)(st->opens.n - i - 1));
		st->opens.n--;
		return;
	}
}

#define SAME(f) do {							\
	if (x->f != y->f) {						\
		*what = xprintf("open %s: %s: %lld against %lld",	\
		    kind_name[x->kind], #f, (long long)x->f,		\
		    (long long)y->f);					\
		return 0;						\
	}								\
} while (0)

int
opens_equal(const struct opens *a, const struct opens *b, char **what)
{
	const struct opens_rec *x, *y;
	int i, k;

	if (a->n != b->n) {
		*what = xprintf("open records: %d against %d", a->n, b->n);
		return 0;
	}
	for (i = 0; i < a->n; i++) {
		x = &a->r[i];
		y = &b->r[i];
		if (x->kind != y->kind) {
			*what = xprintf("open record %d: %s against %s", i,
			    kind_name[x->kind], kind_name[y->kind]);
			return 0;
		}
		SAME(flags);
		SAME(hex.col);
		SAME(hex.row);
		SAME(unit);
		SAME(amount);
		SAME(n);
		for (k = 0; k < x->n && k < OPENS_UNITS; k++)
			SAME(units[k]);
	}
	return 1;
}
#undef SAME

int
opens_advance(const struct state *st)
{
	const struct opens_rec *r = opens_find(st, OPENS_MELEE);

	return r != NULL && (r->flags & OPENS_ADVANCE);
}

int
opens_counter(const struct state *st)
{
	const struct opens_rec *r = opens_find(st, OPENS_COUNTER);

	return r != NULL ? r->unit : -1;
}

int
opens_loss(const struct state *st)
{
	const struct opens_rec *r = opens_find(st, OPENS_LOSSES);

	return r != NULL ? r->amount : 0;
}

/* unitindex: a game's units by id and by name, built once at load.
 * Look-ups ignore case as strcasecmp does: a hash table answers the
 * exact id or name, and arrays sorted by strcasecmp answer prefixes
 * (the names with one prefix lie together in that order).  A game of
 * thousands of units must not cost a scan per look-up, nor a quadratic
 * duplicate check at load (issue 10).  The sorted arrays are made at
 * the first prefix look-up, not at load: sorting 5,000 units twice
 * cost half a millisecond of a monster game's start, and most starts
 * never ask for a prefix (a set-up, a hook, a full id are exact). */
#include "gdload.h"
#include "guard.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

struct unit_index {
	int		  size;		/* slots per table, a power of 2 */
	int		 *by_id;	/* hash slots: unit + 1, 0 free */
	int		 *by_name;
	int		  complete;	/* every unit added */
	int		  n;		/* units, once complete */
	/* n units sorted by id ignoring case, then n by name; NULL until
	 * the first prefix look-up (read and set atomically) */
	int		 *order;
};

static unsigned
fold_hash(const char *s)
{
	unsigned h = 2166136261u;

	for (; *s != '\0'; s++) {
		h ^= (unsigned)tolower((unsigned char)*s);
		h *= 16777619u;
	}
	return h;
}

static const char *
key_of(const struct gamedata *gd, int unit, int by_name)
{
	return by_name ? gd->units[unit].name : gd->units[unit].id;
}

/* The unit whose id (or name) is s, ignoring case, or -1. */
static int
hash_find(const struct gamedata *gd, const char *s, int by_name)
{
	const struct unit_index *ix = gd->unit_index;
	const int *t = by_name ? ix->by_name : ix->by_id;
	unsigned k = fold_hash(s) & (unsigned)(ix->size - 1);

	for (; t[k] != 0; k = (k + 1) & (unsigned)(ix->size - 1))
		if (strcasecmp(key_of(gd, t[k] - 1, by_name), s) == 0)
			return t[k] - 1;
	return -1;
}

static void
hash_add(struct gamedata *gd, int unit, int by_name)
{
	struct unit_index *ix = gd->unit_index;
	int *t = by_name ? ix->by_name : ix->by_id;
	unsigned k;

	k = fold_hash(key_of(gd, unit, by_name)) & (unsigned)(ix->size - 1);
	while (t[k] != 0)
		k = (k + 1) & (unsigned)(ix->size - 1);
	t[k] = unit + 1;
}

void
gd_units_index_init(struct gamedata *gd, int n)
{
	struct unit_index *ix = xcalloc(1, sizeof *ix);

	/* at most half full: short probes */
	ix->size = 16;
	while (ix->size < 2 * n)
		ix->size *= 2;
	ix->by_id = xcalloc((size_t)ix->size, sizeof *ix->by_id);
	ix->by_name = xcalloc((size_t)ix->size, sizeof *ix->by_name);
	gd->unit_index = ix;
}

int
gd_units_index_add(struct gamedata *gd, int unit)
{
	int a, b;

	a = hash_find(gd, gd->units[unit].id, 0);
	b = hash_find(gd, gd->units[unit].name, 1);
	if (a >= 0 || b >= 0)
		return a < 0 ? b : b < 0 ? a : a < b ? a : b;
	hash_add(gd, unit, 0);
	hash_add(gd, unit, 1);
	return -1;
}

/* Done adding: the table answers look-ups from now on. */
void
gd_units_index_finish(struct gamedata *gd)
{
	gd->unit_index->n = gd->nunits;
	gd->unit_index->complete = 1;
}

void
gd_units_index_free(struct gamedata *gd)
{
	struct unit_index *ix = gd->unit_index;

	if (ix == NULL)
		return;
	free(ix->by_id);
	free(ix->by_name);
	free(ix->order);
	free(ix);
	gd->unit_index = NULL;
}

static int
order_cmp(const void *a, const void *b, void *arg)
{
	const struct gamedata *gd = arg;
	int x = *(const int *)a, y = *(const int *)b, c;
	int n = gd->unit_index->n, by_name = x >= n;

	x -= by_name ? n : 0;
	y -= by_name ? n : 0;
	c = strcasecmp(key_of(gd, x, by_name), key_of(gd, y, by_name));
	if (c != 0)
		return c;
	return (x > y) - (x < y);
}

/* The sorted orders, made at the first call.  A hook's herald::unit
 * may be the first, on the guard's worker: the sort runs between
 * guard_enter and guard_leave, so that it is not stopped half-way, and
 * is published whole (a worker is never run beside the main thread, but
 * the store is atomic all the same). */
static const int *
orders(const struct gamedata *gd)
{
	struct unit_index *ix = gd->unit_index;
	int *o, *none = NULL, i, n = ix->n;

	if ((o = __atomic_load_n(&ix->order, __ATOMIC_ACQUIRE)) != NULL)
		return o;
	guard_enter();
	/* entries n.. are the name order's, biased by n so that the
	 * comparison knows which key it sorts */
	o = xcalloc(2 * (size_t)n + 1, sizeof *o);
	for (i = 0; i < 2 * n; i++)
		o[i] = i;
	qsort_r(o, (size_t)n, sizeof *o, order_cmp, (void *)gd);
	qsort_r(o + n, (size_t)n, sizeof *o, order_cmp, (void *)gd);
	for (i = n; i < 2 * n; i++)
		o[i] -= n;
	if (!__atomic_compare_exchange_n(&ix->order, &none, o, 0,
	    __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
		free(o);
		o = none;
	}
	guard_leave();
	return o;
}

/* Where the units whose id (or name) starts with s lie in the sorted
 * order, ignoring case: from *lo, as many as it returns. */
static int
prefix_range(const struct gamedata *gd, const int *order, const char *s,
    int by_name, int *lo)
{
	const struct unit_index *ix = gd->unit_index;
	size_t len = strlen(s);
	int l = 0, h = ix->n, mid;

	/* the first key not below s: where those starting with s begin */
	while (l < h) {
		mid = l + (h - l) / 2;
		if (strcasecmp(key_of(gd, order[mid], by_name), s) < 0)
			l = mid + 1;
		else
			h = mid;
	}
	*lo = l;
	while (h < ix->n && strncasecmp(key_of(gd, order[h], by_name), s,
	    len) == 0)
		h++;
	return h - l;
}

static int
int_cmp(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	return (x > y) - (x < y);
}

/* The units one of whose id or name starts with s, in the order of the
 * counters, each once; the caller frees *out. */
static int
prefix_matches(const struct gamedata *gd, const char *s, int **out)
{
	const int *id_order = orders(gd), *name_order;
	int *v, ni, nn, li, ln, n, i, k;

	name_order = id_order + gd->unit_index->n;
	ni = prefix_range(gd, id_order, s, 0, &li);
	nn = prefix_range(gd, name_order, s, 1, &ln);
	v = xcalloc((size_t)(ni + nn) + 1, sizeof *v);
	for (n = 0; n < ni; n++)
		v[n] = id_order[li + n];
	for (i = 0; i < nn; i++)
		v[n++] = name_order[ln + i];
	qsort(v, (size_t)n, sizeof *v, int_cmp);
	for (i = k = 0; i < n; i++)
		if (k == 0 || v[k - 1] != v[i])
			v[k++] = v[i];
	*out = v;
	return k;
}
/* Without an index (a game built by hand): every unit in turn. */
static int
scan_matches(const struct gamedata *gd, const char *s, int **out)
{
	size_t len = strlen(s);
	int i, n = 0;

	*out = xcalloc((size_t)gd->nunits + 1, sizeof **out);
	for (i = 0; i < gd->nunits; i++)
		if (strncasecmp(gd->units[i].id, s, len) == 0 ||
		    strncasecmp(gd->units[i].name, s, len) == 0)
			(*out)[n++] = i;
	return n;
}

int
gd_unit_find(const struct gamedata *gd, const char *s, char **cause)
{
	struct buf b;
	int *v, i, n, a, c;

	/* the whole id or name, the first counter of the two if one
	 * unit's name is another's id */
	if (gd->unit_index != NULL && gd->unit_index->complete) {
		a = hash_find(gd, s, 0);
		c = hash_find(gd, s, 1);
		if (a >= 0 || c >= 0)
			return a < 0 ? c : c < 0 ? a : a < c ? a : c;
		n = prefix_matches(gd, s, &v);
	} else {
		for (i = 0; i < gd->nunits; i++)
			if (strcasecmp(gd->units[i].id, s) == 0 ||
			    strcasecmp(gd->units[i].name, s) == 0)
				return i;
		n = scan_matches(gd, s, &v);
	}
	if (n == 1) {
		a = v[0];
		free(v);
		return a;
	}
	if (n == 0) {
		free(v);
		*cause = xprintf("no unit \"%s\" (expected a unit id such "
		    "as %s, or a name)", s, gd->nunits ? gd->units[0].id :
		    "?");
		return -1;
	}
	buf_init(&b);
	buf_printf(&b, "\"%s\" is ambiguous:", s);
	for (i = 0; i < n && i < 12; i++)
		buf_printf(&b, " %s", gd->units[v[i]].id);
	if (i == 12)
		buf_puts(&b, " ...");
	free(v);
	*cause = buf_steal(&b);
	return -1;
}

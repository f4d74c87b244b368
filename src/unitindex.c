/* unitindex: a game's units by id and by name, built once at load.
 * Look-ups ignore case as strcasecmp does: a hash table answers the
 * exact id or name, and arrays sorted by strcasecmp answer prefixes
 * (the names with one prefix lie together in that order).  A game of
 * thousands of units must not cost a scan per look-up, nor a quadratic
 * duplicate check at load (issue 10). */
#include "gdload.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

struct unit_index {
	int		  size;		/* slots per table, a power of 2 */
	int		 *by_id;	/* hash slots: unit + 1, 0 free */
	int		 *by_name;
	int		 *id_order;	/* units sorted by id, ignoring case */
	int		 *name_order;	/* and by name */
	int		  n;		/* units sorted */
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

/* qsort has no context argument: the game being sorted. */
static const struct gamedata *sorting;
static int sorting_names;

static int
order_cmp(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b, c;

	c = strcasecmp(key_of(sorting, x, sorting_names),
	    key_of(sorting, y, sorting_names));
	if (c != 0)
		return c;
	return (x > y) - (x < y);
}

void
gd_units_index_finish(struct gamedata *gd)
{
	struct unit_index *ix = gd->unit_index;
	int i;

	ix->n = gd->nunits;
	ix->id_order = xcalloc((size_t)ix->n + 1, sizeof *ix->id_order);
	ix->name_order = xcalloc((size_t)ix->n + 1, sizeof *ix->name_order);
	for (i = 0; i < ix->n; i++)
		ix->id_order[i] = ix->name_order[i] = i;
	sorting = gd;
	sorting_names = 0;
	qsort(ix->id_order, (size_t)ix->n, sizeof *ix->id_order, order_cmp);
	sorting_names = 1;
	qsort(ix->name_order, (size_t)ix->n, sizeof *ix->name_order,
	    order_cmp);
	sorting = NULL;
}

void
gd_units_index_free(struct gamedata *gd)
{
	struct unit_index *ix = gd->unit_index;

	if (ix == NULL)
		return;
	free(ix->by_id);
	free(ix->by_name);
	free(ix->id_order);
	free(ix->name_order);
	free(ix);
	gd->unit_index = NULL;
}

/* Where the units whose id (or name) starts with s lie in the sorted
 * order, ignoring case: from *lo, as many as it returns. */
static int
prefix_range(const struct gamedata *gd, const char *s, int by_name, int *lo)
{
	const struct unit_index *ix = gd->unit_index;
	const int *order = by_name ? ix->name_order : ix->id_order;
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
	const struct unit_index *ix = gd->unit_index;
	int *v, ni, nn, li, ln, n, i, k;

	ni = prefix_range(gd, s, 0, &li);
	nn = prefix_range(gd, s, 1, &ln);
	v = xcalloc((size_t)(ni + nn) + 1, sizeof *v);
	for (n = 0; n < ni; n++)
		v[n] = ix->id_order[li + n];
	for (i = 0; i < nn; i++)
		v[n++] = ix->name_order[ln + i];
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
	if (gd->unit_index != NULL && gd->unit_index->id_order != NULL) {
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

/* hexindex: who stands in each hex.  The units on the map are kept in
 * one list per cell of the grid, in the order of the counters, so that
 * "who is in this hex" costs by the units there, not by all the units
 * of the game (a 200 x 200 board with 5,000 counters: issue 10).  It is
 * a cache of u[].on_map and u[].hex: every change of them goes through
 * board_set_hex and board_set_on_map, and board_index_check compares it
 * with what a scan of the units gives. */
#include "board.h"
#include "footprint.h"

#include <stdlib.h>
#include <string.h>

/* The cell a unit is listed in, or -1: off the map, or (never from the
 * rules, but a state may say so) on a hex outside the grid, which a
 * look-up then finds by a scan. */
static int
cell_of(const struct state *st, int unit)
{
	if (!st->u[unit].on_map)
		return -1;
	return gd_hex_cell(st->gd, st->u[unit].hex);
}

/* The cell of a two-hex unit's second hex, or -1 (one hex, off the
 * map, a game without them). */
static int
cell2_of(const struct state *st, int unit)
{
	if (st->at.head2 == NULL || !st->u[unit].on_map ||
	    footprint_size(st->gd, unit) == 1)
		return -1;
	return gd_hex_cell(st->gd, st->u[unit].hex2);
}

static void
unlink2(struct state *st, int unit)
{
	struct board_index *ix = &st->at;
	int c = cell2_of(st, unit), *p;

	if (c < 0)
		return;
	for (p = &ix->head2[c]; *p >= 0; p = &ix->next2[*p])
		if (*p == unit) {
			*p = ix->next2[unit];
			ix->next2[unit] = -1;
			return;
		}
}

static void
link2(struct state *st, int unit)
{
	struct board_index *ix = &st->at;
	int c = cell2_of(st, unit), *p;

	if (c < 0)
		return;
	for (p = &ix->head2[c]; *p >= 0 && *p < unit; p = &ix->next2[*p])
		continue;
	ix->next2[unit] = *p;
	*p = unit;
}

static void
unlink_unit(struct state *st, int unit)
{
	struct board_index *ix = &st->at;
	int c = cell_of(st, unit), *p;

	unlink2(st, unit);

	if (c < 0) {
		ix->strays -= st->u[unit].on_map;
		return;
	}
	for (p = &ix->head[c]; *p >= 0; p = &ix->next[*p])
		if (*p == unit) {
			*p = ix->next[unit];
			ix->next[unit] = -1;
			return;
		}
}

static void
link_unit(struct state *st, int unit)
{
	struct board_index *ix = &st->at;
	int c = cell_of(st, unit), *p;

	link2(st, unit);

	if (c < 0) {
		ix->strays += st->u[unit].on_map;
		return;
	}
	for (p = &ix->head[c]; *p >= 0 && *p < unit; p = &ix->next[*p])
		continue;
	ix->next[unit] = *p;
	*p = unit;
}

void
board_index_init(struct state *st)
{
	struct board_index *ix = &st->at;
	int i;

	ix->ncells = gd_ncells(st->gd);
	ix->nunits = st->nunits;
	ix->strays = 0;
	ix->head = xcalloc((size_t)ix->ncells + 1, sizeof *ix->head);
	ix->next = xcalloc((size_t)ix->nunits + 1, sizeof *ix->next);
	for (i = 0; i < ix->ncells; i++)
		ix->head[i] = -1;
	for (i = 0; i < ix->nunits; i++)
		ix->next[i] = -1;
	ix->head2 = ix->next2 = NULL;
	if (st->gd->footprint.any) {
		ix->head2 = xcalloc((size_t)ix->ncells + 1, sizeof *ix->head2);
		ix->next2 = xcalloc((size_t)ix->nunits + 1, sizeof *ix->next2);
		for (i = 0; i < ix->ncells; i++)
			ix->head2[i] = -1;
		for (i = 0; i < ix->nunits; i++)
			ix->next2[i] = -1;
	}
	/* from the last, so that each goes in front: no walk */
	for (i = st->nunits - 1; i >= 0; i--)
		link_unit(st, i);
}

/* Into dst's own arrays (or new ones), which it keeps. */
void
board_index_copy(struct board_index *dst, const struct board_index *src)
{
	int oc = dst->ncells, on = dst->nunits;

	if (dst->head == NULL || dst->ncells != src->ncells) {
		free(dst->head);
		dst->head = xcalloc((size_t)src->ncells + 1, sizeof *dst->head);
	}
	if (dst->next == NULL || dst->nunits != src->nunits) {
		free(dst->next);
		dst->next = xcalloc((size_t)src->nunits + 1, sizeof *dst->next);
	}
	dst->ncells = src->ncells;
	dst->nunits = src->nunits;
	dst->strays = src->strays;
	memcpy(dst->head, src->head, sizeof *dst->head * (size_t)src->ncells);
	memcpy(dst->next, src->next, sizeof *dst->next * (size_t)src->nunits);
	if (src->head2 == NULL) {
		free(dst->head2);
		free(dst->next2);
		dst->head2 = dst->next2 = NULL;
		return;
	}
	/* sized as head and next are, which a copy may have just resized */
	if (dst->head2 == NULL || oc != src->ncells || on != src->nunits) {
		free(dst->head2);
		free(dst->next2);
		dst->head2 = xcalloc((size_t)src->ncells + 1,
		    sizeof *dst->head2);
		dst->next2 = xcalloc((size_t)src->nunits + 1,
		    sizeof *dst->next2);
	}
	memcpy(dst->head2, src->head2,
	    sizeof *dst->head2 * (size_t)src->ncells);
	memcpy(dst->next2, src->next2,
	    sizeof *dst->next2 * (size_t)src->nunits);
}

size_t
board_index_bytes(const struct board_index *ix)
{
	return (sizeof *ix->head * (size_t)ix->ncells +
	    sizeof *ix->next * (size_t)ix->nunits) *
	    (ix->head2 != NULL ? 2 : 1);
}

void
board_index_free(struct board_index *ix)
{
	free(ix->head);
	free(ix->next);
	free(ix->head2);
	free(ix->next2);
	memset(ix, 0, sizeof *ix);
}

void
board_locate2(struct state *st, int unit, int on_map, struct hex h,
    struct hex h2)
{
	unlink_unit(st, unit);
	st->u[unit].on_map = on_map != 0;
	st->u[unit].hex = h;
	st->u[unit].hex2 = h2;
	link_unit(st, unit);
}

void
board_locate(struct state *st, int unit, int on_map, struct hex h)
{
	const struct unit_state *us = &st->u[unit];
	int d, f;

	if (footprint_size(st->gd, unit) == 1) {
		unlink_unit(st, unit);
		st->u[unit].on_map = on_map != 0;
		st->u[unit].hex = h;
		link_unit(st, unit);
		return;
	}
	/* the second hex keeps its side of the first; a unit coming on
	 * the map takes it from its facing */
	if (us->on_map && (d = hex_dir_to(&st->gd->grid, us->hex,
	    us->hex2)) >= 0) {
		board_locate2(st, unit, on_map, h,
		    hex_neighbour(&st->gd->grid, h, d));
		return;
	}
	f = st->gd->no_facing ? -1 : us->facing >= 0 ? us->facing :
	    facing_default(st->gd, unit);
	board_locate2(st, unit, on_map, h, footprint_second(st->gd, unit, h,
	    f));
}

void
board_set_hex(struct state *st, int unit, struct hex h)
{
	board_locate(st, unit, st->u[unit].on_map, h);
}

void
board_set_on_map(struct state *st, int unit, int on_map)
{
	board_locate(st, unit, on_map, st->u[unit].hex);
}

int
board_first_at(const struct state *st, struct hex h)
{
	int c = gd_hex_cell(st->gd, h), i;

	if (c >= 0)
		return st->at.head[c];
	if (st->at.strays == 0)
		return -1;	/* the edge's neighbours, mostly */
	for (i = 0; i < st->nunits; i++)
		if (st->u[i].on_map && hex_eq(st->u[i].hex, h))
			return i;
	return -1;
}

int
board_first_in(const struct state *st, struct hex h)
{
	int u = board_first_at(st, h), c;

	if (u >= 0 || st->at.head2 == NULL ||
	    (c = gd_hex_cell(st->gd, h)) < 0)
		return u;
	return st->at.head2[c];
}

int
board_next_in(const struct state *st, struct hex h, int unit)
{
	int c, n;

	if (st->at.head2 == NULL || (c = gd_hex_cell(st->gd, h)) < 0)
		return board_next_at(st, unit);
	if (cell_of(st, unit) == c) {
		if ((n = board_next_at(st, unit)) >= 0)
			return n;
		return st->at.head2[c];	/* on to the second hexes */
	}
	return st->at.next2[unit];
}

int
board_next_at(const struct state *st, int unit)
{
	int i;

	if (cell_of(st, unit) >= 0 || !st->u[unit].on_map)
		return st->at.next[unit];
	for (i = unit + 1; i < st->nunits; i++)
		if (st->u[i].on_map && hex_eq(st->u[i].hex, st->u[unit].hex))
			return i;
	return -1;
}

int
board_index_check(const struct state *st, char **cause)
{
	const struct board_index *ix = &st->at;
	int c, u, prev, strays = 0, *seen;

	if (ix->ncells != gd_ncells(st->gd) || ix->nunits != st->nunits) {
		*cause = xprintf("the index is for %d cells and %d units, the "
		    "game has %d and %d", ix->ncells, ix->nunits,
		    gd_ncells(st->gd), st->nunits);
		return -1;
	}
	seen = xcalloc((size_t)st->nunits + 1, sizeof *seen);
	for (c = 0; c < ix->ncells; c++) {
		prev = -1;
		for (u = ix->head[c]; u >= 0; u = ix->next[u]) {
			if (u >= st->nunits || seen[u] || u <= prev ||
			    cell_of(st, u) != c) {
				*cause = xprintf("cell %d lists unit %d, which "
				    "%s", c, u, u >= st->nunits ? "is no unit" :
				    seen[u] || u <= prev ? "it lists out of "
				    "order or twice" : "stands elsewhere");
				free(seen);
				return -1;
			}
			seen[u] = 1;
			prev = u;
		}
	}
	for (u = 0; u < st->nunits; u++) {
		strays += st->u[u].on_map && cell_of(st, u) < 0;
		if (!seen[u] && cell_of(st, u) >= 0) {
			*cause = xprintf("unit %d stands in cell %d, which "
			    "does not list it", u, cell_of(st, u));
			free(seen);
			return -1;
		}
	}
	if (ix->head2 != NULL) {
		memset(seen, 0, sizeof *seen * (size_t)st->nunits);
		for (c = 0; c < ix->ncells; c++)
			for (u = ix->head2[c], prev = -1; u >= 0;
			    u = ix->next2[u]) {
				if (u >= st->nunits || seen[u] || u <= prev ||
				    cell2_of(st, u) != c) {
					*cause = xprintf("cell %d lists unit "
					    "%d's second hex wrongly", c, u);
					free(seen);
					return -1;
				}
				seen[u] = 1;
				prev = u;
			}
		for (u = 0; u < st->nunits; u++)
			if (!seen[u] && cell2_of(st, u) >= 0) {
				*cause = xprintf("unit %d's second hex stands "
				    "in cell %d, which does not list it", u,
				    cell2_of(st, u));
				free(seen);
				return -1;
			}
	}
	free(seen);
	if (strays != ix->strays) {
		*cause = xprintf("%d units stand outside the grid, the index "
		    "counts %d", strays, ix->strays);
		return -1;
	}
	return 0;
}

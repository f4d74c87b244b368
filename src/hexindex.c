/* hexindex: who stands in each hex.  The units on the map are kept in
 * one list per cell of the grid, in the order of the counters, so that
 * "who is in this hex" costs by the units there, not by all the units
 * of the game (a 200 x 200 board with 5,000 counters: issue 10).  It is
 * a cache of u[].on_map and u[].hex: every change of them goes through
 * board_set_hex and board_set_on_map, and board_index_check compares it
 * with what a scan of the units gives. */
#include "board.h"

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

static void
unlink_unit(struct state *st, int unit)
{
	struct board_index *ix = &st->at;
	int c = cell_of(st, unit), *p;

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
	/* from the last, so that each goes in front: no walk */
	for (i = st->nunits - 1; i >= 0; i--)
		link_unit(st, i);
}

/* Into dst's own arrays (or new ones), which it keeps. */
void
board_index_copy(struct board_index *dst, const struct board_index *src)
{
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
}

size_t
board_index_bytes(const struct board_index *ix)
{
	return sizeof *ix->head * (size_t)ix->ncells +
	    sizeof *ix->next * (size_t)ix->nunits;
}

void
board_index_free(struct board_index *ix)
{
	free(ix->head);
	free(ix->next);
	memset(ix, 0, sizeof *ix);
}

void
board_locate(struct state *st, int unit, int on_map, struct hex h)
{
	unlink_unit(st, unit);
	st->u[unit].on_map = on_map != 0;
	st->u[unit].hex = h;
	link_unit(st, unit);
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
	free(seen);
	if (strays != ix->strays) {
		*cause = xprintf("%d units stand outside the grid, the index "
		    "counts %d", strays, ix->strays);
		return -1;
	}
	return 0;
}

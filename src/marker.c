/* marker: board markers in the state of play, and the orders that place,
 * move, change and remove them.  Every order is checked whole before the
 * state changes (DESIGN principle 5). */
#include "board.h"
#include "footprint.h"
#include "marker-int.h"
#include "ruling.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* --- the markers as part of a state --- */

static struct marker *
dup_markers(const struct marker *m, int n)
{
	struct marker *v;

	if (n == 0)
		return NULL;
	v = xmalloc(sizeof *v * (size_t)n);
	memcpy(v, m, sizeof *v * (size_t)n);
	return v;
}

void
marker_state_copy(struct state *dst, const struct state *src)
{
	dst->markers = dup_markers(src->markers, src->nmarkers);
	dst->nmarkers = src->nmarkers;
	dst->marker_next = src->marker_next;
}

void
marker_state_free(struct state *st)
{
	free(st->markers);
	st->markers = NULL;
	st->nmarkers = 0;
}

int
marker_state_equal(const struct state *a, const struct state *b,
    char **what)
{
	int i, k;

	if (a->marker_next != b->marker_next) {
		*what = xprintf("marker_next: %d against %d", a->marker_next,
		    b->marker_next);
		return 0;
	}
	if (a->nmarkers != b->nmarkers) {
		*what = xprintf("nmarkers: %d against %d", a->nmarkers,
		    b->nmarkers);
		return 0;
	}
	for (i = 0; i < a->nmarkers; i++) {
		const struct marker *x = &a->markers[i], *y = &b->markers[i];
		int same = x->id == y->id && x->kind == y->kind &&
		    x->unit == y->unit && x->hex.col == y->hex.col &&
		    x->hex.row == y->hex.row;

		for (k = 0; same && k < MARKER_MAX_ATTRS; k++)
			same = x->val[k] == y->val[k];
		if (!same) {
			*what = xprintf("marker %d: %s against %s", i,
			    marker_label(a, x), marker_label(b, y));
			return 0;
		}
	}
	return 1;
}

size_t
marker_state_bytes(const struct state *st)
{
	return sizeof *st->markers * (size_t)st->nmarkers;
}

/* --- look-ups --- */

const char *
marker_label(const struct state *st, const struct marker *m)
{
	static char ring[4][64];
	static int n;
	char *s = ring[n++ % 4];

	snprintf(s, sizeof ring[0], "%s%d", st->gd->marker_kinds[m->kind].id,
	    m->id);
	return s;
}

static int
index_of(const struct state *st, int id)
{
	int i;

	for (i = 0; i < st->nmarkers; i++)
		if (st->markers[i].id == id)
			return i;
	return -1;
}

int
marker_find(const struct state *st, const char *w, char **cause)
{
	const char *p = w + strlen(w);
	long id;
	int i;

	while (p > w && p[-1] >= '0' && p[-1] <= '9')
		p--;
	if (*p == '\0' || util_parse_int(p, 1, 999999999, &id) != 0 ||
	    (i = index_of(st, (int)id)) < 0 ||
	    (p > w && (strncasecmp(st->gd->marker_kinds[st->markers[i].kind].id,
	    w, (size_t)(p - w)) != 0 ||
	    st->gd->marker_kinds[st->markers[i].kind].id[p - w] != '\0'))) {
		*cause = xprintf("no marker \"%s\" on the board (expected a "
		    "marker's label such as %s, as `marker` lists them)", w,
		    st->nmarkers > 0 ? marker_label(st, &st->markers[0]) :
		    "dead1");
		return -1;
	}
	return i;
}

int
marker_where(const struct state *st, const struct marker *m, struct hex *h)
{
	if (m->unit < 0) {
		*h = m->hex;
		return 1;
	}
	*h = st->u[m->unit].hex;
	return st->u[m->unit].on_map;
}

/* A marker that goes with a unit is wherever the unit is: in every hex
 * of its footprint (footprint.h), as stacking, contact and the rest see
 * a unit on two hexes (issue 12). */
int
marker_hexes(const struct state *st, const struct marker *m,
    struct hex out[2])
{
	if (m->unit < 0) {
		out[0] = m->hex;
		return 1;
	}
	return footprint_hexes(st, m->unit, out);
}

int
marker_in(const struct state *st, const struct marker *m, struct hex h)
{
	if (m->unit < 0)
		return hex_eq(m->hex, h);
	return footprint_covers(st, m->unit, h);
}

/* --- checking an order's words --- */

/* A refusal of an order (ruling.h RS_REFUSE_MARKER_*), a record at the
 * end of no. */
static struct ruling_step *
refusal(const struct state *st, struct ruling *no, enum ruling_concept c,
    const char *section, const char *w0)
{
	struct ruling_step *s = ruling_add(no, c, st->gd->id, section);

	ruling_word(s, w0);
	return s;
}

/* Hands the refusal in no to the order's records r, for its caller to
 * render (narrate_refusal), *cause left NULL; without r, in words. */
static int
refused(struct ruling *no, struct ruling *r, char **cause)
{
	if (r != NULL)
		ruling_append(r, no);
	else
		*cause = marker_refusal_words(&no->step[0]);
	ruling_free(no);
	return -1;
}

char *
marker_refusal_words(const struct ruling_step *s)
{
	const char *w0 = ruling_w(s, 0), *w1 = ruling_w(s, 1);
	int n = ruling_get(s, "count", 0);

	switch (s->concept) {
	case RS_REFUSE_MARKER_ON_UNIT:
		return xprintf("a %s marker goes with a unit, not in a hex "
		    "(expected a unit's id)", w0);
	case RS_REFUSE_MARKER_OFF_MAP:
		return xprintf("%s is not on the map (expected a hex of the "
		    "map)", w0);
	case RS_REFUSE_MARKER_IN_HEX:
		return xprintf("a %s marker stands in a hex (expected a hex, "
		    "such as %s; \"%s\" is not one)", w0, ruling_w(s, 2), w1);
	case RS_REFUSE_MARKER_UNIT_GONE:
		return xprintf("%s is not on the map (a marker goes with a "
		    "unit on the map)", w0);
	case RS_REFUSE_MARKER_NEEDS:
		return xprintf("a %s marker needs %s=VALUE (its %s)", w0, w1,
		    ruling_w(s, 2));
	case RS_REFUSE_MARKER_MERGE_MAX:
		return xprintf("%s would merge into %s to make %d, and %d is "
		    "the most (%s)", w0, w1, ruling_get(s, "make", 0),
		    ruling_get(s, "max", 0), ruling_w(s, 2));
	case RS_REFUSE_MARKER_ROOM:
		return xprintf("%s already holds %d %s marker%s, and %d may be "
		    "there%s%s%s", w0, n, w1, n == 1 ? "" : "s",
		    ruling_get(s, "max", 0), s->section ? " (§" : "",
		    s->section ? s->section : "", s->section ? ")" : "");
	case RS_REFUSE_MARKER_FULL:
		return xprintf("the board holds %d markers, the most herald "
		    "keeps", n);
	case RS_REFUSE_MARKER_THERE:
		return xprintf("%s is already there", w0);
	case RS_REFUSE_MARKER_ONE_WITH:
		return xprintf("%s would then be one with %s (move or place "
		    "markers to merge them)", w0, w1);
	default:
		return xprintf("%s", w0);
	}
}

/* A hex or a unit: where a marker of kind k is to stand. */
static int
parse_where(const struct state *st, int k, const char *w, int *unit,
    struct hex *h, struct ruling *r, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct marker_kind *mk = &gd->marker_kinds[k];
	struct ruling no;
	struct ruling_step *s;
	char *why = NULL;

	ruling_init(&no);

	*unit = -1;
	if (hex_shaped(&gd->grid, w)) {
		if (!(mk->on & MARKER_ON_HEX)) {
			refusal(st, &no, RS_REFUSE_MARKER_ON_UNIT, NULL,
			    mk->name);
			return refused(&no, r, cause);
		}
		if (hex_parse(&gd->grid, w, h, &why) != 0) {
			*cause = xprintf("%s (expected a hex of the map)", why);
			free(why);
			return -1;
		}
		if (gd_hex(gd, *h) == NULL) {
			refusal(st, &no, RS_REFUSE_MARKER_OFF_MAP, NULL, w);
			return refused(&no, r, cause);
		}
		return 0;
	}
	if (!(mk->on & MARKER_ON_UNIT)) {
		s = refusal(st, &no, RS_REFUSE_MARKER_IN_HEX, NULL, mk->name);
		ruling_word(s, w);
		ruling_word(s, grid_hex_str(&gd->grid, (struct hex){
		    gd->grid.col_min, gd->grid.row_min }));
		return refused(&no, r, cause);
	}
	if ((*unit = gd_unit_find(gd, w, cause)) < 0)
		return -1;
	if (!st->u[*unit].on_map) {
		refusal(st, &no, RS_REFUSE_MARKER_UNIT_GONE, NULL,
		    gd->units[*unit].id);
		return refused(&no, r, cause);
	}
	return 0;
}

/* One "name=value" word into val[]; given marks the attribute. */
static int
parse_attr(const struct state *st, int k, const char *w, int *val,
    unsigned *given, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct marker_kind *mk = &gd->marker_kinds[k];
	const struct marker_attr *a;
	const char *eq = strchr(w, '=');
	struct buf b;
	long x;
	int i, c;

	for (i = 0; eq != NULL && i < mk->nattrs; i++)
		if (strlen(mk->attrs[i].id) == (size_t)(eq - w) &&
		    strncasecmp(mk->attrs[i].id, w, (size_t)(eq - w)) == 0)
			break;
	if (eq == NULL || i == mk->nattrs) {
		buf_init(&b);
		buf_printf(&b, "\"%s\": expected ", w);
		if (mk->nattrs == 0)
			buf_printf(&b, "no attributes: a %s marker has none",
			    mk->name);
		for (c = 0; c < mk->nattrs; c++)
			buf_printf(&b, "%s%s=VALUE", c == 0 ? "" : c ==
			    mk->nattrs - 1 ? " or " : ", ", mk->attrs[c].id);
		*cause = buf_steal(&b);
		return -1;
	}
	a = &mk->attrs[i];
	eq++;
	switch (a->type) {
	case MARKER_NUMBER:
		if (util_parse_int(*eq == 'x' ? eq + 1 : eq, a->min, a->max,
		    &x) != 0) {
			*cause = xprintf("%s=%s: expected a whole number from "
			    "%d to %d", a->id, eq, a->min, a->max);
			return -1;
		}
		val[i] = (int)x;
		break;
	case MARKER_FACTION:
		if ((val[i] = gd_faction(gd, eq)) < 0) {
			buf_init(&b);
			buf_printf(&b, "%s=%s: expected a faction (", a->id,
			    eq);
			for (c = 0; c < gd->nfactions; c++)
				buf_printf(&b, "%s%s", c ? ", " : "",
				    gd->factions[c].id);
			buf_puts(&b, ")");
			*cause = buf_steal(&b);
			return -1;
		}
		break;
	case MARKER_DIRECTION:
		if ((val[i] = hex_dir_parse(&gd->grid, eq)) < 0) {
			*cause = xprintf("%s=%s: expected a direction (%s, %s, "
			    "...)", a->id, eq, hex_dir_name(&gd->grid, 0),
			    hex_dir_name(&gd->grid, 1));
			return -1;
		}
		break;
	default:
		for (c = 0; c < a->nchoices; c++)
			if (strcasecmp(a->choices[c], eq) == 0)
				break;
		if (c == a->nchoices) {
			buf_init(&b);
			buf_printf(&b, "%s=%s: expected ", a->id, eq);
			buf_join(&b, (const char *const *)a->choices,
			    a->nchoices, "or");
			*cause = buf_steal(&b);
			return -1;
		}
		val[i] = c;
	}
	if (*given & (1u << i)) {
		*cause = xprintf("%s given twice", a->id);
		return -1;
	}
	*given |= 1u << i;
	return 0;
}

/* Is m in the place (hex, or unit) of kind k at (unit, h)? */
static int
same_place(const struct marker *m, int k, int unit, struct hex h)
{
	if (m->kind != k || m->unit != unit)
		return 0;
	return unit >= 0 || (m->hex.col == h.col && m->hex.row == h.row);
}

/* The marker a new one of kind k with values val merges into at (unit,
 * h), or -1; except: a marker that is not counted (the one moving). */
static int
merges_into(const struct state *st, int k, int unit, struct hex h,
    const int *val, int except)
{
	const struct marker_kind *mk = &st->gd->marker_kinds[k];
	int i, a;

	if (mk->sum < 0)
		return -1;
	for (i = 0; i < st->nmarkers; i++) {
		if (i == except || !same_place(&st->markers[i], k, unit, h))
			continue;
		for (a = 0; a < mk->nattrs; a++)
			if ((mk->apart & (1u << a)) &&
			    st->markers[i].val[a] != val[a])
				break;
		if (a == mk->nattrs)
			return i;
	}
	return -1;
}

/* Checks that a marker of kind k with val may come to (unit, h), and
 * says into which one it merges (*into, or -1). */
static int
may_stand(const struct state *st, int k, int unit, struct hex h,
    const int *val, int except, int *into, struct ruling *r, char **cause)
{
	const struct marker_kind *mk = &st->gd->marker_kinds[k];
	const struct marker_attr *a;
	struct ruling no;
	struct ruling_step *s;
	int i, n = 0;

	ruling_init(&no);
	*into = merges_into(st, k, unit, h, val, except);
	if (*into >= 0) {
		a = &mk->attrs[mk->sum];
		if (st->markers[*into].val[mk->sum] + val[mk->sum] > a->max) {
			s = refusal(st, &no, RS_REFUSE_MARKER_MERGE_MAX, NULL,
			    mk->name);
			ruling_word(s, marker_label(st, &st->markers[*into]));
			ruling_word(s, a->id);
			ruling_num(s, "make", st->markers[*into].val[mk->sum] +
			    val[mk->sum]);
			ruling_num(s, "max", a->max);
			return refused(&no, r, cause);
		}
		return 0;
	}
	for (i = 0; i < st->nmarkers; i++)
		if (i != except && same_place(&st->markers[i], k, unit, h))
			n++;
	if (mk->max > 0 && n >= mk->max) {
		s = refusal(st, &no, RS_REFUSE_MARKER_ROOM, mk->section,
		    unit >= 0 ? st->gd->units[unit].id : hex_str(h));
		ruling_word(s, mk->name);
		ruling_num(s, "count", n);
		ruling_num(s, "max", mk->max);
		return refused(&no, r, cause);
	}
	if (st->nmarkers >= MARKER_MAX) {
		s = refusal(st, &no, RS_REFUSE_MARKER_FULL, NULL, "");
		ruling_num(s, "count", MARKER_MAX);
		return refused(&no, r, cause);
	}
	return 0;
}

/* The record of an order's marker as it stands (ruling.h RS_MARKER_*),
 * or NULL when the order is done unsaid. */
static struct ruling_step *
said(const struct state *st, enum ruling_concept c, const struct marker *m,
    struct ruling *r)
{
	const struct gamedata *gd = st->gd;
	struct ruling_step *s;
	struct hex fp[2];
	int i, n;

	if (r == NULL)
		return NULL;
	s = ruling_add(r, c, gd->id, NULL);
	ruling_num(s, "kind", m->kind);
	ruling_num(s, "id", m->id);
	for (i = 0; i < gd->marker_kinds[m->kind].nattrs; i++)
		ruling_num(s, "val", m->val[i]);
	ruling_num(s, "unit", m->unit);
	n = marker_hexes(st, m, fp);
	for (i = 0; i < n; i++) {
		ruling_num(s, i == 0 ? "col" : "col2", fp[i].col);
		ruling_num(s, i == 0 ? "row" : "row2", fp[i].row);
	}
	ruling_num(s, "gone", n > 0 ? MARKER_GONE_NOT :
	    st->u[m->unit].eliminated ? MARKER_GONE_ELIMINATED :
	    MARKER_GONE_OFF_MAP);
	return s;
}

/* --- orders --- */

/* An order's record in words, as narrate-marker.c says it, for the
 * callers that ask for words (marker_place, marker_move): the marker
 * as it now stands, told by markershow.c. */
static void
said_words(const struct state *st, const struct ruling *r,
    struct buf *out)
{
	const struct ruling_step *s;
	const struct marker *m = NULL;
	int i, id, from;

	if (out == NULL || r->n == 0)
		return;
	s = &r->step[r->n - 1];
	id = ruling_get(s, "id", 0);
	for (i = 0; i < st->nmarkers; i++)
		if (st->markers[i].id == id)
			m = &st->markers[i];
	if (m == NULL)
		return;
	if (s->concept == RS_MARKER_JOINS) {
		from = ruling_get(s, "from_id", -1);
		if (from >= 0)
			buf_printf(out, "%s%d moves and joins ",
			    st->gd->marker_kinds[m->kind].id, from);
		else
			buf_printf(out, "%s x%d joins ",
			    st->gd->marker_kinds[m->kind].name,
			    ruling_get(s, "joined", 0));
		buf_printf(out, "%s: ", marker_label(st, m));
	} else
		buf_printf(out, "%s %s: ", s->concept == RS_MARKER_PLACED ?
		    "placed" : "moved", marker_label(st, m));
	marker_describe(st, m, out);
	buf_puts(out, "\n");
}

/* An order's outcome in words, for the callers given no records: what
 * was done (said_words), or the refusal (its own words, or its
 * record's); r is freed. */
static int
in_words(struct state *st, int rc, struct ruling *r, char *why,
    struct buf *out, char **cause)
{
	if (rc == 0)
		said_words(st, r, out);
	else
		*cause = why != NULL ? why :
		    marker_refusal_words(&r->step[r->n - 1]);
	ruling_free(r);
	return rc;
}

int
marker_place(struct state *st, const char *kind, const char *where,
    int nattrs, char **attrs, int *placed, struct buf *out, char **cause)
{
	struct ruling r;
	char *why = NULL;
	int rc;

	ruling_init(&r);
	rc = marker_place_rec(st, kind, where, nattrs, attrs, placed, &r,
	    &why);
	return in_words(st, rc, &r, why, out, cause);
}

int
marker_move(struct state *st, const char *name, const char *where,
    struct buf *out, char **cause)
{
	struct ruling r;
	char *why = NULL;
	int rc;

	ruling_init(&r);
	rc = marker_move_rec(st, name, where, &r, &why);
	return in_words(st, rc, &r, why, out, cause);
}

int
marker_place_rec(struct state *st, const char *kind, const char *where,
    int nattrs, char **attrs, int *placed, struct ruling *r, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct marker_kind *mk;
	struct marker m;
	unsigned given = 0;
	int k, i, into;

	if ((k = marker_kind_find(gd, kind, cause)) < 0)
		return -1;
	mk = &gd->marker_kinds[k];
	memset(&m, 0, sizeof m);
	m.kind = k;
	if (parse_where(st, k, where, &m.unit, &m.hex, r, cause) != 0)
		return -1;
	if (m.unit >= 0)
		m.hex = (struct hex){ 0, 0 };
	for (i = 0; i < nattrs; i++)
		if (parse_attr(st, k, attrs[i], m.val, &given, cause) != 0)
			return -1;
	for (i = 0; i < mk->nattrs; i++) {
		if (given & (1u << i))
			continue;
		if (mk->attrs[i].dflt == MARKER_REQUIRED) {
			struct ruling no;
			struct ruling_step *s;

			ruling_init(&no);
			s = refusal(st, &no, RS_REFUSE_MARKER_NEEDS, NULL,
			    mk->name);
			ruling_word(s, mk->attrs[i].id);
			ruling_word(s, mk->attrs[i].name);
			return refused(&no, r, cause);
		}
		m.val[i] = mk->attrs[i].dflt;
	}
	if (may_stand(st, k, m.unit, m.hex, m.val, -1, &into, r, cause) != 0)
		return -1;
	if (into >= 0) {
		struct marker *t = &st->markers[into];
		struct ruling_step *s;

		t->val[mk->sum] += m.val[mk->sum];
		if ((s = said(st, RS_MARKER_JOINS, t, r)) != NULL)
			ruling_num(s, "joined", m.val[mk->sum]);
		if (placed != NULL)
			*placed = t->id;
		return 0;
	}
	m.id = ++st->marker_next;
	st->markers = xrealloc(st->markers, sizeof *st->markers *
	    (size_t)(st->nmarkers + 1));
	st->markers[st->nmarkers++] = m;
	said(st, RS_MARKER_PLACED, &m, r);
	if (placed != NULL)
		*placed = m.id;
	return 0;
}

int
marker_move_rec(struct state *st, const char *name, const char *where,
    struct ruling *r, char **cause)
{
	const struct marker_kind *mk;
	struct ruling_step *s;
	struct ruling no;
	struct marker m;
	int i, into;

	if ((i = marker_find(st, name, cause)) < 0)
		return -1;
	m = st->markers[i];
	mk = &st->gd->marker_kinds[m.kind];
	if (parse_where(st, m.kind, where, &m.unit, &m.hex, r, cause) != 0)
		return -1;
	if (m.unit >= 0)
		m.hex = (struct hex){ 0, 0 };
	if (same_place(&st->markers[i], m.kind, m.unit, m.hex)) {
		ruling_init(&no);
		refusal(st, &no, RS_REFUSE_MARKER_THERE, NULL,
		    marker_label(st, &m));
		return refused(&no, r, cause);
	}
	if (may_stand(st, m.kind, m.unit, m.hex, m.val, i, &into, r,
	    cause) != 0)
		return -1;
	if (into < 0) {
		st->markers[i] = m;
		said(st, RS_MARKER_MOVED, &m, r);
		return 0;
	}
	st->markers[into].val[mk->sum] += m.val[mk->sum];
	if ((s = said(st, RS_MARKER_JOINS, &st->markers[into], r)) != NULL)
		ruling_num(s, "from_id", m.id);
	memmove(&st->markers[i], &st->markers[i + 1], sizeof *st->markers *
	    (size_t)(st->nmarkers - i - 1));
	st->nmarkers--;
	return 0;
}

int
marker_remove_rec(struct state *st, const char *name, struct ruling *r,
    char **cause)
{
	int i;

	if ((i = marker_find(st, name, cause)) < 0)
		return -1;
	said(st, RS_MARKER_REMOVED, &st->markers[i], r);
	memmove(&st->markers[i], &st->markers[i + 1], sizeof *st->markers *
	    (size_t)(st->nmarkers - i - 1));
	st->nmarkers--;
	return 0;
}

int
marker_set_rec(struct state *st, const char *name, int nattrs,
    char **attrs, struct ruling *r, char **cause)
{
	struct marker m;
	unsigned given = 0;
	int i, k, into;

	if ((i = marker_find(st, name, cause)) < 0)
		return -1;
	m = st->markers[i];
	if (nattrs == 0) {
		*cause = xprintf("expected NAME=VALUE: what to change");
		return -1;
	}
	for (k = 0; k < nattrs; k++)
		if (parse_attr(st, m.kind, attrs[k], m.val, &given, cause) != 0)
			return -1;
	/* a change that would make it one with its neighbour is refused:
	 * merging happens as markers come together */
	into = merges_into(st, m.kind, m.unit, m.hex, m.val, i);
	if (into >= 0) {
		struct ruling no;

		ruling_init(&no);
		ruling_word(refusal(st, &no, RS_REFUSE_MARKER_ONE_WITH, NULL,
		    marker_label(st, &m)), marker_label(st,
		    &st->markers[into]));
		return refused(&no, r, cause);
	}
	st->markers[i] = m;
	said(st, RS_MARKER_CHANGED, &m, r);
	return 0;
}

/* The first marker from i on standing in hex h of its own, or -1.  A
 * marker that goes with a unit does nothing to the hex: stakes carried
 * are not stakes planted. */
static int
planted_in(const struct state *st, struct hex h, int i)
{
	for (; i < st->nmarkers; i++)
		if (st->markers[i].unit < 0 &&
		    marker_in(st, &st->markers[i], h))
			return i;
	return -1;
}

int
marker_effect(const struct state *st, struct hex h, int *cost2,
    int *blocks_move, int *blocks_los)
{
	const struct marker_kind *mk;
	int i, any = 0;

	*cost2 = *blocks_move = *blocks_los = 0;
	for (i = planted_in(st, h, 0); i >= 0; i = planted_in(st, h, i + 1)) {
		mk = &st->gd->marker_kinds[st->markers[i].kind];
		if (mk->cost2 > *cost2)
			*cost2 = mk->cost2;
		*blocks_move |= mk->blocks_move;
		*blocks_los |= mk->blocks_los;
		any = 1;
	}
	return any;
}

int
marker_move_cost(const struct state *st, struct hex h, char **cause)
{
	const struct marker_kind *mk;
	int i, cost2 = 0;

	for (i = planted_in(st, h, 0); i >= 0; i = planted_in(st, h, i + 1)) {
		mk = &st->gd->marker_kinds[st->markers[i].kind];
		if (mk->blocks_move) {
			*cause = xprintf("%s holds %s (%s), which no unit may "
			    "enter (§%s)", hex_str(h), marker_label(st,
			    &st->markers[i]), mk->name, sec(mk->section));
			return -1;
		}
		if (mk->cost2 > cost2)
			cost2 = mk->cost2;
	}
	return cost2;
}

int
marker_blocks_los(const struct state *st, struct hex h)
{
	int cost2, move, los;

	marker_effect(st, h, &cost2, &move, &los);
	return los;
}

int
marker_setup(struct state *st, const struct scenario *sc, char **cause)
{
	char **w, *why = NULL;
	int i, n, rc = 0;

	for (i = 0; i < sc->nmarkers && rc == 0; i++) {
		if ((n = words_split(sc->markers[i], &w, &why)) < 2 ||
		    marker_place_rec(st, w[0], w[1], n - 2, w + 2, NULL, NULL,
		    &why) != 0) {
			*cause = xprintf("the scenario's marker \"%s\": %s",
			    sc->markers[i], why != NULL ? why : "expected KIND "
			    "HEX|UNIT [NAME=VALUE]...");
			rc = -1;
		}
		if (n >= 0)
			words_free_argv(n, w);
	}
	free(why);
	return rc;
}

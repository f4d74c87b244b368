/* unitload: a game's counters, read from `units:`.  A unit is a mapping
 * ({id: e01, name: ..., af: 4}) or, when the game gives `unit_columns:`,
 * a row of cells in those columns ("e01 | Henry V | english | ..."), as
 * an order of battle is printed: one YAML value a unit instead of two a
 * field, which is what a monster game's load cost (issue 10).  A list of
 * thousands is read by two threads (ld_units). */
#include "gdload.h"
#include "sideload.h"

#include <ctype.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#define COL_SEP	'|'

/* What a unit's key or column names: a field, or a stat by index. */
enum ufield {
	UF_ID = -1,
	UF_NAME = -2,
	UF_ECHELON = -3,
	UF_FACTION = -4,
	UF_TYPE = -5,
	UF_MARKS = -6,
	UF_LIKE = -7,
	UF_UNKNOWN = -8
};

/* A field's place in a have[] array: the stats, then -UF_*. */
#define SLOT(gd, f)	((f) >= 0 ? (f) : (gd)->nstats - (f))
#define NSLOTS(gd)	((gd)->nstats - UF_UNKNOWN)

/* A template of unit_templates: the values it gives (have[]), its own
 * and those of the template it is like, resolved before any unit is
 * read, and then only read (by both threads). */
struct utemplate {
	const char		*id;
	const struct ynode	*node, *key;
	struct unit_def		 proto;
	unsigned char		*have;
	int			 state;	/* 0 not yet, 1 being read, 2 read */
};

/* What every unit of the list is read with. */
struct ucontext {
	const int		*cols;		/* NULL: no unit_columns */
	const struct ynode	*columns;
	int			 like_col;	/* -1: no like column */
	struct utemplate	*tmpl;
	int			 ntmpl;
};

static int
field_of(const struct gamedata *gd, const char *what)
{
	static const struct {
		const char	*key;
		int		 field;
	} fixed[] = {
		{ "id", UF_ID }, { "name", UF_NAME }, { "echelon", UF_ECHELON },
		{ "faction", UF_FACTION }, { "type", UF_TYPE },
		{ "marks", UF_MARKS }, { "like", UF_LIKE }
	};
	size_t i;
	int st;

	for (i = 0; i < nitems(fixed); i++)
		if (strcmp(what, fixed[i].key) == 0)
			return fixed[i].field;
	if ((st = gd_stat(gd, what)) >= 0)
		return st;
	return UF_UNKNOWN;
}

static int
add_mark(struct loader *l, const struct gamedata *gd, struct unit_def *ud,
    const char *word, const struct ynode *at)
{
	int mk;

	for (mk = 0; mk < gd->nmarks; mk++)
		if (strcmp(gd->marks[mk].id, word) == 0)
			break;
	if (mk == gd->nmarks)
		return ld_fail(l, at, "expected one of the game's marks");
	ud->marks |= 1u << mk;
	return 0;
}

/* A stat of up to four digits, as util_parse_int reads it, without strtol:
 * a monster game has tens of thousands of them.  -1: not that simple
 * (util_parse_int decides). */
static int
small_number(const char *s, long *out)
{
	long v = 0;
	int i;

	for (i = 0; s[i] >= '0' && s[i] <= '9'; i++) {
		if (i == 4)
			return -1;
		v = v * 10 + (s[i] - '0');
	}
	if (i == 0 || s[i] != '\0')
		return -1;
	*out = v;
	return 0;
}

/* One scalar field of a unit, its value complained of at `at`. */
static int
set_field(struct loader *l, const struct gamedata *gd, struct unit_def *ud,
    int field, const char *value, const struct ynode *at)
{
	long x, back;

	switch (field) {
	case UF_ID:
		ud->id = xstrdup(value);
		return 0;
	case UF_NAME:
		ud->name = xstrdup(value);
		return 0;
	case UF_ECHELON:
		free(ud->echelon);	/* a template's, overridden */
		ud->echelon = xstrdup(value);
		return 0;
	case UF_FACTION:
		if ((ud->faction = gd_faction(gd, value)) < 0)
			return ld_fail(l, at, "expected a faction of the game");
		return 0;
	case UF_TYPE:
		if ((ud->type = gd_type(gd, value)) < 0)
			return ld_fail(l, at, "expected a unit type of the "
			    "game");
		return 0;
	}
	/* FRONT/BACK: the two sides of a two-sided counter (sideload.c) */
	if (small_number(value, &x) == 0 ? (back = x) > 999 :
	    sides_value(gd, value, &x, &back) < 0)
		return ld_fail(l, at, "expected a whole number from 0 to 999%s",
		    gd->sides_any ? ", or FRONT/BACK for a counter of two "
		    "sides (4/8)" : "");
	ud->stat[field] = (int)x;
	if (gd->sides_any)
		ud->stat[gd->nstats + field] = (int)back;
	return 0;
}

/* What every unit is checked for, whichever form it came in. */
static int
unit_done(struct loader *l, struct gamedata *gd, const struct ynode *u)
{
	const struct unit_def *ud = &gd->units[gd->nunits - 1];
	int j;

	if ((j = gd_units_index_add(gd, gd->nunits - 1)) >= 0)
		return ld_fail(l, u, "unit %s repeats the id or name of unit "
		    "%s", ud->id, gd->units[j].id);
	if (sides_unit_check(l, gd, ud, u) != 0)
		return -1;
	if (strchr(ud->id, ' ') != NULL || isdigit((unsigned char)ud->id[0]))
		return ld_fail(l, u, "a unit id is one word that does not "
		    "start with a digit (it must not look like a hex)");
	return 0;
}

/* A small have[] on the stack, a larger one allocated. */
#define HAVE_SMALL	64

/* One key of a unit's or a template's mapping (not like): 0, -1 with the
 * reason in l, or -2 for a key that is not a field (the caller says so
 * in its own words). */
static int
map_key(struct loader *l, const struct gamedata *gd, struct unit_def *ud,
    unsigned char *have, int field, const char *what, const struct ynode *v)
{
	int jj;

	if (field == UF_MARKS) {
		if (v->type != Y_SEQ)
			return ld_fail(l, v, "expected a list of "
			    "characteristics");
		ud->marks = 0;	/* a template's, overridden */
		for (jj = 0; jj < v->n; jj++)
			if (v->items[jj]->type != Y_SCALAR ?
			    ld_fail(l, v->items[jj], "expected one of "
			    "the game's marks") != 0 :
			    add_mark(l, gd, ud, v->items[jj]->value,
			    v->items[jj]) != 0)
				return -1;
	} else if (v->type != Y_SCALAR)
		return ld_fail(l, v, "expected a value for \"%s\"", what);
	else if (field == UF_UNKNOWN)
		return -2;
	else if (set_field(l, gd, ud, field, v->value, v) != 0)
		return -1;
	have[SLOT(gd, field)] = 1;
	return 0;
}

static struct utemplate *
template_find(const struct ucontext *cx, const char *id)
{
	int i;

	for (i = 0; i < cx->ntmpl; i++)
		if (strcmp(cx->tmpl[i].id, id) == 0)
			return &cx->tmpl[i];
	return NULL;
}

static int
no_template(struct loader *l, const struct ucontext *cx, const char *id,
    const struct ynode *at)
{
	struct buf b;
	int i, rc;

	if (cx->ntmpl == 0)
		return ld_fail(l, at, "no template \"%s\": the game has no "
		    "unit_templates", id);
	buf_init(&b);
	for (i = 0; i < cx->ntmpl; i++)
		buf_printf(&b, "%s%s", i > 0 ? ", " : "", cx->tmpl[i].id);
	rc = ld_fail(l, at, "no template \"%s\" (expected one of "
	    "unit_templates: %s)", id, b.s);
	buf_free(&b);
	return rc;
}

/* ud and have start as template t's.  A unit_def is copied whole, so
 * that a field added to it later comes from its template too; what it
 * owns (its stats, its echelon) is copied here. */
static void
copy_from(const struct gamedata *gd, struct unit_def *ud,
    unsigned char *have, const struct utemplate *t)
{
	int *stat = ud->stat;
	char *id = ud->id, *name = ud->name;

	free(ud->echelon);
	*ud = t->proto;
	ud->id = id;
	ud->name = name;
	ud->stat = stat;
	memcpy(stat, t->proto.stat, (size_t)sides_nvalues(gd) * sizeof *stat);
	ud->echelon = t->proto.echelon ? xstrdup(t->proto.echelon) : NULL;
	memcpy(have, t->have, (size_t)NSLOTS(gd));
}

/* Template t, after the template it is like (a loop of like: is named
 * from t round to t). */
static int
template_read(struct loader *l, const struct gamedata *gd,
    const struct ucontext *cx, struct utemplate *t)
{
	const struct ynode *m = t->node, *like;
	struct utemplate *base, *u;
	struct buf b;
	int k, field, rc;

	if (t->state == 2)
		return 0;
	if (t->state == 1) {
		buf_init(&b);
		buf_puts(&b, t->id);
		u = t;
		do {
			u = template_find(cx, ymap_get(u->node, "like")->value);
			buf_printf(&b, " -> %s", u->id);
		} while (u != t);
		rc = ld_fail(l, ymap_get(t->node, "like"), "template \"%s\" "
		    "is like itself (a loop of like: %s)", t->id, b.s);
		buf_free(&b);
		return rc;
	}
	t->state = 1;
	if (m->type != Y_MAP)
		return ld_fail(l, m, "expected template \"%s\" as a mapping of "
		    "the values its counters share", t->id);
	if ((like = ymap_get(m, "like")) != NULL) {
		if (like->type != Y_SCALAR)
			return ld_fail(l, like, "expected the name of a "
			    "template");
		if ((base = template_find(cx, like->value)) == NULL)
			return no_template(l, cx, like->value, like);
		if (template_read(l, gd, cx, base) != 0)
			return -1;
		copy_from(gd, &t->proto, t->have, base);
	}
	for (k = 0; k < m->n; k++) {
		field = field_of(gd, m->keys[k]->value);
		if (field == UF_LIKE)
			continue;
		if (field == UF_ID || field == UF_NAME)
			return ld_fail(l, m->keys[k], "template \"%s\" gives "
			    "\"%s\": a template gives what its counters share, "
			    "and each counter's id and name are its own", t->id,
			    m->keys[k]->value);
		rc = map_key(l, gd, &t->proto, t->have, field,
		    m->keys[k]->value, m->vals[k]);
		if (rc == -2)
			return ld_fail(l, m->keys[k], "unknown key \"%s\" in "
			    "template \"%s\" (expected like, faction, type, "
			    "echelon, marks or one of the game's stats)",
			    m->keys[k]->value, t->id);
		if (rc != 0)
			return -1;
	}
	t->state = 2;
	return 0;
}

/* unit_templates: {NAME: {like: NAME, KEY: VALUE ...}}: every template
 * read once, before the units. */
static int
templates_read(struct loader *l, const struct gamedata *gd,
    const struct ynode *m, struct ucontext *cx)
{
	int i;

	if (m == NULL)
		return 0;
	if (m->type != Y_MAP)
		return ld_fail(l, m, "expected unit_templates as a mapping of "
		    "template names to the values their counters share");
	cx->tmpl = xcalloc((size_t)m->n + 1, sizeof *cx->tmpl);
	cx->ntmpl = m->n;
	for (i = 0; i < m->n; i++) {
		cx->tmpl[i].id = m->keys[i]->value;
		cx->tmpl[i].key = m->keys[i];
		cx->tmpl[i].node = m->vals[i];
		cx->tmpl[i].proto.stat = xcalloc(
		    (size_t)sides_nvalues(gd) + 1,
		    sizeof *cx->tmpl[i].proto.stat);
		cx->tmpl[i].have = xcalloc((size_t)NSLOTS(gd), 1);
	}
	for (i = 0; i < m->n; i++)
		if (template_read(l, gd, cx, &cx->tmpl[i]) != 0)
			return -1;
	return 0;
}

static void
templates_free(struct ucontext *cx)
{
	int i;

	for (i = 0; i < cx->ntmpl; i++) {
		free(cx->tmpl[i].proto.stat);
		free(cx->tmpl[i].proto.echelon);
		free(cx->tmpl[i].have);
	}
	free(cx->tmpl);
}

/* What a unit must have once its template and its own values are in:
 * id, name, faction, type and every stat. */
static int
unit_complete(struct loader *l, const struct gamedata *gd,
    const struct unit_def *ud, const unsigned char *have,
    const struct utemplate *t, const struct ynode *u)
{
	int k;

	if (ud->id == NULL || ud->name == NULL ||
	    !have[SLOT(gd, UF_FACTION)] || !have[SLOT(gd, UF_TYPE)])
		return ld_fail(l, u, "a unit needs id, name, faction and type%s",
		    t != NULL ? " (its own, or its template's)" : "");
	for (k = 0; k < gd->nstats; k++)
		if (!have[k]) {
			if (t != NULL)
				return ld_fail(l, u, "unit %s has no \"%s\" "
				    "(nor has its template \"%s\")", ud->id,
				    gd->stats[k].id, t->id);
			return ld_fail(l, u, "unit %s has no \"%s\"", ud->id,
			    gd->stats[k].id);
		}
	return 0;
}

static int
unit_of_mapping(struct loader *l, struct gamedata *gd,
    const struct ucontext *cx, struct unit_def *ud, const struct ynode *u)
{
	const struct ynode *v, *like = ymap_get(u, "like");
	const struct utemplate *t = NULL;
	unsigned char small[HAVE_SMALL], *have = small;
	int k, field, rc = -1;

	if (NSLOTS(gd) > HAVE_SMALL)
		have = xcalloc((size_t)NSLOTS(gd), 1);
	else
		memset(have, 0, sizeof small);
	if (like != NULL) {
		if (like->type != Y_SCALAR) {
			ld_fail(l, like, "expected the name of a template");
			goto out;
		}
		if ((t = template_find(cx, like->value)) == NULL) {
			no_template(l, cx, like->value, like);
			goto out;
		}
		copy_from(gd, ud, have, t);
	}
	for (k = 0; k < u->n; k++) {
		v = u->vals[k];
		if ((field = field_of(gd, u->keys[k]->value)) == UF_LIKE)
			continue;
		rc = map_key(l, gd, ud, have, field, u->keys[k]->value, v);
		if (rc == -2)
			ld_fail(l, u->keys[k], "unknown key \"%s\" in a "
			    "unit (expected id, name, faction, type, echelon, "
			    "marks or one of the game's stats, or like)",
			    u->keys[k]->value);
		if (rc != 0) {
			rc = -1;
			goto out;
		}
	}
	rc = unit_complete(l, gd, ud, have, t, u);
out:
	if (have != small)
		free(have);
	return rc;
}

/* unit_columns: [id, name, ...]: each a field or a stat, once; every
 * field a unit needs, and every stat, among them. */
static int
read_columns(struct loader *l, const struct gamedata *gd,
    const struct ynode *c, int **cols)
{
	static const char *const need[] = { "id", "name", "faction", "type" };
	unsigned char *seen;	/* stats, then -UF_* */
	int i, k, field, rc = -1;
	size_t j;

	*cols = xcalloc((size_t)c->n + 1, sizeof **cols);
	seen = xcalloc((size_t)gd->nstats - UF_UNKNOWN, 1);
	for (i = 0; i < c->n; i++) {
		if (c->items[i]->type != Y_SCALAR ||
		    (field = field_of(gd, c->items[i]->value)) == UF_UNKNOWN) {
			ld_fail(l, c->items[i], "expected a column: id, name, "
			    "faction, type, echelon, marks or one of the "
			    "game's stats (or like, naming a template)");
			goto out;
		}
		for (k = 0; k < i; k++)
			if ((*cols)[k] == field) {
				ld_fail(l, c->items[i], "column \"%s\" appears "
				    "twice", c->items[i]->value);
				goto out;
			}
		(*cols)[i] = field;
		seen[field >= 0 ? field : gd->nstats - field] = 1;
	}
	for (j = 0; j < nitems(need); j++)
		if (!seen[gd->nstats - field_of(gd, need[j])]) {
			ld_fail(l, c, "unit_columns is missing \"%s\" (a unit "
			    "needs id, name, faction, type and every stat)",
			    need[j]);
			goto out;
		}
	for (k = 0; k < gd->nstats; k++)
		if (!seen[k]) {
			ld_fail(l, c, "unit_columns is missing \"%s\" (a unit "
			    "needs id, name, faction, type and every stat)",
			    gd->stats[k].id);
			goto out;
		}
	rc = 0;
out:
	free(seen);
	return rc;
}

/* The place of the cell at offset off of row r, for complaints: a
 * quoted row starts one column before its text. */
static struct ynode
cell_at(const struct ynode *r, size_t off)
{
	struct ynode at = *r;

	at.col += (int)off + (r->quoted ? 1 : 0);
	return at;
}

/* A row: its cells in the order of unit_columns.  A row naming a
 * template (its like cell) may leave cells empty, or stop early: those
 * values are the template's. */
static int
unit_of_row(struct loader *l, struct gamedata *gd, const struct ucontext *cx,
    struct unit_def *ud, const struct ynode *r)
{
	const struct ynode *columns = cx->columns;
	const int *cols = cx->cols;
	const char *s = r->value, *p, *end = s;
	const struct utemplate *t = NULL;
	char small[256], *cell = small, *w, *last;
	unsigned char hsmall[HAVE_SMALL], *have = hsmall;
	struct ynode at;
	size_t off, len = strlen(s);
	int i, pass, ncols = columns->n, rc = -1;

	if (len >= sizeof small)
		cell = xmalloc(len + 1);
	if (NSLOTS(gd) > HAVE_SMALL)
		have = xcalloc((size_t)NSLOTS(gd), 1);
	else
		memset(have, 0, sizeof hsmall);
	/* pass 0 finds the like cell, pass 1 reads the others */
	for (pass = cx->like_col >= 0 ? 0 : 1; pass < 2; pass++) {
		p = s;
		for (i = 0; i < ncols && p != NULL; i++) {
			end = strchr(p, COL_SEP);
			if (end == NULL)
				end = p + strlen(p);
			while (p < end && (*p == ' ' || *p == '\t'))
				p++;
			off = (size_t)(p - s);
			len = (size_t)(end - p);
			while (len > 0 && (p[len - 1] == ' ' ||
			    p[len - 1] == '\t'))
				len--;
			memcpy(cell, p, len);
			cell[len] = '\0';
			at = cell_at(r, off);
			p = *end == '\0' ? NULL : end + 1;
			if (pass == 0) {
				if (cols[i] != UF_LIKE || len == 0)
					continue;
				if ((t = template_find(cx, cell)) == NULL) {
					no_template(l, cx, cell, &at);
					goto out;
				}
				copy_from(gd, ud, have, t);
				break;
			}
			if (p == NULL && i < ncols - 1 && t == NULL) {
				ld_fail(l, r, "expected %d cells separated by "
				    "\"%c\", one for each of unit_columns (line "
				    "%d), found %d", ncols, COL_SEP,
				    columns->line, i + 1);
				goto out;
			}
			if (cols[i] == UF_LIKE)
				continue;
			if (len == 0 && cols[i] != UF_ECHELON &&
			    cols[i] != UF_MARKS && (t == NULL ||
			    cols[i] == UF_ID || cols[i] == UF_NAME)) {
				ld_fail(l, &at, "expected a value in the \"%s\" "
				    "cell", columns->items[i]->value);
				goto out;
			}
			if (len == 0 && t != NULL)
				continue;	/* the template's */
			if (cols[i] == UF_MARKS) {
				ud->marks = 0;
				for (w = strtok_r(cell, " \t", &last); w != NULL;
				    w = strtok_r(NULL, " \t", &last))
					if (add_mark(l, gd, ud, w, &at) != 0)
						goto out;
			} else if (len > 0 &&
			    set_field(l, gd, ud, cols[i], cell, &at) != 0)
				goto out;
			have[SLOT(gd, cols[i])] = 1;
		}
	}
	if (p != NULL) {
		ld_fail(l, r, "expected %d cells separated by \"%c\", one for "
		    "each of unit_columns (line %d), found more", ncols,
		    COL_SEP, columns->line);
		goto out;
	}
	rc = t != NULL ? unit_complete(l, gd, ud, have, t, r) : 0;
out:
	if (cell != small)
		free(cell);
	if (have != hsmall)
		free(have);
	return rc;
}

/* Unit i of the list into gd->units[i]: 0, or -1 with the reason in l. */
static int
read_unit(struct loader *l, struct gamedata *gd, const struct ynode *s,
    int i, const struct ucontext *cx)
{
	const struct ynode *u = s->items[i];
	struct unit_def *ud = &gd->units[i];

	if (u->type != Y_MAP && (u->type != Y_SCALAR || cx->cols == NULL))
		return ld_fail(l, u, "expected a unit as a mapping%s",
		    cx->cols == NULL ? "" : ", or as a row of cells");
	ud->stat = xcalloc((size_t)sides_nvalues(gd) + 1, sizeof *ud->stat);
	if (u->type == Y_MAP)
		return unit_of_mapping(l, gd, cx, ud, u);
	return unit_of_row(l, gd, cx, ud, u);
}

/* From this many units a second thread reads the later ones while the
 * first reads the earlier and then checks them all in order (the index:
 * duplicates).  The first takes 3/10 of them: checking is some 2/5 of
 * the reading.  Reading a unit reads the document and the game's tables
 * and writes only that unit. */
#define UNITS_SPLIT	1000

struct units_job {
	struct loader	 l;	/* the same document, a reason of its own */
	struct gamedata	*gd;
	const struct ynode *s;
	const struct ucontext *cx;
	int		 from, to;
	int		 failed;	/* the first that failed, or to */
};

static void *
units_run(void *arg)
{
	struct units_job *j = arg;
	int i;

	for (i = j->from; i < j->to; i++)
		if (read_unit(&j->l, j->gd, j->s, i, j->cx) != 0)
			break;
	j->failed = i;
	return NULL;
}

/* The complaint is the one a unit-by-unit load gives: the first unit
 * that will not read, or that repeats an earlier one, whichever thread
 * read it. */
int
ld_units(struct loader *l, struct gamedata *gd, const struct ynode *s,
    const struct ynode *columns, const struct ynode *templates)
{
	struct units_job j;
	struct ucontext cx;
	pthread_t t;
	sigset_t all, old;
	int i, h = s->n, started = 0, *cols = NULL, rc = -1;

	memset(&j, 0, sizeof j);
	memset(&cx, 0, sizeof cx);
	cx.like_col = -1;
	if (columns != NULL && read_columns(l, gd, columns, &cols) != 0)
		goto out;
	cx.cols = cols;
	cx.columns = columns;
	for (i = 0; cols != NULL && i < columns->n; i++)
		if (cols[i] == UF_LIKE)
			cx.like_col = i;
	if (templates_read(l, gd, templates, &cx) != 0)
		goto out;
	gd->units = xcalloc((size_t)s->n + 1, sizeof *gd->units);
	gd_units_index_init(gd, s->n);
	if (s->n >= UNITS_SPLIT) {
		j.l.d = l->d;
		j.gd = gd;
		j.s = s;
		j.cx = &cx;
		j.from = s->n * 3 / 10;
		j.to = s->n;
		sigfillset(&all);	/* signals are for the first thread */
		pthread_sigmask(SIG_SETMASK, &all, &old);
		started = pthread_create(&t, NULL, units_run, &j) == 0;
		pthread_sigmask(SIG_SETMASK, &old, NULL);
		if (started)
			h = j.from;
	}
	for (i = 0; i < s->n; i++) {
		if (i < h && read_unit(l, gd, s, i, &cx) != 0)
			goto out;
		if (i == h) {
			pthread_join(t, NULL);
			started = 0;
		}
		if (i >= h && i == j.failed) {
			l->cause = j.l.cause;
			j.l.cause = NULL;
			goto out;
		}
		gd->nunits = i + 1;
		if (unit_done(l, gd, s->items[i]) != 0)
			goto out;
	}
	gd_units_index_finish(gd);
	rc = 0;
out:
	if (started)
		pthread_join(t, NULL);
	free(j.l.cause);
	/* the units either thread began, for gamedata_free (the rest are
	 * zero) */
	if (rc != 0 && gd->units != NULL)
		gd->nunits = s->n;
	templates_free(&cx);
	free(cols);
	return rc;
}

/* unitload: a game's counters, read from `units:`.  A unit is a mapping
 * ({id: e01, name: ..., af: 4}) or, when the game gives `unit_columns:`,
 * a row of cells in those columns ("e01 | Henry V | english | ..."), as
 * an order of battle is printed: one YAML value a unit instead of two a
 * field, which is what a monster game's load cost (issue 10).  A list of
 * thousands is read by two threads (ld_units). */
#include "gdload.h"

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
	UF_UNKNOWN = -7
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
		{ "marks", UF_MARKS }
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

/* A stat of up to four digits, as parse_int reads it, without strtol:
 * a monster game has tens of thousands of them.  -1: not that simple
 * (parse_int decides). */
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
	long x;

	switch (field) {
	case UF_ID:
		ud->id = xstrdup(value);
		return 0;
	case UF_NAME:
		ud->name = xstrdup(value);
		return 0;
	case UF_ECHELON:
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
	if (small_number(value, &x) == 0 ? x > 999 :
	    parse_int(value, 0, 999, &x) != 0)
		return ld_fail(l, at, "expected a whole number from 0 to 999");
	ud->stat[field] = (int)x;
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
	if (strchr(ud->id, ' ') != NULL || isdigit((unsigned char)ud->id[0]))
		return ld_fail(l, u, "a unit id is one word that does not "
		    "start with a digit (it must not look like a hex)");
	return 0;
}

static int
unit_of_mapping(struct loader *l, struct gamedata *gd, struct unit_def *ud,
    const struct ynode *u)
{
	const struct ynode *v;
	const char *what;
	int k, jj, field;

	for (k = 0; k < u->n; k++) {
		what = u->keys[k]->value;
		v = u->vals[k];
		field = field_of(gd, what);
		if (field == UF_MARKS) {
			if (v->type != Y_SEQ)
				return ld_fail(l, v, "expected a list of "
				    "characteristics");
			for (jj = 0; jj < v->n; jj++)
				if (v->items[jj]->type != Y_SCALAR ?
				    ld_fail(l, v->items[jj], "expected one of "
				    "the game's marks") != 0 :
				    add_mark(l, gd, ud, v->items[jj]->value,
				    v->items[jj]) != 0)
					return -1;
			continue;
		}
		if (v->type != Y_SCALAR)
			return ld_fail(l, v, "expected a value for \"%s\"",
			    what);
		if (field == UF_UNKNOWN)
			return ld_fail(l, u->keys[k], "unknown key \"%s\" in a "
			    "unit (expected id, name, faction, type, echelon, "
			    "marks or one of the game's stats)", what);
		if (set_field(l, gd, ud, field, v->value, v) != 0)
			return -1;
	}
	if (ud->id == NULL || ud->name == NULL ||
	    ymap_get(u, "faction") == NULL || ymap_get(u, "type") == NULL)
		return ld_fail(l, u, "a unit needs id, name, faction and type");
	for (k = 0; k < gd->nstats; k++)
		if (ymap_get(u, gd->stats[k].id) == NULL)
			return ld_fail(l, u, "unit %s has no \"%s\"", ud->id,
			    gd->stats[k].id);
	return 0;
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
			    "game's stats");
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

static int
unit_of_row(struct loader *l, struct gamedata *gd, struct unit_def *ud,
    const struct ynode *r, const int *cols, int ncols,
    const struct ynode *columns)
{
	const char *s = r->value, *p, *end = s;
	char small[256], *cell = small, *w, *last;
	struct ynode at;
	size_t off, len = strlen(s);
	int i, rc = -1;

	if (len >= sizeof small)
		cell = xmalloc(len + 1);
	p = s;
	for (i = 0; i < ncols; i++) {
		end = strchr(p, COL_SEP);
		if (end == NULL)
			end = p + strlen(p);
		while (p < end && (*p == ' ' || *p == '\t'))
			p++;
		off = (size_t)(p - s);
		len = (size_t)(end - p);
		while (len > 0 && (p[len - 1] == ' ' || p[len - 1] == '\t'))
			len--;
		memcpy(cell, p, len);
		cell[len] = '\0';
		at = cell_at(r, off);
		if (*end == '\0' && i < ncols - 1) {
			ld_fail(l, r, "expected %d cells separated by \"%c\", "
			    "one for each of unit_columns (line %d), found %d",
			    ncols, COL_SEP, columns->line, i + 1);
			goto out;
		}
		if (cols[i] == UF_MARKS) {
			for (w = strtok_r(cell, " \t", &last); w != NULL;
			    w = strtok_r(NULL, " \t", &last))
				if (add_mark(l, gd, ud, w, &at) != 0)
					goto out;
		} else if (len == 0 && cols[i] != UF_ECHELON) {
			ld_fail(l, &at, "expected a value in the \"%s\" cell",
			    columns->items[i]->value);
			goto out;
		} else if (len > 0 &&
		    set_field(l, gd, ud, cols[i], cell, &at) != 0)
			goto out;
		p = *end == '\0' ? end : end + 1;
	}
	if (end[0] != '\0') {
		ld_fail(l, r, "expected %d cells separated by \"%c\", one for "
		    "each of unit_columns (line %d), found more", ncols,
		    COL_SEP, columns->line);
		goto out;
	}
	rc = 0;
out:
	if (cell != small)
		free(cell);
	return rc;
}

/* Unit i of the list into gd->units[i]: 0, or -1 with the reason in l. */
static int
read_unit(struct loader *l, struct gamedata *gd, const struct ynode *s,
    int i, const int *cols, const struct ynode *columns)
{
	const struct ynode *u = s->items[i];
	struct unit_def *ud = &gd->units[i];

	if (u->type != Y_MAP && (u->type != Y_SCALAR || cols == NULL))
		return ld_fail(l, u, "expected a unit as a mapping%s",
		    cols == NULL ? "" : ", or as a row of cells");
	ud->stat = xcalloc((size_t)gd->nstats + 1, sizeof *ud->stat);
	if (u->type == Y_MAP)
		return unit_of_mapping(l, gd, ud, u);
	return unit_of_row(l, gd, ud, u, cols, columns->n, columns);
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
	const struct ynode *s, *columns;
	const int	*cols;
	int		 from, to;
	int		 failed;	/* the first that failed, or to */
};

static void *
units_run(void *arg)
{
	struct units_job *j = arg;
	int i;

	for (i = j->from; i < j->to; i++)
		if (read_unit(&j->l, j->gd, j->s, i, j->cols, j->columns) != 0)
			break;
	j->failed = i;
	return NULL;
}

/* The complaint is the one a unit-by-unit load gives: the first unit
 * that will not read, or that repeats an earlier one, whichever thread
 * read it. */
int
ld_units(struct loader *l, struct gamedata *gd, const struct ynode *s,
    const struct ynode *columns)
{
	struct units_job j;
	pthread_t t;
	sigset_t all, old;
	int i, h = s->n, started = 0, *cols = NULL, rc = -1;

	memset(&j, 0, sizeof j);
	if (columns != NULL && read_columns(l, gd, columns, &cols) != 0)
		goto out;
	gd->units = xcalloc((size_t)s->n + 1, sizeof *gd->units);
	gd_units_index_init(gd, s->n);
	if (s->n >= UNITS_SPLIT) {
		j.l.d = l->d;
		j.gd = gd;
		j.s = s;
		j.cols = cols;
		j.columns = columns;
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
		if (i < h && read_unit(l, gd, s, i, cols, columns) != 0)
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
	free(cols);
	return rc;
}

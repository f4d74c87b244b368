/* gdload: typed values out of YAML nodes, with located complaints. */
#include "gdload.h"
#include "hookevent.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
ld_fail(struct loader *l, const struct ynode *n, const char *fmt, ...)
{
	va_list ap;
	char *msg;

	va_start(ap, fmt);
	msg = xvprintf(fmt, ap);
	va_end(ap);
	l->cause = yerr(&l->d, n, "%s", msg);
	free(msg);
	return -1;
}

int
ld_kind(struct loader *l, const struct ynode *m, const char *what,
    const void *table, size_t stride, size_t n)
{
	const struct ynode *v;
	const char *name;
	struct buf b;
	size_t i;

	if (m->type != Y_MAP)
		return ld_fail(l, m, "expected %s rules {kind: ...}", what);
	v = ymap_get(m, "kind");
	for (i = 0; v != NULL && v->type == Y_SCALAR && i < n; i++) {
		name = *(const char *const *)(const void *)
		    ((const char *)table + i * stride);
		if (strcmp(v->value, name) == 0)
			return (int)i;
	}
	buf_init(&b);
	for (i = 0; i < n; i++)
		buf_printf(&b, "%s%s", i ? ", " : "", *(const char *const *)
		    (const void *)((const char *)table + i * stride));
	ld_fail(l, v != NULL ? v : m, "expected a %s kind: one of %s", what,
	    b.s);
	buf_free(&b);
	return -1;
}

/* "section", "defended_section", "rate_section": a key whose value a
 * ruling cites. */
static int
is_section_key(const char *key)
{
	size_t n = strlen(key);

	return strcmp(key, "section") == 0 ||
	    (n > 8 && strcmp(key + n - 8, "_section") == 0);
}

int
ld_str(struct loader *l, const struct ynode *m, const char *key, char **out)
{
	const struct ynode *v = ymap_get(m, key);

	if (v == NULL) {
		*out = NULL;
		return 0;
	}
	if (v->type != Y_SCALAR)
		return ld_fail(l, v, "expected text for \"%s\"", key);
	/* a ruling cites a real section: section: "" would cite none */
	if (v->value[0] == '\0' && is_section_key(key))
		return ld_fail(l, v, "expected a section of the rulebook for "
		    "\"%s\" (as \"9.21\"), not an empty one", key);
	*out = xstrdup(v->value);
	return 0;
}

int
ld_proc(struct loader *l, struct gamedata *gd, const struct ynode *m,
    const char *key, const char *block, char **out)
{
	const struct ynode *v = ymap_get(m, key);
	struct proc_ref *r;

	if (ld_str(l, m, key, out) != 0)
		return -1;
	if (*out == NULL)
		return 0;
	if ((*out)[0] == '\0')
		return ld_fail(l, v, "expected the name of a Tcl proc of the "
		    "game's scripts for \"%s\"", key);
	gd->procs = xrealloc(gd->procs, sizeof *gd->procs *
	    ((size_t)gd->nprocs + 1));
	r = &gd->procs[gd->nprocs++];
	r->proc = xstrdup(*out);
	r->where = yerr(&l->d, v, "%s%s%s", block != NULL ? block : "",
	    block != NULL ? " " : "", key);
	return 0;
}

int
ld_int(struct loader *l, const struct ynode *m, const char *key, long min,
    long max, long dflt, int *out)
{
	const struct ynode *v = ymap_get(m, key);
	long x;

	if (v == NULL) {
		*out = (int)dflt;
		return 0;
	}
	if (yint(&l->d, v, min, max, &x, &l->cause) != 0)
		return -1;
	*out = (int)x;
	return 0;
}

int
ld_bool(struct loader *l, const struct ynode *m, const char *key, int dflt,
    int *out)
{
	const struct ynode *v = ymap_get(m, key);

	*out = dflt;
	if (v == NULL)
		return 0;
	if (v->type != Y_SCALAR || (strcmp(v->value, "true") != 0 &&
	    strcmp(v->value, "false") != 0))
		return ld_fail(l, v, "expected true or false for \"%s\"", key);
	*out = strcmp(v->value, "true") == 0;
	return 0;
}

int
ld_section(struct loader *l, const struct ynode *m, const char *key,
    const char *cites, char **out)
{
	if (ymap_get(m, key) == NULL)
		return ld_fail(l, m, "missing the key \"%s\": %s cite the "
		    "rulebook's section", key, cites);
	return ld_str(l, m, key, out);
}

int
ld_stat(struct loader *l, struct gamedata *gd, const struct ynode *m,
    const char *key, int *out)
{
	const struct ynode *v = ymap_get(m, key);

	*out = -1;
	if (v == NULL)
		return 0;
	if (v->type != Y_SCALAR || (*out = gd_stat(gd, v->value)) < 0)
		return ld_fail(l, v, "expected one of the game's stats");
	return 0;
}

int
ld_symbol(struct loader *l, const struct ynode *m, char *out)
{
	const struct ynode *v = ymap_get(m, "symbol");

	if (v == NULL || v->type != Y_SCALAR || strlen(v->value) != 1 ||
	    !isprint((unsigned char)v->value[0]))
		return ld_fail(l, v ? v : m, "expected a one-character symbol");
	*out = v->value[0];
	return 0;
}

/* [archer, leader] -> bit mask over unit types */
int
ld_types(struct loader *l, struct gamedata *gd, const struct ynode *m,
    const char *key, unsigned *out)
{
	const struct ynode *v = ymap_get(m, key);
	int i, t;

	*out = 0;
	if (v == NULL)
		return 0;
	if (v->type != Y_SEQ)
		return ld_fail(l, v, "expected a list of unit types for \"%s\"",
		    key);
	for (i = 0; i < v->n; i++) {
		if (v->items[i]->type != Y_SCALAR ||
		    (t = gd_type(gd, v->items[i]->value)) < 0)
			return ld_fail(l, v->items[i], "expected a unit type "
			    "(one of the game's unit_types)");
		if (*out & 1u << t)
			return ld_fail(l, v->items[i], "unit type \"%s\" is "
			    "listed twice in \"%s\"", v->items[i]->value,
			    key);
		*out |= 1u << t;
	}
	return 0;
}

static const char *arc_names[HEX_DIRS] = {
	"front", "front-right", "right-flank", "rear", "left-flank",
	"front-left"
};

int
ld_arc(struct loader *l, const struct ynode *m, const char *key,
    unsigned dflt, unsigned *out)
{
	const struct ynode *v = ymap_get(m, key);
	int i, k;

	*out = dflt;
	if (v == NULL)
		return 0;
	if (v->type != Y_SEQ)
		return ld_fail(l, v, "expected a list of hexsides such as "
		    "[front, front-right]");
	*out = 0;
	for (i = 0; i < v->n; i++) {
		for (k = 0; k < HEX_DIRS; k++)
			if (v->items[i]->type == Y_SCALAR &&
			    strcmp(v->items[i]->value, arc_names[k]) == 0)
				break;
		if (k == HEX_DIRS)
			return ld_fail(l, v->items[i], "expected front, "
			    "front-right, right-flank, rear, left-flank or "
			    "front-left");
		*out |= ARC_BIT(k);
	}
	return 0;
}

int
ld_range(struct loader *l, const struct ynode *m, const char *key, int *lo,
    int *hi)
{
	const struct ynode *v = ymap_get(m, key);
	long a, b;
	char *dash;

	if (v == NULL || v->type != Y_SCALAR ||
	    (dash = strchr(v->value, '-')) == NULL)
		goto bad;
	*dash = '\0';
	if (util_parse_int(v->value, 0, 99, &a) != 0 ||
	    util_parse_int(dash + 1, 0, 99, &b) != 0 || a > b) {
		*dash = '-';
		goto bad;
	}
	*dash = '-';
	*lo = (int)a;
	*hi = (int)b;
	return 0;
bad:
	return ld_fail(l, v ? v : m, "expected \"%s\" as a range of two-digit "
	    "numbers such as \"01-22\"", key);
}

int
ld_doc(struct loader *l, const char *dir, const char *name)
{
	char *path = xprintf("%s/%s", dir, name);
	const char *shown = strrchr(dir, '/');
	char *display;
	int rc;

	/* Messages name the file as game/file.yaml: short, and enough to
	 * find it under scenarios/ or tables/. */
	display = xprintf("%s/%s", shown ? shown + 1 : dir, name);
	rc = ydoc_load(&l->d, path, display, &l->cause);
	free(display);
	free(path);
	return rc;
}

/* [a, b, c] -> a NULL-terminated array of strings */
int
ld_words(struct loader *l, const struct ynode *m, const char *key,
    char ***out, int *n)
{
	const struct ynode *v = ymap_get(m, key);
	int i;

	*out = xcalloc(1, sizeof **out);
	*n = 0;
	if (v == NULL)
		return 0;
	if (v->type != Y_SEQ)
		return ld_fail(l, v, "expected a list for \"%s\"", key);
	*out = xrealloc(*out, sizeof **out * (size_t)(v->n + 1));
	for (i = 0; i < v->n; i++) {
		if (v->items[i]->type != Y_SCALAR)
			return ld_fail(l, v->items[i], "expected a word");
		(*out)[(*n)++] = xstrdup(v->items[i]->value);
		(*out)[*n] = NULL;
	}
	return 0;
}

int
ld_cost(struct loader *l, const struct ynode *m, const char *key, int dflt2,
    int *out)
{
	const struct ynode *v = ymap_get(m, key);
	long whole;
	char buf[16], *dot;

	*out = dflt2;
	if (v == NULL)
		return 0;
	if (v->type != Y_SCALAR || strlen(v->value) >= sizeof buf)
		goto bad;
	strcpy(buf, v->value);
	if ((dot = strchr(buf, '.')) != NULL) {
		if (strcmp(dot, ".5") != 0 && strcmp(dot, ".0") != 0)
			goto bad;
		*out = strcmp(dot, ".5") == 0;
		*dot = '\0';
	} else
		*out = 0;
	if (util_parse_int(buf[0] ? buf : "0", 0, 99, &whole) != 0)
		goto bad;
	*out += 2 * (int)whole;
	return 0;
bad:
	return ld_fail(l, v ? v : m, "expected a movement cost such as 1, 2 "
	    "or 0.5 for \"%s\"", key);
}

/* One script beside the data file. */
static int
ld_script(struct loader *l, const char *dir, const struct ynode *v,
    char ***scripts, int *n)
{
	int i;

	if (v->type != Y_SCALAR || v->value[0] == '\0')
		return ld_fail(l, v, "expected a Tcl file beside the data file");
	if (strchr(v->value, '/') != NULL)
		return ld_fail(l, v, "expected a file beside the data file");
	if (*n >= GAME_SCRIPTS_MAX)
		return ld_fail(l, v, "at most %d scripts", GAME_SCRIPTS_MAX);
	for (i = 0; i < *n; i++)
		if (strcmp(strrchr((*scripts)[i], '/') + 1, v->value) == 0)
			return ld_fail(l, v, "the script %s is listed twice",
			    v->value);
	*scripts = xrealloc(*scripts, ((size_t)*n + 1) * sizeof **scripts);
	(*scripts)[(*n)++] = xprintf("%s/%s", dir, v->value);
	return 0;
}

/* `hooks:`: the script (or the list of scripts, loaded in order into
 * one interpreter, so one file's procedures may call another's) beside
 * the data file, and the procedures named for events. */
int
ld_hooks(struct loader *l, const char *dir, const struct ynode *v,
    char ***scripts, int *nscripts, struct hook_event **hooks, int *n)
{
	int i, k;

	*hooks = xcalloc((size_t)v->n + 1, sizeof **hooks);
	*n = 0;
	for (i = 0; i < v->n; i++) {
		if (strcmp(v->keys[i]->value, "script") == 0) {
			const struct ynode *s = v->vals[i];

			if (*nscripts > 0)
				return ld_fail(l, v->keys[i], "script given "
				    "twice (give a list: script: [a.tcl, "
				    "b.tcl])");
			if (s->type == Y_SEQ) {
				if (s->n == 0)
					return ld_fail(l, s, "expected a Tcl "
					    "file or a list of them");
				for (k = 0; k < s->n; k++)
					if (ld_script(l, dir, s->items[k],
					    scripts, nscripts) != 0)
						return -1;
			} else if (ld_script(l, dir, s, scripts,
			    nscripts) != 0)
				return -1;
			continue;
		}
		if (v->vals[i]->type != Y_SCALAR)
			return ld_fail(l, v->vals[i], "expected a Tcl "
			    "procedure name");
		if (hookevent_find(v->keys[i]->value) == NULL) {
			char *known = hookevent_names();

			ld_fail(l, v->keys[i], "no hook event \"%s\" (expected "
			    "script or one of: %s)", v->keys[i]->value, known);
			free(known);
			return -1;
		}
		(*hooks)[*n].event = xstrdup(v->keys[i]->value);
		(*hooks)[(*n)++].proc = xstrdup(v->vals[i]->value);
	}
	if (*n > 0 && *nscripts == 0)
		return ld_fail(l, v, "hooks need a script: FILE");
	return 0;
}

/* The rows of a drawing of the map (gdload.h struct ld_drawing), for
 * mapload.c's map: rows: and elevation.c's map: elevation:. */
int
ld_rows(struct loader *l, struct gamedata *gd, const struct ynode *rows,
    const struct ld_drawing *dr)
{
	const struct grid *g = &gd->grid;
	const struct ynode *r;
	int i, k, pre, ncols = g->col_max - g->col_min + 1;
	unsigned char *seen;
	char num[8];
	size_t len;
	long row;

	if (rows->type != Y_SEQ)
		return ld_fail(l, rows, "expected the %s as rows, \"%s \" (the "
		    "row number and a space) then one %s per column",
		    dr->name, grid_row_form(g), dr->each);
	seen = xcalloc((size_t)(g->row_max + 1), 1);
	for (i = 0; i < rows->n; i++) {
		r = rows->items[i];
		len = r->type == Y_SCALAR ? strlen(r->value) : 0;
		if (len == 0 || (pre = grid_row_label_len(g, r->value)) < 0 ||
		    pre >= (int)sizeof num - 1) {
			free(seen);
			return ld_fail(l, r, "expected \"%s \" (the row number "
			    "and a space) then one %s per column",
			    grid_row_form(g), dr->each);
		}
		memcpy(num, r->value, (size_t)pre);
		num[pre++] = '\0';
		if (util_parse_int(num, g->row_min, g->row_max, &row) != 0 ||
		    seen[row]) {
			free(seen);
			return ld_fail(l, r, "expected a new row number from "
			    "%s to %s", grid_row_str(g, g->row_min),
			    grid_row_str(g, g->row_max));
		}
		seen[row] = 1;
		if ((int)len - pre != ncols) {
			free(seen);
			return ld_fail(l, r, "%s %s has %d columns, expected "
			    "%d (%s-%s)%s", dr->row_word, grid_row_str(g,
			    (int)row), (int)len - pre, ncols, grid_col_str(g,
			    g->col_min), grid_col_str(g, g->col_max),
			    dr->cols_hint);
		}
		for (k = 0; k < ncols; k++) {
			struct ynode at = *r;

			at.col += pre + k + 1;
			if (dr->cell(l, gd, dr->ctx, (struct hex){
			    g->col_min + k, (int)row },
			    (unsigned char)r->value[pre + k], &at) != 0) {
				free(seen);
				return -1;
			}
		}
	}
	for (row = g->row_min; row <= g->row_max; row++)
		if (!seen[row]) {
			free(seen);
			return ld_fail(l, rows, "row %s is missing from the "
			    "%s", grid_row_str(g, (int)row), dr->name);
		}
	free(seen);
	return 0;
}

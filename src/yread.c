/* yread: libyaml's event stream folded into a bounded node tree. */
#include "yread-int.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <yaml.h>


/* The nodes, their item arrays and their scalars live in one arena per
 * document, carved from a few large blocks: a monster game's file is
 * some 100,000 nodes, and a malloc and a free for each node, each array
 * and each scalar was most of its load (issue 10).  The tree is freed
 * whole, with its document. */
#define ARENA_BLOCK	(64 * 1024)

struct yblock {
	struct yblock	*next;
	size_t		 used, size;
	char		 mem[];
};

void *
yread_alloc(struct yblock **arena, size_t n)
{
	struct yblock *b = *arena;
	void *p;

	n = (n + 7) & ~(size_t)7;
	if (b == NULL || b->size - b->used < n) {
		size_t size = n > ARENA_BLOCK / 4 ? n : ARENA_BLOCK;

		b = xmalloc(sizeof *b + size);
		b->used = 0;
		b->size = size;
		if (size == ARENA_BLOCK || *arena == NULL) {
			b->next = *arena;
			*arena = b;
		} else {
			/* a large array alone: keep the current block's
			 * room for the small things after it */
			b->next = (*arena)->next;
			(*arena)->next = b;
		}
	}
	p = b->mem + b->used;
	b->used += n;
	return p;
}

static void
arena_free(struct yblock *b)
{
	struct yblock *next;

	for (; b != NULL; b = next) {
		next = b->next;
		free(b);
	}
}

char *
yerr(const struct ydoc *d, const struct ynode *n, const char *fmt, ...)
{
	struct buf b;
	va_list ap;

	buf_init(&b);
	if (n != NULL)
		buf_printf(&b, "%s:%d:%d: ", d->file, n->line, n->col);
	else
		buf_printf(&b, "%s: ", d->file);
	va_start(ap, fmt);
	buf_vprintf(&b, fmt, ap);
	va_end(ap);
	return buf_steal(&b);
}

/* The children of the collections being read wait on one stack, and a
 * collection takes its own, sized exactly, when it ends: no array grows
 * by doubling in the arena. */
struct reader {
	yaml_parser_t	  p;
	const char	 *file;
	char		 *cause;
	long		  nodes;
	struct yblock	**arena;
	struct ynode	**stack;
	size_t		  nstack, stack_size;
	const char	 *text;		/* the document's */
	size_t		  len;
	struct yrun_out	  y;		/* the fast lane's */
	int		  taken;	/* of its runs */
};

/* The indentation of a block scalar's text: that of its first line that
 * is not blank, after the line of its indicator, line (0-based; libyaml
 * takes it from there too).  Only the file's text says it, and a
 * complaint about a line of the text needs it.  A block scalar is rare
 * (one list of counters), so the file is counted from its start. */
static int
block_indent(const struct reader *r, size_t line, const char *value)
{
	size_t i = 0, l = 0;
	int n, kept = 0;

	/* spaces past the indentation (|2 gives it) are the text's own */
	while (*value == '\n')
		value++;
	while (value[kept] == ' ')
		kept++;
	for (; i < r->len && l < line; i++)
		if (r->text[i] == '\n')
			l++;
	while (i < r->len && r->text[i] != '\n')
		i++;
	while (i < r->len) {
		i++;	/* past the newline */
		for (n = 0; i < r->len && r->text[i] == ' '; i++)
			n++;
		if (i < r->len && r->text[i] != '\n' && r->text[i] != '\r')
			return n - kept;
		while (i < r->len && r->text[i] != '\n')
			i++;
	}
	return 0;
}

static struct ynode *
node_new(struct reader *r, enum ytype type, const yaml_mark_t *m)
{
	struct ynode *n = yread_alloc(r->arena, sizeof *n);

	memset(n, 0, sizeof *n);
	n->type = type;
	n->line = (int)m->line + 1;
	n->col = (int)m->column + 1;
	return n;
}

static void
push(struct reader *r, struct ynode *n)
{
	if (r->nstack == r->stack_size) {
		r->stack_size = r->stack_size ? r->stack_size * 2 : 256;
		r->stack = xrealloc(r->stack, r->stack_size *
		    sizeof *r->stack);
	}
	r->stack[r->nstack++] = n;
}

/* Moves the top n entries of the stack (every stride-th one, from
 * first) into an array of the arena. */
static struct ynode **
take(struct reader *r, size_t base, int n, int first, int stride)
{
	struct ynode **a;
	int i;

	if (n == 0)
		return NULL;
	a = yread_alloc(r->arena, (size_t)n * sizeof *a);
	for (i = 0; i < n; i++)
		a[i] = r->stack[base + (size_t)(first + i * stride)];
	return a;
}

/* The first key, in document order, that repeats an earlier key of the
 * mapping, or NULL.  A hash of the keys makes it linear: a mapping of
 * thousands of hexes or units must not cost a quadratic scan (issue
 * 10); the small mappings of a unit or a terrain compare their few keys
 * in place. */
static struct ynode *
duplicate_key(const struct ynode *m)
{
	struct ynode **slot, *dup = NULL;
	const unsigned char *c;
	size_t size = 64;
	uint64_t h;
	int i, j;

	if (m->n <= 16) {
		for (j = 1; j < m->n; j++)
			for (i = 0; i < j; i++)
				if (strcmp(m->keys[i]->value,
				    m->keys[j]->value) == 0)
					return m->keys[j];
		return NULL;
	}
	while (size < 2 * (size_t)m->n)
		size *= 2;
	slot = xcalloc(size, sizeof *slot);
	for (i = 0; i < m->n && dup == NULL; i++) {
		/* FNV-1a, mixed: keys such as r0001, r0002 are alike */
		for (h = 14695981039346656037ULL, c = (const unsigned char *)
		    m->keys[i]->value; *c != '\0'; c++)
			h = (h ^ *c) * 1099511628211ULL;
		h = (h ^ (h >> 32)) * 0xbf58476d1ce4e5b9ULL;
		for (h = (h ^ (h >> 29)) & (size - 1); slot[h] != NULL;
		    h = (h + 1) & (size - 1))
			if (strcmp(slot[h]->value, m->keys[i]->value) == 0) {
				dup = m->keys[i];
				break;
			}
		slot[h] = m->keys[i];
	}
	free(slot);
	return dup;
}

static char *
mark_err(const char *file, const yaml_mark_t *m, const char *msg)
{
	return xprintf("%s:%d:%d: %s", file, (int)m->line + 1,
	    (int)m->column + 1, msg);
}

static int
next_event(struct reader *r, yaml_event_t *ev)
{
	if (!yaml_parser_parse(&r->p, ev)) {
		r->cause = xprintf("%s:%d:%d: %s%s%s", r->file,
		    (int)r->p.problem_mark.line + 1,
		    (int)r->p.problem_mark.column + 1,
		    r->p.problem ? r->p.problem : "malformed YAML",
		    r->p.context ? " " : "", r->p.context ? r->p.context : "");
		return -1;
	}
	return 0;
}

/* Whether a comment line emptied by the fast lane is after line a, up
 * to line b. */
static int
note_within(const struct reader *r, long a, long b)
{
	long lo = 0, hi = r->y.nnotes, mid;

	while (lo < hi) {	/* the first after a */
		mid = (lo + hi) / 2;
		if (r->y.notes[mid] <= a)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < r->y.nnotes && r->y.notes[lo] <= b;
}

/* After the item, or the key k and value v, of a block collection:
 * when k is where the next run begins, its nodes pushed (or v given the
 * block's text); -1 when they are too many. */
static int
run_take(struct reader *r, const struct ynode *k, struct ynode *v, int map,
    int *count)
{
	struct yrun *run = r->taken < r->y.nruns ? &r->y.runs[r->taken] : NULL;
	int i, per = map ? 2 : 1;

	if (run == NULL || run->line != k->line - 1 || run->col != k->col -
	    1 || (run->kind != RL_ITEM) != map || k->type != Y_SCALAR)
		return 0;
	if (run->kind == RL_BLOCK) {
		if (v->type != Y_SCALAR || !v->block || *v->value != '\0')
			return 0;
		v->value = run->nodes[0]->value;
		v->indent = block_indent(r, (size_t)v->line - 1, v->value);
	} else if (*count + run->n > YREAD_MAX_ITEMS ||
	    (r->nodes += (long)run->n * per) > YREAD_MAX_NODES)
		return -1;
	else {
		for (i = 0; i < run->n * per; i++)
			push(r, run->nodes[i]);
		*count += run->n;
	}
	r->taken++;
	return 0;
}

/* Reads the node whose first event is ev (consumed by the caller).  On
 * failure the partial tree stays in the arena, freed with it. */
static struct ynode *
read_node(struct reader *r, yaml_event_t *ev, int depth)
{
	struct ynode *n = NULL, *k, *v;
	yaml_event_t e;
	size_t base = r->nstack;
	int count = 0, block;

	if (depth > YREAD_MAX_DEPTH) {
		r->cause = mark_err(r->file, &ev->start_mark,
		    "nesting is too deep");
		return NULL;
	}
	if (++r->nodes > YREAD_MAX_NODES) {
		r->cause = xprintf("%s:%d:%d: more than %d values in one file",
		    r->file, (int)ev->start_mark.line + 1,
		    (int)ev->start_mark.column + 1, YREAD_MAX_NODES);
		return NULL;
	}
	switch (ev->type) {
	case YAML_ALIAS_EVENT:
		r->cause = mark_err(r->file, &ev->start_mark,
		    "aliases are not allowed in game data");
		return NULL;
	case YAML_SCALAR_EVENT:
		if (ev->data.scalar.anchor != NULL)
			goto anchor;
		if (ev->end_mark.line > ev->start_mark.line &&
		    note_within(r, (long)ev->start_mark.line,
		    (long)ev->end_mark.line + 1)) {
			r->cause = xstrdup("a comment emptied within a value");
			return NULL;
		}
		n = node_new(r, Y_SCALAR, &ev->start_mark);
		n->quoted = ev->data.scalar.style ==
		    YAML_SINGLE_QUOTED_SCALAR_STYLE || ev->data.scalar.style ==
		    YAML_DOUBLE_QUOTED_SCALAR_STYLE;
		if (ev->data.scalar.style == YAML_LITERAL_SCALAR_STYLE ||
		    ev->data.scalar.style == YAML_FOLDED_SCALAR_STYLE) {
			n->block = 1;
			n->indent = block_indent(r, ev->start_mark.line,
			    (const char *)ev->data.scalar.value);
		}
		n->value = yread_alloc(r->arena, ev->data.scalar.length + 1);
		memcpy(n->value, ev->data.scalar.value,
		    ev->data.scalar.length);
		n->value[ev->data.scalar.length] = '\0';
		return n;
	case YAML_SEQUENCE_START_EVENT:
		if (ev->data.sequence_start.anchor != NULL)
			goto anchor;
		n = node_new(r, Y_SEQ, &ev->start_mark);
		block = ev->data.sequence_start.style ==
		    YAML_BLOCK_SEQUENCE_STYLE;
		for (;;) {
			if (next_event(r, &e) != 0)
				goto fail;
			if (e.type == YAML_SEQUENCE_END_EVENT) {
				yaml_event_delete(&e);
				n->n = count;
				n->items = take(r, base, count, 0, 1);
				r->nstack = base;
				return n;
			}
			if (count == YREAD_MAX_ITEMS)
				goto too_many;
			v = read_node(r, &e, depth + 1);
			yaml_event_delete(&e);
			if (v == NULL)
				goto fail;
			push(r, v);
			count++;
			if (block && run_take(r, v, v, 0, &count) != 0)
				goto fail;
		}
	case YAML_MAPPING_START_EVENT:
		if (ev->data.mapping_start.anchor != NULL)
			goto anchor;
		n = node_new(r, Y_MAP, &ev->start_mark);
		block = ev->data.mapping_start.style ==
		    YAML_BLOCK_MAPPING_STYLE;
		for (;;) {
			if (next_event(r, &e) != 0)
				goto fail;
			if (e.type == YAML_MAPPING_END_EVENT) {
				yaml_event_delete(&e);
				n->n = count;
				n->keys = take(r, base, count, 0, 2);
				n->vals = take(r, base, count, 1, 2);
				r->nstack = base;
				if ((k = duplicate_key(n)) != NULL) {
					r->cause = xprintf("%s:%d:%d: key \"%s\" "
					    "appears twice", r->file, k->line,
					    k->col, k->value);
					return NULL;
				}
				return n;
			}
			if (count == YREAD_MAX_ITEMS)
				goto too_many;
			k = read_node(r, &e, depth + 1);
			yaml_event_delete(&e);
			if (k == NULL)
				goto fail;
			if (k->type != Y_SCALAR) {
				r->cause = xprintf("%s:%d:%d: expected a "
				    "plain key", r->file, k->line, k->col);
				goto fail;
			}
			if (next_event(r, &e) != 0)
				goto fail;
			v = read_node(r, &e, depth + 1);
			yaml_event_delete(&e);
			if (v == NULL)
				goto fail;
			push(r, k);
			push(r, v);
			count++;
			if (block && run_take(r, k, v, 1, &count) != 0)
				goto fail;
		}
	default:
		r->cause = mark_err(r->file, &ev->start_mark,
		    "unexpected YAML event");
		return NULL;
	}
anchor:
	r->cause = mark_err(r->file, &ev->start_mark,
	    "anchors are not allowed in game data");
	return NULL;
too_many:
	r->cause = xprintf("%s:%d:%d: more than %d items in one %s",
	    r->file, n->line, n->col, YREAD_MAX_ITEMS,
	    n->type == Y_SEQ ? "list" : "mapping");
	yaml_event_delete(&e);
fail:
	r->nstack = base;
	return NULL;
}

/* The tree of the document, libyaml reading yaml (the text, or the fast
 * lane's text for it), or NULL with r->cause. */
static struct ynode *
read_doc(struct reader *r, const char *yaml, size_t ylen)
{
	yaml_event_t e;
	struct ynode *root = NULL;
	int done = 0;

	yaml_parser_initialize(&r->p);
	yaml_parser_set_input_string(&r->p, (const unsigned char *)yaml, ylen);
	while (!done) {
		if (next_event(r, &e) != 0)
			break;
		switch (e.type) {
		case YAML_STREAM_END_EVENT:
			done = 1;
			break;
		case YAML_STREAM_START_EVENT:
		case YAML_DOCUMENT_END_EVENT:
			break;
		case YAML_DOCUMENT_START_EVENT:
			if (root != NULL) {
				r->cause = mark_err(r->file, &e.start_mark,
				    "expected one YAML document per file");
				done = -1;
			}
			break;
		default:
			root = read_node(r, &e, 1);
			if (root == NULL)
				done = -1;
			break;
		}
		yaml_event_delete(&e);
	}
	yaml_parser_delete(&r->p);
	if (r->cause == NULL && done != 1)
		r->cause = xprintf("%s: malformed YAML", r->file);
	return r->cause == NULL ? root : NULL;
}

int
ydoc_parse(struct ydoc *d, const char *text, size_t len, const char *display,
    char **cause)
{
	struct reader r;
	struct ynode *root = NULL;
	char *fast = NULL;
	size_t flen = 0;

	memset(d, 0, sizeof *d);
	d->file = xstrdup(display);
	if (len > YREAD_MAX_BYTES) {
		*cause = xprintf("%s: larger than %d bytes", display,
		    YREAD_MAX_BYTES);
		return -1;
	}
	memset(&r, 0, sizeof r);
	r.file = display;
	r.arena = &d->arena;
	r.text = text;
	r.len = len;
	r.y.arena = r.arena;
	if (!yrun_off &&
	    (fast = yrun_find(text, len, &r.y, &flen)) != NULL) {
		if ((root = read_doc(&r, fast, flen)) == NULL ||
		    r.taken != r.y.nruns) {	/* libyaml reads it all */
			free(r.cause);
			r.cause = NULL;
			arena_free(d->arena);
			d->arena = NULL;
			r.nodes = 0;
			r.nstack = 0;
			r.taken = r.y.nruns;	/* none taken now */
			r.y.nnotes = 0;
			root = NULL;
		}
		free(fast);
	}
	if (root == NULL)
		root = read_doc(&r, text, len);
	free(r.y.runs);
	free(r.y.notes);
	free(r.stack);
	if (root == NULL && r.cause != NULL) {
		*cause = r.cause;
		goto fail;
	}
	if (root == NULL || root->type != Y_MAP) {
		*cause = xprintf("%s:1:1: expected a mapping at the top",
		    display);
		goto fail;
	}
	d->root = root;
	return 0;
fail:
	arena_free(d->arena);
	d->arena = NULL;
	return -1;
}

int
ydoc_load(struct ydoc *d, const char *path, const char *display,
    char **cause)
{
	struct stat sb;
	FILE *f;
	char *text;
	size_t got;
	int rc;

	memset(d, 0, sizeof *d);
	if ((f = fopen(path, "r")) == NULL) {
		*cause = xprintf("%s: %s", display, strerror(errno));
		return -1;
	}
	if (fstat(fileno(f), &sb) != 0 || !S_ISREG(sb.st_mode)) {
		fclose(f);
		*cause = xprintf("%s: not a regular file", display);
		return -1;
	}
	if (sb.st_size > YREAD_MAX_BYTES) {
		fclose(f);
		*cause = xprintf("%s: larger than %d bytes", display,
		    YREAD_MAX_BYTES);
		return -1;
	}
	text = xmalloc((size_t)sb.st_size + 1);
	got = fread(text, 1, (size_t)sb.st_size, f);
	fclose(f);
	text[got] = '\0';
	rc = ydoc_parse(d, text, got, display, cause);
	free(text);
	return rc;
}

void
ydoc_free(struct ydoc *d)
{
	arena_free(d->arena);
	free(d->file);
	memset(d, 0, sizeof *d);
}

const char *
ytype_name(enum ytype t)
{
	switch (t) {
	case Y_SCALAR:
		return "a value";
	case Y_SEQ:
		return "a list";
	case Y_MAP:
		return "a mapping";
	}
	return "?";
}

const struct ynode *
ymap_get(const struct ynode *m, const char *key)
{
	int i;

	if (m == NULL || m->type != Y_MAP)
		return NULL;
	for (i = 0; i < m->n; i++)
		if (strcmp(m->keys[i]->value, key) == 0)
			return m->vals[i];
	return NULL;
}

int
ymap_check(const struct ydoc *d, const struct ynode *m,
    const struct yfield *f, const char *what, char **cause)
{
	const struct yfield *fp;
	const struct ynode *v;
	struct buf known;
	int i;

	if (m->type != Y_MAP) {
		*cause = yerr(d, m, "expected %s as a mapping", what);
		return -1;
	}
	for (i = 0; i < m->n; i++) {
		for (fp = f; fp->key != NULL; fp++)
			if (strcmp(fp->key, m->keys[i]->value) == 0)
				break;
		if (fp->key == NULL) {
			buf_init(&known);
			for (fp = f; fp->key != NULL; fp++)
				buf_printf(&known, "%s%s", fp == f ? "" : ", ",
				    fp->key);
			*cause = yerr(d, m->keys[i], "unknown key \"%s\" in "
			    "%s (expected one of: %s)", m->keys[i]->value,
			    what, known.s ? known.s : "");
			buf_free(&known);
			return -1;
		}
		if (m->vals[i]->type != fp->type) {
			*cause = yerr(d, m->vals[i], "expected %s for \"%s\"",
			    ytype_name(fp->type), fp->key);
			return -1;
		}
	}
	for (fp = f; fp->key != NULL; fp++) {
		if (!fp->required)
			continue;
		if ((v = ymap_get(m, fp->key)) == NULL) {
			*cause = yerr(d, m, "%s is missing the key \"%s\"",
			    what, fp->key);
			return -1;
		}
	}
	return 0;
}

int
yscalar(const struct ydoc *d, const struct ynode *n, const char *what,
    const char **out, char **cause)
{
	if (n == NULL || n->type != Y_SCALAR) {
		*cause = yerr(d, n, "expected %s as a value", what);
		return -1;
	}
	*out = n->value;
	return 0;
}

int
yint(const struct ydoc *d, const struct ynode *n, long min, long max,
    long *out, char **cause)
{
	if (n == NULL || n->type != Y_SCALAR ||
	    util_parse_int(n->value, min, max, out) != 0) {
		*cause = yerr(d, n, "expected a whole number from %ld to %ld",
		    min, max);
		return -1;
	}
	return 0;
}

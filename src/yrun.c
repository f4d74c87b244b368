/* yrun: the fast lane of yread (issue 10). */
#include "yread-int.h"

#include <stdlib.h>
#include <string.h>

/* The fast lane (issue 10): libyaml spends some 150 instructions a
 * byte, and a monster game is mostly runs of one-line items (map rows,
 * counters as rows, a set-up of "unit: HEX").  A run (lines of one
 * indentation, each "- ITEM" or "KEY: VALUE", each plain or "quoted"
 * with nothing YAML reads otherwise; or a literal block "KEY: |") is
 * read here, and libyaml reads its first line and finds the others
 * empty (every line and column stays where it was).  When libyaml reads
 * that first line as an item or key of a block collection where the
 * run begins, the run's lines are that collection's next items (or the
 * block's text); else (or at any error) libyaml reads the file again
 * alone: the fast lane never changes what a file reads as.  Lines of a
 * comment alone (of printable ASCII, a newline after) are emptied too,
 * unless a value spans one (a value's text, or a plain value that the
 * comment ended).  tests/unit/test_yread.c and tests/fuzz/fuzz_yrun.c
 * read texts both ways (yrun_off) and compare. */
size_t	yrun_bytes = YRUN_BYTES;
int	yrun_off;

struct rline {
	int		  kind, indent, col, vcol, quoted;
	const char	 *k, *ke, *v, *ve, *end;
};

/* The end of a plain scalar from s to e that YAML reads as its text (but
 * trailing spaces), or NULL: printable ASCII, no indicator first, no
 * ": ", " #" or ':' at the end; a key ends at its first ' ', ':' or
 * '#' and begins with no '.' (a "..." in column 0 ends a document). */
static const char *
plain_end(const char *s, const char *e, int key)
{
	const char *p;

	if (s >= e || strchr("-?:,[]{}#&*!|>'\"%@` .", *s) != NULL)
		return NULL;
	for (p = s; p < e; p++) {
		if (*p > ' ' && *p < 0x7f && *p != ':' && *p != '#')
			continue;
		if (key && (*p == ' ' || *p == ':' || *p == '#'))
			return p;
		if ((*p == ' ' && p + 1 < e && p[1] == '#') || (*p == ':' &&
		    (p + 1 == e || p[1] == ' ')) || (*p != ' ' && *p != ':' &&
		    *p != '#'))
			return NULL;
	}
	while (p[-1] == ' ')
		p--;
	return p;
}

/* The line from s to e as a run's (its kind, or -1). */
static int
run_line(const char *s, const char *e, struct rline *l)
{
	const char *p = s, *v;

	while (p < e && *p == ' ')
		p++;
	l->indent = (int)(p - s);
	l->end = e;
	if (e - p >= 3 && p[0] == '-' && p[1] == ' ') {
		l->kind = RL_ITEM;
		v = p + 2;
	} else {
		l->kind = RL_PAIR;
		l->k = p;
		if ((l->ke = plain_end(p, e, 1)) == NULL || l->ke - p > 128 ||
		    e - l->ke < 3 || l->ke[0] != ':' || l->ke[1] != ' ')
			return -1;
		v = l->ke + 2;
	}
	l->col = l->kind == RL_ITEM ? (int)(v - s) : l->indent;
	if (l->kind == RL_PAIR && e - v == 1 && *v == '|')
		return l->kind = RL_BLOCK;
	l->vcol = (int)(v - s);
	if (!(l->quoted = *v == '"')) {
		l->v = v;
		return (l->ve = plain_end(v, e, 0)) == NULL ? -1 : l->kind;
	}
	for (l->v = ++v; v < e && *v > 0x1f && *v < 0x7f && *v != '"' &&
	    *v != '\\'; v++)
		;
	l->ve = v;
	return v + 1 == e && *v == '"' ? l->kind : -1;
}

static int
printable(const char *s, const char *e)
{
	for (; s < e; s++)
		if (*s < ' ' || *s > '~')
			return 0;
	return 1;
}

static const char *
line_end(const char *s, const char *end)
{
	const char *e = s < end ? memchr(s, '\n', (size_t)(end - s)) : NULL;

	return e ? e : end;
}

static struct ynode *
run_node(struct yblock **arena, long line, int col, const char *s,
    const char *e, int quoted)
{
	struct ynode *n = yread_alloc(arena, sizeof *n);

	memset(n, 0, sizeof *n);
	n->type = Y_SCALAR;
	n->line = (int)line + 1;
	n->col = col + 1;
	n->quoted = (unsigned char)quoted;
	n->value = yread_alloc(arena, (size_t)(e - s) + 1);
	memcpy(n->value, s, (size_t)(e - s));
	n->value[e - s] = '\0';
	return n;
}

/* The lines after l's (from le) that its run takes, read into m (grown
 * in *mn): for items and pairs, those of its kind and indentation, but
 * for one with a line indented more after it (a plain scalar's next
 * line, or an error: libyaml's); for a block, printable ASCII lines, no
 * blank, the first indented more than the key, to one indented less
 * than that first (or the file's end, after a newline). */
static long
run_lines(const struct rline *l, const char *le, const char *end,
    struct rline **m, long *mn)
{
	const char *s, *e, *c;
	long n = 0;
	int in = -1;

	for (s = le + 1; s < end; s = e + 1, n++) {
		if (n == *mn)
			*m = xrealloc(*m, (size_t)(*mn = *mn * 2 + 64) *
			    sizeof **m);
		e = line_end(s, end);
		if (l->kind != RL_BLOCK) {
			if (run_line(s, e, &(*m)[n]) != l->kind ||
			    (*m)[n].indent != l->indent)
				break;
			continue;
		}
		for (c = s; c < e && *c == ' '; c++)
			;
		if (c == e || e == end || (in < 0 && (in = (int)(c - s)) <=
		    l->indent))
			return 0;
		if (c - s < in)
			break;
		for (; c < e && *c >= ' ' && *c < 0x7f; c++)
			;
		if (c < e)
			return 0;
		(*m)[n].indent = in;
		(*m)[n].v = s;
		(*m)[n].end = e;
	}
	if (l->kind == RL_BLOCK || n == 0)
		return n;
	for (s = (*m)[n - 1].end + 1; s < end; s = line_end(s, end) + 1) {
		for (c = s; c < end && *c == ' '; c++)
			;
		if (c < end && *c != '\n')
			return c - s > l->indent ? n - 1 : n;
	}
	return n;
}

char *
yrun_find(const char *t, size_t tlen, struct yrun_out *y, size_t *outlen)
{
	const char *end = t + tlen, *ls, *le, *from = t, *q, *e;
	char *out = NULL, *o = NULL, *bt;
	long line = 0, n, i, j, mn = 0;
	struct rline l, *m = NULL, *mi;
	struct yrun *run;
	size_t len;
	int block = -1, k, after = 0;

	/* a small file is libyaml's alone (nothing to gain there, and no
	 * risk taken); a UTF-16 file's bytes are no lines */
	if (tlen < yrun_bytes || memchr(t, '\r', tlen) != NULL ||
	    memchr(t, '\t', tlen) != NULL ||
	    (tlen >= 2 && ((t[0] == '\377' && t[1] == '\376') ||
	    (t[0] == '\376' && t[1] == '\377'))))
		return NULL;
	for (ls = t; ls < end; ls = le + 1, line++) {
		le = line_end(ls, end);
		for (q = ls; q < le && *q == ' '; q++)
			;
		/* a block scalar's text (after a line that ends in | or >
		 * and its indicators) holds no run */
		if (block >= 0 && (q == le || q - ls > block))
			continue;
		/* a block's value ends past the blank lines after it: the
		 * comments there stay */
		after = (after || block >= 0) && (q == le || *q == '#');
		block = -1;
		/* a comment that libyaml refuses (a control character,
		 * a byte not of UTF-8) stays for it to refuse, and so does
		 * one that ends the file without a newline: libyaml ends
		 * such a file on the next line, where a key without a value
		 * at the end takes its place */
		if (q < le && *q == '#' && !after && le < end &&
		    printable(q, le)) {
			if (y->nnotes % 64 == 0)
				y->notes = xrealloc(y->notes, (size_t)
				    (y->nnotes + 64) * sizeof *y->notes);
			y->notes[y->nnotes++] = line;
			if (out == NULL)
				o = out = xmalloc(tlen + 1);
			memcpy(o, from, (size_t)(ls - from));
			o += ls - from;
			from = le;
			continue;
		}
		if ((k = run_line(ls, le, &l)) < 0) {
			for (e = le; e > q && strchr("+-0123456789", e[-1]);
			    e--)
				;
			if (e > q && (e[-1] == '|' || e[-1] == '>'))
				block = (int)(q - ls);
			continue;
		}
		if ((n = run_lines(&l, le, end, &m, &mn)) + 1 < YRUN_MIN) {
			if (k == RL_BLOCK)
				block = l.indent;
			else {	/* none of these begins a run either */
				le = n > 0 ? m[n - 1].end : le;
				line += n;
			}
			continue;
		}
		if (y->nruns % 16 == 0)
			y->runs = xrealloc(y->runs, (size_t)(y->nruns + 16) *
			    sizeof *y->runs);
		run = &y->runs[y->nruns++];
		run->line = line;
		run->col = l.col;
		run->kind = k;
		run->n = (int)n;
		run->nodes = yread_alloc(y->arena, (size_t)(k == RL_BLOCK ? 1 :
		    k == RL_PAIR ? 2 * n : n) * sizeof *run->nodes);
		if (out == NULL)
			o = out = xmalloc(tlen + 1);
		memcpy(o, from, (size_t)(le - from));
		o += le - from;
		memset(o, '\n', (size_t)n);
		o += n;
		for (i = 0, j = 0, len = 0; i < n; i++) {
			mi = &m[i];
			len += (size_t)(mi->end - mi->v - mi->indent) + 1;
			if (k == RL_PAIR)
				run->nodes[j++] = run_node(y->arena,
				    line + 1 + i, mi->col, mi->k, mi->ke, 0);
			if (k != RL_BLOCK)
				run->nodes[j++] = run_node(y->arena,
				    line + 1 + i, mi->vcol, mi->v, mi->ve,
				    mi->quoted);
		}
		if (k == RL_BLOCK) {	/* its text: each line, a newline */
			run->nodes[0] = run_node(y->arena, line, 0, t, t, 0);
			run->nodes[0]->value = bt = yread_alloc(y->arena,
			    len + 1);
			for (i = 0; i < n; i++, *bt++ = '\n') {
				len = (size_t)(m[i].end - m[i].v - m[i].indent);
				memcpy(bt, m[i].v + m[i].indent, len);
				bt += len;
			}
			*bt = '\0';
		}
		from = le = m[n - 1].end;
		line += n;
	}
	free(m);
	if (out != NULL) {
		memcpy(o, from, (size_t)(end - from));
		o += end - from;
		*o = '\0';
		*outlen = (size_t)(o - out);
	}
	return out;
}


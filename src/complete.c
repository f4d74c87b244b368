/* complete: candidates for tab completion, by argument type. */
#include "complete.h"
#include "percentile.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cmd.h"
#include "herald.h"
#include "marker.h"
#include "render.h"
#include "rulebook.h"
#include "session.h"

int complete_quoted;

struct complete_list {
	struct cmd_offer offer;	/* first: the types' completion calls it */
	char	**v;
	int	  n, cap;
	const char *text;
};

static void
push(struct complete_list *l, const char *s)
{
	if (l->n + 2 > l->cap) {
		l->cap = l->cap ? 2 * l->cap : 16;
		l->v = xrealloc(l->v, sizeof *l->v * (size_t)l->cap);
	}
	l->v[l->n++] = xstrdup(s);
	l->v[l->n] = NULL;
}

static void
add(struct complete_list *l, const char *s)
{
	if (strncmp(s, l->text, strlen(l->text)) != 0)
		return;
	/* readline prints the candidates itself, C1 controls and broken
	 * UTF-8 raw: a name from game data that would need escaping is
	 * not offered (type its id) */
	if (render_needed(s))
		return;
	push(l, s);	/* repeats go at the end (uniq) */
}

static int
cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Sorted, each once: a board of 40,000 hexes and 5,000 units is not
 * compared pairwise. */
static void
uniq(struct complete_list *l)
{
	int i, k = 0;

	if (l->n == 0)
		return;
	qsort(l->v, (size_t)l->n, sizeof *l->v, cmp_str);
	for (i = 1; i < l->n; i++) {
		if (strcmp(l->v[i], l->v[k]) == 0)
			free(l->v[i]);
		else
			l->v[++k] = l->v[i];
	}
	l->n = k + 1;
	l->v[l->n] = NULL;
}

/* The hexes on the map whose labels begin with the text: letters in
 * either case, as hex_parse reads them.  Only the columns the text can
 * still name are walked. */
static void
add_hexes(struct complete_list *l, const struct gamedata *gd)
{
	const struct grid *g = &gd->grid;
	size_t tl = strlen(l->text), cl;
	const char *c, *s;
	struct hex h;

	for (h.col = g->col_min; h.col <= g->col_max; h.col++) {
		c = grid_col_str(g, h.col);
		cl = strlen(c);
		if (strncasecmp(c, l->text, tl < cl ? tl : cl) != 0)
			continue;
		for (h.row = g->row_min; h.row <= g->row_max; h.row++) {
			s = grid_hex_str(g, h);
			if (strncasecmp(s, l->text, tl) == 0 &&
			    gd_hex(gd, h) != NULL)
				push(l, s);
		}
	}
}

/* What the argument types (cmd-arg.c) offer goes through these. */
static void
offer_word(struct cmd_offer *o, const char *s)
{
	add((struct complete_list *)o, s);
}

static void
offer_hexes(struct cmd_offer *o, const struct gamedata *gd)
{
	add_hexes((struct complete_list *)o, gd);
}

/* Adds the candidates of one type word (the argument types' own
 * completion, cmd-arg.c); returns -1 for a file, which readline
 * completes itself.  A word no type has is offered as it is (a literal
 * such as auto or list). */
static int
by_type(struct session *s, const char *type, struct complete_list *l)
{
	const struct cmd_arg_type *t;

	if ((t = cmd_arg_type_named(type)) != NULL) {
		if (t->files)
			return -1;
		if (t->complete != NULL)
			t->complete(s, &l->offer);
		return 0;
	}
	if (strcmp(type, "count") != 0)
		add(l, type);
	return 0;
}

char **
complete_candidates(struct session *s, const char *line, int start,
    const char *text, int *n)
{
	const struct cmd_entry *e;
	struct complete_list l = { { offer_word, offer_hexes, 0 }, NULL, 0,
	    0, text };
	char *head, **w, *why = NULL, *type, *part, *save = NULL;
	int nw, file = 0;

	l.offer.quoted = complete_quoted;
	head = xstrndup(line, (size_t)start);
	/* The word being completed may open with a quote. */
	if (start > 0 && (head[start - 1] == '"' || head[start - 1] == '\''))
		head[start - 1] = '\0';
	nw = words_split(head, &w, &why);
	free(head);
	free(why);
	why = NULL;
	if (nw <= 0) {
		if (nw == 0)
			words_free_argv(nw, w);
		by_type(s, "command", &l);
		goto done;
	}
	/* the rules first, where they can say what may come next */
	if (complete_by_rules(s, w, nw, &l.offer)) {
		words_free_argv(nw, w);
		goto done;
	}
	e = cmd_find(w[0], &why);
	free(why);
	type = e ? cmd_arg_type(e, nw - 1) : NULL;
	words_free_argv(nw, w);
	if (type == NULL)
		goto done;
	for (part = strtok_r(type, "|", &save); part != NULL;
	    part = strtok_r(NULL, "|", &save))
		if (by_type(s, part, &l) != 0)
			file = 1;
	free(type);
	if (file && l.n == 0) {
		*n = 0;
		return NULL;
	}
done:
	uniq(&l);
	if (l.v == NULL)
		l.v = xcalloc(1, sizeof *l.v);
	*n = l.n;
	return l.v;
}

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

static void
add_all(struct complete_list *l, char **names, int n)
{
	int i;

	for (i = 0; i < n; i++)
		add(l, names[i]);
	free_words(n, names);
}

/* After `rule`: the section numbers, the words of the titles and the
 * charts' one-word names, of the game in play.  Its rules file is read
 * now if no look-up has read it yet. */
static void
add_rules(struct complete_list *l, struct session *s)
{
	const struct rulebook *rb;
	const char *game;
	char *why = NULL, **words;
	int n;

	game = s->gd != NULL ? s->gd->id : s->game != NULL ? s->game :
	    herald_default_game(s);
	if ((rb = rulebook_get(s->datadir, game, &why)) == NULL) {
		free(why);
		return;
	}
	words = rulebook_words(rb, &n);
	add_all(l, words, n);
	add(l, "-g");
}

/* Board markers (marker.h): for "marker", the kinds (to place) and the
 * labels of those on the board (to move); for "attribute", the NAME= of
 * every kind's attributes. */
static void
add_markers(struct complete_list *l, struct session *s, const char *type)
{
	const struct gamedata *gd = s->gd;
	int i, a;
	char *w;

	for (i = 0; gd != NULL && i < gd->nmarker_kinds; i++) {
		if (*type != 'a')	/* a kind to place, or a marker */
			add(l, gd->marker_kinds[i].id);
		for (a = 0; *type == 'a' && a < gd->marker_kinds[i].nattrs;
		    a++) {
			w = xprintf("%s=", gd->marker_kinds[i].attrs[a].id);
			add(l, w);
			free(w);
		}
	}
	for (i = 0; gd != NULL && s->st != NULL && *type == 'm' &&
	    i < s->st->nmarkers; i++)
		add(l, marker_label(s->st, &s->st->markers[i]));
}

/* Adds the candidates of one type word; returns -1 for a file. */
static int
by_type(struct session *s, const char *type, struct complete_list *l)
{
	const struct cmd_entry *const *e;
	const struct cmd_arg_type *t;
	const struct gamedata *gd = s->gd;
	char **names;
	int i, n;

	if (strcmp(type, "file") == 0)
		return -1;
	/* the argument types' own completion (cmd-arg.c) */
	if ((t = cmd_arg_type_named(type)) != NULL && t->complete != NULL) {
		t->complete(s, &l->offer);
		return 0;
	}
	if (strcmp(type, "command") == 0) {
		for (e = cmd_table; *e != NULL; e++)
			add(l, (*e)->name);
	} else if (strcmp(type, "game") == 0) {
		names = game_names(s->datadir, &n);
		add_all(l, names, n);
	} else if (strcmp(type, "scenario") == 0) {
		if (gd != NULL) {
			names = scenario_names(gd, &n);
			add_all(l, names, n);
		}
	} else if (strcmp(type, "filter") == 0) {
		for (i = 0; gd != NULL && i < gd->nfactions; i++)
			add(l, gd->factions[i].id);
		for (i = 0; gd != NULL && i < gd->ntypes; i++)
			add(l, gd->types[i].id);
		add(l, "on-map");
		add(l, "off-map");
		add(l, "routed");
		add(l, "reduced");
		add(l, "eliminated");
		add(l, "all");
	} else if (strcmp(type, "+option") == 0) {
		for (i = 0; gd != NULL && i < gd->noptions; i++) {
			char *w = xprintf("+%s", gd->options[i].id);

			add(l, w);
			free(w);
		}
	} else if (strcmp(type, "marker") == 0 ||
	    strcmp(type, "attribute") == 0) {
		add_markers(l, s, type);
	} else if (strcmp(type, "table") == 0) {
		/* percentile tables (pctgame.c) */
		for (i = 0; gd != NULL && i < gd->npct; i++)
			add(l, gd->pct[i]->name);
	} else if (strcmp(type, "topic") == 0) {
		add_rules(l, s);
	} else if (strcmp(type, "seed=N") == 0) {
		add(l, "seed=");
	} else if (strcmp(type, "column") == 0) {
		/* a column by its number (table NAME N); the labels are of
		 * several words, and which table's is the word before */
		for (i = n = 0; gd != NULL && i < gd->npct; i++)
			if (gd->pct[i]->ncol > n)
				n = gd->pct[i]->ncol;
		for (i = 1; i <= n; i++) {
			char *w = xprintf("%d", i);

			add(l, w);
			free(w);
		}
	} else if (strcmp(type, "count") != 0)
		add(l, type);	/* a literal word such as auto or list */
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
	nw = split_words(head, &w, &why);
	free(head);
	free(why);
	why = NULL;
	if (nw <= 0) {
		if (nw == 0)
			free_words(nw, w);
		by_type(s, "command", &l);
		goto done;
	}
	e = cmd_find(w[0], &why);
	free(why);
	type = e ? cmd_arg_type(e, nw - 1) : NULL;
	free_words(nw, w);
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

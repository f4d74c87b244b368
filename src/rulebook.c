/* rulebook: reading scenarios/GAME/rules.yaml (doc/rules/README.md) with
 * the project's YAML reader, checked whole so that `rule` never shows a
 * reference to a section the file lacks; and the per-run cache that keeps
 * each game's file once it has been read. */
#include "rulebook.h"

#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "cmd.h"
#include "gdload.h"
#include "ownbook.h"
#include "yread.h"

struct rload {
	struct loader		 ld;	/* the document, and what is wrong */
	struct rulebook		*rb;
	const struct ynode	**node;	/* each section's mapping */
	int			 cap;
};

static const struct yfield top_fields[] = {
	{ "game", Y_SCALAR, 1 },
	{ "title", Y_SCALAR, 1 },
	{ "sections", Y_SEQ, 1 },
	{ "glossary", Y_SEQ, 0 },
	{ "charts", Y_SEQ, 0 },
	{ NULL, Y_SCALAR, 0 }
};

static const struct yfield section_fields[] = {
	{ "number", Y_SCALAR, 1 },
	{ "title", Y_SCALAR, 1 },
	{ "summary", Y_SCALAR, 0 },
	{ "see", Y_SEQ, 0 },
	{ "checked-by", Y_SEQ, 0 },
	{ "words", Y_SEQ, 0 },
	{ "chart", Y_SCALAR, 0 },
	{ "errata", Y_SCALAR, 0 },
	{ "clarifications", Y_SCALAR, 0 },
	{ "note", Y_SCALAR, 0 },
	{ "sections", Y_SEQ, 0 },
	{ NULL, Y_SCALAR, 0 }
};

static const struct yfield term_fields[] = {
	{ "term", Y_SCALAR, 1 },
	{ "means", Y_SCALAR, 1 },
	{ "aliases", Y_SEQ, 0 },
	{ "see", Y_SEQ, 0 },
	{ NULL, Y_SCALAR, 0 }
};

static const struct yfield chart_fields[] = {
	{ "id", Y_SCALAR, 1 },
	{ "names", Y_SEQ, 0 },
	{ "title", Y_SCALAR, 1 },
	{ "section", Y_SCALAR, 0 },
	{ NULL, Y_SCALAR, 0 }
};

/* Text of an optional key; the field table has checked it is a value. */
static char *
text(const struct ynode *m, const char *key)
{
	const struct ynode *v = ymap_get(m, key);

	return v != NULL ? xstrdup(v->value) : NULL;
}

/* An optional list of values. */
static int
words(struct rload *l, const struct ynode *m, const char *key, char ***out,
    int *n)
{
	const struct ynode *v = ymap_get(m, key);
	int i;

	*out = NULL;
	*n = 0;
	if (v == NULL)
		return 0;
	*out = xcalloc((size_t)v->n + 1, sizeof **out);
	for (i = 0; i < v->n; i++) {
		if (v->items[i]->type != Y_SCALAR || *v->items[i]->value ==
		    '\0')
			return ld_fail(&l->ld, v->items[i], "expected a word or a "
			    "section number in the list \"%s\"", key);
		(*out)[(*n)++] = xstrdup(v->items[i]->value);
	}
	return 0;
}

/* A section number as books print them: digits, letters, dots and
 * hyphens ("9.2", "10.0.1", "A.3"), or a chart's note ("TEC 3": one
 * blank between words), at most 15 characters. */
static int
number_ok(const char *s)
{
	size_t n = strlen(s);

	return n > 0 && n < 16 && strspn(s, "0123456789.- ABCDEFGHIJKLMNOP"
	    "QRSTUVWXYZabcdefghijklmnopqrstuvwxyz") == n && s[0] != '.' &&
	    s[0] != '-' && s[0] != ' ' && s[n - 1] != ' ' &&
	    strstr(s, "  ") == NULL;
}

static int
load_sections(struct rload *l, const struct ynode *seq, int depth,
    int parent)
{
	struct rulebook *rb = l->rb;
	const struct ynode *m;
	struct rsection *s;
	int i, k;

	for (i = 0; i < seq->n; i++) {
		m = seq->items[i];
		if (ymap_check(&l->ld.d, m, section_fields, "a section",
		    &l->ld.cause) != 0)
			return -1;
		if (!number_ok(ymap_get(m, "number")->value))
			return ld_fail(&l->ld, ymap_get(m, "number"), "expected a "
			    "section number such as \"9.2\", not \"%s\"",
			    ymap_get(m, "number")->value);
		if (rb->nsec == l->cap) {
			l->cap = l->cap ? 2 * l->cap : 64;
			rb->sec = xrealloc(rb->sec, sizeof *rb->sec *
			    (size_t)l->cap);
			l->node = xrealloc(l->node, sizeof *l->node *
			    (size_t)l->cap);
		}
		k = rb->nsec++;
		s = &rb->sec[k];
		memset(s, 0, sizeof *s);
		l->node[k] = m;
		s->number = text(m, "number");
		s->title = text(m, "title");
		s->summary = text(m, "summary");
		s->chart = text(m, "chart");
		s->errata = text(m, "errata");
		s->clarifications = text(m, "clarifications");
		s->note = text(m, "note");
		s->depth = depth;
		s->parent = parent;
		if (words(l, m, "see", &s->see, &s->nsee) != 0 ||
		    words(l, m, "checked-by", &s->checked_by,
		    &s->nchecked) != 0 ||
		    words(l, m, "words", &s->words, &s->nwords) != 0)
			return -1;
		if (ymap_get(m, "sections") != NULL &&
		    load_sections(l, ymap_get(m, "sections"), depth + 1,
		    k) != 0)
			return -1;
	}
	return 0;
}

static int
load_glossary(struct rload *l, const struct ynode *seq)
{
	struct rulebook *rb = l->rb;
	const struct ynode *m;
	struct rterm *t;
	int i;

	rb->gloss = xcalloc((size_t)seq->n + 1, sizeof *rb->gloss);
	for (i = 0; i < seq->n; i++) {
		m = seq->items[i];
		if (ymap_check(&l->ld.d, m, term_fields, "a glossary entry",
		    &l->ld.cause) != 0)
			return -1;
		t = &rb->gloss[rb->ngloss++];
		t->term = text(m, "term");
		t->means = text(m, "means");
		if (words(l, m, "aliases", &t->aliases, &t->naliases) != 0 ||
		    words(l, m, "see", &t->see, &t->nsee) != 0)
			return -1;
	}
	return 0;
}

static int
load_charts(struct rload *l, const struct ynode *seq)
{
	struct rulebook *rb = l->rb;
	const struct ynode *m;
	struct rchart *c;
	int i;

	rb->charts = xcalloc((size_t)seq->n + 1, sizeof *rb->charts);
	for (i = 0; i < seq->n; i++) {
		m = seq->items[i];
		if (ymap_check(&l->ld.d, m, chart_fields, "a chart",
		    &l->ld.cause) != 0)
			return -1;
		c = &rb->charts[rb->ncharts++];
		c->id = text(m, "id");
		c->title = text(m, "title");
		c->section = text(m, "section");
		if (words(l, m, "names", &c->names, &c->nnames) != 0)
			return -1;
	}
	return 0;
}

/* The item of a list under m that says s, for a located complaint. */
static const struct ynode *
item(const struct ynode *m, const char *key, const char *s)
{
	const struct ynode *v = ymap_get(m, key);
	int i;

	for (i = 0; v != NULL && i < v->n; i++)
		if (strcmp(v->items[i]->value, s) == 0)
			return v->items[i];
	return v != NULL ? v : m;
}

static int
is_command(const char *name)
{
	const struct cmd_entry *const *e;

	for (e = cmd_table; *e != NULL; e++)
		if (strcmp((*e)->name, name) == 0 || ((*e)->alias != NULL &&
		    strcmp((*e)->alias, name) == 0))
			return 1;
	return 0;
}

/* Every reference in the file leads somewhere in it: `rule` never
 * offers a "see also" that answers "no such section". */
static int
check_refs(struct rload *l, const struct ynode *root)
{
	struct rulebook *rb = l->rb;
	const struct ynode *seq;
	struct rsection *s;
	int i, j, k;

	for (i = 0; i < rb->nsec; i++) {
		s = &rb->sec[i];
		for (k = 0; k < i; k++)
			if (strcmp(rb->sec[k].number, s->number) == 0)
				return ld_fail(&l->ld, ymap_get(l->node[i], "number"),
				    "section \"%s\" appears twice (first at "
				    "line %d)", s->number, l->node[k]->line);
	}
	for (i = 0; i < rb->nsec; i++) {
		s = &rb->sec[i];
		for (j = 0; j < s->nsee; j++)
			if (rulebook_find(rb, s->see[j]) < 0)
				return ld_fail(&l->ld, item(l->node[i], "see",
				    s->see[j]), "section %s refers to section "
				    "\"%s\", which this file does not have",
				    s->number, s->see[j]);
		for (j = 0; j < s->nchecked; j++)
			if (!is_command(s->checked_by[j]))
				return ld_fail(&l->ld, item(l->node[i], "checked-by",
				    s->checked_by[j]), "\"%s\" is not a "
				    "herald command (expected command names "
				    "such as move, attack)", s->checked_by[j]);
		if (s->chart != NULL && rulebook_chart(rb, s->chart) < 0)
			return ld_fail(&l->ld, ymap_get(l->node[i], "chart"), "no "
			    "chart \"%s\" in the file's charts", s->chart);
	}
	seq = ymap_get(root, "glossary");
	for (i = 0; i < rb->ngloss; i++)
		for (j = 0; j < rb->gloss[i].nsee; j++)
			if (rulebook_find(rb, rb->gloss[i].see[j]) < 0)
				return ld_fail(&l->ld, item(seq->items[i], "see",
				    rb->gloss[i].see[j]), "the glossary's %s "
				    "refers to section \"%s\", which this file "
				    "does not have", rb->gloss[i].term,
				    rb->gloss[i].see[j]);
	seq = ymap_get(root, "charts");
	for (i = 0; i < rb->ncharts; i++) {
		for (k = 0; k < i; k++)
			if (strcmp(rb->charts[k].id, rb->charts[i].id) == 0)
				return ld_fail(&l->ld, ymap_get(seq->items[i], "id"),
				    "chart \"%s\" appears twice",
				    rb->charts[i].id);
		for (j = 0; j < rb->charts[i].nnames; j++) {
			k = rulebook_chart(rb, rb->charts[i].names[j]);
			if (k != i)
				return ld_fail(&l->ld, item(seq->items[i], "names",
				    rb->charts[i].names[j]), "the name \"%s\" "
				    "is the chart %s's already",
				    rb->charts[i].names[j], rb->charts[k].id);
		}
		if (rb->charts[i].section != NULL &&
		    rulebook_find(rb, rb->charts[i].section) < 0)
			return ld_fail(&l->ld, ymap_get(seq->items[i], "section"),
			    "chart %s is in section \"%s\", which this file "
			    "does not have", rb->charts[i].id,
			    rb->charts[i].section);
	}
	return 0;
}

/* The rules of the parsed document d; game, when not NULL, is the game
 * the file must be for. */
static int
from_doc(struct rload *l, const char *game, struct rulebook **out,
    char **cause)
{
	const struct ynode *root = l->ld.d.root, *v;
	int rc = -1;

	*out = NULL;
	l->rb = xcalloc(1, sizeof *l->rb);
	l->rb->file = xstrdup(l->ld.d.file);
	if (ymap_check(&l->ld.d, root, top_fields, "a rules file",
	    &l->ld.cause) != 0)
		goto out;
	l->rb->game = text(root, "game");
	l->rb->title = text(root, "title");
	if (game != NULL && strcmp(l->rb->game, game) != 0) {
		v = ymap_get(root, "game");
		ld_fail(&l->ld, v, "the file is for the game \"%s\", expected \"%s\"",
		    v->value, game);
		goto out;
	}
	if (load_sections(l, ymap_get(root, "sections"), 0, -1) != 0)
		goto out;
	if (l->rb->nsec == 0) {
		ld_fail(&l->ld, ymap_get(root, "sections"), "expected at least one "
		    "section");
		goto out;
	}
	if ((ymap_get(root, "glossary") != NULL &&
	    load_glossary(l, ymap_get(root, "glossary")) != 0) ||
	    (ymap_get(root, "charts") != NULL &&
	    load_charts(l, ymap_get(root, "charts")) != 0))
		goto out;
	if (check_refs(l, root) != 0)
		goto out;
	*out = l->rb;
	l->rb = NULL;
	rc = 0;
out:
	if (rc != 0) {
		*cause = l->ld.cause;
		l->ld.cause = NULL;
		rulebook_free(l->rb);
	}
	free(l->node);
	ydoc_free(&l->ld.d);
	return rc;
}

int
rulebook_parse(const char *buf, size_t len, const char *display,
    struct rulebook **out, char **cause)
{
	struct rload l;

	memset(&l, 0, sizeof l);
	*out = NULL;
	if (ydoc_parse(&l.ld.d, buf, len, display, cause) != 0) {
		ydoc_free(&l.ld.d);	/* what it kept of the document */
		return -1;
	}
	return from_doc(&l, NULL, out, cause);
}

int
rulebook_load(const char *path, const char *display, const char *game,
    struct rulebook **out, char **cause)
{
	struct rload l;

	memset(&l, 0, sizeof l);
	*out = NULL;
	if (ydoc_load(&l.ld.d, path, display, cause) != 0) {
		ydoc_free(&l.ld.d);
		return -1;
	}
	return from_doc(&l, game, out, cause);
}

static void
free_list(char **v, int n)
{
	int i;

	for (i = 0; i < n; i++)
		free(v[i]);
	free(v);
}

void
rulebook_free(struct rulebook *rb)
{
	struct rsection *s;
	int i;

	if (rb == NULL)
		return;
	for (i = 0; i < rb->nsec; i++) {
		s = &rb->sec[i];
		free(s->number);
		free(s->title);
		free(s->summary);
		free_list(s->see, s->nsee);
		free_list(s->checked_by, s->nchecked);
		free_list(s->words, s->nwords);
		free(s->chart);
		free(s->errata);
		free(s->clarifications);
		free(s->note);
	}
	for (i = 0; i < rb->ngloss; i++) {
		free(rb->gloss[i].term);
		free(rb->gloss[i].means);
		free_list(rb->gloss[i].aliases, rb->gloss[i].naliases);
		free_list(rb->gloss[i].see, rb->gloss[i].nsee);
	}
	for (i = 0; i < rb->ncharts; i++) {
		free(rb->charts[i].id);
		free(rb->charts[i].title);
		free(rb->charts[i].section);
		free_list(rb->charts[i].names, rb->charts[i].nnames);
	}
	ownbook_free(rb->own);
	free(rb->own_file);
	free(rb->own_error);
	free(rb->sec);
	free(rb->gloss);
	free(rb->charts);
	free(rb->game);
	free(rb->title);
	free(rb->file);
	free(rb);
}

int
rulebook_numberish(const char *s)
{
	if (strncmp(s, "§", strlen("§")) == 0)
		s += strlen("§");
	return isdigit((unsigned char)*s) && strspn(s, "0123456789.") ==
	    strlen(s);
}

int
rulebook_find(const struct rulebook *rb, const char *s)
{
	char *want, *alt;
	size_t n;
	int i, found = -1;

	if (strncmp(s, "§", strlen("§")) == 0)
		s += strlen("§");
	want = xstrdup(s);
	n = strlen(want);
	while (n > 1 && want[n - 1] == '.')	/* "9." as a sentence ends */
		want[--n] = '\0';
	/* "9" finds a book's "9.0", and "9.0" a book's "9" */
	if (n > 2 && strcmp(want + n - 2, ".0") == 0)
		alt = xstrndup(want, n - 2);
	else
		alt = xprintf("%s.0", want);
	for (i = 0; i < rb->nsec && found < 0; i++)
		if (strcasecmp(rb->sec[i].number, want) == 0)
			found = i;
	for (i = 0; i < rb->nsec && found < 0; i++)
		if (strcasecmp(rb->sec[i].number, alt) == 0)
			found = i;
	free(want);
	free(alt);
	return found;
}

int
rulebook_chart(const struct rulebook *rb, const char *name)
{
	int i, j;

	for (i = 0; i < rb->ncharts; i++) {
		if (strcasecmp(rb->charts[i].id, name) == 0)
			return i;
		for (j = 0; j < rb->charts[i].nnames; j++)
			if (strcasecmp(rb->charts[i].names[j], name) == 0)
				return i;
	}
	return -1;
}

static void
push_word(char ***v, int *n, const char *s, size_t len)
{
	*v = xrealloc(*v, sizeof **v * (size_t)(*n + 2));
	(*v)[(*n)++] = xstrndup(s, len);
	(*v)[*n] = NULL;
}

char **
rulebook_words(const struct rulebook *rb, int *n)
{
	char **v = xcalloc(1, sizeof *v), *w;
	const char *p, *q;
	int i, j;

	*n = 0;
	for (i = 0; i < rb->nsec; i++) {
		push_word(&v, n, rb->sec[i].number, strlen(rb->sec[i].number));
		for (p = rb->sec[i].title; *p != '\0'; p = q) {
			for (q = p; isalpha((unsigned char)*q) ||
			    (*q & 0x80); q++)
				;
			if (q - p >= 3) {
				push_word(&v, n, p, (size_t)(q - p));
				for (w = v[*n - 1]; *w != '\0'; w++)
					*w = (char)tolower((unsigned char)*w);
			}
			if (q == p)
				q++;
		}
	}
	for (i = 0; i < rb->ncharts; i++)
		for (j = 0; j < rb->charts[i].nnames; j++)
			if (strchr(rb->charts[i].names[j], ' ') == NULL)
				push_word(&v, n, rb->charts[i].names[j],
				    strlen(rb->charts[i].names[j]));
	return v;
}

/* --- the cache ------------------------------------------------------- */

struct kept {
	char		*datadir;
	char		*game;
	struct rulebook	*rb;
};

static struct kept	*kept;
static int		 nkept;
static char		*owner_game, *owner_file;

void
rulebook_set_owner(const char *game, const char *file)
{
	free(owner_game);
	free(owner_file);
	owner_game = game != NULL ? xstrdup(game) : NULL;
	owner_file = file != NULL ? xstrdup(file) : NULL;
}

/* The owner's rulebook of this game: the one given, else the per-game
 * file of the config directory when there is one. */
static void
attach_owner(struct rulebook *rb, const char *game)
{
	const char *xdg = getenv("XDG_CONFIG_HOME"), *home = getenv("HOME");
	char *path = NULL;

	if (owner_file != NULL && owner_game != NULL &&
	    strcmp(owner_game, game) == 0)
		path = xstrdup(owner_file);
	else if (xdg != NULL && *xdg == '/')
		path = xprintf("%s/herald/rulebooks/%s.txt", xdg, game);
	else if (home != NULL && *home != '\0')
		path = xprintf("%s/.config/herald/rulebooks/%s.txt", home,
		    game);
	if (path == NULL)
		return;
	if (owner_file == NULL || owner_game == NULL ||
	    strcmp(owner_game, game) != 0) {
		if (access(path, F_OK) != 0) {	/* none: nothing to say */
			free(path);
			return;
		}
	}
	if (ownbook_load(path, &rb->own, &rb->own_error) == 0)
		rb->own_file = path;
	else {
		rb->own_file = path;
		rb->own = NULL;
	}
}

/* "no rules of GAME", with the games that have them. */
static char *
no_rules(const char *datadir, const char *game)
{
	char *dir = xprintf("%s/scenarios", datadir), *path;
	struct dirent **de;
	struct buf b;
	int n, i, k = 0;

	buf_init(&b);
	buf_printf(&b, "herald has no rules of \"%s\" (no scenarios/%s/"
	    "rules.yaml", game, game);
	if ((n = scandir(dir, &de, NULL, alphasort)) >= 0) {
		for (i = 0; i < n; i++) {
			path = xprintf("%s/%s/rules.yaml", dir, de[i]->d_name);
			if (de[i]->d_name[0] != '.' && access(path, F_OK) == 0)
				buf_printf(&b, "%s%s", k++ ? ", " : "; games "
				    "with rules: ", de[i]->d_name);
			free(path);
			free(de[i]);
		}
		free(de);
	}
	buf_puts(&b, ")");
	free(dir);
	return buf_steal(&b);
}

const struct rulebook *
rulebook_get(const char *datadir, const char *game, char **cause)
{
	struct rulebook *rb;
	char *path, *display;
	int i, rc;

	for (i = 0; i < nkept; i++)
		if (strcmp(kept[i].datadir, datadir) == 0 &&
		    strcmp(kept[i].game, game) == 0)
			return kept[i].rb;
	if (strchr(game, '/') != NULL || *game == '.' || *game == '\0') {
		*cause = xprintf("no game \"%s\" (expected a game's name, such "
		    "as battle-of-agincourt)", game);
		return NULL;
	}
	path = xprintf("%s/scenarios/%s/rules.yaml", datadir, game);
	display = xprintf("%s/rules.yaml", game);
	if (access(path, F_OK) != 0) {
		*cause = no_rules(datadir, game);
		rc = -1;
	} else
		rc = rulebook_load(path, display, game, &rb, cause);
	free(path);
	free(display);
	if (rc != 0)
		return NULL;
	attach_owner(rb, game);
	kept = xrealloc(kept, sizeof *kept * (size_t)(nkept + 1));
	kept[nkept].datadir = xstrdup(datadir);
	kept[nkept].game = xstrdup(game);
	kept[nkept].rb = rb;
	nkept++;
	return rb;
}

void
rulebook_forget(void)
{
	int i;

	for (i = 0; i < nkept; i++) {
		free(kept[i].datadir);
		free(kept[i].game);
		rulebook_free(kept[i].rb);
	}
	free(kept);
	kept = NULL;
	nkept = 0;
	rulebook_set_owner(NULL, NULL);
}

/* rulesearch: scoring a game's rules against the words a player types.
 * Text is cut into words folded to lower-case ASCII (é is e) and reduced
 * by a small suffix stemmer, the same for the rules and for the query;
 * a query word that is found nowhere as it is may match with one typo.
 * Every query word must be found in a section (title, keywords, summary,
 * errata, the owner's text) for it to match; where a word is found
 * weighs its score, and a section whose title is the query, or which a
 * glossary term that is the query names, is an exact hit. */
#include "rulesearch.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "ownbook.h"
#include "rulebook.h"
#include "util.h"

#define QMAX	16	/* query words */
#define WMAX	32	/* letters of a word compared */

/* Weights of a word found in each field; a typo scores half. */
#define W_TITLE	20
#define W_WORDS	12
#define W_TEXT	4
#define W_NOTE	2
#define W_OWN	2
#define B_EXACT	100	/* the query is the title or the term */
#define B_NAMED	150	/* a glossary term that is the query names it */

struct tok {
	char	*raw;
	char	*stem;
	int	 seq;	/* 0: a hyphenated pair joined, not in the phrase */
};

struct toks {
	struct tok	*v;
	int		 n, cap;
};

static const char *const stopwords[] = {
	"a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "in",
	"is", "it", "its", "of", "on", "or", "the", "to", "with"
};

/* Latin-1 letters folded to their base letter (U+00C0 to U+00FF). */
static const char fold[] =
    "aaaaaaaceeeeiiiidnooooo ouuuuyts"
    "aaaaaaaceeeeiiiidnooooo ouuuuyty";

static int
stopword(const char *w)
{
	size_t i;

	for (i = 0; i < nitems(stopwords); i++)
		if (strcmp(w, stopwords[i]) == 0)
			return 1;
	return 0;
}

static int
ends(const char *w, size_t n, const char *suffix)
{
	size_t k = strlen(suffix);

	return n >= k && strcmp(w + n - k, suffix) == 0;
}

/* In place: plurals, -ed, -ing and a final e go ("routed", "routing",
 * "routs" are "rout"; "charge", "charges", "charging" are "charg"). */
static void
stem_in_place(char *w)
{
	size_t n = strlen(w);

	if (n <= 3)
		return;
	if (ends(w, n, "ies") && n > 4)
		strcpy(w + n - 3, "y");
	else if (ends(w, n, "s") && !ends(w, n, "ss") && !ends(w, n, "us") &&
	    !ends(w, n, "is"))
		w[n - 1] = '\0';
	n = strlen(w);
	if (ends(w, n, "ied") && n > 4)
		strcpy(w + n - 3, "y");
	else if ((ends(w, n, "ing") && n >= 6) || (ends(w, n, "ed") &&
	    n >= 5)) {
		w[n - (w[n - 1] == 'g' ? 3 : 2)] = '\0';
		n = strlen(w);
		/* "stopped" is "stop"; "rolled" stays "roll" */
		if (n >= 3 && w[n - 1] == w[n - 2] && strchr("lsz",
		    w[n - 1]) == NULL && !strchr("aeiou", w[n - 1]))
			w[n - 1] = '\0';
	}
	n = strlen(w);
	if (n > 3 && w[n - 1] == 'e')
		w[n - 1] = '\0';
}

static void
push(struct toks *t, const char *raw, int seq)
{
	struct tok *k;

	if (t->n == t->cap) {
		t->cap = t->cap ? 2 * t->cap : 32;
		t->v = xrealloc(t->v, sizeof *t->v * (size_t)t->cap);
	}
	k = &t->v[t->n++];
	k->raw = xstrdup(raw);
	k->stem = xstrdup(raw);
	k->seq = seq;
	stem_in_place(k->stem);
}

/* The words of a text; a hyphenated pair ("counter-attack") also gives
 * the pair joined ("counterattack"), outside the phrase. */
static void
tokenize(const char *s, struct toks *t)
{
	const unsigned char *p = (const unsigned char *)s;
	char w[WMAX + 1], prev[WMAX + 1];
	size_t n = 0;
	int hyphen = 0, c, eaten;

	prev[0] = '\0';
	for (;;) {
		c = -1;
		eaten = 0;
		if (*p != '\0' && isalnum(*p))
			c = tolower(*p++);
		else if (p[0] == 0xc3 && p[1] >= 0x80 && p[1] <= 0xbf) {
			c = fold[p[1] - 0x80];
			p += 2;
			if (c == ' ') {		/* × and ÷ */
				c = -1;
				eaten = 1;
			}
		} else if (*p == '\'' && n > 0) {	/* unit's */
			p++;
			continue;
		} else if (p[0] == 0xe2 && p[1] == 0x80 && p[2] == 0x99 &&
		    n > 0) {				/* unit’s */
			p += 3;
			continue;
		}
		if (c >= 0) {
			if (n < WMAX)
				w[n++] = (char)c;
			continue;
		}
		if (n > 0) {
			w[n] = '\0';
			push(t, w, 1);
			if (hyphen && prev[0] != '\0' && strlen(prev) + n <=
			    WMAX) {
				char joined[2 * WMAX + 2];

				strcpy(joined, prev);
				strcat(joined, w);
				push(t, joined, 0);
			}
			strcpy(prev, w);
			n = 0;
		} else if (*p != '-')
			prev[0] = '\0';
		hyphen = !eaten && *p == '-';
		if (!eaten && *p == '\0')
			break;
		if (!eaten)
			p++;
	}
}

static void
toks_free(struct toks *t)
{
	int i;

	for (i = 0; i < t->n; i++) {
		free(t->v[i].raw);
		free(t->v[i].stem);
	}
	free(t->v);
	memset(t, 0, sizeof *t);
}

char *
rulesearch_stem(const char *word)
{
	struct toks t = { NULL, 0, 0 };
	char *s;

	tokenize(word, &t);
	s = xstrdup(t.n > 0 ? t.v[0].stem : "");
	toks_free(&t);
	return s;
}

/* The optimal string alignment distance is at most one. */
int
rulesearch_one_edit(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b), i;

	if (la > lb + 1 || lb > la + 1)
		return 0;
	for (i = 0; i < la && i < lb && a[i] == b[i]; i++)
		;
	if (i == la && i == lb)
		return 1;
	if (la == lb)
		return strcmp(a + i + 1, b + i + 1) == 0 || (i + 1 < la &&
		    a[i] == b[i + 1] && a[i + 1] == b[i] &&
		    strcmp(a + i + 2, b + i + 2) == 0);
	if (la > lb)
		return strcmp(a + i + 1, b + i) == 0;
	return strcmp(a + i, b + i + 1) == 0;
}

struct query {
	struct toks	 t;		/* the words, stopwords gone */
	int		 n;
	int		 any_exact[QMAX];
};

/* What one field gives each query word: exact[q] and typo[q] weights;
 * returns 1 if its words are the query's (the phrase). */
static int
field(const struct query *q, const char *text, int weight, int *exact,
    int *typo)
{
	struct toks t = { NULL, 0, 0 };
	int i, k, m = 0, same = 1;

	if (text == NULL)
		return 0;
	tokenize(text, &t);
	for (k = 0; k < t.n; k++) {
		const struct tok *w = &t.v[k];

		if (w->seq && !stopword(w->raw)) {
			if (m >= q->n || strcmp(w->stem, q->t.v[m].stem) != 0)
				same = 0;
			m++;
		}
		for (i = 0; i < q->n; i++) {
			const struct tok *x = &q->t.v[i];

			if (strcmp(x->stem, w->stem) == 0) {
				if (exact[i] < weight)
					exact[i] = weight;
			} else if (strlen(x->raw) >= 4 && strlen(w->raw) >= 4 &&
			    (rulesearch_one_edit(x->raw, w->raw) ||
			    (strlen(x->stem) >= 4 && rulesearch_one_edit(x->stem,
			    w->stem))) && typo[i] < weight / 2)
				typo[i] = weight / 2;
		}
	}
	toks_free(&t);
	return same && m == q->n;
}

struct doc {
	int	exact[QMAX], typo[QMAX];
	int	phrase;
	int	named;		/* a glossary term that is the query names it:
				   2 as its first section, 1 later */
};

static void
score_section(const struct rulebook *rb, int i, const struct query *q,
    struct doc *d)
{
	const struct rsection *s = &rb->sec[i];
	const struct ownsec *os;
	int k;

	d->phrase = field(q, s->title, W_TITLE, d->exact, d->typo);
	for (k = 0; k < s->nwords; k++)
		field(q, s->words[k], W_WORDS, d->exact, d->typo);
	field(q, s->summary, W_TEXT, d->exact, d->typo);
	field(q, s->errata, W_NOTE, d->exact, d->typo);
	field(q, s->clarifications, W_NOTE, d->exact, d->typo);
	field(q, s->note, W_NOTE, d->exact, d->typo);
	if ((os = ownbook_find(rb->own, s->number)) != NULL)
		field(q, os->text, W_OWN, d->exact, d->typo);
}

static void
score_term(const struct rterm *t, const struct query *q, struct doc *d)
{
	int k;

	d->phrase = field(q, t->term, W_TITLE, d->exact, d->typo);
	for (k = 0; k < t->naliases; k++)
		d->phrase |= field(q, t->aliases[k], W_TITLE, d->exact,
		    d->typo);
	field(q, t->means, W_TEXT, d->exact, d->typo);
}

static void
score_chart(const struct rchart *c, const struct query *q, struct doc *d)
{
	int k;

	d->phrase = field(q, c->title, W_TITLE, d->exact, d->typo);
	for (k = 0; k < c->nnames; k++)
		d->phrase |= field(q, c->names[k], W_TITLE, d->exact,
		    d->typo);
}

static int
cmp_hit(const void *a, const void *b)
{
	const struct rhit *x = a, *y = b;

	if (x->score != y->score)
		return x->score > y->score ? -1 : 1;
	if (x->kind != y->kind)
		return x->kind < y->kind ? -1 : 1;
	return x->index < y->index ? -1 : x->index > y->index;
}

struct rhit *
rulesearch_find(const struct rulebook *rb, int argc, char **argv, int *nhits)
{
	struct query q;
	struct toks all = { NULL, 0, 0 };
	struct doc *d;
	struct rhit *hits;
	char *line;
	int nown = rb->own != NULL ? rb->own->n : 0;
	int nd = rb->nsec + rb->ngloss + rb->ncharts + nown, i, k, j, w, nh = 0;
	int ok;

	memset(&q, 0, sizeof q);
	line = words_join(argc, argv, 0);
	tokenize(line, &all);
	free(line);
	/* the query's words without its stopwords, unless that is all */
	for (k = 0; k < all.n; k++)
		if (all.v[k].seq && (!stopword(all.v[k].raw) ||
		    all.n == 1) && q.t.n < QMAX)
			push(&q.t, all.v[k].raw, 1);
	toks_free(&all);
	q.n = q.t.n;
	*nhits = 0;
	if (q.n == 0) {
		toks_free(&q.t);
		return NULL;
	}
	d = xcalloc((size_t)nd, sizeof *d);
	for (i = 0; i < rb->nsec; i++)
		score_section(rb, i, &q, &d[i]);
	for (i = 0; i < rb->ngloss; i++)
		score_term(&rb->gloss[i], &q, &d[rb->nsec + i]);
	for (i = 0; i < rb->ncharts; i++)
		score_chart(&rb->charts[i], &q, &d[rb->nsec + rb->ngloss + i]);
	for (i = 0; i < nown; i++) {
		j = rb->nsec + rb->ngloss + rb->ncharts + i;
		if (rulebook_find(rb, rb->own->sec[i].number) < 0)
			field(&q, rb->own->sec[i].text, W_OWN, d[j].exact,
			    d[j].typo);
	}
	/* a typo counts only for a word that is nowhere as typed */
	for (i = 0; i < nd; i++)
		for (k = 0; k < q.n; k++)
			if (d[i].exact[k] > 0)
				q.any_exact[k] = 1;
	/* a glossary term that is the query names its sections */
	for (i = 0; i < rb->ngloss; i++)
		if (d[rb->nsec + i].phrase)
			for (k = 0; k < rb->gloss[i].nsee; k++)
				if ((j = rulebook_find(rb,
				    rb->gloss[i].see[k])) >= 0 &&
				    d[j].named < (k == 0 ? 2 : 1))
					d[j].named = k == 0 ? 2 : 1;
	hits = xcalloc((size_t)nd + 1, sizeof *hits);
	for (i = 0; i < nd; i++) {
		int score = 0;

		ok = 1;
		for (k = 0; k < q.n; k++) {
			w = q.any_exact[k] ? d[i].exact[k] : d[i].typo[k];
			if (w == 0)
				ok = 0;
			score += w;
		}
		if (!ok)
			score = 0;
		if (ok && d[i].phrase)
			score += B_EXACT;
		if (d[i].named)
			score += d[i].named == 2 ? B_NAMED : B_NAMED / 3;
		if (score == 0)
			continue;
		hits[nh].score = score;
		hits[nh].exact = ok && d[i].phrase ? 2 : d[i].named == 2;
		if (i < rb->nsec) {
			hits[nh].kind = RH_SECTION;
			hits[nh].index = i;
		} else if (i < rb->nsec + rb->ngloss) {
			hits[nh].kind = RH_TERM;
			hits[nh].index = i - rb->nsec;
		} else if (i < rb->nsec + rb->ngloss + rb->ncharts) {
			hits[nh].kind = RH_CHART;
			hits[nh].index = i - rb->nsec - rb->ngloss;
		} else {
			hits[nh].kind = RH_OWN;
			hits[nh].index = i - rb->nsec - rb->ngloss -
			    rb->ncharts;
		}
		nh++;
	}
	free(d);
	toks_free(&q.t);
	qsort(hits, (size_t)nh, sizeof *hits, cmp_hit);
	*nhits = nh;
	if (nh == 0) {
		free(hits);
		return NULL;
	}
	return hits;
}

int
rulesearch_clear_hit(const struct rhit *h, int n)
{
	int i, lvl, one[3] = { -1, -1, -1 }, count[3] = { 0, 0, 0 };

	/* the only section whose title is the query; else the only one a
	 * glossary term that is the query names first; else the only
	 * section found */
	for (i = 0; i < n; i++) {
		if (h[i].kind != RH_SECTION && h[i].kind != RH_OWN)
			continue;
		for (lvl = 0; lvl <= h[i].exact; lvl++) {
			if (one[lvl] < 0)
				one[lvl] = i;
			count[lvl]++;
		}
	}
	for (lvl = 2; lvl >= 0; lvl--)
		if (count[lvl] > 0)
			return count[lvl] == 1 ? one[lvl] : -1;
	return -1;
}

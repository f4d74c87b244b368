/* ruling: the records of a ruling (ruling.h); narrate.c renders them. */
#include "ruling.h"

#include "dice.h"

#include <stdlib.h>
#include <string.h>

void
ruling_init(struct ruling *r)
{
	memset(r, 0, sizeof *r);
}

static void
step_free(struct ruling_step *s)
{
	int i;

	free(s->section);
	for (i = 0; i < s->nword; i++)
		free(s->word[i]);
}

void
ruling_free(struct ruling *r)
{
	int i;

	for (i = 0; i < r->n; i++)
		step_free(&r->step[i]);
	free(r->step);
	ruling_init(r);
}

struct ruling_step *
ruling_add(struct ruling *r, enum ruling_concept c, const char *book,
    const char *section)
{
	struct ruling_step *s;

	if (r->n == r->alloc) {
		r->alloc = r->alloc ? 2 * r->alloc : 8;
		r->step = xrealloc(r->step, sizeof *r->step *
		    (size_t)r->alloc);
	}
	s = &r->step[r->n++];
	memset(s, 0, sizeof *s);
	s->concept = c;
	s->book = book;
	s->section = section != NULL ? xstrdup(section) : NULL;
	return s;
}

void
ruling_copy_into(struct ruling *to, const struct ruling *from)
{
	const struct ruling_step *f;
	struct ruling_step *s;
	int i, k;

	for (i = 0; i < from->n; i++) {
		f = &from->step[i];
		s = ruling_add(to, f->concept, f->book, f->section);
		s->compare = f->compare;
		s->result = f->result;
		s->recon = f->recon;
		memcpy(s->num, f->num, sizeof s->num);
		s->nnum = f->nnum;
		for (k = 0; k < f->nword; k++)
			s->word[k] = xstrdup(f->word[k]);
		s->nword = f->nword;
	}
}

void
ruling_text(struct ruling *r, const char *text, size_t n)
{
	struct ruling_step *s = ruling_add(r, RS_TEXT, NULL, NULL);

	s->word[0] = xstrndup(text, n);
	s->nword = 1;
}

int
ruling_steps(const struct ruling *r, enum ruling_concept c)
{
	int i, n = 0;

	for (i = 0; i < r->n; i++)
		if (r->step[i].concept == c)
			n++;
	return n;
}

void
ruling_append(struct ruling *to, struct ruling *from)
{
	int i;

	for (i = 0; i < from->n; i++) {
		struct ruling_step *s = ruling_add(to, from->step[i].concept,
		    NULL, NULL);

		*s = from->step[i];	/* the strings change hands */
	}
	free(from->step);
	ruling_init(from);
}

void
ruling_num(struct ruling_step *s, const char *name, int value)
{
	if (s->nnum >= RULING_NUMS)
		return;		/* RULING_NUMS is sized for the most */
	s->num[s->nnum].name = name;
	s->num[s->nnum++].value = value;
}

void
ruling_word(struct ruling_step *s, const char *w)
{
	if (s->nword >= RULING_WORDS)
		return;
	s->word[s->nword++] = xstrdup(w != NULL ? w : "");
}

int
ruling_get(const struct ruling_step *s, const char *name, int dflt)
{
	int i;

	for (i = 0; i < s->nnum; i++)
		if (strcmp(s->num[i].name, name) == 0)
			return s->num[i].value;
	return dflt;
}

int
ruling_count(const struct ruling_step *s, const char *name)
{
	int i, n = 0;

	for (i = 0; i < s->nnum; i++)
		if (strcmp(s->num[i].name, name) == 0)
			n++;
	return n;
}

int
ruling_nth(const struct ruling_step *s, const char *name, int n)
{
	int i;

	for (i = 0; i < s->nnum; i++)
		if (strcmp(s->num[i].name, name) == 0 && n-- == 0)
			return s->num[i].value;
	return 0;
}

const char *
ruling_w(const struct ruling_step *s, int i)
{
	return i < s->nword ? s->word[i] : "";
}

/* The last refusal rendered, on this thread: its records and their
 * text.  Hooks run on this thread too (guard-inline.c) or on a guard
 * worker, which has a slot of its own; none renders a refusal, so what
 * is here was rendered by the order session_run is running (it forgets
 * what was kept before the order, and takes what the order kept). */
static __thread struct ruling refused;
static __thread char *refused_text;

void
ruling_refused_keep(struct ruling *r, const char *text)
{
	ruling_free(&refused);
	free(refused_text);
	refused_text = NULL;	/* never left pointing at freed text */
	ruling_append(&refused, r);
	refused_text = xstrdup(text != NULL ? text : "");
}

char *
ruling_refused_take(struct ruling *r)
{
	char *text = refused_text;

	ruling_init(r);
	ruling_append(r, &refused);
	refused_text = NULL;
	return text;
}

void
ruling_roll_nums(struct ruling_step *s, const struct roll *roll)
{
	int i;

	ruling_num(s, "src", (int)roll->src);
	ruling_num(s, "total", roll->total);
	for (i = 0; i < roll->nface && i < DICE_MAX; i++)
		ruling_num(s, "face", roll->face[i]);
}

struct ruling_step *
ruling_roll(struct ruling *r, const struct roll *roll)
{
	struct ruling_step *s;

	s = ruling_add(r, RS_ROLL, NULL, NULL);
	ruling_word(s, roll->e.text);
	ruling_roll_nums(s, roll);
	return s;
}

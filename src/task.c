/* task: a unit's task, declared by the game and taken up with the
 * `task` order (task.h; spi-agincourt 15.0, 16.11, 16.22, 8.61). */
#include "task.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "gdload.h"
#include "ruling.h"
#include "sequence.h"
#include "sides.h"
#include "tally.h"

static int
load_kind(struct loader *l, struct gamedata *gd, const struct ynode *key,
    const struct ynode *m, struct task_kind *k)
{
	static const struct yfield fields[] = {
		{ "name", Y_SCALAR, 1 }, { "section", Y_SCALAR, 0 },
		{ "types", Y_SEQ, 0 }, { "side", Y_SCALAR, 0 },
		{ "still", Y_SCALAR, 0 }, { "choose", Y_MAP, 0 },
		{ NULL, 0, 0 }
	};
	static const struct yfield cfields[] = {
		{ "name", Y_SCALAR, 1 }, { "values", Y_SEQ, 1 },
		{ NULL, 0, 0 }
	};
	const struct ynode *c;
	int i, t, found;

	if (m == NULL || m->type != Y_MAP)
		return ld_fail(l, m != NULL ? m : key, "expected task %s to "
		    "be a mapping: {name: ..., types: [...], ...}", key->value);
	if (strcasecmp(key->value, TASK_NONE_WORD) == 0)
		return ld_fail(l, key, "\"%s\" gives a task up: expected "
		    "another name for a task", TASK_NONE_WORD);
	k->id = xstrdup(key->value);
	if (ymap_check(&l->d, m, fields, "task", &l->cause) != 0 ||
	    ld_str(l, m, "name", &k->name) != 0 ||
	    ld_str(l, m, "section", &k->section) != 0 ||
	    ld_types(l, gd, m, "types", &k->types) != 0 ||
	    ld_str(l, m, "side", &k->side) != 0 ||
	    ld_bool(l, m, "still", 0, &k->still) != 0)
		return -1;
	if (k->side != NULL) {
		found = 0;
		for (t = 0; t < gd->ntypes; t++)
			if ((k->types == 0 || (k->types & (1u << t))) &&
			    gd->types[t].side[0] != NULL &&
			    (strcmp(gd->types[t].side[0], k->side) == 0 ||
			    strcmp(gd->types[t].side[1], k->side) == 0))
				found = 1;
		if (!found)
			return ld_fail(l, ymap_get(m, "side"), "expected side: "
			    "to name a side of a two-sided counter of the "
			    "task's types, not \"%s\"", k->side);
	}
	if ((c = ymap_get(m, "choose")) != NULL) {
		if (ymap_check(&l->d, c, cfields, "choose", &l->cause) != 0 ||
		    ld_str(l, c, "name", &k->choose) != 0 ||
		    ld_words(l, c, "values", &k->values, &k->nvalues) != 0)
			return -1;
		if (k->nvalues == 0)
			return ld_fail(l, c, "expected at least one word in "
			    "values: of choose");
		for (i = 0; i < k->nvalues; i++)
			if (strcasecmp(k->values[i], TASK_NONE_WORD) == 0)
				return ld_fail(l, c, "expected words other "
				    "than \"%s\" in values:", TASK_NONE_WORD);
	}
	return 0;
}

int
task_load(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "state", Y_SCALAR, 1 }, { "section", Y_SCALAR, 0 },
		{ "kinds", Y_MAP, 1 }, { NULL, 0, 0 }
	};
	struct task_rules *r = &gd->tasks;
	const struct ynode *k;
	int i;

	r->state_def = -1;
	if (m == NULL)
		return 0;
	if (ymap_check(&l->d, m, fields, "tasks", &l->cause) != 0 ||
	    ld_str(l, m, "state", &r->state) != 0 ||
	    ld_section(l, m, "section", "tasks", &r->section) != 0)
		return -1;
	k = ymap_get(m, "kinds");
	if (k->n == 0)
		return ld_fail(l, k, "expected at least one task in kinds:");
	if (k->n > 30)
		return ld_fail(l, k, "expected at most 30 tasks, not %d",
		    k->n);
	r->kinds = xcalloc((size_t)k->n, sizeof *r->kinds);
	for (i = 0; i < k->n; i++) {
		r->nkinds = i + 1;
		if (load_kind(l, gd, k->keys[i], k->vals[i],
		    &r->kinds[i]) != 0)
			return -1;
	}
	return 0;
}

int
task_load_state(struct loader *l, struct gamedata *gd,
    const struct ynode *rules)
{
	struct task_rules *r = &gd->tasks;
	const struct ynode *m, *v;
	const struct tally_def *t;
	char *names;
	int d, i;

	if (r->state == NULL || rules == NULL ||
	    (m = ymap_get(rules, "tasks")) == NULL ||
	    (v = ymap_get(m, "state")) == NULL)
		return 0;
	d = tally_find(gd, r->state);
	t = d >= 0 ? &gd->tally.defs[d] : NULL;
	if (t == NULL || t->scope != TALLY_UNIT || t->flag ||
	    t->min > 0 || t->max < r->nkinds) {
		names = tally_names(gd);
		ld_fail(l, v, "expected a per-unit count of the game's "
		    "state: (scope: unit, from 0 to at least %d, one for "
		    "each task), not \"%s\" (%s)", r->nkinds, r->state,
		    names);
		free(names);
		return -1;
	}
	/* every type a task allows must carry the count */
	for (i = 0; t->types != 0 && i < r->nkinds; i++)
		if (r->kinds[i].types == 0 ||
		    (r->kinds[i].types & ~t->types) != 0)
			return ld_fail(l, v, "task %s may be taken by unit "
			    "types that do not carry \"%s\": expected its "
			    "types: among the count's", r->kinds[i].id,
			    r->state);
	r->state_def = d;
	return 0;
}

void
task_free(struct gamedata *gd)
{
	struct task_rules *r = &gd->tasks;
	int i, j;

	for (i = 0; i < r->nkinds; i++) {
		struct task_kind *k = &r->kinds[i];

		free(k->id);
		free(k->name);
		free(k->section);
		free(k->side);
		free(k->choose);
		for (j = 0; j < k->nvalues; j++)
			free(k->values[j]);
		free(k->values);
	}
	free(r->kinds);
	free(r->state);
	free(r->section);
	memset(r, 0, sizeof *r);
	r->state_def = -1;
}

int
task_find(const struct gamedata *gd, const char *id)
{
	int i;

	for (i = 0; id != NULL && i < gd->tasks.nkinds; i++)
		if (strcasecmp(gd->tasks.kinds[i].id, id) == 0)
			return i;
	return -1;
}

/* The task kinds' ids, "a, b or c", for a refusal */
static char *
kinds_words(const struct gamedata *gd)
{
	struct buf b;
	int i, n = gd->tasks.nkinds;

	buf_init(&b);
	for (i = 0; i < n; i++)
		buf_printf(&b, "%s%s", i == 0 ? "" : i == n - 1 ? " or " :
		    ", ", gd->tasks.kinds[i].id);
	return b.s != NULL ? b.s : xstrdup("");
}

static char *
values_words(const struct task_kind *k)
{
	struct buf b;
	int i;

	buf_init(&b);
	for (i = 0; i < k->nvalues; i++)
		buf_printf(&b, "%s%s", i == 0 ? "" : i == k->nvalues - 1 ?
		    " or " : ", ", k->values[i]);
	return b.s != NULL ? b.s : xstrdup("");
}

/* A refusal: RS_REFUSE_TASK, word 0 the unit */
static struct ruling_step *
refuse(const struct gamedata *gd, struct ruling *r, int unit, int why,
    const char *section)
{
	struct ruling_step *s;

	s = ruling_add(r, RS_REFUSE_TASK, gd->id, section);
	ruling_word(s, gd->units[unit].id);
	ruling_num(s, "why", why);
	return s;
}

static const char *
sec_of(const struct gamedata *gd, const struct task_kind *k)
{
	return k != NULL && k->section != NULL ? k->section :
	    gd->tasks.section;
}

/* Whether the word is fit for the kind: the chosen value's index, -1 */
static int
value_of(const struct task_kind *k, const char *word)
{
	int i;

	for (i = 0; word != NULL && i < k->nvalues; i++)
		if (strcasecmp(k->values[i], word) == 0)
			return i;
	return -1;
}

/* What stands in the way of the unit taking up kind k with word */
static int
check(const struct state *st, int unit, const struct task_kind *k,
    const char *word, int now, struct ruling *r)
{
	const struct gamedata *gd = st->gd;
	const struct unit_state *us = &st->u[unit];
	const struct phase *ph;
	int t = gd->units[unit].type, ki = (int)(k - gd->tasks.kinds);
	struct ruling_step *s;
	const char *up;
	char *w;

	if (now == ki + 1) {
		s = refuse(gd, r, unit, TASK_WHY_SAME, sec_of(gd, k));
		ruling_word(s, k->name);
		return -1;
	}
	if (now > 0 && now <= gd->tasks.nkinds) {
		s = refuse(gd, r, unit, TASK_WHY_BUSY, gd->tasks.section);
		ruling_word(s, gd->tasks.kinds[now - 1].name);
		return -1;
	}
	if (k->types != 0 && !(k->types & (1u << t))) {
		s = refuse(gd, r, unit, TASK_WHY_TYPE, sec_of(gd, k));
		ruling_word(s, k->name);
		ruling_word(s, gd->types[t].name);
		return -1;
	}
	up = sides_name(gd, unit, us->side);
	if (k->side != NULL && (up == NULL || strcmp(up, k->side) != 0)) {
		s = refuse(gd, r, unit, TASK_WHY_SIDE, sec_of(gd, k));
		ruling_word(s, k->name);
		ruling_word(s, k->side);
		return -1;
	}
	/* in a phase of impulses, what it did in this one (stood: -1 when
	 * it moved or turned in it; mf_spent and moved_impulse are cleared
	 * each impulse), else in the phase */
	ph = seq_phase(st);
	if (k->still && (ph != NULL && ph->nimpulses > 0 ?
	    us->stood < 0 || us->moved_impulse > 0 || us->mf_spent > 0 :
	    us->moved > 0 || us->faced || us->mf_spent > 0)) {
		s = refuse(gd, r, unit, TASK_WHY_MOVED, sec_of(gd, k));
		ruling_word(s, k->name);
		return -1;
	}
	if (k->nvalues > 0 && value_of(k, word) < 0) {
		s = refuse(gd, r, unit, TASK_WHY_WORD, sec_of(gd, k));
		ruling_word(s, k->name);
		ruling_word(s, k->choose);
		w = values_words(k);
		ruling_word(s, w);
		free(w);
		ruling_word(s, word != NULL ? word : "");
		ruling_word(s, k->id);
		return -1;
	}
	if (k->nvalues == 0 && word != NULL) {
		s = refuse(gd, r, unit, TASK_WHY_EXTRA, sec_of(gd, k));
		ruling_word(s, k->name);
		ruling_word(s, word);
		return -1;
	}
	return 0;
}

int
task_take_rec(struct state *st, int unit, const char *kind,
    const char *word, struct ruling *r)
{
	const struct gamedata *gd = st->gd;
	const struct task_rules *tr = &gd->tasks;
	const struct task_kind *k;
	struct ruling_step *s;
	char *w, *why = NULL;
	int ki, now;

	if (tr->nkinds == 0 || tr->state_def < 0) {
		refuse(gd, r, unit, TASK_WHY_NO_TASKS, NULL);
		return -1;
	}
	now = tally_get(st, tr->state_def, unit);
	if (kind != NULL && strcasecmp(kind, TASK_NONE_WORD) == 0) {
		if (now <= 0 || now > tr->nkinds) {
			refuse(gd, r, unit, TASK_WHY_IDLE, tr->section);
			return -1;
		}
		if (word != NULL) {
			s = refuse(gd, r, unit, TASK_WHY_EXTRA, tr->section);
			ruling_word(s, TASK_NONE_WORD);
			ruling_word(s, word);
			return -1;
		}
		if (tally_set(st, tr->state_def, unit, 0, &why) != 0)
			goto cannot;
		s = ruling_add(r, RS_TASK_NONE, gd->id,
		    sec_of(gd, &tr->kinds[now - 1]));
		ruling_word(s, gd->units[unit].id);
		ruling_word(s, tr->kinds[now - 1].name);
		return 0;
	}
	if ((ki = task_find(gd, kind)) < 0) {
		s = refuse(gd, r, unit, TASK_WHY_UNKNOWN, tr->section);
		ruling_word(s, kind != NULL ? kind : "");
		w = kinds_words(gd);
		ruling_word(s, w);
		free(w);
		return -1;
	}
	k = &tr->kinds[ki];
	if (check(st, unit, k, word, now, r) != 0)
		return -1;
	if (tally_set(st, tr->state_def, unit, ki + 1, &why) != 0)
		goto cannot;
	s = ruling_add(r, RS_TASK, gd->id, sec_of(gd, k));
	ruling_word(s, gd->units[unit].id);
	ruling_word(s, k->name);
	if (k->nvalues > 0) {
		ruling_word(s, k->choose);
		ruling_word(s, k->values[value_of(k, word)]);
	}
	return 0;
cannot:
	/* the unit's type carries no such count (task_load_state checked
	 * its scope and bounds) */
	s = refuse(gd, r, unit, TASK_WHY_TYPE, sec_of(gd, NULL));
	ruling_word(s, kind != NULL ? kind : "");
	ruling_word(s, gd->types[gd->units[unit].type].name);
	free(why);
	return -1;
}

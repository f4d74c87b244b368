/* duel-load: rules: duel: read and checked (duel.h). */
#include "duel.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "gdload.h"
#include "pctgame.h"
#include "tally.h"

/* the table's result codes, in enum duel_result's order */
static const char *const result_code[DUEL_NRESULTS] = {
	"superior", "both", "inferior", "superior captured",
	"inferior captured", "none"
};

/* drawn: (spi-agincourt 20.13G); the option and the side are checked
 * in duel_load_late, once the game's options are read */
static int
load_drawn(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "option", Y_SCALAR, 1 }, { "side", Y_SCALAR, 1 },
		{ "dice", Y_SCALAR, 1 }, { "faces", Y_MAP, 0 },
		{ "section", Y_SCALAR, 1 }, { NULL, 0, 0 }
	};
	struct duel_rules *d = gd->duel;
	const struct ynode *f, *v;
	char *why = NULL, *end;
	long face;
	int i, k;

	if (m == NULL)
		return 0;
	if (ymap_check(&l->d, m, fields, "drawn", &l->cause) != 0 ||
	    ld_str(l, m, "option", &d->drawn_option) != 0 ||
	    ld_str(l, m, "section", &d->drawn_section) != 0)
		return -1;
	v = ymap_get(m, "dice");
	if (dice_parse(v->value, &d->drawn_dice, &why) != 0) {
		ld_fail(l, v, "%s", why);
		free(why);
		return -1;
	}
	if (d->drawn_dice.count != 1 || d->drawn_dice.ngroup != 1 ||
	    d->drawn_dice.mod != 0 || d->drawn_dice.percentile ||
	    d->drawn_dice.sides > DUEL_FACES_MAX)
		return ld_fail(l, v, "expected one die of up to %d faces "
		    "(1d6), not \"%s\"", DUEL_FACES_MAX, v->value);
	for (i = 1; i <= d->drawn_dice.sides; i++)
		d->drawn_map[i] = i;
	if ((f = ymap_get(m, "faces")) != NULL)
		for (i = 0; i < f->n; i++) {
			face = strtol(f->keys[i]->value, &end, 10);
			if (*end != '\0' || face < 1 ||
			    face > d->drawn_dice.sides)
				return ld_fail(l, f->keys[i], "expected a face "
				    "of %s, not \"%s\"", d->drawn_dice.text,
				    f->keys[i]->value);
			if (f->vals[i]->type != Y_SCALAR ||
			    (k = duel_manner(d, f->vals[i]->value)) < 0)
				return ld_fail(l, f->vals[i], "expected a "
				    "manner (0 to %d, or its name)",
				    d->nmanners - 1);
			d->drawn_map[face] = k;
		}
	for (i = 1; i <= d->drawn_dice.sides; i++)
		if (d->drawn_map[i] >= d->nmanners)
			return ld_fail(l, m, "face %d of %s is no manner: "
			    "expected faces: {%d: MANNER}", i,
			    d->drawn_dice.text, i);
	return 0;
}

int
duel_load(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "kind", Y_SCALAR, 1 }, { "types", Y_SEQ, 1 },
		{ "strength", Y_SCALAR, 1 }, { "rounds", Y_SCALAR, 1 },
		{ "sudden_strength", Y_SCALAR, 0 },
		{ "table", Y_SCALAR, 1 }, { "manners", Y_SEQ, 1 },
		{ "once", Y_SCALAR, 1 }, { "section", Y_SCALAR, 0 },
		{ "who_section", Y_SCALAR, 0 },
		{ "equal_section", Y_SCALAR, 0 },
		{ "manners_section", Y_SCALAR, 0 },
		{ "results_section", Y_SCALAR, 0 },
		{ "capture_section", Y_SCALAR, 0 },
		{ "sudden_section", Y_SCALAR, 0 },
		{ "return_section", Y_SCALAR, 0 },
		{ "drawn", Y_MAP, 0 },
		{ "mail", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	struct duel_rules *d;
	const struct ynode *v;
	char **words = NULL;
	int nwords = 0, i, j, rounds;

	if (m == NULL)
		return 0;
	d = gd->duel = xcalloc(1, sizeof *gd->duel);
	d->strength = d->once_def = -1;
	if (ymap_check(&l->d, m, fields, "duel", &l->cause) != 0)
		return -1;
	v = ymap_get(m, "kind");
	if (strcmp(v->value, "manners") != 0)
		return ld_fail(l, v, "expected kind: manners (rounds of "
		    "secret choices read on a table), not \"%s\"", v->value);
	if (ld_types(l, gd, m, "types", &d->types) != 0 ||
	    ld_stat(l, gd, m, "strength", &d->strength) != 0 ||
	    ld_int(l, m, "rounds", 1, DUEL_ROUNDS_MAX, 5, &rounds) != 0 ||
	    ld_int(l, m, "sudden_strength", 1, 99, 1,
	    &d->sudden_strength) != 0 ||
	    ld_str(l, m, "table", &d->table) != 0 ||
	    ld_str(l, m, "once", &d->once) != 0 ||
	    ld_section(l, m, "section", "duels", &d->section) != 0 ||
	    ld_str(l, m, "who_section", &d->who_section) != 0 ||
	    ld_str(l, m, "equal_section", &d->equal_section) != 0 ||
	    ld_str(l, m, "manners_section", &d->manners_section) != 0 ||
	    ld_str(l, m, "results_section", &d->results_section) != 0 ||
	    ld_str(l, m, "capture_section", &d->capture_section) != 0 ||
	    ld_str(l, m, "sudden_section", &d->sudden_section) != 0 ||
	    ld_str(l, m, "return_section", &d->return_section) != 0 ||
	    ld_words(l, m, "manners", &words, &nwords) != 0)
		goto bad;
	d->rounds = rounds;
	if (d->types == 0) {
		ld_fail(l, ymap_get(m, "types"), "expected at least one unit "
		    "type that fights duels");
		goto bad;
	}
	if (nwords < 2 || nwords > DUEL_MANNERS_MAX) {
		ld_fail(l, ymap_get(m, "manners"), "expected 2 to %d manners, "
		    "not %d", DUEL_MANNERS_MAX, nwords);
		goto bad;
	}
	for (i = 0; i < nwords; i++) {
		if (words[i][0] == '\0' || isdigit((unsigned char)words[i][0])) {
			ld_fail(l, ymap_get(m, "manners"), "expected a manner's "
			    "name, not \"%s\" (a manner is also named by its "
			    "number, from 0)", words[i]);
			goto bad;
		}
		for (j = 0; j < i; j++)
			if (strcasecmp(words[i], words[j]) == 0) {
				ld_fail(l, ymap_get(m, "manners"), "manner "
				    "\"%s\" is listed twice", words[i]);
				goto bad;
			}
		d->manners[d->nmanners++] = xstrdup(words[i]);
	}
	words_free_argv(nwords, words);
	if (ld_str(l, m, "mail", &d->mail_option) != 0)
		return -1;
	return load_drawn(l, gd, ymap_get(m, "drawn"));
bad:
	words_free_argv(nwords, words);
	return -1;
}

/* The table: one column for each pair of manners, "S/I", every result
 * code one of the six. */
static int
check_table(struct loader *l, struct gamedata *gd, const struct ynode *v)
{
	struct duel_rules *d = gd->duel;
	const struct pct_table *t;
	char label[32];
	int i, j, k;

	if ((t = pct_game_find(gd, d->table)) == NULL)
		return ld_fail(l, v, "expected table: to name one of the "
		    "game's percentile tables (tables: percentile:), not "
		    "\"%s\"", d->table);
	for (i = 0; i < DUEL_NRESULTS; i++)
		d->result_of[i] = -1;
	for (k = 0; k < t->nresult; k++) {
		for (i = 0; i < DUEL_NRESULTS; i++)
			if (strcmp(t->result[k], result_code[i]) == 0)
				d->result_of[i] = k;
		for (i = 0; i < DUEL_NRESULTS; i++)
			if (strcmp(t->result[k], result_code[i]) == 0)
				break;
		if (i == DUEL_NRESULTS)
			return ld_fail(l, v, "table %s gives \"%s\": a duel's "
			    "table gives only superior, both, inferior, "
			    "superior captured, inferior captured or none",
			    t->name, t->result[k]);
	}
	for (i = 0; i < d->nmanners; i++)
		for (j = 0; j < d->nmanners; j++) {
			snprintf(label, sizeof label, "%d/%d", i, j);
			if (pct_column(t, label) < 0)
				return ld_fail(l, v, "table %s has no column "
				    "\"%s\": a duel's table has one for each "
				    "pair of manners (superior/inferior, %d "
				    "by %d)", t->name, label, d->nmanners,
				    d->nmanners);
		}
	d->pct = t;
	return 0;
}

int
duel_load_late(struct loader *l, struct gamedata *gd,
    const struct ynode *rules)
{
	struct duel_rules *d = gd->duel;
	const struct ynode *m, *v;
	const struct tally_def *t;
	char *names;
	int k;

	if (d == NULL || rules == NULL ||
	    (m = ymap_get(rules, "duel")) == NULL)
		return 0;
	if (check_table(l, gd, ymap_get(m, "table")) != 0)
		return -1;
	k = tally_find(gd, d->once);
	t = k >= 0 ? &gd->tally.defs[k] : NULL;
	if (t == NULL || t->scope != TALLY_UNIT || !t->flag ||
	    t->reset != TALLY_EACH_PHASE) {
		names = tally_names(gd);
		ld_fail(l, ymap_get(m, "once"), "expected once: to name a "
		    "per-unit flag of the game's state: reset each phase "
		    "(scope: unit, kind: flag, reset: phase), not \"%s\" "
		    "(%s)", d->once, names);
		free(names);
		return -1;
	}
	d->once_def = k;
	if (d->mail_option != NULL &&
	    (d->mail_opt = gd_option(gd, d->mail_option)) < 0)
		return ld_fail(l, ymap_get(m, "mail"), "expected mail: to name "
		    "one of the game's optional rules (the one a game by turn "
		    "files is started with), not \"%s\"", d->mail_option);
	if (d->drawn_option != NULL) {
		v = ymap_get(ymap_get(m, "drawn"), "option");
		if ((d->drawn_opt = gd_option(gd, d->drawn_option)) < 0)
			return ld_fail(l, v, "expected option: to name one of "
			    "the game's optional rules, not \"%s\"",
			    d->drawn_option);
		v = ymap_get(ymap_get(m, "drawn"), "side");
		if ((d->drawn_faction = gd_faction(gd, v->value)) < 0)
			return ld_fail(l, v, "expected side: to name one of "
			    "the game's factions, not \"%s\"", v->value);
	}
	return 0;
}

void
duel_free(struct gamedata *gd)
{
	struct duel_rules *d = gd->duel;
	int i;

	if (d == NULL)
		return;
	for (i = 0; i < d->nmanners; i++)
		free(d->manners[i]);
	free(d->table);
	free(d->once);
	free(d->section);
	free(d->who_section);
	free(d->equal_section);
	free(d->manners_section);
	free(d->results_section);
	free(d->capture_section);
	free(d->sudden_section);
	free(d->return_section);
	free(d->drawn_option);
	free(d->drawn_section);
	free(d->mail_option);
	free(d);
	gd->duel = NULL;
}

int
duel_manner(const struct duel_rules *d, const char *s)
{
	char *end;
	long n;
	int i;

	while (isspace((unsigned char)*s))
		s++;
	if (isdigit((unsigned char)*s)) {
		n = strtol(s, &end, 10);
		while (isspace((unsigned char)*end))
			end++;
		return *end == '\0' && n >= 0 && n < d->nmanners ? (int)n : -1;
	}
	for (i = 0; i < d->nmanners; i++)
		if (strcasecmp(s, d->manners[i]) == 0)
			return i;
	return -1;
}

int
duel_open_add(const struct duel_rules *d, struct duel_open *o,
    const char *s, char **cause)
{
	const char *colon = strchr(s, ':');
	char *left;
	int a, b;

	if (o->n >= DUEL_OPEN_MAX) {
		*cause = xprintf("at most %d pairs of manners in one order",
		    DUEL_OPEN_MAX);
		return -1;
	}
	if (colon == NULL && d->drawn_option != NULL &&
	    (a = duel_manner(d, s)) >= 0) {
		/* one side's drawn: the other's manner alone */
		o->a[o->n] = a;
		o->b[o->n] = -1;
		o->n++;
		return 0;
	}
	left = colon != NULL ? xstrndup(s, (size_t)(colon - s)) : NULL;
	a = left != NULL ? duel_manner(d, left) : -1;
	b = colon != NULL ? duel_manner(d, colon + 1) : -1;
	free(left);
	if (a < 0 || b < 0) {
		*cause = xprintf("expected a pair of manners as S:I (the "
		    "first-named leader's, then the other's), each 0 to %d, "
		    "not \"%s\"", d->nmanners - 1, s);
		return -1;
	}
	o->a[o->n] = a;
	o->b[o->n] = b;
	o->n++;
	return 0;
}

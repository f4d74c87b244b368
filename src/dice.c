/* dice: the seeded generator, and the roller that makes rolls with their
 * provenance: the engine's, the players' or the journal's (dicexpr.c
 * reads and writes the expressions and rolls). */
#include "dice.h"
#include "dice-int.h"

#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* splitmix64 spreads one seed over the four words of xoshiro256**. */
static uint64_t
splitmix64(uint64_t *x)
{
	uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

void
rng_seed(struct rng *r, uint64_t seed)
{
	int i;

	for (i = 0; i < 4; i++)
		r->s[i] = splitmix64(&seed);
}

static uint64_t
rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

uint64_t
rng_next(struct rng *r)
{
	uint64_t *s = r->s, result = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return result;
}

/* Lemire's multiply-and-reject: every value in [0, n) equally likely. */
uint32_t
rng_below(struct rng *r, uint32_t n)
{
	uint64_t m = (uint64_t)(uint32_t)(rng_next(r) >> 32) * n;
	uint32_t low = (uint32_t)m, threshold;

	if (low < n) {
		threshold = (uint32_t)-n % n;
		while (low < threshold) {
			m = (uint64_t)(uint32_t)(rng_next(r) >> 32) * n;
			low = (uint32_t)m;
		}
	}
	return (uint32_t)(m >> 32);
}

void
roller_remember(struct roller *ro, const struct roll *r)
{
	ro->made = xrealloc(ro->made, sizeof *ro->made * (size_t)(ro->nmade + 1));
	ro->made[ro->nmade++] = *r;
}

/* What has been worked out so far, before a player is asked. */
void
roller_show_so_far(struct roller *ro)
{
	if (ro->show != NULL && ro->show->len > ro->shown &&
	    ro->show_fn != NULL) {
		ro->show_fn(ro->ask_ctx, ro->show->s + ro->shown);
		ro->shown = ro->show->len;
	}
}

/* The journal's next roll, which must be of e: a player's roll only
 * where the players roll, an engine roll only as the seed gives it. */
static int
take_script(struct roller *ro, const struct dice_expr *e, struct roll *r,
    char **cause)
{
	*r = ro->script[ro->iscript++];
	if (r->src == ROLL_CHOICE || r->src == ROLL_SEAL ||
	    r->src == ROLL_REVEAL) {
		*cause = xprintf("the journal has a player's choice "
		    "where a %s roll was expected", e->text);
		return -1;
	}
	if (strcmp(r->e.text, e->text) != 0) {
		*cause = xprintf("the journal has a %s roll where "
		    "%s was expected", r->e.text, e->text);
		return -1;
	}
	if (r->src == ROLL_PHYSICAL && !ro->manual) {
		*cause = xprintf("the journal has a player's %s roll "
		    "where herald rolls the dice: the record has been "
		    "altered", e->text);
		return -1;
	}
	/* Keep the generator in step with the original game, and
	 * check that an engine roll is the one the seed gives: a
	 * journal or turn file edited by hand is refused. */
	if (r->src == ROLL_ENGINE) {
		struct roll again;
		int i, same;

		if (ro->no_dice[0] != '\0') {
			*cause = xprintf("the journal has herald's %s roll of "
			    "%d where herald could not roll: %s", e->text,
			    r->total, ro->no_dice);
			return -1;
		}

		dice_engine(ro->rng, e, &again);
		same = again.total == r->total &&
		    again.nface == r->nface;
		for (i = 0; same && i < r->nface; i++)
			same = again.face[i] == r->face[i];
		if (!same) {
			struct buf b;

			buf_init(&b);
			roll_format(&again, &b);
			*cause = xprintf("the recorded %s roll of %d is "
			    "not what herald's dice gave (%s): the "
			    "record has been altered", e->text,
			    r->total, b.s);
			buf_free(&b);
			return -1;
		}
	}
	roller_remember(ro, r);
	return 0;
}

int
roller_roll(struct roller *ro, const struct dice_expr *e, const char *why,
    struct roll *r, char **cause)
{
	char *line, *prompt, *why_not = NULL;

	if (ro->iscript < ro->nscript)
		return take_script(ro, e, r, cause);
	if (ro->replaying) {
		*cause = xprintf("the journal has no %s roll here", e->text);
		return -1;
	}
	if (!ro->manual || ro->ask == NULL) {
		if (ro->no_dice[0] != '\0') {
			*cause = xstrdup(ro->no_dice);
			return -1;
		}
		dice_engine(ro->rng, e, r);
		roller_remember(ro, r);
		return 0;
	}
	roller_show_so_far(ro);
	prompt = xprintf("roll %s%s%s: ", e->text, why ? " for " : "",
	    why ? why : "");
	for (;;) {
		if (ro->ask(ro->ask_ctx, prompt, why_not, NULL, 0,
		    &line) != 0) {
			free(prompt);
			free(why_not);
			*cause = xprintf("no roll was given for %s", e->text);
			return -1;
		}
		free(why_not);
		why_not = NULL;
		if (roll_physical(e, line, r, &why_not) == 0) {
			free(line);
			break;
		}
		free(line);
		/* a script cannot hear the complaint: the order fails */
		if (ro->batch) {
			free(prompt);
			*cause = why_not;
			return -1;
		}
		/* at the table: refuse the impossible and ask again */
	}
	free(prompt);
	free(why_not);
	roller_remember(ro, r);
	return 0;
}

/* A choice kept with the order's rolls: "c1d3:2=2" when a player
 * answered, "c1d3:=2" when herald's pick stood. */
static void
remember_choice(struct roller *ro, int n, int k, int answered)
{
	struct roll r;

	memset(&r, 0, sizeof r);
	r.src = ROLL_CHOICE;
	r.e.count = 1;
	r.e.sides = n;
	r.e.ngroup = 1;
	r.e.group[0].count = 1;
	r.e.group[0].sides = n;
	r.e.group[0].kind = DICE_PLAIN;
	snprintf(r.e.text, sizeof r.e.text, "1d%d", n);
	r.total = k + 1;
	if (answered) {
		r.nface = 1;
		r.face[0] = k + 1;
	}
	roller_remember(ro, &r);
}

int
roller_choose(struct roller *ro, const char *question,
    const char *const *label, int n, int *k, int *asked, char **cause)
{
	struct buf q, list;
	char *line, *why_not = NULL, *p, *end;
	int i;

	*k = 0;
	*asked = 0;
	if (n < 2)
		return 0;	/* nothing to choose, nothing to keep */
	if (n > DICE_CHOICES_MAX) {
		*cause = xprintf("too many choices (%d) for one question", n);
		return -1;
	}
	if (ro->iscript < ro->nscript &&
	    ro->script[ro->iscript].src == ROLL_CHOICE) {
		const struct roll *r = &ro->script[ro->iscript++];

		if (r->e.count != 1 || r->e.sides != n || r->total < 1 ||
		    r->total > n) {
			*cause = xprintf("the journal has a choice among %d "
			    "where %d were offered: the record has been "
			    "altered", r->e.sides, n);
			return -1;
		}
		*k = r->total - 1;
		*asked = r->nface == 1;
		roller_remember(ro, r);
		return 0;
	}
	/* A journal from before choices were kept holds none: herald's
	 * pick is what was played then. */
	if (ro->replaying)
		return 0;
	/* Nobody to ask, or a script that answers only for its dice. */
	if (ro->ask == NULL || (ro->batch && !ro->manual)) {
		remember_choice(ro, n, 0, 0);
		return 0;
	}
	roller_show_so_far(ro);
	buf_init(&list);
	buf_join(&list, label, n, "or");
	buf_init(&q);
	buf_printf(&q, "%s %s [%s]: ", question, list.s, label[0]);
	for (;;) {
		if (ro->ask(ro->ask_ctx, q.s, why_not, label, n,
		    &line) != 0) {
			/* the end of the input: herald's pick stands */
			free(why_not);
			buf_free(&q);
			buf_free(&list);
			remember_choice(ro, n, 0, 0);
			return 0;
		}
		free(why_not);
		why_not = NULL;
		for (p = line; isspace((unsigned char)*p); p++)
			;
		for (end = p + strlen(p); end > p &&
		    isspace((unsigned char)end[-1]); end--)
			;
		*end = '\0';
		if (*p == '\0')
			i = 0;
		else
			for (i = 0; i < n; i++)
				if (strcmp(p, label[i]) == 0)
					break;
		free(line);
		if (i < n)
			break;
		why_not = xprintf("expected %s, or nothing for %s", list.s,
		    label[0]);
		/* a script cannot hear the complaint: the order fails */
		if (ro->batch) {
			*cause = why_not;
			buf_free(&q);
			buf_free(&list);
			return -1;
		}
		/* at the table: refuse what is not offered and ask again */
	}
	buf_free(&q);
	buf_free(&list);
	*k = i;
	*asked = 1;
	remember_choice(ro, n, i, 1);
	return 0;
}

/* The journal's record of players' choices made where count of them
 * (1, or 2 sealed) among n are asked: 1 with them in *a (and *b), 0
 * when the choices are to be made now, -1 with *cause when the record
 * is not such a one, or missing in a replay (altered either way). */
static int
replayed_choices(struct roller *ro, int count, int n, int *a, int *b,
    char **cause)
{
	const struct roll *s;

	if (ro->iscript < ro->nscript &&
	    ro->script[ro->iscript].src == ROLL_CHOICE) {
		s = &ro->script[ro->iscript];
		if (s->e.count != count || s->e.sides != n ||
		    s->nface != count) {
			*cause = xprintf("the journal has %s where %s among "
			    "%d %s made: the record has been altered",
			    s->e.text, count == 2 ? "two sealed choices" :
			    "a player's choice", n, count == 2 ? "were" :
			    "was");
			return -1;
		}
		ro->iscript++;
		*a = s->face[0] - 1;
		if (b != NULL)
			*b = s->face[1] - 1;
		roller_remember(ro, s);
		return 1;
	}
	if (ro->replaying) {
		*cause = xprintf("the journal holds no %s where %s made: the "
		    "record has been altered", count == 2 ? "sealed choices" :
		    "choice", count == 2 ? "they were" : "one was");
		return -1;
	}
	return 0;
}

/* One player's answer, in secret (ask_secret) or in the open (ask);
 * -1 with *cause when the input ended or a script's answer is not one. */
int
roller_ask_one(struct roller *ro, int secret, const char *q,
    int (*parse)(const void *, const char *), const void *arg,
    const char *expected, int *k, char **cause)
{
	char *line, *why_not = NULL;
	int rc;

	for (;;) {
		rc = secret ? ro->ask_secret(ro->ask_ctx, q, why_not, &line) :
		    ro->ask(ro->ask_ctx, q, why_not, NULL, 0, &line);
		if (rc != 0) {
			free(why_not);
			*cause = xprintf("the input ended before the choice "
			    "was made: %s", expected);
			return -1;
		}
		free(why_not);
		why_not = NULL;
		*k = parse(arg, line);
		free(line);
		if (*k >= 0)
			return 0;
		why_not = xprintf("expected %s", expected);
		if (ro->batch) {
			*cause = why_not;
			return -1;
		}
	}
}

int
roller_choose_sealed(struct roller *ro, const char *qa, const char *qb,
    int n, int (*parse)(const void *, const char *), const void *arg,
    const char *expected, int preset_a, int preset_b, int *a, int *b,
    char **cause)
{
	struct roll r;
	int rc;

	if (n < 2 || n > DICE_CHOICES_MAX) {
		*cause = xprintf("%d choices cannot be sealed (2 to %d)", n,
		    DICE_CHOICES_MAX);
		return -1;
	}
	if ((rc = replayed_choices(ro, 2, n, a, b, cause)) != 0)
		return rc < 0 ? -1 : 0;
	if (preset_a >= 0 && preset_b >= 0) {
		*a = preset_a;
		*b = preset_b;
	} else if (ro->ask_secret == NULL) {
		*cause = xprintf("nobody can be asked in secret here: give "
		    "the choices in the order, in the open (%s)", expected);
		return -1;
	} else {
		roller_show_so_far(ro);
		if (roller_ask_one(ro, 1, qa, parse, arg, expected, a,
		    cause) != 0 ||
		    roller_ask_one(ro, 1, qb, parse, arg, expected, b, cause) != 0)
			return -1;
	}
	if (*a < 0 || *a >= n || *b < 0 || *b >= n) {
		*cause = xprintf("a choice out of range 1 to %d", n);
		return -1;
	}
	memset(&r, 0, sizeof r);
	r.src = ROLL_CHOICE;
	r.e.count = 2;
	r.e.sides = n;
	r.e.ngroup = 1;
	r.e.group[0].count = 2;
	r.e.group[0].sides = n;
	r.e.group[0].kind = DICE_PLAIN;
	snprintf(r.e.text, sizeof r.e.text, "2d%d", n);
	r.nface = 2;
	r.face[0] = *a + 1;
	r.face[1] = *b + 1;
	r.total = *a + *b + 2;
	roller_remember(ro, &r);
	return 0;
}

int
roller_choose_told(struct roller *ro, const char *q, int n,
    int (*parse)(const void *, const char *), const void *arg,
    const char *expected, int preset, int *k, char **cause)
{
	int rc;

	if ((rc = replayed_choices(ro, 1, n, k, NULL, cause)) != 0)
		return rc < 0 ? -1 : 0;
	if (preset >= 0)
		*k = preset;
	else if (ro->ask == NULL) {
		*cause = xprintf("nobody can be asked here: give the choice "
		    "in the order (%s)", expected);
		return -1;
	} else {
		roller_show_so_far(ro);
		if (roller_ask_one(ro, 0, q, parse, arg, expected, k, cause) != 0)
			return -1;
	}
	if (*k < 0 || *k >= n) {
		*cause = xprintf("a choice out of range 1 to %d", n);
		return -1;
	}
	remember_choice(ro, n, *k, 1);
	return 0;
}

void
roller_reset_made(struct roller *ro)
{
	free(ro->made);
	ro->made = NULL;
	ro->nmade = 0;
}

/* The forms of the two percentile reads: both dice, or the tens alone. */
static void
tens_forms(struct dice_expr *both, struct dice_expr *tens)
{
	char *cause = NULL;

	/* fixed forms: they parse */
	if (dice_parse("d100", both, &cause) != 0 ||
	    dice_parse("1d10z", tens, &cause) != 0)
		abort();
}

/* A percentile roll kept with the order's rolls (dice.h). */
static void
tens_record(struct roll *r, const struct dice_expr *both,
    const struct dice_expr *tens, enum roll_source src, int t, int o)
{
	memset(r, 0, sizeof *r);
	r->src = src;
	r->e = o < 0 ? *tens : *both;
	r->face[r->nface++] = t;
	if (o >= 0)
		r->face[r->nface++] = o;
	dice_total_up(r);
}

/* The journal's percentile roll, checked against need[]. */
static int
tens_script(struct roller *ro, const int need[10], int *t, int *o,
    char **cause)
{
	struct dice_expr both, tens;
	const struct roll *next = &ro->script[ro->iscript];
	struct roll r;
	int two;

	tens_forms(&both, &tens);
	two = strcmp(next->e.text, both.text) == 0;
	if (next->src != ROLL_CHOICE && !two &&
	    strcmp(next->e.text, tens.text) != 0) {
		*cause = xprintf("the journal has a %s roll where percentile "
		    "dice (d100, tens die first) were expected",
		    next->e.text);
		return -1;
	}
	/* whether the record fits need[] before its dice are checked */
	if (two) {
		/* "pd100:=47", a total only, is the same two dice */
		*t = next->total % 100 / 10;
		*o = next->total % 10;
	} else {
		*t = next->total;
		*o = -1;
	}
	if (*t < 0 || *t > 9 || *o > 9) {
		*cause = xprintf("the journal's percentile roll of %d is "
		    "no roll of the dice: the record has been altered",
		    next->total);
		return -1;
	}
	if (!two && need[*t]) {
		*cause = xprintf("the journal has only the tens die (%d) of a "
		    "percentile roll whose ones die decides: the record has "
		    "been altered", *t);
		return -1;
	}
	/* a player may have given both dice; herald rolls only what the
	 * rules need */
	if (two && !need[*t] && next->src == ROLL_ENGINE) {
		*cause = xprintf("the journal has herald's ones die where the "
		    "tens die (%d) alone decides: the record has been "
		    "altered", *t);
		return -1;
	}
	return take_script(ro, two ? &both : &tens, &r, cause);
}

/* "4", "47", "4 7", "07", "00", "100": the tens die, or both dice. */
static int
tens_answer(const char *line, int *t, int *o)
{
	char **w, *cause = NULL;
	int n, ok = 0;

	if ((n = words_split(line, &w, &cause)) < 0) {
		free(cause);
		return -1;
	}
	*o = -1;
	if (n == 1 && strcmp(w[0], "100") == 0) {
		*t = *o = 0;
		ok = 1;
	} else if (n == 1 && isdigit((unsigned char)w[0][0]) &&
	    (w[0][1] == '\0' || (isdigit((unsigned char)w[0][1]) &&
	    w[0][2] == '\0'))) {
		*t = w[0][0] - '0';
		if (w[0][1] != '\0')
			*o = w[0][1] - '0';
		ok = 1;
	} else if (n == 2 && isdigit((unsigned char)w[0][0]) &&
	    w[0][1] == '\0' && isdigit((unsigned char)w[1][0]) &&
	    w[1][1] == '\0') {
		*t = w[0][0] - '0';
		*o = w[1][0] - '0';
		ok = 1;
	}
	words_free_argv(n, w);
	return ok ? 0 : -1;
}

/* Ask until the answer fits (at the table) or fails (a script). */
static int
tens_ask(struct roller *ro, const char *prompt, int ones_only, int *t,
    int *o, char **cause)
{
	char *line, *why_not = NULL;
	int rc;

	for (;;) {
		if (ro->ask(ro->ask_ctx, prompt, why_not, NULL, 0,
		    &line) != 0) {
			free(why_not);
			*cause = xprintf("no %s was given for d100", ones_only ?
			    "ones die" : "roll");
			return -1;
		}
		free(why_not);
		why_not = NULL;
		rc = tens_answer(line, t, o);
		if (rc == 0 && ones_only && *o < 0) {
			*o = *t;	/* the one die asked for */
			break;
		}
		if (rc == 0 && !ones_only)
			break;
		why_not = ones_only ? xprintf("expected the ones die, from 0 "
		    "to 9, not \"%s\"", line) : xprintf("expected the tens "
		    "die, from 0 to 9, or both dice as 47 or 4 7 (00 is 100), "
		    "not \"%s\"", line);
		free(line);
		if (ro->batch) {
			*cause = why_not;
			return -1;
		}
	}
	free(line);
	return 0;
}

int
roller_tens_first(struct roller *ro, const char *why, const int need[10],
    int *tens, int *ones, char **cause)
{
	struct dice_expr both, tens_e;
	struct roll r;
	char *prompt;
	int t, o, dummy;

	*tens = 0;
	*ones = -1;
	if (ro->iscript < ro->nscript) {
		if (tens_script(ro, need, &t, &o, cause) != 0)
			return -1;
		*tens = t;
		*ones = o;
		return 0;
	}
	if (ro->replaying) {
		*cause = xprintf("the journal has no d100 roll here");
		return -1;
	}
	tens_forms(&both, &tens_e);
	if (!ro->manual || ro->ask == NULL) {
		if (ro->no_dice[0] != '\0') {
			*cause = xstrdup(ro->no_dice);
			return -1;
		}
		/* as dice_engine() rolls d100: the tens die first */
		dice_engine(ro->rng, &tens_e, &r);
		t = r.face[0];
		o = -1;
		if (need[t]) {
			dice_engine(ro->rng, &tens_e, &r);
			o = r.face[0];
		}
		tens_record(&r, &both, &tens_e, ROLL_ENGINE, t, o);
	} else {
		roller_show_so_far(ro);
		prompt = xprintf("roll d100%s%s, the tens die first: ",
		    why ? " for " : "", why ? why : "");
		if (tens_ask(ro, prompt, 0, &t, &o, cause) != 0) {
			free(prompt);
			return -1;
		}
		free(prompt);
		if (o < 0 && need[t]) {
			if (t == 0)
				prompt = xprintf("roll the ones die%s%s (tens "
				    "0: 01 to 09, or 00 for 100): ", why ?
				    " for " : "", why ? why : "");
			else
				prompt = xprintf("roll the ones die%s%s (tens "
				    "%d: %d0 to %d9): ", why ? " for " : "",
				    why ? why : "", t, t, t);
			if (tens_ask(ro, prompt, 1, &dummy, &o, cause) != 0) {
				free(prompt);
				return -1;
			}
			free(prompt);
		}
		tens_record(&r, &both, &tens_e, ROLL_PHYSICAL, t, o);
	}
	roller_remember(ro, &r);
	*tens = t;
	*ones = o;
	return 0;
}

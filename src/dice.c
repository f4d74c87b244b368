/* dice: the seeded generator, and the roller that makes rolls with their
 * provenance: the engine's, the players' or the journal's (dicexpr.c
 * reads and writes the expressions and rolls). */
#include "dice.h"

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

static void
remember(struct roller *ro, const struct roll *r)
{
	ro->made = xrealloc(ro->made, sizeof *ro->made * (size_t)(ro->nmade + 1));
	ro->made[ro->nmade++] = *r;
}

/* What has been worked out so far, before a player is asked. */
static void
show_so_far(struct roller *ro)
{
	if (ro->show != NULL && ro->show->len > ro->shown &&
	    ro->show_fn != NULL) {
		ro->show_fn(ro->ask_ctx, ro->show->s + ro->shown);
		ro->shown = ro->show->len;
	}
}

int
roller_roll(struct roller *ro, const struct dice_expr *e, const char *why,
    struct roll *r, char **cause)
{
	char *line, *prompt, *why_not = NULL;

	if (ro->iscript < ro->nscript) {
		*r = ro->script[ro->iscript++];
		if (r->src == ROLL_CHOICE) {
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
		remember(ro, r);
		return 0;
	}
	if (ro->replaying) {
		*cause = xprintf("the journal has no %s roll here", e->text);
		return -1;
	}
	if (!ro->manual || ro->ask == NULL) {
		dice_engine(ro->rng, e, r);
		remember(ro, r);
		return 0;
	}
	show_so_far(ro);
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
	remember(ro, r);
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
	remember(ro, &r);
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

		if (r->e.sides != n || r->total < 1 || r->total > n) {
			*cause = xprintf("the journal has a choice among %d "
			    "where %d were offered: the record has been "
			    "altered", r->e.sides, n);
			return -1;
		}
		*k = r->total - 1;
		*asked = r->nface == 1;
		remember(ro, r);
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
	show_so_far(ro);
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

void
roller_reset_made(struct roller *ro)
{
	free(ro->made);
	ro->made = NULL;
	ro->nmade = 0;
}

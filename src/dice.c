/* dice: expressions, the seeded generator and rolls with provenance. */
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

static const char dice_form[] =
    "a dice expression such as 1d6, 2d6, 2d6+1, 3d6-2, d10, d100 or d%";

int
dice_parse(const char *s, struct dice_expr *e, char **cause)
{
	const char *p = s;
	long count = 1, sides, mod = 0;
	char *end;

	memset(e, 0, sizeof *e);
	if (isdigit((unsigned char)*p)) {
		count = strtol(p, &end, 10);
		p = end;
	}
	if (*p != 'd' && *p != 'D')
		goto bad;
	p++;
	if (*p == '%') {
		sides = 100;
		p++;
	} else if (isdigit((unsigned char)*p)) {
		sides = strtol(p, &end, 10);
		p = end;
	} else
		goto bad;
	if (*p == '+' || *p == '-') {
		if (!isdigit((unsigned char)p[1]))
			goto bad;
		mod = strtol(p, &end, 10);
		p = end;
	}
	if (*p != '\0')
		goto bad;
	if (count < 1 || count > DICE_MAX) {
		*cause = xprintf("%s: between 1 and %d dice can be rolled", s,
		    DICE_MAX);
		return -1;
	}
	if (sides < 2 || sides > 100) {
		*cause = xprintf("%s: dice have 2 to 100 sides", s);
		return -1;
	}
	if (mod < -1000 || mod > 1000) {
		*cause = xprintf("%s: a modifier is from -1000 to +1000", s);
		return -1;
	}
	e->count = (int)count;
	e->sides = (int)sides;
	e->mod = (int)mod;
	/* spi 3.8: percentiles are a tens die then a ones die. */
	e->percentile = sides == 100;
	if (e->percentile && count != 1) {
		*cause = xprintf("%s: percentile dice are rolled one at a "
		    "time", s);
		return -1;
	}
	if (e->percentile)
		snprintf(e->text, sizeof e->text, "d100");
	else if (count == 1)
		snprintf(e->text, sizeof e->text, "1d%d", e->sides);
	else
		snprintf(e->text, sizeof e->text, "%dd%d", e->count, e->sides);
	if (mod != 0)
		snprintf(e->text + strlen(e->text),
		    sizeof e->text - strlen(e->text), "%+d", e->mod);
	return 0;
bad:
	*cause = xprintf("expected %s, not \"%s\"", dice_form, s);
	return -1;
}

int
dice_min(const struct dice_expr *e)
{
	return (e->percentile ? 1 : e->count) + e->mod;
}

int
dice_max(const struct dice_expr *e)
{
	return (e->percentile ? 100 : e->count * e->sides) + e->mod;
}

static void
total_up(struct roll *r)
{
	int i, sum = 0;

	if (r->e.percentile) {
		/* 0 0 reads as 100 (spi 3.8). */
		sum = r->face[0] * 10 + r->face[1];
		if (sum == 0)
			sum = 100;
	} else
		for (i = 0; i < r->nface; i++)
			sum += r->face[i];
	r->total = sum + r->e.mod;
}

static void
roll_engine(struct rng *rng, const struct dice_expr *e, struct roll *r)
{
	int i;

	memset(r, 0, sizeof *r);
	r->e = *e;
	r->src = ROLL_ENGINE;
	if (e->percentile) {
		r->nface = 2;
		r->face[0] = (int)rng_below(rng, 10);
		r->face[1] = (int)rng_below(rng, 10);
	} else {
		r->nface = e->count;
		for (i = 0; i < e->count; i++)
			r->face[i] = 1 + (int)rng_below(rng, (uint32_t)e->sides);
	}
	total_up(r);
}

int
roll_physical(const struct dice_expr *e, const char *answer, struct roll *r,
    char **cause)
{
	char **w;
	int n, i, want = e->percentile ? 2 : e->count;
	int lo = e->percentile ? 0 : 1, hi = e->percentile ? 9 : e->sides;
	long v;

	memset(r, 0, sizeof *r);
	r->e = *e;
	r->src = ROLL_PHYSICAL;
	if ((n = split_words(answer, &w, cause)) < 0)
		return -1;
	if (n == 1 && !(e->percentile && strlen(w[0]) == 2) && want > 1) {
		/* A total only; "00" on percentiles is read as 100. */
		if (parse_int(w[0], dice_min(e) - e->mod,
		    dice_max(e) - e->mod, &v) != 0) {
			*cause = xprintf("%s cannot roll \"%s\": a total "
			    "from %d to %d, or each die from %d to %d",
			    e->text, w[0], dice_min(e) - e->mod,
			    dice_max(e) - e->mod, lo, hi);
			free_words(n, w);
			return -1;
		}
		r->nface = 0;
		r->total = (int)v + e->mod;
		free_words(n, w);
		return 0;
	}
	if (n == 1 && e->percentile) {
		/* "47" or "00": the tens and ones dice as printed. */
		if (!isdigit((unsigned char)w[0][0]) ||
		    !isdigit((unsigned char)w[0][1])) {
			*cause = xprintf("d100 is two digits from 00 to 99, "
			    "or the two dice, e.g. 4 7");
			free_words(n, w);
			return -1;
		}
		r->nface = 2;
		r->face[0] = w[0][0] - '0';
		r->face[1] = w[0][1] - '0';
		total_up(r);
		free_words(n, w);
		return 0;
	}
	if (n != want) {
		*cause = want == 1 ? xprintf("%s needs one die, from %d to "
		    "%d", e->text, lo, hi) : xprintf("%s needs %d dice, each "
		    "from %d to %d, or their total", e->text, want, lo, hi);
		free_words(n, w);
		return -1;
	}
	for (i = 0; i < n; i++) {
		if (parse_int(w[i], lo, hi, &v) != 0) {
			*cause = xprintf("a die of %s shows %d to %d, not "
			    "\"%s\"", e->text, lo, hi, w[i]);
			free_words(n, w);
			return -1;
		}
		r->face[i] = (int)v;
	}
	r->nface = n;
	total_up(r);
	free_words(n, w);
	return 0;
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

			roll_engine(ro->rng, e, &again);
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
		roll_engine(ro->rng, e, r);
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

void
roll_format(const struct roll *r, struct buf *b)
{
	int i;

	if (r->src == ROLL_CHOICE) {
		buf_printf(b, "choice %d of %d%s", r->total, r->e.sides,
		    r->nface == 0 ? " (herald's pick)" : "");
		return;
	}
	buf_printf(b, "%s: ", r->e.text);
	if (r->nface == 0)
		buf_printf(b, "%d", r->total - r->e.mod);
	else if (r->e.percentile)
		buf_printf(b, "%d%d", r->face[0], r->face[1]);
	else
		for (i = 0; i < r->nface; i++)
			buf_printf(b, "%s%d", i ? "+" : "", r->face[i]);
	if (r->e.mod != 0)
		buf_printf(b, " %c %d", r->e.mod < 0 ? '-' : '+',
		    abs(r->e.mod));
	buf_printf(b, " = %d", r->total);
	if (r->src == ROLL_PHYSICAL)
		buf_puts(b, " (physical)");
}

void
roll_serialise(const struct roll *r, struct buf *b)
{
	int i;

	buf_printf(b, "%c%s:", r->src == ROLL_ENGINE ? 'e' :
	    r->src == ROLL_CHOICE ? 'c' : 'p', r->e.text);
	for (i = 0; i < r->nface; i++)
		buf_printf(b, "%s%d", i ? "," : "", r->face[i]);
	buf_printf(b, "=%d", r->total);
}

int
roll_deserialise(const char *s, struct roll *r, char **cause)
{
	const char *colon = strchr(s, ':'), *eq = strchr(s, '='), *p;
	char expr[32], *end;
	long v;

	memset(r, 0, sizeof *r);
	if ((s[0] != 'e' && s[0] != 'p' && s[0] != 'c') || colon == NULL ||
	    eq == NULL || eq < colon || (size_t)(colon - s - 1) >= sizeof expr)
		goto bad;
	r->src = s[0] == 'e' ? ROLL_ENGINE : s[0] == 'c' ? ROLL_CHOICE :
	    ROLL_PHYSICAL;
	memcpy(expr, s + 1, (size_t)(colon - s - 1));
	expr[colon - s - 1] = '\0';
	if (dice_parse(expr, &r->e, cause) != 0)
		return -1;
	/* a choice is one "die" of as many faces as there were answers */
	if (r->src == ROLL_CHOICE && (r->e.count != 1 || r->e.mod != 0 ||
	    r->e.percentile || r->e.sides > DICE_CHOICES_MAX))
		goto bad;
	for (p = colon + 1; p < eq; ) {
		if (r->nface == DICE_MAX)
			goto bad;
		v = strtol(p, &end, 10);
		/* bounded before the cast: no face wraps into range */
		if (end == p || v < INT_MIN || v > INT_MAX)
			goto bad;
		r->face[r->nface++] = (int)v;
		p = *end == ',' ? end + 1 : end;
	}
	v = strtol(eq + 1, &end, 10);
	if (*end != '\0' || end == eq + 1 || v < INT_MIN || v > INT_MAX)
		goto bad;
	r->total = (int)v;
	/* The faces must be dice this expression can show, adding up. */
	if (r->nface != 0) {
		struct roll check = *r;
		int i, want = r->e.percentile ? 2 : r->e.count;
		int lo = r->e.percentile ? 0 : 1;
		int hi = r->e.percentile ? 9 : r->e.sides;

		if (r->nface != want)
			goto bad;
		for (i = 0; i < r->nface; i++)
			if (r->face[i] < lo || r->face[i] > hi)
				goto bad;
		total_up(&check);
		if (check.total != r->total)
			goto bad;
	} else if (r->total < dice_min(&r->e) || r->total > dice_max(&r->e))
		goto bad;
	return 0;
bad:
	*cause = xprintf("bad recorded roll \"%s\"", s);
	return -1;
}

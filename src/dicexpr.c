/* dicexpr: dice expressions (2d6+1, d100, d66, 4dF, 2d6+1d6-2), the
 * faces they show, the players' answers from physical dice, and rolls
 * in narration and in the journal (dice.h). */
#include "dice.h"
#include "dice-int.h"

#include <ctype.h>
#include <limits.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char dice_form[] =
    "a dice expression such as 2d6, 2d6+1, 3d6-2, d10, d100 (or d%), d66, "
    "4dF or 2d6+1d6-2";

/* A group as typed, before its limits are checked. */
struct term {
	const char	*cnum, *snum;	/* the digits typed, for messages */
	int		 clen, slen;
	long		 count, sides;
	enum dice_kind	 kind;
};

/* Digits, capped above every limit so that none wraps. */
static long
number(const char **p, const char **typed, int *len)
{
	const char *s = *p;
	long v = 0;

	while (isdigit((unsigned char)**p)) {
		if (v < 100000)
			v = v * 10 + (**p - '0');
		(*p)++;
	}
	*typed = s;
	*len = (int)(*p - s);
	return v;
}

static int
limit(char **cause, const char *s, const char *found)
{
	*cause = xprintf("%s: %s; %s", s, found, DICE_LIMITS);
	return -1;
}

/* The dice a group throws: d100 and d66 are two. */
static int
group_dice(const struct dice_group *g)
{
	return g->kind == DICE_PERCENT || g->kind == DICE_D66 ? 2 : g->count;
}

int
dice_count(const struct dice_expr *e)
{
	int i, n = 0;

	for (i = 0; i < e->ngroup; i++)
		n += group_dice(&e->group[i]);
	return n;
}

/* The digits of v >= 0, written to end just before p. */
static char *
digits_before(char *p, int v)
{
	do
		*--p = (char)('0' + v % 10);
	while ((v /= 10) > 0);
	return p;
}

/* The text of one group: "2d6", "d100", "d66", "4dF". */
void
dice_group_text(const struct dice_group *g, char *s, size_t len)
{
	char t[32], *p = t + sizeof t;
	size_t n;

	if (g->count < 0 || g->sides < 0) {	/* never, after the checks */
		if (g->kind == DICE_FUDGE)
			snprintf(s, len, "%ddF", g->count);
		else if (g->kind == DICE_ZERO)
			snprintf(s, len, "%dd%dz", g->count, g->sides);
		else
			snprintf(s, len, "%dd%d", g->count, g->sides);
		return;
	}
	/* By hand, from the end (as snprintf would say it, cut to len): a
	 * replay parses every roll of the journal, twice. */
	*--p = '\0';
	if (g->kind == DICE_PERCENT) {
		p -= 4;
		memcpy(p, "d100", 4);
	} else if (g->kind == DICE_D66) {
		p -= 3;
		memcpy(p, "d66", 3);
	} else {
		if (g->kind == DICE_FUDGE)
			*--p = 'F';
		else {
			if (g->kind == DICE_ZERO)
				*--p = 'z';
			p = digits_before(p, g->sides);
		}
		*--p = 'd';
		p = digits_before(p, g->count);
	}
	if (len == 0)
		return;
	n = strlen(p);
	if (n >= len)
		n = len - 1;
	memcpy(s, p, n);
	s[n] = '\0';
}

/* Every limit is checked here, after the form, so that a refusal names
 * the limit broken rather than a form. */
static int
check_terms(const char *s, struct term *t, int n, long mod,
    const char *mnum, int mlen, char **cause)
{
	char *found;
	long all = 0;
	int i, rc;

	for (i = 0; i < n; i++) {
		if (t[i].count < 1 || t[i].count > DICE_MAX) {
			found = xprintf("%.*s dice", t[i].clen, t[i].cnum);
			rc = limit(cause, s, found);
			free(found);
			return rc;
		}
		if ((t[i].kind == DICE_PLAIN || t[i].kind == DICE_ZERO) &&
		    (t[i].sides < 2 || t[i].sides > DICE_SIDES_MAX)) {
			found = xprintf("a die of %.*s side%s", t[i].slen,
			    t[i].snum, t[i].sides == 1 ? "" : "s");
			rc = limit(cause, s, found);
			free(found);
			return rc;
		}
		/* spi 3.8: percentiles are a tens die then a ones die. */
		if (t[i].kind == DICE_PERCENT && t[i].count != 1) {
			*cause = xprintf("%s: percentile dice are rolled one "
			    "at a time", s);
			return -1;
		}
		if (t[i].kind == DICE_D66 && t[i].count != 1) {
			*cause = xprintf("%s: d66 is one roll of two d6 read "
			    "as tens and units (11 to 66), not dice of 66 "
			    "sides: roll d66 once for each result", s);
			return -1;
		}
		all += t[i].kind == DICE_PERCENT || t[i].kind == DICE_D66 ?
		    2 : t[i].count;
	}
	if (n > DICE_GROUPS_MAX) {
		found = xprintf("%d groups of dice", n);
		rc = limit(cause, s, found);
		free(found);
		return rc;
	}
	if (all > DICE_MAX) {
		found = xprintf("%ld dice in all", all);
		rc = limit(cause, s, found);
		free(found);
		return rc;
	}
	if (mod < -DICE_MOD_MAX || mod > DICE_MOD_MAX) {
		found = xprintf("a modifier of %c%.*s", mod < 0 ? '-' : '+',
		    mlen, mnum);
		rc = limit(cause, s, found);
		free(found);
		return rc;
	}
	for (i = 0; n > 1 && i < n; i++)
		if (t[i].kind == DICE_PERCENT || t[i].kind == DICE_D66) {
			*cause = xprintf("%s: %s is read as tens and "
			    "units, not added to other dice: roll it on its "
			    "own (with a modifier if need be)", s,
			    t[i].kind == DICE_D66 ? "d66" : "d100");
			return -1;
		}
	return 0;
}

int
dice_parse(const char *s, struct dice_expr *e, char **cause)
{
	struct term t[DICE_LEN_MAX / 2 + 1];
	const char *p = s, *num;
	size_t len = strlen(s);
	long v, mod = 0;
	const char *mnum = "0";
	int i, n = 0, neg, digits, nlen, mlen = 1, maxs = 0;

	memset(e, 0, sizeof *e);
	if (len > DICE_LEN_MAX) {
		*cause = xprintf("\"%.12s...\": %zu characters; %s", s, len,
		    DICE_LIMITS);
		return -1;
	}
	/* groups added in turn, then a number at most: 1d10+1d6-2 */
	for (;;) {
		neg = 0;
		if (p != s) {
			if (*p == '\0')
				break;
			if (*p != '+' && *p != '-')
				goto bad;
			neg = *p++ == '-';
		}
		digits = isdigit((unsigned char)*p);
		v = digits ? number(&p, &num, &nlen) : 1;
		if (*p != 'd' && *p != 'D') {
			if (!digits || n == 0 || *p != '\0')
				goto bad;
			mod = neg ? -v : v;
			mnum = num;
			mlen = nlen;
			break;
		}
		p++;
		if (n == (int)nitems(t))
			goto bad;
		if (neg) {
			*cause = xprintf("%s: groups of dice are added "
			    "(2d6+1d6); only the modifier at the end may be "
			    "taken away (2d6-1)", s);
			return -1;
		}
		t[n].count = v;
		t[n].cnum = digits ? num : "1";
		t[n].clen = digits ? nlen : 1;
		t[n].snum = p;
		t[n].slen = 1;
		if (*p == '%') {
			t[n].sides = 100;
			p++;
		} else if (*p == 'F' || *p == 'f') {
			t[n].sides = 3;
			p++;
		} else if (isdigit((unsigned char)*p))
			t[n].sides = number(&p, &t[n].snum, &t[n].slen);
		else
			goto bad;
		t[n].kind = t[n].snum[0] == 'F' || t[n].snum[0] == 'f' ?
		    DICE_FUDGE : t[n].sides == 100 ? DICE_PERCENT :
		    t[n].sides == 66 ? DICE_D66 : DICE_PLAIN;
		/* spi 3.8: a d10 read from 0 (d10z, 0 to 9) or to 10 (d10) */
		if (*p == 'z' || *p == 'Z') {
			p++;
			if (t[n].kind != DICE_PLAIN) {
				*cause = xprintf("%s: only a plain die is read "
				    "from zero (d10z: 0 to 9); d100, d66 and dF "
				    "have their own readings", s);
				return -1;
			}
			t[n].kind = DICE_ZERO;
		}
		n++;
	}
	if (check_terms(s, t, n, mod, mnum, mlen, cause) != 0)
		return -1;
	e->ngroup = n;
	for (i = 0; i < n; i++) {
		e->group[i].count = (int)t[i].count;
		e->group[i].sides = (int)t[i].sides;
		e->group[i].kind = t[i].kind;
		len = strlen(e->text);
		if (i > 0)
			e->text[len++] = '+';
		dice_group_text(&e->group[i], e->text + len, sizeof e->text - len);
		v = t[i].kind == DICE_D66 ? 6 : t[i].sides;
		if (v > maxs)
			maxs = (int)v;
	}
	e->mod = (int)mod;
	if (mod != 0)
		snprintf(e->text + strlen(e->text),
		    sizeof e->text - strlen(e->text), "%+d", e->mod);
	/* the old fields: exact for NdS and d100 */
	e->percentile = n == 1 && e->group[0].kind == DICE_PERCENT;
	if (n == 1 && (e->group[0].kind == DICE_PLAIN || e->percentile)) {
		e->count = e->group[0].count;
		e->sides = e->group[0].sides;
	} else {
		e->count = dice_count(e);
		e->sides = maxs;
	}
	return 0;
bad:
	*cause = xprintf("expected %s, not \"%s\"", dice_form, s);
	return -1;
}

static void
group_range(const struct dice_group *g, int *lo, int *hi)
{
	switch (g->kind) {
	case DICE_PERCENT:
		*lo = 1;
		*hi = 100;
		break;
	case DICE_D66:
		*lo = 11;
		*hi = 66;
		break;
	case DICE_FUDGE:
		*lo = -g->count;
		*hi = g->count;
		break;
	case DICE_ZERO:
		*lo = 0;
		*hi = g->count * (g->sides - 1);
		break;
	default:
		*lo = g->count;
		*hi = g->count * g->sides;
		break;
	}
}

int
dice_min(const struct dice_expr *e)
{
	int i, lo, hi, sum = 0;

	for (i = 0; i < e->ngroup; i++) {
		group_range(&e->group[i], &lo, &hi);
		sum += lo;
	}
	return sum + e->mod;
}

int
dice_max(const struct dice_expr *e)
{
	int i, lo, hi, sum = 0;

	for (i = 0; i < e->ngroup; i++) {
		group_range(&e->group[i], &lo, &hi);
		sum += hi;
	}
	return sum + e->mod;
}

/* What one die of a group shows. */
void
dice_face_range(const struct dice_group *g, int *lo, int *hi)
{
	*lo = g->kind == DICE_PERCENT || g->kind == DICE_ZERO ? 0 :
	    g->kind == DICE_FUDGE ? -1 : 1;
	*hi = g->kind == DICE_PERCENT ? 9 : g->kind == DICE_FUDGE ? 1 :
	    g->kind == DICE_D66 ? 6 : g->kind == DICE_ZERO ? g->sides - 1 :
	    g->sides;
}

/* A group's result from its faces: d100 reads 0 0 as 100 (spi 3.8). */
static int
group_total(const struct dice_group *g, const int *face)
{
	int i, sum = 0;

	if (g->kind == DICE_PERCENT)
		return face[0] * 10 + face[1] == 0 ? 100 :
		    face[0] * 10 + face[1];
	if (g->kind == DICE_D66)
		return face[0] * 10 + face[1];
	for (i = 0; i < g->count; i++)
		sum += face[i];
	return sum;
}

void
dice_total_up(struct roll *r)
{
	int i, k = 0, sum = 0;

	for (i = 0; i < r->e.ngroup; i++) {
		sum += group_total(&r->e.group[i], r->face + k);
		k += group_dice(&r->e.group[i]);
	}
	r->total = sum + r->e.mod;
}

int
dice_die_range(const struct dice_expr *e, int k, int *lo, int *hi)
{
	int i, n;

	for (i = 0; i < e->ngroup; i++) {
		n = group_dice(&e->group[i]);
		if (k < n) {
			dice_face_range(&e->group[i], lo, hi);
			return 0;
		}
		k -= n;
	}
	return -1;
}

void
dice_engine(struct rng *rng, const struct dice_expr *e, struct roll *r)
{
	const struct dice_group *g;
	int i, k, lo, hi;

	memset(r, 0, sizeof *r);
	r->e = *e;
	r->src = ROLL_ENGINE;
	for (i = 0; i < e->ngroup; i++) {
		g = &e->group[i];
		dice_face_range(g, &lo, &hi);
		for (k = 0; k < group_dice(g); k++)
			r->face[r->nface++] = lo +
			    (int)rng_below(rng, (uint32_t)(hi - lo + 1));
	}
	dice_total_up(r);
}

/* The values one die (or one d100, one d66) can give, each once. */
static int
unit_values(const struct dice_group *g, int *v)
{
	int n = 0, a, b, lo, hi;

	if (g->kind == DICE_PERCENT) {
		for (a = 1; a <= 100; a++)
			v[n++] = a;
	} else if (g->kind == DICE_D66) {
		for (a = 1; a <= 6; a++)
			for (b = 1; b <= 6; b++)
				v[n++] = a * 10 + b;
	} else {
		dice_face_range(g, &lo, &hi);
		for (a = lo; a <= hi; a++)
			v[n++] = a;
	}
	return n;
}

int
dice_ways(const struct dice_expr *e, long *ways, int n, int *lo)
{
	const struct dice_group *g;
	long *next, outcomes = 1;
	int vals[100], nv, span, width = 1, i, k, j, t;

	*lo = dice_min(e) - e->mod;
	span = dice_max(e) - e->mod - *lo + 1;
	if (span > n || span < 1)
		return -1;
	memset(ways, 0, sizeof *ways * (size_t)span);
	ways[0] = 1;
	next = xcalloc((size_t)span, sizeof *next);
	for (i = 0; i < e->ngroup; i++) {
		g = &e->group[i];
		nv = unit_values(g, vals);
		for (k = 0; k < (g->kind == DICE_PLAIN ||
		    g->kind == DICE_FUDGE || g->kind == DICE_ZERO ?
		    g->count : 1); k++) {
			if (outcomes > LONG_MAX / nv) {
				free(next);
				return -1;
			}
			outcomes *= nv;
			memset(next, 0, sizeof *next * (size_t)span);
			/* a total t from the lowest, plus this die above its
			 * lowest */
			for (t = 0; t < width; t++)
				for (j = 0; j < nv; j++)
					next[t + vals[j] - vals[0]] += ways[t];
			width += vals[nv - 1] - vals[0];
			memcpy(ways, next, sizeof *ways * (size_t)span);
		}
	}
	free(next);
	return span;
}

/* "2d6: 5+3 = 8", "d66: 35 = 35", "4dF: [+ - 0 +] = 1",
 * "2d6+1d6-2: [5+3] + [2] - 2 = 8". */
void
roll_format(const struct roll *r, struct buf *b)
{
	const struct dice_group *g;
	int i, k, j = 0, bracket;

	if (r->src == ROLL_SEAL || r->src == ROLL_REVEAL) {
		char hex[9];

		seal_short(r->seal, hex);
		if (r->src == ROLL_SEAL)
			buf_printf(b, "a choice of %d sealed as %s", r->e.sides,
			    hex);
		else
			buf_printf(b, "sealed choice %d of %d revealed",
			    r->total, r->e.sides);
		return;
	}
	if (r->src == ROLL_CHOICE && r->e.count == 2) {
		buf_printf(b, "sealed choices %d and %d of %d", r->face[0],
		    r->face[1], r->e.sides);
		return;
	}
	if (r->src == ROLL_CHOICE) {
		buf_printf(b, "choice %d of %d%s", r->total, r->e.sides,
		    r->nface == 0 ? " (herald's pick)" : "");
		return;
	}
	buf_printf(b, "%s: ", r->e.text);
	if (r->nface == 0)
		buf_printf(b, "%d", r->total - r->e.mod);
	for (i = 0; r->nface != 0 && i < r->e.ngroup; i++) {
		g = &r->e.group[i];
		bracket = r->e.ngroup > 1 || g->kind == DICE_FUDGE;
		buf_printf(b, "%s%s", i ? " + " : "", bracket ? "[" : "");
		if (g->kind == DICE_PERCENT || g->kind == DICE_D66) {
			buf_printf(b, "%d%d", r->face[j], r->face[j + 1]);
			j += 2;
		} else
			for (k = 0; k < g->count; k++, j++)
				if (g->kind == DICE_FUDGE)
					buf_printf(b, "%s%s", k ? " " : "",
					    r->face[j] > 0 ? "+" :
					    r->face[j] < 0 ? "-" : "0");
				else
					buf_printf(b, "%s%d", k ? "+" : "",
					    r->face[j]);
		if (bracket)
			buf_puts(b, "]");
	}
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
	char hex[2 * SEAL_BYTES + 1];
	int i;

	if (r->src == ROLL_SEAL) {
		sodium_bin2hex(hex, sizeof hex, r->seal, SEAL_BYTES);
		buf_printf(b, "s%s:%s", r->e.text, hex);
		return;
	}
	if (r->src == ROLL_REVEAL) {
		sodium_bin2hex(hex, sizeof hex, r->salt, SEAL_SALT);
		buf_printf(b, "r%s:%d:%s", r->e.text, r->total, hex);
		return;
	}
	buf_printf(b, "%c%s:", r->src == ROLL_ENGINE ? 'e' :
	    r->src == ROLL_CHOICE ? 'c' : 'p', r->e.text);
	for (i = 0; i < r->nface; i++)
		buf_printf(b, "%s%d", i ? "," : "", r->face[i]);
	buf_printf(b, "=%d", r->total);
}

/* The faces must be dice this expression can show, adding up. */
static int
faces_fit(const struct roll *r)
{
	const struct dice_group *g;
	struct roll check = *r;
	int i, k, j = 0, lo, hi;

	if (r->nface != dice_count(&r->e))
		return 0;
	for (i = 0; i < r->e.ngroup; i++) {
		g = &r->e.group[i];
		dice_face_range(g, &lo, &hi);
		for (k = 0; k < group_dice(g); k++, j++)
			if (r->face[j] < lo || r->face[j] > hi)
				return 0;
	}
	dice_total_up(&check);
	return check.total == r->total;
}

/* Exactly n bytes of lower-case hex, the whole of s. */
static int
hex_exact(const char *s, unsigned char *bin, size_t n)
{
	size_t got;
	const char *end;

	if (strlen(s) != 2 * n || strspn(s, "0123456789abcdef") != 2 * n)
		return -1;
	return sodium_hex2bin(bin, n, s, 2 * n, NULL, &got, &end) == 0 &&
	    got == n ? 0 : -1;
}

/* "s1dN:HEX" (a commitment, 32 bytes) or "r1dN:K:HEX" (choice K of N
 * revealed, its 16-byte salt): dice-seal.c. */
static int
seal_deserialise(const char *s, struct roll *r, char **cause)
{
	char buf[160], *colon, *k, *end;
	long n, v;

	if (strlen(s) >= sizeof buf || strncmp(s + 1, "1d", 2) != 0)
		goto bad;
	strcpy(buf, s);
	if ((colon = strchr(buf, ':')) == NULL)
		goto bad;
	*colon = '\0';
	n = strtol(buf + 3, &end, 10);
	if (*end != '\0' || end == buf + 3 || n < 2 || n > DICE_CHOICES_MAX)
		goto bad;
	r->src = s[0] == 's' ? ROLL_SEAL : ROLL_REVEAL;
	r->e.count = 1;
	r->e.sides = (int)n;
	r->e.ngroup = 1;
	r->e.group[0].count = 1;
	r->e.group[0].sides = (int)n;
	r->e.group[0].kind = DICE_PLAIN;
	snprintf(r->e.text, sizeof r->e.text, "1d%ld", n);
	if (r->src == ROLL_SEAL)
		return hex_exact(colon + 1, r->seal, SEAL_BYTES) == 0 ? 0 :
		    (*cause = xprintf("bad recorded commitment \"%s\" (expected "
		    "s1dN: and 64 hex digits)", s), -1);
	k = colon + 1;
	if ((colon = strchr(k, ':')) == NULL)
		goto bad;
	*colon = '\0';
	v = strtol(k, &end, 10);
	if (*end != '\0' || end == k || v < 1 || v > n ||
	    hex_exact(colon + 1, r->salt, SEAL_SALT) != 0)
		goto bad;
	r->nface = 1;
	r->face[0] = r->total = (int)v;
	return 0;
bad:
	*cause = xprintf("bad recorded sealed choice \"%s\"", s);
	return -1;
}

int
roll_deserialise(const char *s, struct roll *r, char **cause)
{
	const char *colon = strchr(s, ':'), *eq = strchr(s, '='), *p;
	char expr[sizeof r->e.text], *end;
	long v;

	memset(r, 0, sizeof *r);
	if (s[0] == 's' || s[0] == 'r')
		return seal_deserialise(s, r, cause);
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
	/* (two of them: a sealed pair, dice.h roller_choose_sealed) */
	if (r->src == ROLL_CHOICE && (r->e.ngroup != 1 ||
	    r->e.group[0].kind != DICE_PLAIN ||
	    (r->e.count != 1 && r->e.count != 2) ||
	    r->e.mod != 0 || r->e.sides > DICE_CHOICES_MAX))
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
	/* a sealed pair is never kept without both choices */
	if (r->src == ROLL_CHOICE && r->e.count == 2 && r->nface != 2)
		goto bad;
	v = strtol(eq + 1, &end, 10);
	if (*end != '\0' || end == eq + 1 || v < INT_MIN || v > INT_MAX)
		goto bad;
	r->total = (int)v;
	if (r->nface != 0) {
		if (!faces_fit(r))
			goto bad;
	} else if (r->e.group[0].kind == DICE_D66 ||
	    r->total < dice_min(&r->e) || r->total > dice_max(&r->e))
		goto bad;	/* d66 is its faces: 17 is no result */
	return 0;
bad:
	*cause = xprintf("bad recorded roll \"%s\"", s);
	return -1;
}

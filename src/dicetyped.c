/* dicetyped: the players' answers from physical dice (roll_physical,
 * dice.h): the forms each kind of dice may be typed in, and the
 * complaints that say which form was expected. */
#include "dice.h"
#include "dice-int.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* How a player gives a roll, for the complaints: "2d6 each from 1 to
 * 6, then 1d8 from 1 to 8". */
static void
describe(const struct dice_expr *e, struct buf *b)
{
	const struct dice_group *g;
	char text[16];
	int i, lo, hi;

	for (i = 0; i < e->ngroup; i++) {
		g = &e->group[i];
		dice_group_text(g, text, sizeof text);
		dice_face_range(g, &lo, &hi);
		buf_printf(b, "%s%s%s", i ? ", then " : "",
		    e->ngroup > 1 ? text : "", e->ngroup > 1 ? " " : "");
		if (g->kind == DICE_FUDGE)
			buf_printf(b, "%s-, 0 or + (or -1, 0, 1)",
			    g->count > 1 ? "each " : "");
		else
			buf_printf(b, "%sfrom %d to %d", g->count > 1 ?
			    "each " : "", lo, hi);
	}
}

/* What a refusal adds for a die read 1 to 10, whose 0 is a 10 (spi
 * 3.8, 8.34, 14.22): the player holds a die marked 0 to 9. */
static const char *
zero_ten(int plain, int hi)
{
	return plain && hi == 10 ? " (a 0 on the die is 10)" : "";
}

/* One die of a group as typed: a number, or -, 0, + for Fudge dice. */
static int
face_word(const struct dice_group *g, const char *w, int *face)
{
	long v;
	int lo, hi;

	dice_face_range(g, &lo, &hi);
	/* spi 3.8: the 0 of a d10 read 1 to 10 is a 10 */
	if (g->kind == DICE_PLAIN && hi == 10 && strcmp(w, "0") == 0) {
		*face = 10;
		return 0;
	}
	if (g->kind == DICE_FUDGE && (strcmp(w, "+") == 0 ||
	    strcmp(w, "-") == 0)) {
		*face = *w == '+' ? 1 : -1;
		return 0;
	}
	if (!isdigit((unsigned char)w[w[0] == '+' || w[0] == '-']) ||
	    util_parse_int(w, lo, hi, &v) != 0)
		return -1;
	*face = (int)v;
	return 0;
}

/* NdS and d100, as they have always been answered. */
static int
physical_simple(const struct dice_expr *e, char **w, int n, struct roll *r,
    char **cause)
{
	int i, want = e->percentile ? 2 : e->count;
	int lo = e->percentile ? 0 : 1, hi = e->percentile ? 9 : e->sides;
	long v;

	if (n == 1 && !(e->percentile && strlen(w[0]) == 2) && want > 1) {
		/* A total only; "00" on percentiles is read as 100. */
		if (util_parse_int(w[0], dice_min(e) - e->mod,
		    dice_max(e) - e->mod, &v) != 0) {
			*cause = xprintf("%s cannot roll \"%s\": a total "
			    "from %d to %d, or each die from %d to %d",
			    e->text, w[0], dice_min(e) - e->mod,
			    dice_max(e) - e->mod, lo, hi);
			return -1;
		}
		r->nface = 0;
		r->total = (int)v + e->mod;
		return 0;
	}
	if (n == 1 && e->percentile) {
		/* "47" or "00": the tens and ones dice as printed. */
		if (!isdigit((unsigned char)w[0][0]) ||
		    !isdigit((unsigned char)w[0][1])) {
			*cause = xprintf("d100 is two digits from 00 to 99, "
			    "or the two dice, e.g. 4 7");
			return -1;
		}
		r->nface = 2;
		r->face[0] = w[0][0] - '0';
		r->face[1] = w[0][1] - '0';
		dice_total_up(r);
		return 0;
	}
	if (n != want) {
		*cause = want == 1 ? xprintf("%s needs one die, from %d to "
		    "%d%s", e->text, lo, hi, zero_ten(!e->percentile, hi)) :
		    xprintf("%s needs %d dice, each from %d to %d%s, or their "
		    "total", e->text, want, lo, hi, zero_ten(!e->percentile,
		    hi));
		return -1;
	}
	for (i = 0; i < n; i++) {
		/* spi 3.8: the 0 of a d10 read 1 to 10 is a 10 */
		if (!e->percentile && hi == 10 && strcmp(w[i], "0") == 0) {
			r->face[i] = 10;
			continue;
		}
		if (util_parse_int(w[i], lo, hi, &v) != 0) {
			*cause = xprintf("a die of %s shows %d to %d%s, not "
			    "\"%s\"", e->text, lo, hi, zero_ten(!e->percentile,
			    hi), w[i]);
			return -1;
		}
		r->face[i] = (int)v;
	}
	r->nface = n;
	dice_total_up(r);
	return 0;
}

/* d66: "35" or "3 5", the tens die first; no total, since 17 is not a
 * result of d66. */
static int
physical_d66(const struct dice_expr *e, char **w, int n, struct roll *r,
    char **cause)
{
	static const char form[] = "two d6 read as tens and units, each from "
	    "1 to 6, e.g. 35 or 3 5";
	int i;

	if (n == 1 && strlen(w[0]) == 2 && w[0][0] >= '1' &&
	    w[0][0] <= '6' && w[0][1] >= '1' && w[0][1] <= '6') {
		r->face[0] = w[0][0] - '0';
		r->face[1] = w[0][1] - '0';
	} else if (n == 1) {
		*cause = xprintf("%s cannot roll \"%s\": %s", e->text, w[0],
		    form);
		return -1;
	} else if (n != 2) {
		*cause = xprintf("%s needs %s", e->text, form);
		return -1;
	} else
		for (i = 0; i < 2; i++)
			if (face_word(&e->group[0], w[i], &r->face[i]) != 0) {
				*cause = xprintf("a die of %s shows 1 to 6, "
				    "not \"%s\" (%s)", e->text, w[i], form);
				return -1;
			}
	r->nface = 2;
	dice_total_up(r);
	return 0;
}

/* Fudge dice and sums of groups: each die in the order of the groups,
 * or the total. */
static int
physical_dice(const struct dice_expr *e, char **w, int n, struct roll *r,
    char **cause)
{
	const struct dice_group *g;
	struct buf d;
	const char *order = e->ngroup > 1 ? " in order: " : ", ";
	char text[16], which[20];
	int nd = dice_count(e), i, k, j = 0, lo, hi;
	long v;

	buf_init(&d);
	describe(e, &d);
	if (n == 1 && nd > 1) {
		lo = dice_min(e) - e->mod;
		hi = dice_max(e) - e->mod;
		if (util_parse_int(w[0], lo, hi, &v) != 0) {
			*cause = xprintf("%s cannot roll \"%s\": a total from "
			    "%d to %d, or %d dice%s%s", e->text, w[0], lo, hi,
			    nd, order, d.s);
			buf_free(&d);
			return -1;
		}
		r->nface = 0;
		r->total = (int)v + e->mod;
		buf_free(&d);
		return 0;
	}
	if (n != nd) {
		if (nd == 1)
			*cause = xprintf("%s needs one die, %s", e->text, d.s);
		else
			*cause = xprintf("%s needs %d dice%s%s; or their "
			    "total, from %d to %d", e->text, nd, order, d.s,
			    dice_min(e) - e->mod, dice_max(e) - e->mod);
		buf_free(&d);
		return -1;
	}
	buf_free(&d);
	for (i = 0; i < e->ngroup; i++) {
		g = &e->group[i];
		for (k = 0; k < g->count; k++, j++) {
			if (face_word(g, w[j], &r->face[j]) == 0)
				continue;
			dice_face_range(g, &lo, &hi);
			dice_group_text(g, text, sizeof text);
			snprintf(which, sizeof which, "%s%s%s",
			    e->ngroup > 1 ? " (" : "", e->ngroup > 1 ? text :
			    "", e->ngroup > 1 ? ")" : "");
			if (g->kind == DICE_FUDGE)
				*cause = xprintf("a die of %s%s shows -, 0 or "
				    "+ (or -1, 0, 1), not \"%s\"", e->text,
				    which, w[j]);
			else
				*cause = xprintf("a die of %s%s shows %d to "
				    "%d%s, not \"%s\"", e->text, which, lo, hi,
				    zero_ten(g->kind == DICE_PLAIN, hi), w[j]);
			return -1;
		}
	}
	r->nface = nd;
	dice_total_up(r);
	return 0;
}

int
roll_physical(const struct dice_expr *e, const char *answer, struct roll *r,
    char **cause)
{
	char **w;
	int n, rc;

	memset(r, 0, sizeof *r);
	r->e = *e;
	r->src = ROLL_PHYSICAL;
	if ((n = words_split(answer, &w, cause)) < 0)
		return -1;
	if (e->ngroup == 1 && (e->group[0].kind == DICE_PLAIN ||
	    e->percentile))
		rc = physical_simple(e, w, n, r, cause);
	else if (e->ngroup == 1 && e->group[0].kind == DICE_D66)
		rc = physical_d66(e, w, n, r, cause);
	else
		rc = physical_dice(e, w, n, r, cause);
	words_free_argv(n, w);
	return rc;
}

/* hexlabel: how hex ids are written and read (the grid's "labels" in
 * game.yaml: CCRR, CCCRRR, A1), in one place for every caller: parsing,
 * printing, the bounds of a grid, map-row numbers, and the labels
 * hex_str speaks (those of the game in play). */
#include "hex.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

/*
 * Labels.  A label is a column part and a row part: fixed-width digits
 * (CCRR, CCCRRR), or column letters then the row number (A1).  What each
 * kind can print bounds the grid: columns and rows past the widest label
 * are refused when the game loads, so that every hex of a board has a
 * label and every label names one hex.
 */
static const struct labels_kind {
	const char	*name;
	int		 digits;	/* per part; 0: letters then number */
	int		 col_lo, col_hi, row_lo, row_hi;
	const char	*row_form;
	const char	*words;		/* for "expected a hex id of ..." */
} kinds[] = {
	{ "CCRR", 2, 0, 99, 0, 99, "RR", "four digits (column then row" },
	{ "CCCRRR", 3, 0, 999, 0, 999, "RRR",
	    "six digits (column then row" },
	{ "A1", 0, 1, 702, 0, 9999, "R",
	    "column letters then the row number (A..Z, AA..ZZ" },
	{ "A1-doubled", 0, 1, 52, 0, 9999, "R",
	    "column letters then the row number (A..Z, AA, BB..ZZ" }
};
#define ROW_DIGITS_MAX 4	/* row_hi of the letter kinds */

static const struct labels_kind *
kind(const struct grid *g)
{
	return &kinds[g->labels];
}

int
grid_labels_set(struct grid *g, const char *name, char **cause)
{
	size_t i;

	for (i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
		if (strcmp(name, kinds[i].name) == 0) {
			g->labels = (enum hex_labels)i;
			return 0;
		}
	*cause = xprintf("expected CCRR (two digits each: 1214), CCCRRR "
	    "(three each: 012014), A1 (letters, then the row: L14, AA10) or "
	    "A1-doubled (L14, AA10, BB10), not \"%s\"", name);
	return -1;
}

const char *
grid_labels_name(const struct grid *g)
{
	return kind(g)->name;
}

const char *
grid_row_form(const struct grid *g)
{
	return kind(g)->row_form;
}

static void
col_letters(const struct grid *g, int col, char *out, size_t len)
{
	char s[8];
	int n = 0, i;

	if (col < 1) {
		snprintf(out, len, "?%d", col);
		return;
	}
	if (g->labels == LABELS_A1_DOUBLED) {
		s[n++] = (char)('A' + (col - 1) % 26);
		if (col > 26)
			s[n++] = s[0];
	} else {
		/* bijective base 26: A..Z, AA..AZ, BA .. */
		for (; col > 0 && n < (int)sizeof s - 1; col = (col - 1) / 26)
			s[n++] = (char)('A' + (col - 1) % 26);
		for (i = 0; i < n / 2; i++) {
			char t = s[i];

			s[i] = s[n - 1 - i];
			s[n - 1 - i] = t;
		}
	}
	s[n] = '\0';
	snprintf(out, len, "%s", s);
}

/* The column of a run of letters (any case), or -1 when this grid's
 * labels have no such column. */
static int
letters_col(const struct grid *g, const char *s, size_t n)
{
	int a, b;

	if (n < 1 || n > 2)
		return -1;
	a = toupper((unsigned char)s[0]) - 'A' + 1;
	if (n == 1)
		return a;
	b = toupper((unsigned char)s[1]) - 'A' + 1;
	if (g->labels == LABELS_A1_DOUBLED)
		return a == b ? 26 + a : -1;
	return a * 26 + b;
}

static size_t
span(const char *s, int letters)
{
	size_t n = 0;

	while (s[n] != '\0' && (letters ? isalpha((unsigned char)s[n]) &&
	    isascii((unsigned char)s[n]) : isdigit((unsigned char)s[n])))
		n++;
	return n;
}

static long
digits_value(const char *s, size_t n)
{
	long v = 0;
	size_t i;

	for (i = 0; i < n; i++)
		v = v * 10 + (s[i] - '0');
	return v;
}

const char *
grid_col_str(const struct grid *g, int col)
{
	static char ring[8][16];
	static int next;
	char *s = ring[next++ % 8];

	if (kind(g)->digits > 0)
		snprintf(s, sizeof ring[0], "%0*d", kind(g)->digits, col);
	else
		col_letters(g, col, s, sizeof ring[0]);
	return s;
}

const char *
grid_row_str(const struct grid *g, int row)
{
	static char ring[8][16];
	static int next;
	char *s = ring[next++ % 8];

	snprintf(s, sizeof ring[0], "%0*d", kind(g)->digits > 0 ?
	    kind(g)->digits : 1, row);
	return s;
}

/* One end of a "columns" or "rows" range: the column letters, or the
 * number; -1 when it is neither or past what the labels print. */
static int
range_end(const struct grid *g, int rows, const char *s, size_t n)
{
	const struct labels_kind *k = kind(g);
	int v;

	if (!rows && k->digits == 0) {
		if (span(s, 1) != n)
			return -1;
		v = letters_col(g, s, n);
		return v >= k->col_lo && v <= k->col_hi ? v : -1;
	}
	if (n == 0 || n > 6 || span(s, 0) != n)
		return -1;
	v = (int)digits_value(s, n);
	if (v < (rows ? k->row_lo : k->col_lo) ||
	    v > (rows ? k->row_hi : k->col_hi))
		return -1;
	return v;
}

int
grid_range_parse(const struct grid *g, const char *key, int rows,
    const char *s, int *lo, int *hi, char **cause)
{
	const struct labels_kind *k = kind(g);
	const char *dash = s != NULL ? strchr(s, '-') : NULL;
	int a = -1, b = -1;

	if (dash != NULL) {
		a = range_end(g, rows, s, (size_t)(dash - s));
		b = range_end(g, rows, dash + 1, strlen(dash + 1));
	}
	if (a >= 0 && b >= 0 && a <= b) {
		*lo = a;
		*hi = b;
		return 0;
	}
	if (k->digits == 2)
		*cause = xprintf("expected \"%s\" as a range of two-digit "
		    "numbers such as \"01-22\"%s", key, dash != NULL &&
		    (span(s, 0) > 2 || span(dash + 1, 0) > 2) ? " (a board "
		    "past 99 says labels: CCCRRR in its grid)" : "");
	else if (k->digits == 3)
		*cause = xprintf("expected \"%s\" as a range of three-digit "
		    "numbers such as \"001-200\"", key);
	else if (!rows)
		*cause = xprintf("expected \"%s\" as a range of column "
		    "letters such as \"A-Z\", at most %s", key,
		    grid_col_str(g, k->col_hi));
	else
		*cause = xprintf("expected \"%s\" as a range of numbers such "
		    "as \"1-10\", at most %d", key, k->row_hi);
	return -1;
}

int
grid_row_label_len(const struct grid *g, const char *s)
{
	size_t n;

	if (kind(g)->digits > 0) {
		n = (size_t)kind(g)->digits;
		return strlen(s) > n && s[n] == ' ' ? (int)n : -1;
	}
	n = span(s, 0);
	return n >= 1 && n <= ROW_DIGITS_MAX && s[n] == ' ' ? (int)n : -1;
}

/* Whether a word is written as a hex of this grid, on the map or not:
 * all digits (unit ids never start with a digit), or with letter labels
 * one or two letters and a row number without a leading zero (so that a
 * unit id such as r0001 stays a unit). */
int
hex_shaped(const struct grid *g, const char *s)
{
	size_t nl, nd;

	if (kind(g)->digits > 0 || s[span(s, 0)] == '\0')
		return s[span(s, 0)] == '\0';	/* a hex, if a wrong one */
	nl = span(s, 1);
	nd = span(s + nl, 0);
	return nl >= 1 && nl <= 2 && nd >= 1 && nd <= ROW_DIGITS_MAX &&
	    s[nl + nd] == '\0' && (s[nl] != '0' || nd == 1);
}

int
hex_parse(const struct grid *g, const char *s, struct hex *h, char **cause)
{
	const struct labels_kind *k = kind(g);
	size_t n = strlen(s), nl, nd;
	int ok;

	if (k->digits > 0) {
		nd = (size_t)k->digits;
		ok = n == 2 * nd && span(s, 0) == n;
		if (ok) {
			h->col = (int)digits_value(s, nd);
			h->row = (int)digits_value(s + nd, nd);
		}
	} else {
		nl = span(s, 1);
		nd = span(s + nl, 0);
		ok = hex_shaped(g, s) && (h->col = letters_col(g, s, nl)) > 0;
		if (ok)
			h->row = (int)digits_value(s + nl, nd);
	}
	if (!ok) {
		*cause = xprintf("expected a hex id of %s, e.g. %s), not "
		    "\"%s\"", k->words, grid_hex_str(g, (struct hex){ 12,
		    14 }), s);
		return -1;
	}
	if (!grid_contains(g, *h)) {
		*cause = xprintf("hex %s is off the map (columns %s-%s, "
		    "rows %s-%s)", s, grid_col_str(g, g->col_min),
		    grid_col_str(g, g->col_max), grid_row_str(g, g->row_min),
		    grid_row_str(g, g->row_max));
		return -1;
	}
	return 0;
}

void
hex_format(const struct grid *g, struct hex h, char *out, size_t len)
{
	char col[16];
	int w = kind(g)->digits, i;

	/* by hand when the digits fit: a line of sight across a big board
	 * prints hundreds of ids, and printf was most of its cost */
	if (w > 0 && (size_t)(2 * w) < len && h.col >= 0 && h.row >= 0 &&
	    h.col <= kind(g)->col_hi && h.row <= kind(g)->row_hi) {
		for (i = w - 1; i >= 0; i--) {
			out[i] = (char)('0' + h.col % 10);
			out[w + i] = (char)('0' + h.row % 10);
			h.col /= 10;
			h.row /= 10;
		}
		out[2 * w] = '\0';
	} else if (w > 0)
		snprintf(out, len, "%0*d%0*d", w, h.col, w, h.row);
	else {
		col_letters(g, h.col, col, sizeof col);
		snprintf(out, len, "%s%d", col, h.row);
	}
}

const char *
grid_hex_str(const struct grid *g, struct hex h)
{
	static char ring[8][24];
	static int next;
	char *s = ring[next++ % 8];

	hex_format(g, h, s, sizeof ring[0]);
	return s;
}

/* The grids of the game data loaded, oldest first; hex_str prints in
 * the last one's labels. */
static const struct grid **live;
static int nlive, alive;

void
hex_labels_push(const struct grid *g)
{
	if (nlive == alive) {
		alive = alive ? 2 * alive : 4;
		live = xrealloc(live, sizeof *live * (size_t)alive);
	}
	live[nlive++] = g;
}

void
hex_labels_pop(const struct grid *g)
{
	int i;

	for (i = nlive - 1; i >= 0; i--)
		if (live[i] == g) {
			memmove(&live[i], &live[i + 1], sizeof *live *
			    (size_t)(nlive - i - 1));
			nlive--;
			break;
		}
	if (nlive == 0) {
		free(live);
		live = NULL;
		alive = 0;
	}
}

const char *
hex_str(struct hex h)
{
	static const struct grid ccrr;	/* zero: LABELS_CCRR */

	return grid_hex_str(nlive > 0 ? live[nlive - 1] : &ccrr, h);
}

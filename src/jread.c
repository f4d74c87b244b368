/* jread: reading a journal or a save whole, checking every record of
 * its chain (journal.c keeps the live journal; journal-int.h is what the
 * two share). */
#include "journal-int.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* --- reading --------------------------------------------------------- */

void
jimage_free(struct jimage *im)
{
	int i;

	for (i = 0; i < im->n; i++)
		jrec_free(&im->recs[i]);
	free(im->recs);
	free(im->torn);
	free(im->damage);
	free(im->at.what);
	memset(im, 0, sizeof *im);
}

static long
lines_after(const char *s, size_t len)
{
	const char *p = s, *end = s + len;
	long n = 0;

	while (p < end && (p = memchr(p, '\n', (size_t)(end - p))) != NULL) {
		n++;
		p++;
	}
	return n + (len > 0 && s[len - 1] != '\n');
}

/* The end record of a save: "end N", N the records before it. */
static int
is_end(const char *body)
{
	return strncmp(body, "end ", 4) == 0 || strcmp(body, "end") == 0;
}

static int
good_end(const char *body, long records)
{
	long v;

	return strncmp(body, "end ", 4) == 0 &&
	    util_parse_int(body + 4, 0, CHAIN_MAX_RECORDS, &v) == 0 &&
	    v == records;
}

/* The orders of a turn import come in order, and one import is whole
 * before anything else follows it. */
static char *
group_order(const struct jimage *im, const struct jrec *r)
{
	const struct jrec *prev = im->n > 0 ? &im->recs[im->n - 1] : NULL;
	int open = prev != NULL && prev->nparts > 0 &&
	    prev->part < prev->nparts;

	if (r->nparts == 0 && !open)
		return NULL;
	if (r->nparts > 0 && r->part == 1 && !open)
		return NULL;
	if (r->nparts > 0 && open && r->nparts == prev->nparts &&
	    r->part == prev->part + 1)
		return NULL;
	return xprintf("an order of a turn import out of its place (part "
	    "%d of %d)", r->part, r->nparts);
}

/* A journal that ends in the middle of a turn import was cut short by a
 * crash while the import was written: the import goes, whole. */
static void
cut_group(const char *path, struct jimage *im, const struct chain *start,
    size_t off, long line)
{
	const struct jrec *last = im->n > 0 ? &im->recs[im->n - 1] : NULL;
	int k;

	if (last == NULL || last->nparts == 0 || last->part == last->nparts)
		return;
	k = last->part;
	free(im->torn);
	im->torn = xprintf("%s:%ld: the last turn import (%d of its %d "
	    "orders, from %s) was cut short by a crash and was dropped", path,
	    line, k, last->nparts, last->origin ? last->origin :
	    "a turn file");
	im->good = off;
	im->chain = *start;
	while (k-- > 0)
		jrec_free(&im->recs[--im->n]);
}

/*
 * Reads a journal or save image.  Whole records go to im->recs; at the
 * first damage im->damage says what and where and reading stops.  A last
 * line without its newline in a journal is a torn write (im->torn); a
 * save is written whole, so any defect in it is damage.  -1 only if the
 * file is not one of herald's at all.
 */
int
journal_parse_image(const char *path, const char *img, size_t len,
    struct jimage *im, char **cause)
{
	const char *nl, *body;
	char *line = NULL, *what = NULL;
	size_t off, llen, goff = 0, linecap = 0, reccap = 0;
	struct chain before, gstart;
	long lineno = 1, gline = 0;
	int ended = 0;
	struct jrec r;

	memset(im, 0, sizeof *im);
	nl = memchr(img, '\n', len);
	llen = nl != NULL ? (size_t)(nl - img) : len;
	if (llen == strlen(MAGIC_2) && memcmp(img, MAGIC_2, llen) == 0)
		im->format = 2;
	else if (llen == strlen(MAGIC_SAVE) &&
	    memcmp(img, MAGIC_SAVE, llen) == 0) {
		im->format = 2;
		im->save = 1;
	} else if (llen == strlen(MAGIC_1) && memcmp(img, MAGIC_1, llen) == 0)
		im->format = 1;
	if (im->format == 0 || nl == NULL) {
		*cause = xprintf("%s: not a herald journal or save (expected "
		    "the first line \"%s\" or \"%s\")", path, MAGIC_2,
		    MAGIC_SAVE);
		return -1;
	}
	chain_init(&im->chain, im->save ? MAGIC_SAVE : im->format == 2 ?
	    MAGIC_2 : MAGIC_1);
	off = im->good = llen + 1;
	/* One record a line: the array made once at its size (doubling it
	 * left up to half of it unused, the largest part of a resumed
	 * game's memory but its dice), unless the lines are too short to
	 * be records, where it grows as they prove to be. */
	if ((reccap = (size_t)lines_after(img + off, len - off)) >
	    (len - off) / 16 + 1 || reccap > CHAIN_MAX_RECORDS)
		reccap = 0;
	else if (reccap > 0)
		im->recs = xcalloc(reccap, sizeof *im->recs);
	gstart = im->chain;
	while (off < len && !ended) {
		lineno++;
		nl = memchr(img + off, '\n', len - off);
		llen = nl != NULL ? (size_t)(nl - (img + off)) : len - off;
		if (nl == NULL && !im->save) {
			im->torn = xprintf("%s:%ld: the last record was torn "
			    "(cut short by a crash) and was dropped", path,
			    lineno);
			break;
		}
		/* one line buffer and a doubling array of records: nothing
		 * allocated per record but its own text and dice */
		if (llen + 1 > linecap) {
			linecap = llen + 1 + 256;
			free(line);
			line = xmalloc(linecap);
		}
		memcpy(line, img + off, llen);
		line[llen] = '\0';
		before = im->chain;
		if (im->n >= CHAIN_MAX_RECORDS) {
			what = xprintf("more than %ld records",
			    CHAIN_MAX_RECORDS);
			break;
		}
		if (memchr(line, '\0', llen) != NULL) {
			what = xprintf("a NUL byte in the record");
			break;
		}
		if (im->format == 1) {
			int bad = jrec_parse(line, &r);

			/* a line whose checksum is right but whose record
			 * is not one (dice out of range, an unknown kind)
			 * says so, as format 2 does */
			if (bad != 0) {
				what = xprintf(bad == -2 ? "it is not a record "
				    "herald knows (a kind, then its text and "
				    "dice)" : "its checksum does not match "
				    "its contents (changed after it was "
				    "written)");
				break;
			}
		} else {
			struct chain c = im->chain;

			if (chain_check(&c, line, llen, &body, &what) != 0)
				break;
			if (im->save && is_end(body)) {
				if (!good_end(body, im->n)) {
					what = xprintf("its end record does "
					    "not count the %d records before "
					    "it", im->n);
					break;
				}
				ended = 1;
			} else if (is_end(body)) {
				what = xprintf("a save's end record in a "
				    "journal");
				break;
			} else if (jrec_parse_body(line + (body - line),
			    &r) != 0) {
				what = xprintf("it is not a record herald "
				    "knows (a kind, then its text and dice)");
				break;
			}
			im->chain = c;
		}
		if (!ended && !im->save &&
		    (what = group_order(im, &r)) != NULL) {
			jrec_free(&r);
			break;
		}
		if (!ended && r.nparts > 0 && r.part == 1) {
			/* where a turn import starts, to cut it off whole */
			gstart = before;
			goff = off;
			gline = lineno;
		}
		if (!ended) {
			if ((size_t)im->n + 1 > reccap) {
				reccap = reccap ? 2 * reccap : 64;
				im->recs = xrealloc(im->recs,
				    sizeof *im->recs * reccap);
			}
			im->recs[im->n++] = r;
		}
		off += llen + (nl != NULL);
		im->good = off;
	}
	free(line);
	if (what == NULL)
		cut_group(path, im, &gstart, goff, gline);
	if (what == NULL && ended && off < len)
		what = xprintf("there is more after the end record");
	else if (what == NULL && im->save && !ended) {
		lineno++;
		what = xprintf("the file ends before its end record (records "
		    "cut off its end)");
	}
	if (what != NULL) {
		im->at.record = (long)im->n + 1;
		im->at.line = lineno;
		im->at.what = what;
		im->at.after = off < len ?
		    lines_after(img + off, len - off) - 1 : 0;
		if (im->at.after < 0)
			im->at.after = 0;
		im->damage = xprintf("%s:%ld: at record %ld: %s", path, lineno,
		    im->at.record, what);
	}
	return 0;
}

int
journal_examine(const char *path, struct jimage *im, char **cause)
{
	char *img;
	size_t len;
	int rc;

	memset(im, 0, sizeof *im);
	if (sf_read_file(path, JOURNAL_MAX_BYTES, &img, &len, cause) != 0)
		return -1;
	rc = journal_parse_image(path, img, len, im, cause);
	free(img);
	return rc;
}

int
journal_recs_orders(const struct jrec *recs, int n)
{
	int i, nactive = 0, cursor = 0;

	for (i = 0; i < n; i++)
		switch (recs[i].kind) {
		case J_NEW:
			nactive = cursor = 0;
			break;
		case J_DO:
			nactive = ++cursor;
			break;
		case J_UNDO:
			cursor -= cursor > 0;
			break;
		case J_REDO:
			cursor += cursor < nactive;
			break;
		}
	return cursor;
}

const char *
journal_recs_settings(const struct jrec *recs, int n)
{
	const char *s = NULL;
	int i;

	for (i = 0; i < n; i++)
		if (recs[i].kind == J_NEW)
			s = recs[i].text;
	return s;
}

static int
read_for_load(const char *path, int salvage, struct jrec **recs, int *n,
    char **warning, char **cause)
{
	struct jimage im;

	*recs = NULL;
	*n = 0;
	if (journal_examine(path, &im, cause) != 0)
		return -1;
	if (im.damage != NULL && !salvage) {
		int k = journal_recs_orders(im.recs, im.n);

		*cause = xprintf("%s; the %d order%s before it %s whole: "
		    "\"load %s salvage\" takes %s", im.damage, k, k == 1 ? "" :
		    "s", k == 1 ? "is" : "are", path, k == 1 ? "it" : "them");
		jimage_free(&im);
		return -1;
	}
	if (im.damage != NULL)
		*warning = xprintf("%s; %ld line%s from there on left out",
		    im.damage, im.at.after + 1, im.at.after == 0 ? "" : "s");
	else if (im.torn != NULL)
		*warning = xstrdup(im.torn);
	else if (im.format == 1)
		*warning = xprintf("%s: a file of herald's first format: its "
		    "records are checked one by one, so one removed or moved "
		    "would not be noticed (save it again to chain them)", path);
	*recs = im.recs;
	*n = im.n;
	im.recs = NULL;
	im.n = 0;
	jimage_free(&im);
	return 0;
}

int
journal_read_file(const char *path, struct jrec **recs, int *n,
    char **warning, char **cause)
{
	return read_for_load(path, 0, recs, n, warning, cause);
}

int
journal_read_salvage(const char *path, struct jrec **recs, int *n,
    char **warning, char **cause)
{
	return read_for_load(path, 1, recs, n, warning, cause);
}


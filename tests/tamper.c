/* tamper: a short real game's journal, save and turn file, changed in
 * every way a hand or a disk can change them: every bit of every byte
 * flipped, every record deleted, repeated and swapped with the next one,
 * and the file cut at every length.  Each variant must be refused or
 * reported (herald says what it found and where), never taken silently
 * as a different game.
 *
 * The one change nothing can show is whole records cut off the end of
 * the live journal, which has no end record since it grows by one record
 * per order (journal.h says why a crash cannot do that): those variants
 * are counted apart, as taken by design, and must be exactly those.
 *
 * Runs in-process, linked with libherald.a, in a second or so. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "journal.h"
#include "session.h"
#include "turnfile.h"

enum what { JOURNAL, SAVE, TURN, IMPORTED };
static const char *names[] = { "journal", "save", "turn file",
    "journal with a turn imported" };
#define NKINDS 4

struct counts {
	long	tried;
	long	refused;	/* refused or reported */
	long	located;	/* ... saying where (line or record) */
	long	same;		/* taken, and the very same game */
	long	by_design;	/* taken: records cut off the journal's end */
	long	undetected;
};

static char *dir;
static struct session importer;	/* the other player's game, at base */

static void
die(const char *fmt, const char *arg)
{
	fprintf(stderr, "tamper: ");
	fprintf(stderr, fmt, arg);
	fprintf(stderr, "\n");
	exit(99);
}

static void
run(struct session *s, const char *line)
{
	const struct cmd_entry *e;
	struct buf out;
	char **argv, *why = NULL;
	int argc;

	argc = words_split(line, &argv, &why);
	if (argc < 1 || (e = cmd_find(argv[0], &why)) == NULL)
		die("no command %s", line);
	buf_init(&out);
	if (session_run(s, e, argc - 1, argv + 1, &out, &why) == CMD_ERROR)
		die("%s", why);
	buf_free(&out);
	words_free_argv(argc, argv);
}

static char *
slurp(const char *path, size_t *len)
{
	char *img, *why = NULL;

	if (sf_read_file(path, JOURNAL_MAX_BYTES, &img, len, &why) != 0)
		die("%s", why);
	return img;
}

static void
spit(const char *path, const char *s, size_t len)
{
	FILE *f = fopen(path, "w");

	if (f == NULL || fwrite(s, 1, len, f) != len || fclose(f) != 0)
		die("cannot write %s", path);
}

/* The bodies of a list of records, one a line, to compare games. */
static char *
bodies(const struct jrec *recs, int n)
{
	struct buf b;
	int i;

	buf_init(&b);
	buf_puts(&b, "");
	for (i = 0; i < n; i++) {
		jrec_body(&recs[i], &b);
		buf_puts(&b, "\n");
	}
	return buf_steal(&b);
}

static char *original[NKINDS];	/* the games, as bodies */

static void
importer_start(void)
{
	struct buf out;
	char *why = NULL;

	session_init(&importer, getenv("HERALD_DATA"));
	importer.batch = 1;
	buf_init(&out);
	if (session_new(&importer, "st-albans", "first-st-albans", 6,
	    "delayed", &out, &why) != 0)
		die("%s", why);
	buf_free(&out);
}

/* Reads a variant as herald would: 1 refused or reported (*msg says
 * what), 0 taken (*game is what was taken). */
static int
check(enum what w, const char *path, char **msg, char **game)
{
	struct journal j;
	struct jrec *recs;
	struct buf out;
	char *warn = NULL, *why = NULL;
	int n, rc, i;

	*msg = *game = NULL;
	switch (w) {
	case JOURNAL:
	case IMPORTED:
		rc = journal_open(&j, path, &warn, &why);
		if (rc == 1)
			*msg = xstrdup(j.damage);
		else if (rc < 0)
			*msg = why;
		else if (warn != NULL)
			*msg = warn;
		else
			*game = bodies(j.recs, j.nrecs);
		journal_close(&j);
		return *msg != NULL;
	case SAVE:
		if (journal_read_file(path, &recs, &n, &warn, &why) != 0) {
			*msg = why;
			return 1;
		}
		if (warn != NULL)
			*msg = warn;
		else
			*game = bodies(recs, n);
		for (i = 0; i < n; i++)
			jrec_free(&recs[i]);
		free(recs);
		return *msg != NULL;
	case TURN:
		buf_init(&out);
		rc = turnfile_import(&importer, path, &out, &why);
		buf_free(&out);
		if (rc != 0) {
			*msg = why;
			return 1;
		}
		/* taken: what went in, and a fresh copy for the next one */
		*game = bodies(importer.j.recs + 1, importer.j.nrecs - 1);
		session_free(&importer);
		importer_start();
		return 0;
	}
	return 0;
}

/* Strips "from=FILE" so that imported orders compare with exported. */
static void
strip_origin(char *s)
{
	char *p, *e;

	while ((p = strstr(s, " from=")) != NULL || (p = strstr(s,
	    "\tfrom=")) != NULL) {
		e = strchr(p, '\n');
		memmove(p, e, strlen(e) + 1);
	}
}

/* Does a message say where: a line number ("FILE:12:"), a record, or
 * the first line? */
static int
located(const char *msg)
{
	const char *p;

	if (strstr(msg, "record") != NULL || strstr(msg, "first line") != NULL)
		return 1;
	for (p = strchr(msg, ':'); p != NULL; p = strchr(p + 1, ':'))
		if (p[1] >= '0' && p[1] <= '9' && strchr(p + 1, ':') ==
		    p + 1 + strspn(p + 1, "0123456789"))
			return 1;
	return 0;
}

static void
variant(enum what w, struct counts *c, const char *img, size_t len,
    const char *desc, long at, int cut_at_boundary)
{
	char *path = xprintf("%s/variant", dir), *msg, *game;

	spit(path, img, len);
	c->tried++;
	if (check(w, path, &msg, &game)) {
		c->refused++;
		if (located(msg))
			c->located++;
		else if (c->refused - c->located < 5)
			printf("does not say where: %s\n", msg);
	} else {
		if (w == TURN)
			strip_origin(game);
		if (strcmp(game, original[w]) == 0)
			c->same++;
		else if ((w == JOURNAL || w == IMPORTED) && cut_at_boundary)
			c->by_design++;
		else {
			c->undetected++;
			printf("UNDETECTED: %s, %s %ld\n", names[w], desc, at);
		}
	}
	free(msg);
	free(game);
	unlink(path);
	free(path);
}

/* Offsets of the starts of the file's lines; returns the count. */
static int
lines_of(const char *img, size_t len, size_t **starts)
{
	size_t i;
	int n = 0;

	*starts = xmalloc(sizeof **starts * (len + 2));
	(*starts)[n++] = 0;
	for (i = 0; i < len; i++)
		if (img[i] == '\n' && i + 1 < len)
			(*starts)[n++] = i + 1;
	(*starts)[n] = len;
	return n;
}

static void
tamper(enum what w, const char *path)
{
	struct counts c;
	struct buf b;
	size_t len, *st, i, llen;
	char *img = slurp(path, &len), *v = xmalloc(len + 1);
	int nl, k, bit, m;

	memset(&c, 0, sizeof c);
	for (i = 0; i < len; i++)
		for (bit = 0; bit < 8; bit++) {
			memcpy(v, img, len);
			v[i] ^= (char)(1 << bit);
			variant(w, &c, v, len, "bit flipped at byte", (long)i, 0);
		}
	nl = lines_of(img, len, &st);
	buf_init(&b);
	for (k = 0; k < nl; k++) {
		llen = st[k + 1] - st[k];
		/* deleted */
		buf_reset(&b);
		buf_add(&b, img, st[k]);
		buf_add(&b, img + st[k + 1], len - st[k + 1]);
		variant(w, &c, b.s, b.len, "line deleted", k + 1, k == nl - 1);
		/* repeated */
		buf_reset(&b);
		buf_add(&b, img, st[k + 1]);
		buf_add(&b, img + st[k], len - st[k]);
		variant(w, &c, b.s, b.len, "line repeated", k + 1, 0);
		/* swapped with the next */
		if (k + 1 < nl) {
			size_t l2 = st[k + 2] - st[k + 1];

			buf_reset(&b);
			buf_add(&b, img, st[k]);
			buf_add(&b, img + st[k + 1], l2);
			buf_add(&b, img + st[k], llen);
			buf_add(&b, img + st[k + 2], len - st[k + 2]);
			variant(w, &c, b.s, b.len, "line swapped with the next",
			    k + 1, 0);
		}
	}
	/* cut short at every length; at a line's end, whole records are
	 * gone from the journal's end */
	for (i = 0; i < len; i++) {
		for (m = 0; m < nl; m++)
			if (st[m] == i)
				break;
		variant(w, &c, img, i, "cut at byte", (long)i, m < nl && m >= 1);
	}
	buf_free(&b);
	printf("tamper: %s (%zu bytes, %d lines): %ld variants: %ld refused "
	    "or reported (%ld saying where), %ld the same game, %ld taken by "
	    "design, %ld undetected\n", names[w], len, nl, c.tried, c.refused,
	    c.located, c.same, c.by_design, c.undetected);
	free(st);
	free(v);
	free(img);
	if (c.undetected != 0 || c.located != c.refused)
		exit(1);
	/* cut after each line but the last, and the last line deleted */
	if (w == JOURNAL && c.by_design != nl)
		exit(1);
	if ((w == SAVE || w == TURN) && c.by_design != 0)
		exit(1);
}

int
main(void)
{
	char tmpl[64], *p[NKINDS], *why = NULL;
	const char *base;
	char *warn = NULL;
	struct session a;
	struct buf out;
	struct jrec *recs;
	int n, i, k;

	if (getenv("HERALD_DATA") == NULL)
		die("%s", "HERALD_DATA must name the game data");
	/* thousands of files written and read: memory, where there is
	 * some, rather than a disk */
	base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : getenv("TMPDIR") ?
	    getenv("TMPDIR") : "/tmp";
	snprintf(tmpl, sizeof tmpl, "%.40s/herald-tamper-XXXXXX", base);
	if ((dir = mkdtemp(tmpl)) == NULL)
		die("%s", strerror(errno));
	for (k = 0; k < NKINDS; k++)
		p[k] = xprintf("%s/%s", dir, k == JOURNAL ? "game.journal" :
		    k == SAVE ? "game.herald" : k == TURN ? "york-1.turn" :
		    "other.journal");
	/* York's turn of First St Albans, with an undo and a redo */
	session_init(&a, getenv("HERALD_DATA"));
	a.batch = 1;
	if (session_use_journal(&a, p[JOURNAL], &warn, &why) != 0)
		die("%s", why);
	buf_init(&out);
	if (session_new(&a, "st-albans", "first-st-albans", 6, "delayed", &out,
	    &why) != 0)
		die("%s", why);
	run(&a, "move y18 1709");
	run(&a, "next");
	run(&a, "attack y07 y11 -> l11");
	run(&a, "undo --agreed");
	run(&a, "redo");
	run(&a, "next");
	if (session_save(&a, p[SAVE], &why) != 0 ||
	    turnfile_export(&a, p[TURN], -1, &out, &why) != 0)
		die("%s", why);
	buf_free(&out);
	original[JOURNAL] = bodies(a.j.recs, a.j.nrecs);
	session_free(&a);
	if (journal_read_file(p[SAVE], &recs, &n, &warn, &why) != 0)
		die("%s", why);
	original[SAVE] = bodies(recs, n);
	for (i = 0; i < n; i++)
		jrec_free(&recs[i]);
	free(recs);
	/* the orders of the turn, as the importer journals them */
	importer_start();
	{
		char *msg, *game;

		if (check(TURN, p[TURN], &msg, &game) != 0)
			die("the turn file does not import: %s", msg);
		strip_origin(game);
		original[TURN] = game;
	}
	/* the other player's journal, the turn imported into it */
	session_init(&a, getenv("HERALD_DATA"));
	a.batch = 1;
	buf_init(&out);
	if (session_use_journal(&a, p[IMPORTED], &warn, &why) != 0 ||
	    session_new(&a, "st-albans", "first-st-albans", 6, "delayed", &out,
	    &why) != 0 || turnfile_import(&a, p[TURN], &out, &why) != 0)
		die("%s", why);
	run(&a, "roll 1d6");
	buf_free(&out);
	original[IMPORTED] = bodies(a.j.recs, a.j.nrecs);
	session_free(&a);
	for (k = 0; k < NKINDS; k++)
		tamper((enum what)k, p[k]);
	session_free(&importer);
	for (k = 0; k < NKINDS; k++) {
		unlink(p[k]);
		free(p[k]);
		free(original[k]);
	}
	rmdir(dir);
	printf("PASS: tamper\n");
	return 0;
}

/* leftover: the files beside a journal, found at start-up. */
#include "leftover.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "journal.h"
#include "safefile.h"

/* Enough to show; the rest are counted by the caller. */
#define LO_MAX	1000

/* "N" or "damaged.N": the number, or -1. */
static long
numbered(const char *s, const char *tag)
{
	size_t n = strlen(tag);
	long v;

	if (n > 0 && (strncmp(s, tag, n) != 0 || s[n] != '.'))
		return -1;
	s += n > 0 ? n + 1 : 0;
	if (*s == '0' || util_parse_int(s, 1, 1000000000L, &v) != 0)
		return -1;
	return v;
}

static void
describe(struct leftover *lo, const char *path)
{
	struct jimage im;
	const char *set;
	char *why = NULL;

	if (journal_examine(path, &im, &why) != 0) {
		lo->kind = lo->kind == LO_REMOVED ? LO_REMOVED : LO_UNREADABLE;
		lo->note = why;
		return;
	}
	if ((set = journal_recs_settings(im.recs, im.n)) != NULL)
		lo->settings = xstrdup(set);
	lo->orders = journal_recs_orders(im.recs, im.n);
	if (im.damage != NULL)
		lo->damaged_at = im.at.record;
	jimage_free(&im);
}

/* Is this file a whole game: a journal or save, undamaged, with more
 * than its settings? */
static int
whole_game(const char *path)
{
	struct jimage im;
	char *why = NULL;
	int whole;

	if (journal_examine(path, &im, &why) != 0) {
		free(why);
		return 0;
	}
	/* a game of nothing but its settings is not worth keeping: new
	 * seed=N makes it again (journal_replace keeps none either) */
	whole = im.damage == NULL && im.torn == NULL &&
	    journal_recs_settings(im.recs, im.n) != NULL && im.n > 1;
	jimage_free(&im);
	return whole;
}

/* A temporary file: NULL if a live herald holds it. */
static struct leftover *
dead_temp(const char *journal, const char *path, struct leftover *lo)
{
	struct sf_kept k;
	struct stat sb;
	char *why = NULL;
	int fd;

	if ((fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC |
	    O_NONBLOCK)) < 0)
		return NULL;
	if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
		close(fd);
		return NULL;	/* its herald is still writing it */
	}
	if (fstat(fd, &sb) == 0 && sb.st_nlink > 1) {
		/* a rescue cut short: it has its numbered name already */
		(void)sf_unlink(path);
		close(fd);
		return NULL;
	}
	if (whole_game(path)) {
		/* A herald died between writing it and renaming it: the
		 * game was never acknowledged, but it is a whole game. */
		lo->kind = LO_RESCUED;
		if (sf_keep_as(path, journal, "", &k, &why) == 0) {
			if (!k.moved)
				(void)sf_unlink(path);
			(void)sf_sync_dir(journal);
			describe(lo, k.path);
			lo->path = k.path;
			lo->number = numbered(k.path + strlen(journal) + 1, "");
		} else {
			describe(lo, path);
			lo->path = xstrdup(path);
			lo->note = why;
		}
	} else {
		lo->kind = LO_REMOVED;
		lo->path = xstrdup(path);
		if (sf_unlink(path) != 0)
			lo->note = xprintf("could not be removed: %s",
			    strerror(errno));
		else
			(void)sf_sync_dir(journal);
	}
	close(fd);
	return lo;
}

int
leftover_scan(const char *journal, struct leftover **out, int *n)
{
	struct stat js, sb;
	struct dirent *de;
	struct leftover lo, *found;
	char *copy, *dir, *base, *path, **names = NULL;
	const char *rest;
	size_t blen;
	DIR *d;
	long num;
	int i, nnames = 0;

	*out = NULL;
	*n = 0;
	copy = xstrdup(journal);
	dir = xstrdup(dirname(copy));
	free(copy);
	copy = xstrdup(journal);
	base = xstrdup(basename(copy));
	free(copy);
	blen = strlen(base);
	if (stat(journal, &js) != 0)
		memset(&js, 0, sizeof js);
	if ((d = opendir(dir)) == NULL) {
		free(dir);
		free(base);
		return -1;
	}
	/* Names first: the scan itself adds one (a rescued file). */
	while ((de = readdir(d)) != NULL && nnames < LO_MAX)
		if (strncmp(de->d_name, base, blen) == 0 &&
		    de->d_name[blen] == '.') {
			names = xrealloc(names, sizeof *names *
			    (size_t)(nnames + 1));
			names[nnames++] = xstrdup(de->d_name);
		}
	closedir(d);
	for (i = 0; i < nnames; i++) {
		rest = names[i] + blen + 1;
		/* named as the journal is: "game.journal.1" beside a journal
		 * given as "game.journal" */
		path = strchr(journal, '/') == NULL ? xstrdup(names[i]) :
		    xprintf("%s/%s", dir, names[i]);
		memset(&lo, 0, sizeof lo);
		found = &lo;
		if (sf_is_temp_of(base, names[i]))
			found = dead_temp(journal, path, &lo);
		else if ((num = numbered(rest, "")) > 0) {
			lo.kind = LO_KEPT;
			lo.number = num;
			if (lstat(path, &sb) == 0 && sb.st_ino == js.st_ino &&
			    sb.st_dev == js.st_dev) {
				/* the journal's own second name */
				(void)sf_unlink(path);
				found = NULL;
			}
		} else if ((num = numbered(rest, "damaged")) > 0) {
			lo.kind = LO_DAMAGED;
			lo.number = num;
		} else if (strcmp(rest, "previous") == 0)
			lo.kind = LO_PREVIOUS;
		else
			found = NULL;	/* not herald's */
		if (found == NULL) {
			free(lo.path);
			free(path);
			continue;
		}
		if (lo.path == NULL) {
			lo.path = path;
			describe(&lo, path);
		} else
			free(path);
		if (lstat(lo.path, &sb) == 0)
			lo.mtime = sb.st_mtime;
		*out = xrealloc(*out, sizeof **out * (size_t)(*n + 1));
		(*out)[(*n)++] = lo;
	}
	words_free_argv(nnames, names);
	free(dir);
	free(base);
	return 0;
}

void
leftover_free(struct leftover *lo, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		free(lo[i].path);
		free(lo[i].settings);
		free(lo[i].note);
	}
	free(lo);
}

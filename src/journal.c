/* journal: durable, chained, append-only game records. */
#include "journal-int.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

/* --- writing ---------------------------------------------------------- */

/* A record's body as a whole image holds it: written at once, it needs
 * no mark of the import it came in. */
static void
plain_body(const struct jrec *r, struct buf *b)
{
	struct jrec copy = *r;

	copy.part = copy.nparts = 0;
	jrec_body(&copy, b);
}

static void
image_of(const char *magic, const struct jrec *recs, int n, struct chain *c,
    struct buf *b)
{
	struct buf body;
	int i;

	buf_printf(b, "%s\n", magic);
	chain_init(c, magic);
	buf_init(&body);
	for (i = 0; i < n; i++) {
		buf_reset(&body);
		plain_body(&recs[i], &body);
		chain_add(c, body.s, body.len, b);
	}
	buf_free(&body);
}

/* Is the file at path this very content? */
static int
same_content(const char *path, const char *data, size_t len)
{
	char *img, *why = NULL;
	size_t ilen;
	int same;

	if (sf_read_file(path, JOURNAL_MAX_BYTES, &img, &ilen, &why) != 0) {
		free(why);
		return 0;
	}
	same = ilen == len && memcmp(img, data, len) == 0;
	free(img);
	return same;
}

int
journal_write_atomic_keep(const char *path, const char *data, size_t len,
    char **kept, char **cause)
{
	return sf_write_atomic(path, data, len, access(path, F_OK) == 0 &&
	    !same_content(path, data, len), kept, cause);
}

int
journal_write_atomic(const char *path, const char *data, size_t len, char **cause)
{
	char *kept = NULL;
	int rc = journal_write_atomic_keep(path, data, len, &kept, cause);

	free(kept);
	return rc;
}

/* Does the new save hold all the file at path held (an earlier save of
 * the same game, or the same one)?  Then it need not be kept. */
static int
holds_all_of(const char *path, const struct jrec *recs, int n)
{
	struct jimage im;
	struct buf a, b;
	char *why = NULL;
	int i, same;

	if (journal_examine(path, &im, &why) != 0) {
		free(why);
		return 0;
	}
	same = im.damage == NULL && im.torn == NULL && im.n <= n;
	buf_init(&a);
	buf_init(&b);
	for (i = 0; same && i < im.n; i++) {
		buf_reset(&a);
		buf_reset(&b);
		plain_body(&im.recs[i], &a);
		plain_body(&recs[i], &b);
		same = a.len == b.len && memcmp(a.s, b.s, a.len) == 0;
	}
	buf_free(&a);
	buf_free(&b);
	jimage_free(&im);
	return same;
}

int
journal_save_keep(const char *path, const struct jrec *recs, int n,
    char **kept, char **cause)
{
	struct chain c;
	struct buf b;
	char end[32];
	int rc, keep;

	buf_init(&b);
	image_of(MAGIC_SAVE, recs, n, &c, &b);
	snprintf(end, sizeof end, "end %d", n);
	chain_add(&c, end, strlen(end), &b);
	/* Saving again as the game goes on replaces the file; a file that
	 * held anything else (another game, another line of play, not a
	 * save at all) is kept under a numbered name, never overwritten:
	 * refusing would make a plain `save`, to its default name, fail
	 * the second time. */
	keep = access(path, F_OK) == 0 && !holds_all_of(path, recs, n);
	rc = sf_write_atomic(path, b.s, b.len, keep, kept, cause);
	buf_free(&b);
	return rc;
}

int
journal_save(const char *path, const struct jrec *recs, int n, char **cause)
{
	char *kept = NULL;
	int rc = journal_save_keep(path, recs, n, &kept, cause);

	free(kept);
	return rc;
}

/* --- the live journal ------------------------------------------------- */

void
journal_init_memory(struct journal *j)
{
	memset(j, 0, sizeof *j);
	j->fd = -1;
}

static void
free_recs(struct jrec *recs, int n)
{
	int i;

	for (i = 0; i < n; i++)
		jrec_free(&recs[i]);
	free(recs);
}

/*
 * One herald per journal: two would interleave their orders.  The herald
 * that held it may have put another file in its place meanwhile (a
 * replace): the lock must be on the file the name names now.
 */
static int
open_locked(struct journal *j, const char *path, char **cause)
{
	struct stat sb, sp;
	int tries;

	for (tries = 0; tries < 10; tries++) {
		j->fd = sf_open(path, O_RDWR | O_APPEND | O_CLOEXEC, 0);
		if (j->fd < 0 && errno == ENOENT)
			return 0;	/* nothing yet: journal_start() */
		if (j->fd < 0) {
			*cause = xprintf("%s: %s", path, strerror(errno));
			return -1;
		}
		if (flock(j->fd, LOCK_EX | LOCK_NB) != 0) {
			*cause = xprintf("%s is in use by another herald (%s); "
			    "use --journal to keep this game elsewhere", path,
			    strerror(errno));
			return -1;
		}
		if (fstat(j->fd, &sb) == 0 && stat(path, &sp) == 0 &&
		    sb.st_dev == sp.st_dev && sb.st_ino == sp.st_ino)
			return 0;
		close(j->fd);
		j->fd = -1;
	}
	*cause = xprintf("%s keeps changing (is another herald replacing "
	    "it?)", path);
	return -1;
}

int
journal_open(struct journal *j, const char *path, char **warning,
    char **cause)
{
	struct jimage im;
	char *img, *why = NULL;
	size_t len;
	int rc;

	journal_init_memory(j);
	j->path = xstrdup(path);
	if (open_locked(j, path, cause) != 0)
		goto fail;
	if (j->fd < 0)
		return 0;
	if ((rc = sf_read_fd(j->fd, path, JOURNAL_MAX_BYTES, &img, &len,
	    &why)) == -1) {
		*cause = why;
		goto fail;
	}
	if (rc == -2)
		goto unreadable;	/* damage, kept aside like any */
	if (journal_parse_image(path, img, len, &im, &why) != 0) {
		free(img);
		goto unreadable;
	}
	free(img);
	j->recs = im.recs;
	j->nrecs = im.n;
	j->chain = im.chain;
	j->format = im.save ? 3 : im.format;
	j->size = (off_t)im.good;
	if (im.damage != NULL) {
		j->damage = im.damage;
		j->at = im.at;
		free(im.torn);
		return 1;
	}
	/* Cut a torn tail off so that the next record starts clean. */
	if (im.torn != NULL && sf_ftruncate(j->fd, j->size, path) != 0) {
		*cause = xprintf("%s: cannot drop the torn record: %s", path,
		    strerror(errno));
		free(im.torn);
		goto fail;
	}
	*warning = im.torn;
	return 0;
unreadable:
	j->damage = why;
	j->at.record = 1;
	j->at.line = 1;
	/* without the "PATH: " the message starts with */
	j->at.what = xstrdup(strncmp(why, path, strlen(path)) == 0 &&
	    strncmp(why + strlen(path), ": ", 2) == 0 ? why + strlen(path) + 2 :
	    why);
	return 1;
fail:
	journal_close(j);
	return -1;
}

/* n records in one write and one sync: all or none. */
static int
append(struct journal *j, const struct jrec *recs, int n, char **cause)
{
	struct chain c = j->chain;
	struct buf b, body;
	int saved, i;

	if (j->fd >= 0) {
		if (j->broken != NULL || j->damage != NULL || j->format != 2) {
			*cause = xprintf("cannot write the journal %s: %s; the "
			    "order was refused", j->path, j->broken ?
			    j->broken : "it must be written anew first "
			    "(resume, new or load)");
			return -1;
		}
		buf_init(&b);
		buf_init(&body);
		for (i = 0; i < n; i++) {
			buf_reset(&body);
			jrec_body(&recs[i], &body);
			chain_add(&c, body.s, body.len, &b);
		}
		buf_free(&body);
		/* what herald writes it must be able to read back */
		if (c.n > CHAIN_MAX_RECORDS || j->size + (off_t)b.len >
		    JOURNAL_MAX_BYTES) {
			buf_free(&b);
			*cause = xprintf("the journal %s is as long as herald "
			    "reads (%ld records, %d bytes): the order was "
			    "refused; save the game and load it to go on in a "
			    "fresh journal", j->path, CHAIN_MAX_RECORDS,
			    JOURNAL_MAX_BYTES);
			return -1;
		}
		if (j->defer && !j->unsynced) {
			j->synced_size = j->size;
			j->synced_nrecs = j->nrecs;
			j->synced_chain = j->chain;
		}
		if (sf_write_all(j->fd, b.s, b.len, j->path) != 0 ||
		    (!j->defer && sf_fdatasync(j->fd, j->path) != 0)) {
			saved = errno;
			buf_free(&b);
			/* Leave the file ending on a whole record; if even
			 * that fails, the refused order may be in it: write
			 * nothing more there. */
			if (sf_ftruncate(j->fd, j->size, j->path) != 0)
				j->broken = xprintf("after a failed write it "
				    "could not be cut back (%s), so it may "
				    "hold an order that was refused; save the "
				    "game, then load it to go on",
				    strerror(errno));
			*cause = xprintf("cannot write the journal %s: %s%s",
			    j->path, strerror(saved), saved == ENOSPC ?
			    " (the disk is full); the order was refused and "
			    "nothing changed" : "; the order was refused");
			return -1;
		}
		j->size += (off_t)b.len;
		j->chain = c;
		if (j->defer)
			j->unsynced = 1;
		buf_free(&b);
	}
	j->recs = xrealloc(j->recs, sizeof *j->recs * (size_t)(j->nrecs + n));
	for (i = 0; i < n; i++)
		jrec_copy(&j->recs[j->nrecs++], &recs[i]);
	return 0;
}

int
journal_append(struct journal *j, const struct jrec *r, char **cause)
{
	return append(j, r, 1, cause);
}

int
journal_append_group(struct journal *j, const struct jrec *recs, int n,
    char **cause)
{
	struct jrec *copy;
	int i, rc;

	copy = xcalloc((size_t)n + 1, sizeof *copy);
	for (i = 0; i < n; i++) {
		copy[i] = recs[i];
		copy[i].part = i + 1;
		copy[i].nparts = n;
	}
	rc = append(j, copy, n, cause);
	free(copy);
	return rc;
}

void
journal_defer(struct journal *j, int on)
{
	j->defer = on;
}

int
journal_sync(struct journal *j, int *dropped, char **cause)
{
	int saved, i;

	*dropped = 0;
	if (!j->unsynced || j->fd < 0)
		return 0;
	if (sf_fdatasync(j->fd, j->path) == 0) {
		j->unsynced = 0;
		return 0;
	}
	saved = errno;
	/* Nobody was told of these orders yet: they are refused together,
	 * and the file ends on the last record that reached the disk. */
	if (sf_ftruncate(j->fd, j->synced_size, j->path) != 0)
		j->broken = xprintf("after a failed sync it could not be cut "
		    "back (%s), so it may hold orders that were refused; "
		    "save the game, then load it to go on", strerror(errno));
	else if (sf_fdatasync(j->fd, j->path) != 0 && j->broken == NULL)
		j->broken = xprintf("it could not be synced (%s)",
		    strerror(errno));
	*dropped = j->nrecs - j->synced_nrecs;
	for (i = j->synced_nrecs; i < j->nrecs; i++)
		jrec_free(&j->recs[i]);
	j->nrecs = j->synced_nrecs;
	j->size = j->synced_size;
	j->chain = j->synced_chain;
	j->unsynced = 0;
	*cause = xprintf("cannot write the journal %s: %s%s", j->path,
	    strerror(saved), saved == ENOSPC ? " (the disk is full)" : "");
	return -1;
}

int
journal_replace(struct journal *j, const struct jrec *recs, int n,
    char **cause)
{
	struct jrec *copy;
	struct sf_temp t;
	struct chain c;
	struct buf b;
	char *kept = NULL;
	int i, old, trivial;

	/* The old file is kept aside whole: what it holds must be on disk
	 * first (group commit). */
	if (j->unsynced && sf_fdatasync(j->fd, j->path) != 0) {
		*cause = xprintf("cannot write the journal %s: %s; nothing "
		    "changed", j->path, strerror(errno));
		return -1;
	}
	j->unsynced = 0;
	/* recs may be the journal's own */
	copy = xcalloc((size_t)n + 1, sizeof *copy);
	for (i = 0; i < n; i++)
		jrec_copy(&copy[i], &recs[i]);
	if (j->path != NULL) {
		buf_init(&b);
		image_of(MAGIC_2, copy, n, &c, &b);
		if (sf_temp_create(j->path, 0600, &t, cause) != 0 ||
		    sf_temp_fill(&t, b.s, b.len, cause) != 0 ||
		    sf_install(&t, j->path, j->fd < 0 ? NULL : j->damage ?
		    "damaged" : "", j->fd < 0 ? SF_EXCLUSIVE | SF_UNDO :
		    SF_UNDO, "replace", &kept, cause) != 0) {
			if (t.path != NULL)
				sf_temp_discard(&t);
			buf_free(&b);
			free_recs(copy, n);
			return -1;
		}
		/* A game of nothing but its settings is not worth a copy
		 * (new seed=N makes it again); the link only made the
		 * replace undoable until now. */
		trivial = j->damage == NULL && j->format == 2 && j->nrecs <= 1;
		if (trivial && kept != NULL && sf_unlink(kept) == 0) {
			free(kept);
			kept = NULL;
		}
		sf_step("replace:before-swap");
		/* Every record in the old file was synced when written: a
		 * failing close cannot lose one. */
		if ((old = j->fd) >= 0)
			close(old);
		j->fd = t.fd;
		j->size = (off_t)b.len;
		j->chain = c;
		j->format = 2;
		buf_free(&b);
	}
	free_recs(j->recs, j->nrecs);
	j->recs = copy;
	j->nrecs = n;
	free(j->damage);
	free(j->at.what);
	memset(&j->at, 0, sizeof j->at);
	j->damage = NULL;
	free(j->broken);
	j->broken = NULL;
	free(j->kept);
	j->kept = kept;
	return 0;
}

int
journal_rewrite(struct journal *j, char **cause)
{
	return journal_replace(j, j->recs, j->nrecs, cause);
}

int
journal_start(struct journal *j, const struct jrec *header, char **cause)
{
	return journal_replace(j, header, 1, cause);
}

int
journal_is_file(const struct journal *j, const char *path)
{
	struct stat sa, sb;

	return j->fd >= 0 && fstat(j->fd, &sa) == 0 && stat(path, &sb) == 0 &&
	    sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

void
journal_close(struct journal *j)
{
	int defer = j->defer;

	/* best effort: the shell syncs before it says goodbye */
	if (j->fd >= 0 && j->unsynced)
		(void)sf_fdatasync(j->fd, j->path);
	if (j->fd >= 0)
		close(j->fd);
	free_recs(j->recs, j->nrecs);
	free(j->path);
	free(j->damage);
	free(j->at.what);
	free(j->broken);
	free(j->kept);
	journal_init_memory(j);
	j->defer = defer;
}

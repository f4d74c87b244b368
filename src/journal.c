/* journal: durable, checksummed, append-only game records. */
#include "journal.h"

#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#define JOURNAL_MAGIC "herald-journal 1\n"
#define JOURNAL_MAX_BYTES (64 * 1024 * 1024)

ssize_t (*journal_write_fn)(int, const void *, size_t) = write;

static const char *kinds[] = { "new", "do", "undo", "redo" };

const char *
jkind_name(enum jkind k)
{
	return kinds[k];
}

static uint32_t
crc32(const char *s, size_t n)
{
	uint32_t c = 0xffffffffu;
	size_t i;
	int k;

	for (i = 0; i < n; i++) {
		c ^= (unsigned char)s[i];
		for (k = 0; k < 8; k++)
			c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1)));
	}
	return ~c;
}

/* The body of a record, without checksum or newline. */
static void
body(const struct jrec *r, struct buf *b)
{
	int i;

	buf_printf(b, "%s", kinds[r->kind]);
	if (r->text != NULL && *r->text != '\0')
		buf_printf(b, " %s", r->text);
	if (r->nrolls > 0 || r->origin != NULL) {
		buf_puts(b, "\t");
		for (i = 0; i < r->nrolls; i++) {
			if (i > 0)
				buf_puts(b, " ");
			roll_serialise(&r->rolls[i], b);
		}
		if (r->origin != NULL)
			buf_printf(b, "%sfrom=%s", r->nrolls ? " " : "",
			    r->origin);
	}
}

void
jrec_format(const struct jrec *r, struct buf *b)
{
	struct buf x;

	buf_init(&x);
	body(r, &x);
	buf_printf(b, "%08x %s\n", crc32(x.s, x.len), x.s);
	buf_free(&x);
}

void
jrec_free(struct jrec *r)
{
	free(r->text);
	free(r->rolls);
	free(r->origin);
	memset(r, 0, sizeof *r);
}

void
jrec_copy(struct jrec *dst, const struct jrec *src)
{
	*dst = *src;
	dst->text = src->text ? xstrdup(src->text) : NULL;
	dst->origin = src->origin ? xstrdup(src->origin) : NULL;
	dst->rolls = NULL;
	if (src->nrolls > 0) {
		dst->rolls = xmalloc(sizeof *dst->rolls * (size_t)src->nrolls);
		memcpy(dst->rolls, src->rolls,
		    sizeof *dst->rolls * (size_t)src->nrolls);
	}
}

int
jrec_parse(char *line, struct jrec *r)
{
	char *sp, *kind, *text, *tab, *tok, *save = NULL, *why = NULL;
	unsigned long want;
	size_t k;

	memset(r, 0, sizeof *r);
	if (strlen(line) < 10 || line[8] != ' ')
		return -1;
	want = strtoul(line, &sp, 16);
	if (sp != line + 8 || crc32(line + 9, strlen(line + 9)) != want)
		return -1;
	kind = line + 9;
	text = strchr(kind, ' ');
	tab = strchr(kind, '\t');
	if (text != NULL && tab != NULL && tab < text)
		text = NULL;
	if (tab != NULL)
		*tab++ = '\0';
	if (text != NULL)
		*text++ = '\0';
	for (k = 0; k < nitems(kinds); k++)
		if (strcmp(kind, kinds[k]) == 0)
			break;
	if (k == nitems(kinds))
		return -1;
	r->kind = (enum jkind)k;
	r->text = xstrdup(text ? text : "");
	if (tab == NULL)
		return 0;
	for (tok = strtok_r(tab, " ", &save); tok != NULL;
	    tok = strtok_r(NULL, " ", &save)) {
		if (strncmp(tok, "from=", 5) == 0) {
			free(r->origin);
			r->origin = xstrdup(tok + 5);
			continue;
		}
		r->rolls = xrealloc(r->rolls,
		    sizeof *r->rolls * (size_t)(r->nrolls + 1));
		if (roll_deserialise(tok, &r->rolls[r->nrolls], &why) != 0) {
			free(why);
			jrec_free(r);
			return -1;
		}
		r->nrolls++;
	}
	return 0;
}

/*
 * Reads a journal image.  *good is set to the length of the part made of
 * whole, valid records.  A bad or unterminated last line is a torn write
 * and is reported as a warning; damage anywhere else is an error.
 */
static int
parse_image(const char *path, char *img, size_t len, struct jrec **out,
    int *n, size_t *good, char **warning, char **cause)
{
	size_t mlen = strlen(JOURNAL_MAGIC), off;
	char *nl, *line;
	struct jrec r;
	int lineno = 1;

	*out = NULL;
	*n = 0;
	*good = 0;
	if (len < mlen || memcmp(img, JOURNAL_MAGIC, mlen) != 0) {
		*cause = xprintf("%s: not a herald journal (expected the "
		    "first line \"herald-journal 1\")", path);
		return -1;
	}
	off = *good = mlen;
	while (off < len) {
		lineno++;
		nl = memchr(img + off, '\n', len - off);
		line = xstrndup(img + off, nl ? (size_t)(nl - (img + off)) :
		    len - off);
		if (nl == NULL || jrec_parse(line, &r) != 0) {
			int last = nl == NULL || (size_t)(nl - img) + 1 == len;

			free(line);
			if (!last) {
				*cause = xprintf("%s:%d: damaged record (bad "
				    "checksum) in the middle of the journal",
				    path, lineno);
				goto fail;
			}
			*warning = xprintf("%s:%d: the last record was torn "
			    "(cut short by a crash) and was dropped", path,
			    lineno);
			return 0;
		}
		free(line);
		*out = xrealloc(*out, sizeof **out * (size_t)(*n + 1));
		(*out)[(*n)++] = r;
		off = (size_t)(nl - img) + 1;
		*good = off;
	}
	return 0;
fail:
	while (*n > 0)
		jrec_free(&(*out)[--(*n)]);
	free(*out);
	*out = NULL;
	return -1;
}

static int
read_whole(const char *path, char **img, size_t *len, char **cause)
{
	struct stat sb;
	int fd;
	ssize_t got;
	size_t off = 0;

	if ((fd = open(path, O_RDONLY)) < 0) {
		*cause = xprintf("%s: %s", path, strerror(errno));
		return -1;
	}
	if (fstat(fd, &sb) != 0 || !S_ISREG(sb.st_mode) ||
	    sb.st_size > JOURNAL_MAX_BYTES) {
		close(fd);
		*cause = xprintf("%s: not a regular file of at most %d bytes",
		    path, JOURNAL_MAX_BYTES);
		return -1;
	}
	*img = xmalloc((size_t)sb.st_size + 1);
	while (off < (size_t)sb.st_size) {
		got = read(fd, *img + off, (size_t)sb.st_size - off);
		if (got <= 0)
			break;
		off += (size_t)got;
	}
	close(fd);
	(*img)[off] = '\0';
	*len = off;
	return 0;
}

int
journal_read_file(const char *path, struct jrec **recs, int *n,
    char **warning, char **cause)
{
	char *img;
	size_t len, good;
	int rc;

	if (read_whole(path, &img, &len, cause) != 0)
		return -1;
	rc = parse_image(path, img, len, recs, n, &good, warning, cause);
	free(img);
	return rc;
}

void
journal_init_memory(struct journal *j)
{
	memset(j, 0, sizeof *j);
	j->fd = -1;
}

static int
sync_dir(const char *path)
{
	char *copy = xstrdup(path);
	int fd, rc = 0;

	fd = open(dirname(copy), O_RDONLY | O_DIRECTORY);
	free(copy);
	if (fd < 0)
		return -1;
	if (fsync(fd) != 0 && errno != EINVAL)
		rc = -1;
	close(fd);
	return rc;
}

static int
write_all(int fd, const char *s, size_t n)
{
	ssize_t w;

	while (n > 0) {
		w = journal_write_fn(fd, s, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0) {
			if (w == 0)
				errno = ENOSPC;
			return -1;
		}
		s += w;
		n -= (size_t)w;
	}
	return 0;
}

static char *
write_failed(const char *path)
{
	return xprintf("%s: %s%s", path, strerror(errno),
	    errno == ENOSPC ? " (the disk is full; nothing was written)" :
	    "");
}

/* Writes data to a new temporary file beside path and syncs it; returns
 * its name, or NULL. */
static char *
write_temp(const char *path, const char *data, size_t len, char **cause)
{
	char *tmp = xprintf("%s.tmp.%ld", path, (long)getpid());
	int fd, saved, ok;

	fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (fd < 0) {
		*cause = write_failed(path);
		free(tmp);
		return NULL;
	}
	/* close once, whatever failed first */
	ok = write_all(fd, data, len) == 0 && fsync(fd) == 0;
	saved = errno;
	if (close(fd) != 0 && ok) {
		ok = 0;
		saved = errno;
	}
	if (!ok) {
		unlink(tmp);
		errno = saved;
		*cause = write_failed(path);
		free(tmp);
		return NULL;
	}
	return tmp;
}

/* Writes a whole file so that it appears complete or not at all:
 * temporary file, fsync, rename, fsync of the directory. */
int
write_atomic(const char *path, const char *data, size_t len, char **cause)
{
	char *tmp = write_temp(path, data, len, cause);

	if (tmp == NULL)
		return -1;
	if (rename(tmp, path) != 0) {
		*cause = write_failed(path);
		unlink(tmp);
		free(tmp);
		return -1;
	}
	sync_dir(path);
	free(tmp);
	return 0;
}

static void
image_of(const struct jrec *recs, int n, struct buf *b)
{
	int i;

	buf_puts(b, JOURNAL_MAGIC);
	for (i = 0; i < n; i++)
		jrec_format(&recs[i], b);
}

int
journal_save(const char *path, const struct jrec *recs, int n, char **cause)
{
	struct buf b;
	int rc;

	buf_init(&b);
	image_of(recs, n, &b);
	rc = write_atomic(path, b.s, b.len, cause);
	buf_free(&b);
	return rc;
}

static void
free_recs(struct journal *j)
{
	int i;

	for (i = 0; i < j->nrecs; i++)
		jrec_free(&j->recs[i]);
	free(j->recs);
	j->recs = NULL;
	j->nrecs = 0;
}

/* One herald per journal: two would interleave their orders. */
static int
lock(int fd, const char *path, char **cause)
{
	if (flock(fd, LOCK_EX | LOCK_NB) == 0)
		return 0;
	*cause = xprintf("%s is in use by another herald (%s); use --journal "
	    "to keep this game elsewhere", path, strerror(errno));
	return -1;
}

int
journal_open(struct journal *j, const char *path, char **warning,
    char **cause)
{
	char *img;
	size_t len, good;

	journal_init_memory(j);
	j->path = xstrdup(path);
	if (access(path, F_OK) != 0)
		return 0;	/* nothing yet: journal_start() creates it */
	if (read_whole(path, &img, &len, cause) != 0)
		goto fail;
	if (parse_image(path, img, len, &j->recs, &j->nrecs, &good, warning,
	    cause) != 0) {
		free(img);
		goto fail;
	}
	free(img);
	if ((j->fd = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)) < 0) {
		*cause = xprintf("%s: %s", path, strerror(errno));
		goto fail;
	}
	if (lock(j->fd, path, cause) != 0)
		goto fail;
	/* Cut a torn tail off so that the next record starts clean. */
	if (good < len && ftruncate(j->fd, (off_t)good) != 0) {
		*cause = xprintf("%s: cannot drop the torn record: %s", path,
		    strerror(errno));
		goto fail;
	}
	j->size = (off_t)good;
	return 0;
fail:
	journal_close(j);
	return -1;
}

/*
 * Replaces the journal's game with another, whole: the new file is
 * written and synced first, then the old one is moved beside it
 * (.previous) and the new one takes its name.  At every moment the path
 * holds one whole game, the old or the new.
 */
int
journal_replace(struct journal *j, const struct jrec *recs, int n,
    char **cause)
{
	struct buf b;
	char *prev = NULL, *tmp;
	int fd, i, had;

	if (j->path != NULL) {
		buf_init(&b);
		image_of(recs, n, &b);
		tmp = write_temp(j->path, b.s, b.len, cause);
		if (tmp == NULL) {
			buf_free(&b);
			return -1;
		}
		had = access(j->path, F_OK) == 0;
		prev = journal_previous_path(j->path);
		if (had && rename(j->path, prev) != 0) {
			*cause = xprintf("%s: cannot keep the previous game: %s",
			    prev, strerror(errno));
			goto undo;
		}
		if (rename(tmp, j->path) != 0) {
			*cause = write_failed(j->path);
			if (had)
				(void)!rename(prev, j->path);
			goto undo;
		}
		sync_dir(j->path);
		free(tmp);
		free(prev);
		fd = open(j->path, O_WRONLY | O_APPEND | O_CLOEXEC);
		if (fd < 0 || lock(fd, j->path, cause) != 0) {
			if (fd < 0)
				*cause = xprintf("%s: %s", j->path,
				    strerror(errno));
			else
				close(fd);
			buf_free(&b);
			return -1;
		}
		if (j->fd >= 0)
			close(j->fd);
		j->fd = fd;
		j->size = (off_t)b.len;
		buf_free(&b);
	}
	free_recs(j);
	j->recs = xcalloc((size_t)n, sizeof *j->recs);
	for (i = 0; i < n; i++)
		jrec_copy(&j->recs[i], &recs[i]);
	j->nrecs = n;
	return 0;
undo:
	unlink(tmp);
	free(tmp);
	free(prev);
	buf_free(&b);
	return -1;
}

int
journal_start(struct journal *j, const struct jrec *header, char **cause)
{
	return journal_replace(j, header, 1, cause);
}

int
journal_append(struct journal *j, const struct jrec *r, char **cause)
{
	struct buf b;
	int saved;

	if (j->fd >= 0) {
		buf_init(&b);
		jrec_format(r, &b);
		if (write_all(j->fd, b.s, b.len) != 0 ||
		    fdatasync(j->fd) != 0) {
			saved = errno;
			/* Leave the file ending on a whole record. */
			(void)!ftruncate(j->fd, j->size);
			buf_free(&b);
			*cause = xprintf("cannot write the journal %s: %s%s",
			    j->path, strerror(saved), saved == ENOSPC ?
			    " (the disk is full); the order was refused and "
			    "nothing changed" : "; the order was refused");
			return -1;
		}
		j->size += (off_t)b.len;
		buf_free(&b);
	}
	j->recs = xrealloc(j->recs, sizeof *j->recs * (size_t)(j->nrecs + 1));
	jrec_copy(&j->recs[j->nrecs++], r);
	return 0;
}

void
journal_close(struct journal *j)
{
	if (j->fd >= 0)
		close(j->fd);
	free_recs(j);
	free(j->path);
	journal_init_memory(j);
}

char *
journal_previous_path(const char *path)
{
	return xprintf("%s.previous", path);
}

/* safefile: temporary files, numbered copies and atomic replacement. */
#include "safefile.h"

#include <errno.h>
#include <dirent.h>
#include <fcntl.h>
#include <libgen.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include <sodium.h>

#include "util.h"

/* No one needs more numbered copies of one file; the bound keeps a
 * directory full of them from looping for ever. */
#define SF_MAX_KEPT	100000
#define SF_TEMP_TRIES	100

ssize_t	(*sf_write_fn)(int, const void *, size_t) = write;
int	(*sf_fault_fn)(enum sf_op, const char *);

static const char *op_names[] = {
	"open", "write", "fsync", "fdatasync", "ftruncate", "rename", "link",
	"unlink", "close", "directory fsync"
};

const char *
sf_op_name(enum sf_op op)
{
	return op_names[op];
}

/* HERALD_TEST_KILL_AT, read once. */
static const char *
kill_at(void)
{
	static const char *at;
	static int read;

	if (!read) {
		at = getenv("HERALD_TEST_KILL_AT");
		read = 1;
	}
	return at;
}

void
sf_step(const char *step)
{
	const char *at = kill_at();

	if (at != NULL && strcmp(at, step) == 0)
		raise(SIGKILL);
}

/* Before every call: the fs:N kill point, then the fault seam. */
static int
check(enum sf_op op, const char *path)
{
	static long calls;
	const char *at = kill_at();
	int err;

	calls++;
	if (at != NULL && strncmp(at, "fs:", 3) == 0 &&
	    strtol(at + 3, NULL, 10) == calls)
		raise(SIGKILL);
	if (sf_fault_fn != NULL && (err = sf_fault_fn(op, path)) != 0) {
		errno = err;
		return -1;
	}
	return 0;
}

int
sf_open(const char *path, int flags, mode_t mode)
{
	if (check(SF_OPEN, path) != 0)
		return -1;
	return open(path, flags, mode);
}

int
sf_write_all(int fd, const char *s, size_t n, const char *path)
{
	ssize_t w;

	while (n > 0) {
		if (check(SF_WRITE, path) != 0)
			return -1;
		w = sf_write_fn(fd, s, n);
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

int
sf_fsync(int fd, const char *path)
{
	return check(SF_FSYNC, path) != 0 ? -1 : fsync(fd);
}

int
sf_fdatasync(int fd, const char *path)
{
	return check(SF_FDATASYNC, path) != 0 ? -1 : fdatasync(fd);
}

int
sf_ftruncate(int fd, off_t len, const char *path)
{
	return check(SF_FTRUNCATE, path) != 0 ? -1 : ftruncate(fd, len);
}

int
sf_rename(const char *from, const char *to)
{
	return check(SF_RENAME, to) != 0 ? -1 : rename(from, to);
}

int
sf_link(const char *from, const char *to)
{
	return check(SF_LINK, to) != 0 ? -1 : link(from, to);
}

int
sf_unlink(const char *path)
{
	return check(SF_UNLINK, path) != 0 ? -1 : unlink(path);
}

int
sf_close(int fd, const char *path)
{
	if (check(SF_CLOSE, path) != 0) {
		/* the descriptor goes whatever close(2) says */
		close(fd);
		return -1;
	}
	return close(fd);
}

int
sf_sync_dir(const char *path)
{
	char *copy = xstrdup(path);
	int fd, rc = 0, saved;

	if (check(SF_DIRSYNC, path) != 0) {
		free(copy);
		return -1;
	}
	fd = open(dirname(copy), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	free(copy);
	if (fd < 0)
		return -1;
	/* Some file systems cannot sync a directory (EINVAL): their
	 * renames are as durable as they get. */
	if (fsync(fd) != 0 && errno != EINVAL)
		rc = -1;
	saved = errno;
	close(fd);
	errno = saved;
	return rc;
}

char *
sf_failed(const char *what, const char *path, int err)
{
	return xprintf("%s%s%s: %s%s", what ? what : "", what ? " " : "",
	    path, strerror(err), err == ENOSPC ? " (the disk is full)" : "");
}

int
sf_temp_create(const char *target, mode_t mode, struct sf_temp *t,
    char **cause)
{
	static const char letters[] = "abcdefghijklmnopqrstuvwxyz0123456789";
	char name[9];
	int i, k;

	if (sodium_init() < 0)
		abort();
	t->path = NULL;
	t->fd = -1;
	for (k = 0; k < SF_TEMP_TRIES; k++) {
		for (i = 0; i < 8; i++)
			name[i] = letters[randombytes_uniform(36)];
		name[8] = '\0';
		free(t->path);
		t->path = xprintf("%s.tmp-%s", target, name);
		t->fd = sf_open(t->path, O_WRONLY | O_APPEND | O_CREAT |
		    O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
		if (t->fd >= 0 || errno != EEXIST)
			break;
	}
	if (t->fd < 0) {
		*cause = sf_failed(NULL, target, errno);
		free(t->path);
		t->path = NULL;
		return -1;
	}
	/* A new file: nobody else can hold it. */
	(void)flock(t->fd, LOCK_EX | LOCK_NB);
	return 0;
}

int
sf_temp_fill(struct sf_temp *t, const char *data, size_t len, char **cause)
{
	if (sf_write_all(t->fd, data, len, t->path) != 0) {
		*cause = sf_failed("cannot write", t->path, errno);
		return -1;
	}
	if (sf_fsync(t->fd, t->path) != 0) {
		*cause = sf_failed("cannot sync", t->path, errno);
		return -1;
	}
	return 0;
}

void
sf_temp_discard(struct sf_temp *t)
{
	if (t->path != NULL)
		(void)sf_unlink(t->path);
	if (t->fd >= 0)
		close(t->fd);
	free(t->path);
	t->path = NULL;
	t->fd = -1;
}

int
sf_is_temp_of(const char *base, const char *name)
{
	size_t n = strlen(base);

	/* .tmp-XXXXXXXX, and .tmp.PID of herald before 0.2 */
	return strncmp(name, base, n) == 0 && (strncmp(name + n, ".tmp-", 5) ==
	    0 || strncmp(name + n, ".tmp.", 5) == 0);
}

/* Link errors that mean "this file system has no hard links". */
static int
no_links(int err)
{
	return err == EPERM || err == EOPNOTSUPP || err == ENOSYS ||
	    err == EMLINK;
}

int
sf_keep(const char *target, const char *tag, struct sf_kept *k, char **cause)
{
	return sf_keep_as(target, target, tag, k, cause);
}

int
sf_keep_as(const char *file, const char *target, const char *tag,
    struct sf_kept *k, char **cause)
{
	struct stat sb;
	char *name;
	int n, err;

	k->path = NULL;
	k->moved = 0;
	for (n = 1; n <= SF_MAX_KEPT; n++) {
		name = tag != NULL && *tag != '\0' ? xprintf("%s.%s.%d", target,
		    tag, n) : xprintf("%s.%d", target, n);
		if (sf_link(file, name) == 0) {
			k->path = name;
			return 0;
		}
		err = errno;
		if (no_links(err)) {
			if (lstat(name, &sb) == 0) {
				free(name);
				continue;	/* taken */
			}
			if (sf_rename(file, name) == 0) {
				k->path = name;
				k->moved = 1;
				return 0;
			}
			err = errno;
		}
		if (err != EEXIST) {
			*cause = sf_failed("cannot keep the file in its place "
			    "as", name, err);
			free(name);
			return -1;
		}
		free(name);
	}
	*cause = xprintf("cannot keep %s: %d numbered copies of %s exist "
	    "already", file, SF_MAX_KEPT, target);
	return -1;
}

int
sf_unkeep(const char *target, struct sf_kept *k)
{
	int rc = 0;

	if (k->path != NULL)
		rc = k->moved ? sf_rename(k->path, target) :
		    sf_unlink(k->path);
	free(k->path);
	k->path = NULL;
	return rc;
}

/* Last step failed (the directory sync after the rename): put the old
 * file back in place, or remove the new one. */
static int
undo_install(struct sf_temp *t, const char *target, struct sf_kept *k,
    int existed)
{
	int rc = 0;

	(void)t;
	if (k->path != NULL)
		rc = sf_rename(k->path, target);
	else if (!existed)
		rc = sf_unlink(target);
	free(k->path);
	k->path = NULL;
	if (rc == 0)
		rc = sf_sync_dir(target);
	return rc;
}

/* herald writes its files only in place of plain files: a device
 * (/dev/null, as root), a directory, a pipe or a symbolic link would be
 * replaced by a file, and the thing kept under a numbered name. */
static int
not_plain(const char *target, const struct stat *sb, char **cause)
{
	const char *what;

	if (S_ISREG(sb->st_mode))
		return 0;
	what = S_ISDIR(sb->st_mode) ? "a directory" : S_ISLNK(sb->st_mode) ?
	    "a symbolic link (give the path it points to)" :
	    S_ISCHR(sb->st_mode) || S_ISBLK(sb->st_mode) ? "a device" :
	    S_ISFIFO(sb->st_mode) ? "a pipe" : "not a plain file";
	*cause = xprintf("%s is %s: herald writes games only as plain files, "
	    "and nothing was written", target, what);
	return 1;
}

int
sf_install(struct sf_temp *t, const char *target, const char *keep_tag,
    int flags, const char *step, char **kept, char **cause)
{
	struct sf_kept k = { NULL, 0 };
	struct stat sb;
	char *s;
	int existed, err, rc, renamed = 0;

	if (kept != NULL)
		*kept = NULL;
	s = xprintf("%s:temp-written", step);
	sf_step(s);
	free(s);
	existed = lstat(target, &sb) == 0;
	if (existed && not_plain(target, &sb, cause))
		goto fail;
	if (existed && (flags & SF_EXCLUSIVE)) {
		*cause = xprintf("%s appeared while herald was writing it (is "
		    "another herald using it?)", target);
		goto fail;
	}
	if (existed && keep_tag != NULL) {
		if (sf_keep(target, keep_tag, &k, cause) != 0)
			goto fail;
		if (sf_sync_dir(target) != 0) {
			*cause = sf_failed("cannot sync the directory of",
			    target, errno);
			goto unkeep;
		}
		s = xprintf("%s:after-keep", step);
		sf_step(s);
		free(s);
	}
	if (!existed && (flags & SF_EXCLUSIVE)) {
		/* fails where a file has appeared since */
		if (check(SF_RENAME, target) != 0)
			rc = -1;
		else if ((rc = renameat2(AT_FDCWD, t->path, AT_FDCWD, target,
		    RENAME_NOREPLACE)) != 0 && (errno == EINVAL ||
		    errno == ENOSYS))
			rc = 1;	/* not on this file system: lstat() said none */
		if (rc < 0) {
			*cause = sf_failed("cannot create", target, errno);
			goto unkeep;
		}
		renamed = rc == 0;
	}
	if (!renamed && sf_rename(t->path, target) != 0) {
		*cause = sf_failed("cannot rename the new file to", target,
		    errno);
		goto unkeep;
	}
	s = xprintf("%s:after-rename", step);
	sf_step(s);
	free(s);
	if (sf_sync_dir(target) != 0) {
		err = errno;
		if (!(flags & SF_UNDO)) {
			*cause = xprintf("%s was written, but its directory "
			    "could not be synced (%s), so it may not survive a "
			    "crash", target, strerror(err));
			goto written;
		}
		if (undo_install(t, target, &k, existed) != 0)
			*cause = xprintf("cannot sync the directory of %s: %s; "
			    "putting the old file back failed too (%s)", target,
			    strerror(err), strerror(errno));
		else
			*cause = xprintf("cannot sync the directory of %s: %s; "
			    "the file there is as it was", target,
			    strerror(err));
		if (t->fd >= 0)
			close(t->fd);
		t->fd = -1;
		free(t->path);
		t->path = NULL;
		return -1;
	}
	free(t->path);
	t->path = NULL;
	if (kept != NULL)
		*kept = k.path;
	else
		free(k.path);
	return 0;
written:
	free(t->path);
	t->path = NULL;
	if (kept != NULL)
		*kept = k.path;
	else
		free(k.path);
	return -1;
unkeep:
	if (sf_unkeep(target, &k) != 0) {
		s = *cause;
		*cause = xprintf("%s; and %s could not be put back (%s)", s,
		    target, strerror(errno));
		free(s);
	}
fail:
	sf_temp_discard(t);
	free(k.path);
	return -1;
}

/* Temp files a dead herald left beside path (killed between creating
 * and renaming one) hold nothing that was acknowledged: the old file
 * still stands.  One nobody holds a lock on is removed; a live herald
 * holds its own until it closes it to rename. */
static void
sweep_temps(const char *path)
{
	char *copy = xstrdup(path), *copy2 = xstrdup(path), *dir, *base;
	struct dirent *de;
	DIR *d;
	int fd;

	dir = dirname(copy);
	base = basename(copy2);
	if ((d = opendir(dir)) != NULL) {
		while ((de = readdir(d)) != NULL) {
			char *p;

			if (!sf_is_temp_of(base, de->d_name))
				continue;
			p = xprintf("%s/%s", dir, de->d_name);
			fd = open(p, O_RDONLY | O_NOFOLLOW | O_CLOEXEC |
			    O_NONBLOCK);
			if (fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0)
				(void)unlink(p);
			if (fd >= 0)
				close(fd);
			free(p);
		}
		closedir(d);
	}
	free(copy);
	free(copy2);
}

int
sf_write_atomic(const char *path, const char *data, size_t len, int keep,
    char **kept, char **cause)
{
	struct sf_temp t;
	struct stat sb;
	int fd;

	if (kept != NULL)
		*kept = NULL;
	if (lstat(path, &sb) == 0 && not_plain(path, &sb, cause))
		return -1;
	sweep_temps(path);
	if (sf_temp_create(path, 0666, &t, cause) != 0)
		return -1;
	if (sf_temp_fill(&t, data, len, cause) != 0) {
		sf_temp_discard(&t);
		return -1;
	}
	/* Closed before it takes the name: a close that reports an error
	 * (NFS does) leaves the old file in place. */
	fd = t.fd;
	t.fd = -1;
	if (sf_close(fd, t.path) != 0) {
		*cause = sf_failed("cannot close", t.path, errno);
		sf_temp_discard(&t);
		return -1;
	}
	return sf_install(&t, path, keep ? "" : NULL, 0, "atomic", kept,
	    cause);
}

int
sf_read_fd(int fd, const char *path, size_t max, char **img, size_t *len,
    char **cause)
{
	struct stat sb;
	ssize_t got;
	size_t off = 0;

	if (fstat(fd, &sb) != 0 || !S_ISREG(sb.st_mode)) {
		*cause = xprintf("%s: not a regular file", path);
		return -1;
	}
	if ((unsigned long long)sb.st_size > max) {
		*cause = xprintf("%s: larger than herald reads (%lld bytes; at "
		    "most %zu)", path, (long long)sb.st_size, max);
		return -2;
	}
	*img = xmalloc((size_t)sb.st_size + 1);
	while (off < (size_t)sb.st_size) {
		got = pread(fd, *img + off, (size_t)sb.st_size - off,
		    (off_t)off);
		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0) {
			*cause = xprintf("%s: %s", path, strerror(errno));
			free(*img);
			*img = NULL;
			return -1;
		}
		if (got == 0)
			break;		/* it shrank: what is there */
		off += (size_t)got;
	}
	(*img)[off] = '\0';
	*len = off;
	return 0;
}

int
sf_read_file(const char *path, size_t max, char **img, size_t *len,
    char **cause)
{
	int fd, rc;

	/* O_NONBLOCK: a FIFO is refused, not waited on */
	if ((fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)) < 0) {
		*cause = xprintf("%s: %s", path, strerror(errno));
		return -1;
	}
	rc = sf_read_fd(fd, path, max, img, len, cause);
	close(fd);
	return rc < 0 ? -1 : 0;
}

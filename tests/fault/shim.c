/*
 * shim: an LD_PRELOAD library that fails or kills herald at one chosen
 * file system call, for tests/fault/faults.test.
 *
 * Only calls on files under $HERALD_FAULT_DIR are seen (paths resolved
 * against the working directory or the directory descriptor; descriptors
 * through /proc/self/fd), so the reads of libc, Tcl and the game data
 * elsewhere are neither counted nor failed.  Calls are counted per kind
 * (open, openat, write, pwrite, fsync, fdatasync, rename, renameat, link,
 * linkat, unlink, unlinkat, close, ftruncate, mkstemp, mkdir, fflush), and
 *
 *   HERALD_FAULT=call=fsync:n=3:err=EIO    fails the 3rd fsync with EIO
 *   HERALD_FAULT=call=write:n=2:err=short  writes half of the 2nd write
 *   HERALD_FAULT=call=rename:n=1:kill=before  SIGKILL instead of it
 *   HERALD_FAULT=call=write:n=4:kill=torn  half of it, then SIGKILL
 *   HERALD_FAULT=call=rename:n=1:kill=after   SIGKILL right after it
 *
 * err= takes EIO, ENOSPC, EMFILE, EDQUOT, EROFS or short (write and
 * pwrite only).  Before acting the shim says on standard error, in one
 * line starting "herald-fault:", what it did to which file, so that a
 * driver sees where in herald's output the fault fell.  HERALD_FAULT_TRACE
 * names a file (outside the directory) that gets one line per call seen:
 * "KIND N PATH MODE OFFSET", OFFSET being that of standard output (which
 * tells the command in flight when the output is a file), after a first
 * line "# loaded".  Standard output is made line-buffered, as on a
 * terminal, so what herald printed before a kill is what a player saw.
 *
 * stdio streams opened with fopen are seen at fopen, fflush and fclose
 * (their writes are buffered inside libc, where no shim can reach).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdio_ext.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <unistd.h>

enum kind {
	K_OPEN, K_OPENAT, K_WRITE, K_PWRITE, K_FSYNC, K_FDATASYNC, K_RENAME,
	K_RENAMEAT, K_LINK, K_LINKAT, K_UNLINK, K_UNLINKAT, K_CLOSE,
	K_FTRUNCATE, K_MKSTEMP, K_MKDIR, K_FFLUSH, K_NKINDS
};
static const char *names[K_NKINDS] = {
	"open", "openat", "write", "pwrite", "fsync", "fdatasync", "rename",
	"renameat", "link", "linkat", "unlink", "unlinkat", "close",
	"ftruncate", "mkstemp", "mkdir", "fflush"
};

enum act { A_NONE, A_ERR, A_SHORT, A_KILL, A_TORN, A_AFTER };

static char	 dir[PATH_MAX];
static size_t	 dirlen;
static int	 counts[K_NKINDS];
static int	 target = -1, target_n, err_no;
static enum act	 action = A_NONE;
static int	 trace_fd = -1;
static int	 fired;
static int	 nosync;	/* HERALD_FAULT_NOSYNC: syncs succeed at once */
#define MAXFD 4096
static unsigned char dirty[MAXFD];	/* written since the last sync */

#define REAL(ret, name, args) \
	static ret (*real_##name) args; \
	if (real_##name == NULL) \
		real_##name = (ret (*) args)dlsym(RTLD_NEXT, #name)

static ssize_t
raw_write(int fd, const void *p, size_t n)
{
	REAL(ssize_t, write, (int, const void *, size_t));
	return real_write(fd, p, n);
}

static void
say(const char *fmt, ...)
{
	char line[PATH_MAX * 2 + 256];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n >= sizeof line)
		n = (int)sizeof line - 1;
	(void)!raw_write(2, line, (size_t)n);
}

static const struct {
	const char	*name;
	int		 no;
} errs[] = {
	{ "EIO", EIO }, { "ENOSPC", ENOSPC }, { "EMFILE", EMFILE },
	{ "EDQUOT", EDQUOT }, { "EROFS", EROFS }, { "EINTR", EINTR },
};

static int
parse_err(const char *s)
{
	size_t i;

	for (i = 0; i < sizeof errs / sizeof errs[0]; i++)
		if (strcmp(s, errs[i].name) == 0)
			return errs[i].no;
	return 0;
}

static const char *
err_name(int no)
{
	size_t i;

	for (i = 0; i < sizeof errs / sizeof errs[0]; i++)
		if (errs[i].no == no)
			return errs[i].name;
	return "?";
}

__attribute__((constructor)) static void
shim_init(void)
{
	const char *d = getenv("HERALD_FAULT_DIR");
	const char *spec = getenv("HERALD_FAULT");
	const char *trace = getenv("HERALD_FAULT_TRACE");
	char copy[256], *tok, *save = NULL, *v;
	int k;

	setvbuf(stdout, NULL, _IOLBF, 0);
	nosync = getenv("HERALD_FAULT_NOSYNC") != NULL;
	if (d != NULL && realpath(d, dir) != NULL)
		dirlen = strlen(dir);
	if (trace != NULL && *trace != '\0') {
		REAL(int, open, (const char *, int, ...));
		trace_fd = real_open(trace, O_WRONLY | O_CREAT | O_APPEND |
		    O_CLOEXEC, 0644);
		/* so that a driver can tell the shim was loaded at all */
		if (trace_fd >= 0)
			(void)!raw_write(trace_fd, "# loaded\n", 9);
	}
	if (spec == NULL || *spec == '\0')
		return;
	snprintf(copy, sizeof copy, "%s", spec);
	for (tok = strtok_r(copy, ":", &save); tok != NULL;
	    tok = strtok_r(NULL, ":", &save)) {
		if ((v = strchr(tok, '=')) == NULL)
			goto bad;
		*v++ = '\0';
		if (strcmp(tok, "call") == 0) {
			for (k = 0; k < K_NKINDS; k++)
				if (strcmp(v, names[k]) == 0)
					target = k;
			if (target < 0)
				goto bad;
		} else if (strcmp(tok, "n") == 0)
			target_n = atoi(v);
		else if (strcmp(tok, "err") == 0) {
			if (strcmp(v, "short") == 0)
				action = A_SHORT;
			else if ((err_no = parse_err(v)) != 0)
				action = A_ERR;
			else
				goto bad;
		} else if (strcmp(tok, "kill") == 0) {
			if (strcmp(v, "before") == 0)
				action = A_KILL;
			else if (strcmp(v, "torn") == 0)
				action = A_TORN;
			else if (strcmp(v, "after") == 0)
				action = A_AFTER;
			else
				goto bad;
		} else
			goto bad;
	}
	if (target >= 0 && target_n > 0 && action != A_NONE)
		return;
bad:
	say("herald-fault: cannot read HERALD_FAULT=\"%s\" (expected "
	    "call=KIND:n=N:err=EIO|ENOSPC|short or kill=before|torn|after)\n",
	    spec);
	_exit(99);
}

static int
under(const char *path)
{
	return dirlen > 0 && strncmp(path, dir, dirlen) == 0 &&
	    (path[dirlen] == '/' || path[dirlen] == '\0');
}

/* The absolute name of PATH as seen from directory descriptor AT. */
static void
resolve(int at, const char *path, char *out, size_t len)
{
	char base[PATH_MAX], proc[64];
	ssize_t n;

	if (path == NULL) {
		snprintf(out, len, "?");
		return;
	}
	if (path[0] == '/') {
		snprintf(out, len, "%s", path);
		return;
	}
	if (at == AT_FDCWD) {
		if (getcwd(base, sizeof base) == NULL)
			base[0] = '\0';
	} else {
		snprintf(proc, sizeof proc, "/proc/self/fd/%d", at);
		if ((n = readlink(proc, base, sizeof base - 1)) < 0)
			n = 0;
		base[n] = '\0';
	}
	snprintf(out, len, "%s/%s", base, path);
}

static int
fd_path(int fd, char *out, size_t len)
{
	char proc[64];
	ssize_t n;
	char *del;

	if (fd < 0)
		return -1;
	snprintf(proc, sizeof proc, "/proc/self/fd/%d", fd);
	if ((n = readlink(proc, out, len - 1)) < 0)
		return -1;
	out[n] = '\0';
	if ((del = strstr(out, " (deleted)")) != NULL && del[10] == '\0')
		*del = '\0';
	return 0;
}

static const char *
mode_of(int fd)
{
	int fl = fcntl(fd, F_GETFL);
	struct stat sb;

	if (fstat(fd, &sb) == 0 && S_ISDIR(sb.st_mode))
		return "dir";
	if (fl < 0)
		return "?";
	if ((fl & O_ACCMODE) == O_RDONLY)
		return "rd";
	return (fd < MAXFD && dirty[fd]) ? "wr-dirty" : "wr";
}

/*
 * Called before each call seen: counts it, traces it, and says what to
 * do with it.  PATH names the file; INFO says more (open flags, the
 * descriptor's mode).
 */
static enum act
decide(enum kind k, const char *path, const char *info)
{
	int n = ++counts[k];
	char line[PATH_MAX + 128];
	int len;

	if (trace_fd >= 0) {
		/* where herald's output is, to tell the command */
		len = snprintf(line, sizeof line, "%s %d %s %s %lld\n",
		    names[k], n, path, info, (long long)lseek(1, 0, SEEK_CUR));
		if (len > 0 && (size_t)len < sizeof line)
			(void)!raw_write(trace_fd, line, (size_t)len);
	}
	if (fired || (int)k != target || n != target_n)
		return A_NONE;
	fired = 1;
	switch (action) {
	case A_ERR:
		say("herald-fault: %s #%d on %s (%s) fails with %s\n",
		    names[k], n, path, info, err_name(err_no));
		break;
	case A_SHORT:
		say("herald-fault: %s #%d on %s (%s) writes short\n", names[k],
		    n, path, info);
		break;
	case A_KILL:
		say("herald-fault: %s #%d on %s (%s): killed before it\n",
		    names[k], n, path, info);
		raise(SIGKILL);
		break;
	case A_TORN:
		say("herald-fault: %s #%d on %s (%s): killed halfway\n",
		    names[k], n, path, info);
		break;
	case A_AFTER:
		say("herald-fault: %s #%d on %s (%s): killed after it\n",
		    names[k], n, path, info);
		break;
	case A_NONE:
		break;
	}
	return action;
}

static void
die(void)
{
	raise(SIGKILL);
	_exit(137);
}

/* For calls with no data to cut short, a torn call is a kill before it. */
static int
plain(enum act a)
{
	if (a == A_TORN)
		die();
	if (a == A_ERR || a == A_SHORT) {
		errno = a == A_ERR ? err_no : EIO;
		return -1;
	}
	return 0;
}

static int
after(enum act a, int rc)
{
	if (a == A_AFTER)
		die();
	return rc;
}

static char *
flags_info(int flags, char *buf, size_t len)
{
	snprintf(buf, len, "%s%s%s%s%s%s",
	    (flags & O_ACCMODE) == O_RDONLY ? "rd" :
	    (flags & O_ACCMODE) == O_WRONLY ? "wr" : "rdwr",
	    flags & O_CREAT ? ",creat" : "", flags & O_EXCL ? ",excl" : "",
	    flags & O_TRUNC ? ",trunc" : "", flags & O_APPEND ? ",append" : "",
	    flags & O_DIRECTORY ? ",dir" : "");
	return buf;
}

static int
do_open(enum kind k, int at, const char *path, int flags, mode_t mode,
    int (*real)(int, const char *, int, ...))
{
	char abs[PATH_MAX + 8], info[64];
	enum act a = A_NONE;
	int fd;

	resolve(at, path, abs, sizeof abs);
	if (under(abs) && (a = decide(k, abs, flags_info(flags, info,
	    sizeof info))) != A_NONE && a != A_AFTER && plain(a) != 0)
		return -1;
	fd = real(at, path, flags, mode);
	if (fd >= 0 && fd < MAXFD)
		dirty[fd] = 0;
	return after(a, fd);
}

static int
openat_plain(int at, const char *path, int flags, ...)
{
	va_list ap;
	mode_t mode;
	REAL(int, openat, (int, const char *, int, ...));

	va_start(ap, flags);
	mode = va_arg(ap, mode_t);
	va_end(ap);
	return real_openat(at, path, flags, mode);
}

static mode_t
mode_arg(int flags, va_list ap)
{
	if (flags & (O_CREAT | O_TMPFILE))
		return va_arg(ap, mode_t);
	return 0;
}

int
open(const char *path, int flags, ...)
{
	va_list ap;
	mode_t mode;

	va_start(ap, flags);
	mode = mode_arg(flags, ap);
	va_end(ap);
	return do_open(K_OPEN, AT_FDCWD, path, flags, mode, openat_plain);
}

int
open64(const char *path, int flags, ...)
{
	va_list ap;
	mode_t mode;

	va_start(ap, flags);
	mode = mode_arg(flags, ap);
	va_end(ap);
	return do_open(K_OPEN, AT_FDCWD, path, flags, mode, openat_plain);
}

int
creat(const char *path, mode_t mode)
{
	return do_open(K_OPEN, AT_FDCWD, path, O_WRONLY | O_CREAT | O_TRUNC,
	    mode, openat_plain);
}

int
openat(int at, const char *path, int flags, ...)
{
	va_list ap;
	mode_t mode;

	va_start(ap, flags);
	mode = mode_arg(flags, ap);
	va_end(ap);
	return do_open(K_OPENAT, at, path, flags, mode, openat_plain);
}

int
openat64(int at, const char *path, int flags, ...)
{
	va_list ap;
	mode_t mode;

	va_start(ap, flags);
	mode = mode_arg(flags, ap);
	va_end(ap);
	return do_open(K_OPENAT, at, path, flags, mode, openat_plain);
}

/* Returns the action for a call on descriptor FD: A_NONE, and PATH
 * empty, if it is not a file of ours. */
static enum act
on_fd(enum kind k, int fd, char *path, size_t len)
{
	if (fd_path(fd, path, len) != 0 || !under(path)) {
		path[0] = '\0';
		return A_NONE;
	}
	return decide(k, path, mode_of(fd));
}

static ssize_t
do_write(enum kind k, int fd, const void *p, size_t n, off_t off)
{
	REAL(ssize_t, pwrite, (int, const void *, size_t, off_t));
	char path[PATH_MAX];
	enum act a = on_fd(k, fd, path, sizeof path);
	ssize_t w;

	switch (a) {
	case A_ERR:
		errno = err_no;
		return -1;
	case A_SHORT:
	case A_TORN:
		if (n > 1)
			n /= 2;
		break;
	default:
		break;
	}
	w = k == K_PWRITE ? real_pwrite(fd, p, n, off) : raw_write(fd, p, n);
	if (w > 0 && fd >= 0 && fd < MAXFD)
		dirty[fd] = 1;
	if (a == A_TORN)
		die();
	return after(a, w);
}

ssize_t
write(int fd, const void *p, size_t n)
{
	return do_write(K_WRITE, fd, p, n, 0);
}

ssize_t
pwrite(int fd, const void *p, size_t n, off_t off)
{
	return do_write(K_PWRITE, fd, p, n, off);
}

ssize_t
pwrite64(int fd, const void *p, size_t n, off_t off)
{
	return do_write(K_PWRITE, fd, p, n, off);
}

ssize_t
writev(int fd, const struct iovec *iov, int cnt)
{
	REAL(ssize_t, writev, (int, const struct iovec *, int));
	char path[PATH_MAX];
	enum act a = on_fd(K_WRITE, fd, path, sizeof path);
	ssize_t w;

	if (a == A_ERR) {
		errno = err_no;
		return -1;
	}
	if ((a == A_SHORT || a == A_TORN) && cnt > 0)
		w = raw_write(fd, iov[0].iov_base, iov[0].iov_len > 1 ?
		    iov[0].iov_len / 2 : iov[0].iov_len);
	else
		w = real_writev(fd, iov, cnt);
	if (w > 0 && fd >= 0 && fd < MAXFD)
		dirty[fd] = 1;
	if (a == A_TORN)
		die();
	return after(a, w);
}

static int
do_sync(enum kind k, int fd, int (*real)(int))
{
	char path[PATH_MAX];
	enum act a = on_fd(k, fd, path, sizeof path);
	int rc;

	if (plain(a) != 0)
		return -1;
	/* A kill loses no page cache: the disk is not what is tested. */
	if (nosync && path[0] != '\0')
		rc = 0;
	else
		rc = real(fd);
	if (rc == 0 && fd >= 0 && fd < MAXFD)
		dirty[fd] = 0;
	return after(a, rc);
}

int
fsync(int fd)
{
	REAL(int, fsync, (int));
	return do_sync(K_FSYNC, fd, real_fsync);
}

int
fdatasync(int fd)
{
	REAL(int, fdatasync, (int));
	return do_sync(K_FDATASYNC, fd, real_fdatasync);
}

int
close(int fd)
{
	REAL(int, close, (int));
	char path[PATH_MAX];
	enum act a = on_fd(K_CLOSE, fd, path, sizeof path);
	int rc;

	if (a == A_TORN)
		die();
	rc = real_close(fd);
	if (fd >= 0 && fd < MAXFD)
		dirty[fd] = 0;
	/* Linux closes the descriptor even when close fails. */
	if (a == A_ERR || a == A_SHORT) {
		errno = a == A_ERR ? err_no : EIO;
		return -1;
	}
	return after(a, rc);
}

static int
do_ftruncate(int fd, off_t len)
{
	REAL(int, ftruncate, (int, off_t));
	char path[PATH_MAX];
	enum act a = on_fd(K_FTRUNCATE, fd, path, sizeof path);

	if (plain(a) != 0)
		return -1;
	return after(a, real_ftruncate(fd, len));
}

int
ftruncate(int fd, off_t len)
{
	return do_ftruncate(fd, len);
}

int
ftruncate64(int fd, off_t len)
{
	return do_ftruncate(fd, len);
}

/* A call on two paths (rename, link) or one (unlink, mkdir). */
static enum act
on_paths(enum kind k, int at1, const char *p1, int at2, const char *p2)
{
	char a1[PATH_MAX + 8], a2[PATH_MAX + 8], both[2 * PATH_MAX + 24];

	resolve(at1, p1, a1, sizeof a1);
	if (p2 == NULL) {
		if (!under(a1))
			return A_NONE;
		return decide(k, a1, "-");
	}
	resolve(at2, p2, a2, sizeof a2);
	if (!under(a1) && !under(a2))
		return A_NONE;
	snprintf(both, sizeof both, "%s -> %s", a1, a2);
	return decide(k, both, "-");
}

int
rename(const char *from, const char *to)
{
	REAL(int, rename, (const char *, const char *));
	enum act a = on_paths(K_RENAME, AT_FDCWD, from, AT_FDCWD, to);

	if (plain(a) != 0)
		return -1;
	return after(a, real_rename(from, to));
}

int
renameat(int fa, const char *from, int ta, const char *to)
{
	REAL(int, renameat, (int, const char *, int, const char *));
	enum act a = on_paths(K_RENAMEAT, fa, from, ta, to);

	if (plain(a) != 0)
		return -1;
	return after(a, real_renameat(fa, from, ta, to));
}

int
renameat2(int fa, const char *from, int ta, const char *to, unsigned flags)
{
	REAL(int, renameat2, (int, const char *, int, const char *,
	    unsigned));
	enum act a = on_paths(K_RENAMEAT, fa, from, ta, to);

	if (plain(a) != 0)
		return -1;
	return after(a, real_renameat2(fa, from, ta, to, flags));
}

int
link(const char *from, const char *to)
{
	REAL(int, link, (const char *, const char *));
	enum act a = on_paths(K_LINK, AT_FDCWD, from, AT_FDCWD, to);

	if (plain(a) != 0)
		return -1;
	return after(a, real_link(from, to));
}

int
linkat(int fa, const char *from, int ta, const char *to, int flags)
{
	REAL(int, linkat, (int, const char *, int, const char *, int));
	enum act a;

	/* linkat(fd, "", AT_FDCWD, to, AT_EMPTY_PATH) links an open file */
	if (*from == '\0' && (flags & AT_EMPTY_PATH)) {
		char p[PATH_MAX];

		if (fd_path(fa, p, sizeof p) != 0)
			p[0] = '\0';
		a = on_paths(K_LINKAT, AT_FDCWD, p, ta, to);
	} else
		a = on_paths(K_LINKAT, fa, from, ta, to);
	if (plain(a) != 0)
		return -1;
	return after(a, real_linkat(fa, from, ta, to, flags));
}

int
unlink(const char *path)
{
	REAL(int, unlink, (const char *));
	enum act a = on_paths(K_UNLINK, AT_FDCWD, path, 0, NULL);

	if (plain(a) != 0)
		return -1;
	return after(a, real_unlink(path));
}

int
unlinkat(int at, const char *path, int flags)
{
	REAL(int, unlinkat, (int, const char *, int));
	enum act a = on_paths(K_UNLINKAT, at, path, 0, NULL);

	if (plain(a) != 0)
		return -1;
	return after(a, real_unlinkat(at, path, flags));
}

int
mkdir(const char *path, mode_t mode)
{
	REAL(int, mkdir, (const char *, mode_t));
	enum act a = on_paths(K_MKDIR, AT_FDCWD, path, 0, NULL);

	if (plain(a) != 0)
		return -1;
	return after(a, real_mkdir(path, mode));
}

/* mkstemp and its kin: one kind, whatever the variant. */
#define MKSTEMP(name, params, args) \
int \
name params \
{ \
	REAL(int, name, params); \
	enum act a = on_paths(K_MKSTEMP, AT_FDCWD, tmpl, 0, NULL); \
	int fd; \
 \
	if (plain(a) != 0) \
		return -1; \
	fd = real_##name args; \
	if (fd >= 0 && fd < MAXFD) \
		dirty[fd] = 0; \
	return after(a, fd); \
}
MKSTEMP(mkstemp, (char *tmpl), (tmpl))
MKSTEMP(mkstemp64, (char *tmpl), (tmpl))
MKSTEMP(mkostemp, (char *tmpl, int flags), (tmpl, flags))
MKSTEMP(mkostemp64, (char *tmpl, int flags), (tmpl, flags))
MKSTEMP(mkstemps, (char *tmpl, int len), (tmpl, len))
MKSTEMP(mkstemps64, (char *tmpl, int len), (tmpl, len))
MKSTEMP(mkostemps, (char *tmpl, int len, int flags), (tmpl, len, flags))
MKSTEMP(mkostemps64, (char *tmpl, int len, int flags), (tmpl, len, flags))

/* stdio: fopen is an open, fflush and fclose are where the data goes. */
static FILE *
do_fopen(const char *path, const char *mode, FILE *(*real)(const char *,
    const char *))
{
	char abs[PATH_MAX + 8], info[64];
	enum act a = A_NONE;
	FILE *f;

	resolve(AT_FDCWD, path, abs, sizeof abs);
	snprintf(info, sizeof info, "fopen-%s", mode);
	if (under(abs) && (a = decide(K_OPEN, abs, info)) != A_NONE &&
	    a != A_AFTER && plain(a) != 0)
		return NULL;
	f = real(path, mode);
	if (a == A_AFTER)
		die();
	return f;
}

FILE *
fopen(const char *path, const char *mode)
{
	REAL(FILE *, fopen, (const char *, const char *));
	return do_fopen(path, mode, real_fopen);
}

FILE *
fopen64(const char *path, const char *mode)
{
	REAL(FILE *, fopen64, (const char *, const char *));
	return do_fopen(path, mode, real_fopen64);
}

int
fflush(FILE *f)
{
	REAL(int, fflush, (FILE *));
	char path[PATH_MAX];
	enum act a = f == NULL ? A_NONE : on_fd(K_FFLUSH, fileno(f), path,
	    sizeof path);

	if (a == A_ERR || a == A_SHORT)
		__fpurge(f);	/* what was buffered is lost, as on a full disk */
	if (plain(a) != 0)
		return EOF;
	return after(a, real_fflush(f));
}

int
fclose(FILE *f)
{
	REAL(int, fclose, (FILE *));
	char path[PATH_MAX];
	enum act a = on_fd(K_CLOSE, fileno(f), path, sizeof path);
	int rc;

	if (a == A_TORN)
		die();
	if (a == A_ERR || a == A_SHORT)
		__fpurge(f);	/* what was buffered is lost */
	rc = real_fclose(f);
	if (a == A_ERR || a == A_SHORT) {
		errno = a == A_ERR ? err_no : EIO;
		return EOF;
	}
	return after(a, rc);
}

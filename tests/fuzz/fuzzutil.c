/* fuzzutil: scratch directories, data and checks for the fuzz targets. */
#include "fuzzutil.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "chain.h"
#include "util.h"

#define FZ_PREFIX "herald-fuzz-"

static char	*tmpdir;
static char	*datadir;
static char	*workdir;
static pid_t	 owner;		/* the process that made tmpdir */

static int
rm_one(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
	(void)sb;
	(void)flag;
	(void)ftw;
	remove(path);
	return 0;
}

static void
rm_tree(const char *dir)
{
	nftw(dir, rm_one, 16, FTW_DEPTH | FTW_PHYS);
}

void
fz_rm_contents(const char *dir)
{
	DIR *d;
	struct dirent *de;
	char *path;

	if ((d = opendir(dir)) == NULL)
		return;
	while ((de = readdir(d)) != NULL) {
		if (strcmp(de->d_name, ".") == 0 ||
		    strcmp(de->d_name, "..") == 0)
			continue;
		path = xprintf("%s/%s", dir, de->d_name);
		rm_tree(path);
		free(path);
	}
	closedir(d);
}

static void
remove_tmpdir(void)
{
	/* a forked child leaves its parent's directory alone */
	if (tmpdir != NULL && getpid() == owner)
		rm_tree(tmpdir);
}

/* A crash ends a fuzzer without its atexit handlers: the directories of
 * processes that are gone are removed by the next one. */
static void
remove_leftovers(const char *base)
{
	DIR *d;
	struct dirent *de;
	char *path, *end;
	long pid;

	if ((d = opendir(base)) == NULL)
		return;
	while ((de = readdir(d)) != NULL) {
		if (strncmp(de->d_name, FZ_PREFIX, strlen(FZ_PREFIX)) != 0)
			continue;
		pid = strtol(de->d_name + strlen(FZ_PREFIX), &end, 10);
		if (pid <= 0 || *end != '-' ||
		    kill((pid_t)pid, 0) == 0 || errno != ESRCH)
			continue;
		path = xprintf("%s/%s", base, de->d_name);
		rm_tree(path);
		free(path);
	}
	closedir(d);
}

const char *
fz_tmpdir(void)
{
	const char *base = getenv("TMPDIR");
	struct stat sb;
	char *t;

	if (tmpdir != NULL)
		return tmpdir;
	if (stat("/dev/shm", &sb) == 0 && S_ISDIR(sb.st_mode) &&
	    access("/dev/shm", W_OK) == 0)
		base = "/dev/shm";
	else if (base == NULL || *base == '\0')
		base = "/tmp";
	remove_leftovers(base);
	t = xprintf("%s/" FZ_PREFIX "%ld-XXXXXX", base, (long)getpid());
	if (mkdtemp(t) == NULL) {
		fprintf(stderr, "fuzz: cannot make %s: %s\n", t,
		    strerror(errno));
		abort();
	}
	tmpdir = t;
	owner = getpid();
	atexit(remove_tmpdir);
	return tmpdir;
}

const char *
fz_srcdir(void)
{
	const char *d = getenv("HERALD_SRCDIR");

	if (d != NULL && *d != '\0')
		return d;
#ifdef HERALD_SRCDIR
	return HERALD_SRCDIR;
#else
	return ".";
#endif
}

/* Links every game directory under from into to. */
static void
link_games(const char *from, const char *to)
{
	DIR *d;
	struct dirent *de;
	char *src, *dst;

	if ((d = opendir(from)) == NULL)
		return;
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		src = xprintf("%s/%s", from, de->d_name);
		dst = xprintf("%s/%s", to, de->d_name);
		if (symlink(src, dst) != 0 && errno != EEXIST) {
			fprintf(stderr, "fuzz: cannot link %s: %s\n", dst,
			    strerror(errno));
			abort();
		}
		free(src);
		free(dst);
	}
	closedir(d);
}

const char *
fz_datadir(void)
{
	static const char *const from[] = { "", "/tests/data" };
	static const char *const kinds[] = { "scenarios", "tables" };
	char *dir, *src;
	size_t i, k;

	if (datadir != NULL)
		return datadir;
	datadir = xprintf("%s/data", fz_tmpdir());
	mkdir(datadir, 0700);
	for (k = 0; k < nitems(kinds); k++) {
		dir = xprintf("%s/%s", datadir, kinds[k]);
		mkdir(dir, 0700);
		for (i = 0; i < nitems(from); i++) {
			src = xprintf("%s%s/%s", fz_srcdir(), from[i],
			    kinds[k]);
			link_games(src, dir);
			free(src);
		}
		free(dir);
	}
	return datadir;
}

const char *
fz_workdir(void)
{
	if (workdir == NULL) {
		workdir = xprintf("%s/work", fz_tmpdir());
		if (mkdir(workdir, 0700) != 0 && errno != EEXIST) {
			fprintf(stderr, "fuzz: cannot make %s: %s\n", workdir,
			    strerror(errno));
			abort();
		}
	}
	if (chdir(workdir) != 0) {
		fprintf(stderr, "fuzz: cannot enter %s: %s\n", workdir,
		    strerror(errno));
		abort();
	}
	return workdir;
}

void
fz_workdir_clean(void)
{
	if (workdir != NULL)
		fz_rm_contents(workdir);
}

char *
fz_string(const uint8_t *data, size_t size)
{
	char *s = xmalloc(size + 1);

	if (size > 0)
		memcpy(s, data, size);
	s[size] = '\0';
	return s;
}

int
fz_write(const char *path, const void *data, size_t size)
{
	const char *p = data;
	ssize_t w;
	int fd;

	if ((fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600)) < 0)
		return -1;
	while (size > 0) {
		if ((w = write(fd, p, size)) <= 0) {
			close(fd);
			return -1;
		}
		p += w;
		size -= (size_t)w;
	}
	return close(fd);
}

void
fz_fail(const char *file, int line, const char *cond, const char *fmt, ...)
{
	va_list ap;

	fflush(stdout);
	fprintf(stderr, "%s:%d: %s: property failed: %s: ", file, line,
	    fuzz_name, cond);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	abort();
}

char *
fz_rechain(const char *text, size_t *len)
{
	struct chain c;
	struct buf b;
	const char *p, *nl;
	char *magic;
	long n = 0;

	if (strncmp(text, "chain ", 6) != 0)
		return NULL;
	text += 6;
	nl = strchr(text, '\n');
	magic = xstrndup(text, nl != NULL ? (size_t)(nl - text) :
	    strlen(text));
	buf_init(&b);
	buf_printf(&b, "%s\n", magic);
	chain_init(&c, magic);
	for (p = nl; p != NULL && p[1] != '\0' && n < CHAIN_MAX_RECORDS;
	    p = nl, n++) {
		p++;
		nl = strchr(p, '\n');
		chain_add(&c, p, nl != NULL ? (size_t)(nl - p) : strlen(p),
		    &b);
	}
	free(magic);
	*len = b.len;
	return buf_steal(&b);
}

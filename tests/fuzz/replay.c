/* replay: runs a fuzz target over files without libFuzzer, so that every
 * build's `make check` replays the corpora and the crash reproducers
 * (with ASan and UBSan in the sanitizer build).
 *
 *	replay_NAME [-v] [FILE | DIR]...
 *
 * -v shows what each input printed.  With no files: tests/fuzz/corpus/NAME and tests/fuzz/crashes/NAME
 * of the source tree ($HERALD_SRCDIR).  Each input runs in a child
 * process of its own, so that a crash, a leak found at its exit or a
 * hang names the input; what the child printed is shown only when it
 * failed. */
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "fuzzutil.h"
#include "util.h"

#define REPLAY_SECONDS	120	/* per input, sanitizers included */
#define REPLAY_KEEP	16384	/* bytes of a failed child's output shown */

static int	nrun, nfailed, verbose;

static int
read_file(const char *path, char **data, size_t *size)
{
	FILE *f;
	struct buf b;
	char chunk[8192];
	size_t got;

	if ((f = fopen(path, "rb")) == NULL)
		return -1;
	buf_init(&b);
	buf_add(&b, "", 0);
	while ((got = fread(chunk, 1, sizeof chunk, f)) > 0)
		buf_add(&b, chunk, got);
	fclose(f);
	*size = b.len;
	*data = buf_steal(&b);
	return 0;
}

static void
child(const char *path, int out)
{
	char *data;
	size_t size;

	dup2(out, 1);
	dup2(out, 2);
	close(out);
	alarm(REPLAY_SECONDS);
	if (read_file(path, &data, &size) != 0) {
		fprintf(stderr, "cannot read %s: %s\n", path, strerror(errno));
		exit(2);
	}
	LLVMFuzzerTestOneInput((const uint8_t *)data, size);
	free(data);
	exit(0);
}

static void
run_one(const char *path)
{
	char tail[REPLAY_KEEP], chunk[4096];
	size_t kept = 0, n;
	ssize_t got;
	int fds[2], status;
	pid_t pid;

	fflush(stdout);
	if (pipe(fds) != 0 || (pid = fork()) < 0) {
		fprintf(stderr, "replay: %s\n", strerror(errno));
		exit(99);
	}
	if (pid == 0) {
		close(fds[0]);
		child(path, fds[1]);
	}
	close(fds[1]);
	/* keep the last REPLAY_KEEP bytes: the end says what went wrong */
	while ((got = read(fds[0], chunk, sizeof chunk)) != 0) {
		if (got < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		n = (size_t)got;	/* less than the tail: chunk is smaller */
		if (kept + n > sizeof tail) {
			memmove(tail, tail + (kept + n - sizeof tail),
			    sizeof tail - n);
			kept = sizeof tail - n;
		}
		memcpy(tail + kept, chunk, n);
		kept += n;
	}
	close(fds[0]);
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	nrun++;
	if (verbose) {
		printf("--- %s %s:\n", fuzz_name, path);
		fwrite(tail, 1, kept, stdout);
	}
	if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
		return;
	nfailed++;
	printf("--- output of %s %s (last %zu bytes):\n", fuzz_name, path,
	    kept);
	fwrite(tail, 1, kept, stdout);
	if (WIFSIGNALED(status))
		printf("FAIL: %s: %s: %s%s\n", fuzz_name, path,
		    strsignal(WTERMSIG(status)), WTERMSIG(status) == SIGALRM ?
		    " (it ran too long)" : "");
	else
		printf("FAIL: %s: %s: exit status %d\n", fuzz_name, path,
		    WEXITSTATUS(status));
}

static int
name_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A file, or every file of a directory in name order; 0 if neither. */
static int
run_path(const char *path)
{
	struct stat sb;
	DIR *d;
	struct dirent *de;
	char **names = NULL;
	int n = 0, i;

	if (stat(path, &sb) != 0)
		return 0;
	if (!S_ISDIR(sb.st_mode)) {
		run_one(path);
		return 1;
	}
	if ((d = opendir(path)) == NULL)
		return 0;
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.' || strcmp(de->d_name, "README") == 0)
			continue;
		names = xrealloc(names, sizeof *names * (size_t)(n + 1));
		names[n++] = xprintf("%s/%s", path, de->d_name);
	}
	closedir(d);
	if (n > 0)
		qsort(names, (size_t)n, sizeof *names, name_cmp);
	for (i = 0; i < n; i++) {
		if (stat(names[i], &sb) == 0 && S_ISREG(sb.st_mode))
			run_one(names[i]);
		free(names[i]);
	}
	free(names);
	return 1;
}

int
main(int argc, char **argv)
{
	char *corpus, *crashes;
	int i = 1;

	if (argc > 1 && strcmp(argv[1], "-v") == 0) {
		verbose = 1;
		i++;
	}
	if (i < argc) {
		for (; i < argc; i++)
			if (!run_path(argv[i])) {
				fprintf(stderr, "replay: no such file or "
				    "directory: %s\n", argv[i]);
				return 2;
			}
	} else {
		corpus = xprintf("%s/tests/fuzz/corpus/%s", fz_srcdir(),
		    fuzz_name);
		crashes = xprintf("%s/tests/fuzz/crashes/%s", fz_srcdir(),
		    fuzz_name);
		run_path(corpus);
		run_path(crashes);
		/* an empty corpus is a test that cannot fail */
		if (nrun == 0) {
			printf("ERROR: %s: no inputs in %s\n", fuzz_name,
			    corpus);
			return 99;
		}
		free(corpus);
		free(crashes);
	}
	if (nfailed > 0) {
		printf("FAIL: %s: %d of %d inputs failed\n", fuzz_name,
		    nfailed, nrun);
		return 1;
	}
	printf("PASS: %s: %d inputs\n", fuzz_name, nrun);
	return 0;
}

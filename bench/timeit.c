/* timeit: runs a command several times and prints its median wall time
 * and its peak resident memory, for bench/run.
 *
 *	timeit [-n RUNS] [-i INPUT] [-w WARMUP] [-b BASE] -- COMMAND [ARG...]
 *
 * Prints one line: "MEDIAN_US MIN_US MAX_US MAXRSS_KIB", and with -b a
 * fifth field, the median wall time of `BASE /dev/null` run alongside:
 * one run of it before each run of the command, so that both medians
 * come from the same stretch of time (a machine whose speed drifts, as a
 * virtual one does, moves both alike and the ratio stays).  The command's
 * standard input is INPUT (default /dev/null); its output goes to
 * /dev/null.  A run that does not exit 0 makes timeit fail, so a figure
 * is never taken from a run that went wrong.  Wall time is measured
 * around fork and wait, as a player waits for it; memory is the largest
 * ru_maxrss of the runs (wait4). */
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static long long
now_us(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long long)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

static int
cmp_ll(const void *a, const void *b)
{
	long long x = *(const long long *)a, y = *(const long long *)b;

	return (x > y) - (x < y);
}

/* One run: its wall time in µs and its peak RSS, or -1. */
static int
run_once(char **argv, const char *input, long long *us, long *rss)
{
	struct rusage ru;
	long long t0;
	pid_t pid;
	int status, fd;

	t0 = now_us();
	if ((pid = fork()) < 0)
		return -1;
	if (pid == 0) {
		if ((fd = open(input, O_RDONLY)) < 0 || dup2(fd, 0) < 0)
			_exit(126);
		if ((fd = open("/dev/null", O_WRONLY)) < 0 || dup2(fd, 1) < 0 ||
		    dup2(fd, 2) < 0)
			_exit(126);
		execvp(argv[0], argv);
		_exit(127);
	}
	while (wait4(pid, &status, 0, &ru) < 0)
		if (errno != EINTR)
			return -1;
	*us = now_us() - t0;
	*rss = ru.ru_maxrss;
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		fprintf(stderr, "timeit: %s exited with status %d\n", argv[0],
		    WIFEXITED(status) ? WEXITSTATUS(status) :
		    128 + WTERMSIG(status));
		return -1;
	}
	return 0;
}

int
main(int argc, char **argv)
{
	const char *input = "/dev/null";
	char *base[3] = { NULL, "/dev/null", NULL };
	long long *t, *b = NULL, us;
	long rss, maxrss = 0;
	int runs = 7, warmup = 1, c, i;

	while ((c = getopt(argc, argv, "+n:i:w:b:")) != -1) {
		switch (c) {
		case 'b':
			base[0] = optarg;
			break;
		case 'n':
			runs = atoi(optarg);
			break;
		case 'i':
			input = optarg;
			break;
		case 'w':
			warmup = atoi(optarg);
			break;
		default:
			goto usage;
		}
	}
	argc -= optind;
	argv += optind;
	if (argc < 1 || runs < 1 || runs > 1000 || warmup < 0)
		goto usage;
	/* a first run fills the page cache: it is not the figure */
	for (i = 0; i < warmup; i++)
		if (run_once(argv, input, &us, &rss) != 0)
			return 1;
	if ((t = calloc(runs, sizeof *t)) == NULL ||
	    (b = calloc(runs, sizeof *b)) == NULL)
		return 1;
	for (i = 0; i < runs; i++) {
		if (base[0] != NULL &&
		    run_once(base, "/dev/null", &b[i], &rss) != 0)
			return 1;
		if (run_once(argv, input, &t[i], &rss) != 0)
			return 1;
		if (rss > maxrss)
			maxrss = rss;
	}
	qsort(t, runs, sizeof *t, cmp_ll);
	printf("%lld %lld %lld %ld", t[runs / 2], t[0], t[runs - 1], maxrss);
	if (base[0] != NULL) {
		qsort(b, runs, sizeof *b, cmp_ll);
		printf(" %lld", b[runs / 2]);
	}
	printf("\n");
	free(t);
	free(b);
	return 0;
usage:
	fprintf(stderr, "usage: timeit [-n RUNS] [-i INPUT] [-w WARMUP] "
	    "[-b BASE] -- COMMAND [ARG...]\n");
	return 2;
}

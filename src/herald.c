/* herald: finding data and state, and choosing seeds. */
#include "herald.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "config.h"
#include "gamedata.h"
#include "session.h"
#include "util.h"

static int	 seed_fixed;
static uint64_t	 seed_value;

void
herald_fix_seed(uint64_t seed)
{
	seed_fixed = 1;
	seed_value = seed;
}

uint64_t
herald_next_seed(void)
{
	uint32_t v = 0;
	int fd;

	if (seed_fixed)
		return seed_value;
	if ((fd = open("/dev/urandom", O_RDONLY)) >= 0) {
		if (read(fd, &v, sizeof v) != (ssize_t)sizeof v)
			v = 0;
		close(fd);
	}
	if (v == 0)
		v = (uint32_t)time(NULL) ^ (uint32_t)getpid();
	return v & 0x7fffffff;
}

static int
is_dir(const char *path)
{
	struct stat sb;

	return stat(path, &sb) == 0 && S_ISDIR(sb.st_mode);
}

/*
 * The data directory: --data, then $HERALD_DATA, then the source tree
 * when this binary is the one in the build tree, then the installed
 * package data directory.
 */
char *
herald_datadir(const char *override)
{
	char exe[PATH_MAX], *slash;
	const char *env;
	ssize_t n;

	if (override != NULL)
		return xstrdup(override);
	if ((env = getenv("HERALD_DATA")) != NULL && *env != '\0')
		return xstrdup(env);
	n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (n > 0) {
		exe[n] = '\0';
		if ((slash = strrchr(exe, '/')) != NULL)
			*slash = '\0';
		if (strcmp(exe, HERALD_BUILDDIR) == 0 &&
		    is_dir(HERALD_SRCDIR "/scenarios"))
			return xstrdup(HERALD_SRCDIR);
	}
	return xstrdup(HERALD_DATADIR);
}

const char *
herald_default_game(struct session *s)
{
	static char *first;
	char **names, *path;
	int n, i, found = 0;

	/* the usual case, without reading every game's directory */
	path = xprintf("%s/scenarios/%s/game.yaml", s->datadir,
	    HERALD_DEFAULT_GAME);
	found = access(path, R_OK) == 0;
	free(path);
	if (found)
		return HERALD_DEFAULT_GAME;
	names = gd_game_names(s->datadir, &n);
	for (i = 0; i < n; i++)
		if (strcmp(names[i], HERALD_DEFAULT_GAME) == 0)
			found = 1;
	if (!found && n > 0) {
		free(first);
		first = xstrdup(names[0]);
	}
	words_free_argv(n, names);
	return found || first == NULL ? HERALD_DEFAULT_GAME : first;
}

static int
mkdir_p(const char *path)
{
	char *p = xstrdup(path), *s;

	for (s = p + 1; *s != '\0'; s++) {
		if (*s != '/')
			continue;
		*s = '\0';
		if (mkdir(p, 0700) != 0 && errno != EEXIST) {
			free(p);
			return -1;
		}
		*s = '/';
	}
	free(p);
	return mkdir(path, 0700) != 0 && errno != EEXIST ? -1 : 0;
}

char *
herald_state_dir(void)
{
	const char *xdg = getenv("XDG_STATE_HOME"), *home = getenv("HOME");
	char *dir;

	if (xdg != NULL && *xdg == '/')
		dir = xprintf("%s/herald", xdg);
	else
		dir = xprintf("%s/.local/state/herald", home ? home : "/tmp");
	if (mkdir_p(dir) != 0) {
		free(dir);
		return NULL;
	}
	return dir;
}

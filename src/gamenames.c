/* gamenames: the games in a data directory and the scenarios of a game,
 * from the files alone (gamedata.h): gamedata_load names them when a
 * game is missing, and scenario.c finds its default among them, so they
 * are neither's. */
#include "gamedata.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int
name_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static char **
list_dir(const char *dir, const char *suffix, int want_dirs, int *n)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	char **v = xcalloc(1, sizeof *v), *path;
	size_t len, slen = strlen(suffix);
	FILE *f;

	*n = 0;
	if (d == NULL)
		return v;
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		len = strlen(de->d_name);
		if (want_dirs) {
			path = xprintf("%s/%s/game.yaml", dir, de->d_name);
			f = fopen(path, "r");
			free(path);
			if (f == NULL)
				continue;
			fclose(f);
			len += slen;
		} else if (len <= slen ||
		    strcmp(de->d_name + len - slen, suffix) != 0 ||
		    strcmp(de->d_name, "game.yaml") == 0 ||
		    strcmp(de->d_name, "rules.yaml") == 0 ||	/* rule */
		    strcmp(de->d_name, "units.yaml") == 0)	/* units_file */
			continue;
		v = xrealloc(v, sizeof *v * (size_t)(*n + 2));
		v[(*n)++] = xstrndup(de->d_name, len - slen);
		v[*n] = NULL;
	}
	closedir(d);
	qsort(v, (size_t)*n, sizeof *v, name_cmp);
	return v;
}

char **
gd_game_names(const char *datadir, int *n)
{
	char *dir = xprintf("%s/scenarios", datadir);
	char **v = list_dir(dir, "", 1, n);

	free(dir);
	return v;
}

char **
gd_scenario_names_in(const char *dir, int *n)
{
	return list_dir(dir, ".yaml", 0, n);
}

char **
gd_scenario_names(const struct gamedata *gd, int *n)
{
	return gd_scenario_names_in(gd->dir, n);
}

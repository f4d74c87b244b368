/* session-build: a game made from its settings (the text of a journal's
 * "new" record): game and scenario loaded, options read, the set-up
 * placed and the start hooks run, then adopted as the session's; and the
 * orders in force worked out from the journal's records.  replay.c
 * rebuilds a game from its journal with these. */
#include "session-int.h"
#include "cmd.h"
#include "gameload.h"
#include "phase-end.h"

#include <dirent.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The settings of a game: the text of its "new" record. */
char *
session_settings_format(const char *game, const char *scenario, uint64_t seed,
    const char *options)
{
	return xprintf("game=%s scenario=%s seed=%" PRIu64 "%s%s", game,
	    scenario ? scenario : "-", seed, options ? " options=" : "",
	    options ? options : "");
}

int
settings_parse(const char *text, char **game, char **scenario,
    uint64_t *seed, char **options, char **cause)
{
	char **w, *eq;
	int n, i;

	*game = *scenario = *options = NULL;
	*seed = 0;
	if ((n = words_split(text, &w, cause)) < 0)
		return -1;
	for (i = 0; i < n; i++) {
		if ((eq = strchr(w[i], '=')) == NULL)
			continue;
		*eq++ = '\0';
		/* a key given twice: the last one counts (and the first is
		 * not leaked) */
		if (strcmp(w[i], "game") == 0) {
			free(*game);
			*game = xstrdup(eq);
		}
		else if (strcmp(w[i], "scenario") == 0 && strcmp(eq, "-") != 0) {
			free(*scenario);
			*scenario = xstrdup(eq);
		}
		else if (strcmp(w[i], "seed") == 0)
			*seed = strtoull(eq, NULL, 10);
		else if (strcmp(w[i], "options") == 0) {
			free(*options);
			*options = xstrdup(eq);
		}
	}
	words_free_argv(n, w);
	if (*game == NULL) {
		free(*scenario);
		free(*options);
		*scenario = *options = NULL;
		*cause = xprintf("the journal does not say which game it is");
		return -1;
	}
	return 0;
}

void
built_free(struct built *b)
{
	snapshots_free(b->snaps);
	hooks_free(b->hk);
	state_free(b->st);
	scenario_free(b->sc);
	gamedata_free(b->gd);
	memset(b, 0, sizeof *b);
}

/* "range-drm,french-losses" -> bits of the game's options */
static int
options_of(const struct gamedata *gd, const char *list, unsigned *bits,
    char **cause)
{
	char *copy, *id, *save = NULL;
	struct buf known;
	int o, i;

	*bits = 0;
	if (list == NULL)
		return 0;
	copy = xstrdup(list);
	for (id = strtok_r(copy, ",", &save); id != NULL;
	    id = strtok_r(NULL, ",", &save)) {
		if ((o = gd_option(gd, id)) >= 0) {
			*bits |= 1u << o;
			continue;
		}
		buf_init(&known);
		for (i = 0; i < gd->noptions; i++)
			buf_printf(&known, " +%s", gd->options[i].id);
		*cause = xprintf("no optional rule \"%s\" in %s (expected%s)",
		    id, gd->title, known.s ? known.s : " none: it has none");
		buf_free(&known);
		free(copy);
		return -1;
	}
	free(copy);
	return 0;
}

/* The interpreter made up to its scripts, beside the game's loading. */
static void
prepare_run(void *arg)
{
	hooks_prepare(arg);
}

/* May the game have hook scripts?  They lie beside its data, so a game
 * whose directory holds no .tcl file has none.  Only a hint, for
 * whether to make an interpreter before the data says. */
static int
may_have_hooks(const char *datadir, const char *game)
{
	char *path;
	DIR *d;
	struct dirent *e;
	size_t n;
	int found = 0;

	if (strchr(game, '/') != NULL || game[0] == '.')
		return 0;
	path = xprintf("%s/scenarios/%s", datadir, game);
	d = opendir(path);
	free(path);
	if (d == NULL)
		return 0;
	while (!found && (e = readdir(d)) != NULL)
		found = (n = strlen(e->d_name)) > 4 &&
		    strcmp(e->d_name + n - 4, ".tcl") == 0;
	closedir(d);
	return found;
}

/* Every order a phase allows is one of herald's commands, by its own
 * name (an alias or a misspelt order would let nothing, or everything,
 * through: sequence.c compares the command's name).  The command table
 * is the session's, so the check is here and not in seqload.c. */
static int
orders_known(const struct gamedata *gd, char **cause)
{
	const struct cmd_entry *const *e;
	const struct phase *p;
	int i, k;

	for (i = 0; i < gd->sequence.nphases; i++) {
		p = &gd->sequence.phases[i];
		for (k = 0; k < p->norders; k++) {
			for (e = cmd_table; *e != NULL; e++)
				if (strcmp((*e)->name, p->orders[k]) == 0)
					break;
			if (*e == NULL) {
				*cause = xprintf("%s: the %s phase's orders "
				    "name \"%s\", which is not one of "
				    "herald's orders (help lists them)",
				    gd->id, p->name, p->orders[k]);
				return -1;
			}
		}
	}
	return 0;
}

/* The game's data and, when it has scripts, its interpreter.  Tcl binds
 * an interpreter to the thread that made it (the guard's, herald's own
 * when it runs hooks inline), so the game's data loads on a second
 * thread while this one makes the interpreter up to its scripts (a third
 * of a start's work) and reads the scenario's YAML (game_load_beside);
 * the scripts, which may read the data, load after the join.
 * Every refusal is the one the two steps give one after the other: the
 * data's first. */
static int
load_game(struct session *s, const char *game, const char *scenario,
    struct built *b, char **cause)
{
	struct hooks *hk = NULL;
	const char *list[2 * GAME_SCRIPTS_MAX];
	int rc, i, n = 0, named;

	if (may_have_hooks(s->datadir, game)) {
		hk = hooks_begin();
		rc = game_load_beside(s->datadir, game, scenario, prepare_run,
		    hk, &b->gd, &b->sc, cause);
	} else
		rc = game_load(s->datadir, game, scenario, &b->gd, &b->sc,
		    cause);
	if (rc != 0) {
		hooks_free(hk);
		return -1;
	}
	if (b->sc != NULL)
		scenario_apply(b->gd, b->sc);
	if (orders_known(b->gd, cause) != 0) {
		hooks_free(hk);
		return -1;
	}
	/* the game's scripts, then the scenario's, into one interpreter */
	for (i = 0; i < b->gd->nhook_scripts; i++)
		list[n++] = b->gd->hook_scripts[i];
	named = n > 0 ? 0 : -1;
	if (b->sc != NULL)
		for (i = 0; i < b->sc->nhook_scripts; i++) {
			if (i == 0)
				named = n;
			list[n++] = b->sc->hook_scripts[i];
		}
	if (n == 0) {
		hooks_free(hk);
		/* a proc named with no scripts to define it */
		return gamedata_check_procs(b->gd, b->sc, NULL, cause);
	}
	if (hk == NULL)
		hk = hooks_begin();
	if (hooks_start_list(hk, list, n, named, &b->hk, cause) != 0)
		return -1;
	/* every proc the rules name, before the first is called */
	return gamedata_check_procs(b->gd, b->sc, b->hk, cause);
}

int
build(struct session *s, const char *game, const char *scenario,
    uint64_t seed, const char *options, struct built *b, struct buf *out,
    char **cause)
{
	struct hook_env env;
	unsigned bits;

	memset(b, 0, sizeof *b);
	if (load_game(s, game, scenario, b, cause) != 0)
		goto fail;
	if (options_of(b->gd, options, &bits, cause) != 0)
		goto fail;
	b->st = state_new(b->gd, seed);
	b->st->options = bits;
	if (b->sc != NULL && b->sc->first >= 0)
		b->st->first_side = b->sc->first;
	if (b->sc != NULL && b->sc->turns > 0)
		b->st->turns = b->sc->turns;
	if (b->sc != NULL && board_setup(b->st, b->sc, cause) != 0)
		goto fail;
	env.gd = b->gd;
	env.sc = b->sc;
	env.st = b->st;
	env.narration = out;
	env.ro = NULL;
	if (hooks_event(b->hk, &env, "start", 0, NULL, cause) != 0)
		goto fail;
	if (phase_begin_game(b->hk, b->gd, b->sc, b->st, out, cause) != 0)
		goto fail;
	b->snaps = snapshots_new(b->st);
	return 0;
fail:
	built_free(b);
	return -1;
}

void
session_adopt(struct session *s, struct built *b, const char *game,
    const char *scenario, uint64_t seed, const char *options)
{
	/* game and scenario may be the session's own strings: copy them
	 * before the old game is dropped. */
	char *g = xstrdup(game), *sn = scenario ? xstrdup(scenario) : NULL;
	char *op = options ? xstrdup(options) : NULL;

	session_drop_game(s);
	s->gd = b->gd;
	s->sc = b->sc;
	s->hk = b->hk;
	s->st = b->st;
	s->snaps = b->snaps;
	s->game = g;
	s->scenario = sn;
	s->options = op;
	s->seed = seed;
	memset(b, 0, sizeof *b);
}

/* Works out the orders in force from the records since the last "new". */
void
session_compute_active(const struct journal *j, int **active, int *nactive,
    int *cursor, int *header)
{
	int i;

	*nactive = *cursor = 0;
	*header = -1;
	*active = xrealloc(*active, sizeof **active * (size_t)(j->nrecs + 1));
	for (i = 0; i < j->nrecs; i++) {
		switch (j->recs[i].kind) {
		case J_NEW:
			*header = i;
			*nactive = *cursor = 0;
			break;
		case J_DO:
			*nactive = *cursor;
			(*active)[(*nactive)++] = i;
			*cursor = *nactive;
			break;
		case J_UNDO:
			if (*cursor > 0)
				(*cursor)--;
			break;
		case J_REDO:
			if (*cursor < *nactive)
				(*cursor)++;
			break;
		}
	}
}

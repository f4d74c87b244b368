/* scenario: a game's scenarios (scenarios/GAME/NAME.yaml): set-up and
 * hooks; a game loaded with one, the scenario read on a thread of its own
 * (gameload.h); and the lists of games and scenarios on disk. */
#include "elevation.h"
#include "footprint.h"
#include "gdload.h"
#include "linemove.h"
#include "marker.h"
#include "seqload.h"
#include "sideload.h"
#include "gameload.h"
#include "tally.h"
#include "victory.h"

#include <ctype.h>
#include <dirent.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <strings.h>

/* One placement; ws is scratch for its words, kept from one to the next
 * (a set-up may be thousands of them). */
static int
parse_placement(struct loader *l, const struct gamedata *gd,
    const struct ynode *k, const struct ynode *v, struct placement *p,
    struct words *ws)
{
	char **w, *why = NULL;
	int n;

	if ((p->unit = gd_unit_find(gd, k->value, &why)) < 0 ||
	    strcasecmp(gd->units[p->unit].id, k->value) != 0) {
		free(why);
		return ld_fail(l, k, "expected a unit id of the game, not "
		    "\"%s\"", k->value);
	}
	if (v->type != Y_SCALAR)
		return ld_fail(l, v, "expected \"HEX FACING\"");
	if ((n = words_split_into(v->value, ws, &why)) < 0 || n < 1 ||
	    n > 3) {
		free(why);
		return ld_fail(l, v, "expected \"HEX FACING\", e.g. \"%s %s\"",
		    grid_hex_str(&gd->grid, (struct hex){ 14, 19 }),
		    hex_dir_name(&gd->grid, 0));
	}
	w = ws->v;
	/* "HEX FACING SIDE": a two-sided counter's side (sideload.c) */
	if (sides_placement(l, gd, p->unit, v, w, &n, &p->side) != 0)
		return -1;
	if (hex_parse(&gd->grid, w[0], &p->hex, &why) != 0 ||
	    gd_hex(gd, p->hex) == NULL) {
		ld_fail(l, v, "%s", why ? why : "that hex is not on the map");
		free(why);
		return -1;
	}
	p->facing = -1;
	/* a hexside or a vertex, as the game faces (footprint.h) */
	if (n == 2 && (p->facing = footprint_facing_parse(gd, w[1])) < 0)
		return ld_fail(l, v, "expected a facing: one of %s %s %s %s %s "
		    "%s", footprint_facing_name(gd, 0), footprint_facing_name(gd, 1),
		    footprint_facing_name(gd, 2), footprint_facing_name(gd, 3),
		    footprint_facing_name(gd, 4), footprint_facing_name(gd, 5));
	return 0;
}

/* The placements, each unit once and one unit per hex but for the
 * stacking extras (a commander or baggage may share a hex; board_setup
 * checks the rest).  The earlier placement a unit or a hex repeats is
 * found by table, not by a scan of those before it. */
static int
load_setup(struct loader *l, const struct gamedata *gd, const struct ynode *v,
    struct scenario *sc)
{
	struct placement *p;
	struct words ws;
	int *placed, *taken, i, ju, jh, cell, rc = -1;

	sc->setup = xcalloc((size_t)v->n + 1, sizeof *sc->setup);
	sc->setup_file = xstrdup(l->d.file);
	placed = xcalloc((size_t)gd->nunits + 1, sizeof *placed);
	taken = xcalloc((size_t)gd_ncells(gd) + 1, sizeof *taken);
	words_init(&ws);
	for (i = 0; i < v->n; i++) {
		p = &sc->setup[sc->nsetup];
		if (parse_placement(l, gd, v->keys[i], v->vals[i], p,
		    &ws) != 0)
			goto out;
		p->line = v->keys[i]->line;
		p->col = v->keys[i]->col;
		cell = gd_hex_cell(gd, p->hex);
		/* the first placement before it of the same unit, and of a
		 * unit that is no extra in the same hex when it is none */
		ju = placed[p->unit] - 1;
		jh = !(gd->stack_extra & (1u << gd->units[p->unit].type)) ?
		    taken[cell] - 1 : -1;
		if (ju >= 0 && (jh < 0 || ju <= jh)) {
			ld_fail(l, v->keys[i], "%s is already placed in %s",
			    gd->units[sc->setup[ju].unit].id,
			    hex_str(sc->setup[ju].hex));
			goto out;
		}
		if (jh >= 0) {
			ld_fail(l, v->vals[i], "%s is already taken by %s (one "
			    "unit per hex)", hex_str(sc->setup[jh].hex),
			    gd->units[sc->setup[jh].unit].id);
			goto out;
		}
		placed[p->unit] = sc->nsetup + 1;
		if (!(gd->stack_extra & (1u << gd->units[p->unit].type)) &&
		    taken[cell] == 0)
			taken[cell] = sc->nsetup + 1;
		sc->nsetup++;
	}
	rc = 0;
out:
	free(placed);
	free(taken);
	words_free(&ws);
	return rc;
}

static int	load_fire_penalty(struct loader *, const struct gamedata *,
		    const struct ynode *, struct scenario *);

static int
load_scenario(struct loader *l, const struct gamedata *gd,
    struct scenario *sc)
{
	static const struct yfield fields[] = {
		{ "scenario", Y_SCALAR, 1 }, { "game", Y_SCALAR, 1 },
		{ "title", Y_SCALAR, 1 }, { "default", Y_SCALAR, 0 },
		{ "description", Y_SCALAR, 0 },
		{ "reconstructed", Y_SCALAR, 0 }, { "hooks", Y_MAP, 0 },
		{ "setup", Y_MAP, 0 }, { "turns", Y_SCALAR, 0 },
		{ "first", Y_SCALAR, 0 }, { "state", Y_MAP, 0 },
		{ "special", Y_SEQ, 0 }, { "hexsides", Y_MAP, 0 },
		{ "fire_penalty", Y_MAP, 0 }, { "sequence", Y_MAP, 0 },
		{ "markers", Y_SEQ, 0 },	/* markerload.c */
		{ "terrain_as", Y_MAP, 0 }, { "terrain_costs", Y_MAP, 0 },
		{ "flat", Y_SCALAR, 0 },	/* elevation.c */
		{ "victory", Y_MAP, 0 },	/* victoryload.c */
		{ "line_movement", Y_MAP, 0 },	/* linescen.c */
		{ NULL, 0, 0 }
	};
	const struct ynode *root = l->d.root, *v;

	if (ymap_check(&l->d, root, fields, "a scenario file",
	    &l->cause) != 0)
		return -1;
	if (strcmp(ymap_get(root, "scenario")->value, sc->id) != 0)
		return ld_fail(l, ymap_get(root, "scenario"), "expected "
		    "scenario: %s (the name of its file)", sc->id);
	if (strcmp(ymap_get(root, "game")->value, gd->id) != 0)
		return ld_fail(l, ymap_get(root, "game"), "expected game: %s",
		    gd->id);
	if (ld_str(l, root, "title", &sc->title) != 0 ||
	    ld_str(l, root, "description", &sc->description) != 0 ||
	    ld_str(l, root, "reconstructed", &sc->reconstructed) != 0)
		return -1;
	sc->first = -1;
	if (ld_int(l, root, "turns", 1, 999, 0, &sc->turns) != 0 ||
	    ld_words(l, root, "special", &sc->special, &sc->nspecial) != 0)
		return -1;
	if ((v = ymap_get(root, "first")) != NULL &&
	    (sc->first = gd_faction(gd, v->value)) < 0)
		return ld_fail(l, v, "expected a faction of the game");
	/* the starts of the game's values declared from: scenario (an
	 * army's morale threshold) */
	if (tally_load_scenario(l, gd, sc, ymap_get(root, "state")) != 0)
		return -1;
	/* its victory points (victoryload.c) */
	if (victory_load_scenario(l, gd, sc, ymap_get(root, "victory")) != 0)
		return -1;
	if ((v = ymap_get(root, "default")) != NULL) {
		if (strcmp(v->value, "true") != 0 &&
		    strcmp(v->value, "false") != 0)
			return ld_fail(l, v, "expected true or false");
		sc->is_default = strcmp(v->value, "true") == 0;
	}
	if ((v = ymap_get(root, "fire_penalty")) != NULL &&
	    load_fire_penalty(l, gd, v, sc) != 0)
		return -1;
	/* the ground of this battle: woods as clear, mud, no elevation */
	if (elev_scenario_load(l, gd, sc, root) != 0)
		return -1;
	/* who moves in lines in this battle (spi-agincourt 20.43E) */
	if (linemove_scenario_load(l, gd, sc, root) != 0)
		return -1;
	/* Hexside features of this battle only (field works, say). */
	if ((v = ymap_get(root, "hexsides")) != NULL && ld_hexsides(l, gd, v,
	    &sc->sides, &sc->nsides) != 0)
		return -1;
	if ((v = ymap_get(root, "hooks")) != NULL && ld_hooks(l, gd->dir, v,
	    &sc->hook_scripts, &sc->nhook_scripts, &sc->hooks,
	    &sc->nhooks) != 0)
		return -1;
	sc->hook_script = sc->nhook_scripts > 0 ? sc->hook_scripts[0] : NULL;
	/* its own sequence of play, in place of the game's (seqload.c) */
	if ((v = ymap_get(root, "sequence")) != NULL && seq_load(l, gd,
	    (sc->sequence = xcalloc(1, sizeof *sc->sequence)), v) != 0)
		return -1;
	if ((v = ymap_get(root, "setup")) != NULL &&
	    load_setup(l, gd, v, sc) != 0)
		return -1;
	/* board markers at the start, after the units they may go with */
	return marker_setup_load(l, gd, sc, ymap_get(root, "markers"));
}

/* fire_penalty: {factions: {blue: 1}, why: "rain"}: a faction's units
 * firing at range are weaker in this battle (down to 1, as the game's
 * own penalties). */
static int
load_fire_penalty(struct loader *l, const struct gamedata *gd,
    const struct ynode *v, struct scenario *sc)
{
	static const struct yfield fields[] = {
		{ "factions", Y_MAP, 1 }, { "why", Y_SCALAR, 1 },
		{ NULL, 0, 0 }
	};
	const struct ynode *f;
	long x;
	int i, k;

	if (ymap_check(&l->d, v, fields, "a fire penalty", &l->cause) != 0)
		return -1;
	sc->fire_penalty = xcalloc((size_t)gd->nfactions,
	    sizeof *sc->fire_penalty);
	f = ymap_get(v, "factions");
	for (i = 0; i < f->n; i++) {
		if ((k = gd_faction(gd, f->keys[i]->value)) < 0)
			return ld_fail(l, f->keys[i], "expected a faction of "
			    "the game");
		if (yint(&l->d, f->vals[i], 0, 9, &x, &l->cause) != 0)
			return -1;
		sc->fire_penalty[k] = (int)x;
	}
	return ld_str(l, v, "why", &sc->fire_penalty_why);
}

void
scenario_apply(struct gamedata *gd, const struct scenario *sc)
{
	gd_hexsides_apply(gd, sc->sides, sc->nsides);
	elev_scenario_apply(gd, sc);
	linemove_scenario_apply(gd, sc);
	tally_apply(gd, sc);
	victory_apply(gd, sc);
	if (sc->sequence != NULL) {
		seq_free(&gd->sequence);
		seq_copy(&gd->sequence, sc->sequence);
	}
	if (sc->fire_penalty != NULL) {
		free(gd->fire_penalty);
		gd->fire_penalty = xcalloc((size_t)gd->nfactions,
		    sizeof *gd->fire_penalty);
		memcpy(gd->fire_penalty, sc->fire_penalty,
		    sizeof *gd->fire_penalty * (size_t)gd->nfactions);
		free(gd->fire_penalty_why);
		gd->fire_penalty_why = xstrdup(sc->fire_penalty_why);
	}
}

/* A game's or a scenario's name: a file name, not a path. */
static int
name_ok(const char *name)
{
	const char *p;

	for (p = name; *p != '\0'; p++)
		if (!isalnum((unsigned char)*p) && *p != '-' && *p != '_')
			return 0;
	return *name != '\0';
}

/* The scenario from its document, read into l by ld_doc (read_rc its
 * result); the document is freed either way. */
static int
scenario_finish(struct loader *l, int read_rc, const struct gamedata *gd,
    const char *name, struct scenario **out, char **cause)
{
	struct scenario *sc = xcalloc(1, sizeof *sc);

	sc->id = xstrdup(name);
	if (read_rc != 0 || load_scenario(l, gd, sc) != 0) {
		*cause = l->cause;
		ydoc_free(&l->d);
		scenario_free(sc);
		return -1;
	}
	ydoc_free(&l->d);
	*out = sc;
	return 0;
}

int
scenario_load(const struct gamedata *gd, const char *name,
    struct scenario **out, char **cause)
{
	struct loader l;
	char *file;
	int rc;

	*out = NULL;
	if (!name_ok(name) || strcmp(name, "game") == 0) {
		*cause = xprintf("\"%s\" is not a scenario name", name);
		return -1;
	}
	memset(&l, 0, sizeof l);
	file = xprintf("%s.yaml", name);
	rc = ld_doc(&l, gd->dir, file);
	free(file);
	return scenario_finish(&l, rc, gd, name, out, cause);
}

/* The scenario's file, read on a thread of its own. */
struct prefetch {
	struct loader	 l;
	char		*dir, *file;
	int		 rc;
};

static void *
prefetch_run(void *arg)
{
	struct prefetch *p = arg;

	p->rc = ld_doc(&p->l, p->dir, p->file);
	return NULL;
}

/* A scenario file smaller than this is read on the first thread, after
 * the game: a thread's start costs more than it saves on a small file (on
 * a virtual machine it can wait milliseconds for the other core), and the
 * second thread is for the set-ups of thousands of counters. */
static off_t thread_bytes = 32 * 1024;

void
game_load_thread_bytes(off_t n)
{
	thread_bytes = n;
}

/* After the game's data (game_rc: how its load went) and the scenario's
 * YAML (read: whether p holds it): the scenario worked out on the game,
 * or everything freed when either fails. */
static int
settle(struct prefetch *p, int read, int game_rc, struct gamedata **gdp,
    const char *scenario, struct scenario **scp, char **cause)
{
	int rc;

	free(p->dir);
	free(p->file);
	if (game_rc != 0) {
		if (read) {
			ydoc_free(&p->l.d);
			free(p->l.cause);
		}
		return -1;
	}
	if (scenario == NULL)
		return 0;
	if (read)
		rc = scenario_finish(&p->l, p->rc, *gdp, scenario, scp, cause);
	else
		rc = scenario_load(*gdp, scenario, scp, cause);
	if (rc != 0) {
		gamedata_free(*gdp);
		*gdp = NULL;
	}
	return rc;
}

/* The scenario's YAML is only read on the second thread (yread and
 * libyaml keep no state outside their document and parser); what it
 * means is worked out on the first once the game is there.  When the
 * names are not plain or no thread can be had, the two loads run one
 * after the other, which is also how they report every refusal. */
int
game_load(const char *datadir, const char *game, const char *scenario,
    struct gamedata **gdp, struct scenario **scp, char **cause)
{
	struct prefetch p;
	struct stat sb;
	pthread_t t;
	sigset_t all, old;
	char *path;
	int started = 0, big, rc;

	*gdp = NULL;
	*scp = NULL;
	if (scenario == NULL)
		return gamedata_load(datadir, game, gdp, cause);
	memset(&p, 0, sizeof p);
	if (name_ok(game) && name_ok(scenario) &&
	    strcmp(scenario, "game") != 0) {
		/* gamedata_load's gd->dir, so that messages are the same */
		p.dir = xprintf("%s/scenarios/%s", datadir, game);
		p.file = xprintf("%s.yaml", scenario);
		path = xprintf("%s/%s", p.dir, p.file);
		big = stat(path, &sb) == 0 && sb.st_size >= thread_bytes;
		free(path);
		/* signals are for the first thread */
		if (big) {
			sigfillset(&all);
			pthread_sigmask(SIG_SETMASK, &all, &old);
			started = pthread_create(&t, NULL, prefetch_run,
			    &p) == 0;
			pthread_sigmask(SIG_SETMASK, &old, NULL);
		}
	}
	rc = gamedata_load(datadir, game, gdp, cause);
	if (started)
		pthread_join(t, NULL);
	return settle(&p, started, rc, gdp, scenario, scp, cause);
}

/* The game's data, loaded on a second thread for game_load_beside. */
struct game_job {
	const char	*datadir, *game;
	struct gamedata	*gd;
	char		*cause;
	int		 rc;
};

static void *
game_run(void *arg)
{
	struct game_job *j = arg;

	j->rc = gamedata_load(j->datadir, j->game, &j->gd, &j->cause);
	return NULL;
}

/* The game on the second thread, the caller's work and then the
 * scenario's YAML on the first; what the scenario means is worked out
 * once the game is there, as in game_load, and the refusals are its. */
int
game_load_beside(const char *datadir, const char *game,
    const char *scenario, void (*fn)(void *), void *arg,
    struct gamedata **gdp, struct scenario **scp, char **cause)
{
	struct game_job j;
	struct prefetch p;
	pthread_t t;
	sigset_t all, old;
	int started, read = 0;

	*gdp = NULL;
	*scp = NULL;
	memset(&j, 0, sizeof j);
	j.datadir = datadir;
	j.game = game;
	sigfillset(&all);	/* signals are for the first thread */
	pthread_sigmask(SIG_SETMASK, &all, &old);
	started = pthread_create(&t, NULL, game_run, &j) == 0;
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	fn(arg);
	if (!started)
		return game_load(datadir, game, scenario, gdp, scp, cause);
	memset(&p, 0, sizeof p);
	if (scenario != NULL && name_ok(game) && name_ok(scenario) &&
	    strcmp(scenario, "game") != 0) {
		/* gamedata_load's gd->dir, so that messages are the same */
		p.dir = xprintf("%s/scenarios/%s", datadir, game);
		p.file = xprintf("%s.yaml", scenario);
		prefetch_run(&p);
		read = 1;
	}
	pthread_join(t, NULL);
	if (j.rc != 0)
		*cause = j.cause;
	else
		*gdp = j.gd;
	return settle(&p, read, j.rc, gdp, scenario, scp, cause);
}

void
scenario_free(struct scenario *sc)
{
	int i;

	if (sc == NULL)
		return;
	free(sc->id);
	free(sc->title);
	free(sc->description);
	free(sc->reconstructed);
	victory_rules_free(sc->victory);
	for (i = 0; i < sc->nhook_scripts; i++)
		free(sc->hook_scripts[i]);
	free(sc->hook_scripts);
	for (i = 0; i < sc->nhooks; i++) {
		free(sc->hooks[i].event);
		free(sc->hooks[i].proc);
	}
	free(sc->hooks);
	free(sc->setup);
	free(sc->setup_file);
	free(sc->sides);
	elev_scenario_free(sc);
	free(sc->fire_penalty);
	free(sc->fire_penalty_why);
	free(sc->tally_start);
	words_free_argv(sc->nspecial, sc->special);
	marker_setup_free(sc);
	if (sc->sequence != NULL)
		seq_free(sc->sequence);
	free(sc->sequence);
	free(sc);
}

char *
scenario_default(const struct gamedata *gd)
{
	struct scenario *sc;
	char **names, *why, *found = NULL;
	int n, i;

	names = gd_scenario_names(gd, &n);
	for (i = 0; i < n && found == NULL; i++) {
		if (scenario_load(gd, names[i], &sc, &why) != 0) {
			free(why);
			continue;
		}
		if (sc->is_default)
			found = xstrdup(names[i]);
		scenario_free(sc);
	}
	if (found == NULL && n > 0)
		found = xstrdup(names[0]);
	words_free_argv(n, names);
	return found;
}

/* The default scenario of a game from its files alone, with no game
 * data loaded: the one that says "default: true", or else the first;
 * NULL when there is none (or no game there: loading it says why).
 * start_new needs the name before it loads the game once (issue 10), so
 * a scenario is read only for that key, and not at all when it is the
 * only one; a default that will not load is then reported by the load
 * rather than passed over. */
char *
scenario_default_of(const char *datadir, const char *game)
{
	struct ydoc d;
	const struct ynode *v;
	char **names, *dir, *path, *why = NULL, *found = NULL;
	const char *p;
	int n, i;

	for (p = game; *p != '\0'; p++)
		if (!isalnum((unsigned char)*p) && *p != '-' && *p != '_')
			return NULL;	/* not a game name: loading says so */
	dir = xprintf("%s/scenarios/%s", datadir, game);
	names = gd_scenario_names_in(dir, &n);
	for (i = 0; n > 1 && i < n && found == NULL; i++) {
		memset(&d, 0, sizeof d);
		path = xprintf("%s/%s.yaml", dir, names[i]);
		if (ydoc_load(&d, path, path, &why) == 0 &&
		    d.root->type == Y_MAP &&
		    (v = ymap_get(d.root, "default")) != NULL &&
		    v->type == Y_SCALAR && strcmp(v->value, "true") == 0)
			found = xstrdup(names[i]);
		free(why);
		why = NULL;
		free(path);
		ydoc_free(&d);
	}
	if (found == NULL && n > 0)
		found = xstrdup(names[0]);
	words_free_argv(n, names);
	free(dir);
	return found;
}

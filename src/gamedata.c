/* gamedata: the strict reader of a game's YAML (its map in mapload.c,
 * its units in unitload.c).  Every complaint names file:line:col and
 * what was expected; a file that fails leaves nothing half-loaded
 * behind. */
#include "gamedata.h"

#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "capture.h"
#include "combat.h"
#include "delegate.h"
#include "mail.h"
#include "undopolicy.h"
#include "elevation.h"
#include "gamewords.h"
#include "footprint.h"
#include "gdload.h"
#include "hook.h"
#include "linemove.h"
#include "marker.h"
#include "moralepoints.h"
#include "chancetab.h"
#include "pctgame.h"
#include "seqload.h"
#include "sideload.h"
#include "stackload.h"
#include "tally.h"
#include "duel.h"
#include "exit.h"
#include "task.h"
#include "victory.h"
#include "volley.h"

static int
load_terrain_list(struct loader *l, struct gamedata *gd,
    const struct ynode *m, struct terrain **out, int *n, int dflt_cost2)
{
	static const struct yfield fields[] = {
		{ "name", Y_SCALAR, 1 }, { "symbol", Y_SCALAR, 0 },
		{ "mf", Y_SCALAR, 0 }, { "enter", Y_SEQ, 0 },
		{ "df_missile", Y_SCALAR, 0 }, { "df_melee", Y_SCALAR, 0 },
		{ "df_types", Y_SEQ, 0 }, { "df_over", Y_SCALAR, 0 },
		{ "section", Y_SCALAR, 0 }, { "blocks_los", Y_SCALAR, 0 },
		{ "enter_section", Y_SCALAR, 0 }, { "road_mf", Y_SCALAR, 0 },
		{ "impassable", Y_SCALAR, 0 }, { "blocks_zoc", Y_SCALAR, 0 },
		{ "no_retreat", Y_SCALAR, 0 }, { "drm", Y_SCALAR, 0 },
		{ "shift", Y_SCALAR, 0 }, { "crossing", Y_SCALAR, 0 },
		{ "reconstructed", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	const struct ynode *v;
	struct terrain *t;
	int i;

	if (m->type != Y_MAP || m->n > GD_MAX_TYPES)
		return ld_fail(l, m, "expected a mapping of at most %d entries",
		    GD_MAX_TYPES);
	*out = xcalloc((size_t)m->n, sizeof **out);
	for (i = 0; i < m->n; i++) {
		t = &(*out)[i];
		(*n)++;
		t->id = xstrdup(m->keys[i]->value);
		if (ymap_check(&l->d, m->vals[i], fields, t->id,
		    &l->cause) != 0)
			return -1;
		if (ld_str(l, m->vals[i], "name", &t->name) != 0 ||
		    (ymap_get(m->vals[i], "symbol") != NULL &&
		    ld_symbol(l, m->vals[i], &t->symbol) != 0) ||
		    ld_cost(l, m->vals[i], "mf", dflt_cost2, &t->cost2) != 0 ||
		    ld_cost(l, m->vals[i], "road_mf", t->cost2,
		    &t->road_cost2) != 0 ||
		    ld_bool(l, m->vals[i], "impassable", 0,
		    &t->impassable) != 0 ||
		    ld_bool(l, m->vals[i], "crossing", 0, &t->crossing) != 0 ||
		    ld_bool(l, m->vals[i], "blocks_zoc", 0,
		    &t->blocks_zoc) != 0 ||
		    ld_bool(l, m->vals[i], "no_retreat", 0,
		    &t->no_retreat) != 0 ||
		    ld_int(l, m->vals[i], "drm", -9, 9, 0, &t->drm) != 0 ||
		    ld_int(l, m->vals[i], "shift", -9, 9, 0, &t->shift) != 0 ||
		    ld_types(l, gd, m->vals[i], "enter", &t->enter) != 0 ||
		    ld_int(l, m->vals[i], "df_missile", 1, 9, 1,
		    &t->df_missile) != 0 ||
		    ld_int(l, m->vals[i], "df_melee", 1, 9, 1,
		    &t->df_melee) != 0 ||
		    ld_types(l, gd, m->vals[i], "df_types",
		    &t->df_types) != 0 ||
		    ld_str(l, m->vals[i], "section", &t->section) != 0 ||
		    ld_str(l, m->vals[i], "enter_section",
		    &t->enter_section) != 0 ||
		    ld_str(l, m->vals[i], "reconstructed",
		    &t->reconstructed) != 0)
			return -1;
		if ((v = ymap_get(m->vals[i], "df_over")) != NULL) {
			if (strcmp(v->value, "front") != 0 &&
			    strcmp(v->value, "any") != 0)
				return ld_fail(l, v, "expected front or any");
			t->df_over_front = strcmp(v->value, "front") == 0;
		}
		if (ld_bool(l, m->vals[i], "blocks_los", 0,
		    &t->blocks_los) != 0)
			return -1;
	}
	return 0;
}

static int
load_tables(struct gamedata *gd, const char *datadir, const struct ydoc *gdoc,
    const struct ynode *tables, char **cause)
{
	static const struct yfield tfields[] = {
		{ "table", Y_SCALAR, 1 }, { "section", Y_SCALAR, 0 },
		{ "terrain", Y_MAP, 1 }, { "features", Y_MAP, 0 },
		{ "hexsides", Y_MAP, 0 }, { NULL, 0, 0 }
	};
	struct loader l;
	const struct ynode *t;
	char *dir;
	int rc = -1;

	t = ymap_get(tables, "terrain");
	if (t == NULL || t->type != Y_SCALAR) {
		*cause = yerr(gdoc, tables, "expected tables: {terrain: "
		    "FILE}");
		return -1;
	}
	memset(&l, 0, sizeof l);
	dir = xprintf("%s/tables/%s", datadir, gd->id);
	if (ld_doc(&l, dir, t->value) != 0)
		goto out;
	if (ymap_check(&l.d, l.d.root, tfields, "a terrain table",
	    &l.cause) != 0)
		goto out;
	if (load_terrain_list(&l, gd, ymap_get(l.d.root, "terrain"),
	    &gd->terrain, &gd->nterrain, 2) != 0)
		goto out;
	if ((t = ymap_get(l.d.root, "features")) != NULL &&
	    load_terrain_list(&l, gd, t, &gd->features,
	    &gd->nfeatures, 2) != 0)
		goto out;
	if ((t = ymap_get(l.d.root, "hexsides")) != NULL &&
	    load_terrain_list(&l, gd, t, &gd->hexsides,
	    &gd->nhexsides, 0) != 0)	/* a hexside costs nothing unless it
					   says so */
		goto out;
	rc = 0;
out:
	free(dir);
	ydoc_free(&l.d);
	if (rc != 0)
		*cause = l.cause;
	return rc;
}

static int
load_grid(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "orientation", Y_SCALAR, 1 }, { "stagger", Y_SCALAR, 1 },
		{ "columns", Y_SCALAR, 1 }, { "rows", Y_SCALAR, 1 },
		{ "north", Y_SCALAR, 1 }, { "labels", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	static const char *norths[] = { "up", "right", "down", "left" };
	const char *o, *s, *n;
	char *why;
	int i, north = -1, lo, hi, k;

	if (ymap_check(&l->d, m, fields, "the grid", &l->cause) != 0)
		return -1;
	o = ymap_get(m, "orientation")->value;
	s = ymap_get(m, "stagger")->value;
	n = ymap_get(m, "north")->value;
	if (strcmp(o, "flat") != 0 && strcmp(o, "pointy") != 0)
		return ld_fail(l, ymap_get(m, "orientation"),
		    "expected flat or pointy");
	if (strcmp(s, "even-low") != 0 && strcmp(s, "odd-low") != 0)
		return ld_fail(l, ymap_get(m, "stagger"),
		    "expected even-low or odd-low");
	for (i = 0; i < 4; i++)
		if (strcmp(n, norths[i]) == 0)
			north = i;
	if (north < 0)
		return ld_fail(l, ymap_get(m, "north"),
		    "expected up, right, down or left");
	grid_init(&gd->grid, strcmp(o, "flat") == 0 ? HEX_FLAT : HEX_POINTY,
	    strcmp(s, "even-low") == 0, (enum hex_north)north);
	/* the labels first: they say how far columns and rows may run */
	if (ymap_get(m, "labels") != NULL && grid_labels_set(&gd->grid,
	    ymap_get(m, "labels")->value, &why) != 0) {
		ld_fail(l, ymap_get(m, "labels"), "%s", why);
		free(why);
		return -1;
	}
	for (k = 0; k < 2; k++) {
		const char *key = k ? "rows" : "columns";
		const struct ynode *v = ymap_get(m, key);

		if (grid_range_parse(&gd->grid, key, k, v->value, &lo, &hi,
		    &why) != 0) {
			ld_fail(l, v, "%s", why);
			free(why);
			return -1;
		}
		*(k ? &gd->grid.row_min : &gd->grid.col_min) = lo;
		*(k ? &gd->grid.row_max : &gd->grid.col_max) = hi;
	}
	return 0;
}

static const char *const concept_names[SEC_COUNT] = {
	"front", "flank_rear", "routed", "rout_again", "commanders",
	"step_loss", "retreat"
};

/* sections: {retreat: "9.8", ...}: where the rules of the concepts the
 * mechanisms narrate are written */
static int
load_sections(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	int i, c;

	for (i = 0; i < m->n; i++) {
		for (c = 0; c < SEC_COUNT; c++)
			if (strcmp(concept_names[c], m->keys[i]->value) == 0)
				break;
		if (c == SEC_COUNT)
			return ld_fail(l, m->keys[i], "expected one of: front "
			    "flank_rear routed rout_again commanders step_loss "
			    "retreat");
		if (m->vals[i]->type != Y_SCALAR)
			return ld_fail(l, m->vals[i], "expected a section, "
			    "such as \"9.8\" or \"5.2, 5.3\"");
		free(gd->section[c]);
		gd->section[c] = xstrdup(m->vals[i]->value);
	}
	return 0;
}

static int
load_factions(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "name", Y_SCALAR, 1 }, { "symbol", Y_SCALAR, 1 },
		{ "edge", Y_SCALAR, 1 }, { "army", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	struct faction *f;
	int i;

	if (m->n < 1 || m->n > 8)
		return ld_fail(l, m, "expected one to eight factions");
	gd->factions = xcalloc((size_t)m->n, sizeof *gd->factions);
	for (i = 0; i < m->n; i++) {
		f = &gd->factions[gd->nfactions++];
		f->id = xstrdup(m->keys[i]->value);
		if (ymap_check(&l->d, m->vals[i], fields, f->id,
		    &l->cause) != 0 ||
		    ld_str(l, m->vals[i], "name", &f->name) != 0 ||
		    ld_str(l, m->vals[i], "army", &f->army) != 0 ||
		    ld_symbol(l, m->vals[i], &f->symbol) != 0)
			return -1;
		if (f->army == NULL)
			f->army = xstrdup(f->name);
		f->edge = hex_dir_parse(&gd->grid,
		    ymap_get(m->vals[i], "edge")->value);
		if (f->edge < 0)
			return ld_fail(l, ymap_get(m->vals[i], "edge"),
			    "expected the compass side of the map edge, "
			    "e.g. %s", hex_dir_name(&gd->grid, 0));
	}
	return 0;
}

static int
load_types(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "name", Y_SCALAR, 1 }, { "symbol", Y_SCALAR, 1 },
		{ "move_front", Y_SEQ, 0 }, { "combat_front", Y_SEQ, 0 },
		{ "sides", Y_SEQ, 0 }, { "sides_section", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	struct unit_type *t;
	int i;

	if (m->n < 1 || m->n > GD_MAX_TYPES)
		return ld_fail(l, m, "expected 1 to %d unit types",
		    GD_MAX_TYPES);
	gd->types = xcalloc((size_t)m->n, sizeof *gd->types);
	for (i = 0; i < m->n; i++) {
		t = &gd->types[gd->ntypes++];
		t->id = xstrdup(m->keys[i]->value);
		if (ymap_check(&l->d, m->vals[i], fields, t->id,
		    &l->cause) != 0 ||
		    ld_str(l, m->vals[i], "name", &t->name) != 0 ||
		    ld_symbol(l, m->vals[i], &t->symbol) != 0 ||
		    ld_arc(l, m->vals[i], "move_front", ARC_FRONT3,
		    &t->move_front) != 0 ||
		    ld_arc(l, m->vals[i], "combat_front", ARC_FRONT3,
		    &t->combat_front) != 0)
			return -1;
	}
	return 0;
}

static int
load_game(struct loader *l, struct gamedata *gd, const char *datadir,
    struct units_prefetch **ahead)
{
	static const struct yfield fields[] = {
		{ "game", Y_SCALAR, 1 }, { "title", Y_SCALAR, 1 },
		{ "rulebook", Y_SCALAR, 0 }, { "dice", Y_SCALAR, 1 },
		{ "reconstructed", Y_SCALAR, 0 }, { "grid", Y_MAP, 1 },
		{ "tables", Y_MAP, 1 }, { "factions", Y_MAP, 1 },
		{ "stats", Y_MAP, 1 }, { "unit_types", Y_MAP, 1 },
		{ "map", Y_MAP, 1 }, { "fortified", Y_SEQ, 0 },
		{ "setup_marks", Y_MAP, 0 }, { "units", Y_SEQ, 0 },
		{ "stacking", Y_MAP, 0 }, { "line_of_sight", Y_MAP, 0 },
		{ "sequence", Y_MAP, 0 }, { "rules", Y_MAP, 0 },
		{ "options", Y_MAP, 0 }, { "facing", Y_SCALAR, 0 },
		{ "marks", Y_MAP, 0 }, { "roads", Y_SEQ, 0 },
		{ "hexsides", Y_MAP, 0 }, { "hooks", Y_MAP, 0 },
		{ "sections", Y_MAP, 0 }, { "unit_columns", Y_SEQ, 0 },
		{ "unit_templates", Y_MAP, 0 }, { "units_file", Y_SCALAR, 0 },
		{ "unit_rows", Y_SCALAR, 0 },
		{ "words", Y_MAP, 0 },	/* gamewords.c */
		{ "state", Y_MAP, 0 },	/* tallyload.c */
		{ "markers", Y_MAP, 0 },	/* markerload.c */
		{ "footprints", Y_MAP, 0 },	/* footprint.c */
		{ "delegate", Y_MAP, 0 },	/* delegate.c */
		{ "mail", Y_MAP, 0 },		/* mail.c */
		{ "undo", Y_MAP, 0 },		/* undopolicy.c */
		{ "victory", Y_MAP, 0 },	/* victoryload.c */
		{ NULL, 0, 0 }
	};
	static const struct yfield table_fields[] = {
		{ "terrain", Y_SCALAR, 1 }, { "crt", Y_SCALAR, 0 },
		{ "percentile", Y_SEQ, 0 },	/* pctgame.c */
		{ "chance", Y_SEQ, 0 },	/* chancetab-load.c */
		{ NULL, 0, 0 }
	};
	static const struct yfield stack_fields[] = {
		{ "units", Y_SCALAR, 1 }, { "section", Y_SCALAR, 0 },
		{ "extra", Y_SEQ, 0 },
		/* the extras by their marks (stackload.c) */
		{ "with_mark", Y_SEQ, 0 }, { "any_mark", Y_SEQ, 0 },
		{ "any_types", Y_SEQ, 0 }, { "each", Y_SCALAR, 0 },
		{ "together", Y_SCALAR, 0 }, { "pass_extras", Y_SCALAR, 0 },
		{ "mark_section", Y_SCALAR, 0 },
		{ "enemy_section", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	static const struct yfield los_fields[] = {
		{ "units_block", Y_SCALAR, 1 }, { "section", Y_SCALAR, 0 },
		{ "elevation", Y_SCALAR, 0 },	/* elevation.c */
		{ NULL, 0, 0 }
	};
	const struct ynode *root = l->d.root, *v;
	struct hex *hx;
	char *why;
	int i, k, n, f, ncells, rc;

	if (ymap_check(&l->d, root, fields, "a game file", &l->cause) != 0)
		return -1;
	if (strcmp(ymap_get(root, "game")->value, gd->id) != 0)
		return ld_fail(l, ymap_get(root, "game"), "expected game: %s "
		    "(the name of its folder)", gd->id);
	if (ld_str(l, root, "title", &gd->title) != 0 ||
	    ld_str(l, root, "rulebook", &gd->rulebook) != 0 ||
	    ld_str(l, root, "reconstructed", &gd->reconstructed) != 0)
		return -1;
	v = ymap_get(root, "dice");
	if (dice_parse(v->value, &gd->dice, &why) != 0) {
		ld_fail(l, v, "%s", why);
		free(why);
		return -1;
	}
	gd->stacking = 1;
	if ((v = ymap_get(root, "stacking")) != NULL &&
	    (ymap_check(&l->d, v, stack_fields, "stacking", &l->cause) != 0 ||
	    ld_int(l, v, "units", 1, 99, 1, &gd->stacking) != 0 ||
	    ld_str(l, v, "section", &gd->stacking_section) != 0))
		return -1;
	if ((v = ymap_get(root, "line_of_sight")) != NULL &&
	    (ymap_check(&l->d, v, los_fields, "line_of_sight",
	    &l->cause) != 0 ||
	    ld_bool(l, v, "units_block", 0, &gd->los_units_block) != 0 ||
	    ld_bool(l, v, "elevation", 0, &gd->elevation.los) != 0 ||
	    ld_str(l, v, "section", &gd->los_section) != 0))
		return -1;
	if ((v = ymap_get(root, "sections")) != NULL &&
	    load_sections(l, gd, v) != 0)
		return -1;
	if (load_grid(l, gd, ymap_get(root, "grid")) != 0 ||
	    load_factions(l, gd, ymap_get(root, "factions")) != 0)
		return -1;
	v = ymap_get(root, "stats");
	gd->stats = xcalloc((size_t)v->n + 1, sizeof *gd->stats);
	for (i = 0; i < v->n; i++) {
		if (v->vals[i]->type != Y_SCALAR)
			return ld_fail(l, v->vals[i], "expected the stat's name");
		gd->stats[gd->nstats].id = xstrdup(v->keys[i]->value);
		gd->stats[gd->nstats++].name = xstrdup(v->vals[i]->value);
	}
	if (load_types(l, gd, ymap_get(root, "unit_types")) != 0)
		return -1;
	if (ymap_check(&l->d, ymap_get(root, "tables"), table_fields,
	    "tables", &l->cause) != 0 ||
	    load_tables(gd, datadir, &l->d, ymap_get(root, "tables"),
	    &l->cause) != 0 ||
	    crtload_tables(gd, datadir, &l->d, ymap_get(root, "tables"),
	    &l->cause) != 0 ||
	    pct_game_load(gd, datadir, &l->d, ymap_get(root, "tables"),
	    &l->cause) != 0 ||
	    chance_game_load(gd, datadir, &l->d, ymap_get(root, "tables"),
	    &l->cause) != 0)
		return -1;
	ncells = (gd->grid.col_max - gd->grid.col_min + 1) *
	    (gd->grid.row_max - gd->grid.row_min + 1);
	gd->hexes = xcalloc((size_t)ncells, sizeof *gd->hexes);
	if (ld_map(l, gd, ymap_get(root, "map")) != 0)
		return -1;
	if ((v = ymap_get(root, "fortified")) != NULL &&
	    ld_fortified(l, gd, v) != 0)
		return -1;
	if ((v = ymap_get(root, "roads")) != NULL && ld_roads(l, gd, v) != 0)
		return -1;
	if (gamewords_load(l, gd, ymap_get(root, "words")) != 0)
		return -1;
	if ((v = ymap_get(root, "hooks")) != NULL && ld_hooks(l, gd->dir, v,
	    &gd->hook_scripts, &gd->nhook_scripts, &gd->hooks,
	    &gd->nhooks) != 0)
		return -1;
	gd->hook_script = gd->nhook_scripts > 0 ? gd->hook_scripts[0] : NULL;
	if ((v = ymap_get(root, "hexsides")) != NULL &&
	    ld_game_hexsides(l, gd, v) != 0)
		return -1;
	if (footprint_load_facing(l, gd, ymap_get(root, "facing")) != 0)
		return -1;
	if ((v = ymap_get(root, "stacking")) != NULL &&
	    ld_types(l, gd, v, "extra", &gd->stack_extra) != 0)
		return -1;
	if ((v = ymap_get(root, "marks")) != NULL) {
		gd->marks = xcalloc((size_t)v->n + 1, sizeof *gd->marks);
		if (v->n > 32)
			return ld_fail(l, v, "at most 32 unit characteristics");
		for (i = 0; i < v->n; i++) {
			if (v->vals[i]->type != Y_SCALAR)
				return ld_fail(l, v->vals[i], "expected the "
				    "characteristic's name");
			gd->marks[gd->nmarks].id = xstrdup(v->keys[i]->value);
			gd->marks[gd->nmarks++].name =
			    xstrdup(v->vals[i]->value);
		}
	}
	/* after the marks, which it names */
	if (stack_load(l, gd, ymap_get(root, "stacking")) != 0)
		return -1;
	if ((v = ymap_get(root, "setup_marks")) != NULL) {
		for (i = 0; i < v->n; i++) {
			if ((f = gd_faction(gd, v->keys[i]->value)) < 0)
				return ld_fail(l, v->keys[i], "expected a "
				    "faction of the game");
			if (ld_hexes(l, gd, v->vals[i], &hx, &n) != 0)
				return -1;
			for (k = 0; k < n; k++)
				gd->hexes[ld_cell(&gd->grid, hx[k])].marks |=
				    1u << f;
			free(hx);
		}
	}
	if ((v = ymap_get(root, "sequence")) != NULL &&
	    seq_load_game(l, gd, v) != 0)
		return -1;
	/* two-sided counters (sideload.c): after the sequence, whose
	 * phases a flip may cite, and before the units */
	if (sides_load(l, gd, ymap_get(root, "unit_types")) != 0)
		return -1;
	gd->movement.stat = -1;
	gd->movement.routed_may_move = 1;
	gd->movement.zoc_escape_option = -1;
	if (rules_load_options(l, gd, ymap_get(root, "options")) != 0 ||
	    delegate_load(l, gd, ymap_get(root, "delegate")) != 0 ||
	    mail_load(l, gd, ymap_get(root, "mail")) != 0 ||
	    undopolicy_load(l, gd, ymap_get(root, "undo")) != 0)
		return -1;
	if ((v = ymap_get(root, "rules")) != NULL &&
	    rules_load(l, gd, v) != 0)
		return -1;
	/* in game.yaml, or in the file units_file names (unitload.c),
	 * which takes what was read ahead, whatever the outcome */
	rc = ld_game_units(l, gd, root, *ahead);
	*ahead = NULL;
	if (rc != 0)
		return -1;
	if (marker_load(l, gd, ymap_get(root, "markers")) != 0)
		return -1;
	if (footprint_load(l, gd, ymap_get(root, "footprints")) != 0)
		return -1;
	if (rules_load_late(l, gd, ymap_get(root, "rules")) != 0)
		return -1;
	/* game-declared state: after the units, whose stats may start it */
	if (tally_load(l, gd, ymap_get(root, "state")) != 0)
		return -1;
	/* differential combat reads a table and a counter (combat-diff-load.c) */
	if (combat_diff_check(l, gd, ymap_get(root, "rules")) != 0 ||
	    morale_points_check(l, gd, ymap_get(root, "rules")) != 0)
		return -1;
	/* line movement names declared values (linemove.c, lineform.c) */
	if (linemove_load(l, gd, ymap_get(root, "rules")) != 0)
		return -1;
	/* fire by volleys keeps its allocations in declared values */
	if (volley_load(l, gd, ymap_get(root, "rules")) != 0)
		return -1;
	/* what a capture counts is one of those values (capture.c) */
	if (capture_load_count(l, gd, ymap_get(root, "rules")) != 0)
		return -1;
	/* victory by points names declared values (victoryload.c) */
	if (victory_load(l, gd, ymap_get(root, "victory")) != 0)
		return -1;
	/* a duel reads a table and keeps a flag (duel-load.c); an exit
	 * counts in a declared value (exit.c) */
	if (duel_load_late(l, gd, ymap_get(root, "rules")) != 0 ||
	    exit_load_count(l, gd, ymap_get(root, "rules")) != 0)
		return -1;
	/* so is the count that keeps a unit's task (task.c) */
	return task_load_state(l, gd, ymap_get(root, "rules"));
}

/* The game's folder is not there: say where herald looked, what is
 * there, and how to point it elsewhere. */
static char *
no_game(const char *datadir, const char *game)
{
	struct buf b;
	char **names;
	int n, i;

	buf_init(&b);
	buf_printf(&b, "no game \"%s\" in %s: no folder %s/scenarios/%s (",
	    game, datadir, datadir, game);
	names = gd_game_names(datadir, &n);
	if (n == 0)
		buf_printf(&b, "%s holds no games", datadir);
	else {
		buf_puts(&b, "games there:");
		for (i = 0; i < n; i++)
			buf_printf(&b, " %s", names[i]);
	}
	words_free_argv(n, names);
	buf_printf(&b, "); herald reads the games from --data DIR, or else "
	    "$HERALD_DATA, or else %s", HERALD_DATADIR);
	return buf_steal(&b);
}

int
gamedata_load(const char *datadir, const char *game, struct gamedata **out,
    char **cause)
{
	struct stat sb;
	struct gamedata *gd = xcalloc(1, sizeof *gd);
	struct units_prefetch *ahead;
	struct loader l;
	const char *p;

	*out = NULL;
	for (p = game; *p != '\0'; p++)
		if (!isalnum((unsigned char)*p) && *p != '-' && *p != '_')
			break;
	if (*game == '\0' || *p != '\0') {
		*cause = xprintf("\"%s\" is not a game name", game);
		free(gd);
		return -1;
	}
	gd->id = xstrdup(game);
	hex_labels_push(&gd->grid);	/* hex_str speaks its labels */
	gd->dir = xprintf("%s/scenarios/%s", datadir, game);
	if (stat(gd->dir, &sb) != 0 || !S_ISDIR(sb.st_mode)) {
		*cause = no_game(datadir, game);
		gamedata_free(gd);
		return -1;
	}
	memset(&l, 0, sizeof l);
	/* a units file is read on a second thread beside game.yaml */
	ahead = ld_units_prefetch(gd->dir);
	if (ld_doc(&l, gd->dir, "game.yaml") != 0 ||
	    load_game(&l, gd, datadir, &ahead) != 0) {
		ld_units_prefetch_drop(ahead);
		*cause = l.cause;
		ydoc_free(&l.d);
		gamedata_free(gd);
		return -1;
	}
	ydoc_free(&l.d);
	*out = gd;
	return 0;
}

/* "spi-agincourt.tcl, spi-melee.tcl": the scripts loaded. */
static char *
script_list(struct hooks *hk)
{
	struct buf b;
	const char *name;
	int k;

	buf_init(&b);
	for (k = 0; (name = hooks_script_names(hk, k)) != NULL; k++)
		buf_printf(&b, "%s%s", k ? ", " : "", name);
	if (b.s == NULL)
		buf_puts(&b, "the game's scripts (it loads none: hooks: "
		    "script: FILE)");
	return buf_steal(&b);
}

/* One name: 0 defined, -1 with *cause. */
static int
check_proc(struct hooks *hk, const char *where, const char *proc,
    char **cause)
{
	char *why = NULL, *in;
	int rc;

	if ((rc = hooks_has(hk, proc, &why)) == 0)
		return 0;
	if (rc < 0) {
		*cause = why;
		return -1;
	}
	in = script_list(hk);
	*cause = xprintf("%s: hook \"%s\" names no Tcl proc in %s (expected "
	    "the name of a proc the scripts define)", where, proc, in);
	free(in);
	return -1;
}

int
gamedata_check_procs(const struct gamedata *gd, const struct scenario *sc,
    struct hooks *hk, char **cause)
{
	char *where;
	int i, rc;

	for (i = 0; i < gd->nprocs; i++)
		if (check_proc(hk, gd->procs[i].where, gd->procs[i].proc,
		    cause) != 0)
			return -1;
	for (i = 0; i < gd->nhooks + (sc != NULL ? sc->nhooks : 0); i++) {
		const struct hook_event *ev = i < gd->nhooks ? &gd->hooks[i] :
		    &sc->hooks[i - gd->nhooks];

		where = xprintf("%s: hooks: %s", i < gd->nhooks ?
		    "game.yaml" : "the scenario", ev->event);
		rc = check_proc(hk, where, ev->proc, cause);
		free(where);
		if (rc != 0)
			return -1;
	}
	return 0;
}

static void
terrain_free(struct terrain *t, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		free(t[i].id);
		free(t[i].name);
		free(t[i].section);
		free(t[i].enter_section);
		free(t[i].reconstructed);
	}
	free(t);
}

void
gamedata_free(struct gamedata *gd)
{
	int i;

	if (gd == NULL)
		return;
	hex_labels_pop(&gd->grid);
	tally_rules_free(gd);
	victory_rules_free(gd->victory);
	volley_free(gd);	/* volley-load.c */
	duel_free(gd);		/* duel-load.c */
	exit_free(gd);		/* exit.c */
	sides_free(gd);		/* sideload.c */
	free(gd->id);
	free(gd->title);
	free(gd->rulebook);
	free(gd->reconstructed);
	free(gd->dir);
	free(gd->stacking_section);
	stack_free(gd);
	rules_free(gd);
	footprint_free(gd);
	marker_kinds_free(gd);
	pct_game_free(gd);
	chance_game_free(gd);
	gamewords_free(gd);
	for (i = 0; i < gd->nhook_scripts; i++)
		free(gd->hook_scripts[i]);
	free(gd->hook_scripts);
	for (i = 0; i < gd->nhooks; i++) {
		free(gd->hooks[i].event);
		free(gd->hooks[i].proc);
	}
	free(gd->hooks);
	for (i = 0; i < gd->nprocs; i++) {
		free(gd->procs[i].proc);
		free(gd->procs[i].where);
	}
	free(gd->procs);
	seq_free(&gd->sequence);
	free(gd->los_section);
	elev_free(gd);
	for (i = 0; i < gd->nfactions; i++) {
		free(gd->factions[i].id);
		free(gd->factions[i].name);
		free(gd->factions[i].army);
	}
	free(gd->factions);
	for (i = 0; i < gd->nstats; i++) {
		free(gd->stats[i].id);
		free(gd->stats[i].name);
	}
	free(gd->stats);
	for (i = 0; i < gd->ntypes; i++) {
		free(gd->types[i].id);
		free(gd->types[i].name);
	}
	free(gd->types);
	terrain_free(gd->terrain, gd->nterrain);
	terrain_free(gd->features, gd->nfeatures);
	terrain_free(gd->hexsides, gd->nhexsides);
	for (i = 0; i < SEC_COUNT; i++)
		free(gd->section[i]);
	free(gd->fire_penalty);
	free(gd->fire_penalty_why);
	for (i = 0; i < gd->nmarks; i++) {
		free(gd->marks[i].id);
		free(gd->marks[i].name);
	}
	free(gd->marks);
	free(gd->hexes);
	for (i = 0; i < gd->nunits; i++) {
		free(gd->units[i].id);
		free(gd->units[i].name);
		free(gd->units[i].echelon);
		free(gd->units[i].stat);
	}
	free(gd->units);
	gd_units_index_free(gd);
	free(gd);
}

/* chart-terrain: the terrain effects chart, terrain, features and
 * hexsides down and their movement cost and combat effects across, as
 * battle-of-agincourt Table 1 and st-albans's Terrain Effect Chart print
 * them; a footnote says what each mark means (Table 1's *, † and ‡, in
 * herald's words). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chart-int.h"
#include "reconstructed.h"

enum {
	COL_NAME, COL_MF, COL_DF, COL_DRM, COL_SHIFT, COL_RETREAT, COL_ZOC,
	COL_LOS, COL_RULE, NCOL
};

/* Every row of the chart, in order. */
struct trow {
	const struct terrain	*t;
	int			 hexside;
};

static int
rows_of(const struct gamedata *gd, struct trow *row, int max)
{
	int i, n = 0;

	for (i = 0; i < gd->nterrain && n < max; i++)
		row[n++] = (struct trow){ &gd->terrain[i], 0 };
	for (i = 0; i < gd->nfeatures && n < max; i++)
		row[n++] = (struct trow){ &gd->features[i], 0 };
	for (i = 0; i < gd->nhexsides && n < max; i++)
		row[n++] = (struct trow){ &gd->hexsides[i], 1 };
	return n;
}

/* "Archers", "Archers and Leader" */
static void
type_names(const struct gamedata *gd, unsigned mask, struct buf *b)
{
	const char *name[GD_MAX_TYPES];
	int i, n = 0;

	for (i = 0; i < gd->ntypes && i < GD_MAX_TYPES; i++)
		if (mask & (1u << i))
			name[n++] = gd->types[i].name;
	buf_join(b, name, n, "and");
}

/* Is mask some of the unit types, not all of them? */
static int
some_types(const struct gamedata *gd, unsigned mask)
{
	unsigned all = gd->ntypes >= 32 ? ~0u : (1u << gd->ntypes) - 1;

	return mask != 0 && (mask & all) != all;
}

/* The footnote of "only these types": what it limits depends on where
 * the chart uses it (who may enter, whose DF is multiplied). */
static char *
only_note(const struct gamedata *gd, const struct trow *row, int n,
    unsigned mask)
{
	const char *enter_sec = NULL;
	struct buf names;
	char *s;
	int i, enter = 0, df = 0;

	for (i = 0; i < n; i++) {
		if (row[i].t->enter == mask && some_types(gd, mask)) {
			enter = 1;
			if (enter_sec == NULL)
				enter_sec = row[i].t->enter_section;
		}
		if (row[i].t->df_types == mask && (row[i].t->df_missile > 1 ||
		    row[i].t->df_melee > 1))
			df = 1;
	}
	buf_init(&names);
	type_names(gd, mask, &names);
	s = xprintf("%s only:%s%s%s%s%s%s", names.s,
	    enter ? " in the MF column, no other unit may enter" : "",
	    enter && enter_sec ? " (§" : "", enter && enter_sec ? enter_sec :
	    "", enter && enter_sec ? ")" : "", enter && df ? ";" : "",
	    df ? " in the DF column, no other unit's DF is multiplied" : "");
	buf_free(&names);
	return s;
}

static void
mark(struct notes *notes, const char *text, struct buf *cell)
{
	notes_mark(notes, notes_add(notes, text), cell);
}

/* "1", "0.5" */
static void
cost(int cost2, struct buf *b)
{
	if (cost2 % 2 == 0)
		buf_printf(b, "%d", cost2 / 2);
	else
		buf_printf(b, "%d.5", cost2 / 2);
}

static char *
take(struct buf *b)
{
	char *s = xstrdup(b->s);

	buf_reset(b);
	return s;
}

static void
df_cell(const struct gamedata *gd, const struct trow *rows, int n,
    const struct terrain *t, struct notes *notes, struct buf *b)
{
	const char *melee = t->df_over_front ? "against mêlée only, and only "
	    "when every attacker is over the defender's front hexsides" :
	    "against mêlée only";
	char *only = NULL;

	if (some_types(gd, t->df_types))
		only = only_note(gd, rows, n, t->df_types);
	if (t->df_missile > 1 && t->df_missile == t->df_melee) {
		buf_printf(b, "x%d", t->df_missile);
		if (only != NULL)
			mark(notes, only, b);
	} else {
		if (t->df_missile > 1) {
			buf_printf(b, "x%d", t->df_missile);
			if (only != NULL)
				mark(notes, only, b);
			mark(notes, "against missile fire only", b);
		}
		if (t->df_melee > 1) {
			buf_printf(b, "%sx%d", t->df_missile > 1 ? ", " : "",
			    t->df_melee);
			if (only != NULL)
				mark(notes, only, b);
			mark(notes, melee, b);
		}
	}
	free(only);
}

/* Fills the table; the notes as a reader meets them. */
static void
fill(const struct gamedata *gd, struct ctab *tab, struct notes *notes)
{
	static const char *behind = "for a defender behind the hexside: "
	    "only when every attacker attacks across it";
	struct trow rows[3 * GD_MAX_TYPES];
	const struct terrain *t;
	struct buf b;
	char *s;
	int i, n, r;

	buf_init(&b);
	n = rows_of(gd, rows, (int)nitems(rows));
	for (i = 0; i < n; i++) {
		t = rows[i].t;
		r = ctab_row(tab);
		buf_puts(&b, t->name);
		if (t->reconstructed != NULL) {
			s = xprintf("reconstructed: see " RECON_DOC ", entry "
			    "'%s'", t->reconstructed);
			mark(notes, s, &b);
			free(s);
		}
		ctab_set(tab, r, COL_NAME, take(&b));
		if (t->impassable)
			buf_puts(&b, "impassable");
		else if (t->cost2 > 0 || !rows[i].hexside)
			cost(t->cost2, &b);
		if (t->crossing && t->road_cost2 != t->cost2) {
			buf_puts(&b, ", road ");
			cost(t->road_cost2, &b);
		}
		if (some_types(gd, t->enter)) {
			s = only_note(gd, rows, n, t->enter);
			mark(notes, s, &b);
			free(s);
		}
		if (b.len > 0)
			ctab_set(tab, r, COL_MF, take(&b));
		df_cell(gd, rows, n, t, notes, &b);
		if (b.len > 0)
			ctab_set(tab, r, COL_DF, take(&b));
		if (t->drm != 0) {
			buf_printf(&b, "%+d", t->drm);
			if (rows[i].hexside)
				mark(notes, behind, &b);
			ctab_set(tab, r, COL_DRM, take(&b));
		}
		if (t->shift != 0) {
			buf_printf(&b, "%+d", t->shift);
			if (rows[i].hexside)
				mark(notes, behind, &b);
			ctab_set(tab, r, COL_SHIFT, take(&b));
		}
		if (t->no_retreat)
			ctab_set(tab, r, COL_RETREAT, xstrdup("no"));
		if (t->blocks_zoc)
			ctab_set(tab, r, COL_ZOC, xstrdup("stops"));
		if (t->blocks_los)
			ctab_set(tab, r, COL_LOS, xstrdup("blocks"));
		if (t->section != NULL)
			ctab_set(tab, r, COL_RULE, xstrdup(t->section));
	}
	buf_free(&b);
}

/* "MF" from the stat's id "mf" */
static char *
stat_head(const struct gamedata *gd, int stat, const char *dflt)
{
	char *s;
	int i;

	if (stat < 0 || stat >= gd->nstats)
		return xstrdup(dflt);
	s = xstrdup(gd->stats[stat].id);
	for (i = 0; s[i] != '\0'; i++)
		if (s[i] >= 'a' && s[i] <= 'z')
			s[i] -= 'a' - 'A';
	return s;
}

/* What each column kept means, and which rows are hexsides. */
static void
legend(const struct gamedata *gd, const struct ctab *tab, int width,
    struct buf *out)
{
	const char *names[GD_MAX_TYPES];
	struct buf b;
	char *s;
	int c, i;

	buf_init(&b);
	for (c = 1; c < tab->ncols; c++) {
		const char *h = tab->head[c];

		buf_reset(&b);
		if (strcmp(h, "DRM") == 0)
			buf_puts(&b, "DRM: added to the die roll of an attack "
			    "on a unit in it");
		else if (strcmp(h, "Column") == 0)
			buf_puts(&b, "Column: the combat results table "
			    "columns the odds of an attack on a unit in it "
			    "move (-1: one column lower)");
		else if (strcmp(h, "Retreat") == 0)
			buf_puts(&b, "Retreat: no: no retreat across it");
		else if (strcmp(h, "ZOC") == 0)
			buf_puts(&b, "ZOC: stops: zones of control end at it");
		else if (strcmp(h, "LOS") == 0)
			buf_puts(&b, "LOS: blocks: it blocks the line of "
			    "sight");
		else if (c == 1)
			buf_printf(&b, "%s: what entering it costs", h);
		else if (c == 2 && strcmp(h, "Rule") != 0)
			buf_printf(&b, "%s: the defender's %s, multiplied", h,
			    h);
		else
			continue;
		chart_wrap(out, "", b.s, width);
	}
	for (i = 0; i < gd->nhexsides && i < GD_MAX_TYPES; i++)
		names[i] = gd->hexsides[i].name;
	if (i > 0) {
		buf_reset(&b);
		buf_join(&b, names, i, "and");
		s = xprintf("%s %s on hexsides, between two hexes.", b.s,
		    i == 1 ? "lies" : "lie");
		chart_wrap(out, "", s, width);
		free(s);
	}
	buf_free(&b);
}

int
chart_terrain(const struct gamedata *gd, int width, struct buf *out)
{
	struct notes notes;
	struct ctab tab;
	char *s;
	int pass, r, c;

	chart_wrap(out, "", "Terrain effects chart: what each terrain, feature "
	    "and hexside costs to enter, and what it does in combat", width);
	buf_puts(out, "\n");
	notes_init(&notes, 0);
	for (pass = 0; pass < 2; pass++) {
		ctab_init(&tab, NCOL);
		ctab_head(&tab, COL_NAME, "Terrain");
		s = stat_head(gd, gd->movement.stat, "Cost");
		ctab_head(&tab, COL_MF, s);
		free(s);
		s = stat_head(gd, gd->combat.defence_stat, "DF");
		ctab_head(&tab, COL_DF, s);
		free(s);
		ctab_head(&tab, COL_DRM, "DRM");
		ctab_head(&tab, COL_SHIFT, "Column");
		ctab_head(&tab, COL_RETREAT, "Retreat");
		ctab_head(&tab, COL_ZOC, "ZOC");
		ctab_head(&tab, COL_LOS, "LOS");
		ctab_head(&tab, COL_RULE, "Rule");
		fill(gd, &tab, &notes);
		if (pass == 0) {
			ctab_free(&tab);
			continue;
		}
		ctab_prune(&tab);
		/* a kept column: no effect is "-" */
		for (r = 0; r < tab.nrows; r++)
			for (c = 1; c < tab.ncols; c++)
				if (tab.cell[r * tab.ncols + c] == NULL)
					ctab_set(&tab, r, c, xstrdup("-"));
		ctab_render(&tab, width, out);
		buf_puts(out, "\n");
		legend(gd, &tab, width, out);
		ctab_free(&tab);
	}
	if (notes.n > 0) {
		buf_puts(out, "\n");
		notes_render(&notes, width, out);
	}
	notes_free(&notes);
	return 0;
}

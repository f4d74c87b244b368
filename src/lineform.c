/* lineform: line formations (lineform.h; spi-agincourt 5.41-5.43).  The
 * refusals are records (ruling.h RS_REFUSE_LINE_GAP, _THROUGH), rendered
 * by narrate-line.c. */
#include "lineform.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "footprint.h"
#include "gdload.h"
#include "narrate.h"
#include "ruling.h"

#define NEAR_MAX	12	/* enemy units next to one hex: six
				   neighbours, each of two units at most
				   in play; room to spare */

/* A section into one of the rules' fixed strings (24 bytes), else the
 * block's own. */
static int
copy_section(struct loader *l, const struct ynode *m, const char *key,
    char out[24], const char *dflt)
{
	const struct ynode *v = ymap_get(m, key);

	if (v != NULL && strlen(v->value) >= 24)
		return ld_fail(l, v, "expected a section of at most 23 "
		    "characters");
	snprintf(out, 24, "%s", v != NULL ? v->value : dflt);
	return 0;
}

int
lineform_load(struct loader *l, struct gamedata *gd, const struct ynode *mv)
{
	static const struct yfield fields[] = {
		{ "section", Y_SCALAR, 0 }, { "not", Y_SEQ, 0 },
		{ "gap_section", Y_SCALAR, 0 },
		{ "through_section", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	struct line_rules *r = &gd->lines;
	const struct ynode *m = mv != NULL ? ymap_get(mv, "line_formation") :
	    NULL;
	char *s = NULL;

	if (m == NULL)
		return 0;
	if (m->type != Y_MAP)
		return ld_fail(l, m, "expected a mapping: line_formation: "
		    "{section, not: [types]}");
	if (ymap_check(&l->d, m, fields, "line formations", &l->cause) != 0 ||
	    ld_types(l, gd, m, "not", &r->form_not) != 0 ||
	    ld_section(l, m, "section", "line formations", &s) != 0)
		return -1;
	if (strlen(s) >= sizeof r->form_section) {
		free(s);
		return ld_fail(l, ymap_get(m, "section"), "expected a section "
		    "of at most %zu characters", sizeof r->form_section - 1);
	}
	snprintf(r->form_section, sizeof r->form_section, "%s", s);
	free(s);
	if (copy_section(l, m, "gap_section", r->gap_section,
	    r->form_section) != 0 ||
	    copy_section(l, m, "through_section", r->through_section,
	    r->form_section) != 0)
		return -1;
	r->formation = 1;
	return 0;
}

int
lineform_combat(const struct gamedata *gd, int unit)
{
	return !(gd->lines.form_not & (1u << gd->units[unit].type));
}

/* Is there an enemy of f standing next to a hex of u? */
static int
unit_next_to(const struct state *st, int u, struct hex h)
{
	struct hex fp[2];
	int n = footprint_hexes(st, u, fp), k;

	for (k = 0; k < n; k++)
		if (hex_distance(&st->gd->grid, fp[k], h) == 1)
			return 1;
	return 0;
}

static int
covers(const struct state *st, int u, struct hex h)
{
	return footprint_covers(st, u, h);
}

/* Two units next to each other: a hex of one next to a hex of the
 * other. */
static int
units_touch(const struct state *st, int a, int b)
{
	struct hex fa[2];
	int n = footprint_hexes(st, a, fa), k;

	for (k = 0; k < n; k++)
		if (unit_next_to(st, b, fa[k]))
			return 1;
	return 0;
}

/* The enemy combat units (of the mover's enemies) next to h, each once:
 * how many, in out. */
static int
enemies_near(const struct state *st, int unit, struct hex h, int *out)
{
	const struct gamedata *gd = st->gd;
	int d, u, k, n = 0;

	for (d = 0; d < HEX_DIRS; d++) {
		struct hex nb = hex_neighbour(&gd->grid, h, d);

		for (u = board_first_in(st, nb); u >= 0;
		    u = board_next_in(st, nb, u)) {
			if (u == unit || gd->units[u].faction ==
			    gd->units[unit].faction || !st->u[u].on_map ||
			    !lineform_combat(gd, u))
				continue;
			for (k = 0; k < n && out[k] != u; k++)
				;
			if (k == n && n < NEAR_MAX)
				out[n++] = u;
		}
	}
	return n;
}

/* How many hexes lie next to both a and b (neither covering them);
 * whether the map holds them does not matter: the line is the units'
 * (the reading in doc/reconstructions.md). */
static int
common_hexes(const struct state *st, int a, int b)
{
	const struct grid *g = &st->gd->grid;
	struct hex fa[2], seen[12];
	int na = footprint_hexes(st, a, fa), i, d, k, n = 0;

	for (i = 0; i < na; i++)
		for (d = 0; d < HEX_DIRS; d++) {
			struct hex h = hex_neighbour(g, fa[i], d);

			if (covers(st, a, h) || covers(st, b, h) ||
			    !unit_next_to(st, b, h))
				continue;
			for (k = 0; k < n && !hex_eq(seen[k], h); k++)
				;
			if (k == n && n < 12)
				seen[n++] = h;
		}
	return n;
}

static struct ruling_step *
refusal(const struct state *st, struct ruling *no, enum ruling_concept c,
    int unit, int a, int b, struct hex from, struct hex to)
{
	const struct gamedata *gd = st->gd;
	struct ruling_step *s;

	ruling_init(no);
	s = ruling_add(no, c, gd->id, c == RS_REFUSE_LINE_GAP ?
	    gd->lines.gap_section : gd->lines.through_section);
	ruling_word(s, gd->units[unit].id);
	ruling_word(s, gd->units[a].id);
	ruling_word(s, gd->units[b].id);
	ruling_num(s, "to_col", to.col);
	ruling_num(s, "to_row", to.row);
	ruling_num(s, "at_col", from.col);
	ruling_num(s, "at_row", from.row);
	return s;
}

int
lineform_step_rec(const struct state *st, int unit, struct hex from,
    struct hex to, struct ruling *no)
{
	int at[NEAR_MAX], there[NEAR_MAX], nat, nto, i, j, k;

	if (!st->gd->lines.formation)
		return 0;
	nto = enemies_near(st, unit, to, there);
	if (nto < 2)
		return 0;	/* 5.43: one enemy, or none, bars nothing */
	/* 5.41: the hex is the only one next to two enemy units */
	for (i = 0; i < nto; i++)
		for (j = i + 1; j < nto; j++)
			if (common_hexes(st, there[i], there[j]) == 1) {
				refusal(st, no, RS_REFUSE_LINE_GAP, unit,
				    there[i], there[j], from, to);
				return -1;
			}
	/* 5.42: from next to two that do not touch, into next to both */
	nat = enemies_near(st, unit, from, at);
	for (i = 0; i < nat; i++)
		for (j = i + 1; j < nat; j++) {
			if (units_touch(st, at[i], at[j]))
				continue;
			for (k = 0; k < nto && there[k] != at[i]; k++)
				;
			if (k == nto)
				continue;
			for (k = 0; k < nto && there[k] != at[j]; k++)
				;
			if (k == nto)
				continue;
			refusal(st, no, RS_REFUSE_LINE_THROUGH, unit, at[i],
			    at[j], from, to);
			return -1;
		}
	return 0;
}

int
lineform_pair(const struct state *st, int unit, struct hex a, struct hex b,
    struct hex na, struct hex nb, char **cause)
{
	struct ruling no;
	int rc = 0;

	if (!st->gd->lines.formation)
		return 0;
	if (!covers(st, unit, na) || hex_eq(a, b))
		rc = lineform_step_rec(st, unit, a, na, &no);
	if (rc == 0 && !hex_eq(a, b) && !covers(st, unit, nb))
		rc = lineform_step_rec(st, unit, b, nb, &no);
	if (rc != 0)
		*cause = narrate_refusal(st->gd, &no);
	return rc;
}

/* linescen: a scenario's line movement (linemove.h): the factions that
 * move in lines in this battle, in place of those the game's rules:
 * line_movement: names (spi-agincourt 20.43E: every unit, English too,
 * in the Open Field of Battle). */
#include "linemove.h"

#include <string.h>

#include "gdload.h"

int
linemove_scenario_load(struct loader *l, const struct gamedata *gd,
    struct scenario *sc, const struct ynode *root)
{
	static const struct yfield fields[] = {
		{ "factions", Y_SEQ, 1 }, { NULL, 0, 0 }
	};
	const struct ynode *m = ymap_get(root, "line_movement");

	if (m == NULL)
		return 0;
	if (!gd->lines.movement)
		return ld_fail(l, m, "the game has no line movement (rules: "
		    "line_movement:) for a scenario to change");
	if (ymap_check(&l->d, m, fields, "a scenario's line movement",
	    &l->cause) != 0 || linemove_factions(l, gd,
	    ymap_get(m, "factions"), &sc->line_factions) != 0)
		return -1;
	sc->line_set = 1;
	return 0;
}

void
linemove_scenario_apply(struct gamedata *gd, const struct scenario *sc)
{
	if (sc->line_set)
		gd->lines.factions = sc->line_factions;
}

void
linemove_scenario_show(const struct gamedata *gd, const struct scenario *sc,
    struct buf *b)
{
	const char *sep = " ";
	int f;

	if (!sc->line_set)
		return;
	buf_puts(b, "line movement:");
	for (f = 0; f < gd->nfactions; f++)
		if (sc->line_factions & (1u << f)) {
			buf_printf(b, "%s%s", sep, gd->factions[f].name);
			sep = ", ";
		}
	if (sc->line_factions == 0)
		buf_puts(b, " none");
	buf_printf(b, " (§%s)\n", gd->lines.section);
}

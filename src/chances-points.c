/* chances-points: the chances of a morale check by points before the
 * dice (`odds morale UNIT`; spi-agincourt §10.11, §10.12, §10.4): the
 * plan of moralepoints.c, with the game's hooks asked as a morale
 * modifier's are (rulehook.c), rendered by narrate-morale.c. */
#include "chances-points.h"

#include <stdlib.h>
#include <string.h>

#include "chancetab.h"
#include "moralepoints.h"
#include "narrate.h"
#include "rulehook.h"
#include "ruling.h"

/* The game's Tcl asked on a copy (rulehook.c), PROC morale UNIT ID, its
 * answer read as the check reads it (morale_points_answer). */
static int
ask_rulehook(void *ctx, const struct state *st, const char *proc, int unit,
    const char *id, int *value, char **cause)
{
	const char *argv[3];
	char *a = NULL, *what;
	int rc;

	(void)ctx;
	argv[0] = "morale";
	argv[1] = st->gd->units[unit].id;
	argv[2] = id;
	what = xprintf("the morale term %s", id);
	rc = rulehook_text(st, what, proc, 3, argv, &a, cause);
	if (rc == 0 && morale_points_answer(a, value) != 0) {
		*cause = xprintf("%s: %s answered \"%s\", expected a number "
		    "(or \"value N\", or 1 or 0)", what, proc, a);
		rc = -1;
	}
	free(a);
	free(what);
	return rc;
}

int
morale_points_odds(const struct state *st, int unit, struct buf *b,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	struct mp_plan p;
	struct ruling r;
	struct ruling_step *s;
	double none = 1.0;
	int i;

	if (morale_points_plan(st, unit, ask_rulehook, NULL, &p, cause) != 0)
		return -1;
	ruling_init(&r);
	morale_points_rec(st, unit, &p, &r);
	for (i = 0; i < p.nrolls; i++) {
		s = ruling_add(&r, RS_MORALE_POINTS_ODDS, gd->id,
		    p.tab->section);
		ruling_word(s, gd->units[unit].id);
		ruling_word(s, chance_table_row_label(p.tab, p.roll[i]));
		/* why a cell was rebuilt, said once for the cells that share it */
		ruling_word(s, p.recon[i] != NULL && (i == 0 ||
		    p.recon[i - 1] == NULL || strcmp(p.recon[i], p.recon[i - 1])
		    != 0) ? p.recon[i] : "");
		ruling_num(s, "roll", i + 1);
		ruling_num(s, "points", p.roll[i]);
		ruling_num(s, "pct", p.pct[i]);
		s->recon = p.recon[i] != NULL;
		none *= (100 - p.pct[i]) / 100.0;
	}
	if (p.nrolls > 0) {
		s = ruling_add(&r, RS_MORALE_POINTS_NONE, gd->id,
		    gd->morale.points->effect_section);
		ruling_word(s, gd->units[unit].id);
		ruling_num(s, "rolls", p.nrolls);
		/* the chance that no roll happens, in tenths of a percent */
		ruling_num(s, "permille", (int)(none * 1000.0 + 0.5));
	}
	narrate_ruling(gd, &r, b);
	ruling_free(&r);
	return 0;
}

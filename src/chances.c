/* chances: exact chances of a CRT column and of a morale check. */
#include "chances.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "combat.h"
#include "morale.h"
#include "reconstructed.h"
#include "rout.h"
#include "sides.h"

void
chances_combat(const struct state *st, int col, int drm, struct buf *b)
{
	const struct crt *crt = &st->gd->combat.crt;
	long ways[256], total = 0, count[16] = { 0 }, none = 0;
	int n, lo, i, t, r, k, shown;
	const char *res;

	/* any dice form: d66's gaps, Fudge dice below zero, sums */
	if ((n = dice_ways(&crt->dice, ways, (int)nitems(ways), &lo)) < 0) {
		buf_printf(b, "chances at %s: %s has too many totals to "
		    "count\n", crt->cols[col].label, crt->dice.text);
		return;
	}
	for (i = 0; i < n; i++) {
		if (ways[i] == 0)
			continue;
		t = lo + i;
		total += ways[i];
		res = crt_result(crt, col, t + crt->dice.mod + drm);
		for (r = 0; r < crt->nresults && r < 16; r++)
			if (strcmp(crt->results[r].code, res) == 0)
				break;
		if (r < crt->nresults && r < 16)
			count[r] += ways[i];
		else
			none += ways[i];
	}
	buf_printf(b, "chances at %s, DRM %+d:", crt->cols[col].label, drm);
	for (k = 0, shown = 0; k <= crt->nresults && k < 16; k++) {
		long c = k < crt->nresults ? count[k] : none;

		if (c == 0 && crt->nresults > 3)
			continue;	/* long tables: only what can happen */
		buf_printf(b, "%s %s ", shown++ ? "," : "", k < crt->nresults ?
		    crt->results[k].code : "-");
		buf_fraction(b, c, total);
	}
	buf_puts(b, " (any effect ");
	buf_fraction(b, total - none, total);
	buf_puts(b, ")");
	if (recon_chances(crt, col, drm))
		buf_puts(b, " " RECON_MARK);
	buf_puts(b, "\n");
}

int
chances_morale(const struct state *st, int unit, struct buf *b,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct morale_rules *mr = &gd->morale;
	const struct combat_rules *cr = &gd->combat;
	const struct unit_def *ud = &gd->units[unit];
	const struct unit_state *us = &st->u[unit];
	const struct modifier *ex;
	struct buf why;
	long ways[256], total = 0, pass = 0, equal = 0;
	int n, lo, i, t, drm, rating, gone;

	if (mr->stat < 0) {
		*cause = xprintf("%s has no morale checks", gd->title);
		return -1;
	}
	if (!us->on_map) {
		*cause = xprintf("%s %s: only a unit on the map checks its "
		    "morale", ud->id, us->eliminated ? "has been eliminated" :
		    "is not on the map");
		return -1;
	}
	ex = morale_exempt(st, unit);
	if (ex != NULL && ex->when == WHEN_ALWAYS) {
		*cause = xprintf("%s never checks its morale: %s (§%s)",
		    ud->id, ex->text, sec(ex->section));
		return -1;
	}
	if (baggage_type(gd, ud->type)) {
		*cause = xprintf("%s is baggage: a morale check has no effect "
		    "on it (§%s)", ud->id, baggage_section(gd));
		return -1;
	}
	buf_init(&why);
	if (morale_drm_checked(st, unit, &why, &drm, cause) != 0) {
		buf_free(&why);
		return -1;
	}
	rating = mr->kind == MORALE_ROLL_VS_STRENGTH ?
	    combat_strength(st, unit, 1) : sides_stat(st, unit, mr->stat);
	if ((n = dice_ways(&mr->dice, ways, (int)nitems(ways), &lo)) < 0) {
		buf_free(&why);
		*cause = xprintf("the morale dice %s have too many totals to "
		    "count", mr->dice.text);
		return -1;
	}
	for (i = 0; i < n; i++) {
		t = lo + i;
		total += ways[i];
		if (mr->kind == MORALE_ROLL_VS_STRENGTH) {
			/* the modifiers raise the morale value */
			pass += t + mr->dice.mod < rating + drm ? ways[i] : 0;
			equal += t + mr->dice.mod == rating + drm ? ways[i] : 0;
		} else
			pass += t + mr->dice.mod + drm >= rating ? ways[i] : 0;
	}
	if (mr->kind == MORALE_ROLL_VS_STRENGTH) {
		buf_printf(b, "morale check of %s (morale %d", ud->id, rating);
		if (drm != 0)
			buf_printf(b, " %c %d = %d", drm < 0 ? '-' : '+',
			    drm < 0 ? -drm : drm, rating + drm);
		buf_printf(b, ", §%s): %s against it, lower has no effect, "
		    "equal retreats, higher loses a step\n", sec(mr->section),
		    mr->dice.text);
	} else
		buf_printf(b, "morale check of %s (MR %d, §%s): %s + DRM "
		    "passes at %d or more\n", ud->id, rating, sec(mr->section),
		    mr->dice.text, rating);
	if (why.len > 0)
		buf_add(b, why.s, why.len);
	else
		buf_puts(b, mr->kind == MORALE_ROLL_VS_STRENGTH ?
		    "  morale: no modifier\n" : "  DRM: none\n");
	buf_free(&why);
	if (mr->kind == MORALE_ROLL_VS_STRENGTH) {
		gone = us->steps_lost > 0 || (cr->reduced_stat >= 0 &&
		    sides_stat(st, unit, cr->reduced_stat) == 0);
		buf_puts(b, "chances: no effect ");
		buf_fraction(b, pass, total);
		buf_puts(b, ", retreat ");
		buf_fraction(b, equal, total);
		buf_printf(b, ", %s ", gone ? "eliminated" : "step lost");
		buf_fraction(b, total - pass - equal, total);
		buf_puts(b, "\n");
	} else {
		buf_printf(b, "chances at DRM %+d: passes ", drm);
		buf_fraction(b, pass, total);
		buf_puts(b, ", fails ");
		buf_fraction(b, total - pass, total);
		if (us->routed)
			buf_printf(b, " (routed: a failure after combat "
			    "eliminates it, §%s)\n", gd_sec(gd, SEC_ROUT_AGAIN));
		else
			buf_printf(b, " (a failure routs it, §%s)\n",
			    rout_section(gd));
	}
	if (ex != NULL)
		buf_printf(b, "after combat it takes no check: %s (§%s)\n",
		    ex->text, sec(ex->section));
	return 0;
}

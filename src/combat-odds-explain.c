/* combat-odds-explain: how the odds-crt mechanism tells the players the
 * numbers of an attack and the sections it applied. */
#include "combat.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "reconstructed.h"

static int
is_added(const struct state *st, const struct modifier *m)
{
	const struct combat_rules *cr = &st->gd->combat;

	return m >= cr->added && m < cr->added + cr->nadded;
}

void
combat_explain(const struct state *st, const struct attack *at,
    const struct odds *o, struct buf *b)
{
	const struct gamedata *gd = st->gd;
	const struct crt *crt = &gd->combat.crt;
	int i, total_line = 0;

	buf_printf(b, "odds: AF %d", o->af);
	if (at->natt > 1 || o->extra_af > 0 || o->penalty > 0 ||
	    o->fire_penalty > 0 || o->charge > 0) {
		buf_puts(b, " (");
		for (i = 0; i < at->natt; i++)
			buf_printf(b, "%s%d", i ? " + " : "",
			    combat_strength(st, at->att[i], 0));
		if (o->penalty > 0)
			buf_printf(b, " - %d", o->penalty);
		if (o->fire_penalty > 0)
			buf_printf(b, " - %d", o->fire_penalty);
		if (o->charge > 0)
			buf_printf(b, " + %d charge", o->charge);
		if (o->extra_af > 0)
			buf_printf(b, " + %d", o->extra_af);
		buf_puts(b, ")");
	}
	buf_printf(b, " against DF %d", o->df);
	if (st->u[at->def].routed)
		buf_printf(b, " (routed: half DF)");
	if (o->df_by != NULL)
		buf_printf(b, " (%d doubled: %s%s%s, §%s)", o->df_base,
		    o->df_by->name, o->df_by->reconstructed ? " " RECON_MARK :
		    "", o->df_by->df_over_front ? ", every attack over its "
		    "front hexsides" : "", sec(o->df_by->section));
	if (o->col >= 0) {
		const struct crt_column *c = &crt->cols[o->col_ratio];

		buf_printf(b, " is %d:%d", o->af, o->df);
		/* say how the ratio became a column only where it did */
		if (o->capped)
			buf_printf(b, ", counted as %s", c->label);
		else if (o->af * c->def != c->att * o->df)
			buf_printf(b, ", rounded down to %s", c->label);
		else if (o->af != c->att || o->df != c->def)
			buf_printf(b, ", that is %s", c->label);
		if (o->col != o->col_ratio)
			buf_printf(b, ", shifted to %s by the terrain",
			    crt->cols[o->col].label);
		else if (o->shift != 0)
			buf_printf(b, ", already the %s column: the terrain "
			    "cannot shift it further", o->shift < 0 ? "lowest" :
			    "highest");
		buf_printf(b, " (§%s)\n", sec(crt->odds_section));
	} else
		buf_printf(b, ": below %s (§%s)\n", crt->cols[0].label,
		    sec(crt->odds_section));
	if (o->df_by != NULL && o->df_by->df_over_front && o->off_stakes >= 0)
		buf_printf(b, "%s is over a front hexside of %s that the %s "
		    "is not drawn on: doubled all the same, the front is "
		    "enough (our reading of §%s)\n", gd->units[o->off_stakes].id,
		    gd->units[at->def].id, o->df_by->name,
		    sec(o->df_by->section));
	if (o->df_not != NULL)
		buf_printf(b, "no doubling by the %s: %s (§%s)\n",
		    o->df_not->name, st->u[at->def].routed ? "a routed unit "
		    "has no front hexsides" : "not every attack comes over "
		    "the defender's front hexsides", sec(o->df_not->section));
	if (o->penalty > 0)
		buf_printf(b, "missile units in mêlée: -%d strength (§%s)\n",
		    o->penalty, sec(gd->combat.missile.section));
	if (o->fire_penalty > 0)
		buf_printf(b, "%s: -%d strength\n", gd->fire_penalty_why,
		    o->fire_penalty);
	if (o->def_penalty > 0)
		buf_printf(b, "a missile unit defending hand to hand: -%d "
		    "strength (§%s)\n", o->def_penalty,
		    sec(gd->combat.missile.section));
	if (o->charge > 0)
		buf_printf(b, "charge: +%d strength, straight at the enemy "
		    "over clear or road hexes (§%s)\n", o->charge,
		    sec(gd->charge.section));
	if (o->baggage > 0)
		buf_printf(b, "the baggage with it adds %d to the defence "
		    "(§%s)\n", o->baggage, sec(gd->combat.baggage_section));
	else if (is_baggage(st, at->def))
		buf_printf(b, "baggage defends at %d, whatever the terrain "
		    "(§%s)\n", o->df_base, sec(gd->combat.baggage_section));
	if (o->extra_af > 0 || o->extra_df > 0)
		buf_printf(b, "commanders add %d to the attack, %d to the "
		    "defence (§%s)\n", o->extra_af, o->extra_df,
		    sec(gd->combat.commander_section));
	for (i = 0; i < o->nterrain; i++) {
		const char *mark = o->terrain[i].t->reconstructed ?
		    " " RECON_MARK : "";

		if (o->terrain[i].shift != 0)
			buf_printf(b, "column %+d: %s (§%s)%s\n",
			    o->terrain[i].shift, o->terrain[i].t->name,
			    sec(o->terrain[i].t->section), mark);
		if (o->terrain[i].value != 0)
			buf_printf(b, "DRM %+d: %s (§%s)%s\n",
			    o->terrain[i].value, o->terrain[i].t->name,
			    sec(o->terrain[i].t->section), mark);
	}
	if (at->kind == KIND_MISSILE)
		buf_printf(b, "range: %d hex%s (§%s)\n", o->range,
		    o->range == 1 ? "" : "es",
		    sec(gd->combat.missile.range_section));
	{
		int tdrm = 0;

		for (i = 0; i < o->nterrain; i++)
			tdrm |= o->terrain[i].value;
		if (o->nfound == 0 && tdrm == 0)
			buf_puts(b, "DRM: none\n");
		if (o->nfound + (tdrm != 0) > 1 || (o->nterrain > 1 && tdrm))
			total_line = 1;
	}
	for (i = 0; i < o->nfound; i++) {
		const struct modifier *m = o->found[i].m;

		buf_printf(b, "DRM %+d: %s (§%s)", o->found[i].value, m->text,
		    sec(m->section));
		if (gd->combat.drm_best_only && !is_added(st, m) &&
		    i != o->best)
			buf_puts(b, ": not applied, only the best DRM counts");
		if (m->reconstructed != NULL)
			buf_puts(b, " " RECON_MARK);
		buf_puts(b, "\n");
	}
	if (o->nfound > 1 || total_line)
		buf_printf(b, "DRM total: %+d%s%s%s\n", o->drm,
		    gd->combat.drm_section ? " (§" : "",
		    gd->combat.drm_section ? gd->combat.drm_section : "",
		    gd->combat.drm_section ? ")" : "");
}

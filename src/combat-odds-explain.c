/* combat-odds-explain: the records of an odds-crt attack's numbers and
 * the sections it applied (ruling.h), rendered by narrate-ruling.c. */
#include "combat.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "narrate.h"
#include "reconstructed.h"
#include "ruling.h"

static int
is_added(const struct state *st, const struct modifier *m)
{
	const struct combat_rules *cr = &st->gd->combat;

	return m >= cr->added && m < cr->added + cr->nadded;
}

/* The attack's sum, the defence and the column: one line of text. */
static void
odds_steps(const struct state *st, const struct attack *at,
    const struct odds *o, struct ruling *r)
{
	const struct gamedata *gd = st->gd;
	const struct crt *crt = &gd->combat.crt;
	struct ruling_step *s;
	int i;

	s = ruling_add(r, RS_ODDS_ATTACK, gd->id, NULL);
	for (i = 0; i < at->natt; i++)
		ruling_num(s, "a", combat_strength(st, at->att[i], 0));
	ruling_num(s, "af", o->af);
	ruling_num(s, "penalty", o->penalty);
	ruling_num(s, "fire_penalty", o->fire_penalty);
	ruling_num(s, "charge", o->charge);
	ruling_num(s, "extra_af", o->extra_af);
	s->compare = "against";
	s = ruling_add(r, RS_ODDS_DEFENCE, gd->id, o->df_by != NULL ?
	    o->df_by->section : NULL);
	ruling_num(s, "df", o->df);
	ruling_num(s, "df_base", o->df_base);
	ruling_num(s, "routed", st->u[at->def].routed);
	if (o->df_by != NULL) {
		ruling_num(s, "doubled", 1);
		ruling_num(s, "over_front", o->df_by->df_over_front);
		ruling_word(s, o->df_by->name);
		s->recon = o->df_by->reconstructed != NULL;
	}
	if (o->col < 0) {
		s = ruling_add(r, RS_ODDS_BELOW, gd->id, crt->odds_section);
		ruling_word(s, crt->cols[0].label);
		s->compare = "<";
		return;
	}
	s = ruling_add(r, RS_ODDS_COLUMN, gd->id, crt->odds_section);
	{
		const struct crt_column *c = &crt->cols[o->col_ratio];

		ruling_num(s, "af", o->af);
		ruling_num(s, "df", o->df);
		ruling_num(s, "how", o->capped ? 1 : o->af * c->def !=
		    c->att * o->df ? 2 : o->af != c->att || o->df != c->def ?
		    3 : 0);
		ruling_num(s, "shifted", o->col != o->col_ratio);
		ruling_num(s, "by_modifiers", o->nshifts > 0);
		ruling_num(s, "limit", o->col != o->col_ratio ? 0 :
		    o->shift < 0 ? -1 : o->shift > 0 ? 1 : 0);
		ruling_word(s, c->label);
		ruling_word(s, crt->cols[o->col].label);
		s->compare = ">=";
	}
}

/* What was taken off or added, with the rule of each. */
static void
strength_steps(const struct state *st, const struct attack *at,
    const struct odds *o, struct ruling *r)
{
	const struct gamedata *gd = st->gd;
	const struct combat_rules *cr = &gd->combat;
	struct ruling_step *s;

	if (o->df_by != NULL && o->df_by->df_over_front && o->off_stakes >= 0) {
		s = ruling_add(r, RS_OFF_FRONT, gd->id, o->df_by->section);
		ruling_word(s, gd->units[o->off_stakes].id);
		ruling_word(s, gd->units[at->def].id);
		ruling_word(s, o->df_by->name);
	}
	if (o->df_not != NULL) {
		s = ruling_add(r, RS_NOT_DOUBLED, gd->id, o->df_not->section);
		ruling_word(s, o->df_not->name);
		ruling_num(s, "routed", st->u[at->def].routed);
	}
	if (o->penalty > 0)
		ruling_num(ruling_add(r, RS_MISSILE_PENALTY, gd->id,
		    cr->missile.section), "value", o->penalty);
	if (o->fire_penalty > 0) {
		s = ruling_add(r, RS_FIRE_PENALTY, gd->id, NULL);
		ruling_word(s, gd->fire_penalty_why);
		ruling_num(s, "value", o->fire_penalty);
	}
	if (o->def_penalty > 0)
		ruling_num(ruling_add(r, RS_DEFENDER_PENALTY, gd->id,
		    cr->missile.section), "value", o->def_penalty);
	if (o->charge > 0)
		ruling_num(ruling_add(r, RS_CHARGE, gd->id, gd->charge.section),
		    "value", o->charge);
	if (o->baggage > 0)
		ruling_num(ruling_add(r, RS_BAGGAGE_ADDS, gd->id,
		    gd->baggage.section), "value", o->baggage);
	else if (baggage_is(st, at->def))
		ruling_num(ruling_add(r, RS_BAGGAGE_DEFENDS, gd->id,
		    gd->baggage.section), "value", o->df_base);
	if (o->extra_af > 0 || o->extra_df > 0) {
		s = ruling_add(r, RS_COMMANDERS, gd->id, gd->commanders.section);
		ruling_num(s, "af", o->extra_af);
		ruling_num(s, "df", o->extra_df);
	}
}

/* The terrain, the range and the die roll modifiers. */
static void
drm_steps(const struct state *st, const struct attack *at,
    const struct odds *o, struct ruling *r)
{
	const struct gamedata *gd = st->gd;
	const struct combat_rules *cr = &gd->combat;
	struct ruling_step *s;
	int i, tdrm = 0, total_line = 0;

	for (i = 0; i < o->nterrain; i++) {
		const struct terrain *t = o->terrain[i].t;

		if (o->terrain[i].shift != 0) {
			s = ruling_add(r, RS_TERRAIN_SHIFT, gd->id, t->section);
			ruling_num(s, "value", o->terrain[i].shift);
			ruling_word(s, t->name);
			s->recon = t->reconstructed != NULL;
		}
		if (o->terrain[i].value != 0) {
			s = ruling_add(r, RS_TERRAIN_DRM, gd->id, t->section);
			ruling_num(s, "value", o->terrain[i].value);
			ruling_word(s, t->name);
			s->recon = t->reconstructed != NULL;
		}
	}
	for (i = 0; i < o->nshifts; i++) {
		const struct modifier *m = o->shifts[i].m;

		s = ruling_add(r, RS_MODIFIER_SHIFT, gd->id, m->section);
		ruling_num(s, "value", o->shifts[i].value);
		ruling_word(s, m->text);
		s->recon = m->reconstructed != NULL;
	}
	if (at->kind == KIND_MISSILE)
		ruling_num(ruling_add(r, RS_RANGE, gd->id,
		    cr->missile.range_section), "value", o->range);
	for (i = 0; i < o->nterrain; i++)
		tdrm |= o->terrain[i].value;
	if (o->nfound == 0 && tdrm == 0)
		ruling_add(r, RS_DRM_NONE, gd->id, NULL);
	if (o->nfound + (tdrm != 0) > 1 || (o->nterrain > 1 && tdrm))
		total_line = 1;
	for (i = 0; i < o->nfound; i++) {
		const struct modifier *m = o->found[i].m;

		s = ruling_add(r, RS_DRM, gd->id, m->section);
		ruling_num(s, "value", o->found[i].value);
		ruling_num(s, "dropped", cr->drm.best_only &&
		    !is_added(st, m) && i != o->best);
		ruling_word(s, m->text);
		s->recon = m->reconstructed != NULL;
	}
	if (o->nfound > 1 || total_line)
		ruling_num(ruling_add(r, RS_DRM_TOTAL, gd->id,
		    cr->drm.section), "value", o->drm);
}

void
combat_ruling(const struct state *st, const struct attack *at,
    const struct odds *o, struct ruling *r)
{
	odds_steps(st, at, o, r);
	strength_steps(st, at, o, r);
	drm_steps(st, at, o, r);
}

void
combat_explain(const struct state *st, const struct attack *at,
    const struct odds *o, struct buf *b)
{
	struct ruling r;

	if (b->quiet)
		return;	/* a replay's narration: nobody reads it */
	ruling_init(&r);
	combat_ruling(st, at, o, &r);
	narrate_ruling(st->gd, &r, b);
	ruling_free(&r);
}

void
combat_narrate_roll(const struct state *st, int col, const struct roll *roll,
    int drm, int mdr, const char *res, const struct crt_result *rd,
    struct buf *out)
{
	const struct crt *crt = &st->gd->combat.crt;
	struct ruling r;
	struct ruling_step *s;

	if (out->quiet)
		return;
	ruling_init(&r);
	s = ruling_add(&r, RS_CRT_ROLL, st->gd->id, rd != NULL ?
	    rd->section : crt->section);
	ruling_word(s, roll->e.text);	/* the roll as numbers too */
	ruling_roll_nums(s, roll);
	ruling_word(s, crt->cols[col].label);
	ruling_word(s, res);
	ruling_word(s, rd != NULL ? rd->name : "no effect");
	ruling_num(s, "roll", roll->total);
	ruling_num(s, "drm", drm);
	ruling_num(s, "mdr", mdr);
	s->compare = "at";
	/* a cell the rulebook does not print says so (`why` names it) */
	s->recon = recon_cell(crt, col, mdr) != NULL;
	narrate_ruling(st->gd, &r, out);
	ruling_free(&r);
}

/* rules: the parameters of the shared rule mechanisms (movement,
 * combat, morale), read from the game's YAML; the charge has its own
 * loader (charge.c), as have the sequence of play (seqload.c), the
 * modifiers (modload.c) and the CRT (crtload.c).  What a game does is
 * chosen here, in data; how is in the mechanism modules (move.c,
 * charge.c, combat.c, morale.c). */
#include "gdload.h"
#include "crtload.h"
#include "modload.h"
#include "apart.h"
#include "baggage.h"
#include "capture.h"
#include "combat.h"
#include "commanders.h"
#include "delegate.h"
#include "mail.h"
#include "undopolicy.h"
#include "elevation.h"
#include "morale.h"
#include "moralepoints.h"
#include "retreat.h"
#include "rout.h"
#include "duel.h"
#include "exit.h"
#include "task.h"

#include <stdlib.h>
#include <string.h>

/*
 * rules: the parameters of the shared mechanisms this game uses.
 *   movement: {stat: mf, section, face_costs_all, face_section,
 *              pass_through: [types], pass_section, routed_may_move,
 *              routed_section}
 *   charge:   read late, by charge.c
 */
int
rules_load(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "movement", Y_MAP, 0 }, { "charge", Y_MAP, 0 },
		{ "combat", Y_MAP, 0 }, { "morale", Y_MAP, 0 },
		{ "baggage", Y_MAP, 0 },	/* baggage.c */
		{ "commanders", Y_MAP, 0 },	/* commanders.c */
		{ "retreat", Y_MAP, 0 },	/* retreat.c */
		{ "rout", Y_MAP, 0 },		/* rout.c */
		{ "line_movement", Y_MAP, 0 },	/* linemove.c */
		{ "capture", Y_MAP, 0 },	/* capture.c */
		{ "apart", Y_SEQ, 0 },		/* apart.c */
		{ "fire", Y_MAP, 0 },		/* volley-load.c */
		{ "tasks", Y_MAP, 0 },		/* task.c */
		{ "duel", Y_MAP, 0 },		/* duel-load.c */
		{ "exit", Y_MAP, 0 },		/* exit.c */
		{ NULL, 0, 0 }
	};
	static const struct yfield mfields[] = {
		{ "stat", Y_SCALAR, 0 }, { "section", Y_SCALAR, 0 },
		{ "face_costs_all", Y_SCALAR, 0 },
		{ "face_section", Y_SCALAR, 0 },
		{ "pass_through", Y_SEQ, 0 }, { "pass_section", Y_SCALAR, 0 },
		{ "routed_may_move", Y_SCALAR, 0 },
		{ "routed_section", Y_SCALAR, 0 }, { "road_bonus", Y_SCALAR, 0 },
		{ "minimum_move", Y_SCALAR, 0 },
		{ "one_at_a_time", Y_SCALAR, 0 },
		{ "pass_friendly", Y_SCALAR, 0 }, { "zoc", Y_MAP, 0 },
		{ "line_formation", Y_MAP, 0 },	/* lineform.c */
		{ "uphill", Y_MAP, 0 }, { "steep", Y_MAP, 0 }, /* elevation.c */
		{ NULL, 0, 0 }
	};
	static const struct yfield zfields[] = {
		{ "section", Y_SCALAR, 0 }, { "without", Y_SEQ, 0 },
		{ "escape_option", Y_SCALAR, 0 },
		{ "escape_section", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	struct movement_rules *mv = &gd->movement;
	const struct ynode *v, *z;

	if (ymap_check(&l->d, m, fields, "rules", &l->cause) != 0)
		return -1;
	if ((v = ymap_get(m, "movement")) != NULL) {
		if (ymap_check(&l->d, v, mfields, "movement rules",
		    &l->cause) != 0)
			return -1;
		/* Without a stat every unit has one MP (the default). */
		if (ymap_get(v, "stat") != NULL && (mv->stat = gd_stat(gd,
		    ymap_get(v, "stat")->value)) < 0)
			return ld_fail(l, ymap_get(v, "stat"), "expected one of "
			    "the game's stats");
		if (ld_section(l, v, "section", "moves",
		    &mv->section) != 0 ||
		    ld_bool(l, v, "face_costs_all", 0,
		    &mv->face_costs_all) != 0 ||
		    ld_str(l, v, "face_section", &mv->face_section) != 0 ||
		    ld_types(l, gd, v, "pass_through",
		    &mv->pass_through) != 0 ||
		    ld_str(l, v, "pass_section", &mv->pass_section) != 0 ||
		    ld_bool(l, v, "routed_may_move", 1,
		    &mv->routed_may_move) != 0 ||
		    ld_str(l, v, "routed_section", &mv->routed_section) != 0 ||
		    ld_bool(l, v, "road_bonus", 0, &mv->road_bonus) != 0 ||
		    ld_bool(l, v, "minimum_move", 0, &mv->minimum_move) != 0 ||
		    ld_bool(l, v, "one_at_a_time", 0,
		    &mv->one_at_a_time) != 0 ||
		    ld_bool(l, v, "pass_friendly", 0,
		    &mv->pass_friendly) != 0 ||
		    elev_load_movement(l, gd, v) != 0)
			return -1;
		if ((z = ymap_get(v, "zoc")) != NULL) {
			mv->zoc = 1;
			if (ymap_check(&l->d, z, zfields, "zones of control",
			    &l->cause) != 0 ||
			    ld_section(l, z, "section", "the zones' rulings",
			    &mv->zoc_section) != 0 ||
			    ld_types(l, gd, z, "without",
			    &mv->no_zoc_types) != 0 ||
			    ld_str(l, z, "escape_section",
			    &mv->zoc_escape_section) != 0)
				return -1;
			if ((v = ymap_get(z, "escape_option")) != NULL &&
			    (mv->zoc_escape_option = gd_option(gd,
			    v->value)) < 0)
				return ld_fail(l, v, "expected one of the "
				    "game's options");
		}
	}
	return 0;
}

/* --- combat and morale ------------------------------------------------ */

static int
load_morale(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "stat", Y_SCALAR, 1 }, { "dice", Y_SCALAR, 1 },
		{ "section", Y_SCALAR, 0 }, { "rout_section", Y_SCALAR, 0 },
		{ "rally_section", Y_SCALAR, 0 }, { "rally_needs", Y_MAP, 0 },
		{ "modifiers", Y_SEQ, 0 }, { "exempt", Y_SEQ, 0 },
		{ "kind", Y_SCALAR, 1 }, { "points", Y_MAP, 0 },
		{ NULL, 0, 0 }
	};
	struct morale_rules *mr = &gd->morale;
	const struct ynode *v, *u;
	struct buf kinds;
	char *why = NULL;
	int k;

	if (ymap_check(&l->d, m, fields, "morale rules", &l->cause) != 0 ||
	    ld_stat(l, gd, m, "stat", &mr->stat) != 0 ||
	    ld_section(l, m, "section", "morale checks", &mr->section) != 0 ||
	    ld_str(l, m, "rout_section", &mr->rout_section) != 0 ||
	    ld_str(l, m, "rally_section", &mr->rally_section) != 0 ||
	    modload_list(l, gd, ymap_get(m, "modifiers"), MODBLOCK_MORALE,
	    mr->section, &mr->drms, &mr->ndrms) != 0 ||
	    modload_list(l, gd, ymap_get(m, "exempt"), MODBLOCK_EXEMPT,
	    mr->section, &mr->exempt, &mr->nexempt) != 0)
		return -1;
	if (dice_parse(ymap_get(m, "dice")->value, &mr->dice, &why) != 0) {
		ld_fail(l, ymap_get(m, "dice"), "%s", why);
		free(why);
		return -1;
	}
	/* the kind: each is its own file, dispatched in morale.c */
	v = ymap_get(m, "kind");
	buf_init(&kinds);
	if ((k = morale_kind_find(v->value, &kinds)) < 0) {
		ld_fail(l, v, "expected a morale kind: one of %s", kinds.s);
		buf_free(&kinds);
		return -1;
	}
	buf_free(&kinds);
	mr->kind = (enum morale_kind)k;
	/* kind points: its schedule (moralepoints.c) */
	if ((mr->kind == MORALE_POINTS) != (ymap_get(m, "points") != NULL))
		return ld_fail(l, m, "expected points: {...} with kind points, "
		    "and only then");
	if (mr->kind == MORALE_POINTS && morale_points_load(l, gd,
	    ymap_get(m, "points"), &mr->points) != 0)
		return -1;
	/* its "will melee" terms ask the combat kind (§9.31 in spi) */
	if (mr->points != NULL)
		mr->points->must_attack = combat_must_attack;
	mr->rally_needs_unit = -1;
	if ((v = ymap_get(m, "rally_needs")) != NULL) {
		if ((u = ymap_get(v, "unit")) == NULL || u->type != Y_SCALAR ||
		    (mr->rally_needs_unit = gd_unit_find(gd, u->value,
		    &why)) < 0) {
			free(why);
			return ld_fail(l, v, "expected {unit: ID, section}");
		}
		if (ld_str(l, v, "section", &mr->rally_needs_section) != 0)
			return -1;
	}
	return 0;
}

/* s, unless it is given, takes the section of the block it belongs to
 * (or NULL when that has none either). */
static void
settle(char **s, const char *enclosing)
{
	if (*s == NULL && enclosing != NULL)
		*s = xstrdup(enclosing);
}

/*
 * issue 12: no ruling cites "§?".  What a block's every ruling cites
 * its loader requires (ld_section: movement, zones of control, morale,
 * footprints, baggage, commanders); what only some rulings cite, an
 * optional key, falls back here to the section of the block it is part
 * of, once everything is read.  A game without a movement block moves
 * by the default rules, cited as its phase of movement (the first that
 * allows `move`) or its sequence of play.  tests/unit/test_sections.c
 * checks every shipped and test game.
 */
static void
settle_sections(struct gamedata *gd)
{
	struct movement_rules *mv = &gd->movement;
	struct combat_rules *c = &gd->combat;
	struct morale_rules *mr = &gd->morale;
	int i, k;

	for (i = 0; i < gd->sequence.nphases && mv->section == NULL; i++)
		for (k = 0; k < gd->sequence.phases[i].norders; k++)
			if (strcmp(gd->sequence.phases[i].orders[k],
			    "move") == 0)
				settle(&mv->section,
				    gd->sequence.phases[i].section);
	settle(&mv->section, gd->sequence.section);
	settle(&mv->face_section, mv->section);
	settle(&mv->pass_section, mv->section);
	settle(&mv->routed_section, mv->section);
	settle(&mv->zoc_escape_section, mv->zoc_section);
	/* vertex facing without footprints: its front hexes are a rule of
	 * movement (spi-agincourt §5.2) */
	settle(&gd->footprint.section, mv->section);
	/* a blocked line of sight: the game's line_of_sight: rule, else
	 * the fire's own */
	settle(&c->missile.los_section, gd->los_section);
	settle(&c->missile.los_section, c->missile.section);
	settle(&c->missile.range_section, c->missile.section);
	settle(&gd->section[SEC_FRONT], c->section);
	/* cited only when a counter-attack is barred (resolve.c) */
	settle(&gd->section[SEC_FLANK_REAR], c->counter.section);
	/* a retreat the table calls for, or the morale check (st-albans
	 * §9.10: equal retreats), when neither the retreat: block nor
	 * sections: retreat: gives its rule: the rule that called for it
	 * (a game whose results never retreat cites none) */
	if (gd->retreat.section == NULL) {
		for (i = 0; i < c->crt.nresults; i++)
			if (c->crt.results[i].retreat > 0)
				settle(&gd->section[SEC_RETREAT],
				    c->crt.section);
		if (mr->kind == MORALE_ROLL_VS_STRENGTH)
			settle(&gd->section[SEC_RETREAT], mr->section);
	}
	/* a routed unit, and one routed again: the rout's rule */
	settle(&gd->section[SEC_ROUTED], gd->rout.section != NULL ?
	    gd->rout.section : mr->rout_section);
	settle(&gd->section[SEC_ROUTED], mr->section);
	settle(&gd->section[SEC_ROUT_AGAIN], gd->section[SEC_ROUTED]);
	/* either names the commanders' rule (commanders.c) */
	settle(&gd->section[SEC_COMMANDERS], gd->commanders.section);
	settle(&gd->commanders.section, gd->section[SEC_COMMANDERS]);
}

static int
load_mechanisms(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	const struct ynode *v;

	gd->combat.attack_stat = -1;
	gd->combat.missile.range_stat = -1;
	gd->combat.reduced_stat = -1;
	gd->combat.missile.penalty_exempt = -1;
	gd->charge.mark = gd->charge.countered_by = -1;
	gd->morale.stat = -1;
	gd->morale.rally_needs_unit = -1;
	retreat_defaults(gd);	/* retreat and rout by kind: the first */
	rout_defaults(gd);
	if (m == NULL)
		return 0;
	if ((v = ymap_get(m, "combat")) != NULL && combat_load(l, gd, v) != 0)
		return -1;
	/* mechanisms of their own that combat, retreat and morale ask */
	if (baggage_load(l, gd, ymap_get(m, "baggage")) != 0 ||
	    commanders_load(l, gd, ymap_get(m, "commanders")) != 0 ||
	    capture_load(l, gd, ymap_get(m, "capture")) != 0 ||
	    apart_load(l, gd, ymap_get(m, "apart")) != 0 ||
	    task_load(l, gd, ymap_get(m, "tasks")) != 0 ||
	    duel_load(l, gd, ymap_get(m, "duel")) != 0 ||
	    exit_load(l, gd, ymap_get(m, "exit")) != 0)
		return -1;
	if ((v = ymap_get(m, "morale")) != NULL && load_morale(l, gd, v) != 0)
		return -1;
	/* after morale: a rout cites the morale rules' rout_section */
	if (((v = ymap_get(m, "retreat")) != NULL &&
	    retreat_load(l, gd, v) != 0) ||
	    ((v = ymap_get(m, "rout")) != NULL && rout_load(l, gd, v) != 0))
		return -1;
	/* after combat: its bonus may name one of combat's modifiers */
	if ((v = ymap_get(m, "charge")) != NULL && charge_load(l, gd, v) != 0)
		return -1;
	return 0;
}

int
rules_load_late(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	int rc = load_mechanisms(l, gd, m);

	if (rc == 0)
		settle_sections(gd);
	return rc;
}

int
rules_load_options(struct loader *l, struct gamedata *gd,
    const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "name", Y_SCALAR, 1 }, { "section", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	int i;

	if (m == NULL)
		return 0;
	if (m->n > 16)
		return ld_fail(l, m, "at most 16 optional rules");
	gd->options = xcalloc((size_t)m->n + 1, sizeof *gd->options);
	for (i = 0; i < m->n; i++) {
		struct game_option *o = &gd->options[gd->noptions++];

		o->id = xstrdup(m->keys[i]->value);
		if (ymap_check(&l->d, m->vals[i], fields, o->id,
		    &l->cause) != 0 ||
		    ld_str(l, m->vals[i], "name", &o->name) != 0 ||
		    ld_str(l, m->vals[i], "section", &o->section) != 0)
			return -1;
	}
	return 0;
}

void
rules_free(struct gamedata *gd)
{
	struct combat_rules *c = &gd->combat;
	struct morale_rules *m = &gd->morale;
	int i;

	free(gd->movement.section);
	free(gd->movement.face_section);
	free(gd->movement.pass_section);
	free(gd->movement.routed_section);
	free(gd->movement.zoc_section);
	free(gd->movement.zoc_escape_section);
	charge_free(&gd->charge);
	free(c->section);
	free(c->once.section);
	free(c->missile.section);
	free(c->missile.range_section);
	free(c->missile.los_section);
	free(c->melee_section);
	free(c->advance.section);
	free(c->counter.section);
	free(c->drm.section);
	baggage_free(gd);
	commanders_free(gd);
	capture_free(gd);
	apart_free(gd);
	task_free(gd);
	delegate_free(gd);
	mail_free(gd);
	undopolicy_free(gd);
	modload_free(c->drms, c->ndrms);
	modload_free(c->added, c->nadded);
	combat_diff_free(c->diff);	/* combat-diff-load.c */
	crtload_free(&c->crt);
	free(m->section);
	free(m->rout_section);
	free(m->rally_section);
	free(m->rally_needs_section);
	morale_points_free(m->points);
	retreat_free(gd);
	rout_free(gd);
	modload_free(m->drms, m->ndrms);
	modload_free(m->exempt, m->nexempt);
	for (i = 0; i < gd->noptions; i++) {
		free(gd->options[i].id);
		free(gd->options[i].name);
		free(gd->options[i].section);
	}
	free(gd->options);
}


/* hookmorale: herald::morale, a unit's morale check by points (morale
 * kind `points`, moralepoints.h) made where the game's phase hooks say
 * who checks (spi-agincourt §10.0).
 *
 *   herald::morale check UNIT ?WHY?   -> the rolls that happened
 *   herald::morale points UNIT        -> dict: total, parts, column,
 *                                        pcts, terms (id points ...)
 *
 * check works the points out (the schedule's hook terms and the column
 * proc are asked here, in this interpreter: PROC morale UNIT ID), tells
 * each term, the total and its split (§10.11, §10.12), then reads each
 * roll with the order's dice as herald::chance does (tens first, §3.8)
 * and runs the schedule's effect proc (EFFECT UNIT ROLL) for each that
 * happens (§10.22), each told as it comes.  The column is read once,
 * before the first roll: every roll of one check is read in it. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "chancetab.h"
#include "guard.h"
#include "hook-int.h"
#include "moralepoints.h"
#include "narrate.h"
#include "percentile.h"
#include "ruling.h"

static int
fail(Tcl_Interp *ip, char *why)
{
	Tcl_SetObjResult(ip, Tcl_ObjPrintf("herald::morale: %s", why));
	Tcl_SetErrorCode(ip, "HERALD", "MORALE", (char *)NULL);
	free(why);
	return TCL_ERROR;
}

/* A Tcl call made from inside a herald:: command: the guard may stop it
 * as any hook (host_cmd entered its zone for this command). */
static int
eval_out(Tcl_Interp *ip, int objc, Tcl_Obj **objv)
{
	int i, rc;

	for (i = 0; i < objc; i++)
		Tcl_IncrRefCount(objv[i]);
	guard_leave();
	rc = Tcl_EvalObjv(ip, objc, objv, TCL_EVAL_GLOBAL);
	guard_enter();
	for (i = 0; i < objc; i++)
		Tcl_DecrRefCount(objv[i]);
	return rc;
}

/* A call from inside a hook (this one): a term the core counts may
 * itself ask the game's hooks (combat_must_attack asks the melee
 * modifiers), a call nested in this one that leaves the call's
 * environment cleared and its limits off: each is put back before the
 * next question, and once the plan is made. */
struct here {
	Tcl_Interp	*ip;
	struct hooks	*h;
	struct hook_env	*env;
	size_t		 said;
	int		 asking, elim;
};

static void
put_back(struct here *c)
{
	struct hooks *h = c->h;

	if (h->env == c->env)
		return;
	h->env = c->env;
	h->said = c->said;
	h->asking = c->asking;
	h->elim_known = c->elim;
	hook_limits_arm(h, -1);
}

static int
ask_here(void *ctx, const struct state *st, const char *proc, int unit,
    const char *id, int *value, char **cause)
{
	struct here *c = ctx;
	Tcl_Interp *ip = c->ip;
	Tcl_Obj *ov[4];
	const char *a;

	put_back(c);

	ov[0] = Tcl_NewStringObj(proc, -1);
	ov[1] = Tcl_NewStringObj("morale", -1);
	ov[2] = Tcl_NewStringObj(st->gd->units[unit].id, -1);
	ov[3] = Tcl_NewStringObj(id, -1);
	if (eval_out(ip, 4, ov) != TCL_OK) {
		*cause = xprintf("the morale term %s could not be ruled on: "
		    "%s", id, Tcl_GetStringResult(ip));
		return -1;
	}
	a = Tcl_GetStringResult(ip);
	if (morale_points_answer(a, value) != 0) {
		*cause = xprintf("the morale term %s: %s answered \"%s\", "
		    "expected a number (or \"value N\", or 1 or 0)", id, proc,
		    a);
		return -1;
	}
	return 0;
}

static void
here_init(struct here *c, struct hooks *h, Tcl_Interp *ip)
{
	c->ip = ip;
	c->h = h;
	c->env = h->env;
	c->said = h->said;
	c->asking = h->asking;
	c->elim = h->elim_known;
}

static int
plan_here(struct here *c, int unit, struct mp_plan *p, char **why)
{
	int rc;

	rc = morale_points_plan(c->env->st, unit, ask_here, c, p, why);
	put_back(c);
	return rc;
}

/* Roll i of the plan: 1 it happened, 0 not, -1 (the interpreter's
 * result says why). */
static int
roll_one(struct hooks *h, Tcl_Interp *ip, int unit, const struct mp_plan *p,
    int i)
{
	const struct gamedata *gd = h->env->gd;
	struct pct_chance c;
	char *what;
	int rc;

	what = xprintf("%s's morale, roll %d of %d, the %s line, column \"%s\"",
	    gd->units[unit].id, i + 1, p->nrolls,
	    chance_table_row_label(p->tab, p->roll[i]), p->column_label);
	rc = hook_chance_read(h, ip, p->pct[i], what, p->tab->section,
	    p->recon[i] != NULL, &c);
	free(what);
	return rc != TCL_OK ? -1 : c.happens;
}

static int
check(struct hooks *h, Tcl_Interp *ip, int unit, const char *reason)
{
	const struct gamedata *gd = h->env->gd;
	const struct morale_points *mp = gd->morale.points;
	struct mp_plan p;
	struct ruling r;
	struct ruling_step *s;
	struct here c;
	Tcl_Obj *ov[3];
	char *why = NULL, num[16];
	int i, rc, lost = 0, gone = 0;

	here_init(&c, h, ip);
	if (plan_here(&c, unit, &p, &why) != 0)
		return fail(ip, why);
	for (i = 0; i < p.nrolls; i++)
		if (h->env->ro == NULL && p.pct[i] > 0 && p.pct[i] < 100)
			return fail(ip, xstrdup("no dice may be rolled here "
			    "(only in phase and order hooks)"));
	if (HOOK_MAX_SAID - h->said < (size_t)(mp->nterms + 2) * 256)
		return fail(ip, xprintf("a hook says at most %d bytes in a "
		    "call", HOOK_MAX_SAID));
	h->said += (size_t)(mp->nterms + 2) * 256;
	if (h->env->narration != NULL) {
		ruling_init(&r);
		if (reason != NULL) {
			/* who checks and why is the game's: said first */
			why = xprintf("%s checks morale: %s\n",
			    gd->units[unit].id, reason);
			ruling_text(&r, why, strlen(why));
			free(why);
			why = NULL;
		}
		morale_points_rec(h->env->st, unit, &p, &r);
		narrate_told(gd, &r, h->env->narration);
	}
	for (i = 0; i < p.nrolls; i++) {
		if ((rc = roll_one(h, ip, unit, &p, i)) < 0)
			return TCL_ERROR;
		if (rc == 0)
			continue;
		lost++;
		/* §10.21, §10.22: each roll that happens costs its loss now */
		snprintf(num, sizeof num, "%d", i + 1);
		ov[0] = Tcl_NewStringObj(mp->effect, -1);
		ov[1] = Tcl_NewStringObj(gd->units[unit].id, -1);
		ov[2] = Tcl_NewStringObj(num, -1);
		rc = eval_out(ip, 3, ov);
		put_back(&c);	/* what the effect's own hooks cleared */
		if (rc != TCL_OK)
			return TCL_ERROR;	/* its own error stands */
		/* a unit the losses took off the map rolls no more */
		if (!h->env->st->u[unit].on_map) {
			gone = 1;
			i++;
			break;
		}
	}
	if (p.nrolls > 0 && h->env->narration != NULL) {
		ruling_init(&r);
		s = ruling_add(&r, RS_MORALE_POINTS_DONE, gd->id,
		    mp->effect_section);
		ruling_word(s, gd->units[unit].id);
		ruling_num(s, "lost", lost);
		ruling_num(s, "rolls", p.nrolls);
		ruling_num(s, "rolled", i);
		ruling_num(s, "gone", gone);
		narrate_told(gd, &r, h->env->narration);
	}
	Tcl_SetObjResult(ip, Tcl_NewIntObj(lost));
	return TCL_OK;
}

static int
points(struct hooks *h, Tcl_Interp *ip, int unit)
{
	const struct morale_points *mp = h->env->gd->morale.points;
	struct mp_plan p;
	struct here c;
	Tcl_Obj *d, *l, *t;
	char *why = NULL;
	int i;

	here_init(&c, h, ip);
	if (plan_here(&c, unit, &p, &why) != 0)
		return fail(ip, why);
	d = Tcl_NewDictObj();
	Tcl_DictObjPut(ip, d, Tcl_NewStringObj("total", -1),
	    Tcl_NewIntObj(p.total));
	l = Tcl_NewListObj(0, NULL);
	t = Tcl_NewListObj(0, NULL);
	for (i = 0; i < p.nrolls; i++) {
		Tcl_ListObjAppendElement(ip, l, Tcl_NewIntObj(p.roll[i]));
		Tcl_ListObjAppendElement(ip, t, Tcl_NewIntObj(p.pct[i]));
	}
	Tcl_DictObjPut(ip, d, Tcl_NewStringObj("parts", -1), l);
	Tcl_DictObjPut(ip, d, Tcl_NewStringObj("pcts", -1), t);
	Tcl_DictObjPut(ip, d, Tcl_NewStringObj("column", -1),
	    Tcl_NewIntObj(p.column));
	t = Tcl_NewDictObj();
	for (i = 0; i < mp->nterms; i++)
		Tcl_DictObjPut(ip, t, Tcl_NewStringObj(mp->terms[i].id, -1),
		    Tcl_NewIntObj(p.points[i]));
	Tcl_DictObjPut(ip, d, Tcl_NewStringObj("terms", -1), t);
	Tcl_SetObjResult(ip, d);
	return TCL_OK;
}

int
hook_morale_cmd(ClientData cd, Tcl_Interp *ip, int objc,
    Tcl_Obj *const objv[])
{
	struct hooks *h = cd;
	const char *sub;
	char *why = NULL;
	int u;

	if (objc < 3 || objc > 4) {
		Tcl_WrongNumArgs(ip, 1, objv, "check|points unit ?why?");
		return TCL_ERROR;
	}
	if (h->env == NULL || h->env->st == NULL)
		return fail(ip, xstrdup("no game is loaded"));
	if (h->env->gd->morale.kind != MORALE_POINTS)
		return fail(ip, xprintf("%s has no morale by points (rules: "
		    "morale: kind: points)", h->env->gd->title));
	if ((u = gd_unit_find(h->env->gd, Tcl_GetString(objv[2]), &why)) < 0)
		return fail(ip, why);
	sub = Tcl_GetString(objv[1]);
	if (strcmp(sub, "check") == 0) {
		if (h->asking)
			return fail(ip, xstrdup("a question may not roll a "
			    "morale check"));
		return check(h, ip, u, objc == 4 ?
		    Tcl_GetString(objv[3]) : NULL);
	}
	if (strcmp(sub, "points") == 0 && objc == 3)
		return points(h, ip, u);
	return fail(ip, xprintf("expected check UNIT ?WHY? or points UNIT, "
	    "not %s", sub));
}

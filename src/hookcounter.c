/* herald::counter: the hooks' way to the values a game declares in its
 * state: block (tally.h).  A count or a flag is a number; a value of
 * `kind: unit` names a unit (a melee's opponent, spi §9.21) and is read
 * and set by the unit's id, "" for none, so no hook need code an id as a
 * number. */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "hook-int.h"
#include "tally.h"

/* VALUE in decimal; not Tcl_GetIntFromObj, which takes any 32 bits signed
 * or not (-4294967295 would set 1) */
static int
counter_value(Tcl_Obj *o, long long *v)
{
	const char *s = Tcl_GetString(o) + strspn(Tcl_GetString(o), " \t");
	char *end;

	if (!isdigit((unsigned char)s[*s == '-' || *s == '+']))
		return -1;
	errno = 0;
	*v = strtoll(s, &end, 10);
	return errno == 0 && end[strspn(end, " \t")] == '\0' ? 0 : -1;
}

static int
fail(Tcl_Interp *ip, char *why)
{
	Tcl_SetObjResult(ip, Tcl_ObjPrintf("herald::counter: %s", why));
	free(why);
	return TCL_ERROR;
}

/* VALUE for d: a unit's id (its index + 1) or "" (0) for a unit value;
 * 0 or 1 (or true/false, yes/no, on/off) for a flag; else a number. */
static int
value_of(const struct gamedata *gd, const struct tally_def *d,
    Tcl_Interp *ip, Tcl_Obj *o, int *v)
{
	long long lv = 0;
	char *why = NULL;
	int w, u;

	if (d->unitref) {
		if (*Tcl_GetString(o) == '\0') {
			*v = 0;
			return TCL_OK;
		}
		if ((u = gd_unit_find(gd, Tcl_GetString(o), &why)) < 0)
			return fail(ip, xprintf("%s names a unit (or \"\" for "
			    "none): %s", d->id, why));
		*v = u + 1;
		return TCL_OK;
	}
	if ((w = counter_value(o, &lv)) == 0 && lv != (int)lv)
		w = -1;	/* past an int: as 99999999999999999999 is */
	*v = (int)lv;
	if (w != 0 && (!d->flag || Tcl_GetBooleanFromObj(NULL, o, v) !=
	    TCL_OK))
		return fail(ip, xprintf("expected %s for %s, not \"%s\"",
		    d->flag ? "0 or 1 (or true or false)" : "a whole number",
		    d->id, Tcl_GetString(o)));
	return TCL_OK;
}

/* herald::counter WHO NAME ?VALUE? -> a value the game declares in its
 * state: block, of a unit or a faction as its scope says; with VALUE,
 * sets it first, only where the game may change (phase and order hooks,
 * which a replay runs again), never in a question. */
int
hook_counter_cmd(ClientData cd, Tcl_Interp *ip, int objc,
    Tcl_Obj *const objv[])
{
	struct hooks *h = cd;
	const struct gamedata *gd;
	const struct tally_def *d;
	char *why = NULL, *names;
	int k, who, v;

	if (objc != 3 && objc != 4) {
		Tcl_WrongNumArgs(ip, 1, objv, "unit-or-faction name ?value?");
		return TCL_ERROR;
	}
	if (h->env == NULL || h->env->st == NULL) {
		Tcl_SetObjResult(ip, Tcl_NewStringObj("no game is loaded",
		    -1));
		return TCL_ERROR;
	}
	gd = h->env->gd;
	if ((k = tally_find(gd, Tcl_GetString(objv[2]))) < 0) {
		names = tally_names(gd);
		why = xprintf("no declared value \"%s\" (expected %s)",
		    Tcl_GetString(objv[2]), names);
		free(names);
		return fail(ip, why);
	}
	d = &gd->tally.defs[k];
	if (d->scope == TALLY_FACTION) {
		if ((who = gd_faction(gd, Tcl_GetString(objv[1]))) < 0)
			return fail(ip, xprintf("no faction \"%s\" (%s is kept "
			    "per faction)", Tcl_GetString(objv[1]), d->id));
	} else if ((who = gd_unit_find(gd, Tcl_GetString(objv[1]),
	    &why)) < 0) {
		Tcl_SetObjResult(ip, Tcl_NewStringObj(why, -1));
		Tcl_SetErrorCode(ip, "HERALD", "UNIT", (char *)NULL);
		free(why);
		return TCL_ERROR;
	}
	if (tally_index(gd, k, who) < 0)
		return fail(ip, xprintf("%s has no %s (only some unit types "
		    "carry it)", gd->units[who].id, d->id));
	if (objc == 4) {
		/* a question, an order check or a condition runs on a
		 * copy that is thrown away, and a replay need not ask it
		 * again: what it set would be lost, or differ */
		if (h->questioning || h->asking)
			return fail(ip, xprintf("%s may not be set here: only "
			    "in the start, phase and order hooks (start, "
			    "phase_start, phase_end, game_end, order_done, "
			    "after_order) and a result's effect, not in a "
			    "question (status, setup check), the order check "
			    "or a condition", d->id));
		if (value_of(gd, d, ip, objv[3], &v) != TCL_OK)
			return TCL_ERROR;
		if (tally_set(h->env->st, k, who, v, &why) != 0)
			return fail(ip, why);
	}
	v = tally_get(h->env->st, k, who);
	if (d->unitref)
		Tcl_SetObjResult(ip, Tcl_NewStringObj(v > 0 && v <= gd->nunits ?
		    gd->units[v - 1].id : "", -1));
	else
		Tcl_SetObjResult(ip, Tcl_NewIntObj(v));
	return TCL_OK;
}

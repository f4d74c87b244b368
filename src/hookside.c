/* hookside: two-sided counters seen from Tcl (sides.h).
 *
 *   herald::unit ID        -> its dict gives the stats of the side it is
 *                             up and `side`, that side's name ("" for a
 *                             counter of one side): hook_side_dict
 *   herald::flip ID ?SIDE? -> turns it to SIDE (a name, front or back),
 *                             or to its other side; the side's name
 *
 * A flip changes the game: only where herald::eliminate may, in phase
 * hooks and after_order, which run inside an order the journal replays
 * (never in the `order` event or a question, which only ask).  It is
 * told as the order's records, as the `flip` order tells it. */
#include <stdlib.h>

#include "board.h"
#include "hook-int.h"
#include "hookside.h"
#include "narrate.h"
#include "ruling.h"
#include "sides.h"

void
hook_side_dict(Tcl_Interp *ip, Tcl_Obj *d, const struct state *st, int u)
{
	const struct gamedata *gd = st->gd;
	const char *name = sides_name(gd, u, st->u[u].side);
	int k;

	for (k = 0; k < gd->nstats; k++)
		Tcl_DictObjPut(ip, d, Tcl_NewStringObj(gd->stats[k].id, -1),
		    Tcl_NewIntObj(sides_stat(st, u, k)));
	Tcl_DictObjPut(ip, d, Tcl_NewStringObj("side", -1),
	    Tcl_NewStringObj(name != NULL ? name : "", -1));
}

static int
fail(Tcl_Interp *ip, char *why)
{
	Tcl_SetObjResult(ip, Tcl_ObjPrintf("herald::flip: %s", why));
	Tcl_SetErrorCode(ip, "HERALD", "SIDE", (char *)NULL);
	free(why);
	return TCL_ERROR;
}

int
hook_flip_cmd(ClientData cd, Tcl_Interp *ip, int objc, Tcl_Obj *const objv[])
{
	struct hooks *h = cd;
	struct state *st;
	struct buf quiet, no, *out;
	struct ruling r;
	char *why = NULL;
	int u, rc;

	if (objc != 2 && objc != 3) {
		Tcl_WrongNumArgs(ip, 1, objv, "unit ?side?");
		return TCL_ERROR;
	}
	if (h->env == NULL || h->env->st == NULL)
		return fail(ip, xprintf("no game is loaded"));
	st = h->env->st;
	if ((u = gd_unit_find(st->gd, Tcl_GetString(objv[1]), &why)) < 0)
		return fail(ip, why);
	if (h->env->ro == NULL)
		return fail(ip, xprintf("the game may not be changed in this "
		    "hook, which only asks (it may be in phase hooks and "
		    "after_order)"));
	out = h->env->narration;
	buf_init(&quiet);
	if (out == NULL || h->said > HOOK_MAX_SAID - 512)
		out = &quiet;	/* over its budget: done, not said */
	ruling_init(&r);
	rc = sides_flip_rec(st, u, objc == 3 ? Tcl_GetString(objv[2]) : NULL,
	    &r);
	if (rc != 0) {
		/* the hook's error (said, not kept: the hook may catch it) */
		buf_init(&no);
		narrate_ruling(st->gd, &r, &no);
		ruling_free(&r);
		buf_free(&quiet);
		return fail(ip, buf_steal(&no));
	}
	narrate_told(st->gd, &r, out);	/* kept as the order's records */
	buf_free(&quiet);
	if (out == h->env->narration)
		h->said += 128;
	Tcl_SetObjResult(ip, Tcl_NewStringObj(sides_name(st->gd, u,
	    st->u[u].side), -1));
	return TCL_OK;
}

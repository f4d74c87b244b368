/* hookseq: herald::phase, herald::event and herald::when (hookseq.h). */
#include <stdlib.h>
#include <string.h>

#include "hook-int.h"
#include "hookseq.h"
#include "sequence.h"

static int
fail(Tcl_Interp *ip, char *why)
{
	Tcl_SetObjResult(ip, Tcl_NewStringObj(why, -1));
	Tcl_SetErrorCode(ip, "HERALD", "SEQUENCE", (char *)NULL);
	free(why);
	return TCL_ERROR;
}

static int
need_game(struct hooks *h, Tcl_Interp *ip)
{
	if (h->env == NULL || h->env->st == NULL)
		return fail(ip, xstrdup("no game is loaded"));
	return TCL_OK;
}

/* The event a word names, or an error naming those the game has. */
static int
event_arg(struct hooks *h, Tcl_Interp *ip, const char *cmd, Tcl_Obj *o,
    int *ev)
{
	const struct sequence *sq = &h->env->gd->sequence;
	struct buf b;
	int i;

	if ((*ev = seq_event(h->env->gd, Tcl_GetString(o))) >= 0)
		return TCL_OK;
	buf_init(&b);
	buf_printf(&b, "%s: no event \"%s\" in %s (", cmd, Tcl_GetString(o),
	    h->env->gd->title);
	if (sq->nevents == 0)
		buf_puts(&b, "its sequence of play declares none)");
	else {
		buf_puts(&b, "expected");
		for (i = 0; i < sq->nevents; i++)
			buf_printf(&b, "%s %s", i ? "," : "", sq->events[i]);
		buf_puts(&b, ")");
	}
	return fail(ip, buf_steal(&b));
}

static void
put(Tcl_Interp *ip, Tcl_Obj *d, const char *k, Tcl_Obj *v)
{
	Tcl_DictObjPut(ip, d, Tcl_NewStringObj(k, -1), v);
}

int
hook_phase_cmd(ClientData cd, Tcl_Interp *ip, int objc,
    Tcl_Obj *const objv[])
{
	struct hooks *h = cd;
	const struct state *st;
	const struct phase *p, *ph = NULL;
	Tcl_Obj *d;
	int side;

	if (objc != 1) {
		Tcl_WrongNumArgs(ip, 1, objv, "");
		return TCL_ERROR;
	}
	if (need_game(h, ip) != TCL_OK)
		return TCL_ERROR;
	st = h->env->st;
	p = seq_phase(st);
	if (p != NULL)
		ph = &st->gd->sequence.phases[p->first];
	side = seq_side(st, p);
	d = Tcl_NewDictObj();
	put(ip, d, "turn", Tcl_NewIntObj(st->turn));
	put(ip, d, "last_turn", Tcl_NewIntObj(seq_last_turn(st)));
	put(ip, d, "side", Tcl_NewStringObj(side >= 0 ?
	    st->gd->factions[side].id : "", -1));
	put(ip, d, "phase", Tcl_NewStringObj(ph ? ph->id : "", -1));
	put(ip, d, "name", Tcl_NewStringObj(ph ? ph->name : "", -1));
	put(ip, d, "impulse", Tcl_NewIntObj(p ? p->impulse : 0));
	put(ip, d, "impulses", Tcl_NewIntObj(p ? p->nimpulses : 0));
	put(ip, d, "step", Tcl_NewStringObj(p && p->step > 0 ? p->id : "",
	    -1));
	put(ip, d, "automatic", Tcl_NewIntObj(p ? p->automatic : 0));
	Tcl_SetObjResult(ip, d);
	return TCL_OK;
}

int
hook_event_cmd(ClientData cd, Tcl_Interp *ip, int objc,
    Tcl_Obj *const objv[])
{
	struct hooks *h = cd;
	struct state *st;
	size_t len;
	int ev;

	if (objc != 2) {
		Tcl_WrongNumArgs(ip, 1, objv, "event");
		return TCL_ERROR;
	}
	if (need_game(h, ip) != TCL_OK || event_arg(h, ip, "herald::event",
	    objv[1], &ev) != TCL_OK)
		return TCL_ERROR;
	if (h->env->ro == NULL)
		return fail(ip, xstrdup("herald::event: the game may not be "
		    "changed here (only in phase and order hooks)"));
	st = h->env->st;
	/* its narration counts with the hook's own (hook.h) */
	len = 256 + strlen(st->gd->sequence.events[ev]);
	if (h->said > HOOK_MAX_SAID - len)
		return fail(ip, xprintf("herald::event: a hook says at most %d "
		    "bytes in a call", HOOK_MAX_SAID));
	h->said += len;
	seq_raise(st, ev, h->env->narration);
	Tcl_SetObjResult(ip, Tcl_NewIntObj(st->event_turn[ev]));
	return TCL_OK;
}

int
hook_when_cmd(ClientData cd, Tcl_Interp *ip, int objc, Tcl_Obj *const objv[])
{
	struct hooks *h = cd;
	int ev;

	if (objc != 2) {
		Tcl_WrongNumArgs(ip, 1, objv, "event");
		return TCL_ERROR;
	}
	if (need_game(h, ip) != TCL_OK || event_arg(h, ip, "herald::when",
	    objv[1], &ev) != TCL_OK)
		return TCL_ERROR;
	Tcl_SetObjResult(ip, Tcl_NewIntObj(h->env->st->event_turn[ev]));
	return TCL_OK;
}

/* hookchance: herald::chance, a chance against a number read from Tcl
 * with the order's dice (percentile.h pct_chance_read).
 *
 *   herald::chance ?-dict? ?-section S? PCT WHY  -> 1 (it happens) or 0
 *   with -dict: happens pct tens ones roll lo hi source
 *
 * spi-agincourt §3.8: the event happens on a roll of PCT or less (PCT 0
 * to 100, "47" or "47%"; 00 is 100).  The tens die is read first and the
 * ones die only when it can still change the outcome: with `dice manual`
 * the player is asked for it only then (at 47%, after a 4 or a 0).  At
 * 0 and 100 no die is rolled.  The dice are the order's (journaled and
 * replayed like herald::table's), so only phase and order hooks may
 * read a chance; the read is told as an RS_CHANCE record ("WHY: 47%:
 * tens 3 (30-39, all at or under 47) -> happens (§3.8)"), citing S, the
 * section the game reads its chances by. */
#include <stdlib.h>
#include <string.h>

#include "guard.h"
#include "hook-int.h"
#include "narrate.h"
#include "percentile.h"
#include "ruling.h"

struct chance_job {
	struct roller		*ro;
	int			 pct;
	const char		*why_text;
	struct pct_chance	*c;
	char			**why;
	int			 rc;
};

static void
read_on_host(void *arg)
{
	struct chance_job *j = arg;

	j->rc = pct_chance_read(j->ro, j->pct, j->why_text, j->c, j->why);
}

static int
fail(Tcl_Interp *ip, char *why)
{
	Tcl_SetObjResult(ip, Tcl_ObjPrintf("herald::chance: %s", why));
	Tcl_SetErrorCode(ip, "HERALD", "CHANCE", (char *)NULL);
	free(why);
	return TCL_ERROR;
}

static Tcl_Obj *
num_or_empty(int v)
{
	return v < 0 ? Tcl_NewStringObj("", 0) : Tcl_NewIntObj(v);
}

static Tcl_Obj *
chance_dict(Tcl_Interp *ip, const struct pct_chance *c)
{
	Tcl_Obj *d = Tcl_NewDictObj();

#define PUT(k, v) Tcl_DictObjPut(ip, d, Tcl_NewStringObj(k, -1), v)
	PUT("happens", Tcl_NewIntObj(c->happens));
	PUT("pct", Tcl_NewIntObj(c->pct));
	PUT("tens", num_or_empty(c->tens));
	PUT("ones", num_or_empty(c->ones));
	PUT("roll", num_or_empty(c->value));
	PUT("lo", num_or_empty(c->rolled ? c->lo : -1));
	PUT("hi", num_or_empty(c->rolled ? c->hi : -1));
	PUT("source", Tcl_NewStringObj(!c->rolled ? "none" :
	    c->src == ROLL_PHYSICAL ? "physical" : "engine", -1));
#undef PUT
	return d;
}

int
hook_chance_cmd(ClientData cd, Tcl_Interp *ip, int objc, Tcl_Obj *const objv[])
{
	struct hooks *h = cd;
	struct pct_chance c;
	struct chance_job j;
	struct ruling r;
	Tcl_Time since;
	const char *section = NULL, *what, *w;
	char *why = NULL, *label;
	size_t len;
	int asdict = 0, i = 1, pct;

	for (; i < objc; i++) {
		w = Tcl_GetString(objv[i]);
		if (strcmp(w, "-dict") == 0)
			asdict = 1;
		else if (strcmp(w, "-section") == 0 && i + 1 < objc)
			section = Tcl_GetString(objv[++i]);
		else
			break;
	}
	if (objc - i != 2) {
		Tcl_WrongNumArgs(ip, 1, objv, "?-dict? ?-section section? pct "
		    "why");
		return TCL_ERROR;
	}
	if (pct_chance_parse(Tcl_GetString(objv[i]), &pct, &why) != 0)
		return fail(ip, why);
	what = Tcl_GetString(objv[i + 1]);
	if (h->env == NULL || h->env->gd == NULL)
		return fail(ip, xstrdup("no game is loaded"));
	if (h->env->ro == NULL && pct > 0 && pct < 100)
		return fail(ip, xstrdup("no dice may be rolled here (only in "
		    "phase and order hooks)"));
	/* the words said, counted before the dice (as herald::table does) */
	len = strlen(what) + (section ? strlen(section) : 0) + 256;
	if (len > HOOK_MAX_SAID || h->said > HOOK_MAX_SAID - len)
		return fail(ip, xprintf("a hook says at most %d bytes in a "
		    "call (this one would say %zu)", HOOK_MAX_SAID,
		    h->said + len));
	h->said += len;
	label = xprintf("%s: %d%% or less", what, pct);
	memset(&j, 0, sizeof j);
	j.ro = h->env->ro;
	j.pct = pct;
	j.why_text = label;
	j.c = &c;
	j.why = &why;
	j.rc = -1;
	if (pct == 0 || pct == 100)
		read_on_host(&j);	/* no dice: nothing to ask */
	else {
		Tcl_GetTime(&since);
		/* a physical die is asked on the main thread, and the wait
		 * is not the hook's time */
		if (guard_host(read_on_host, &j) != 0)
			j.rc = -1;
		hook_limit_extend(h, &since);
	}
	free(label);
	if (j.rc != 0)
		return fail(ip, why != NULL ? why : xstrdup("the dice were "
		    "not read"));
	if (h->env->narration != NULL) {
		ruling_init(&r);
		pct_chance_rec(&c, what, h->env->gd->id, section, &r);
		narrate_told(h->env->gd, &r, h->env->narration);
	}
	if (asdict)
		Tcl_SetObjResult(ip, chance_dict(ip, &c));
	else
		Tcl_SetObjResult(ip, Tcl_NewIntObj(c.happens));
	return TCL_OK;
}

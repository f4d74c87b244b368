/* hooktable: herald::table, a game's percentile table read from Tcl with
 * the order's dice (pctgame.h, percentile.h).
 *
 *   herald::table NAME COLUMN ?WHY?        -> the result's code
 *   herald::table -dict NAME COLUMN ?WHY?  -> dict: result tens ones roll
 *                                             lo hi source
 *
 * COLUMN is a column's label or its number (1 on).  The tens die is
 * read first and the ones die only when it can still change the result
 * (spi-agincourt §3.8): with `dice manual` the player is asked for the
 * ones die only then.  The dice are the order's (journaled and replayed
 * like herald::roll's), so only phase and order hooks may read a table;
 * the read is narrated ("WHY: Volley (§8.3), adjacent: d100: tens 2
 * (20-29) = hit"). */
#include <stdlib.h>
#include <string.h>

#include "guard.h"
#include "hook-int.h"
#include "hooktable.h"
#include "pctgame.h"

struct table_job {
	struct roller		*ro;
	const struct pct_table	*t;
	int			 col;
	const char		*why_text;
	struct pct_roll		*r;
	char			**why;
	int			 rc;
};

static void
read_on_host(void *arg)
{
	struct table_job *j = arg;

	j->rc = pct_read(j->ro, j->t, j->col, j->why_text, j->r, j->why);
}

static int
fail(Tcl_Interp *ip, char *why)
{
	Tcl_SetObjResult(ip, Tcl_ObjPrintf("herald::table: %s", why));
	Tcl_SetErrorCode(ip, "HERALD", "TABLE", (char *)NULL);
	free(why);
	return TCL_ERROR;
}

static Tcl_Obj *
roll_dict(Tcl_Interp *ip, const struct pct_table *t, const struct pct_roll *r)
{
	Tcl_Obj *d = Tcl_NewDictObj();

#define PUT(k, v) Tcl_DictObjPut(ip, d, Tcl_NewStringObj(k, -1), v)
	PUT("result", Tcl_NewStringObj(t->result[r->result], -1));
	PUT("tens", Tcl_NewIntObj(r->tens));
	PUT("ones", r->ones < 0 ? Tcl_NewStringObj("", 0) :
	    Tcl_NewIntObj(r->ones));
	PUT("roll", r->value < 0 ? Tcl_NewStringObj("", 0) :
	    Tcl_NewIntObj(r->value));
	PUT("lo", Tcl_NewIntObj(r->lo));
	PUT("hi", Tcl_NewIntObj(r->hi));
	PUT("source", Tcl_NewStringObj(r->src == ROLL_PHYSICAL ? "physical" :
	    "engine", -1));
#undef PUT
	return d;
}

int
hook_table_cmd(ClientData cd, Tcl_Interp *ip, int objc, Tcl_Obj *const objv[])
{
	struct hooks *h = cd;
	const struct pct_table *t;
	struct pct_roll r;
	struct table_job j;
	Tcl_Time since;
	const char *why_text;
	char *why = NULL, *label;
	size_t len;
	int asdict = 0, col, i;

	if (objc > 1 && strcmp(Tcl_GetString(objv[1]), "-dict") == 0)
		asdict = 1;
	if (objc < 3 + asdict || objc > 4 + asdict) {
		Tcl_WrongNumArgs(ip, 1, objv, "?-dict? name column ?why?");
		return TCL_ERROR;
	}
	i = 1 + asdict;
	if (h->env == NULL || h->env->gd == NULL)
		return fail(ip, xstrdup("no game is loaded"));
	if ((t = pct_game_find(h->env->gd, Tcl_GetString(objv[i]))) == NULL)
		return fail(ip, xprintf("%s has no percentile table \"%s\" "
		    "(tables: percentile: in its game.yaml)", h->env->gd->id,
		    Tcl_GetString(objv[i])));
	if ((col = pct_game_column(t, Tcl_GetString(objv[i + 1]))) < 0)
		return fail(ip, xprintf("%s has no column \"%s\" (it has %d: "
		    "\"%s\" ...)", t->name, Tcl_GetString(objv[i + 1]),
		    t->ncol, t->col[0].label));
	if (h->env->ro == NULL)
		return fail(ip, xstrdup("no dice may be rolled here (only in "
		    "phase and order hooks)"));
	why_text = objc > i + 2 ? Tcl_GetString(objv[i + 2]) : t->name;
	/* the words said, counted before the dice (as herald::roll does) */
	len = strlen(why_text) + strlen(t->name) + strlen(t->col[col].label) +
	    512;
	if (len > HOOK_MAX_SAID || h->said > HOOK_MAX_SAID - len)
		return fail(ip, xprintf("a hook says at most %d bytes in a "
		    "call (this one would say %zu)", HOOK_MAX_SAID,
		    h->said + len));
	h->said += len;
	label = xprintf("%s: %s, %s", why_text, t->name, t->col[col].label);
	Tcl_GetTime(&since);
	/* a physical die is asked on the main thread, and the wait is not
	 * the hook's time */
	memset(&j, 0, sizeof j);
	j.ro = h->env->ro;
	j.t = t;
	j.col = col;
	j.why_text = label;
	j.r = &r;
	j.why = &why;
	j.rc = -1;
	if (guard_host(read_on_host, &j) != 0)
		j.rc = -1;
	hook_limit_extend(h, &since);
	if (j.rc != 0) {
		free(label);
		return fail(ip, why != NULL ? why : xstrdup("the dice were "
		    "not read"));
	}
	if (h->env->narration != NULL) {
		buf_printf(h->env->narration, "%s: %s", why_text, t->name);
		if (t->section != NULL)
			buf_printf(h->env->narration, " (§%s)", t->section);
		buf_printf(h->env->narration, ", %s: ", t->col[col].label);
		pct_roll_format(t, &r, h->env->narration);
		buf_puts(h->env->narration, "\n");
	}
	free(label);
	if (asdict)
		Tcl_SetObjResult(ip, roll_dict(ip, t, &r));
	else
		Tcl_SetObjResult(ip, Tcl_NewStringObj(t->result[r.result], -1));
	return TCL_OK;
}

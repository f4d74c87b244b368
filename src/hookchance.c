/* hookchance: herald::chance, a chance against a number read from Tcl
 * with the order's dice (percentile.h pct_chance_read).
 *
 *   herald::chance ?-dict? -section S PCT WHY  -> 1 (it happens) or 0
 *   with -dict: happens pct tens ones roll lo hi source
 *
 * (-section is required: a ruling cites a section; without one the call
 * is refused, naming the form.)
 *
 * spi-agincourt §3.8: the event happens on a roll of PCT or less (PCT 0
 * to 100, "47" or "47%"; 00 is 100).  The tens die is read first and the
 * ones die only when it can still change the outcome: with `dice manual`
 * the player is asked for it only then (at 47%, after a 4 or a 0).  At
 * 0 and 100 no die is rolled.  The dice are the order's (journaled and
 * replayed like herald::table's), so only phase and order hooks may
 * read a chance; the read is told as an RS_CHANCE record ("WHY: 47%:
 * tens 3 (30-39, all at or under 47) -> happens (§3.8)"), citing S, the
 * section the game reads its chances by.
 *
 *   herald::chance ?-dict? ?-section S? -table NAME ROW COL WHY
 *   with -dict also: table row column reconstructed (why, "": printed)
 *
 * reads the chance from a cell of the game's table of chances NAME
 * (chancetab.h; spi-agincourt §9.5, §10.4, §11.3): ROW a number, COL a
 * number or a column's key or label ("english"); S defaults to the
 * table's section.  Told as "WHY: Melee CRT (§9.5), line 4, differential
 * +4: 23% (reconstructed): tens 1 (10-19, ...) -> happens (§9.5)", the
 * "(reconstructed)" said when herald rebuilt the cell. */
#include <stdlib.h>
#include <string.h>

#include "chancetab.h"
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

/* Reads the chance pct with the order's dice and tells it (what, the
 * section; recon: a cell herald rebuilt, said so). */
static int
read_chance(struct hooks *h, Tcl_Interp *ip, int pct, const char *what,
    const char *section, int recon, struct pct_chance *c)
{
	struct chance_job j;
	struct ruling r;
	Tcl_Time since;
	char *why = NULL, *label;
	size_t len;

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
	j.c = c;
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
		pct_chance_rec(c, what, h->env->gd->id, section, &r);
		/* a rebuilt cell is said to be one (RS_CHANCE's recon) */
		r.step[r.n - 1].recon = recon;
		narrate_told(h->env->gd, &r, h->env->narration);
	}
	return TCL_OK;
}

/* -table NAME ROW COL: the cell's chance into *pct, and the words that
 * say where it is read, after what (the WHY: "WHY: Melee CRT (§9.5),
 * line 4, differential +4"), into where; its reconstruction (NULL:
 * printed) into *recon. */
static int
table_cell(struct hooks *h, Tcl_Interp *ip, Tcl_Obj *const objv[],
    const char *what, const struct chance_table **tp, int *pct,
    const char **recon, struct buf *where, int *rv, int *cv)
{
	const struct chance_table *t;
	const char *name = Tcl_GetString(objv[0]);
	char *why = NULL;

	if (h->env == NULL || h->env->gd == NULL)
		return fail(ip, xstrdup("no game is loaded"));
	if ((t = chance_table_find(h->env->gd, name)) == NULL)
		return fail(ip, xprintf("no table of chances \"%s\" (the "
		    "game's tables: chance: lists them)", name));
	if (Tcl_GetIntFromObj(NULL, objv[1], rv) != TCL_OK)
		return fail(ip, xprintf("expected the %s as a number, not "
		    "\"%s\"", chance_table_row_name(t),
		    Tcl_GetString(objv[1])));
	if (Tcl_GetIntFromObj(NULL, objv[2], cv) != TCL_OK &&
	    chance_table_col_named(t, Tcl_GetString(objv[2]), cv,
	    &why) != 0)
		return fail(ip, why);
	if (chance_table_cell(t, *rv, *cv, pct, recon, &why) != 0)
		return fail(ip, why);
	chance_table_say(t, *rv, *cv, what, where);
	*tp = t;
	return TCL_OK;
}

int
hook_chance_cmd(ClientData cd, Tcl_Interp *ip, int objc, Tcl_Obj *const objv[])
{
	struct hooks *h = cd;
	struct pct_chance c;
	struct buf where;
	const struct chance_table *t = NULL;
	const char *section = NULL, *what, *w, *recon = NULL;
	char *why = NULL;
	int asdict = 0, i = 1, pct, table = 0, rv = 0, cv = 0, rc;
	Tcl_Obj *d;

	for (; i < objc; i++) {
		w = Tcl_GetString(objv[i]);
		if (strcmp(w, "-dict") == 0)
			asdict = 1;
		else if (strcmp(w, "-section") == 0 && i + 1 < objc)
			section = Tcl_GetString(objv[++i]);
		else if (strcmp(w, "-table") == 0)
			table = 1;
		else
			break;
	}
	if (objc - i != (table ? 4 : 2)) {
		Tcl_WrongNumArgs(ip, 1, objv, "?-dict? ?-section section? "
		    "pct why | ?-dict? ?-section section? -table name row "
		    "column why");
		return TCL_ERROR;
	}
	buf_init(&where);
	if (table) {
		/* spi-agincourt §9.5, §10.4, §11.3: a cell of a table */
		if (table_cell(h, ip, objv + i, Tcl_GetString(objv[i + 3]),
		    &t, &pct, &recon, &where, &rv, &cv) != TCL_OK) {
			buf_free(&where);
			return TCL_ERROR;
		}
		if (section == NULL)
			section = t->section;
		what = where.s;
	} else {
		if (pct_chance_parse(Tcl_GetString(objv[i]), &pct, &why) != 0) {
			buf_free(&where);
			return fail(ip, why);
		}
		what = Tcl_GetString(objv[i + 1]);
	}
	/* a ruling cites the rule: the table's section, or -section's */
	if (section == NULL || *section == '\0') {
		buf_free(&where);
		return fail(ip, xstrdup(table ? "the table has no section "
		    "to cite: expected herald::chance ?-dict? -section "
		    "SECTION -table NAME ROW COLUMN WHY" : "a ruling cites "
		    "its section: expected herald::chance ?-dict? -section "
		    "SECTION PCT WHY"));
	}
	rc = read_chance(h, ip, pct, what, section, recon != NULL, &c);
	if (rc == TCL_OK) {
		if (asdict) {
			d = chance_dict(ip, &c);
			if (t != NULL) {
				Tcl_DictObjPut(ip, d, Tcl_NewStringObj("table",
				    -1), Tcl_NewStringObj(t->name, -1));
				Tcl_DictObjPut(ip, d, Tcl_NewStringObj("row",
				    -1), Tcl_NewIntObj(rv));
				Tcl_DictObjPut(ip, d, Tcl_NewStringObj("column",
				    -1), Tcl_NewIntObj(cv));
				Tcl_DictObjPut(ip, d, Tcl_NewStringObj(
				    "reconstructed", -1), Tcl_NewStringObj(
				    recon != NULL ? recon : "", -1));
			}
			Tcl_SetObjResult(ip, d);
		} else
			Tcl_SetObjResult(ip, Tcl_NewIntObj(c.happens));
	}
	buf_free(&where);
	return rc;
}

/* read_chance for the other herald:: commands that read a chance
 * (hookmorale.c), as herald::chance does. */
int
hook_chance_read(struct hooks *h, Tcl_Interp *ip, int pct, const char *what,
    const char *section, int recon, struct pct_chance *c)
{
	return read_chance(h, ip, pct, what, section, recon, c);
}

/* hookmarker: herald::marker, the board markers seen from Tcl.
 *
 *   herald::marker ?list? ?HEX|UNIT?     -> labels of the markers (there;
 *                                           one with a unit on two hexes
 *                                           is in both)
 *   herald::marker get LABEL             -> dict: label kind hex unit and
 *                                           each attribute's value
 *   herald::marker place KIND HEX|UNIT ?NAME=VALUE ...?  -> its label (or
 *                                           that of the one it joined)
 *   herald::marker move LABEL HEX|UNIT
 *   herald::marker set LABEL NAME=VALUE ...
 *   herald::marker remove LABEL
 *
 * Reading is allowed to any hook; the changes only where
 * herald::eliminate may change the game: in phase hooks and after_order,
 * which run inside an order the journal replays (not in the order event
 * or a question, which only ask). */
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "hook-int.h"
#include "hookmarker.h"
#include "marker.h"
#include "narrate.h"
#include "ruling.h"

static int
fail(Tcl_Interp *ip, char *why)
{
	Tcl_SetObjResult(ip, Tcl_ObjPrintf("herald::marker: %s", why));
	Tcl_SetErrorCode(ip, "HERALD", "MARKER", (char *)NULL);
	free(why);
	return TCL_ERROR;
}

static Tcl_Obj *
value_of(const struct state *st, const struct marker *m, int a)
{
	const struct gamedata *gd = st->gd;
	const struct marker_attr *at = &gd->marker_kinds[m->kind].attrs[a];
	int v = m->val[a];

	switch (at->type) {
	case MARKER_NUMBER:
		return Tcl_NewIntObj(v);
	case MARKER_FACTION:
		return Tcl_NewStringObj(v < 0 ? "" : gd->factions[v].id, -1);
	case MARKER_DIRECTION:
		return Tcl_NewStringObj(v < 0 ? "" : hex_dir_name(&gd->grid, v),
		    -1);
	}
	return Tcl_NewStringObj(at->choices[v], -1);
}

static Tcl_Obj *
marker_dict(Tcl_Interp *ip, const struct state *st, const struct marker *m)
{
	const struct marker_kind *mk = &st->gd->marker_kinds[m->kind];
	Tcl_Obj *d = Tcl_NewDictObj();
	struct hex h;
	int a, on = marker_where(st, m, &h);

#define PUT(k, v) Tcl_DictObjPut(ip, d, Tcl_NewStringObj(k, -1), v)
	PUT("label", Tcl_NewStringObj(marker_label(st, m), -1));
	PUT("kind", Tcl_NewStringObj(mk->id, -1));
	PUT("hex", Tcl_NewStringObj(on ? hex_str(h) : "", -1));
	PUT("unit", Tcl_NewStringObj(m->unit >= 0 ?
	    st->gd->units[m->unit].id : "", -1));
	for (a = 0; a < mk->nattrs; a++)
		PUT(mk->attrs[a].id, value_of(st, m, a));
#undef PUT
	return d;
}

/* The labels of the markers, all or in one place (a hex or a unit). */
static int
list(Tcl_Interp *ip, const struct state *st, const char *where)
{
	const struct gamedata *gd = st->gd;
	Tcl_Obj *l = Tcl_NewListObj(0, NULL);
	struct hex h;
	char *why = NULL;
	int i, u = -1, byhex = 0;

	if (where != NULL && hex_shaped(&gd->grid, where)) {
		if (hex_parse(&gd->grid, where, &h, &why) != 0)
			return fail(ip, why);
		byhex = 1;
	} else if (where != NULL && (u = gd_unit_find(gd, where, &why)) < 0)
		return fail(ip, why);
	for (i = 0; i < st->nmarkers; i++) {
		const struct marker *m = &st->markers[i];

		/* by hex: with a unit on two hexes, in either (marker_in) */
		if (byhex && !marker_in(st, m, h))
			continue;
		if (u >= 0 && m->unit != u)
			continue;
		Tcl_ListObjAppendElement(ip, l,
		    Tcl_NewStringObj(marker_label(st, m), -1));
	}
	Tcl_SetObjResult(ip, l);
	return TCL_OK;
}

static int
change(struct hooks *h, Tcl_Interp *ip, int objc, Tcl_Obj *const objv[])
{
	struct state *st = h->env->st;
	const char *sub = Tcl_GetString(objv[1]);
	char **w, *why = NULL;
	struct buf quiet, *out = h->env->narration;
	struct ruling r;
	int i, rc, id = 0;

	if (h->env->ro == NULL)
		return fail(ip, xprintf("the game may not be changed in this "
		    "hook, which only asks (it may be in phase hooks and "
		    "after_order)"));
	w = xcalloc((size_t)objc, sizeof *w);
	for (i = 2; i < objc; i++)
		w[i - 2] = Tcl_GetString(objv[i]);
	buf_init(&quiet);
	if (out == NULL || h->said > HOOK_MAX_SAID - 512)
		out = &quiet;	/* over its budget: done, not said */
	ruling_init(&r);
	if (strcmp(sub, "place") == 0 && objc >= 4)
		rc = marker_place_rec(st, w[0], w[1], objc - 4, w + 2, &id, &r,
		    &why);
	else if (strcmp(sub, "move") == 0 && objc == 4)
		rc = marker_move_rec(st, w[0], w[1], &r, &why);
	else if (strcmp(sub, "set") == 0 && objc >= 4)
		rc = marker_set_rec(st, w[0], objc - 3, w + 1, &r, &why);
	else if (strcmp(sub, "remove") == 0 && objc == 3)
		rc = marker_remove_rec(st, w[0], &r, &why);
	else {
		free(w);
		buf_free(&quiet);
		Tcl_WrongNumArgs(ip, 1, objv, "place KIND WHERE "
		    "?NAME=VALUE ...? | move LABEL WHERE | set LABEL "
		    "NAME=VALUE ... | remove LABEL | get LABEL | list ?WHERE?");
		return TCL_ERROR;
	}
	free(w);
	/* a refusal is a record (marker.c), or words for what other
	   modules refuse: the hook's error (said, not kept for `why`:
	   the hook may catch it) */
	if (rc != 0 && why == NULL) {
		struct buf no;

		buf_init(&no);
		narrate_ruling(st->gd, &r, &no);
		why = buf_steal(&no);
		ruling_free(&r);
		ruling_init(&r);
	}
	/* what it did, told as the order's records (narrate_told keeps
	   them in a keeping buffer) */
	narrate_told(st->gd, &r, out);
	buf_free(&quiet);
	if (rc != 0)
		return fail(ip, why);
	if (out == h->env->narration)
		h->said += 128;
	if (id > 0) {
		for (i = 0; i < st->nmarkers; i++)
			if (st->markers[i].id == id)
				Tcl_SetObjResult(ip, Tcl_NewStringObj(
				    marker_label(st, &st->markers[i]), -1));
	}
	return TCL_OK;
}

int
hook_marker_cmd(ClientData cd, Tcl_Interp *ip, int objc,
    Tcl_Obj *const objv[])
{
	struct hooks *h = cd;
	const struct state *st;
	const char *sub;
	char *why = NULL;
	int i;

	if (h->env == NULL || h->env->st == NULL)
		return fail(ip, xprintf("no game is loaded"));
	st = h->env->st;
	if (st->gd->nmarker_kinds == 0)
		return fail(ip, xprintf("%s declares no markers",
		    st->gd->title));
	sub = objc > 1 ? Tcl_GetString(objv[1]) : "list";
	if (strcmp(sub, "list") == 0 && objc <= 3)
		return list(ip, st, objc == 3 ? Tcl_GetString(objv[2]) : NULL);
	if (strcmp(sub, "get") == 0 && objc == 3) {
		if ((i = marker_find(st, Tcl_GetString(objv[2]), &why)) < 0)
			return fail(ip, why);
		Tcl_SetObjResult(ip, marker_dict(ip, st, &st->markers[i]));
		return TCL_OK;
	}
	return change(h, ip, objc, objv);
}

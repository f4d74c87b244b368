/* hookelev: the ground and standing still in herald::unit and
 * herald::hex (see hookelev.h). */
#include "hookelev.h"

#include "elevation.h"
#include "stood.h"

static void
put_int(Tcl_Interp *ip, Tcl_Obj *d, const char *k, int v)
{
	Tcl_DictObjPut(ip, d, Tcl_NewStringObj(k, -1), Tcl_NewIntObj(v));
}

void
hook_unit_standing(Tcl_Interp *ip, Tcl_Obj *d, const struct state *st,
    int unit)
{
	const struct unit_state *us = &st->u[unit];

	put_int(ip, d, "routed", us->routed);
	put_int(ip, d, "eliminated", us->eliminated);
	put_int(ip, d, "stood", stood_of(st, unit));
	/* what it did this phase, for a game's own timing rules (spi-agincourt
	 * 15.0, 17.12: a counter flips only as its Movement phase begins) */
	put_int(ip, d, "moved", us->moved);
	put_int(ip, d, "faced", us->faced);
	/* a programme's melee (spi-agincourt 9.31, 9.35: once a phase) */
	put_int(ip, d, "attacked", us->attacked);
	put_int(ip, d, "defended", us->defended);
	Tcl_DictObjPut(ip, d, Tcl_NewStringObj("mp_spent", -1),
	    Tcl_ObjPrintf("%d%s", us->mf_spent / 2, us->mf_spent % 2 ? ".5" :
	    ""));
}

void
hook_hex_ground(Tcl_Interp *ip, Tcl_Obj *d, const struct gamedata *gd,
    struct hex h)
{
	const struct hexinfo *hi = gd_hex(gd, h);

	Tcl_DictObjPut(ip, d, Tcl_NewStringObj("terrain", -1),
	    Tcl_NewStringObj(gd->terrain[hi->terrain].id, -1));
	if (gd->elevation.any)
		put_int(ip, d, "level", elev_level(gd, h));
}

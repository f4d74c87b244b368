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

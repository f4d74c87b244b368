/* hookelev: what herald::unit and herald::hex (hookcmd.c) say of the
 * ground and of standing still (elevation.h, stood.h): herald::unit's
 * routed, eliminated and stood (the complete impulses the unit has
 * stood in its hex: spi-agincourt 7.24, 14.28), herald::hex's terrain
 * and, in a game with elevation, its level (7.13). */
#ifndef HERALD_HOOKELEV_H
#define HERALD_HOOKELEV_H

#include <tcl.h>

#include "board.h"

void	hook_unit_standing(Tcl_Interp *, Tcl_Obj *d, const struct state *,
	    int unit);
void	hook_hex_ground(Tcl_Interp *, Tcl_Obj *d, const struct gamedata *,
	    struct hex);

#endif

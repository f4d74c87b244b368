/* hookside: herald::flip, registered in hookcmd.c's table, and the part
 * of herald::unit's dict that depends on the side a counter is up. */
#ifndef HERALD_HOOKSIDE_H
#define HERALD_HOOKSIDE_H

#include <tcl.h>

struct state;

int	hook_flip_cmd(ClientData, Tcl_Interp *, int, Tcl_Obj *const []);
/* The unit's stats as they are on the side it is up, and "side". */
void	hook_side_dict(Tcl_Interp *, Tcl_Obj *, const struct state *, int);

#endif

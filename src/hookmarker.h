/* hookmarker: herald::marker, registered in hookcmd.c's table. */
#ifndef HERALD_HOOKMARKER_H
#define HERALD_HOOKMARKER_H

#include <tcl.h>

int	hook_marker_cmd(ClientData, Tcl_Interp *, int, Tcl_Obj *const []);

#endif

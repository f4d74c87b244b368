/* hooktable: herald::table (hooktable.c), registered by hookcmd.c. */
#ifndef HERALD_HOOKTABLE_H
#define HERALD_HOOKTABLE_H

#include <tcl.h>

int	hook_table_cmd(ClientData, Tcl_Interp *, int, Tcl_Obj *const []);

#endif

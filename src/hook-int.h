/* hook-int: what the hook module's two files share: the interpreter
 * pair and the game a hook is looking at. */
#ifndef HERALD_HOOK_INT_H
#define HERALD_HOOK_INT_H

#include <tcl.h>

#include "hook.h"

struct hooks {
	Tcl_Interp	*master;
	Tcl_Interp	*child;
	char		*path;		/* the scenario's script */
	char		*text;		/* its text, to map proc lines */
	char		*game_path;	/* the game's script, or NULL */
	char		*game_text;
	struct hook_env	*env;
	int		 max_commands;
	int		 max_ms;
	Tcl_CmdInfo	 globals;	/* the real [info globals] */
	int		 nglobals;	/* after the script was loaded */
	int		 used;		/* called since it was loaded */
};

/* hookcmd.c: the herald:: commands a hook reads the game with. */
void	hook_register_commands(Tcl_Interp *, struct hooks *);
void	hook_limit_extend(struct hooks *, const Tcl_Time *since);

#endif

/* crtload: an odds combat results table read from tables/GAME/
 * (crtload.c): crtload_tables (gdload.h) reads it, and this frees
 * it, for rules.c.  A header of its own, not rules'. */
#ifndef HERALD_CRTLOAD_H
#define HERALD_CRTLOAD_H

#include "gamedata.h"

void	crtload_free(struct crt *);

#endif

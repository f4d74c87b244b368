/* gameload: a game and one of its scenarios loaded together, the
 * scenario's YAML read on a second thread while the game's loads (its
 * set-up is a file of thousands of values on a monster game; issue 10).
 * The result, and every refusal, is exactly gamedata_load's and then
 * scenario_load's (tests/unit/test_gameload.c compares them). */
#ifndef HERALD_GAMELOAD_H
#define HERALD_GAMELOAD_H

#include <sys/types.h>

#include "gamedata.h"

/* gamedata_load(datadir, game), then scenario_load(NAME) when scenario
 * is not NULL.  On failure nothing is left: *gd and *sc are NULL and
 * *cause says why (the game's reason first, as the two calls give). */
int	game_load(const char *datadir, const char *game,
	    const char *scenario, struct gamedata **gd,
	    struct scenario **sc, char **cause);

/* game_load with the caller's work beside it: the game's data loads on
 * a second thread while fn(arg) runs on this one, which then reads the
 * scenario's YAML (build() makes the Tcl interpreter, which is bound to
 * its thread, meanwhile).  fn runs once in any case (before a serial
 * game_load when no thread can be had); the result and the refusals are
 * game_load's. */
int	game_load_beside(const char *datadir, const char *game,
	    const char *scenario, void (*fn)(void *), void *arg,
	    struct gamedata **gd, struct scenario **sc, char **cause);

/* Scenario files of at least n bytes are read on a second thread (32 KB
 * unless told; 0: every one, as the tests do). */
void	game_load_thread_bytes(off_t n);

#endif

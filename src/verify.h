/* verify: a third party's check of a game sent by turn files, or kept in
 * a journal or a save (a tournament director's, issue 16), offline: the
 * game is built afresh from the first file's settings and every file is
 * imported in order as the players' heralds did, so that every chain,
 * every signature (a game by mail), every die of herald's (from the
 * seed), every sealed choice against its commitment, and every order's
 * legality are checked again; the first problem is kept with where it
 * was found.  Nothing is written: the game lives in memory only. */
#ifndef HERALD_VERIFY_H
#define HERALD_VERIFY_H

#include "session.h"

struct verdict {
	struct session	 s;		/* the game as the files built it */
	int		 built;		/* a game was started */
	int		 files;		/* taken, before any problem */
	int		 nfiles;
	int		 journal;	/* a journal or a save, not turn files */
	char		*problem;	/* the first problem, or NULL */
	char		*where;		/* the file it is in */
};

/* paths: turn files in the order they were sent, or one journal or
 * save.  0: all hold; 1: a problem (v->problem); -1 with *cause: the
 * files could not be read as a game at all (none given). */
int	verify_files(const char *datadir, char *const *paths, int n,
	    struct verdict *, char **cause);
void	verdict_free(struct verdict *);

#endif

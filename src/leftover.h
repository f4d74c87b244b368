/* leftover: what lies beside a journal when herald starts, so that no
 * game is ever out of the player's sight.
 *
 * Beside JOURNAL herald may find:
 *	JOURNAL.N		a game replaced by new, load or a declined
 *				resume (N counts up; never overwritten)
 *	JOURNAL.damaged.N	a damaged journal, kept as it was
 *	JOURNAL.previous	a replaced game, as herald before 0.2 kept it
 *	JOURNAL.tmp-XXXXXXXX	a journal being written; flocked while its
 *				herald lives.  One no one holds was left by a
 *				herald that died: if it is a whole game (more
 *				than its settings) it is kept as JOURNAL.N,
 *				otherwise removed (it never was the game in
 *				play).
 * A numbered name that is the journal itself (a second name left by a
 * replace that was cut short) is removed quietly: the journal has it.
 * The scan runs with the journal locked, so one herald at a time. */
#ifndef HERALD_LEFTOVER_H
#define HERALD_LEFTOVER_H

#include <time.h>

enum lo_kind {
	LO_RESCUED,		/* a dead herald's whole game, now JOURNAL.N */
	LO_DAMAGED,		/* JOURNAL.damaged.N */
	LO_KEPT,		/* JOURNAL.N */
	LO_PREVIOUS,		/* JOURNAL.previous */
	LO_UNREADABLE,		/* not readable as a game */
	LO_REMOVED		/* a dead herald's unfinished file, removed */
};

struct leftover {
	enum lo_kind	 kind;
	char		*path;
	char		*settings;	/* of its game, or NULL */
	int		 orders;	/* in force (before any damage) */
	long		 damaged_at;	/* the damaged record, or 0 */
	char		*note;		/* why it could not be read, or moved */
	time_t		 mtime;
	long		 number;	/* N, for the order: newest first */
};

/* Finds (and tidies, as above) what lies beside the journal at path. */
int	leftover_scan(const char *journal, struct leftover **, int *n);
void	leftover_free(struct leftover *, int n);

#endif

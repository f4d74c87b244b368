/* task: a unit's task, a mechanism a game chooses with rules: tasks: in
 * game.yaml.  A task is something a unit does standing where it is
 * instead of moving (spi-agincourt 15.0: a yeoman retrieves arrows,
 * implants or removes stakes), declared by the game with the unit types
 * (and counter side) that may take it and, where it needs one, a word
 * the player chooses (16.31: the facing of stakes).  The `task` order
 * takes one up, or gives it up (`none`): herald checks it against the
 * declaration and keeps the task in a per-unit declared count (state:)
 * as 1 + its place in the list, 0 for none; the game's hooks do the
 * rest (order_done sees `task UNIT KIND [WORD]`; they set the count
 * back to 0 when the task is done).
 *   rules: tasks: {state: VALUE, section,
 *                  kinds: {ID: {name, section, types: [TYPE...],
 *                           side: SIDE, still: BOOL,
 *                           choose: {name, values: [WORD...]}}}}
 * still: only a unit that has not moved or turned in this impulse (or
 * phase). */
#ifndef HERALD_TASK_H
#define HERALD_TASK_H

#include "board.h"

struct loader;
struct ynode;
struct ruling;

#define TASK_NONE_WORD	"none"	/* the word that gives a task up */

/* rules: tasks: (m NULL: none); the count's name is checked by
 * task_load_state once state: is read (rules NULL: none). */
int	task_load(struct loader *, struct gamedata *, const struct ynode *m);
int	task_load_state(struct loader *, struct gamedata *,
	    const struct ynode *rules);
void	task_free(struct gamedata *);

/* The kind of that id, or -1. */
int	task_find(const struct gamedata *, const char *id);

/* The unit takes up the task kind (word: the chosen word, or NULL), or
 * with kind TASK_NONE_WORD gives its task up.  0 with the ruling's
 * record (RS_TASK, RS_TASK_NONE) at the end of r; -1 with the refusal's
 * (RS_REFUSE_TASK, "why" TASK_WHY_*) and nothing changed. */
int	task_take_rec(struct state *, int unit, const char *kind,
	    const char *word, struct ruling *r);

/* RS_REFUSE_TASK's "why" */
enum {
	TASK_WHY_NO_TASKS = 1,	/* the game declares none */
	TASK_WHY_UNKNOWN,	/* word 1 no kind; word 2 the kinds */
	TASK_WHY_TYPE,		/* word 1 the task, word 2 its type */
	TASK_WHY_SIDE,		/* word 1 the task, word 2 the side needed */
	TASK_WHY_MOVED,		/* word 1 the task: it moved or turned */
	TASK_WHY_WORD,		/* word 1 the task, word 2 the word's name,
				   word 3 the values, word 4 as typed ("" none),
				   word 5 the task's id */
	TASK_WHY_EXTRA,		/* word 1 the task takes no word, word 2 it */
	TASK_WHY_BUSY,		/* word 1 its task now: give it up first */
	TASK_WHY_SAME,		/* word 1: at it already */
	TASK_WHY_IDLE		/* `none`: it has no task */
};

#endif

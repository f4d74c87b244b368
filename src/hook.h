/* hook: scenario scripts in a safe Tcl interpreter (DESIGN principle 6).
 * The script is untrusted: it runs in a safe child interpreter with no
 * file, process, network or load commands, no clock and nothing else that
 * could differ between two replays of a journal, and every call into it
 * has a command-count and time limit.  It sees the game through
 * read-only host commands in the herald:: namespace and speaks through
 * herald::narrate.  A hook keeps no state: a call that leaves anything
 * behind in the interpreter is refused and undone, so every call starts
 * from the interpreter as the scripts left it when they loaded.
 */
#ifndef HERALD_HOOK_H
#define HERALD_HOOK_H

#include "board.h"
#include "dice.h"

#define HOOK_MAX_COMMANDS	200000
#define HOOK_MAX_MS		2000
#define HOOK_MAX_SAID		262144	/* narration bytes a call: a whole
					   phase a game plays (spi-agincourt
					   14.2, a hundred fugitives) */
#define HOOK_MAX_ANSWER		65536	/* bytes of a hook's result */

struct hooks;

/* What a hook sees while it runs: the state being worked on (a scratch
 * copy during an order) and where its narration goes. */
struct hook_env {
	const struct gamedata	*gd;
	const struct scenario	*sc;
	struct state		*st;
	struct buf		*narration;
	struct roller		*ro;	/* the order's dice; NULL: none */
};

/* The game's script (may be NULL) then the scenario's (may be NULL). */
int	hooks_new(const char *game_script, const char *script,
	    struct hooks **, char **cause);
void	hooks_free(struct hooks *);
/* hooks_new in three steps, for build() to make the interpreter while
 * the game data loads on a second thread: hooks_begin (Tcl started, once
 * per process: before that thread runs), hooks_prepare (the interpreter
 * made safe, with herald's commands: all that needs no script; a failure
 * is kept for hooks_start to report) and hooks_start (the scripts read
 * and loaded: on failure h is freed).  hooks_free lets go of hooks begun
 * but never started. */
struct hooks *hooks_begin(void);
void	hooks_prepare(struct hooks *);
int	hooks_start(struct hooks *, const char *game_script,
	    const char *script, struct hooks **, char **cause);
/* The same with the scripts as a list, loaded in order into the one
 * interpreter (the game's, then the scenario's); messages that name no
 * procedure are named after scripts[named]. */
int	hooks_start_list(struct hooks *, const char *const *scripts, int n,
	    int named, struct hooks **, char **cause);

/* Calls the procedure the scenario names for an event, if any.  A hook
 * that fails or is stopped by a limit returns -1 with *cause saying
 * where, and the caller refuses the order. */
int	hooks_event(struct hooks *, struct hook_env *, const char *event,
	    int argc, const char **argv, char **cause);
/* Asks the hooks of an event a question: the first non-empty answer is
 * returned in *answer (NULL when every hook answered empty).  Used for
 * the `order` event, whose answer refuses the order. */
int	hooks_ask(struct hooks *, struct hook_env *, const char *event,
	    int argc, const char **argv, char **answer, char **cause);
int	hooks_call(struct hooks *, struct hook_env *, const char *proc,
	    int argc, const char **argv, char **result, char **cause);

/* Whether the scripts loaded define proc (a proc or any command a call
 * to it would find): 0 yes, 1 no (none when h is NULL), -1 with *cause
 * when the interpreter could not be asked.  For the load's check of the
 * procs a game's rules name (gamedata_check_procs). */
int	hooks_has(struct hooks *, const char *proc, char **cause);
/* The base name of the k-th script loaded, or NULL past the last. */
const char *hooks_script_names(struct hooks *, int k);

/* After a refused order or a question: the next call must start where a
 * replay of the journal would.  Every call is already checked and undone
 * if it left anything behind, so this only rebuilds an interpreter that
 * could not be rebuilt before. */
int	hooks_reset(struct hooks *, char **cause);

/* While a journal replays orders played before, a call has
 * HOOK_REPLAY_SLACK times its time limit (the command limit stays). */
#define HOOK_REPLAY_SLACK	5
void	hooks_replaying(struct hooks *, int on);

/* While on, the calls are questions (`status`, `setup check`) asked on
 * a copy of the game: one that succeeds, rolls no dice and leaves the
 * game as it was is remembered, and asked again about the same game it
 * says and answers the same without running (hookmemo.c). */
void	hooks_questioning(struct hooks *, int on);

/* For tests: other limits (at least 1 command and 1 ms). */
void	hooks_set_limits(struct hooks *, int commands, int ms);

#endif

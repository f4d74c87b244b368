/* rulehook: the extension points of a ruling that call the game's Tcl
 * (doc/authoring.md, "Hooks: events, conditions and effects"):
 *   - a modifier whose condition is `when: hook`, `hook: PROC`: PROC is
 *     asked whether it applies (an answer of 0, false, no or nothing:
 *     it does not; 1, true or yes: it does; an integer: that value);
 *   - a table result with `effect: PROC`: PROC runs once the result's
 *     other effects are applied, and may narrate and set the game's
 *     declared state.
 * The procs run in the scenario's sandboxed interpreter (hook.c) with the
 * same limits as every hook.  A condition runs on a copy of the game and
 * may change nothing; an effect runs on the order's own state.  A hook
 * that fails, is stopped by a limit or answers what is not a number or
 * a truth value makes the ruling fail with a reason naming the modifier
 * or the result and the proc: the order is refused, the game unchanged.
 *
 * The session says which hooks are in force while a command runs
 * (rulehook_use), the way render_set_gate names the shell's gate. */
#ifndef HERALD_RULEHOOK_H
#define HERALD_RULEHOOK_H

struct hooks;
struct scenario;
struct state;
struct roller;
struct buf;
struct modifier;
struct attack;
struct crt_result;

struct rulehook_ctx {
	struct hooks		*hk;
	const struct scenario	*sc;
};

/* Puts these hooks in force; returns those that were (to put back). */
struct rulehook_ctx rulehook_use(struct hooks *, const struct scenario *);
void	rulehook_restore(struct rulehook_ctx);

/* The value of a `when: hook` modifier for this attack (0: it does not
 * apply), or -1 with *cause. */
int	rulehook_modifier(const struct state *, const struct modifier *,
	    const struct attack *, int *value, char **cause);
/* The value of a `when: hook` morale modifier for this unit. */
int	rulehook_morale(const struct state *, const struct modifier *,
	    int unit, int *value, char **cause);
/* "f03 e01": the units' ids as a Tcl list (a new string). */
struct gamedata;
char	*rulehook_ids(const struct gamedata *, const int *units, int n);
/* A condition's answer: a truth value (1: the modifier's value) or
 * "value N"; -1 for anything else. */
int	rulehook_answer(const char *, const struct modifier *, int *value);
/* Asks proc (argv its words) on a copy of the game, which it may not
 * change: *answer its result (freed by the caller), or -1 with *cause
 * naming what (e.g. "the modifier X") could not be ruled on. */
int	rulehook_text(const struct state *, const char *what,
	    const char *proc, int argc, const char **argv, char **answer,
	    char **cause);
/* Runs a table result's effect proc: 0, or -1 with *cause. */
int	rulehook_effect(struct state *, const struct crt_result *,
	    const struct attack *, const int *who, int nwho,
	    struct roller *, struct buf *out, char **cause);

#endif

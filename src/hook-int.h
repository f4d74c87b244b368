/* hook-int: what the hook module's files share: the safe interpreter,
 * the game a hook is looking at, and the record of what the scripts left
 * in the interpreter when they had loaded (hooksnap.c). */
#ifndef HERALD_HOOK_INT_H
#define HERALD_HOOK_INT_H

#include <tcl.h>

#include "hook.h"

struct hook_snap;
struct hook_memo;

#define HOOK_NSEALED	10	/* commands refused once loaded */
#define HOOK_NWORDS	4	/* a call's words kept for the next */
#define HOOK_ELIM_FACTIONS 8	/* herald::eliminated counts kept */
#define HOOK_SCRIPTS_MAX (2 * GAME_SCRIPTS_MAX) /* the game's and a scenario's */

struct hooks {
	Tcl_Interp	*child;		/* safe, with no parent */
	/* The scripts in the order they load: the game's (one or more,
	 * `hooks: script: [a.tcl, b.tcl]`), then the scenario's.  Each
	 * text is loaded and kept to map an error to its file and line. */
	char		*paths[HOOK_SCRIPTS_MAX];
	char		*texts[HOOK_SCRIPTS_MAX];
	int		 nscripts;
	int		 named;		/* the one messages are named after:
					   the scenario's, else the game's
					   first */
	struct hook_env	*env;
	int		 max_commands;
	int		 max_ms;
	int		 replaying;	/* HOOK_REPLAY_SLACK times the time */
	int		 count_ceiling;	/* Tcl's count may not pass it */
	Tcl_CmdInfo	 cmdcount;	/* the real [info cmdcount] */
	Tcl_ObjCmdProc	*sealed[HOOK_NSEALED];
	struct hook_snap *snap;		/* the variables after loading */
	size_t		 said;		/* narration bytes in this call */
	unsigned	 builds;	/* interpreters made (for tests) */
	/* Every Tcl call runs on the guard's worker thread (src/guard.h):
	 * a C stack overflow, a Tcl panic, an exhausted memory budget or
	 * a single command past its time stops that worker, not herald.
	 * gen is the worker generation child was made on. */
	struct guard	*guard;
	unsigned	 gen;
	/* hooks_begin/_prepare (build() makes the interpreter while the
	 * game data loads): Tcl was started on the guard's thread (its
	 * data is let go at hooks_free), the interpreter is made up to its
	 * scripts, or why it could not be (said by hooks_start). */
	int		 found;
	int		 prepared;
	char		*prep_cause;
	int		 questioning;	/* hooks_questioning */
	/* The call's answer is asked for (an order check, a condition):
	 * it runs on a copy, so it may not set the game's declared values
	 * (herald::counter, hookcmd.c). */
	int		 asking;
	/* herald::eliminated's counts in this call: [0] all, [f + 1]
	 * faction f (hookcmd.c) */
	int		 elim_known;
	int		 elim[HOOK_ELIM_FACTIONS + 1];
	struct hook_memo *memo;		/* the questions' answers */
	struct hook_recall *recall;	/* calls known by their reads */
};

/* hookcmd.c: the herald:: commands a hook reads the game with. */
void	hook_register_commands(Tcl_Interp *, struct hooks *);
/* hookboard.c: herald::board (the board's geometry, a unit put in a hex
 * by a game's rule), in hookcmd.c's table. */
int	hook_board_cmd(ClientData, Tcl_Interp *, int, Tcl_Obj *const []);
/* hookchance.c: herald::chance (a percentile chance, spi 3.8). */
int	hook_chance_cmd(ClientData, Tcl_Interp *, int, Tcl_Obj *const []);
/* hookcounter.c: herald::counter (the game's declared values). */
int	hook_counter_cmd(ClientData, Tcl_Interp *, int, Tcl_Obj *const []);
/* hookchance.c: a chance read with the order's dice and told (what, the
 * section; recon 1: a rebuilt cell), as herald::chance reads one; TCL_OK,
 * or TCL_ERROR with the interpreter's result saying why. */
struct pct_chance;
int	hook_chance_read(struct hooks *, Tcl_Interp *, int pct,
	    const char *what, const char *section, int recon,
	    struct pct_chance *);
/* hookmorale.c: herald::morale (a morale check by points, spi 10.0). */
int	hook_morale_cmd(ClientData, Tcl_Interp *, int, Tcl_Obj *const []);

/* hooklimit.c: a call's limits.  hook_cmdcount: the commands the child
 * has run; hook_count_runs_out: near the ceiling of Tcl's count (start a
 * fresh interpreter); hook_time_limit: a call's ms; arm (count: the
 * hook_cmdcount, or -1 to ask) and disarm around a call; extend: the
 * time waited for the players since `since` is not the hook's. */
int	hook_cmdcount(struct hooks *);
int	hook_count_runs_out(struct hooks *, int count);
int	hook_time_limit(const struct hooks *);
/* hookerror.c: a path's last part; and a failure told as "file.tcl:12:
 * WHAT failed: MESSAGE" (LOADING: the script being loaded, or NULL in a
 * call), or as the limit the call ran past. */
const char *hook_base_name(const char *);
char	*hook_describe_error(struct hooks *, const char *what,
	    const char *loading);
void	hook_limits_arm(struct hooks *, int count);
void	hook_limits_disarm(struct hooks *);
void	hook_limit_extend(struct hooks *, const Tcl_Time *since);

/* hookseal.c: before the scripts load, what the safe interpreter still
 * has that reads the time or the machine, or keeps state, goes; after,
 * whatever could make commands or namespaces goes too. */
int	hook_strip(struct hooks *, char **cause);
void	hook_seal(struct hooks *);

/* hooksnap.c: the variables of every namespace, recorded once the
 * scripts have loaded and compared with that record after each call:
 * 0 the same, -1 with *what saying what the call left ("set ::foo"), 1
 * the same variables in another order (nothing kept, but the caller
 * rebuilds all the same). */
Tcl_Namespace **hook_namespaces(Tcl_Interp *, size_t *);
void	hook_tidy(struct hooks *);
int	hook_snap_take(struct hooks *, char **cause);
int	hook_snap_check(struct hooks *, char **what);
Tcl_Obj	*hook_snap_word(struct hooks *, int, const char *);
void	hook_snap_free(struct hooks *);

/* hookmemo.c: a question's answer, for as long as the game it was asked
 * about stays the same (main thread only). */
int	hook_memo_find(struct hooks *, const struct hook_env *, const char *,
	    int, const char **, char **result);
struct state *hook_memo_before(struct hooks *, const struct hook_env *);
void	hook_memo_keep(struct hooks *, const struct hook_env *,
	    struct state *before, size_t from, const char *proc, int argc,
	    const char **argv, const char *result, int asked);
void	hook_memo_free(struct hooks *);

/* hookrecall.c: a call that read the game only through commands whose
 * reads are recorded (HOOK_READS_*), said nothing and changed nothing,
 * made again with the same words about a game whose recorded part is
 * the same, is not run again: find (1: *result is its answer), begin
 * and end around a call that runs, note for each herald:: command it
 * makes (reads 0: one that may not be recalled). */
#define HOOK_READS_ELIM	1u	/* which units are eliminated */
int	hook_recall_find(struct hooks *, const struct hook_env *,
	    const char *, int, const char **, char **result);
void	hook_recall_begin(struct hooks *, const struct hook_env *);
void	hook_recall_note(struct hooks *, unsigned reads, int rc);
void	hook_recall_end(struct hooks *, const struct hook_env *, int rc,
	    size_t from, const char *proc, int argc, const char **argv,
	    const char *result, int asked);
void	hook_recall_free(struct hooks *);

#endif

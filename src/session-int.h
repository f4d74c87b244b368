/* session-int: what session.c (orders as transactions), session-build.c
 * (a game made from its settings), session-hook.c (hook events),
 * replay.c (the game rebuilt from its journal) and snapshot.c (undo, redo
 * and the states kept along the journal) share.  Not for anything
 * else. */
#ifndef HERALD_SESSION_INT_H
#define HERALD_SESSION_INT_H

#include "session.h"

/* A game as built from a journal's header, before it is the session's. */
struct built {
	struct gamedata		*gd;
	struct scenario		*sc;
	struct hooks		*hk;
	struct state		*st;
	struct snapshots	*snaps;
};

void	built_free(struct built *);
/* Loads game and scenario, places the set-up and runs the start hook. */
int	build(struct session *, const char *game, const char *scenario,
	    uint64_t seed, const char *options, struct built *, struct buf *,
	    char **cause);
/* The built game becomes the session's (the old one is dropped). */
void	session_adopt(struct session *, struct built *, const char *game,
	    const char *scenario, uint64_t seed, const char *options);
void	session_drop_game(struct session *);
char	*session_settings_format(const char *game, const char *scenario,
	    uint64_t seed, const char *options);
int	settings_parse(const char *text, char **game, char **scenario,
	    uint64_t *seed, char **options, char **cause);
/* The orders in force from the records since the last "new". */
void	session_compute_active(const struct journal *, int **active,
	    int *nactive, int *cursor, int *header);

/* Runs a handler on scratch, a copy of before (which handlers see as the
 * session's state).  On success scratch is the new state and ro->made
 * holds the dice; on CMD_UNCHANGED or CMD_ERROR scratch is to be thrown
 * away.  rec: replay of a journal record, with its own dice.  checked:
 * the order is one of this session's orders in force, replayed where it
 * applied before, so its `order` hook (which answered for this very
 * state) is not asked again. */
enum cmd_retval run_on(struct session *, const struct cmd_entry *, int argc,
	    char **argv, struct state *before, struct state *scratch,
	    struct roller *, const struct jrec *rec, int checked, struct buf *,
	    char **cause);
/* A journal record's verb and words, checked to be an order of the game;
 * -1 with the cause (numbered as order i + 1) if not. */
const struct cmd_entry *order_words(const struct jrec *, int i, int *argc,
	    char ***argv, char **cause);

/* --- session-hook.c ---------------------------------------------------- */
/* Calls the hooks of an event on st with the phase's words (turn, side,
 * phase); ro: the order's dice, or NULL.  hk NULL: no hooks, nothing. */
int	session_fire(struct hooks *, const struct gamedata *,
	    const struct scenario *, struct state *, struct roller *,
	    const char *event, struct buf *, char **cause);
/* The `order` hooks asked about an order on a copy of before: 0 if it
 * may be given, -1 with the reason (or a hook's failure) if not. */
int	session_order_allowed(struct session *, const struct state *before,
	    const char *verb, int argc, char **argv, char **cause);
/* The `order_done` hooks on scratch once the order is carried out, with
 * its dice: they may set the game's declared values (tally.h). */
int	session_order_done(struct session *, const struct state *before,
	    struct state *scratch, struct roller *, const char *verb,
	    int argc, char **argv, struct buf *, char **cause);
/* After a refused order or a question: hooks as a replay would find
 * them. */
void	session_fresh_hooks(struct session *);

/* --- replay.c --------------------------------------------------------- */
/* Rebuilds the session's game from its journal, silently. */
int	rebuild(struct session *, struct buf *, char **cause);
/* Replays orders in force [from, to) of active onto *st, the state after
 * the first `from` of them, on the game the session holds; every state
 * reached is offered to snaps (may be NULL).  checked: see run_on. */
int	replay_span(struct session *, const int *active, int from, int to,
	    struct state **st, struct snapshots *snaps, int checked,
	    char **cause);
/* 0 if these orders apply after the orders in force, tried on a copy of
 * the game in play; -1 if not (the caller finds out why). */
int	replay_check(struct session *, const struct jrec *, int n);

/* --- snapshot.c: states along the orders in force, a cache of the
 * journal's replay (never its truth) --------------------------------- */
struct snapshots *snapshots_new(const struct state *initial);
void	snapshots_free(struct snapshots *);
/* A state the replay reached after the first `at` orders in force. */
void	snapshots_note(struct snapshots *, int at, const struct state *);
/* Takes st, the state after the first `at` orders in force, which an
 * order has just replaced (no copy). */
void	snapshots_take(struct snapshots *, int at, struct state *);
/* The orders in force from position at on are replaced: forget what
 * came after them. */
void	snapshots_truncate(struct snapshots *, int at);
/* Bytes the snapshots hold, for tests. */
size_t	snapshots_bytes(const struct snapshots *);

#endif

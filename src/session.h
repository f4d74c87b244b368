/* session: the game in play.  It ties the loaded game data, the state,
 * the hooks and the journal together, and runs every order as a
 * transaction: work on a copy, journal the order with its dice, then let
 * the copy replace the state.  The state is always the replay of the
 * journal's active orders (DESIGN principle 3): resume and load rebuild
 * it that way; undo and redo replay from the nearest of the states kept
 * along the way (a cache of that replay, bounded in memory). */
#ifndef HERALD_SESSION_H
#define HERALD_SESSION_H

#include <stdint.h>

#include "board.h"
#include "cmd.h"
#include "hook.h"
#include "journal.h"
#include "ruling.h"

struct session {
	char			*datadir;
	struct gamedata		*gd;
	struct scenario		*sc;
	struct hooks		*hk;
	struct state		*st;
	struct snapshots	*snaps;		/* snapshot.c */
	struct journal		 j;
	/* Settings of the game, as in its "new" record. */
	char			*game;
	char			*scenario;	/* NULL on an empty board */
	char			*options;	/* "range-drm,..." or NULL */
	uint64_t		 seed;
	/* Orders in force: indexes of "do" records; the first cursor of
	 * them are applied, the rest can be redone. */
	int			*active;
	int			 nactive;
	int			 cursor;
	/* For `why`, set by session_why.  why: the order's line (or the
	 * whole text of a refusal, an import, or narration whose records
	 * did not render as it); why_rec: what the order said, rendered
	 * after it (ruling.h: RS_TEXT steps hold what is still said as
	 * text). */
	char			*why;
	struct ruling		 why_rec;
	dice_ask_fn		 ask;
	dice_secret_fn		 ask_secret;	/* NULL: nobody */
	dice_show_fn		 show;
	void			*ask_ctx;
	int			 batch;		/* answers come from a script */
	int			 rebuilds;	/* from the journal's start */
	/* The secrets of choices sealed here for play by mail, when there
	 * is no journal to keep them beside (sealstore.h). */
	struct buf		 sealed_mem;
	/* A game by mail: this herald's player's seat and keys (keyring.h),
	 * read from beside the journal when first wanted; NULL: not yet. */
	struct keyring		*keys;
	/* The faction whose signed turn file is being imported (-1: none):
	 * each of its orders must be his (session_mail_dice). */
	int			 import_side;
	/* An order tried, not given (session_try): no one is asked, the
	 * dice are a scratch copy's, nothing is sealed or kept. */
	int			 dry;
};

void	session_init(struct session *, const char *datadir);
/* What `why` repeats from now on: text, and rec's records (both taken
 * over; rec may be NULL). */
void	session_why(struct session *, char *text, struct ruling *rec);
void	session_free(struct session *);

/* A game by mail (session-mail.c, mail.h): this herald's keyring, or NULL
 * (none yet; or *cause: it is damaged); the seat taken, its keys made;
 * and the check of a journaled order: refused (-1, *cause) without a
 * seat or when the game waits for the other player; the seat's key
 * pledged first (a `pledge` order) if it is not yet. */
struct keyring;
const struct keyring *session_keyring(struct session *, char **cause);
int	session_take_seat(struct session *, int faction, char **cause);
void	session_keyring_drop(struct session *);
struct cmd_entry;
int	session_mail_gate(struct session *, const struct cmd_entry *,
	    struct buf *out, char **cause);
/* Before a turn file is written: the seat's key and chain pledged, and a
 * link revealed if none counts yet (a file sent before his first turn). */
int	session_mail_export(struct session *, struct buf *out, char **cause);
/* Around every journaled order (run_on): the generator for its dice
 * from both players' chains (dicechain.h), *words its words (NULL when
 * the game is not by mail) and *actor the faction it is given by; -1
 * (*cause) for an order not the importing file's player's.  Then, the
 * order done, the digest of the orders and the links' freshness. */
struct roller;
int	session_mail_dice(struct session *, const struct cmd_entry *, int argc,
	    char **argv, struct state *, struct roller *, char **words,
	    int *actor, char **cause);
void	session_mail_note(struct state *, const struct cmd_entry *, int actor,
	    char *words, const struct roller *);

/* Would this order be taken now?  It is carried out on a copy of the
 * game, with herald's own dice from a scratch generator and herald's
 * picks for every choice, and nothing is journaled or shown: 0 (and
 * *after, when not NULL, the copy as the order left it, the caller's
 * to free), or -1 with the refusal.  For questions (reach, targets). */
int	session_try(struct session *, const char *name, int argc, char **argv,
	    struct state **after, char **cause);

/* Each order in force replayed from the start, and handed to fn with
 * the game before and after it and its ruling's records; fn's non-zero
 * stops it (returned).  -1 with *cause if the replay fails. */
struct ruling;
typedef int (*session_order_fn)(void *, int i, const struct jrec *,
    const struct state *before, const struct state *after,
    const struct ruling *);
int	session_each_order(struct session *, session_order_fn, void *,
	    char **cause);
/* Each player's dice luck over the orders in force (luck.h). */
struct luck;
int	session_luck(struct session *, struct luck *, char **cause);

/* Group commit (journal.h journal_defer): orders are synced by
 * session_sync, before the output that reports them leaves herald; a
 * failed sync refuses them all (*dropped) and rebuilds the game. */
void	session_defer_sync(struct session *, int on);
int	session_sync(struct session *, int *dropped, char **cause);
/* 0, 1 if the journal is damaged (j.damage; j holds the whole records
 * before it, which session_resume takes), -1 if it cannot be used. */
int	session_use_journal(struct session *, const char *path,
	    char **warning, char **cause);
int	session_has_game(const struct session *);

int	session_new(struct session *, const char *game, const char *scenario,
	    uint64_t seed, const char *options, struct buf *out, char **cause);
/* The same from a game's settings as a journal's "new" record or a turn
 * file's game line holds them ("game=G scenario=S seed=N options=A"). */
int	session_new_settings(struct session *, const char *settings,
	    struct buf *out, char **cause);
int	session_resume(struct session *, struct buf *out, char **cause);
int	session_load(struct session *, const char *path, struct buf *out,
	    char **cause);
/* With salvage, a damaged file's whole records before the damage. */
int	session_load_file(struct session *, const char *path, int salvage,
	    struct buf *out, char **cause);
int	session_save(struct session *, const char *path, char **cause);
/* *kept: where a file that was at path is kept, or NULL. */
int	session_save_keep(struct session *, const char *path, char **kept,
	    char **cause);
int	session_undo(struct session *, struct buf *out, char **cause);
/* The same for an order whose dice or choices were seen, the opponent
 * agreeing: the journal's undo record says "agreed". */
int	session_undo_agreed(struct session *, struct buf *out, char **cause);
int	session_redo(struct session *, struct buf *out, char **cause);

/* Runs one command line's entry; journaled commands as a transaction. */
enum cmd_retval session_run(struct session *, const struct cmd_entry *,
	    int argc, char **argv, struct buf *out, char **cause);

/* Calls the scenario's hook for an event on a state (the scratch copy
 * during an order); hooks for the current phase get turn, side and phase
 * as arguments. */
int	session_event(struct session *, struct state *, const char *event,
	    struct buf *out, char **cause);
/* The same, in an order: the hook may roll the order's dice and change
 * the game (herald::roll, herald::eliminate). */
int	session_event_dice(struct session *, struct state *, struct roller *,
	    const char *event, struct buf *out, char **cause);

/* Asks the `programme` hook (a question, on a copy) for the orders a
 * programmed side gives now, one a line, in *answer (NULL: none).
 * Returns 1 if the game has the hook, 0 if not, -1 on a failure. */
int	session_programme_ask(struct session *, char **answer, char **cause);
/* Asks the scenario's hook for an event that only reports (status,
 * setup check): it runs on a copy, so nothing it does stays.  Returns 1
 * if the scenario has such a hook, 0 if not, -1 on a hook failure. */
int	session_query(struct session *, const char *event, struct buf *out,
	    char **cause);

/* The narration of active order i (0-based), rebuilt by replaying the
 * journal up to it. */
int	session_narrate(struct session *, int i, struct buf *out,
	    char **cause);

/* Whether these orders would apply after the orders in force, checked on
 * a copy of the game (nothing changes). */
int	session_check_orders(struct session *, const struct jrec *, int n,
	    char **cause);
/* Applies and journals an order made elsewhere (a turn file), with the
 * dice it was given there. */
int	session_replay_order(struct session *, const struct jrec *,
	    char **cause);
/* The same for n orders (a turn), journaled together: all or none. */
int	session_replay_orders(struct session *, const struct jrec *, int n,
	    char **cause);

/* The game after the first i orders in force, replayed from the nearest
 * state kept at or before it (not from the journal's start); the caller
 * frees it.  -1 if no kept state leads there. */
int	session_state_at(struct session *, int i, struct state **,
	    char **cause);

/* The "do" record behind active order i (0-based). */
const struct jrec *session_order(const struct session *, int i);
/* Is the counter in this battle: on the board, fallen, or in the
 * scenario's set-up?  On an empty board every counter is. */
int	session_in_battle(const struct session *, int unit);
/* The faction whose order the game waited for just before order i
 * (0-based): the one in turn, or the one an exchange left open waits
 * for (a duel by mail's manner or reveal, duel_awaits); worked out by
 * replaying the journal up to it; -1 (with a cause if it could not be
 * replayed) when no faction is in turn. */
int	session_actor_at(struct session *, int i, char **cause);
/* The same of a state: the side an exchange left open waits for (a duel
 * by mail's answer or reveal), else the side in turn (session-mail.c). */
int	session_actor(const struct state *);

#endif

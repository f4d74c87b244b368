/* cmd: the command table.  Each shell command is one entry in its own
 * file under commands/ (in the manner of tmux's cmd-*.c): name, alias,
 * argument template, one-line summary, help and handler.  Usage, arity
 * checks, help and completion are all derived from the entry, so nothing
 * about a command lives anywhere but its file. */
#ifndef HERALD_CMD_H
#define HERALD_CMD_H

#include "combat.h"
#include "dice.h"
#include "hex.h"
#include "util.h"

struct session;
struct state;
struct gamedata;

enum cmd_retval {
	CMD_OK,
	CMD_ERROR,
	CMD_QUIT,
	CMD_UNCHANGED	/* internal: a journaled command changed nothing */
};

struct cmd_entry;

/* The types of arguments an entry may have resolved before its handler
 * runs (cmd-arg.c: each with its parser and its completion). */
enum cmd_arg_kind {
	CMD_ARG_NONE,		/* left to the handler */
	CMD_ARG_UNIT,		/* a unit by id or name */
	CMD_ARG_UNIT_OR_HEX,	/* a unit, or the hex it stands in */
	CMD_ARG_OWN_UNIT,	/* the same, on the map, of the side in turn */
	CMD_ARG_HEX,		/* a hex on the map */
	CMD_ARG_FACING,		/* a facing the game's units may take */
	CMD_ARG_DICE,		/* a dice expression */
	CMD_ARG_KEYWORD,	/* one of the template's words (full|reduced) */
	CMD_ARG_COUNT,		/* a number from 1 to the entry's count.max */
	CMD_ARG_HEXES,		/* a hex, or the hexes of a unit on the map */
	CMD_ARG_HEX_OR_UNIT,	/* a word written as a hex is one (unit -1),
				   else a unit (show) */
	CMD_ARG_ATTACK,		/* "A [B ...] -> D", every word left */
	CMD_ARG_ATTACK_OWN,	/* the same, the attackers the side in turn's */
	CMD_ARG_MORE,		/* the type before, for every word after */
	/* Words read as typed, whose type completes them ("file": a
	 * file name, by readline; "marker": the kinds and labels ...). */
	CMD_ARG_FILE,
	CMD_ARG_COMMAND,
	CMD_ARG_GAME,
	CMD_ARG_SCENARIO,
	CMD_ARG_TOPIC,		/* a rule look-up's words (rule, help) */
	CMD_ARG_MARKER,		/* a marker kind or label (marker.h) */
	CMD_ARG_ATTRIBUTE,	/* NAME=VALUE of a marker kind */
	CMD_ARG_FILTER,		/* units' filters */
	CMD_ARG_TABLE,		/* a percentile table */
	CMD_ARG_COLUMN,		/* a column of one, by number or label */
	CMD_ARG_OPTION,		/* +NAME: an optional rule */
	CMD_ARG_SEED,		/* seed=N: n */
	CMD_ARG_DRM,		/* a die roll modifier, -20 to 20: n */
	CMD_ARG_FROM,		/* from=N, an order of the log: n */
	CMD_ARG_SETTING,	/* a word of new: seed=N (index 0, n), empty
				   (1), +option (2), a game or scenario (3) */
	CMD_ARG_COUNTER,	/* a unit printed on two sides (cmd-flip.c):
				   read as CMD_ARG_OWN_UNIT */
	CMD_ARG_SIDE,		/* a side's name, read by the handler */
	CMD_ARG_TASK,		/* a task the game declares (cmd-task.c) */
	CMD_ARG_TASK_WORD,	/* a task's chosen word, read by the handler */
	CMD_ARG_KINDS
};
#define CMD_VALUES_MAX	16	/* words an entry may have resolved */

/* A word as its type read it. */
struct cmd_value {
	const char		*word;	/* as typed */
	int			 at;	/* its place among the words */
	int			 unit;
	struct hex		 hex;
	int			 facing;
	int			 index;	/* of a keyword among the template's */
	long			 n;	/* a count */
	struct hex		 hexes[2];	/* CMD_ARG_HEXES: footprint.h */
	int			 nhexes;
};

/* What a handler works with.  A command flagged CMD_JOURNAL works on a
 * scratch copy of the state (st) that replaces the real one only when the
 * handler succeeds and the order is journaled. */
struct cmd_ctx {
	struct session		*s;
	struct state		*st;
	struct roller		*ro;
	struct buf		*out;
	char			*cause;
	int			 replaying;
	int			 unchanged;	/* a CMD_JOURNAL command that
						   only reported: not an order */
	const struct cmd_entry	*entry;
	/* The words the entry's types name, resolved before the handler
	 * (cmd_resolve): v[i] for argv[i]. */
	struct cmd_value	 v[CMD_VALUES_MAX];
	struct dice_expr	 dice;	/* a CMD_ARG_DICE word (one an entry) */
	struct attack		 attack;	/* CMD_ARG_ATTACK*: attackers and
						   defender (kind and counter
						   are the handler's) */
};

#define CMD_JOURNAL	0x1	/* changes the game: journaled, undoable */
#define CMD_GAME	0x2	/* needs a game loaded */
/* answers an exchange an order left waiting (a duel by mail's manner or
 * reveal): the one kind of order taken while one waits */
#define CMD_ANSWER	0x4
/* the bookkeeping of a game by mail (pledge, link): given by a
 * player's herald out of turn too, and no order of play (dicechain.h) */
#define CMD_MAIL	0x8
/* names a unit first that, in a game by mail, must be the player's own:
 * a correction of the board (place, remove, steps, flip) made by one
 * player to the other's counters would be a move he cannot check */
#define CMD_OWN_UNIT	0x20

struct cmd_entry {
	const char	*name;
	const char	*alias;
	const char	*args;		/* "<hex> <hex> [facing]", "<hex>..." */
	const char	*summary;
	const char	*help;
	int		 flags;
	/* Whether the command may be given now, asked before its words
	 * are read (an advance with no hex open, losses with none to
	 * share): 0, or -1 with ctx->cause.  NULL: always. */
	int		(*ready)(struct cmd_ctx *, int argc);
	/* How the first words are read before exec (CMD_ARG_NONE: by the
	 * handler itself); errors are the type's, exactly as cmd_arg_*. */
	enum cmd_arg_kind types[CMD_VALUES_MAX];
	/* NULL, or what a CMD_ARG_KEYWORD word that is none of the
	 * template's says ("unknown marker order ..."), in ctx->cause;
	 * without it, "expected full or reduced, not \"x\"". */
	void		(*refuse)(struct cmd_ctx *, int at, const char *word);
	/* A CMD_ARG_COUNT word: what it counts, as its error says it
	 * ("expected WHAT, not \"x\""), and the most it may be. */
	struct {
		const char	*what;
		long		 max;
	} count;
	/* NULL, or whether the game in play offers the command (`help`
	 * lists it only then; it is still found and explains itself). */
	int		(*offered)(const struct session *);
	enum cmd_retval	(*exec)(struct cmd_ctx *, int, char **);
};

/* The table, generated at build time from commands/cmd-*.c. */
extern const struct cmd_entry *const cmd_table[];

const struct cmd_entry *cmd_find(const char *, char **cause);
int	cmd_check_arity(const struct cmd_entry *, int argc, char **cause);
void	cmd_usage(const struct cmd_entry *, struct buf *);
int	cmd_count(void);

/* The template word for argument number i (0-based), or NULL. */
char   *cmd_arg_type(const struct cmd_entry *, int i);

/* An answer to a yes/no question: 1 for y or yes, 0 for n or no (any
 * case), dflt for nothing, -1 for anything else. */
int	cmd_yes_no(const char *answer, int dflt);
/* Asks the player at the table question (ending "[y/N] "), again until
 * the answer is one of those; dflt at the end of the input, and in batch,
 * where nobody is asked. */
int	cmd_confirm(struct cmd_ctx *, const char *question, int dflt);

/* new and load: at the table, a game with orders is replaced only when
 * the player agrees (1; 0 after saying so in ctx->out).  A batch run
 * goes on: the journal keeps the game it replaces beside it. */
int	cmd_may_replace(struct cmd_ctx *);

/* One type of argument: its word in templates (completion finds it by
 * that), its parser, which fills a cmd_value or sets ctx->cause, and its
 * completion. */
struct cmd_offer {		/* where completion offers words: complete.c */
	void		(*word)(struct cmd_offer *, const char *);
	void		(*hexes)(struct cmd_offer *, const struct gamedata *);
	int		  quoted;	/* inside a quote: names too */
};
struct cmd_arg_type {
	const char	*name;
	int		(*parse)(struct cmd_ctx *, const char *,
			    struct cmd_value *);
	void		(*complete)(struct session *, struct cmd_offer *);
	int		 files;	/* readline completes file names */
};
const struct cmd_arg_type *cmd_arg_type_named(const char *);
/* cmd-flip.c: the counters of two sides (in a game with none, every
 * unit: flip says why it cannot), and the names of their sides. */
void	cmd_flip_complete_counters(struct session *, struct cmd_offer *);
void	cmd_flip_complete_sides(struct session *, struct cmd_offer *);
/* cmd-task.c: the game's tasks (and none), and their chosen words. */
void	cmd_task_complete_kinds(struct session *, struct cmd_offer *);
void	cmd_task_complete_words(struct session *, struct cmd_offer *);
/* Reads one word as its type does, for the words an entry's table
 * does not reach (a path's hexes, words past CMD_VALUES_MAX): 0, or -1
 * with ctx->cause, the type's own. */
int	cmd_arg_read(struct cmd_ctx *, enum cmd_arg_kind, const char *,
	    struct cmd_value *);
/* Resolves the words the entry's types name into ctx->v; -1 with
 * ctx->cause at the first that does not read. */
int	cmd_resolve(struct cmd_ctx *, int argc, char **argv);

/* Handler helpers: set ctx->cause and return CMD_ERROR. */
enum cmd_retval cmd_error(struct cmd_ctx *, const char *, ...)
	    __attribute__((format(printf, 2, 3)));
enum cmd_retval cmd_usage_error(struct cmd_ctx *);
/* The same with a cause an engine function handed back (xprintf): the
 * handler gives it up; NULL says only that the order was refused. */
enum cmd_retval cmd_fail(struct cmd_ctx *, char *cause);
/* The same, prefixed: "what: cause" ("cannot remove: ..."); the
 * handler gives cause up. */
enum cmd_retval cmd_fail_as(struct cmd_ctx *, char *cause, const char *,
	    ...) __attribute__((format(printf, 3, 4)));



/* Argument readers shared by the handlers: each sets ctx->cause with the
 * expected form and returns -1 on a bad argument. */
struct hex;
int	cmd_arg_hex(struct cmd_ctx *, const char *, struct hex *);
/* A hex, or the hexes of a unit on the map (one or two: footprint.h);
 * *n says how many. */
int	cmd_arg_hexes(struct cmd_ctx *, const char *, struct hex out[2],
	    int *n);
int	cmd_arg_unit(struct cmd_ctx *, const char *, int *);
int	cmd_arg_facing(struct cmd_ctx *, const char *, int *);
/* A unit by id, name, or the hex it stands in. */
int	cmd_arg_unit_or_hex(struct cmd_ctx *, const char *, int *);
/* "A [B ...] -> D": attackers and a defender; own: the attackers must be
 * the phasing faction's. */
struct attack;
int	cmd_arg_attack(struct cmd_ctx *, int argc, char **argv, int own,
	    struct attack *);
/* The same, and it must be a unit of the faction whose phase it is. */
int	cmd_arg_own_unit(struct cmd_ctx *, const char *, int *);
#endif

/* cmd: the command table.  Each shell command is one entry in its own
 * file under commands/ (in the manner of tmux's cmd-*.c): name, alias,
 * argument template, one-line summary, help and handler.  Usage, arity
 * checks, help and completion are all derived from the entry, so nothing
 * about a command lives anywhere but its file. */
#ifndef HERALD_CMD_H
#define HERALD_CMD_H

#include "dice.h"
#include "util.h"

struct session;
struct state;

enum cmd_retval {
	CMD_OK,
	CMD_ERROR,
	CMD_QUIT,
	CMD_UNCHANGED	/* internal: a journaled command changed nothing */
};

struct cmd_entry;

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
};

#define CMD_JOURNAL	0x1	/* changes the game: journaled, undoable */
#define CMD_GAME	0x2	/* needs a game loaded */

struct cmd_entry {
	const char	*name;
	const char	*alias;
	const char	*args;		/* "<hex> <hex> [facing]", "<hex>..." */
	const char	*summary;
	const char	*help;
	int		 flags;
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

/* Handler helpers: set ctx->cause and return CMD_ERROR. */
enum cmd_retval cmd_error(struct cmd_ctx *, const char *, ...)
	    __attribute__((format(printf, 2, 3)));
enum cmd_retval cmd_usage_error(struct cmd_ctx *);
/* The same with a cause an engine function handed back (xprintf): the
 * handler gives it up; NULL says only that the order was refused. */
enum cmd_retval cmd_fail(struct cmd_ctx *, char *cause);



/* Argument readers shared by the handlers: each sets ctx->cause with the
 * expected form and returns -1 on a bad argument. */
struct hex;
int	cmd_arg_hex(struct cmd_ctx *, const char *, struct hex *);
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

/* luck: how the dice have treated each player (issue 17's `stats`): the
 * rolls of the orders in force, by the player whose order rolled them
 * (the one the game waited for), herald's dice and a player's own apart,
 * all and combat (attack, fire, counter-attack, volleys, charges,
 * duels), against what the dice give on average.  Numbers only: the
 * command renders them. */
#ifndef HERALD_LUCK_H
#define HERALD_LUCK_H

#include "board.h"

#define LUCK_TOTALS	128	/* totals of one expression counted */
#define LUCK_EXPRS	6	/* expressions a side's counts are kept for */

/* A set of rolls: what they came to (before modifiers), what the dice
 * give on average, and the variance of that sum. */
struct luck_sum {
	long		rolls;
	double		got;
	double		want;
	double		var;
};

/* One dice expression's totals against their chances. */
struct luck_expr {
	char		text[48];
	int		lo;		/* total of count[0] */
	int		n;		/* totals */
	long		rolls;
	long		count[LUCK_TOTALS];
	double		p[LUCK_TOTALS];
};

enum { LUCK_ENGINE, LUCK_PHYSICAL };

struct luck_side {
	struct luck_sum		all[2];		/* LUCK_ENGINE, LUCK_PHYSICAL */
	struct luck_sum		combat[2];
	struct luck_expr	expr[LUCK_EXPRS];
	int			nexpr;
};

struct luck {
	int			nsides;		/* the game's factions, and
						   one more: no player's */
	struct luck_side	side[STATE_MAIL_FACTIONS + 1];
	long			skipped;	/* rolls too wide to count */
};

/* An empty count for the game's sides; then each order in force, its
 * dice counted for faction f (the one the game waited for; -1: no
 * player's).  session_luck (session.h) counts a whole game. */
struct jrec;
void	luck_init(struct luck *, const struct gamedata *);
void	luck_order(struct luck *, int f, const struct jrec *);
/* The chance of rolling at least what this set came to (a normal
 * approximation with a continuity correction), 0 to 1. */
double	luck_at_least(const struct luck_sum *);

#endif

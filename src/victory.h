/* victory: a game won by points, as a game declares it in its YAML
 * (`victory:` in game.yaml, the points in each scenario's file).  The
 * mechanism `kind: ratio` (spi-agincourt §20.0): each side's points are
 * sums of declared per-faction values (state:, tally.h) times a factor;
 * the ratio of one side's total to the other's, read in hundredths
 * (truncated), falls in one of the declared levels, each from a lower
 * bound, each won by a side or none (a draw).  status shows where it
 * stands (narrate-victory.c); at the game's end the core declares the
 * level reached, unless a game_end hook declared a result first.
 *
 * The numbers are integers throughout: a level's bound "1.75" is 175
 * hundredths, and a ratio of 349 : 200 is 174 (1.745 read down). */
#ifndef HERALD_VICTORY_H
#define HERALD_VICTORY_H

#include "util.h"

struct gamedata;
struct scenario;
struct state;
struct loader;
struct ynode;
struct ruling;

enum victory_kind {
	VICTORY_NONE,
	VICTORY_RATIO
};

/* How a level was read: by the ratio, or (no points on the ratio's
 * second side) by what the game declares for x : 0 and 0 : 0. */
enum victory_reading {
	VICTORY_BY_RATIO,
	VICTORY_OVER_ZERO,	/* the first side has points, the second none */
	VICTORY_ZERO_ZERO	/* neither has any */
};

/* One term of a side's points: the value `def` of faction `who`, times
 * `times`, for side `side`. */
struct victory_term {
	int	 side;
	int	 def;
	int	 who;
	int	 times;
	char	*text;		/* how status names it, or NULL: the label */
	char	*section;
};

struct victory_level {
	int	 from;		/* hundredths: the ratio at or above */
	char	*name;
	int	 side;		/* the winner, or -1: a draw */
};

struct victory_rules {
	int			 kind;
	char			*section;	/* the levels' (20.0) */
	int			 first, second;	/* the ratio first : second */
	struct victory_level	*levels;	/* from the highest down */
	int			 nlevels;
	int			 over_zero;	/* level of x : 0, -1: none */
	char			*over_zero_why;	/* its reconstruction */
	int			 zero_zero;	/* level of 0 : 0, -1: none */
	char			*zero_zero_why;
	char			*hundredths_why; /* reading down: a reconstruction */
	struct victory_term	*terms;		/* the points (scenario's) */
	int			 nterms;
};

/* victoryload.c: game.yaml's `victory:` (NULL: none), after the state
 * is declared; a scenario's `victory: {points: ...}` into sc->victory
 * (the game must declare a victory); victory_apply: the scenario's
 * points become the game's (scenario_apply). */
int	victory_load(struct loader *, struct gamedata *, const struct ynode *);
int	victory_load_scenario(struct loader *, const struct gamedata *,
	    struct scenario *, const struct ynode *);
void	victory_apply(struct gamedata *, const struct scenario *);
void	victory_rules_free(struct victory_rules *);

/* The level of first : second points (both >= 0): its index among
 * vr->levels, or -1 for none; *hundredths the ratio in hundredths read
 * down (-1 when second is 0), *reading how it was read. */
int	victory_level(const struct victory_rules *, long long first,
	    long long second, long long *hundredths, int *reading);

/* Where victory stands in st: each side's total, the ratio and level. */
struct victory_standing {
	long long	 total[2];	/* the ratio's first and second side */
	long long	 hundredths;
	int		 level;
	int		 reading;
	int		 truncated;	/* the ratio was read down */
};
/* 0 and the standing, or -1 when the game scores no points. */
int	victory_stand(const struct state *, struct victory_standing *);
/* A term's value in st (before its factor). */
int	victory_term_value(const struct state *, const struct victory_term *);

/* At the game's end (phase-end.c, after its game_end hooks): the level
 * reached decides the result (st->over, st->winner), unless one was
 * declared; its record (RS_VICTORY) is added to r, for the caller to
 * render as st->result (narrate_victory_result) and tell.  0, or -1
 * when the game declares none or a result stands already. */
int	victory_declare(struct state *, struct ruling *r);

/* narrate-victory.c: the result an RS_VICTORY step declares ("Substantial
 * English Victory: English 35 : French 20 points, ratio 1.75 : 1
 * (§20.0)"), and for status where victory stands now. */
struct ruling_step;
void	narrate_victory_result(const struct gamedata *,
	    const struct ruling_step *, struct buf *);
void	narrate_victory_status(const struct state *, struct buf *);

#endif

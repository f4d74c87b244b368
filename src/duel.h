/* duel: single combat between two opposing pieces, a mechanism a game
 * chooses with rules: duel: in game.yaml (spi-agincourt 13.0, leader
 * combat).  kind: manners is the one kind: in each round both players
 * choose one of the game's manners of fighting, secretly and at once;
 * the stronger piece is the superior one that round and its manner
 * names the column of a percentile table, the inferior's manner the
 * cell ("S/I"); the roll reduces the superior, both, the inferior or
 * neither by one, or captures one at once.  At equal strength both read
 * the table once each as the superior, two rolls on the one choice.  A
 * piece whose strength reaches 0 is captured; both captured in a round
 * begins sudden-death rounds at equal strength until only one is.  A
 * piece not captured returns to its full strength after the duel.
 *   rules: duel: {kind: manners, types: [TYPE...], strength: STAT,
 *                 rounds: N, sudden_strength: N (1),
 *                 table: PCT-TABLE, manners: [NAME...],
 *                 once: FLAG, section, who_section, equal_section,
 *                 manners_section, results_section, capture_section,
 *                 sudden_section, return_section,
 *                 drawn: {option: OPTION, side: FACTION, dice: 1dN,
 *                         faces: {FACE: MANNER ...}, section},
 *                 mail: OPTION}
 * Who may fight: pieces of the types, in adjacent hexes, each stacked
 * with a friendly unit it may stack with by the game's stacking
 * (stacking: with_mark, its contingent); the strongest of its type in
 * its hex (equals: the one named); neither, nor any piece of its hex,
 * has fought in this phase (once: a per-unit flag of state:, reset:
 * phase, set for both).  Captures are counted as the capture mechanism
 * counts them (rules: capture: count, value) for the captor's side.
 *
 * The choices are a sealed pair (dice.h roller_choose_sealed): asked of
 * each player with the input hidden, or given in the open in the order
 * ("S:I" pairs), and journaled as one record.  By mail (mail: OPTION in
 * force) they are a commit-reveal exchange instead, the duel waiting
 * between its orders as an open record (opens.h OPENS_DUEL): the
 * first-named piece's manner sealed (roller_seal: a commitment in the
 * journal, the secret in the sealer's sealstore.h), the other's told in
 * the open by its player (`manner`), then the first revealed and checked
 * (roller_reveal, `reveal`), the round fought and the next one sealed.
 * While it waits, only those orders are taken (CMD_ANSWER). */
#ifndef HERALD_DUEL_H
#define HERALD_DUEL_H

#include "board.h"
#include "dice.h"

struct loader;
struct ynode;
struct roller;
struct buf;
struct pct_table;

#define DUEL_MANNERS_MAX	10	/* manners a game may declare */
#define DUEL_ROUNDS_MAX		20
#define DUEL_FACES_MAX		20	/* faces of a drawn manner's die */
#define DUEL_SUDDEN_MAX		100	/* sudden-death rounds before herald
					   calls the duel off (both survive) */

/* the results a duel's table gives, by their codes in the table */
enum duel_result {
	DUEL_SUPERIOR,		/* "superior": the superior loses one */
	DUEL_BOTH,		/* "both" */
	DUEL_INFERIOR,		/* "inferior" */
	DUEL_SUPERIOR_TAKEN,	/* "superior captured" */
	DUEL_INFERIOR_TAKEN,	/* "inferior captured" */
	DUEL_NONE,		/* "none" */
	DUEL_NRESULTS
};

struct duel_rules {
	unsigned	 types;
	int		 strength;	/* stat */
	int		 rounds;
	int		 sudden_strength;	/* each piece's in sudden death */
	char		*table;
	const struct pct_table *pct;
	int		 result_of[DUEL_NRESULTS];	/* table result index */
	char		*manners[DUEL_MANNERS_MAX];
	int		 nmanners;
	char		*once;		/* a per-unit flag of state: */
	int		 once_def;
	/* drawn: under an optional rule one side's manner is drawn by a
	 * die after the other's is chosen (spi-agincourt 20.13G, solitaire):
	 * drawn_map[face] the manner of each face */
	char		*drawn_option;		/* NULL: never */
	int		 drawn_opt, drawn_faction;
	struct dice_expr drawn_dice;
	int		 drawn_map[DUEL_FACES_MAX + 1];
	char		*drawn_section;
	/* mail: under this optional rule (a game by turn files) each
	 * round's manners are a commit-reveal exchange: the first-named
	 * piece's player seals his (roller_seal), the other answers in the
	 * open in his own herald (duel_tell), then the first reveals it
	 * (duel_reveal) and the round is fought */
	char		*mail_option;		/* NULL: never */
	int		 mail_opt;
	char		*section, *who_section, *equal_section,
			*manners_section, *results_section, *capture_section,
			*sudden_section, *return_section;
};

/* rules: duel: (m NULL: none); duel_load_late checks its table and its
 * flag once tables and state: are read (rules NULL: none). */
int	duel_load(struct loader *, struct gamedata *, const struct ynode *m);
int	duel_load_late(struct loader *, struct gamedata *,
	    const struct ynode *rules);
void	duel_free(struct gamedata *);

/* A manner by its number ("3") or name, case-insensitive; -1. */
int	duel_manner(const struct duel_rules *, const char *);

/* Open choices typed in the order: "S:I" pairs, S the first-named
 * piece's manner, I the other's, for the rounds in order; where one
 * side's manner is drawn, "M" the other's alone (b is -1). */
#define DUEL_OPEN_MAX	(DUEL_ROUNDS_MAX + 10)
struct duel_open {
	int	a[DUEL_OPEN_MAX], b[DUEL_OPEN_MAX];
	int	n;
};
/* Parses one "S:I" into the next pair; -1 with *cause naming the form. */
int	duel_open_add(const struct duel_rules *, struct duel_open *,
	    const char *, char **cause);

/* Why a may not fight b now (a new string naming the section), or NULL. */
char	*duel_refusal(const struct state *, int a, int b);

/* The duel fought to its end: rounds, rolls, captures, the flag set;
 * narrated into out as it goes.  open: choices typed in the order (NULL:
 * none; the rest are asked).  0, or -1 with *cause (the order refused:
 * the session throws the state away). */
int	duel_fight(struct state *, int a, int b, const struct duel_open *open,
	    struct roller *, struct buf *out, char **cause);

/* By mail (mail: in force), a duel waits between a round's sealed
 * manner and its fight (OPENS_DUEL).  duel_tell: the other piece's
 * manner k given in the open; duel_reveal: the sealed one revealed and
 * checked, the round fought and the duel carried on (its next round
 * sealed) or ended.  0, or -1 with *cause. */
int	duel_tell(struct state *, int k, struct buf *out, char **cause);
int	duel_reveal(struct state *, struct roller *, struct buf *out,
	    char **cause);
/* Does the game have duels by mail (manner and reveal orders)? */
int	duel_has_mail(const struct gamedata *);
/* The faction whose order an open duel waits for, or -1 (none open);
 * why (may be NULL): what it waits for, a new string. */
int	duel_awaits(const struct state *, char **why);

#endif

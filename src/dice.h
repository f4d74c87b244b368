/* dice: dice expressions, a seeded generator without modulo bias, and
 * rolls with provenance (DESIGN principle 4).  A roll is made by the
 * engine or typed in by a player from physical dice; during replay it is
 * read back from the journal. */
#ifndef HERALD_DICE_H
#define HERALD_DICE_H

#include <stdint.h>

#include "util.h"

/* The limits of a dice expression.  dice_parse() refuses with these
 * words (DICE_LIMITS) and help roll states them, in three lines;
 * test_dice checks that the words and the numbers agree. */
#define DICE_MAX 12		/* dice in one roll; d100 and d66 are two */
#define DICE_SIDES_MAX 100
#define DICE_GROUPS_MAX 4	/* 2d6+1d6: two groups */
#define DICE_MOD_MAX 1000	/* the modifier, either way */
#define DICE_LEN_MAX 40		/* characters of an expression as typed */
#define DICE_LIMITS_1 \
	"a roll has 1 to 12 dice in all (d100 and d66 count as two),"
#define DICE_LIMITS_2 \
	"each of 2 to 100 sides, in at most 4 groups, with a modifier"
#define DICE_LIMITS_3 "from -1000 to +1000, in at most 40 characters"
#define DICE_LIMITS DICE_LIMITS_1 " " DICE_LIMITS_2 " " DICE_LIMITS_3
#define DICE_CHOICES_MAX 12	/* answers one question may offer */

enum dice_kind {
	DICE_PLAIN,		/* NdS: the faces are added */
	DICE_PERCENT,		/* d100/d%: a tens d10 then a ones d10 */
	DICE_D66,		/* d66: a tens d6 then a units d6, 11 to 66 */
	DICE_FUDGE,		/* NdF: each die -1, 0 or +1, added */
	DICE_ZERO		/* NdSz: each die read 0 to S-1, added */
};

struct dice_group {
	int		count;
	int		sides;	/* 100 for d100, 66 for d66, 3 for dF;
				   10 for d10z, whose faces are 0 to 9 */
	enum dice_kind	kind;
};

/* Groups are added in the order typed, then the modifier: "1d10+1d6-2".
 * count, sides and percentile describe a roll of one plain or percentile
 * group (NdS, d100) as they always have; for any other roll count is the
 * number of dice and sides the largest die's, and only dice_ways() counts
 * its outcomes. */
struct dice_expr {
	int		count;		/* number of dice */
	int		sides;		/* 6, 10 ...; 100 for percentile */
	int		mod;
	int		percentile;	/* d100/d%: a tens d10, a ones d10 */
	int		ngroup;
	struct dice_group group[DICE_GROUPS_MAX];
	char		text[48];	/* canonical form: "2d6+1", "d100" */
};

enum roll_source {
	ROLL_ENGINE,
	ROLL_PHYSICAL,
	ROLL_CHOICE,		/* not a die: a player's pick, total of 1dN */
	/* A choice among 1dN sealed by mail (dice-seal.c): the record holds
	 * its commitment only, the choice kept secret by its maker. */
	ROLL_SEAL,
	/* That choice revealed: the choice (total) and the salt that,
	 * hashed with it, gives the commitment. */
	ROLL_REVEAL
};

#define SEAL_BYTES	32	/* a commitment: BLAKE2b-256 */
#define SEAL_SALT	16	/* random bytes hashed with the choice */

struct roll {
	struct dice_expr	e;
	enum roll_source	src;
	int			nface;		/* 0: a physical total only */
	int			face[DICE_MAX];
	int			total;		/* with the modifier */
	unsigned char		seal[SEAL_BYTES];	/* ROLL_SEAL */
	unsigned char		salt[SEAL_SALT];	/* ROLL_REVEAL */
};

struct rng {
	uint64_t s[4];
};

void	 rng_seed(struct rng *, uint64_t);
uint64_t rng_next(struct rng *);
uint32_t rng_below(struct rng *, uint32_t);	/* uniform in [0, n) */

int	dice_parse(const char *, struct dice_expr *, char **cause);
int	dice_min(const struct dice_expr *);
int	dice_max(const struct dice_expr *);
int	dice_count(const struct dice_expr *);	/* dice rolled, d100 two */
/* How many ways each total of the dice (before the modifier) comes up:
 * ways[i] for the total *lo + i.  Returns the number of totals, or -1
 * when they are more than n or the outcomes too many to count in a
 * long. */
int	dice_ways(const struct dice_expr *, long *ways, int n, int *lo);
/* What face k of a roll of e can show (each die of d100 and d66 its
 * own face): 0, or -1 for no such face. */
int	dice_die_range(const struct dice_expr *, int k, int *lo, int *hi);
/* The engine's faces for a roll (the roller calls it). */
void	dice_engine(struct rng *, const struct dice_expr *, struct roll *);

/* Who supplies physical dice and players' choices: shows the complaint
 * about the last answer (if any) and the prompt, and returns 0 with a
 * line, or -1 at end of input.  The line is the caller's to free.  For a
 * choice, offers are the answers offered (for completion); NULL for a
 * roll. */
typedef int (*dice_ask_fn)(void *, const char *prompt, const char *complaint,
    const char *const *offers, int noffers, char **line);
/* A choice a player makes in secret (spi-agincourt 13.13): asked with
 * the answer hidden (no echo, no history); the shell then shows only
 * that it was made.  Returns as dice_ask_fn does. */
typedef int (*dice_secret_fn)(void *, const char *prompt,
    const char *complaint, char **line);
/* Where the secret of a choice sealed by mail is kept until its maker
 * reveals it (the session's seal store, sealstore.h).  keep: 0, or -1
 * with *cause (the order fails: nothing is sealed that could not be
 * revealed); find: 0 with the choice and its salt, 1 when this herald
 * keeps no such secret, -1 with *cause. */
typedef int (*dice_keep_fn)(void *, const unsigned char *seal, int k,
    const unsigned char *salt, char **cause);
typedef int (*dice_find_fn)(void *, const unsigned char *seal, int *k,
    unsigned char *salt, char **cause);
/* The shell shows pending narration through this before asking. */
typedef void (*dice_show_fn)(void *, const char *text);

struct roller {
	struct rng	*rng;
	int		 manual;
	dice_ask_fn	 ask;
	dice_secret_fn	 ask_secret;	/* NULL: nobody to ask in secret */
	dice_show_fn	 show_fn;
	void		*ask_ctx;
	dice_keep_fn	 keep_fn;	/* NULL: no choice can be sealed */
	dice_find_fn	 find_fn;
	void		*seal_ctx;
	/* Rolls read back from the journal, used before anything else. */
	const struct roll *script;
	int		 nscript;
	int		 iscript;
	int		 replaying;	/* no dice but the script's */
	/* Answers come from a script, not a player at the table: a refused
	 * answer fails the order, and choices are asked only of a script
	 * that gives its dice (manual). */
	int		 batch;
	/* Narration so far, shown before asking for a physical roll; the
	 * first `shown` bytes have been shown already. */
	struct buf	*show;
	size_t		 shown;
	/* Why herald cannot roll its own dice for this order (a game by
	 * mail whose dice chains are not ready, dicechain.h), or "": an
	 * engine roll, made or read back, is then refused with it. */
	char		 no_dice[512];
	/* Every roll made, in order, for the journal. */
	struct roll	*made;
	int		 nmade;
};

int	roller_roll(struct roller *, const struct dice_expr *,
	    const char *why, struct roll *, char **cause);
void	roller_reset_made(struct roller *);
/* A choice the rules leave to a player among n options, the first being
 * herald's own pick.  It is asked like a physical roll (an empty answer
 * takes herald's pick), kept with the order's rolls ("c1dN:K=K" when a
 * player answered, "c1dN:=K" when herald's pick stood) and read back in
 * replay.  With no one to ask, a script with engine dice, or no answer
 * before the end of the input, herald's pick stands.  *k is 0-based;
 * *asked says whether a player made the choice. */
int	roller_choose(struct roller *, const char *question,
	    const char *const *label, int n, int *k, int *asked,
	    char **cause);
/* Two players' secret, simultaneous choices among n (spi-agincourt
 * 13.13): each is asked in turn with the answer hidden (ask_secret),
 * parse reading an answer as a choice (0-based, -1: not one; expected
 * names the forms for the complaint).  preset_a and preset_b (>= 0)
 * are choices made in the open and typed in the order: then nobody is
 * asked.  Both are kept as one record, "c2dN:A,B=A+B" (1-based),
 * never one alone, and read back in replay. */
int	roller_choose_sealed(struct roller *, const char *question_a,
	    const char *question_b, int n, int (*parse)(const void *,
	    const char *), const void *parse_arg, const char *expected,
	    int preset_a, int preset_b, int *a, int *b, char **cause);
/* One player's choice among n made in the open and asked of him (no
 * herald's pick: he must give one), parse and expected as above;
 * preset >= 0 is a choice typed in the order.  Kept as "c1dN:K=K"
 * (1-based) and read back in replay (spi-agincourt 20.13G: the English
 * manner, before the French one is drawn). */
int	roller_choose_told(struct roller *, const char *question, int n,
	    int (*parse)(const void *, const char *), const void *parse_arg,
	    const char *expected, int preset, int *k, char **cause);
/* A choice among n sealed for play by mail (a commit-reveal exchange;
 * spi-agincourt 13.13 by turn files): the player at this herald is asked
 * with the answer hidden (ask_secret, else ask), the choice is hashed
 * with a random salt (seal_commit), the secret kept (keep_fn) and only
 * the commitment recorded ("s1dN:HEX"); replay reads the record back.
 * preset >= 0: the choice typed in the order (it is still sealed). */
int	roller_seal(struct roller *, const char *question, int n,
	    int (*parse)(const void *, const char *), const void *parse_arg,
	    const char *expected, int preset, unsigned char *seal,
	    char **cause);
/* The choice sealed as `seal` revealed: from the secret this herald
 * keeps (find_fn), or read back from the journal ("r1dN:K:SALT"), and
 * checked against the commitment either way: a choice or salt that does
 * not give it is refused (the record altered, or another choice than the
 * one sealed), as is a reveal asked of a herald that keeps no secret. */
int	roller_reveal(struct roller *, const unsigned char *seal, int n,
	    int *k, char **cause);
/* The commitment to choice k (0-based) among n with its salt. */
void	seal_commit(int n, int k, const unsigned char *salt,
	    unsigned char *seal);
/* "1a2b3c4d": the first bytes of a commitment, to name it. */
void	seal_short(const unsigned char *seal, char *hex9);

/* spi 3.8: percentile dice read with the tens die first, the ones die
 * rolled (engine) or asked for (physical dice) only when need[tens] says
 * it can still change the result.  *tens is 0 to 9; *ones is 0 to 9, or
 * -1 when the tens die alone decided; when both were read the roll is
 * tens * 10 + ones, 00 being 100.  A player may type the tens die alone
 * ("4"; herald then asks for the ones die if need be) or both dice
 * ("47", "4 7", "07" is 7, "00" is 100).  Kept with the order's rolls
 * as one roll: "ed100:4,7=47" when both dice were read, as d100 always
 * has been, and "e1d10z:3=3" when the tens die alone was.  Replay reads
 * it back and refuses a record that does not fit need[]; an engine
 * roll of both dice uses the generator as a d100 roll does. */
int	roller_tens_first(struct roller *, const char *why, const int need[10],
	    int *tens, int *ones, char **cause);
int	roll_physical(const struct dice_expr *, const char *answer,
	    struct roll *, char **cause);
void	roll_format(const struct roll *, struct buf *);

/* Journal form of a roll: "e2d6:5,3=8", "p2d6:=8", a choice "c1d3:=2";
 * the faces in the order of the groups: "ed66:3,5=35", "e4dF:1,-1,0,1=1",
 * "e2d6+1d6:5,3,2=10". */
void	roll_serialise(const struct roll *, struct buf *);
int	roll_deserialise(const char *, struct roll *, char **cause);

#endif

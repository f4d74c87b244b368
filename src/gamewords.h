/* gamewords: the words of a game's rulings that belong to the game, not
 * to herald ("half DF", "doubled", "clear or road", "archer"), read from
 * the game's `words:` mapping in game.yaml.  Each has a default, today's
 * English text, so a game that says nothing reads as before; a game says
 * them its own way by giving the key (doc/authoring.md, "Rulings and game
 * words").  narrate.c and the mechanisms read them with gamewords_get(). */
#ifndef HERALD_GAMEWORDS_H
#define HERALD_GAMEWORDS_H

struct gamedata;
struct loader;
struct ynode;

enum game_word {
	W_ROUTED_HALF_DF,	/* "routed: half DF" */
	W_DOUBLED,		/* "doubled" */
	W_OVER_FRONT,		/* "every attack over its front hexsides" */
	W_NO_FRONT_ROUTED,	/* "a routed unit has no front hexsides" */
	W_NOT_ALL_FRONT,	/* "not every attack comes over the ..." */
	W_MISSILE_IN_MELEE,	/* "missile units in mêlée" */
	W_MISSILE_DEFENDING,	/* "a missile unit defending hand to hand" */
	W_CHARGE_PATH,		/* "straight at the enemy over clear or road
				   hexes" */
	W_BAGGAGE,		/* "baggage" */
	W_COMMANDERS,		/* "commanders" */
	W_ONE_AGAINST_ONE,	/* "one missile unit against one target" */
	W_STRENGTH,		/* "strength" */
	W_PASSES,		/* "passes" */
	W_FAILS,		/* "fails" */
	W_LOWER,		/* "lower, no effect" */
	W_EQUAL,		/* "equal" */
	W_HIGHER,		/* "higher" */
	W_MORALE_RATING,	/* "MR" */
	W_MORALE_VALUE,		/* "morale" */
	/* movement, step losses and elimination (narrate-move.c) */
	W_MOVE_POINTS,		/* "MP": when no stat gives the name */
	W_HEX,			/* "hex" */
	W_HEXES,		/* "hexes" */
	W_ZOC_STOP,		/* "it stops in an enemy zone of control" */
	W_REDUCED,		/* "reduced" */
	W_REDUCED_SIDE,		/* "its reduced side" */
	W_LOSSES_DELEGATED,	/* "as the delayed-turn adaptation asks" */
	/* combat, baggage, commanders and the results applied
	   (combat-odds*.c, baggage.c, resolve.c, narrate-resolve.c) */
	W_MISSILE_UNITS,	/* "missile units" */
	W_HAND_TO_HAND,		/* "hand to hand" */
	W_MELEE,		/* "mêlée" */
	W_COUNTER_ATTACK,	/* "counter-attack" */
	W_CHARGE,		/* "charge" */
	W_THE_TERRAIN,		/* "the terrain": what shifted a column */
	W_COLUMN_SHIFTS,	/* "its column shifts": modifiers did */
	W_BEST_DRM_ONLY,	/* "only the best DRM counts" */
	W_MORALE_CHECK,		/* "morale check" */
	/* morale by points (narrate-morale.c): what one roll that happens
	   costs (spi-agincourt §10.21, §10.22: SPI says "line",
	   "lines") */
	W_LOSS,			/* "step" */
	W_LOSSES,		/* "steps" */
	W_COUNT
};

/* words: {KEY: TEXT, ...}; v may be NULL (every word its default). */
int	gamewords_load(struct loader *, struct gamedata *,
	    const struct ynode *v);
void	gamewords_free(struct gamedata *);
/* The game's word, or the default. */
const char *gamewords_get(const struct gamedata *, enum game_word);
/* The key and default of a word (tests, the authoring page). */
const char *gamewords_key(enum game_word);
const char *gamewords_default(enum game_word);

#endif

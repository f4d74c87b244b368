/* footprint: facing kinds and units on one or two hexes.
 *
 * A game's facing is one of three kinds (game.yaml `facing:`): toward a
 * hexside (battle-of-agincourt §7), toward a vertex (spi-agincourt
 * §5.2: a counter's top points at a corner, its two front hexes being
 * the two that share it), or none (st-albans §2).  A facing is an
 * integer 0..5 either way: a hexside direction, or vertex v, the corner
 * between hexsides v and v + 1.
 *
 * A unit's footprint is the hexes it covers: one, or two for the unit
 * types or units the game's `footprints:` block names (spi-agincourt
 * §5.2's double counters).  A two-hex unit stands on u.hex and u.hex2;
 * with vertex facing its front is the three hexes before its two
 * (spi-agincourt §5.2), each half's two front hexes, one shared.
 *
 * footprint-facing.c: names, parsing, front hexes.  footprint.c: the
 * YAML, the hexes a unit covers, range between footprints.
 * move-footprint.c (the movement module): how a two-hex unit moves,
 * turns about and pivots (spi-agincourt §5.23-5.25).  footstep.c: may
 * a pair's other half follow the step of one, for the retreat, the rout
 * and the advance (a module of its own: it asks the board, which uses
 * this one).  The board places
 * them and sees their contact itself (board.c), with the inline helpers
 * below, so that no module below the board calls up into this one.
 */
#ifndef HERALD_FOOTPRINT_H
#define HERALD_FOOTPRINT_H

#include "board.h"

struct loader;
struct ynode;

/* footprint-facing.c */
/* The facing's name ("ne", or for a vertex "nne"), "-" for none. */
const char *footprint_facing_name(const struct gamedata *, int facing);
/* A facing typed by a player, or -1; footprint_facing_expected says what would
 * do ("one of nne e sse ssw w nnw"), xprintf'd. */
int	 footprint_facing_parse(const struct gamedata *, const char *);
char	*footprint_facing_expected(const struct gamedata *);
/* The facing a unit takes when none is given: away from its own edge
 * (for a vertex, the corner clockwise of that hexside: the same
 * number). */
static inline int
facing_default(const struct gamedata *gd, int unit)
{
	return hex_dir_opposite(gd->factions[gd->units[unit].faction].edge);
}
/* The directions a unit facing so may step into from a hex of its
 * footprint, as a bit mask over absolute directions. */
unsigned footprint_facing_front_dirs(const struct gamedata *, int unit, int facing);
/* The hexes in front of a unit on the map (2 or 3 for a vertex facing,
 * those over its type's front hexsides for a hexside facing, none
 * without facing); returns how many, at most 6. */
int	 footprint_facing_front_hexes(const struct state *, int unit, struct hex *);
/* The arrow the map draws for a facing (UTF-8). */
const char *footprint_facing_arrow(const struct gamedata *, int facing);
/* Which side of a unit facing so the absolute hexside dir is, as
 * hex_dir_relative() numbers it (0 front, 1 front right, 2 right flank, 3
 * rear, 4 left flank, 5 front left); -1 without facing.  A vertex's
 * two front hexsides are its front right and front left, the hexsides
 * square to it its flanks, and the two behind it both its rear. */
int	 footprint_facing_side_of(const struct gamedata *, int facing, int dir);
/* Which side of defender d attacker a comes in over, numbered so (the
 * answer of combat_side): the hexside of the defender's hex nearest
 * the attacker's, or, from afar, the one the line comes in over (along
 * a hexside into a corner, the nearer the front).  Over footprints,
 * of the nearest pairs of their hexes the side nearest the rear.  -1
 * without facing.  *over and *dir (unless NULL): the defender's hex and
 * the absolute hexside of it. */
int	 footprint_side(const struct state *, int a, int d, struct hex *over,
	     int *dir);

/* footprint.c */
int	 footprint_load_facing(struct loader *, struct gamedata *,
	     const struct ynode *);
int	 footprint_load(struct loader *, struct gamedata *,
	     const struct ynode *);
void	 footprint_free(struct gamedata *);
/* 2 for a unit on two hexes, else 1. */
static inline int
footprint_size(const struct gamedata *gd, int unit)
{
	return gd->footprint.any && gd->footprint.second[unit] >= 0 ? 2 : 1;
}
/* The hexes a unit on the map covers (0 off it, 1 or 2). */
int	 footprint_hexes(const struct state *, int unit, struct hex out[2]);
/* Whether a unit covers a hex. */
int	 footprint_covers(const struct state *, int unit, struct hex);
/* Where a two-hex unit's second hex lies when its first is h and it
 * faces so (without facing, the direction is absolute). */
static inline struct hex
footprint_second(const struct gamedata *gd, int unit, struct hex h,
    int facing)
{
	int rel = gd->footprint.second[unit];

	return hex_neighbour(&gd->grid, h, facing < 0 ? rel : facing + rel);
}
/* The range between two units: the nearest two of their hexes. */
int	 footprint_distance(const struct state *, int a, int b);
/* The same between two sets of hexes; -1 if either is empty. */
int	 footprint_hexes_distance(const struct grid *, const struct hex *,
	     int, const struct hex *, int);
/* "0304+0404", or the one hex (ring buffer, as hex_str). */
const char *footprint_str(const struct state *, int unit);
/* The ways a unit on the map may go when one hex of its footprint
 * steps into h, next to it, and the rest takes the same step (as
 * move-footprint.c moves a pair, spi-agincourt §5.25): its first hex
 * stepping in, then its second.  Each way: the hexes it would stand on
 * (first, second), the step's direction and which half steps in (0, 1).
 * Returns how many (0 to 2); a one-hex unit has one way when next to
 * h. */
struct footstep {
	struct hex	at[2];
	int		dir;
	int		half;
};
int	 footprint_steps_into(const struct state *, int unit, struct hex h,
	     struct footstep out[2]);

/* footstep.c: may the half of a unit on two hexes that stands in from
 * follow the other one step in direction dir, as a retreat, a rout
 * and an advance carry a pair?  Not across a hexside barring the
 * motion (enter_hexside; retreat: the hexsides barring a retreat too),
 * into a hex on the map with no marker barring units, and the unit's
 * own other hex or one it may enter and stand in: 1, or 0 and *cause
 * (unless NULL) saying why not. */
int	 footstep_may_follow(const struct state *, int unit, struct hex from,
	     int dir, int retreat, char **cause);

/* move-footprint.c: a two-hex unit's moves (move_along_dice and
 * move_face hand them over; move_face one vertex round is a pivot). */
int	 move_foot_along(struct state *, int unit, const struct hex *path,
	     const struct hex *path2, int n, struct buf *out, char **cause);
int	 move_foot_face(struct state *, int unit, int facing, struct buf *out,
	     char **cause);
int	 move_foot_pivot(struct state *, int unit, struct hex about,
	     struct buf *out, char **cause);

#endif

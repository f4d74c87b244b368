/* elevation: levels of ground and the contour hexsides between them, as
 * named mechanisms a game chooses in its YAML (no rulebook flag):
 *   map: elevation:        rows of digits beside map: rows:, a hex's
 *                          level (a hex counts wholly as the highest
 *                          level drawn in it: spi-agincourt 7.13)
 *   rules: movement: uphill: {cost, section}
 *                          points added to a step that crosses a
 *                          contour from lower to higher ground, none
 *                          downhill (spi 7.23); a unit on two hexes
 *                          pays once if either half climbs
 *   rules: movement: steep: {wait: true, section}
 *                          a step dearer than the whole impulse
 *                          allowance is made only by a unit that has
 *                          stood a complete impulse in its hex
 *                          (stood.h), and costs the whole allowance
 *                          (spi 7.24; spi-notes: whenever the cost is
 *                          above the allowance, dry or muddy)
 *   line_of_sight: elevation: true
 *                          a hex higher than both ends blocks (spi 8.24
 *                          for ends on one level, 8.25 on two: the same
 *                          test, a hex above the higher end)
 *   rules: charge: never_downhill: true   (charge.c, spi 7.26/17.24)
 * and the ground a scenario changes (its own keys, read here):
 *   terrain_as: {woods: clear}   every hex of one terrain is another
 *   terrain_costs: {clear: 1}    a terrain's movement cost
 *   flat: true                   no elevation in this battle (spi 20.43D)
 * The refusals are records (ruling.h RS_ELEV_*), rendered by
 * narrate-elev.c. */
#ifndef HERALD_ELEVATION_H
#define HERALD_ELEVATION_H

#include "gamedata.h"

struct loader;
struct ynode;
struct state;
struct ruling;

/* The level of a hex (0: a game without elevation, or off the map). */
int	elev_level(const struct gamedata *, struct hex);
/* A step's place in its record (ruling.h): "step" (i + 1), its hexes
 * from at to to, and their levels (RS_ELEV_UPHILL, RS_ELEV_DOWNHILL). */
struct ruling_step;
void	elev_step_nums(const struct gamedata *, struct ruling_step *, int i,
	    struct hex at, struct hex to);
/* The levels climbed going from hex at into its neighbour in direction
 * d: above 0 uphill, below 0 downhill, 0 on the level (no contour). */
int	elev_climb(const struct gamedata *, struct hex at, int d);
/* The points (halves) the movement rules add to that step: the uphill
 * cost when it climbs, else 0. */
int	elev_uphill_cost(const struct gamedata *, struct hex at, int d);

/* Loaders: the map's elevation rows (mapload.c calls it with the map's
 * `elevation:` list, after its rows); movement's uphill: and steep:
 * (rules.c, with the movement block). */
int	elev_load_rows(struct loader *, struct gamedata *,
	    const struct ynode *rows);
int	elev_load_movement(struct loader *, struct gamedata *,
	    const struct ynode *movement);
void	elev_free(struct gamedata *);

/* A scenario's ground (scenario.c: its root mapping): terrain_as:,
 * terrain_costs:, flat:; and what it changes in its game. */
int	elev_scenario_load(struct loader *, const struct gamedata *,
	    struct scenario *, const struct ynode *root);
void	elev_scenario_apply(struct gamedata *, const struct scenario *);
void	elev_scenario_free(struct scenario *);
/* For scenario info: "ground: Woods as Clear; Clear costs 1 MP; no
 * elevation", a line, or nothing when the scenario changes none. */
struct buf;
void	elev_scenario_show(const struct gamedata *, const struct scenario *,
	    struct buf *);

/* los.c: does hex h block a line between from and to by its level
 * (line_of_sight: elevation: true)? */
int	elev_los_blocks(const struct gamedata *, struct hex h,
	    struct hex from, struct hex to);

/*
 * The wait of a steep step (rules: movement: steep:): cost is the step's
 * price, mf the unit's allowance, spent what it spent already, first
 * whether this is the first step of its order from where it stands.
 * Returns the price to pay (cost, or the whole allowance for a step
 * made after the wait), or -1 with a refusal record (RS_ELEV_WAIT) at
 * the end of no, "step" i + 1 from at to "to".
 */
int	elev_steep(const struct state *, int unit, int i, struct hex at,
	    struct hex to, int cost, int mf, int spent, struct ruling *no);

/* The records of a step made (move.c, move-footprint.c), before its
 * RS_MOVE_HEX: the contour it climbs from at in direction d
 * (RS_ELEV_UPHILL), and, when it paid (paid) other than its price
 * (cost), the steep crossing made after the wait (RS_ELEV_STEEP). */
void	elev_step_records(const struct state *, int unit, struct hex at,
	    int d, int step, int cost, int paid, struct ruling *rl);

#endif

/* charge: the charge as one mechanism with parameters.  A unit of the
 * charging types that moved in the way the game describes earns a bonus
 * against its target: a die roll modifier (one of the combat DRMs, when
 * the game lets only the best of them count) or strength, and may have
 * to advance after the combat.  Each condition is a parameter of
 * rules: charge: in game.yaml; no condition names a rulebook.
 *   battle-of-agincourt §7.4, Figure 4: exactly 3 hexes in a straight
 *     line, ending next to an enemy; -2 DRM (§10.0.1, §11.2).
 *   st-albans §9.2: straight at its target through clear or road, across
 *     a stream or palisade only by road, the target in clear or on a
 *     road; +2 strength, and it must advance; optional 10.2 counters it. */
#ifndef HERALD_CHARGE_H
#define HERALD_CHARGE_H

#include "hex.h"

struct charge_rules {
	unsigned	 types;		/* types that can charge; 0: none */
	int		 mark;		/* only counters with this mark, -1 */
	int		 hexes;		/* exactly this many hexes, judged
					   as the move ends next to an enemy;
					   0: any number, judged at the
					   attack */
	int		 straight;	/* in one straight line */
	unsigned	 through;	/* terrain of every hex entered (bit
					   per terrain, ROAD_BIT: along a
					   road); 0: any */
	unsigned	 only_by_road;	/* hexsides it crosses only along a
					   road (bit per hexside feature) */
	int		 at_target;	/* its last step points at the
					   target's hex */
	unsigned	 target_in;	/* terrain the target stands in; 0:
					   any */
	char		*drm;		/* bonus: the combat DRM of this id */
	int		 strength;	/* bonus: added to its strength */
	int		 must_advance;	/* it advances into the hex won */
	int		 countered_by;	/* the optional rule under which no
					   bonus is had against units that can
					   charge, -1 */
	char		*section;
	/* spi 7.26, 17.24: a charging unit never crosses a contour
	 * downhill (elevation.h); charging: every unit of the types (and
	 * mark) as it moves; with charging_side, one whose counter is up
	 * on the side of that name (sides.h: cavalry's charge back, spi
	 * 17.12); with charging_flag, one whose declared flag of that id
	 * (state:, tally.h) is set */
	int		 never_downhill;
	char		*charging_side;
	char		*charging_flag;
	char		*downhill_section;	/* else section */
};

struct state;
struct gamedata;
struct loader;
struct ynode;
struct hexinfo;
struct buf;

/* rules: charge: read after the terrain, marks and options; the drm it
 * names must be one of combat's modifiers (read combat first). */
int	charge_load(struct loader *, struct gamedata *, const struct ynode *);
void	charge_free(struct charge_rules *);

/* May a charge go on through this step (from at, direction d, into a
 * hex of this kind)? */
int	charge_open_step(const struct state *, struct hex at, int d,
	    const struct hexinfo *to);
/* The same for both halves of a unit on two hexes stepping from a and
 * b in direction d (for move-footprint.c, step by step). */
int	charge_open_pair(const struct state *, struct hex a, struct hex b,
	    int d);
/* As a move ends: does the unit charge (battle-of-agincourt §7.4)?
 * Narrates the judgement into out (RS_CHARGE_MOVE, CHARGE_MOVE_*) and
 * sets its charged flag.  A unit on two hexes ends next to an enemy
 * when either hex does. */
enum {
	CHARGE_MOVE_BEYOND,	/* it charged, and has moved on since */
	CHARGE_MOVE_CHARGES,	/* it charges */
	CHARGE_MOVE_BENT	/* the hexes were not in a straight line */
};
void	charge_after_move(struct state *, int unit, struct buf *out);
/* May the unit take the step from at in direction d (spi 7.26,
 * 17.24)?  1; or 0, charging downhill, with the refusal's record
 * (RS_ELEV_DOWNHILL, "step" i + 1) in no (ruling_init'ed here). */
struct ruling;
int	charge_step_downhill_ok(const struct state *, int unit, int i,
	    struct hex at, int d, struct ruling *no);
/* Does the attacker a charge the defender d now? */
int	charging(const struct state *, int a, int d);

#endif

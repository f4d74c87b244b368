/* los: line of sight over the board.  The line is traced centre to
 * centre (hex_line); a hex blocks when it holds a unit other than the two
 * ends (if the game says units block) or blocking terrain, or, where
 * the game's sight reads the levels (line_of_sight: elevation: true,
 * elevation.h), when it is higher than both ends (spi 8.24, 8.25); a
 * hexside the line runs along blocks only when both hexes block
 * (battle-of-agincourt §9.2, spi 8.22). */
#ifndef HERALD_LOS_H
#define HERALD_LOS_H

#include "board.h"

struct los_result {
	struct hex_step	steps[HEX_LINE_MAX];
	int		nsteps;
	int		blocked[HEX_LINE_MAX];	/* per step */
	int		clear;
};

void	los_trace(const struct state *, struct hex, struct hex,
	    struct los_result *);
/* From any of the hexes a to any of b (the footprints of two units, or
 * single hexes): the index i * nb + k of the first pair with a clear
 * line, whose trace r holds, or -1 with r the last pair's. */
int	los_between(const struct state *, const struct hex *a, int na,
	    const struct hex *b, int nb, struct los_result *r);

#endif

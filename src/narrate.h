/* narrate: the words herald uses for units, hexes and positions, so that
 * every command describes the board the same way. */
#ifndef HERALD_NARRATE_H
#define HERALD_NARRATE_H

#include "board.h"

/* "1419 n", "1419 routed", "off map", "eliminated" */
void	narrate_position(const struct state *, int unit, struct buf *);
/* One line: id, position, faction, type, name. */
void	narrate_unit_line(const struct state *, int unit, struct buf *);
/* Several lines: the whole counter and where it stands. */
void	narrate_unit_card(const struct state *, int unit, struct buf *);
/* Several lines: terrain, features, marks and units of a hex. */
void	narrate_hex(const struct state *, struct hex, struct buf *);

/* narrate-ruling.c: a ruling's records (ruling.h) as the players read
 * them, in the game's words (gamewords.h). */
struct ruling;
struct ruling_step;
void	narrate_ruling(const struct gamedata *, const struct ruling *,
	    struct buf *);
void	narrate_step(const struct gamedata *, const struct ruling_step *,
	    struct buf *);
/* Renders r (nothing when b is quiet: a replay) and frees it. */
void	narrate_told(const struct gamedata *, struct ruling *, struct buf *);
/* The steps of r from the first on (a ruling shown as it grows). */
void	narrate_ruling_from(const struct gamedata *, const struct ruling *,
	    int first, struct buf *);
/* For a buffer that keeps its records (struct buf's keep): what was
 * said as plain text since the last records becomes an RS_TEXT step. */
void	narrate_keep_text(struct buf *);

#endif

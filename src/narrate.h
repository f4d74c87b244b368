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
/* narrate-phase.c: where the game stands (seq_where), as `status` and
 * the reasons that name the phase say it: "turn 1 of 8, English
 * Movement phase (§7)". */
void	narrate_where(const struct state *, struct buf *);
/* narrate-refuse.c: a refusal's records (RS_REFUSE_*) rendered as the
 * cause of a refused order; r is emptied (its steps are kept for `why`,
 * ruling_refused_keep). */
char	*narrate_refusal(const struct gamedata *, struct ruling *r);
/* For a buffer that keeps its records (struct buf's keep): what was
 * said as plain text since the last records becomes an RS_TEXT step. */
void	narrate_keep_text(struct buf *);
/* Whether the records kept of what said says (said's keep, finished
 * here) render exactly as it: 0 where a producer took back text it had
 * written, and only the text is to be trusted. */
int	narrate_renders_as_said(const struct gamedata *, struct buf *said,
	    const struct ruling *);

/* The board's losses told as they are recorded (narrate-move.c; the
 * records are board.h's board_*_rec): one step lost; a unit taken out
 * of play (why may be NULL), alone or with its commanders and baggage;
 * out of play for a reason of its own (ELIM_*, under a section); moved
 * by a retreat, a rout or an advance with the commanders standing with
 * it. */
void	narrate_lose_step(struct state *, int unit, struct buf *out);
void	narrate_eliminate(struct state *, int unit, const char *why,
	    struct buf *out);
void	narrate_eliminate_all(struct state *, int unit, const char *why,
	    struct buf *out);
void	narrate_eliminate_why(struct state *, int unit, enum board_elim_why,
	    const char *section, int with, struct buf *out);
void	narrate_move_with_commanders(struct state *, int unit, struct hex to,
	    struct buf *out);
/* The answer of a question (odds): its numbers (body), or, when the
 * rules refuse what it asks (REFUSED not NULL), "not allowed now: WHY"
 * first and then "if it were allowed:" the numbers, indented. */
void	narrate_if_allowed(struct buf *out, const char *refused,
	    const struct buf *body);

/* narrate-luck.c: each player's dice luck (luck.h), as stats says it, or
 * as a Markdown list for the battle report. */
struct luck;
void	narrate_luck(const struct gamedata *, const struct luck *,
	    int markdown, struct buf *);

#endif

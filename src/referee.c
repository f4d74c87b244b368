/* referee: `remove` and `dice` as rulings (referee.h). */
#include "referee.h"

#include "board.h"
#include "mail.h"
#include "ruling.h"

int
referee_remove(struct state *st, int unit, struct ruling *r, char **cause)
{
	const struct gamedata *gd = st->gd;
	struct hex was = st->u[unit].hex;
	struct ruling_step *s;

	if (board_remove(st, unit, cause) != 0)
		return -1;
	s = ruling_add(r, RS_REMOVED, gd->id, NULL);
	ruling_word(s, gd->units[unit].id);
	ruling_word(s, gd->units[unit].name);
	ruling_num(s, "col", was.col);
	ruling_num(s, "row", was.row);
	return 0;
}

int
referee_dice(struct state *st, int manual, struct ruling *r, char **cause)
{
	struct ruling_step *s;

	/* a game by mail: dice neither player can choose (dicechain.h);
	 * a player's own dice could be anything he says */
	if (manual && mail_on(st)) {
		*cause = xprintf("this game is played by mail: herald's dice "
		    "are fixed in advance by both players' dice chains, and "
		    "a player's own dice cannot be checked by his opponent, "
		    "so dice manual is refused (help link)");
		return -1;
	}
	st->dice_manual = manual != 0;
	s = ruling_add(r, RS_DICE_SET, st->gd->id, NULL);
	ruling_num(s, "manual", st->dice_manual);
	return 0;
}

/* seat: in a game by mail, the side this herald's player commands, and
 * his signing keys (keyring.h, mail.h). */
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "gamedata.h"
#include "keyring.h"
#include "mail.h"
#include "session.h"

static enum cmd_retval
cmd_seat_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct session *s = ctx->s;
	const struct keyring *kr;
	char *why = NULL, hex[2 * MAIL_KEY + 1];
	int f;

	if (s->gd->mail_option < 0) {
		cmd_error(ctx, "%s has no play by mail", s->gd->title);
		return CMD_ERROR;
	}
	if (!mail_on(s->st)) {
		cmd_error(ctx, "this game is not played by mail: start it with "
		    "\"new ... +%s\" in both heralds",
		    s->gd->options[s->gd->mail_option].id);
		return CMD_ERROR;
	}
	if (argc == 0) {
		if ((kr = session_keyring(s, &why)) == NULL) {
			if (why != NULL)
				return cmd_fail(ctx, why);
			buf_printf(ctx->out, "no seat: this herald is no "
			    "player's yet (seat SIDE)\n");
			return CMD_OK;
		}
		keyring_pk_hex(kr, hex);
		f = gd_faction(s->gd, kr->seat);
		buf_printf(ctx->out, "seat: %s (signing key %.16s...)\n",
		    f >= 0 ? s->gd->factions[f].name : kr->seat, hex);
		return CMD_OK;
	}
	if ((f = gd_faction(s->gd, argv[0])) < 0) {
		cmd_error(ctx, "expected a side of %s, not \"%s\"", s->gd->title,
		    argv[0]);
		return CMD_ERROR;
	}
	if (session_take_seat(s, f, &why) != 0)
		return cmd_fail(ctx, why);
	keyring_pk_hex(session_keyring(s, &why), hex);
	buf_printf(ctx->out, "seat: %s; a new signing key %.16s... is kept "
	    "beside the journal, and pledged in the game with your first "
	    "order\n", s->gd->factions[f].name, hex);
	return CMD_OK;
}

static int
cmd_seat_offered(const struct session *s)
{
	return s->gd != NULL && s->gd->mail_option >= 0;
}

const struct cmd_entry cmd_seat_entry = {
	.name = "seat",
	.alias = NULL,
	.args = "[side]",
	.summary = "in a game by mail, the side you command here",
	.help =
	    "In a game played by turn files (started with its mail option),\n"
	    "each herald is one player's: `seat french` makes this one the\n"
	    "French player's.  herald makes a signing key pair for you (Ed25519,\n"
	    "libsodium), kept beside the journal in JOURNAL.keys, readable by\n"
	    "you only; the public half goes into the game with your first order\n"
	    "(pledge) and every turn file you send is signed with the secret\n"
	    "half.  From then on this herald takes your orders only when the\n"
	    "game waits for you (your turn, or your answer in a duel), and\n"
	    "refuses a turn file of your own side.  The seat is chosen once.\n"
	    "With no side, says the seat.\n"
	    "Example: seat english",
	.flags = CMD_GAME,
	.offered = cmd_seat_offered,
	.exec = cmd_seat_exec
};

/* session-mail: a game by mail at one player's herald (mail.h): his seat
 * and keys (keyring.h), his key pledged before his first order, and his
 * orders taken only when the game waits for him. */
#include "session-int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dice.h"
#include "dicechain.h"
#include "duel.h"
#include "keyring.h"
#include "mail.h"
#include "sequence.h"

const struct keyring *
session_keyring(struct session *s, char **cause)
{
	struct keyring kr;

	*cause = NULL;
	if (s->keys != NULL)
		return s->keys;
	switch (keyring_read(s->j.path, &kr, cause)) {
	case 0:
		s->keys = xmalloc(sizeof *s->keys);
		*s->keys = kr;
		return s->keys;
	default:
		return NULL;	/* 1: none; -1: *cause */
	}
}

int
session_take_seat(struct session *s, int f, char **cause)
{
	const struct keyring *old = session_keyring(s, cause);
	struct keyring kr;
	int g;

	if (*cause != NULL)
		return -1;
	if (old != NULL) {
		g = gd_faction(s->gd, old->seat);
		*cause = xprintf("this herald is the %s player's already (its "
		    "keys are beside the journal): a seat is taken once a game",
		    g >= 0 ? s->gd->factions[g].name : old->seat);
		return -1;
	}
	if (keyring_make(s->j.path, s->gd->factions[f].id, &kr, cause) != 0)
		return -1;
	s->keys = xmalloc(sizeof *s->keys);
	*s->keys = kr;
	return 0;
}

void
session_keyring_drop(struct session *s)
{
	if (s->keys != NULL) {
		keyring_free(s->keys);
		free(s->keys);
		s->keys = NULL;
	}
}

int
session_actor(const struct state *st)
{
	int side = st->gd->duel != NULL ? duel_awaits(st, NULL) : -1;

	return side >= 0 ? side : seq_phasing(st);
}

/* An order herald gives itself for the seat: pledge or link. */
static int
give(struct session *s, const char *name, int argc, char **argv,
    struct buf *out, char **cause)
{
	const struct cmd_entry *e;
	char *why = NULL;

	if ((e = cmd_find(name, &why)) == NULL) {
		*cause = why;
		return -1;
	}
	return session_run(s, e, argc, argv, out, cause) == CMD_ERROR ? -1 : 0;
}

/* The seat's key and chain into the game, if they are not in it. */
static int
pledge_seat(struct session *s, const struct keyring *kr, int f,
    struct buf *out, char **cause)
{
	char key[2 * MAIL_KEY + 1], tip[2 * DICECHAIN_BYTES + 1], *argv[3];

	if (mail_key_of(s->st, f) != NULL)
		return 0;
	keyring_pk_hex(kr, key);
	argv[0] = (char *)s->gd->factions[f].id;
	argv[1] = key;
	if (kr->has_chain)
		keyring_tip_hex(kr, tip);
	argv[2] = tip;
	return give(s, "pledge", kr->has_chain ? 3 : 2, argv, out, cause);
}

/* The next link of the seat's chain, when it owes one (for_dice: since
 * every tip was pledged or the opponent's last order; else only since
 * every tip was pledged). */
static int
reveal_seat(struct session *s, const struct keyring *kr, int f,
    int for_dice, struct buf *out, char **cause)
{
	char hex[2 * DICECHAIN_BYTES + 1], *argv[2];
	int n;

	if (!kr->has_chain || dicechain_of(s->st, f, &n) == NULL ||
	    !dicechain_owes(s->st, f, for_dice))
		return 0;
	keyring_link_hex(kr, n + 1, hex);
	argv[0] = (char *)s->gd->factions[f].id;
	argv[1] = hex;
	return give(s, "link", 2, argv, out, cause);
}

int
session_mail_export(struct session *s, struct buf *out, char **cause)
{
	const struct keyring *kr;
	int f;

	if (!mail_on(s->st))
		return 0;
	if ((kr = session_keyring(s, cause)) == NULL) {
		if (*cause == NULL)
			*cause = xprintf("a game by mail sends signed turns: "
			    "say whose herald this is first (seat SIDE)");
		return -1;
	}
	f = gd_faction(s->gd, kr->seat);
	if (pledge_seat(s, kr, f, out, cause) != 0)
		return -1;
	return reveal_seat(s, kr, f, 0, out, cause);
}

/* The unit an order's first word names (id, name or its hex), or -1. */
static int
own_unit_word(const struct state *st, const char *w)
{
	struct hex h;
	char *why = NULL;
	int u;

	if ((u = gd_unit_find(st->gd, w, &why)) >= 0)
		return u;
	free(why);
	why = NULL;
	if (hex_parse(&st->gd->grid, w, &h, &why) != 0) {
		free(why);
		return -1;
	}
	return board_unit_at(st, h);
}

int
session_mail_dice(struct session *s, const struct cmd_entry *e, int argc,
    char **argv, struct state *st, struct roller *ro, char **words,
    int *actor, char **cause)
{
	const struct gamedata *gd = st->gd;
	char *why = NULL, *w;
	int f;

	*words = NULL;
	*actor = -1;
	if (!mail_on(st))
		return 0;
	*actor = session_actor(st);
	/* a signed file holds its player's orders only */
	f = (e->flags & CMD_MAIL) && argc > 0 ? gd_faction(gd, argv[0]) :
	    *actor;
	if (s->import_side >= 0 && f >= 0 && f != s->import_side) {
		*cause = xprintf("the %s order is the %s player's, in a turn "
		    "file signed by the %s player: refused", e->name,
		    gd->factions[f].name, gd->factions[s->import_side].name);
		return -1;
	}
	/* by mail a player corrects only his own counters */
	if ((e->flags & CMD_OWN_UNIT) && *actor >= 0 && argc > 0) {
		int u = own_unit_word(st, argv[0]);

		if (u >= 0 && gd->units[u].faction != *actor) {
			*cause = xprintf("%s is the %s player's: in a game by "
			    "mail a player may %s only his own units (the "
			    "%s player's, whose turn it is)", gd->units[u].id,
			    gd->factions[gd->units[u].faction].name, e->name,
			    gd->factions[*actor].name);
			return -1;
		}
	}
	/* one link a turn, before its first order: a second one would draw
	 * new dice for the same orders, a re-roll at will (dicechain.h) */
	if (strcmp(e->name, "link") == 0 && f >= 0 &&
	    f < STATE_MAIL_FACTIONS && (st->link_new & (1u << f)) &&
	    (st->link_fresh & (1u << f))) {
		int n = 0;

		dicechain_of(st, f, &n);
		*cause = xprintf("the %s player has revealed link %d of his "
		    "dice chain for this turn already: one link a turn, "
		    "before its first order (another would give the same "
		    "orders new dice): refused", gd->factions[f].name, n);
		return -1;
	}
	w = words_join(argc, argv, 0);
	*words = xprintf("%s%s%s", e->name, argc ? " " : "", w);
	free(w);
	if (dicechain_rng(st, *actor, *words, ro->rng, &why) != 0) {
		snprintf(ro->no_dice, sizeof ro->no_dice, "%s", why);
		free(why);
	}
	return 0;
}

void
session_mail_note(struct state *st, const struct cmd_entry *e, int actor,
    char *words, const struct roller *ro)
{
	if (words == NULL)
		return;
	dicechain_note(st, actor, (e->flags & CMD_MAIL) != 0, words, ro->made,
	    ro->nmade);
	free(words);
}

int
session_mail_gate(struct session *s, const struct cmd_entry *e,
    struct buf *out, char **cause)
{
	const struct gamedata *gd = s->gd;
	const struct keyring *kr;
	int f, actor;

	if (!mail_on(s->st))
		return 0;
	if ((kr = session_keyring(s, cause)) == NULL) {
		if (*cause == NULL)
			*cause = xprintf("this game is played by mail: say first "
			    "whose herald this is (seat SIDE); the other "
			    "player's orders come in his turn files (turn "
			    "import FILE)");
		return -1;
	}
	f = gd_faction(gd, kr->seat);
	actor = session_actor(s->st);
	if (actor >= 0 && actor != f && !(e->flags & CMD_MAIL)) {
		*cause = xprintf("the game waits for the %s player now (his "
		    "turn, or his answer): his orders come in his turn file "
		    "(turn import FILE); this herald is the %s player's",
		    gd->factions[actor].name, gd->factions[f].name);
		return -1;
	}
	if (e->flags & CMD_MAIL)
		return 0;
	/* his key and chain into the game before his first order, and a
	 * link of his chain before each turn's first */
	if (pledge_seat(s, kr, f, out, cause) != 0)
		return -1;
	return reveal_seat(s, kr, f, 1, out, cause);
}

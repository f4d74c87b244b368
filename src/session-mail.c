/* session-mail: a game by mail at one player's herald (mail.h): his seat
 * and keys (keyring.h), his key pledged before his first order, and his
 * orders taken only when the game waits for him. */
#include "session-int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

int
session_mail_gate(struct session *s, const struct cmd_entry *e,
    struct buf *out, char **cause)
{
	const struct gamedata *gd = s->gd;
	const struct keyring *kr;
	const struct cmd_entry *pe;
	char hex[2 * MAIL_KEY + 1], *argv[2], *why = NULL;
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
	if (actor >= 0 && actor != f && strcmp(e->name, "pledge") != 0) {
		*cause = xprintf("the game waits for the %s player now (his "
		    "turn, or his answer): his orders come in his turn file "
		    "(turn import FILE); this herald is the %s player's",
		    gd->factions[actor].name, gd->factions[f].name);
		return -1;
	}
	if (mail_key_of(s->st, f) != NULL || strcmp(e->name, "pledge") == 0)
		return 0;
	/* his key into the game before his first order */
	if ((pe = cmd_find("pledge", &why)) == NULL) {
		*cause = why;
		return -1;
	}
	keyring_pk_hex(kr, hex);
	argv[0] = (char *)gd->factions[f].id;
	argv[1] = hex;
	return session_run(s, pe, 2, argv, out, cause) == CMD_ERROR ? -1 : 0;
}

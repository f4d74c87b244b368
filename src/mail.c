/* mail: play by mail's rules and the keys the players pledge (mail.h). */
#include "mail.h"

#include <sodium.h>
#include <stdlib.h>
#include <string.h>

#include "gdload.h"

int
mail_load(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "option", Y_SCALAR, 1 }, { "section", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	const struct ynode *v;

	gd->mail_option = -1;
	if (m == NULL)
		return 0;
	if (ymap_check(&l->d, m, fields, "mail", &l->cause) != 0 ||
	    ld_str(l, m, "section", &gd->mail_section) != 0)
		return -1;
	v = ymap_get(m, "option");
	if ((gd->mail_option = gd_option(gd, v->value)) < 0)
		return ld_fail(l, v, "expected mail: option: to name one of the "
		    "game's optional rules (the one a game by turn files is "
		    "started with), not \"%s\"", v->value);
	return 0;
}

void
mail_free(struct gamedata *gd)
{
	free(gd->mail_section);
	gd->mail_section = NULL;
}

int
mail_on(const struct state *st)
{
	const struct gamedata *gd = st->gd;

	return gd->mail_option >= 0 &&
	    (st->options & (1u << gd->mail_option)) != 0;
}

int
mail_pledge(struct state *st, int f, const char *hex, int *again,
    char **cause)
{
	unsigned char key[MAIL_KEY];
	size_t got;

	*again = 0;
	if (!mail_on(st)) {
		*cause = xprintf("this game is not played by mail: nothing to "
		    "pledge");
		return -1;
	}
	if (f < 0 || f >= STATE_MAIL_FACTIONS) {
		*cause = xprintf("no such faction");
		return -1;
	}
	if (strlen(hex) != 2 * MAIL_KEY || sodium_hex2bin(key, sizeof key, hex,
	    strlen(hex), NULL, &got, NULL) != 0 || got != MAIL_KEY) {
		*cause = xprintf("expected a public key of %d hex digits, not "
		    "\"%s\"", 2 * MAIL_KEY, hex);
		return -1;
	}
	if (st->pledged & (1u << f)) {
		if (memcmp(st->pledge[f], key, MAIL_KEY) == 0) {
			*again = 1;
			return 0;
		}
		*cause = xprintf("the %s player pledged another key already: a "
		    "player's key is pledged once a game (a turn file signed "
		    "with another is not his)", st->gd->factions[f].name);
		return -1;
	}
	memcpy(st->pledge[f], key, MAIL_KEY);
	st->pledged |= 1u << f;
	return 0;
}

const unsigned char *
mail_key_of(const struct state *st, int f)
{
	if (f < 0 || f >= STATE_MAIL_FACTIONS || !(st->pledged & (1u << f)))
		return NULL;
	return st->pledge[f];
}

/* session-hook: the scenario's and the game's hooks called for the
 * events of a game in play (the names: hookevent.c): the phase events on
 * the state an order works on, the questions (status, setup check) on a
 * copy, and the `order` hook that may refuse an order before any die. */
#include "footprint.h"
#include "session-int.h"
#include "sequence.h"

#include <stdlib.h>
#include <string.h>

static int
has_hook(const struct session *s, const char *event)
{
	int i;

	/* the first letter first: this runs for every order */
	for (i = 0; i < s->gd->nhooks; i++)
		if (s->gd->hooks[i].event[0] == event[0] &&
		    strcmp(s->gd->hooks[i].event, event) == 0)
			return 1;
	for (i = 0; s->sc != NULL && i < s->sc->nhooks; i++)
		if (s->sc->hooks[i].event[0] == event[0] &&
		    strcmp(s->sc->hooks[i].event, event) == 0)
			return 1;
	return 0;
}

int
session_fire(struct hooks *hk, const struct gamedata *gd,
    const struct scenario *sc, struct state *st, struct roller *ro,
    const char *name, struct buf *out, char **cause)
{
	struct hook_env env;
	const char *argv[3];
	char turn[16];

	if (hk == NULL)
		return 0;
	env.gd = gd;
	env.sc = sc;
	env.st = st;
	env.narration = out;
	env.ro = ro;
	seq_hook_args(st, turn, &argv[1], &argv[2]);
	argv[0] = turn;
	return hooks_event(hk, &env, name, 3, argv, cause);
}

int
session_event(struct session *s, struct state *st, const char *name,
    struct buf *out, char **cause)
{
	return session_fire(s->hk, s->gd, s->sc, st, NULL, name, out, cause);
}

int
session_event_dice(struct session *s, struct state *st, struct roller *ro,
    const char *name, struct buf *out, char **cause)
{
	return session_fire(s->hk, s->gd, s->sc, st, ro, name, out, cause);
}

/* After a refused order or a question, the hooks go on as a replay of
 * the journal would, where neither happened.  A hook keeps no state
 * (every call that left any was refused and undone), so this costs
 * nothing unless an interpreter could not be rebuilt before. */
void
session_fresh_hooks(struct session *s)
{
	char *why = NULL;

	if (hooks_reset(s->hk, &why) != 0) {
		/* The script loaded before; if it no longer does, the next
		 * hook call reports it. */
		free(why);
	}
}

int
session_query(struct session *s, const char *name, struct buf *out,
    char **cause)
{
	struct state *copy;
	int rc;

	if (s->hk == NULL || !has_hook(s, name))
		return 0;
	/* on a copy: a question changes nothing, even a declared result */
	copy = state_copy(s->st);
	hooks_questioning(s->hk, 1);	/* answers kept: see hook.h */
	rc = session_fire(s->hk, s->gd, s->sc, copy, NULL, name, out, cause);
	hooks_questioning(s->hk, 0);
	state_free(copy);
	session_fresh_hooks(s);
	return rc == 0 ? 1 : -1;
}

/* A scenario's special rules may forbid an order: its `order` hook sees
 * a copy of the game before the order, with the order's words after the
 * turn, the side and the phase, and answers with the reason, or nothing.
 * It runs before any die is rolled, so a refusal costs nothing. */
/* The words of the order hooks: turn, side, phase, verb, and the
 * order's words, units by id (turn is room for the turn's number). */
static const char **
hook_words(struct session *s, const struct state *before, char *turn,
    const char *verb, int argc, char **argv)
{
	const char **words;
	int i;

	words = xcalloc((size_t)argc + 4, sizeof *words);
	seq_hook_args(before, turn, &words[1], &words[2]);
	words[0] = turn;
	words[3] = verb;
	/* A unit however the player named it (name, prefix, any case)
	 * reaches the hook by its id, so a scenario's rule cannot be
	 * slipped past by spelling; hexes and other words stay as typed. */
	for (i = 0; i < argc; i++) {
		char *why = NULL;
		int u;

		words[4 + i] = argv[i];
		/* a facing is a word too: a corner ("s", spi 5.2) is
		 * no unit however a name begins */
		if (!hex_shaped(&s->gd->grid, argv[i]) &&
		    hex_dir_parse(&s->gd->grid, argv[i]) < 0 &&
		    footprint_facing_parse(s->gd, argv[i]) < 0 &&
		    (u = gd_unit_find(s->gd, argv[i], &why)) >= 0)
			words[4 + i] = s->gd->units[u].id;
		free(why);
	}
	return words;
}

/* After an order is carried out on scratch (with its dice, so replay
 * runs it again): the `order_done` hooks, which may set the game's
 * declared values (tally.h), with the words of the order as given in
 * the phase it was given in. */
int
session_order_done(struct session *s, const struct state *before,
    struct state *scratch, struct roller *ro, const char *verb, int argc,
    char **argv, struct buf *out, char **cause)
{
	struct hook_env env;
	const char **words;
	char turn[16];
	int rc;

	if (s->hk == NULL || !has_hook(s, "order_done"))
		return 0;
	words = hook_words(s, before, turn, verb, argc, argv);
	env.gd = s->gd;
	env.sc = s->sc;
	env.st = scratch;
	env.narration = out;
	env.ro = ro;
	rc = hooks_event(s->hk, &env, "order_done", argc + 4, words, cause);
	free(words);
	return rc;
}

int
session_order_allowed(struct session *s, const struct state *before,
    const char *verb, int argc, char **argv, char **cause)
{
	struct hook_env env;
	const char **words;
	char turn[16], *answer = NULL;
	int rc;

	if (s->hk == NULL || !has_hook(s, "order"))
		return 0;
	words = hook_words(s, before, turn, verb, argc, argv);
	env.gd = s->gd;
	env.sc = s->sc;
	env.st = state_copy(before);
	env.narration = NULL;
	env.ro = NULL;
	rc = hooks_ask(s->hk, &env, "order", argc + 4, words, &answer, cause);
	state_free(env.st);
	free(words);
	if (rc == 0 && answer != NULL) {
		*cause = answer;
		return -1;
	}
	return rc;
}

int
session_programme_ask(struct session *s, char **answer, char **cause)
{
	struct hook_env env;
	const char *argv[3];
	char turn[16];
	int rc;

	*answer = NULL;
	if (s->hk == NULL || !has_hook(s, "programme"))
		return 0;
	seq_hook_args(s->st, turn, &argv[1], &argv[2]);
	argv[0] = turn;
	env.gd = s->gd;
	env.sc = s->sc;
	env.st = state_copy(s->st);	/* a question: nothing it does stays */
	env.narration = NULL;
	env.ro = NULL;
	rc = hooks_ask(s->hk, &env, "programme", 3, argv, answer, cause);
	state_free(env.st);
	session_fresh_hooks(s);
	return rc == 0 ? 1 : -1;
}

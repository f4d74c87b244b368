/* gamewords: a game's own words for its rulings (gamewords.h). */
#include "gamewords.h"
#include "gdload.h"

#include <stdlib.h>
#include <string.h>

static const struct {
	const char	*key;
	const char	*dflt;
} words[W_COUNT] = {
	[W_ROUTED_HALF_DF] = { "routed-half-df", "routed: half DF" },
	[W_DOUBLED] = { "doubled", "doubled" },
	[W_OVER_FRONT] = { "over-front",
	    "every attack over its front hexsides" },
	[W_NO_FRONT_ROUTED] = { "no-front-routed",
	    "a routed unit has no front hexsides" },
	[W_NOT_ALL_FRONT] = { "not-all-front",
	    "not every attack comes over the defender's front hexsides" },
	[W_MISSILE_IN_MELEE] = { "missile-in-melee",
	    "missile units in mêlée" },
	[W_MISSILE_DEFENDING] = { "missile-defending",
	    "a missile unit defending hand to hand" },
	[W_CHARGE_PATH] = { "charge-path",
	    "straight at the enemy over clear or road hexes" },
	[W_BAGGAGE] = { "baggage", "baggage" },
	[W_COMMANDERS] = { "commanders", "commanders" },
	[W_ONE_AGAINST_ONE] = { "one-against-one",
	    "one missile unit against one target" },
	[W_STRENGTH] = { "strength", "strength" },
	[W_PASSES] = { "passes", "passes" },
	[W_FAILS] = { "fails", "fails" },
	[W_LOWER] = { "lower", "lower, no effect" },
	[W_EQUAL] = { "equal", "equal" },
	[W_HIGHER] = { "higher", "higher" },
	[W_MORALE_RATING] = { "morale-rating", "MR" },
	[W_MORALE_VALUE] = { "morale-value", "morale" },
	/* movement, step losses and elimination */
	[W_MOVE_POINTS] = { "move-points", "MP" },
	[W_HEX] = { "hex", "hex" },
	[W_HEXES] = { "hexes", "hexes" },
	[W_ZOC_STOP] = { "zoc-stop", "it stops in an enemy zone of control" },
	[W_REDUCED] = { "reduced", "reduced" },
	[W_REDUCED_SIDE] = { "reduced-side", "its reduced side" },
	[W_LOSSES_DELEGATED] = { "losses-delegated",
	    "as the delayed-turn adaptation asks" },
	/* combat, baggage, commanders and the results applied */
	[W_MISSILE_UNITS] = { "missile-units", "missile units" },
	[W_HAND_TO_HAND] = { "hand-to-hand", "hand to hand" },
	[W_MELEE] = { "melee", "mêlée" },
	[W_COUNTER_ATTACK] = { "counter-attack", "counter-attack" },
	[W_CHARGE] = { "charge", "charge" },
	[W_THE_TERRAIN] = { "the-terrain", "the terrain" },
	[W_COLUMN_SHIFTS] = { "column-shifts", "its column shifts" },
	[W_BEST_DRM_ONLY] = { "best-drm-only", "only the best DRM counts" },
	[W_MORALE_CHECK] = { "morale-check", "morale check" },
	/* morale by points: what a roll that happens costs */
	[W_LOSS] = { "loss", "step" },
	[W_LOSSES] = { "losses", "steps" },
};

int
gamewords_load(struct loader *l, struct gamedata *gd, const struct ynode *v)
{
	int i, k;

	if (v == NULL)
		return 0;
	if (v->type != Y_MAP)
		return ld_fail(l, v, "expected words: {KEY: TEXT, ...}");
	gd->words = xcalloc(W_COUNT, sizeof *gd->words);
	for (i = 0; i < v->n; i++) {
		for (k = 0; k < W_COUNT; k++)
			if (strcmp(words[k].key, v->keys[i]->value) == 0)
				break;
		if (k == W_COUNT) {
			struct buf b;

			buf_init(&b);
			for (k = 0; k < W_COUNT; k++)
				buf_printf(&b, "%s%s", k ? ", " : "",
				    words[k].key);
			ld_fail(l, v->keys[i], "\"%s\" is not a word herald "
			    "uses: expected one of %s", v->keys[i]->value, b.s);
			buf_free(&b);
			return -1;
		}
		if (v->vals[i]->type != Y_SCALAR)
			return ld_fail(l, v->vals[i], "expected the text of "
			    "the word %s", words[k].key);
		free(gd->words[k]);
		gd->words[k] = xstrdup(v->vals[i]->value);
	}
	return 0;
}

void
gamewords_free(struct gamedata *gd)
{
	int k;

	if (gd->words == NULL)
		return;
	for (k = 0; k < W_COUNT; k++)
		free(gd->words[k]);
	free(gd->words);
	gd->words = NULL;
}

const char *
gamewords_get(const struct gamedata *gd, enum game_word w)
{
	if (gd != NULL && gd->words != NULL && gd->words[w] != NULL)
		return gd->words[w];
	return words[w].dflt;
}

const char *
gamewords_key(enum game_word w)
{
	return words[w].key;
}

const char *
gamewords_default(enum game_word w)
{
	return words[w].dflt;
}

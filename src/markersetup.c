/* markersetup: a scenario's board markers at the start (`markers:` in
 * its file), tried on its set-up as it loads so that a mistake is
 * reported at its line.  A file of its own: it needs the board, which
 * the marker loader of game.yaml must not (no import circles). */
#include "board.h"
#include "gdload.h"
#include "marker.h"

#include <stdlib.h>

/* A scenario's `markers:` list, each the words of a `marker place`
 * order ("stakes 2914 state=implanted"), tried on the set-up as the game
 * will place them, so that a mistake is reported at its line. */
int
marker_setup_load(struct loader *l, const struct gamedata *gd,
    struct scenario *sc, const struct ynode *v)
{
	struct state *st;
	struct buf quiet;
	char **w, *why = NULL;
	int i, n, rc = 0, tried;

	if (v == NULL)
		return 0;
	if (v->type != Y_SEQ)
		return ld_fail(l, v, "expected markers: a list of \"KIND "
		    "HEX|UNIT [NAME=VALUE]...\"");
	if (gd->nmarker_kinds == 0)
		return ld_fail(l, v, "%s declares no markers (its game.yaml "
		    "has no markers: block)", gd->title);
	sc->markers = xcalloc((size_t)v->n + 1, sizeof *sc->markers);
	/* the units as the game sets them up; if they cannot be, the game's
	 * start says why, and the markers are tried then */
	st = state_new(gd, 0);
	tried = board_setup(st, sc, &why) == 0;
	free(why);
	why = NULL;
	buf_init(&quiet);
	for (i = 0; i < v->n && rc == 0; i++) {
		if (v->items[i]->type != Y_SCALAR) {
			rc = ld_fail(l, v->items[i], "expected \"KIND HEX|UNIT "
			    "[NAME=VALUE]...\"");
			break;
		}
		sc->markers[sc->nmarkers++] = xstrdup(v->items[i]->value);
		if ((n = words_split(v->items[i]->value, &w, &why)) < 2) {
			rc = ld_fail(l, v->items[i], "%s", n < 0 ? why :
			    "expected KIND HEX|UNIT [NAME=VALUE]...");
			if (n >= 0)
				words_free_argv(n, w);
			break;
		}
		if (tried && marker_place(st, w[0], w[1], n - 2, w + 2, NULL,
		    &quiet, &why) != 0)
			rc = ld_fail(l, v->items[i], "%s", why);
		words_free_argv(n, w);
	}
	free(why);
	buf_free(&quiet);
	state_free(st);
	return rc;
}

void
marker_setup_free(struct scenario *sc)
{
	words_free_argv(sc->nmarkers, sc->markers);
	sc->markers = NULL;
	sc->nmarkers = 0;
}

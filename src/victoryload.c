/* victoryload: `victory:` in game.yaml and in a scenario's file
 * (victory.h), every complaint at its file:line:col.
 *
 * game.yaml:
 *   victory:
 *     kind: ratio
 *     section: "20.0"
 *     ratio: [english, french]          the first side's points : the second's
 *     levels:                           from the highest bound down to 0
 *       - {from: "2.00", level: Decisive English Victory, side: english}
 *       - {from: "1.25", level: Draw}   no side: a draw
 *       - {from: "0", level: Decisive French Victory, side: french}
 *     hundredths: {reconstructed: TEXT} the ratio read down to hundredths
 *     over_zero: {level: NAME, reconstructed: TEXT}   x : 0
 *     zero_zero: {level: NAME, reconstructed: TEXT}   0 : 0
 *     points: ...                       as a scenario's, if the game's own
 * a scenario:
 *   victory:
 *     points:
 *       french: [{of: english.lines_lost, times: 7, section: "20.14",
 *                 text: English lines lost}, ...]
 *       english: [...]                  each term FACTION.VALUE, a value
 *                                       the game declares (scope: faction)
 */
#include "victory.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "gdload.h"
#include "tally.h"

#define VICTORY_TIMES_MAX	1000
#define VICTORY_LEVELS_MAX	32
#define VICTORY_TERMS_MAX	64

/* "2", "2.00", "1.75", "0.5": in hundredths, or -1 */
static int
hundredths_of(const char *s)
{
	long whole = 0;
	int frac = 0, nfrac = 0;
	const char *p = s;

	if (!isdigit((unsigned char)*p))
		return -1;
	for (; isdigit((unsigned char)*p); p++)
		if ((whole = whole * 10 + (*p - '0')) > 100000)
			return -1;
	if (*p == '.') {
		for (p++; isdigit((unsigned char)*p); p++) {
			if (++nfrac > 2)
				return -1;
			frac = frac * 10 + (*p - '0');
		}
		if (nfrac == 0)
			return -1;
		if (nfrac == 1)
			frac *= 10;
	}
	return *p == '\0' ? (int)(whole * 100 + frac) : -1;
}

static int
load_levels(struct loader *l, struct gamedata *gd, struct victory_rules *vr,
    const struct ynode *v)
{
	static const struct yfield fields[] = {
		{ "from", Y_SCALAR, 1 }, { "level", Y_SCALAR, 1 },
		{ "side", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	const struct ynode *m, *f;
	int i, k;

	if (v->n == 0 || v->n > VICTORY_LEVELS_MAX)
		return ld_fail(l, v, "expected 1 to %d levels",
		    VICTORY_LEVELS_MAX);
	vr->levels = xcalloc((size_t)v->n, sizeof *vr->levels);
	for (i = 0; i < v->n; i++) {
		struct victory_level *lv = &vr->levels[vr->nlevels];

		m = v->items[i];
		if (m->type != Y_MAP)
			return ld_fail(l, m, "expected a level {from: \"1.75\", "
			    "level: NAME, side: FACTION}");
		if (ymap_check(&l->d, m, fields, "a victory level",
		    &l->cause) != 0)
			return -1;
		f = ymap_get(m, "from");
		if ((lv->from = hundredths_of(f->value)) < 0)
			return ld_fail(l, f, "expected the ratio the level "
			    "starts at, as \"1.75\" (at most two decimals)");
		if (i > 0 && lv->from >= vr->levels[i - 1].from)
			return ld_fail(l, f, "levels out of order: from: %s is "
			    "not below the level before (%d.%02d): expected "
			    "the levels from the highest ratio down", f->value,
			    vr->levels[i - 1].from / 100,
			    vr->levels[i - 1].from % 100);
		lv->side = -1;
		if ((f = ymap_get(m, "side")) != NULL &&
		    (lv->side = gd_faction(gd, f->value)) < 0)
			return ld_fail(l, f, "expected the faction the level "
			    "is won by (none: a draw)");
		lv->name = xstrdup(ymap_get(m, "level")->value);
		vr->nlevels++;
		for (k = 0; k < i; k++)
			if (strcmp(vr->levels[k].name, lv->name) == 0)
				return ld_fail(l, ymap_get(m, "level"),
				    "level \"%s\" twice", lv->name);
	}
	if (vr->levels[vr->nlevels - 1].from != 0)
		return ld_fail(l, v->items[v->n - 1], "expected the last "
		    "level from: \"0\" (every ratio must read a level)");
	return 0;
}

/* over_zero: / zero_zero: {level: NAME, reconstructed: TEXT} */
static int
load_reading(struct loader *l, struct victory_rules *vr,
    const struct ynode *root, const char *key, int *level, char **why)
{
	static const struct yfield fields[] = {
		{ "level", Y_SCALAR, 1 }, { "reconstructed", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	const struct ynode *v = ymap_get(root, key), *n;
	int i;

	if (v == NULL)
		return 0;
	if (ymap_check(&l->d, v, fields, key, &l->cause) != 0)
		return -1;
	n = ymap_get(v, "level");
	for (i = 0; i < vr->nlevels; i++)
		if (strcmp(vr->levels[i].name, n->value) == 0)
			break;
	if (i == vr->nlevels)
		return ld_fail(l, n, "no level \"%s\" (expected one of the "
		    "levels: above)", n->value);
	*level = i;
	return ld_str(l, v, "reconstructed", why);
}

/* "english.lines_lost": the faction and the value, or a complaint */
static int
load_of(struct loader *l, const struct gamedata *gd, const struct ynode *v,
    struct victory_term *t)
{
	const char *dot = strchr(v->value, '.');
	char *f;
	int i, d;

	if (dot == NULL)
		return ld_fail(l, v, "expected FACTION.VALUE (as "
		    "french.casualties), not \"%s\"", v->value);
	f = xstrndup(v->value, (size_t)(dot - v->value));
	t->who = gd_faction(gd, f);
	free(f);
	if (t->who < 0)
		return ld_fail(l, v, "expected FACTION.VALUE: no faction in "
		    "\"%s\"", v->value);
	d = tally_find(gd, dot + 1);
	if (d < 0 || gd->tally.defs[d].scope != TALLY_FACTION) {
		struct buf b;
		int n = 0;

		buf_init(&b);
		for (i = 0; i < gd->tally.ndefs; i++)
			if (gd->tally.defs[i].scope == TALLY_FACTION)
				buf_printf(&b, "%s%s", n++ ? ", " : "",
				    gd->tally.defs[i].id);
		ld_fail(l, v, "no per-faction value \"%s\" in the game's "
		    "state: (expected one of %s)", dot + 1,
		    n ? b.s : "none: the game declares none with scope: "
		    "faction");
		buf_free(&b);
		return -1;
	}
	t->def = d;
	return 0;
}

static int
load_points(struct loader *l, const struct gamedata *gd,
    const struct victory_rules *game, struct victory_rules *vr,
    const struct ynode *v)
{
	static const struct yfield fields[] = {
		{ "of", Y_SCALAR, 1 }, { "times", Y_SCALAR, 1 },
		{ "section", Y_SCALAR, 1 }, { "text", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	const struct ynode *list, *m;
	int i, k, side;

	if (v->type != Y_MAP)
		return ld_fail(l, v, "expected points: {FACTION: [{of: "
		    "FACTION.VALUE, times: N, section: S}, ...]}");
	for (i = 0; i < v->n; i++) {
		side = gd_faction(gd, v->keys[i]->value);
		if (side < 0 || (side != game->first && side != game->second))
			return ld_fail(l, v->keys[i], "expected a side of the "
			    "ratio (%s or %s)", gd->factions[game->first].id,
			    gd->factions[game->second].id);
		list = v->vals[i];
		if (list->type != Y_SEQ)
			return ld_fail(l, list, "expected a list of terms "
			    "[{of: FACTION.VALUE, times: N, section: S}]");
		for (k = 0; k < list->n; k++) {
			struct victory_term *t;

			if (vr->nterms >= VICTORY_TERMS_MAX)
				return ld_fail(l, list->items[k], "at most %d "
				    "terms", VICTORY_TERMS_MAX);
			m = list->items[k];
			if (m->type != Y_MAP)
				return ld_fail(l, m, "expected a term {of: "
				    "FACTION.VALUE, times: N, section: S}");
			if (ymap_check(&l->d, m, fields, "a victory term",
			    &l->cause) != 0)
				return -1;
			vr->terms = xrealloc(vr->terms,
			    ((size_t)vr->nterms + 1) * sizeof *vr->terms);
			t = &vr->terms[vr->nterms++];
			memset(t, 0, sizeof *t);
			t->side = side;
			if (load_of(l, gd, ymap_get(m, "of"), t) != 0 ||
			    ld_int(l, m, "times", 1, VICTORY_TIMES_MAX, 1,
			    &t->times) != 0 ||
			    ld_str(l, m, "section", &t->section) != 0 ||
			    ld_str(l, m, "text", &t->text) != 0)
				return -1;
		}
	}
	return 0;
}

int
victory_load(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "kind", Y_SCALAR, 1 }, { "section", Y_SCALAR, 1 },
		{ "ratio", Y_SEQ, 1 }, { "levels", Y_SEQ, 1 },
		{ "hundredths", Y_MAP, 0 }, { "over_zero", Y_MAP, 0 },
		{ "zero_zero", Y_MAP, 0 }, { "points", Y_MAP, 0 },
		{ NULL, 0, 0 }
	};
	static const struct yfield hfields[] = {
		{ "reconstructed", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	static const struct { const char *name; } kinds[] = {
		{ "ratio" }
	};
	struct victory_rules *vr;
	const struct ynode *v;
	int k;

	if (m == NULL)
		return 0;
	if (m->type != Y_MAP)
		return ld_fail(l, m, "expected victory: {kind: ratio, ...}");
	if (ymap_check(&l->d, m, fields, "victory", &l->cause) != 0)
		return -1;
	if ((k = ld_kind(l, m, "victory", kinds, sizeof kinds[0], 1)) < 0)
		return -1;
	vr = gd->victory = xcalloc(1, sizeof *vr);
	vr->kind = VICTORY_RATIO + k;
	vr->over_zero = 0;	/* x : 0 reads as the highest, unless said */
	vr->zero_zero = -1;
	if (ld_section(l, m, "section", "the victory levels",
	    &vr->section) != 0)
		return -1;
	v = ymap_get(m, "ratio");
	if (v->n != 2 || v->items[0]->type != Y_SCALAR ||
	    v->items[1]->type != Y_SCALAR ||
	    (vr->first = gd_faction(gd, v->items[0]->value)) < 0 ||
	    (vr->second = gd_faction(gd, v->items[1]->value)) < 0 ||
	    vr->first == vr->second)
		return ld_fail(l, v, "expected ratio: [FACTION, FACTION], the "
		    "side whose points are divided and the side dividing");
	if (load_levels(l, gd, vr, ymap_get(m, "levels")) != 0 ||
	    load_reading(l, vr, m, "over_zero", &vr->over_zero,
	    &vr->over_zero_why) != 0 ||
	    load_reading(l, vr, m, "zero_zero", &vr->zero_zero,
	    &vr->zero_zero_why) != 0)
		return -1;
	if ((v = ymap_get(m, "hundredths")) != NULL &&
	    (ymap_check(&l->d, v, hfields, "hundredths", &l->cause) != 0 ||
	    ld_str(l, v, "reconstructed", &vr->hundredths_why) != 0))
		return -1;
	if ((v = ymap_get(m, "points")) != NULL)
		return load_points(l, gd, vr, vr, v);
	return 0;
}

int
victory_load_scenario(struct loader *l, const struct gamedata *gd,
    struct scenario *sc, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "points", Y_MAP, 1 }, { NULL, 0, 0 }
	};

	if (m == NULL)
		return 0;
	if (gd->victory == NULL)
		return ld_fail(l, m, "the game declares no victory: (expected "
		    "victory: {kind: ratio, ...} in its game.yaml first)");
	if (ymap_check(&l->d, m, fields, "victory", &l->cause) != 0)
		return -1;
	sc->victory = xcalloc(1, sizeof *sc->victory);
	return load_points(l, gd, gd->victory, sc->victory,
	    ymap_get(m, "points"));
}

static void
terms_free(struct victory_rules *vr)
{
	int i;

	for (i = 0; i < vr->nterms; i++) {
		free(vr->terms[i].text);
		free(vr->terms[i].section);
	}
	free(vr->terms);
	vr->terms = NULL;
	vr->nterms = 0;
}

void
victory_apply(struct gamedata *gd, const struct scenario *sc)
{
	struct victory_rules *vr = gd->victory;
	int i;

	if (vr == NULL || sc->victory == NULL)
		return;
	terms_free(vr);
	vr->terms = xcalloc((size_t)sc->victory->nterms + 1,
	    sizeof *vr->terms);
	for (i = 0; i < sc->victory->nterms; i++) {
		vr->terms[i] = sc->victory->terms[i];
		vr->terms[i].text = sc->victory->terms[i].text != NULL ?
		    xstrdup(sc->victory->terms[i].text) : NULL;
		vr->terms[i].section = xstrdup(sc->victory->terms[i].section);
	}
	vr->nterms = sc->victory->nterms;
}

void
victory_rules_free(struct victory_rules *vr)
{
	int i;

	if (vr == NULL)
		return;
	terms_free(vr);
	for (i = 0; i < vr->nlevels; i++)
		free(vr->levels[i].name);
	free(vr->levels);
	free(vr->section);
	free(vr->over_zero_why);
	free(vr->zero_zero_why);
	free(vr->hundredths_why);
	free(vr);
}

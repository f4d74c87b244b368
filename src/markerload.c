/* markerload: the `markers:` block of game.yaml, one mapping per kind of
 * marker (see doc/authoring.md, "Board markers"):
 *
 *   markers:
 *     dead:
 *       name: Dead
 *       symbol: d
 *       on: hex                  # hex, unit, or [hex, unit]
 *       section: "8.34"
 *       attributes:
 *         size: {type: number, min: 1, max: 99, default: 1}
 *         side: {type: faction}
 *       stacking: {merge: sum, attribute: size, apart: [side], max: 1}
 *       effects: {move_cost: 0, blocks_move: false, blocks_los: false}
 */
#include "gdload.h"
#include "marker-int.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* An attribute's name and a choice's words are typed as NAME=VALUE in a
 * marker order (marker place stakes 0605 state=implanted), so each is one
 * word that such an order can carry: no space, =, ; or quote in it, and
 * not empty (doc/authoring.md "Board markers"). */
static int
typed_word(const char *w)
{
	const unsigned char *p;

	for (p = (const unsigned char *)w; *p != '\0'; p++)
		if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		    (*p >= '0' && *p <= '9') || *p == '-' || *p == '_' ||
		    *p >= 0x80))
			return 0;
	return *w != '\0';
}

static int
load_attr(struct loader *l, const struct gamedata *gd, const struct ynode *k,
    const struct ynode *v, struct marker_attr *a)
{
	static const struct yfield fields[] = {
		{ "name", Y_SCALAR, 0 }, { "type", Y_SCALAR, 1 },
		{ "min", Y_SCALAR, 0 }, { "max", Y_SCALAR, 0 },
		{ "default", Y_SCALAR, 0 }, { "values", Y_SEQ, 0 },
		{ NULL, 0, 0 }
	};
	static const char *types[] = { "number", "faction", "direction",
	    "choice", NULL };
	const struct ynode *t, *d;
	int i, j;

	if (v->type != Y_MAP)
		return ld_fail(l, v, "expected the attribute as a mapping "
		    "(type: number, faction, direction or choice)");
	if (ymap_check(&l->d, v, fields, "a marker attribute", &l->cause) != 0)
		return -1;
	/* herald::marker get's dict has these keys of its own */
	if (strcmp(k->value, "label") == 0 || strcmp(k->value, "kind") == 0 ||
	    strcmp(k->value, "hex") == 0 || strcmp(k->value, "unit") == 0)
		return ld_fail(l, k, "\"%s\" is a word of herald's own (label, "
		    "kind, hex, unit); expected another attribute name",
		    k->value);
	if (!typed_word(k->value))
		return ld_fail(l, k, "expected an attribute name of letters, "
		    "digits, - and _ (a marker order gives it as NAME=VALUE), "
		    "not \"%s\"", k->value);
	a->id = xstrdup(k->value);
	if (ld_str(l, v, "name", &a->name) != 0)
		return -1;
	if (a->name == NULL)
		a->name = xstrdup(a->id);
	t = ymap_get(v, "type");
	for (i = 0; types[i] != NULL; i++)
		if (strcmp(types[i], t->value) == 0)
			break;
	if (types[i] == NULL)
		return ld_fail(l, t, "expected number, faction, direction or "
		    "choice");
	a->type = i;
	if (a->type != MARKER_NUMBER && (ymap_get(v, "min") != NULL ||
	    ymap_get(v, "max") != NULL))
		return ld_fail(l, v, "min and max are for a number attribute");
	if ((a->type == MARKER_CHOICE) != (ymap_get(v, "values") != NULL))
		return ld_fail(l, v, a->type == MARKER_CHOICE ? "expected "
		    "values: the words a choice may take" : "values are for "
		    "a choice attribute");
	if (ld_int(l, v, "min", 0, 9999, 1, &a->min) != 0 ||
	    ld_int(l, v, "max", 0, 9999, 9999, &a->max) != 0 ||
	    ld_words(l, v, "values", &a->choices, &a->nchoices) != 0)
		return -1;
	if (a->min > a->max)
		return ld_fail(l, v, "min %d is above max %d", a->min, a->max);
	if (a->type == MARKER_CHOICE && a->nchoices == 0)
		return ld_fail(l, ymap_get(v, "values"), "expected one word "
		    "or more");
	for (i = 0; i < a->nchoices; i++) {
		t = ymap_get(v, "values")->items[i];
		if (!typed_word(a->choices[i]))
			return ld_fail(l, t, "expected a word of letters, "
			    "digits, - and _ (a marker order gives it as "
			    "%s=WORD), not \"%s\"", a->id, a->choices[i]);
		for (j = 0; j < i; j++)
			if (strcmp(a->choices[j], a->choices[i]) == 0)
				return ld_fail(l, t, "the value \"%s\" is "
				    "listed twice", a->choices[i]);
	}
	/* without a default, a choice takes its first word and anything
	 * else must be given */
	a->dflt = a->type == MARKER_CHOICE ? 0 : MARKER_REQUIRED;
	if ((d = ymap_get(v, "default")) == NULL)
		return 0;
	switch (a->type) {
	case MARKER_NUMBER:
		return ld_int(l, v, "default", a->min, a->max, 0, &a->dflt);
	case MARKER_FACTION:
		if (strcmp(d->value, "none") == 0)
			a->dflt = MARKER_NONE;
		else if ((a->dflt = gd_faction(gd, d->value)) < 0)
			return ld_fail(l, d, "expected a faction of the game "
			    "or none");
		return 0;
	case MARKER_DIRECTION:
		if (strcmp(d->value, "none") == 0)
			a->dflt = MARKER_NONE;
		else if ((a->dflt = hex_dir_parse(&gd->grid, d->value)) < 0)
			return ld_fail(l, d, "expected a direction (n, ne, "
			    "...) or none");
		return 0;
	}
	for (i = 0; i < a->nchoices; i++)
		if (strcmp(a->choices[i], d->value) == 0) {
			a->dflt = i;
			return 0;
		}
	return ld_fail(l, d, "expected one of the values");
}

static int
attr_index(const struct marker_kind *k, const char *id)
{
	int i;

	for (i = 0; i < k->nattrs; i++)
		if (strcmp(k->attrs[i].id, id) == 0)
			return i;
	return -1;
}

static int
load_stacking(struct loader *l, struct marker_kind *k, const struct ynode *v)
{
	static const struct yfield fields[] = {
		{ "merge", Y_SCALAR, 0 }, { "attribute", Y_SCALAR, 0 },
		{ "apart", Y_SEQ, 0 }, { "max", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	const struct ynode *m, *at, *ap;
	int i, a;

	k->sum = -1;
	if (v == NULL)
		return 0;
	if (ymap_check(&l->d, v, fields, "a marker's stacking",
	    &l->cause) != 0 || ld_int(l, v, "max", 0, 999, 0, &k->max) != 0)
		return -1;
	m = ymap_get(v, "merge");
	at = ymap_get(v, "attribute");
	if (m != NULL && strcmp(m->value, "sum") != 0 &&
	    strcmp(m->value, "none") != 0)
		return ld_fail(l, m, "expected merge: sum or none");
	if (m != NULL && strcmp(m->value, "sum") == 0) {
		if (at == NULL)
			return ld_fail(l, m, "expected attribute: the number "
			    "attribute that merging adds up");
		if ((a = attr_index(k, at->value)) < 0 ||
		    k->attrs[a].type != MARKER_NUMBER)
			return ld_fail(l, at, "expected a number attribute of "
			    "the marker");
		k->sum = a;
	} else if (at != NULL)
		return ld_fail(l, at, "attribute is for merge: sum");
	ap = ymap_get(v, "apart");
	for (i = 0; ap != NULL && i < ap->n; i++) {
		if (ap->items[i]->type != Y_SCALAR ||
		    (a = attr_index(k, ap->items[i]->value)) < 0 || a == k->sum)
			return ld_fail(l, ap->items[i], "expected an attribute "
			    "of the marker other than the one summed");
		k->apart |= 1u << a;
	}
	return 0;
}

static int
load_on(struct loader *l, struct marker_kind *k, const struct ynode *v)
{
	const struct ynode *w;
	int i, n = v == NULL ? 0 : v->type == Y_SEQ ? v->n : 1;

	k->on = v == NULL ? MARKER_ON_HEX : 0;
	for (i = 0; i < n; i++) {
		w = v->type == Y_SEQ ? v->items[i] : v;
		if (w->type == Y_SCALAR && strcmp(w->value, "hex") == 0)
			k->on |= MARKER_ON_HEX;
		else if (w->type == Y_SCALAR && strcmp(w->value, "unit") == 0)
			k->on |= MARKER_ON_UNIT;
		else
			return ld_fail(l, w, "expected on: hex, unit, or "
			    "[hex, unit]");
	}
	if (k->on == 0)
		return ld_fail(l, v, "expected on: hex, unit, or [hex, unit]");
	return 0;
}

static int
load_kind(struct loader *l, struct gamedata *gd, const struct ynode *key,
    const struct ynode *v, struct marker_kind *k)
{
	static const struct yfield effect_fields[] = {
		{ "move_cost", Y_SCALAR, 0 }, { "blocks_move", Y_SCALAR, 0 },
		{ "blocks_los", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	const struct ynode *at, *on, *ef;
	const char *p;
	int i;

	if (v->type != Y_MAP)
		return ld_fail(l, v, "expected the marker kind as a mapping "
		    "(name, symbol, on, attributes, stacking)");
	for (p = key->value; *p != '\0'; p++)
		if (!(*p >= 'a' && *p <= 'z') && *p != '-' && *p != '_')
			break;
	if (*p != '\0' || p == key->value)
		return ld_fail(l, key, "expected a marker id of small letters, "
		    "- and _ (its markers are named by it and a number: "
		    "%s1)", key->value);
	for (i = 0; i < gd->nmarker_kinds; i++)
		if (&gd->marker_kinds[i] != k &&
		    strcmp(gd->marker_kinds[i].id, key->value) == 0)
			return ld_fail(l, key, "marker %s declared twice",
			    key->value);
	k->id = xstrdup(key->value);
	on = ymap_get(v, "on");
	if (ld_str(l, v, "name", &k->name) != 0 ||
	    ld_symbol(l, v, &k->symbol) != 0 ||
	    ld_str(l, v, "section", &k->section) != 0 ||
	    load_on(l, k, on) != 0)
		return -1;
	/* the map's legend names each kind by its symbol alone */
	for (i = 0; i < gd->nmarker_kinds; i++)
		if (&gd->marker_kinds[i] != k && gd->marker_kinds[i].id !=
		    NULL && gd->marker_kinds[i].symbol == k->symbol)
			return ld_fail(l, ymap_get(v, "symbol"), "the symbol "
			    "%c is marker %s's already (the map's legend tells "
			    "the kinds apart by it)", k->symbol,
			    gd->marker_kinds[i].id);
	if ((at = ymap_get(v, "attributes")) != NULL) {
		if (at->type != Y_MAP)
			return ld_fail(l, at, "expected the attributes as a "
			    "mapping");
		if (at->n > MARKER_MAX_ATTRS)
			return ld_fail(l, at, "at most %d attributes",
			    MARKER_MAX_ATTRS);
		for (i = 0; i < at->n; i++) {
			if (attr_index(k, at->keys[i]->value) >= 0)
				return ld_fail(l, at->keys[i], "attribute %s "
				    "twice", at->keys[i]->value);
			if (load_attr(l, gd, at->keys[i], at->vals[i],
			    &k->attrs[k->nattrs++]) != 0)
				return -1;
		}
	}
	if (load_stacking(l, k, ymap_get(v, "stacking")) != 0)
		return -1;
	if ((ef = ymap_get(v, "effects")) != NULL &&
	    (ymap_check(&l->d, ef, effect_fields, "a marker's effects",
	    &l->cause) != 0 ||
	    ld_cost(l, ef, "move_cost", 0, &k->cost2) != 0 ||
	    ld_bool(l, ef, "blocks_move", 0, &k->blocks_move) != 0 ||
	    ld_bool(l, ef, "blocks_los", 0, &k->blocks_los) != 0))
		return -1;
	return 0;
}

/* The field check of a kind, with on: as either a word or a list. */
static int
check_kind(struct loader *l, const struct ynode *v)
{
	static const char *keys[] = { "name", "symbol", "on", "section",
	    "attributes", "stacking", "effects", NULL };
	int i, k;

	if (v->type != Y_MAP)
		return 0;	/* load_kind says so */
	for (i = 0; i < v->n; i++) {
		for (k = 0; keys[k] != NULL; k++)
			if (strcmp(keys[k], v->keys[i]->value) == 0)
				break;
		if (keys[k] == NULL)
			return ld_fail(l, v->keys[i], "unknown key \"%s\" in a "
			    "marker kind (expected name, symbol, on, section, "
			    "attributes, stacking or effects)",
			    v->keys[i]->value);
	}
	if (ymap_get(v, "name") == NULL || ymap_get(v, "symbol") == NULL)
		return ld_fail(l, v, "a marker kind needs a name and a symbol");
	return 0;
}

int
marker_load(struct loader *l, struct gamedata *gd, const struct ynode *v)
{
	int i;

	if (v == NULL)
		return 0;
	if (v->type != Y_MAP || v->n == 0)
		return ld_fail(l, v, "expected markers: a mapping of marker "
		    "kinds");
	if (v->n > MARKER_MAX_KINDS)
		return ld_fail(l, v, "at most %d marker kinds",
		    MARKER_MAX_KINDS);
	gd->marker_kinds = xcalloc((size_t)v->n, sizeof *gd->marker_kinds);
	for (i = 0; i < v->n; i++) {
		if (check_kind(l, v->vals[i]) != 0)
			return -1;
		gd->nmarker_kinds++;
		if (load_kind(l, gd, v->keys[i], v->vals[i],
		    &gd->marker_kinds[i]) != 0)
			return -1;
	}
	return 0;
}

void
marker_kinds_free(struct gamedata *gd)
{
	struct marker_kind *k;
	int i, a;

	for (i = 0; i < gd->nmarker_kinds; i++) {
		k = &gd->marker_kinds[i];
		free(k->id);
		free(k->name);
		free(k->section);
		for (a = 0; a < k->nattrs; a++) {
			free(k->attrs[a].id);
			free(k->attrs[a].name);
			words_free_argv(k->attrs[a].nchoices, k->attrs[a].choices);
		}
	}
	free(gd->marker_kinds);
	gd->marker_kinds = NULL;
	gd->nmarker_kinds = 0;
}

int
marker_kind_find(const struct gamedata *gd, const char *w, char **cause)
{
	struct buf b;
	int i;

	for (i = 0; i < gd->nmarker_kinds; i++)
		if (strcasecmp(gd->marker_kinds[i].id, w) == 0 ||
		    strcasecmp(gd->marker_kinds[i].name, w) == 0)
			return i;
	buf_init(&b);
	if (gd->nmarker_kinds == 0)
		buf_printf(&b, "%s declares no markers", gd->title);
	else {
		buf_printf(&b, "no marker kind \"%s\" (expected ", w);
		for (i = 0; i < gd->nmarker_kinds; i++)
			buf_printf(&b, "%s%s", i == 0 ? "" : i ==
			    gd->nmarker_kinds - 1 ? " or " : ", ",
			    gd->marker_kinds[i].id);
		buf_puts(&b, ")");
	}
	*cause = buf_steal(&b);
	return -1;
}

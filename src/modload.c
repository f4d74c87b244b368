/* modload: the modifiers of combat and morale, read from a game's YAML
 * (a list of {id, text, when, value, ...}): when names a condition of
 * the small vocabulary implemented once in C (combat.c, morale.c), or
 * `hook`: a Tcl proc of the game answers (rulehook.c). */
#include "gdload.h"
#include "rules-int.h"

#include <stdlib.h>
#include <string.h>

static const struct {
	const char	*name;
	enum when	 when;
} whens[] = {
	{ "attacker-next-to-type", WHEN_ATTACKER_NEXT_TO_TYPE },
	{ "attacker-is-type", WHEN_ATTACKER_IS_TYPE },
	{ "attacker-charged", WHEN_ATTACKER_CHARGED },
	{ "over-rear", WHEN_OVER_REAR },
	{ "range-beyond-first", WHEN_RANGE_BEYOND_FIRST },
	{ "next-to-friendly-type", WHEN_NEXT_TO_FRIENDLY_TYPE },
	{ "friendly-type-eliminated", WHEN_FRIENDLY_TYPE_ELIMINATED },
	{ "faction-losses", WHEN_FACTION_LOSSES },
	{ "backed-from-rear", WHEN_BACKED_FROM_REAR },
	{ "next-to-friend", WHEN_NEXT_TO_FRIEND },
	{ "near-friendly-type", WHEN_NEAR_FRIENDLY_TYPE },
	{ "always", WHEN_ALWAYS },
	{ "hook", WHEN_HOOK },		/* rulehook.c: the game's Tcl says */
};

static int
load_modifier(struct loader *l, struct gamedata *gd, const struct ynode *m,
    const char *dflt_section, struct modifier *md)
{
	static const struct yfield fields[] = {
		{ "id", Y_SCALAR, 1 }, { "text", Y_SCALAR, 1 },
		{ "when", Y_SCALAR, 1 }, { "value", Y_SCALAR, 0 },
		{ "types", Y_SEQ, 0 }, { "self_types", Y_SEQ, 0 },
		{ "faction", Y_SCALAR, 0 }, { "every", Y_SCALAR, 0 },
		{ "option", Y_SCALAR, 0 }, { "kinds", Y_SEQ, 0 },
		{ "good_order", Y_SCALAR, 0 }, { "section", Y_SCALAR, 0 },
		{ "reconstructed", Y_SCALAR, 0 }, { "hook", Y_SCALAR, 0 },
		{ "shift", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	const struct ynode *v;
	size_t i;
	int k;

	md->faction = md->option = -1;
	if (ymap_check(&l->d, m, fields, "a modifier", &l->cause) != 0 ||
	    ld_str(l, m, "id", &md->id) != 0 ||
	    ld_str(l, m, "text", &md->text) != 0 ||
	    ld_int(l, m, "value", -99, 99, 0, &md->value) != 0 ||
	    ld_int(l, m, "shift", -9, 9, 0, &md->shift) != 0 ||
	    ld_types(l, gd, m, "types", &md->types) != 0 ||
	    ld_types(l, gd, m, "self_types", &md->self_types) != 0 ||
	    ld_int(l, m, "every", 1, 999, 1, &md->every) != 0 ||
	    ld_bool(l, m, "good_order", 0, &md->good_order) != 0 ||
	    ld_str(l, m, "section", &md->section) != 0 ||
	    ld_str(l, m, "reconstructed", &md->reconstructed) != 0)
		return -1;
	if (md->section == NULL && dflt_section != NULL)
		md->section = xstrdup(dflt_section);
	v = ymap_get(m, "when");
	for (i = 0; i < nitems(whens); i++)
		if (strcmp(v->value, whens[i].name) == 0)
			break;
	if (i == nitems(whens)) {
		struct buf b;

		buf_init(&b);
		for (i = 0; i < nitems(whens); i++)
			buf_printf(&b, "%s%s", i ? ", " : "", whens[i].name);
		ld_fail(l, v, "expected one of: %s", b.s);
		buf_free(&b);
		return -1;
	}
	md->when = whens[i].when;
	if (ld_str(l, m, "hook", &md->hook) != 0)
		return -1;
	/* a combat modifier moves the die or the column, not both */
	if (md->shift != 0 && md->value != 0)
		return ld_fail(l, ymap_get(m, "shift"), "a modifier has a value "
		    "(the die) or a shift (CRT columns), not both");
	/* a hook names the proc that decides; nothing else does */
	if (md->when == WHEN_HOOK && md->hook == NULL)
		return ld_fail(l, v, "when: hook needs hook: PROC, the Tcl "
		    "procedure that answers whether the modifier applies");
	if (md->when != WHEN_HOOK && md->hook != NULL)
		return ld_fail(l, ymap_get(m, "hook"), "hook: is read only "
		    "with when: hook");
	if ((v = ymap_get(m, "faction")) != NULL &&
	    (md->faction = gd_faction(gd, v->value)) < 0)
		return ld_fail(l, v, "expected a faction of the game");
	if ((v = ymap_get(m, "option")) != NULL &&
	    (md->option = gd_option(gd, v->value)) < 0)
		return ld_fail(l, v, "expected one of the game's options");
	md->kinds = KIND_MELEE | KIND_MISSILE;
	if ((v = ymap_get(m, "kinds")) != NULL) {
		md->kinds = 0;
		for (k = 0; k < v->n; k++) {
			if (strcmp(v->items[k]->value, "melee") == 0)
				md->kinds |= KIND_MELEE;
			else if (strcmp(v->items[k]->value, "missile") == 0)
				md->kinds |= KIND_MISSILE;
			else
				return ld_fail(l, v->items[k], "expected melee "
				    "or missile");
		}
	}
	return 0;
}

int
rules_load_modifiers(struct loader *l, struct gamedata *gd, const struct ynode *s,
    const char *section, struct modifier **out, int *n)
{
	int i;

	*out = NULL;
	*n = 0;
	if (s == NULL)
		return 0;
	if (s->type != Y_SEQ)
		return ld_fail(l, s, "expected a list of modifiers");
	*out = xcalloc((size_t)s->n, sizeof **out);
	for (i = 0; i < s->n; i++) {
		(*n)++;
		if (load_modifier(l, gd, s->items[i], section,
		    &(*out)[i]) != 0)
			return -1;
	}
	return 0;
}

void
rules_free_modifiers(struct modifier *m, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		free(m[i].id);
		free(m[i].text);
		free(m[i].section);
		free(m[i].reconstructed);
		free(m[i].hook);
	}
	free(m);
}

/* modload: the modifiers of combat and morale, read from a game's YAML
 * (a list of {id, text, when, value, ...}): when names a condition of
 * the small vocabulary implemented once in C (combat-odds-drm.c,
 * morale.c), or `hook`: a Tcl proc of the game answers (rulehook.c).
 * Each condition is read by some blocks only, and refused in the others
 * (issue 12's audit: it loaded there and never applied). */
#include "gdload.h"
#include "modload.h"

#include <stdlib.h>
#include <string.h>

/* Each condition with the blocks that read it (modload.h): combat's in
 * combat-odds-drm.c's drm_value, morale's in morale.c's value_of, the
 * exemptions' in morale_exempt, a hook's in both where a hook is asked
 * (drm_get, morale_drm_ruling; morale_exempt asks none).  A condition
 * elsewhere would load and silently never apply. */
static const struct {
	const char	*name;
	enum when	 when;
	unsigned	 blocks;	/* enum modblock */
} whens[] = {
	{ "attacker-next-to-type", WHEN_ATTACKER_NEXT_TO_TYPE,
	    MODBLOCK_COMBAT },
	{ "attacker-is-type", WHEN_ATTACKER_IS_TYPE, MODBLOCK_COMBAT },
	{ "attacker-charged", WHEN_ATTACKER_CHARGED, MODBLOCK_COMBAT },
	{ "over-rear", WHEN_OVER_REAR, MODBLOCK_COMBAT },
	{ "range-beyond-first", WHEN_RANGE_BEYOND_FIRST, MODBLOCK_COMBAT },
	{ "next-to-friendly-type", WHEN_NEXT_TO_FRIENDLY_TYPE,
	    MODBLOCK_MORALE },
	{ "friendly-type-eliminated", WHEN_FRIENDLY_TYPE_ELIMINATED,
	    MODBLOCK_MORALE },
	{ "faction-losses", WHEN_FACTION_LOSSES, MODBLOCK_MORALE },
	{ "backed-from-rear", WHEN_BACKED_FROM_REAR, MODBLOCK_EXEMPT },
	{ "next-to-friend", WHEN_NEXT_TO_FRIEND, MODBLOCK_EXEMPT },
	{ "near-friendly-type", WHEN_NEAR_FRIENDLY_TYPE, MODBLOCK_MORALE },
	{ "always", WHEN_ALWAYS, MODBLOCK_EXEMPT },
	/* rulehook.c: the game's Tcl says */
	{ "hook", WHEN_HOOK, MODBLOCK_COMBAT | MODBLOCK_MORALE },
};

/* How a refusal names a block. */
static const char *
block_name(unsigned block)
{
	switch (block) {
	case MODBLOCK_COMBAT:
		return "the die roll modifiers of combat (rules: combat: drm:)";
	case MODBLOCK_MORALE:
		return "the modifiers of a morale check (rules: morale: "
		    "modifiers:)";
	default:
		return "the exemptions from a morale check (rules: morale: "
		    "exempt:)";
	}
}

/* A condition the block never reads: refused with the conditions it
 * does read, and the blocks that read this one. */
static int
wrong_block(struct loader *l, const struct ynode *v, size_t w,
    enum modblock block)
{
	struct buf b, where;
	unsigned k;
	size_t i;
	int n = 0;

	buf_init(&b);
	buf_init(&where);
	for (i = 0; i < nitems(whens); i++)
		if (whens[i].blocks & block)
			buf_printf(&b, "%s%s", b.len ? ", " : "",
			    whens[i].name);
	for (k = MODBLOCK_COMBAT; k <= MODBLOCK_EXEMPT; k <<= 1)
		if (whens[w].blocks & k)
			buf_printf(&where, "%s%s", n++ ? " and " : "",
			    block_name(k));
	ld_fail(l, v, "expected a condition that %s read: one of %s; "
	    "\"%s\" is read only by %s", block_name(block), b.s,
	    whens[w].name, where.s);
	buf_free(&b);
	buf_free(&where);
	return -1;
}

static int
load_modifier(struct loader *l, struct gamedata *gd, const struct ynode *m,
    enum modblock block, const char *dflt_section, struct modifier *md)
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
	if (ld_proc(l, gd, m, "hook", "a modifier's", &md->hook) != 0)
		return -1;
	/* a combat modifier moves the die or the column, not both */
	if (md->shift != 0 && md->value != 0)
		return ld_fail(l, ymap_get(m, "shift"), "a modifier has a value "
		    "(the die) or a shift (CRT columns), not both");
	/* a hook names the proc that decides; nothing else does */
	if (md->when != WHEN_HOOK && md->hook != NULL)
		return ld_fail(l, ymap_get(m, "hook"), "hook: is read only "
		    "with when: hook");
	/* a condition its block never reads would never apply */
	if (!(whens[i].blocks & block))
		return wrong_block(l, v, i, block);
	if (md->when == WHEN_HOOK && md->hook == NULL)
		return ld_fail(l, v, "when: hook needs hook: PROC, the Tcl "
		    "procedure that answers whether the modifier applies");
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
modload_list(struct loader *l, struct gamedata *gd, const struct ynode *s,
    enum modblock block, const char *section, struct modifier **out, int *n)
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
		if (load_modifier(l, gd, s->items[i], block, section,
		    &(*out)[i]) != 0)
			return -1;
	}
	return 0;
}

void
modload_free(struct modifier *m, int n)
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

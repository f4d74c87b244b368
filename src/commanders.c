/* commanders: the commanders mechanism (commanders.h; st-albans §6). */
#include "commanders.h"

#include <stdlib.h>

#include "gdload.h"
#include "narrate.h"
#include "ruling.h"

int
commanders_load(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "types", Y_SEQ, 1 }, { "section", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	struct commander_rules *c = &gd->commanders;

	if (m == NULL)
		return 0;
	/* a commander's rulings cite the block's section, or sections:
	 * commanders: */
	if (ymap_check(&l->d, m, fields, "commanders", &l->cause) != 0 ||
	    ld_types(l, gd, m, "types", &c->types) != 0 ||
	    (gd->section[SEC_COMMANDERS] == NULL ? ld_section(l, m,
	    "section", "commanders' rulings", &c->section) :
	    ld_str(l, m, "section", &c->section)) != 0)
		return -1;
	/* a mechanism of no unit, or a unit both baggage and commander,
	 * is a slip of the author's: the two mechanisms' rulings on one
	 * unit would contradict each other */
	if (c->types == 0)
		return ld_fail(l, ymap_get(m, "types"), "expected at least "
		    "one unit type in \"types\" of commanders");
	if (c->types & gd->baggage.types)
		return ld_fail(l, ymap_get(m, "types"), "a unit type is "
		    "both baggage and a commander: each is one or the "
		    "other");
	return 0;
}

void
commanders_free(struct gamedata *gd)
{
	free(gd->commanders.section);
	gd->commanders.section = NULL;
}

int
commanders_type(const struct gamedata *gd, int type)
{
	return (gd->commanders.types & (1u << type)) != 0;
}

int
commanders_is(const struct state *st, int unit)
{
	return commanders_type(st->gd, st->gd->units[unit].type);
}

/* the board's own search (board-loss.c), by the mechanism's types */
int
commanders_with(const struct state *st, int unit, int *out, int max)
{
	return board_units_with(st, unit, st->gd->commanders.types, out, max);
}

const char *
commanders_section(const struct gamedata *gd)
{
	return sec(gd->commanders.section);
}

int
commanders_refuse_attacker(const struct state *st, int a, char **cause)
{
	const struct gamedata *gd = st->gd;
	struct ruling no;
	struct ruling_step *s;
	int k;

	if (!commanders_is(st, a))
		return 0;
	k = board_fighter(st, st->u[a].hex, gd->units[a].faction, a);
	ruling_init(&no);
	s = ruling_add(&no, RS_REFUSE_COMMANDER_ATTACKS, gd->id,
	    gd->commanders.section);
	ruling_word(s, gd->units[a].id);
	if (k >= 0)
		ruling_word(s, gd->units[k].id);
	ruling_num(s, "alone", k < 0);
	/* the cause, and the record kept for `why` (narrate_refusal) */
	*cause = narrate_refusal(gd, &no);
	ruling_free(&no);
	return -1;
}

/* baggage: the baggage mechanism (baggage.h; st-albans §9.4). */
#include "baggage.h"

#include <stdlib.h>

#include "gdload.h"
#include "narrate.h"
#include "ruling.h"

int
baggage_load(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "types", Y_SEQ, 1 }, { "defends_at", Y_SCALAR, 1 },
		{ "section", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	struct baggage_rules *b = &gd->baggage;

	if (m == NULL)
		return 0;
	if (ymap_check(&l->d, m, fields, "baggage", &l->cause) != 0 ||
	    ld_types(l, gd, m, "types", &b->types) != 0 ||
	    ld_int(l, m, "defends_at", 0, 99, 1, &b->defends_at) != 0 ||
	    ld_section(l, m, "section", "baggage's rulings",
	    &b->section) != 0)
		return -1;
	if (b->types == 0)
		return ld_fail(l, ymap_get(m, "types"), "expected at least "
		    "one unit type in \"types\" of baggage");
	return 0;
}

void
baggage_free(struct gamedata *gd)
{
	free(gd->baggage.section);
	gd->baggage.section = NULL;
}

int
baggage_type(const struct gamedata *gd, int type)
{
	return (gd->baggage.types & (1u << type)) != 0;
}

int
baggage_is(const struct state *st, int unit)
{
	return baggage_type(st->gd, st->gd->units[unit].type);
}

/* the board's own search (board-loss.c), by the mechanism's types */
int
baggage_with(const struct state *st, int unit)
{
	int b;

	return board_units_with(st, unit, st->gd->baggage.types, &b, 1) > 0 ?
	    b : -1;
}

int
baggage_holds(const struct state *st, int unit)
{
	return baggage_is(st, unit) || baggage_with(st, unit) >= 0;
}

int
baggage_defence(const struct gamedata *gd)
{
	return gd->baggage.defends_at;
}

const char *
baggage_section(const struct gamedata *gd)
{
	return sec(gd->baggage.section);
}

/* The refusal's record, rendered as the cause (and kept for `why`:
 * narrate_refusal). */
static int
refused(const struct state *st, enum ruling_concept c, int a, int def,
    int with, char **cause)
{
	const struct gamedata *gd = st->gd;
	struct ruling no;
	struct ruling_step *s;

	ruling_init(&no);
	s = ruling_add(&no, c, gd->id, gd->baggage.section);
	ruling_word(s, gd->units[a].id);
	if (def >= 0) {
		ruling_word(s, gd->units[def].id);
		ruling_num(s, "with", with);
	}
	*cause = narrate_refusal(gd, &no);
	ruling_free(&no);
	return -1;
}

int
baggage_refuse_attacker(const struct state *st, int a, char **cause)
{
	if (!baggage_is(st, a))
		return 0;
	return refused(st, RS_REFUSE_BAGGAGE_ATTACKS, a, -1, 0, cause);
}

/* st-albans §9.4: baggage defends only in mêlée */
int
baggage_refuse_at_range(const struct state *st, int a, int def,
    char **cause)
{
	int is = baggage_is(st, def);

	if ((!is && baggage_with(st, def) < 0) || board_contact(st, a, def))
		return 0;
	return refused(st, RS_REFUSE_BAGGAGE_AT_RANGE, a, def, !is, cause);
}

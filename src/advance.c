/* advance: the advance after combat, offered and ordered. */
#include "advance.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "enter.h"
#include "footprint.h"
#include "retreat.h"

/* The reading of a silent rule decides here: the player is told so. */
#define NO_ADVANCE_READING \
	"herald's reading: §%s allows an advance only after an attack, " \
	"not a counter-attack; see doc/reconstructions.md"

/* The advance is taken or lost; who took part is still asked (a
 * counter-attack is against one of them). */
static void
close_advance(struct state *st)
{
	struct opens_rec *m = opens_get(st, OPENS_MELEE);

	m->flags &= ~OPENS_ADVANCE;
}

int
advance_took_part(const struct state *st, int u)
{
	const struct opens_rec *m = opens_find(st, OPENS_MELEE);
	int i;

	for (i = 0; m != NULL && i < m->n; i++)
		if (m->units[i] == u)
			return 1;
	return 0;
}

void
advance_unit(struct state *st, int unit, struct hex to, struct buf *out)
{
	const struct gamedata *gd = st->gd;

	buf_printf(out, "%s advances into %s (§%s)\n", gd->units[unit].id,
	    hex_str(to), sec(gd->combat.advance.section));
	unit_move_with_commanders(st, unit, to, out);
}

/* " y13, y14 or y17" and the end of the line: the units one of which
 * the player names next. */
void
advance_list_units(const struct gamedata *gd, const int *u, int n,
    struct buf *out)
{
	const char *id[ATTACKERS_MAX];
	int i;

	for (i = 0; i < n && i < ATTACKERS_MAX; i++)
		id[i] = gd->units[u[i]].id;
	buf_puts(out, " ");
	buf_join(out, id, i, "or");
	buf_puts(out, "\n");
}

/* A unit on two hexes (footprint.h) advances by its first hex, and its
 * second keeps its side of the first (board_locate): that hex too must
 * be one the unit may enter and stand in (herald's reading: the rule of
 * the advance is for one hex; doc/reconstructions.md).  1 if it may, or
 * 0 with *cause when cause is not NULL. */
static int
second_may_advance(const struct state *st, int u, struct hex to,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	struct hex h2;
	char *why = NULL;
	int d;

	if (footprint_size(gd, u) == 1 || !st->u[u].on_map ||
	    (d = hex_dir_to(&gd->grid, st->u[u].hex, st->u[u].hex2)) < 0)
		return 1;
	h2 = hex_neighbour(&gd->grid, to, d);
	if (footprint_covers(st, u, h2))
		return 1;	/* its own hex, which it leaves */
	if (enter_hex(gd, u, h2, &why) && board_can_stand(st, u, h2,
	    &why) == 0)
		return 1;
	if (cause != NULL)
		*cause = xprintf("%s stands on two hexes and its second would "
		    "go to %s: %s", gd->units[u].id, hex_str(h2), why);
	free(why);
	return 0;
}

void
advance_vacated(struct state *st, const struct attack *at, struct hex was,
    struct buf *out)
{
	const struct unit_state *ds = &st->u[at->def];
	struct opens_rec *m;

	/* battle-of-agincourt §11.4: one attacker may advance into a
	 * vacated hex.  The rule is silent on counter-attacks; herald reads
	 * it as the faction in turn's attack only, and says so. */
	if (ds->on_map && hex_eq(ds->hex, was))
		return;
	m = opens_get(st, OPENS_MELEE);
	m->hex = was;
	if (!at->counter) {
		m->flags |= OPENS_ADVANCE;
		return;
	}
	m->flags |= OPENS_REFUSED;
	buf_printf(out, "%s is empty, but no one advances after a "
	    "counter-attack (" NO_ADVANCE_READING ")\n", hex_str(was),
	    sec(st->gd->combat.advance.section));
}

void
advance_offer(struct state *st, const struct attack *at, struct hex was,
    int charger, struct buf *out)
{
	const struct gamedata *gd = st->gd;
	const struct combat_rules *cr = &gd->combat;
	const struct terrain *t = &gd->terrain[gd_hex(gd, was)->terrain];
	char *why = NULL;
	int i, k = 0, next_to = 0, can[ATTACKERS_MAX];

	/* a charging unit must take the hex */
	if (opens_advance(st) && charger >= 0 && st->u[charger].on_map &&
	    !second_may_advance(st, charger, was, &why)) {
		buf_printf(out, "%s charged but cannot advance: %s\n",
		    gd->units[charger].id, why);
		free(why);
		why = NULL;
	} else if (opens_advance(st) && charger >= 0 &&
	    st->u[charger].on_map) {
		buf_printf(out, "%s charged and must advance (§%s):\n",
		    gd->units[charger].id, sec(gd->charge.section));
		advance_unit(st, charger, was, out);
		close_advance(st);
	}
	if (!opens_advance(st))
		return;
	for (i = 0; i < at->natt; i++) {
		/* battle-of-agincourt §11.4: only a unit that could move
		 * into it, and one next to it (not a missile unit firing
		 * from range) */
		if (!st->u[at->att[i]].on_map ||
		    !board_contact_hex(gd, st->u[at->att[i]].hex, was))
			continue;
		next_to++;
		if (!enter_hex(gd, at->att[i], was, NULL))
			continue;
		if (!second_may_advance(st, at->att[i], was,
		    why == NULL ? &why : NULL))
			continue;
		can[k++] = at->att[i];
	}
	if (k > 0) {
		buf_printf(out, "%s is empty: one attacker may advance into it "
		    "(§%s): advance", hex_str(was), sec(cr->advance.section));
		advance_list_units(gd, can, k, out);
	} else if (next_to == 0) {
		close_advance(st);
		buf_printf(out, "%s is empty, but no attacker is next to it "
		    "(§%s)\n", hex_str(was), sec(cr->advance.section));
	} else if (why != NULL) {
		close_advance(st);
		buf_printf(out, "%s is empty, but no attacker next to it can "
		    "advance: %s\n", hex_str(was), why);
	} else {
		close_advance(st);
		buf_printf(out, "%s is empty, but no attacker next to it can "
		    "enter %s (§%s)\n", hex_str(was), t->name,
		    sec(cr->advance.section));
	}
	free(why);
}

int
advance_offer_defender(struct state *st, int def, const int *att,
    const struct hex *was, int n, struct buf *out)
{
	const struct gamedata *gd = st->gd;
	const char *id = gd->units[def].id;
	struct opens_rec *m;
	int i;

	if (!st->u[def].on_map)
		return 0;
	for (i = 0; i < n; i++) {
		if ((st->u[att[i]].on_map && hex_eq(st->u[att[i]].hex,
		    was[i])) || !board_contact_hex(gd, st->u[def].hex, was[i]))
			continue;
		m = opens_get(st, OPENS_MELEE);
		m->flags |= OPENS_ADVANCE;
		m->hex = was[i];
		m->units[0] = def;
		m->n = 1;
		buf_printf(out, "%s is empty: %s may advance into it (§%s): "
		    "advance %s\n", hex_str(was[i]), id,
		    sec(gd->combat.advance.section), id);
		return 1;
	}
	return 0;
}

int
advance_open(const struct state *st, char **cause)
{
	const char *s = sec(st->gd->combat.advance.section);
	const struct opens_rec *m = opens_find(st, OPENS_MELEE);

	if (opens_advance(st))
		return 0;
	if (m != NULL && (m->flags & OPENS_REFUSED))
		*cause = xprintf("no advance into %s after a counter-attack ("
		    NO_ADVANCE_READING ")", hex_str(m->hex), s);
	else
		*cause = xprintf("no hex is open for an advance: only right "
		    "after a mêlée that emptied the defender's hex (§%s)", s);
	return -1;
}

int
advance_order(struct state *st, int u, struct buf *out, char **cause)
{
	const struct gamedata *gd = st->gd;
	const char *id = gd->units[u].id;
	struct hex to;
	char *why = NULL;
	int f;

	if (advance_open(st, cause) != 0)
		return -1;
	to = opens_find(st, OPENS_MELEE)->hex;
	if (!advance_took_part(st, u)) {
		*cause = xprintf("%s did not take part in the attack on %s",
		    id, hex_str(to));
		return -1;
	}
	/* taken off the map since (remove): it cannot come back this way */
	if (!st->u[u].on_map) {
		*cause = xprintf("%s %s", id, st->u[u].eliminated ?
		    "has been eliminated" : "is not on the map");
		return -1;
	}
	if (hex_eq(st->u[u].hex, to)) {
		*cause = xprintf("%s is already in %s", id, hex_str(to));
		return -1;
	}
	if (hex_distance(&gd->grid, st->u[u].hex, to) != 1) {
		*cause = xprintf("%s is not next to %s: only an adjacent unit "
		    "advances (§%s)", id, hex_str(to),
		    sec(gd->combat.advance.section));
		return -1;
	}
	if (!board_contact_hex(gd, st->u[u].hex, to)) {
		f = enter_hexside(gd, st->u[u].hex,
		    hex_dir_to(&gd->grid, st->u[u].hex, to), 0);
		*cause = xprintf("%s cannot advance across the %s into %s "
		    "(§%s)", id, gd->hexsides[f].name, hex_str(to),
		    sec(gd->hexsides[f].section));
		return -1;
	}
	if (board_can_stand(st, u, to, &why) != 0 ||
	    !enter_hex(gd, u, to, &why)) {
		*cause = xprintf("%s cannot advance: %s", id, why);
		free(why);
		return -1;
	}
	if (!second_may_advance(st, u, to, &why)) {
		*cause = xprintf("%s cannot advance: %s", id, why);
		free(why);
		return -1;
	}
	advance_unit(st, u, to, out);
	close_advance(st);
	return 0;
}

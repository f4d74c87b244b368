/* narrate: shared descriptions of units and hexes. */
#include "narrate.h"
#include "narrate-int.h"

#include <string.h>

#include "allowance.h"
#include "footprint.h"
#include "sequence.h"
#include "sides.h"

void
narrate_position(const struct state *st, int unit, struct buf *b)
{
	const struct unit_state *us = &st->u[unit];

	if (us->eliminated)
		buf_puts(b, "eliminated");
	else if (!us->on_map)
		buf_puts(b, "off map");
	/* every hex of a footprint, and a vertex facing (footprint.h) */
	else if (us->routed)
		buf_printf(b, "%s routed", footprint_str(st, unit));
	else if (us->facing >= 0)
		buf_printf(b, "%s %s", footprint_str(st, unit),
		    footprint_facing_name(st->gd, us->facing));
	else
		buf_puts(b, footprint_str(st, unit));
	if (us->on_map && us->steps_lost > 0)
		buf_puts(b, " reduced");
}

void
narrate_unit_line(const struct state *st, int unit, struct buf *b)
{
	const struct gamedata *gd = st->gd;
	const struct unit_def *ud = &gd->units[unit];
	struct buf pos;

	buf_init(&pos);
	narrate_position(st, unit, &pos);
	buf_printf(b, "%-5s %-13s %-9s %-20s %s", ud->id, pos.s,
	    gd->factions[ud->faction].name, gd->types[ud->type].name,
	    ud->name);
	/* a two-sided counter on its back: "(charge side: melee 8, mp 2)" */
	if (st->u[unit].side > 0)
		narrate_side_of(st, unit, b);
	buf_puts(b, "\n");
	buf_free(&pos);
}

void
narrate_unit_card(const struct state *st, int unit, struct buf *b)
{
	const struct gamedata *gd = st->gd;
	const struct unit_def *ud = &gd->units[unit];
	int i;

	buf_printf(b, "%s: %s\n", ud->id, ud->name);
	buf_printf(b, "  %s %s%s%s\n", gd->factions[ud->faction].name,
	    gd->types[ud->type].name, ud->echelon ? ", " : "",
	    ud->echelon ? ud->echelon : "");
	buf_puts(b, " ");
	for (i = 0; i < gd->nstats; i++)	/* the side it is up */
		buf_printf(b, " %s %d", gd->stats[i].id,
		    sides_stat(st, unit, i));
	buf_puts(b, "\n");
	narrate_side_card(st, unit, b);		/* narrate-side.c */
	buf_puts(b, "  position: ");
	narrate_position(st, unit, b);
	buf_puts(b, "\n");
	if (st->u[unit].on_map) {
		const struct hexinfo *hi = gd_hex(gd, st->u[unit].hex);

		const struct unit_state *us = &st->u[unit];

		buf_printf(b, "  terrain: %s", gd->terrain[hi->terrain].name);
		for (i = 0; i < gd->nfeatures; i++)
			if (hi->features & (1u << i))
				buf_printf(b, ", %s", gd->features[i].name);
		buf_puts(b, "\n");
		/* what it has done in its own turn; of the other side's
		 * units, only whether they were attacked */
		if (ud->faction == seq_phasing(st)) {
			buf_puts(b, "  this turn: ");
			allowance_describe(st, unit, b);
			if (us->charged)
				buf_puts(b, ", charged");
			if (us->attacked)
				buf_puts(b, "; has attacked");
			if (us->defended)
				buf_puts(b, "; was attacked this phase");
			buf_puts(b, "\n");
		} else if (us->defended)
			buf_puts(b, "  this phase: was attacked\n");
	}
	if (ud->marks != 0) {
		const char *sep = "";

		buf_puts(b, "  characteristics:");
		for (i = 0; i < gd->nmarks; i++)
			if (ud->marks & (1u << i)) {
				buf_printf(b, "%s %s", sep, gd->marks[i].name);
				sep = ",";
			}
		buf_puts(b, "\n");
	}
}

void
narrate_hex(const struct state *st, struct hex h, struct buf *b)
{
	const struct gamedata *gd = st->gd;
	const struct hexinfo *hi = gd_hex(gd, h);
	int units[16], n, i, d, first;

	buf_printf(b, "%s: %s", hex_str(h), gd->terrain[hi->terrain].name);
	if (gd->elevation.any)		/* elevation.h, spi 7.13 */
		buf_printf(b, ", level %d", hi->level);
	for (i = 0; i < gd->nfeatures; i++) {
		if (!(hi->features & (1u << i)))
			continue;
		buf_printf(b, ", %s", gd->features[i].name);
		if (hi->fort_sides != 0 && strcmp(gd->features[i].id,
		    "fortified") == 0) {
			buf_puts(b, " (hexsides");
			for (d = 0; d < HEX_DIRS; d++)
				if (hi->fort_sides & (1u << d))
					buf_printf(b, " %s",
					    hex_dir_name(&gd->grid, d));
			buf_puts(b, ")");
		}
	}
	for (i = 0, first = 1; i < gd->nfactions; i++)
		if (hi->marks & (1u << i)) {
			buf_printf(b, "%s%s", first ? ", set-up mark: " : " ",
			    gd->factions[i].name);
			first = 0;
		}
	buf_puts(b, "\n");
	if (hi->road_dirs != 0) {
		buf_puts(b, "  road to the");
		for (d = 0; d < HEX_DIRS; d++)
			if (hi->road_dirs & (1u << d))
				buf_printf(b, " %s", hex_dir_name(&gd->grid, d));
		buf_puts(b, "\n");
	}
	for (d = 0; d < HEX_DIRS; d++) {
		if (hi->sides[d] == 0)
			continue;
		buf_printf(b, "  %s hexside (to %s):", hex_dir_name(&gd->grid, d),
		    hex_str(hex_neighbour(&gd->grid, h, d)));
		for (i = 0; i < gd->nhexsides; i++)
			if (hi->sides[d] & (1u << i))
				buf_printf(b, " %s", gd->hexsides[i].name);
		buf_puts(b, "\n");
	}
	n = board_units_at(st, h, units, (int)nitems(units));
	if (n == 0)
		buf_puts(b, "  no unit\n");
	for (i = 0; i < n && i < (int)nitems(units); i++) {
		buf_puts(b, "  ");
		narrate_unit_line(st, units[i], b);
	}
}

void
narrate_if_allowed(struct buf *out, const char *refused,
    const struct buf *body)
{
	const char *p, *nl;

	if (refused == NULL) {
		buf_add(out, body->s, body->len);
		return;
	}
	buf_printf(out, "not allowed now: %s\n", refused);
	if (body->len == 0)
		return;
	buf_puts(out, "if it were allowed:\n");
	for (p = body->s; *p != '\0'; p = nl + 1) {
		if ((nl = strchr(p, '\n')) == NULL)
			nl = p + strlen(p);
		buf_puts(out, "  ");
		buf_add(out, p, (size_t)(nl - p));
		buf_puts(out, "\n");
		if (*nl == '\0')
			break;
	}
}

/* advance: the advance after combat, offered and ordered.  What it says
 * is a ruling's records (RS_ADVANCE .. RS_CHARGE_ADVANCE, ruling.h),
 * rendered by narrate-advance.c; a refusal is a record too (ruling.h
 * RS_REFUSE_ADVANCE_*, terrain and stacking), rendered as the cause by
 * narrate-refuse.c, but for what a two-hex unit's other half and the
 * markers refuse with, still words. */
#include "advance.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "enter.h"
#include "footprint.h"
#include "marker.h"
#include "narrate.h"
#include "retreat.h"
#include "ruling.h"

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

/* A ruling of one step about the advance (r is initialised);
 * narrate_told() renders it into out and frees it. */
static struct ruling_step *
step(const struct state *st, struct ruling *r, enum ruling_concept c,
    const char *section)
{
	ruling_init(r);
	return ruling_add(r, c, st->gd->id, section);
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

/* How far a step turns from the unit's front (0 dead ahead .. 3 back),
 * by footprint_facing_side_of; 0 without facing. */
static int
turn_of(const struct state *st, int u, int dir)
{
	int s = footprint_facing_side_of(st->gd, st->u[u].facing, dir);

	return s < 0 ? 0 : s > 3 ? HEX_DIRS - s : s;
}

/* The ways a unit may step into h (footprint_steps_into) that do not
 * cross a hexside barring contact (a river without a bridge), the one
 * nearer straight ahead first (a pair charging on keeps its line),
 * else its first hex's. */
static int
ways_into(const struct state *st, int u, struct hex h, struct footstep w[2])
{
	struct footstep t;
	struct hex fp[2];
	int n, k, m = 0;

	footprint_hexes(st, u, fp);
	n = footprint_steps_into(st, u, h, w);
	for (k = 0; k < n; k++)
		if (board_contact_hex(st->gd, fp[w[k].half], h))
			w[m++] = w[k];
	if (m == 2 && turn_of(st, u, w[1].dir) < turn_of(st, u, w[0].dir)) {
		t = w[0];
		w[0] = w[1];
		w[1] = t;
	}
	return m;
}

/* Is a way open for the advance?  No marker may bar a hex of it, as
 * it would a move (marker_move_cost); the half that does not step into
 * h (the hex won, tested by the caller) must follow (footstep.c).  A
 * unit on two hexes advances so in herald's reading: the rule of the
 * advance is for one hex, the pair steps as it moves
 * (doc/reconstructions.md).  1, or 0 with *cause. */
static int
way_open(const struct state *st, int u, const struct footstep *w,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	struct hex fp[2];
	char *why = NULL;
	int n = footprint_hexes(st, u, fp), m;

	for (m = 0; m < n; m++) {
		if (st->nmarkers > 0 && marker_move_cost(st, w->at[m],
		    &why) < 0) {
			*cause = why;
			return 0;
		}
		if (m == w->half || footstep_may_follow(st, u, fp[m], w->dir,
		    0, &why))
			continue;
		*cause = xprintf("%s stands on two hexes and its %s would go "
		    "to %s: %s", gd->units[u].id, m == 0 ? "first" : "second",
		    hex_str(w->at[m]), why);
		free(why);
		return 0;
	}
	return 1;
}

/* The way a unit advances into h: the first of its ways that is open.
 * 0 and *way, or -1 and *cause (unless NULL) with why the first way
 * is shut.  A unit on one hex that somehow does not touch h (never
 * after a mêlée) goes straight in, as it always has. */
static int
advance_way(const struct state *st, int u, struct hex h,
    struct footstep *way, char **cause)
{
	struct footstep w[2];
	char *why = NULL, *first = NULL;
	int n, k;

	if ((n = ways_into(st, u, h, w)) == 0 && footprint_size(st->gd,
	    u) == 1) {
		w[0].at[0] = w[0].at[1] = h;
		w[0].dir = -1;
		w[0].half = 0;
		n = 1;
	}
	for (k = 0; k < n; k++) {
		if (way_open(st, u, &w[k], &why)) {
			*way = w[k];
			free(first);
			return 0;
		}
		if (first == NULL)
			first = why;
		else
			free(why);
		why = NULL;
	}
	if (cause != NULL)
		*cause = first != NULL ? first : xprintf("%s is not next to "
		    "%s", st->gd->units[u].id, hex_str(h));
	else
		free(first);
	return -1;
}

void
advance_unit(struct state *st, int unit, struct hex to, struct buf *out)
{
	const struct gamedata *gd = st->gd;
	struct footstep w;
	struct ruling r;
	struct ruling_step *s;

	s = step(st, &r, RS_ADVANCE, gd->combat.advance.section);
	ruling_word(s, gd->units[unit].id);
	ruling_word(s, hex_str(to));
	narrate_told(st->gd, &r, out);
	/* its first hex goes where the way takes it, the second alongside */
	if (footprint_size(gd, unit) == 2 && st->u[unit].on_map &&
	    advance_way(st, unit, to, &w, NULL) == 0)
		to = w.at[0];
	narrate_move_with_commanders(st, unit, to, out);
}

/* Does any hex of the unit touch h, with no barrier between? */
static int
touches(const struct state *st, int u, struct hex h)
{
	struct footstep w[2];

	return st->u[u].on_map && ways_into(st, u, h, w) > 0;
}

void
advance_vacated(struct state *st, const struct attack *at, struct hex was,
    struct buf *out)
{
	const struct unit_state *ds = &st->u[at->def];
	struct opens_rec *m;
	struct ruling r;
	struct ruling_step *s;

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
	s = step(st, &r, RS_ADVANCE_NONE, st->gd->combat.advance.section);
	s->result = ADV_NONE_COUNTER;
	s->recon = 1;	/* herald's reading, said in the text */
	ruling_word(s, hex_str(was));
	narrate_told(st->gd, &r, out);
}

/* The charger of a mêlée that emptied h must take it (st-albans §9.2's
 * must_advance), if its way there is open. */
static void
charger_advances(struct state *st, int charger, struct hex was,
    struct buf *out)
{
	const struct gamedata *gd = st->gd;
	struct footstep w;
	struct ruling r;
	struct ruling_step *s;
	char *why = NULL;

	if (advance_way(st, charger, was, &w, &why) != 0) {
		s = step(st, &r, RS_CHARGE_ADVANCE, NULL);
		s->result = 1;
		ruling_word(s, gd->units[charger].id);
		ruling_word(s, why);
		narrate_told(st->gd, &r, out);
		free(why);
		return;
	}
	s = step(st, &r, RS_CHARGE_ADVANCE, gd->charge.section);
	ruling_word(s, gd->units[charger].id);
	narrate_told(st->gd, &r, out);
	advance_unit(st, charger, was, out);
	close_advance(st);
}

void
advance_offer(struct state *st, const struct attack *at, struct hex was,
    int charger, struct buf *out)
{
	const struct gamedata *gd = st->gd;
	const struct combat_rules *cr = &gd->combat;
	const struct terrain *t = &gd->terrain[gd_hex(gd, was)->terrain];
	struct footstep w;
	struct ruling r;
	struct ruling_step *s;
	char *why = NULL;
	int i, k = 0, next_to = 0, can[ATTACKERS_MAX];

	/* a charging unit must take the hex */
	if (opens_advance(st) && charger >= 0 && st->u[charger].on_map)
		charger_advances(st, charger, was, out);
	if (!opens_advance(st))
		return;
	for (i = 0; i < at->natt; i++) {
		/* battle-of-agincourt §11.4: only a unit that could move
		 * into it, and one next to it (not a missile unit firing
		 * from range); a unit on two hexes by either of them */
		if (!touches(st, at->att[i], was))
			continue;
		next_to++;
		if (!enter_hex_rec(gd, at->att[i], was, NULL))
			continue;
		if (advance_way(st, at->att[i], was, &w,
		    why == NULL ? &why : NULL) != 0)
			continue;
		can[k++] = at->att[i];
	}
	s = step(st, &r, k > 0 ? RS_ADVANCE_OPEN : RS_ADVANCE_NONE,
	    cr->advance.section);
	ruling_word(s, hex_str(was));
	if (k > 0) {
		for (i = 0; i < k; i++)
			ruling_num(s, "unit", can[i]);
	} else if (next_to == 0)
		s->result = ADV_NONE_NOT_NEXT;
	else if (why != NULL) {
		s->result = ADV_NONE_CANNOT;
		ruling_word(s, why);
	} else {
		s->result = ADV_NONE_TERRAIN;
		ruling_word(s, t->name);
	}
	if (k == 0)
		close_advance(st);
	narrate_told(st->gd, &r, out);
	free(why);
}

int
advance_offer_defender(struct state *st, int def, const int *att,
    const struct hex *was, int n, struct buf *out)
{
	const struct gamedata *gd = st->gd;
	const char *id = gd->units[def].id;
	struct opens_rec *m;
	struct ruling r;
	struct ruling_step *s;
	int i;

	if (!st->u[def].on_map)
		return 0;
	for (i = 0; i < n; i++) {
		if ((st->u[att[i]].on_map && hex_eq(st->u[att[i]].hex,
		    was[i])) || !touches(st, def, was[i]))
			continue;
		m = opens_get(st, OPENS_MELEE);
		m->flags |= OPENS_ADVANCE;
		m->hex = was[i];
		m->units[0] = def;
		m->n = 1;
		s = step(st, &r, RS_ADVANCE_OPEN, gd->combat.advance.section);
		s->result = 1;
		ruling_word(s, hex_str(was[i]));
		ruling_word(s, id);
		narrate_told(st->gd, &r, out);
		return 1;
	}
	return 0;
}

/* A refusal of the advance as a record (ruling.h
 * RS_REFUSE_ADVANCE_*), rendered as the cause (narrate_refusal): the
 * unit (or -1) and the hex. */
static int
refuse(const struct state *st, enum ruling_concept c, const char *section,
    int u, struct hex h, const char *word, char **cause)
{
	const struct gamedata *gd = st->gd;
	struct ruling no;
	struct ruling_step *s;

	ruling_init(&no);
	s = ruling_add(&no, c, gd->id, section);
	if (u >= 0)
		ruling_word(s, gd->units[u].id);
	if (word != NULL)
		ruling_word(s, word);
	ruling_num(s, "col", h.col);
	ruling_num(s, "row", h.row);
	ruling_num(s, "eliminated", u >= 0 && st->u[u].eliminated);
	*cause = narrate_refusal(gd, &no);
	return -1;
}

int
advance_open(const struct state *st, char **cause)
{
	const char *s = st->gd->combat.advance.section;
	const struct opens_rec *m = opens_find(st, OPENS_MELEE);

	if (opens_advance(st))
		return 0;
	if (m != NULL && (m->flags & OPENS_REFUSED))
		return refuse(st, RS_REFUSE_ADVANCE_COUNTER, s, -1, m->hex,
		    NULL, cause);
	/* a game that gives no advance rule cites none */
	return refuse(st, RS_REFUSE_ADVANCE_NONE, s, -1, (struct hex){ 0, 0 },
	    NULL, cause);
}

/* May the unit, on the map and not in it already, advance into to?
 * 0, or -1 and *cause. */
static int
may_advance(const struct state *st, int u, struct hex to, char **cause)
{
	const struct gamedata *gd = st->gd;
	const char *id = gd->units[u].id;
	struct footstep w[2];
	struct hex fp[2], from;
	struct ruling no;
	char *why = NULL;
	int n = footprint_hexes(st, u, fp), f, k;

	if (footprint_hexes_distance(&gd->grid, fp, n, &to, 1) != 1) {
		return refuse(st, RS_REFUSE_ADVANCE_NOT_NEXT,
		    gd->combat.advance.section, u, to, NULL, cause);
	}
	if (ways_into(st, u, to, w) == 0) {
		/* next to it only across a barrier: the first such half */
		for (k = 0; k < n && hex_distance(&gd->grid, fp[k], to) != 1;
		    k++)
			;
		from = fp[k];
		f = enter_hexside(gd, from, hex_dir_to(&gd->grid, from, to),
		    0);
		return refuse(st, RS_REFUSE_ADVANCE_ACROSS,
		    gd->hexsides[f].section, u, to, gd->hexsides[f].name,
		    cause);
	}
	ruling_init(&no);
	if (board_stand_rec(st, u, to, &no) != 0 ||
	    !enter_hex_rec(gd, u, to, &no))
		why = narrate_refusal(gd, &no);		/* a record */
	if (why != NULL || advance_way(st, u, to, &w[0], &why) != 0) {
		*cause = xprintf("%s cannot advance: %s", id, why);
		free(why);
		return -1;
	}
	return 0;
}

int
advance_order(struct state *st, int u, struct buf *out, char **cause)
{
	const char *id = st->gd->units[u].id;
	struct hex to;

	if (advance_open(st, cause) != 0)
		return -1;
	to = opens_find(st, OPENS_MELEE)->hex;
	if (!advance_took_part(st, u))
		return refuse(st, RS_REFUSE_ADVANCE_NOT_IN, NULL, u, to, NULL,
		    cause);
	/* taken off the map since (remove): it cannot come back this way */
	if (!st->u[u].on_map)
		return refuse(st, RS_REFUSE_GONE, NULL, u, to, NULL, cause);
	if (footprint_covers(st, u, to)) {
		struct ruling no;
		struct ruling_step *s;

		ruling_init(&no);
		s = ruling_add(&no, RS_REFUSE_ALREADY_IN, st->gd->id, NULL);
		ruling_word(s, id);
		ruling_num(s, "from_col", to.col);
		ruling_num(s, "from_row", to.row);
		*cause = narrate_refusal(st->gd, &no);
		return -1;
	}
	if (may_advance(st, u, to, cause) != 0)
		return -1;
	advance_unit(st, u, to, out);
	close_advance(st);
	return 0;
}

/*
 * board-stack: stacking.  At most `stacking` units of the ordinary types
 * in a hex; the game's extra types (a commander, a baggage train, a
 * leader) may also stand there, one of each type (or `each:` of them,
 * any number), only with friendly units (battle-of-agincourt §3,
 * st-albans §5).  A game may say more (stacking: with_mark: ...,
 * stackload.c): an extra stands only with a friendly combat unit sharing
 * one of the marks with_mark lists (its contingent, spi-agincourt 6.13)
 * unless it carries an any_mark (the great officers, 12.13) or is of an
 * any_types type (the Fait du Mort, 18.0); extras stand together alone
 * (`together`, 12.23); an extra never enters a hex holding an enemy
 * combat unit (`enemy_section`, 6.16); and, moving, extras and their
 * friends pass through each other (`pass_extras`, 5.14).  A hex holding
 * only units an enemy captures (rules: capture:, capture.h) lets him in
 * as he moves.  A refusal is a record at the end of no (ruling.h
 * RS_REFUSE_STACK_*), the hex as "to_col", "to_row".
 */
#include "board.h"

#include "capture.h"
#include "ruling.h"

#include <stdlib.h>
#include <string.h>

static int
is_extra(const struct gamedata *gd, int u)
{
	return (gd->stack_extra & (1u << gd->units[u].type)) != 0;
}

static struct ruling_step *
stack_refusal(const struct gamedata *gd, struct ruling *no,
    enum ruling_concept c, const char *section, struct hex h, int unit)
{
	struct ruling_step *s = ruling_add(no, c, gd->id, section);

	ruling_num(s, "to_col", h.col);
	ruling_num(s, "to_row", h.row);
	ruling_word(s, gd->units[unit].id);
	return s;
}

/* The names of a unit's marks among those listed, "a/b"; "" for none. */
static void
mark_names(const struct gamedata *gd, int u, unsigned listed,
    struct ruling_step *s)
{
	struct buf b;
	int k;

	buf_init(&b);
	for (k = 0; k < gd->nmarks; k++)
		if (gd->units[u].marks & listed & (1u << k))
			buf_printf(&b, "%s%s", b.len ? "/" : "",
			    gd->marks[k].name);
	ruling_word(s, b.s != NULL ? b.s : "");
	buf_free(&b);
}

/* May the extra e stand with the friendly combat unit c?  Sharing a
 * mark of with_mark (spi-agincourt 6.13), or free of it: an any_mark
 * (12.13) or an any_types type (18.0). */
int
board_contingent_ok(const struct gamedata *gd, int e, int c)
{
	const struct stack_rules *r = &gd->stack;

	return r->with_mark == 0 || (gd->units[e].marks & r->any_mark) ||
	    (r->any_types & (1u << gd->units[e].type)) ||
	    (gd->units[e].marks & gd->units[c].marks & r->with_mark);
}

static int
refuse_contingent(const struct gamedata *gd, struct ruling *no, struct hex h,
    int e, int c)
{
	struct ruling_step *s = stack_refusal(gd, no,
	    RS_REFUSE_STACK_CONTINGENT, gd->stack.mark_section != NULL ?
	    gd->stack.mark_section : gd->stacking_section, h, e);

	ruling_word(s, gd->units[c].id);
	mark_names(gd, e, gd->stack.with_mark, s);
	mark_names(gd, c, gd->stack.with_mark, s);
	return -1;
}

/* The hex holds units, all of them ones the unit captures (capture.h:
 * read here by its types, the board being below capture). */
static int
lone_captured(const struct state *st, int unit, const int *others, int n)
{
	int i, c = 0;

	if (st->gd->capture.types == 0)
		return 0;
	for (i = 0; i < n; i++) {
		if (others[i] == unit)
			continue;
		if (!capture_takes(st->gd, unit, others[i]))
			return 0;
		c++;
	}
	return c > 0;
}

int
board_stack_check(const struct state *st, int unit, struct hex h,
    const int *others, int n, struct ruling *no)
{
	const struct gamedata *gd = st->gd;
	const struct unit_def *ud = &gd->units[unit];
	int i, plain = 0, o, nplain = 0, nothers = 0, same = 0;
	int extra = is_extra(gd, unit), friend;

	/* spi-agincourt 6.16: a leader never enters an enemy combat unit's
	 * hex, whoever else stands there (the unit is named, not a leader
	 * with it) */
	for (i = 0; extra && gd->stack.enemy_section != NULL && i < n; i++) {
		o = others[i];
		if (o != unit && !is_extra(gd, o) &&
		    gd->units[o].faction != ud->faction) {
			ruling_word(stack_refusal(gd, no,
			    RS_REFUSE_STACK_ENEMY_UNIT, gd->stack.enemy_section,
			    h, unit), gd->units[o].id);
			return -1;
		}
	}
	for (i = 0; i < n; i++) {
		o = others[i];
		if (o == unit)
			continue;
		friend = gd->units[o].faction == ud->faction;
		if (is_extra(gd, o)) {
			if (!friend) {
				stack_refusal(gd, no, RS_REFUSE_STACK_ENEMY,
				    gd->stacking_section, h, o);
				return -1;
			}
			if (gd->units[o].type == ud->type &&
			    gd->stack.each > 0 && ++same >= gd->stack.each) {
				ruling_word(stack_refusal(gd, no,
				    RS_REFUSE_STACK_ONE, gd->stacking_section,
				    h, o), gd->types[ud->type].name);
				return -1;
			}
			/* a combat unit joining a leader of another
			 * contingent (spi-agincourt 6.13) */
			if (!extra && !board_contingent_ok(gd, o, unit))
				return refuse_contingent(gd, no, h, o, unit);
			continue;
		}
		/* an extra may stand on friendly units, never on enemies */
		if (extra && friend) {
			if (!board_contingent_ok(gd, unit, o))
				return refuse_contingent(gd, no, h, unit, o);
			continue;
		}
		if (extra && gd->stack.enemy_section != NULL) {
			/* spi-agincourt 6.16 */
			ruling_word(stack_refusal(gd, no,
			    RS_REFUSE_STACK_ENEMY_UNIT, gd->stack.enemy_section,
			    h, unit), gd->units[o].id);
			return -1;
		}
		if (++plain >= gd->stacking || !friend) {
			ruling_num(stack_refusal(gd, no, RS_REFUSE_STACK_FULL,
			    gd->stacking_section, h, o), "one",
			    gd->stacking == 1);
			return -1;
		}
	}
	/* an extra joins a friendly combat unit, not a lone commander or
	 * baggage (st-albans §5), unless extras stand together alone
	 * (spi-agincourt 12.23) */
	for (i = 0; i < n; i++) {
		o = others[i];
		if (o == unit)
			continue;
		nothers++;
		if (!is_extra(gd, o))
			nplain++;
	}
	if (extra && nothers > 0 && nplain == 0 && !gd->stack.together) {
		stack_refusal(gd, no, RS_REFUSE_STACK_ALONE,
		    gd->stacking_section, h, unit);
		return -1;
	}
	return 0;
}

/* The words of a stacking refusal, for board_can_stand and board_place,
 * which still give words (board_setup, below narrate, for the scenario's
 * set-up; board_can_stand for the tests only): narrate-refuse.c and
 * narrate-stack.c say the same from the record (tests/unit/test_whyrec.c
 * and test_stack.c check that they agree). */
char *
board_stack_words(const struct gamedata *gd, const struct ruling_step *s)
{
	struct hex h = { ruling_get(s, "to_col", 0), ruling_get(s, "to_row",
	    0) };
	struct hex f = { ruling_get(s, "col", 0), ruling_get(s, "row", 0) };
	const char *section = s->section;
	char *a, *all;

	(void)gd;
	switch (s->concept) {
	case RS_REFUSE_STACK_ENEMY:
		return xprintf("%s holds the enemy %s (§%s)", hex_str(h),
		    ruling_w(s, 0), sec(section));
	case RS_REFUSE_STACK_ONE:
		return xprintf("%s already holds %s, and one %s may stand in "
		    "a hex (§%s)", hex_str(h), ruling_w(s, 0), ruling_w(s, 1),
		    sec(section));
	case RS_REFUSE_STACK_FULL:
		return xprintf("%s is already occupied by %s (%s%s%s)",
		    hex_str(h), ruling_w(s, 0), ruling_get(s, "one", 0) ?
		    "one unit per hex" : "stacking limit", section ? ", §" :
		    "", section ? section : "");
	case RS_REFUSE_STACK_CONTINGENT:
		return board_stack_contingent_words(s);
	case RS_REFUSE_STACK_ENEMY_UNIT:
		return xprintf("%s holds the enemy %s, and %s may never enter "
		    "a hex holding an enemy combat unit (§%s)", hex_str(h),
		    ruling_w(s, 1), ruling_w(s, 0), sec(section));
	case RS_REFUSE_APART:
		a = xstrdup(hex_str(h));
		all = xprintf("%s is next to the friendly %s in %s: a %s and "
		    "a %s may not stand next to each other (§%s)", a,
		    ruling_w(s, 1), hex_str(f), ruling_w(s, 2),
		    ruling_w(s, 3), sec(section));
		free(a);
		return all;
	default:
		return xprintf("%s may stand only with a friendly combat unit "
		    "(§%s)", ruling_w(s, 0), sec(section));
	}
}

/* RS_REFUSE_STACK_CONTINGENT in words (narrate-stack.c renders it with
 * this very text: a record of the board's, said where it is made). */
char *
board_stack_contingent_words(const struct ruling_step *s)
{
	struct hex h = { ruling_get(s, "to_col", 0), ruling_get(s, "to_row",
	    0) };

	if (*ruling_w(s, 2) == '\0')
		return xprintf("in %s, %s has none of the marks that let it "
		    "stand with a combat unit, and may not stand with %s "
		    "(§%s)", hex_str(h), ruling_w(s, 0), ruling_w(s, 1),
		    sec(s->section));
	return xprintf("in %s, %s (%s) may stand only with a friendly "
	    "combat unit that is %s too, and %s is %s (§%s)", hex_str(h),
	    ruling_w(s, 0), ruling_w(s, 2), ruling_w(s, 2), ruling_w(s, 1),
	    *ruling_w(s, 3) ? ruling_w(s, 3) : "none of those",
	    sec(s->section));
}

/* stack check in words (cause may be NULL). */
static int
stack_say(const struct state *st, int unit, struct hex h,
    const int *others, int n, char **cause)
{
	struct ruling no;
	int rc;

	ruling_init(&no);
	if ((rc = board_stack_check(st, unit, h, others, n, &no)) != 0 &&
	    cause != NULL)
		*cause = board_stack_words(st->gd, &no.step[0]);
	ruling_free(&no);
	return rc;
}

static int
units_in(const struct state *st, struct hex h, int *others, int max)
{
	int n = board_units_at(st, h, others, max);

	return n > max ? max : n;
}

int
board_stand_rec(const struct state *st, int unit, struct hex h,
    struct ruling *no)
{
	int others[16], n, rc;
	struct ruling scratch;

	n = units_in(st, h, others, (int)nitems(others));
	if (no != NULL)
		return board_stack_check(st, unit, h, others, n, no);
	ruling_init(&scratch);
	rc = board_stack_check(st, unit, h, others, n, &scratch);
	ruling_free(&scratch);
	return rc;
}

int
board_can_stand(const struct state *st, int unit, struct hex h, char **cause)
{
	int others[16], n;

	n = units_in(st, h, others, (int)nitems(others));
	return stack_say(st, unit, h, others, n, cause);
}

int
board_move_stand_rec(const struct state *st, int unit, struct hex h,
    struct ruling *no)
{
	int others[16], n;

	n = units_in(st, h, others, (int)nitems(others));
	if (lone_captured(st, unit, others, n))
		return 0;	/* spi-agincourt 12.35: he takes them */
	return board_stand_rec(st, unit, h, no);
}

int
board_pass_rec(const struct state *st, int unit, struct hex h,
    struct ruling *no)
{
	const struct gamedata *gd = st->gd;
	int others[16], n, i, o, extra = is_extra(gd, unit);

	n = units_in(st, h, others, (int)nitems(others));
	if (lone_captured(st, unit, others, n))
		return 1;	/* spi-agincourt 12.23: taken in passing */
	for (i = 0; i < n && extra && gd->stack.enemy_section != NULL; i++)
		if (gd->units[others[i]].faction != gd->units[unit].faction &&
		    !is_extra(gd, others[i])) {
			/* spi-agincourt 6.16, in passing too */
			ruling_word(stack_refusal(gd, no,
			    RS_REFUSE_STACK_ENEMY_UNIT, gd->stack.enemy_section,
			    h, unit), gd->units[others[i]].id);
			return -1;
		}
	if (!gd->stack.pass_extras)
		return 0;
	for (i = 0; i < n; i++) {
		o = others[i];
		if (o == unit)
			continue;
		/* an enemy, or a combat unit through another (6.12): the
		 * move's own refusal */
		if (gd->units[o].faction != gd->units[unit].faction ||
		    (!extra && !is_extra(gd, o)))
			return 0;
	}
	return 1;
}

/* narrate-ruling: the one place the steps of a ruling (ruling.h) become
 * the players' text, for every command that shows a ruling (attack,
 * fire, odds, rally, why, the turn files).  The words that belong to a
 * game come from its data (gamewords_get, gamewords.c); the names (units,
 * terrain, modifiers, results) are the data's own, carried in the step. */
#include "narrate.h"
#include "narrate-int.h"

#include <stdio.h>
#include <string.h>

#include "gamewords.h"
#include "reconstructed.h"
#include "ruling.h"

#define W(w)	gamewords_get(gd, (w))
#define N(n)	ruling_get(s, (n), 0)
#define S	sec(s->section)

/* The renderers of the other mechanisms' steps, tried in turn: each
 * returns 1 when the step is one of its own. */
narrate_fn *const narrate_more[] = {
	narrate_move,
	narrate_resolve,
	narrate_retreat,
	narrate_advance,
	narrate_phase,
	narrate_refuse,
	narrate_marker,
	narrate_dice,
	narrate_line,		/* narrate-line.c */
	narrate_elev,
	narrate_side,		/* narrate-side.c */
	narrate_task,		/* narrate-task.c */
	narrate_stack,		/* narrate-stack.c */
	narrate_diff,		/* narrate-diff.c */
	narrate_morale,		/* narrate-morale.c */
	narrate_volley,		/* narrate-volley.c */
	narrate_victory,	/* narrate-victory.c */
	narrate_duel,		/* narrate-duel.c */
	NULL
};

const char *
narrate_hex_of(const struct gamedata *gd, const struct ruling_step *s,
    const char *col, const char *row)
{
	return grid_hex_str(&gd->grid, (struct hex){ N(col), N(row) });
}

void
narrate_at_step(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	const char *from = narrate_hex_of(gd, s, "from_col", "from_row");
	const char *to = narrate_hex_of(gd, s, "to_col", "to_row");

	if (N("step") <= 0)
		return;
	if (ruling_count(s, "from2_col") > 0)
		buf_printf(b, "step %d (%s+%s to %s): ", N("step"), from,
		    narrate_hex_of(gd, s, "from2_col", "from2_row"), to);
	else
		buf_printf(b, "step %d (%s to %s): ", N("step"), from, to);
}

static const char *
mark(const struct ruling_step *s)
{
	return s->recon ? " " RECON_MARK : "";
}

static void
attack(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	int i, n = ruling_count(s, "a");

	buf_printf(b, "odds: AF %d", N("af"));
	if (n > 1 || N("extra_af") > 0 || N("penalty") > 0 ||
	    N("fire_penalty") > 0 || N("charge") > 0) {
		buf_puts(b, " (");
		for (i = 0; i < n; i++)
			buf_printf(b, "%s%d", i ? " + " : "",
			    ruling_nth(s, "a", i));
		if (N("penalty") > 0)
			buf_printf(b, " - %d", N("penalty"));
		if (N("fire_penalty") > 0)
			buf_printf(b, " - %d", N("fire_penalty"));
		if (N("charge") > 0)
			buf_printf(b, " + %d %s", N("charge"), W(W_CHARGE));
		if (N("extra_af") > 0)
			buf_printf(b, " + %d", N("extra_af"));
		buf_puts(b, ")");
	}
}

static void
defence(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	buf_printf(b, " against DF %d", N("df"));
	if (N("routed"))
		buf_printf(b, " (%s)", W(W_ROUTED_HALF_DF));
	if (N("doubled"))
		buf_printf(b, " (%d %s: %s%s%s%s, §%s)", N("df_base"),
		    W(W_DOUBLED), ruling_w(s, 0), mark(s),
		    N("over_front") ? ", " : "", N("over_front") ?
		    W(W_OVER_FRONT) : "", S);
}

static void
column(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	buf_printf(b, " is %d:%d", N("af"), N("df"));
	/* say how the ratio became a column only where it did */
	switch (N("how")) {
	case 1:
		buf_printf(b, ", counted as %s", ruling_w(s, 0));
		break;
	case 2:
		buf_printf(b, ", rounded down to %s", ruling_w(s, 0));
		break;
	case 3:
		buf_printf(b, ", that is %s", ruling_w(s, 0));
		break;
	}
	/* "the terrain" unless a modifier shifted it too (shift:) */
	if (N("shifted"))
		buf_printf(b, ", shifted to %s by %s", ruling_w(s, 1),
		    W(N("by_modifiers") ? W_COLUMN_SHIFTS : W_THE_TERRAIN));
	else if (N("limit") != 0)
		buf_printf(b, ", already the %s column: %s cannot shift it "
		    "further", N("limit") < 0 ? "lowest" : "highest",
		    W(N("by_modifiers") ? W_COLUMN_SHIFTS : W_THE_TERRAIN));
	buf_printf(b, " (§%s)\n", S);
}

static void
drm(const struct gamedata *gd, const struct ruling_step *s, struct buf *b)
{
	buf_printf(b, "DRM %+d: %s (§%s)", N("value"), ruling_w(s, 0), S);
	if (N("dropped"))
		buf_printf(b, ": not applied, %s", W(W_BEST_DRM_ONLY));
	buf_printf(b, "%s\n", mark(s));
}

static void
morale_strength(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	int d = N("drm"), r = N("rating");

	buf_printf(b, "%s of %s (%s %d", W(W_MORALE_CHECK), ruling_w(s, 0),
	    W(W_MORALE_VALUE), r);
	if (d != 0)
		buf_printf(b, " %c %d = %d", d < 0 ? '-' : '+', d < 0 ? -d : d,
		    r + d);
	buf_printf(b, ", §%s): ", S);
	narrate_roll_of(s, 1, b);
	buf_printf(b, ": %s\n", W(s->result == 1 ? W_LOWER :
	    s->result == 2 ? W_EQUAL : W_HIGHER));
}

void
narrate_step(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	int i;

	switch (s->concept) {
	case RS_ODDS_ATTACK:
		attack(gd, s, b);
		break;
	case RS_ODDS_DEFENCE:
		defence(gd, s, b);
		break;
	case RS_ODDS_COLUMN:
		column(gd, s, b);
		break;
	case RS_ODDS_BELOW:
		buf_printf(b, ": below %s (§%s)\n", ruling_w(s, 0), S);
		break;
	case RS_OFF_FRONT:
		buf_printf(b, "%s is over a front hexside of %s that the %s "
		    "is not drawn on: %s all the same, the front is enough "
		    "(our reading of §%s)\n", ruling_w(s, 0), ruling_w(s, 1),
		    ruling_w(s, 2), W(W_DOUBLED), S);
		break;
	case RS_NOT_DOUBLED:
		buf_printf(b, "no doubling by the %s: %s (§%s)\n",
		    ruling_w(s, 0), W(N("routed") ? W_NO_FRONT_ROUTED :
		    W_NOT_ALL_FRONT), S);
		break;
	case RS_MISSILE_PENALTY:
		buf_printf(b, "%s: -%d %s (§%s)\n", W(W_MISSILE_IN_MELEE),
		    N("value"), W(W_STRENGTH), S);
		break;
	case RS_FIRE_PENALTY:
		buf_printf(b, "%s: -%d %s\n", ruling_w(s, 0), N("value"),
		    W(W_STRENGTH));
		break;
	case RS_DEFENDER_PENALTY:
		buf_printf(b, "%s: -%d %s (§%s)\n", W(W_MISSILE_DEFENDING),
		    N("value"), W(W_STRENGTH), S);
		break;
	case RS_CHARGE:
		buf_printf(b, "%s: +%d %s, %s (§%s)\n", W(W_CHARGE),
		    N("value"), W(W_STRENGTH), W(W_CHARGE_PATH), S);
		break;
	case RS_BAGGAGE_ADDS:
		buf_printf(b, "the %s with it adds %d to the defence (§%s)\n",
		    W(W_BAGGAGE), N("value"), S);
		break;
	case RS_BAGGAGE_DEFENDS:
		buf_printf(b, "%s defends at %d, whatever the terrain (§%s)\n",
		    W(W_BAGGAGE), N("value"), S);
		break;
	case RS_COMMANDERS:
		buf_printf(b, "%s add %d to the attack, %d to the defence "
		    "(§%s)\n", W(W_COMMANDERS), N("af"), N("df"), S);
		break;
	case RS_TERRAIN_SHIFT:
		buf_printf(b, "column %+d: %s (§%s)%s\n", N("value"),
		    ruling_w(s, 0), S, mark(s));
		break;
	case RS_MODIFIER_SHIFT:
		buf_printf(b, "column %+d: %s (§%s)%s\n", N("value"),
		    ruling_w(s, 0), S, mark(s));
		break;
	case RS_TERRAIN_DRM:
		buf_printf(b, "DRM %+d: %s (§%s)%s\n", N("value"),
		    ruling_w(s, 0), S, mark(s));
		break;
	case RS_RANGE:
		buf_printf(b, "range: %d %s (§%s)\n", N("value"),
		    W(N("value") == 1 ? W_HEX : W_HEXES), S);
		break;
	case RS_DRM_NONE:
		buf_puts(b, "DRM: none\n");
		break;
	case RS_DRM:
		drm(gd, s, b);
		break;
	case RS_DRM_TOTAL:
		buf_printf(b, "DRM total: %+d%s%s%s\n", N("value"),
		    s->section ? " (§" : "", s->section ? s->section : "",
		    s->section ? ")" : "");
		break;
	case RS_CRT_ROLL:
		buf_puts(b, "roll ");
		narrate_roll_of(s, 0, b);
		buf_printf(b, ", DRM %+d, MDR %d at %s: %s (%s, §%s)%s\n",
		    N("drm"), N("mdr"), ruling_w(s, 1), ruling_w(s, 2),
		    ruling_w(s, 3), S, mark(s));
		break;
	case RS_MORALE_RATING:
		buf_printf(b, "%s of %s (%s %d, §%s): ", W(W_MORALE_CHECK),
		    ruling_w(s, 0), W(W_MORALE_RATING), N("rating"), S);
		narrate_roll_of(s, 1, b);
		buf_printf(b, ", DRM %+d, MDR %d: %s\n", N("drm"), N("mdr"),
		    W(s->result ? W_PASSES : W_FAILS));
		break;
	case RS_MORALE_STRENGTH:
		morale_strength(gd, s, b);
		break;
	case RS_MORALE_MOD:
		buf_printf(b, "  %s %+d: %s", ruling_w(s, 0), N("value"),
		    ruling_w(s, 1));
		if (N("cited"))
			buf_printf(b, " (§%s)", S);
		buf_puts(b, "\n");
		break;
	case RS_TEXT:
		buf_puts(b, ruling_w(s, 0));
		break;
	case RS_MORALE_EXEMPT:
		buf_printf(b, "%s need not check morale: %s (§%s)\n",
		    ruling_w(s, 0), ruling_w(s, 1), S);
		break;
	default:
		/* the concepts of the other mechanisms, each rendered in
		 * a file of its own (narrate-int.h) */
		for (i = 0; narrate_more[i] != NULL; i++)
			if (narrate_more[i](gd, s, b))
				break;
		break;
	}
}

void
narrate_keep_text(struct buf *b)
{
	if (b->keep == NULL)
		return;
	/* a producer that took back what it said (len below kept) leaves
	 * records the text no longer has: the session sees the two differ
	 * and trusts the text */
	if (b->len > b->kept)
		ruling_text(b->keep, b->s + b->kept, b->len - b->kept);
	b->kept = b->len;
}

int
narrate_renders_as_said(const struct gamedata *gd, struct buf *said,
    const struct ruling *rec)
{
	struct buf again;
	int same;

	narrate_keep_text(said);
	buf_init(&again);
	narrate_ruling(gd, rec, &again);
	same = strcmp(again.s ? again.s : "", said->s ? said->s : "") == 0;
	buf_free(&again);
	return same;
}

void
narrate_ruling_from(const struct gamedata *gd, const struct ruling *r,
    int first, struct buf *b)
{
	struct ruling tail;
	int i;

	if (b->quiet)
		return;
	narrate_keep_text(b);
	for (i = first; i < r->n; i++)
		narrate_step(gd, &r->step[i], b);
	if (b->keep != NULL) {
		/* the steps shown, kept as they are */
		tail.step = r->step != NULL ? r->step + first : NULL;
		tail.n = r->n - first;
		tail.alloc = 0;
		ruling_copy_into(b->keep, &tail);
		b->kept = b->len;
	}
}

void
narrate_ruling(const struct gamedata *gd, const struct ruling *r,
    struct buf *b)
{
	narrate_ruling_from(gd, r, 0, b);
}

void
narrate_told(const struct gamedata *gd, struct ruling *r, struct buf *b)
{
	narrate_ruling(gd, r, b);
	ruling_free(r);
}

/* narrate-diff: differential combat (combat-diff.h; ruling.h RS_DIFF_*,
 * built by combat-diff.c) as the players read it, each side on a line:
 * "attack: Orleans (f03) melee 4, +4 a leader's rating (§9.11), ... = 13",
 * "defence: York (e01) melee 5, +4 ... = 9", then "differential 13 - 9 =
 * +4 (§9.1); York (e01) is on line 4: Melee CRT, line 4, differential +4:
 * 23% (reconstructed: ...) (§9.5)". */
#include "narrate.h"
#include "narrate-int.h"

#include "gamedata.h"
#include "ruling.h"
#include "sides.h"

#define N(n)	ruling_get(s, (n), 0)

static void
cite(const struct ruling_step *s, struct buf *b)
{
	if (s->section != NULL)
		buf_printf(b, " (§%s)", s->section);
}

int
narrate_diff(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	(void)gd;
	switch (s->concept) {
	case RS_DIFF_UNIT:
		if (N("first"))
			buf_printf(b, "%s: ", N("role") ? "defence" : "attack");
		else
			buf_puts(b, "; ");
		buf_printf(b, "%s (%s)", ruling_w(s, 1), ruling_w(s, 0));
		if (ruling_get(s, "side", -1) >= 0)
			buf_printf(b, " on its %s side", ruling_w(s, 2));
		buf_printf(b, " strength %d", N("base"));
		if (ruling_get(s, "side", -1) >= 0)
			cite(s, b);
		return 1;
	case RS_DIFF_TERM:
		buf_printf(b, ", %+d %s", N("value"), ruling_w(s, 0));
		if (s->recon)
			buf_puts(b, " (reconstructed)");
		cite(s, b);
		return 1;
	case RS_DIFF_HALVED:
		buf_printf(b, ", halved (one half next to the defender): %d "
		    "-> %d", N("was"), N("now"));
		if (s->recon)
			buf_puts(b, " (reconstructed: fractions dropped)");
		cite(s, b);
		return 1;
	case RS_DIFF_TOTAL:
		buf_printf(b, " = %d\n", N("total"));
		return 1;
	case RS_DIFF_CELL:
		buf_printf(b, "differential %d - %d = ", N("attack"),
		    N("defence"));
		buf_printf(b, N("diff") ? "%+d" : "%d", N("diff"));
		if (ruling_get(s, "pct", -1) < 0) {
			buf_puts(b, "\n");
			return 1;
		}
		buf_printf(b, "; %s (%s) is on its %s: %s, %s: %d%%",
		    ruling_w(s, 5), ruling_w(s, 0), ruling_w(s, 4),
		    ruling_w(s, 1), ruling_w(s, 2), N("pct"));
		if (s->recon)
			buf_printf(b, " (reconstructed: %s)", ruling_w(s, 3));
		cite(s, b);
		if (N("pct") == 0)
			buf_puts(b, "; a 0: no die is rolled");
		buf_puts(b, "\n");
		return 1;
	case RS_DIFF_BELOW:
		buf_printf(b, "no attack at a differential of %d: the least "
		    "is %d", N("diff"), N("least"));
		cite(s, b);
		return 1;
	case RS_DIFF_MUST:
		buf_printf(b, "every unit next to an enemy it could attack at "
		    "a differential of %d or more must attack first:%s",
		    N("least"), ruling_w(s, 0));
		cite(s, b);
		return 1;
	case RS_DIFF_NOT_ATTACKER:
		if (ruling_get(s, "strength", -1) < 0)
			buf_printf(b, "%s never makes a melee attack: only "
			    "combat units do", ruling_w(s, 0));
		else
			buf_printf(b, "%s has no melee strength as it is and "
			    "may not attack", ruling_w(s, 0));
		cite(s, b);
		return 1;
	case RS_DIFF_HOOK:
		buf_puts(b, ruling_w(s, 0));
		return 1;
	case RS_DIFF_NOT_COMBAT:
		if (N("missile"))
			buf_puts(b, "fire is not resolved by the melee table; "
			    "attack is for melee");
		else
			buf_printf(b, "%s is not a combat unit: only a combat "
			    "unit is attacked", ruling_w(s, 0));
		cite(s, b);
		return 1;
	default:
		return 0;
	}
}

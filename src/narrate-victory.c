/* narrate-victory: victory by points (victory.h) as the players read it:
 * for status each side's points with the terms that make them, the
 * ratio and the level it stands at now; at the game's end the level
 * reached (RS_VICTORY, built by victory.c): "Winner: the English
 * (Substantial English Victory: English 35 : French 20 points, ratio
 * 1.75 : 1 (§20.0))".  A reading the rulebook does not print (the ratio
 * read down to the hundredth, x : 0, 0 : 0) is said with its
 * reconstruction where it decides. */
#include "narrate.h"
#include "narrate-int.h"

#include "board.h"
#include "gamedata.h"
#include "reconstructed.h"
#include "ruling.h"
#include "victory.h"

#define N(n)	ruling_get(s, (n), 0)

static const char *
side_name(const struct gamedata *gd, int f)
{
	return gd->factions[f].name;
}

/* "§20.0" for a numbered section, else as it is; "20.14, 20.24" as
 * "§20.14, §20.24" */
static void
cite(const char *sec, struct buf *b)
{
	const char *p;

	for (p = sec; *p != '\0'; p++) {
		if ((p == sec || (p[-1] == ' ' && p - sec >= 2 &&
		    p[-2] == ',')) && *p >= '0' && *p <= '9')
			buf_puts(b, "§");
		buf_printf(b, "%c", *p);
	}
}

/* "English 35 : French 20 points, ratio 1.75 : 1" (or how it was read
 * with no ratio), then the level's name or "no level" first */
static void
standing(const struct gamedata *gd, long long first, long long second,
    long long hundredths, int level, int reading, int truncated,
    struct buf *b)
{
	const struct victory_rules *vr = gd->victory;

	buf_printf(b, "%s: %s %lld : %s %lld points, ", level >= 0 ?
	    vr->levels[level].name : "no level", side_name(gd, vr->first),
	    first, side_name(gd, vr->second), second);
	switch (reading) {
	case VICTORY_OVER_ZERO:
		buf_printf(b, "no ratio (no %s points)", side_name(gd,
		    vr->second));
		break;
	case VICTORY_ZERO_ZERO:
		buf_puts(b, "no ratio (no points on either side)");
		break;
	default:
		buf_printf(b, "ratio %lld.%02lld : 1", hundredths / 100,
		    hundredths % 100);
		if (truncated)
			buf_puts(b, ", read down to the hundredth");
	}
	buf_puts(b, " (");
	cite(vr->section, b);
	if (reading != VICTORY_BY_RATIO || truncated) {
		const char *why = reading == VICTORY_OVER_ZERO ?
		    vr->over_zero_why : reading == VICTORY_ZERO_ZERO ?
		    vr->zero_zero_why : vr->hundredths_why;

		if (why != NULL)
			buf_printf(b, "; reconstructed: %s", why);
	}
	buf_puts(b, ")");
}

void
narrate_victory_result(const struct gamedata *gd,
    const struct ruling_step *s, struct buf *b)
{
	standing(gd, N("first"), N("second"), N("hundredths"), N("level"),
	    N("reading"), N("truncated"), b);
}

int
narrate_victory(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	int level = N("level");
	int side;

	if (s->concept != RS_VICTORY)
		return 0;
	side = level >= 0 ? gd->victory->levels[level].side : -1;
	if (side >= 0)
		buf_printf(b, "Winner: %s (", gd->factions[side].army);
	else
		buf_puts(b, "Result: ");
	narrate_victory_result(gd, s, b);
	buf_puts(b, side >= 0 ? ")\n" : "\n");
	return 1;
}

/* "  French 14: English lines lost 2 x 7 = 14 (§20.14), ..." */
static void
side_terms(const struct state *st, int side, long long total,
    struct buf *b)
{
	const struct gamedata *gd = st->gd;
	const struct victory_rules *vr = gd->victory;
	int i, n = 0;

	buf_printf(b, "  %s %lld:", side_name(gd, side), total);
	for (i = 0; i < vr->nterms; i++) {
		const struct victory_term *t = &vr->terms[i];
		int v;

		if (t->side != side)
			continue;
		v = victory_term_value(st, t);
		buf_printf(b, "%s ", n++ ? "," : "");
		if (t->text != NULL)
			buf_puts(b, t->text);
		else
			buf_printf(b, "%s (%s)", gd->tally.defs[t->def].label ?
			    gd->tally.defs[t->def].label :
			    gd->tally.defs[t->def].id, side_name(gd, t->who));
		buf_printf(b, " %d x %d = %lld (", v, t->times,
		    (long long)v * t->times);
		cite(t->section, b);
		buf_puts(b, ")");
	}
	buf_puts(b, n ? "\n" : " none\n");
}

void
narrate_victory_status(const struct state *st, struct buf *b)
{
	const struct victory_rules *vr = st->gd->victory;
	struct victory_standing vs;

	if (victory_stand(st, &vs) != 0)
		return;
	buf_puts(b, "victory points:\n");
	side_terms(st, vr->first, vs.total[0], b);
	side_terms(st, vr->second, vs.total[1], b);
	buf_puts(b, "victory now: ");
	standing(st->gd, vs.total[0], vs.total[1], vs.hundredths, vs.level,
	    vs.reading, vs.truncated, b);
	buf_puts(b, "\n");
}

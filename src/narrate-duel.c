/* narrate-duel: single combat (duel.h; and a unit leaving the map,
 * exit.h, RS_EXITED; ruling.h RS_DUEL_*, built by
 * duel.c) as the players read it: "fl06 (strength 5) fights el1
 * (strength 5): at most 5 rounds (§13.0)", "round 1: fl06 Standing
 * Parrying (3), el1 Advancing Attacking (0); equal strength 5 and 5:
 * two rolls, each read with its chooser superior (§13.12)", "el1
 * superior, cell 0/3: d100: 47 = inferior: fl06 loses 1, strength 4
 * (§13.21)". */
#include "narrate.h"
#include "narrate-int.h"

#include "duel.h"
#include "gamedata.h"
#include "reconstructed.h"
#include "ruling.h"

#define N(n)	ruling_get(s, (n), 0)
#define WD(i)	ruling_w(s, (i))

static void
round_said(const struct ruling_step *s, struct buf *b)
{
	if (N("sudden"))
		buf_printf(b, "sudden-death round %d: ", N("round"));
	else
		buf_printf(b, "round %d: ", N("round"));
	buf_printf(b, "%s %s (%d), %s %s (%d)%s; ", WD(0), WD(2), N("ka"),
	    WD(1), WD(3), N("kb"), N("drawn") ? "" : N("mail") ?
	    " (the first sealed, the second given after it, the first "
	    "then revealed)" : " chosen in secret, shown together");
	if (N("superior") < 0)
		buf_printf(b, "equal strength, %d and %d: two rolls, each "
		    "read with its chooser as the Superior", N("sa"),
		    N("sb"));
	else
		buf_printf(b, "%s is the Superior, strength %d against %d",
		    WD(N("superior")), N("superior") == 0 ? N("sa") : N("sb"),
		    N("superior") == 0 ? N("sb") : N("sa"));
}

static void
read_said(const struct ruling_step *s, struct buf *b)
{
	buf_printf(b, "%s Superior, cell %s: %s: ", WD(2), WD(5), WD(4));
	switch (N("result")) {
	case DUEL_SUPERIOR:
		buf_printf(b, "%s loses 1", WD(2));
		break;
	case DUEL_BOTH:
		buf_printf(b, "both lose 1");
		break;
	case DUEL_INFERIOR:
		buf_printf(b, "%s loses 1", WD(3));
		break;
	case DUEL_SUPERIOR_TAKEN:
		buf_printf(b, "%s is captured at once", WD(2));
		break;
	case DUEL_INFERIOR_TAKEN:
		buf_printf(b, "%s is captured at once", WD(3));
		break;
	default:
		buf_printf(b, "neither is touched");
		break;
	}
	buf_printf(b, "; strengths %s %d%s, %s %d%s", WD(0), N("sa"),
	    N("ta") ? " (captured)" : "", WD(1), N("sb"),
	    N("tb") ? " (captured)" : "");
}

int
narrate_duel(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	switch (s->concept) {
	case RS_DUEL_BEGIN:
		buf_printf(b, "%s (strength %d) fights %s (strength %d) in "
		    "single combat: at most %d rounds", WD(0), N("sa"), WD(1),
		    N("sb"), N("rounds"));
		break;
	case RS_DUEL_ROUND:
		round_said(s, b);
		break;
	case RS_DUEL_READ:
		read_said(s, b);
		break;
	case RS_DUEL_SUDDEN:
		buf_printf(b, "both are captured in the same round: sudden "
		    "death, both at strength %d, until only one is", N("sa"));
		break;
	case RS_DUEL_CAPTURED:
		buf_printf(b, "%s is captured by %s and taken from the map",
		    WD(0), WD(1));
		if (s->nword > 3)
			buf_printf(b, "; %s: %s %d (+%d)", WD(3), WD(2),
			    N("total"), N("counted"));
		break;
	case RS_DUEL_SURVIVES:
		buf_printf(b, "%s survives the duel: back to his full "
		    "strength, %d", WD(0), N("sa"));
		break;
	case RS_DUEL_DRAWN:
		buf_printf(b, "%s chose %s (%d); %s's manner is drawn: %s: "
		    "%d%s = %s (%d)", WD(2), WD(3), N("kother"), WD(0), WD(4),
		    N("face"), N("physical") ? " (physical)" : "", WD(1),
		    N("k"));
		break;
	case RS_EXITED:
		buf_printf(b, "%s leaves the map by the %s edge from %s; %s: %s "
		    "%d", WD(0), WD(1), narrate_hex_of(gd, s, "col", "row"),
		    WD(2), WD(3), N("total"));
		break;
	case RS_DUEL_SEALED:
		buf_printf(b, "%s's manner for %s %d is sealed (commitment "
		    "%s...): the %s player gives his manner in his herald "
		    "(manner M), then the %s player's herald reveals this one "
		    "(reveal)", WD(0), N("sudden") ? "sudden-death round" :
		    "round", N("round"), WD(2), WD(3), WD(4));
		break;
	case RS_DUEL_TOLD:
		buf_printf(b, "%s's manner for %s %d is %s (%d), given in the "
		    "open after the other was sealed: the %s player's herald "
		    "reveals the sealed one (reveal)", WD(1), N("sudden") ?
		    "sudden-death round" : "round", N("round"), WD(2), N("k"),
		    WD(4));
		break;
	case RS_DUEL_REVEALED:
		buf_printf(b, "%s's sealed manner revealed: %s (%d); it gives "
		    "the commitment %s... sealed before %s answered", WD(0),
		    WD(2), N("k"), WD(3), WD(1));
		break;
	case RS_DUEL_CALLED_OFF:
		buf_printf(b, "after %d sudden-death rounds with no single "
		    "capture herald calls the duel off: both live",
		    N("rounds"));
		break;
	default:
		return 0;
	}
	if (s->recon)
		buf_puts(b, " " RECON_MARK);
	if (s->section != NULL)
		buf_printf(b, " (§%s)", s->section);
	buf_puts(b, "\n");
	return 1;
}

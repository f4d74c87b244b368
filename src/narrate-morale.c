/* narrate-morale: morale by points (moralepoints.h; ruling.h
 * RS_MORALE_POINTS_*) as the players read it: each term with what it
 * counted, the total and how it is split into rolls (spi-agincourt
 * §10.11, §10.12), each roll's chance before the dice (`odds morale`),
 * and what the check cost.  The rolls themselves are RS_CHANCE steps
 * (narrate-dice.c). */
#include "narrate.h"
#include "narrate-int.h"

#include "gamewords.h"
#include "reconstructed.h"
#include "ruling.h"

#define N(n)	ruling_get(s, (n), 0)
#define WD(i)	ruling_w(s, (i))
/* what a roll that happens costs: the game's words (gamewords.h; SPI's
 * "line", "lines", spi-agincourt §10.22), "step" by default */
#define LOSS	gamewords_get(gd, W_LOSS)
#define LOSSES	gamewords_get(gd, W_LOSSES)

static void
cite(const struct ruling_step *s, struct buf *b)
{
	if (s->section != NULL)
		buf_printf(b, " (§%s)", s->section);
	if (s->recon)
		buf_puts(b, " " RECON_MARK);
	buf_puts(b, "\n");
}

static void
total(const struct ruling_step *s, struct buf *b)
{
	int i, t = N("total"), max = N("max"), full, rest;

	if (t <= 0) {
		buf_printf(b, "%s's morale: no points, no roll", WD(0));
		cite(s, b);
		return;
	}
	buf_printf(b, "%s's morale: %d point%s, ", WD(0), t, t == 1 ? "" : "s");
	full = max > 0 ? t / max : 0;
	rest = max > 0 ? t % max : t;
	if (t <= max)
		buf_printf(b, "one roll on the %d line", t);
	else if (full + (rest > 0) <= 8) {
		/* the highest line as often as it goes, then the rest */
		buf_puts(b, "rolled as ");
		for (i = 0; i < full; i++)
			buf_printf(b, "%s%d", i ? " + " : "", max);
		if (rest > 0)
			buf_printf(b, " + %d", rest);
	} else
		buf_printf(b, "rolled as %d x %d%s%.0d", full, max, rest > 0 ?
		    " + " : "", rest);
	if (t > max && s->section != NULL)
		buf_printf(b, " (the %d line first, §%s)", max, s->section);
	buf_printf(b, " of the %s", WD(1));
	if (WD(3)[0] != '\0')
		buf_printf(b, " (§%s)", WD(3));
	buf_printf(b, ", column \"%s\"", WD(2));
	if (t <= max && s->section != NULL)
		buf_printf(b, " (§%s)", s->section);
	if (s->recon)
		buf_puts(b, " " RECON_MARK);
	buf_puts(b, "\n");
}

int
narrate_morale(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	int pm;

	switch (s->concept) {
	case RS_MORALE_POINTS_TERM:
		if (N("tiers"))
			buf_printf(b, "  %s: %d, %d point%s (the highest tier "
			    "reached)", WD(1), N("count"), N("points"),
			    N("points") == 1 ? "" : "s");
		else
			buf_printf(b, "  %s: %d, %d point%s", WD(1),
			    N("count"), N("points"), N("points") == 1 ? "" :
			    "s");
		cite(s, b);
		if (WD(2)[0] != '\0')
			buf_printf(b, "    reconstructed: doc/reconstructions.md, "
			    "\"%s\"\n", WD(2));
		return 1;
	case RS_MORALE_POINTS_TOTAL:
		total(s, b);
		return 1;
	case RS_MORALE_POINTS_ODDS:
		buf_printf(b, "  roll %d on the %s line: %d%% to lose a %s",
		    N("roll"), WD(1), N("pct"), LOSS);
		cite(s, b);
		if (WD(2)[0] != '\0')
			buf_printf(b, "    reconstructed: %s\n", WD(2));
		return 1;
	case RS_MORALE_POINTS_NONE:
		pm = N("permille");
		buf_printf(b, "%s keeps every %s: %d.%d%%; each roll that "
		    "happens costs a %s and a Fugitive", WD(0), LOSS, pm / 10,
		    pm % 10, LOSS);
		cite(s, b);
		return 1;
	case RS_MORALE_POINTS_DONE:
		if (N("lost") == 0)
			buf_printf(b, "%s's morale check: no roll of %d "
			    "happened, no %s lost", WD(0), N("rolls"), LOSS);
		else
			buf_printf(b, "%s's morale check: %d of %d roll%s "
			    "happened, %d %s lost", WD(0), N("lost"),
			    N("rolls"), N("rolls") == 1 ? "" : "s", N("lost"),
			    N("lost") == 1 ? LOSS : LOSSES);
		if (N("gone"))
			buf_printf(b, "; it is off the map, the %d roll%s left "
			    "not made", N("rolls") - N("rolled"),
			    N("rolls") - N("rolled") == 1 ? "" : "s");
		cite(s, b);
		return 1;
	default:
		return 0;
	}
}

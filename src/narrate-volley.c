/* narrate-volley: fire by volleys (volley.h; ruling.h RS_VOLLEY_*,
 * built by volley.c) as the players read it: the shot's range, column,
 * rate and supply, the exact chance of each number of strikes, the
 * allocation kept, and each allocation resolved with its dice. */
#include "narrate.h"
#include "narrate-int.h"

#include "gamedata.h"
#include "reconstructed.h"
#include "ruling.h"

#define N(n)	ruling_get(s, (n), 0)

static void
cite(const struct ruling_step *s, struct buf *b)
{
	if (s->section != NULL)
		buf_printf(b, " (§%s)", s->section);
}

static const char *
hexes(int n)
{
	return n == 1 ? "hex" : "hexes";
}

static void
supply(const struct ruling_step *s, const char *name, struct buf *b)
{
	if (N(name) >= 0)
		buf_printf(b, ", supply %d left", N(name));
}

int
narrate_volley(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	int k, n;

	(void)gd;
	switch (s->concept) {
	case RS_VOLLEY_SHOT:
		buf_printf(b, "%s at %s: %s, range %d %s, %d volley%s (at "
		    "most %d at this range", ruling_w(s, 0), ruling_w(s, 1),
		    ruling_w(s, 2), N("range"), hexes(N("range")),
		    N("volleys"), N("volleys") == 1 ? "" : "s", N("rate"));
		supply(s, "supply", b);
		buf_puts(b, ")");
		break;
	case RS_VOLLEY_OVER:
		buf_printf(b, "over a unit: read in the %d %s column, the "
		    "rate that of %d %s", N("column"), hexes(N("column")),
		    N("range"), hexes(N("range")));
		break;
	case RS_VOLLEY_HALVED:
		buf_printf(b, "at %d %s the rate of fire is halved, to %d",
		    N("range"), hexes(N("range")), N("rate"));
		break;
	case RS_VOLLEY_CHANCES:
		buf_puts(b, "chances:");
		n = ruling_count(s, "ways");
		for (k = 0; k < n; k++)
			buf_printf(b, "%s %d strike%s %d%%", k ? "," : "", k,
			    k == 1 ? "" : "s", ruling_nth(s, "ways", k));
		if (s->recon)
			buf_printf(b, " %s: %s", RECON_MARK, ruling_w(s, 0));
		break;
	case RS_VOLLEY_ALLOCATED:
		buf_printf(b, "%s allocates %d volley%s at %s, binding; %d "
		    "allocation%s wait%s for `fire resolve` or the step's end",
		    ruling_w(s, 0), N("volleys"), N("volleys") == 1 ? "" : "s",
		    ruling_w(s, 1), N("pending"), N("pending") == 1 ? "" : "s",
		    N("pending") == 1 ? "s" : "");
		break;
	case RS_VOLLEY_RESOLVING:
		buf_printf(b, "the fire allocated in this step is resolved: %d "
		    "allocation%s, each on its own", N("count"),
		    N("count") == 1 ? "" : "s");
		break;
	case RS_VOLLEY_READ:
		buf_printf(b, "%s's %d volley%s at %s (%s, %d %s): %s%s",
		    ruling_w(s, 0), N("volleys"), N("volleys") == 1 ? "" : "s",
		    ruling_w(s, 1), ruling_w(s, 3), N("column"),
		    hexes(N("column")), ruling_w(s, 2),
		    s->recon ? " " RECON_MARK : "");
		if (N("left") >= 0)
			buf_printf(b, "; supply %d left%s", N("left"),
			    N("unlimited") ? " (kept, never short)" : "");
		break;
	case RS_VOLLEY_GONE:
		buf_printf(b, "%s's %d volley%s at %s: %s, and the volleys "
		    "are spent all the same", ruling_w(s, 0), N("volleys"),
		    N("volleys") == 1 ? "" : "s", ruling_w(s, 1), N("void") ?
		    "the fire can no longer be made" : "the target is gone");
		supply(s, "left", b);
		break;
	default:
		return 0;
	}
	cite(s, b);
	buf_puts(b, "\n");
	return 1;
}

/* report: the after-action report (report.h). */
#include "report.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "luck.h"
#include "narrate.h"
#include "session.h"
#include "victory.h"

#define REPORT_SIDES	2	/* the sides a report counts losses of */
#define REPORT_TURNS	256

/* What a side has lost: units eliminated, steps, units routed now. */
struct losses {
	int	gone;
	int	steps;
	int	routed;
};

struct report {
	struct session	*s;
	struct buf	*md;
	int		 turn;		/* the Game-Turn being told, 0: none */
	int		 told;		/* orders told in it */
	struct losses	 at_start[REPORT_SIDES];
	/* at the end of each Game-Turn, from turn 1 */
	struct losses	 by_turn[REPORT_TURNS][REPORT_SIDES];
	int		 nturns;
	const struct state *last;
};

static void
count(const struct state *st, struct losses *l)
{
	int i, f;

	memset(l, 0, sizeof *l * REPORT_SIDES);
	for (i = 0; i < st->nunits; i++) {
		if ((f = st->gd->units[i].faction) < 0 || f >= REPORT_SIDES)
			continue;
		l[f].gone += st->u[i].eliminated;
		l[f].steps += st->u[i].steps_lost;
		l[f].routed += st->u[i].on_map && st->u[i].routed;
	}
}

static void
side_losses(const struct gamedata *gd, const struct losses *was,
    const struct losses *now, struct buf *md)
{
	int f;

	for (f = 0; f < REPORT_SIDES && f < gd->nfactions; f++)
		buf_printf(md, "%s%s %d unit%s eliminated, %d step%s lost",
		    f ? "; " : "", gd->factions[f].name, now[f].gone -
		    was[f].gone, now[f].gone - was[f].gone == 1 ? "" : "s",
		    now[f].steps - was[f].steps,
		    now[f].steps - was[f].steps == 1 ? "" : "s");
}

/* Where victory stands: the game's points, or its own hook's words. */
static void
standing(struct report *r, const struct state *st)
{
	struct session *s = r->s;
	struct state *saved = s->st;
	struct buf b;
	char *why = NULL, *line, *save = NULL;

	buf_init(&b);
	narrate_victory_status(st, &b);
	s->st = (struct state *)st;	/* the hook asks a copy of it */
	if (session_query(s, "standing", &b, &why) < 0)
		free(why);
	s->st = saved;
	if (b.s != NULL) {
		buf_puts(r->md, "\nStanding at the end of the Game-Turn:\n\n");
		for (line = strtok_r(b.s, "\n", &save); line != NULL;
		    line = strtok_r(NULL, "\n", &save)) {
			/* an indented line belongs to the one above */
			int sub = *line == ' ';

			while (*line == ' ')
				line++;
			buf_printf(r->md, "%s- %s\n", sub ? "  " : "", line);
		}
	}
	buf_free(&b);
}

static void
close_turn(struct report *r)
{
	struct losses now[REPORT_SIDES];

	if (r->turn == 0)
		return;
	count(r->last, now);
	if (r->told == 0)
		buf_puts(r->md, "No dice were rolled and no unit was lost.\n");
	buf_puts(r->md, "\nLosses in the Game-Turn: ");
	side_losses(r->s->gd, r->at_start, now, r->md);
	buf_puts(r->md, ".\n");
	standing(r, r->last);
	buf_puts(r->md, "\n");
	if (r->turn >= 1 && r->turn <= REPORT_TURNS) {
		memcpy(r->by_turn[r->turn - 1], now, sizeof now);
		if (r->turn > r->nturns)
			r->nturns = r->turn;
	}
}

/* An order's ruling as list lines under it. */
static void
tell(struct report *r, const struct jrec *rec, const struct ruling *rl)
{
	struct buf b;
	char *line, *save = NULL;

	buf_init(&b);
	narrate_ruling(r->s->gd, rl, &b);
	buf_printf(r->md, "- **%s**\n", rec->text);
	if (b.s != NULL)
		for (line = strtok_r(b.s, "\n", &save); line != NULL;
		    line = strtok_r(NULL, "\n", &save))
			buf_printf(r->md, "  - %s\n", line);
	buf_free(&b);
	r->told++;
}

static int
each(void *arg, int i, const struct jrec *rec, const struct state *before,
    const struct state *after, const struct ruling *rl)
{
	struct report *r = arg;
	struct losses was[REPORT_SIDES], now[REPORT_SIDES];

	(void)i;
	if (before->turn != r->turn) {
		close_turn(r);
		r->turn = before->turn;
		r->told = 0;
		count(before, r->at_start);
		buf_printf(r->md, "## Game-Turn %d\n\n", r->turn);
	}
	count(before, was);
	count(after, now);
	if (rec->nrolls > 0 || memcmp(was, now, sizeof was) != 0 ||
	    (after->over && !before->over))
		tell(r, rec, rl);
	r->last = after;
	return 0;
}

/* The losses chart: units eliminated so far, by Game-Turn, a line a
 * side. */
static void
chart_svg(const struct report *r, struct buf *svg)
{
	static const char *const colour[REPORT_SIDES] = { "#b22222",
	    "#1f4e9c" };
	const struct gamedata *gd = r->s->gd;
	int w = 640, h = 320, m = 48, max = 1, t, f;

	for (t = 0; t < r->nturns; t++)
		for (f = 0; f < REPORT_SIDES; f++)
			if (r->by_turn[t][f].gone > max)
				max = r->by_turn[t][f].gone;
	buf_printf(svg, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" "
	    "width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n"
	    "<title>Units eliminated by Game-Turn</title>\n"
	    "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n"
	    "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n"
	    "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n"
	    "<text x=\"%d\" y=\"%d\" font-size=\"12\" text-anchor=\"middle\">"
	    "Game-Turn</text>\n"
	    "<text x=\"12\" y=\"%d\" font-size=\"12\" transform=\"rotate(-90 "
	    "12 %d)\" text-anchor=\"middle\">units eliminated</text>\n",
	    w, h, w, h, w, h, m, h - m, w - m, h - m, m, m, m, h - m, w / 2,
	    h - 12, h / 2, h / 2);
	buf_printf(svg, "<text x=\"%d\" y=\"%d\" font-size=\"11\" "
	    "text-anchor=\"end\">%d</text>\n", m - 4, m + 4, max);
	for (f = 0; f < REPORT_SIDES && f < gd->nfactions; f++) {
		buf_printf(svg, "<polyline fill=\"none\" stroke=\"%s\" "
		    "stroke-width=\"2\" points=\"", colour[f]);
		for (t = 0; t < r->nturns; t++)
			buf_printf(svg, "%s%d,%d", t ? " " : "", m + (r->nturns >
			    1 ? t * (w - 2 * m) / (r->nturns - 1) : 0), h - m -
			    r->by_turn[t][f].gone * (h - 2 * m) / max);
		buf_printf(svg, "\"/>\n<text x=\"%d\" y=\"%d\" font-size=\"12\" "
		    "fill=\"%s\">", w - m - 120, m + 16 * f, colour[f]);
		buf_puts(svg, gd->factions[f].name);	/* names are plain */
		buf_puts(svg, "</text>\n");
	}
	buf_puts(svg, "</svg>\n");
}

static void
losses_table(const struct report *r, struct buf *md)
{
	const struct gamedata *gd = r->s->gd;
	int t, f;

	buf_puts(md, "## Losses by Game-Turn\n\nUnits eliminated and steps "
	    "lost so far, at the end of each Game-Turn.\n\n| Game-Turn |");
	for (f = 0; f < REPORT_SIDES && f < gd->nfactions; f++)
		buf_printf(md, " %s units | %s steps |", gd->factions[f].name,
		    gd->factions[f].name);
	buf_puts(md, "\n|---|");
	for (f = 0; f < REPORT_SIDES && f < gd->nfactions; f++)
		buf_puts(md, "---|---|");
	buf_puts(md, "\n");
	for (t = 0; t < r->nturns; t++) {
		buf_printf(md, "| %d |", t + 1);
		for (f = 0; f < REPORT_SIDES && f < gd->nfactions; f++)
			buf_printf(md, " %d | %d |", r->by_turn[t][f].gone,
			    r->by_turn[t][f].steps);
		buf_puts(md, "\n");
	}
}

int
report_write(struct session *s, struct buf *md, struct buf *svg,
    const char *svg_name, char **cause)
{
	const struct gamedata *gd = s->gd;
	struct report *r = xcalloc(1, sizeof *r);
	struct luck *l;
	struct state *last = NULL;
	int i, any = 0;

	r->s = s;
	r->md = md;
	buf_printf(md, "# Battle report: %s\n\n", gd->title);
	buf_printf(md, "- Scenario: %s\n", s->sc != NULL ? s->sc->title :
	    "empty board");
	buf_puts(md, "- Optional rules:");
	for (i = 0; i < gd->noptions; i++)
		if (s->st->options & (1u << i))
			buf_printf(md, "%s %s", any++ ? "," : "",
			    gd->options[i].name);
	buf_printf(md, "%s\n- Seed: %llu\n- Orders in force: %d\n\n",
	    any ? "" : " none", (unsigned long long)s->st->seed, s->cursor);
	/* the replay keeps the state after each order until the next */
	if (session_each_order(s, each, r, cause) != 0) {
		free(r);
		return -1;
	}
	if (r->turn != 0) {
		last = state_copy(s->st);
		r->last = last;
		close_turn(r);
	} else
		buf_puts(md, "No orders yet.\n\n");
	losses_table(r, md);
	if (svg != NULL && svg_name != NULL && r->nturns > 0) {
		chart_svg(r, svg);
		buf_printf(md, "\n![Units eliminated by Game-Turn](%s)\n",
		    svg_name);
	}
	buf_puts(md, "\n## Dice luck\n\n");
	l = xmalloc(sizeof *l);
	if (session_luck(s, l, cause) == 0)
		narrate_luck(gd, l, 1, md);
	free(l);
	buf_puts(md, "\n## Result\n\n");
	if (s->st->over)
		buf_printf(md, "%s\n", s->st->result);
	else {
		buf_puts(md, "The game goes on: ");
		narrate_where(s->st, md);
		buf_puts(md, ".\n");
	}
	state_free(last);
	free(r);
	return 0;
}

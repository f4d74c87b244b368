/* odds-ask: the answers of `odds`, kind by kind (odds-ask.h). */
#include <stdlib.h>
#include <string.h>

#include "chances-points.h"
#include "chances.h"
#include "combat-diff.h"
#include "narrate.h"
#include "odds-ask.h"
#include "resolve.h"
#include "ruling.h"
#include "volley.h"

/* The answer, told in one place (narrate.c), the reason first. */
static void
answer(struct buf *out, char *refused, const struct buf *body)
{
	narrate_if_allowed(out, refused, body);
	free(refused);
}

void
odds_ask_crt(const struct state *st, const struct attack *at,
    struct buf *out)
{
	struct odds o;
	char *why = NULL, *refused = NULL;
	int i, k, spared[ATTACKERS_MAX];
	struct buf body;

	(void)combat_check(st, at, &refused);
	if (combat_odds(st, at, &o, &why) != 0 && refused == NULL) {
		refused = why;
		why = NULL;
	}
	free(why);
	buf_init(&body);
	combat_explain(st, at, &o, &body);
	if (o.col >= 0)
		chances_combat(st, o.col, o.drm, &body);
	if ((k = resolve_spared(st, at, spared)) > 0) {
		const char *id[ATTACKERS_MAX];

		for (i = 0; i < k; i++)
			id[i] = st->gd->units[spared[i]].id;
		buf_puts(&body, "a result against the attacker would spare ");
		buf_join(&body, id, k, "and");
		buf_printf(&body, ", firing from range (§%s)\n",
		    sec(st->gd->combat.missile.section));
	}
	answer(out, refused, &body);
	buf_free(&body);
}

void
odds_ask_diff(const struct state *st, const struct attack *at,
    struct buf *out)
{
	struct buf body;
	char *refused = NULL;

	buf_init(&body);
	diff_explain(st, at, &body, &refused);
	answer(out, refused, &body);
	buf_free(&body);
}

void
odds_ask_volley(const struct state *st, int firer, const char *volleys,
    int target, struct buf *out)
{
	struct ruling r;
	struct buf body;
	char *why = NULL;

	ruling_init(&r);
	volley_odds_rec(st, firer, volleys, target, &r, &why);
	buf_init(&body);
	narrate_ruling(st->gd, &r, &body);
	ruling_free(&r);
	answer(out, why, &body);
	buf_free(&body);
}

/* odds table [DRM], odds 3:1 [DRM]: a column's chances, or every one */
static int
ask_column(const struct state *st, const struct odds_q *q, struct buf *out,
    char **cause)
{
	const struct crt *crt = &st->gd->combat.crt;
	size_t len = out->len;
	int i;

	for (i = 0; i < crt->ncols; i++)
		if (q->column == NULL || strcmp(q->column,
		    crt->cols[i].label) == 0)
			chances_combat(st, i, q->drm, out);
	if (out->len > len)
		return 0;
	*cause = xprintf("no column %s (the columns run from %s to %s)",
	    q->column, crt->cols[0].label, crt->cols[crt->ncols - 1].label);
	return -1;
}

int
odds_ask(const struct state *st, const struct odds_q *q, struct buf *out,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	struct attack at;
	int i, u;

	switch (q->form) {
	case ODDS_MORALE:
		/* morale by points: each term, the split, each roll */
		return gd->morale.kind == MORALE_POINTS ?
		    morale_points_odds(st, q->unit, out, cause) :
		    chances_morale(st, q->unit, out, cause);
	case ODDS_ATTACK:
		/* by differential (combat-diff.c) */
		if (gd->combat.kind == COMBAT_DIFFERENTIAL) {
			odds_ask_diff(st, &q->at, out);
			return 0;
		}
		break;
	case ODDS_VOLLEYS:
	case ODDS_FIRE:
		/* by volleys (volley.h) */
		if (gd->volley == NULL && q->form == ODDS_FIRE)
			break;
		if (gd->volley == NULL) {
			*cause = xstrdup("expected attackers, then ->, then "
			    "the defender: odds fire A -> D");
			return -1;
		}
		if (q->form == ODDS_FIRE || q->firer < 0) {
			*cause = xstrdup("expected odds fire FIRER VOLLEYS "
			    "TARGET");
			return -1;
		}
		odds_ask_volley(st, q->firer, q->volleys, q->target, out);
		return 0;
	case ODDS_COLUMN:
		break;
	}
	if (gd->combat.crt.ncols == 0) {
		*cause = xprintf("%s has no combat results table", gd->title);
		return -1;
	}
	if (q->form == ODDS_COLUMN)
		return ask_column(st, q, out, cause);
	at = q->at;
	at.kind = q->form == ODDS_FIRE ? KIND_MISSILE : KIND_MELEE;
	/* odds are worked out from where the units stand: a question about
	 * a unit off the board has no answer (and no hex to read) */
	for (i = 0; i <= at.natt; i++) {
		u = i < at.natt ? at.att[i] : at.def;
		if (!st->u[u].on_map) {
			*cause = xprintf("%s %s: odds need the attackers and "
			    "the defender on the map", gd->units[u].id,
			    st->u[u].eliminated ? "has been eliminated" :
			    "is not on the map");
			return -1;
		}
	}
	odds_ask_crt(st, &at, out);
	return 0;
}

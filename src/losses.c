/* losses: step losses shared among several units.  Who shares them, the
 * units they may fall on and each step lost are a ruling's records
 * (ruling.h), rendered by narrate-move.c; so is a refusal
 * (RS_REFUSE_LOSSES_*), rendered as the cause by narrate-refuse.c. */
#include "losses.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "advance.h"
#include "combat.h"
#include "delegate.h"
#include "narrate.h"
#include "resolve.h"
#include "ruling.h"
#include "sides.h"

/* Two steps on a full side with a reduced side to turn to, else one. */
static int
steps(const struct state *st, int u)
{
	const struct combat_rules *cr = &st->gd->combat;

	return cr->reduced_stat >= 0 &&
	    sides_stat(st, u, cr->reduced_stat) > 0 &&
	    st->u[u].steps_lost == 0 ? 2 : 1;
}

int
losses_steps_left(const struct state *st, int u)
{
	return st->u[u].on_map ? steps(st, u) : 0;
}

void
losses_side_lose_steps(struct state *st, const int *units, int n, int steps,
    struct buf *out)
{
	struct ruling rl;

	ruling_init(&rl);
	losses_side_rec(st, units, n, steps, &rl);
	narrate_told(st->gd, &rl, out);
}

void
losses_side_rec(struct state *st, const int *units, int n, int steps,
    struct ruling *rl)
{
	int i, best;

	while (steps-- > 0) {
		/* full units first, then the strongest, then the first in
		 * the order of the counters: whatever order they were named */
		best = -1;
		for (i = 0; i < n; i++) {
			int a = units[i], b;

			if (!st->u[a].on_map)
				continue;
			if (best < 0) {
				best = i;
				continue;
			}
			b = units[best];
			if (st->u[a].steps_lost != st->u[b].steps_lost) {
				if (st->u[a].steps_lost < st->u[b].steps_lost)
					best = i;
			} else if (combat_strength(st, a, 0) !=
			    combat_strength(st, b, 0)) {
				if (combat_strength(st, a, 0) >
				    combat_strength(st, b, 0))
					best = i;
			} else if (a < b)
				best = i;
		}
		if (best < 0)
			return;
		board_lose_step_rec(st, units[best], rl);
	}
}

/* Who shares out `loss` steps among the n units who (the owner, or
 * herald), each of those units as it stands, and how. */
static void
share_rec(const struct state *st, const int *who, int n, int loss, int owner,
    struct ruling *rl)
{
	const struct gamedata *gd = st->gd;
	struct ruling_step *s;
	int i;

	s = ruling_add(rl, RS_LOSSES_SHARE, gd->id, gd_sec(gd, SEC_STEP_LOSS));
	ruling_word(s, gd->factions[gd->units[who[0]].faction].name);
	ruling_num(s, "loss", loss);
	ruling_num(s, "owner", owner);
	ruling_num(s, "units", n);
	for (i = 0; i < n; i++) {
		s = ruling_add(rl, RS_LOSSES_UNIT, gd->id, NULL);
		ruling_word(s, gd->units[who[i]].id);
		ruling_num(s, "reduced", st->u[who[i]].steps_lost != 0);
		ruling_num(s, "steps_left", losses_steps_left(st, who[i]));
	}
	s = ruling_add(rl, RS_LOSSES_RULE, gd->id, gd_sec(gd, SEC_STEP_LOSS));
	ruling_num(s, "owner", owner);
	/* by herald although the owner would: the game's delegation */
	ruling_num(s, "delegated", !owner && gd->combat.losses.by_owner);
}

void
losses_share(struct state *st, const int *who, int n, int loss, int def,
    struct buf *out)
{
	const struct gamedata *gd = st->gd;
	struct opens_rec *r;
	struct ruling rl;

	ruling_init(&rl);
	if (gd->combat.losses.by_owner &&
	    !delegate_decides(st, DELEGATE_LOSSES)) {
		/* st-albans §9.9: the owner shares them out */
		r = opens_get(st, OPENS_LOSSES);
		r->amount = loss;
		r->n = n < OPENS_UNITS ? n : OPENS_UNITS;
		r->unit = def;
		memcpy(r->units, who, sizeof who[0] * (size_t)r->n);
		share_rec(st, who, n, loss, 1, &rl);
		narrate_told(gd, &rl, out);
		return;
	}
	share_rec(st, who, n, loss, 0, &rl);
	losses_side_rec(st, who, n, loss, &rl);
	narrate_told(gd, &rl, out);
}

/* A refusal of the losses as a record (ruling.h RS_REFUSE_LOSSES_*),
 * rendered as the cause (narrate_refusal): the unit (or -1), and a
 * number. */
static int
refuse(const struct state *st, enum ruling_concept c, const char *section,
    int u, const char *name, int value, char **cause)
{
	struct ruling no;
	struct ruling_step *s;

	ruling_init(&no);
	s = ruling_add(&no, c, st->gd->id, section);
	if (u >= 0)
		ruling_word(s, st->gd->units[u].id);
	if (name != NULL)
		ruling_num(s, name, value);
	*cause = narrate_refusal(st->gd, &no);
	return -1;
}

int
losses_open(const struct state *st, int nwords, char **cause)
{
	const struct opens_rec *r = opens_find(st, OPENS_LOSSES);
	struct ruling no;
	struct ruling_step *s;
	int k, steps = 0, can;

	if (r == NULL || r->amount <= 0)
		return refuse(st, RS_REFUSE_LOSSES_NONE, NULL, -1, NULL, 0,
		    cause);
	/* how many steps the side has to give */
	for (k = 0; k < r->n; k++)
		steps += losses_steps_left(st, r->units[k]);
	can = steps < r->amount ? steps : r->amount;
	if (nwords == can)
		return 0;
	ruling_init(&no);
	s = ruling_add(&no, RS_REFUSE_LOSSES_COUNT, st->gd->id,
	    st->gd->section[SEC_STEP_LOSS]);
	ruling_num(s, "can", can);
	ruling_num(s, "amount", r->amount);
	*cause = narrate_refusal(st->gd, &no);
	return -1;
}

int
losses_take(struct state *st, const int *units, int n, struct buf *out,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	struct opens_rec r;
	struct hex was[OPENS_UNITS];
	struct ruling rl;
	int i, k, u, want[OPENS_UNITS] = { 0 };

	if (losses_open(st, n, cause) != 0)
		return -1;
	r = *opens_find(st, OPENS_LOSSES);
	for (i = 0; i < n; i++) {
		for (k = 0; k < r.n; k++)
			if (r.units[k] == units[i])
				break;
		if (k == r.n)
			return refuse(st, RS_REFUSE_LOSSES_NOT_IN, NULL,
			    units[i], NULL, 0, cause);
		want[k]++;
	}
	for (k = 0; k < r.n; k++) {
		u = r.units[k];
		if (want[k] > steps(st, u))
			return refuse(st, RS_REFUSE_LOSSES_STEPS, NULL, u,
			    "want", want[k], cause);
	}
	ruling_init(&rl);
	for (k = 0; k < r.n; k++) {
		was[k] = st->u[r.units[k]].hex;
		for (i = 0; i < want[k]; i++)
			board_lose_step_rec(st, r.units[k], &rl);
	}
	narrate_told(gd, &rl, out);
	opens_close(st, OPENS_LOSSES);
	/* st-albans §9.11, the reverse: a hex the losses emptied is the
	 * defender's to take */
	if (gd->combat.advance.defender &&
	    !delegate_decides(st, DELEGATE_DEFENDER_ADVANCE) &&
	    r.unit >= 0)
		advance_offer_defender(st, r.unit, r.units, was, r.n, out);
	return 0;
}

/* losses: step losses shared among several units. */
#include "losses.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "advance.h"
#include "combat.h"
#include "resolve.h"
#include "retreat.h"

/* Two steps on a full side with a reduced side to turn to, else one. */
static int
steps(const struct state *st, int u)
{
	const struct combat_rules *cr = &st->gd->combat;

	return cr->reduced_stat >= 0 &&
	    st->gd->units[u].stat[cr->reduced_stat] > 0 &&
	    st->u[u].steps_lost == 0 ? 2 : 1;
}

int
losses_steps_left(const struct state *st, int u)
{
	return st->u[u].on_map ? steps(st, u) : 0;
}

void
side_lose_steps(struct state *st, const int *units, int n, int steps,
    struct buf *out)
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
		unit_lose_step(st, units[best], out);
	}
}

/* " y07 y11 (reduced)": the units the losses fall on. */
static void
list_units(const struct state *st, const int *who, int n, struct buf *out)
{
	int i;

	for (i = 0; i < n; i++)
		buf_printf(out, " %s%s", st->gd->units[who[i]].id,
		    st->u[who[i]].steps_lost ? " (reduced)" : "");
}

void
losses_share(struct state *st, const int *who, int n, int loss, int def,
    struct buf *out)
{
	const struct gamedata *gd = st->gd;
	struct opens_rec *r;

	if (gd->combat.losses.by_owner && !combat_herald_decides(st)) {
		/* st-albans §9.9: the owner shares them out */
		r = opens_get(st, OPENS_LOSSES);
		r->amount = loss;
		r->n = n < OPENS_UNITS ? n : OPENS_UNITS;
		r->unit = def;
		memcpy(r->units, who, sizeof who[0] * (size_t)r->n);
		buf_printf(out, "%s shares out %d step loss%s among",
		    gd->factions[gd->units[who[0]].faction].name, loss,
		    loss == 1 ? "" : "es");
		list_units(st, who, n, out);
		buf_printf(out, " (§%s): losses UNIT...\n",
		    gd_sec(gd, SEC_STEP_LOSS));
		return;
	}
	buf_printf(out, "herald shares out %d step loss%s among", loss,
	    loss == 1 ? "" : "es");
	list_units(st, who, n, out);
	buf_printf(out, ": full-strength units first, then the strongest, so "
	    "that all can be taken (§%s%s)\n", gd_sec(gd, SEC_STEP_LOSS),
	    gd->combat.losses.by_owner ?
	    ", as the delayed-turn adaptation asks" : "");
	side_lose_steps(st, who, n, loss, out);
}

int
losses_open(const struct state *st, int nwords, char **cause)
{
	const struct opens_rec *r = opens_find(st, OPENS_LOSSES);
	int k, steps = 0, can;

	if (r == NULL || r->amount <= 0) {
		*cause = xprintf("no step losses wait to be shared out");
		return -1;
	}
	/* how many steps the side has to give */
	for (k = 0; k < r->n; k++)
		steps += losses_steps_left(st, r->units[k]);
	can = steps < r->amount ? steps : r->amount;
	if (nwords == can)
		return 0;
	*cause = xprintf("expected %d unit%s to lose a step each (name a unit "
	    "twice to take two from it): as many of the %d losses as the "
	    "side can take (§%s)", can, can == 1 ? "" : "s", r->amount,
	    gd_sec(st->gd, SEC_STEP_LOSS));
	return -1;
}

int
losses_take(struct state *st, const int *units, int n, struct buf *out,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	struct opens_rec r;
	struct hex was[OPENS_UNITS];
	int i, k, u, want[OPENS_UNITS] = { 0 };

	if (losses_open(st, n, cause) != 0)
		return -1;
	r = *opens_find(st, OPENS_LOSSES);
	for (i = 0; i < n; i++) {
		for (k = 0; k < r.n; k++)
			if (r.units[k] == units[i])
				break;
		if (k == r.n) {
			*cause = xprintf("%s did not take part in the combat",
			    gd->units[units[i]].id);
			return -1;
		}
		want[k]++;
	}
	for (k = 0; k < r.n; k++) {
		u = r.units[k];
		if (want[k] > steps(st, u)) {
			*cause = xprintf("%s has not %d steps to lose",
			    gd->units[u].id, want[k]);
			return -1;
		}
	}
	for (k = 0; k < r.n; k++) {
		was[k] = st->u[r.units[k]].hex;
		for (i = 0; i < want[k]; i++)
			unit_lose_step(st, r.units[k], out);
	}
	opens_close(st, OPENS_LOSSES);
	/* st-albans §9.11, the reverse: a hex the losses emptied is the
	 * defender's to take */
	if (gd->combat.advance.defender && !combat_herald_decides(st) &&
	    r.unit >= 0)
		advance_offer_defender(st, r.unit, r.units, was, r.n, out);
	return 0;
}

/* reach: a unit's reach and targets, asked of the rules (reach.h). */
#include "reach.h"

#include <stdlib.h>
#include <string.h>

#include "session-int.h"

struct path {
	struct hex	h[REACH_MAX_STEPS];
	int		n;
	int		spent;	/* the unit's spent movement after it */
};

/* "move U h1 h2 ... hn" tried: 0 with the unit's state after it. */
static int
try_path(struct session *s, int unit, const struct path *p,
    struct unit_state *after, char **why)
{
	char *argv[REACH_MAX_STEPS + 1], lab[REACH_MAX_STEPS][16];
	struct state *st;
	int i;

	argv[0] = s->gd->units[unit].id;
	for (i = 0; i < p->n; i++) {
		hex_format(&s->gd->grid, p->h[i], lab[i], sizeof lab[i]);
		argv[i + 1] = lab[i];
	}
	if (session_try(s, "move", p->n + 1, argv, &st, why) != 0)
		return -1;
	*after = st->u[unit];
	state_free(st);
	return 0;
}

int
reach_of(struct session *s, int unit, struct reach_hex **out, int *n,
    char **why)
{
	const struct gamedata *gd = s->gd;
	const struct unit_state *u = &s->st->u[unit];
	struct path *queue = NULL, p;
	struct unit_state got;
	int *best, nq = 0, head = 0, cells = gd_ncells(gd), d, c, i;

	int spent0 = u->mf_spent;
	char *cause = NULL;

	*out = NULL;
	*n = 0;
	*why = NULL;
	if (!u->on_map || u->eliminated) {
		*why = xprintf("%s is not on the map", gd->units[unit].id);
		return 0;
	}
	/* cheapest cost found per cell and facing */
	best = xmalloc(sizeof *best * (size_t)cells * (HEX_DIRS + 1));
	for (i = 0; i < cells * (HEX_DIRS + 1); i++)
		best[i] = -1;
	memset(&p, 0, sizeof p);
	queue = xmalloc(sizeof *queue);
	queue[nq++] = p;
	while (head < nq) {
		struct path from = queue[head++];
		struct hex at = from.n ? from.h[from.n - 1] : u->hex;

		if (from.n >= REACH_MAX_STEPS)
			continue;
		for (d = 0; d < HEX_DIRS; d++) {
			p = from;
			p.h[p.n++] = hex_neighbour(&gd->grid, at, d);
			if ((c = gd_hex_cell(gd, p.h[p.n - 1])) < 0)
				continue;
			if (try_path(s, unit, &p, &got, &cause) != 0) {
				/* the first refusal says why it cannot move
				 * at all, if nothing is reached */
				if (*why == NULL)
					*why = cause;
				else
					free(cause);
				cause = NULL;
				continue;
			}
			/* a path ending where it began, or a charge that
			 * ended the move somewhere else, is not this hex */
			if (!hex_eq(got.hex, p.h[p.n - 1]) ||
			    hex_eq(got.hex, u->hex))
				continue;
			i = c * (HEX_DIRS + 1) + (got.facing < 0 ? HEX_DIRS :
			    got.facing);
			if (best[i] >= 0 && best[i] <= got.mf_spent)
				continue;
			best[i] = got.mf_spent;
			p.spent = got.mf_spent;
			queue = xrealloc(queue, sizeof *queue * (size_t)(nq + 1));
			queue[nq++] = p;
		}
	}
	/* the cheapest way into each hex, whatever the facing */
	for (i = 1; i < nq; i++) {
		struct hex h = queue[i].h[queue[i].n - 1];
		int k;

		for (k = 0; k < *n && !hex_eq((*out)[k].h, h); k++)
			;
		if (k < *n && (*out)[k].cost + spent0 <= queue[i].spent)
			continue;
		if (k == *n) {
			*out = xrealloc(*out, sizeof **out * (size_t)(*n + 1));
			(*n)++;
		}
		(*out)[k].h = h;
		(*out)[k].cost = queue[i].spent - spent0;
		(*out)[k].steps = queue[i].n;
		memcpy((*out)[k].path, queue[i].h, sizeof queue[i].h);
	}
	free(queue);
	free(best);
	session_fresh_hooks(s);
	/* cheapest first, then nearest */
	for (i = 1; i < *n; i++) {
		struct reach_hex x = (*out)[i];
		int j = i;

		while (j > 0 && ((*out)[j - 1].cost > x.cost ||
		    ((*out)[j - 1].cost == x.cost &&
		    (*out)[j - 1].steps > x.steps))) {
			(*out)[j] = (*out)[j - 1];
			j--;
		}
		(*out)[j] = x;
	}
	if (*n > 0) {
		free(*why);
		*why = NULL;
	}
	return 0;
}

/* "attack U -> D", "fire U D" or, by volleys, "fire U 1 D" tried. */
static int
try_attack(struct session *s, const char *order, int unit, int def)
{
	char *argv[3], *why = NULL;
	int rc, argc = 0, fire = strcmp(order, "fire") == 0;

	argv[argc++] = s->gd->units[unit].id;
	if (!fire)
		argv[argc++] = "->";
	else if (s->gd->volley != NULL)
		argv[argc++] = "1";	/* spi-agincourt §8.0: one volley */
	argv[argc++] = s->gd->units[def].id;
	rc = session_try(s, order, argc, argv, NULL, &why);
	free(why);
	return rc;
}

int
targets_of(struct session *s, int unit, struct target **out, int *n,
    char **why)
{
	static const char *const orders[] = { "fire", "attack" };
	const struct gamedata *gd = s->gd;
	const struct state *st = s->st;
	int d, k;

	*out = NULL;
	*n = 0;
	*why = NULL;
	if (!st->u[unit].on_map || st->u[unit].eliminated) {
		*why = xprintf("%s is not on the map", gd->units[unit].id);
		return 0;
	}
	for (d = 0; d < st->nunits; d++) {
		if (!st->u[d].on_map || st->u[d].eliminated ||
		    gd->units[d].faction == gd->units[unit].faction)
			continue;
		for (k = 0; k < 2; k++) {
			if (try_attack(s, orders[k], unit, d) != 0)
				continue;
			*out = xrealloc(*out, sizeof **out * (size_t)(*n + 1));
			(*out)[*n].unit = d;
			(*out)[*n].order = orders[k];
			(*out)[*n].range = hex_distance(&gd->grid,
			    st->u[unit].hex, st->u[d].hex);
			(*n)++;
		}
	}
	session_fresh_hooks(s);
	return 0;
}

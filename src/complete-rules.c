/* complete-rules: tab completion that knows the rules (issue 17): after
 * `move UNIT [HEX ...]` only the hexes the unit may enter next, after
 * `fire UNIT` and `attack ... ->` only the enemies it may hit now, each
 * found by trying the order (reach.h). */
#include "complete.h"

#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "cmd.h"
#include "reach.h"
#include "session-int.h"

/* A unit named by id, name or the hex it stands in; -1: none. */
static int
unit_word(struct session *s, const char *w)
{
	struct hex h;
	char *why = NULL;
	int u;

	if ((u = gd_unit_find(s->gd, w, &why)) >= 0)
		return u;
	free(why);
	why = NULL;
	if (hex_parse(&s->gd->grid, w, &h, &why) != 0) {
		free(why);
		return -1;
	}
	return board_unit_at(s->st, h);
}

/* move UNIT H1 ... Hk: the hexes next to the last that a move order
 * with one more step would take. */
static int
next_steps(struct session *s, char **w, int nw, struct cmd_offer *o)
{
	char *argv[REACH_MAX_STEPS + 2], lab[16], *why = NULL;
	struct hex at, h;
	int u, i, d;

	if (nw < 2 || nw > REACH_MAX_STEPS || (u = unit_word(s, w[1])) < 0 ||
	    !s->st->u[u].on_map)
		return 0;
	at = s->st->u[u].hex;
	for (i = 2; i < nw; i++) {
		if (hex_parse(&s->gd->grid, w[i], &at, &why) != 0) {
			free(why);
			return 0;
		}
	}
	for (i = 1; i < nw; i++)
		argv[i - 1] = w[i];
	for (d = 0; d < HEX_DIRS; d++) {
		h = hex_neighbour(&s->gd->grid, at, d);
		if (gd_hex_cell(s->gd, h) < 0)
			continue;
		hex_format(&s->gd->grid, h, lab, sizeof lab);
		argv[nw - 1] = lab;
		if (session_try(s, "move", nw, argv, NULL, &why) == 0)
			o->word(o, lab);
		free(why);
		why = NULL;
	}
	session_fresh_hooks(s);
	return 1;
}

/* fire UNIT, attack A [B ...] ->: the enemies the order may hit. */
static int
enemies(struct session *s, const char *order, const char *who,
    struct cmd_offer *o)
{
	struct target *t;
	char *why = NULL;
	int u, n, i;

	if ((u = unit_word(s, who)) < 0)
		return 0;
	targets_of(s, u, &t, &n, &why);
	free(why);
	for (i = 0; i < n; i++)
		if (strcmp(t[i].order, order) == 0)
			o->word(o, s->gd->units[t[i].unit].id);
	free(t);
	return 1;
}

int
complete_by_rules(struct session *s, char **w, int nw, struct cmd_offer *o)
{
	const struct cmd_entry *e;
	char *why = NULL;

	if (s->gd == NULL || s->st == NULL || nw < 2 ||
	    (e = cmd_find(w[0], &why)) == NULL) {
		free(why);
		return 0;
	}
	if (strcmp(e->name, "move") == 0)
		return next_steps(s, w, nw, o);
	if (strcmp(e->name, "fire") == 0 && nw == 2 && s->gd->volley == NULL)
		return enemies(s, "fire", w[1], o);
	/* the first attacker's: the others must be able to join it */
	if (strcmp(e->name, "attack") == 0 && nw >= 3 &&
	    strcmp(w[nw - 1], "->") == 0)
		return enemies(s, "attack", w[1], o);
	return 0;
}

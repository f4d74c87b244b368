/* test_aftercombat: the rules the orders advance, losses and next carry
 * out, called as the commands call them (src/advance.c, src/losses.c,
 * src/phase-end.c): battle-of-agincourt §11.4 (who may advance, into
 * what), st-albans §9.9 (the owner shares out losses, as many as can be
 * taken), §9.11 (the defender takes a hex its losses emptied).  Every
 * refusal leaves the state as it was (DESIGN principle 5). */
#include "testutil.h"

#include <string.h>

#include "advance.h"
#include "board.h"
#include "enter.h"
#include "gamedata.h"
#include "hex.h"
#include "losses.h"
#include "phase-end.h"
#include "util.h"

static struct gamedata *ag, *sa;

static int
group_setup(void **state)
{
	char *cause = NULL;

	(void)state;
	if (gamedata_load(test_datadir(), "battle-of-agincourt", &ag,
	    &cause) != 0 || gamedata_load(test_datadir(), "st-albans", &sa,
	    &cause) != 0) {
		fprintf(stderr, "load: %s\n", cause ? cause : "?");
		free(cause);
		return -1;
	}
	return 0;
}

static int
group_teardown(void **state)
{
	(void)state;
	gamedata_free(sa);
	gamedata_free(ag);
	return 0;
}

static void
place(struct state *st, int u, struct hex h)
{
	char *cause = NULL;

	if (board_place(st, u, h, -1, &cause) != 0)
		fail_msg("place %s: %s", st->gd->units[u].id, cause);
}

/* Refused with exactly this cause, the state untouched.  (The cause
 * is read through a pointer: the call that sets it is an argument.) */
static void
refused(int rc, struct state *st, const struct state *was, char **cause,
    const char *want)
{
	char *what = NULL;

	assert_int_equal(rc, -1);
	assert_non_null(*cause);
	assert_string_equal(*cause, want);
	free(*cause);
	*cause = NULL;
	if (!state_equal(st, was, &what))
		fail_msg("a refusal changed the state: %s", what);
}

/* A woods hex of Agincourt with clear hexes on two sides of it, and the
 * first archer and the first unit that is not one. */
static void
woods_and_two(struct hex *w, struct hex *n1, struct hex *n2, int *archer,
    int *other)
{
	const struct grid *g = &ag->grid;
	const struct hexinfo *hi;
	int d, i, type = -1, found;

	for (i = 0; i < ag->ntypes; i++)
		if (strcmp(ag->types[i].id, "archer") == 0)
			type = i;
	assert_true(type >= 0);
	*archer = *other = -1;
	for (i = 0; i < ag->nunits; i++) {
		if (ag->units[i].type == type && *archer < 0)
			*archer = i;
		if (ag->units[i].type != type && *other < 0)
			*other = i;
	}
	assert_true(*archer >= 0 && *other >= 0);
	for (w->col = g->col_min; w->col <= g->col_max; w->col++)
		for (w->row = g->row_min; w->row <= g->row_max; w->row++) {
			if ((hi = gd_hex(ag, *w)) == NULL ||
			    strcmp(ag->terrain[hi->terrain].id, "woods") != 0)
				continue;
			for (d = 0, found = 0; d < HEX_DIRS && found < 2; d++) {
				struct hex n = hex_neighbour(g, *w, d);

				if ((hi = gd_hex(ag, n)) == NULL ||
				    strcmp(ag->terrain[hi->terrain].id,
				    "clear") != 0)
					continue;
				*(found++ == 0 ? n1 : n2) = n;
			}
			if (found == 2)
				return;
		}
	fail_msg("no woods hex with two clear neighbours");
}

/* battle-of-agincourt §11.4: of the attackers next to the hex, only one
 * that could enter it advances; the others are refused with the rule. */
static void
test_agincourt_11_4_advance(void **state)
{
	struct state *st = state_new(ag, 1415), *was;
	struct hex w, n1, n2, far;
	struct buf out;
	char *cause = NULL, *want;
	int a, m, k;

	(void)state;
	hex_labels_push(&ag->grid);
	woods_and_two(&w, &n1, &n2, &a, &m);
	place(st, a, n1);
	place(st, m, n2);
	buf_init(&out);
	/* nothing open yet */
	was = state_copy(st);
	refused(advance_order(st, a, &out, &cause), st, was, &cause,
	    "no hex is open for an advance: only right after a mêlée that "
	    "emptied the defender's hex (§11.4)");
	opens_get(st, OPENS_MELEE)->flags = OPENS_ADVANCE;
	opens_get(st, OPENS_MELEE)->hex = w;
	opens_get(st, OPENS_MELEE)->units[0] = m;
	opens_get(st, OPENS_MELEE)->units[1] = a;
	opens_get(st, OPENS_MELEE)->n = 2;
	state_free(was);
	was = state_copy(st);
	assert_int_equal(advance_open(st, &cause), 0);
	/* not one of the attackers */
	for (k = 0; k == a || k == m; k++)
		;
	want = xprintf("%s did not take part in the attack on %s",
	    ag->units[k].id, hex_str(w));
	refused(advance_order(st, k, &out, &cause), st, was, &cause, want);
	free(want);
	/* the woods are for archers only */
	want = xprintf("%s cannot advance: %s is Woods, which a %s unit "
	    "cannot enter (§7.1)", ag->units[m].id, hex_str(w),
	    ag->types[ag->units[m].type].name);
	refused(advance_order(st, m, &out, &cause), st, was, &cause, want);
	free(want);
	/* two hexes away */
	far = hex_neighbour(&ag->grid, n2, hex_dir_to(&ag->grid, w, n2));
	assert_non_null(gd_hex(ag, far));
	assert_int_equal(hex_distance(&ag->grid, far, w), 2);
	{
		struct state *st2 = state_copy(st), *was2;

		place(st2, m, far);
		was2 = state_copy(st2);
		want = xprintf("%s is not next to %s: only an adjacent unit "
		    "advances (§11.4)", ag->units[m].id, hex_str(w));
		refused(advance_order(st2, m, &out, &cause), st2, was2, &cause,
		    want);
		free(want);
		state_free(was2);
		state_free(st2);
	}
	/* taken off the map since */
	{
		struct state *st2 = state_copy(st), *was2;

		assert_int_equal(board_remove(st2, a, &cause), 0);
		was2 = state_copy(st2);
		want = xprintf("%s is not on the map", ag->units[a].id);
		refused(advance_order(st2, a, &out, &cause), st2, was2, &cause,
		    want);
		free(want);
		state_free(was2);
		state_free(st2);
	}
	/* the archer goes */
	assert_int_equal(advance_order(st, a, &out, &cause), 0);
	assert_true(hex_eq(st->u[a].hex, w));
	assert_int_equal(opens_advance(st), 0);
	assert_non_null(strstr(out.s, "advances into"));
	assert_int_equal(advance_open(st, &cause), -1);
	free(cause);
	buf_free(&out);
	state_free(was);
	state_free(st);
	hex_labels_pop(&ag->grid);
}

/* Two St Albans units next to each other with a reduced side, and an
 * enemy next to the first. */
static void
three_units(struct state *st, int *u1, int *u2, int *enemy)
{
	const struct grid *g = &sa->grid;
	struct hex h, n, e;
	int i, f = -1;

	*u1 = *u2 = *enemy = -1;
	for (i = 0; i < sa->nunits; i++) {
		const struct combat_rules *cr = &sa->combat;

		if (cr->reduced_stat < 0 ||
		    sa->units[i].stat[cr->reduced_stat] == 0)
			continue;
		if (*u1 < 0) {
			*u1 = i;
			f = sa->units[i].faction;
		} else if (*u2 < 0 && sa->units[i].faction == f)
			*u2 = i;
		else if (*enemy < 0 && sa->units[i].faction != f)
			*enemy = i;
	}
	assert_true(*u1 >= 0 && *u2 >= 0 && *enemy >= 0);
	/* three clear hexes in a row, well inside the map */
	for (h.col = g->col_min + 2; h.col <= g->col_max - 2; h.col++)
		for (h.row = g->row_min + 2; h.row <= g->row_max - 2; h.row++) {
			n = hex_neighbour(g, h, 0);
			e = hex_neighbour(g, h, 3);
			if (gd_hex(sa, h) && gd_hex(sa, n) && gd_hex(sa, e) &&
			    board_contact_hex(sa, h, e) &&
			    enter_hex(sa, *u1, h, NULL) &&
			    enter_hex(sa, *u2, n, NULL) &&
			    enter_hex(sa, *enemy, e, NULL)) {
				place(st, *u1, h);
				place(st, *u2, n);
				place(st, *enemy, e);
				return;
			}
		}
	fail_msg("no room for three units");
}

/* st-albans §9.9: the owner names as many units as losses can be taken,
 * each of the attackers, none more often than it has steps. */
static void
test_st_albans_9_9_owner_shares_losses(void **state)
{
	struct state *st = state_new(sa, 1455), *was;
	struct buf out;
	char *cause = NULL, *want;
	int a, b, e;

	(void)state;
	hex_labels_push(&sa->grid);
	three_units(st, &a, &b, &e);
	buf_init(&out);
	assert_int_equal(losses_steps_left(st, a), 2);
	was = state_copy(st);
	refused(losses_take(st, (int[]){ a }, 1, &out, &cause), st, was,
	    &cause, "no step losses wait to be shared out");
	state_free(was);
	/* as the attack leaves them: two losses for a and b */
	losses_share(st, (int[]){ a, b }, 2, 2, e, &out);
	assert_int_equal(opens_loss(st), 2);
	assert_non_null(strstr(out.s, "shares out 2 step losses among"));
	was = state_copy(st);
	want = xprintf("expected 2 units to lose a step each (name a unit "
	    "twice to take two from it): as many of the 2 losses as the "
	    "side can take (§%s)", gd_sec(sa, SEC_STEP_LOSS));
	assert_int_equal(losses_open(st, 1, &cause), -1);
	assert_string_equal(cause, want);
	free(cause);
	refused(losses_take(st, (int[]){ a }, 1, &out, &cause), st, was,
	    &cause, want);
	free(want);
	want = xprintf("%s did not take part in the combat", sa->units[e].id);
	refused(losses_take(st, (int[]){ a, e }, 2, &out, &cause), st, was,
	    &cause, want);
	free(want);
	/* a reduced unit has one step left */
	st->u[a].steps_lost = 1;
	assert_int_equal(losses_steps_left(st, a), 1);
	state_free(was);
	was = state_copy(st);
	want = xprintf("%s has not 2 steps to lose", sa->units[a].id);
	refused(losses_take(st, (int[]){ a, a }, 2, &out, &cause), st, was,
	    &cause, want);
	free(want);
	assert_int_equal(losses_take(st, (int[]){ a, b }, 2, &out, &cause), 0);
	assert_false(st->u[a].on_map);
	assert_int_equal(st->u[b].steps_lost, 1);
	assert_int_equal(opens_loss(st), 0);
	assert_null(opens_find(st, OPENS_LOSSES));
	assert_int_equal(losses_steps_left(st, a), 0);
	/* st-albans §9.11, the reverse: a's hex is empty and next to the
	 * defender, who may take it */
	assert_int_equal(opens_advance(st), 1);
	assert_true(hex_eq(opens_find(st, OPENS_MELEE)->hex, st->u[a].hex));
	assert_int_equal(opens_find(st, OPENS_MELEE)->units[0], e);
	assert_int_equal(opens_find(st, OPENS_MELEE)->n, 1);
	assert_int_equal(advance_took_part(st, e), 1);
	buf_free(&out);
	state_free(was);
	state_free(st);
	hex_labels_pop(&sa->grid);
}

/* What a phase leaves open is said when it ends, and does not keep it
 * from ending. */
static void
test_phase_left_undone(void **state)
{
	struct state *st = state_new(sa, 1455);
	struct buf out;
	char *cause = NULL, *want;
	int a, b, e;

	(void)state;
	hex_labels_push(&sa->grid);
	three_units(st, &a, &b, &e);
	opens_get(st, OPENS_MELEE)->flags = OPENS_ADVANCE;
	opens_get(st, OPENS_MELEE)->hex = st->u[a].hex;
	opens_get(st, OPENS_COUNTER)->unit = e;
	buf_init(&out);
	assert_int_equal(phase_left_undone(st, &out, &cause), 0);
	assert_null(cause);
	want = xprintf("left undone: no one advanced into %s\n"
	    "left undone: %s did not counter-attack\n", hex_str(st->u[a].hex),
	    sa->units[e].id);
	assert_non_null(strstr(out.s, want));
	free(want);
	buf_free(&out);
	state_free(st);
	hex_labels_pop(&sa->grid);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_agincourt_11_4_advance),
		cmocka_unit_test(test_st_albans_9_9_owner_shares_losses),
		cmocka_unit_test(test_phase_left_undone),
	};

	return cmocka_run_group_tests(tests, group_setup, group_teardown);
}

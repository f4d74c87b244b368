/* test_stack: stacking by the marks on the counters (board-stack.c,
 * stackload.c), captures of lone leaders (capture.c) and units kept
 * apart (apart.c), on the proving-stack game of tests/data, after
 * spi-agincourt 6.13, 12.13, 18.0, 12.23, 12.35, 6.16 and 5.18; and the
 * board's words for a set-up refused (board_stack_words) said as
 * narrate-stack.c renders the same record.  Hexes are worked by hand
 * from a flat-topped grid with even columns low (an even column c
 * touches rows r and r+1 of columns c-1 and c+1, an odd one rows r-1
 * and r), not from the code under test: the scenarios' comments say
 * where each unit stands. */
#include "testutil.h"

#include <string.h>

#include "apart.h"
#include "board.h"
#include "capture.h"
#include "gamedata.h"
#include "move.h"
#include "narrate.h"
#include "ruling.h"
#include "tally.h"
#include "util.h"

static struct gamedata *
load(const char *scenario, struct state **st)
{
	struct gamedata *gd;
	struct scenario *sc;
	char *why = NULL;

	if (gamedata_load(test_tinydir(), "proving-stack", &gd, &why) != 0 ||
	    scenario_load(gd, scenario, &sc, &why) != 0)
		fail_msg("%s", why);
	scenario_apply(gd, sc);
	*st = state_new(gd, 1);
	if (board_setup(*st, sc, &why) != 0)
		fail_msg("%s", why);
	scenario_free(sc);
	return gd;
}

static void
unload(struct gamedata *gd, struct state *st)
{
	state_free(st);
	gamedata_free(gd);
}

static int
unit(const struct gamedata *gd, const char *id)
{
	char *why = NULL;
	int u = gd_unit_find(gd, id, &why);

	if (u < 0)
		fail_msg("%s", why);
	return u;
}

/* May the unit stand there?  0, or the concept of the refusal, whose
 * section must be the one given. */
static int
stand(const struct state *st, const char *id, struct hex h,
    const char *section)
{
	struct ruling no;
	int c = 0;

	ruling_init(&no);
	if (board_stand_rec(st, unit(st->gd, id), h, &no) != 0) {
		assert_int_equal(no.n, 1);
		c = no.step[0].concept;
		assert_string_equal(no.step[0].section, section);
	}
	ruling_free(&no);
	return c;
}

/* The set-up's words for the record (board.c, below narrate) and
 * narrate-stack.c's rendering of it are the same text. */
static void
words_agree(const struct gamedata *gd, const struct ruling *no)
{
	struct buf b;
	char *w = board_stack_words(gd, &no->step[0]);

	buf_init(&b);
	narrate_ruling(gd, no, &b);
	assert_string_equal(b.s, w);
	buf_free(&b);
	free(w);
}

/* spi-agincourt 6.13: a leader stands with a friendly combat unit of
 * his contingent only, and a combat unit joins only leaders of its
 * own; any number of leaders in a hex.  wf (White) in 0205, gk (Green)
 * alone in 0203, gf (Green) in 0405; wb (White) on 0608+0709. */
static void
test_spi_6_13_leader_own_contingent(void **state)
{
	struct state *st;
	struct gamedata *gd = load("basic", &st);
	struct ruling no;

	(void)state;
	assert_int_equal(stand(st, "wl", H(2, 5), NULL), 0);
	assert_int_equal(stand(st, "gl", H(2, 5), "6.13"),
	    RS_REFUSE_STACK_CONTINGENT);
	assert_int_equal(stand(st, "gl", H(4, 5), NULL), 0);
	/* the other way round: White foot onto the lone Green knight */
	assert_int_equal(stand(st, "wf", H(2, 3), "6.13"),
	    RS_REFUSE_STACK_CONTINGENT);
	assert_int_equal(stand(st, "gf", H(2, 3), NULL), 0);
	/* either hex of a unit on two hexes */
	assert_int_equal(stand(st, "gl", H(6, 8), "6.13"),
	    RS_REFUSE_STACK_CONTINGENT);
	assert_int_equal(stand(st, "gl", H(7, 9), "6.13"),
	    RS_REFUSE_STACK_CONTINGENT);
	assert_int_equal(stand(st, "wl", H(7, 9), NULL), 0);
	/* no limit to the leaders: two in the Green foot's hex, then a
	 * third */
	ruling_init(&no);
	assert_int_equal(board_place_rec(st, unit(gd, "gl"), H(4, 5), -1,
	    &no), 0);
	assert_int_equal(board_place_rec(st, unit(gd, "con"), H(4, 5), -1,
	    &no), 0);
	assert_int_equal(stand(st, "gk", H(4, 5), NULL), 0);
	/* the refusal said as the set-up says it */
	assert_int_equal(board_place_rec(st, unit(gd, "wl"), H(4, 5), -1,
	    &no), -1);
	words_agree(gd, &no);
	ruling_free(&no);
	unload(gd, st);
}

/* spi-agincourt 12.13: the Constable (White, a great officer) stands
 * with the Green foot as with the White. */
static void
test_spi_12_13_great_officer_any(void **state)
{
	struct state *st;
	struct gamedata *gd = load("basic", &st);

	(void)state;
	assert_int_equal(stand(st, "con", H(4, 5), NULL), 0);
	assert_int_equal(stand(st, "con", H(2, 5), NULL), 0);
	assert_int_equal(stand(st, "con", H(7, 9), NULL), 0);
	/* and a Green foot joins him where he stands alone (0407) */
	assert_int_equal(stand(st, "gf", H(4, 7), NULL), 0);
	assert_int_equal(stand(st, "wf", H(4, 7), NULL), 0);
	unload(gd, st);
}

/* spi-agincourt 18.0: the champion, a type of its own with no
 * contingent, stands with either. */
static void
test_spi_18_0_fait_either(void **state)
{
	struct state *st;
	struct gamedata *gd = load("basic", &st);

	(void)state;
	assert_int_equal(stand(st, "ch", H(4, 5), NULL), 0);
	assert_int_equal(stand(st, "ch", H(2, 5), NULL), 0);
	assert_int_equal(stand(st, "ch", H(6, 8), NULL), 0);
	unload(gd, st);
}

/* spi-agincourt 12.23: leaders stand alone, and together alone (wl in
 * 0207, gl in 0208, gk in 0203). */
static void
test_spi_12_23_leaders_alone(void **state)
{
	struct state *st;
	struct gamedata *gd = load("basic", &st);

	(void)state;
	assert_int_equal(stand(st, "gl", H(2, 7), NULL), 0);
	assert_int_equal(stand(st, "gl", H(5, 5), NULL), 0);
	assert_int_equal(stand(st, "ch", H(2, 3), NULL), 0);
	unload(gd, st);
}

/* The count of ransom captured, for a faction. */
static int
captured(const struct state *st, const char *faction)
{
	return tally_get(st, tally_find(st->gd, "leaders_captured"),
	    gd_faction(st->gd, faction));
}

/* spi-agincourt 12.35: wf (0808) ends its move in 0806, where bk
 * (ransom 2) stands alone: captured, counted for Red. */
static void
test_spi_12_35_capture_on_entry(void **state)
{
	struct state *st;
	struct gamedata *gd = load("capture", &st);
	struct hex path[] = { H(8, 7), H(8, 6) };
	struct buf out;
	char *cause = NULL;
	int bk = unit(gd, "bk");

	(void)state;
	buf_init(&out);
	assert_int_equal(move_along(st, unit(gd, "wf"), path, 2, &out,
	    &cause), 0);
	assert_true(st->u[bk].eliminated);
	assert_false(st->u[bk].on_map);
	assert_int_equal(captured(st, "red"), 2);
	assert_int_equal(captured(st, "blue"), 0);
	assert_non_null(strstr(out.s, "bk is captured by wf in 0806 "
	    "(§12.35)"));
	buf_free(&out);
	unload(gd, st);
}

/* spi-agincourt 12.23: the same passing through 0806 to 0805; and the
 * battle on two hexes taking bl (ransom 4) in 0607 as its first half
 * steps in. */
static void
test_spi_12_23_capture_passing(void **state)
{
	struct state *st;
	struct gamedata *gd = load("capture", &st);
	struct hex path[] = { H(8, 7), H(8, 6), H(8, 5) };
	struct hex ahead[] = { H(6, 7) };
	struct buf out;
	char *cause = NULL;

	(void)state;
	buf_init(&out);
	assert_int_equal(move_along(st, unit(gd, "wf"), path, 3, &out,
	    &cause), 0);
	assert_true(hex_eq(st->u[unit(gd, "wf")].hex, H(8, 5)));
	assert_true(st->u[unit(gd, "bk")].eliminated);
	assert_int_equal(captured(st, "red"), 2);
	assert_int_equal(move_along(st, unit(gd, "wb"), ahead, 1, &out,
	    &cause), 0);
	assert_true(st->u[unit(gd, "bl")].eliminated);
	assert_int_equal(captured(st, "red"), 6);
	/* a friend's lone leader is passed, not taken (5.14): gf through
	 * gk in 0107 */
	path[0] = H(1, 7);
	path[1] = H(1, 6);
	assert_int_equal(move_along(st, unit(gd, "gf"), path, 2, &out,
	    &cause), 0);
	assert_true(st->u[unit(gd, "gk")].on_map);
	buf_free(&out);
	unload(gd, st);
}

/* spi-agincourt 6.16: wl (0305) may not enter 0304, the Blue foot's,
 * at the end of a move nor in passing. */
static void
test_spi_6_16_leader_never_enters_enemy(void **state)
{
	struct state *st;
	struct gamedata *gd = load("capture", &st);
	struct hex path[] = { H(3, 4), H(3, 3) };
	struct buf out;
	struct ruling r;
	char *cause = NULL, *text;

	(void)state;
	assert_int_equal(stand(st, "wl", H(3, 4), "6.16"),
	    RS_REFUSE_STACK_ENEMY_UNIT);
	buf_init(&out);
	assert_int_equal(move_along(st, unit(gd, "wl"), path, 1, &out,
	    &cause), -1);
	assert_non_null(strstr(cause, "(§6.16)"));
	free(cause);
	cause = NULL;
	assert_int_equal(move_along(st, unit(gd, "wl"), path, 2, &out,
	    &cause), -1);
	assert_non_null(strstr(cause, "step 1 (0305 to 0304)"));
	assert_non_null(strstr(cause, "(§6.16)"));
	free(cause);
	text = ruling_refused_take(&r);
	free(text);
	ruling_free(&r);
	assert_true(hex_eq(st->u[unit(gd, "wl")].hex, H(3, 5)));
	buf_free(&out);
	unload(gd, st);
}

/* spi-agincourt 5.18: xb (crossbow, 0905) may not stand next to wf
 * (0803) in 0904, nor gf (0908) next to xb in 0906; next to the enemy
 * (bf in 1003) it may, in 1004.  Placing, as moving (placement: true). */
static void
test_spi_5_18_archers_apart(void **state)
{
	struct state *st;
	struct gamedata *gd = load("apart", &st);
	struct ruling no;
	struct hex h;
	int xb = unit(gd, "xb"), gf = unit(gd, "gf");

	(void)state;
	ruling_init(&no);
	h = H(9, 4);
	assert_int_equal(apart_rec(st, xb, &h, 1, 0, &no), -1);
	assert_int_equal(no.step[0].concept, RS_REFUSE_APART);
	assert_string_equal(no.step[0].section, "5.18");
	assert_string_equal(ruling_w(&no.step[0], 1), "wf");
	h = H(9, 6);
	assert_int_equal(apart_rec(st, gf, &h, 1, 0, &no), -1);
	assert_string_equal(ruling_w(&no.step[1], 1), "xb");
	h = H(9, 7);
	assert_int_equal(apart_rec(st, gf, &h, 1, 0, &no), 0);
	h = H(10, 4);
	assert_int_equal(apart_rec(st, xb, &h, 1, 0, &no), 0);
	assert_int_equal(apart_rec(st, xb, &h, 1, 1, &no), 0);
	/* placed: refused, in words as in the record */
	ruling_free(&no);
	ruling_init(&no);
	assert_int_equal(board_place_rec(st, gf, H(9, 6), -1, &no), -1);
	assert_int_equal(no.step[0].concept, RS_REFUSE_APART);
	words_agree(gd, &no);
	ruling_free(&no);
	/* a crossbow next to a crossbow: from lists its own type */
	ruling_init(&no);
	assert_int_equal(board_place_rec(st, unit(gd, "xc"), H(10, 5), -1,
	    &no), -1);
	assert_string_equal(ruling_w(&no.step[0], 1), "xb");
	ruling_free(&no);
	unload(gd, st);
}

/* The other games stack as before: no marks, one extra of each type a
 * hex (st-albans §5), none alone with another extra. */
static void
test_stack_defaults(void **state)
{
	struct gamedata *gd;
	char *why = NULL;

	(void)state;
	if (gamedata_load(test_tinydir(), "proving-baggage", &gd, &why) != 0)
		fail_msg("%s", why);
	assert_int_equal(gd->stack.each, 1);
	assert_int_equal(gd->stack.with_mark, 0);
	assert_int_equal(gd->stack.together, 0);
	assert_int_equal(gd->capture.types, 0);
	assert_int_equal(gd->napart, 0);
	gamedata_free(gd);
}

/* --- broken copies of the proving game ------------------------------- */

static char *
slurp(const char *path)
{
	FILE *f = fopen(path, "r");
	struct buf b;
	int c;

	assert_non_null(f);
	buf_init(&b);
	while ((c = getc(f)) != EOF)
		buf_printf(&b, "%c", c);
	fclose(f);
	return b.s;
}

/* Copies proving-stack to a scratch root with the first `from` of its
 * game.yaml replaced by `to`; expects the load to fail at the place
 * where `at` begins (searched from the replacement on) with fragment in
 * the complaint (as test_mechanisms.c's broken does for the real
 * games). */
static void
broken(const char *from, const char *to, const char *at,
    const char *fragment)
{
	const char *game = "proving-stack";
	struct gamedata *gd = NULL;
	char root[128], *cmd, *path, *text, *p, *q, *out, *cause = NULL;
	char prefix[256];
	int line = 1, col;
	FILE *f;

	test_mkdtemp(root, sizeof root, "stack");
	cmd = xprintf("mkdir -p '%s/scenarios' '%s/tables' && "
	    "cp -r '%s/scenarios/%s' '%s/scenarios/' && "
	    "cp -r '%s/tables/%s' '%s/tables/'", root, root, test_tinydir(),
	    game, root, test_tinydir(), game, root);
	assert_int_equal(system(cmd), 0);
	free(cmd);
	path = xprintf("%s/scenarios/%s/game.yaml", root, game);
	text = slurp(path);
	if ((p = strstr(text, from)) == NULL)
		fail_msg("%s not in %s's game.yaml", from, game);
	*p = '\0';
	out = xprintf("%s%s%s", text, to, p + strlen(from));
	q = strstr(out + (p - text), at);
	assert_non_null(q);
	for (p = out, col = 1; p < q; p++) {
		col++;
		if (*p == '\n') {
			line++;
			col = 1;
		}
	}
	f = fopen(path, "w");
	assert_non_null(f);
	fputs(out, f);
	assert_int_equal(fclose(f), 0);
	snprintf(prefix, sizeof prefix, "%s/game.yaml:%d:%d: ", game, line,
	    col);
	if (gamedata_load(root, game, &gd, &cause) == 0) {
		gamedata_free(gd);
		fail_msg("the broken %s loaded (expected %s%s)", game, prefix,
		    fragment);
	}
	if (strstr(cause, prefix) == NULL || strstr(cause, fragment) == NULL)
		fail_msg("expected \"%s...%s...\", got \"%s\"", prefix,
		    fragment, cause);
	free(cause);
	free(text);
	free(out);
	free(path);
	test_rmtree(root);
}

/* Each key refused where it is wrong, saying what was expected. */
static void
test_stack_capture_apart_broken(void **state)
{
	(void)state;
	broken("with_mark: [white,", "with_mark: [whit,", "whit,",
	    "expected one of the game's marks (marks:)");
	broken("any_types: [champion]", "any_types: [foot]", "[foot]",
	    "expected types of the \"extra\" list in \"any_types\"");
	broken("each: any", "each: many", "many", "");
	broken("count: leaders_captured", "count: leaders_lost",
	    "leaders_lost", "expected a per-faction counter of the game's "
	    "state: (scope: faction), not \"leaders_lost\"");
	broken("count: leaders_captured", "count: leaders_captured\n"
	    "    count_for: thief", "thief", "expected count_for: captor or "
	    "owner");
	broken("by_types: [foot, horse, xbow, battle]", "by_types: [leader]",
	    "[leader]", "a type is both captured and a captor");
	broken("{types: [xbow], from: [foot, horse, xbow, battle], "
	    "placement: true, section: \"5.18\"}", "{types: [xbow], from: "
	    "[foot], placement: true}", "{types: [xbow]", "missing the key "
	    "\"section\"");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_spi_6_13_leader_own_contingent),
		cmocka_unit_test(test_spi_12_13_great_officer_any),
		cmocka_unit_test(test_spi_18_0_fait_either),
		cmocka_unit_test(test_spi_12_23_leaders_alone),
		cmocka_unit_test(test_spi_12_35_capture_on_entry),
		cmocka_unit_test(test_spi_12_23_capture_passing),
		cmocka_unit_test(test_spi_6_16_leader_never_enters_enemy),
		cmocka_unit_test(test_spi_5_18_archers_apart),
		cmocka_unit_test(test_stack_defaults),
		cmocka_unit_test(test_stack_capture_apart_broken),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

/* test_sides: two-sided counters (src/sides.c, src/sideload.c, the
 * FRONT/BACK values of src/unitload.c) on the proving-sides game of
 * tests/data, whose counters carry spi-agincourt's printed values:
 * Saveuse's cavalry 4 normal, 8 charge (§3.31, §17.11), Fauqm 3 and 6
 * (§3.32 with its errata), a longbow's yeoman back melee 2 (Suffolk,
 * §3.32) and no melee on its archer front, the charge's impulse
 * allowance 2 against every other unit's 1 (§3.33).  The values
 * expected are the rulebook's, not read back from the code. */
#include "testutil.h"

#include <stdio.h>
#include <string.h>

#include "allowance.h"
#include "board.h"
#include "combat.h"
#include "complete.h"
#include "ruling.h"
#include "session.h"
#include "sides.h"
#include "util.h"

static struct gamedata *gd;
static struct scenario *sc;

static int
setup(void **state)
{
	char *why = NULL;

	(void)state;
	if (gamedata_load(test_tinydir(), "proving-sides", &gd, &why) != 0 ||
	    scenario_load(gd, "basic", &sc, &why) != 0)
		fail_msg("%s", why);
	return 0;
}

static int
teardown(void **state)
{
	(void)state;
	scenario_free(sc);
	gamedata_free(gd);
	return 0;
}

static int
unit(const char *id)
{
	char *why = NULL;
	int u = gd_unit_find(gd, id, &why);

	if (u < 0)
		fail_msg("%s", why);
	return u;
}

static struct state *
set_up(void)
{
	struct state *st = state_new(gd, 1);
	char *why = NULL;

	if (board_setup(st, sc, &why) != 0)
		fail_msg("%s", why);
	return st;
}

/* spi-agincourt §17.11: the back of a cavalry counter is its charge,
 * Saveuse 4 on its normal front and 8 charging (§3.31), Fauqm 3 and 6
 * (§3.32, errata); the flip is a record citing the type's section. */
static void
test_spi_17_11_back_is_charge(void **state)
{
	struct state *st = set_up();
	int b1 = unit("b1"), b2 = unit("b2"), melee = gd_stat(gd, "melee");
	struct ruling r;

	(void)state;
	assert_string_equal(gd->units[b1].name, "Saveuse");
	assert_int_equal(sides_count(gd, b1), 2);
	assert_string_equal(sides_name(gd, b1, 0), "normal");
	assert_string_equal(sides_name(gd, b1, 1), "charge");
	assert_int_equal(st->u[b1].side, 0);	/* §17.12: deployed normal */
	assert_int_equal(sides_stat(st, b1, melee), 4);
	assert_int_equal(sides_stat_on(gd, b2, 0, melee), 3);
	assert_int_equal(sides_stat_on(gd, b2, 1, melee), 6);
	ruling_init(&r);
	assert_int_equal(sides_flip_rec(st, b1, NULL, &r), 0);
	assert_int_equal(st->u[b1].side, 1);
	assert_int_equal(sides_stat(st, b1, melee), 8);
	assert_int_equal(r.n, 1);
	assert_int_equal(r.step[0].concept, RS_SIDE_FLIPPED);
	assert_string_equal(r.step[0].section, "17.11");
	assert_int_equal(ruling_get(&r.step[0], "side", -1), 1);
	ruling_free(&r);
	/* §17.12: flipped back to normal, by name */
	ruling_init(&r);
	assert_int_equal(sides_flip_rec(st, b1, "normal", &r), 0);
	assert_int_equal(sides_stat(st, b1, melee), 4);
	ruling_free(&r);
	/* the attack strength combat reads is the side's */
	st->u[b1].side = 1;
	assert_int_equal(combat_strength(st, b1, 0), 8);
	state_free(st);
}

/* §3.33: charging cavalry has an impulse allowance of 2, every other
 * unit (non-charging cavalry too) 1: the movement allowance is the
 * side's (allowance_of: half points). */
static void
test_spi_3_33_charging_allowance_two(void **state)
{
	struct state *st = set_up();
	int b1 = unit("b1"), r2 = unit("r2");
	struct ruling r;

	(void)state;
	assert_int_equal(allowance_of(st, b1), 2);
	assert_int_equal(allowance_of(st, r2), 2);
	ruling_init(&r);
	assert_int_equal(sides_flip_rec(st, b1, "charge", &r), 0);
	ruling_free(&r);
	assert_int_equal(allowance_of(st, b1), 4);
	assert_int_equal(allowance_of(st, r2), 2);
	state_free(st);
}

/* §3.32, §15.0: a longbow's back is its yeoman, Suffolk melee 2; its
 * archer front prints none (0 here); the other stats are both sides'. */
static void
test_spi_3_32_yeoman_back_melee_2(void **state)
{
	struct state *st = set_up();
	int r1 = unit("r1"), melee = gd_stat(gd, "melee"),
	    df = gd_stat(gd, "df");
	struct ruling r;

	(void)state;
	assert_string_equal(gd->units[r1].name, "Suffolk");
	assert_string_equal(sides_name(gd, r1, 0), "archer");
	assert_string_equal(sides_name(gd, r1, 1), "yeoman");
	assert_int_equal(sides_stat(st, r1, melee), 0);
	ruling_init(&r);
	assert_int_equal(sides_flip_rec(st, r1, "yeoman", &r), 0);
	assert_string_equal(r.step[0].section, "15.0");
	ruling_free(&r);
	assert_int_equal(sides_stat(st, r1, melee), 2);
	assert_int_equal(sides_stat(st, r1, df), 2);
	assert_int_equal(sides_stat_on(gd, r1, 0, df), 2);
	state_free(st);
}

/* Refused flips leave the state as it was, each with its record. */
static void
test_sides_refusals(void **state)
{
	struct state *st = set_up(), *was;
	int r1 = unit("r1"), r2 = unit("r2"), b2 = unit("b2");
	struct ruling r;
	char *what = NULL;

	(void)state;
	was = state_copy(st);
	ruling_init(&r);
	assert_int_equal(sides_flip_rec(st, r2, NULL, &r), -1);
	assert_int_equal(r.step[r.n - 1].concept, RS_REFUSE_SIDE_ONE);
	assert_int_equal(sides_flip_rec(st, r1, "charge", &r), -1);
	assert_int_equal(r.step[r.n - 1].concept, RS_REFUSE_SIDE_UNKNOWN);
	/* b2 is set up on its charge side (basic.yaml "0603 s charge") */
	assert_int_equal(st->u[b2].side, 1);
	assert_int_equal(sides_flip_rec(st, b2, "CHARGE", &r), -1);
	assert_int_equal(r.step[r.n - 1].concept, RS_REFUSE_SIDE_ALREADY);
	assert_int_equal(sides_flip_rec(st, b2, "back", &r), -1);
	st->u[r1].eliminated = 1;
	assert_int_equal(sides_flip_rec(st, r1, NULL, &r), -1);
	assert_int_equal(r.step[r.n - 1].concept, RS_REFUSE_SIDE_GONE);
	st->u[r1].eliminated = 0;
	ruling_free(&r);
	if (!state_equal(st, was, &what))
		fail_msg("a refused flip changed the game: %s", what);
	/* and the side is part of the game's state */
	st->u[r1].side = 1;
	assert_false(state_equal(st, was, &what));
	free(what);
	state_free(was);
	state_free(st);
}

/* A type without sides_section cites the phase the flip is made in. */
static void
test_sides_cite_the_phase(void **state)
{
	struct state *st = set_up();
	struct ruling r;

	(void)state;
	ruling_init(&r);
	assert_int_equal(sides_flip_rec(st, unit("r3"), NULL, &r), 0);
	assert_string_equal(r.step[0].section, "5");	/* Move */
	ruling_free(&r);
	state_free(st);
}

/* --- the loader's refusals, each at its file and line --- */

static char dir[64];

static const char head[] =
    "game: sidet\n"
    "title: Sides\n"
    "dice: 2d6\n"
    "grid: {orientation: flat, stagger: even-low, columns: \"01-03\", "
    "rows: \"01-03\", north: up}\n"
    "tables: {terrain: terrain.yaml}\n"
    "factions:\n"
    "  red: {name: Red, symbol: R, edge: s}\n"
    "  blue: {name: Blue, symbol: B, edge: n}\n"
    "stats: {af: Attack, df: Defence}\n"
    "map:\n"
    "  legend: {\".\": clear}\n"
    "  rows:\n"
    "    - \"01 ...\"\n"
    "    - \"02 ...\"\n"
    "    - \"03 ...\"\n";

static void
write_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	assert_non_null(f);
	fputs(text, f);
	assert_int_equal(fclose(f), 0);
}

/* The game of head and then text: NULL if it loads, else the reason. */
static char *
load_with(const char *text)
{
	struct gamedata *g = NULL;
	char *p, *why = NULL, *all = xprintf("%s%s", head, text);

	p = xprintf("%s/scenarios/sidet/game.yaml", dir);
	write_file(p, all);
	free(p);
	free(all);
	if (gamedata_load(dir, "sidet", &g, &why) == 0) {
		gamedata_free(g);
		return NULL;
	}
	return why;
}

static void
refused(const char *text, const char *want)
{
	char *why = load_with(text);

	if (why == NULL)
		fail_msg("loaded, expected \"%s\"", want);
	if (strstr(why, want) == NULL)
		fail_msg("expected \"%s\" in: %s", want, why);
	free(why);
}

static void
test_sides_load_refusals(void **state)
{
	char *p;

	(void)state;
	test_mkdtemp(dir, sizeof dir, "sides");
	p = xprintf("mkdir -p '%s/scenarios/sidet' '%s/tables/sidet'", dir,
	    dir);
	assert_int_equal(system(p), 0);
	free(p);
	p = xprintf("%s/tables/sidet/terrain.yaml", dir);
	write_file(p, "table: terrain\nterrain:\n"
	    "  clear: {name: Clear, symbol: \".\", mf: 1}\n");
	free(p);
	/* the good form loads: sides, a section, FRONT/BACK */
	assert_null(load_with("unit_types:\n"
	    "  horse: {name: Horse, symbol: H, sides: [normal, charge], "
	    "sides_section: \"17.11\"}\n"
	    "units:\n"
	    "  - {id: r1, name: R, faction: red, type: horse, af: 4/8, "
	    "df: 3}\n"));
	refused("unit_types:\n"
	    "  foot: {name: Foot, symbol: F}\n"
	    "  horse: {name: Horse, symbol: H, sides: [a, b], "
	    "sides_section: \"1\"}\n"
	    "units:\n"
	    "  - {id: r1, name: R, faction: red, type: foot, af: 4/8, df: 3}\n",
	    "game.yaml:20:5: unit r1 gives af 4/8, but a foot counter has "
	    "one side");
	refused("unit_types:\n"
	    "  foot: {name: Foot, symbol: F}\n"
	    "units:\n"
	    "  - {id: r1, name: R, faction: red, type: foot, af: 4/8, df: 3}\n",
	    "game.yaml:19:53: expected a whole number from 0 to 999");
	refused("unit_types:\n"
	    "  horse: {name: Horse, symbol: H, sides: [a, b], "
	    "sides_section: \"1\"}\n"
	    "units:\n"
	    "  - {id: r1, name: R, faction: red, type: horse, af: 4/x, "
	    "df: 3}\n",
	    "or FRONT/BACK for a counter of two sides (4/8)");
	refused("unit_types:\n"
	    "  horse: {name: Horse, symbol: H, sides: [a, b, c], "
	    "sides_section: \"1\"}\n",
	    "game.yaml:17:42: expected sides: [FRONT, BACK]");
	refused("unit_types:\n"
	    "  horse: {name: Horse, symbol: H, sides: [a, A], "
	    "sides_section: \"1\"}\n",
	    "the two sides of horse have one name (\"A\")");
	refused("unit_types:\n"
	    "  horse: {name: Horse, symbol: H, sides: [a, \"b c\"], "
	    "sides_section: \"1\"}\n",
	    "expected a side's name as one word");
	refused("unit_types:\n"
	    "  foot: {name: Foot, symbol: F, sides_section: \"1\"}\n",
	    "sides_section without sides");
	/* no section, and no sequence whose phases it could cite */
	refused("unit_types:\n"
	    "  horse: {name: Horse, symbol: H, sides: [a, b]}\n",
	    "expected sides_section: the section a flip of horse cites");
}

/* A set-up's third word is the unit's side, and only a side (in the
 * game of the loader's tests). */
static void
setup_refused(const char *line, const char *want)
{
	struct gamedata *g = NULL;
	struct scenario *bad = NULL;
	char *p, *why = NULL;

	assert_null(load_with("unit_types:\n"
	    "  foot: {name: Foot, symbol: F}\n"
	    "  horse: {name: Horse, symbol: H, sides: [normal, charge], "
	    "sides_section: \"17.11\"}\n"
	    "units:\n"
	    "  - {id: b1, name: B, faction: blue, type: horse, af: 4/8, "
	    "df: 3}\n"
	    "  - {id: r2, name: R, faction: red, type: foot, af: 1, df: 1}\n"));
	p = xprintf("%s/scenarios/sidet/bad.yaml", dir);
	write_file(p, line);
	free(p);
	if (gamedata_load(dir, "sidet", &g, &why) != 0)
		fail_msg("%s", why);
	assert_int_equal(scenario_load(g, "bad", &bad, &why), -1);
	if (strstr(why, want) == NULL)
		fail_msg("expected \"%s\" in: %s", want, why);
	free(why);
	gamedata_free(g);
}

static void
test_sides_setup_words(void **state)
{
	(void)state;
	setup_refused("scenario: bad\ngame: sidet\ntitle: Bad\nsetup:\n"
	    "  b1: 0102 s gallop\n", "bad.yaml:5:7: expected \"HEX FACING "
	    "SIDE\", the side normal or charge of b1, not \"gallop\"");
	setup_refused("scenario: bad\ngame: sidet\ntitle: Bad\nsetup:\n"
	    "  r2: 0102 n back\n", "r2 is a counter of one side, not "
	    "\"back\"");
	test_rmtree(dir);
}

static int
has(char **v, int n, const char *want)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcmp(v[i], want) == 0)
			return 1;
	return 0;
}

/* flip completes the counters of two sides, then the sides' names. */
static void
test_sides_completion(void **state)
{
	struct session s;
	struct buf out;
	char **v, *why = NULL;
	int n;

	(void)state;
	session_init(&s, test_tinydir());
	buf_init(&out);
	if (session_new(&s, "proving-sides", "basic", 1, NULL, &out,
	    &why) != 0)
		fail_msg("%s", why);
	buf_free(&out);
	v = complete_candidates(&s, "flip ", 5, "", &n);
	assert_int_equal(n, 4);
	assert_true(has(v, n, "r1") && has(v, n, "b1") && has(v, n, "b2") &&
	    has(v, n, "r3"));
	assert_false(has(v, n, "r2"));		/* a Foot: one side */
	words_free_argv(n, v);
	v = complete_candidates(&s, "flip b1 ", 8, "", &n);
	assert_true(has(v, n, "normal") && has(v, n, "charge") &&
	    has(v, n, "yeoman") && has(v, n, "front") && has(v, n, "back"));
	words_free_argv(n, v);
	v = complete_candidates(&s, "flip b1 ch", 8, "ch", &n);
	assert_int_equal(n, 1);
	assert_string_equal(v[0], "charge");
	words_free_argv(n, v);
	session_free(&s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_spi_17_11_back_is_charge),
		cmocka_unit_test(test_spi_3_33_charging_allowance_two),
		cmocka_unit_test(test_spi_3_32_yeoman_back_melee_2),
		cmocka_unit_test(test_sides_refusals),
		cmocka_unit_test(test_sides_cite_the_phase),
		cmocka_unit_test(test_sides_load_refusals),
		cmocka_unit_test(test_sides_setup_words),
		cmocka_unit_test(test_sides_completion),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}

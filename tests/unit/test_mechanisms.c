/* test_mechanisms: the loaders of the rule mechanisms chosen by data
 * (src/charge.c, the combat and morale kinds): what both games' YAML
 * gives, and a located complaint (file:line:col: what was expected) for
 * each broken parameter.  The broken games are the real game files,
 * copied to a scratch directory with one text replaced. */
#include "testutil.h"

#include <string.h>

#include "delegate.h"
#include "gamedata.h"
#include "util.h"

static struct gamedata *
load(const char *game)
{
	struct gamedata *gd = NULL;
	char *cause = NULL;

	if (gamedata_load(test_datadir(), game, &gd, &cause) != 0)
		fail_msg("%s refused: %s", game, cause);
	return gd;
}

static int
type_of(const struct gamedata *gd, const char *id)
{
	int t;

	for (t = 0; t < gd->ntypes; t++)
		if (strcmp(gd->types[t].id, id) == 0)
			return t;
	fail_msg("no unit type %s", id);
	return -1;
}

static int
terrain_of(const struct gamedata *gd, const char *id)
{
	int t;

	for (t = 0; t < gd->nterrain; t++)
		if (strcmp(gd->terrain[t].id, id) == 0)
			return t;
	fail_msg("no terrain %s", id);
	return -1;
}

/* battle-of-agincourt §7.4: exactly three hexes in a straight line; the
 * bonus is the combat DRM "charge" (§11.2). */
static void
test_agincourt_charge(void **state)
{
	struct gamedata *gd = load("battle-of-agincourt");
	const struct charge_rules *cg = &gd->charge;

	(void)state;
	assert_int_equal(cg->types, 1u << type_of(gd, "cavalry"));
	assert_int_equal(cg->hexes, 3);
	assert_true(cg->straight);
	assert_false(cg->at_target);
	assert_int_equal(cg->through, 0);
	assert_int_equal(cg->target_in, 0);
	assert_string_equal(cg->drm, "charge");
	assert_int_equal(cg->strength, 0);
	assert_false(cg->must_advance);
	assert_int_equal(cg->mark, -1);
	assert_int_equal(cg->countered_by, -1);
	assert_string_equal(cg->section, "7.4");
	gamedata_free(gd);
}

/* st-albans §9.2: straight at the target through clear or road, +2
 * strength, must advance; optional 10.2 counters it. */
static void
test_st_albans_9_2_charge(void **state)
{
	struct gamedata *gd = load("st-albans");
	const struct charge_rules *cg = &gd->charge;

	(void)state;
	assert_int_equal(cg->types, 1u << type_of(gd, "cavalry"));
	assert_int_equal(cg->hexes, 0);
	assert_true(cg->straight);
	assert_true(cg->at_target);
	assert_int_equal(cg->through, (1u << terrain_of(gd, "clear")) |
	    ROAD_BIT);
	assert_int_equal(cg->target_in, cg->through);
	assert_true(cg->only_by_road != 0);
	assert_null(cg->drm);
	assert_int_equal(cg->strength, 2);
	assert_true(cg->must_advance);
	assert_true(cg->mark >= 0);
	assert_true(cg->countered_by >= 0);
	assert_string_equal(cg->section, "9.2");
	gamedata_free(gd);
}

/* --- broken copies of the real games ---------------------------------- */

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

/* Copies GAME to a scratch root with the first `from` of its game.yaml
 * replaced by `to`; expects the load to fail at the place where `at`
 * begins (searched from the replacement on) with fragment in the
 * complaint. */
static void
broken(const char *game, const char *from, const char *to, const char *at,
    const char *fragment)
{
	struct gamedata *gd = NULL;
	char root[128], *cmd, *path, *text, *p, *q, *out, *cause = NULL;
	char prefix[256];
	int line = 1, col;
	FILE *f;

	test_mkdtemp(root, sizeof root, "mech");
	cmd = xprintf("mkdir -p '%s/scenarios' '%s/tables' && "
	    "cp -r '%s/scenarios/%s' '%s/scenarios/' && "
	    "cp -r '%s/tables/%s' '%s/tables/'", root, root, test_datadir(),
	    game, root, test_datadir(), game, root);
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

static void
test_charge_broken(void **state)
{
	(void)state;
	broken("battle-of-agincourt", "    hexes: 3 ", "    hexs: 3 ",
	    "hexs", "hexs");
	broken("battle-of-agincourt", "bonus: {drm: charge}",
	    "bonus: {drm: chrge}", "chrge",
	    "expected the id of a combat modifier with when: "
	    "attacker-charged");
	broken("battle-of-agincourt", "bonus: {drm: charge}",
	    "bonus: {}", "{}", "expected {drm: MODIFIER} or {strength: N}");
	broken("st-albans", "through: [clear, road]",
	    "through: [clear, raod]", "raod",
	    "expected a terrain of the game, or road");
	broken("st-albans", "only_by_road: [stream, palisade]",
	    "only_by_road: [stream, palisad]", "palisad",
	    "expected a hexside feature of the game");
	broken("st-albans", "countered_by: counter-charge",
	    "countered_by: no-such-rule", "no-such-rule",
	    "expected one of the game's options");
	broken("st-albans", "    mark: charge ", "    mark: charg ",
	    "charg", "expected one of the game's marks");
	broken("st-albans", "bonus: {strength: 2}", "bonus: {strength: x}",
	    "x}", "");
	/* the fuzzers' finds (tests/fuzz/crashes/gamedata/rules-*) */
	broken("st-albans", "through: [clear, road]",
	    "through: [[clear], road]", "[clear]",
	    "expected a terrain of the game, or road");
	broken("st-albans", "only_by_road: [stream, palisade]",
	    "only_by_road: [{stream: 1}]", "{stream",
	    "expected a hexside feature of the game");
}

/* combat: kind: odds-crt, and its parameters grouped by rule concept */
static void
test_combat_kind(void **state)
{
	struct gamedata *gd = load("st-albans");
	const struct combat_rules *c = &gd->combat;

	(void)state;
	assert_int_equal(c->kind, COMBAT_ODDS_CRT);
	assert_true(c->missile.combine);
	assert_true(c->missile.free_to_fire);
	assert_int_equal(c->missile.melee_penalty, 1);
	assert_true(c->missile.penalty_exempt >= 0);
	assert_int_equal(c->missile.alone_att, 1);
	assert_int_equal(c->missile.alone_def, 1);
	assert_true(c->losses.by_owner);
	assert_true(c->advance.defender);
	assert_string_equal(c->advance.section, "9.11");
	assert_true(c->once.per_phase);
	gamedata_free(gd);
	gd = load("battle-of-agincourt");
	c = &gd->combat;
	assert_int_equal(c->kind, COMBAT_ODDS_CRT);
	assert_false(c->missile.combine);
	assert_int_equal(c->missile.alone_att, 0);
	assert_false(c->losses.by_owner);
	assert_false(c->advance.defender);
	assert_false(c->once.per_phase);
	assert_string_equal(c->counter.section, "11.5");
	gamedata_free(gd);
}

static void
test_combat_broken(void **state)
{
	(void)state;
	broken("battle-of-agincourt", "kind: odds-crt", "kind: odds",
	    "odds", "expected a combat kind: one of odds-crt");
	broken("st-albans", "alone_above: \"1:1\"", "alone_above: even",
	    "even", "expected odds as \"A:D\"");
	broken("st-albans", "losses: {allocated_by: owner}",
	    "losses: {allocated_by: players}", "players",
	    "expected owner or table");
	broken("st-albans", "once: {attack_per: phase",
	    "once: {attack_per: game", "game", "expected turn or phase");
	broken("st-albans", "exempt_mark: no-melee-penalty",
	    "exempt_mark: none", "none", "expected one of the game's marks");
}

/* st-albans §9.4, §6: baggage and commanders, mechanisms of their own
 * (rules: baggage:, rules: commanders:), and the delayed-turn
 * adaptation as the game's delegate: block; Agincourt has none. */
static void
test_baggage_commanders_delegate(void **state)
{
	struct gamedata *gd = load("st-albans");
	struct state *st;

	(void)state;
	assert_true(gd->baggage.types != 0);
	assert_int_equal(gd->baggage.defends_at, 1);
	assert_string_equal(gd->baggage.section, "9.4");
	assert_true(gd->commanders.types != 0);
	assert_string_equal(gd->commanders.section, "6");
	assert_int_equal(delegate_option(gd), gd_option(gd, "delayed"));
	assert_int_equal(gd->delegate.decides, DELEGATE_RETREAT |
	    DELEGATE_LOSSES | DELEGATE_DEFENDER_ADVANCE);
	/* herald takes the choices only under the option */
	st = state_new(gd, 1);
	assert_false(delegate_decides(st, DELEGATE_RETREAT));
	st->options |= 1u << gd_option(gd, "delayed");
	assert_true(delegate_decides(st, DELEGATE_RETREAT));
	assert_true(delegate_decides(st, DELEGATE_LOSSES));
	assert_true(delegate_decides(st, DELEGATE_DEFENDER_ADVANCE));
	state_free(st);
	gamedata_free(gd);
	gd = load("battle-of-agincourt");
	assert_int_equal(gd->baggage.types, 0);
	assert_int_equal(gd->commanders.types, 0);
	assert_int_equal(delegate_option(gd), -1);
	st = state_new(gd, 1);
	st->options = ~0u;
	assert_false(delegate_decides(st, DELEGATE_RETREAT));
	state_free(st);
	gamedata_free(gd);
}

/* The old places under combat: are refused with the new one named; the
 * new blocks check what they read. */
static void
test_baggage_commanders_delegate_broken(void **state)
{
	(void)state;
	broken("st-albans", "    losses: {allocated_by: owner}",
	    "    baggage: {types: [baggage], strength: 1}\n"
	    "    losses: {allocated_by: owner}", "{types: [baggage], strength",
	    "combat: baggage: is now a mechanism of its own: write it as "
	    "rules: baggage: {types: [TYPE...], defends_at: N, section}");
	broken("st-albans", "    losses: {allocated_by: owner}",
	    "    commanders: {types: [commander]}\n"
	    "    losses: {allocated_by: owner}", "{types: [commander]}",
	    "is now a mechanism of its own: write it as rules: commanders:");
	broken("st-albans", "    losses: {allocated_by: owner}",
	    "    herald_decides: delayed\n    losses: {allocated_by: owner}",
	    "delayed\n", "combat: herald_decides: is now a setting of the "
	    "game, not of combat: write it at the top of game.yaml as "
	    "delegate:");
	broken("st-albans", "defends_at: 1,", "defends_at: lots,", "lots",
	    "");
	broken("st-albans", "types: [baggage], defends_at",
	    "types: [bagage], defends_at", "bagage", "");
	broken("st-albans", "decides: [retreat, losses,",
	    "decides: [retreat, looses,", "looses", "expected a choice "
	    "herald may take for the players: one of retreat, losses, "
	    "defender-advance");
	broken("st-albans", "delegate: {option: delayed,",
	    "delegate: {option: delay,", "delay,",
	    "expected one of the game's options");
}

/* morale: kind: roll-vs-rating (battle-of-agincourt §13) and
 * roll-vs-strength (st-albans §9.10) */
static void
test_morale_kind(void **state)
{
	struct gamedata *gd = load("battle-of-agincourt");

	(void)state;
	assert_int_equal(gd->morale.kind, MORALE_ROLL_VS_RATING);
	gamedata_free(gd);
	gd = load("st-albans");
	assert_int_equal(gd->morale.kind, MORALE_ROLL_VS_STRENGTH);
	gamedata_free(gd);
	broken("st-albans", "kind: roll-vs-strength", "kind: strength",
	    "strength", "expected a morale kind: one of roll-vs-rating, "
	    "roll-vs-strength");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_agincourt_charge),
		cmocka_unit_test(test_st_albans_9_2_charge),
		cmocka_unit_test(test_charge_broken),
		cmocka_unit_test(test_combat_kind),
		cmocka_unit_test(test_combat_broken),
		cmocka_unit_test(test_baggage_commanders_delegate),
		cmocka_unit_test(test_baggage_commanders_delegate_broken),
		cmocka_unit_test(test_morale_kind),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

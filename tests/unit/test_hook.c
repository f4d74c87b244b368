/* Unit tests of the scenario hooks: a safe interpreter (DESIGN principle
 * 6), limits that stop a runaway hook, errors that name the script file
 * and line, and the host commands a hook reads the game with. */
#include "testutil.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "hook.h"

static char dir[64];
static struct gamedata *gd;
static struct scenario *sc;
static struct state *st;

static int
setup(void **state)
{
	char *why = NULL;

	test_mkdtemp(dir, sizeof dir, "hook");
	assert_int_equal(gamedata_load(test_tinydir(), "tiny", &gd, &why), 0);
	assert_int_equal(scenario_load(gd, "basic", &sc, &why), 0);
	st = state_new(gd, 7);
	assert_int_equal(board_setup(st, sc, &why), 0);
	return 0;
}

static int
teardown(void **state)
{
	test_rmtree(dir);
	state_free(st);
	scenario_free(sc);
	gamedata_free(gd);
	return 0;
}

static char *
script(const char *name, const char *text)
{
	char *p = xprintf("%s/%s", dir, name);
	FILE *f = fopen(p, "w");

	assert_non_null(f);
	fputs(text, f);
	fclose(f);
	return p;
}

static struct hooks *
load(const char *name, const char *text)
{
	struct hooks *h = NULL;
	char *p = script(name, text), *why = NULL;

	if (hooks_new(NULL, p, &h, &why) != 0)
		fail_msg("hooks_new: %s", why);
	free(p);
	return h;
}

static int
call(struct hooks *h, const char *proc, struct buf *narr, char **result,
    char **why)
{
	struct hook_env env = { gd, sc, st, narr, NULL };

	return hooks_call(h, &env, proc, 0, NULL, result, why);
}

static void
test_host_commands_read_the_game(void **state)
{
	struct hooks *h = load("read.tcl",
	    "proc r {} {\n"
	    "  set u [herald::unit r1]\n"
	    "  set x [herald::hex 0302]\n"
	    "  list [dict get $u hex] [dict get $u facing] [dict get $u af] "
	    "[llength [herald::units]] [herald::units blue] "
	    "[dict get $x terrain] [dict get [herald::game] game] "
	    "[herald::distance 0104 0402]\n"
	    "}\n");
	char *result = NULL, *why = NULL;
	struct buf narr;

	buf_init(&narr);
	assert_int_equal(call(h, "r", &narr, &result, &why), 0);
	assert_string_equal(result, "0104 n 3 2 b1 woods tiny 3");
	free(result);
	buf_free(&narr);
	hooks_free(h);
}

static void
test_narrate_goes_to_the_players(void **state)
{
	struct hooks *h = load("narr.tcl",
	    "proc n {} { herald::narrate \"the English stand (§2)\" }\n");
	char *why = NULL;
	struct buf narr;

	buf_init(&narr);
	assert_int_equal(call(h, "n", &narr, NULL, &why), 0);
	assert_string_equal(narr.s, "the English stand (§2)\n");
	buf_free(&narr);
	hooks_free(h);
}

static void
test_safe_interpreter_hides_dangerous_commands(void **state)
{
	static const char *cmds[] = {
		"open /etc/passwd", "exec ls", "file exists /", "socket x 1",
		"source /etc/passwd", "load libc.so.6", "cd /", "pwd",
		"glob *", "exit 3"
	};
	struct hooks *h;
	char *why, *text;
	size_t i;

	for (i = 0; i < nitems(cmds); i++) {
		text = xprintf("proc bad {} { %s }\n", cmds[i]);
		h = load("bad.tcl", text);
		free(text);
		why = NULL;
		assert_int_equal(call(h, "bad", NULL, NULL, &why), -1);
		assert_non_null(strstr(why, "invalid command name"));
		free(why);
		hooks_free(h);
	}
	/* The process is still here and nothing was touched. */
	assert_int_equal(access("/etc/passwd", R_OK), 0);
}

static void
test_runaway_hook_stopped_by_time_limit(void **state)
{
	struct hooks *h = load("spin.tcl", "proc spin {} { while 1 {} }\n");
	char *why = NULL;

	hooks_set_limits(h, 1000000000, 100);
	assert_int_equal(call(h, "spin", NULL, NULL, &why), -1);
	assert_non_null(strstr(why, "spin.tcl"));
	assert_non_null(strstr(why, "stopped"));
	assert_non_null(strstr(why, "time"));
	free(why);
	/* The interpreter is usable again afterwards. */
	why = NULL;
	hooks_free(h);
	h = load("ok.tcl", "proc spin {} { while 1 {} }\nproc ok {} { "
	    "return fine }\n");
	hooks_set_limits(h, 1000000000, 50);
	assert_int_equal(call(h, "spin", NULL, NULL, &why), -1);
	free(why);
	why = NULL;
	{
		char *result = NULL;

		if (call(h, "ok", NULL, &result, &why) != 0)
			fail_msg("%s", why);
		assert_string_equal(result, "fine");
		free(result);
	}
	hooks_free(h);
}

static void
test_runaway_hook_stopped_by_command_limit(void **state)
{
	struct hooks *h = load("count.tcl",
	    "proc many {} { for {set i 0} {$i < 100000000} {incr i} "
	    "{ set x $i } }\n");
	char *why = NULL;

	hooks_set_limits(h, 5000, 60000);
	assert_int_equal(call(h, "many", NULL, NULL, &why), -1);
	assert_non_null(strstr(why, "stopped"));
	assert_non_null(strstr(why, "5000 commands"));
	free(why);
	hooks_free(h);
}

static void
test_hook_error_names_file_and_line(void **state)
{
	struct hooks *h = load("victory.tcl",
	    "# line 1\n"
	    "\n"
	    "proc check {} {\n"
	    "    set x 1\n"
	    "    error \"no such faction\"\n"
	    "}\n");
	char *why = NULL;

	assert_int_equal(call(h, "check", NULL, NULL, &why), -1);
	assert_string_equal(why, "victory.tcl:5: hook check failed: "
	    "no such faction");
	free(why);
	hooks_free(h);
}

static void
test_script_error_at_load_names_line(void **state)
{
	char *p = script("broken.tcl", "set a 1\nset b\n"), *why = NULL;
	struct hooks *h = NULL;

	assert_int_equal(hooks_new(NULL, p, &h, &why), -1);
	assert_null(h);
	if (strstr(why, "broken.tcl:2:") == NULL)
		fail_msg("%s", why);
	free(why);
	free(p);
}

static void
test_host_command_errors_are_clear(void **state)
{
	struct hooks *h = load("args.tcl",
	    "proc a {} { herald::unit nosuch }\n"
	    "proc b {} { herald::hex 9999 }\n"
	    "proc c {} { herald::unit }\n");
	char *why = NULL;

	assert_int_equal(call(h, "a", NULL, NULL, &why), -1);
	assert_non_null(strstr(why, "no unit \"nosuch\""));
	free(why);
	why = NULL;
	assert_int_equal(call(h, "b", NULL, NULL, &why), -1);
	assert_non_null(strstr(why, "off the map"));
	free(why);
	why = NULL;
	assert_int_equal(call(h, "c", NULL, NULL, &why), -1);
	assert_non_null(strstr(why, "wrong # args"));
	free(why);
	hooks_free(h);
}

static void
test_scenario_event_calls_named_proc(void **state)
{
	struct hooks *h = NULL;
	struct hook_env env;
	struct buf narr;
	char *why = NULL;

	assert_int_equal(hooks_new(NULL, sc->hook_script, &h, &why), 0);
	buf_init(&narr);
	env.gd = gd;
	env.sc = sc;
	env.st = st;
	env.narration = &narr;
	env.ro = NULL;
	assert_int_equal(hooks_event(h, &env, "start", 0, NULL, &why), 0);
	assert_string_equal(narr.s, "start: r1 in 0104\n");
	/* Phase events pass turn, side and phase. */
	{
		const char *argv[] = { "1", "red", "move" };

		buf_reset(&narr);
		assert_int_equal(hooks_event(h, &env, "phase_end", 3, argv,
		    &why), 0);
		assert_string_equal(narr.s, "ends 1 red move\n");
	}
	/* An event the scenario does not name is no call at all. */
	buf_reset(&narr);
	assert_int_equal(hooks_event(h, &env, "victory", 0, NULL, &why), 0);
	assert_int_equal(narr.len, 0);
	buf_free(&narr);
	hooks_free(h);
}

/* The `order` event is a question: the first hook with a non-empty
 * answer refuses the order, and the scenario's set-up hex is there for
 * rules that hold units back. */
static void
test_order_hook_answer_refuses(void **state)
{
	struct hooks *h = load("order.tcl",
	    "proc quiet {args} { return \"\" }\n"
	    "proc held {turn side phase verb args} {\n"
	    "  set u [herald::unit [lindex $args 0]]\n"
	    "  if {$verb eq \"move\" && [dict get $u hex] eq [dict get $u setup]} {\n"
	    "    return \"$turn $side $phase: [dict get $u id] is held in [dict get $u setup]\"\n"
	    "  }\n"
	    "  return \"\"\n"
	    "}\n");
	struct hook_event evs[] = {
		{ "order", "quiet" }, { "start", "held" }, { "order", "held" }
	};
	struct scenario fake = *sc;
	struct hook_env env = { gd, &fake, st, NULL, NULL };
	const char *mv[] = { "1", "red", "move", "move", "r1", "0105" };
	const char *at[] = { "1", "red", "move", "attack", "r1", "->", "b1" };
	char *answer = NULL, *why = NULL;

	fake.hooks = evs;
	fake.nhooks = 3;
	assert_int_equal(hooks_ask(h, &env, "order", 6, mv, &answer, &why), 0);
	assert_non_null(answer);
	assert_string_equal(answer, "1 red move: r1 is held in 0104");
	free(answer);
	/* every hook answers empty: no answer at all */
	assert_int_equal(hooks_ask(h, &env, "order", 7, at, &answer, &why), 0);
	assert_null(answer);
	hooks_free(h);
}

/* herald::roll and herald::eliminate act only where an order runs: with
 * the order's dice (journaled for the replay), and never in a question. */
static void
test_rule_hooks_roll_the_orders_dice(void **state)
{
	struct hooks *h = load("dice.tcl",
	    "proc goes_over {} {\n"
	    "  set d [herald::roll 1d6 \"loyalty\"]\n"
	    "  if {$d <= 3} { herald::eliminate r1 \"goes over\" }\n"
	    "  return $d\n"
	    "}\n");
	struct rng rng;
	struct roller ro;
	struct roll script = { 0 };
	struct buf narr;
	struct state *game = state_copy(st);	/* the others' stays */
	struct hook_env env = { gd, sc, game, NULL, NULL };
	char *result = NULL, *why = NULL;
	int r1 = -1, i;

	for (i = 0; i < gd->nunits; i++)
		if (strcmp(gd->units[i].id, "r1") == 0)
			r1 = i;
	assert_true(r1 >= 0 && game->u[r1].on_map);
	buf_init(&narr);
	env.narration = &narr;
	/* in a question (no dice): refused, the game unchanged */
	assert_int_equal(hooks_call(h, &env, "goes_over", 0, NULL, &result,
	    &why), -1);
	assert_non_null(strstr(why, "no dice may be rolled here"));
	free(why);
	why = NULL;
	/* in an order, with a die read back from the journal: a 2 */
	rng_seed(&rng, 1);
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	assert_int_equal(dice_parse("1d6", &script.e, &why), 0);
	script.src = ROLL_PHYSICAL;
	script.nface = 1;
	script.face[0] = 2;
	script.total = 2;
	ro.script = &script;
	ro.nscript = 1;
	ro.replaying = 1;
	ro.manual = 1;		/* the players' own dice */
	env.ro = &ro;
	assert_int_equal(hooks_call(h, &env, "goes_over", 0, NULL, &result,
	    &why), 0);
	assert_string_equal(result, "2");
	assert_false(game->u[r1].on_map);
	assert_true(game->u[r1].eliminated);
	assert_non_null(strstr(narr.s, "loyalty: 1d6: 2 = 2 (physical)\n"));
	assert_non_null(strstr(narr.s, "r1 is eliminated: goes over\n"));
	free(result);
	roller_reset_made(&ro);
	buf_free(&narr);
	state_free(game);
	hooks_free(h);
}

/* herald::declare: a winner and how, or a draw; the first result
 * stands; anything else is no faction. */
static void
test_declare_a_winner_or_a_draw(void **state)
{
	struct hooks *h = load("declare.tcl",
	    "proc draw {} { herald::declare draw \"both broken\" }\n"
	    "proc win {} { herald::declare red \"too late\" }\n"
	    "proc bad {} { herald::declare green \"who?\" }\n");
	struct state *saved = st;
	struct buf narr;
	char *result = NULL, *why = NULL;

	(void)state;
	st = state_copy(saved);
	buf_init(&narr);
	assert_int_equal(call(h, "draw", &narr, &result, &why), 0);
	free(result);
	assert_true(st->over);
	assert_int_equal(st->winner, -1);
	assert_string_equal(st->result, "both broken");
	assert_string_equal(narr.s, "Draw: both broken\n");
	/* the draw stands */
	assert_int_equal(call(h, "win", &narr, &result, &why), 0);
	free(result);
	assert_int_equal(st->winner, -1);
	assert_string_equal(st->result, "both broken");
	assert_int_equal(call(h, "bad", &narr, &result, &why), -1);
	assert_non_null(strstr(why, "expected a faction or draw"));
	free(why);
	buf_free(&narr);
	state_free(st);
	st = saved;
	hooks_free(h);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_host_commands_read_the_game),
		cmocka_unit_test(test_narrate_goes_to_the_players),
		cmocka_unit_test(test_safe_interpreter_hides_dangerous_commands),
		cmocka_unit_test(test_runaway_hook_stopped_by_time_limit),
		cmocka_unit_test(test_runaway_hook_stopped_by_command_limit),
		cmocka_unit_test(test_hook_error_names_file_and_line),
		cmocka_unit_test(test_script_error_at_load_names_line),
		cmocka_unit_test(test_host_command_errors_are_clear),
		cmocka_unit_test(test_scenario_event_calls_named_proc),
		cmocka_unit_test(test_order_hook_answer_refuses),
		cmocka_unit_test(test_rule_hooks_roll_the_orders_dice),
		cmocka_unit_test(test_declare_a_winner_or_a_draw),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}

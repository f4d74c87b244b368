/* Unit tests of the scenario hooks: a safe interpreter (DESIGN principle
 * 6), limits that stop a runaway hook, errors that name the script file
 * and line, and the host commands a hook reads the game with. */
#include "testutil.h"

#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "guard.h"
#include "hook.h"
#include "hook-int.h"

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

/* Issue 10: a question (`status`) asked again about the same game is
 * answered from what it said the first time, without running; asked
 * about a game that changed, it runs again and says what that game
 * gives.  A question that failed, or changed its game, is not kept.
 * Each answer is compared with a run without the memo. */
static int
runs(struct hooks *h)
{
	struct guard_stats gs;

	guard_stats(h->guard, &gs);
	return (int)gs.runs;
}

static void
ask(struct hooks *h, struct state *on, const char *proc, int questioning,
    struct buf *narr, int rc)
{
	struct hook_env env = { gd, sc, on, narr, NULL };
	char *why = NULL;

	hooks_questioning(h, questioning);
	assert_int_equal(hooks_call(h, &env, proc, 0, NULL, NULL, &why), rc);
	hooks_questioning(h, 0);
	free(why);
}

static void
test_questions_answered_again_from_memory(void **state)
{
	struct hooks *h = load("memo.tcl",
	    "proc where {} { herald::narrate \"r1 at [dict get "
	    "[herald::unit r1] hex], [herald::eliminated] lost\" }\n"
	    "proc odd {} { if {[dict get [herald::unit r1] hex] eq \"0104\"} "
	    "{ error odd } ; herald::narrate fine }\n"
	    "proc win {} { herald::declare red won ; herald::narrate won }\n");
	struct state *copy = state_copy(st);
	struct buf a, b;
	char *why = NULL;
	int n;

	buf_init(&a);
	buf_init(&b);
	ask(h, copy, "where", 1, &a, 0);
	n = runs(h);
	ask(h, copy, "where", 1, &a, 0);
	assert_int_equal(runs(h), n);		/* not run again */
	ask(h, copy, "where", 0, &b, 0);	/* the same, run */
	ask(h, copy, "where", 0, &b, 0);
	assert_string_equal(a.s, b.s);
	assert_string_equal(a.s, "r1 at 0104, 0 lost\nr1 at 0104, 0 lost\n");
	/* a game that changed: run again, and its own answer */
	assert_int_equal(board_place(copy, 0, (struct hex){ 1, 3 }, -1, &why),
	    0);
	buf_reset(&a);
	n = runs(h);
	ask(h, copy, "where", 1, &a, 0);
	assert_true(runs(h) > n);
	assert_string_equal(a.s, "r1 at 0103, 0 lost\n");
	/* an elimination is seen too */
	copy->u[0].eliminated = 1;
	buf_reset(&a);
	ask(h, copy, "where", 1, &a, 0);
	assert_non_null(strstr(a.s, "1 lost"));
	copy->u[0].eliminated = 0;
	/* a failure is not kept: it runs, and fails, again */
	state_copy_into(copy, st);
	buf_reset(&a);
	ask(h, copy, "odd", 1, &a, -1);
	n = runs(h);
	ask(h, copy, "odd", 1, &a, -1);
	assert_true(runs(h) > n);
	/* nor one that changed its game (a result declared) */
	ask(h, copy, "win", 1, &a, 0);
	assert_int_equal(copy->over, 1);
	state_copy_into(copy, st);
	n = runs(h);
	ask(h, copy, "win", 1, &a, 0);
	assert_true(runs(h) > n);
	state_free(copy);
	buf_free(&a);
	buf_free(&b);
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

/* The load's check of the procs a game's rules name (gamedata.c
 * gamedata_check_procs): a proc the script defines is found, in the
 * global namespace as a call finds it; a typo is not. */
static void
test_hooks_has_finds_the_scripts_procs(void **state)
{
	struct hooks *h = load("has.tcl",
	    "proc here {} { return 1 }\n"
	    "namespace eval ns { proc inner {} { return 2 } }\n");
	char *why = NULL;

	(void)state;
	assert_int_equal(hooks_has(h, "here", &why), 0);
	assert_int_equal(hooks_has(h, "::here", &why), 0);
	assert_int_equal(hooks_has(h, "ns::inner", &why), 0);
	assert_int_equal(hooks_has(h, "heer", &why), 1);
	assert_null(why);
	assert_int_equal(hooks_has(h, "inner", &why), 1);
	assert_null(why);
	assert_string_equal(hooks_script_names(h, 0), "has.tcl");
	assert_null(hooks_script_names(h, 1));
	/* no scripts: nothing is defined */
	assert_int_equal(hooks_has(NULL, "here", &why), 1);
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

static long
ms_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

/* Issue 8, replay must equal live play: an order a hook allowed in play
 * gets HOOK_REPLAY_SLACK times the time when its journal replays (on a
 * slower or busier machine); the command limit does not change. */
static void
test_replay_has_more_time(void **state)
{
	struct hooks *h = load("spin.tcl", "proc spin {} { while 1 {} }\n");
	char *why = NULL;
	const char *p;
	long t0, ms;
	int replay_ms = 0, live_ms = 0;

	hooks_set_limits(h, 1000000000, 100);
	hooks_replaying(h, 1);
	t0 = ms_now();
	assert_int_equal(call(h, "spin", NULL, NULL, &why), -1);
	ms = ms_now() - t0;
	assert_true(ms >= 100 * HOOK_REPLAY_SLACK - 10);
	assert_non_null(p = strstr(why, "time ("));
	assert_int_equal(sscanf(p, "time (%d ms)", &replay_ms), 1);
	free(why);
	why = NULL;
	hooks_replaying(h, 0);
	assert_int_equal(call(h, "spin", NULL, NULL, &why), -1);
	assert_non_null(p = strstr(why, "time ("));
	assert_int_equal(sscanf(p, "time (%d ms)", &live_ms), 1);
	/* 100 ms and 500 ms (both scaled alike under valgrind) */
	assert_int_equal(replay_ms, live_ms * HOOK_REPLAY_SLACK);
	free(why);
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

/* build() makes the interpreter while the game data loads (hooks_begin,
 * hooks_prepare, then hooks_start): the same interpreter and the same
 * refusals as hooks_new; hooks made but never started (a game without
 * scripts, a load that failed) let everything go (the sanitizer build's
 * leak check). */
static void
test_prepared_hooks_are_hooks_new(void **state)
{
	char *p = script("prep.tcl", "proc check {} { return ok }\n");
	char *q = script("prepbad.tcl", "set a 1\nset b\n");
	char *missing = xprintf("%s/none.tcl", dir), *why = NULL, *w2 = NULL;
	char *result = NULL;
	struct hooks *h, *out = NULL;

	h = hooks_begin();
	hooks_prepare(h);
	hooks_free(h);
	hooks_free(hooks_begin());

	h = hooks_begin();
	hooks_prepare(h);
	assert_int_equal(hooks_start(h, NULL, p, &out, &why), 0);
	assert_non_null(out);
	assert_int_equal(out->builds, 1);
	if (call(out, "check", NULL, &result, &why) != 0)
		fail_msg("%s", why);
	assert_string_equal(result, "ok");
	free(result);
	hooks_free(out);

	h = hooks_begin();
	hooks_prepare(h);
	assert_int_equal(hooks_start(h, NULL, missing, &out, &why), -1);
	assert_null(out);
	assert_int_equal(hooks_new(NULL, missing, &out, &w2), -1);
	assert_string_equal(why, w2);
	free(why);
	free(w2);

	h = hooks_begin();
	hooks_prepare(h);
	assert_int_equal(hooks_start(h, NULL, q, &out, &why), -1);
	assert_null(out);
	assert_int_equal(hooks_new(NULL, q, &out, &w2), -1);
	assert_string_equal(why, w2);
	free(why);
	free(w2);
	free(missing);
	free(q);
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


/* Issue 8: nothing that differs between two replays of a journal, or
 * between two machines, reaches a hook; each source refuses with a
 * reason a script's author can act on. */
static void
test_no_time_or_machine_reaches_a_hook(void **state)
{
	static const struct {
		const char	*script;
		const char	*message;
	} cases[] = {
		{ "clock seconds", "clock: a hook cannot read the time" },
		{ "clock clicks", "clock: a hook cannot read the time" },
		{ "clock milliseconds", "clock: a hook cannot read the time" },
		{ "clock microseconds", "clock: a hook cannot read the time" },
		{ "clock format 0", "clock: a hook cannot read the time" },
		{ "clock scan 2000-01-01", "clock: a hook cannot read the time" },
		{ "::tcl::clock::clicks", "invalid command name" },
		{ "::tcl::clock::seconds", "invalid command name" },
		{ "::tcl::clock::milliseconds", "invalid command name" },
		{ "::tcl::clock::microseconds", "invalid command name" },
		{ "::tcl::clock::getenv HOME", "invalid command name" },
		{ "time {set x 1} 10", "time: a hook cannot read the time" },
		{ "::tcl::unsupported::timerate {set x 1} 10",
		    "invalid command name" },
		{ "after 10", "after: a hook cannot read the time or wait" },
		{ "after idle {set ::x 1}", "after: a hook cannot read" },
		{ "vwait ::x", "vwait: a hook cannot read the time or wait" },
		{ "update", "update: a hook cannot read the time or wait" },
		{ "info cmdcount", "info cmdcount: a hook cannot read the time" },
		{ "::tcl::info::cmdcount", "info cmdcount: a hook cannot" },
		{ "pid", "pid: what it tells differs between machines" },
		{ "info hostname", "info hostname: what it tells differs" },
		{ "info nameofexecutable", "info nameofexecutable: what it" },
		{ "info patchlevel", "info patchlevel: what it tells differs" },
		{ "info library", "info library: what it tells differs" },
		{ "info loaded", "info loaded: what it tells differs" },
		{ "info sharedlibextension", "info sharedlibextension: what" },
		{ "info script", "info script: what it tells differs" },
		{ "info frame 0", "info frame: what it tells differs" },
		{ "package require Tcl", "package: what it tells differs" },
		{ "::tcl::pkgconfig list", "tcl::pkgconfig: what it tells" },
		{ "::zlib::pkgconfig list", "zlib::pkgconfig: what it tells" },
		{ "::tcl::encoding::system", "invalid command name" },
		{ "set tcl_platform(os)", "no such variable" },
		{ "set tcl_patchLevel", "no such variable" },
		{ "::tcl::unsupported::representation {}",
		    "invalid command name" },
		{ "::tcl::unsupported::disassemble script {}",
		    "invalid command name" },
		{ "::tcl::unsupported::assemble {push 1}",
		    "invalid command name" },
		{ "expr {rand()}", "rand(): a hook has no random numbers" },
		{ "expr {srand(1)}", "srand(): a hook has no random numbers" },
		{ "expr {sin(1.0)}", "sin(): its last digits can differ" },
		{ "expr {exp(1.0)}", "exp(): its last digits can differ" },
		{ "expr {pow(2.0, 0.5)}", "pow(): its last digits can differ" },
		{ "expr {atan2(1, 2)}", "atan2(): its last digits can differ" },
		{ "chan names", "chan: a hook has no files or channels" },
		{ "chan pipe", "chan: a hook has no files or channels" },
		{ "::tcl::chan::pipe", "invalid command name" },
		{ "puts hello", "puts: a hook has no files or channels" },
		{ "zlib stream deflate", "zlib: a hook has no files or channels" },
		{ "coroutine c apply {{} {yield 1}}", "coroutine: a hook keeps "
		    "no state between calls" },
		{ "interp create x", "interp: a hook keeps no state" },
		{ "interp alias {} x {} set", "interp: a hook keeps no state" },
		{ "trace add variable ::x write {}", "trace: a hook keeps no" },
		{ "oo::class create C", "oo::class: a hook keeps no state" },
		{ "oo::object new", "oo::object: a hook keeps no state" },
		{ "info errorstack", "info errorstack: a hook keeps no state" },
		{ "array startsearch tcl_version", "array startsearch: a hook" },
	};
	struct hooks *h;
	char *why, *text;
	size_t i;

	for (i = 0; i < nitems(cases); i++) {
		text = xprintf("proc bad {} { %s }\n", cases[i].script);
		h = load("bad.tcl", text);
		free(text);
		why = NULL;
		if (call(h, "bad", NULL, NULL, &why) != -1)
			fail_msg("%s: not refused", cases[i].script);
		if (strstr(why, cases[i].message) == NULL)
			fail_msg("%s: %s", cases[i].script, why);
		free(why);
		hooks_free(h);
	}
}

/* What a hook may still use: the language, min() and max(). */
static void
test_the_language_stays(void **state)
{
	struct hooks *h = load("lang.tcl",
	    "set table {a 1 b 2}\n"
	    "proc ok {} {\n"
	    "  set l [lsort [dict keys $::table]]\n"
	    "  lappend l [expr {max(1, 4, 2)}] [expr {min(3, 2.5)}]\n"
	    "  lappend l [string map {x y} xx] [format %03d 7] $::tcl_version\n"
	    "  lappend l [catch {error e} m] $m [info exists ::errorInfo]\n"
	    "  array set a {k v}; lappend l [array names a]\n"
	    "  lappend l [apply {{x} {expr {$x * 2}}} 21]\n"
	    "  namespace eval ::herald {}\n"
	    "}\n");
	char *result = NULL, *why = NULL;

	if (call(h, "ok", NULL, &result, &why) == 0)
		fail_msg("namespace eval in a call was not refused");
	assert_non_null(strstr(why, "namespace eval: commands and "
	    "namespaces are made when the script loads"));
	free(why);
	hooks_free(h);
	h = load("lang.tcl",
	    "set table {a 1 b 2}\n"
	    "proc ok {} {\n"
	    "  set l [lsort [dict keys $::table]]\n"
	    "  lappend l [expr {max(1, 4, 2)}] [expr {min(3, 2.5)}]\n"
	    "  lappend l [string map {x y} xx] [format %03d 7] $::tcl_version\n"
	    "  lappend l [catch {error e} m] $m [info exists ::errorInfo]\n"
	    "  array set a {k v}; lappend l [array names a]\n"
	    "  lappend l [apply {{x} {expr {$x * 2}}} 21]\n"
	    "  lappend l [expr {sqrt(16.0)}] [expr {round(2.5)}] "
	    "[expr {isqrt(17)}] [expr {2 ** 10}]\n"
	    "}\n");
	why = NULL;
	if (call(h, "ok", NULL, &result, &why) != 0)
		fail_msg("%s", why);
	assert_string_equal(result, "a b 4 2.5 yy 007 8.6 1 e 1 k 42 4.0 3 4 "
	    "1024");
	free(result);
	hooks_free(h);
}

/* A hook keeps no state: whatever a call leaves in any namespace's
 * variables is named, refused and undone, and the next call starts
 * from the interpreter as the script left it when it loaded. */
static void
test_state_left_behind_is_refused_and_undone(void **state)
{
	static const struct {
		const char	*body;
		const char	*message;
	} cases[] = {
		{ "set ::counter 1", "hook leak set ::counter: a hook keeps "
		    "no state between calls" },
		{ "uplevel #0 {set counter 1}", "hook leak set ::counter" },
		{ "set ::herald::x 1", "hook leak set ::herald::x" },
		{ "set ::tcl::mathop::x 1", "hook leak set ::tcl::mathop::x" },
		{ "variable ::tcl::q", "hook leak declared ::tcl::q" },
		{ "set ::limit 6", "hook leak changed ::limit" },
		{ "lappend ::limit 1", "hook leak changed ::limit" },
		{ "unset ::limit", "hook leak unset ::limit" },
		{ "set ::table(b) 2", "hook leak set ::table(b)" },
		{ "set ::table(a) 2", "hook leak changed ::table(a)" },
		{ "unset ::table(a)", "hook leak unset ::table(a)" },
		{ "unset ::table", "hook leak unset ::table" },
		{ "set ::tcl_version 9.0", "hook leak changed ::tcl_version" },
		{ "uplevel #0 {upvar #0 limit l}", "hook leak linked ::l" },
		{ "array set ::arr {x 1}", "hook leak set ::arr" },
		{ "set ::errorInfo(x) 1", "::errorInfo" },
	};
	struct hooks *h;
	char *why, *text, *result;
	size_t i;

	for (i = 0; i < nitems(cases); i++) {
		text = xprintf("set table(a) 1\nset limit 5\n"
		    "proc leak {} {\n  %s\n  return done\n}\n"
		    "proc look {} {\n"
		    "  list [lsort [info globals]] [array get ::table] "
		    "[info exists ::limit] [info vars ::herald::*] "
		    "[info vars ::tcl::*] [info vars ::tcl::mathop::*]\n"
		    "}\n", cases[i].body);
		h = load("leak.tcl", text);
		free(text);
		result = why = NULL;
		if (call(h, "look", NULL, &result, &why) != 0)
			fail_msg("%s", why);
		text = result;
		why = NULL;
		if (call(h, "leak", NULL, NULL, &why) != -1)
			fail_msg("%s: not refused", cases[i].body);
		if (strstr(why, cases[i].message) == NULL)
			fail_msg("%s: %s", cases[i].body, why);
		free(why);
		why = NULL;
		/* undone: the next call sees what the first one saw */
		if (call(h, "look", NULL, &result, &why) != 0)
			fail_msg("%s", why);
		assert_string_equal(result, text);
		free(result);
		free(text);
		hooks_free(h);
	}
}

/* What a call does and takes back, or puts back as it was, is no state:
 * temporary globals, a value set again to the same text, tcl_precision
 * read, errors caught (errorInfo), a load-time variable named by
 * [variable], a variable that does not exist read. */
static void
test_state_put_back_is_no_state(void **state)
{
	struct hooks *h = load("tidy.tcl",
	    "set limit 5\nset table(a) 1\n"
	    "namespace eval ::rules {}\nset ::rules::max 3\n"
	    "proc ::rules::max {} { variable max; return $max }\n"
	    "proc tidy {} {\n"
	    "  set ::tmp 1; unset ::tmp\n"
	    "  set ::limit 5; set ::table(a) [expr {0 + 1}]\n"
	    "  set p $::tcl_precision\n"
	    "  catch {error boom}\n"
	    "  catch {set ::nothing}; info exists ::nowhere\n"
	    "  ::rules::max\n"
	    "  return [info exists ::errorInfo]\n"
	    "}\n");
	char *result = NULL, *why = NULL;
	int i;

	for (i = 0; i < 3; i++) {
		if (call(h, "tidy", NULL, &result, &why) != 0)
			fail_msg("%s", why);
		assert_string_equal(result, "1");
		free(result);
	}
	assert_int_equal(h->builds, 1);
	hooks_free(h);
}

/* Variables made and unset, or unset and set again, leave the same
 * variables but may list them in another order ([info globals], [array
 * names]): no state, so no refusal, but the next call starts from the
 * interpreter as loaded all the same. */
static void
test_order_of_variables_is_put_back(void **state)
{
	static const char *const bodies[] = {
		"for {set i 0} {$i < 64} {incr i} { set ::t$i 1 }\n"
		"  for {set i 0} {$i < 64} {incr i} { unset ::t$i }",
		"for {set i 0} {$i < 64} {incr i} { set ::table(t$i) 1 }\n"
		"  for {set i 0} {$i < 64} {incr i} { unset ::table(t$i) }",
		"unset ::limit; set ::limit [string cat 5]",
		"set v $::table(b); unset ::table(b); set ::table(b) $v",
	};
	struct hooks *h;
	char *why, *text, *first, *result;
	unsigned builds;
	size_t i;

	for (i = 0; i < nitems(bodies); i++) {
		text = xprintf("set limit 5\narray set table {a 1 b 2 c 3}\n"
		    "set g1 1\nset g2 2\nset g3 3\n"
		    "proc shuffle {} {\n  %s\n  return ok\n}\n"
		    "proc look {} { list [info globals] [array names ::table] }\n",
		    bodies[i]);
		h = load("order.tcl", text);
		free(text);
		first = why = NULL;
		if (call(h, "look", NULL, &first, &why) != 0)
			fail_msg("%s", why);
		builds = h->builds;
		result = NULL;
		if (call(h, "shuffle", NULL, &result, &why) != 0)
			fail_msg("%s: %s", bodies[i], why);
		assert_string_equal(result, "ok");
		free(result);
		if (call(h, "look", NULL, &result, &why) != 0)
			fail_msg("%s", why);
		assert_string_equal(result, first);
		if (i < 2)
			assert_true(h->builds > builds);
		free(result);
		free(first);
		hooks_free(h);
	}
}

/* A hook that fails after leaving state: the failure is reported, and
 * the state is undone all the same. */
static void
test_failed_call_is_undone_too(void **state)
{
	struct hooks *h = load("fail.tcl",
	    "proc bad {} { set ::kept 1; error \"gave up\" }\n"
	    "proc look {} { info exists ::kept }\n");
	char *result = NULL, *why = NULL;

	assert_int_equal(call(h, "bad", NULL, NULL, &why), -1);
	assert_string_equal(why, "fail.tcl:1: hook bad failed: gave up");
	free(why);
	why = NULL;
	if (call(h, "look", NULL, &result, &why) != 0)
		fail_msg("%s", why);
	assert_string_equal(result, "0");
	free(result);
	hooks_free(h);
}

/* Once loaded, the script cannot make commands or namespaces, under any
 * name it gave the commands that make them. */
static void
test_sealed_after_loading(void **state)
{
	static const char *const bodies[] = {
		"proc ::x {} {}", "rename look {}", "rename look look2",
		"namespace eval ::x {}", "namespace delete ::herald",
		"namespace ensemble create -command ::e",
		"namespace export *", "namespace import ::herald::*",
		"namespace path ::herald", "namespace unknown x",
		"namespace forget ::herald::unit", "p2 ::x {} {}",
		"r2 look {}", "ne ::x {}", "interp alias {} a {} set",
	};
	struct hooks *h;
	char *why, *text, *result;
	size_t i;

	for (i = 0; i < nitems(bodies); i++) {
		text = xprintf("rename proc p2\n"
		    "p2 look {} { lsort [info commands ::*] }\n"
		    "rename rename r2\n"
		    "r2 ::tcl::namespace::eval ::ne\n"
		    "p2 bad {} { %s }\n", bodies[i]);
		h = load("sealed.tcl", text);
		free(text);
		result = why = NULL;
		if (call(h, "look", NULL, &result, &why) != 0)
			fail_msg("%s", why);
		text = result;
		why = NULL;
		if (call(h, "bad", NULL, NULL, &why) != -1)
			fail_msg("%s: not refused", bodies[i]);
		if (strstr(why, "are made when the script loads") == NULL &&
		    strstr(why, "a hook keeps no state") == NULL &&
		    strstr(why, "invalid command name") == NULL)
			fail_msg("%s: %s", bodies[i], why);
		free(why);
		why = NULL;
		if (call(h, "look", NULL, &result, &why) != 0)
			fail_msg("%s", why);
		assert_string_equal(result, text);
		free(result);
		free(text);
		hooks_free(h);
	}
}

/* The command limit is Tcl's own, on a count no script can touch: a
 * script that redefines [info cmdcount] or [info] does not switch it
 * off. */
static void
test_command_limit_survives_cmdcount_spoofing(void **state)
{
	static const char *const spoofs[] = {
		"proc ::tcl::info::cmdcount {} { return 0 }",
		"proc ::tcl::info::cmdcount {} { return -2147483648 }",
		"proc ::tcl::info::cmdcount {} { return 2147483647 }",
		"rename ::tcl::info::cmdcount {}",
		"rename info {}\nproc info {args} { return 0 }",
		"namespace ensemble configure info -map {}",
	};
	struct hooks *h;
	char *why, *text;
	size_t i;

	for (i = 0; i < nitems(spoofs); i++) {
		text = xprintf("%s\nproc many {} { for {set i 0} "
		    "{$i < 100000000} {incr i} { set x $i } }\n", spoofs[i]);
		h = load("spoof.tcl", text);
		free(text);
		hooks_set_limits(h, 5000, 60000);
		why = NULL;
		assert_int_equal(call(h, "many", NULL, NULL, &why), -1);
		if (strstr(why, "5000 commands") == NULL)
			fail_msg("%s: %s", spoofs[i], why);
		free(why);
		hooks_free(h);
	}
}

/* Tcl counts commands in an int: before the count could pass its
 * ceiling in a call, the interpreter starts again, the same as before;
 * no sum overflows on the way (UBSan). */
static void
test_command_count_near_its_ceiling(void **state)
{
	struct hooks *h = load("count.tcl",
	    "set loaded 1\n"
	    "proc some {} { for {set i 0} {$i < 3000} {incr i} {}; "
	    "info exists ::loaded }\n");
	char *result = NULL, *why = NULL;
	unsigned builds = h->builds;
	int i;

	hooks_set_limits(h, 100000, 60000);
	h->count_ceiling = 120000;
	for (i = 0; i < 10; i++) {
		if (call(h, "some", NULL, &result, &why) != 0)
			fail_msg("%s", why);
		assert_string_equal(result, "1");
		free(result);
	}
	assert_true(h->builds > builds);
	/* limits out of range are brought within it */
	hooks_set_limits(h, 2147483647, 2147483647);
	h->count_ceiling = 2147483647;
	if (call(h, "some", NULL, &result, &why) != 0)
		fail_msg("%s", why);
	free(result);
	hooks_set_limits(h, -5, 0);
	assert_int_equal(call(h, "some", NULL, &result, &why), -1);
	assert_non_null(strstr(why, "(1 commands)"));
	free(why);
	hooks_free(h);
}

/* A forged "(procedure ... line N)" in the error information cannot
 * make the line arithmetic overflow (UBSan), nor point outside the
 * file. */
static void
test_forged_error_lines_are_bounded(void **state)
{
	static const char *const forged[] = {
		"(procedure \"bad\" line 2147483647)",
		"(procedure \"bad\" line 99999999999999999999)",
		"(procedure \"bad\" line -5)",
		"(procedure \"bad\" line 0)",
		"(procedure \"bad\" line 40)",
		"(procedure \"bad",
		"(procedure \"", "(procedure \"bad\" line )",
		"(file \"x\" line 2147483647)",
	};
	struct hooks *h;
	char *why, *text;
	size_t i;

	for (i = 0; i < nitems(forged); i++) {
		text = xprintf("# a comment\nproc bad {} {\n  return -code "
		    "error -errorinfo {%s} forged\n}\n", forged[i]);
		h = load("forged.tcl", text);
		free(text);
		why = NULL;
		assert_int_equal(call(h, "bad", NULL, NULL, &why), -1);
		if (strcmp(why, "forged.tcl: hook bad failed: forged") != 0)
			fail_msg("%s: %s", forged[i], why);
		free(why);
		hooks_free(h);
	}
	/* a line within the procedure is believed */
	h = load("forged.tcl", "# a comment\nproc bad {} {\n  return -code "
	    "error -errorinfo {(procedure \"bad\" line 2)} forged\n}\n");
	why = NULL;
	assert_int_equal(call(h, "bad", NULL, NULL, &why), -1);
	assert_string_equal(why, "forged.tcl:3: hook bad failed: forged");
	free(why);
	hooks_free(h);
}

/* A player's roll at the table moves the time limit on, and even a
 * clock far in the future or the past moves it by a day at most. */
static void
test_limit_extension_is_bounded(void **state)
{
	struct hooks *h = load("ext.tcl", "proc x {} {}\n");
	Tcl_Time since, limit, after;

	hooks_set_limits(h, 1000, 1000);
	Tcl_GetTime(&since);
	Tcl_LimitSetTime(h->child, &since);
	limit = since;
	since.sec = -2147483647L;
	hook_limit_extend(h, &since);
	Tcl_LimitGetTime(h->child, &after);
	assert_true(after.sec - limit.sec <= 86400);
	assert_true(after.sec >= limit.sec);
	since.sec = limit.sec + 1000000;
	hook_limit_extend(h, &since);
	Tcl_LimitGetTime(h->child, &limit);
	assert_true(limit.sec == after.sec && limit.usec == after.usec);
	hooks_free(h);
}

/* Narration is untrusted text: bounded in a call, and whatever bytes it
 * holds reach the players as they are (the shell shows control bytes). */
static void
test_narration_is_bounded(void **state)
{
	struct hooks *h = load("talk.tcl",
	    "proc talk {n} {\n"
	    "  for {set i 0} {$i < $n} {incr i} {\n"
	    "    herald::narrate [string repeat x 1023]\n"
	    "  }\n"
	    "}\n"
	    "proc junk {} { herald::narrate \"\\x1b]0;t\\x07\\x00\\xff\" }\n"
	    "proc answer {} { string repeat y 100000 }\n"
	    "proc error_junk {} { error \"\\x1b\\[2J[string repeat z 10000]\" }\n");
	struct hook_env env = { gd, sc, st, NULL, NULL };
	const char *n64[] = { "256" }, *n65[] = { "257" };
	char *why = NULL, *result = NULL;
	struct buf narr;

	buf_init(&narr);
	env.narration = &narr;
	assert_int_equal(hooks_call(h, &env, "talk", 1, n64, NULL, &why), 0);
	assert_int_equal(narr.len, 262144);
	buf_reset(&narr);
	assert_int_equal(hooks_call(h, &env, "talk", 1, n65, NULL, &why), -1);
	assert_non_null(strstr(why, "herald::narrate: a hook says at most "
	    "262144 bytes in a call"));
	free(why);
	why = NULL;
	buf_reset(&narr);
	assert_int_equal(hooks_call(h, &env, "junk", 0, NULL, NULL, &why), 0);
	assert_memory_equal(narr.s, "\x1b]0;t\x07\xc0\x80\xc3\xbf\n", 10);
	assert_int_equal(call(h, "answer", NULL, &result, &why), -1);
	assert_null(result);
	assert_non_null(strstr(why, "answered 100000 bytes"));
	free(why);
	why = NULL;
	assert_int_equal(call(h, "error_junk", NULL, NULL, &why), -1);
	assert_true(strlen(why) < 4300);
	assert_non_null(strstr(why, "(10004 bytes in all)"));
	free(why);
	buf_free(&narr);
	hooks_free(h);
}

/* The same script loads into the same interpreter every time: the text
 * is read once, so a file changed on disk during a game changes nothing
 * until herald loads the game again. */
static void
test_script_is_read_once(void **state)
{
	char *p = script("once.tcl", "proc v {} { return 1 }\n"
	    "proc leak {} { set ::x 1 }\n"), *why = NULL;
	char *result = NULL;
	struct hooks *h = NULL;

	assert_int_equal(hooks_new(NULL, p, &h, &why), 0);
	free(script("once.tcl", "proc v {} { return 2 }\n"));
	/* a refused call rebuilds the interpreter: from the text read */
	assert_int_equal(call(h, "leak", NULL, NULL, &why), -1);
	free(why);
	why = NULL;
	if (call(h, "v", NULL, &result, &why) != 0)
		fail_msg("%s", why);
	assert_string_equal(result, "1");
	assert_true(h->builds > 1);
	free(result);
	hooks_free(h);
	free(p);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_host_commands_read_the_game),
		cmocka_unit_test(test_narrate_goes_to_the_players),
		cmocka_unit_test(test_hooks_has_finds_the_scripts_procs),
		cmocka_unit_test(test_safe_interpreter_hides_dangerous_commands),
		cmocka_unit_test(test_runaway_hook_stopped_by_time_limit),
		cmocka_unit_test(test_runaway_hook_stopped_by_command_limit),
		cmocka_unit_test(test_replay_has_more_time),
		cmocka_unit_test(test_hook_error_names_file_and_line),
		cmocka_unit_test(test_script_error_at_load_names_line),
		cmocka_unit_test(test_host_command_errors_are_clear),
		cmocka_unit_test(test_scenario_event_calls_named_proc),
		cmocka_unit_test(test_order_hook_answer_refuses),
		cmocka_unit_test(test_rule_hooks_roll_the_orders_dice),
		cmocka_unit_test(test_declare_a_winner_or_a_draw),
		cmocka_unit_test(test_no_time_or_machine_reaches_a_hook),
		cmocka_unit_test(test_the_language_stays),
		cmocka_unit_test(test_state_left_behind_is_refused_and_undone),
		cmocka_unit_test(test_state_put_back_is_no_state),
		cmocka_unit_test(test_order_of_variables_is_put_back),
		cmocka_unit_test(test_failed_call_is_undone_too),
		cmocka_unit_test(test_sealed_after_loading),
		cmocka_unit_test(test_command_limit_survives_cmdcount_spoofing),
		cmocka_unit_test(test_command_count_near_its_ceiling),
		cmocka_unit_test(test_forged_error_lines_are_bounded),
		cmocka_unit_test(test_limit_extension_is_bounded),
		cmocka_unit_test(test_narration_is_bounded),
		cmocka_unit_test(test_script_is_read_once),
		cmocka_unit_test(test_questions_answered_again_from_memory),
		cmocka_unit_test(test_prepared_hooks_are_hooks_new),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}

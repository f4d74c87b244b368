/* test_tally: game-declared state (src/tally.c, src/tallyload.c) in the
 * proving game of tests/data: the loader of `state:` and of a scenario's
 * `state:` with a located complaint for each broken parameter, the
 * values' starts (a number, a unit stat, the scenario), their bounds,
 * flags and resets, the values as part of the state (copy, compare), and
 * a played game whose values, looked back at through the snapshots, are
 * those of a clean replay of its journal. */
#include "testutil.h"

#include <string.h>
#include <unistd.h>

#include "board.h"
#include "gamedata.h"
#include "session-int.h"
#include "tally.h"
#include "util.h"

static struct gamedata *gd;
static struct scenario *sc;

static int
group_setup(void **state)
{
	char *cause = NULL;

	(void)state;
	if (gamedata_load(test_tinydir(), "proving", &gd, &cause) != 0 ||
	    scenario_load(gd, "state", &sc, &cause) != 0) {
		fprintf(stderr, "proving: %s\n", cause ? cause : "?");
		free(cause);
		return -1;
	}
	scenario_apply(gd, sc);
	return 0;
}

static int
group_teardown(void **state)
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

	assert_true(u >= 0);
	return u;
}

static int
def(const char *id)
{
	int k = tally_find(gd, id);

	assert_true(k >= 0);
	return k;
}

static void
test_load(void **state)
{
	const struct tally_def *d;

	(void)state;
	assert_int_equal(gd->tally.ndefs, 5);
	assert_int_equal(gd->tally.nunit, 3);
	assert_int_equal(gd->tally.nfaction, 2);
	assert_int_equal(gd->tally.nvalues, 4 * 3 + 2 * 2);
	d = &gd->tally.defs[def("arrows")];
	assert_string_equal(d->label, "arrows");
	assert_int_equal(d->scope, TALLY_UNIT);
	assert_int_equal(d->flag, 0);
	assert_int_equal(d->min, 0);
	assert_int_equal(d->max, 2);
	assert_int_equal(d->types, 1u << gd_type(gd, "bow"));
	assert_int_equal(d->shown, TALLY_IN_SHOW);
	assert_string_equal(d->section, "8.1");
	d = &gd->tally.defs[def("loosed")];
	assert_int_equal(d->flag, 1);
	assert_int_equal(d->reset, TALLY_EACH_PHASE);
	d = &gd->tally.defs[def("volleys")];
	assert_int_equal(d->scope, TALLY_FACTION);
	assert_int_equal(d->shown, TALLY_IN_STATUS);
	assert_int_equal(d->reset, TALLY_KEEP);
	d = &gd->tally.defs[def("resolve")];
	assert_int_equal(d->from_scenario, 1);
	d = &gd->tally.defs[def("vigour")];
	assert_int_equal(d->from_stat, gd_stat(gd, "df"));
	assert_int_equal(d->shown, 0);
	assert_int_equal(tally_find(gd, "quiver"), -1);
	assert_int_equal(sc->ntally_start, 2);
}

static void
test_starts(void **state)
{
	struct state *st = state_new(gd, 1);
	int f;

	(void)state;
	assert_int_equal(st->ntally, gd->tally.nvalues);
	assert_int_equal(tally_get(st, def("arrows"), unit("r2")), 1);
	assert_int_equal(tally_get(st, def("arrows"), unit("b2")), 1);
	/* a foot unit does not carry arrows */
	assert_int_equal(tally_index(gd, def("arrows"), unit("r1")), -1);
	/* from: df */
	assert_int_equal(tally_get(st, def("vigour"), unit("r1")), 2);
	assert_int_equal(tally_get(st, def("vigour"), unit("b1")), 3);
	assert_int_equal(tally_get(st, def("vigour"), unit("b2")), 1);
	/* from: scenario (red 3, blue 2) */
	f = gd_faction(gd, "red");
	assert_int_equal(tally_get(st, def("resolve"), f), 3);
	assert_int_equal(tally_get(st, def("resolve"),
	    gd_faction(gd, "blue")), 2);
	assert_int_equal(tally_get(st, def("volleys"), f), 0);
	state_free(st);
}

static void
set_refused(struct state *st, const char *id, int who, int v,
    const char *fragment)
{
	struct state *was = state_copy(st);
	char *why = NULL, *diff = NULL;

	assert_int_equal(tally_set(st, def(id), who, v, &why), -1);
	assert_non_null(why);
	if (strstr(why, fragment) == NULL)
		fail_msg("expected \"%s\", got \"%s\"", fragment, why);
	free(why);
	if (!state_equal(st, was, &diff))
		fail_msg("a refused set changed the state: %s", diff);
	state_free(was);
}

static void
test_set(void **state)
{
	struct state *st = state_new(gd, 1);
	char *why = NULL;
	int r2 = unit("r2"), red = gd_faction(gd, "red");

	(void)state;
	assert_int_equal(tally_set(st, def("arrows"), r2, 0, &why), 0);
	assert_int_equal(tally_get(st, def("arrows"), r2), 0);
	assert_int_equal(tally_set(st, def("arrows"), r2, 2, &why), 0);
	set_refused(st, "arrows", r2, 3,
	    "arrows may not be 3: expected 0 to 2");
	set_refused(st, "arrows", r2, -1, "expected 0 to 2");
	set_refused(st, "arrows", unit("r1"), 1, "r1 is a Foot: it has no "
	    "arrows");
	set_refused(st, "loosed", r2, 2, "loosed is a flag: expected 0 or 1");
	set_refused(st, "resolve", red, 10, "expected 0 to 9");
	assert_int_equal(tally_set(st, def("loosed"), r2, 1, &why), 0);
	assert_int_equal(tally_set(st, def("volleys"), red, 4, &why), 0);
	assert_int_equal(tally_set(st, def("vigour"), r2, 9, &why), 0);
	/* a phase begins: the flag goes back to its start, the rest stay */
	tally_reset(st, 0);
	assert_int_equal(tally_get(st, def("loosed"), r2), 0);
	assert_int_equal(tally_get(st, def("arrows"), r2), 2);
	assert_int_equal(tally_get(st, def("volleys"), red), 4);
	assert_int_equal(tally_get(st, def("vigour"), r2), 9);
	/* a value reset each turn: not as a phase begins, only a turn */
	gd->tally.defs[def("volleys")].reset = TALLY_EACH_TURN;
	tally_reset(st, 0);
	assert_int_equal(tally_get(st, def("volleys"), red), 4);
	assert_int_equal(tally_set(st, def("loosed"), r2, 1, &why), 0);
	tally_reset(st, 1);
	assert_int_equal(tally_get(st, def("volleys"), red), 0);
	assert_int_equal(tally_get(st, def("loosed"), r2), 0);
	assert_int_equal(tally_get(st, def("arrows"), r2), 2);
	gd->tally.defs[def("volleys")].reset = TALLY_KEEP;
	state_free(st);
}

static void
test_state_equal(void **state)
{
	struct state *a = state_new(gd, 1), *b, *c;
	char *why = NULL, *diff = NULL;
	int r2 = unit("r2");

	(void)state;
	b = state_copy(a);
	assert_true(state_equal(a, b, &diff));
	assert_int_equal(tally_set(b, def("arrows"), r2, 0, &why), 0);
	/* the copy has values of its own */
	assert_int_equal(tally_get(a, def("arrows"), r2), 1);
	assert_false(state_equal(a, b, &diff));
	assert_string_equal(diff, "arrows of r2: 1 against 0");
	free(diff);
	diff = NULL;
	assert_int_equal(tally_set(a, def("arrows"), r2, 0, &why), 0);
	assert_true(state_equal(a, b, &diff));
	assert_int_equal(tally_set(b, def("volleys"), gd_faction(gd, "blue"),
	    2, &why), 0);
	assert_false(state_equal(a, b, &diff));
	assert_string_equal(diff, "volleys of blue: 0 against 2");
	free(diff);
	diff = NULL;
	/* copied into a state being thrown away, reusing its memory */
	c = state_copy(a);
	state_copy_into(c, b);
	assert_true(state_equal(c, b, &diff));
	assert_true(c->tally != b->tally);
	state_free(a);
	state_free(b);
	state_free(c);
}

/* --- a played game against clean replays --- */

static char dir[64];

static void
order(struct session *s, const char *line)
{
	const struct cmd_entry *e;
	struct buf out;
	char **argv, *why = NULL;
	int argc;

	argc = words_split(line, &argv, &why);
	assert_true(argc > 0);
	assert_non_null(e = cmd_find(argv[0], &why));
	buf_init(&out);
	/* refused or not (a target the dice eliminated): the game is
	 * checked after either way */
	if (session_run(s, e, argc - 1, argv + 1, &out, &why) == CMD_ERROR)
		free(why);
	buf_free(&out);
	words_free_argv(argc, argv);
}

/* The game after the first n orders in force of s, from its header and
 * those orders saved, then loaded in a session of its own. */
static void
clean_replay(struct session *s, int n, struct session *t)
{
	struct jrec *recs;
	struct buf out;
	char path[128], *why = NULL, *kept = NULL;
	int header = -1, i, k = 0;

	for (i = 0; i < s->j.nrecs; i++)
		if (s->j.recs[i].kind == J_NEW)
			header = i;
	assert_true(header >= 0);
	recs = xcalloc((size_t)n + 1, sizeof *recs);
	recs[k++] = s->j.recs[header];
	for (i = 0; i < n; i++)
		recs[k++] = *session_order(s, i);
	snprintf(path, sizeof path, "%s/clean", dir);
	unlink(path);
	if (journal_save_keep(path, recs, k, &kept, &why) != 0)
		fail_msg("save: %s", why);
	free(kept);
	free(recs);
	session_init(t, s->datadir);
	buf_init(&out);
	if (session_load(t, path, &out, &why) != 0)
		fail_msg("clean replay of %d orders: %s", n, why);
	buf_free(&out);
}

static void
test_replay(void **state)
{
	static const char *orders[] = {
		"next", "attack r2 -> b2", "next", "next", "attack b2 -> r2",
		"next", "next", "attack r2 -> b2", "next", "next", NULL
	};
	struct session s, t;
	struct state *st;
	struct buf out;
	char *why = NULL, *diff = NULL;
	int i, n, vol, differs = 0;

	(void)state;
	test_mkdtemp(dir, sizeof dir, "tally");
	session_init(&s, test_tinydir());
	buf_init(&out);
	if (session_new(&s, "proving", "state", 7, NULL, &out, &why) != 0)
		fail_msg("new: %s", why);
	for (i = 0; orders[i] != NULL; i++)
		order(&s, orders[i]);
	n = s.cursor;
	vol = tally_get(s.st, def("volleys"), gd_faction(s.gd, "red"));
	assert_true(vol >= 1);
	/* every order's state, through the snapshots, is the clean
	 * replay's, and the values change along the game */
	for (i = 0; i <= n; i++) {
		if (session_state_at(&s, i, &st, &why) != 0)
			fail_msg("state at %d: %s", i, why);
		clean_replay(&s, i, &t);
		if (!state_equal(st, t.st, &diff))
			fail_msg("%d orders: not the clean replay: %s", i,
			    diff);
		if (i > 0 && tally_get(st, def("arrows"),
		    unit("r2")) != 1)
			differs = 1;
		state_free(st);
		session_free(&t);
	}
	assert_true(differs);
	/* undo all the way and redo: the same values */
	st = state_copy(s.st);
	for (i = 0; i < n; i++)
		if (session_undo(&s, &out, &why) != 0)
			fail_msg("undo: %s", why);
	assert_int_equal(tally_get(s.st, def("volleys"),
	    gd_faction(s.gd, "red")), 0);
	for (i = 0; i < n; i++)
		if (session_redo(&s, &out, &why) != 0)
			fail_msg("redo: %s", why);
	if (!state_equal(st, s.st, &diff))
		fail_msg("undo then redo: %s", diff);
	state_free(st);
	buf_free(&out);
	session_free(&s);
	test_rmtree(dir);
}

/* --- broken copies of the proving game --- */

static char *
slurp(const char *path)
{
	FILE *f = fopen(path, "r");
	struct buf b;
	char chunk[4096];
	size_t n;

	assert_non_null(f);
	buf_init(&b);
	while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
		buf_add(&b, chunk, n);
	fclose(f);
	return buf_steal(&b);
}

/* Loads the proving game (and, if file is state.yaml, its scenario
 * state) with the first `from` of that file replaced by `to`; expects the
 * load to fail at line:col of `at` (searched from the replacement)
 * saying fragment. */
static void
broken_in(const char *file, const char *from, const char *to,
    const char *at, const char *fragment)
{
	struct gamedata *bad = NULL;
	struct scenario *bsc = NULL;
	char root[128], *cmd, *path, *text, *p, *q, *out, *cause = NULL;
	char prefix[256];
	int line = 1, col, rc;
	FILE *f;

	test_mkdtemp(root, sizeof root, "tally");
	cmd = xprintf("mkdir -p '%s/scenarios' '%s/tables' && "
	    "cp -r '%s/scenarios/proving' '%s/scenarios/' && "
	    "cp -r '%s/tables/proving' '%s/tables/'", root, root,
	    test_tinydir(), root, test_tinydir(), root);
	assert_int_equal(system(cmd), 0);
	free(cmd);
	path = xprintf("%s/scenarios/proving/%s", root, file);
	text = slurp(path);
	if ((p = strstr(text, from)) == NULL)
		fail_msg("%s not in the proving %s", from, file);
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
	snprintf(prefix, sizeof prefix, "proving/%s:%d:%d: ", file, line, col);
	rc = gamedata_load(root, "proving", &bad, &cause);
	if (rc == 0 && strcmp(file, "game.yaml") != 0)
		rc = scenario_load(bad, "state", &bsc, &cause);
	if (rc == 0) {
		scenario_free(bsc);
		gamedata_free(bad);
		fail_msg("the broken game loaded (expected %s%s)", prefix,
		    fragment);
	}
	if (strstr(cause, prefix) == NULL || strstr(cause, fragment) == NULL)
		fail_msg("expected \"%s...%s...\", got \"%s\"", prefix,
		    fragment, cause);
	gamedata_free(bad);
	free(cause);
	free(out);
	free(text);
	free(path);
	test_rmtree(root);
}

static void
broken(const char *from, const char *to, const char *at,
    const char *fragment)
{
	broken_in("game.yaml", from, to, at, fragment);
}

static void
test_load_broken(void **state)
{
	(void)state;
	broken("  arrows: {label: arrows,", "  Arrows: {label: arrows,",
	    "Arrows", "expected a name of lower-case letters");
	broken("{label: arrows, scope: unit,", "{labl: arrows, scope: unit,",
	    "labl", "labl");
	broken("{label: arrows, scope: unit,", "{scope: unit,", "{scope",
	    "label");
	broken("{label: arrows, scope: unit,", "{label: arrows, scope: hex,",
	    "hex", "expected scope: unit or faction");
	broken("scope: unit, kind: count, types", "scope: unit, kind: tally, "
	    "types", "tally", "expected kind: count, flag or unit");
	/* kind: unit names a unit or none: no bounds, no start */
	broken("scope: unit, kind: count, types: [bow], start: 1, min: 0, "
	    "max: 2,", "scope: unit, kind: unit, types: [bow], min: 0,",
	    "0,", "a unit value names a unit (or none)");
	broken("scope: unit, kind: count, types: [bow], start: 1, min: 0, "
	    "max: 2,", "scope: unit, kind: unit, types: [bow], start: 1,",
	    "1,", "a unit value starts as none");
	broken("types: [bow], start: 1", "types: [archer], start: 1",
	    "archer", "expected a unit type");
	broken("types: [bow], start: 1, min: 0", "types: [bow], start: 5, "
	    "min: 0", "5, min", "expected a whole number from 0 to 2");
	broken("start: 1, min: 0, max: 2", "start: 1, min: 3, max: 2",
	    "2, sec", "expected a whole number from 3 to 1000000");
	broken("kind: flag, types: [bow], reset: phase",
	    "kind: flag, types: [bow], reset: impulse", "impulse",
	    "expected reset: never, phase or turn");
	broken("kind: flag, types: [bow],", "kind: flag, min: 0, types: "
	    "[bow],", "0, types", "a flag is 0 or 1");
	broken("{label: volleys loosed, scope: faction, kind: count,",
	    "{label: volleys loosed, scope: faction, types: [bow], kind: "
	    "count,", "[bow], kind", "only a per-unit value");
	broken("scope: faction, from: scenario", "scope: faction, from: df",
	    "df", "a per-faction value has no unit stat");
	broken("scope: unit, from: df", "scope: unit, from: hp", "hp",
	    "expected from: scenario or a stat");
	broken("scope: unit, from: df", "scope: unit, start: 1, from: df",
	    "df, shown", "expected start: or from:, not both");
	broken("shown_in: []", "shown_in: [map]", "map",
	    "expected show or status");
	broken("shown_in: []", "shown_in: [status]", "[status]",
	    "status shows only per-faction values");
	broken("{label: volleys loosed, scope: faction,",
	    "{label: volleys loosed, shown_in: [show], scope: faction,",
	    "[show]", "show UNIT shows only per-unit values");
	broken_in("state.yaml", "  resolve: {red: 3, blue: 2}",
	    "  resolv: {red: 3, blue: 2}", "resolv",
	    "no declared value \"resolv\" in Proving game's state: block "
	    "(expected arrows, loosed, volleys, resolve, vigour)");
	broken_in("state.yaml", "  resolve: {red: 3, blue: 2}",
	    "  volleys: {red: 3, blue: 2}", "volleys",
	    "volleys does not start from the scenario");
	broken_in("state.yaml", "  resolve: {red: 3, blue: 2}",
	    "  resolve: {red: 3, green: 2}", "green",
	    "expected a faction of the game");
	broken_in("state.yaml", "  resolve: {red: 3, blue: 2}",
	    "  resolve: {red: 3, blue: 12}", "12",
	    "expected a whole number from 0 to 9");
	broken_in("state.yaml", "  resolve: {red: 3, blue: 2}",
	    "  resolve: 3", "3", "expected a mapping of factions");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_load),
		cmocka_unit_test(test_starts),
		cmocka_unit_test(test_set),
		cmocka_unit_test(test_state_equal),
		cmocka_unit_test(test_replay),
		cmocka_unit_test(test_load_broken),
	};

	return cmocka_run_group_tests(tests, group_setup, group_teardown);
}

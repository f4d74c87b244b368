/* test_combat_diff: the differential combat kind (src/combat-diff*.c)
 * with SPI Agincourt's melee hooks, in the proving game of
 * tests/data/scenarios/proving-melee: §9.23's numbers read by diff_odds
 * (13 against 9, +4, the 4th line, 23% reconstructed), and
 * combat_must_attack (§9.31) for a unit that can, one that cannot (a
 * differential below 0), a leader and French archers (never), and once
 * it has attacked. */
#include "testutil.h"

#include <string.h>

#include "cmd.h"
#include "combat-diff.h"
#include "rulehook.h"
#include "session.h"

static enum cmd_retval
run(struct session *s, const char *line)
{
	const struct cmd_entry *e;
	struct buf out;
	char **argv, *why = NULL;
	int argc;
	enum cmd_retval rv;

	argc = words_split(line, &argv, &why);
	assert_true(argc > 0);
	e = cmd_find(argv[0], &why);
	assert_non_null(e);
	buf_init(&out);
	rv = session_run(s, e, argc - 1, argv + 1, &out, &why);
	if (rv != CMD_OK)
		fail_msg("%s: %s", line, why);
	buf_free(&out);
	words_free_argv(argc, argv);
	return rv;
}

static void
start(struct session *s, const char *scenario)
{
	struct buf out;
	char *why = NULL;

	session_init(s, test_tinydir());
	buf_init(&out);
	if (session_new(s, "proving-melee", scenario, 1, NULL, &out, &why) != 0)
		fail_msg("new: %s", why);
	buf_free(&out);
}

static int
U(struct session *s, const char *id)
{
	char *why = NULL;
	int u = gd_unit_find(s->gd, id, &why);

	assert_true(u >= 0);
	return u;
}

/* combat_must_attack with the session's hooks in force */
static int
must(struct session *s, const char *id)
{
	struct rulehook_ctx was = rulehook_use(s->hk, s->sc);
	char *why = NULL;
	int rc = combat_must_attack(s->st, U(s, id), &why);

	rulehook_restore(was);
	if (rc < 0)
		fail_msg("%s: %s", id, why);
	return rc;
}

static void
test_spi_9_23_orleans_york(void **state)
{
	struct session s;
	struct attack at;
	struct diff_odds o;
	struct rulehook_ctx was;
	char *why = NULL;

	(void)state;
	start(&s, "orleans-york");
	run(&s, "marker place hit e01 lines=3 cause=morale");
	run(&s, "move f03 2810");
	run(&s, "move fl04 2810");
	memset(&at, 0, sizeof at);
	at.kind = KIND_MELEE;
	at.att[at.natt++] = U(&s, "f03");
	at.def = U(&s, "e01");
	was = rulehook_use(s.hk, s.sc);
	assert_int_equal(diff_check(s.st, &at, &why), 0);
	assert_int_equal(diff_odds(s.st, &at, &o, &why), 0);
	rulehook_restore(was);
	assert_int_equal(o.att[0].base, 4);
	assert_int_equal(o.att[0].nterms, 3);	/* leader, Dead, shock */
	assert_int_equal(o.attack, 13);
	assert_int_equal(o.def.base, 5);
	assert_int_equal(o.defence, 9);
	assert_int_equal(o.diff, 4);
	assert_int_equal(o.row, 4);
	assert_int_equal(o.pct, 23);
	assert_non_null(o.recon);	/* 9.5's 4th line: rebuilt (T1) */
	session_free(&s);
}

static void
test_spi_9_31_must_attack(void **state)
{
	struct session s;

	(void)state;
	start(&s, "field");
	run(&s, "place f20 2810");
	run(&s, "place fl01 2810");
	run(&s, "place e01 2911");
	run(&s, "place f30 2912");
	assert_int_equal(must(&s, "f20"), 1);	/* 3 + 4 against 5 */
	assert_int_equal(must(&s, "e01"), 1);	/* 5 against the Genoese's 1 */
	assert_int_equal(must(&s, "fl01"), 0);	/* a leader: §9.32 */
	assert_int_equal(must(&s, "f30"), 0);	/* French archers: §15.0 */
	run(&s, "place fl01 2405");
	assert_int_equal(must(&s, "f20"), 0);	/* 3 against 5: -2 */
	run(&s, "place fl01 2810");
	run(&s, "next");
	run(&s, "next");
	assert_int_equal(must(&s, "f20"), 1);
	run(&s, "attack f20 -> e01");
	assert_int_equal(must(&s, "f20"), 0);	/* attacked: §9.33 */
	session_free(&s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_spi_9_23_orleans_york),
		cmocka_unit_test(test_spi_9_31_must_attack),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

/* test_hookevent: the one list of hook events (src/hookevent.c).  A
 * scenario that names an event not in it is refused at load, with the
 * file, the line and the events there are; one that names known events
 * loads. */
#include "testutil.h"

#include <string.h>

#include "gameload.h"
#include "hookevent.h"
#include "util.h"

static void
test_known_events_are_found(void **state)
{
	const struct hook_event_info *e;

	(void)state;
	for (e = hookevent_table; e->name != NULL; e++)
		assert_ptr_equal(hookevent_find(e->name), e);
	assert_non_null(hookevent_find("after_order"));
	assert_non_null(hookevent_find("order"));
	assert_true(hookevent_find("order")->refuses);
	assert_null(hookevent_find("after_ordre"));
	assert_null(hookevent_find("script"));	/* a key, not an event */
	assert_null(hookevent_find(""));
}

/* tests/data/scenarios/tiny/misspelt-hook.yaml names after_ordre on
 * its line 6: the load fails there and says what was expected. */
static void
test_misspelt_event_is_refused_at_load(void **state)
{
	const struct hook_event_info *e;
	struct gamedata *gd = NULL;
	struct scenario *sc = NULL;
	char *cause = NULL;

	(void)state;
	assert_int_equal(game_load(test_tinydir(), "tiny", "misspelt-hook",
	    &gd, &sc, &cause), -1);
	assert_null(gd);
	assert_null(sc);
	assert_non_null(cause);
	if (strstr(cause, "misspelt-hook.yaml:6:9: no hook event "
	    "\"after_ordre\" (expected script or one of: start, ") == NULL)
		fail_msg("%s", cause);
	for (e = hookevent_table; e->name != NULL; e++)
		if (strstr(cause, e->name) == NULL)
			fail_msg("%s does not name %s", cause, e->name);
	free(cause);
}

static void
test_known_events_load(void **state)
{
	struct gamedata *gd = NULL;
	struct scenario *sc = NULL;
	char *cause = NULL;

	(void)state;
	if (game_load(test_tinydir(), "tiny", "basic", &gd, &sc,
	    &cause) != 0)
		fail_msg("%s", cause);
	assert_int_equal(sc->nhooks, 4);
	scenario_free(sc);
	gamedata_free(gd);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_known_events_are_found),
		cmocka_unit_test(test_misspelt_event_is_refused_at_load),
		cmocka_unit_test(test_known_events_load),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

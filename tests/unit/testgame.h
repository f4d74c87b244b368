/* testgame: a real game loaded once for a test group (define GAME before
 * including), and the helpers that name its directions and units. */
#ifndef HERALD_TESTGAME_H
#define HERALD_TESTGAME_H

#include "testutil.h"

#include "gamedata.h"

static struct gamedata *gd;

static int
group_setup(void **state)
{
	char *cause = NULL;

	(void)state;
	if (gamedata_load(test_datadir(), GAME, &gd, &cause) != 0) {
		fprintf(stderr, "%s: %s\n", GAME, cause ? cause : "?");
		free(cause);
		return -1;
	}
	return 0;
}

static int
group_teardown(void **state)
{
	(void)state;
	gamedata_free(gd);
	return 0;
}

static inline int
D(const char *name)
{
	int d = hex_dir_parse(&gd->grid, name);

	assert_true(d >= 0);
	return d;
}

static inline int
U(const char *id)
{
	char *cause = NULL;
	int u = gd_unit_find(gd, id, &cause);

	if (u < 0)
		fail_msg("%s: %s", id, cause ? cause : "?");
	return u;
}

#endif

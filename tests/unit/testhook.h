/* testhook: a hook script written to a scratch directory and loaded,
 * for the cmocka tests of herald:: commands (test_hookchance,
 * test_hookmorale, test_chancetab). */
#ifndef HERALD_TESTHOOK_H
#define HERALD_TESTHOOK_H

#include "hook.h"
#include "testutil.h"
#include "util.h"

/* TEXT as DIR/NAME, loaded as a scenario's script; fails the test when
 * it does not load. */
static inline struct hooks *
test_hooks_load(const char *dir, const char *name, const char *text)
{
	struct hooks *h = NULL;
	char *p = xprintf("%s/%s", dir, name), *why = NULL;
	FILE *f = fopen(p, "w");

	assert_non_null(f);
	fputs(text, f);
	fclose(f);
	if (hooks_new(NULL, p, &h, &why) != 0)
		fail_msg("hooks_new: %s", why);
	free(p);
	return h;
}

#endif

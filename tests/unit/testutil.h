/* testutil: what every cmocka test needs: cmocka's prerequisites and the
 * data directory (HERALD_DATA, set by the test harness). */
#ifndef HERALD_TESTUTIL_H
#define HERALD_TESTUTIL_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <cmocka.h>

static inline const char *
test_datadir(void)
{
	const char *d = getenv("HERALD_DATA");

	return d != NULL ? d : ".";
}

#endif

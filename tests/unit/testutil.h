/* testutil: what every cmocka test needs: cmocka's prerequisites and the
 * data directory (HERALD_DATA, set by the test harness). */
#ifndef HERALD_TESTUTIL_H
#define HERALD_TESTUTIL_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <cmocka.h>

#include "hex.h"

static inline const char *
test_datadir(void)
{
	const char *d = getenv("HERALD_DATA");

	return d != NULL ? d : ".";
}

/* A scratch directory for a test group, and its removal. */
static inline void
test_mkdtemp(char *dir, size_t len, const char *what)
{
	snprintf(dir, len, "/tmp/herald-%s-XXXXXX", what);
	assert_non_null(mkdtemp(dir));
}

static inline void
test_rmtree(const char *dir)
{
	char cmd[256];

	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	assert_int_equal(system(cmd), 0);
}

/* The tiny game of tests/data, for tests of the machinery. */
static inline const char *
test_tinydir(void)
{
	static char path[4096];
	const char *d = getenv("HERALD_SRCDIR");

	snprintf(path, sizeof path, "%s/tests/data", d != NULL ? d : ".");
	return path;
}

/* A hex by column and row. */
static inline struct hex
H(int col, int row)
{
	struct hex h;

	h.col = col;
	h.row = row;
	return h;
}

#endif

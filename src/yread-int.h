/* yread's own: the arena its trees live in, and the fast lane (yrun.c)
 * that reads runs of one-line items without libyaml (issue 10). */
#ifndef HERALD_YREAD_INT_H
#define HERALD_YREAD_INT_H

#include "yread.h"

struct yblock;

void	*yread_alloc(struct yblock **, size_t);

#ifndef YRUN_MIN
#define YRUN_MIN	8		/* lines, for a run to be worth it */
#endif
#ifndef YRUN_BYTES
#define YRUN_BYTES	(32 * 1024)	/* a file, for the fast lane */
#endif

/* For the tests only (tests/unit/test_yread.c, tests/fuzz/fuzz_yrun.c),
 * which read a text both ways and compare: the size of a file from which
 * the fast lane reads (YRUN_BYTES), and whether it is off. */
extern size_t	yrun_bytes;
extern int	yrun_off;

struct yrun {
	long		  line;		/* 0-based, of its first line */
	int		  col, kind, n;	/* of its first key or item; RL_;
					   the lines after the first */
	struct ynode	**nodes;	/* items, keys and values, or one
					   with the block's text */
};

enum { RL_ITEM, RL_PAIR, RL_BLOCK };

/* What the fast lane found in a text: its runs, in line order (their
 * nodes in the arena), and its comment lines emptied. */
struct yrun_out {
	struct yblock	**arena;
	struct yrun	 *runs;
	int		  nruns;
	long		 *notes, nnotes;
};

/* The text (tlen bytes) libyaml is to read instead (malloc'd, its length
 * in *outlen), its runs and emptied lines in y; or NULL when there is
 * nothing for the fast lane. */
char	*yrun_find(const char *text, size_t tlen, struct yrun_out *y,
	    size_t *outlen);

#endif

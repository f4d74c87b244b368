/* fuzz_yaml: the bounded YAML reader (src/yread.c).
 *
 * The input is a YAML file.  Properties: it is read or refused with a
 * reason; a tree that is read respects the bounds (depth, size, items
 * in one list or mapping, a mapping at the top, keys that are plain
 * scalars and appear once), and every node
 * can be complained about (file:line:col) and read with the schema
 * helpers. */
#include <stdlib.h>
#include <string.h>

#include "fuzzutil.h"
#include "yread.h"

const char fuzz_name[] = "yaml";

static long nodes;	/* in the tree being walked */

static void
walk(const struct ydoc *d, const struct ynode *n, int depth)
{
	static const struct yfield fields[] = {
		{ "game", Y_SCALAR, 1 }, { "title", Y_SCALAR, 0 },
		{ "units", Y_SEQ, 0 }, { "map", Y_MAP, 0 }, { NULL, 0, 0 }
	};
	const char *s;
	char *cause = NULL;
	long v;
	int i, j;

	fz_assert(depth <= YREAD_MAX_DEPTH, "depth %d", depth);
	fz_assert(++nodes <= YREAD_MAX_NODES, "more than %d nodes",
	    YREAD_MAX_NODES);
	fz_assert(n->n <= YREAD_MAX_ITEMS, "%d items in %s", n->n,
	    ytype_name(n->type));
	fz_assert(n->line >= 1 && n->col >= 1, "node at %d:%d", n->line,
	    n->col);
	free(yerr(d, n, "fuzz %s", ytype_name(n->type)));
	switch (n->type) {
	case Y_SCALAR:
		fz_assert(n->value != NULL, "a scalar without a value");
		fz_assert(yscalar(d, n, "x", &s, &cause) == 0, "yscalar");
		if (yint(d, n, -1000, 1000, &v, &cause) == 0)
			fz_assert(v >= -1000 && v <= 1000, "yint %ld", v);
		else
			free(cause);
		cause = NULL;
		break;
	case Y_SEQ:
		for (i = 0; i < n->n; i++)
			walk(d, n->items[i], depth + 1);
		break;
	case Y_MAP:
		for (i = 0; i < n->n; i++) {
			fz_assert(n->keys[i]->type == Y_SCALAR,
			    "a key that is %s", ytype_name(n->keys[i]->type));
			for (j = 0; j < i; j++)
				fz_assert(strcmp(n->keys[i]->value,
				    n->keys[j]->value) != 0, "key \"%s\" twice",
				    n->keys[i]->value);
			fz_assert(ymap_get(n, n->keys[i]->value) == n->vals[i],
			    "ymap_get(\"%s\")", n->keys[i]->value);
			walk(d, n->vals[i], depth + 1);
		}
		if (ymap_check(d, n, fields, "fuzz", &cause) != 0)
			free(cause);
		cause = NULL;
		break;
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct ydoc d;
	char *cause = NULL;

	if (size > 65536)
		return 0;
	if (ydoc_parse(&d, (const char *)data, size, "fuzz.yaml",
	    &cause) == 0) {
		fz_assert(d.root != NULL && d.root->type == Y_MAP,
		    "the top is not a mapping");
		nodes = 0;
		walk(&d, d.root, 1);
	} else {
		fz_assert(cause != NULL, "refused without a reason");
		free(cause);
	}
	ydoc_free(&d);
	return 0;
}

/* fuzz_yrun: the fast lane of the YAML reader (src/yrun.c, issue 10)
 * against libyaml alone.
 *
 * The input is a YAML file.  It is read twice: with the fast lane, which
 * looks for runs in a file of any size here (yrun_bytes 0: the fuzzer's
 * inputs are small), and with libyaml alone (yrun_off).  Property: the
 * two read the same, a tree of the same nodes (type, value, line,
 * column, quoted, block, indent, items) or the same complaint. */
#include <stdlib.h>
#include <string.h>

#include "fuzzutil.h"
#include "yread-int.h"

const char fuzz_name[] = "yrun";

static void
same(const struct ynode *a, const struct ynode *b)
{
	int i;

	fz_assert(a->type == b->type && a->line == b->line &&
	    a->col == b->col && a->quoted == b->quoted &&
	    a->block == b->block && a->n == b->n && a->indent == b->indent,
	    "the fast lane's node at %d:%d is not libyaml's at %d:%d",
	    a->line, a->col, b->line, b->col);
	if (a->type == Y_SCALAR)
		fz_assert(strcmp(a->value, b->value) == 0, "at %d:%d the fast "
		    "lane reads \"%s\", libyaml \"%s\"", a->line, a->col,
		    a->value, b->value);
	for (i = 0; i < a->n; i++)
		if (a->type == Y_SEQ)
			same(a->items[i], b->items[i]);
		else {
			same(a->keys[i], b->keys[i]);
			same(a->vals[i], b->vals[i]);
		}
}

static void
both_ways(const char *text, size_t size, size_t bytes)
{
	struct ydoc f, s;
	char *cf = NULL, *cs = NULL;
	int rf, rs;

	yrun_bytes = bytes;
	rf = ydoc_parse(&f, text, size, "fuzz.yaml", &cf);
	yrun_off = 1;
	rs = ydoc_parse(&s, text, size, "fuzz.yaml", &cs);
	yrun_off = 0;
	yrun_bytes = YRUN_BYTES;
	fz_assert(rf == rs, "the fast lane: %s; libyaml alone: %s",
	    cf ? cf : "read", cs ? cs : "read");
	if (rf == 0)
		same(f.root, s.root);
	else
		fz_assert(strcmp(cf, cs) == 0, "the fast lane: %s; libyaml "
		    "alone: %s", cf, cs);
	free(cf);
	free(cs);
	ydoc_free(&f);
	ydoc_free(&s);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size > 262144)
		return 0;
	both_ways((const char *)data, size, 0);
	if (size >= YRUN_BYTES)
		both_ways((const char *)data, size, YRUN_BYTES);
	return 0;
}

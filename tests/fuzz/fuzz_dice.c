/* fuzz_dice: dice expressions (the parser behind `roll 2d6`) and roll
 * records (the journal's "e2d6:5,3=8").
 *
 * The input is one line or two: an expression or a roll record, and an
 * optional answer to it, as a player would type physical dice.
 * Every form: NdS, d100, d66, NdF and sums of groups ("4dF+1d6-2").
 * Properties: a parsed expression's canonical text parses back to the
 * same expression; a roll record that parses serialises and parses back
 * equal; a roll read back from a journal is accepted by the roller only
 * when the seed gives it; physical dice that are accepted lie within the
 * expression's range; the engine's totals are ones dice_ways() counts. */
#include <stdlib.h>
#include <string.h>

#include "dice.h"
#include "fuzzutil.h"

const char fuzz_name[] = "dice";

static void
check_expr(const char *s, struct dice_expr *e, int *ok)
{
	struct dice_expr again;
	char *cause = NULL;

	*ok = dice_parse(s, e, &cause) == 0;
	if (!*ok) {
		fz_assert(cause != NULL, "\"%s\" refused without a reason", s);
		free(cause);
		return;
	}
	fz_assert(dice_min(e) <= dice_max(e), "%s: min %d > max %d", s,
	    dice_min(e), dice_max(e));
	fz_assert(dice_parse(e->text, &again, &cause) == 0,
	    "%s: its canonical form %s does not parse: %s", s, e->text,
	    cause);
	fz_assert(memcmp(e, &again, sizeof again) == 0,
	    "%s: its canonical form %s parses differently", s, e->text);
	fz_assert(dice_count(e) >= 1 && dice_count(e) <= DICE_MAX,
	    "%s: %d dice", s, dice_count(e));
}

static void
check_record(const char *s)
{
	struct roll r, again;
	struct buf b;
	char *cause = NULL;

	if (roll_deserialise(s, &r, &cause) != 0) {
		fz_assert(cause != NULL, "\"%s\" refused without a reason", s);
		free(cause);
		return;
	}
	buf_init(&b);
	roll_serialise(&r, &b);
	fz_assert(roll_deserialise(b.s, &again, &cause) == 0,
	    "%s serialises as %s, which does not parse: %s", s, b.s, cause);
	fz_assert(memcmp(&r, &again, sizeof r) == 0,
	    "%s serialises as %s, which parses differently", s, b.s);
	buf_reset(&b);
	roll_format(&r, &b);
	buf_free(&b);

	/* Read back from a journal: only the seed's own roll passes. */
	{
		struct rng rng;
		struct roller ro;
		struct roll got;
		int i;

		for (i = 0; i < 2; i++) {
			memset(&ro, 0, sizeof ro);
			rng_seed(&rng, 7);
			ro.rng = &rng;
			ro.manual = i;
			ro.script = &r;
			ro.nscript = 1;
			ro.replaying = 1;
			if (roller_roll(&ro, &r.e, "fuzz", &got, &cause) == 0)
				fz_assert(got.total == r.total,
				    "%s replays as a total of %d", s,
				    got.total);
			else
				free(cause);
			cause = NULL;
			roller_reset_made(&ro);
		}
	}
}

static void
check_physical(const struct dice_expr *e, const char *answer)
{
	struct roll r;
	struct buf b;
	char *cause = NULL;

	if (roll_physical(e, answer, &r, &cause) != 0) {
		free(cause);
		return;
	}
	fz_assert(r.total >= dice_min(e) && r.total <= dice_max(e),
	    "%s: \"%s\" gives %d, outside %d..%d", e->text, answer, r.total,
	    dice_min(e), dice_max(e));
	buf_init(&b);
	roll_format(&r, &b);
	buf_reset(&b);
	roll_serialise(&r, &b);
	check_record(b.s);
	buf_free(&b);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct dice_expr e;
	char *s, *answer;
	int ok;

	if (size > 4096)
		return 0;
	s = fz_string(data, size);
	if ((answer = strchr(s, '\n')) != NULL)
		*answer++ = '\0';
	check_expr(s, &e, &ok);
	check_record(s);
	if (ok && answer != NULL)
		check_physical(&e, answer);
	if (ok) {
		/* the engine's dice stay in range */
		struct rng rng;
		struct roller ro;
		struct roll r;
		long ways[300];	/* larger rolls are skipped: time */
		char *cause = NULL;
		int i, lo, n;

		n = dice_ways(&e, ways, (int)(sizeof ways / sizeof *ways),
		    &lo);
		memset(&ro, 0, sizeof ro);
		rng_seed(&rng, (uint64_t)size);
		ro.rng = &rng;
		for (i = 0; i < 4; i++) {
			fz_assert(roller_roll(&ro, &e, NULL, &r, &cause) == 0,
			    "%s: the engine cannot roll it: %s", e.text,
			    cause);
			fz_assert(r.total >= dice_min(&e) &&
			    r.total <= dice_max(&e), "%s: engine roll %d",
			    e.text, r.total);
			fz_assert(n < 0 || ways[r.total - e.mod - lo] > 0,
			    "%s: engine roll %d has no ways", e.text,
			    r.total);
		}
		roller_reset_made(&ro);
	}
	free(s);
	return 0;
}

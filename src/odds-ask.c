/* odds-ask: the answers of `odds`, kind by kind (odds-ask.h). */
#include <stdlib.h>
#include <string.h>

#include "chances.h"
#include "combat-diff.h"
#include "narrate.h"
#include "odds-ask.h"
#include "resolve.h"
#include "ruling.h"
#include "volley.h"

/* The answer, told in one place (narrate.c), the reason first. */
static void
answer(struct buf *out, char *refused, const struct buf *body)
{
	narrate_if_allowed(out, refused, body);
	free(refused);
}

void
odds_ask_crt(const struct state *st, const struct attack *at,
    struct buf *out)
{
	struct odds o;
	char *why = NULL, *refused = NULL;
	int i, k, spared[ATTACKERS_MAX];
	struct buf body;

	(void)combat_check(st, at, &refused);
	if (combat_odds(st, at, &o, &why) != 0 && refused == NULL) {
		refused = why;
		why = NULL;
	}
	free(why);
	buf_init(&body);
	combat_explain(st, at, &o, &body);
	if (o.col >= 0)
		chances_combat(st, o.col, o.drm, &body);
	if ((k = resolve_spared(st, at, spared)) > 0) {
		const char *id[ATTACKERS_MAX];

		for (i = 0; i < k; i++)
			id[i] = st->gd->units[spared[i]].id;
		buf_puts(&body, "a result against the attacker would spare ");
		buf_join(&body, id, k, "and");
		buf_printf(&body, ", firing from range (§%s)\n",
		    sec(st->gd->combat.missile.section));
	}
	answer(out, refused, &body);
	buf_free(&body);
}

void
odds_ask_diff(const struct state *st, const struct attack *at,
    struct buf *out)
{
	struct buf body;
	char *refused = NULL;

	buf_init(&body);
	diff_explain(st, at, &body, &refused);
	answer(out, refused, &body);
	buf_free(&body);
}

void
odds_ask_volley(const struct state *st, int firer, const char *volleys,
    int target, struct buf *out)
{
	struct ruling r;
	struct buf body;
	char *why = NULL;

	ruling_init(&r);
	volley_odds_rec(st, firer, volleys, target, &r, &why);
	buf_init(&body);
	narrate_ruling(st->gd, &r, &body);
	ruling_free(&r);
	answer(out, why, &body);
	buf_free(&body);
}

/* combat-diff-resolve: a differential melee from the numbers to its
 * result (combat-diff.h; spi-agincourt §9.0 steps 1-3, §9.23): the
 * defender turned to the side it defends on (§15.0), the odds said, the
 * chance read on percentile dice (a 0 rolls nothing), the units marked
 * (attacked once, attacked at most once a phase, the declared flag of
 * defenders), then the game's effect hook with the result, "loss" or
 * "none", which carries it out (spi-agincourt.tcl: a line lost). */
#include "combat-diff.h"

#include <stdlib.h>
#include <string.h>

#include "chancetab.h"
#include "narrate.h"
#include "percentile.h"
#include "rulehook.h"
#include "ruling.h"
#include "sides.h"
#include "tally.h"

int
diff_resolve(struct state *st, const struct attack *at, struct roller *ro,
    struct buf *out, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct diff_rules *d = gd->combat.diff;
	struct diff_odds o;
	struct crt_result rd;
	struct pct_chance c;
	struct ruling r;
	char *why, *what;
	int i, side, flag = -1, who[1];

	if (diff_check(st, at, cause) != 0 || diff_odds(st, at, &o, cause) != 0)
		return -1;
	if (d->marks != NULL && ((flag = tally_find(gd, d->marks)) < 0 ||
	    tally_index(gd, flag, at->def) < 0)) {
		*cause = xprintf("%s carries no %s, the flag a defender is "
		    "marked with (marks:)", gd->units[at->def].id, d->marks);
		return -1;
	}
	ruling_init(&r);
	/* §15.0: attacked, it turns to the side it defends on; the numbers
	 * are already that side's (diff_odds read its values) */
	if ((side = o.def.side) >= 0 && sides_flip_rec(st, at->def,
	    sides_name(gd, at->def, side), &r) != 0) {
		*cause = narrate_refusal(gd, &r);
		ruling_free(&r);
		return -1;
	}
	diff_ruling(st, at, &o, &r);
	narrate_ruling(gd, &r, out);
	ruling_free(&r);
	why = xprintf("the melee on %s", gd->units[at->def].id);
	if (pct_chance_read(ro, o.pct, why, &c, cause) != 0) {
		free(why);
		return -1;
	}
	ruling_init(&r);
	what = xprintf("the melee on %s", gd->units[at->def].id);
	pct_chance_rec(&c, what, gd->id, d->table_section != NULL ?
	    d->table_section : o.t->section, &r);
	r.step[r.n - 1].recon = o.recon != NULL;
	narrate_ruling(gd, &r, out);
	ruling_free(&r);
	free(what);
	free(why);
	/* §9.33: each attacker once a phase, the defender attacked once */
	for (i = 0; i < at->natt; i++)
		st->u[at->att[i]].attacked = 1;
	st->u[at->def].defended = 1;
	/* §9.22: the defender is marked for what follows (fatigue morale) */
	if (flag >= 0 && tally_set(st, flag, at->def, 1, cause) != 0)
		return -1;
	memset(&rd, 0, sizeof rd);
	rd.code = (char *)(c.happens ? "loss" : "none");
	rd.name = (char *)(c.happens ? "a loss" : "no loss");
	rd.effect = d->effect;
	who[0] = at->def;
	return rulehook_effect(st, &rd, at, who, c.happens ? 1 : 0, ro, out,
	    cause);
}

/* resolve: an attack from the roll to its consequences.  What it says
 * beside the mechanisms it calls (who a result spares, baggage that
 * does not move, the advance and counter-attack it opens or closes) is
 * a ruling's steps (ruling.h), rendered by narrate-resolve.c. */
#include "resolve.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "advance.h"
#include "combat-diff.h"
#include "delegate.h"
#include "gamewords.h"
#include "losses.h"
#include "morale.h"
#include "narrate.h"
#include "reconstructed.h"
#include "retreat.h"
#include "rulehook.h"
#include "ruling.h"
#include "sequence.h"

/* One step of the results applied, rendered at once: the unit or hex
 * it names (word, or NULL) and, for a retreat refused, whether the unit
 * is the baggage itself (baggage 1) or stands with it (0; -1: not that
 * step). */
static void
say(const struct state *st, struct buf *out, enum ruling_concept c,
    const char *section, const char *word, int baggage)
{
	struct ruling r;
	struct ruling_step *s;

	if (out->quiet)
		return;	/* a replay's narration: nobody reads it */
	ruling_init(&r);
	s = ruling_add(&r, c, st->gd->id, section);
	if (word != NULL)
		ruling_word(s, word);
	if (baggage >= 0)
		ruling_num(s, "baggage", baggage);
	narrate_ruling(st->gd, &r, out);
	ruling_free(&r);
}

void
resolve_close(struct state *st)
{
	opens_close(st, OPENS_MELEE);
	opens_close(st, OPENS_COUNTER);
}

/* Nothing may go on while losses wait to be shared out. */
int
resolve_waiting(const struct state *st, char **cause)
{
	int loss = opens_loss(st);

	if (loss <= 0)
		return 0;
	*cause = xprintf("%d step loss%s must first be shared out (§%s): "
	    "losses UNIT...", loss, loss == 1 ? "" : "es",
	    gd_sec(st->gd, SEC_STEP_LOSS));
	return -1;
}

static const struct crt_result *
result_def(const struct crt *crt, const char *code)
{
	int i;

	for (i = 0; i < crt->nresults; i++)
		if (strcmp(crt->results[i].code, code) == 0)
			return &crt->results[i];
	return NULL;
}

/* The units a result falls on: the defender, or the attackers; missile
 * units firing from range are spared unless they fired at another
 * missile unit. */
static int
victims(const struct state *st, const struct attack *at,
    const struct crt_result *rd, int *out)
{
	const struct gamedata *gd = st->gd;
	const struct combat_rules *cr = &gd->combat;
	int i, n = 0, a;

	if (!rd->attacker) {
		out[0] = at->def;
		return 1;
	}
	for (i = 0; i < at->natt; i++) {
		a = at->att[i];
		if (cr->missile.combine && !board_contact(st, a, at->def) &&
		    !(cr->missile.types &
		    (1u << gd->units[at->def].type)))
			continue;
		out[n++] = a;
	}
	return n;
}

int
resolve_spared(const struct state *st, const struct attack *at, int *spared)
{
	struct crt_result rd;
	int who[ATTACKERS_MAX + 1], n, i, k, m = 0;

	memset(&rd, 0, sizeof rd);
	rd.attacker = 1;
	n = victims(st, at, &rd, who);
	for (i = 0; i < at->natt; i++) {
		for (k = 0; k < n && who[k] != at->att[i]; k++)
			;
		if (k == n)
			spared[m++] = at->att[i];
	}
	return m;
}

/* Carries out what the result says (crt.yaml: who, eliminate, loss,
 * morale, retreat), in that order. */
static int
apply_result(struct state *st, const struct attack *at,
    const struct crt_result *rd, struct roller *ro, struct buf *out,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct modifier *ex;
	int who[ATTACKERS_MAX + 1], n, i, passed;

	n = victims(st, at, rd, who);
	if (rd->attacker && n < at->natt)
		say(st, out, RS_SPARED_AT_RANGE, gd->combat.missile.section,
		    NULL, -1);
	if (n == 0)	/* all of them were */
		return rulehook_effect(st, rd, at, who, 0, ro, out, cause);
	for (i = 0; i < n && rd->eliminate; i++)
		narrate_eliminate_all(st, who[i], NULL, out);
	if (rd->loss > 0 && n == 1)
		for (i = 0; i < rd->loss; i++)
			narrate_lose_step(st, who[0], out);
	else if (rd->loss > 0)
		losses_share(st, who, n, rd->loss, at->kind == KIND_MELEE ?
		    at->def : -1, out);
	for (i = 0; i < n && rd->morale; i++) {
		if (!st->u[who[i]].on_map)
			continue;
		if (baggage_is(st, who[i])) {
			say(st, out, RS_BAGGAGE_NO_MORALE, gd->baggage.section,
			    gd->units[who[i]].id, -1);
			continue;
		}
		if ((ex = morale_exempt(st, who[i])) != NULL) {
			morale_narrate_exempt(st, who[i], ex, out);
			continue;
		}
		if (morale_check(st, who[i], ro, out, &passed, cause) != 0)
			return -1;
		if (passed == MORALE_FAIL)
			morale_fail(st, who[i], out);
		else if (passed == MORALE_RETREAT &&
		    baggage_with(st, who[i]) >= 0)
			say(st, out, RS_BAGGAGE_STAYS, gd->baggage.section,
			    gd->units[who[i]].id, -1);
		else if (passed == MORALE_RETREAT &&
		    retreat_unit(st, who[i], ro, out, cause) != 0)
			return -1;
		else if (passed == MORALE_LOSS)
			narrate_lose_step(st, who[i], out);
	}
	for (i = 0; i < n && rd->retreat > 0; i++) {
		if (!st->u[who[i]].on_map)
			continue;
		/* st-albans §9.4: a retreat moves neither baggage nor the
		 * unit with it */
		if (baggage_holds(st, who[i])) {
			say(st, out, RS_BAGGAGE_NO_RETREAT, gd->baggage.section,
			    gd->units[who[i]].id, baggage_is(st, who[i]));
			continue;
		}
		if (retreat_unit(st, who[i], ro, out, cause) != 0)
			return -1;
	}
	/* the result's own effect in the game's Tcl, last (rulehook.c) */
	return rulehook_effect(st, rd, at, who, n, ro, out, cause);
}

int
resolve_attack(struct state *st, const struct attack *at, struct roller *ro,
    struct buf *out, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct combat_rules *cr = &gd->combat;
	const struct crt_result *rd;
	const struct unit_def *dd = &gd->units[at->def];
	struct unit_state *ds = &st->u[at->def];
	struct hex was = ds->hex;
	struct odds o;
	struct roll r;
	const char *res;
	char *why;
	int i, mdr, front = 1, charger;
	struct hex att_was[ATTACKERS_MAX];
	struct opens_rec *melee;

	/* the differential kind has its own course (combat-diff-resolve.c) */
	if (cr->kind == COMBAT_DIFFERENTIAL)
		return diff_resolve(st, at, ro, out, cause);
	if (combat_check(st, at, cause) != 0 ||
	    combat_odds(st, at, &o, cause) != 0)
		return -1;
	/* a new combat ends what the last one left open (st-albans §9.11: the
	 * advance is decided right after the combat) */
	if (opens_advance(st))
		say(st, out, RS_ADVANCE_PASSED, cr->advance.section,
		    hex_str(opens_find(st, OPENS_MELEE)->hex), -1);
	if (opens_counter(st) >= 0 && !at->counter)
		say(st, out, RS_COUNTER_PASSED, cr->counter.section,
		    gd->units[opens_counter(st)].id, -1);
	resolve_close(st);
	combat_explain(st, at, &o, out);
	why = xprintf("the %s on %s", at->kind == KIND_MISSILE ? "fire" :
	    (at->counter ? gamewords_get(gd, W_COUNTER_ATTACK) : "attack"), dd->id);
	if (roller_roll(ro, &cr->crt.dice, why, &r, cause) != 0) {
		free(why);
		return -1;
	}
	free(why);
	mdr = r.total + o.drm;
	res = crt_result(&cr->crt, o.col, mdr);
	rd = result_def(&cr->crt, res);
	combat_narrate_roll(st, o.col, &r, o.drm, mdr, res, rd, out);
	/* battle-of-agincourt §8: once a turn for the attackers, once a phase
	 * for the target */
	for (i = 0; i < at->natt; i++)
		if (!at->counter)
			st->u[at->att[i]].attacked = 1;
	ds->defended = 1;
	for (i = 0; i < at->natt; i++) {
		int side = combat_side(st, at->att[i], at->def);

		if (side < 0 || !(gd->types[dd->type].combat_front &
		    ARC_BIT(side)))
			front = 0;
	}
	for (i = 0; i < at->natt; i++)
		att_was[i] = st->u[at->att[i]].hex;
	for (i = 0, charger = -1; i < at->natt; i++)
		if (at->kind == KIND_MELEE && gd->charge.must_advance &&
		    charging(st, at->att[i], at->def))
			charger = at->att[i];
	if (rd != NULL && apply_result(st, at, rd, ro, out, cause) != 0)
		return -1;
	/* st-albans §9.11, the reverse: the defender may take a hex its
	 * attackers left, unless herald decides (no defender advance, delayed
	 * play) */
	if (at->kind == KIND_MELEE && cr->advance.defender &&
	    !delegate_decides(st, DELEGATE_DEFENDER_ADVANCE) && ds->on_map &&
	    hex_eq(ds->hex, was) &&
	    advance_offer_defender(st, at->def, at->att, att_was, at->natt,
	    out))
		return 0;
	if (at->kind != KIND_MELEE)
		return 0;
	advance_vacated(st, at, was, out);
	/* battle-of-agincourt §11.5: a defender not of the faction in turn
	 * that stands in good order may strike back, unless attacked over a
	 * flank or the rear (§5.2, §5.3); never after a counter-attack. */
	if (cr->counter.allowed && !at->counter && ds->on_map &&
	    !ds->routed && dd->faction != seq_phasing(st)) {
		if (front)
			opens_get(st, OPENS_COUNTER)->unit = at->def;
		else
			say(st, out, RS_COUNTER_BARRED,
			    gd_sec(gd, SEC_FLANK_REAR), dd->id, -1);
	}
	melee = opens_get(st, OPENS_MELEE);
	melee->n = at->natt;
	memcpy(melee->units, at->att, sizeof melee->units[0] *
	    (size_t)at->natt);
	advance_offer(st, at, was, charger, out);
	if (opens_counter(st) >= 0) {
		say(st, out, RS_COUNTER_OPEN, cr->counter.section, dd->id, -1);
		advance_list_units(gd, at->att, at->natt, out);
	}
	return 0;
}

int
resolve_counter_open(const struct gamedata *gd, char **cause)
{
	if (gd->combat.counter.allowed)
		return 0;
	*cause = xprintf("%s has no counter-attacks: a defender never strikes "
	    "back", gd->title);
	return -1;
}

int
resolve_counter(struct state *st, const struct attack *at, struct roller *ro,
    struct buf *out, char **cause)
{
	const struct gamedata *gd = st->gd;
	const char *s = sec(gd->combat.counter.section);

	if (resolve_counter_open(gd, cause) != 0)
		return -1;
	if (opens_counter(st) < 0 || at->natt != 1 ||
	    at->att[0] != opens_counter(st)) {
		*cause = xprintf("no counter-attack is open to %s: only a "
		    "defender just attacked in mêlée, still in good order and "
		    "not of the faction in turn, and not attacked over a flank "
		    "or its rear (§%s)", gd->units[at->att[0]].id, s);
		return -1;
	}
	if (!advance_took_part(st, at->def)) {
		*cause = xprintf("%s did not attack %s; a counter-attack is "
		    "against one of the attackers (§%s)", gd->units[at->def].id,
		    gd->units[at->att[0]].id, s);
		return -1;
	}
	return resolve_attack(st, at, ro, out, cause);
}

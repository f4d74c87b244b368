/* combat-diff: the differential combat mechanism (combat-diff.h;
 * spi-agincourt §9): who may attack whom, each unit's strength with its
 * modifiers, the differential and the cell of the table of chances; the
 * compulsory attacks (§9.31).  Results: combat-diff-resolve.c. */
#include "combat-diff.h"

#include <stdlib.h>
#include <string.h>

#include "chancetab.h"
#include "footprint.h"
#include "narrate.h"
#include "rulehook.h"
#include "ruling.h"
#include "sequence.h"
#include "sides.h"
#include "tally.h"

static struct ruling_step *
refuse(const struct gamedata *gd, struct ruling *no, enum ruling_concept c,
    const char *section, int a, int d)
{
	struct ruling_step *s = ruling_add(no, c, gd->id, section);

	if (a >= 0)
		ruling_word(s, gd->units[a].id);
	if (d >= 0)
		ruling_word(s, gd->units[d].id);
	return s;
}

static int
is_extra(const struct gamedata *gd, int u)
{
	return (gd->stack_extra & (1u << gd->units[u].type)) != 0;
}

/* §15.0: the side a defender of this type turns to when attacked, or -1
 * (none, or it is up already) */
static int
onside(const struct state *st, int u)
{
	const struct diff_rules *d = st->gd->combat.diff;
	int i, s;

	for (i = 0; i < d->nonside; i++)
		if (d->onside[i].type == st->gd->units[u].type) {
			s = sides_find(st->gd, u, d->onside[i].side);
			return s == st->u[u].side ? -1 : s;
		}
	return -1;
}

/* The check's tests, each refusal a record in no; -1 with *cause and no
 * record when the check hook could not rule. */
static int
check(const struct state *st, const struct attack *at, struct ruling *no,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct diff_rules *d = gd->combat.diff;
	const struct unit_state *ds = &st->u[at->def];
	struct ruling_step *s;
	const char *argv[2];
	char *att, *answer;
	int i, k, a, rc;

	if (at->kind == KIND_MISSILE) {
		s = refuse(gd, no, RS_DIFF_NOT_COMBAT, NULL, -1, -1);
		ruling_num(s, "missile", 1);
		return -1;
	}
	if (at->natt < 1) {
		refuse(gd, no, RS_REFUSE_NO_ATTACKER, NULL, -1, -1);
		return -1;
	}
	if (!ds->on_map) {
		s = refuse(gd, no, RS_REFUSE_GONE, NULL, at->def, -1);
		ruling_num(s, "eliminated", ds->eliminated);
		return -1;
	}
	if (is_extra(gd, at->def)) {
		refuse(gd, no, RS_DIFF_NOT_COMBAT, d->section, at->def, -1);
		return -1;
	}
	if (ds->defended) {
		refuse(gd, no, RS_REFUSE_DEFENDED, d->defended_section != NULL ?
		    d->defended_section : d->once_section, at->def,
		    -1);
		return -1;
	}
	for (i = 0; i < at->natt; i++) {
		a = at->att[i];
		for (k = 0; k < i; k++)
			if (at->att[k] == a) {
				refuse(gd, no, RS_REFUSE_NAMED_TWICE, NULL, a,
				    -1);
				return -1;
			}
		if (!st->u[a].on_map) {
			s = refuse(gd, no, RS_REFUSE_GONE, NULL, a, -1);
			ruling_num(s, "eliminated", st->u[a].eliminated);
			return -1;
		}
		if (gd->units[a].faction == gd->units[at->def].faction) {
			refuse(gd, no, RS_REFUSE_SAME_SIDE, NULL, a, at->def);
			return -1;
		}
		/* §9.32: combat units only; §15.0: none without strength */
		if (!(d->attack_types & (1u << gd->units[a].type)) ||
		    (d->needs_strength && sides_stat(st, a, d->stat) <= 0)) {
			s = refuse(gd, no, RS_DIFF_NOT_ATTACKER,
			    d->attack_section, a, -1);
			ruling_num(s, "strength", (d->attack_types &
			    (1u << gd->units[a].type)) ? 0 : -1);
			return -1;
		}
		if (st->u[a].attacked) {
			s = refuse(gd, no, RS_REFUSE_ATTACKED, d->once_section,
			    a, -1);
			ruling_num(s, "per_phase", 1);
			return -1;
		}
		if (!board_contact(st, a, at->def)) {
			refuse(gd, no, RS_REFUSE_NOT_ADJACENT, d->section, a,
			    at->def);
			return -1;
		}
	}
	if (d->check == NULL)
		return 0;
	/* the game's own refusals: PROC ATTACKERS DEFENDER -> "" or why */
	att = rulehook_ids(gd, at->att, at->natt);
	argv[0] = att;
	argv[1] = gd->units[at->def].id;
	rc = rulehook_text(st, "the check of a melee (check:)", d->check, 2,
	    argv, &answer, cause);
	free(att);
	if (rc != 0)
		return -2;
	if (answer[0] != '\0') {
		ruling_word(ruling_add(no, RS_DIFF_HOOK, gd->id, NULL),
		    answer);
		free(answer);
		return -1;
	}
	free(answer);
	return 0;
}

int
diff_check(const struct state *st, const struct attack *at, char **cause)
{
	struct ruling no;
	int rc;

	ruling_init(&no);
	rc = check(st, at, &no, cause);
	if (no.n > 0)
		*cause = narrate_refusal(st->gd, &no);
	ruling_free(&no);
	return rc < 0 ? -1 : 0;
}

/* §9.17, §9.35: a unit on two hexes with one of them only next to the
 * defender */
static int
partly(const struct state *st, int u, int def)
{
	const struct gamedata *gd = st->gd;
	struct hex fa[2], fd[2];
	int na, nd, i, k, touch = 0;

	if (footprint_size(gd, u) != 2)
		return 0;
	na = footprint_hexes(st, u, fa);
	nd = footprint_hexes(st, def, fd);
	for (i = 0; i < na; i++)
		for (k = 0; k < nd; k++)
			if (hex_distance(&gd->grid, fa[i], fd[k]) == 1 &&
			    board_contact_hex(gd, fa[i], fd[k])) {
				touch++;
				break;
			}
	return na == 2 && touch == 1;
}

/* One unit's strength: printed (on the side it defends on), each
 * modifier its hook gives, halved where only one half touches. */
static int
strength(const struct state *st, const struct attack *at, int u, int role,
    struct diff_unit *du, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct diff_rules *d = gd->combat.diff;
	const struct modifier *m;
	const char *argv[5];
	char *att, *answer, *what;
	int i, v, rc = 0;

	memset(du, 0, sizeof *du);
	du->unit = u;
	du->side = role ? onside(st, u) : -1;
	du->base = du->side >= 0 ? sides_stat_on(gd, u, du->side, d->stat) :
	    sides_stat(st, u, d->stat);
	du->total = du->base;
	att = rulehook_ids(gd, at->att, at->natt);
	/* PROC attack|defend UNIT ATTACKERS DEFENDER ID */
	argv[0] = role ? "defend" : "attack";
	argv[1] = gd->units[u].id;
	argv[2] = att;
	argv[3] = gd->units[at->def].id;
	for (i = 0; i < d->nmods && rc == 0; i++) {
		m = &d->mods[i];
		if (!(m->kinds & KIND_MELEE) || (m->faction >= 0 &&
		    m->faction != gd->units[u].faction) ||
		    (m->option >= 0 && !(st->options & (1u << m->option))) ||
		    (m->self_types && !(m->self_types &
		    (1u << gd->units[u].type))))
			continue;
		argv[4] = m->id;
		what = xprintf("the modifier %s (%s)", m->id, m->text);
		rc = rulehook_text(st, what, m->hook, 5, argv, &answer, cause);
		if (rc == 0 && rulehook_answer(answer, m, &v) != 0) {
			*cause = xprintf("%s could not be ruled on: its hook %s "
			    "answered \"%s\", expected a truth value or "
			    "\"value N\"", what, m->hook, answer);
			rc = -1;
		}
		free(what);
		free(answer);
		if (rc != 0 || v == 0)
			continue;
		if (du->nterms < DIFF_TERMS_MAX) {
			du->terms[du->nterms].m = m;
			du->terms[du->nterms++].value = v;
		}
		du->total += v;
	}
	free(att);
	if (rc != 0)
		return -1;
	if (!role && d->halve && partly(st, u, at->def)) {
		du->halved = 1;
		du->total /= 2;	/* fractions dropped (reconstructed) */
	}
	return 0;
}

/* 0, 1 below the least differential (its record in no), -1 *cause */
static int
work(const struct state *st, const struct attack *at, struct diff_odds *o,
    struct ruling *no, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct diff_rules *d = gd->combat.diff;
	struct ruling_step *s;
	int i, lines;

	memset(o, 0, sizeof *o);
	o->pct = -1;
	for (i = 0; i < at->natt; i++) {
		if (strength(st, at, at->att[i], 0, &o->att[i], cause) != 0)
			return -1;
		o->natt++;
		o->attack += o->att[i].total;
	}
	if (strength(st, at, at->def, 1, &o->def, cause) != 0)
		return -1;
	o->defence = o->def.total;
	o->diff = o->attack - o->defence;
	/* §9.0 step 3: the line it is on, the lines lost + 1 */
	if ((i = tally_find(gd, d->row_counter)) < 0 ||
	    tally_index(gd, i, at->def) < 0) {
		*cause = xprintf("%s carries no %s, the counter its row on the "
		    "table is read by", gd->units[at->def].id, d->row_counter);
		return -1;
	}
	lines = tally_get(st, i, at->def);
	o->row = gd->units[at->def].stat[d->row_start] - lines + 1;
	if ((o->t = chance_table_find(gd, d->table)) == NULL) {
		*cause = xprintf("%s has no table of chances named %s "
		    "(tables: chance:)", gd->title, d->table);
		return -1;
	}
	if (o->diff < d->least) {
		s = ruling_add(no, RS_DIFF_BELOW, gd->id, d->least_section);
		ruling_num(s, "diff", o->diff);
		ruling_num(s, "least", d->least);
		return 1;
	}
	return chance_table_cell(o->t, o->row, o->diff, &o->pct, &o->recon,
	    cause) != 0 ? -1 : 0;
}

int
diff_odds(const struct state *st, const struct attack *at,
    struct diff_odds *o, char **cause)
{
	struct ruling no;
	int rc;

	ruling_init(&no);
	rc = work(st, at, o, &no, cause);
	if (rc == 1)
		*cause = narrate_refusal(st->gd, &no);
	ruling_free(&no);
	return rc == 0 ? 0 : -1;
}

static void
unit_ruling(const struct state *st, const struct diff_unit *du, int role,
    int first, struct ruling *r)
{
	const struct gamedata *gd = st->gd;
	const struct diff_rules *d = gd->combat.diff;
	struct ruling_step *s;
	int i, was = du->base;

	s = ruling_add(r, RS_DIFF_UNIT, gd->id, du->side >= 0 ?
	    d->onside_section : NULL);
	ruling_word(s, gd->units[du->unit].id);
	ruling_word(s, gd->units[du->unit].name);
	ruling_word(s, du->side >= 0 ? sides_name(gd, du->unit, du->side) :
	    "");
	ruling_num(s, "role", role);
	ruling_num(s, "first", first);
	ruling_num(s, "base", du->base);
	ruling_num(s, "side", du->side);
	for (i = 0; i < du->nterms; i++) {
		s = ruling_add(r, RS_DIFF_TERM, gd->id,
		    du->terms[i].m->section);
		ruling_word(s, du->terms[i].m->text);
		ruling_num(s, "value", du->terms[i].value);
		s->recon = du->terms[i].m->reconstructed != NULL;
		was += du->terms[i].value;
	}
	if (du->halved) {
		s = ruling_add(r, RS_DIFF_HALVED, gd->id, d->halve_section);
		ruling_num(s, "was", was);
		ruling_num(s, "now", du->total);
		s->recon = d->halve_recon != NULL;
	}
}

void
diff_ruling(const struct state *st, const struct attack *at,
    const struct diff_odds *o, struct ruling *r)
{
	const struct gamedata *gd = st->gd;
	const struct diff_rules *d = gd->combat.diff;
	struct ruling_step *s;
	struct buf where;
	int i;

	for (i = 0; i < o->natt; i++)
		unit_ruling(st, &o->att[i], 0, i == 0, r);
	ruling_num(ruling_add(r, RS_DIFF_TOTAL, gd->id, NULL), "total",
	    o->attack);
	unit_ruling(st, &o->def, 1, 1, r);
	ruling_num(ruling_add(r, RS_DIFF_TOTAL, gd->id, NULL), "total",
	    o->defence);
	s = ruling_add(r, RS_DIFF_CELL, gd->id, d->table_section != NULL ?
	    d->table_section : o->t != NULL ? o->t->section : NULL);
	ruling_num(s, "attack", o->attack);
	ruling_num(s, "defence", o->defence);
	ruling_num(s, "diff", o->diff);
	ruling_num(s, "row", o->row);
	ruling_num(s, "pct", o->t != NULL ? o->pct : -1);
	ruling_word(s, gd->units[at->def].id);
	ruling_word(s, o->t != NULL ? chance_table_title(o->t) : "");
	buf_init(&where);
	if (o->t != NULL && o->pct >= 0)
		chance_table_where(o->t, o->row, o->diff, &where);
	ruling_word(s, where.s != NULL ? where.s : "");
	buf_free(&where);
	ruling_word(s, o->recon != NULL ? o->recon : "");
	s->recon = o->recon != NULL;
	ruling_word(s, o->t != NULL && chance_table_row_label(o->t, o->row) !=
	    NULL ? chance_table_row_label(o->t, o->row) : "");
	ruling_word(s, gd->units[at->def].name);
}

/* An attacker named twice, or on the defender's side: whatever the
 * phase, no attack of that form is ever allowed, so odds shows no totals
 * for it (a unit's strength counted twice would mislead). */
static int
malformed(const struct state *st, const struct attack *at, char **refused)
{
	const struct gamedata *gd = st->gd;
	struct ruling no;
	int i, k, a, bad = 0;

	ruling_init(&no);
	for (i = 0; i < at->natt && !bad; i++) {
		a = at->att[i];
		for (k = 0; k < i && !bad; k++)
			if (at->att[k] == a) {
				refuse(gd, &no, RS_REFUSE_NAMED_TWICE, NULL, a,
				    -1);
				bad = 1;
			}
		if (!bad && at->def >= 0 &&
		    gd->units[a].faction == gd->units[at->def].faction) {
			refuse(gd, &no, RS_REFUSE_SAME_SIDE, NULL, a, at->def);
			bad = 1;
		}
	}
	if (bad)
		*refused = narrate_refusal(gd, &no);
	ruling_free(&no);
	return bad;
}

void
diff_explain(const struct state *st, const struct attack *at,
    struct buf *body, char **refused)
{
	struct diff_odds o;
	struct ruling r;
	char *why = NULL;
	int rc;

	*refused = NULL;
	if (malformed(st, at, refused))
		return;	/* no totals for an order that could never be */
	if (diff_check(st, at, refused) != 0 && *refused == NULL)
		*refused = xstrdup("the attack could not be checked");
	ruling_init(&r);
	rc = work(st, at, &o, &r, &why);
	if (rc < 0) {
		/* a hook could not rule: that is the answer */
		free(*refused);
		*refused = why;
		ruling_free(&r);
		return;
	}
	if (rc == 1 && *refused == NULL)
		*refused = narrate_refusal(st->gd, &r);
	ruling_free(&r);
	ruling_init(&r);
	diff_ruling(st, at, &o, &r);
	narrate_ruling(st->gd, &r, body);
	ruling_free(&r);
}

int
combat_must_attack(const struct state *st, int unit, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct diff_rules *d = gd->combat.diff;
	struct attack at;
	struct diff_odds o;
	struct ruling no;
	int e, rc;

	if (d == NULL || !st->u[unit].on_map || is_extra(gd, unit) ||
	    !(d->attack_types & (1u << gd->units[unit].type)) ||
	    st->u[unit].attacked)
		return 0;
	for (e = 0; e < st->nunits; e++) {
		if (gd->units[e].faction == gd->units[unit].faction ||
		    !st->u[e].on_map || is_extra(gd, e) ||
		    st->u[e].defended || !board_contact(st, unit, e))
			continue;
		memset(&at, 0, sizeof at);
		at.kind = KIND_MELEE;
		at.att[at.natt++] = unit;
		at.def = e;
		ruling_init(&no);
		rc = check(st, &at, &no, cause);
		if (rc == 0 && (rc = work(st, &at, &o, &no, cause)) == -1)
			rc = -2;	/* a hook could not rule */
		ruling_free(&no);
		if (rc == 0)
			return 1;
		if (rc == -2)
			return -1;
	}
	return 0;
}

int
diff_may_end(const struct state *st, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct diff_rules *d = gd->combat.diff;
	const struct phase *p = seq_phase(st);
	struct ruling no;
	struct ruling_step *s;
	struct buf must;
	int i, k, side, rc, has = 0;

	if (d == NULL || !d->compulsory || p == NULL)
		return 0;
	for (k = 0; k < p->norders; k++)
		has |= strcmp(p->orders[k], "attack") == 0;
	if (!has || (side = seq_side(st, p)) < 0)
		return 0;
	buf_init(&must);
	for (i = 0; i < st->nunits; i++) {
		if (gd->units[i].faction != side)
			continue;
		*cause = NULL;
		if ((rc = combat_must_attack(st, i, cause)) < 0) {
			buf_free(&must);
			return -1;
		}
		if (rc == 1)
			buf_printf(&must, " %s", gd->units[i].id);
	}
	if (must.len == 0) {
		buf_free(&must);
		return 0;
	}
	ruling_init(&no);
	s = ruling_add(&no, RS_DIFF_MUST, gd->id, d->compulsory_section);
	ruling_word(s, must.s);
	ruling_num(s, "least", d->least);
	*cause = narrate_refusal(gd, &no);
	ruling_free(&no);
	buf_free(&must);
	return -1;
}

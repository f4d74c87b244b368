/* seqload: the sequence of play, read from a game's YAML (sequence: in
 * game.yaml, or a scenario's own): the phases, whose each is, the
 * orders it allows, its impulses and the steps after each, what it
 * clears as it begins, the stages that come every Nth turn, the phases
 * herald plays itself, the notes said as a phase begins (`note:`, for a
 * rule herald does not referee yet), and the end after an event. */
#include "seqload.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#define SIDE_OTHER	(-4)	/* an impulse step: the phase's opponent */
#define SIDE_PHASING	(-5)	/* an impulse step: the phase's own side */

/* The names of the resets (`resets:`), and what each clears. */
struct reset_name {
	const char	*name;
	unsigned	 bits;
};
static const struct reset_name reset_names[] = {
	{ "mp", SEQ_RESET_MP },
	{ "moved", SEQ_RESET_MOVED },
	{ "faced", SEQ_RESET_FACED },
	{ "finished", SEQ_RESET_FINISHED },
	{ "charged", SEQ_RESET_CHARGED },
	{ "attacked", SEQ_RESET_ATTACKED },
	{ "defended", SEQ_RESET_DEFENDED },
	{ "rally", SEQ_RESET_RALLY },
	{ "movement", SEQ_RESET_MP | SEQ_RESET_MOVED | SEQ_RESET_FACED |
	    SEQ_RESET_FINISHED },
	{ "turn", SEQ_RESET_TURN },
	{ NULL, 0 }
};

/* A phase as written, before it is repeated for each side and each
 * impulse. */
struct spec {
	struct phase	 p;		/* side raw: a faction, -1 or SIDE_* */
	int		 nimpulses;	/* 0: none */
	unsigned	 impulse_resets;
	struct phase	*after;		/* the steps after each impulse */
	int		 nafter;
};

static void
phase_clear(struct phase *p)
{
	words_free_argv(p->norders, p->orders);
	free(p->id);
	free(p->name);
	free(p->section);
	free(p->note);
	memset(p, 0, sizeof *p);
}

static void
phase_dup(struct phase *dst, const struct phase *src)
{
	int k;

	*dst = *src;
	dst->id = xstrdup(src->id);
	dst->name = xstrdup(src->name);
	dst->section = src->section ? xstrdup(src->section) : NULL;
	dst->note = src->note ? xstrdup(src->note) : NULL;
	dst->orders = xcalloc((size_t)src->norders + 1, sizeof *dst->orders);
	for (k = 0; k < src->norders; k++)
		dst->orders[k] = xstrdup(src->orders[k]);
}

static void
spec_clear(struct spec *sp)
{
	int i;

	phase_clear(&sp->p);
	for (i = 0; i < sp->nafter; i++)
		phase_clear(&sp->after[i]);
	free(sp->after);
	memset(sp, 0, sizeof *sp);
}

/* resets: [mp, attacked, ...] -> bits; *given: whether the key is there */
static int
ld_resets(struct loader *l, const struct ynode *m, const char *key,
    unsigned *bits, int *given)
{
	const struct ynode *v = ymap_get(m, key), *w;
	const struct reset_name *r;
	struct buf known;
	int i;

	*bits = 0;
	*given = v != NULL;
	if (v == NULL)
		return 0;
	if (v->type != Y_SEQ)
		return ld_fail(l, v, "expected a list for \"%s\"", key);
	for (i = 0; i < v->n; i++) {
		w = v->items[i];
		for (r = reset_names; w->type == Y_SCALAR &&
		    r->name != NULL; r++)
			if (strcmp(r->name, w->value) == 0)
				break;
		if (w->type == Y_SCALAR && r->name != NULL) {
			*bits |= r->bits;
			continue;
		}
		buf_init(&known);
		for (r = reset_names; r->name != NULL; r++)
			buf_printf(&known, "%s%s", r == reset_names ? "" :
			    ", ", r->name);
		ld_fail(l, w, "expected what a phase resets: one of %s",
		    known.s);
		buf_free(&known);
		return -1;
	}
	return 0;
}

/* side: a faction, first or second; in a step after an impulse also
 * other or phasing */
static int
ld_side(struct loader *l, const struct gamedata *gd, const struct ynode *v,
    int step, int *side)
{
	if (v->type == Y_SCALAR && strcmp(v->value, "first") == 0)
		*side = SIDE_FIRST;
	else if (v->type == Y_SCALAR && strcmp(v->value, "second") == 0)
		*side = SIDE_SECOND;
	else if (step && v->type == Y_SCALAR && strcmp(v->value, "other") == 0)
		*side = SIDE_OTHER;
	else if (step && v->type == Y_SCALAR &&
	    strcmp(v->value, "phasing") == 0)
		*side = SIDE_PHASING;
	else if (v->type != Y_SCALAR || (*side = gd_faction(gd,
	    v->value)) < 0)
		return ld_fail(l, v, "expected a faction of the game, first or "
		    "second%s", step ? ", other or phasing" : "");
	return 0;
}

/* The keys a phase and a step after an impulse share. */
static int
load_common(struct loader *l, const struct gamedata *gd,
    const struct ynode *m, int step, struct phase *p)
{
	const struct ynode *v;

	p->side = step ? SIDE_PHASING : -1;
	if (ld_str(l, m, "id", &p->id) != 0 ||
	    ld_str(l, m, "name", &p->name) != 0 ||
	    ld_str(l, m, "section", &p->section) != 0 ||
	    ld_str(l, m, "note", &p->note) != 0 ||
	    ld_words(l, m, "orders", &p->orders, &p->norders) != 0 ||
	    ld_resets(l, m, "resets", &p->resets, &p->resets_given) != 0)
		return -1;
	if ((v = ymap_get(m, "side")) != NULL &&
	    ld_side(l, gd, v, step, &p->side) != 0)
		return -1;
	/* a note is said to the players: an empty one would say nothing */
	if (p->note != NULL && p->note[0] == '\0')
		return ld_fail(l, ymap_get(m, "note"), "expected what to say "
		    "as the phase begins (a rule herald does not referee "
		    "yet), not an empty note");
	return 0;
}

static int
load_spec(struct loader *l, const struct gamedata *gd, const struct ynode *m,
    int each_side, struct spec *sp)
{
	static const struct yfield fields[] = {
		{ "id", Y_SCALAR, 1 }, { "name", Y_SCALAR, 1 },
		{ "side", Y_SCALAR, 0 }, { "section", Y_SCALAR, 0 },
		{ "orders", Y_SEQ, 0 }, { "resets", Y_SEQ, 0 },
		{ "impulses", Y_SCALAR, 0 }, { "impulse_resets", Y_SEQ, 0 },
		{ "after_impulse", Y_SEQ, 0 }, { "every", Y_SCALAR, 0 },
		{ "from_turn", Y_SCALAR, 0 }, { "automatic", Y_SCALAR, 0 },
		{ "note", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	static const struct yfield sfields[] = {
		{ "id", Y_SCALAR, 1 }, { "name", Y_SCALAR, 1 },
		{ "side", Y_SCALAR, 0 }, { "section", Y_SCALAR, 0 },
		{ "orders", Y_SEQ, 0 }, { "resets", Y_SEQ, 0 },
		{ "note", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	const struct ynode *v, *after;
	int given, i;

	if (ymap_check(&l->d, m, fields, "a phase", &l->cause) != 0)
		return -1;
	if (each_side && (v = ymap_get(m, "side")) != NULL)
		return ld_fail(l, v, "a phase names its side only without "
		    "each_side");
	if (load_common(l, gd, m, 0, &sp->p) != 0)
		return -1;
	if (ld_int(l, m, "impulses", 1, 99, 0, &sp->nimpulses) != 0 ||
	    ld_resets(l, m, "impulse_resets", &sp->impulse_resets,
	    &given) != 0 ||
	    ld_int(l, m, "every", 1, 999, 0, &sp->p.every) != 0 ||
	    ld_int(l, m, "from_turn", 1, 999, 0, &sp->p.from_turn) != 0 ||
	    ld_bool(l, m, "automatic", 0, &sp->p.automatic) != 0)
		return -1;
	/* the impulse's allowance never carries over to the next */
	if (!given)
		sp->impulse_resets = SEQ_RESET_MP | SEQ_RESET_FINISHED |
		    SEQ_RESET_PHASE;
	if (given && sp->nimpulses == 0)
		return ld_fail(l, ymap_get(m, "impulse_resets"), "impulse_resets "
		    "needs impulses: N");
	if (sp->p.from_turn > 0 && sp->p.every == 0)
		sp->p.every = 1;
	else if (sp->p.every > 0 && sp->p.from_turn == 0)
		sp->p.from_turn = sp->p.every;	/* every 5th: 5, 10, ... */
	if (sp->p.automatic && sp->p.norders > 0)
		return ld_fail(l, ymap_get(m, "orders"), "an automatic phase "
		    "has no orders: herald plays it through its hooks");
	if (sp->p.automatic && sp->nimpulses > 0)
		return ld_fail(l, ymap_get(m, "impulses"), "an automatic phase "
		    "has no impulses");
	if ((after = ymap_get(m, "after_impulse")) == NULL)
		return 0;
	if (sp->nimpulses == 0)
		return ld_fail(l, after, "after_impulse needs impulses: N");
	if (after->n < 1)
		return ld_fail(l, after, "expected at least one step after "
		    "each impulse");
	sp->after = xcalloc((size_t)after->n, sizeof *sp->after);
	for (i = 0; i < after->n; i++) {
		if (ymap_check(&l->d, after->items[i], sfields, "a step after "
		    "an impulse", &l->cause) != 0)
			return -1;
		sp->nafter++;
		if (load_common(l, gd, after->items[i], 1,
		    &sp->after[i]) != 0)
			return -1;
		if (!sp->after[i].resets_given)
			sp->after[i].resets = SEQ_RESET_PHASE;
		sp->after[i].resets_given = 1;
	}
	return 0;
}

/* A step's side, from its phase's: the other is the opponent in a game
 * of two factions. */
static int
step_side(struct loader *l, const struct gamedata *gd, const struct ynode *m,
    int phase_side, int *side)
{
	if (*side == SIDE_PHASING)
		*side = phase_side;
	else if (*side != SIDE_OTHER)
		return 0;
	else if (phase_side == SIDE_FIRST)
		*side = SIDE_SECOND;
	else if (phase_side == SIDE_SECOND)
		*side = SIDE_FIRST;
	else if (phase_side >= 0 && gd->nfactions == 2)
		*side = 1 - phase_side;
	else
		return ld_fail(l, m, "side: other needs a phase of one side in "
		    "a game of two factions");
	return 0;
}

/* The most entries a turn's sequence is flattened into (seq_load). */
#define SEQ_MAX_ENTRIES 10000

/* The entries of one phase for one side: each impulse, then the steps
 * after it. */
static int
expand(struct loader *l, const struct gamedata *gd, struct sequence *sq,
    const struct spec *sp, const struct ynode *m, int side)
{
	struct phase *p;
	int n = sp->nimpulses > 0 ? sp->nimpulses : 1, first = sq->nphases;
	int i, k;

	for (i = 1; i <= n; i++)
		for (k = 0; k <= (sp->nimpulses > 0 ? sp->nafter : 0); k++) {
			p = &sq->phases[sq->nphases];
			phase_dup(p, k == 0 ? &sp->p : &sp->after[k - 1]);
			sq->nphases++;
			p->first = first;
			p->impulse = sp->nimpulses > 0 ? i : 0;
			p->nimpulses = sp->nimpulses;
			p->step = k;
			p->every = sp->p.every;
			p->from_turn = sp->p.from_turn;
			p->automatic = sp->p.automatic;
			if (k == 0 && i > 1) {
				p->resets = sp->impulse_resets;
				p->resets_given = 1;
			}
			if (k == 0)
				p->side = side;
			else if (step_side(l, gd, m, side, &p->side) != 0)
				return -1;
		}
	return 0;
}

static int
entries(const struct spec *sp)
{
	return sp->nimpulses > 0 ? sp->nimpulses * (1 + sp->nafter) : 1;
}

static int
add_event(struct loader *l, struct sequence *sq, const struct ynode *v)
{
	const char *c;
	int i;

	for (c = v->value; v->type == Y_SCALAR && *c != '\0'; c++)
		if (!islower((unsigned char)*c) && !isdigit((unsigned char)*c) &&
		    *c != '_' && *c != '-')
			break;
	if (v->type != Y_SCALAR || *c != '\0' || v->value[0] == '\0')
		return ld_fail(l, v, "expected an event name (a-z, 0-9, _ "
		    "and -)");
	for (i = 0; i < sq->nevents; i++)
		if (strcmp(sq->events[i], v->value) == 0)
			return i;
	if (sq->nevents >= GD_MAX_EVENTS)
		return ld_fail(l, v, "expected at most %d events",
		    GD_MAX_EVENTS);
	sq->events = xrealloc(sq->events, sizeof *sq->events *
	    (size_t)(sq->nevents + 2));
	sq->events[sq->nevents] = xstrdup(v->value);
	sq->events[++sq->nevents] = NULL;
	return sq->nevents - 1;
}

/* events: [a, b]; end: {after_event: a, turns: 2, section: "12"} */
static int
load_events(struct loader *l, struct sequence *sq, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "after_event", Y_SCALAR, 1 }, { "turns", Y_SCALAR, 1 },
		{ "section", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	const struct ynode *v;
	struct seq_end *e;
	int i, ev;

	if ((v = ymap_get(m, "events")) != NULL)
		for (i = 0; i < v->n; i++)
			if (add_event(l, sq, v->items[i]) < 0)
				return -1;
	if ((v = ymap_get(m, "end")) == NULL)
		return 0;
	if (ymap_check(&l->d, v, fields, "the end after an event",
	    &l->cause) != 0 ||
	    (ev = add_event(l, sq, ymap_get(v, "after_event"))) < 0)
		return -1;
	sq->ends = xcalloc(1, sizeof *sq->ends);
	e = &sq->ends[sq->nends++];
	e->event = ev;
	if (ld_int(l, v, "turns", 0, 999, 0, &e->turns) != 0 ||
	    ld_str(l, v, "section", &e->section) != 0)
		return -1;
	return 0;
}

static int
side_of(struct loader *l, const struct gamedata *gd, const struct ynode *v)
{
	int side;

	if (v->type == Y_SCALAR && strcmp(v->value, "first") == 0)
		return SIDE_FIRST;	/* as the scenario says */
	if (v->type == Y_SCALAR && strcmp(v->value, "second") == 0)
		return SIDE_SECOND;
	if (v->type != Y_SCALAR || (side = gd_faction(gd, v->value)) < 0) {
		ld_fail(l, v, "expected a faction of the game, first or second");
		return -4;
	}
	return side;
}

/*
 * sequence: {turns: 8, section: "6", each_side: [english, french],
 *            phases: [{id: movement, name: Movement, section: "7"}, ...],
 *            end_of_turn: [...], events: [...], end: {...}}
 * A phase or a step after an impulse may carry a note: "not refereed
 * yet: melee comes with herald's next release", said as it begins
 * (seqnote.c) and by status.
 * With each_side, the phases are repeated for each side in order (one
 * faction turn after another); without it, each phase may name its side.
 * The phases of end_of_turn come once, after every side's.
 */
int
seq_load(struct loader *l, const struct gamedata *gd, struct sequence *sq,
    const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "turns", Y_SCALAR, 1 }, { "section", Y_SCALAR, 0 },
		{ "each_side", Y_SEQ, 0 }, { "phases", Y_SEQ, 1 },
		{ "end_of_turn", Y_SEQ, 0 }, { "events", Y_SEQ, 0 },
		{ "end", Y_MAP, 0 }, { NULL, 0, 0 }
	};
	const struct ynode *sides, *ph, *eot;
	struct spec *sp = NULL;
	int nsides = 1, nspecs, s, i, side[64], n, rc = -1;
	long long total = 0;

	if (ymap_check(&l->d, m, fields, "the sequence of play",
	    &l->cause) != 0 ||
	    ld_int(l, m, "turns", 1, 999, 1, &sq->turns) != 0 ||
	    ld_str(l, m, "section", &sq->section) != 0 ||
	    load_events(l, sq, m) != 0)
		return -1;
	sides = ymap_get(m, "each_side");
	ph = ymap_get(m, "phases");
	eot = ymap_get(m, "end_of_turn");
	if (ph->n < 1)
		return ld_fail(l, ph, "expected at least one phase");
	if (sides != NULL && (sides->n < 1 || sides->n > 64))
		return ld_fail(l, sides, "expected 1 to 64 sides");
	if (sides != NULL)
		nsides = sides->n;
	for (s = 0; s < nsides; s++)
		if ((side[s] = sides ? side_of(l, gd, sides->items[s]) :
		    -1) == -4)
			return -1;
	nspecs = ph->n + (eot ? eot->n : 0);
	sp = xcalloc((size_t)nspecs, sizeof *sp);
	for (i = 0; i < nspecs; i++)
		if (load_spec(l, gd, i < ph->n ? ph->items[i] :
		    eot->items[i - ph->n], i < ph->n && sides != NULL,
		    &sp[i]) != 0)
			goto out;
	for (i = 0; i < nspecs; i++)
		total += (long long)entries(&sp[i]) * (i < ph->n ? nsides : 1);
	/* flattened, one entry per side, impulse and step: 64 sides of 99
	 * impulses of thousands of steps would take minutes and gigabytes
	 * before a turn is played */
	if (total > SEQ_MAX_ENTRIES) {
		ld_fail(l, ph, "expected a sequence of at most %d entries in a "
		    "turn (each phase for each side, each impulse and each step "
		    "after it), not %lld", SEQ_MAX_ENTRIES, total);
		goto out;
	}
	n = (int)total;
	sq->phases = xcalloc((size_t)n, sizeof *sq->phases);
	for (s = 0; s < nsides; s++)
		for (i = 0; i < ph->n; i++)
			if (expand(l, gd, sq, &sp[i], ph->items[i], sides ?
			    side[s] : sp[i].p.side) != 0)
				goto out;
	for (i = ph->n; i < nspecs; i++)
		if (expand(l, gd, sq, &sp[i], eot->items[i - ph->n],
		    sp[i].p.side) != 0)
			goto out;
	/* herald plays a turn of automatic phases alone: the game would
	 * end at its set-up, no player having a phase (phase-end.c) */
	for (i = 0; i < sq->nphases && sq->phases[i].automatic; i++)
		continue;
	if (i == sq->nphases) {
		ld_fail(l, ph, "expected a phase a player plays (not "
		    "automatic): herald would play the whole game alone");
		goto out;
	}
	rc = 0;
out:
	for (i = 0; i < nspecs; i++)
		spec_clear(&sp[i]);
	free(sp);
	return rc;
}

int
seq_load_game(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	return seq_load(l, gd, &gd->sequence, m);
}

void
seq_free(struct sequence *sq)
{
	int i;

	for (i = 0; i < sq->nphases; i++)
		phase_clear(&sq->phases[i]);
	free(sq->phases);
	free(sq->section);
	words_free_argv(sq->nevents, sq->events);
	for (i = 0; i < sq->nends; i++)
		free(sq->ends[i].section);
	free(sq->ends);
	memset(sq, 0, sizeof *sq);
}

void
seq_copy(struct sequence *dst, const struct sequence *src)
{
	int i;

	*dst = *src;
	dst->section = src->section ? xstrdup(src->section) : NULL;
	dst->phases = xcalloc((size_t)src->nphases + 1, sizeof *dst->phases);
	for (i = 0; i < src->nphases; i++)
		phase_dup(&dst->phases[i], &src->phases[i]);
	dst->events = xcalloc((size_t)src->nevents + 1, sizeof *dst->events);
	for (i = 0; i < src->nevents; i++)
		dst->events[i] = xstrdup(src->events[i]);
	dst->ends = xcalloc((size_t)src->nends + 1, sizeof *dst->ends);
	for (i = 0; i < src->nends; i++) {
		dst->ends[i] = src->ends[i];
		dst->ends[i].section = src->ends[i].section ?
		    xstrdup(src->ends[i].section) : NULL;
	}
}

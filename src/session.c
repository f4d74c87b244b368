/* session: orders as transactions over a journal.  Building a game and
 * replaying its journal are in replay.c, undo and redo in snapshot.c. */
#include "session-int.h"
#include "gameload.h"
#include "resolve.h"
#include "sequence.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void
session_init(struct session *s, const char *datadir)
{
	memset(s, 0, sizeof *s);
	s->datadir = xstrdup(datadir);
	journal_init_memory(&s->j);
}

void
drop_game(struct session *s)
{
	snapshots_free(s->snaps);
	s->snaps = NULL;
	hooks_free(s->hk);
	state_free(s->st);
	scenario_free(s->sc);
	gamedata_free(s->gd);
	free(s->game);
	free(s->scenario);
	free(s->options);
	free(s->active);
	s->hk = NULL;
	s->st = NULL;
	s->sc = NULL;
	s->gd = NULL;
	s->game = s->scenario = s->options = NULL;
	s->active = NULL;
	s->nactive = s->cursor = 0;
}

void
session_free(struct session *s)
{
	free(s->why);
	drop_game(s);
	journal_close(&s->j);
	free(s->datadir);
}

int
session_use_journal(struct session *s, const char *path, char **warning,
    char **cause)
{
	struct journal j;
	int rc;

	/* 1: damaged, j holds the whole records before the damage */
	if ((rc = journal_open(&j, path, warning, cause)) < 0)
		return -1;
	journal_close(&s->j);
	j.defer = s->j.defer;
	s->j = j;
	return rc;
}

void
session_defer_sync(struct session *s, int on)
{
	journal_defer(&s->j, on);
}

/* Group commit (journal_defer): the orders since the last sync reach
 * the disk, or, if they cannot, are refused together and the game is
 * rebuilt without them.  *dropped: how many were. */
int
session_sync(struct session *s, int *dropped, char **cause)
{
	struct buf quiet;
	char *why = NULL;

	if (journal_sync(&s->j, dropped, cause) == 0)
		return 0;
	if (*dropped > 0) {
		buf_init(&quiet);
		if (rebuild(s, &quiet, &why) != 0) {
			char *c = xprintf("%s; and the game could not be "
			    "rebuilt without them: %s", *cause, why);

			free(*cause);
			*cause = c;
			free(why);
		}
		buf_free(&quiet);
		free(s->why);
		s->why = NULL;
	}
	return -1;
}

int
session_has_game(const struct session *s)
{
	return s->gd != NULL;
}

const struct jrec *
session_order(const struct session *s, int i)
{
	return &s->j.recs[s->active[i]];
}

/* --- settings of a game: the text of its "new" record ---------------- */

char *
settings_format(const char *game, const char *scenario, uint64_t seed,
    const char *options)
{
	return xprintf("game=%s scenario=%s seed=%" PRIu64 "%s%s", game,
	    scenario ? scenario : "-", seed, options ? " options=" : "",
	    options ? options : "");
}

int
settings_parse(const char *text, char **game, char **scenario,
    uint64_t *seed, char **options, char **cause)
{
	char **w, *eq;
	int n, i;

	*game = *scenario = *options = NULL;
	*seed = 0;
	if ((n = split_words(text, &w, cause)) < 0)
		return -1;
	for (i = 0; i < n; i++) {
		if ((eq = strchr(w[i], '=')) == NULL)
			continue;
		*eq++ = '\0';
		/* a key given twice: the last one counts (and the first is
		 * not leaked) */
		if (strcmp(w[i], "game") == 0) {
			free(*game);
			*game = xstrdup(eq);
		}
		else if (strcmp(w[i], "scenario") == 0 && strcmp(eq, "-") != 0) {
			free(*scenario);
			*scenario = xstrdup(eq);
		}
		else if (strcmp(w[i], "seed") == 0)
			*seed = strtoull(eq, NULL, 10);
		else if (strcmp(w[i], "options") == 0) {
			free(*options);
			*options = xstrdup(eq);
		}
	}
	free_words(n, w);
	if (*game == NULL) {
		free(*scenario);
		free(*options);
		*scenario = *options = NULL;
		*cause = xprintf("the journal does not say which game it is");
		return -1;
	}
	return 0;
}

/* --- hooks ------------------------------------------------------------ */

static int
has_hook(const struct session *s, const char *event)
{
	int i;

	/* the first letter first: this runs for every order */
	for (i = 0; i < s->gd->nhooks; i++)
		if (s->gd->hooks[i].event[0] == event[0] &&
		    strcmp(s->gd->hooks[i].event, event) == 0)
			return 1;
	for (i = 0; s->sc != NULL && i < s->sc->nhooks; i++)
		if (s->sc->hooks[i].event[0] == event[0] &&
		    strcmp(s->sc->hooks[i].event, event) == 0)
			return 1;
	return 0;
}

static int
event(struct hooks *hk, const struct gamedata *gd, const struct scenario *sc,
    struct state *st, struct roller *ro, const char *name, struct buf *out,
    char **cause)
{
	struct hook_env env;
	const char *argv[3];
	char turn[16];

	if (hk == NULL)
		return 0;
	env.gd = gd;
	env.sc = sc;
	env.st = st;
	env.narration = out;
	env.ro = ro;
	seq_hook_args(st, turn, &argv[1], &argv[2]);
	argv[0] = turn;
	return hooks_event(hk, &env, name, 3, argv, cause);
}

int
session_event(struct session *s, struct state *st, const char *name,
    struct buf *out, char **cause)
{
	return event(s->hk, s->gd, s->sc, st, NULL, name, out, cause);
}

int
session_event_dice(struct session *s, struct state *st, struct roller *ro,
    const char *name, struct buf *out, char **cause)
{
	return event(s->hk, s->gd, s->sc, st, ro, name, out, cause);
}

/* After a refused order or a question, the hooks go on as a replay of
 * the journal would, where neither happened.  A hook keeps no state
 * (every call that left any was refused and undone), so this costs
 * nothing unless an interpreter could not be rebuilt before. */
static void
fresh_hooks(struct session *s)
{
	char *why = NULL;

	if (hooks_reset(s->hk, &why) != 0) {
		/* The script loaded before; if it no longer does, the next
		 * hook call reports it. */
		free(why);
	}
}

int
session_query(struct session *s, const char *name, struct buf *out,
    char **cause)
{
	struct state *copy;
	int rc;

	if (s->hk == NULL || !has_hook(s, name))
		return 0;
	/* on a copy: a question changes nothing, even a declared result */
	copy = state_copy(s->st);
	hooks_questioning(s->hk, 1);	/* answers kept: see hook.h */
	rc = event(s->hk, s->gd, s->sc, copy, NULL, name, out, cause);
	hooks_questioning(s->hk, 0);
	state_free(copy);
	fresh_hooks(s);
	return rc == 0 ? 1 : -1;
}

/* --- building a game ------------------------------------------------- */

void
built_free(struct built *b)
{
	snapshots_free(b->snaps);
	hooks_free(b->hk);
	state_free(b->st);
	scenario_free(b->sc);
	gamedata_free(b->gd);
	memset(b, 0, sizeof *b);
}

/* "range-drm,french-losses" -> bits of the game's options */
static int
options_of(const struct gamedata *gd, const char *list, unsigned *bits,
    char **cause)
{
	char *copy, *id, *save = NULL;
	struct buf known;
	int o, i;

	*bits = 0;
	if (list == NULL)
		return 0;
	copy = xstrdup(list);
	for (id = strtok_r(copy, ",", &save); id != NULL;
	    id = strtok_r(NULL, ",", &save)) {
		if ((o = gd_option(gd, id)) >= 0) {
			*bits |= 1u << o;
			continue;
		}
		buf_init(&known);
		for (i = 0; i < gd->noptions; i++)
			buf_printf(&known, " +%s", gd->options[i].id);
		*cause = xprintf("no optional rule \"%s\" in %s (expected%s)",
		    id, gd->title, known.s ? known.s : " none: it has none");
		buf_free(&known);
		free(copy);
		return -1;
	}
	free(copy);
	return 0;
}

int
build(struct session *s, const char *game, const char *scenario,
    uint64_t seed, const char *options, struct built *b, struct buf *out,
    char **cause)
{
	struct hook_env env;
	unsigned bits;

	memset(b, 0, sizeof *b);
	/* the scenario is read beside the game (gameload.h) */
	if (game_load(s->datadir, game, scenario, &b->gd, &b->sc,
	    cause) != 0)
		return -1;
	if (b->sc != NULL)
		scenario_apply(b->gd, b->sc);
	if ((b->gd->hook_script != NULL || (b->sc != NULL &&
	    b->sc->hook_script != NULL)) && hooks_new(b->gd->hook_script,
	    b->sc != NULL ? b->sc->hook_script : NULL, &b->hk, cause) != 0)
		goto fail;
	if (options_of(b->gd, options, &bits, cause) != 0)
		goto fail;
	b->st = state_new(b->gd, seed);
	b->st->options = bits;
	if (b->sc != NULL && b->sc->first >= 0)
		b->st->first_side = b->sc->first;
	if (b->sc != NULL && b->sc->turns > 0)
		b->st->turns = b->sc->turns;
	if (b->sc != NULL && board_setup(b->st, b->sc, cause) != 0)
		goto fail;
	env.gd = b->gd;
	env.sc = b->sc;
	env.st = b->st;
	env.narration = out;
	env.ro = NULL;
	if (hooks_event(b->hk, &env, "start", 0, NULL, cause) != 0)
		goto fail;
	if (b->gd->sequence.nphases > 0 && event(b->hk, b->gd, b->sc, b->st,
	    NULL, "phase_start", out, cause) != 0)
		goto fail;
	b->snaps = snapshots_new(b->st);
	return 0;
fail:
	built_free(b);
	return -1;
}

void
adopt(struct session *s, struct built *b, const char *game,
    const char *scenario, uint64_t seed, const char *options)
{
	/* game and scenario may be the session's own strings: copy them
	 * before the old game is dropped. */
	char *g = xstrdup(game), *sn = scenario ? xstrdup(scenario) : NULL;
	char *op = options ? xstrdup(options) : NULL;

	drop_game(s);
	s->gd = b->gd;
	s->sc = b->sc;
	s->hk = b->hk;
	s->st = b->st;
	s->snaps = b->snaps;
	s->game = g;
	s->scenario = sn;
	s->options = op;
	s->seed = seed;
	memset(b, 0, sizeof *b);
}

/* Works out the orders in force from the records since the last "new". */
void
compute_active(const struct journal *j, int **active, int *nactive,
    int *cursor, int *header)
{
	int i;

	*nactive = *cursor = 0;
	*header = -1;
	*active = xrealloc(*active, sizeof **active * (size_t)(j->nrecs + 1));
	for (i = 0; i < j->nrecs; i++) {
		switch (j->recs[i].kind) {
		case J_NEW:
			*header = i;
			*nactive = *cursor = 0;
			break;
		case J_DO:
			*nactive = *cursor;
			(*active)[(*nactive)++] = i;
			*cursor = *nactive;
			break;
		case J_UNDO:
			if (*cursor > 0)
				(*cursor)--;
			break;
		case J_REDO:
			if (*cursor < *nactive)
				(*cursor)++;
			break;
		}
	}
}

/* A scenario's special rules may forbid an order: its `order` hook sees
 * a copy of the game before the order, with the order's words after the
 * turn, the side and the phase, and answers with the reason, or nothing.
 * It runs before any die is rolled, so a refusal costs nothing. */
static int
order_allowed(struct session *s, const struct state *before, const char *verb,
    int argc, char **argv, char **cause)
{
	struct hook_env env;
	const char **words;
	char turn[16], *answer = NULL;
	int i, rc;

	if (s->hk == NULL || !has_hook(s, "order"))
		return 0;
	words = xcalloc((size_t)argc + 4, sizeof *words);
	seq_hook_args(before, turn, &words[1], &words[2]);
	words[0] = turn;
	words[3] = verb;
	/* A unit however the player named it (name, prefix, any case)
	 * reaches the hook by its id, so a scenario's rule cannot be
	 * slipped past by spelling; hexes and other words stay as typed. */
	for (i = 0; i < argc; i++) {
		char *why = NULL;
		int u;

		words[4 + i] = argv[i];
		if (!hex_shaped(&s->gd->grid, argv[i]) &&
		    dir_parse(&s->gd->grid, argv[i]) < 0 &&
		    (u = gd_unit_find(s->gd, argv[i], &why)) >= 0)
			words[4 + i] = s->gd->units[u].id;
		free(why);
	}
	env.gd = s->gd;
	env.sc = s->sc;
	env.st = state_copy(before);
	env.narration = NULL;
	env.ro = NULL;
	rc = hooks_ask(s->hk, &env, "order", argc + 4, words, &answer, cause);
	state_free(env.st);
	free(words);
	if (rc == 0 && answer != NULL) {
		*cause = answer;
		return -1;
	}
	return rc;
}

enum cmd_retval
run_on(struct session *s, const struct cmd_entry *e, int argc, char **argv,
    struct state *before, struct state *scratch, struct roller *ro,
    const struct jrec *rec, int checked, struct buf *out, char **cause)
{
	struct cmd_ctx ctx;
	enum cmd_retval rv;

	memset(ro, 0, sizeof *ro);
	/* the shell checks what the player typed; a journal, a save or a
	 * turn file is checked here, the same way, before any handler */
	if (cmd_check_arity(e, argc, cause) != 0)
		return CMD_ERROR;
	ro->rng = &scratch->rng;
	ro->manual = scratch->dice_manual;
	ro->ask = s->ask;
	ro->show_fn = s->show;
	ro->show = out;
	ro->ask_ctx = s->ask_ctx;
	ro->batch = s->batch;
	if (rec != NULL) {
		/* Replay: the dice are the journal's, never new ones. */
		ro->script = rec->rolls;
		ro->nscript = rec->nrolls;
		ro->replaying = 1;
	}
	/* An order in force that applied on this very state was allowed
	 * by the same hook then: a replay in the session does not ask. */
	if ((rec == NULL || !checked) &&
	    order_allowed(s, before, e->name, argc, argv, cause) != 0)
		return CMD_ERROR;
	memset(&ctx, 0, sizeof ctx);
	ctx.s = s;
	ctx.st = scratch;
	ctx.ro = ro;
	ctx.out = out;
	ctx.replaying = rec != NULL;
	ctx.entry = e;
	rv = e->exec(&ctx, argc, argv);
	if (rv == CMD_ERROR) {
		*cause = ctx.cause ? ctx.cause : xstrdup("failed");
		return rv;
	}
	free(ctx.cause);
	if (ctx.unchanged && ro->nmade == 0)
		return CMD_UNCHANGED;
	/* battle-of-agincourt §14.1 (and any game's victory hook): victory is
	 * checked at once, after every order. */
	if (!scratch->over && session_event_dice(s, scratch, ro, "after_order",
	    out, cause) != 0)
		return CMD_ERROR;
	/* a game that has just ended leaves nothing open */
	if (scratch->over && (scratch->pend_advance ||
	    scratch->pend_counter >= 0)) {
		buf_puts(out, "the game is over: no advance or counter-attack "
		    "follows\n");
		resolve_close(scratch);
	}
	return rv;
}

static enum cmd_retval run(struct session *, const struct cmd_entry *, int,
    char **, struct buf *, char **);

enum cmd_retval
session_run(struct session *s, const struct cmd_entry *e, int argc,
    char **argv, struct buf *out, char **cause)
{
	enum cmd_retval rv = run(s, e, argc, argv, out, cause);
	char *words;

	/* `why` repeats a refused order's reason too. */
	if (rv == CMD_ERROR && (e->flags & CMD_JOURNAL)) {
		words = join_words(argc, argv, 0);
		free(s->why);
		s->why = xprintf("%s%s%s: refused: %s\n", e->name,
		    argc ? " " : "", words, *cause);
		free(words);
		fresh_hooks(s);
	}
	return rv;
}

/* The order just journaled is the game now, and the newest of the active
 * orders (anything undone beyond it is dropped). */
static void
commit_order(struct session *s, struct state *st)
{
	snapshots_truncate(s->snaps, s->cursor);
	snapshots_take(s->snaps, s->cursor, s->st);
	s->st = st;
	s->active = xrealloc(s->active,
	    sizeof *s->active * (size_t)(s->cursor + 1));
	s->active[s->cursor++] = s->j.nrecs - 1;
	s->nactive = s->cursor;
	snapshots_note(s->snaps, s->cursor, s->st);
}

static enum cmd_retval
run(struct session *s, const struct cmd_entry *e, int argc,
    char **argv, struct buf *out, char **cause)
{
	struct roller ro;
	struct cmd_ctx ctx;
	struct state *st;
	struct jrec r;
	struct buf narration;
	enum cmd_retval rv;
	char *words;

	if ((e->flags & CMD_GAME) && s->gd == NULL) {
		*cause = xprintf("no game is loaded (expected \"new\" or "
		    "\"load FILE\" first)");
		return CMD_ERROR;
	}
	/* Orders belong to phases (the sequence of play is data). */
	if (s->gd != NULL && s->st->over && seq_allows(s->gd, e->name)) {
		*cause = s->st->winner >= 0 ? xprintf("the game is over: "
		    "%s won: %s", s->gd->factions[s->st->winner].army,
		    s->st->result) : s->st->result[0] != '\0' ? xprintf("the "
		    "game is over: a draw: %s",
		    s->st->result) : xprintf("the game is over");
		return CMD_ERROR;
	}
	if (s->gd != NULL && seq_check_order(s->st, e->name, cause) != 0)
		return CMD_ERROR;
	if (s->gd != NULL && (e->flags & CMD_JOURNAL) &&
	    strcmp(e->name, "losses") != 0 && resolve_waiting(s->st, cause) != 0)
		return CMD_ERROR;
	if (!(e->flags & CMD_JOURNAL)) {
		memset(&ro, 0, sizeof ro);
		memset(&ctx, 0, sizeof ctx);
		ctx.s = s;
		ctx.st = s->st;
		ctx.ro = &ro;
		ctx.out = out;
		ctx.entry = e;
		rv = e->exec(&ctx, argc, argv);
		if (rv == CMD_ERROR)
			*cause = ctx.cause ? ctx.cause : xstrdup("failed");
		else
			free(ctx.cause);
		roller_reset_made(&ro);
		return rv;
	}
	/* Validate and compute on a copy; narration is held back until the
	 * order is safely in the journal. */
	st = state_copy(s->st);
	buf_init(&narration);
	rv = run_on(s, e, argc, argv, s->st, st, &ro, NULL, 0, &narration,
	    cause);
	if (rv == CMD_UNCHANGED) {
		state_free(st);
		roller_reset_made(&ro);
		if (narration.len > ro.shown)
			buf_add(out, narration.s + ro.shown,
			    narration.len - ro.shown);
		buf_free(&narration);
		return CMD_OK;
	}
	if (rv == CMD_ERROR) {
		/* Part of the ruling was shown while asking: say it was not
		 * carried out after all. */
		if (ro.shown > 0 && *cause != NULL) {
			char *was = *cause;

			*cause = xprintf("%s (the %s order is not carried out: "
			    "the game is as it was)", was, e->name);
			free(was);
		}
		state_free(st);
		roller_reset_made(&ro);
		buf_free(&narration);
		return rv;
	}
	memset(&r, 0, sizeof r);
	r.kind = J_DO;
	words = join_words(argc, argv, 0);
	r.text = xprintf("%s%s%s", e->name, argc ? " " : "", words);
	free(words);
	r.rolls = ro.made;
	r.nrolls = ro.nmade;
	if (journal_append(&s->j, &r, cause) != 0) {
		free(r.text);
		state_free(st);
		roller_reset_made(&ro);
		buf_free(&narration);
		return CMD_ERROR;
	}
	free(r.text);
	roller_reset_made(&ro);
	commit_order(s, st);
	free(s->why);
	s->why = xprintf("%s%s%s", session_order(s, s->cursor - 1)->text,
	    narration.len ? ":\n" : "\n", narration.s ? narration.s : "");
	/* What was not shown already while asking for dice. */
	if (narration.len > ro.shown)
		buf_add(out, narration.s + ro.shown, narration.len - ro.shown);
	buf_free(&narration);
	return rv;
}

int
session_check_orders(struct session *s, const struct jrec *recs, int n,
    char **cause)
{
	struct session t;
	struct buf sink;
	int header = -1, i, rc;

	/* On the game in play first; only a refusal is checked again (and
	 * told) as the whole journal's rebuild with them would. */
	if (replay_check(s, recs, n) == 0)
		return 0;
	for (i = 0; i < s->j.nrecs; i++)
		if (s->j.recs[i].kind == J_NEW)
			header = i;
	if (header < 0) {
		*cause = xprintf("there is no game");
		return -1;
	}
	session_init(&t, s->datadir);
	t.j.recs = xcalloc((size_t)(s->cursor + n + 1), sizeof *t.j.recs);
	jrec_copy(&t.j.recs[t.j.nrecs++], &s->j.recs[header]);
	for (i = 0; i < s->cursor; i++)
		jrec_copy(&t.j.recs[t.j.nrecs++], session_order(s, i));
	for (i = 0; i < n; i++)
		jrec_copy(&t.j.recs[t.j.nrecs++], &recs[i]);
	buf_init(&sink);
	rc = rebuild(&t, &sink, cause);
	buf_free(&sink);
	session_free(&t);
	return rc;
}

/* Runs a journal record's order on *st (replay: its own dice). */
static int
replay_on(struct session *s, const struct jrec *rec, struct state **st,
    char **cause)
{
	const struct cmd_entry *e;
	struct state *next;
	struct roller ro;
	struct buf sink;
	char **argv, *why = NULL;
	int argc, rc = 0;

	if ((argc = split_words(rec->text, &argv, &why)) < 1 ||
	    (e = cmd_find(argv[0], &why)) == NULL ||
	    !(e->flags & CMD_JOURNAL)) {
		if (argc >= 0)
			free_words(argc, argv);
		*cause = why ? why : xprintf("\"%s\" is not an order",
		    rec->text);
		return -1;
	}
	buf_init(&sink);
	next = state_copy(*st);
	switch (run_on(s, e, argc - 1, argv + 1, *st, next, &ro, rec, 0, &sink,
	    cause)) {
	case CMD_ERROR:
		rc = -1;
		state_free(next);
		break;
	case CMD_UNCHANGED:
		roller_reset_made(&ro);
		state_free(next);
		break;
	default:
		roller_reset_made(&ro);
		state_free(*st);
		*st = next;
		break;
	}
	buf_free(&sink);
	free_words(argc, argv);
	return rc;
}

int
session_replay_order(struct session *s, const struct jrec *rec,
    char **cause)
{
	return session_replay_orders(s, rec, 1, cause);
}

int
session_replay_orders(struct session *s, const struct jrec *recs, int n,
    char **cause)
{
	struct state *st = state_copy(s->st), *saved = s->st;
	int i, rc = 0;

	/* Each order on the state the one before it left; the handlers
	 * see that state as the game's. */
	for (i = 0; i < n && rc == 0; i++) {
		s->st = st;
		rc = replay_on(s, &recs[i], &st, cause);
	}
	s->st = saved;
	/* Then all of them into the journal at once, or none. */
	if (rc != 0 || (n == 1 ? journal_append(&s->j, recs, cause) :
	    journal_append_group(&s->j, recs, n, cause)) != 0) {
		state_free(st);
		return -1;
	}
	snapshots_truncate(s->snaps, s->cursor);
	snapshots_take(s->snaps, s->cursor, s->st);
	s->st = st;
	s->active = xrealloc(s->active,
	    sizeof *s->active * (size_t)(s->cursor + n));
	for (i = 0; i < n; i++)
		s->active[s->cursor++] = s->j.nrecs - n + i;
	s->nactive = s->cursor;
	snapshots_note(s->snaps, s->cursor, s->st);
	return 0;
}

int
session_in_battle(const struct session *s, int unit)
{
	const struct unit_state *us = &s->st->u[unit];
	int k;

	if (s->sc == NULL || us->on_map || us->eliminated)
		return 1;
	for (k = 0; k < s->sc->nsetup; k++)
		if (s->sc->setup[k].unit == unit)
			return 1;
	return 0;
}

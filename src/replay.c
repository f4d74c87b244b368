/* replay: the game rebuilt from its journal (DESIGN principle 3).  A new
 * game, a resume and a load build the game from the journal's header
 * once (game data, scenario, the hooks' interpreter, none of which
 * changes after loading) and replay the orders in force onto it, keeping
 * snapshots on the way (snapshot.c).  A saved game is the header and
 * those orders. */
#include "session-int.h"
#include "narrate.h"
#include "ruling.h"
#include "sequence.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Order i's verb (argv[0], of argc >= 0 words) checked to be an order
 * of the game. */
static const struct cmd_entry *
order_entry(int i, int argc, char **argv, char **cause)
{
	const struct cmd_entry *e;
	char *why = NULL;

	if (argc < 1) {
		*cause = xprintf("journal order %d is empty or malformed",
		    i + 1);
		return NULL;
	}
	if ((e = cmd_find(argv[0], &why)) == NULL ||
	    !(e->flags & CMD_JOURNAL) || strcmp(e->name, argv[0]) != 0) {
		/* A saved game may come from anywhere (mail play): it
		 * replays orders, nothing else. */
		*cause = xprintf("journal order %d (%s) is not an order "
		    "of the game%s%s", i + 1, argv[0], why ? ": " : "",
		    why ? why : "");
		free(why);
		return NULL;
	}
	return e;
}

/* order_entry for a replay's many orders of few verbs: a verb found
 * before is that entry again (order_entry takes only its exact name,
 * which cmd_find always finds first). */
#define REPLAY_VERBS	8
static const struct cmd_entry *
replay_entry(const struct cmd_entry **seen, int i, int argc, char **argv,
    char **cause)
{
	const struct cmd_entry *e;
	int k = 0;

	if (argc >= 1)
		for (; k < REPLAY_VERBS && seen[k] != NULL; k++)
			if (strcmp(seen[k]->name, argv[0]) == 0)
				return seen[k];
	if ((e = order_entry(i, argc, argv, cause)) != NULL &&
	    k < REPLAY_VERBS)
		seen[k] = e;
	return e;
}

const struct cmd_entry *
order_words(const struct jrec *r, int i, int *argc, char ***argv,
    char **cause)
{
	const struct cmd_entry *e;
	char *why = NULL;

	if ((*argc = words_split(r->text, argv, &why)) < 1) {
		free(why);
		return order_entry(i, 0, NULL, cause);
	}
	if ((e = order_entry(i, *argc, *argv, cause)) == NULL)
		words_free_argv(*argc, *argv);
	return e;
}

/* A replay runs each order on the state itself, not on a copy of it as
 * a player's order does (session.c): the order applied once already,
 * and if it no longer does the whole replay is refused and its state
 * thrown away by the caller, so there is nothing to keep a copy for.
 * (An order that changes nothing, CMD_UNCHANGED, leaves the state as it
 * found it.)  Its rulings were told when it was played: they go to a
 * quiet buffer and are not even formatted. */
int
replay_span(struct session *s, const int *active, int from, int to,
    struct state **st, struct snapshots *snaps, int checked, char **cause)
{
	const struct cmd_entry *e, *seen[REPLAY_VERBS] = { NULL };
	const struct jrec *r;
	struct state *saved = s->st;
	struct roller ro;
	struct buf sink;
	struct words w;
	char *why = NULL;
	int argc, i, rc = 0;

	hooks_replaying(s->hk, 1);	/* orders played before: see hook.h */
	buf_init_quiet(&sink);
	words_init(&w);	/* the words of one order after another */
	s->st = *st;
	for (i = from; i < to && rc == 0; i++) {
		r = &s->j.recs[active[i]];
		if ((argc = words_split_into(r->text, &w, &why)) < 1) {
			free(why);
			why = NULL;
			argc = 0;
		}
		if ((e = replay_entry(seen, i, argc, w.v, cause)) == NULL) {
			rc = -1;
			break;
		}
		if (run_on(s, e, argc - 1, w.v + 1, *st, *st, &ro, r,
		    checked, &sink, &why) == CMD_ERROR) {
			*cause = xprintf("journal order %d (%s) no longer "
			    "applies: %s", i + 1, r->text, why);
			free(why);
			why = NULL;
			rc = -1;
		}
		roller_reset_made(&ro);
		if (rc == 0)
			snapshots_note(snaps, i + 1, *st);
	}
	hooks_replaying(s->hk, 0);
	words_free(&w);
	s->st = saved;
	return rc;
}

int
replay_check(struct session *s, const struct jrec *recs, int n)
{
	const struct cmd_entry *e;
	struct state *st, *next, *saved = s->st;
	struct roller ro;
	struct buf sink;
	char **argv, *why = NULL;
	int argc, i, rc = 0;

	if (s->gd == NULL)
		return -1;
	st = state_copy(s->st);
	next = state_copy(s->st);
	hooks_replaying(s->hk, 1);
	buf_init(&sink);
	for (i = 0; i < n && rc == 0; i++) {
		if ((e = order_words(&recs[i], s->cursor + i, &argc, &argv,
		    &why)) == NULL) {
			rc = -1;
			break;
		}
		state_copy_into(next, st);
		s->st = st;
		switch (run_on(s, e, argc - 1, argv + 1, st, next, &ro,
		    &recs[i], 0, &sink, &why)) {
		case CMD_ERROR:
			rc = -1;
			break;
		case CMD_UNCHANGED:
			break;
		default: {
			struct state *t = st;

			st = next;
			next = t;
			break;
		}
		}
		roller_reset_made(&ro);
		words_free_argv(argc, argv);
		buf_reset(&sink);
	}
	hooks_replaying(s->hk, 0);
	s->st = saved;
	free(why);
	why = NULL;
	buf_free(&sink);
	state_free(st);
	state_free(next);
	/* a refused order's hooks go on as if it never was */
	if (rc != 0 && hooks_reset(s->hk, &why) != 0)
		free(why);
	return rc;
}

/* Replays the first n orders of active onto a freshly built game; the
 * session points at it for the while, since handlers reach the game
 * through the session. */
static int
replay_built(struct session *s, struct built *b, const int *active, int n,
    char **cause)
{
	struct gamedata *gd = s->gd;
	struct scenario *sc = s->sc;
	struct hooks *hk = s->hk;
	int rc;

	s->gd = b->gd;
	s->sc = b->sc;
	s->hk = b->hk;
	rc = replay_span(s, active, 0, n, &b->st, b->snaps, 0, cause);
	s->gd = gd;
	s->sc = sc;
	s->hk = hk;
	return rc;
}

/* The settings of a journal's last "new". */
struct header_game {
	char		*game, *scenario, *options;
	uint64_t	 seed;
};

static void
header_game_free(struct header_game *hg)
{
	free(hg->game);
	free(hg->scenario);
	free(hg->options);
}

/* The game of the journal's header record, built afresh, with the first
 * n of the orders in force replayed on it; *hg its settings (to free). */
static int
build_from_journal(struct session *s, int header, const int *active, int n,
    struct built *b, struct header_game *hg, char **cause)
{
	struct buf sink;
	int rc;

	if (settings_parse(s->j.recs[header].text, &hg->game, &hg->scenario,
	    &hg->seed, &hg->options, cause) != 0)
		return -1;
	buf_init(&sink);
	rc = build(s, hg->game, hg->scenario, hg->seed, hg->options, b, &sink,
	    cause);
	buf_free(&sink);
	if (rc == 0 && (rc = replay_built(s, b, active, n, cause)) != 0)
		built_free(b);
	if (rc != 0)
		header_game_free(hg);
	return rc;
}

/* The game as it stood just before active order i (i may be the count,
 * for the game now): built afresh from the journal's header and the
 * orders before it.  *rec is order i's record, or NULL past the end. */
static int
built_before(struct session *s, int i, struct built *b, const struct jrec **rec,
    char **cause)
{
	struct header_game hg;
	int *active = NULL, nactive, cursor, header, rc = -1;

	session_compute_active(&s->j, &active, &nactive, &cursor, &header);
	if (header < 0 || i < 0 || i > nactive) {
		free(active);
		*cause = xprintf("no order %d (the log has %d)", i + 1,
		    nactive);
		return -1;
	}
	if (build_from_journal(s, header, active, i, b, &hg, cause) == 0) {
		*rec = i < nactive ? &s->j.recs[active[i]] : NULL;
		header_game_free(&hg);
		rc = 0;
	}
	free(active);
	return rc;
}

/* An order's line, then what it said again: its records rendered
 * (DESIGN principle 8), or its text where they do not render as it (a
 * producer took back text it had written). */
static void
told(const struct gamedata *gd, const char *order, struct buf *said,
    const struct ruling *rec, struct buf *out)
{
	buf_printf(out, "%s:\n", order);
	if (narrate_renders_as_said(gd, said, rec))
		narrate_ruling(gd, rec, out);
	else if (said->len > 0)
		buf_add(out, said->s, said->len);
}

/* Order i told again from the snapshots; -1 (and nothing said) if they
 * cannot tell it, and the journal is asked. */
static int
narrate_kept(struct session *s, int i, struct buf *out)
{
	const struct cmd_entry *e;
	const struct jrec *r;
	struct state *before, *after, *saved = s->st;
	struct roller ro;
	struct buf said;
	struct ruling rec;
	char **argv, *why = NULL;
	int argc, rc = -1;

	if (i < 0 || i >= s->nactive || session_state_at(s, i, &before,
	    &why) != 0) {
		free(why);
		return -1;
	}
	r = session_order(s, i);
	if ((e = order_words(r, i, &argc, &argv, &why)) == NULL) {
		free(why);
		state_free(before);
		return -1;
	}
	after = state_copy(before);
	buf_init(&said);
	ruling_init(&rec);
	said.keep = &rec;	/* what it says, as records */
	s->st = before;
	if (run_on(s, e, argc - 1, argv + 1, before, after, &ro, r, 1, &said,
	    &why) != CMD_ERROR) {
		told(s->gd, r->text, &said, &rec, out);
		rc = 0;
	}
	s->st = saved;
	free(why);
	roller_reset_made(&ro);
	words_free_argv(argc, argv);
	buf_free(&said);
	ruling_free(&rec);
	state_free(before);
	state_free(after);
	return rc;
}

int
session_narrate(struct session *s, int i, struct buf *out, char **cause)
{
	const struct cmd_entry *e;
	const struct jrec *r;
	struct built b;
	struct roller ro;
	struct state *after;
	struct buf said;
	struct ruling rec;
	char **argv;
	int argc, rc = -1;
	struct state *saved_st = s->st;
	struct gamedata *saved_gd = s->gd;
	struct scenario *saved_sc = s->sc;
	struct hooks *saved_hk = s->hk;

	if (narrate_kept(s, i, out) == 0)
		return 0;
	if (built_before(s, i, &b, &r, cause) != 0)
		return -1;
	if (r == NULL) {
		*cause = xprintf("no order %d (the log has %d)", i + 1, i);
		built_free(&b);
		return -1;
	}
	/* The order itself, with its own dice, speaking this time. */
	if ((argc = words_split(r->text, &argv, cause)) < 1 ||
	    (e = cmd_find(argv[0], cause)) == NULL ||
	    !(e->flags & CMD_JOURNAL)) {
		if (argc >= 0)
			words_free_argv(argc, argv);
		if (*cause == NULL)
			*cause = xprintf("order %d is not an order", i + 1);
		built_free(&b);
		return -1;
	}
	s->gd = b.gd;
	s->sc = b.sc;
	s->hk = b.hk;
	s->st = b.st;
	after = state_copy(b.st);
	buf_init(&said);
	ruling_init(&rec);
	said.keep = &rec;	/* what it says, as records */
	if (run_on(s, e, argc - 1, argv + 1, b.st, after, &ro, r, 0, &said,
	    cause) != CMD_ERROR) {
		/* in the words of the game it was built in */
		told(b.gd, r->text, &said, &rec, out);
		rc = 0;
	} else {
		/* what it said before it was refused */
		buf_printf(out, "%s:\n", r->text);
		if (said.len > 0)
			buf_add(out, said.s, said.len);
	}
	buf_free(&said);
	ruling_free(&rec);
	state_free(after);
	roller_reset_made(&ro);
	words_free_argv(argc, argv);
	s->st = saved_st;
	s->gd = saved_gd;
	s->sc = saved_sc;
	s->hk = saved_hk;
	built_free(&b);
	return rc;
}

int
session_actor_at(struct session *s, int i, char **cause)
{
	const struct jrec *r;
	struct built b;
	struct state *st;
	char *why = NULL;
	int side;

	if (session_state_at(s, i, &st, &why) == 0) {
		side = session_actor(st);
		state_free(st);
		return side;
	}
	free(why);
	if (built_before(s, i, &b, &r, cause) != 0)
		return -1;
	side = session_actor(b.st);
	built_free(&b);
	return side;
}

/* Rebuilds the game from the journal: the header, then every active
 * order up to the cursor.  The players heard the start of the game once;
 * a rebuild replays it silently. */
int
rebuild(struct session *s, struct buf *out, char **cause)
{
	struct built b;
	struct header_game hg;
	int *active = NULL, nactive, cursor, header, rc = -1;

	(void)out;
	s->rebuilds++;
	session_compute_active(&s->j, &active, &nactive, &cursor, &header);
	if (header < 0) {
		free(active);
		*cause = xprintf("the journal holds no game");
		return -1;
	}
	if (build_from_journal(s, header, active, cursor, &b, &hg,
	    cause) == 0) {
		session_adopt(s, &b, hg.game, hg.scenario, hg.seed, hg.options);
		header_game_free(&hg);
		free(s->active);
		s->active = active;
		active = NULL;
		s->nactive = nactive;
		s->cursor = cursor;
		rc = 0;
	}
	free(active);
	return rc;
}

int
session_new_settings(struct session *s, const char *settings,
    struct buf *out, char **cause)
{
	char *game = NULL, *scenario = NULL, *options = NULL;
	uint64_t seed;
	int rc;

	if (settings_parse(settings, &game, &scenario, &seed, &options,
	    cause) != 0)
		return -1;
	rc = session_new(s, game, scenario, seed, options, out, cause);
	free(game);
	free(scenario);
	free(options);
	return rc;
}

int
session_new(struct session *s, const char *game, const char *scenario,
    uint64_t seed, const char *options, struct buf *out, char **cause)
{
	struct built b;
	struct jrec h;

	if (build(s, game, scenario, seed, options, &b, out, cause) != 0)
		return -1;
	memset(&h, 0, sizeof h);
	h.kind = J_NEW;
	h.text = session_settings_format(game, scenario, seed, options);
	if (journal_start(&s->j, &h, cause) != 0) {
		free(h.text);
		built_free(&b);
		return -1;
	}
	free(h.text);
	session_adopt(s, &b, game, scenario, seed, options);
	s->nactive = s->cursor = 0;
	return 0;
}

int
session_resume(struct session *s, struct buf *out, char **cause)
{
	if (rebuild(s, out, cause) != 0)
		return -1;
	/* A damaged journal (its whole records resumed), one of the old
	 * format or a save is written anew in format 2, the file as it
	 * was kept aside (s->j.kept), before anything is added to it. */
	if (s->j.fd >= 0 && (s->j.damage != NULL || s->j.format != 2) &&
	    journal_rewrite(&s->j, cause) != 0) {
		session_drop_game(s);
		return -1;
	}
	return 0;
}

int
session_load(struct session *s, const char *path, struct buf *out,
    char **cause)
{
	return session_load_file(s, path, 0, out, cause);
}

int
session_load_file(struct session *s, const char *path, int salvage,
    struct buf *out, char **cause)
{
	struct session t;
	struct jrec *recs;
	char *warning = NULL;
	int n;

	if ((salvage ? journal_read_salvage : journal_read_file)(path, &recs, &n,
	    &warning, cause) != 0)
		return -1;
	if (warning != NULL) {
		buf_printf(out, "%s\n", warning);
		free(warning);
	}
	/* Check the file by rebuilding it in a session of its own: nothing
	 * here changes until it holds. */
	session_init(&t, s->datadir);
	t.j.recs = recs;
	t.j.nrecs = n;
	if (rebuild(&t, out, cause) != 0 ||
	    journal_replace(&s->j, recs, n, cause) != 0) {
		session_free(&t);
		return -1;
	}
	/* It holds, and it is this game's journal now (the game it replaced
	 * kept beside it): take the game over, the same records in the
	 * same order, so its orders in force and snapshots hold too. */
	session_drop_game(s);
	s->gd = t.gd;
	s->sc = t.sc;
	s->hk = t.hk;
	s->st = t.st;
	s->snaps = t.snaps;
	s->game = t.game;
	s->scenario = t.scenario;
	s->options = t.options;
	s->seed = t.seed;
	s->active = t.active;
	s->nactive = t.nactive;
	s->cursor = t.cursor;
	t.gd = NULL;
	t.sc = NULL;
	t.hk = NULL;
	t.st = NULL;
	t.snaps = NULL;
	t.game = t.scenario = t.options = NULL;
	t.active = NULL;
	session_free(&t);
	return 0;
}

int
session_save(struct session *s, const char *path, char **cause)
{
	char *kept = NULL;
	int rc = session_save_keep(s, path, &kept, cause);

	free(kept);
	return rc;
}

int
session_save_keep(struct session *s, const char *path, char **kept,
    char **cause)
{
	struct jrec *recs;
	int header = -1, i, n = 0, rc;

	*kept = NULL;
	if (journal_is_file(&s->j, path)) {
		*cause = xprintf("%s is the journal of the game in play: save "
		    "it under another name", path);
		return -1;
	}

	for (i = 0; i < s->j.nrecs; i++)
		if (s->j.recs[i].kind == J_NEW)
			header = i;
	if (header < 0) {
		*cause = xprintf("there is no game to save");
		return -1;
	}
	/* A saved game is the header and the orders in force, nothing
	 * undone. */
	recs = xcalloc((size_t)s->cursor + 1, sizeof *recs);
	recs[n++] = s->j.recs[header];
	for (i = 0; i < s->cursor; i++)
		recs[n++] = s->j.recs[s->active[i]];
	rc = journal_save_keep(path, recs, n, kept, cause);
	free(recs);
	return rc;
}

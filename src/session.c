/* session: orders as transactions over a journal: each runs on a copy
 * of the state, is journaled with its dice, and the copy replaces the
 * state.  Building a game is in session-build.c, its hook events in
 * session-hook.c, replaying its journal in replay.c, undo and redo in
 * snapshot.c. */
#include "session-int.h"
#include "narrate.h"
#include "resolve.h"
#include "rulehook.h"
#include "sequence.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "duel.h"
#include "sealstore.h"

void
session_init(struct session *s, const char *datadir)
{
	memset(s, 0, sizeof *s);
	s->datadir = xstrdup(datadir);
	journal_init_memory(&s->j);
	buf_init(&s->sealed_mem);
	s->import_side = -1;
}

void
session_drop_game(struct session *s)
{
	/* `why` outlives the game: its records said in the game's words
	 * while they are still there */
	if (s->why_rec.n > 0 && s->gd != NULL) {
		struct buf b;

		buf_init(&b);
		buf_puts(&b, s->why != NULL ? s->why : "");
		narrate_ruling(s->gd, &s->why_rec, &b);
		session_why(s, buf_steal(&b), NULL);
	}
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
session_why(struct session *s, char *text, struct ruling *rec)
{
	free(s->why);
	s->why = text;
	ruling_free(&s->why_rec);
	if (rec != NULL)
		ruling_append(&s->why_rec, rec);
}

void
session_free(struct session *s)
{
	session_why(s, NULL, NULL);
	session_drop_game(s);
	journal_close(&s->j);
	free(s->datadir);
	buf_free(&s->sealed_mem);
	session_keyring_drop(s);
}

/* The roller's keeper of sealed choices' secrets: beside the journal
 * (sealstore.h), or in memory without one. */
static int
seal_keep(void *ctx, const unsigned char *seal, int k,
    const unsigned char *salt, char **cause)
{
	struct session *s = ctx;
	struct sealstore ss;
	int rc;

	sealstore_init(&ss, s->j.path, &s->sealed_mem);
	rc = sealstore_keep(&ss, seal, k, salt, cause);
	sealstore_free(&ss);
	return rc;
}

static int
seal_find(void *ctx, const unsigned char *seal, int *k, unsigned char *salt,
    char **cause)
{
	struct session *s = ctx;
	struct sealstore ss;
	int rc;

	sealstore_init(&ss, s->j.path, &s->sealed_mem);
	rc = sealstore_find(&ss, seal, k, salt, cause);
	sealstore_free(&ss);
	return rc;
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
	session_keyring_drop(s);	/* the new journal's, when wanted */
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
		session_why(s, NULL, NULL);
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

/* A command's handler, its words resolved by their types first, with
 * the session's hooks in force for the rulings that call the game's Tcl
 * (rulehook.h). */
static enum cmd_retval
exec_entry(struct session *s, const struct cmd_entry *e, struct cmd_ctx *ctx,
    int argc, char **argv)
{
	struct rulehook_ctx was;
	enum cmd_retval rv;

	/* the words its types name, read before it runs (cmd-arg.c) */
	if (cmd_resolve(ctx, argc, argv) != 0)
		return CMD_ERROR;
	was = rulehook_use(s->hk, s->sc);
	rv = e->exec(ctx, argc, argv);

	rulehook_restore(was);
	return rv;
}

/* cmd_check_arity, remembered for the entries and word counts that
 * passed: a replay checks the same few again and again, and the answer
 * is the entry's template's alone.  (Main thread only, as every order.) */
static int
check_arity(const struct cmd_entry *e, int argc, char **cause)
{
	static struct {
		const struct cmd_entry	*e;
		int			 argc;
	} ok[8];
	static unsigned next;
	unsigned k;

	for (k = 0; k < nitems(ok); k++)
		if (ok[k].e == e && ok[k].argc == argc)
			return 0;
	if (cmd_check_arity(e, argc, cause) != 0)
		return -1;
	ok[next].e = e;
	ok[next].argc = argc;
	next = (next + 1) % nitems(ok);
	return 0;
}

enum cmd_retval
run_on(struct session *s, const struct cmd_entry *e, int argc, char **argv,
    struct state *before, struct state *scratch, struct roller *ro,
    const struct jrec *rec, int checked, struct buf *out, char **cause)
{
	struct cmd_ctx ctx;
	enum cmd_retval rv;
	char *mail_words;
	int actor;

	memset(ro, 0, sizeof *ro);
	/* the shell checks what the player typed; a journal, a save or a
	 * turn file is checked here, the same way, before any handler */
	if (check_arity(e, argc, cause) != 0)
		return CMD_ERROR;
	/* a duel by mail waits for its manner or its reveal: nothing else,
	 * typed or read from a file (a reveal left out is found here) */
	if ((e->flags & CMD_JOURNAL) && !(e->flags & CMD_ANSWER) &&
	    before != NULL && duel_awaits(before, cause) >= 0)
		return CMD_ERROR;
	ro->rng = &scratch->rng;
	ro->manual = scratch->dice_manual;
	ro->ask = s->ask;
	ro->ask_secret = s->ask_secret;
	ro->show_fn = s->show;
	ro->show = out;
	ro->ask_ctx = s->ask_ctx;
	ro->keep_fn = seal_keep;
	ro->find_fn = seal_find;
	ro->seal_ctx = s;
	ro->batch = s->batch;
	if (s->dry) {
		/* a question: herald's dice and picks, no one asked */
		ro->manual = 0;
		ro->ask = NULL;
		ro->ask_secret = NULL;
		ro->keep_fn = NULL;
		ro->find_fn = NULL;
		ro->batch = 1;
	}
	if (rec != NULL) {
		/* Replay: the dice are the journal's, never new ones. */
		ro->script = rec->rolls;
		ro->nscript = rec->nrolls;
		ro->replaying = 1;
	}
	/* An order in force that applied on this very state was allowed
	 * by the same hook then: a replay in the session does not ask. */
	if ((rec == NULL || !checked) &&
	    session_order_allowed(s, before, e->name, argc, argv, cause) != 0)
		return CMD_ERROR;
	/* a game by mail: the order's dice from both players' chains */
	if (session_mail_dice(s, e, argc, argv, scratch, ro, &mail_words,
	    &actor, cause) != 0)
		return CMD_ERROR;
	if (s->dry)
		ro->no_dice[0] = '\0';	/* the scratch copy's generator */
	memset(&ctx, 0, sizeof ctx);
	ctx.s = s;
	ctx.st = scratch;
	ctx.ro = ro;
	ctx.out = out;
	ctx.replaying = rec != NULL;
	ctx.entry = e;
	rv = exec_entry(s, e, &ctx, argc, argv);
	if (rv == CMD_ERROR) {
		*cause = ctx.cause ? ctx.cause : xstrdup("failed");
		free(mail_words);
		return rv;
	}
	free(ctx.cause);
	if (ctx.unchanged && ro->nmade == 0) {
		free(mail_words);
		return CMD_UNCHANGED;
	}
	/* the game's hooks on the order done: they may set its declared
	 * values (tally.h) */
	if (session_order_done(s, before, scratch, ro, e->name, argc, argv,
	    out, cause) != 0) {
		free(mail_words);
		return CMD_ERROR;
	}
	/* battle-of-agincourt §14.1 (and any game's victory hook): victory is
	 * checked at once, after every order. */
	if (!scratch->over && session_event_dice(s, scratch, ro, "after_order",
	    out, cause) != 0) {
		free(mail_words);
		return CMD_ERROR;
	}
	/* a game that has just ended leaves nothing open */
	if (scratch->over && (opens_advance(scratch) ||
	    opens_counter(scratch) >= 0)) {
		struct ruling r;

		ruling_init(&r);
		ruling_add(&r, RS_OVER_CLOSES, s->gd->id, NULL);
		narrate_told(s->gd, &r, out);
		resolve_close(scratch);
	}
	/* a record's dice are all the order's: one it never used was added
	 * by hand (DESIGN principle 4) */
	if (rec != NULL && ro->iscript < ro->nscript) {
		*cause = xprintf("the record holds %d roll%s more than the "
		    "order used: the record has been altered",
		    ro->nscript - ro->iscript,
		    ro->nscript - ro->iscript == 1 ? "" : "s");
		free(mail_words);
		return CMD_ERROR;
	}
	session_mail_note(scratch, e, actor, mail_words, ro);
	return rv;
}

static enum cmd_retval run(struct session *, const struct cmd_entry *, int,
    char **, struct buf *, char **);

/* A refusal's records (ruling_refused_take) are the refused order's
 * ruling when the cause it is refused with says what they rendered as
 * (said): what the handler and the session wrapped around it ("f37
 * cannot move: ", "(the move order is not carried out ...)") is kept as
 * text around them.  Else (the order refused for another reason, or the
 * records not rendered as said) the cause stays the whole of it. */
static int
refused_as_said(struct session *s, struct ruling *no, const char *said,
    const char *cause)
{
	struct ruling r;
	struct buf b;
	const char *at;
	char *tail;
	int ok;

	if (s->gd == NULL || no->n == 0 || said == NULL || *said == '\0' ||
	    cause == NULL || (at = strstr(cause, said)) == NULL)
		return 0;
	buf_init(&b);
	narrate_ruling(s->gd, no, &b);
	ok = b.s != NULL && strcmp(b.s, said) == 0;
	buf_free(&b);
	if (!ok)
		return 0;
	ruling_init(&r);
	if (at > cause)
		ruling_text(&r, cause, (size_t)(at - cause));
	ruling_append(&r, no);
	tail = xprintf("%s\n", at + strlen(said));
	ruling_text(&r, tail, strlen(tail));
	free(tail);
	ruling_append(no, &r);
	return 1;
}

enum cmd_retval
session_run(struct session *s, const struct cmd_entry *e, int argc,
    char **argv, struct buf *out, char **cause)
{
	enum cmd_retval rv;
	struct ruling no;
	char *words, *said;

	free(ruling_refused_take(&no));	/* an earlier order's */
	ruling_free(&no);
	rv = run(s, e, argc, argv, out, cause);
	said = ruling_refused_take(&no);
	/* `why` repeats a refused order's reason too. */
	if (rv == CMD_ERROR && (e->flags & CMD_JOURNAL)) {
		words = words_join(argc, argv, 0);
		if (refused_as_said(s, &no, said, *cause))
			session_why(s, xprintf("%s%s%s: refused: ", e->name,
			    argc ? " " : "", words), &no);
		else
			session_why(s, xprintf("%s%s%s: refused: %s\n",
			    e->name, argc ? " " : "", words, *cause), NULL);
		free(words);
		session_fresh_hooks(s);
	}
	ruling_free(&no);
	free(said);
	return rv;
}

/* `why` repeats the order's narration rendered from its records (DESIGN
 * principle 8: the records are the ruling): s->why is the order's line
 * and s->why_rec what it said.  Where the rendering is not what was
 * said (a producer took back text it had written), the text is trusted
 * and the records dropped (s->why is then the whole of it);
 * HERALD_CHECK_RECORDS, set by the transcript tests, has that said, so
 * that every transcript checks that its orders' records render as their
 * narration.  A refused order's records: refused_as_said. */
static void
keep_why(struct session *s, struct buf *narration, struct ruling *rec)
{
	const char *said = narration->s ? narration->s : "";
	const char *order = session_order(s, s->cursor - 1)->text;

	if (narrate_renders_as_said(s->gd, narration, rec)) {
		/* the order's line; what it said is its records */
		session_why(s, xprintf("%s%s", order, narration->len ?
		    ":\n" : "\n"), rec);
	} else {
		session_why(s, xprintf("%s%s%s", order, narration->len ?
		    ":\n" : "\n", said), NULL);
		if (getenv("HERALD_CHECK_RECORDS") != NULL)
			buf_puts(narration, "herald: the records of this "
			    "order do not render as its narration\n");
		ruling_free(rec);
	}
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
	struct ruling rec;
	enum cmd_retval rv;
	char *words;

	if ((e->flags & CMD_GAME) && s->gd == NULL) {
		*cause = xprintf("no game is loaded (expected \"new\" or "
		    "\"load FILE\" first)");
		return CMD_ERROR;
	}
	/* Orders belong to phases (the sequence of play is data). */
	if (s->gd != NULL && s->st->over && seq_allows(s->gd, e->name)) {
		struct ruling_step *o;

		ruling_init(&rec);
		o = ruling_add(&rec, RS_REFUSE_GAME_OVER, s->gd->id, NULL);
		ruling_num(o, "winner", s->st->winner);
		ruling_word(o, s->st->result);
		*cause = narrate_refusal(s->gd, &rec);
		ruling_free(&rec);
		return CMD_ERROR;
	}
	/* the phase it belongs to, and where the game stands */
	ruling_init(&rec);
	if (s->gd != NULL && seq_check_order_rec(s->st, e->name, &rec) != 0) {
		/* rendered, and kept for `why` (narrate_refusal) */
		*cause = narrate_refusal(s->gd, &rec);
		ruling_free(&rec);
		return CMD_ERROR;
	}
	ruling_free(&rec);
	if (s->gd != NULL && (e->flags & CMD_JOURNAL) &&
	    strcmp(e->name, "losses") != 0 && resolve_waiting(s->st, cause) != 0)
		return CMD_ERROR;
	/* a game by mail: the seat's orders only, his key pledged first */
	if (s->gd != NULL && (e->flags & CMD_JOURNAL) &&
	    session_mail_gate(s, e, out, cause) != 0)
		return CMD_ERROR;

	if (!(e->flags & CMD_JOURNAL)) {
		memset(&ro, 0, sizeof ro);
		memset(&ctx, 0, sizeof ctx);
		ctx.s = s;
		ctx.st = s->st;
		ctx.ro = &ro;
		ctx.out = out;
		ctx.entry = e;
		rv = exec_entry(s, e, &ctx, argc, argv);
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
	ruling_init(&rec);
	narration.keep = &rec;
	rv = run_on(s, e, argc, argv, s->st, st, &ro, NULL, 0, &narration,
	    cause);
	if (rv == CMD_UNCHANGED) {
		state_free(st);
		roller_reset_made(&ro);
		if (narration.len > ro.shown)
			buf_add(out, narration.s + ro.shown,
			    narration.len - ro.shown);
		buf_free(&narration);
		ruling_free(&rec);
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
		ruling_free(&rec);
		return rv;
	}
	memset(&r, 0, sizeof r);
	r.kind = J_DO;
	words = words_join(argc, argv, 0);
	r.text = xprintf("%s%s%s", e->name, argc ? " " : "", words);
	free(words);
	r.rolls = ro.made;
	r.nrolls = ro.nmade;
	if (journal_append(&s->j, &r, cause) != 0) {
		free(r.text);
		state_free(st);
		roller_reset_made(&ro);
		buf_free(&narration);
		ruling_free(&rec);
		return CMD_ERROR;
	}
	free(r.text);
	roller_reset_made(&ro);
	commit_order(s, st);
	keep_why(s, &narration, &rec);
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

	if ((argc = words_split(rec->text, &argv, &why)) < 1 ||
	    (e = cmd_find(argv[0], &why)) == NULL ||
	    !(e->flags & CMD_JOURNAL)) {
		if (argc >= 0)
			words_free_argv(argc, argv);
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
	words_free_argv(argc, argv);
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

/* fuzz_save: loading a saved game (session_load) into a session that has
 * a game in play (the tiny test game).
 *
 * An input that begins "herald-" is the file as it lies on disk; one
 * that begins "chain MAGIC" is record bodies whose chain is made for
 * them (fz_rechain).  Any other input is a game's records without their
 * checks, one a line, as for fuzz_journal (KIND TEXT[<TAB>ROLLS]),
 * written with journal_save:
 * so the fuzzer reaches the replay of orders and dice that no check
 * stands in front of.
 * Properties: the load succeeds or is refused with a reason; a refused
 * load leaves the game in play as it was; a game that loads saves, and
 * the save loads again into the same state. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzzutil.h"
#include "herald.h"
#include "session.h"

const char fuzz_name[] = "save";

#define FZ_MAX_RECS	64

/* The same game, as far as the state shows it. */
static int
same_state(const struct state *a, const struct state *b)
{
	return a->nunits == b->nunits && a->turn == b->turn &&
	    a->phase == b->phase && a->over == b->over &&
	    a->winner == b->winner && a->seed == b->seed &&
	    memcmp(&a->rng, &b->rng, sizeof a->rng) == 0 &&
	    memcmp(a->u, b->u, sizeof *a->u * (size_t)a->nunits) == 0;
}

/* Plain records (see fuzz_journal.c) into a file journal_save wrote;
 * -1 if there are none. */
static int
plain_file(char *s, const char *path)
{
	static const char *const kinds[] = { "new", "do", "undo", "redo" };
	struct jrec recs[FZ_MAX_RECS], *r;
	char *line, *next, *text, *tab, *tok, *save, *cause = NULL;
	int n = 0, i, bad;
	size_t k;

	for (line = s; line != NULL && n < FZ_MAX_RECS; line = next) {
		if ((next = strchr(line, '\n')) != NULL)
			*next++ = '\0';
		r = &recs[n];
		memset(r, 0, sizeof *r);
		if ((tab = strchr(line, '\t')) != NULL)
			*tab++ = '\0';
		if ((text = strchr(line, ' ')) != NULL)
			*text++ = '\0';
		for (k = 0; k < nitems(kinds); k++)
			if (strcmp(line, kinds[k]) == 0)
				break;
		if (k == nitems(kinds))
			continue;
		r->kind = (enum jkind)k;
		r->text = xstrdup(text != NULL ? text : "");
		bad = 0;
		save = NULL;
		for (tok = tab ? strtok_r(tab, " ", &save) : NULL;
		    tok != NULL && !bad; tok = strtok_r(NULL, " ", &save)) {
			/* which part of an import: journal_save leaves it out */
			if (strncmp(tok, "part=", 5) == 0)
				continue;
			if (strncmp(tok, "from=", 5) == 0) {
				free(r->origin);
				r->origin = xstrdup(tok + 5);
				continue;
			}
			r->rolls = xrealloc(r->rolls,
			    sizeof *r->rolls * (size_t)(r->nrolls + 1));
			if (roll_deserialise(tok, &r->rolls[r->nrolls],
			    &cause) != 0) {
				free(cause);
				cause = NULL;
				bad = 1;
			} else
				r->nrolls++;
		}
		if (bad)
			jrec_free(r);
		else
			n++;
	}
	if (n == 0)
		return -1;
	fz_assert(journal_save(path, recs, n, &cause) == 0, "journal_save: %s",
	    cause);
	for (i = 0; i < n; i++)
		jrec_free(&recs[i]);
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct session s, t;
	struct state *before;
	struct buf out;
	char *path, *again, *text, *file, *cause = NULL;
	size_t len;
	int cursor;

	if (size > 16384)
		return 0;
	herald_fix_seed(1);
	path = xprintf("%s/fuzz.herald", fz_workdir());
	again = xprintf("%s/again.herald", fz_workdir());
	if (size >= 7 && memcmp(data, "herald-", 7) == 0)
		fz_assert(fz_write(path, data, size) == 0, "cannot write %s",
		    path);
	else {
		text = fz_string(data, size);
		if ((file = fz_rechain(text, &len)) != NULL) {
			fz_assert(fz_write(path, file, len) == 0,
			    "cannot write %s", path);
			free(file);
		} else if (plain_file(text, path) != 0) {
			free(text);
			goto out;
		}
		free(text);
	}

	session_init(&s, fz_datadir());
	s.batch = 1;
	buf_init(&out);
	fz_assert(session_new(&s, "tiny", "basic", 1, NULL, &out,
	    &cause) == 0, "the tiny game: %s", cause);
	before = state_copy(s.st);
	cursor = s.cursor;
	if (session_load(&s, path, &out, &cause) != 0) {
		fz_assert(cause != NULL, "refused without a reason");
		printf("load refused: %s\n", cause);
		free(cause);
		cause = NULL;
		fz_assert(s.cursor == cursor && same_state(before, s.st),
		    "a refused load changed the game in play");
	} else {
		printf("loaded: %d orders\n", s.cursor);
		/* what loads, saves; and the save loads as the same game */
		fz_assert(session_save(&s, again, &cause) == 0,
		    "a loaded game does not save: %s", cause);
		session_init(&t, fz_datadir());
		t.batch = 1;
		fz_assert(session_load(&t, again, &out, &cause) == 0,
		    "a loaded game, saved, does not load again: %s", cause);
		fz_assert(t.cursor == s.cursor, "%d orders loaded, %d after "
		    "saving and loading again", s.cursor, t.cursor);
		fz_assert(same_state(s.st, t.st), "a loaded game, saved and "
		    "loaded again, is not the same game");
		session_free(&t);
	}
	state_free(before);
	buf_free(&out);
	session_free(&s);
out:
	fz_workdir_clean();
	free(path);
	free(again);
	return 0;
}

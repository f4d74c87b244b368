/* hookmemo: the answers of questions (`status`, `setup check`),
 * remembered for as long as the game they were asked about stays the
 * same.
 *
 * A hook is a function of the game and its words: it cannot read the
 * time, the machine or anything but the game (hookseal.c), and every
 * call starts from the interpreter as the scripts left it when they
 * loaded (hooksnap.c).  So a question that succeeded, rolled no dice and
 * left the game as it was gives the same narration and the same answer
 * when it is asked again about the same game, and need not run again.
 * Only successes are kept: a call stopped by a limit (the time limit
 * depends on the machine) runs again.  "The same game" is the same
 * bytes: the state and its units compared whole, not field by field,
 * so that no field a hook may read can be missed.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "hook-int.h"
#include "marker.h"

#define HOOK_MEMO_SIZE	4	/* questions remembered */

struct memo {
	char			*proc;
	int			 argc;
	char			**argv;
	const struct gamedata	*gd;
	const struct scenario	*sc;
	struct state		*st;	/* the game asked about */
	char			*said;	/* the narration */
	size_t			 nsaid;
	char			*result;	/* the answer, or NULL */
	int			 asked;		/* an answer was wanted */
	unsigned		 used;		/* for the least recently used */
};

struct hook_memo {
	struct memo	 m[HOOK_MEMO_SIZE];
	unsigned	 clock;
};

/* The same game, byte for byte: the units apart from where they are
 * kept, and the hex index apart (it is made from the units). */
static int
same_state(const struct state *a, const struct state *b)
{
	struct state x, y;

	if (a->nunits != b->nunits || a->gd != b->gd)
		return 0;
	memcpy(&x, a, sizeof x);
	memcpy(&y, b, sizeof y);
	x.u = y.u = NULL;
	x.markers = y.markers = NULL;	/* marker.h: compared below */
	x.tally = y.tally = NULL;	/* tally.h: compared below */
	memset(&x.at, 0, sizeof x.at);
	memset(&y.at, 0, sizeof y.at);
	return memcmp(&x, &y, sizeof x) == 0 && (a->nunits == 0 ||
	    memcmp(a->u, b->u, sizeof *a->u * (size_t)a->nunits) == 0) &&
	    (a->nmarkers == 0 || memcmp(a->markers, b->markers,
	    sizeof *a->markers * (size_t)a->nmarkers) == 0) &&
	    (a->ntally == 0 || memcmp(a->tally, b->tally,
	    sizeof *a->tally * (size_t)a->ntally) == 0);
}

static int
same_words(const struct memo *m, const char *proc, int argc,
    const char **argv)
{
	int i;

	if (strcmp(m->proc, proc) != 0 || m->argc != argc)
		return 0;
	for (i = 0; i < argc; i++)
		if (strcmp(m->argv[i], argv[i]) != 0)
			return 0;
	return 1;
}

static void
memo_clear(struct memo *m)
{
	int i;

	if (m->proc == NULL)
		return;
	free(m->proc);
	for (i = 0; i < m->argc; i++)
		free(m->argv[i]);
	free(m->argv);
	state_free(m->st);
	free(m->said);
	free(m->result);
	memset(m, 0, sizeof *m);
}

void
hook_memo_free(struct hooks *h)
{
	int i;

	if (h->memo == NULL)
		return;
	for (i = 0; i < HOOK_MEMO_SIZE; i++)
		memo_clear(&h->memo->m[i]);
	free(h->memo);
	h->memo = NULL;
}

/* A question asked before about this game: its narration is said again
 * and *result is its answer.  0 if there is none. */
int
hook_memo_find(struct hooks *h, const struct hook_env *env, const char *proc,
    int argc, const char **argv, char **result)
{
	struct memo *m;
	int i;

	if (!h->questioning || h->memo == NULL || env->ro != NULL ||
	    env->st == NULL)
		return 0;
	for (i = 0; i < HOOK_MEMO_SIZE; i++) {
		m = &h->memo->m[i];
		if (m->proc == NULL || m->gd != env->gd || m->sc != env->sc ||
		    m->asked != (result != NULL) ||
		    !same_words(m, proc, argc, argv) ||
		    !same_state(m->st, env->st))
			continue;
		if (env->narration != NULL && m->nsaid > 0)
			buf_add(env->narration, m->said, m->nsaid);
		if (result != NULL)
			*result = m->result != NULL ? xstrdup(m->result) : NULL;
		m->used = ++h->memo->clock;
		return 1;
	}
	return 0;
}

/* What a question is asked about, before it runs: NULL if it may not be
 * remembered (it may roll dice, or says nowhere). */
struct state *
hook_memo_before(struct hooks *h, const struct hook_env *env)
{
	if (!h->questioning || env->ro != NULL || env->st == NULL ||
	    env->narration == NULL)
		return NULL;
	return state_copy(env->st);
}

/* After a question that succeeded: remembered if it left the game as it
 * was (BEFORE, from hook_memo_before; taken over).  FROM is where its
 * narration began. */
void
hook_memo_keep(struct hooks *h, const struct hook_env *env, struct state *before,
    size_t from, const char *proc, int argc, const char **argv,
    const char *result, int asked)
{
	struct memo *m;
	int i, k = 0;

	if (before == NULL)
		return;
	if (!same_state(before, env->st) || env->narration->len < from) {
		state_free(before);
		return;
	}
	if (h->memo == NULL)
		h->memo = xcalloc(1, sizeof *h->memo);
	for (i = 0; i < HOOK_MEMO_SIZE; i++) {
		if (h->memo->m[i].proc == NULL) {
			k = i;
			break;
		}
		if (h->memo->m[i].used < h->memo->m[k].used)
			k = i;
	}
	m = &h->memo->m[k];
	memo_clear(m);
	m->proc = xstrdup(proc);
	m->argc = argc;
	m->argv = xcalloc((size_t)argc + 1, sizeof *m->argv);
	for (i = 0; i < argc; i++)
		m->argv[i] = xstrdup(argv[i]);
	m->gd = env->gd;
	m->sc = env->sc;
	m->st = before;
	m->nsaid = env->narration->len - from;
	if (m->nsaid > 0) {
		m->said = xmalloc(m->nsaid);
		memcpy(m->said, env->narration->s + from, m->nsaid);
	}
	m->result = result != NULL ? xstrdup(result) : NULL;
	m->asked = asked;
	m->used = ++h->memo->clock;
}

void
hooks_questioning(struct hooks *h, int on)
{
	if (h != NULL)
		h->questioning = on != 0;
}

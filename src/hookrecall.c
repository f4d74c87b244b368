/* hookrecall: a hook's call, remembered by what it read of the game.
 *
 * A hook is a function of its words and of what the herald:: commands
 * answer it: it has no clock, no machine and no random numbers
 * (hookseal.c), and it keeps nothing from one call to the next
 * (hooksnap.c).  A call that read the game only through commands whose
 * answers follow from a part of the state recorded here (which units
 * are eliminated: herald::eliminated and herald::lost), succeeded, said
 * nothing, and called nothing that could change the game or roll a die,
 * does exactly the same again when it is made with the same words about
 * a game whose recorded part is the same: it need not run.  A victory
 * hook asked after every order (battle-of-agincourt §14.1) then costs a
 * pass over the units' eliminated flags instead of a Tcl call.
 *
 * Only successes that read the game through one of those commands are
 * kept (a call stopped by a limit runs again, as a limit may depend on
 * the machine; one that read nothing of the game runs as before), never
 * while the guard would refuse a run or the interpreter could not be
 * made again, and none across new limits.  Questions (`status`) have
 * their own memory (hookmemo.c).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "guard.h"
#include "hook-int.h"

#define RECALL_SIZE	4	/* calls remembered */

struct recalled {
	char			*proc;
	int			 argc;
	char			**argv;
	const struct gamedata	*gd;
	const struct scenario	*sc;
	int			 asked;		/* an answer was wanted */
	char			*result;	/* the answer, or NULL */
	unsigned		 reads;		/* HOOK_READS_* */
	int			 nunits;
	int			*elim;		/* HOOK_READS_ELIM: per unit */
	unsigned		 used;		/* for the least recently used */
};

struct hook_recall {
	struct recalled	 r[RECALL_SIZE];
	unsigned	 clock;
	/* The call in progress: traced, it has called only commands
	 * whose reads are recorded here, and which. */
	int		 tracing;
	int		 pure;
	unsigned	 reads;
};

static void
recalled_clear(struct recalled *r)
{
	int i;

	if (r->proc == NULL)
		return;
	free(r->proc);
	for (i = 0; i < r->argc; i++)
		free(r->argv[i]);
	free(r->argv);
	free(r->result);
	free(r->elim);
	memset(r, 0, sizeof *r);
}

void
hook_recall_free(struct hooks *h)
{
	int i;

	if (h->recall == NULL)
		return;
	for (i = 0; i < RECALL_SIZE; i++)
		recalled_clear(&h->recall->r[i]);
	free(h->recall);
	h->recall = NULL;
}

/* What the call is about may be recalled at all. */
static int
may_recall(const struct hooks *h, const struct hook_env *env)
{
	return !h->questioning && env->st != NULL && env->st->gd == env->gd &&
	    h->child != NULL && !guard_refuses(h->guard);
}

static int
same_words(const struct recalled *r, const char *proc, int argc,
    const char **argv)
{
	int i;

	if (r->argc != argc || strcmp(r->proc, proc) != 0)
		return 0;
	for (i = 0; i < argc; i++)
		if (strcmp(r->argv[i], argv[i]) != 0)
			return 0;
	return 1;
}

/* The part of the game the call read is as it was.  (The flags are
 * compared as they are kept, not as true or false: a value that only
 * reads the same is a miss, never a wrong hit.) */
static int
same_reads(const struct recalled *r, const struct state *st)
{
	const struct unit_state *u = st->u;
	const int *e = r->elim;
	int i, n = r->nunits, d0 = 0, d1 = 0, d2 = 0, d3 = 0;

	if ((r->reads & HOOK_READS_ELIM) == 0)
		return 1;
	if (n != st->nunits)
		return 0;
	/* no branch a unit, four at a time: this runs after every order */
	for (i = 0; i + 4 <= n; i += 4) {
		d0 |= u[i].eliminated ^ e[i];
		d1 |= u[i + 1].eliminated ^ e[i + 1];
		d2 |= u[i + 2].eliminated ^ e[i + 2];
		d3 |= u[i + 3].eliminated ^ e[i + 3];
	}
	for (; i < n; i++)
		d0 |= u[i].eliminated ^ e[i];
	return (d0 | d1 | d2 | d3) == 0;
}

int
hook_recall_find(struct hooks *h, const struct hook_env *env,
    const char *proc, int argc, const char **argv, char **result)
{
	struct recalled *r;
	int i;

	if (h->recall == NULL || !may_recall(h, env))
		return 0;
	for (i = 0; i < RECALL_SIZE; i++) {
		r = &h->recall->r[i];
		if (r->proc == NULL || r->gd != env->gd || r->sc != env->sc ||
		    r->asked != (result != NULL) ||
		    !same_words(r, proc, argc, argv) || !same_reads(r, env->st))
			continue;
		if (result != NULL)
			*result = r->result != NULL ? xstrdup(r->result) : NULL;
		r->used = ++h->recall->clock;
		return 1;
	}
	return 0;
}

void
hook_recall_begin(struct hooks *h, const struct hook_env *env)
{
	if (!may_recall(h, env)) {
		if (h->recall != NULL)
			h->recall->tracing = 0;
		return;
	}
	if (h->recall == NULL)
		h->recall = xcalloc(1, sizeof *h->recall);
	h->recall->tracing = 1;
	h->recall->pure = 1;
	h->recall->reads = 0;
}

/* A herald:: command the call made: what it reads (0: something not
 * recorded here, or it may change the game), and how it ended. */
void
hook_recall_note(struct hooks *h, unsigned reads, int rc)
{
	struct hook_recall *m = h->recall;

	if (m == NULL || !m->tracing)
		return;
	if (reads == 0 || rc != TCL_OK)
		m->pure = 0;
	else
		m->reads |= reads;
}

/* After the call: kept if it succeeded (RC 0), said nothing (the
 * narration still FROM bytes long) and read only what is recorded. */
void
hook_recall_end(struct hooks *h, const struct hook_env *env, int rc,
    size_t from, const char *proc, int argc, const char **argv,
    const char *result, int asked)
{
	struct hook_recall *m = h->recall;
	struct recalled *r;
	int i, k = 0;

	if (m == NULL || !m->tracing)
		return;
	m->tracing = 0;
	if (rc != 0 || !m->pure || m->reads == 0 || h->said != 0 ||
	    (env->narration != NULL && env->narration->len != from) ||
	    !may_recall(h, env))
		return;
	for (i = 0; i < RECALL_SIZE; i++) {
		if (m->r[i].proc == NULL) {
			k = i;
			break;
		}
		if (m->r[i].used < m->r[k].used)
			k = i;
	}
	r = &m->r[k];
	recalled_clear(r);
	r->proc = xstrdup(proc);
	r->argc = argc;
	r->argv = xcalloc((size_t)argc + 1, sizeof *r->argv);
	for (i = 0; i < argc; i++)
		r->argv[i] = xstrdup(argv[i]);
	r->gd = env->gd;
	r->sc = env->sc;
	r->asked = asked;
	r->result = result != NULL ? xstrdup(result) : NULL;
	r->reads = m->reads;
	if (r->reads & HOOK_READS_ELIM) {
		r->nunits = env->st->nunits;
		r->elim = xcalloc((size_t)r->nunits + 1, sizeof *r->elim);
		for (i = 0; i < r->nunits; i++)
			r->elim[i] = env->st->u[i].eliminated;
	}
	r->used = ++m->clock;
}

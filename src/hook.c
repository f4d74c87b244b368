/* hook: the safe Tcl interpreter that runs scenario hooks. */
#include "config.h"
#include "hook.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tcl.h>
#include <tclInt.h>

#include "hook-int.h"
#include "guard.h"
#include "yread.h"

static int tcl_ready;

static const char *
script_name(const struct hooks *h)
{
	return h->nscripts > 0 ? hook_base_name(h->paths[h->named]) : "hooks";
}

/* --- life cycle ---------------------------------------------------- */

/* Text that Tcl's utf-8 encoding gives back as it is: characters of one
 * to three bytes, none of them NUL, a surrogate or in a longer form than
 * it needs.  Anything else (a stray byte, a character past U+FFFF) goes
 * through the encoding, which mends or widens it. */
static int
plain_utf8(const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s, *e = p + n;

	while (p < e) {
		if (*p >= 0x01 && *p < 0x80)
			p++;
		else if (*p >= 0xc2 && *p <= 0xdf) {
			if (e - p < 2 || (p[1] & 0xc0) != 0x80)
				return 0;
			p += 2;
		} else if (*p >= 0xe0 && *p <= 0xef) {
			if (e - p < 3 || (p[1] & 0xc0) != 0x80 ||
			    (p[2] & 0xc0) != 0x80 ||
			    (*p == 0xe0 && p[1] < 0xa0) ||
			    (*p == 0xed && p[1] >= 0xa0))
				return 0;
			p += 3;
		} else
			return 0;
	}
	return 1;
}

/* Evaluates a script's text in the child, as [source -encoding utf-8]
 * would (up to a ^Z), with the limits of a call.  The text was read once:
 * every interpreter made for this game loads the same. */
static int
load_text(struct hooks *h, const char *path, const char *text,
    char **cause)
{
	Tcl_Encoding utf8;
	Tcl_DString ds;
	const char *end = strchr(text, '\032'), *s = text;
	int rc, len = end != NULL ? (int)(end - text) : (int)strlen(text);

	Tcl_DStringInit(&ds);
	/* the conversion is half a load's time, and for nearly every script
	 * gives back what it was given (issue 10) */
	if (!plain_utf8(text, (size_t)len)) {
		utf8 = Tcl_GetEncoding(NULL, "utf-8");
		Tcl_ExternalToUtfDString(utf8, text, len, &ds);
		Tcl_FreeEncoding(utf8);
		s = Tcl_DStringValue(&ds);
		len = Tcl_DStringLength(&ds);
	}
	h->said = 0;
	hook_limits_arm(h, -1);
	rc = Tcl_EvalEx(h->child, s, len, TCL_EVAL_GLOBAL);
	Tcl_DStringFree(&ds);
	if (rc != TCL_OK)
		*cause = hook_describe_error(h, "loading the script", path);
	hook_limits_disarm(h);
	return rc == TCL_OK ? 0 : -1;
}

/* Once per process: Tcl finds its encodings and library (and sets its
 * locale, which is why build() has it done before it starts a second
 * thread). */
static void
find_executable(void)
{
	if (!tcl_ready) {
		Tcl_FindExecutable(NULL);
		tcl_ready = 1;
	}
}

/* Gives up a half-made interpreter and what was recorded of it. */
static void
drop_interp(struct hooks *h)
{
	hook_snap_free(h);
	Tcl_DeleteInterp(h->child);
	h->child = NULL;
}

/* Creates the interpreter and takes from it what a hook may not have:
 * all that needs no script, so it can be done while the game data is
 * still loading (build()). */
static int
prepare_interp(struct hooks *h, char **cause)
{
	find_executable();
	h->builds++;
	h->gen = guard_generation(h->guard);
	/* Safe: file, exec, open, socket, load, source and the rest are
	 * hidden (STYLE: Tcl embedded).  No parent: nothing is shared with
	 * an interpreter that is not, and there is one to create, not two. */
	h->child = Tcl_CreateInterp();
	if (Tcl_MakeSafe(h->child) != TCL_OK) {
		*cause = xprintf("cannot make the Tcl interpreter safe");
		goto fail;
	}
	if (hook_strip(h, cause) != 0)
		goto fail;
	Tcl_Eval(h->child, "namespace eval herald {}");
	hook_register_commands(h->child, h);
	return 0;
fail:
	drop_interp(h);
	return -1;
}

/* Loads the scripts (the game's first) in the prepared interpreter,
 * seals it and records what the scripts left. */
static int
load_scripts(struct hooks *h, char **cause)
{
	char *why = NULL;
	int k;

	for (k = 0; k < h->nscripts; k++)
		if (load_text(h, h->paths[k], h->texts[k], cause) != 0)
			goto fail;
	hook_seal(h);
	if (hook_snap_take(h, &why) != 0) {
		*cause = xprintf("%s: %s", script_name(h), why);
		free(why);
		goto fail;
	}
	return 0;
fail:
	drop_interp(h);
	return -1;
}

/* Creates the interpreter, takes from it what a hook may not have, loads
 * the scripts, seals it and records what the scripts left. */
static int
setup_interp(struct hooks *h, char **cause)
{
	if (prepare_interp(h, cause) != 0)
		return -1;
	return load_scripts(h, cause);
}

/* A fresh interpreter, the same as the one it replaces. */
static int
rebuild(struct hooks *h, char **cause)
{
	hook_snap_free(h);
	if (h->child != NULL)
		Tcl_DeleteInterp(h->child);
	h->child = NULL;
	return setup_interp(h, cause);
}

/* --- the guard: every Tcl call on its worker ------------------------ */

/* What one guarded run does, and what it gives back. */
struct job {
	struct hooks	*h;
	int		 what;		/* JOB_* */
	struct hook_env	*env;
	const char	*proc;
	int		 argc;
	const char	**argv;
	char		**result;
	char		**cause;
	int		 rc;
};
enum { JOB_SETUP, JOB_CALL, JOB_FREE, JOB_FIND, JOB_PREPARE, JOB_LOAD,
    JOB_HAS };

static int call_here(struct hooks *, struct hook_env *, const char *, int,
    const char **, char **, char **);

static void
job_run(void *arg)
{
	struct job *j = arg;

	switch (j->what) {
	case JOB_SETUP:
		j->rc = rebuild(j->h, j->cause);
		break;
	case JOB_FIND:
		find_executable();
		j->rc = 0;
		break;
	case JOB_PREPARE:
		j->rc = prepare_interp(j->h, j->cause);
		break;
	case JOB_LOAD:
		/* an interpreter lost since it was prepared is made anew */
		j->rc = j->h->child != NULL ? load_scripts(j->h, j->cause) :
		    rebuild(j->h, j->cause);
		break;
	case JOB_HAS:
		/* as a call finds it: from the global namespace (an
		 * interpreter lost meanwhile is made anew first) */
		if (j->h->child == NULL && rebuild(j->h, j->cause) != 0)
			break;
		j->rc = Tcl_FindCommand(j->h->child, j->proc, NULL,
		    TCL_GLOBAL_ONLY) != NULL ? 0 : 1;
		break;
	case JOB_CALL:
		j->rc = call_here(j->h, j->env, j->proc, j->argc, j->argv,
		    j->result, j->cause);
		break;
	case JOB_FREE:
		hook_snap_free(j->h);
		if (j->h->child != NULL)
			Tcl_DeleteInterp(j->h->child);
		j->h->child = NULL;
		/* this worker's own Tcl data goes with it (a run on
		 * herald's own thread keeps its, for other games) */
		if (tcl_ready && guard_own_thread())
			Tcl_FinalizeThread();
		j->rc = 0;
		break;
	}
}

/* Runs a job on the worker.  A job the guard stopped did not finish:
 * what it may have started to hand back is dropped, and if the worker
 * was lost, so are the interpreter and the record made on it (never
 * touched again: they belong to a thread that no longer runs). */
static int
guarded(struct hooks *h, struct job *j, int ms, const char *what)
{
	char *named = NULL;
	enum guard_fault f;
	char *detail = NULL, *why = NULL, **cause = j->cause;

	/* what a run lost elsewhere took (guard-inline.c) is made again */
	if (h->child != NULL && guard_generation(h->guard) != h->gen) {
		guard_abandon(h->child);
		guard_abandon(h->snap);
		h->child = NULL;
		h->snap = NULL;
		h->gen = guard_generation(h->guard);
	}
	j->h = h;
	j->rc = -1;
	j->cause = &why;
	guard_set_limits(h->guard, ms, GUARD_GRACE_MS, GUARD_BUDGET);
	if ((f = guard_run(h->guard, job_run, j, &detail)) == GUARD_NONE) {
		free(detail);
		if (j->rc != 0)
			*cause = why != NULL ? why : xstrdup("failed");
		else
			free(why);
		return j->rc;
	}
	if (j->result != NULL) {
		free(*j->result);
		*j->result = NULL;
	}
	free(why);
	/* named only when it is said: a call's name costs an allocation */
	if (what == NULL)
		what = named = xprintf("hook %s", j->proc);
	*cause = xprintf("%s: %s was stopped: %s; the game is unchanged",
	    script_name(h), what, detail != NULL ? detail :
	    guard_fault_name(f));
	free(named);
	free(detail);
	if (guard_generation(h->guard) != h->gen) {
		guard_abandon(h->child);
		guard_abandon(h->snap);
		h->child = NULL;
		h->snap = NULL;
		h->gen = guard_generation(h->guard);
	}
	return -1;
}

/* The scripts loaded afresh, on the worker: each load has the time
 * limit of a call. */
static int
setup_guarded(struct hooks *h, char **cause)
{
	struct job j;

	memset(&j, 0, sizeof j);
	j.what = JOB_SETUP;
	j.cause = cause;
	return guarded(h, &j, 2 * hook_time_limit(h), "loading the script");
}

int
hooks_reset(struct hooks *h, char **cause)
{
	if (h == NULL || h->child != NULL)
		return 0;
	return setup_guarded(h, cause);
}

/* A script's text, bounded, read once. */
static char *
read_script(const char *script, char **cause)
{
	FILE *f;
	long len;
	char *text;

	if ((f = fopen(script, "r")) == NULL) {
		*cause = xprintf("%s: cannot read the hook script",
		    hook_base_name(script));
		return NULL;
	}
	fseek(f, 0, SEEK_END);
	len = ftell(f);
	rewind(f);
	if (len < 0 || len > YREAD_MAX_BYTES) {
		fclose(f);
		*cause = xprintf("%s: too large", hook_base_name(script));
		return NULL;
	}
	text = xcalloc(1, (size_t)len + 1);
	if (fread(text, 1, (size_t)len, f) != (size_t)len) {
		fclose(f);
		free(text);
		*cause = xprintf("%s: cannot read the hook script",
		    hook_base_name(script));
		return NULL;
	}
	fclose(f);
	return text;
}

struct hooks *
hooks_begin(void)
{
	struct hooks *h = xcalloc(1, sizeof *h);
	struct job j;
	char *why = NULL;

	h->max_commands = HOOK_MAX_COMMANDS;
	h->max_ms = HOOK_MAX_MS;
	h->count_ceiling = INT_MAX;
	h->guard = guard_new();
	h->gen = guard_generation(h->guard);
	if (!tcl_ready) {
		memset(&j, 0, sizeof j);
		j.what = JOB_FIND;
		j.cause = &why;
		h->found = 1;
		if (guarded(h, &j, 2 * hook_time_limit(h),
		    "loading the script") != 0) {
			h->prep_cause = why;
			h->prepared = 1;
		}
	}
	return h;
}

void
hooks_prepare(struct hooks *h)
{
	struct job j;
	char *why = NULL;

	if (h->prepared)
		return;
	h->prepared = 1;
	memset(&j, 0, sizeof j);
	j.what = JOB_PREPARE;
	j.cause = &why;
	if (guarded(h, &j, 2 * hook_time_limit(h), "loading the script") != 0)
		h->prep_cause = why;
}

int
hooks_start_list(struct hooks *h, const char *const *scripts, int n,
    int named, struct hooks **out, char **cause)
{
	struct job j;
	int k;

	*out = NULL;
	if (n > HOOK_SCRIPTS_MAX) {
		*cause = xprintf("at most %d hook scripts", HOOK_SCRIPTS_MAX);
		goto fail;
	}
	for (k = 0; k < n; k++) {
		h->paths[k] = xstrdup(scripts[k]);
		h->nscripts = k + 1;
		if ((h->texts[k] = read_script(scripts[k], cause)) == NULL)
			goto fail;
	}
	h->named = named >= 0 && named < n ? named : 0;
	hooks_prepare(h);
	if (h->prep_cause != NULL) {
		*cause = h->prep_cause;
		h->prep_cause = NULL;
		goto fail;
	}
	memset(&j, 0, sizeof j);
	j.what = JOB_LOAD;
	j.cause = cause;
	if (guarded(h, &j, 2 * hook_time_limit(h), "loading the script") != 0)
		goto fail;
	*out = h;
	return 0;
fail:
	hooks_free(h);
	return -1;
}

int
hooks_start(struct hooks *h, const char *game_script, const char *script,
    struct hooks **out, char **cause)
{
	const char *list[2];
	int n = 0;

	if (game_script != NULL)
		list[n++] = game_script;
	if (script != NULL)
		list[n++] = script;
	return hooks_start_list(h, list, n, n - 1, out, cause);
}

int
hooks_new(const char *game_script, const char *script, struct hooks **out,
    char **cause)
{
	return hooks_start(hooks_begin(), game_script, script, out, cause);
}

void
hooks_free(struct hooks *h)
{
	int k;

	if (h == NULL)
		return;
	if (h->guard != NULL) {
		struct job j;
		char *why = NULL;

		memset(&j, 0, sizeof j);
		j.what = JOB_FREE;
		j.cause = &why;
		/* the worker that made the interpreter (if it still runs)
		 * lets go of its Tcl data, even when loading failed */
		if ((h->builds > 0 || h->found) &&
		    h->gen == guard_generation(h->guard))
			(void)guarded(h, &j, hook_time_limit(h), "closing the script");
		free(why);
		guard_free(h->guard);
	}
	hook_memo_free(h);
	hook_recall_free(h);
	free(h->prep_cause);
	for (k = 0; k < h->nscripts; k++) {
		free(h->paths[k]);
		free(h->texts[k]);
	}
	free(h);
}

void
hooks_set_limits(struct hooks *h, int commands, int ms)
{
	h->max_commands = commands < 1 ? 1 : commands > INT_MAX / 2 ?
	    INT_MAX / 2 : commands;
	h->max_ms = ms < 1 ? 1 : ms > 3600000 ? 3600000 : ms;
	hook_memo_free(h);	/* what passed may not now */
	hook_recall_free(h);
}

/* After every call, whatever it was: anything it left in the
 * interpreter is undone by a rebuild, and refuses a call that had
 * succeeded.  Returns -1 if the call is refused. */
static int
left_behind(struct hooks *h, const char *proc, int ok, char **cause)
{
	char *what = NULL, *why = NULL;
	int rc;

	if ((rc = hook_snap_check(h, &what)) == 0)
		return 0;
	if (rc > 0) {
		if (rebuild(h, &why) != 0)
			free(why);
		return 0;
	}
	if (ok)
		*cause = xprintf("%s: hook %s %s: a hook keeps no state between "
		    "calls (the game is replayed from its journal); what it "
		    "must remember belongs in the game", script_name(h), proc,
		    what);
	free(what);
	if (rebuild(h, &why) != 0)
		free(why);	/* the next call tries again, and says */
	return -1;
}

static int
call_here(struct hooks *h, struct hook_env *env, const char *proc, int argc,
    const char **argv, char **result, char **cause)
{
	Tcl_Obj **objv, *words[HOOK_NWORDS];
	const char *s;
	char *what;
	int i, rc, len, count = -1;

	if (result != NULL)
		*result = NULL;
	if (h->child != NULL && hook_count_runs_out(h, count = hook_cmdcount(h)))
		count = -1;
	if (h->child == NULL || count < 0) {
		if (rebuild(h, cause) != 0)
			return -1;
		count = -1;
	}
	objv = argc < HOOK_NWORDS ? words :
	    xcalloc((size_t)argc + 1, sizeof *objv);
	for (i = 0; i <= argc; i++) {
		s = i == 0 ? proc : argv[i - 1];
		if ((objv[i] = hook_snap_word(h, i, s)) == NULL)
			objv[i] = Tcl_NewStringObj(s, -1);
		Tcl_IncrRefCount(objv[i]);
	}
	h->env = env;
	h->elim_known = 0;
	h->said = 0;
	hook_limits_arm(h, count);
	Tcl_ResetResult(h->child);
	rc = Tcl_EvalObjv(h->child, argc + 1, objv, TCL_EVAL_GLOBAL);
	if (rc == TCL_OK) {
		s = Tcl_GetStringFromObj(Tcl_GetObjResult(h->child), &len);
		if (len > HOOK_MAX_ANSWER) {
			*cause = xprintf("%s: hook %s answered %d bytes: a hook "
			    "answers in at most %d", script_name(h), proc, len,
			    HOOK_MAX_ANSWER);
			rc = TCL_ERROR;
		} else if (result != NULL)
			*result = xstrdup(s);
	} else {
		what = xprintf("hook %s", proc);
		*cause = hook_describe_error(h, what, NULL);
		free(what);
	}
	hook_limits_disarm(h);
	h->env = NULL;
	for (i = 0; i <= argc; i++)
		Tcl_DecrRefCount(objv[i]);
	if (objv != words)
		free(objv);
	if (left_behind(h, proc, rc == TCL_OK, cause) != 0 && rc == TCL_OK) {
		if (result != NULL) {
			free(*result);
			*result = NULL;
		}
		rc = TCL_ERROR;
	}
	return rc == TCL_OK ? 0 : -1;
}

int
hooks_call(struct hooks *h, struct hook_env *env, const char *proc, int argc,
    const char **argv, char **result, char **cause)
{
	struct job j;
	struct state *before;
	size_t from = 0;
	int rc;

	if (result != NULL)
		*result = NULL;
	if (hook_memo_find(h, env, proc, argc, argv, result) ||
	    hook_recall_find(h, env, proc, argc, argv, result))
		return 0;
	/* an interpreter lost with its worker is made again first, in a
	 * run of its own, so the call has its whole time */
	if (h->child == NULL && setup_guarded(h, cause) != 0)
		return -1;
	memset(&j, 0, sizeof j);
	j.what = JOB_CALL;
	j.env = env;
	j.proc = proc;
	j.argc = argc;
	j.argv = argv;
	j.result = result;
	j.cause = cause;
	before = hook_memo_before(h, env);
	if (env->narration != NULL)
		from = env->narration->len;
	h->asking = result != NULL;
	hook_recall_begin(h, env);
	rc = guarded(h, &j, hook_time_limit(h), NULL);	/* "hook PROC" */
	hook_recall_end(h, env, rc, from, proc, argc, argv,
	    result != NULL ? *result : NULL, result != NULL);
	h->asking = 0;
	if (rc == 0)
		hook_memo_keep(h, env, before, from, proc, argc, argv,
		    result != NULL ? *result : NULL, result != NULL);
	else
		state_free(before);
	return rc;
}

int
hooks_has(struct hooks *h, const char *proc, char **cause)
{
	struct job j;
	int rc;

	if (h == NULL)
		return 1;
	if (h->child == NULL && setup_guarded(h, cause) != 0)
		return -1;
	memset(&j, 0, sizeof j);
	j.what = JOB_HAS;
	j.proc = proc;
	j.cause = cause;
	/* guarded() takes any rc but 0 for a failure with a cause: 1
	 * (not there) has none */
	if ((rc = guarded(h, &j, hook_time_limit(h), "finding the hooks")) ==
	    1) {
		free(*cause);
		*cause = NULL;
	}
	return rc;
}

const char *
hooks_script_names(struct hooks *h, int k)
{
	return h != NULL && k >= 0 && k < h->nscripts ?
	    hook_base_name(h->paths[k]) : NULL;
}

/* Calls the hooks named for an event, the game's rules first, then the
 * scenario's.  Asked for an answer, it stops at the first non-empty one. */
static int
each_hook(struct hooks *h, struct hook_env *env, const char *event, int argc,
    const char **argv, char **answer, char **cause)
{
	const struct hook_event *ev;
	char *said = NULL;
	int i, n, ngame;

	if (answer != NULL)
		*answer = NULL;
	if (h == NULL)
		return 0;
	ngame = env->gd->nhooks;
	n = ngame + (env->sc != NULL ? env->sc->nhooks : 0);
	for (i = 0; i < n; i++) {
		ev = i < ngame ? &env->gd->hooks[i] : &env->sc->hooks[i - ngame];
		/* the first letter first: this runs after every order */
		if (ev->event[0] != event[0] || strcmp(ev->event, event) != 0)
			continue;
		if (hooks_call(h, env, ev->proc, argc, argv,
		    answer != NULL ? &said : NULL, cause) != 0)
			return -1;
		if (said != NULL && *said != '\0') {
			*answer = said;
			return 0;
		}
		free(said);
		said = NULL;
	}
	return 0;
}

int
hooks_event(struct hooks *h, struct hook_env *env, const char *event,
    int argc, const char **argv, char **cause)
{
	return each_hook(h, env, event, argc, argv, NULL, cause);
}

int
hooks_ask(struct hooks *h, struct hook_env *env, const char *event, int argc,
    const char **argv, char **answer, char **cause)
{
	return each_hook(h, env, event, argc, argv, answer, cause);
}

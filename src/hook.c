/* hook: the safe Tcl interpreter that runs scenario hooks. */
#include "hook.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tcl.h>

#include "hook-int.h"
#include "yread.h"

static int tcl_ready;

static const char *
base_name(const char *path)
{
	const char *s = strrchr(path, '/');

	return s ? s + 1 : path;
}

/* --- limits and errors --------------------------------------------- */

static void
disarm_limits(struct hooks *h)
{
	Tcl_LimitTypeReset(h->child, TCL_LIMIT_COMMANDS);
	Tcl_LimitTypeReset(h->child, TCL_LIMIT_TIME);
}

static void
arm_limits(struct hooks *h)
{
	Tcl_Time t;
	int count = 0;

	disarm_limits(h);
	/* The time limit first: the script may have replaced [info], and
	 * asking it for the command count must not run away either. */
	Tcl_GetTime(&t);
	t.sec += h->max_ms / 1000;
	t.usec += (h->max_ms % 1000) * 1000L;
	if (t.usec >= 1000000) {
		t.sec++;
		t.usec -= 1000000;
	}
	Tcl_LimitSetTime(h->child, &t);
	Tcl_LimitSetGranularity(h->child, TCL_LIMIT_TIME, 1);
	Tcl_LimitTypeSet(h->child, TCL_LIMIT_TIME);
	if (Tcl_Eval(h->child, "::tcl::info::cmdcount") == TCL_OK)
		Tcl_GetIntFromObj(NULL, Tcl_GetObjResult(h->child), &count);
	Tcl_ResetResult(h->child);
	Tcl_LimitSetCommands(h->child, count + h->max_commands);
	Tcl_LimitTypeSet(h->child, TCL_LIMIT_COMMANDS);
}

/* The time a hook waits for the players (a die rolled at the table) is
 * not the hook's own: the time limit moves on by as much. */
void
hook_limit_extend(struct hooks *h, const Tcl_Time *since)
{
	Tcl_Time now, limit;
	long usec;

	Tcl_GetTime(&now);
	Tcl_LimitGetTime(h->child, &limit);
	usec = (now.sec - since->sec) * 1000000L + (now.usec - since->usec);
	if (usec <= 0)
		return;
	limit.sec += usec / 1000000L;
	limit.usec += usec % 1000000L;
	if (limit.usec >= 1000000) {
		limit.sec++;
		limit.usec -= 1000000;
	}
	Tcl_LimitSetTime(h->child, &limit);
}

/* The line of the script where procedure NAME is defined. */
static int
proc_line(const char *text, const char *name)
{
	const char *p = text, *q;
	size_t n = strlen(name);
	int line = 1;

	while (*p != '\0') {
		q = p;
		while (*q == ' ' || *q == '\t')
			q++;
		if (strncmp(q, "proc", 4) == 0 && isspace((unsigned char)q[4])) {
			q += 4;
			while (*q == ' ' || *q == '\t')
				q++;
			if (strncmp(q, "::", 2) == 0)
				q += 2;
			if (strncmp(q, name, n) == 0 &&
			    isspace((unsigned char)q[n]))
				return line;
		}
		if ((p = strchr(p, '\n')) == NULL)
			break;
		p++;
		line++;
	}
	return 0;
}

/* "file.tcl:12: message", from the interpreter's error information. */
static char *
describe_error(struct hooks *h, Tcl_Interp *ip, const char *what)
{
	Tcl_Obj *opts, *key, *info = NULL;
	const char *msg, *ei, *p, *file = h->path ? h->path : h->game_path;
	char name[128];
	int line = 0, body = 0, def;

	if (Tcl_LimitExceeded(h->child)) {
		int commands = Tcl_LimitTypeExceeded(h->child,
		    TCL_LIMIT_COMMANDS);

		return xprintf("%s: %s was stopped: it ran past the limit of "
		    "%s (%d %s); the game is unchanged", base_name(file),
		    what, commands ? "commands" : "time",
		    commands ? h->max_commands : h->max_ms,
		    commands ? "commands" : "ms");
	}
	msg = Tcl_GetStringResult(ip);
	opts = Tcl_GetReturnOptions(ip, TCL_ERROR);
	Tcl_IncrRefCount(opts);
	key = Tcl_NewStringObj("-errorinfo", -1);
	Tcl_IncrRefCount(key);
	Tcl_DictObjGet(NULL, opts, key, &info);
	ei = info ? Tcl_GetString(info) : "";
	if ((p = strstr(ei, "(procedure \"")) != NULL &&
	    sscanf(p, "(procedure \"%127[^\"]\" line %d)", name, &body) == 2) {
		const char *n = name[0] == ':' && name[1] == ':' ? name + 2 :
		    name;

		if ((def = proc_line(h->text, n)) == 0 &&
		    h->game_text != NULL &&
		    (def = proc_line(h->game_text, n)) > 0)
			file = h->game_path;
		if (def > 0)
			line = def + body - 1;
	} else if ((p = strstr(ei, "(file \"")) != NULL) {
		/* loading: the file Tcl names */
		if (h->game_path != NULL && strncmp(p + 7, h->game_path,
		    strlen(h->game_path)) == 0)
			file = h->game_path;
		if ((p = strstr(p, "\" line ")) != NULL)
			line = atoi(p + 7);
	}
	{
		char *out = line > 0 ?
		    xprintf("%s:%d: %s failed: %s", base_name(file), line,
		    what, msg) :
		    xprintf("%s: %s failed: %s", base_name(file), what, msg);

		Tcl_DecrRefCount(key);
		Tcl_DecrRefCount(opts);
		return out;
	}
}

/* --- life cycle ---------------------------------------------------- */

static int count_globals(struct hooks *);

/* Creates the interpreter pair and loads the script into the child. */
static int
setup_interp(struct hooks *h, char **cause)
{
	Tcl_Obj *argv[7];
	int i, k, rc;

	/* Once per process: Tcl finds its encodings and library. */
	if (!tcl_ready) {
		Tcl_FindExecutable(NULL);
		tcl_ready = 1;
	}
	h->master = Tcl_CreateInterp();
	/* The child is safe: file, exec, open, socket, load, source and the
	 * rest are hidden from the script (STYLE: Tcl embedded). */
	h->child = Tcl_CreateSlave(h->master, "hook", 1);
	if (h->child == NULL) {
		*cause = xprintf("cannot create the safe Tcl interpreter");
		return -1;
	}
	/* A replayed game must come out the same: no clock, no random
	 * numbers of the script's own (dice are herald's, and journaled). */
	Tcl_HideCommand(h->child, "clock", "clock");
	Tcl_Eval(h->child, "rename ::tcl::mathfunc::rand {}; "
	    "rename ::tcl::mathfunc::srand {}; namespace eval herald {}");
	/* The real [info globals], before the script can rename anything. */
	Tcl_GetCommandInfo(h->child, "::tcl::info::globals", &h->globals);
	hook_register_commands(h->child, h);

	/* Only the host may source, and only the game's and the scenario's
	 * own scripts, the game's first. */
	for (k = 0; k < 2; k++) {
		const char *path = k == 0 ? h->game_path : h->path;

		if (path == NULL)
			continue;
		argv[0] = Tcl_NewStringObj("interp", -1);
		argv[1] = Tcl_NewStringObj("invokehidden", -1);
		argv[2] = Tcl_NewStringObj("hook", -1);
		argv[3] = Tcl_NewStringObj("source", -1);
		argv[4] = Tcl_NewStringObj("-encoding", -1);
		argv[5] = Tcl_NewStringObj("utf-8", -1);
		argv[6] = Tcl_NewStringObj(path, -1);
		for (i = 0; i < 7; i++)
			Tcl_IncrRefCount(argv[i]);
		arm_limits(h);
		rc = Tcl_EvalObjv(h->master, 7, argv, 0);
		for (i = 0; i < 7; i++)
			Tcl_DecrRefCount(argv[i]);
		if (rc != TCL_OK) {
			*cause = describe_error(h, h->master,
			    "loading the script");
			return -1;
		}
		disarm_limits(h);
	}
	/* Tcl itself sets these on the first error: they are not state. */
	Tcl_SetVar(h->child, "errorInfo", "", TCL_GLOBAL_ONLY);
	Tcl_SetVar(h->child, "errorCode", "", TCL_GLOBAL_ONLY);
	h->nglobals = count_globals(h);
	h->used = 0;
	return 0;
}

/* How many global variables the child has, asked of the real command. */
static int
count_globals(struct hooks *h)
{
	Tcl_Obj *argv[1];
	int n = -1, rc;

	if (h->globals.objProc == NULL)
		return -1;
	argv[0] = Tcl_NewStringObj("globals", -1);
	Tcl_IncrRefCount(argv[0]);
	rc = h->globals.objProc(h->globals.objClientData, h->child, 1, argv);
	Tcl_DecrRefCount(argv[0]);
	if (rc == TCL_OK)
		Tcl_ListObjLength(NULL, Tcl_GetObjResult(h->child), &n);
	Tcl_ResetResult(h->child);
	return n;
}

int
hooks_reset(struct hooks *h, char **cause)
{
	if (h == NULL || !h->used)
		return 0;
	Tcl_DeleteInterp(h->master);
	h->master = h->child = NULL;
	return setup_interp(h, cause);
}

/* A script's text, bounded, for mapping procedures to their lines. */
static char *
read_script(const char *script, char **cause)
{
	FILE *f;
	long len;
	char *text;

	if ((f = fopen(script, "r")) == NULL) {
		*cause = xprintf("%s: cannot read the hook script",
		    base_name(script));
		return NULL;
	}
	fseek(f, 0, SEEK_END);
	len = ftell(f);
	rewind(f);
	if (len < 0 || len > YREAD_MAX_BYTES) {
		fclose(f);
		*cause = xprintf("%s: too large", base_name(script));
		return NULL;
	}
	text = xcalloc(1, (size_t)len + 1);
	if (fread(text, 1, (size_t)len, f) != (size_t)len) {
		fclose(f);
		free(text);
		*cause = xprintf("%s: cannot read the hook script",
		    base_name(script));
		return NULL;
	}
	fclose(f);
	return text;
}

int
hooks_new(const char *game_script, const char *script, struct hooks **out,
    char **cause)
{
	struct hooks *h = xcalloc(1, sizeof *h);

	*out = NULL;
	h->max_commands = HOOK_MAX_COMMANDS;
	h->max_ms = HOOK_MAX_MS;
	if (script != NULL) {
		h->path = xstrdup(script);
		if ((h->text = read_script(script, cause)) == NULL) {
			hooks_free(h);
			return -1;
		}
	}
	if (game_script != NULL) {
		h->game_path = xstrdup(game_script);
		if ((h->game_text = read_script(game_script, cause)) == NULL) {
			hooks_free(h);
			return -1;
		}
	}
	if (setup_interp(h, cause) != 0) {
		hooks_free(h);
		return -1;
	}
	*out = h;
	return 0;
}

void
hooks_free(struct hooks *h)
{
	if (h == NULL)
		return;
	if (h->master != NULL)
		Tcl_DeleteInterp(h->master);
	free(h->path);
	free(h->text);
	free(h->game_path);
	free(h->game_text);
	free(h);
}

void
hooks_set_limits(struct hooks *h, int commands, int ms)
{
	h->max_commands = commands;
	h->max_ms = ms;
}

int
hooks_call(struct hooks *h, struct hook_env *env, const char *proc, int argc,
    const char **argv, char **result, char **cause)
{
	Tcl_Obj **objv;
	char *what;
	int i, rc;

	if (result != NULL)
		*result = NULL;
	objv = xcalloc((size_t)argc + 1, sizeof *objv);
	objv[0] = Tcl_NewStringObj(proc, -1);
	for (i = 0; i < argc; i++)
		objv[i + 1] = Tcl_NewStringObj(argv[i], -1);
	for (i = 0; i <= argc; i++)
		Tcl_IncrRefCount(objv[i]);
	h->env = env;
	arm_limits(h);
	Tcl_ResetResult(h->child);
	h->used = 1;
	rc = Tcl_EvalObjv(h->child, argc + 1, objv, TCL_EVAL_GLOBAL);
	if (rc == TCL_OK && result != NULL)
		*result = xstrdup(Tcl_GetStringResult(h->child));
	/* A game is replayed from its journal, with a fresh interpreter: a
	 * hook that kept state of its own would not come out the same. */
	if (rc == TCL_OK && h->nglobals >= 0 &&
	    count_globals(h) > h->nglobals) {
		disarm_limits(h);
		h->env = NULL;
		for (i = 0; i <= argc; i++)
			Tcl_DecrRefCount(objv[i]);
		free(objv);
		if (result != NULL) {
			free(*result);
			*result = NULL;
		}
		*cause = xprintf("%s: hook %s set a global variable: a hook "
		    "keeps no state between calls (the game is replayed from "
		    "its journal); what it must remember belongs in the game",
		    base_name(h->path ? h->path : h->game_path), proc);
		return -1;
	}
	if (rc != TCL_OK) {
		what = xprintf("hook %s", proc);
		*cause = describe_error(h, h->child, what);
		free(what);
	}
	disarm_limits(h);
	h->env = NULL;
	for (i = 0; i <= argc; i++)
		Tcl_DecrRefCount(objv[i]);
	free(objv);
	return rc == TCL_OK ? 0 : -1;
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
		if (strcmp(ev->event, event) != 0)
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

/* hook: the safe Tcl interpreter that runs scenario hooks. */
#include "hook.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tcl.h>

#include "yread.h"

static int tcl_ready;

struct hooks {
	Tcl_Interp	*master;
	Tcl_Interp	*child;
	char		*path;		/* script, for messages */
	char		*text;		/* script text, to map proc lines */
	struct hook_env	*env;
	int		 max_commands;
	int		 max_ms;
};

static const char *
base_name(const char *path)
{
	const char *s = strrchr(path, '/');

	return s ? s + 1 : path;
}

/* --- host commands ------------------------------------------------- */

static int
need_env(struct hooks *h, Tcl_Interp *ip)
{
	if (h->env == NULL || h->env->st == NULL) {
		Tcl_SetObjResult(ip, Tcl_NewStringObj("no game is loaded",
		    -1));
		return TCL_ERROR;
	}
	return TCL_OK;
}

static void
dict_str(Tcl_Interp *ip, Tcl_Obj *d, const char *k, const char *v)
{
	Tcl_DictObjPut(ip, d, Tcl_NewStringObj(k, -1),
	    Tcl_NewStringObj(v ? v : "", -1));
}

static void
dict_int(Tcl_Interp *ip, Tcl_Obj *d, const char *k, int v)
{
	Tcl_DictObjPut(ip, d, Tcl_NewStringObj(k, -1), Tcl_NewIntObj(v));
}

static int
unit_arg(struct hooks *h, Tcl_Interp *ip, Tcl_Obj *o, int *u)
{
	char *why = NULL;

	*u = gd_unit_find(h->env->gd, Tcl_GetString(o), &why);
	if (*u < 0) {
		Tcl_SetObjResult(ip, Tcl_NewStringObj(why, -1));
		Tcl_SetErrorCode(ip, "HERALD", "UNIT", (char *)NULL);
		free(why);
		return TCL_ERROR;
	}
	return TCL_OK;
}

static int
hex_arg(struct hooks *h, Tcl_Interp *ip, Tcl_Obj *o, struct hex *hx)
{
	char *why = NULL;

	if (hex_parse(&h->env->gd->grid, Tcl_GetString(o), hx, &why) != 0 ||
	    gd_hex(h->env->gd, *hx) == NULL) {
		Tcl_SetObjResult(ip, Tcl_NewStringObj(why ? why :
		    "that hex is not on the map", -1));
		Tcl_SetErrorCode(ip, "HERALD", "HEX", (char *)NULL);
		free(why);
		return TCL_ERROR;
	}
	return TCL_OK;
}

/* herald::unit ID -> dict of the counter and where it stands */
static int
cmd_unit(ClientData cd, Tcl_Interp *ip, int objc, Tcl_Obj *const objv[])
{
	struct hooks *h = cd;
	const struct gamedata *gd;
	const struct unit_def *ud;
	const struct unit_state *us;
	Tcl_Obj *d;
	int u, i;

	if (objc != 2) {
		Tcl_WrongNumArgs(ip, 1, objv, "unit");
		return TCL_ERROR;
	}
	if (need_env(h, ip) != TCL_OK || unit_arg(h, ip, objv[1], &u) != TCL_OK)
		return TCL_ERROR;
	gd = h->env->gd;
	ud = &gd->units[u];
	us = &h->env->st->u[u];
	d = Tcl_NewDictObj();
	dict_str(ip, d, "id", ud->id);
	dict_str(ip, d, "name", ud->name);
	dict_str(ip, d, "faction", gd->factions[ud->faction].id);
	dict_str(ip, d, "type", gd->types[ud->type].id);
	dict_str(ip, d, "echelon", ud->echelon);
	dict_str(ip, d, "hex", us->on_map ? hex_str(us->hex) : "");
	dict_str(ip, d, "facing", us->facing >= 0 ?
	    dir_name(&gd->grid, us->facing) : "");
	dict_int(ip, d, "routed", us->routed);
	dict_int(ip, d, "eliminated", us->eliminated);
	for (i = 0; i < gd->nstats; i++)
		dict_int(ip, d, gd->stats[i].id, ud->stat[i]);
	Tcl_SetObjResult(ip, d);
	return TCL_OK;
}

/* herald::units ?FACTION? -> ids of the units on the map */
static int
cmd_units(ClientData cd, Tcl_Interp *ip, int objc, Tcl_Obj *const objv[])
{
	struct hooks *h = cd;
	const struct gamedata *gd;
	Tcl_Obj *l;
	int i, f = -1;

	if (objc > 2) {
		Tcl_WrongNumArgs(ip, 1, objv, "?faction?");
		return TCL_ERROR;
	}
	if (need_env(h, ip) != TCL_OK)
		return TCL_ERROR;
	gd = h->env->gd;
	if (objc == 2 && (f = gd_faction(gd, Tcl_GetString(objv[1]))) < 0) {
		Tcl_SetObjResult(ip, Tcl_ObjPrintf("no faction \"%s\"",
		    Tcl_GetString(objv[1])));
		return TCL_ERROR;
	}
	l = Tcl_NewListObj(0, NULL);
	for (i = 0; i < gd->nunits; i++)
		if (h->env->st->u[i].on_map &&
		    (f < 0 || gd->units[i].faction == f))
			Tcl_ListObjAppendElement(ip, l,
			    Tcl_NewStringObj(gd->units[i].id, -1));
	Tcl_SetObjResult(ip, l);
	return TCL_OK;
}

/* herald::hex HEX -> dict of terrain, features, set-up marks and unit */
static int
cmd_hex(ClientData cd, Tcl_Interp *ip, int objc, Tcl_Obj *const objv[])
{
	struct hooks *h = cd;
	const struct gamedata *gd;
	const struct hexinfo *hi;
	struct hex hx;
	Tcl_Obj *d, *l;
	int i, u;

	if (objc != 2) {
		Tcl_WrongNumArgs(ip, 1, objv, "hex");
		return TCL_ERROR;
	}
	if (need_env(h, ip) != TCL_OK || hex_arg(h, ip, objv[1], &hx) != TCL_OK)
		return TCL_ERROR;
	gd = h->env->gd;
	hi = gd_hex(gd, hx);
	d = Tcl_NewDictObj();
	dict_str(ip, d, "hex", hex_str(hx));
	dict_str(ip, d, "terrain", gd->terrain[hi->terrain].id);
	l = Tcl_NewListObj(0, NULL);
	for (i = 0; i < gd->nfeatures; i++)
		if (hi->features & (1u << i))
			Tcl_ListObjAppendElement(ip, l,
			    Tcl_NewStringObj(gd->features[i].id, -1));
	Tcl_DictObjPut(ip, d, Tcl_NewStringObj("features", -1), l);
	l = Tcl_NewListObj(0, NULL);
	for (i = 0; i < gd->nfactions; i++)
		if (hi->marks & (1u << i))
			Tcl_ListObjAppendElement(ip, l,
			    Tcl_NewStringObj(gd->factions[i].id, -1));
	Tcl_DictObjPut(ip, d, Tcl_NewStringObj("marks", -1), l);
	u = board_unit_at(h->env->st, hx);
	dict_str(ip, d, "unit", u >= 0 ? gd->units[u].id : "");
	Tcl_SetObjResult(ip, d);
	return TCL_OK;
}

/* herald::hexes -> every hex of the map */
static int
cmd_hexes(ClientData cd, Tcl_Interp *ip, int objc, Tcl_Obj *const objv[])
{
	struct hooks *h = cd;
	const struct gamedata *gd;
	struct hex hx;
	Tcl_Obj *l;

	if (objc != 1) {
		Tcl_WrongNumArgs(ip, 1, objv, "");
		return TCL_ERROR;
	}
	if (need_env(h, ip) != TCL_OK)
		return TCL_ERROR;
	gd = h->env->gd;
	l = Tcl_NewListObj(0, NULL);
	for (hx.col = gd->grid.col_min; hx.col <= gd->grid.col_max; hx.col++)
		for (hx.row = gd->grid.row_min; hx.row <= gd->grid.row_max;
		    hx.row++)
			if (gd_hex(gd, hx) != NULL)
				Tcl_ListObjAppendElement(ip, l,
				    Tcl_NewStringObj(hex_str(hx), -1));
	Tcl_SetObjResult(ip, l);
	return TCL_OK;
}

/* herald::game -> dict of game, scenario and turn */
static int
cmd_game(ClientData cd, Tcl_Interp *ip, int objc, Tcl_Obj *const objv[])
{
	struct hooks *h = cd;
	Tcl_Obj *d;

	if (objc != 1) {
		Tcl_WrongNumArgs(ip, 1, objv, "");
		return TCL_ERROR;
	}
	if (need_env(h, ip) != TCL_OK)
		return TCL_ERROR;
	d = Tcl_NewDictObj();
	dict_str(ip, d, "game", h->env->gd->id);
	dict_str(ip, d, "scenario", h->env->sc ? h->env->sc->id : "");
	dict_int(ip, d, "turn", h->env->st->turn);
	Tcl_SetObjResult(ip, d);
	return TCL_OK;
}

/* herald::distance HEX HEX -> hexes apart */
static int
cmd_distance(ClientData cd, Tcl_Interp *ip, int objc, Tcl_Obj *const objv[])
{
	struct hooks *h = cd;
	struct hex a, b;

	if (objc != 3) {
		Tcl_WrongNumArgs(ip, 1, objv, "hex hex");
		return TCL_ERROR;
	}
	if (need_env(h, ip) != TCL_OK || hex_arg(h, ip, objv[1], &a) != TCL_OK ||
	    hex_arg(h, ip, objv[2], &b) != TCL_OK)
		return TCL_ERROR;
	Tcl_SetObjResult(ip, Tcl_NewIntObj(hex_distance(&h->env->gd->grid,
	    a, b)));
	return TCL_OK;
}

/* herald::eliminated ?FACTION? -> how many units are eliminated */
static int
cmd_eliminated(ClientData cd, Tcl_Interp *ip, int objc, Tcl_Obj *const objv[])
{
	struct hooks *h = cd;
	int f = -1, i, n = 0;

	if (objc > 2) {
		Tcl_WrongNumArgs(ip, 1, objv, "?faction?");
		return TCL_ERROR;
	}
	if (need_env(h, ip) != TCL_OK)
		return TCL_ERROR;
	if (objc == 2 && (f = gd_faction(h->env->gd,
	    Tcl_GetString(objv[1]))) < 0) {
		Tcl_SetObjResult(ip, Tcl_ObjPrintf("no faction \"%s\"",
		    Tcl_GetString(objv[1])));
		return TCL_ERROR;
	}
	for (i = 0; i < h->env->st->nunits; i++)
		if (h->env->st->u[i].eliminated && (f < 0 ||
		    h->env->gd->units[i].faction == f))
			n++;
	Tcl_SetObjResult(ip, Tcl_NewIntObj(n));
	return TCL_OK;
}

/* herald::declare FACTION TEXT -> the game is won, and how */
static int
cmd_declare(ClientData cd, Tcl_Interp *ip, int objc, Tcl_Obj *const objv[])
{
	struct hooks *h = cd;
	struct state *st;
	int f;

	if (objc != 3) {
		Tcl_WrongNumArgs(ip, 1, objv, "faction text");
		return TCL_ERROR;
	}
	if (need_env(h, ip) != TCL_OK)
		return TCL_ERROR;
	if ((f = gd_faction(h->env->gd, Tcl_GetString(objv[1]))) < 0) {
		Tcl_SetObjResult(ip, Tcl_ObjPrintf("no faction \"%s\"",
		    Tcl_GetString(objv[1])));
		return TCL_ERROR;
	}
	st = h->env->st;
	if (st->winner >= 0)
		return TCL_OK;	/* the first result stands */
	st->winner = f;
	st->over = 1;
	snprintf(st->result, sizeof st->result, "%s",
	    Tcl_GetString(objv[2]));
	if (h->env->narration != NULL)
		buf_printf(h->env->narration, "The %s win: %s\n",
		    h->env->gd->factions[f].name, st->result);
	return TCL_OK;
}

/* herald::narrate TEXT -> a line of narration for the players */
static int
cmd_narrate(ClientData cd, Tcl_Interp *ip, int objc, Tcl_Obj *const objv[])
{
	struct hooks *h = cd;

	if (objc != 2) {
		Tcl_WrongNumArgs(ip, 1, objv, "text");
		return TCL_ERROR;
	}
	if (h->env != NULL && h->env->narration != NULL)
		buf_printf(h->env->narration, "%s\n", Tcl_GetString(objv[1]));
	return TCL_OK;
}

static const struct {
	const char	*name;
	Tcl_ObjCmdProc	*proc;
} host_cmds[] = {
	{ "herald::unit", cmd_unit },
	{ "herald::units", cmd_units },
	{ "herald::hex", cmd_hex },
	{ "herald::hexes", cmd_hexes },
	{ "herald::game", cmd_game },
	{ "herald::distance", cmd_distance },
	{ "herald::narrate", cmd_narrate },
	{ "herald::eliminated", cmd_eliminated },
	{ "herald::declare", cmd_declare },
	{ NULL, NULL }
};

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
	if (Tcl_Eval(h->child, "info cmdcount") == TCL_OK)
		Tcl_GetIntFromObj(NULL, Tcl_GetObjResult(h->child), &count);
	Tcl_LimitSetCommands(h->child, count + h->max_commands);
	Tcl_LimitTypeSet(h->child, TCL_LIMIT_COMMANDS);
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
	const char *msg, *ei, *p;
	char name[128];
	int line = 0, body = 0, def;

	if (Tcl_LimitExceeded(h->child)) {
		int commands = Tcl_LimitTypeExceeded(h->child,
		    TCL_LIMIT_COMMANDS);

		return xprintf("%s: %s was stopped: it ran past the limit of "
		    "%s (%d %s); the game is unchanged", base_name(h->path),
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
		def = proc_line(h->text, name[0] == ':' && name[1] == ':' ?
		    name + 2 : name);
		if (def > 0)
			line = def + body - 1;
	} else if ((p = strstr(ei, "(file \"")) != NULL &&
	    (p = strstr(p, "\" line ")) != NULL)
		line = atoi(p + 7);
	{
		char *out = line > 0 ?
		    xprintf("%s:%d: %s failed: %s", base_name(h->path), line,
		    what, msg) :
		    xprintf("%s: %s failed: %s", base_name(h->path), what, msg);

		Tcl_DecrRefCount(key);
		Tcl_DecrRefCount(opts);
		return out;
	}
}

/* --- life cycle ---------------------------------------------------- */

int
hooks_new(const char *script, struct hooks **out, char **cause)
{
	struct hooks *h = xcalloc(1, sizeof *h);
	FILE *f;
	long len;
	Tcl_Obj *argv[7];
	int i, rc;

	*out = NULL;
	h->path = xstrdup(script);
	h->max_commands = HOOK_MAX_COMMANDS;
	h->max_ms = HOOK_MAX_MS;
	if ((f = fopen(script, "r")) == NULL) {
		*cause = xprintf("%s: cannot read the hook script",
		    base_name(script));
		hooks_free(h);
		return -1;
	}
	fseek(f, 0, SEEK_END);
	len = ftell(f);
	rewind(f);
	if (len < 0 || len > YREAD_MAX_BYTES) {
		fclose(f);
		*cause = xprintf("%s: too large", base_name(script));
		hooks_free(h);
		return -1;
	}
	h->text = xcalloc(1, (size_t)len + 1);
	if (fread(h->text, 1, (size_t)len, f) != (size_t)len) {
		fclose(f);
		*cause = xprintf("%s: cannot read the hook script",
		    base_name(script));
		hooks_free(h);
		return -1;
	}
	fclose(f);

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
		hooks_free(h);
		return -1;
	}
	Tcl_Eval(h->child, "namespace eval herald {}");
	for (i = 0; host_cmds[i].name != NULL; i++)
		Tcl_CreateObjCommand(h->child, host_cmds[i].name,
		    host_cmds[i].proc, h, NULL);

	/* Only the host may source, and only the scenario's own script. */
	argv[0] = Tcl_NewStringObj("interp", -1);
	argv[1] = Tcl_NewStringObj("invokehidden", -1);
	argv[2] = Tcl_NewStringObj("hook", -1);
	argv[3] = Tcl_NewStringObj("source", -1);
	argv[4] = Tcl_NewStringObj("-encoding", -1);
	argv[5] = Tcl_NewStringObj("utf-8", -1);
	argv[6] = Tcl_NewStringObj(script, -1);
	for (i = 0; i < 7; i++)
		Tcl_IncrRefCount(argv[i]);
	arm_limits(h);
	rc = Tcl_EvalObjv(h->master, 7, argv, 0);
	for (i = 0; i < 7; i++)
		Tcl_DecrRefCount(argv[i]);
	if (rc != TCL_OK) {
		*cause = describe_error(h, h->master, "loading the script");
		hooks_free(h);
		return -1;
	}
	disarm_limits(h);
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
	rc = Tcl_EvalObjv(h->child, argc + 1, objv, TCL_EVAL_GLOBAL);
	if (rc == TCL_OK && result != NULL)
		*result = xstrdup(Tcl_GetStringResult(h->child));
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

int
hooks_event(struct hooks *h, struct hook_env *env, const char *event,
    int argc, const char **argv, char **cause)
{
	int i;

	if (h == NULL || env->sc == NULL)
		return 0;
	for (i = 0; i < env->sc->nhooks; i++)
		if (strcmp(env->sc->hooks[i].event, event) == 0)
			return hooks_call(h, env, env->sc->hooks[i].proc, argc,
			    argv, NULL, cause);
	return 0;
}

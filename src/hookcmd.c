/* hookcmd: the herald:: commands of the safe interpreter.  They read
 * the game a hook is looking at (a scratch copy during an order), speak
 * to the players, record a victory, and set the values the game declares
 * (herald::counter, hookcounter.c); nothing else. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "footprint.h"
#include "guard.h"
#include "hook-int.h"
#include "hookelev.h"
#include "hookmarker.h"
#include "hookseq.h"
#include "hookside.h"
#include "hooktable.h"
#include "morale.h"
#include "narrate.h"

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

/* Narration is the hook's own text, for the players: a call may say at
 * most HOOK_MAX_SAID bytes, counted before anything is said or done. */
static int
room(struct hooks *h, Tcl_Interp *ip, const char *cmd, size_t len)
{
	char *msg;

	if (len <= HOOK_MAX_SAID && h->said <= HOOK_MAX_SAID - len) {
		h->said += len;
		return TCL_OK;
	}
	msg = xprintf("%s: a hook says at most %d bytes in a call (this one "
	    "would say %zu)", cmd, HOOK_MAX_SAID, h->said + len);
	Tcl_SetObjResult(ip, Tcl_NewStringObj(msg, -1));
	Tcl_SetErrorCode(ip, "HERALD", "NARRATION", (char *)NULL);
	free(msg);
	return TCL_ERROR;
}

static size_t
text_len(Tcl_Obj *o)
{
	int len;

	Tcl_GetStringFromObj(o, &len);
	return (size_t)len;
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

/* Where the scenario sets the unit up, or "" */
static const char *
setup_hex(const struct scenario *sc, int u)
{
	int i;

	for (i = 0; sc != NULL && i < sc->nsetup; i++)
		if (sc->setup[i].unit == u)
			return hex_str(sc->setup[i].hex);
	return "";
}

/* The dicts herald::unit made in this interpreter, each with the unit
 * state it was made from: the same unit in the same state gives the
 * same dict.  Tcl values are immutable once shared (the cache holds a
 * reference), so a script that changes its copy changes only its own. */
struct unit_dicts {
	const struct gamedata	*gd;
	const struct scenario	*sc;
	int			 n;
	struct unit_state	*us;
	Tcl_Obj			**d;
};

static void
unit_dicts_flush(struct unit_dicts *c)
{
	int i;

	for (i = 0; i < c->n; i++)
		if (c->d[i] != NULL) {
			Tcl_DecrRefCount(c->d[i]);
			c->d[i] = NULL;
		}
}

static void
unit_dicts_free(ClientData cd, Tcl_Interp *ip)
{
	struct unit_dicts *c = cd;

	(void)ip;
	unit_dicts_flush(c);
	free(c->us);
	free(c->d);
	free(c);
}

static struct unit_dicts *
unit_dicts(Tcl_Interp *ip, const struct hook_env *env)
{
	struct unit_dicts *c = Tcl_GetAssocData(ip, "herald::unit", NULL);

	if (c == NULL) {
		c = xcalloc(1, sizeof *c);
		Tcl_SetAssocData(ip, "herald::unit", unit_dicts_free, c);
	}
	if (c->gd != env->gd || c->sc != env->sc || c->n != env->gd->nunits) {
		unit_dicts_flush(c);
		free(c->us);
		free(c->d);
		c->gd = env->gd;
		c->sc = env->sc;
		c->n = env->gd->nunits;
		c->us = xcalloc((size_t)c->n + 1, sizeof *c->us);
		c->d = xcalloc((size_t)c->n + 1, sizeof *c->d);
	}
	return c;
}

/* herald::unit ID -> dict of the counter and where it stands */
static int
cmd_unit(ClientData cd, Tcl_Interp *ip, int objc, Tcl_Obj *const objv[])
{
	struct hooks *h = cd;
	const struct gamedata *gd;
	const struct unit_def *ud;
	const struct unit_state *us;
	struct unit_dicts *c;
	Tcl_Obj *d;
	int u;

	if (objc != 2) {
		Tcl_WrongNumArgs(ip, 1, objv, "unit");
		return TCL_ERROR;
	}
	if (need_env(h, ip) != TCL_OK || unit_arg(h, ip, objv[1], &u) != TCL_OK)
		return TCL_ERROR;
	gd = h->env->gd;
	ud = &gd->units[u];
	us = &h->env->st->u[u];
	c = unit_dicts(ip, h->env);
	if (c->d[u] != NULL && memcmp(&c->us[u], us, sizeof *us) == 0) {
		Tcl_SetObjResult(ip, c->d[u]);
		return TCL_OK;
	}
	d = Tcl_NewDictObj();
	dict_str(ip, d, "id", ud->id);
	dict_str(ip, d, "name", ud->name);
	dict_str(ip, d, "faction", gd->factions[ud->faction].id);
	dict_str(ip, d, "type", gd->types[ud->type].id);
	dict_str(ip, d, "echelon", ud->echelon);
	dict_str(ip, d, "hex", us->on_map ? hex_str(us->hex) : "");
	dict_str(ip, d, "facing", us->facing >= 0 ?
	    footprint_facing_name(gd, us->facing) : "");	/* footprint.h */
	if (footprint_size(gd, u) == 2)		/* its second hex */
		dict_str(ip, d, "hex2", us->on_map ? hex_str(us->hex2) : "");
	dict_str(ip, d, "setup", setup_hex(h->env->sc, u));
	hook_unit_standing(ip, d, h->env->st, u);	/* and stood */
	hook_side_dict(ip, d, h->env->st, u);	/* its side's stats, side */
	if (c->d[u] != NULL)
		Tcl_DecrRefCount(c->d[u]);
	Tcl_IncrRefCount(d);
	c->d[u] = d;
	memcpy(&c->us[u], us, sizeof *us);
	Tcl_SetObjResult(ip, d);
	return TCL_OK;
}

/* The optional FACTION argument of the commands below: *f is its
 * index, or -1 for every faction. */
static int
faction_arg(struct hooks *h, Tcl_Interp *ip, int objc, Tcl_Obj *const objv[],
    int *f)
{
	*f = -1;
	if (objc > 2) {
		Tcl_WrongNumArgs(ip, 1, objv, "?faction?");
		return TCL_ERROR;
	}
	if (need_env(h, ip) != TCL_OK)
		return TCL_ERROR;
	if (objc == 2 &&
	    (*f = gd_faction(h->env->gd, Tcl_GetString(objv[1]))) < 0) {
		Tcl_SetObjResult(ip, Tcl_ObjPrintf("no faction \"%s\"",
		    Tcl_GetString(objv[1])));
		return TCL_ERROR;
	}
	return TCL_OK;
}

/* The ids of a faction's units (or everyone's, with no FACTION argument)
 * that are on the map, or that were eliminated: for the three commands
 * below. */
static int
faction_units(struct hooks *h, Tcl_Interp *ip, int objc,
    Tcl_Obj *const objv[], int eliminated, Tcl_Obj **list)
{
	const struct gamedata *gd;
	const struct unit_state *us;
	int i, f = -1;

	if (faction_arg(h, ip, objc, objv, &f) != TCL_OK)
		return TCL_ERROR;
	gd = h->env->gd;
	*list = Tcl_NewListObj(0, NULL);
	for (i = 0; i < gd->nunits; i++) {
		us = &h->env->st->u[i];
		if ((eliminated ? us->eliminated : us->on_map) &&
		    (f < 0 || gd->units[i].faction == f))
			Tcl_ListObjAppendElement(ip, *list,
			    Tcl_NewStringObj(gd->units[i].id, -1));
	}
	return TCL_OK;
}

/* herald::units ?FACTION? -> ids of the units on the map */
static int
cmd_units(ClientData cd, Tcl_Interp *ip, int objc, Tcl_Obj *const objv[])
{
	Tcl_Obj *l;

	if (faction_units(cd, ip, objc, objv, 0, &l) != TCL_OK)
		return TCL_ERROR;
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
	hook_hex_ground(ip, d, gd, hx);		/* and its level */
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

/* herald::game -> dict of game, scenario, turn and options (in play) */
static int
cmd_game(ClientData cd, Tcl_Interp *ip, int objc, Tcl_Obj *const objv[])
{
	struct hooks *h = cd;
	Tcl_Obj *d, *opts;
	int i;

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
	/* the optional rules in play, by id (a programme for solitaire
	 * play, spi-agincourt 20.13, is one) */
	opts = Tcl_NewListObj(0, NULL);
	for (i = 0; i < h->env->gd->noptions; i++)
		if (h->env->st->options & (1u << i))
			Tcl_ListObjAppendElement(ip, opts,
			    Tcl_NewStringObj(h->env->gd->options[i].id, -1));
	Tcl_DictObjPut(ip, d, Tcl_NewStringObj("options", -1), opts);
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

/* herald::eliminated ?FACTION? -> how many units are eliminated
 * (counted, not listed: victory hooks ask it after every order) */
static int
cmd_eliminated(ClientData cd, Tcl_Interp *ip, int objc, Tcl_Obj *const objv[])
{
	struct hooks *h = cd;
	const struct gamedata *gd;
	int i, n = 0, f = -1;

	if (faction_arg(h, ip, objc, objv, &f) != TCL_OK)
		return TCL_ERROR;
	gd = h->env->gd;
	if (f >= HOOK_ELIM_FACTIONS || gd->nfactions > HOOK_ELIM_FACTIONS) {
		for (i = 0; i < gd->nunits; i++)
			if (h->env->st->u[i].eliminated &&
			    (f < 0 || gd->units[i].faction == f))
				n++;
		Tcl_SetObjResult(ip, Tcl_NewIntObj(n));
		return TCL_OK;
	}
	/* Every faction's count in one pass, kept for the rest of the call
	 * (a victory hook asks for each side): only herald::eliminate
	 * changes them while a hook runs, and it forgets them. */
	if (!h->elim_known) {
		const struct unit_state *us = h->env->st->u;
		int fu, nu = gd->nunits;

		memset(h->elim, 0, sizeof h->elim);
		for (i = 0; i < nu; i++) {
			if (!us[i].eliminated)
				continue;
			fu = gd->units[i].faction;
			/* [0] counts those of no faction here, then all */
			h->elim[fu >= 0 && fu < HOOK_ELIM_FACTIONS ? fu + 1 :
			    0]++;
		}
		for (i = 1; i <= HOOK_ELIM_FACTIONS; i++)
			h->elim[0] += h->elim[i];
		h->elim_known = 1;
	}
	Tcl_SetObjResult(ip, Tcl_NewIntObj(h->elim[f + 1]));
	return TCL_OK;
}

/* herald::declare FACTION TEXT -> the game is won, and how;
 * herald::declare draw TEXT -> the game ends with no winner */
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
	if ((f = gd_faction(h->env->gd, Tcl_GetString(objv[1]))) < 0 &&
	    strcmp(Tcl_GetString(objv[1]), "draw") != 0) {
		Tcl_SetObjResult(ip, Tcl_ObjPrintf("no faction \"%s\" (expected "
		    "a faction or draw)", Tcl_GetString(objv[1])));
		return TCL_ERROR;
	}
	st = h->env->st;
	if (st->over && st->result[0] != '\0')
		return TCL_OK;	/* the first result stands */
	if (room(h, ip, "herald::declare", text_len(objv[2]) +
	    (f >= 0 ? strlen(h->env->gd->factions[f].army) : 0) + 16) != TCL_OK)
		return TCL_ERROR;
	st->winner = f;
	st->over = 1;
	snprintf(st->result, sizeof st->result, "%s",
	    Tcl_GetString(objv[2]));
	if (h->env->narration != NULL && f >= 0)
		buf_printf(h->env->narration, "Winner: %s (%s)\n",
		    h->env->gd->factions[f].army, st->result);
	else if (h->env->narration != NULL)
		buf_printf(h->env->narration, "Draw: %s\n", st->result);
	return TCL_OK;
}

/* herald::lost ?FACTION? -> the ids of the units eliminated */
static int
cmd_lost(ClientData cd, Tcl_Interp *ip, int objc, Tcl_Obj *const objv[])
{
	Tcl_Obj *l;

	if (faction_units(cd, ip, objc, objv, 1, &l) != TCL_OK)
		return TCL_ERROR;
	Tcl_SetObjResult(ip, l);
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
	if (room(h, ip, "herald::narrate", text_len(objv[1]) + 1) != TCL_OK)
		return TCL_ERROR;
	if (h->env != NULL && h->env->narration != NULL)
		buf_printf(h->env->narration, "%s\n", Tcl_GetString(objv[1]));
	return TCL_OK;
}

struct roll_job {
	struct roller		*ro;
	const struct dice_expr	*e;
	const char		*why_text;
	struct roll		*r;
	char			**why;
	int			 rc;
};

static void
roll_on_host(void *arg)
{
	struct roll_job *j = arg;

	j->rc = roller_roll(j->ro, j->e, j->why_text, j->r, j->why);
}

/* herald::roll DICE WHY -> the total of a roll made for a scenario rule,
 * with the order's dice: journaled, replayed, asked at the table when the
 * dice are manual.  Only where an order runs (not in questions). */
static int
cmd_roll(ClientData cd, Tcl_Interp *ip, int objc, Tcl_Obj *const objv[])
{
	struct hooks *h = cd;
	struct dice_expr e;
	struct roll r;
	Tcl_Time since;
	char *why = NULL;
	int rc;

	if (objc != 3) {
		Tcl_WrongNumArgs(ip, 1, objv, "dice why");
		return TCL_ERROR;
	}
	if (need_env(h, ip) != TCL_OK)
		return TCL_ERROR;
	if (h->env->ro == NULL) {
		Tcl_SetObjResult(ip, Tcl_NewStringObj("herald::roll: no dice "
		    "may be rolled here (only in phase and order hooks)", -1));
		return TCL_ERROR;
	}
	/* the reason, and room for the dice */
	if (room(h, ip, "herald::roll", text_len(objv[2]) + 512) != TCL_OK)
		return TCL_ERROR;
	if (dice_parse(Tcl_GetString(objv[1]), &e, &why) != 0) {
		Tcl_SetObjResult(ip, Tcl_ObjPrintf("herald::roll: %s", why));
		free(why);
		return TCL_ERROR;
	}
	Tcl_GetTime(&since);
	/* A physical die is asked at the table: on the main thread (where
	 * readline is), and the wait is not the hook's time. */
	{
		struct roll_job rj = { h->env->ro, &e, Tcl_GetString(objv[2]),
		    &r, &why, -1 };

		if (guard_host(roll_on_host, &rj) != 0)
			rj.rc = -1;
		rc = rj.rc;
	}
	hook_limit_extend(h, &since);
	if (rc != 0) {
		Tcl_SetObjResult(ip, Tcl_ObjPrintf("herald::roll: %s", why));
		free(why);
		return TCL_ERROR;
	}
	if (h->env->narration != NULL) {
		buf_printf(h->env->narration, "%s: ", Tcl_GetString(objv[2]));
		roll_format(&r, h->env->narration);
		buf_puts(h->env->narration, "\n");
	}
	Tcl_SetObjResult(ip, Tcl_NewIntObj(r.total));
	return TCL_OK;
}

/* herald::eliminate ID WHY: a scenario rule takes a unit out of play; it
 * counts as eliminated (victory, an army's losses). */
static int
cmd_eliminate(ClientData cd, Tcl_Interp *ip, int objc, Tcl_Obj *const objv[])
{
	struct hooks *h = cd;
	int u;

	if (objc != 3) {
		Tcl_WrongNumArgs(ip, 1, objv, "unit why");
		return TCL_ERROR;
	}
	if (need_env(h, ip) != TCL_OK || unit_arg(h, ip, objv[1], &u) != TCL_OK)
		return TCL_ERROR;
	if (h->env->ro == NULL) {
		Tcl_SetObjResult(ip, Tcl_NewStringObj("herald::eliminate: the "
		    "game may not be changed here (only in phase and order "
		    "hooks)", -1));
		return TCL_ERROR;
	}
	if (!h->env->st->u[u].on_map) {
		Tcl_SetObjResult(ip, Tcl_ObjPrintf("herald::eliminate: %s is "
		    "not on the map", h->env->gd->units[u].id));
		return TCL_ERROR;
	}
	if (room(h, ip, "herald::eliminate", text_len(objv[2]) +
	    strlen(h->env->gd->units[u].id) + 32) != TCL_OK)
		return TCL_ERROR;
	if (h->env->narration != NULL)
		narrate_eliminate(h->env->st, u, Tcl_GetString(objv[2]),
		    h->env->narration);
	else {
		struct buf quiet;

		buf_init(&quiet);
		narrate_eliminate(h->env->st, u, Tcl_GetString(objv[2]), &quiet);
		buf_free(&quiet);
	}
	h->elim_known = 0;
	return TCL_OK;
}

static const struct {
	const char	*name;
	Tcl_ObjCmdProc	*proc;
} host_cmds[] = {
	{ "herald::roll", cmd_roll },
	{ "herald::eliminate", cmd_eliminate },
	{ "herald::unit", cmd_unit },
	{ "herald::units", cmd_units },
	{ "herald::hex", cmd_hex },
	{ "herald::hexes", cmd_hexes },
	{ "herald::game", cmd_game },
	{ "herald::distance", cmd_distance },
	{ "herald::narrate", cmd_narrate },
	{ "herald::eliminated", cmd_eliminated },
	{ "herald::declare", cmd_declare },
	{ "herald::lost", cmd_lost },
	{ "herald::counter", hook_counter_cmd },	/* hookcounter.c */
	{ "herald::marker", hook_marker_cmd },	/* hookmarker.c */
	{ "herald::phase", hook_phase_cmd },	/* hookseq.c */
	{ "herald::event", hook_event_cmd },
	{ "herald::when", hook_when_cmd },
	{ "herald::table", hook_table_cmd },	/* hooktable.c */
	{ "herald::flip", hook_flip_cmd },	/* hookside.c */
	{ "herald::board", hook_board_cmd },	/* hookboard.c */
	{ "herald::chance", hook_chance_cmd },	/* hookchance.c */
	{ "herald::morale", hook_morale_cmd },	/* hookmorale.c */
	{ NULL, NULL }
};

/* The herald:: commands run herald's own code, which reads and changes
 * what the main thread owns (the state, the narration, the dice): the
 * guard never stops one half-way (src/guard.h). */
struct host_entry {
	struct hooks	*h;
	Tcl_ObjCmdProc	*proc;
	unsigned	 reads;		/* HOOK_READS_*, for hookrecall.c */
};

static int
host_cmd(ClientData cd, Tcl_Interp *ip, int objc, Tcl_Obj *const objv[])
{
	struct host_entry *he = cd;
	int rc;

	guard_enter();
	rc = he->proc(he->h, ip, objc, objv);
	if (he->h->recall != NULL)
		hook_recall_note(he->h, he->reads, rc);
	guard_leave();
	return rc;
}

/* What a command reads of the game, when its answer follows from that
 * alone (and it changes nothing): a call that made only such commands
 * may be recalled (hookrecall.c).  0 for every other. */
static unsigned
host_reads(Tcl_ObjCmdProc *proc)
{
	if (proc == cmd_eliminated || proc == cmd_lost)
		return HOOK_READS_ELIM;
	return 0;
}

void
hook_register_commands(Tcl_Interp *ip, struct hooks *h)
{
	struct host_entry *he;
	int i;

	for (i = 0; host_cmds[i].name != NULL; i++) {
		he = xmalloc(sizeof *he);
		he->h = h;
		he->proc = host_cmds[i].proc;
		he->reads = host_reads(he->proc);
		/* ClientData is a void *: free lets go of the entry */
		Tcl_CreateObjCommand(ip, host_cmds[i].name, host_cmd, he,
		    free);
	}
}

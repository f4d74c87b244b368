/* hookboard: herald::board (declared in hook-int.h), what a game's Tcl needs of the board to move
 * things herald's own movement does not (spi-agincourt §14.2: fugitive
 * markers fleeing in a heading, the leaders retreating with them,
 * §12.33; §8.34: the half of a double counter a marker falls on).
 *
 *   herald::board neighbour HEX DIR   -> the hex over hexside DIR (a
 *                                        compass name of the grid), or
 *                                        "" off the map
 *   herald::board terrain HEX         -> dict: terrain name mf (the MP
 *                                        to enter it, halves as 0.5)
 *   herald::board cost FROM TO        -> the MP of a step between two
 *                                        neighbours as herald's movement
 *                                        prices it: the terrain entered
 *                                        and the game's uphill cost
 *                                        (spi 7.21, 7.23)
 *   herald::board halves UNIT         -> dict: left right, the hexes of
 *                                        a unit on two hexes lying
 *                                        across its facing, as it faces
 *   herald::board marks UNIT          -> the marks printed on its counter
 *   herald::board sight FROM TO       -> 1 when the line of sight from
 *                                        one hex to the other is clear,
 *                                        as fire traces it (los.h), else
 *                                        0 (spi-agincourt §20.13C: which
 *                                        longbows can still fire)
 *   herald::board enter UNIT HEX WHY  the same for a one-hex unit set
 *                                        aside (not on the map, never
 *                                        eliminated): it comes into play
 *                                        there (spi-agincourt 18.0)
 *   herald::board relocate UNIT HEX WHY   puts a one-hex unit in a hex by
 *                                        the game's rule (no movement
 *                                        points, no stacking test; never
 *                                        a hex of the enemy's), told
 *                                        as "UNIT goes to HEX: WHY"
 *
 * Reading is allowed to any hook; relocate only where herald::eliminate
 * may change the game (phase hooks, order_done, after_order), inside an
 * order the journal replays. */
#include <stdlib.h>
#include <string.h>

#include "elevation.h"
#include "footprint.h"
#include "hook-int.h"
#include "los.h"

static int
fail(Tcl_Interp *ip, char *why)
{
	Tcl_SetObjResult(ip, Tcl_ObjPrintf("herald::board: %s", why));
	Tcl_SetErrorCode(ip, "HERALD", "BOARD", (char *)NULL);
	free(why);
	return TCL_ERROR;
}

static int
hex_of(const struct gamedata *gd, Tcl_Interp *ip, Tcl_Obj *o, struct hex *hx)
{
	char *why = NULL;

	if (hex_parse(&gd->grid, Tcl_GetString(o), hx, &why) != 0)
		return fail(ip, why);
	if (gd_hex(gd, *hx) == NULL)
		return fail(ip, xprintf("%s is not on the map",
		    Tcl_GetString(o)));
	return TCL_OK;
}

static int
unit_of(const struct gamedata *gd, Tcl_Interp *ip, Tcl_Obj *o, int *u)
{
	char *why = NULL;

	if ((*u = gd_unit_find(gd, Tcl_GetString(o), &why)) < 0)
		return fail(ip, why);
	return TCL_OK;
}

static void
put(Tcl_Interp *ip, Tcl_Obj *d, const char *k, Tcl_Obj *v)
{
	Tcl_DictObjPut(ip, d, Tcl_NewStringObj(k, -1), v);
}

static int
neighbour(const struct gamedata *gd, Tcl_Interp *ip, Tcl_Obj *const objv[])
{
	struct hex hx, to;
	int d;

	if (hex_of(gd, ip, objv[2], &hx) != TCL_OK)
		return TCL_ERROR;
	if ((d = hex_dir_parse(&gd->grid, Tcl_GetString(objv[3]))) < 0) {
		struct buf b;
		char *names, *why;
		int i;

		buf_init(&b);
		for (i = 0; i < HEX_DIRS; i++)
			buf_printf(&b, "%s%s", i ? " " : "",
			    hex_dir_name(&gd->grid, i));
		names = buf_steal(&b);
		why = xprintf("no direction \"%s\" (expected one of %s)",
		    Tcl_GetString(objv[3]), names);
		free(names);
		return fail(ip, why);
	}
	to = hex_neighbour(&gd->grid, hx, d);
	Tcl_SetObjResult(ip, Tcl_NewStringObj(grid_contains(&gd->grid, to) &&
	    gd_hex(gd, to) != NULL ? hex_str(to) : "", -1));
	return TCL_OK;
}

/* Movement points, kept in halves: 1, 0.5, 1.5. */
static Tcl_Obj *
points(int cost2)
{
	return cost2 % 2 ? Tcl_NewDoubleObj(cost2 / 2.0) :
	    Tcl_NewIntObj(cost2 / 2);
}

static int
terrain(const struct gamedata *gd, Tcl_Interp *ip, Tcl_Obj *const objv[])
{
	const struct terrain *t;
	struct hex hx;
	Tcl_Obj *d;

	if (hex_of(gd, ip, objv[2], &hx) != TCL_OK)
		return TCL_ERROR;
	t = &gd->terrain[gd_hex(gd, hx)->terrain];
	d = Tcl_NewDictObj();
	put(ip, d, "terrain", Tcl_NewStringObj(t->id, -1));
	put(ip, d, "name", Tcl_NewStringObj(t->name, -1));
	put(ip, d, "mf", points(t->cost2));
	Tcl_SetObjResult(ip, d);
	return TCL_OK;
}

/* The price of one step, from the same terrain costs and uphill rule as
 * a unit's move (elevation.h), so that a game's Tcl moving markers never
 * prices ground its own way. */
static int
cost(const struct gamedata *gd, Tcl_Interp *ip, Tcl_Obj *const objv[])
{
	struct hex a, b;
	int d;

	if (hex_of(gd, ip, objv[2], &a) != TCL_OK ||
	    hex_of(gd, ip, objv[3], &b) != TCL_OK)
		return TCL_ERROR;
	if ((d = hex_dir_to(&gd->grid, a, b)) < 0)
		return fail(ip, xprintf("%s and %s are not neighbours",
		    hex_str(a), hex_str(b)));
	Tcl_SetObjResult(ip, points(gd->terrain[gd_hex(gd, b)->terrain].cost2 +
	    elev_uphill_cost(gd, a, d)));
	return TCL_OK;
}

/* spi-agincourt §8.34, §14.12: "1-5 for the left side of the counter":
 * the half on the unit's left as it faces is the one its other half lies
 * on the right flank of. */
static int
halves(const struct state *st, Tcl_Interp *ip, Tcl_Obj *const objv[])
{
	const struct gamedata *gd = st->gd;
	const struct unit_state *us;
	Tcl_Obj *d;
	int u, side, left;

	if (unit_of(gd, ip, objv[2], &u) != TCL_OK)
		return TCL_ERROR;
	us = &st->u[u];
	if (footprint_size(gd, u) != 2 || !us->on_map)
		return fail(ip, xprintf("%s is not a unit on two hexes on the "
		    "map", gd->units[u].id));
	side = footprint_facing_side_of(gd, us->facing,
	    hex_dir_to(&gd->grid, us->hex, us->hex2));
	if (side != 2 && side != 4)
		return fail(ip, xprintf("%s does not lie across its facing: "
		    "it has no left and right half", gd->units[u].id));
	left = side == 2;	/* its second hex on its right flank */
	d = Tcl_NewDictObj();
	put(ip, d, "left", Tcl_NewStringObj(hex_str(left ? us->hex :
	    us->hex2), -1));
	put(ip, d, "right", Tcl_NewStringObj(hex_str(left ? us->hex2 :
	    us->hex), -1));
	Tcl_SetObjResult(ip, d);
	return TCL_OK;
}

static int
marks(const struct gamedata *gd, Tcl_Interp *ip, Tcl_Obj *const objv[])
{
	Tcl_Obj *l;
	int u, i;

	if (unit_of(gd, ip, objv[2], &u) != TCL_OK)
		return TCL_ERROR;
	l = Tcl_NewListObj(0, NULL);
	for (i = 0; i < gd->nmarks; i++)
		if (gd->units[u].marks & (1u << i))
			Tcl_ListObjAppendElement(ip, l,
			    Tcl_NewStringObj(gd->marks[i].id, -1));
	Tcl_SetObjResult(ip, l);
	return TCL_OK;
}

/* The line of sight between two hexes, as the board stands (units and
 * elevation as the game's line_of_sight: reads them). */
static int
sight(const struct state *st, Tcl_Interp *ip, Tcl_Obj *const objv[])
{
	struct los_result r;
	struct hex a, b;

	if (hex_of(st->gd, ip, objv[2], &a) != TCL_OK ||
	    hex_of(st->gd, ip, objv[3], &b) != TCL_OK)
		return TCL_ERROR;
	los_trace(st, a, b, &r);
	Tcl_SetObjResult(ip, Tcl_NewIntObj(r.clear ? 1 : 0));
	return TCL_OK;
}

static int
relocate(struct hooks *h, Tcl_Interp *ip, Tcl_Obj *const objv[],
    int entering)
{
	struct state *st = h->env->st;
	const struct gamedata *gd = st->gd;
	const char *why = Tcl_GetString(objv[4]);
	struct hex hx;
	size_t len;
	int u, e;

	if (h->env->ro == NULL)
		return fail(ip, xprintf("the game may not be changed in this "
		    "hook, which only asks (it may be in phase hooks, "
		    "order_done and after_order)"));
	if (unit_of(gd, ip, objv[2], &u) != TCL_OK ||
	    hex_of(gd, ip, objv[3], &hx) != TCL_OK)
		return TCL_ERROR;
	if (!entering && !st->u[u].on_map)
		return fail(ip, xprintf("%s is not on the map",
		    gd->units[u].id));
	if (entering && (st->u[u].on_map || st->u[u].eliminated))
		return fail(ip, xprintf("%s is not set aside: only a unit "
		    "neither on the map nor eliminated enters",
		    gd->units[u].id));
	if (footprint_size(gd, u) != 1)
		return fail(ip, xprintf("%s stands on two hexes: only a unit "
		    "on one is put in a hex", gd->units[u].id));
	/* no stacking test, but never among the enemy (spi-agincourt
	 * §6.16: a leader goes no further than the enemy's hex): two sides
	 * in one hex is a board no rule makes */
	for (e = board_first_in(st, hx); e >= 0; e = board_next_in(st, hx, e))
		if (gd->units[e].faction != gd->units[u].faction)
			return fail(ip, xprintf("%s may not be put in %s, where "
			    "the enemy %s stands", gd->units[u].id,
			    hex_str(hx), gd->units[e].id));
	len = strlen(why) + strlen(gd->units[u].id) + 32;
	if (len > HOOK_MAX_SAID || h->said > HOOK_MAX_SAID - len)
		return fail(ip, xprintf("a hook says at most %d bytes in a "
		    "call", HOOK_MAX_SAID));
	h->said += len;
	board_locate(st, u, 1, hx);
	if (h->env->narration != NULL)
		buf_printf(h->env->narration, "%s goes to %s: %s\n",
		    gd->units[u].id, hex_str(hx), why);
	return TCL_OK;
}

int
hook_board_cmd(ClientData cd, Tcl_Interp *ip, int objc,
    Tcl_Obj *const objv[])
{
	struct hooks *h = cd;
	const char *sub = objc > 1 ? Tcl_GetString(objv[1]) : "";

	if (h->env == NULL || h->env->st == NULL)
		return fail(ip, xprintf("no game is loaded"));
	if (strcmp(sub, "neighbour") == 0 && objc == 4)
		return neighbour(h->env->gd, ip, objv);
	if (strcmp(sub, "terrain") == 0 && objc == 3)
		return terrain(h->env->gd, ip, objv);
	if (strcmp(sub, "cost") == 0 && objc == 4)
		return cost(h->env->gd, ip, objv);
	if (strcmp(sub, "halves") == 0 && objc == 3)
		return halves(h->env->st, ip, objv);
	if (strcmp(sub, "marks") == 0 && objc == 3)
		return marks(h->env->gd, ip, objv);
	if (strcmp(sub, "sight") == 0 && objc == 4)
		return sight(h->env->st, ip, objv);
	if (strcmp(sub, "relocate") == 0 && objc == 5)
		return relocate(h, ip, objv, 0);
	if (strcmp(sub, "enter") == 0 && objc == 5)
		return relocate(h, ip, objv, 1);
	Tcl_WrongNumArgs(ip, 1, objv, "neighbour HEX DIR | terrain HEX | "
	    "cost FROM TO | halves UNIT | marks UNIT | sight FROM TO | "
	    "relocate UNIT HEX WHY");
	return TCL_ERROR;
}

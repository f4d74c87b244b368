/* morale: morale checks, routs and rallies (battle-of-agincourt §4, §12,
 * §13): dice plus modifiers against the unit's morale rating; a failure
 * routs a unit in good order and moves it toward its own map edge, and
 * eliminates one already routed.  Modifiers and exemptions are the
 * game's data (rules.morale). */
#ifndef HERALD_MORALE_H
#define HERALD_MORALE_H

#include "board.h"

struct ruling;
struct ruling_step;

/* The modifier of a unit's morale check, explained into b (if not NULL). */
int	morale_drm(const struct state *, int unit, struct buf *b);
/* The same in *drm; -1 with *cause when a modifier's hook cannot rule
 * (rulehook.c). */
int	morale_drm_checked(const struct state *, int unit, struct buf *b,
	    int *drm, char **cause);
/* The same as records added to r (if not NULL). */
int	morale_drm_ruling(const struct state *, int unit, struct ruling *r,
	    int *drm, char **cause);
/* The exemption that spares the unit a check after combat, or NULL. */
const struct modifier *morale_exempt(const struct state *, int unit);
/* "UNIT need not check morale: WHY (§S)" */
void	morale_narrate_exempt(const struct state *, int unit,
	    const struct modifier *, struct buf *out);
/* How a check went. */
#define MORALE_FAIL	0
#define MORALE_PASS	1
#define MORALE_RETREAT	2	/* equal */
#define MORALE_LOSS	3	/* higher */

/* Rolls a check; *passed says how it went.  Narrates the roll. */
int	morale_check(struct state *, int unit, struct roller *,
	    struct buf *out, int *passed, char **cause);
/* The same with a penalty to the unit's morale (a
 * retreat into an enemy zone, pushing a friend). */
int	morale_check_penalty(struct state *, int unit, int penalty,
	    const char *why, struct roller *, struct buf *out, int *passed,
	    char **cause);
/* A failed check after combat: rout a unit in good order (and move it
 * by the game's rout kind, rout.h), eliminate one already routed
 * (battle-of-agincourt §13.2). */
void	morale_fail(struct state *, int unit, struct buf *out);
/* Why a unit may not try to rally now, or NULL
 * (battle-of-agincourt §12). */
char	*morale_no_rally(const struct state *, int unit);
/* Rallies a routed unit: a check; success gives it good order and the
 * facing, failure routs it again. */
int	morale_rally(struct state *, int unit, int facing, struct roller *,
	    struct buf *out, char **cause);
/* The kind of that name, or -1 with the kinds listed into all (if not
 * NULL). */
int	morale_kind_find(const char *name, struct buf *all);
/* Each kind's reading of the roll r at modifier drm: its record added
 * to out (ruling.h), *passed says how it went. */
/* The first step of a kind's ruling: its unit and the dice it read. */
struct ruling_step *morale_step(struct ruling *, int kind,
	    const struct state *, int unit, const struct roll *);
int	morale_rating_judge(struct state *, int unit, int drm, struct roll *,
	    struct ruling *out, int *passed);
int	morale_strength_judge(struct state *, int unit, int drm,
	    struct roll *, struct ruling *out, int *passed);
/* Units of a faction eliminated so far. */
int	morale_eliminated_count(const struct state *, int faction);

#endif

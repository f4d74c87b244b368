/* hooklimit: the command and time limits of a hook call (DESIGN
 * principle 6): armed before each call, cleared after, moved on while a
 * hook waits for the players' dice, and given slack while a journal
 * replays.  Kept apart from hook.c so that the host commands (hookcmd.c)
 * and the calls (hook.c) both use them without calling each other. */
#include "config.h"

#include <limits.h>
#include <tcl.h>
#include <tclInt.h>
#ifdef HAVE_VALGRIND_VALGRIND_H
#include <valgrind/valgrind.h>
#endif

#include "hook-int.h"

#define HOOK_MAX_WAIT_S	86400	/* a player's roll moves the limit on */
#define HOOK_TIME_GRANULARITY 16	/* commands between two clock reads */

void
hook_limits_disarm(struct hooks *h)
{
	Tcl_LimitTypeReset(h->child, TCL_LIMIT_COMMANDS);
	Tcl_LimitTypeReset(h->child, TCL_LIMIT_TIME);
}

/* How many commands the child has run: the count Tcl's command limit
 * is checked against (what the real [info cmdcount] answers), read where
 * Tcl keeps it, which no script can reach or replace. */
int
hook_cmdcount(struct hooks *h)
{
	return ((Interp *)h->child)->cmdCount;
}

/* Tcl's command limit is a ceiling on that count, an int: within reach
 * of the ceiling, the caller starts again from a fresh interpreter. */
int
hook_count_runs_out(struct hooks *h, int count)
{
	return count < 0 || count > h->count_ceiling - h->max_commands;
}

/* A call's time, in ms.  The command limit is the same everywhere; the
 * time limit is not (a slower machine, a busier one), so an order that a
 * hook allowed in play has more time when the journal replays it: the
 * replay comes out as the game was played. */
int
hook_time_limit(const struct hooks *h)
{
	int ms = h->max_ms * (h->replaying ? HOOK_REPLAY_SLACK : 1);

#ifdef HAVE_VALGRIND_VALGRIND_H
	/* valgrind runs everything 20 to 50 times slower */
	if (RUNNING_ON_VALGRIND && ms < INT_MAX / 50)
		ms *= 50;
#endif
	return ms;
}

void
hooks_replaying(struct hooks *h, int on)
{
	if (h != NULL)
		h->replaying = on != 0;
}

/* COUNT is hook_cmdcount(h), or -1 to ask for it. */
void
hook_limits_arm(struct hooks *h, int count)
{
	Tcl_Time t;
	int ms = hook_time_limit(h);

	if (count < 0)
		count = hook_cmdcount(h);
	hook_limits_disarm(h);
	Tcl_GetTime(&t);
	t.sec += ms / 1000;
	t.usec += (ms % 1000) * 1000L;
	if (t.usec >= 1000000) {
		t.sec++;
		t.usec -= 1000000;
	}
	if (((Interp *)h->child)->limit.timeEvent == NULL)
		Tcl_LimitSetTime(h->child, &t);
	else {
		/* What Tcl_LimitSetTime does, but for making its timer event
		 * again (most of the cost of a call's limits): that event is
		 * only for an event loop, which a hook cannot enter
		 * (hookseal.c), and the limit it would check is this one.
		 * The commands check the limit themselves (Tcl_LimitCheck);
		 * disarm_limits cleared what was exceeded. */
		((Interp *)h->child)->limit.time = t;
		((Interp *)h->child)->limit.exceeded &= ~TCL_LIMIT_TIME;
	}
	/* The clock is read every HOOK_TIME_GRANULARITY commands (every
	 * command was 6% of a call); a single long command is the
	 * guard's to stop. */
	Tcl_LimitSetGranularity(h->child, TCL_LIMIT_TIME,
	    HOOK_TIME_GRANULARITY);
	Tcl_LimitTypeSet(h->child, TCL_LIMIT_TIME);
	if (count < 0)
		count = 0;
	Tcl_LimitSetCommands(h->child, count > h->count_ceiling -
	    h->max_commands ? h->count_ceiling : count + h->max_commands);
	Tcl_LimitTypeSet(h->child, TCL_LIMIT_COMMANDS);
}

/* The time a hook waits for the players (a die rolled at the table) is
 * not the hook's own: the time limit moves on by as much, up to a day. */
void
hook_limit_extend(struct hooks *h, const Tcl_Time *since)
{
	Tcl_Time now, limit;
	long sec, usec;

	Tcl_GetTime(&now);
	if (now.sec < since->sec ||
	    (now.sec == since->sec && now.usec <= since->usec))
		return;
	sec = now.sec - since->sec;
	usec = now.usec - since->usec;
	if (usec < 0) {
		sec--;
		usec += 1000000;
	}
	if (sec >= HOOK_MAX_WAIT_S) {
		sec = HOOK_MAX_WAIT_S;
		usec = 0;
	}
	Tcl_LimitGetTime(h->child, &limit);
	limit.sec += sec;
	limit.usec += usec;
	if (limit.usec >= 1000000) {
		limit.sec++;
		limit.usec -= 1000000;
	}
	Tcl_LimitSetTime(h->child, &limit);
}

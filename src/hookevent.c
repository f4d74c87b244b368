/* hookevent: the list of hook events.  Adding an event is one line
 * here (and the call that fires it); the loader, the error for an
 * unknown name and doc/authoring.md's table read the same list. */
#include "hookevent.h"
#include "util.h"

#include <string.h>

#define PHASE	"turn side phase"

const struct hook_event_info hookevent_table[] = {
	/* name, the words given, may refuse, when it is called */
	{ "start", "", 0, "once, when the game is set up" },
	{ "phase_start", PHASE, 0, "as each phase begins, the first too" },
	{ "phase_end", PHASE, 0, "as a phase ends, before the next begins" },
	{ "phase_may_end", PHASE, 1, "before next ends a phase or an impulse "
	    "step (a question: an answer keeps it from ending)" },
	{ "game_end", PHASE, 0, "when the last turn has ended" },
	{ "order", PHASE " verb word...", 1, "before an order is carried out" },
	{ "order_done", PHASE " verb word...", 0,
	    "after an order is carried out (may set declared values)" },
	{ "after_order", PHASE, 0, "after every order, while the game is on" },
	{ "standing", PHASE, 0, "asked by status (a question)" },
	{ "setup_check", PHASE, 0, "asked by setup check (a question)" },
	{ "programme", PHASE, 1, "asked by the programme order: the orders a "
	    "programmed side gives now, one a line (a question)" },
	{ NULL, NULL, 0, NULL }
};

const struct hook_event_info *
hookevent_find(const char *name)
{
	const struct hook_event_info *e;

	for (e = hookevent_table; e->name != NULL; e++)
		if (strcmp(e->name, name) == 0)
			return e;
	return NULL;
}

char *
hookevent_names(void)
{
	const struct hook_event_info *e;
	struct buf b;

	buf_init(&b);
	for (e = hookevent_table; e->name != NULL; e++)
		buf_printf(&b, "%s%s", e == hookevent_table ? "" : ", ", e->name);
	return buf_steal(&b);
}

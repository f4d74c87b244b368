/* session-try: an order tried on a copy of the game, not given
 * (session.h session_try): the questions `reach` and `targets` ask the
 * rules themselves, through the very checks an order meets. */
#include "session-int.h"

#include <stdlib.h>
#include <string.h>

#include "narrate.h"
#include "resolve.h"
#include "sequence.h"

int
session_try(struct session *s, const char *name, int argc, char **argv,
    struct state **after, char **cause)
{
	const struct cmd_entry *e;
	struct roller ro;
	struct state *st;
	struct ruling rec;
	struct buf sink;
	enum cmd_retval rv;
	char *why = NULL;

	if (after != NULL)
		*after = NULL;
	if ((e = cmd_find(name, &why)) == NULL) {
		*cause = why;
		return -1;
	}
	if (s->gd == NULL || s->st->over) {
		*cause = xstrdup("no game in play");
		return -1;
	}
	/* the checks run() makes before an order: its phase, and nothing
	 * left open that must be settled first */
	ruling_init(&rec);
	if (seq_check_order_rec(s->st, e->name, &rec) != 0) {
		*cause = narrate_refusal(s->gd, &rec);
		ruling_free(&rec);
		return -1;
	}
	ruling_free(&rec);
	if (resolve_waiting(s->st, cause) != 0)
		return -1;
	st = state_copy(s->st);
	buf_init(&sink);
	s->dry = 1;
	rv = run_on(s, e, argc, argv, s->st, st, &ro, NULL, 0, &sink, cause);
	s->dry = 0;
	roller_reset_made(&ro);
	buf_free(&sink);
	if (rv == CMD_ERROR) {
		state_free(st);
		return -1;
	}
	if (after != NULL)
		*after = st;
	else
		state_free(st);
	return 0;
}

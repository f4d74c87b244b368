/* replay-each: the orders in force replayed one by one from the start,
 * each handed with the game before and after it and its ruling's records
 * (DESIGN principle 8: the records are the ruling), for what reads the
 * whole game: the battle report, the dice luck. */
#include "session-int.h"
#include "luck.h"

#include <stdlib.h>
#include <string.h>

int
session_each_order(struct session *s, session_order_fn fn, void *arg,
    char **cause)
{
	const struct cmd_entry *e;
	const struct jrec *r;
	struct state *st, *after, *saved = s->st;
	struct roller ro;
	struct buf said;
	struct ruling rec;
	char **argv;
	int i, argc, rc = 0;

	if (session_state_at(s, 0, &st, cause) != 0)
		return -1;
	for (i = 0; i < s->cursor && rc == 0; i++) {
		r = session_order(s, i);
		if ((e = order_words(r, i, &argc, &argv, cause)) == NULL) {
			rc = -1;
			break;
		}
		after = state_copy(st);
		buf_init(&said);
		ruling_init(&rec);
		said.keep = &rec;
		s->st = st;	/* the handlers see the game before it */
		if (run_on(s, e, argc - 1, argv + 1, st, after, &ro, r, 1,
		    &said, cause) == CMD_ERROR) {
			state_free(after);
			rc = -1;
		} else {
			s->st = saved;
			rc = fn(arg, i, r, st, after, &rec);
			state_free(st);
			st = after;
		}
		s->st = saved;
		roller_reset_made(&ro);
		words_free_argv(argc, argv);
		buf_free(&said);
		ruling_free(&rec);
	}
	state_free(st);
	session_fresh_hooks(s);
	return rc;
}

/* One order of the replay: its dice, by whom the game waited for. */
static int
luck_each(void *arg, int i, const struct jrec *rec, const struct state *before,
    const struct state *after, const struct ruling *rl)
{
	(void)i;
	(void)after;
	(void)rl;
	if (rec->nrolls > 0)
		luck_order(arg, session_actor(before), rec);
	return 0;
}

int
session_luck(struct session *s, struct luck *l, char **cause)
{
	luck_init(l, s->gd);
	return session_each_order(s, luck_each, l, cause);
}

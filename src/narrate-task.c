/* narrate-task: a unit's task (task.h; ruling.h RS_TASK, RS_TASK_NONE,
 * RS_REFUSE_TASK, built by task.c) as the players read them: "e10 takes
 * up a task: implant stakes, facing ene (§16.22)", "e10 cannot take up
 * remove stakes: it is a Longbow on its archer side; the task needs its
 * yeoman side (§16.11)". */
#include "narrate.h"
#include "narrate-int.h"

#include "gamedata.h"
#include "ruling.h"
#include "task.h"

#define N(n)	ruling_get(s, (n), 0)
#define WD(i)	ruling_w(s, (i))

static void
refusal(const struct ruling_step *s, struct buf *b)
{
	switch (N("why")) {
	case TASK_WHY_NO_TASKS:
		buf_printf(b, "%s cannot take up a task: the game declares "
		    "none", WD(0));
		break;
	case TASK_WHY_UNKNOWN:
		buf_printf(b, "no task \"%s\": expected %s, or %s to give a "
		    "task up", WD(1), WD(2), TASK_NONE_WORD);
		break;
	case TASK_WHY_TYPE:
		buf_printf(b, "%s cannot take up %s: a %s may not", WD(0),
		    WD(1), WD(2));
		break;
	case TASK_WHY_SIDE:
		buf_printf(b, "%s cannot take up %s: the task needs the "
		    "counter on its %s side (flip it first, where the game "
		    "allows)", WD(0), WD(1), WD(2));
		break;
	case TASK_WHY_MOVED:
		buf_printf(b, "%s cannot take up %s: it has moved or turned "
		    "already, and the task is done standing still", WD(0),
		    WD(1));
		break;
	case TASK_WHY_WORD:
		if (*WD(4) == '\0')
			buf_printf(b, "%s: %s needs a %s: expected task %s %s "
			    "and the %s, %s", WD(0), WD(1), WD(2), WD(0),
			    WD(5), WD(2), WD(3));
		else
			buf_printf(b, "%s: %s takes the %s %s, not \"%s\"",
			    WD(0), WD(1), WD(2), WD(3), WD(4));
		break;
	case TASK_WHY_EXTRA:
		buf_printf(b, "%s: %s takes no further word, not \"%s\"",
		    WD(0), WD(1), WD(2));
		break;
	case TASK_WHY_BUSY:
		buf_printf(b, "%s is at another task, %s: one task at a time; "
		    "give it up first (task %s %s)", WD(0), WD(1), WD(0),
		    TASK_NONE_WORD);
		break;
	case TASK_WHY_SAME:
		buf_printf(b, "%s is at %s already", WD(0), WD(1));
		break;
	case TASK_WHY_IDLE:
		buf_printf(b, "%s has no task to give up", WD(0));
		break;
	default:
		buf_printf(b, "%s cannot take up the task", WD(0));
		break;
	}
}

int
narrate_task(const struct gamedata *gd, const struct ruling_step *s,
    struct buf *b)
{
	(void)gd;
	switch (s->concept) {
	case RS_TASK:
		buf_printf(b, "%s takes up a task: %s", WD(0), WD(1));
		if (s->nword > 3)
			buf_printf(b, ", %s %s", WD(2), WD(3));
		break;
	case RS_TASK_NONE:
		buf_printf(b, "%s gives up its task, %s", WD(0), WD(1));
		break;
	case RS_REFUSE_TASK:
		refusal(s, b);
		break;
	default:
		return 0;
	}
	if (s->section != NULL)
		buf_printf(b, " (§%s)", s->section);
	/* a task taken or given up is a line of its own; a refusal is an
	   order's cause, the line the shell ends */
	if (s->concept != RS_REFUSE_TASK)
		buf_puts(b, "\n");
	return 1;
}

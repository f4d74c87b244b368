/* task: a unit takes up one of the tasks its game declares (rules:
 * tasks:, src/task.h), or gives its task up: spi-agincourt 15.0, a
 * yeoman implants or removes stakes (16.11, 16.22, facing 16.31) or
 * retrieves arrows (8.61).  The core checks the declaration; the game's
 * hooks carry the task out. */
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "narrate.h"
#include "ruling.h"
#include "session.h"
#include "task.h"

static enum cmd_retval
cmd_task_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct ruling r;
	char *why;

	ruling_init(&r);
	if (task_take_rec(ctx->st, ctx->v[0].unit, argv[1],
	    argc > 2 ? argv[2] : NULL, &r) != 0) {
		/* the refusal's record, kept for `why` */
		why = narrate_refusal(ctx->s->gd, &r);
		ruling_free(&r);
		return cmd_fail(ctx, why);
	}
	narrate_told(ctx->s->gd, &r, ctx->out);
	return CMD_OK;
}

void
cmd_task_complete_kinds(struct session *s, struct cmd_offer *o)
{
	const struct gamedata *gd = s->gd;
	int i;

	if (gd == NULL || gd->tasks.nkinds == 0)
		return;
	for (i = 0; i < gd->tasks.nkinds; i++)
		o->word(o, gd->tasks.kinds[i].id);
	o->word(o, TASK_NONE_WORD);
}

void
cmd_task_complete_words(struct session *s, struct cmd_offer *o)
{
	const struct gamedata *gd = s->gd;
	int i, j;

	for (i = 0; gd != NULL && i < gd->tasks.nkinds; i++)
		for (j = 0; j < gd->tasks.kinds[i].nvalues; j++)
			o->word(o, gd->tasks.kinds[i].values[j]);
}

/* help lists it only for a game that declares tasks */
static int
cmd_task_offered(const struct session *s)
{
	return s->gd != NULL && s->gd->tasks.nkinds > 0;
}

const struct cmd_entry cmd_task_entry = {
	.name = "task",
	.alias = NULL,
	.args = "<unit|hex> <task> [word]",
	.summary = "a unit takes up a task in place of moving, or gives it up",
	.help =
	    "Sets a unit of the side in turn (or the hex it stands in) to one\n"
	    "of the tasks its game declares, done standing where it is (in\n"
	    "SPI's Agincourt a yeoman's retrieve, plant and remove, 15.0).\n"
	    "A task that needs a choice takes it as a third word (plant ene:\n"
	    "the facing of the stakes, 16.31).  `task UNIT none` gives the\n"
	    "unit's task up.  A unit has one task at a time; the unit's type\n"
	    "and the side its counter is up must be those the task names,\n"
	    "and some tasks only a unit that has not moved in the impulse\n"
	    "may take.  The game's own rules carry the task out and say when\n"
	    "it is done.  Undo takes the order back.\n"
	    "Example: task e10 plant ene",
	.flags = CMD_GAME | CMD_JOURNAL,
	.types = { CMD_ARG_OWN_UNIT, CMD_ARG_TASK, CMD_ARG_TASK_WORD },
	.offered = cmd_task_offered,
	.exec = cmd_task_exec
};

/* programme: herald plays the side its game programmes (spi-agincourt
 * 20.13, the historical French for a solitaire English player; the
 * facility: src/programme.h).  `programme show` lists the orders the
 * programme gives now, `programme step` carries out the first, and
 * `programme` all of them, each an order of its own. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "programme.h"
#include "session.h"

/* One order line carried out as the shell would: looked up, checked,
 * run as a transaction; CMD_OK, or CMD_ERROR with *cause. */
static enum cmd_retval
programme_run(struct session *s, const char *line, struct buf *out,
    char **cause)
{
	const struct cmd_entry *e;
	enum cmd_retval rv;
	char **argv;
	int argc;

	if ((argc = words_split(line, &argv, cause)) < 0)
		return CMD_ERROR;
	if (argc == 0) {
		words_free_argv(argc, argv);
		*cause = xstrdup("an empty order");
		return CMD_ERROR;
	}
	/* only orders of the game: the programme plays, it does not run
	 * the shell (no save, new, quit or another programme) */
	if ((e = cmd_find(argv[0], cause)) == NULL ||
	    cmd_check_arity(e, argc - 1, cause) != 0) {
		words_free_argv(argc, argv);
		return CMD_ERROR;
	}
	if ((e->flags & CMD_JOURNAL) == 0) {
		*cause = xprintf("\"%s\" is not an order of the game", argv[0]);
		words_free_argv(argc, argv);
		return CMD_ERROR;
	}
	rv = session_run(s, e, argc - 1, argv + 1, out, cause);
	words_free_argv(argc, argv);
	return rv;
}

static void
say_order(struct buf *out, const struct programme_order *o, const char *how)
{
	buf_printf(out, "programme %s: %s", how, o->line);
	if (o->why != NULL)
		buf_printf(out, " (%s)", o->why);
	buf_puts(out, "\n");
}

#define PROGRAMME_ORDERS	500	/* orders one `programme` carries out */

static int
was_refused(char **refused, int n, const char *line)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcmp(refused[i], line) == 0)
			return 1;
	return 0;
}

/* One line of the programme: an order, or alternatives "A || B" tried
 * in turn until one is carried out.  CMD_OK or CMD_ERROR (each refusal
 * said). */
static enum cmd_retval
run_line(struct cmd_ctx *ctx, const char *line)
{
	char *copy = xstrdup(line), *p = copy, *bar, *why = NULL;
	enum cmd_retval rv = CMD_ERROR;

	while (p != NULL && rv != CMD_OK) {
		if ((bar = strstr(p, " || ")) != NULL)
			*bar = '\0';
		if ((rv = programme_run(ctx->s, p, ctx->out, &why)) != CMD_OK) {
			buf_printf(ctx->out, "  refused: %s: %s\n", p, why);
			free(why);
			why = NULL;
		}
		p = bar != NULL ? bar + 4 : NULL;
	}
	free(copy);
	return rv;
}

/* `programme`: after each order carried out the programme is asked
 * again (a unit moves a hex an order and goes on; the next unit's turn
 * comes when it is done), until it gives nothing new: a line refused is
 * not tried again until another order has been carried out. */
static enum cmd_retval
cmd_programme_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct programme_order *o;
	const char *mode = argc > 0 ? argv[0] : "all";
	char *why = NULL, **refused = NULL;
	int n, i, k, done = 0, nrefused = 0, said = 0, again = 1, step, show;

	step = strcmp(mode, "step") == 0;
	show = strcmp(mode, "show") == 0;
	while (again && done < PROGRAMME_ORDERS) {
		again = 0;
		if (programme_orders(ctx->s, &o, &n, &why) != 0) {
			for (k = 0; k < nrefused; k++)
				free(refused[k]);
			free(refused);
			return cmd_fail(ctx, why);
		}
		for (i = 0; i < n; i++) {
			if (was_refused(refused, nrefused, o[i].line))
				continue;
			if (show) {
				say_order(ctx->out, &o[i], "would give");
				continue;
			}
			say_order(ctx->out, &o[i], "gives");
			if (run_line(ctx, o[i].line) == CMD_OK) {
				done++;
				again = !step;
				/* an order carried out may open the way for one
				 * refused before: each may be tried again */
				for (k = 0; k < nrefused; k++)
					free(refused[k]);
				nrefused = 0;
				break;		/* asked afresh */
			}
			refused = xrealloc(refused, sizeof *refused *
			    (size_t)(nrefused + 1));
			refused[nrefused++] = xstrdup(o[i].line);
			said++;
			if (step)
				break;
		}
		programme_free(o, n);
	}
	if (done == 0 && said == 0 && !show)
		buf_puts(ctx->out, "the programme gives no order now: next "
		    "goes on\n");
	else if (step && done > 0)
		buf_puts(ctx->out, "programme step again for its next order "
		    "(worked out afresh)\n");
	else if (!show && !step)
		buf_printf(ctx->out, "the programme's orders: %d carried out, "
		    "%d refused\n", done, said);
	for (k = 0; k < nrefused; k++)
		free(refused[k]);
	free(refused);
	return CMD_OK;
}

static int
cmd_programme_offered(const struct session *s)
{
	int i;

	for (i = 0; s->gd != NULL && i < s->gd->nhooks; i++)
		if (strcmp(s->gd->hooks[i].event, "programme") == 0)
			return 1;
	for (i = 0; s->sc != NULL && i < s->sc->nhooks; i++)
		if (strcmp(s->sc->hooks[i].event, "programme") == 0)
			return 1;
	return 0;
}

const struct cmd_entry cmd_programme_entry = {
	.name = "programme",
	.alias = "program",
	.args = "[all|show|step]",
	.summary = "herald gives the orders of the side its game programmes",
	.help =
	    "In a game that programmes a side (SPI's Agincourt, the historical\n"
	    "scenario with +solo-english: the French move by 20.13), herald\n"
	    "works out the orders that side must give now and carries them\n"
	    "out, each as an order of its own, with its ruling: `programme`\n"
	    "gives them all, `programme step` the next one only, `programme\n"
	    "show` lists them and changes nothing.  Each says why (the rule,\n"
	    "or the choice herald made where the programme leaves one).  A\n"
	    "refused order is said and passed over.  You may give any of the\n"
	    "programmed side's orders yourself first (take a unit over): the\n"
	    "programme then leaves it be.  Undo takes back one order at a\n"
	    "time.  Then `next`, as always.",
	.flags = CMD_GAME,
	.types = { CMD_ARG_KEYWORD },
	.offered = cmd_programme_offered,
	.exec = cmd_programme_exec
};

/* cmd: look-up, arity and usage for the command table.  Look-up is exact
 * name, then alias, then a unique prefix; an ambiguous prefix lists the
 * candidates (as tmux's cmd.c). */
#include "cmd.h"
#include "combat.h"
#include "sequence.h"
#include "session.h"

#include <stdlib.h>
#include <string.h>

int
cmd_count(void)
{
	int n = 0;

	while (cmd_table[n] != NULL)
		n++;
	return n;
}

const struct cmd_entry *
cmd_find(const char *name, char **cause)
{
	const struct cmd_entry *const *e, *found = NULL;
	struct buf b;
	int n = 0;

	for (e = cmd_table; *e != NULL; e++)
		if (strcmp((*e)->name, name) == 0)
			return *e;
	for (e = cmd_table; *e != NULL; e++)
		if ((*e)->alias != NULL && strcmp((*e)->alias, name) == 0)
			return *e;
	for (e = cmd_table; *e != NULL; e++)
		if (strncmp((*e)->name, name, strlen(name)) == 0) {
			found = *e;
			n++;
		}
	if (n == 1)
		return found;
	if (n == 0) {
		*cause = xprintf("unknown command \"%s\" (expected a command; "
		    "\"help\" lists them)", name);
		return NULL;
	}
	buf_init(&b);
	buf_printf(&b, "ambiguous command \"%s\": could be", name);
	for (e = cmd_table; *e != NULL; e++)
		if (strncmp((*e)->name, name, strlen(name)) == 0)
			buf_printf(&b, " %s", (*e)->name);
	*cause = buf_steal(&b);
	return NULL;
}

/* Counts the template: required words, optional words, and whether the
 * last one repeats. */
static void
template_shape(const char *args, int *min, int *max)
{
	char **w, *why = NULL;
	int n, i;

	*min = *max = 0;
	if (args == NULL || (n = split_words(args, &w, &why)) < 0) {
		free(why);
		return;
	}
	for (i = 0; i < n; i++) {
		size_t len = strlen(w[i]);

		if (len >= 3 && strcmp(w[i] + len - 3, "...") == 0)
			*max = -1;
		if (w[i][0] == '<')
			(*min)++;
		if (*max >= 0)
			(*max)++;
	}
	free_words(n, w);
}

int
cmd_check_arity(const struct cmd_entry *e, int argc, char **cause)
{
	struct buf b;
	int min, max;

	template_shape(e->args, &min, &max);
	if (argc >= min && (max < 0 || argc <= max))
		return 0;
	buf_init(&b);
	buf_printf(&b, "%s: expected ", argc < min ? "too few arguments" :
	    "too many arguments");
	cmd_usage(e, &b);
	*cause = buf_steal(&b);
	return -1;
}

void
cmd_usage(const struct cmd_entry *e, struct buf *b)
{
	buf_printf(b, "%s%s%s", e->name, e->args && *e->args ? " " : "",
	    e->args ? e->args : "");
}

char *
cmd_arg_type(const struct cmd_entry *e, int i)
{
	char **w, *why = NULL, *t, *p;
	int n, k;
	size_t len;

	if (e->args == NULL || (n = split_words(e->args, &w, &why)) < 1) {
		free(why);
		return NULL;
	}
	k = i < n ? i : n - 1;
	len = strlen(w[k]);
	if (i >= n && !(len >= 3 && strcmp(w[k] + len - 3, "...") == 0)) {
		free_words(n, w);
		return NULL;
	}
	t = xstrdup(w[k]);
	free_words(n, w);
	/* strip <>, [] and ... */
	if ((p = strstr(t, "...")) != NULL)
		*p = '\0';
	len = strlen(t);
	if (len > 0 && (t[len - 1] == '>' || t[len - 1] == ']'))
		t[--len] = '\0';
	if (t[0] == '<' || t[0] == '[')
		memmove(t, t + 1, len);
	return t;
}

enum cmd_retval
cmd_error(struct cmd_ctx *ctx, const char *fmt, ...)
{
	va_list ap;

	free(ctx->cause);
	va_start(ap, fmt);
	ctx->cause = xvprintf(fmt, ap);
	va_end(ap);
	return CMD_ERROR;
}

enum cmd_retval
cmd_usage_error(struct cmd_ctx *ctx)
{
	struct buf b;

	buf_init(&b);
	buf_puts(&b, "usage: ");
	cmd_usage(ctx->entry, &b);
	free(ctx->cause);
	ctx->cause = buf_steal(&b);
	return CMD_ERROR;
}

int
cmd_arg_hex(struct cmd_ctx *ctx, const char *s, struct hex *h)
{
	const struct gamedata *gd = ctx->s->gd;
	char *why = NULL;

	if (hex_parse(&gd->grid, s, h, &why) != 0) {
		cmd_error(ctx, "%s", why);
		free(why);
		return -1;
	}
	if (gd_hex(gd, *h) == NULL) {
		cmd_error(ctx, "hex %s is not on the map", s);
		return -1;
	}
	return 0;
}

int
cmd_arg_unit(struct cmd_ctx *ctx, const char *s, int *u)
{
	char *why = NULL;

	if ((*u = gd_unit_find(ctx->s->gd, s, &why)) < 0) {
		cmd_error(ctx, "%s", why);
		free(why);
		return -1;
	}
	return 0;
}

int
cmd_arg_facing(struct cmd_ctx *ctx, const char *s, int *f)
{
	const struct grid *g = &ctx->s->gd->grid;

	if ((*f = dir_parse(g, s)) < 0) {
		cmd_error(ctx, "expected a facing: one of %s %s %s %s %s %s, "
		    "not \"%s\"", dir_name(g, 0), dir_name(g, 1),
		    dir_name(g, 2), dir_name(g, 3), dir_name(g, 4),
		    dir_name(g, 5), s);
		return -1;
	}
	return 0;
}

int
cmd_arg_unit_or_hex(struct cmd_ctx *ctx, const char *s, int *u)
{
	struct hex h;

	/* Four digits are a hex: unit ids never start with a digit. */
	if (strspn(s, "0123456789") != strlen(s))
		return cmd_arg_unit(ctx, s, u);
	if (cmd_arg_hex(ctx, s, &h) != 0)
		return -1;
	/* a hex names its fighting unit, not the commander or the baggage
	 * standing with it (name those by id) */
	if ((*u = board_fighter(ctx->st, h, -1, -1)) < 0 &&
	    (*u = board_unit_at(ctx->st, h)) < 0) {
		cmd_error(ctx, "no unit in %s", s);
		return -1;
	}
	return 0;
}

int
cmd_arg_own_unit(struct cmd_ctx *ctx, const char *s, int *u)
{
	const struct gamedata *gd = ctx->s->gd;
	int side = seq_phasing(ctx->st);
	struct buf b;

	if (cmd_arg_unit_or_hex(ctx, s, u) != 0)
		return -1;
	if (!ctx->st->u[*u].on_map) {
		cmd_error(ctx, "%s is not on the map", gd->units[*u].id);
		return -1;
	}
	if (side >= 0 && gd->units[*u].faction != side) {
		buf_init(&b);
		buf_printf(&b, "%s is %s, and it is the %s %s phase", gd->units[*u].id,
		    gd->factions[gd->units[*u].faction].name,
		    gd->factions[side].name, seq_phase(ctx->st)->name);
		if (gd->sequence.section != NULL)
			buf_printf(&b, " (§%s)", gd->sequence.section);
		free(ctx->cause);
		ctx->cause = buf_steal(&b);
		return -1;
	}
	return 0;
}

int
cmd_arg_attack(struct cmd_ctx *ctx, int argc, char **argv, int own,
    struct attack *at)
{
	int i, arrow = -1;

	for (i = 0; i < argc; i++)
		if (strcmp(argv[i], "->") == 0)
			arrow = i;
	if (arrow < 1 || arrow != argc - 2) {
		cmd_error(ctx, "expected attackers, then ->, then the "
		    "defender: e.g. 1215 1115 -> 1214");
		return -1;
	}
	if (arrow > ATTACKERS_MAX) {
		cmd_error(ctx, "at most %d attackers", ATTACKERS_MAX);
		return -1;
	}
	at->natt = 0;
	for (i = 0; i < arrow; i++)
		if ((own ? cmd_arg_own_unit(ctx, argv[i],
		    &at->att[at->natt++]) : cmd_arg_unit_or_hex(ctx, argv[i],
		    &at->att[at->natt++])) != 0)
			return -1;
	return cmd_arg_unit_or_hex(ctx, argv[argc - 1], &at->def);
}

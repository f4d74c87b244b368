/* cmd: look-up, arity and usage for the command table.  Look-up is exact
 * name, then alias, then a unique prefix; an ambiguous prefix lists the
 * candidates (as tmux's cmd.c). */
#include "cmd.h"
#include "combat.h"
#include "footprint.h"
#include "sequence.h"
#include "session.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

int
cmd_count(void)
{
	int n = 0;

	while (cmd_table[n] != NULL)
		n++;
	return n;
}

/*
 * The edit distance between a and b, counting a swap of two neighbouring
 * letters as one edit ("mvoe" is one from "move"): the optimal string
 * alignment distance.  Words longer than CMD_NAME_MAX are not compared.
 */
#define CMD_NAME_MAX 32

static int
distance(const char *a, const char *b)
{
	int d[CMD_NAME_MAX + 1][CMD_NAME_MAX + 1];
	int la = (int)strlen(a), lb = (int)strlen(b), i, j, c, v;

	if (la > CMD_NAME_MAX || lb > CMD_NAME_MAX)
		return CMD_NAME_MAX;
	for (i = 0; i <= la; i++)
		d[i][0] = i;
	for (j = 0; j <= lb; j++)
		d[0][j] = j;
	for (i = 1; i <= la; i++)
		for (j = 1; j <= lb; j++) {
			c = a[i - 1] != b[j - 1];
			v = d[i - 1][j - 1] + c;
			if (d[i - 1][j] + 1 < v)
				v = d[i - 1][j] + 1;
			if (d[i][j - 1] + 1 < v)
				v = d[i][j - 1] + 1;
			if (i > 1 && j > 1 && a[i - 1] == b[j - 2] &&
			    a[i - 2] == b[j - 1] && d[i - 2][j - 2] + 1 < v)
				v = d[i - 2][j - 2] + 1;
			d[i][j] = v;
		}
	return d[la][lb];
}

/* How far a typo may be from a command to be worth suggesting: one edit
 * in a short word, two in a longer one (no more, or "map" would be
 * offered for anything of three letters). */
static int
close_enough(const char *typed)
{
	size_t len = strlen(typed);

	return len < 3 ? 0 : len <= 5 ? 1 : 2;
}

/* "unknown command", with the nearest commands (or aliases) when a typo
 * is near enough to one of them. */
static char *
unknown_command(const char *name)
{
	const struct cmd_entry *const *e;
	const char *near[3], *word;
	struct buf b;
	int best, d, n = 0, k;

	best = close_enough(name);
	for (e = cmd_table; *e != NULL; e++) {
		/* the word it is nearest: the name, or the alias */
		word = (*e)->name;
		d = distance(name, word);
		if ((*e)->alias != NULL && distance(name, (*e)->alias) < d) {
			word = (*e)->alias;
			d = distance(name, word);
		}
		if (d > best)
			continue;
		if (d < best) {
			best = d;
			n = 0;
		}
		if (n < 3)
			near[n++] = word;
	}
	if (n == 0)
		return xprintf("unknown command \"%s\" (expected a command; "
		    "\"help\" lists them)", name);
	buf_init(&b);
	buf_printf(&b, "unknown command \"%s\"; did you mean ", name);
	for (k = 0; k < n; k++)
		buf_printf(&b, "%s%s", k == 0 ? "" : k == n - 1 ? " or " : ", ",
		    near[k]);
	buf_puts(&b, "? (\"help\" lists the commands)");
	return buf_steal(&b);
}

const struct cmd_entry *
cmd_find(const char *name, char **cause)
{
	const struct cmd_entry *const *e, *found = NULL;
	struct buf b;
	int n = 0;

	for (e = cmd_table; *e != NULL; e++)
		if ((*e)->name[0] == name[0] && strcmp((*e)->name, name) == 0)
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
		*cause = unknown_command(name);
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

/* One word of a template: required (<x>), optional, or repeating (x...),
 * and everything after a repeating one. */
static void
word_shape(const char *w, size_t len, int *min, int *max)
{
	if (len >= 3 && memcmp(w + len - 3, "...", 3) == 0)
		*max = -1;
	if (w[0] == '<')
		(*min)++;
	if (*max >= 0)
		(*max)++;
}

/* Counts the template: required words, optional words, and whether the
 * last one repeats.  Every order a journal replays is checked: the
 * template is read in place, split (and allocated) only if it were to
 * hold a quote. */
static void
template_shape(const char *args, int *min, int *max)
{
	const char *p, *e;
	char **w, *why = NULL;
	int n, i;

	*min = *max = 0;
	if (args == NULL)
		return;
	if (strpbrk(args, "\"'") == NULL) {
		for (p = args; *p != '\0'; p = e) {
			p += strspn(p, " \t\r\n");
			if (*p == '\0')
				break;
			e = p + strcspn(p, " \t\r\n");
			word_shape(p, (size_t)(e - p), min, max);
		}
		return;
	}
	if ((n = words_split(args, &w, &why)) < 0) {
		free(why);
		return;
	}
	for (i = 0; i < n; i++)
		word_shape(w[i], strlen(w[i]), min, max);
	words_free_argv(n, w);
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

	if (e->args == NULL || (n = words_split(e->args, &w, &why)) < 1) {
		free(why);
		return NULL;
	}
	k = i < n ? i : n - 1;
	len = strlen(w[k]);
	if (i >= n && !(len >= 3 && strcmp(w[k] + len - 3, "...") == 0)) {
		words_free_argv(n, w);
		return NULL;
	}
	t = xstrdup(w[k]);
	words_free_argv(n, w);
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
cmd_fail(struct cmd_ctx *ctx, char *cause)
{
	free(ctx->cause);
	ctx->cause = cause != NULL ? cause : xstrdup("refused");
	return CMD_ERROR;
}

enum cmd_retval
cmd_fail_as(struct cmd_ctx *ctx, char *cause, const char *fmt, ...)
{
	va_list ap;
	char *what;

	va_start(ap, fmt);
	what = xvprintf(fmt, ap);
	va_end(ap);
	free(ctx->cause);
	ctx->cause = xprintf("%s: %s", what, cause != NULL ? cause :
	    "refused");
	free(what);
	free(cause);
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
cmd_arg_hexes(struct cmd_ctx *ctx, const char *s, struct hex out[2], int *n)
{
	char *why = NULL;
	int u;

	/* a word that is no unit's is read as a hex, and refused as one */
	*n = 1;
	if (hex_shaped(&ctx->s->gd->grid, s) ||
	    (u = gd_unit_find(ctx->s->gd, s, &why)) < 0) {
		free(why);
		return cmd_arg_hex(ctx, s, &out[0]);
	}
	if ((*n = footprint_hexes(ctx->st, u, out)) == 0) {
		cmd_error(ctx, "%s is not on the map", ctx->s->gd->units[u].id);
		return -1;
	}
	return 0;
}

int
cmd_arg_hex(struct cmd_ctx *ctx, const char *s, struct hex *h)
{
	const struct gamedata *gd = ctx->s->gd;
	char *why = NULL;

	if (hex_parse(&gd->grid, s, h, &why) != 0) {
		cmd_fail(ctx, why);
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
		cmd_fail(ctx, why);
		return -1;
	}
	return 0;
}

int
cmd_arg_facing(struct cmd_ctx *ctx, const char *s, int *f)
{
	char *expected;

	/* a hexside or a vertex, as the game faces (footprint.h) */
	if ((*f = footprint_facing_parse(ctx->s->gd, s)) < 0) {
		expected = footprint_facing_expected(ctx->s->gd);
		cmd_error(ctx, "expected a facing: %s, not \"%s\"", expected,
		    s);
		free(expected);
		return -1;
	}
	return 0;
}

int
cmd_arg_unit_or_hex(struct cmd_ctx *ctx, const char *s, int *u)
{
	struct hex h;

	/* A word written as a hex is a hex (hex_shaped: unit ids never
	 * start with a digit, nor read as a letter label). */
	if (!hex_shaped(&ctx->s->gd->grid, s))
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
		const struct grid *g = &ctx->s->gd->grid;

		cmd_error(ctx, "expected attackers, then ->, then the "
		    "defender: e.g. %s %s -> %s", grid_hex_str(g,
		    (struct hex){ 12, 15 }), grid_hex_str(g,
		    (struct hex){ 11, 15 }), grid_hex_str(g,
		    (struct hex){ 12, 14 }));
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

int
cmd_yes_no(const char *answer, int dflt)
{
	static const char *const yes[] = { "y", "yes" }, *const no[] = { "n",
	    "no" };
	const char *p, *end;
	size_t len;
	int i;

	for (p = answer; *p == ' ' || *p == '\t'; p++)
		;
	for (end = p + strlen(p); end > p && (end[-1] == ' ' ||
	    end[-1] == '\t'); end--)
		;
	if ((len = (size_t)(end - p)) == 0)
		return dflt;
	for (i = 0; i < 2; i++) {
		if (strlen(yes[i]) == len && strncasecmp(p, yes[i], len) == 0)
			return 1;
		if (strlen(no[i]) == len && strncasecmp(p, no[i], len) == 0)
			return 0;
	}
	return -1;
}

int
cmd_confirm(struct cmd_ctx *ctx, const char *question, int dflt)
{
	static const char *const offers[] = { "yes", "no" };
	struct session *s = ctx->s;
	char *line, *complaint = NULL;
	int yes;

	if (s->ask == NULL || s->batch)
		return dflt;
	for (;;) {
		if (s->ask(s->ask_ctx, question, complaint, offers, 2,
		    &line) != 0) {
			yes = dflt;	/* the end of the input */
			break;
		}
		free(complaint);
		complaint = NULL;
		yes = cmd_yes_no(line, dflt);
		free(line);
		if (yes >= 0)
			break;
		complaint = xprintf("expected y, yes, n or no, or nothing for "
		    "%s", dflt ? "yes" : "no");
	}
	free(complaint);
	return yes;
}

int
cmd_may_replace(struct cmd_ctx *ctx)
{
	struct session *s = ctx->s;
	struct buf b;
	char *q;
	int yes, undone = s->nactive - s->cursor;

	/* a game with no orders is made again by new alone: not asked */
	if (s->gd == NULL || s->nactive == 0 || s->batch || s->ask == NULL)
		return 1;
	buf_init(&b);
	buf_printf(&b, "Replace the game in progress (%d order%s", s->cursor,
	    s->cursor == 1 ? "" : "s");
	if (undone > 0)
		buf_printf(&b, ", %d undone", undone);
	buf_puts(&b, ")? [y/N] ");
	q = buf_steal(&b);
	yes = cmd_confirm(ctx, q, 0);
	free(q);
	if (!yes)
		buf_printf(ctx->out, "%s: not done; the game in progress "
		    "stays\n", ctx->entry->name);
	return yes;
}

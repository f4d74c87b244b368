/* cmd-arg: the types of command arguments, each with its parser and its
 * completion (as tmux's .target and bluez's generators): a command entry
 * names its words' types (cmd_entry.types) and they are resolved before
 * its handler runs, which finds the values in ctx->v.  The errors are
 * the readers' own (cmd_arg_hex, cmd_arg_unit ... in cmd.c), so a
 * command says the same whether it resolves a word or its table does. */
#include "cmd.h"
#include "footprint.h"
#include "session.h"

#include <stdlib.h>
#include <string.h>

static int
parse_unit(struct cmd_ctx *ctx, const char *w, struct cmd_value *v)
{
	return cmd_arg_unit(ctx, w, &v->unit);
}

static int
parse_unit_or_hex(struct cmd_ctx *ctx, const char *w, struct cmd_value *v)
{
	return cmd_arg_unit_or_hex(ctx, w, &v->unit);
}

static int
parse_own_unit(struct cmd_ctx *ctx, const char *w, struct cmd_value *v)
{
	return cmd_arg_own_unit(ctx, w, &v->unit);
}

static int
parse_hex(struct cmd_ctx *ctx, const char *w, struct cmd_value *v)
{
	return cmd_arg_hex(ctx, w, &v->hex);
}

static int
parse_facing(struct cmd_ctx *ctx, const char *w, struct cmd_value *v)
{
	return cmd_arg_facing(ctx, w, &v->facing);
}

static int
parse_dice(struct cmd_ctx *ctx, const char *w, struct cmd_value *v)
{
	char *why = NULL;

	(void)v;
	if (dice_parse(w, &ctx->dice, &why) != 0) {
		cmd_fail(ctx, why);
		return -1;
	}
	return 0;
}

/* One of the words the template gives at this place ("<full|reduced>",
 * "[auto|manual]"): its index, or "expected full or reduced, not ...". */
static int
parse_keyword(struct cmd_ctx *ctx, const char *w, struct cmd_value *v)
{
	char *words = cmd_arg_type(ctx->entry, v->at), *p, *save = NULL;
	const char *alt[8];
	struct buf b;
	int n = 0, i;

	if (words == NULL)	/* no word there: test_cmdarg checks */
		return 0;
	for (p = strtok_r(words, "|", &save); p != NULL && n < 8;
	    p = strtok_r(NULL, "|", &save))
		alt[n++] = p;
	for (i = 0; i < n; i++)
		if (strcmp(alt[i], w) == 0) {
			v->index = i;
			free(words);
			return 0;
		}
	buf_init(&b);
	buf_puts(&b, "expected ");
	for (i = 0; i < n; i++)
		buf_printf(&b, "%s%s", i == 0 ? "" : i == n - 1 ? " or " : ", ",
		    alt[i]);
	buf_printf(&b, ", not \"%s\"", w);
	free(words);
	cmd_fail(ctx, buf_steal(&b));
	return -1;
}

/* A number from 1 to the entry's most, the entry saying what it counts
 * (undo's orders, why's order of the log). */
static int
parse_count(struct cmd_ctx *ctx, const char *w, struct cmd_value *v)
{
	const struct cmd_entry *e = ctx->entry;

	if (parse_int(w, 1, e->count.max, &v->n) == 0)
		return 0;
	cmd_error(ctx, "expected %s, not \"%s\"", e->count.what, w);
	return -1;
}

static int
parse_hexes(struct cmd_ctx *ctx, const char *w, struct cmd_value *v)
{
	return cmd_arg_hexes(ctx, w, v->hexes, &v->nhexes);
}

/* A word written as a hex is a hex (hex_shaped), whatever stands in
 * it; anything else names a unit. */
static int
parse_hex_or_unit(struct cmd_ctx *ctx, const char *w, struct cmd_value *v)
{
	if (hex_shaped(&ctx->s->gd->grid, w))
		return cmd_arg_hex(ctx, w, &v->hex);
	return cmd_arg_unit(ctx, w, &v->unit);
}

static void
complete_units(struct session *s, struct cmd_offer *o)
{
	const struct gamedata *gd = s->gd;
	int i;

	for (i = 0; gd != NULL && i < gd->nunits; i++) {
		o->word(o, gd->units[i].id);
		if (o->quoted)
			o->word(o, gd->units[i].name);
	}
}

static void
complete_hex(struct session *s, struct cmd_offer *o)
{
	if (s->gd != NULL)
		o->hexes(o, s->gd);
}

static void
complete_unit_or_hex(struct session *s, struct cmd_offer *o)
{
	complete_units(s, o);
	complete_hex(s, o);
}

static void
complete_facings(struct session *s, struct cmd_offer *o)
{
	int i;

	for (i = 0; s->gd != NULL && i < HEX_DIRS; i++)
		o->word(o, facing_name(s->gd, i));	/* or a vertex */
}

static void
complete_dice(struct session *s, struct cmd_offer *o)
{
	static const char *const common[] = {
		"1d6", "2d6", "d10", "d100",
		"d66",		/* tens and units */
		"4dF",		/* Fudge dice */
	};
	size_t i;

	(void)s;
	for (i = 0; i < nitems(common); i++)
		o->word(o, common[i]);
}

/* The table: a type's word in templates, how a word of it is read, what
 * completes it.  A keyword completes to the template's own words. */
static const struct cmd_arg_type types[CMD_ARG_KINDS] = {
	[CMD_ARG_NONE] = { NULL, NULL, NULL },
	[CMD_ARG_UNIT] = { "unit", parse_unit, complete_units },
	[CMD_ARG_UNIT_OR_HEX] = { "unit|hex", parse_unit_or_hex,
	    complete_unit_or_hex },
	[CMD_ARG_OWN_UNIT] = { NULL, parse_own_unit, complete_unit_or_hex },
	[CMD_ARG_HEX] = { "hex", parse_hex, complete_hex },
	[CMD_ARG_FACING] = { "facing", parse_facing, complete_facings },
	[CMD_ARG_DICE] = { "dice", parse_dice, complete_dice },
	[CMD_ARG_KEYWORD] = { NULL, parse_keyword, NULL },
	[CMD_ARG_COUNT] = { "count", parse_count, NULL },
	/* "hex" in templates (range, los): completes as a hex */
	[CMD_ARG_HEXES] = { NULL, parse_hexes, complete_hex },
	[CMD_ARG_HEX_OR_UNIT] = { NULL, parse_hex_or_unit,
	    complete_unit_or_hex },
	/* every word left, read by cmd_arg_attack (cmd_resolve) */
	[CMD_ARG_ATTACK] = { NULL, NULL, complete_unit_or_hex },
	[CMD_ARG_ATTACK_OWN] = { NULL, NULL, complete_unit_or_hex },
	[CMD_ARG_MORE] = { NULL, NULL, NULL },
};

const struct cmd_arg_type *
cmd_arg_type_named(const char *word)
{
	int k;

	for (k = 0; k < CMD_ARG_KINDS; k++)
		if (types[k].name != NULL && strcmp(types[k].name, word) == 0)
			return &types[k];
	return NULL;
}

int
cmd_resolve(struct cmd_ctx *ctx, int argc, char **argv)
{
	const struct cmd_entry *e = ctx->entry;
	enum cmd_arg_kind k = CMD_ARG_NONE;
	int i, more = 0;

	if (e->ready != NULL && e->ready(ctx, argc) != 0)
		return -1;
	for (i = 0; i < argc && i < CMD_VALUES_MAX; i++) {
		/* CMD_ARG_MORE: the type before it reads every word left */
		if (!more && (k = e->types[i]) == CMD_ARG_MORE) {
			more = 1;
			k = i > 0 ? e->types[i - 1] : CMD_ARG_NONE;
		}
		if (k == CMD_ARG_NONE)
			continue;
		/* attackers, ->, defender: the words left are one argument,
		 * its shape checked before any word of it is read */
		if (k == CMD_ARG_ATTACK || k == CMD_ARG_ATTACK_OWN) {
			memset(&ctx->attack, 0, sizeof ctx->attack);
			return cmd_arg_attack(ctx, argc - i, argv + i,
			    k == CMD_ARG_ATTACK_OWN, &ctx->attack);
		}
		memset(&ctx->v[i], 0, sizeof ctx->v[i]);
		ctx->v[i].word = argv[i];
		ctx->v[i].at = i;
		ctx->v[i].unit = -1;
		if (types[k].parse(ctx, argv[i], &ctx->v[i]) != 0)
			return -1;
	}
	return 0;
}

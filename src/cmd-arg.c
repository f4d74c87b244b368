/* cmd-arg: the types of command arguments, each with its parser and its
 * completion (as tmux's .target and bluez's generators): a command entry
 * names its words' types (cmd_entry.types) and they are resolved before
 * its handler runs, which finds the values in ctx->v.  The errors are
 * the readers' own (cmd_arg_hex, cmd_arg_unit ... in cmd.c), so a
 * command says the same whether it resolves a word or its table does. */
#include "chancetab.h"
#include "cmd.h"
#include "footprint.h"
#include "herald.h"
#include "marker.h"
#include "percentile.h"
#include "rulebook.h"
#include "session.h"
#include "volley-chart.h"

#include <stdarg.h>
#include <stdio.h>
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
	char *words, *p, *save = NULL;
	const char *alt[8];
	struct buf b;
	int n = 0, i;

	if (v->at < 0)		/* read alone: no template to read */
		return 0;
	words = cmd_arg_type(ctx->entry, v->at);
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
	if (ctx->entry->refuse != NULL) {
		free(words);
		ctx->entry->refuse(ctx, v->at, w);
		return -1;
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

	if (util_parse_int(w, 1, e->count.max, &v->n) == 0)
		return 0;
	cmd_error(ctx, "expected %s (1 to %ld), not \"%s\"", e->count.what,
	    e->count.max, w);
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

/* A word kept as typed, read by the handler or the engine (a file, a
 * marker's label): its type is for completion. */
static int
parse_word(struct cmd_ctx *ctx, const char *w, struct cmd_value *v)
{
	(void)ctx;
	(void)w;
	(void)v;
	return 0;
}

/* A file's name, kept as typed; never empty (`save ""` would write a
 * file it then cannot name). */
static int
parse_file(struct cmd_ctx *ctx, const char *w, struct cmd_value *v)
{
	(void)v;
	if (*w != '\0')
		return 0;
	cmd_error(ctx, "expected a file's name, not an empty word");
	return -1;
}

static int
parse_seed(struct cmd_ctx *ctx, const char *w, struct cmd_value *v)
{
	if (strncmp(w, "seed=", 5) == 0 &&
	    util_parse_int(w + 5, 0, 2147483647L, &v->n) == 0)
		return 0;
	cmd_error(ctx, "expected seed=N with N a whole number, not \"%s\"", w);
	return -1;
}

static int
parse_drm(struct cmd_ctx *ctx, const char *w, struct cmd_value *v)
{
	if (util_parse_int(w, -20, 20, &v->n) == 0)
		return 0;
	cmd_error(ctx, "expected a DRM from -20 to 20");
	return -1;
}

static int
parse_from(struct cmd_ctx *ctx, const char *w, struct cmd_value *v)
{
	if (strncmp(w, "from=", 5) == 0 &&
	    util_parse_int(w + 5, 1, 1000000, &v->n) == 0)
		return 0;
	cmd_error(ctx, "expected from=N, N the first order of the log to "
	    "send");
	return -1;
}

/* new's words, told apart by their shape: which game or scenario a
 * name is, the handler finds (it loads the game's list). */
static int
parse_setting(struct cmd_ctx *ctx, const char *w, struct cmd_value *v)
{
	if (strncmp(w, "seed=", 5) == 0) {
		v->index = 0;
		return parse_seed(ctx, w, v);
	}
	if (strcmp(w, "empty") == 0)
		v->index = 1;
	else if (w[0] == '+' && w[1] != '\0')
		v->index = 2;
	else
		v->index = 3;
	return 0;
}

static void
offer_all(struct cmd_offer *o, char **names, int n)
{
	int i;

	for (i = 0; i < n; i++)
		o->word(o, names[i]);
	words_free_argv(n, names);
}

static void
offer_printf(struct cmd_offer *o, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void
offer_printf(struct cmd_offer *o, const char *fmt, ...)
{
	va_list ap;
	char *w;

	va_start(ap, fmt);
	w = xvprintf(fmt, ap);
	va_end(ap);
	o->word(o, w);
	free(w);
}

static void
complete_commands(struct session *s, struct cmd_offer *o)
{
	const struct cmd_entry *const *e;

	(void)s;
	for (e = cmd_table; *e != NULL; e++)
		o->word(o, (*e)->name);
}

static void
complete_games(struct session *s, struct cmd_offer *o)
{
	char **names;
	int n;

	names = gd_game_names(s->datadir, &n);
	offer_all(o, names, n);
}

static void
complete_scenarios(struct session *s, struct cmd_offer *o)
{
	char **names;
	int n;

	if (s->gd == NULL)
		return;
	names = gd_scenario_names(s->gd, &n);
	offer_all(o, names, n);
}

/* After `rule`: the section numbers, the words of the titles and the
 * charts' one-word names, of the game in play.  Its rules file is read
 * now if no look-up has read it yet. */
static void
complete_topics(struct session *s, struct cmd_offer *o)
{
	const struct rulebook *rb;
	const char *game;
	char *why = NULL, **words;
	int n;

	game = s->gd != NULL ? s->gd->id : s->game != NULL ? s->game :
	    herald_default_game(s);
	if ((rb = rulebook_get(s->datadir, game, &why)) == NULL) {
		free(why);
		return;
	}
	words = rulebook_words(rb, &n);
	offer_all(o, words, n);
	o->word(o, "-g");
}

/* Board markers (marker.h): the kinds (to place) and the labels of
 * those on the board (to move). */
static void
complete_markers(struct session *s, struct cmd_offer *o)
{
	const struct gamedata *gd = s->gd;
	int i;

	for (i = 0; gd != NULL && i < gd->nmarker_kinds; i++)
		o->word(o, gd->marker_kinds[i].id);
	for (i = 0; gd != NULL && s->st != NULL && i < s->st->nmarkers; i++)
		o->word(o, marker_label(s->st, &s->st->markers[i]));
}

/* The NAME= of every marker kind's attributes. */
static void
complete_attributes(struct session *s, struct cmd_offer *o)
{
	const struct gamedata *gd = s->gd;
	int i, a;

	for (i = 0; gd != NULL && i < gd->nmarker_kinds; i++)
		for (a = 0; a < gd->marker_kinds[i].nattrs; a++)
			offer_printf(o, "%s=", gd->marker_kinds[i].attrs[a].id);
}

static void
complete_filters(struct session *s, struct cmd_offer *o)
{
	static const char *const states[] = {
		"on-map", "off-map", "routed", "reduced", "eliminated", "all"
	};
	const struct gamedata *gd = s->gd;
	size_t k;
	int i;

	for (i = 0; gd != NULL && i < gd->nfactions; i++)
		o->word(o, gd->factions[i].id);
	for (i = 0; gd != NULL && i < gd->ntypes; i++)
		o->word(o, gd->types[i].id);
	for (k = 0; k < nitems(states); k++)
		o->word(o, states[k]);
}

/* percentile tables (pctgame.c), tables of chances (chancetab.h) */
static void
complete_tables(struct session *s, struct cmd_offer *o)
{
	int i;

	for (i = 0; s->gd != NULL && i < s->gd->npct; i++)
		o->word(o, s->gd->pct[i]->name);
	/* and the tables of chances (chancetab.h) */
	for (i = 0; s->gd != NULL && i < s->gd->nchance; i++)
		o->word(o, s->gd->chance[i]->name);
	/* and the table of fire by volleys (volley-chart.h) */
	if (volley_chart_has(s->gd))
		o->word(o, "fire");
}

static void
offer_fire_word(void *o, const char *w)
{
	((struct cmd_offer *)o)->word(o, w);
}

/* A column by its number (table NAME N); the labels are of several
 * words, and which table's is the word before. */
static void
complete_columns(struct session *s, struct cmd_offer *o)
{
	const struct gamedata *gd = s->gd;
	int i, n;

	for (i = n = 0; gd != NULL && i < gd->npct; i++)
		if (gd->pct[i]->ncol > n)
			n = gd->pct[i]->ncol;
	for (i = 1; i <= n; i++)
		offer_printf(o, "%d", i);
	/* table fire FIRER TARGET: the firers and target classes */
	volley_chart_words(gd, offer_fire_word, o);
}

static void
complete_options(struct session *s, struct cmd_offer *o)
{
	int i;

	for (i = 0; s->gd != NULL && i < s->gd->noptions; i++)
		offer_printf(o, "+%s", s->gd->options[i].id);
}

static void
complete_seed(struct session *s, struct cmd_offer *o)
{
	(void)s;
	o->word(o, "seed=");
}

static void
complete_from(struct session *s, struct cmd_offer *o)
{
	(void)s;
	o->word(o, "from=");
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
		o->word(o, footprint_facing_name(s->gd, i));	/* or a vertex */
}

static void
complete_dice(struct session *s, struct cmd_offer *o)
{
	static const char *const common[] = {
		"1d6", "2d6", "d10", "d100",
		"d66",		/* tens and units */
		"4dF",		/* Fudge dice */
		"47%",		/* a chance (cmd-roll.c) */
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
	[CMD_ARG_FILE] = { "file", parse_file, NULL, 1 },
	[CMD_ARG_COMMAND] = { "command", parse_word, complete_commands },
	[CMD_ARG_GAME] = { "game", parse_word, complete_games },
	[CMD_ARG_SCENARIO] = { "scenario", parse_word, complete_scenarios },
	[CMD_ARG_TOPIC] = { "topic", parse_word, complete_topics },
	[CMD_ARG_MARKER] = { "marker", parse_word, complete_markers },
	[CMD_ARG_ATTRIBUTE] = { "attribute", parse_word, complete_attributes },
	[CMD_ARG_FILTER] = { "filter", parse_word, complete_filters },
	[CMD_ARG_TABLE] = { "table", parse_word, complete_tables },
	[CMD_ARG_COLUMN] = { "column", parse_word, complete_columns },
	[CMD_ARG_OPTION] = { "+option", parse_word, complete_options },
	[CMD_ARG_SEED] = { "seed=N", parse_seed, complete_seed },
	[CMD_ARG_DRM] = { "DRM", parse_drm, NULL },
	[CMD_ARG_FROM] = { "from=N", parse_from, complete_from },
	[CMD_ARG_SETTING] = { NULL, parse_setting, NULL },
	[CMD_ARG_COUNTER] = { "counter", parse_own_unit,
	    cmd_flip_complete_counters },
	[CMD_ARG_SIDE] = { "side", parse_word, cmd_flip_complete_sides },
	[CMD_ARG_TASK] = { "task", parse_word, cmd_task_complete_kinds },
	[CMD_ARG_TASK_WORD] = { "word", parse_word, cmd_task_complete_words },
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

static int
read_at(struct cmd_ctx *ctx, enum cmd_arg_kind k, int at, const char *w,
    struct cmd_value *v)
{
	memset(v, 0, sizeof *v);
	v->word = w;
	v->at = at;
	v->unit = -1;
	if (k <= CMD_ARG_NONE || k >= CMD_ARG_KINDS || types[k].parse == NULL)
		return 0;
	return types[k].parse(ctx, w, v);
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
		if (read_at(ctx, k, i, argv[i], &ctx->v[i]) != 0)
			return -1;
	}
	return 0;
}

int
cmd_arg_read(struct cmd_ctx *ctx, enum cmd_arg_kind k, const char *w,
    struct cmd_value *v)
{
	return read_at(ctx, k, -1, w, v);
}

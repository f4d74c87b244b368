/* odds: the numbers of an attack before anything is rolled: the odds
 * column, each die roll modifier with its section, and the exact chance
 * of each result (battle-of-agincourt §11, Table 4); and the chances of
 * a unit's morale check (battle-of-agincourt §13, Table 4; st-albans
 * §9.10).  Values herald reconstructed are marked and named. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chances.h"
#include "cmd.h"
#include "combat.h"
#include "reconstructed.h"
#include "resolve.h"
#include "session.h"

/* Copies b into out, each line indented: the odds of an attack that is
 * not allowed, "if it were allowed". */
static void
indent(struct buf *out, const struct buf *b)
{
	const char *p, *nl;

	for (p = b->s; p != NULL && *p != '\0'; p = nl + 1) {
		if ((nl = strchr(p, '\n')) == NULL)
			nl = p + strlen(p);
		buf_puts(out, "  ");
		buf_add(out, p, (size_t)(nl - p));
		buf_puts(out, "\n");
		if (*nl == '\0')
			break;
	}
}

static void
attack_odds(struct cmd_ctx *ctx, const struct attack *at, struct buf *b)
{
	struct odds o;
	char *why = NULL, *refused = NULL;
	int i, k, spared[ATTACKERS_MAX];
	struct buf body;

	(void)combat_check(ctx->st, at, &refused);
	if (combat_odds(ctx->st, at, &o, &why) != 0 && refused == NULL) {
		refused = why;
		why = NULL;
	}
	free(why);
	buf_init(&body);
	combat_explain(ctx->st, at, &o, &body);
	if (o.col >= 0)
		chances_combat(ctx->st, o.col, o.drm, &body);
	if ((k = resolve_spared(ctx->st, at, spared)) > 0) {
		const char *id[ATTACKERS_MAX];

		for (i = 0; i < k; i++)
			id[i] = ctx->s->gd->units[spared[i]].id;
		buf_puts(&body, "a result against the attacker would spare ");
		buf_join(&body, id, k, "and");
		buf_printf(&body, ", firing from range (§%s)\n",
		    sec(ctx->s->gd->combat.missile.section));
	}
	if (refused != NULL) {
		/* the answer first, then what the numbers would be */
		buf_printf(b, "not allowed now: %s\n", refused);
		buf_puts(b, "if it were allowed:\n");
		indent(b, &body);
		free(refused);
	} else if (body.len > 0)
		buf_add(b, body.s, body.len);
	buf_free(&body);
}

static enum cmd_retval
cmd_odds_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	const struct gamedata *gd = ctx->s->gd;
	const struct crt *crt = &gd->combat.crt;
	struct attack at;
	struct cmd_value drm;
	struct buf b;
	char *why = NULL;
	int i, u;

	/* odds morale UNIT: its check as it stands now */
	if (strcmp(argv[0], "morale") == 0) {
		if (argc != 2)
			return cmd_error(ctx, "expected odds morale UNIT");
		if (cmd_arg_unit_or_hex(ctx, argv[1], &u) != 0)
			return CMD_ERROR;
		buf_init(&b);
		if (chances_morale(ctx->st, u, &b, &why) != 0) {
			buf_free(&b);
			return cmd_fail(ctx, why);
		}
		goto done;
	}
	if (crt->ncols == 0)
		return cmd_error(ctx, "%s has no combat results table",
		    gd->title);
	buf_init(&b);
	/* odds table [DRM] / odds 3:1 [DRM]: a column's chances */
	if (strcmp(argv[0], "table") == 0 || strchr(argv[0], ':') != NULL) {
		drm.n = 0;
		if (argc > 2 || (argc == 2 && cmd_arg_read(ctx, CMD_ARG_DRM,
		    argv[1], &drm) != 0)) {
			buf_free(&b);
			return argc > 2 ? cmd_error(ctx, "expected a DRM from "
			    "-20 to 20") : CMD_ERROR;
		}
		for (i = 0; i < crt->ncols; i++)
			if (strcmp(argv[0], "table") == 0 ||
			    strcmp(argv[0], crt->cols[i].label) == 0)
				chances_combat(ctx->st, i, (int)drm.n, &b);
		if (b.len == 0) {
			buf_free(&b);
			return cmd_error(ctx, "no column %s (the columns run "
			    "from %s to %s)", argv[0], crt->cols[0].label,
			    crt->cols[crt->ncols - 1].label);
		}
		goto done;
	}
	memset(&at, 0, sizeof at);
	at.kind = KIND_MELEE;
	if (strcmp(argv[0], "fire") == 0) {
		at.kind = KIND_MISSILE;
		argv++;
		argc--;
	}
	if (cmd_arg_attack(ctx, argc, argv, 0, &at) != 0) {
		buf_free(&b);
		return CMD_ERROR;
	}
	/* odds are worked out from where the units stand: a question about
	 * a unit off the board has no answer (and no hex to read) */
	for (i = 0; i <= at.natt; i++) {
		u = i < at.natt ? at.att[i] : at.def;
		if (!ctx->st->u[u].on_map) {
			buf_free(&b);
			return cmd_error(ctx, "%s %s: odds need the attackers "
			    "and the defender on the map", gd->units[u].id,
			    ctx->st->u[u].eliminated ? "has been eliminated" :
			    "is not on the map");
		}
	}
	attack_odds(ctx, &at, &b);
done:
	buf_add(ctx->out, b.s, b.len);
	/* where the answer rests on values herald rebuilt, which ones */
	recon_explain(gd, b.s ? b.s : "", ctx->out);
	buf_free(&b);
	return CMD_OK;
}

const struct cmd_entry cmd_odds_entry = {
	.name = "odds",
	.alias = NULL,
	.args = "<unit|hex|fire|table|morale>...",
	.summary = "the chances of an attack or a morale check",
	.help =
	    "odds A [B ...] -> D: the mêlée odds of A (and B ...) against D,\n"
	    "each die roll modifier with its rule section, and the exact\n"
	    "chance of each result, before anything is rolled.  An attack\n"
	    "the rules do not allow says so first, and why.\n"
	    "odds fire A -> D: the same for missile fire.\n"
	    "odds table [DRM]: the chances of every column (at DRM 0 this is\n"
	    "Table 4); odds 3:1 [DRM]: one column.\n"
	    "odds morale UNIT: the chance that UNIT passes a morale check\n"
	    "now, with each modifier and its section.\n"
	    "A value herald reconstructed (the rulebook does not print it) is\n"
	    "marked (reconstructed) and named in doc/reconstructions.md.\n"
	    "Nothing changes: this is a question, not an order.",
	.flags = CMD_GAME,
	.exec = cmd_odds_exec
};

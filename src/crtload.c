/* crtload: an odds combat results table, read from tables/GAME/ (the
 * columns lowest odds first, the die rolls of each result, the rolls a
 * rulebook does not print and where herald says how it filled them).
 * A result may name a Tcl proc, effect: PROC, run after its other
 * effects (rulehook.c). */
#include "crtload.h"
#include "gdload.h"

#include <stdlib.h>
#include <string.h>

/* "..2", "3", "3-5", "13.." */
static int
parse_band(const char *s, int *lo, int *hi)
{
	long a, b;
	char *dash;
	char tmp[32];

	if (strlen(s) >= sizeof tmp)
		return -1;
	strcpy(tmp, s);
	if (strncmp(tmp, "..", 2) == 0) {
		*lo = -999;
		return util_parse_int(tmp + 2, -99, 99, &b) != 0 ? -1 :
		    (*hi = (int)b, 0);
	}
	if (strlen(tmp) > 2 && strcmp(tmp + strlen(tmp) - 2, "..") == 0) {
		tmp[strlen(tmp) - 2] = '\0';
		*hi = 999;
		return util_parse_int(tmp, -99, 99, &a) != 0 ? -1 :
		    (*lo = (int)a, 0);
	}
	if ((dash = strchr(tmp + 1, '-')) != NULL) {
		*dash = '\0';
		if (util_parse_int(tmp, -99, 99, &a) != 0 ||
		    util_parse_int(dash + 1, -99, 99, &b) != 0 || a > b)
			return -1;
		*lo = (int)a;
		*hi = (int)b;
		return 0;
	}
	if (util_parse_int(tmp, -99, 99, &a) != 0)
		return -1;
	*lo = *hi = (int)a;
	return 0;
}

/* A column's reconstructed: {rolls: "4-6 8..", entry: "..."}, or a list
 * of them: the rolls herald filled in, and where the doc says how. */
static int
load_crt_recon(struct loader *l, const struct ynode *v,
    struct crt_column *col)
{
	static const struct yfield rf[] = {
		{ "rolls", Y_SCALAR, 1 }, { "entry", Y_SCALAR, 1 },
		{ NULL, 0, 0 }
	};
	const struct ynode *one, *rolls;
	char **words, *why = NULL;
	int i, k, n, nwords;

	n = v->type == Y_SEQ ? v->n : 1;
	for (i = 0; i < n; i++) {
		one = v->type == Y_SEQ ? v->items[i] : v;
		if (one->type != Y_MAP)
			return ld_fail(l, one, "expected {rolls: \"4..\", "
			    "entry: \"ENTRY\"}");
		if (ymap_check(&l->d, one, rf, "a reconstructed part of a "
		    "column", &l->cause) != 0)
			return -1;
		rolls = ymap_get(one, "rolls");
		if ((nwords = words_split(rolls->value, &words, &why)) < 1) {
			free(why);
			if (nwords == 0)
				words_free_argv(nwords, words);
			return ld_fail(l, rolls, "expected die rolls such as "
			    "\"4..\" or \"4-6 8..\"");
		}
		col->recon = xrealloc(col->recon, sizeof *col->recon *
		    (size_t)(col->nrecon + nwords));
		for (k = 0; k < nwords; k++) {
			struct crt_recon *rc = &col->recon[col->nrecon];

			if (parse_band(words[k], &rc->lo, &rc->hi) != 0) {
				words_free_argv(nwords, words);
				return ld_fail(l, rolls, "expected die rolls "
				    "such as \"4..\" or \"4-6 8..\"");
			}
			rc->entry = xstrdup(ymap_get(one, "entry")->value);
			col->nrecon++;
		}
		words_free_argv(nwords, words);
	}
	return 0;
}

static int
load_crt(struct loader *l, struct gamedata *gd, struct crt *crt)
{
	static const struct yfield fields[] = {
		{ "table", Y_SCALAR, 1 }, { "section", Y_SCALAR, 0 },
		{ "dice", Y_SCALAR, 1 }, { "odds_section", Y_SCALAR, 0 },
		{ "results", Y_MAP, 1 }, { "columns", Y_SEQ, 1 },
		{ "below_lowest", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	const struct ynode *root = l->d.root, *res, *cols, *c;
	struct crt_column *col;
	char *why = NULL;
	long a, d;
	int i, k, r;

	if (ymap_check(&l->d, root, fields, "a combat results table",
	    &l->cause) != 0 ||
	    ld_str(l, root, "section", &crt->section) != 0 ||
	    ld_str(l, root, "odds_section", &crt->odds_section) != 0)
		return -1;
	if (dice_parse(ymap_get(root, "dice")->value, &crt->dice, &why) != 0) {
		ld_fail(l, ymap_get(root, "dice"), "%s", why);
		free(why);
		return -1;
	}
	/* chances_combat() counts every total: keep them countable */
	if (dice_max(&crt->dice) - crt->dice.mod > 200)
		return ld_fail(l, ymap_get(root, "dice"), "expected dice of "
		    "at most 200 pips");
	if ((c = ymap_get(root, "below_lowest")) != NULL) {
		if (strcmp(c->value, "lowest") != 0 &&
		    strcmp(c->value, "refuse") != 0)
			return ld_fail(l, c, "expected lowest or refuse");
		crt->below_lowest = strcmp(c->value, "lowest") == 0;
	}
	res = ymap_get(root, "results");
	crt->results = xcalloc((size_t)res->n, sizeof *crt->results);
	for (i = 0; i < res->n; i++) {
		static const struct yfield rf[] = {
			{ "name", Y_SCALAR, 1 }, { "section", Y_SCALAR, 0 },
			{ "who", Y_SCALAR, 1 }, { "eliminate", Y_SCALAR, 0 },
			{ "loss", Y_SCALAR, 0 }, { "retreat", Y_SCALAR, 0 },
			{ "morale", Y_SCALAR, 0 }, { "effect", Y_SCALAR, 0 },
			{ NULL, 0, 0 }
		};
		struct crt_result *cr = &crt->results[crt->nresults++];
		const struct ynode *who;

		cr->code = xstrdup(res->keys[i]->value);
		if (ymap_check(&l->d, res->vals[i], rf, cr->code,
		    &l->cause) != 0 ||
		    ld_str(l, res->vals[i], "name", &cr->name) != 0 ||
		    ld_str(l, res->vals[i], "section", &cr->section) != 0 ||
		    ld_bool(l, res->vals[i], "eliminate", 0,
		    &cr->eliminate) != 0 ||
		    ld_int(l, res->vals[i], "loss", 0, 9, 0, &cr->loss) != 0 ||
		    ld_int(l, res->vals[i], "retreat", 0, 9, 0,
		    &cr->retreat) != 0 ||
		    ld_bool(l, res->vals[i], "morale", 0, &cr->morale) != 0 ||
		    ld_proc(l, gd, res->vals[i], "effect", "a result's",
		    &cr->effect) != 0)
			return -1;
		who = ymap_get(res->vals[i], "who");
		if (strcmp(who->value, "attacker") != 0 &&
		    strcmp(who->value, "defender") != 0)
			return ld_fail(l, who, "expected attacker or defender");
		cr->attacker = strcmp(who->value, "attacker") == 0;
	}
	cols = ymap_get(root, "columns");
	crt->cols = xcalloc((size_t)cols->n, sizeof *crt->cols);
	for (i = 0; i < cols->n; i++) {
		const struct ynode *odds;
		char *colon;

		c = cols->items[i];
		if (c->type != Y_MAP || (odds = ymap_get(c, "odds")) == NULL ||
		    odds->type != Y_SCALAR)
			return ld_fail(l, c, "expected a column {odds: \"A:D\", "
			    "RESULT: \"MDRs\" ...}");
		col = &crt->cols[crt->ncols++];
		col->label = xstrdup(odds->value);
		if ((colon = strchr(col->label, ':')) == NULL)
			return ld_fail(l, odds, "expected odds as \"A:D\"");
		*colon = '\0';
		if (util_parse_int(col->label, 1, 99, &a) != 0 ||
		    util_parse_int(colon + 1, 1, 99, &d) != 0) {
			*colon = ':';
			return ld_fail(l, odds, "expected odds as \"A:D\"");
		}
		*colon = ':';
		col->att = (int)a;
		col->def = (int)d;
		if (i > 0 && col->att * col[-1].def <= col[-1].att * col->def)
			return ld_fail(l, odds, "columns go from the lowest "
			    "odds to the highest");
		col->bands = xcalloc((size_t)c->n, sizeof *col->bands);
		for (k = 0; k < c->n; k++) {
			struct crt_band *bd;

			if (strcmp(c->keys[k]->value, "odds") == 0)
				continue;
			if (strcmp(c->keys[k]->value, "reconstructed") == 0) {
				if (load_crt_recon(l, c->vals[k], col) != 0)
					return -1;
				continue;
			}
			if (strcmp(c->keys[k]->value, "printed_chances") == 0) {
				if (ld_bool(l, c, "printed_chances", 0,
				    &col->printed_chances) != 0)
					return -1;
				continue;
			}
			for (r = 0; r < crt->nresults; r++)
				if (strcmp(crt->results[r].code,
				    c->keys[k]->value) == 0)
					break;
			if (r == crt->nresults)
				return ld_fail(l, c->keys[k], "\"%s\" is not "
				    "one of the table's results",
				    c->keys[k]->value);
			bd = &col->bands[col->nbands++];
			bd->result = xstrdup(c->keys[k]->value);
			if (c->vals[k]->type != Y_SCALAR ||
			    parse_band(c->vals[k]->value, &bd->lo,
			    &bd->hi) != 0)
				return ld_fail(l, c->vals[k], "expected die "
				    "rolls such as \"..2\", \"3\", \"4-6\" or "
				    "\"12..\"");
			for (r = 0; r < col->nbands - 1; r++)
				if (bd->lo <= col->bands[r].hi &&
				    col->bands[r].lo <= bd->hi)
					return ld_fail(l, c->vals[k], "these "
					    "rolls are already %s in this "
					    "column", col->bands[r].result);
		}
	}
	(void)gd;
	return 0;
}

int
crtload_tables(struct gamedata *gd, const char *datadir,
    const struct ydoc *gdoc, const struct ynode *tables, char **cause)
{
	const struct ynode *t = ymap_get(tables, "crt");
	struct loader l;
	char *dir;
	int rc;

	if (t == NULL)
		return 0;
	if (t->type != Y_SCALAR) {
		*cause = yerr(gdoc, t, "expected the CRT's file name");
		return -1;
	}
	memset(&l, 0, sizeof l);
	dir = xprintf("%s/tables/%s", datadir, gd->id);
	rc = ld_doc(&l, dir, t->value);
	if (rc == 0)
		rc = load_crt(&l, gd, &gd->combat.crt);
	free(dir);
	ydoc_free(&l.d);
	if (rc != 0)
		*cause = l.cause;
	return rc;
}


void
crtload_free(struct crt *crt)
{
	int i, k;

	free(crt->section);
	free(crt->odds_section);
	for (i = 0; i < crt->ncols; i++) {
		for (k = 0; k < crt->cols[i].nbands; k++)
			free(crt->cols[i].bands[k].result);
		free(crt->cols[i].bands);
		for (k = 0; k < crt->cols[i].nrecon; k++)
			free(crt->cols[i].recon[k].entry);
		free(crt->cols[i].recon);
		free(crt->cols[i].label);
	}
	free(crt->cols);
	for (i = 0; i < crt->nresults; i++) {
		free(crt->results[i].code);
		free(crt->results[i].name);
		free(crt->results[i].section);
		free(crt->results[i].effect);
	}
	free(crt->results);
}

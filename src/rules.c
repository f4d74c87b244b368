/* rules: the sequence of play and the parameters of the shared rule
 * mechanisms (movement, charge, combat, morale), read from the game's
 * YAML.  What a game does is chosen here, in data; how is in the
 * mechanism modules (move.c, combat.c, morale.c). */
#include "gdload.h"

#include <stdlib.h>
#include <string.h>

/*
 * sequence: {turns: 8, section: "6", each_side: [english, french],
 *            phases: [{id: movement, name: Movement, section: "7"}, ...]}
 * With each_side, the phases are repeated for each side in order (one
 * faction turn after another); without it, each phase may name its side.
 */
int
rules_load_sequence(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "turns", Y_SCALAR, 1 }, { "section", Y_SCALAR, 0 },
		{ "each_side", Y_SEQ, 0 }, { "phases", Y_SEQ, 1 },
		{ NULL, 0, 0 }
	};
	static const struct yfield pfields[] = {
		{ "id", Y_SCALAR, 1 }, { "name", Y_SCALAR, 1 },
		{ "side", Y_SCALAR, 0 }, { "section", Y_SCALAR, 0 },
		{ "orders", Y_SEQ, 0 }, { NULL, 0, 0 }
	};
	struct sequence *sq = &gd->sequence;
	const struct ynode *sides, *ph, *v;
	int nsides = 1, s, i, side;
	struct phase *p;

	if (ymap_check(&l->d, m, fields, "the sequence of play",
	    &l->cause) != 0 ||
	    ld_int(l, m, "turns", 1, 999, 1, &sq->turns) != 0 ||
	    ld_str(l, m, "section", &sq->section) != 0)
		return -1;
	sides = ymap_get(m, "each_side");
	ph = ymap_get(m, "phases");
	if (ph->n < 1)
		return ld_fail(l, ph, "expected at least one phase");
	if (sides != NULL)
		nsides = sides->n;
	sq->phases = xcalloc((size_t)(nsides * ph->n), sizeof *sq->phases);
	for (s = 0; s < nsides; s++) {
		side = -1;
		if (sides != NULL && sides->items[s]->type == Y_SCALAR &&
		    strcmp(sides->items[s]->value, "first") == 0)
			side = SIDE_FIRST;	/* as the scenario says */
		else if (sides != NULL && sides->items[s]->type == Y_SCALAR &&
		    strcmp(sides->items[s]->value, "second") == 0)
			side = SIDE_SECOND;
		else if (sides != NULL && (sides->items[s]->type != Y_SCALAR ||
		    (side = gd_faction(gd, sides->items[s]->value)) < 0))
			return ld_fail(l, sides->items[s], "expected a faction "
			    "of the game, first or second");
		for (i = 0; i < ph->n; i++) {
			p = &sq->phases[sq->nphases++];
			p->side = side;
			if (ymap_check(&l->d, ph->items[i], pfields,
			    "a phase", &l->cause) != 0 ||
			    ld_str(l, ph->items[i], "id", &p->id) != 0 ||
			    ld_str(l, ph->items[i], "name", &p->name) != 0 ||
			    ld_str(l, ph->items[i], "section",
			    &p->section) != 0 ||
			    ld_words(l, ph->items[i], "orders", &p->orders,
			    &p->norders) != 0)
				return -1;
			if ((v = ymap_get(ph->items[i], "side")) != NULL) {
				if (sides != NULL)
					return ld_fail(l, v, "a phase names its "
					    "side only without each_side");
				if (strcmp(v->value, "first") == 0)
					p->side = SIDE_FIRST;
				else if (strcmp(v->value, "second") == 0)
					p->side = SIDE_SECOND;
				else if ((p->side = gd_faction(gd,
				    v->value)) < 0)
					return ld_fail(l, v, "expected a faction "
					    "of the game, first or second");
			}
		}
	}
	return 0;
}

/*
 * rules: the parameters of the shared mechanisms this game uses.
 *   movement: {stat: mf, section, face_costs_all, face_section,
 *              pass_through: [types], pass_section, routed_may_move,
 *              routed_section}
 *   charge:   {types: [cavalry], hexes: 3, section}
 */
int
rules_load(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "movement", Y_MAP, 0 }, { "charge", Y_MAP, 0 },
		{ "combat", Y_MAP, 0 }, { "morale", Y_MAP, 0 },
		{ NULL, 0, 0 }
	};
	static const struct yfield mfields[] = {
		{ "stat", Y_SCALAR, 1 }, { "section", Y_SCALAR, 0 },
		{ "face_costs_all", Y_SCALAR, 0 },
		{ "face_section", Y_SCALAR, 0 },
		{ "pass_through", Y_SEQ, 0 }, { "pass_section", Y_SCALAR, 0 },
		{ "routed_may_move", Y_SCALAR, 0 },
		{ "routed_section", Y_SCALAR, 0 }, { "road_bonus", Y_SCALAR, 0 },
		{ "minimum_move", Y_SCALAR, 0 },
		{ "one_at_a_time", Y_SCALAR, 0 },
		{ "pass_friendly", Y_SCALAR, 0 }, { "zoc", Y_MAP, 0 },
		{ NULL, 0, 0 }
	};
	static const struct yfield zfields[] = {
		{ "section", Y_SCALAR, 0 }, { "without", Y_SEQ, 0 },
		{ "escape_option", Y_SCALAR, 0 },
		{ "escape_section", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	static const struct yfield cfields[] = {
		{ "types", Y_SEQ, 1 }, { "hexes", Y_SCALAR, 1 },
		{ "section", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	struct movement_rules *mv = &gd->movement;
	const struct ynode *v, *z;

	if (ymap_check(&l->d, m, fields, "rules", &l->cause) != 0)
		return -1;
	if ((v = ymap_get(m, "movement")) != NULL) {
		if (ymap_check(&l->d, v, mfields, "movement rules",
		    &l->cause) != 0)
			return -1;
		if ((mv->stat = gd_stat(gd, ymap_get(v, "stat")->value)) < 0)
			return ld_fail(l, ymap_get(v, "stat"), "expected one of "
			    "the game's stats");
		if (ld_str(l, v, "section", &mv->section) != 0 ||
		    ld_bool(l, v, "face_costs_all", 0,
		    &mv->face_costs_all) != 0 ||
		    ld_str(l, v, "face_section", &mv->face_section) != 0 ||
		    ld_types(l, gd, v, "pass_through",
		    &mv->pass_through) != 0 ||
		    ld_str(l, v, "pass_section", &mv->pass_section) != 0 ||
		    ld_bool(l, v, "routed_may_move", 1,
		    &mv->routed_may_move) != 0 ||
		    ld_str(l, v, "routed_section", &mv->routed_section) != 0 ||
		    ld_bool(l, v, "road_bonus", 0, &mv->road_bonus) != 0 ||
		    ld_bool(l, v, "minimum_move", 0, &mv->minimum_move) != 0 ||
		    ld_bool(l, v, "one_at_a_time", 0,
		    &mv->one_at_a_time) != 0 ||
		    ld_bool(l, v, "pass_friendly", 0,
		    &mv->pass_friendly) != 0)
			return -1;
		if ((z = ymap_get(v, "zoc")) != NULL) {
			mv->zoc = 1;
			if (ymap_check(&l->d, z, zfields, "zones of control",
			    &l->cause) != 0 ||
			    ld_str(l, z, "section", &mv->zoc_section) != 0 ||
			    ld_types(l, gd, z, "without",
			    &mv->no_zoc_types) != 0 ||
			    ld_str(l, z, "escape_section",
			    &mv->zoc_escape_section) != 0)
				return -1;
			if ((v = ymap_get(z, "escape_option")) != NULL &&
			    (mv->zoc_escape_option = gd_option(gd,
			    v->value)) < 0)
				return ld_fail(l, v, "expected one of the "
				    "game's options");
		}
	}
	if ((v = ymap_get(m, "charge")) != NULL) {
		if (ymap_check(&l->d, v, cfields, "charge rules",
		    &l->cause) != 0 ||
		    ld_types(l, gd, v, "types", &mv->charge_types) != 0 ||
		    ld_int(l, v, "hexes", 1, 99, 3, &mv->charge_hexes) != 0 ||
		    ld_str(l, v, "section", &mv->charge_section) != 0)
			return -1;
	}
	return 0;
}

/* --- modifiers, shared by combat and morale -------------------------- */

static const struct {
	const char	*name;
	enum when	 when;
} whens[] = {
	{ "attacker-next-to-type", WHEN_ATTACKER_NEXT_TO_TYPE },
	{ "attacker-is-type", WHEN_ATTACKER_IS_TYPE },
	{ "attacker-charged", WHEN_ATTACKER_CHARGED },
	{ "over-rear", WHEN_OVER_REAR },
	{ "range-beyond-first", WHEN_RANGE_BEYOND_FIRST },
	{ "next-to-friendly-type", WHEN_NEXT_TO_FRIENDLY_TYPE },
	{ "friendly-type-eliminated", WHEN_FRIENDLY_TYPE_ELIMINATED },
	{ "faction-losses", WHEN_FACTION_LOSSES },
	{ "backed-from-rear", WHEN_BACKED_FROM_REAR },
	{ "next-to-friend", WHEN_NEXT_TO_FRIEND },
	{ "near-friendly-type", WHEN_NEAR_FRIENDLY_TYPE },
	{ "always", WHEN_ALWAYS },
};

static int
load_modifier(struct loader *l, struct gamedata *gd, const struct ynode *m,
    const char *dflt_section, struct modifier *md)
{
	static const struct yfield fields[] = {
		{ "id", Y_SCALAR, 1 }, { "text", Y_SCALAR, 1 },
		{ "when", Y_SCALAR, 1 }, { "value", Y_SCALAR, 0 },
		{ "types", Y_SEQ, 0 }, { "self_types", Y_SEQ, 0 },
		{ "faction", Y_SCALAR, 0 }, { "every", Y_SCALAR, 0 },
		{ "option", Y_SCALAR, 0 }, { "kinds", Y_SEQ, 0 },
		{ "good_order", Y_SCALAR, 0 }, { "section", Y_SCALAR, 0 },
		{ "reconstructed", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	const struct ynode *v;
	size_t i;
	int k;

	md->faction = md->option = -1;
	if (ymap_check(&l->d, m, fields, "a modifier", &l->cause) != 0 ||
	    ld_str(l, m, "id", &md->id) != 0 ||
	    ld_str(l, m, "text", &md->text) != 0 ||
	    ld_int(l, m, "value", -99, 99, 0, &md->value) != 0 ||
	    ld_types(l, gd, m, "types", &md->types) != 0 ||
	    ld_types(l, gd, m, "self_types", &md->self_types) != 0 ||
	    ld_int(l, m, "every", 1, 999, 1, &md->every) != 0 ||
	    ld_bool(l, m, "good_order", 0, &md->good_order) != 0 ||
	    ld_str(l, m, "section", &md->section) != 0 ||
	    ld_str(l, m, "reconstructed", &md->reconstructed) != 0)
		return -1;
	if (md->section == NULL && dflt_section != NULL)
		md->section = xstrdup(dflt_section);
	v = ymap_get(m, "when");
	for (i = 0; i < nitems(whens); i++)
		if (strcmp(v->value, whens[i].name) == 0)
			break;
	if (i == nitems(whens)) {
		struct buf b;

		buf_init(&b);
		for (i = 0; i < nitems(whens); i++)
			buf_printf(&b, "%s%s", i ? ", " : "", whens[i].name);
		ld_fail(l, v, "expected one of: %s", b.s);
		buf_free(&b);
		return -1;
	}
	md->when = whens[i].when;
	if ((v = ymap_get(m, "faction")) != NULL &&
	    (md->faction = gd_faction(gd, v->value)) < 0)
		return ld_fail(l, v, "expected a faction of the game");
	if ((v = ymap_get(m, "option")) != NULL &&
	    (md->option = gd_option(gd, v->value)) < 0)
		return ld_fail(l, v, "expected one of the game's options");
	md->kinds = KIND_MELEE | KIND_MISSILE;
	if ((v = ymap_get(m, "kinds")) != NULL) {
		md->kinds = 0;
		for (k = 0; k < v->n; k++) {
			if (strcmp(v->items[k]->value, "melee") == 0)
				md->kinds |= KIND_MELEE;
			else if (strcmp(v->items[k]->value, "missile") == 0)
				md->kinds |= KIND_MISSILE;
			else
				return ld_fail(l, v->items[k], "expected melee "
				    "or missile");
		}
	}
	return 0;
}

static int
load_modifiers(struct loader *l, struct gamedata *gd, const struct ynode *s,
    const char *section, struct modifier **out, int *n)
{
	int i;

	*out = NULL;
	*n = 0;
	if (s == NULL)
		return 0;
	if (s->type != Y_SEQ)
		return ld_fail(l, s, "expected a list of modifiers");
	*out = xcalloc((size_t)s->n, sizeof **out);
	for (i = 0; i < s->n; i++) {
		(*n)++;
		if (load_modifier(l, gd, s->items[i], section,
		    &(*out)[i]) != 0)
			return -1;
	}
	return 0;
}

static void
free_modifiers(struct modifier *m, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		free(m[i].id);
		free(m[i].text);
		free(m[i].section);
		free(m[i].reconstructed);
	}
	free(m);
}

static int
stat_of(struct loader *l, struct gamedata *gd, const struct ynode *m,
    const char *key, int *out)
{
	const struct ynode *v = ymap_get(m, key);

	*out = -1;
	if (v == NULL)
		return 0;
	if (v->type != Y_SCALAR || (*out = gd_stat(gd, v->value)) < 0)
		return ld_fail(l, v, "expected one of the game's stats");
	return 0;
}

/* --- the combat results table ----------------------------------------- */

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
		return parse_int(tmp + 2, -99, 99, &b) != 0 ? -1 :
		    (*hi = (int)b, 0);
	}
	if (strlen(tmp) > 2 && strcmp(tmp + strlen(tmp) - 2, "..") == 0) {
		tmp[strlen(tmp) - 2] = '\0';
		*hi = 999;
		return parse_int(tmp, -99, 99, &a) != 0 ? -1 :
		    (*lo = (int)a, 0);
	}
	if ((dash = strchr(tmp + 1, '-')) != NULL) {
		*dash = '\0';
		if (parse_int(tmp, -99, 99, &a) != 0 ||
		    parse_int(dash + 1, -99, 99, &b) != 0 || a > b)
			return -1;
		*lo = (int)a;
		*hi = (int)b;
		return 0;
	}
	if (parse_int(tmp, -99, 99, &a) != 0)
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
		if ((nwords = split_words(rolls->value, &words, &why)) < 1) {
			free(why);
			if (nwords == 0)
				free_words(nwords, words);
			return ld_fail(l, rolls, "expected die rolls such as "
			    "\"4..\" or \"4-6 8..\"");
		}
		col->recon = xrealloc(col->recon, sizeof *col->recon *
		    (size_t)(col->nrecon + nwords));
		for (k = 0; k < nwords; k++) {
			struct crt_recon *rc = &col->recon[col->nrecon];

			if (parse_band(words[k], &rc->lo, &rc->hi) != 0) {
				free_words(nwords, words);
				return ld_fail(l, rolls, "expected die rolls "
				    "such as \"4..\" or \"4-6 8..\"");
			}
			rc->entry = xstrdup(ymap_get(one, "entry")->value);
			col->nrecon++;
		}
		free_words(nwords, words);
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
	/* combat_chances() counts every total: keep them countable */
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
			{ "morale", Y_SCALAR, 0 }, { NULL, 0, 0 }
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
		    ld_bool(l, res->vals[i], "morale", 0, &cr->morale) != 0)
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
		if (parse_int(col->label, 1, 99, &a) != 0 ||
		    parse_int(colon + 1, 1, 99, &d) != 0) {
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
rules_load_tables(struct gamedata *gd, const char *datadir,
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

/* --- combat and morale ------------------------------------------------ */

/* [clear, road] -> bits over the terrain types, ROAD_BIT for roads */
static int
terrain_set(struct loader *l, struct gamedata *gd, const struct ynode *s,
    unsigned *out)
{
	int i, t;

	*out = 0;
	if (s != NULL && s->items == NULL && s->n > 0)
		return ld_fail(l, s, "expected a list of terrains");
	for (i = 0; s != NULL && i < s->n; i++) {
		if (s->items[i]->value == NULL)
			return ld_fail(l, s->items[i], "expected a terrain of "
			    "the game, or road");
		if (strcmp(s->items[i]->value, "road") == 0) {
			*out |= ROAD_BIT;
			continue;
		}
		for (t = 0; t < gd->nterrain; t++)
			if (strcmp(gd->terrain[t].id, s->items[i]->value) == 0)
				break;
		if (t == gd->nterrain)
			return ld_fail(l, s->items[i], "expected a terrain of "
			    "the game, or road");
		*out |= 1u << t;
	}
	return 0;
}

static int
hexside_set(struct loader *l, struct gamedata *gd, const struct ynode *s,
    unsigned *out)
{
	int i, t;

	*out = 0;
	if (s != NULL && s->items == NULL && s->n > 0)
		return ld_fail(l, s, "expected a list of hexside features");
	for (i = 0; s != NULL && i < s->n; i++) {
		if (s->items[i]->value == NULL)
			return ld_fail(l, s->items[i], "expected a hexside "
			    "feature of the game");
		for (t = 0; t < gd->nhexsides; t++)
			if (strcmp(gd->hexsides[t].id, s->items[i]->value) == 0)
				break;
		if (t == gd->nhexsides)
			return ld_fail(l, s->items[i], "expected a hexside "
			    "feature of the game");
		*out |= 1u << t;
	}
	return 0;
}

static int
load_combat(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "section", Y_SCALAR, 0 }, { "attack", Y_SCALAR, 1 },
		{ "defence", Y_SCALAR, 1 }, { "routed_defence", Y_SCALAR, 0 },
		{ "once_section", Y_SCALAR, 0 },
		{ "attack_once", Y_SCALAR, 0 },
		{ "adjacent_section", Y_SCALAR, 0 },
		{ "advance_section", Y_SCALAR, 0 },
		{ "counter_section", Y_SCALAR, 0 },
		{ "missile", Y_MAP, 0 }, { "drm", Y_MAP, 0 },
		{ "reduced", Y_SCALAR, 0 }, { "commanders", Y_MAP, 0 },
		{ "charge", Y_MAP, 0 }, { "baggage", Y_MAP, 0 },
		{ "owner_allocates", Y_SCALAR, 0 },
		{ "defender_advances", Y_SCALAR, 0 },
		{ "herald_decides", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	static const struct yfield bfields[] = {
		{ "types", Y_SEQ, 1 }, { "strength", Y_SCALAR, 1 },
		{ "section", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	static const struct yfield cfields[] = {
		{ "types", Y_SEQ, 1 }, { "mark", Y_SCALAR, 0 },
		{ "bonus", Y_SCALAR, 1 }, { "through", Y_SEQ, 1 },
		{ "target_in", Y_SEQ, 1 }, { "only_by_road", Y_SEQ, 0 },
		{ "section", Y_SCALAR, 0 }, { "countered_by", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	static const struct yfield mfields[] = {
		{ "types", Y_SEQ, 1 }, { "range", Y_SCALAR, 1 },
		{ "section", Y_SCALAR, 0 }, { "range_section", Y_SCALAR, 0 },
		{ "los_section", Y_SCALAR, 0 }, { "combine", Y_SCALAR, 0 },
		{ "free_to_fire", Y_SCALAR, 0 },
		{ "melee_penalty", Y_SCALAR, 0 },
		{ "penalty_exempt", Y_SCALAR, 0 },
		{ "alone_above_even", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	static const struct yfield kfields[] = {
		{ "types", Y_SEQ, 1 }, { "section", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	static const struct yfield dfields[] = {
		{ "best_only", Y_SCALAR, 0 }, { "section", Y_SCALAR, 0 },
		{ "modifiers", Y_SEQ, 0 }, { "added", Y_SEQ, 0 },
		{ NULL, 0, 0 }
	};
	struct combat_rules *c = &gd->combat;
	const struct ynode *v, *k;
	int i;

	if (ymap_check(&l->d, m, fields, "combat rules", &l->cause) != 0 ||
	    ld_str(l, m, "section", &c->section) != 0 ||
	    stat_of(l, gd, m, "attack", &c->attack_stat) != 0 ||
	    stat_of(l, gd, m, "defence", &c->defence_stat) != 0 ||
	    stat_of(l, gd, m, "routed_defence", &c->routed_defence_stat) != 0 ||
	    ld_str(l, m, "once_section", &c->once_section) != 0 ||
	    ld_str(l, m, "adjacent_section", &c->adjacent_section) != 0 ||
	    ld_str(l, m, "advance_section", &c->advance_section) != 0 ||
	    ld_str(l, m, "counter_section", &c->counter_section) != 0)
		return -1;
	if ((v = ymap_get(m, "missile")) != NULL &&
	    (ymap_check(&l->d, v, mfields, "missile rules", &l->cause) != 0 ||
	    ld_types(l, gd, v, "types", &c->missile_types) != 0 ||
	    stat_of(l, gd, v, "range", &c->range_stat) != 0 ||
	    ld_str(l, v, "section", &c->missile_section) != 0 ||
	    ld_str(l, v, "range_section", &c->range_section) != 0 ||
	    ld_str(l, v, "los_section", &c->los_section) != 0 ||
	    ld_bool(l, v, "combine", 0, &c->combine) != 0 ||
	    ld_bool(l, v, "free_to_fire", 0, &c->free_to_fire) != 0 ||
	    ld_int(l, v, "melee_penalty", 0, 9, 0, &c->melee_penalty) != 0 ||
	    ld_bool(l, v, "alone_above_even", 0, &c->alone_above_even) != 0))
		return -1;
	c->penalty_exempt = -1;
	if (v != NULL && (k = ymap_get(v, "penalty_exempt")) != NULL) {
		for (i = 0; i < gd->nmarks; i++)
			if (strcmp(gd->marks[i].id, k->value) == 0)
				c->penalty_exempt = i;
		if (c->penalty_exempt < 0)
			return ld_fail(l, k, "expected one of the game's marks");
	}
	if ((v = ymap_get(m, "commanders")) != NULL &&
	    (ymap_check(&l->d, v, kfields, "commanders", &l->cause) != 0 ||
	    ld_types(l, gd, v, "types", &c->commander_types) != 0 ||
	    ld_str(l, v, "section", &c->commander_section) != 0))
		return -1;
	if (stat_of(l, gd, m, "reduced", &c->reduced_stat) != 0)
		return -1;
	/* how the rule counts a unit's one attack: a turn or a phase */
	if ((v = ymap_get(m, "attack_once")) != NULL) {
		if (strcmp(v->value, "phase") == 0)
			c->once_per_phase = 1;
		else if (strcmp(v->value, "turn") != 0)
			return ld_fail(l, v, "expected turn or phase");
	}
	if (ld_bool(l, m, "owner_allocates", 0, &c->owner_allocates) != 0 ||
	    ld_bool(l, m, "defender_advances", 0, &c->defender_advances) != 0)
		return -1;
	c->auto_option = -1;
	if ((v = ymap_get(m, "herald_decides")) != NULL &&
	    (c->auto_option = gd_option(gd, v->value)) < 0)
		return ld_fail(l, v, "expected one of the game's options");
	if ((v = ymap_get(m, "baggage")) != NULL &&
	    (ymap_check(&l->d, v, bfields, "baggage", &l->cause) != 0 ||
	    ld_types(l, gd, v, "types", &c->baggage_types) != 0 ||
	    ld_int(l, v, "strength", 0, 99, 1, &c->baggage_strength) != 0 ||
	    ld_str(l, v, "section", &c->baggage_section) != 0))
		return -1;
	c->charge_mark = -1;
	if ((v = ymap_get(m, "charge")) != NULL) {
		if (ymap_check(&l->d, v, cfields, "the charge", &l->cause) != 0 ||
		    ld_types(l, gd, v, "types", &c->charge_types) != 0 ||
		    ld_int(l, v, "bonus", 0, 99, 0, &c->charge_bonus) != 0 ||
		    ld_str(l, v, "section", &c->charge_section) != 0 ||
		    terrain_set(l, gd, ymap_get(v, "through"),
		    &c->charge_path) != 0 ||
		    terrain_set(l, gd, ymap_get(v, "target_in"),
		    &c->charge_target) != 0 ||
		    hexside_set(l, gd, ymap_get(v, "only_by_road"),
		    &c->charge_no_cross) != 0)
			return -1;
		c->charge_countered = -1;
		if ((k = ymap_get(v, "countered_by")) != NULL &&
		    (c->charge_countered = gd_option(gd, k->value)) < 0)
			return ld_fail(l, k, "expected one of the game's "
			    "options");
		if ((k = ymap_get(v, "mark")) != NULL) {
			for (i = 0; i < gd->nmarks; i++)
				if (strcmp(gd->marks[i].id, k->value) == 0)
					c->charge_mark = i;
			if (c->charge_mark < 0)
				return ld_fail(l, k, "expected one of the "
				    "game's marks");
		}
	}
	if ((v = ymap_get(m, "drm")) != NULL &&
	    (ymap_check(&l->d, v, dfields, "die roll modifiers",
	    &l->cause) != 0 ||
	    ld_bool(l, v, "best_only", 0, &c->drm_best_only) != 0 ||
	    ld_str(l, v, "section", &c->drm_section) != 0 ||
	    load_modifiers(l, gd, ymap_get(v, "modifiers"), c->drm_section,
	    &c->drms, &c->ndrms) != 0 ||
	    load_modifiers(l, gd, ymap_get(v, "added"), c->drm_section,
	    &c->added, &c->nadded) != 0))
		return -1;
	if (c->crt.ncols == 0)
		return ld_fail(l, m, "combat rules need a CRT (tables: "
		    "{crt: FILE})");
	return 0;
}

static int
load_morale(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "stat", Y_SCALAR, 1 }, { "dice", Y_SCALAR, 1 },
		{ "section", Y_SCALAR, 0 }, { "rout_section", Y_SCALAR, 0 },
		{ "rally_section", Y_SCALAR, 0 }, { "rally_needs", Y_MAP, 0 },
		{ "modifiers", Y_SEQ, 0 }, { "exempt", Y_SEQ, 0 },
		{ "kind", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	struct morale_rules *mr = &gd->morale;
	const struct ynode *v, *u;
	char *why = NULL;

	if (ymap_check(&l->d, m, fields, "morale rules", &l->cause) != 0 ||
	    stat_of(l, gd, m, "stat", &mr->stat) != 0 ||
	    ld_str(l, m, "section", &mr->section) != 0 ||
	    ld_str(l, m, "rout_section", &mr->rout_section) != 0 ||
	    ld_str(l, m, "rally_section", &mr->rally_section) != 0 ||
	    load_modifiers(l, gd, ymap_get(m, "modifiers"), mr->section,
	    &mr->drms, &mr->ndrms) != 0 ||
	    load_modifiers(l, gd, ymap_get(m, "exempt"), mr->section,
	    &mr->exempt, &mr->nexempt) != 0)
		return -1;
	if (dice_parse(ymap_get(m, "dice")->value, &mr->dice, &why) != 0) {
		ld_fail(l, ymap_get(m, "dice"), "%s", why);
		free(why);
		return -1;
	}
	if ((v = ymap_get(m, "kind")) != NULL) {
		if (strcmp(v->value, "rating") != 0 &&
		    strcmp(v->value, "strength") != 0)
			return ld_fail(l, v, "expected rating or strength");
		mr->by_strength = strcmp(v->value, "strength") == 0;
	}
	mr->rally_needs_unit = -1;
	if ((v = ymap_get(m, "rally_needs")) != NULL) {
		if ((u = ymap_get(v, "unit")) == NULL || u->type != Y_SCALAR ||
		    (mr->rally_needs_unit = gd_unit_find(gd, u->value,
		    &why)) < 0) {
			free(why);
			return ld_fail(l, v, "expected {unit: ID, section}");
		}
		if (ld_str(l, v, "section", &mr->rally_needs_section) != 0)
			return -1;
	}
	return 0;
}

int
rules_load_late(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	const struct ynode *v;

	gd->combat.attack_stat = -1;
	gd->combat.range_stat = -1;
	gd->combat.reduced_stat = -1;
	gd->combat.penalty_exempt = -1;
	gd->combat.charge_mark = -1;
	gd->combat.auto_option = -1;
	gd->combat.charge_countered = -1;
	gd->morale.stat = -1;
	gd->morale.rally_needs_unit = -1;
	if (m == NULL)
		return 0;
	if ((v = ymap_get(m, "combat")) != NULL && load_combat(l, gd, v) != 0)
		return -1;
	if ((v = ymap_get(m, "morale")) != NULL && load_morale(l, gd, v) != 0)
		return -1;
	return 0;
}

int
rules_load_options(struct loader *l, struct gamedata *gd,
    const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "name", Y_SCALAR, 1 }, { "section", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	int i;

	if (m == NULL)
		return 0;
	if (m->n > 16)
		return ld_fail(l, m, "at most 16 optional rules");
	gd->options = xcalloc((size_t)m->n + 1, sizeof *gd->options);
	for (i = 0; i < m->n; i++) {
		struct game_option *o = &gd->options[gd->noptions++];

		o->id = xstrdup(m->keys[i]->value);
		if (ymap_check(&l->d, m->vals[i], fields, o->id,
		    &l->cause) != 0 ||
		    ld_str(l, m->vals[i], "name", &o->name) != 0 ||
		    ld_str(l, m->vals[i], "section", &o->section) != 0)
			return -1;
	}
	return 0;
}

void
rules_free(struct gamedata *gd)
{
	struct combat_rules *c = &gd->combat;
	struct morale_rules *m = &gd->morale;
	int i, k;

	free(gd->movement.section);
	free(gd->movement.face_section);
	free(gd->movement.pass_section);
	free(gd->movement.routed_section);
	free(gd->movement.zoc_section);
	free(gd->movement.zoc_escape_section);
	free(gd->movement.charge_section);
	free(c->section);
	free(c->once_section);
	free(c->missile_section);
	free(c->range_section);
	free(c->los_section);
	free(c->adjacent_section);
	free(c->advance_section);
	free(c->counter_section);
	free(c->commander_section);
	free(c->charge_section);
	free(c->baggage_section);
	free(c->drm_section);
	free_modifiers(c->drms, c->ndrms);
	free_modifiers(c->added, c->nadded);
	free(c->crt.section);
	free(c->crt.odds_section);
	for (i = 0; i < c->crt.ncols; i++) {
		for (k = 0; k < c->crt.cols[i].nbands; k++)
			free(c->crt.cols[i].bands[k].result);
		free(c->crt.cols[i].bands);
		for (k = 0; k < c->crt.cols[i].nrecon; k++)
			free(c->crt.cols[i].recon[k].entry);
		free(c->crt.cols[i].recon);
		free(c->crt.cols[i].label);
	}
	free(c->crt.cols);
	for (i = 0; i < c->crt.nresults; i++) {
		free(c->crt.results[i].code);
		free(c->crt.results[i].name);
		free(c->crt.results[i].section);
	}
	free(c->crt.results);
	free(m->section);
	free(m->rout_section);
	free(m->rally_section);
	free(m->rally_needs_section);
	free_modifiers(m->drms, m->ndrms);
	free_modifiers(m->exempt, m->nexempt);
	for (i = 0; i < gd->noptions; i++) {
		free(gd->options[i].id);
		free(gd->options[i].name);
		free(gd->options[i].section);
	}
	free(gd->options);
}

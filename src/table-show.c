/* table-show: `table`'s lists and readings (table-show.h). */
#include "table-show.h"

#include "chancetab.h"
#include "dice.h"
#include "volley.h"
#include "volley-chart.h"

void
table_show_list(const struct gamedata *gd, struct buf *out)
{
	const struct volley_rules *vr = gd->volley;
	int i;

	if (gd->npct == 0 && gd->nchance == 0 && !volley_chart_has(gd)) {
		buf_printf(out, "%s has no percentile tables\n", gd->title);
		return;
	}
	chance_tables_list(gd, out);
	/* spi-agincourt §8.7: the table of fire, as volley-chart.c lays it
	 * out (table fire) */
	if (volley_chart_has(gd)) {
		buf_puts(out, "fire");
		if (vr->table_section != NULL)
			buf_printf(out, " (§%s)", vr->table_section);
		buf_printf(out, ": Fire Combat Results Table, %d table%s "
		    "(firer x target), range x volleys\n", vr->ntables,
		    vr->ntables == 1 ? "" : "s");
	}
	for (i = 0; i < gd->npct; i++) {
		buf_printf(out, "%s", gd->pct[i]->name);
		if (gd->pct[i]->section != NULL)
			buf_printf(out, " (§%s)", gd->pct[i]->section);
		buf_printf(out, ": %d column%s\n", gd->pct[i]->ncol,
		    gd->pct[i]->ncol == 1 ? "" : "s");
	}
}

void
table_show_names(const struct gamedata *gd, struct buf *out)
{
	const char *sep = "";
	int i;

	for (i = 0; i < gd->npct; i++, sep = ", ")
		buf_printf(out, "%s%s", sep, gd->pct[i]->name);
	for (i = 0; i < gd->nchance; i++, sep = ", ")
		buf_printf(out, "%s%s", sep, gd->chance[i]->name);
	if (volley_chart_has(gd))
		buf_printf(out, "%sfire", sep);
}

void
table_show_columns(const struct pct_table *t, struct buf *out)
{
	int c;

	for (c = 0; c < t->ncol; c++) {
		buf_printf(out, "%d \"%s\": ", c + 1, t->col[c].label);
		pct_chances_format(t, c, out);
		buf_puts(out, "\n");
	}
}

void
table_show_roll(const struct pct_table *t, int c, const struct pct_roll *r,
    struct buf *out)
{
	buf_printf(out, "%s table, column \"%s\": ", t->name,
	    t->col[c].label);
	if (r->value > 0)
		buf_printf(out, "%02d", r->value % 100);
	else
		buf_printf(out, "tens %d (%02d-%02d%s all give %s)",
		    r->tens, r->lo, r->hi, r->tens == 0 ? " and 00" : "",
		    t->result[r->result]);
	buf_printf(out, " -> %s", t->result[r->result]);
	if (t->section != NULL)
		buf_printf(out, " (§%s)", t->section);
	if (r->src == ROLL_PHYSICAL)
		buf_puts(out, ", physical dice");
	buf_puts(out, "\n");
}

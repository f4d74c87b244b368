/* chancetab-chart: a table of chances laid out as the book prints it,
 * rows down and columns across, each cell the highest roll at which the
 * event happens (spi-agincourt §3.8), and every cell herald rebuilt
 * marked with a footnote saying why (`table NAME`, cmd-table.c).  Column
 * labels too long to stand side by side are numbered and listed below. */
#include <stdlib.h>
#include <string.h>

#include "chancetab.h"
#include "chart-int.h"

void
chance_table_render(const struct chance_table *t, int width, struct buf *out)
{
	struct ctab tab;
	struct notes notes;
	struct buf cell;
	const char *why;
	int ncols = 1, r, c, k, row, i, numbered, wide = 0;

	if (width < CHART_MIN_WIDTH)
		width = CHART_MIN_WIDTH;
	buf_init(&cell);
	buf_printf(&cell, "%s", chance_table_title(t));
	if (t->section != NULL)
		buf_printf(&cell, " (§%s)", t->section);
	buf_printf(&cell, ": %s down, %s across; the event happens on a roll "
	    "at or under the number (00 is 100; 0: no roll)",
	    chance_table_row_name(t), chance_table_col_name(t));
	chart_wrap(out, "", cell.s, width);
	for (c = 0; c < t->ncol; c++) {
		ncols += t->col[c].rows != NULL ? 2 : 1;
		wide += CHART_GAP + chart_textwidth(t->col[c].text);
	}
	/* labels too long to stand side by side: numbered, and listed */
	numbered = wide > width;
	ctab_init(&tab, ncols);
	ctab_head(&tab, 0, chance_table_row_name(t));
	for (c = 0, k = 1; c < t->ncol; c++) {
		if (t->col[c].rows != NULL)
			ctab_head(&tab, k++, chance_table_row_name(t));
		buf_reset(&cell);
		if (numbered)
			buf_printf(&cell, "%d", c + 1);
		else
			buf_puts(&cell, t->col[c].text);
		ctab_head(&tab, k++, cell.s);
	}
	notes_init(&notes, 1);
	for (r = 0; r < t->nrow; r++) {
		row = ctab_row(&tab);
		ctab_set(&tab, row, 0, xstrdup(t->row[r].text));
		for (c = 0, k = 1; c < t->ncol; c++) {
			if (t->col[c].rows != NULL)
				ctab_set(&tab, row, k++,
				    xstrdup(t->col[c].rows[r].text));
			buf_reset(&cell);
			buf_printf(&cell, "%d", t->pct[r * t->ncol + c]);
			if ((why = t->recon[r * t->ncol + c]) != NULL) {
				i = notes_add(&notes, why);
				notes_mark(&notes, i, &cell);
			}
			ctab_set(&tab, row, k++, xstrdup(cell.s));
		}
	}
	/* the marks are numbered only once all the notes are known: lay
	 * the cells out again if there are several */
	if (notes.n > 1)
		for (r = 0; r < t->nrow; r++)
			for (c = 0, k = 1; c < t->ncol; c++) {
				if (t->col[c].rows != NULL)
					k++;
				if ((why = t->recon[r * t->ncol + c]) != NULL) {
					buf_reset(&cell);
					buf_printf(&cell, "%d",
					    t->pct[r * t->ncol + c]);
					notes_mark(&notes, notes_add(&notes,
					    why), &cell);
					ctab_set(&tab, r, k, xstrdup(cell.s));
				}
				k++;
			}
	ctab_render(&tab, width, out);
	if (numbered)
		for (c = 0; c < t->ncol; c++) {
			buf_reset(&cell);
			buf_printf(&cell, "%*d ", c + 1 >= 10 ? 2 : 1, c + 1);
			chart_wrap(out, cell.s, t->col[c].text, width);
		}
	if (notes.n > 0)
		notes_render_reconstructed(&notes, width, out);
	buf_free(&cell);
	notes_free(&notes);
	ctab_free(&tab);
}

void
chance_tables_list(const struct gamedata *gd, struct buf *out)
{
	const struct chance_table *t;
	int i;

	for (i = 0; i < gd->nchance; i++) {
		t = gd->chance[i];
		buf_printf(out, "%s", t->name);
		if (t->section != NULL)
			buf_printf(out, " (§%s)", t->section);
		buf_printf(out, ": %s, %d row%s (%s) x %d column%s (%s)\n",
		    chance_table_title(t), t->nrow, t->nrow == 1 ? "" : "s",
		    chance_table_row_name(t), t->ncol, t->ncol == 1 ? "" : "s",
		    chance_table_col_name(t));
	}
}

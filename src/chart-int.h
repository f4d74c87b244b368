/* chart-int: what the chart modules share: a table of text cells laid
 * out in columns to a width (split into blocks of columns when it is
 * wider), wrapped prose lines, and footnote marks. */
#ifndef HERALD_CHART_INT_H
#define HERALD_CHART_INT_H

#include "gamedata.h"
#include "util.h"

/* Below this a table cannot be laid out at all: narrower widths are
 * laid out at it. */
#define CHART_MIN_WIDTH	30
#define CHART_GAP	2	/* spaces between columns */
#define CHART_NOTES	16	/* footnotes of one chart */

/* Column 0 names the rows and is repeated in every block. */
struct ctab {
	int	  ncols;
	int	  nrows;
	char	**head;		/* ncols */
	char	**cell;		/* nrows * ncols, NULL: blank */
};

void	ctab_init(struct ctab *, int ncols);
void	ctab_free(struct ctab *);
void	ctab_head(struct ctab *, int col, const char *);
int	ctab_row(struct ctab *);	/* a new blank row: its index */
/* Takes the string, which the table frees. */
void	ctab_set(struct ctab *, int row, int col, char *);
/* Drops the columns after the first whose cells are all blank. */
void	ctab_prune(struct ctab *);
void	ctab_render(const struct ctab *, int width, struct buf *);

/* Footnotes: a text once each, with the mark that points to it. */
struct notes {
	char	*text[CHART_NOTES];
	int	 n;
	int	 numbered;	/* "*", or "*1", "*2" ... when several */
};

void	 notes_init(struct notes *, int numbered);
void	 notes_free(struct notes *);
/* The index of the note with this text, added when new; -1 when full. */
int	 notes_add(struct notes *, const char *);
/* Appends note i's mark to b. */
void	 notes_mark(const struct notes *, int, struct buf *);
/* Each note as a line beneath the table, wrapped. */
void	 notes_render(const struct notes *, int width, struct buf *);
/* The same, each text said to be a reconstruction ("reconstructed: "). */
void	 notes_render_reconstructed(struct notes *, int width, struct buf *);

/* Display columns of UTF-8 text (code points; the charts hold no wide
 * characters). */
int	 chart_textwidth(const char *);
/* Appends lead then text, wrapped to width, continuation lines indented
 * under the text's start. */
void	 chart_wrap(struct buf *, const char *lead, const char *text,
	    int width);

int	 chart_crt(const struct gamedata *, int width, struct buf *);
int	 chart_chances(const struct gamedata *, int width, struct buf *);
int	 chart_terrain(const struct gamedata *, int width, struct buf *);

#endif

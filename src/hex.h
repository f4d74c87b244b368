/* hex: geometry of a hex grid as printed on a map.  Hex ids are the
 * printed labels (CCRR numbers unless the game says otherwise, see enum
 * hex_labels); internally hexes are axial coordinates so that
 * neighbours, distance and lines need no case for the stagger.
 *
 * Directions are numbered 0..5 clockwise round a hex.  On a flat-topped
 * grid 0 is the hexside toward the top of the map; on a pointy-topped
 * grid 0 is the upper-right hexside.  Compass names for them come from
 * the grid's north (DESIGN: "a compass that says which way is north"). */
#ifndef HERALD_HEX_H
#define HERALD_HEX_H

#include <stddef.h>

#define HEX_DIRS 6
#define HEX_LINE_MAX 2048	/* a diagonal of a 999 x 999 board, and more */

enum hex_orient {
	HEX_FLAT,		/* flat-topped hexes in columns */
	HEX_POINTY		/* pointy-topped hexes in rows */
};

/* Which way north lies on the printed map. */
enum hex_north {
	NORTH_UP,
	NORTH_RIGHT,
	NORTH_DOWN,
	NORTH_LEFT
};

/* How hex ids are printed and read: the grid's "labels" in game.yaml.
 * A label is the column part then the row part. */
enum hex_labels {
	LABELS_CCRR,		/* 1214: two digits each (the default) */
	LABELS_CCCRRR,		/* 012014: three digits each */
	LABELS_A1,		/* L14: column letters A..Z, AA, AB .. ZZ
				   (as a spreadsheet), then the row */
	LABELS_A1_DOUBLED	/* L14: A..Z, then AA, BB .. ZZ (boards
				   lettered past Z by doubling) */
};

struct grid {
	enum hex_orient	orient;
	enum hex_labels	labels;
	int		even_low;	/* even columns (rows) sit half a hex
					   lower (further right) */
	int		col_min, col_max;
	int		row_min, row_max;
	enum hex_north	north;
	char		dirname[HEX_DIRS][4];	/* "n", "ne", ... */
};

struct hex {
	int col;
	int row;
};

/* One step of a line: a hex, or the two hexes either side of a hexside
 * the line runs along. */
struct hex_step {
	struct hex	a;
	struct hex	b;
	int		pair;
};

void	grid_init(struct grid *, enum hex_orient, int even_low,
	    enum hex_north);
int	grid_contains(const struct grid *, struct hex);

/* Labels (src/hexlabel.c).  grid_init gives CCRR; grid_labels_set takes
 * the name in game.yaml (CCRR, CCCRRR, A1, A1-doubled).
 * grid_range_parse reads a grid's "columns" or "rows" ("01-30",
 * "001-200", "A-GR", "1-10") within what the labels can print;
 * grid_row_label_len measures the row number opening a row of the map
 * drawing ("14 ....", "014 ...."). */
int	grid_labels_set(struct grid *, const char *, char **cause);
const char *grid_labels_name(const struct grid *);
int	grid_range_parse(const struct grid *, const char *key, int rows,
	    const char *, int *lo, int *hi, char **cause);
int	grid_row_label_len(const struct grid *, const char *);
const char *grid_row_form(const struct grid *);	/* "RR", "RRR", "R" */
const char *grid_col_str(const struct grid *, int col);	/* ring buffer */
const char *grid_row_str(const struct grid *, int row);	/* ring buffer */

int	hex_parse(const struct grid *, const char *, struct hex *,
	    char **cause);
void	hex_format(const struct grid *, struct hex, char *, size_t);
const char *grid_hex_str(const struct grid *, struct hex);	/* ring */
/* Whether a word is written as a hex id (rather than a unit id). */
int	hex_shaped(const struct grid *, const char *);

/*
 * hex_str prints in the labels of the game in play: the most recently
 * loaded game data that is still loaded.  gamedata_load pushes its grid
 * and gamedata_free pops it, so a game being built while another is in
 * play narrates in its own labels, and a game that fails to build
 * hands them back.  With no game loaded it prints CCRR.  (A grid
 * argument on every caller would say the same thing in fifty places.)
 */
const char *hex_str(struct hex);	/* ring buffer, for narration */
void	hex_labels_push(const struct grid *);
void	hex_labels_pop(const struct grid *);
int	hex_eq(struct hex, struct hex);

struct hex hex_neighbour(const struct grid *, struct hex, int dir);
int	hex_distance(const struct grid *, struct hex, struct hex);
/* How far a hex's centre lies in a direction, in half hexes: a step in
 * that direction adds 2, a step in either direction next to it adds 1
 * (its centre is half a hex further that way), a sideways-back step
 * takes 1 off.  Only differences between hexes mean anything. */
int	hex_toward(const struct grid *, struct hex, int dir);
int	hex_dir_to(const struct grid *, struct hex from, struct hex to);
int	hex_line(const struct grid *, struct hex, struct hex,
	    struct hex_step *, int max);

/* Vertices: vertex v of a hex is the corner between its hexsides v and
 * v + 1 (clockwise), shared with the neighbours in those two
 * directions.  Its name is its compass bearing on the 16-point rose
 * (a flat-topped grid with north up: nne e sse ssw w nnw; a
 * pointy-topped one: n ene ese s wsw wnw). */
void	hex_vertex_neighbours(const struct grid *, struct hex, int v,
	    struct hex out[2]);
const char *hex_vertex_name(const struct grid *, int v);
int	hex_vertex_parse(const struct grid *, const char *);

const char *hex_dir_name(const struct grid *, int dir);
int	hex_dir_parse(const struct grid *, const char *);
int	hex_dir_opposite(int);

/* Where a hexside lies relative to a facing: 0 dead ahead, 1 front
 * right, 2 right flank, 3 rear, 4 left flank, 5 front left. */
int	hex_dir_relative(int facing, int dir);

/* Sets of relative hexsides, as bit masks over hex_dir_relative() values. */
#define ARC_BIT(rel)	(1u << (rel))
#define ARC_FRONT3	(ARC_BIT(0) | ARC_BIT(1) | ARC_BIT(5))
#define ARC_REAR	ARC_BIT(3)
#define ARC_FLANKS	(ARC_BIT(2) | ARC_BIT(4))

#endif

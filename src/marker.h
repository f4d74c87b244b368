/* marker: board markers a game declares (`markers:` in game.yaml):
 * entities that are not units but stand in hexes or go with a unit
 * (Dead and Fugitive markers, stakes, charge markers), carry attributes
 * (a size, a nationality, a direction), stack and merge by the game's
 * rule and move.  They live in struct state as a plain array, so they are
 * copied, compared, snapshotted and rebuilt by replay like the units;
 * they change only through orders (`marker`) and phase or order hooks
 * (herald::marker), both journaled. */
#ifndef HERALD_MARKER_H
#define HERALD_MARKER_H

#include "hex.h"

#define MARKER_MAX_ATTRS	6	/* attributes of one kind */
#define MARKER_MAX		10000	/* markers on the board at once */
#define MARKER_MAX_KINDS	32

/* Where a kind may stand: bits. */
#define MARKER_ON_HEX		0x1
#define MARKER_ON_UNIT		0x2

enum marker_attr_type {
	MARKER_NUMBER,		/* a whole number in [min, max]: a size */
	MARKER_FACTION,		/* a faction of the game: nationality */
	MARKER_DIRECTION,	/* a compass direction: facing, heading */
	MARKER_CHOICE		/* one of a list of words: a side */
};

/* An attribute's value: a number, a faction or direction index, a choice
 * index; MARKER_NONE for a faction or direction left unset. */
#define MARKER_NONE		(-1)
#define MARKER_REQUIRED		(-1000000)	/* dflt: must be given */

struct marker_attr {
	char	 *id;
	char	 *name;
	int	  type;
	int	  min, max;	/* numbers */
	int	  dflt;		/* or MARKER_REQUIRED */
	char	**choices;	/* MARKER_CHOICE, NULL-terminated */
	int	  nchoices;
};

struct marker_kind {
	char		  *id;
	char		  *name;
	char		   symbol;	/* on the map, in a hex with no unit */
	unsigned	   on;		/* MARKER_ON_* */
	struct marker_attr attrs[MARKER_MAX_ATTRS];
	int		   nattrs;
	/* Stacking: two markers of the kind in one place (a hex, or a
	 * unit) become one whose `sum` attribute is the total of both
	 * (x1 + x2 = x3), unless they differ in an attribute of `apart`;
	 * sum -1: they stand side by side.  max: markers of the kind in one
	 * place, 0: no limit. */
	int		   sum;
	unsigned	   apart;	/* bit per attribute */
	int		   max;
	/* What the marker does to movement and line of sight in its hex,
	 * for the mechanisms that ask (marker_effect). */
	int		   cost2;	/* movement points to enter, in
					   halves, added to the terrain's */
	int		   blocks_move;
	int		   blocks_los;
	char		  *section;
};

/* A marker on the board.  Plain data (no pointers), so a state's
 * markers are copied and compared as bytes. */
struct marker {
	int		id;		/* its number: shown as KIND + id */
	int		kind;
	int		unit;		/* the unit it goes with, or -1 */
	struct hex	hex;		/* where it stands when unit < 0 */
	int		val[MARKER_MAX_ATTRS];
};

struct state;
struct gamedata;
struct loader;
struct ynode;
struct buf;
struct ruling;
struct ruling_step;

/* markerload.c: the `markers:` block (NULL: the game has none), read
 * after the factions; and its freeing, from gamedata_free. */
int	 marker_load(struct loader *, struct gamedata *, const struct ynode *);
void	 marker_kinds_free(struct gamedata *);
/* A scenario's `markers:` (the words of `marker place` orders), checked
 * against its set-up; its freeing, from scenario_free; and their placing
 * as the game starts, after the units (board_setup). */
struct scenario;
int	 marker_setup_load(struct loader *, const struct gamedata *,
	    struct scenario *, const struct ynode *);
void	 marker_setup_free(struct scenario *);
int	 marker_setup(struct state *, const struct scenario *, char **cause);
/* The kind a word names (its id or name, ignoring case), or -1 with
 * *cause listing the kinds. */
int	 marker_kind_find(const struct gamedata *, const char *, char **cause);

/* The state's markers: copy (dst's own array is freed), free, compare
 * (0 and *what saying where they differ), and whether two are the same
 * byte for byte. */
void	 marker_state_copy(struct state *dst, const struct state *src);
void	 marker_state_free(struct state *);
int	 marker_state_equal(const struct state *, const struct state *,
	    char **what);
size_t	 marker_state_bytes(const struct state *);

/* The index in st->markers of a marker named by its label ("dead3") or
 * number ("3"), or -1 with *cause. */
int	 marker_find(const struct state *, const char *, char **cause);
/* Where a marker stands: its hex, or its unit's (the first of a unit
 * on two hexes); 0 if its unit is off the map. */
int	 marker_where(const struct state *, const struct marker *,
	    struct hex *);
/* Every hex a marker stands in (0 to 2): its own, or each hex of its
 * unit's footprint (a marker carried by a unit on two hexes is in
 * both); and whether it stands in h so.  What asks by hex (`show HEX`,
 * herald::marker list HEX, the map) asks these. */
int	 marker_hexes(const struct state *, const struct marker *,
	    struct hex out[2]);
int	 marker_in(const struct state *, const struct marker *, struct hex);
/* "dead3" */
const char *marker_label(const struct state *, const struct marker *);

/* Orders, validated before anything changes: 0, with what was done as
 * a record at the end of r (ruling.h RS_MARKER_*; r may be NULL: done
 * unsaid); or -1, the state as it was, and the refusal either as a
 * record at the end of r (RS_REFUSE_MARKER_*, *cause left NULL; the
 * caller renders it, narrate_refusal) or, for what other modules refuse
 * (a unit, a hex, a word) and without r, in words in *cause.  where is a hex or a
 * unit; attrs are "name=value" words.  *placed (unless NULL): the
 * number of the marker placed, or of the one it merged into. */
int	 marker_place_rec(struct state *, const char *kind, const char *where,
	    int nattrs, char **attrs, int *placed, struct ruling *r,
	    char **cause);
int	 marker_move_rec(struct state *, const char *marker,
	    const char *where, struct ruling *r, char **cause);
int	 marker_remove_rec(struct state *, const char *marker,
	    struct ruling *r, char **cause);
int	 marker_set_rec(struct state *, const char *marker, int nattrs,
	    char **attrs, struct ruling *r, char **cause);
/* An RS_REFUSE_MARKER_* refusal in words, for the set-up at load
 * (below narrate; narrate-refuse.c says the same, test_refusals.c
 * checks that they agree). */
char	*marker_refusal_words(const struct ruling_step *);
/* Placing and moving with what was done in words (out may be NULL),
 * as narrate-marker.c says the record, for the callers that are not
 * given records yet: a scenario's markers (markersetup.c), the unit
 * tests of two-hex units (test_twohex.c). */
int	 marker_place(struct state *, const char *kind, const char *where,
	    int nattrs, char **attrs, int *placed, struct buf *out,
	    char **cause);
int	 marker_move(struct state *, const char *marker, const char *where,
	    struct buf *out, char **cause);

/* "Dead x3 (side Red)": the kind and its attributes' values (markershow.c),
 * for the listings and narrate-marker.c alike. */
void	 marker_describe_values(const struct gamedata *,
	     const struct marker_kind *, const int *val, struct buf *);
/* markershow.c: what the players see (one marker in words:
 * marker-int.h). */
void	 marker_list(const struct state *, struct buf *);
/* "markers: ..." lines for a hex or a unit; nothing when it has none. */
void	 marker_show_hex(const struct state *, struct hex, struct buf *);
void	 marker_show_unit(const struct state *, int unit, struct buf *);
/* The symbol of the first marker standing in the hex (by itself or with
 * a unit, in either hex of a unit on two), or '\0'. */
char	 marker_symbol(const struct state *, struct hex);

/* For movement and line of sight: what the markers standing in a hex
 * by themselves add (extra cost in half points) and whether they block
 * (a marker that goes with a unit does nothing to the hex).  0 and
 * nothing when there are none. */
int	 marker_effect(const struct state *, struct hex, int *cost2,
	    int *blocks_move, int *blocks_los);
/* The same as the movement and line of sight mechanisms ask it: the
 * extra cost of entering h (half points), or -1 with *cause where a
 * marker there bars units; whether a marker in h blocks the line. */
int	 marker_move_cost(const struct state *, struct hex, char **cause);
int	 marker_blocks_los(const struct state *, struct hex);

#endif

/* rulebook: herald's summaries of a game's rules (scenarios/GAME/
 * rules.yaml, doc/rules/README.md), for the `rule` command (issue 11):
 * the numbered sections nested as the book nests them, the game's
 * glossary and its charts.  A game's file is read only when a rule
 * look-up first asks for it, and kept for the rest of the run, so that
 * start-up reads nothing more. */
#ifndef HERALD_RULEBOOK_H
#define HERALD_RULEBOOK_H

#include "util.h"

struct ownbook;

struct rsection {
	char	 *number;	/* "9.2", as the book prints it */
	char	 *title;
	char	 *summary;	/* herald's words; may be NULL */
	char	**see;		/* numbers of sections of the same file */
	int	  nsee;
	char	**checked_by;	/* herald commands */
	int	  nchecked;
	char	**words;	/* more words to be found by */
	int	  nwords;
	char	 *chart;	/* a chart id, or NULL */
	char	 *errata;
	char	 *clarifications;
	char	 *note;
	int	  depth;	/* 0 at the top */
	int	  parent;	/* index in the book, or -1 */
};

struct rterm {
	char	 *term;
	char	 *means;
	char	**aliases;
	int	  naliases;
	char	**see;
	int	  nsee;
};

struct rchart {
	char	 *id;
	char	**names;	/* what a player may type after `rule` */
	int	  nnames;
	char	 *title;
	char	 *section;	/* a section number, or NULL */
};

struct rulebook {
	char		*game;
	char		*title;
	char		*file;		/* as named in messages */
	struct rsection	*sec;		/* in the book's order */
	int		 nsec;
	struct rterm	*gloss;
	int		 ngloss;
	struct rchart	*charts;
	int		 ncharts;
	/* The owner's own copy of the rulebook (ownbook.c), or NULL;
	 * own_error says why the one named could not be read. */
	struct ownbook	*own;
	char		*own_file;
	char		*own_error;
};

/* Reads a rules file; display names it in messages (file:line:col). */
int	rulebook_parse(const char *text, size_t len, const char *display,
	    struct rulebook **, char **cause);
/* game, when not NULL, is the game the file must be for. */
int	rulebook_load(const char *path, const char *display, const char *game,
	    struct rulebook **, char **cause);
void	rulebook_free(struct rulebook *);

/* The rules of a game under datadir (scenarios/GAME/rules.yaml), read on
 * the first call and kept; NULL with *cause if there are none or they
 * cannot be read.  With it comes the owner's rulebook, if one is set. */
const struct rulebook *rulebook_get(const char *datadir, const char *game,
	    char **cause);
/* Frees what rulebook_get kept. */
void	rulebook_forget(void);

/* The owner's plain-text rulebook for a game (herald --rulebook FILE);
 * without one, $XDG_CONFIG_HOME/herald/rulebooks/GAME.txt is read if it
 * exists. */
void	rulebook_set_owner(const char *game, const char *file);

/* The section numbered s ("9.2", "§9.2", "9", also "9" for a book's
 * "9.0" and back), or -1. */
int	rulebook_find(const struct rulebook *, const char *s);
/* The chart a player names ("crt", "table 4", any of its names, in any
 * case), or -1. */
int	rulebook_chart(const struct rulebook *, const char *name);

/* For tab completion: the section numbers, the words of the titles in
 * lower case, and the charts' one-word names (free with words_free_argv). */
char  **rulebook_words(const struct rulebook *, int *n);

/* Whether a word reads as a section number: digits and dots, with an
 * optional leading §. */
int	rulebook_numberish(const char *);

#endif

/* rulesearch: `rule WORD...`, finding a game's rules by the words a
 * player types (issue 11): in the titles, summaries, keywords and
 * glossary of herald's rules file and in the owner's rulebook, whatever
 * the word's form (rout, routed, routing) and despite one typo. */
#ifndef HERALD_RULESEARCH_H
#define HERALD_RULESEARCH_H

struct rulebook;

enum rhit_kind {
	RH_SECTION,	/* a section of herald's file */
	RH_TERM,	/* a glossary entry */
	RH_CHART,	/* a chart */
	RH_OWN		/* a section of the owner's book herald's file lacks */
};

struct rhit {
	enum rhit_kind	 kind;
	int		 index;		/* in its list */
	int		 score;
	int		 exact;		/* 2: the words are its title (or term);
					   1: a term that they are names it
					   first; 0: neither */
};

/* The hits for the words, best first, in the book's order where scores
 * tie; *n of them (0: nothing matched).  Free the array. */
struct rhit	*rulesearch_find(const struct rulebook *, int argc, char **argv,
		    int *n);

/* The one hit to show whole, or -1 when the hits are a list to choose
 * from: the only section whose title the words are, else the only one a
 * glossary term that they are names first, else the only section
 * found. */
int		 rulesearch_clear_hit(const struct rhit *, int n);

/* For tests: a word's stem (folded to lower case ASCII: "Mêlée" and
 * "melees" both give "mele"), and whether two words are one edit apart
 * (a letter changed, added, dropped, or two swapped). */
char		*rulesearch_stem(const char *word);
int		 rulesearch_one_edit(const char *a, const char *b);

#endif

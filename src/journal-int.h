/* journal-int: what the live journal (journal.c) and the reading of whole
 * files (jread.c) share.  Not for anything else. */
#ifndef HERALD_JOURNAL_INT_H
#define HERALD_JOURNAL_INT_H

#include "journal.h"

#define MAGIC_1		"herald-journal 1"
#define MAGIC_2		"herald-journal 2"
#define MAGIC_SAVE	"herald-save 2"

/* Parses a whole file image: its records up to any damage, which
 * im->damage and im->at describe; -1 only if it is not a herald file at
 * all (*cause says so). */
int	journal_parse_image(const char *path, const char *img, size_t len,
	    struct jimage *im, char **cause);

#endif

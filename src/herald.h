/* herald: program-wide settings: where the data is, which game is the
 * default, where the journal and history live, and where seeds come
 * from. */
#ifndef HERALD_HERALD_H
#define HERALD_HERALD_H

#include <stdint.h>

struct session;

#define HERALD_DEFAULT_GAME "battle-of-agincourt"

char		*herald_datadir(const char *override);
const char	*herald_default_game(struct session *);
char		*herald_state_dir(void);	/* created if missing */

/* A fixed seed (--seed) or, without one, a fresh one per game. */
void		 herald_fix_seed(uint64_t);
uint64_t	 herald_next_seed(void);

#endif

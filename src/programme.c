/* programme: the orders of a programmed side, asked of the game's
 * `programme` hook and carried out as orders (programme.h). */
#include "programme.h"

#include <stdlib.h>
#include <string.h>


#define PROGRAMME_ORDERS_MAX	200	/* orders one answer may give */

int
programme_orders(struct session *s, struct programme_order **out, int *n,
    char **cause)
{
	struct programme_order *o = NULL;
	char *answer = NULL, *p, *nl, *hash;
	int rc;

	*out = NULL;
	*n = 0;
	if (!session_has_game(s)) {
		*cause = xstrdup("no game in play");
		return -1;
	}
	rc = session_programme_ask(s, &answer, cause);
	if (rc < 0)
		return -1;
	if (rc == 0) {
		*cause = xprintf("%s%s%s has no programme: herald plays no "
		    "side of it (every side is a player's)", s->gd->title,
		    s->sc != NULL ? ", " : "", s->sc != NULL ? s->sc->title :
		    "");
		return -1;
	}
	for (p = answer; p != NULL && *p != '\0'; p = nl) {
		if ((nl = strchr(p, '\n')) != NULL)
			*nl++ = '\0';
		while (*p == ' ' || *p == '\t')
			p++;
		if (*p == '\0')
			continue;
		if (*n == PROGRAMME_ORDERS_MAX) {
			programme_free(o, *n);
			free(answer);
			*out = NULL;
			*n = 0;
			*cause = xprintf("the programme gives more than %d "
			    "orders at once", PROGRAMME_ORDERS_MAX);
			return -1;
		}
		o = xrealloc(o, sizeof *o * (size_t)(*n + 1));
		hash = strstr(p, " # ");
		o[*n].why = hash != NULL ? xstrdup(hash + 3) : NULL;
		if (hash != NULL)
			*hash = '\0';
		o[*n].line = xstrdup(p);
		(*n)++;
	}
	free(answer);
	*out = o;
	return 0;
}

void
programme_free(struct programme_order *o, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		free(o[i].line);
		free(o[i].why);
	}
	free(o);
}

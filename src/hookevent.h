/* hookevent: the one list of the events a game or scenario may name in
 * its `hooks:` map (doc/authoring.md, "Hooks").  The loader checks every
 * name against it, so a misspelt event is an error at load, not a hook
 * that silently never runs. */
#ifndef HERALD_HOOKEVENT_H
#define HERALD_HOOKEVENT_H

struct hook_event_info {
	const char	*name;
	const char	*args;		/* the words the procedure is given */
	int		 refuses;	/* its answer can refuse what asked */
	const char	*when;
};

/* The known events, ending with a NULL name. */
extern const struct hook_event_info hookevent_table[];

/* The entry for an event name, or NULL. */
const struct hook_event_info *hookevent_find(const char *name);
/* "start, phase_start, ...": the names, for an error (xprintf). */
char	*hookevent_names(void);

#endif

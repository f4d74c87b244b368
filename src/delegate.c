/* delegate: the choices herald takes for the players (delegate.h). */
#include "delegate.h"

#include <stdlib.h>
#include <string.h>

#include "gdload.h"

static const struct {
	const char	*name;
	unsigned	 bit;
} choices[] = {
	{ "retreat", DELEGATE_RETREAT },
	{ "losses", DELEGATE_LOSSES },
	{ "defender-advance", DELEGATE_DEFENDER_ADVANCE },
};

static int
load_choices(struct loader *l, const struct ynode *v, unsigned *out)
{
	struct buf b;
	size_t k;
	int i;

	/* a delegate that decides nothing would be an option that does
	 * nothing: refused, as a misspelt choice is */
	if (v->n == 0)
		return ld_fail(l, v, "expected the choices herald may take for "
		    "the players (one or more of retreat, losses, "
		    "defender-advance), not none");
	for (i = 0; i < v->n; i++) {
		for (k = 0; k < nitems(choices); k++)
			if (v->items[i]->type == Y_SCALAR &&
			    strcmp(v->items[i]->value, choices[k].name) == 0)
				break;
		if (k < nitems(choices) && (*out & choices[k].bit) != 0)
			return ld_fail(l, v->items[i], "\"%s\" is listed twice",
			    choices[k].name);
		if (k < nitems(choices)) {
			*out |= choices[k].bit;
			continue;
		}
		buf_init(&b);
		for (k = 0; k < nitems(choices); k++)
			buf_printf(&b, "%s%s", k ? ", " : "", choices[k].name);
		ld_fail(l, v->items[i], "expected a choice herald may take "
		    "for the players: one of %s", b.s);
		buf_free(&b);
		return -1;
	}
	return 0;
}

/* What the option found is not, and what the game's options are. */
static int
no_option(struct loader *l, const struct gamedata *gd, const struct ynode *v)
{
	struct buf b;
	int i;

	buf_init(&b);
	for (i = 0; i < gd->noptions; i++)
		buf_printf(&b, "%s%s", i ? ", " : "", gd->options[i].id);
	if (gd->noptions > 0)
		ld_fail(l, v, "expected one of the game's options (%s), not "
		    "\"%s\"", b.s, v->value);
	else
		ld_fail(l, v, "expected one of the game's options, not \"%s\": "
		    "the game declares none (options: in game.yaml)", v->value);
	buf_free(&b);
	return -1;
}

int
delegate_load(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "option", Y_SCALAR, 1 }, { "decides", Y_SEQ, 1 },
		{ "section", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	struct delegate_rules *d = &gd->delegate;
	const struct ynode *v;

	d->option = -1;
	d->decides = 0;
	if (m == NULL)
		return 0;
	if (ymap_check(&l->d, m, fields, "delegate", &l->cause) != 0 ||
	    ld_str(l, m, "section", &d->section) != 0)
		return -1;
	v = ymap_get(m, "option");
	if ((d->option = gd_option(gd, v->value)) < 0)
		return no_option(l, gd, v);
	return load_choices(l, ymap_get(m, "decides"), &d->decides);
}

void
delegate_free(struct gamedata *gd)
{
	free(gd->delegate.section);
	gd->delegate.section = NULL;
}

int
delegate_decides(const struct state *st, unsigned what)
{
	const struct delegate_rules *d = &st->gd->delegate;

	return (d->decides & what) != 0 && d->option >= 0 &&
	    (st->options & (1u << d->option)) != 0;
}

int
delegate_option(const struct gamedata *gd)
{
	return gd->delegate.decides != 0 ? gd->delegate.option : -1;
}

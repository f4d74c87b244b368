/* seqnote: a phase's note (`note:` in the sequence of play, seqload.c),
 * said as the phase begins and by status: what the phase's players
 * should know that herald does not do, e.g. a rule it does not referee
 * yet (issue 13: "phases whose mechanisms come in part 2 are present and
 * say so").  The note is the data's text, cited with the phase's section
 * (a step after an impulse without one of its own cites its phase's, as
 * seq_where does); narrate-phase.c renders it (RS_PHASE_NOTE). */
#include "sequence.h"

#include <stddef.h>

struct ruling_step *
seq_note(const struct state *st, struct ruling *r)
{
	const struct phase *p = seq_phase(st), *ph;
	const char *section;
	struct ruling_step *s;

	if (p == NULL || p->note == NULL)
		return NULL;
	ph = &st->gd->sequence.phases[p->first];
	section = p->section;
	if (p->step > 0 && section == NULL)
		section = ph->section;
	s = ruling_add(r, RS_PHASE_NOTE, st->gd->id, section);
	ruling_word(s, p->note);
	return s;
}

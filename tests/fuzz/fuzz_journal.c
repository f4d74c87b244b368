/* fuzz_journal: the journal reader, through its public API
 * (journal_read_file and journal_save), so that it follows the format
 * wherever the format goes.
 *
 * An input that begins "herald-" is a file as it lies on disk, read as
 * it is: it must be read or refused with a reason, never crash, and
 * what `load` reads whole its salvage reads the same.  An input that
 * begins "chain MAGIC" is the same with the records' bodies only, one a
 * line: the chain is made for them (fz_rechain), so that what a record
 * says reaches the parser.  Any other input is records without their
 * checks, one a line:
 *	KIND TEXT[<TAB>ROLL ROLL ... from=NAME]
 * (KIND: new, do, undo, redo; a line that is not a record is skipped;
 * a part=I/N is left out, as journal_save leaves it out).
 * They are written with journal_save, which must give a file that reads
 * back as the very same records: what herald writes, herald reads. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzzutil.h"
#include "journal.h"

const char fuzz_name[] = "journal";

#define FZ_MAX_RECS	256

static void
free_recs(struct jrec *recs, int n)
{
	int i;

	for (i = 0; i < n; i++)
		jrec_free(&recs[i]);
	free(recs);
}

/* One plain record line; 0 if it is one. */
static int
plain_record(char *line, struct jrec *r)
{
	static const char *const kinds[] = { "new", "do", "undo", "redo" };
	char *text, *tab, *tok, *save = NULL, *cause = NULL;
	size_t k;

	memset(r, 0, sizeof *r);
	if ((tab = strchr(line, '\t')) != NULL)
		*tab++ = '\0';
	if ((text = strchr(line, ' ')) != NULL)
		*text++ = '\0';
	for (k = 0; k < nitems(kinds); k++)
		if (strcmp(line, kinds[k]) == 0)
			break;
	if (k == nitems(kinds))
		return -1;
	r->kind = (enum jkind)k;
	r->text = xstrdup(text != NULL ? text : "");
	if (tab == NULL)
		return 0;
	for (tok = strtok_r(tab, " ", &save); tok != NULL;
	    tok = strtok_r(NULL, " ", &save)) {
		/* which part of an import: journal_save leaves it out */
		if (strncmp(tok, "part=", 5) == 0)
			continue;
		if (strncmp(tok, "from=", 5) == 0) {
			free(r->origin);
			r->origin = xstrdup(tok + 5);
			continue;
		}
		r->rolls = xrealloc(r->rolls,
		    sizeof *r->rolls * (size_t)(r->nrolls + 1));
		if (roll_deserialise(tok, &r->rolls[r->nrolls], &cause) != 0) {
			free(cause);
			jrec_free(r);
			return -1;
		}
		r->nrolls++;
	}
	return 0;
}

static int
same_record(const struct jrec *a, const struct jrec *b)
{
	if (a->kind != b->kind || strcmp(a->text, b->text) != 0 ||
	    a->nrolls != b->nrolls || (a->origin == NULL) !=
	    (b->origin == NULL) || (a->origin != NULL &&
	    strcmp(a->origin, b->origin) != 0))
		return 0;
	return a->nrolls == 0 ||
	    memcmp(a->rolls, b->rolls, sizeof *a->rolls *
	    (size_t)a->nrolls) == 0;
}

static void
round_trip(char *s)
{
	struct jrec *recs = NULL, *got = NULL;
	char *line, *next, *path, *warning = NULL, *cause = NULL;
	int n = 0, ngot = 0, i;

	for (line = s; line != NULL && n < FZ_MAX_RECS; line = next) {
		if ((next = strchr(line, '\n')) != NULL)
			*next++ = '\0';
		recs = xrealloc(recs, sizeof *recs * (size_t)(n + 1));
		if (plain_record(line, &recs[n]) == 0)
			n++;
	}
	if (n == 0) {
		free(recs);
		return;
	}
	path = xprintf("%s/fuzz.journal", fz_workdir());
	fz_assert(journal_save(path, recs, n, &cause) == 0,
	    "journal_save: %s", cause);
	fz_assert(journal_read_file(path, &got, &ngot, &warning,
	    &cause) == 0, "what journal_save wrote does not read back: %s",
	    cause);
	fz_assert(warning == NULL, "what journal_save wrote reads back with "
	    "a warning: %s", warning);
	fz_assert(ngot == n, "%d records written, %d read back", n, ngot);
	for (i = 0; i < n; i++)
		fz_assert(same_record(&recs[i], &got[i]), "record %d (%s %s) "
		    "reads back as %s %s", i + 1, jrec_kind_name(recs[i].kind),
		    recs[i].text, jrec_kind_name(got[i].kind), got[i].text);
	free_recs(got, ngot);
	free_recs(recs, n);
	unlink(path);
	free(path);
}

/* Reads with `load`'s reader, or its salvage; -1 if refused. */
static int
read_load(const char *path, int salvage, int *n)
{
	struct jrec *recs = NULL;
	char *warning = NULL, *cause = NULL;
	int i, rc;

	rc = (salvage ? journal_read_salvage : journal_read_file)(path, &recs,
	    n, &warning, &cause);
	if (rc == 0) {
		fz_assert(*n >= 0, "%d records", *n);
		for (i = 0; i < *n; i++)
			fz_assert(recs[i].text != NULL &&
			    recs[i].nrolls >= 0, "record %d", i + 1);
		free_recs(recs, *n);
	} else
		fz_assert(cause != NULL, "refused without a reason");
	free(warning);
	free(cause);
	return rc;
}

/* A file as it lies on disk, through every reader: `load`'s, its
 * salvage, the start-up scan and the journal's own opening. */
static void
read_raw(const char *data, size_t size)
{
	struct jimage im;
	struct journal j;
	char *path, *warning = NULL, *cause = NULL;
	int n, salvaged;

	path = xprintf("%s/fuzz.journal", fz_workdir());
	fz_assert(fz_write(path, data, size) == 0, "cannot write %s", path);
	if (read_load(path, 0, &n) == 0)
		fz_assert(read_load(path, 1, &salvaged) == 0 && salvaged == n,
		    "read whole with %d records, salvaged with %d", n,
		    salvaged);
	else
		read_load(path, 1, &salvaged);
	if (journal_examine(path, &im, &cause) == 0) {
		fz_assert(im.n >= 0, "%d records", im.n);
		jimage_free(&im);
	} else {
		fz_assert(cause != NULL, "refused without a reason");
		free(cause);
		cause = NULL;
	}
	if (journal_open(&j, path, &warning, &cause) >= 0)
		journal_close(&j);
	else
		fz_assert(cause != NULL, "refused without a reason");
	free(warning);
	free(cause);
	unlink(path);
	free(path);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *s, *file;
	size_t len;

	if (size > 65536)
		return 0;
	if (size >= 7 && memcmp(data, "herald-", 7) == 0) {
		read_raw((const char *)data, size);
		fz_workdir_clean();
		return 0;
	}
	s = fz_string(data, size);
	if ((file = fz_rechain(s, &len)) != NULL) {
		read_raw(file, len);
		free(file);
	} else
		round_trip(s);
	free(s);
	fz_workdir_clean();	/* and whatever a reader kept aside */
	return 0;
}

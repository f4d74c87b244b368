/* jrec: one record of a journal, a save or a turn file: its body (what
 * the chain covers: kind, text, dice), the first format's checksummed
 * line, and parsing them back (journal.h). */
#include "journal.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *kinds[] = { "new", "do", "undo", "redo" };

const char *
jkind_name(enum jkind k)
{
	return kinds[k];
}

static uint32_t
crc32(const char *s, size_t n)
{
	uint32_t c = 0xffffffffu;
	size_t i;
	int k;

	for (i = 0; i < n; i++) {
		c ^= (unsigned char)s[i];
		for (k = 0; k < 8; k++)
			c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1)));
	}
	return ~c;
}

/* The body of a record: what the chain or the checksum covers. */
void
jrec_body(const struct jrec *r, struct buf *b)
{
	int i;

	buf_printf(b, "%s", kinds[r->kind]);
	if (r->text != NULL && *r->text != '\0')
		buf_printf(b, " %s", r->text);
	if (r->nrolls > 0 || r->origin != NULL || r->nparts > 0) {
		buf_puts(b, "\t");
		for (i = 0; i < r->nrolls; i++) {
			if (i > 0)
				buf_puts(b, " ");
			roll_serialise(&r->rolls[i], b);
		}
		if (r->origin != NULL)
			buf_printf(b, "%sfrom=%s", r->nrolls ? " " : "",
			    r->origin);
		if (r->nparts > 0)
			buf_printf(b, "%spart=%d/%d", r->nrolls ||
			    r->origin ? " " : "", r->part, r->nparts);
	}
}

void
jrec_format(const struct jrec *r, struct buf *b)
{
	struct buf x;

	buf_init(&x);
	jrec_body(r, &x);
	buf_printf(b, "%08x %s\n", crc32(x.s, x.len), x.s);
	buf_free(&x);
}

void
jrec_free(struct jrec *r)
{
	free(r->text);
	free(r->rolls);
	free(r->origin);
	memset(r, 0, sizeof *r);
}

void
jrec_copy(struct jrec *dst, const struct jrec *src)
{
	*dst = *src;
	dst->text = src->text ? xstrdup(src->text) : NULL;
	dst->origin = src->origin ? xstrdup(src->origin) : NULL;
	dst->rolls = NULL;
	if (src->nrolls > 0) {
		dst->rolls = xmalloc(sizeof *dst->rolls * (size_t)src->nrolls);
		memcpy(dst->rolls, src->rolls,
		    sizeof *dst->rolls * (size_t)src->nrolls);
	}
}

/* "K/N", 1 <= K <= N, bounded. */
static int
part(char *s, struct jrec *r)
{
	char *slash = strchr(s, '/');
	long k, n;

	if (slash == NULL)
		return -1;
	*slash = '\0';
	if (parse_int(s, 1, CHAIN_MAX_RECORDS, &k) != 0 ||
	    parse_int(slash + 1, 1, CHAIN_MAX_RECORDS, &n) != 0 || k > n)
		return -1;
	r->part = (int)k;
	r->nparts = (int)n;
	return 0;
}

int
jrec_parse_body(char *body, struct jrec *r)
{
	char *kind = body, *text, *tab, *tok, *save = NULL, *why = NULL;
	size_t k;

	memset(r, 0, sizeof *r);
	text = strchr(kind, ' ');
	tab = strchr(kind, '\t');
	if (text != NULL && tab != NULL && tab < text)
		text = NULL;
	if (tab != NULL)
		*tab++ = '\0';
	if (text != NULL)
		*text++ = '\0';
	for (k = 0; k < nitems(kinds); k++)
		if (strcmp(kind, kinds[k]) == 0)
			break;
	if (k == nitems(kinds))
		return -1;
	r->kind = (enum jkind)k;
	r->text = xstrdup(text ? text : "");
	if (tab == NULL)
		return 0;
	for (tok = strtok_r(tab, " ", &save); tok != NULL;
	    tok = strtok_r(NULL, " ", &save)) {
		if (strncmp(tok, "from=", 5) == 0) {
			free(r->origin);
			r->origin = xstrdup(tok + 5);
			continue;
		}
		if (strncmp(tok, "part=", 5) == 0) {
			if (part(tok + 5, r) != 0)
				goto bad;
			continue;
		}
		if (r->nrolls == JREC_MAX_ROLLS)
			goto bad;
		r->rolls = xrealloc(r->rolls,
		    sizeof *r->rolls * (size_t)(r->nrolls + 1));
		if (roll_deserialise(tok, &r->rolls[r->nrolls], &why) != 0)
			goto bad;
		r->nrolls++;
	}
	return 0;
bad:
	free(why);
	jrec_free(r);
	return -1;
}

int
jrec_parse(char *line, struct jrec *r)
{
	unsigned long want;
	char *sp;

	memset(r, 0, sizeof *r);
	if (strlen(line) < 10 || line[8] != ' ' ||
	    strspn(line, "0123456789abcdef") != 8)
		return -1;
	want = strtoul(line, &sp, 16);
	if (sp != line + 8 || crc32(line + 9, strlen(line + 9)) != want)
		return -1;
	return jrec_parse_body(line + 9, r);
}


/* ownbook: a plain-text rulebook cut into its numbered sections.  The
 * text is whatever the owner made of the book (typed, or converted from
 * a PDF), so the cut is by what section headings look like, and where a
 * number opens more than one stretch of text (a table of contents before
 * the rules) the longest stretch is the section. */
#include "ownbook.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "util.h"

char *
ownbook_heading(const char *line, size_t len)
{
	const char *p = line, *end = line + len, *num;
	int sign = 0, dots = 0, digits = 0;
	long first;

	while (p < end && (*p == ' ' || *p == '\t') && p - line < 8)
		p++;
	if ((size_t)(end - p) >= strlen("§") &&
	    memcmp(p, "§", strlen("§")) == 0) {
		sign = 1;
		p += strlen("§");
		while (p < end && *p == ' ')
			p++;
	}
	num = p;
	for (;;) {
		digits = 0;
		while (p < end && isdigit((unsigned char)*p) && digits < 4) {
			p++;
			digits++;
		}
		if (digits == 0 || digits > 3)
			return NULL;
		if (p + 1 < end && *p == '.' && isdigit((unsigned char)p[1]) &&
		    dots < 3) {
			p++;
			dots++;
			continue;
		}
		break;
	}
	first = strtol(num, NULL, 10);
	if (first > 200)
		return NULL;
	len = (size_t)(p - num);
	if (p < end && (*p == '.' || *p == ':'))	/* "9.", "7.3:" */
		p++;
	if (p < end && *p != ' ' && *p != '\t' && *p != '\r')
		return NULL;			/* "1.5:1", "9.2a" */
	while (p < end && (*p == ' ' || *p == '\t' || *p == '-' ||
	    *p == ':' || *p == '\r'))
		p++;
	if (p < end && !sign && isdigit((unsigned char)*p))
		return NULL;			/* a row of a table */
	/* a bare "3" before a lower-case word is running text */
	if (dots == 0 && !sign && p < end && islower((unsigned char)*p))
		return NULL;
	return xstrndup(num, len);
}

static void
add(struct ownbook *ob, char *number, const char *from, const char *to,
    int line)
{
	struct ownsec *s;
	int i;

	while (to > from && isspace((unsigned char)to[-1]))
		to--;
	/* a number seen before keeps the longer of its two texts */
	for (i = 0; i < ob->n; i++) {
		s = &ob->sec[i];
		if (strcmp(s->number, number) != 0)
			continue;
		if ((size_t)(to - from) > strlen(s->text)) {
			free(s->text);
			s->text = xstrndup(from, (size_t)(to - from));
			s->line = line;
		}
		free(number);
		return;
	}
	ob->sec = xrealloc(ob->sec, sizeof *ob->sec * (size_t)(ob->n + 1));
	s = &ob->sec[ob->n++];
	s->number = number;
	s->text = xstrndup(from, (size_t)(to - from));
	s->line = line;
}

int
ownbook_parse(const char *text, size_t len, struct ownbook **out)
{
	struct ownbook *ob = xcalloc(1, sizeof *ob);
	const char *p = text, *end = text + len, *eol, *start = NULL;
	char *num, *cur = NULL;
	int line = 0, at = 0;

	for (; p < end; p = eol < end ? eol + 1 : end) {
		line++;
		if ((eol = memchr(p, '\n', (size_t)(end - p))) == NULL)
			eol = end;
		if ((num = ownbook_heading(p, (size_t)(eol - p))) == NULL)
			continue;
		if (cur != NULL)
			add(ob, cur, start, p, at);
		cur = num;
		start = p;
		at = line;
	}
	if (cur != NULL)
		add(ob, cur, start, end, at);
	*out = ob;
	return 0;
}

int
ownbook_load(const char *path, struct ownbook **out, char **cause)
{
	struct stat sb;
	FILE *f;
	char *text;
	size_t got;
	int rc;

	*out = NULL;
	if ((f = fopen(path, "r")) == NULL) {
		*cause = xprintf("%s: %s", path, strerror(errno));
		return -1;
	}
	if (fstat(fileno(f), &sb) != 0 || !S_ISREG(sb.st_mode)) {
		fclose(f);
		*cause = xprintf("%s: not a regular file", path);
		return -1;
	}
	if (sb.st_size > OWNBOOK_MAX_BYTES) {
		fclose(f);
		*cause = xprintf("%s: larger than %d bytes (expected a "
		    "rulebook as plain text)", path, OWNBOOK_MAX_BYTES);
		return -1;
	}
	text = xmalloc((size_t)sb.st_size + 1);
	got = fread(text, 1, (size_t)sb.st_size, f);
	fclose(f);
	text[got] = '\0';
	if (memchr(text, '\0', got) != NULL) {
		free(text);
		*cause = xprintf("%s: not plain text (it holds NUL bytes; "
		    "expected the rulebook as text, e.g. from pdftotext)",
		    path);
		return -1;
	}
	rc = ownbook_parse(text, got, out);
	free(text);
	return rc;
}

void
ownbook_free(struct ownbook *ob)
{
	int i;

	if (ob == NULL)
		return;
	for (i = 0; i < ob->n; i++) {
		free(ob->sec[i].number);
		free(ob->sec[i].text);
	}
	free(ob->sec);
	free(ob);
}

const struct ownsec *
ownbook_find(const struct ownbook *ob, const char *s)
{
	char *want, *alt;
	size_t n;
	int i;
	const struct ownsec *found = NULL;

	if (ob == NULL)
		return NULL;
	if (strncmp(s, "§", strlen("§")) == 0)
		s += strlen("§");
	want = xstrdup(s);
	n = strlen(want);
	while (n > 1 && want[n - 1] == '.')
		want[--n] = '\0';
	if (n > 2 && strcmp(want + n - 2, ".0") == 0)
		alt = xstrndup(want, n - 2);
	else
		alt = xprintf("%s.0", want);
	for (i = 0; i < ob->n && found == NULL; i++)
		if (strcmp(ob->sec[i].number, want) == 0)
			found = &ob->sec[i];
	for (i = 0; i < ob->n && found == NULL; i++)
		if (strcmp(ob->sec[i].number, alt) == 0)
			found = &ob->sec[i];
	free(want);
	free(alt);
	return found;
}

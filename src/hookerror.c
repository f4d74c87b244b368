/* hookerror: what a hook's failure is told as: "file.tcl:12: WHAT
 * failed: MESSAGE", the file and line found from the interpreter's
 * error information and the scripts' texts (the last definition of the
 * procedure loaded is the one that ran), or the limit it ran past. */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "hook-int.h"
#include "util.h"
#include "yread.h"

#define HOOK_MAX_ERROR	4096	/* bytes of a hook's message shown */

const char *
hook_base_name(const char *path)
{
	const char *s = strrchr(path, '/');

	return s ? s + 1 : path;
}

/* --- errors --------------------------------------------------------- */

static int
count_lines(const char *text)
{
	int n = 1;

	for (; *text != '\0'; text++)
		n += *text == '\n';
	return n;
}

/* The line of the script where procedure NAME is defined. */
static int
proc_line(const char *text, const char *name)
{
	const char *p = text, *q;
	size_t n = strlen(name);
	int line = 1;

	while (*p != '\0') {
		q = p;
		while (*q == ' ' || *q == '\t')
			q++;
		if (strncmp(q, "proc", 4) == 0 && isspace((unsigned char)q[4])) {
			q += 4;
			while (*q == ' ' || *q == '\t')
				q++;
			if (strncmp(q, "::", 2) == 0)
				q += 2;
			if (strncmp(q, name, n) == 0 &&
			    isspace((unsigned char)q[n]))
				return line;
		}
		if ((p = strchr(p, '\n')) == NULL)
			break;
		p++;
		line++;
	}
	return 0;
}

/* `(procedure "NAME" line N)` in the error information: the script may
 * have written it (return -errorinfo), so everything is bounded. */
static int
proc_frame(const char *ei, char *name, size_t size, long *body)
{
	const char *p, *q;
	char *end;

	if ((p = strstr(ei, "(procedure \"")) == NULL)
		return 0;
	p += 12;
	if ((q = strchr(p, '"')) == NULL || (size_t)(q - p) >= size ||
	    strncmp(q, "\" line ", 7) != 0 || !isdigit((unsigned char)q[7]))
		return 0;
	errno = 0;
	*body = strtol(q + 7, &end, 10);
	if (errno != 0 || *body < 1 || *body > YREAD_MAX_BYTES)
		return 0;
	memcpy(name, p, (size_t)(q - p));
	name[q - p] = '\0';
	return 1;
}

/* A hook's message, bounded, cut where a character starts. */
static char *
bounded(const char *msg)
{
	size_t len = strlen(msg), cut = HOOK_MAX_ERROR;

	if (len <= HOOK_MAX_ERROR)
		return xstrdup(msg);
	while (cut > 0 && ((unsigned char)msg[cut] & 0xc0) == 0x80)
		cut--;
	return xprintf("%.*s... (%zu bytes in all)", (int)cut, msg, len);
}

/* "file.tcl:12: message", from the interpreter's error information.
 * LOADING names the script being loaded, or is NULL in a call. */
char *
hook_describe_error(struct hooks *h, const char *what, const char *loading)
{
	Tcl_Obj *opts, *key, *info = NULL;
	const char *ei, *file = loading ? loading : h->nscripts > 0 ?
	    h->paths[h->named] : "hooks", *text;
	char name[128], *msg, *out;
	long body;
	int line = 0, def = 0;

	if (Tcl_LimitExceeded(h->child)) {
		int commands = Tcl_LimitTypeExceeded(h->child,
		    TCL_LIMIT_COMMANDS);

		return xprintf("%s: %s was stopped: it ran past the limit of "
		    "%s (%d %s); the game is unchanged", hook_base_name(file),
		    what, commands ? "commands" : "time",
		    commands ? h->max_commands : hook_time_limit(h),
		    commands ? "commands" : "ms");
	}
	msg = bounded(Tcl_GetStringResult(h->child));
	opts = Tcl_GetReturnOptions(h->child, TCL_ERROR);
	Tcl_IncrRefCount(opts);
	key = Tcl_NewStringObj("-errorinfo", -1);
	Tcl_IncrRefCount(key);
	Tcl_DictObjGet(NULL, opts, key, &info);
	ei = info ? Tcl_GetString(info) : "";
	if (proc_frame(ei, name, sizeof name, &body)) {
		const char *n = strncmp(name, "::", 2) == 0 ? name + 2 : name;

		int k;

		text = NULL;
		/* the last definition loaded is the one that ran */
		for (k = h->nscripts - 1; k >= 0 && text == NULL; k--)
			if ((def = proc_line(h->texts[k], n)) > 0) {
				file = h->paths[k];
				text = h->texts[k];
			}
		/* both within the file: no sum can overflow */
		if (text != NULL && body <= count_lines(text) - def + 1)
			line = def + (int)body - 1;
	} else if (loading != NULL) {
		int k;

		text = NULL;
		for (k = 0; k < h->nscripts; k++)
			if (loading == h->paths[k])
				text = h->texts[k];
		line = Tcl_GetErrorLine(h->child);
		if (text == NULL || line > count_lines(text))
			line = 0;
	}
	out = line > 0 ?
	    xprintf("%s:%d: %s failed: %s", hook_base_name(file), line, what, msg) :
	    xprintf("%s: %s failed: %s", hook_base_name(file), what, msg);
	free(msg);
	Tcl_DecrRefCount(key);
	Tcl_DecrRefCount(opts);
	return out;
}

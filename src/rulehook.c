/* rulehook: modifiers and table results that call the game's Tcl
 * (rulehook.h). */
#include "rulehook.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "combat.h"
#include "hook.h"

static struct rulehook_ctx current;

struct rulehook_ctx
rulehook_use(struct hooks *hk, const struct scenario *sc)
{
	struct rulehook_ctx was = current;

	current.hk = hk;
	current.sc = sc;
	return was;
}

void
rulehook_restore(struct rulehook_ctx was)
{
	current = was;
}

/* "1 2 3" of the units' ids, as a Tcl list of words. */
static char *
unit_list(const struct gamedata *gd, const int *u, int n)
{
	struct buf b;
	int i;

	buf_init(&b);
	for (i = 0; i < n; i++)
		buf_printf(&b, "%s%s", i ? " " : "", gd->units[u[i]].id);
	return b.s != NULL ? buf_steal(&b) : xstrdup("");
}

/* A condition's answer: a truth value, or "value N". */
static int
answer_value(const char *a, const struct modifier *m, int *value)
{
	long n;

	while (*a == ' ' || *a == '\t' || *a == '\n')
		a++;
	if (*a == '\0' || strcmp(a, "0") == 0 || strcasecmp(a, "false") == 0 ||
	    strcasecmp(a, "no") == 0 || strcasecmp(a, "off") == 0) {
		*value = 0;
		return 0;
	}
	if (strcmp(a, "1") == 0 || strcasecmp(a, "true") == 0 ||
	    strcasecmp(a, "yes") == 0 || strcasecmp(a, "on") == 0) {
		*value = m->value;
		return 0;
	}
	if (strncmp(a, "value ", 6) == 0 && util_parse_int(a + 6, -99, 99, &n) == 0) {
		*value = (int)n;
		return 0;
	}
	return -1;
}

char *
rulehook_ids(const struct gamedata *gd, const int *u, int n)
{
	return unit_list(gd, u, n);
}

int
rulehook_answer(const char *a, const struct modifier *m, int *value)
{
	return answer_value(a, m, value);
}

/* Asks a modifier's proc, on a copy of the game: a condition changes
 * nothing and says nothing. */
static int
ask(const struct state *st, const struct modifier *m, int argc,
    const char **argv, int *value, char **cause)
{
	struct hook_env env;
	struct buf said;
	char *answer = NULL, *why = NULL;
	int rc;

	*value = 0;
	if (current.hk == NULL) {
		*cause = xprintf("the modifier %s asks the hook %s, but no "
		    "hooks are loaded (the game needs hooks: {script: FILE} "
		    "defining it)", m->id, m->hook);
		return -1;
	}
	buf_init(&said);
	memset(&env, 0, sizeof env);
	env.gd = st->gd;
	env.sc = current.sc;
	env.st = state_copy(st);
	env.narration = &said;
	env.ro = NULL;
	rc = hooks_call(current.hk, &env, m->hook, argc, argv, &answer, &why);
	state_free(env.st);
	buf_free(&said);
	if (rc != 0) {
		/* the hook's reason names its file, line and proc */
		*cause = xprintf("the modifier %s (%s) could not be ruled on: "
		    "%s", m->id, m->text, why != NULL ? why : "its hook failed");
		free(why);
		free(answer);
		return -1;
	}
	free(why);
	if (answer_value(answer != NULL ? answer : "", m, value) != 0) {
		*cause = xprintf("the modifier %s (%s) could not be ruled on: "
		    "its hook %s answered \"%s\", expected a truth value (1 or "
		    "0, true or false, yes or no) or \"value N\"", m->id,
		    m->text, m->hook, answer);
		free(answer);
		return -1;
	}
	free(answer);
	return 0;
}

int
rulehook_text(const struct state *st, const char *what, const char *proc,
    int argc, const char **argv, char **answer, char **cause)
{
	struct hook_env env;
	struct buf said;
	char *why = NULL;
	int rc;

	*answer = NULL;
	if (current.hk == NULL) {
		*cause = xprintf("%s asks the hook %s, but no hooks are loaded "
		    "(the game needs hooks: {script: FILE} defining it)", what,
		    proc);
		return -1;
	}
	buf_init(&said);
	memset(&env, 0, sizeof env);
	env.gd = st->gd;
	env.sc = current.sc;
	env.st = state_copy(st);
	env.narration = &said;
	rc = hooks_call(current.hk, &env, proc, argc, argv, answer, &why);
	state_free(env.st);
	buf_free(&said);
	if (rc != 0) {
		*cause = xprintf("%s could not be ruled on: %s", what,
		    why != NULL ? why : "its hook failed");
		free(why);
		free(*answer);
		*answer = NULL;
		return -1;
	}
	free(why);
	if (*answer == NULL)
		*answer = xstrdup("");
	return 0;
}

int
rulehook_modifier(const struct state *st, const struct modifier *m,
    const struct attack *at, int *value, char **cause)
{
	const struct gamedata *gd = st->gd;
	const char *argv[4];
	char *att;
	int rc;

	/* PROC KIND ATTACKERS DEFENDER: melee or missile, a list of ids */
	att = unit_list(gd, at->att, at->natt);
	argv[0] = at->kind == KIND_MISSILE ? "missile" : "melee";
	argv[1] = att;
	argv[2] = gd->units[at->def].id;
	argv[3] = m->id;
	rc = ask(st, m, 4, argv, value, cause);
	free(att);
	return rc;
}

int
rulehook_morale(const struct state *st, const struct modifier *m, int unit,
    int *value, char **cause)
{
	const char *argv[3];

	/* PROC morale UNIT ID */
	argv[0] = "morale";
	argv[1] = st->gd->units[unit].id;
	argv[2] = m->id;
	return ask(st, m, 3, argv, value, cause);
}

int
rulehook_effect(struct state *st, const struct crt_result *rd,
    const struct attack *at, const int *who, int nwho, struct roller *ro,
    struct buf *out, char **cause)
{
	const struct gamedata *gd = st->gd;
	struct hook_env env;
	const char *argv[5];
	char *att, *vic, *why = NULL;
	int rc;

	if (rd->effect == NULL)
		return 0;
	if (current.hk == NULL) {
		*cause = xprintf("the result %s (%s) runs the hook %s, but no "
		    "hooks are loaded (the game needs hooks: {script: FILE} "
		    "defining it)", rd->code, rd->name, rd->effect);
		return -1;
	}
	/* PROC RESULT KIND ATTACKERS DEFENDER UNITS-IT-FELL-ON */
	att = unit_list(gd, at->att, at->natt);
	vic = unit_list(gd, who, nwho);
	argv[0] = rd->code;
	argv[1] = at->kind == KIND_MISSILE ? "missile" : "melee";
	argv[2] = att;
	argv[3] = gd->units[at->def].id;
	argv[4] = vic;
	memset(&env, 0, sizeof env);
	env.gd = gd;
	env.sc = current.sc;
	env.st = st;
	env.narration = out;
	env.ro = ro;
	rc = hooks_call(current.hk, &env, rd->effect, 5, argv, NULL, &why);
	free(att);
	free(vic);
	if (rc != 0) {
		*cause = xprintf("the result %s (%s) could not be carried out: "
		    "%s", rd->code, rd->name, why != NULL ? why :
		    "its hook failed");
		free(why);
		return -1;
	}
	free(why);
	return 0;
}

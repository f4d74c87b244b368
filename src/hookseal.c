/* hookseal: what a scenario hook may use.
 *
 * A game is the replay of its journal (DESIGN principle 3), so a hook
 * must answer the same on every replay and on every machine, and a call
 * may not depend on the calls before it (principle 6).  Before the
 * scripts load, every command of the safe interpreter that is not on the
 * list below is replaced by one that refuses with the reason: the clock
 * and the other sources of time, what tells one machine or run from
 * another, channels, and what keeps state outside variables (traces,
 * coroutines, child interpreters, TclOO, array searches).  Once the
 * scripts have loaded, what makes commands and namespaces is refused as
 * well (proc, rename, namespace eval and the rest), found by what it is,
 * not by its name, since a script may rename it.  So the only thing a
 * call can still leave behind is in variables (hooksnap.c).
 *
 * Commands are found in Tcl's own tables, which only its private header
 * describes (tclInt.h, from tcl8.6-dev): this runs for every interpreter
 * made, and looking each command up by name would cost as much again.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <tcl.h>
#include <tclInt.h>

#include "hook-int.h"

static const char why_time[] = "a hook cannot read the time or wait: a "
    "game must replay the same from its journal";
static const char why_machine[] = "what it tells differs between machines "
    "and runs: a game must replay the same from its journal";
static const char why_channel[] = "a hook has no files or channels: it "
    "speaks to the players with herald::narrate";
static const char why_state[] = "a hook keeps no state between calls (the "
    "game is replayed from its journal)";
static const char why_random[] = "a hook has no random numbers of its own: "
    "herald::roll rolls the order's dice, and the journal keeps them";
static const char why_float[] = "its last digits can differ between two "
    "machines' maths libraries: a game must replay the same on every "
    "machine (integers, sqrt() and the rounding functions are exact)";
static const char why_sealed[] = "commands and namespaces are made when the "
    "script loads, not when a hook runs: a hook keeps no state between "
    "calls";
static const char why_other[] = "not available to scenario hooks";

/* Before the scripts load, every command is looked up here: by its name,
 * then by its namespace.  why NULL: kept; anything not found: refused
 * (why_other). */
struct rule {
	const char	*name;
	const char	*why;
};

static const struct rule by_name[] = {
	/* the language */
	{ "::append", NULL }, { "::apply", NULL }, { "::array", NULL },
	{ "::binary", NULL }, { "::break", NULL }, { "::case", NULL },
	{ "::catch", NULL }, { "::concat", NULL }, { "::continue", NULL },
	{ "::dict", NULL }, { "::error", NULL }, { "::eval", NULL },
	{ "::expr", NULL }, { "::for", NULL }, { "::foreach", NULL },
	{ "::format", NULL }, { "::global", NULL }, { "::if", NULL },
	{ "::incr", NULL }, { "::info", NULL }, { "::join", NULL },
	{ "::lappend", NULL }, { "::lassign", NULL }, { "::lindex", NULL },
	{ "::linsert", NULL }, { "::list", NULL }, { "::llength", NULL },
	{ "::lmap", NULL }, { "::lrange", NULL }, { "::lrepeat", NULL },
	{ "::lreplace", NULL }, { "::lreverse", NULL }, { "::lsearch", NULL },
	{ "::lset", NULL }, { "::lsort", NULL }, { "::namespace", NULL },
	{ "::proc", NULL }, { "::regexp", NULL }, { "::regsub", NULL },
	{ "::rename", NULL }, { "::return", NULL }, { "::scan", NULL },
	{ "::set", NULL }, { "::split", NULL }, { "::string", NULL },
	{ "::subst", NULL }, { "::switch", NULL }, { "::tailcall", NULL },
	{ "::throw", NULL }, { "::try", NULL }, { "::unset", NULL },
	{ "::uplevel", NULL }, { "::upvar", NULL }, { "::variable", NULL },
	{ "::while", NULL }, { "::tcl::prefix", NULL },
	/* time */
	{ "::clock", why_time }, { "::time", why_time }, { "::after", why_time },
	{ "::vwait", why_time }, { "::update", why_time },
	{ "::tcl::info::cmdcount", why_time },
	/* the machine */
	{ "::pid", why_machine }, { "::tcl::info::hostname", why_machine },
	{ "::tcl::info::nameofexecutable", why_machine },
	{ "::tcl::info::library", why_machine },
	{ "::tcl::info::loaded", why_machine },
	{ "::tcl::info::sharedlibextension", why_machine },
	{ "::tcl::info::script", why_machine },
	{ "::tcl::info::patchlevel", why_machine },
	{ "::tcl::info::frame", why_machine }, { "::package", why_machine },
	{ "::tcl::pkgconfig", why_machine },
	{ "::zlib::pkgconfig", why_machine },
	/* channels */
	{ "::chan", why_channel }, { "::puts", why_channel },
	{ "::gets", why_channel }, { "::read", why_channel },
	{ "::close", why_channel }, { "::eof", why_channel },
	{ "::flush", why_channel }, { "::seek", why_channel },
	{ "::tell", why_channel }, { "::fblocked", why_channel },
	{ "::fcopy", why_channel }, { "::fileevent", why_channel },
	{ "::zlib", why_channel },
	/* state outside variables */
	{ "::interp", why_state }, { "::trace", why_state },
	{ "::coroutine", why_state }, { "::yield", why_state },
	{ "::yieldto", why_state }, { "::tcl::info::coroutine", why_state },
	{ "::tcl::info::errorstack", why_state },
	{ "::tcl::array::anymore", why_state },
	{ "::tcl::array::donesearch", why_state },
	{ "::tcl::array::nextelement", why_state },
	{ "::tcl::array::startsearch", why_state },
	{ "::tcl::array::statistics", why_state },
	{ "::tcl::Bgerror", why_state },
	/* random numbers */
	{ "::tcl::mathfunc::rand", why_random },
	{ "::tcl::mathfunc::srand", why_random },
	/* the maths library's approximations */
	{ "::tcl::mathfunc::acos", why_float },
	{ "::tcl::mathfunc::asin", why_float },
	{ "::tcl::mathfunc::atan", why_float },
	{ "::tcl::mathfunc::atan2", why_float },
	{ "::tcl::mathfunc::cos", why_float },
	{ "::tcl::mathfunc::cosh", why_float },
	{ "::tcl::mathfunc::exp", why_float },
	{ "::tcl::mathfunc::hypot", why_float },
	{ "::tcl::mathfunc::log", why_float },
	{ "::tcl::mathfunc::log10", why_float },
	{ "::tcl::mathfunc::pow", why_float },
	{ "::tcl::mathfunc::sin", why_float },
	{ "::tcl::mathfunc::sinh", why_float },
	{ "::tcl::mathfunc::tan", why_float },
	{ "::tcl::mathfunc::tanh", why_float },
};

/* Then by namespace (the name's qualifiers); a namespace refused whole
 * is deleted. */
static const struct rule by_namespace[] = {
	{ "::tcl::array", NULL }, { "::tcl::binary", NULL },
	{ "::tcl::binary::encode", NULL }, { "::tcl::binary::decode", NULL },
	{ "::tcl::dict", NULL }, { "::tcl::info", NULL },
	{ "::tcl::mathfunc", NULL }, { "::tcl::mathop", NULL },
	{ "::tcl::namespace", NULL }, { "::tcl::prefix", NULL },
	{ "::tcl::string", NULL }, { "::herald", NULL },
	{ "::tcl::clock", why_time }, { "::tcl::unsupported", why_machine },
	{ "::tcl::encoding", why_machine }, { "::tcl::chan", why_channel },
	{ "::tcl::zlib", why_channel }, { "::tcl::file", why_channel },
};

/* Refused once the scripts have loaded, wherever they were renamed to
 * (HOOK_NSEALED of them). */
static const char *const sealed[HOOK_NSEALED] = {
	"::proc", "::rename", "::tcl::namespace::eval",
	"::tcl::namespace::delete", "::tcl::namespace::ensemble",
	"::tcl::namespace::export", "::tcl::namespace::forget",
	"::tcl::namespace::import", "::tcl::namespace::path",
	"::tcl::namespace::unknown",
};

/* Where TclOO is entered: refused with a reason once it has gone. */
static const char *const oo_entries[] = {
	"::oo::class", "::oo::object", "::oo::copy", "::oo::define",
	"::oo::objdefine",
};

/* What Tcl defines itself and a safe interpreter has no use for: machine
 * details, and TclOO's, which is gone. */
static const char *const dropped_vars[] = {
	"::tcl_platform", "::tcl_patchLevel", "::oo::patchlevel",
	"::oo::version",
};

/* [expr] min() and max(): the safe interpreter's are aliases to the
 * parent, which has none. */
static const char minmax[] =
    "proc ::tcl::mathfunc::max {args} {\n"
    "    if {[llength $args] == 0} {\n"
    "        return -code error {too few arguments to math function \"max\"}\n"
    "    }\n"
    "    set m [::tcl::mathop::+ [lindex $args 0]]\n"
    "    foreach a $args { if {[::tcl::mathop::+ $a] > $m} { set m $a } }\n"
    "    return $m\n"
    "}\n"
    "proc ::tcl::mathfunc::min {args} {\n"
    "    if {[llength $args] == 0} {\n"
    "        return -code error {too few arguments to math function \"min\"}\n"
    "    }\n"
    "    set m [::tcl::mathop::+ [lindex $args 0]]\n"
    "    foreach a $args { if {[::tcl::mathop::+ $a] < $m} { set m $a } }\n"
    "    return $m\n"
    "}\n";

struct refusal {
	char		*name;		/* the command's full name */
	const char	*why;
};

/* "::tcl::info::cmdcount" -> "info cmdcount", "::tcl::mathfunc::rand"
 * -> "rand()", "::after" -> "after". */
static char *
shown_name(const char *full)
{
	const char *p = full, *q;

	if (strncmp(p, "::", 2) == 0)
		p += 2;
	if (strncmp(p, "tcl::mathfunc::", 15) == 0)
		return xprintf("%s()", p + 15);
	if (strncmp(p, "tcl::", 5) == 0 && (q = strstr(p + 5, "::")) != NULL &&
	    strstr(q + 2, "::") == NULL &&
	    strncmp(p + 5, "unsupported::", 13) != 0)
		return xprintf("%.*s %s", (int)(q - (p + 5)), p + 5, q + 2);
	return xstrdup(p);
}

static int
refuse(ClientData cd, Tcl_Interp *ip, int objc, Tcl_Obj *const objv[])
{
	const struct refusal *r = cd;
	char *shown = shown_name(r->name);

	Tcl_SetObjResult(ip, Tcl_ObjPrintf("%s: %s", shown, r->why));
	Tcl_SetErrorCode(ip, "HERALD", "REFUSED", shown, (char *)NULL);
	free(shown);
	return TCL_ERROR;
}

static void
refusal_free(ClientData cd)
{
	struct refusal *r = cd;

	free(r->name);
	free(r);
}

/* Replaces the command NAME (or makes it) with one that refuses, saying
 * it is SHOWN (NAME if NULL). */
static void
make_refusal(Tcl_Interp *ip, const char *name, const char *shown,
    const char *why)
{
	struct refusal *r = xcalloc(1, sizeof *r);

	r->name = xstrdup(shown != NULL ? shown : name);
	r->why = why;
	Tcl_CreateObjCommand(ip, name, refuse, r, refusal_free);
}

/* Commands to replace, by full name. */
struct action {
	char		*name;
	const char	*why;
	const char	*shown;
};

struct actions {
	struct action	*v;
	size_t		 n, size;
};

/* NAMESPACE::KEY ("::KEY" in the global namespace), allocated. */
static char *
full_name(const Namespace *ns, const char *key)
{
	size_t a = strlen(ns->fullName), sep = ns->parentPtr != NULL ? 2 : 0;
	size_t b = strlen(key);
	char *name = xmalloc(a + sep + b + 1);

	memcpy(name, ns->fullName, a);
	memcpy(name + a, "::", sep);
	memcpy(name + a + sep, key, b + 1);
	return name;
}

static void
add_action(struct actions *a, char *name, const char *why,
    const char *shown)
{
	if (a->n == a->size)
		a->v = xrealloc(a->v, (a->size = a->size ? a->size * 2 : 64) *
		    sizeof *a->v);
	a->v[a->n].name = name;
	a->v[a->n].why = why;
	a->v[a->n++].shown = shown;
}

static int
rule_cmp(const void *a, const void *b)
{
	return strcmp(((const struct rule *)a)->name,
	    ((const struct rule *)b)->name);
}

/* NULL if the command may stay, or why it may not. */
static const char *
why_denied(const struct rule *names, const char *name)
{
	struct rule key = { name, NULL }, *r;
	const char *tail;
	size_t i, len;

	if ((r = bsearch(&key, names, nitems(by_name), sizeof *names,
	    rule_cmp)) != NULL)
		return r->why;
	/* TclOO, whole */
	if (strncmp(name, "::oo::", 6) == 0)
		return why_state;
	if ((tail = strrchr(name, ':')) == NULL || tail - name < 2)
		return why_other;
	len = (size_t)(tail - 1 - name);
	for (i = 0; i < nitems(by_namespace); i++)
		if (strlen(by_namespace[i].name) == len &&
		    strncmp(name, by_namespace[i].name, len) == 0)
			return by_namespace[i].why;
	return why_other;
}

int
hook_strip(struct hooks *h, char **cause)
{
	struct rule rules[nitems(by_name)];
	struct actions todo = { NULL, 0, 0 }, gone = { NULL, 0, 0 };
	Namespace **nss;
	Tcl_HashSearch hs;
	Tcl_HashEntry *e;
	Tcl_CmdInfo info;
	const char *why;
	char *name;
	size_t i, k, n;

	hook_snap_free(h);
	/* The real command count, and what will be sealed, before any
	 * script can replace them. */
	if (!Tcl_GetCommandInfo(h->child, "::tcl::info::cmdcount",
	    &h->cmdcount) || h->cmdcount.objProc == NULL) {
		*cause = xprintf("this Tcl has no [info cmdcount] to limit "
		    "hooks with");
		return -1;
	}
	for (i = 0; i < nitems(sealed); i++)
		h->sealed[i] = Tcl_GetCommandInfo(h->child, sealed[i], &info) ?
		    info.objProc : NULL;
	memcpy(rules, by_name, sizeof rules);
	qsort(rules, nitems(rules), sizeof *rules, rule_cmp);
	nss = (Namespace **)hook_namespaces(h->child, &n);
	for (i = 0; i < n; i++) {
		/* a namespace refused whole goes, with its commands */
		for (k = 0; k < nitems(by_namespace); k++)
			if (by_namespace[k].why != NULL &&
			    strcmp(nss[i]->fullName, by_namespace[k].name) == 0)
				break;
		if (k < nitems(by_namespace)) {
			add_action(&gone, xstrdup(nss[i]->fullName), NULL, NULL);
			continue;
		}
		/* and so do the namespaces in it */
		for (k = 0; k < gone.n; k++)
			if (strncmp(nss[i]->fullName, gone.v[k].name,
			    strlen(gone.v[k].name)) == 0 &&
			    nss[i]->fullName[strlen(gone.v[k].name)] == ':')
				break;
		if (k < gone.n)
			continue;
		for (e = Tcl_FirstHashEntry(&nss[i]->cmdTable, &hs); e != NULL;
		    e = Tcl_NextHashEntry(&hs)) {
			name = full_name(nss[i],
			    Tcl_GetHashKey(&nss[i]->cmdTable, e));
			if ((why = why_denied(rules, name)) != NULL)
				add_action(&todo, name, why, NULL);
			else
				free(name);
		}
	}
	free(nss);
	for (i = 0; i < gone.n; i++) {
		Tcl_Namespace *ns = Tcl_FindNamespace(h->child, gone.v[i].name,
		    NULL, TCL_GLOBAL_ONLY);

		if (ns != NULL)
			Tcl_DeleteNamespace(ns);
		free(gone.v[i].name);
	}
	free(gone.v);
	for (i = 0; i < todo.n; i++) {
		/* TclOO goes whole: deleting its classes takes the rest. */
		if (strncmp(todo.v[i].name, "::oo::", 6) == 0) {
			if (Tcl_GetCommandInfo(h->child, todo.v[i].name, &info))
				Tcl_DeleteCommand(h->child, todo.v[i].name);
		} else
			make_refusal(h->child, todo.v[i].name, NULL,
			    todo.v[i].why);
		free(todo.v[i].name);
	}
	free(todo.v);
	for (i = 0; i < nitems(oo_entries); i++)
		make_refusal(h->child, oo_entries[i], NULL, why_state);
	for (i = 0; i < nitems(dropped_vars); i++)
		Tcl_UnsetVar(h->child, dropped_vars[i], TCL_GLOBAL_ONLY);
	/* what a safe child interpreter has had, for scripts that read it */
	Tcl_SetVar(h->child, "::tcl_interactive", "0", TCL_GLOBAL_ONLY);
	if (Tcl_Eval(h->child, minmax) != TCL_OK) {
		*cause = xprintf("cannot set up the hook interpreter: %s",
		    Tcl_GetStringResult(h->child));
		return -1;
	}
	/* The scripts load with the variables every call will see. */
	hook_tidy(h);
	return 0;
}

void
hook_seal(struct hooks *h)
{
	struct actions todo = { NULL, 0, 0 };
	Namespace **nss;
	Tcl_HashSearch hs;
	Tcl_HashEntry *e;
	const Command *c;
	size_t i, k, n;

	nss = (Namespace **)hook_namespaces(h->child, &n);
	for (i = 0; i < n; i++)
		for (e = Tcl_FirstHashEntry(&nss[i]->cmdTable, &hs); e != NULL;
		    e = Tcl_NextHashEntry(&hs)) {
			c = Tcl_GetHashValue(e);
			for (k = 0; k < nitems(sealed); k++)
				if (h->sealed[k] != NULL &&
				    c->objProc == h->sealed[k])
					add_action(&todo, full_name(nss[i],
					    Tcl_GetHashKey(&nss[i]->cmdTable, e)),
					    why_sealed, sealed[k]);
		}
	free(nss);
	for (i = 0; i < todo.n; i++) {
		make_refusal(h->child, todo.v[i].name, todo.v[i].shown,
		    todo.v[i].why);
		free(todo.v[i].name);
	}
	free(todo.v);
}


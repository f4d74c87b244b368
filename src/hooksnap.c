/* hooksnap: proof that a scenario hook kept nothing.
 *
 * Once the scripts have loaded and the interpreter is sealed
 * (hookseal.c), the only thing a call can leave behind is in variables.
 * Those are recorded, and compared after every call, in every namespace:
 * names, values, array elements, and the layout of each table (the order
 * in which [info vars] and [array names] list them, which making and
 * unsetting variables changes).  Everything is compared as the script
 * sees it, never by where Tcl keeps it, so that the verdict is the same
 * on every replay.  A difference is described by name ("set ::calls"),
 * and the caller rebuilds the interpreter.
 *
 * The variable tables are Tcl's, which only its private header describes
 * (tclInt.h, from tcl8.6-dev).  A call that changed nothing costs a walk
 * of some twenty small tables.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <tcl.h>
#include <tclInt.h>

#include "hook-int.h"

/* One thing recorded: a namespace (its tables' sizes), or one of its
 * variables, or an element of the array before it. */
struct rec {
	const void	*p;		/* Namespace or Var */
	Tcl_Obj		*key;		/* a variable's name (a reference) */
	Tcl_Obj		*value;		/* a scalar's value (a reference) */
	int		 ns;		/* a namespace */
	int		 elem;		/* an element of an array */
	int		 flags;
	int		 n, nb;		/* variables or elements, buckets */
	int		 nchild, ncmd;
};

struct hook_snap {
	struct rec	*r;
	size_t		 n, size;
	Tcl_Obj		*empty;		/* errorInfo and errorCode */
	Tcl_Obj		*tidied[3];	/* their names, and tcl_precision */
	/* where the record holds the tidied variables, or -1: the record
	 * is identical to the interpreter only if they are as tidied */
	long		 at[3];
	/* a call's words (hook_snap_word): objects of this interpreter */
	Tcl_Obj		*word[HOOK_NWORDS];
};

static const char *const tidied[3] = {
	"errorInfo", "errorCode", "tcl_precision"
};

/* The flags of a variable that say what it is.  That a defined variable
 * was once named by [variable] shows in nothing a script can do. */
#define VAR_KIND	(VAR_ARRAY | VAR_LINK | VAR_ALL_TRACES)

static int
var_kind(const Var *v)
{
	return (v->flags & VAR_KIND) |
	    (TclIsVarUndefined(v) ? v->flags & VAR_NAMESPACE_VAR : 0);
}

/* --- walking the namespaces ---------------------------------------- */

/* Every namespace, parents first (iterative: a script may nest them
 * deeply while it loads). */
Tcl_Namespace **
hook_namespaces(Tcl_Interp *ip, size_t *n)
{
	Namespace **v, **todo, *ns;
	size_t nv = 0, sv = 16, nt = 0, st = 16;
	Tcl_HashSearch s;
	Tcl_HashEntry *e;

	v = xcalloc(sv, sizeof *v);
	todo = xcalloc(st, sizeof *todo);
	todo[nt++] = (Namespace *)Tcl_GetGlobalNamespace(ip);
	while (nt > 0) {
		ns = todo[--nt];
		if (nv == sv)
			v = xrealloc(v, (sv *= 2) * sizeof *v);
		v[nv++] = ns;
		for (e = Tcl_FirstHashEntry(&ns->childTable, &s); e != NULL;
		    e = Tcl_NextHashEntry(&s)) {
			if (nt == st)
				todo = xrealloc(todo, (st *= 2) * sizeof *todo);
			todo[nt++] = Tcl_GetHashValue(e);
		}
	}
	free(todo);
	*n = nv;
	return (Tcl_Namespace **)v;
}

/* --- the record of the variables ----------------------------------- */

static Var *
entry_var(Tcl_HashEntry *e)
{
	return (Var *)((char *)e - offsetof(VarInHash, entry));
}

static Tcl_Obj *
entry_key(Tcl_HashEntry *e)
{
	return (Tcl_Obj *)e->key.oneWordValue;
}

static int
same_text(Tcl_Obj *a, Tcl_Obj *b)
{
	const char *sa, *sb;
	int la, lb;

	if (a == b)
		return 1;
	if (a == NULL || b == NULL)
		return 0;
	sa = Tcl_GetStringFromObj(a, &la);
	sb = Tcl_GetStringFromObj(b, &lb);
	return la == lb && memcmp(sa, sb, (size_t)la) == 0;
}

static void
set_ref(Tcl_Obj **slot, Tcl_Obj *o)
{
	if (o != NULL)
		Tcl_IncrRefCount(o);
	if (*slot != NULL)
		Tcl_DecrRefCount(*slot);
	*slot = o;
}

/* Recording (take) or comparing, record by record, in the same order. */
struct walk {
	struct hook_snap *s;
	int		 take;
	size_t		 i;
};

static struct rec *
next_rec(struct walk *w)
{
	struct hook_snap *s = w->s;

	if (w->take) {
		if (s->n == s->size) {
			s->size = s->size ? s->size * 2 : 64;
			s->r = xrealloc(s->r, s->size * sizeof *s->r);
		}
		memset(&s->r[s->n], 0, sizeof s->r[s->n]);
		return &s->r[s->n++];
	}
	return w->i < s->n ? &s->r[w->i++] : NULL;
}

/* One variable or element: recorded, or the same as recorded?  Names
 * and values are compared as text: which object holds them, or where in
 * memory the table keeps them, is no business of the script's, and
 * depends on what ran before.  The record then holds the new objects, so
 * that the next call compares fast. */
static int
walk_var(struct walk *w, Tcl_HashEntry *e, int elem)
{
	Var *v = entry_var(e);
	Tcl_Obj *key = entry_key(e), *value = NULL;
	struct rec *r;
	int flags = var_kind(v), n = 0, nb = 0;

	if (TclIsVarArray(v)) {
		n = v->value.tablePtr->table.numEntries;
		nb = v->value.tablePtr->table.numBuckets;
	} else if (!TclIsVarLink(v))
		value = v->value.objPtr;
	if ((r = next_rec(w)) == NULL)
		return -1;
	if (!w->take) {
		if (r->ns || r->elem != elem || r->flags != flags ||
		    r->n != n || r->nb != nb || !same_text(r->key, key) ||
		    !same_text(r->value, value))
			return -1;
		if (r->p == v && r->key == key && r->value == value)
			return 0;
	}
	r->p = v;
	r->elem = elem;
	r->flags = flags;
	r->n = n;
	r->nb = nb;
	set_ref(&r->key, key);
	set_ref(&r->value, value);
	return 0;
}

static int
walk_table(struct walk *w, TclVarHashTable *t, int elem)
{
	Tcl_HashSearch s;
	Tcl_HashEntry *e;
	Var *v;

	if (t->table.numEntries == 0)
		return 0;
	for (e = Tcl_FirstHashEntry(&t->table, &s); e != NULL;
	    e = Tcl_NextHashEntry(&s)) {
		if (walk_var(w, e, elem) != 0)
			return -1;
		v = entry_var(e);
		if (!elem && TclIsVarArray(v) &&
		    walk_table(w, v->value.tablePtr, 1) != 0)
			return -1;
	}
	return 0;
}

static int
walk_ns(struct walk *w, Namespace *ns)
{
	struct rec *r;

	if ((r = next_rec(w)) == NULL)
		return -1;
	if (!w->take && (!r->ns || r->p != ns ||
	    r->n != ns->varTable.table.numEntries ||
	    r->nb != ns->varTable.table.numBuckets ||
	    r->nchild != ns->childTable.numEntries ||
	    r->ncmd != ns->cmdTable.numEntries))
		return -1;
	r->ns = 1;
	r->p = ns;
	r->n = ns->varTable.table.numEntries;
	r->nb = ns->varTable.table.numBuckets;
	r->nchild = ns->childTable.numEntries;
	r->ncmd = ns->cmdTable.numEntries;
	return walk_table(w, &ns->varTable, 0);
}

/* Recording walks the namespaces; comparing follows the record, since no
 * namespace can come or go once sealed (and if one did, its parent's
 * count of children, compared first, would stop the walk before it). */
static int
walk_all(struct walk *w, Tcl_Interp *ip)
{
	Namespace **nss;
	size_t i, n;
	int rc = 0;

	if (w->take) {
		nss = (Namespace **)hook_namespaces(ip, &n);
		for (i = 0; i < n && rc == 0; i++)
			rc = walk_ns(w, nss[i]);
		free(nss);
		return rc;
	}
	while (rc == 0 && w->i < w->s->n) {
		if (!w->s->r[w->i].ns)
			return -1;
		rc = walk_ns(w, (Namespace *)w->s->r[w->i].p);
	}
	return rc;
}

/* Before the record and every comparison: what Tcl itself sets on an
 * error back to empty, and tcl_precision (which Tcl traces, and a safe
 * interpreter cannot change) read, so that it exists. */
void
hook_tidy(struct hooks *h)
{
	struct hook_snap *s;
	Namespace *g = (Namespace *)Tcl_GetGlobalNamespace(h->child);
	Tcl_HashEntry *e;
	Var *v[3];
	int i;

	if (h->snap == NULL) {
		h->snap = xcalloc(1, sizeof *h->snap);
		h->snap->empty = Tcl_NewObj();
		Tcl_IncrRefCount(h->snap->empty);
		for (i = 0; i < 3; i++)
			h->snap->at[i] = -1;
	}
	s = h->snap;
	for (i = 0; i < 3; i++) {
		if (s->tidied[i] == NULL) {
			s->tidied[i] = Tcl_NewStringObj(tidied[i], -1);
			Tcl_IncrRefCount(s->tidied[i]);
		}
		e = Tcl_FindHashEntry(&g->varTable.table, (char *)s->tidied[i]);
		v[i] = e != NULL ? entry_var(e) : NULL;
	}
	/* set again only when a call changed them: setting costs */
	for (i = 0; i < 2; i++)
		if (v[i] == NULL || (v[i]->flags & (VAR_ARRAY | VAR_LINK)) ||
		    v[i]->value.objPtr != s->empty)
			Tcl_SetVar2Ex(h->child, tidied[i], NULL, s->empty,
			    TCL_GLOBAL_ONLY);
	if (v[2] == NULL || TclIsVarUndefined(v[2]))
		Tcl_GetVar2Ex(h->child, tidied[2], NULL, TCL_GLOBAL_ONLY);
	Tcl_ResetResult(h->child);
}

/* Where the record holds the variables hook_tidy looks after: in the
 * global namespace's, recorded first (hook_namespaces).  Once recorded,
 * a record stays where it is: a comparison that finds the same names in
 * the same order only takes the objects that now hold them. */
static void
find_tidied(struct hook_snap *s)
{
	size_t i;
	int k;

	for (k = 0; k < 3; k++)
		s->at[k] = -1;
	for (i = 1; i < s->n && !s->r[i].ns; i++) {
		if (s->r[i].elem || s->r[i].key == NULL)
			continue;
		for (k = 0; k < 3; k++)
			if (strcmp(Tcl_GetString(s->r[i].key), tidied[k]) == 0)
				s->at[k] = (long)i;
	}
}

/* One variable or element is the one recorded: the same Var, holding
 * the same objects, with the same kind and layout. */
static inline int
same_var(const struct rec *r, Tcl_HashEntry *e, int elem)
{
	Var *v = entry_var(e);

	if (r->ns || r->elem != elem || r->p != v || r->key != entry_key(e) ||
	    r->flags != var_kind(v))
		return 0;
	if (TclIsVarArray(v))
		return r->value == NULL &&
		    r->n == v->value.tablePtr->table.numEntries &&
		    r->nb == v->value.tablePtr->table.numBuckets;
	return r->n == 0 && r->nb == 0 &&
	    r->value == (TclIsVarLink(v) ? NULL : v->value.objPtr);
}

/* The interpreter is identical to the record: the same namespaces with
 * the same counts, the same variables in the same order, holding the
 * very objects recorded, and errorInfo, errorCode and tcl_precision as
 * hook_tidy leaves them.  The record holds a reference to every object
 * it names, so none of them can change in place (a shared object is
 * copied before it changes) or be freed and made again at the same
 * address: identical objects have the same text.  So what this finds
 * is what hook_tidy and walk_all would find too, and a call that kept
 * nothing (nearly every call) costs a pass over the counts and pointers;
 * anything else, whatever it is, goes to the comparison by text. */
static int
identical(const struct hook_snap *s)
{
	const struct rec *r = s->r, *end = s->r + s->n;
	const Namespace *ns;
	const Tcl_HashTable *t, *et;
	Tcl_HashEntry *e, *ee;
	Var *v;
	int k, b, eb;

	for (k = 0; k < 3; k++)
		if (s->at[k] < 0 || s->r[s->at[k]].value == NULL ||
		    (k < 2 && s->r[s->at[k]].value != s->empty))
			return 0;
	while (r < end) {
		if (!r->ns)
			return 0;
		ns = r->p;
		if (r->n != ns->varTable.table.numEntries ||
		    r->nb != ns->varTable.table.numBuckets ||
		    r->nchild != ns->childTable.numEntries ||
		    r->ncmd != ns->cmdTable.numEntries)
			return 0;
		r++;
		if (ns->varTable.table.numEntries == 0)
			continue;
		/* bucket by bucket, each chain in turn: the order
		 * Tcl_NextHashEntry lists them in, which walk_all follows */
		t = &ns->varTable.table;
		for (b = 0; b < t->numBuckets; b++)
			for (e = t->buckets[b]; e != NULL; e = e->nextPtr) {
				if (r == end || !same_var(r++, e, 0))
					return 0;
				v = entry_var(e);
				if (!TclIsVarArray(v) ||
				    v->value.tablePtr->table.numEntries == 0)
					continue;
				et = &v->value.tablePtr->table;
				for (eb = 0; eb < et->numBuckets; eb++)
					for (ee = et->buckets[eb]; ee != NULL;
					    ee = ee->nextPtr)
						if (r == end ||
						    !same_var(r++, ee, 1))
							return 0;
			}
	}
	return 1;
}

int
hook_snap_take(struct hooks *h, char **cause)
{
	struct walk w = { h->snap, 1, 0 };
	size_t i;

	hook_tidy(h);
	walk_all(&w, h->child);
	find_tidied(h->snap);
	/* A variable linked to another outside a procedure could be pointed
	 * elsewhere by a call without any value changing. */
	for (i = 0; i < h->snap->n; i++)
		if (!h->snap->r[i].ns && (h->snap->r[i].flags & VAR_LINK)) {
			*cause = xprintf("%.200s is linked to another variable "
			    "(upvar outside a procedure): a hook's variables "
			    "hold values", Tcl_GetString(h->snap->r[i].key));
			return -1;
		}
	return 0;
}

void
hook_snap_free(struct hooks *h)
{
	struct hook_snap *s = h->snap;
	size_t i;

	if (s == NULL)
		return;
	for (i = 0; i < s->n; i++) {
		set_ref(&s->r[i].key, NULL);
		set_ref(&s->r[i].value, NULL);
	}
	if (s->empty != NULL)
		Tcl_DecrRefCount(s->empty);
	for (i = 0; i < 3; i++)
		if (s->tidied[i] != NULL)
			Tcl_DecrRefCount(s->tidied[i]);
	for (i = 0; i < HOOK_NWORDS; i++)
		set_ref(&s->word[i], NULL);
	free(s->r);
	free(s);
	h->snap = NULL;
}

/* --- what a call left, by name ------------------------------------- */

struct named {
	char		*name;
	Tcl_Obj		*value;
	int		 flags;
};

struct names {
	struct named	*v;
	size_t		 n, size;
};

static void
add_name(struct names *l, const char *ns, Tcl_Obj *var, Tcl_Obj *elem,
    Tcl_Obj *value, int flags)
{
	struct named *d;
	const char *sep = strcmp(ns, "::") == 0 ? "" : "::";

	if (l->n == l->size)
		l->v = xrealloc(l->v, (l->size = l->size ? l->size * 2 : 32) *
		    sizeof *l->v);
	d = &l->v[l->n++];
	if (elem != NULL)
		d->name = xprintf("%s%s%.200s(%.200s)", ns, sep,
		    Tcl_GetString(var), Tcl_GetString(elem));
	else
		d->name = xprintf("%s%s%.200s", ns, sep, Tcl_GetString(var));
	d->value = value;
	d->flags = flags;
}

static int
named_cmp(const void *a, const void *b)
{
	return strcmp(((const struct named *)a)->name,
	    ((const struct named *)b)->name);
}

static void
names_free(struct names *l)
{
	size_t i;

	for (i = 0; i < l->n; i++)
		free(l->v[i].name);
	free(l->v);
}

static void
names_recorded(struct hook_snap *s, struct names *l)
{
	const char *ns = "::";
	Tcl_Obj *var = NULL;
	size_t i;

	for (i = 0; i < s->n; i++) {
		const struct rec *r = &s->r[i];

		if (r->ns)
			ns = ((const Namespace *)r->p)->fullName;
		else if (r->elem)
			add_name(l, ns, var, r->key, r->value, r->flags);
		else {
			var = r->key;
			add_name(l, ns, var, NULL, r->value, r->flags);
		}
	}
	qsort(l->v, l->n, sizeof *l->v, named_cmp);
}

static void
names_now(Tcl_Interp *ip, struct names *l)
{
	Namespace **nss;
	Tcl_HashSearch s, se;
	Tcl_HashEntry *e, *ee;
	size_t i, n;
	Var *v;

	nss = (Namespace **)hook_namespaces(ip, &n);
	for (i = 0; i < n; i++)
		for (e = Tcl_FirstHashEntry(&nss[i]->varTable.table, &s);
		    e != NULL; e = Tcl_NextHashEntry(&s)) {
			v = entry_var(e);
			add_name(l, nss[i]->fullName, entry_key(e), NULL,
			    TclIsVarArray(v) || TclIsVarLink(v) ? NULL :
			    v->value.objPtr, var_kind(v));
			if (!TclIsVarArray(v))
				continue;
			for (ee = Tcl_FirstHashEntry(&v->value.tablePtr->table,
			    &se); ee != NULL; ee = Tcl_NextHashEntry(&se))
				add_name(l, nss[i]->fullName, entry_key(e),
				    entry_key(ee), entry_var(ee)->value.objPtr,
				    var_kind(entry_var(ee)));
		}
	free(nss);
	qsort(l->v, l->n, sizeof *l->v, named_cmp);
}

/* "set ::foo", "unset ::bar(x)", "changed ::baz": the first difference
 * by name, or NULL if there is none. */
static char *
describe_change(struct hooks *h)
{
	struct names was = { NULL, 0, 0 }, now = { NULL, 0, 0 };
	const struct named *a, *b;
	size_t i = 0, k = 0;
	char *out = NULL;
	int c;

	names_recorded(h->snap, &was);
	names_now(h->child, &now);
	while (out == NULL && (i < was.n || k < now.n)) {
		a = i < was.n ? &was.v[i] : NULL;
		b = k < now.n ? &now.v[k] : NULL;
		c = a == NULL ? 1 : b == NULL ? -1 : strcmp(a->name, b->name);
		if (c < 0)
			out = xprintf("unset %s", a->name);
		else if (c > 0)
			out = xprintf("%s %s", b->flags & VAR_LINK ? "linked" :
			    b->value == NULL && !(b->flags & VAR_ARRAY) ?
			    "declared" : "set", b->name);
		else if (a->flags != b->flags || !same_text(a->value, b->value))
			out = xprintf("%s %s", b->value == NULL &&
			    !(b->flags & (VAR_ARRAY | VAR_LINK)) ? "unset" :
			    "changed", b->name);
		i += c <= 0;
		k += c >= 0;
	}
	names_free(&was);
	names_free(&now);
	return out;
}

int
hook_snap_check(struct hooks *h, char **what)
{
	struct walk w = { h->snap, 0, 0 };

	*what = NULL;
	if (h->snap != NULL && identical(h->snap)) {
		Tcl_ResetResult(h->child);	/* as hook_tidy leaves it */
		return 0;
	}
	hook_tidy(h);
	if (walk_all(&w, h->child) == 0)
		return 0;
	/* the same variables with the same values, listed in another order
	 * (a table grew, a variable was unset and set again): no state the
	 * script kept, but the next call must not see the order either */
	if ((*what = describe_change(h)) == NULL)
		return 1;
	return -1;
}

/* The object of a call's word I (the procedure's name, then its
 * arguments): the one of the last call if it has the same text, so that
 * Tcl finds the procedure once and the words are not made and freed on
 * every call.  The record keeps a reference; a script sees only the
 * text (the commands that show an object's representation or references
 * are refused, hookseal.c).  NULL past HOOK_NWORDS: the caller makes its
 * own. */
Tcl_Obj *
hook_snap_word(struct hooks *h, int i, const char *text)
{
	struct hook_snap *s = h->snap;
	Tcl_Obj *o;

	if (s == NULL || i < 0 || i >= HOOK_NWORDS)
		return NULL;
	if ((o = s->word[i]) != NULL && strcmp(Tcl_GetString(o), text) == 0)
		return o;
	set_ref(&s->word[i], Tcl_NewStringObj(text, -1));
	return s->word[i];
}

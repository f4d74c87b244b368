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
jrec_kind_name(enum jkind k)
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

/* --- the dice of parsed records, shared ------------------------------
 *
 * A long journal repeats the same few rolls ("2d6" comes up 36 ways),
 * and a parsed roll is large (its dice expression whole): records read
 * with the same dice text share one array, counted, which nobody
 * changes (the roller and the log only read a record's dice).  A record
 * made any other way owns its own, as before; jrec_free tells them
 * apart by address.  Main thread only, like every journal. */

struct shared {
	struct shared	*next;		/* in its text's chain */
	struct shared	*pnext;		/* in its address's chain */
	size_t		 hash;
	unsigned long	 refs;
	size_t		 keylen;
	const char	*key;		/* the dice text, after the rolls */
	int		 n;
	struct roll	 rolls[];
};

static struct {
	struct shared	**bykey, **byaddr;
	size_t		  nb, n;
} shared;

static size_t
text_hash(const char *s, size_t len)
{
	size_t h = 14695981039346656037u, i;

	for (i = 0; i < len; i++)
		h = (h ^ (unsigned char)s[i]) * 1099511628211u;
	return h;
}

static size_t
addr_bucket(const struct roll *p, size_t nb)
{
	return (size_t)(((uintptr_t)p >> 4) * 11400714819323198485u >> 20) %
	    nb;
}

static void
shared_grow(void)
{
	struct shared **bk, **ba, *e, *next;
	size_t nb = shared.nb ? 2 * shared.nb : 256, i, k;

	bk = xcalloc(nb, sizeof *bk);
	ba = xcalloc(nb, sizeof *ba);
	for (i = 0; i < shared.nb; i++)
		for (e = shared.bykey[i]; e != NULL; e = next) {
			next = e->next;
			k = e->hash % nb;
			e->next = bk[k];
			bk[k] = e;
			k = addr_bucket(e->rolls, nb);
			e->pnext = ba[k];
			ba[k] = e;
		}
	free(shared.bykey);
	free(shared.byaddr);
	shared.bykey = bk;
	shared.byaddr = ba;
	shared.nb = nb;
}

static struct shared *
shared_find(const char *key, size_t len, size_t hash)
{
	struct shared *e;

	if (shared.nb == 0)
		return NULL;
	for (e = shared.bykey[hash % shared.nb]; e != NULL; e = e->next)
		if (e->hash == hash && e->keylen == len &&
		    memcmp(e->key, key, len) == 0)
			return e;
	return NULL;
}

/* The array for N rolls of the dice text KEY, to fill, counted once. */
static struct shared *
shared_add(const char *key, size_t len, size_t hash, int n)
{
	struct shared *e;
	size_t k;

	if (shared.n + 1 > shared.nb)
		shared_grow();
	e = xmalloc(sizeof *e + sizeof *e->rolls * (size_t)n + len + 1);
	memcpy((char *)(e->rolls + n), key, len);
	((char *)(e->rolls + n))[len] = '\0';
	e->key = (const char *)(e->rolls + n);
	e->keylen = len;
	e->hash = hash;
	e->refs = 1;
	e->n = n;
	k = hash % shared.nb;
	e->next = shared.bykey[k];
	shared.bykey[k] = e;
	k = addr_bucket(e->rolls, shared.nb);
	e->pnext = shared.byaddr[k];
	shared.byaddr[k] = e;
	shared.n++;
	return e;
}

/* 1 if ROLLS were shared (and are let go of), 0 if they are a record's
 * own. */
static int
shared_release(const struct roll *rolls)
{
	struct shared **pp, **kp, *e;

	if (shared.nb == 0)
		return 0;
	for (pp = &shared.byaddr[addr_bucket(rolls, shared.nb)];
	    (e = *pp) != NULL; pp = &e->pnext)
		if (e->rolls == rolls)
			break;
	if (e == NULL)
		return 0;
	if (--e->refs > 0)
		return 1;
	*pp = e->pnext;
	for (kp = &shared.bykey[e->hash % shared.nb]; *kp != e;
	    kp = &(*kp)->next)
		;
	*kp = e->next;
	free(e);
	if (--shared.n == 0) {
		free(shared.bykey);
		free(shared.byaddr);
		memset(&shared, 0, sizeof shared);
	}
	return 1;
}

void
jrec_free(struct jrec *r)
{
	free(r->text);
	if (r->rolls != NULL && !shared_release(r->rolls))
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
	if (util_parse_int(s, 1, CHAIN_MAX_RECORDS, &k) != 0 ||
	    util_parse_int(slash + 1, 1, CHAIN_MAX_RECORDS, &n) != 0 || k > n)
		return -1;
	r->part = (int)k;
	r->nparts = (int)n;
	return 0;
}

int
jrec_parse_body(char *body, struct jrec *r)
{
	char *kind = body, *text, *tab, *tok, *save = NULL, *why = NULL;
	char *dice;
	struct shared *sh;
	size_t k, len = 0, hash;
	int n = 0;

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
	/* The dice are the words but from= and part=, gathered (in their
	 * order, one space apart) into dice: the key they are shared by. */
	dice = xmalloc(strlen(tab) + 1);
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
		if (n == JREC_MAX_ROLLS)
			goto bad;
		if (n++ > 0)
			dice[len++] = ' ';
		memcpy(dice + len, tok, strlen(tok));
		len += strlen(tok);
	}
	if (n > 0) {
		hash = text_hash(dice, len);
		if ((sh = shared_find(dice, len, hash)) != NULL)
			sh->refs++;
		else {
			/* each word read as it always was, in a scratch
			 * array: only dice that all read are shared */
			struct roll *v = xmalloc(sizeof *v * (size_t)n);
			int i = 0;

			dice[len] = '\0';
			save = NULL;
			for (tok = strtok_r(dice, " ", &save); tok != NULL;
			    tok = strtok_r(NULL, " ", &save))
				if (roll_deserialise(tok, &v[i++], &why) != 0) {
					free(v);
					goto bad;
				}
			/* strtok_r cut the text at the spaces: put back */
			for (k = 0; k < len; k++)
				if (dice[k] == '\0')
					dice[k] = ' ';
			sh = shared_add(dice, len, hash, n);
			memcpy(sh->rolls, v, sizeof *v * (size_t)n);
			free(v);
		}
		r->rolls = sh->rolls;
		r->nrolls = n;
	}
	free(dice);
	return 0;
bad:
	free(dice);
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
	return jrec_parse_body(line + 9, r) != 0 ? -2 : 0;
}


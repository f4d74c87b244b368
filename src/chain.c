/* chain: BLAKE2b hash chains over the records of herald's files. */
#include "chain.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sodium.h>

static void
to_hex(const unsigned char *v, char *hex)
{
	static const char digits[] = "0123456789abcdef";
	int i;

	for (i = 0; i < CHAIN_BYTES; i++) {
		hex[2 * i] = digits[v[i] >> 4];
		hex[2 * i + 1] = digits[v[i] & 15];
	}
	hex[CHAIN_HEX] = '\0';
}

static void
hash(unsigned char *out, const unsigned char *prev, const char *num,
    const char *body, size_t len)
{
	crypto_generichash_state h;

	crypto_generichash_init(&h, NULL, 0, CHAIN_BYTES);
	if (prev != NULL)
		crypto_generichash_update(&h, prev, CHAIN_BYTES);
	if (num != NULL)
		crypto_generichash_update(&h, (const unsigned char *)num,
		    strlen(num));
	crypto_generichash_update(&h, (const unsigned char *)body, len);
	crypto_generichash_final(&h, out, CHAIN_BYTES);
}

void
chain_digest(const char *s, size_t len, char *hex)
{
	unsigned char v[CHAIN_BYTES];

	hash(v, NULL, NULL, s, len);
	to_hex(v, hex);
}

void
chain_init(struct chain *c, const char *magic)
{
	/* BLAKE2b needs no set-up, but libsodium wants sodium_init() before
	 * anything else; it is idempotent and cannot fail on Linux. */
	if (sodium_init() < 0)
		abort();
	hash(c->v, NULL, NULL, magic, strlen(magic));
	c->n = 0;
}

void
chain_hex(const struct chain *c, char *hex)
{
	to_hex(c->v, hex);
}

static void
next(const struct chain *c, long n, const char *body, size_t len,
    unsigned char *out)
{
	char num[24], *p = num + sizeof num;

	/* "%ld " by hand: snprintf cost two thirds of the hash itself */
	*--p = '\0';
	*--p = ' ';
	do
		*--p = (char)('0' + n % 10);
	while ((n /= 10) > 0);
	hash(out, c->v, p, body, len);
}

void
chain_add(struct chain *c, const char *body, size_t len, struct buf *b)
{
	char hex[CHAIN_HEX + 1];

	next(c, c->n + 1, body, len, c->v);
	c->n++;
	to_hex(c->v, hex);
	buf_printf(b, "%ld %s ", c->n, hex);
	buf_add(b, body, len);
	buf_puts(b, "\n");
}

/* A record number as written: digits, no leading zero, bounded. */
static long
number(const char *s, size_t len, size_t *used)
{
	long v = 0;
	size_t i;

	for (i = 0; i < len && s[i] >= '0' && s[i] <= '9'; i++) {
		if (i == 0 && s[i] == '0')
			return -1;
		v = v * 10 + (s[i] - '0');
		if (v > CHAIN_MAX_RECORDS)
			return -1;
	}
	*used = i;
	return i == 0 ? -1 : v;
}

/* The lowercase hex digits, looked up: a branch per digit of a random
 * check value is mispredicted half the time. */
static const unsigned char hex_digit[256] = {
	['0'] = 1, ['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1,
	['5'] = 1, ['6'] = 1, ['7'] = 1, ['8'] = 1, ['9'] = 1,
	['a'] = 1, ['b'] = 1, ['c'] = 1, ['d'] = 1, ['e'] = 1,
	['f'] = 1
};

int
chain_check(struct chain *c, const char *line, size_t len, const char **body,
    char **what)
{
	unsigned char v[CHAIN_BYTES];
	char hex[CHAIN_HEX + 1];
	size_t used, k;
	long n;
	int hex_ok = 1;

	if ((n = number(line, len, &used)) < 0 || used + 2 + CHAIN_HEX > len ||
	    line[used] != ' ' || line[used + 1 + CHAIN_HEX] != ' ')
		goto malformed;
	for (k = used + 1; k < used + 1 + CHAIN_HEX; k++)
		hex_ok &= hex_digit[(unsigned char)line[k]];
	if (!hex_ok)
		goto malformed;
	if (n != c->n + 1) {
		*what = n <= c->n ? xprintf("it is record %ld again, where "
		    "record %ld was expected (a record repeated or moved)", n,
		    c->n + 1) : xprintf("it is record %ld, where record %ld "
		    "was expected (records missing or moved)", n, c->n + 1);
		return -1;
	}
	*body = line + used + 2 + CHAIN_HEX;
	next(c, n, *body, len - (used + 2 + CHAIN_HEX), v);
	to_hex(v, hex);
	if (memcmp(hex, line + used + 1, CHAIN_HEX) != 0) {
		*what = xprintf("its check value does not match its contents "
		    "(changed after it was written)");
		return -1;
	}
	memcpy(c->v, v, sizeof v);
	c->n = n;
	return 0;
malformed:
	*what = xprintf("it is not a record (expected its number, its check "
	    "value, then the record)");
	return -1;
}

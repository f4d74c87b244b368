/* chain: the hash chain that ties the records of a journal, a save or a
 * turn file together, so that a record changed, removed, repeated or
 * moved is found, with its number.
 *
 * A chained file is a magic line, then one line per record:
 *	<n> <chain> <body>
 * n counts the records from 1; chain is the lowercase hex of
 *	BLAKE2b-128(chain[n-1] || "<n> " || body)
 * with chain[0] = BLAKE2b-128(magic line, without its newline), so that
 * a record cannot be moved from one kind of file to another either.
 * libsodium's crypto_generichash is BLAKE2b.
 *
 * The chain is not a signature: whoever has the file can recompute it.
 * It finds damage and any hand edit; signed files are a later issue. */
#ifndef HERALD_CHAIN_H
#define HERALD_CHAIN_H

#include <stddef.h>

#include "util.h"

#define CHAIN_BYTES	16
#define CHAIN_HEX	(2 * CHAIN_BYTES)
/* Record numbers are bounded before use: no file holds more records. */
#define CHAIN_MAX_RECORDS 1000000L

struct chain {
	unsigned char	v[CHAIN_BYTES];
	long		n;		/* records so far */
};

void	chain_init(struct chain *, const char *magic);
/* Appends the next record, "<n> <chain> body\n", to b. */
void	chain_add(struct chain *, const char *body, size_t len,
	    struct buf *b);
/* Checks that line (without its newline) is the next record; on success
 * advances the chain and points *body at the record's body.  Otherwise
 * returns -1 and *what says what is wrong (xprintf'd), naming the record
 * the line holds when that is what is wrong. */
int	chain_check(struct chain *, const char *line, size_t len,
	    const char **body, char **what);
/* The chain value so far, in hex (buffer of CHAIN_HEX + 1). */
void	chain_hex(const struct chain *, char *);

/* BLAKE2b-128 of a text, in hex (buffer of CHAIN_HEX + 1). */
void	chain_digest(const char *, size_t, char *);

#endif

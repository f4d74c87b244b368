/* dicechain: herald's dice in a game by mail, fixed in advance by both
 * players and checkable by anyone (mail.h).
 *
 * Each player's herald draws a secret seed when he takes his seat and
 * hashes it DICECHAIN_LINKS times: the last hash, the chain's tip, is
 * pledged in the game with his signing key (pledge SIDE KEY TIP); then
 * before the first order of each of his turns his herald reveals the
 * link before the last one revealed (link SIDE HEX), which anyone can
 * check by hashing it once.  Every engine die of an order is drawn from
 * BLAKE2b("herald-dice 1", each player's newest link, the digest of the
 * orders in force before it, the order's own words): neither player can
 * choose his links once his tip is pledged, nor know the other's next
 * one, and a changed order changes its dice and every later one.  The
 * opponent's herald, and `verify`, draw every die again on import.
 *
 * A link counts for dice only if it was revealed after every tip was
 * pledged (else the player who pledged last could have chosen his seed
 * to suit a link he already knew); until each player has revealed one,
 * herald's dice are refused.  What no offline scheme can stop: the
 * player whose turn it is knows both links and may try orders in a
 * scratch copy before he sends his turn (doc/guide.md). */
#ifndef HERALD_DICECHAIN_H
#define HERALD_DICECHAIN_H

#include "board.h"

#define DICECHAIN_LINKS	4096	/* links a chain offers: one a turn */
#define DICECHAIN_BYTES	32

/* The tip of the chain a seed makes, and its link k (1: the first to be
 * revealed, DICECHAIN_LINKS - 1 the last). */
void	dicechain_tip(const unsigned char *seed, unsigned char *tip);
void	dicechain_link(const unsigned char *seed, int k, unsigned char *link);
/* The pledge of faction f's chain (hex of its tip); refused for a second
 * tip.  Links revealed before it no longer count for dice. */
int	dicechain_pledge(struct state *, int f, const char *hex, char **cause);
/* Faction f's next link revealed (hex): it must hash to the last. */
int	dicechain_reveal(struct state *, int f, const char *hex, char **cause);
/* Does faction f's herald owe a link (every tip pledged, and it has
 * revealed none since they were; for_dice, before an order of his: or
 * the other players have given orders since his last)? */
int	dicechain_owes(const struct state *, int f, int for_dice);
/* The generator for the engine dice of an order (its words as
 * journaled) given by faction actor (-1: nobody in particular): 0, or
 * -1 with *why when herald cannot roll (a chain not pledged, or a link
 * not revealed). */
int	dicechain_rng(const struct state *, int actor, const char *words,
	    struct rng *, char **why);
/* After an order in force: the digest takes its words and dice, and an
 * order of play by faction actor (not a pledge or link, bookkeeping)
 * makes the others' links old. */
void	dicechain_note(struct state *, int actor, int bookkeeping,
	    const char *words, const struct roll *, int nroll);
/* The newest link revealed of faction f (its tip before any), or NULL. */
const unsigned char *dicechain_of(const struct state *, int f, int *nrevealed);
/* "herald's, from both players' dice chains (French: 3 of 4095 links
 * revealed; English: ...)", for status and dice. */
void	dicechain_describe(const struct state *, struct buf *);
/* The tip faction f pledged, or NULL. */
const unsigned char *dicechain_tip_of(const struct state *, int f);

#endif

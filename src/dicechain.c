/* dicechain: herald's dice in a game by mail from both players' hash
 * chains and the orders in force (dicechain.h). */
#include "dicechain.h"

#include <sodium.h>
#include <stdlib.h>
#include <string.h>

#include "mail.h"

#define DICE_TAG	"herald-dice 1"
#define LINK_TAG	"herald-link 1"

/* One step down the chain: the link after x is H(tag, x). */
static void
step(const unsigned char *x, unsigned char *out)
{
	crypto_generichash_state h;

	crypto_generichash_init(&h, NULL, 0, DICECHAIN_BYTES);
	crypto_generichash_update(&h, (const unsigned char *)LINK_TAG,
	    sizeof LINK_TAG);
	crypto_generichash_update(&h, x, DICECHAIN_BYTES);
	crypto_generichash_final(&h, out, DICECHAIN_BYTES);
}

static void
hash_times(const unsigned char *seed, int n, unsigned char *out)
{
	unsigned char x[DICECHAIN_BYTES];
	int i;

	memcpy(x, seed, sizeof x);
	for (i = 0; i < n; i++)
		step(x, x);
	memcpy(out, x, sizeof x);
	sodium_memzero(x, sizeof x);
}

void
dicechain_tip(const unsigned char *seed, unsigned char *tip)
{
	hash_times(seed, DICECHAIN_LINKS, tip);
}

void
dicechain_link(const unsigned char *seed, int k, unsigned char *link)
{
	hash_times(seed, DICECHAIN_LINKS - k, link);
}

static int
from_hex(const char *hex, unsigned char *out, const char *what,
    char **cause)
{
	size_t got;

	if (strlen(hex) != 2 * DICECHAIN_BYTES || sodium_hex2bin(out,
	    DICECHAIN_BYTES, hex, strlen(hex), NULL, &got, NULL) != 0 ||
	    got != DICECHAIN_BYTES) {
		*cause = xprintf("expected %s of %d hex digits, not \"%s\"",
		    what, 2 * DICECHAIN_BYTES, hex);
		return -1;
	}
	return 0;
}

int
dicechain_pledge(struct state *st, int f, const char *hex, char **cause)
{
	unsigned char tip[DICECHAIN_BYTES];

	if (from_hex(hex, tip, "a chain's tip", cause) != 0)
		return -1;
	if (st->chained & (1u << f)) {
		if (memcmp(st->chain_tip[f], tip, sizeof tip) == 0)
			return 0;
		*cause = xprintf("the %s player pledged his dice chain "
		    "already: a chain is pledged once a game",
		    st->gd->factions[f].name);
		return -1;
	}
	memcpy(st->chain_tip[f], tip, sizeof tip);
	memcpy(st->chain_link[f], tip, sizeof tip);
	st->chain_n[f] = 0;
	st->chained |= 1u << f;
	/* a link the last to pledge knew already cannot count for dice */
	st->link_new = 0;
	return 0;
}

int
dicechain_reveal(struct state *st, int f, const char *hex, char **cause)
{
	unsigned char link[DICECHAIN_BYTES], up[DICECHAIN_BYTES];
	const char *name = st->gd->factions[f].name;

	if (!(st->chained & (1u << f))) {
		*cause = xprintf("the %s player has pledged no dice chain: "
		    "there is no link of his to reveal", name);
		return -1;
	}
	if (from_hex(hex, link, "a link", cause) != 0)
		return -1;
	if (st->chain_n[f] >= DICECHAIN_LINKS - 1) {
		*cause = xprintf("the %s player's dice chain is used up (%d "
		    "links)", name, DICECHAIN_LINKS - 1);
		return -1;
	}
	step(link, up);
	if (memcmp(up, st->chain_link[f], sizeof up) != 0) {
		*cause = xprintf("%.16s... is not the next link of the %s "
		    "player's dice chain (it does not hash to his last one, "
		    "link %d): the record has been altered", hex, name,
		    st->chain_n[f]);
		return -1;
	}
	memcpy(st->chain_link[f], link, sizeof link);
	st->chain_n[f]++;
	st->link_new |= 1u << f;
	st->link_fresh |= 1u << f;
	return 0;
}

int
dicechain_owes(const struct state *st, int f, int for_dice)
{
	unsigned bit = 1u << f, all;
	int g;

	/* before every tip is pledged a link would not count */
	for (all = 0, g = 0; g < st->gd->nfactions &&
	    g < STATE_MAIL_FACTIONS; g++)
		all |= 1u << g;
	if ((st->chained & all) != all)
		return 0;
	return !(st->link_new & bit) || (for_dice && !(st->link_fresh & bit));
}

int
dicechain_rng(const struct state *st, int actor, const char *words,
    struct rng *r, char **why)
{
	const struct gamedata *gd = st->gd;
	crypto_generichash_state h;
	unsigned char out[DICECHAIN_BYTES];
	int f, i;

	for (f = 0; f < gd->nfactions && f < STATE_MAIL_FACTIONS; f++)
		if (!(st->chained & (1u << f))) {
			*why = xprintf("herald's dice in a game by mail come "
			    "from both players' dice chains, and the %s "
			    "player's is not in the game yet: send him your "
			    "turn (turn export FILE); his herald pledges his "
			    "chain in the file he sends back (turn export, "
			    "even with no orders), then import it",
			    gd->factions[f].name);
			return -1;
		}
	for (f = 0; f < gd->nfactions && f < STATE_MAIL_FACTIONS; f++)
		if (!(st->link_new & (1u << f))) {
			*why = xprintf("herald's dice in a game by mail need a "
			    "link of the %s player's dice chain revealed "
			    "since both chains were pledged, and there is "
			    "none yet: send him your turn (turn export FILE) "
			    "and import the one he sends back",
			    gd->factions[f].name);
			return -1;
		}
	if (actor >= 0 && actor < STATE_MAIL_FACTIONS &&
	    !(st->link_fresh & (1u << actor))) {
		*why = xprintf("the %s player's herald reveals the next link of "
		    "his dice chain before his turn's first order, and this "
		    "turn has none: the record has been altered",
		    gd->factions[actor].name);
		return -1;
	}
	crypto_generichash_init(&h, NULL, 0, sizeof out);
	crypto_generichash_update(&h, (const unsigned char *)DICE_TAG,
	    sizeof DICE_TAG);
	for (f = 0; f < gd->nfactions && f < STATE_MAIL_FACTIONS; f++)
		crypto_generichash_update(&h, st->chain_link[f],
		    DICECHAIN_BYTES);
	crypto_generichash_update(&h, st->dice_digest, DICECHAIN_BYTES);
	crypto_generichash_update(&h, (const unsigned char *)words,
	    strlen(words) + 1);
	crypto_generichash_final(&h, out, sizeof out);
	for (i = 0; i < 4; i++) {
		uint64_t w = 0;
		int b;

		for (b = 7; b >= 0; b--)
			w = w << 8 | out[8 * i + b];
		r->s[i] = w;
	}
	/* xoshiro256** must not start from all zeros */
	if ((r->s[0] | r->s[1] | r->s[2] | r->s[3]) == 0)
		r->s[0] = 1;
	return 0;
}

void
dicechain_note(struct state *st, int actor, int bookkeeping,
    const char *words, const struct roll *rolls, int nroll)
{
	crypto_generichash_state h;
	struct buf b;
	int i;

	buf_init(&b);
	for (i = 0; i < nroll; i++) {
		buf_puts(&b, " ");
		roll_serialise(&rolls[i], &b);
	}
	crypto_generichash_init(&h, NULL, 0, DICECHAIN_BYTES);
	crypto_generichash_update(&h, st->dice_digest, DICECHAIN_BYTES);
	crypto_generichash_update(&h, (const unsigned char *)words,
	    strlen(words) + 1);
	if (b.s != NULL)
		crypto_generichash_update(&h, (const unsigned char *)b.s,
		    b.len);
	crypto_generichash_final(&h, st->dice_digest, DICECHAIN_BYTES);
	buf_free(&b);
	if (!bookkeeping && actor >= 0 && actor < STATE_MAIL_FACTIONS)
		st->link_fresh &= 1u << actor;
}

const unsigned char *
dicechain_of(const struct state *st, int f, int *nrevealed)
{
	if (f < 0 || f >= STATE_MAIL_FACTIONS || !(st->chained & (1u << f)))
		return NULL;
	if (nrevealed != NULL)
		*nrevealed = st->chain_n[f];
	return st->chain_link[f];
}

const unsigned char *
dicechain_tip_of(const struct state *st, int f)
{
	if (f < 0 || f >= STATE_MAIL_FACTIONS || !(st->chained & (1u << f)))
		return NULL;
	return st->chain_tip[f];
}

void
dicechain_describe(const struct state *st, struct buf *out)
{
	const struct gamedata *gd = st->gd;
	int f;

	buf_puts(out, "herald's, from both players' dice chains (");
	for (f = 0; f < gd->nfactions && f < STATE_MAIL_FACTIONS; f++) {
		buf_printf(out, "%s%s: ", f ? "; " : "", gd->factions[f].name);
		if (!(st->chained & (1u << f)))
			buf_puts(out, "not pledged yet");
		else
			buf_printf(out, "%d of %d links revealed",
			    st->chain_n[f], DICECHAIN_LINKS - 1);
	}
	buf_puts(out, ")");
}

/* dice-seal: choices sealed for play by mail, a commit-reveal exchange
 * (dice.h roller_seal, roller_reveal).  The player who chooses first
 * sends only a commitment, BLAKE2b-256 of his choice and 16 random bytes
 * (libsodium); the other answers in the clear; then the first reveals
 * the choice and the salt, and every herald checks that they give the
 * commitment.  Neither can change his choice after seeing the other's:
 * the first is bound by his commitment, the second spoke after it but
 * learnt nothing from it (the salt hides the choice among so few).  The
 * secret is kept by the first player's herald (sealstore.h) and never
 * journaled until it is revealed. */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dice-int.h"

#define SEAL_TAG	"herald-seal 1"

void
seal_commit(int n, int k, const unsigned char *salt, unsigned char *seal)
{
	crypto_generichash_state h;
	unsigned char nk[2];

	nk[0] = (unsigned char)n;
	nk[1] = (unsigned char)k;
	crypto_generichash_init(&h, NULL, 0, SEAL_BYTES);
	crypto_generichash_update(&h, (const unsigned char *)SEAL_TAG,
	    sizeof SEAL_TAG - 1);
	crypto_generichash_update(&h, nk, sizeof nk);
	crypto_generichash_update(&h, salt, SEAL_SALT);
	crypto_generichash_final(&h, seal, SEAL_BYTES);
}

void
seal_short(const unsigned char *seal, char *hex9)
{
	sodium_bin2hex(hex9, 9, seal, 4);
}

static void
seal_record(struct roll *r, enum roll_source src, int n)
{
	memset(r, 0, sizeof *r);
	r->src = src;
	r->e.count = 1;
	r->e.sides = n;
	r->e.ngroup = 1;
	r->e.group[0].count = 1;
	r->e.group[0].sides = n;
	r->e.group[0].kind = DICE_PLAIN;
	snprintf(r->e.text, sizeof r->e.text, "1d%d", n);
}

/* The journal's next record, which must be of kind src among n: 1 with
 * it, 0 when the choice is to be made now, -1 when it is not there in a
 * replay or is another kind of record (altered either way). */
static int
replayed(struct roller *ro, enum roll_source src, int n,
    const struct roll **r, char **cause)
{
	const char *what = src == ROLL_SEAL ? "a sealed choice's commitment" :
	    "a sealed choice revealed";

	if (ro->iscript < ro->nscript) {
		*r = &ro->script[ro->iscript];
		if ((*r)->src != src || (*r)->e.sides != n) {
			*cause = xprintf("the journal has %s where %s among "
			    "%d was expected: the record has been altered",
			    (*r)->src == ROLL_SEAL ? "a commitment" :
			    (*r)->src == ROLL_REVEAL ? "a reveal" :
			    (*r)->src == ROLL_CHOICE ? "a choice" :
			    "a roll of the dice", what, n);
			return -1;
		}
		ro->iscript++;
		return 1;
	}
	if (ro->replaying) {
		*cause = xprintf("the journal holds no record of %s where "
		    "one was made: the record has been cut", what);
		return -1;
	}
	return 0;
}

int
roller_seal(struct roller *ro, const char *q, int n,
    int (*parse)(const void *, const char *), const void *arg,
    const char *expected, int preset, unsigned char *seal, char **cause)
{
	const struct roll *old;
	unsigned char salt[SEAL_SALT];
	struct roll r;
	int k, rc;

	if (n < 2 || n > DICE_CHOICES_MAX) {
		*cause = xprintf("%d choices cannot be sealed (2 to %d)", n,
		    DICE_CHOICES_MAX);
		return -1;
	}
	if ((rc = replayed(ro, ROLL_SEAL, n, &old, cause)) != 0) {
		if (rc < 0)
			return -1;
		memcpy(seal, old->seal, SEAL_BYTES);
		roller_remember(ro, old);
		return 0;
	}
	if (ro->keep_fn == NULL) {
		*cause = xprintf("this herald cannot keep a sealed choice "
		    "secret (it has no place to keep it)");
		return -1;
	}
	if (preset >= 0)
		k = preset;
	else if (ro->ask_secret == NULL && ro->ask == NULL) {
		*cause = xprintf("nobody can be asked here: give the choice "
		    "in the order (%s); it is sealed all the same", expected);
		return -1;
	} else {
		roller_show_so_far(ro);
		if (roller_ask_one(ro, ro->ask_secret != NULL, q, parse, arg,
		    expected, &k, cause) != 0)
			return -1;
	}
	if (k < 0 || k >= n) {
		*cause = xprintf("a choice out of range 1 to %d", n);
		return -1;
	}
	randombytes_buf(salt, sizeof salt);
	seal_commit(n, k, salt, seal);
	/* kept before it is journaled: a commitment is never recorded
	 * that its maker could not reveal */
	if (ro->keep_fn(ro->seal_ctx, seal, k, salt, cause) != 0)
		return -1;
	sodium_memzero(salt, sizeof salt);
	seal_record(&r, ROLL_SEAL, n);
	memcpy(r.seal, seal, SEAL_BYTES);
	roller_remember(ro, &r);
	return 0;
}

int
roller_reveal(struct roller *ro, const unsigned char *seal, int n, int *k,
    char **cause)
{
	const struct roll *old;
	unsigned char again[SEAL_BYTES], salt[SEAL_SALT];
	char hex[9];
	struct roll r;
	int rc;

	seal_short(seal, hex);
	if ((rc = replayed(ro, ROLL_REVEAL, n, &old, cause)) != 0) {
		if (rc < 0)
			return -1;
		*k = old->total - 1;
		memcpy(salt, old->salt, SEAL_SALT);
	} else {
		if (ro->find_fn == NULL ||
		    (rc = ro->find_fn(ro->seal_ctx, seal, k, salt, cause)) > 0) {
			*cause = xprintf("this herald keeps no secret for the "
			    "choice sealed as %s: it is revealed by the herald "
			    "of the player who sealed it", hex);
			return -1;
		}
		if (rc < 0)
			return -1;
	}
	if (*k < 0 || *k >= n) {
		*cause = xprintf("the choice revealed for %s, %d, is not one of "
		    "the %d offered: the record has been altered", hex, *k + 1,
		    n);
		return -1;
	}
	seal_commit(n, *k, salt, again);
	if (sodium_memcmp(again, seal, SEAL_BYTES) != 0) {
		*cause = xprintf("the choice revealed (%d, with its salt) does "
		    "not give the commitment %s sealed before the answer: it "
		    "is not the choice that was sealed (the reveal has been "
		    "altered)", *k + 1, hex);
		return -1;
	}
	seal_record(&r, ROLL_REVEAL, n);
	r.nface = 1;
	r.face[0] = *k + 1;
	r.total = *k + 1;
	memcpy(r.salt, salt, SEAL_SALT);
	memcpy(r.seal, seal, SEAL_BYTES);
	roller_remember(ro, &r);
	return 0;
}

/* keyring: a player's seat and signing keys in a game by mail
 * (keyring.h).  libsodium's Ed25519: small keys and signatures, no
 * parameters to choose, constant-time code that is not ours to get
 * wrong. */
#include "keyring.h"

#include <errno.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dicechain.h"
#include "safefile.h"

#define KEYS_MAGIC	"herald-keys 1\n"
#define KEYS_MAX	4096

static char *
keys_path(const char *journal_path)
{
	return xprintf("%s.keys", journal_path);
}

void
keyring_free(struct keyring *kr)
{
	free(kr->seat);
	sodium_memzero(kr, sizeof *kr);
}

void
keyring_pk_hex(const struct keyring *kr, char *hex)
{
	sodium_bin2hex(hex, 2 * MAIL_KEY + 1, kr->pk, MAIL_KEY);
}

void
keyring_tip_hex(const struct keyring *kr, char *hex)
{
	unsigned char tip[DICECHAIN_BYTES];

	dicechain_tip(kr->chain, tip);
	sodium_bin2hex(hex, 2 * DICECHAIN_BYTES + 1, tip, sizeof tip);
}

void
keyring_link_hex(const struct keyring *kr, int k, char *hex)
{
	unsigned char link[DICECHAIN_BYTES];

	dicechain_link(kr->chain, k, link);
	sodium_bin2hex(hex, 2 * DICECHAIN_BYTES + 1, link, sizeof link);
}

/* "seat ID\nsign PK SK\n[chain SEED\n]" after the magic. */
static int
parse(const char *text, struct keyring *kr)
{
	char seat[64], pk[2 * MAIL_KEY + 2], sk[2 * MAIL_SIG + 2];
	char seed[2 * DICECHAIN_BYTES + 2];
	size_t got;
	int n, m = 0;

	if (sscanf(text, "seat %63s\nsign %65s %129s\n%n", seat, pk, sk,
	    &n) != 3 || strlen(pk) != 2 * MAIL_KEY ||
	    strlen(sk) != 2 * MAIL_SIG)
		return -1;
	if (text[n] != '\0') {
		if (sscanf(text + n, "chain %65s\n%n", seed, &m) != 1 ||
		    m == 0 || text[n + m] != '\0' ||
		    strlen(seed) != 2 * DICECHAIN_BYTES ||
		    sodium_hex2bin(kr->chain, sizeof kr->chain, seed,
		    strlen(seed), NULL, &got, NULL) != 0 ||
		    got != sizeof kr->chain)
			return -1;
		kr->has_chain = 1;
		sodium_memzero(seed, sizeof seed);
	}
	if (sodium_hex2bin(kr->pk, MAIL_KEY, pk, 2 * MAIL_KEY, NULL, &got,
	    NULL) != 0 || got != MAIL_KEY ||
	    sodium_hex2bin(kr->sk, MAIL_SIG, sk, 2 * MAIL_SIG, NULL, &got,
	    NULL) != 0 || got != MAIL_SIG)
		return -1;
	/* the secret key holds its public half: the two must agree */
	if (memcmp(kr->sk + 32, kr->pk, MAIL_KEY) != 0)
		return -1;
	kr->seat = xstrdup(seat);
	return 0;
}

int
keyring_read(const char *journal_path, struct keyring *kr, char **cause)
{
	char *path, *img, *why = NULL;
	size_t len, ml = strlen(KEYS_MAGIC);

	memset(kr, 0, sizeof *kr);
	if (journal_path == NULL)
		return 1;
	path = keys_path(journal_path);
	if (access(path, F_OK) != 0 && errno == ENOENT) {
		free(path);
		return 1;
	}
	if (sf_read_file(path, KEYS_MAX, &img, &len, &why) != 0) {
		*cause = xprintf("reading your keys: %s", why);
		free(why);
		free(path);
		return -1;
	}
	if (len < ml || memcmp(img, KEYS_MAGIC, ml) != 0 ||
	    parse(img + ml, kr) != 0) {
		*cause = xprintf("%s is damaged (expected \"herald-keys 1\", "
		    "then the seat and the key pair): your turn files cannot "
		    "be signed; it is kept as it is", path);
		sodium_memzero(img, len);
		free(img);
		free(path);
		keyring_free(kr);
		return -1;
	}
	sodium_memzero(img, len);
	free(img);
	free(path);
	return 0;
}

static int
write_private(const char *path, const char *text, char **cause)
{
	struct sf_temp t;
	char *kept = NULL;

	if (sf_temp_create(path, 0600, &t, cause) != 0)
		return -1;
	if (sf_temp_fill(&t, text, strlen(text), cause) != 0) {
		sf_temp_discard(&t);
		return -1;
	}
	if (sf_install(&t, path, "", 0, "keys", &kept, cause) != 0)
		return -1;
	free(kept);
	if (t.fd >= 0)
		sf_close(t.fd, path);
	return 0;
}

int
keyring_make(const char *journal_path, const char *seat, struct keyring *kr,
    char **cause)
{
	char pk[2 * MAIL_KEY + 1], sk[2 * MAIL_SIG + 1], *text, *path;
	char seed[2 * DICECHAIN_BYTES + 1];
	int rc;

	memset(kr, 0, sizeof *kr);
	if (sodium_init() < 0)
		abort();
	crypto_sign_keypair(kr->pk, kr->sk);
	randombytes_buf(kr->chain, sizeof kr->chain);
	kr->has_chain = 1;
	kr->seat = xstrdup(seat);
	if (journal_path == NULL)
		return 0;
	sodium_bin2hex(pk, sizeof pk, kr->pk, MAIL_KEY);
	sodium_bin2hex(sk, sizeof sk, kr->sk, MAIL_SIG);
	sodium_bin2hex(seed, sizeof seed, kr->chain, sizeof kr->chain);
	text = xprintf("%sseat %s\nsign %s %s\nchain %s\n", KEYS_MAGIC, seat,
	    pk, sk, seed);
	sodium_memzero(seed, sizeof seed);
	path = keys_path(journal_path);
	/* whole or not at all, readable by its owner only; an old keyring
	 * there is kept under a numbered name, never lost */
	rc = write_private(path, text, cause);
	sodium_memzero(text, strlen(text));
	sodium_memzero(sk, sizeof sk);
	free(text);
	free(path);
	if (rc != 0)
		keyring_free(kr);
	return rc;
}

void
keyring_sign(const struct keyring *kr, const unsigned char *msg, size_t len,
    unsigned char *sig)
{
	crypto_sign_detached(sig, NULL, msg, len, kr->sk);
}

int
keyring_verify(const unsigned char *pk, const unsigned char *msg, size_t len,
    const unsigned char *sig)
{
	return crypto_sign_verify_detached(sig, msg, len, pk) == 0 ? 0 : -1;
}

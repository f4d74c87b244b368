/* resign: a forger's tool for the tests, not a test (tests/spi-duel-mail.test).
 * It re-chains a herald turn file whose bodies were edited and signs it
 * anew with the key pair of a keyring (JOURNAL.keys): what a player could
 * do to his own turn file with his own key.  The checks behind the
 * signature must then find what he changed (a reveal that does not give
 * its commitment).  usage: resign KEYS-OF-JOURNAL TURNFILE (in place). */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chain.h"
#include "keyring.h"
#include "safefile.h"

int
main(int argc, char **argv)
{
	struct keyring kr;
	struct chain c;
	struct buf out, msg;
	unsigned char sig[MAIL_SIG];
	char *img, *cause = NULL, *ln, *nl, *sp, hex[2 * MAIL_SIG + 1];
	char ch[CHAIN_HEX + 1];
	size_t len;
	int rc;

	if (argc != 3) {
		fprintf(stderr, "usage: resign JOURNAL TURNFILE\n");
		return 2;
	}
	if (keyring_read(argv[1], &kr, &cause) != 0 ||
	    sf_read_file(argv[2], 1 << 24, &img, &len, &cause) != 0) {
		fprintf(stderr, "resign: %s\n", cause ? cause : "no keys");
		return 1;
	}
	buf_init(&out);
	if ((nl = strchr(img, '\n')) == NULL)
		return 1;
	*nl = '\0';
	buf_printf(&out, "%s\n", img);
	chain_init(&c, img);
	for (ln = nl + 1; *ln != '\0'; ln = nl + 1) {
		if ((nl = strchr(ln, '\n')) == NULL)
			break;
		*nl = '\0';
		/* "N CHAIN body": the body after the second blank */
		if ((sp = strchr(ln, ' ')) == NULL ||
		    (sp = strchr(sp + 1, ' ')) == NULL)
			return 1;
		sp++;
		if (strncmp(sp, "signed ", 7) == 0) {
			buf_init(&msg);
			chain_hex(&c, ch);
			buf_printf(&msg, "herald-turn 3 signed %s %s", kr.seat,
			    ch);
			crypto_sign_detached(sig, NULL,
			    (const unsigned char *)msg.s, msg.len, kr.sk);
			buf_free(&msg);
			sodium_bin2hex(hex, sizeof hex, sig, sizeof sig);
			sp = xprintf("signed %s %s", kr.seat, hex);
			chain_add(&c, sp, strlen(sp), &out);
			free(sp);
		} else if (strncmp(sp, "end ", 4) == 0) {
			sp = xprintf("end %ld", c.n);
			chain_add(&c, sp, strlen(sp), &out);
			free(sp);
		} else
			chain_add(&c, sp, strlen(sp), &out);
	}
	rc = sf_write_atomic(argv[2], out.s, out.len, 0, NULL, &cause);
	if (rc != 0)
		fprintf(stderr, "resign: %s\n", cause);
	free(cause);
	free(img);
	buf_free(&out);
	keyring_free(&kr);
	return rc != 0;
}

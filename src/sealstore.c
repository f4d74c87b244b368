/* sealstore: the secrets of sealed choices, kept until revealed
 * (sealstore.h). */
#include "sealstore.h"

#include <errno.h>
#include <fcntl.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "dice.h"
#include "safefile.h"

#define SEALED_MAGIC	"herald-sealed 1\n"
#define SEALED_MAX	(4 * 1024 * 1024)

void
sealstore_init(struct sealstore *ss, const char *journal_path,
    struct buf *mem)
{
	memset(ss, 0, sizeof *ss);
	ss->mem = mem;
	if (journal_path != NULL)
		ss->path = xprintf("%s.sealed", journal_path);
}

void
sealstore_free(struct sealstore *ss)
{
	free(ss->path);
	memset(ss, 0, sizeof *ss);
}

static char *
line_of(const unsigned char *seal, int k, const unsigned char *salt)
{
	char hs[2 * SEAL_BYTES + 1], hk[2 * SEAL_SALT + 1];

	sodium_bin2hex(hs, sizeof hs, seal, SEAL_BYTES);
	sodium_bin2hex(hk, sizeof hk, salt, SEAL_SALT);
	return xprintf("%s %d %s\n", hs, k + 1, hk);
}

int
sealstore_keep(void *ctx, const unsigned char *seal, int k,
    const unsigned char *salt, char **cause)
{
	struct sealstore *ss = ctx;
	struct stat sb;
	char *ln = line_of(seal, k, salt), *why;
	int fd, fresh, rc = -1;

	if (ss->path == NULL) {
		buf_puts(ss->mem, ln);
		free(ln);
		return 0;
	}
	if ((fd = sf_open(ss->path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC,
	    0600)) < 0) {
		why = sf_failed("keeping the sealed choice's secret in",
		    ss->path, errno);
		goto out;
	}
	fresh = fstat(fd, &sb) == 0 && sb.st_size == 0;
	if ((fresh && sf_write_all(fd, SEALED_MAGIC, strlen(SEALED_MAGIC),
	    ss->path) != 0) || sf_write_all(fd, ln, strlen(ln), ss->path) != 0 ||
	    sf_fsync(fd, ss->path) != 0 || (fresh && sf_sync_dir(ss->path) != 0))
		why = sf_failed("keeping the sealed choice's secret in",
		    ss->path, errno);
	else
		rc = 0;
	sf_close(fd, ss->path);
	/* tests: killed here, the secret is kept, its commitment never
	 * journaled: the order did not happen (spi-duel-mail.test) */
	if (rc == 0)
		sf_step("seal:kept");
out:
	sodium_memzero(ln, strlen(ln));
	free(ln);
	if (rc != 0) {
		*cause = xprintf("%s: nothing was sealed", why);
		free(why);
	}
	return rc;
}

/* The secret of seal among the lines of text, if there: 0, or 1. */
static int
look_up(const char *text, size_t len, const unsigned char *seal, int *k,
    unsigned char *salt)
{
	char hs[2 * SEAL_BYTES + 1], *e;
	const char *p, *end = text + len, *nl;
	size_t hl = 2 * SEAL_BYTES, got;
	long v;

	sodium_bin2hex(hs, sizeof hs, seal, SEAL_BYTES);
	for (p = text; p < end; p = nl + 1) {
		if ((nl = memchr(p, '\n', (size_t)(end - p))) == NULL)
			break;		/* torn: no secret of a journaled seal */
		if ((size_t)(nl - p) < hl + 3 || memcmp(p, hs, hl) != 0 ||
		    p[hl] != ' ')
			continue;
		v = strtol(p + hl + 1, &e, 10);
		if (e >= nl || *e != ' ' || v < 1 || v > DICE_CHOICES_MAX ||
		    nl - (e + 1) != 2 * SEAL_SALT ||
		    sodium_hex2bin(salt, SEAL_SALT, e + 1, 2 * SEAL_SALT, NULL,
		    &got, NULL) != 0 || got != SEAL_SALT)
			continue;
		*k = (int)v - 1;
		return 0;
	}
	return 1;
}

int
sealstore_find(void *ctx, const unsigned char *seal, int *k,
    unsigned char *salt, char **cause)
{
	struct sealstore *ss = ctx;
	char *img, *why = NULL;
	size_t len, ml = strlen(SEALED_MAGIC);
	int rc;

	if (ss->path == NULL)
		return ss->mem->s == NULL ? 1 :
		    look_up(ss->mem->s, ss->mem->len, seal, k, salt);
	if (access(ss->path, F_OK) != 0 && errno == ENOENT)
		return 1;
	if (sf_read_file(ss->path, SEALED_MAX, &img, &len, &why) != 0) {
		*cause = xprintf("reading the secrets of sealed choices: %s",
		    why);
		free(why);
		return -1;
	}
	if (len < ml || memcmp(img, SEALED_MAGIC, ml) != 0) {
		*cause = xprintf("%s is not a file of sealed choices' secrets "
		    "(expected the first line \"herald-sealed 1\")", ss->path);
		free(img);
		return -1;
	}
	rc = look_up(img + ml, len - ml, seal, k, salt);
	sodium_memzero(img, len);
	free(img);
	return rc;
}

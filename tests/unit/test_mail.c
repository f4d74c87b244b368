/* Unit tests of play by mail's keys (keyring.c, mail.c; issue 16): a
 * seat's key pair made, kept 0600 beside the journal and read back; a
 * damaged keyring refused and kept; a signature that holds, and fails
 * for another message or key; a side's key pledged once, the same key
 * again harmless, another refused. */
#include "testutil.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "keyring.h"
#include "mail.h"

static char dir[64];

static int
setup(void **state)
{
	(void)state;
	test_mkdtemp(dir, sizeof dir, "mail");
	return 0;
}

static int
teardown(void **state)
{
	(void)state;
	test_rmtree(dir);
	return 0;
}

static void
test_mail_keyring_kept_and_read(void **state)
{
	struct keyring kr, back;
	struct stat sb;
	char *j = xprintf("%s/game.j", dir), *k = xprintf("%s.keys", j);
	char *cause = NULL;
	unsigned char sig[MAIL_SIG];
	const unsigned char msg[] = "herald-turn 3 signed french 00";
	FILE *f;

	(void)state;
	assert_int_equal(keyring_read(j, &back, &cause), 1);	/* none yet */
	assert_int_equal(keyring_make(j, "french", &kr, &cause), 0);
	assert_int_equal(stat(k, &sb), 0);
	assert_int_equal(sb.st_mode & 0777, 0600);
	assert_int_equal(keyring_read(j, &back, &cause), 0);
	assert_string_equal(back.seat, "french");
	assert_memory_equal(back.pk, kr.pk, MAIL_KEY);
	assert_memory_equal(back.sk, kr.sk, MAIL_SIG);
	/* signed with one, checked with the public half of the other */
	keyring_sign(&kr, msg, sizeof msg, sig);
	assert_int_equal(keyring_verify(back.pk, msg, sizeof msg, sig), 0);
	assert_int_equal(keyring_verify(back.pk, msg, sizeof msg - 2, sig), -1);
	sig[5] ^= 1;
	assert_int_equal(keyring_verify(back.pk, msg, sizeof msg, sig), -1);
	keyring_free(&back);
	/* a damaged keyring: refused, saying where, never overwritten */
	assert_non_null(f = fopen(k, "a"));
	fputs("junk\n", f);
	fclose(f);
	assert_int_equal(keyring_read(j, &back, &cause), -1);
	assert_non_null(strstr(cause, "is damaged"));
	free(cause);
	cause = NULL;
	assert_int_equal(stat(k, &sb), 0);
	keyring_free(&kr);
	free(j);
	free(k);
}

static void
test_mail_pledge_once(void **state)
{
	struct gamedata gd;
	struct game_option opt = { 0 };
	struct faction sides[2];
	struct state st;
	char a[2 * MAIL_KEY + 1], b[2 * MAIL_KEY + 1], *cause = NULL;
	int again;

	(void)state;
	memset(&gd, 0, sizeof gd);
	memset(&st, 0, sizeof st);
	gd.options = &opt;
	gd.noptions = 1;
	gd.mail_option = 0;
	memset(sides, 0, sizeof sides);
	sides[0].id = sides[0].name = "French";
	sides[1].id = sides[1].name = "English";
	gd.factions = sides;
	gd.nfactions = 2;
	st.gd = &gd;
	memset(a, 'a', sizeof a - 1);
	a[sizeof a - 1] = '\0';
	memset(b, 'b', sizeof b - 1);
	b[sizeof b - 1] = '\0';
	/* not a game by mail: nothing to pledge */
	assert_int_equal(mail_pledge(&st, 0, a, &again, &cause), -1);
	free(cause);
	cause = NULL;
	st.options = 1;
	assert_true(mail_on(&st));
	assert_null(mail_key_of(&st, 0));
	assert_int_equal(mail_pledge(&st, 0, "12ab", &again, &cause), -1);
	free(cause);
	cause = NULL;
	assert_int_equal(mail_pledge(&st, 0, a, &again, &cause), 0);
	assert_int_equal(again, 0);
	assert_non_null(mail_key_of(&st, 0));
	assert_int_equal(mail_key_of(&st, 0)[0], 0xaa);
	assert_int_equal(mail_pledge(&st, 0, a, &again, &cause), 0);
	assert_int_equal(again, 1);
	assert_int_equal(mail_pledge(&st, 1, b, &again, &cause), 0);
	assert_int_equal(mail_key_of(&st, 1)[0], 0xbb);
	/* a second key for a side: refused, the first kept */
	assert_int_equal(mail_pledge(&st, 0, b, &again, &cause), -1);
	assert_non_null(strstr(cause, "pledged another key already"));
	free(cause);
	assert_int_equal(mail_key_of(&st, 0)[0], 0xaa);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_mail_keyring_kept_and_read),
		cmocka_unit_test(test_mail_pledge_once),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}

/* Unit tests of herald's dice in a game by mail (dicechain.c; issue 16):
 * a chain's links each hash to the one before, a wrong one is refused;
 * a pledge makes earlier links count for nothing; the dice are refused
 * until both players have a link that counts, and for a turn whose
 * player revealed none; the same links, digest and order give the same
 * dice in any herald, another order or digest other dice; and over many
 * games the dice are uniform (chi-square tests of 1d6, 1d10 and 2d6). */
#include "testutil.h"

#include <sodium.h>
#include <stdio.h>
#include <string.h>

#include "dicechain.h"

static struct gamedata gd;
static struct faction sides[2];

static void
two_sides(struct state *st)
{
	memset(&gd, 0, sizeof gd);
	memset(sides, 0, sizeof sides);
	sides[0].id = sides[0].name = "French";
	sides[1].id = sides[1].name = "English";
	gd.factions = sides;
	gd.nfactions = 2;
	memset(st, 0, sizeof *st);
	st->gd = &gd;
}

static void
hex_of(const unsigned char *b, char *hex)
{
	sodium_bin2hex(hex, 2 * DICECHAIN_BYTES + 1, b, DICECHAIN_BYTES);
}

/* seed i: 32 bytes that are i's hash (the tests are the same each run) */
static void
seed_of(unsigned i, unsigned char *seed)
{
	crypto_generichash(seed, DICECHAIN_BYTES, (unsigned char *)&i,
	    sizeof i, NULL, 0);
}

/* Both sides' chains pledged and link k of each revealed. */
static void
chained(struct state *st, unsigned game, int k)
{
	unsigned char seed[DICECHAIN_BYTES], b[DICECHAIN_BYTES];
	char hex[2 * DICECHAIN_BYTES + 1], *cause = NULL;
	int f, i;

	two_sides(st);
	for (f = 0; f < 2; f++) {
		seed_of(2 * game + (unsigned)f, seed);
		dicechain_tip(seed, b);
		hex_of(b, hex);
		assert_int_equal(dicechain_pledge(st, f, hex, &cause), 0);
	}
	for (f = 0; f < 2; f++) {
		seed_of(2 * game + (unsigned)f, seed);
		for (i = 1; i <= k; i++) {
			dicechain_link(seed, i, b);
			hex_of(b, hex);
			assert_int_equal(dicechain_reveal(st, f, hex, &cause),
			    0);
		}
	}
}

static void
test_dicechain_links_hash_to_the_one_before(void **state)
{
	struct state st;
	unsigned char seed[DICECHAIN_BYTES], b[DICECHAIN_BYTES];
	char hex[2 * DICECHAIN_BYTES + 1], *cause = NULL;
	int n;

	(void)state;
	two_sides(&st);
	seed_of(7, seed);
	dicechain_tip(seed, b);
	hex_of(b, hex);
	assert_int_equal(dicechain_reveal(&st, 0, hex, &cause), -1);
	assert_non_null(strstr(cause, "has pledged no dice chain"));
	free(cause);
	cause = NULL;
	assert_int_equal(dicechain_pledge(&st, 0, "12ab", &cause), -1);
	assert_non_null(strstr(cause, "expected a chain's tip of 64 hex"));
	free(cause);
	cause = NULL;
	assert_int_equal(dicechain_pledge(&st, 0, hex, &cause), 0);
	assert_memory_equal(dicechain_tip_of(&st, 0), b, DICECHAIN_BYTES);
	/* the same tip again is harmless; another is refused */
	assert_int_equal(dicechain_pledge(&st, 0, hex, &cause), 0);
	hex[0] = hex[0] == '0' ? '1' : '0';
	assert_int_equal(dicechain_pledge(&st, 0, hex, &cause), -1);
	assert_non_null(strstr(cause, "pledged his dice chain already"));
	free(cause);
	cause = NULL;
	/* link 2 before link 1: it does not hash to the tip */
	dicechain_link(seed, 2, b);
	hex_of(b, hex);
	assert_int_equal(dicechain_reveal(&st, 0, hex, &cause), -1);
	assert_non_null(strstr(cause, "is not the next link of the French"));
	free(cause);
	cause = NULL;
	dicechain_link(seed, 1, b);
	hex_of(b, hex);
	assert_int_equal(dicechain_reveal(&st, 0, hex, &cause), 0);
	/* the same link twice: it does not hash to itself */
	assert_int_equal(dicechain_reveal(&st, 0, hex, &cause), -1);
	free(cause);
	cause = NULL;
	dicechain_link(seed, 2, b);
	hex_of(b, hex);
	assert_int_equal(dicechain_reveal(&st, 0, hex, &cause), 0);
	assert_memory_equal(dicechain_of(&st, 0, &n), b, DICECHAIN_BYTES);
	assert_int_equal(n, 2);
	assert_null(dicechain_of(&st, 1, &n));
}

static void
test_dicechain_dice_wait_for_both_chains(void **state)
{
	struct state st;
	struct rng r;
	unsigned char seed[DICECHAIN_BYTES], b[DICECHAIN_BYTES];
	char hex[2 * DICECHAIN_BYTES + 1], *why = NULL;

	(void)state;
	two_sides(&st);
	seed_of(1, seed);
	dicechain_tip(seed, b);
	hex_of(b, hex);
	assert_int_equal(dicechain_pledge(&st, 0, hex, &why), 0);
	/* one chain only: no dice, and no link owed yet */
	assert_int_equal(dicechain_owes(&st, 0, 1), 0);
	assert_int_equal(dicechain_rng(&st, 0, "roll 1d6", &r, &why), -1);
	assert_non_null(strstr(why, "the English player's is not in the game"));
	free(why);
	why = NULL;
	/* the French reveal a link, then the English pledge: it no longer
	 * counts, since the English knew it when they chose their seed */
	dicechain_link(seed, 1, b);
	hex_of(b, hex);
	assert_int_equal(dicechain_reveal(&st, 0, hex, &why), 0);
	seed_of(2, seed);
	dicechain_tip(seed, b);
	hex_of(b, hex);
	assert_int_equal(dicechain_pledge(&st, 1, hex, &why), 0);
	assert_int_equal(dicechain_owes(&st, 0, 0), 1);
	assert_int_equal(dicechain_owes(&st, 1, 0), 1);
	dicechain_link(seed, 1, b);
	hex_of(b, hex);
	assert_int_equal(dicechain_reveal(&st, 1, hex, &why), 0);
	assert_int_equal(dicechain_owes(&st, 1, 1), 0);
	assert_int_equal(dicechain_rng(&st, 1, "roll 1d6", &r, &why), -1);
	assert_non_null(strstr(why, "a link of the French player's dice "
	    "chain revealed since both chains were pledged"));
	free(why);
	why = NULL;
	seed_of(1, seed);
	dicechain_link(seed, 2, b);
	hex_of(b, hex);
	assert_int_equal(dicechain_reveal(&st, 0, hex, &why), 0);
	assert_int_equal(dicechain_rng(&st, 1, "roll 1d6", &r, &why), 0);
	/* an English order makes the French link old: a French order with
	 * dice then needs a new one first */
	dicechain_note(&st, 1, 0, "roll 1d6", NULL, 0);
	assert_int_equal(dicechain_owes(&st, 0, 1), 1);
	assert_int_equal(dicechain_owes(&st, 0, 0), 0);
	assert_int_equal(dicechain_rng(&st, 0, "roll 1d6", &r, &why), -1);
	assert_non_null(strstr(why, "before his turn's first order"));
	free(why);
	why = NULL;
	/* bookkeeping (a link, a pledge) makes no link old */
	dicechain_note(&st, 1, 1, "link english 00", NULL, 0);
	assert_int_equal(dicechain_owes(&st, 1, 1), 0);
}

/* The first die of an order from state st. */
static int
die(const struct state *st, int actor, const char *words, int sides)
{
	struct dice_expr e;
	struct roll r;
	struct rng g;
	char *why = NULL, text[16];

	snprintf(text, sizeof text, "1d%d", sides);
	assert_int_equal(dice_parse(text, &e, &why), 0);
	assert_int_equal(dicechain_rng(st, actor, words, &g, &why), 0);
	dice_engine(&g, &e, &r);
	return r.total;
}

static void
test_dicechain_same_in_both_heralds(void **state)
{
	struct state a, b;
	struct roll rolls[1];
	char *why = NULL;
	int i, same, differ;

	(void)state;
	chained(&a, 3, 1);
	chained(&b, 3, 1);
	/* two copies: the same dice for the same order */
	for (i = 0; i < 20; i++)
		assert_int_equal(die(&a, -1, "fire e10 f3", 100),
		    die(&b, -1, "fire e10 f3", 100));
	/* another order, or another game before it: other dice */
	for (same = 0, i = 0; i < 50; i++) {
		char w[32], w2[32];

		snprintf(w, sizeof w, "fire e10 f%d", i);
		snprintf(w2, sizeof w2, "fire e11 f%d", i);
		same += die(&a, -1, w, 100) == die(&a, -1, w2, 100);
	}
	assert_true(same < 5);
	memset(rolls, 0, sizeof rolls);
	assert_int_equal(roll_deserialise("e2d6:5,3=8", &rolls[0], &why), 0);
	dicechain_note(&b, -1, 0, "roll 2d6", rolls, 1);
	assert_int_not_equal(die(&a, -1, "fire e10 f3", 100),
	    die(&b, -1, "fire e10 f3", 100));
	/* the digest takes each order's dice: another roll, another one */
	dicechain_note(&a, -1, 0, "roll 2d6", NULL, 0);
	assert_memory_not_equal(a.dice_digest, b.dice_digest, 32);
	/* another link: other dice, most of the time */
	chained(&a, 3, 1);
	chained(&b, 3, 2);
	for (same = differ = 0, i = 0; i < 50; i++) {
		char w[32];

		snprintf(w, sizeof w, "move f%d 1214", i);
		if (die(&a, -1, w, 6) == die(&b, -1, w, 6))
			same++;
		else
			differ++;
	}
	assert_true(differ > same);
}

/* Pearson's chi-square of counts against the expected probabilities. */
static double
chi_square(const long *count, const double *p, int n, long total)
{
	double x = 0;
	int i;

	for (i = 0; i < n; i++) {
		double want = p[i] * (double)total;

		x += ((double)count[i] - want) * ((double)count[i] - want) /
		    want;
	}
	return x;
}

/* Many games (each its own pair of chains), many orders each: the first
 * die of each order.  Critical values at p = 0.001: 20.52 (5 degrees of
 * freedom), 27.88 (9), 29.59 (10).  The inputs are fixed, so the test
 * gives the same figure every run. */
static void
test_dicechain_uniform_chi_square(void **state)
{
	long d6[6] = { 0 }, d10[10] = { 0 }, two[11] = { 0 }, n = 0;
	double p6[6], p10[10], p2[11], x6, x10, x2;
	struct state st;
	struct dice_expr e;
	struct roll r;
	struct rng g;
	char w[48], *why = NULL;
	unsigned game;
	int i, k;

	(void)state;
	assert_int_equal(dice_parse("2d6", &e, &why), 0);
	for (game = 0; game < 60; game++) {
		chained(&st, 100 + game, 1 + (int)(game % 3));
		for (i = 0; i < 500; i++) {
			snprintf(w, sizeof w, "fire e%d f%d", i % 37, i);
			d6[die(&st, -1, w, 6) - 1]++;
			d10[die(&st, -1, w, 10) - 1]++;
			assert_int_equal(dicechain_rng(&st, -1, w, &g, &why),
			    0);
			dice_engine(&g, &e, &r);
			two[r.total - 2]++;
			n++;
			/* the orders before change the dice that follow */
			if (i % 5 == 0)
				dicechain_note(&st, -1, 0, w, &r, 1);
		}
	}
	for (k = 0; k < 6; k++)
		p6[k] = 1.0 / 6;
	for (k = 0; k < 10; k++)
		p10[k] = 1.0 / 10;
	for (k = 0; k < 11; k++)
		p2[k] = (6 - abs(k - 5)) / 36.0;
	x6 = chi_square(d6, p6, 6, n);
	x10 = chi_square(d10, p10, 10, n);
	x2 = chi_square(two, p2, 11, n);
	print_message("%ld rolls: chi-square 1d6 %.2f (5 df), 1d10 %.2f "
	    "(9 df), 2d6 %.2f (10 df)\n", n, x6, x10, x2);
	assert_true(n == 30000);
	assert_true(x6 < 20.52);
	assert_true(x10 < 27.88);
	assert_true(x2 < 29.59);
	/* and not too good to be true either (p = 0.999 the other way) */
	assert_true(x6 > 0.21);
	assert_true(x10 > 1.15);
	assert_true(x2 > 1.48);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_dicechain_links_hash_to_the_one_before),
		cmocka_unit_test(test_dicechain_dice_wait_for_both_chains),
		cmocka_unit_test(test_dicechain_same_in_both_heralds),
		cmocka_unit_test(test_dicechain_uniform_chi_square),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

/* Unit tests of the journal: records round-trip, a torn last line is
 * dropped, damage elsewhere is refused, and a failing write (a full disk)
 * leaves the file ending on a whole record (DESIGN principle 3). */
#include "testutil.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "journal.h"

static char dir[64];

static int
setup(void **state)
{
	test_mkdtemp(dir, sizeof dir, "journal");
	return 0;
}

static int
teardown(void **state)
{
	test_rmtree(dir);
	return 0;
}

static char *
path_of(const char *name)
{
	return xprintf("%s/%s", dir, name);
}

static off_t
file_size(const char *path)
{
	struct stat sb;

	assert_int_equal(stat(path, &sb), 0);
	return sb.st_size;
}

static void
header(struct jrec *h)
{
	memset(h, 0, sizeof *h);
	h->kind = J_NEW;
	h->text = "game=tiny scenario=basic seed=7";
}

static void
order(struct jrec *r, const char *text, struct roll *rolls, int n)
{
	memset(r, 0, sizeof *r);
	r->kind = J_DO;
	r->text = (char *)text;
	r->rolls = rolls;
	r->nrolls = n;
}

static void
write_three(const char *p)
{
	struct journal j;
	struct jrec h, r;
	struct roll roll;
	char *why = NULL, *warn = NULL;

	memset(&roll, 0, sizeof roll);
	assert_int_equal(dice_parse("2d6", &roll.e, &why), 0);
	roll.nface = 2;
	roll.face[0] = 5;
	roll.face[1] = 3;
	roll.total = 8;
	assert_int_equal(journal_open(&j, p, &warn, &why), 0);
	header(&h);
	assert_int_equal(journal_start(&j, &h, &why), 0);
	order(&r, "place e01 1214 n", NULL, 0);
	assert_int_equal(journal_append(&j, &r, &why), 0);
	order(&r, "roll 2d6", &roll, 1);
	assert_int_equal(journal_append(&j, &r, &why), 0);
	memset(&r, 0, sizeof r);
	r.kind = J_UNDO;
	assert_int_equal(journal_append(&j, &r, &why), 0);
	journal_close(&j);
}

static void
test_records_round_trip(void **state)
{
	char *p = path_of("a.journal"), *why = NULL, *warn = NULL;
	struct journal j;

	write_three(p);
	assert_int_equal(journal_open(&j, p, &warn, &why), 0);
	assert_null(warn);
	assert_int_equal(j.nrecs, 4);
	assert_int_equal(j.recs[0].kind, J_NEW);
	assert_string_equal(j.recs[0].text,
	    "game=tiny scenario=basic seed=7");
	assert_int_equal(j.recs[1].kind, J_DO);
	assert_string_equal(j.recs[1].text, "place e01 1214 n");
	assert_int_equal(j.recs[2].nrolls, 1);
	assert_int_equal(j.recs[2].rolls[0].total, 8);
	assert_int_equal(j.recs[2].rolls[0].face[0], 5);
	assert_int_equal(j.recs[2].rolls[0].src, ROLL_ENGINE);
	assert_int_equal(j.recs[3].kind, J_UNDO);
	journal_close(&j);
	free(p);
}

static void
test_torn_last_line_dropped(void **state)
{
	char *p = path_of("torn.journal"), *why = NULL, *warn = NULL;
	struct journal j;
	struct jrec r;
	off_t whole;
	FILE *f;

	write_three(p);
	whole = file_size(p);
	/* A crash in the middle of a write leaves half a line. */
	assert_non_null(f = fopen(p, "a"));
	fputs("1a2b3c4d do place e02 12", f);
	fclose(f);
	assert_int_equal(journal_open(&j, p, &warn, &why), 0);
	assert_non_null(warn);
	assert_non_null(strstr(warn, "torn"));
	assert_int_equal(j.nrecs, 4);
	/* The torn tail is cut off, and the next record starts clean. */
	assert_int_equal(file_size(p), whole);
	order(&r, "place e02 1215", NULL, 0);
	assert_int_equal(journal_append(&j, &r, &why), 0);
	journal_close(&j);
	free(warn);
	warn = NULL;
	assert_int_equal(journal_open(&j, p, &warn, &why), 0);
	assert_null(warn);
	assert_int_equal(j.nrecs, 5);
	assert_string_equal(j.recs[4].text, "place e02 1215");
	journal_close(&j);
	free(p);
}

static void
test_torn_line_with_newline_but_bad_checksum(void **state)
{
	char *p = path_of("bad-last.journal"), *why = NULL, *warn = NULL;
	struct journal j;
	FILE *f;

	write_three(p);
	assert_non_null(f = fopen(p, "a"));
	fputs("00000000 do place e02 1215\n", f);
	fclose(f);
	assert_int_equal(journal_open(&j, p, &warn, &why), 0);
	assert_non_null(warn);
	assert_int_equal(j.nrecs, 4);
	journal_close(&j);
	free(warn);
	free(p);
}

static void
test_damage_in_the_middle_refused(void **state)
{
	char *p = path_of("damaged.journal"), *why = NULL, *warn = NULL;
	struct journal j;
	FILE *f;
	char buf[4096];
	size_t n;
	char *line2;

	write_three(p);
	assert_non_null(f = fopen(p, "r+"));
	n = fread(buf, 1, sizeof buf - 1, f);
	buf[n] = '\0';
	line2 = strchr(strchr(buf, '\n') + 1, '\n') + 1;
	/* Flip a letter of the second record's text. */
	line2[12] = line2[12] == 'x' ? 'y' : 'x';
	rewind(f);
	fwrite(buf, 1, n, f);
	fclose(f);
	assert_int_equal(journal_open(&j, p, &warn, &why), -1);
	assert_non_null(why);
	assert_non_null(strstr(why, "damaged"));
	free(why);
	free(p);
}

static void
test_not_a_journal_refused(void **state)
{
	char *p = path_of("not.journal"), *why = NULL, *warn = NULL;
	struct journal j;
	FILE *f;

	assert_non_null(f = fopen(p, "w"));
	fputs("hello\n", f);
	fclose(f);
	assert_int_equal(journal_open(&j, p, &warn, &why), -1);
	assert_non_null(strstr(why, "herald-journal 1"));
	free(why);
	free(p);
}

/* A disk that fills after `allow` more bytes. */
static size_t allow;

static ssize_t
full_disk_write(int fd, const void *s, size_t n)
{
	if (allow == 0) {
		errno = ENOSPC;
		return -1;
	}
	if (n > allow)
		n = allow;
	allow -= n;
	return write(fd, s, n);
}

static void
test_full_disk_refuses_and_keeps_whole_records(void **state)
{
	char *p = path_of("full.journal"), *why = NULL, *warn = NULL;
	struct journal j;
	struct jrec r;
	off_t before;

	write_three(p);
	assert_int_equal(journal_open(&j, p, &warn, &why), 0);
	before = file_size(p);
	journal_write_fn = full_disk_write;
	allow = 7;	/* part of the record gets out, then the disk is full */
	order(&r, "place e03 1216", NULL, 0);
	assert_int_equal(journal_append(&j, &r, &why), -1);
	journal_write_fn = write;
	assert_non_null(strstr(why, "disk is full"));
	assert_non_null(strstr(why, "nothing changed"));
	free(why);
	assert_int_equal(j.nrecs, 4);
	assert_int_equal(file_size(p), before);
	/* Space again: the next order goes in cleanly. */
	assert_int_equal(journal_append(&j, &r, &why), 0);
	journal_close(&j);
	assert_int_equal(journal_open(&j, p, &warn, &why), 0);
	assert_null(warn);
	assert_int_equal(j.nrecs, 5);
	journal_close(&j);
	free(p);
}

static void
test_save_is_atomic_and_readable(void **state)
{
	char *p = path_of("saved.herald"), *why = NULL, *warn = NULL, *cmd;
	struct jrec recs[2], *back;
	int n;

	header(&recs[0]);
	order(&recs[1], "remove e01", NULL, 0);
	assert_int_equal(journal_save(p, recs, 2, &why), 0);
	assert_int_equal(journal_read_file(p, &back, &n, &warn, &why), 0);
	assert_int_equal(n, 2);
	assert_string_equal(back[1].text, "remove e01");
	jrec_free(&back[0]);
	jrec_free(&back[1]);
	free(back);
	/* No temporary file is left behind. */
	cmd = xprintf("test $(ls '%s' | grep -c tmp) = 0", dir);
	assert_int_equal(system(cmd), 0);
	free(cmd);
	free(p);
}

static void
test_save_on_full_disk_leaves_old_file(void **state)
{
	char *p = path_of("keep.herald"), *why = NULL, *warn = NULL;
	struct jrec recs[2], *back;
	int n;

	header(&recs[0]);
	order(&recs[1], "remove e01", NULL, 0);
	assert_int_equal(journal_save(p, recs, 2, &why), 0);
	journal_write_fn = full_disk_write;
	allow = 10;
	order(&recs[1], "remove e02", NULL, 0);
	assert_int_equal(journal_save(p, recs, 2, &why), -1);
	journal_write_fn = write;
	assert_non_null(strstr(why, "disk is full"));
	free(why);
	assert_int_equal(journal_read_file(p, &back, &n, &warn, &why), 0);
	assert_int_equal(n, 2);
	assert_string_equal(back[1].text, "remove e01");
	jrec_free(&back[0]);
	jrec_free(&back[1]);
	free(back);
	free(p);
}

static void
test_start_keeps_previous_game(void **state)
{
	char *p = path_of("prev.journal"), *prev, *why = NULL, *warn = NULL;
	struct journal j;
	struct jrec h;

	write_three(p);
	assert_int_equal(journal_open(&j, p, &warn, &why), 0);
	header(&h);
	assert_int_equal(journal_start(&j, &h, &why), 0);
	assert_int_equal(j.nrecs, 1);
	journal_close(&j);
	prev = journal_previous_path(p);
	assert_int_equal(journal_open(&j, prev, &warn, &why), 0);
	assert_int_equal(j.nrecs, 4);
	journal_close(&j);
	free(prev);
	free(p);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_records_round_trip),
		cmocka_unit_test(test_torn_last_line_dropped),
		cmocka_unit_test(test_torn_line_with_newline_but_bad_checksum),
		cmocka_unit_test(test_damage_in_the_middle_refused),
		cmocka_unit_test(test_not_a_journal_refused),
		cmocka_unit_test(test_full_disk_refuses_and_keeps_whole_records),
		cmocka_unit_test(test_save_is_atomic_and_readable),
		cmocka_unit_test(test_save_on_full_disk_leaves_old_file),
		cmocka_unit_test(test_start_keeps_previous_game),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}

/* Unit tests of the journal: records round-trip; a torn last line is
 * dropped, a complete bad one is damage; damage anywhere leaves the
 * whole records before it, and the damaged file is kept; records
 * removed, repeated or moved are found with their number; files of the
 * first format still read; a failing write (a full disk) leaves the file
 * ending on a whole record.  And every file-system call of a replace
 * (new, load), a rewrite, a save and an append is made to fail in turn:
 * each time the old game is still the game in play and still journaled,
 * where it was (DESIGN principle 3). */
#include "testutil.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "journal.h"
#include "leftover.h"
#include "session.h"

static char dir[64];
static int fault_cases;		/* counted, for the report */

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
	printf("# %d fault cases tried\n", fault_cases);
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

static char *
slurp(const char *path, size_t *len)
{
	char *img, *why = NULL;

	if (sf_read_file(path, JOURNAL_MAX_BYTES, &img, len, &why) != 0)
		fail_msg("%s", why);
	return img;
}

static void
spit(const char *path, const char *s, size_t len)
{
	FILE *f = fopen(path, "w");

	assert_non_null(f);
	assert_int_equal(fwrite(s, 1, len, f), len);
	assert_int_equal(fclose(f), 0);
}

/* Removes every file in the scratch directory. */
static void
clear_dir(void)
{
	struct dirent *de;
	DIR *d = opendir(dir);
	char *p;

	assert_non_null(d);
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		p = path_of(de->d_name);
		assert_int_equal(unlink(p), 0);
		free(p);
	}
	closedir(d);
}

/* Files in the scratch directory, and those with tmp in their name. */
static int
count_files(int *temps)
{
	struct dirent *de;
	DIR *d = opendir(dir);
	int n = 0;

	assert_non_null(d);
	*temps = 0;
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		n++;
		if (strstr(de->d_name, ".tmp") != NULL)
			(*temps)++;
	}
	closedir(d);
	return n;
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

/* The records of the file at path, which must read whole. */
static int
recs_on_disk(const char *path, const char *last)
{
	struct jimage im;
	char *why = NULL;
	int n;

	if (journal_examine(path, &im, &why) != 0)
		fail_msg("%s", why);
	if (im.damage != NULL || im.torn != NULL)
		fail_msg("%s", im.damage ? im.damage : im.torn);
	if (last != NULL)
		assert_string_equal(im.recs[im.n - 1].text, last);
	n = im.n;
	jimage_free(&im);
	return n;
}

static void
test_records_round_trip(void **state)
{
	char *p = path_of("a.journal"), *why = NULL, *warn = NULL;
	struct journal j;
	size_t len;
	char *img;

	write_three(p);
	img = slurp(p, &len);
	assert_memory_equal(img, "herald-journal 2\n1 ", 19);
	free(img);
	assert_int_equal(journal_open(&j, p, &warn, &why), 0);
	assert_null(warn);
	assert_int_equal(j.format, 2);
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
	fputs("5 1a2b3c4d do place e02 12", f);
	fclose(f);
	assert_int_equal(journal_open(&j, p, &warn, &why), 0);
	assert_non_null(warn);
	assert_non_null(strstr(warn, "torn"));
	assert_non_null(strstr(warn, ":6:"));
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

/* A complete last line that does not check is damage, not a torn write:
 * a crash cannot write the newline without the rest.  It is reported and
 * the file is kept as it is. */
static void
test_complete_bad_last_line_is_damage(void **state)
{
	char *p = path_of("bad-last.journal"), *why = NULL, *warn = NULL;
	struct journal j;
	struct jrec r;
	off_t size;
	FILE *f;

	write_three(p);
	assert_non_null(f = fopen(p, "a"));
	fputs("5 00000000000000000000000000000000 do place e02 1215\n", f);
	fclose(f);
	size = file_size(p);
	assert_int_equal(journal_open(&j, p, &warn, &why), 1);
	assert_null(warn);
	assert_non_null(j.damage);
	assert_non_null(strstr(j.damage, "at record 5"));
	assert_non_null(strstr(j.damage, "check value"));
	assert_int_equal(j.at.record, 5);
	assert_int_equal(j.nrecs, 4);
	assert_int_equal(file_size(p), size);
	/* nothing is written to a damaged journal */
	order(&r, "place e03 1216", NULL, 0);
	assert_int_equal(journal_append(&j, &r, &why), -1);
	free(why);
	assert_int_equal(file_size(p), size);
	journal_close(&j);
	free(p);
}

/* Damage in the middle: the whole records before it are offered, and
 * taking them keeps the damaged file aside, byte for byte. */
static void
test_damage_in_the_middle_keeps_prefix_and_file(void **state)
{
	char *p = path_of("damaged.journal"), *why = NULL, *warn = NULL;
	char *img, *kept, *img2;
	struct journal j;
	size_t len, len2, at;
	int lines = 0;

	write_three(p);
	img = slurp(p, &len);
	for (at = 0; lines < 3; at++)
		lines += img[at] == '\n';
	/* Flip a letter of the third record's text (roll 2d6). */
	img[at + 40] ^= 1;
	spit(p, img, len);
	assert_int_equal(journal_open(&j, p, &warn, &why), 1);
	assert_non_null(strstr(j.damage, "damaged.journal:4: at record 3"));
	assert_int_equal(j.at.after, 1);
	assert_int_equal(j.nrecs, 2);
	assert_int_equal(journal_recs_orders(j.recs, j.nrecs), 1);
	assert_int_equal(journal_rewrite(&j, &why), 0);
	assert_non_null(j.kept);
	kept = path_of("damaged.journal.damaged.1");
	assert_string_equal(j.kept, kept);
	img2 = slurp(kept, &len2);
	assert_int_equal(len2, len);
	assert_memory_equal(img2, img, len);
	assert_null(j.damage);
	journal_close(&j);
	assert_int_equal(recs_on_disk(p, "place e01 1214 n"), 2);
	free(img);
	free(img2);
	free(kept);
	free(p);
}

/* Records removed, repeated or moved are found, with their number. */
static void
test_chain_finds_removed_repeated_moved(void **state)
{
	char *p = path_of("chain.journal"), *why = NULL, *warn = NULL;
	char *img, *lines[8], *copy;
	const char *want[] = {
		"at record 2: it is record 3",		/* 2 removed */
		"at record 3: it is record 2 again",	/* 2 repeated */
		"at record 2: it is record 3, where",	/* 2 and 3 swapped */
	};
	struct journal j;
	struct buf b;
	size_t len;
	int n = 0, v, i;

	write_three(p);
	img = slurp(p, &len);
	for (copy = img; (lines[n] = strsep(&copy, "\n")) != NULL &&
	    *lines[n] != '\0'; n++)
		;
	assert_int_equal(n, 5);		/* magic and four records */
	for (v = 0; v < 3; v++) {
		buf_init(&b);
		for (i = 0; i < n; i++) {
			int k = i;

			if (v == 0 && i == 2)
				continue;
			if (v == 2 && (i == 2 || i == 3))
				k = i == 2 ? 3 : 2;
			buf_printf(&b, "%s\n", lines[k]);
			if (v == 1 && i == 2)
				buf_printf(&b, "%s\n", lines[i]);
		}
		spit(p, b.s, b.len);
		buf_free(&b);
		assert_int_equal(journal_open(&j, p, &warn, &why), 1);
		if (strstr(j.damage, want[v]) == NULL)
			fail_msg("variant %d: %s", v, j.damage);
		assert_int_equal(j.nrecs, v == 1 ? 2 : 1);
		journal_close(&j);
	}
	free(img);
	free(p);
}

/* A file that is not a journal at all is damage too: nothing in it can
 * be resumed, and a new game keeps it aside. */
static void
test_not_a_journal_is_kept_aside(void **state)
{
	char *p = path_of("not.journal"), *why = NULL, *warn = NULL, *kept;
	struct journal j;
	struct jrec h;

	spit(p, "hello\n", 6);
	assert_int_equal(journal_open(&j, p, &warn, &why), 1);
	assert_non_null(strstr(j.damage, "herald-journal 2"));
	assert_int_equal(j.nrecs, 0);
	header(&h);
	assert_int_equal(journal_start(&j, &h, &why), 0);
	kept = path_of("not.journal.damaged.1");
	assert_string_equal(j.kept, kept);
	journal_close(&j);
	assert_int_equal(file_size(kept), 6);
	assert_int_equal(recs_on_disk(p, NULL), 1);
	free(kept);
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
	char *p = path_of("saved.herald"), *why = NULL, *warn = NULL, *img;
	struct jrec recs[2], *back;
	size_t len;
	int n, temps;

	clear_dir();
	header(&recs[0]);
	order(&recs[1], "remove e01", NULL, 0);
	assert_int_equal(journal_save(p, recs, 2, &why), 0);
	img = slurp(p, &len);
	assert_memory_equal(img, "herald-save 2\n", 14);
	assert_non_null(strstr(img, " end 2\n"));
	free(img);
	assert_int_equal(journal_read_file(p, &back, &n, &warn, &why), 0);
	assert_null(warn);
	assert_int_equal(n, 2);
	assert_string_equal(back[1].text, "remove e01");
	jrec_free(&back[0]);
	jrec_free(&back[1]);
	free(back);
	/* No temporary file is left behind. */
	assert_int_equal(count_files(&temps), 1);
	assert_int_equal(temps, 0);
	free(p);
}

/* Records cut off the end of a save are found: its end record counts
 * them, and a save without one is cut short. */
static void
test_save_cut_short_is_refused(void **state)
{
	char *p = path_of("cut.herald"), *why = NULL, *warn = NULL, *img;
	struct jrec recs[3], *back;
	struct buf b;
	size_t len, end, prev;
	int n;

	header(&recs[0]);
	order(&recs[1], "remove e01", NULL, 0);
	order(&recs[2], "remove e02", NULL, 0);
	assert_int_equal(journal_save(p, recs, 3, &why), 0);
	img = slurp(p, &len);
	/* the starts of the last two lines: record 3 and the end record */
	for (end = len - 1; img[end - 1] != '\n'; end--)
		;
	for (prev = end - 1; img[prev - 1] != '\n'; prev--)
		;
	/* without its end record */
	spit(p, img, end);
	assert_int_equal(journal_read_file(p, &back, &n, &warn, &why), -1);
	assert_non_null(strstr(why, "ends before its end record"));
	assert_non_null(strstr(why, "salvage"));
	free(why);
	/* the last order removed, the end record kept */
	buf_init(&b);
	buf_add(&b, img, prev);
	buf_add(&b, img + end, len - end);
	spit(p, b.s, b.len);
	buf_free(&b);
	assert_int_equal(journal_read_file(p, &back, &n, &warn, &why), -1);
	assert_non_null(strstr(why, "at record 3"));
	free(why);
	/* salvage takes what is whole, saying what was left out */
	assert_int_equal(journal_read_salvage(p, &back, &n, &warn, &why), 0);
	assert_int_equal(n, 2);
	assert_non_null(warn);
	free(warn);
	jrec_free(&back[0]);
	jrec_free(&back[1]);
	free(back);
	free(img);
	free(p);
}

static void
test_save_on_full_disk_leaves_old_file(void **state)
{
	char *p = path_of("keep.herald"), *why = NULL, *warn = NULL;
	struct jrec recs[2], *back;
	int n, temps, files;

	clear_dir();
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
	files = count_files(&temps);
	assert_int_equal(files, 1);
	assert_int_equal(temps, 0);
	free(p);
}

/* Saving as the game goes on replaces the file; saving another game
 * onto it keeps the one there, numbered. */
static void
test_save_keeps_another_game(void **state)
{
	char *p = path_of("g.herald"), *why = NULL, *kept = NULL, *want;
	struct jrec recs[3];

	clear_dir();
	header(&recs[0]);
	order(&recs[1], "remove e01", NULL, 0);
	order(&recs[2], "remove e02", NULL, 0);
	assert_int_equal(journal_save_keep(p, recs, 2, &kept, &why), 0);
	assert_null(kept);
	assert_int_equal(journal_save_keep(p, recs, 3, &kept, &why), 0);
	assert_null(kept);		/* it held nothing the new one lacks */
	order(&recs[1], "remove e03", NULL, 0);
	assert_int_equal(journal_save_keep(p, recs, 2, &kept, &why), 0);
	want = path_of("g.herald.1");
	assert_non_null(kept);
	assert_string_equal(kept, want);
	assert_int_equal(recs_on_disk(want, "remove e02"), 3);
	assert_int_equal(recs_on_disk(p, "remove e03"), 2);
	free(kept);
	/* a file that is not a save at all is kept too */
	spit(p, "my notes\n", 9);
	assert_int_equal(journal_save_keep(p, recs, 2, &kept, &why), 0);
	assert_non_null(strstr(kept, "g.herald.2"));
	assert_int_equal(file_size(kept), 9);
	free(kept);
	free(want);
	free(p);
}

/* A symbolic link at the target or at the old temporary name is not
 * followed: what it points to is never written. */
static void
test_symlinks_are_not_followed(void **state)
{
	char *p = path_of("s.herald"), *victim = path_of("victim"), *why = NULL;
	char *old = xprintf("%s.tmp.%ld", p, (long)getpid()), *kept = NULL;
	struct jrec recs[2];
	struct stat sb;

	clear_dir();
	spit(victim, "precious\n", 9);
	assert_int_equal(symlink(victim, old), 0);
	header(&recs[0]);
	order(&recs[1], "remove e01", NULL, 0);
	assert_int_equal(journal_save_keep(p, recs, 2, &kept, &why), 0);
	assert_null(kept);
	assert_int_equal(file_size(victim), 9);
	assert_int_equal(unlink(p), 0);
	assert_int_equal(symlink(victim, p), 0);
	/* a save onto a link is refused, and the link stays one */
	assert_int_equal(journal_save_keep(p, recs, 2, &kept, &why), -1);
	assert_non_null(strstr(why, "symbolic link"));
	free(why);
	assert_null(kept);
	assert_int_equal(file_size(victim), 9);
	assert_int_equal(lstat(p, &sb), 0);
	assert_true(S_ISLNK(sb.st_mode));
	free(old);
	free(victim);
	free(p);
}

static void
test_start_keeps_previous_game(void **state)
{
	char *p = path_of("prev.journal"), *prev, *why = NULL, *warn = NULL;
	struct journal j;
	struct jrec h;

	clear_dir();
	write_three(p);
	assert_int_equal(journal_open(&j, p, &warn, &why), 0);
	header(&h);
	assert_int_equal(journal_start(&j, &h, &why), 0);
	assert_int_equal(j.nrecs, 1);
	prev = path_of("prev.journal.1");
	assert_string_equal(j.kept, prev);
	/* a game with only its header is not worth a copy */
	assert_int_equal(journal_start(&j, &h, &why), 0);
	assert_null(j.kept);
	journal_close(&j);
	assert_int_equal(recs_on_disk(prev, NULL), 4);
	assert_int_equal(recs_on_disk(p, NULL), 1);
	free(prev);
	free(p);
}

/* A journal of the first format reads, is not appended to as it is,
 * and is rewritten chained, the old file kept. */
static void
test_format_1_journal_is_rewritten(void **state)
{
	char *p = path_of("old.journal"), *why = NULL, *warn = NULL, *img;
	char *kept;
	struct jrec h, r;
	struct journal j;
	struct buf b;
	size_t len;

	clear_dir();
	buf_init(&b);
	buf_puts(&b, "herald-journal 1\n");
	header(&h);
	jrec_format(&h, &b);
	order(&r, "remove e01", NULL, 0);
	jrec_format(&r, &b);
	spit(p, b.s, b.len);
	assert_int_equal(journal_open(&j, p, &warn, &why), 0);
	assert_int_equal(j.format, 1);
	assert_int_equal(j.nrecs, 2);
	assert_int_equal(journal_append(&j, &r, &why), -1);
	free(why);
	assert_int_equal(journal_rewrite(&j, &why), 0);
	kept = path_of("old.journal.1");
	assert_string_equal(j.kept, kept);
	assert_int_equal(journal_append(&j, &r, &why), 0);
	journal_close(&j);
	img = slurp(kept, &len);
	assert_int_equal(len, b.len);
	assert_memory_equal(img, b.s, len);
	assert_int_equal(recs_on_disk(p, "remove e01"), 3);
	/* and `load` reads it, with a warning */
	{
		struct jrec *back;
		int n, i;

		assert_int_equal(journal_read_file(kept, &back, &n, &warn,
		    &why), 0);
		assert_non_null(strstr(warn, "first format"));
		free(warn);
		for (i = 0; i < n; i++)
			jrec_free(&back[i]);
		free(back);
	}
	free(img);
	free(kept);
	buf_free(&b);
	free(p);
}

/* --- every file-system call failing in turn -------------------------- */

static int fail_at, calls, fail_errno, link_errno;

static int
fault(enum sf_op op, const char *path)
{
	(void)path;
	if (op == SF_LINK && link_errno != 0)
		return link_errno;	/* a file system without links */
	if (++calls == fail_at)
		return fail_errno;
	return 0;
}

/* Asserts the journal is still the old game, where it was: its records,
 * the file under its name, and an order appended goes into that file. */
static void
still_old_game(struct journal *j, const char *p, int fd, int nrecs)
{
	struct jrec r;
	char *why = NULL;
	int temps, files;

	assert_int_equal(j->fd, fd);
	assert_int_equal(j->nrecs, nrecs);
	assert_true(journal_is_file(j, p));
	assert_int_equal(recs_on_disk(p, NULL), nrecs);
	files = count_files(&temps);
	assert_int_equal(temps, 0);
	assert_int_equal(files, 1);
	order(&r, "place e09 0909", NULL, 0);
	if (journal_append(j, &r, &why) != 0)
		fail_msg("%s", why);
	assert_int_equal(recs_on_disk(p, "place e09 0909"), nrecs + 1);
}

/* Or the new one, whole, with the old game kept. */
static void
new_game_in_place(struct journal *j, const char *p, int nrecs_old)
{
	struct jrec r;
	char *why = NULL;
	int temps;

	assert_int_equal(j->nrecs, 1);
	assert_true(journal_is_file(j, p));
	assert_int_equal(recs_on_disk(p, NULL), 1);
	(void)count_files(&temps);
	assert_int_equal(temps, 0);
	if (nrecs_old > 1) {
		assert_non_null(j->kept);
		assert_int_equal(recs_on_disk(j->kept, NULL), nrecs_old);
	}
	order(&r, "place e09 0909", NULL, 0);
	assert_int_equal(journal_append(j, &r, &why), 0);
	assert_int_equal(recs_on_disk(p, "place e09 0909"), 2);
}

static void
replace_fails_at_each_call(int err, int noln)
{
	char *p = path_of("f.journal"), *why = NULL, *warn = NULL;
	struct journal j;
	struct jrec h;
	int k, rc, fd, failed = 0;

	for (k = 1; ; k++) {
		clear_dir();
		write_three(p);
		assert_int_equal(journal_open(&j, p, &warn, &why), 0);
		fd = j.fd;
		header(&h);
		calls = 0;
		fail_at = k;
		fail_errno = err;
		link_errno = noln;
		sf_fault_fn = fault;
		rc = journal_start(&j, &h, &why);
		sf_fault_fn = NULL;
		if (calls < k) {
			/* no call left to fail: the replace went through */
			assert_int_equal(rc, 0);
			new_game_in_place(&j, p, 4);
			journal_close(&j);
			break;
		}
		fault_cases++;
		if (rc == 0)
			new_game_in_place(&j, p, 4);
		else {
			failed++;
			assert_non_null(why);
			assert_non_null(strstr(why, strerror(err)));
			free(why);
			why = NULL;
			still_old_game(&j, p, fd, 4);
		}
		journal_close(&j);
	}
	assert_true(failed > 3);
	free(p);
}

static void
test_replace_fails_at_each_call_eio(void **state)
{
	replace_fails_at_each_call(EIO, 0);
}

static void
test_replace_fails_at_each_call_enospc(void **state)
{
	replace_fails_at_each_call(ENOSPC, 0);
}

/* EMFILE at the open of the new file: herald used to reopen the journal
 * after renaming it, and wrote on to the old file when that failed. */
static void
test_replace_fails_at_each_call_emfile(void **state)
{
	replace_fails_at_each_call(EMFILE, 0);
}

/* Without hard links (the old file is renamed instead). */
static void
test_replace_fails_at_each_call_no_links(void **state)
{
	replace_fails_at_each_call(EIO, EPERM);
}

/* The first journal of all, where there was none. */
static void
test_first_start_fails_at_each_call(void **state)
{
	char *p = path_of("first.journal"), *why = NULL, *warn = NULL;
	struct journal j;
	struct jrec h;
	int k, rc, temps;

	for (k = 1; ; k++) {
		clear_dir();
		assert_int_equal(journal_open(&j, p, &warn, &why), 0);
		header(&h);
		calls = 0;
		fail_at = k;
		fail_errno = EIO;
		link_errno = 0;
		sf_fault_fn = fault;
		rc = journal_start(&j, &h, &why);
		sf_fault_fn = NULL;
		if (calls < k) {
			assert_int_equal(rc, 0);
			journal_close(&j);
			break;
		}
		fault_cases++;
		if (rc != 0) {
			free(why);
			why = NULL;
			assert_int_equal(j.fd, -1);
			assert_int_equal(count_files(&temps), 0);
		} else
			new_game_in_place(&j, p, 0);
		journal_close(&j);
	}
	free(p);
}

/* Taking the whole records of a damaged journal: the damaged file stays
 * as it was until the rewrite is complete. */
static void
test_rewrite_damaged_fails_at_each_call(void **state)
{
	char *p = path_of("d.journal"), *why = NULL, *warn = NULL, *img, *now;
	struct journal j;
	size_t len, nlen;
	int k, rc, temps;

	for (k = 1; ; k++) {
		clear_dir();
		write_three(p);
		img = slurp(p, &len);
		img[len - 3] ^= 1;	/* the last record */
		spit(p, img, len);
		assert_int_equal(journal_open(&j, p, &warn, &why), 1);
		calls = 0;
		fail_at = k;
		fail_errno = EIO;
		link_errno = 0;
		sf_fault_fn = fault;
		rc = journal_rewrite(&j, &why);
		sf_fault_fn = NULL;
		if (calls < k) {
			assert_int_equal(rc, 0);
			journal_close(&j);
			free(img);
			break;
		}
		fault_cases++;
		if (rc != 0) {
			free(why);
			why = NULL;
			assert_non_null(j.damage);
			now = slurp(p, &nlen);
			assert_int_equal(nlen, len);
			assert_memory_equal(now, img, len);
			free(now);
			assert_int_equal(count_files(&temps), 1);
		} else {
			now = slurp(j.kept, &nlen);
			assert_memory_equal(now, img, len);
			free(now);
			assert_int_equal(recs_on_disk(p, NULL), 3);
		}
		journal_close(&j);
		free(img);
	}
	free(p);
}

/* A save over another game: the old file stays, or is kept numbered. */
static void
test_save_fails_at_each_call(void **state)
{
	char *p = path_of("s.herald"), *why = NULL, *kept = NULL, *img, *now;
	struct jrec recs[2];
	size_t len, nlen;
	int k, rc, temps, files;

	for (k = 1; ; k++) {
		clear_dir();
		header(&recs[0]);
		order(&recs[1], "remove e01", NULL, 0);
		assert_int_equal(journal_save(p, recs, 2, &why), 0);
		img = slurp(p, &len);
		order(&recs[1], "remove e02", NULL, 0);
		calls = 0;
		fail_at = k;
		fail_errno = EIO;
		link_errno = 0;
		sf_fault_fn = fault;
		rc = journal_save_keep(p, recs, 2, &kept, &why);
		sf_fault_fn = NULL;
		if (calls < k) {
			assert_int_equal(rc, 0);
			free(kept);
			free(img);
			break;
		}
		fault_cases++;
		files = count_files(&temps);
		assert_int_equal(temps, 0);
		if (rc != 0 && kept == NULL) {
			/* nothing changed */
			now = slurp(p, &nlen);
			assert_int_equal(nlen, len);
			assert_memory_equal(now, img, len);
			free(now);
			assert_int_equal(files, 1);
		} else {
			/* written (perhaps not durably: said so), and the
			 * old file kept */
			if (rc != 0)
				assert_non_null(strstr(why, "may not survive"));
			assert_non_null(kept);
			now = slurp(kept, &nlen);
			assert_memory_equal(now, img, len);
			free(now);
			assert_int_equal(recs_on_disk(p, "remove e02"), 2);
		}
		free(why);
		why = NULL;
		free(kept);
		kept = NULL;
		free(img);
	}
	free(p);
}

/* An append that fails leaves the file ending on its last whole record;
 * one whose undoing fails too stops all writing to that file. */
static void
test_append_fails_at_each_call(void **state)
{
	char *p = path_of("a.journal"), *why = NULL, *warn = NULL;
	struct journal j;
	struct jrec r;
	off_t size;
	int k, rc;

	for (k = 1; k <= 4; k++) {
		clear_dir();
		write_three(p);
		assert_int_equal(journal_open(&j, p, &warn, &why), 0);
		size = file_size(p);
		order(&r, "place e05 0505", NULL, 0);
		calls = 0;
		fail_at = k;
		fail_errno = EIO;
		link_errno = 0;
		sf_fault_fn = fault;
		rc = journal_append(&j, &r, &why);
		sf_fault_fn = NULL;
		if (calls < k) {
			assert_int_equal(rc, 0);
			journal_close(&j);
			break;
		}
		fault_cases++;
		assert_int_equal(rc, -1);
		free(why);
		why = NULL;
		assert_int_equal(j.nrecs, 4);
		if (j.broken == NULL) {
			assert_int_equal(file_size(p), size);
			assert_int_equal(journal_append(&j, &r, &why), 0);
			assert_int_equal(recs_on_disk(p, "place e05 0505"), 5);
		} else {
			assert_int_equal(journal_append(&j, &r, &why), -1);
			assert_non_null(strstr(why, "could not be cut back"));
			free(why);
			why = NULL;
		}
		journal_close(&j);
	}
	free(p);
}

/* A failed sync whose undoing fails too: the file may hold the refused
 * order, so herald writes nothing more to it and says what to do. */
static int
sync_and_cut_fail(enum sf_op op, const char *path)
{
	(void)path;
	return op == SF_FDATASYNC || op == SF_FTRUNCATE ? EIO : 0;
}

static void
test_append_undo_fails_stops_writing(void **state)
{
	char *p = path_of("b.journal"), *why = NULL, *warn = NULL;
	struct journal j;
	struct jrec r;

	clear_dir();
	write_three(p);
	assert_int_equal(journal_open(&j, p, &warn, &why), 0);
	order(&r, "place e05 0505", NULL, 0);
	sf_fault_fn = sync_and_cut_fail;
	assert_int_equal(journal_append(&j, &r, &why), -1);
	sf_fault_fn = NULL;
	free(why);
	assert_non_null(j.broken);
	assert_int_equal(journal_append(&j, &r, &why), -1);
	assert_non_null(strstr(why, "save the game"));
	free(why);
	assert_int_equal(j.nrecs, 4);
	journal_close(&j);
	free(p);
}

/* A turn import goes into the journal whole: one that a crash cut
 * short is dropped whole at the next start; its orders out of their
 * place are damage. */
static void
test_cut_turn_import_is_dropped_whole(void **state)
{
	char *p = path_of("g.journal"), *why = NULL, *warn = NULL;
	struct journal j;
	struct jrec r[3];
	off_t before;

	clear_dir();
	write_three(p);
	assert_int_equal(journal_open(&j, p, &warn, &why), 0);
	before = file_size(p);
	order(&r[0], "place e05 0505", NULL, 0);
	order(&r[1], "place e06 0506", NULL, 0);
	order(&r[2], "place e07 0507", NULL, 0);
	r[0].origin = r[1].origin = r[2].origin = "york.turn";
	/* two of three, as a crash in the middle of the write leaves them */
	r[0].part = 1;
	r[1].part = 2;
	r[0].nparts = r[1].nparts = 3;
	assert_int_equal(journal_append(&j, &r[0], &why), 0);
	assert_int_equal(journal_append(&j, &r[1], &why), 0);
	journal_close(&j);
	if (journal_open(&j, p, &warn, &why) != 0)
		fail_msg("%s", j.damage ? j.damage : why);
	assert_non_null(warn);
	assert_non_null(strstr(warn, "the last turn import (2 of its 3 "
	    "orders, from york.turn) was cut short"));
	free(warn);
	warn = NULL;
	assert_int_equal(j.nrecs, 4);
	assert_int_equal(file_size(p), before);
	/* written whole, it stays */
	r[0].part = r[1].part = r[0].nparts = r[1].nparts = 0;
	assert_int_equal(journal_append_group(&j, r, 3, &why), 0);
	journal_close(&j);
	assert_int_equal(journal_open(&j, p, &warn, &why), 0);
	assert_null(warn);
	assert_int_equal(j.nrecs, 7);
	assert_int_equal(j.recs[6].part, 3);
	/* an order of an import out of its place */
	r[0].part = 2;
	r[0].nparts = 3;
	assert_int_equal(journal_append(&j, &r[0], &why), 0);
	journal_close(&j);
	assert_int_equal(journal_open(&j, p, &warn, &why), 1);
	assert_non_null(strstr(j.damage, "out of its place"));
	journal_close(&j);
	free(p);
}

/* Numbers in recorded rolls are bounded before use: a total that would
 * wrap into range as an int is refused. */
static void
test_roll_numbers_bounded(void **state)
{
	const char *bad[] = {
		"do roll 2d6\tp2d6:=4294967303",
		"do roll 2d6\te2d6:4294967301,4294967298=7",
		"do roll 2d6\te2d6:99999999999999999999,1=2",
	};
	struct jrec r;
	char *body;
	size_t i;

	for (i = 0; i < nitems(bad); i++) {
		body = xstrdup(bad[i]);
		assert_int_equal(jrec_parse_body(body, &r), -1);
		free(body);
	}
	body = xstrdup("do roll 2d6\tp2d6:=7");
	assert_int_equal(jrec_parse_body(body, &r), 0);
	assert_int_equal(r.rolls[0].total, 7);
	jrec_free(&r);
	free(body);
}

/* The same at the session: new and load that fail leave the game in
 * play, journaled where it was. */
static void
session_fails_at_each_call(int load)
{
	char *p = path_of("s.journal"), *saved = path_of("other.herald");
	char *why = NULL, *warn = NULL, **argv;
	const struct cmd_entry *e;
	struct session s;
	struct buf out;
	int k, rc, argc;

	for (k = 1; ; k++) {
		clear_dir();
		session_init(&s, test_tinydir());
		buf_init(&out);
		if (session_new(&s, "tiny", NULL, 3, NULL, &out, &why) != 0)
			fail_msg("%s", why);
		assert_int_equal(session_save(&s, saved, &why), 0);
		session_free(&s);
		session_init(&s, test_tinydir());
		assert_int_equal(session_use_journal(&s, p, &warn, &why), 0);
		assert_int_equal(session_new(&s, "tiny", "basic", 7, NULL,
		    &out, &why), 0);
		argc = words_split("place r2 0303", &argv, &why);
		e = cmd_find(argv[0], &why);
		assert_int_equal(session_run(&s, e, argc - 1, argv + 1, &out,
		    &why), CMD_OK);
		calls = 0;
		fail_at = k;
		fail_errno = EIO;
		link_errno = 0;
		sf_fault_fn = fault;
		rc = load ? session_load(&s, saved, &out, &why) :
		    session_new(&s, "tiny", NULL, 5, NULL, &out, &why);
		sf_fault_fn = NULL;
		if (calls < k) {
			assert_int_equal(rc, 0);
			words_free_argv(argc, argv);
			buf_free(&out);
			session_free(&s);
			break;
		}
		fault_cases++;
		if (rc != 0) {
			free(why);
			why = NULL;
			/* the game in play, still journaled where it was */
			assert_string_equal(s.scenario, "basic");
			assert_int_equal(s.cursor, 1);
			words_free_argv(argc, argv);
			argc = words_split("place b1 0102", &argv, &why);
			assert_int_equal(session_run(&s, e, argc - 1, argv + 1,
			    &out, &why), CMD_OK);
			assert_int_equal(recs_on_disk(p, "place b1 0102"), 3);
		} else {
			assert_null(s.scenario);
			assert_non_null(s.j.kept);
			assert_int_equal(recs_on_disk(s.j.kept,
			    "place r2 0303"), 2);
		}
		words_free_argv(argc, argv);
		buf_free(&out);
		session_free(&s);
	}
	free(saved);
	free(p);
}

static void
test_session_new_fails_at_each_call(void **state)
{
	session_fails_at_each_call(0);
}

static void
test_session_load_fails_at_each_call(void **state)
{
	session_fails_at_each_call(1);
}

/* --- what lies beside the journal ------------------------------------ */

static void
test_leftovers_are_found_and_tidied(void **state)
{
	char *p = path_of("game.journal"), *q, *why = NULL, *img;
	struct leftover *lo;
	struct jrec recs[2];
	size_t len;
	int n, i, live, temps, seen[6] = { 0 };

	clear_dir();
	write_three(p);
	q = path_of("game.journal.1");
	write_three(q);
	free(q);
	/* a damaged copy */
	q = path_of("game.journal.damaged.1");
	write_three(q);
	img = slurp(q, &len);
	img[len - 3] ^= 1;
	spit(q, img, len);
	free(img);
	free(q);
	/* a dead herald's whole game, and one's half-written file */
	q = path_of("game.journal.tmp-deadbeef");
	header(&recs[0]);
	order(&recs[1], "remove e01", NULL, 0);
	assert_int_equal(journal_save(q, recs, 2, &why), 0);
	free(q);
	q = path_of("game.journal.tmp-halfdone");
	spit(q, "herald-journal 2\n1 00", 21);
	free(q);
	/* a live herald's temporary file */
	q = path_of("game.journal.tmp-livelive");
	spit(q, "herald-journal 2\n", 17);
	assert_true((live = open(q, O_RDONLY)) >= 0);
	assert_int_equal(flock(live, LOCK_EX), 0);
	free(q);
	/* a second name of the journal itself */
	q = path_of("game.journal.7");
	assert_int_equal(link(p, q), 0);
	free(q);
	assert_int_equal(leftover_scan(p, &lo, &n), 0);
	for (i = 0; i < n; i++) {
		seen[lo[i].kind]++;
		if (lo[i].kind == LO_RESCUED) {
			assert_non_null(strstr(lo[i].path, "game.journal.2"));
			assert_int_equal(lo[i].orders, 1);
		}
		if (lo[i].kind == LO_KEPT)
			assert_int_equal(lo[i].orders, 1);
		if (lo[i].kind == LO_DAMAGED) {
			/* its undo is the damaged record */
			assert_int_equal(lo[i].damaged_at, 4);
			assert_int_equal(lo[i].orders, 2);
		}
	}
	assert_int_equal(n, 4);
	assert_int_equal(seen[LO_RESCUED], 1);
	assert_int_equal(seen[LO_KEPT], 1);
	assert_int_equal(seen[LO_DAMAGED], 1);
	assert_int_equal(seen[LO_REMOVED], 1);
	leftover_free(lo, n);
	/* journal, .1, .2, damaged.1 and the live temporary file */
	assert_int_equal(count_files(&temps), 5);
	assert_int_equal(temps, 1);
	close(live);
	free(p);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_records_round_trip),
		cmocka_unit_test(test_torn_last_line_dropped),
		cmocka_unit_test(test_complete_bad_last_line_is_damage),
		cmocka_unit_test(test_damage_in_the_middle_keeps_prefix_and_file),
		cmocka_unit_test(test_chain_finds_removed_repeated_moved),
		cmocka_unit_test(test_not_a_journal_is_kept_aside),
		cmocka_unit_test(test_full_disk_refuses_and_keeps_whole_records),
		cmocka_unit_test(test_save_is_atomic_and_readable),
		cmocka_unit_test(test_save_cut_short_is_refused),
		cmocka_unit_test(test_save_on_full_disk_leaves_old_file),
		cmocka_unit_test(test_save_keeps_another_game),
		cmocka_unit_test(test_symlinks_are_not_followed),
		cmocka_unit_test(test_start_keeps_previous_game),
		cmocka_unit_test(test_format_1_journal_is_rewritten),
		cmocka_unit_test(test_replace_fails_at_each_call_eio),
		cmocka_unit_test(test_replace_fails_at_each_call_enospc),
		cmocka_unit_test(test_replace_fails_at_each_call_emfile),
		cmocka_unit_test(test_replace_fails_at_each_call_no_links),
		cmocka_unit_test(test_first_start_fails_at_each_call),
		cmocka_unit_test(test_rewrite_damaged_fails_at_each_call),
		cmocka_unit_test(test_save_fails_at_each_call),
		cmocka_unit_test(test_append_fails_at_each_call),
		cmocka_unit_test(test_append_undo_fails_stops_writing),
		cmocka_unit_test(test_roll_numbers_bounded),
		cmocka_unit_test(test_cut_turn_import_is_dropped_whole),
		cmocka_unit_test(test_session_new_fails_at_each_call),
		cmocka_unit_test(test_session_load_fails_at_each_call),
		cmocka_unit_test(test_leftovers_are_found_and_tidied),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}

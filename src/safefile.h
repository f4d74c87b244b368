/* safefile: writing files so that a crash, a full disk or a planted
 * symbolic link never loses a game.
 *
 * A file is never written in place.  The new contents go to a temporary
 * file beside it, "<target>.tmp-XXXXXXXX" (a random name, created with
 * O_EXCL|O_NOFOLLOW so nothing planted there is followed, and flocked
 * for as long as its herald lives, so that the start-up scan can tell a
 * live herald's temporary file from a dead one's), which is synced and
 * then renamed onto the target; the directory is synced after each
 * change of name.  A file that must not be lost is first given a second
 * name, "<target>.N" (or "<target>.<tag>.N"), N the first free number,
 * by a hard link: at every moment the target names a whole file, old or
 * new, and the old one has a name of its own.  Where the file system
 * has no hard links the old file is renamed instead (the target is
 * missing for a moment, but both files always have a name).
 *
 * Every result is checked: write, fsync, fdatasync, rename, link, close
 * and the directory's fsync; a failure undoes what was done and says
 * which step failed. */
#ifndef HERALD_SAFEFILE_H
#define HERALD_SAFEFILE_H

#include <sys/types.h>

/* The file-system calls herald makes, for the test seams. */
enum sf_op {
	SF_OPEN,
	SF_WRITE,
	SF_FSYNC,
	SF_FDATASYNC,
	SF_FTRUNCATE,
	SF_RENAME,
	SF_LINK,
	SF_UNLINK,
	SF_CLOSE,
	SF_DIRSYNC
};

/* Test seams.  sf_write_fn is the write(2) used (a test makes it write
 * short or fill the disk); sf_fault_fn, if set, is asked before every
 * call and returns an errno value to make it fail with, or 0. */
extern ssize_t	(*sf_write_fn)(int, const void *, size_t);
extern int	(*sf_fault_fn)(enum sf_op, const char *path);
const char	*sf_op_name(enum sf_op);

/*
 * Test kill points, compiled in always but read only from the
 * environment: HERALD_TEST_KILL_AT=STEP makes herald raise SIGKILL when
 * it reaches the named step (sf_step), and HERALD_TEST_KILL_AT=fs:N
 * just before its Nth file-system call through this module.
 */
void	sf_step(const char *step);

int	sf_open(const char *path, int flags, mode_t mode);
int	sf_write_all(int fd, const char *s, size_t n, const char *path);
int	sf_fsync(int fd, const char *path);
int	sf_fdatasync(int fd, const char *path);
int	sf_ftruncate(int fd, off_t, const char *path);
int	sf_rename(const char *from, const char *to);
int	sf_link(const char *from, const char *to);
int	sf_unlink(const char *path);
int	sf_close(int fd, const char *path);
/* fsync of the directory that holds path. */
int	sf_sync_dir(const char *path);

/* "PATH: reason" for the errno of a failed call, with what it means for
 * a full disk. */
char	*sf_failed(const char *what, const char *path, int err);

struct sf_temp {
	char	*path;
	int	 fd;		/* open for appending, flocked */
};

int	sf_temp_create(const char *target, mode_t, struct sf_temp *,
	    char **cause);
/* Writes the whole contents and syncs them. */
int	sf_temp_fill(struct sf_temp *, const char *data, size_t len,
	    char **cause);
/* Closes and removes a temporary file that will not be used. */
void	sf_temp_discard(struct sf_temp *);
/* Is name (a directory entry) a temporary file of target's base name? */
int	sf_is_temp_of(const char *base, const char *name);

/* What sf_keep did, to undo it. */
struct sf_kept {
	char	*path;		/* the second name, or NULL */
	int	 moved;		/* renamed, not linked: target is gone */
};

/* Gives the file at target a name of its own (first free target.N or
 * target.TAG.N). */
int	sf_keep(const char *target, const char *tag, struct sf_kept *,
	    char **cause);
/* The same for another file: gives file the first free name target.N
 * (or target.TAG.N). */
int	sf_keep_as(const char *file, const char *target, const char *tag,
	    struct sf_kept *, char **cause);
/* Undoes sf_keep (after a failure). */
int	sf_unkeep(const char *target, struct sf_kept *);

/* How sf_install puts a file in place. */
#define SF_EXCLUSIVE	0x1	/* fail if the target exists */
#define SF_UNDO		0x2	/* undo all if the last directory sync fails */

/*
 * Puts a filled temporary file in target's place.  With keep_tag not
 * NULL ("" for target.N) the file at target, if any, is kept first and
 * *kept is its new name.  On failure the temporary file is removed and
 * target is as it was (with SF_UNDO even when only the last directory
 * sync failed).  On success the temporary file's descriptor stays open:
 * it is the file at target now.  step names the kill points
 * (STEP:temp-written, STEP:after-keep, STEP:after-rename).
 */
int	sf_install(struct sf_temp *, const char *target, const char *keep_tag,
	    int flags, const char *step, char **kept, char **cause);

/* Writes a whole file so that it appears complete or not at all; an
 * existing file is kept under a numbered name if keep. */
int	sf_write_atomic(const char *path, const char *data, size_t len,
	    int keep, char **kept, char **cause);

/* Reads a whole regular file of at most max bytes (NUL-terminated):
 * -1 if it cannot be read, -2 (sf_read_fd) if it is bigger. */
int	sf_read_fd(int fd, const char *path, size_t max, char **img,
	    size_t *len, char **cause);
int	sf_read_file(const char *path, size_t max, char **img, size_t *len,
	    char **cause);

#endif

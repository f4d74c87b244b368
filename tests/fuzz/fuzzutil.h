/* fuzzutil: what every fuzz target shares: a scratch directory of its
 * own process, the games it plays on, files written there from an input,
 * and a check that stops the run when a property does not hold.
 *
 * Each target is one file exporting LLVMFuzzerTestOneInput; it is linked
 * with libFuzzer (configure --enable-fuzzing) or with replay.c, which runs
 * the corpora and crash reproducers under `make check`. */
#ifndef HERALD_FUZZUTIL_H
#define HERALD_FUZZUTIL_H

#include <stddef.h>
#include <stdint.h>

/* The target's name: its corpus is tests/fuzz/corpus/NAME. */
extern const char fuzz_name[];

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/* A directory of this process's own (in /dev/shm when there is one, so
 * that fsync costs nothing), removed at exit; leftovers of dead fuzzing
 * processes are removed when it is made. */
const char *fz_tmpdir(void);
/* The source tree (HERALD_SRCDIR, or the one this was built from). */
const char *fz_srcdir(void);
/* A data directory with every game: the real ones of scenarios/ and
 * tables/, and the test games of tests/data (tiny, fontenoy). */
const char *fz_datadir(void);
/* An empty directory under fz_tmpdir() for the files of one input, made
 * the working directory; fz_workdir_clean() empties it again. */
const char *fz_workdir(void);
void	fz_workdir_clean(void);

/* A NUL-terminated copy of the input (NULs inside it stay: C string
 * readers stop there). */
char   *fz_string(const uint8_t *, size_t);
/* Writes a file; returns 0, or -1. */
int	fz_write(const char *path, const void *, size_t);
/* Removes what is in a directory, keeping the directory. */
void	fz_rm_contents(const char *dir);

/* A chained file (chain.h) made from "chain MAGIC" and the bodies of
 * its records, one a line: the fuzzer writes what a record says, and
 * the chain that would stop a changed line in front of the parser is
 * made for it.  Returns the file (xmalloc'd, *len bytes), or NULL if
 * text does not begin "chain ". */
char   *fz_rechain(const char *text, size_t *len);

/* A property that must hold: aborts (a crash for libFuzzer) with the
 * reason when it does not. */
#define fz_assert(cond, ...) do {					\
	if (!(cond))							\
		fz_fail(__FILE__, __LINE__, #cond, __VA_ARGS__);	\
} while (0)
void	fz_fail(const char *file, int line, const char *cond,
	    const char *fmt, ...) __attribute__((format(printf, 4, 5),
	    noreturn));

#endif

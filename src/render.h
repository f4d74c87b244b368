/* render: the one way herald's text reaches a terminal.  Text comes from
 * files others wrote (turn files, journals, saves, game data) and from
 * scenario hooks, so it may hold bytes a terminal obeys (ESC sequences
 * that set the window title, clear the screen, move the cursor; C1
 * controls; broken UTF-8).  Everything herald prints to standard output or
 * standard error goes through these functions, which show such bytes as
 * visible escapes instead (tests/print-path.test checks that nothing else
 * prints).
 *
 * The notation is one escape per byte, \xHH with two lowercase hex
 * digits: ESC is shown as \x1b, NUL as \x00, U+009B (UTF-8 c2 9b) as
 * \xc2\x9b, a lone byte 0xff as \xff.  Escaped are: every C0 control
 * (0x00-0x1f) except newline and tab, DEL (0x7f), the C1 controls
 * U+0080-U+009F, and every byte that is not part of well-formed UTF-8
 * (stray continuation bytes, truncated sequences, overlong forms,
 * surrogates, code points above U+10FFFF).  Everything else, printable
 * ASCII and well-formed UTF-8 such as é, § or the map's box drawing,
 * passes unchanged.  A backslash passes unchanged too: the escapes are
 * for the eye, not to be parsed back.
 */
#ifndef HERALD_RENDER_H
#define HERALD_RENDER_H

#include <stddef.h>
#include <stdio.h>

#include "util.h"

/* Appends len bytes of s to b, escaped. */
void	render_escape(struct buf *b, const char *s, size_t len);
/* The escaped copy of a C string (xmalloc'd): e.g. a readline prompt. */
char   *render_str(const char *s);
/* Whether a C string holds anything render_escape would change. */
int	render_needed(const char *s);

/* Write herald's text to a stream, escaped.  render_write takes a length,
 * so a NUL inside a buffer is shown (\x00) rather than ending the text;
 * it and render_puts allocate nothing (a fatal message may use them:
 * format it into a buffer of its own first).  render_printf allocates. */
void	render_write(FILE *f, const char *s, size_t len);
void	render_puts(FILE *f, const char *s);
void	render_printf(FILE *f, const char *fmt, ...)
	    __attribute__((format(printf, 2, 3)));

/* Called before every write to a stream with the stream and the length
 * (before escaping): the shell's group commit (shell.c) syncs the
 * journal there before text that could reach the player leaves herald. */
typedef void (*render_gate_fn)(void *arg, FILE *f, size_t len);
void	render_set_gate(render_gate_fn, void *arg);

#endif

/* shell: the read-run-print loop, interactive or batch. */
#include "shell.h"

#include <poll.h>
#include <signal.h>
#include <stdio_ext.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <readline/history.h>
#include <readline/readline.h>

#include "board.h"
#include "cmd.h"
#include "complete.h"
#include "render.h"
#include "session.h"

static struct shell *current;	/* for readline's callbacks */

void
shell_init(struct shell *sh, struct session *s)
{
	memset(sh, 0, sizeof *sh);
	sh->s = s;
}

void
shell_free(struct shell *sh)
{
	words_free_argv(sh->npending, sh->pending);
	free(sh->history);
	free(sh->answer_cmd);
}

/* Splits a line on ';' outside quotes. */
static int
split_commands(const char *line, char ***out)
{
	char **v = NULL, q = 0;
	const char *p, *start = line;
	int n = 0;

	for (p = line;; p++) {
		if (q != 0) {
			/* the closing quote opens nothing */
			if (*p == q) {
				q = 0;
				continue;
			}
			if (*p != '\0')
				continue;
			q = 0;
		}
		if (*p == '"' || *p == '\'') {
			q = *p;
			continue;
		}
		if (*p == ';' || *p == '\0') {
			v = xrealloc(v, sizeof *v * (size_t)(n + 2));
			v[n++] = xstrndup(start, (size_t)(p - start));
			v[n] = NULL;
			start = p + 1;
		}
		if (*p == '\0')
			break;
	}
	*out = v;
	return n;
}

/*
 * Ctrl-C at the table clears the line being typed, as in a shell; it
 * never ends herald (an order half-typed is nothing lost, a game is).
 * It is installed only while readline reads, which calls it at a safe
 * point with the terminal restored and goes on reading after it
 * returns; between prompts Ctrl-C does what it always does (the journal
 * keeps every order already given).
 */
static void
on_interrupt(int sig)
{
	(void)sig;
	rl_crlf();
	rl_on_new_line();
	rl_replace_line("", 0);
	rl_redisplay();
}

/*
 * Group commit.  In batch, with standard output not a terminal, an order
 * is written to the journal at once but synced only before the output
 * that reports it can leave herald: before the shell waits for input
 * that is not there yet, before anything goes to standard error, before
 * standard output's buffer would flush of itself, after each command
 * with --echo, and at the end.  No order is ever reported before it is
 * on disk, and a script of 200 undos costs one sync, not 200.  If a sync
 * fails, the orders since the last one are refused together (nobody was
 * told of them yet): their output is dropped, the journal cut back and
 * the game rebuilt without them.
 */
static void
deliver(struct shell *sh)
{
	char *cause = NULL, *msg;
	int dropped;

	if (!sh->deferring || sh->delivering)
		return;
	sh->delivering = 1;
	if (session_sync(sh->s, &dropped, &cause) != 0) {
		__fpurge(stdout);	/* what it says was never kept */
		if (dropped <= 1)
			msg = xprintf("%s; the order was refused and nothing "
			    "changed", cause);
		else
			msg = xprintf("%s; the %d orders since line %d were "
			    "refused together (their output is not shown) and "
			    "the game is as it was before them", cause, dropped,
			    sh->delivered_line + 1);
		if (sh->name != NULL)
			render_printf(stderr, "%s:%d: error: %s\n", sh->name,
			    sh->lineno, msg);
		else
			render_printf(stderr, "error: %s\n", msg);
		fflush(stderr);
		free(msg);
		free(cause);
		sh->failed++;
	}
	fflush(stdout);
	sh->delivered_line = sh->lineno;
	sh->delivering = 0;
}

/* render's gate: text is about to go to f. */
static void
gate(void *arg, FILE *f, size_t len)
{
	struct shell *sh = arg;

	if (sh->delivering || !sh->s->j.unsynced)
		return;
	/* Would stdio let it out by itself?  Escaped, a byte is at most
	 * four ("\xHH"); a line-buffered stdout lets every line out. */
	if (f != stdout || __flbf(stdout) || __fpending(stdout) + 4 * len +
	    64 >= __fbufsize(stdout))
		deliver(sh);
}

static void
deliver_at_exit(void)
{
	if (current != NULL)
		deliver(current);
}

/* Is the next command there already (nobody waits for an answer)? */
static int
input_ready(struct shell *sh)
{
	struct pollfd p;

	if (sh->ipending < sh->npending || sh->command != NULL)
		return 1;
	if (sh->in == NULL)
		return 0;
#ifdef __GLIBC__
	if (sh->in->_IO_read_ptr < sh->in->_IO_read_end)
		return 1;
#endif
	p.fd = fileno(sh->in);
	p.events = POLLIN;
	p.revents = 0;
	return poll(&p, 1, 0) == 1 && (p.revents & (POLLIN | POLLHUP)) != 0;
}

static char *
read_line(struct shell *sh, const char *prompt)
{
	char *line = NULL, *shown;
	size_t cap = 0;
	ssize_t len;

	if (sh->interactive) {
		struct sigaction sa, was;

		memset(&sa, 0, sizeof sa);
		sa.sa_handler = on_interrupt;
		sa.sa_flags = SA_RESTART;
		sigemptyset(&sa.sa_mask);
		/* the prompt may quote a file (a journal's last order):
		 * readline gets it escaped, and draws it with its own
		 * terminal handling */
		shown = render_str(prompt);
		sigaction(SIGINT, &sa, &was);
		line = readline(shown);
		sigaction(SIGINT, &was, NULL);
		free(shown);
		if (line != NULL && *line != '\0') {
			add_history(line);
			if (sh->history != NULL)
				append_history(1, sh->history);
		}
		return line;
	}
	if (sh->in == NULL)
		return NULL;
	if (sh->deferring && !input_ready(sh))
		deliver(sh);
	if ((len = getline(&line, &cap, sh->in)) < 0) {
		free(line);
		return NULL;
	}
	while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
		line[--len] = '\0';
	return line;
}

/* The next command: the rest of a ';' line, the -c text, or a new line.
 * Returns NULL at the end of input. */
static char *
next_segment(struct shell *sh, const char *prompt)
{
	char *line;

	for (;;) {
		if (sh->ipending < sh->npending)
			return xstrdup(sh->pending[sh->ipending++]);
		words_free_argv(sh->npending, sh->pending);
		sh->pending = NULL;
		sh->npending = sh->ipending = 0;
		if (sh->command != NULL) {
			line = xstrdup(sh->command);
			sh->command = NULL;
			sh->in = NULL;
		} else if ((line = read_line(sh, prompt)) == NULL)
			return NULL;
		sh->lineno++;
		sh->npending = split_commands(line, &sh->pending);
		free(line);
	}
}

static void
report(struct shell *sh, const char *cause)
{
	deliver(sh);
	fflush(stdout);
	if (sh->name != NULL)
		render_printf(stderr, "%s:%d: error: %s\n", sh->name,
		    sh->lineno, cause);
	else
		render_printf(stderr, "error: %s\n", cause);
	fflush(stderr);
}

static int is_command(const char *);

/* A player at the table: the roller asks here for physical dice and
 * choices (dice_ask_fn). */
static int
ask_player(void *arg, const char *prompt, const char *complaint,
    const char *const *offers, int noffers, char **line)
{
	struct shell *sh = arg;

	if (complaint != NULL)
		report(sh, complaint);
	sh->offers = offers;
	sh->noffers = noffers;
	*line = next_segment(sh, prompt);
	sh->offers = NULL;
	sh->noffers = 0;
	if (*line == NULL)
		return -1;
	/* a script that answers with a command is out of step (see
	 * out_of_step) */
	if (!sh->interactive && sh->answer_cmd == NULL &&
	    is_command(*line) > 0)
		sh->answer_cmd = xstrdup(*line);
	/* In batch the answer is not typed on screen: show it. */
	if (!sh->interactive)
		render_printf(stdout, "%s%s\n", prompt, *line);
	return 0;
}

static void
on_secret_interrupt(int sig)
{
	(void)sig;	/* read() returns: the choice is not made */
}

/* One line from the terminal with its echo off, read byte by byte so
 * that nothing typed after it is taken from readline; NULL at the end
 * of input or on an interrupt. */
static char *
read_hidden(const char *prompt)
{
	struct termios was, quiet;
	struct sigaction sa, wsa;
	struct buf b;
	char c, *line = NULL;
	ssize_t n;

	if (tcgetattr(STDIN_FILENO, &was) != 0)
		return NULL;
	quiet = was;
	quiet.c_lflag &= ~(tcflag_t)ECHO;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_secret_interrupt;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, &wsa);
	/* the echo off before the question: nothing typed after it shows */
	tcsetattr(STDIN_FILENO, TCSANOW, &quiet);
	render_puts(stdout, prompt);
	fflush(stdout);
	buf_init(&b);
	while ((n = read(STDIN_FILENO, &c, 1)) == 1 && c != '\n')
		buf_printf(&b, "%c", c);
	tcsetattr(STDIN_FILENO, TCSANOW, &was);
	sigaction(SIGINT, &wsa, NULL);
	if (n == 1)
		line = xstrdup(b.s != NULL ? b.s : "");
	else
		render_puts(stdout, "\n");
	buf_free(&b);
	return line;
}

/* A secret choice (dice_secret_fn, spi-agincourt 13.13): at a terminal
 * the answer is read unseen and kept out of the history; a script's is
 * not shown.  Either way the table sees only that it was made. */
static int
ask_secret(void *arg, const char *prompt, const char *complaint,
    char **line)
{
	struct shell *sh = arg;

	if (complaint != NULL)
		report(sh, complaint);
	if (sh->interactive && isatty(STDIN_FILENO) &&
	    sh->ipending >= sh->npending && sh->command == NULL) {
		deliver(sh);
		if ((*line = read_hidden(prompt)) == NULL)
			return -1;
		sh->lineno++;
	} else if ((*line = next_segment(sh, prompt)) == NULL)
		return -1;
	if (!sh->interactive && sh->answer_cmd == NULL &&
	    is_command(*line) > 0)
		sh->answer_cmd = xstrdup(*line);
	if (!sh->interactive)
		render_printf(stdout, "%s", prompt);
	render_puts(stdout, "chosen\n");
	return 0;
}

static void
show_text(void *arg, const char *text)
{
	struct shell *sh = arg;

	render_puts(stdout, text);
	if (!sh->deferring)
		fflush(stdout);
}

int
shell_ask_yes(struct shell *sh, const char *question, int dflt)
{
	char *line;
	int yes;

	/* Only y, yes, n, no or nothing: "resume? maybe" asks again
	 * rather than take a word for what it was not. */
	for (;;) {
		if ((line = next_segment(sh, question)) == NULL)
			return dflt;
		yes = cmd_yes_no(line, dflt);
		free(line);
		if (yes >= 0)
			return yes;
		report(sh, dflt ? "expected y, yes, n or no, or nothing for "
		    "yes" : "expected y, yes, n or no, or nothing for no");
	}
}

int
shell_execute(struct shell *sh, const char *command)
{
	const struct cmd_entry *e;
	struct buf out;
	char **argv, *cause = NULL;
	const char *p;
	int argc, rv;

	for (p = command; *p == ' ' || *p == '\t'; p++)
		;
	if (*p == '\0' || *p == '#')
		return CMD_OK;
	if (sh->echo) {
		deliver(sh);
		render_printf(stdout, "> %s\n", p);
		fflush(stdout);	/* out before anything can go wrong */
	}
	if ((argc = words_split(p, &argv, &cause)) < 0) {
		report(sh, cause);
		free(cause);
		return CMD_ERROR;
	}
	if (argc == 0)		/* blanks words_split skips: \r, \n */
		return CMD_OK;
	if ((e = cmd_find(argv[0], &cause)) == NULL ||
	    cmd_check_arity(e, argc - 1, &cause) != 0) {
		report(sh, cause);
		free(cause);
		words_free_argv(argc, argv);
		return CMD_ERROR;
	}
	buf_init(&out);
	rv = session_run(sh->s, e, argc - 1, argv + 1, &out, &cause);
	if (out.len > 0)
		render_write(stdout, out.s, out.len);
	if (!sh->deferring)
		fflush(stdout);
	else if (sh->echo)
		deliver(sh);	/* each command's output as it runs */
	if (rv == CMD_ERROR) {
		report(sh, cause);
		free(cause);
	}
	buf_free(&out);
	words_free_argv(argc, argv);
	return rv;
}

static char **cands_now;
static int ncands_now, icands_now;

static char *
candidate(const char *text, int state)
{
	(void)text;
	if (state == 0)
		icands_now = 0;
	if (cands_now == NULL || icands_now >= ncands_now)
		return NULL;
	return xstrdup(cands_now[icands_now++]);
}

static char **
attempt(const char *text, int start, int end)
{
	char **m;

	(void)end;
	complete_quoted = rl_completion_quote_character != 0;
	words_free_argv(ncands_now, cands_now);
	if (current->offers != NULL) {
		/* answering a question: the answers offered */
		int k;

		cands_now = xcalloc((size_t)current->noffers + 1,
		    sizeof *cands_now);
		for (k = ncands_now = 0; k < current->noffers; k++)
			if (strncmp(current->offers[k], text,
			    strlen(text)) == 0)
				cands_now[ncands_now++] =
				    xstrdup(current->offers[k]);
	} else
		cands_now = complete_candidates(current->s, rl_line_buffer,
		    start, text, &ncands_now);
	if (cands_now == NULL)
		return NULL;	/* file names: readline's default */
	rl_attempted_completion_over = 1;
	m = rl_completion_matches(text, candidate);
	return m;
}

/* 1 if the first word of text names a command, 0 if it does not, -1
 * for a line that runs nothing (blank, a comment). */
static int
is_command(const char *text)
{
	char **argv, *why = NULL;
	const char *p;
	int argc, found = 0;

	for (p = text; *p == ' ' || *p == '\t'; p++)
		;
	if (*p == '\0' || *p == '#')
		return -1;
	if ((argc = words_split(p, &argv, &why)) == 0) {
		free(why);
		return -1;	/* \r and such: nothing to run */
	}
	if (argc > 0) {
		found = cmd_find(argv[0], &why) != NULL;
		words_free_argv(argc, argv);
	}
	free(why);
	return found;
}

/*
 * A script with its own dice (dice manual) gives the answers to what an
 * order asks, each on the line after it, and answers are never commands
 * (dice are numbers, choices hexes).  After a command fails, the script
 * may be out of step:
 * - the order read a command as an answer ("2d6 cannot roll 'next'"):
 *   the script gave fewer answers than it asked for;
 * - the next line is not a command: it may be an answer the refused
 *   order would have read (herald cannot know how many: an order may
 *   be refused before any die is rolled), and read as commands, every
 *   line after it would be one out of step.
 * Either way the script stops there rather than go on silently; a
 * command on the next line goes on as ever.  Returns 1 to stop.
 */
static int
out_of_step(struct shell *sh)
{
	char *seg, *msg;
	int k;

	if (sh->interactive || sh->s->st == NULL || !sh->s->st->dice_manual)
		return 0;
	if (sh->answer_cmd != NULL) {
		msg = xprintf("stopped: \"%s\", a command, was read as an "
		    "answer: the script gives fewer answers than the order "
		    "asked for, and the rest would be out of step (nothing "
		    "after it is run)", sh->answer_cmd);
		report(sh, msg);
		free(msg);
		return 1;
	}
	do {
		if ((seg = next_segment(sh, "")) == NULL)
			return 0;	/* the end: nothing out of step */
		if ((k = is_command(seg)) < 0)
			free(seg);	/* runs nothing either way */
	} while (k < 0);
	if (k == 0) {
		msg = xprintf("stopped: \"%s\" is not a command; with dice "
		    "manual the script gives the answers, and this may be one "
		    "the command before it would have read, which would put "
		    "the rest out of step (nothing after it is run)", seg);
		report(sh, msg);
		free(msg);
	} else
		sh->ipending--;	/* in step: run it next */
	free(seg);
	return k == 0;
}

/* At the table, where the game is and how to come back to it. */
static void
say_resume(struct shell *sh)
{
	const struct session *s = sh->s;

	if (s->gd == NULL)
		return;
	if (s->j.path == NULL) {
		render_puts(stdout, "There was no journal (no state "
		    "directory): the game is not kept.\n");
		return;
	}
	render_printf(stdout, "The game is kept in %s: \"%s\" resumes it.\n",
	    s->j.path, sh->resume != NULL ? sh->resume : "herald -r");
}

int
shell_run(struct shell *sh)
{
	char *cmd;
	int rv;

	current = sh;
	sh->s->ask = ask_player;
	sh->s->ask_secret = ask_secret;
	sh->s->show = show_text;
	sh->s->ask_ctx = sh;
	sh->s->batch = !sh->interactive;
	if (!sh->interactive && !isatty(STDOUT_FILENO)) {
		sh->deferring = 1;
		sh->delivered_line = sh->lineno;
		session_defer_sync(sh->s, 1);
		render_set_gate(gate, sh);
		atexit(deliver_at_exit);
	}
	if (sh->interactive) {
		rl_readline_name = "herald";
		rl_attempted_completion_function = attempt;
		rl_completer_quote_characters = "\"'";
	}
	while ((cmd = next_segment(sh, "herald> ")) != NULL) {
		free(sh->answer_cmd);
		sh->answer_cmd = NULL;
		rv = shell_execute(sh, cmd);
		free(cmd);
		if (rv == CMD_QUIT)
			break;
		if (rv == CMD_ERROR) {
			sh->failed++;
			if (sh->bail || out_of_step(sh))
				break;
		}
	}
	if (sh->interactive) {
		if (cmd == NULL)
			render_puts(stdout, "\n");
		say_resume(sh);
	}
	deliver(sh);
	if (sh->deferring) {
		render_set_gate(NULL, NULL);
		session_defer_sync(sh->s, 0);
	}
	current = NULL;
	words_free_argv(ncands_now, cands_now);
	cands_now = NULL;
	ncands_now = 0;
	/* At the table, failed commands were answered there and then:
	 * leaving is a success.  A script's status says whether any
	 * failed. */
	if (sh->interactive)
		return 0;
	return sh->failed ? 1 : 0;
}

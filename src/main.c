/* main: options, start-up (resume or new game) and the shell. */
#include <ctype.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <readline/history.h>

#include "config.h"
#ifdef HAVE_VALGRIND_VALGRIND_H
#include <valgrind/valgrind.h>
#endif
#include "herald.h"
#include "leftover.h"
#include "render.h"
#include "rulebook.h"
#include "session.h"
#include "shell.h"

static void
usage(FILE *f)
{
	render_printf(f,
"usage: herald [options] [script | -]\n"
"\n"
"herald referees hex-and-counter wargames played on a physical board.\n"
"With no script and a terminal, it starts an interactive shell; a script\n"
"of - is read from standard input.\n"
"\n"
"  -c, --command 'CMD; CMD'  run these commands and exit\n"
"  -g, --game GAME           play GAME (default %s)\n"
"  -s, --scenario NAME       play scenario NAME (default: the game's own)\n"
"  -e, --empty               start on an empty board\n"
"  -S, --seed N              fix the engine's dice (reproducible games)\n"
"  -o, --option NAME         play with an optional rule (repeatable)\n"
"  -j, --journal FILE        keep the game's journal in FILE\n"
"  -r, --resume              resume the game in the journal\n"
"  -n, --new                 start a new game even if one can be resumed\n"
"  -d, --data DIR            read games from DIR\n"
"      --rulebook FILE       your own copy of the game's rulebook, as text:\n"
"                            rule N shows its words too\n"
"  -i, --interactive         prompt even when not on a terminal\n"
"  -E, --echo                print each command before its output\n"
"  -b, --bail                stop at the first command that fails\n"
"  -h, --help                this help\n"
"  -V, --version             the version\n"
"\n"
"Batch runs (script, -c, or standard input that is not a terminal) print\n"
"results only and exit non-zero when any command failed.  Without\n"
"--journal they keep the game in memory; interactive sessions keep it in\n"
"$XDG_STATE_HOME/herald (~/.local/state/herald) and offer to resume it.\n",
	    HERALD_DEFAULT_GAME);
}

static const struct option longopts[] = {
	{ "command", required_argument, NULL, 'c' },
	{ "game", required_argument, NULL, 'g' },
	{ "scenario", required_argument, NULL, 's' },
	{ "empty", no_argument, NULL, 'e' },
	{ "seed", required_argument, NULL, 'S' },
	{ "option", required_argument, NULL, 'o' },
	{ "journal", required_argument, NULL, 'j' },
	{ "resume", no_argument, NULL, 'r' },
	{ "new", no_argument, NULL, 'n' },
	{ "data", required_argument, NULL, 'd' },
	{ "rulebook", required_argument, NULL, 'R' },	/* long only */
	{ "interactive", no_argument, NULL, 'i' },
	{ "echo", no_argument, NULL, 'E' },
	{ "bail", no_argument, NULL, 'b' },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, 'V' },
	{ NULL, 0, NULL, 0 }
};

struct options {
	char		*command;
	const char	*game;
	const char	*scenario;
	int		 empty;
	const char	*journal;
	int		 resume;
	int		 fresh;
	const char	*data;
	const char	*rulebook;	/* --rulebook FILE */
	int		 interactive;
	int		 echo;
	int		 bail;
	const char	*script;
	char		*options;	/* "range-drm,french-losses" */
	int		 seeded;	/* --seed was given */
};

/* A word for a shell command line: quoted when it holds anything a
 * shell would read otherwise. */
static void
shell_word(struct buf *b, const char *w)
{
	const char *p;

	if (*w != '\0' && strspn(w, "abcdefghijklmnopqrstuvwxyz"
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./-+,=:@%") == strlen(w)) {
		buf_puts(b, w);
		return;
	}
	buf_puts(b, "'");
	for (p = w; *p != '\0'; p++) {
		if (*p == '\'')
			buf_puts(b, "'\\''");
		else
			buf_add(b, p, 1);
	}
	buf_puts(b, "'");
}

/* "herald -r", with the journal and data directory this run was given:
 * what the player types to come back to this game. */
static char *
resume_command(const struct options *o)
{
	struct buf b;

	buf_init(&b);
	buf_puts(&b, "herald -r");
	if (o->journal != NULL) {
		buf_puts(&b, " -j ");
		shell_word(&b, o->journal);
	}
	if (o->data != NULL) {
		buf_puts(&b, " -d ");
		shell_word(&b, o->data);
	}
	return buf_steal(&b);
}

static int
orders_in(const struct journal *j, const char **last)
{
	int i, n = 0;

	*last = NULL;
	for (i = 0; i < j->nrecs; i++) {
		if (j->recs[i].kind == J_NEW)
			n = 0;
		else if (j->recs[i].kind == J_DO) {
			n++;
			*last = j->recs[i].text;
		}
	}
	return n;
}

/* After a game could not be read: when its folder is missing, which of
 * the places herald looks in gave this data directory. */
static void
say_data_origin(const struct session *s, const struct options *o,
    const char *game)
{
	struct stat sb;
	const char *env = getenv("HERALD_DATA");
	char *dir = xprintf("%s/scenarios/%s", s->datadir, game), **names;
	int missing = stat(dir, &sb) != 0 || !S_ISDIR(sb.st_mode), n;

	free(dir);
	/* a game misnamed among others: the message listed them */
	names = gd_game_names(s->datadir, &n);
	words_free_argv(n, names);
	if (!missing || n > 0)
		return;
	if (o->data != NULL)
		render_printf(stderr, "herald: %s is the data directory given "
		    "by --data\n", s->datadir);
	else if (env != NULL && *env != '\0')
		render_printf(stderr, "herald: %s is the data directory given "
		    "by HERALD_DATA (--data DIR names another)\n", s->datadir);
	else
		render_printf(stderr, "herald: %s is %s; --data DIR or "
		    "HERALD_DATA=DIR names another folder (one that holds "
		    "scenarios/ and tables/)\n", s->datadir,
		    strcmp(s->datadir, HERALD_DATADIR) == 0 ? "where this "
		    "herald's games are installed" : "the source tree this "
		    "herald was built from");
}

static int
start_new(struct session *s, const struct options *o, struct buf *out)
{
	char *why = NULL, *scenario = NULL;
	const char *game = o->game ? o->game : herald_default_game(s);

	/* The default scenario's name from the scenario files: the game is
	 * loaded once, by session_new, which says why when it will not
	 * load. */
	if (!o->empty && o->scenario == NULL)
		scenario = scenario_default_of(s->datadir, game);
	else if (o->scenario != NULL)
		scenario = xstrdup(o->scenario);
	if (session_new(s, game, o->empty ? NULL : scenario,
	    herald_next_seed(), o->options, out, &why) != 0) {
		render_printf(stderr, "herald: %s\n", why);
		free(why);
		say_data_origin(s, o, game);
		free(scenario);
		return -1;
	}
	free(scenario);
	return 0;
}

/* Something herald tells the player at start-up: on the terminal when
 * interactive, as one line on standard error in a batch run. */
static void
say(const struct shell *sh, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void
say(const struct shell *sh, const char *fmt, ...)
{
	va_list ap;
	char *msg;

	va_start(ap, fmt);
	msg = xvprintf(fmt, ap);
	va_end(ap);
	if (sh->interactive) {
		msg[0] = (char)toupper((unsigned char)msg[0]);
		render_printf(stdout, "%s\n", msg);
	} else
		render_printf(stderr, "herald: %s\n", msg);
	free(msg);
}

/* "battle-of-agincourt historical" from a game's settings. */
static void
game_words(struct buf *b, const char *settings)
{
	char **w, *why = NULL;
	int n, i;

	if (settings == NULL || (n = words_split(settings, &w, &why)) < 0) {
		free(why);
		buf_puts(b, "no game");
		return;
	}
	for (i = 0; i < n; i++)
		if (strncmp(w[i], "game=", 5) == 0)
			buf_puts(b, w[i] + 5);
	for (i = 0; i < n; i++)
		if (strncmp(w[i], "scenario=", 9) == 0)
			buf_printf(b, " %s", strcmp(w[i] + 9, "-") == 0 ?
			    "empty board" : w[i] + 9);
	words_free_argv(n, w);
}

/* Newest first: rescued and damaged files, then numbered, then old. */
static int
leftover_cmp(const void *a, const void *b)
{
	const struct leftover *x = a, *y = b;

	if (x->kind != y->kind)
		return (int)x->kind - (int)y->kind;
	/* a freed number is taken again: the time tells which is newer */
	if (x->mtime != y->mtime)
		return x->mtime < y->mtime ? 1 : -1;
	if (x->number != y->number)
		return x->number < y->number ? 1 : -1;
	return strcmp(x->path, y->path);
}

#define LEFTOVERS_SHOWN 5

/* What lies beside the journal: every game the player might want back,
 * and what herald tidied away. */
static void
say_leftovers(const struct session *s, const struct shell *sh)
{
	struct leftover *lo;
	struct buf b;
	int n, i, damaged = 0;

	if (s->j.path == NULL || leftover_scan(s->j.path, &lo, &n) != 0)
		return;
	if (n == 0) {
		free(lo);
		return;
	}
	qsort(lo, (size_t)n, sizeof *lo, leftover_cmp);
	buf_init(&b);
	buf_puts(&b, sh->interactive ? "Beside the journal:\n  " :
	    "beside the journal: ");
	for (i = 0; i < n && i < LEFTOVERS_SHOWN; i++) {
		if (i > 0)
			buf_puts(&b, sh->interactive ? "\n  " : "; ");
		if (lo[i].kind == LO_REMOVED) {
			buf_printf(&b, "removed %s, left by a herald that "
			    "stopped (no game with orders)%s%s", lo[i].path,
			    lo[i].note ? ": " : "", lo[i].note ? lo[i].note :
			    "");
			continue;
		}
		buf_printf(&b, "%s: ", lo[i].path);
		if (lo[i].kind == LO_UNREADABLE) {
			buf_puts(&b, "not readable as a game");
			continue;
		}
		game_words(&b, lo[i].settings);
		if (lo[i].damaged_at > 0) {
			damaged = 1;
			buf_printf(&b, ", damaged at record %ld, %d order%s "
			    "before it", lo[i].damaged_at, lo[i].orders,
			    lo[i].orders == 1 ? "" : "s");
		} else
			buf_printf(&b, ", %d order%s", lo[i].orders,
			    lo[i].orders == 1 ? "" : "s");
		if (lo[i].kind == LO_RESCUED)
			buf_puts(&b, " (left by a herald that stopped while "
			    "writing it)");
	}
	if (n > LEFTOVERS_SHOWN)
		buf_printf(&b, "%sand %d more", sh->interactive ? "\n  " : "; ",
		    n - LEFTOVERS_SHOWN);
	buf_printf(&b, "%s\"load FILE\" plays one again%s",
	    sh->interactive ? "\n" : "; ", damaged ? ", \"load FILE salvage\" "
	    "takes the orders before the damage" : "");
	if (sh->interactive)
		render_printf(stdout, "%s.\n", b.s);
	else
		render_printf(stderr, "herald: %s\n", b.s);
	buf_free(&b);
	leftover_free(lo, n);
}

/* The journal is damaged: 1 to resume the whole records before the
 * damage, 0 for a new game, -1 to stop. */
static int
offer_damaged(struct session *s, struct shell *sh, const struct options *o)
{
	int n = journal_recs_orders(s->j.recs, s->j.nrecs);
	long after = s->j.at.after;
	struct buf b;
	char *q, *what;
	int yes;

	buf_init(&b);
	if (s->j.at.line <= 1)
		buf_printf(&b, "the journal %s cannot be read as a game: %s",
		    s->j.path, s->j.at.what);
	else
		buf_printf(&b, "the journal %s is damaged at line %ld (record "
		    "%ld): %s", s->j.path, s->j.at.line, s->j.at.record,
		    s->j.at.what);
	if (after > 0)
		buf_printf(&b, "; the %ld line%s after it cannot be read",
		    after, after == 1 ? "" : "s");
	what = buf_steal(&b);
	if (journal_recs_settings(s->j.recs, s->j.nrecs) == NULL) {
		if (o->fresh || sh->interactive) {
			say(sh, "%s; nothing in it can be resumed: a new game "
			    "starts, and the damaged file is kept beside it",
			    what);
			free(what);
			return 0;
		}
		say(sh, "%s; nothing in it can be resumed (--new starts a new "
		    "game, and keeps the damaged file beside it)", what);
		free(what);
		return -1;
	}
	if (o->fresh) {
		say(sh, "%s; as asked, a new game starts, and the damaged file "
		    "is kept beside it", what);
		free(what);
		return 0;
	}
	if (sh->interactive && !o->resume) {
		say(sh, "%s", what);
		q = xprintf("The %d order%s before the damage %s whole.  "
		    "Resume %s (the damaged file is kept beside it)? [Y/n] ", n,
		    n == 1 ? "" : "s", n == 1 ? "is" : "are", n == 1 ? "it" :
		    "them");
		yes = shell_ask_yes(sh, q, 1);
		free(q);
		free(what);
		return yes;
	}
	say(sh, "%s; resuming the %d order%s before it", what, n, n == 1 ? "" :
	    "s");
	free(what);
	return 1;
}

/* Resume the journal's game, if there is one and it is wanted. */
static int
start(struct session *s, struct shell *sh, const struct options *o)
{
	struct buf out;
	const char *last;
	char *why = NULL, *q;
	int n, rc = 0, resume = 0, damaged = s->j.damage != NULL;
	int old = s->j.format;
	int whole = journal_recs_settings(s->j.recs, s->j.nrecs) != NULL;

	buf_init(&out);
	say_leftovers(s, sh);
	n = orders_in(&s->j, &last);
	if (damaged)
		resume = offer_damaged(s, sh, o);
	else if (s->j.nrecs > 0 && !o->fresh) {
		if (o->resume || !sh->interactive)
			resume = 1;
		else {
			q = xprintf("An unfinished game is in the journal (%d "
			    "order%s%s%s).  Resume it? [Y/n] ", n,
			    n == 1 ? "" : "s", last ? ", last: " : "",
			    last ? last : "");
			resume = shell_ask_yes(sh, q, 1);
			free(q);
		}
	}
	if (resume < 0)
		rc = -1;
	else if (resume) {
		/* the journal's game has its own settings: say so rather
		 * than let the options seem to have been taken */
		if (o->game != NULL || o->scenario != NULL || o->empty ||
		    o->seeded || o->options != NULL)
			render_printf(stderr, "herald: resuming the game in "
			    "%s; the game, scenario, seed and option settings "
			    "apply only to a new game (--new starts one)\n",
			    s->j.path ? s->j.path : "the journal");
		if (session_resume(s, &out, &why) == 0) {
			if (sh->interactive)
				render_printf(stdout, "Resumed %s, %s: %d "
				    "order%s.\n", s->gd->title, s->sc ?
				    s->sc->title : "empty board", s->cursor,
				    s->cursor == 1 ? "" : "s");
			if (s->j.kept != NULL)
				say(sh, "%s is kept as %s", damaged ? "the "
				    "damaged journal" : old == 3 ? "the save "
				    "used as the journal" : "the journal in "
				    "herald's first format (now chained)",
				    s->j.kept);
		} else {
			render_printf(stderr, "herald: cannot resume: %s\n",
			    why);
			free(why);
			rc = -1;
		}
	} else if (o->resume && s->j.nrecs == 0 && !damaged) {
		render_printf(stderr, "herald: no game to resume in %s\n",
		    s->j.path ? s->j.path : "memory");
		rc = -1;
	} else {
		rc = start_new(s, o, &out);
		if (rc == 0 && s->j.kept != NULL && !damaged)
			say(sh, "the game that was in the journal is kept as "
			    "%s (\"load %s\" plays it again)", s->j.kept,
			    s->j.kept);
		else if (rc == 0 && s->j.kept != NULL)
			say(sh, "the damaged journal is kept as %s%s%s%s",
			    s->j.kept, whole ? " (\"load " : "", whole ?
			    s->j.kept : "", whole ? " salvage\" takes its "
			    "whole records)" : "");
	}
	/* Batch runs print results only. */
	if (out.len > 0 && sh->interactive)
		render_write(stdout, out.s, out.len);
	buf_free(&out);
	return rc;
}

/* At the end the journal is closed, and so synced; the game itself (the
 * Tcl interpreter, the game data, the kept states) is let go with the
 * process, which is quicker than a walk of it (about 1% of the
 * instructions of a short run of the default game: issue 10).  Builds
 * that look for leaks free everything: ASan's, runs under valgrind, and
 * HERALD_FREE_AT_EXIT set. */
static int
free_at_exit(void)
{
#if defined(__SANITIZE_ADDRESS__)
	return 1;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
	return 1;
#endif
#endif
#ifdef HAVE_VALGRIND_VALGRIND_H
	if (RUNNING_ON_VALGRIND)
		return 1;
#endif
	return getenv("HERALD_FREE_AT_EXIT") != NULL;
}

int
main(int argc, char **argv)
{
	struct options o;
	struct session s;
	struct shell sh;
	char *datadir, *statedir = NULL, *journal = NULL, *why = NULL;
	char *warning = NULL, *resume = NULL;
	long seed;
	int c, status;

	/* A buffer the shell's group commit can hold output in (shell.c
	 * deliver); set before anything is printed. */
	if (!isatty(STDOUT_FILENO))
		setvbuf(stdout, NULL, _IOFBF, SHELL_HOLD_BYTES);
	memset(&o, 0, sizeof o);
	while ((c = getopt_long(argc, argv, "c:g:s:eS:o:j:rnd:iEbhV", longopts,
	    NULL)) != -1) {
		switch (c) {
		case 'c':
			/* -c A -c B: both, in order (as -c 'A; B') */
			if (o.command == NULL)
				o.command = xstrdup(optarg);
			else {
				char *both = xprintf("%s; %s", o.command,
				    optarg);

				free(o.command);
				o.command = both;
			}
			break;
		case 'g': o.game = optarg; break;
		case 's': o.scenario = optarg; break;
		case 'e': o.empty = 1; break;
		case 'S':
			if (util_parse_int(optarg, 0, 2147483647L, &seed) != 0) {
				render_printf(stderr, "herald: --seed expects "
				    "a whole number, not \"%s\"\n", optarg);
				return 2;
			}
			herald_fix_seed((uint64_t)seed);
			o.seeded = 1;
			break;
		case 'o': {
			char *more = xprintf("%s%s%s", o.options ? o.options :
			    "", o.options ? "," : "", optarg);

			free(o.options);
			o.options = more;
			break;
		}
		case 'j': o.journal = optarg; break;
		case 'r': o.resume = 1; break;
		case 'n': o.fresh = 1; break;
		case 'd': o.data = optarg; break;
		case 'R':
			if (access(optarg, R_OK) != 0) {
				render_printf(stderr, "herald: --rulebook: "
				    "cannot read %s\n", optarg);
				return 2;
			}
			o.rulebook = optarg;
			break;
		case 'i': o.interactive = 1; break;
		case 'E': o.echo = 1; break;
		case 'b': o.bail = 1; break;
		case 'h': usage(stdout); return 0;
		case 'V':
			render_printf(stdout, "herald %s\n", PACKAGE_VERSION);
			return 0;
		default: usage(stderr); return 2;
		}
	}
	if (optind < argc)
		o.script = argv[optind++];
	if (optind < argc) {
		render_printf(stderr, "herald: one script at most (expected: "
		    "herald [options] [script])\n");
		return 2;
	}

	datadir = herald_datadir(o.data);
	session_init(&s, datadir);
	shell_init(&sh, &s);
	sh.echo = o.echo;
	sh.bail = o.bail;
	sh.interactive = o.interactive || (o.command == NULL &&
	    o.script == NULL && isatty(0));
	if (o.command != NULL)
		sh.command = o.command;
	else if (o.script != NULL && strcmp(o.script, "-") == 0) {
		/* a script on standard input: a script all the same, its
		 * errors numbered by line */
		sh.in = stdin;
		sh.name = "stdin";
	} else if (o.script != NULL) {
		if ((sh.in = fopen(o.script, "r")) == NULL) {
			render_printf(stderr, "herald: cannot read %s\n",
			    o.script);
			status = 2;
			goto out;
		}
		sh.name = o.script;
	} else if (!sh.interactive)
		sh.in = stdin;

	/* Interactive games, and --resume, live in the state directory;
	 * batch runs keep theirs in memory unless given --journal. */
	if (o.journal != NULL)
		journal = xstrdup(o.journal);
	else if ((sh.interactive || o.resume) &&
	    (statedir = herald_state_dir()) != NULL)
		journal = xprintf("%s/game.journal", statedir);
	/* 1: damaged, offered in start() */
	if (journal != NULL && session_use_journal(&s, journal, &warning,
	    &why) < 0) {
		render_printf(stderr, "herald: %s\n", why);
		free(why);
		status = 2;
		goto out;
	}
	if (warning != NULL) {
		render_printf(stderr, "herald: %s\n", warning);
		free(warning);
	}
	if (sh.interactive && statedir != NULL) {
		sh.history = xprintf("%s/history", statedir);
		/* append_history() needs the file to exist. */
		if (read_history(sh.history) != 0)
			write_history(sh.history);
	}
	if (sh.interactive) {
		resume = resume_command(&o);
		sh.resume = resume;
		render_printf(stdout, "herald %s: type help for the "
		    "commands.\n", PACKAGE_VERSION);
	}
	if (start(&s, &sh, &o) != 0 && !sh.interactive) {
		status = 2;
		goto out;
	}
	/* the owner's rulebook is the game's in play (or resumed); it is
	 * read when a rule look-up first asks */
	if (o.rulebook != NULL)
		rulebook_set_owner(s.game != NULL ? s.game : o.game != NULL ?
		    o.game : herald_default_game(&s), o.rulebook);
	status = shell_run(&sh);
out:
	if (sh.in != NULL && sh.in != stdin)
		fclose(sh.in);
	shell_free(&sh);
	if (free_at_exit())
		session_free(&s);
	else
		journal_close(&s.j);	/* synced: the rest goes with the exit */
	rulebook_forget();
	free(datadir);
	free(statedir);
	free(journal);
	free(resume);
	free(o.command);
	free(o.options);
	return status;
}

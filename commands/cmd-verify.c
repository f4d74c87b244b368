/* verify: a game's turn files, journal or save checked again offline, by
 * anyone (src/verify.h): a one-screen verdict with the first problem. */
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "gamedata.h"
#include "mail.h"
#include "narrate.h"
#include "session.h"
#include "verify.h"

/* The players' pledged keys, for the verdict. */
static void
keys_said(const struct session *s, struct buf *out)
{
	const unsigned char *k;
	int f, any = 0;

	for (f = 0; f < s->gd->nfactions; f++) {
		if ((k = mail_key_of(s->st, f)) == NULL)
			continue;
		buf_printf(out, "%s%s %02x%02x%02x%02x...", any++ ? ", " : "",
		    s->gd->factions[f].name, k[0], k[1], k[2], k[3]);
	}
	if (!any)
		buf_puts(out, "none pledged yet");
}

static enum cmd_retval
cmd_verify_exec(struct cmd_ctx *ctx, int argc, char **argv)
{
	struct verdict v;
	struct buf *out = ctx->out;
	char *why = NULL;
	int rc;

	rc = verify_files(ctx->s->datadir, argv, argc, &v, &why);
	if (rc < 0) {
		verdict_free(&v);
		return cmd_fail(ctx, why);
	}
	if (v.built) {
		buf_printf(out, "game: %s, %s; %d order%s in force\n",
		    v.s.gd->title, v.s.sc ? v.s.sc->title : "empty board",
		    v.s.cursor, v.s.cursor == 1 ? "" : "s");
		if (mail_on(v.s.st)) {
			buf_puts(out, "by mail: signing keys ");
			keys_said(&v.s, out);
			buf_puts(out, "\n");
		}
	}
	if (rc == 0) {
		if (v.journal)
			buf_puts(out, "verified: the journal or save");
		else
			buf_printf(out, "verified: the %d turn file%s in order",
			    v.files, v.files == 1 ? "" : "s");
		buf_printf(out, ": every record's chain holds%s, every die "
		    "of herald's follows from %s, every sealed choice "
		    "gives its commitment, and every order is legal when "
		    "replayed\n", !v.journal && mail_on(v.s.st) ?
		    ", every file is signed by its player's pledged key" : "",
		    mail_on(v.s.st) ? "both players' dice chains (every link "
		    "hashing to the one before)" : "the seed");
		buf_puts(out, "the game stands at: ");
		narrate_where(v.s.st, out);
		buf_puts(out, "\n");
		if (v.s.st->over)
			buf_printf(out, "result: %s\n", v.s.st->result);
		verdict_free(&v);
		return CMD_OK;
	}
	buf_printf(out, "NOT VERIFIED: %s (file %d of %d): %s\n", v.where,
	    v.files + 1, v.nfiles, v.problem);
	if (!v.journal && v.files > 0)
		buf_printf(out, "the %d file%s before it hold\n", v.files,
		    v.files == 1 ? "" : "s");
	cmd_error(ctx, "%s does not verify", v.where);
	verdict_free(&v);
	return CMD_ERROR;
}

const struct cmd_entry cmd_verify_entry = {
	.name = "verify",
	.alias = NULL,
	.args = "<file>...",
	.summary = "check a game's turn files (or journal) from nothing",
	.help =
	    "For a third party (a tournament director) or a player: given a\n"
	    "game's turn files in the order they were sent, or its journal\n"
	    "or a save, herald builds the game afresh in memory and takes\n"
	    "each file as the players' heralds did: every chain of records,\n"
	    "every signature in a game by mail (with the key its player\n"
	    "pledged), every die of herald's (from the seed, or by mail from\n"
	    "both players' dice chains), every sealed\n"
	    "choice against its commitment, and every order's legality are\n"
	    "checked again.  It says the first problem found and in which\n"
	    "file, or that all hold and where the game stands.  Nothing is\n"
	    "written, and the game in play, if any, is not touched.\n"
	    "Example: verify t1.turn t2.turn t3.turn",
	.flags = 0,
	.types = { CMD_ARG_FILE, CMD_ARG_MORE },
	.exec = cmd_verify_exec
};

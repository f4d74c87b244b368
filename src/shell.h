/* shell: reads commands from readline, a script, -c or standard input,
 * runs them through the session and prints what they say.  Only this
 * layer prints (STYLE: engine functions never print). */
#ifndef HERALD_SHELL_H
#define HERALD_SHELL_H

#include <stdio.h>

struct session;

struct shell {
	struct session	*s;
	int		 interactive;
	int		 echo;		/* print "> command" first */
	int		 bail;		/* stop at the first failure */
	const char	*name;		/* script name for messages */
	FILE		*in;		/* batch input, or NULL */
	const char	*command;	/* -c text, or NULL */
	int		 lineno;
	int		 failed;
	char		*history;	/* history file, interactive */
	const char	*resume;	/* the command that resumes the game */
	/* The rest of the current line, after a ';'. */
	char		**pending;
	int		 npending;
	int		 ipending;
	int		 pending_line;
	/* A command a script gave as an answer (batch), or NULL. */
	char		*answer_cmd;
	/* While a player's choice is asked: what completion offers. */
	const char *const *offers;
	int		 noffers;
	/* Group commit (shell.c deliver): orders synced only before the
	 * output that reports them leaves herald. */
	int		 deferring;
	int		 delivering;
	int		 delivered_line;	/* lineno at the last sync */
};

/* Standard output's buffer when it is not a terminal (main.c sets it
 * before anything is printed): what the shell may hold back. */
#define SHELL_HOLD_BYTES 65536

void	shell_init(struct shell *, struct session *);
int	shell_run(struct shell *);	/* exit status */
int	shell_execute(struct shell *, const char *command);
int	shell_ask_yes(struct shell *, const char *question, int dflt);
void	shell_free(struct shell *);

#endif

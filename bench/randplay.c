/* randplay: plays a seeded random game through herald's own commands
 * and leaves its journal, for replay benchmarks and soak tests.
 *
 *	randplay [--data DIR] [--game G] [--scenario S] [--seed N]
 *	    [--orders N] [--undo PERCENT] --journal FILE
 *
 * Each step picks an order the phase allows (its `orders:` in the game
 * data), or `next`, `undo` or `redo`, and fills in its arguments from the
 * board: a short walk for `move`, a random facing, an enemy in reach for
 * `fire`, the own units next to an enemy for `attack`, and so on.  herald
 * refuses what the rules forbid, as it would a player's order; only what
 * it accepts is journaled.  The run stops when N orders are in the
 * journal or the game is over, and prints what it did.  Choices the rules
 * give a player (a retreat hex, say) are answered at random. */
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "cmd.h"
#include "gamedata.h"
#include "hex.h"
#include "sequence.h"
#include "session.h"
#include "util.h"

static uint64_t rs = 1;

static uint32_t
rnd(uint32_t n)
{
	uint64_t z = (rs += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	z ^= z >> 31;
	return n == 0 ? 0 : (uint32_t)(z % n);
}

/* A choice: any of the answers offered; no physical dice are asked. */
static int
answer(void *ctx, const char *prompt, const char *complaint,
    const char *const *offers, int noffers, char **line)
{
	(void)ctx;
	(void)prompt;
	(void)complaint;
	if (offers == NULL || noffers <= 0)
		return -1;
	*line = xstrdup(offers[rnd((uint32_t)noffers)]);
	return 0;
}

static int
alive(const struct state *st, int u)
{
	return st->u[u].on_map && !st->u[u].eliminated;
}

/* A random unit of the faction on the map (routed or not as asked, -1
 * for either), or -1. */
static int
pick_unit(const struct state *st, int faction, int routed)
{
	const struct gamedata *gd = st->gd;
	int i, k, n = 0, *c = xcalloc((size_t)st->nunits + 1, sizeof *c);

	for (i = 0; i < st->nunits; i++)
		if (alive(st, i) && gd->units[i].faction == faction &&
		    (routed < 0 || st->u[i].routed == routed))
			c[n++] = i;
	k = n == 0 ? -1 : c[rnd((uint32_t)n)];
	free(c);
	return k;
}

/* A random enemy of unit u within reach hexes of it, or -1. */
static int
pick_enemy(const struct state *st, int u, int reach)
{
	const struct gamedata *gd = st->gd;
	int i, k, n = 0, *c = xcalloc((size_t)st->nunits + 1, sizeof *c);

	for (i = 0; i < st->nunits; i++)
		if (alive(st, i) && gd->units[i].faction !=
		    gd->units[u].faction && hex_distance(&gd->grid,
		    st->u[i].hex, st->u[u].hex) <= reach)
			c[n++] = i;
	k = n == 0 ? -1 : c[rnd((uint32_t)n)];
	free(c);
	return k;
}

/* The direction from unit u toward its nearest enemy, or a random one:
 * armies that close make fights, and fights are what replay must cost. */
static int
toward_enemy(const struct state *st, int u)
{
	const struct gamedata *gd = st->gd;
	int i, d, best = -1, bestd = 1 << 30;

	for (i = 0; i < st->nunits; i++)
		if (alive(st, i) && gd->units[i].faction !=
		    gd->units[u].faction && (d = hex_distance(&gd->grid,
		    st->u[i].hex, st->u[u].hex)) < bestd && d > 0) {
			bestd = d;
			best = i;
		}
	if (best < 0 || rnd(10) < 3)
		return (int)rnd(6);
	d = hex_dir_to(&gd->grid, st->u[u].hex, st->u[best].hex);
	return d >= 0 ? d : (int)rnd(6);
}

/* The arguments of an order of this kind, or -1 if nothing fits. */
static int
make_order(const struct state *st, const char *verb, int side, struct buf *b)
{
	const struct gamedata *gd = st->gd;
	struct hex h;
	int u, t, i, n, dir;

	if (strcmp(verb, "rally") == 0) {
		if ((u = pick_unit(st, side, 1)) < 0)
			return -1;
		buf_printf(b, "rally %s %s", gd->units[u].id,
		    hex_dir_name(&gd->grid, (int)rnd(6)));
		return 0;
	}
	if ((u = pick_unit(st, side, 0)) < 0)
		return -1;
	if (strcmp(verb, "move") == 0) {
		buf_printf(b, "move %s", gd->units[u].id);
		h = st->u[u].hex;
		dir = st->u[u].facing >= 0 && rnd(2) == 0 ? st->u[u].facing :
		    toward_enemy(st, u);
		n = 1 + (int)rnd(3);
		for (i = 0; i < n; i++) {
			/* mostly ahead, sometimes a front diagonal */
			h = hex_neighbour(&gd->grid, h,
			    (dir + 5 + (int)rnd(3)) % 6);
			buf_printf(b, " %s", hex_str(h));
		}
		return 0;
	}
	if (strcmp(verb, "face") == 0) {
		buf_printf(b, "face %s %s", gd->units[u].id,
		    hex_dir_name(&gd->grid, toward_enemy(st, u)));
		return 0;
	}
	if (strcmp(verb, "fire") == 0) {
		if ((t = pick_enemy(st, u, 8)) < 0)
			return -1;
		buf_printf(b, "fire %s %s", gd->units[u].id, gd->units[t].id);
		return 0;
	}
	if (strcmp(verb, "attack") == 0 || strcmp(verb, "counter") == 0) {
		if ((t = pick_enemy(st, u, 1)) < 0)
			return -1;
		buf_printf(b, "%s %s", verb, gd->units[u].id);
		/* others next to the same enemy join now and then */
		for (i = 0; i < st->nunits && verb[0] == 'a'; i++)
			if (i != u && alive(st, i) && gd->units[i].faction ==
			    side && hex_distance(&gd->grid, st->u[i].hex,
			    st->u[t].hex) == 1 && rnd(2) == 0)
				buf_printf(b, " %s", gd->units[i].id);
		buf_printf(b, " -> %s", gd->units[t].id);
		return 0;
	}
	if (strcmp(verb, "advance") == 0) {
		buf_printf(b, "advance %s", gd->units[u].id);
		return 0;
	}
	if (strcmp(verb, "losses") == 0) {
		buf_printf(b, "losses %s", gd->units[u].id);
		if ((t = pick_unit(st, side, -1)) >= 0 && t != u)
			buf_printf(b, " %s", gd->units[t].id);
		return 0;
	}
	return -1;			/* set-up and corrections: not played */
}

/* One of the orders the phase allows; turning in place (which takes a
 * unit's whole move in some games) less often than the rest. */
static const char *
pick_verb(const struct phase *ph)
{
	const char *v;
	int tries = 0;

	do
		v = ph->orders[rnd((uint32_t)ph->norders)];
	while (strcmp(v, "face") == 0 && rnd(4) != 0 && ++tries < 8);
	return v;
}

/* Runs one command line as the shell would; 0 if herald accepted it. */
static int
run_line(struct session *s, const char *line)
{
	const struct cmd_entry *e;
	struct buf out;
	char **argv, *why = NULL;
	int argc, rc = -1;

	if ((argc = words_split(line, &argv, &why)) <= 0) {
		free(why);
		return -1;
	}
	buf_init(&out);
	if ((e = cmd_find(argv[0], &why)) != NULL) {
		switch (session_run(s, e, argc - 1, argv + 1, &out, &why)) {
		case CMD_ERROR:
			break;
		default:
			rc = 0;
			break;
		}
	}
	free(why);
	buf_free(&out);
	words_free_argv(argc, argv);
	return rc;
}

static void
usage(void)
{
	fprintf(stderr, "usage: randplay [--data DIR] [--game G] "
	    "[--scenario S] [--seed N] [--orders N] [--undo PERCENT] "
	    "--journal FILE\n");
	exit(2);
}

int
main(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "data", required_argument, NULL, 'd' },
		{ "game", required_argument, NULL, 'g' },
		{ "scenario", required_argument, NULL, 's' },
		{ "seed", required_argument, NULL, 'S' },
		{ "orders", required_argument, NULL, 'n' },
		{ "undo", required_argument, NULL, 'u' },
		{ "journal", required_argument, NULL, 'j' },
		{ NULL, 0, NULL, 0 }
	};
	const char *data = getenv("HERALD_DATA"), *game = "battle-of-agincourt";
	const char *scenario = NULL, *journal = NULL;
	char *own_scenario = NULL;
	struct session s;
	struct buf out, line;
	char *why = NULL, *warn = NULL;
	long orders = 1000, undo_pct = 3, tries = 0, refused = 0, idle = 0;
	uint64_t seed = 1;
	int c;

	while ((c = getopt_long(argc, argv, "", opts, NULL)) != -1) {
		switch (c) {
		case 'd': data = optarg; break;
		case 'g': game = optarg; break;
		case 's': scenario = optarg; break;
		case 'S': seed = strtoull(optarg, NULL, 10); break;
		case 'n': orders = strtol(optarg, NULL, 10); break;
		case 'u': undo_pct = strtol(optarg, NULL, 10); break;
		case 'j': journal = optarg; break;
		default: usage();
		}
	}
	if (journal == NULL || orders < 1 || undo_pct < 0 || undo_pct > 50)
		usage();
	rs = seed;
	session_init(&s, data != NULL ? data : HERALD_SRCDIR);
	if (scenario == NULL)		/* the game's own, as herald starts */
		scenario = own_scenario = scenario_default_of(s.datadir, game);
	s.ask = answer;
	buf_init(&out);
	buf_init(&line);
	remove(journal);
	if (session_use_journal(&s, journal, &warn, &why) != 0 ||
	    session_new(&s, game, scenario, seed, NULL, &out, &why) != 0) {
		fprintf(stderr, "randplay: %s\n", why ? why : "cannot start");
		return 1;
	}
	while (s.cursor < orders && !s.st->over && tries < orders * 100) {
		const struct phase *ph = seq_phase(s.st);
		int side = seq_phasing(s.st);
		uint32_t r = rnd(100);

		buf_reset(&line);
		tries++;
		if (r < (uint32_t)undo_pct)
			buf_puts(&line, rnd(3) == 0 ? "redo" : "undo");
		else if (ph == NULL || ph->norders == 0 ||
		    (idle > 60 && rnd(2) == 0))
			buf_puts(&line, "next");
		else if (make_order(s.st, pick_verb(ph), side, &line) != 0) {
			idle++;
			continue;
		}
		if (run_line(&s, line.s) != 0) {
			refused++;
			idle++;
		} else if (strcmp(line.s, "next") == 0)
			idle = 0;
	}
	printf("randplay: %s, seed %llu: %d orders in force, %ld "
	    "tried, %ld refused%s; journal %s\n", game,
	    (unsigned long long)seed, s.cursor, tries, refused,
	    s.st->over ? ", game over" : "", journal);
	buf_free(&out);
	buf_free(&line);
	session_free(&s);
	free(own_scenario);
	return 0;
}

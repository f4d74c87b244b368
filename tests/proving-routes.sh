# Sourced by tests/proving-*-routes.test (issue 12, "Proving it without
# SPI": undo, save/load, resume and turn files give the same game).
#
# A test sets these, then calls routes:
#   GAME    the settings of `new`, e.g. "proving markers seed=3"
#   ASK     the commands that show the game, one a line (show, units,
#           marker, status ...), run at the end of every route, and
#           then `log` (the orders in force and their dice; the mark of
#           an order that came from a turn file is not compared)
#   $tmp/one, $tmp/two   the game's input in two parts, one line each
#           (orders, and the answers to herald's questions for physical
#           dice); every route stops between them and goes on
#   $tmp/detour          orders (and answers) played where the parts
#           meet and then taken back with `undo NDETOUR`
#   NTWO    how many orders $tmp/two gives (undone and redone whole)
# routes plays the game straight through once (the clean play) and then
# by each route, and fails unless each shows what the clean play shows:
#   undo      a detour played between the parts and undone, then the
#             rest; and the whole game with its second part undone and
#             redone
#   save      the first part saved, loaded into another journal, the
#             rest played there; and the whole game saved and loaded
#   resume    the first part in one herald, the rest in a new herald on
#             the same journal; and a new herald on the whole game
#   turn      the first part exported as a turn file (from=1), imported
#             into a new game of the same settings, the rest played
#             there; and the whole game exported and imported
# Every route is played with its input on standard input (batch mode),
# and none may give an error.
set -u
: "${HERALD:?}" "${HERALD_SRCDIR:?}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/herald-routes.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
export HOME="$tmp" XDG_STATE_HOME="$tmp/state" LC_ALL=C.UTF-8
export HERALD_DATA="$HERALD_SRCDIR/tests/data"
fail() { echo "FAIL: $WHAT: $*"; exit 1; }
WHAT=${WHAT:-routes}
SENTINEL='range 0101 0101'

# run NAME JOURNAL INPUT-FILES...: one herald on JOURNAL, batch mode,
# echoing; its output in $tmp/NAME.out, and what ASK shows (the lines
# after the sentinel) in $tmp/NAME.shows.
run() {
	name=$1 j=$2
	shift 2
	cat "$@" > "$tmp/$name.in"
	$HERALD --journal "$j" --echo < "$tmp/$name.in" > "$tmp/$name.out" 2>&1 ||
	    fail "$name: herald failed: $(cat "$tmp/$name.out")"
	if grep -q '^error:' "$tmp/$name.out"; then
		fail "$name: an order was refused: $(cat "$tmp/$name.out")"
	fi
	sed -n "/^> $SENTINEL\$/,\$p" "$tmp/$name.out" | sed 1,2d |
	    grep -v '^Resumed' | sed 's/   (from [^)]*)$//' > "$tmp/$name.shows"
}

# same NAME: the route NAME shows what the clean play shows
same() {
	cmp -s "$tmp/clean.shows" "$tmp/$1.shows" ||
	    fail "$1 differs from the clean play (- clean, + $1):
$(diff -u "$tmp/clean.shows" "$tmp/$1.shows")"
}

routes() {
	echo "new $GAME" > "$tmp/new"
	{ echo "$SENTINEL"; echo "$ASK"; echo log; } > "$tmp/ask"
	echo "undo $NDETOUR --agreed" | cat "$tmp/detour" - > "$tmp/detour-undone"
	printf 'undo %s --agreed\nredo %s\n' "$NTWO" "$NTWO" > "$tmp/undo-redo"

	# the clean play
	run clean "$tmp/clean.j" "$tmp/new" "$tmp/one" "$tmp/two" "$tmp/ask"
	[ -s "$tmp/clean.shows" ] || fail "the clean play shows nothing"
	cat "$tmp/clean.shows"

	# undo
	run undo-detour "$tmp/ud.j" "$tmp/new" "$tmp/one" \
	    "$tmp/detour-undone" "$tmp/two" "$tmp/ask"
	same undo-detour
	run undo-redo "$tmp/ur.j" "$tmp/new" "$tmp/one" "$tmp/two" \
	    "$tmp/undo-redo" "$tmp/ask"
	same undo-redo

	# save and load
	echo "save $tmp/one.herald" > "$tmp/save-one"
	echo "load $tmp/one.herald" > "$tmp/load-one"
	run save-one "$tmp/s1.j" "$tmp/new" "$tmp/one" "$tmp/save-one"
	run load-one "$tmp/s2.j" "$tmp/load-one" "$tmp/two" "$tmp/ask"
	same load-one
	echo "save $tmp/all.herald" > "$tmp/save-all"
	echo "load $tmp/all.herald" > "$tmp/load-all"
	run save-all "$tmp/clean.j" "$tmp/save-all"
	run load-all "$tmp/s3.j" "$tmp/load-all" "$tmp/ask"
	same load-all

	# resume: a new herald on the journal
	run resume-one "$tmp/r.j" "$tmp/new" "$tmp/one"
	run resume-two "$tmp/r.j" "$tmp/two" "$tmp/ask"
	same resume-two
	run resume-all "$tmp/clean.j" "$tmp/ask"
	same resume-all

	# turn files: exported, and imported into a new game
	echo "turn export $tmp/one.turn from=1" > "$tmp/export-one"
	echo "turn import $tmp/one.turn" > "$tmp/import-one"
	run export-one "$tmp/t1.j" "$tmp/new" "$tmp/one" "$tmp/export-one"
	run import-one "$tmp/t2.j" "$tmp/new" "$tmp/import-one" "$tmp/two" \
	    "$tmp/ask"
	same import-one
	echo "turn export $tmp/all.turn from=1" > "$tmp/export-all"
	echo "turn import $tmp/all.turn" > "$tmp/import-all"
	run export-all "$tmp/clean.j" "$tmp/export-all"
	run import-all "$tmp/t3.j" "$tmp/new" "$tmp/import-all" "$tmp/ask"
	same import-all
	echo "PASS: $WHAT: undo, save and load, resume and turn files give the same game"
}

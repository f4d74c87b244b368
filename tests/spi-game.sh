# tests/spi-game.sh: the body of spi-game-free.test, spi-game-folly.test
# and spi-game-open.test (sourced; not a test itself).  The caller sets
#   SCEN   the scenario,     SEED  the engine's seed,
#   IN     the script (recorded by tests/tools/spi-drive.py: both sides'
#          orders, a comment "# SIDE Player-Turn N" where each begins),
#   ENDS   the exact line of the end by the scenario's length rule,
#   WIN    the exact line of the victory level declared,
#   DELAY  how many Game-Turns the delayed play passes Player-Turn by
#          Player-Turn before the rest goes in one file.
# It plays the script, checks the end and the level, replays the game
# from its journal, then in delayed play between two heralds (one for
# each player: each Player-Turn exported by the herald of its player
# with `turn export` and imported by the other's), and as one turn file
# of the whole game into a third herald: every `status` the same.
set -u
: "${HERALD:?HERALD must name the herald binary}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/herald-game.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
export HOME="$tmp" XDG_STATE_HOME="$tmp/state" LC_ALL=C.UTF-8
fail() { echo "FAIL: $*"; exit 1; }
G="-g spi-agincourt -s $SCEN --seed $SEED"
in="${HERALD_SRCDIR:?}/tests/$IN"

# the game, to its end
$HERALD --echo -j "$tmp/j" $G < "$in" > "$tmp/out" 2>&1 ||
    fail "the script was refused: $(grep -m1 '^error:' "$tmp/out")"
grep -qxF "$ENDS" "$tmp/out" ||
    fail "the game did not end so: $(grep '^now:' "$tmp/out" | tail -1)"
grep -qxF "$WIN" "$tmp/out" || fail "no victory level declared: $(tail -2 "$tmp/out")"
if grep -q '^error:' "$tmp/out"; then
	fail "an order was refused: $(grep -m1 '^error:' "$tmp/out")"
fi

# the journal replays it
$HERALD -j "$tmp/j" -r -c status > "$tmp/st" 2>&1 || fail "resume: $(cat "$tmp/st")"
grep -q "^result: " "$tmp/st" || fail "the resumed game has no result: $(head -4 "$tmp/st")"

# delayed play: the script cut at each Player-Turn (the set-up goes with
# the first, the French); a chunk's player is in its first line
awk -v d="$tmp" '
	/^# (French|English) Player-Turn [0-9]+$/ { n++ }
	{ f = sprintf("%s/c%04d", d, n ? n : 1); print >> f; close(f) }
' "$in"
n=0 first=1 rest=""
for c in "$tmp"/c[0-9]*; do
	hd=$(grep -m1 '^# .* Player-Turn ' "$c")
	turn=${hd##* }
	case $hd in *French*) me=f you=e ;; *) me=e you=f ;; esac
	if [ "$turn" -gt "$DELAY" ]; then
		[ -n "$rest" ] || rest=$me
		cat "$c" >> "$tmp/rest"
		continue
	fi
	n=$((n + 1))
	if [ $first = 1 ]; then
		$HERALD -n -j "$tmp/$me" $G "$c" > "$tmp/p$n" 2>&1 ||
		    fail "delayed play, Player-Turn $n: $(grep -m1 error: "$tmp/p$n")"
	else
		$HERALD -j "$tmp/$me" -r "$c" > "$tmp/p$n" 2>&1 ||
		    fail "delayed play, Player-Turn $n: $(grep -m1 error: "$tmp/p$n")"
	fi
	$HERALD -j "$tmp/$me" -r -c "turn export $tmp/t$n" > "$tmp/x$n" 2>&1 ||
	    fail "export $n: $(cat "$tmp/x$n")"
	if [ $first = 1 ]; then
		$HERALD -n -j "$tmp/$you" $G -c "turn import $tmp/t$n" > "$tmp/i$n" 2>&1
	else
		$HERALD -j "$tmp/$you" -r -c "turn import $tmp/t$n" > "$tmp/i$n" 2>&1
	fi || fail "import $n: $(grep -m1 error: "$tmp/i$n")"
	first=0
done
[ "$n" -ge 2 ] || fail "no Player-Turns passed in delayed play"
# the rest of the game in one turn file
if [ -n "$rest" ]; then
	you=$([ "$rest" = f ] && echo e || echo f)
	$HERALD -j "$tmp/$rest" -r "$tmp/rest" > "$tmp/pr" 2>&1 ||
	    fail "delayed play, the rest: $(grep -m1 error: "$tmp/pr")"
	$HERALD -j "$tmp/$rest" -r -c "turn export $tmp/trest" > "$tmp/xr" 2>&1 ||
	    fail "export of the rest: $(cat "$tmp/xr")"
	$HERALD -j "$tmp/$you" -r -c "turn import $tmp/trest" > "$tmp/ir" 2>&1 ||
	    fail "import of the rest: $(grep -m1 error: "$tmp/ir")"
fi
for h in f e; do
	$HERALD -j "$tmp/$h" -r -c status > "$tmp/st.$h" 2>&1
	diff -u "$tmp/st" "$tmp/st.$h" > "$tmp/d" ||
	    fail "the delayed game ($h's herald) differs: $(cat "$tmp/d")"
done

# and one turn file of the whole game does in a third herald
$HERALD -j "$tmp/j" -r -c "turn export $tmp/all.turn from=1" > "$tmp/ex" 2>&1 ||
    fail "export: $(cat "$tmp/ex")"
$HERALD -n -j "$tmp/k" $G -c "turn import $tmp/all.turn" > "$tmp/im" 2>&1 ||
    fail "import: $(tail -3 "$tmp/im")"
$HERALD -j "$tmp/k" -r -c status > "$tmp/st.k" 2>&1
diff -u "$tmp/st" "$tmp/st.k" > "$tmp/d" || fail "the turn file's game differs: $(cat "$tmp/d")"
echo "PASS: $SCEN to its end, $WIN; replayed from its journal, in delayed play ($n Player-Turns one by one, then the rest in one file) and from one turn file"

#!/bin/sh
# Regenerates the seeds of the fuzz targets that are files herald writes
# (journals, saves, turn files) and the batch scripts, from short games
# of both games played by a built herald: run it again whenever those
# formats change.
#
#	tests/fuzz/make-seeds.sh [HERALD]	(default: ./herald)
#
# It plays the commands of each transcript listed below (with its
# arguments) and of each hand-written script of corpus/script (not
# gen-*), on a data directory with every game (as the targets have),
# and writes, under tests/fuzz/corpus/:
#	script/gen-T		a transcript's commands as a script: a `new`
#				first
#	journal/gen-T.journal	the game's journal (--journal)
#	journal/gen-T.plain	its records without their checks
#	save/gen-T.herald	the game saved at its end (`save`)
#	save/gen-T.plain	its records without their checks
#	turn/gen-T.turn		all its orders as a turn file
#	turn/gen-T.half		the second half of its orders as a turn
#				file, after the first half as commands
#	turn/gen-T.cmds		the script, which fuzz_turn plays, exports
#				and imports again (a few transcripts only)
#	journal/gen-T.chain, save/gen-T.chain, turn/gen-T.chain
#				the same files as "chain MAGIC" and their
#				records' bodies (chained files only); the
#				save's also as journal/gen-T.save-chain (the
#				journal reader reads saves too)
# The plain and chain forms are what the targets turn into files
# themselves (see their comments): records that reach the parser past
# the checks.  Files not named gen-* are written by hand and kept.
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
herald=${1:-./herald}
case $herald in /*) ;; *) herald=$(pwd)/$herald ;; esac
[ -x "$herald" ] || { echo "make-seeds.sh: no herald at $herald" >&2; exit 2; }
corpus=$here/corpus
tmp=$(mktemp -d "${TMPDIR:-/tmp}/herald-seeds.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT

# Both games, short: set-up, movement, combat, undo, save/load, choices,
# physical dice, optional rules.
transcripts="
	agincourt-phases agincourt-fig6-melee agincourt-rout-rally
	save-load undo dice
	st-albans-turnfile st-albans-retreat-choice st-albans-options
	st-albans-second-special st-albans-retreat-chain
"
# those whose commands are also a turn round trip (turn/gen-T.cmds)
round_trips="agincourt-fig6-melee st-albans-retreat-choice"

for d in script journal save turn; do
	mkdir -p "$corpus/$d"
	rm -f "$corpus/$d"/gen-*
done

# The records of a journal or save without their checks: from the kind
# on (the check, and in later formats the record number, come first),
# with no header line and no trailer record.
plain() {
	awk 'NR > 1 {
		if (match($0, /(^| )(new|do|undo|redo)( |\t|$)/)) {
			s = substr($0, RSTART)
			sub(/^ /, "", s)
			print s
		}
	}' "$1"
}

# A chained file (chain.h: "<n> <chain> <body>" after the magic line) as
# "chain MAGIC" and the bodies, for fz_rechain(); nothing for others.
bodies() {
	case $(head -n 1 "$1") in
	herald-*" 1") ;;
	herald-*)
		sed -n -e '1s/^/chain /p' -e '2,$s/^[0-9][0-9]* [0-9a-f]* //p' "$1" ;;
	esac
}

# The `new` order for a transcript's "#! args:" line.
new_order() {
	set -- $1
	game=battle-of-agincourt scen= seed=1 opts=
	while [ $# -gt 0 ]; do
		case $1 in
		--game) game=$2; shift ;;
		--scenario) scen=$2; shift ;;
		--empty) scen=empty ;;
		--seed) seed=$2; shift ;;
		--option) opts="$opts +$2"; shift ;;
		esac
		shift
	done
	echo "new $game${scen:+ $scen} seed=$seed$opts"
}

# every game, as fz_datadir() gives the targets
for k in scenarios tables; do
	mkdir -p "$tmp/data/$k"
	for g in "$top/$k"/* "$top/tests/data/$k"/*; do
		ln -s "$g" "$tmp/data/$k/"
	done
done

hand=$(cd "$corpus/script" && ls | grep -v '^gen-')
n=0
for t in $transcripts $hand; do
	f=$top/tests/transcripts/$t.t
	if [ -f "$f" ]; then
		args=$(sed -n 's/^#! args: //p' "$f")
		# the first commands and answers (short games: make check
		# replays every seed), without those that name paths
		{
			new_order "$args"
			sed -n -e 's/^> //p' -e 's/^< //p' "$f" | grep -v /
		} | head -n 40 | head -c 4000 > "$tmp/script"
		cp "$tmp/script" "$corpus/script/gen-$t"
		case " $round_trips " in
		*" $t "*) head -n 16 "$tmp/script" > "$corpus/turn/gen-$t.cmds" ;;
		esac
	elif [ -f "$corpus/script/$t" ]; then
		args="--seed 1"
		cp "$corpus/script/$t" "$tmp/script"
	else
		echo "make-seeds.sh: no $f" >&2
		continue
	fi
	rm -rf "$tmp/run" && mkdir "$tmp/run"
	(
		cd "$tmp/run" || exit 1
		HERALD_DATA=$tmp/data
		export HERALD_DATA HOME="$tmp/run" XDG_STATE_HOME="$tmp/run/state"
		# short games: the targets replay them, quadratic in orders
		{ head -n 24 "$tmp/script"; echo "save end.herald"; } |
		    "$herald" $args --journal game.journal > out 2>&1
		"$herald" $args -c "load end.herald; turn export all.turn from=1" \
		    > /dev/null 2>&1
		# the first half of the orders as commands, the rest as a turn
		[ -f end.herald ] || exit 0
		plain end.herald | sed -n 's/^do \([^	]*\).*/\1/p' > orders
		k=$(($(wc -l < orders) / 2))
		if [ $k -gt 0 ]; then
			"$herald" $args -c "load end.herald; turn export half.turn from=$((k + 1))" \
			    > /dev/null 2>&1 &&
			{ head -n $k orders | sed 's/^/> /'; cat half.turn; } > half
		fi
	)
	r=$tmp/run
	[ -s "$r/game.journal" ] && cp "$r/game.journal" "$corpus/journal/gen-$t.journal" &&
	    plain "$r/game.journal" > "$corpus/journal/gen-$t.plain" &&
	    bodies "$r/game.journal" > "$corpus/journal/gen-$t.chain"
	[ -s "$r/end.herald" ] && cp "$r/end.herald" "$corpus/save/gen-$t.herald" &&
	    plain "$r/end.herald" > "$corpus/save/gen-$t.plain" &&
	    bodies "$r/end.herald" > "$corpus/save/gen-$t.chain" &&
	    cp "$corpus/save/gen-$t.chain" "$corpus/journal/gen-$t.save-chain"
	[ -s "$r/all.turn" ] && cp "$r/all.turn" "$corpus/turn/gen-$t.turn" &&
	    bodies "$r/all.turn" > "$corpus/turn/gen-$t.chain"
	[ -s "$r/half" ] && cp "$r/half" "$corpus/turn/gen-$t.half"
	n=$((n + 1))
done
find "$corpus" -name 'gen-*' -size 0 -exec rm -f {} +
# the targets refuse inputs bigger than these: keep them out
find "$corpus/journal" "$corpus/save" "$corpus/turn" -name 'gen-*' -size +16k -exec rm -f {} +
for d in script journal save turn; do
	echo "$d: $(ls "$corpus/$d" | wc -l) files"
done
echo "make-seeds.sh: $n games played"

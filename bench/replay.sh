#!/bin/sh
# Prints how long herald takes to resume a long game, and its memory.
# usage: bench/replay.sh [path/to/herald] [orders]
set -eu
HERALD=${1:-./herald}
N=${2:-2000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
J=$tmp/bench.journal
i=0
: > "$tmp/script"
while [ $i -lt "$N" ]; do
	if [ $((i % 2)) = 0 ]; then
		echo "place e01 $(printf '%02d' $((11 + i / 2 % 8)))18 n" >> "$tmp/script"
	else
		echo "roll 2d6" >> "$tmp/script"
	fi
	i=$((i + 1))
done
"$HERALD" --journal "$J" --seed 1 --new "$tmp/script" > /dev/null
measure() {	# label, command...
	label=$1
	shift
	t0=$(date +%s%N)
	/usr/bin/time -f "%M" -o "$tmp/time" "$@" > /dev/null
	t1=$(date +%s%N)
	read -r kb < "$tmp/time"
	printf '%-32s %8s ms %8s KiB max RSS\n' "$label" \
	    $(( (t1 - t0) / 1000000 )) "$kb"
}
echo "herald benchmark: $N orders, $(nproc) cores"
measure "build journal of $N orders" "$HERALD" --journal "$J.2" --seed 1 --new "$tmp/script"
measure "resume + replay $N orders" "$HERALD" --journal "$J" -c 'units e01'
measure "start only (no orders)" "$HERALD" -c 'range 0101 0102'
measure "los 0101 3022 x1" "$HERALD" --empty -c 'los 0101 3022'
measure "map (whole board)" "$HERALD" -c map

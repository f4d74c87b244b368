#!/bin/sh
# Runs one transcript test: herald's input and the output it must give.
#
# Format of a .t file:
#   # comment                  ignored
#   #! args: --seed 7 --empty  extra command-line arguments
#   #! status: 1               expected exit status (default 0)
#   #! data: tests/data         read the games from this directory of the
#                              source tree (test games)
#   > COMMAND                  a command line (herald echoes it, so it is
#                              also part of the expected output)
#   < ANSWER                   a line herald reads when it asks (physical
#                              dice); not part of the expected output
#   anything else              expected output, in order
#
# herald runs in batch mode with --echo, standard error merged into
# standard output, in a scratch HOME so no real state is touched, and
# with HERALD_CHECK_RECORDS set: an order whose ruling records do not
# render as its narration says so (src/session.c, keep_why).
set -u
t=$1
: "${HERALD:?HERALD must name the herald binary}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/herald-t.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT

args=$(sed -n 's/^#! args: //p' "$t")
# #! data: DIR reads games from DIR under the source tree (test games)
data=$(sed -n 's/^#! data: //p' "$t")
if [ -n "$data" ]; then
	HERALD_DATA="${HERALD_SRCDIR:?}/$data"
	export HERALD_DATA
fi
status=$(sed -n 's/^#! status: //p' "$t")
: "${status:=0}"
sed -n -e 's/^> //p' -e 's/^< //p' "$t" > "$tmp/input"
grep -v -e '^#' -e '^< ' "$t" > "$tmp/expected"

(
	cd "$tmp" &&
	HOME="$tmp" XDG_STATE_HOME="$tmp/state" LC_ALL=C.UTF-8 \
	    HERALD_CHECK_RECORDS=1 $HERALD --echo $args < "$tmp/input" > "$tmp/actual" 2>&1
	echo $? > "$tmp/status"
)
got=$(cat "$tmp/status")
rc=0
if ! diff -u "$tmp/expected" "$tmp/actual"; then
	echo "FAIL: $t: output differs (- expected, + actual)"
	rc=1
fi
if [ "$got" != "$status" ]; then
	echo "FAIL: $t: exit status $got, expected $status"
	rc=1
fi
exit $rc

#!/bin/sh
# make fuzz: runs each libFuzzer target for SECONDS on its corpus and says
# what it did.
#
#	run-fuzz.sh SRCDIR SECONDS TARGET...
#
# Run from the build directory (a --enable-fuzzing one).  FUZZ_FLAGS adds
# libFuzzer options (e.g. FUZZ_FLAGS=-detect_leaks=0 while a known leak
# waits for its fix).  New inputs go
# to fuzz-scratch/TARGET/corpus and crashes to fuzz-scratch/TARGET/found,
# never into the source tree: minimise a crash (tests/fuzz/README.md)
# before keeping it as a reproducer.  A target that crashes is started
# again on its corpus until its time is up (at most 20 times), so that
# one crash does not end its run.  Exits 1 if a target could not run
# at all (no executions); crashes are counted, not a failure of make.
set -u
src=${1:?usage: run-fuzz.sh SRCDIR SECONDS TARGET...}
secs=${2:?usage: run-fuzz.sh SRCDIR SECONDS TARGET...}
shift 2
case $secs in
''|*[!0-9]*) echo "run-fuzz.sh: FUZZ_SECONDS must be a whole number, not \"$secs\"" >&2; exit 2 ;;
esac
# Shorter allocation stacks: the targets allocate a lot, and a report
# needs only the first frames to name the culprit.
: "${ASAN_OPTIONS=malloc_context_size=8}"
export ASAN_OPTIONS
rc=0
printf '%-9s %8s %12s %9s %8s  %s\n' target seconds executions execs/s \
    crashes "found in"
for name; do
	bin=tests/fuzz/fuzz_$name
	dir=fuzz-scratch/$name
	mkdir -p "$dir/corpus" "$dir/found" || exit 2
	log=$dir/log
	: > "$log"
	# the words of the input's language
	case $name in
	gamedata|yaml|yrun) dict=-dict=$src/tests/fuzz/gamedata.dict ;;
	script|turn|save) dict=-dict=$src/tests/fuzz/script.dict ;;
	*) dict= ;;
	esac
	start=$(date +%s)
	runs=0
	starts=0
	while [ $starts -lt 20 ]; do
		left=$((secs - ($(date +%s) - start)))
		[ $left -gt 0 ] || break
		starts=$((starts + 1))
		# -close_fd_mask=3: the targets' own output (the shell's
		# narration) is not wanted; libFuzzer's reports still come.
		"$bin" -max_total_time=$left -print_final_stats=1 \
		    -close_fd_mask=3 -timeout=25 -rss_limit_mb=2048 \
		    -artifact_prefix="$dir/found/" $dict ${FUZZ_FLAGS-} \
		    "$dir/corpus" "$src/tests/fuzz/corpus/$name" \
		    > "$dir/run.log" 2>&1
		status=$?
		cat "$dir/run.log" >> "$log"
		n=$(sed -n 's/^stat::number_of_executed_units: *//p' "$dir/run.log" | tail -1)
		[ -n "$n" ] || n=$(sed -n 's/^#\([0-9][0-9]*\).*/\1/p' "$dir/run.log" | tail -1)
		runs=$((runs + ${n:-0}))
		[ $status = 0 ] && break
	done
	took=$(($(date +%s) - start))
	[ $took -gt 0 ] || took=1
	crashes=$(find "$dir/found" -type f | wc -l)
	[ "$runs" -gt 0 ] || rc=1
	printf '%-9s %8s %12s %9s %8s  %s\n' "$name" "$took" "$runs" \
	    $((runs / took)) "$crashes" "$dir/found"
done
[ $rc = 0 ] || echo "run-fuzz.sh: a target did not run: see fuzz-scratch/TARGET/log" >&2
exit $rc

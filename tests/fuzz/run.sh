#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer targets with clang++ in BUILD_DIR and runs each, one
# after the other, for SECONDS seconds, then prints the executions per target
# and whether it crashed. The exit code is non-zero when any target crashed,
# leaked, hung or ran out of memory; the input that did it is kept in
# BUILD_DIR/fuzz-artifacts/ (make it a regression test in the matching tst_).
#
#   tests/fuzz/run.sh BUILD_DIR SECONDS [TARGET...]
#
# Seeds: tests/fuzz/corpus/<target> plus the bad-input corpus in tests/data/bad.
# What a run learns (new inputs) goes to BUILD_DIR/fuzz-corpus/<target>, so a
# second run starts where the first stopped.
set -eu

if [ $# -lt 2 ]; then
    echo "usage: $0 BUILD_DIR SECONDS [TARGET...]" >&2
    exit 2
fi
build_dir=$1
seconds=$2
shift 2
targets=${*:-fuzz_tokenizer fuzz_embeddingio fuzz_workspacefile}
source_dir=$(cd "$(dirname "$0")/../.." && pwd)
here="$source_dir/tests/fuzz"

launcher=
if command -v ccache >/dev/null 2>&1; then
    launcher=-DCMAKE_CXX_COMPILER_LAUNCHER=ccache
    export CCACHE_BASEDIR="$source_dir"
fi
# Assertions stay on (no NDEBUG): an Eigen index check that fires is a finding.
cmake -S "$source_dir" -B "$build_dir" $launcher \
    -DCMAKE_CXX_COMPILER=clang++ \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1" \
    -DATTENTIONLAB_FUZZ=ON \
    -DATTENTIONLAB_BUILD_TESTS=OFF \
    -DATTENTIONLAB_BUILD_BENCH=OFF >/dev/null
# shellcheck disable=SC2086 # the target list is meant to split
cmake --build "$build_dir" --parallel "${JOBS:-$(nproc)}" --target $targets

export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
export QT_QPA_PLATFORM=offscreen

extra_seeds() {
    case $1 in
    fuzz_embeddingio) echo "$source_dir/tests/data/bad/vocabulary" ;;
    fuzz_workspacefile) echo "$source_dir/tests/data/bad/workspace" ;;
    esac
}

summary=
failed=0
for target in $targets; do
    name=${target#fuzz_}
    corpus="$build_dir/fuzz-corpus/$name"
    artifacts="$build_dir/fuzz-artifacts"
    log="$build_dir/fuzz-$name.log"
    mkdir -p "$corpus" "$artifacts"
    seeds="$here/corpus/$name"
    extra=$(extra_seeds "$target")
    if [ -n "$extra" ] && [ -d "$extra" ]; then
        seeds="$seeds $extra"
    fi
    dict=
    if [ -f "$here/$name.dict" ]; then
        dict="-dict=$here/$name.dict"
    fi
    echo "fuzzing $target for $seconds s (log: $log)"
    status=0
    # -timeout: an input that takes 10 s is a hang (the app must never hang).
    # shellcheck disable=SC2086
    "$build_dir/tests/fuzz/$target" -max_total_time="$seconds" -max_len=4096 -timeout=10 \
        -print_final_stats=1 -artifact_prefix="$artifacts/$name-" $dict \
        "$corpus" $seeds >"$log" 2>&1 || status=$?
    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    if [ $status -eq 0 ]; then
        result="no crash"
    else
        result="CRASHED (exit $status), see $log and $artifacts/$name-*"
        failed=1
    fi
    summary="$summary$target: ${executions:-?} executions in $seconds s, $result
"
done
printf '\n%s' "$summary"
exit $failed

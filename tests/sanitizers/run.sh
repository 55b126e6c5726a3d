#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the whole test suite with AddressSanitizer + UndefinedBehaviorSanitizer
# (g++) in BUILD_DIR and runs it. Any memory error, undefined behaviour or (in
# the core tests) leak fails the test that caused it.
#
#   tests/sanitizers/run.sh BUILD_DIR [ctest arguments...]
#
# -O1 -g1 keeps the instrumented build about as fast to compile as a normal one
# while the stack traces still name files and lines. NDEBUG is left out on
# purpose so that Eigen's index checks and assert() run too.
set -eu

if [ $# -lt 1 ]; then
    echo "usage: $0 BUILD_DIR [ctest arguments...]" >&2
    exit 2
fi
build_dir=$1
shift
source_dir=$(cd "$(dirname "$0")/../.." && pwd)
here="$source_dir/tests/sanitizers"
jobs=${JOBS:-$(nproc)}

launcher=
if command -v ccache >/dev/null 2>&1; then
    launcher=-DCMAKE_CXX_COMPILER_LAUNCHER=ccache
    export CCACHE_BASEDIR="$source_dir"
fi

start=$(date +%s)
cmake -S "$source_dir" -B "$build_dir" $launcher \
    -DCMAKE_CXX_COMPILER=g++ \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" \
    -DATTENTIONLAB_SANITIZE=ON \
    -DATTENTIONLAB_BUILD_BENCH=OFF
cmake --build "$build_dir" --parallel "$jobs"
built=$(date +%s)

# halt_on_error: the first finding ends the test with a non-zero exit code.
# LeakSanitizer runs for every test, core and UI alike. UBSan has no
# suppressions: with -fno-sanitize-recover they could not work anyway, so
# every report has to be fixed in the code.
export ASAN_OPTIONS="halt_on_error=1:detect_leaks=1:check_initialization_order=1:strict_init_order=1:detect_stack_use_after_return=1"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
export LSAN_OPTIONS="print_suppressions=0:suppressions=$here/lsan.supp"
export QT_QPA_PLATFORM=offscreen

status=0
ctest --test-dir "$build_dir" --output-on-failure --parallel "$jobs" "$@" || status=$?
finished=$(date +%s)
echo "sanitizer build: $((built - start)) s, test run: $((finished - built)) s"
exit $status

#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# One entry point for people and CI: installs the Debian packages that are
# missing (with sudo unless already root), configures and builds, then either
# launches the app (`./lab.sh run [options]`), runs every test (`./lab.sh test`)
# or runs the benchmarks (`./lab.sh bench`).
set -euo pipefail
cd "$(dirname "$0")"

packages=(
    cmake g++ make pkg-config
    qt6-base-dev qt6-base-dev-tools libqt6opengl6-dev libgl-dev
    qt6-charts-dev qt6-svg-dev
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    libeigen3-dev fonts-noto-cjk python3
    librsvg2-bin  # rsvg-convert: tst_commandline renders exported SVGs with a second renderer
    poppler-utils  # pdftotext, pdftoppm: the worksheet tests read the PDF's text and render its pages
    python3-torch python3-numpy
)
# The benchmarks' references: OpenBLAS (the products) and numpy (the same attention).
if [ "${1:-run}" = bench ]; then
    packages+=(libopenblas-dev python3-numpy python3-threadpoolctl)
fi
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if ((${#missing[@]})); then
    echo "Installing missing packages: ${missing[*]}"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    $sudo apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

build_dir=${BUILD_DIR:-build}
cmake -S . -B "$build_dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build "$build_dir" --parallel "$(nproc)"

command=${1:-run}
[ $# -gt 0 ] && shift
case "$command" in
run)
    exec "$build_dir/app/attention-lab" "$@"
    ;;
test)
    cd "$build_dir"
    QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen} ctest --output-on-failure --parallel "$(nproc)" "$@"
    ;;
bench)
    # Every benchmark of the README's Performance section: a table, and JSON for comparisons.
    exec bench/run_benchmarks.sh "$build_dir" "${1:-$build_dir/benchmarks.json}"
    ;;
*)
    echo "usage: $0 [run [app options] | test [ctest options] | bench [OUTPUT.json]]" >&2
    exit 2
    ;;
esac

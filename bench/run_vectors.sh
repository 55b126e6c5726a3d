#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Word-vector figures of issue 18: import (text and binary) and nearest
# neighbours against a bare std::from_chars parse, a plain read of the file and
# gensim's load_word2vec_format / most_similar, on synthetic 100k and 400k x 300
# files generated under /tmp (never committed). Peak memory via /usr/bin/time -v.
#   bench/run_vectors.sh BUILD_DIR [WORDS...]        (default: 100000 400000)
#   bench/run_vectors.sh BUILD_DIR --mapped [WORDS...] (default: 400000 3000000) what a binary file
#       costs with its rows read in place (mapped) and copied (copied only up to 2 GB of matrix): open,
#       memory (anonymous and file-backed), a sentence's vectors and a 10-nearest query, cold and warm.
#       Files above 1 GB are deleted afterwards (KEEP_VECTORS=1 keeps them).
# gensim comes from Debian: apt-get install -y --no-install-recommends python3-gensim
# Not a test: nothing fails on a missed target. Trust ratios more than times on a shared machine.
set -eu
if [ $# -lt 1 ] || [ ! -x "$1/bench/bench_vectors" ]; then
    echo "usage: $0 BUILD_DIR [WORDS...]  (build the bench_vectors target first)" >&2
    exit 2
fi
build=$1
shift
exec /usr/bin/python3 - "$build" "$@" <<'PYTHON'
import json, os, re, subprocess, sys

build, arguments = sys.argv[1], sys.argv[2:]
mapped_mode = "--mapped" in arguments
sizes = [int(n) for n in arguments if n != "--mapped"] or ([400000, 3000000] if mapped_mode else [100000, 400000])
bench = os.path.join(build, "bench", "bench_vectors")
folder = os.environ.get("VECTORS_DIR", "/tmp/attentionlab-vectors")
os.makedirs(folder, exist_ok=True)

if mapped_mode:
    table = []
    for words in sizes:
        binary = f"{folder}/vectors_{words}.bin"
        if not os.path.exists(binary):
            subprocess.run([bench, "generate", folder, str(words), "300", "binary"], check=True, capture_output=True)
        size = os.path.getsize(binary)
        subprocess.run(["cat", binary], stdout=subprocess.DEVNULL, check=True)  # warm: the open is timed warm
        read = json.loads(subprocess.run([bench, "read", binary], capture_output=True, text=True,
                                         check=True).stdout.strip().splitlines()[-1]) if size < 2e9 else None
        for rows in ["map", "copy"]:
            if rows == "copy" and words * 300 * 4 > 2e9:
                continue
            subprocess.run(["cat", binary], stdout=subprocess.DEVNULL, check=True)
            run = subprocess.run(["/usr/bin/time", "-v", bench, "costs", binary, rows], capture_output=True,
                                 text=True, check=True)
            result = json.loads(run.stdout.strip().splitlines()[-1])
            result.update({"rows": rows, "fileMB": size / 1e6, "readMs": read["ms"] if read else None,
                           "timePeakMB": int(re.search(r"Maximum resident set size \(kbytes\): (\d+)",
                                                       run.stderr).group(1)) * 1024 / 1e6})
            table.append(result)
            print(json.dumps(result), flush=True)
        if size > 1e9 and os.environ.get("KEEP_VECTORS") != "1":
            os.remove(binary)
    print()
    print("| words x 300 (file) | rows | open (warm file) | memory after open: anonymous + file-backed (peak) |"
          " sentence of 16 words cold / warm | one 10-nearest query cold / warm |")
    print("|---|---|---|---|---|---|")
    for r in table:
        m = r["memoryOpened"]
        print(f"| {r['words']:,} ({r['fileMB'] / 1000:.2f} GB) | {'mapped' if r['mapped'] else 'copied'} |"
              f" {r['openMs'] / 1000:.2f} s | {m['anonymous']:,.0f} + {m['file']:,.0f} MB ({m['peak']:,.0f} MB) |"
              f" {r['sentenceColdMs']:.2f} / {r['sentenceWarmMs']:.3f} ms |"
              f" {r['queryColdMs']:,.0f} / {r['queryWarmMs']:,.0f} ms |")
    sys.exit(0)
try:
    import gensim  # noqa: F401
    have_gensim = True
except ImportError:
    have_gensim = False
    print("gensim not installed: skipping its figures (apt-get install -y --no-install-recommends python3-gensim)")

def timed(command):
    """Runs command under /usr/bin/time -v: (JSON it printed, peak RSS in MB)."""
    run = subprocess.run(["/usr/bin/time", "-v", *command], capture_output=True, text=True, check=True)
    peak = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", run.stderr).group(1)) * 1024 / 1e6  # MB, as the matrix
    result = json.loads(run.stdout.strip().splitlines()[-1])
    # The whole process's CPU time, user and system: the text import reads on two threads,
    # so its wall time alone would hide the work it does beside a one-thread parse.
    result["cpuS"] = sum(float(re.search(rf"{kind} time \(seconds\): ([\d.]+)", run.stderr).group(1))
                         for kind in ("User", "System"))
    return result, peak

GENSIM = r'''
import json, sys, time
from gensim.models import KeyedVectors
path, binary, mode = sys.argv[1], sys.argv[2] == "1", sys.argv[3]
start = time.perf_counter()
vectors = KeyedVectors.load_word2vec_format(path, binary=binary)
ms = (time.perf_counter() - start) * 1000
result = {"ms": ms}
if mode == "neighbours":
    vectors.fill_norms()
    queries = [vectors.index_to_key[(q * 7919) % len(vectors)] for q in range(50)]
    start = time.perf_counter()
    for word in queries:
        vectors.most_similar(word, topn=10)
    result["msPerQuery"] = (time.perf_counter() - start) * 1000 / len(queries)
    result["lists"] = {w: vectors.most_similar(w, topn=10) for w in ["w0", "w1", "w2", "w3", "w4"]}
print(json.dumps(result))
'''

rows = []
for words in sizes:
    text, binary = f"{folder}/vectors_{words}.txt", f"{folder}/vectors_{words}.bin"
    if not (os.path.exists(text) and os.path.exists(binary)):
        subprocess.run([bench, "generate", folder, str(words), "300"], check=True, capture_output=True)
    for path in (text, binary):  # warm the page cache
        subprocess.run(["cat", path], stdout=subprocess.DEVNULL, check=True)
    matrix_mb = words * 300 * 4 / 1e6
    ours_text, ours_text_peak = timed([bench, "import", text])
    ours_bin, ours_bin_peak = timed([bench, "import", binary])
    parse, _ = timed([bench, "fromchars", text])
    read, _ = timed([bench, "read", binary])
    near, near_peak = timed([bench, "neighbours", binary, "50"])
    row = {"words": words, "textMB": os.path.getsize(text) / 1e6, "binaryMB": os.path.getsize(binary) / 1e6,
           "matrixMB": matrix_mb, "textMs": ours_text["ms"], "textCpuS": ours_text["cpuS"],
           "textPeakMB": ours_text_peak, "fromCharsMs": parse["ms"], "fromCharsCpuS": parse["cpuS"], "binaryMs": ours_bin["ms"], "binaryPeakMB": ours_bin_peak,
           "readMs": read["ms"], "neighbourMsPerQuery": near["msPerQuery"],
           "bruteMsPerQuery": near["bruteMsPerQuery"], "indexMs": near["indexMs"], "indexMB": near["indexMB"],
           "sameAsBrute": f"{near['sameAsBrute']}/{near['found']}", "neighbourPeakMB": near_peak}
    if have_gensim:
        g_text, g_text_peak = timed(["/usr/bin/python3", "-c", GENSIM, text, "0", "load"])
        g_bin, g_bin_peak = timed(["/usr/bin/python3", "-c", GENSIM, binary, "1", "neighbours"])
        agree = sum(len({w for w, _ in g_bin["lists"][k]} & {w for w, _ in near["lists"][k]}) for k in near["lists"])
        cos = max(abs(a[1] - b[1]) for k in near["lists"] for a, b in zip(near["lists"][k], g_bin["lists"][k]))
        row.update({"gensimTextMs": g_text["ms"], "gensimTextPeakMB": g_text_peak, "gensimBinaryMs": g_bin["ms"],
                    "gensimBinaryPeakMB": g_bin_peak, "gensimMsPerQuery": g_bin["msPerQuery"],
                    "neighboursAgree": f"{agree}/50", "maxCosineDifference": cos})
    rows.append(row)
    print(json.dumps(row), flush=True)

print()
print("| words x 300 | text import (CPU) | from_chars (CPU) | gensim text | binary import | read file | gensim binary |"
      " peak text / binary (matrix), ratio | 10 nearest per query: indexed / brute force (gensim) |"
      " index build, its memory, peak with index |")
print("|---|---|---|---|---|---|---|---|---|---|")
for r in rows:
    g = lambda key, unit="s", scale=1000: (f"{r[key] / scale:.2f} {unit}" if key in r else "–")
    print(f"| {r['words']:,} | {r['textMs'] / 1000:.2f} s ({r['textCpuS']:.2f} s) |"
          f" {r['fromCharsMs'] / 1000:.2f} s ({r['fromCharsCpuS']:.2f} s) | {g('gensimTextMs')} |"
          f" {r['binaryMs'] / 1000:.2f} s | {r['readMs'] / 1000:.2f} s | {g('gensimBinaryMs')} |"
          f" {r['textPeakMB']:.0f} / {r['binaryPeakMB']:.0f} MB ({r['matrixMB']:.0f} MB),"
          f" {r['textPeakMB'] / r['matrixMB']:.2f} / {r['binaryPeakMB'] / r['matrixMB']:.2f} |"
          f" {r['neighbourMsPerQuery']:.1f} / {r['bruteMsPerQuery']:.1f} ms ({g('gensimMsPerQuery', 'ms', 1)}),"
          f" same lists {r['sameAsBrute']} | {r['indexMs'] / 1000:.2f} s, {r['indexMB']:.0f} MB,"
          f" {r['neighbourPeakMB']:.0f} MB |")
PYTHON

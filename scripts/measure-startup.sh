#!/usr/bin/env bash
# Start-up time and peak memory of the `arcade` executable (release build).
#
#   bash scripts/measure-startup.sh            # 20 timed runs
#   RUNS=50 bash scripts/measure-startup.sh
#
# 1. Start-up: the time from process start to the first frame drawn, taken as the wall time of
#    `arcade --headless --level 1 --frames 1 --screenshot-dir DIR --screenshot-at 0` (the screenshot of frame 0 is
#    the first frame drawn; the process exits right after it). Median of $RUNS runs (hyperfine when available).
# 2. Peak RSS over a whole level: GNU time's "Maximum resident set size" of
#    `arcade --headless --autoplay --level 10`.
# Targets: start-up <= 150 ms, peak RSS <= 60 MB. Exit status 1 when a target is missed.
# Installs hyperfine and GNU time (Debian packages) only when they are missing. SCRATCH picks the build folder
# (default .build); set SKIP_BUILD=1 to use an existing release build.
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS="${RUNS:-20}"
SCRATCH="${SCRATCH:-.build}"
START_TARGET_MS=150
RSS_TARGET_MB=60

need=()
command -v hyperfine >/dev/null 2>&1 || need+=(hyperfine)
[ -x /usr/bin/time ] || need+=(time)
if [ ${#need[@]} -gt 0 ]; then
    echo "measure-startup: installing ${need[*]}" >&2
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    export DEBIAN_FRONTEND=noninteractive
    { $sudo apt-get update -qq && $sudo apt-get install -y -qq --no-install-recommends "${need[@]}"; } >&2 \
        || echo "measure-startup: could not install ${need[*]}; falling back where possible" >&2
fi
bash scripts/install-deps.sh

if [ "${SKIP_BUILD:-0}" != 1 ]; then
    build_start=$(date +%s%N)
    swift build -c release --product arcade --scratch-path "$SCRATCH" >&2
    echo "measure-startup: release build took $(( ($(date +%s%N) - build_start) / 1000000 )) ms" >&2
fi
ARCADE="$(swift build -c release --scratch-path "$SCRATCH" --show-bin-path)/arcade"
[ -x "$ARCADE" ] || { echo "measure-startup: no release arcade at $ARCADE" >&2; exit 2; }

export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
shots="$(mktemp -d)"
trap 'rm -rf "$shots"' EXIT
startup_cmd=("$ARCADE" --headless --level 1 --frames 1 --screenshot-dir "$shots" --screenshot-at 0)
"${startup_cmd[@]}" >/dev/null   # once to check it works (and to warm the page cache)
[ -f "$shots/frame-000000.png" ] || { echo "measure-startup: no first-frame screenshot was written" >&2; exit 2; }

if command -v hyperfine >/dev/null 2>&1; then
    json="$shots/hyperfine.json"
    hyperfine --warmup 3 --runs "$RUNS" --style none --export-json "$json" \
        "$(printf '%q ' "${startup_cmd[@]}")" >/dev/null
    read -r median_ms min_ms max_ms < <(python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))["results"][0]
print("%.1f %.1f %.1f" % (r["median"] * 1e3, r["min"] * 1e3, r["max"] * 1e3))' "$json")
    method="hyperfine, $RUNS runs, 3 warm-up"
else
    times=()
    for _ in $(seq "$RUNS"); do
        t0=$(date +%s%N)
        "${startup_cmd[@]}" >/dev/null
        times+=($(( $(date +%s%N) - t0 )))
    done
    read -r median_ms min_ms max_ms < <(printf '%s\n' "${times[@]}" | sort -n | python3 -c '
import sys
v = [int(x) / 1e6 for x in sys.stdin.read().split()]
n = len(v)
m = v[n // 2] if n % 2 else (v[n // 2 - 1] + v[n // 2]) / 2
print("%.1f %.1f %.1f" % (m, v[0], v[-1]))')
    method="date +%s%N loop, $RUNS runs"
fi

if [ -x /usr/bin/time ]; then
    rss_kb=$(/usr/bin/time -v "$ARCADE" --headless --autoplay --level 10 2>&1 >"$shots/summary.json" \
        | awk -F: '/Maximum resident set size/ { gsub(/ /, "", $2); print $2 }')
    rss_mb=$(python3 -c "print('%.1f' % ($rss_kb / 1024))")
    frames=$(python3 -c '
import json, sys
for line in open(sys.argv[1]):
    line = line.strip()
    if line.startswith("{"):
        d = json.loads(line); print(d.get("frames", "?"), d.get("result", "?"))' "$shots/summary.json" | head -1)
else
    rss_mb="n/a"; frames="?"
fi

verdict() { python3 -c "import sys; print('met' if float(sys.argv[1]) <= float(sys.argv[2]) else 'MISSED')" "$1" "$2" 2>/dev/null || echo "n/a"; }
start_verdict=$(verdict "$median_ms" "$START_TARGET_MS")
rss_verdict=$(verdict "$rss_mb" "$RSS_TARGET_MB")

printf '\n%-34s %-10s %-24s %s\n' "figure" "target" "measured" "verdict"
printf '%-34s %-10s %-24s %s\n' "start-up to first frame (median)" "<= ${START_TARGET_MS} ms" \
    "${median_ms} ms (${min_ms}-${max_ms})" "$start_verdict"
printf '%-34s %-10s %-24s %s\n' "peak RSS, level 10 autoplay" "<= ${RSS_TARGET_MB} MB" "${rss_mb} MB" "$rss_verdict"
echo "(start-up: $method; level 10 run: frames/result ${frames:-?})"
[ "$start_verdict" != MISSED ] && [ "$rss_verdict" != MISSED ]

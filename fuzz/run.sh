#!/usr/bin/env bash
# Long fuzz runs of the game's readers, with libFuzzer (cargo-fuzz on a
# nightly toolchain): fuzz/run.sh [TARGET...]. Each target starts from the
# repository's real files and fuzz/corpus/TARGET/, runs RUNS executions
# (RUNS_BIG for the record reader and the network ones: invite, messages,
# host), and the script prints per target: executions, seconds, coverage
# (libFuzzer's cov and ft), peak memory and findings. A finding is kept in WORK/TARGET/findings/;
# copy it into fuzz/corpus/TARGET/ once fixed, so the short runs keep it.
set -euo pipefail
cd "$(dirname "$0")/.."

TARGET_DIR=${FUZZ_TARGET_DIR:-$HOME/.cache/carcassonne-fuzz}
WORK=${FUZZ_WORK:-$TARGET_DIR/work}
RUNS=${RUNS:-100000}
RUNS_BIG=${RUNS_BIG:-1000000}
ALL="record tile_set settings locale png font wav invite client_messages host_messages host"
targets=${*:-$ALL}

runs_for() { case $1 in record|invite|client_messages|host_messages|host) echo "$RUNS_BIG" ;; *) echo "$RUNS" ;; esac; }
# The largest input: the font seed is 77 kB; the rest are smaller.
max_len_for() { case $1 in font) echo 100000 ;; wav|png|locale) echo 65536 ;; *) echo 16384 ;; esac; }

for t in $targets; do cargo +nightly fuzz build -O --target-dir "$TARGET_DIR" "$t" >&2; done
summary=()
for t in $targets; do
    dir=$WORK/$t
    rm -rf "$dir/seeds"
    mkdir -p "$dir/corpus" "$dir/findings"
    cargo run -q --release --manifest-path fuzz/Cargo.toml --target-dir "$TARGET_DIR/tools" \
        --example seeds -- "$t" "$dir/seeds" "$dir/dict" >&2
    start=$(date +%s)
    status=0
    dict=()
    if [ -s "$dir/dict" ]; then dict=(-dict="$dir/dict"); fi
    cargo +nightly fuzz run -O --target-dir "$TARGET_DIR" "$t" "$dir/corpus" "$dir/seeds" -- \
        -runs="$(runs_for "$t")" -max_len="$(max_len_for "$t")" "${dict[@]}" \
        -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=1024 -print_final_stats=1 \
        -artifact_prefix="$dir/findings/" >"$dir/log" 2>&1 || status=$?
    seconds=$(( $(date +%s) - start ))
    execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$dir/log" | grep -o '[0-9]*$' || echo "?")
    rss=$(grep -o 'stat::peak_rss_mb: *[0-9]*' "$dir/log" | grep -o '[0-9]*$' || echo "?")
    cov=$(grep -o 'cov: [0-9]* ft: [0-9]*' "$dir/log" | tail -1 || echo "cov: ? ft: ?")
    findings=$(find "$dir/findings" -type f | wc -l)
    line=$(printf '%-16s %9s execs %6ss  %-22s peak %5s MB  findings %s  (exit %s)' \
        "$t" "$execs" "$seconds" "$cov" "$rss" "$findings" "$status")
    echo "$line"
    summary+=("$line")
done
echo
printf '%s\n' "${summary[@]}"

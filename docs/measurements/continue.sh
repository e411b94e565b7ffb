#!/usr/bin/env bash
# Goes on with the measurement of Hard against the Hard of 8978c63 (the
# build before the expansions' computer work): each setting's journal here
# keeps every finished game, so this plays only the games still missing
# and prints each setting's report. Stop it at any time; run it again to go
# on. Builds both programs without the window (a few minutes the first
# time). Usage: docs/measurements/continue.sh [SETTING...]
# (GAMES=N: take each journal to N games instead of 400.)
# (settings: ic tb both both-4p base; default: all, the headline first:
# both tb both-4p ic base).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cache=${ARENA_DIR:-$HOME/.cache/carcassonne-arena}
export CARGO_TARGET_DIR=${ARENA_TARGET_DIR:-$cache/target}
mkdir -p "$cache"
old="$cache/carcassonne-old-8978c63"
if [ ! -x "$old" ]; then
  # A build of its own commit, in a worktree of its own.
  [ -d "$cache/src-8978c63" ] || git -C "$root" worktree add --detach "$cache/src-8978c63" 8978c63
  (cd "$cache/src-8978c63" && cargo build --release --no-default-features --locked --bin carcassonne)
  cp "$CARGO_TARGET_DIR/release/carcassonne" "$old"
fi
(cd "$root" && cargo build --release --no-default-features --locked --bin carcassonne)
new="$cache/carcassonne-new"
# A new file in its place: a run still going keeps the one it started with.
cp "$CARGO_TARGET_DIR/release/carcassonne" "$new.part"
mv "$new.part" "$new"
flags() {
  case $1 in
    ic) echo "--inns-cathedrals" ;;
    base) echo "" ;;
    tb) echo "--traders-builders" ;;
    both) echo "--inns-cathedrals --traders-builders" ;;
    both-4p) echo "--players 4 --inns-cathedrals --traders-builders" ;;
    *) echo "no setting $1 (ic tb both both-4p base)" >&2; exit 2 ;;
  esac
}
for setting in "${@:-both tb both-4p ic base}"; do
  for s in $setting; do
    echo "== $s ($(date +%T))"
    # A journal takes more games only from sides that play its first game
    # as it went (the arena plays it again); else it stops and says so.
    # shellcheck disable=SC2046 # the flags are words
    nice -n 19 "$new" arena --a hard --b-cmd "$old suggest --level hard" --seed 1 \
      --games "${GAMES:-400}" --threads "${THREADS:-2}" --move-timeout 600 \
      --log "$here/hard-vs-8978c63-$s.jsonl" $(flags "$s")
  done
done

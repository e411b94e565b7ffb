#!/usr/bin/env bash
# Takes the screenshots in this folder, the same way each time, in a virtual
# X display at 1280x800 with Mesa's software Vulkan:
#   start      first launch (the new-game screen with "New to Carcassonne?")
#   new-game   the new-game screen on a later launch
#   banner     mid-game, just after a feature scored (its banner showing)
#   help       mid-game with F1's rules help open
#   final      the final screen (--autoplay 200 --seed 5)
#
# usage: docs/screenshots/take.sh BINARY OUT_DIR [LANG] [PREFIX]
#   e.g. docs/screenshots/take.sh target/release/carcassonne docs/screenshots en after
# writes OUT_DIR/PREFIX-start.png ... (PREFIX defaults to "shot"). Needs Xvfb,
# xdotool, ImageMagick's `import` and mesa-vulkan-drivers
# (apt-get install xvfb xdotool imagemagick mesa-vulkan-drivers).
# SCREENSHOT_DISPLAY picks the X display number (default :63); SHOTS lists the
# shots to take (default: all five); SCREENSHOT_SETTINGS adds fields to the
# settings file of every shot but the first launch (e.g. 'theme: "plain",').
set -eu
bin=$(realpath "$1")
out=$2
lang=${3:-en}
prefix=${4:-shot}
display=${SCREENSHOT_DISPLAY:-:63}
mkdir -p "$out"
logs=$(mktemp -d)

Xvfb "$display" -screen 0 1280x800x24 >"$logs/xvfb.log" 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; wait $xvfb 2>/dev/null || true' EXIT
sleep 1
export DISPLAY=$display
export VK_ICD_FILENAMES=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json

# shot NAME SECONDS KEYS AFTER [GAME ARGS...]: starts the game with
# throw-away settings and saves, waits SECONDS, presses KEYS (xdotool key
# names, "-" for none), waits AFTER seconds and saves the screen.
shot() {
    local name=$1 wait_s=$2 keys=$3 after=$4
    shift 4
    case " ${SHOTS:-start new-game banner help final} " in
    *" $name "*) ;;
    *) return 0 ;;
    esac
    local config data
    config=$(mktemp -d)
    data=$(mktemp -d)
    if [ "$name" != start ]; then
        # Past the first launch: no "New to Carcassonne?", no coaching.
        printf '(how_to_play_offered: true, coach: Some(false), %s)\n' \
            "${SCREENSHOT_SETTINGS:-}" >"$config/settings.ron"
    fi
    CARCASSONNE_CONFIG=$config CARCASSONNE_DATA=$data \
        "$bin" --lang "$lang" "$@" >"$logs/$name.log" 2>&1 &
    local game=$!
    sleep "$wait_s"
    if [ "$keys" != - ]; then
        xdotool search --sync --name Carcassonne windowfocus --sync
        # shellcheck disable=SC2086
        xdotool key $keys
        sleep "$after"
    fi
    import -window root "$out/$prefix-$name.png"
    kill "$game" 2>/dev/null || true
    wait "$game" 2>/dev/null || true
    rm -rf "$config" "$data"
    echo "$out/$prefix-$name.png"
}

shot start 12 - 0
shot new-game 12 - 0
# Eleven turns, then the twelfth tile laid where it completes a feature
# (--claim) and confirmed: its scoring shows 1.4 s per event.
shot banner 25 Return 0.6 --autoplay 11 --seed 3 --claim
shot help 25 F1 2 --autoplay 11 --seed 3
shot final 60 - 0 --autoplay 200 --seed 5
echo "program output: $logs"

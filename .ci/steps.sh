# shellcheck shell=bash
# The steps of CI, sourced by .ci/run and the scripts it calls: each step is
# announced with the time, and when CI_STEPS is set (.ci/run sets it) its
# start is written there, so that .ci/run can print how long each took.

step() {
  printf '\n== %s (%s)\n' "$1" "$(date +%T)"
  if [ -n "${CI_STEPS:-}" ]; then printf '%s\t%s\n' "$(date +%s)" "$1" >>"$CI_STEPS"; fi
}

# The table of the steps so far, each with its minutes and seconds, and the
# total: a step lasts until the next one starts (the last one until now).
steps_table() {
  [ -n "${CI_STEPS:-}" ] && [ -s "$CI_STEPS" ] || return 0
  local now
  now=$(date +%s)
  printf '\n== how long each step took\n'
  awk -F'\t' -v now="$now" '
    { start[NR] = $1; name[NR] = $2 }
    END {
      for (i = 1; i <= NR; i++) {
        end = (i < NR) ? start[i + 1] : now
        d = end - start[i]
        printf "%3d:%02d  %s\n", d / 60, d % 60, name[i]
      }
      d = now - start[1]
      printf "%3d:%02d  total\n", d / 60, d % 60
    }' "$CI_STEPS"
}

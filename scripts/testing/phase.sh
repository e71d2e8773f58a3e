# Runs a named phase of a test run and prints how long it took, so a slow phase shows in the log.
# Usage (after `source`): phase NAME COMMAND [ARGS...]
phase() {
  local name="$1"
  shift
  local start=$SECONDS
  echo "=== ${name}: $*"
  "$@"
  echo "=== ${name}: done in $((SECONDS - start)) s"
}

#!/usr/bin/env bash
# Runs a command with the machine's clock moved (libfaketime; Debian: apt-get install faketime), to find tests that
# pass only near the day they were written or only in Seoul's time zone (issue 16). Not part of `npm test`: run it
# by hand after touching anything about time, e.g.
#   bash scripts/moved-clock.sh year-ahead npm run test:unit
#   for s in year-ahead seoul-night month-end dst; do bash scripts/moved-clock.sh "$s" npm run test:e2e; done
# Scenarios (the clock starts there and runs on; the monotonic clock moves by the same offset: Chromium fails to
# start when only the wall clock is moved):
#   year-ahead   a year after today, machine TZ as is
#   seoul-night  02:30 in Seoul (17:30 UTC the day before: the UTC date is not Seoul's date), machine TZ UTC
#   month-end    23:55 in Seoul on the last day of a year (the Seoul date, month and year change within minutes)
#   dst          machine TZ America/New_York, 01:55 local on the night its clocks go forward (2027-03-14)
set -euo pipefail
scenario=${1:?usage: moved-clock.sh <year-ahead|seoul-night|month-end|dst> <command...>}
shift
lib=$(find /usr/lib -name libfaketime.so.1 -path '*faketime*' 2>/dev/null | head -n 1)
if [ -z "$lib" ]; then
  echo "libfaketime is missing (apt-get install faketime)" >&2
  exit 2
fi
# An offset from the real clock rather than a fixed start: every process (the test runner, the server, Chromium)
# started later sees the same moved time.
at() { echo "+$(($(date -u -d "$1" +%s) - $(date -u +%s)))"; }
case "$scenario" in
  year-ahead) faketime='+365d' ;;
  seoul-night) export TZ=UTC && faketime=$(at "$(date -u -d tomorrow +%Y-%m-%d) 17:30:00") ;;
  month-end) export TZ=UTC && faketime=$(at "$(date -u +%Y)-12-31 14:55:00") ;;
  dst) export TZ=America/New_York && faketime=$(at '2027-03-14 06:55:00') ;;
  *)
    echo "unknown scenario $scenario" >&2
    exit 2
    ;;
esac
# turbo and Chromium start their own children: LD_PRELOAD and FAKETIME reach them through the environment.
export LD_PRELOAD="$lib" FAKETIME="$faketime"
echo "clock moved ($scenario): $(date)" >&2
exec "$@"

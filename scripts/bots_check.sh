#!/usr/bin/env bash
# Computer players never make an illegal move: 10,000 whole games per game kind with the
# release pasch-cli, every seat a computer of some level, every game checked by the
# engine (a refused action or a broken end state fails the run). Release, not the test
# profile: the Dice Duel and Extreme bots are 10-50x slower unoptimised.
#
# Each kind's 10,000 games are split over seatings that together use every bot: random,
# greedy and the app's three levels. The look-ahead players cost more (a strong Extreme
# or Karten-Kniffel game about 30-70 ms, a strong solo Dice Duel about 0.2 s), so they
# sit in fewer of the games; the kinds run two at a time (CI has two cores).
#
# Ends with "N passed, N failed" (one per seating) like the browser tests.
set -uo pipefail
cd "$(dirname "$0")/.."

cargo build --release --locked --bin pasch-cli || exit 1
CLI=target/release/pasch-cli

RESULTS=$(mktemp -d)
# run GAME GAMES BOTS: one seating, its verdict in a file of its own.
run() {
  local out file="$RESULTS/$1-$3"
  if out=$("$CLI" simulate --game "$1" --games "$2" --seed 2026 --bots "$3" 2>&1); then
    echo "ok   $1 $2 games, seats $3" >"$file"
  else
    echo "FAIL $1 $2 games, seats $3: $out" >"$file"
  fi
}

{
  run classic 5000 strong,normal,easy,greedy,random
  run classic 5000 strong
  run extreme 8000 easy,greedy,random
  run extreme 1000 normal,easy
  run extreme 1000 strong,greedy
} &
{
  run duel 8000 easy,greedy
  run duel 1000 strong,normal,easy,greedy
  run duel 800 normal
  run duel 200 strong
  run cards 8000 easy,greedy,random
  run cards 1000 strong,normal,easy,greedy,random
  run cards 1000 strong,normal
} &
wait

cat "$RESULTS"/*
passed=$(grep -c '^ok' "$RESULTS"/* | awk -F: '{s += $2} END {print s + 0}')
failed=$(grep -c '^FAIL' "$RESULTS"/* | awk -F: '{s += $2} END {print s + 0}')
rm -rf "$RESULTS"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -eq 12 ]

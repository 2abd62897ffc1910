#!/usr/bin/env bash
# Computer players never make an illegal move: 10,000 whole games per game kind with the
# release pasch-cli, every seat a computer of some level, every game checked by the
# engine (a refused action or a broken end state fails the run). Release, not the test
# profile: the Dice Duel and Extreme bots are 10-50x slower unoptimised.
#
# Each kind's games are split over seatings that together use every bot: random, greedy
# and the three levels of the app. The strong Extreme player searches each turn exactly
# (about 0.1 s a game), so it sits in 1,000 of Extreme's 10,000 games.
#
# Ends with "N passed, N failed" (one per seating) like the browser tests.
set -uo pipefail
cd "$(dirname "$0")/.."

cargo build --release --locked --bin pasch-cli || exit 1
CLI=target/release/pasch-cli

passed=0
failed=0
# run GAME GAMES BOTS
run() {
  local out
  if out=$("$CLI" simulate --game "$1" --games "$2" --seed 2026 --bots "$3" 2>&1); then
    passed=$((passed + 1))
    echo "ok   $1 $2 games, seats $3"
  else
    failed=$((failed + 1))
    echo "FAIL $1 $2 games, seats $3: $out"
  fi
}

run classic 5000 strong,normal,easy,greedy,random
run classic 5000 strong
run extreme 9000 normal,easy,greedy,random
run extreme 1000 strong,normal
run duel 5000 strong,normal,easy,greedy
run duel 5000 strong
run cards 5000 strong,normal,easy,greedy,random
run cards 5000 strong,normal

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

//! The draw: who sits at which table in every round. Seeded, so the same seed draws the
//! same tournament. Each round everyone plays; the tables are as even as they can be
//! (`table_sizes`); where they differ, the short tables go round: nobody sits at one a
//! second time before everyone has sat at one once. Within that, the seats are drawn so
//! that as few pairs as possible meet again (many drawn tries, each improved by swaps).

use crate::engine::GameRng;

/// Drawn tries per round; the one with the fewest repeated meetings is kept.
const TRIES: usize = 48;

/// The tables of one round for `players` people, the larger first: as few tables of at
/// most four as hold everyone, as even as they can be. Five players are the one case with
/// a table of two (three and two); from six on every table has three or four.
pub fn table_sizes(players: usize) -> Vec<usize> {
    if players == 0 {
        return Vec::new();
    }
    let tables = players.div_ceil(4);
    let (base, extra) = (players / tables, players % tables);
    (0..tables).map(|i| base + usize::from(i < extra)).collect()
}

/// Every round's tables (each a list of player indices, in the order play goes round)
/// for `players` people over `rounds` rounds, drawn from `seed`.
pub fn draw(players: usize, rounds: usize, seed: u64) -> Vec<Vec<Vec<usize>>> {
    let mut rng = GameRng::from_seed(seed);
    let mut met = vec![vec![0u32; players]; players];
    let mut short = vec![0u32; players];
    let sizes = table_sizes(players);
    let small = sizes.iter().copied().min().unwrap_or(0);
    let uneven = sizes.iter().any(|&s| s != small);
    let is_short = |t: usize| uneven && sizes[t] == small;
    let mut all = Vec::with_capacity(rounds);
    for _ in 0..rounds {
        let mut best: Option<(u64, Vec<Vec<usize>>)> = None;
        for _ in 0..TRIES {
            let mut tables = try_round(&sizes, &short, &is_short, &mut rng);
            improve(&mut tables, &met, &short, &is_short);
            let c = cost(&tables, &met);
            if best.as_ref().is_none_or(|(b, _)| c < *b) {
                best = Some((c, tables));
            }
        }
        let tables = best.map(|(_, t)| t).unwrap_or_default();
        for (t, table) in tables.iter().enumerate() {
            for &a in table {
                if is_short(t) {
                    short[a] += 1;
                }
                for &b in table {
                    if a != b {
                        met[a][b] += 1;
                    }
                }
            }
        }
        all.push(tables);
    }
    all
}

/// One drawn round: the players who sat at a short table least often take its seats
/// (drawn among equals), everyone else the other tables, in a random order.
fn try_round(
    sizes: &[usize],
    short: &[u32],
    is_short: &impl Fn(usize) -> bool,
    rng: &mut GameRng,
) -> Vec<Vec<usize>> {
    let mut order: Vec<usize> = (0..short.len()).collect();
    rng.shuffle(&mut order);
    // Stable: the shuffle decides among players with the same count.
    order.sort_by_key(|&p| short[p]);
    let short_seats: usize = (0..sizes.len())
        .filter(|&t| is_short(t))
        .map(|t| sizes[t])
        .sum();
    let (first, rest) = order.split_at(short_seats.min(order.len()));
    let (mut first, mut rest) = (first.iter().copied(), rest.iter().copied());
    sizes
        .iter()
        .enumerate()
        .map(|(t, &size)| {
            let from: &mut dyn Iterator<Item = usize> =
                if is_short(t) { &mut first } else { &mut rest };
            from.take(size).collect()
        })
        .collect()
}

/// How much the tables repeat earlier meetings: each pair's earlier meetings, squared, so
/// that a pair meeting a third time weighs more than two pairs meeting a second time.
fn cost(tables: &[Vec<usize>], met: &[Vec<u32>]) -> u64 {
    tables.iter().map(|table| table_cost(table, met)).sum()
}

/// One table's part of `cost`.
fn table_cost(table: &[usize], met: &[Vec<u32>]) -> u64 {
    let mut c = 0u64;
    for (i, &a) in table.iter().enumerate() {
        for &b in &table[i + 1..] {
            c += u64::from(met[a][b]) * u64::from(met[a][b]);
        }
    }
    c
}

/// Swaps two players of different tables while that lowers the cost. A swap between a
/// short and a long table is made only between players who sat short equally often, so
/// the short tables still go round.
fn improve(
    tables: &mut [Vec<usize>],
    met: &[Vec<u32>],
    short: &[u32],
    is_short: &impl Fn(usize) -> bool,
) {
    let mut better = true;
    let mut passes = 0;
    while better && passes < 20 {
        better = false;
        passes += 1;
        for t in 0..tables.len() {
            for u in t + 1..tables.len() {
                for i in 0..tables[t].len() {
                    for j in 0..tables[u].len() {
                        let (a, b) = (tables[t][i], tables[u][j]);
                        if is_short(t) != is_short(u) && short[a] != short[b] {
                            continue;
                        }
                        let before = table_cost(&tables[t], met) + table_cost(&tables[u], met);
                        tables[t][i] = b;
                        tables[u][j] = a;
                        let after = table_cost(&tables[t], met) + table_cost(&tables[u], met);
                        if after < before {
                            better = true;
                        } else {
                            tables[t][i] = a;
                            tables[u][j] = b;
                        }
                    }
                }
            }
        }
    }
}

//! One stable sort for the whole app. Every `sort_by` call is a copy of the standard
//! library's sort of its own (about 3 KB of the browser app's wasm each, a dozen of them
//! in the start-up wasm): `sort_by` here sorts positions through a `dyn` comparison, so
//! all its callers share one copy.

use std::cmp::Ordering;

/// Sorts `items` stably by `cmp` (equal ones keep their order), like `slice::sort_by`.
pub fn sort_by<T>(items: &mut Vec<T>, cmp: impl Fn(&T, &T) -> Ordering) {
    let order = positions(items.len(), &|a, b| cmp(&items[a], &items[b]));
    let mut slots: Vec<Option<T>> = items.drain(..).map(Some).collect();
    items.extend(order.into_iter().filter_map(|i| slots[i].take()));
}

/// Sorts `items` stably by `key`, like `slice::sort_by_key`.
pub fn sort_by_key<T, K: Ord>(items: &mut Vec<T>, key: impl Fn(&T) -> K) {
    sort_by(items, |a, b| key(a).cmp(&key(b)));
}

/// The positions `0..n` in the order `cmp` sorts them, equal ones in their order.
pub fn positions(n: usize, cmp: &dyn Fn(usize, usize) -> Ordering) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| cmp(a, b));
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_like_the_standard_stable_sort() {
        let items: Vec<(u8, char)> = vec![(3, 'a'), (1, 'b'), (3, 'c'), (0, 'd'), (1, 'e')];
        let mut ours = items.clone();
        sort_by_key(&mut ours, |p| p.0);
        let mut std = items;
        std.sort_by_key(|p| p.0);
        assert_eq!(ours, std);
        assert_eq!(ours, vec![(0, 'd'), (1, 'b'), (1, 'e'), (3, 'a'), (3, 'c')]);
    }

    #[test]
    fn sorts_descending_and_empty() {
        let mut v = vec![2.5_f64, -1.0, 7.0, 2.5];
        sort_by(&mut v, |a, b| b.total_cmp(a));
        assert_eq!(v, vec![7.0, 2.5, 2.5, -1.0]);
        let mut none: Vec<i32> = Vec::new();
        sort_by_key(&mut none, |&x| x);
        assert!(none.is_empty());
    }
}

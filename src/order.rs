//! Sorting the app's few short lists (a table's seats, a turn's three
//! dice fields, remembered names) by insertion: the standard library's
//! sort is several KB of code for each type it sorts, on the first load.

/// Sorts `items` by `less` in place, stably; quadratic, for short lists.
pub fn sort_by<T>(items: &mut [T], less: impl Fn(&T, &T) -> bool) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && less(&items[j], &items[j - 1]) {
            items.swap(j, j - 1);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::sort_by;

    #[test]
    fn sorts_like_the_standard_stable_sort() {
        // Pairs sorted by their first number only: equal keys keep their order.
        let mut seed = 7u32;
        for len in 0..40 {
            let items: Vec<(u32, usize)> = (0..len)
                .map(|i| {
                    seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                    ((seed >> 16) % 5, i)
                })
                .collect();
            let mut ours = items.clone();
            sort_by(&mut ours, |a, b| a.0 < b.0);
            let mut std = items;
            std.sort_by_key(|p| p.0);
            assert_eq!(ours, std, "length {len}");
        }
    }
}

//! Sets of small indices (cells, hexes, cards) kept as the bits of a `u128`, as the games' rules
//! and bots keep them.

/// The indices of the set bits of `m`, ascending.
pub fn bits(mut m: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            i
        })
    })
}

#[cfg(test)]
mod tests {
    use super::bits;

    #[test]
    fn the_set_bits_come_lowest_first() {
        assert_eq!(bits(0).count(), 0);
        assert_eq!(bits(0b1010_0001).collect::<Vec<_>>(), [0, 5, 7]);
        assert_eq!(bits(1 << 127 | 2).collect::<Vec<_>>(), [1, 127]);
    }
}

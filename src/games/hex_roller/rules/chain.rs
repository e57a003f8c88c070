//! Chains: where the number being written may go next, and why a hex cannot take it. The one
//! rule for chains, extra hexes and the bot.

use super::*;

/// Where the number being written may go next, as hex indices (empty if the chain is stuck).
pub fn chain_targets(layout: &Layout, sheet: &Sheet, number: u8, last: Option<Hex>) -> Vec<usize> {
    bits(chain_mask(layout, sheet, number, last)).collect()
}

/// [`chain_targets`] as a bit set: the empty hexes next to `last`, or for a chain's first hex the
/// empty hexes touching a hex that holds `number`. The fast form of [`chain_fault`] over every
/// hex (the seeded test `fast_legal_list_equals_checked_candidates` holds them together).
pub fn chain_mask(layout: &Layout, sheet: &Sheet, number: u8, last: Option<Hex>) -> u128 {
    chain_mask_in(layout, sheet, sheet.empty_mask(), number, last)
}

/// [`chain_mask`] with the sheet's empty hexes already known.
pub(super) fn chain_mask_in(
    layout: &Layout,
    sheet: &Sheet,
    empty: u128,
    number: u8,
    last: Option<Hex>,
) -> u128 {
    match last {
        Some(l) => layout.index(l).map_or(0, |l| layout.nbr_mask[l] & empty),
        None => {
            let near = bits(sheet.mask_of(number)).fold(0u128, |m, j| m | layout.nbr_mask[j]);
            near & empty
        }
    }
}

/// Why hex `i` cannot take the next `number` of a chain whose last hex is `last` (`None`: the
/// chain has no hex yet), or `None` when it can. The one rule for chains, extra hexes and the bot.
pub(super) fn chain_fault(
    layout: &Layout,
    sheet: &Sheet,
    number: u8,
    last: Option<Hex>,
    i: usize,
) -> Option<WriteFault> {
    if sheet.cells[i] != 0 {
        return Some(WriteFault::Filled);
    }
    match last {
        Some(l) => {
            let touches = layout.index(l).is_some_and(|l| layout.nbrs[l].contains(&i));
            (!touches).then_some(WriteFault::NextMustTouch(number, l))
        }
        None => {
            let touches = layout.nbrs[i].iter().any(|&j| sheet.cells[j] == number);
            (!touches).then_some(WriteFault::FirstMustTouch(number))
        }
    }
}

/// Why a `write` is refused, before it is put into words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum WriteFault {
    /// The hex already holds a number.
    Filled,
    /// Nothing is being written now.
    NothingToWrite,
    /// A chain's first hex must touch a hex holding its number.
    FirstMustTouch(u8),
    /// A chain's next hex must touch the one written just before (at the hex given).
    NextMustTouch(u8, Hex),
    /// The extra hex must touch the last hex of its number's chain, if there is one.
    ExtraMustTouch(u8, Option<Hex>),
}

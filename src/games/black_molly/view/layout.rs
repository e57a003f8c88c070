//! Where everything sits on Black Molly's aquarium, in sheet units (points at natural size): the
//! cards, and on each card its two parts. The top band holds what is printed (the name, the
//! coordinates, a machine's number and its ON marker); the pieces (fish, the removed fish of the
//! last round, the Mollies) are laid out below it, so no piece ever covers a printed number or
//! marker. Drawing (`sheet.rs`, `pieces.rs`) and hit-testing both read these places.

use crate::games::black_molly::data::{COLS, ROWS};
use crate::games::black_molly::state::{Card, State};
use crate::sheet_kit::draw::Fit;
use egui::{Pos2, Rect, Vec2};

/// Card size and gap.
pub const CARD_W: f32 = 130.0;
pub const CARD_H: f32 = 118.0;
pub const GAP: f32 = 5.0;
/// Room for the column letters (top) and row numbers (left).
pub const MARGIN: f32 = 20.0;
/// The strip under the cards: the D4, what it did, the round and machines, whose view.
pub const LEGEND_H: f32 = 42.0;
/// The printed band at the top of a card: the name row, then the badge row (a machine's number
/// and ON marker, the pump's 1, a start's letter) at its right.
pub const BAND_H: f32 = 44.0;
/// Height of the name row within the band.
pub const NAME_H: f32 = 18.0;
/// Font sizes (sheet units) of the card's name and coordinates, and of the legend and labels.
pub const CARD_FONT: f32 = 13.5;
pub const LEGEND_FONT: f32 = 13.5;
pub const LABEL_FONT: f32 = 14.5;
/// A fish token's cell (its diameter plus a gap) when there is room for it.
const CELL: f32 = 32.0;
/// The smallest cell the packing shrinks to when a card is crowded.
const MIN_CELL: f32 = 9.0;
/// The width kept at the right of the pieces part for the Mollies on a card.
const MOLLY_W: f32 = 60.0;
/// A Molly's size factor (1 = the drawing's own size in sheet units).
pub const MOLLY_SIZE: f32 = 1.2;

/// The sheet-space box holding the labels, the cards and the legend.
pub fn content_box() -> Rect {
    Rect::from_min_size(
        Pos2::ZERO,
        Vec2::new(
            MARGIN + COLS as f32 * (CARD_W + GAP),
            MARGIN + ROWS as f32 * (CARD_H + GAP) + LEGEND_H,
        ),
    )
}

/// How the aquarium maps into `rect`.
pub fn sheet_fit(rect: Rect) -> Fit {
    Fit::new(content_box(), rect, 4.0)
}

/// Screen rect of a card.
pub fn card_rect(fit: &Fit, c: Card) -> Rect {
    let x = MARGIN + c.col() as f32 * (CARD_W + GAP);
    let y = MARGIN + c.row() as f32 * (CARD_H + GAP);
    Rect::from_min_max(fit.pos(x, y), fit.pos(x + CARD_W, y + CARD_H))
}

/// The card under a screen point.
pub fn card_at(fit: &Fit, pos: Pos2) -> Option<Card> {
    Card::all().find(|&c| card_rect(fit, c).contains(pos))
}

/// The printed badge's place on a card (screen rect): the right part of the band's second row.
pub fn badge_rect(fit: &Fit, c: Card) -> Rect {
    let r = card_rect(fit, c);
    let k = fit.scale;
    Rect::from_min_max(
        Pos2::new(r.right() - 64.0 * k, r.top() + NAME_H * k),
        Pos2::new(r.right() - 3.0 * k, r.top() + BAND_H * k),
    )
}

/// The part of a card where pieces go (screen rect): everything under the printed band.
pub fn pieces_rect(fit: &Fit, c: Card) -> Rect {
    let r = card_rect(fit, c);
    let k = fit.scale;
    Rect::from_min_max(
        Pos2::new(r.left() + 3.0 * k, r.top() + BAND_H * k),
        Pos2::new(r.right() - 3.0 * k, r.bottom() - 3.0 * k),
    )
}

/// A token's place on screen: a live fish, or (crossed out) one removed last round.
#[derive(Clone, Copy, Debug)]
pub struct Spot {
    pub fish: usize,
    pub centre: Pos2,
    pub radius: f32,
}

/// Every card's tokens: one group per player (the old fish first) and, last, the fish removed
/// there in the last round. Fish in `live`, removed ones in `removed`.
#[derive(Clone, Debug, Default)]
pub struct Tokens {
    pub live: Vec<Spot>,
    pub removed: Vec<Spot>,
}

/// Where the tokens go: on each card the groups are packed into the pieces part (beside the
/// Mollies' room when a Molly is there), as large as they fit, one line per group or groups side
/// by side, the block centred in the part's height.
pub fn tokens(fit: &Fit, s: &State) -> Tokens {
    let mut out = Tokens::default();
    for c in Card::all() {
        let mut groups: Vec<(Vec<usize>, bool)> = Vec::new();
        for seat in 0..s.seats {
            let mut mine: Vec<usize> = s.fish_on(c).filter(|&i| s.fish[i].owner == seat).collect();
            if !mine.is_empty() {
                mine.sort_by_key(|&i| !s.fish[i].old);
                groups.push((mine, false));
            }
        }
        let gone: Vec<usize> = s
            .recap
            .removed
            .iter()
            .filter(|r| r.card == c)
            .map(|r| r.fish)
            .collect();
        if !gone.is_empty() {
            groups.push((gone, true));
        }
        if groups.is_empty() {
            continue;
        }
        let mut area = pieces_rect(fit, c);
        if s.has_molly(c) {
            area.max.x -= MOLLY_W * fit.scale;
        }
        let counts: Vec<usize> = groups.iter().map(|(g, _)| g.len()).collect();
        let (cell, places) = pack(area.size() / fit.scale, &counts);
        // The block of tokens in the middle of the part's height.
        let used = places.iter().map(|p| p.y + cell / 2.0).fold(0.0, f32::max);
        let area = area.translate(Vec2::new(
            0.0,
            ((area.height() / fit.scale - used) / 2.0).max(0.0) * fit.scale,
        ));
        let mut places = places.into_iter();
        for (fish, removed) in groups {
            for i in fish {
                let Some(p) = places.next() else { break };
                let spot = Spot {
                    fish: i,
                    centre: area.min + p * fit.scale,
                    radius: cell * 0.38 * fit.scale,
                };
                if removed {
                    out.removed.push(Spot {
                        radius: spot.radius * 0.75,
                        ..spot
                    });
                } else {
                    out.live.push(spot);
                }
            }
        }
    }
    out
}

/// Where every live fish is drawn.
pub fn fish_spots(fit: &Fit, s: &State) -> Vec<Spot> {
    tokens(fit, s).live
}

/// Packs groups of `counts` tokens into a box of `size` (sheet units): the largest cell up to
/// [`CELL`] at which the groups fit, each group on its own line(s), one to three groups side by
/// side. Returns the cell and each token's centre relative to the box's corner, group by group.
fn pack(size: Vec2, counts: &[usize]) -> (f32, Vec<Vec2>) {
    let mut cell = CELL;
    loop {
        for columns in 1..=counts.len().clamp(1, 3) {
            if let Some(places) = pack_at(size, counts, cell, columns) {
                return (cell, places);
            }
        }
        if cell <= MIN_CELL {
            // Crowded beyond reason (a whole table on one card): the smallest cell, one column,
            // and what does not fit overflows downwards.
            let places = pack_at(Vec2::new(size.x, f32::INFINITY), counts, cell, 1);
            return (cell, places.unwrap_or_default());
        }
        cell = (cell * 0.9).max(MIN_CELL);
    }
}

/// [`pack`] at one cell size and number of group columns, or `None` if it does not fit.
fn pack_at(size: Vec2, counts: &[usize], cell: f32, columns: usize) -> Option<Vec<Vec2>> {
    let col_w = size.x / columns as f32;
    let per_line = (col_w / cell).floor() as usize;
    if per_line == 0 {
        return None;
    }
    let mut places = Vec::new();
    let mut top = 0.0;
    for row in counts.chunks(columns) {
        let lines = row.iter().map(|n| n.div_ceil(per_line)).max().unwrap_or(1);
        if top + lines as f32 * cell > size.y + 0.01 {
            return None;
        }
        for (j, &n) in row.iter().enumerate() {
            for t in 0..n {
                let (line, at) = (t / per_line, t % per_line);
                places.push(Vec2::new(
                    j as f32 * col_w + (at as f32 + 0.5) * cell,
                    top + (line as f32 + 0.5) * cell,
                ));
            }
        }
        top += lines as f32 * cell;
    }
    Some(places)
}

/// Where the Mollies on card `c` are drawn (screen centres), Molly by Molly: at the right of the
/// pieces part, two on one card one above the other.
pub fn molly_centre(fit: &Fit, s: &State, m: usize) -> Pos2 {
    let c = s.mollies[m];
    let area = pieces_rect(fit, c);
    let k = fit.scale;
    let x = area.right() - MOLLY_W * k / 2.0;
    let both = s.mollies[0] == s.mollies[1];
    let y = if both {
        area.top() + area.height() * if m == 0 { 0.27 } else { 0.73 }
    } else {
        area.center().y
    };
    Pos2::new(x, y)
}

/// Which arrow a move between cards is drawn as: each has its own lane, so arrows on one border
/// lie side by side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lane {
    /// A fish the current carried.
    Push,
    /// A Molly's swim.
    Molly,
    /// The last fish move of a seat.
    LastMove,
}

/// Where the arrow of a move from card `from` to its neighbour `to` starts and ends on screen.
/// Along a row it runs between the cards' pieces parts; up or down it crosses the border in its
/// lane, right of the card names and left of the coordinates, reaching into the lower card only
/// as far as its name row: no arrow runs over a printed name, number or marker.
pub fn move_path(fit: &Fit, from: Card, to: Card, lane: Lane) -> (Pos2, Pos2) {
    let k = fit.scale;
    let (a, b) = (pieces_rect(fit, from), pieces_rect(fit, to));
    if from.row() == to.row() {
        let dy = match lane {
            Lane::Push => 0.0,
            Lane::Molly => 16.0,
            Lane::LastMove => -16.0,
        } * k;
        let (a, b) = (
            a.center() + Vec2::new(0.0, dy),
            b.center() + Vec2::new(0.0, dy),
        );
        let v = b - a;
        return (a + v * 0.25, a + v * 0.75);
    }
    if from.col() != to.col() {
        // Not neighbours (no move goes there): centre to centre.
        return (a.center(), b.center());
    }
    let x = card_rect(fit, from).left()
        + match lane {
            Lane::Push => 91.0,
            Lane::Molly => 103.0,
            Lane::LastMove => 97.0,
        } * k;
    let (upper, lower) = if from.row() < to.row() {
        (from, to)
    } else {
        (to, from)
    };
    let top = card_rect(fit, upper).bottom() - 24.0 * k;
    let bottom = card_rect(fit, lower).top() + (NAME_H - 8.0) * k;
    if from == upper {
        (Pos2::new(x, top), Pos2::new(x, bottom))
    } else {
        (Pos2::new(x, bottom), Pos2::new(x, top))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packing_keeps_the_largest_cell_that_fits_and_never_overlaps() {
        let size = Vec2::new(124.0, 71.0);
        // One fish of each of four players (a fish start at the beginning): two groups a line.
        let (cell, places) = pack(size, &[1, 1, 1, 1]);
        assert_eq!(cell, CELL);
        assert_eq!(places.len(), 4);
        assert_eq!(places[1] - places[0], Vec2::new(size.x / 2.0, 0.0));
        assert_eq!(places[2] - places[0], Vec2::new(0.0, CELL));
        // Four fish of one player: full size, three on the first line.
        let (cell, places) = pack(size, &[4]);
        assert_eq!(cell, CELL);
        let first: Vec<f32> = places.iter().map(|p| p.y).collect();
        assert_eq!(first, [CELL / 2.0, CELL / 2.0, CELL / 2.0, CELL * 1.5]);
        // Sixteen fish on one card still fit, smaller, inside the box.
        let (cell, places) = pack(size, &[4, 4, 4, 4]);
        assert!((MIN_CELL..CELL).contains(&cell), "{cell}");
        for p in &places {
            assert!(p.x + cell / 2.0 <= size.x + 0.01 && p.y + cell / 2.0 <= size.y + 0.01);
        }
        for (i, a) in places.iter().enumerate() {
            for b in &places[i + 1..] {
                assert!((*a - *b).length() >= cell - 0.01, "{a:?} {b:?}");
            }
        }
    }
}

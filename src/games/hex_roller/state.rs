//! Hex Roller's plain data: the sheet layouts (from `resources/hex_roller.ron`), a seat's sheet,
//! the turn in progress, the whole game state and the options. No rules here.

use super::data::{GameData, SideData};
use crate::engine::hex::{Hex, HexNames};
use crate::engine::text::Msg;
use serde::{Deserialize, Serialize};
use std::sync::LazyLock;

/// The game data from `resources/hex_roller.ron`, validated by build.rs.
pub static DATA: LazyLock<GameData> = LazyLock::new(|| {
    match ron::from_str(include_str!("../../../resources/hex_roller.ron")) {
        Ok(d) => d,
        // build.rs parses and validates this exact file, so a build that got here can parse it.
        Err(e) => unreachable!("resources/hex_roller.ron was checked by build.rs: {e}"),
    }
});

pub(super) static FRONT: LazyLock<Layout> = LazyLock::new(|| Layout::new(Side::Front));
pub(super) static BACK: LazyLock<Layout> = LazyLock::new(|| Layout::new(Side::Back));

/// Which side of the pad everyone plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    #[default]
    Front,
    Back,
}

impl Side {
    pub fn key(self) -> &'static str {
        match self {
            Side::Front => "front",
            Side::Back => "back",
        }
    }
    pub fn layout(self) -> &'static Layout {
        match self {
            Side::Front => &FRONT,
            Side::Back => &BACK,
        }
    }
}

/// Half-width of the lookup grid: every sheet hex lies within this distance of the middle.
const GRID_R: i32 = 6;
const GRID_SIDE: i32 = 2 * GRID_R + 1;

/// One area of a sheet.
#[derive(Clone, Debug)]
pub struct Area {
    pub name: String,
    /// Hex indices, centre first.
    pub cells: [usize; 7],
    pub middle: bool,
}

/// A printed pair of equal numbers (hex indices).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pair {
    pub number: u8,
    pub a: usize,
    pub b: usize,
}

/// A sheet layout with everything the rules look up, indexed by hex number (0..hexes.len()).
#[derive(Clone, Debug)]
pub struct Layout {
    pub side: Side,
    pub data: SideData,
    /// Every hex of the sheet, area by area (centre first).
    pub hexes: Vec<Hex>,
    lookup: Vec<Option<usize>>,
    /// On-sheet neighbours of each hex.
    pub nbrs: Vec<Vec<usize>>,
    /// The same neighbours as a bit set (bit i = hex i); every sheet lies within distance 6 of the
    /// middle (build.rs), so it has at most 127 hexes.
    pub nbr_mask: Vec<u128>,
    /// Area index of each hex.
    pub area_of: Vec<usize>,
    pub areas: Vec<Area>,
    /// Printed number of each hex, if any.
    pub printed: Vec<Option<u8>>,
    pub pairs: Vec<Pair>,
    /// Readable names (rows A, B, … from the top as printed on the sheet, hexes counted from the
    /// left): what logs, tooltips and refusals say instead of axial pairs.
    pub names: HexNames,
}

impl Layout {
    /// The hex's readable name ("C4"), as the sheet's row letters show it.
    pub fn name(&self, h: Hex) -> String {
        self.names.name_or_axial(h)
    }

    fn new(side: Side) -> Layout {
        let data = DATA
            .sides
            .iter()
            .find(|s| s.key == side.key())
            .cloned()
            // build.rs checks that both sides are listed.
            .unwrap_or_else(|| unreachable!("side {} was checked by build.rs", side.key()));
        let mut hexes = Vec::new();
        let mut area_of = Vec::new();
        let mut areas = Vec::new();
        for (ai, a) in data.areas.iter().enumerate() {
            let mut cells = [0usize; 7];
            for (k, (q, r)) in data.area_hexes(a).into_iter().enumerate() {
                cells[k] = hexes.len();
                hexes.push(Hex::new(q, r));
                area_of.push(ai);
            }
            areas.push(Area {
                name: a.name.clone(),
                cells,
                middle: a.middle,
            });
        }
        let mut lookup = vec![None; (GRID_SIDE * GRID_SIDE) as usize];
        for (i, h) in hexes.iter().enumerate() {
            lookup
                [grid_index(*h).unwrap_or_else(|| unreachable!("build.rs keeps hexes within 6"))] =
                Some(i);
        }
        let names = HexNames::pointy_top_rows(&hexes);
        let mut layout = Layout {
            names,
            side,
            data,
            nbrs: Vec::new(),
            nbr_mask: Vec::new(),
            area_of,
            areas,
            printed: vec![None; hexes.len()],
            pairs: Vec::new(),
            lookup,
            hexes,
        };
        layout.nbrs = layout
            .hexes
            .iter()
            .map(|h| {
                h.neighbours()
                    .iter()
                    .filter_map(|&n| layout.index(n))
                    .collect()
            })
            .collect();
        layout.nbr_mask = layout
            .nbrs
            .iter()
            .map(|ns| ns.iter().fold(0u128, |m, &j| m | (1u128 << j)))
            .collect();
        for p in layout.data.printed.clone() {
            if let Some(i) = layout.index(Hex::new(p.hex.0, p.hex.1)) {
                layout.printed[i] = Some(p.number);
            }
        }
        let mut numbers: Vec<u8> = layout.data.printed.iter().map(|p| p.number).collect();
        numbers.sort_unstable();
        numbers.dedup();
        for n in numbers {
            let at: Vec<usize> = (0..layout.hexes.len())
                .filter(|&i| layout.printed[i] == Some(n))
                .collect();
            if let [a, b] = at[..] {
                layout.pairs.push(Pair { number: n, a, b });
            }
        }
        layout
    }
    /// The index of `h`, if it is on this sheet.
    pub fn index(&self, h: Hex) -> Option<usize> {
        grid_index(h).and_then(|g| self.lookup[g])
    }
    pub fn len(&self) -> usize {
        self.hexes.len()
    }
    pub fn is_empty(&self) -> bool {
        self.hexes.is_empty()
    }
    pub fn dice(&self) -> usize {
        self.data.dice as usize
    }
    pub fn rounds(&self) -> usize {
        self.data.rounds as usize
    }
}

fn grid_index(h: Hex) -> Option<usize> {
    // unsigned_abs: no overflow for any i32 (notation already keeps coordinates small).
    if h.q.unsigned_abs() > GRID_R as u32 || h.r.unsigned_abs() > GRID_R as u32 {
        return None;
    }
    Some(((h.q + GRID_R) * GRID_SIDE + (h.r + GRID_R)) as usize)
}

/// The three bonuses, in the order they are printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Bonus {
    /// One more hex for a chosen number.
    Extra,
    /// A 2 in any empty hex.
    Two,
    /// A third rolled number.
    Third,
}

impl Bonus {
    pub const ALL: [Bonus; 3] = [Bonus::Extra, Bonus::Two, Bonus::Third];
    pub fn index(self) -> usize {
        match self {
            Bonus::Extra => 0,
            Bonus::Two => 1,
            Bonus::Third => 2,
        }
    }
    /// The box's name, as the sheet and the refusals say it.
    pub fn label(self) -> Msg {
        Msg::new(match self {
            Bonus::Extra => "hr-bonus-extra",
            Bonus::Two => "hr-bonus-two",
            Bonus::Third => "hr-bonus-third",
        })
    }
}

/// One player's sheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sheet {
    /// The number in each hex (layout order); 0 = empty. Printed numbers are included.
    pub cells: Vec<u8>,
    /// The two tracker rows (top, bottom), left to right.
    pub rows: [Vec<u8>; 2],
    /// For each bonus (Extra, Two, Third): the round (0-based) it was used in.
    pub bonuses: [Option<u8>; 3],
}

impl Sheet {
    pub fn new(layout: &Layout) -> Sheet {
        Sheet {
            cells: layout.printed.iter().map(|p| p.unwrap_or(0)).collect(),
            rows: [Vec::new(), Vec::new()],
            bonuses: [None; 3],
        }
    }
    pub fn bonus_left(&self, b: Bonus) -> bool {
        self.bonuses[b.index()].is_none()
    }
    pub fn empty_count(&self) -> usize {
        self.cells.iter().filter(|&&c| c == 0).count()
    }
    /// The empty hexes as a bit set (bit i = hex i).
    pub fn empty_mask(&self) -> u128 {
        self.mask_of(0)
    }
    /// The hexes holding `n` as a bit set (bit i = hex i).
    pub fn mask_of(&self, n: u8) -> u128 {
        eq_mask(&self.cells, n)
    }
}

/// The positions of `cells` equal to `n` as a bit set (at most 128 cells), eight at a time: a byte
/// of `chunk ^ n` is zero exactly where a cell equals `n`, and the usual carry-free zero-byte test
/// marks those bytes' high bits, which one multiplication gathers into 8 bits.
pub fn eq_mask(cells: &[u8], n: u8) -> u128 {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    const ONES: u64 = 0x0101_0101_0101_0101;
    // Bit 8k (k = 0..8) lands on bit 56 + k; no other product term reaches the top byte.
    const GATHER: u64 = 0x0102_0408_1020_4080;
    let spread = u64::from(n) * ONES;
    let byte_mask = |word: u64| {
        let x = word ^ spread;
        let zero_high = !(((x & LOW7) + LOW7) | x | LOW7);
        u128::from((zero_high >> 7).wrapping_mul(GATHER) >> 56)
    };
    let cells = &cells[..cells.len().min(128)];
    let mut chunks = cells.chunks_exact(8);
    let mut m = 0u128;
    let mut k = 0;
    for chunk in &mut chunks {
        let mut b = [0u8; 8];
        b.copy_from_slice(chunk);
        m |= byte_mask(u64::from_le_bytes(b)) << (8 * k);
        k += 1;
    }
    let rest = chunks.remainder();
    if !rest.is_empty() {
        // Padding never equals `n`.
        let mut b = [!n; 8];
        for (x, &c) in b.iter_mut().zip(rest) {
            *x = c;
        }
        m |= byte_mask(u64::from_le_bytes(b)) << (8 * k);
    }
    m
}

/// The hex indices of a bit set, ascending.
pub use crate::engine::bitset::bits;

/// A chain of one number written this turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chain {
    pub number: u8,
    /// The third-number bonus (not recorded in the tracker).
    pub third: bool,
    /// How many hexes the roll asks for.
    pub want: u8,
    pub hexes: Vec<Hex>,
    /// Ended before `want` because no hex was legal.
    pub short: bool,
}

impl Chain {
    pub fn done(&self) -> bool {
        self.short || self.hexes.len() >= self.want as usize
    }
}

/// What the seat to move is in the middle of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Between chains: pick a number, use a bonus, or fill the tracker.
    Free,
    /// Writing the last chain of the turn.
    Chain,
    /// Placing the extra hex of this number.
    Extra(u8),
    /// Placing the free 2.
    Two,
}

/// The turn of the seat to move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub seat: usize,
    pub chains: Vec<Chain>,
    /// The bonus used this round and the hex it wrote (once written).
    pub bonus: Option<(Bonus, Option<Hex>)>,
    pub step: Step,
}

impl Turn {
    /// The main numbers chosen so far (tracker numbers), in order.
    pub fn mains(&self) -> Vec<u8> {
        self.chains
            .iter()
            .filter(|c| !c.third)
            .map(|c| c.number)
            .collect()
    }
    /// How many main numbers are chosen so far (without building the list).
    pub fn main_count(&self) -> usize {
        self.chains.iter().filter(|c| !c.third).count()
    }
    pub fn chosen(&self, n: u8) -> bool {
        self.chains.iter().any(|c| c.number == n)
    }
    pub fn chain_of(&self, n: u8) -> Option<&Chain> {
        self.chains.iter().find(|c| c.number == n)
    }
    /// Every hex written this turn (chains, extra hex, free 2).
    pub fn written(&self) -> Vec<Hex> {
        let mut out: Vec<Hex> = self
            .chains
            .iter()
            .flat_map(|c| c.hexes.iter().copied())
            .collect();
        if let Some((_, Some(h))) = self.bonus {
            out.push(h);
        }
        out
    }
}

/// Where the game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The round's dice are in the air (chance).
    Rolling,
    Turn(Turn),
    Over,
}

/// A game of Hex Roller: every seat's sheet and the shared roll.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub side: Side,
    /// Current round, 0-based (equals the number of rounds when over).
    pub round: u8,
    /// This round's dice, ascending (empty before the first roll).
    pub dice: Vec<u8>,
    pub sheets: Vec<Sheet>,
    /// The seat in focus's turn, during a round.
    pub phase: Phase,
    /// Everyone writes on the same roll at once: the turns of the other seats still busy with this
    /// round, by seat. A seat in neither `phase` nor here has recorded its numbers this round.
    #[serde(default)]
    pub waiting: Vec<Turn>,
}

impl State {
    pub fn layout(&self) -> &'static Layout {
        self.side.layout()
    }
    pub fn turn(&self) -> Option<&Turn> {
        match &self.phase {
            Phase::Turn(t) => Some(t),
            _ => None,
        }
    }
    /// `seat`'s turn this round, in focus or waiting; `None` once it has recorded its numbers.
    pub fn turn_of(&self, seat: usize) -> Option<&Turn> {
        self.turn()
            .filter(|t| t.seat == seat)
            .or_else(|| self.waiting.iter().find(|t| t.seat == seat))
    }
    /// How many dice of the roll show `n`.
    pub fn count(&self, n: u8) -> u8 {
        self.dice.iter().filter(|&&d| d == n).count() as u8
    }
    /// The distinct numbers of the roll, ascending.
    pub fn rolled(&self) -> Vec<u8> {
        let mut v = self.dice.clone();
        v.dedup();
        v
    }
    /// How many different numbers the roll shows (the dice are sorted).
    pub fn distinct(&self) -> usize {
        self.dice
            .iter()
            .enumerate()
            .filter(|&(i, &d)| i == 0 || self.dice[i - 1] != d)
            .count()
    }
    /// How many tracker numbers a turn records (1 if the roll shows a single number).
    pub fn mains_needed(&self) -> usize {
        self.distinct().min(2)
    }
    /// The number in hex `h` of `seat`'s sheet (0 if empty or off the sheet).
    pub fn number_at(&self, seat: usize, h: Hex) -> u8 {
        self.layout()
            .index(h)
            .map_or(0, |i| self.sheets[seat].cells[i])
    }
}

/// New-game options.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Options {
    pub side: Side,
}

//! Black Molly's plain data: the cards and their places, the fish, the phases of a round and the
//! position as a whole. No rules decisions here (those are in `rules.rs` and `round.rs`).

use super::data::{AquariumData, CardKind, COLS, ROWS};
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;
use std::fmt;
use std::str::FromStr;
use std::sync::LazyLock;

/// The card set and starter aquarium from `resources/black_molly.ron`, validated by build.rs.
pub static AQUARIUM: LazyLock<AquariumData> = LazyLock::new(|| {
    match ron::from_str(include_str!("../../../resources/black_molly.ron")) {
        Ok(d) => d,
        // build.rs parses and validates this exact file, so a build that got here can parse it.
        Err(e) => unreachable!("resources/black_molly.ron was checked by build.rs: {e}"),
    }
});

/// The starter aquarium's cards in reading order (also the set a random aquarium shuffles).
pub static STARTER: LazyLock<Vec<CardKind>> = LazyLock::new(|| match AQUARIUM.starter_cards() {
    Ok(c) => c,
    Err(e) => unreachable!("resources/black_molly.ron was validated by build.rs: {e}"),
});

/// Fish each player starts with.
pub fn fish_per_player() -> usize {
    AQUARIUM.fish_per_player
}

/// One of the 24 card positions, numbered in reading order (row × 6 + column).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Card(pub u8);

impl Card {
    pub const COUNT: usize = ROWS * COLS;

    /// The cards of a set of cards kept as bits (bit `i` for card `i`), in reading order.
    pub(super) fn in_bits(mut bits: u32) -> impl Iterator<Item = Card> {
        std::iter::from_fn(move || {
            let i = bits.trailing_zeros();
            bits &= bits.wrapping_sub(1);
            (i < 32).then_some(Card(i as u8))
        })
    }

    pub fn new(row: usize, col: usize) -> Card {
        Card((row * COLS + col) as u8)
    }
    pub fn row(self) -> usize {
        self.0 as usize / COLS
    }
    pub fn col(self) -> usize {
        self.0 as usize % COLS
    }
    pub fn index(self) -> usize {
        self.0 as usize
    }
    pub fn all() -> impl Iterator<Item = Card> {
        (0..Self::COUNT as u8).map(Card)
    }
    /// The neighbouring card towards `d`, if the aquarium goes on that way.
    pub fn step(self, d: Dir) -> Option<Card> {
        let (r, c) = (self.row() as i32, self.col() as i32);
        let (dr, dc) = d.row_col();
        let (nr, nc) = (r + dr, c + dc);
        if (0..ROWS as i32).contains(&nr) && (0..COLS as i32).contains(&nc) {
            Some(Card::new(nr as usize, nc as usize))
        } else {
            None
        }
    }
    /// The orthogonal neighbours (never diagonal).
    pub fn neighbours(self) -> impl Iterator<Item = Card> {
        Dir::ALL.into_iter().filter_map(move |d| self.step(d))
    }
    /// Length of the shortest orthogonal route (Mollies can cross every card). Looked up in
    /// [`DISTANCES`] (the bots ask it millions of times); a card off the aquarium is worked out.
    pub fn distance(self, other: Card) -> usize {
        match DISTANCES
            .get(self.index())
            .and_then(|d| d.get(other.index()))
        {
            Some(&d) => usize::from(d),
            None => self.row().abs_diff(other.row()) + self.col().abs_diff(other.col()),
        }
    }
}

/// [`Card::distance`] of every pair of cards, worked out at compile time.
const DISTANCES: [[u8; Card::COUNT]; Card::COUNT] = {
    let mut d = [[0u8; Card::COUNT]; Card::COUNT];
    let mut a = 0;
    while a < Card::COUNT {
        let mut b = 0;
        while b < Card::COUNT {
            let rows = (a / COLS).abs_diff(b / COLS);
            let cols = (a % COLS).abs_diff(b % COLS);
            d[a][b] = (rows + cols) as u8;
            b += 1;
        }
        a += 1;
    }
    d
};

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.col() as u8) as char, self.row() + 1)
    }
}

impl FromStr for Card {
    type Err = crate::engine::text::Msg;
    fn from_str(s: &str) -> Result<Card, Self::Err> {
        let b = s.trim().as_bytes();
        let bad = || crate::engine::save::notation_msg("file-notation-card", s);
        if b.len() != 2 {
            return Err(bad());
        }
        let col = b[0].to_ascii_lowercase().wrapping_sub(b'a') as usize;
        let row = b[1].wrapping_sub(b'1') as usize;
        if col < COLS && row < ROWS {
            Ok(Card::new(row, col))
        } else {
            Err(bad())
        }
    }
}

/// A compass direction on the aquarium (north is the top row).
pub use crate::engine::grid::Compass as Dir;

/// The arrows printed on a card (where the current pushes fish).
pub fn arrows(kind: CardKind) -> &'static [Dir] {
    match kind {
        CardKind::Pump | CardKind::CurrentEast => &[Dir::E],
        CardKind::CurrentSouth => &[Dir::S],
        CardKind::Split => &[Dir::E, Dir::S],
        _ => &[],
    }
}

/// Which rules the game uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum RuleSet {
    /// The last player with fish wins.
    #[default]
    Standard,
    /// Every player has one old fish; the last old fish wins.
    OldestFish,
}

/// Which aquarium the game is played in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum AquariumChoice {
    /// The fixed layout of docs/rulings.md BM-2.
    #[default]
    Starter,
    /// A seeded shuffle of the same 24 cards.
    Random,
}

/// New-game options.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Options {
    pub aquarium: AquariumChoice,
    pub rules: RuleSet,
}

/// One player fish.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Fish {
    pub owner: usize,
    /// The old (fat) fish of the variant.
    pub old: bool,
    /// Where it swims; `None` once removed (or before the variant's setup placed it).
    pub at: Option<Card>,
    /// Already moved during its owner's current turn.
    pub moved: bool,
    /// The card it swam from in its owner's last move step (this round's once it moved, else the
    /// last round's; `None` if it stayed). The bots' memory: a fish that goes straight back needs
    /// a reason. Older saves and states have none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub left: Option<Card>,
}

/// What removed a fish.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cause {
    Molly,
    Machine(u8),
}

/// A fish taken out of play, for the log and the marks on the aquarium.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Removal {
    pub fish: usize,
    pub card: Card,
    pub cause: Cause,
}

/// What happened after the last roll (shown until the next roll).
#[derive(Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Recap {
    pub round: u32,
    pub roll: Option<u8>,
    /// Fish the current moved: (fish, from, to). Inline up to 4 (like the position's lists).
    #[serde(with = "super::seq")]
    pub pushes: SmallVec<[(usize, Card, Card); 4]>,
    /// Molly moves of the round: (molly, from, to).
    #[serde(with = "super::seq")]
    pub mollies: SmallVec<[(usize, Card, Card); 2]>,
    /// Inline up to 2.
    #[serde(with = "super::seq")]
    pub removed: SmallVec<[Removal; 2]>,
}

/// Where the round stands.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Phase {
    /// A random aquarium is being dealt (chance).
    Shuffle,
    /// Variant setup: `seat` picks the start card of its old fish.
    PlaceOld {
        seat: usize,
    },
    /// Step 1: `seat` moves fish.
    Move {
        seat: usize,
    },
    /// Step 2: the starting player is to roll.
    AwaitRoll,
    /// The D4 is in the air (chance).
    Rolling,
    /// The current runs and fish sit on the split card: the starting player picks an arrow for
    /// each fish in `pending`, one at a time.
    Split {
        pending: Vec<usize>,
        chosen: Vec<Dir>,
    },
    /// Step 3: the starting player picks where Molly `k` swims.
    Molly {
        k: usize,
    },
    Over,
}

/// The 24 cards of an aquarium, inline (a position is copied by the million in the bots'
/// lookahead; as `Vec`s its three lists were three allocations a copy). Saved as a sequence.
pub type Cards = SmallVec<[CardKind; Card::COUNT]>;
/// The fish of a game, inline up to 16 (4 seats of 4; more spill to the heap). Saved as a sequence.
pub type School = SmallVec<[Fish; 16]>;
/// One entry per seat, inline up to 4 seats. Saved as a sequence.
pub type PerSeat<T> = SmallVec<[T; 4]>;

/// A Black Molly game.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub rules: RuleSet,
    pub seats: usize,
    /// The 24 cards in reading order (empty until a random aquarium is dealt).
    #[serde(with = "super::seq")]
    pub cards: Cards,
    /// Machines 2, 3, 4 switched ON.
    pub machines_on: [bool; 3],
    pub mollies: [Card; 2],
    /// `fish_per_player` fish per seat, seat by seat; in the variant each seat's first is old.
    #[serde(with = "super::seq")]
    pub fish: School,
    /// 1-based round number.
    pub round: u32,
    /// Holder of the D4 this round.
    pub starter: usize,
    pub phase: Phase,
    pub recap: Recap,
    /// The round each seat went out in (lost its last fish, or its old fish in the variant).
    #[serde(with = "super::seq")]
    pub out_round: PerSeat<Option<u32>>,
    /// Set when the game is over.
    pub winners: Vec<usize>,
}

/// Copied field by field, each inline list as one block ([`SmallVec`]'s own `clone` pushes
/// item by item, which was a good part of the lookahead's time). A new field is a compile error
/// here until it is copied too.
impl Clone for State {
    fn clone(&self) -> State {
        State {
            rules: self.rules,
            seats: self.seats,
            cards: Cards::from_slice(&self.cards),
            machines_on: self.machines_on,
            mollies: self.mollies,
            fish: School::from_slice(&self.fish),
            round: self.round,
            starter: self.starter,
            phase: self.phase.clone(),
            recap: self.recap.clone(),
            out_round: PerSeat::from_slice(&self.out_round),
            winners: self.winners.clone(),
        }
    }
}

/// Copied like [`State`].
impl Clone for Recap {
    fn clone(&self) -> Recap {
        Recap {
            round: self.round,
            roll: self.roll,
            pushes: copy_of(&self.pushes),
            mollies: copy_of(&self.mollies),
            removed: copy_of(&self.removed),
        }
    }
}

/// A copy of a short inline list (most often empty: no call to copy nothing).
fn copy_of<A: smallvec::Array>(v: &SmallVec<A>) -> SmallVec<A>
where
    A::Item: Copy,
{
    if v.is_empty() {
        SmallVec::new()
    } else {
        SmallVec::from_slice(v)
    }
}

impl State {
    pub fn kind(&self, c: Card) -> CardKind {
        self.cards
            .get(c.index())
            .copied()
            .unwrap_or(CardKind::Water)
    }
    pub fn has_molly(&self, c: Card) -> bool {
        self.mollies.contains(&c)
    }
    /// Whether `c` is a machine switched ON (and which).
    pub fn machine_on(&self, c: Card) -> Option<u8> {
        match self.kind(c) {
            CardKind::Machine(n) if self.machines_on[(n - 2) as usize] => Some(n),
            _ => None,
        }
    }
    pub fn card_of(&self, kind: CardKind) -> Option<Card> {
        Card::all().find(|&c| self.kind(c) == kind)
    }
    /// Live fish on `c` (indices into `fish`).
    pub fn fish_on(&self, c: Card) -> impl Iterator<Item = usize> + '_ {
        self.fish
            .iter()
            .enumerate()
            .filter(move |(_, f)| f.at == Some(c))
            .map(|(i, _)| i)
    }
    pub fn count_on(&self, c: Card) -> usize {
        self.fish.iter().filter(|f| f.at == Some(c)).count()
    }
    pub fn alive(&self, seat: usize) -> usize {
        self.fish
            .iter()
            .filter(|f| f.owner == seat && f.at.is_some())
            .count()
    }
    /// [`State::alive`] of every seat, in one pass over the fish.
    pub fn alive_per_seat(&self) -> PerSeat<usize> {
        let mut alive = PerSeat::from_elem(0, self.seats);
        for f in self.fish.iter().filter(|f| f.at.is_some()) {
            if let Some(n) = alive.get_mut(f.owner) {
                *n += 1;
            }
        }
        alive
    }
    /// Whether `f`, while it swims, keeps its owner in the game ([`State::in_game`]).
    pub fn keeps_in_game(&self, f: &Fish) -> bool {
        match self.rules {
            RuleSet::Standard => true,
            RuleSet::OldestFish => f.old,
        }
    }
    pub fn old_alive(&self, seat: usize) -> bool {
        self.fish
            .iter()
            .any(|f| f.owner == seat && f.old && f.at.is_some())
    }
    /// Still in the race for the win: has fish (standard) or its old fish (variant).
    pub fn in_game(&self, seat: usize) -> bool {
        match self.rules {
            RuleSet::Standard => self.alive(seat) > 0,
            RuleSet::OldestFish => self.old_alive(seat),
        }
    }
    /// Another old fish than `except` swims on `c`.
    pub fn old_fish_on(&self, c: Card, except: Option<usize>) -> bool {
        self.fish
            .iter()
            .enumerate()
            .any(|(i, f)| f.old && f.at == Some(c) && Some(i) != except)
    }
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
    /// The seat whose decision it is, if any.
    pub fn actor(&self) -> Option<usize> {
        match self.phase {
            Phase::PlaceOld { seat } | Phase::Move { seat } => Some(seat),
            Phase::AwaitRoll | Phase::Split { .. } | Phase::Molly { .. } => Some(self.starter),
            Phase::Shuffle | Phase::Rolling | Phase::Over => None,
        }
    }
}

//! Black Molly rules (RULINGS.md §4): pure data and functions, no GUI.
//!
//! Notation (also in docs/black_molly.md). Cards are named like chess squares: column `a`–`f`
//! left to right, row `1`–`4` top to bottom, so `a1` is the top-left card.
//! - `aquarium SWAWBS/WP>FW2/AW3vAW/SBWA4S` — the shuffle of a random aquarium (a chance outcome),
//!   rows top to bottom in the tokens of resources/black_molly.ron.
//! - `start a1` — oldest-fish variant setup: put your old fish on that fish start.
//! - `move b2 c2` — one of your young fish swims from b2 to c2; `old b2 c2` moves your old fish.
//! - `done` — end your fish moves (or pass).
//! - `roll` — the starting player rolls the D4; `d4 3` is the chance outcome.
//! - `split E` / `split S` — the starting player steers the next fish on the split card.
//! - `molly 1 c3` — the starting player sends Molly 1 (or 2) to c3 where the rules leave a choice.
//!
//! Decisions where RULINGS.md is silent (also in docs/black_molly.md):
//! - Seat 1 is the starting player of round 1 (and sets up first in the variant).
//! - Fish of one player on one card are interchangeable, so a move names cards, not fish. In the
//!   variant the old fish is told apart (`old`).
//! - A player with no fish left is skipped in the move step; a player with fish but no legal move
//!   still gets a turn (only `done`).
//! - Split choices are asked one fish at a time: old fish first, then by seat; both arrows are
//!   always offered, even where one is blocked (the fish then stays), as the ruling says.
//! - A Molly's choices are the first cards of every shortest route to every nearest target; if
//!   that is a single card it swims there without asking. With no fish left anywhere it stays.
//! - Mollies move one after the other (Molly 1 first, the one that started on the earlier card in
//!   reading order), but as nothing else moves in between both decide from the same positions.
//! - The safety net ends the game after the removal step of round 100.
//! - In the variant a player who is out still takes turns (moving young fish, rolling, steering)
//!   and the game ends when at most one old fish is left.

use super::data::{AquariumData, CardKind, COLS, ROWS};
use crate::engine::{BotChoice, Rules, SeatScore, ToMove};
use rand::seq::SliceRandom;
use rand::{Rng, RngCore};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
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
    /// Length of the shortest orthogonal route (Mollies can cross every card).
    pub fn distance(self, other: Card) -> usize {
        self.row().abs_diff(other.row()) + self.col().abs_diff(other.col())
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.col() as u8) as char, self.row() + 1)
    }
}

impl FromStr for Card {
    type Err = String;
    fn from_str(s: &str) -> Result<Card, String> {
        let b = s.trim().as_bytes();
        let bad = || format!("`{s}` is not a card (a1 to f4: column a–f, row 1–4 from the top)");
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
    /// The fixed layout from RULINGS.md.
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
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Fish {
    pub owner: usize,
    /// The old (fat) fish of the variant.
    pub old: bool,
    /// Where it swims; `None` once removed (or before the variant's setup placed it).
    pub at: Option<Card>,
    /// Already moved during its owner's current turn.
    pub moved: bool,
}

/// What removed a fish.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cause {
    Molly,
    Machine(u8),
}

/// A fish taken out of play, for the log and the marks on the aquarium.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Removal {
    pub fish: usize,
    pub card: Card,
    pub cause: Cause,
}

/// What happened after the last roll (shown until the next roll).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Recap {
    pub round: u32,
    pub roll: Option<u8>,
    /// Fish the current moved: (fish, from, to).
    pub pushes: Vec<(usize, Card, Card)>,
    /// Molly moves of the round: (molly, from, to).
    pub mollies: Vec<(usize, Card, Card)>,
    pub removed: Vec<Removal>,
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

/// A Black Molly game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub rules: RuleSet,
    pub seats: usize,
    /// The 24 cards in reading order (empty until a random aquarium is dealt).
    pub cards: Vec<CardKind>,
    /// Machines 2, 3, 4 switched ON.
    pub machines_on: [bool; 3],
    pub mollies: [Card; 2],
    /// `fish_per_player` fish per seat, seat by seat; in the variant each seat's first is old.
    pub fish: Vec<Fish>,
    /// 1-based round number.
    pub round: u32,
    /// Holder of the D4 this round.
    pub starter: usize,
    pub phase: Phase,
    pub recap: Recap,
    /// The round each seat went out in (lost its last fish, or its old fish in the variant).
    pub out_round: Vec<Option<u32>>,
    /// Set when the game is over.
    pub winners: Vec<usize>,
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

    /// A position on the starter aquarium with the fish where the test puts them: `fish[i]` is
    /// (owner, old, card). Round 1, seat `starter` holds the D4 and moves first. For hand-worked
    /// tests and the How to play example.
    pub fn custom(
        rules: RuleSet,
        seats: usize,
        cards: Vec<CardKind>,
        mollies: [Card; 2],
        fish: &[(usize, bool, Option<Card>)],
        starter: usize,
    ) -> State {
        let mut s = State {
            rules,
            seats,
            cards,
            machines_on: [false; 3],
            mollies,
            fish: fish
                .iter()
                .map(|&(owner, old, at)| Fish {
                    owner,
                    old,
                    at,
                    moved: false,
                })
                .collect(),
            round: 1,
            starter,
            phase: Phase::AwaitRoll,
            recap: Recap::default(),
            out_round: vec![None; seats],
            winners: Vec::new(),
        };
        for p in 0..seats {
            if !s.in_game(p) {
                s.out_round[p] = Some(1);
            }
        }
        begin_turns(&mut s);
        s
    }
}

/// One click (or one chance outcome).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// The dealt random aquarium (chance).
    Aquarium(Vec<CardKind>),
    /// Variant setup: the old fish starts on this card.
    Start(Card),
    /// Swim one fish (the old one if `old`) one card.
    Move { from: Card, to: Card, old: bool },
    /// End this player's fish moves.
    Done,
    /// The starting player rolls the D4.
    Roll,
    /// The D4 shows this (chance).
    D4(u8),
    /// Steer the next fish on the split card.
    Split(Dir),
    /// Molly `k` (0 or 1) swims to this card.
    Molly(usize, Card),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Aquarium(cards) => {
                let rows: Vec<String> = cards
                    .chunks(COLS)
                    .map(|row| row.iter().map(|k| k.token()).collect())
                    .collect();
                write!(f, "aquarium {}", rows.join("/"))
            }
            Action::Start(c) => write!(f, "start {c}"),
            Action::Move { from, to, old } => {
                write!(f, "{} {from} {to}", if *old { "old" } else { "move" })
            }
            Action::Done => write!(f, "done"),
            Action::Roll => write!(f, "roll"),
            Action::D4(n) => write!(f, "d4 {n}"),
            Action::Split(d) => write!(f, "split {d}"),
            Action::Molly(k, c) => write!(f, "molly {} {c}", k + 1),
        }
    }
}

impl FromStr for Action {
    type Err = String;
    fn from_str(s: &str) -> Result<Action, String> {
        let words: Vec<&str> = s.split_whitespace().collect();
        let usage = || {
            format!(
                "`{s}` is not a Black Molly action (aquarium ROWS, start CARD, move FROM TO, \
                 old FROM TO, done, roll, d4 N, split E|S, molly 1|2 CARD)"
            )
        };
        match words.as_slice() {
            ["aquarium", rows] => {
                let cards = super::data::parse_rows(rows.split('/'))?;
                Ok(Action::Aquarium(cards))
            }
            ["start", c] => Ok(Action::Start(c.parse()?)),
            ["move", a, b] => Ok(Action::Move {
                from: a.parse()?,
                to: b.parse()?,
                old: false,
            }),
            ["old", a, b] => Ok(Action::Move {
                from: a.parse()?,
                to: b.parse()?,
                old: true,
            }),
            ["done"] => Ok(Action::Done),
            ["roll"] => Ok(Action::Roll),
            ["d4", n] => match n.parse::<u8>() {
                Ok(v) => Ok(Action::D4(v)),
                Err(_) => Err(format!("`{n}` is not a die face in `{s}`")),
            },
            ["split", d] => Ok(Action::Split(d.parse()?)),
            ["molly", k, c] => match *k {
                "1" => Ok(Action::Molly(0, c.parse()?)),
                "2" => Ok(Action::Molly(1, c.parse()?)),
                _ => Err(format!("`{k}` is not a Molly (1 or 2) in `{s}`")),
            },
            _ => Err(usage()),
        }
    }
}

/// Log text collected while an action is carried out (only when `describe` asks for it, so bots
/// simulating thousands of rounds pay nothing for it).
struct Notes(Option<Vec<String>>);

impl Notes {
    fn add(&mut self, f: impl FnOnce() -> String) {
        if let Some(v) = &mut self.0 {
            v.push(f());
        }
    }
}

/// "player 2's old fish".
pub fn fish_name(s: &State, i: usize) -> String {
    let f = &s.fish[i];
    format!(
        "player {}'s {}fish",
        f.owner + 1,
        if f.old { "old " } else { "" }
    )
}

/// Black Molly.
#[derive(Clone, Copy, Debug, Default)]
pub struct BlackMolly;

/// Why a fish may not swim onto `to` (the card itself, not the route), or `None`.
pub fn blocked_card(s: &State, to: Card, old: bool, mover: Option<usize>) -> Option<String> {
    if s.has_molly(to) {
        return Some(format!("A Black Molly is on {to}: no fish may swim there."));
    }
    if s.kind(to) == CardKind::Anemone {
        return Some(format!("{to} is an anemone: fish never swim into one."));
    }
    if let Some(n) = s.machine_on(to) {
        return Some(format!(
            "Machine {n} on {to} is ON: no fish may swim onto it."
        ));
    }
    if old && s.old_fish_on(to, mover) {
        return Some(format!(
            "Another old fish is already on {to}; two old fish may not share a card after a move."
        ));
    }
    None
}

/// Why `seat` may not make this move now, or `None` if it is legal (the move phase is assumed).
fn move_refusal(s: &State, seat: usize, from: Card, to: Card, old: bool) -> Option<String> {
    if old && s.rules == RuleSet::Standard {
        return Some("Only the oldest-fish variant has old fish.".into());
    }
    let mine: Vec<usize> = s
        .fish_on(from)
        .filter(|&i| s.fish[i].owner == seat && s.fish[i].old == old)
        .collect();
    let what = if old { "old fish" } else { "young fish" };
    if mine.is_empty() {
        return Some(format!("You have no {what} on {from}."));
    }
    let Some(&fish) = mine.iter().find(|&&i| !s.fish[i].moved) else {
        return Some(format!(
            "Your {what} on {from} already swam this turn; each fish moves at most one card."
        ));
    };
    if from.distance(to) != 1 {
        return Some(if from == to {
            "That fish is already there; to leave it, simply do not move it.".into()
        } else {
            "A fish swims exactly one card up, down, left or right, never diagonally.".into()
        });
    }
    blocked_card(s, to, old, Some(fish))
}

/// The cards Molly `k` may swim to this round: the first card of a shortest route towards a
/// nearest card among those with the fewest (at least one) fish. Its own card if it stays.
pub fn molly_options(s: &State, k: usize) -> Vec<Card> {
    let pos = s.mollies[k];
    let mut counts = [0usize; Card::COUNT];
    for f in &s.fish {
        if let Some(c) = f.at {
            counts[c.index()] += 1;
        }
    }
    let Some(fewest) = counts.iter().copied().filter(|&n| n > 0).min() else {
        return vec![pos];
    };
    let targets: Vec<Card> = Card::all()
        .filter(|c| counts[c.index()] == fewest)
        .collect();
    let near = targets.iter().map(|&t| pos.distance(t)).min().unwrap_or(0);
    if near == 0 {
        return vec![pos];
    }
    let mut out: Vec<Card> = pos
        .neighbours()
        .filter(|&n| {
            targets
                .iter()
                .any(|&t| pos.distance(t) == near && n.distance(t) + 1 == near)
        })
        .collect();
    out.sort();
    out
}

/// The cards Molly `k` is heading for (nearest cards with the fewest fish), for the UI and the log.
pub fn molly_targets(s: &State, k: usize) -> Vec<Card> {
    let pos = s.mollies[k];
    let counts: Vec<usize> = Card::all().map(|c| s.count_on(c)).collect();
    let Some(fewest) = counts.iter().copied().filter(|&n| n > 0).min() else {
        return Vec::new();
    };
    let targets: Vec<Card> = Card::all()
        .filter(|c| counts[c.index()] == fewest)
        .collect();
    let near = targets.iter().map(|&t| pos.distance(t)).min().unwrap_or(0);
    targets
        .into_iter()
        .filter(|&t| pos.distance(t) == near)
        .collect()
}

/// Where the current pushes a fish on `from` along `dir`: the next card, or `None` if it stays
/// (the arrow points off the aquarium or into an anemone).
pub fn current_target(s: &State, from: Card, dir: Dir) -> Option<Card> {
    from.step(dir).filter(|&t| s.kind(t) != CardKind::Anemone)
}

/// Places every seat's fish on the fish starts (the old fish, if any, stays for the variant setup).
fn place_fish(s: &mut State) {
    let starts: Vec<Card> = Card::all()
        .filter(|&c| s.kind(c) == CardKind::FishStart)
        .collect();
    let mollies: Vec<Card> = Card::all()
        .filter(|&c| s.kind(c) == CardKind::MollyStart)
        .collect();
    if let [a, b] = mollies[..] {
        s.mollies = [a, b];
    }
    if s.rules == RuleSet::Standard {
        let n = fish_per_player();
        for (i, f) in s.fish.iter_mut().enumerate() {
            f.at = starts.get(i % n).copied();
        }
        begin_turns(s);
    } else {
        s.phase = Phase::PlaceOld { seat: s.starter };
    }
}

/// Puts `seat`'s old fish on `start` and its young fish on the other fish starts.
fn place_old(s: &mut State, seat: usize, start: Card) {
    let others: Vec<Card> = Card::all()
        .filter(|&c| s.kind(c) == CardKind::FishStart && c != start)
        .collect();
    let mut young = others.into_iter();
    for f in s.fish.iter_mut().filter(|f| f.owner == seat) {
        f.at = if f.old { Some(start) } else { young.next() };
    }
}

/// Starts the move step of the round: the starting player first, then to the left, skipping
/// players without fish.
fn begin_turns(s: &mut State) {
    for f in s.fish.iter_mut() {
        f.moved = false;
    }
    s.phase = match next_mover(s, None) {
        Some(seat) => Phase::Move { seat },
        None => Phase::AwaitRoll,
    };
}

/// The next seat (after `after`, or from the starting player) that has fish to move this round.
fn next_mover(s: &State, after: Option<usize>) -> Option<usize> {
    let n = s.seats;
    let start = match after {
        None => 0,
        Some(seat) => (seat + n - s.starter) % n + 1,
    };
    (start..n)
        .map(|i| (s.starter + i) % n)
        .find(|&seat| s.alive(seat) > 0)
}

/// Runs the current with the split choices made: every fish on a current card moves one card
/// along its arrow, all at once (targets are worked out before anything moves, so no chaining).
fn run_current(s: &mut State, split_fish: &[usize], split_dirs: &[Dir], notes: &mut Notes) {
    let mut moves: Vec<(usize, Card, Option<Card>, Dir)> = Vec::new();
    for (i, f) in s.fish.iter().enumerate() {
        let Some(at) = f.at else { continue };
        let kind = s.kind(at);
        let dir = if kind == CardKind::Split {
            match split_fish.iter().position(|&p| p == i) {
                Some(j) => split_dirs.get(j).copied(),
                None => None,
            }
        } else {
            arrows(kind).first().copied()
        };
        if let Some(d) = dir {
            moves.push((i, at, current_target(s, at, d), d));
        }
    }
    if moves.is_empty() {
        notes.add(|| "no fish is on a current card".into());
    }
    for (i, from, to, d) in moves {
        match to {
            Some(t) => {
                s.fish[i].at = Some(t);
                s.recap.pushes.push((i, from, t));
                notes.add(|| format!("the current carries {} {from} to {t}", fish_name(s, i)));
            }
            None => notes.add(|| {
                let why = if from.step(d).is_none() {
                    "the edge"
                } else {
                    "an anemone"
                };
                format!(
                    "{} stays on {from} ({} arrow points at {why})",
                    fish_name(s, i),
                    d.word()
                )
            }),
        }
    }
}

/// Moves the Mollies from `k` on, stopping where the starting player must choose; then removes
/// eaten fish and ends the round.
fn continue_mollies(s: &mut State, from_k: usize, notes: &mut Notes) {
    for k in from_k..2 {
        let options = molly_options(s, k);
        match options[..] {
            [only] => swim_molly(s, k, only, notes),
            _ => {
                s.phase = Phase::Molly { k };
                notes.add(|| format!("Molly {} can swim several ways", k + 1));
                return;
            }
        }
    }
    end_round(s, notes);
}

fn swim_molly(s: &mut State, k: usize, to: Card, notes: &mut Notes) {
    let from = s.mollies[k];
    s.mollies[k] = to;
    s.recap.mollies.push((k, from, to));
    if from == to {
        notes.add(|| format!("Molly {} stays on {to}", k + 1));
    } else {
        notes.add(|| format!("Molly {} swims {from} to {to}", k + 1));
    }
}

/// Step 4 and the end of the round: removals, who is out, the end of the game, the D4 passes left.
fn end_round(s: &mut State, notes: &mut Notes) {
    let before: Vec<bool> = (0..s.seats).map(|p| s.in_game(p)).collect();
    for i in 0..s.fish.len() {
        let Some(c) = s.fish[i].at else { continue };
        let cause = if s.has_molly(c) {
            Some(Cause::Molly)
        } else {
            s.machine_on(c).map(Cause::Machine)
        };
        if let Some(cause) = cause {
            notes.add(|| match cause {
                Cause::Molly => format!("a Molly eats {} on {c}", fish_name(s, i)),
                Cause::Machine(n) => format!("machine {n} gets {} on {c}", fish_name(s, i)),
            });
            s.fish[i].at = None;
            s.recap.removed.push(Removal {
                fish: i,
                card: c,
                cause,
            });
        }
    }
    let mut still = Vec::new();
    for (p, &was_in) in before.iter().enumerate() {
        if s.in_game(p) {
            still.push(p);
        } else if was_in {
            s.out_round[p] = Some(s.round);
            notes.add(|| format!("player {} is out", p + 1));
        }
    }
    let winners = if still.len() == 1 {
        Some(still)
    } else if still.is_empty() {
        Some((0..s.seats).filter(|&p| before[p]).collect())
    } else if s.round >= AQUARIUM.round_limit {
        Some(still)
    } else {
        None
    };
    match winners {
        Some(w) => {
            notes.add(|| format!("game over: {}", winners_text(&w)));
            s.winners = w;
            s.phase = Phase::Over;
        }
        None => {
            s.round += 1;
            s.starter = (s.starter + 1) % s.seats;
            notes.add(|| format!("round {} begins; player {} starts", s.round, s.starter + 1));
            begin_turns(s);
        }
    }
}

/// "player 2 wins" / "players 1 and 3 share the win".
pub fn winners_text(w: &[usize]) -> String {
    let names: Vec<String> = w.iter().map(|p| (p + 1).to_string()).collect();
    match names.len() {
        0 => "nobody wins".into(),
        1 => format!("player {} wins", names[0]),
        n => format!(
            "players {} and {} share the win",
            names[..n - 1].join(", "),
            names[n - 1]
        ),
    }
}

impl BlackMolly {
    /// A fresh game, before any chance outcome.
    pub fn fresh(&self, options: &Options, seats: usize) -> State {
        let n = fish_per_player();
        let fish = (0..seats * n)
            .map(|i| Fish {
                owner: i / n,
                old: options.rules == RuleSet::OldestFish && i % n == 0,
                at: None,
                moved: false,
            })
            .collect();
        let mut s = State {
            rules: options.rules,
            seats,
            cards: Vec::new(),
            machines_on: [false; 3],
            mollies: [Card(0), Card(0)],
            fish,
            round: 1,
            starter: 0,
            phase: Phase::Shuffle,
            recap: Recap::default(),
            out_round: vec![None; seats],
            winners: Vec::new(),
        };
        if options.aquarium == AquariumChoice::Starter {
            s.cards = STARTER.clone();
            place_fish(&mut s);
        }
        s
    }

    /// Carries out `a` (known legal), collecting log text in `notes`.
    fn act(&self, s: &mut State, a: &Action, notes: &mut Notes) {
        match (&s.phase, a) {
            (Phase::Shuffle, Action::Aquarium(cards)) => {
                s.cards = cards.clone();
                place_fish(s);
            }
            (&Phase::PlaceOld { seat }, &Action::Start(c)) => {
                place_old(s, seat, c);
                let next = seat + 1;
                if next < s.seats {
                    s.phase = Phase::PlaceOld { seat: next };
                } else {
                    begin_turns(s);
                }
            }
            (&Phase::Move { seat }, &Action::Move { from, to, old }) => {
                let fish = s
                    .fish_on(from)
                    .find(|&i| s.fish[i].owner == seat && s.fish[i].old == old && !s.fish[i].moved);
                if let Some(i) = fish {
                    s.fish[i].at = Some(to);
                    s.fish[i].moved = true;
                }
            }
            (&Phase::Move { seat }, Action::Done) => {
                s.phase = match next_mover(s, Some(seat)) {
                    Some(seat) => Phase::Move { seat },
                    None => Phase::AwaitRoll,
                };
            }
            (Phase::AwaitRoll, Action::Roll) => {
                for f in s.fish.iter_mut() {
                    f.moved = false;
                }
                s.recap = Recap {
                    round: s.round,
                    ..Recap::default()
                };
                s.phase = Phase::Rolling;
            }
            (Phase::Rolling, &Action::D4(n)) => {
                s.recap.roll = Some(n);
                if n >= 2 {
                    let m = &mut s.machines_on[(n - 2) as usize];
                    *m = !*m;
                    let on = *m;
                    notes.add(|| format!("machine {n} switches {}", if on { "ON" } else { "OFF" }));
                    continue_mollies(s, 0, notes);
                } else {
                    let pending: Vec<usize> = match s.card_of(CardKind::Split) {
                        Some(split) => {
                            let mut v: Vec<usize> = s.fish_on(split).collect();
                            // Old fish first, then seat order.
                            v.sort_by_key(|&i| (!s.fish[i].old, s.fish[i].owner, i));
                            v
                        }
                        None => Vec::new(),
                    };
                    if pending.is_empty() {
                        run_current(s, &[], &[], notes);
                        continue_mollies(s, 0, notes);
                    } else {
                        notes.add(|| "the current runs; fish on the split card wait for the starting player".into());
                        s.phase = Phase::Split {
                            pending,
                            chosen: Vec::new(),
                        };
                    }
                }
            }
            (Phase::Split { pending, chosen }, &Action::Split(d)) => {
                let pending = pending.clone();
                let mut chosen = chosen.clone();
                chosen.push(d);
                if chosen.len() < pending.len() {
                    s.phase = Phase::Split { pending, chosen };
                } else {
                    run_current(s, &pending, &chosen, notes);
                    continue_mollies(s, 0, notes);
                }
            }
            (&Phase::Molly { k }, &Action::Molly(_, to)) => {
                swim_molly(s, k, to, notes);
                continue_mollies(s, k + 1, notes);
            }
            _ => {}
        }
    }

    /// The fish `Split` will steer next.
    pub fn split_fish(s: &State) -> Option<usize> {
        match &s.phase {
            Phase::Split { pending, chosen } => pending.get(chosen.len()).copied(),
            _ => None,
        }
    }
}

impl Rules for BlackMolly {
    type State = State;
    type Action = Action;
    type Options = Options;

    fn new_state(&self, options: &Options, seats: usize) -> Result<State, String> {
        if !(2..=4).contains(&seats) {
            return Err(format!("Black Molly takes 2–4 players, not {seats}"));
        }
        Ok(self.fresh(options, seats))
    }

    fn to_move(&self, s: &State) -> ToMove {
        match s.phase {
            Phase::Shuffle | Phase::Rolling => ToMove::Chance,
            Phase::Over => ToMove::Over,
            _ => s.actor().map_or(ToMove::Over, ToMove::Seat),
        }
    }

    fn legal_actions(&self, s: &State) -> Vec<Action> {
        match &s.phase {
            Phase::Shuffle | Phase::Rolling | Phase::Over => Vec::new(),
            Phase::PlaceOld { .. } => Card::all()
                .filter(|&c| s.kind(c) == CardKind::FishStart && !s.old_fish_on(c, None))
                .map(Action::Start)
                .collect(),
            &Phase::Move { seat } => {
                let mut out = Vec::new();
                for f in s.fish.iter().filter(|f| f.owner == seat && !f.moved) {
                    let Some(from) = f.at else { continue };
                    for to in from.neighbours() {
                        let a = Action::Move {
                            from,
                            to,
                            old: f.old,
                        };
                        if !out.contains(&a) && move_refusal(s, seat, from, to, f.old).is_none() {
                            out.push(a);
                        }
                    }
                }
                out.push(Action::Done);
                out
            }
            Phase::AwaitRoll => vec![Action::Roll],
            Phase::Split { .. } => vec![Action::Split(Dir::E), Action::Split(Dir::S)],
            &Phase::Molly { k } => molly_options(s, k)
                .into_iter()
                .map(|c| Action::Molly(k, c))
                .collect(),
        }
    }

    fn sample_chance(&self, s: &State, rng: &mut ChaCha8Rng) -> Action {
        match s.phase {
            Phase::Shuffle => {
                let mut cards = STARTER.clone();
                cards.shuffle(rng);
                Action::Aquarium(cards)
            }
            _ => Action::D4(rng.random_range(1..=4)),
        }
    }

    fn check_chance(&self, s: &State, a: &Action) -> Result<(), String> {
        match (&s.phase, a) {
            (Phase::Shuffle, Action::Aquarium(cards)) => {
                let mut want: Vec<char> = STARTER.iter().map(|k| k.token()).collect();
                let mut got: Vec<char> = cards.iter().map(|k| k.token()).collect();
                want.sort();
                got.sort();
                if want == got {
                    Ok(())
                } else {
                    Err("That is not an arrangement of the 24 aquarium cards.".into())
                }
            }
            (Phase::Rolling, &Action::D4(n)) if (1..=4).contains(&n) => Ok(()),
            (Phase::Rolling, Action::D4(n)) => Err(format!("A D4 cannot show {n}.")),
            (Phase::Shuffle, _) => Err("The aquarium is being dealt.".into()),
            _ => Err("The D4 is rolling; only its result can come next.".into()),
        }
    }

    fn refusal(&self, s: &State, a: &Action) -> String {
        if s.is_over() {
            return "The game is over.".into();
        }
        let wrong_time = || format!("Not now: {}", self.prompt(s));
        match (&s.phase, a) {
            (_, Action::Aquarium(_) | Action::D4(_)) => "Chance decides that, not a player.".into(),
            (Phase::PlaceOld { .. }, &Action::Start(c)) => {
                if s.kind(c) != CardKind::FishStart {
                    format!(
                        "{c} is not a fish start; the old fish starts on one of the fish starts."
                    )
                } else if s.old_fish_on(c, None) {
                    format!("Another old fish already starts on {c}; two old fish may not share a start.")
                } else {
                    wrong_time()
                }
            }
            (&Phase::Move { seat }, &Action::Move { from, to, old }) => {
                move_refusal(s, seat, from, to, old).unwrap_or_else(wrong_time)
            }
            (Phase::Split { .. }, Action::Split(d)) => {
                format!(
                    "The split card's arrows point east and south, not {}.",
                    d.word()
                )
            }
            (&Phase::Molly { k }, &Action::Molly(j, c)) => {
                if j != k {
                    format!(
                        "It is Molly {}'s turn to swim, not Molly {}'s.",
                        k + 1,
                        j + 1
                    )
                } else if s.mollies[k].distance(c) > 1 {
                    format!(
                        "Molly {} swims exactly one card per round (or stays on its target).",
                        k + 1
                    )
                } else {
                    let targets: Vec<String> =
                        molly_targets(s, k).iter().map(|t| t.to_string()).collect();
                    format!(
                        "{c} is not on a shortest route from {} to its nearest target with the \
                         fewest fish ({}).",
                        s.mollies[k],
                        targets.join(" or ")
                    )
                }
            }
            (Phase::Move { .. }, Action::Start(_)) => {
                "The fish are already in the aquarium.".into()
            }
            _ => wrong_time(),
        }
    }

    fn perform(&self, s: &mut State, a: &Action) {
        self.act(s, a, &mut Notes(None));
    }

    /// A breakdown, not the way to win: winners come from [`Rules::winners`]. The total is what
    /// decides the game: fish still swimming, or in the variant whether the old fish lives (1/0).
    fn scores(&self, s: &State) -> Vec<SeatScore> {
        (0..s.seats)
            .map(|p| {
                let left = s.alive(p) as i32;
                let mut lines = vec![SeatScore::line("Fish still swimming", left)];
                let old = s.old_alive(p) as i32;
                if s.rules == RuleSet::OldestFish {
                    lines.push(SeatScore::line("Old fish alive (1 = yes)", old));
                }
                let survived = match s.out_round[p] {
                    Some(r) => r.saturating_sub(1),
                    None if s.is_over() => s.round,
                    None => s.round.saturating_sub(1),
                };
                lines.push(SeatScore::line("Rounds survived", survived as i32));
                let total = match s.rules {
                    RuleSet::Standard => left,
                    RuleSet::OldestFish => old,
                };
                SeatScore { lines, total }
            })
            .collect()
    }

    fn winners(&self, s: &State) -> Vec<usize> {
        s.winners.clone()
    }

    fn prompt(&self, s: &State) -> String {
        let starter = s.starter + 1;
        match &s.phase {
            Phase::Shuffle => "Dealing the aquarium…".into(),
            Phase::PlaceOld { seat } => format!(
                "Player {}: choose a fish start for your old fish (not one with another old fish).",
                seat + 1
            ),
            Phase::Move { seat } => format!(
                "Round {}, player {}: move fish one card each (click a fish, then a card), then Done.",
                s.round,
                seat + 1
            ),
            Phase::AwaitRoll => format!("Round {}, player {starter}: roll the D4.", s.round),
            Phase::Rolling => "The D4 is rolling…".into(),
            Phase::Split { .. } => {
                let who = Self::split_fish(s).map(|i| fish_name(s, i)).unwrap_or_default();
                format!("Player {starter}: the current splits; send {who} east or south.")
            }
            Phase::Molly { k } => format!(
                "Player {starter}: choose where Molly {} swims (equal targets or routes).",
                k + 1
            ),
            Phase::Over => {
                let w = winners_text(&s.winners);
                let mut t = w[..1].to_uppercase();
                t.push_str(&w[1..]);
                format!("{t}.")
            }
        }
    }

    fn describe(&self, before: &State, a: &Action) -> String {
        let mut s = before.clone();
        let mut notes = Notes(Some(Vec::new()));
        self.act(&mut s, a, &mut notes);
        let head = match a {
            Action::Aquarium(_) => "deals a random aquarium".to_string(),
            Action::Start(c) => format!("puts the old fish on {c}"),
            Action::Move { from, to, old } => {
                format!(
                    "moves {} {from} to {to}",
                    if *old { "the old fish" } else { "a fish" }
                )
            }
            Action::Done => {
                let moved = before
                    .fish
                    .iter()
                    .any(|f| f.moved && before.actor() == Some(f.owner));
                if moved { "is done moving" } else { "passes" }.to_string()
            }
            Action::Roll => "rolls the D4".into(),
            Action::D4(n) => {
                if *n == 1 {
                    "1: the pump runs the current".into()
                } else {
                    format!("{n}")
                }
            }
            Action::Split(d) => match Self::split_fish(before) {
                Some(i) => format!("sends {} {} from the split", fish_name(before, i), d.word()),
                None => format!("split {d}"),
            },
            Action::Molly(..) => "picks the route".into(),
        };
        let notes = notes.0.unwrap_or_default();
        if notes.is_empty() {
            head
        } else {
            format!("{head}; {}", notes.join("; "))
        }
    }

    fn normal_bot(&self, s: &State, rng: &mut dyn RngCore) -> Option<BotChoice<Action>> {
        super::bot::normal_choice(s, rng)
    }

    fn invariants(&self, s: &State) -> Result<(), String> {
        let n = fish_per_player();
        if s.fish.len() != s.seats * n || s.out_round.len() != s.seats {
            return Err("wrong number of fish or seats".into());
        }
        for (i, f) in s.fish.iter().enumerate() {
            if f.owner != i / n {
                return Err(format!("fish {i} has the wrong owner"));
            }
            if f.old != (s.rules == RuleSet::OldestFish && i % n == 0) {
                return Err(format!("fish {i} has the wrong age"));
            }
        }
        if s.phase == Phase::Shuffle {
            return if s.cards.is_empty() {
                Ok(())
            } else {
                Err("cards dealt twice".into())
            };
        }
        super::data::check_card_set(&s.cards, n)?;
        let settled = matches!(
            s.phase,
            Phase::PlaceOld { .. } | Phase::Move { .. } | Phase::AwaitRoll | Phase::Rolling
        );
        for (i, f) in s.fish.iter().enumerate() {
            let Some(c) = f.at else { continue };
            if s.kind(c) == CardKind::Anemone {
                return Err(format!("fish {i} is on the anemone {c}"));
            }
            if settled && (s.has_molly(c) || s.machine_on(c).is_some()) {
                return Err(format!("fish {i} survived on the dangerous card {c}"));
            }
            if f.moved && !matches!(s.phase, Phase::Move { .. } | Phase::AwaitRoll) {
                return Err(format!("fish {i} is marked as moved outside the move step"));
            }
        }
        if s.round > AQUARIUM.round_limit || s.starter >= s.seats {
            return Err("round or starting player out of range".into());
        }
        if s.is_over() == s.winners.is_empty() {
            return Err("winners are set exactly when the game is over".into());
        }
        for p in 0..s.seats {
            if s.in_game(p) == s.out_round[p].is_some()
                && !matches!(s.phase, Phase::PlaceOld { .. })
            {
                return Err(format!("seat {p} is out and in the game at once"));
            }
        }
        if let Phase::Move { seat } = s.phase {
            if s.alive(seat) == 0 {
                return Err(format!("seat {seat} moves without fish"));
            }
        }
        Ok(())
    }

    fn max_game_length(&self, seats: usize) -> usize {
        let n = fish_per_player();
        // Per round: every fish moves once plus a `done` per seat, roll + die, one split choice per
        // fish, two Molly choices. Setup: the shuffle and one old-fish start per seat.
        let per_round = seats * (n + 1) + 2 + seats * n + 2;
        per_round * AQUARIUM.round_limit as usize + seats + 1
    }
}

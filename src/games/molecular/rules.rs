//! Molecular Structures rules (RULINGS.md §2): pure data and functions, no GUI.
//!
//! Notation (also in docs/molecular.md): chance `dice 3 4 6` (setup roll, round roll, pool reroll
//! or a six's reroll, whichever is pending); `take 4` (pick a die: a setup die or one from the pool);
//! `write C3` (write the die in hand, or an X, into hex C3: columns A–E from the left, rows 1–5 from
//! the top); `red reroll` / `red skip` (a drafted 1: cross a red box and reroll the pool / write
//! nothing); `green` (a drafted 6: cross a green box, then `write` an X); `reroll` (a drafted 6:
//! roll it again).
//!
//! Decisions where RULINGS.md is silent:
//! - The setup is played seat after seat (seat 1 first), each writing its three dice one by one
//!   (`take`, then `write` into a blue hex). Every seat writes the same three numbers.
//! - `red reroll` needs at least one die left in the pool (rerolling nothing is not an option);
//!   `red skip` is always open while a red box is left.
//! - A drafted 6 may always be rerolled, even when no value 1–5 fits anywhere any more (the reroll
//!   is then lost unless it shows another 6). Taking the 6 still needs it to be usable.
//! - When a player goes out, the two dice that leave come from this round's discards, most recent
//!   first; the pool's leftovers are discarded when the round ends, and the discards are emptied
//!   when the next round is rolled.
//! - The second pass of a round keeps the first pass's order; a player who goes out during the
//!   first pass is simply skipped in the second.

use super::data::SheetData;
use crate::engine::{BotChoice, Rules, SeatScore, ToMove};
use rand::{Rng, RngCore};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use std::sync::LazyLock;

/// The sheet layout from `resources/molecular.ron`, validated by build.rs.
pub static LAYOUT: LazyLock<Layout> = LazyLock::new(|| {
    let data: SheetData = match ron::from_str(include_str!("../../../resources/molecular.ron")) {
        Ok(d) => d,
        // build.rs parses and validates this exact file, so a build that got here can parse it.
        Err(e) => unreachable!("resources/molecular.ron was checked by build.rs: {e}"),
    };
    Layout::new(data)
});

/// A hex of the sheet by column and row (0-based); written `C3` (column letter, row from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Spot {
    pub col: u8,
    pub row: u8,
}

impl Spot {
    pub const fn new(col: u8, row: u8) -> Spot {
        Spot { col, row }
    }
    /// Index into a sheet's cells.
    pub fn index(self) -> usize {
        self.col as usize * LAYOUT.data.rows as usize + self.row as usize
    }
    pub fn on_sheet(self) -> bool {
        self.col < LAYOUT.data.columns && self.row < LAYOUT.data.rows
    }
    /// Even columns sit half a hex lower than odd ones.
    pub fn lowered(self) -> bool {
        self.col % 2 == 0
    }
    /// The neighbours on the sheet, following RULINGS.md §2.
    pub fn neighbours(self) -> Vec<Spot> {
        self.neighbours_within(LAYOUT.data.columns, LAYOUT.data.rows)
    }
    /// The neighbours on a sheet of `columns` × `rows` (no access to [`LAYOUT`], which uses it).
    fn neighbours_within(self, columns: u8, rows: u8) -> Vec<Spot> {
        let (c, r) = (self.col as i32, self.row as i32);
        let side_rows = if self.lowered() {
            [r, r + 1]
        } else {
            [r - 1, r]
        };
        let mut out = vec![(c, r - 1), (c, r + 1)];
        for dc in [-1, 1] {
            for rr in side_rows {
                out.push((c + dc, rr));
            }
        }
        out.into_iter()
            .filter(|&(c, r)| c >= 0 && r >= 0)
            .filter(|&(c, r)| c < columns as i32 && r < rows as i32)
            .map(|(c, r)| Spot::new(c as u8, r as u8))
            .collect()
    }
    /// Centre in a flat-top layout with unit circumradius (y down), for drawing and hit-testing.
    pub fn center(self) -> (f32, f32) {
        let y = 3f32.sqrt() * (self.row as f32 + if self.lowered() { 0.5 } else { 0.0 });
        (1.5 * self.col as f32, y)
    }
}

impl fmt::Display for Spot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'A' + self.col) as char, self.row + 1)
    }
}

impl FromStr for Spot {
    type Err = String;
    fn from_str(s: &str) -> Result<Spot, String> {
        let bad = || format!("`{s}` is not a hex (a column letter and a row number, like C3)");
        let mut chars = s.chars();
        let letter = chars.next().ok_or_else(bad)?.to_ascii_uppercase();
        if !letter.is_ascii_uppercase() {
            return Err(bad());
        }
        let row: u8 = chars.as_str().parse().map_err(|_| bad())?;
        if row == 0 {
            return Err(bad());
        }
        Ok(Spot::new(letter as u8 - b'A', row - 1))
    }
}

/// The sheet's geometry with neighbour lists precomputed.
#[derive(Clone, Debug)]
pub struct Layout {
    pub data: SheetData,
    /// Every hex, by index.
    pub spots: Vec<Spot>,
    /// Neighbour indices of every hex.
    pub neighbours: Vec<Vec<usize>>,
    /// Indices of the blue hexes.
    pub blue: Vec<usize>,
}

impl Layout {
    fn new(data: SheetData) -> Layout {
        let mut spots = Vec::new();
        for col in 0..data.columns {
            for row in 0..data.rows {
                spots.push(Spot::new(col, row));
            }
        }
        let rows = data.rows as usize;
        let index = |s: Spot| s.col as usize * rows + s.row as usize;
        let neighbours = spots
            .iter()
            .map(|s| {
                s.neighbours_within(data.columns, data.rows)
                    .into_iter()
                    .map(index)
                    .collect()
            })
            .collect();
        let blue = data
            .blue
            .iter()
            .map(|&(c, r)| index(Spot::new(c, r)))
            .collect();
        Layout {
            data,
            spots,
            neighbours,
            blue,
        }
    }
    pub fn len(&self) -> usize {
        self.spots.len()
    }
    pub fn is_empty(&self) -> bool {
        self.spots.is_empty()
    }
    pub fn is_blue(&self, i: usize) -> bool {
        self.blue.contains(&i)
    }
    fn blue_names(&self) -> String {
        let names: Vec<String> = self
            .blue
            .iter()
            .map(|&i| self.spots[i].to_string())
            .collect();
        names.join(", ")
    }
}

/// What a hex holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cell {
    Empty,
    Num(u8),
    /// The wildcard from a green box: no cap, scores nothing.
    X,
}

impl Cell {
    pub fn is_filled(self) -> bool {
        self != Cell::Empty
    }
    /// How many connections the hex may have at most (`None` for X and empty).
    pub fn cap(self) -> Option<usize> {
        match self {
            Cell::Num(n) => Some(n as usize),
            _ => None,
        }
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Cell::Empty => write!(f, "nothing"),
            Cell::Num(n) => write!(f, "{n}"),
            Cell::X => write!(f, "X"),
        }
    }
}

/// Why a hex cannot take a mark.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block {
    Filled(Spot, Cell),
    /// The hex itself would get more connections than its number.
    OwnCap {
        at: Spot,
        value: u8,
        connections: usize,
    },
    /// A neighbour holding `value` would get `connections` (one too many).
    NeighbourCap {
        at: Spot,
        value: u8,
        connections: usize,
    },
}

impl fmt::Display for Block {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Block::Filled(at, c) => write!(f, "Hex {at} already holds {}.", c),
            Block::OwnCap {
                at,
                value,
                connections,
            } => write!(
                f,
                "Hex {at} already touches {connections} written hexes, so a {value} there would have {connections} connections, more than {value}."
            ),
            Block::NeighbourCap {
                at,
                value,
                connections,
            } => write!(
                f,
                "Hex {at} holds a {value} and would get {connections} connections."
            ),
        }
    }
}

/// One player's sheet.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sheet {
    pub cells: Vec<Cell>,
    pub red_used: u8,
    pub green_used: u8,
    /// Out of the game for good (still scores).
    pub out: bool,
    /// Setup dice not written yet.
    pub setup_left: Vec<u8>,
}

impl Sheet {
    pub fn new() -> Sheet {
        Sheet {
            cells: vec![Cell::Empty; LAYOUT.len()],
            red_used: 0,
            green_used: 0,
            out: false,
            setup_left: Vec::new(),
        }
    }
    pub fn cell(&self, s: Spot) -> Cell {
        self.cells[s.index()]
    }
    /// Written neighbours of hex `i` (its connections if it is written itself).
    pub fn connections(&self, i: usize) -> usize {
        LAYOUT.neighbours[i]
            .iter()
            .filter(|&&j| self.cells[j].is_filled())
            .count()
    }
    pub fn red_left(&self) -> u8 {
        LAYOUT.data.red_boxes.saturating_sub(self.red_used)
    }
    pub fn green_left(&self) -> u8 {
        LAYOUT.data.green_boxes.saturating_sub(self.green_used)
    }
    /// Why `mark` cannot go into hex `i`, or `None` if it can.
    pub fn block(&self, i: usize, mark: Cell) -> Option<Block> {
        let at = LAYOUT.spots[i];
        if self.cells[i].is_filled() {
            return Some(Block::Filled(at, self.cells[i]));
        }
        let own = self.connections(i);
        if let Cell::Num(v) = mark {
            if own > v as usize {
                return Some(Block::OwnCap {
                    at,
                    value: v,
                    connections: own,
                });
            }
        }
        for &j in &LAYOUT.neighbours[i] {
            if let Cell::Num(n) = self.cells[j] {
                let after = self.connections(j) + 1;
                if after > n as usize {
                    return Some(Block::NeighbourCap {
                        at: LAYOUT.spots[j],
                        value: n,
                        connections: after,
                    });
                }
            }
        }
        None
    }
    pub fn fits(&self, i: usize, mark: Cell) -> bool {
        self.block(i, mark).is_none()
    }
    pub fn fits_anywhere(&self, mark: Cell) -> bool {
        (0..self.cells.len()).any(|i| self.fits(i, mark))
    }
    /// Whether a drafted die showing `v` can be used (RULINGS.md §2 "usable").
    pub fn usable(&self, v: u8) -> bool {
        match v {
            1 => self.red_left() > 0 || self.fits_anywhere(Cell::Num(1)),
            6 => {
                (self.green_left() > 0 && self.fits_anywhere(Cell::X))
                    || (1..=5).any(|w| self.fits_anywhere(Cell::Num(w)))
            }
            _ => self.fits_anywhere(Cell::Num(v)),
        }
    }
    /// Whether hex `i` holds a number with exactly that many connections.
    pub fn complete(&self, i: usize) -> bool {
        matches!(self.cells[i], Cell::Num(n) if self.connections(i) == n as usize)
    }
    /// Points for complete hexes.
    pub fn hex_points(&self) -> i32 {
        (0..self.cells.len())
            .filter(|&i| self.complete(i))
            .map(|i| match self.cells[i] {
                Cell::Num(n) => n as i32,
                _ => 0,
            })
            .sum()
    }
    /// The final score: complete hexes plus the uncrossed boxes.
    pub fn total(&self) -> i32 {
        self.hex_points()
            + LAYOUT.data.box_points * (self.red_left() as i32 + self.green_left() as i32)
    }
}

impl Default for Sheet {
    fn default() -> Self {
        Sheet::new()
    }
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stage {
    /// Chance: the three setup dice.
    SetupRoll,
    /// `seat` picks one of its setup dice.
    SetupTake,
    /// `seat` writes this setup die into a blue hex.
    SetupWrite(u8),
    /// Chance: a new round's pool.
    RoundRoll,
    /// `seat` drafts a die from the pool.
    Take,
    /// `seat` holds this drafted die and decides what to do with it.
    Drafted(u8),
    /// Chance: the drafted 6 is rerolled.
    SixRoll,
    /// `seat` writes the value its six turned into (no box options).
    Rerolled(u8),
    /// `seat` crossed a green box and writes an X.
    PlaceX,
    /// Chance: a red box rerolls the rest of the pool.
    PoolReroll,
    Over,
}

/// The whole table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub sheets: Vec<Sheet>,
    pub stage: Stage,
    /// The seat acting (during setup and turns).
    pub seat: usize,
    /// This round's first player.
    pub first: usize,
    /// Round number (1 for the first round; 0 during setup).
    pub round: u32,
    /// This round's turns in order: the players in, from the first, twice.
    pub turns: Vec<usize>,
    /// How many of `turns` have started.
    pub next_turn: usize,
    /// The drafting pool.
    pub pool: Vec<u8>,
    /// The die the acting seat drafted, showing its current face.
    pub hand: Option<u8>,
    /// This round's used dice.
    pub discards: Vec<u8>,
    /// Dice that left the game when players went out (this round).
    pub removed: Vec<u8>,
    /// The setup roll.
    pub setup_dice: Vec<u8>,
}

impl State {
    pub fn seats(&self) -> usize {
        self.sheets.len()
    }
    pub fn players_in(&self) -> usize {
        self.sheets.iter().filter(|s| !s.out).count()
    }
    /// 1 or 2: which pass of the round the current turn belongs to.
    pub fn pass(&self) -> usize {
        if self.next_turn * 2 <= self.turns.len() {
            1
        } else {
            2
        }
    }
    /// A state at the start of a round's drafting, for hand-worked tests: `sheets` as given, the
    /// round's first player `first` and `pool` already rolled (the first turn not yet started).
    pub fn drafting(sheets: Vec<Sheet>, first: usize, pool: Vec<u8>) -> State {
        let mut s = State {
            sheets,
            stage: Stage::RoundRoll,
            seat: first,
            first,
            round: 1,
            turns: Vec::new(),
            next_turn: 0,
            pool: Vec::new(),
            hand: None,
            discards: Vec::new(),
            removed: Vec::new(),
            setup_dice: Vec::new(),
        };
        Molecular.perform(&mut s, &Action::Dice(pool));
        s
    }
}

/// One click.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// A chance outcome: the dice of whatever roll is pending.
    Dice(Vec<u8>),
    /// Pick a die with this face (a setup die, or one from the pool).
    Take(u8),
    /// Write the die in hand (or an X after `green`) into this hex.
    Write(Spot),
    /// With a drafted 1: cross a red box and reroll the rest of the pool.
    RedReroll,
    /// With a drafted 1: cross a red box and write nothing.
    RedSkip,
    /// With a drafted 6: cross a green box to write an X.
    Green,
    /// With a drafted 6: roll it again.
    Reroll,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Dice(d) => {
                write!(f, "dice")?;
                for v in d {
                    write!(f, " {v}")?;
                }
                Ok(())
            }
            Action::Take(v) => write!(f, "take {v}"),
            Action::Write(s) => write!(f, "write {s}"),
            Action::RedReroll => write!(f, "red reroll"),
            Action::RedSkip => write!(f, "red skip"),
            Action::Green => write!(f, "green"),
            Action::Reroll => write!(f, "reroll"),
        }
    }
}

impl FromStr for Action {
    type Err = String;
    fn from_str(s: &str) -> Result<Action, String> {
        let words: Vec<&str> = s.split_whitespace().collect();
        let num = |w: &str| {
            w.parse::<u8>()
                .map_err(|_| format!("`{w}` is not a number in `{s}`"))
        };
        match words.as_slice() {
            ["dice", rest @ ..] if !rest.is_empty() => Ok(Action::Dice(
                rest.iter().map(|w| num(w)).collect::<Result<_, _>>()?,
            )),
            ["take", v] => Ok(Action::Take(num(v)?)),
            ["write", h] => Ok(Action::Write(h.parse()?)),
            ["red", "reroll"] => Ok(Action::RedReroll),
            ["red", "skip"] => Ok(Action::RedSkip),
            ["green"] => Ok(Action::Green),
            ["reroll"] => Ok(Action::Reroll),
            _ => Err(format!(
                "`{s}` is not a Molecular Structures action (dice N N N, take N, write C3, red reroll, red skip, green, reroll)"
            )),
        }
    }
}

/// Molecular Structures has no options.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Options {}

/// Molecular Structures.
#[derive(Clone, Copy, Debug, Default)]
pub struct Molecular;

/// A face's name in running text ("a 4", "an X").
fn a_die(v: u8) -> String {
    format!("a {v}")
}

fn distinct(values: &[u8]) -> Vec<u8> {
    let mut v = values.to_vec();
    v.sort_unstable();
    v.dedup();
    v
}

fn remove_one(values: &mut Vec<u8>, v: u8) {
    if let Some(i) = values.iter().position(|&x| x == v) {
        values.remove(i);
    }
}

impl Molecular {
    /// What the acting seat would write now, if it is writing.
    pub fn mark_to_write(s: &State) -> Option<Cell> {
        match s.stage {
            Stage::SetupWrite(v) | Stage::Rerolled(v) => Some(Cell::Num(v)),
            Stage::Drafted(v) if v <= 5 => Some(Cell::Num(v)),
            Stage::PlaceX => Some(Cell::X),
            _ => None,
        }
    }

    /// The hexes where the current step may write (empty when nothing is being written).
    pub fn write_targets(s: &State) -> Vec<Spot> {
        Self::legal_writes(s)
    }

    fn legal_writes(s: &State) -> Vec<Spot> {
        let Some(mark) = Self::mark_to_write(s) else {
            return Vec::new();
        };
        let sheet = &s.sheets[s.seat];
        let candidates: Vec<usize> = if matches!(s.stage, Stage::SetupWrite(_)) {
            LAYOUT.blue.clone()
        } else {
            (0..LAYOUT.len()).collect()
        };
        candidates
            .into_iter()
            .filter(|&i| sheet.fits(i, mark))
            .map(|i| LAYOUT.spots[i])
            .collect()
    }

    /// Starts the next turn of the round, sending out players with no usable die, or ends the round.
    fn start_next_turn(&self, s: &mut State) {
        s.hand = None;
        while s.next_turn < s.turns.len() {
            let seat = s.turns[s.next_turn];
            s.next_turn += 1;
            if s.sheets[seat].out {
                continue;
            }
            let sheet = &s.sheets[seat];
            if s.pool.iter().any(|&v| sheet.usable(v)) {
                s.seat = seat;
                s.stage = Stage::Take;
                return;
            }
            self.go_out(s, seat);
        }
        self.end_round(s);
    }

    /// `seat` is out for good; two dice leave the game (discards first, then the pool's highest).
    fn go_out(&self, s: &mut State, seat: usize) {
        s.sheets[seat].out = true;
        for _ in 0..2 {
            if let Some(d) = s.discards.pop() {
                s.removed.push(d);
            } else if let Some((i, _)) = s.pool.iter().enumerate().max_by_key(|&(_, &v)| v) {
                let d = s.pool.remove(i);
                s.removed.push(d);
            }
        }
    }

    fn end_round(&self, s: &mut State) {
        s.discards.append(&mut s.pool);
        s.hand = None;
        let n = s.seats();
        match (1..=n)
            .map(|k| (s.first + k) % n)
            .find(|&i| !s.sheets[i].out)
        {
            Some(next) => {
                s.first = next;
                s.seat = next;
                s.stage = Stage::RoundRoll;
            }
            None => s.stage = Stage::Over,
        }
    }

    fn dice_count(s: &State) -> usize {
        match s.stage {
            Stage::SetupRoll => LAYOUT.blue.len(),
            Stage::RoundRoll => 2 * s.players_in() + 1,
            Stage::PoolReroll => s.pool.len(),
            Stage::SixRoll => 1,
            _ => 0,
        }
    }

    fn player(seat: usize) -> String {
        format!("Player {}", seat + 1)
    }

    /// Why taking a `v` from the pool is refused.
    fn take_refusal(s: &State, v: u8) -> String {
        let sheet = &s.sheets[s.seat];
        if !s.pool.contains(&v) {
            return format!("There is no {v} in the pool.");
        }
        match v {
            1 => "A 1 fits in no hex and your red boxes are all crossed out.".into(),
            6 => "A 6 is no use to you: no number from 1 to 5 fits anywhere, and an X needs a green box and a free hex.".into(),
            _ => {
                let why = (0..LAYOUT.len())
                    .filter_map(|i| sheet.block(i, Cell::Num(v)))
                    .find(|b| !matches!(b, Block::Filled(..)))
                    .map(|b| format!(" For example: {b}"))
                    .unwrap_or_default();
                format!("{} fits in no hex of your sheet.{why}", a_die(v))
            }
        }
    }
}

impl Rules for Molecular {
    type State = State;
    type Action = Action;
    type Options = Options;

    fn new_state(&self, _options: &Options, seats: usize) -> Result<State, String> {
        if !(2..=8).contains(&seats) {
            return Err(format!(
                "Molecular Structures takes 2 to 8 players, not {seats}"
            ));
        }
        Ok(State {
            sheets: vec![Sheet::new(); seats],
            stage: Stage::SetupRoll,
            seat: 0,
            first: 0,
            round: 0,
            turns: Vec::new(),
            next_turn: 0,
            pool: Vec::new(),
            hand: None,
            discards: Vec::new(),
            removed: Vec::new(),
            setup_dice: Vec::new(),
        })
    }

    fn to_move(&self, s: &State) -> ToMove {
        match s.stage {
            Stage::SetupRoll | Stage::RoundRoll | Stage::SixRoll | Stage::PoolReroll => {
                ToMove::Chance
            }
            Stage::Over => ToMove::Over,
            _ => ToMove::Seat(s.seat),
        }
    }

    fn legal_actions(&self, s: &State) -> Vec<Action> {
        let sheet = &s.sheets[s.seat];
        let writes = || Self::legal_writes(s).into_iter().map(Action::Write);
        match s.stage {
            Stage::SetupTake => distinct(&sheet.setup_left)
                .into_iter()
                .map(Action::Take)
                .collect(),
            Stage::Take => distinct(&s.pool)
                .into_iter()
                .filter(|&v| sheet.usable(v))
                .map(Action::Take)
                .collect(),
            Stage::SetupWrite(_) | Stage::Rerolled(_) | Stage::PlaceX => writes().collect(),
            Stage::Drafted(6) => {
                let mut out = Vec::new();
                if sheet.green_left() > 0 && sheet.fits_anywhere(Cell::X) {
                    out.push(Action::Green);
                }
                out.push(Action::Reroll);
                out
            }
            Stage::Drafted(v) => {
                let mut out: Vec<Action> = writes().collect();
                if v == 1 && sheet.red_left() > 0 {
                    if !s.pool.is_empty() {
                        out.push(Action::RedReroll);
                    }
                    out.push(Action::RedSkip);
                }
                out
            }
            Stage::SetupRoll
            | Stage::RoundRoll
            | Stage::SixRoll
            | Stage::PoolReroll
            | Stage::Over => Vec::new(),
        }
    }

    fn sample_chance(&self, s: &State, rng: &mut ChaCha8Rng) -> Action {
        Action::Dice(
            (0..Self::dice_count(s))
                .map(|_| rng.random_range(1..=6))
                .collect(),
        )
    }

    fn check_chance(&self, s: &State, a: &Action) -> Result<(), String> {
        let want = Self::dice_count(s);
        match a {
            Action::Dice(d) if self.to_move(s) == ToMove::Chance => {
                if d.len() != want {
                    Err(format!("{a}: this roll has {want} dice, not {}", d.len()))
                } else if d.iter().all(|v| (1..=6).contains(v)) {
                    Ok(())
                } else {
                    Err(format!("{a}: every die shows 1 to 6"))
                }
            }
            _ => Err(format!("`{a}` is not a roll; the dice are rolling")),
        }
    }

    fn refusal(&self, s: &State, a: &Action) -> String {
        let sheet = &s.sheets[s.seat];
        match (s.stage, a) {
            (Stage::Over, _) => "The game is over.".into(),
            (_, Action::Dice(_)) => "Dice results come from the dice, not from a player.".into(),
            (Stage::SetupTake, Action::Take(v)) => {
                format!(
                    "Your setup dice still to write are {:?}; there is no {v} among them.",
                    sheet.setup_left
                )
            }
            (Stage::Take, Action::Take(v)) => Self::take_refusal(s, *v),
            (Stage::SetupWrite(v), Action::Write(h)) => {
                if !h.on_sheet() {
                    format!("There is no hex {h} on the sheet.")
                } else if !LAYOUT.is_blue(h.index()) {
                    format!(
                        "The setup dice go into the blue hexes ({}).",
                        LAYOUT.blue_names()
                    )
                } else {
                    sheet
                        .block(h.index(), Cell::Num(v))
                        .map(|b| b.to_string())
                        .unwrap_or_else(|| "That write is legal.".into())
                }
            }
            (Stage::Drafted(6), Action::Write(_)) => {
                "A 6 cannot be written: cross a green box for an X, or reroll the die.".into()
            }
            (Stage::Drafted(_) | Stage::Rerolled(_) | Stage::PlaceX, Action::Write(h)) => {
                if !h.on_sheet() {
                    return format!("There is no hex {h} on the sheet.");
                }
                let mark = Self::mark_to_write(s).unwrap_or(Cell::X);
                sheet
                    .block(h.index(), mark)
                    .map(|b| b.to_string())
                    .unwrap_or_else(|| "That write is legal.".into())
            }
            (_, Action::Write(_)) => match s.stage {
                Stage::Take | Stage::SetupTake => "Pick a die first.".into(),
                _ => "There is nothing to write now.".into(),
            },
            (Stage::Drafted(1), Action::RedReroll | Action::RedSkip) => {
                if sheet.red_left() == 0 {
                    "All your red boxes are crossed out.".into()
                } else {
                    "The pool is empty: there is nothing to reroll.".into()
                }
            }
            (_, Action::RedReroll | Action::RedSkip) => {
                "A red box can only be crossed right after drafting a 1 from the pool.".into()
            }
            (Stage::Drafted(6), Action::Green) => {
                if sheet.green_left() == 0 {
                    "All your green boxes are crossed out.".into()
                } else {
                    "An X would fit in no hex: every free hex touches a number that is already full.".into()
                }
            }
            (_, Action::Green) => {
                "A green box can only be crossed right after drafting a 6 from the pool.".into()
            }
            (_, Action::Reroll) => "Only a drafted 6 can be rerolled.".into(),
            (_, Action::Take(_)) => match s.stage {
                Stage::Drafted(v) => format!("You already hold {}: use it.", a_die(v)),
                _ => "This is not the moment to pick a die.".into(),
            },
        }
    }

    fn perform(&self, s: &mut State, a: &Action) {
        match (s.stage, a) {
            (Stage::SetupRoll, Action::Dice(d)) => {
                s.setup_dice = d.clone();
                for sheet in &mut s.sheets {
                    sheet.setup_left = d.clone();
                }
                s.seat = 0;
                s.stage = Stage::SetupTake;
            }
            (Stage::RoundRoll, Action::Dice(d)) => {
                s.pool = d.clone();
                s.discards.clear();
                s.removed.clear();
                s.round += 1;
                let n = s.seats();
                let order: Vec<usize> = (0..n)
                    .map(|k| (s.first + k) % n)
                    .filter(|&i| !s.sheets[i].out)
                    .collect();
                s.turns = [order.clone(), order].concat();
                s.next_turn = 0;
                self.start_next_turn(s);
            }
            (Stage::PoolReroll, Action::Dice(d)) => {
                s.pool = d.clone();
                self.start_next_turn(s);
            }
            (Stage::SixRoll, Action::Dice(d)) => {
                let v = d.first().copied().unwrap_or(6);
                s.hand = Some(v);
                if v == 6 {
                    s.stage = Stage::Drafted(6);
                } else if s.sheets[s.seat].fits_anywhere(Cell::Num(v)) {
                    s.stage = Stage::Rerolled(v);
                } else {
                    // Lost: nothing is written, the player stays in.
                    s.discards.push(v);
                    self.start_next_turn(s);
                }
            }
            (Stage::SetupTake, Action::Take(v)) => {
                remove_one(&mut s.sheets[s.seat].setup_left, *v);
                s.stage = Stage::SetupWrite(*v);
            }
            (Stage::SetupWrite(v), Action::Write(h)) => {
                s.sheets[s.seat].cells[h.index()] = Cell::Num(v);
                if !s.sheets[s.seat].setup_left.is_empty() {
                    s.stage = Stage::SetupTake;
                } else if s.seat + 1 < s.seats() {
                    s.seat += 1;
                    s.stage = Stage::SetupTake;
                } else {
                    s.seat = 0;
                    s.first = 0;
                    s.stage = Stage::RoundRoll;
                }
            }
            (Stage::Take, Action::Take(v)) => {
                remove_one(&mut s.pool, *v);
                s.hand = Some(*v);
                s.stage = Stage::Drafted(*v);
            }
            (Stage::Drafted(_) | Stage::Rerolled(_) | Stage::PlaceX, Action::Write(h)) => {
                let mark = Self::mark_to_write(s).unwrap_or(Cell::X);
                s.sheets[s.seat].cells[h.index()] = mark;
                s.discards.extend(s.hand.take());
                self.start_next_turn(s);
            }
            (Stage::Drafted(1), Action::RedReroll) => {
                s.sheets[s.seat].red_used += 1;
                s.discards.extend(s.hand.take());
                s.stage = Stage::PoolReroll;
            }
            (Stage::Drafted(1), Action::RedSkip) => {
                s.sheets[s.seat].red_used += 1;
                s.discards.extend(s.hand.take());
                self.start_next_turn(s);
            }
            (Stage::Drafted(6), Action::Green) => {
                s.sheets[s.seat].green_used += 1;
                s.stage = Stage::PlaceX;
            }
            (Stage::Drafted(6), Action::Reroll) => s.stage = Stage::SixRoll,
            // `apply` only hands over listed actions and checked chance outcomes.
            _ => debug_assert!(
                false,
                "perform got an unexpected action {a} at {:?}",
                s.stage
            ),
        }
    }

    fn scores(&self, s: &State) -> Vec<SeatScore> {
        s.sheets
            .iter()
            .map(|sheet| {
                let mut lines = Vec::new();
                for n in 1..=6u8 {
                    let k = (0..LAYOUT.len())
                        .filter(|&i| sheet.cells[i] == Cell::Num(n) && sheet.complete(i))
                        .count() as i32;
                    if k > 0 {
                        lines.push(SeatScore::line(
                            format!(
                                "{k} complete hex{} holding {n}",
                                if k == 1 { "" } else { "es" }
                            ),
                            k * n as i32,
                        ));
                    }
                }
                let pts = LAYOUT.data.box_points;
                lines.push(SeatScore::line(
                    format!("{} red box(es) left", sheet.red_left()),
                    pts * sheet.red_left() as i32,
                ));
                lines.push(SeatScore::line(
                    format!("{} green box(es) left", sheet.green_left()),
                    pts * sheet.green_left() as i32,
                ));
                SeatScore::summed(lines)
            })
            .collect()
    }

    fn prompt(&self, s: &State) -> String {
        let who = Self::player(s.seat);
        match s.stage {
            Stage::SetupRoll => "Rolling the setup dice...".into(),
            Stage::SetupTake => format!("{who}: pick a setup die to write in a blue hex."),
            Stage::SetupWrite(v) => format!("{who}: write the {v} in a free blue hex."),
            Stage::RoundRoll => "Rolling the pool...".into(),
            Stage::Take => format!(
                "{who}: draft a die (round {}, pass {} of 2).",
                s.round,
                s.pass()
            ),
            Stage::Drafted(1) => {
                let sheet = &s.sheets[s.seat];
                if sheet.red_left() > 0 {
                    format!("{who}: write the 1, or cross a red box to reroll the pool or to skip.")
                } else {
                    format!("{who}: write the 1.")
                }
            }
            Stage::Drafted(6) => format!("{who}: cross a green box for an X, or reroll the 6."),
            Stage::Drafted(v) | Stage::Rerolled(v) => format!("{who}: write the {v} in a hex."),
            Stage::SixRoll => "Rerolling the 6...".into(),
            Stage::PlaceX => format!("{who}: write the X in a hex."),
            Stage::PoolReroll => "Rerolling the pool...".into(),
            Stage::Over => {
                let scores = self.scores(s);
                let best = scores.iter().map(|x| x.total).max().unwrap_or(0);
                let winners: Vec<String> = self.winners(s).into_iter().map(Self::player).collect();
                format!(
                    "Game over: {} win{} with {best} points.",
                    winners.join(" and "),
                    if winners.len() == 1 { "s" } else { "" }
                )
            }
        }
    }

    fn describe(&self, before: &State, a: &Action) -> String {
        let mut text = match (before.stage, a) {
            (Stage::SetupRoll, Action::Dice(d)) => format!("setup dice {}", join(d)),
            (Stage::RoundRoll, Action::Dice(d)) => {
                format!("round {}: pool {}", before.round + 1, join(d))
            }
            (Stage::PoolReroll, Action::Dice(d)) => format!("the pool is rerolled: {}", join(d)),
            (Stage::SixRoll, Action::Dice(d)) => {
                let v = d.first().copied().unwrap_or(6);
                if v != 6 && !before.sheets[before.seat].fits_anywhere(Cell::Num(v)) {
                    format!("the 6 turns into a {v}, which fits nowhere: lost")
                } else {
                    format!("the 6 turns into a {v}")
                }
            }
            (_, Action::Take(v)) => format!("takes a {v}"),
            (_, Action::Write(h)) => {
                let mark = Self::mark_to_write(before).unwrap_or(Cell::X);
                format!("writes {mark} in {h}")
            }
            (_, Action::RedReroll) => "crosses a red box and rerolls the pool".into(),
            (_, Action::RedSkip) => "crosses a red box and writes nothing".into(),
            (_, Action::Green) => "crosses a green box for an X".into(),
            (_, Action::Reroll) => "rerolls the 6".into(),
            (_, Action::Dice(d)) => join(d),
        };
        // Players who go out as a consequence, and the dice that leave with them.
        let mut after = before.clone();
        if crate::engine::apply(self, &mut after, a).is_ok() {
            for (i, (b, x)) in before.sheets.iter().zip(&after.sheets).enumerate() {
                if !b.out && x.out {
                    text += &format!("; {} is out", Self::player(i));
                }
            }
            let left = if after.round == before.round {
                after.removed.len().saturating_sub(before.removed.len())
            } else {
                0
            };
            if left > 0 {
                let start = after.removed.len() - left;
                text += &format!(" (dice {} leave the game)", join(&after.removed[start..]));
            }
        }
        text
    }

    fn normal_bot(&self, s: &State, _rng: &mut dyn RngCore) -> Option<BotChoice<Action>> {
        super::bot::normal_choice(s)
    }

    fn invariants(&self, s: &State) -> Result<(), String> {
        for (k, sheet) in s.sheets.iter().enumerate() {
            if sheet.cells.len() != LAYOUT.len() {
                return Err(format!("seat {k}: sheet has {} hexes", sheet.cells.len()));
            }
            for i in 0..LAYOUT.len() {
                if let Cell::Num(n) = sheet.cells[i] {
                    if sheet.connections(i) > n as usize {
                        return Err(format!(
                            "seat {k}: hex {} holds {n} but has {} connections",
                            LAYOUT.spots[i],
                            sheet.connections(i)
                        ));
                    }
                    if !(1..=6).contains(&n) {
                        return Err(format!("seat {k}: hex holds {n}"));
                    }
                    if n == 6 && !LAYOUT.is_blue(i) {
                        return Err(format!("seat {k}: a 6 outside the blue hexes"));
                    }
                }
            }
            if sheet.red_used > LAYOUT.data.red_boxes || sheet.green_used > LAYOUT.data.green_boxes
            {
                return Err(format!("seat {k}: more boxes crossed than printed"));
            }
        }
        if s.round > 0 && s.pool.len() > 2 * s.seats() + 1 {
            return Err(format!("pool of {} dice", s.pool.len()));
        }
        let holding = matches!(
            s.stage,
            Stage::Drafted(_) | Stage::Rerolled(_) | Stage::SixRoll
        );
        if holding != s.hand.is_some() && s.stage != Stage::PlaceX {
            return Err(format!("hand {:?} at {:?}", s.hand, s.stage));
        }
        if matches!(self.to_move(s), ToMove::Seat(_)) && s.sheets[s.seat].out {
            return Err("a player who is out is to move".into());
        }
        if s.stage == Stage::Over && s.sheets.iter().any(|x| !x.out) {
            return Err("game over with players still in".into());
        }
        Ok(())
    }

    fn max_game_length(&self, seats: usize) -> usize {
        // Setup: one roll and six clicks per seat. Drafting: each seat writes at most 22 hexes
        // (4 actions each at worst), crosses 6 boxes, and loses rerolled sixes only rarely; rounds
        // add a roll each. Generous, since lost rerolls have no hard limit.
        1 + 6 * seats + seats * 400 + 200
    }
}

fn join(d: &[u8]) -> String {
    let v: Vec<String> = d.iter().map(|x| x.to_string()).collect();
    v.join(" ")
}

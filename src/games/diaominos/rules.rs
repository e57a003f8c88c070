//! Diaominos rules (RULINGS.md §5 and "Diaominos board"): pure data and functions, no GUI.
//!
//! Flow: one chance action scrambles the cube and sets it on space A. Each seat then picks which
//! colour stands for which tetromino (the colour left over is wild). Six rounds follow; round 2 to 6
//! start by rolling the cube to the next space. At the start of a round every sheet gets its
//! drawing marks from the top stickers at once; then the seats take their turns one after another
//! (the paper game is simultaneous and nothing one seat does changes another's choices, except the
//! "first at the table" bonus, which same-round scorers share anyway): first one optional grid
//! mark per wild top sticker, then the four pieces named by the stickers facing that seat.
//!
//! Notation (docs/diaominos.md): `scramble U N' … @17` (chance: 25 layer turns, then orientation
//! 0..24), `colours default`, `colour I R`, `mark e5`, `nomark`, `load T 1f e3` (piece, quarter
//! turns clockwise with `f` when mirrored first, bottom-left cell of the piece's bounding box),
//! `skip T`, `skip wild`.
//!
//! Decisions where RULINGS.md is silent:
//! - Choosing the loading order and placing the piece are one action: `load` names the piece. A
//!   piece whose turn has come but fits nowhere is skipped with `skip`, which is only legal when it
//!   fits nowhere at that moment (it could fit later, after another piece gives it a cell to touch).
//! - A piece that has its own sticker this round uses that sticker before a wild one; both are the
//!   same piece, so nothing is lost, and the legal list has no duplicate placements.
//! - Orientations that give exactly the same cell-by-cell result are one orientation (an I mirrored
//!   equals the I turned twice). Orientations with the same footprint but diamonds on other cells
//!   are different actions.
//! - Colour choice: a seat either accepts the default in one click or names a colour for I, O, T, L
//!   and S in that order; the sixth colour is its wild colour.
//! - Each wild top sticker gives one optional grid mark, decided one at a time (`nomark` forgoes one).
//! - Full rows are shown in the running score as they happen; they can never be undone.

use super::cube::{Cube, Dir, Turn, ORIENTATIONS};
use super::shapes::{bits, Bits, DATA, GEO, PIECES};
use crate::engine::{BotChoice, Rules, SeatScore, ToMove};
use rand::{Rng, RngCore};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Rounds per game (one per space A–F).
pub const ROUNDS: u8 = 6;
/// Layer turns in a scramble.
pub const SCRAMBLE_TURNS: usize = 25;

/// The side of the board seat `i` sits on, for `seats` players.
pub fn seat_dir(seats: usize, i: usize) -> Dir {
    match (seats, i) {
        (2, 1) => Dir::N,
        (3, 1) | (4, 1) => Dir::W,
        (3, 2) | (4, 2) => Dir::N,
        (4, 3) => Dir::E,
        _ => Dir::S,
    }
}

/// The name of a side of the board.
pub fn dir_name(d: Dir) -> &'static str {
    match d {
        Dir::N => "North",
        Dir::E => "East",
        Dir::S => "South",
        Dir::W => "West",
    }
}

/// A colour's one-letter symbol.
pub fn colour_letter(c: u8) -> &'static str {
    DATA.colours
        .get(c as usize)
        .map(|c| c.letter.as_str())
        .unwrap_or("?")
}
pub fn colour_name(c: u8) -> &'static str {
    DATA.colours
        .get(c as usize)
        .map(|c| c.name.as_str())
        .unwrap_or("?")
}
fn parse_colour(s: &str) -> Result<u8, String> {
    DATA.colours
        .iter()
        .position(|c| c.letter.eq_ignore_ascii_case(s) || c.name.eq_ignore_ascii_case(s))
        .map(|i| i as u8)
        .ok_or_else(|| format!("`{s}` is not a colour (R, O, Y, G, B, W)"))
}
pub fn piece_name(p: u8) -> &'static str {
    GEO.shapes
        .get(p as usize)
        .map(|s| s.name.as_str())
        .unwrap_or("?")
}
fn parse_piece(s: &str) -> Result<u8, String> {
    GEO.piece_index(s)
        .map(|i| i as u8)
        .ok_or_else(|| format!("`{s}` is not a piece (I, O, T, L, S)"))
}

/// "a" or "an" before a piece name read as a letter ("an L", "a T").
pub fn article(name: &str) -> &'static str {
    match name.chars().next() {
        Some('A' | 'E' | 'F' | 'H' | 'I' | 'L' | 'M' | 'N' | 'O' | 'R' | 'S' | 'X') => "an",
        _ => "a",
    }
}

/// What one sticker facing a seat asks it to load.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Slot {
    Piece(u8),
    Wild,
}

impl fmt::Display for Slot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Slot::Piece(p) => f.write_str(piece_name(*p)),
            Slot::Wild => f.write_str("wild"),
        }
    }
}

impl FromStr for Slot {
    type Err = String;
    fn from_str(s: &str) -> Result<Slot, String> {
        if s == "wild" {
            Ok(Slot::Wild)
        } else {
            parse_piece(s).map(Slot::Piece)
        }
    }
}

/// One click.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Chance: the scramble's layer turns, then which of the 24 orientations it lands in on A.
    Scramble { turns: Vec<Turn>, orient: u8 },
    /// Accept the default colour for every piece.
    DefaultColours,
    /// Give `colour` to `piece` (pieces in sheet order).
    Colour { piece: u8, colour: u8 },
    /// A wild top sticker's mark on an empty grid cell.
    Mark(u8),
    /// Forgo one wild mark.
    NoMark,
    /// Load a piece: orientation (quarter turns clockwise after an optional mirror) and the
    /// bottom-left cell of its bounding box.
    Load {
        piece: u8,
        rot: u8,
        mirror: bool,
        at: u8,
    },
    /// Skip a piece that fits nowhere.
    Skip(Slot),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Scramble { turns, orient } => {
                f.write_str("scramble")?;
                for t in turns {
                    write!(f, " {t}")?;
                }
                write!(f, " @{orient}")
            }
            Action::DefaultColours => f.write_str("colours default"),
            Action::Colour { piece, colour } => {
                write!(
                    f,
                    "colour {} {}",
                    piece_name(*piece),
                    colour_letter(*colour)
                )
            }
            Action::Mark(c) => write!(f, "mark {}", GEO.cell_name(*c as usize)),
            Action::NoMark => f.write_str("nomark"),
            Action::Load {
                piece,
                rot,
                mirror,
                at,
            } => write!(
                f,
                "load {} {}{} {}",
                piece_name(*piece),
                rot,
                if *mirror { "f" } else { "" },
                GEO.cell_name(*at as usize)
            ),
            Action::Skip(s) => write!(f, "skip {s}"),
        }
    }
}

impl FromStr for Action {
    type Err = String;
    fn from_str(s: &str) -> Result<Action, String> {
        let words: Vec<&str> = s.split_whitespace().collect();
        let cell = |w: &str| GEO.parse_cell(w).map(|c| c as u8);
        match words.as_slice() {
            ["scramble", rest @ ..] => {
                let (last, turns) = rest
                    .split_last()
                    .ok_or_else(|| "a scramble lists its turns and ends with @orientation".to_string())?;
                let orient = last
                    .strip_prefix('@')
                    .and_then(|n| n.parse::<u8>().ok())
                    .ok_or_else(|| format!("`{last}` should be the orientation, like @17"))?;
                let turns = turns.iter().map(|t| t.parse()).collect::<Result<Vec<Turn>, _>>()?;
                Ok(Action::Scramble { turns, orient })
            }
            ["colours", "default"] => Ok(Action::DefaultColours),
            ["colour", p, c] => Ok(Action::Colour {
                piece: parse_piece(p)?,
                colour: parse_colour(c)?,
            }),
            ["mark", c] => Ok(Action::Mark(cell(c)?)),
            ["nomark"] => Ok(Action::NoMark),
            ["load", p, o, at] => {
                let (num, mirror) = match o.strip_suffix('f') {
                    Some(n) => (n, true),
                    None => (*o, false),
                };
                let rot: u8 = num
                    .parse()
                    .ok()
                    .filter(|r| *r < 4)
                    .ok_or_else(|| format!("`{o}` is not an orientation (0–3, optionally followed by f)"))?;
                Ok(Action::Load {
                    piece: parse_piece(p)?,
                    rot,
                    mirror,
                    at: cell(at)?,
                })
            }
            ["skip", slot] => Ok(Action::Skip(slot.parse()?)),
            _ => Err(format!(
                "`{s}` is not a Diaominos action (colours default, colour I R, mark e5, nomark, load T 1f e3, skip T)"
            )),
        }
    }
}

/// A cell of the loading grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cell {
    Empty,
    /// Empty, marked by a wild top sticker: whatever is loaded here becomes a diamond.
    WildMark,
    /// Loaded, no diamond.
    Filled,
    /// Loaded diamond not yet part of a scored shape.
    Diamond,
    /// Diamond of a scored shape.
    Spent,
}

/// A cell of a tetromino drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mark {
    Unmarked,
    /// Marked by a top sticker: the next load of this piece carries a diamond here.
    Marked,
    /// Its diamond has been loaded (or wasted): never marked again.
    Used,
}

/// A loaded piece, kept for drawing its outline.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Loaded {
    pub piece: u8,
    pub round: u8,
    pub cells: [u8; 4],
}

/// A scored diamond shape.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ScoredShape {
    pub piece: u8,
    pub round: u8,
    pub cells: [u8; 4],
}

/// One player's sheet.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sheet {
    /// The colour of each piece (None until chosen); the colour not used is wild.
    pub colours: [Option<u8>; PIECES],
    pub grid: Vec<Cell>,
    pub drawings: [[Mark; 4]; PIECES],
    /// Pieces still to load (or skip) this round.
    pub slots: Vec<Slot>,
    pub loads: Vec<Loaded>,
    pub shapes: Vec<ScoredShape>,
    /// (round, slot) of every skipped piece.
    pub skipped: Vec<(u8, Slot)>,
}

/// The grid as bitboards.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Masks {
    pub loaded: Bits,
    pub diamond: Bits,
    pub spent: Bits,
    pub wild: Bits,
}

impl Sheet {
    pub fn new() -> Sheet {
        Sheet {
            colours: [None; PIECES],
            grid: vec![Cell::Empty; GEO.cells],
            drawings: [[Mark::Unmarked; 4]; PIECES],
            slots: Vec::new(),
            loads: Vec::new(),
            shapes: Vec::new(),
            skipped: Vec::new(),
        }
    }
    pub fn masks(&self) -> Masks {
        let mut m = Masks::default();
        for (i, c) in self.grid.iter().enumerate() {
            let b = 1u128 << i;
            match c {
                Cell::Empty => {}
                Cell::WildMark => m.wild |= b,
                Cell::Filled => m.loaded |= b,
                Cell::Diamond => {
                    m.loaded |= b;
                    m.diamond |= b;
                }
                Cell::Spent => {
                    m.loaded |= b;
                    m.spent |= b;
                }
            }
        }
        m
    }
    /// The wild colour once every piece has a colour.
    pub fn wild_colour(&self) -> Option<u8> {
        if self.colours.iter().any(|c| c.is_none()) {
            return None;
        }
        (0..6u8).find(|c| !self.colours.contains(&Some(*c)))
    }
    /// What a sticker of `colour` means on this sheet.
    pub fn slot_of(&self, colour: u8) -> Slot {
        match self.colours.iter().position(|&c| c == Some(colour)) {
            Some(p) => Slot::Piece(p as u8),
            None => Slot::Wild,
        }
    }
    /// Marks the bottom-most, then right-most unmarked cell of `piece`'s drawing, if any.
    pub fn mark_drawing(&mut self, piece: usize) {
        let shape = &GEO.shapes[piece];
        let best = (0..4)
            .filter(|&i| self.drawings[piece][i] == Mark::Unmarked)
            .max_by_key(|&i| (shape.drawing[i].1, shape.drawing[i].0));
        if let Some(i) = best {
            self.drawings[piece][i] = Mark::Marked;
        }
    }
    /// Number of full rows.
    pub fn full_rows(&self) -> usize {
        let loaded = self.masks().loaded;
        GEO.row_masks.iter().filter(|&&r| loaded & r == r).count()
    }
    /// Shapes scored per piece.
    pub fn shape_counts(&self) -> [usize; PIECES] {
        let mut c = [0; PIECES];
        for s in &self.shapes {
            c[s.piece as usize] += 1;
        }
        c
    }
    /// The round in which this sheet first scored each piece.
    pub fn first_rounds(&self) -> [Option<u8>; PIECES] {
        let mut f = [None; PIECES];
        for s in &self.shapes {
            let e = &mut f[s.piece as usize];
            if e.is_none_or(|r| s.round < r) {
                *e = Some(s.round);
            }
        }
        f
    }
    /// Every legal placement of `piece` now: (orientation index, placement index into GEO).
    pub fn placements_of(&self, piece: usize, masks: &Masks) -> impl Iterator<Item = usize> + '_ {
        let loaded = masks.loaded;
        GEO.placements[piece]
            .iter()
            .enumerate()
            .filter(move |(_, p)| p.mask & loaded == 0 && (p.bottom || p.around & loaded != 0))
            .map(|(i, _)| i)
    }
    pub fn fits(&self, piece: usize, masks: &Masks) -> bool {
        self.placements_of(piece, masks).next().is_some()
    }
    /// Pieces that may be loaded now (own slots, and all five while a wild slot is left).
    pub fn loadable_pieces(&self) -> Vec<usize> {
        if self.slots.contains(&Slot::Wild) {
            return (0..PIECES).collect();
        }
        let mut v: Vec<usize> = self
            .slots
            .iter()
            .filter_map(|s| match s {
                Slot::Piece(p) => Some(*p as usize),
                Slot::Wild => None,
            })
            .collect();
        v.sort();
        v.dedup();
        v
    }
    /// Loads placement `pl` (known legal) in `round`: uses the piece's own slot before a wild one,
    /// makes the diamonds, uses the drawing's marks and scores finished shapes. Returns the shapes
    /// scored.
    pub fn load(&mut self, pl: &super::shapes::Placement, round: u8) -> usize {
        let piece = pl.piece as usize;
        if let Some(i) = self.slots.iter().position(|&s| s == Slot::Piece(pl.piece)) {
            self.slots.remove(i);
        } else if let Some(i) = self.slots.iter().position(|&s| s == Slot::Wild) {
            self.slots.remove(i);
        }
        for (k, &g) in pl.cells.iter().enumerate() {
            let marked = self.drawings[piece][k] == Mark::Marked;
            let cell = &mut self.grid[g as usize];
            *cell = if marked || *cell == Cell::WildMark {
                Cell::Diamond
            } else {
                Cell::Filled
            };
            if marked {
                self.drawings[piece][k] = Mark::Used;
            }
        }
        self.loads.push(Loaded {
            piece: pl.piece,
            round,
            cells: pl.cells,
        });
        self.score_shapes(round)
    }
    /// Scores every group of exactly four unspent diamonds. Returns how many.
    pub fn score_shapes(&mut self, round: u8) -> usize {
        let diamonds = self.masks().diamond;
        let mut n = 0;
        for comp in GEO.components(diamonds) {
            if comp.count_ones() != 4 {
                continue;
            }
            let cells: Vec<usize> = bits(comp).collect();
            let Some(piece) = GEO.classify(&cells) else {
                continue;
            };
            for &c in &cells {
                self.grid[c] = Cell::Spent;
            }
            self.shapes.push(ScoredShape {
                piece: piece as u8,
                round,
                cells: std::array::from_fn(|i| cells[i] as u8),
            });
            n += 1;
        }
        n
    }
}

impl Default for Sheet {
    fn default() -> Self {
        Sheet::new()
    }
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The cube is being scrambled (chance).
    Scramble,
    /// This seat chooses its colours.
    Colours(u8),
    /// This seat has `left` wild grid marks to place or forgo.
    Wild {
        seat: u8,
        left: u8,
    },
    /// This seat loads its pieces.
    Load(u8),
    Over,
}

/// A Diaominos table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub seats: u8,
    pub cube: Cube,
    /// 0 before the first round, then 1..=6.
    pub round: u8,
    pub phase: Phase,
    pub sheets: Vec<Sheet>,
}

impl State {
    /// The seat acting now, if any.
    pub fn seat(&self) -> Option<usize> {
        match self.phase {
            Phase::Colours(s) | Phase::Load(s) | Phase::Wild { seat: s, .. } => Some(s as usize),
            _ => None,
        }
    }
    /// The space (0 = A) the cube is on.
    pub fn space(&self) -> usize {
        self.round.saturating_sub(1) as usize
    }
    /// Wild stickers on top for `seat`.
    pub fn wild_count(&self, seat: usize) -> u8 {
        let Some(w) = self.sheets[seat].wild_colour() else {
            return 0;
        };
        self.cube.top().iter().filter(|&&c| c == w).count() as u8
    }
    /// The four stickers facing `seat`.
    pub fn facing(&self, seat: usize) -> [u8; 4] {
        self.cube.facing(seat_dir(self.seats as usize, seat))
    }
}

/// Diaominos.
#[derive(Clone, Copy, Debug, Default)]
pub struct Diaominos;

/// Diaominos has no table-wide options (colours are chosen per seat in the game).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Options {}

impl Diaominos {
    /// A table with the cube given and every seat's colours set to the default: round 1 is about
    /// to start. For hand-worked tests and the bot.
    pub fn with_cube(&self, seats: usize, cube: Cube) -> State {
        let mut s = State {
            seats: seats as u8,
            cube,
            round: 0,
            phase: Phase::Colours(0),
            sheets: vec![Sheet::new(); seats],
        };
        for sh in &mut s.sheets {
            sh.colours = default_colours();
        }
        s
    }

    /// Rolls the cube (rounds 2–6), marks every drawing and deals each seat its pieces.
    pub fn start_round(&self, s: &mut State) {
        s.round += 1;
        if s.round > 1 {
            if let Some(roll) = DATA.rolls.get(s.round as usize - 2) {
                for d in roll {
                    if let Ok(d) = d.parse::<Dir>() {
                        s.cube.tip(d);
                    }
                }
            }
        }
        let top = s.cube.top();
        for i in 0..s.sheets.len() {
            let facing = s.facing(i);
            let sh = &mut s.sheets[i];
            for &c in &top {
                if let Slot::Piece(p) = sh.slot_of(c) {
                    sh.mark_drawing(p as usize);
                }
            }
            sh.slots = facing.iter().map(|&c| sh.slot_of(c)).collect();
        }
        self.enter_seat(s, 0);
    }

    fn enter_seat(&self, s: &mut State, seat: usize) {
        let w = s.wild_count(seat);
        s.phase = if w > 0 {
            Phase::Wild {
                seat: seat as u8,
                left: w,
            }
        } else {
            Phase::Load(seat as u8)
        };
    }

    /// Ends `seat`'s turn this round (used when its remaining pieces are done; the bot's playouts
    /// also use it to pass over other seats, whose sheets do not affect its own).
    pub fn finish_seat(&self, s: &mut State, seat: usize) {
        if seat + 1 < s.sheets.len() {
            self.enter_seat(s, seat + 1);
        } else if s.round >= ROUNDS {
            s.phase = Phase::Over;
        } else {
            self.start_round(s);
        }
    }

    /// The legal load and skip actions of `seat`.
    pub fn load_actions(&self, sheet: &Sheet) -> Vec<Action> {
        let masks = sheet.masks();
        let mut out = Vec::new();
        let mut any_fits = false;
        for p in sheet.loadable_pieces() {
            let before = out.len();
            for i in sheet.placements_of(p, &masks) {
                let pl = &GEO.placements[p][i];
                let o = &GEO.shapes[p].orientations[pl.orient as usize];
                out.push(Action::Load {
                    piece: p as u8,
                    rot: o.rot,
                    mirror: o.mirror,
                    at: pl.anchor,
                });
            }
            let fits = out.len() > before;
            any_fits |= fits;
            if !fits && sheet.slots.contains(&Slot::Piece(p as u8)) {
                out.push(Action::Skip(Slot::Piece(p as u8)));
            }
        }
        if sheet.slots.contains(&Slot::Wild) && !any_fits {
            out.push(Action::Skip(Slot::Wild));
        }
        // A piece with its own slot that fits nowhere while a wild slot exists: listed above.
        // A piece with its own slot when no wild slot exists and it fits nowhere: listed above.
        out
    }

    /// The placement a load action names, if it is on the grid.
    pub fn placement_of(a: &Action) -> Option<&'static super::shapes::Placement> {
        match *a {
            Action::Load {
                piece,
                rot,
                mirror,
                at,
            } => {
                let o = GEO
                    .shapes
                    .get(piece as usize)?
                    .orientations
                    .iter()
                    .position(|o| o.rot == rot && o.mirror == mirror)?;
                GEO.placement(piece as usize, o, at as usize)
            }
            _ => None,
        }
    }

    fn load_refusal(&self, sheet: &Sheet, piece: u8, rot: u8, mirror: bool, at: u8) -> String {
        let name = piece_name(piece);
        if !sheet.loadable_pieces().contains(&(piece as usize)) {
            let left: Vec<String> = sheet.slots.iter().map(|s| s.to_string()).collect();
            return format!(
                "You have no {name} to load this round; still to load: {}.",
                if left.is_empty() {
                    "nothing".to_string()
                } else {
                    left.join(", ")
                }
            );
        }
        let shape = &GEO.shapes[piece as usize];
        if !shape
            .orientations
            .iter()
            .any(|o| o.rot == rot && o.mirror == mirror)
        {
            if let Some(o) = GEO
                .orient_index(piece as usize, rot, mirror)
                .and_then(|i| shape.orientations.get(i))
            {
                return format!(
                    "That lays the {name} exactly like orientation {}{}; use that one.",
                    o.rot,
                    if o.mirror { "f" } else { "" }
                );
            }
            return "That is not an orientation of the piece.".into();
        }
        let Some(pl) = Self::placement_of(&Action::Load {
            piece,
            rot,
            mirror,
            at,
        }) else {
            return format!("The {name} would stick out of the grid there.");
        };
        let masks = sheet.masks();
        if let Some(c) = bits(pl.mask & masks.loaded).next() {
            return format!(
                "The {name} would cover {}, which is already loaded.",
                GEO.cell_name(c)
            );
        }
        if !pl.bottom && pl.around & masks.loaded == 0 {
            return format!(
                "The {name} must touch an already loaded cell by a side (or lie on the bottom row)."
            );
        }
        "That placement is legal.".into()
    }
}

/// The default colour of each piece (RULINGS: red I, orange O, yellow T, green L, blue S).
pub fn default_colours() -> [Option<u8>; PIECES] {
    std::array::from_fn(|p| {
        DATA.default_colours
            .get(p)
            .and_then(|l| DATA.colours.iter().position(|c| &c.letter == l))
            .map(|i| i as u8)
    })
}

impl Rules for Diaominos {
    type State = State;
    type Action = Action;
    type Options = Options;

    fn new_state(&self, _options: &Options, seats: usize) -> Result<State, String> {
        if !(1..=4).contains(&seats) {
            return Err(format!("Diaominos is for 1 to 4 players, not {seats}"));
        }
        Ok(State {
            seats: seats as u8,
            cube: Cube::solved(),
            round: 0,
            phase: Phase::Scramble,
            sheets: vec![Sheet::new(); seats],
        })
    }

    fn to_move(&self, s: &State) -> ToMove {
        match s.phase {
            Phase::Scramble => ToMove::Chance,
            Phase::Over => ToMove::Over,
            _ => ToMove::Seat(s.seat().unwrap_or(0)),
        }
    }

    fn legal_actions(&self, s: &State) -> Vec<Action> {
        match s.phase {
            Phase::Scramble | Phase::Over => Vec::new(),
            Phase::Colours(seat) => {
                let sh = &s.sheets[seat as usize];
                let Some(next) = sh.colours.iter().position(|c| c.is_none()) else {
                    return Vec::new();
                };
                let mut out = Vec::new();
                if next == 0 {
                    out.push(Action::DefaultColours);
                }
                for c in 0..6u8 {
                    if !sh.colours.contains(&Some(c)) {
                        out.push(Action::Colour {
                            piece: next as u8,
                            colour: c,
                        });
                    }
                }
                out
            }
            Phase::Wild { seat, .. } => {
                let sh = &s.sheets[seat as usize];
                let mut out: Vec<Action> = sh
                    .grid
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| **c == Cell::Empty)
                    .map(|(i, _)| Action::Mark(i as u8))
                    .collect();
                out.push(Action::NoMark);
                out
            }
            Phase::Load(seat) => self.load_actions(&s.sheets[seat as usize]),
        }
    }

    fn sample_chance(&self, _s: &State, rng: &mut ChaCha8Rng) -> Action {
        let all: Vec<Turn> = Turn::all().collect();
        let turns = (0..SCRAMBLE_TURNS)
            .map(|_| all[rng.random_range(0..all.len())])
            .collect();
        Action::Scramble {
            turns,
            orient: rng.random_range(0..ORIENTATIONS.len()) as u8,
        }
    }

    fn check_chance(&self, s: &State, a: &Action) -> Result<(), String> {
        match a {
            Action::Scramble { turns, orient } if s.phase == Phase::Scramble => {
                if turns.len() != SCRAMBLE_TURNS {
                    Err(format!(
                        "a scramble has {SCRAMBLE_TURNS} layer turns, not {}",
                        turns.len()
                    ))
                } else if *orient as usize >= ORIENTATIONS.len() {
                    Err(format!(
                        "orientation {orient} is not one of 0..{}",
                        ORIENTATIONS.len()
                    ))
                } else {
                    Ok(())
                }
            }
            _ => Err(format!(
                "`{a}` is not a scramble; the cube is being scrambled"
            )),
        }
    }

    fn refusal(&self, s: &State, a: &Action) -> String {
        let phase_word = match s.phase {
            Phase::Scramble => "The cube is being scrambled.",
            Phase::Over => return "The game is over.".into(),
            Phase::Colours(_) => "Choose your colours first.",
            Phase::Wild { .. } => "First place or forgo your wild mark.",
            Phase::Load(_) => "Now load your pieces.",
        };
        match (s.phase, a) {
            (_, Action::Scramble { .. }) => {
                "The scramble comes from the dice, not from a player.".into()
            }
            (Phase::Colours(seat), Action::Colour { piece, colour }) => {
                let sh = &s.sheets[seat as usize];
                match sh.colours.iter().position(|c| c.is_none()) {
                    Some(next) if next != *piece as usize => format!(
                        "Colours are chosen in the order I, O, T, L, S: now it is the {}'s turn.",
                        piece_name(next as u8)
                    ),
                    _ if sh.colours.contains(&Some(*colour)) => {
                        format!("{} already stands for another piece.", colour_name(*colour))
                    }
                    _ => "That colour choice is legal.".into(),
                }
            }
            (Phase::Colours(_), Action::DefaultColours) => {
                "You have started choosing your own colours; finish them one by one.".into()
            }
            (Phase::Wild { seat, .. }, Action::Mark(c)) => match s.sheets[seat as usize]
                .grid
                .get(*c as usize)
            {
                Some(Cell::WildMark) => "That cell already has a wild mark.".into(),
                Some(Cell::Empty) | None => "That mark is legal.".into(),
                Some(_) => "A wild mark goes on an empty cell; that one is already loaded.".into(),
            },
            (
                Phase::Load(seat),
                Action::Load {
                    piece,
                    rot,
                    mirror,
                    at,
                },
            ) => self.load_refusal(&s.sheets[seat as usize], *piece, *rot, *mirror, *at),
            (Phase::Load(seat), Action::Skip(slot)) => {
                let sh = &s.sheets[seat as usize];
                if !sh.slots.contains(slot) {
                    format!("You have no {slot} piece left to skip this round.")
                } else if *slot == Slot::Wild {
                    "A wild sticker may only be skipped when none of the five pieces fits anywhere."
                        .into()
                } else {
                    format!("The {slot} still fits somewhere, so it must be loaded.")
                }
            }
            _ => phase_word.into(),
        }
    }

    fn perform(&self, s: &mut State, a: &Action) {
        match a {
            Action::Scramble { turns, orient } => {
                let mut cube = Cube::solved();
                for &t in turns {
                    cube.turn(t);
                }
                if let Some(m) = ORIENTATIONS.get(*orient as usize) {
                    cube.rotate_whole(m);
                }
                s.cube = cube;
                s.phase = Phase::Colours(0);
            }
            Action::DefaultColours => {
                if let Some(seat) = s.seat() {
                    s.sheets[seat].colours = default_colours();
                    self.after_colour(s, seat);
                }
            }
            Action::Colour { piece, colour } => {
                if let Some(seat) = s.seat() {
                    s.sheets[seat].colours[*piece as usize] = Some(*colour);
                    self.after_colour(s, seat);
                }
            }
            Action::Mark(_) | Action::NoMark => {
                if let Phase::Wild { seat, left } = s.phase {
                    if let Action::Mark(c) = a {
                        s.sheets[seat as usize].grid[*c as usize] = Cell::WildMark;
                    }
                    s.phase = if left > 1 {
                        Phase::Wild {
                            seat,
                            left: left - 1,
                        }
                    } else {
                        Phase::Load(seat)
                    };
                }
            }
            Action::Load { .. } => {
                if let (Some(seat), Some(pl)) = (s.seat(), Self::placement_of(a)) {
                    let round = s.round;
                    s.sheets[seat].load(pl, round);
                    if s.sheets[seat].slots.is_empty() {
                        self.finish_seat(s, seat);
                    }
                }
            }
            Action::Skip(slot) => {
                if let Some(seat) = s.seat() {
                    let round = s.round;
                    let sh = &mut s.sheets[seat];
                    if let Some(i) = sh.slots.iter().position(|x| x == slot) {
                        sh.slots.remove(i);
                    }
                    sh.skipped.push((round, *slot));
                    if sh.slots.is_empty() {
                        self.finish_seat(s, seat);
                    }
                }
            }
        }
    }

    fn scores(&self, s: &State) -> Vec<SeatScore> {
        // The round each piece was first scored at the table.
        let firsts: Vec<[Option<u8>; PIECES]> =
            s.sheets.iter().map(|sh| sh.first_rounds()).collect();
        let table_first: [Option<u8>; PIECES] =
            std::array::from_fn(|p| firsts.iter().filter_map(|f| f[p]).min());
        s.sheets
            .iter()
            .enumerate()
            .map(|(i, sh)| {
                let counts = sh.shape_counts();
                let mut lines = Vec::new();
                for p in 0..PIECES {
                    let name = piece_name(p as u8);
                    if counts[p] > 0 {
                        lines.push(SeatScore::line(
                            format!("{name} shapes made: {}", counts[p]),
                            counts[p] as i32,
                        ));
                        lines.push(SeatScore::line(
                            format!("First {name} shape on this sheet"),
                            1,
                        ));
                        if firsts[i][p].is_some() && firsts[i][p] == table_first[p] {
                            lines.push(SeatScore::line(
                                format!("First at the table with {} {name} shape", article(name)),
                                1,
                            ));
                        }
                    }
                }
                let rows = sh.full_rows() as i32;
                lines.push(SeatScore::line(format!("Full rows: {rows}"), rows));
                SeatScore::summed(lines)
            })
            .collect()
    }

    fn prompt(&self, s: &State) -> String {
        let who = |seat: usize| {
            format!(
                "Player {} ({})",
                seat + 1,
                dir_name(seat_dir(s.seats as usize, seat))
            )
        };
        match s.phase {
            Phase::Scramble => "Scrambling the cube…".into(),
            Phase::Colours(seat) => {
                let sh = &s.sheets[seat as usize];
                match sh.colours.iter().position(|c| c.is_none()) {
                    Some(0) | None => format!(
                        "{}: accept the default colours or pick the colour of the I piece.",
                        who(seat as usize)
                    ),
                    Some(p) => format!("{}: pick the colour of the {} piece.", who(seat as usize), piece_name(p as u8)),
                }
            }
            Phase::Wild { seat, left } => format!(
                "{}, round {}: a wild sticker is on top — mark any empty grid cell, or skip ({} left).",
                who(seat as usize),
                s.round,
                left
            ),
            Phase::Load(seat) => {
                let sh = &s.sheets[seat as usize];
                let left: Vec<String> = sh.slots.iter().map(|x| x.to_string()).collect();
                let legal = self.load_actions(sh);
                let skips: Vec<String> = legal
                    .iter()
                    .filter_map(|a| match a {
                        Action::Skip(x) => Some(x.to_string()),
                        _ => None,
                    })
                    .collect();
                let mut t = format!(
                    "{}, round {}: load your pieces ({} left).",
                    who(seat as usize),
                    s.round,
                    left.join(", ")
                );
                if !skips.is_empty() {
                    t += &format!(" Fits nowhere, may be skipped: {}.", skips.join(", "));
                }
                t
            }
            Phase::Over => {
                let scores = self.scores(s);
                let best = scores.iter().map(|x| x.total).max().unwrap_or(0);
                let w: Vec<String> = scores
                    .iter()
                    .enumerate()
                    .filter(|(_, x)| x.total == best)
                    .map(|(i, _)| format!("Player {}", i + 1))
                    .collect();
                format!("Game over: {} with {best} points.", w.join(" and "))
            }
        }
    }

    fn describe(&self, s: &State, a: &Action) -> String {
        match a {
            Action::Scramble { .. } => "scrambles the cube and sets it on A".into(),
            Action::DefaultColours => "takes the default colours".into(),
            Action::Colour { piece, colour } => {
                format!("paints the {} {}", piece_name(*piece), colour_name(*colour))
            }
            Action::Mark(c) => format!("marks {} with a wild sticker", GEO.cell_name(*c as usize)),
            Action::NoMark => "forgoes a wild mark".into(),
            Action::Load { piece, .. } => {
                let Some(seat) = s.seat() else {
                    return a.to_string();
                };
                let mut after = s.clone();
                self.perform(&mut after, a);
                let before = &s.sheets[seat];
                let now = &after.sheets[seat];
                let diamonds = now.masks().diamond.count_ones() + now.masks().spent.count_ones()
                    - before.masks().diamond.count_ones()
                    - before.masks().spent.count_ones();
                let mut t = format!("loads the {} ({a})", piece_name(*piece));
                if diamonds > 0 {
                    t += &format!(
                        ", {diamonds} diamond{}",
                        if diamonds == 1 { "" } else { "s" }
                    );
                }
                for sh in &now.shapes[before.shapes.len()..] {
                    let name = piece_name(sh.piece);
                    t += &format!(", scores {} {name} shape", article(name));
                }
                t
            }
            Action::Skip(slot) => format!("skips the {slot}: it fits nowhere"),
        }
    }

    fn normal_bot(&self, s: &State, rng: &mut dyn RngCore) -> Option<BotChoice<Action>> {
        super::bot::normal_choice(s, rng)
    }

    fn invariants(&self, s: &State) -> Result<(), String> {
        if s.phase != Phase::Scramble {
            s.cube.check()?;
        }
        if s.round > ROUNDS {
            return Err(format!("round {} > {ROUNDS}", s.round));
        }
        for (i, sh) in s.sheets.iter().enumerate() {
            let m = sh.masks();
            if m.loaded.count_ones() as usize != 4 * sh.loads.len() {
                return Err(format!(
                    "sheet {i}: {} loaded cells for {} loads",
                    m.loaded.count_ones(),
                    sh.loads.len()
                ));
            }
            if m.spent.count_ones() as usize != 4 * sh.shapes.len() {
                return Err(format!("sheet {i}: spent cells do not match scored shapes"));
            }
            if GEO
                .components(m.diamond)
                .iter()
                .any(|c| c.count_ones() == 4)
            {
                return Err(format!("sheet {i}: an unscored group of four diamonds"));
            }
            if sh.slots.len() > 4 {
                return Err(format!("sheet {i}: more than four pieces to load"));
            }
            let mut colours: Vec<u8> = sh.colours.iter().flatten().copied().collect();
            colours.sort();
            let n = colours.len();
            colours.dedup();
            if colours.len() != n {
                return Err(format!("sheet {i}: a colour stands for two pieces"));
            }
        }
        Ok(())
    }

    fn max_game_length(&self, seats: usize) -> usize {
        1 + seats * (PIECES + ROUNDS as usize * 8)
    }
}

impl Diaominos {
    fn after_colour(&self, s: &mut State, seat: usize) {
        if s.sheets[seat].colours.iter().all(|c| c.is_some()) {
            if seat + 1 < s.sheets.len() {
                s.phase = Phase::Colours(seat as u8 + 1);
            } else {
                self.start_round(s);
            }
        }
    }
}

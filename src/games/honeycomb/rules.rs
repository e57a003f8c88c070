//! Honeycomb Caverns rules (RULINGS.md §1): pure data and functions, no GUI.
//!
//! Notation (also in docs/notation.md): `roll`; the dice `dice 3 4 6`; a roll choice `move N 3`;
//! a jump `jump NE`. Directions are N, NE, SE, S, SW, NW (die faces 1–6).

use super::data::BoardData;
use crate::engine::hex::{Hex, HexNames};
use crate::engine::{Names, Refusal, Rules, SeatScore, ToMove};
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use std::sync::LazyLock;

/// The board from `resources/honeycomb.ron`, validated by build.rs.
pub static BOARD: LazyLock<Board> = LazyLock::new(|| {
    let data: BoardData = match ron::from_str(include_str!("../../../resources/honeycomb.ron")) {
        Ok(d) => d,
        // build.rs parses and validates this exact file, so a build that got here can parse it.
        Err(e) => unreachable!("resources/honeycomb.ron was checked by build.rs: {e}"),
    };
    Board::new(data)
});

/// The board with its directions as hex steps.
#[derive(Clone, Debug)]
pub struct Board {
    pub data: BoardData,
    /// Die face (1..=6) - 1 → step.
    pub steps: [Hex; 6],
    /// Readable names: columns A, B, … left to right as printed above them, hexes counted from
    /// the top ("G3"). What the log and refusals say instead of axial pairs.
    pub names: HexNames,
}

impl Board {
    fn new(data: BoardData) -> Board {
        let steps = std::array::from_fn(|i| Hex::new(data.directions[i].q, data.directions[i].r));
        let names = HexNames::flat_top_columns(&Hex::disc(data.radius));
        Board { data, steps, names }
    }
    /// The hex's readable name ("G3").
    pub fn name(&self, h: Hex) -> String {
        self.names.name_or_axial(h)
    }
    pub fn radius(&self) -> i32 {
        self.data.radius
    }
    /// Whether `h` lies on the sheet (rim included).
    pub fn contains(&self, h: Hex) -> bool {
        h.ring() <= self.radius()
    }
    pub fn is_rim(&self, h: Hex) -> bool {
        h.ring() == self.radius()
    }
    /// Points for filling `h` (0 on the centre, the rim and off the sheet).
    pub fn value(&self, h: Hex) -> i32 {
        let k = h.ring();
        if k >= self.radius() {
            0
        } else {
            self.data.ring_values[k as usize]
        }
    }
    fn index(&self, h: Hex) -> usize {
        let side = 2 * self.radius() + 1;
        ((h.q + self.radius()) * side + (h.r + self.radius())) as usize
    }
    fn cells(&self) -> usize {
        let side = 2 * self.radius() + 1;
        (side * side) as usize
    }
    /// Every hex of the sheet.
    pub fn hexes(&self) -> Vec<Hex> {
        Hex::disc(self.radius())
    }
}

/// A compass direction, numbered like the die face that names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Dir(pub u8);

impl Dir {
    pub fn all() -> impl Iterator<Item = Dir> {
        (1..=6).map(Dir)
    }
    pub fn step(self) -> Hex {
        BOARD.steps[(self.0 - 1) as usize]
    }
    pub fn name(self) -> &'static str {
        &BOARD.data.directions[(self.0 - 1) as usize].name
    }
}

impl fmt::Display for Dir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Dir {
    type Err = String;
    fn from_str(s: &str) -> Result<Dir, String> {
        Dir::all()
            .find(|d| d.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| format!("`{s}` is not a direction (N, NE, SE, S, SW, NW)"))
    }
}

/// One click.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Ask for a roll of the three dice.
    Roll,
    /// The chance outcome of a roll.
    Dice([u8; 3]),
    /// Use the roll: go `distance` hexes towards `Dir`.
    Move(Dir, u8),
    /// Spend a jump: two hexes towards `Dir`, over anything.
    Jump(Dir),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Roll => write!(f, "roll"),
            Action::Dice([a, b, c]) => write!(f, "dice {a} {b} {c}"),
            Action::Move(d, n) => write!(f, "move {d} {n}"),
            Action::Jump(d) => write!(f, "jump {d}"),
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
            ["roll"] => Ok(Action::Roll),
            ["dice", a, b, c] => Ok(Action::Dice([num(a)?, num(b)?, num(c)?])),
            ["move", d, n] => Ok(Action::Move(d.parse()?, num(n)?)),
            ["jump", d] => Ok(Action::Jump(d.parse()?)),
            _ => Err(format!(
                "`{s}` is not a Honeycomb action (roll, dice A B C, move DIR N, jump DIR)"
            )),
        }
    }
}

/// What is drawn on a hex.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mark {
    Empty,
    /// A line passes through it.
    Lined,
    /// Sadie landed here (the centre starts filled).
    Filled,
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// Reached the rim (or beyond) at this hex.
    Escaped(Hex),
    /// No legal move and no usable jump.
    Fell,
}

/// Where the turn stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Roll or jump.
    AwaitRoll,
    /// The dice are in the air (a chance node).
    Rolling,
    /// Dice on the table: take one of their moves or jump.
    Rolled([u8; 3]),
    Over(Ending),
}

/// How Sadie got from one hex to the next, for drawing the trail.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StepKind {
    Walk,
    Jump,
}

/// A Honeycomb Caverns sheet.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    marks: Vec<Mark>,
    pub pos: Hex,
    pub jumps_left: u8,
    pub phase: Phase,
    /// Every position Sadie stood on, from the centre, with how she got there (the exit last).
    pub trail: Vec<(Hex, StepKind)>,
}

impl State {
    pub fn mark(&self, h: Hex) -> Mark {
        if BOARD.contains(h) {
            self.marks[BOARD.index(h)]
        } else {
            Mark::Empty
        }
    }
    fn set(&mut self, h: Hex, m: Mark) {
        if BOARD.contains(h) {
            let i = BOARD.index(h);
            self.marks[i] = m;
        }
    }
    /// Sum of the values of the filled hexes (what an escape would score now).
    pub fn filled_sum(&self) -> i32 {
        BOARD
            .hexes()
            .into_iter()
            .filter(|&h| self.mark(h) == Mark::Filled)
            .map(|h| BOARD.value(h))
            .sum()
    }
    pub fn dice(&self) -> Option<[u8; 3]> {
        match self.phase {
            Phase::Rolled(d) => Some(d),
            _ => None,
        }
    }
    /// A state in the given shape, for hand-worked tests.
    pub fn with_marks(pos: Hex, lined: &[Hex], filled: &[Hex], jumps_left: u8) -> State {
        let mut s = Honeycomb.fresh();
        for &h in lined {
            s.set(h, Mark::Lined);
        }
        for &h in filled {
            s.set(h, Mark::Filled);
        }
        s.pos = pos;
        s.jumps_left = jumps_left;
        s
    }
}

/// The distinct (direction, distance) choices of a roll, distance 0 included (it is never legal).
pub fn roll_choices(dice: [u8; 3]) -> Vec<(Dir, u8)> {
    let mut out: Vec<(Dir, u8)> = Vec::new();
    for i in 0..3 {
        let (a, b) = (dice[(i + 1) % 3], dice[(i + 2) % 3]);
        let c = (Dir(dice[i]), a.abs_diff(b));
        if !out.contains(&c) {
            out.push(c);
        }
    }
    out
}

/// Where a move of `n` towards `d` from `from` goes: the hexes it passes, the hex it ends on, and
/// whether that end is an escape (the rim reached at or before the last step).
#[derive(Clone, Debug, PartialEq)]
pub struct Path {
    pub passed: Vec<Hex>,
    pub end: Hex,
    pub escape: bool,
}

pub fn walk_path(from: Hex, d: Dir, n: u8) -> Path {
    let mut passed = Vec::new();
    for i in 1..=n as i32 {
        let h = from + d.step().scale(i);
        if !BOARD.contains(h) || BOARD.is_rim(h) {
            return Path {
                passed,
                end: h,
                escape: true,
            };
        }
        if i == n as i32 {
            return Path {
                passed,
                end: h,
                escape: false,
            };
        }
        passed.push(h);
    }
    Path {
        passed,
        end: from,
        escape: false,
    }
}

/// Why a walk is blocked, or `None` if it is open.
fn walk_blocked(s: &State, d: Dir, n: u8) -> Option<String> {
    if n == 0 {
        return Some(
            "A distance of 0 is never a move: the two distance dice show the same number.".into(),
        );
    }
    let p = walk_path(s.pos, d, n);
    for &h in &p.passed {
        match s.mark(h) {
            Mark::Lined => {
                return Some(format!(
                    "The path crosses {}, which already has a line through it.",
                    BOARD.name(h)
                ))
            }
            Mark::Filled => {
                return Some(format!(
                    "The path crosses {}, which is already filled.",
                    BOARD.name(h)
                ))
            }
            Mark::Empty => {}
        }
    }
    if !p.escape {
        match s.mark(p.end) {
            Mark::Lined => {
                return Some(format!(
                    "It would end on {}, which already has a line through it.",
                    BOARD.name(p.end)
                ))
            }
            Mark::Filled => {
                return Some(format!(
                    "It would end on {}, which is already filled.",
                    BOARD.name(p.end)
                ))
            }
            Mark::Empty => {}
        }
    }
    None
}

/// The landing hex of a jump (possibly off the sheet, which is an escape).
pub fn jump_target(from: Hex, d: Dir) -> Hex {
    from + d.step().scale(BOARD.data.jump_length)
}

fn jump_blocked(s: &State, d: Dir) -> Option<String> {
    if s.jumps_left == 0 {
        return Some("You have no jumps left.".into());
    }
    let t = jump_target(s.pos, d);
    if BOARD.contains(t) && !BOARD.is_rim(t) {
        match s.mark(t) {
            Mark::Lined => {
                return Some(format!(
                    "A jump {d} would land on {t}, which already has a line through it."
                ))
            }
            Mark::Filled => {
                return Some(format!(
                    "A jump {d} would land on {t}, which is already filled."
                ))
            }
            Mark::Empty => {}
        }
    }
    None
}

/// The hex a player clicks for an action: the landing hex, or for an escape the first rim hex reached.
pub fn action_target(s: &State, a: &Action) -> Option<Hex> {
    match *a {
        Action::Move(d, n) => Some(walk_path(s.pos, d, n).end),
        Action::Jump(d) => {
            let t = jump_target(s.pos, d);
            if BOARD.contains(t) {
                Some(t)
            } else {
                // Off the sheet: point at the rim hex on the way.
                (1..BOARD.data.jump_length)
                    .map(|i| s.pos + d.step().scale(i))
                    .find(|&h| BOARD.is_rim(h))
            }
        }
        _ => None,
    }
}

/// The moves a roll offers, in words ("N 3, SE 2"): distance 0 is never a move, so it is left out.
pub fn offers_text(dice: [u8; 3]) -> String {
    let offers: Vec<String> = roll_choices(dice)
        .into_iter()
        .filter(|&(_, n)| n > 0)
        .map(|(d, n)| format!("{d} {n}"))
        .collect();
    if offers.is_empty() {
        "no move (both distance dice match)".to_string()
    } else {
        offers.join(", ")
    }
}

/// Honeycomb Caverns.
#[derive(Clone, Copy, Debug, Default)]
pub struct Honeycomb;

/// Honeycomb has no options.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Options {}

impl Honeycomb {
    pub fn fresh(&self) -> State {
        let mut s = State {
            marks: vec![Mark::Empty; BOARD.cells()],
            pos: Hex::ORIGIN,
            jumps_left: BOARD.data.jumps,
            phase: Phase::AwaitRoll,
            trail: vec![(Hex::ORIGIN, StepKind::Walk)],
        };
        s.set(Hex::ORIGIN, Mark::Filled);
        s
    }

    /// Ends the game with a fall if a roll left nothing to do.
    fn settle(&self, s: &mut State) {
        if let Phase::Rolled(_) = s.phase {
            if self.legal_actions(s).is_empty() {
                s.phase = Phase::Over(Ending::Fell);
            }
        }
    }
}

impl Rules for Honeycomb {
    type State = State;
    type Action = Action;
    type Options = Options;

    fn new_state(&self, _options: &Options, seats: usize) -> Result<State, String> {
        if seats != 1 {
            return Err(format!(
                "Honeycomb Caverns is a solo game, not for {seats} seats"
            ));
        }
        Ok(self.fresh())
    }

    fn to_move(&self, s: &State) -> ToMove {
        match s.phase {
            Phase::Rolling => ToMove::Chance,
            Phase::Over(_) => ToMove::Over,
            _ => ToMove::Seat(0),
        }
    }

    fn candidate_actions(&self, s: &State) -> Vec<Action> {
        let mut out = Vec::new();
        match s.phase {
            Phase::AwaitRoll => out.push(Action::Roll),
            Phase::Rolled(dice) => {
                out.push(Action::Roll);
                out.extend(
                    roll_choices(dice)
                        .into_iter()
                        .map(|(d, n)| Action::Move(d, n)),
                );
            }
            Phase::Rolling | Phase::Over(_) => return out,
        }
        out.extend(Dir::all().map(Action::Jump));
        out
    }

    fn check(&self, s: &State, a: &Action) -> Result<(), Refusal> {
        let blocked = |why: Option<String>| why.map_or(Ok(()), |w| Err(Refusal(w)));
        match (s.phase, *a) {
            (Phase::Over(_), _) => Err("The game is over.".into()),
            (_, Action::Dice(_)) => {
                Err("Dice results come from the dice, not from a player.".into())
            }
            (Phase::Rolling, _) => Err("Wait for the dice to land.".into()),
            (Phase::AwaitRoll, Action::Roll) => Ok(()),
            (Phase::Rolled(_), Action::Roll) => {
                Err("You have already rolled: use one of the roll's moves or jump.".into())
            }
            (Phase::AwaitRoll, Action::Move(..)) => {
                Err("Roll the dice first: a move uses the roll's numbers.".into())
            }
            (Phase::Rolled(dice), Action::Move(d, n)) => {
                if roll_choices(dice).contains(&(d, n)) {
                    blocked(walk_blocked(s, d, n))
                } else {
                    Err(Refusal(format!(
                        "This roll offers {}; {d} {n} is not one of them.",
                        offers_text(dice)
                    )))
                }
            }
            (_, Action::Jump(d)) => blocked(jump_blocked(s, d)),
        }
    }

    fn sample_chance(&self, _s: &State, rng: &mut ChaCha8Rng) -> Action {
        Action::Dice(std::array::from_fn(|_| rng.random_range(1..=6)))
    }

    fn check_chance(&self, s: &State, a: &Action) -> Result<(), String> {
        match a {
            Action::Dice(d) if s.phase == Phase::Rolling => {
                if d.iter().all(|v| (1..=6).contains(v)) {
                    Ok(())
                } else {
                    Err(format!("{a}: every die shows 1 to 6"))
                }
            }
            _ => Err(format!(
                "`{a}` is not a roll of three dice; the dice are rolling"
            )),
        }
    }

    fn perform(&self, s: &mut State, a: &Action) {
        match *a {
            Action::Roll => s.phase = Phase::Rolling,
            Action::Dice(d) => {
                s.phase = Phase::Rolled(d);
                self.settle(s);
            }
            Action::Move(d, n) => {
                let p = walk_path(s.pos, d, n);
                for &h in &p.passed {
                    s.set(h, Mark::Lined);
                }
                s.trail.push((p.end, StepKind::Walk));
                if p.escape {
                    s.phase = Phase::Over(Ending::Escaped(p.end));
                } else {
                    s.set(p.end, Mark::Filled);
                    s.pos = p.end;
                    s.phase = Phase::AwaitRoll;
                }
            }
            Action::Jump(d) => {
                let t = jump_target(s.pos, d);
                s.jumps_left = s.jumps_left.saturating_sub(1);
                s.trail.push((t, StepKind::Jump));
                if !BOARD.contains(t) || BOARD.is_rim(t) {
                    s.phase = Phase::Over(Ending::Escaped(t));
                } else {
                    s.set(t, Mark::Filled);
                    s.pos = t;
                    // A jump after a roll discards the roll.
                    s.phase = Phase::AwaitRoll;
                }
            }
        }
    }

    fn scores(&self, s: &State) -> Vec<SeatScore> {
        let mut lines = Vec::new();
        for ring in 1..BOARD.radius() {
            let count = BOARD
                .hexes()
                .into_iter()
                .filter(|h| h.ring() == ring && s.mark(*h) == Mark::Filled)
                .count() as i32;
            if count > 0 {
                let v = BOARD.data.ring_values[ring as usize];
                lines.push(SeatScore::line(
                    format!(
                        "{count} filled hex{} worth {v}",
                        if count == 1 { "" } else { "es" }
                    ),
                    count * v,
                ));
            }
        }
        let score = match s.phase {
            Phase::Over(Ending::Fell) => {
                let lost: i32 = lines.iter().map(|l| l.points).sum();
                lines.push(SeatScore::line(
                    "Fell into the cavern: nothing counts",
                    -lost,
                ));
                SeatScore::summed(lines)
            }
            Phase::Over(Ending::Escaped(_)) => {
                lines.push(SeatScore::line(
                    "Escaped over the rim: all treasure kept (no extra points)",
                    0,
                ));
                SeatScore::summed(lines)
            }
            _ => SeatScore::summed(lines),
        };
        vec![score]
    }

    fn winners(&self, s: &State) -> Vec<usize> {
        match s.phase {
            Phase::Over(Ending::Escaped(_)) => vec![0],
            _ => vec![],
        }
    }

    fn prompt(&self, s: &State, _names: Names<'_>) -> String {
        let jumps = match s.jumps_left {
            0 => "no jumps left".to_string(),
            1 => "1 jump left".to_string(),
            n => format!("{n} jumps left"),
        };
        match s.phase {
            Phase::AwaitRoll => format!("Roll the dice, or jump two hexes ({jumps})."),
            Phase::Rolling => "Rolling…".into(),
            Phase::Rolled(dice) => {
                let moves = self
                    .legal_actions(s)
                    .iter()
                    .filter(|a| matches!(a, Action::Move(..)))
                    .count();
                if moves == 0 {
                    format!("No move of this roll fits: you must jump ({jumps}).")
                } else {
                    format!("Pick a move ({}), or jump ({jumps}).", offers_text(dice))
                }
            }
            Phase::Over(Ending::Escaped(_)) => {
                format!("Sadie escaped with {} points!", s.filled_sum())
            }
            Phase::Over(Ending::Fell) => "Sadie fell into the cavern: 0 points.".into(),
        }
    }

    fn describe(&self, s: &State, a: &Action, _names: Names<'_>) -> String {
        match *a {
            Action::Roll => "rolls the dice".into(),
            Action::Dice([x, y, z]) => format!("{x} {y} {z}"),
            Action::Move(d, n) => {
                let p = walk_path(s.pos, d, n);
                if p.escape {
                    format!("goes {d} {n} and escapes at {}", BOARD.name(p.end))
                } else {
                    format!(
                        "goes {d} {n} to {} (+{})",
                        BOARD.name(p.end),
                        BOARD.value(p.end)
                    )
                }
            }
            Action::Jump(d) => {
                let t = jump_target(s.pos, d);
                if BOARD.contains(t) && !BOARD.is_rim(t) {
                    format!("jumps {d} to {} (+{})", BOARD.name(t), BOARD.value(t))
                } else {
                    format!("jumps {d} out of the cavern")
                }
            }
        }
    }

    fn invariants(&self, s: &State) -> Result<(), String> {
        if s.mark(s.pos) != Mark::Filled {
            return Err(format!("Sadie stands on {} which is not filled", s.pos));
        }
        if s.jumps_left > BOARD.data.jumps {
            return Err("more jumps than the game gives".into());
        }
        let filled = BOARD
            .hexes()
            .into_iter()
            .filter(|&h| s.mark(h) == Mark::Filled)
            .count();
        let landings = s
            .trail
            .iter()
            .filter(|(h, _)| BOARD.contains(*h) && !BOARD.is_rim(*h))
            .count();
        if filled != landings {
            return Err(format!("{filled} filled hexes but {landings} landings"));
        }
        if BOARD
            .hexes()
            .into_iter()
            .any(|h| BOARD.is_rim(h) && s.mark(h) != Mark::Empty)
        {
            return Err("a rim hex is marked".into());
        }
        Ok(())
    }

    fn max_game_length(&self, _seats: usize) -> usize {
        // Each move fills a hex; each roll takes 3 actions (roll, dice, move); jumps add one each.
        BOARD.hexes().len() * 3 + BOARD.data.jumps as usize * 2 + 4
    }
}

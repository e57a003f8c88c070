//! Honeycomb Caverns rules (docs/rulings.md, HC-1 to HC-8): pure data and functions, no GUI.
//!
//! The data types are in `state.rs`, the actions and their notation in `notation.rs`; both are
//! re-exported here so `rules::*` keeps naming them.

use super::board::{board, printed_radius, radius_ok, Board, Step, ESCAPE};
pub use super::board::{Dir, MIN_RADIUS};
pub use super::notation::Action;
pub use super::state::*;
use crate::engine::hex::Hex;
use crate::engine::text::Msg;
use crate::engine::{Names, Refusal, Rules, SeatScore, TableDice, ToMove};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// The `i`-th (direction, distance) choice of a roll: die `i` as the direction, the others'
/// difference as the distance.
fn roll_choice(dice: [u8; 3], i: usize) -> (Dir, u8) {
    let (a, b) = (dice[(i + 1) % 3], dice[(i + 2) % 3]);
    (Dir(dice[i]), a.abs_diff(b))
}

/// Whether the `i`-th choice of a roll repeats an earlier one.
fn repeats(dice: [u8; 3], i: usize) -> bool {
    (0..i).any(|j| roll_choice(dice, j) == roll_choice(dice, i))
}

/// The distinct (direction, distance) choices of a roll, distance 0 included (it is never legal).
pub fn roll_choices(dice: [u8; 3]) -> Vec<(Dir, u8)> {
    (0..3)
        .filter(|&i| !repeats(dice, i))
        .map(|i| roll_choice(dice, i))
        .collect()
}

/// Where a move of `n` towards `d` from `from` goes: the hexes it passes, the hex it ends on, and
/// whether that end is an escape (the rim reached at or before the last step).
#[derive(Clone, Debug, PartialEq)]
pub struct Path {
    pub passed: Vec<Hex>,
    pub end: Hex,
    pub escape: bool,
}

pub fn walk_path(board: &Board, from: Hex, d: Dir, n: u8) -> Path {
    let mut passed = Vec::new();
    for i in 1..=n as i32 {
        let h = from + d.step().scale(i);
        if board.escapes_at(h) {
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

/// How a marked hex blocks: one of two messages, by whether it has a line or is filled.
fn blocked_by(s: &State, h: Hex, lined: &'static str, filled: &'static str) -> Option<Msg> {
    match s.mark(h) {
        Mark::Lined => Some(Msg::new(lined)),
        Mark::Filled => Some(Msg::new(filled)),
        Mark::Empty => None,
    }
}

/// A direction in the player's words (the compass letters of the language).
pub fn dir_msg(d: Dir) -> Msg {
    Msg::new("hc-dir").int("face", d.0)
}

/// Why a walk is blocked, or `None` if it is open.
fn walk_blocked(s: &State, d: Dir, n: u8) -> Option<Msg> {
    if n == 0 {
        return Some(Msg::new("hc-refuse-distance-zero"));
    }
    let b = s.board();
    let p = walk_path(b, s.pos, d, n);
    // Hexes are said by their place on the way, not by a name: the sheet has no row labels, and
    // the hover ring shows the player which hex is meant.
    for (i, &h) in p.passed.iter().enumerate() {
        if let Some(why) = blocked_by(s, h, "hc-refuse-path-lined", "hc-refuse-path-filled") {
            return Some(why.count("nth", i + 1));
        }
    }
    if !p.escape {
        return blocked_by(s, p.end, "hc-refuse-end-lined", "hc-refuse-end-filled");
    }
    None
}

/// The landing hex of a jump (possibly off the sheet, which is an escape).
pub fn jump_target(from: Hex, d: Dir) -> Hex {
    from + d.step().scale(board(printed_radius()).data.jump_length)
}

fn jump_blocked(s: &State, d: Dir) -> Option<Msg> {
    if s.jumps_left == 0 {
        return Some(Msg::new("hc-refuse-no-jumps"));
    }
    let t = jump_target(s.pos, d);
    if s.board().escapes_at(t) {
        return None;
    }
    blocked_by(s, t, "hc-refuse-jump-lined", "hc-refuse-jump-filled")
        .map(|why| why.msg("dir", dir_msg(d)))
}

/// The hex a player clicks for an action: the landing hex, or for an escape the first rim hex reached.
pub fn action_target(s: &State, a: &Action) -> Option<Hex> {
    let b = s.board();
    match *a {
        Action::Move(d, n) => Some(walk_path(b, s.pos, d, n).end),
        Action::Jump(d) => {
            let t = jump_target(s.pos, d);
            if b.contains(t) {
                Some(t)
            } else {
                // Off the sheet: point at the rim hex on the way.
                (1..b.data.jump_length)
                    .map(|i| s.pos + d.step().scale(i))
                    .find(|&h| b.is_rim(h))
            }
        }
        _ => None,
    }
}

/// A walk in words: its direction and distance ("N 3", "NO 3").
pub fn walk_msg(d: Dir, n: u8) -> Msg {
    Msg::new("hc-walk").msg("dir", dir_msg(d)).int("n", n)
}

/// The moves a roll offers, in words ("N 3, SE 2"): distance 0 is never a move, so it is left out.
pub fn offers_text(dice: [u8; 3]) -> Msg {
    let offers: Vec<Msg> = roll_choices(dice)
        .into_iter()
        .filter(|&(_, n)| n > 0)
        .map(|(d, n)| walk_msg(d, n))
        .collect();
    let mut it = offers.into_iter();
    match (it.next(), it.next(), it.next()) {
        (None, ..) => Msg::new("hc-offers-none"),
        (Some(a), None, _) => Msg::new("hc-offers-1").msg("a", a),
        (Some(a), Some(b), None) => Msg::new("hc-offers-2").msg("a", a).msg("b", b),
        (Some(a), Some(b), Some(c)) => Msg::new("hc-offers-3").msg("a", a).msg("b", b).msg("c", c),
    }
}

/// Honeycomb Caverns.
#[derive(Clone, Copy, Debug, Default)]
pub struct Honeycomb;

impl Honeycomb {
    /// A new sheet on the printed board.
    pub fn fresh(&self) -> State {
        self.fresh_on(printed_radius())
    }

    /// A new sheet on the board of `radius`.
    pub fn fresh_on(&self, radius: u8) -> State {
        State::new_sheet(radius)
    }

    /// Whether the player has anything to do with the dice on the table (a walk or a jump).
    fn can_act(&self, s: &State, dice: [u8; 3]) -> bool {
        (0..3).any(|i| {
            let (d, n) = roll_choice(dice, i);
            s.walk_open(d, n)
        }) || Dir::all().any(|d| s.jump_open(d))
    }

    /// Ends the game with a fall if a roll left nothing to do.
    fn settle(&self, s: &mut State) {
        if let Phase::Rolled(dice) = s.phase {
            if !self.can_act(s, dice) {
                s.phase = Phase::Over(Ending::Fell);
            }
        }
    }
}

impl Rules for Honeycomb {
    type State = State;
    type Action = Action;
    type Options = Options;

    // The contract's errors are text (every game's); they are worded here, in the language of
    // the thread that asks (the window's or the command line's).
    fn new_state(&self, options: &Options, seats: usize) -> Result<State, String> {
        if seats != 1 {
            return Err(Msg::new("hc-solo-only").count("seats", seats).to_string());
        }
        if !radius_ok(options.radius) {
            return Err(Msg::new("hc-no-such-radius")
                .int("radius", options.radius)
                .int("min", MIN_RADIUS)
                .int("max", printed_radius())
                .to_string());
        }
        Ok(self.fresh_on(options.radius))
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

    /// The candidates `check` accepts, in the same order, from the move tables (one mask test per
    /// walk or jump).
    fn legal_actions(&self, s: &State) -> Vec<Action> {
        let mut out = Vec::with_capacity(10);
        match s.phase {
            Phase::AwaitRoll => out.push(Action::Roll),
            Phase::Rolled(dice) => {
                for i in 0..3 {
                    let (d, n) = roll_choice(dice, i);
                    if !repeats(dice, i) && s.walk_open(d, n) {
                        out.push(Action::Move(d, n));
                    }
                }
            }
            Phase::Rolling | Phase::Over(_) => return out,
        }
        out.extend(Dir::all().filter(|&d| s.jump_open(d)).map(Action::Jump));
        out
    }

    fn check(&self, s: &State, a: &Action) -> Result<(), Refusal> {
        let blocked = |why: Option<Msg>| why.map_or(Ok(()), |w| Err(Refusal(w)));
        match (s.phase, *a) {
            (Phase::Over(_), _) => Err(Refusal::new("refuse-game-over")),
            (_, Action::Dice(_)) => Err(Refusal::new("hc-refuse-dice-by-hand")),
            (Phase::Rolling, _) => Err(Refusal::new("hc-refuse-wait-dice")),
            (Phase::AwaitRoll, Action::Roll) => Ok(()),
            (Phase::Rolled(_), Action::Roll) => Err(Refusal::new("hc-refuse-rolled-already")),
            (Phase::AwaitRoll, Action::Move(..)) => Err(Refusal::new("hc-refuse-roll-first")),
            (Phase::Rolled(dice), Action::Move(d, n)) => {
                if roll_choices(dice).contains(&(d, n)) {
                    blocked(walk_blocked(s, d, n))
                } else {
                    Err(Msg::new("hc-refuse-not-offered")
                        .msg("offers", offers_text(dice))
                        .msg("walk", walk_msg(d, n))
                        .into())
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
                    Err(Msg::new("hc-chance-faces")
                        .text("dice", a.to_string())
                        .to_string())
                }
            }
            _ => Err(Msg::new("hc-chance-not-dice")
                .text("action", a.to_string())
                .to_string()),
        }
    }

    fn table_dice(&self, s: &State) -> Option<TableDice> {
        (s.phase == Phase::Rolling).then(|| TableDice::d6(3))
    }

    fn dice_outcome(&self, s: &State, values: &[u8]) -> Option<Action> {
        let dice: [u8; 3] = values.try_into().ok()?;
        (s.phase == Phase::Rolling).then_some(Action::Dice(dice))
    }

    fn perform(&self, s: &mut State, a: &Action) {
        match *a {
            Action::Roll => s.phase = Phase::Rolling,
            Action::Dice(d) => {
                s.phase = Phase::Rolled(d);
                self.settle(s);
            }
            Action::Move(d, n) => {
                let step = *s.walk(d, n);
                land(s, &step, StepKind::Walk);
            }
            Action::Jump(d) => {
                let step = *s.board().jump(s.cell(), d);
                s.jumps_left = s.jumps_left.saturating_sub(1);
                // A jump after a roll discards the roll.
                land(s, &step, StepKind::Jump);
            }
        }
    }

    fn scores(&self, s: &State) -> Vec<SeatScore> {
        let b = s.board();
        let mut lines = Vec::new();
        for ring in 1..b.radius() {
            let count = b
                .hexes()
                .into_iter()
                .filter(|h| h.ring() == ring && s.mark(*h) == Mark::Filled)
                .count() as i32;
            if count > 0 {
                let v = b.data.ring_values[ring as usize];
                lines.push(SeatScore::line(
                    Msg::new("hc-score-ring")
                        .int("count", count)
                        .int("value", v),
                    count * v,
                ));
            }
        }
        let score = match s.phase {
            Phase::Over(Ending::Fell) => {
                let lost: i32 = lines.iter().map(|l| l.points).sum();
                lines.push(SeatScore::line(Msg::new("hc-score-fell"), -lost));
                SeatScore::summed(lines)
            }
            Phase::Over(Ending::Escaped(_)) => {
                lines.push(SeatScore::line(Msg::new("hc-score-escaped"), 0));
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

    fn prompt(&self, s: &State, _names: Names<'_>) -> Msg {
        let jumps = Msg::new("hc-jumps-left").int("n", s.jumps_left);
        match s.phase {
            Phase::AwaitRoll => Msg::new("hc-prompt-roll").msg("jumps", jumps),
            Phase::Rolling => Msg::new("hc-prompt-rolling"),
            Phase::Rolled(dice) => {
                let moves = self
                    .legal_actions(s)
                    .iter()
                    .filter(|a| matches!(a, Action::Move(..)))
                    .count();
                if moves == 0 {
                    Msg::new("hc-prompt-must-jump").msg("jumps", jumps)
                } else {
                    Msg::new("hc-prompt-pick")
                        .msg("offers", offers_text(dice))
                        .msg("jumps", jumps)
                }
            }
            Phase::Over(Ending::Escaped(_)) => {
                Msg::new("hc-prompt-escaped").int("points", s.filled_sum())
            }
            Phase::Over(Ending::Fell) => Msg::new("hc-prompt-fell"),
        }
    }

    fn describe(&self, s: &State, a: &Action, _names: Names<'_>) -> Msg {
        let b = s.board();
        match *a {
            Action::Roll => Msg::new("hc-log-roll"),
            Action::Dice([x, y, z]) => Msg::new("hc-log-dice").int("a", x).int("b", y).int("c", z),
            Action::Move(d, n) => {
                let p = walk_path(b, s.pos, d, n);
                if p.escape {
                    Msg::new("hc-log-walk-escape").msg("walk", walk_msg(d, n))
                } else {
                    Msg::new("hc-log-walk")
                        .msg("walk", walk_msg(d, n))
                        .int("value", b.value(p.end))
                }
            }
            Action::Jump(d) => {
                let t = jump_target(s.pos, d);
                if b.escapes_at(t) {
                    Msg::new("hc-log-jump-escape").msg("dir", dir_msg(d))
                } else {
                    Msg::new("hc-log-jump")
                        .msg("dir", dir_msg(d))
                        .int("value", b.value(t))
                }
            }
        }
    }

    fn invariants(&self, s: &State) -> Result<(), String> {
        if !radius_ok(s.radius) {
            return Err(format!("no board of radius {}", s.radius));
        }
        let b = s.board();
        if s.mark(s.pos) != Mark::Filled {
            return Err(format!("Sadie stands on {} which is not filled", s.pos));
        }
        if s.lined.0 & s.filled.0 != 0 {
            return Err("a hex is both lined and filled".into());
        }
        if s.jumps_left > b.data.jumps {
            return Err("more jumps than the game gives".into());
        }
        let filled = s.filled.0.count_ones() as usize;
        let landings = s.trail.iter().filter(|(h, _)| !b.escapes_at(*h)).count();
        if filled != landings {
            return Err(format!("{filled} filled hexes but {landings} landings"));
        }
        if s.blocked().0 >> b.inner_cells() != 0 {
            return Err("a rim hex is marked".into());
        }
        Ok(())
    }

    fn max_game_length(&self, _seats: usize) -> usize {
        // Each move fills a hex; each roll takes 3 actions (roll, dice, move); jumps add one each.
        // The printed board is the largest.
        let b = board(printed_radius());
        b.hexes().len() * 3 + b.data.jumps as usize * 2 + 4
    }
}

/// Sadie walks or jumps along `step`: lines what it crosses, then lands (filling the hex) or
/// escapes.
fn land(s: &mut State, step: &Step, kind: StepKind) {
    s.lined.0 |= step.lined;
    s.trail.push((step.end, kind));
    if step.to == ESCAPE {
        s.phase = Phase::Over(Ending::Escaped(step.end));
    } else {
        s.filled = s.filled.with(step.to);
        s.pos = step.end;
        s.phase = Phase::AwaitRoll;
    }
}

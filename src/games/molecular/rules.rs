//! Molecular Structures rules (docs/rulings.md MS-1…9): pure functions over [`State`], no GUI.
//!
//! One legality source: [`Rules::check`], built from [`Molecular::check_take`],
//! [`Molecular::check_write`] and the box checks; the legal actions are the candidates that pass
//! it (listed straight from the sheet's bit sets by `legal_actions`, and a seeded test checks the
//! two agree).
//!
//! Decisions beyond docs/rulings.md:
//! - The setup is played by everyone at once (seat 1 in focus first), each writing its three dice
//!   one by one (`take`, then `write` into a blue hex). Every seat writes the same three numbers.
//! - `red reroll` needs at least one die left in the pool (rerolling nothing is not an option);
//!   `red skip` is always open while a red box is left.
//! - A drafted 6 may always be rerolled, even when no value 1–5 fits anywhere any more (the reroll
//!   is then lost unless it shows another 6). Taking the 6 still needs it to be usable.
//! - When a player goes out, the two dice that leave come from this round's discards, most recent
//!   first; the pool's leftovers are discarded when the round ends, and the discards are emptied
//!   when the next round is rolled.
//! - The second pass of a round keeps the first pass's order; a player who goes out during the
//!   first pass is simply skipped in the second.

// The data types live in state.rs and notation.rs; re-exported so `rules::*` keeps naming them.
pub use super::notation::Action;
pub use super::state::*;
use crate::engine::text::Msg;
use crate::engine::{waiting, Names, Refusal, Rules, SeatScore, TableDice, ToMove};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// Molecular Structures.
#[derive(Clone, Copy, Debug, Default)]
pub struct Molecular;

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

/// Dice faces as "1 2 6".
pub fn join(d: &[u8]) -> String {
    let v: Vec<String> = d.iter().map(|x| x.to_string()).collect();
    v.join(" ")
}

fn refuse<T>(why: Msg) -> Result<T, Refusal> {
    Err(Refusal(why))
}

/// "Ann's 6": the drafted 6 of `seat` being rerolled (English says it with a possessive, the
/// others with the name).
fn six_of(names: Names<'_>, seat: usize) -> Msg {
    Msg::new("ms-six-of")
        .text("whose", names.possessive(seat))
        .text("name", names.get(seat).into_owned())
}

/// What a hex holds, in words ("5", "X").
fn cell_msg(c: Cell) -> Msg {
    match c {
        Cell::Empty => Msg::new("ms-cell-empty"),
        Cell::Num(n) => Msg::new("number").int("n", n),
        Cell::X => Msg::new("ms-cell-x"),
    }
}

/// Why a hex cannot take a mark, in words.
pub fn block_msg(b: &Block) -> Msg {
    match *b {
        Block::Filled(at, c) => Msg::new("ms-block-filled")
            .text("at", at.to_string())
            .msg("cell", cell_msg(c)),
        Block::OwnCap {
            at,
            value,
            connections,
        } => Msg::new("ms-block-own")
            .text("at", at.to_string())
            .int("value", value)
            .count("connections", connections),
        Block::NeighbourCap {
            at,
            value,
            connections,
        } => Msg::new("ms-block-neighbour")
            .text("at", at.to_string())
            .int("value", value)
            .count("connections", connections),
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

    /// Whether the seat to move may pick a die showing `v` now (a setup die or a pool die).
    pub fn check_take(s: &State, v: u8) -> Result<(), Refusal> {
        let sheet = &s.sheets[s.seat];
        match s.stage {
            Stage::SetupTake if sheet.setup_left.contains(&v) => Ok(()),
            Stage::SetupTake => refuse(
                Msg::new("ms-refuse-setup-not-left")
                    .text("left", join(&sheet.setup_left))
                    .int("v", v),
            ),
            // A die that left the game with a player who went out says so (it was in this
            // round's pool a moment ago).
            Stage::Take if !s.pool.contains(&v) && s.removed.contains(&v) => {
                refuse(Msg::new("ms-refuse-left-game").int("v", v))
            }
            Stage::Take if !s.pool.contains(&v) => {
                refuse(Msg::new("ms-refuse-not-in-pool").int("v", v))
            }
            Stage::Take if sheet.usable(v) => Ok(()),
            Stage::Take => refuse(match v {
                1 => Msg::new("ms-refuse-one-useless"),
                6 => Msg::new("ms-refuse-six-useless"),
                _ => {
                    let why = (0..LAYOUT.len())
                        .filter_map(|i| sheet.block(i, Cell::Num(v)))
                        .find(|b| !matches!(b, Block::Filled(..)));
                    match why {
                        Some(b) => Msg::new("ms-refuse-fits-nowhere-because")
                            .int("v", v)
                            .msg("why", block_msg(&b)),
                        None => Msg::new("ms-refuse-fits-nowhere").int("v", v),
                    }
                }
            }),
            Stage::Drafted(h) | Stage::Rerolled(h) | Stage::SetupWrite(h) => {
                refuse(Msg::new("ms-refuse-holding").int("v", h))
            }
            Stage::PlaceX => refuse(Msg::new("ms-refuse-place-x-first")),
            _ => refuse(Msg::new("ms-refuse-not-now-take")),
        }
    }

    /// Whether the seat to move may write what it holds (a number or an X) into hex `h` now.
    pub fn check_write(s: &State, h: Spot) -> Result<(), Refusal> {
        let Some(mark) = Self::mark_to_write(s) else {
            return refuse(Msg::new(match s.stage {
                Stage::Drafted(6) => "ms-refuse-six-never-written",
                Stage::Take | Stage::SetupTake => "ms-refuse-pick-first",
                _ => "ms-refuse-nothing-to-write",
            }));
        };
        if !h.on_sheet() {
            return refuse(Msg::new("ms-refuse-no-hex").text("hex", h.to_string()));
        }
        if matches!(s.stage, Stage::SetupWrite(_)) && !LAYOUT.is_blue(h.index()) {
            return refuse(Msg::new("ms-refuse-setup-blue").text("blue", LAYOUT.blue_names()));
        }
        match s.sheets[s.seat].block(h.index(), mark) {
            Some(b) => refuse(block_msg(&b)),
            None => Ok(()),
        }
    }

    /// Whether a red box may be crossed now (`reroll`: to reroll the pool, else to write nothing).
    fn check_red(s: &State, reroll: bool) -> Result<(), Refusal> {
        match s.stage {
            Stage::Drafted(1) if s.sheets[s.seat].red_left() == 0 => {
                refuse(Msg::new("ms-refuse-red-none"))
            }
            Stage::Drafted(1) if reroll && s.pool.is_empty() => {
                refuse(Msg::new("ms-refuse-pool-empty"))
            }
            Stage::Drafted(1) => Ok(()),
            Stage::Rerolled(1) => refuse(Msg::new("ms-refuse-red-rerolled-one")),
            _ => refuse(Msg::new("ms-refuse-red-not-now")),
        }
    }

    /// Whether a green box may be crossed now (for an X).
    fn check_green(s: &State) -> Result<(), Refusal> {
        let sheet = &s.sheets[s.seat];
        match s.stage {
            Stage::Drafted(6) if sheet.green_left() == 0 => {
                refuse(Msg::new("ms-refuse-green-none"))
            }
            Stage::Drafted(6) if !sheet.fits_anywhere(Cell::X) => {
                refuse(Msg::new("ms-refuse-x-nowhere"))
            }
            Stage::Drafted(6) => Ok(()),
            _ => refuse(Msg::new("ms-refuse-green-not-now")),
        }
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
            let room = sheet.room();
            if s.pool.iter().any(|&v| room.usable(sheet, v)) {
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
}

impl Rules for Molecular {
    type State = State;
    type Action = Action;
    type Options = Options;

    fn new_state(&self, _options: &Options, seats: usize) -> Result<State, String> {
        if !(2..=8).contains(&seats) {
            return Err(Msg::new("ms-seats").count("seats", seats).to_string());
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
            setup_waiting: Vec::new(),
        })
    }

    fn ready(&self, s: &State) -> Vec<usize> {
        match s.stage {
            Stage::SetupTake | Stage::SetupWrite(_) => {
                waiting::ready_seats(s.seat, &s.setup_waiting, |w| Some(w.0))
            }
            _ => match self.to_move(s) {
                ToMove::Seat(seat) => vec![seat],
                _ => Vec::new(),
            },
        }
    }

    fn focus(&self, s: &mut State, seat: usize) -> bool {
        if self.to_move(s) == ToMove::Seat(seat) {
            return true;
        }
        // Only the setup has seats waiting; otherwise the seat to move is the only one ready.
        let mut focused = (s.seat, s.stage);
        if s.setup_waiting.is_empty()
            || !waiting::swap_focus(&mut focused, &mut s.setup_waiting, seat, |w| Some(w.0))
        {
            return false;
        }
        (s.seat, s.stage) = focused;
        true
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
    fn check(&self, s: &State, a: &Action) -> Result<(), Refusal> {
        match (s.stage, a) {
            (Stage::Over, _) => refuse(Msg::new("ms-refuse-over")),
            (_, Action::Dice(_)) => refuse(Msg::new("ms-refuse-dice-by-hand")),
            (Stage::SetupRoll | Stage::RoundRoll | Stage::SixRoll | Stage::PoolReroll, _) => {
                refuse(Msg::new("ms-refuse-wait-dice"))
            }
            (_, Action::Take(v)) => Self::check_take(s, *v),
            (_, Action::Write(h)) => Self::check_write(s, *h),
            (_, Action::RedReroll) => Self::check_red(s, true),
            (_, Action::RedSkip) => Self::check_red(s, false),
            (_, Action::Green) => Self::check_green(s),
            (Stage::Drafted(6), Action::Reroll) => Ok(()),
            (_, Action::Reroll) => refuse(Msg::new("ms-refuse-reroll-only-six")),
        }
    }

    fn candidate_actions(&self, s: &State) -> Vec<Action> {
        let writes = || LAYOUT.spots.iter().map(|&h| Action::Write(h));
        match s.stage {
            Stage::SetupTake => distinct(&s.sheets[s.seat].setup_left)
                .into_iter()
                .map(Action::Take)
                .collect(),
            Stage::Take => distinct(&s.pool).into_iter().map(Action::Take).collect(),
            Stage::SetupWrite(_) | Stage::Rerolled(_) | Stage::PlaceX => writes().collect(),
            Stage::Drafted(1) => writes()
                .chain([Action::RedReroll, Action::RedSkip])
                .collect(),
            // A 6 is never written; its hexes stay candidates so a click there says why.
            Stage::Drafted(6) => [Action::Green, Action::Reroll]
                .into_iter()
                .chain(writes())
                .collect(),
            Stage::Drafted(_) => writes().collect(),
            Stage::SetupRoll
            | Stage::RoundRoll
            | Stage::SixRoll
            | Stage::PoolReroll
            | Stage::Over => Vec::new(),
        }
    }

    /// Exactly the candidates that pass [`Rules::check`], in the same order, worked out from the
    /// sheet's [`Room`] instead of asking `check` hex by hex (a seeded test compares the two).
    fn legal_actions(&self, s: &State) -> Vec<Action> {
        let sheet = &s.sheets[s.seat];
        let writes = |bits: u128| {
            LAYOUT
                .spots
                .iter()
                .enumerate()
                .filter(move |(i, _)| bits >> i & 1 == 1)
                .map(|(_, &h)| Action::Write(h))
        };
        match s.stage {
            Stage::SetupTake => distinct(&sheet.setup_left)
                .into_iter()
                .map(Action::Take)
                .collect(),
            Stage::Take => {
                let room = sheet.room();
                distinct(&s.pool)
                    .into_iter()
                    .filter(|&v| room.usable(sheet, v))
                    .map(Action::Take)
                    .collect()
            }
            Stage::SetupWrite(v) => {
                writes(sheet.room().fits_bits(Cell::Num(v)) & LAYOUT.blue_bits).collect()
            }
            Stage::Drafted(6) => {
                let mut out = Vec::with_capacity(2);
                if sheet.green_left() > 0 && sheet.fits_anywhere(Cell::X) {
                    out.push(Action::Green);
                }
                out.push(Action::Reroll);
                out
            }
            Stage::Drafted(1) => {
                let mut out: Vec<Action> = writes(sheet.room().fits_bits(Cell::Num(1))).collect();
                if sheet.red_left() > 0 {
                    if !s.pool.is_empty() {
                        out.push(Action::RedReroll);
                    }
                    out.push(Action::RedSkip);
                }
                out
            }
            Stage::Drafted(_) | Stage::Rerolled(_) | Stage::PlaceX => {
                match Self::mark_to_write(s) {
                    Some(mark) => writes(sheet.room().fits_bits(mark)).collect(),
                    None => Vec::new(),
                }
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
                    Err(Msg::new("ms-chance-count")
                        .text("action", a.to_string())
                        .count("want", want)
                        .count("given", d.len())
                        .to_string())
                } else if d.iter().all(|v| (1..=6).contains(v)) {
                    Ok(())
                } else {
                    Err(Msg::new("ms-chance-faces")
                        .text("action", a.to_string())
                        .to_string())
                }
            }
            _ => Err(Msg::new("ms-chance-not-roll")
                .text("action", a.to_string())
                .to_string()),
        }
    }
    fn table_dice(&self, s: &State) -> Option<TableDice> {
        (self.to_move(s) == ToMove::Chance).then(|| TableDice::d6(Self::dice_count(s)))
    }

    fn dice_outcome(&self, s: &State, values: &[u8]) -> Option<Action> {
        (self.to_move(s) == ToMove::Chance).then(|| Action::Dice(values.to_vec()))
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
                s.setup_waiting = (1..s.seats()).map(|i| (i, Stage::SetupTake)).collect();
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
                let seat = s.seat;
                if !s.sheets[seat].setup_left.is_empty() {
                    s.stage = Stage::SetupTake;
                } else if let Some(next) =
                    waiting::take_next(&mut s.setup_waiting, seat, |w| Some(w.0))
                {
                    (s.seat, s.stage) = next;
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
            _ => {
                let stage = s.stage;
                debug_assert!(false, "perform got an unexpected action {a} at {stage:?}");
            }
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
                            Msg::new("ms-score-complete").int("count", k).int("n", n),
                            k * n as i32,
                        ));
                    }
                }
                let pts = LAYOUT.data.box_points;
                lines.push(SeatScore::line(
                    Msg::new("ms-score-red").int("count", sheet.red_left()),
                    pts * sheet.red_left() as i32,
                ));
                lines.push(SeatScore::line(
                    Msg::new("ms-score-green").int("count", sheet.green_left()),
                    pts * sheet.green_left() as i32,
                ));
                SeatScore::summed(lines)
            })
            .collect()
    }
    fn prompt(&self, s: &State, names: Names<'_>) -> Msg {
        let who = || names.get(s.seat).into_owned();
        let said = |id: &'static str| Msg::new(id).text("name", who());
        match s.stage {
            Stage::SetupRoll => Msg::new("ms-prompt-setup-roll"),
            Stage::SetupTake => said("ms-prompt-setup-take"),
            Stage::SetupWrite(v) => said("ms-prompt-setup-write").int("v", v),
            Stage::RoundRoll => Msg::new("ms-prompt-round-roll"),
            Stage::Take => said("ms-prompt-take")
                .int("round", s.round)
                .count("pass", s.pass()),
            Stage::Drafted(1) if s.sheets[s.seat].red_left() > 0 => said("ms-prompt-one-or-red"),
            Stage::Drafted(1) => said("ms-prompt-one"),
            Stage::Drafted(6) => said("ms-prompt-six"),
            Stage::Drafted(v) | Stage::Rerolled(v) => said("ms-prompt-write").int("v", v),
            Stage::SixRoll => Msg::new("ms-prompt-six-roll").msg("six", six_of(names, s.seat)),
            Stage::PlaceX => said("ms-prompt-place-x"),
            Stage::PoolReroll => Msg::new("ms-prompt-pool-reroll"),
            Stage::Over => {
                let result = crate::engine::rules::result_on_points(self, s, names);
                Msg::new("ms-prompt-over").msg("result", result)
            }
        }
    }

    fn describe(&self, before: &State, a: &Action, names: Names<'_>) -> Msg {
        let dice = |d: &[u8]| Msg::new("ms-log-dice").text("dice", join(d));
        let mut text = match (before.stage, a) {
            (Stage::SetupRoll, Action::Dice(d)) => Msg::new("ms-log-setup").text("dice", join(d)),
            (Stage::RoundRoll, Action::Dice(d)) => Msg::new("ms-log-pool")
                .int("round", before.round + 1)
                .text("dice", join(d)),
            (Stage::PoolReroll, Action::Dice(d)) => {
                Msg::new("ms-log-pool-reroll").text("dice", join(d))
            }
            (Stage::SixRoll, Action::Dice(d)) => {
                let v = d.first().copied().unwrap_or(6);
                let id = if v == 6 {
                    "ms-log-six-again"
                } else if !before.sheets[before.seat].fits_anywhere(Cell::Num(v)) {
                    "ms-log-six-lost"
                } else {
                    "ms-log-six"
                };
                Msg::new(id)
                    .msg("six", six_of(names, before.seat))
                    .int("v", v)
            }
            (_, Action::Take(v)) => Msg::new("ms-log-take").int("v", *v),
            (_, Action::Write(h)) => {
                let mark = Self::mark_to_write(before).unwrap_or(Cell::X);
                Msg::new("ms-log-write")
                    .msg("mark", cell_msg(mark))
                    .text("hex", h.to_string())
            }
            (_, Action::RedReroll) => Msg::new("ms-log-red-reroll"),
            (_, Action::RedSkip) => Msg::new("ms-log-red-skip"),
            (_, Action::Green) => Msg::new("ms-log-green"),
            (_, Action::Reroll) => Msg::new("ms-log-reroll"),
            (_, Action::Dice(d)) => dice(d),
        };
        // Players who go out as a consequence, and the dice that leave with them. Only an action
        // that ends a turn (or rolls a round's pool) starts the next turn, where players go out;
        // for those the action is performed on a copy (the session describes only checked
        // actions, so that is safe).
        let ends_turn = matches!(
            (before.stage, a),
            (
                Stage::RoundRoll | Stage::PoolReroll | Stage::SixRoll,
                Action::Dice(_)
            ) | (
                Stage::Drafted(_) | Stage::Rerolled(_) | Stage::PlaceX,
                Action::Write(_)
            ) | (_, Action::RedSkip)
        );
        if !ends_turn {
            return text;
        }
        let mut after = before.clone();
        self.perform(&mut after, a);
        for (i, (b, x)) in before.sheets.iter().zip(&after.sheets).enumerate() {
            if !b.out && x.out {
                text = Msg::new("ms-log-out")
                    .msg("action", text)
                    .text("name", names.get(i).into_owned());
            }
        }
        let left = if after.round == before.round {
            after.removed.len().saturating_sub(before.removed.len())
        } else {
            0
        };
        if left > 0 {
            let start = after.removed.len() - left;
            text = Msg::new("ms-log-leave")
                .msg("action", text)
                .text("dice", join(&after.removed[start..]));
        }
        text
    }

    fn invariants(&self, s: &State) -> Result<(), String> {
        let setup = matches!(s.stage, Stage::SetupTake | Stage::SetupWrite(_));
        if (!setup && !s.setup_waiting.is_empty())
            || !s.setup_waiting.windows(2).all(|w| w[0].0 < w[1].0)
            || s.setup_waiting.iter().any(|w| {
                w.0 == s.seat
                    || w.0 >= s.seats()
                    || !matches!(w.1, Stage::SetupTake | Stage::SetupWrite(_))
            })
        {
            return Err(format!("setup steps waiting: {:?}", s.setup_waiting));
        }
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

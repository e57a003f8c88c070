//! Hex Roller rules (docs/rulings.md, HR-1 to HR-8): pure data and functions, no GUI.
//!
//! Every seat plays on the same roll. A round is one chance action (the roll) followed by each
//! seat's turn in seat order; a turn is a sequence of small actions (one per click). The types are
//! in `state.rs`, the notation in `notation.rs`, scoring in `score.rs`. This file and its two parts
//! decide what is legal: [`Rules::check`] here, the refusals in words in `rules/refusal.rs`, and
//! the chain rule (the one test of where a number may go next, shared with the bot) in
//! `rules/chain.rs`.
//!
//! Decisions beyond docs/rulings.md (players would expect these):
//! - A bonus is used between chains, never in the middle of one: before the first number, between
//!   the two numbers, or after both, but before the tracker is filled (filling it ends the turn).
//! - The extra hex may be added to either chosen number at any of those moments, as long as it
//!   touches the last hex of that number's chain (a chain that ended short cannot be extended).
//! - The third number may be written before, between or after the two main numbers; it must differ
//!   from both of them and is never recorded in the tracker.
//! - When no hex is legal for the next step of a chain, the chain ends by itself (no click needed);
//!   the log says so.
//! - The free 2 counts as a number for filling areas and for the area's most common number, but
//!   never starts or continues a chain (no die shows 2).

pub use super::notation::Action;
pub use super::score::*;
pub use super::state::*;
use crate::engine::hex::Hex;
use crate::engine::text::Msg;
use crate::engine::{waiting, Names, Refusal, Rules, SeatScore, TableDice, ToMove};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

mod chain;
mod refusal;

use chain::{chain_fault, chain_mask_in, WriteFault};
pub use chain::{chain_mask, chain_targets};

/// Hex Roller.
#[derive(Clone, Copy, Debug, Default)]
pub struct HexRoller;

/// "Ann's turn" words for the seat to move.
fn who(names: Names<'_>, seat: usize) -> String {
    names.get(seat).into_owned()
}

/// "Round 3 of 7" while playing, "All 7 rounds played" at the end.
pub fn status_text(s: &State) -> Msg {
    let rounds = s.layout().rounds();
    if s.phase == Phase::Over {
        Msg::new("hr-status-over").count("rounds", rounds)
    } else {
        Msg::new("hr-status-round")
            .count("round", (s.round as usize + 1).min(rounds))
            .count("rounds", rounds)
    }
}

impl HexRoller {
    pub fn fresh(&self, side: Side, seats: usize) -> State {
        let layout = side.layout();
        State {
            side,
            round: 0,
            dice: Vec::new(),
            sheets: vec![Sheet::new(layout); seats],
            phase: Phase::Rolling,
            waiting: Vec::new(),
        }
    }

    /// Why hex index `i` cannot be written now, or `None` when it can.
    fn write_fault(&self, s: &State, t: &Turn, i: usize) -> Option<WriteFault> {
        let layout = s.layout();
        let sheet = &s.sheets[t.seat];
        match t.step {
            Step::Free => Some(if sheet.cells[i] != 0 {
                WriteFault::Filled
            } else {
                WriteFault::NothingToWrite
            }),
            Step::Chain => match t.chains.last() {
                Some(c) if !c.done() => {
                    chain_fault(layout, sheet, c.number, c.hexes.last().copied(), i)
                }
                _ => Some(WriteFault::NothingToWrite),
            },
            Step::Extra(n) => {
                let last = t.chain_of(n).and_then(|c| c.hexes.last().copied());
                match (last, chain_fault(layout, sheet, n, last, i)) {
                    (_, Some(WriteFault::Filled)) => Some(WriteFault::Filled),
                    (Some(_), None) => None,
                    _ => Some(WriteFault::ExtraMustTouch(n, last)),
                }
            }
            Step::Two => (sheet.cells[i] != 0).then_some(WriteFault::Filled),
        }
    }

    /// The legal hexes for the pending write, as hex indices (empty when nothing is being written).
    pub fn write_targets(&self, s: &State) -> Vec<usize> {
        match &s.phase {
            Phase::Turn(t) => bits(self.target_mask(s, t)).collect(),
            _ => Vec::new(),
        }
    }

    /// The legal hexes for the pending write as a bit set: the fast form of
    /// [`HexRoller::write_fault`] over every hex.
    fn target_mask(&self, s: &State, t: &Turn) -> u128 {
        let layout = s.layout();
        let sheet = &s.sheets[t.seat];
        match t.step {
            Step::Free => 0,
            Step::Chain => match t.chains.last() {
                Some(c) if !c.done() => {
                    chain_mask(layout, sheet, c.number, c.hexes.last().copied())
                }
                _ => 0,
            },
            Step::Extra(n) => match t.chain_of(n).and_then(|c| c.hexes.last().copied()) {
                Some(l) => chain_mask(layout, sheet, n, Some(l)),
                None => 0,
            },
            Step::Two => sheet.empty_mask(),
        }
    }

    /// Whether a write is pending ([`HexRoller::mid_write`] without its words).
    fn writing(&self, t: &Turn) -> bool {
        match t.step {
            Step::Chain => !t.chains.is_empty(),
            Step::Extra(_) | Step::Two => true,
            Step::Free => false,
        }
    }

    /// What the seat is in the middle of writing, as a refusal for anything else; `None` between
    /// chains.
    fn mid_write(&self, t: &Turn) -> Option<Msg> {
        match t.step {
            Step::Chain => t.chains.last().map(|c| {
                Msg::new("hr-refuse-finish-chain")
                    .int("n", c.number)
                    .count("done", c.hexes.len())
                    .int("want", c.want)
            }),
            Step::Extra(n) => Some(Msg::new("hr-refuse-finish-extra").int("n", n)),
            Step::Two => Some(Msg::new("hr-refuse-finish-two")),
            Step::Free => None,
        }
    }

    fn start_chain(&self, s: &mut State, n: u8, third: bool) {
        let want = s.count(n);
        if let Phase::Turn(t) = &mut s.phase {
            t.chains.push(Chain {
                number: n,
                third,
                want,
                hexes: Vec::with_capacity(want as usize + 1),
                short: false,
            });
            t.step = Step::Chain;
        }
        self.settle_chain(s);
    }

    /// Ends the current chain when it is complete or no hex is legal for its next step.
    fn settle_chain(&self, s: &mut State) {
        let stuck = match &s.phase {
            Phase::Turn(t) => self.target_mask(s, t) == 0,
            _ => true,
        };
        if let Phase::Turn(t) = &mut s.phase {
            if t.step != Step::Chain {
                return;
            }
            if let Some(c) = t.chains.last_mut() {
                if c.hexes.len() >= c.want as usize {
                    t.step = Step::Free;
                } else if stuck {
                    c.short = true;
                    t.step = Step::Free;
                }
            }
        }
    }

    /// Ends `seat`'s turn at once, as it stands, if it is the seat in focus (true); nothing is
    /// recorded on its sheet. The bots' stand-in for a seat whose own game does not matter: the
    /// other seats' games go on as if it had played (`Bot::pass_over`).
    pub fn end_turn_of(&self, s: &mut State, seat: usize) -> bool {
        if s.turn().is_some_and(|t| t.seat == seat) {
            self.end_turn(s);
            true
        } else {
            false
        }
    }

    fn end_turn(&self, s: &mut State) {
        let Phase::Turn(t) = &s.phase else {
            return;
        };
        // The next seat still writing, after this one round the table.
        let seat = t.seat;
        if let Some(next) = waiting::take_next(&mut s.waiting, seat, |w| Some(w.seat)) {
            s.phase = Phase::Turn(next);
        } else {
            s.round += 1;
            s.phase = if s.round as usize >= s.layout().rounds() {
                Phase::Over
            } else {
                Phase::Rolling
            };
        }
    }

    /// Whether `rows x y` records this turn's main numbers, the turn being ready for it.
    fn rows_ok(&self, s: &State, t: &Turn, x: u8, y: u8) -> bool {
        if t.step != Step::Free || t.main_count() < s.mains_needed() {
            return false;
        }
        let mut mains = t.chains.iter().filter(|c| !c.third).map(|c| c.number);
        match (mains.next(), mains.next(), mains.next()) {
            (Some(a), None, _) => (x, y) == (a, a),
            (Some(a), Some(b), None) => (x, y) == (a, b) || (x, y) == (b, a),
            _ => false,
        }
    }

    /// The log's note when `a` leaves a chain stuck short: (number, hexes written, hexes wanted).
    /// Worked out on the state before `a`, without applying it.
    fn ends_short(&self, s: &State, a: &Action) -> Option<(u8, usize, u8)> {
        let t = s.turn()?;
        let layout = s.layout();
        let sheet = &s.sheets[t.seat];
        match a {
            Action::Pick(n) | Action::Third(n) => {
                (chain_mask(layout, sheet, *n, None) == 0).then_some((*n, 0, s.count(*n)))
            }
            Action::Write(h) if t.step == Step::Chain => {
                let c = t.chains.last()?;
                let i = layout.index(*h)?;
                let written = c.hexes.len() + 1;
                let stuck = layout.nbr_mask[i] & sheet.empty_mask() == 0;
                (written < c.want as usize && stuck).then_some((c.number, written, c.want))
            }
            _ => None,
        }
    }

    /// The number a `write` puts down now (the chain's, the extra one's, or 2).
    fn pending_number(&self, t: &Turn) -> Option<u8> {
        match t.step {
            Step::Chain => t.chains.last().map(|c| c.number),
            Step::Extra(n) => Some(n),
            Step::Two => Some(2),
            Step::Free => None,
        }
    }

    /// The prompt of a turn between chains.
    fn free_prompt(&self, s: &State, t: &Turn, name: String) -> Msg {
        let mains = t.mains();
        if mains.is_empty() {
            return Msg::new("hr-prompt-choose").text("name", name);
        }
        if mains.len() < s.mains_needed() {
            let taken: Vec<String> = t.chains.iter().map(|c| c.number.to_string()).collect();
            let taken = match &taken[..] {
                [a, b] => Msg::new("hr-either-2")
                    .text("a", a.clone())
                    .text("b", b.clone()),
                _ => Msg::new("hr-either-1").text("a", taken.join(", ")),
            };
            return Msg::new("hr-prompt-second")
                .text("name", name)
                .msg("taken", taken);
        }
        match mains[..] {
            [m] => Msg::new("hr-prompt-rows-one")
                .text("name", name)
                .int("n", m),
            [a, b] => Msg::new("hr-prompt-rows-two")
                .text("name", name)
                .int("a", a)
                .int("b", b),
            _ => Msg::new("hr-prompt-rows").text("name", name),
        }
    }
}

impl Rules for HexRoller {
    type State = State;
    type Action = Action;
    type Options = Options;

    fn new_state(&self, options: &Options, seats: usize) -> Result<State, String> {
        if !(1..=8).contains(&seats) {
            return Err(Msg::new("hr-seats").count("seats", seats).to_string());
        }
        Ok(self.fresh(options.side, seats))
    }

    fn to_move(&self, s: &State) -> ToMove {
        match &s.phase {
            Phase::Rolling => ToMove::Chance,
            Phase::Turn(t) => ToMove::Seat(t.seat),
            Phase::Over => ToMove::Over,
        }
    }

    fn ready(&self, s: &State) -> Vec<usize> {
        let Phase::Turn(t) = &s.phase else {
            return Vec::new();
        };
        waiting::ready_seats(t.seat, &s.waiting, |w| Some(w.seat))
    }

    fn focus(&self, s: &mut State, seat: usize) -> bool {
        let Phase::Turn(t) = &mut s.phase else {
            return false;
        };
        waiting::swap_focus(t, &mut s.waiting, seat, |w| Some(w.seat))
    }

    fn check(&self, s: &State, a: &Action) -> Result<(), Refusal> {
        let t = match &s.phase {
            Phase::Over => return Err(Refusal::new("hr-refuse-over")),
            Phase::Rolling => return Err(Refusal::new("hr-refuse-wait-dice")),
            Phase::Turn(t) => t,
        };
        let why = match a {
            Action::Roll(_) => Some(Msg::new("hr-refuse-dice-by-hand")),
            Action::Pick(n) => self.pick_blocked(s, t, *n, false),
            Action::Third(n) => self.pick_blocked(s, t, *n, true),
            Action::Extra(n) => self
                .bonus_blocked(s, t, Bonus::Extra)
                .or_else(|| self.extra_blocked(s, t, *n)),
            Action::Two => self.bonus_blocked(s, t, Bonus::Two).or_else(|| {
                (s.sheets[t.seat].empty_count() == 0).then(|| Msg::new("hr-refuse-no-room-two"))
            }),
            Action::Write(h) => self.write_blocked(s, t, *h),
            Action::Rows(x, y) => self.rows_blocked(s, t, *x, *y),
        };
        why.map_or(Ok(()), |w| Err(Refusal(w)))
    }

    /// Every button of a turn (each rolled number as a pick, a third number and an extra hex,
    /// the free 2, every tracker order of two rolled numbers) and every hex of the sheet.
    fn candidate_actions(&self, s: &State) -> Vec<Action> {
        if s.turn().is_none() {
            return Vec::new();
        }
        let rolled = s.rolled();
        let mut out: Vec<Action> = Vec::new();
        out.extend(rolled.iter().map(|&n| Action::Pick(n)));
        out.extend(rolled.iter().map(|&n| Action::Third(n)));
        out.extend(rolled.iter().map(|&n| Action::Extra(n)));
        out.push(Action::Two);
        for &x in &rolled {
            out.extend(rolled.iter().map(|&y| Action::Rows(x, y)));
        }
        out.extend(s.layout().hexes.iter().map(|&h| Action::Write(h)));
        out
    }

    /// The candidates that pass `check`, in the candidates' order, generated directly: the turn's
    /// step says which kinds of action can be legal, and bit sets give the hexes. The seeded test
    /// `fast_legal_list_equals_checked_candidates` compares it with the filtered candidates.
    fn legal_actions(&self, s: &State) -> Vec<Action> {
        let Phase::Turn(t) = &s.phase else {
            return Vec::new();
        };
        let layout = s.layout();
        let sheet = &s.sheets[t.seat];
        if self.writing(t) {
            let targets = self.target_mask(s, t);
            return bits(targets)
                .map(|i| Action::Write(layout.hexes[i]))
                .collect();
        }
        let mut out = Vec::with_capacity(12);
        // The distinct rolled numbers, ascending (the dice are sorted).
        let mut rolled_buf = [0u8; 16];
        let mut distinct = 0;
        for (i, &d) in s.dice.iter().enumerate() {
            if (i == 0 || s.dice[i - 1] != d) && distinct < rolled_buf.len() {
                rolled_buf[distinct] = d;
                distinct += 1;
            }
        }
        let rolled = &rolled_buf[..distinct];
        let needed = distinct.min(2);
        let mut mains = [0u8; 2];
        let mut main_count = 0;
        for c in t.chains.iter().filter(|c| !c.third) {
            if main_count < 2 {
                mains[main_count] = c.number;
            }
            main_count += 1;
        }
        if main_count < needed {
            out.extend(
                rolled
                    .iter()
                    .filter(|&&n| !t.chosen(n))
                    .map(|&n| Action::Pick(n)),
            );
        }
        let bonus_open = |b: Bonus| t.bonus.is_none() && sheet.bonus_left(b);
        if bonus_open(Bonus::Third) && distinct >= 3 {
            out.extend(
                rolled
                    .iter()
                    .filter(|&&n| !t.chosen(n))
                    .map(|&n| Action::Third(n)),
            );
        }
        let empty = sheet.empty_mask();
        if bonus_open(Bonus::Extra) {
            for &n in rolled {
                let open = t.chain_of(n).is_some_and(|c| {
                    !c.short
                        && c.hexes
                            .last()
                            .is_some_and(|&l| chain_mask_in(layout, sheet, empty, n, Some(l)) != 0)
                });
                if open {
                    out.push(Action::Extra(n));
                }
            }
        }
        if bonus_open(Bonus::Two) && empty != 0 {
            out.push(Action::Two);
        }
        // The tracker: `rows_ok` in the candidates' order (lower number first in the top row).
        if main_count >= needed && t.step == Step::Free {
            match (main_count, mains) {
                (1, [a, _]) => out.push(Action::Rows(a, a)),
                (2, [a, b]) => {
                    let (lo, hi) = (a.min(b), a.max(b));
                    out.push(Action::Rows(lo, hi));
                    if lo != hi {
                        out.push(Action::Rows(hi, lo));
                    }
                }
                _ => {}
            }
        }
        out
    }

    fn sample_chance(&self, s: &State, rng: &mut ChaCha8Rng) -> Action {
        let (lo, hi) = DATA.faces;
        let mut d: Vec<u8> = (0..s.layout().dice())
            .map(|_| rng.random_range(lo..=hi))
            .collect();
        d.sort_unstable();
        Action::Roll(d)
    }

    fn check_chance(&self, s: &State, a: &Action) -> Result<(), String> {
        let Action::Roll(d) = a else {
            return Err(Msg::new("hr-chance-not-roll")
                .text("action", a.to_string())
                .to_string());
        };
        let (lo, hi) = DATA.faces;
        let action = || a.to_string();
        if d.len() != s.layout().dice() {
            return Err(Msg::new("hr-chance-count")
                .text("action", action())
                .count("n", s.layout().dice())
                .to_string());
        }
        if d.iter().any(|v| !(lo..=hi).contains(v)) {
            return Err(Msg::new("hr-chance-faces")
                .text("action", action())
                .int("low", lo)
                .int("high", hi)
                .to_string());
        }
        if d.windows(2).any(|w| w[0] > w[1]) {
            return Err(Msg::new("hr-chance-order")
                .text("action", action())
                .to_string());
        }
        Ok(())
    }

    fn table_dice(&self, s: &State) -> Option<TableDice> {
        let (lo, hi) = DATA.faces;
        (self.to_move(s) == ToMove::Chance).then(|| TableDice {
            faces: lo..=hi,
            ..TableDice::d6(s.layout().dice())
        })
    }

    fn dice_outcome(&self, s: &State, values: &[u8]) -> Option<Action> {
        // The order dice are read off the table does not matter: a roll is written sorted.
        let mut d = values.to_vec();
        d.sort_unstable();
        (self.to_move(s) == ToMove::Chance).then_some(Action::Roll(d))
    }

    fn perform(&self, s: &mut State, a: &Action) {
        let round = s.round;
        match a {
            Action::Roll(d) => {
                let mut d = d.clone();
                d.sort_unstable();
                s.dice = d;
                let fresh = |seat| Turn {
                    seat,
                    chains: Vec::new(),
                    bonus: None,
                    step: Step::Free,
                };
                s.phase = Phase::Turn(fresh(0));
                s.waiting = (1..s.sheets.len()).map(fresh).collect();
            }
            Action::Pick(n) => self.start_chain(s, *n, false),
            Action::Third(n) => {
                if let Phase::Turn(t) = &mut s.phase {
                    t.bonus = Some((Bonus::Third, None));
                    s.sheets[t.seat].bonuses[Bonus::Third.index()] = Some(round);
                }
                self.start_chain(s, *n, true);
            }
            Action::Extra(n) => {
                if let Phase::Turn(t) = &mut s.phase {
                    t.bonus = Some((Bonus::Extra, None));
                    t.step = Step::Extra(*n);
                    s.sheets[t.seat].bonuses[Bonus::Extra.index()] = Some(round);
                }
            }
            Action::Two => {
                if let Phase::Turn(t) = &mut s.phase {
                    t.bonus = Some((Bonus::Two, None));
                    t.step = Step::Two;
                    s.sheets[t.seat].bonuses[Bonus::Two.index()] = Some(round);
                }
            }
            Action::Write(h) => {
                let layout = s.layout();
                let Some(i) = layout.index(*h) else {
                    return;
                };
                if let Phase::Turn(t) = &mut s.phase {
                    match t.step {
                        Step::Chain => {
                            if let Some(c) = t.chains.last_mut() {
                                c.hexes.push(*h);
                                s.sheets[t.seat].cells[i] = c.number;
                            }
                        }
                        Step::Extra(n) => {
                            t.bonus = Some((Bonus::Extra, Some(*h)));
                            s.sheets[t.seat].cells[i] = n;
                            t.step = Step::Free;
                        }
                        Step::Two => {
                            t.bonus = Some((Bonus::Two, Some(*h)));
                            s.sheets[t.seat].cells[i] = 2;
                            t.step = Step::Free;
                        }
                        Step::Free => {}
                    }
                }
                self.settle_chain(s);
            }
            Action::Rows(x, y) => {
                if let Phase::Turn(t) = &s.phase {
                    let seat = t.seat;
                    s.sheets[seat].rows[0].push(*x);
                    s.sheets[seat].rows[1].push(*y);
                }
                self.end_turn(s);
            }
        }
    }

    fn scores(&self, s: &State) -> Vec<SeatScore> {
        let layout = s.layout();
        s.sheets
            .iter()
            .map(|sheet| breakdown(layout, sheet))
            .collect()
    }

    fn prompt(&self, s: &State, names: Names<'_>) -> Msg {
        let t = match &s.phase {
            Phase::Over => {
                let result = crate::engine::rules::result_on_points(self, s, names);
                return Msg::new("hr-prompt-over")
                    .int("rounds", s.round)
                    .msg("result", result);
            }
            Phase::Rolling => {
                return Msg::new("hr-prompt-rolling").count("round", s.round as usize + 1)
            }
            Phase::Turn(t) => t,
        };
        let name = who(names, t.seat);
        match t.step {
            Step::Chain => match t.chains.last() {
                Some(c) if c.hexes.is_empty() => Msg::new("hr-prompt-first")
                    .text("name", name)
                    .int("n", c.number)
                    .int("want", c.want),
                Some(c) => Msg::new("hr-prompt-next")
                    .text("name", name)
                    .int("n", c.number)
                    .count("k", c.hexes.len() + 1)
                    .int("want", c.want),
                None => Msg::new("hr-prompt-choose").text("name", name),
            },
            Step::Extra(n) => Msg::new("hr-prompt-extra").text("name", name).int("n", n),
            Step::Two => Msg::new("hr-prompt-two").text("name", name),
            Step::Free => self.free_prompt(s, t, name),
        }
    }

    fn describe(&self, s: &State, a: &Action, _names: Names<'_>) -> Msg {
        let base = match a {
            Action::Roll(d) => {
                let parts: Vec<String> = d.iter().map(|x| x.to_string()).collect();
                Msg::new("hr-log-roll").text("dice", parts.join(" "))
            }
            Action::Pick(n) => Msg::new("hr-log-pick")
                .int("n", *n)
                .int("count", s.count(*n)),
            Action::Third(n) => Msg::new("hr-log-third")
                .int("n", *n)
                .int("count", s.count(*n)),
            Action::Extra(n) => Msg::new("hr-log-extra").int("n", *n),
            Action::Two => Msg::new("hr-log-two"),
            Action::Write(h) => {
                let at = s.layout().name(*h);
                match s.turn().and_then(|t| self.pending_number(t)) {
                    Some(n) => Msg::new("hr-log-write").int("n", n).text("at", at),
                    None => Msg::new("hr-log-write-at").text("at", at),
                }
            }
            Action::Rows(x, y) => Msg::new("hr-log-rows").int("top", *x).int("bottom", *y),
        };
        match self.ends_short(s, a) {
            Some((n, got, want)) => Msg::new("hr-log-short")
                .msg("action", base)
                .int("n", n)
                .count("got", got)
                .int("want", want),
            None => base,
        }
    }

    fn invariants(&self, s: &State) -> Result<(), String> {
        let layout = s.layout();
        let (lo, hi) = DATA.faces;
        if s.round as usize > layout.rounds() {
            return Err("round beyond the game's length".into());
        }
        // Seats neither in focus nor waiting have already filled this round's tracker boxes.
        let busy = |i: usize| s.turn_of(i).is_some() || !matches!(s.phase, Phase::Turn(_));
        if !matches!(s.phase, Phase::Turn(_)) && !s.waiting.is_empty() {
            return Err("seats wait for a round that is not under way".into());
        }
        if !s.waiting.windows(2).all(|w| w[0].seat < w[1].seat)
            || s.waiting
                .iter()
                .any(|w| w.seat >= s.sheets.len() || s.turn().is_some_and(|t| t.seat == w.seat))
        {
            return Err("the waiting turns are not distinct seats in order".into());
        }
        for (i, sheet) in s.sheets.iter().enumerate() {
            if sheet.cells.len() != layout.len() {
                return Err(format!("seat {i}: sheet has {} hexes", sheet.cells.len()));
            }
            for (k, &c) in sheet.cells.iter().enumerate() {
                if let Some(p) = layout.printed[k] {
                    if c != p {
                        return Err(format!(
                            "seat {i}: printed {p} at {} overwritten",
                            layout.hexes[k]
                        ));
                    }
                }
                if c != 0 && c != 2 && !(lo..=hi).contains(&c) {
                    return Err(format!("seat {i}: {c} in a hex"));
                }
            }
            let want = s.round as usize + usize::from(!busy(i));
            if sheet.rows[0].len() != want || sheet.rows[1].len() != want {
                return Err(format!(
                    "seat {i}: tracker has {} entries, expected {want}",
                    sheet.rows[0].len()
                ));
            }
            let twos = sheet.cells.iter().filter(|&&c| c == 2).count();
            if twos > usize::from(sheet.bonuses[Bonus::Two.index()].is_some()) {
                return Err(format!("seat {i}: {twos} twos written"));
            }
            let mut rounds: Vec<u8> = sheet.bonuses.iter().flatten().copied().collect();
            let n = rounds.len();
            rounds.sort_unstable();
            rounds.dedup();
            if rounds.len() != n {
                return Err(format!("seat {i}: two bonuses in one round"));
            }
        }
        for t in s.turn().into_iter().chain(&s.waiting) {
            if t.seat >= s.sheets.len() {
                return Err("turn of a seat that does not exist".into());
            }
            if t.mains().len() > s.mains_needed() {
                return Err("too many numbers chosen".into());
            }
            for c in &t.chains {
                if c.hexes.len() > c.want as usize {
                    return Err(format!("chain of {} longer than the roll allows", c.number));
                }
                for h in &c.hexes {
                    if s.number_at(t.seat, *h) != c.number {
                        return Err(format!("chain hex {h} does not hold {}", c.number));
                    }
                }
            }
        }
        Ok(())
    }

    fn max_game_length(&self, seats: usize) -> usize {
        // Per turn: at most 3 picks, one write per die, 2 bonus actions, 1 tracker action.
        let (front, back) = (Side::Front.layout(), Side::Back.layout());
        let dice = front.dice().max(back.dice());
        let rounds = front.rounds().max(back.rounds());
        rounds * (1 + seats * (dice + 6))
    }
}

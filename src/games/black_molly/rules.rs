//! Black Molly rules (docs/rulings.md BM): the one legality check, the candidates it judges, the
//! words (prompt, log). Pure data and functions, no GUI. The types are in `state.rs`, the notation
//! in `notation.rs`, and how a checked action plays out in `round.rs`.
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
//! Decisions beyond docs/rulings.md (also in docs/black_molly.md):
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

use super::data::CardKind;
use super::ending::{game_over_text, seat_score};
use super::notation::Action;
use super::round::{act, fish_name, molly_steps, molly_targets, new_game, Notes};
use super::state::*;
use super::words::dir_msg;
use crate::engine::text::Msg;
use crate::engine::{Names, Refusal, Rules, SeatScore, TableDice, ToMove};
use rand::seq::SliceRandom;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// Black Molly.
#[derive(Clone, Copy, Debug, Default)]
pub struct BlackMolly;

/// Why a fish may not swim somewhere, before it is put in words (so the move list can ask
/// without writing a sentence for every refused candidate).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MoveBlock {
    OldInStandard,
    NotYours { others: bool },
    AlreadySwam,
    Stays,
    NotOneCard,
    Molly,
    Anemone,
    Machine(u8),
    OldFish,
}

impl MoveBlock {
    fn say(self, from: Card, to: Card, old: bool) -> Msg {
        let at = |id: &'static str| {
            Msg::new(id)
                .text("from", from.to_string())
                .int("old", i64::from(old))
        };
        let onto = |id: &'static str| Msg::new(id).text("to", to.to_string());
        match self {
            MoveBlock::OldInStandard => Msg::new("bm-refuse-old-in-standard"),
            MoveBlock::NotYours { others: true } => at("bm-refuse-not-yours-others"),
            MoveBlock::NotYours { others: false } => at("bm-refuse-not-yours"),
            MoveBlock::AlreadySwam => at("bm-refuse-already-swam"),
            MoveBlock::Stays => Msg::new("bm-refuse-stays"),
            MoveBlock::NotOneCard => Msg::new("bm-refuse-not-one-card"),
            MoveBlock::Molly => onto("bm-refuse-molly"),
            MoveBlock::Anemone => onto("bm-refuse-anemone"),
            MoveBlock::Machine(n) => onto("bm-refuse-machine").int("n", n),
            MoveBlock::OldFish => onto("bm-refuse-old-fish"),
        }
    }
}

/// Cards in words: "c3", "c3 or d4", "b2, c3 or d4".
pub fn or_list(cards: &[Card]) -> Msg {
    match cards {
        [] => Msg::new("log-notation").text("action", ""),
        [one] => Msg::new("log-notation").text("action", one.to_string()),
        [rest @ .., last] => {
            let first: Vec<String> = rest.iter().map(|c| c.to_string()).collect();
            Msg::new("bm-or")
                .text("first", first.join(", "))
                .text("last", last.to_string())
        }
    }
}

/// Why a fish may not swim onto `to` (the card itself, not the route), or `None`.
fn card_block(s: &State, to: Card, old: bool, mover: Option<usize>) -> Option<MoveBlock> {
    if s.has_molly(to) {
        Some(MoveBlock::Molly)
    } else if s.kind(to) == CardKind::Anemone {
        Some(MoveBlock::Anemone)
    } else if let Some(n) = s.machine_on(to) {
        Some(MoveBlock::Machine(n))
    } else if old && s.old_fish_on(to, mover) {
        Some(MoveBlock::OldFish)
    } else {
        None
    }
}

/// Why `seat` may not make this move now, or `None` if it is legal (the move step is assumed).
fn move_block(s: &State, seat: usize, from: Card, to: Card, old: bool) -> Option<MoveBlock> {
    if old && s.rules == RuleSet::Standard {
        return Some(MoveBlock::OldInStandard);
    }
    let mut mine = s
        .fish_on(from)
        .filter(|&i| s.fish[i].owner == seat && s.fish[i].old == old)
        .peekable();
    if mine.peek().is_none() {
        let others = s.fish_on(from).any(|i| s.fish[i].owner != seat);
        return Some(MoveBlock::NotYours { others });
    }
    // A card no fish may enter (a Molly, an anemone, a running machine) is the reason before
    // whether this fish already swam: pointing at an anemone says why anemones are off limits.
    if from.distance(to) == 1 {
        if let Some(b) = card_block(s, to, old, None).filter(|b| *b != MoveBlock::OldFish) {
            return Some(b);
        }
    }
    let Some(fish) = mine.find(|&i| !s.fish[i].moved) else {
        return Some(MoveBlock::AlreadySwam);
    };
    if from.distance(to) != 1 {
        return Some(if from == to {
            MoveBlock::Stays
        } else {
            MoveBlock::NotOneCard
        });
    }
    card_block(s, to, old, Some(fish))
}

/// [`move_block`] in words.
fn move_refusal(s: &State, seat: usize, from: Card, to: Card, old: bool) -> Option<Msg> {
    move_block(s, seat, from, to, old).map(|b| b.say(from, to, old))
}

/// Why the old fish may not start on `c`, or `None`.
fn start_refusal(s: &State, c: Card) -> Option<Msg> {
    if s.kind(c) != CardKind::FishStart {
        Some(Msg::new("bm-refuse-not-start").text("card", c.to_string()))
    } else if s.old_fish_on(c, None) {
        Some(Msg::new("bm-refuse-start-taken").text("card", c.to_string()))
    } else {
        None
    }
}

/// Why Molly `j` may not swim to `c` now that Molly `k` is to be steered, or `None`.
fn molly_refusal(s: &State, k: usize, j: usize, c: Card) -> Option<Msg> {
    if j != k {
        return Some(
            Msg::new("bm-refuse-molly-turn")
                .count("k", k + 1)
                .count("j", j + 1),
        );
    }
    if molly_steps(s, k).contains(&c) {
        return None;
    }
    Some(if s.mollies[k].distance(c) > 1 {
        Msg::new("bm-refuse-molly-far").count("k", k + 1)
    } else {
        Msg::new("bm-refuse-molly-route")
            .text("card", c.to_string())
            .text("from", s.mollies[k].to_string())
            .msg("targets", or_list(&molly_targets(s, k)))
    })
}

/// What the seat to move does in this step, for refusals of an action from another step.
fn step_now(s: &State) -> Msg {
    Msg::new(match s.phase {
        Phase::PlaceOld { .. } => "bm-step-place-old",
        Phase::Move { .. } => "bm-step-move",
        Phase::AwaitRoll => "bm-step-roll",
        Phase::Split { .. } => "bm-step-split",
        Phase::Molly { .. } => "bm-step-molly",
        Phase::Shuffle => "bm-step-shuffle",
        Phase::Rolling => "bm-step-rolling",
        Phase::Over => "bm-step-over",
    })
}

/// The check, as an optional reason (`None`: legal).
fn refusal_of(s: &State, a: &Action) -> Option<Msg> {
    match (&s.phase, a) {
        (Phase::Over, _) => Some(Msg::new("refuse-game-over")),
        (_, Action::Aquarium(_) | Action::D4(_)) => Some(Msg::new("bm-refuse-chance")),
        (Phase::PlaceOld { .. }, &Action::Start(c)) => start_refusal(s, c),
        (&Phase::Move { seat }, &Action::Move { from, to, old }) => {
            move_refusal(s, seat, from, to, old)
        }
        (Phase::Move { .. }, Action::Done) | (Phase::AwaitRoll, Action::Roll) => None,
        (Phase::Split { .. }, Action::Split(d)) => match d {
            Dir::E | Dir::S => None,
            _ => Some(Msg::new("bm-refuse-split-dir").msg("dir", dir_msg(*d))),
        },
        (&Phase::Molly { k }, &Action::Molly(j, c)) => molly_refusal(s, k, j, c),
        (Phase::Move { .. }, Action::Start(_)) => Some(Msg::new("bm-refuse-placed")),
        _ => Some(Msg::new("bm-refuse-not-now").msg("step", step_now(s))),
    }
}

impl BlackMolly {
    /// A fresh game, before any chance outcome.
    pub fn fresh(&self, options: &Options, seats: usize) -> State {
        new_game(options, seats)
    }

    /// The fish `Split` will steer next.
    pub fn split_fish(s: &State) -> Option<usize> {
        match &s.phase {
            Phase::Split { pending, chosen } => pending.get(chosen.len()).copied(),
            _ => None,
        }
    }

    /// Every move of `seat`'s fish worth judging: each of its live fish to each neighbouring card
    /// (fish of one kind on one card make the same action, listed once).
    fn move_candidates(s: &State, seat: usize) -> Vec<Action> {
        let mut out = Vec::new();
        for f in s.fish.iter().filter(|f| f.owner == seat) {
            let Some(from) = f.at else { continue };
            for to in from.neighbours() {
                let a = Action::Move {
                    from,
                    to,
                    old: f.old,
                };
                if !out.contains(&a) {
                    out.push(a);
                }
            }
        }
        out
    }
}

impl Rules for BlackMolly {
    type State = State;
    type Action = Action;
    type Options = Options;

    fn new_state(&self, options: &Options, seats: usize) -> Result<State, String> {
        if !(2..=4).contains(&seats) {
            return Err(Msg::new("bm-seats").count("seats", seats).to_string());
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

    fn check(&self, s: &State, a: &Action) -> Result<(), Refusal> {
        refusal_of(s, a).map_or(Ok(()), |why| Err(Refusal(why)))
    }

    fn candidate_actions(&self, s: &State) -> Vec<Action> {
        match &s.phase {
            Phase::Shuffle | Phase::Rolling | Phase::Over => Vec::new(),
            Phase::PlaceOld { .. } => Card::all().map(Action::Start).collect(),
            &Phase::Move { seat } => {
                let mut out = Self::move_candidates(s, seat);
                out.push(Action::Done);
                out
            }
            Phase::AwaitRoll => vec![Action::Roll],
            Phase::Split { .. } => Dir::ALL.into_iter().map(Action::Split).collect(),
            &Phase::Molly { k } => Card::all().map(|c| Action::Molly(k, c)).collect(),
        }
    }

    /// The candidates that pass [`Rules::check`]; the Molly step (the bot's lookahead asks it
    /// often) lists `molly_options` directly, the same helper the check accepts by, and the move
    /// step asks the check's own `move_block` without putting refusals in words (a seeded test
    /// compares this list with the checked candidates).
    fn legal_actions(&self, s: &State) -> Vec<Action> {
        match s.phase {
            Phase::Molly { k } => molly_steps(s, k)
                .into_iter()
                .map(|c| Action::Molly(k, c))
                .collect(),
            // The move step (most of a game's actions): the same check, without its words.
            Phase::Move { seat } => {
                let mut out: Vec<Action> = Self::move_candidates(s, seat)
                    .into_iter()
                    .filter(|a| match *a {
                        Action::Move { from, to, old } => {
                            move_block(s, seat, from, to, old).is_none()
                        }
                        _ => false,
                    })
                    .collect();
                out.push(Action::Done);
                out
            }
            _ => self
                .candidate_actions(s)
                .into_iter()
                .filter(|a| refusal_of(s, a).is_none())
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
                    Err(Msg::new("bm-chance-not-aquarium").to_string())
                }
            }
            (Phase::Rolling, &Action::D4(n)) if (1..=4).contains(&n) => Ok(()),
            (Phase::Rolling, Action::D4(n)) => {
                Err(Msg::new("bm-chance-d4-face").int("n", *n).to_string())
            }
            (Phase::Shuffle, _) => Err(Msg::new("bm-chance-dealing").to_string()),
            _ => Err(Msg::new("bm-chance-rolling").to_string()),
        }
    }

    fn table_dice(&self, s: &State) -> Option<TableDice> {
        (s.phase == Phase::Rolling).then(|| TableDice {
            count: 1,
            faces: 1..=4,
            what: Msg::new("bm-the-d4"),
        })
    }

    fn dice_outcome(&self, s: &State, values: &[u8]) -> Option<Action> {
        match (&s.phase, values) {
            (Phase::Rolling, &[n]) => Some(Action::D4(n)),
            _ => None,
        }
    }

    fn perform(&self, s: &mut State, a: &Action) {
        act(s, a, &mut Notes::silent());
    }

    /// A breakdown, not the way to win: winners come from [`Rules::winners`]. The one line's
    /// points are the total (fish still swimming; in the variant 1 while the old fish swims) and
    /// its words say how long the seat lasted and how the game ended for it (`ending.rs`).
    fn scores(&self, s: &State) -> Vec<SeatScore> {
        (0..s.seats).map(|p| seat_score(s, p)).collect()
    }

    fn winners(&self, s: &State) -> Vec<usize> {
        s.winners.clone()
    }

    fn prompt(&self, s: &State, names: Names<'_>) -> Msg {
        let starter = || names.get(s.starter).into_owned();
        match &s.phase {
            Phase::Shuffle => Msg::new("bm-prompt-dealing"),
            Phase::PlaceOld { seat } => {
                Msg::new("bm-prompt-place-old").text("name", names.get(*seat).into_owned())
            }
            Phase::Move { seat } => {
                Msg::new("bm-prompt-move").text("name", names.get(*seat).into_owned())
            }
            Phase::AwaitRoll => Msg::new("bm-prompt-roll").text("name", starter()),
            Phase::Rolling => Msg::new("bm-prompt-rolling"),
            Phase::Split { .. } => {
                let who = Self::split_fish(s).map_or_else(
                    || Msg::new("log-notation").text("action", ""),
                    |i| fish_name(s, i, names),
                );
                Msg::new("bm-prompt-split")
                    .text("name", starter())
                    .msg("fish", who)
            }
            Phase::Molly { k } => Msg::new("bm-prompt-molly")
                .text("name", starter())
                .count("k", k + 1),
            Phase::Over => game_over_text(s, names),
        }
    }

    /// The log line of a checked action: its head, then what it set off (computed by playing the
    /// action on a copy of the state before, collecting the notes in seat names).
    fn describe(&self, before: &State, a: &Action, names: Names<'_>) -> Msg {
        let mut after = before.clone();
        let mut notes = Notes::collect(names);
        act(&mut after, a, &mut notes);
        let head = match a {
            Action::Aquarium(_) => Msg::new("bm-log-deal"),
            Action::Start(c) => Msg::new("bm-log-start").text("card", c.to_string()),
            Action::Move { from, to, old } => Msg::new("bm-log-move")
                .int("old", i64::from(*old))
                .text("from", from.to_string())
                .text("to", to.to_string()),
            Action::Done => {
                let moved = before
                    .fish
                    .iter()
                    .any(|f| f.moved && before.actor() == Some(f.owner));
                Msg::new(if moved { "bm-log-done" } else { "bm-log-pass" })
            }
            Action::Roll => Msg::new("bm-log-roll"),
            Action::D4(1) => Msg::new("bm-log-pump"),
            Action::D4(n) => Msg::new("bm-log-d4").int("n", *n),
            Action::Split(d) => match Self::split_fish(before) {
                Some(i) => Msg::new("bm-log-split")
                    .msg("fish", fish_name(before, i, names))
                    .msg("dir", dir_msg(*d)),
                None => Msg::new("bm-log-split-plain").text("dir", d.to_string()),
            },
            Action::Molly(k, _) => Msg::new("bm-log-molly").count("k", k + 1),
        };
        notes.into_lines().into_iter().fold(head, |line, note| {
            Msg::new("bm-then").msg("first", line).msg("next", note)
        })
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

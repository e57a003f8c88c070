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
use super::round::{fish_name, molly_options, molly_targets, Notes};
use super::state::*;
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
    fn say(self, from: Card, to: Card, old: bool) -> String {
        let what = if old { "old fish" } else { "young fish" };
        match self {
            MoveBlock::OldInStandard => "Only the oldest-fish variant has old fish.".into(),
            MoveBlock::NotYours { others: true } => {
                format!("The fish on {from} belong to another player; you have no {what} there.")
            }
            MoveBlock::NotYours { others: false } => format!("You have no {what} on {from}."),
            MoveBlock::AlreadySwam => format!(
                "Your {what} on {from} already swam this turn; each fish moves at most one card."
            ),
            MoveBlock::Stays => {
                "That fish is already there; to leave it, simply do not move it.".into()
            }
            MoveBlock::NotOneCard => {
                "A fish swims exactly one card up, down, left or right, never diagonally.".into()
            }
            MoveBlock::Molly => format!("A Black Molly is on {to}: no fish may swim there."),
            MoveBlock::Anemone => format!("{to} is an anemone: fish never swim into one."),
            MoveBlock::Machine(n) => {
                format!("Machine {n} on {to} is ON: no fish may swim onto it.")
            }
            MoveBlock::OldFish => format!(
                "Another old fish is already on {to}; two old fish may not share a card after a move."
            ),
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
fn move_refusal(s: &State, seat: usize, from: Card, to: Card, old: bool) -> Option<String> {
    move_block(s, seat, from, to, old).map(|b| b.say(from, to, old))
}

/// Why the old fish may not start on `c`, or `None`.
fn start_refusal(s: &State, c: Card) -> Option<String> {
    if s.kind(c) != CardKind::FishStart {
        Some(format!(
            "{c} is not a fish start; the old fish starts on one of the fish starts."
        ))
    } else if s.old_fish_on(c, None) {
        Some(format!(
            "Another old fish already starts on {c}; two old fish may not share a start."
        ))
    } else {
        None
    }
}

/// Why Molly `j` may not swim to `c` now that Molly `k` is to be steered, or `None`.
fn molly_refusal(s: &State, k: usize, j: usize, c: Card) -> Option<String> {
    if j != k {
        return Some(format!(
            "It is Molly {}'s turn to swim, not Molly {}'s.",
            k + 1,
            j + 1
        ));
    }
    if molly_options(s, k).contains(&c) {
        return None;
    }
    Some(if s.mollies[k].distance(c) > 1 {
        format!(
            "Molly {} swims exactly one card per round (or stays on its target).",
            k + 1
        )
    } else {
        let targets: Vec<String> = molly_targets(s, k).iter().map(|t| t.to_string()).collect();
        format!(
            "{c} is not on a shortest route from {} to its nearest target with the fewest fish \
             ({}).",
            s.mollies[k],
            targets.join(" or ")
        )
    })
}

/// What the seat to move does in this step, for refusals of an action from another step.
fn step_now(s: &State) -> &'static str {
    match s.phase {
        Phase::PlaceOld { .. } => "each player first puts their old fish on a fish start",
        Phase::Move { .. } => "this is the move step: swim fish one card each, then press Done",
        Phase::AwaitRoll => "everyone has moved; the starting player rolls the D4 now",
        Phase::Split { .. } => "the starting player sends the fish on the split card east or south",
        Phase::Molly { .. } => "the starting player picks where the Molly swims",
        Phase::Shuffle => "the aquarium is still being dealt",
        Phase::Rolling => "the D4 is still rolling",
        Phase::Over => "the game is over",
    }
}

/// The check, as an optional reason (`None`: legal).
fn refusal_of(s: &State, a: &Action) -> Option<String> {
    match (&s.phase, a) {
        (Phase::Over, _) => Some("The game is over.".into()),
        (_, Action::Aquarium(_) | Action::D4(_)) => {
            Some("Chance decides that, not a player.".into())
        }
        (Phase::PlaceOld { .. }, &Action::Start(c)) => start_refusal(s, c),
        (&Phase::Move { seat }, &Action::Move { from, to, old }) => {
            move_refusal(s, seat, from, to, old)
        }
        (Phase::Move { .. }, Action::Done) | (Phase::AwaitRoll, Action::Roll) => None,
        (Phase::Split { .. }, Action::Split(d)) => match d {
            Dir::E | Dir::S => None,
            _ => Some(format!(
                "The split card's arrows point east and south, not {}.",
                d.word()
            )),
        },
        (&Phase::Molly { k }, &Action::Molly(j, c)) => molly_refusal(s, k, j, c),
        (Phase::Move { .. }, Action::Start(_)) => {
            Some("The fish are already in the aquarium.".into())
        }
        _ => Some(format!("Not now: {}.", step_now(s))),
    }
}

impl BlackMolly {
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

    fn check(&self, s: &State, a: &Action) -> Result<(), Refusal> {
        refusal_of(s, a).map_or(Ok(()), |why| Err(Refusal::english(why)))
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
            Phase::Molly { k } => molly_options(s, k)
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
                    Err("That is not an arrangement of the 24 aquarium cards.".into())
                }
            }
            (Phase::Rolling, &Action::D4(n)) if (1..=4).contains(&n) => Ok(()),
            (Phase::Rolling, Action::D4(n)) => Err(format!("A D4 cannot show {n}.")),
            (Phase::Shuffle, _) => Err("The aquarium is being dealt.".into()),
            _ => Err("The D4 is rolling; only its result can come next.".into()),
        }
    }

    fn table_dice(&self, s: &State) -> Option<TableDice> {
        (s.phase == Phase::Rolling).then(|| TableDice {
            count: 1,
            faces: 1..=4,
            what: crate::engine::text::Msg::english("the D4"),
        })
    }

    fn dice_outcome(&self, s: &State, values: &[u8]) -> Option<Action> {
        match (&s.phase, values) {
            (Phase::Rolling, &[n]) => Some(Action::D4(n)),
            _ => None,
        }
    }

    fn perform(&self, s: &mut State, a: &Action) {
        self.act(s, a, &mut Notes::silent());
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

    // English until this game is in the catalogue (the closure keeps its early returns).
    #[allow(clippy::redundant_closure_call)]
    fn prompt(&self, s: &State, names: Names<'_>) -> crate::engine::text::Msg {
        crate::engine::text::Msg::english((|| -> String {
            let starter = names.get(s.starter);
            match &s.phase {
                Phase::Shuffle => "Dealing the aquarium…".into(),
                Phase::PlaceOld { seat } => format!(
                    "{}: choose a fish start for your old fish (not one with another old fish).",
                    names.get(*seat)
                ),
                Phase::Move { seat } => format!(
                    "{}: move your fish one card each (click a fish or a card), then Done.",
                    names.get(*seat)
                ),
                Phase::AwaitRoll => format!("{starter}: roll the D4."),
                Phase::Rolling => "The D4 is rolling…".into(),
                Phase::Split { .. } => {
                    let who = Self::split_fish(s)
                        .map(|i| fish_name(s, i, names))
                        .unwrap_or_default();
                    format!("{starter}: the current splits; send {who} east or south.")
                }
                Phase::Molly { k } => format!(
                    "{starter}: choose where Molly {} swims (equal targets or routes).",
                    k + 1
                ),
                Phase::Over => game_over_text(s, names),
            }
        })())
    }

    /// The log line of a checked action: its head, then what it set off (computed by playing the
    /// action on a copy of the state before, collecting the notes in seat names).
    // English until this game is in the catalogue (the closure keeps its early returns).
    #[allow(clippy::redundant_closure_call)]
    fn describe(&self, before: &State, a: &Action, names: Names<'_>) -> crate::engine::text::Msg {
        crate::engine::text::Msg::english((|| -> String {
            let mut after = before.clone();
            let mut notes = Notes::collect(names);
            self.act(&mut after, a, &mut notes);
            let head = match a {
                Action::Aquarium(_) => "deals a random aquarium".to_string(),
                Action::Start(c) => format!("puts the old fish on {c}"),
                Action::Move { from, to, old } => format!(
                    "moves {} {from} to {to}",
                    if *old { "the old fish" } else { "a fish" }
                ),
                Action::Done => {
                    let moved = before
                        .fish
                        .iter()
                        .any(|f| f.moved && before.actor() == Some(f.owner));
                    if moved { "is done moving" } else { "passes" }.to_string()
                }
                Action::Roll => "rolls the D4".into(),
                Action::D4(1) => "1: the pump runs the current".into(),
                Action::D4(n) => format!("{n}"),
                Action::Split(d) => match Self::split_fish(before) {
                    Some(i) => format!(
                        "sends {} {} from the split",
                        fish_name(before, i, names),
                        d.word()
                    ),
                    None => format!("split {d}"),
                },
                Action::Molly(k, _) => format!("picks the route of Molly {}", k + 1),
            };
            let notes = notes.into_lines();
            if notes.is_empty() {
                head
            } else {
                format!("{head}; {}", notes.join("; "))
            }
        })())
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

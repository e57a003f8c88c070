//! The Normal bot: a one-round lookahead over the rules.
//!
//! In the move step it tries every way to move its unmoved fish (each stays or swims to a legal
//! card; fish of one kind on one card are interchangeable, so duplicate plans are skipped), lets
//! the players after it pass, and plays out the rest of the round exactly: the D4's four faces
//! equally likely, and wherever the starting player chooses (split arrows, Molly routes) that
//! player picks what is best for itself. The end of the round is scored by [`super::measure`]:
//! fish alive, weighed by how exposed they are, minus the opponents' share. Exposure looks past the
//! round: a card the Mollies hunt is as exposed as the rounds they need to corner it, and a fish
//! that shares a card near a Molly with a player who moves after it next round may be left alone
//! there (and, once two players are left, one the other player's last fish can reach may be
//! joined by it). Both make the bots press: they steer the Mollies (as starting player) and leave
//! shared cards so that the cornered fish are the opponents', and the games end.
//! The best plan's first move is played (or `done` when staying put is best); the next call plans
//! again for the fish that have not moved yet. A plan that sends a fish straight back to the card
//! it swam from in its owner's last move step pays [`BACK_COST`], so the schools do not shuttle
//! between two cards.

use super::bot_memo::{self, End};
use super::measure::{leaves_weighing, molly_distance, strong_leaves, Measure, Outcome, Outcomes};
use super::notation::Action;
use super::round::machine_faces;
use super::rules::BlackMolly;
use super::state::{Card, Dir, Phase, Recap, State};
use crate::engine::bot::mix;
use crate::engine::{action_key, Bot, BotChoice, Rules, Think};
use rand::SeedableRng;
use smallvec::SmallVec;

impl Bot for BlackMolly {
    fn normal_bot(&self, s: &State, think: &mut Think<'_>) -> Option<BotChoice<Action>> {
        choice(s, think.style, Depth::OneRound)
    }
    fn strong_bot(&self, s: &State, think: &mut Think<'_>) -> Option<BotChoice<Action>> {
        choice(s, think.style, Depth::TwoRounds)
    }
}

/// How far a bot looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Depth {
    /// Normal: to the end of this round, the players after it passing.
    OneRound,
    /// Strong: its best few plans by the one-round look are followed further: the players after
    /// it move as Normal would, and after this round's dice the next round is played out the
    /// same way (everybody moving as Normal), its dice averaged, before the position is scored.
    TwoRounds,
}

/// How many of its best one-round plans Strong follows into the next round.
const STRONG_PLANS: usize = 10;

/// The Normal bot's choice (with the seat's `style` of tie-breaking) and the expected score total
/// after this round.
pub fn normal_choice(s: &State, style: u64) -> Option<BotChoice<Action>> {
    choice(s, style, Depth::OneRound)
}

/// The Normal bot's move-step choice with `back` as the cost of sending a fish straight back
/// (tests compare it with no cost, the bot as it was).
#[cfg(test)]
pub(super) fn normal_move_with_back(s: &State, style: u64, back: f64) -> Option<Action> {
    normal_move_as(
        s,
        style,
        Mover {
            back,
            near: NEAR_TIE,
        },
    )
}

/// The Normal bot's move-step choice with its style's nudge reaching `near` (tests compare
/// [`NEAR_TIE`] with [`TIE`], exact ties only: the bot before).
#[cfg(test)]
pub(super) fn normal_move_near(s: &State, style: u64, near: f64) -> Option<Action> {
    normal_move_as(
        s,
        style,
        Mover {
            back: BACK_COST,
            near,
        },
    )
}

/// The Normal bot's move-step choice weighing its plans as `mover` (tests).
#[cfg(test)]
fn normal_move_as(s: &State, style: u64, mover: Mover) -> Option<Action> {
    let me = s.actor()?;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0);
    let think = Think::new(&mut rng, style);
    let legal = BlackMolly.legal_actions(s);
    plan_moves(s, &legal, me, &think, Depth::OneRound, mover, Look::Normal).map(|(a, _)| a)
}

/// This seat's near-tie reach and the imagined movers' (tests).
#[cfg(test)]
pub(super) const NEAR_TIES: (f64, f64) = (NEAR_TIE, TIE);

/// How a mover weighs its plans besides their value: the cost of each fish sent straight back,
/// and how far its style's nudge reaches ([`NEAR_TIE`] for a seat's own choice, [`TIE`] for the
/// movers a lookahead imagines, which play as one neutral Normal).
#[derive(Clone, Copy, Debug)]
struct Mover {
    back: f64,
    near: f64,
}

impl Mover {
    /// The movers a lookahead imagines.
    const IMAGINED: Mover = Mover {
        back: 0.0,
        near: TIE,
    };
}

/// The cost of each fish a plan sends straight back to the card it swam from in its owner's
/// last move step ([`super::state::Fish::left`]): such a move must be better than staying or
/// swimming elsewhere by this much. Without it both seats shuttled their schools between two
/// cards (a move there and back again in 49% of Normal×2's fish moves). Measured (Normal×2, ×3,
/// ×4, 100 games each; docs/bots.md): 0.6 keeps two seats' sole winners (79% against 80%), adds
/// 14 points at three seats and at four, and leaves 16%, 6% and 5% of the moves going back.
const BACK_COST: f64 = 0.6;

/// Tie-breaking nudge of the seats the lookahead imagines: far below any real difference, so it
/// only orders exact ties.
const TIE: f64 = 1e-7;
/// A seat's own nudge, in fish: each plan's value gets up to this much more, fixed by the seat's
/// style and the plan, so seats of one level in one position weigh near-equal plans each its own
/// way (three Normal seats made the same three opening moves and piled onto one card). With 0.1,
/// 11 of 120 move-step positions of three seeded Normal×3 games part seats that exact ties alone
/// kept together (`tests/styles.rs`). It costs no measurable share of sole winners (Normal×2,
/// ×3, ×4, 400 games: 87/76/70 % against 89/75/72 % with exact ties only; docs/bots.md).
const NEAR_TIE: f64 = 0.1;

fn choice(s: &State, style: u64, depth: Depth) -> Option<BotChoice<Action>> {
    let me = s.actor()?;
    let legal = BlackMolly.legal_actions(s);
    if legal.len() == 1 {
        return legal.into_iter().next().map(|action| BotChoice {
            action,
            value: None,
        });
    }
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0);
    // Normal and Strong draw no random numbers; the generator only fills `Think`.
    let think = Think::new(&mut rng, style);
    let own = Mover {
        back: BACK_COST,
        near: NEAR_TIE,
    };
    let (action, value) = match s.phase {
        Phase::PlaceOld { .. } => (place_old(s, &legal, &think)?, None),
        Phase::Move { .. } => {
            let (a, v) = plan_moves(s, &legal, me, &think, depth, own, depth.look())?;
            (a, Some(v.total))
        }
        _ => {
            let round = s.round;
            let scored = legal.into_iter().map(|a| {
                let mut t = s.clone();
                BlackMolly.perform(&mut t, &a);
                let v = value_at(&t, round, depth)[me];
                let key = action_key(&a);
                ((a, v), v.value + NEAR_TIE * think.jitter(key), key)
            });
            let ((a, v), _) = think.best(scored)?;
            (a, Some(v.total))
        }
    };
    Some(BotChoice { action, value })
}

impl Depth {
    fn look(self) -> Look {
        match self {
            Depth::OneRound => Look::Normal,
            Depth::TwoRounds => Look::Strong,
        }
    }
}

/// Whose look a value is worked out in: Normal's, or Strong's (which asks Normal's one-round
/// look too, for the moves it imagines the seats making and for its shortlist of plans). The
/// two differ in two guesses about next round, which Normal cannot see and Strong plays out: a
/// fish on a shared card near a Molly, whose card-mate moves after its owner, may be left alone
/// there (Normal's measure counts it 0.9, Strong's look 0.3), and once two players are left a
/// fish next to the other player's last fish may be joined by it (0.9, and nothing in Strong's
/// look). See [`Measure`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Look {
    Normal,
    Strong,
}

impl Look {
    /// How the end of a round is valued at the leaves of this look's one-round evaluations.
    fn leaves(self) -> End {
        match self {
            Look::Normal => End::Leaves,
            Look::Strong => End::LeavesInStrongLook,
        }
    }
}

/// Each seat's value of `s` (a state inside round `round`) as seen at `depth`.
fn value_at(s: &State, round: u32, depth: Depth) -> Outcomes {
    match depth {
        Depth::OneRound => eval(s, round),
        Depth::TwoRounds => eval_with(s, round, true, End::NextRound),
    }
}

/// Strong's view of the end of a round: the next round played out with everybody moving as
/// Normal, its dice averaged and its choices made by the starting player.
fn next_round(s: &State) -> Outcomes {
    if s.is_over() {
        return strong_leaves(s);
    }
    let mut t = s.clone();
    normal_moves(&mut t, Look::Strong);
    let round = t.round;
    eval_with(&t, round, false, End::StrongLeaves)
}

/// Plays the move step out with every mover choosing as Normal (with no style of its own), in
/// `look`.
fn normal_moves(t: &mut State, look: Look) {
    while let Phase::Move { seat } = t.phase {
        let legal = BlackMolly.legal_actions(t);
        let a = plan_moves(
            t,
            &legal,
            seat,
            &Think::new(&mut rand_chacha::ChaCha8Rng::seed_from_u64(0), 0),
            Depth::OneRound,
            Mover::IMAGINED,
            look,
        )
        .map_or(Action::Done, |(a, _)| a);
        BlackMolly.perform(t, &a);
    }
}

/// Old fish setup: the fish start farthest from the nearest Molly (ties by the seat's order).
fn place_old(s: &State, legal: &[Action], think: &Think<'_>) -> Option<Action> {
    let scored = legal.iter().map(|a| {
        let d = match a {
            Action::Start(c) => molly_distance(s, *c) as f64,
            _ => 0.0,
        };
        (a.clone(), d, action_key(a))
    });
    think.best(scored).map(|(a, _)| a)
}

/// Tries every plan for `me`'s unmoved fish; returns the first step of the best one and its value.
/// At [`Depth::TwoRounds`] the best [`STRONG_PLANS`] by the one-round look are judged again by the
/// deeper one. `legal` is `s`'s legal actions (the caller has them already).
fn plan_moves(
    s: &State,
    legal: &[Action],
    me: usize,
    think: &Think<'_>,
    depth: Depth,
    mover: Mover,
    look: Look,
) -> Option<(Action, Outcome)> {
    let back = mover.back;
    let mut fish: Vec<usize> = (0..s.fish.len())
        .filter(|&i| s.fish[i].owner == me && !s.fish[i].moved && s.fish[i].at.is_some())
        .collect();
    fish.sort_by_key(|&i| (s.fish[i].at, s.fish[i].old));
    // Options per fish: stay (None) or one of the legal destinations.
    let options: Vec<Vec<Option<Card>>> = fish
        .iter()
        .map(|&i| {
            let f = &s.fish[i];
            let mut o = vec![None];
            for a in legal {
                if let Action::Move { from, to, old } = *a {
                    if Some(from) == f.at && old == f.old {
                        o.push(Some(to));
                    }
                }
            }
            o
        })
        .collect();
    // The plans are played on a copy without the recap: the rules only write it (the roll
    // starts a new one) and no bot reads it, so each plan's copy need not copy it.
    let base = State {
        recap: Recap::default(),
        ..s.clone()
    };
    // The position after a plan, with this seat done moving.
    let after = |plan: &[usize]| {
        let mut t = base.clone();
        for (j, &i) in fish.iter().enumerate() {
            if let Some(to) = options[j][plan[j]] {
                t.fish[i].at = Some(to);
                t.fish[i].moved = true;
            }
        }
        BlackMolly.perform(&mut t, &Action::Done);
        t
    };
    let mut plan = vec![0usize; fish.len()];
    // (plan, outcome, value with the seat's nudge, the plan's key)
    let mut scored: Vec<(Vec<usize>, Outcome, f64, u64)> = Vec::new();
    'plans: loop {
        // Identical fish (same card and age, next to each other after sorting) take
        // non-decreasing options, so each distinct plan is tried once.
        let canonical = (1..fish.len()).all(|j| {
            let (a, b) = (&s.fish[fish[j - 1]], &s.fish[fish[j]]);
            !(a.at == b.at && a.old == b.old) || plan[j - 1] <= plan[j]
        });
        if canonical {
            let v = passing(after(&plan), s.round, look.leaves())[me];
            let key = plan.iter().fold(0u64, |h, &k| mix(h ^ k as u64));
            let cost = back_cost(back, s, &fish, &options, &plan);
            scored.push((
                plan.clone(),
                v,
                v.value - cost + mover.near * think.jitter(key),
                key,
            ));
        }
        // Next plan (odometer).
        let mut j = 0;
        loop {
            if j == fish.len() {
                break 'plans;
            }
            plan[j] += 1;
            if plan[j] < options[j].len() {
                break;
            }
            plan[j] = 0;
            j += 1;
        }
    }
    scored.sort_by(|a, b| b.2.total_cmp(&a.2));
    if depth == Depth::TwoRounds && scored.len() > 1 {
        scored.truncate(STRONG_PLANS);
        for entry in &mut scored {
            let v = value_at(&after(&entry.0), s.round, depth)[me];
            entry.1 = v;
            entry.2 = v.value - back_cost(back, s, &fish, &options, &entry.0)
                + mover.near * think.jitter(entry.3);
        }
        // Stable: equal deep values keep the one-round order.
        scored.sort_by(|a, b| b.2.total_cmp(&a.2));
    }
    let (plan, v, _, _) = scored.into_iter().next()?;
    let first = plan.iter().enumerate().find_map(|(j, &k)| {
        options[j][k].map(|to| {
            let f = &s.fish[fish[j]];
            Action::Move {
                from: f.at.unwrap_or(to),
                to,
                old: f.old,
            }
        })
    });
    Some((first.unwrap_or(Action::Done), v))
}

/// `back` for each fish `plan` sends straight back ([`backs`]); nothing to count when `back` is 0,
/// as for the Normal movers the lookahead imagines.
fn back_cost(
    back: f64,
    s: &State,
    fish: &[usize],
    options: &[Vec<Option<Card>>],
    plan: &[usize],
) -> f64 {
    if back == 0.0 {
        return 0.0;
    }
    back * backs(s, fish, options, plan) as f64
}

/// How many fish `plan` sends straight back to the card they swam from in their owner's last
/// move step ([`super::state::Fish::left`]). Fish of one card and age are interchangeable (the
/// rules move the first of them), so per card, age and destination the plan's moves there are
/// matched with the fish that came from there.
fn backs(s: &State, fish: &[usize], options: &[Vec<Option<Card>>], plan: &[usize]) -> usize {
    // (from, old, to) of a move, and how many the plan makes.
    type Move = (Option<Card>, bool, Card);
    let mut moves: Vec<(Move, usize)> = Vec::new();
    for (j, &k) in plan.iter().enumerate() {
        if let Some(to) = options[j][k] {
            let f = &s.fish[fish[j]];
            let key = (f.at, f.old, to);
            match moves.iter_mut().find(|(m, _)| *m == key) {
                Some((_, n)) => *n += 1,
                None => moves.push((key, 1)),
            }
        }
    }
    moves
        .into_iter()
        .map(|((at, old, to), n)| {
            let came = fish
                .iter()
                .filter(|&&i| {
                    let f = &s.fish[i];
                    f.at == at && f.old == old && f.left == Some(to)
                })
                .count();
            n.min(came)
        })
        .sum()
}

/// Each seat's value once round `round` is over, playing it out from `s`: later movers pass, the
/// D4 faces are equally likely, and the starting player makes each choice best for itself.
pub fn eval(s: &State, round: u32) -> Outcomes {
    eval_in(s, round, Look::Normal)
}

/// [`eval`] in `look`.
fn eval_in(s: &State, round: u32, look: Look) -> Outcomes {
    eval_with(s, round, false, look.leaves())
}

impl End {
    /// Each seat's value of `s`, a position between two rounds (or the game's end).
    fn value(self, s: &State) -> Outcomes {
        match self {
            End::Leaves => leaves_weighing(s, &Measure::NORMAL),
            End::LeavesInStrongLook => leaves_weighing(s, &Measure::NORMAL_IN_STRONG_LOOK),
            End::StrongLeaves => strong_leaves(s),
            // Strong looks a round further to choose; what it expects of this round's end is
            // the same count as Normal's (a hint says "after this round" for both).
            End::NextRound => {
                let mut v = next_round(s);
                for (o, t) in v.iter_mut().zip(super::measure::totals(s)) {
                    o.total = t;
                }
                v
            }
        }
    }

    /// Whether this is a one-round look's leaves (Normal's measure, in either look): values worked
    /// out by [`eval_in`] are then already the answer.
    fn is_leaves(self) -> bool {
        matches!(self, End::Leaves | End::LeavesInStrongLook)
    }

    /// The look this way of valuing belongs to.
    fn look(self) -> Look {
        match self {
            End::Leaves => Look::Normal,
            End::LeavesInStrongLook | End::StrongLeaves | End::NextRound => Look::Strong,
        }
    }
}

/// [`eval`] with the players still to move this round moving as Normal (`movers`) instead of
/// passing, and `end` valuing the position once the round is over. Once every seat has moved,
/// the value is kept in [`bot_memo`] (it depends on nothing else).
fn eval_with(s: &State, round: u32, movers: bool, end: End) -> Outcomes {
    if s.is_over() || s.round != round {
        return end.value(s);
    }
    bot_memo::value(s, end, || eval_rest(s, round, movers, end))
}

/// [`eval_with`] without the memo.
fn eval_rest(s: &State, round: u32, movers: bool, end: End) -> Outcomes {
    let step = |a: &Action| {
        let mut t = s.clone();
        BlackMolly.perform(&mut t, a);
        eval_with(&t, round, movers, end)
    };
    match &s.phase {
        Phase::Move { .. } if movers => {
            let mut t = s.clone();
            normal_moves(&mut t, end.look());
            eval_with(&t, round, movers, end)
        }
        Phase::Move { .. } => passing(s.clone(), round, end),
        Phase::AwaitRoll => {
            // Rolled on one copy, which the last face then takes over.
            let mut t = s.clone();
            BlackMolly.perform(&mut t, &Action::Roll);
            rolled(t, round, movers, end)
        }
        Phase::Rolling => rolled(s.clone(), round, movers, end),
        Phase::Split { .. } => {
            // One fish at a time, each judged with the fish after it sent east, so many fish on
            // the split cost 2 × n playouts rather than 2^n. Sending a fish east with the rest
            // east is the position of the choice just made for the fish before it, so that value
            // is carried over (n + 1 playouts), and so is the last choice's for Normal's look.
            let mut t = s.clone();
            let mut carried: Option<Outcomes> = None;
            while let Phase::Split { .. } = t.phase {
                let starter = t.starter;
                let east = carried
                    .take()
                    .unwrap_or_else(|| split_playout(&t, Dir::E, round, end.look()));
                let south = split_playout(&t, Dir::S, round, end.look());
                let mut best = (Dir::E, f64::NEG_INFINITY);
                for (d, v) in [(Dir::E, &east), (Dir::S, &south)] {
                    if v[starter].value > best.1 {
                        best = (d, v[starter].value);
                    }
                }
                carried = Some(if best.0 == Dir::E { east } else { south });
                BlackMolly.perform(&mut t, &Action::Split(best.0));
            }
            match carried {
                // Past the split nobody moves this round: `movers` changes nothing.
                Some(v) if end.is_leaves() => v,
                _ => eval_with(&t, round, movers, end),
            }
        }
        Phase::Molly { .. } => {
            // The starting player's pick, judged by the one-round look (as Normal picks).
            let starter = s.starter;
            let mut best: Option<(Action, Outcomes)> = None;
            for a in BlackMolly.legal_actions(s) {
                let mut t = s.clone();
                BlackMolly.perform(&mut t, &a);
                let v = eval_in(&t, round, end.look());
                if best
                    .as_ref()
                    .is_none_or(|b| v[starter].value > b.1[starter].value)
                {
                    best = Some((a, v));
                }
            }
            match best {
                // Normal's look: the pick's value is what was just worked out for it.
                Some((_, v)) if end.is_leaves() => v,
                Some((a, _)) => step(&a),
                None => end.value(s),
            }
        }
        Phase::Shuffle | Phase::PlaceOld { .. } | Phase::Over => end.value(s),
    }
}

/// [`eval_with`] of `t` (in the move step, or past it) with every seat still to move this round
/// passing, on `t` itself: the passes need no copy of the position each.
fn passing(mut t: State, round: u32, end: End) -> Outcomes {
    while let Phase::Move { .. } = t.phase {
        BlackMolly.perform(&mut t, &Action::Done);
    }
    eval_with(&t, round, false, end)
}

/// [`eval_with`] of `t`, the D4 about to be rolled: the mean over its four faces (the machine
/// faces 2–4 share their Molly work, [`machine_faces`]). The values are added in face order,
/// 1 to 4.
fn rolled(t: State, round: u32, movers: bool, end: End) -> Outcomes {
    let mut mean = Outcomes::from_elem(Outcome::default(), t.seats);
    let mut add = |v: Outcomes| {
        for (m, v) in mean.iter_mut().zip(v) {
            m.value += v.value / 4.0;
            m.total += v.total / 4.0;
        }
    };
    let mut machines = SmallVec::<[Outcomes; 3]>::new();
    machine_faces(&t, |u| machines.push(eval_with(u, round, movers, end)));
    // The current's face on `t` itself, added first.
    let mut u = t;
    BlackMolly.perform(&mut u, &Action::D4(1));
    add(eval_with(&u, round, movers, end));
    for v in machines {
        add(v);
    }
    mean
}

/// Normal's look at `t` (fish on the split card) with its next fish sent `d` and every one after
/// it east.
fn split_playout(t: &State, d: Dir, round: u32, look: Look) -> Outcomes {
    let mut u = t.clone();
    BlackMolly.perform(&mut u, &Action::Split(d));
    while let Phase::Split { .. } = u.phase {
        BlackMolly.perform(&mut u, &Action::Split(Dir::E));
    }
    eval_in(&u, round, look)
}

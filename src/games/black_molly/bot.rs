//! The Normal bot: a one-round lookahead over the rules.
//!
//! In the move step it tries every way to move its unmoved fish (each stays or swims to a legal
//! card; fish of one kind on one card are interchangeable, so duplicate plans are skipped), lets
//! the players after it pass, and plays out the rest of the round exactly: the D4's four faces
//! equally likely, and wherever the starting player chooses (split arrows, Molly routes) that
//! player picks what is best for itself. The end of the round is scored by [`leaf`]: fish alive,
//! weighed by how exposed they are to the Mollies next round, minus the opponents' share.
//! The best plan's first move is played (or `done` when staying put is best); the next call plans
//! again for the fish that have not moved yet.

use super::data::CardKind;
use super::notation::Action;
use super::rules::BlackMolly;
use super::state::{Card, Dir, Phase, RuleSet, State};
use crate::engine::{Bot, BotChoice, Rules, Think};
use rand::RngCore;

/// Weight of the opponents' (mean) material against one's own.
const OPPONENT_WEIGHT: f64 = 0.6;
/// Value of winning (shared equally) or losing when the lookahead reaches the end of the game.
const WIN: f64 = 100.0;

/// A seat's result of a lookahead: what the bot maximises, and the expected score total (fish
/// still swimming; in the variant the chance the old fish lives) that Hint shows.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Outcome {
    pub value: f64,
    pub total: f64,
}

fn leaves(s: &State) -> Vec<Outcome> {
    (0..s.seats)
        .map(|p| Outcome {
            value: leaf(s, p),
            total: match s.rules {
                RuleSet::Standard => s.alive(p) as f64,
                RuleSet::OldestFish => s.old_alive(p) as u8 as f64,
            },
        })
        .collect()
}

impl Bot for BlackMolly {
    fn normal_bot(&self, s: &State, think: &mut Think<'_>) -> Option<BotChoice<Action>> {
        normal_choice(s, think.rng)
    }
}

/// The Normal bot's choice with the expected score total after this round.
pub fn normal_choice(s: &State, _rng: &mut dyn RngCore) -> Option<BotChoice<Action>> {
    let me = s.actor()?;
    let legal = BlackMolly.legal_actions(s);
    if legal.len() == 1 {
        return legal.into_iter().next().map(|action| BotChoice {
            action,
            value: None,
        });
    }
    let (action, value) = match s.phase {
        Phase::PlaceOld { .. } => (place_old(s, &legal)?, None),
        Phase::Move { .. } => {
            let (a, v) = plan_moves(s, me)?;
            (a, Some(v.total))
        }
        _ => {
            let round = s.round;
            let mut best: Option<(Action, Outcome)> = None;
            for a in legal {
                let mut t = s.clone();
                BlackMolly.perform(&mut t, &a);
                let v = eval(&t, round)[me];
                if best.as_ref().is_none_or(|(_, bv)| v.value > bv.value) {
                    best = Some((a, v));
                }
            }
            let (a, v) = best?;
            (a, Some(v.total))
        }
    };
    Some(BotChoice { action, value })
}

/// Old fish setup: the fish start farthest from the nearest Molly.
fn place_old(s: &State, legal: &[Action]) -> Option<Action> {
    legal
        .iter()
        .max_by_key(|a| match a {
            // Earlier cards win ties (max_by_key keeps the last maximum, so negate the index).
            Action::Start(c) => (molly_distance(s, *c), -(c.index() as i32)),
            _ => (0, 0),
        })
        .cloned()
}

fn molly_distance(s: &State, c: Card) -> usize {
    s.mollies
        .iter()
        .map(|m| m.distance(c))
        .min()
        .unwrap_or(usize::MAX)
}

/// Tries every plan for `me`'s unmoved fish; returns the first step of the best one and its value.
fn plan_moves(s: &State, me: usize) -> Option<(Action, Outcome)> {
    let legal = BlackMolly.legal_actions(s);
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
            for a in &legal {
                if let Action::Move { from, to, old } = *a {
                    if Some(from) == f.at && old == f.old {
                        o.push(Some(to));
                    }
                }
            }
            o
        })
        .collect();
    let mut plan = vec![0usize; fish.len()];
    let mut best: Option<(Vec<usize>, Outcome)> = None;
    loop {
        // Identical fish (same card and age, next to each other after sorting) take
        // non-decreasing options, so each distinct plan is tried once.
        let canonical = (1..fish.len()).all(|j| {
            let (a, b) = (&s.fish[fish[j - 1]], &s.fish[fish[j]]);
            !(a.at == b.at && a.old == b.old) || plan[j - 1] <= plan[j]
        });
        if canonical {
            let mut t = s.clone();
            for (j, &i) in fish.iter().enumerate() {
                if let Some(to) = options[j][plan[j]] {
                    t.fish[i].at = Some(to);
                    t.fish[i].moved = true;
                }
            }
            BlackMolly.perform(&mut t, &Action::Done);
            let v = eval(&t, s.round)[me];
            if best
                .as_ref()
                .is_none_or(|(_, bv)| v.value > bv.value + 1e-9)
            {
                best = Some((plan.clone(), v));
            }
        }
        // Next plan (odometer).
        let mut j = 0;
        loop {
            if j == fish.len() {
                let (plan, v) = best?;
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
                return Some((first.unwrap_or(Action::Done), v));
            }
            plan[j] += 1;
            if plan[j] < options[j].len() {
                break;
            }
            plan[j] = 0;
            j += 1;
        }
    }
}

/// Each seat's value once round `round` is over, playing it out from `s`: later movers pass, the
/// D4 faces are equally likely, and the starting player makes each choice best for itself.
pub fn eval(s: &State, round: u32) -> Vec<Outcome> {
    if s.is_over() || s.round != round {
        return leaves(s);
    }
    match &s.phase {
        Phase::Move { .. } => step(s, &Action::Done, round),
        Phase::AwaitRoll => step(s, &Action::Roll, round),
        Phase::Rolling => {
            let mut mean = vec![Outcome::default(); s.seats];
            for n in 1..=4 {
                for (m, v) in mean.iter_mut().zip(step(s, &Action::D4(n), round)) {
                    m.value += v.value / 4.0;
                    m.total += v.total / 4.0;
                }
            }
            mean
        }
        Phase::Split { .. } => {
            // One fish at a time, each judged with the fish after it sent east, so many fish on
            // the split cost 2 × n playouts rather than 2^n.
            let mut t = s.clone();
            while let Phase::Split { .. } = t.phase {
                let mut best = (Dir::E, f64::NEG_INFINITY);
                for d in [Dir::E, Dir::S] {
                    let mut u = t.clone();
                    BlackMolly.perform(&mut u, &Action::Split(d));
                    while let Phase::Split { .. } = u.phase {
                        BlackMolly.perform(&mut u, &Action::Split(Dir::E));
                    }
                    let v = eval(&u, round)[t.starter].value;
                    if v > best.1 {
                        best = (d, v);
                    }
                }
                BlackMolly.perform(&mut t, &Action::Split(best.0));
            }
            eval(&t, round)
        }
        Phase::Molly { .. } => {
            let starter = s.starter;
            let mut best: Option<Vec<Outcome>> = None;
            for a in BlackMolly.legal_actions(s) {
                let v = step(s, &a, round);
                if best
                    .as_ref()
                    .is_none_or(|b| v[starter].value > b[starter].value)
                {
                    best = Some(v);
                }
            }
            best.unwrap_or_else(|| leaves(s))
        }
        Phase::Shuffle | Phase::PlaceOld { .. } | Phase::Over => leaves(s),
    }
}

fn step(s: &State, a: &Action, round: u32) -> Vec<Outcome> {
    let mut t = s.clone();
    BlackMolly.perform(&mut t, a);
    eval(&t, round)
}

/// How much `p`'s fish are worth in `s`: each fish by its weight (in the variant the old fish
/// counts most), less its exposure: a fish on a card with the fewest fish near a Molly is next.
fn material(s: &State, p: usize, fewest: usize) -> f64 {
    if s.rules == RuleSet::OldestFish && !s.old_alive(p) {
        return 0.0;
    }
    s.fish
        .iter()
        .filter(|f| f.owner == p)
        .filter_map(|f| f.at.map(|c| (f, c)))
        .map(|(f, c)| {
            let weight = match (s.rules, f.old) {
                (RuleSet::OldestFish, true) => 5.0,
                (RuleSet::OldestFish, false) => 0.6,
                (RuleSet::Standard, _) => 1.0,
            };
            let d = molly_distance(s, c);
            let targeted = s.count_on(c) == fewest;
            let mut danger: f64 = match (targeted, d) {
                (true, 0..=1) => 0.5,
                (true, 2) => 0.3,
                (true, 3) => 0.15,
                (true, _) => 0.05,
                (false, 0..=1) => 0.15,
                (false, 2) => 0.05,
                _ => 0.0,
            };
            // Boxed in: every neighbour is an anemone, a Molly or a running machine.
            let free = c
                .neighbours()
                .filter(|&n| {
                    s.kind(n) != CardKind::Anemone && !s.has_molly(n) && s.machine_on(n).is_none()
                })
                .count();
            if free <= 1 {
                danger += 0.1;
            }
            if matches!(s.kind(c), CardKind::Machine(_)) {
                danger += 0.05;
            }
            weight * (1.0 - danger.min(0.9))
        })
        .sum()
}

/// Value of the position for seat `p`.
pub fn leaf(s: &State, p: usize) -> f64 {
    if s.is_over() {
        let share = s.winners.len().max(1) as f64;
        return if s.winners.contains(&p) {
            WIN / share
        } else {
            -WIN
        };
    }
    let fewest = Card::all()
        .map(|c| s.count_on(c))
        .filter(|&n| n > 0)
        .min()
        .unwrap_or(0);
    let own = material(s, p, fewest);
    let others: f64 = (0..s.seats)
        .filter(|&q| q != p)
        .map(|q| material(s, q, fewest))
        .sum();
    own - OPPONENT_WEIGHT * others / (s.seats - 1).max(1) as f64
}

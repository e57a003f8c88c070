//! How a Black Molly game ends, in words: the round as the header shows it (the round limit is
//! announced only when it is near), each seat's breakdown line, and the end prompt, which say
//! plainly which of the three endings it was. Pure data and words, no GUI.
//!
//! The rulebook has no round limit; the app's safety net (docs/rulings.md BM, "Safety net") ends
//! a game after `round_limit` rounds. It is a last resort, so the header mentions it only in the
//! last [`LIMIT_NOTICE`] rounds.

use super::state::{Phase, RuleSet, State, AQUARIUM};
use crate::engine::{Names, ScoreLine, SeatScore};

/// How many rounds before the limit the header starts announcing it (from round 91 of 100).
pub const LIMIT_NOTICE: u32 = 10;

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// One player's fish (in the variant: old fish) were the last left.
    LastSwimming,
    /// The last fish (old fish) of the remaining players went in the same step: they share.
    SameStep,
    /// The round limit was reached with several players still in: they share.
    RoundLimit,
}

/// How the game ended, once it is over.
pub fn ending(s: &State) -> Option<Ending> {
    if !s.is_over() {
        return None;
    }
    let swimming = s.winners.iter().filter(|&&p| s.in_game(p)).count();
    Some(if swimming == 0 {
        Ending::SameStep
    } else if s.winners.len() == 1 {
        Ending::LastSwimming
    } else {
        Ending::RoundLimit
    })
}

/// The round for the header: "Round 42"; in the last rounds before the limit also when the game
/// will end ("Round 95 · the game ends after round 100").
pub fn round_status(s: &State) -> String {
    let limit = AQUARIUM.round_limit;
    if !s.is_over() && s.round + LIMIT_NOTICE > limit {
        if s.round == limit {
            format!("Round {} · the last round", s.round)
        } else {
            format!("Round {} · the game ends after round {limit}", s.round)
        }
    } else {
        format!("Round {}", s.round)
    }
}

/// "1 round", "3 rounds".
fn rounds(n: u32) -> String {
    crate::engine::rules::count(n as usize, "round")
}

/// "1 fish", "3 fish".
fn fish(n: usize) -> String {
    format!("{n} fish")
}

/// Seat `p`'s breakdown: one line whose points are the total (fish still swimming; in the
/// variant 1 while the old fish swims), and whose words say how long the seat lasted and, once
/// the game is over, how it ended for that seat.
pub fn seat_score(s: &State, p: usize) -> SeatScore {
    SeatScore::summed(vec![score_line(s, p)])
}

fn score_line(s: &State, p: usize) -> ScoreLine {
    let left = s.alive(p);
    let old = s.rules == RuleSet::OldestFish;
    // Setup of the variant: this seat's fish are not in the aquarium yet; it is still in.
    if old && matches!(s.phase, Phase::PlaceOld { seat } if p >= seat) {
        return SeatScore::english("Old fish still to be placed (in the game)", 1);
    }
    let points = if old {
        i32::from(s.old_alive(p))
    } else {
        left as i32
    };
    let what = if old { "Old fish" } else { "Fish" };
    let in_all = if old {
        format!(", {} in all", fish(left))
    } else {
        String::new()
    };
    let text = match (s.out_round[p], ending(s)) {
        // The winners of a same-step ending are out too: their line says why they still win.
        (Some(r), Some(Ending::SameStep)) if s.winners.contains(&p) => {
            let last = if old { "Old fish" } else { "Last fish" };
            format!("{last} lost in round {r}, in the same step as another winner's")
        }
        (Some(r), _) if old => format!("Old fish lost (out in round {r})"),
        (Some(r), _) => format!("No fish left (out in round {r})"),
        (None, Some(Ending::LastSwimming)) => {
            let last = if old {
                "The last old fish"
            } else {
                "The last fish"
            };
            format!("{last} in the aquarium (after {}{in_all})", rounds(s.round))
        }
        (None, Some(Ending::RoundLimit)) => format!(
            "{what} still swimming after round {}, the last round{in_all}",
            AQUARIUM.round_limit
        ),
        // Still playing (a same-step ending leaves nobody swimming).
        (None, Some(Ending::SameStep) | None) => {
            let survived = s.round.saturating_sub(1);
            let lasted = if survived == 0 {
                "before round 1".to_string()
            } else {
                format!("after {}", rounds(survived))
            };
            format!("{what} still swimming ({lasted}{in_all})")
        }
    };
    SeatScore::english(text, points)
}

/// The end prompt: the result, then how it came about.
pub fn game_over_text(s: &State, names: Names<'_>) -> String {
    // Won by the last fish swimming, not on points.
    let result = crate::engine::rules::result_text(names, s.seats, &s.winners, None);
    let old = s.rules == RuleSet::OldestFish;
    let how = match ending(s) {
        Some(Ending::LastSwimming) => match s.winners.first() {
            Some(&w) if old => format!("{} old fish is the last one left.", names.possessive(w)),
            Some(&w) => format!("{} fish are the last ones left.", names.possessive(w)),
            None => String::new(),
        },
        Some(Ending::SameStep) if old => "Their old fish were lost in the same step.".into(),
        Some(Ending::SameStep) => "Their last fish went in the same step.".into(),
        Some(Ending::RoundLimit) => format!(
            "Round {}, the last round, ended with their {} still swimming.",
            AQUARIUM.round_limit,
            if old { "old fish" } else { "fish" }
        ),
        None => String::new(),
    };
    format!("Game over: {result} {how}").trim_end().to_string()
}

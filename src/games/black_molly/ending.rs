//! How a Black Molly game ends, in words: the round as the header shows it (the round limit is
//! announced only when it is near), each seat's breakdown line, and the end prompt, which say
//! plainly which of the three endings it was. Pure data and words, no GUI.
//!
//! The rulebook has no round limit; the app's safety net (docs/rulings.md BM, "Safety net") ends
//! a game after `round_limit` rounds. It is a last resort, so the header mentions it only in the
//! last [`LIMIT_NOTICE`] rounds.

use super::state::{Phase, RuleSet, State, AQUARIUM};
use crate::engine::text::Msg;
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
pub fn round_status(s: &State) -> Msg {
    let limit = AQUARIUM.round_limit;
    let msg = if !s.is_over() && s.round + LIMIT_NOTICE > limit {
        if s.round == limit {
            Msg::new("bm-round-last")
        } else {
            Msg::new("bm-round-ends").int("limit", limit)
        }
    } else {
        Msg::new("bm-round")
    };
    msg.int("round", s.round)
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
        return SeatScore::line(Msg::new("bm-score-placing"), 1);
    }
    let points = if old {
        i32::from(s.old_alive(p))
    } else {
        left as i32
    };
    // Every line says which kind of fish it counts; `left` (all fish, in the variant) and the
    // rounds are given to every line, used where the words need them.
    let line = |id: &'static str| Msg::new(id).int("old", i64::from(old)).count("left", left);
    let text = match (s.out_round[p], ending(s)) {
        // The winners of a same-step ending are out too: their line says why they still win.
        (Some(r), Some(Ending::SameStep)) if s.winners.contains(&p) => {
            Msg::new("bm-score-same-step")
                .int("old", i64::from(old))
                .int("round", r)
        }
        (Some(r), _) if old => Msg::new("bm-score-old-lost").int("round", r),
        (Some(r), _) => Msg::new("bm-score-none-left").int("round", r),
        (None, Some(Ending::LastSwimming)) => line("bm-score-last").int("rounds", s.round),
        (None, Some(Ending::RoundLimit)) => {
            line("bm-score-limit").int("limit", AQUARIUM.round_limit)
        }
        // Still playing (a same-step ending leaves nobody swimming).
        (None, Some(Ending::SameStep) | None) => {
            let survived = s.round.saturating_sub(1);
            let setup = matches!(s.phase, Phase::Shuffle | Phase::PlaceOld { .. });
            if survived == 0 && setup {
                line("bm-score-swimming-start")
            } else if survived == 0 {
                // Round 1 is under way: "before round 1" would be stale.
                line("bm-score-swimming-first")
            } else {
                line("bm-score-swimming").int("rounds", survived)
            }
        }
    };
    SeatScore::line(text, points)
}

/// The end prompt: the result, then how it came about.
pub fn game_over_text(s: &State, names: Names<'_>) -> Msg {
    // Won by the last fish swimming, not on points.
    let result = crate::engine::rules::result_text(names, s.seats, &s.winners, None);
    let old = s.rules == RuleSet::OldestFish;
    let how = match ending(s) {
        Some(Ending::LastSwimming) => s.winners.first().map(|&w| {
            Msg::new(if old {
                "bm-over-last-old"
            } else {
                "bm-over-last"
            })
            .text("name", names.get(w).into_owned())
        }),
        Some(Ending::SameStep) if old => Some(Msg::new("bm-over-same-step-old")),
        Some(Ending::SameStep) => Some(Msg::new("bm-over-same-step")),
        Some(Ending::RoundLimit) => Some(
            Msg::new("bm-over-limit")
                .int("limit", AQUARIUM.round_limit)
                .int("old", i64::from(old)),
        ),
        None => None,
    };
    match how {
        Some(how) => Msg::new("bm-over").msg("result", result).msg("how", how),
        None => Msg::new("bm-over-plain").msg("result", result),
    }
}

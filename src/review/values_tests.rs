//! Values that are scores: every expectation the player sees (a hint's, the review's) is an
//! expected final score in the game's points. Where nothing is left to chance and one decision is
//! left before the end, each must be exactly the score that decision's line reaches; and over many
//! positions of bot games, the review's expectation of a seat's final score must be its final score
//! on average (`cargo test --release -- --ignored values_`, figures in docs/review.md).

use super::*;
use crate::engine::rules::ToMove;
use crate::engine::session::Session;
use crate::game::Game;
use crate::games::{
    black_molly::BlackMolly, diaominos::Diaominos, hex_roller::HexRoller, honeycomb::Honeycomb,
    molecular::Molecular,
};

/// A finished game of people whose every move was the Normal bot's.
fn game<G: Game>(rules: G, options: G::Options, seats: usize, seed: u64) -> Session<G> {
    super::tests::bot_session(rules, options, seats, seed, BotLevel::Normal)
}

/// The final score of `seat` when the session plays `action` and then the only legal action each
/// time to the end; `None` when a chance step is drawn or a choice comes first.
fn line_score<G: Game>(before: &Session<G>, seat: usize, action: &G::Action) -> Option<f64> {
    let mut s = before.prefix(before.log().len());
    s.apply_as(seat, action.clone()).ok()?;
    while !s.is_over() {
        let legal = s.legal_actions();
        if legal.len() != 1 || s.log().last().is_some_and(|e| e.actor == ToMove::Chance) {
            return None;
        }
        s.apply(legal[0].clone()).ok()?;
    }
    let drew = s.log()[before.log().len()..]
        .iter()
        .any(|e| e.actor == ToMove::Chance);
    (!drew).then(|| f64::from(before.rules().scores(s.state())[seat].total))
}

/// The game's last decision with a choice (log index, seat) when nothing after it is left to
/// chance: every move there ends the game by forced actions.
fn last_decision<G: Game>(s: &Session<G>) -> Option<(usize, usize)> {
    let (index, seat) = s.log().iter().enumerate().rev().find_map(|(i, e)| {
        let ToMove::Seat(k) = e.actor else {
            return None;
        };
        let mut before = s.prefix(i);
        (before.focus(k) && before.legal_actions().len() >= 2).then_some((i, k))
    })?;
    let mut before = s.prefix(index);
    before.focus(seat);
    let legal = before.legal_actions();
    legal
        .iter()
        .all(|a| line_score(&before, seat, a).is_some())
        .then_some((index, seat))
}

fn chance_free_values_are_the_scores_their_lines_reach<G: Game>(rules: G, options: G::Options)
where
    G::Options: Clone,
{
    let id = G::info().id;
    let found = (1..=40).find_map(|seed| {
        let s = game(
            rules.clone(),
            options.clone(),
            G::info().min_seats.max(2).min(G::info().max_seats),
            seed,
        );
        last_decision(&s).map(|at| (s, at))
    });
    let (s, (index, seat)) = found.unwrap_or_else(|| panic!("{id}: a chance-free last decision"));
    let save = crate::game::save_text(&s).unwrap();
    let mut before = s.prefix(index);
    before.focus(seat);
    let legal = before.legal_actions();
    let score = |a: &G::Action| line_score(&before, seat, a).unwrap();

    // The hint: the bot's value of its choice, where it gives one, is that move's score.
    for level in BotLevel::ALL {
        let Some(choice) = before.bot_choice(level) else {
            continue;
        };
        if let Some(value) = choice.value {
            assert!(
                (value - score(&choice.action)).abs() < 1e-9,
                "{id} {level:?}: the hint expects {value} after {}, its line scores {}",
                choice.action,
                score(&choice.action)
            );
        }
    }
    // The review (and Try again): every move's expectation is its score, on one rollout or many.
    let cancel = std::sync::atomic::AtomicBool::new(false);
    let reference = &legal[0];
    for a in &legal[1..] {
        for rollouts in [1, 8] {
            let (choice, best) = (a.to_string(), reference.to_string());
            let retry = Retry {
                save_text: &save,
                index,
                seat,
                choice: &choice,
                best: &best,
                rollouts,
            };
            let r = retry_any(&retry, &cancel).unwrap().unwrap();
            assert_eq!(r.expected_choice, Some(score(a)), "{id}: after {a}");
            assert_eq!(
                r.expected_best,
                Some(score(reference)),
                "{id}: after {reference}"
            );
            assert_eq!(r.lost, (score(reference) - score(a)).max(0.0));
        }
    }
}

#[test]
fn chance_free_positions_show_exactly_the_score_their_line_reaches_in_every_game() {
    let small = crate::games::honeycomb::rules::Options { radius: 3 };
    chance_free_values_are_the_scores_their_lines_reach(Honeycomb, small);
    chance_free_values_are_the_scores_their_lines_reach(HexRoller, Default::default());
    chance_free_values_are_the_scores_their_lines_reach(Molecular, Default::default());
    chance_free_values_are_the_scores_their_lines_reach(BlackMolly, Default::default());
    chance_free_values_are_the_scores_their_lines_reach(Diaominos, Default::default());
}

/// Mean and spread of `xs`.
fn mean_sd(xs: &[f64]) -> (f64, f64) {
    let n = xs.len().max(1) as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, var.sqrt())
}

/// Over `want` decision positions of Normal bots' games (one of each seat's, seeds from 1), the
/// review's expectation of the seat's final score (32 rollouts) and the Normal hint's value, each
/// less the score the seat finished with: (mean, spread) of both, and how many hints had a value.
fn expected_less_final<G: Game>(rules: G, options: G::Options, seats: usize, want: usize) -> Figures
where
    G::Options: Clone,
{
    use super::luck;
    use super::memo::Memo;
    use super::rollout::Origin;
    let cancel = std::sync::atomic::AtomicBool::new(false);
    let (mut review, mut hint) = (Vec::new(), Vec::new());
    let mut seed = 0;
    while review.len() < want {
        seed += 1;
        let s = game(rules.clone(), options.clone(), seats, seed);
        let finals: Vec<f64> = s
            .rules()
            .scores(s.state())
            .iter()
            .map(|x| f64::from(x.total))
            .collect();
        let styles: Vec<u64> = (0..seats).map(|k| s.seat_style(k)).collect();
        let memo = Memo::new();
        // One position per seat and game, at a decision of its own (positions of one game share
        // its ending: they are not independent).
        let decisions: Vec<(usize, usize)> = (0..seats)
            .filter_map(|k| {
                let mine: Vec<usize> = (0..s.log().len())
                    .filter(|&i| {
                        s.log()[i].actor == ToMove::Seat(k) && {
                            let mut b = s.prefix(i);
                            b.focus(k) && b.legal_actions().len() >= 2
                        }
                    })
                    .collect();
                let pick = crate::engine::bot::mix(seed ^ (k as u64) << 16) as usize;
                mine.get(pick % mine.len().max(1)).map(|&i| (i, k))
            })
            .collect();
        for (i, k) in decisions {
            if review.len() == want {
                break;
            }
            let mut before = s.prefix(i);
            if !before.focus(k) || before.legal_actions().len() < 2 {
                continue;
            }
            let from = Origin {
                rules: before.rules(),
                state: before.state(),
                seat: k,
                key: super::analysis::round_key(seed, i),
                styles: &styles,
                memo: &memo,
            };
            let samples = luck::expected(&from, seats, 0..32, &cancel).unwrap();
            let e = samples.before()[k].mean;
            review.push(e - finals[k]);
            if let Some(v) = before.bot_choice(BotLevel::Normal).and_then(|c| c.value) {
                hint.push(v - finals[k]);
            }
        }
    }
    Figures {
        review: mean_sd(&review),
        hint: mean_sd(&hint),
        hints: hint.len(),
    }
}

/// (expected − final) of the review and of the hint, as (mean, spread), and hints with a value.
struct Figures {
    review: (f64, f64),
    hint: (f64, f64),
    hints: usize,
}

impl Figures {
    /// Prints them and checks the review's: its rollouts play as the games were played, so no
    /// bias beyond the noise.
    fn report(self, id: &str) {
        let ((rm, rs), (hm, hs)) = (self.review, self.hint);
        println!(
            "{id}: review expected − final {rm:+.2} ± {rs:.2} (200 positions); \
             Normal hint − final {hm:+.2} ± {hs:.2} ({} hints with a value)",
            self.hints
        );
        assert!(
            rm.abs() <= 4.0 * rs / 200f64.sqrt() + 0.5,
            "{id}: {rm:+.2} ± {rs:.2}"
        );
    }
}

/// The figures of docs/review.md, "Values that are scores": `cargo test --release --lib --
/// --ignored values_ --nocapture`.
#[test]
#[ignore = "a minute in release; prints figures"]
fn values_expected_less_final_over_200_positions_of_every_game() {
    expected_less_final(Honeycomb, Default::default(), 1, 200).report("honeycomb-caverns");
    expected_less_final(HexRoller, Default::default(), 4, 200).report("hex-roller");
    expected_less_final(Molecular, Default::default(), 4, 200).report("molecular-structures");
    expected_less_final(BlackMolly, Default::default(), 4, 200).report("black-molly");
    expected_less_final(Diaominos, Default::default(), 4, 200).report("diaominos");
}

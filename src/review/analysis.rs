//! The analysis itself, for any game: replay the save, and at each decision of a reviewed seat ask
//! the reference bot, then estimate the seat's expected final score after the played move and
//! after the bot's by rollouts on the fast rules path (no session, no text).

use super::{Decision, Review, ReviewError, ReviewSettings, MAX_ROLLOUTS};
use crate::engine::bot::{bot_action, mix, Think};
use crate::engine::rules::{BotLevel, ToMove};
use crate::engine::session::Session;
use crate::game::{load_session, Game};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// A rollout that has not ended after this many steps has met a bug; it is cut short.
const ROLLOUT_GUARD: usize = 1_000_000;

/// Reviews the save `save_text` of game `G`. `progress(done, total)` is called before the first
/// decision and after each; when it returns false the review stops and gives `Ok(None)`.
pub fn review_save<G: Game>(
    rules: G,
    save_text: &str,
    settings: &ReviewSettings,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<Option<Review>, ReviewError> {
    if settings.rollouts == 0 || settings.rollouts > MAX_ROLLOUTS {
        return Err(ReviewError::Rollouts(settings.rollouts));
    }
    let session = load_session(rules, save_text).map_err(ReviewError::Load)?;
    let seats = reviewed_seats(&session, settings)?;
    // Every seat action of a reviewed seat, with the seat's count of actions so far.
    let mut turns = vec![0usize; session.seats().len()];
    let mut todo = Vec::new();
    for (index, e) in session.log().iter().enumerate() {
        if let ToMove::Seat(seat) = e.actor {
            turns[seat] += 1;
            // A move a bot chose for the person ("Bot plays for me") is not the person's decision.
            if seats.contains(&seat) && !e.by_bot {
                todo.push((index, seat, turns[seat]));
            }
        }
    }
    let total = todo.len();
    if !progress(0, total) {
        return Ok(None);
    }
    let mut decisions = Vec::new();
    for (done, (index, seat, turn)) in todo.into_iter().enumerate() {
        if let Some(d) = decision(&session, index, seat, turn, settings) {
            decisions.push(d);
        }
        if !progress(done + 1, total) {
            return Ok(None);
        }
    }
    Ok(Some(Review {
        game: G::info().id.to_string(),
        settings: settings.clone(),
        decisions,
    }))
}

/// The seats the settings ask for: given ones (checked), else every person's seat, else all.
fn reviewed_seats<G: Game>(
    session: &Session<G>,
    settings: &ReviewSettings,
) -> Result<Vec<usize>, ReviewError> {
    let n = session.seats().len();
    match &settings.seats {
        Some(list) => {
            if let Some(bad) = list.iter().find(|&&s| s >= n) {
                return Err(ReviewError::NoSeat {
                    seat: bad + 1,
                    seats: n,
                });
            }
            Ok(list.clone())
        }
        None => {
            let people: Vec<usize> = (0..n).filter(|&i| session.seats()[i].is_human()).collect();
            Ok(if people.is_empty() {
                (0..n).collect()
            } else {
                people
            })
        }
    }
}

/// One decision: `None` when the seat had no choice (a single legal action). The position is the
/// one `seat` acted in: on a simultaneous step a seat may act ahead of the seat in focus (its save
/// line names it), so the seat is put in focus first, and its legal actions, the bot's choice and
/// the rollouts are all that seat's.
fn decision<G: Game>(
    session: &Session<G>,
    index: usize,
    seat: usize,
    turn: usize,
    settings: &ReviewSettings,
) -> Option<Decision> {
    let before = session.prefix(index);
    let rules = before.rules();
    let mut state = before.state().clone();
    // The seat acted here, so it was ready; a seat that is not (a damaged log) is not reviewed.
    if !rules.focus(&mut state, seat) || rules.legal_actions(&state).len() < 2 {
        return None;
    }
    let played = session.log().get(index)?.action.clone();
    // What a bot of this level in this seat would have played here: the same job a bot seat runs
    // (its rng and style come from the seed, the seat and the position, not from who sat there).
    let best = before
        .bot_job_as(seat, settings.level)
        .and_then(|job| job())
        .map_or_else(|| played.clone(), |c| c.action);
    let names = before.names();
    let played_text = rules.describe(&state, &played, names);
    let best_text = rules.describe(&state, &best, names);
    // The rollouts' numbers come from the seat and its own count of actions, not the log index, so
    // the same decision is scored the same whichever order the seats of a simultaneous step took.
    let key = mix(session.seed() ^ mix(((seat as u64) << 32) ^ turn as u64));
    let styles: Vec<u64> = (0..session.seats().len())
        .map(|s| session.seat_style(s))
        .collect();
    let expected_played = expected(rules, &state, &played, seat, key, &styles, settings);
    let (expected_best, lost) = if best == played {
        (expected_played, 0.0)
    } else {
        let e = expected(rules, &state, &best, seat, key, &styles, settings);
        (e, (e - expected_played).max(0.0))
    };
    Some(Decision {
        index,
        seat,
        who: before.seats()[seat].name.clone(),
        turn,
        played: played.to_string(),
        played_text,
        best: best.to_string(),
        best_text,
        expected_played,
        expected_best,
        lost,
    })
}

/// The mean final score of `seat` over the rollouts after `action` from `state` (where `seat` is
/// in focus). Rollout `r` draws its dice from (`key`, `r`) and each seat's bot its own random
/// numbers from (`key`, `r`, that seat), so two candidate moves are compared on the same numbers, a
/// review is the same on every run, and the order in which the seats of a simultaneous step play
/// on does not change what any one of them draws.
fn expected<G: Game>(
    rules: &G,
    state: &G::State,
    action: &G::Action,
    seat: usize,
    key: u64,
    styles: &[u64],
    settings: &ReviewSettings,
) -> f64 {
    let mut sum = 0.0;
    for r in 0..settings.rollouts {
        let mut chance = ChaCha8Rng::seed_from_u64(mix(key ^ u64::from(r)));
        let mut thinking: Vec<ChaCha8Rng> = (0..styles.len())
            .map(|k| ChaCha8Rng::seed_from_u64(mix(!key ^ u64::from(r) ^ mix(k as u64))))
            .collect();
        let mut s = state.clone();
        rules.perform(&mut s, action);
        for _ in 0..ROLLOUT_GUARD {
            match rules.to_move(&s) {
                ToMove::Over => break,
                ToMove::Chance => {
                    let outcome = rules.sample_chance(&s, &mut chance);
                    rules.perform(&mut s, &outcome);
                }
                ToMove::Seat(k) => {
                    let style = styles.get(k).copied().unwrap_or(0);
                    // A seat past the seats of the save has a rules bug; score it as it stands.
                    let Some(rng) = thinking.get_mut(k) else {
                        break;
                    };
                    let mut think = Think::new(rng, style);
                    match bot_action(rules, &s, BotLevel::Normal, &mut think) {
                        Some(choice) => rules.perform(&mut s, &choice.action),
                        // No legal action in a running game: a rules bug; score it as it stands.
                        None => break,
                    }
                }
            }
        }
        sum += rules
            .scores(&s)
            .get(seat)
            .map_or(0.0, |sc| f64::from(sc.total));
    }
    sum / f64::from(settings.rollouts)
}

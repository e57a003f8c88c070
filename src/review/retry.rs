//! "Try again": a move chosen anew in a reviewed decision's position, valued against the
//! reference bot's choice there by the decision's own rollouts (the same numbers the review used
//! for it, so the bot's move is scored as the review scored it). See docs/review.md, "Try again".

use super::memo::Memo;
use super::rollout::{estimate, Origin};
use super::{Label, ReviewError, MAX_ROLLOUTS};
use crate::engine::rules::ToMove;
use crate::game::{load_session, Game};
use serde::{Deserialize, Serialize};
use std::sync::atomic::AtomicBool;

/// A decision to try again: the save, the position (log index and seat), the move chosen now and
/// the reference bot's choice, in notation, and rollouts per move at most.
pub struct Retry<'a> {
    pub save_text: &'a str,
    pub index: usize,
    pub seat: usize,
    pub choice: &'a str,
    pub best: &'a str,
    pub rollouts: u32,
}

/// How the move chosen now compares with the reference bot's.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Retried {
    /// The move chosen now and the bot's, in the game's words.
    pub choice_text: String,
    pub best_text: String,
    /// Expected final score of the seat after it and after the bot's move; none when it is the
    /// bot's move (nothing to compare).
    pub expected_choice: Option<f64>,
    pub expected_best: Option<f64>,
    pub rollouts: u32,
    /// Points it loses against the bot's move (0 for the bot's move or a better one), and its
    /// label by the game's thresholds.
    pub lost: f64,
    pub label: Option<Label>,
}

impl Retried {
    /// Whether the position counts as found: the move earns no label (the bot's move, one as
    /// good within the game's inaccuracy threshold, or a better one).
    pub fn found(&self) -> bool {
        self.label.is_none()
    }
}

/// [`Retry`] for game `G`. `Ok(None)` when `cancel` was set.
pub fn retry_save<G: Game>(
    rules: G,
    r: &Retry<'_>,
    cancel: &AtomicBool,
) -> Result<Option<Retried>, ReviewError> {
    if r.rollouts == 0 || r.rollouts > MAX_ROLLOUTS {
        return Err(ReviewError::Rollouts(r.rollouts));
    }
    let session = load_session(rules, r.save_text).map_err(ReviewError::Load)?;
    let no_decision = || ReviewError::NoDecision {
        line: r.index + 1,
        seat: r.seat + 1,
    };
    if r.index >= session.log().len() || r.seat >= session.seats().len() {
        return Err(no_decision());
    }
    let before = session.prefix(r.index);
    let rules = before.rules();
    let mut state = before.state().clone();
    if !rules.focus(&mut state, r.seat) {
        return Err(no_decision());
    }
    let legal = rules.legal_actions(&state);
    let parse = |text: &str| -> Result<G::Action, ReviewError> {
        text.parse::<G::Action>()
            .ok()
            .filter(|a| legal.contains(a))
            .ok_or_else(|| ReviewError::NotLegal(crate::engine::save::clip(text, 40)))
    };
    let choice = parse(r.choice)?;
    let best = parse(r.best)?;
    let choice_text = rules.describe(&state, &choice, session.names()).to_string();
    let best_text = rules.describe(&state, &best, session.names()).to_string();
    if choice == best {
        return Ok(Some(Retried {
            choice_text,
            best_text,
            expected_choice: None,
            expected_best: None,
            rollouts: 0,
            lost: 0.0,
            label: None,
        }));
    }
    // The chance steps before this decision key its rollouts, as in the review.
    let chances = session.log()[..r.index]
        .iter()
        .filter(|e| e.actor == ToMove::Chance)
        .count();
    let styles: Vec<u64> = (0..session.seats().len())
        .map(|s| session.seat_style(s))
        .collect();
    let memo = Memo::new();
    let from = Origin {
        rules,
        state: &state,
        seat: r.seat,
        key: super::analysis::round_key(session.seed(), chances),
        styles: &styles,
        memo: &memo,
    };
    let Some(e) = estimate(&from, &choice, &best, r.rollouts, cancel) else {
        return Ok(None);
    };
    let lost = (e.best - e.played).max(0.0);
    Ok(Some(Retried {
        choice_text,
        best_text,
        expected_choice: Some(e.played),
        expected_best: Some(e.best),
        rollouts: e.rollouts,
        lost,
        label: super::thresholds(G::info().id).label(lost),
    }))
}

/// A retry as a job for the games' dispatch.
struct RetryJob<'a, 'b> {
    retry: &'a Retry<'b>,
    cancel: &'a AtomicBool,
}

impl crate::games::GameFn for RetryJob<'_, '_> {
    type Output = Result<Option<Retried>, ReviewError>;
    fn call<G: Game>(self, rules: G) -> Self::Output {
        retry_save(rules, self.retry, self.cancel)
    }
}

/// [`retry_save`] for a save of any registered game (the game is read from the save).
pub fn retry_any(r: &Retry<'_>, cancel: &AtomicBool) -> Result<Option<Retried>, ReviewError> {
    let text = r.save_text.strip_prefix('\u{feff}').unwrap_or(r.save_text);
    let id = crate::engine::save::peek_game(text).map_err(ReviewError::Unreadable)?;
    let retry = Retry {
        save_text: text,
        ..*r
    };
    let job = RetryJob {
        retry: &retry,
        cancel,
    };
    crate::games::with_game(&id, job)
        .unwrap_or_else(|| Err(ReviewError::UnknownGame(crate::engine::save::clip(&id, 40))))
}

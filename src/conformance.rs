//! The conformance suite every registered game runs (see DESIGN.md "Tests that mean something").
//!
//! Seeded random games; at every step: every candidate action is listed exactly when the game's
//! `check` accepts it, every refusal gives a specific reason, the listed actions all apply, their
//! notation round-trips, a sampled unlisted action is refused with the state unchanged, invariants
//! hold, the game ends within its bound, and save → load reproduces the state exactly.

use crate::engine::rules::{apply, Rules, ToMove};
use crate::engine::session::{SeatInfo, Session};
use crate::plugin::{load_session, Game, Match, Running};
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Plays `games` seeded random games of `G` with `seats` seats and checks the contract throughout.
pub fn check_game<G: Game>(rules: G, options: G::Options, seats: usize, games: u64, seed: u64) {
    let mut foreign: Vec<G::Action> = Vec::new();
    // One list reused through every game, as search loops reuse it.
    let mut reused: Vec<G::Action> = Vec::new();
    for g in 0..games {
        let game_seed = seed.wrapping_mul(1_000_003).wrapping_add(g);
        let seat_list = (0..seats)
            .map(|i| SeatInfo::human(format!("P{}", i + 1)))
            .collect();
        let mut session = Session::new(rules.clone(), options.clone(), seat_list, game_seed)
            .unwrap_or_else(|e| panic!("game {g}: cannot start: {e}"));
        let mut rng = ChaCha8Rng::seed_from_u64(game_seed ^ 0xC0FFEE);
        let bound = rules.max_game_length(seats);
        let save_at = rng.random_range(0..bound.max(1));
        loop {
            let state = session.state().clone();
            rules.invariants(&state).unwrap_or_else(|e| {
                panic!("game {g} seed {game_seed}: invariant broken: {e}\n{state:?}")
            });
            assert!(
                session.log().len() <= bound,
                "game {g} seed {game_seed}: no end after {bound} actions"
            );
            if session.log().len() == save_at {
                round_trip(&session);
            }
            match session.to_move() {
                ToMove::Over => {
                    assert!(
                        rules.legal_actions(&state).is_empty(),
                        "legal actions after the end"
                    );
                    rules.legal_actions_into(&state, &mut reused);
                    assert!(
                        reused.is_empty(),
                        "legal actions (into a list) after the end"
                    );
                    break;
                }
                ToMove::Chance => unreachable!("the session draws chance outcomes itself"),
                ToMove::Seat(_) => {}
            }
            let legal = rules.legal_actions(&state);
            rules.legal_actions_into(&state, &mut reused);
            assert_eq!(reused, legal, "legal_actions_into lists other actions");
            assert!(
                !legal.is_empty(),
                "game {g} seed {game_seed}: a seat to move has no legal action\n{state:?}"
            );
            // Asking check about every candidate is the slow part (Diaominos has ~1,500 at a
            // loading step): every step of the first games, then every tenth game.
            if g < 100 || g % 10 == 0 {
                check_agrees(&rules, &state, &legal);
            }
            for a in &legal {
                let text = a.to_string();
                let parsed: G::Action = text
                    .parse()
                    .unwrap_or_else(|e| panic!("notation `{text}` does not parse back: {e}"));
                assert_eq!(&parsed, a, "notation `{text}` parses to a different action");
                let mut s = state.clone();
                apply(&rules, &mut s, a)
                    .unwrap_or_else(|r| panic!("listed action `{a}` refused: {r}"));
                rules
                    .invariants(&s)
                    .unwrap_or_else(|e| panic!("after `{a}`: invariant broken: {e}"));
            }
            // An action from elsewhere that is not legal here must be refused, state unchanged.
            let unlisted: Vec<&G::Action> = foreign.iter().filter(|a| !legal.contains(a)).collect();
            if let Some(a) = unlisted.choose(&mut rng) {
                let mut s = state.clone();
                let r = apply(&rules, &mut s, a);
                assert!(r.is_err(), "unlisted action `{a}` was accepted");
                assert_eq!(s, state, "a refused action changed the state");
                let reason = r.err().map(|e| e.0).unwrap_or_default();
                assert_specific(&reason, &a.to_string());
            }
            if foreign.len() < 4096 {
                foreign.extend(legal.iter().cloned());
            } else {
                let i = rng.random_range(0..foreign.len());
                foreign[i] = legal[rng.random_range(0..legal.len())].clone();
            }
            let a = legal[rng.random_range(0..legal.len())].clone();
            session
                .apply(a)
                .unwrap_or_else(|r| panic!("session refused a legal action: {r}"));
        }
        round_trip(&session);
    }
}

/// Save → load reproduces the exact state, log and to-move.
pub fn round_trip<G: Game>(session: &Session<G>) {
    let running = Running::new(session.clone());
    let text = running
        .save_text()
        .unwrap_or_else(|e| panic!("cannot save: {e}"));
    let loaded = load_session(session.rules.clone(), &text)
        .unwrap_or_else(|e| panic!("cannot load own save: {e}\n{text}"));
    assert_eq!(
        loaded.state(),
        session.state(),
        "save → load changed the state"
    );
    assert_eq!(loaded.log().len(), session.log().len());
    assert_eq!(loaded.to_move(), session.to_move());
}

/// One legality source: the listed actions are exactly the candidates `check` accepts (no
/// duplicates, none missing, none extra), and every refused candidate says why specifically.
pub fn check_agrees<G: Rules>(rules: &G, state: &G::State, legal: &[G::Action]) {
    let candidates = rules.candidate_actions(state);
    for (i, a) in legal.iter().enumerate() {
        assert!(
            !legal[..i].contains(a),
            "`{a}` is listed twice among the legal actions"
        );
        assert!(
            candidates.contains(a),
            "listed action `{a}` is not among the candidates"
        );
        if let Err(r) = rules.check(state, a) {
            panic!("listed action `{a}` fails check: {r}");
        }
    }
    for a in &candidates {
        match rules.check(state, a) {
            Ok(()) => assert!(
                legal.contains(a),
                "`{a}` passes check but is not listed\n{state:?}"
            ),
            Err(r) => assert_specific(&r.0, &a.to_string()),
        }
    }
}

/// Phrases that say nothing about why: a refusal must name its reason.
const GENERIC: &[&str] = &[
    "is legal",
    "not allowed",
    "illegal",
    "invalid",
    "cannot do that",
    "not possible",
];

/// A refusal is a sentence a player can act on, not a generic "not allowed".
pub fn assert_specific(reason: &str, action: &str) {
    let lower = reason.trim().to_lowercase();
    assert!(
        lower.len() >= 12,
        "refusal of `{action}` is too short to explain anything: `{reason}`"
    );
    for g in GENERIC {
        assert!(
            !lower.contains(g),
            "refusal of `{action}` is generic (`{g}`): `{reason}`"
        );
    }
}

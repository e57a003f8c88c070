//! The conformance suite every registered game runs (docs/architecture.md, "Tests that mean…").
//!
//! Seeded random games; at every step: every candidate action is listed exactly when the game's
//! `check` accepts it, every refusal gives a specific reason, the listed actions all apply, their
//! notation round-trips, a sampled unlisted action is refused with the state unchanged, invariants
//! hold, the game ends within its bound, and save → load reproduces the state exactly.

use crate::engine::rules::{apply, Rules, ToMove};
use crate::engine::session::{SeatInfo, Session};
use crate::game::{load_session, save_text, Game};
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
                let reason = r.err().map(|e| e.0.to_string()).unwrap_or_default();
                assert_specific(&reason, &a.to_string());
            }
            if foreign.len() < 4096 {
                foreign.extend(legal.iter().cloned());
            } else {
                let i = rng.random_range(0..foreign.len());
                foreign[i] = legal[rng.random_range(0..legal.len())].clone();
            }
            // Any ready seat may act next: sometimes one that is not in focus acts ahead of it
            // (simultaneous steps), which saves name in their lines.
            let ToMove::Seat(focus) = session.to_move() else {
                unreachable!("a seat is to move here")
            };
            let ready = session.ready();
            assert!(
                ready.contains(&focus) && ready.windows(2).all(|w| w[0] < w[1]),
                "ready seats {ready:?} must be distinct, in order, and hold the seat to move {focus}"
            );
            // Focus on every seat: only the ready ones come into focus, and nothing else changes.
            // (On states, not sessions: a session clone copies the log, too slow at every step.)
            if ready.len() > 1 || rng.random_ratio(1, 8) {
                for seat in 0..seats {
                    let mut other = state.clone();
                    let focused = rules.focus(&mut other, seat);
                    assert_eq!(
                        focused,
                        ready.contains(&seat),
                        "focus on {seat}, ready {ready:?}"
                    );
                    if !focused {
                        assert_eq!(other, state, "a refused focus changed the state");
                    } else {
                        assert_eq!(rules.to_move(&other), ToMove::Seat(seat));
                        assert_eq!(rules.ready(&other), ready, "focus changed who is ready");
                    }
                }
            }
            let who = ready[rng.random_range(0..ready.len())];
            let a = if who == focus {
                legal[rng.random_range(0..legal.len())].clone()
            } else {
                let mut other = state.clone();
                rules.focus(&mut other, who);
                let theirs = rules.legal_actions(&other);
                assert!(!theirs.is_empty(), "ready seat {who} has no legal action");
                theirs[rng.random_range(0..theirs.len())].clone()
            };
            session
                .apply_as(who, a)
                .unwrap_or_else(|r| panic!("session refused a legal action of seat {who}: {r}"));
            if who != focus && session.ready().contains(&focus) {
                assert_eq!(
                    session.to_move(),
                    ToMove::Seat(focus),
                    "acting ahead took the focus"
                );
            }
        }
        round_trip(&session);
    }
}

/// Save → load reproduces the exact state, log and to-move.
pub fn round_trip<G: Game>(session: &Session<G>) {
    let text = save_text(session).unwrap_or_else(|e| panic!("cannot save: {e}"));
    let loaded = load_session(session.rules().clone(), &text)
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
            Err(r) => assert_specific(&r.0.to_string(), &a.to_string()),
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

/// Plays a game of `seats` Easy bots and, at every simultaneous step (from the moment more seats
/// become ready, or dice fall, to the next such moment), plays the seats' actions again shuffled
/// together at random: the step must end in exactly the same state as played seat by seat, and the
/// shuffled game's save must load back to it. Returns how many actions went ahead of the focus.
pub fn check_interleavings<G: Game>(
    rules: G,
    options: G::Options,
    seats: usize,
    seed: u64,
) -> usize {
    use crate::engine::BotLevel;
    let names = (0..seats)
        .map(|i| SeatInfo::human(format!("P{}", i + 1)))
        .collect();
    let mut seq = Session::new(rules.clone(), options, names, seed).expect("a valid game");
    let mut mixed = seq.clone();
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5EA7);
    let mut ahead = 0;
    while !seq.is_over() {
        // One step's actions per seat, as the bots play it seat after seat.
        let mut t = seq.clone();
        let mut plan = vec![Vec::new(); seats];
        while let ToMove::Seat(seat) = t.to_move() {
            let (before, len) = (t.ready(), t.log().len());
            let choice = t
                .bot_choice(BotLevel::Easy)
                .expect("a seat to move has a move");
            plan[seat].push(choice.action.clone());
            t.apply(choice.action).expect("the bot's move is legal");
            let rolled = t.log().len() > len + 1;
            if rolled || t.ready().iter().any(|s| !before.contains(s)) {
                break;
            }
        }
        for (seat, actions) in plan.iter().enumerate() {
            for a in actions {
                seq.apply_as(seat, a.clone())
                    .unwrap_or_else(|r| panic!("seat {seat} in order: `{a}` refused: {r}"));
            }
        }
        let mut next = vec![0; seats];
        loop {
            let left: Vec<usize> = (0..seats).filter(|&i| next[i] < plan[i].len()).collect();
            let Some(&seat) = left.get(rng.random_range(0..left.len().max(1))) else {
                break;
            };
            let a = plan[seat][next[seat]].clone();
            ahead += usize::from(mixed.to_move() != ToMove::Seat(seat));
            mixed
                .apply_as(seat, a.clone())
                .unwrap_or_else(|r| panic!("seat {seat} shuffled: `{a}` refused: {r}"));
            rules
                .invariants(mixed.state())
                .unwrap_or_else(|e| panic!("shuffled: invariant broken: {e}"));
            next[seat] += 1;
        }
        assert_eq!(
            mixed.state(),
            seq.state(),
            "seed {seed}: a shuffled step ended elsewhere"
        );
    }
    round_trip(&mixed);
    assert_eq!(rules.scores(mixed.state()), rules.scores(seq.state()));
    ahead
}

/// The [`crate::engine::Bot::pass_over`] contract: in a game of `seats` Easy bots, at every
/// `every`th position, each seat ends the game with the same score whether the others play on
/// (Normal bots) or are passed over, on the same chance numbers, each seat with its own bot
/// numbers and style. Returns how many (position, seat) pairs were compared: 0 for a game whose
/// seats interact (it passes over nobody).
pub fn check_pass_over<G: Game>(
    rules: G,
    options: G::Options,
    seats: usize,
    seed: u64,
    every: usize,
) -> usize {
    use crate::engine::BotLevel;
    let names = (0..seats)
        .map(|i| SeatInfo::human(format!("P{}", i + 1)))
        .collect();
    let mut session = Session::new(rules.clone(), options, names, seed).expect("a valid game");
    let mut compared = 0;
    while !session.is_over() {
        if session.log().len() % every.max(1) == 0 {
            for seat in 0..seats {
                let key = seed ^ ((session.log().len() as u64) << 8) ^ seat as u64;
                let at_table = play_on(&rules, session.state().clone(), None, key);
                let Some(alone) = play_on(&rules, session.state().clone(), Some(seat), key) else {
                    continue;
                };
                assert_eq!(
                    alone.get(seat),
                    at_table.as_ref().and_then(|t| t.get(seat)),
                    "seed {seed}, seat {seat} after {} actions: passing the others over changed its game",
                    session.log().len()
                );
                compared += 1;
            }
        }
        let choice = session
            .bot_choice(BotLevel::Easy)
            .expect("a seat to move has a move");
        session
            .apply(choice.action)
            .expect("the bot's move is legal");
    }
    compared
}

/// Plays `state` to the end with Normal bots (seat `k`'s numbers and style from `key` and `k`),
/// chance drawn from `key`, every seat but `only` (when given) passed over; the final totals.
/// `None` when a seat to pass over could not be.
fn play_on<G: Game>(
    rules: &G,
    mut state: G::State,
    only: Option<usize>,
    key: u64,
) -> Option<Vec<i32>> {
    use crate::engine::bot::{bot_action, mix, Think};
    use crate::engine::BotLevel;
    let mut chance = ChaCha8Rng::seed_from_u64(key);
    let seats = rules.scores(&state).len();
    let mut thinking: Vec<ChaCha8Rng> = (0..seats)
        .map(|k| ChaCha8Rng::seed_from_u64(mix(key ^ mix(k as u64))))
        .collect();
    for _ in 0..rules.max_game_length(seats) {
        match rules.to_move(&state) {
            ToMove::Over => break,
            ToMove::Chance => {
                let outcome = rules.sample_chance(&state, &mut chance);
                rules.perform(&mut state, &outcome);
            }
            ToMove::Seat(k) if only.is_some_and(|me| me != k) => {
                if !rules.pass_over(&mut state, k) {
                    return None;
                }
            }
            ToMove::Seat(k) => {
                let mut think = Think::new(&mut thinking[k], mix(k as u64 ^ 0x5717e));
                let choice = bot_action(rules, &state, BotLevel::Normal, &mut think)
                    .expect("a seat to move has a move");
                rules.perform(&mut state, &choice.action);
            }
        }
    }
    assert_eq!(rules.to_move(&state), ToMove::Over, "the game ended");
    Some(rules.scores(&state).iter().map(|s| s.total).collect())
}

/// The suite with default options, as a job for the games' dispatch.
struct Suite {
    seats: usize,
    games: u64,
    seed: u64,
}

impl crate::games::GameFn for Suite {
    type Output = ();
    fn call<G: Game>(self, rules: G) {
        check_game(
            rules,
            G::Options::default(),
            self.seats,
            self.games,
            self.seed,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{with_game_id, GameId};

    /// The conformance suite for one registered game: 1,000 seeded random games, spread over the
    /// smallest and largest table (games add their own runs for options and other sizes).
    fn conformance(game: GameId) {
        let info = game.plugin().info();
        let sizes: Vec<usize> = if info.min_seats == info.max_seats {
            vec![info.min_seats]
        } else {
            vec![info.min_seats, info.max_seats]
        };
        let per = 1000 / sizes.len() as u64;
        for (i, &seats) in sizes.iter().enumerate() {
            with_game_id(
                game,
                Suite {
                    seats,
                    games: per,
                    seed: 17 + i as u64,
                },
            );
        }
    }

    // Every game of `GameId::ALL`, each on a thread of its own so they run side by side (a
    // failure names its game: the thread is named after it). They test rules only, so they run
    // in the `--no-default-features` pass of scripts/test.sh and are skipped (ignored) when the
    // GUI is on, instead of playing the same 5,000 games twice in CI.
    #[test]
    #[cfg_attr(
        feature = "gui",
        ignore = "rules only: runs in the --no-default-features pass"
    )]
    fn conformance_of_every_game() {
        std::thread::scope(|scope| {
            let runs: Vec<_> = GameId::ALL
                .iter()
                .map(|&game| {
                    std::thread::Builder::new()
                        .name(format!("conformance {game}"))
                        .spawn_scoped(scope, move || conformance(game))
                        .map(|run| (game, run))
                        .unwrap_or_else(|e| panic!("cannot start {game}'s suite: {e}"))
                })
                .collect();
            let failed: Vec<GameId> = runs
                .into_iter()
                .filter_map(|(game, run)| run.join().is_err().then_some(game))
                .collect();
            assert!(failed.is_empty(), "conformance fails for {failed:?}");
        });
    }
}

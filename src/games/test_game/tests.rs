//! The test game's own tests: it is registered, passes the conformance suite through the
//! dispatch and has a game code, as any game would.

use super::*;
use crate::games::{registry, with_game_id, GameFn, GameId};

/// The conformance suite, over a job through the dispatch as every game's suite runs.
struct Suite;
impl GameFn for Suite {
    type Output = &'static str;
    fn call<G: Game>(self, rules: G) -> &'static str {
        for seats in [G::info().min_seats, G::info().max_seats] {
            crate::conformance::check_game(rules.clone(), G::Options::default(), seats, 200, 5);
        }
        G::info().id
    }
}

#[test]
fn the_test_game_is_registered_passes_the_suite_and_has_a_game_code() {
    // In the registry (last, so no shipped game moves) and reached by its id.
    let ids: Vec<&str> = registry().iter().map(|g| g.info().id).collect();
    assert_eq!(ids.last(), Some(&"test-game"));
    assert_eq!(ids.len(), GameId::ALL.len());
    let id: GameId = "test-game".parse().expect("a registered id");
    assert_eq!(id, GameId::TestGame);
    assert_eq!(with_game_id(id, Suite), "test-game");
    // A game code names it, its options (none) and its seed.
    let code = crate::game_code::encode("test-game", &Default::default(), 77).expect("a code");
    let back = crate::game_code::decode(&code).expect("its own code");
    assert_eq!((back.id, back.game, back.seed), (id, ids.len() - 1, 77));
    assert!(back.options.is_empty());
}

#[test]
fn a_box_is_crossed_only_on_its_number_and_only_once() {
    let mut s = TestGame.new_state(&(), 1).expect("one seat");
    assert_eq!(TestGame.to_move(&s), ToMove::Chance);
    TestGame.perform(&mut s, &Action::Dice(4));
    assert_eq!(TestGame.legal_actions(&s), [Action::Cross(4), Action::Pass]);
    assert!(TestGame.check(&s, &Action::Cross(3)).is_err());
    TestGame.perform(&mut s, &Action::Cross(4));
    TestGame.perform(&mut s, &Action::Dice(4));
    let why = TestGame
        .check(&s, &Action::Cross(4))
        .expect_err("crossed already");
    assert!(why.to_string().contains("already"), "{why}");
    assert_eq!(TestGame.scores(&s)[0].total, 1);
    for a in ["dice 4", "cross 4", "pass"] {
        assert_eq!(a.parse::<Action>().map(|a| a.to_string()).as_deref(), Ok(a));
    }
}

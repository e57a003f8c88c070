use super::rules::*;
use crate::engine::conformance::check_game;

#[test]
fn conformance_1000_games() {
    check_game(Honeycomb, Options::default(), 1, 1000, 7);
}

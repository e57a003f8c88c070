use super::rules::*;
use crate::engine::conformance::check_game;

#[test]
fn conformance_front_1_seat() {
    check_game(HexRoller, Options { side: Side::Front }, 1, 20, 1);
}

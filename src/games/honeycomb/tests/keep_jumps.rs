//! A bot never spends a jump for nothing: where a walk and a jump are worth the same (both
//! escape with the same score), every seat's bot takes the walk and keeps the jump.

use super::*;
use crate::engine::{bot_action, BotLevel, Think};
use rand::SeedableRng;

/// Sadie one step inside the rim, north, with a roll whose walks north and north-east go out,
/// and every walk or jump that would land lined off, so each legal action escapes with the same
/// score.
fn escapes_only() -> State {
    let pos = h(0, -5);
    let dice = [1, 2, 4];
    let mut lined = Vec::new();
    loop {
        let s = rolled(pos, &lined, &[h(1, -3), h(2, -4)], 2, dice);
        let landing: Vec<Hex> = Honeycomb
            .legal_actions(&s)
            .into_iter()
            .filter(|a| {
                let mut t = s.clone();
                apply(&Honeycomb, &mut t, a).expect("a legal action");
                !matches!(t.phase, Phase::Over(Ending::Escaped(_)))
            })
            .filter_map(|a| action_target(&s, &a))
            .collect();
        if landing.is_empty() {
            return s;
        }
        lined.extend(landing);
    }
}

#[test]
fn an_escape_by_walking_is_taken_before_an_equal_escape_by_jumping() {
    let s = escapes_only();
    let legal = Honeycomb.legal_actions(&s);
    assert!(
        legal.iter().any(|a| matches!(a, Action::Move(..))),
        "a walk escapes: {legal:?}"
    );
    assert!(
        legal.iter().any(|a| matches!(a, Action::Jump(_))),
        "a jump escapes too: {legal:?}"
    );
    for level in [BotLevel::Normal, BotLevel::Strong] {
        for style in 0..24u64 {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(style);
            let style = crate::engine::bot::mix(style);
            let choice = bot_action(&Honeycomb, &s, level, &mut Think::new(&mut rng, style))
                .expect("a choice");
            assert!(
                !matches!(choice.action, Action::Jump(_)),
                "{level:?} with style {style} spent a jump: {}",
                choice.action
            );
        }
    }
}

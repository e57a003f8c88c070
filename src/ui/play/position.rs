//! What the play screen works out once per position: the legal actions, the game's prompt (what
//! now) and the score totals. Kept by [`Stamp`], the position and the language, so a language
//! switch words the prompt again in the same frame.

use crate::engine::Session;
use crate::game::Game;
use crate::sheet_kit::cache::Stamp;

/// The legal actions, the prompt and the score totals of one position in one language.
pub(super) struct Position<A> {
    stamp: Stamp,
    pub(super) legal: Vec<A>,
    pub(super) prompt: String,
    pub(super) totals: Vec<i32>,
}

/// The position of `session` at `stamp`, worked out again when the stamp changed.
pub(super) fn refresh<'p, G: Game>(
    slot: &'p mut Option<Position<G::Action>>,
    session: &Session<G>,
    stamp: Stamp,
) -> &'p Position<G::Action> {
    if slot.as_ref().is_some_and(|p| p.stamp != stamp) {
        *slot = None;
    }
    slot.get_or_insert_with(|| Position {
        stamp,
        legal: session.legal_actions(),
        prompt: session.prompt().to_string(),
        totals: session
            .rules()
            .scores(session.state())
            .iter()
            .map(|s| s.total)
            .collect(),
    })
}

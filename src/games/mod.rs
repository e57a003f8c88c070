//! The games and their registry: one explicit list, and one closed dispatch ([`with_game`]) through
//! which services reach a game's typed rules without new methods on the erased game (as shakmaty's
//! `Variant` reaches each chess variant).

pub mod black_molly;
pub mod diaominos;
pub mod hex_roller;
pub mod honeycomb;
pub mod molecular;

use crate::engine::save::{self, read_file, LoadError};
use crate::game::{Game, GamePlugin, Playable};

/// Every playable game, in home-screen order. Adding a game is its folder, its resource file, one
/// line here and one in [`with_game`] (a test fails when the two disagree).
pub fn registry() -> Vec<Box<dyn GamePlugin>> {
    vec![
        Box::new(honeycomb::Honeycomb),
        Box::new(hex_roller::HexRoller),
        Box::new(molecular::Molecular),
        Box::new(black_molly::BlackMolly),
        Box::new(diaominos::Diaominos),
    ]
}

/// A job that needs a game's typed rules (a review, the conformance suite, the window's play
/// view): [`with_game`] calls it with the game of an id.
pub trait GameFn {
    type Output;
    fn call<G: Game>(self, rules: G) -> Self::Output;
}

/// Runs `job` with the typed game of `id`; `None` when no game has that id. The game set is
/// compiled in, so this is the one place that turns an id into a type.
pub fn with_game<F: GameFn>(id: &str, job: F) -> Option<F::Output> {
    fn is<G: Game>(id: &str) -> bool {
        G::info().id == id
    }
    if is::<honeycomb::Honeycomb>(id) {
        Some(job.call(honeycomb::Honeycomb))
    } else if is::<hex_roller::HexRoller>(id) {
        Some(job.call(hex_roller::HexRoller))
    } else if is::<molecular::Molecular>(id) {
        Some(job.call(molecular::Molecular))
    } else if is::<black_molly::BlackMolly>(id) {
        Some(job.call(black_molly::BlackMolly))
    } else if is::<diaominos::Diaominos>(id) {
        Some(job.call(diaominos::Diaominos))
    } else {
        None
    }
}

/// The game with this id.
pub fn find(id: &str) -> Option<Box<dyn GamePlugin>> {
    registry().into_iter().find(|g| g.info().id == id)
}

/// Every id the CLI accepts.
pub fn ids_help() -> String {
    let ids: Vec<&str> = registry().iter().map(|g| g.info().id).collect();
    ids.join(", ")
}

/// A save's text without a byte-order mark, and the id of its game.
pub fn save_game_id(text: &str) -> Result<(&str, String), LoadError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let id = save::peek_game(text)?;
    Ok((text, id))
}

/// Runs a job on the typed game a save names; the job is made from the save's text (without a
/// byte-order mark). A save of no registered game is refused.
pub fn with_save<'t, F, T>(text: &'t str, job: impl FnOnce(&'t str) -> F) -> Result<T, LoadError>
where
    F: GameFn<Output = Result<T, LoadError>>,
{
    let (text, id) = save_game_id(text)?;
    with_game(&id, job(text)).unwrap_or_else(|| Err(LoadError::UnknownGame(save::clip(&id, 40))))
}

/// Loading a save as a game on this computer, as a job for [`with_save`].
struct LoadLocal<'t>(&'t str);
impl GameFn for LoadLocal<'_> {
    type Output = Result<Box<dyn Playable>, LoadError>;
    fn call<G: Game>(self, rules: G) -> Self::Output {
        rules.load_match(self.0)
    }
}

/// Opens a save of any game from its text.
pub fn load_any(text: &str) -> Result<Box<dyn Playable>, LoadError> {
    with_save(text, LoadLocal)
}

/// Opens a save of any game from its bytes (UTF-8, with or without a byte-order mark).
pub fn load_bytes(bytes: Vec<u8>) -> Result<Box<dyn Playable>, LoadError> {
    load_any(&save::decode_text(bytes)?)
}

/// Loads a save file of any game, naming the file in errors.
pub fn load_path(path: &std::path::Path) -> anyhow::Result<Box<dyn Playable>> {
    let text = read_file(path).map_err(|e| e.in_file(path))?;
    load_any(&text).map_err(|e| e.in_file(path))
}

#[cfg(all(test, feature = "gui"))]
mod spot_tests;

#[cfg(test)]
mod tests {
    use super::*;

    /// The id of the game a job was called with.
    struct IdOf;
    impl GameFn for IdOf {
        type Output = &'static str;
        fn call<G: Game>(self, _rules: G) -> &'static str {
            G::info().id
        }
    }

    #[test]
    fn the_dispatch_reaches_every_registered_game_and_nothing_else() {
        for g in registry() {
            let id = g.info().id;
            assert_eq!(with_game(id, IdOf), Some(id), "with_game misses {id}");
        }
        assert_eq!(with_game("chess", IdOf), None);
        assert_eq!(with_game("", IdOf), None);
    }
    #[test]
    fn ids_are_unique_and_every_game_is_listed() {
        let ids: Vec<&str> = registry().iter().map(|g| g.info().id).collect();
        let mut sorted = ids.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), ids.len(), "duplicate ids: {ids:?}");
        // The five games of the product are all registered.
        for id in [
            "honeycomb-caverns",
            "hex-roller",
            "molecular-structures",
            "black-molly",
            "diaominos",
        ] {
            assert!(ids.contains(&id), "{id} is not registered");
        }
        assert!(ids_help().contains("honeycomb-caverns"));
    }
}

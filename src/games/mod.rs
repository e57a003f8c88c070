//! The game registry: one explicit list, one line per game.

pub mod honeycomb;
pub mod molecular;

use crate::engine::save::{self, LoadError};
use crate::engine::{GamePlugin, Match};

/// Every playable game, in home-screen order.
pub fn registry() -> Vec<Box<dyn GamePlugin>> {
    vec![
        Box::new(honeycomb::Honeycomb),
        Box::new(molecular::Molecular),
    ]
}

/// Games announced but not playable yet: (id, name).
pub const COMING: &[(&str, &str)] = &[
    ("hex-roller", "Hex Roller"),
    ("black-molly", "Black Molly"),
    ("diaominos", "Diaominos"),
];

/// The game with this id.
pub fn find(id: &str) -> Option<Box<dyn GamePlugin>> {
    registry().into_iter().find(|g| g.info().id == id)
}

/// Every id the CLI accepts, with "(coming)" on the ones not playable yet.
pub fn ids_help() -> String {
    let mut ids: Vec<String> = registry().iter().map(|g| g.info().id.to_string()).collect();
    for (id, _) in COMING {
        if find(id).is_none() {
            ids.push(format!("{id} (coming)"));
        }
    }
    ids.join(", ")
}

/// Opens a save of any game from its text.
pub fn load_any(text: &str) -> Result<Box<dyn Match>, LoadError> {
    let id = save::peek_game(text)?;
    match find(&id) {
        Some(g) => g.load_match(text),
        None if COMING.iter().any(|(c, _)| *c == id) => Err(LoadError::NotYet(id)),
        None => Err(LoadError::UnknownGame(id)),
    }
}

//! The game registry: one explicit list, one line per game.

pub mod black_molly;
pub mod diaominos;
pub mod hex_roller;
pub mod honeycomb;
pub mod molecular;

use crate::engine::save::{self, LoadError};
use crate::engine::{GamePlugin, Match};

/// Every playable game, in home-screen order.
pub fn registry() -> Vec<Box<dyn GamePlugin>> {
    vec![
        Box::new(honeycomb::Honeycomb),
        Box::new(hex_roller::HexRoller),
        Box::new(molecular::Molecular),
        Box::new(black_molly::BlackMolly),
        Box::new(diaominos::Diaominos),
    ]
}

/// Games announced but not playable yet: (id, name). All five games are playable now; the
/// list stays for the next game announced before it lands.
pub const COMING: &[(&str, &str)] = &[];

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

#[cfg(test)]
mod tests {
    use super::*;

    /// The conformance suite for one registered game: 1,000 seeded random games, spread over the
    /// smallest and largest table (games add their own runs for options and other sizes).
    fn conformance(id: &str) {
        let g = find(id).unwrap_or_else(|| panic!("{id} is not registered"));
        let info = g.info();
        let sizes: Vec<usize> = if info.min_seats == info.max_seats {
            vec![info.min_seats]
        } else {
            vec![info.min_seats, info.max_seats]
        };
        let per = 1000 / sizes.len() as u64;
        for (i, &seats) in sizes.iter().enumerate() {
            g.check_conformance(seats, per, 17 + i as u64);
        }
    }

    // One test per game so the harness runs them in parallel.
    #[test]
    fn conformance_honeycomb_caverns() {
        conformance("honeycomb-caverns");
    }
    #[test]
    fn conformance_hex_roller() {
        conformance("hex-roller");
    }
    #[test]
    fn conformance_molecular_structures() {
        conformance("molecular-structures");
    }
    #[test]
    fn conformance_black_molly() {
        conformance("black-molly");
    }
    #[test]
    fn conformance_diaominos() {
        conformance("diaominos");
    }

    #[test]
    fn every_registered_game_has_a_conformance_test() {
        let covered = [
            "honeycomb-caverns",
            "hex-roller",
            "molecular-structures",
            "black-molly",
            "diaominos",
        ];
        for g in registry() {
            assert!(
                covered.contains(&g.info().id),
                "add a conformance test for {}",
                g.info().id
            );
        }
    }

    #[test]
    fn ids_are_unique_and_every_game_is_listed_or_coming() {
        let ids: Vec<&str> = registry().iter().map(|g| g.info().id).collect();
        let mut sorted = ids.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), ids.len(), "duplicate ids: {ids:?}");
        // The five games of the product: each is registered or announced as coming.
        for id in [
            "honeycomb-caverns",
            "hex-roller",
            "molecular-structures",
            "black-molly",
            "diaominos",
        ] {
            assert!(
                ids.contains(&id) || COMING.iter().any(|(c, _)| *c == id),
                "{id} is neither registered nor coming"
            );
        }
        assert!(ids_help().contains("honeycomb-caverns"));
    }
}

//! The game registry: one explicit list, one line per game.

pub mod black_molly;
pub mod diaominos;
pub mod hex_roller;
pub mod honeycomb;
pub mod molecular;

use crate::engine::save::{self, read_file, LoadError};
use crate::game::{GamePlugin, Match};

/// Every playable game, in home-screen order. Adding a game is its folder, its resource file and
/// one line here.
pub fn registry() -> Vec<Box<dyn GamePlugin>> {
    vec![
        Box::new(honeycomb::Honeycomb),
        Box::new(hex_roller::HexRoller),
        Box::new(molecular::Molecular),
        Box::new(black_molly::BlackMolly),
        Box::new(diaominos::Diaominos),
    ]
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

/// Opens a save of any game from its text.
pub fn load_any(text: &str) -> Result<Box<dyn Match>, LoadError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let id = save::peek_game(text)?;
    match find(&id) {
        Some(g) => g.load_match(text),
        None => Err(LoadError::UnknownGame(save::clip(&id, 40))),
    }
}

/// Opens a save of any game from its bytes (UTF-8, with or without a byte-order mark).
pub fn load_bytes(bytes: Vec<u8>) -> Result<Box<dyn Match>, LoadError> {
    load_any(&save::decode_text(bytes)?)
}

/// Loads a save file of any game, naming the file in errors.
pub fn load_path(path: &std::path::Path) -> anyhow::Result<Box<dyn Match>> {
    let text = read_file(path).map_err(|e| e.in_file(path))?;
    load_any(&text).map_err(|e| e.in_file(path))
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

    // One test per game so the harness runs them in parallel. They test rules only, so they run
    // in the `--no-default-features` pass of scripts/test.sh and are skipped (ignored) when the
    // GUI is on, instead of playing the same 5,000 games twice in CI.
    #[test]
    #[cfg_attr(
        feature = "gui",
        ignore = "rules only: runs in the --no-default-features pass"
    )]
    fn conformance_honeycomb_caverns() {
        conformance("honeycomb-caverns");
    }
    #[test]
    #[cfg_attr(
        feature = "gui",
        ignore = "rules only: runs in the --no-default-features pass"
    )]
    fn conformance_hex_roller() {
        conformance("hex-roller");
    }
    #[test]
    #[cfg_attr(
        feature = "gui",
        ignore = "rules only: runs in the --no-default-features pass"
    )]
    fn conformance_molecular_structures() {
        conformance("molecular-structures");
    }
    #[test]
    #[cfg_attr(
        feature = "gui",
        ignore = "rules only: runs in the --no-default-features pass"
    )]
    fn conformance_black_molly() {
        conformance("black-molly");
    }
    #[test]
    #[cfg_attr(
        feature = "gui",
        ignore = "rules only: runs in the --no-default-features pass"
    )]
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

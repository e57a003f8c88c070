//! The games and their registry: one explicit list, and one closed dispatch ([`with_game`]) through
//! which services reach a game's typed rules without new methods on the erased game (as shakmaty's
//! `Variant` reaches each chess variant).

pub mod black_molly;
pub mod diaominos;
pub mod hex_roller;
pub mod honeycomb;
pub mod molecular;

use crate::engine::save::{self, read_file, LoadError};
use crate::engine::ScoreUnit;
use crate::game::{options_from, Game, GamePlugin, Match, Playable};
use std::collections::BTreeMap;

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

/// What a total of game `id` counts when played with these option choices (missing keys take
/// the default; choices the game does not know count as the defaults); `None` for an unknown game
/// or a total that is no count to quote.
pub fn score_unit(id: &str, choices: &BTreeMap<String, String>) -> Option<ScoreUnit> {
    struct UnitOf<'c>(&'c BTreeMap<String, String>);
    impl GameFn for UnitOf<'_> {
        type Output = Option<ScoreUnit>;
        fn call<G: Game>(self, _rules: G) -> Option<ScoreUnit> {
            let options = options_from(&G::options(), G::info().name, self.0).unwrap_or_default();
            G::score_unit(&options)
        }
    }
    with_game(id, UnitOf(choices)).flatten()
}

/// A total of game `id` with what it counts ("2 fish left", "42 points"), or the bare number
/// where the game quotes no unit.
pub fn total_text(
    id: &str,
    choices: &BTreeMap<String, String>,
    total: i32,
) -> crate::engine::text::Msg {
    match score_unit(id, choices) {
        Some(unit) => unit.count(total),
        None => crate::engine::text::Msg::new("number").int("n", total),
    }
}

/// A finished game's result as the end window, the saved-games list and `dicepad replay` word
/// it: the winners, and their total in the game's unit when they all have the same one ("Ben wins
/// with 2 fish left.", "Ann and Ben share the win with 59 points.", "Ann and Ben share the win.").
pub fn result_of(m: &dyn Match) -> crate::engine::text::Msg {
    let scores = m.scores();
    let winners = m.winners();
    let totals: Vec<i32> = winners
        .iter()
        .filter_map(|&w| scores.get(w))
        .map(|s| s.total)
        .collect();
    let shared = totals
        .first()
        .copied()
        .filter(|&t| totals.iter().all(|&x| x == t));
    let unit = score_unit(m.info().id, &m.option_choices());
    let names = crate::engine::Names::of(m.seats());
    crate::engine::rules::result_in(names, m.seats().len(), &winners, shared.zip(unit))
}

/// The game with this id.
pub fn find(id: &str) -> Option<Box<dyn GamePlugin>> {
    registry().into_iter().find(|g| g.info().id == id)
}

/// Where the game with id `id` stands in `registry` (the window keeps [`registry`]'s order).
pub fn index_of(registry: &[Box<dyn GamePlugin>], id: &str) -> Option<usize> {
    registry.iter().position(|g| g.info().id == id)
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

/// For tests: a new game of `id` with Easy bots in all `seats`, seeded dice and `options`.
#[cfg(test)]
pub(crate) fn easy_bots(
    id: &str,
    seats: usize,
    seed: u64,
    options: &[(&str, &str)],
) -> Box<dyn Playable> {
    use crate::engine::{BotLevel, Dice, SeatInfo};
    let setup = crate::game::MatchSetup {
        seats: (0..seats)
            .map(|i| SeatInfo::bot(format!("Bot {}", i + 1), BotLevel::Easy))
            .collect(),
        seed,
        options: options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        dice: Dice::Seeded,
    };
    find(id).unwrap().new_match(setup).unwrap()
}

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

    /// A game of Easy bots played to its end.
    fn finished(id: &str, seats: usize, seed: u64, options: &[(&str, &str)]) -> Box<dyn Playable> {
        let mut m = easy_bots(id, seats, seed, options);
        while !m.is_over() {
            assert!(m.step_bot(), "{id}: the bot moves");
        }
        m
    }

    #[test]
    fn every_game_states_what_its_total_counts() {
        let none = BTreeMap::new();
        for g in registry() {
            let id = g.info().id;
            let unit = score_unit(id, &none).unwrap_or_else(|| panic!("{id} quotes no unit"));
            let want = if id == "black-molly" {
                "fish left"
            } else {
                "points"
            };
            assert_eq!(unit.count(2).to_string(), format!("2 {want}"), "{id}");
            assert_eq!(total_text(id, &none, 2), format!("2 {want}"));
        }
        // Black Molly's variant total is a 1/0 standing, no count: shown bare.
        let variant: BTreeMap<String, String> = [("rules".into(), "oldest-fish".into())].into();
        assert_eq!(score_unit("black-molly", &variant), None);
        assert_eq!(total_text("black-molly", &variant, 1), "1");
        assert_eq!(score_unit("chess", &none), None);
    }

    #[test]
    fn a_result_quotes_the_winners_total_in_the_games_unit_only_when_they_share_it() {
        let m = finished("hex-roller", 1, 3, &[]);
        let total = m.scores()[0].total;
        assert_eq!(
            result_of(m.as_ref()),
            format!("Bot 1 scores {} points.", total)
        );
        // Black Molly: a sole winner's fish left; a shared win on different totals names none.
        let mut sole = false;
        for seed in 1..=8 {
            let m = finished("black-molly", 3, seed, &[]);
            let winners = m.winners();
            let text = result_of(m.as_ref());
            assert!(!text.to_string().contains("point"), "{text}");
            if let [w] = winners[..] {
                let left = m.scores()[w].total;
                assert_eq!(
                    text,
                    format!(
                        "Bot {} wins with {}.",
                        w + 1,
                        ScoreUnit {
                            id: "unit-fish-left"
                        }
                        .count(left)
                    )
                );
                sole = true;
            }
            let v = finished("black-molly", 3, seed, &[("rules", "oldest-fish")]);
            let text = result_of(v.as_ref());
            assert!(
                text.to_string().ends_with("wins.") || text.to_string().ends_with("share the win."),
                "{text}"
            );
        }
        assert!(sole, "Easy bots leave a sole winner in some of 8 games");
    }
}

//! The games and their registry: one closed enum that names them ([`GameId`]), the registry in
//! home-screen order built from it, and one closed dispatch ([`with_game_id`], [`with_game`] for an
//! id string) through which services reach a game's typed rules without new methods on the erased
//! game (as shakmaty's `Variant` reaches each chess variant).

pub mod black_molly;
pub mod diaominos;
pub mod hex_roller;
pub mod honeycomb;
pub mod molecular;
#[cfg(test)]
pub mod test_game;

use crate::engine::save::{self, read_file, LoadError};
use crate::engine::ScoreUnit;
use crate::game::{options_from, Game, GamePlugin, Match, Playable};
use std::collections::BTreeMap;

/// The games this build has, one variant per game folder. The compiler keeps the game set in
/// step: every `match` on a `GameId` (its id, its code number, [`with_game_id`]) is exhaustive,
/// so a new variant is refused until each of them names the new game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum GameId {
    Honeycomb,
    HexRoller,
    Molecular,
    BlackMolly,
    Diaominos,
    /// The test-only game (`test_game`): proof that a game is its folder and this variant.
    #[cfg(test)]
    TestGame,
}

impl GameId {
    /// Every game, in home-screen order ([`registry`] follows it).
    pub const ALL: &'static [GameId] = &[
        GameId::Honeycomb,
        GameId::HexRoller,
        GameId::Molecular,
        GameId::BlackMolly,
        GameId::Diaominos,
        #[cfg(test)]
        GameId::TestGame,
    ];

    /// The id saves, the CLI, the network and the catalogue (`game-<id>-…`) know the game by:
    /// its `Game::info().id` (a test checks the two agree).
    pub fn id_str(self) -> &'static str {
        match self {
            GameId::Honeycomb => "honeycomb-caverns",
            GameId::HexRoller => "hex-roller",
            GameId::Molecular => "molecular-structures",
            GameId::BlackMolly => "black-molly",
            GameId::Diaominos => "diaominos",
            #[cfg(test)]
            GameId::TestGame => "test-game",
        }
    }

    /// The game's number in game codes (`game_code`), below `game_code`'s 32 slots. A number
    /// is given once and never reused: every code ever made keeps naming the same game, and a
    /// game taken out leaves its number unused. The first five are the games' places in the
    /// registry when codes named a place, so codes from then still decode the same.
    pub fn code_number(self) -> u8 {
        match self {
            GameId::Honeycomb => 0,
            GameId::HexRoller => 1,
            GameId::Molecular => 2,
            GameId::BlackMolly => 3,
            GameId::Diaominos => 4,
            // The last slot, kept for the test game: a shipped game never takes 31.
            #[cfg(test)]
            GameId::TestGame => 31,
        }
    }

    /// The game with this code number, if this build has one.
    pub fn from_code_number(n: u8) -> Option<GameId> {
        GameId::ALL.iter().copied().find(|g| g.code_number() == n)
    }

    /// The game's plugin (what the home screen, the new-game dialog and the CLI list).
    pub fn plugin(self) -> Box<dyn GamePlugin> {
        struct Plugin;
        impl GameFn for Plugin {
            type Output = Box<dyn GamePlugin>;
            fn call<G: Game>(self, rules: G) -> Box<dyn GamePlugin> {
                Box::new(rules)
            }
        }
        with_game_id(self, Plugin)
    }
}

impl std::fmt::Display for GameId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id_str())
    }
}

/// An id no game of this build has.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no game has the id `{0}`")]
pub struct UnknownGameId(pub String);

impl std::str::FromStr for GameId {
    type Err = UnknownGameId;
    fn from_str(id: &str) -> Result<GameId, UnknownGameId> {
        GameId::ALL
            .iter()
            .copied()
            .find(|g| g.id_str() == id)
            .ok_or_else(|| UnknownGameId(id.to_string()))
    }
}

/// Every playable game, in home-screen order ([`GameId::ALL`]). Adding a game is its folder,
/// its resource files and one [`GameId`] variant (the compiler then asks for its arms).
pub fn registry() -> Vec<Box<dyn GamePlugin>> {
    GameId::ALL.iter().map(|g| g.plugin()).collect()
}

/// A job that needs a game's typed rules (a review, the conformance suite, the window's play
/// view): [`with_game`] calls it with the game of an id.
pub trait GameFn {
    type Output;
    fn call<G: Game>(self, rules: G) -> Self::Output;
}

/// Runs `job` with the typed game `game`. The game set is compiled in, so this `match` is the
/// one place that turns a [`GameId`] into a type.
pub fn with_game_id<F: GameFn>(game: GameId, job: F) -> F::Output {
    match game {
        GameId::Honeycomb => job.call(honeycomb::Honeycomb),
        GameId::HexRoller => job.call(hex_roller::HexRoller),
        GameId::Molecular => job.call(molecular::Molecular),
        GameId::BlackMolly => job.call(black_molly::BlackMolly),
        GameId::Diaominos => job.call(diaominos::Diaominos),
        #[cfg(test)]
        GameId::TestGame => job.call(test_game::TestGame),
    }
}

/// Runs `job` with the typed game of `id`; `None` when no game has that id.
pub fn with_game<F: GameFn>(id: &str, job: F) -> Option<F::Output> {
    let game: GameId = id.parse().ok()?;
    Some(with_game_id(game, job))
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
    // Alone at the table nobody wins or loses: the one seat's result is its score ("Ann scores
    // 0 points.", not "Nobody wins." when Sadie fell).
    let winners = if m.seats().len() == 1 {
        vec![0]
    } else {
        m.winners()
    };
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
    id.parse::<GameId>().ok().map(GameId::plugin)
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
#[cfg(test)]
mod words_tests;

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
    fn every_variant_is_known_by_its_games_own_id_in_registry_order() {
        let registered: Vec<&str> = registry().iter().map(|g| g.info().id).collect();
        let ids: Vec<&str> = GameId::ALL.iter().map(|g| g.id_str()).collect();
        assert_eq!(ids, registered, "the registry follows GameId::ALL");
        for &g in GameId::ALL {
            assert_eq!(g.id_str(), with_game_id(g, IdOf), "{g:?}'s id string");
            assert_eq!(g.id_str().parse::<GameId>(), Ok(g));
            assert_eq!(g.to_string(), g.id_str());
            assert_eq!(find(g.id_str()).map(|p| p.info().id), Some(g.id_str()));
        }
        assert_eq!(
            "chess".parse::<GameId>(),
            Err(UnknownGameId("chess".into()))
        );
        // ALL holds every variant once: sorted (declaration order) it has no repeats.
        let mut sorted = GameId::ALL.to_vec();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), GameId::ALL.len());
    }

    #[test]
    fn code_numbers_are_distinct_and_the_first_five_are_the_old_registry_places() {
        let mut numbers: Vec<u8> = GameId::ALL.iter().map(|g| g.code_number()).collect();
        numbers.sort();
        numbers.dedup();
        assert_eq!(
            numbers.len(),
            GameId::ALL.len(),
            "a code number is used twice"
        );
        for &g in GameId::ALL {
            assert_eq!(GameId::from_code_number(g.code_number()), Some(g));
        }
        // Codes once named a game by its place in the registry; these keep those places.
        let before = [
            (GameId::Honeycomb, 0),
            (GameId::HexRoller, 1),
            (GameId::Molecular, 2),
            (GameId::BlackMolly, 3),
            (GameId::Diaominos, 4),
        ];
        for (g, n) in before {
            assert_eq!(g.code_number(), n, "{g:?}");
        }
        assert_eq!(GameId::from_code_number(30), None);
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

    #[test]
    fn a_solo_game_that_nobody_won_still_says_what_the_player_scored() {
        // Sadie falls in some of these Easy games: 0 points, no winner. Before: "Nobody wins."
        let mut fell = false;
        for seed in 1..=30 {
            let m = finished("honeycomb-caverns", 1, seed, &[]);
            let text = result_of(m.as_ref()).to_string();
            let total = m.scores()[0].total;
            let unit = score_unit("honeycomb-caverns", &BTreeMap::new()).unwrap();
            assert_eq!(text, format!("Bot 1 scores {}.", unit.count(total)));
            fell |= m.winners().is_empty();
        }
        assert!(fell, "Sadie falls in some of 30 Easy games");
    }
}

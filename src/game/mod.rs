//! The game core, between the engine and the games: static facts about a game ([`GameInfo`]), its
//! options ([`OptionSpec`]), the typed [`Game`] every game implements, and the type-erased game the
//! services and shells share.
//!
//! The erased game is small and knows no window and no network: [`Match`] (seats, whose turn,
//! legal actions and apply, table dice, undo/redo, log, prompt, scores, save). Bots are a
//! capability beside it ([`Bots`]), and so are following a copy elsewhere by save lines
//! ([`Replica`], network play) and painting a sheet ([`Sheets`], `gui` only).
//! [`LocalGame`] is the one implementation of all three: a session on this computer. Saving
//! and loading sit side by side in [`saves`]. Whatever needs the typed game (review, conformance,
//! the window's play view) reaches it through the games' one dispatch (`games::with_game`), not
//! through new methods here.
//!
//! Inside a running game everything stays typed (actions, hints, bot choices); notation strings
//! cross this boundary only at the edges: saves, the CLI and the log's notation column.

mod bots;
pub mod decide;
mod erased;
mod local;
#[cfg(test)]
mod local_tests;
pub mod option_args;
mod options;
mod replica;
pub mod saves;
#[cfg(feature = "gui")]
mod sheets;

pub use bots::{Bots, Hint, Purpose, Thinking, Thought};
pub use erased::{seed_words, ChanceEntry, LogLine, Match, PlayError};
pub use local::LocalGame;
pub use options::{
    option_choices, options_from, OptionChoice, OptionError, OptionInfo, OptionSpec,
};
pub use replica::{PublicSaveError, Replica};
pub use saves::{load_session, replay_file, replay_line, save_file, save_line, save_text};
#[cfg(feature = "gui")]
pub use sheets::Sheets;

use crate::engine::bot::Bot;
use crate::engine::rules::{Rules, ScoreUnit};
use crate::engine::save::LoadError;
use crate::engine::session::{Dice, SeatInfo, Session};
use std::collections::BTreeMap;
use thiserror::Error;

/// Static facts about a game, shown on the home screen and in `--help`.
#[derive(Clone, Debug)]
pub struct GameInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub min_seats: usize,
    pub max_seats: usize,
    pub blurb: &'static str,
    /// The rules in our own words (Markdown-ish plain text).
    pub how_to_play: &'static str,
    /// The action notation, as documented in docs/notation.md.
    pub notation: &'static str,
}

/// What the new-game dialog produces.
#[derive(Clone, Debug)]
pub struct MatchSetup {
    pub seats: Vec<SeatInfo>,
    pub seed: u64,
    /// key → chosen value, keys from the game's options; missing keys take the default.
    pub options: BTreeMap<String, String>,
    /// Seeded dice, or dice rolled at the table and entered by hand.
    pub dice: Dice,
}

/// Why a new game cannot start.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("{game} takes {min}–{max} seats, not {given}")]
    Seats {
        game: &'static str,
        min: usize,
        max: usize,
        given: usize,
    },
    #[error(transparent)]
    Option(#[from] OptionError),
    /// The session refused the setup (the game's own check).
    #[error("{0}")]
    Session(String),
}

impl SetupError {
    /// Why, in the player's words.
    pub fn msg(&self) -> crate::engine::text::Msg {
        use crate::engine::text::Msg;
        match self {
            SetupError::Seats {
                game,
                min,
                max,
                given,
            } => Msg::new("file-setup-seats")
                .text("game", *game)
                .count("min", *min)
                .count("max", *max)
                .count("n", *given),
            SetupError::Option(e) => e.msg(),
            SetupError::Session(why) => Msg::new("file-save-setup").text("why", why.as_str()),
        }
    }
}

/// A game: its rules, its bots, and what the shell needs to list, configure and draw it.
pub trait Game: Rules + Bot + crate::sheet_kit::GameUi + Clone + Default {
    fn info() -> GameInfo;
    /// What a seat's total counts with these options ("points", "fish left"), so a total shown
    /// on its own (the daily challenge, a result) says what it means; `None` when the total is
    /// not a count worth quoting (a 1/0 standing).
    fn score_unit(options: &Self::Options) -> Option<ScoreUnit>;
    /// The new-game options, declared once. Default: none.
    fn options() -> Vec<OptionSpec<Self::Options>> {
        Vec::new()
    }
}

/// A new session of game `G` from the new-game dialog's setup (seat count and options checked).
pub fn new_session<G: Game>(rules: G, setup: MatchSetup) -> Result<Session<G>, SetupError> {
    let info = G::info();
    let n = setup.seats.len();
    if n < info.min_seats || n > info.max_seats {
        return Err(SetupError::Seats {
            game: info.name,
            min: info.min_seats,
            max: info.max_seats,
            given: n,
        });
    }
    let options = options_from(&G::options(), info.name, &setup.options)?;
    Session::with_dice(rules, options, setup.seats, setup.seed, setup.dice)
        .map_err(SetupError::Session)
}

/// A game on this computer, erased: the core game with its bots (and, with the window, its
/// sheets). Server rooms, the CLI, history and the window's services hold this.
/// `Send`: a server room's task may move between the runtime's threads with its game.
#[cfg(not(feature = "gui"))]
pub trait Playable: Bots + Replica + Send {}
#[cfg(not(feature = "gui"))]
impl<T: Bots + Replica + Send> Playable for T {}

/// A game on this computer, erased: the core game with its bots and its sheets. Server rooms,
/// the CLI, history and the window's services hold this.
/// `Send`: a server room's task may move between the runtime's threads with its game.
#[cfg(feature = "gui")]
pub trait Playable: Bots + Replica + Sheets + Send {}
#[cfg(feature = "gui")]
impl<T: Bots + Replica + Sheets + Send> Playable for T {}

/// A registry entry (object-safe): what the home screen, the new-game dialog and `--help` list.
pub trait GamePlugin: Send + Sync {
    fn info(&self) -> GameInfo;
    fn option_specs(&self) -> Vec<OptionInfo>;
    fn new_match(&self, setup: MatchSetup) -> Result<Box<dyn Playable>, SetupError>;
    /// Opens a save's text; replays every action through the rules.
    fn load_match(&self, text: &str) -> Result<Box<dyn Playable>, LoadError>;
    /// The How to play page: the game's text with its figures drawn in place.
    #[cfg(feature = "gui")]
    fn how_to_play_ui(&self, ui: &mut egui::Ui, style: &crate::sheet_kit::SheetStyle);
    /// The game's own keys, for Help → Keyboard shortcuts.
    #[cfg(feature = "gui")]
    fn keys(&self) -> &'static [(&'static str, &'static str)];
}

impl<G: Game> GamePlugin for G {
    fn info(&self) -> GameInfo {
        G::info()
    }
    fn option_specs(&self) -> Vec<OptionInfo> {
        G::options().iter().map(|o| o.info()).collect()
    }
    fn new_match(&self, setup: MatchSetup) -> Result<Box<dyn Playable>, SetupError> {
        Ok(Box::new(LocalGame::new(new_session(self.clone(), setup)?)))
    }
    fn load_match(&self, text: &str) -> Result<Box<dyn Playable>, LoadError> {
        Ok(Box::new(LocalGame::new(load_session(self.clone(), text)?)))
    }
    #[cfg(feature = "gui")]
    fn how_to_play_ui(&self, ui: &mut egui::Ui, style: &crate::sheet_kit::SheetStyle) {
        let info = G::info();
        // The page in the player's language where the catalogue has it, else the game's own.
        let page = crate::engine::text::page(info.id).unwrap_or(info.how_to_play);
        crate::sheet_kit::how_to_play::page_ui(ui, page, |ui, name| {
            crate::sheet_kit::GameUi::how_to_play_figure(self, ui, style, name)
        });
    }
    #[cfg(feature = "gui")]
    fn keys(&self) -> &'static [(&'static str, &'static str)] {
        crate::sheet_kit::GameUi::keys(self)
    }
}

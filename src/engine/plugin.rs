//! Games as plugins: static facts about a game ([`GameInfo`]), its new-game options, and a
//! type-erased running game ([`Match`]) so the app shell, CLI and tests treat every game alike.
//! Actions cross this boundary as notation strings, the same text the save files hold.

use super::rules::{BotLevel, Rules, SeatScore, ToMove};
use super::save::{self, LoadError, SaveFile, FORMAT_VERSION};
use super::session::{SeatInfo, SeatKind, Session};
use std::collections::BTreeMap;

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

/// One option of the new-game dialog: a key and its possible values.
#[derive(Clone, Debug)]
pub struct OptionSpec {
    pub key: &'static str,
    pub label: &'static str,
    /// (value, label); the first is the default.
    pub choices: Vec<(&'static str, &'static str)>,
}

/// What the new-game dialog produces.
#[derive(Clone, Debug)]
pub struct MatchSetup {
    pub seats: Vec<SeatInfo>,
    pub seed: u64,
    /// key → chosen value, keys from [`Game::option_specs`]; missing keys take the default.
    pub options: BTreeMap<String, String>,
}

/// A game: its rules plus what the shell needs to list, configure and draw it.
pub trait Game: Rules + crate::ui_contract::GameUi + Clone + Default {
    fn info() -> GameInfo;
    fn option_specs() -> Vec<OptionSpec> {
        Vec::new()
    }
    /// Builds options from the dialog's choices.
    fn options_from(choices: &BTreeMap<String, String>) -> Result<Self::Options, String>;
}

/// A registry entry (object-safe).
pub trait GamePlugin: Send + Sync {
    fn info(&self) -> GameInfo;
    fn option_specs(&self) -> Vec<OptionSpec>;
    fn new_match(&self, setup: MatchSetup) -> Result<Box<dyn Match>, String>;
    /// Opens a save's text; replays every action through the rules.
    fn load_match(&self, text: &str) -> Result<Box<dyn Match>, LoadError>;
}

impl<G: Game> GamePlugin for G {
    fn info(&self) -> GameInfo {
        G::info()
    }
    fn option_specs(&self) -> Vec<OptionSpec> {
        G::option_specs()
    }
    fn new_match(&self, setup: MatchSetup) -> Result<Box<dyn Match>, String> {
        let info = G::info();
        let n = setup.seats.len();
        if n < info.min_seats || n > info.max_seats {
            return Err(format!(
                "{} takes {}–{} seats, not {n}",
                info.name, info.min_seats, info.max_seats
            ));
        }
        let options = G::options_from(&setup.options)?;
        let session = Session::new(self.clone(), options, setup.seats, setup.seed)?;
        Ok(Box::new(Running::new(session)))
    }
    fn load_match(&self, text: &str) -> Result<Box<dyn Match>, LoadError> {
        Ok(Box::new(Running::new(load_session(self.clone(), text)?)))
    }
}

/// Parses and replays a save for game `G`.
pub fn load_session<G: Game>(rules: G, text: &str) -> Result<Session<G>, LoadError> {
    let file: SaveFile<G::Options> = save::parse(text)?;
    let info = G::info();
    if file.game != info.id {
        return Err(LoadError::Invalid(format!(
            "this save is for `{}`, not `{}`",
            file.game, info.id
        )));
    }
    let n = file.seats.len();
    if n < info.min_seats || n > info.max_seats {
        return Err(LoadError::Invalid(format!(
            "{} takes {}–{} seats, the save lists {n}",
            info.name, info.min_seats, info.max_seats
        )));
    }
    let mut session =
        Session::new(rules, file.options, file.seats, file.seed).map_err(LoadError::Invalid)?;
    // Session::new drew the opening chance outcomes; the log repeats them, so start from scratch.
    let opening = session.log().len();
    for (index, text) in file.log.iter().enumerate() {
        if index < opening {
            let logged = session.log()[index].action.to_string();
            if &logged != text {
                return Err(LoadError::Action {
                    index: index + 1,
                    action: text.clone(),
                    reason: format!("the seed sets up `{logged}` here"),
                });
            }
            continue;
        }
        let err = |reason: String| LoadError::Action {
            index: index + 1,
            action: text.clone(),
            reason,
        };
        if session.to_move() == ToMove::Over {
            return Err(err("the game was already over".into()));
        }
        let action: G::Action = text.parse().map_err(err)?;
        session.replay_step(action).map_err(|r| err(r.0))?;
    }
    if file.log.len() < opening {
        return Err(LoadError::Invalid(
            "the action log is shorter than the game's setup".into(),
        ));
    }
    session.advance_chance();
    Ok(session)
}

/// A line of the action log, ready to show.
#[derive(Clone, Debug, PartialEq)]
pub struct LogLine {
    /// Seat name, or "Dice".
    pub who: String,
    pub text: String,
    pub notation: String,
}

/// A running game of any kind.
pub trait Match {
    fn info(&self) -> GameInfo;
    fn seats(&self) -> &[SeatInfo];
    fn seed(&self) -> u64;
    fn to_move(&self) -> ToMove;
    fn is_over(&self) -> bool {
        self.to_move() == ToMove::Over
    }
    /// The seat to move if it is a bot.
    fn bot_to_move(&self) -> Option<(usize, BotLevel)> {
        match self.to_move() {
            ToMove::Seat(i) => match self.seats().get(i)?.kind {
                SeatKind::Bot(level) => Some((i, level)),
                SeatKind::Human => None,
            },
            _ => None,
        }
    }
    fn legal(&self) -> Vec<String>;
    fn apply_str(&mut self, notation: &str) -> Result<(), String>;
    /// What a bot of `level` would do now, with its value estimate.
    fn bot_choice(&self, level: BotLevel) -> Option<(String, Option<f64>)>;
    /// Lets the bot in the seat to move act once. False if a human (or nobody) is to move.
    fn step_bot(&mut self) -> bool {
        let Some((_, level)) = self.bot_to_move() else {
            return false;
        };
        match self.bot_choice(level) {
            Some((a, _)) => self.apply_str(&a).is_ok(),
            None => false,
        }
    }
    fn can_undo(&self) -> bool;
    fn can_redo(&self) -> bool;
    /// Takes back actions up to and including the last one by a human seat.
    fn undo(&mut self) -> bool;
    fn redo(&mut self) -> bool;
    fn action_count(&self) -> usize;
    fn log_lines(&self) -> Vec<LogLine>;
    fn prompt(&self) -> String;
    fn scores(&self) -> Vec<SeatScore>;
    fn winners(&self) -> Vec<usize>;
    /// The save file's text.
    fn save_text(&self) -> Result<String, String>;
    /// The position as pretty RON (for `dicepad replay` and bug reports).
    fn state_text(&self) -> String;

    /// Draws the interactive game area; returns true when it applied an action.
    #[cfg(feature = "gui")]
    fn play_ui(&mut self, ui: &mut egui::Ui, env: &crate::ui_contract::UiEnv) -> bool;
    /// Paints one seat's sheet into `rect` (small views, end screen and PNG export).
    #[cfg(feature = "gui")]
    fn paint_sheet(
        &self,
        painter: &egui::Painter,
        rect: egui::Rect,
        seat: usize,
        style: &crate::ui_contract::SheetStyle,
    );
    /// The natural size of one sheet, in points.
    #[cfg(feature = "gui")]
    fn sheet_size(&self) -> egui::Vec2;
}

/// A session plus the GUI's view state for it.
pub struct Running<G: Game> {
    pub session: Session<G>,
    #[cfg(feature = "gui")]
    pub view: <G as crate::ui_contract::GameUi>::View,
}

impl<G: Game> Running<G> {
    pub fn new(session: Session<G>) -> Self {
        Running {
            session,
            #[cfg(feature = "gui")]
            view: Default::default(),
        }
    }
}

impl<G: Game> Match for Running<G> {
    fn info(&self) -> GameInfo {
        G::info()
    }
    fn seats(&self) -> &[SeatInfo] {
        &self.session.seats
    }
    fn seed(&self) -> u64 {
        self.session.seed
    }
    fn to_move(&self) -> ToMove {
        self.session.to_move()
    }
    fn legal(&self) -> Vec<String> {
        self.session
            .legal_actions()
            .iter()
            .map(|a| a.to_string())
            .collect()
    }
    fn apply_str(&mut self, notation: &str) -> Result<(), String> {
        let action: G::Action = notation.parse()?;
        self.session.apply(action).map_err(|r| r.0)
    }
    fn bot_choice(&self, level: BotLevel) -> Option<(String, Option<f64>)> {
        self.session
            .bot_choice(level)
            .map(|c| (c.action.to_string(), c.value))
    }
    fn can_undo(&self) -> bool {
        self.session.can_undo()
            && self.session.log().iter().any(|e| match e.actor {
                ToMove::Seat(i) => self.session.seats[i].is_human(),
                _ => false,
            })
    }
    fn can_redo(&self) -> bool {
        self.session.can_redo()
    }
    fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        let seats = self.session.seats.clone();
        self.session.undo_until(|i| seats[i].is_human())
    }
    fn redo(&mut self) -> bool {
        self.session.redo()
    }
    fn action_count(&self) -> usize {
        self.session.log().len()
    }
    fn log_lines(&self) -> Vec<LogLine> {
        self.session
            .log()
            .iter()
            .map(|e| LogLine {
                who: match e.actor {
                    ToMove::Seat(i) => self.session.seats[i].name.clone(),
                    _ => "Dice".into(),
                },
                text: e.text.clone(),
                notation: e.action.to_string(),
            })
            .collect()
    }
    fn prompt(&self) -> String {
        self.session.rules.prompt(self.session.state())
    }
    fn scores(&self) -> Vec<SeatScore> {
        self.session.rules.scores(self.session.state())
    }
    fn winners(&self) -> Vec<usize> {
        self.session.rules.winners(self.session.state())
    }
    fn save_text(&self) -> Result<String, String> {
        let s = &self.session;
        let totals: Vec<String> = self
            .scores()
            .iter()
            .zip(&s.seats)
            .map(|(sc, seat)| format!("{} {}", seat.name, sc.total))
            .collect();
        let file = SaveFile {
            format: FORMAT_VERSION,
            game: G::info().id.to_string(),
            options: s.options.clone(),
            seed: s.seed,
            seats: s.seats.clone(),
            log: s.log().iter().map(|e| e.action.to_string()).collect(),
            summary: format!(
                "{}{}",
                if s.is_over() {
                    "finished: "
                } else {
                    "running: "
                },
                totals.join(", ")
            ),
        };
        save::to_text(&file).map_err(|e| format!("cannot write the save: {e}"))
    }
    fn state_text(&self) -> String {
        ron::ser::to_string_pretty(self.session.state(), ron::ser::PrettyConfig::new())
            .unwrap_or_else(|e| format!("(cannot show the state: {e})"))
    }

    #[cfg(feature = "gui")]
    fn play_ui(&mut self, ui: &mut egui::Ui, env: &crate::ui_contract::UiEnv) -> bool {
        use crate::ui_contract::GameUi;
        let rules = self.session.rules.clone();
        match rules.play_ui(ui, &self.session, &mut self.view, env) {
            Some(action) => self.session.apply(action).is_ok(),
            None => false,
        }
    }
    #[cfg(feature = "gui")]
    fn paint_sheet(
        &self,
        painter: &egui::Painter,
        rect: egui::Rect,
        seat: usize,
        style: &crate::ui_contract::SheetStyle,
    ) {
        use crate::ui_contract::GameUi;
        self.session
            .rules
            .paint_sheet(painter, rect, self.session.state(), seat, style);
    }
    #[cfg(feature = "gui")]
    fn sheet_size(&self) -> egui::Vec2 {
        use crate::ui_contract::GameUi;
        self.session.rules.sheet_size(self.session.state())
    }
}

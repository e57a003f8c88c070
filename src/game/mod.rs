//! Games as plugins: static facts about a game ([`GameInfo`]), its options (declared once, as
//! [`OptionSpec`]s), and a type-erased running game ([`Match`]) so the app shell, CLI and tests
//! treat every game alike.
//!
//! Inside a running game everything stays typed (actions, hints, bot choices); notation strings
//! cross this boundary only at the edges: saves, the CLI and the log's notation column.

use crate::engine::bot::Bot;
use crate::engine::rules::{BotChoice, BotLevel, Rules, SeatScore, TableDice, ToMove};
use crate::engine::save::LoadError;
use crate::engine::session::{Dice, SeatInfo, SeatKind, Session};
use std::collections::BTreeMap;
use std::time::Duration;

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

/// One choice of an option: its value in saves and on the command line, its label in the dialog,
/// and what it sets.
#[derive(Clone, Debug)]
pub struct OptionChoice<O> {
    pub value: &'static str,
    pub label: &'static str,
    pub set: fn(&mut O),
}

/// One option of the new-game dialog, declared once per game: the dialog, the CLI's
/// `--option key=value`, "Play again" and the parser all read this list.
#[derive(Clone, Debug)]
pub struct OptionSpec<O> {
    pub key: &'static str,
    pub label: &'static str,
    /// The first choice is the default.
    pub choices: Vec<OptionChoice<O>>,
}

/// An option without its setters (what the dialog shows): (value, label) pairs, default first.
#[derive(Clone, Debug)]
pub struct OptionInfo {
    pub key: &'static str,
    pub label: &'static str,
    pub choices: Vec<(&'static str, &'static str)>,
}

impl<O> OptionSpec<O> {
    pub fn info(&self) -> OptionInfo {
        OptionInfo {
            key: self.key,
            label: self.label,
            choices: self.choices.iter().map(|c| (c.value, c.label)).collect(),
        }
    }
}

/// Builds a game's options from key → value choices (missing keys keep the default).
pub fn options_from<O: Default + Clone>(
    specs: &[OptionSpec<O>],
    game: &str,
    choices: &BTreeMap<String, String>,
) -> Result<O, String> {
    let mut options = O::default();
    for (key, value) in choices {
        let Some(spec) = specs.iter().find(|s| s.key == key) else {
            let known: Vec<&str> = specs.iter().map(|s| s.key).collect();
            return Err(if known.is_empty() {
                format!("{game} has no options (`{key}` given)")
            } else {
                format!("{game} has no option `{key}` ({})", known.join(", "))
            });
        };
        let Some(choice) = spec.choices.iter().find(|c| c.value == value) else {
            let values: Vec<&str> = spec.choices.iter().map(|c| c.value).collect();
            return Err(format!("{key} `{value}`: use {}", values.join(" or ")));
        };
        (choice.set)(&mut options);
    }
    Ok(options)
}

/// The key → value choices that give `options` (the inverse of [`options_from`]).
pub fn option_choices<O: Clone + PartialEq>(
    specs: &[OptionSpec<O>],
    options: &O,
) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for spec in specs {
        for c in &spec.choices {
            let mut o = options.clone();
            (c.set)(&mut o);
            if &o == options {
                out.insert(spec.key.to_string(), c.value.to_string());
                break;
            }
        }
    }
    out
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

/// A game: its rules, its bots, and what the shell needs to list, configure and draw it.
pub trait Game: Rules + Bot + crate::sheet_kit::GameUi + Clone + Default {
    fn info() -> GameInfo;
    /// The new-game options, declared once. Default: none.
    fn options() -> Vec<OptionSpec<Self::Options>> {
        Vec::new()
    }
}

mod load;
pub mod option_args;
mod running;
pub use load::load_session;
pub use running::Running;

/// A registry entry (object-safe).
pub trait GamePlugin: Send + Sync {
    fn info(&self) -> GameInfo;
    fn option_specs(&self) -> Vec<OptionInfo>;
    fn new_match(&self, setup: MatchSetup) -> Result<Box<dyn Match>, String>;
    /// Opens a save's text; replays every action through the rules.
    fn load_match(&self, text: &str) -> Result<Box<dyn Match>, LoadError>;
    /// Reviews a save of this game (see [`crate::review`]); runs on any thread. `progress(done,
    /// total)` returning false cancels it.
    fn review(
        &self,
        save_text: &str,
        settings: &crate::review::ReviewSettings,
        progress: &mut dyn FnMut(usize, usize) -> bool,
    ) -> Result<crate::review::Review, String>;
    /// Runs the conformance suite with default options (tests only).
    #[cfg(test)]
    fn check_conformance(&self, seats: usize, games: u64, seed: u64);
    /// The worked example shown under How to play.
    #[cfg(feature = "gui")]
    fn how_to_play_diagram(&self, ui: &mut egui::Ui, style: &crate::sheet_kit::SheetStyle);
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
    fn new_match(&self, setup: MatchSetup) -> Result<Box<dyn Match>, String> {
        let info = G::info();
        let n = setup.seats.len();
        if n < info.min_seats || n > info.max_seats {
            return Err(format!(
                "{} takes {}–{} seats, not {n}",
                info.name, info.min_seats, info.max_seats
            ));
        }
        let options = options_from(&G::options(), info.name, &setup.options)?;
        let session =
            Session::with_dice(self.clone(), options, setup.seats, setup.seed, setup.dice)?;
        Ok(Box::new(Running::new(session)))
    }
    fn load_match(&self, text: &str) -> Result<Box<dyn Match>, LoadError> {
        Ok(Box::new(Running::new(load_session(self.clone(), text)?)))
    }
    fn review(
        &self,
        save_text: &str,
        settings: &crate::review::ReviewSettings,
        progress: &mut dyn FnMut(usize, usize) -> bool,
    ) -> Result<crate::review::Review, String> {
        crate::review::review_save(self.clone(), save_text, settings, progress)
    }
    #[cfg(feature = "gui")]
    fn how_to_play_diagram(&self, ui: &mut egui::Ui, style: &crate::sheet_kit::SheetStyle) {
        crate::sheet_kit::GameUi::how_to_play_diagram(self, ui, style);
    }
    #[cfg(feature = "gui")]
    fn keys(&self) -> &'static [(&'static str, &'static str)] {
        crate::sheet_kit::GameUi::keys(self)
    }
    #[cfg(test)]
    fn check_conformance(&self, seats: usize, games: u64, seed: u64) {
        crate::conformance::check_game(self.clone(), G::Options::default(), seats, games, seed);
    }
}

/// A line of the action log, borrowed from the session (nothing is cloned to show it).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LogLine<'a> {
    /// Seat name, or "Dice".
    pub who: &'a str,
    pub text: &'a str,
}

/// Why a bot is thinking: to move for its seat, or to hint a person.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    Move,
    Hint,
}

/// What a bot decision on the game's worker thread has come to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Thought {
    /// Nothing to do: no seat to move, or the bot has no choice.
    Idle,
    /// Still thinking; ask again later.
    Thinking,
    /// The bot's move was applied.
    Moved,
    /// The hint is ready ([`Match::hint_notation`]).
    Hinted,
    /// The bot's move was refused (a bug in that bot); the game is unchanged.
    Refused(String),
}

/// A bot decision under way, for the window to show.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Thinking {
    pub seat: usize,
    pub level: BotLevel,
    pub purpose: Purpose,
    /// Seconds since it started.
    pub secs: f64,
}

/// The hint the player asked for: a bot's choice for the position after `at` actions.
#[derive(Clone, Debug)]
pub struct Hint<A> {
    pub at: usize,
    pub level: BotLevel,
    pub choice: BotChoice<A>,
}

/// A running game of any kind.
pub trait Match {
    fn info(&self) -> GameInfo;
    fn seats(&self) -> &[SeatInfo];
    fn seed(&self) -> u64;
    /// The options as key → value choices (for "Play again").
    fn option_choices(&self) -> BTreeMap<String, String>;
    fn to_move(&self) -> ToMove;
    fn is_over(&self) -> bool {
        self.to_move() == ToMove::Over
    }
    /// Every seat that may act now: the seat to move, and on a simultaneous step (everyone
    /// writing on the same roll) every other seat still busy with it.
    fn ready(&self) -> Vec<usize>;
    /// Puts a ready seat in focus (it becomes the seat to move; the sheet shown is its own).
    /// False, nothing changed, when `seat` is not ready.
    fn focus(&mut self, seat: usize) -> bool;
    /// A bot seat that may act now: the seat to move if it is a bot, else the first ready bot
    /// (bots write on a simultaneous step while a person is still thinking).
    fn bot_to_move(&self) -> Option<(usize, BotLevel)> {
        let bot = |i: usize| match self.seats().get(i)?.kind {
            SeatKind::Bot(level) => Some((i, level)),
            SeatKind::Human => None,
        };
        match self.to_move() {
            ToMove::Seat(i) => bot(i).or_else(|| self.ready().into_iter().find_map(bot)),
            _ => None,
        }
    }
    /// Whether the seat to move (in focus) is a person's.
    fn person_to_move(&self) -> bool {
        matches!(self.to_move(), ToMove::Seat(i) if self.seats().get(i).is_some_and(SeatInfo::is_human))
    }
    /// The legal actions in notation (CLI and tests).
    fn legal(&self) -> Vec<String>;
    /// Applies an action given in notation (CLI and tests).
    fn apply_str(&mut self, notation: &str) -> Result<(), String>;
    /// Applies an action of `seat` given in notation: the seat must be ready (a network player's
    /// action, whoever is in focus).
    fn apply_as(&mut self, seat: usize, notation: &str) -> Result<(), String>;
    /// Lets a bot of `level` take `seat`'s action (the seat must be ready). `Ok(false)` when it
    /// is not ready or the bot has no choice.
    fn play_bot_as(&mut self, seat: usize, level: BotLevel) -> Result<bool, String>;
    /// Lets a bot of `level` take the seat to move's action (typed inside). `Ok(false)` when no seat
    /// is to move or the bot has no choice.
    fn play_bot(&mut self, level: BotLevel) -> Result<bool, String> {
        match self.to_move() {
            ToMove::Seat(seat) => self.play_bot_as(seat, level),
            _ => Ok(false),
        }
    }
    /// Lets the bot in the seat to move act once. False if a human (or nobody) is to move.
    fn step_bot(&mut self) -> bool {
        let Some((seat, level)) = self.bot_to_move() else {
            return false;
        };
        self.play_bot_as(seat, level).unwrap_or(false)
    }
    /// Starts (or goes on with) a bot decision at `level` for the seat to move on the game's
    /// worker thread, waiting at most `wait` for it: a move is applied once ready, a hint is kept
    /// until the position changes. The window calls this every frame with a short wait, so it never
    /// freezes; the CLI and tests may wait as long as they like.
    fn think(&mut self, purpose: Purpose, level: BotLevel, wait: Duration) -> Thought;
    /// Starts the decision `think` would wait for, without waiting or applying anything (a bot
    /// thinks while the window paces its moves).
    fn prepare(&mut self, purpose: Purpose, level: BotLevel);
    /// The decision still being thought out, if any (for "thinking…").
    fn thinking(&self) -> Option<Thinking>;
    /// The current hint in notation (tests).
    fn hint_notation(&self) -> Option<String>;
    /// Where this game's chance outcomes come from.
    fn dice_mode(&self) -> Dice;
    /// With table dice at a chance step that is a plain roll: the dice to enter.
    fn table_dice(&self) -> Option<TableDice>;
    /// Enters dice rolled at the table (table dice only). Refused entries change nothing.
    fn enter_dice(&mut self, values: &[u8]) -> Result<(), String>;
    /// Enters any chance outcome (a roll, a deal, a scramble) in the game's notation (table dice
    /// only). Refused entries change nothing.
    fn enter_chance_str(&mut self, notation: &str) -> Result<(), String>;
    /// Lets the app draw the pending chance outcome of a table-dice game from its seed ("roll for
    /// me"), as if it had been entered.
    fn roll_for_table(&mut self) -> Result<(), String>;
    fn can_undo(&self) -> bool;
    fn can_redo(&self) -> bool;
    /// Takes back actions up to and including the last one by a human seat.
    fn undo(&mut self) -> bool;
    fn redo(&mut self) -> bool;
    fn action_count(&self) -> usize;
    /// Grows by one with every change of position (actions, undo, redo), for caches.
    fn generation(&self) -> u64;
    fn log_len(&self) -> usize;
    fn log_line(&self, index: usize) -> Option<LogLine<'_>>;
    /// A log entry's notation (shown on hover; the save holds the same text).
    fn log_notation(&self, index: usize) -> Option<String>;
    fn prompt(&self) -> String;
    fn scores(&self) -> Vec<SeatScore>;
    fn winners(&self) -> Vec<usize>;
    /// The save file's text.
    fn save_text(&self) -> Result<String, String>;
    /// The position as pretty RON (for `dicepad replay` and bug reports).
    fn state_text(&self) -> String;
    /// The game as it stood after its first `steps` log entries, as a game of its own (a position
    /// on the review's timeline); the original is untouched. With `play_on` the dice due next are
    /// drawn (seeded games), so it can be played on as a new game: a branch.
    fn at_step(&self, steps: usize, play_on: bool) -> Box<dyn Match>;
    /// The seat that took log entry `index`; `None` for the dice (or past the end).
    fn log_seat(&self, index: usize) -> Option<usize>;
    /// The review's marks on this position, in notation: the move played from it (the sheet shows
    /// it as a ghost) and a bot's choice (shown as the hint). `None` clears a mark; notation that
    /// does not parse is ignored.
    fn set_review_marks(&mut self, played: Option<&str>, best: Option<(&str, BotLevel)>);
    /// For a game played over the network: the room as this window sees it. `None` for a game
    /// on this computer.
    fn room(&self) -> Option<crate::net::remote::RoomView> {
        None
    }
    /// Takes in whatever arrived over the network (the window calls it every frame); true when
    /// anything changed. A game on this computer has nothing to take in.
    fn sync(&mut self) -> bool {
        false
    }
    /// Asks the server to let a bot of `level` play `seat`, whose player has left.
    fn replace_seat(&mut self, _seat: usize, _level: BotLevel) -> Result<(), String> {
        Err("only a network game has seats to hand to a bot".into())
    }

    /// Draws the play area through the shell's one play screen; returns true when it applied an
    /// action.
    #[cfg(feature = "gui")]
    fn play_ui(&mut self, ui: &mut egui::Ui, env: &crate::sheet_kit::PlayEnv) -> bool;
    /// Paints one seat's sheet into `rect` (end screen and PNG export).
    #[cfg(feature = "gui")]
    fn paint_sheet(
        &self,
        painter: &egui::Painter,
        rect: egui::Rect,
        seat: usize,
        style: &crate::sheet_kit::SheetStyle,
    );
    /// The natural size of one sheet, in points.
    #[cfg(feature = "gui")]
    fn sheet_size(&self) -> egui::Vec2;
    /// The game's short status ("Round 4 of 7"), as the turn header shows it.
    #[cfg(feature = "gui")]
    fn status(&self) -> Option<String>;
    /// Whether all seats share one sheet (a board), so the end screen shows it once.
    #[cfg(feature = "gui")]
    fn shared_sheet(&self) -> bool;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Debug, Default, PartialEq)]
    struct Opts {
        side: u8,
        hard: bool,
    }

    fn specs() -> Vec<OptionSpec<Opts>> {
        vec![
            OptionSpec {
                key: "side",
                label: "Side",
                choices: vec![
                    OptionChoice {
                        value: "front",
                        label: "Front",
                        set: |o| o.side = 0,
                    },
                    OptionChoice {
                        value: "back",
                        label: "Back",
                        set: |o| o.side = 1,
                    },
                ],
            },
            OptionSpec {
                key: "rules",
                label: "Rules",
                choices: vec![
                    OptionChoice {
                        value: "standard",
                        label: "Standard",
                        set: |o| o.hard = false,
                    },
                    OptionChoice {
                        value: "hard",
                        label: "Hard",
                        set: |o| o.hard = true,
                    },
                ],
            },
        ]
    }

    fn map(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn options_are_set_from_choices_and_read_back() {
        let o: Opts = options_from(
            &specs(),
            "Test",
            &map(&[("side", "back"), ("rules", "hard")]),
        )
        .expect("known choices");
        assert_eq!(
            o,
            Opts {
                side: 1,
                hard: true
            }
        );
        assert_eq!(
            option_choices(&specs(), &o),
            map(&[("side", "back"), ("rules", "hard")])
        );
        // Missing keys keep the default, which reads back as the first choice.
        let d: Opts = options_from(&specs(), "Test", &BTreeMap::new()).expect("defaults");
        assert_eq!(d, Opts::default());
        assert_eq!(
            option_choices(&specs(), &d),
            map(&[("side", "front"), ("rules", "standard")])
        );
    }

    #[test]
    fn unknown_options_and_values_are_named_in_the_refusal() {
        let e = options_from(&specs(), "Test", &map(&[("colour", "red")])).unwrap_err();
        assert!(e.contains("colour") && e.contains("side, rules"), "{e}");
        let e = options_from(&specs(), "Test", &map(&[("side", "left")])).unwrap_err();
        assert!(e.contains("left") && e.contains("front or back"), "{e}");
        let e = options_from::<Opts>(&[], "Solo", &map(&[("side", "back")])).unwrap_err();
        assert!(e.contains("no options"), "{e}");
    }

    fn hex_roller(seats: Vec<SeatInfo>, seed: u64) -> Box<dyn Match> {
        let plugin = crate::games::find("hex-roller").expect("registered");
        plugin
            .new_match(MatchSetup {
                seats,
                seed,
                options: BTreeMap::new(),
                dice: Dice::Seeded,
            })
            .expect("starts")
    }

    /// Polls `think` without ever blocking, as the window does, until the bot has moved.
    fn think_until_moved(m: &mut dyn Match, level: BotLevel) -> Thought {
        for _ in 0..100_000 {
            match m.think(Purpose::Move, level, Duration::ZERO) {
                Thought::Thinking => std::thread::sleep(Duration::from_micros(200)),
                done => return done,
            }
        }
        panic!("the bot never answered")
    }

    #[test]
    fn bots_thinking_on_the_worker_play_the_same_game_as_on_the_caller() {
        let seats = || {
            vec![
                SeatInfo::bot("A", BotLevel::Normal),
                SeatInfo::bot("B", BotLevel::Easy),
            ]
        };
        let mut here = hex_roller(seats(), 3);
        while here.step_bot() {}
        assert!(here.is_over());
        let mut there = hex_roller(seats(), 3);
        while let Some((_, level)) = there.bot_to_move() {
            assert_eq!(think_until_moved(there.as_mut(), level), Thought::Moved);
            assert!(there.thinking().is_none(), "nothing left under way");
        }
        assert!(there.is_over());
        assert_eq!(here.save_text(), there.save_text(), "same seed, same game");
    }

    #[test]
    fn a_hint_for_an_old_position_is_never_shown() {
        let mut m = hex_roller(vec![SeatInfo::human("Ann")], 8);
        let first = m.think(Purpose::Hint, BotLevel::Normal, Duration::ZERO);
        assert!(
            matches!(first, Thought::Thinking | Thought::Hinted),
            "{first:?}"
        );
        // The player moves before the hint is collected: the pending hint is for the old position.
        let action = m.legal().into_iter().next().expect("a legal action");
        m.apply_str(&action).expect("legal");
        assert!(m.thinking().is_none(), "the old decision no longer shows");
        assert_eq!(m.hint_notation(), None);
        let again = m.think(Purpose::Hint, BotLevel::Normal, Duration::from_secs(120));
        assert_eq!(again, Thought::Hinted);
        let hint = m.hint_notation().expect("a hint for the new position");
        assert!(m.legal().contains(&hint), "{hint} is legal now");
        // Asking again for the same position keeps the hint without thinking again.
        assert_eq!(
            m.think(Purpose::Hint, BotLevel::Normal, Duration::ZERO),
            Thought::Hinted
        );
        assert!(m.thinking().is_none());
        // A person's seat has no bot move of its own unless asked: over, nothing to do.
        let mut over = hex_roller(vec![SeatInfo::bot("B", BotLevel::Easy)], 2);
        while over.step_bot() {}
        assert_eq!(
            over.think(Purpose::Move, BotLevel::Normal, Duration::ZERO),
            Thought::Idle
        );
    }
}

//! What a feature asks of the app: one [`Event`] queue, applied in order in one place
//! (`App::apply`) after the features have drawn. A feature never reaches into another feature or
//! into the app; it pushes an event and the app does it (rerun's command queue, in small).

use super::command::Command;
use super::file_dialog::FilePurpose;
use super::game_screen::GameScreen;
use crate::game::MatchSetup;
use crate::net::protocol::Clock;
use crate::net::seat_book::SeatKey;
use std::collections::BTreeSet;
use std::path::PathBuf;

/// The screen under the windows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Home,
    Game,
    Stats,
}

/// Where a hosted room is kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostPlace {
    /// On this window's own server, listening on this address (it lives while the window hosts).
    Window(String),
    /// On a server elsewhere (`dicepad serve`), at this address: the room lives on without the
    /// window.
    Server(String),
}

/// A room to host: made only once the player agreed to leave the running game.
#[derive(Clone, Debug)]
pub struct HostRequest {
    /// The registry index of the game.
    pub game: usize,
    pub setup: MatchSetup,
    /// The seat played in this window (`None`: the first person's).
    pub mine: Option<usize>,
    pub place: HostPlace,
    pub tutorial: bool,
    pub clock: Option<Clock>,
}

/// A seat of a room to join.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JoinRequest {
    pub server: String,
    pub room: String,
    pub token: String,
    /// A daily challenge's attempt: the day's commitment its dice must carry.
    pub day: Option<crate::engine::seal::Commitment>,
}

/// What goes on the game screen in place of the game there. A local game is built before the
/// question (reading a save or dealing a setup changes nothing); a network game's room is made
/// or joined only after it, so Cancel leaves no room behind.
pub enum NextGame {
    Ready(Box<GameScreen>, After),
    Host(Box<HostRequest>),
    Join(JoinRequest),
}

impl NextGame {
    /// The game's name, for the question.
    pub fn name(&self, registry: &[Box<dyn crate::game::GamePlugin>]) -> String {
        match self {
            NextGame::Ready(g, _) => g.m.info().name.to_string(),
            NextGame::Host(h) => registry
                .get(h.game)
                .map_or_else(String::new, |p| p.info().name.to_string()),
            NextGame::Join(_) => crate::engine::text::tr("leave-network-game"),
        }
    }
}

/// What happens once a game is on the screen (never if the player keeps the running game).
#[derive(Clone, Debug, PartialEq)]
pub enum After {
    Nothing,
    /// A note in the status bar.
    Note(String),
    /// A save file was opened: a note, and the file goes to the top of the recent list.
    Opened {
        path: PathBuf,
        autosave: bool,
    },
    /// The game opens in its review, with a note.
    Review(String),
    /// Today's challenge of this game (date, game id): the attempt is recorded.
    Daily {
        date: String,
        game: &'static str,
    },
    /// A network game arrived: the lobby opens when this window hosts it.
    Lobby(bool),
    /// A position of the Practice list: the game's review opens with the decision asked again.
    Practice(Box<crate::history::practice::PracticeItem>),
}

/// A window to open (its state is made when it opens).
#[derive(Clone, Debug, PartialEq)]
pub enum Open {
    Settings,
    Shortcuts,
    HowToPlay(usize),
    NewGame(usize),
    Print(usize),
    File(FilePurpose),
    Join,
    Lobby,
    Error(String),
}

/// One app-wide change, asked for by a feature.
pub enum Event {
    /// A command from a menu, a key or a button.
    Run(Command),
    /// Another game on the game screen, through the one path that asks first.
    Replace(NextGame),
    /// The answer to "Leave the running game?" (true: leave it).
    LeaveAnswered(bool),
    /// Start a game from a setup (registry index), as New game does.
    StartGame {
        game: usize,
        setup: MatchSetup,
        tutorial: bool,
    },
    /// The same game again, with the same dice or fresh ones.
    PlayAgain {
        same_dice: bool,
    },
    /// Open a save file.
    OpenFile(PathBuf),
    /// A file dialog's answer.
    FileChosen(FilePurpose, PathBuf),
    /// A past game from the history, in its review.
    OpenHistoryGame(i64),
    /// Today's challenge of a game (registry index, date).
    PlayDaily(usize, String),
    /// A new branch from the review's position.
    PlayOnFromReview,
    /// A position of the Practice list, in its recorded game.
    Practise(Box<crate::history::practice::PracticeItem>),
    /// Go to a screen.
    Show(Screen),
    /// The statistics screen for a game id (`None`: the game on the screen's, or the last).
    OpenStats(Option<String>),
    OpenWindow(Open),
    /// A file off the home screen's recent list (not off the disk).
    ForgetRecent(PathBuf),
    /// The game on the screen moved on (an action, undo, redo, a network update).
    GameChanged,
    /// The history changed: the statistics read it again.
    StatsChanged,
    /// A note in the status bar, or an error in a window.
    Note(String),
    Error(String),
    /// Text for the clipboard.
    Copy(String),
    /// Whatever has the keyboard lets go (a game was put on the screen).
    ReleaseFocus,
    /// Network: remember a seat (at the address the player gave), remember a chat's mutes.
    RememberSeat(SeatKey),
    Mutes {
        room: String,
        token: String,
        muted: BTreeSet<usize>,
    },
    /// Host again the rooms this window hosted before.
    ResumeHosting,
    /// Fetch the network games' summaries now.
    FetchSummaries,
    /// Quit (asked first while people play in a game this window hosts).
    Quit,
    /// The answer to "Close the hosted game?": true quits, stopping the server.
    QuitAnswered(bool),
}

//! The app: the shell every feature reads, the features, and the one place where the events they
//! send are applied, in order. A frame: input, the network, the screen, the windows, the bots,
//! then [`App::apply`]. Nothing here knows a game's rules, and no feature holds the app.

use super::command::{self, Command, CommandState};
use super::daily::Daily;
use super::event::{After, Event, NextGame, Open, Screen};
use super::file_dialog::FilePurpose;
use super::game_screen::GameScreen;
use super::home::Home;
use super::leave::Leaving;
use super::network::Network;
use super::play_screen::PlayScreen;
use super::practice::PracticeList;
use super::settings::{load_settings, Settings};
use super::shell::Shell;
use super::stats::StatsScreen;
use super::windows::{Window, WindowKind, WindowStack};
use crate::engine::text::Lang;
use crate::engine::ToMove;
use std::path::{Path, PathBuf};

/// At most this many rounds of events a frame (an event may send more); the rest wait a frame.
const EVENT_ROUNDS: usize = 16;

/// This system's platform: the desktop's, or in the browser build [`super::web_platform::Web`]
/// (chosen here, above both, so the seam's trait knows neither).
fn platform_for_this_system() -> Box<dyn super::platform::Platform> {
    #[cfg(target_arch = "wasm32")]
    return Box::<super::web_platform::Web>::default();
    #[cfg(not(target_arch = "wasm32"))]
    Box::<super::platform::Native>::default()
}

/// A message the window shows: an error or a note.
#[derive(Clone, Debug, PartialEq)]
pub struct Said {
    pub text: String,
    pub error: bool,
}

pub struct App {
    pub shell: Shell,
    pub screen: Screen,
    pub home: Home,
    pub play: PlayScreen,
    /// The statistics screen's state, once it was opened.
    pub stats: Option<StatsScreen>,
    /// Today's challenges and their records.
    pub daily: Daily,
    /// Hosting, joining, the lobby and the player's network games.
    pub network: Network,
    /// The Practice list on the home screen.
    pub practice: PracticeList,
    pub windows: WindowStack,
    /// The style and language the context has.
    applied: Option<(bool, f32, Lang)>,
    /// A game was put on the screen: whatever had the keyboard (a closed dialog's text field)
    /// lets go at the start of the next frame, so the single-letter keys work at once.
    release_focus: bool,
    /// Text for the clipboard, put there in the next frame.
    copy: Option<String>,
    /// Set by Quit; the frame asks the window to close (the autosave is already written, and
    /// the settings are written on the way out).
    quit: bool,
    /// The window was asked to close.
    pub closing: bool,
}

impl App {
    /// An app with these settings (checked; an error says what was out of range). Nothing is
    /// written to the settings file: see [`App::load`].
    pub fn new(mut settings: Settings, data_dir: PathBuf) -> Self {
        let notes = settings.sanitize();
        let (daily, daily_problem) = Daily::load(&data_dir);
        let mut shell = Shell::new(settings, data_dir, platform_for_this_system());
        // Whatever the app says from here on (notes while a file opens, before the first
        // frame) is in the chosen language.
        crate::engine::text::set_lang(shell.language());
        let home = Home::new(&mut shell);
        let mut app = App {
            shell,
            screen: Screen::Home,
            home,
            play: PlayScreen::default(),
            stats: None,
            daily,
            network: Network::default(),
            practice: PracticeList::default(),
            windows: WindowStack::default(),
            applied: None,
            release_focus: false,
            copy: None,
            quit: false,
            closing: false,
        };
        app.practice.refresh(&mut app.shell);
        let notes: Vec<String> = notes.into_iter().chain(daily_problem).collect();
        if !notes.is_empty() {
            // A window: the home screen has no status bar, and the player should know.
            app.send(Event::Error(notes.join("\n")));
        }
        app
    }

    /// The app of a data folder: its settings file read and checked (an error for what was
    /// wrong), and every settings change written back atomically.
    pub fn load(data_dir: PathBuf) -> Self {
        let (settings, notes) = load_settings(&data_dir);
        let mut app = App::new(settings, data_dir);
        app.shell.persist_settings = true;
        if !notes.is_empty() {
            app.send(Event::Error(notes.join("\n")));
        }
        app
    }

    /// Asks for `event` from outside a frame (the command line, tests) and applies it at once.
    pub fn send(&mut self, event: Event) {
        self.shell.send(event);
        self.apply();
    }

    /// Opens a save; on any failure the current game stays as it was.
    pub fn open_path(&mut self, path: &Path) {
        self.send(Event::OpenFile(path.to_path_buf()));
    }

    /// Starts a game from a setup (registry index), as New game's Start does: after asking, if
    /// a running game would be lost.
    pub fn start_game(&mut self, game: usize, setup: crate::game::MatchSetup, tutorial: bool) {
        self.send(Event::StartGame {
            game,
            setup,
            tutorial,
        });
    }

    /// What the window says now: the newest error (a window), else the status bar's note.
    pub fn notice(&self) -> Option<Said> {
        match self.windows.errors().last() {
            Some(text) => Some(Said {
                text: text.to_string(),
                error: true,
            }),
            None => self.shell.notice.as_ref().map(|n| Said {
                text: n.text.clone(),
                error: false,
            }),
        }
    }

    /// Everything, every frame.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        crate::engine::text::set_lang(self.shell.language());
        self.apply_style(&ctx);
        if std::mem::take(&mut self.release_focus) {
            ctx.memory_mut(|m| {
                if let Some(id) = m.focused() {
                    m.surrender_focus(id);
                }
            });
        }
        if let Some(text) = self.copy.take() {
            self.shell.platform.copy(&ctx, text);
        }
        self.network
            .poll(&ctx, &mut self.shell, self.play.game.as_mut());
        let hosting = self.network.hosted.is_some();
        let on_screen = self
            .play
            .game
            .as_ref()
            .and_then(super::net_games::on_screen);
        self.network
            .games
            .poll(&ctx, &mut self.shell, hosting, on_screen);
        self.handle_input(&ctx);
        if self.screen == Screen::Game && self.play.game.is_none() {
            self.screen = Screen::Home;
        }
        // The game screen always has its status bar; the others show one while a note is there.
        if self.screen != Screen::Game && self.shell.notice.is_some() {
            super::status_bar::status_bar_ui(ui, &mut self.shell);
        }
        match self.screen {
            Screen::Home => {
                let (network, daily) = (&mut self.network, &mut self.daily);
                let practice = &mut self.practice;
                self.home.ui(ui, &mut self.shell, |ui, cx| {
                    practice.ui(ui, cx);
                    network.list_ui(ui, cx);
                    ui.add_space(10.0);
                    daily.ui(ui, cx);
                });
            }
            Screen::Game => {
                let state = self.command_state();
                let strong = self.play.game.as_ref().and_then(|g| {
                    let (date, _) = g.daily.as_ref()?;
                    self.daily.book.strong_score(date, g.m.info().id)
                });
                let daily = self
                    .play
                    .game
                    .as_ref()
                    .and_then(|g| self.daily.screen_line(g));
                self.play.ui(ui, &mut self.shell, &state, strong, daily);
            }
            Screen::Stats => match &mut self.stats {
                Some(s) => s.ui(ui, &mut self.shell, self.play.game.is_some()),
                None => self.shell.send(Event::OpenStats(None)),
            },
        }
        self.windows_ui(&ctx);
        let shown = self.screen == Screen::Game;
        self.play.after_frame(&ctx, &mut self.shell, shown);
        self.apply();
        if let Some(text) = self.copy.take() {
            self.shell.platform.copy(&ctx, text);
        }
        let now = ctx.input(|i| i.time);
        self.shell.store_settings(now, false);
        // The window's close box: asked like Quit while people play in a hosted game.
        if ctx.input(|i| i.viewport().close_requested()) && !self.closing {
            if self.hosted_people().is_empty() {
                self.network.stop_hosting();
                self.closing = true;
            } else {
                ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
                self.ask_quit();
            }
        }
        if std::mem::take(&mut self.quit) {
            self.closing = true;
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        }
    }

    /// The people connected to a running game this window hosts (see
    /// [`super::quit_hosting::people_in`]).
    fn hosted_people(&self) -> Vec<String> {
        super::quit_hosting::people_in(self.network.hosted.is_some(), self.play.game.as_ref())
    }

    /// Quits, unless people play in a game this window hosts: then asks first.
    fn ask_quit(&mut self) {
        let people = self.hosted_people();
        if people.is_empty() {
            self.network.stop_hosting();
            self.quit = true;
        } else {
            self.windows.open(Window::QuitHosting(people));
        }
    }

    /// Style, zoom and language as the settings say; a change redraws at once.
    fn apply_style(&mut self, ctx: &egui::Context) {
        let s = &self.shell.settings;
        let want = (s.dark, s.ui_scale, self.shell.language());
        if self.applied != Some(want) {
            ctx.set_visuals(if want.0 {
                egui::Visuals::dark()
            } else {
                egui::Visuals::light()
            });
            ctx.set_zoom_factor(want.1.clamp(0.5, 3.0));
            if self.applied.is_some_and(|(_, _, lang)| lang != want.2) {
                ctx.request_repaint();
            }
            self.applied = Some(want);
        }
    }

    /// Dropped files, the commands' keys, and the review's.
    fn handle_input(&mut self, ctx: &egui::Context) {
        let dropped = ctx.input(|i| i.raw.dropped_files.first().cloned());
        let dropped = dropped.and_then(|f| self.shell.platform.take_drop(f));
        match dropped
            .map(Ok)
            .or_else(|| self.shell.platform.handed_over())
        {
            Some(Ok(p)) => self.shell.send(Event::OpenFile(p)),
            Some(Err(why)) => self.shell.error(why),
            None => {}
        }
        // Only a text field being edited takes the single letters (a focused button or
        // checkbox does not); a menu or drop-down that is open takes Esc for itself. The most
        // specific keys go first (egui lets Ctrl+Shift+S match Ctrl+S); a key is taken only when
        // its command can act; F1 also closes the list it opened.
        let typing = ctx.text_edit_focused();
        let popup = egui::Popup::is_any_open(ctx);
        let mut keyed: Vec<_> = Command::ALL
            .iter()
            .flat_map(|&c| c.shortcuts().iter().map(move |&k| (c, k)))
            .collect();
        keyed.sort_by_key(|(_, k)| std::cmp::Reverse(command::modifier_count(k.modifiers)));
        let mut state = self.command_state();
        for (cmd, shortcut) in keyed {
            if (typing && command::types_text(&shortcut))
                || (popup && cmd == Command::CloseWindow)
                || !cmd.enabled(&state)
                || !ctx.input_mut(|i| i.consume_shortcut(&shortcut))
            {
                continue;
            }
            if cmd == Command::Shortcuts && self.windows.is_open(WindowKind::Shortcuts) {
                self.windows.close(WindowKind::Shortcuts);
            } else {
                self.run_command(cmd);
            }
            self.apply();
            state = self.command_state();
        }
        if self.screen == Screen::Game {
            if let Some(g) = &mut self.play.game {
                super::review::review_keys(ctx, g);
            }
        }
    }

    /// What the commands need to know now.
    pub fn command_state(&self) -> CommandState {
        let game = self
            .play
            .game
            .as_ref()
            .filter(|_| self.screen == Screen::Game);
        let playing = game.filter(|g| g.review.is_none());
        CommandState {
            game_on_screen: game.is_some(),
            playing: playing.is_some(),
            can_undo: playing.is_some_and(|g| g.can_undo()),
            can_redo: playing.is_some_and(|g| g.can_redo()),
            seat_to_move: playing.is_some_and(|g| matches!(g.m.to_move(), ToMove::Seat(_))),
            // Dice rolled at the table wait for the people at it, not for a bot.
            bots_to_wait_for: playing.is_some_and(|g| {
                let table_dice_due = g.m.dice_mode() == crate::engine::Dice::Table
                    && g.m.to_move() == ToMove::Chance;
                !(g.m.is_over() || g.human_turn() || table_dice_due)
            }),
            skipping: playing.is_some_and(|g| g.skipping),
            code: game.and_then(|g| g.code.clone()),
            game_name: game.map_or("", |g| g.m.info().name),
            tutorial: game.is_some_and(|g| g.tutorial),
            autoplay: game.is_some_and(|g| g.autoplay),
            window_open: !self.windows.is_empty()
                || (self.screen == Screen::Game && self.play.layer_open()),
            seat_to_invite: playing.is_some_and(|g| g.seat_to_invite()),
            daily_attempt: playing.is_some_and(|g| g.daily_attempt()),
            undo_why: playing.and_then(|g| g.undo_why()),
        }
    }

    /// Performs `cmd` (whether it can act is for the menu, key or button that asks).
    fn run_command(&mut self, cmd: Command) {
        let cx = &mut self.shell;
        let game = self.play.game.as_ref();
        let current = game.and_then(|g| cx.index_of(g.m.info().id)).unwrap_or(0);
        match cmd {
            Command::NewGame => cx.send(Event::OpenWindow(Open::NewGame(current))),
            Command::Open => cx.send(Event::OpenWindow(Open::File(FilePurpose::Open))),
            Command::Save => match game.and_then(|g| g.path.clone()) {
                Some(path) => cx.send(Event::FileChosen(FilePurpose::SaveAs, path)),
                None => cx.send(Event::OpenWindow(Open::File(FilePurpose::SaveAs))),
            },
            Command::SaveAs => cx.send(Event::OpenWindow(Open::File(FilePurpose::SaveAs))),
            Command::Export if game.is_some() => {
                cx.send(Event::OpenWindow(Open::File(FilePurpose::Export)))
            }
            Command::Export => {}
            Command::PrintBlank => cx.send(Event::OpenWindow(Open::Print(current))),
            Command::Home => cx.send(Event::Show(Screen::Home)),
            Command::Quit => self.ask_quit(),
            Command::Undo => self.play.undo(cx),
            Command::Redo => self.play.redo(cx),
            Command::Hint => self.play.hint(cx),
            Command::Skip => self.play.skip_to_my_turn(),
            Command::Review => {
                if let Some(g) = &mut self.play.game {
                    super::review::open_review(cx, g);
                    self.screen = Screen::Game;
                }
            }
            Command::CopyCode => self.play.copy_code(cx),
            Command::Invite => cx.send(Event::OpenWindow(Open::Lobby)),
            Command::Statistics => cx.send(Event::OpenStats(None)),
            Command::Settings => cx.send(Event::OpenWindow(Open::Settings)),
            Command::HowToPlay => {
                if let Some(i) = game.and_then(|g| cx.index_of(g.m.info().id)) {
                    cx.send(Event::OpenWindow(Open::HowToPlay(i)));
                }
            }
            Command::Shortcuts => cx.send(Event::OpenWindow(Open::Shortcuts)),
            Command::OpenDataFolder => {
                let folder = cx.data_dir.clone();
                if let Err(e) = cx.platform.open_folder(&folder) {
                    cx.note(e);
                }
            }
            Command::Tutorial => {
                if let Some(g) = &mut self.play.game {
                    g.tutorial = !g.tutorial;
                }
            }
            Command::BotPlaysForMe => {
                if let Some(g) = &mut self.play.game {
                    g.autoplay = !g.autoplay;
                }
            }
            Command::CloseWindow => {
                if self.windows.close_top().is_none() && self.screen == Screen::Game {
                    self.play.close_layer();
                }
            }
        }
    }

    /// Applies the events the features sent, in order (and those they send meanwhile).
    pub fn apply(&mut self) {
        for _ in 0..EVENT_ROUNDS {
            let events = self.shell.take_events();
            if events.is_empty() {
                return;
            }
            for e in events {
                self.apply_one(e);
            }
        }
    }

    fn apply_one(&mut self, event: Event) {
        let cx = &mut self.shell;
        match event {
            Event::Run(cmd) => self.run_command(cmd),
            Event::Replace(next) => self.replace(next),
            Event::LeaveAnswered(leave) => {
                for w in self.windows.close(WindowKind::Leave) {
                    if let (Window::Leave(l), true) = (w, leave) {
                        if let Some(g) = &mut self.play.game {
                            // Left: recorded as abandoned now, and never asked about again.
                            super::recording::record_abandoned(cx, g);
                            g.left = true;
                        }
                        self.go_ahead(l.next);
                        return;
                    }
                }
            }
            Event::StartGame {
                game,
                setup,
                tutorial,
            } => {
                if let Some(id) = cx.registry.get(game).map(|p| p.info().id) {
                    let last = super::new_game::last_setup(&setup, tutorial);
                    cx.settings.last_setups.insert(id.to_string(), last);
                }
                if let Some(next) =
                    super::new_game::new_game(cx, game, setup, tutorial, After::Nothing)
                {
                    self.replace(next);
                }
            }
            Event::PlayAgain { same_dice } => {
                let again = self
                    .play
                    .game
                    .as_ref()
                    .and_then(|g| super::new_game::again(cx, g, same_dice));
                if let Some((game, setup, tutorial)) = again {
                    cx.send(Event::StartGame {
                        game,
                        setup,
                        tutorial,
                    });
                }
            }
            Event::OpenFile(path) => {
                if let Some(next) = super::files::open_file(cx, &path) {
                    self.replace(next);
                }
            }
            Event::FileChosen(purpose, path) => self.file_chosen(purpose, &path),
            Event::OpenHistoryGame(id) => {
                if let Some(next) = super::recording::history_game(cx, id) {
                    self.replace(next);
                }
            }
            Event::PlayDaily(i, date) => {
                if let Some(next) = Daily::challenge(cx, i, &date) {
                    self.replace(next);
                }
            }
            Event::Practise(item) => {
                if let Some(next) = super::practice::open(cx, *item) {
                    self.replace(next);
                }
            }
            Event::PlayOnFromReview => {
                if let Some(next) = self.play.game.as_ref().and_then(super::review::play_on) {
                    self.replace(next);
                }
            }
            Event::Show(screen) => {
                if screen == Screen::Home {
                    self.home.refresh(cx);
                    self.practice.refresh(cx);
                }
                self.screen = screen;
            }
            Event::OpenStats(want) => {
                let on_screen = self.play.game.as_ref().map(|g| g.m.info().id);
                StatsScreen::open(&mut self.stats, cx, want, on_screen);
                self.screen = Screen::Stats;
            }
            Event::OpenWindow(open) => self.open_window(open),
            Event::ForgetRecent(path) => self.home.forget(cx, &path),
            Event::GameChanged => {
                if let Some(g) = &mut self.play.game {
                    super::files::autosave(cx, g);
                    if g.m.is_over() {
                        // The game ended: its result goes to the history and the challenges.
                        super::recording::record_finished(cx, g);
                        self.daily.record_result(cx, g);
                    }
                }
            }
            Event::StatsChanged => {
                if let Some(s) = &mut self.stats {
                    s.changed();
                }
            }
            Event::Note(text) => cx.note(text),
            Event::Error(text) => cx.error(text),
            Event::Copy(text) => self.copy = Some(text),
            Event::ReleaseFocus => self.release_focus = true,
            Event::RememberSeat(key) => self.network.games.remember_seat(cx, key),
            Event::Mutes { room, token, muted } => {
                self.network.games.remember_mutes(cx, &room, &token, &muted)
            }
            Event::ResumeHosting => self.network.resume_hosting(cx),
            Event::FetchSummaries => {
                if let Some(ctx) = self.network.ctx.clone() {
                    let hosting = self.network.hosted.is_some();
                    self.network.games.fetch_summaries(&ctx, cx, hosting);
                }
            }
            Event::Quit => self.ask_quit(),
            Event::QuitAnswered(quit) => {
                self.windows.close(WindowKind::QuitHosting);
                if quit {
                    self.network.stop_hosting();
                    self.quit = true;
                }
            }
        }
    }

    /// The one path that puts another game on the screen. The same game at the same point
    /// (Continue after Home, reopening its own file) simply carries on; a running game that would
    /// be lost is asked about first, with nothing made or changed before the answer.
    fn replace(&mut self, next: NextGame) {
        if let (NextGame::Ready(g, after), Some(cur)) = (&next, &mut self.play.game) {
            if cur.remote.is_none()
                && g.remote.is_none()
                && cur.m.save_text().ok() == g.m.save_text().ok()
            {
                // Kept as it is (its tutorial, bot play, setup for Play again, history entry).
                if g.path.is_some() {
                    cur.path = g.path.clone();
                }
                self.screen = Screen::Game;
                let after = after.clone();
                self.after(after);
                return;
            }
        }
        match Leaving::ask(&self.shell, self.play.game.as_ref(), next) {
            Ok(question) => self.windows.open(Window::Leave(Box::new(question))),
            Err(next) => self.go_ahead(next),
        }
    }

    /// What comes next, once nothing is in the way: the game goes on the screen; a room is made
    /// or a seat joined (its game replaces this one when it arrives).
    fn go_ahead(&mut self, next: NextGame) {
        let cx = &mut self.shell;
        match next {
            NextGame::Ready(g, after) => {
                match self.play.game.take() {
                    Some(mut old) => super::recording::record_abandoned(cx, &mut old),
                    // The game kept in the autosave (offered as Continue) is left now.
                    None => abandon_kept(cx, &g),
                }
                self.play.game = Some(*g);
                self.screen = Screen::Game;
                // A status note belongs to the game it was about.
                cx.notice = None;
                self.release_focus = true;
                if let Some(g) = &self.play.game {
                    super::files::autosave(cx, g);
                }
                self.after(after);
            }
            NextGame::Host(req) => self.network.host(cx, *req),
            NextGame::Join(req) => self.network.join(cx, &req),
        }
    }

    /// What happens once a game is on the screen.
    fn after(&mut self, after: After) {
        let cx = &mut self.shell;
        let Some(g) = &mut self.play.game else { return };
        match after {
            After::Nothing => {}
            After::Note(text) => cx.note(text),
            After::Opened { path, autosave } => {
                self.daily.recognize(g);
                let file = super::words::file_name(&path);
                cx.note(if autosave {
                    crate::engine::text::tr("status-resumed")
                } else if g.m.is_over() {
                    // No end window for a game opened finished: its result is said here.
                    crate::engine::text::Msg::new("status-opened-over")
                        .text("file", file)
                        .msg("result", crate::games::result_of(&*g.m))
                        .to_string()
                } else {
                    crate::engine::text::Msg::new("status-opened")
                        .text("file", file)
                        .to_string()
                });
                let autosave_path = cx.autosave_path();
                super::recent::remember(&mut cx.settings.recent_files, &autosave_path, &path);
            }
            After::Review(note) => {
                super::review::open_review(cx, g);
                cx.note(note);
            }
            After::Practice(item) => {
                super::review::open_review(cx, g);
                super::practice::ask(cx, g, &item);
            }
            After::Daily { date, game } => self.daily.started(cx, g, date, game),
            After::Lobby(true) => self.windows.open(Window::Lobby),
            After::Lobby(false) => {}
        }
    }

    /// Opens a window (its state made now).
    fn open_window(&mut self, open: Open) {
        let cx = &mut self.shell;
        let game = self.play.game.as_ref();
        let window = match open {
            Open::Settings => Some(Window::Settings),
            Open::Shortcuts => Some(Window::Shortcuts),
            Open::HowToPlay(i) => Some(Window::HowToPlay(i)),
            Open::NewGame(i) => super::new_game::NewGameDialog::for_game(cx, i)
                .map(|d| Window::NewGame(Box::new(d))),
            Open::Print(i) => {
                super::print_dialog::PrintDialog::for_game(cx, i, game).map(Window::Print)
            }
            Open::File(purpose) => {
                let printing = self.windows.print().and_then(|d| d.game_id(cx));
                let name = match purpose {
                    FilePurpose::PrintBlank => printing.unwrap_or("game"),
                    _ => game.map_or("game", |g| g.m.info().id),
                };
                super::files::choose_file(cx, purpose, game, name).map(Window::File)
            }
            Open::Join if self.windows.is_open(WindowKind::Join) => None,
            Open::Join => Some(Window::Join(super::join_form::JoinForm::new())),
            Open::Lobby => Some(Window::Lobby),
            Open::Error(text) => Some(Window::Error(text)),
        };
        if let Some(w) = window {
            self.windows.open(w);
        }
    }

    /// Saves, exports, opens or prints to the chosen file, and remembers its folder.
    fn file_chosen(&mut self, purpose: FilePurpose, path: &Path) {
        let cx = &mut self.shell;
        super::files::remember_folder(cx, path);
        match purpose {
            FilePurpose::Open => cx.send(Event::OpenFile(path.to_path_buf())),
            FilePurpose::SaveAs => {
                if let Some(g) = &mut self.play.game {
                    super::files::save_to(cx, g, path);
                }
            }
            FilePurpose::Export => {
                if let Some(g) = &self.play.game {
                    super::files::export_to(cx, g, path);
                }
            }
            FilePurpose::PrintBlank => {
                let written = self
                    .windows
                    .print()
                    .is_some_and(|d| d.print_blank_to(cx, path));
                if written {
                    self.windows.close(WindowKind::Print);
                }
            }
        }
    }

    /// Every open window, oldest first, and the "connecting" window of a seat on its way.
    fn windows_ui(&mut self, ctx: &egui::Context) {
        let cx = &mut self.shell;
        let mut still = Vec::new();
        // The print window waits, hidden, while its file dialog is open (it covered it).
        let choosing_file = self.windows.is_open(WindowKind::File);
        for (n, mut w) in self.windows.take().into_iter().enumerate() {
            let open = match &mut w {
                Window::Leave(l) => {
                    l.ui(ctx, cx);
                    true
                }
                Window::Error(text) => super::windows::error_window_ui(ctx, text, n),
                Window::File(d) => match d.ui(ctx) {
                    super::file_dialog::DialogOutcome::Open => true,
                    super::file_dialog::DialogOutcome::Cancelled => false,
                    super::file_dialog::DialogOutcome::Chosen(path) => {
                        cx.send(Event::FileChosen(d.purpose, path));
                        false
                    }
                },
                Window::Shortcuts => {
                    let id = self.play.game.as_ref().map(|g| g.m.info().id);
                    let plugin = id.and_then(|id| cx.registry.iter().find(|p| p.info().id == id));
                    super::help_windows::shortcuts_window_ui(ctx, plugin.map(|p| p.as_ref()))
                }
                Window::Settings => super::settings_window::settings_window_ui(ctx, cx),
                Window::HowToPlay(i) => super::help_windows::how_to_play_ui(ctx, cx, *i),
                Window::NewGame(d) => d.ui(ctx, cx),
                Window::Join(f) => f.ui(ctx, cx),
                Window::Lobby => match (&mut self.play.game, self.screen) {
                    (Some(g), Screen::Game) => self.network.lobby_ui(ctx, cx, g),
                    // The lobby is the game screen's: it waits while another screen is shown.
                    (Some(g), _) => g.remote.is_some(),
                    (None, _) => false,
                },
                Window::Print(_) if choosing_file => true,
                Window::Print(d) => d.ui(ctx, cx),
                Window::QuitHosting(people) => {
                    super::quit_hosting::quit_hosting_ui(ctx, cx, people);
                    true
                }
            };
            if open {
                still.push(w);
            }
        }
        self.windows.put_back(still);
        self.network.connecting_ui(ctx);
    }
}

/// A game about to go on an empty game screen: the autosave's game, if it is another running
/// game a person acted in, was kept as Continue until now and is left now (recorded as
/// abandoned).
fn abandon_kept(cx: &mut Shell, next: &GameScreen) {
    let path = cx.autosave_path();
    if !path.exists() {
        return;
    }
    let Ok(m) = super::played::ScreenGame::load_path(&path) else {
        return;
    };
    if m.save_text().ok() == next.m.save_text().ok() {
        return;
    }
    let mut kept = GameScreen::new(m, false);
    super::recording::record_abandoned(cx, &mut kept);
}

#[cfg(test)]
#[path = "app_tests.rs"]
mod tests;

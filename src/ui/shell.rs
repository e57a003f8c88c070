//! The shell every feature reads: settings, the data folder, the registry, the language, the
//! status note, the history database and the platform, plus the event queue through which a
//! feature asks for app-wide changes. Features get `&mut Shell` while they draw; none of them
//! holds the app.

use super::event::{Event, Open};
use super::file_dialog::NativeDialogs;
use super::platform::Platform;
use super::settings::{store_settings, Palette, Settings};
use crate::engine::text::{Lang, Msg};
use crate::game::GamePlugin;
use crate::history::History;
use crate::sheet_kit::SheetStyle;
use std::path::PathBuf;

/// A short note for the player in the status bar (errors are windows: [`Open::Error`]).
#[derive(Clone, Debug)]
pub struct Notice {
    pub text: String,
    /// When it was first shown (app time): it leaves the status bar after [`NOTE_SECONDS`].
    pub shown_at: Option<f64>,
}

/// How long a note stays in the status bar.
pub const NOTE_SECONDS: f64 = 20.0;

/// The history database as the window holds it: opened on first use; if it cannot be (damaged,
/// locked, read-only), one error says so and the window carries on without history.
#[derive(Default)]
pub struct HistoryLink {
    pub db: Option<History>,
    /// Why it could not be opened (said once; the statistics screen shows it too).
    pub problem: Option<String>,
}

/// What every feature reads, and the queue it writes to.
pub struct Shell {
    pub settings: Settings,
    pub data_dir: PathBuf,
    pub registry: Vec<Box<dyn GamePlugin>>,
    /// The language "System" stands for in Settings: the thread's when the app was made (the
    /// locale's, or `--lang`).
    pub system_lang: Lang,
    /// The note in the status bar.
    pub notice: Option<Notice>,
    /// Whether the system's file dialog can be shown.
    pub native_dialogs: NativeDialogs,
    /// Rollouts per move in the review's analysis (fewer in UI tests).
    pub review_rollouts: u32,
    pub history: HistoryLink,
    /// Files, clipboard, folders, notices, threads: everything the features ask of the system.
    pub platform: Box<dyn Platform>,
    events: Vec<Event>,
    /// Whether settings are written to the data folder (the window; not UI tests).
    pub persist_settings: bool,
    /// The settings as last written (or read), to write only changes.
    stored_settings: Settings,
    /// When the settings were last written (app time), so a window drag writes once a second.
    settings_written_at: f64,
    /// A failed settings write is reported once, not every second.
    settings_write_failed: bool,
}

impl Shell {
    pub fn new(settings: Settings, data_dir: PathBuf, platform: Box<dyn Platform>) -> Shell {
        Shell {
            system_lang: crate::engine::text::lang(),
            stored_settings: settings.clone(),
            settings,
            data_dir,
            registry: crate::games::registry(),
            notice: None,
            native_dialogs: NativeDialogs::default(),
            review_rollouts: crate::review::DEFAULT_ROLLOUTS,
            history: HistoryLink::default(),
            platform,
            events: Vec::new(),
            persist_settings: false,
            settings_written_at: f64::NEG_INFINITY,
            settings_write_failed: false,
        }
    }

    /// Asks for an app-wide change (done after the frame's drawing, in order).
    pub fn send(&mut self, event: Event) {
        self.events.push(event);
    }

    /// The events asked for since the last call, oldest first.
    pub fn take_events(&mut self) -> Vec<Event> {
        std::mem::take(&mut self.events)
    }

    /// An error in a window until the player closes it (and in the log).
    pub fn error(&mut self, text: impl Into<String>) {
        let text = text.into();
        tracing::warn!(shown = "error", "{text}");
        self.send(Event::OpenWindow(Open::Error(text)));
    }

    /// A note in the status bar for [`NOTE_SECONDS`] (and in the log).
    pub fn note(&mut self, text: impl Into<String>) {
        let text = text.into();
        tracing::info!(shown = "note", "{text}");
        self.notice = Some(Notice {
            text,
            shown_at: None,
        });
    }

    /// The language the window speaks: the one chosen in Settings, else the system's.
    pub fn language(&self) -> Lang {
        self.settings.language.unwrap_or(self.system_lang)
    }

    /// The sheet colours for the current theme.
    pub fn sheet_style(&self) -> SheetStyle {
        let style = if self.settings.dark {
            SheetStyle::dark()
        } else {
            SheetStyle::light()
        };
        match self.settings.palette {
            Palette::Standard => style,
            Palette::ColourBlind => style.colour_blind_safe(),
        }
    }

    pub fn autosave_path(&self) -> PathBuf {
        self.data_dir.join("autosave.ron")
    }

    /// The registry index of a game id.
    pub fn index_of(&self, id: &str) -> Option<usize> {
        crate::games::index_of(&self.registry, id)
    }

    /// The open history database, opening it on first use; `None` (after one error) if it
    /// cannot be used.
    pub fn history(&mut self) -> Option<&mut History> {
        if self.history.db.is_none() && self.history.problem.is_none() {
            match History::open(&History::default_path(&self.data_dir)) {
                Ok(h) => self.history.db = Some(h),
                Err(e) => {
                    self.history.problem = Some(e.msg().to_string());
                    self.error(e.msg().to_string());
                }
            }
        }
        self.history.db.as_mut()
    }

    /// The history failed while in use: one error, and it is not tried again this session.
    pub fn history_failed(&mut self, why: String) {
        self.history.db = None;
        self.history.problem = Some(why.clone());
        self.error(why);
    }

    /// Writes the settings if they changed (at most once a second unless `force`).
    pub fn store_settings(&mut self, now: f64, force: bool) {
        if !self.persist_settings
            || self.settings == self.stored_settings
            || (!force && now - self.settings_written_at < 1.0)
        {
            return;
        }
        self.settings_written_at = now;
        match store_settings(&self.data_dir, &self.settings) {
            Ok(()) => {
                self.stored_settings = self.settings.clone();
                self.settings_write_failed = false;
            }
            Err(e) if !self.settings_write_failed => {
                self.settings_write_failed = true;
                self.error(
                    Msg::new("error-settings")
                        .text("why", e.to_string())
                        .to_string(),
                );
            }
            Err(_) => {}
        }
    }
}

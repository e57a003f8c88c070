//! Every command of the window in one table: its label, what it does (the tooltip and the line in
//! Help › Keyboard shortcuts), its keys and whether it can act now. The menus, the keyboard, the
//! side panel's buttons and the shortcut list all read this table, and [`App::run_command`] is
//! the one place that performs a command.

use egui::{Key, KeyboardShortcut, Modifiers};

/// A command of the window.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Command {
    NewGame,
    Open,
    Save,
    SaveAs,
    Export,
    PrintBlank,
    Home,
    Quit,
    Undo,
    Redo,
    Hint,
    Skip,
    Review,
    CopyCode,
    Invite,
    Statistics,
    Settings,
    HowToPlay,
    Shortcuts,
    OpenDataFolder,
    Tutorial,
    BotPlaysForMe,
    CloseWindow,
}

const fn key(k: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::NONE, k)
}
const fn ctrl(k: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::COMMAND, k)
}
const fn ctrl_shift(k: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), k)
}

impl Command {
    pub const ALL: [Command; 23] = [
        Command::NewGame,
        Command::Open,
        Command::Save,
        Command::SaveAs,
        Command::Export,
        Command::PrintBlank,
        Command::Home,
        Command::Quit,
        Command::Undo,
        Command::Redo,
        Command::Hint,
        Command::Skip,
        Command::Review,
        Command::CopyCode,
        Command::Invite,
        Command::Statistics,
        Command::Settings,
        Command::HowToPlay,
        Command::Shortcuts,
        Command::OpenDataFolder,
        Command::Tutorial,
        Command::BotPlaysForMe,
        Command::CloseWindow,
    ];

    /// Its name in the menus (and on its button or checkbox unless [`Command::button_text`]
    /// says otherwise).
    pub fn label(self) -> String {
        crate::engine::text::tr(self.ids().0)
    }

    /// What it does, in a sentence: its line in Help › Keyboard shortcuts and its hover text.
    pub fn tooltip(self) -> String {
        crate::engine::text::tr(self.ids().1)
    }

    /// The catalogue ids of its label and its tooltip.
    fn ids(self) -> (&'static str, &'static str) {
        match self {
            Self::NewGame => ("cmd-new-game", "cmd-new-game-tip"),
            Self::Open => ("cmd-open", "cmd-open-tip"),
            Self::Save => ("cmd-save", "cmd-save-tip"),
            Self::SaveAs => ("cmd-save-as", "cmd-save-as-tip"),
            Self::Export => ("cmd-export", "cmd-export-tip"),
            Self::PrintBlank => ("cmd-print-blank", "cmd-print-blank-tip"),
            Self::Home => ("cmd-home", "cmd-home-tip"),
            Self::Quit => ("cmd-quit", "cmd-quit-tip"),
            Self::Undo => ("cmd-undo", "cmd-undo-tip"),
            Self::Redo => ("cmd-redo", "cmd-redo-tip"),
            Self::Hint => ("cmd-hint", "cmd-hint-tip"),
            Self::Skip => ("cmd-skip", "cmd-skip-tip"),
            Self::Review => ("cmd-review", "cmd-review-tip"),
            Self::CopyCode => ("cmd-copy-code", "cmd-copy-code-tip"),
            Self::Invite => ("cmd-invite", "cmd-invite-tip"),
            Self::Statistics => ("cmd-statistics", "cmd-statistics-tip"),
            Self::Settings => ("cmd-settings", "cmd-settings-tip"),
            Self::HowToPlay => ("cmd-how-to-play", "cmd-how-to-play-tip"),
            Self::Shortcuts => ("cmd-shortcuts", "cmd-shortcuts-tip"),
            Self::OpenDataFolder => ("cmd-open-data-folder", "cmd-open-data-folder-tip"),
            Self::Tutorial => ("cmd-tutorial", "cmd-tutorial-tip"),
            Self::BotPlaysForMe => ("cmd-bot-plays", "cmd-bot-plays-tip"),
            Self::CloseWindow => ("cmd-close", "cmd-close-tip"),
        }
    }

    /// Its keys, the one the menus show first.
    pub fn shortcuts(self) -> &'static [KeyboardShortcut] {
        // Constants, so the slices live for the whole program.
        const NEW_GAME: [KeyboardShortcut; 1] = [ctrl(Key::N)];
        const OPEN: [KeyboardShortcut; 1] = [ctrl(Key::O)];
        const SAVE: [KeyboardShortcut; 1] = [ctrl(Key::S)];
        const SAVE_AS: [KeyboardShortcut; 1] = [ctrl_shift(Key::S)];
        const EXPORT: [KeyboardShortcut; 1] = [ctrl(Key::E)];
        const QUIT: [KeyboardShortcut; 1] = [ctrl(Key::Q)];
        const UNDO: [KeyboardShortcut; 1] = [ctrl(Key::Z)];
        const REDO: [KeyboardShortcut; 2] = [ctrl(Key::Y), ctrl_shift(Key::Z)];
        const HINT: [KeyboardShortcut; 1] = [key(Key::H)];
        const SKIP: [KeyboardShortcut; 1] = [key(Key::J)];
        const SHORTCUTS: [KeyboardShortcut; 1] = [key(Key::F1)];
        const CLOSE: [KeyboardShortcut; 1] = [key(Key::Escape)];
        match self {
            Self::NewGame => &NEW_GAME,
            Self::Open => &OPEN,
            Self::Save => &SAVE,
            Self::SaveAs => &SAVE_AS,
            Self::Export => &EXPORT,
            Self::Quit => &QUIT,
            Self::Undo => &UNDO,
            Self::Redo => &REDO,
            Self::Hint => &HINT,
            Self::Skip => &SKIP,
            Self::Shortcuts => &SHORTCUTS,
            Self::CloseWindow => &CLOSE,
            Self::PrintBlank
            | Self::Home
            | Self::Review
            | Self::CopyCode
            | Self::Invite
            | Self::Statistics
            | Self::Settings
            | Self::HowToPlay
            | Self::OpenDataFolder
            | Self::Tutorial
            | Self::BotPlaysForMe => &[],
        }
    }

    /// All its keys as the shortcut list writes them ("Ctrl+Y or Ctrl+Shift+Z"); empty if none.
    pub fn keys_text(self) -> String {
        let keys: Vec<String> = self.shortcuts().iter().map(shortcut_text).collect();
        keys.join(&format!(" {} ", crate::engine::text::tr("keys-or")))
    }

    /// The key a menu shows beside it (the first); empty if none.
    pub fn menu_keys_text(self) -> String {
        self.shortcuts()
            .first()
            .map(shortcut_text)
            .unwrap_or_default()
    }

    /// What hovering its button says: the keys, and what it does unless the label says it all.
    pub fn hover_text(self) -> String {
        let keys = self.keys_text();
        match self {
            Self::Undo | Self::Redo => keys,
            _ if keys.is_empty() => self.tooltip(),
            _ => format!("{keys}: {}", self.tooltip()),
        }
    }

    /// Whether it can act now: menus and buttons grey out when not, and its keys are not taken.
    pub fn enabled(self, s: &CommandState) -> bool {
        if !self.on_this_system() {
            return false;
        }
        match self {
            Self::NewGame
            | Self::Open
            | Self::PrintBlank
            | Self::Home
            | Self::Quit
            | Self::Statistics
            | Self::Settings
            | Self::Shortcuts
            | Self::OpenDataFolder => true,
            Self::Save | Self::SaveAs | Self::Export | Self::Review | Self::HowToPlay => {
                s.game_on_screen
            }
            Self::Undo => s.playing && s.can_undo,
            Self::Redo => s.playing && s.can_redo,
            // While the bots still write, H is taken and the hint queued (said on screen). The
            // daily attempt is the player's own against the Strong bot on the same dice: a
            // bot's hint would make it a bot's (the Strong bot's own hint replays its game, any
            // other bot's still plays for the player); practice games have hints.
            Self::Hint => s.playing && !s.daily_attempt && (s.seat_to_move || s.bots_to_wait_for),
            Self::Skip => s.playing && s.bots_to_wait_for && !s.skipping,
            Self::CopyCode => s.game_on_screen && s.code.is_some(),
            Self::Invite => s.playing && s.seat_to_invite,
            Self::Tutorial | Self::BotPlaysForMe => s.playing,
            Self::CloseWindow => s.window_open,
        }
    }

    /// Whether its checkbox is ticked (the switches: Tutorial, Bot plays for me).
    pub fn checked(self, s: &CommandState) -> bool {
        match self {
            Self::Tutorial => s.tutorial,
            Self::BotPlaysForMe => s.autoplay,
            _ => false,
        }
    }

    /// Whether this system can do it at all: a browser has no data folder to show and no app
    /// to quit (its tab is closed instead), so the menus leave those out there.
    pub fn on_this_system(self) -> bool {
        !(cfg!(target_arch = "wasm32") && matches!(self, Self::OpenDataFolder | Self::Quit))
    }

    /// Its menu item's text, or `None` when the menu leaves it out (no game code to copy, or
    /// nothing this system can do).
    pub fn menu_text(self, s: &CommandState) -> Option<String> {
        if !self.on_this_system() {
            return None;
        }
        match self {
            Self::CopyCode => s
                .code
                .as_ref()
                .map(|code| format!("{} {code}", self.label())),
            Self::HowToPlay => Some(format!("{} {}", self.label(), s.game_name)),
            _ => Some(self.label()),
        }
    }

    /// Why it is greyed out, where that is not plain from the screen (said on hover).
    pub fn disabled_why(self, s: &CommandState) -> Option<String> {
        if self.enabled(s) {
            return None;
        }
        match self {
            Self::Undo if s.playing => s.undo_why.clone(),
            Self::Hint if s.playing && s.daily_attempt => {
                Some(crate::engine::text::tr("hint-why-daily"))
            }
            _ => None,
        }
    }

    /// Its text on a side-panel button, where there is room for less (and Skip says it runs).
    pub fn button_text(self, s: &CommandState) -> String {
        match self {
            Self::Review => crate::engine::text::tr("cmd-review-button"),
            Self::CopyCode => crate::engine::text::tr("cmd-copy-code-button"),
            Self::Skip if s.skipping => crate::engine::text::tr("cmd-skipping"),
            _ => self.label(),
        }
    }
}

/// A shortcut as the window writes it, the same on every system ("Ctrl+Shift+S", "F1", "Esc").
fn shortcut_text(s: &KeyboardShortcut) -> String {
    let m = s.modifiers;
    let mut text = String::new();
    if m.command || m.ctrl || m.mac_cmd {
        text.push_str("Ctrl+");
    }
    if m.alt {
        text.push_str("Alt+");
    }
    if m.shift {
        text.push_str("Shift+");
    }
    text.push_str(match s.logical_key {
        Key::Escape => "Esc",
        k => k.name(),
    });
    text
}

/// A key that types text (a letter or digit with no modifier): it waits while a text field has
/// the cursor.
pub fn types_text(s: &KeyboardShortcut) -> bool {
    s.modifiers.is_none() && s.logical_key.name().chars().count() == 1
}

/// What the commands need to know to say whether they can act: a snapshot of the app, taken
/// before a menu or panel borrows the game.
#[derive(Clone, Debug, Default)]
pub struct CommandState {
    /// A game is on the game screen.
    pub game_on_screen: bool,
    /// ... and it is being played, not reviewed.
    pub playing: bool,
    pub can_undo: bool,
    pub can_redo: bool,
    /// A seat is to move (not the table dice, not the end).
    pub seat_to_move: bool,
    /// Bots act before a person can (and the game is not over).
    pub bots_to_wait_for: bool,
    /// Skip to my turn is running.
    pub skipping: bool,
    pub code: Option<String>,
    pub game_name: &'static str,
    pub tutorial: bool,
    pub autoplay: bool,
    /// A window (or the end window, or the review) is there for Esc to close.
    pub window_open: bool,
    /// The network game on screen was hosted here and a person's seat in it is empty: its
    /// invitation can be handed out (Game › Invite, the side panel).
    pub seat_to_invite: bool,
    /// The game on screen is the daily challenge's one attempt: no hints (see
    /// [`Command::enabled`]).
    pub daily_attempt: bool,
    /// Why Undo is greyed out, when it is (said on hover).
    pub undo_why: Option<String>,
}

/// The rows of Help › Keyboard shortcuts: the commands' keys, with the review's own keys (which
/// are not commands: they work only in the review) among them.
enum ShortcutRow {
    Command(Command),
    Review(&'static str, &'static str),
}

const SHORTCUT_LIST: [ShortcutRow; 14] = [
    ShortcutRow::Command(Command::NewGame),
    ShortcutRow::Command(Command::Open),
    ShortcutRow::Command(Command::Save),
    ShortcutRow::Command(Command::SaveAs),
    ShortcutRow::Command(Command::Export),
    ShortcutRow::Command(Command::Undo),
    ShortcutRow::Command(Command::Redo),
    ShortcutRow::Command(Command::Hint),
    ShortcutRow::Command(Command::Skip),
    ShortcutRow::Review("← / →", "keys-review-step"),
    ShortcutRow::Review("keys-home-end", "keys-review-ends"),
    ShortcutRow::Command(Command::CloseWindow),
    ShortcutRow::Command(Command::Shortcuts),
    ShortcutRow::Command(Command::Quit),
];

/// Help › Keyboard shortcuts: (keys, what they do), in the order listed.
pub fn shortcut_rows() -> Vec<(String, String)> {
    SHORTCUT_LIST
        .iter()
        .map(|row| match row {
            ShortcutRow::Command(c) => (c.keys_text(), c.tooltip()),
            // Arrow keys read the same everywhere; "Home / End" is worded.
            ShortcutRow::Review(keys, what) if keys.starts_with('←') => {
                (keys.to_string(), crate::engine::text::tr(what))
            }
            ShortcutRow::Review(keys, what) => {
                (crate::engine::text::tr(keys), crate::engine::text::tr(what))
            }
        })
        .collect()
}

/// An item of a menu: a command, or a line between groups.
#[derive(Clone, Copy)]
enum MenuItem {
    Run(Command),
    Separator,
}

/// The game screen's menu bar.
const MENUS: [(&str, &[MenuItem]); 4] = {
    use Command::*;
    use MenuItem::{Run, Separator};
    [
        (
            "menu-file",
            &[
                Run(NewGame),
                Run(Open),
                Run(Save),
                Run(SaveAs),
                Run(Export),
                Run(PrintBlank),
                Separator,
                Run(Home),
                Run(Quit),
            ],
        ),
        (
            "menu-game",
            &[
                Run(Undo),
                Run(Redo),
                Run(Hint),
                Run(Skip),
                Run(Review),
                Separator,
                Run(CopyCode),
                Run(Invite),
            ],
        ),
        ("menu-view", &[Run(Statistics), Run(Settings)]),
        (
            "menu-help",
            &[Run(HowToPlay), Run(Shortcuts), Run(OpenDataFolder)],
        ),
    ]
};

/// The menu bar's menus; the command picked, if any, goes to `picked`.
pub(super) fn menus_ui(ui: &mut egui::Ui, s: &CommandState, picked: &mut Option<Command>) {
    for (title, items) in MENUS {
        ui.menu_button(crate::engine::text::tr(title), |ui| {
            for item in items {
                match *item {
                    MenuItem::Separator => {
                        ui.separator();
                    }
                    MenuItem::Run(c) => {
                        let Some(text) = c.menu_text(s) else { continue };
                        let mut button = egui::Button::new(text);
                        let keys = c.menu_keys_text();
                        if !keys.is_empty() {
                            button = button.shortcut_text(keys);
                        }
                        let r = ui.add_enabled(c.enabled(s), button);
                        let r = match c.disabled_why(s) {
                            Some(why) => r.on_disabled_hover_text(why),
                            None => r,
                        };
                        if r.clicked() {
                            *picked = Some(c);
                        }
                    }
                }
            }
        });
    }
}

/// A side-panel button for `c`: its text and hover text, greyed out when it cannot act.
pub(super) fn button_ui(ui: &mut egui::Ui, c: Command, s: &CommandState) -> egui::Response {
    let r = ui
        .add_enabled(c.enabled(s), egui::Button::new(c.button_text(s)))
        .on_hover_text(c.hover_text());
    match c.disabled_why(s) {
        Some(why) => r.on_disabled_hover_text(why),
        None => r,
    }
}

/// [`button_ui`], small (beside a line of text).
pub(super) fn small_button_ui(ui: &mut egui::Ui, c: Command, s: &CommandState) -> egui::Response {
    ui.add_enabled(c.enabled(s), egui::Button::new(c.button_text(s)).small())
        .on_hover_text(c.hover_text())
}

/// A checkbox for a switch (Tutorial, Bot plays for me); true when it was clicked.
pub(super) fn checkbox_ui(ui: &mut egui::Ui, c: Command, s: &CommandState) -> bool {
    let mut on = c.checked(s);
    ui.add_enabled(c.enabled(s), egui::Checkbox::new(&mut on, c.label()))
        .changed()
}

pub fn modifier_count(m: Modifiers) -> usize {
    [m.alt, m.shift, m.command || m.ctrl || m.mac_cmd]
        .iter()
        .filter(|&&b| b)
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_written_as_before() {
        assert_eq!(Command::SaveAs.keys_text(), "Ctrl+Shift+S");
        assert_eq!(Command::Redo.keys_text(), "Ctrl+Y or Ctrl+Shift+Z");
        assert_eq!(Command::Redo.menu_keys_text(), "Ctrl+Y");
        assert_eq!(Command::CloseWindow.keys_text(), "Esc");
        assert_eq!(Command::Shortcuts.keys_text(), "F1");
        assert_eq!(Command::Hint.keys_text(), "H");
        assert_eq!(Command::Review.keys_text(), "");
    }

    #[test]
    fn no_two_commands_share_a_key() {
        let mut seen = Vec::new();
        for c in Command::ALL {
            for k in c.shortcuts() {
                assert!(!seen.contains(k), "{c:?} reuses {k:?}");
                seen.push(*k);
            }
        }
    }

    #[test]
    fn only_single_letters_wait_for_text_fields() {
        assert!(types_text(&key(Key::H)));
        assert!(!types_text(&key(Key::F1)));
        assert!(!types_text(&key(Key::Escape)));
        assert!(!types_text(&ctrl(Key::Z)));
    }

    #[test]
    fn every_command_with_keys_is_in_the_shortcut_list() {
        let listed: Vec<Command> = SHORTCUT_LIST
            .iter()
            .filter_map(|r| match r {
                ShortcutRow::Command(c) => Some(*c),
                ShortcutRow::Review(..) => None,
            })
            .collect();
        for c in Command::ALL {
            assert_eq!(
                listed.contains(&c),
                !c.shortcuts().is_empty(),
                "{c:?} is listed exactly when it has keys"
            );
        }
    }
}

#[cfg(test)]
#[path = "command_tests.rs"]
mod ui_tests;

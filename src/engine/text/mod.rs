//! The player's language: typed messages and the catalogue that words them.
//!
//! Rules code and services return a [`Msg`] (a message id from the catalogue plus named
//! arguments); nothing here below the edge knows Fluent or egui. The window and the command line
//! make text from it in the chosen [`Lang`]: `msg.to_string()` words it in the language of the
//! current thread (set once at start and again when Settings change it), [`Msg::render`] in any.
//! The catalogue is Project Fluent's format, `resources/i18n/<lang>/*.ftl`, embedded at build
//! time; a message missing from one language falls back to English, then to its id, and is logged
//! once (`catalog`).

mod catalog;
#[cfg(test)]
mod lint;
mod locale;
mod pages;
#[cfg(test)]
mod tests;
mod wire;
#[cfg(test)]
mod words_tests;

pub use catalog::{resources, Resource};
pub use locale::{from_env, from_locale, from_vars};
pub use pages::page;
pub use wire::{MAX_ARGS, MAX_DEPTH, MAX_PARTS, MAX_TEXT_BYTES};

use serde::{Deserialize, Serialize};
use std::cell::Cell;
use std::fmt;

/// A language dicepad speaks.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub enum Lang {
    #[default]
    #[serde(rename = "en")]
    En,
    #[serde(rename = "de")]
    De,
    #[serde(rename = "nl")]
    Nl,
}

impl Lang {
    /// Every language, English (the fallback) first.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::De, Lang::Nl];

    /// The language's code: `en`, `de`, `nl` (folder names, `--lang`, settings).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Nl => "nl",
        }
    }

    /// The language's name in itself, as a language menu shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Nl => "Nederlands",
        }
    }

    /// The language with this code (`de`, `DE`); `None` for any other.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code.trim()))
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

thread_local! {
    /// The language text is made in on this thread. Per thread, so tests that switch language
    /// (each on its own test thread) never change another test's words.
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// The language `Msg::to_string` uses on this thread (English until [`set_lang`]).
pub fn lang() -> Lang {
    CURRENT.with(Cell::get)
}

/// Makes `lang` the language of this thread's text from now on (the window's and the command
/// line's thread set it at start and when the player chooses another).
pub fn set_lang(lang: Lang) {
    CURRENT.with(|c| c.set(lang));
}

/// Starts a thread named `name` that words its text in this thread's language (the language is
/// per thread, so a plain new thread would speak English).
pub fn spawn_in_lang<F, T>(name: &str, f: F) -> std::io::Result<std::thread::JoinHandle<T>>
where
    F: FnOnce() -> T + Send + 'static,
    T: Send + 'static,
{
    let lang = lang();
    std::thread::Builder::new()
        .name(name.to_string())
        .spawn(move || {
            set_lang(lang);
            f()
        })
}

/// Runs `job` in the background in this thread's language ([`spawn_in_lang`]), for work whose
/// answer comes back another way (a channel, a shared slot). The browser build has no threads:
/// there it runs at once on the calling thread, so the answer is ready when this returns (the
/// page waits for it; docs/web.md says which jobs those are and what they cost).
pub fn in_background(name: &str, job: impl FnOnce() + Send + 'static) -> std::io::Result<()> {
    if cfg!(target_arch = "wasm32") {
        job();
        return Ok(());
    }
    spawn_in_lang(name, job).map(|_| ())
}

/// A named argument of a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A number; the catalogue may choose plural forms by it.
    Int(i64),
    /// Text that is not translated: a seat's name, notation, a file name.
    Text(String),
    /// Another message, worded in the same language first.
    Msg(Box<Msg>),
}

/// A message to show a player: a catalogue id with named arguments, worded at the edge.
///
/// `Msg::english` holds text that is not in the catalogue yet (games and screens still to be
/// translated); converted code never uses it (a test in `tests/suite` lists the converted files
/// and refuses it there).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Msg(Kind);

#[derive(Clone, Debug, PartialEq, Eq)]
enum Kind {
    Id {
        id: &'static str,
        args: Vec<(&'static str, Arg)>,
    },
    English(String),
}

impl Msg {
    /// The catalogue message `id`, arguments added with [`Msg::int`], [`Msg::text`], [`Msg::msg`].
    pub fn new(id: &'static str) -> Msg {
        Msg(Kind::Id {
            id,
            args: Vec::new(),
        })
    }

    /// Text not yet in the catalogue, shown as it is in every language.
    pub fn english(text: impl Into<String>) -> Msg {
        Msg(Kind::English(text.into()))
    }

    fn with(mut self, name: &'static str, value: Arg) -> Msg {
        match &mut self.0 {
            Kind::Id { args, .. } => args.push((name, value)),
            // Untranslated text has nowhere to put an argument; it already says everything.
            Kind::English(_) => {}
        }
        self
    }

    /// Adds a number argument (`count` must fit an i64; counts on a sheet always do).
    pub fn int(self, name: &'static str, value: impl Into<i64>) -> Msg {
        self.with(name, Arg::Int(value.into()))
    }

    /// Adds a count (`usize`) argument.
    pub fn count(self, name: &'static str, value: usize) -> Msg {
        self.with(name, Arg::Int(i64::try_from(value).unwrap_or(i64::MAX)))
    }

    /// Adds a text argument that is shown as it is (a name, notation, a path).
    pub fn text(self, name: &'static str, value: impl Into<String>) -> Msg {
        self.with(name, Arg::Text(value.into()))
    }

    /// Adds a message argument, worded in the same language.
    pub fn msg(self, name: &'static str, value: Msg) -> Msg {
        self.with(name, Arg::Msg(Box::new(value)))
    }

    /// The catalogue id; `None` for untranslated text.
    pub fn id(&self) -> Option<&'static str> {
        match &self.0 {
            Kind::Id { id, .. } => Some(id),
            Kind::English(_) => None,
        }
    }

    /// The named arguments (empty for untranslated text).
    pub fn args(&self) -> &[(&'static str, Arg)] {
        match &self.0 {
            Kind::Id { args, .. } => args,
            Kind::English(_) => &[],
        }
    }

    /// The message worded in `lang`.
    pub fn render(&self, lang: Lang) -> String {
        match &self.0 {
            Kind::English(text) => text.clone(),
            Kind::Id { id, args } => catalog::format(lang, id, args),
        }
    }
}

/// Words the message in this thread's language ([`lang`]).
impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(lang()))
    }
}

/// Shorthand for a message without arguments in a `Msg` field: `tr("menu-game")`.
pub fn tr(id: &'static str) -> String {
    Msg::new(id).to_string()
}

/// A message equals text when it reads so in this thread's language (tests compare words).
impl PartialEq<&str> for Msg {
    fn eq(&self, other: &&str) -> bool {
        self.render(lang()).as_str() == *other
    }
}

impl PartialEq<String> for Msg {
    fn eq(&self, other: &String) -> bool {
        self.render(lang()) == *other
    }
}

/// A message without arguments named at run time (`cli-serve-about`) in this thread's language,
/// else English; `None` when the catalogue has no such id.
pub fn lookup(id: &str) -> Option<String> {
    catalog::lookup(lang(), id)
}

/// `x` with `places` decimals as this thread's language writes numbers (`2.5`, `2,5`): for
/// reports that line numbers up in columns (the command line's `stats` and `selfplay`).
pub fn decimal(x: f64, places: usize) -> String {
    let text = format!("{x:.places$}");
    match lang() {
        Lang::En => text,
        Lang::De | Lang::Nl => text.replace('.', ","),
    }
}

/// A message named at run time (`game-<id>-blurb`) in this thread's language, or `fallback`
/// where the catalogue has none yet (games still to be translated).
pub fn lookup_or(id: &str, fallback: &str) -> String {
    catalog::lookup(lang(), id).unwrap_or_else(|| fallback.to_string())
}

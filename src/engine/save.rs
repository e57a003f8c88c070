//! Save files: RON with a format version, the game id, options, seed, seats and the action log in
//! each game's notation. Loading replays the log through the rules, so a hand-edited file cannot
//! create an illegal position. Writes are atomic (temp file, fsync, rename).

use super::files::{self, FileError};
use super::seal::{Contribution, Seal};
use super::session::{Dice, SeatInfo};
use super::text::{Lang, Msg};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The save format this build writes and reads.
pub const FORMAT_VERSION: u32 = 1;

/// What a save file holds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveFile<O> {
    pub format: u32,
    pub game: String,
    pub options: O,
    pub seed: u64,
    /// `Table` when the dice were rolled at the table and entered by hand; absent = seeded.
    #[serde(default, skip_serializing_if = "Dice::is_seeded")]
    pub dice: Dice,
    /// A network game's commitment to its seed (see [`super::seal`]): the commitment alone while
    /// the game runs (then `seed` is 0 and `dice` is `Sealed`), the salt too once it is over.
    /// Absent in local games and in older saves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seal: Option<Seal>,
    /// The seats' random values mixed into a network game's dice (see
    /// [`super::seal::Contribution`]); absent in local games and older saves.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub contributions: Vec<Contribution>,
    pub seats: Vec<SeatInfo>,
    /// Every action, chance outcomes included, in the game's notation.
    pub log: Vec<String>,
    /// Log lines (from 1) a bot chose for a person's seat ("Bot plays for me"); absent in older saves.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bot_moves: Vec<usize>,
    /// Cached for quick display (the home screen's "Continue"); never trusted when loading.
    #[serde(default)]
    pub summary: String,
}

/// A save without a commitment to its seed has no public view (see [`SaveFile::hide_seed`]):
/// only a network game's save, sealed when its room was made, has one.
#[derive(Debug, thiserror::Error)]
#[error("a game without a commitment to its seed has no public view")]
pub struct NotSealed;

impl<O> SaveFile<O> {
    /// Makes this the public view of a running network game: the seal closed (commitment only,
    /// no salt), no seed, its dice `Sealed`. What a seat or spectator may see while it runs.
    pub fn hide_seed(&mut self) -> Result<(), NotSealed> {
        let seal = self.seal.ok_or(NotSealed)?;
        self.seal = Some(seal.closed());
        self.seed = 0;
        self.dice = Dice::Sealed;
        Ok(())
    }
}

/// A save line for an action that names its seat: `P2: pick 5` (seats counted from 1). Only
/// actions taken out of turn on a simultaneous step need one; every other line is the action alone,
/// and its seat is whoever was to move.
pub fn seat_line(seat: usize, notation: &str) -> String {
    format!("P{}: {notation}", seat + 1)
}

/// Splits a save line into the seat it names (0-based, if any) and the action's notation.
pub fn split_seat_line(line: &str) -> Result<(Option<usize>, &str), Msg> {
    let Some(rest) = line.strip_prefix('P') else {
        return Ok((None, line));
    };
    let Some((number, action)) = rest.split_once(':') else {
        return Ok((None, line));
    };
    if number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit()) {
        return Ok((None, line));
    }
    match number.parse::<usize>() {
        Ok(n) if (1..=64).contains(&n) => Ok((Some(n - 1), action.trim_start())),
        _ => Err(Msg::new("file-save-not-a-seat").text("seat", clip(&format!("P{number}"), 12))),
    }
}

/// A notation error: message `id` quoting `word` (cut to 40 characters) as `$word`. Notation is
/// typed on the command line, entered for table dice and hand-edited in saves; its keywords stay
/// the same in every language, the reasons are worded.
pub fn notation_msg(id: &'static str, word: &str) -> Msg {
    Msg::new(id).text("word", clip(word, 40))
}

/// "`x` is not a number in `text`".
pub fn not_a_number(word: &str, text: &str) -> Msg {
    notation_msg("file-notation-number", word).text("text", clip(text, 40))
}

/// Just enough of a save to find its game.
#[derive(Deserialize)]
struct Header {
    format: u32,
    game: String,
}

/// Why a save could not be opened. The current game and files are never touched by a failed load.
/// `Display` is English, for the log; [`LoadError::msg`] gives the player's words.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("cannot read it: {}", files::io_msg(source).render(Lang::En))]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("not a dicepad save: {}", .0.render(Lang::En))]
    Syntax(Msg),
    #[error("not a regular file (it is a folder, a device or a pipe); a save is a .ron file")]
    NotAFile { path: PathBuf },
    #[error("{size} bytes is too big for a save (a save is a few kilobytes; the limit is {MAX_SAVE_BYTES} bytes)")]
    TooBig { path: PathBuf, size: u64 },
    #[error("save format {found} is not supported (this dicepad reads format {FORMAT_VERSION})")]
    Version { found: u32 },
    #[error("unknown game `{0}`")]
    UnknownGame(String),
    #[error("{}", .0.render(Lang::En))]
    Invalid(Msg),
    #[error("action {index} `{action}`: {}", reason.render(Lang::En))]
    Action {
        index: usize,
        action: String,
        reason: Msg,
    },
}

impl LoadError {
    /// Why, in the player's words.
    pub fn msg(&self) -> Msg {
        match self {
            LoadError::Io { source, .. } => {
                Msg::new("file-save-io").msg("why", files::io_msg(source))
            }
            LoadError::Syntax(why) => Msg::new("file-save-syntax").msg("why", why.clone()),
            LoadError::NotAFile { .. } => Msg::new("file-save-not-a-file"),
            LoadError::TooBig { size, .. } => Msg::new("file-save-too-big")
                .int("size", i64::try_from(*size).unwrap_or(i64::MAX))
                .int("limit", i64::try_from(MAX_SAVE_BYTES).unwrap_or(i64::MAX)),
            LoadError::Version { found } => Msg::new("file-save-version")
                .int("found", *found)
                .int("known", FORMAT_VERSION),
            LoadError::UnknownGame(game) => Msg::new("file-save-unknown-game").text("game", game),
            LoadError::Invalid(why) => why.clone(),
            LoadError::Action {
                index,
                action,
                reason,
            } => Msg::new("file-save-action")
                .count("index", *index)
                .text("action", action)
                .msg("why", reason.clone()),
        }
    }

    /// Prefixes the file's name (not its folder), for messages shown to the player (in this
    /// thread's language).
    pub fn in_file(self, path: &Path) -> anyhow::Error {
        let name = path.file_name().map_or_else(
            || path.display().to_string(),
            |n| n.to_string_lossy().into(),
        );
        anyhow::anyhow!("{name}: {}", self.msg())
    }
}

fn syntax(e: ron::error::SpannedError) -> LoadError {
    use ron::error::Error as E;
    let what = match &e.code {
        E::ExceededRecursionLimit => Msg::new("file-save-deep"),
        E::ExpectedAttribute | E::ExpectedAttributeEnd => Msg::new("file-save-hash"),
        code => files::ron_code_msg(code),
    };
    LoadError::Syntax(files::ron_at(&e, what))
}

/// Reads the format version and game id without understanding the rest.
pub fn peek_game(text: &str) -> Result<String, LoadError> {
    let header: Header = ron::from_str(text).map_err(|e| match syntax(e) {
        // Say what a save looks like rather than what the parser expected at the first byte.
        LoadError::Syntax(_) if !text.trim_start().starts_with('(') => {
            let start: String = text.trim_start().chars().take(16).collect();
            LoadError::Syntax(
                Msg::new("file-save-start")
                    .int("format", FORMAT_VERSION)
                    .text("start", start.escape_debug().to_string()),
            )
        }
        other => other,
    })?;
    if header.format != FORMAT_VERSION {
        return Err(LoadError::Version {
            found: header.format,
        });
    }
    Ok(header.game)
}

/// Just the seal of a save.
#[derive(Deserialize)]
struct SealHeader {
    #[serde(default)]
    seal: Option<Seal>,
}

/// Reads a save's seal (see [`super::seal`]) without understanding the rest; `None` when it has
/// none.
pub fn peek_seal(text: &str) -> Result<Option<Seal>, LoadError> {
    peek_game(text)?;
    ron::from_str::<SealHeader>(text)
        .map(|h| h.seal)
        .map_err(syntax)
}

/// A save's log and its seats' random values, nothing else.
#[derive(Deserialize)]
struct LogHeader {
    #[serde(default)]
    contributions: Vec<Contribution>,
    log: Vec<String>,
}

/// Reads a save's log lines and the seats' random values for its dice without understanding the
/// rest (what a network seat compares with the game it followed).
pub fn peek_log(text: &str) -> Result<(Vec<String>, Vec<Contribution>), LoadError> {
    peek_game(text)?;
    ron::from_str::<LogHeader>(text)
        .map(|h| (h.log, h.contributions))
        .map_err(syntax)
}

/// Parses a whole save for a known options type.
pub fn parse<O: serde::de::DeserializeOwned>(text: &str) -> Result<SaveFile<O>, LoadError> {
    peek_game(text)?;
    ron::from_str(text).map_err(syntax)
}

/// Pretty RON text of a save.
pub fn to_text<O: Serialize>(save: &SaveFile<O>) -> Result<String, ron::Error> {
    let cfg = ron::ser::PrettyConfig::new()
        .depth_limit(3)
        .separate_tuple_members(false);
    ron::ser::to_string_pretty(save, cfg)
}

/// The largest save [`read_file`] reads. A real save is a few kilobytes (the longest game's log is
/// under 2,000 short lines); this leaves generous room for hand edits and long names.
pub const MAX_SAVE_BYTES: u64 = 4 << 20;

/// Reads a save file through the guarded reader ([`super::files::read_text`]): only a regular
/// file (never a device, pipe or folder, and never waiting on one), at most [`MAX_SAVE_BYTES`],
/// UTF-8 with or without a byte-order mark.
pub fn read_file(path: &Path) -> Result<String, LoadError> {
    files::read_text(path, MAX_SAVE_BYTES).map_err(|e| LoadError::from_file(path, e))
}

/// A save's bytes as text: UTF-8, a leading byte-order mark dropped.
pub fn decode_text(bytes: Vec<u8>) -> Result<String, LoadError> {
    files::decode_text(bytes).map_err(|e| LoadError::Syntax(e.msg()))
}

impl LoadError {
    /// The reader's refusal as a save's refusal.
    pub fn from_file(path: &Path, e: FileError) -> LoadError {
        let path = path.to_path_buf();
        match e {
            FileError::Io(source) => LoadError::Io { path, source },
            FileError::NotAFile => LoadError::NotAFile { path },
            FileError::TooBig { size, .. } => LoadError::TooBig { path, size },
            e @ (FileError::NotText(_) | FileError::SameAsInput) => LoadError::Syntax(e.msg()),
        }
    }
}

pub use super::files::{clip, write_atomic};

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(tag: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("dicepad-save-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[cfg(unix)]
    #[test]
    fn reading_refuses_devices_pipes_and_huge_files_and_accepts_a_bom() {
        for dev in ["/dev/zero", "/dev/null", "/tmp"] {
            let e = read_file(Path::new(dev)).unwrap_err();
            assert!(e.to_string().contains("not a regular file"), "{dev}: {e}");
        }
        let dir = temp_dir("read");
        let fifo = dir.join("pipe.ron");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if made.is_ok_and(|s| s.success()) {
            // Would block for ever if it were opened.
            let e = read_file(&fifo).unwrap_err();
            assert!(e.to_string().contains("not a regular file"), "{e}");
        }
        let big = dir.join("big.ron");
        let f = std::fs::File::create(&big).unwrap();
        f.set_len(MAX_SAVE_BYTES + 1).unwrap();
        let e = read_file(&big).unwrap_err();
        assert!(e.to_string().contains("too big"), "{e}");
        let bom = dir.join("bom.ron");
        std::fs::write(&bom, b"\xEF\xBB\xBF(format: 1)").unwrap();
        assert_eq!(read_file(&bom).unwrap(), "(format: 1)");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn version_and_syntax_errors_are_clear() {
        let e = peek_game("(format: 9, game: \"x\")").unwrap_err();
        assert!(e.to_string().contains("format 9"), "{e}");
        let e = peek_game("(format: 1, game: ").unwrap_err();
        assert!(e.to_string().contains("line 1"), "{e}");
        // Not a save at all: say what a save looks like, not what the parser wanted.
        for text in ["hello", "#![enable(implicit_some)] (format: 1)", "{}", ""] {
            let e = peek_game(text).unwrap_err().to_string();
            assert!(e.contains("a save starts with `(format: 1"), "{text}: {e}");
            assert!(
                !e.contains("attribute") && !e.contains("struct"),
                "{text}: {e}"
            );
        }
        let deep = format!(
            "(format: 1, game: \"x\", x: {}{})",
            "[".repeat(500),
            "]".repeat(500)
        );
        let e = peek_game(&deep).unwrap_err().to_string();
        assert!(e.contains("nested too deeply"), "{e}");
        assert!(
            !e.contains("ron::Options") && !e.contains("serde_stacker"),
            "{e}"
        );
    }

    #[test]
    fn reasons_are_worded_in_the_player_s_language_and_logged_in_english() {
        use crate::engine::text::{set_lang, Lang};
        let e = peek_game("(format: 9, game: \"x\")").unwrap_err();
        assert_eq!(
            e.msg().render(Lang::De),
            "das Spielstandformat 9 wird nicht unterstützt (dieses dicepad liest Format 1)"
        );
        assert_eq!(
            e.msg().render(Lang::Nl),
            "opslagformaat 9 wordt niet ondersteund (deze dicepad leest formaat 1)"
        );
        // A RON error keeps its place, in the language's words.
        let e = peek_game("(format: 1 game: \"x\")").unwrap_err();
        assert_eq!(
            e.msg().render(Lang::De),
            "kein dicepad-Spielstand: Zeile 1, Spalte 12: ein Komma fehlt"
        );
        // The log's `Display` stays English whatever the thread's language.
        set_lang(Lang::Nl);
        assert_eq!(
            e.to_string(),
            "not a dicepad save: line 1, column 12: a comma is missing"
        );
        let missing = read_file(Path::new("/no/such/dicepad/save.ron")).unwrap_err();
        assert_eq!(
            missing.msg().to_string(),
            "kan niet gelezen worden: het bestaat niet"
        );
        assert_eq!(missing.to_string(), "cannot read it: it does not exist");
        // A notation reason inside an action's error is worded in the same language.
        let action = LoadError::Action {
            index: 3,
            action: "P9: roll".into(),
            reason: split_seat_line("P99: roll").unwrap_err(),
        };
        assert_eq!(
            action.msg().render(Lang::De),
            "Aktion 3 `P9: roll`: `P99` ist kein Platz"
        );
        set_lang(Lang::En);
    }
}

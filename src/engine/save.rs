//! Save files: RON with a format version, the game id, options, seed, seats and the action log in
//! each game's notation. Loading replays the log through the rules, so a hand-edited file cannot
//! create an illegal position. Writes are atomic (temp file, fsync, rename).

use super::session::SeatInfo;
use serde::{Deserialize, Serialize};
use std::io::Write;
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
    pub seats: Vec<SeatInfo>,
    /// Every action, chance outcomes included, in the game's notation.
    pub log: Vec<String>,
    /// Cached for quick display (the home screen's "Continue"); never trusted when loading.
    #[serde(default)]
    pub summary: String,
}

/// Just enough of a save to find its game.
#[derive(Deserialize)]
struct Header {
    format: u32,
    game: String,
}

/// Why a save could not be opened. The current game and files are never touched by a failed load.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("cannot read {path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("not a dicepad save: {0}")]
    Syntax(String),
    #[error("save format {found} is not supported (this dicepad reads format {FORMAT_VERSION})")]
    Version { found: u32 },
    #[error("unknown game `{0}`")]
    UnknownGame(String),
    #[error("{0}")]
    Invalid(String),
    #[error("action {index} `{action}`: {reason}")]
    Action {
        index: usize,
        action: String,
        reason: String,
    },
}

impl LoadError {
    /// Prefixes the file name, for messages shown to the player.
    pub fn in_file(self, path: &Path) -> anyhow::Error {
        anyhow::anyhow!("{}: {}", path.display(), self)
    }
}

fn syntax(e: ron::error::SpannedError) -> LoadError {
    LoadError::Syntax(format!(
        "line {}, column {}: {}",
        e.span.start.line, e.span.start.col, e.code
    ))
}

/// Reads the format version and game id without understanding the rest.
pub fn peek_game(text: &str) -> Result<String, LoadError> {
    let header: Header = ron::from_str(text).map_err(syntax)?;
    if header.format != FORMAT_VERSION {
        return Err(LoadError::Version {
            found: header.format,
        });
    }
    Ok(header.game)
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

/// Reads a file, mapping errors to [`LoadError::Io`].
pub fn read_file(path: &Path) -> Result<String, LoadError> {
    let bytes = std::fs::read(path).map_err(|source| LoadError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    String::from_utf8(bytes).map_err(|e| {
        LoadError::Syntax(format!(
            "the file is not text (bad UTF-8 at byte {})",
            e.utf8_error().valid_up_to()
        ))
    })
}

/// Writes `contents` to `path` atomically: a temp file beside it, flushed to disk, then renamed over.
pub fn write_atomic(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    std::fs::create_dir_all(&dir)?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "save".into());
    let tmp = dir.join(format!(".{name}.tmp-{}", std::process::id()));
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(contents)?;
        f.sync_all()?;
        drop(f);
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atomic_write_replaces_and_leaves_no_temp() {
        let dir = std::env::temp_dir().join(format!("dicepad-save-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let path = dir.join("game.ron");
        write_atomic(&path, b"one").unwrap();
        write_atomic(&path, b"two").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"two");
        let names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names.len(), 1, "temp file left behind: {names:?}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn version_and_syntax_errors_are_clear() {
        let e = peek_game("(format: 9, game: \"x\")").unwrap_err();
        assert!(e.to_string().contains("format 9"), "{e}");
        let e = peek_game("(format: 1, game: ").unwrap_err();
        assert!(e.to_string().contains("line 1"), "{e}");
    }
}

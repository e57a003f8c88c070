//! Save files: RON with a format version, the game id, options, seed, seats and the action log in
//! each game's notation. Loading replays the log through the rules, so a hand-edited file cannot
//! create an illegal position. Writes are atomic (temp file, fsync, rename).

use super::session::{Dice, SeatInfo};
use serde::{Deserialize, Serialize};
use std::io::{Read, Write};
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

/// A save line for an action that names its seat: `P2: pick 5` (seats counted from 1). Only
/// actions taken out of turn on a simultaneous step need one; every other line is the action alone,
/// and its seat is whoever was to move.
pub fn seat_line(seat: usize, notation: &str) -> String {
    format!("P{}: {notation}", seat + 1)
}

/// Splits a save line into the seat it names (0-based, if any) and the action's notation.
pub fn split_seat_line(line: &str) -> Result<(Option<usize>, &str), String> {
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
        _ => Err(format!("`P{number}` is not a seat")),
    }
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
    #[error("cannot read it: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("not a dicepad save: {0}")]
    Syntax(String),
    #[error("not a regular file (it is a folder, a device or a pipe); a save is a .ron file")]
    NotAFile { path: PathBuf },
    #[error("{size} bytes is too big for a save (a save is a few kilobytes; the limit is {MAX_SAVE_BYTES} bytes)")]
    TooBig { path: PathBuf, size: u64 },
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
    use ron::error::Error as E;
    let what = match &e.code {
        E::ExceededRecursionLimit => "brackets are nested too deeply for a save".to_string(),
        E::ExpectedAttribute | E::ExpectedAttributeEnd => "a save does not start with `#`".into(),
        E::Eof => "the file ends too early (is it cut off?)".into(),
        code => clip(&code.to_string(), 200),
    };
    LoadError::Syntax(format!(
        "line {}, column {}: {what}",
        e.span.start.line, e.span.start.col
    ))
}

/// `text` cut to at most `max` characters (with "…"), for quoting a file's contents in a message.
pub fn clip(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

/// Reads the format version and game id without understanding the rest.
pub fn peek_game(text: &str) -> Result<String, LoadError> {
    let header: Header = ron::from_str(text).map_err(|e| match syntax(e) {
        // Say what a save looks like rather than what the parser expected at the first byte.
        LoadError::Syntax(_) if !text.trim_start().starts_with('(') => {
            let start: String = text.trim_start().chars().take(16).collect();
            LoadError::Syntax(format!(
                "a save starts with `(format: {FORMAT_VERSION}, game: \"…\"`, this file with `{}`",
                start.escape_debug()
            ))
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

/// Reads a save file: only a regular file (never a device, pipe or folder), at most
/// [`MAX_SAVE_BYTES`], UTF-8 with or without a byte-order mark.
pub fn read_file(path: &Path) -> Result<String, LoadError> {
    let io = |source| LoadError::Io {
        path: path.to_path_buf(),
        source,
    };
    let meta = std::fs::metadata(path).map_err(io)?;
    if !meta.is_file() {
        return Err(LoadError::NotAFile {
            path: path.to_path_buf(),
        });
    }
    let too_big = |size| LoadError::TooBig {
        path: path.to_path_buf(),
        size,
    };
    if meta.len() > MAX_SAVE_BYTES {
        return Err(too_big(meta.len()));
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_SAVE_BYTES + 1).read_to_end(&mut bytes))
        .map_err(io)?;
    if bytes.len() as u64 > MAX_SAVE_BYTES {
        // It grew while we read it.
        return Err(too_big(bytes.len() as u64));
    }
    decode_text(bytes)
}

/// A save's bytes as text: UTF-8, a leading byte-order mark dropped.
pub fn decode_text(mut bytes: Vec<u8>) -> Result<String, LoadError> {
    if bytes.starts_with(&[0xEF, 0xBB, 0xBF]) {
        bytes.drain(..3);
    }
    String::from_utf8(bytes).map_err(|e| {
        LoadError::Syntax(format!(
            "the file is not text (bad UTF-8 at byte {})",
            e.utf8_error().valid_up_to()
        ))
    })
}

/// Why [`write_atomic`] refused a destination before writing anything.
fn refuse(path: &Path, why: &str) -> std::io::Error {
    std::io::Error::new(
        std::io::ErrorKind::InvalidInput,
        format!("{}: {why}", path.display()),
    )
}

/// Follows symbolic links to the file they name (which may not exist yet), so saving through a
/// link updates its target and keeps the link.
fn resolve_links(path: &Path) -> std::io::Result<PathBuf> {
    let mut p = path.to_path_buf();
    for _ in 0..40 {
        match std::fs::symlink_metadata(&p) {
            Ok(m) if m.file_type().is_symlink() => {
                let target = std::fs::read_link(&p)?;
                p = match p.parent() {
                    Some(dir) if target.is_relative() => dir.join(target),
                    _ => target,
                };
            }
            _ => return Ok(p),
        }
    }
    Err(refuse(path, "too many symbolic links"))
}

/// The marker in our temp files' names: `.NAME.dicepad-tmp-PID`.
const TMP_MARK: &str = ".dicepad-tmp-";

/// The process id in a temp file name of ours (also the `.NAME.ron.tmp-PID` of earlier versions).
fn temp_owner(name: &str) -> Option<u32> {
    if !name.starts_with('.') {
        return None;
    }
    let (stem, pid) = name.rsplit_once(TMP_MARK).or_else(|| {
        let (stem, pid) = name.rsplit_once(".tmp-")?;
        (stem.ends_with(".ron") || stem.ends_with(".png")).then_some((stem, pid))
    })?;
    if stem.len() < 2 || pid.is_empty() || !pid.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    pid.parse().ok()
}

/// Whether the process that owns a temp file may still be writing it. Where `/proc` cannot tell,
/// a temp file is stale after an hour.
fn owner_alive(pid: u32, entry: &std::fs::DirEntry) -> bool {
    if pid == std::process::id() {
        return true;
    }
    if Path::new("/proc/self").exists() {
        return Path::new("/proc").join(pid.to_string()).exists();
    }
    entry
        .metadata()
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.elapsed().ok())
        .is_some_and(|age| age < std::time::Duration::from_secs(3600))
}

/// Removes temp files that killed dicepad processes left in `dir` (best effort).
pub fn clean_stale_temps(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = name.to_str().and_then(temp_owner) else {
            continue;
        };
        if !owner_alive(pid, &entry) && entry.file_type().is_ok_and(|t| t.is_file()) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Writes `contents` to `path` atomically: a temp file beside it, flushed to disk, renamed over it,
/// and the folder flushed too. Through a symbolic link it writes the link's target. It refuses a
/// destination that exists but is not a regular file (a device, folder or pipe), and a folder that
/// does not exist (callers create their own data folder). Temp files that killed processes left
/// in that folder are removed.
pub fn write_atomic(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    let target = resolve_links(path)?;
    let existing = match std::fs::metadata(&target) {
        Ok(m) if !m.is_file() => {
            return Err(refuse(
                path,
                "is not a regular file (a folder, device or pipe); choose a file name",
            ))
        }
        Ok(m) => Some(m),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(e),
    };
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    if !dir.is_dir() {
        return Err(refuse(
            path,
            &format!("the folder {} does not exist", dir.display()),
        ));
    }
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .ok_or_else(|| refuse(path, "names no file"))?;
    let tmp = dir.join(format!(".{name}{TMP_MARK}{}", std::process::id()));
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(contents)?;
        if let Some(m) = &existing {
            // Keep the file's permissions (best effort: a foreign owner may refuse).
            let _ = f.set_permissions(m.permissions());
        }
        f.sync_all()?;
        drop(f);
        std::fs::rename(&tmp, &target)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
        return result;
    }
    // The rename is durable once the folder is flushed (not every platform can open a folder).
    if let Ok(d) = std::fs::File::open(&dir) {
        let _ = d.sync_all();
    }
    clean_stale_temps(&dir);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(tag: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("dicepad-save-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn names(dir: &Path) -> Vec<String> {
        let mut v: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    }

    #[test]
    fn atomic_write_replaces_and_leaves_no_temp() {
        let dir = temp_dir("replace");
        let path = dir.join("game.ron");
        write_atomic(&path, b"one").unwrap();
        write_atomic(&path, b"two").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"two");
        assert_eq!(names(&dir), ["game.ron"]);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn stale_temps_of_dead_processes_are_removed_on_the_next_save() {
        let dir = temp_dir("stale");
        // u32::MAX is never a process id (Linux caps them at 2^22); process 1 is always alive.
        let dead = u32::MAX;
        let keep = [
            ".game.ron.dicepad-tmp-1".to_string(),
            format!(".other.txt.tmp-{dead}"),
            format!("game.ron.dicepad-tmp-{dead}"),
            "notes.txt".to_string(),
        ];
        let stale = [
            format!(".game.ron.dicepad-tmp-{dead}"),
            format!(".game.ron.tmp-{dead}"),
            format!(".x.png.tmp-{dead}"),
        ];
        for n in keep.iter().chain(&stale) {
            std::fs::write(dir.join(n), b"partial").unwrap();
        }
        write_atomic(&dir.join("game.ron"), b"whole").unwrap();
        let mut want: Vec<String> = keep.to_vec();
        want.push("game.ron".into());
        want.sort();
        assert_eq!(names(&dir), want);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn saving_through_a_link_writes_its_target_and_keeps_the_link() {
        let dir = temp_dir("link");
        std::fs::create_dir(dir.join("real")).unwrap();
        let target = dir.join("real/game.ron");
        std::fs::write(&target, b"old").unwrap();
        let link = dir.join("link.ron");
        std::os::unix::fs::symlink("real/game.ron", &link).unwrap();
        write_atomic(&link, b"new").unwrap();
        assert!(std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink());
        assert_eq!(std::fs::read(&target).unwrap(), b"new");
        assert_eq!(names(&dir.join("real")), ["game.ron"]);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn devices_folders_and_missing_folders_are_refused_untouched() {
        use std::os::unix::fs::FileTypeExt;
        let e = write_atomic(Path::new("/dev/null"), b"x").unwrap_err();
        assert!(e.to_string().contains("not a regular file"), "{e}");
        assert!(std::fs::metadata("/dev/null")
            .unwrap()
            .file_type()
            .is_char_device());
        let dir = temp_dir("refuse");
        let e = write_atomic(&dir, b"x").unwrap_err();
        assert!(e.to_string().contains("not a regular file"), "{e}");
        let missing = dir.join("no/such/folder/game.ron");
        let e = write_atomic(&missing, b"x").unwrap_err();
        assert!(e.to_string().contains("does not exist"), "{e}");
        assert!(!dir.join("no").exists(), "a folder was created");
        assert!(names(&dir).is_empty());
        std::fs::remove_dir_all(&dir).unwrap();
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
}

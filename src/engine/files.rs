//! The one guarded way dicepad reads and writes files: saves, settings, challenge records, room
//! records, exports and the history database's path all go through here.
//!
//! Reading takes only a regular file (links are followed; a folder, device or pipe is refused at
//! once, before and after opening, and the open never blocks), at most a given number of bytes
//! (checked before reading and while reading), and text must be UTF-8 (a byte-order mark is
//! dropped). Writing is atomic: a temp file in the target's folder, flushed, renamed over the
//! target, then the folder flushed. Errors never name the path: the caller says which file, once.
//!
//! Temp files are named `.dicepad-tmp-PID-TOKEN` (TOKEN: 16 hex digits, random per write). The
//! name does not grow with the target's name, so any legal file name can be written, and nobody
//! would choose it for a file of their own. A temp file is removed later only when its name has
//! exactly that form, it is a regular file of this user, and the process that made it is gone.

#[cfg(not(target_arch = "wasm32"))]
use std::io::{Read, Write};
use std::path::Path;
#[cfg(not(target_arch = "wasm32"))]
use std::path::PathBuf;

use super::text::{Lang, Msg};

// The browser build keeps its files in the page's local storage; the desktop's helpers below
// (temp files, links, owners) are not used there.
#[cfg(target_arch = "wasm32")]
#[path = "files_web.rs"]
mod web;
#[cfg(target_arch = "wasm32")]
pub use web::{
    check_regular_or_absent, clean_temps, keep_aside, make_private_dir, read_bytes, remove_file,
    same_file, write_atomic, write_atomic_private, write_atomic_unswept, DOWNLOADS,
};

/// Why a file could not be read (or a path cannot be used). The message never names the file.
/// `Display` is English, for the log; [`FileError::msg`] gives the player's words.
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    #[error("{}", io_msg(.0).render(Lang::En))]
    Io(#[source] std::io::Error),
    #[error("it is not a regular file (it is a folder, a device or a pipe)")]
    NotAFile,
    #[error("{size} bytes is too big (the limit is {limit} bytes)")]
    TooBig { size: u64, limit: u64 },
    #[error("the file is not text (bad UTF-8 at byte {0})")]
    NotText(usize),
    #[error("it is the file being read; choose another name")]
    SameAsInput,
}

impl FileError {
    /// The file does not exist (often not an error: first launch, no records yet).
    pub fn is_missing(&self) -> bool {
        matches!(self, FileError::Io(e) if e.kind() == std::io::ErrorKind::NotFound)
    }

    /// Why, in the player's words (never naming the file).
    pub fn msg(&self) -> Msg {
        match self {
            FileError::Io(e) => io_msg(e),
            FileError::NotAFile => Msg::new("file-not-a-file"),
            FileError::TooBig { size, limit } => Msg::new("file-too-big")
                .int("size", i64::try_from(*size).unwrap_or(i64::MAX))
                .int("limit", i64::try_from(*limit).unwrap_or(i64::MAX)),
            FileError::NotText(at) => Msg::new("file-not-text").count("byte", *at),
            FileError::SameAsInput => Msg::new("file-same-as-input"),
        }
    }
}

/// Why [`write_atomic`] or [`keep_aside`] refused before touching anything: carried inside the
/// `std::io::Error` they return, so [`io_msg`] can word it.
#[derive(Debug, thiserror::Error)]
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
enum Refused {
    #[error("too many symbolic links")]
    TooManyLinks,
    #[error("it is not a regular file (a folder, device or pipe); choose a file name")]
    NotRegular,
    #[error("its folder {0} does not exist")]
    NoFolder(String),
    #[error("it names no file")]
    NoName,
    #[error("too many broken copies are kept already")]
    TooManyBroken,
}

impl Refused {
    fn msg(&self) -> Msg {
        match self {
            Refused::TooManyLinks => Msg::new("file-refused-links"),
            Refused::NotRegular => Msg::new("file-refused-not-regular"),
            Refused::NoFolder(folder) => Msg::new("file-refused-no-folder").text("folder", folder),
            Refused::NoName => Msg::new("file-refused-no-name"),
            Refused::TooManyBroken => Msg::new("file-refused-broken"),
        }
    }
}

/// An input/output error in the player's words, without the "(os error N)" tail.
pub fn io_msg(e: &std::io::Error) -> Msg {
    use std::io::ErrorKind as K;
    if let Some(refused) = e.get_ref().and_then(|r| r.downcast_ref::<Refused>()) {
        return refused.msg();
    }
    let id = match e.kind() {
        K::NotFound => "file-io-not-found",
        K::PermissionDenied => "file-io-permission",
        K::AlreadyExists => "file-io-exists",
        K::IsADirectory => "file-io-folder",
        K::NotADirectory => "file-io-not-folder",
        K::ReadOnlyFilesystem => "file-io-read-only",
        K::StorageFull => "file-io-full",
        K::InvalidFilename => "file-io-bad-name",
        K::BrokenPipe => "file-io-broken-pipe",
        K::AddrInUse => "file-io-address-in-use",
        K::AddrNotAvailable => "file-io-address-not-here",
        _ => {
            // The system's own words (English): the catalogue cannot know them all.
            let text = e.to_string();
            let text = match text.rfind(" (os error ") {
                Some(i) => text[..i].to_string(),
                None => text,
            };
            return Msg::new("file-io-other").text("why", one_line(&text));
        }
    };
    Msg::new(id)
}

/// [`io_msg`] worded in this thread's language.
pub fn io_words(e: &std::io::Error) -> String {
    io_msg(e).to_string()
}

/// `text` on one line: line breaks and other control characters become spaces.
pub fn one_line(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        out.push(if c.is_control() { ' ' } else { c });
    }
    out
}

/// `O_NONBLOCK` where its value is known without the libc crate (0 elsewhere: the check of the
/// metadata before opening still refuses pipes and devices).
#[cfg(any(target_os = "linux", target_os = "android"))]
const O_NONBLOCK: i32 = if cfg!(any(target_arch = "mips", target_arch = "mips64")) {
    0x80
} else if cfg!(any(target_arch = "sparc", target_arch = "sparc64")) {
    0x4000
} else {
    0o4000
};
#[cfg(any(
    target_os = "macos",
    target_os = "ios",
    target_os = "freebsd",
    target_os = "openbsd",
    target_os = "netbsd",
    target_os = "dragonfly"
))]
const O_NONBLOCK: i32 = 0x4;
#[cfg(all(
    unix,
    not(any(
        target_os = "linux",
        target_os = "android",
        target_os = "macos",
        target_os = "ios",
        target_os = "freebsd",
        target_os = "openbsd",
        target_os = "netbsd",
        target_os = "dragonfly"
    ))
))]
const O_NONBLOCK: i32 = 0;

/// Opens a file for reading without ever blocking (a pipe with no writer would otherwise wait).
#[cfg(not(target_arch = "wasm32"))]
fn open_nonblocking(path: &Path) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(O_NONBLOCK);
    }
    options.open(path)
}

/// The bytes of a regular file of at most `limit` bytes.
#[cfg(not(target_arch = "wasm32"))]
pub fn read_bytes(path: &Path, limit: u64) -> Result<Vec<u8>, FileError> {
    let checked = |meta: &std::fs::Metadata| {
        if !meta.is_file() {
            return Err(FileError::NotAFile);
        }
        if meta.len() > limit {
            return Err(FileError::TooBig {
                size: meta.len(),
                limit,
            });
        }
        Ok(meta.len())
    };
    // Before opening: a pipe or device is refused without touching it.
    checked(&std::fs::metadata(path).map_err(FileError::Io)?)?;
    // The name may have been swapped for a pipe since: the open does not block, and the handle
    // itself is checked again.
    let file = open_nonblocking(path).map_err(FileError::Io)?;
    let size = checked(&file.metadata().map_err(FileError::Io)?)?;
    let mut bytes = Vec::with_capacity(size as usize);
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(FileError::Io)?;
    if bytes.len() as u64 > limit {
        // It grew while it was read.
        return Err(FileError::TooBig {
            size: bytes.len() as u64,
            limit,
        });
    }
    Ok(bytes)
}

/// The text of a regular file of at most `limit` bytes: UTF-8, a leading byte-order mark dropped.
pub fn read_text(path: &Path, limit: u64) -> Result<String, FileError> {
    decode_text(read_bytes(path, limit)?)
}

/// Bytes as text: UTF-8, a leading byte-order mark dropped.
pub fn decode_text(mut bytes: Vec<u8>) -> Result<String, FileError> {
    if bytes.starts_with(&[0xEF, 0xBB, 0xBF]) {
        bytes.drain(..3);
    }
    String::from_utf8(bytes).map_err(|e| FileError::NotText(e.utf8_error().valid_up_to()))
}

/// Checks a path that another library will open itself (the history database): a regular file
/// or nothing yet. A folder, device or pipe is refused, so nothing ever waits on it.
#[cfg(not(target_arch = "wasm32"))]
pub fn check_regular_or_absent(path: &Path) -> Result<(), FileError> {
    match std::fs::metadata(path) {
        Ok(m) if m.is_file() => Ok(()),
        Ok(_) => Err(FileError::NotAFile),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(FileError::Io(e)),
    }
}

/// Whether two paths name the same file (through links and hard links alike). A path that does
/// not exist is nobody's file.
#[cfg(not(target_arch = "wasm32"))]
pub fn same_file(a: &Path, b: &Path) -> bool {
    let (Ok(ma), Ok(mb)) = (std::fs::metadata(a), std::fs::metadata(b)) else {
        return false;
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        ma.dev() == mb.dev() && ma.ino() == mb.ino()
    }
    #[cfg(not(unix))]
    {
        let _ = (ma, mb);
        matches!(
            (std::fs::canonicalize(a), std::fs::canonicalize(b)),
            (Ok(x), Ok(y)) if x == y
        )
    }
}

/// Refuses to write `output` when it is the file `input` being read (an export over its save).
pub fn check_not_input(output: &Path, input: &Path) -> Result<(), FileError> {
    if same_file(output, input) {
        return Err(FileError::SameAsInput);
    }
    Ok(())
}

/// The refusal of a path that is not a regular file (a folder, device or pipe), worded by
/// [`io_msg`]: for writers of their own (the log).
pub fn not_regular() -> std::io::Error {
    refuse(Refused::NotRegular)
}

/// A refusal of [`write_atomic`], before anything is written.
fn refuse(why: Refused) -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::InvalidInput, why)
}

/// Follows symbolic links to the file they name (which may not exist yet), so writing through a
/// link updates its target and keeps the link.
#[cfg(not(target_arch = "wasm32"))]
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
    Err(refuse(Refused::TooManyLinks))
}

/// The start of every temp file name.
pub const TEMP_PREFIX: &str = ".dicepad-tmp-";
/// Hex digits of the random part of a temp file name.
#[cfg(not(target_arch = "wasm32"))]
const TOKEN_DIGITS: usize = 16;

/// A fresh temp file name: `.dicepad-tmp-PID-TOKEN`, at most 43 bytes whatever the target.
#[cfg(not(target_arch = "wasm32"))]
fn temp_name() -> String {
    use std::hash::{BuildHasher, Hasher};
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNT: AtomicU64 = AtomicU64::new(0);
    // std's hasher keys are random per process; the clock and a counter vary them per write.
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    let nanos = web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    h.write_u128(nanos);
    h.write_u64(COUNT.fetch_add(1, Ordering::Relaxed));
    format!("{TEMP_PREFIX}{}-{:016x}", std::process::id(), h.finish())
}

/// The process id in a temp file name of ours; `None` for any other name.
#[cfg(not(target_arch = "wasm32"))]
fn temp_owner(name: &str) -> Option<u32> {
    let (pid, token) = name.strip_prefix(TEMP_PREFIX)?.split_once('-')?;
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let hex = |s: &str| {
        s.bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
    };
    if !digits(pid) || pid.len() > 10 || token.len() != TOKEN_DIGITS || !hex(token) {
        return None;
    }
    pid.parse().ok()
}

/// Whether the process that made a temp file may still be writing it. Where `/proc` cannot tell,
/// a temp file is stale after an hour.
#[cfg(not(target_arch = "wasm32"))]
fn owner_alive(pid: u32, meta: &std::fs::Metadata) -> bool {
    if pid == std::process::id() {
        return true;
    }
    if Path::new("/proc/self").exists() {
        return Path::new("/proc").join(pid.to_string()).exists();
    }
    meta.modified()
        .ok()
        .and_then(|t| t.elapsed().ok())
        .is_none_or(|age| age < std::time::Duration::from_secs(3600))
}

/// Whether a file has the same owner as `mine`, a file this process just wrote (always true
/// where owners cannot be told).
#[cfg(not(target_arch = "wasm32"))]
fn same_owner(meta: &std::fs::Metadata, mine: &std::fs::Metadata) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        meta.uid() == mine.uid()
    }
    #[cfg(not(unix))]
    {
        let _ = (meta, mine);
        true
    }
}

/// Removes temp files that killed dicepad processes left in `dir` (best effort), after `written`
/// (a file this process just wrote there, or the folder) tells whose files are ours. Only names of the exact
/// form [`temp_name`] makes are considered, only regular files of that owner, and only when
/// their process is gone.
#[cfg(not(target_arch = "wasm32"))]
fn clean_stale_temps(dir: &Path, written: &Path) {
    let Ok(mine) = std::fs::metadata(written) else {
        return;
    };
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = name.to_str().and_then(temp_owner) else {
            continue;
        };
        // The entry itself, not what a link points to.
        let Ok(meta) = std::fs::symlink_metadata(entry.path()) else {
            continue;
        };
        if meta.is_file() && same_owner(&meta, &mine) && !owner_alive(pid, &meta) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Makes `dir` (and any folder above it that is missing) readable by its owner alone (0700 on
/// Unix, whatever the umask): a server's data folder, a log's folder. A folder that exists
/// already is left as it is (its owner chose; and a link there is not ours to change what it
/// points to).
#[cfg(not(target_arch = "wasm32"))]
pub fn make_private_dir(dir: &Path) -> std::io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(dir)
}

/// Writes `contents` to `path` atomically: a temp file beside it (created new, never over
/// another file), flushed to disk, renamed over it, and the folder flushed too. Through a
/// symbolic link it writes the link's target. It refuses a destination that exists but is not a
/// regular file, and a folder that does not exist (the data folder is created by its owner).
/// Temp files that killed processes left in that folder are removed. Errors do not name `path`.
#[cfg(not(target_arch = "wasm32"))]
pub fn write_atomic(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    let (dir, target) = write_atomic_in(path, contents, false)?;
    clean_stale_temps(&dir, &target);
    Ok(())
}

/// [`write_atomic`] for a file only its owner may read (the seat book's tokens): a new file is
/// made 0600 on Unix from its first byte, whatever the umask; an existing one keeps its mode. No
/// file's mode is ever changed in place (through a link that would change whatever it names).
#[cfg(not(target_arch = "wasm32"))]
pub fn write_atomic_private(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    let (dir, target) = write_atomic_in(path, contents, true)?;
    clean_stale_temps(&dir, &target);
    Ok(())
}

/// [`write_atomic`] without looking through the folder for stale temp files afterwards: for a
/// folder written many times a second and holding many files (a server's rooms, where that look
/// would read every room's entry on every action), whose owner sweeps it once with
/// [`clean_temps`] when it starts.
#[cfg(not(target_arch = "wasm32"))]
pub fn write_atomic_unswept(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    write_atomic_in(path, contents, false).map(|_| ())
}

/// Removes the temp files that killed dicepad processes left in `dir` (see [`write_atomic`]),
/// those owned by the folder's own owner.
#[cfg(not(target_arch = "wasm32"))]
pub fn clean_temps(dir: &Path) {
    clean_stale_temps(dir, dir);
}

/// The write of [`write_atomic`] (a new file owner-only when `private`); the folder and the file
/// written.
#[cfg(not(target_arch = "wasm32"))]
fn write_atomic_in(
    path: &Path,
    contents: &[u8],
    private: bool,
) -> std::io::Result<(PathBuf, PathBuf)> {
    let target = resolve_links(path)?;
    let existing = match std::fs::metadata(&target) {
        Ok(m) if !m.is_file() => return Err(refuse(Refused::NotRegular)),
        Ok(m) => Some(m),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(e),
    };
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    if !dir.is_dir() {
        let folder = dir
            .file_name()
            .map_or_else(|| dir.display().to_string(), |n| n.to_string_lossy().into());
        return Err(refuse(Refused::NoFolder(folder)));
    }
    if target.file_name().is_none() {
        return Err(refuse(Refused::NoName));
    }
    let tmp = dir.join(temp_name());
    let result = (|| {
        let mut options = std::fs::OpenOptions::new();
        options.write(true).create_new(true);
        #[cfg(unix)]
        if private {
            std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
        }
        #[cfg(not(unix))]
        let _ = private;
        let mut f = options.open(&tmp)?;
        if let Some(m) = &existing {
            // Keep the file's permissions (best effort: a foreign owner may refuse), before the
            // contents go in: a private file's words are never readable by others on the way.
            let _ = f.set_permissions(m.permissions());
        }
        f.write_all(contents)?;
        f.sync_all()?;
        drop(f);
        std::fs::rename(&tmp, &target)
    })();
    if let Err(e) = result {
        // Only a temp file this call created is removed (create_new never opens another's).
        if e.kind() != std::io::ErrorKind::AlreadyExists {
            let _ = std::fs::remove_file(&tmp);
        }
        return Err(e);
    }
    // The rename is durable once the folder is flushed (not every platform can open a folder).
    if let Ok(d) = std::fs::File::open(&dir) {
        let _ = d.sync_all();
    }
    Ok((dir, target))
}

/// Removes the file at `path` (the autosave of a game that was left).
#[cfg(not(target_arch = "wasm32"))]
pub fn remove_file(path: &Path) -> std::io::Result<()> {
    std::fs::remove_file(path)
}

/// Moves a file that could not be read out of the way as `NAME.broken` (or `NAME.broken-2`, … if
/// that exists: a file kept earlier is never replaced). Works for links, pipes and devices too,
/// without opening them. Returns the name it was kept under.
#[cfg(not(target_arch = "wasm32"))]
pub fn keep_aside(path: &Path) -> std::io::Result<PathBuf> {
    let name = path
        .file_name()
        .ok_or_else(|| refuse(Refused::NoName))?
        .to_string_lossy()
        .into_owned();
    for n in 1..=100 {
        let kept = match n {
            1 => path.with_file_name(format!("{name}.broken")),
            n => path.with_file_name(format!("{name}.broken-{n}")),
        };
        // A hard link never replaces an existing name, so two windows cannot race into one.
        match std::fs::hard_link(path, &kept) {
            Ok(()) => {
                std::fs::remove_file(path)?;
                return Ok(kept);
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(_) if std::fs::symlink_metadata(&kept).is_err() => {
                // No hard links on this disk: a rename, once the name is checked free.
                std::fs::rename(path, &kept)?;
                return Ok(kept);
            }
            Err(e) => return Err(e),
        }
    }
    Err(refuse(Refused::TooManyBroken))
}

/// A small RON record (settings, challenge records) read through the guarded reader: `None` if
/// there is no file, or why it cannot be read, in this thread's language (never naming the file).
pub fn read_ron<T: serde::de::DeserializeOwned>(
    path: &Path,
    limit: u64,
) -> Result<Option<T>, String> {
    match read_text(path, limit) {
        Ok(text) => ron::from_str(&text)
            .map(Some)
            .map_err(|e| ron_msg(&e).to_string()),
        Err(e) if e.is_missing() => Ok(None),
        Err(e) => Err(e.msg().to_string()),
    }
}

/// A RON parse error in the player's words with its place: "line 3, column 7: a comma is
/// missing".
pub fn ron_msg(e: &ron::error::SpannedError) -> Msg {
    ron_at(e, ron_code_msg(&e.code))
}

/// `what` went wrong at `e`'s place.
pub fn ron_at(e: &ron::error::SpannedError, what: Msg) -> Msg {
    Msg::new("file-ron-at")
        .count("line", e.span.start.line)
        .count("column", e.span.start.col)
        .msg("what", what)
}

/// [`ron_msg`] worded in this thread's language.
pub fn ron_problem(e: &ron::error::SpannedError) -> String {
    ron_msg(e).to_string()
}

/// What a RON error means, without the parser's vocabulary.
pub fn ron_code_msg(code: &ron::Error) -> Msg {
    use ron::Error as E;
    let quote = |s: &str| clip(&one_line(s), 40);
    let list = |names: &[&str]| clip(&names.join(", "), 120);
    let id = match code {
        E::Eof => "file-ron-eof",
        E::ExceededRecursionLimit => "file-ron-deep",
        E::ExpectedArray => "file-ron-list",
        E::ExpectedArrayEnd => "file-ron-list-end",
        E::ExpectedAttribute | E::ExpectedAttributeEnd | E::NoSuchExtension(_) => "file-ron-hash",
        E::ExpectedBoolean => "file-ron-bool",
        E::ExpectedComma => "file-ron-comma",
        E::ExpectedFloat | E::ExpectedInteger | E::FloatUnderscore | E::UnderscoreAtBeginning => {
            "file-ron-number"
        }
        E::InvalidIntegerDigit { digit, .. } => {
            return Msg::new("file-ron-digit").text("found", quote(&digit.to_string()))
        }
        E::IntegerOutOfBounds => "file-ron-range",
        E::ExpectedOption | E::ExpectedOptionEnd => "file-ron-option",
        E::ExpectedMap | E::ExpectedMapColon | E::ExpectedMapEnd => "file-ron-map",
        E::ExpectedStructLike | E::ExpectedNamedStructLike(_) | E::ExpectedUnit => "file-ron-group",
        E::ExpectedStructLikeEnd => "file-ron-group-end",
        E::ExpectedDifferentStructName { found, .. } | E::ExpectedStructName(found) => {
            return Msg::new("file-ron-struct-name").text("found", quote(found))
        }
        E::ExpectedString | E::ExpectedChar | E::ExpectedByteString | E::ExpectedByteLiteral => {
            "file-ron-string"
        }
        E::ExpectedStringEnd => "file-ron-string-end",
        E::InvalidEscape(_) => "file-ron-escape",
        E::ExpectedIdentifier | E::ExpectedRawValue => "file-ron-name",
        E::InvalidIdentifier(s) | E::SuggestRawIdentifier(s) => {
            return Msg::new("file-ron-bad-name").text("found", quote(s))
        }
        E::UnclosedBlockComment | E::UnclosedLineComment => "file-ron-comment",
        E::UnexpectedChar(c) => {
            return Msg::new("file-ron-char").text("found", quote(&c.to_string()))
        }
        E::Utf8Error(_) => "file-ron-utf8",
        E::TrailingCharacters => "file-ron-trailing",
        E::InvalidValueForType { found, .. } => {
            return Msg::new("file-ron-kind").text("found", quote(found))
        }
        E::ExpectedDifferentLength { expected, found } => {
            return Msg::new("file-ron-length")
                .count("found", *found)
                .text("expected", clip(expected, 40))
        }
        E::NoSuchEnumVariant {
            expected, found, ..
        } => {
            return Msg::new("file-ron-variant")
                .text("found", quote(found))
                .text("known", list(expected))
        }
        E::NoSuchStructField {
            expected, found, ..
        } => {
            return Msg::new("file-ron-field")
                .text("found", quote(found))
                .text("known", list(expected))
        }
        E::MissingStructField { field, .. } => {
            return Msg::new("file-ron-missing").text("field", *field)
        }
        E::DuplicateStructField { field, .. } => {
            return Msg::new("file-ron-twice").text("field", *field)
        }
        // A type's own check (serde's custom error): English text from the program.
        E::Message(m) => return Msg::new("file-ron-message").text("why", clip(&one_line(m), 200)),
        _ => "file-ron-other",
    };
    Msg::new(id)
}

/// `text` cut to at most `max` characters (with "…"), for quoting a file's contents in a message.
pub fn clip(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

#[cfg(test)]
#[path = "files_tests.rs"]
mod tests;

//! The log: what dicepad did and what went wrong, as `tracing` events, written to a file that
//! is kept to a few megabytes and to standard error.
//!
//! [`init`] is called once by `main`. The window logs into `logs/dicepad.log` in the data folder,
//! `dicepad serve` into `logs/` in its rooms' folder; the other commands only to standard error.
//! The level comes from `--log` (a level such as `debug`, or directives such as
//! `dicepad::net=debug,info`), else from `RUST_LOG`, else the defaults: dicepad's own events from
//! `info` up in the file, and on standard error from `warn` (the window and the text commands) or
//! `info` (a server, whose operator reads its room events there); other crates' (winit's notes
//! about the display, say) only from `warn` in the file and `error` on standard error. `--log-format json` writes one JSON object per line instead.
//!
//! The file: when a write would take `logs/dicepad.log` past [`KEEP_BYTES`], it becomes
//! `dicepad.log.1` (replacing the one before) and a new file starts, so the log never holds more
//! than twice that. (tracing-appender's rolling appender rotates by time only, so a busy server
//! could grow one day's file without bound; this writer is the small part that rotates by size.)

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::sync::Mutex;
use tracing::level_filters::LevelFilter;
use tracing_subscriber::filter::Targets;
use tracing_subscriber::layer::SubscriberExt as _;
use tracing_subscriber::util::SubscriberInitExt as _;
use tracing_subscriber::Layer as _;

/// The folder, inside the data folder, that holds the log.
pub const FOLDER: &str = "logs";
/// The log file's name in [`FOLDER`].
pub const FILE: &str = "dicepad.log";
/// The size at which the log file is rotated (the older one is kept as `dicepad.log.1`).
pub const KEEP_BYTES: u64 = 2 * 1024 * 1024;

/// How the log's lines look.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// Time, level, where, the message and its fields, in one line.
    #[default]
    Text,
    /// One JSON object per line (for log collectors).
    Json,
}

/// What [`init`] sets up.
#[derive(Clone, Debug)]
pub struct Setup {
    /// `--log`, if given: a level or directives. It wins over `RUST_LOG`.
    pub filter: Option<String>,
    /// The folder whose [`FOLDER`] gets the log file; `None`: no file.
    pub file_in: Option<PathBuf>,
    /// The lowest level on standard error when neither `--log` nor `RUST_LOG` says.
    pub stderr_default: LevelFilter,
    pub format: Format,
}

/// Why the log could not be set up as asked. `Display` is English; [`LogError::msg`] gives the
/// player's words.
#[derive(Debug, thiserror::Error)]
pub enum LogError {
    #[error("--log `{}` is not a level (error, warn, info, debug, trace, off) or a list of target=level directives", quoted(.given))]
    BadFilter { given: String },
}

impl LogError {
    /// Why, in the player's words.
    pub fn msg(&self) -> crate::engine::text::Msg {
        match self {
            LogError::BadFilter { given } => {
                crate::engine::text::Msg::new("log-bad-filter").text("given", quoted(given))
            }
        }
    }
}

/// A value the player gave, quoted in a message: on one line, clipped.
fn quoted(text: &str) -> String {
    crate::engine::files::clip(&crate::engine::files::one_line(text), 60)
}

/// What [`init`] could not do but got past (told to the player once logging runs).
#[derive(Debug, Default)]
pub struct Started {
    /// The log file in use, if any.
    pub file: Option<PathBuf>,
    /// Why there is no log file, or why `RUST_LOG` was ignored.
    pub problems: Vec<String>,
    /// The folders and the file the log made (none of them was there before), outermost first:
    /// a command that refuses to start (`serve` on an address in use) takes them away again
    /// with [`remove_made`].
    pub made: Vec<PathBuf>,
}

/// Removes what the log made ([`Started::made`]), innermost first: the log file, then each
/// folder if nothing else was put in it. Best effort.
pub fn remove_made(started: &Started) {
    for path in started.made.iter().rev() {
        match std::fs::symlink_metadata(path) {
            Ok(m) if m.is_dir() => {
                let _ = std::fs::remove_dir(path);
            }
            Ok(_) => {
                let _ = std::fs::remove_file(path);
            }
            Err(_) => {}
        }
    }
}

/// `path` and the folders above it that do not exist yet, outermost first.
fn missing(path: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = path
        .ancestors()
        .take_while(|p| !p.as_os_str().is_empty() && std::fs::symlink_metadata(p).is_err())
        .map(Path::to_path_buf)
        .collect();
    out.reverse();
    out
}

/// Sets up the process's log. Call once; a second call (tests that run `main`'s code twice)
/// leaves the first set-up in place.
pub fn init(setup: &Setup) -> Result<Started, LogError> {
    let mut started = Started::default();
    let explicit = match &setup.filter {
        Some(given) => Some(parse_filter(given).ok_or_else(|| LogError::BadFilter {
            given: given.clone(),
        })?),
        None => match std::env::var("RUST_LOG") {
            Ok(v) if !v.trim().is_empty() => parse_filter(&v).or_else(|| {
                started.problems.push(
                    crate::engine::text::Msg::new("log-rust-log-ignored")
                        .text("value", quoted(&v))
                        .to_string(),
                );
                None
            }),
            _ => None,
        },
    };
    let stderr_filter = explicit
        .clone()
        .unwrap_or_else(|| ours_and_others(setup.stderr_default, LevelFilter::ERROR));
    let file_filter =
        explicit.unwrap_or_else(|| ours_and_others(LevelFilter::INFO, LevelFilter::WARN));

    let file = setup
        .file_in
        .as_deref()
        .and_then(|dir| open_file(dir, &mut started));

    let json = setup.format == Format::Json;
    let stderr_layer = output(Lines(Stderr), json, stderr_filter);
    let file_layer = file.map(|f| output(Lines(f), json, file_filter));
    // `try_init` fails only when a subscriber is already set: then that one stays.
    let _ = tracing_subscriber::registry()
        .with(stderr_layer)
        .with(file_layer)
        .try_init();
    for problem in &started.problems {
        tracing::warn!("{problem}");
    }
    Ok(started)
}

/// The log file in `dir`'s [`FOLDER`], noted in `started` (or why there is none).
fn open_file(dir: &Path, started: &mut Started) -> Option<CappedFile> {
    let folder = dir.join(FOLDER);
    started.made = missing(&folder.join(FILE));
    match CappedFile::open(&folder, KEEP_BYTES) {
        Ok(f) => {
            started.file = Some(f.path.clone());
            Some(f)
        }
        Err(e) => {
            started.problems.push(
                crate::engine::text::Msg::new("log-no-file")
                    .text(
                        "folder",
                        crate::engine::files::one_line(&folder.display().to_string()),
                    )
                    .msg("why", crate::engine::files::io_msg(&e))
                    .to_string(),
            );
            None
        }
    }
}

/// The last lines of the log file kept in `dir` (at most `max_bytes`, from a line's start), if
/// there is one: for crash reports. Reads only a regular file, and only its end.
pub fn tail(dir: &Path, max_bytes: u64) -> Option<String> {
    use std::io::{Read as _, Seek as _, SeekFrom};
    let path = dir.join(FOLDER).join(FILE);
    let meta = std::fs::symlink_metadata(&path).ok()?;
    if !meta.file_type().is_file() || meta.len() == 0 {
        return None;
    }
    let mut file = File::open(&path).ok()?;
    let start = meta.len().saturating_sub(max_bytes);
    file.seek(SeekFrom::Start(start)).ok()?;
    let mut bytes = Vec::new();
    file.take(max_bytes).read_to_end(&mut bytes).ok()?;
    let text = String::from_utf8_lossy(&bytes);
    // Begin at a whole line unless the tail is the whole file.
    let text = match (start > 0, text.find('\n')) {
        (true, Some(i)) => &text[i + 1..],
        _ => &text[..],
    };
    Some(text.to_string())
}

/// One output of the log: `writer`'s lines, text or JSON, through `filter`.
fn output<S, W>(
    writer: W,
    json: bool,
    filter: Targets,
) -> Box<dyn tracing_subscriber::Layer<S> + Send + Sync>
where
    S: tracing::Subscriber + for<'a> tracing_subscriber::registry::LookupSpan<'a>,
    W: for<'a> tracing_subscriber::fmt::MakeWriter<'a> + Send + Sync + 'static,
{
    let layer = tracing_subscriber::fmt::layer().with_writer(writer);
    if json {
        layer.json().with_filter(filter).boxed()
    } else {
        layer.with_ansi(false).with_filter(filter).boxed()
    }
}

/// dicepad's own events from `ours` up, other crates' (winit, zbus, …) from `others` up: their
/// notes about the display are not the player's business unless asked for with `--log`.
fn ours_and_others(ours: LevelFilter, others: LevelFilter) -> Targets {
    Targets::new()
        .with_target("dicepad", ours)
        .with_default(others)
}

/// A level (`debug`) or directives (`dicepad::net=debug,warn`); `None` when it is neither.
fn parse_filter(text: &str) -> Option<Targets> {
    let text = text.trim();
    if let Ok(level) = LevelFilter::from_str(text) {
        return Some(Targets::new().with_default(level));
    }
    // A bare word that is not a level would be read as a target shown at every level: a typo
    // such as `debgu` must be refused, not turned into a filter that hides everything.
    let each_says_a_level = text
        .split(',')
        .all(|d| d.contains('=') || LevelFilter::from_str(d.trim()).is_ok());
    if !each_says_a_level {
        return None;
    }
    Targets::from_str(text).ok()
}

/// The longest line the log writes (bytes, its line break included): a longer event (a debug
/// dump of a window icon's pixels) is cut there and says how much was left out, so that one
/// event can never push the file's earlier lines out.
pub const MAX_LINE: usize = 16 * 1024;

/// `line` as the log writes it: one line (line breaks inside an event's text become `\n`, so a
/// message cannot look like several log lines), at most [`MAX_LINE`] bytes, ending in a line
/// break.
fn tidy_line(line: &[u8]) -> Vec<u8> {
    let body = line.strip_suffix(b"\n").unwrap_or(line);
    let body = body.strip_suffix(b"\r").unwrap_or(body);
    let mut out = Vec::with_capacity(body.len().min(MAX_LINE) + 1);
    // Room for the note on what was cut, and the line break.
    let room = MAX_LINE - 64;
    let mut cut_at = None;
    for (i, &b) in body.iter().enumerate() {
        let piece: &[u8] = match b {
            b'\n' => b"\\n",
            b'\r' => b"\\r",
            _ => std::slice::from_ref(&body[i]),
        };
        // Never cut inside a character: stop at the start of one that does not fit.
        let starts_char = b & 0xC0 != 0x80;
        if out.len() + piece.len() > room && starts_char {
            cut_at = Some(i);
            break;
        }
        out.extend_from_slice(piece);
    }
    if let Some(at) = cut_at {
        out.extend_from_slice(format!(" … ({} more bytes left out)", body.len() - at).as_bytes());
    }
    out.push(b'\n');
    out
}

/// Where whole log lines go (a line at a time, already tidied).
trait Sink {
    fn write_line(&self, line: &[u8]) -> std::io::Result<()>;
}

/// Standard error, a whole line in one write.
struct Stderr;

impl Sink for Stderr {
    fn write_line(&self, line: &[u8]) -> std::io::Result<()> {
        std::io::stderr().lock().write_all(line)
    }
}

/// An output of whole, tidied lines ([`tidy_line`]) for the formatter.
struct Lines<S>(S);

/// The log file, rotated by size (see the module's notes). Several processes may write it at
/// once (two windows): each line is written, and the file rotated, under a lock on the file, and
/// a process whose file was rotated away by another goes on in the new one.
struct CappedFile {
    path: PathBuf,
    cap: u64,
    /// The language of the one notice it may give (standard error; the log's own lines are
    /// English).
    lang: crate::engine::text::Lang,
    state: Mutex<Open>,
}

struct Open {
    file: Option<File>,
    /// A rotation failed and that was said (once, until one works again).
    told: bool,
}

impl CappedFile {
    /// Opens (appending) or creates `dir/dicepad.log`, making `dir` if needed. Refuses a path
    /// that is not a regular file (a link or a pipe there is not ours to write through).
    fn open(dir: &Path, cap: u64) -> std::io::Result<Self> {
        // The folder and the file are their owner's alone (0700 and 0600 on Unix, whatever the
        // umask), as made: a server's log names its rooms and who came from where.
        crate::engine::files::make_private_dir(dir)?;
        let path = dir.join(FILE);
        let file = open_append(&path)?;
        Ok(Self {
            path,
            cap,
            lang: crate::engine::text::lang(),
            state: Mutex::new(Open {
                file: Some(file),
                told: false,
            }),
        })
    }

    /// The older file's name (`dicepad.log.1`).
    fn older(&self) -> PathBuf {
        self.path.with_extension("log.1")
    }

    /// The open file, locked, and still the one the log's name names (another process may have
    /// rotated it away: then the new one is opened).
    fn current(&self, open: &mut Open) -> std::io::Result<()> {
        // Each try that finds the file rotated away lost a race with a writer that rotated it
        // (under a lock this one then waited for); bounded, as a writer that never wins gives up
        // its line rather than wait on forever.
        for _ in 0..100 {
            let file = match open.file.take() {
                Some(f) => f,
                None => open_append(&self.path)?,
            };
            file.lock()?;
            let here = std::fs::symlink_metadata(&self.path);
            let same = match (&here, file.metadata()) {
                (Ok(a), Ok(b)) => same_identity(a, &b),
                _ => false,
            };
            if same {
                open.file = Some(file);
                return Ok(());
            }
            // Rotated away (or removed): the name's file is the log now.
            drop(file);
        }
        Err(std::io::Error::other("the log file keeps changing"))
    }

    fn write_line(&self, buf: &[u8]) -> std::io::Result<()> {
        // A poisoned lock only means another thread panicked mid-write; the file is still fine.
        let mut open = self.state.lock().unwrap_or_else(|p| p.into_inner());
        self.current(&mut open)?;
        let result = self.write_locked(&mut open, buf);
        if let Some(f) = &open.file {
            let _ = f.unlock();
        }
        result
    }

    /// [`Self::write_line`] with the file locked: rotates first when the line would take the file
    /// past the cap. If the rotation fails, that is said once and the line goes into the present
    /// file, up to twice the cap (the room the older file would take); past that lines are left
    /// out until a rotation works again.
    fn write_locked(&self, open: &mut Open, buf: &[u8]) -> std::io::Result<()> {
        // The new file after a rotation may have filled already (another writer got it first
        // and wrote while this one waited for it): its size is looked at again, a few times.
        for _ in 0..8 {
            let Some(file) = open.file.as_ref() else {
                return Ok(());
            };
            let size = file.metadata()?.len();
            let len = buf.len() as u64;
            if size == 0 || size + len <= self.cap {
                break;
            }
            match std::fs::rename(&self.path, self.older()) {
                Ok(()) => {
                    let _ = file.unlock();
                    open.file = None;
                    open.told = false;
                    self.current(open)?;
                }
                Err(e) => {
                    if !open.told {
                        open.told = true;
                        self.tell_rotation_failed(open, &e);
                    }
                    if size + len > 2 * self.cap {
                        return Ok(());
                    }
                    break;
                }
            }
        }
        match open.file.as_mut() {
            Some(file) => file.write_all(buf),
            None => Ok(()),
        }
    }

    /// Says, in the log and on standard error, that the log could not be rotated.
    fn tell_rotation_failed(&self, open: &mut Open, e: &std::io::Error) {
        let why = crate::engine::files::io_msg(e);
        let said = crate::engine::text::Msg::new("log-rotation-failed")
            .text("file", FILE)
            .msg("why", why.clone())
            .int("limit", i64::try_from(2 * self.cap).unwrap_or(i64::MAX));
        let english = said.render(crate::engine::text::Lang::En);
        if let Some(mut file) = open.file.as_ref() {
            let _ = file.write_all(&tidy_line(format!("dicepad: {english}\n").as_bytes()));
        }
        let _ = Stderr.write_line(&tidy_line(
            format!("dicepad: {}\n", said.render(self.lang)).as_bytes(),
        ));
    }
}

impl Sink for CappedFile {
    fn write_line(&self, line: &[u8]) -> std::io::Result<()> {
        CappedFile::write_line(self, line)
    }
}

/// Whether two metadata are of the same file (where that cannot be told: yes).
fn same_identity(a: &std::fs::Metadata, b: &std::fs::Metadata) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        a.dev() == b.dev() && a.ino() == b.ino()
    }
    #[cfg(not(unix))]
    {
        let _ = (a, b);
        true
    }
}

/// Opens `path` for appending; refuses anything but a regular file.
fn open_append(path: &Path) -> std::io::Result<File> {
    match std::fs::symlink_metadata(path) {
        Ok(m) if !m.file_type().is_file() => return Err(crate::engine::files::not_regular()),
        _ => {}
    }
    let mut options = OpenOptions::new();
    options.create(true).append(true);
    // Made 0600 (an existing file keeps the mode it has). Rotation renames the file, which keeps
    // its mode, and the next one is made here again.
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(path)
}

/// One event's writer: the formatter writes a whole line, which goes out in one call.
struct LineWriter<'a, S: Sink> {
    sink: &'a S,
    line: Vec<u8>,
}

impl<S: Sink> Write for LineWriter<'_, S> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        // Past the longest line nothing more is kept (it is cut there anyway).
        let room = (MAX_LINE * 4).saturating_sub(self.line.len());
        self.line.extend_from_slice(&buf[..buf.len().min(room)]);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl<S: Sink> Drop for LineWriter<'_, S> {
    fn drop(&mut self) {
        if !self.line.is_empty() {
            // A log line that cannot be written is dropped: logging never stops the program.
            let _ = self.sink.write_line(&tidy_line(&self.line));
        }
    }
}

impl<'a, S: Sink + 'a> tracing_subscriber::fmt::MakeWriter<'a> for Lines<S> {
    type Writer = LineWriter<'a, S>;

    fn make_writer(&'a self) -> Self::Writer {
        LineWriter {
            sink: &self.0,
            line: Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("dicepad-log-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn the_file_is_rotated_by_size_and_never_holds_more_than_twice_the_cap() {
        let dir = temp("rotate");
        let log = CappedFile::open(&dir, 100).unwrap();
        for i in 0..30 {
            log.write_line(format!("line {i:02} ......\n").as_bytes())
                .unwrap();
        }
        let now = std::fs::read_to_string(dir.join(FILE)).unwrap();
        let older = std::fs::read_to_string(dir.join("dicepad.log.1")).unwrap();
        assert!(now.len() <= 100 && older.len() <= 100, "{now:?} {older:?}");
        // Lines are whole and in order across the two files; the newest is last.
        assert!(now.ends_with("line 29 ......\n"), "{now:?}");
        let first_now: usize = now[5..7].parse().unwrap();
        assert!(older.ends_with(&format!("line {:02} ......\n", first_now - 1)));
        // Reopening appends to what is there.
        let again = CappedFile::open(&dir, 1000).unwrap();
        again.write_line(b"again\n").unwrap();
        let after = std::fs::read_to_string(dir.join(FILE)).unwrap();
        assert_eq!(after, format!("{now}again\n"));
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// An event as the formatter writes it: in pieces, then the writer is dropped.
    fn event<S: Sink>(out: &Lines<S>, pieces: &[&[u8]]) {
        use tracing_subscriber::fmt::MakeWriter as _;
        let mut w = out.make_writer();
        for p in pieces {
            w.write_all(p).unwrap();
        }
    }

    #[test]
    fn a_huge_event_is_cut_to_one_bounded_line_and_the_earlier_log_stays() {
        let dir = temp("huge");
        let log = Lines(CappedFile::open(&dir, KEEP_BYTES).unwrap());
        // A megabyte of earlier log lines.
        let earlier = "2026-01-01 INFO dicepad: an earlier line of the log ....\n";
        for _ in 0..(1 << 20) / earlier.len() {
            event(&log, &[earlier.as_bytes()]);
        }
        // The window icon's pixels as a debug line: 1.1 MB, with a line break and a character
        // of several bytes where the cut falls.
        let icon = format!("DEBUG eframe: icon [{}] é\n", "0, 255, ".repeat(140_000));
        event(&log, &[b"first ", icon.as_bytes()]);
        event(&log, &[b"said: a\nb\r\nc\n"]);
        let text = std::fs::read_to_string(dir.join(FILE)).expect("whole characters only");
        assert!(
            std::fs::metadata(dir.join("dicepad.log.1")).is_err(),
            "one event rotated the log"
        );
        assert!(text.starts_with(earlier), "the earlier log is gone");
        let lines: Vec<&str> = text.lines().collect();
        let cut = lines[lines.len() - 2];
        assert!(cut.len() <= MAX_LINE, "{} bytes", cut.len());
        assert!(
            cut.starts_with("first DEBUG eframe: icon [0, 255"),
            "{cut:.80}"
        );
        assert!(
            cut.ends_with("more bytes left out)"),
            "{}",
            &cut[cut.len() - 80..]
        );
        // A line break inside an event's text stays on its line.
        assert_eq!(lines[lines.len() - 1], "said: a\\nb\\r\\nc");
        assert!(text.len() as u64 <= KEEP_BYTES);
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// Two windows write the same log: one rotates it, the other (whose file is now the older
    /// one) goes on in the new file instead of rotating again, which would put the new file over
    /// the whole older log.
    #[test]
    fn two_writers_rotating_at_once_keep_the_old_log_and_the_cap() {
        let dir = temp("two");
        let line = |who: &str, i: usize| format!("{who} line {i:03} .............\n");
        let cap = 100;
        let (a, b) = (
            CappedFile::open(&dir, cap).unwrap(),
            CappedFile::open(&dir, cap).unwrap(),
        );
        for i in 0..4 {
            a.write_line(line("a", i).as_bytes()).unwrap();
        }
        for i in 0..4 {
            b.write_line(line("b", i).as_bytes()).unwrap();
        }
        a.write_line(line("a", 4).as_bytes()).unwrap();
        let now = std::fs::read_to_string(dir.join(FILE)).unwrap();
        let older = std::fs::read_to_string(dir.join("dicepad.log.1")).unwrap();
        assert!(
            now.len() as u64 <= cap && older.len() as u64 <= cap,
            "{now:?} {older:?}"
        );
        // The older file is a whole file's worth, not the few lines of a fresh one.
        assert!(older.len() as u64 > cap - 30, "{older:?}");
        assert!(now.ends_with(&line("a", 4)), "{now:?}");
        // And with threads writing at once: every file held to the cap, and each rotation keeps
        // a full older file.
        let (a, b) = (std::sync::Arc::new(a), std::sync::Arc::new(b));
        let threads: Vec<_> = [("a", a), ("b", b)]
            .into_iter()
            .map(|(who, log)| {
                std::thread::spawn(move || {
                    for i in 0..300 {
                        log.write_line(line(who, i).as_bytes()).unwrap();
                        let older = std::fs::metadata(log.older()).map_or(0, |m| m.len());
                        assert!(older > cap - 30 && older <= cap, "older: {older} bytes");
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        assert!(std::fs::metadata(dir.join(FILE)).unwrap().len() <= cap);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_rotation_that_fails_is_told_once_and_the_log_goes_on_to_twice_the_cap() {
        let dir = temp("blocked");
        // The older file's name is taken by a folder with something in it: no rename works.
        std::fs::create_dir_all(dir.join("dicepad.log.1").join("x")).unwrap();
        let log = CappedFile::open(&dir, 200).unwrap();
        for i in 0..30 {
            log.write_line(format!("line {i:02} ......\n").as_bytes())
                .unwrap();
        }
        let text = std::fs::read_to_string(dir.join(FILE)).unwrap();
        let told: Vec<&str> = text.lines().filter(|l| l.contains("rotated")).collect();
        assert_eq!(told.len(), 1, "{text}");
        assert!(!told[0].contains("os error"), "{}", told[0]);
        // Logging went on past the cap (13 lines of 15 bytes fit under it), within twice it.
        assert!(
            text.contains("line 13") && text.contains("line 15"),
            "{text}"
        );
        assert!(!text.contains("line 29"), "{text}");
        assert!(text.len() <= 400, "{} bytes", text.len());
        // Once the rotation works again, the log is rotated and held to the cap.
        std::fs::remove_dir_all(dir.join("dicepad.log.1")).unwrap();
        log.write_line(b"line 30 ......\n").unwrap();
        assert!(std::fs::read_to_string(dir.join("dicepad.log.1"))
            .unwrap()
            .contains("rotated"));
        assert_eq!(
            std::fs::read_to_string(dir.join(FILE)).unwrap(),
            "line 30 ......\n"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_tail_starts_at_a_whole_line() {
        let dir = temp("tail");
        assert_eq!(tail(&dir, 20), None);
        let log = CappedFile::open(&dir.join(FOLDER), 10_000).unwrap();
        for i in 0..10 {
            log.write_line(format!("line {i}\n").as_bytes()).unwrap();
        }
        assert_eq!(tail(&dir, 20).unwrap(), "line 8\nline 9\n");
        assert_eq!(tail(&dir, 10_000).unwrap().lines().count(), 10);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[cfg(unix)]
    #[test]
    fn a_link_or_pipe_where_the_log_goes_is_refused_not_followed() {
        let dir = temp("link");
        std::fs::create_dir_all(&dir).unwrap();
        let target = dir.join("elsewhere.txt");
        std::fs::write(&target, "keep").unwrap();
        std::os::unix::fs::symlink(&target, dir.join(FILE)).unwrap();
        assert!(CappedFile::open(&dir, 100).is_err());
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "keep");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn levels_and_directives_are_understood_and_nonsense_is_not() {
        assert!(parse_filter("debug").is_some());
        assert!(parse_filter(" WARN ").is_some());
        assert!(parse_filter("dicepad::net=debug,info").is_some());
        assert!(parse_filter("dicepad::net=loud").is_none());
        assert!(parse_filter("debgu").is_none());
        let f = parse_filter("dicepad::net=debug,warn").unwrap();
        assert!(f.would_enable("dicepad::net::room", &tracing::Level::DEBUG));
        assert!(!f.would_enable("dicepad::ui", &tracing::Level::INFO));
        assert!(f.would_enable("dicepad::ui", &tracing::Level::WARN));
    }

    #[test]
    fn by_default_other_crates_say_less_than_dicepad() {
        let f = ours_and_others(LevelFilter::INFO, LevelFilter::WARN);
        assert!(f.would_enable("dicepad::net::room", &tracing::Level::INFO));
        assert!(f.would_enable("dicepad", &tracing::Level::INFO));
        assert!(!f.would_enable("winit::platform_impl", &tracing::Level::INFO));
        assert!(f.would_enable("winit::platform_impl", &tracing::Level::WARN));
    }
}

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

/// Why the log could not be set up as asked.
#[derive(Debug, thiserror::Error)]
pub enum LogError {
    #[error("--log `{given}` is not a level (error, warn, info, debug, trace, off) or a list of target=level directives")]
    BadFilter { given: String },
}

/// What [`init`] could not do but got past (told to the player once logging runs).
#[derive(Debug, Default)]
pub struct Started {
    /// The log file in use, if any.
    pub file: Option<PathBuf>,
    /// Why there is no log file, or why `RUST_LOG` was ignored.
    pub problems: Vec<String>,
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
                started
                    .problems
                    .push(format!("RUST_LOG `{v}` was not understood; it is ignored"));
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

    let file = match &setup.file_in {
        Some(dir) => match CappedFile::open(&dir.join(FOLDER), KEEP_BYTES) {
            Ok(f) => {
                started.file = Some(f.path.clone());
                Some(f)
            }
            Err(e) => {
                started.problems.push(format!(
                    "no log file in {}: {}",
                    dir.join(FOLDER).display(),
                    crate::engine::files::io_words(&e)
                ));
                None
            }
        },
        None => None,
    };

    let json = setup.format == Format::Json;
    let stderr_layer = output(std::io::stderr, json, stderr_filter);
    let file_layer = file.map(|f| output(f, json, file_filter));
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

/// The log file, rotated by size (see the module's notes).
struct CappedFile {
    path: PathBuf,
    cap: u64,
    state: Mutex<Open>,
}

struct Open {
    file: Option<File>,
    written: u64,
}

impl CappedFile {
    /// Opens (appending) or creates `dir/dicepad.log`, making `dir` if needed. Refuses a path
    /// that is not a regular file (a link or a pipe there is not ours to write through).
    fn open(dir: &Path, cap: u64) -> std::io::Result<Self> {
        // The folder and the file are their owner's alone (0700 and 0600 on Unix, whatever the
        // umask), as made: a server's log names its rooms and who came from where.
        crate::engine::files::make_private_dir(dir)?;
        let path = dir.join(FILE);
        let (file, written) = open_append(&path)?;
        Ok(Self {
            path,
            cap,
            state: Mutex::new(Open {
                file: Some(file),
                written,
            }),
        })
    }

    fn write_line(&self, buf: &[u8]) -> std::io::Result<()> {
        // A poisoned lock only means another thread panicked mid-write; the file is still fine.
        let mut open = self.state.lock().unwrap_or_else(|p| p.into_inner());
        if open.written > 0 && open.written + buf.len() as u64 > self.cap {
            open.file = None;
            let older = self.path.with_extension("log.1");
            std::fs::rename(&self.path, older)?;
            let (file, written) = open_append(&self.path)?;
            open.file = Some(file);
            open.written = written;
        }
        let Some(file) = open.file.as_mut() else {
            return Ok(());
        };
        file.write_all(buf)?;
        open.written += buf.len() as u64;
        Ok(())
    }
}

/// Opens `path` for appending, with its current length; refuses anything but a regular file.
fn open_append(path: &Path) -> std::io::Result<(File, u64)> {
    match std::fs::symlink_metadata(path) {
        Ok(m) if !m.file_type().is_file() => {
            return Err(std::io::Error::new(
                std::io::ErrorKind::InvalidInput,
                "it is not a regular file",
            ))
        }
        _ => {}
    }
    let mut options = OpenOptions::new();
    options.create(true).append(true);
    // Made 0600 (an existing file keeps the mode it has). Rotation renames the file, which keeps
    // its mode, and the next one is made here again.
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let file = options.open(path)?;
    let written = file.metadata()?.len();
    Ok((file, written))
}

/// One event's writer: the formatter writes a whole line, which goes to the file in one call.
struct LineWriter<'a> {
    log: &'a CappedFile,
    line: Vec<u8>,
}

impl Write for LineWriter<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.line.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Drop for LineWriter<'_> {
    fn drop(&mut self) {
        if !self.line.is_empty() {
            // A log line that cannot be written is dropped: logging never stops the program.
            let _ = self.log.write_line(&self.line);
        }
    }
}

impl<'a> tracing_subscriber::fmt::MakeWriter<'a> for CappedFile {
    type Writer = LineWriter<'a>;

    fn make_writer(&'a self) -> Self::Writer {
        LineWriter {
            log: self,
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
        let before = now.len() as u64;
        let again = CappedFile::open(&dir, 1000).unwrap();
        assert_eq!(again.state.lock().unwrap().written, before);
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

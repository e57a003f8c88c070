//! Crash reports: when dicepad panics, a text report the player can send, in the data folder.
//!
//! [`install`] sets a panic hook for the whole process. On a panic it writes
//! `crash-reports/crash-<seconds>-<pid>.txt` (version, OS, what was running, the panic and where,
//! a backtrace, the running game as its last autosave, which the hook only reads, and the log's
//! last lines when the log is in the same folder), marks it
//! unread with an empty `.unread` file beside it, and prints one short note on standard error
//! where the report is. The window's next start lists unread reports ([`unread`]); once the
//! player has seen the notice, [`mark_read`] removes the marker (never the report).
//!
//! The hook writes with plain file calls that cannot panic again, and it never touches the
//! autosave or any other file it did not create.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use web_time::{SystemTime, UNIX_EPOCH};

/// The folder inside the data folder that holds the reports.
pub const FOLDER: &str = "crash-reports";
/// The largest autosave copied into a report (a save is at most 4 MiB; a larger file is left out).
const SAVE_LIMIT: u64 = 4 * 1024 * 1024;
/// How much of the log's end a report carries.
const LOG_TAIL: u64 = 8 * 1024;
/// Set (to anything) in a test's child process: dicepad panics at start, so the report can be
/// checked from outside. Nothing else reads it.
pub const TEST_PANIC: &str = "DICEPAD_TEST_PANIC";

/// What was running when the panic came, for the report's "running" line.
#[derive(Clone, Debug)]
pub struct Running {
    /// `window` or the CLI command's name.
    pub what: String,
    /// The data folder (reports go in its [`FOLDER`]; the autosave is read from it).
    pub data_dir: PathBuf,
}

/// Installs the panic hook for this process. Panics on other threads are reported too (a bot
/// thread's panic is caught by its worker, but it is still a bug worth a report).
pub fn install(running: Running) {
    std::panic::set_hook(Box::new(move |info| {
        let message = panic_message(info.payload());
        let place = info
            .location()
            .map(|l| format!("{}:{}:{}", l.file(), l.line(), l.column()))
            .unwrap_or_else(|| "an unknown place".into());
        let backtrace = std::backtrace::Backtrace::force_capture();
        let thread = std::thread::current()
            .name()
            .unwrap_or("unnamed")
            .to_string();
        let text = report_text(&running, &thread, &message, &place, &backtrace.to_string());
        let mut err = std::io::stderr().lock();
        match write_report(&running.data_dir, &text) {
            Ok(path) => {
                let _ = writeln!(
                    err,
                    "dicepad: a bug stopped this ({message}, at {place}). A report is in {}; \
                     please send it to the developers.",
                    path.display()
                );
            }
            Err(e) => {
                let _ = writeln!(
                    err,
                    "dicepad: a bug stopped this ({message}, at {place}), and the crash report \
                     could not be written ({}):\n{text}",
                    crate::engine::files::io_words(&e)
                );
            }
        }
    }));
}

/// The panic's message, whether it was given as a `&str` or a `String`.
fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "a panic with no message".into()
    }
}

/// The report's text: a header a person can read, then the backtrace and the running game.
fn report_text(
    running: &Running,
    thread: &str,
    message: &str,
    place: &str,
    backtrace: &str,
) -> String {
    let mut t = String::new();
    t.push_str("dicepad crash report\n");
    t.push_str(&format!("version: {}\n", env!("CARGO_PKG_VERSION")));
    t.push_str(&format!(
        "system: {} {} ({})\n",
        std::env::consts::OS,
        std::env::consts::ARCH,
        std::env::consts::FAMILY
    ));
    t.push_str(&format!("running: {}\n", running.what));
    t.push_str(&format!("thread: {thread}\n"));
    t.push_str(&format!("panic: {message}\n"));
    t.push_str(&format!("at: {place}\n"));
    if let Ok(since) = SystemTime::now().duration_since(UNIX_EPOCH) {
        t.push_str(&format!("time: {} s after 1970 (UTC)\n", since.as_secs()));
    }
    t.push_str("\nbacktrace:\n");
    t.push_str(backtrace);
    t.push('\n');
    let autosave = running.data_dir.join("autosave.ron");
    // The guarded reader: regular files only, the size checked before reading, never blocking.
    match crate::engine::files::read_text(&autosave, SAVE_LIMIT) {
        Ok(save) => {
            t.push_str("\nthe running game (its last autosave; its log holds the last actions):\n");
            t.push_str(&save);
            t.push('\n');
        }
        Err(e) if e.is_missing() => t.push_str("\nno autosave (no game was running)\n"),
        Err(e) => t.push_str(&format!("\nthe autosave is left out: {e}\n")),
    }
    if let Some(lines) = crate::logging::tail(&running.data_dir, LOG_TAIL) {
        t.push_str("\nthe log's last lines:\n");
        t.push_str(&lines);
        if !lines.ends_with('\n') {
            t.push('\n');
        }
    }
    t
}

/// Writes `text` as a new report with its unread marker; returns the report's path. Never
/// replaces a file: the name holds the time and the process number, and the file is created new.
fn write_report(data_dir: &Path, text: &str) -> std::io::Result<PathBuf> {
    let dir = data_dir.join(FOLDER);
    std::fs::create_dir_all(&dir)?;
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let stem = format!("crash-{secs}-{}", std::process::id());
    let path = dir.join(format!("{stem}.txt"));
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&path)?;
    f.write_all(text.as_bytes())?;
    f.sync_all()?;
    std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(dir.join(format!("{stem}.unread")))?;
    Ok(path)
}

/// The reports in `data_dir` that no start has announced yet, oldest first.
pub fn unread(data_dir: &Path) -> Vec<PathBuf> {
    let dir = data_dir.join(FOLDER);
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return Vec::new();
    };
    let mut out: Vec<PathBuf> = entries
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            let stem = name.strip_suffix(".unread")?;
            let report = dir.join(format!("{stem}.txt"));
            (stem.starts_with("crash-") && report.is_file()).then_some(report)
        })
        .collect();
    out.sort();
    out
}

/// The report has been announced: its unread marker goes (the report stays).
pub fn mark_read(report: &Path) {
    let marker = report.with_extension("unread");
    let _ = std::fs::remove_file(marker);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("dicepad-crash-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn a_report_holds_the_panic_and_the_autosave_and_is_unread_until_announced() {
        let dir = temp("report");
        std::fs::write(
            dir.join("autosave.ron"),
            "(game: \"hex-roller\", log: [\"roll\"])",
        )
        .unwrap();
        let running = Running {
            what: "window".into(),
            data_dir: dir.clone(),
        };
        let text = report_text(&running, "main", "boom", "src/x.rs:1:2", "0: here");
        let path = write_report(&dir, &text).unwrap();
        let written = std::fs::read_to_string(&path).unwrap();
        for part in [
            "panic: boom",
            "at: src/x.rs:1:2",
            "running: window",
            "0: here",
            "log: [\"roll\"]",
        ] {
            assert!(written.contains(part), "{part} missing from:\n{written}");
        }
        // The autosave is read, never changed.
        assert_eq!(
            std::fs::read_to_string(dir.join("autosave.ron")).unwrap(),
            "(game: \"hex-roller\", log: [\"roll\"])"
        );
        assert_eq!(unread(&dir), vec![path.clone()]);
        mark_read(&path);
        assert!(unread(&dir).is_empty());
        assert!(path.is_file(), "the report stays");
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn without_an_autosave_the_report_says_so_and_a_stray_marker_is_no_report() {
        let dir = temp("nosave");
        let running = Running {
            what: "review".into(),
            data_dir: dir.clone(),
        };
        let text = report_text(&running, "main", "boom", "here", "");
        assert!(text.contains("no autosave"), "{text}");
        std::fs::create_dir_all(dir.join(FOLDER)).unwrap();
        std::fs::write(dir.join(FOLDER).join("crash-1-2.unread"), "").unwrap();
        std::fs::write(dir.join(FOLDER).join("notes.unread"), "").unwrap();
        assert!(unread(&dir).is_empty());
        std::fs::remove_dir_all(&dir).ok();
    }
}

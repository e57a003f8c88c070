//! Where dicepad keeps its files (no GUI needed: the CLI's `--record` and `stats` use it too).

use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// The data folder (autosave, settings, history, crash reports, the log): $DICEPAD_DATA_DIR if
/// set, else the platform's place for an app's data, found by the `directories` crate:
/// - Linux and the BSDs: $XDG_DATA_HOME/dicepad, else ~/.local/share/dicepad (as before
///   `directories` was used, so existing folders keep working);
/// - macOS: ~/Library/Application Support/dicepad;
/// - Windows: %APPDATA%\dicepad\data.
///
/// An empty variable counts as unset, and a relative $XDG_DATA_HOME is ignored, as the XDG spec
/// asks; so the folder is never the current one. With no home folder at all it is `dicepad-data`
/// in the system's temporary folder.
#[cfg(not(target_arch = "wasm32"))]
pub fn data_dir() -> PathBuf {
    data_dir_from(
        |name| std::env::var_os(name),
        || directories::ProjectDirs::from("", "", "dicepad").map(|d| d.data_dir().to_path_buf()),
    )
}

/// In the browser, the data folder is a name only: its files are the page's local storage,
/// under keys that start with it ([`crate::engine::files`]).
#[cfg(target_arch = "wasm32")]
pub fn data_dir() -> PathBuf {
    PathBuf::from("/dicepad")
}

/// [`data_dir`] with the environment and the platform's answer given (for tests).
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
fn data_dir_from(
    var: impl Fn(&str) -> Option<OsString>,
    platform: impl Fn() -> Option<PathBuf>,
) -> PathBuf {
    if let Some(d) = var("DICEPAD_DATA_DIR").filter(|v| !v.is_empty()) {
        return d.into();
    }
    platform()
        .filter(|d| d.is_absolute())
        .unwrap_or_else(|| std::env::temp_dir().join("dicepad-data"))
}

/// Creates the data folder if it is not there yet (first launch). Every writer into it (settings,
/// challenge records, autosave) calls this first, so none depends on another having run.
pub fn ensure_data_dir(dir: &Path) -> std::io::Result<()> {
    if cfg!(target_arch = "wasm32") {
        // The page's storage has no folders to make.
        return Ok(());
    }
    std::fs::create_dir_all(dir)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dir(vars: &[(&str, &str)]) -> PathBuf {
        data_dir_from(
            |name| {
                vars.iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| OsString::from(v))
            },
            || Some(PathBuf::from("/platform/dicepad")),
        )
    }

    #[test]
    fn the_override_wins_and_an_empty_one_counts_as_unset() {
        let platform = PathBuf::from("/platform/dicepad");
        assert_eq!(dir(&[]), platform);
        assert_eq!(dir(&[("DICEPAD_DATA_DIR", "")]), platform);
        assert_eq!(dir(&[("DICEPAD_DATA_DIR", "/d")]), PathBuf::from("/d"));
        let nowhere = data_dir_from(|_| None, || None);
        assert!(nowhere.is_absolute(), "{nowhere:?}");
        let relative = data_dir_from(|_| None, || Some(PathBuf::from("rel")));
        assert!(relative.is_absolute(), "{relative:?}");
    }

    /// On Linux the folder is where dicepad kept it before the `directories` crate: existing
    /// settings, saves and history are found. (The environment is read by a child process, so
    /// this test's variables cannot disturb other tests.)
    #[cfg(target_os = "linux")]
    #[test]
    fn linux_paths_are_unchanged_and_relative_xdg_values_are_ignored() {
        let exe = std::env::current_exe().unwrap();
        let run = |vars: &[(&str, &str)]| -> String {
            let mut cmd = std::process::Command::new(&exe);
            cmd.args([
                "--exact",
                "paths::tests::print_the_data_dir",
                "--nocapture",
                "--include-ignored",
                "--test-threads=1",
            ])
            .env_clear();
            for (k, v) in vars {
                cmd.env(k, v);
            }
            let out = cmd.output().unwrap();
            let text = String::from_utf8_lossy(&out.stdout);
            text.lines()
                .find_map(|l| l.split_once("DATA_DIR=").map(|(_, dir)| dir))
                .unwrap_or_else(|| panic!("no answer: {text}"))
                .to_string()
        };
        let home = ("HOME", "/home/ann");
        assert_eq!(run(&[home]), "/home/ann/.local/share/dicepad");
        assert_eq!(
            run(&[home, ("XDG_DATA_HOME", "")]),
            "/home/ann/.local/share/dicepad"
        );
        assert_eq!(
            run(&[home, ("XDG_DATA_HOME", "data")]),
            "/home/ann/.local/share/dicepad"
        );
        assert_eq!(run(&[home, ("XDG_DATA_HOME", "/x")]), "/x/dicepad");
        assert_eq!(
            run(&[home, ("XDG_DATA_HOME", "/x"), ("DICEPAD_DATA_DIR", "/d")]),
            "/d"
        );
    }

    /// The child half of the test above: prints what [`data_dir`] says in its environment.
    #[test]
    #[ignore = "run by linux_paths_are_unchanged_and_relative_xdg_values_are_ignored"]
    fn print_the_data_dir() {
        println!("DATA_DIR={}", data_dir().display());
    }
}

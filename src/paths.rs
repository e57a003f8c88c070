//! Where dicepad keeps its files (no GUI needed: the CLI's `--record` and `stats` use it too).

use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// The data folder (autosave, settings, history): $DICEPAD_DATA_DIR, else
/// $XDG_DATA_HOME/dicepad, else ~/.local/share/dicepad. An empty variable counts as unset (never
/// the current folder), and a relative $XDG_DATA_HOME is ignored, as the XDG spec asks.
pub fn data_dir() -> PathBuf {
    data_dir_from(|name| std::env::var_os(name))
}

/// [`data_dir`] with the environment given (for tests).
fn data_dir_from(var: impl Fn(&str) -> Option<OsString>) -> PathBuf {
    let set = |name: &str| var(name).filter(|v| !v.is_empty());
    if let Some(d) = set("DICEPAD_DATA_DIR") {
        return d.into();
    }
    if let Some(d) = set("XDG_DATA_HOME").filter(|d| Path::new(d).is_absolute()) {
        return PathBuf::from(d).join("dicepad");
    }
    let home = set("HOME").unwrap_or_else(|| "/".into());
    PathBuf::from(home).join(".local/share/dicepad")
}

/// Creates the data folder if it is not there yet (first launch). Every writer into it (settings,
/// challenge records, autosave) calls this first, so none depends on another having run.
pub fn ensure_data_dir(dir: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dir(vars: &[(&str, &str)]) -> PathBuf {
        data_dir_from(|name| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| OsString::from(v))
        })
    }

    #[test]
    fn empty_or_relative_variables_never_mean_the_current_folder() {
        let home = ("HOME", "/home/ann");
        let usual = PathBuf::from("/home/ann/.local/share/dicepad");
        assert_eq!(dir(&[("DICEPAD_DATA_DIR", ""), home]), usual);
        assert_eq!(dir(&[("XDG_DATA_HOME", ""), home]), usual);
        assert_eq!(dir(&[("XDG_DATA_HOME", "data"), home]), usual);
        assert_eq!(
            dir(&[("XDG_DATA_HOME", "/x"), home]),
            PathBuf::from("/x/dicepad")
        );
        assert_eq!(
            dir(&[("DICEPAD_DATA_DIR", "/d"), ("XDG_DATA_HOME", "/x"), home]),
            PathBuf::from("/d")
        );
        assert!(dir(&[("DICEPAD_DATA_DIR", "")]).is_absolute());
    }
}

//! Checks the resource files so a malformed one fails the build, not the player, and lists the
//! player's-language files (`resources/i18n/<lang>/*.ftl` and `pages/*.md`) for the engine to
//! embed, so the engine names no game and a game's new files need no line anywhere.

#[allow(dead_code)]
#[path = "src/games/honeycomb/data.rs"]
mod honeycomb_data;

#[allow(dead_code)]
#[path = "src/games/black_molly/data.rs"]
mod black_molly_data;
#[allow(dead_code)]
#[path = "src/games/diaominos/data.rs"]
mod diaominos_data;
#[allow(dead_code)]
#[path = "src/games/hex_roller/data.rs"]
mod hex_roller_data;
#[allow(dead_code)]
#[path = "src/games/molecular/data.rs"]
mod molecular_data;

use std::path::Path;

/// The systems whose desktops speak the freedesktop D-Bus interfaces (the file chooser portal,
/// notifications): code for them is under `cfg(free_desktop)`. Cargo.toml's target table for their
/// crates cannot use a cfg set here, so it repeats the list; a test checks the two agree.
const FREE_DESKTOPS: [&str; 5] = ["linux", "freebsd", "dragonfly", "netbsd", "openbsd"];

/// Sets `cfg(free_desktop)` when building for one of [`FREE_DESKTOPS`].
fn free_desktop_cfg() {
    println!("cargo::rustc-check-cfg=cfg(free_desktop)");
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    if FREE_DESKTOPS.contains(&os.as_str()) {
        println!("cargo::rustc-cfg=free_desktop");
    }
}

fn check<T: serde::de::DeserializeOwned>(path: &str, validate: impl Fn(&T) -> Result<(), String>) {
    println!("cargo:rerun-if-changed={path}");
    let text = match std::fs::read_to_string(Path::new(path)) {
        Ok(t) => t,
        Err(e) => panic!("cannot read {path}: {e}"),
    };
    let value: T = match ron::from_str(&text) {
        Ok(v) => v,
        Err(e) => panic!("{path}: {e}"),
    };
    if let Err(e) = validate(&value) {
        panic!("{path}: {e}");
    }
}

/// A data file's name in `resources/` and the check that reads it at that path.
type DataCheck = (&'static str, fn(&str));

/// Every game's data file in `resources/` and its check, read through the game's own data types
/// (`src/games/<game>/data.rs`, compiled into this script too): the one list here that names
/// games. [`check_game_data`] fails the build for a `resources/*.ron` left out of it.
const GAME_DATA: &[DataCheck] = &[
    ("honeycomb.ron", |path| {
        check::<honeycomb_data::BoardData>(path, |b| b.validate())
    }),
    ("hex_roller.ron", |path| {
        check::<hex_roller_data::GameData>(path, |d| d.validate())
    }),
    ("black_molly.ron", |path| {
        check::<black_molly_data::AquariumData>(path, |a| a.validate())
    }),
    ("diaominos.ron", |path| {
        check::<diaominos_data::DiaominosData>(path, |d| d.validate())
    }),
    ("molecular.ron", |path| {
        check::<molecular_data::SheetData>(path, |b| b.validate())
    }),
];

/// Checks every game's data file; a `resources/*.ron` that no check reads would reach the
/// player unread, so it fails the build.
fn check_game_data() {
    for (file, check) in GAME_DATA {
        check(&format!("resources/{file}"));
    }
    for name in file_names(Path::new("resources"), "ron") {
        if !GAME_DATA.iter().any(|(file, _)| *file == name) {
            panic!("resources/{name} has no check: add it to build.rs's GAME_DATA");
        }
    }
}

/// The names of the files in `dir` that end in `.ext`, sorted (none when `dir` is missing).
fn file_names(dir: &Path, ext: &str) -> Vec<String> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Vec::new(),
        Err(e) => panic!("cannot read {}: {e}", dir.display()),
    };
    let mut names: Vec<String> = entries
        .map(|entry| match entry {
            Ok(entry) => entry.path(),
            Err(e) => panic!("cannot read {}: {e}", dir.display()),
        })
        .filter(|path| path.is_file() && path.extension().is_some_and(|x| x == ext))
        .filter_map(|path| path.file_name()?.to_str().map(String::from))
        .collect();
    names.sort();
    names
}

/// The language folders of `resources/i18n`, sorted.
fn languages(i18n: &Path) -> Vec<String> {
    let entries = match std::fs::read_dir(i18n) {
        Ok(entries) => entries,
        Err(e) => panic!("cannot read {}: {e}", i18n.display()),
    };
    let mut langs: Vec<String> = entries
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.is_dir())
        .filter_map(|path| path.file_name()?.to_str().map(String::from))
        .collect();
    langs.sort();
    langs
}

/// Writes `OUT_DIR/<out>`: a Rust slice expression of `(language, name, text)` for every file
/// `pick` finds in each language's folder, the text embedded with `include_str!`. Every language
/// must have the same files (a file missing from one fails the build, naming it).
fn embed_list(
    i18n: &Path,
    langs: &[String],
    out: &str,
    what: &str,
    pick: impl Fn(&Path) -> Vec<(String, std::path::PathBuf)>,
) {
    let mut all = std::collections::BTreeSet::new();
    let per_lang: Vec<(String, Vec<(String, std::path::PathBuf)>)> = langs
        .iter()
        .map(|lang| {
            let files = pick(&i18n.join(lang));
            all.extend(files.iter().map(|(name, _)| name.clone()));
            (lang.clone(), files)
        })
        .collect();
    let mut code = format!("// Written by build.rs: every {what} of every language.\n&[\n");
    for (lang, files) in &per_lang {
        for name in &all {
            if !files.iter().any(|(n, _)| n == name) {
                panic!("resources/i18n/{lang} lacks the {what} `{name}` (every language has the same files)");
            }
        }
        for (name, path) in files {
            let Some(path) = path.to_str() else {
                panic!("{} is not a UTF-8 path", path.display());
            };
            code.push_str(&format!(
                "    ({lang:?}, {name:?}, include_str!({path:?})),\n"
            ));
        }
    }
    code.push_str("]\n");
    let dir = std::env::var("OUT_DIR").unwrap_or_else(|e| panic!("OUT_DIR: {e}"));
    let target = Path::new(&dir).join(out);
    if let Err(e) = std::fs::write(&target, code) {
        panic!("cannot write {}: {e}", target.display());
    }
}

/// The catalogue's files and the How to play pages, as the engine embeds them
/// (`engine::text::catalog` and `pages`).
fn language_lists() {
    let root = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|e| panic!("{e}"));
    let i18n = Path::new(&root).join("resources/i18n");
    let langs = languages(&i18n);
    if langs.is_empty() {
        panic!("resources/i18n has no language folder");
    }
    embed_list(
        &i18n,
        &langs,
        "catalogue_files.rs",
        "catalogue file",
        |dir| {
            file_names(dir, "ftl")
                .into_iter()
                .map(|name| (name.clone(), dir.join(&name)))
                .collect()
        },
    );
    // A page is named by its game's id: `pages/<game id>.md`.
    embed_list(&i18n, &langs, "pages.rs", "How to play page", |dir| {
        let pages = dir.join("pages");
        file_names(&pages, "md")
            .into_iter()
            .map(|name| {
                let id = name.trim_end_matches(".md").to_string();
                (id, pages.join(&name))
            })
            .collect()
    });
}

fn main() {
    free_desktop_cfg();
    // Run again when a resource file is added or removed, not only when a checked one changes.
    println!("cargo:rerun-if-changed=resources");
    check_game_data();
    language_lists();
}

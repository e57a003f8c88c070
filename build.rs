//! Checks the resource files so a malformed one fails the build, not the player.

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

fn main() {
    free_desktop_cfg();
    check::<honeycomb_data::BoardData>("resources/honeycomb.ron", |b| b.validate());
    check::<hex_roller_data::GameData>("resources/hex_roller.ron", |d| d.validate());
    check::<black_molly_data::AquariumData>("resources/black_molly.ron", |a| a.validate());
    check::<diaominos_data::DiaominosData>("resources/diaominos.ron", |d| d.validate());
    check::<molecular_data::SheetData>("resources/molecular.ron", |b| b.validate());
}

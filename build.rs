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
    check::<honeycomb_data::BoardData>("resources/honeycomb.ron", |b| b.validate());
    check::<hex_roller_data::GameData>("resources/hex_roller.ron", |d| d.validate());
    check::<black_molly_data::AquariumData>("resources/black_molly.ron", |a| a.validate());
    check::<diaominos_data::DiaominosData>("resources/diaominos.ron", |d| d.validate());
    check::<molecular_data::SheetData>("resources/molecular.ron", |b| b.validate());
}

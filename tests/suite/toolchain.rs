//! What the manifest promises about the toolchain holds for the dependencies actually locked:
//! `rust-version` is at least every package's own, and there is one egui in the build. Reads
//! `cargo metadata` for this machine's platform from the lockfile (it may fetch the manifests of
//! the benchmarks' optional crates, which the test builds never download).

use std::collections::BTreeSet;
use std::process::Command;

fn metadata() -> serde_json::Value {
    let rustc = Command::new("rustc")
        .arg("-vV")
        .output()
        .expect("rustc runs");
    let rustc = String::from_utf8_lossy(&rustc.stdout).into_owned();
    let host = rustc
        .lines()
        .find_map(|l| l.strip_prefix("host: "))
        .expect("rustc names its host");
    let out = Command::new(env!("CARGO"))
        .args(["metadata", "--format-version", "1", "--locked"])
        .args(["--filter-platform", host])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo runs");
    assert!(
        out.status.success(),
        "cargo metadata: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("metadata is JSON")
}

/// "1.95" and "1.95.0" alike, as (major, minor, patch).
fn version(v: &str) -> [u32; 3] {
    let mut out = [0; 3];
    for (slot, part) in out.iter_mut().zip(v.split('.')) {
        *slot = part.parse().expect("a number");
    }
    out
}

#[test]
fn rust_version_covers_every_dependency_and_there_is_one_egui() {
    let m = metadata();
    let packages = m["packages"].as_array().expect("packages");
    let ours = packages
        .iter()
        .find(|p| p["name"] == "dicepad")
        .expect("dicepad itself");
    let promised = version(ours["rust_version"].as_str().expect("rust-version is set"));
    let needs: Vec<([u32; 3], String)> = packages
        .iter()
        .filter(|p| p["name"] != "dicepad")
        .filter_map(|p| {
            let rv = p["rust_version"].as_str()?;
            Some((
                version(rv),
                format!("{} {} needs {rv}", p["name"], p["version"]),
            ))
        })
        .collect();
    let too_new: Vec<&String> = needs
        .iter()
        .filter(|(v, _)| *v > promised)
        .map(|(_, what)| what)
        .collect();
    assert!(
        too_new.is_empty(),
        "Cargo.toml's rust-version is below what these need: {too_new:?}"
    );
    assert!(
        needs.iter().any(|(v, _)| *v == promised),
        "rust-version {promised:?} is higher than any dependency needs; lower it to the highest"
    );
    let eguis: BTreeSet<&str> = packages
        .iter()
        .filter(|p| p["name"] == "egui")
        .filter_map(|p| p["version"].as_str())
        .collect();
    assert_eq!(eguis.len(), 1, "one egui in the build: {eguis:?}");
}

/// The quoted words on the line of `text` that starts at `marker` (the system names).
fn os_names(text: &str, marker: &str) -> BTreeSet<String> {
    let at = text.find(marker).expect("the marker is in the file");
    let line = text[at..].lines().next().unwrap_or_default();
    line.split('"')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

#[test]
fn the_free_desktop_systems_are_the_same_in_the_build_script_and_the_manifest() {
    let dir = env!("CARGO_MANIFEST_DIR");
    let build = std::fs::read_to_string(format!("{dir}/build.rs")).unwrap();
    let manifest = std::fs::read_to_string(format!("{dir}/Cargo.toml")).unwrap();
    let in_build = os_names(&build, "const FREE_DESKTOPS");
    let in_manifest = os_names(&manifest, "[target.'cfg(any(target_os");
    assert!(in_build.contains("linux"), "{in_build:?}");
    assert_eq!(in_build, in_manifest);
}

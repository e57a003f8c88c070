//! The fuzzers for the window's own files and output (feature `gui`): damaged settings files
//! load with a notice or are kept aside, never lost and never a panic; games loaded from mutated
//! saves export to PNG or are refused in one line. Cases per run: a share of
//! `DICEPAD_FUZZ_CASES` (default 3,000): a tenth for settings, a hundredth for exports (each
//! export rasterises a page).
#![cfg(feature = "gui")]

use super::fuzz_input::*;
use dicepad::engine::{BotLevel, SeatInfo};
use dicepad::games;
use dicepad::ui::settings::{load_settings, settings_path, store_settings, LastSetup, Settings};
use proptest::prelude::*;
use std::sync::atomic::{AtomicUsize, Ordering};

/// A settings file with something in every kind of field, as written by the app.
fn settings_text() -> Vec<u8> {
    let mut s = Settings {
        dark: true,
        ui_scale: 1.25,
        anim_speed: 2.0,
        bot_speed: 7.5,
        player_names: vec!["Ann".into(), "Ben".into()],
        window: Some([1280.0, 800.0]),
        recent_files: vec!["/tmp/a.ron".into(), "/tmp/b.ron".into()],
        ..Settings::default()
    };
    s.last_setups.insert(
        "hex-roller".into(),
        LastSetup {
            seats: vec![
                SeatInfo::human("Ann"),
                SeatInfo::bot("Bot 2", BotLevel::Normal),
            ],
            ..LastSetup::default()
        },
    );
    let dir = Scratch::new("settings-base");
    store_settings(&dir.0, &s).unwrap();
    std::fs::read(settings_path(&dir.0)).unwrap()
}

#[test]
fn damaged_settings_load_with_a_notice_or_are_kept_aside_never_lost() {
    let text = settings_text();
    let cases = cases() / 10;
    let (loaded, aside) = (AtomicUsize::new(0), AtomicUsize::new(0));
    runner(cases)
        .run(&damaged_text(), |damage_with| {
            let bytes = damage_text(&text, &damage_with);
            let dir = Scratch::new("settings");
            let path = settings_path(&dir.0);
            std::fs::write(&path, &bytes).unwrap();
            let (settings, notes) = load_settings(&dir.0);
            for n in &notes {
                one_line(n)?;
                prop_assert!(!n.contains('\n'), "a notice over two lines: {n}");
            }
            // Nothing lost: the file is where it was, or kept aside whole.
            let broken = dir.0.join("settings.ron.broken");
            if broken.exists() {
                aside.fetch_add(1, Ordering::Relaxed);
                prop_assert_eq!(std::fs::read(&broken).unwrap(), bytes.clone());
                prop_assert!(!notes.is_empty(), "set aside without a word");
            } else {
                loaded.fetch_add(1, Ordering::Relaxed);
                prop_assert_eq!(std::fs::read(&path).unwrap(), bytes.clone());
            }
            // What was loaded (and made sane) writes and reads back the same, silently.
            store_settings(&dir.0, &settings).unwrap();
            let (again, notes) = load_settings(&dir.0);
            prop_assert!(notes.is_empty(), "stored settings gave notices: {notes:?}");
            prop_assert_eq!(again, settings);
            Ok(())
        })
        .unwrap();
    let (loaded, aside) = (loaded.into_inner(), aside.into_inner());
    eprintln!("{cases} damaged settings files: {loaded} loaded, {aside} kept aside");
    assert!(
        loaded > 0 && aside > 0,
        "the damage never reaches one of the two ways"
    );
}

#[test]
fn games_from_mutated_saves_export_or_are_refused_in_one_line() {
    let cases = cases() / 100;
    let exported = AtomicUsize::new(0);
    runner(cases)
        .run(&mutated_save(), |bytes| {
            let Ok(m) = games::load_bytes(bytes) else {
                return Ok(()); // the load fuzzer checks refusals
            };
            // A small scale: the page's layout and drawing are what is tested, not its pixels.
            match dicepad::export::render_png_at(m.as_ref(), 0, 0.25) {
                Ok(png) => {
                    exported.fetch_add(1, Ordering::Relaxed);
                    prop_assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "not a PNG");
                }
                Err(e) => one_line(&format!("{e:#}"))?,
            }
            Ok(())
        })
        .unwrap();
    let exported = exported.into_inner();
    eprintln!("{cases} mutated saves, {exported} of them loaded and exported");
    assert!(exported > 0, "no mutated save reached the export");
}

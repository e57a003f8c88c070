//! The real window started and closed again, under an X server of its own (Xvfb): what only a
//! real start shows, like the size a window opens at. Without Xvfb on the PATH the tests say they
//! are skipped (scripts/test.sh installs it, so CI runs them).

use super::common::temp_dir;
use dicepad::ui::settings::{load_settings, store_settings, Settings};
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// An Xvfb of this test: the display it chose (`-displayfd`), ended when dropped.
struct Xvfb {
    child: Child,
    display: String,
}

impl Xvfb {
    fn start(width: u32, height: u32) -> Option<Xvfb> {
        let spawned = Command::new("Xvfb")
            .args(["-displayfd", "1", "-nolisten", "tcp", "-screen", "0"])
            .arg(format!("{width}x{height}x24"))
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn();
        let mut child = match spawned {
            Ok(c) => c,
            Err(e) => {
                eprintln!("window_start: skipped, no Xvfb ({e}); scripts/test.sh installs it");
                return None;
            }
        };
        // Xvfb writes the display's number once it accepts connections.
        let mut line = String::new();
        let read = child
            .stdout
            .take()
            .map(|out| BufReader::new(out).read_line(&mut line));
        let number = line.trim();
        assert!(
            matches!(read, Some(Ok(n)) if n > 0) && number.parse::<u32>().is_ok(),
            "Xvfb did not say its display: {line:?}"
        );
        Some(Xvfb {
            display: format!(":{number}"),
            child,
        })
    }
}

impl Drop for Xvfb {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts the window on `x` from data folder `data`, lets it take one screenshot (of what it
/// draws, so at its real size in pixels) and close as a player's close does; the screenshot's size.
fn start_and_close(x: &Xvfb, data: &Path, shot: &Path) -> (u32, u32) {
    let _ = std::fs::remove_file(shot);
    let runtime = data.join("runtime");
    std::fs::create_dir_all(&runtime).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&runtime, std::fs::Permissions::from_mode(0o700)).unwrap();
    }
    let mut child = Command::new(env!("CARGO_BIN_EXE_dicepad"))
        .env("DISPLAY", &x.display)
        .env_remove("WAYLAND_DISPLAY")
        .env("XDG_RUNTIME_DIR", &runtime)
        .env("DICEPAD_DATA_DIR", data)
        .env("DICEPAD_SCREENSHOT", shot)
        .env("DICEPAD_SCREENSHOT_AFTER", "1.0")
        .env_remove("DICEPAD_WINDOW_SIZE")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let limit = Instant::now() + Duration::from_secs(90);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > limit {
            let _ = child.kill();
            panic!("the window did not close within 90 s of its start");
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    let mut err = String::new();
    if let Some(mut e) = child.stderr.take() {
        let _ = std::io::Read::read_to_string(&mut e, &mut err);
    }
    assert!(status.success(), "the window failed: {status}\n{err}");
    image_size(shot).unwrap_or_else(|| panic!("no screenshot; stderr:\n{err}"))
}

/// A PNG's width and height, read from its header.
fn image_size(path: &Path) -> Option<(u32, u32)> {
    let bytes = std::fs::read(path).ok()?;
    let word = |at: usize| Some(u32::from_be_bytes(bytes.get(at..at + 4)?.try_into().ok()?));
    (bytes.starts_with(b"\x89PNG\r\n\x1a\n")).then_some(())?;
    Some((word(16)?, word(20)?))
}

/// At any UI scale the window opens at the size it had when it was closed, start after start
/// (the size was kept in egui's points, which shrink with the scale: at 125 % each start opened
/// the window a fifth smaller, until the size was refused as too small).
#[test]
fn the_window_opens_at_its_last_size_at_every_ui_scale_start_after_start() {
    let Some(x) = Xvfb::start(1920, 1200) else {
        return;
    };
    for scale in [1.25_f32, 0.8, 1.5] {
        let data = temp_dir("window-start", &format!("scale-{scale}"));
        let settings = Settings {
            ui_scale: scale,
            window: Some([1280.0, 800.0]),
            ..Settings::default()
        };
        store_settings(&data, &settings).unwrap();
        let shot = data.join("shot.png");
        for start in 1..=3 {
            let drawn = start_and_close(&x, &data, &shot);
            let (kept, notes) = load_settings(&data);
            assert!(notes.is_empty(), "scale {scale}, start {start}: {notes:?}");
            assert_eq!(
                kept.window,
                Some([1280.0, 800.0]),
                "scale {scale}, start {start}: the size kept for the next start"
            );
            assert_eq!(
                drawn,
                (1280, 800),
                "scale {scale}, start {start}: the window's size in pixels"
            );
            assert_eq!(kept.ui_scale, scale, "the scale itself stays");
        }
    }
}

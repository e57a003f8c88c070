//! Your-turn notices: a desktop notification (the desktop's notification service over D-Bus,
//! through notify-rust's pure-Rust backend) when it becomes the player's turn in one of their
//! network games, behind [`Notifier`] so that tests see what would be shown. A desktop without a
//! notification service (a bare X server, Xvfb) shows nothing: one log line says so, once.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// Shows a notice to the player.
pub trait Notifier: Send {
    fn notify(&mut self, title: &str, body: &str);
}

/// The desktop's notifications. Each is sent from a short thread of its own: the D-Bus call may
/// take a moment, and a frame never waits for it.
#[derive(Default)]
pub struct DesktopNotifier;

/// Whether the missing notification service was logged already.
static SAID_NONE: AtomicBool = AtomicBool::new(false);

fn none_shown(why: &dyn std::fmt::Display) {
    if !SAID_NONE.swap(true, Ordering::Relaxed) {
        tracing::info!(%why, "no desktop notice can be shown (no notification service)");
    }
}

impl Notifier for DesktopNotifier {
    fn notify(&mut self, title: &str, body: &str) {
        let (title, body) = (title.to_string(), body.to_string());
        let sent = std::thread::Builder::new()
            .name("notice".into())
            .spawn(move || show(&title, &body));
        if let Err(e) = sent {
            none_shown(&e);
        }
    }
}

#[cfg(free_desktop)]
fn show(title: &str, body: &str) {
    let shown = notify_rust::Notification::new()
        .appname("dicepad")
        .summary(title)
        .body(body)
        .show();
    if let Err(e) = shown {
        none_shown(&e);
    }
}

#[cfg(not(free_desktop))]
fn show(_title: &str, _body: &str) {
    if !SAID_NONE.swap(true, Ordering::Relaxed) {
        tracing::info!("no desktop notice can be shown on this system");
    }
}

/// Keeps every notice instead of showing it (tests).
#[derive(Clone, Default)]
pub struct Recorded(pub Arc<Mutex<Vec<(String, String)>>>);

impl Notifier for Recorded {
    fn notify(&mut self, title: &str, body: &str) {
        if let Ok(mut seen) = self.0.lock() {
            seen.push((title.to_string(), body.to_string()));
        }
    }
}

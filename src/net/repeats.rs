//! The store's errors, logged once per kind with a count: a database that refuses every request
//! (it went away, or one peer keeps sending what it refuses) would otherwise write an ERROR line
//! per join and rotate the whole log away in seconds. An error is logged the first time; the
//! same text again within [`WINDOW`] is only counted, and the count is logged with the next one
//! after the window (so a steady stream gives one line a minute).

use std::sync::Mutex;
use std::time::Duration;
use web_time::Instant;

/// How long the same error is counted rather than logged.
pub const WINDOW: Duration = Duration::from_secs(60);

/// Distinct errors remembered at once (more are logged as they come, and the oldest forgotten).
const KINDS: usize = 32;

/// An error's text, when it was last logged, and how often it came since without being logged.
struct Seen {
    text: String,
    logged: Instant,
    since: u64,
}

/// Errors logged with their repeats counted (see the module's words).
pub struct Repeats {
    seen: Mutex<Vec<Seen>>,
}

/// The store's errors (every server in the process shares it).
pub static STORE_ERRORS: Repeats = Repeats::new();

impl Repeats {
    pub const fn new() -> Repeats {
        Repeats {
            seen: Mutex::new(Vec::new()),
        }
    }

    /// Logs `text` as an error unless the same text was logged within [`WINDOW`] (then it is
    /// counted, and the count goes with the next line logged for it).
    pub fn error(&self, text: String) {
        if let Some((text, repeats)) = self.should_log(text, Instant::now()) {
            if repeats > 0 {
                tracing::error!(repeats, "{text} (and {repeats} more times since last said)");
            } else {
                tracing::error!("{text}");
            }
        }
    }

    /// Whether to log `text` at `now`: the text and how many repeats went unlogged before it.
    fn should_log(&self, text: String, now: Instant) -> Option<(String, u64)> {
        let Ok(mut seen) = self.seen.lock() else {
            return Some((text, 0));
        };
        match seen.iter_mut().find(|s| s.text == text) {
            Some(s) if now.saturating_duration_since(s.logged) < WINDOW => {
                s.since += 1;
                None
            }
            Some(s) => {
                let repeats = std::mem::take(&mut s.since);
                s.logged = now;
                Some((text, repeats))
            }
            None => {
                if seen.len() >= KINDS {
                    seen.remove(0);
                }
                seen.push(Seen {
                    text: text.clone(),
                    logged: now,
                    since: 0,
                });
                Some((text, 0))
            }
        }
    }
}

impl Default for Repeats {
    fn default() -> Self {
        Repeats::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_error_is_logged_once_a_window_with_the_count_of_its_repeats() {
        let r = Repeats::new();
        let t0 = Instant::now();
        let said = |text: &str, at: Instant| r.should_log(text.to_string(), at);
        assert_eq!(said("no database", t0), Some(("no database".into(), 0)));
        for i in 1..=500 {
            assert_eq!(said("no database", t0 + Duration::from_millis(i)), None);
        }
        // Another error is its own.
        assert_eq!(said("bad row", t0), Some(("bad row".into(), 0)));
        assert_eq!(
            said("no database", t0 + WINDOW),
            Some(("no database".into(), 500))
        );
        assert_eq!(said("no database", t0 + WINDOW), None);
        // Many kinds: the memory stays bounded, each still logged.
        for i in 0..100 {
            assert!(said(&format!("error {i}"), t0).is_some());
        }
        assert!(r.seen.lock().unwrap().len() <= KINDS);
    }
}

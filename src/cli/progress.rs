//! A progress bar on stderr for the long commands (selfplay, review, export).

use std::io::IsTerminal;
#[cfg(feature = "gui")]
use std::sync::atomic::AtomicUsize;
use std::sync::atomic::{AtomicBool, Ordering};

/// Draws `[####      ] done/total` over the line it is on.
pub fn draw(done: usize, total: usize) {
    let width = 30;
    let filled = width * done / total.max(1);
    eprint!(
        "\r[{}{}] {done}/{total}",
        "#".repeat(filled),
        " ".repeat(width - filled)
    );
}

/// A bar drawn only when stderr is a terminal, ended with a line break once it was drawn.
pub struct Bar {
    show: bool,
    drawn: AtomicBool,
    /// The percentage [`Bar::percent`] drew last (the export's bar: with the `gui` feature).
    #[cfg(feature = "gui")]
    percent: AtomicUsize,
}

impl Bar {
    pub fn on_terminal() -> Bar {
        Bar {
            show: std::io::stderr().is_terminal(),
            drawn: AtomicBool::new(false),
            #[cfg(feature = "gui")]
            percent: AtomicUsize::new(0),
        }
    }

    pub fn update(&self, done: usize, total: usize) {
        if self.show {
            self.drawn.store(true, Ordering::Relaxed);
            draw(done, total);
        }
    }

    /// Draws `what [####      ] 42 %` (an export's rows), redrawn only when the percentage moves.
    #[cfg(feature = "gui")]
    pub fn percent(&self, what: &str, done: usize, total: usize) {
        if !self.show {
            return;
        }
        let percent = (100 * done / total.max(1)).min(100);
        let last = self.percent.swap(percent, Ordering::Relaxed);
        if self.drawn.swap(true, Ordering::Relaxed) && last == percent {
            return;
        }
        let width = 30;
        let filled = width * percent / 100;
        let said = crate::engine::text::Msg::new("cli-progress-percent")
            .int("percent", i64::try_from(percent).unwrap_or(100));
        eprint!(
            "\r{what} [{}{}] {said}",
            "#".repeat(filled),
            " ".repeat(width - filled)
        );
    }

    /// Ends the bar's line, if it was drawn.
    pub fn finish(&self) {
        if self.drawn.load(Ordering::Relaxed) {
            eprintln!();
        }
    }
}

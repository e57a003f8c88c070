//! A progress bar on stderr for the long commands (selfplay, review).

use std::io::IsTerminal;
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
}

impl Bar {
    pub fn on_terminal() -> Bar {
        Bar {
            show: std::io::stderr().is_terminal(),
            drawn: AtomicBool::new(false),
        }
    }

    pub fn update(&self, done: usize, total: usize) {
        if self.show {
            self.drawn.store(true, Ordering::Relaxed);
            draw(done, total);
        }
    }

    /// Ends the bar's line, if it was drawn.
    pub fn finish(&self) {
        if self.drawn.load(Ordering::Relaxed) {
            eprintln!();
        }
    }
}

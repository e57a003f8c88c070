//! The catalogue's words as a German or Dutch player reads them: bot levels in their language
//! (never "Bot (Normal)" or "Tipps vom Bot Strong"), and one ellipsis character everywhere
//! (never "...").

use super::catalog::resources;
use super::Lang;

/// The message lines of a catalogue file (comments and blank lines left out).
fn message_lines(source: &str) -> impl Iterator<Item = (usize, &str)> {
    source
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim_start().starts_with('#') && !l.trim().is_empty())
}

#[test]
fn german_and_dutch_name_the_bot_levels_in_their_own_words() {
    let mut bad = Vec::new();
    for r in resources().iter().filter(|r| r.lang != Lang::En) {
        for (n, line) in message_lines(r.source) {
            // A selector's keys are the levels' keys, and the CLI's --player takes the
            // history's English keys as typed.
            if line.trim_start().starts_with(['[', '*']) || line.starts_with("cli-stats-arg-player")
            {
                continue;
            }
            let english = line
                .split(|c: char| !c.is_alphanumeric())
                .any(|w| matches!(w, "Easy" | "Normal" | "Strong"));
            if english {
                bad.push(format!("{}/{}:{}: {line}", r.lang.code(), r.file, n + 1));
            }
        }
    }
    assert!(bad.is_empty(), "English level words:\n{}", bad.join("\n"));
    for (lang, word) in [(Lang::De, "Mittel"), (Lang::Nl, "Normaal")] {
        let said = super::Msg::new("seat-bot-normal").render(lang);
        assert!(said.contains(word), "{said}");
        let hint = super::Msg::new("settings-hint-bot")
            .text("level", "Strong")
            .render(lang);
        assert!(!hint.contains("Strong"), "{hint}");
    }
}

#[test]
fn every_language_writes_an_ellipsis_as_one_character() {
    let mut bad = Vec::new();
    for r in resources() {
        for (n, line) in message_lines(r.source) {
            if line.contains("...") {
                bad.push(format!("{}/{}:{}: {line}", r.lang.code(), r.file, n + 1));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "\"...\" instead of \"…\":\n{}",
        bad.join("\n")
    );
}

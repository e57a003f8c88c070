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
    // The app hands a level to the catalogue as its English key: a German or Dutch message must
    // word it by a selector, never show the key as it is ("Bot Strong: 2 Fische…"). Only the
    // command line's own words may echo it, as they are typed there.
    let echoes = ["cli-selfplay-", "file-bot-level-unknown"];
    let mut bare = Vec::new();
    for r in resources().iter().filter(|r| r.lang != Lang::En) {
        for (n, line) in message_lines(r.source) {
            if line.contains("{ $level }") && !echoes.iter().any(|e| line.starts_with(e)) {
                bare.push(format!("{}/{}:{}: {line}", r.lang.code(), r.file, n + 1));
            }
        }
    }
    assert!(
        bare.is_empty(),
        "a level key shown as it is:\n{}",
        bare.join("\n")
    );
    for (lang, word) in [(Lang::De, "Mittel"), (Lang::Nl, "Normaal")] {
        let said = super::Msg::new("seat-bot-normal").render(lang);
        assert!(said.contains(word), "{said}");
        let hint = super::Msg::new("settings-hint-bot")
            .text("level", "Strong")
            .render(lang);
        assert!(!hint.contains("Strong"), "{hint}");
        let fish = super::Msg::new("daily-bot-fish")
            .text("level", "Strong")
            .int("n", 2)
            .render(lang);
        assert!(!fish.contains("Strong"), "{fish}");
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

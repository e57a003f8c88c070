//! The seat names a room is opened with: a player's words shown at everyone's table, in the
//! chat and in the Network games list, so they must not pass for someone else. A name holds no
//! control character or text direction control (refused: a name is chosen once, by the creator,
//! who is told why), its stacked combining marks are cut to [`super::chat::MAX_MARKS`], an invisible-only
//! name is blank (the seat is worded "Player N" by each reader), at most
//! [`MAX_NAME_CHARS`] letters; two seats never have the same name (case and invisible
//! characters aside); and no name has the form of the names the game gives seats, bots or the
//! server in any of its languages ("Player 3", "Spieler 3", "Speler 3", "Bot 8 (Normal)",
//! "Normal bot", "server"), except a seat's own default name, which is kept blank (a window that
//! fills in "Player 2" for an unnamed seat opens its room as before).

use super::chat::{cap_marks, is_bidi_control, is_invisible};
use super::protocol::SeatSpec;
use crate::engine::seats::MAX_NAME_CHARS;
use crate::engine::text::Msg;

/// The words of the game's own names for seats, bots and the server, in every language it
/// speaks, lowercase: a name made of these and numbers only is one of them.
const OWN_WORDS: [&str; 10] = [
    "player", "spieler", "speler", "bot", "bots", "server", "seat", "platz", "plaats", "host",
];
/// Words that may come with them ("Normal bot", "Bot 3 (Strong)", "starker Bot").
const LEVEL_WORDS: [&str; 15] = [
    "easy",
    "normal",
    "strong",
    "leicht",
    "leichter",
    "normaler",
    "stark",
    "starker",
    "makkelijk",
    "makkelijke",
    "normaal",
    "normale",
    "sterk",
    "sterke",
    "the",
];
/// "Player" in each language (a seat's default name is "Player N").
const PLAYER_WORDS: [&str; 3] = ["player", "spieler", "speler"];

/// The seats' names, checked and cleaned (one per seat, blank where none was given), or why
/// not.
pub fn check(names: &[String], seats: &[SeatSpec]) -> Result<Vec<String>, Msg> {
    let mut kept: Vec<String> = Vec::with_capacity(seats.len());
    let mut keys: Vec<String> = Vec::with_capacity(seats.len());
    for (i, spec) in seats.iter().enumerate() {
        let typed = names.get(i).map_or("", String::as_str);
        if typed
            .chars()
            .any(|c| c.is_control() || is_bidi_control(c) || matches!(c, '\u{2028}' | '\u{2029}'))
        {
            return Err(Msg::new("net-name-control").count("seat", i + 1));
        }
        let mut name = cap_marks(typed.trim());
        if name.chars().all(is_invisible) {
            name.clear();
        }
        if name.chars().count() > MAX_NAME_CHARS {
            return Err(Msg::new("net-name-long")
                .count("seat", i + 1)
                .count("max", MAX_NAME_CHARS));
        }
        let key = folded(&name);
        let words: Vec<&str> = key.split(' ').filter(|w| !w.is_empty()).collect();
        if !name.is_empty() && looks_own(&words) {
            if !is_seats_own_default(&words, i, spec) {
                return Err(Msg::new("net-name-default")
                    .count("seat", i + 1)
                    .text("name", name));
            }
            name.clear();
        }
        if !name.is_empty() {
            if let Some(first) = keys.iter().position(|k| *k == key) {
                return Err(Msg::new("net-name-twice")
                    .count("first", first + 1)
                    .count("seat", i + 1)
                    .text("name", name));
            }
        }
        keys.push(if name.is_empty() { String::new() } else { key });
        kept.push(name);
    }
    Ok(kept)
}

/// `name` as compared: lowercase, without invisible characters, every run of anything that is
/// not a letter or digit one space ("ANN", "Ann\u{200B}" and " ann " are one name; "Bot 3
/// (Normal)" reads "bot 3 normal").
fn folded(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut gap = false;
    for c in name
        .chars()
        .filter(|c| !is_invisible(*c) || c.is_whitespace())
    {
        if c.is_alphanumeric() {
            if gap && !out.is_empty() {
                out.push(' ');
            }
            gap = false;
            out.extend(c.to_lowercase());
        } else {
            gap = true;
        }
    }
    out
}

/// Whether folded words are only the game's own naming words and numbers, one naming word at
/// least.
fn looks_own(words: &[&str]) -> bool {
    let number = |w: &str| w.chars().all(|c| c.is_ascii_digit());
    words.iter().any(|w| OWN_WORDS.contains(w))
        && words
            .iter()
            .all(|w| number(w) || OWN_WORDS.contains(w) || LEVEL_WORDS.contains(w))
}

/// Whether folded words are seat `seat`'s own default name: "Player N" (any language), or for a
/// bot "Bot N (Level)" of its own level (or "Level bot N", an older server's English default).
fn is_seats_own_default(words: &[&str], seat: usize, spec: &SeatSpec) -> bool {
    let n = (seat + 1).to_string();
    match words {
        [player, m] => PLAYER_WORDS.contains(player) && *m == n,
        ["bot", m, level] | [level, "bot", m] => match spec {
            SeatSpec::Bot(l) => *m == n && *level == l.label().to_lowercase(),
            _ => false,
        },
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::BotLevel;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }
    fn people(n: usize) -> Vec<SeatSpec> {
        vec![SeatSpec::Remote; n]
    }
    fn id(r: Result<Vec<String>, Msg>) -> String {
        r.unwrap_err().id().unwrap_or_default().to_string()
    }

    #[test]
    fn a_name_with_a_direction_control_or_a_control_character_is_refused() {
        for bad in [
            "Ann\u{202E}nnA",
            "\u{2066}Bob",
            "Cy\u{061C}",
            "Di\u{200F}",
            "E\nF",
            "G\u{2028}",
        ] {
            assert_eq!(
                id(check(&names(&[bad]), &people(1))),
                "net-name-control",
                "{bad:?}"
            );
        }
    }

    #[test]
    fn a_name_over_the_limit_is_refused_in_letters_and_marks_are_capped() {
        let most = "é".repeat(MAX_NAME_CHARS);
        assert_eq!(
            check(&names(&[&most]), &people(1)).unwrap(),
            [most.as_str()]
        );
        let r = check(&names(&[&format!("{most}x")]), &people(1)).unwrap_err();
        assert_eq!(
            r,
            Msg::new("net-name-long").count("seat", 1).count("max", 40)
        );
        let stacked = format!("Z{}", "\u{0301}".repeat(50));
        assert_eq!(
            check(&names(&[&stacked]), &people(1)).unwrap(),
            ["Z\u{0301}\u{0301}"]
        );
        // Invisible only: blank, the seat reads "Player N".
        assert_eq!(
            check(&names(&["\u{200B}\u{0301} "]), &people(1)).unwrap(),
            [""]
        );
    }

    #[test]
    fn two_seats_never_share_a_name() {
        for pair in [
            ["Ann", "Ann"],
            ["Ann", "ANN"],
            ["Ann", " ann\u{200B}"],
            ["A-nn", "a nn"],
        ] {
            assert_eq!(
                id(check(&names(&pair), &people(2))),
                "net-name-twice",
                "{pair:?}"
            );
        }
        assert!(check(&names(&["Ann", "Anna", "", ""]), &people(4)).is_ok());
    }

    #[test]
    fn no_name_passes_for_a_default_seat_a_bot_or_the_server() {
        let seats = [
            SeatSpec::Remote,
            SeatSpec::Remote,
            SeatSpec::Remote,
            SeatSpec::Bot(BotLevel::Normal),
        ];
        for bad in [
            "Player 1",
            "Spieler 1",
            "speler 2",
            "Bot 8 (Normal)",
            "Bot 3 (Strong)",
            "Normal bot 3",
            "Strong bot 4",
            "starker Bot",
            "Bot",
            "server",
            "The Server",
            "SERVER 2",
            "Player\u{200B} 1",
        ] {
            assert_eq!(
                id(check(&names(&["", "", bad, ""]), &seats)),
                "net-name-default",
                "{bad:?}"
            );
        }
        // A seat's own default name stays blank (each reader words it); other names pass.
        let own = check(
            &names(&["Player 1", "Spieler 2", "Speler 3", "Bot 4 (Normal)"]),
            &seats,
        );
        assert_eq!(own.unwrap(), ["", "", "", ""]);
        let fine = check(
            &names(&["Playa", "Bottom", "Servers of Ann", "Normal"]),
            &seats,
        );
        assert!(fine.is_ok(), "{fine:?}");
    }
}

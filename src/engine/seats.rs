//! Who sits at the table: the seats, their kind (a person or a bot of some level) and the names a
//! game's words use for them. Below the rules contract, the bots and the session, which all name
//! seats.

use super::text::Msg;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::str::FromStr;

/// Who sits in a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatKind {
    Human,
    Bot(BotLevel),
}

impl SeatKind {
    /// The bot's level, for a bot's seat.
    pub fn bot_level(self) -> Option<BotLevel> {
        match self {
            SeatKind::Bot(level) => Some(level),
            SeatKind::Human => None,
        }
    }
}

/// A seat at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    pub name: String,
    pub kind: SeatKind,
}

impl SeatInfo {
    pub fn human(name: impl Into<String>) -> Self {
        SeatInfo {
            name: name.into(),
            kind: SeatKind::Human,
        }
    }
    pub fn bot(name: impl Into<String>, level: BotLevel) -> Self {
        SeatInfo {
            name: name.into(),
            kind: SeatKind::Bot(level),
        }
    }
    pub fn is_human(&self) -> bool {
        self.kind == SeatKind::Human
    }
}

/// The longest seat name, in characters (the same as the settings' player names). A name is
/// typed into a short field and drawn in sheet headers, the end window, exports and statistics;
/// 40 is more than a person's or a bot's name needs, and bounds what a name costs to draw.
pub const MAX_NAME_CHARS: usize = 40;

/// Checks the seat names a new or loaded game would use: at most [`MAX_NAME_CHARS`] characters
/// and no control characters (a line break in a name would break every one-line message).
/// Refused rather than shortened, so a loaded game is exactly the game that was saved.
pub fn check_names(seats: &[SeatInfo]) -> Result<(), Msg> {
    for (i, seat) in seats.iter().enumerate() {
        let chars = seat.name.chars().count();
        if chars > MAX_NAME_CHARS {
            return Err(Msg::new("file-seat-name-long")
                .count("seat", i + 1)
                .count("chars", chars)
                .count("max", MAX_NAME_CHARS));
        }
        if seat.name.chars().any(char::is_control) {
            return Err(Msg::new("file-seat-name-control").count("seat", i + 1));
        }
    }
    Ok(())
}

/// `name` shortened to at most `max` characters, ending in "…" when cut (for drawing a name
/// where room is short; the game itself keeps the whole name).
pub fn shorten(name: &str, max: usize) -> Cow<'_, str> {
    match name.char_indices().nth(max.max(1) - 1) {
        Some((end, _)) if name[end..].chars().nth(1).is_some() => {
            Cow::Owned(format!("{}…", &name[..end]))
        }
        _ => Cow::Borrowed(name),
    }
}

/// Bot strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
pub enum BotLevel {
    /// Uniformly random over the legal actions.
    Easy,
    /// Looks ahead; clearly stronger than Easy, and quick.
    Normal,
    /// Searches deeper on the fast rules (expectimax or Monte Carlo); up to about a second a move.
    Strong,
}

impl BotLevel {
    pub const ALL: [BotLevel; 3] = [BotLevel::Easy, BotLevel::Normal, BotLevel::Strong];
    /// The level's key: stored in the history database and read back by `--level`; the
    /// catalogue words it (`seat-bot-*`, selectors on `$level`).
    pub fn label(self) -> &'static str {
        match self {
            BotLevel::Easy => "Easy",
            BotLevel::Normal => "Normal",
            BotLevel::Strong => "Strong",
        }
    }
}

impl FromStr for BotLevel {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "easy" => Ok(BotLevel::Easy),
            "normal" => Ok(BotLevel::Normal),
            "strong" => Ok(BotLevel::Strong),
            other => Err(Msg::new("file-bot-level-unknown")
                .text("level", super::files::clip(other, 20))
                .to_string()),
        }
    }
}

/// Seat names for the words a game writes (prompts, log lines): "Ann moves", not "Player 1 moves".
#[derive(Clone, Copy, Debug)]
pub struct Names<'a>(&'a [SeatInfo]);

impl<'a> Names<'a> {
    pub fn of(seats: &'a [SeatInfo]) -> Self {
        Names(seats)
    }
    /// No names known: every seat is "Player N".
    pub const NONE: Names<'static> = Names(&[]);
    /// The seat's name, or when it has none "Player N" (a bot's: "Bot N (Normal)"), 1-based and
    /// in this thread's language: a blank name is worded when it is shown, so the save (and a
    /// network room, whose players each read their own language) stays language-free.
    pub fn get(&self, seat: usize) -> Cow<'a, str> {
        match self.0.get(seat) {
            Some(s) => Names::worded(&s.name, s.kind, seat),
            None => Cow::Owned(player_n(seat)),
        }
    }
    /// Seat `seat`'s name as [`Names::get`] words it, from its stored name and kind (for what
    /// keeps those apart from the seat list, such as a review's decisions).
    pub fn worded(name: &str, kind: SeatKind, seat: usize) -> Cow<'_, str> {
        match kind {
            _ if !name.trim().is_empty() => Cow::Borrowed(name),
            SeatKind::Bot(level) => Cow::Owned(
                Msg::new("seat-bot-n")
                    .count("n", seat + 1)
                    .text("level", level.label())
                    .to_string(),
            ),
            SeatKind::Human => Cow::Owned(player_n(seat)),
        }
    }
    /// A seat's name as a list of names only (no seat kinds) has it: a blank one reads "Player N"
    /// (1-based, in this thread's language), as in [`Names::get`].
    pub fn shown(name: &str, seat: usize) -> Cow<'_, str> {
        if name.trim().is_empty() {
            Cow::Owned(player_n(seat))
        } else {
            Cow::Borrowed(name)
        }
    }
    /// "Ann's", "Chris'" style possessive.
    pub fn possessive(&self, seat: usize) -> String {
        let name = self.get(seat);
        if name.ends_with('s') {
            format!("{name}'")
        } else {
            format!("{name}'s")
        }
    }
}

/// Gives every seat whose name is blank "Player N" in this thread's language, as a table set up
/// in the window names its seats (the New game dialog, `dicepad host` without `--names`): the
/// host's words, fixed in the game from then on.
pub fn name_blank_seats(seats: &mut [SeatInfo]) {
    for (i, seat) in seats.iter_mut().enumerate() {
        if seat.name.trim().is_empty() {
            seat.name = player_n(i);
        } else {
            seat.name = seat.name.trim().to_string();
        }
    }
}

/// "Player N" for seat `seat` (from 0), in this thread's language.
fn player_n(seat: usize) -> String {
    Msg::new("player-n").count("n", seat + 1).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_fall_back_to_player_numbers_and_make_possessives() {
        let seats = vec![
            SeatInfo::human("Ann"),
            SeatInfo::human("  "),
            SeatInfo::human("Gus"),
        ];
        let names = Names::of(&seats);
        assert_eq!(names.get(0), "Ann");
        assert_eq!(names.get(1), "Player 2", "a blank name reads as its seat");
        assert_eq!(names.get(5), "Player 6", "a seat past the list");
        assert_eq!(names.possessive(0), "Ann's");
        assert_eq!(names.possessive(2), "Gus'");
        assert_eq!(Names::NONE.get(0), "Player 1");
        assert_eq!(Names::shown(" ", 3), "Player 4");
        assert_eq!(Names::shown("Ann", 3), "Ann");
        // A bot's blank name says so.
        let bots = [
            SeatInfo::bot("", BotLevel::Strong),
            SeatInfo::bot("Rex", BotLevel::Easy),
        ];
        assert_eq!(Names::of(&bots).get(0), "Bot 1 (Strong)");
        assert_eq!(Names::of(&bots).get(1), "Rex");
        // A blank name is worded when shown, in the thread's language (the save keeps it blank).
        crate::engine::text::set_lang(crate::engine::text::Lang::De);
        assert_eq!(names.get(1), "Spieler 2");
        assert_eq!(Names::shown("", 0), "Spieler 1");
        crate::engine::text::set_lang(crate::engine::text::Lang::Nl);
        assert_eq!(names.get(1), "Speler 2");
        assert_eq!(names.get(0), "Ann");
        crate::engine::text::set_lang(crate::engine::text::Lang::En);
    }

    #[test]
    fn names_are_capped_and_shortened_with_an_ellipsis() {
        let long = "x".repeat(MAX_NAME_CHARS);
        assert!(check_names(&[SeatInfo::human(&long), SeatInfo::human("")]).is_ok());
        let e = check_names(&[SeatInfo::human("Ann"), SeatInfo::human(format!("{long}é"))])
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("seat 2") && e.contains(&format!("at most {MAX_NAME_CHARS} letters")),
            "{e}"
        );
        assert!(check_names(&[SeatInfo::human("Ann\nBen")]).is_err());
        assert_eq!(shorten("Ann", 3), "Ann");
        assert_eq!(shorten("Annabel", 4), "Ann…");
        assert_eq!(shorten("Annabel", 4).chars().count(), 4);
        assert_eq!(shorten("ééééé", 5), "ééééé");
        assert_eq!(shorten("éééééé", 5), "éééé…");
    }

    #[test]
    fn bot_levels_read_back_from_their_labels_and_unknown_ones_are_named() {
        for level in BotLevel::ALL {
            assert_eq!(level.label().parse::<BotLevel>(), Ok(level));
        }
        assert_eq!(" STRONG ".parse::<BotLevel>(), Ok(BotLevel::Strong));
        let e = "genius".parse::<BotLevel>().unwrap_err();
        assert!(e.contains("genius") && e.contains("strong"), "{e}");
    }
}

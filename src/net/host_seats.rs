//! The seats of a game hosted from the window (`dicepad host --seats you,remote,normal --names
//! …`): one word per seat, `you` (the seat played in the hosting window, exactly one), `remote`
//! (a person joining from elsewhere) or a bot level, and optional names.

use crate::engine::{BotLevel, SeatInfo};

/// The hosted table's seats, and which one the hosting window plays.
#[derive(Clone, Debug, PartialEq)]
pub struct HostSeats {
    pub seats: Vec<SeatInfo>,
    pub mine: usize,
}

/// Why a list of seat words is not a table to host.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HostSeatsError {
    #[error("only one seat can be `you`")]
    TwoYou,
    #[error("one seat must be `you`")]
    NoYou,
    #[error("`{0}` is not a seat: use you, remote, easy, normal or strong")]
    NotASeat(String),
}

impl HostSeatsError {
    /// The problem in the player's language (its `Display` is the English, for logs).
    pub fn msg(&self) -> crate::engine::text::Msg {
        use crate::engine::text::Msg;
        match self {
            HostSeatsError::TwoYou => Msg::new("host-two-you"),
            HostSeatsError::NoYou => Msg::new("host-no-you"),
            HostSeatsError::NotASeat(word) => {
                Msg::new("host-not-a-seat").text("word", word.clone())
            }
        }
    }
}

impl HostSeats {
    /// From comma-separated seat words and comma-separated names (a missing or empty name stays
    /// blank: it reads "Player N" in the language of whoever sees it, see [`crate::engine::Names`]).
    pub fn parse(seats: &str, names: Option<&str>) -> Result<HostSeats, HostSeatsError> {
        let names: Vec<String> = names
            .map(|n| n.split(',').map(|s| s.trim().to_string()).collect())
            .unwrap_or_default();
        let mut mine = None;
        let mut infos = Vec::new();
        for (i, word) in seats.split(',').map(str::trim).enumerate() {
            // A blank name is worded where it is shown, in each reader's language.
            let name = names.get(i).cloned().unwrap_or_default();
            infos.push(match word {
                "you" if mine.is_some() => return Err(HostSeatsError::TwoYou),
                "you" => {
                    mine = Some(i);
                    SeatInfo::human(name)
                }
                "remote" => SeatInfo::human(name),
                level => {
                    let level: BotLevel = level
                        .parse()
                        .map_err(|_| HostSeatsError::NotASeat(level.to_string()))?;
                    SeatInfo::bot(name, level)
                }
            });
        }
        let mine = mine.ok_or(HostSeatsError::NoYou)?;
        Ok(HostSeats { seats: infos, mine })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::SeatKind;

    #[test]
    fn reads_you_remote_and_bots_with_names() {
        let t = HostSeats::parse("remote, you,strong", Some("Ann,,Cy")).unwrap();
        assert_eq!(t.mine, 1);
        let names: Vec<&str> = t.seats.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["Ann", "", "Cy"]);
        // The blank one is worded when shown, in the reader's language.
        crate::engine::text::set_lang(crate::engine::text::Lang::De);
        assert_eq!(crate::engine::Names::of(&t.seats).get(1), "Spieler 2");
        crate::engine::text::set_lang(crate::engine::text::Lang::En);
        assert_eq!(crate::engine::Names::of(&t.seats).get(1), "Player 2");
        assert_eq!(t.seats[0].kind, SeatKind::Human);
        assert_eq!(t.seats[2].kind, SeatKind::Bot(BotLevel::Strong));
    }

    #[test]
    fn refuses_no_you_two_yous_and_unknown_words() {
        assert_eq!(
            HostSeats::parse("remote,normal", None),
            Err(HostSeatsError::NoYou)
        );
        assert_eq!(
            HostSeats::parse("you,you", None),
            Err(HostSeatsError::TwoYou)
        );
        let err = HostSeats::parse("you,genius", None).unwrap_err();
        assert_eq!(
            err.to_string(),
            "`genius` is not a seat: use you, remote, easy, normal or strong"
        );
    }
}

//! Who sits where in a room, as the room's store keeps it: the seats, their tokens, who a bot
//! took over from, the seats' random values, and the player keys the seats were rated for.

use super::protocol::SeatSpec;
use serde::{Deserialize, Serialize};

/// Who sits where in a room: the seats, each person's seat's secret token (`None` for bots), and
/// per seat handed to a bot who sat there before (the token's owner takes it back by joining).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Seating {
    pub seats: Vec<SeatSpec>,
    pub tokens: Vec<Option<String>>,
    #[serde(default)]
    pub was: Vec<Option<SeatSpec>>,
    /// The seats' random values added to the dice, in the order taken in (see
    /// [`crate::engine::seal::Contribution`]); empty in rooms stored before them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub contributions: Vec<crate::engine::seal::Contribution>,
    /// A daily challenge's attempt ([`super::day`]): its dice are the day's, the same for every
    /// player, so no seat's random value is ever taken in; its end is recorded as the attempt's
    /// result.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub day: bool,
    /// Per seat, the id of the player key its person first joined with (see [`super::rated`]);
    /// empty, or `None` for a seat, where none was shown.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<Option<SeatPlayer>>,
}

/// The player a seat's result is rated for: their id on this server (64 hex digits) and the name
/// their key goes by (blank: the seat's name is used).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatPlayer {
    pub id: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
}

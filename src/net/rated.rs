//! Network games rated on the server: who a room's result rates, and how far it moves them.
//!
//! A seat is a rated player when its person joined with their player key's proof
//! ([`super::protocol::ClientMsg::Join`]'s `proof`): the first proof a seat shows is kept in the
//! room's seating ([`super::seating::Seating::players`], as the seat's random value is), so the
//! result goes to that key's id whoever holds the token later. The method and its anchor are the
//! history's ([`crate::rating`]): Weng-Lin on the finishing order, bot seats standing at their
//! level's ladder figure, a new player starting at Normal's.
//!
//! A room rates nobody when it is a daily attempt (its board is the result), when it has one
//! seat (a solo game rates against the bots on the same dice, which the server does not play),
//! or when one key sits in two seats (a player cannot be their own opponent). Seats of a person
//! who showed no key are left out of the result, as are bot levels without a ladder figure; what
//! is left must hold a key and someone else. A seat handed to a bot after its person left counts
//! as the person's: leaving a lost game does not save a rating.
//!
//! The result is stored with the commit that stores the game's end
//! ([`super::store::Change::Append`]'s `rated`): each rated player's rating is read and written
//! in that transaction, so a finished game is rated exactly once and two rooms ending together
//! cannot lose each other's update.

use super::protocol::SeatSpec;
use super::seating::Seating;
use crate::engine::rules::BotLevel;
use crate::rating::{self, Rating, TableSeat};
use std::collections::BTreeMap;

/// Who took a place in a rated room's result.
#[derive(Clone, Debug, PartialEq)]
pub enum Rated {
    /// A player by their id on this server (64 hex digits), under their key's name (the seat's
    /// when the key has none).
    Player {
        id: String,
        name: String,
    },
    Bot(BotLevel),
}

/// One place of a rated room's result.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedPlace {
    pub who: Rated,
    pub score: i32,
    pub winner: bool,
}

/// A finished room's result, to rate its players with.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedTable {
    pub game: String,
    /// Seats at the table (the bots' ladder figures are per table size).
    pub seats: usize,
    pub places: Vec<RatedPlace>,
}

/// A rated player's rating after the table: their id, the seat's name, and the new rating.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedPlayer {
    pub id: String,
    pub name: String,
    pub rating: Rating,
}

impl RatedTable {
    /// The result of a finished room of `game` (see the module's notes for who it rates):
    /// `names[i]`, `scores[i]` are seat `i`'s, `winners` the winning seats. `None` when it rates
    /// nobody.
    pub fn of_room(
        game: &str,
        seating: &Seating,
        names: &[String],
        scores: &[i32],
        winners: &[usize],
    ) -> Option<RatedTable> {
        let seats = seating.seats.len();
        if seating.day || seats < 2 || scores.len() != seats {
            return None;
        }
        let keys: Vec<&String> = seating.players.iter().flatten().map(|p| &p.id).collect();
        let mut distinct = keys.clone();
        distinct.sort();
        distinct.dedup();
        if keys.is_empty() || distinct.len() != keys.len() {
            return None;
        }
        let mut places = Vec::new();
        for (i, spec) in seating.seats.iter().enumerate() {
            let was_person = seating.was.get(i).is_some_and(Option::is_some);
            let who = match (seating.players.get(i).cloned().flatten(), spec) {
                (Some(p), _) => Rated::Player {
                    id: p.id,
                    name: if p.name.is_empty() {
                        names.get(i).cloned().unwrap_or_default()
                    } else {
                        p.name
                    },
                },
                (None, SeatSpec::Bot(level)) if !was_person => {
                    if rating::bot_rating(game, seats, *level).is_none() {
                        continue;
                    }
                    Rated::Bot(*level)
                }
                // A person who showed no key (or whose seat a bot plays now).
                (None, _) => continue,
            };
            places.push(RatedPlace {
                who,
                score: scores[i],
                winner: winners.contains(&i),
            });
        }
        (places.len() >= 2).then(|| RatedTable {
            game: game.to_string(),
            seats,
            places,
        })
    }

    /// The rated players' ids, each once, in order (the order their ratings are locked in).
    pub fn player_ids(&self) -> Vec<String> {
        let mut ids: Vec<String> = self
            .places
            .iter()
            .filter_map(|p| match &p.who {
                Rated::Player { id, .. } => Some(id.clone()),
                Rated::Bot(_) => None,
            })
            .collect();
        ids.sort();
        ids.dedup();
        ids
    }

    /// Every rated player's rating after this table, from `before` (a player missing there has
    /// not played this game on the server: Normal's start).
    pub fn after(&self, before: &BTreeMap<String, Rating>) -> Vec<RatedPlayer> {
        let seats = self.seats;
        let table: Vec<TableSeat> = self
            .places
            .iter()
            .map(|p| TableSeat {
                rating: match &p.who {
                    Rated::Player { id, .. } => {
                        before.get(id).copied().unwrap_or_else(Rating::start)
                    }
                    Rated::Bot(level) => rating::bot_rating(&self.game, seats, *level)
                        // of_room keeps only bots with a figure.
                        .unwrap_or_else(Rating::start),
                },
                score: p.score,
                winner: p.winner,
            })
            .collect();
        let after = rating::rate_table(&table);
        self.places
            .iter()
            .zip(after)
            .filter_map(|(p, rating)| match &p.who {
                Rated::Player { id, name } => Some(RatedPlayer {
                    id: id.clone(),
                    name: name.clone(),
                    rating,
                }),
                Rated::Bot(_) => None,
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::seating::SeatPlayer;

    fn seating(seats: Vec<SeatSpec>, players: Vec<Option<&str>>) -> Seating {
        Seating {
            tokens: seats.iter().map(|_| None).collect(),
            was: vec![None; seats.len()],
            seats,
            contributions: Vec::new(),
            day: false,
            players: players
                .into_iter()
                .map(|p| {
                    p.map(|id| SeatPlayer {
                        id: id.to_string(),
                        name: String::new(),
                    })
                })
                .collect(),
        }
    }

    const GAME: &str = "hex-roller";

    fn names(n: usize) -> Vec<String> {
        (1..=n).map(|i| format!("Seat {i}")).collect()
    }

    #[test]
    fn who_a_room_rates() {
        use SeatSpec::{Bot, Remote};
        // Two keys and a keyless person: the keyless seat is left out.
        let s = seating(
            vec![Remote, Remote, Remote],
            vec![Some("a"), Some("b"), None],
        );
        let t = RatedTable::of_room(GAME, &s, &names(3), &[10, 20, 30], &[2]).unwrap();
        assert_eq!(t.places.len(), 2);
        assert_eq!(t.player_ids(), vec!["a".to_string(), "b".to_string()]);
        assert_eq!(t.seats, 3);
        // The seat's name when the key has none.
        assert!(matches!(&t.places[0].who, Rated::Player { name, .. } if name == "Seat 1"));
        // A key against a bot with a ladder figure: rated.
        let s = seating(vec![Remote, Bot(BotLevel::Normal)], vec![Some("a")]);
        assert!(RatedTable::of_room(GAME, &s, &names(2), &[10, 20], &[1]).is_some());
        // One key in two seats, a daily room, a solo room, nobody keyed: nobody rated.
        let s = seating(vec![Remote, Remote], vec![Some("a"), Some("a")]);
        assert_eq!(
            RatedTable::of_room(GAME, &s, &names(2), &[1, 2], &[1]),
            None
        );
        let mut s = seating(vec![Remote, Bot(BotLevel::Normal)], vec![Some("a")]);
        s.day = true;
        assert_eq!(
            RatedTable::of_room(GAME, &s, &names(2), &[1, 2], &[1]),
            None
        );
        let s = seating(vec![Remote], vec![Some("a")]);
        assert_eq!(RatedTable::of_room(GAME, &s, &names(1), &[1], &[0]), None);
        let s = seating(vec![Remote, Remote], vec![]);
        assert_eq!(
            RatedTable::of_room(GAME, &s, &names(2), &[1, 2], &[1]),
            None
        );
        // A key and a keyless person only: nobody else in the result.
        let s = seating(vec![Remote, Remote], vec![Some("a"), None]);
        assert_eq!(
            RatedTable::of_room(GAME, &s, &names(2), &[1, 2], &[1]),
            None
        );
        // A seat a bot took over from its keyless person is not a bot's place.
        let mut s = seating(vec![Remote, Bot(BotLevel::Normal)], vec![Some("a")]);
        s.was[1] = Some(Remote);
        assert_eq!(
            RatedTable::of_room(GAME, &s, &names(2), &[1, 2], &[1]),
            None
        );
    }

    #[test]
    fn the_winner_goes_up_the_loser_down_and_a_second_game_moves_on_from_the_first() {
        use SeatSpec::Remote;
        let s = seating(vec![Remote, Remote], vec![Some("a"), Some("b")]);
        let t = RatedTable::of_room(GAME, &s, &names(2), &[30, 20], &[0]).unwrap();
        let after = t.after(&BTreeMap::new());
        let start = Rating::start();
        assert!(after[0].rating.mu > start.mu && after[1].rating.mu < start.mu);
        assert!(after[0].rating.sigma < start.sigma);
        let before: BTreeMap<String, Rating> =
            after.iter().map(|p| (p.id.clone(), p.rating)).collect();
        let again = t.after(&before);
        assert!(again[0].rating.mu > after[0].rating.mu);
        assert!(again[1].rating.mu < after[1].rating.mu);
    }
}

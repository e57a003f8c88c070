//! Ratings for people, per game, from the games in the history.
//!
//! The method is Weng and Lin's Bayesian rating for free-for-all results (the `skillratings`
//! crate's `weng_lin`, the model OpenSkill uses): each player is a skill estimate `mu` with an
//! uncertainty `sigma`, and one game's finishing order moves everyone at the table by how
//! surprising it was. It takes any number of seats and ties, which Elo and Glicko (two players
//! per game) do not.
//!
//! Ratings are anchored on the bot ladder ([`crate::sim::ladder`]): every bot seat stands at its
//! level's published rating for that game and table size, and is never moved by a game; a person's
//! first rating is Normal's, with the method's usual wide uncertainty. Shown ratings are on the
//! ladder's Elo-like scale (400 points = ten times the odds, Normal = 1500), so "1,650" means
//! between Normal and Strong in the same units as New game's figures.
//!
//! - A game with several seats rates by finishing order: the winners first (tied), then the rest
//!   by score, equal scores tied.
//! - A solo game rates against the bots on the same dice: Easy, Normal and Strong each play the
//!   same seed alone ([`solo::bots_on_same_dice`]), and the person's place among them is the
//!   result. Solo games with table dice are not rated (their dice are not a seed the bots can
//!   play).
//! - A bot level without a published figure (Easy where it never finished ahead: its gap is only a
//!   bound) is left out of that game's result, as is a second seat under a name already at the
//!   table. Abandoned games, and games without a person, rate nobody.
//!
//! Nothing is stored: ratings are worked out again from the history, in the order the games
//! ended, so they are the same on every look and follow any change of the history.

pub mod solo;

use crate::engine::rules::BotLevel;
use crate::history::GameSummary;
use crate::sim::ladder;
use serde::Serialize;
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;
use std::collections::BTreeMap;

/// The method's skill of a person who has not played (it is Normal's on the shown scale).
const START_MU: f64 = 25.0;
/// The method's uncertainty of a person who has not played.
pub const START_SIGMA: f64 = 25.0 / 3.0;
/// The uncertainty of a bot's seat: the ladder measured it to some tens of points.
const BOT_SIGMA: f64 = 1.0;
/// A rating whose uncertainty is above this (about the first five games) is provisional.
const PROVISIONAL_SIGMA: f64 = 5.0;

fn config() -> WengLinConfig {
    WengLinConfig::new()
}

/// Shown points per unit of the method's skill: two sure players `d` units apart win with the
/// odds of two ladder ratings `d * per_unit()` apart (the method's logistic on the sum of both
/// players' spreads, `beta * sqrt(2)` when their uncertainties are small).
pub fn per_unit() -> f64 {
    400.0 / (std::f64::consts::LN_10 * config().beta * std::f64::consts::SQRT_2)
}

/// One player's estimate.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Rating {
    pub mu: f64,
    pub sigma: f64,
}

impl Rating {
    /// A person who has not played yet.
    pub fn start() -> Rating {
        Rating {
            mu: START_MU,
            sigma: START_SIGMA,
        }
    }

    /// A bot seat standing at `points` on the shown scale.
    fn fixed_at(points: f64) -> Rating {
        Rating {
            mu: START_MU + (points - ladder::NORMAL_ANCHOR) / per_unit(),
            sigma: BOT_SIGMA,
        }
    }

    /// The rating on the shown scale.
    pub fn points(&self) -> f64 {
        ladder::NORMAL_ANCHOR + (self.mu - START_MU) * per_unit()
    }

    /// One standard deviation of it, on the shown scale.
    pub fn spread(&self) -> f64 {
        self.sigma * per_unit()
    }

    /// Still finding its level (few games).
    pub fn provisional(&self) -> bool {
        self.sigma > PROVISIONAL_SIGMA
    }

    fn weng_lin(self) -> WengLinRating {
        WengLinRating {
            rating: self.mu,
            uncertainty: self.sigma,
        }
    }
}

/// A person's rating after one game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RatingPoint {
    /// The game's id in the history.
    pub id: i64,
    /// When it ended (unix seconds).
    pub ended: i64,
    pub rating: Rating,
}

/// One person's rating in one game, and how it came about.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PersonRating {
    pub game: String,
    pub player: String,
    /// After each rated game, in the order they ended.
    pub history: Vec<RatingPoint>,
}

impl PersonRating {
    /// The rating now.
    pub fn current(&self) -> Rating {
        self.history.last().map_or_else(Rating::start, |p| p.rating)
    }

    /// The highest rating reached, on the shown scale.
    pub fn best_points(&self) -> Option<f64> {
        self.history
            .iter()
            .map(|p| p.rating.points())
            .max_by(f64::total_cmp)
    }
}

/// Every person's ratings, and what could not be rated.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Ratings {
    /// By game id, then name.
    pub people: Vec<PersonRating>,
    /// Solo games left out because the bots' results on their dice were not at hand.
    pub solo_waiting: usize,
    /// Solo games left out because their dice were rolled at the table.
    pub solo_table_dice: usize,
}

impl Ratings {
    /// The rating of `player` in `game`, if they have one.
    pub fn of(&self, game: &str, player: &str) -> Option<&PersonRating> {
        self.people
            .iter()
            .find(|p| p.game == game && p.player == player)
    }
}

/// Who took part in a game's result.
#[derive(Clone, Debug, PartialEq)]
enum Entrant {
    Person(String),
    Bot(BotLevel),
}

/// One place in a game's result: who, their score, and whether they won.
#[derive(Clone, Debug, PartialEq)]
struct Place {
    who: Entrant,
    score: i32,
    winner: bool,
}

/// A solo game's bots' scores on its dice: Easy, Normal, Strong (`None`: not at hand).
pub type SoloBots<'a> = dyn Fn(&GameSummary) -> Option<[i32; 3]> + 'a;

/// The ratings from `games` (any order; they are taken in the order they ended). `solo` gives a
/// solo game's bots' scores on the same dice.
pub fn rate(games: &[GameSummary], solo: &SoloBots<'_>) -> Ratings {
    let mut order: Vec<&GameSummary> = games.iter().collect();
    order.sort_by_key(|g| (g.ended, g.id));
    let mut out = Ratings::default();
    let mut people: BTreeMap<(String, String), Vec<RatingPoint>> = BTreeMap::new();
    for g in order {
        let Some(places) = places_of(g, solo, &mut out) else {
            continue;
        };
        let ratings: Vec<Rating> = places
            .iter()
            .map(|p| match &p.who {
                Entrant::Person(name) => people
                    .get(&(g.game.clone(), name.clone()))
                    .and_then(|h| h.last())
                    .map_or_else(Rating::start, |p| p.rating),
                Entrant::Bot(level) => bot_rating(&g.game, g.seats.len(), *level)
                    // places_of keeps only bots with a figure.
                    .unwrap_or_else(Rating::start),
            })
            .collect();
        let after = table_result(&places, &ratings);
        for (place, rating) in places.iter().zip(after) {
            if let Entrant::Person(name) = &place.who {
                people
                    .entry((g.game.clone(), name.clone()))
                    .or_default()
                    .push(RatingPoint {
                        id: g.id,
                        ended: g.ended,
                        rating,
                    });
            }
        }
    }
    out.people = people
        .into_iter()
        .map(|((game, player), history)| PersonRating {
            game,
            player,
            history,
        })
        .collect();
    out
}

/// The published rating of `level` in `game` at a table of `seats`, as a fixed seat (`None`:
/// the ladder has no figure for it).
pub fn bot_rating(game: &str, seats: usize, level: BotLevel) -> Option<Rating> {
    let (_, figures) = ladder::published(game, seats)?;
    let i = ladder::LEVELS.iter().position(|l| *l == level)?;
    figures[i].map(|points| Rating::fixed_at(f64::from(points)))
}

/// The places of a game that rates someone; `None` (counting why in `out`) when it rates
/// nobody.
fn places_of(g: &GameSummary, solo: &SoloBots<'_>, out: &mut Ratings) -> Option<Vec<Place>> {
    if g.abandoned || g.seats.iter().all(|s| s.level.is_some()) {
        return None;
    }
    let mut places = Vec::new();
    if let [seat] = g.seats.as_slice() {
        if g.table_dice {
            out.solo_table_dice += 1;
            return None;
        }
        let Some(bots) = solo(g) else {
            out.solo_waiting += 1;
            return None;
        };
        let best = bots
            .iter()
            .copied()
            .max()
            .unwrap_or(seat.score)
            .max(seat.score);
        places.push(Place {
            who: Entrant::Person(seat.name.clone()),
            score: seat.score,
            winner: seat.score == best,
        });
        for (level, score) in ladder::LEVELS.iter().zip(bots) {
            places.push(Place {
                who: Entrant::Bot(*level),
                score,
                winner: score == best,
            });
        }
    } else {
        for s in &g.seats {
            let who = match s.level {
                Some(level) => Entrant::Bot(level),
                None => Entrant::Person(s.name.clone()),
            };
            // A name twice at one table is one player: the first seat counts.
            if matches!(who, Entrant::Person(_)) && places.iter().any(|p: &Place| p.who == who) {
                continue;
            }
            places.push(Place {
                who,
                score: s.score,
                winner: s.winner,
            });
        }
    }
    places.retain(|p| match p.who {
        Entrant::Person(_) => true,
        Entrant::Bot(level) => bot_rating(&g.game, g.seats.len(), level).is_some(),
    });
    (places.len() >= 2).then_some(places)
}

/// One seat of a table's result: its rating before, its score, whether it won.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TableSeat {
    pub rating: Rating,
    pub score: i32,
    pub winner: bool,
}

/// Everyone's rating after a table's result (the history's games and a server's rooms both rate
/// by it): the winners share first place, the others follow by score (equal scores share a
/// place). A bot's seat is in the result at its fixed rating; what comes out for it is ignored.
pub fn rate_table(seats: &[TableSeat]) -> Vec<Rating> {
    let rank = |p: &TableSeat| {
        if p.winner {
            1
        } else {
            2 + seats
                .iter()
                .filter(|o| !o.winner && o.score > p.score)
                .count()
        }
    };
    let teams: Vec<[WengLinRating; 1]> = seats.iter().map(|s| [s.rating.weng_lin()]).collect();
    let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(seats)
        .map(|(t, p)| (&t[..], MultiTeamOutcome::new(rank(p))))
        .collect();
    let after = weng_lin_multi_team(&input, &config());
    after
        .iter()
        .zip(seats)
        .map(|(team, before)| {
            team.first().map_or(before.rating, |r| Rating {
                mu: r.rating,
                sigma: r.uncertainty,
            })
        })
        .collect()
}

/// Everyone's rating after a history game's places.
fn table_result(places: &[Place], ratings: &[Rating]) -> Vec<Rating> {
    let seats: Vec<TableSeat> = places
        .iter()
        .zip(ratings)
        .map(|(p, r)| TableSeat {
            rating: *r,
            score: p.score,
            winner: p.winner,
        })
        .collect();
    rate_table(&seats)
}

#[cfg(test)]
mod tests;

//! What the bots' hints promise against what the game gives: a seeded game played by bots of one
//! level, with every decision's shown value (what a hint at that position would say, since the
//! hint is the same bot's choice) beside the seat's final total. The hint-truth tests and the
//! calibration bench (`benches/bots.rs`, section `calibration`) read it.

use crate::engine::text::{Lang, Msg};
use crate::engine::{Bot, BotLevel, SeatInfo, Session, ToMove};

/// One decision of a seat with the value its bot showed.
#[derive(Clone, Debug, PartialEq)]
pub struct Shown {
    /// Log index of the decision: the position before it is the first `index` actions.
    pub index: usize,
    pub seat: usize,
    /// The bot's expected score for the seat.
    pub value: f64,
}

/// A bot game with every shown value and the final totals.
#[derive(Clone, Debug)]
pub struct HintedGame {
    pub shown: Vec<Shown>,
    /// Each seat's final total.
    pub finals: Vec<i32>,
    /// Actions in the whole game.
    pub length: usize,
}

impl HintedGame {
    /// The decision nearest the middle of the game (the first at or after it) that showed a value.
    pub fn midgame(&self) -> Option<&Shown> {
        let half = self.length / 2;
        self.shown
            .iter()
            .find(|s| s.index >= half)
            .or(self.shown.last())
    }
}

/// Plays game `rules` from `seed` with `seats` bots of `level` to the end; `watch` sees the state
/// after every action with its log length. `None` if a bot could not move or the game ran past its
/// bound.
pub fn hinted_game<G: Bot + Clone>(
    rules: G,
    options: G::Options,
    seats: usize,
    level: BotLevel,
    seed: u64,
    mut watch: impl FnMut(usize, &G::State),
) -> Option<HintedGame> {
    // The seats' names never reach a player (no save is written); the spec's bot names are used.
    let seat_list = (0..seats)
        .map(|i| {
            let name = Msg::new("stats-compare-bot-name")
                .count("n", i + 1)
                .text("level", level.label());
            SeatInfo::bot(name.render(Lang::En), level)
        })
        .collect();
    let bound = rules.max_game_length(seats);
    let mut s = Session::new(rules, options, seat_list, seed).ok()?;
    let mut shown = Vec::new();
    while s.log().len() <= bound {
        match s.to_move() {
            ToMove::Over => {
                let finals = s
                    .rules()
                    .scores(s.state())
                    .iter()
                    .map(|x| x.total)
                    .collect();
                return Some(HintedGame {
                    shown,
                    finals,
                    length: s.log().len(),
                });
            }
            ToMove::Chance => s.advance_chance(),
            ToMove::Seat(seat) => {
                let choice = s.bot_choice(level)?;
                if let Some(value) = choice.value {
                    shown.push(Shown {
                        index: s.log().len(),
                        seat,
                        value,
                    });
                }
                s.apply_as_bot(seat, choice.action).ok()?;
            }
        }
        watch(s.log().len(), s.state());
    }
    None
}

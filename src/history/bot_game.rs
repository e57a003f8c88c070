//! One bot game played for the statistics screen's "Compare with bots", as a job for a
//! [`Worker`](crate::engine::worker::Worker): played off the window's thread (in the browser's
//! Web Worker, which reads it from its text: a [`RonJob`](crate::engine::worker::RonJob)) and handed back as the record
//! the window then keeps in its history.

use super::GameRecord;
use crate::engine::text::Msg;
use crate::engine::worker::Job;
use crate::engine::{BotLevel, Dice, SeatInfo};
use crate::game::MatchSetup;
use serde::{Deserialize, Serialize};

/// A game of `game` with `seats` bots of `level` on `seed`, timed from when the worker starts it.
#[derive(Serialize, Deserialize)]
pub struct BotGameTask {
    pub game: String,
    pub seats: usize,
    pub level: BotLevel,
    pub seed: u64,
}

impl Job for BotGameTask {
    type Answer = Result<GameRecord, String>;
    fn run(self, _progress: &mut dyn FnMut(usize, usize) -> bool) -> Self::Answer {
        let started = super::now();
        let plugin = crate::games::find(&self.game).ok_or_else(|| {
            Msg::new("stats-unknown-game")
                .text("game", crate::engine::save::clip(&self.game, 40))
                .to_string()
        })?;
        let setup = MatchSetup {
            seats: (0..self.seats)
                .map(|i| {
                    let name = Msg::new("stats-compare-bot-name")
                        .count("n", i + 1)
                        .text("level", self.level.label());
                    SeatInfo::bot(name.to_string(), self.level)
                })
                .collect(),
            seed: self.seed,
            options: Default::default(),
            dice: Dice::Seeded,
        };
        let mut m = plugin.new_match(setup).map_err(|e| e.to_string())?;
        crate::sim::play_out(m.as_mut()).map_err(|e| e.to_string())?;
        GameRecord::from_match(m.as_ref(), started, super::now(), false).map_err(|e| e.to_string())
    }
    fn order(&self) -> std::result::Result<crate::engine::worker::Order, String> {
        crate::engine::worker::ron_order(self)
    }
    fn read(text: &str) -> Option<Self::Answer> {
        crate::engine::worker::ron_read::<Self>(text)
    }
}

impl crate::engine::worker::RonJob for BotGameTask {
    const KIND: &'static str = "bot-game";
}

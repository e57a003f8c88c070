//! A solo game's yardstick: the bots' scores on the same dice.
//!
//! Seeded dice are drawn by their count, not by what is chosen, so a bot alone on a game's seed
//! and options meets the dice the person met. Each level's score is worked out once and kept in
//! the history's cache under a key naming this build's version (a later version's bots play
//! again).

use crate::engine::{Dice, SeatInfo};
use crate::game::MatchSetup;
use crate::history::{GameSummary, History};
use crate::sim::{ladder, SimError};

/// The cache key of `g`'s bots' scores.
pub fn cache_key(g: &GameSummary) -> String {
    let options: Vec<String> = g.options.iter().map(|(k, v)| format!("{k}={v}")).collect();
    format!(
        "solo-bots:v{}:{}:{}:{}",
        env!("CARGO_PKG_VERSION"),
        g.game,
        g.seed,
        options.join(",")
    )
}

/// Plays Easy, Normal and Strong alone on `g`'s seed and options: their scores, in that order.
pub fn bots_on_same_dice(g: &GameSummary) -> Result<[i32; 3], SimError> {
    bots_on(&g.game, g.seed, &g.options)
}

/// [`bots_on_same_dice`] of a game of `game` on `seed` with `options`.
fn bots_on(
    game: &str,
    seed: u64,
    options: &std::collections::BTreeMap<String, String>,
) -> Result<[i32; 3], SimError> {
    let plugin = crate::games::find(game).ok_or_else(|| SimError::UnknownGame(game.to_string()))?;
    let mut scores = [0; 3];
    for (score, level) in scores.iter_mut().zip(ladder::LEVELS) {
        let setup = MatchSetup {
            seats: vec![SeatInfo::bot(level.label(), level)],
            seed,
            options: options.clone(),
            dice: Dice::Seeded,
        };
        let mut m = plugin.new_match(setup)?;
        let result = crate::sim::play_out(m.as_mut())?;
        *score = result.scores.first().copied().unwrap_or(0);
    }
    Ok(scores)
}

/// The cached scores of `g`'s bots, if worked out before.
pub fn cached(history: &History, g: &GameSummary) -> Option<[i32; 3]> {
    let text = history.cache_get(&cache_key(g)).ok()??;
    serde_json::from_str(&text).ok()
}

/// Keeps `g`'s bots' scores in the cache.
pub fn keep(
    history: &mut History,
    g: &GameSummary,
    scores: [i32; 3],
) -> Result<(), crate::history::HistoryError> {
    let text = format!("[{},{},{}]", scores[0], scores[1], scores[2]);
    history.cache_put(&cache_key(g), &text)
}

/// The solo games of `games` whose bots' scores are not in the cache yet (the ones a rating
/// needs played).
pub fn missing<'a>(history: &History, games: &'a [GameSummary]) -> Vec<&'a GameSummary> {
    games
        .iter()
        .filter(|g| g.seats.len() == 1 && !g.abandoned && !g.table_dice)
        .filter(|g| g.seats.iter().all(|s| s.level.is_none()))
        .filter(|g| cached(history, g).is_none())
        .collect()
}

/// [`bots_on_same_dice`] as a job for a [`Worker`](crate::engine::worker::Worker) (the statistics
/// screen asks for it in the background; the browser's worker reads it from its text, a
/// [`RonJob`](crate::engine::worker::RonJob)): the game, seed and options of a past solo game.
/// The answer is the three scores, or why not in the player's words.
#[derive(serde::Serialize, serde::Deserialize)]
pub struct SameDiceTask {
    pub game: String,
    pub seed: u64,
    pub options: std::collections::BTreeMap<String, String>,
}

impl SameDiceTask {
    /// The task for the bots on `g`'s dice.
    pub fn of(g: &GameSummary) -> Self {
        SameDiceTask {
            game: g.game.clone(),
            seed: g.seed,
            options: g.options.clone(),
        }
    }
}

impl crate::engine::worker::Job for SameDiceTask {
    type Answer = Result<[i32; 3], String>;
    fn run(self, _progress: &mut dyn FnMut(usize, usize) -> bool) -> Self::Answer {
        bots_on(&self.game, self.seed, &self.options).map_err(|e| e.msg().to_string())
    }
    fn order(&self) -> std::result::Result<crate::engine::worker::Order, String> {
        crate::engine::worker::ron_order(self)
    }
    fn read(text: &str) -> Option<Self::Answer> {
        crate::engine::worker::ron_read::<Self>(text)
    }
}

impl crate::engine::worker::RonJob for SameDiceTask {
    const KIND: &'static str = "same-dice";
}

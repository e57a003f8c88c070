//! What a selfplay run plays: the game, one bot level per seat, how many games from which seed,
//! and the game's options.

use super::SimError;
use crate::engine::rules::BotLevel;
use crate::game::option_args;
use crate::games;

/// What `selfplay` runs.
#[derive(Clone, Debug)]
pub struct SelfplaySpec {
    pub game: String,
    pub levels: Vec<BotLevel>,
    pub games: usize,
    pub seed: u64,
    pub options: std::collections::BTreeMap<String, String>,
}

impl SelfplaySpec {
    /// From the command line's words: `bot` is the level of every seat (as many as the game's
    /// fewest) unless `seats` lists one level per seat, comma separated; `options` are
    /// `key=value` words.
    pub fn parse(
        game: &str,
        bot: &str,
        seats: Option<&str>,
        games: usize,
        seed: u64,
        options: &[String],
    ) -> Result<Self, SimError> {
        let plugin = games::find(game).ok_or_else(|| SimError::UnknownGame(game.to_string()))?;
        let info = plugin.info();
        let level = |word: &str| word.parse::<BotLevel>().map_err(SimError::BadLevel);
        let levels: Vec<BotLevel> = match seats {
            Some(list) => list.split(',').map(level).collect::<Result<_, _>>()?,
            None => vec![level(bot)?; info.min_seats.max(1)],
        };
        if levels.len() < info.min_seats || levels.len() > info.max_seats {
            return Err(SimError::SeatCount {
                game: info.name,
                min: info.min_seats,
                max: info.max_seats,
                got: levels.len(),
            });
        }
        let options = option_args::parse(options)?;
        Ok(SelfplaySpec {
            game: game.to_string(),
            levels,
            games,
            seed,
            options,
        })
    }
}

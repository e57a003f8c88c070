//! The Normal bot.

use super::rules::{Action, HexRoller, State};
use crate::engine::BotChoice;
use rand::RngCore;

/// The Normal bot's choice.
pub fn normal_choice(s: &State, rng: &mut dyn RngCore) -> Option<BotChoice<Action>> {
    crate::engine::rules::uniform_choice(&HexRoller, s, rng)
}

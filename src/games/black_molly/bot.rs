//! Black Molly bots.

use super::rules::{Action, BlackMolly, State};
use crate::engine::{BotChoice, Rules};
use rand::RngCore;

/// The Normal bot's choice.
pub fn normal_choice(s: &State, rng: &mut dyn RngCore) -> Option<BotChoice<Action>> {
    crate::engine::rules::uniform_choice(&BlackMolly, s, rng)
}

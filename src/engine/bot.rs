//! Bots: Easy is uniform over the legal actions; Normal is each game's own (its `bot.rs`
//! implements [`Bot`], so a game's rules never import its bot).

use super::rules::{BotChoice, BotLevel, Rules};
use rand::seq::IndexedRandom;
use rand::RngCore;

/// A game's bots.
pub trait Bot: Rules {
    /// The Normal bot (clearly stronger than Easy). Default: uniform, until a game has its own.
    fn normal_bot(
        &self,
        state: &Self::State,
        rng: &mut dyn RngCore,
    ) -> Option<BotChoice<Self::Action>> {
        uniform_choice(self, state, rng)
    }
}

/// A bot's choice at `level`: Easy is uniform over the legal actions, Normal is the game's own bot.
pub fn bot_action<G: Bot + ?Sized>(
    rules: &G,
    state: &G::State,
    level: BotLevel,
    rng: &mut dyn RngCore,
) -> Option<BotChoice<G::Action>> {
    match level {
        BotLevel::Easy => uniform_choice(rules, state, rng),
        BotLevel::Normal => rules.normal_bot(state, rng),
    }
}

/// Uniform random legal action (the Easy bot, and the fallback for every level).
pub fn uniform_choice<G: Rules + ?Sized>(
    rules: &G,
    state: &G::State,
    mut rng: &mut dyn RngCore,
) -> Option<BotChoice<G::Action>> {
    let legal = rules.legal_actions(state);
    legal.choose(&mut rng).cloned().map(|action| BotChoice {
        action,
        value: None,
    })
}

//! Bots: Easy is uniform over the legal actions; Normal and Strong are each game's own (its
//! `bot.rs` implements [`Bot`], so a game's rules never import its bot).

use super::rules::{BotChoice, Rules};
use super::seats::BotLevel;
use rand::seq::IndexedRandom;
use rand::RngCore;

/// What a bot gets besides the position: its random numbers and its seat's own style.
pub struct Think<'a> {
    /// Random numbers for this decision (seeded from the game seed, the seat's level and the log
    /// position, so a replay decides identically).
    pub rng: &'a mut dyn RngCore,
    /// The seat's tie-breaking, drawn from the game seed and the seat number. It stays the same all
    /// game long (a bot that plans a whole turn keeps its plan) and differs between seats, so two
    /// bots of one level on the same roll do not mirror each other.
    pub style: u64,
}

impl<'a> Think<'a> {
    pub fn new(rng: &'a mut dyn RngCore, style: u64) -> Self {
        Think { rng, style }
    }

    /// This seat's order for `key` (an action's or option's own number): sort equal values by it.
    pub fn tiebreak(&self, key: u64) -> u64 {
        mix(self.style ^ mix(key))
    }

    /// A number in [0, 1) fixed for this seat and `key`: add a small multiple of it to a value to
    /// break ties (and near ties) in this seat's own way.
    pub fn jitter(&self, key: u64) -> f64 {
        (self.tiebreak(key) >> 11) as f64 / (1u64 << 53) as f64
    }

    /// The entry with the highest value; exact ties go to the one this seat's tie-break ranks first.
    pub fn best<T>(&self, items: impl IntoIterator<Item = (T, f64, u64)>) -> Option<(T, f64)> {
        let mut best: Option<(T, f64, u64)> = None;
        for (item, value, key) in items {
            let tie = self.tiebreak(key);
            let better = match &best {
                None => true,
                Some((_, bv, bt)) => value > *bv || (value == *bv && tie > *bt),
            };
            if better {
                best = Some((item, value, tie));
            }
        }
        best.map(|(item, value, _)| (item, value))
    }
}

/// A seat's taste for `key`: a number in [-1, 1) fixed by the seat's `style` and `key`. A bot
/// multiplies a part of its evaluation by `1 + w × taste` (w small) so seats of one level weigh
/// near-equal options each its own way, not only exact ties.
pub fn taste(style: u64, key: u64) -> f64 {
    2.0 * ((mix(style ^ mix(key ^ 0x7A57E)) >> 11) as f64 / (1u64 << 53) as f64) - 1.0
}

/// splitmix64's finaliser: a fast, well-spread 64-bit hash.
pub fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// A stable 64-bit key for an action, from its notation (for [`Think::tiebreak`]).
pub fn action_key(action: &impl std::fmt::Display) -> u64 {
    use std::fmt::Write;
    struct Fnv(u64);
    impl Write for Fnv {
        fn write_str(&mut self, s: &str) -> std::fmt::Result {
            for b in s.bytes() {
                self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
            }
            Ok(())
        }
    }
    let mut h = Fnv(0xcbf2_9ce4_8422_2325);
    // Writing into a hasher cannot fail.
    let _ = write!(h, "{action}");
    h.0
}

/// A game's bots.
pub trait Bot: Rules {
    /// The Normal bot (clearly stronger than Easy, fast: a decision in well under 50 ms).
    /// Default: uniform, until a game has its own.
    fn normal_bot(
        &self,
        state: &Self::State,
        think: &mut Think<'_>,
    ) -> Option<BotChoice<Self::Action>> {
        uniform_choice(self, state, think.rng)
    }
    /// The Strong bot (deeper search on the fast rules; a decision in about a second at most).
    /// Default: the Normal bot.
    fn strong_bot(
        &self,
        state: &Self::State,
        think: &mut Think<'_>,
    ) -> Option<BotChoice<Self::Action>> {
        self.normal_bot(state, think)
    }
    /// For a game whose seats never touch each other's sheets (each plays its own, on chance that
    /// does not depend on how anyone plays): makes `seat`, the seat to move, end its current step
    /// at once without thinking, and returns true. Its own sheet is then of no account, but every
    /// other seat's game goes on exactly as if it had played (the conformance suite's
    /// `check_pass_over` plays both out): the review's rollouts pass over the seats they do not
    /// score. Default: false, the state untouched (the seats interact, or the game does not say).
    fn pass_over(&self, _state: &mut Self::State, _seat: usize) -> bool {
        false
    }
}

/// A bot's choice at `level`: Easy is uniform over the legal actions, Normal and Strong are the
/// game's own bots.
pub fn bot_action<G: Bot + ?Sized>(
    rules: &G,
    state: &G::State,
    level: BotLevel,
    think: &mut Think<'_>,
) -> Option<BotChoice<G::Action>> {
    match level {
        BotLevel::Easy => uniform_choice(rules, state, think.rng),
        BotLevel::Normal => rules.normal_bot(state, think),
        BotLevel::Strong => rules.strong_bot(state, think),
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

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn seats_break_ties_their_own_way_and_keep_it() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
        let items = || (0..8u64).map(|k| (k, 1.0, k));
        let picks: Vec<u64> = (0..16u64)
            .map(|style| Think::new(&mut rng, style).best(items()).unwrap().0)
            .collect();
        let distinct: std::collections::BTreeSet<_> = picks.iter().collect();
        assert!(
            distinct.len() > 2,
            "styles pick different tied items: {picks:?}"
        );
        let again: Vec<u64> = (0..16u64)
            .map(|style| Think::new(&mut rng, style).best(items()).unwrap().0)
            .collect();
        assert_eq!(picks, again, "a style always breaks a tie the same way");
        // A strictly higher value wins whatever the style.
        let with_best = (0..8u64).map(|k| (k, if k == 5 { 2.0 } else { 1.0 }, k));
        assert_eq!(Think::new(&mut rng, 3).best(with_best).unwrap().0, 5);
        let j = Think::new(&mut rng, 9).jitter(4);
        assert!((0.0..1.0).contains(&j));
        assert_ne!(action_key(&"N3"), action_key(&"N4"));
    }
}

//! Seeded, portable chance: the k-th chance event of a game always draws from the same stream, so
//! undo never rerolls dice and a save replays identically on any machine.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The RNG for chance event number `k` (0-based count of chance actions before it) of a game seeded with `seed`.
pub fn chance_rng(seed: u64, k: u64) -> ChaCha8Rng {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(k);
    rng
}

/// A fresh seed for a new game when the player gave none: 40 bits, plenty for variety and short
/// enough to share as a game code (see `game_code`).
pub fn fresh_seed() -> u64 {
    use web_time::{SystemTime, UNIX_EPOCH};
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0x5eed);
    // Mix the clock with the process id so two windows opened together differ (a browser has
    // no process ids, and its clock counts milliseconds: two tabs take the page's random bits).
    let other = if cfg!(target_arch = "wasm32") {
        use rand::TryRngCore;
        rand::rngs::OsRng.try_next_u64().unwrap_or(0)
    } else {
        u64::from(std::process::id())
    };
    let mixed = nanos ^ (other << 32) ^ 0x9e37_79b9_7f4a_7c15;
    // Fold the high bits in before keeping the low 40, so the clock's fast bits still count.
    (mixed ^ (mixed >> 40)) & ((1 << 40) - 1)
}

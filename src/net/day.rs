//! The online daily challenge's dice: one secret per server (32 random bytes in its store, made
//! on first need and shared by every server of one database), and from it, per date and game, a
//! seed and a salt that nobody but the server knows until the day is over:
//!
//! - `mac = HMAC-SHA256(secret, "dicepad daily {date} {game}")`;
//! - seed = `mac[0..8]` as a little-endian u64, salt = `mac[8..24]`;
//! - commitment = [`crate::engine::seal::commit`]`(seed, salt)`, the same commitment every room
//!   carries.
//!
//! The commitment is public from the day's start (on its leaderboard and in every attempt's
//! room); the seed and salt are given out once that UTC day has ended by the server's clock
//! ([`DayClock`]), and then anyone can check that they open the commitment and replay every
//! entry of the day's board. The dice of an attempt are the seed's alone (no seat's random value
//! goes in: everyone plays the same dice), so whoever plays them early cannot know them, and once
//! they are known no attempt that ends later counts.

use crate::daily::Day;
use crate::engine::seal::{commit, keyed_hash, Commitment, Salt};
use web_time::{Instant, SystemTime, UNIX_EPOCH};

/// A server's daily secret.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct DaySecret(pub [u8; 32]);

/// Never the secret.
impl std::fmt::Debug for DaySecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct(stringify!(DaySecret))
            .finish_non_exhaustive()
    }
}

/// One day's dice for one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DaySeal {
    pub seed: u64,
    pub salt: Salt,
    pub commitment: Commitment,
}

impl DaySecret {
    /// A fresh secret from the operating system.
    pub fn fresh() -> Result<DaySecret, super::problems::NoRandom> {
        super::random_bytes::<32>().map(DaySecret)
    }

    /// The dice of `game`'s challenge on `date`.
    pub fn seal(&self, date: Day, game: &str) -> DaySeal {
        let mac = keyed_hash(&self.0, format!("dicepad daily {date} {game}").as_bytes());
        let mut seed = [0u8; 8];
        seed.copy_from_slice(&mac[..8]);
        let mut salt = [0u8; 16];
        salt.copy_from_slice(&mac[8..24]);
        let (seed, salt) = (u64::from_le_bytes(seed), Salt(salt));
        DaySeal {
            seed,
            salt,
            commitment: commit(seed, &salt),
        }
    }
}

/// The server's clock for the daily challenge: the system's, or (`dicepad serve --clock`, for
/// tests) one that starts at a fixed instant when the server starts and runs on from there.
#[derive(Clone, Copy, Debug, Default)]
pub struct DayClock {
    /// The instant given, and when the server started.
    fixed: Option<(SystemTime, Instant)>,
}

impl DayClock {
    /// A clock that reads `at` now (and runs on from it); the system's clock without one.
    pub fn starting_at(at: Option<SystemTime>) -> DayClock {
        DayClock {
            fixed: at.map(|at| (at, Instant::now())),
        }
    }

    pub fn now(&self) -> SystemTime {
        match self.fixed {
            Some((at, since)) => at + since.elapsed(),
            None => SystemTime::now(),
        }
    }

    /// Today, by this clock.
    pub fn today(&self) -> Day {
        Day::of(self.now())
    }

    /// Seconds since 1970 by this clock.
    pub fn seconds(&self) -> i64 {
        seconds(self.now())
    }
}

/// A daily challenge's attempt: its room and seat, the challenge's date and the day's
/// commitment (what the room's game must carry).
#[derive(Clone, Debug, serde::Serialize)]
pub struct DailyRoom {
    pub room: String,
    pub token: String,
    pub date: String,
    pub commitment: Commitment,
}

/// Seconds since 1970 of `t` (0 before it, the largest number past its range).
pub(crate) fn seconds(t: SystemTime) -> i64 {
    t.duration_since(UNIX_EPOCH)
        .map(|d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
        .unwrap_or(0)
}

/// When `day` ends: seconds since 1970 of the next day's midnight (UTC).
pub fn day_end(day: Day) -> i64 {
    day.plus(1).0.saturating_mul(86_400)
}

/// Reads a clock given as `2026-12-03T12:00:00Z` (UTC, whole seconds), or nothing.
pub fn parse_instant(text: &str) -> Option<SystemTime> {
    let text = text.trim();
    let (date, time) = text.split_once('T')?;
    let time = time.strip_suffix('Z')?;
    let day = Day::parse(date)?;
    let mut parts = time.split(':');
    let mut part = |max: u64| -> Option<u64> {
        let p = parts.next()?;
        (p.len() == 2 && p.bytes().all(|c| c.is_ascii_digit()))
            .then(|| p.parse().ok())
            .flatten()
            .filter(|n| *n <= max)
    };
    let (h, m, s) = (part(23)?, part(59)?, part(59)?);
    if parts.next().is_some() {
        return None;
    }
    let days = u64::try_from(day.0).ok()?;
    let secs = days * 86_400 + h * 3_600 + m * 60 + s;
    Some(web_time::UNIX_EPOCH + std::time::Duration::from_secs(secs))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::seal::{hex, Seal};

    #[test]
    fn the_days_seed_and_salt_come_from_the_secret_and_open_the_commitment() {
        let secret = DaySecret([3; 32]);
        let day = Day::parse("2026-12-03").unwrap();
        let seal = secret.seal(day, "honeycomb-caverns");
        // The documented derivation, step by step.
        let mac = keyed_hash(&[3; 32], b"dicepad daily 2026-12-03 honeycomb-caverns");
        assert_eq!(seal.seed.to_le_bytes(), mac[..8]);
        assert_eq!(seal.salt.0, mac[8..24]);
        assert_eq!(seal.commitment, commit(seal.seed, &seal.salt));
        // The commitment is the rooms' own: a room's seal of that seed and salt opens with it.
        let room = Seal::new(seal.seed, seal.salt);
        assert_eq!(room.commitment, seal.commitment);
        assert_eq!(room.opens_with(seal.seed), Ok(()));
        // The same for everyone on one day; another day, game or secret, other dice.
        assert_eq!(seal, secret.seal(day, "honeycomb-caverns"));
        for other in [
            secret.seal(day.plus(1), "honeycomb-caverns"),
            secret.seal(day, "hex-roller"),
            DaySecret([4; 32]).seal(day, "honeycomb-caverns"),
        ] {
            assert_ne!(other.seed, seal.seed);
            assert_ne!(other.commitment, seal.commitment);
        }
        assert!(!format!("{secret:?}").contains(&hex(&[3; 32])));
    }

    #[test]
    fn a_fixed_clock_starts_at_its_instant_and_days_end_at_midnight() {
        let at = parse_instant("2026-12-03T12:00:00Z").unwrap();
        let clock = DayClock::starting_at(Some(at));
        assert_eq!(clock.today().to_string(), "2026-12-03");
        assert!(clock.now() >= at);
        let day = Day::parse("2026-12-03").unwrap();
        assert_eq!(
            day_end(day),
            super::super::store::seconds(parse_instant("2026-12-04T00:00:00Z").unwrap())
        );
        assert_eq!(
            parse_instant("2026-12-03T23:59:59Z").map(Day::of),
            Some(day)
        );
        for bad in [
            "2026-12-03",
            "2026-12-03T24:00:00Z",
            "2026-12-03T12:00:00",
            "2026-12-03T12:00Z",
            "x",
        ] {
            assert_eq!(parse_instant(bad), None, "{bad}");
        }
    }
}

//! Sealed dice: a commitment to a game's seed, made before the first roll and opened at the end.
//!
//! A network server draws the seed and a random salt, and gives every seat
//! `SHA-256("dicepad dice seal v1\0" ‖ seed as 8 little-endian bytes ‖ salt)` while the game
//! runs, never the seed. At the end it reveals seed and salt: anyone can then check that they give
//! the commitment, and that every logged roll is what that seed rolls. The salt (128 random bits)
//! keeps the seed from being found by hashing every possible seed against the commitment.
//!
//! The seats add to the dice too: each person's seat sends a random value of its own (a
//! [`Contribution`]) when it first joins, and every roll logged from then on is drawn from
//! [`dice_seed`] of the server's seed and every contribution received before it. The server
//! committed to its seed before it could know any seat's value, and a seat never learns the seed
//! before the end, so neither can choose what a later roll will be (docs/network.md, "Who can
//! steer the dice").

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::fmt;

/// Tells this commitment scheme apart from any other use of SHA-256 on the same bytes.
const DOMAIN: &[u8] = b"dicepad dice seal v1\0";
/// Tells the mixing of seats' values into the seed apart from the commitment.
const MIX_DOMAIN: &[u8] = b"dicepad dice mix v1\0";

/// A seat's random value (128 bits from its operating system). Written as 32 hex digits.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Nonce(pub [u8; 16]);

/// A seat's value added to a network game's dice: every roll logged at index `from` of the log
/// or later is drawn with it (see [`dice_seed`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Contribution {
    /// The seat it came from (from 0).
    pub seat: usize,
    /// The log's length when the server took it in: the first entry whose roll uses it.
    pub from: usize,
    pub value: Nonce,
}

/// The seed that draws the roll logged at index `at`: the game's own seed while no contribution
/// applies (local games, older saves), else the first 8 bytes (little-endian) of
/// `SHA-256("dicepad dice mix v1\0" ‖ seed ‖ per contribution with from ≤ at, in the list's
/// order: seat as 4 and from as 8 little-endian bytes, then its 16 bytes)`.
pub fn dice_seed(seed: u64, contributions: &[Contribution], at: usize) -> u64 {
    let mut used = contributions.iter().filter(|c| c.from <= at).peekable();
    if used.peek().is_none() {
        return seed;
    }
    let mut h = Sha256::new();
    h.update(MIX_DOMAIN);
    h.update(seed.to_le_bytes());
    for c in used {
        h.update(u32::try_from(c.seat).unwrap_or(u32::MAX).to_le_bytes());
        h.update(u64::try_from(c.from).unwrap_or(u64::MAX).to_le_bytes());
        h.update(c.value.0);
    }
    let digest: [u8; 32] = h.finalize().into();
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest[..8]);
    u64::from_le_bytes(first)
}

/// Why a save's list of contributions cannot be a server's: more than one per seat, a seat the
/// game does not have, or out of order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ContributionError {
    #[error("seat {0} is not at this table")]
    NoSeat(usize),
    #[error("seat {0} added its value twice")]
    Twice(usize),
    #[error("the values are not in the order they were taken in")]
    Order,
    #[error("the values the logged rolls used would change")]
    Rewrites,
}

impl ContributionError {
    /// The player's words.
    pub fn msg(&self) -> super::text::Msg {
        use super::text::Msg;
        match *self {
            ContributionError::NoSeat(seat) => {
                Msg::new("file-save-contribution-seat").count("seat", seat + 1)
            }
            ContributionError::Twice(seat) => {
                Msg::new("file-save-contribution-twice").count("seat", seat + 1)
            }
            ContributionError::Order => Msg::new("file-save-contribution-order"),
            ContributionError::Rewrites => Msg::new("file-save-contribution-rewrites"),
        }
    }
}

/// Checks a list of contributions for a table of `seats`.
pub fn check_contributions(list: &[Contribution], seats: usize) -> Result<(), ContributionError> {
    let mut seen = vec![false; seats];
    let mut last = 0;
    for c in list {
        let slot = seen
            .get_mut(c.seat)
            .ok_or(ContributionError::NoSeat(c.seat))?;
        if std::mem::replace(slot, true) {
            return Err(ContributionError::Twice(c.seat));
        }
        if c.from < last {
            return Err(ContributionError::Order);
        }
        last = c.from;
    }
    Ok(())
}

/// SHA-256 of the seed and salt: what the seats hold while the game runs. Written as 64 hex digits.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Commitment(pub [u8; 32]);

/// The random bytes hashed with the seed, kept secret until the end. Written as 32 hex digits.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Salt(pub [u8; 16]);

/// A game's commitment, and once the game is over the salt that opens it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seal {
    pub commitment: Commitment,
    /// Revealed at the end (with the seed); absent while the game runs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub salt: Option<Salt>,
}

/// Why a seal does not open.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SealError {
    #[error("the seed and salt are not revealed yet (the game is still running)")]
    NotRevealed,
    #[error("the revealed seed and salt do not give the commitment the seats were given")]
    Mismatch,
}

/// The commitment to `seed` with `salt`.
pub fn commit(seed: u64, salt: &Salt) -> Commitment {
    let mut h = Sha256::new();
    h.update(DOMAIN);
    h.update(seed.to_le_bytes());
    h.update(salt.0);
    Commitment(h.finalize().into())
}

impl Seal {
    /// A fresh seal of `seed` (the salt kept inside, to be stripped from what the seats see).
    pub fn new(seed: u64, salt: Salt) -> Seal {
        Seal {
            commitment: commit(seed, &salt),
            salt: Some(salt),
        }
    }

    /// The seal as the seats see it while the game runs: the commitment only.
    pub fn closed(self) -> Seal {
        Seal { salt: None, ..self }
    }

    /// Whether the revealed salt and `seed` give the commitment.
    pub fn opens_with(&self, seed: u64) -> Result<(), SealError> {
        let salt = self.salt.as_ref().ok_or(SealError::NotRevealed)?;
        if commit(seed, salt) == self.commitment {
            Ok(())
        } else {
            Err(SealError::Mismatch)
        }
    }
}

/// HMAC-SHA256 of `message` under `key` (RFC 2104): a player key's proof for one server, and the
/// daily challenge's seed and salt drawn from a server's daily secret.
pub fn keyed_hash(key: &[u8], message: &[u8]) -> [u8; 32] {
    use hmac::{KeyInit, Mac};
    // HMAC takes a key of any length (a long one is hashed first), so this never fails.
    let mut mac = hmac::Hmac::<Sha256>::new_from_slice(key).expect("HMAC takes any key length");
    mac.update(message);
    mac.finalize().into_bytes().into()
}

/// SHA-256 of `bytes`.
pub fn sha256(bytes: &[u8]) -> [u8; 32] {
    Sha256::digest(bytes).into()
}

/// Lower-case hex digits, two per byte (every save and state writes a few of these: no
/// formatting machinery per byte).
pub fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(2 * bytes.len());
    for &b in bytes {
        out.push(char::from(DIGITS[usize::from(b >> 4)]));
        out.push(char::from(DIGITS[usize::from(b & 0x0f)]));
    }
    out
}

/// The value of one ASCII hex digit (either case).
fn nibble(digit: u8) -> Option<u8> {
    match digit {
        b'0'..=b'9' => Some(digit - b'0'),
        b'a'..=b'f' => Some(digit - b'a' + 10),
        b'A'..=b'F' => Some(digit - b'A' + 10),
        _ => None,
    }
}

/// Hex text of the wrong length or with a non-digit. Only a hand-edited save meets it, inside
/// the file reader's reason (English: serde carries it as text).
#[derive(Debug, thiserror::Error)]
#[error("expected {0} hex digits")]
struct HexError(usize);

/// `N` bytes from exactly `2N` hex digits (either case).
pub fn from_hex<const N: usize>(text: &str) -> Result<[u8; N], String> {
    let bad = || HexError(2 * N).to_string();
    let digits = text.as_bytes();
    if digits.len() != 2 * N {
        return Err(bad());
    }
    let mut out = [0u8; N];
    for (byte, pair) in out.iter_mut().zip(digits.chunks_exact(2)) {
        let (high, low) = (
            nibble(pair[0]).ok_or_else(bad)?,
            nibble(pair[1]).ok_or_else(bad)?,
        );
        *byte = (high << 4) | low;
    }
    Ok(out)
}

macro_rules! hex_text {
    ($t:ident, $n:literal) => {
        impl fmt::Display for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&hex(&self.0))
            }
        }
        impl fmt::Debug for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}({self})", stringify!($t))
            }
        }
        impl std::str::FromStr for $t {
            type Err = String;
            fn from_str(s: &str) -> Result<Self, String> {
                from_hex::<$n>(s.trim()).map($t)
            }
        }
        impl Serialize for $t {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(&self.to_string())
            }
        }
        impl<'de> Deserialize<'de> for $t {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let text = String::deserialize(d)?;
                text.parse().map_err(serde::de::Error::custom)
            }
        }
    };
}
hex_text!(Commitment, 32);
hex_text!(Salt, 16);
hex_text!(Nonce, 16);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_keyed_hash_is_hmac_sha256() {
        // RFC 4231, test case 2.
        let mac = keyed_hash(b"Jefe", b"what do ya want for nothing?");
        assert_eq!(
            hex(&mac),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        );
        assert_eq!(from_hex::<2>("aB0f"), Ok([0xab, 0x0f]), "either case reads");
        assert!(from_hex::<2>("ab0").is_err() && from_hex::<2>("zz00").is_err());
    }

    #[test]
    fn a_seal_opens_with_its_own_seed_and_salt_only() {
        let salt = Salt([7; 16]);
        let seal = Seal::new(42, salt);
        assert_eq!(seal.opens_with(42), Ok(()));
        assert_eq!(seal.opens_with(43), Err(SealError::Mismatch));
        assert_eq!(seal.closed().opens_with(42), Err(SealError::NotRevealed));
        let other = Seal {
            salt: Some(Salt([8; 16])),
            ..seal
        };
        assert_eq!(other.opens_with(42), Err(SealError::Mismatch));
    }

    #[test]
    fn the_hash_is_sha256_of_domain_seed_and_salt() {
        // Worked out with coreutils: `printf 'dicepad dice seal v1\0'` then 24 zero bytes (seed 0,
        // salt 0), through `sha256sum`.
        let c = commit(0, &Salt([0; 16]));
        assert_eq!(
            c.to_string(),
            "99e28914d87aa09488e203e87ab39b18580213c278a3b416eaaf6200c962698b"
        );
    }

    const MIX_WORKED_OUT: u64 = 8_477_955_581_067_820_166;

    #[test]
    fn contributions_change_the_rolls_from_their_entry_on_and_only_then() {
        let c = |seat, from, b| Contribution {
            seat,
            from,
            value: Nonce([b; 16]),
        };
        // None applies: the seed itself (local games and older saves keep their dice).
        assert_eq!(dice_seed(42, &[], 7), 42);
        assert_eq!(dice_seed(42, &[c(0, 5, 1)], 4), 42);
        let one = dice_seed(42, &[c(0, 5, 1)], 5);
        assert_ne!(one, 42);
        assert_eq!(dice_seed(42, &[c(0, 5, 1)], 99), one);
        // Another value, seat, entry or seed gives another seed.
        assert_ne!(dice_seed(42, &[c(0, 5, 2)], 5), one);
        assert_ne!(dice_seed(42, &[c(1, 5, 1)], 5), one);
        assert_ne!(dice_seed(42, &[c(0, 4, 1)], 5), one);
        assert_ne!(dice_seed(43, &[c(0, 5, 1)], 5), one);
        // A second seat's value counts from its own entry.
        let two = [c(0, 5, 1), c(1, 9, 3)];
        assert_eq!(dice_seed(42, &two, 8), one);
        assert_ne!(dice_seed(42, &two, 9), one);
        // Worked out with Python's hashlib: sha256(b"dicepad dice mix v1\0" + (42).to_bytes(8,
        // "little") + (0).to_bytes(4, "little") + (5).to_bytes(8, "little") + bytes([1] * 16)),
        // its first 8 bytes read little-endian.
        assert_eq!(one, MIX_WORKED_OUT);
    }

    #[test]
    fn a_list_of_contributions_is_one_per_seat_in_order() {
        let c = |seat, from| Contribution {
            seat,
            from,
            value: Nonce([0; 16]),
        };
        assert_eq!(check_contributions(&[c(0, 1), c(2, 1), c(1, 4)], 3), Ok(()));
        assert_eq!(
            check_contributions(&[c(3, 1)], 3),
            Err(ContributionError::NoSeat(3))
        );
        assert_eq!(
            check_contributions(&[c(1, 1), c(1, 2)], 3),
            Err(ContributionError::Twice(1))
        );
        assert_eq!(
            check_contributions(&[c(0, 4), c(1, 2)], 3),
            Err(ContributionError::Order)
        );
    }

    #[test]
    fn hex_round_trips_and_bad_text_is_refused() {
        let seal = Seal::new(9, Salt([0xab; 16]));
        let text = ron::to_string(&seal).unwrap();
        assert!(text.contains(&"ab".repeat(16)), "{text}");
        assert_eq!(ron::from_str::<Seal>(&text).unwrap(), seal);
        assert!("abc".parse::<Salt>().is_err());
        assert!("zz".repeat(16).parse::<Salt>().is_err());
        assert!("ab".repeat(32).parse::<Commitment>().is_ok());
    }
}

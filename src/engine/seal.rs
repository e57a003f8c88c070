//! Sealed dice: a commitment to a game's seed, made before the first roll and opened at the end.
//!
//! A network server draws the seed and a random salt, and gives every seat
//! `SHA-256("dicepad dice seal v1\0" ‖ seed as 8 little-endian bytes ‖ salt)` while the game
//! runs, never the seed. At the end it reveals seed and salt: anyone can then check that they give
//! the commitment, and that every logged roll is what that seed rolls. The salt (128 random bits)
//! keeps the seed from being found by hashing every possible seed against the commitment.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::fmt;

/// Tells this commitment scheme apart from any other use of SHA-256 on the same bytes.
const DOMAIN: &[u8] = b"dicepad dice seal v1\0";

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

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Hex text of the wrong length or with a non-digit. Only a hand-edited save meets it, inside
/// the file reader's reason (English: serde carries it as text).
#[derive(Debug, thiserror::Error)]
#[error("expected {0} hex digits")]
struct HexError(usize);

/// `N` bytes from exactly `2N` hex digits.
fn from_hex<const N: usize>(text: &str) -> Result<[u8; N], String> {
    if text.len() != 2 * N || !text.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(HexError(2 * N).to_string());
    }
    let mut out = [0u8; N];
    for (i, byte) in out.iter_mut().enumerate() {
        // Two ASCII hex digits, checked above.
        *byte = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).map_err(|e| e.to_string())?;
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

#[cfg(test)]
mod tests {
    use super::*;

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

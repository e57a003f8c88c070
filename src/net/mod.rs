//! Network play: a server that hosts rooms (`dicepad serve`, or in-process from the window), and
//! headless clients. WebSocket over tokio (tokio-tungstenite); messages are JSON with a protocol
//! version ([`protocol`]). The server is the only authority: it checks every action with the
//! game's rules, rolls the dice, plays bot seats, and stores each room's new log lines in its
//! data folder's database after every change ([`store`]). See docs/network.md.

pub mod address;
pub mod board_check;
pub mod chat;
#[cfg(not(target_arch = "wasm32"))]
pub mod client;
#[cfg(not(target_arch = "wasm32"))]
pub mod daily_records;
pub mod day;
pub mod fair;
pub mod follow;
pub mod host_seats;
#[cfg(not(target_arch = "wasm32"))]
pub mod lease;
pub mod limits;
pub mod link_rules;
pub mod names;
#[cfg(not(target_arch = "wasm32"))]
pub mod pg_store;
pub mod player_key;
pub mod problems;
pub mod protocol;
pub mod rated;
#[cfg(not(target_arch = "wasm32"))]
pub mod rating_records;
pub mod remote;
// The window's link to a room: tokio's WebSocket on a thread of its own on the desktop, the
// browser's own WebSocket in the browser build; one API, and the same rules (`link_rules`).
#[cfg(not(target_arch = "wasm32"))]
pub mod remote_link;
#[cfg(target_arch = "wasm32")]
#[path = "remote_link_web.rs"]
pub mod remote_link;
pub mod repeats;
#[cfg(not(target_arch = "wasm32"))]
pub mod room;
pub mod seat_book;
pub mod seating;
#[cfg(not(target_arch = "wasm32"))]
pub mod server;
#[cfg(not(target_arch = "wasm32"))]
pub mod store;
#[cfg(not(target_arch = "wasm32"))]
pub mod tls;
pub mod witness;

use rand::TryRngCore;

use problems::NoRandom;

fn random_bytes<const N: usize>() -> Result<[u8; N], NoRandom> {
    let mut bytes = [0u8; N];
    rand::rngs::OsRng
        .try_fill_bytes(&mut bytes)
        .map_err(|e| NoRandom(e.to_string()))?;
    Ok(bytes)
}

/// A seat's secret: 128 random bits from the operating system, as 32 hex digits.
pub fn secret_token() -> Result<String, NoRandom> {
    Ok(random_bytes::<16>()?
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect())
}

/// A fresh dice seed.
pub fn random_u64() -> Result<u64, NoRandom> {
    Ok(u64::from_le_bytes(random_bytes::<8>()?))
}

/// The characters of a room code: Crockford's base 32 (digits and capitals without I, L, O and
/// U), 32 of them, so each is exactly 5 random bits.
const CODE_ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// Characters in a room code: 8 × 5 = 40 bits.
pub const CODE_LEN: usize = 8;

/// A room code people can read out: 8 characters of [`CODE_ALPHABET`], 40 bits from the operating
/// system's random number generator, 5 bits per character (a power of two: no modulo bias).
pub fn room_code() -> Result<String, NoRandom> {
    let bytes = random_bytes::<5>()?;
    let mut bits = bytes.iter().fold(0u64, |n, b| (n << 8) | u64::from(*b));
    let mut code = [0u8; CODE_LEN];
    for c in code.iter_mut().rev() {
        *c = CODE_ALPHABET[(bits & 31) as usize];
        bits >>= 5;
    }
    Ok(code.iter().map(|&b| b as char).collect())
}

/// A room code as typed: case, spaces and dashes do not matter, and the letters Crockford's base
/// 32 leaves out are read as the digits they look like (O as 0, I and L as 1). The server looks
/// a code up as written first, so any code a room file holds (older ones were 6 characters of
/// another alphabet) is still found.
pub fn normal_code(typed: &str) -> String {
    typed
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| match c.to_ascii_uppercase() {
            'O' => '0',
            'I' | 'L' => '1',
            other => other,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn room_codes_have_40_bits_spread_evenly_over_the_alphabet() {
        let mut seen = [0usize; 32];
        let codes = 4_000;
        for _ in 0..codes {
            let code = room_code().unwrap();
            assert_eq!(code.len(), CODE_LEN);
            for c in code.bytes() {
                let i = CODE_ALPHABET.iter().position(|&a| a == c).unwrap();
                seen[i] += 1;
            }
        }
        assert!(CODE_ALPHABET.len().pow(CODE_LEN as u32) >= 1usize << 40);
        // 32,000 characters: 1,000 expected per character. A character drawn with a modulo
        // bias (or never) would fall far outside 800..1200 (over 6 standard deviations).
        for (i, n) in seen.iter().enumerate() {
            assert!(
                (800..1200).contains(n),
                "{} drawn {n} times",
                CODE_ALPHABET[i] as char
            );
        }
    }

    #[test]
    fn typed_codes_read_without_case_spaces_dashes_or_look_alikes() {
        assert_eq!(normal_code("abcd-ef01"), "ABCDEF01");
        assert_eq!(normal_code(" o1l I "), "0111");
        assert_eq!(normal_code("K7MZQ2"), "K7MZQ2");
    }
}

//! Network play: a server that hosts rooms (`dicepad serve`, or in-process from the window), and
//! headless clients. WebSocket over tokio (tokio-tungstenite); messages are JSON with a protocol
//! version ([`protocol`]). The server is the only authority: it checks every action with the
//! game's rules, rolls the dice, plays bot seats, and writes each room to its data folder after
//! every change. See docs/network.md.

pub mod client;
pub mod fair;
pub mod host_seats;
pub mod protocol;
pub mod remote;
pub mod room;
pub mod server;

use rand::TryRngCore;

fn random_bytes<const N: usize>() -> Result<[u8; N], String> {
    let mut bytes = [0u8; N];
    rand::rngs::OsRng
        .try_fill_bytes(&mut bytes)
        .map_err(|e| format!("the system gave no random numbers: {e}"))?;
    Ok(bytes)
}

/// A seat's secret: 128 random bits from the operating system, as 32 hex digits.
pub fn secret_token() -> Result<String, String> {
    Ok(random_bytes::<16>()?
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect())
}

/// A fresh dice seed.
pub fn random_u64() -> Result<u64, String> {
    Ok(u64::from_le_bytes(random_bytes::<8>()?))
}

/// A room code people can read out: 6 letters and digits, none that look alike.
pub fn room_code() -> Result<String, String> {
    const ALPHABET: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";
    Ok(random_bytes::<6>()?
        .iter()
        .map(|b| ALPHABET[*b as usize % ALPHABET.len()] as char)
        .collect())
}

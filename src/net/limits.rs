//! What a stranger may hold of a server: connections (per address and in all), the time a
//! connection may take to become a WebSocket and may stay silent, rooms opened per address, how
//! long finished and idle rooms are kept, and the grace a dropped seat gets before a bot may take
//! it. `dicepad serve` sets them from its options; see docs/network.md.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The server's limits (defaults: [`Limits::default`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Limits {
    /// A connection that has not finished the WebSocket handshake (and before it the TLS
    /// handshake, when serving `wss://`) by then is closed.
    pub handshake: Duration,
    /// A connection from which nothing (not even the answer to a ping) arrived for this long is
    /// closed; the server pings every third of it.
    pub idle: Duration,
    /// Open connections in all.
    pub connections: usize,
    /// Open connections from one address (an IPv6 address counts by its /64).
    pub connections_per_address: usize,
    /// Rooms one address may have on the server at once (finished ones count until they expire).
    pub rooms_per_address: usize,
    /// A finished room is removed (from memory and disk) this long after its last change.
    pub keep_finished: Duration,
    /// An unfinished room in which nobody acted for this long is removed.
    pub keep_idle: Duration,
    /// A seat whose connection dropped (or that nobody has joined yet) may be handed to a bot
    /// only after this long.
    pub grace: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            handshake: Duration::from_secs(10),
            idle: Duration::from_secs(60),
            connections: 1_000,
            connections_per_address: 32,
            rooms_per_address: 16,
            keep_finished: Duration::from_secs(60 * 60),
            keep_idle: Duration::from_secs(24 * 60 * 60),
            grace: Duration::from_secs(60),
        }
    }
}

impl Limits {
    /// How often connections are pinged.
    pub fn ping_every(&self) -> Duration {
        (self.idle / 3).max(Duration::from_millis(10))
    }

    /// How often rooms are checked for expiry: often enough that a room outlives its time by at
    /// most a quarter of it (and at least every minute), never more than 20 times a second.
    pub fn sweep_every(&self) -> Duration {
        (self.keep_finished.min(self.keep_idle) / 4)
            .clamp(Duration::from_millis(50), Duration::from_secs(60))
    }
}

/// Reads a duration as `90`, `1.5`, `500ms`, `30s`, `10m`, `2h` or `7d` (no unit: seconds).
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let text = text.trim();
    let split = text
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    if number.is_empty() {
        return Err(format!(
            "`{text}` is not a duration: write it like `90s`, `10m` or `1.5`"
        ));
    }
    let scale = match unit.trim() {
        "" | "s" => 1.0,
        "ms" => 0.001,
        "m" => 60.0,
        "h" => 3600.0,
        "d" => 86_400.0,
        other => {
            return Err(format!(
                "`{other}` is not a unit of time: use ms, s, m, h or d (`90s`, `10m`)"
            ))
        }
    };
    let value: f64 = number
        .parse()
        .map_err(|_| format!("`{text}` is not a duration: write it like `90s`, `10m` or `1.5`"))?;
    Duration::try_from_secs_f64(value * scale)
        .map_err(|_| format!("`{text}` is too long a duration"))
}

/// The address a limit counts by: an IPv4 address (also when mapped into IPv6), or an IPv6
/// address's /64 (what one home or one machine usually gets).
pub fn address_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(v4) => IpAddr::V4(v4),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6((u128::from(v6) & !((1u128 << 64) - 1)).into()),
        },
    }
}

/// Open connections, in all and per address.
#[derive(Default)]
struct Counts {
    total: usize,
    per: HashMap<IpAddr, usize>,
}

/// Counts open connections against [`Limits`]; a connection holds a [`ConnSlot`] while open.
#[derive(Clone)]
pub struct Conns {
    counts: Arc<Mutex<Counts>>,
    total: usize,
    per_address: usize,
}

/// Why a connection was not let in.
#[derive(Debug, PartialEq, Eq)]
pub enum Full {
    Server,
    Address,
}

impl Conns {
    pub fn new(limits: &Limits) -> Conns {
        Conns {
            counts: Arc::default(),
            total: limits.connections,
            per_address: limits.connections_per_address,
        }
    }

    /// A slot for a connection from `ip`, unless the server or that address is at its cap.
    pub fn admit(&self, ip: IpAddr) -> Result<ConnSlot, Full> {
        let key = address_key(ip);
        // A poisoned lock (a panic while counting) lets nobody in rather than everyone.
        let mut counts = self.counts.lock().map_err(|_| Full::Server)?;
        if counts.total >= self.total {
            return Err(Full::Server);
        }
        let mine = counts.per.entry(key).or_insert(0);
        if *mine >= self.per_address {
            return Err(Full::Address);
        }
        *mine += 1;
        counts.total += 1;
        Ok(ConnSlot {
            counts: self.counts.clone(),
            key,
        })
    }

    /// Open connections in all.
    pub fn open(&self) -> usize {
        self.counts.lock().map(|c| c.total).unwrap_or(0)
    }
}

/// One open connection's place in the counts; given back when dropped.
pub struct ConnSlot {
    counts: Arc<Mutex<Counts>>,
    key: IpAddr,
}

impl ConnSlot {
    /// The address (key) the connection counts under.
    pub fn address(&self) -> IpAddr {
        self.key
    }
}

impl Drop for ConnSlot {
    fn drop(&mut self) {
        if let Ok(mut counts) = self.counts.lock() {
            counts.total = counts.total.saturating_sub(1);
            if let Some(n) = counts.per.get_mut(&self.key) {
                *n = n.saturating_sub(1);
                if *n == 0 {
                    counts.per.remove(&self.key);
                }
            }
        }
    }
}

/// What an over-full server writes on a new socket before closing it: a plain HTTP answer, so a
/// WebSocket client can say "the server is full" rather than "connection reset".
pub const FULL_RESPONSE: &[u8] =
    b"HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_with_and_without_units_and_bad_ones_say_why() {
        assert_eq!(parse_duration("90"), Ok(Duration::from_secs(90)));
        assert_eq!(parse_duration("1.5"), Ok(Duration::from_millis(1500)));
        assert_eq!(parse_duration("250ms"), Ok(Duration::from_millis(250)));
        assert_eq!(parse_duration("10m"), Ok(Duration::from_secs(600)));
        assert_eq!(parse_duration(" 2h "), Ok(Duration::from_secs(7200)));
        assert_eq!(parse_duration("7d"), Ok(Duration::from_secs(7 * 86_400)));
        assert!(parse_duration("ten")
            .unwrap_err()
            .contains("not a duration"));
        assert!(parse_duration("5y").unwrap_err().contains("unit"));
        assert!(parse_duration("1e400").is_err());
        assert!(parse_duration("-3").is_err());
    }

    #[test]
    fn connections_are_capped_per_address_and_in_all_and_given_back() {
        let conns = Conns::new(&Limits {
            connections: 3,
            connections_per_address: 2,
            ..Limits::default()
        });
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        let a1 = conns.admit(a).unwrap();
        let _a2 = conns.admit(a).unwrap();
        assert_eq!(conns.admit(a).err(), Some(Full::Address));
        let _b1 = conns.admit(b).unwrap();
        assert_eq!(conns.admit(b).err(), Some(Full::Server));
        drop(a1);
        assert_eq!(conns.open(), 2);
        assert!(
            conns.admit(a).is_ok(),
            "a closed connection frees its place"
        );
    }

    #[test]
    fn an_ipv6_address_counts_by_its_64_and_mapped_ipv4_as_ipv4() {
        let one: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let two: IpAddr = "2001:db8:1:2:bbbb::9".parse().unwrap();
        let other: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(address_key(one), address_key(two));
        assert_ne!(address_key(one), address_key(other));
        let mapped: IpAddr = "::ffff:192.0.2.7".parse().unwrap();
        assert_eq!(address_key(mapped), "192.0.2.7".parse::<IpAddr>().unwrap());
    }
}

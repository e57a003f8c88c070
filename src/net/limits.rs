//! What a stranger may hold of a server: connections (per address, per address group, without a
//! seat, and in all), the time a connection may take to become a WebSocket, to join a room, to
//! finish a message and may stay silent, rooms (per address, per group, in all, and how fast they
//! are opened), how long finished, idle and never-joined rooms are kept, and the grace a dropped
//! seat gets before a bot may take it. `dicepad serve` sets them from its options; see
//! docs/network.md.

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
    /// Open connections from one address group: an IPv4 /24, an IPv6 /48 (what one network
    /// usually holds), so many addresses of one network cannot take the whole server.
    pub connections_per_group: usize,
    /// Open connections that hold no seat (spectators, connections still to join, sockets still
    /// in their handshake): the rest of [`Limits::connections`] is kept for seated ones.
    pub unseated_connections: usize,
    /// A connection that has neither joined a seat nor watched a room this long after its
    /// handshake is closed (answering pings does not keep it).
    pub join_within: Duration,
    /// A message (a frame, or a fragmented message's frames) begun but not finished this long
    /// after its first byte closes its connection.
    pub message_within: Duration,
    /// Rooms one address may have on the server at once (finished ones count until they expire).
    pub rooms_per_address: usize,
    /// Rooms one address group (IPv4 /24, IPv6 /48) may have at once.
    pub rooms_per_group: usize,
    /// Rooms the server holds at most.
    pub rooms: usize,
    /// Rooms opened per second, server-wide, on average ...
    pub creates_per_sec: f64,
    /// ... and at once (a token bucket).
    pub creates_burst: f64,
    /// A finished room is removed (from memory and disk) this long after its last change.
    pub keep_finished: Duration,
    /// An unfinished room in which nobody acted for this long is removed.
    pub keep_idle: Duration,
    /// A room no seat has joined (since it was made, or since the server restarted, for a room
    /// in which no person has acted yet) is removed this long after it was opened.
    pub keep_unjoined: Duration,
    /// A seat whose connection dropped (or that nobody has joined yet) may be handed to a bot
    /// only after this long.
    pub grace: Duration,
    /// When set, only a `create_room` carrying this secret opens a room.
    pub create_secret: Option<CreateSecret>,
    /// The server's clock for the daily challenge starts at this instant (`dicepad serve
    /// --clock`, hidden: for tests) and runs on from it; none: the system's clock.
    pub clock: Option<web_time::SystemTime>,
}

/// `dicepad serve --create-secret`: compared in constant time, never shown (its `Debug` says
/// only that there is one).
#[derive(Clone, PartialEq, Eq)]
pub struct CreateSecret(String);

impl CreateSecret {
    /// None for an empty secret (an empty `--create-secret` or variable means none).
    pub fn new(secret: &str) -> Option<CreateSecret> {
        (!secret.is_empty()).then(|| CreateSecret(secret.to_string()))
    }

    /// Whether `given` is the secret, in time that depends on neither's content nor length
    /// (both are hashed, and the hashes compared byte by byte without an early way out).
    pub fn admits(&self, given: Option<&str>) -> bool {
        use sha2::Digest;
        let Some(given) = given else {
            return false;
        };
        let ours = sha2::Sha256::digest(self.0.as_bytes());
        let theirs = sha2::Sha256::digest(given.as_bytes());
        let differ = ours
            .iter()
            .zip(theirs.iter())
            .fold(0u8, |acc, (a, b)| acc | (a ^ b));
        std::hint::black_box(differ) == 0
    }
}

impl std::fmt::Debug for CreateSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("CreateSecret(..)")
    }
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            handshake: Duration::from_secs(10),
            idle: Duration::from_secs(60),
            connections: 1_000,
            connections_per_address: 32,
            connections_per_group: 128,
            unseated_connections: 500,
            join_within: Duration::from_secs(10),
            message_within: Duration::from_secs(5),
            rooms_per_address: 16,
            rooms_per_group: 48,
            rooms: 10_000,
            creates_per_sec: 2.0,
            creates_burst: 60.0,
            keep_finished: Duration::from_secs(60 * 60),
            keep_idle: Duration::from_secs(24 * 60 * 60),
            keep_unjoined: Duration::from_secs(10 * 60),
            grace: Duration::from_secs(60),
            create_secret: None,
            clock: None,
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
        (self
            .keep_finished
            .min(self.keep_idle)
            .min(self.keep_unjoined)
            / 4)
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

/// The longest room code a server looks up, as typed (its characters, spaces and dashes).
pub const MAX_CODE_CHARS: usize = 32;

/// Whether `typed` could be a room code: at most [`MAX_CODE_CHARS`] characters, only ASCII
/// letters, digits, spaces and dashes. Every code coming in is checked with this before it is
/// looked up anywhere (the rooms' database included), so a NUL byte or a megabyte of text never
/// reaches it.
pub fn plausible_code(typed: &str) -> bool {
    typed.len() <= MAX_CODE_CHARS
        && typed
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b' ' || b == b'-')
}

/// The address group a limit counts by: an IPv4 address's /24 (also when mapped into IPv6), an
/// IPv6 address's /48 (what one site usually gets).
pub fn group_key(ip: IpAddr) -> IpAddr {
    match address_key(ip) {
        IpAddr::V4(v4) => IpAddr::V4((u32::from(v4) & !0xff).into()),
        IpAddr::V6(v6) => IpAddr::V6((u128::from(v6) & !((1u128 << 80) - 1)).into()),
    }
}

/// One more in a count per key.
fn count_up(map: &mut HashMap<IpAddr, usize>, key: IpAddr) {
    *map.entry(key).or_insert(0) += 1;
}

/// One less in a count per key (a key at zero is forgotten).
fn count_down(map: &mut HashMap<IpAddr, usize>, key: IpAddr) {
    if let Some(n) = map.get_mut(&key) {
        *n = n.saturating_sub(1);
        if *n == 0 {
            map.remove(&key);
        }
    }
}

/// Open connections: in all, without a seat, per address and per address group.
#[derive(Default)]
struct Counts {
    total: usize,
    unseated: usize,
    per: HashMap<IpAddr, usize>,
    per_group: HashMap<IpAddr, usize>,
}

/// Counts open connections against [`Limits`]; a connection holds a [`ConnSlot`] while open.
#[derive(Clone)]
pub struct Conns {
    counts: Arc<Mutex<Counts>>,
    total: usize,
    unseated: usize,
    per_address: usize,
    per_group: usize,
}

/// Why a connection was not let in.
#[derive(Debug, PartialEq, Eq)]
pub enum Full {
    Server,
    /// The part of the server for connections without a seat is full.
    Unseated,
    Address,
    Group,
}

impl Conns {
    pub fn new(limits: &Limits) -> Conns {
        Conns {
            counts: Arc::default(),
            total: limits.connections,
            unseated: limits.unseated_connections.min(limits.connections),
            per_address: limits.connections_per_address,
            per_group: limits.connections_per_group,
        }
    }

    /// A slot for a connection from `ip` (without a seat yet), unless the server, its part for
    /// connections without a seat, that address or its group is at its cap.
    pub fn admit(&self, ip: IpAddr) -> Result<ConnSlot, Full> {
        let key = address_key(ip);
        let group = group_key(ip);
        // A poisoned lock (a panic while counting) lets nobody in rather than everyone.
        let mut counts = self.counts.lock().map_err(|_| Full::Server)?;
        if counts.total >= self.total {
            return Err(Full::Server);
        }
        if counts.unseated >= self.unseated {
            return Err(Full::Unseated);
        }
        if counts.per.get(&key).copied().unwrap_or(0) >= self.per_address {
            return Err(Full::Address);
        }
        if counts.per_group.get(&group).copied().unwrap_or(0) >= self.per_group {
            return Err(Full::Group);
        }
        count_up(&mut counts.per, key);
        count_up(&mut counts.per_group, group);
        counts.total += 1;
        counts.unseated += 1;
        Ok(ConnSlot {
            counts: self.counts.clone(),
            key,
            group,
            seated: false,
        })
    }

    /// Open connections in all.
    pub fn open(&self) -> usize {
        self.counts.lock().map(|c| c.total).unwrap_or(0)
    }

    /// Open connections without a seat.
    pub fn unseated(&self) -> usize {
        self.counts.lock().map(|c| c.unseated).unwrap_or(0)
    }
}

/// One open connection's place in the counts; given back when dropped.
pub struct ConnSlot {
    counts: Arc<Mutex<Counts>>,
    key: IpAddr,
    group: IpAddr,
    seated: bool,
}

impl ConnSlot {
    /// The address (key) the connection counts under.
    pub fn address(&self) -> IpAddr {
        self.key
    }

    /// Moves the connection between the seated and the unseated count (it holds a seat now, or
    /// no more).
    pub fn set_seated(&mut self, seated: bool) {
        if seated == self.seated {
            return;
        }
        if let Ok(mut counts) = self.counts.lock() {
            if seated {
                counts.unseated = counts.unseated.saturating_sub(1);
            } else {
                counts.unseated += 1;
            }
            self.seated = seated;
        }
    }
}

impl Drop for ConnSlot {
    fn drop(&mut self) {
        if let Ok(mut counts) = self.counts.lock() {
            counts.total = counts.total.saturating_sub(1);
            if !self.seated {
                counts.unseated = counts.unseated.saturating_sub(1);
            }
            count_down(&mut counts.per, self.key);
            count_down(&mut counts.per_group, self.group);
        }
    }
}

/// A token bucket: `rate` a second on average, `burst` at once.
#[derive(Debug)]
pub struct Bucket {
    tokens: f64,
    rate: f64,
    burst: f64,
    last: web_time::Instant,
}

impl Bucket {
    /// A full bucket.
    pub fn new(rate: f64, burst: f64) -> Bucket {
        Bucket {
            tokens: burst,
            rate,
            burst,
            last: web_time::Instant::now(),
        }
    }

    /// Takes one token if there is one; else how long until there is.
    pub fn take(&mut self) -> Result<(), Duration> {
        let now = web_time::Instant::now();
        let earned = now.duration_since(self.last).as_secs_f64() * self.rate;
        self.tokens = (self.tokens + earned).min(self.burst);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            Ok(())
        } else if self.rate > 0.0 {
            Err(Duration::try_from_secs_f64((1.0 - self.tokens) / self.rate)
                .unwrap_or(Duration::MAX))
        } else {
            Err(Duration::MAX)
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

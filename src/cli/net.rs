//! The network subcommands: `serve`, `client`, `rooms create`, and `verify` for a network game's
//! save.

use crate::engine::files;
use crate::engine::text::Msg;
use crate::engine::BotLevel;
use crate::game::option_args;
use crate::net::client::RoomRequest;
use crate::net::limits::Limits;
use crate::net::protocol::{Clock, SeatSpec};
use crate::net::server::{Shared, StoreChoice};
use crate::net::tls::{ServerTls, Trust};
use anyhow::{anyhow, bail, Result};
use clap::Subcommand;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

#[derive(Subcommand, Debug)]
pub enum RoomsCommand {
    /// Open a room; prints JSON with the room code and one token per seat (null for bots).
    Create {
        /// The server, e.g. ws://127.0.0.1:7878 (or wss://… for a server with TLS)
        #[arg(long)]
        server: String,
        /// For a wss:// server: trust the certificate(s) in this PEM file too (a self-signed
        /// server's own certificate), besides the built-in roots. Default: $DICEPAD_CA.
        #[arg(long)]
        ca: Option<PathBuf>,
        #[arg(long)]
        game: String,
        /// One entry per seat, comma separated: remote, local, easy, normal or strong.
        #[arg(long)]
        seats: String,
        /// Game options as key=value (repeatable).
        #[arg(long = "option")]
        options: Vec<String>,
        /// The dice's seed, only for a room with no remote seat (the server refuses one for a room
        /// with a remote seat, and draws a secret one).
        #[arg(long)]
        seed: Option<u64>,
        /// A clock: the time each person's seat has for each action (`30s`, `5m`, `1d`, …);
        /// when it runs out the room's bot makes that action for the seat.
        #[arg(long, value_parser = parse_duration)]
        clock: Option<Duration>,
        /// The level of the bot that acts for a seat out of time: easy, normal or strong.
        #[arg(long, default_value = "normal", requires = "clock")]
        clock_bot: BotLevel,
        /// The server's create secret, for a server started with `--create-secret`.
        /// Default: $DICEPAD_CREATE_SECRET.
        #[arg(long)]
        create_secret: Option<String>,
    },
}

/// `--create-secret`, else $DICEPAD_CREATE_SECRET (for `serve` and `rooms create`: a secret in
/// a variable stays out of the process list); none when both are absent or empty.
fn create_secret_or_env(given: Option<String>) -> Option<String> {
    given
        .or_else(|| std::env::var("DICEPAD_CREATE_SECRET").ok())
        .filter(|s| !s.is_empty())
}

/// `dicepad serve`'s limits. Durations read as `90`, `1.5`, `500ms`, `30s`, `10m`, `2h` or `7d`.
#[derive(clap::Args, Debug)]
pub struct LimitArgs {
    /// Close a connection that has not finished the WebSocket handshake (and the TLS one, with
    /// --tls-cert) after this long.
    #[arg(long, default_value = "10s", value_parser = parse_duration)]
    handshake_timeout: Duration,
    /// Close a connection silent this long (the server pings every third of it).
    #[arg(long, default_value = "60s", value_parser = parse_duration)]
    idle_timeout: Duration,
    /// Close a connection that has neither joined a seat nor watched a room this long after its
    /// handshake.
    #[arg(long, default_value = "10s", value_parser = parse_duration)]
    join_timeout: Duration,
    /// Close a connection that began a message (a frame, or a fragmented message) and has not
    /// finished it this long after.
    #[arg(long, default_value = "5s", value_parser = parse_duration)]
    message_timeout: Duration,
    /// Open connections in all (keep it below the open-file limit, `ulimit -n`).
    #[arg(long, default_value_t = 1000)]
    max_connections: usize,
    /// Open connections that hold no seat (spectators, connections yet to join, handshakes);
    /// the rest of --max-connections is kept for players in their seats.
    #[arg(long, default_value_t = 500)]
    max_unseated: usize,
    /// Open connections from one address (an IPv6 address counts by its /64).
    #[arg(long, default_value_t = 32)]
    max_connections_per_address: usize,
    /// Open connections from one address group (an IPv4 /24, an IPv6 /48).
    #[arg(long, default_value_t = 128)]
    max_connections_per_group: usize,
    /// Rooms one address may have here at once (finished ones count until removed).
    #[arg(long, default_value_t = 16)]
    max_rooms_per_address: usize,
    /// Rooms one address group (an IPv4 /24, an IPv6 /48) may have here at once.
    #[arg(long, default_value_t = 48)]
    max_rooms_per_group: usize,
    /// Rooms this server holds at most.
    #[arg(long, default_value_t = 10_000)]
    max_rooms: usize,
    /// Rooms opened per minute, server-wide, on average (bursts of up to 60 at once).
    #[arg(long, default_value_t = 120.0)]
    creates_per_minute: f64,
    /// Remove a finished room (memory and file) this long after its game ended.
    #[arg(long, default_value = "1h", value_parser = parse_duration)]
    keep_finished: Duration,
    /// Remove an unfinished room in which nobody acted for this long.
    #[arg(long, default_value = "24h", value_parser = parse_duration)]
    keep_idle: Duration,
    /// Remove a room no seat has joined this long after it was opened (or after a restart, for
    /// a room in which nobody has played yet).
    #[arg(long, default_value = "10m", value_parser = parse_duration)]
    keep_unjoined: Duration,
    /// How long a dropped seat (or one nobody has joined yet) is kept for its player before
    /// anyone may hand it to a bot.
    #[arg(long, default_value = "60s", value_parser = parse_duration)]
    seat_grace: Duration,
    /// Open rooms only for a `create_room` carrying this secret (`dicepad rooms create
    /// --create-secret`); anyone may still join a room with its seat's token.
    /// Default: $DICEPAD_CREATE_SECRET.
    #[arg(long)]
    create_secret: Option<String>,
    /// The server's clock for the daily challenge starts at this instant (UTC,
    /// `2026-12-03T12:00:00Z`) and runs on from it: for tests of the days' reveals.
    #[arg(long, hide = true, value_parser = parse_instant)]
    clock: Option<std::time::SystemTime>,
}

fn parse_instant(text: &str) -> std::result::Result<std::time::SystemTime, String> {
    crate::net::day::parse_instant(text).ok_or_else(|| {
        Msg::new("cli-bad-instant")
            .text("text", files::clip(text, 40))
            .to_string()
    })
}

fn parse_duration(text: &str) -> std::result::Result<Duration, String> {
    crate::net::limits::parse_duration(text)
}

impl LimitArgs {
    pub fn limits(&self) -> Limits {
        let defaults = Limits::default();
        Limits {
            handshake: self.handshake_timeout,
            idle: self.idle_timeout,
            join_within: self.join_timeout,
            message_within: self.message_timeout,
            connections: self.max_connections,
            unseated_connections: self.max_unseated,
            connections_per_address: self.max_connections_per_address,
            connections_per_group: self.max_connections_per_group,
            rooms_per_address: self.max_rooms_per_address,
            rooms_per_group: self.max_rooms_per_group,
            rooms: self.max_rooms,
            creates_per_sec: (self.creates_per_minute / 60.0).max(0.0),
            creates_burst: defaults.creates_burst,
            keep_finished: self.keep_finished,
            keep_idle: self.keep_idle,
            keep_unjoined: self.keep_unjoined,
            grace: self.seat_grace,
            create_secret: create_secret_or_env(self.create_secret.clone())
                .as_deref()
                .and_then(crate::net::limits::CreateSecret::new),
            clock: self.clock,
        }
    }
}

/// `dicepad serve`'s TLS: both options serve wss://, neither serves ws://.
#[derive(clap::Args, Debug)]
pub struct TlsArgs {
    /// Serve wss:// with this certificate chain (PEM, the server's own certificate first; with
    /// Let's Encrypt, `fullchain.pem`). Needs --tls-key.
    #[arg(long)]
    tls_cert: Option<PathBuf>,
    /// The certificate's private key (PEM; with Let's Encrypt, `privkey.pem`).
    #[arg(long)]
    tls_key: Option<PathBuf>,
}

/// `dicepad serve`'s store: its own SQLite database in --data, or a PostgreSQL database shared
/// with other servers.
#[derive(clap::Args, Debug)]
pub struct StoreArgs {
    /// Keep the rooms in this PostgreSQL database (postgres://user@host/db, no TLS) that several
    /// servers may share, each room played on one of them at a time; by default they are kept
    /// in an SQLite database in --data.
    #[arg(long)]
    store: Option<String>,
    /// With --store: the address clients that reach another server are sent to, to play a room
    /// held here (default: ws:// and the address this server listens on).
    #[arg(long, requires = "store")]
    node_address: Option<String>,
    /// With --store: how long this server's hold on a room lasts unless it renews it (every
    /// third of it); when a server dies, another takes its rooms after this long.
    #[arg(long, default_value = "5s", value_parser = parse_duration)]
    lease: std::time::Duration,
}

/// What `dicepad serve` answers besides the rooms: TLS (`wss://`, `https://`) or not, and the
/// browser app's folder (`--web`).
pub struct Serving<'a> {
    pub tls: &'a TlsArgs,
    pub web: Option<&'a Path>,
}

/// `dicepad serve --listen ADDR --data DIR [--store URL …] [limits] [--tls-cert FILE --tls-key FILE]
/// [--web DIR]`.
pub fn serve(
    listen: &str,
    data: &std::path::Path,
    limits: Limits,
    durability: crate::net::store::Durability,
    store: StoreArgs,
    serving: Serving,
    out: &mut dyn Write,
) -> Result<()> {
    let Serving { tls, web } = serving;
    let tls = ServerTls::from_options(tls.tls_cert.as_deref(), tls.tls_key.as_deref())?;
    // Checked before anything listens: a folder that is not there, or holds no index.html.
    let web = web
        .map(crate::net::server::WebRoot::open)
        .transpose()
        .map_err(|e| anyhow!("{}", e.msg()))?;
    let store = match store.store {
        Some(url) => StoreChoice::Shared(Shared {
            url,
            address: store.node_address,
            lease: store.lease,
        }),
        None => StoreChoice::Embedded(durability),
    };
    crate::net::server::run(listen, data, limits, &store, tls, web, out)
}

/// Where `dicepad client` plays: the server, what it trusts, the room and the seat's token.
pub struct ClientSeat<'a> {
    pub server: &'a str,
    pub ca: Option<&'a Path>,
    pub room: &'a str,
    pub token: &'a str,
    /// Play across days: leave after each of the seat's actions and come back after this long.
    pub away: Option<std::time::Duration>,
    /// Show the data folder's player key (renamed to the name given, if any), so that the server
    /// rates the seat's result for it.
    pub as_player: Option<Option<&'a str>>,
}

/// `dicepad client --server URL [--ca FILE] --room CODE --token T --bot LEVEL`: plays the seat to
/// the end and prints how the game ended as JSON.
pub fn client(
    seat: &ClientSeat,
    bot: &str,
    timing: crate::net::client::Timing,
    save: Option<&Path>,
    out: &mut dyn Write,
) -> Result<()> {
    let level: BotLevel = bot.parse().map_err(|e: String| anyhow!(e))?;
    let trust = Trust::with_ca_or_env(seat.ca)?;
    let key = match seat.as_player {
        Some(name) => {
            let dir = crate::paths::data_dir();
            let key = crate::net::player_key::PlayerKey::load_or_make(&dir, name)
                .map_err(|e| anyhow!("{}", e.msg()))?;
            Some(key)
        }
        None => None,
    };
    // Lines typed as `/say …` go to the table's chat; its lines are printed on standard error.
    let mut says = crate::net::client::says_from_stdin();
    let play = crate::net::client::SeatPlay {
        url: seat.server,
        room: seat.room,
        token: seat.token,
        level,
        timing,
        away: seat.away,
        day: None,
        player: key.as_ref(),
    };
    let done = crate::net::client::play(&trust, &play, &mut says)?;
    if let Some(path) = save {
        files::write_atomic(path, done.save.as_bytes()).map_err(|e| {
            let why = Msg::new("cli-cannot-write")
                .text("file", path.display().to_string())
                .text("why", files::io_words(&e));
            anyhow!("{why}")
        })?;
    }
    if !done.fair {
        let why = Msg::new("cli-dice-do-not-check").text("why", done.dice.to_string());
        bail!("{why}");
    }
    writeln!(out, "{}", serde_json::to_string(&done)?)?;
    Ok(())
}

/// `dicepad verify SAVE`: one line, "fair: …" (and success) or the reason it is not (an error).
pub fn verify(path: &Path, out: &mut dyn Write) -> Result<()> {
    let text = crate::engine::save::read_file(path).map_err(|e| e.in_file(path))?;
    match crate::net::fair::verify(&text) {
        Ok(fair) => {
            writeln!(out, "{fair}")?;
            Ok(())
        }
        Err(unfair) => bail!("{}", Msg::new("status-not-fair").msg("why", unfair.msg())),
    }
}

/// `dicepad rooms …`
pub fn rooms(cmd: RoomsCommand, out: &mut dyn Write) -> Result<()> {
    match cmd {
        RoomsCommand::Create {
            server,
            game,
            seats,
            options,
            seed,
            ca,
            clock,
            clock_bot,
            create_secret,
        } => {
            let trust = Trust::with_ca_or_env(ca.as_deref())?;
            let seats = seats
                .split(',')
                .map(SeatSpec::parse)
                .collect::<Result<Vec<_>, _>>()
                .map_err(|e| anyhow!("{}", e.msg()))?;
            let options = option_args::parse(&options).map_err(|e| anyhow!("{}", e.msg()))?;
            let clock = clock.map(|d| Clock {
                per_move_ms: u64::try_from(d.as_millis()).unwrap_or(u64::MAX),
                bot: clock_bot,
            });
            let request = RoomRequest {
                game,
                seats,
                options,
                seed,
                names: Vec::new(),
                clock,
                secret: create_secret_or_env(create_secret),
            };
            let made = crate::net::client::open_room(&trust, &server, request)?;
            writeln!(out, "{}", serde_json::to_string_pretty(&made)?)?;
            Ok(())
        }
    }
}

//! The command line: the subcommands (clap) and their dispatch to the services, printing what
//! they return. The work itself is below: bot games in `sim`, the history, review and network in
//! their modules.

use crate::sim::SelfplaySpec;
use anyhow::{bail, Result};
use clap::{Parser, Subcommand};
use std::io::Write;
use std::path::PathBuf;

mod daily;
mod export;
mod help;
mod history;
mod ladder;
mod net;
mod progress;
mod replay;
mod review;
mod selfplay;
mod server_ratings;

pub use help::{command, language_of, parse_args};
pub use net::RoomsCommand;

/// Roll-and-write and tile games with bots. With no command, opens the window.
///
/// (The help shown is worded from the catalogue, `cli.ftl`, in the chosen language: see
/// [`command`].)
#[derive(Parser, Debug)]
#[command(name = "dicepad", version)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// What to log: a level (error, warn, info, debug, trace, off) or target=level directives,
    /// e.g. `dicepad::net=debug,info`. Wins over RUST_LOG. The window logs to
    /// logs/dicepad.log in the data folder, `serve` to logs/ in its --data folder.
    #[arg(long, global = true)]
    pub log: Option<String>,
    /// How log lines look: text, or one JSON object per line.
    #[arg(long, global = true, value_enum, default_value = "text")]
    pub log_format: crate::logging::Format,
    /// The language of what dicepad says: en, de or nl. Without it the system locale decides
    /// (LC_ALL, then LC_MESSAGES, then LANG; English for any other language). Save files and
    /// notation are the same in every language.
    #[arg(long, global = true, value_parser = parse_lang)]
    pub lang: Option<crate::engine::text::Lang>,
}

fn parse_lang(code: &str) -> Result<crate::engine::text::Lang, String> {
    crate::engine::text::Lang::from_code(code).ok_or_else(|| {
        crate::engine::text::Msg::new("cli-lang-unknown")
            .text("code", crate::engine::save::clip(code, 20))
            .to_string()
    })
}

impl Cli {
    /// The language to speak: `--lang`, else the system locale's.
    pub fn language(&self) -> crate::engine::text::Lang {
        self.lang.unwrap_or_else(crate::engine::text::from_env)
    }
}

// One command is parsed once per run: the size of its largest variant costs nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Open a save file in the window.
    Open {
        file: PathBuf,
        /// Open it in the review: the timeline at action N (0 = the start; default: the end).
        #[arg(long, value_name = "N", num_args = 0..=1, default_missing_value = "end")]
        review: Option<String>,
    },
    /// Render a seat's sheet of a save to PNG, with no window or display.
    Export {
        /// The save to render (not with --blank).
        #[arg(required_unless_present = "blank", conflicts_with = "blank")]
        save: Option<PathBuf>,
        #[arg(short, long)]
        output: PathBuf,
        /// Seat number, from 1.
        #[arg(long, default_value_t = 1)]
        seat: usize,
        /// Print resolution in dots per inch (a sheet point prints as 1/72 inch). Default: screen
        /// size for a save, 300 for --blank.
        #[arg(long)]
        dpi: Option<f32>,
        /// An empty sheet of --game on an A4 page, ready to print.
        #[arg(long, requires = "game")]
        blank: bool,
        /// With --blank: the game id.
        #[arg(long, requires = "blank")]
        game: Option<String>,
        /// With --blank: how many seats the table has (sheets can differ by seat).
        #[arg(long, requires = "blank")]
        seats: Option<usize>,
        /// With --blank: game options as key=value (repeatable), e.g. --option side=back.
        #[arg(long = "option", requires = "blank")]
        options: Vec<String>,
    },
    /// Print a summary of a save: whose turn, what now, legal actions, scores and their breakdown.
    Replay {
        save: PathBuf,
        #[arg(long)]
        json: bool,
        /// Also print the raw game state (for bug reports).
        #[arg(long)]
        state: bool,
    },
    /// Let bots play many seeded games and report score statistics.
    Selfplay {
        #[arg(long)]
        game: String,
        /// Bot level for every seat (easy, normal or strong), unless --seats is given.
        #[arg(long, default_value = "normal")]
        bot: String,
        /// One bot level per seat, comma separated (e.g. normal,easy,easy); sets the seat count.
        #[arg(long)]
        seats: Option<String>,
        /// How many games (at least 1).
        #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u32).range(1..))]
        games: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Game options as key=value (repeatable), e.g. --option side=back.
        #[arg(long = "option")]
        options: Vec<String>,
        #[arg(long)]
        json: bool,
        /// Also write the save file of the first game here (stopping after --stop-after actions if given).
        #[arg(long)]
        save: Option<PathBuf>,
        /// With --save: stop that game after this many actions, so the save is of a running game.
        #[arg(long, requires = "save")]
        stop_after: Option<usize>,
        /// Record every game in the history database (see --db).
        #[arg(long)]
        record: bool,
        /// With --record: the database file (default: history.sqlite3 in the data folder).
        #[arg(long, requires = "record")]
        db: Option<PathBuf>,
    },
    /// Rate the bot levels against each other from seeded games (Elo scale, Normal at 1500).
    Ladder {
        #[arg(long)]
        game: String,
        /// Seats at the table (default: the game's fewest).
        #[arg(long)]
        seats: Option<usize>,
        /// Games (solo: deals, each played by every level); at least 1.
        #[arg(long, default_value_t = 60, value_parser = clap::value_parser!(u32).range(1..))]
        games: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Game options as key=value (repeatable), e.g. --option side=back.
        #[arg(long = "option")]
        options: Vec<String>,
        #[arg(long)]
        json: bool,
    },
    /// Print statistics from the game history: games, mean/best/worst, win rates per opponent.
    Stats {
        /// Only this game (its id).
        #[arg(long)]
        game: Option<String>,
        /// Only this player: a person's name, or "Easy bot" / "Normal bot" / "Strong bot".
        #[arg(long)]
        player: Option<String>,
        #[arg(long)]
        json: bool,
        /// The database file (default: history.sqlite3 in the data folder).
        #[arg(long)]
        db: Option<PathBuf>,
    },
    /// For each decision of the people in a save, the bot's choice, both moves' expected final
    /// scores and the points lost; then a summary.
    Review {
        save: PathBuf,
        #[arg(long)]
        json: bool,
        /// The reference bot (easy, normal or strong).
        #[arg(long, default_value = "strong")]
        bot: String,
        /// Rollouts per candidate move, at most (default 32; fewer where the better move is clear).
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=10_000))]
        rollouts: Option<u32>,
        /// Review this seat (from 1; repeatable). Default: every person's seat, or every seat.
        #[arg(long = "seat")]
        seats: Vec<usize>,
        /// Threads to use (default: one per core). The review is the same for any count.
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1024))]
        threads: Option<u32>,
    },
    /// Host network rooms (no window needed): every action is checked here, the dice are rolled
    /// here, and each room is saved in --data after every change (a restarted server resumes).
    Serve {
        /// Address and port to listen on (port 0 picks a free one; it is printed).
        #[arg(long, default_value = "127.0.0.1:7878")]
        listen: String,
        /// Folder for the rooms' files.
        #[arg(long, default_value = "dicepad-rooms")]
        data: PathBuf,
        /// When an action counts as stored: `disk` (synced to the disk before anyone hears of
        /// it; survives a power cut) or `process` (handed to the system and synced in the
        /// background every 0.2 s: survives the server being killed, a power cut may lose the
        /// last fraction of a second; rooms never wait for a slow disk).
        #[arg(long, default_value = "disk")]
        durability: crate::net::store::Durability,
        #[command(flatten)]
        store: net::StoreArgs,
        #[command(flatten)]
        limits: net::LimitArgs,
        #[command(flatten)]
        tls: net::TlsArgs,
        /// Also serve the browser app from this folder (its index.html, .js and .wasm, as
        /// `./scripts/web.sh` builds them) on the same address and port: http://ADDR/ (https://
        /// with --tls-cert) opens the page, whose WebSocket plays the rooms here.
        #[arg(long)]
        web: Option<PathBuf>,
    },
    /// Play one seat of a network room with a bot to the end (reconnects with its token when the
    /// connection drops); prints the final scores as JSON.
    Client {
        #[command(flatten)]
        seat: SeatArgs,
        /// The bot level that plays the seat.
        #[arg(long, default_value = "normal")]
        bot: String,
        /// Seconds to keep trying to reach the server before giving up.
        #[arg(long, default_value_t = 30)]
        patience: u64,
        /// Milliseconds to wait before each action (to watch the game go).
        #[arg(long, default_value_t = 0)]
        pace: u64,
        /// Play across days: after each of the seat's actions, leave the room and come back
        /// after this many milliseconds.
        #[arg(long)]
        away: Option<u64>,
        /// Write the seat's save of the finished game here (seed and salt revealed, ready for
        /// `dicepad verify`).
        #[arg(long)]
        save: Option<PathBuf>,
        /// For a wss:// server: trust the certificate(s) in this PEM file too (a self-signed
        /// server's own certificate), besides the built-in roots. Default: $DICEPAD_CA.
        #[arg(long)]
        ca: Option<PathBuf>,
        /// Show the server the data folder's player key (made on first use), so that the game's
        /// result moves this player's rating there (`dicepad ratings` lists them).
        #[arg(long)]
        as_player: bool,
        /// With --as-player: the name to go by on the server (kept in the player key from then
        /// on).
        #[arg(long, requires = "as_player")]
        name: Option<String>,
    },
    /// Check a finished network game's dice: the revealed seed and salt give the commitment every
    /// seat was given, and every roll in the log is the one that seed gives. Prints one line;
    /// exits 1 when they do not.
    Verify { save: PathBuf },
    /// Open the window and join a seat of a network game (the host's invitation has all three).
    Join {
        #[command(flatten)]
        seat: SeatArgs,
    },
    /// Open the window and host a network game: the server runs inside the app, the lobby shows
    /// an invitation for every remote seat.
    Host {
        #[arg(long)]
        game: String,
        /// One entry per seat, comma separated: `you` (exactly one: the seat played in this
        /// window), remote, easy, normal or strong.
        #[arg(long)]
        seats: String,
        /// Seat names, comma separated (optional).
        #[arg(long)]
        names: Option<String>,
        /// Address and port the server listens on.
        #[arg(long, default_value = "0.0.0.0:7878")]
        listen: String,
        /// Game options as key=value (repeatable).
        #[arg(long = "option")]
        options: Vec<String>,
        /// Refused: a hosted table has the host's own seat, so the server draws the seed.
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Network rooms.
    Rooms {
        #[command(subcommand)]
        command: RoomsCommand,
    },
    /// A server's daily challenge: the day's or the week's leaderboard, this player's attempt
    /// played by a bot (--play), or the check of a finished day's board (--verify).
    Daily {
        #[command(flatten)]
        args: daily::DailyArgs,
    },
    /// The players a server rates (network games played with a player key), best first per
    /// game: every game's or one's, found by the start of a name.
    Ratings {
        #[command(flatten)]
        args: server_ratings::RatingsArgs,
    },
}

/// A seat of a network room: where, which room, and the seat's secret.
#[derive(clap::Args, Debug)]
pub struct SeatArgs {
    /// The server, e.g. ws://192.168.1.5:7878 (or wss://… for a server with TLS)
    #[arg(long)]
    pub server: String,
    #[arg(long)]
    pub room: String,
    /// The seat's secret token (from `rooms create` or the host's invitation).
    #[arg(long)]
    pub token: String,
}

/// Runs a text subcommand (everything but the window). Output goes to `out`.
pub fn run(command: Command, out: &mut dyn Write) -> Result<()> {
    match command {
        Command::Open { .. } | Command::Join { .. } | Command::Host { .. } => {
            bail!("{}", crate::engine::text::tr("cli-no-gui"))
        }
        Command::Export {
            save,
            output,
            seat,
            dpi,
            blank,
            game,
            seats,
            options,
        } => match (blank, save, game) {
            (true, _, Some(game)) => {
                let options = crate::game::option_args::parse(&options)
                    .map_err(|e| anyhow::anyhow!("{}", e.msg()))?;
                export::export_blank(&game, &options, seats, seat, dpi, &output, out)
            }
            (false, Some(save), _) => export::export(&save, &output, seat, dpi, out),
            _ => bail!("{}", crate::engine::text::tr("cli-export-what")),
        },
        Command::Replay { save, json, state } => replay::replay(&save, json, state, out),
        Command::Review {
            save,
            json,
            bot,
            rollouts,
            seats,
            threads,
        } => {
            let how = review::How {
                json,
                bot: &bot,
                rollouts,
                seats: &seats,
                threads: threads.map(|t| t as usize),
            };
            review::review(&save, &how, out)
        }
        Command::Serve {
            listen,
            data,
            durability,
            store,
            limits,
            tls,
            web,
        } => net::serve(
            &listen,
            &data,
            limits.limits(),
            durability,
            store,
            net::Serving {
                tls: &tls,
                web: web.as_deref(),
            },
            out,
        ),
        Command::Client {
            seat:
                SeatArgs {
                    server,
                    room,
                    token,
                },
            bot,
            patience,
            pace,
            away,
            save,
            ca,
            as_player,
            name,
        } => {
            let timing = crate::net::client::Timing {
                patience: std::time::Duration::from_secs(patience),
                pace: std::time::Duration::from_millis(pace),
            };
            let seat = net::ClientSeat {
                server: &server,
                ca: ca.as_deref(),
                room: &room,
                token: &token,
                away: away.map(std::time::Duration::from_millis),
                as_player: as_player.then_some(name.as_deref()),
            };
            net::client(&seat, &bot, timing, save.as_deref(), out)
        }
        Command::Verify { save } => net::verify(&save, out),
        Command::Rooms { command } => net::rooms(command, out),
        Command::Daily { args } => daily::daily(args, out),
        Command::Ratings { args } => server_ratings::ratings(&args, out),
        Command::Selfplay {
            game,
            bot,
            seats,
            games,
            seed,
            options,
            json,
            save,
            stop_after,
            record,
            db,
        } => {
            let spec = SelfplaySpec::parse(
                &game,
                &bot,
                seats.as_deref(),
                games as usize,
                seed,
                &options,
            )
            .map_err(|e| anyhow::anyhow!("{}", e.msg()))?;
            if let Some(path) = save {
                crate::sim::write_bot_save(&spec, stop_after, &path)
                    .map_err(|e| anyhow::anyhow!("{}", e.msg()))?;
            }
            let db = record.then(|| history::db_path(db.as_deref()));
            selfplay::selfplay(&spec, db.as_deref(), json, out)
        }
        Command::Ladder {
            game,
            seats,
            games,
            seed,
            options,
            json,
        } => ladder::ladder(&game, seats, games as usize, seed, &options, json, out),
        Command::Stats {
            game,
            player,
            json,
            db,
        } => history::stats(game, player, json, db.as_deref(), out),
    }
}

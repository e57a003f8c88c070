//! The command line: window, open, export, replay, selfplay, stats.

use crate::engine::ToMove;
use crate::game::Match;
use crate::games::{self, load_path};
use anyhow::{anyhow, bail, Result};
use clap::{Parser, Subcommand};
use std::io::{IsTerminal, Write};
use std::path::PathBuf;

mod selfplay;
pub use selfplay::*;

#[derive(Parser, Debug)]
#[command(
    name = "dicepad",
    version,
    about = "Roll-and-write and tile games with bots. With no command, opens the window.",
    after_help = games_help()
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

fn games_help() -> String {
    format!("Games: {}", games::ids_help())
}

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
        /// Rollouts per candidate move (default 32).
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=10_000))]
        rollouts: Option<u32>,
        /// Review this seat (from 1; repeatable). Default: every person's seat, or every seat.
        #[arg(long = "seat")]
        seats: Vec<usize>,
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
    },
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
        /// The dice's seed (random when absent).
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Network rooms.
    Rooms {
        #[command(subcommand)]
        command: crate::net::cli::RoomsCommand,
    },
}

/// A seat of a network room: where, which room, and the seat's secret.
#[derive(clap::Args, Debug)]
pub struct SeatArgs {
    /// The server, e.g. ws://192.168.1.5:7878
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
            bail!("this command opens the window; this build has no GUI")
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
                let options = parse_options(&options)?;
                export_blank(&game, &options, seats, seat, dpi, &output, out)
            }
            (false, Some(save), _) => export(&save, &output, seat, dpi, out),
            _ => bail!("give a save to export, or --blank --game ID"),
        },
        Command::Replay { save, json, state } => replay(&save, json, state, out),
        Command::Review {
            save,
            json,
            bot,
            rollouts,
            seats,
        } => crate::review::cli::review(&save, json, &bot, rollouts, &seats, out),
        Command::Serve { listen, data } => crate::net::cli::serve(&listen, &data, out),
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
        } => {
            let timing = crate::net::client::Timing {
                patience: std::time::Duration::from_secs(patience),
                pace: std::time::Duration::from_millis(pace),
            };
            crate::net::cli::client(&server, &room, &token, &bot, timing, out)
        }
        Command::Rooms { command } => crate::net::cli::rooms(command, out),
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
            )?;
            if let Some(path) = save {
                write_bot_save(&spec, stop_after, &path)?;
            }
            let progress = std::io::stderr().is_terminal();
            let report = if record {
                crate::history::cli::selfplay_recorded(&spec, progress, db.as_deref())?
            } else {
                selfplay(&spec, progress)?
            };
            if json {
                writeln!(out, "{}", serde_json::to_string_pretty(&report)?)?;
            } else {
                write!(out, "{}", report.text())?;
            }
            Ok(())
        }
        Command::Stats {
            game,
            player,
            json,
            db,
        } => crate::history::cli::stats(game, player, json, db.as_deref(), out),
    }
}

#[cfg(feature = "gui")]
fn export(
    save: &std::path::Path,
    output: &std::path::Path,
    seat: usize,
    dpi: Option<f32>,
    out: &mut dyn Write,
) -> Result<()> {
    let m = load_path(save)?;
    if seat == 0 || seat > m.seats().len() {
        bail!(
            "seat {seat} does not exist: this game has seats 1 to {}",
            m.seats().len()
        );
    }
    match dpi {
        None => crate::export::export_png(m.as_ref(), seat - 1, output)?,
        Some(dpi) => {
            check_dpi(dpi)?;
            let canvas = crate::export::render_at(m.as_ref(), seat - 1, dpi / 72.0);
            let bytes = crate::export::png_bytes(&canvas)?;
            crate::engine::save::write_atomic(output, &bytes)
                .map_err(|e| anyhow!("cannot write {}: {e}", output.display()))?;
        }
    }
    writeln!(out, "wrote {}", output.display())?;
    Ok(())
}

#[cfg(feature = "gui")]
fn check_dpi(dpi: f32) -> Result<()> {
    if !(30.0..=1200.0).contains(&dpi) {
        bail!("--dpi {dpi}: use 30 to 1200 dots per inch");
    }
    Ok(())
}

#[cfg(feature = "gui")]
fn export_blank(
    game: &str,
    options: &std::collections::BTreeMap<String, String>,
    seats: Option<usize>,
    seat: usize,
    dpi: Option<f32>,
    output: &std::path::Path,
    out: &mut dyn Write,
) -> Result<()> {
    let dpi = dpi.unwrap_or(crate::print::DEFAULT_DPI);
    check_dpi(dpi)?;
    let m = crate::print::blank_match(game, options, seats)?;
    if seat == 0 || seat > m.seats().len() {
        bail!(
            "seat {seat} does not exist: the blank has seats 1 to {} (set --seats)",
            m.seats().len()
        );
    }
    let bytes = crate::print::blank_png(m.as_ref(), seat - 1, dpi)?;
    crate::engine::save::write_atomic(output, &bytes)
        .map_err(|e| anyhow!("cannot write {}: {e}", output.display()))?;
    writeln!(out, "wrote {}", output.display())?;
    Ok(())
}

#[cfg(not(feature = "gui"))]
fn export(
    _: &std::path::Path,
    _: &std::path::Path,
    _: usize,
    _: Option<f32>,
    _: &mut dyn Write,
) -> Result<()> {
    bail!("PNG export needs the `gui` feature, which this build was made without")
}

#[cfg(not(feature = "gui"))]
fn export_blank(
    _: &str,
    _: &std::collections::BTreeMap<String, String>,
    _: Option<usize>,
    _: usize,
    _: Option<f32>,
    _: &std::path::Path,
    _: &mut dyn Write,
) -> Result<()> {
    bail!("PNG export needs the `gui` feature, which this build was made without")
}

fn replay(path: &std::path::Path, json: bool, state: bool, out: &mut dyn Write) -> Result<()> {
    let m = load_path(path)?;
    let scores = m.scores();
    let winners = m.winners();
    if json {
        let seats: Vec<serde_json::Value> = m
            .seats()
            .iter()
            .zip(&scores)
            .enumerate()
            .map(|(i, (seat, sc))| {
                serde_json::json!({
                    "seat": i + 1,
                    "name": seat.name,
                    "total": sc.total,
                    "winner": winners.contains(&i),
                    "breakdown": sc.lines.iter().map(|l| serde_json::json!({"label": l.label, "points": l.points})).collect::<Vec<_>>(),
                })
            })
            .collect();
        let mut v = serde_json::json!({
            "game": m.info().id,
            "actions": m.action_count(),
            "over": m.is_over(),
            "to_move": to_move_text(m.as_ref()),
            "prompt": m.prompt(),
            "legal": m.legal(),
            "seats": seats,
        });
        if state {
            v["state"] = m.state_text().into();
        }
        writeln!(out, "{}", serde_json::to_string_pretty(&v)?)?;
        return Ok(());
    }
    let progress = if m.is_over() {
        "finished"
    } else {
        "in progress"
    };
    writeln!(
        out,
        "{} — {}, {progress} (seed {})",
        m.info().name,
        crate::engine::rules::count(m.action_count(), "action"),
        m.seed()
    )?;
    match m.to_move() {
        ToMove::Over => {
            let names: Vec<&str> = winners
                .iter()
                .filter_map(|&i| m.seats().get(i).map(|s| s.name.as_str()))
                .collect();
            if !names.is_empty() {
                writeln!(out, "Won by {}.", names.join(" and "))?;
            }
        }
        _ => writeln!(out, "To move: {}. {}", to_move_text(m.as_ref()), m.prompt())?,
    }
    let legal = m.legal();
    if !legal.is_empty() {
        const SHOWN: usize = 24;
        let more = legal.len().saturating_sub(SHOWN);
        let list: Vec<&str> = legal.iter().take(SHOWN).map(String::as_str).collect();
        write!(out, "Legal actions ({}): {}", legal.len(), list.join(", "))?;
        if more > 0 {
            write!(out, ", … and {more} more")?;
        }
        writeln!(out)?;
    }
    writeln!(out, "\nScores:")?;
    for (i, (seat, sc)) in m.seats().iter().zip(&scores).enumerate() {
        let mark = if m.is_over() && winners.contains(&i) {
            "  (winner)"
        } else {
            ""
        };
        writeln!(out, "  {} — {}{}", seat.name, sc.total, mark)?;
        for l in &sc.lines {
            writeln!(out, "      {:>4}  {}", l.points, l.label)?;
        }
    }
    if state {
        writeln!(out, "\nState:\n{}", m.state_text())?;
    }
    Ok(())
}

/// `key=value` pairs from `--option`.
pub fn parse_options(options: &[String]) -> Result<std::collections::BTreeMap<String, String>> {
    options
        .iter()
        .map(|kv| {
            kv.split_once('=')
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .ok_or_else(|| anyhow!("option `{kv}` should look like key=value"))
        })
        .collect()
}

/// Who is to move, in words, for messages.
pub fn to_move_text(m: &dyn Match) -> String {
    match m.to_move() {
        ToMove::Seat(i) => m.seats()[i].name.clone(),
        ToMove::Chance => "the dice".into(),
        ToMove::Over => "nobody (game over)".into(),
    }
}

//! The command line: window, open, export, replay, selfplay, stats.

use crate::engine::rules::BotLevel;
use crate::engine::{SeatInfo, ToMove};
use crate::games::{self, load_path};
use crate::plugin::{Match, MatchSetup};
use anyhow::{anyhow, bail, Result};
use clap::{Parser, Subcommand};
use std::io::{IsTerminal, Write};
use std::path::PathBuf;

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
        /// The server, e.g. ws://127.0.0.1:7878
        #[arg(long)]
        server: String,
        #[arg(long)]
        room: String,
        /// The seat's secret token (from `rooms create` or the host).
        #[arg(long)]
        token: String,
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
        /// The server, e.g. ws://192.168.1.5:7878
        #[arg(long)]
        server: String,
        #[arg(long)]
        room: String,
        /// Your seat's secret token.
        #[arg(long)]
        token: String,
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
            server,
            room,
            token,
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

/// What `selfplay` runs.
#[derive(Clone, Debug)]
pub struct SelfplaySpec {
    pub game: String,
    pub levels: Vec<BotLevel>,
    pub games: usize,
    pub seed: u64,
    pub options: std::collections::BTreeMap<String, String>,
}

impl SelfplaySpec {
    pub fn parse(
        game: &str,
        bot: &str,
        seats: Option<&str>,
        games: usize,
        seed: u64,
        options: &[String],
    ) -> Result<Self> {
        let plugin = games::find(game)
            .ok_or_else(|| anyhow!("unknown game `{game}`; games: {}", games::ids_help()))?;
        let info = plugin.info();
        let levels: Vec<BotLevel> = match seats {
            Some(list) => list
                .split(',')
                .map(|s| s.parse::<BotLevel>().map_err(|e| anyhow!(e)))
                .collect::<Result<_>>()?,
            None => vec![bot.parse::<BotLevel>().map_err(|e| anyhow!(e))?; info.min_seats.max(1)],
        };
        if levels.len() < info.min_seats || levels.len() > info.max_seats {
            bail!(
                "{} takes {}–{} seats, not {}",
                info.name,
                info.min_seats,
                info.max_seats,
                levels.len()
            );
        }
        let options = parse_options(options)?;
        Ok(SelfplaySpec {
            game: game.to_string(),
            levels,
            games,
            seed,
            options,
        })
    }
}

/// Per-seat statistics.
#[derive(Clone, Debug, serde::Serialize)]
pub struct SeatStats {
    pub seat: usize,
    pub level: String,
    pub mean: f64,
    pub min: i32,
    pub max: i32,
    pub stddev: f64,
    /// Share of games this seat won (ties count for every tied winner); none in a solo game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub win_rate: Option<f64>,
    /// Share of games this seat won alone (no shared win); none in a solo game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sole_win_rate: Option<f64>,
}

/// What `selfplay` reports. Deterministic for a given spec.
#[derive(Clone, Debug, serde::Serialize)]
pub struct SelfplayReport {
    pub game: String,
    pub games: usize,
    pub seed: u64,
    pub seats: Vec<SeatStats>,
    pub mean_actions: f64,
}

impl SelfplayReport {
    pub fn text(&self) -> String {
        let mut s = format!(
            "{}: {} from seed {} ({:.1} actions per game)\n",
            self.game,
            crate::engine::rules::count(self.games, "game"),
            self.seed,
            self.mean_actions
        );
        for st in &self.seats {
            s += &format!(
                "  seat {} ({}): mean {:.2}, min {}, max {}, spread (sd) {:.2}",
                st.seat, st.level, st.mean, st.min, st.max, st.stddev,
            );
            if let Some(rate) = st.win_rate {
                s += &format!(", wins {:.1}%", rate * 100.0);
            }
            if let Some(rate) = st.sole_win_rate {
                s += &format!(" (alone {:.1}%)", rate * 100.0);
            }
            s += "\n";
        }
        s
    }
}

/// Plays the spec's first game with its bots (up to `stop_after` actions) and writes its save.
pub fn write_bot_save(
    spec: &SelfplaySpec,
    stop_after: Option<usize>,
    path: &std::path::Path,
) -> Result<()> {
    let mut m = new_bot_match(spec, 0)?;
    while !m.is_over() && stop_after.is_none_or(|n| m.action_count() < n) {
        if !m.step_bot() {
            bail!("the bot could not move at action {}", m.action_count());
        }
    }
    let text = m.save_text().map_err(|e| anyhow!(e))?;
    crate::engine::save::write_atomic(path, text.as_bytes())
        .map_err(|e| anyhow!("cannot write {}: {e}", path.display()))
}

/// Game number `g` of a selfplay spec, with bot seats.
pub fn new_bot_match(spec: &SelfplaySpec, g: usize) -> Result<Box<dyn Match>> {
    let plugin = games::find(&spec.game).ok_or_else(|| anyhow!("unknown game `{}`", spec.game))?;
    let seats: Vec<SeatInfo> = spec
        .levels
        .iter()
        .enumerate()
        .map(|(i, &l)| SeatInfo::bot(format!("Bot {} ({})", i + 1, l.label()), l))
        .collect();
    plugin
        .new_match(MatchSetup {
            seats,
            seed: spec.seed.wrapping_add(g as u64),
            options: spec.options.clone(),
            dice: crate::engine::Dice::Seeded,
        })
        .map_err(|e| anyhow!(e))
}

/// One finished game: every seat's total, the winners, how many actions it took, and how long
/// each bot decision took (seconds, per seat; wall-clock, so only ever reported, never compared).
#[derive(Clone, Debug, Default)]
pub struct GameResult {
    pub scores: Vec<i32>,
    pub winners: Vec<usize>,
    pub actions: usize,
    pub decision_secs: Vec<Vec<f64>>,
}

/// Plays one bot-only game to the end.
pub fn play_out(m: &mut dyn Match) -> Result<GameResult> {
    let mut guard = 0usize;
    let mut decision_secs = vec![Vec::new(); m.seats().len()];
    while !m.is_over() {
        let seat = m.bot_to_move().map(|(seat, _)| seat);
        let started = std::time::Instant::now();
        if !m.step_bot() {
            bail!(
                "the bot could not move at action {} ({:?})",
                m.action_count(),
                m.to_move()
            );
        }
        if let Some(times) = seat.and_then(|seat| decision_secs.get_mut(seat)) {
            times.push(started.elapsed().as_secs_f64());
        }
        guard += 1;
        if guard > 1_000_000 {
            bail!("game did not end after a million actions");
        }
    }
    Ok(GameResult {
        scores: m.scores().iter().map(|s| s.total).collect(),
        winners: m.winners(),
        actions: m.action_count(),
        decision_secs,
    })
}

/// The `q`-quantile (0..=1) of `values` (sorted in place); 0 when empty.
fn quantile(values: &mut [f64], q: f64) -> f64 {
    if values.is_empty() {
        return 0.0;
    }
    values.sort_by(|a, b| a.total_cmp(b));
    let i = ((values.len() - 1) as f64 * q).round() as usize;
    values[i.min(values.len() - 1)]
}

/// Runs the games (on every core; results do not depend on the thread count).
pub fn selfplay(spec: &SelfplaySpec, progress: bool) -> Result<SelfplayReport> {
    selfplay_with(spec, progress, &|_, _| Ok(()))
}

/// What [`selfplay_with`] calls with each finished game and the unix second it started.
pub type OnGame<'a> = &'a (dyn Fn(&dyn Match, i64) -> Result<()> + Sync);

/// [`selfplay`], handing every finished game to `on_game` as it ends (from the playing thread).
pub fn selfplay_with(
    spec: &SelfplaySpec,
    progress: bool,
    on_game: OnGame<'_>,
) -> Result<SelfplayReport> {
    let seats = spec.levels.len();
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .min(spec.games.max(1));
    let done = std::sync::atomic::AtomicUsize::new(0);
    let started = std::time::Instant::now();
    let results: Vec<Result<GameResult>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let done = &done;
                scope.spawn(move || {
                    let mut out = Vec::new();
                    for g in (t..spec.games).step_by(threads) {
                        let begun = crate::history::now();
                        let r = new_bot_match(spec, g).and_then(|mut m| {
                            let r = play_out(m.as_mut())?;
                            on_game(m.as_ref(), begun)?;
                            Ok(r)
                        });
                        out.push((g, r));
                        let n = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
                        if progress && t == 0 {
                            draw_progress(n, spec.games);
                        }
                    }
                    out
                })
            })
            .collect();
        let mut all: Vec<(usize, Result<_>)> = handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect();
        all.sort_by_key(|(g, _)| *g);
        all.into_iter().map(|(_, r)| r).collect()
    });
    if progress {
        draw_progress(spec.games, spec.games);
        eprintln!();
    }
    if results.len() != spec.games {
        bail!("a selfplay thread panicked");
    }
    let mut per_seat: Vec<Vec<i32>> = vec![Vec::new(); seats];
    let mut wins = vec![0usize; seats];
    let mut sole_wins = vec![0usize; seats];
    let mut times: Vec<Vec<f64>> = vec![Vec::new(); seats];
    let mut actions = 0usize;
    for r in results {
        let r = r?;
        for (i, s) in r.scores.into_iter().enumerate() {
            per_seat[i].push(s);
        }
        if let [alone] = r.winners[..] {
            sole_wins[alone] += 1;
        }
        for w in r.winners {
            wins[w] += 1;
        }
        for (i, t) in r.decision_secs.into_iter().enumerate() {
            times[i].extend(t);
        }
        actions += r.actions;
    }
    let n = spec.games.max(1) as f64;
    let decisions = actions.max(1);
    eprintln!(
        "selfplay: {} in {:.2} s ({:.1} µs per action on average)",
        crate::engine::rules::count(spec.games, "game"),
        started.elapsed().as_secs_f64(),
        started.elapsed().as_secs_f64() * 1e6 * threads as f64 / decisions as f64
    );
    // Decision times go to stderr: they are wall-clock (the report itself is deterministic).
    for (i, t) in times.iter_mut().enumerate() {
        eprintln!(
            "  seat {} ({}): {} decisions, median {:.2} ms, p90 {:.2} ms, max {:.1} ms",
            i + 1,
            spec.levels[i].label(),
            t.len(),
            quantile(t, 0.5) * 1e3,
            quantile(t, 0.9) * 1e3,
            quantile(t, 1.0) * 1e3,
        );
    }
    Ok(SelfplayReport {
        game: spec.game.clone(),
        games: spec.games,
        seed: spec.seed,
        mean_actions: actions as f64 / n,
        seats: per_seat
            .iter()
            .enumerate()
            .map(|(i, v)| {
                let mean = v.iter().map(|&x| x as f64).sum::<f64>() / n;
                let var = v.iter().map(|&x| (x as f64 - mean).powi(2)).sum::<f64>() / n;
                SeatStats {
                    seat: i + 1,
                    level: spec.levels[i].label().to_string(),
                    mean,
                    min: v.iter().copied().min().unwrap_or(0),
                    max: v.iter().copied().max().unwrap_or(0),
                    stddev: var.sqrt(),
                    // Alone at the table every game is "won": a win rate says nothing.
                    win_rate: (seats > 1).then(|| wins[i] as f64 / n),
                    sole_win_rate: (seats > 1).then(|| sole_wins[i] as f64 / n),
                }
            })
            .collect(),
    })
}

pub(crate) fn draw_progress(done: usize, total: usize) {
    let width = 30;
    let filled = width * done / total.max(1);
    eprint!(
        "\r[{}{}] {done}/{total}",
        "#".repeat(filled),
        " ".repeat(width - filled)
    );
}

/// Who is to move, in words, for messages.
pub fn to_move_text(m: &dyn Match) -> String {
    match m.to_move() {
        ToMove::Seat(i) => m.seats()[i].name.clone(),
        ToMove::Chance => "the dice".into(),
        ToMove::Over => "nobody (game over)".into(),
    }
}

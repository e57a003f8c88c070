//! `dicepad daily`: a server's daily challenge from the command line. The leaderboard of a day
//! or a week (a table in the command line's language, or JSON), this player's attempt played by
//! a bot (with the data folder's player key), and the check of a finished day's whole board.
//! Without `--server` it says what the local challenge is (the window's, for offline play).

use crate::engine::text::Msg;
use crate::engine::BotLevel;
use crate::net::chat::{printable, shown_name};
use crate::net::protocol::DailyBoard;
use crate::net::tls::Trust;
use anyhow::{anyhow, bail, Result};
use std::io::Write;
use std::path::PathBuf;

/// `dicepad daily`'s options.
#[derive(clap::Args, Debug)]
pub struct DailyArgs {
    /// The server, e.g. ws://127.0.0.1:7878 (or wss://…); without one, the local challenge is
    /// named.
    #[arg(long)]
    server: Option<String>,
    /// For a wss:// server: trust the certificate(s) in this PEM file too. Default: $DICEPAD_CA.
    #[arg(long)]
    ca: Option<PathBuf>,
    /// The game (its id); every game's board when none is given.
    #[arg(long)]
    game: Option<String>,
    /// The day (YYYY-MM-DD, UTC); by default the server's today.
    #[arg(long)]
    date: Option<String>,
    /// The week (Monday to Sunday) holding the day: each player's total.
    #[arg(long, conflicts_with_all = ["play", "verify"])]
    week: bool,
    #[arg(long)]
    json: bool,
    /// Play this player's attempt at today's challenge with a bot (the data folder's player key).
    #[arg(long, requires_all = ["server", "game"], conflicts_with = "verify")]
    play: bool,
    /// The bot level that plays the attempt.
    #[arg(long, default_value = "normal", requires = "play")]
    bot: String,
    /// The name to go by on the server (kept in the player key from then on).
    #[arg(long, requires = "play")]
    name: Option<String>,
    /// Check a finished day's board: the revealed seed and every entry, replayed.
    #[arg(long, requires = "server")]
    verify: bool,
}

/// Runs `dicepad daily`.
pub fn daily(args: DailyArgs, out: &mut dyn Write) -> Result<()> {
    let games: Vec<String> = match &args.game {
        Some(game) => {
            if crate::games::find(game).is_none() {
                bail!(
                    "{}",
                    Msg::new("net-no-game").text("game", crate::engine::save::clip(game, 40))
                );
            }
            vec![game.clone()]
        }
        None => crate::games::registry()
            .iter()
            .map(|p| p.info().id.to_string())
            .collect(),
    };
    let Some(server) = &args.server else {
        return local(&games, out);
    };
    let trust = Trust::with_ca_or_env(args.ca.as_deref())?;
    if args.play {
        return play(&trust, server, &games[0], &args, out);
    }
    let mut boards = Vec::new();
    for game in &games {
        let board =
            crate::net::client::fetch_board(&trust, server, game, args.date.as_deref(), args.week)?;
        boards.push(board);
    }
    if args.verify {
        return verify(&boards, args.json, out);
    }
    if args.json {
        let json = if boards.len() == 1 {
            serde_json::to_string_pretty(&boards[0])?
        } else {
            serde_json::to_string_pretty(&boards)?
        };
        writeln!(out, "{json}")?;
        return Ok(());
    }
    for board in &boards {
        write!(out, "{}", board_text(board))?;
    }
    Ok(())
}

/// The local challenge (no server): the window's, for offline play.
fn local(games: &[String], out: &mut dyn Write) -> Result<()> {
    let date = crate::daily::Day::today().to_string();
    writeln!(out, "{}", Msg::new("cli-daily-local").text("date", date))?;
    for game in games {
        let name = crate::games::find(game).map_or(game.as_str(), |p| p.info().name);
        writeln!(out, "  {name} ({game})")?;
    }
    Ok(())
}

/// Plays the player's attempt at today's challenge of `game` with a bot.
fn play(
    trust: &Trust,
    server: &str,
    game: &str,
    args: &DailyArgs,
    out: &mut dyn Write,
) -> Result<()> {
    let level: BotLevel = args.bot.parse().map_err(|e: String| anyhow!(e))?;
    let key = crate::net::player_key::PlayerKey::load_or_make(
        &crate::paths::data_dir(),
        args.name.as_deref(),
    )
    .map_err(|e| anyhow!("{}", e.msg()))?;
    let attempt = crate::net::client::ask_daily(trust, server, game, &key)?;
    let (_, mut quiet) = tokio::sync::mpsc::unbounded_channel();
    let seat = crate::net::client::SeatPlay {
        url: server,
        room: &attempt.room,
        token: &attempt.token,
        level,
        timing: crate::net::client::Timing {
            patience: std::time::Duration::from_secs(30),
            pace: std::time::Duration::ZERO,
        },
        away: None,
        day: Some(attempt.commitment),
        // A daily attempt is not rated: its board is its result.
        player: None,
    };
    let done = crate::net::client::play(trust, &seat, &mut quiet)?;
    if !done.fair {
        bail!(
            "{}",
            Msg::new("cli-dice-do-not-check").text("why", done.dice.clone())
        );
    }
    let score = done.scores.first().copied().unwrap_or(0);
    if args.json {
        let json = serde_json::json!({
            "date": attempt.date,
            "game": game,
            "room": attempt.room,
            "score": score,
            "dice": done.dice,
        });
        writeln!(out, "{json}")?;
    } else {
        writeln!(
            out,
            "{}",
            Msg::new(if done.sealed {
                "cli-daily-played-sealed"
            } else {
                "cli-daily-played"
            })
            .text("game", game_name(game))
            .text("date", attempt.date)
            .msg(
                "total",
                crate::games::total_text(game, &Default::default(), score)
            )
        )?;
    }
    Ok(())
}

fn game_name(id: &str) -> String {
    crate::games::find(id).map_or_else(|| printable(id), |p| p.info().name.to_string())
}

/// A board as the command line prints it.
fn board_text(board: &DailyBoard) -> String {
    let mut text = String::new();
    let game = game_name(&board.game);
    let head = match &board.week {
        Some((monday, sunday)) => Msg::new("cli-daily-week-head")
            .text("game", game)
            .text("from", printable(monday))
            .text("to", printable(sunday))
            .count("n", board.total),
        None => Msg::new("cli-daily-head")
            .text("game", game)
            .text("date", printable(&board.date))
            .count("n", board.total),
    };
    text.push_str(&format!("{head}\n"));
    if let Some(c) = board.commitment {
        let dice = match (board.seed, board.salt) {
            (Some(seed), Some(salt)) => Msg::new("cli-daily-revealed")
                .text("commitment", c.to_string())
                .text("seed", seed.to_string())
                .text("salt", salt.to_string()),
            _ => Msg::new("cli-daily-sealed").text("commitment", c.to_string()),
        };
        text.push_str(&format!("{dice}\n"));
    }
    for e in &board.entries {
        let line = Msg::new("cli-daily-entry")
            .count("rank", e.rank)
            .text("name", shown_name(&e.name))
            .text("player", printable(&e.player))
            .int("score", i64::from(e.score));
        text.push_str(&format!("{line}\n"));
    }
    for p in &board.players {
        let line = Msg::new("cli-daily-week-entry")
            .count("rank", p.rank)
            .text("name", shown_name(&p.name))
            .text("player", printable(&p.player))
            .int("total", p.total)
            .count("days", usize::try_from(p.days).unwrap_or(0));
        text.push_str(&format!("{line}\n"));
    }
    let listed = board.entries.len() + board.players.len();
    if listed < board.total {
        let more = Msg::new("cli-daily-more")
            .count("listed", listed)
            .count("total", board.total);
        text.push_str(&format!("{more}\n"));
    }
    text
}

/// Checks each board; prints what failed and fails if anything did.
fn verify(boards: &[DailyBoard], json: bool, out: &mut dyn Write) -> Result<()> {
    let mut failures = 0;
    let mut report = Vec::new();
    for board in boards {
        let game = game_name(&board.game);
        let verdict = crate::net::board_check::check(board).map_err(|e| {
            anyhow!(
                "{}",
                Msg::new("cli-daily-verify-board")
                    .text("game", game.clone())
                    .text("date", printable(&board.date))
                    .msg("why", e.msg())
            )
        })?;
        for (entry, why) in &verdict.failed {
            failures += 1;
            let line = Msg::new("cli-daily-verify-failed")
                .count("rank", entry.rank)
                .text("name", shown_name(&entry.name))
                .text("player", printable(&entry.player))
                .int("score", i64::from(entry.score))
                .msg("why", why.msg());
            report.push(serde_json::json!({
                "game": board.game, "date": board.date, "rank": entry.rank,
                "player": entry.player, "score": entry.score, "why": why.to_string(),
            }));
            eprintln!("{line}");
        }
        if !json {
            let listed = board.entries.len();
            let line = Msg::new("cli-daily-verified")
                .text("game", game)
                .text("date", printable(&board.date))
                .count("passed", verdict.passed)
                .count("listed", listed)
                .count("total", board.total);
            writeln!(out, "{line}")?;
        }
    }
    if json {
        writeln!(out, "{}", serde_json::json!({ "failed": report }))?;
    }
    if failures > 0 {
        bail!("{}", Msg::new("cli-daily-verify-some").count("n", failures));
    }
    Ok(())
}

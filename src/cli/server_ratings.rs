//! `dicepad ratings --server URL`: the players a server rates (network games played with a
//! player key, see [`crate::net::rated`]), best first per game, found by the start of a name; a
//! table in the command line's language, or JSON.

use crate::engine::text::Msg;
use crate::net::chat::{printable, shown_name};
use crate::net::protocol::PlayerList;
use crate::net::tls::Trust;
use anyhow::{bail, Result};
use std::io::Write;
use std::path::PathBuf;

/// `dicepad ratings`' options.
#[derive(clap::Args, Debug)]
pub struct RatingsArgs {
    /// The server, e.g. ws://127.0.0.1:7878 (or wss://…).
    #[arg(long)]
    server: String,
    /// For a wss:// server: trust the certificate(s) in this PEM file too. Default: $DICEPAD_CA.
    #[arg(long)]
    ca: Option<PathBuf>,
    /// The game (its id); every game when none is given.
    #[arg(long)]
    game: Option<String>,
    /// Only players whose name begins with this (any case).
    #[arg(long, default_value = "")]
    name: String,
    /// Start the list at this entry (0 is the first; a server lists 100 at a time).
    #[arg(long, default_value_t = 0)]
    from: usize,
    #[arg(long)]
    json: bool,
}

/// Runs `dicepad ratings`.
pub fn ratings(args: &RatingsArgs, out: &mut dyn Write) -> Result<()> {
    if let Some(game) = &args.game {
        if crate::games::find(game).is_none() {
            bail!(
                "{}",
                Msg::new("net-no-game").text("game", crate::engine::save::clip(game, 40))
            );
        }
    }
    let trust = Trust::with_ca_or_env(args.ca.as_deref())?;
    let list = crate::net::client::fetch_players(
        &trust,
        &args.server,
        args.game.as_deref(),
        &args.name,
        args.from,
    )?;
    if args.json {
        writeln!(out, "{}", serde_json::to_string_pretty(&list)?)?;
    } else {
        write!(out, "{}", list_text(&list))?;
    }
    Ok(())
}

/// A list as the command line prints it: a heading per game, one line per player.
fn list_text(list: &PlayerList) -> String {
    let mut text = String::new();
    if list.entries.is_empty() {
        let none = if list.name.is_empty() {
            Msg::new("cli-server-ratings-none")
        } else {
            Msg::new("cli-server-ratings-none-named").text("name", printable(&list.name))
        };
        text.push_str(&format!("{none}\n"));
        return text;
    }
    let mut game: Option<&str> = None;
    for e in &list.entries {
        if game != Some(e.game.as_str()) {
            game = Some(&e.game);
            let name = crate::games::find(&e.game)
                .map_or_else(|| printable(&e.game), |p| p.info().name.to_string());
            text.push_str(&format!(
                "{}\n",
                Msg::new("cli-server-ratings-head").text("game", name)
            ));
        }
        let id = if e.provisional {
            "cli-server-ratings-entry-provisional"
        } else {
            "cli-server-ratings-entry"
        };
        let line = Msg::new(id)
            .count("rank", e.rank)
            .text("name", shown_name(&e.name))
            .text("player", printable(&e.player))
            .int("rating", i64::from(e.rating))
            .int("spread", i64::from(e.spread))
            .count("games", usize::try_from(e.games).unwrap_or(0));
        text.push_str(&format!("{line}\n"));
    }
    let shown = list.from + list.entries.len();
    if list.from > 0 || shown < list.total {
        let more = Msg::new("cli-server-ratings-more")
            .count("first", list.from + 1)
            .count("last", shown)
            .count("total", list.total);
        text.push_str(&format!("{more}\n"));
    }
    text
}

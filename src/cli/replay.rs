//! `dicepad replay`: a summary of a save, as text or JSON.

// `--json` is for programs: its words are English whatever the language.
use crate::engine::text::{tr, Lang, Msg};
use crate::engine::{Names, ToMove};
use crate::game::Match;
use crate::games::load_path;
use anyhow::Result;
use std::io::Write;

pub fn replay(path: &std::path::Path, json: bool, state: bool, out: &mut dyn Write) -> Result<()> {
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
                    "breakdown": sc.lines.iter().map(|l| serde_json::json!({"label": l.label.render(Lang::En), "points": l.points})).collect::<Vec<_>>(),
                })
            })
            .collect();
        let mut v = serde_json::json!({
            "game": m.info().id,
            "actions": m.action_count(),
            "over": m.is_over(),
            "to_move": to_move_text(m.as_ref()).render(Lang::En),
            "prompt": m.prompt().render(Lang::En),
            "legal": m.legal(),
            "seats": seats,
        });
        if state {
            v["state"] = m.state_text().into();
        }
        writeln!(out, "{}", serde_json::to_string_pretty(&v)?)?;
        return Ok(());
    }
    let headline = Msg::new(if m.is_over() {
        "replay-head-finished"
    } else {
        "replay-head-running"
    })
    .text("game", m.info().name)
    .count("actions", m.action_count())
    .text("seed", crate::game::seed_words(m.as_ref()));
    writeln!(out, "{headline}")?;
    match m.to_move() {
        ToMove::Over => {
            // Worded as in the window's end window.
            writeln!(out, "{}", crate::games::result_of(m.as_ref()))?;
        }
        _ => writeln!(
            out,
            "{}",
            Msg::new("replay-to-move")
                .msg("who", to_move_text(m.as_ref()))
                .msg("prompt", m.prompt())
        )?,
    }
    let legal = m.legal();
    if !legal.is_empty() {
        const SHOWN: usize = 24;
        let more = legal.len().saturating_sub(SHOWN);
        let list: Vec<&str> = legal.iter().take(SHOWN).map(String::as_str).collect();
        let line = Msg::new("replay-legal")
            .count("n", legal.len())
            .text("list", list.join(", "));
        write!(out, "{line}")?;
        if more > 0 {
            write!(out, "{}", Msg::new("replay-legal-more").count("n", more))?;
        }
        writeln!(out)?;
    }
    writeln!(out, "\n{}", tr("replay-scores"))?;
    let names = Names::of(m.seats());
    for (i, sc) in scores.iter().enumerate() {
        let mark = if m.is_over() && scores.len() > 1 && winners.contains(&i) {
            format!("  {}", tr("end-winner"))
        } else {
            String::new()
        };
        writeln!(out, "  {} — {}{}", names.get(i), sc.total, mark)?;
        for l in &sc.lines {
            writeln!(out, "      {:>4}  {}", l.points, l.label)?;
        }
    }
    if state {
        writeln!(out, "\n{}\n{}", tr("replay-state"), m.state_text())?;
    }
    Ok(())
}

/// Who is to move, in words, for messages.
fn to_move_text(m: &dyn Match) -> Msg {
    match m.to_move() {
        ToMove::Seat(i) => Msg::new("list-one").text("only", Names::of(m.seats()).get(i)),
        ToMove::Chance => Msg::new("replay-the-dice"),
        ToMove::Over => Msg::new("replay-nobody"),
    }
}

//! `dicepad replay`: a summary of a save, as text or JSON.

use crate::engine::ToMove;
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
                    "breakdown": sc.lines.iter().map(|l| serde_json::json!({"label": l.label.to_string(), "points": l.points})).collect::<Vec<_>>(),
                })
            })
            .collect();
        let mut v = serde_json::json!({
            "game": m.info().id,
            "actions": m.action_count(),
            "over": m.is_over(),
            "to_move": to_move_text(m.as_ref()),
            "prompt": m.prompt().to_string(),
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
        "{} — {}, {progress} ({})",
        m.info().name,
        crate::engine::rules::count(m.action_count(), "action"),
        crate::game::seed_words(m.as_ref())
    )?;
    match m.to_move() {
        ToMove::Over => {
            // Worded as in the window's end window.
            writeln!(out, "{}", crate::games::result_of(m.as_ref()))?;
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

/// Who is to move, in words, for messages.
fn to_move_text(m: &dyn Match) -> String {
    match m.to_move() {
        ToMove::Seat(i) => m.seats()[i].name.clone(),
        ToMove::Chance => "the dice".into(),
        ToMove::Over => "nobody (game over)".into(),
    }
}

//! One bot game: made from a spec, played to the end, or played part way and saved.

use super::{SelfplaySpec, SimError};
use crate::engine::text::{Lang, Msg};
use crate::engine::SeatInfo;
use crate::game::{MatchSetup, Playable};
use crate::games;

/// Game number `g` of a selfplay spec, with bot seats.
pub fn new_bot_match(spec: &SelfplaySpec, g: usize) -> Result<Box<dyn Playable>, SimError> {
    let plugin = games::find(&spec.game).ok_or_else(|| SimError::UnknownGame(spec.game.clone()))?;
    let seats: Vec<SeatInfo> = spec
        .levels
        .iter()
        .enumerate()
        .map(|(i, &l)| {
            let name = Msg::new("stats-compare-bot-name")
                .count("n", i + 1)
                .text("level", l.label());
            // Named in English whatever the language: a spec's games and saves are the same
            // bytes in every language (runs are compared, and `--record` groups bots by level).
            SeatInfo::bot(name.render(Lang::En), l)
        })
        .collect();
    plugin
        .new_match(MatchSetup {
            seats,
            seed: spec.seed.wrapping_add(g as u64),
            options: spec.options.clone(),
            dice: crate::engine::Dice::Seeded,
        })
        .map_err(SimError::NewMatch)
}

/// Plays the spec's first game with its bots (up to `stop_after` actions) and writes its save.
pub fn write_bot_save(
    spec: &SelfplaySpec,
    stop_after: Option<usize>,
    path: &std::path::Path,
) -> Result<(), SimError> {
    let mut m = new_bot_match(spec, 0)?;
    while !m.is_over() && stop_after.is_none_or(|n| m.action_count() < n) {
        if !m.step_bot() {
            return Err(SimError::BotStuck {
                at: m.action_count(),
            });
        }
    }
    let text = m.save_text().map_err(SimError::Save)?;
    crate::engine::save::write_atomic(path, text.as_bytes()).map_err(|reason| SimError::Write {
        path: path.to_path_buf(),
        reason,
    })
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
pub fn play_out(m: &mut dyn Playable) -> Result<GameResult, SimError> {
    let mut guard = 0usize;
    let mut decision_secs = vec![Vec::new(); m.seats().len()];
    while !m.is_over() {
        let seat = m.bot_to_move().map(|(seat, _)| seat);
        let started = web_time::Instant::now();
        if !m.step_bot() {
            return Err(SimError::BotStuckOn {
                at: m.action_count(),
                to_move: m.to_move(),
            });
        }
        if let Some(times) = seat.and_then(|seat| decision_secs.get_mut(seat)) {
            times.push(started.elapsed().as_secs_f64());
        }
        guard += 1;
        if guard > 1_000_000 {
            return Err(SimError::Endless);
        }
    }
    Ok(GameResult {
        scores: m.scores().iter().map(|s| s.total).collect(),
        winners: m.winners(),
        actions: m.action_count(),
        decision_secs,
    })
}

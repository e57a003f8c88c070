//! The window's side of the game history: every finished game is recorded once, and a local game
//! the player left with a person's action in it is recorded as abandoned (and no longer offered
//! as Continue). A game kept in the autosave when the window closes is not abandoned: Continue
//! brings it back. A network game is never abandoned here: its seat stays the player's on its
//! server.

use super::event::{After, Event, NextGame};
use super::game_screen::GameScreen;
use super::shell::Shell;
use crate::engine::text::Msg;
use crate::engine::SeatKind;
use crate::game::Match;
use crate::history::GameRecord;

/// Whether a person has acted in this game (only then is an unfinished game worth keeping).
pub fn human_acted(m: &dyn Match) -> bool {
    let seats = m.seats();
    (0..m.action_count())
        .filter_map(|i| m.log_line(i))
        .filter_map(|line| line.seat)
        .any(|seat| seats.get(seat).is_some_and(|s| s.kind == SeatKind::Human))
}

/// Stores a record; its id, or `None` after one error.
fn store_record(cx: &mut Shell, rec: Result<GameRecord, Msg>) -> Option<i64> {
    let rec = match rec {
        Ok(rec) => rec,
        Err(e) => {
            cx.error(Msg::new("history-not-recorded").msg("why", e).to_string());
            return None;
        }
    };
    let result = cx.history()?.record(&rec);
    match result {
        Ok(id) => Some(id),
        Err(e) => {
            // One notice; later games are not tried again this session.
            cx.history_failed(e.msg().to_string());
            None
        }
    }
}

/// Records a finished game (once per game).
pub fn record_finished(cx: &mut Shell, g: &mut GameScreen) {
    if g.recorded || !g.m.is_over() {
        return;
    }
    g.recorded = true;
    let rec = GameRecord::from_match(&*g.m, g.started, cx.platform.now(), false);
    let solo = match g.m.seats() {
        [seat] => Some(crate::history::Filter {
            game: Some(g.m.info().id.to_string()),
            player: Some(crate::history::player_label(
                &seat.name,
                seat.kind.bot_level(),
            )),
        }),
        _ => None,
    };
    // Before this game is in it: the best of the earlier ones, for the end window.
    g.past_best = solo.and_then(|f| {
        let games = cx.history()?.games(&f).ok()?;
        let scores: Vec<i32> = games
            .iter()
            .filter(|p| !p.abandoned && p.seats.len() == 1)
            .filter_map(|p| p.seats.first().map(|s| s.score))
            .collect();
        Some((*scores.iter().max()?, scores.len()))
    });
    if let Some(id) = store_record(cx, rec) {
        g.history_id = Some(id);
        cx.send(Event::StatsChanged);
    }
}

/// Whether leaving this game records it as abandoned: a local game, running, not recorded yet,
/// with a person's action in it.
pub fn counts_as_abandoned(g: &GameScreen) -> bool {
    g.remote.is_none() && !g.recorded && !g.m.is_over() && human_acted(&*g.m)
}

/// The player left this game for another: recorded as abandoned if it counts as one, and its
/// autosave goes (it is not offered as Continue as well).
pub fn record_abandoned(cx: &mut Shell, g: &mut GameScreen) {
    if !counts_as_abandoned(g) {
        return;
    }
    g.recorded = true;
    let rec = GameRecord::from_match(&*g.m, g.started, cx.platform.now(), true);
    if store_record(cx, rec).is_some() {
        cx.send(Event::StatsChanged);
    }
    super::files::forget_autosave_of(cx, g);
}

/// A past game from the history, to open in its review (as it was when it was recorded).
pub fn history_game(cx: &mut Shell, id: i64) -> Option<NextGame> {
    let rec = match cx.history()?.game(id) {
        Ok(rec) => rec,
        Err(e) => {
            cx.error(e.msg().to_string());
            return None;
        }
    };
    match super::played::ScreenGame::load(&rec.save_text) {
        Ok(m) => {
            let mut g = GameScreen::new(m, false);
            // Already in the history: never recorded again.
            g.recorded = true;
            g.history_id = Some(id);
            g.started = rec.started;
            let note = Msg::new("history-reviewing").int("id", id).to_string();
            Some(NextGame::Ready(Box::new(g), After::Review(note)))
        }
        Err(e) => {
            cx.error(
                Msg::new("history-cannot-open")
                    .int("id", id)
                    .msg("why", e.msg())
                    .to_string(),
            );
            None
        }
    }
}

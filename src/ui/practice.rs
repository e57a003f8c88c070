//! The Practice list: the player's own costly decisions (mistakes and blunders the review found in
//! their recorded games), brought back at growing intervals ([`crate::history::practice`]). On the
//! home screen: what is due, a click away; a position opens its game's review with the decision
//! tried again (`trial`), and the answer schedules it again.

use super::event::{After, Event, NextGame};
use super::game_screen::GameScreen;
use super::shell::Shell;
use super::trial::{Asked, Trial};
use crate::engine::text::{tr, Msg};
use crate::history::practice::{NewItem, PracticeItem, DAY};
use crate::history::History;
use crate::review::{Label, Review};
use egui::RichText;

/// Due positions listed on the home screen, at most.
const LISTED: usize = 3;

/// The home screen's section: the positions due now, how many in all, and when the next one comes
/// back when none is due.
#[derive(Default)]
pub struct PracticeList {
    due: Vec<PracticeItem>,
    count: usize,
    /// Days until the soonest position comes back, when the list has some but none is due.
    next_in_days: Option<i64>,
}

impl PracticeList {
    /// Reads the list again (only from a history that exists: the home screen makes none).
    pub fn refresh(&mut self, cx: &mut Shell) {
        *self = PracticeList::default();
        if !History::default_path(&cx.data_dir).exists() {
            return;
        }
        let now = crate::history::now();
        let Some(h) = cx.history() else { return };
        if let Ok((due, count)) = h.practice_due(now, LISTED) {
            self.due = due;
            self.count = count;
        }
        if self.count == 0 {
            // The soonest of all: the first due by the end of time.
            self.next_in_days = h
                .practice_due(i64::MAX, 1)
                .ok()
                .and_then(|(soonest, _)| soonest.first().map(|it| days_until(it.due, now)));
        }
    }

    /// The section: nothing while the list is empty (a new player has no mistakes to practise).
    pub fn ui(&mut self, ui: &mut egui::Ui, cx: &mut Shell) {
        if self.count == 0 && self.next_in_days.is_none() {
            return;
        }
        ui.label(RichText::new(tr("practice-title")).size(18.0).strong());
        ui.add_space(4.0);
        let mut open = None;
        egui::Frame::group(ui.style())
            .inner_margin(8.0)
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                if let Some(days) = self.next_in_days.filter(|_| self.count == 0) {
                    ui.label(Msg::new("practice-none-due").int("days", days).to_string());
                    return;
                }
                ui.label(Msg::new("practice-due").count("n", self.count).to_string());
                egui::Grid::new("practice-due")
                    .num_columns(2)
                    .spacing([16.0, 6.0])
                    .show(ui, |ui| {
                        for it in &self.due {
                            let game = game_name(cx, &it.game);
                            let what = Msg::new("practice-item")
                                .text("game", game.clone())
                                .count("line", it.step + 1)
                                .text("lost", super::widgets::decimal(it.lost, 1))
                                .to_string();
                            ui.label(&what);
                            let b = ui.button(tr("practice-play"));
                            super::widgets::name_button(
                                &b,
                                &Msg::new("practice-play-named")
                                    .text("game", game)
                                    .count("line", it.step + 1)
                                    .to_string(),
                            );
                            if b.on_hover_text(tr("practice-play-tip")).clicked() {
                                open = Some(it.clone());
                            }
                            ui.end_row();
                        }
                    });
            });
        ui.add_space(10.0);
        if let Some(it) = open {
            cx.send(Event::Practise(Box::new(it)));
        }
    }
}

/// Whole days from `now` until `due`, at least 1.
fn days_until(due: i64, now: i64) -> i64 {
    (due.saturating_sub(now) + DAY - 1).div_euclid(DAY).max(1)
}

/// A game's name by its id (the id itself for a game this build lacks).
fn game_name(cx: &Shell, id: &str) -> String {
    cx.registry
        .iter()
        .map(|g| g.info())
        .find(|i| i.id == id)
        .map_or_else(|| id.to_string(), |i| i.name.to_string())
}

/// A position of the list: its recorded game, opened in its review with the decision asked again.
pub fn open(cx: &mut Shell, item: PracticeItem) -> Option<NextGame> {
    match super::recording::history_game(cx, item.game_id)? {
        NextGame::Ready(g, _) => Some(NextGame::Ready(g, After::Practice(Box::new(item)))),
        other => Some(other),
    }
}

/// Once the position's game is on the screen in its review: the decision asked again.
pub fn ask(cx: &mut Shell, g: &mut GameScreen, item: &PracticeItem) {
    let Ok(save) = g.m.save_text() else { return };
    // A list written by hand or damaged may name a move its game does not have: it comes off.
    let seat_moved =
        g.m.log_line(item.step)
            .is_some_and(|line| line.seat == Some(item.seat));
    if !seat_moved {
        if let Some(h) = cx.history() {
            // Failing that, it is only offered again, and refused again.
            let _ = h.practice_remove(item.game_id, item.step);
        }
        let note = Msg::new("practice-not-in-game").count("line", item.step + 1);
        return cx.error(note.to_string());
    }
    let level = item
        .level
        .parse()
        .unwrap_or(crate::engine::BotLevel::Strong);
    let who = crate::engine::Names::of(g.m.seats())
        .get(item.seat)
        .into_owned();
    let asked = Asked {
        index: item.step,
        seat: item.seat,
        who: crate::review::shown_name(&who),
        played: item.played.clone(),
        best: item.best.clone(),
        level,
        lost: item.lost,
        practice: Some(item.game_id),
    };
    let trial = Trial::new(&g.m, save, cx.review_rollouts, asked);
    if let Some(r) = g.review.as_mut() {
        r.start_trial(trial);
    }
}

/// Records a Practice position's answer; returns when it comes back, in words, and whether
/// another position is due now.
pub fn answer(cx: &mut Shell, game_id: i64, step: usize, found: bool) -> Option<(String, bool)> {
    let now = crate::history::now();
    let h = cx.history()?;
    let item = match h.practice_answer(game_id, step, found, now) {
        Ok(Some(item)) => item,
        Ok(None) => return None,
        Err(e) => {
            let why = e.msg().to_string();
            cx.error(why);
            return None;
        }
    };
    let more = h.practice_due(now, 1).is_ok_and(|(_, n)| n > 0);
    let when = Msg::new("practice-back-in")
        .int("days", days_until(item.due, now))
        .to_string();
    Some((when, more))
}

/// The position due next, if any.
pub fn next_due(cx: &mut Shell) -> Option<PracticeItem> {
    let h = cx.history()?;
    let (due, _) = h.practice_due(crate::history::now(), 1).ok()?;
    due.into_iter().next()
}

/// Puts the mistakes and blunders of the game's own seats (a person's here, this window's seat
/// over the network) on the list, once the game is recorded in the history and over; positions
/// already there keep their schedule.
pub fn offer(cx: &mut Shell, g: &GameScreen, review: &Review) {
    let (Some(id), true) = (g.history_id, g.m.is_over()) else {
        return;
    };
    let own = |seat: usize| match &g.remote {
        Some(r) => r.me() == seat,
        None => g.m.seats().get(seat).is_some_and(|s| s.is_human()),
    };
    let items: Vec<NewItem> = review
        .decisions
        .iter()
        .filter(|d| d.label.is_some_and(|l| l >= Label::Mistake) && own(d.seat))
        .map(|d| NewItem {
            step: d.index,
            seat: d.seat,
            played: d.played.clone(),
            best: d.best.clone(),
            level: review.settings.level.label().to_string(),
            lost: d.lost,
        })
        .collect();
    if items.is_empty() {
        return;
    }
    if let Some(h) = cx.history() {
        // A list that cannot be written only means fewer positions to practise.
        let _ = h.practice_add(id, &items);
    }
}

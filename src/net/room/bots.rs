//! A room's bots and clocks: bot seats act as soon as they may, and a person's seat whose time
//! runs out has the clock's bot act for it. What they do is committed like a seat's action
//! ([`super::commit`]); when the store fails they try again later ([`Room::retry`]), never in a
//! loop.

use super::{Room, SeatSpec};
use crate::engine::BotLevel;
use std::time::{Duration, Instant};

impl Room {
    /// When the room's timer fires: the clock's bot acts for every seat whose time ran out, and
    /// after a failed commit the bots try again; what they did is committed (and if the store
    /// fails again, the late seats' clocks run out again at the next try).
    pub(super) async fn on_timer(&mut self) {
        let now = Instant::now();
        let retrying = self.retry.is_some_and(|at| at <= now);
        if retrying {
            self.retry = None;
        }
        let late = self.play_out_of_time(now);
        let bots = retrying && self.play_bots();
        if late.is_empty() && !bots {
            return;
        }
        if self.changed().await.is_err() {
            for seat in late {
                if let Some(due) = self.due.get_mut(seat) {
                    *due = self.retry;
                }
            }
        }
    }

    /// Starts the clock of every person's seat that may act now and has none running, and stops
    /// the others' (a room without a clock has none).
    pub(super) fn wind(&mut self) {
        let Some(clock) = self.clock else {
            return;
        };
        let ready = self.ready();
        let now = Instant::now();
        for (seat, due) in self.due.iter_mut().enumerate() {
            let person = self.seating.seats.get(seat).is_some_and(|s| s.is_person());
            if !person || !ready.contains(&seat) {
                *due = None;
            } else if due.is_none() {
                *due = now.checked_add(Duration::from_millis(clock.per_move_ms));
            }
        }
    }

    /// The clock's bot acts for every seat whose time ran out by `now` (one action each; the
    /// seat's clock starts again if it may still act, once committed), and the bots after it;
    /// the seats it acted for.
    fn play_out_of_time(&mut self, now: Instant) -> Vec<usize> {
        let Some(clock) = self.clock else {
            return Vec::new();
        };
        let late: Vec<usize> = (0..self.due.len())
            .filter(|&seat| self.due[seat].is_some_and(|d| d <= now))
            .collect();
        let mut moved = Vec::new();
        for seat in late {
            self.due[seat] = None;
            if !self.ready().contains(&seat) {
                continue;
            }
            let played = tokio::task::block_in_place(|| self.m.play_bot_as(seat, clock.bot));
            match played {
                Ok(true) => {
                    tracing::info!(room = %self.code, seat = seat + 1, "out of time: the clock's bot moved");
                    moved.push(seat);
                }
                _ => {
                    tracing::error!(room = %self.code, seat = seat + 1, "the clock's bot could not move")
                }
            }
        }
        if !moved.is_empty() {
            self.play_bots();
        }
        moved
    }

    /// The first bot seat that may act now, and its level.
    pub(super) fn due_bot(&self) -> Option<(usize, BotLevel)> {
        self.ready()
            .into_iter()
            .find_map(|seat| match self.seating.seats.get(seat) {
                Some(&SeatSpec::Bot(level)) => Some((seat, level)),
                _ => None,
            })
    }

    /// Bot seats act until only people may (or the game ends); true if any acted. A bot may think
    /// for a while (a Strong one for seconds): the room's worker thread hands its other tasks
    /// on meanwhile.
    pub(super) fn play_bots(&mut self) -> bool {
        if self.due_bot().is_none() {
            return false;
        }
        tokio::task::block_in_place(|| {
            let mut moved = false;
            while let Some((seat, level)) = self.due_bot() {
                match self.m.play_bot_as(seat, level) {
                    Ok(true) => moved = true,
                    // A bot with no move (or a refused one) would loop forever: stop and say so.
                    Ok(false) | Err(_) => {
                        tracing::error!(room = %self.code, seat = seat + 1, "the bot could not move");
                        break;
                    }
                }
            }
            moved
        })
    }
}

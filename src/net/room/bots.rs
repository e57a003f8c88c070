//! A room's bots and clocks: bot seats act as soon as they may (within the room's [`Pace`]), and
//! a person's seat whose time runs out has the clock's bot act for it. What they do is committed
//! like a seat's action ([`super::commit`]); when the store fails they try again later
//! ([`Room::retry`]), never in a loop.

use super::{Room, SeatSpec};
use crate::engine::BotLevel;
use std::time::{Duration, Instant};

/// The share of one core a room's bots may think for while a person's seat is connected (the
/// people wait on them: a Strong bot's reply should not), and the thinking they may do at once.
const SHARE_WATCHED: f64 = 0.5;
const BURST_WATCHED: Duration = Duration::from_secs(3);
/// The same for a room with no person connected (every seat a bot, or its people gone): its
/// game goes on, at the pace a table of people would cost, not as fast as the server can think.
const SHARE_ALONE: f64 = 0.05;
const BURST_ALONE: Duration = Duration::from_millis(200);
/// Without a person connected, bots also move at most once per this (each move is stored and
/// sent, as a person's would be).
pub(super) const STEP_ALONE: Duration = Duration::from_millis(250);

/// How much thinking a room's bots have left: a bucket of time that fills at a share of one core
/// and drains by the time each bot move took (measured on the room's thread; on a loaded machine
/// that is more than the move's own CPU time, which errs on the side of the server).
#[derive(Debug)]
pub(super) struct Pace {
    /// Seconds of thinking in hand (below zero after a move longer than what was left).
    credit: f64,
    last: Instant,
}

impl Pace {
    pub(super) fn new() -> Pace {
        Pace {
            credit: BURST_WATCHED.as_secs_f64(),
            last: Instant::now(),
        }
    }

    /// Fills the bucket up to now; how long until a bot may think again (none: now).
    fn wait(&mut self, alone: bool) -> Option<Duration> {
        let (share, burst) = if alone {
            (SHARE_ALONE, BURST_ALONE)
        } else {
            (SHARE_WATCHED, BURST_WATCHED)
        };
        let now = Instant::now();
        let earned = now.duration_since(self.last).as_secs_f64() * share;
        self.credit = (self.credit + earned).min(burst.as_secs_f64());
        self.last = now;
        (self.credit <= 0.0).then(|| {
            Duration::try_from_secs_f64(-self.credit / share + 0.001)
                .unwrap_or(Duration::from_secs(1))
        })
    }

    /// A bot thought for `took`.
    fn spent(&mut self, took: Duration) {
        self.credit -= took.as_secs_f64();
    }
}

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
        // Bots held back by their pace go on (after a failed commit, at the retry: the store's
        // backoff holds for them too).
        let paced = self.bot_at.is_some_and(|at| at <= now);
        if paced {
            self.bot_at = None;
        }
        let paced = paced && self.retry.is_none();
        let late = self.play_out_of_time(now);
        let bots = (retrying || paced) && self.play_bots();
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

    /// Whether no person's seat is connected (spectators do not count: a stranger watching a
    /// room of bots does not speed it up).
    fn alone(&self) -> bool {
        self.connected.iter().all(Option::is_none)
    }

    /// Bot seats act until only people may (or the game ends), within the room's [`Pace`]: when
    /// its thinking time is spent (or, with no person connected, after each move) the rest waits
    /// for the room's timer ([`Room::bot_at`]). True if any acted. A bot may think for a while (a
    /// Strong one for seconds): the room's worker thread hands its other tasks on meanwhile.
    pub(super) fn play_bots(&mut self) -> bool {
        if self.due_bot().is_none() {
            return false;
        }
        let alone = self.alone();
        // With nobody connected the bots wait for their timer; a person's seat connected now
        // has them answer at once (within their thinking time), with the person's action.
        if alone && self.bot_at.is_some() {
            return false;
        }
        self.bot_at = None;
        tokio::task::block_in_place(|| {
            let mut moved = false;
            while let Some((seat, level)) = self.due_bot() {
                if let Some(wait) = self.pace.wait(alone) {
                    self.bot_at = Instant::now().checked_add(wait);
                    break;
                }
                if moved && alone {
                    self.bot_at = Instant::now().checked_add(STEP_ALONE);
                    break;
                }
                let started = Instant::now();
                let played = self.m.play_bot_as(seat, level);
                self.pace.spent(started.elapsed());
                match played {
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

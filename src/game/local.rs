//! A game on this computer: the session plus its hint and its bot thinking on the worker thread,
//! as a [`Match`] with [`Bots`] (and [`super::Sheets`] with the window).

use super::decide::Decide;
use super::{
    option_choices, Bots, ChanceEntry, Game, GameInfo, Hint, LogLine, Match, PlayError, Playable,
    Purpose, Replica, Thinking, Thought,
};
use crate::engine::rules::{BotChoice, BotLevel, SeatScore, TableDice, ToMove};
use crate::engine::save::LoadError;
use crate::engine::session::{Dice, Mark, SeatInfo, Session};
use crate::engine::think_job::ThinkJob;
use crate::engine::worker::{Poll, Ticket, Worker};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;
use web_time::Instant;

/// A bot decision on the worker thread.
struct Pending<A> {
    generation: u64,
    seat: usize,
    level: BotLevel,
    purpose: Purpose,
    started: Instant,
    ticket: Ticket<Option<BotChoice<A>>>,
    /// The answer, once collected but not yet used (a bot move waiting for its pacing delay).
    answer: Option<Option<BotChoice<A>>>,
}

/// A session plus what a player of it keeps: the hint and the bot thinking under way.
pub struct LocalGame<G: Game> {
    pub session: Session<G>,
    pub hint: Option<Hint<G::Action>>,
    generation: u64,
    /// The generation, shared with the worker so a job for an old position is skipped.
    live: Arc<AtomicU64>,
    worker: Worker,
    pending: Option<Pending<G::Action>>,
    /// The position a network replica comes back to (see [`Replica`]).
    mark: Option<Mark<G::State>>,
}

impl<G: Game> LocalGame<G> {
    pub fn new(session: Session<G>) -> Self {
        LocalGame {
            session,
            hint: None,
            generation: 0,
            live: Arc::new(AtomicU64::new(0)),
            worker: Worker::default(),
            pending: None,
            mark: None,
        }
    }

    /// Applies a typed action (one check inside the session), dropping a stale hint.
    pub fn apply(&mut self, action: G::Action) -> Result<(), crate::engine::Refusal> {
        self.session.apply(action)?;
        self.changed();
        Ok(())
    }

    /// Enters a chance outcome rolled at the table (one check inside the session).
    pub fn enter_typed_chance(&mut self, action: G::Action) -> Result<(), crate::engine::Refusal> {
        self.session.enter_chance(action)?;
        self.changed();
        Ok(())
    }

    fn changed(&mut self) {
        self.prefer_people();
        self.bump();
        let at = self.session.log().len();
        if self.hint.as_ref().is_some_and(|h| h.at != at) {
            self.hint = None;
        }
    }

    /// A new generation (a new position, or another seat in focus), shared with the worker so a
    /// job for the old one is skipped.
    fn bump(&mut self) {
        self.generation += 1;
        self.live.store(self.generation, Ordering::Relaxed);
    }

    /// On a simultaneous step, when the seat in focus is a bot but a person is still busy with
    /// the step, the person's sheet comes into focus (the bot writes on its own meanwhile).
    fn prefer_people(&mut self) {
        let ToMove::Seat(focus) = self.session.to_move() else {
            return;
        };
        let seats = self.session.seats();
        if seats.get(focus).is_none_or(SeatInfo::is_human) {
            return;
        }
        let ready = self.session.ready();
        let person = (1..seats.len())
            .map(|k| (focus + k) % seats.len())
            .find(|i| ready.contains(i) && seats[*i].is_human());
        if let Some(person) = person {
            self.session.focus(person);
        }
    }

    /// The seat a decision of `purpose` is for: a move for the bot that may act (or, with "Bot
    /// plays for me", the seat to move), a hint for the seat to move.
    fn thinking_seat(&self, purpose: Purpose) -> Option<usize> {
        let to_move = match self.session.to_move() {
            ToMove::Seat(seat) => seat,
            _ => return None,
        };
        Some(match purpose {
            Purpose::Move => self.bot_to_move().map_or(to_move, |(seat, _)| seat),
            Purpose::Hint => to_move,
        })
    }

    /// Makes sure a decision for (`purpose`, `level`) at the current position is under way on
    /// the worker (an older one is dropped). False when no seat is to move.
    fn start_thinking(&mut self, purpose: Purpose, level: BotLevel) -> bool {
        let Some(seat) = self.thinking_seat(purpose) else {
            return false;
        };
        let generation = self.generation;
        if self.pending.as_ref().is_some_and(|p| {
            p.generation == generation && p.purpose == purpose && p.level == level && p.seat == seat
        }) {
            return true;
        }
        let Some(job) = self.session.bot_job_as(seat, level) else {
            return false;
        };
        let ticket = self.worker.submit(Decide {
            job,
            live: self.live.clone(),
            generation,
        });
        self.pending = Some(Pending {
            generation,
            seat,
            level,
            purpose,
            started: Instant::now(),
            ticket,
            answer: None,
        });
        true
    }

    /// Counts generations on from `previous` (a game that replaces another on screen, such as a
    /// network replica rebuilt from the server, so caches keyed by generation see a change).
    pub fn continue_generations(&mut self, previous: u64) {
        self.generation = previous;
        self.bump();
    }

    /// The session as it stood after its first `steps` log entries (see [`Match::at_step`]).
    pub fn session_at(&self, steps: usize, play_on: bool) -> Session<G> {
        let mut session = self.session.prefix(steps);
        if play_on {
            session.advance_chance();
        }
        session
    }

    /// The hint's action if it is for the current position.
    pub fn current_hint(&self) -> Option<&Hint<G::Action>> {
        self.hint
            .as_ref()
            .filter(|h| h.at == self.session.log().len())
    }
}

impl<G: Game> Match for LocalGame<G> {
    fn info(&self) -> GameInfo {
        G::info()
    }
    fn seats(&self) -> &[SeatInfo] {
        self.session.seats()
    }
    fn seed(&self) -> u64 {
        self.session.seed()
    }
    fn option_choices(&self) -> BTreeMap<String, String> {
        option_choices(&G::options(), self.session.options())
    }
    fn to_move(&self) -> ToMove {
        self.session.to_move()
    }
    fn ready(&self) -> Vec<usize> {
        self.session.ready()
    }
    fn focus(&mut self, seat: usize) -> bool {
        if self.session.to_move() == ToMove::Seat(seat) {
            return true;
        }
        let done = self.session.focus(seat);
        if done {
            // Not a new position, but the seat in focus (and so the hint and any thinking) changed.
            self.bump();
            self.hint = None;
        }
        done
    }
    fn legal(&self) -> Vec<String> {
        self.session
            .legal_actions()
            .iter()
            .map(|a| a.to_string())
            .collect()
    }
    fn apply_str(&mut self, notation: &str) -> Result<(), PlayError> {
        let action: G::Action = notation.parse().map_err(PlayError::Notation)?;
        Ok(self.apply(action)?)
    }
    fn apply_as(&mut self, seat: usize, notation: &str) -> Result<(), PlayError> {
        let action: G::Action = notation.parse().map_err(PlayError::Notation)?;
        self.session.apply_as(seat, action)?;
        self.changed();
        Ok(())
    }
    fn dice_mode(&self) -> Dice {
        self.session.dice()
    }
    fn table_dice(&self) -> Option<TableDice> {
        self.session.table_dice()
    }
    fn enter_chance(&mut self, entry: ChanceEntry<'_>) -> Result<(), PlayError> {
        let action = match entry {
            ChanceEntry::Dice(values) => {
                self.session.table_roll(values).map_err(PlayError::Dice)?
            }
            ChanceEntry::Notation(text) => text.trim().parse().map_err(PlayError::Notation)?,
            ChanceEntry::FromSeed => self.session.seeded_chance(),
        };
        Ok(self.enter_typed_chance(action)?)
    }
    fn can_undo(&self) -> bool {
        let s = &self.session;
        s.can_undo()
            && s.log().iter().any(|e| match e.actor {
                ToMove::Seat(i) => s.seats().get(i).is_some_and(|s| s.is_human()),
                // Dice entered at the table were entered by the people at it.
                _ => s.dice() == Dice::Table,
            })
    }
    fn can_redo(&self) -> bool {
        self.session.can_redo()
    }
    fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        let seats = self.session.seats().to_vec();
        // A person in focus takes back their own last action first: on a simultaneous step the
        // others' writing since stays.
        let own = match self.session.to_move() {
            ToMove::Seat(i) if seats.get(i).is_some_and(SeatInfo::is_human) => {
                self.session.undo_seat(i)
            }
            _ => false,
        };
        let done = own
            || self
                .session
                .undo_until(|i| seats.get(i).is_some_and(|s| s.is_human()));
        self.changed();
        done
    }
    fn redo(&mut self) -> bool {
        let done = self.session.redo();
        self.changed();
        done
    }
    fn action_count(&self) -> usize {
        self.session.log().len()
    }
    fn generation(&self) -> u64 {
        self.generation
    }
    fn log_line(&self, index: usize) -> Option<LogLine<'_>> {
        let e = self.session.log().get(index)?;
        Some(LogLine {
            who: match e.actor {
                ToMove::Seat(i) => self.session.seats().get(i).map_or("?", |s| s.name.as_str()),
                // The dice have no name: `seat` is `None` and the window words "Dice".
                _ => "",
            },
            text: &e.text,
            seat: match e.actor {
                ToMove::Seat(i) => Some(i),
                _ => None,
            },
        })
    }
    fn log_notation(&self, index: usize) -> Option<String> {
        self.session.log().get(index).map(|e| e.action.to_string())
    }
    fn prompt(&self) -> crate::engine::text::Msg {
        self.session.prompt()
    }
    fn scores(&self) -> Vec<SeatScore> {
        self.session.rules().scores(self.session.state())
    }
    fn winners(&self) -> Vec<usize> {
        self.session.rules().winners(self.session.state())
    }
    fn save_text(&self) -> Result<String, PlayError> {
        super::save_text(&self.session)
    }
    fn state_text(&self) -> String {
        ron::ser::to_string_pretty(self.session.state(), ron::ser::PrettyConfig::new())
            .unwrap_or_else(|e| {
                crate::engine::text::Msg::new("file-state-unshown")
                    .text("why", e.to_string())
                    .to_string()
            })
    }
    fn at_step(&self, steps: usize, play_on: bool) -> Box<dyn Playable> {
        Box::new(LocalGame::new(self.session_at(steps, play_on)))
    }
}

impl<G: Game> Bots for LocalGame<G> {
    fn play_bot_as(&mut self, seat: usize, level: BotLevel) -> Result<bool, PlayError> {
        let Some(choice) = self.session.bot_job_as(seat, level).and_then(ThinkJob::run) else {
            return Ok(false);
        };
        // A bot's move for a person's seat (a network room's clock or handover) is logged as
        // such, as "Bot plays for me" is: the review does not charge it to the person.
        if self
            .session
            .seats()
            .get(seat)
            .is_some_and(SeatInfo::is_human)
        {
            self.session.apply_as_bot(seat, choice.action)?;
        } else {
            self.session.apply_as(seat, choice.action)?;
        }
        self.changed();
        Ok(true)
    }
    fn think(&mut self, purpose: Purpose, level: BotLevel, wait: Duration) -> Thought {
        if !matches!(self.session.to_move(), ToMove::Seat(_)) {
            self.pending = None;
            return Thought::Idle;
        }
        if purpose == Purpose::Hint
            && self.pending.is_none()
            && self.current_hint().is_some_and(|h| h.level == level)
        {
            return Thought::Hinted;
        }
        if !self.start_thinking(purpose, level) {
            return Thought::Idle;
        }
        let Some(p) = &mut self.pending else {
            return Thought::Idle;
        };
        if p.answer.is_none() {
            p.answer = match p.ticket.poll(wait) {
                Poll::Pending => return Thought::Thinking,
                Poll::Ready(choice) => Some(choice),
                // The bot panicked on the worker: think again here so the error surfaces rather
                // than the game stalling.
                Poll::Lost => Some(
                    self.session
                        .bot_job_as(p.seat, level)
                        .and_then(ThinkJob::run),
                ),
            };
        }
        let Some((seat, Some(choice))) =
            self.pending.take().and_then(|p| Some((p.seat, p.answer?)))
        else {
            return Thought::Idle;
        };
        match purpose {
            // A bot seat's own move, or a bot's for a person ("Bot plays for me"): logged as such.
            Purpose::Move
                if self
                    .session
                    .seats()
                    .get(seat)
                    .is_some_and(SeatInfo::is_human) =>
            {
                match self.session.apply_as_bot(seat, choice.action) {
                    Ok(()) => {
                        self.changed();
                        Thought::Moved
                    }
                    Err(r) => Thought::Refused(r.0),
                }
            }
            Purpose::Move => match self.session.apply_as(seat, choice.action) {
                Ok(()) => {
                    self.changed();
                    Thought::Moved
                }
                Err(r) => Thought::Refused(r.0),
            },
            Purpose::Hint => {
                self.hint = Some(Hint {
                    at: self.session.log().len(),
                    level,
                    choice,
                });
                Thought::Hinted
            }
        }
    }
    fn prepare(&mut self, purpose: Purpose, level: BotLevel) {
        if self.start_thinking(purpose, level) {
            if let Some(p) = self.pending.as_mut().filter(|p| p.answer.is_none()) {
                if let Poll::Ready(choice) = p.ticket.poll(Duration::ZERO) {
                    p.answer = Some(choice);
                }
            }
        }
    }
    fn thinking(&self) -> Option<Thinking> {
        self.pending
            .as_ref()
            .filter(|p| p.generation == self.generation && p.answer.is_none())
            .map(|p| Thinking {
                seat: p.seat,
                level: p.level,
                purpose: p.purpose,
                secs: p.started.elapsed().as_secs_f64(),
            })
    }
    fn hint_notation(&self) -> Option<String> {
        self.current_hint().map(|h| h.choice.action.to_string())
    }
}

#[cfg(feature = "gui")]
impl<G: Game> super::Sheets for LocalGame<G> {
    fn paint_sheet(
        &self,
        painter: &egui::Painter,
        rect: egui::Rect,
        seat: usize,
        style: &crate::sheet_kit::SheetStyle,
    ) {
        let name = self.session.names().get(seat);
        let name = crate::sheet_kit::sheet_name(&name);
        let overlay = crate::sheet_kit::Overlay::plain(seat, &name);
        self.session
            .rules()
            .paint_sheet(painter, rect, self.session.state(), &overlay, style);
    }
    fn sheet_size(&self) -> egui::Vec2 {
        self.session.rules().sheet_size(self.session.state())
    }
    fn shared_sheet(&self) -> bool {
        self.session.rules().shared_sheet()
    }
    fn status(&self) -> Option<String> {
        self.session.rules().status(self.session.state())
    }
}

impl<G: Game> Replica for LocalGame<G> {
    fn save_line(&self, index: usize) -> Option<(String, bool)> {
        let line = super::save_line(&self.session, index)?;
        Some((line, self.session.played_by_bot(index)))
    }
    fn append_line(&mut self, line: &str, by_bot: bool) -> Result<(), LoadError> {
        let index = self.session.log().len();
        super::replay_line(&mut self.session, index, line, |_, _| Ok(()))?;
        self.session.mark_by_bot(by_bot);
        // As after a load: the focus stays where the rules put it (no preferring people here,
        // which a load does not do either).
        self.bump();
        self.hint = None;
        Ok(())
    }
    fn mark(&mut self) {
        self.mark = Some(self.session.mark());
    }
    fn marked_at(&self) -> Option<usize> {
        self.mark.as_ref().map(|m| m.log_len())
    }
    fn back_to_mark(&mut self) -> bool {
        let Some(mark) = &self.mark else {
            return false;
        };
        if !self.session.back_to(mark) {
            return false;
        }
        self.bump();
        self.hint = None;
        true
    }
    fn public_save_text(&self) -> Result<String, super::replica::PublicSaveError> {
        let mut file = super::save_file(&self.session);
        file.hide_seed()?;
        crate::engine::save::to_text(&file)
            .map_err(|e| super::replica::PublicSaveError::Write(e.to_string()))
    }
    fn set_contributions(
        &mut self,
        list: Vec<crate::engine::seal::Contribution>,
    ) -> Result<(), crate::engine::seal::ContributionError> {
        self.session.set_contributions(list)?;
        // The save changed (its list), not the position.
        self.bump();
        Ok(())
    }
}

//! A game in progress: the action log, undo/redo and replay.
//!
//! The log is the truth; the state is a cache of replaying it. Chance actions are drawn from
//! [`chance_rng`] by their index among the chance actions, so undoing and redoing never changes dice.

use super::bot::{mix, Bot};
use super::rng::chance_rng;
use super::rules::{check_action, BotChoice, Refusal, Rules, ToMove};
use super::seal::{dice_seed, Contribution, Seal};
use super::seats::{BotLevel, Names};
use super::think_job::ThinkJob;
// Re-exported so `engine::session::{SeatInfo, SeatKind}` paths keep working.
pub use super::seats::{SeatInfo, SeatKind};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// Where a game's chance outcomes (dice, shuffles, scrambles) come from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Dice {
    /// Drawn from the game's seed: the same seed always gives the same dice.
    #[default]
    Seeded,
    /// Rolled at the table with real dice and entered by hand; any valid outcome is accepted, so
    /// the seed does not decide them. Dice entries are undone like moves.
    Table,
    /// Rolled elsewhere from a seed kept secret (a network game's server): the outcomes arrive
    /// in the log, checked only as possible outcomes, and nothing is drawn or entered here. The
    /// game's seal holds the commitment to the seed, which is revealed when the game ends.
    Sealed,
}

impl Dice {
    pub fn is_seeded(&self) -> bool {
        *self == Dice::Seeded
    }
}

/// One logged action.
#[derive(Clone, Debug, PartialEq)]
pub struct LogEntry<A> {
    /// The seat that acted, or `Chance`.
    pub actor: ToMove,
    pub action: A,
    /// The action in words, as the game describes it (worded when shown, in the language then).
    pub text: crate::engine::text::Msg,
    /// The seat acted on a simultaneous step ahead of the seat then in focus (so a save names it).
    pub out_of_turn: bool,
    /// A bot chose this action for a person's seat ("Bot plays for me"): the review does not
    /// charge it to the person. Kept through undo and redo, saved in the save's `bot_moves`.
    pub by_bot: bool,
}

/// A position saved by [`Session::mark`].
#[derive(Clone, Debug)]
pub struct Mark<S> {
    state: S,
    len: usize,
    chances: u64,
}

impl<S> Mark<S> {
    /// The log's length when the mark was made.
    pub fn log_len(&self) -> usize {
        self.len
    }
}

/// A running game.
#[derive(Clone, Debug)]
///
/// Every field is private: the state is a replay of the log under these rules, options, seats,
/// seed and dice, so writing any of them from outside would leave a state the log does not give.
/// Read them through the accessors of the same names.
pub struct Session<G: Rules> {
    rules: G,
    options: G::Options,
    seats: Vec<SeatInfo>,
    seed: u64,
    /// Seeded dice, or dice entered from the table.
    dice: Dice,
    /// A network game's commitment to its seed (and once revealed, the salt that opens it).
    seal: Option<Seal>,
    /// The seats' random values mixed into the seed (network games; see [`dice_seed`]).
    contributions: Vec<Contribution>,
    initial: G::State,
    state: G::State,
    log: Vec<LogEntry<G::Action>>,
    /// How many entries of `log` are chance outcomes (the next chance draw's index), kept so that
    /// drawing dice and loading a save stay linear in the log's length.
    chances: u64,
    /// Actions undone with who took them (and whether a bot chose them for a person), most
    /// recently undone last.
    redo: Vec<(ToMove, G::Action, bool)>,
    /// The seats busy with the current step when it began (several on a simultaneous step), so
    /// a seat that already finished it is told so rather than "it is not your turn". Words only:
    /// no rule depends on it.
    step_seats: Vec<usize>,
}

impl<G: Rules> Session<G> {
    /// Starts a game and draws any opening chance outcomes (a shuffle, a scramble, setup dice).
    pub fn new(
        rules: G,
        options: G::Options,
        seats: Vec<SeatInfo>,
        seed: u64,
    ) -> Result<Self, String> {
        Self::with_dice(rules, options, seats, seed, Dice::Seeded)
    }

    /// Starts a game whose chance outcomes come from `dice`: with [`Dice::Table`] nothing is drawn,
    /// and every chance step waits for [`Session::enter_chance`].
    pub fn with_dice(
        rules: G,
        options: G::Options,
        seats: Vec<SeatInfo>,
        seed: u64,
        dice: Dice,
    ) -> Result<Self, String> {
        Self::with_contributions(rules, options, seats, seed, dice, Vec::new())
    }

    /// [`Session::with_dice`] for a network game whose seats added `contributions` to the dice
    /// (each applies to the rolls from its entry on, the opening ones included).
    pub fn with_contributions(
        rules: G,
        options: G::Options,
        seats: Vec<SeatInfo>,
        seed: u64,
        dice: Dice,
        contributions: Vec<Contribution>,
    ) -> Result<Self, String> {
        super::seats::check_names(&seats).map_err(|m| m.to_string())?;
        let initial = rules.new_state(&options, seats.len())?;
        let mut s = Session {
            rules,
            options,
            seats,
            seed,
            dice,
            seal: None,
            contributions,
            state: initial.clone(),
            initial,
            log: Vec::new(),
            chances: 0,
            redo: Vec::new(),
            step_seats: Vec::new(),
        };
        s.step_seats = s.rules.ready(&s.state);
        s.advance_chance();
        Ok(s)
    }

    /// The game's rules.
    pub fn rules(&self) -> &G {
        &self.rules
    }
    /// The options the game was started with.
    pub fn options(&self) -> &G::Options {
        &self.options
    }
    /// Who sits at the table (the count is fixed for the whole game).
    pub fn seats(&self) -> &[SeatInfo] {
        &self.seats
    }
    /// The seed that draws every seeded chance outcome.
    pub fn seed(&self) -> u64 {
        self.seed
    }
    /// Where the chance outcomes come from.
    pub fn dice(&self) -> Dice {
        self.dice
    }
    /// A network game's commitment to its seed, if it has one.
    pub fn seal(&self) -> Option<Seal> {
        self.seal
    }
    /// The seats' random values mixed into the seed, in the order the server took them in.
    pub fn contributions(&self) -> &[Contribution] {
        &self.contributions
    }
    /// Sets the seats' random values (a server taking in a seat's value as it joins, or taking
    /// it out again when storing that failed). Only values no logged roll used may come or go:
    /// the entries with `from` below the log's length must stay as they are, so the position
    /// (a replay of the log) stays what it is and nothing needs replaying.
    pub fn set_contributions(
        &mut self,
        list: Vec<Contribution>,
    ) -> Result<(), super::seal::ContributionError> {
        super::seal::check_contributions(&list, self.seats.len())?;
        let logged = self.log.len();
        let used = |l: &[Contribution]| -> Vec<Contribution> {
            l.iter().filter(|c| c.from < logged).copied().collect()
        };
        if used(&list) != used(&self.contributions) {
            return Err(super::seal::ContributionError::Rewrites);
        }
        self.contributions = list;
        Ok(())
    }
    /// Keeps a network game's seal with the game (saved with it). The seal plays no part in the
    /// position: it is only carried, for anyone to check against the seed at the end.
    pub fn set_seal(&mut self, seal: Option<Seal>) {
        self.seal = seal;
    }
    pub fn state(&self) -> &G::State {
        &self.state
    }
    pub fn log(&self) -> &[LogEntry<G::Action>] {
        &self.log
    }
    pub fn to_move(&self) -> ToMove {
        self.rules.to_move(&self.state)
    }
    pub fn is_over(&self) -> bool {
        self.to_move() == ToMove::Over
    }
    pub fn legal_actions(&self) -> Vec<G::Action> {
        self.rules.legal_actions(&self.state)
    }
    /// Every seat that may act now (see [`Rules::ready`]): more than one on a simultaneous step.
    pub fn ready(&self) -> Vec<usize> {
        self.rules.ready(&self.state)
    }
    /// Makes a ready seat the seat to move (hot seat: whoever reaches for the mouse). Nothing is
    /// logged: who acts is logged with each action. False, and nothing changed, when `seat` is not
    /// ready.
    pub fn focus(&mut self, seat: usize) -> bool {
        self.rules.focus(&mut self.state, seat)
    }
    /// Whether the entry at `index` was taken by a seat that was not the one to move then (a seat
    /// of a simultaneous step that went ahead of the seat in focus): its save line names the seat.
    pub fn acted_out_of_turn(&self, index: usize) -> bool {
        self.log.get(index).is_some_and(|e| e.out_of_turn)
    }
    /// Whether the seat to move may take `action` now, and if not why.
    pub fn check(&self, action: &G::Action) -> Result<(), Refusal> {
        check_action(&self.rules, &self.state, action)
    }
    /// Seat names for the game's words.
    pub fn names(&self) -> Names<'_> {
        Names::of(&self.seats)
    }
    /// The "what now" line, with seat names.
    pub fn prompt(&self) -> crate::engine::text::Msg {
        // With table dice a chance step waits for the table, not for the app's dice: the game's
        // own "The D4 is rolling…" would say the app rolls.
        if self.dice == Dice::Table && self.to_move() == ToMove::Chance {
            return match self.rules.table_dice(&self.state) {
                Some(d) => crate::engine::text::Msg::new("prompt-table-roll").msg("what", d.what),
                None => crate::engine::text::Msg::new("prompt-table-step"),
            };
        }
        self.rules.prompt(&self.state, self.names())
    }
    /// The most recent action taken by a seat (not the dice), with that seat.
    pub fn last_seat_action(&self) -> Option<(usize, &G::Action)> {
        self.log.iter().rev().find_map(|e| match e.actor {
            ToMove::Seat(seat) => Some((seat, &e.action)),
            _ => None,
        })
    }

    /// The chance outcome the seed dictates for the current chance node.
    pub fn seeded_chance(&self) -> G::Action {
        let seed = dice_seed(self.seed, &self.contributions, self.log.len());
        let mut rng = chance_rng(seed, self.chances);
        self.rules.sample_chance(&self.state, &mut rng)
    }

    /// Draws and applies chance outcomes until a seat is to move or the game is over. With table
    /// dice nothing is drawn: the next chance step waits for [`Session::enter_chance`].
    pub fn advance_chance(&mut self) {
        while self.dice == Dice::Seeded && self.to_move() == ToMove::Chance {
            let action = self.seeded_chance();
            if self.push(action).is_err() {
                // A game whose sampler produces a refused outcome has a bug; stop rather than loop.
                debug_assert!(false, "sample_chance produced a refused outcome");
                break;
            }
        }
    }

    /// Checks once, then describes (only checked actions are described) and performs, as whoever
    /// is to move.
    fn push(&mut self, action: G::Action) -> Result<(), Refusal> {
        self.push_as(self.to_move(), action)
    }

    /// [`Session::push`] for `actor`: a seat that is ready but not the one to move is put in focus
    /// first (only if its action passes the check; a refusal leaves everything as it was).
    fn push_as(&mut self, actor: ToMove, action: G::Action) -> Result<(), Refusal> {
        let now = self.to_move();
        let out_of_turn = actor != now;
        if out_of_turn {
            let ToMove::Seat(seat) = actor else {
                return Err(Refusal::new(match now {
                    ToMove::Over => "refuse-game-over",
                    _ => "refuse-no-dice-due",
                }));
            };
            // `focus` refuses a seat that is not ready (the conformance suite checks it).
            let mut focused = self.state.clone();
            if !self.rules.focus(&mut focused, seat) {
                return Err(match now {
                    ToMove::Over => Refusal::new("refuse-game-over"),
                    ToMove::Chance => Refusal::new("refuse-wait-for-dice"),
                    ToMove::Seat(_) => self.not_ready_refusal(seat),
                });
            }
            check_action(&self.rules, &focused, &action)?;
            self.state = focused;
        } else {
            check_action(&self.rules, &self.state, &action)?;
        }
        let text = self
            .rules
            .describe(&self.state, &action, Names::of(&self.seats));
        self.rules.perform(&mut self.state, &action);
        if actor == ToMove::Chance {
            self.chances += 1;
            self.step_seats.clear();
        }
        // A step begins when a seat not busy with the current one becomes busy.
        let ready = self.rules.ready(&self.state);
        if !ready.iter().all(|r| self.step_seats.contains(r)) {
            self.step_seats = ready;
        }
        if let (true, ToMove::Seat(was)) = (out_of_turn, now) {
            // Acting ahead does not take the focus from the seat that had it, if still busy.
            self.rules.focus(&mut self.state, was);
        }
        self.log.push(LogEntry {
            actor,
            action,
            text,
            out_of_turn,
            by_bot: false,
        });
        Ok(())
    }

    /// Why `seat`, not busy now, may not act: on a simultaneous step it already finished, who
    /// is still at it ("P2 has finished this turn; P1 is still writing."); else whose turn it is
    /// not.
    fn not_ready_refusal(&self, seat: usize) -> Refusal {
        use crate::engine::text::Msg;
        let names = self.names();
        let busy: Vec<String> = self
            .rules
            .ready(&self.state)
            .into_iter()
            .map(|s| names.get(s).into_owned())
            .collect();
        if self.step_seats.len() > 1 && self.step_seats.contains(&seat) && !busy.is_empty() {
            return Msg::new("refuse-step-finished")
                .text("name", names.get(seat))
                .count("count", busy.len())
                .msg("busy", crate::engine::rules::name_list(&busy))
                .into();
        }
        Msg::new("refuse-not-your-turn")
            .text("name", names.get(seat))
            .into()
    }

    /// A seat's action. Refused actions leave everything as it was.
    pub fn apply(&mut self, action: G::Action) -> Result<(), Refusal> {
        match self.to_move() {
            ToMove::Seat(seat) => self.apply_as(seat, action),
            ToMove::Chance => Err(Refusal::new("refuse-dice-turn")),
            ToMove::Over => Err(Refusal::new("refuse-game-over")),
        }
    }

    /// An action of `seat`, which must be ready (the seat to move, or on a simultaneous step any
    /// seat still busy with it). Refused actions leave everything as it was, focus included.
    pub fn apply_as(&mut self, seat: usize, action: G::Action) -> Result<(), Refusal> {
        if self.to_move() == ToMove::Chance {
            return Err(Refusal::new("refuse-dice-turn"));
        }
        self.push_as(ToMove::Seat(seat), action)?;
        self.redo.clear();
        self.advance_chance();
        Ok(())
    }

    /// [`Session::apply_as`] for an action a bot chose for a person's seat ("Bot plays for me"):
    /// logged as such, so the review does not charge it to the person.
    pub fn apply_as_bot(&mut self, seat: usize, action: G::Action) -> Result<(), Refusal> {
        if self.to_move() == ToMove::Chance {
            return Err(Refusal::new("refuse-dice-turn"));
        }
        self.push_as(ToMove::Seat(seat), action)?;
        self.mark_by_bot(true);
        self.redo.clear();
        self.advance_chance();
        Ok(())
    }

    /// A chance outcome rolled at the table (table dice only). The game's chance check decides
    /// whether it is a possible outcome here; a refused entry changes nothing.
    pub fn enter_chance(&mut self, action: G::Action) -> Result<(), Refusal> {
        if self.to_move() != ToMove::Chance {
            return Err(Refusal::new("refuse-no-dice-due"));
        }
        if self.dice != Dice::Table {
            return Err(Refusal::new("refuse-seeded-dice"));
        }
        self.push(action)?;
        self.redo.clear();
        Ok(())
    }

    /// With table dice at a chance step that is a plain roll: the dice to enter.
    pub fn table_dice(&self) -> Option<super::rules::TableDice> {
        (self.dice == Dice::Table && self.to_move() == ToMove::Chance)
            .then(|| self.rules.table_dice(&self.state))
            .flatten()
    }

    /// The chance outcome for dice read off the table, or why they are not this step's roll
    /// (the game's chance check still has the last word in [`Session::enter_chance`]).
    pub fn table_roll(&self, values: &[u8]) -> Result<G::Action, crate::engine::text::Msg> {
        use crate::engine::text::Msg;
        let spec = self.table_dice().ok_or_else(|| Msg::new("dice-none-due"))?;
        spec.validate(values)?;
        self.rules
            .dice_outcome(&self.state, values)
            .ok_or_else(|| Msg::new("dice-not-this-step").msg("what", spec.what))
    }

    /// Applies a logged action during a load: with seeded dice, chance outcomes must be the ones
    /// the seed gives; with table dice any outcome the game's chance check accepts.
    pub fn replay_step(&mut self, action: G::Action) -> Result<(), Refusal> {
        self.replay_step_as(None, action)
    }

    /// [`Session::replay_step`] for a save line that names its seat (`Some`): that seat acts, put
    /// in focus first if it is ready but not the one to move.
    pub fn replay_step_as(
        &mut self,
        seat: Option<usize>,
        action: G::Action,
    ) -> Result<(), Refusal> {
        if let Some(seat) = seat {
            if self.to_move() == ToMove::Chance {
                return Err(crate::engine::text::Msg::new("replay-roll-due")
                    .text("name", self.names().get(seat))
                    .into());
            }
            return self.push_as(ToMove::Seat(seat), action);
        }
        if self.dice == Dice::Seeded && self.to_move() == ToMove::Chance {
            let expected = self.seeded_chance();
            if expected != action {
                return Err(crate::engine::text::Msg::new("replay-not-seeded")
                    .text("action", action.to_string())
                    .text("expected", expected.to_string())
                    .into());
            }
        }
        self.push(action)
    }

    /// The game as it stood after its first `steps` log entries (all of them if fewer), nothing
    /// drawn beyond them and nothing to redo: a position of the review's timeline, or the start of
    /// a branch (call [`Session::advance_chance`] to play on).
    pub fn prefix(&self, steps: usize) -> Session<G>
    where
        G: Clone,
    {
        let mut s = Session {
            rules: self.rules.clone(),
            options: self.options.clone(),
            seats: self.seats.clone(),
            seed: self.seed,
            dice: self.dice,
            seal: self.seal,
            contributions: self.contributions.clone(),
            initial: self.initial.clone(),
            state: self.initial.clone(),
            log: Vec::with_capacity(steps.min(self.log.len())),
            chances: 0,
            redo: Vec::new(),
            step_seats: self.rules.ready(&self.initial),
        };
        for e in self.log.iter().take(steps) {
            // Every entry was applied to exactly this sequence of states before, so it applies again.
            if s.push_as(e.actor, e.action.clone()).is_err() {
                debug_assert!(false, "replaying the log diverged");
                break;
            }
            s.mark_by_bot(e.by_bot);
        }
        s
    }

    /// Calls `visit` with [`Session::prefix`]`(i)` for every `i` in `0..=log length`, in order, from
    /// one replay of the log (not one replay per position).
    pub fn each_prefix(&self, mut visit: impl FnMut(&Session<G>))
    where
        G: Clone,
    {
        let mut s = self.prefix(0);
        for e in &self.log {
            visit(&s);
            // Every entry was applied to exactly this sequence of states before, so it applies again.
            if s.push_as(e.actor, e.action.clone()).is_err() {
                debug_assert!(false, "replaying the log diverged");
                return;
            }
            s.mark_by_bot(e.by_bot);
        }
        visit(&s);
    }

    fn rebuild(&mut self) {
        let entries = std::mem::take(&mut self.log);
        // Every entry was applied to exactly this sequence of states before, so it applies again.
        if self.replay(entries).is_err() {
            debug_assert!(false, "replaying the log diverged");
        }
    }

    /// Replays `entries` from the start, each by its own actor; stops at the first refusal.
    fn replay(&mut self, entries: Vec<LogEntry<G::Action>>) -> Result<(), Refusal> {
        self.state = self.initial.clone();
        self.chances = 0;
        self.log.clear();
        self.step_seats = self.rules.ready(&self.state);
        entries.into_iter().try_for_each(|e| {
            self.push_as(e.actor, e.action)?;
            self.mark_by_bot(e.by_bot);
            Ok(())
        })
    }

    /// A point of the game to come back to with [`Session::back_to`]: a network replica marks
    /// the server's position before its player's own action is shown, and goes back to it when the
    /// server's answer arrives (the answer may put other seats' actions first).
    pub fn mark(&self) -> Mark<G::State> {
        Mark {
            state: self.state.clone(),
            len: self.log.len(),
            chances: self.chances,
        }
    }

    /// Goes back to `mark`, dropping the entries logged since (nothing is replayed). The mark
    /// must come from this session, whose log may only have grown since (appending is all a
    /// replica does between marks); false, nothing changed, when the log is shorter than the
    /// mark's.
    pub fn back_to(&mut self, mark: &Mark<G::State>) -> bool {
        if self.log.len() < mark.len {
            return false;
        }
        self.state = mark.state.clone();
        self.log.truncate(mark.len);
        self.chances = mark.chances;
        self.redo.clear();
        true
    }

    /// Marks the last entry as chosen by a bot for a person's seat ("Bot plays for me"), or not.
    pub fn mark_by_bot(&mut self, by_bot: bool) {
        if let Some(e) = self.log.last_mut() {
            e.by_bot = by_bot;
        }
    }

    /// Whether the entry at `index` was a bot's choice for a person's seat.
    pub fn played_by_bot(&self, index: usize) -> bool {
        self.log.get(index).is_some_and(|e| e.by_bot)
    }

    /// Whether an entry can be taken back by undo: seat actions, and dice entered at the table
    /// (seeded dice are redrawn, never undone on their own).
    fn undoable(&self, e: &LogEntry<G::Action>) -> bool {
        e.actor != ToMove::Chance || self.dice == Dice::Table
    }

    pub fn can_undo(&self) -> bool {
        self.log.iter().any(|e| self.undoable(e))
    }
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Takes back the last seat action (and the dice drawn after it).
    pub fn undo(&mut self) -> bool {
        self.undo_until(|_| true)
    }

    /// Takes back seat actions until one by a seat that `stop_at` accepts has been taken back
    /// (so a human's undo also takes back the bot moves that followed it). With table dice a dice
    /// entry is the table's own action: undo stops after taking it back, so it can be entered again.
    pub fn undo_until(&mut self, stop_at: impl Fn(usize) -> bool) -> bool {
        if !self.can_undo() {
            return false;
        }
        let mut undone = Vec::new();
        while let Some(e) = self.log.pop() {
            let stop = match e.actor {
                ToMove::Seat(seat) => stop_at(seat),
                _ if self.dice == Dice::Table => true,
                // A seeded outcome is drawn again after the undone action is redone.
                _ => continue,
            };
            undone.push((e.actor, e.action, e.by_bot));
            if stop || !self.can_undo() {
                break;
            }
        }
        self.redo.extend(undone);
        self.rebuild();
        true
    }

    /// Takes back `seat`'s own last action, if it came after the last chance step and the actions
    /// other seats took since still stand without it: on a simultaneous step one player's undo
    /// leaves everyone else's writing alone. False, nothing changed, otherwise (then
    /// [`Session::undo_until`] is the undo to use). The seat is put back in focus.
    pub fn undo_seat(&mut self, seat: usize) -> bool {
        let Some(i) = self.log.iter().rposition(|e| e.actor == ToMove::Seat(seat)) else {
            return false;
        };
        if self.log[i + 1..].iter().any(|e| e.actor == ToMove::Chance) {
            return false;
        }
        let (state, log, chances) = (self.state.clone(), self.log.clone(), self.chances);
        let mut entries = std::mem::take(&mut self.log);
        let taken = entries.remove(i);
        if self.replay(entries).is_err() {
            // Others' later actions depended on it (a game taken in turns): nothing changes.
            (self.state, self.log, self.chances) = (state, log, chances);
            return false;
        }
        self.redo.push((taken.actor, taken.action, taken.by_bot));
        self.focus(seat);
        true
    }

    /// Re-applies the most recently undone action, by the seat that took it.
    pub fn redo(&mut self) -> bool {
        let Some((actor, action, by_bot)) = self.redo.pop() else {
            return false;
        };
        let keep = std::mem::take(&mut self.redo);
        let ok = self.push_as(actor, action).is_ok();
        if ok {
            self.mark_by_bot(by_bot);
        }
        self.advance_chance();
        if ok {
            self.redo = keep;
        }
        ok
    }

    /// A deterministic RNG for bot decisions at this point of the game.
    pub fn bot_rng(&self, salt: u64) -> ChaCha8Rng {
        super::think_job::bot_rng(self.bot_rng_parts(salt))
    }

    /// What [`Session::bot_rng`] is made of: ChaCha8's seed and its stream.
    fn bot_rng_parts(&self, salt: u64) -> (u64, u64) {
        (self.seed ^ 0xB07_B07_B07 ^ salt, self.log.len() as u64)
    }

    /// A seat's bot style (its own tie-breaking), from the game seed and the seat number only.
    pub fn seat_style(&self, seat: usize) -> u64 {
        mix(mix(self.seed ^ 0x57_71E5) ^ seat as u64)
    }

    /// The choice a bot of `level` would make now for the seat to move, if a seat is to move.
    pub fn bot_choice(&self, level: BotLevel) -> Option<BotChoice<G::Action>>
    where
        G: Bot + Clone,
    {
        self.bot_job(level).and_then(ThinkJob::run)
    }

    /// The same decision as [`Session::bot_choice`], packed to run on another thread or in
    /// another copy of the program (it owns a copy of the position, so the game may move on
    /// meanwhile).
    pub fn bot_job(&self, level: BotLevel) -> Option<ThinkJob<G>>
    where
        G: Bot + Clone,
    {
        let ToMove::Seat(seat) = self.to_move() else {
            return None;
        };
        self.bot_job_as(seat, level)
    }

    /// [`Session::bot_job`] for `seat`, which must be ready: on a simultaneous step a bot thinks
    /// about its own sheet whichever seat is in focus.
    pub fn bot_job_as(&self, seat: usize, level: BotLevel) -> Option<ThinkJob<G>>
    where
        G: Bot + Clone,
    {
        let mut state = self.state.clone();
        if !self.rules.focus(&mut state, seat) {
            return None;
        }
        Some(ThinkJob::new(
            self.rules.clone(),
            state,
            seat,
            level,
            self.bot_rng_parts(level as u64 ^ ((seat as u64) << 8)),
            self.seat_style(seat),
        ))
    }
}

//! The rules contract every game implements.
//!
//! One source of legality per game: [`Rules::check`]. Everything else (the GUI's highlights and
//! hover reasons, the bots, the tests, loading a save) asks it or the list of candidates that pass
//! it. [`apply`] is the only way a state changes outside a game's own code: it checks once and
//! leaves the state untouched when it refuses, with a reason a player can read.

// Re-exported so `engine::rules::{BotLevel, Names}` paths keep working.
pub use super::seats::{BotLevel, Names};
use crate::engine::text::Msg;
use rand_chacha::ChaCha8Rng;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt::{Debug, Display};
use std::str::FromStr;

/// Who acts next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToMove {
    /// A player seat (0-based).
    Seat(usize),
    /// Dice, a shuffle or a scramble: the session draws the outcome from the seeded RNG.
    Chance,
    /// Nobody: the game has ended.
    Over,
}

/// The dice of a chance step, for entering a roll made at the table by hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableDice {
    /// How many dice are rolled.
    pub count: usize,
    /// The faces one die can show.
    pub faces: std::ops::RangeInclusive<u8>,
    /// What to roll, in a few words ("3 dice", "the D4").
    pub what: Msg,
}

impl TableDice {
    /// `count` dice with faces 1–6.
    pub fn d6(count: usize) -> Self {
        TableDice {
            count,
            faces: 1..=6,
            what: Msg::new("dice-count").count("n", count),
        }
    }

    /// Whether one die can show `v`; if not, why.
    pub fn check_face(&self, v: u8) -> Result<(), Msg> {
        if self.faces.contains(&v) {
            Ok(())
        } else {
            Err(Msg::new("dice-face-range")
                .int("low", *self.faces.start())
                .int("high", *self.faces.end())
                .int("value", v))
        }
    }

    /// Whether `values` is a roll of these dice; if not, why, in a player's words.
    pub fn validate(&self, values: &[u8]) -> Result<(), Msg> {
        values.iter().try_for_each(|&v| self.check_face(v))?;
        if values.len() != self.count {
            return Err(Msg::new("dice-enter-count")
                .count("n", self.count)
                .count("given", values.len()));
        }
        Ok(())
    }
}

/// A bot's pick, with its own estimate of the value (shown by Hint).
#[derive(Clone, Debug, PartialEq)]
pub struct BotChoice<A> {
    pub action: A,
    /// Expected final score (or win chance) the bot believes this action leads to, if it has one.
    pub value: Option<f64>,
}

/// One line of a score breakdown.
#[derive(Clone, Debug, PartialEq)]
pub struct ScoreLine {
    pub label: Msg,
    pub points: i32,
}

/// A seat's score with one line per scoring rule.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct SeatScore {
    pub lines: Vec<ScoreLine>,
    /// Usually the sum of `lines`; games whose result is not a plain sum (a fall, a win) say so in a line.
    pub total: i32,
}

impl SeatScore {
    /// A breakdown whose total is the sum of its lines.
    pub fn summed(lines: Vec<ScoreLine>) -> Self {
        let total = lines.iter().map(|l| l.points).sum();
        SeatScore { lines, total }
    }
    /// A line worded from the catalogue.
    pub fn line(label: Msg, points: i32) -> ScoreLine {
        ScoreLine { label, points }
    }
    /// A line in English only, for games whose words are not in the catalogue yet.
    pub fn english(label: impl Into<String>, points: i32) -> ScoreLine {
        ScoreLine {
            label: Msg::english(label),
            points,
        }
    }
}

/// Why an action was not applied, in a player's words: a catalogue message, worded at the edge
/// (`Display` words it in the thread's language).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Refusal(pub Msg);

impl Refusal {
    /// The refusal worded by catalogue message `id` (arguments: build a [`Msg`] and use `From`).
    pub fn new(id: &'static str) -> Self {
        Refusal(Msg::new(id))
    }
    /// A refusal in English only, for games whose words are not in the catalogue yet (converted
    /// code never uses it: the catalogue test refuses it in converted files).
    pub fn english(reason: impl Into<String>) -> Self {
        Refusal(Msg::english(reason))
    }
}

impl From<Msg> for Refusal {
    fn from(reason: Msg) -> Self {
        Refusal(reason)
    }
}

/// A game's rules: plain data in, plain data out, no GUI.
///
/// Legality has one source per game, [`Rules::check`] (shakmaty's `is_legal` shape): it accepts a
/// seat action or says why not. [`Rules::legal_actions`] lists the candidates that pass it (a game
/// may list them faster, and the conformance suite checks the two agree), [`apply`] checks once and
/// then performs, and [`Rules::describe`] only ever sees checked actions.
pub trait Rules: Send + Sync + 'static {
    /// Everything about a position. Serializable so tests and the CLI can show and compare it.
    type State: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// One small step: a click in the GUI, one token of notation in a save file.
    type Action: Clone + Debug + PartialEq + Display + FromStr<Err = Msg> + Send + Sync;
    /// What the new-game dialog chooses (sheet side, variant, …).
    type Options: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned + Send + Sync;

    /// The position before anything happened.
    fn new_state(&self, options: &Self::Options, seats: usize) -> Result<Self::State, String>;
    fn to_move(&self, state: &Self::State) -> ToMove;
    /// Whether the seat to move may take `action` now; if not, why, in a player's words (never a
    /// generic "not allowed"). Only called when a seat is to move.
    fn check(&self, state: &Self::State, action: &Self::Action) -> Result<(), Refusal>;
    /// Every action worth asking [`Rules::check`] about at this step (a superset of the legal
    /// ones: every hex, every die, every direction of the current step). Empty at chance nodes and
    /// when the game is over.
    fn candidate_actions(&self, state: &Self::State) -> Vec<Self::Action>;
    /// Every legal action of the seat to move: exactly the candidates that pass `check`.
    fn legal_actions(&self, state: &Self::State) -> Vec<Self::Action> {
        if !matches!(self.to_move(state), ToMove::Seat(_)) {
            return Vec::new();
        }
        self.candidate_actions(state)
            .into_iter()
            .filter(|a| self.check(state, a).is_ok())
            .collect()
    }
    /// [`Rules::legal_actions`] written into `out` (its old contents dropped), for loops that list
    /// the actions at every step: a game may override it to reuse `out`'s room rather than
    /// allocate (the conformance suite checks the two agree).
    fn legal_actions_into(&self, state: &Self::State, out: &mut Vec<Self::Action>) {
        *out = self.legal_actions(state);
    }
    /// Every seat that may act now. Usually just the seat to move; on a simultaneous step (everyone
    /// writing on the same roll) every seat still busy with it, the seat to move among them. Seats
    /// of one such step act on their own parts of the state, so their actions may come in any order
    /// and give the same result.
    fn ready(&self, state: &Self::State) -> Vec<usize> {
        match self.to_move(state) {
            ToMove::Seat(seat) => vec![seat],
            _ => Vec::new(),
        }
    }
    /// Makes `seat` the seat to move, if it is one of the [`Rules::ready`] seats (a hot-seat switch,
    /// or an action arriving from that seat over the network). True when `seat` is now to move;
    /// false (state untouched) when it is not ready. Only games with simultaneous steps override it.
    fn focus(&self, state: &mut Self::State, seat: usize) -> bool {
        self.to_move(state) == ToMove::Seat(seat)
    }
    /// Draws a chance outcome. Only called when `to_move` is `Chance`.
    fn sample_chance(&self, state: &Self::State, rng: &mut ChaCha8Rng) -> Self::Action;
    /// Whether `action` is a possible chance outcome here (dice in range, …).
    fn check_chance(&self, state: &Self::State, action: &Self::Action) -> Result<(), String>;
    /// The dice of the current chance step, when it is a plain roll a table can make with real
    /// dice (table dice enter them by hand). `None` for shuffles, scrambles and when no chance
    /// step is due: those are entered in the game's notation.
    fn table_dice(&self, _state: &Self::State) -> Option<TableDice> {
        None
    }
    /// The chance outcome for `values` rolled at the table (already validated against
    /// [`Rules::table_dice`]; [`Rules::check_chance`] still has the last word).
    fn dice_outcome(&self, _state: &Self::State, _values: &[u8]) -> Option<Self::Action> {
        None
    }
    /// Carries out an action already checked.
    fn perform(&self, state: &mut Self::State, action: &Self::Action);
    /// Score breakdown for every seat (final at the end, running before).
    fn scores(&self, state: &Self::State) -> Vec<SeatScore>;
    /// The winning seats once the game is over (ties share). Default: highest total.
    fn winners(&self, state: &Self::State) -> Vec<usize> {
        let scores = self.scores(state);
        let best = scores.iter().map(|s| s.total).max();
        scores
            .iter()
            .enumerate()
            .filter(|(_, s)| Some(s.total) == best)
            .map(|(i, _)| i)
            .collect()
    }
    /// The short "what now" line for the seat to move.
    fn prompt(&self, state: &Self::State, names: Names<'_>) -> Msg;
    /// A checked action in words for the log ("moves N 3 and fills a 3"; the log shows who).
    /// By default its notation, which reads the same in every language.
    fn describe(
        &self,
        _state_before: &Self::State,
        action: &Self::Action,
        _names: Names<'_>,
    ) -> Msg {
        Msg::new("log-notation").text("action", action.to_string())
    }
    /// Structural checks the conformance suite runs after every step.
    fn invariants(&self, _state: &Self::State) -> Result<(), String> {
        Ok(())
    }
    /// Upper bound on the number of actions in one game (the conformance suite enforces it).
    fn max_game_length(&self, seats: usize) -> usize;
}

/// The check for whoever is to move: the game's [`Rules::check`] for a seat, its chance check at a
/// chance node, and a refusal once the game is over.
pub fn check_action<G: Rules + ?Sized>(
    rules: &G,
    state: &G::State,
    action: &G::Action,
) -> Result<(), Refusal> {
    match rules.to_move(state) {
        ToMove::Over => Err(Refusal::new("refuse-game-over")),
        ToMove::Chance => rules.check_chance(state, action).map_err(Refusal::english),
        ToMove::Seat(_) => rules.check(state, action),
    }
}

/// Applies `action` if it is legal (one check, then perform); otherwise leaves `state` untouched
/// and says why.
pub fn apply<G: Rules + ?Sized>(
    rules: &G,
    state: &mut G::State,
    action: &G::Action,
) -> Result<(), Refusal> {
    check_action(rules, state, action)?;
    rules.perform(state, action);
    Ok(())
}

/// "1 action", "3 actions": a count with its noun, for text a player reads.
pub fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// [`count`] for a noun whose plural is not just "s": "1 red box", "2 red boxes".
pub fn count_of(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// What a seat's total counts, so a total shown on its own says what it is ("Strong bot: 2 fish
/// left", "Ann wins with 59 points"). Each game states its own (`Game::score_unit`): a catalogue
/// message with the number as `$n`, worded with plurals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScoreUnit {
    /// The catalogue id ("unit-points": "1 point", "42 points").
    pub id: &'static str,
}

impl ScoreUnit {
    /// The usual unit: points.
    pub const POINTS: ScoreUnit = ScoreUnit { id: "unit-points" };

    /// "1 point", "42 points", "2 fish left".
    pub fn count(self, n: i32) -> Msg {
        Msg::new(self.id).int("n", n)
    }
}

/// A finished game's result, worded one way for every game and every place it is shown (end
/// window, prompt, log, command line): "Ann scores 42 points." alone at the table, "Ann wins with
/// 59 points.", "Ann and Ben share the win with 59 points.", "Nobody wins." `points` is the
/// winning total, `None` for a game not won on points.
pub fn result_text(
    names: super::Names<'_>,
    seats: usize,
    winners: &[usize],
    points: Option<i32>,
) -> Msg {
    result_in(
        names,
        seats,
        winners,
        points.map(|p| (p, ScoreUnit::POINTS)),
    )
}

/// [`result_text`] for a finished game won on points: every seat's score from `rules`, the
/// winners' total the best of them.
pub fn result_on_points<R: Rules>(rules: &R, state: &R::State, names: super::Names<'_>) -> Msg {
    let scores = rules.scores(state);
    let best = scores.iter().map(|x| x.total).max();
    result_text(names, scores.len(), &rules.winners(state), best)
}

/// "Ann", "Ann and Ben", "Ann, Ben and Cy", in the language's own words.
pub fn name_list(names: &[String]) -> Msg {
    match names {
        [] => Msg::new("list-empty"),
        [one] => Msg::new("list-one").text("only", one.clone()),
        [rest @ .., last] => Msg::new("list-and")
            .text("first", rest.join(", "))
            .text("last", last.clone()),
    }
}

/// [`result_text`] with the winning total counted in the game's own unit ("Ben wins with 2 fish
/// left.").
pub fn result_in(
    names: super::Names<'_>,
    seats: usize,
    winners: &[usize],
    total: Option<(i32, ScoreUnit)>,
) -> Msg {
    let list: Vec<String> = winners.iter().map(|&w| names.get(w).into_owned()).collect();
    let with = |msg: Msg, without: &'static str| match total {
        Some((p, unit)) => msg.msg("total", unit.count(p)),
        None => Msg::new(without),
    };
    match list.as_slice() {
        [] => Msg::new("result-nobody"),
        [one] if seats == 1 => match total {
            Some((p, unit)) => Msg::new("result-solo-scores")
                .text("name", one.clone())
                .msg("total", unit.count(p)),
            None => Msg::new("result-solo-finishes").text("name", one.clone()),
        },
        [one] => with(Msg::new("result-wins-with"), "result-wins").text("name", one.clone()),
        _ => with(Msg::new("result-share-with"), "result-share").msg("names", name_list(&list)),
    }
}

#[cfg(test)]
mod result_tests {
    use super::{count_of, result_in, result_text, ScoreUnit};
    use crate::engine::{Names, SeatInfo};

    #[test]
    fn results_read_one_way_for_solo_win_shared_win_and_nobody() {
        let seats: Vec<SeatInfo> = ["Ann", "Ben", "Cy"].map(SeatInfo::human).to_vec();
        let names = Names::of(&seats);
        assert_eq!(
            result_text(names, 1, &[0], Some(42)).to_string(),
            "Ann scores 42 points."
        );
        assert_eq!(
            result_text(names, 1, &[0], Some(1)).to_string(),
            "Ann scores 1 point."
        );
        assert_eq!(
            result_text(names, 3, &[1], Some(59)).to_string(),
            "Ben wins with 59 points."
        );
        assert_eq!(
            result_text(names, 3, &[0, 1, 2], Some(7)).to_string(),
            "Ann, Ben and Cy share the win with 7 points."
        );
        assert_eq!(
            result_text(names, 3, &[0, 2], None).to_string(),
            "Ann and Cy share the win."
        );
        assert_eq!(
            result_text(names, 3, &[], Some(3)).to_string(),
            "Nobody wins."
        );
        let fish = ScoreUnit {
            id: "unit-fish-left",
        };
        assert_eq!(
            result_in(names, 3, &[1], Some((2, fish))).to_string(),
            "Ben wins with 2 fish left."
        );
        assert_eq!(fish.count(1).to_string(), "1 fish left");
        assert_eq!(ScoreUnit::POINTS.count(-1).to_string(), "-1 point");
        assert_eq!(ScoreUnit::POINTS.count(0).to_string(), "0 points");
        assert_eq!(count_of(2, "red box", "red boxes"), "2 red boxes");
        assert_eq!(count_of(1, "red box", "red boxes"), "1 red box");
    }
}

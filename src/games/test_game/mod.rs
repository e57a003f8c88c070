//! A game that exists only in tests (`cfg(test)`), the smallest that still has every part a game
//! has: dice, a choice, a sheet to click, bots and a score. It shows that a game is its folder
//! and one `GameId` variant: the registry, the dispatch, game codes, the conformance suite and
//! every registry-wide test take it up from there, with no line elsewhere naming it.
//!
//! Each seat has six boxes numbered 1 to 6. On a turn a die is rolled, and the seat crosses the
//! box of that number if it is still open, or passes. After three turns each, every crossed box
//! is a point. No player ever sees it, so its words are English (`Msg::english`) rather than a
//! catalogue file's.
//!
//! Notation: chance `dice N`; `cross N` (N = 1–6); `pass`.

use crate::engine::bot::Bot;
use crate::engine::rules::{Names, Refusal, Rules, ScoreUnit, SeatScore, ToMove};
use crate::engine::text::Msg;
use crate::game::{Game, GameInfo};
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The boxes on each seat's sheet.
const BOXES: u8 = 6;
/// Turns each seat takes.
const TURNS: usize = 3;

/// The rules.
#[derive(Clone, Copy, Debug, Default)]
pub struct TestGame;

/// The position.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// Each seat's boxes 1–6, crossed or not.
    pub boxes: Vec<[bool; BOXES as usize]>,
    /// The die of the current turn, once rolled.
    pub die: Option<u8>,
    /// The seat whose turn it is.
    pub seat: usize,
    /// Turns still to be played, all seats together.
    pub turns_left: usize,
}

/// One step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// The chance outcome: the die of this turn.
    Dice(u8),
    /// Cross the box of this number.
    Cross(u8),
    /// End the turn crossing nothing.
    Pass,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Dice(n) => write!(f, "dice {n}"),
            Action::Cross(n) => write!(f, "cross {n}"),
            Action::Pass => write!(f, "pass"),
        }
    }
}

impl FromStr for Action {
    type Err = Msg;
    fn from_str(s: &str) -> Result<Action, Msg> {
        let words: Vec<&str> = s.split_whitespace().collect();
        let number = |w: &str| w.parse::<u8>().ok();
        match words[..] {
            ["pass"] => Some(Action::Pass),
            ["dice", n] => number(n).map(Action::Dice),
            ["cross", n] => number(n).map(Action::Cross),
            _ => None,
        }
        .ok_or_else(|| {
            Msg::english(format!(
                "`{s}` is not a Test Game action (dice N, cross N, pass)"
            ))
        })
    }
}

impl Rules for TestGame {
    type State = State;
    type Action = Action;
    type Options = ();

    fn new_state(&self, _options: &(), seats: usize) -> Result<State, String> {
        if !(1..=2).contains(&seats) {
            return Err(format!("Test Game takes 1 or 2 seats, not {seats}"));
        }
        Ok(State {
            boxes: vec![[false; BOXES as usize]; seats],
            die: None,
            seat: 0,
            turns_left: TURNS * seats,
        })
    }

    fn to_move(&self, state: &State) -> ToMove {
        match (state.turns_left, state.die) {
            (0, _) => ToMove::Over,
            (_, None) => ToMove::Chance,
            (_, Some(_)) => ToMove::Seat(state.seat),
        }
    }

    fn check(&self, state: &State, action: &Action) -> Result<(), Refusal> {
        let die = state.die.unwrap_or_default();
        match *action {
            Action::Pass => Ok(()),
            Action::Dice(_) => Err(Refusal::english(
                "The die rolls by itself: cross a box or pass.",
            )),
            Action::Cross(n) if !(1..=BOXES).contains(&n) => Err(Refusal::english(format!(
                "There is no box {n}: the boxes are 1 to {BOXES}."
            ))),
            Action::Cross(n) if n != die => Err(Refusal::english(format!(
                "The die shows {die}, so only box {die} may be crossed, not box {n}."
            ))),
            Action::Cross(n) if state.boxes[state.seat][usize::from(n - 1)] => Err(
                Refusal::english(format!("Box {n} is crossed already: pass instead.")),
            ),
            Action::Cross(_) => Ok(()),
        }
    }

    fn candidate_actions(&self, state: &State) -> Vec<Action> {
        if !matches!(self.to_move(state), ToMove::Seat(_)) {
            return Vec::new();
        }
        (1..=BOXES)
            .map(Action::Cross)
            .chain([Action::Pass])
            .collect()
    }

    fn sample_chance(&self, _state: &State, rng: &mut ChaCha8Rng) -> Action {
        Action::Dice(rng.random_range(1..=6))
    }

    fn check_chance(&self, _state: &State, action: &Action) -> Result<(), String> {
        match action {
            Action::Dice(1..=6) => Ok(()),
            other => Err(format!("`{other}` is not a roll of one die")),
        }
    }

    fn perform(&self, state: &mut State, action: &Action) {
        match *action {
            Action::Dice(n) => {
                state.die = Some(n);
                return;
            }
            Action::Cross(n) => state.boxes[state.seat][usize::from(n - 1)] = true,
            Action::Pass => {}
        }
        state.die = None;
        state.seat = (state.seat + 1) % state.boxes.len();
        state.turns_left -= 1;
    }

    fn scores(&self, state: &State) -> Vec<SeatScore> {
        state
            .boxes
            .iter()
            .map(|boxes| {
                let crossed = boxes.iter().filter(|&&b| b).count() as i32;
                SeatScore::summed(vec![SeatScore::english("Crossed boxes", crossed)])
            })
            .collect()
    }

    fn prompt(&self, state: &State, _names: Names<'_>) -> Msg {
        match state.die {
            Some(die) => Msg::english(format!("Cross box {die}, or pass.")),
            None => Msg::english("Roll the die."),
        }
    }

    fn invariants(&self, state: &State) -> Result<(), String> {
        if state.seat >= state.boxes.len() {
            return Err(format!("seat {} of {}", state.seat, state.boxes.len()));
        }
        if state.turns_left > TURNS * state.boxes.len() {
            return Err(format!("{} turns left", state.turns_left));
        }
        Ok(())
    }

    fn max_game_length(&self, seats: usize) -> usize {
        2 * TURNS * seats
    }
}

/// Easy, Normal and Strong all choose uniformly.
impl Bot for TestGame {}

impl Game for TestGame {
    fn info() -> GameInfo {
        GameInfo {
            id: "test-game",
            name: "Test Game",
            min_seats: 1,
            max_seats: 2,
            blurb: "Roll a die and cross its box; a test-only game.",
            how_to_play: "Roll a die and cross the box of its number, or pass. \
                          Each crossed box is a point.",
            notation: "dice 4 · cross 4 · pass",
        }
    }
    fn score_unit(_options: &()) -> Option<ScoreUnit> {
        Some(ScoreUnit::POINTS)
    }
}

#[cfg(feature = "gui")]
mod view {
    use super::{Action, State, TestGame, BOXES};
    use crate::sheet_kit::{Controls, GameUi, Overlay, SheetStyle};
    use egui::{pos2, vec2, Align2, FontId, Painter, Pos2, Rect, Stroke, StrokeKind, Ui, Vec2};

    /// The sheet's width and height in points: one row of boxes with a paper margin round it.
    const SIZE: Vec2 = vec2(640.0, 160.0);
    const MARGIN: f32 = 20.0;

    /// Box `n` (1–6) of a sheet painted into `rect`.
    fn box_rect(rect: Rect, n: u8) -> Rect {
        let scale = (rect.width() / SIZE.x).min(rect.height() / SIZE.y);
        let side = (SIZE.x - 2.0 * MARGIN) / f32::from(BOXES);
        let min = rect.min + vec2(MARGIN + side * f32::from(n - 1), MARGIN) * scale;
        Rect::from_min_size(min, vec2(side, SIZE.y - 2.0 * MARGIN) * scale)
    }

    impl GameUi for TestGame {
        type View = ();

        fn sheet_size(&self, _state: &State) -> Vec2 {
            SIZE
        }

        fn paint_sheet(
            &self,
            painter: &Painter,
            rect: Rect,
            state: &State,
            overlay: &Overlay<'_, Action>,
            style: &SheetStyle,
        ) {
            painter.rect_filled(rect, 4.0, style.paper);
            let crossed = state.boxes.get(overlay.seat);
            for n in 1..=BOXES {
                let b = box_rect(rect, n).shrink(4.0);
                let fill = if overlay.legal.contains(&Action::Cross(n)) {
                    style.legal
                } else {
                    style.fill
                };
                painter.rect_filled(b, 2.0, fill.gamma_multiply(0.4));
                painter.rect_stroke(b, 2.0, Stroke::new(2.0, style.ink), StrokeKind::Inside);
                painter.text(
                    b.center(),
                    Align2::CENTER_CENTER,
                    n.to_string(),
                    FontId::proportional(b.height() * 0.5),
                    style.ink,
                );
                if crossed.is_some_and(|c| c[usize::from(n - 1)]) {
                    let ink = Stroke::new(4.0, style.ink);
                    painter.line_segment([b.left_top(), b.right_bottom()], ink);
                    painter.line_segment([b.right_top(), b.left_bottom()], ink);
                }
            }
        }

        fn targets_at(
            &self,
            _state: &State,
            _seat: usize,
            rect: Rect,
            pos: Pos2,
            _view: &(),
        ) -> Vec<Action> {
            (1..=BOXES)
                .find(|&n| box_rect(rect, n).contains(pos))
                .map(Action::Cross)
                .into_iter()
                .collect()
        }

        fn spot_note(
            &self,
            _state: &State,
            _seat: usize,
            rect: Rect,
            pos: Pos2,
            _view: &(),
        ) -> Option<String> {
            rect.contains(pos)
                .then(|| "The paper round the boxes: click a box to cross it.".to_string())
        }

        fn controls_ui(
            &self,
            ui: &mut Ui,
            _state: &State,
            _view: &mut (),
            controls: &mut Controls<'_, Self>,
        ) {
            controls.button(ui, Action::Pass, "Pass");
        }
    }

    #[test]
    fn every_box_is_a_target_and_the_paper_round_them_is_none() {
        let rect = Rect::from_min_size(pos2(10.0, 10.0), SIZE);
        let state = super::Rules::new_state(&TestGame, &(), 1).expect("one seat");
        for n in 1..=BOXES {
            let at = box_rect(rect, n).center();
            assert_eq!(
                TestGame.targets_at(&state, 0, rect, at, &()),
                [Action::Cross(n)]
            );
        }
        assert!(TestGame
            .targets_at(&state, 0, rect, rect.min + vec2(2.0, 2.0), &())
            .is_empty());
    }
}

#[cfg(test)]
mod tests;

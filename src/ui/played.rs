//! The window's adapter for a game: a local game plus its play view (hover, animation clocks,
//! the review's marks). Nothing below `ui` knows a view exists; the services see only the game.
//!
//! [`ScreenGame`] derefs to the erased game ([`Playable`]: the core game, its bots and its sheets),
//! so the screens call `g.m.undo()` or `g.m.scores()` as on any game, and adds what only the
//! window does: draw the play area and take the player's clicks, mark a review position, and
//! branch a position off the timeline. A typed game is reached through the games' one dispatch.

use super::play::{play_ui, PlayView};
use crate::engine::save::LoadError;
use crate::engine::text::Msg;
use crate::engine::{BotChoice, BotLevel, ToMove};
use crate::game::{
    load_session, new_session, Game, Hint, LocalGame, MatchSetup, Playable, SetupError,
};
use crate::games::{with_game, GameFn};
use crate::sheet_kit::PlayEnv;
use std::ops::{Deref, DerefMut};

/// What the window keeps for a typed game; erased as [`ScreenGame`].
trait OnScreen {
    fn game(&self) -> &(dyn Playable + 'static);
    fn game_mut(&mut self) -> &mut (dyn Playable + 'static);
    /// Draws the play area; true when the player's click applied an action.
    fn play_ui(&mut self, ui: &mut egui::Ui, env: &PlayEnv) -> bool;
    /// The review's marks, in notation: the move played from this position (drawn as a ghost)
    /// and a bot's choice (drawn as the hint). `None` clears a mark; notation that does not
    /// parse is ignored.
    fn set_review_marks(&mut self, played: Option<&str>, best: Option<(&str, BotLevel)>);
    /// The position after the first `steps` log entries, as a game of its own (see
    /// [`crate::game::Match::at_step`]).
    fn at_step(&self, steps: usize, play_on: bool) -> ScreenGame;
    /// See [`LocalGame::continue_generations`].
    fn continue_generations(&mut self, previous: u64);
}

/// A local game with its play view.
struct Played<G: Game> {
    game: LocalGame<G>,
    view: PlayView<G>,
    /// On a review position: the move that was played from it.
    played: Option<G::Action>,
}

impl<G: Game> Played<G> {
    fn screen(game: LocalGame<G>) -> ScreenGame {
        ScreenGame(Box::new(Played {
            game,
            view: PlayView::default(),
            played: None,
        }))
    }
}

impl<G: Game> OnScreen for Played<G> {
    fn game(&self) -> &(dyn Playable + 'static) {
        &self.game
    }
    fn game_mut(&mut self) -> &mut (dyn Playable + 'static) {
        &mut self.game
    }
    fn play_ui(&mut self, ui: &mut egui::Ui, env: &PlayEnv) -> bool {
        let hint = self.game.current_hint().map(|h| h.choice.clone());
        let generation = crate::game::Match::generation(&self.game);
        let chosen = play_ui(
            ui,
            &self.game.session,
            &mut self.view,
            hint.as_ref(),
            self.played.as_ref(),
            generation,
            env,
        );
        match chosen {
            // Table dice: a chance outcome entered by hand (checked again inside the session).
            Some(action) if self.game.session.to_move() == ToMove::Chance => {
                self.game.enter_typed_chance(action).is_ok()
            }
            // The shell only returns actions that passed the game's check; apply checks again
            // (once, inside the session) and refuses without change if anything moved meanwhile.
            Some(action) => self.game.apply(action).is_ok(),
            None => false,
        }
    }
    fn set_review_marks(&mut self, played: Option<&str>, best: Option<(&str, BotLevel)>) {
        self.played = played.and_then(|p| p.parse().ok());
        self.game.hint = best.and_then(|(b, level)| {
            let action = b.parse().ok()?;
            Some(Hint {
                at: self.game.session.log().len(),
                level,
                choice: BotChoice {
                    action,
                    value: None,
                },
            })
        });
    }
    fn at_step(&self, steps: usize, play_on: bool) -> ScreenGame {
        Played::screen(LocalGame::new(self.game.session_at(steps, play_on)))
    }
    fn continue_generations(&mut self, previous: u64) {
        self.game.continue_generations(previous);
    }
}

/// A game on the window's screen: the erased game (through `Deref`) plus its play view.
pub struct ScreenGame(Box<dyn OnScreen>);

impl Deref for ScreenGame {
    type Target = dyn Playable;
    fn deref(&self) -> &Self::Target {
        self.0.game()
    }
}

impl DerefMut for ScreenGame {
    fn deref_mut(&mut self) -> &mut Self::Target {
        self.0.game_mut()
    }
}

/// Why the window could not start or open a game.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    #[error("no game `{0}`")]
    UnknownGame(String),
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error(transparent)]
    Load(#[from] LoadError),
}

impl OpenError {
    /// Why, in the player's words.
    pub fn msg(&self) -> Msg {
        match self {
            OpenError::UnknownGame(game) => {
                Msg::new("file-save-unknown-game").text("game", crate::engine::save::clip(game, 40))
            }
            OpenError::Setup(e) => e.msg(),
            OpenError::Load(e) => e.msg(),
        }
    }
}

struct NewGame(MatchSetup);
impl GameFn for NewGame {
    type Output = Result<ScreenGame, SetupError>;
    fn call<G: Game>(self, rules: G) -> Self::Output {
        Ok(Played::screen(LocalGame::new(new_session(rules, self.0)?)))
    }
}

struct LoadGame<'a>(&'a str);
impl GameFn for LoadGame<'_> {
    type Output = Result<ScreenGame, LoadError>;
    fn call<G: Game>(self, rules: G) -> Self::Output {
        Ok(Played::screen(LocalGame::new(load_session(rules, self.0)?)))
    }
}

impl ScreenGame {
    /// A new game of `game` (an id) from the new-game dialog's setup.
    pub fn new(game: &str, setup: MatchSetup) -> Result<ScreenGame, OpenError> {
        with_game(game, NewGame(setup))
            .ok_or_else(|| OpenError::UnknownGame(game.to_string()))?
            .map_err(OpenError::from)
    }

    /// Opens a save of any game from its text.
    pub fn load(text: &str) -> Result<ScreenGame, LoadError> {
        crate::games::with_save(text, LoadGame)
    }

    /// Opens a save file of any game, naming the file in errors.
    pub fn load_path(path: &std::path::Path) -> anyhow::Result<ScreenGame> {
        let text = crate::engine::save::read_file(path).map_err(|e| e.in_file(path))?;
        ScreenGame::load(&text).map_err(|e| e.in_file(path))
    }

    /// Draws the play area; true when the player's click applied an action.
    pub fn play_ui(&mut self, ui: &mut egui::Ui, env: &PlayEnv) -> bool {
        self.0.play_ui(ui, env)
    }

    /// Marks a review position (see the review timeline).
    pub fn set_review_marks(&mut self, played: Option<&str>, best: Option<(&str, BotLevel)>) {
        self.0.set_review_marks(played, best);
    }

    /// Puts `next` in this game's place, counting generations on from this one's (a network
    /// replica rebuilt from the server's state).
    pub fn replace_with(&mut self, mut next: ScreenGame) {
        next.0.continue_generations(self.generation());
        *self = next;
    }

    /// The game as it stood after its first `steps` log entries, as a game of its own; with
    /// `play_on` the dice due next are drawn, so it can be played on (a branch).
    pub fn at_step(&self, steps: usize, play_on: bool) -> ScreenGame {
        self.0.at_step(steps, play_on)
    }
}

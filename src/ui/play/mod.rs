//! The one play screen every game uses. The shell draws the turn header (whose turn by seat name,
//! the game's status, what now, the hint), the dice tray with the one animation clock, the large
//! sheet of the seat shown, small views of the other seats, tutorial highlights, hover refusals,
//! the "which one do you mean" chooser, and lets only checked actions through. A game supplies
//! its sheet painting, what a pointer position means and its few own controls (`GameUi`).
//!
//! One file per job, each importing only files below it (this entry imports them all, none
//! imports the entry):
//! - `place`: where the sheet and the column go ([`fit_rect`], `Place::choose`), pure geometry;
//! - `clock`: the one animation clock ([`ROLL_SECONDS`]);
//! - `position`: what is worked out once per position (legal actions, prompt, totals);
//! - `targets`: where each legal target lies on the large sheet;
//! - `frame`: what one frame hands to the sheet and the column (`Parts`, `SheetFrame`,
//!   `ColumnFrame`);
//! - `header`: whose turn, what now, the hint;
//! - `sheet`: the large sheet;
//! - `tray`, `small_views`, `column`: the dice tray, the other seats' sheets, and the column (or
//!   strip) that holds them with the game's own controls;
//! - `chooser`: "which one do you mean".
//!
//! Every per-position cache (the position, the targets, the painted sheets) is kept by one key,
//! [`crate::sheet_kit::cache::Stamp`].

mod chooser;
mod clock;
mod column;
mod frame;
mod header;
mod place;
mod position;
mod sheet;
#[cfg(test)]
mod shown_tests;
mod small_views;
mod targets;
mod tray;

pub use clock::ROLL_SECONDS;
pub use place::fit_rect;

use self::chooser::chooser_ui;
use self::clock::DiceClock;
use self::column::{column_area_ui, strip_ui, ColumnArea};
use self::frame::{ColumnFrame, Parts, SheetFrame};
use self::header::{header_ui, turn_prompt, Marks};
use self::place::{Place, STRIP_GAP};
use self::position::Position;
use self::sheet::large_sheet_ui;
use self::targets::Targets;
use crate::engine::{BotChoice, Session, ToMove};
use crate::game::Game;
use crate::sheet_kit::cache::{SheetCache, Stamp};
use crate::sheet_kit::{Chooser, Controls, GameUi, PlayEnv};
use egui::Ui;

/// The play screen's view state for one running game.
pub struct PlayView<G: GameUi> {
    /// The game's own view state.
    pub game: G::View,
    /// The newest chance outcome seen and when its tumble started.
    dice_clock: DiceClock,
    /// A click that several legal actions share, with the log length it belongs to and the frame
    /// it opened in (the opening click must not close it).
    chooser: Option<(usize, u64, Chooser<G::Action>)>,
    /// The seat the player looks at instead of the seat to move, and the turn it was chosen in.
    focus: Option<(usize, ToMove)>,
    /// The seat shown last (kept when nobody is to move).
    shown: usize,
    /// What depends only on the position, worked out once per position (stamp).
    cache: Option<Position<G::Action>>,
    /// Where each legal target lies on the large sheet, for screen readers and the keyboard.
    targets: Option<Targets<G::Action>>,
    /// Dice being entered from the table.
    table: crate::ui::table_dice::TableEntry,
    /// The large sheet as painted last frame (repainted only when the position, the marks, the
    /// style or the place changed), and each seat's small view as a picture.
    large_sheet: SheetCache<G::Action>,
    small_sheets: Vec<crate::ui::sheet_picture::SheetPicture<small_views::SmallKey<G::Action>>>,
}

impl<G: GameUi> Default for PlayView<G> {
    fn default() -> Self {
        PlayView {
            game: G::View::default(),
            dice_clock: DiceClock::default(),
            chooser: None,
            focus: None,
            shown: 0,
            cache: None,
            targets: None,
            table: Default::default(),
            large_sheet: SheetCache::default(),
            small_sheets: Vec::new(),
        }
    }
}

impl<G: GameUi> PlayView<G> {
    /// The seat whose sheet is shown large.
    pub fn shown(&self) -> usize {
        self.shown
    }

    /// Which sheet is large: the one the player chose to look at (until the turn changes), else
    /// the seat to move if a person plays it from here (`own`, a [`PlayEnv::own_seats`] mask:
    /// at a hot-seat table the sheet follows whoever's turn it is), else the person's sheet
    /// shown last (a bot's or a remote seat's move shows on its small view, the player's own
    /// sheet stays). With nobody here (`own` 0) it follows every seat to move.
    fn shown_seat(&mut self, to_move: ToMove, seats: usize, own: u32) -> usize {
        if self
            .focus
            .is_some_and(|(seat, turn)| turn != to_move || seat >= seats)
        {
            self.focus = None;
        }
        let mine = |seat: usize| own == 0 || (seat < 32 && own & 1 << seat != 0);
        let seat_to_move = match to_move {
            ToMove::Seat(i) if mine(i) => Some(i),
            _ => None,
        };
        let kept = if mine(self.shown) {
            self.shown
        } else {
            // The first seat played from here (the sheet shown at the start may be a bot's).
            (0..seats).find(|&i| mine(i)).unwrap_or(self.shown)
        };
        self.shown = self
            .focus
            .map(|(seat, _)| seat)
            .or(seat_to_move)
            .unwrap_or(kept)
            .min(seats.saturating_sub(1));
        self.shown
    }
}

/// Draws the play screen and returns the action the player chose this frame, if any. Only actions
/// the game's check accepts come out. On a review position `played` is the move that was played
/// from it and `hint` the reference bot's choice: the sheet shows both.
pub fn play_ui<G: Game>(
    ui: &mut Ui,
    session: &Session<G>,
    view: &mut PlayView<G>,
    hint: Option<&BotChoice<G::Action>>,
    played: Option<&G::Action>,
    generation: u64,
    env: &PlayEnv,
) -> Option<G::Action> {
    let rules = session.rules();
    let state = session.state();
    let names = session.names();
    let now = ui.input(|i| i.time);
    let seats = session.seats().len();
    let to_move = session.to_move();
    let seat_to_move = match to_move {
        ToMove::Seat(i) => Some(i),
        _ => None,
    };

    // One animation clock: a new chance outcome in the log starts the dice tumbling.
    let newest_chance = session
        .log()
        .iter()
        .rposition(|e| e.actor == ToMove::Chance);
    let tumble = view.dice_clock.tumble(newest_chance, now, env.anim_speed);
    if tumble > 0.0 {
        ui.ctx().request_repaint();
    }
    let settled = tumble <= 0.0;

    let shown = view.shown_seat(to_move, seats, env.own_seats);
    let stamp = Stamp::of(generation);
    let position = position::refresh(&mut view.cache, session, stamp);
    let (all_legal, prompt, totals) = (
        position.legal.as_slice(),
        position.prompt.as_str(),
        position.totals.as_slice(),
    );
    let legal: &[G::Action] = if env.human_turn && settled {
        all_legal
    } else {
        &[]
    };
    let hint_value = hint.and_then(|h| h.value);
    let hint = hint.map(|h| &h.action).filter(|_| settled);
    let mut controls = Controls::new(rules, state, names, env, legal, hint, seat_to_move);

    let table_turn = session.dice() == crate::engine::Dice::Table && to_move == ToMove::Chance;
    // While the dice still tumble the header does not name what they will show (the game's
    // prompt already lists the roll's offers).
    let prompt = if settled {
        turn_prompt(session, prompt, table_turn)
    } else {
        crate::engine::text::tr("play-prompt-tumbling").into()
    };
    let marks = Marks {
        hint,
        value: hint_value,
        played,
    };
    header_ui(ui, session, &prompt, &marks, env);

    let natural = rules.sheet_size(state);
    let place = Place::choose(natural, ui.available_size(), rules.controls_strip(state));
    let frame = SheetFrame {
        shown,
        active: Some(shown) == seat_to_move,
        settled,
        hint,
        last: session.last_seat_action(),
        played,
        stamp,
        legal,
    };
    let column = ColumnFrame {
        tumble,
        table_turn,
        seat_to_move,
        totals,
    };
    // The view's parts the sheet and the column change (its cache of legal actions stays
    // borrowed by `controls` and `frame` for the frame).
    let mut parts = Parts {
        targets: &mut view.targets,
        game: &mut view.game,
        large: &mut view.large_sheet,
        small: &mut view.small_sheets,
        table: &mut view.table,
        focus: &mut view.focus,
    };
    let table_choice = match place {
        Place::Beside {
            column_w,
            sheet,
            spare,
        } => {
            ui.horizontal_top(|ui| {
                // A sheet limited by the height (wide windows) takes only its own width: the
                // column stays beside it and the two are centred together.
                ui.add_space(spare / 2.0);
                large_sheet_ui(ui, session, &mut parts, &mut controls, &frame, sheet, env);
                let area = ColumnArea {
                    width: column_w,
                    max_height: None,
                    with_dice: true,
                };
                column_area_ui(
                    ui,
                    session,
                    &mut parts,
                    &mut controls,
                    (&frame, &column),
                    area,
                    env,
                )
            })
            .inner
        }
        Place::Below { sheet, strip } => {
            // A wide board: the whole width for the board, and under it a strip with the dice
            // tray at its left and the game's controls across the rest.
            large_sheet_ui(ui, session, &mut parts, &mut controls, &frame, sheet, env);
            ui.add_space(STRIP_GAP);
            strip_ui(
                ui,
                session,
                &mut parts,
                &mut controls,
                (&frame, &column),
                strip,
                env,
            )
        }
    };

    let (mut chosen, chooser) = controls.finish();
    let at = session.log().len();
    if let Some(c) = chooser {
        view.chooser = Some((at, ui.ctx().cumulative_frame_nr(), c));
    }
    if let Some(pick) = chooser_ui(ui, rules, state, &mut view.chooser, at, legal) {
        chosen = Some(pick);
    }
    if chosen.is_some() {
        view.chooser = None;
    }
    // A chance outcome entered from the table has passed the game's chance check.
    if table_choice.is_some() {
        return table_choice;
    }
    // The filter: nothing reaches the session that the game's check did not accept this frame.
    chosen.filter(|a| legal.contains(a) && session.check(a).is_ok())
}

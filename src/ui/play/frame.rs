//! What one frame of the play screen hands from the entry (`play_ui`) down to the large sheet and
//! the column: the view's parts they change, and what they show. Kept in a file of its own, below
//! both, so neither imports the entry.

use super::small_views::SmallKey;
use super::targets::Targets;
use crate::engine::ToMove;
use crate::sheet_kit::cache::{SheetCache, Stamp};
use crate::sheet_kit::GameUi;
use crate::ui::sheet_picture::SheetPicture;

/// The parts of the play view (`PlayView`) the large sheet and the column change in a frame.
pub(super) struct Parts<'v, G: GameUi> {
    pub(super) targets: &'v mut Option<Targets<G::Action>>,
    pub(super) game: &'v mut G::View,
    pub(super) large: &'v mut SheetCache<G::Action>,
    pub(super) small: &'v mut Vec<SheetPicture<SmallKey<G::Action>>>,
    pub(super) table: &'v mut crate::ui::table_dice::TableEntry,
    pub(super) focus: &'v mut Option<(usize, ToMove)>,
}

/// What the large sheet shows this frame (see [`super::sheet`]).
pub(super) struct SheetFrame<'a, A> {
    pub(super) shown: usize,
    pub(super) active: bool,
    pub(super) settled: bool,
    pub(super) hint: Option<&'a A>,
    pub(super) last: Option<(usize, &'a A)>,
    pub(super) played: Option<&'a A>,
    /// The position and the language it is worded in: what the painted sheets and the targets
    /// are kept for.
    pub(super) stamp: Stamp,
    /// The legal actions a human may take now (empty otherwise).
    pub(super) legal: &'a [A],
}

/// What the column (or the strip) needs besides the sheet's frame.
pub(super) struct ColumnFrame<'a> {
    pub(super) tumble: f32,
    pub(super) table_turn: bool,
    pub(super) seat_to_move: Option<usize>,
    pub(super) totals: &'a [i32],
}

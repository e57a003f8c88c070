//! Where each legal target lies on the large sheet, for screen readers and the keyboard: the
//! game's own `targets_at`, asked over a grid of points once per position and sheet rect.

use crate::engine::Session;
use crate::game::Game;
use crate::sheet_kit::cache::Stamp;
use egui::{pos2, vec2, Rect};

/// The legal actions a pointer on the large sheet can take and the part of the sheet (in screen
/// points) that means each, found by asking the game's own `targets_at` over a grid of points.
/// Worked out once per position and sheet rect. Kept by [`Stamp`] like every per-position
/// cache of the play screen (one rule for all of them, though the spots hold no text).
pub(super) struct Targets<A> {
    stamp: Stamp,
    rect: Rect,
    spots: Vec<(A, Rect)>,
}

/// Where the legal targets lie on the large sheet painted into `rect`: the game's own
/// `targets_at`, asked over a grid of points (about 50 across), once per position and rect.
pub(super) fn refresh_targets<'t, G: Game>(
    slot: &'t mut Option<Targets<G::Action>>,
    game_view: &G::View,
    session: &Session<G>,
    stamp: Stamp,
    rect: Rect,
    seat: usize,
    legal: &[G::Action],
) -> &'t [(G::Action, Rect)] {
    let fresh = slot
        .as_ref()
        .is_some_and(|t| t.stamp == stamp && t.rect == rect);
    if !fresh {
        let mut spots: Vec<(G::Action, Rect)> = Vec::new();
        let step = (rect.width().max(rect.height()) / 50.0).max(3.0);
        if !legal.is_empty() && rect.is_positive() {
            let mut y = rect.top() + step / 2.0;
            while y < rect.bottom() {
                let mut x = rect.left() + step / 2.0;
                while x < rect.right() {
                    let pos = pos2(x, y);
                    let cell = Rect::from_center_size(pos, vec2(step, step));
                    let here =
                        session
                            .rules()
                            .targets_at(session.state(), seat, rect, pos, game_view);
                    for a in here.into_iter().filter(|a| legal.contains(a)) {
                        match spots.iter_mut().find(|(b, _)| *b == a) {
                            Some((_, r)) => *r = r.union(cell),
                            None => spots.push((a, cell)),
                        }
                    }
                    x += step;
                }
                y += step;
            }
        }
        *slot = Some(Targets { stamp, rect, spots });
    }
    slot.as_ref().map_or(&[], |t| &t.spots)
}

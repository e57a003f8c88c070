//! The play screen's one animation clock: a chance outcome not seen before starts the dice
//! tumbling; everything that moves with the dice reads how much tumble is left.

use crate::sheet_kit::draw::anim_remaining;

/// Seconds the dice tumble at animation speed 1.
pub const ROLL_SECONDS: f32 = 0.7;

/// The log index of the newest chance outcome seen and when its tumble started.
#[derive(Default)]
pub(super) struct DiceClock(Option<(Option<usize>, f64)>);

impl DiceClock {
    /// How much of the dice tumble is left: a chance outcome not seen before starts it; the first
    /// frame of a game (a load, a new game) shows the dice settled.
    pub(super) fn tumble(&mut self, newest_chance: Option<usize>, now: f64, speed: f32) -> f32 {
        match self.0 {
            None => {
                self.0 = Some((newest_chance, f64::NEG_INFINITY));
                0.0
            }
            Some((seen, _)) if seen != newest_chance => {
                self.0 = Some((newest_chance, now));
                if speed > 0.0 {
                    1.0
                } else {
                    0.0
                }
            }
            Some((_, start)) => anim_remaining(now, start, ROLL_SECONDS, speed),
        }
    }
}

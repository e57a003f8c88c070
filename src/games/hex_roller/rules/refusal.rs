//! Why a step is refused, in a player's words: the helpers [`Rules::check`] calls for each kind of
//! action (each returns `None` when the action is legal).

use super::*;

impl HexRoller {
    /// Why `write h` is refused, in words; `None` when it is legal.
    pub(super) fn write_blocked(&self, s: &State, t: &Turn, h: Hex) -> Option<Msg> {
        let layout = s.layout();
        let Some(i) = layout.index(h) else {
            return Some(Msg::new("hr-refuse-not-a-hex").text("hex", layout.name(h)));
        };
        let cell = s.sheets[t.seat].cells[i];
        Some(match self.write_fault(s, t, i)? {
            WriteFault::Filled if layout.printed[i].is_some() => {
                Msg::new("hr-refuse-printed").int("n", cell)
            }
            WriteFault::Filled => Msg::new("hr-refuse-filled").int("n", cell),
            WriteFault::NothingToWrite if t.mains().len() < s.mains_needed() => {
                Msg::new("hr-refuse-choose-first")
            }
            WriteFault::NothingToWrite => Msg::new("hr-refuse-numbers-written"),
            WriteFault::FirstMustTouch(n) => Msg::new("hr-refuse-first-touch").int("n", n),
            WriteFault::NextMustTouch(n, l) => Msg::new("hr-refuse-next-touch")
                .int("n", n)
                .text("at", layout.name(l)),
            WriteFault::ExtraMustTouch(n, Some(l)) => Msg::new("hr-refuse-extra-touch")
                .int("n", n)
                .text("at", layout.name(l)),
            WriteFault::ExtraMustTouch(n, None) => {
                Msg::new("hr-refuse-extra-unwritten").int("n", n)
            }
        })
    }

    /// Why the extra-hex bonus cannot go to `n` now, or `None` if it can.
    pub(super) fn extra_blocked(&self, s: &State, t: &Turn, n: u8) -> Option<Msg> {
        if t.chains.is_empty() {
            return Some(Msg::new("hr-refuse-extra-first"));
        }
        let Some(c) = t.chain_of(n) else {
            let chosen: Vec<String> = t.chains.iter().map(|c| c.number.to_string()).collect();
            return Some(
                Msg::new("hr-refuse-extra-not-chosen")
                    .text("chosen", chosen.join(", "))
                    .int("n", n),
            );
        };
        if c.short {
            return Some(Msg::new("hr-refuse-extra-short").int("n", n));
        }
        let Some(last) = c.hexes.last().copied() else {
            return Some(Msg::new("hr-refuse-extra-none").int("n", n));
        };
        if chain_mask(s.layout(), &s.sheets[t.seat], n, Some(last)) == 0 {
            return Some(
                Msg::new("hr-refuse-extra-stuck")
                    .int("n", n)
                    .text("at", s.layout().name(last)),
            );
        }
        None
    }

    /// Why bonus `b` cannot be used now (apart from its own conditions), or `None`.
    pub(super) fn bonus_blocked(&self, s: &State, t: &Turn, b: Bonus) -> Option<Msg> {
        if let Some((used, _)) = t.bonus {
            return Some(Msg::new("hr-refuse-one-bonus").msg("bonus", used.label()));
        }
        if !s.sheets[t.seat].bonus_left(b) {
            return Some(Msg::new("hr-refuse-bonus-crossed").msg("bonus", b.label()));
        }
        self.mid_write(t)
    }

    /// Why choosing `n` (as a main number, or as the third-number bonus) is refused, or `None`.
    pub(super) fn pick_blocked(&self, s: &State, t: &Turn, n: u8, third: bool) -> Option<Msg> {
        if third {
            if let Some(r) = self.bonus_blocked(s, t, Bonus::Third) {
                return Some(r);
            }
            if s.distinct() < 3 {
                return Some(Msg::new("hr-refuse-third-few"));
            }
        } else {
            if let Some(r) = self.mid_write(t) {
                return Some(r);
            }
            if t.main_count() >= s.mains_needed() {
                return Some(Msg::new("hr-refuse-chosen-all"));
            }
        }
        if s.count(n) == 0 {
            return Some(Msg::new("hr-refuse-no-die").int("n", n));
        }
        if t.chosen(n) {
            return Some(Msg::new("hr-refuse-chosen-already").int("n", n));
        }
        None
    }

    /// Why `rows x y` is refused, or `None`.
    pub(super) fn rows_blocked(&self, s: &State, t: &Turn, x: u8, y: u8) -> Option<Msg> {
        if let Some(m) = self.mid_write(t) {
            return Some(m);
        }
        if t.main_count() < s.mains_needed() {
            return Some(Msg::new(if t.main_count() == 0 {
                "hr-refuse-rows-early"
            } else {
                "hr-refuse-rows-second"
            }));
        }
        if self.rows_ok(s, t, x, y) {
            return None;
        }
        Some(match t.mains()[..] {
            [m] => Msg::new("hr-refuse-rows-one").int("n", m),
            [m1, m2] => Msg::new("hr-refuse-rows-two").int("a", m1).int("b", m2),
            _ => Msg::new("hr-refuse-rows-early"),
        })
    }
}

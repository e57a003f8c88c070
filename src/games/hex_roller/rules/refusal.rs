//! Why a step is refused, in a player's words: the helpers [`Rules::check`] calls for each kind of
//! action (each returns `None` when the action is legal).

use super::*;

impl HexRoller {
    /// Why `write h` is refused, in words; `None` when it is legal.
    pub(super) fn write_blocked(&self, s: &State, t: &Turn, h: Hex) -> Option<String> {
        let layout = s.layout();
        let Some(i) = layout.index(h) else {
            return Some(format!("{} is not a hex of this sheet.", layout.name(h)));
        };
        let cell = s.sheets[t.seat].cells[i];
        Some(match self.write_fault(s, t, i)? {
            WriteFault::Filled if layout.printed[i].is_some() => {
                format!("That hex has a printed {cell}.")
            }
            WriteFault::Filled => format!("That hex already holds a {cell}."),
            WriteFault::NothingToWrite if t.mains().len() < s.mains_needed() => {
                "Choose a number from the roll first: the dice tray shows them.".into()
            }
            WriteFault::NothingToWrite => {
                "Your numbers are written: fill the tracker (or use a bonus).".into()
            }
            WriteFault::FirstMustTouch(n) => format!(
                "Your first {n} must touch a hex that already holds a {n} (printed or written)."
            ),
            WriteFault::NextMustTouch(n, l) => {
                format!("Each next {n} must touch the {n} you just wrote at {l}.")
            }
            WriteFault::ExtraMustTouch(n, Some(l)) => {
                format!("The extra {n} must touch the last {n} of this turn, at {l}.")
            }
            WriteFault::ExtraMustTouch(n, None) => {
                format!("The extra {n} must touch the last {n} of this turn, and none was written.")
            }
        })
    }

    /// Why the extra-hex bonus cannot go to `n` now, or `None` if it can.
    pub(super) fn extra_blocked(&self, s: &State, t: &Turn, n: u8) -> Option<String> {
        if t.chains.is_empty() {
            return Some(
                "The extra hex adds to a number you chose this turn: choose and write one first."
                    .into(),
            );
        }
        let Some(c) = t.chain_of(n) else {
            let chosen: Vec<String> = t.chains.iter().map(|c| c.number.to_string()).collect();
            return Some(format!(
                "The extra hex must be one of this turn's numbers ({}); {n} is not chosen.",
                chosen.join(", ")
            ));
        };
        if c.short {
            return Some(format!(
                "The {n}s ended short, so there is no room to add one more."
            ));
        }
        let Some(last) = c.hexes.last().copied() else {
            return Some(format!("No {n} was written this turn."));
        };
        if chain_mask(s.layout(), &s.sheets[t.seat], n, Some(last)) == 0 {
            return Some(format!(
                "The last {n} you wrote, at {last}, has no empty hex next to it."
            ));
        }
        None
    }

    /// Why bonus `b` cannot be used now (apart from its own conditions), or `None`.
    pub(super) fn bonus_blocked(&self, s: &State, t: &Turn, b: Bonus) -> Option<String> {
        if let Some((used, _)) = t.bonus {
            return Some(format!(
                "Only one bonus per round: you already used the {} bonus this round.",
                used.label()
            ));
        }
        if !s.sheets[t.seat].bonus_left(b) {
            return Some(format!(
                "Your {} bonus is already crossed off (each bonus once per game).",
                b.label()
            ));
        }
        self.mid_write(t)
    }

    /// Why choosing `n` (as a main number, or as the third-number bonus) is refused, or `None`.
    pub(super) fn pick_blocked(&self, s: &State, t: &Turn, n: u8, third: bool) -> Option<String> {
        if third {
            if let Some(r) = self.bonus_blocked(s, t, Bonus::Third) {
                return Some(r);
            }
            if s.distinct() < 3 {
                return Some("The roll shows fewer than three different numbers.".into());
            }
        } else {
            if let Some(r) = self.mid_write(t) {
                return Some(r);
            }
            if t.main_count() >= s.mains_needed() {
                return Some(
                    "You have already chosen your numbers this turn: fill the tracker.".into(),
                );
            }
        }
        if s.count(n) == 0 {
            return Some(format!("No die shows {n} this round."));
        }
        if t.chosen(n) {
            return Some(format!(
                "You already wrote {n}s this turn; choose a different number."
            ));
        }
        None
    }

    /// Why `rows x y` is refused, or `None`.
    pub(super) fn rows_blocked(&self, s: &State, t: &Turn, x: u8, y: u8) -> Option<String> {
        if let Some(m) = self.mid_write(t) {
            return Some(m);
        }
        if t.main_count() < s.mains_needed() {
            return Some(if t.main_count() == 0 {
                "Choose and write your numbers before filling the tracker.".into()
            } else {
                "Choose and write your second number before filling the tracker.".into()
            });
        }
        if self.rows_ok(s, t, x, y) {
            return None;
        }
        Some(match t.mains()[..] {
            [m] => format!("The roll shows only {m}s: {m} goes in both rows (rows {m} {m})."),
            [m1, m2] => format!(
                "The tracker takes this turn's two numbers, {m1} and {m2}, one in each row."
            ),
            _ => "Choose and write your numbers before filling the tracker.".into(),
        })
    }
}

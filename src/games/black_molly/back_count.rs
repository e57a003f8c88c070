//! How often fish swim straight back, a figure of docs/bots.md that the `bots` bench and the
//! `lineup_figures` experiment both print: one count, so the two cannot drift apart.

use super::notation::Action;
use super::state::Card;
use std::collections::BTreeMap;

/// Over one game, fed every action as it is played: the fish moves, and those that go straight
/// back, that is from card B to card A in a round where the same seat moved a fish from A to B in
/// the round before (the seat's previous turn).
#[derive(Clone, Debug, Default)]
pub struct BackCount {
    /// Per seat: the moves (from, to) it made, by round.
    turns: Vec<BTreeMap<u32, Vec<(Card, Card)>>>,
    /// The figures so far.
    pub backs: Backs,
}

/// Fish moves and moves straight back, of one game or (summed) of many.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Backs {
    /// Fish moves seen (`move` and `old`).
    pub moves: usize,
    /// Of them, the moves straight back.
    pub back: usize,
}

impl Backs {
    /// The moves straight back as a percentage of all fish moves (0 with no moves).
    pub fn percent(self) -> f64 {
        100.0 * self.back as f64 / self.moves.max(1) as f64
    }
}

impl std::iter::Sum for Backs {
    fn sum<I: Iterator<Item = Backs>>(all: I) -> Backs {
        all.fold(Backs::default(), |a, b| Backs {
            moves: a.moves + b.moves,
            back: a.back + b.back,
        })
    }
}

impl BackCount {
    /// Counts `action` played by `seat` in `round` if it moves a fish; returns whether it was a
    /// move straight back.
    pub fn see(&mut self, seat: usize, round: u32, action: &Action) -> bool {
        let Action::Move { from, to, .. } = *action else {
            return false;
        };
        if self.turns.len() <= seat {
            self.turns.resize(seat + 1, BTreeMap::new());
        }
        let turns = &mut self.turns[seat];
        let back = round
            .checked_sub(1)
            .and_then(|r| turns.get(&r))
            .is_some_and(|m| m.contains(&(to, from)));
        turns.entry(round).or_default().push((from, to));
        self.backs.moves += 1;
        self.backs.back += usize::from(back);
        back
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(text: &str) -> Action {
        text.parse().unwrap()
    }

    #[test]
    fn only_the_same_seats_way_back_in_its_next_turn_counts() {
        let mut c = BackCount::default();
        // Round 1: seat 0 swims a1 → b1, seat 1 swims c1 → d1.
        assert!(!c.see(0, 1, &mv("move a1 b1")));
        assert!(!c.see(1, 1, &mv("move c1 d1")));
        // Ending a turn or rolling is no fish move.
        assert!(!c.see(0, 1, &Action::Done));
        // Round 2: seat 1 swims b1 → a1, seat 0's way back (not its own); seat 0 swims d1 → c1,
        // seat 1's way back: neither counts.
        assert!(!c.see(1, 2, &mv("move b1 a1")));
        assert!(!c.see(0, 2, &mv("move d1 c1")));
        // Seat 0 takes its own fish b1 → a1, straight back; then b1 → c1, not back.
        assert!(c.see(0, 2, &mv("move b1 a1")));
        assert!(!c.see(0, 2, &mv("move b1 c1")));
        // Round 4: seat 1 swims a1 → b1, its move of round 2 undone, but two rounds later.
        assert!(!c.see(1, 4, &mv("move a1 b1")));
        // Round 5: seat 1 goes back b1 → a1 after round 4's a1 → b1.
        assert!(c.see(1, 5, &mv("move b1 a1")));
        assert_eq!(c.backs, Backs { moves: 8, back: 2 });
        assert_eq!(c.backs.percent(), 25.0);
        assert_eq!(Backs::default().percent(), 0.0);
        let games = [c.backs, Backs { moves: 2, back: 1 }];
        assert_eq!(
            games.into_iter().sum::<Backs>(),
            Backs { moves: 10, back: 3 }
        );
    }
}

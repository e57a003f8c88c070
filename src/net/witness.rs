//! What a seat saw of its game, to hold the end against. A server that made up dice along the way
//! and revealed another game at the end (one that its committed seed does give) would pass a
//! check of the final save alone; a seat's [`Witness`] keeps the log it followed and the
//! commitment and random values it was shown, and the finished save must extend exactly that:
//! the same log lines first, the same commitment, the same random values (this seat's own among
//! them, taken in before any roll the seat had not seen yet). Only then is the save's dice
//! checked ([`super::fair::verify`]).
//!
//! The window's seat and `dicepad client` each keep one for as long as they play a seat,
//! across reconnections.
//!
//! A seat may take back its own last action before anything follows it (protocol 7, see
//! [`crate::net::room`]'s undo): everyone then gets a whole state one entry shorter. So a state
//! may drop lines from the end of the log followed, but only seats' actions, never a roll, and
//! never this seat's own unless this seat asked to take exactly that one back
//! ([`Witness::asked_undo`]). The dice are what the witness guards: a roll seen stays, and so
//! does every action of this seat's but the one it took back; another seat's last actions since
//! the last roll may go (a server could as well have made them up in the first place: no seat
//! can tell another's action from the server's).

use super::fair::{self, Commitments, Fair, Unfair};
use crate::engine::save;
use crate::engine::seal::{Contribution, Nonce};

/// A seat's record of its game (see the module's notes).
#[derive(Clone, Debug)]
pub struct Witness {
    commitments: Commitments,
    /// Every log line this seat has seen, in order.
    seen: Vec<String>,
    /// The seats' random values as last shown.
    contributions: Vec<Contribution>,
    /// This seat's own random value, sent with every join.
    mine: Nonce,
    /// Whether a state has shown this seat's value taken in (or shown the game over before the
    /// seat first sat down, when there is nothing left for it to go into).
    own_shown: bool,
    /// The entry this seat asked to take back: its place in the log (from 1) and its line, as
    /// long as it is the last line followed.
    undo_asked: Option<(usize, String)>,
    /// A daily challenge's seat ([`Witness::day`]): no seat's value may go into the dice.
    day: bool,
}

impl Witness {
    /// A witness for a seat that sends `mine` with its joins.
    pub fn new(mine: Nonce) -> Witness {
        Witness {
            commitments: Commitments::default(),
            seen: Vec::new(),
            contributions: Vec::new(),
            mine,
            own_shown: false,
            undo_asked: None,
            day: false,
        }
    }

    /// A witness for a seat of a daily challenge's room (see [`crate::net::day`]): its dice are
    /// the day's, committed to by `commitment` (the day's, public from its start) and drawn from
    /// that seed alone, so every state must carry that commitment and no seat's random value (a
    /// value taken in would give this player other dice than everyone's). The seat sends none.
    pub fn day(commitment: crate::engine::seal::Commitment) -> Witness {
        Witness {
            commitments: Commitments::expecting(commitment),
            day: true,
            ..Witness::new(Nonce([0; 16]))
        }
    }

    /// Whether this is a daily challenge's seat ([`Witness::day`]).
    pub fn is_day(&self) -> bool {
        self.day
    }

    /// What can be checked of a game whose seed is still sealed (a daily challenge's attempt
    /// before its day ends): that `view` is the game this seat followed, under the commitment
    /// first given, with no value it was not shown ([`Witness::state`]); the rolls themselves
    /// are checked against the seed once it is revealed.
    pub fn followed(&self, me: usize, view: &str) -> Result<(), Unfair> {
        self.clone().state(me, view)
    }

    /// The value this seat sends with its joins (none for a daily challenge's seat).
    pub fn join_random(&self) -> Option<Nonce> {
        (!self.day).then_some(self.mine)
    }

    /// A witness with a fresh random value from the operating system.
    pub fn fresh() -> Result<Witness, super::problems::NoRandom> {
        super::random_bytes::<16>().map(|b| Witness::new(Nonce(b)))
    }

    /// The value this seat sends with its joins.
    pub fn random(&self) -> Nonce {
        self.mine
    }

    /// Takes in a whole state's view for seat `me`: the commitment must be the one first given,
    /// its log must begin with every line seen so far, its random values with those shown so
    /// far, and once this seat sat down its own value must be among them, taken in no later than
    /// this state's end (so every roll still to come uses it).
    pub fn state(&mut self, me: usize, view: &str) -> Result<(), Unfair> {
        self.commitments.check(view)?;
        let (log, contributions) = save::peek_log(view)?;
        if log.len() < self.seen.len() && self.seen.starts_with(&log) {
            self.taken_back(me, view, &log)?;
        } else if let Some(line) = differs(&self.seen, &log) {
            return Err(line);
        }
        if !contributions.starts_with(&self.contributions) {
            return Err(Unfair::ContributionsChanged);
        }
        if self.day && !contributions.is_empty() {
            return Err(Unfair::DayMixed);
        }
        if !self.own_shown && !self.day {
            let over = crate::games::load_any(view).is_ok_and(|m| m.is_over());
            match contributions.iter().find(|c| c.seat == me) {
                Some(c) if c.value == self.mine && c.from <= log.len() => {}
                // Taken in on an earlier run of this seat (a window opened again): another
                // value of this seat's, which this witness cannot vouch for, but no roll it saw.
                Some(c) if self.seen.is_empty() && c.value != self.mine => {}
                None if over && self.seen.is_empty() => {}
                _ => return Err(Unfair::LeftOut),
            }
            self.own_shown = true;
        }
        self.seen = log;
        self.contributions = contributions;
        Ok(())
    }

    /// Takes in the lines of a delta that followed (its `from` is the log's length this seat
    /// has); one that does not follow is not taken (the copy asks again).
    pub fn delta(&mut self, from: usize, lines: &[String]) {
        if from == self.seen.len() {
            self.seen.extend(lines.iter().cloned());
            if !lines.is_empty() {
                // The line asked about is no longer the last: the server cannot take it back.
                self.undo_asked = None;
            }
        }
    }

    /// This seat asks the server to take back its own last action, the log's `at`-th entry (the
    /// log it saw is `at` long): a state without that line is accepted, once.
    pub fn asked_undo(&mut self, at: usize) {
        self.undo_asked = (at > 0 && at == self.seen.len())
            .then(|| self.seen.get(at - 1).map(|line| (at, line.clone())))
            .flatten();
    }

    /// The server refused the undo: a state without the line would be the server's own doing.
    pub fn undo_refused(&mut self) {
        self.undo_asked = None;
    }

    /// A state whose log `log` is the one followed without its last lines: each line dropped
    /// must be a seat's action (replayed on the state, the rules say whose), and one of this
    /// seat's only if it is the one this seat asked to take back.
    fn taken_back(&mut self, me: usize, view: &str, log: &[String]) -> Result<(), Unfair> {
        let mut m = crate::games::load_any(view)?;
        for (i, line) in self.seen.iter().enumerate().skip(log.len()) {
            let number = i + 1;
            m.append_line(line, false)
                .map_err(|_| Unfair::NotPlayed { line: number })?;
            match m.log_line(i).and_then(|l| l.seat) {
                None => return Err(Unfair::RollTakenBack { line: number }),
                Some(seat) if seat == me => {
                    let asked = self
                        .undo_asked
                        .as_ref()
                        .is_some_and(|(at, asked)| *at == number && asked == line);
                    if !asked {
                        return Err(Unfair::OwnTakenBack { line: number });
                    }
                }
                Some(_) => {}
            }
        }
        self.undo_asked = None;
        Ok(())
    }

    /// The verdict on the finished game's save for seat `me`: it must be the game this seat
    /// followed ([`Witness::state`]), and its dice and scores must check out
    /// ([`fair::verify`]).
    pub fn verify(&self, me: usize, save_text: &str) -> Result<Fair, Unfair> {
        self.clone().state(me, save_text)?;
        fair::verify(save_text)
    }
}

/// The first line of `seen` that `log` does not repeat (lines count from 1).
fn differs(seen: &[String], log: &[String]) -> Option<Unfair> {
    if log.len() < seen.len() {
        return Some(Unfair::Shorter {
            have: log.len(),
            seen: seen.len(),
        });
    }
    seen.iter()
        .zip(log)
        .position(|(a, b)| a != b)
        .map(|i| Unfair::NotPlayed { line: i + 1 })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::seal::Salt;

    /// A server's running Hex Roller game with seat 0's value `mine` taken in, its whole save.
    fn server_game(seed: u64, mine: Nonce) -> Box<dyn crate::game::Playable> {
        let m = crate::games::easy_bots("hex-roller", 1, seed, &[]);
        let sealed = fair::seal(&m.save_text().unwrap(), Salt([5; 16])).unwrap();
        let mixed = fair::contribute(&sealed, 0, mine).unwrap();
        crate::games::load_any(&mixed).unwrap()
    }

    fn view(m: &dyn crate::game::Playable) -> String {
        fair::public_view(&m.save_text().unwrap(), m.is_over()).unwrap()
    }

    #[test]
    fn the_end_must_extend_the_game_followed_with_this_seats_value_in_it() {
        let mine = Nonce([9; 16]);
        let mut server = server_game(31, mine);
        let start = server.action_count();
        let mut w = Witness::new(mine);
        w.state(0, &view(&*server)).unwrap();
        let mut from = server.action_count();
        for _ in 0..3 {
            assert!(server.step_bot());
            let lines: Vec<String> = (from..server.action_count())
                .filter_map(|i| server.save_line(i).map(|l| l.0))
                .collect();
            w.delta(from, &lines);
            from = server.action_count();
        }
        while !server.is_over() {
            assert!(server.step_bot());
        }
        let end = server.save_text().unwrap();
        let fair = w.verify(0, &end).unwrap();
        assert_eq!(fair.contributions.len(), 1);
        assert_eq!(fair.scores, vec![server.scores()[0].total]);

        // Another game from the same seed and value, revealed at the end: not the one played.
        let mut other = server_game(31, mine);
        let played = server.save_line(start).unwrap().0;
        let legal = other.legal();
        let another = legal
            .iter()
            .find(|a| **a != played)
            .expect("a second choice");
        other.apply_str(another).unwrap();
        while !other.is_over() {
            assert!(other.step_bot());
        }
        let other_end = other.save_text().unwrap();
        assert!(fair::verify(&other_end).is_ok(), "its dice alone check out");
        assert!(matches!(
            w.verify(0, &other_end),
            Err(Unfair::NotPlayed { .. })
        ));

        // A game without this seat's value (the server left it out): refused at once.
        let m = crate::games::easy_bots("hex-roller", 1, 31, &[]);
        let bare = fair::seal(&m.save_text().unwrap(), Salt([5; 16])).unwrap();
        let mut fresh = Witness::new(mine);
        assert!(matches!(
            fresh.state(0, &fair::public_view(&bare, false).unwrap()),
            Err(Unfair::LeftOut)
        ));
    }

    /// `seat`'s first legal action on `m`, applied; the new log lines.
    fn act(m: &mut dyn crate::game::Playable, seat: usize) -> Vec<String> {
        let from = m.action_count();
        assert!(m.focus(seat), "seat {seat} is ready");
        let action = m.legal()[0].clone();
        m.apply_as(seat, &action).unwrap();
        (from..m.action_count())
            .filter_map(|i| m.save_line(i).map(|l| l.0))
            .collect()
    }

    #[test]
    fn a_state_may_drop_seats_last_actions_but_never_a_roll_nor_an_own_action_not_taken_back() {
        let (mine, theirs) = (Nonce([9; 16]), Nonce([4; 16]));
        let m = crate::games::easy_bots("hex-roller", 2, 77, &[]);
        let sealed = fair::seal(&m.save_text().unwrap(), Salt([5; 16])).unwrap();
        let both = fair::contribute(&fair::contribute(&sealed, 0, mine).unwrap(), 1, theirs);
        let mut server = crate::games::load_any(&both.unwrap()).unwrap();
        let (mut w0, mut w1) = (Witness::new(mine), Witness::new(theirs));
        w0.state(0, &view(&*server)).unwrap();
        w1.state(1, &view(&*server)).unwrap();
        // Hex Roller's first roll: both seats write on it. Seat 0 writes first.
        assert_eq!(server.ready(), vec![0, 1]);
        let from = server.action_count();
        let lines = act(&mut *server, 0);
        assert_eq!(lines.len(), 1, "no roll after one seat of two");
        w0.delta(from, &lines);
        w1.delta(from, &lines);
        let at = server.action_count();
        let back = server.at_step(at - 1, false);
        let shorter = view(&*back);
        // Not asked for: seat 0's own line is not the server's to drop; seat 1 sees another
        // seat's last action go, which is all the server could have done anyway.
        assert!(matches!(
            w0.clone().state(0, &shorter),
            Err(Unfair::OwnTakenBack { line }) if line == at
        ));
        w1.clone().state(1, &shorter).unwrap();
        // Asked and refused, or asked for another entry: still not.
        let mut refused = w0.clone();
        refused.asked_undo(at);
        refused.undo_refused();
        assert!(refused.state(0, &shorter).is_err());
        let mut elsewhere = w0.clone();
        elsewhere.asked_undo(at - 1);
        assert!(elsewhere.state(0, &shorter).is_err());
        // Asked: taken in, once.
        w0.asked_undo(at);
        w0.state(0, &shorter).unwrap();
        w1.state(1, &shorter).unwrap();
        assert!(w0.undo_asked.is_none());

        // The game goes on from there: the seats write their part of the roll (several
        // actions each), whoever is ready first, until the dice roll.
        server = back;
        let is_roll = |m: &dyn crate::game::Playable, i: usize| {
            m.log_line(i).is_some_and(|l| l.seat.is_none())
        };
        let mut seat = 0;
        loop {
            let from = server.action_count();
            let lines = act(&mut *server, seat);
            w0.delta(from, &lines);
            w1.delta(from, &lines);
            if is_roll(&*server, server.action_count() - 1) {
                break;
            }
            seat = server.ready()[0];
        }
        let roll = (0..server.action_count())
            .rev()
            .find(|&i| server.log_line(i).is_some_and(|l| l.seat.is_none()))
            .unwrap();
        assert!(roll >= at, "the next roll came after the seats wrote");
        // A state from before that roll: refused by both, even with an undo asked for.
        let no_roll = view(&*server.at_step(roll, false));
        w0.asked_undo(server.action_count());
        for (w, me) in [(&w0, 0), (&w1, 1)] {
            let refused = w.clone().state(me, &no_roll);
            assert!(
                matches!(refused, Err(Unfair::RollTakenBack { line }) if line == roll + 1),
                "seat {me}: {refused:?}"
            );
        }
        // And the game followed still ends as it must.
        while !server.is_over() {
            assert!(server.step_bot());
        }
        w0.verify(0, &server.save_text().unwrap()).unwrap();
    }
}

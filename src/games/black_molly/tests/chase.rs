//! The chase table (how many rounds the Mollies need to corner a hunted card) by hand-worked
//! positions, and the bots pressing: games between Normal bots end with one winner.

use super::super::chase::{kept_open_cards, open_cards, with_table, ChaseTable, ESCAPES};
use super::*;
use crate::engine::BotLevel;

fn hunted(fish: &str, m1: &str, m2: &str) -> u8 {
    let s = position(RuleSet::Standard, ["e1", "b4"], &[&["a1"], &["f4"]], 0);
    rounds(&s, fish, m1, m2)
}

fn rounds(s: &State, fish: &str, m1: &str, m2: &str) -> u8 {
    with_table(s, |t: &ChaseTable| t.rounds(c(fish), c(m1), c(m2)))
}

#[test]
fn the_open_cards_a_thread_keeps_are_those_of_the_position() {
    // Every setting of the three machines, in two aquariums one after the other and back.
    let a = position(RuleSet::Standard, ["e1", "b4"], &[&["a1"], &["f4"]], 0);
    let mut b = a.clone();
    b.cards.reverse();
    for s in [a, b.clone(), b] {
        for on in 0..8 {
            let mut s = s.clone();
            for (i, m) in s.machines_on.iter_mut().enumerate() {
                *m = on & 1 << i != 0;
            }
            assert_eq!(kept_open_cards(&s), open_cards(&s), "machines {on:03b}");
        }
    }
}

#[test]
fn a_fish_in_the_dead_end_is_caught_when_a_molly_stands_at_its_only_way_out() {
    // a4's neighbours are the anemone a3 and b4: with a Molly on b4 it can neither leave nor stay.
    assert_eq!(hunted("a4", "b4", "b4"), 1);
    // From b3 the Molly is two cards away: the fish must stay (b4 is next to b3), the Molly
    // swims to b4 (a shortest route), and the next round it is caught. The other Molly far
    // away on f1 changes nothing.
    assert_eq!(hunted("a4", "b3", "f1"), 2);
}

#[test]
fn two_mollies_corner_what_one_cannot() {
    // a1 is a corner with water on b1 and a2, both next to b2. One Molly on b2 (the other far
    // away on f4): the fish waits on a1, and whichever of b1/a2 the Molly takes, it slips out
    // by the other and round the square a1-b1-b2-a2. With the second Molly on c1 the Mollies
    // take b1 and a2 together.
    assert!(hunted("a1", "b2", "f4") > 2);
    assert_eq!(hunted("a1", "b2", "c1"), 2);
    // Two Mollies on one card may part: both on b2 take b1 and a2 at once.
    assert_eq!(hunted("a1", "b2", "b2"), 2);
}

#[test]
fn a_far_fish_lasts_at_least_as_long_as_the_mollies_need_to_reach_it() {
    // Eight cards apart: a Molly needs seven rounds just to come next to it.
    let r = hunted("f1", "a4", "a4");
    assert!(r >= 7, "{r}");
    // b4 between Mollies on b3 and c4 has one way out, a4 (two from both), which is the dead
    // end: the Mollies follow to a3 or b4 and b4, and it is caught the round after.
    assert_eq!(hunted("b4", "b3", "c4"), 2);
    assert_ne!(ESCAPES, 2);
}

#[test]
fn a_machine_that_is_on_closes_a_way_out() {
    // f4's neighbours are f3 (water) and e4 (machine 4). A Molly on f2 hunting it (the other
    // far away on a1): with machine 4 off the fish can step onto e4 (three from f2); with it
    // on, it can only wait on f4 while the Molly comes down to f3.
    let mut s = position(RuleSet::Standard, ["e1", "b4"], &[&["a1"], &["f4"]], 0);
    let off = rounds(&s, "f4", "f2", "a1");
    s.machines_on[2] = true;
    let on = rounds(&s, "f4", "f2", "a1");
    assert!(off > 1, "{off}");
    assert!(on < off, "on {on}, off {off}");
}

/// A whole game of bots at `levels` from `seed`: the round it ended in and its winners.
fn bot_game(levels: &[BotLevel], seed: u64) -> (u32, Vec<usize>) {
    let mut game = bot_session(levels, seed);
    loop {
        game.advance_chance();
        let ToMove::Seat(seat) = game.to_move() else {
            break;
        };
        let choice = game.bot_choice(levels[seat]).unwrap();
        game.apply_as_bot(seat, choice.action).unwrap();
    }
    (game.state().round, game.state().winners.clone())
}

#[test]
fn normal_bots_finish_their_games_with_one_winner() {
    // Before the bots pressed, 97 of 100 such games ran to the round-100 safety net. Seeds
    // 1-30 are a sample (22 of them end with one winner before round 40, none after round 25);
    // over 100 seeds 79 end with one winner before round 40 (docs/bots.md).
    let games: Vec<(u32, Vec<usize>)> = (1..=30)
        .map(|seed| bot_game(&[BotLevel::Normal, BotLevel::Normal], seed))
        .collect();
    let decided = games
        .iter()
        .filter(|(round, winners)| winners.len() == 1 && *round < 40)
        .count();
    assert!(decided >= 20, "{games:?}");
    assert!(games.iter().all(|(round, _)| *round < 100), "{games:?}");
}

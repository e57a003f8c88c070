//! Hand-worked Black Molly cases, starter aquarium (docs/rulings.md BM): setup and moving here,
//! the round in `round.rs`, words, conformance and bots in `words.rs`, the drawing and the window
//! in `sheet.rs`.
//!
//! The starter aquarium, columns a–f, rows 1–4 from the top:
//! ```text
//!      a  b  c  d  e  f
//!   1  S  W  A  W  B  S
//!   2  W  P  >  F  W  2
//!   3  A  W  3  v  A  W
//!   4  S  B  W  A  4  S
//! ```

use super::data::CardKind;
use super::notation::Action;
use super::round::*;
use super::rules::*;
use super::state::*;
use crate::conformance::check_game;
use crate::engine::{apply, BotLevel, Names, Rules, SeatInfo, Session, ToMove};

mod back;
mod chase;
mod duel;
mod ending;
mod experiments;
mod memo;
mod round;
#[cfg(feature = "gui")]
mod sheet;
mod speed;
mod styles;
#[cfg(feature = "gui")]
mod window;
mod words;

/// Seat names for prompts and log lines.
fn seats(n: usize) -> Vec<SeatInfo> {
    ["Ann", "Ben", "Cy", "Dee"][..n]
        .iter()
        .map(|&name| SeatInfo::human(name))
        .collect()
}

/// A game of bots at `levels` (seats named "Bot 0", "Bot 1", …) on the starter aquarium from
/// `seed`, before its first action.
fn bot_session(levels: &[BotLevel], seed: u64) -> Session<BlackMolly> {
    let infos = levels
        .iter()
        .enumerate()
        .map(|(i, &l)| SeatInfo::bot(format!("Bot {i}"), l))
        .collect();
    Session::new(BlackMolly, Options::default(), infos, seed).unwrap()
}

fn c(name: &str) -> Card {
    name.parse().unwrap()
}

fn act(name: &str) -> Action {
    name.parse().unwrap()
}

/// A position on the starter aquarium. `fish[p]` lists seat p's fish cards ("-" = removed; missing
/// entries are removed too); in the variant the first entry is the old fish.
fn position(rules: RuleSet, mollies: [&str; 2], fish: &[&[&str]], starter: usize) -> State {
    custom_on(STARTER.clone(), rules, mollies, fish, starter)
}

fn custom_on(
    cards: Vec<CardKind>,
    rules: RuleSet,
    mollies: [&str; 2],
    fish: &[&[&str]],
    starter: usize,
) -> State {
    let n = fish_per_player();
    let mut list = Vec::new();
    for (p, cards) in fish.iter().enumerate() {
        for j in 0..n {
            let at = cards.get(j).filter(|s| **s != "-").map(|s| c(s));
            list.push((p, rules == RuleSet::OldestFish && j == 0, at));
        }
    }
    let s = State::custom(
        rules,
        fish.len(),
        cards,
        [c(mollies[0]), c(mollies[1])],
        &list,
        starter,
    );
    BlackMolly.invariants(&s).unwrap();
    s
}

fn play(s: &mut State, a: &str) {
    if let Err(r) = apply(&BlackMolly, s, &act(a)) {
        panic!("`{a}` refused: {r}\n{s:?}");
    }
}

/// Everyone passes, the starting player rolls, and the D4 shows `n`.
fn pass_and_roll(s: &mut State, n: u8) {
    while matches!(s.phase, Phase::Move { .. }) {
        play(s, "done");
    }
    play(s, "roll");
    assert_eq!(BlackMolly.to_move(s), ToMove::Chance);
    play(s, &format!("d4 {n}"));
}

/// Resolves the starting player's Molly choices by taking the first option each time.
fn settle(s: &mut State) {
    while let Phase::Molly { .. } = s.phase {
        let first = BlackMolly.legal_actions(s)[0].to_string();
        play(s, &first);
    }
}

/// `pass_and_roll`, then any Molly choice resolved with its first option.
fn round_with(s: &mut State, n: u8) {
    pass_and_roll(s, n);
    settle(s);
}

fn legal(s: &State) -> Vec<String> {
    BlackMolly
        .legal_actions(s)
        .iter()
        .map(|a| a.to_string())
        .collect()
}

fn refusal(s: &State, a: &str) -> String {
    let mut t = s.clone();
    let r = apply(&BlackMolly, &mut t, &act(a)).expect_err("should be refused");
    assert_eq!(&t, s, "a refused action changed the state");
    r.0.to_string()
}

fn cards_of(s: &State, seat: usize) -> Vec<String> {
    let mut v: Vec<String> = s
        .fish
        .iter()
        .filter(|f| f.owner == seat)
        .filter_map(|f| f.at.map(|c| c.to_string()))
        .collect();
    v.sort();
    v
}

// ---- Setup -------------------------------------------------------------------------------------

#[test]
fn starter_setup_puts_one_fish_of_each_player_on_every_start() {
    let s = BlackMolly.new_state(&Options::default(), 3).unwrap();
    for p in 0..3 {
        assert_eq!(cards_of(&s, p), ["a1", "a4", "f1", "f4"]);
    }
    assert_eq!(s.mollies, [c("e1"), c("b4")]);
    assert_eq!(s.machines_on, [false; 3]);
    assert_eq!(BlackMolly.to_move(&s), ToMove::Seat(0));
    assert_eq!(s.kind(c("d2")), CardKind::Split);
    assert_eq!(s.kind(c("b2")), CardKind::Pump);
    assert!(BlackMolly.new_state(&Options::default(), 1).is_err());
    assert!(BlackMolly.new_state(&Options::default(), 5).is_err());
}

#[test]
fn random_aquarium_is_a_chance_shuffle_of_the_same_cards() {
    let opts = Options {
        aquarium: AquariumChoice::Random,
        rules: RuleSet::Standard,
    };
    let mut s = BlackMolly.new_state(&opts, 2).unwrap();
    assert_eq!(BlackMolly.to_move(&s), ToMove::Chance);
    // A layout with a card too many of one kind is not a shuffle of the set.
    let bad = act("aquarium SSAWBS/WP>FW2/AW3vAW/SBWA4S");
    assert!(BlackMolly.check_chance(&s, &bad).is_err());
    let mut rng = rand::SeedableRng::seed_from_u64(3);
    let dealt = BlackMolly.sample_chance(&s, &mut rng);
    assert!(BlackMolly.check_chance(&s, &dealt).is_ok());
    assert_eq!(dealt.to_string().parse::<Action>().unwrap(), dealt);
    // A hand-picked arrangement: the starter mirrored left to right.
    let mirrored = act("aquarium SBWAWS/2WF>PW/WAv3WA/S4AWBS");
    apply(&BlackMolly, &mut s, &mirrored).unwrap();
    assert_eq!(s.mollies, [c("b1"), c("e4")]);
    assert_eq!(cards_of(&s, 1), ["a1", "a4", "f1", "f4"]);
    assert_eq!(BlackMolly.to_move(&s), ToMove::Seat(0));
}

#[test]
fn variant_setup_in_turn_order_without_two_old_fish_on_a_start() {
    let opts = Options {
        aquarium: AquariumChoice::Starter,
        rules: RuleSet::OldestFish,
    };
    let mut s = BlackMolly.new_state(&opts, 3).unwrap();
    assert_eq!(BlackMolly.to_move(&s), ToMove::Seat(0));
    assert_eq!(legal(&s), ["start a1", "start f1", "start a4", "start f4"]);
    assert!(refusal(&s, "start b1").contains("not a fish start"));
    play(&mut s, "start f1");
    assert_eq!(BlackMolly.to_move(&s), ToMove::Seat(1));
    assert_eq!(legal(&s), ["start a1", "start a4", "start f4"]);
    assert!(refusal(&s, "start f1").contains("Another old fish"));
    play(&mut s, "start a4");
    play(&mut s, "start a1");
    let old: Vec<Option<Card>> = s.fish.iter().filter(|f| f.old).map(|f| f.at).collect();
    assert_eq!(old, [Some(c("f1")), Some(c("a4")), Some(c("a1"))]);
    for p in 0..3 {
        assert_eq!(
            cards_of(&s, p),
            ["a1", "a4", "f1", "f4"],
            "young fish fill the other starts"
        );
    }
    assert_eq!(s.phase, Phase::Move { seat: 0 });
}

// ---- Moving ------------------------------------------------------------------------------------

#[test]
fn moves_are_blocked_by_molly_anemone_and_machine_on() {
    // d1 touches the anemone c1, the Molly on e1 and the split card d2.
    let mut s = position(
        RuleSet::Standard,
        ["e1", "b4"],
        &[&["d1", "f3"], &["a4"]],
        0,
    );
    assert_eq!(
        legal(&s),
        ["move d1 d2", "move f3 f2", "move f3 f4", "done"]
    );
    assert!(refusal(&s, "move d1 e1").contains("A Black Molly is on e1"));
    assert!(refusal(&s, "move d1 c1").contains("anemone"));
    assert!(refusal(&s, "move d1 e2").contains("never diagonally"));
    assert!(refusal(&s, "move d1 d3").contains("never diagonally"));
    assert!(
        refusal(&s, "move a4 b4").contains("belong to another player"),
        "not your fish"
    );
    // Machine 2 (f2) switched ON blocks f3 → f2.
    s.machines_on[0] = true;
    assert_eq!(legal(&s), ["move d1 d2", "move f3 f4", "done"]);
    assert!(refusal(&s, "move f3 f2").contains("Machine 2 on f2 is ON"));
    // An OFF machine is an ordinary card to swim onto.
    s.machines_on[0] = false;
    play(&mut s, "move f3 f2");
    assert_eq!(cards_of(&s, 0), ["d1", "f2"]);
}

#[test]
fn each_fish_swims_at_most_one_card_per_turn() {
    let mut s = position(
        RuleSet::Standard,
        ["e4", "b4"],
        &[&["a1", "a1"], &["f4"]],
        0,
    );
    play(&mut s, "move a1 b1");
    // The fish now on b1 has moved; the second fish on a1 has not.
    assert!(refusal(&s, "move b1 b2").contains("already swam this turn"));
    assert!(legal(&s).contains(&"move a1 b1".to_string()));
    play(&mut s, "move a1 a2");
    assert!(refusal(&s, "move a2 b2").contains("already swam"));
    assert_eq!(legal(&s), ["done"]);
    play(&mut s, "done");
    assert_eq!(s.phase, Phase::Move { seat: 1 });
    play(&mut s, "done");
    assert_eq!(s.phase, Phase::AwaitRoll);
    assert_eq!(
        BlackMolly.to_move(&s),
        ToMove::Seat(0),
        "the starting player rolls"
    );
}

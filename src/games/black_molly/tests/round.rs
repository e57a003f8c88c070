//! The D4, the current, the Mollies, the end of the game and the oldest-fish variant.

use super::*;

// ---- The D4 ------------------------------------------------------------------------------------

#[test]
fn d4_two_three_four_toggle_their_machine_and_a_running_machine_removes_fish() {
    // Two fish sit on each of machines 2 (f2), 3 (c3) and 4 (e4) while they are OFF. A lone fish
    // on a1 draws both Mollies (a4, a3) straight up column a, away from the machines.
    let fish: &[&[&str]] = &[&["f2", "c3", "e4", "a1"], &["f2", "c3", "e4"]];
    for n in 2..=4u8 {
        let mut s = position(RuleSet::Standard, ["a4", "a3"], fish, 0);
        pass_and_roll(&mut s, n);
        assert_eq!(s.mollies, [c("a3"), c("a2")]);
        let mut on = [false; 3];
        on[(n - 2) as usize] = true;
        assert_eq!(s.machines_on, on, "d4 {n}");
        let machine_card = ["f2", "c3", "e4"][(n - 2) as usize];
        let gone: Vec<_> = s
            .recap
            .removed
            .iter()
            .filter(|r| r.cause == Cause::Machine(n))
            .map(|r| r.card.to_string())
            .collect();
        assert_eq!(
            gone,
            [machine_card, machine_card],
            "d4 {n}: both fish on the machine go"
        );
        // Rolling the same number again switches it OFF.
        round_with(&mut s, n);
        assert_eq!(s.machines_on, [false; 3], "d4 {n} twice");
    }
}

#[test]
fn d4_one_runs_the_current_all_at_once_without_chaining() {
    // Pump b2 → c2, current c2 → d2 (the split), current d3 south → d4 is an anemone.
    // Mollies far off in the bottom-left corner.
    let mut s = position(
        RuleSet::Standard,
        ["a4", "a3"],
        &[&["b2", "c2", "d3"], &["f1", "f1", "f1"]],
        0,
    );
    // The Mollies (a4, a3) can reach no fish this round, whichever route is picked.
    round_with(&mut s, 1);
    assert_eq!(s.recap.roll, Some(1));
    // The pump fish stopped on c2 (not carried on); the c2 fish reached the split and stopped.
    assert_eq!(cards_of(&s, 0), ["c2", "d2", "d3"]);
    let pushes: Vec<(String, String)> = s
        .recap
        .pushes
        .iter()
        .map(|(_, a, b)| (a.to_string(), b.to_string()))
        .collect();
    assert_eq!(
        pushes,
        [("b2".into(), "c2".into()), ("c2".into(), "d2".into())]
    );
    assert_eq!(
        cards_of(&s, 1),
        ["f1", "f1", "f1"],
        "water cards have no current"
    );
}

#[test]
fn current_arrow_off_the_aquarium_leaves_the_fish() {
    // The starter with c2 (>) and f2 (machine 2) swapped, so an east current sits on the east edge.
    let mut cards = STARTER.clone();
    cards.swap(c("c2").index(), c("f2").index());
    assert_eq!(cards[c("f2").index()], CardKind::CurrentEast);
    let mut s = custom_on(
        cards,
        RuleSet::Standard,
        ["a4", "a3"],
        &[&["f2", "b2"], &["e1", "e1", "e1"]],
        0,
    );
    round_with(&mut s, 1);
    // f2 arrow points off the aquarium: stays. The pump fish goes onto c2 (now machine 2, OFF).
    assert_eq!(cards_of(&s, 0), ["c2", "f2"]);
}

#[test]
fn split_card_the_starting_player_picks_per_fish() {
    // Player 2 (seat 1) holds the D4. Fish of both players sit on the split d2.
    let mut s = position(
        RuleSet::Standard,
        ["a4", "a3"],
        &[&["d2", "f1", "f1"], &["d2", "d2", "f1"]],
        1,
    );
    pass_and_roll(&mut s, 1);
    assert!(matches!(s.phase, Phase::Split { .. }));
    assert_eq!(
        BlackMolly.to_move(&s),
        ToMove::Seat(1),
        "the starting player decides"
    );
    assert_eq!(legal(&s), ["split E", "split S"]);
    assert!(refusal(&s, "split W").contains("east and south"));
    assert!(BlackMolly
        .prompt(&s, Names::of(&seats(2)))
        .to_string()
        .contains("Ann's fish"));
    play(&mut s, "split E"); // player 1's fish → e2
    assert!(BlackMolly
        .prompt(&s, Names::of(&seats(2)))
        .to_string()
        .contains("Ben's fish"));
    play(&mut s, "split S"); // player 2's first → d3 (a south current, but no chaining)
    play(&mut s, "split E"); // player 2's second → e2
    settle(&mut s);
    assert_eq!(cards_of(&s, 0), ["e2", "f1", "f1"]);
    assert_eq!(cards_of(&s, 1), ["d3", "e2", "f1"]);
}

#[test]
fn split_arrow_into_an_anemone_keeps_the_fish() {
    // Swap the split (d2) and the south current (d3): the split's south arrow now points into
    // the anemone d4.
    let mut cards = STARTER.clone();
    cards.swap(c("d2").index(), c("d3").index());
    let mut s = custom_on(
        cards,
        RuleSet::Standard,
        ["a4", "a3"],
        &[&["d3", "f1"], &["f1", "f1"]],
        0,
    );
    pass_and_roll(&mut s, 1);
    play(&mut s, "split S");
    settle(&mut s);
    assert_eq!(
        cards_of(&s, 0),
        ["d3", "f1"],
        "blocked arrow: the fish stays"
    );
}

#[test]
fn the_current_carries_a_fish_onto_a_running_machine_which_removes_it() {
    // Swap b3 (water) and c2 (east current): the current on b3 now points at machine 3 on c3.
    let mut cards = STARTER.clone();
    cards.swap(c("b3").index(), c("c2").index());
    let mut s = custom_on(
        cards,
        RuleSet::Standard,
        ["a4", "a3"],
        &[&["b3", "f1", "f1"], &["f1", "f1"]],
        0,
    );
    s.machines_on[1] = true;
    assert!(
        refusal(&s, "move b3 c3").contains("Machine 3 on c3 is ON"),
        "no swimming onto it"
    );
    round_with(&mut s, 1);
    let pushed: Vec<_> = s.recap.pushes.iter().map(|&(_, a, b)| (a, b)).collect();
    assert_eq!(pushed, [(c("b3"), c("c3"))]);
    assert_eq!(s.recap.removed.len(), 1);
    assert_eq!(s.recap.removed[0].cause, Cause::Machine(3));
    assert_eq!(cards_of(&s, 0), ["f1", "f1"]);
}

// ---- The Mollies -------------------------------------------------------------------------------

#[test]
fn molly_heads_for_the_fewest_fish_before_the_nearest() {
    // Molly 2 on b4 is next to a4 with two fish, but the lone fish on f3 is the target: the
    // first steps of its shortest routes are b3 and c4, never a4.
    let mut s = position(
        RuleSet::Standard,
        ["f4", "b4"],
        &[&["a4", "f3"], &["a4"]],
        0,
    );
    assert_eq!(molly_options(&s, 0), [c("f3")]);
    assert_eq!(molly_options(&s, 1), [c("b3"), c("c4")]);
    assert_eq!(molly_targets(&s, 1), [c("f3")]);
    pass_and_roll(&mut s, 2);
    // Molly 1 has no choice and already swam; Molly 2's route is the starting player's.
    assert_eq!(s.phase, Phase::Molly { k: 1 });
    assert_eq!(s.mollies[0], c("f3"));
    play(&mut s, "molly 2 c4");
    assert_eq!(s.mollies, [c("f3"), c("c4")]);
    assert_eq!(s.recap.removed.len(), 1, "only the fish on f3 is eaten");
    assert_eq!(cards_of(&s, 0), ["a4"]);
    assert_eq!(cards_of(&s, 1), ["a4"]);
}

#[test]
fn molly_nearest_tie_and_route_tie_are_the_starting_players_choice() {
    // Fewest fish = 1 on b1 and on f3; Molly 1 on e1: f3 at distance 3, b1 at distance 3 too.
    // Routes: towards b1 via d1; towards f3 via f1 or e2. Molly 2 on b4 is next to... a4 has 2.
    let mut s = position(
        RuleSet::Standard,
        ["e1", "b4"],
        &[&["b1", "a4"], &["f3", "a4"]],
        1,
    );
    assert_eq!(molly_options(&s, 0), [c("d1"), c("f1"), c("e2")]);
    pass_and_roll(&mut s, 3);
    assert_eq!(s.phase, Phase::Molly { k: 0 });
    assert_eq!(BlackMolly.to_move(&s), ToMove::Seat(1));
    assert_eq!(legal(&s), ["molly 1 d1", "molly 1 f1", "molly 1 e2"]);
    assert!(refusal(&s, "molly 1 e1").contains("not on a shortest route"));
    assert!(refusal(&s, "molly 1 c1").contains("one card"));
    assert!(refusal(&s, "molly 2 b3").contains("Molly 1's turn"));
    play(&mut s, "molly 1 e2");
    // Molly 2 on b4: nearest fewest-fish card is b1 (distance 3, straight up) — one route.
    assert_eq!(s.mollies, [c("e2"), c("b3")]);
    assert!(s.recap.removed.is_empty());
    assert!(matches!(s.phase, Phase::Move { .. }));
    assert_eq!(s.round, 2);
}

#[test]
fn molly_already_on_the_target_stays_and_eats_the_fish_the_current_brought() {
    // Molly 1 waits on c2; the pump carries a lone fish from b2 onto her. That card then has the
    // fewest fish and she is on it, so she stays and eats.
    let mut s = position(
        RuleSet::Standard,
        ["c2", "a4"],
        &[&["b2", "f1"], &["f1", "f4", "f4"]],
        0,
    );
    assert_eq!(
        molly_options(&s, 0),
        [c("b2")],
        "before the current she heads for b2"
    );
    round_with(&mut s, 1);
    assert_eq!(s.mollies[0], c("c2"));
    assert_eq!(s.recap.removed.len(), 1);
    assert_eq!(s.recap.removed[0].card, c("c2"));
    assert_eq!(s.recap.removed[0].cause, Cause::Molly);
    assert_eq!(cards_of(&s, 0), ["f1"]);
}

#[test]
fn fish_pushed_onto_a_molly_that_swims_away_survives() {
    // Two fish ride the pump onto Molly 1's card c2; a lone fish on f3 is the fewest, so Molly 1
    // swims off towards it and the two fish on c2 live.
    let mut s = position(
        RuleSet::Standard,
        ["c2", "a4"],
        &[&["b2", "b2"], &["f3"]],
        0,
    );
    round_with(&mut s, 1);
    assert_eq!(cards_of(&s, 0), ["c2", "c2"]);
    assert_ne!(s.mollies[0], c("c2"));
    assert!(s.recap.removed.is_empty());
}

#[test]
fn both_mollies_decide_from_the_same_positions() {
    // A lone fish on d1 next to both Mollies (e1 and d2); a pair on f4. Both swim onto d1 (two
    // Mollies may share a card); the second does not turn to f4 after the first ate.
    let mut s = position(
        RuleSet::Standard,
        ["e1", "d2"],
        &[&["d1"], &["f4", "f4"]],
        0,
    );
    pass_and_roll(&mut s, 2);
    assert_eq!(s.mollies, [c("d1"), c("d1")]);
    assert_eq!(s.recap.removed.len(), 1);
}

#[test]
fn mollies_swim_onto_anemones() {
    // Molly 2 on b4; the only fish card at the fewest count is a4's neighbour... route a3 (anemone).
    let mut s = position(
        RuleSet::Standard,
        ["f4", "a4"],
        &[&["b2", "b2"], &["a2"]],
        0,
    );
    // From a4 to a2: the only first step is a3, an anemone.
    assert_eq!(molly_options(&s, 1), [c("a3")]);
    round_with(&mut s, 2);
    assert_eq!(s.mollies[1], c("a3"));
}

// ---- End of the game ---------------------------------------------------------------------------

#[test]
fn last_player_with_fish_wins() {
    let mut s = position(
        RuleSet::Standard,
        ["e1", "a4"],
        &[&["d1"], &["f4", "f4"]],
        0,
    );
    round_with(&mut s, 2);
    assert!(s.is_over());
    assert_eq!(BlackMolly.winners(&s), [1]);
    assert_eq!(s.out_round[..], [Some(1), None]);
    let scores = BlackMolly.scores(&s);
    assert_eq!((scores[0].total, scores[1].total), (0, 2));
    // Player 1 was eaten in round 1; player 2 lasted the game's one round.
    let words = |i: usize| -> Vec<(String, i32)> {
        scores[i]
            .lines
            .iter()
            .map(|l| (l.label.to_string(), l.points))
            .collect()
    };
    assert_eq!(words(0), [("No fish left (out in round 1)".to_string(), 0)]);
    assert_eq!(
        words(1),
        [(
            "The last fish in the aquarium (after 1 round)".to_string(),
            2
        )]
    );
    assert_eq!(
        BlackMolly.prompt(&s, Names::of(&seats(2))),
        "Game over: Ben wins. Ben's fish are the last ones left."
    );
    assert_eq!(
        BlackMolly.prompt(&s, Names::NONE),
        "Game over: Player 2 wins. Player 2's fish are the last ones left."
    );
    assert!(BlackMolly.legal_actions(&s).is_empty());
}

#[test]
fn last_fish_lost_together_share_the_win() {
    // Player 3 is already out. Players 1 and 2 each have one fish, both eaten this round.
    // Molly 1 (e1) is next to the lone fish on d1, Molly 2 (a4) next to the one on b4.
    let mut s = position(RuleSet::Standard, ["e1", "a4"], &[&["d1"], &["b4"], &[]], 0);
    assert_eq!(s.out_round[2], Some(1));
    s.round = 5;
    pass_and_roll(&mut s, 2);
    assert!(s.is_over());
    assert_eq!(BlackMolly.winners(&s), [0, 1]);
    assert_eq!(
        BlackMolly.prompt(&s, Names::of(&seats(3))),
        "Game over: Ann and Ben share the win. Their last fish went in the same step."
    );
}

#[test]
fn round_one_hundred_ends_with_a_shared_win() {
    let mut s = position(
        RuleSet::Standard,
        ["e1", "b4"],
        &[&["a1", "a1"], &["f4", "f4"], &[]],
        0,
    );
    s.round = 99;
    round_with(&mut s, 2);
    assert!(!s.is_over());
    assert_eq!(s.round, 100);
    round_with(&mut s, 2);
    assert!(s.is_over(), "the safety net ends the game after round 100");
    assert_eq!(BlackMolly.winners(&s), [0, 1]);
}

#[test]
fn the_d4_passes_left_also_to_players_without_fish() {
    // Player 2 has no fish left; the D4 still reaches them.
    let mut s = position(
        RuleSet::Standard,
        ["e1", "b4"],
        &[&["a1", "a1"], &[], &["f4", "f4"]],
        0,
    );
    round_with(&mut s, 2);
    assert_eq!(s.round, 2);
    assert_eq!(s.starter, 1);
    // Player 2 is skipped in the move step (nothing to move): player 3, then player 1.
    assert_eq!(s.phase, Phase::Move { seat: 2 });
    play(&mut s, "done");
    assert_eq!(s.phase, Phase::Move { seat: 0 });
    play(&mut s, "done");
    assert_eq!(s.phase, Phase::AwaitRoll);
    assert_eq!(BlackMolly.to_move(&s), ToMove::Seat(1), "player 2 rolls");
}

// ---- Oldest-fish variant -----------------------------------------------------------------------

#[test]
fn old_fish_may_not_move_onto_another_old_fish() {
    // Player 1: old fish a1, young fish a1. Player 2: old fish b1.
    let s = position(
        RuleSet::OldestFish,
        ["e4", "b4"],
        &[&["a1", "a1"], &["b1", "f4"]],
        0,
    );
    assert!(refusal(&s, "old a1 b1").contains("Another old fish"));
    let l = legal(&s);
    assert!(
        l.contains(&"move a1 b1".to_string()),
        "young fish may join an old fish"
    );
    assert!(l.contains(&"old a1 a2".to_string()));
    assert!(!l.contains(&"old a1 b1".to_string()));
    // In the standard game there is no old fish.
    let std = position(RuleSet::Standard, ["e4", "b4"], &[&["a1"], &["f4"]], 0);
    assert!(refusal(&std, "old a1 b1").contains("oldest-fish variant"));
}

#[test]
fn the_current_may_push_an_old_fish_onto_another() {
    // Player 1's old fish on the split d2 is sent east onto e2 where player 2's old fish swims.
    let mut s = position(
        RuleSet::OldestFish,
        ["a4", "a3"],
        &[&["d2", "f1"], &["e2", "f1"]],
        0,
    );
    pass_and_roll(&mut s, 1);
    play(&mut s, "split E");
    let old: Vec<Option<Card>> = s.fish.iter().filter(|f| f.old).map(|f| f.at).collect();
    assert_eq!(old, [Some(c("e2")), Some(c("e2"))]);
    BlackMolly.invariants(&s).unwrap();
}

#[test]
fn variant_out_player_keeps_young_fish_and_the_last_old_fish_wins() {
    // Player 1's old fish on d1 is eaten; their young fish stay and still move next round.
    let mut s = position(
        RuleSet::OldestFish,
        ["e1", "a4"],
        &[&["d1", "f4", "f4"], &["f1", "f1"], &["a1", "a1"]],
        0,
    );
    round_with(&mut s, 2);
    assert_eq!(s.out_round[0], Some(1));
    assert!(!s.is_over());
    assert_eq!(cards_of(&s, 0), ["f4", "f4"]);
    // Round 2: player 2 starts, then player 3, then player 1 (out but with young fish).
    play(&mut s, "done");
    play(&mut s, "done");
    assert_eq!(s.phase, Phase::Move { seat: 0 });
    assert!(legal(&s).contains(&"move f4 f3".to_string()));
    // Now player 3's old fish goes: put it next to a Molly, alone.
    let mut t = position(
        RuleSet::OldestFish,
        ["e1", "a4"],
        &[&["-", "f4", "f4"], &["f1", "f1"], &["d1", "f1"]],
        0,
    );
    round_with(&mut t, 2);
    assert!(t.is_over());
    assert_eq!(
        BlackMolly.winners(&t),
        [1],
        "the last old fish wins, young fish do not count"
    );
}

#[test]
fn removal_mark_and_log_in_words() {
    let s = position(
        RuleSet::Standard,
        ["e1", "a1"],
        &[&["d1", "f4"], &["f4", "f4"]],
        0,
    );
    let mut t = s.clone();
    while matches!(t.phase, Phase::Move { .. }) {
        play(&mut t, "done");
    }
    play(&mut t, "roll");
    let line = BlackMolly.describe(&t, &act("d4 2"), Names::of(&seats(2)));
    assert!(line.to_string().contains("machine 2 switches ON"), "{line}");
    assert!(
        line.to_string().contains("Molly 1 swims e1 to d1"),
        "{line}"
    );
    assert!(line.to_string().contains("eats Ann's fish on d1"), "{line}");
    assert!(
        !line.to_string().to_lowercase().contains("player"),
        "{line}"
    );
    play(&mut t, "d4 2");
    assert_eq!(t.recap.removed.len(), 1);
    assert_eq!(t.recap.removed[0].card, c("d1"));
}

#[test]
fn notation_round_trips() {
    for text in [
        "aquarium SWAWBS/WP>FW2/AW3vAW/SBWA4S",
        "start a1",
        "move b2 c2",
        "old f4 f3",
        "done",
        "roll",
        "d4 3",
        "split E",
        "molly 2 c3",
    ] {
        assert_eq!(act(text).to_string(), text);
    }
    assert!("move a5 a4".parse::<Action>().is_err());
    assert!("molly 3 a1".parse::<Action>().is_err());
    assert!("swim".parse::<Action>().is_err());
}

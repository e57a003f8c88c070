//! Everyone writes on the same roll: the ready seats, hot-seat focus, actions of different seats
//! interleaved in any order, one player's undo, and saves that name out-of-turn seats.

use crate::engine::{BotLevel, Rules, SeatInfo, Session, ToMove};
use crate::game::{Bots, LocalGame, Match};
use crate::games::hex_roller::rules::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn session(seats: usize, seed: u64) -> Session<HexRoller> {
    let names = ["Ann", "Bob", "Cy", "Di", "Ed"];
    let seats = (0..seats).map(|i| SeatInfo::human(names[i])).collect();
    Session::new(HexRoller, Options::default(), seats, seed).expect("a valid game")
}

/// Every seat's actions for the current round, chosen by Easy bots one seat after another.
fn round_plan(s: &Session<HexRoller>) -> Vec<Vec<Action>> {
    let mut t = s.clone();
    let mut plan = vec![Vec::new(); s.seats().len()];
    let round = t.state().round;
    while t.state().round == round {
        let ToMove::Seat(seat) = t.to_move() else {
            break;
        };
        let choice = t
            .bot_choice(BotLevel::Easy)
            .expect("a seat to move has a move");
        plan[seat].push(choice.action.clone());
        t.apply(choice.action).expect("the bot's move is legal");
    }
    plan
}

/// Plays `plan` with the seats' actions shuffled together (each seat's own stay in order).
fn play_interleaved(s: &mut Session<HexRoller>, plan: &[Vec<Action>], rng: &mut ChaCha8Rng) {
    let mut next = vec![0; plan.len()];
    loop {
        let left: Vec<usize> = (0..plan.len())
            .filter(|&i| next[i] < plan[i].len())
            .collect();
        if left.is_empty() {
            break;
        }
        let seat = left[rng.random_range(0..left.len())];
        let ready = s.ready();
        assert!(
            ready.contains(&seat),
            "seat {seat} has moves left but is not ready: {ready:?}"
        );
        s.apply_as(seat, plan[seat][next[seat]].clone())
            .unwrap_or_else(|r| panic!("seat {seat}'s `{}` refused: {r}", plan[seat][next[seat]]));
        HexRoller.invariants(s.state()).expect("invariants hold");
        next[seat] += 1;
    }
}

#[test]
fn a_round_played_in_any_interleaving_ends_exactly_as_played_seat_by_seat() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for (seats, seed) in [(2, 1), (3, 2), (4, 3), (5, 4)] {
        let mut seq = session(seats, seed);
        let mut mixed = session(seats, seed);
        let mut out_of_turn = 0;
        while !seq.is_over() {
            assert_eq!(
                seq.ready(),
                (0..seats).collect::<Vec<_>>(),
                "all write on a fresh roll"
            );
            let plan = round_plan(&seq);
            for (seat, actions) in plan.iter().enumerate() {
                for a in actions {
                    seq.apply_as(seat, a.clone()).expect("in seat order");
                }
            }
            play_interleaved(&mut mixed, &plan, &mut rng);
            // The round's end (and the next roll drawn from the seed) is the same state.
            assert_eq!(mixed.state(), seq.state(), "{seats} seats, seed {seed}");
            out_of_turn += (0..mixed.log().len())
                .filter(|&i| mixed.acted_out_of_turn(i))
                .count();
        }
        assert!(out_of_turn > 0, "the shuffles put seats ahead of the focus");
        assert_eq!(
            HexRoller.scores(mixed.state()),
            HexRoller.scores(seq.state())
        );
        // The save names the seats that went ahead and loads back to the same game.
        let m = LocalGame::new(mixed.clone());
        let text = m.save_text().expect("saves");
        assert!(text.contains("\"P2: ") || text.contains("\"P1: "), "{text}");
        let loaded = crate::games::load_any(&text).expect("the save loads");
        assert_eq!(loaded.state_text(), m.state_text());
        assert_eq!(loaded.scores(), m.scores());
    }
}

#[test]
fn any_ready_seat_may_go_next_and_acting_ahead_keeps_the_focus() {
    let mut s = session(3, 11);
    let plan = round_plan(&s);
    assert_eq!(s.to_move(), ToMove::Seat(0));
    assert!(s.focus(2), "a ready seat comes into focus");
    assert_eq!(s.to_move(), ToMove::Seat(2));
    assert!(s.prompt().to_string().starts_with("Cy"), "{}", s.prompt());
    // Ann writes while Cy has the focus: Cy keeps it.
    s.apply_as(0, plan[0][0].clone()).expect("Ann is ready");
    assert_eq!(s.to_move(), ToMove::Seat(2));
    assert!(s.acted_out_of_turn(s.log().len() - 1));
    // Bob finishes his whole turn: he is no longer ready and cannot come into focus or act.
    for a in &plan[1] {
        s.apply_as(1, a.clone()).expect("Bob is ready");
    }
    assert_eq!(s.ready(), vec![0, 2]);
    let before = s.state().clone();
    assert!(!s.focus(1));
    let refusal = s
        .apply_as(1, plan[1][0].clone())
        .expect_err("Bob has recorded his numbers");
    assert_eq!(
        refusal.0,
        "Bob has finished this turn; Ann and Cy are still writing."
    );
    assert_eq!(
        s.state(),
        &before,
        "a refusal changes nothing, focus included"
    );
    // Ann's sheet shows her chain under way while Cy is in focus.
    let ann = s.state().turn_of(0).expect("Ann is still writing");
    assert_eq!(ann.chains.len(), 1);
    assert_eq!(s.state().turn_of(1), None);
}

#[test]
fn a_players_undo_takes_back_only_their_own_actions_since_the_roll() {
    let mut s = session(2, 5);
    let plan = round_plan(&s);
    assert!(plan[0].len() >= 3 && plan[1].len() >= 3);
    s.apply_as(0, plan[0][0].clone()).unwrap();
    s.apply_as(1, plan[1][0].clone()).unwrap();
    s.apply_as(0, plan[0][1].clone()).unwrap();
    s.apply_as(1, plan[1][1].clone()).unwrap();
    let bob_turn = s.state().turn_of(1).cloned();
    let bob_sheet = s.state().sheets[1].clone();
    // Ann takes back her last action; Bob's writing after it stays.
    assert!(s.undo_seat(0));
    assert_eq!(s.state().turn_of(1).cloned(), bob_turn);
    assert_eq!(s.state().sheets[1], bob_sheet);
    assert_eq!(s.to_move(), ToMove::Seat(0), "Ann is back in focus");
    let mut only_first = session(2, 5);
    only_first.apply_as(0, plan[0][0].clone()).unwrap();
    assert_eq!(s.state().turn_of(0), only_first.state().turn_of(0));
    assert_eq!(s.state().sheets[0], only_first.state().sheets[0]);
    // Redo gives it back to her.
    assert!(s.redo());
    assert_eq!(s.log().len(), 1 + 4);
    // Once the round is over (a roll came after), nobody's undo reaches back into it.
    for a in &plan[0][2..] {
        s.apply_as(0, a.clone()).unwrap();
    }
    for a in &plan[1][2..] {
        s.apply_as(1, a.clone()).unwrap();
    }
    assert_eq!(s.state().round, 1);
    let after = s.state().clone();
    assert!(!s.undo_seat(0));
    assert!(!s.undo_seat(1));
    assert_eq!(s.state(), &after);
}

#[test]
fn bots_write_while_a_person_thinks_and_the_person_keeps_the_sheet() {
    let seats = vec![
        SeatInfo::human("Ann"),
        SeatInfo::bot("Bot", BotLevel::Easy),
        SeatInfo::human("Cy"),
    ];
    let session = Session::new(HexRoller, Options::default(), seats, 3).unwrap();
    let mut m = LocalGame::new(session);
    assert!(m.person_to_move());
    assert_eq!(m.bot_to_move(), Some((1, BotLevel::Easy)));
    while m.bot_to_move().is_some() {
        assert!(m.step_bot());
        assert_eq!(
            m.to_move(),
            ToMove::Seat(0),
            "the bot's writing leaves Ann in focus"
        );
    }
    assert_eq!(m.ready(), vec![0, 2], "the bot has recorded its numbers");
    // Ann finishes: the focus goes to Cy, the other person still writing.
    while m.to_move() == ToMove::Seat(0) {
        assert!(m.play_bot_as(0, BotLevel::Easy).unwrap());
    }
    assert_eq!(m.to_move(), ToMove::Seat(2));
    // Cy's undo takes back only Cy's action.
    assert!(m.play_bot_as(2, BotLevel::Easy).unwrap());
    let before = m.action_count();
    assert!(m.undo());
    assert_eq!(m.action_count(), before - 1);
    assert_eq!(m.ready(), vec![2]);
}

#[test]
fn save_lines_that_name_a_seat_are_checked_like_any_other() {
    let mut s = session(3, 9);
    let plan = round_plan(&s);
    s.apply_as(2, plan[2][0].clone()).unwrap();
    let text = crate::game::save_text(&s).unwrap();
    let line = format!("\"P3: {}\"", plan[2][0]);
    assert!(text.contains(&line), "{text}");
    let err = |text: String| match crate::games::load_any(&text) {
        Ok(_) => panic!("loaded: {text}"),
        Err(e) => e.to_string(),
    };
    let e = err(text.replace(&line, &format!("\"P4: {}\"", plan[2][0])));
    assert!(e.contains("3 seats"), "{e}");
    let e = err(text.replace(&line, &format!("\"P0: {}\"", plan[2][0])));
    assert!(e.contains("not a seat"), "{e}");
    // Bob finishes his turn, then a hand-edited line has him act again.
    for a in &plan[1] {
        s.apply_as(1, a.clone()).unwrap();
    }
    let text = crate::game::save_text(&s).unwrap();
    let last = format!("\"P2: {}\"", plan[1].last().unwrap());
    let e = err(text.replacen(&last, &format!("{last}, \"P2: {}\"", plan[1][0]), 1));
    assert!(e.contains("Bob has finished this turn"), "{e}");
}

#[test]
fn a_game_taken_in_turns_refuses_a_seat_undo_past_another_seats_move() {
    use crate::games::black_molly::{state::Options as MollyOptions, BlackMolly};
    let seats = vec![SeatInfo::human("Ann"), SeatInfo::human("Bob")];
    let mut s = Session::new(BlackMolly, MollyOptions::default(), seats, 4).unwrap();
    let mut moved = Vec::new();
    while moved.len() < 2 || moved.iter().all(|&m| m == moved[0]) {
        let ToMove::Seat(seat) = s.to_move() else {
            panic!("the game goes on");
        };
        assert_eq!(s.ready(), vec![seat], "one seat at a time");
        let c = s.bot_choice(BotLevel::Easy).unwrap();
        s.apply(c.action).unwrap();
        moved.push(seat);
    }
    let first = moved[0];
    let before = s.state().clone();
    let len = s.log().len();
    assert!(!s.undo_seat(first), "the other seat's move depended on it");
    assert_eq!(s.state(), &before);
    assert_eq!(s.log().len(), len);
}

#[test]
fn the_conformance_shuffle_finds_every_round_order_free() {
    for side in [Side::Front, Side::Back] {
        let ahead = crate::conformance::check_interleavings(HexRoller, Options { side }, 4, 21);
        assert!(ahead > 0);
    }
}

/// Passing over the other seats (`Bot::pass_over`, which the review's rollouts use) leaves a
/// seat's game as it is at the table: at the start of a round, mid-turn, waiting, and after
/// recording.
#[test]
fn passing_over_the_other_seats_leaves_a_seats_game_as_it_is() {
    for (side, seats, seed) in [(Side::Front, 3, 1), (Side::Back, 2, 2), (Side::Front, 4, 3)] {
        let compared =
            crate::conformance::check_pass_over(HexRoller, Options { side }, seats, seed, 7);
        assert!(compared > 15, "{side:?}, {seats} seats: {compared}");
    }
}

#[test]
fn a_seat_that_finished_the_roll_is_told_who_is_still_writing() {
    // Three seats on one roll: Ann plays her whole part, then tries once more. Before: "It is not
    // Ann's turn." although nobody's turn it is; the others are still writing.
    let mut s = session(3, 5);
    let plan = round_plan(&s);
    for a in &plan[0] {
        s.apply_as(0, a.clone()).expect("Ann's part is legal");
    }
    assert_eq!(s.ready(), [1, 2]);
    let again = plan[0][0].clone();
    let r = s.apply_as(0, again.clone()).unwrap_err().0.to_string();
    assert_eq!(
        r,
        "Ann has finished this turn; Bob and Cy are still writing."
    );
    // Bob finishes too: one left.
    for a in &plan[1] {
        s.apply_as(1, a.clone()).expect("Bob's part is legal");
    }
    let r = s.apply_as(1, plan[1][0].clone()).unwrap_err().0.to_string();
    assert_eq!(r, "Bob has finished this turn; Cy is still writing.");
}

//! Words: names, status, the log and refusals.

use super::*;

// ---------------------------------------------------------------- words: names, status, log

fn ann_and_fay() -> Vec<SeatInfo> {
    vec![SeatInfo::human("Ann"), SeatInfo::human("Fay")]
}

#[test]
fn prompts_name_the_seat_to_move() {
    let seats = ann_and_fay();
    let names = Names::of(&seats);
    let prompt = |s: &State| HexRoller.prompt(s, names);
    let mut s = rolled(Side::Front, 2, &[3, 4, 5, 5, 6, 7, 8, 8]);
    assert_eq!(prompt(&s), "Ann, choose a number from the roll to write.");
    act(&mut s, "pick 5");
    assert!(
        prompt(&s)
            .to_string()
            .starts_with("Ann, write your first 5"),
        "{}",
        prompt(&s)
    );
    act(&mut s, "write -2,0");
    assert!(
        prompt(&s).to_string().contains("next 5") && prompt(&s).to_string().contains("(2 of 2)")
    );
    act(&mut s, "write -1,0");
    assert_eq!(prompt(&s), "Ann, choose a second number (not 5).");
    act(&mut s, "pick 3");
    act(&mut s, "write 2,2");
    assert!(
        prompt(&s)
            .to_string()
            .starts_with("Ann, put 5 and 3 into the tracker rows"),
        "{}",
        prompt(&s)
    );
    act(&mut s, "rows 5 3");
    assert_eq!(prompt(&s), "Fay, choose a number from the roll to write.");
    // The round is the header's status now, not repeated in the prompt.
    assert!(!prompt(&s).to_string().contains("Round"));
}

#[test]
fn status_gives_the_round_of_the_side_played() {
    assert_eq!(
        status_text(&rolled(Side::Front, 1, &[3, 4, 5, 5, 6, 7, 8, 8])),
        "Round 1 of 7"
    );
    let mut s = rolled(Side::Back, 1, &[3, 4, 5, 5, 6, 7, 8]);
    assert_eq!(status_text(&s), "Round 1 of 6");
    act(&mut s, "pick 3");
    write_first(&mut s);
    act(&mut s, "pick 4");
    write_first(&mut s);
    act(&mut s, "rows 3 4");
    act(&mut s, "roll 3 4 5 5 6 7 8");
    assert_eq!(status_text(&s), "Round 2 of 6");
    let (s, _) = play_out(Side::Front, 1);
    assert_eq!(status_text(&s), "All 7 rounds played");
}

#[test]
fn game_over_prompt_names_the_winner() {
    let mut session =
        Session::new(HexRoller, Options::default(), ann_and_fay(), 42).expect("start");
    while !session.is_over() {
        let a = session.legal_actions()[0].clone();
        session.apply(a).expect("legal");
    }
    let prompt = session.prompt();
    let scores = HexRoller.scores(session.state());
    let winners = HexRoller.winners(session.state());
    assert!(
        prompt.to_string().starts_with("Game over after 7 rounds: "),
        "{prompt}"
    );
    for w in &winners {
        assert!(prompt.to_string().contains(["Ann", "Fay"][*w]), "{prompt}");
    }
    assert!(prompt
        .to_string()
        .contains(&scores[winners[0]].total.to_string()));
    assert!(!prompt.to_string().contains("Player"), "{prompt}");
}

#[test]
fn log_lines_show_seat_names_and_say_what_was_written() {
    use crate::game::{LocalGame, Match};
    let mut session = Session::new(HexRoller, Options::default(), ann_and_fay(), 5).expect("start");
    let n = session.state().rolled()[0];
    session.apply(Action::Pick(n)).expect("pick");
    while session
        .state()
        .turn()
        .is_some_and(|t| t.step == Step::Chain)
    {
        let a = session.legal_actions()[0].clone();
        session.apply(a).expect("write");
    }
    let running = LocalGame::new(session);
    let roll = running.log_line(0).expect("the roll");
    assert_eq!((roll.who, roll.seat), ("", None));
    assert!(roll.text.to_string().starts_with("rolls "), "{}", roll.text);
    let pick = running.log_line(1).expect("the pick");
    assert_eq!(
        (pick.who, pick.text.to_string().as_str()),
        (
            "Ann",
            format!("chooses {n} ({}×)", running.session.state().count(n)).as_str()
        )
    );
    let write = running.log_line(2).expect("a write");
    assert_eq!(write.who, "Ann");
    assert!(
        write
            .text
            .to_string()
            .starts_with(&format!("writes {n} at "))
            && !write.text.to_string().contains('('),
        "{}",
        write.text
    );
    for i in 0..running.action_count() {
        let line = running.log_line(i).expect("line");
        assert!(!line.text.to_string().contains("Player"), "{}", line.text);
    }
}

#[test]
fn the_log_notes_a_short_chain_from_the_state_before_the_click() {
    // describe works on the position before the action (the session describes, then performs).
    let mut s = rolled(Side::Front, 1, &[3, 4, 5, 6, 7, 7, 7, 8]);
    fill_except(&mut s, &[h(2, -2), h(0, 0)]);
    let before = s.clone();
    let pick7 = Action::Pick(7);
    assert_eq!(
        HexRoller.describe(&s, &pick7, Names::NONE),
        "chooses 7 (3×)"
    );
    assert_eq!(s, before);
    act(&mut s, "pick 7");
    assert_eq!(
        HexRoller.describe(&s, &Action::Write(h(2, -2)), Names::NONE),
        format!(
            "writes 7 at {}; the 7s end short (1 of 3): no legal hex",
            s.layout().name(h(2, -2))
        )
    );
    // No room at all: the chain ends at 0 hexes as soon as the number is chosen.
    let mut s = rolled(Side::Front, 1, &[3, 4, 5, 6, 7, 7, 7, 8]);
    fill_except(&mut s, &[h(0, 0)]);
    assert_eq!(
        HexRoller.describe(&s, &Action::Pick(6), Names::NONE),
        "chooses 6 (1×); the 6s end short (0 of 1): no legal hex"
    );
    // A chain that completes is not short.
    let mut s = rolled(Side::Front, 1, &[3, 4, 5, 5, 6, 7, 8, 8]);
    act(&mut s, "pick 5");
    act(&mut s, "write -2,0");
    assert_eq!(
        HexRoller.describe(&s, &Action::Write(h(-1, 0)), Names::NONE),
        format!("writes 5 at {}", s.layout().name(h(-1, 0)))
    );
}

// ---------------------------------------------------------------- refusals (one check)

#[test]
fn a_bonus_before_any_number_explains_what_it_needs() {
    // The old disabled "+1 hex" button asked about the first rolled number and answered "3 is not
    // chosen"; before any number is chosen the real reason is that there is nothing to extend.
    let s = rolled(Side::Front, 1, &[3, 4, 5, 5, 6, 7, 8, 8]);
    for n in [3, 5, 8] {
        let why = refusal(&s, &Action::Extra(n));
        assert!(why.contains("choose and write one first"), "{why}");
    }
    let mut s = s;
    act(&mut s, "pick 5");
    act(&mut s, "write -2,0");
    act(&mut s, "write -1,0");
    let why = refusal(&s, &Action::Extra(3));
    assert!(
        why.contains("(5)") && why.contains("3 is not chosen"),
        "{why}"
    );
}

#[test]
fn mid_chain_refusals_say_what_is_being_written() {
    let mut s = rolled(Side::Front, 1, &[3, 4, 5, 5, 6, 7, 8, 8]);
    act(&mut s, "pick 5");
    act(&mut s, "write -2,0");
    for a in ["pick 3", "rows 5 3", "two", "third 8"] {
        let why = refused(&s, a);
        assert!(
            why.starts_with("Finish writing your 5s first: 1 of 2 written"),
            "{a}: {why}"
        );
    }
}

#[test]
fn candidates_cover_every_legal_action_and_check_decides() {
    let mut s = rolled(Side::Front, 2, &[3, 4, 5, 5, 6, 7, 8, 8]);
    for step in [
        "pick 5",
        "write -2,0",
        "write -1,0",
        "two",
        "write 0,0",
        "pick 8",
    ] {
        let legal = HexRoller.legal_actions(&s);
        crate::conformance::check_agrees(&HexRoller, &s, &legal);
        act(&mut s, step);
    }
    // Every hex of the sheet is a candidate at every step: a hover over any hex gets an answer.
    let candidates = HexRoller.candidate_actions(&s);
    for &hex in &s.layout().hexes {
        assert!(candidates.contains(&Action::Write(hex)));
    }
    assert!(HexRoller
        .candidate_actions(&HexRoller.fresh(Side::Front, 1))
        .is_empty());
}

#[test]
fn a_shared_win_names_every_winner() {
    let seats = vec![
        SeatInfo::human("Ann"),
        SeatInfo::human("Bo"),
        SeatInfo::human("Cy"),
    ];
    let mut s = HexRoller.fresh(Side::Front, 3);
    s.round = 7;
    s.phase = Phase::Over;
    // Nothing written: everyone has 3 unused bonuses, 6 points each.
    assert_eq!(
        HexRoller.prompt(&s, Names::of(&seats)),
        "Game over after 7 rounds: Ann, Bo and Cy share the win with 6 points."
    );
    s.sheets[2].bonuses[0] = Some(0);
    assert_eq!(
        HexRoller.prompt(&s, Names::of(&seats)),
        "Game over after 7 rounds: Ann and Bo share the win with 6 points."
    );
}

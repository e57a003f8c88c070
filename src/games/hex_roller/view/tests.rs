//! The sheet's hit-testing, the dice tray groups, the bonus and tracker buttons, and a whole turn
//! clicked through the shell's play screen.

use super::sheet::{bonus_pos, hex_pos, natural_size, tracker_pos};
use super::{bonus_candidates, rows_candidates};
use crate::engine::hex::Hex;
use crate::engine::{apply, Rules, SeatInfo, Session, ToMove};
use crate::games::hex_roller::rules::*;
use crate::sheet_kit::{GameUi, PlayEnv, SheetStyle};
use crate::ui::play::{fit_rect, play_ui, PlayView};
use egui_kittest::kittest::Queryable;
use egui_kittest::Harness;

fn rolled(side: Side, seats: usize, dice: &[u8]) -> State {
    let mut s = HexRoller.fresh(side, seats);
    apply(&HexRoller, &mut s, &Action::Roll(dice.to_vec())).expect("a valid roll");
    s
}

fn act(s: &mut State, notation: &str) {
    let a: Action = notation.parse().expect("valid notation");
    apply(&HexRoller, s, &a).unwrap_or_else(|r| panic!("`{notation}` refused: {r}"));
}

fn why(s: &State, a: &Action) -> String {
    match HexRoller.check(s, a) {
        Err(r) => r.0.to_string(),
        Ok(()) => panic!("`{a}` is legal here"),
    }
}

#[test]
fn the_roll_is_one_dice_group_per_number_that_chooses_it() {
    let mut s = rolled(Side::Front, 1, &[3, 4, 5, 5, 6, 7, 8, 8]);
    let groups = HexRoller.dice(&s);
    assert_eq!(groups.len(), 6);
    let five = &groups[2];
    assert_eq!(five.faces, vec![5, 5]);
    assert_eq!(five.action, Some(Action::Pick(5)));
    assert_eq!(five.caption, "2× 5");
    assert_eq!(five.used, 0);
    act(&mut s, "pick 5");
    act(&mut s, "write -2,0");
    let five = &HexRoller.dice(&s)[2];
    assert_eq!(five.caption, "1st: 1/2 written");
    assert_eq!(five.used, five.faces.len());
    act(&mut s, "write -1,0");
    act(&mut s, "third 8");
    assert_eq!(HexRoller.dice(&s)[5].caption, "bonus: 0/2 written");
    act(&mut s, "write 3,-3");
    act(&mut s, "write 2,-3");
    act(&mut s, "pick 3");
    assert_eq!(HexRoller.dice(&s)[0].caption, "2nd: 0/1 written");
    // No dice once the game is over.
    let mut over = HexRoller.fresh(Side::Back, 1);
    over.phase = Phase::Over;
    assert!(HexRoller.dice(&over).is_empty());
}

#[test]
fn status_is_the_round() {
    let s = rolled(Side::Back, 3, &[3, 4, 5, 5, 6, 7, 8]);
    assert_eq!(HexRoller.status(&s).as_deref(), Some("Round 1 of 6"));
}

#[test]
fn a_pointer_on_a_hex_a_bonus_box_or_the_tracker_means_its_actions() {
    for side in [Side::Front, Side::Back] {
        let dice: &[u8] = match side {
            Side::Front => &[3, 4, 5, 5, 6, 7, 8, 8],
            Side::Back => &[3, 4, 5, 5, 6, 7, 8],
        };
        let s = rolled(side, 1, dice);
        let rect = egui::Rect::from_min_size(egui::pos2(30.0, 70.0), natural_size() * 1.37);
        let at = |p| HexRoller.targets_at(&s, 0, rect, p, &());
        for &hex in &s.layout().hexes {
            assert_eq!(
                at(hex_pos(&s, rect, hex)),
                vec![Action::Write(hex)],
                "{hex}"
            );
        }
        // Off the sheet's hexes (the middle of the back sheet is empty paper).
        if side == Side::Back {
            assert!(at(hex_pos(&s, rect, Hex::new(0, 0))).is_empty());
        }
        assert_eq!(at(bonus_pos(&s, rect, Bonus::Two)), vec![Action::Two]);
        assert_eq!(
            at(bonus_pos(&s, rect, Bonus::Extra)),
            bonus_candidates(&s, Bonus::Extra)
        );
        assert_eq!(at(tracker_pos(&s, rect)), rows_candidates(&s));
        assert!(at(rect.left_top() - egui::vec2(5.0, 5.0)).is_empty());
    }
}

#[test]
fn idle_bonus_and_tracker_buttons_explain_the_real_reason() {
    let mut s = rolled(Side::Front, 1, &[4, 4, 4, 4, 6, 6, 6, 6]);
    let first = |s: &State, b| bonus_candidates(s, b)[0].clone();
    assert!(why(&s, &first(&s, Bonus::Extra)).contains("choose and write one first"));
    assert!(why(&s, &first(&s, Bonus::Third)).contains("fewer than three different numbers"));
    assert!(why(&s, &rows_candidates(&s)[0]).contains("before filling the tracker"));
    act(&mut s, "two");
    act(&mut s, "write 0,0");
    act(&mut s, "pick 4");
    while s.turn().is_some_and(|t| t.step == Step::Chain) {
        let a = HexRoller.legal_actions(&s)[0].clone();
        apply(&HexRoller, &mut s, &a).expect("write");
    }
    // The extra-hex box asks about this turn's 4 first, and the real reason is the free 2.
    assert_eq!(first(&s, Bonus::Extra), Action::Extra(4));
    assert!(why(&s, &first(&s, Bonus::Extra)).contains("one bonus per round"));
    // Three numbers in the roll: the third-number box offers the ones not chosen yet first.
    let s = rolled(Side::Front, 1, &[3, 4, 5, 5, 6, 7, 8, 8]);
    let mut t = s.clone();
    act(&mut t, "pick 3");
    act(&mut t, "write 2,2");
    assert_eq!(first(&t, Bonus::Third), Action::Third(4));
    assert!(HexRoller.check(&t, &Action::Third(4)).is_ok());
    // The tracker offers both orders of the turn's numbers.
    act(&mut t, "pick 8");
    act(&mut t, "write 3,-3");
    act(&mut t, "write 2,-3");
    assert_eq!(
        rows_candidates(&t),
        vec![Action::Rows(3, 8), Action::Rows(8, 3)]
    );
}

struct Table {
    session: Session<HexRoller>,
    view: PlayView<HexRoller>,
}

fn harness(session: Session<HexRoller>) -> Harness<'static, Table> {
    let env = PlayEnv {
        tutorial: true,
        human_turn: true,
        anim_speed: 0.0,
        style: SheetStyle::light(),
        thinking: None,
        own_seats: 0,
    };
    Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(
            move |ui, t: &mut Table| {
                let generation = t.session.log().len() as u64;
                if let Some(a) = play_ui(ui, &t.session, &mut t.view, None, None, generation, &env)
                {
                    t.session
                        .apply(a)
                        .expect("the play screen lets only checked actions through");
                }
            },
            Table {
                session,
                view: PlayView::default(),
            },
        )
}

fn click_at(h: &mut Harness<'static, Table>, pos: egui::Pos2) {
    h.hover_at(pos);
    h.run();
    h.drag_at(pos);
    h.run();
    h.drop_at(pos);
    h.run();
}

/// Where `hex` is on Ann's large sheet.
fn sheet_hex(h: &Harness<'static, Table>, hex: Hex) -> egui::Pos2 {
    let area = h.get_by_label("Ann's sheet").rect();
    let s = h.state().session.state();
    hex_pos(s, fit_rect(HexRoller.sheet_size(s), area), hex)
}

#[test]
fn a_turn_by_clicks_on_dice_sheet_bonus_and_tracker() {
    let seats = vec![SeatInfo::human("Ann"), SeatInfo::human("Bo")];
    let session = Session::new(HexRoller, Options::default(), seats, 11).expect("start");
    let first = session.state().rolled()[0];
    let mut h = harness(session);
    h.run();
    // Choose a number in the dice tray.
    let label = HexRoller.label(h.state().session.state(), &Action::Pick(first));
    h.get_by_label(&label).click();
    h.run();
    let turn = h.state().session.state().turn().cloned().expect("a turn");
    assert_eq!(turn.chains.first().map(|c| c.number), Some(first));
    // Write its chain by clicking legal hexes on the sheet.
    while h
        .state()
        .session
        .state()
        .turn()
        .is_some_and(|t| t.step == Step::Chain)
    {
        let before = h.state().session.log().len();
        let s = h.state().session.state();
        let target = HexRoller.write_targets(s)[0];
        let hex = s.layout().hexes[target];
        let at = sheet_hex(&h, hex);
        click_at(&mut h, at);
        assert_eq!(
            h.state().session.log().len(),
            before + 1,
            "the click wrote {hex}"
        );
        assert_eq!(h.state().session.state().number_at(0, hex), first);
    }
    // A click on a filled hex does nothing.
    let before = h.state().session.log().len();
    let filled = h.state().session.state().layout().pairs[0].a;
    let filled = h.state().session.state().layout().hexes[filled];
    let at = sheet_hex(&h, filled);
    click_at(&mut h, at);
    assert_eq!(h.state().session.log().len(), before);
    // ... but says why, at the pointer: the check's refusal of writing there.
    let why = HexRoller
        .check(h.state().session.state(), &Action::Write(filled))
        .expect_err("a filled hex is refused")
        .0
        .to_string();
    h.run();
    let painted = h
        .output()
        .shapes
        .iter()
        .any(|c| matches!(&c.shape, egui::Shape::Text(t) if t.galley.text() == why));
    assert!(painted, "the click's reason {why:?} is shown");
    // The pointer moves on beside the note; the free 2 by its button, then a hex: the note of the
    // refused click is only painted, so it never catches the next click.
    h.hover_at(at + egui::vec2(2.0, 0.0));
    h.run();
    h.get_by_label("Free 2").click();
    h.run();
    assert_eq!(
        h.state().session.state().turn().map(|t| t.step),
        Some(Step::Two)
    );
    let s = h.state().session.state();
    let empty = s.layout().hexes[HexRoller.write_targets(s)[0]];
    let at = sheet_hex(&h, empty);
    click_at(&mut h, at);
    assert_eq!(h.state().session.state().number_at(0, empty), 2);
    // The second number, its chain, then the tracker button.
    let second = h
        .state()
        .session
        .state()
        .rolled()
        .into_iter()
        .find(|&n| n != first)
        .expect("two numbers");
    h.state_mut()
        .session
        .apply(Action::Pick(second))
        .expect("legal");
    while h
        .state()
        .session
        .state()
        .turn()
        .is_some_and(|t| t.step != Step::Free)
    {
        let a = h.state().session.legal_actions()[0].clone();
        h.state_mut().session.apply(a).expect("legal");
    }
    h.run();
    h.get_by_label(&format!("Top {second} · Bottom {first}"))
        .click();
    h.run();
    let s = h.state().session.state();
    assert_eq!(s.sheets[0].rows, [vec![second], vec![first]]);
    assert_eq!(
        HexRoller.to_move(s),
        ToMove::Seat(1),
        "Bo plays the same roll next"
    );
}

/// Every shape one `paint_sheet` adds to a headless frame (minus what an empty frame has).
fn painted_shapes(s: &State, seat: usize, rect: egui::Rect) -> Vec<egui::epaint::ClippedShape> {
    let ctx = egui::Context::default();
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1400.0, 1000.0),
        )),
        ..Default::default()
    };
    let frame = |paint: bool| {
        let mut out = ctx.run_ui(input.clone(), |ui| {
            if paint {
                let overlay = crate::sheet_kit::Overlay::plain(seat, "Ann");
                let style = SheetStyle::light();
                HexRoller.paint_sheet(ui.painter(), rect, s, &overlay, &style);
            }
        });
        // No renderer here: the font atlas updates are not needed.
        out.textures_delta.clear();
        out.shapes
    };
    let empty = frame(false).len();
    let mut shapes = frame(true);
    shapes.drain(..empty);
    shapes
}

#[test]
fn a_late_eight_seat_sheet_is_a_few_meshes_and_its_texts() {
    use crate::engine::BotLevel;
    let seats = (0..8).map(|i| SeatInfo::human(format!("P{i}"))).collect();
    let mut session = Session::new(HexRoller, Options::default(), seats, 5).expect("start");
    while session.log().len() < 240 && !session.is_over() {
        let choice = session.bot_choice(BotLevel::Easy).expect("a bot choice");
        session.apply(choice.action).expect("legal");
    }
    let s = session.state();
    let seat = (0..8)
        .max_by_key(|&i| s.sheets[i].cells.iter().filter(|&&v| v != 0).count())
        .expect("8 seats");
    let written = s.sheets[seat].cells.iter().filter(|&&v| v != 0).count();
    assert!(written >= 20, "a late game: {written} hexes written");
    let large = egui::Rect::from_min_size(egui::pos2(10.0, 10.0), natural_size() * 1.2);
    let small = egui::Rect::from_min_size(egui::pos2(10.0, 10.0), natural_size() * 0.35);
    for (what, rect) in [("large", large), ("small", small)] {
        let shapes = painted_shapes(s, seat, rect);
        let meshes = shapes
            .iter()
            .filter(|c| matches!(c.shape, egui::Shape::Mesh(_)))
            .count();
        let texts = shapes
            .iter()
            .filter(|c| matches!(c.shape, egui::Shape::Text(_)))
            .count();
        eprintln!(
            "{what}: {} shapes ({meshes} mesh, {texts} texts)",
            shapes.len()
        );
        // Bodies, crosses and badges (and the hex marks, none without an overlay): every line
        // and fill in a mesh, one shape per text besides.
        assert!(meshes <= 2, "{what}: {meshes} meshes");
        assert_eq!(shapes.len(), meshes + texts, "{what}");
        // The row letters are texts too (left out when too small to read).
        let letters = s.layout().names.line_starts().count();
        assert!(texts <= written + 20 + letters, "{what}: {texts} texts");
    }
}

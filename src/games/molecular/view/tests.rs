//! The window side of Molecular Structures: names on the sheets, the tray's dice and the step
//! buttons as clicks through the shell's play screen, what a pointer means, and frame cost.

use super::sheet::{self, BoxRow};
use crate::engine::{BotLevel, Rules, SeatInfo, Session};
use crate::games::molecular::rules::*;
use crate::sheet_kit::{GameUi, Overlay, PlayEnv, SheetStyle};
use crate::ui::play::{play_ui, PlayView};
use egui::epaint::ClippedShape;
use egui::{pos2, vec2, Rect, Shape};

const NAMES: [&str; 8] = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"];

fn seats(n: usize) -> Vec<SeatInfo> {
    NAMES[..n].iter().map(|&s| SeatInfo::human(s)).collect()
}

/// An 8-seat game after `actions` Normal-bot actions (seeded, so always the same position).
fn played(actions: usize) -> Session<Molecular> {
    let mut session = Session::new(Molecular, Options::default(), seats(8), 5).unwrap();
    while session.log().len() < actions && !session.is_over() {
        let choice = session.bot_choice(BotLevel::Normal).unwrap();
        session.apply(choice.action).unwrap();
    }
    session
}

/// Every shape one `paint_sheet` adds (a headless frame, minus what an empty frame has).
fn painted(state: &State, seat: usize, name: &str, rect: Rect) -> Vec<ClippedShape> {
    painted_with(state, &Overlay::plain(seat, name), rect)
}

/// The same with any overlay.
fn painted_with(state: &State, overlay: &Overlay<'_, Action>, rect: Rect) -> Vec<ClippedShape> {
    let ctx = egui::Context::default();
    let input = egui::RawInput {
        screen_rect: Some(Rect::from_min_size(pos2(0.0, 0.0), vec2(1400.0, 1000.0))),
        ..Default::default()
    };
    let frame = |paint: bool| {
        let mut out = ctx.run_ui(input.clone(), |ui| {
            if paint {
                let style = SheetStyle::light();
                Molecular.paint_sheet(ui.painter(), rect, state, overlay, &style);
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

fn texts(shapes: &[ClippedShape]) -> Vec<String> {
    fn walk(shape: &Shape, out: &mut Vec<String>) {
        match shape {
            Shape::Text(t) => out.push(t.galley.text().to_string()),
            Shape::Vec(v) => v.iter().for_each(|s| walk(s, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    shapes.iter().for_each(|c| walk(&c.shape, &mut out));
    out
}

fn large() -> Rect {
    Rect::from_min_size(
        pos2(10.0, 10.0),
        Molecular.sheet_size(&played(0).state().clone()),
    )
}

#[test]
fn sheets_show_the_seat_name_not_a_player_number() {
    let session = played(40);
    let shapes = painted(session.state(), 5, "Fay", large());
    let words = texts(&shapes);
    assert!(words.iter().any(|t| t == "Fay"), "{words:?}");
    assert!(!words.iter().any(|t| t.contains("Player")), "{words:?}");
}

/// The painting before the migration added, per sheet: paper 2, name 1, OUT 2, each box 2 (+2
/// per cross), score 1, labels 10, hexes 25 + 3 blue rings, one bar per bond, each number 2
/// texts (+1 tick or +2 cross), each X 3, the wash 1. Counted from that code for comparison.
fn old_shape_count(sheet: &Sheet) -> usize {
    let mut n = 2 + 1 + 1 + 10 + 25 + 3 + 12 + 2 * (sheet.red_used + sheet.green_used) as usize;
    if sheet.out {
        n += 3;
    }
    for i in 0..LAYOUT.len() {
        let bonds = LAYOUT.neighbours[i]
            .iter()
            .filter(|&&j| j > i && sheet.cells[i].is_filled() && sheet.cells[j].is_filled())
            .count();
        n += bonds;
        n += match (sheet.cells[i], sheet::standing(sheet, i)) {
            (Cell::X, _) => 3,
            (Cell::Num(_), Some(sheet::Standing::Complete)) => 3,
            (Cell::Num(_), Some(sheet::Standing::Dead)) => 4,
            (Cell::Num(_), _) => 2,
            (Cell::Empty, _) => 0,
        };
    }
    n
}

#[test]
fn a_late_eight_seat_sheet_is_one_mesh_and_its_texts() {
    let session = played(330);
    let s = session.state();
    // The fullest sheet at this point.
    let seat = (0..8)
        .max_by_key(|&i| s.sheets[i].cells.iter().filter(|c| c.is_filled()).count())
        .unwrap();
    let filled = s.sheets[seat]
        .cells
        .iter()
        .filter(|c| c.is_filled())
        .count();
    assert!(filled >= 15, "a late game: {filled} hexes written");
    let small = Rect::from_min_size(pos2(10.0, 10.0), vec2(226.0, 226.0 * 1.3));
    let old = old_shape_count(&s.sheets[seat]);
    for (what, rect) in [("large", large()), ("small", small)] {
        let shapes = painted(s, seat, NAMES[seat], rect);
        let meshes = shapes
            .iter()
            .filter(|c| matches!(c.shape, Shape::Mesh(_)))
            .count();
        let words = texts(&shapes).len();
        eprintln!(
            "{what}: {} shapes ({meshes} mesh, {words} texts); before: {old}",
            shapes.len()
        );
        assert_eq!(meshes, 1, "{what}: every line and fill in one mesh");
        // The rest is text (and an out sheet's badge and wash).
        assert!(shapes.len() <= words + 1 + 3, "{what}: {}", shapes.len());
    }
    // Small sheets leave out the small print: no bond counts like "2/3".
    let small_words = texts(&painted(s, seat, NAMES[seat], small));
    assert!(
        !small_words.iter().any(|t| t.contains('/')),
        "{small_words:?}"
    );
    let large_words = texts(&painted(s, seat, NAMES[seat], large()));
    assert!(
        large_words.iter().any(|t| t.contains('/')),
        "{large_words:?}"
    );
}

#[test]
fn the_pool_is_in_the_dice_tray_and_a_value_drafts_a_die() {
    let mut s = State::drafting(vec![Sheet::new(), Sheet::new()], 0, vec![4, 1, 4, 6, 5]);
    let groups = Molecular.dice(&s);
    let shown: Vec<(Vec<u8>, Option<Action>)> = groups
        .iter()
        .map(|g| (g.faces.clone(), g.action.clone()))
        .collect();
    assert_eq!(
        shown,
        [
            (vec![1], Some(Action::Take(1))),
            (vec![4, 4], Some(Action::Take(4))),
            (vec![5], Some(Action::Take(5))),
            (vec![6], Some(Action::Take(6))),
        ]
    );
    crate::engine::apply(&Molecular, &mut s, &Action::Take(4)).unwrap();
    let groups = Molecular.dice(&s);
    // Holding a die: the pool takes no clicks, the die in hand is shown with its caption.
    assert!(groups.iter().all(|g| g.action.is_none()));
    let hand = groups.iter().find(|g| g.caption == "in hand").unwrap();
    assert_eq!(hand.faces, [4]);
    assert_eq!(
        Molecular.label(&s, &Action::Write("C3".parse().unwrap())),
        "Write the 4 in C3"
    );
}

/// The faces of each group and how many of them are faded, in tray order.
fn tray(s: &State) -> Vec<(Vec<u8>, usize, bool)> {
    Molecular
        .dice(s)
        .iter()
        .map(|g| (g.faces.clone(), g.used, g.action.is_some()))
        .collect()
}

#[test]
fn a_taken_die_fades_in_its_place_and_nothing_in_the_tray_moves() {
    // Ann takes the only 1 and writes it; then it is Bob's turn to draft from 4 4 5 6.
    let mut s = State::drafting(vec![Sheet::new(), Sheet::new()], 0, vec![4, 1, 4, 6, 5]);
    crate::engine::apply(&Molecular, &mut s, &Action::Take(1)).unwrap();
    let write = Molecular
        .legal_actions(&s)
        .into_iter()
        .find(|a| matches!(a, Action::Write(_)))
        .unwrap();
    crate::engine::apply(&Molecular, &mut s, &write).unwrap();
    assert_eq!(s.stage, Stage::Take);
    assert_eq!(
        tray(&s),
        [
            (vec![1], 1, false),
            (vec![4, 4], 0, true),
            (vec![5], 0, true),
            (vec![6], 0, true),
        ],
        "the 1 stays first, faded and not clickable; the 4s stay second"
    );
}

#[test]
fn the_red_row_means_both_red_choices_and_a_hex_means_writing_there() {
    let mut s = State::drafting(vec![Sheet::new(), Sheet::new()], 0, vec![1, 4, 4, 5, 5]);
    crate::engine::apply(&Molecular, &mut s, &Action::Take(1)).unwrap();
    let rect = large();
    let red = BoxRow::Red.row_rect_in(rect).center();
    assert_eq!(
        Molecular.targets_at(&s, 0, rect, red, &()),
        [Action::RedReroll, Action::RedSkip]
    );
    // Only the seat to move's sheet takes clicks.
    assert!(Molecular.targets_at(&s, 1, rect, red, &()).is_empty());
    let green = BoxRow::Green.row_rect_in(rect).center();
    // The green row still means crossing a green box, which the check refuses with a reason
    // (only a drafted 6 calls for it), so a click there explains itself.
    assert_eq!(
        Molecular.targets_at(&s, 0, rect, green, &()),
        [Action::Green]
    );
    assert!(Molecular.check(&s, &Action::Green).is_err());
    let c3 = sheet::spot_center(rect, "C3".parse().unwrap());
    assert_eq!(
        Molecular.targets_at(&s, 0, rect, c3, &()),
        [Action::Write("C3".parse().unwrap())]
    );
}

/// Through the shell's play screen, as a player: a die in the tray drafts it, the red-box button
/// crosses a box.
#[test]
fn the_tray_drafts_a_one_and_the_red_button_skips() {
    use egui_kittest::kittest::Queryable;

    struct Table {
        session: Session<Molecular>,
        view: PlayView<Molecular>,
        env: PlayEnv,
    }
    let mut session = Session::new(Molecular, Options::default(), seats(8), 5).unwrap();
    // First-legal play until a seat may draft a 1 with red boxes left.
    for _ in 0..3000 {
        let s = session.state();
        if s.stage == Stage::Take
            && s.sheets[s.seat].red_left() > 0
            && Molecular.check(s, &Action::Take(1)).is_ok()
        {
            break;
        }
        let a = session.legal_actions()[0].clone();
        session.apply(a).unwrap();
    }
    assert_eq!(session.state().stage, Stage::Take);
    let seat = session.state().seat;
    let before = session.state().sheets[seat].red_used;
    let env = PlayEnv {
        tutorial: true,
        human_turn: true,
        anim_speed: 0.0,
        style: SheetStyle::light(),
        thinking: None,
        own_seats: 0,
    };
    let table = Table {
        session,
        view: PlayView::default(),
        env,
    };
    let mut harness = egui_kittest::Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(
            |ui, t: &mut Table| {
                let generation = t.session.log().len() as u64;
                let chosen = play_ui(ui, &t.session, &mut t.view, None, None, generation, &t.env);
                if let Some(a) = chosen {
                    t.session.apply(a).unwrap();
                }
            },
            table,
        );
    harness.run();
    harness.get_by_label("Draft a 1").click();
    harness.run();
    assert_eq!(harness.state().session.state().stage, Stage::Drafted(1));
    harness.get_by_label("Red box: write nothing").click();
    harness.run();
    let s = harness.state().session.state();
    assert_eq!(s.sheets[seat].red_used, before + 1);
    assert_ne!(s.stage, Stage::Drafted(1));
}

/// The How-to-play example worked by hand: C3 = 3 has the neighbours C2, C4, B3, B4, D3, D4; the
/// 1 at C2, the 2 at D4 and the 1 at B4 touch C3 but not each other, so C3 has 3 bonds (complete),
/// each 1 has its one bond (complete), the 2 has one of two (open, D3, D5, C4, E3, E4 free). E5 is
/// a corner with two neighbours (E4, D5), so its 3 can never be completed. Points: 3 + 1 + 1 for
/// the complete hexes and 2 for each of the six uncrossed boxes: 17, as the page's text says.
#[test]
fn the_how_to_play_example_agrees_with_its_rule_and_its_points() {
    use super::bonds_figure_state;
    use super::sheet::{standing, Standing};
    let state = bonds_figure_state(&Molecular).unwrap();
    let sheet = &state.sheets[0];
    let at = |name: &str| -> usize {
        let spot: Spot = name.parse().unwrap();
        spot.index()
    };
    let expect = [
        ("C3", 3, Standing::Complete),
        ("C2", 1, Standing::Complete),
        ("B4", 1, Standing::Complete),
        ("D4", 1, Standing::Open),
        ("E5", 0, Standing::Dead),
    ];
    for (name, bonds, how) in expect {
        assert_eq!(sheet.connections(at(name)), bonds, "bonds of {name}");
        assert_eq!(standing(sheet, at(name)), Some(how), "standing of {name}");
    }
    // No hex ever has more bonds than its number (the rule the page states).
    for i in 0..sheet.cells.len() {
        if let Some(cap) = sheet.cells[i].cap() {
            assert!(
                sheet.connections(i) <= cap,
                "{} over its limit",
                LAYOUT.spots[i]
            );
        }
    }
    assert_eq!(sheet.hex_points(), 5);
    assert_eq!(sheet.total(), 17);
    let painted = texts(&painted(&state, 0, "", large()));
    assert!(painted.iter().any(|t| t.contains("17")), "{painted:?}");
    for label in ["3/3", "1/1", "1/2"] {
        assert!(
            painted.iter().any(|t| t == label),
            "{label} missing in {painted:?}"
        );
    }
    assert!(
        !painted.iter().any(|t| t == "3/1" || t == "2/1"),
        "{painted:?}"
    );
}

#[test]
fn the_setup_tray_keeps_a_taken_die_in_its_place() {
    // Setup dice 2 3 5: Ann takes the 2 and writes it. Before, the 2's group vanished and the 3
    // and 5 slid left under the pointer, so the next click hit nothing (or another die).
    let mut s = Molecular.new_state(&Options::default(), 2).unwrap();
    crate::engine::apply(&Molecular, &mut s, &Action::Dice(vec![2, 3, 5])).unwrap();
    assert_eq!(s.stage, Stage::SetupTake);
    let before = tray(&s);
    assert_eq!(
        before,
        [(vec![2], 0, true), (vec![3], 0, true), (vec![5], 0, true)]
    );
    crate::engine::apply(&Molecular, &mut s, &Action::Take(2)).unwrap();
    let write = Molecular
        .legal_actions(&s)
        .into_iter()
        .find(|a| matches!(a, Action::Write(_)))
        .unwrap();
    crate::engine::apply(&Molecular, &mut s, &write).unwrap();
    // Ann is still writing her setup: her tray, whoever else is in focus now.
    assert!(Molecular.focus(&mut s, 0));
    assert_eq!(s.sheets[0].setup_left, [3, 5]);
    assert_eq!(
        tray(&s),
        [(vec![2], 1, false), (vec![3], 0, true), (vec![5], 0, true)],
        "the 2 stays first, faded; the 3 and the 5 keep their places"
    );
}

#[test]
fn a_small_view_marks_the_hex_its_seat_just_wrote() {
    // Bob (a bot, say) just wrote in C3: his small view rings C3 in the accent colour; Ann's
    // sheet, where nothing was written, has no such ring.
    let mut s = State::drafting(vec![Sheet::new(), Sheet::new()], 1, vec![4, 1, 4, 6, 5]);
    crate::engine::apply(&Molecular, &mut s, &Action::Take(4)).unwrap();
    let write: Action = "write C3".parse().unwrap();
    crate::engine::apply(&Molecular, &mut s, &write).unwrap();
    let accent = SheetStyle::light().accent;
    let rings = |seat: usize| {
        let overlay = Overlay {
            last: Some((1, &write)),
            ..Overlay::plain(seat, "")
        };
        painted_with(&s, &overlay, large())
            .iter()
            .flat_map(|c| match &c.shape {
                Shape::Mesh(m) => m.vertices.iter().map(|v| v.color).collect::<Vec<_>>(),
                _ => Vec::new(),
            })
            .filter(|&c| c == accent)
            .count()
    };
    assert!(rings(1) > 0, "Bob's sheet rings the hex he just wrote");
    assert_eq!(rings(0), 0, "Ann's sheet is not marked with Bob's move");
}

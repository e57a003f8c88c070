//! The drawing and input of Diaominos: seat names on the sheet, the frame cost of a full sheet,
//! what the pointer means (wild mark, ghost), the cube's roll clock, and the shell's play screen
//! taking a click through the game's controls.

use super::cube::RollClock;
use super::sheet::{cell_centre, outline_for_test, SHEET_H, SHEET_W};
use super::{ghost_action, View};
use crate::engine::{apply, Rules, SeatInfo, Session};
use crate::games::diaominos::cube::Cube;
use crate::games::diaominos::notation::Action;
use crate::games::diaominos::rules::Diaominos;
use crate::games::diaominos::shapes::GEO;
use crate::games::diaominos::state::*;
use crate::sheet_kit::{GameUi, Overlay, SheetStyle};
use egui::{pos2, vec2, Rect, Shape};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn act(s: &str) -> Action {
    s.parse().unwrap()
}

/// A seeded random game of `seats` seats played to the end (or `limit` actions).
fn played(seats: usize, seed: u64, limit: usize) -> State {
    let mut s = Diaominos.new_state(&Options::default(), seats).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let sc = Diaominos.sample_chance(&s, &mut rng);
    apply(&Diaominos, &mut s, &sc).unwrap();
    let mut n = 0;
    while s.phase != Phase::Over && n < limit {
        let legal = Diaominos.legal_actions(&s);
        let a = legal[rng.random_range(0..legal.len())].clone();
        apply(&Diaominos, &mut s, &a).unwrap();
        n += 1;
    }
    s
}

/// The shapes `paint_sheet` adds for `seat`'s sheet, nested lists flattened.
fn painted(state: &State, overlay: &Overlay<'_, Action>) -> Vec<Shape> {
    painted_in(state, overlay, vec2(SHEET_W, SHEET_H))
}

/// The same, painted at `size`.
fn painted_in(state: &State, overlay: &Overlay<'_, Action>, size: egui::Vec2) -> Vec<Shape> {
    let ctx = egui::Context::default();
    let input = egui::RawInput {
        screen_rect: Some(Rect::from_min_size(pos2(0.0, 0.0), vec2(800.0, 600.0))),
        ..Default::default()
    };
    let rect = Rect::from_min_size(pos2(0.0, 0.0), size);
    let mut out = ctx.run_ui(input, |ui| {
        Diaominos.paint_sheet(ui.painter(), rect, state, overlay, &SheetStyle::light());
    });
    // The font atlas upload is not ours to apply.
    out.textures_delta.clear();
    fn flatten(s: Shape, out: &mut Vec<Shape>) {
        match s {
            Shape::Vec(v) => v.into_iter().for_each(|s| flatten(s, out)),
            s => out.push(s),
        }
    }
    let mut shapes = Vec::new();
    for c in out.shapes {
        flatten(c.shape, &mut shapes);
    }
    shapes
}

fn texts(shapes: &[Shape]) -> Vec<String> {
    shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Text(t) => Some(t.galley.text().to_string()),
            _ => None,
        })
        .collect()
}

#[test]
fn the_sheet_names_its_seat_not_player_n() {
    let s = played(2, 3, 40);
    let shapes = painted(&s, &Overlay::plain(1, "Fay"));
    let texts = texts(&shapes);
    assert!(texts.iter().any(|t| t == "Fay · North side"), "{texts:?}");
    assert!(
        texts
            .iter()
            .all(|t| !t.contains("Player") && !t.contains("P2")),
        "{texts:?}"
    );
}

#[test]
fn a_full_sheet_costs_few_shapes() {
    // A finished 4-seat game. Drawn with one rect per cell and one line per piece edge, every
    // loaded piece added about 14 shapes; now a piece adds its one outline (its cells join the
    // fill mesh), and each diamond, scored shape and full-row tick one more.
    let start = played(4, 11, 4);
    let s = played(4, 11, usize::MAX);
    assert_eq!(s.phase, Phase::Over);
    let sh = &s.sheets[0];
    let loads = sh.loads.len();
    assert!(loads >= 15, "{loads} loads");
    let m = sh.masks();
    // A diamond is one shape, a wild mark two (the open diamond and its dot).
    let marks = ((m.diamond | m.spent).count_ones() + 2 * m.wild.count_ones()) as usize;
    let extra = loads + marks + sh.shapes.len() + sh.full_rows() + 2 * sh.skipped.len();
    let before = painted(&start, &Overlay::plain(0, "Ann")).len();
    let after = painted(&s, &Overlay::plain(0, "Ann"));
    assert!(
        after.len() <= before + extra + 12,
        "{} shapes at the end, {before} at the start, {extra} expected more",
        after.len()
    );
    assert!(after.len() < 200, "{} shapes", after.len());
    let lines = after
        .iter()
        .filter(|s| matches!(s, Shape::LineSegment { .. }))
        .count();
    assert!(lines <= 10, "{lines} single line segments");
    // Every fill and line is in the one mesh under the texts: the rest are texts.
    let not_text: Vec<&Shape> = after
        .iter()
        .filter(|s| !matches!(s, Shape::Text(_)))
        .collect();
    assert_eq!(not_text.len(), 1, "{not_text:?}");
    assert!(matches!(not_text[0], Shape::Mesh(_)));
    assert!(
        matches!(after[0], Shape::Mesh(_)),
        "the mesh lies under the texts"
    );
    assert!(after.len() <= 80, "{} shapes", after.len());
    // A small view (as beside the large sheet) keeps only the texts one can read.
    let small = painted_in(&s, &Overlay::plain(0, "Ann"), vec2(SHEET_W, SHEET_H) * 0.3);
    assert!(small.len() <= 12, "{} shapes on a small view", small.len());
}

#[test]
fn a_piece_outline_is_one_loop_through_its_turning_corners() {
    let cell = |n: &str| GEO.parse_cell(n).unwrap() as u8;
    // An L: a1 a2 a3 with the foot at b1 has six corners.
    let l = outline_for_test(&[cell("a1"), cell("a2"), cell("a3"), cell("b1")]).unwrap();
    assert_eq!(l.len(), 6, "{l:?}");
    assert!(l.contains(&(0.0, 0.0)) && l.contains(&(2.0, 0.0)) && l.contains(&(0.0, 3.0)));
    // An I lying flat: a rectangle.
    let i = outline_for_test(&[cell("c4"), cell("d4"), cell("e4"), cell("f4")]).unwrap();
    assert_eq!(i.len(), 4, "{i:?}");
    // Two cells touching only at a corner are not one loop.
    assert!(outline_for_test(&[cell("a1"), cell("b2")]).is_none());
}

#[test]
fn the_pointer_means_the_ghost_in_its_turn_and_flip() {
    let mut s = Diaominos.with_cube(2, Cube::solved());
    Diaominos.start_round(&mut s);
    // The solved cube shows seat 0 its green side: four Ls, and red (no wild) on top.
    assert_eq!(s.phase, Phase::Load(0));
    assert_eq!(s.sheets[0].slots, vec![Slot::Piece(3); 4]);
    let rect = Rect::from_min_size(pos2(10.0, 20.0), vec2(SHEET_W, SHEET_H) * 0.8);
    let at = |name: &str| cell_centre(rect, GEO.parse_cell(name).unwrap());
    let view = View::default();
    // The L as drawn (2 wide, 3 tall) with the middle of its stem on b2: anchored at b1.
    let t = Diaominos.targets_at(&s, 0, rect, at("b2"), &view);
    assert_eq!(t, vec![act("load L 0 b1")]);
    // Turned once it lies 3 wide and 2 tall, stem on top: the stem's middle stays on b2, so it
    // starts at a1 (the ghost turns about the pointer instead of jumping).
    let turned = View {
        rot: 1,
        ..View::default()
    };
    let t1 = Diaominos.targets_at(&s, 0, rect, at("b2"), &turned);
    assert_eq!(t1, vec![act("load L 1 a1")]);
    assert_eq!(
        Some(&t[0]),
        ghost_action(&s, &view, GEO.parse_cell("b2").unwrap()).as_ref()
    );
    assert!(Diaominos.check(&s, &t[0]).is_ok());
    // Away from the bottom row it floats: still the candidate, refused by the rules.
    let t = Diaominos.targets_at(&s, 0, rect, at("e5"), &view);
    assert_eq!(t.len(), 1);
    assert!(Diaominos
        .check(&s, &t[0])
        .unwrap_err()
        .0
        .to_string()
        .contains("touch"));
    // Another seat's sheet, or a point off the grid, means nothing.
    assert!(Diaominos
        .targets_at(&s, 1, rect, at("b2"), &view)
        .is_empty());
    let off = rect.right_bottom() - vec2(2.0, 2.0);
    assert!(Diaominos.targets_at(&s, 0, rect, off, &view).is_empty());
    // The ghost is painted on the sheet of the seat to move.
    let hover = [act("load L 0 b1")];
    let overlay = Overlay {
        active: true,
        hover: &hover,
        ..Overlay::plain(0, "Ann")
    };
    let vertices = |shapes: Vec<Shape>| -> usize {
        shapes
            .iter()
            .map(|s| match s {
                Shape::Mesh(m) => m.vertices.len(),
                _ => 0,
            })
            .sum()
    };
    let with = vertices(painted(&s, &overlay));
    let without = vertices(painted(&s, &Overlay::plain(0, "Ann")));
    assert!(with > without, "{with} vs {without} vertices");
}

#[test]
fn the_cube_rolls_only_when_play_moves_on_and_speed_divides_the_time() {
    // Opening a game in round 2 shows the cube still (it used to roll on the first frame).
    let mut clock = RollClock::default();
    clock.update(2, 10.0, 1.0);
    assert_eq!(clock.remaining(2, 10.0, 1.0), 0.0);
    // Round 2 → 3 rolls three tips of 0.45 s: 1.35 s at speed 1, half that at speed 2.
    clock.update(3, 20.0, 1.0);
    assert!(clock.remaining(3, 20.0, 1.0) > 0.99);
    assert!((clock.remaining(3, 20.675, 1.0) - 0.5).abs() < 1e-3);
    let mut fast = RollClock::default();
    fast.update(2, 0.0, 2.0);
    fast.update(3, 20.0, 2.0);
    assert!(fast.remaining(3, 20.5, 2.0) > 0.0);
    assert_eq!(fast.remaining(3, 20.7, 2.0), 0.0);
    // Speed 0: never rolls. An undo (round 3 → 2) does not roll backwards either.
    let mut still = RollClock::default();
    still.update(2, 0.0, 0.0);
    still.update(3, 1.0, 0.0);
    assert_eq!(still.remaining(3, 1.0, 0.0), 0.0);
    let mut undo = RollClock::default();
    undo.update(3, 0.0, 1.0);
    undo.update(2, 5.0, 1.0);
    assert_eq!(undo.remaining(2, 5.0, 1.0), 0.0);
}

#[test]
fn the_play_screen_takes_the_default_colours_through_the_controls() {
    use crate::sheet_kit::PlayEnv;
    use crate::ui::play::{play_ui, PlayView};
    use egui_kittest::kittest::Queryable;
    use egui_kittest::Harness;
    type St = (Session<Diaominos>, PlayView<Diaominos>, Option<Action>);
    let seats = vec![SeatInfo::human("Ann"), SeatInfo::human("Fay")];
    let session = Session::new(Diaominos, Options::default(), seats, 3).unwrap();
    let mut harness = Harness::builder()
        .with_size(vec2(1280.0, 800.0))
        .build_ui_state(
            |ui, st: &mut St| {
                let env = PlayEnv {
                    tutorial: true,
                    human_turn: true,
                    anim_speed: 0.0,
                    style: SheetStyle::light(),
                    thinking: None,
                    own_seats: 0,
                };
                let (session, view, out) = st;
                if let Some(a) = play_ui(ui, session, view, None, None, 0, &env) {
                    session.apply(a.clone()).unwrap();
                    *out = Some(a);
                }
            },
            (session, PlayView::default(), None),
        );
    harness.run();
    harness
        .get_by_label_contains("Use the default colours")
        .click();
    harness.run();
    assert_eq!(harness.state().2, Some(Action::DefaultColours));
    assert_eq!(harness.state().0.state().phase, Phase::Colours(1));
    // Fay picks white for her I: the colour button goes through the same check.
    harness.get_by_label("W white").click();
    harness.run();
    assert_eq!(harness.state().2, Some(act("colour I W")));
    // Fay may not take white again for the O: the button is there but refuses.
    harness.get_by_label("W white").click();
    harness.run();
    assert_eq!(harness.state().2, Some(act("colour I W")));
    assert_eq!(harness.state().0.state().sheets[1].colours[1], None);
}

#[test]
fn the_ghost_turns_about_the_cell_under_the_pointer() {
    let mut s = Diaominos.with_cube(2, Cube::solved());
    Diaominos.start_round(&mut s);
    let middle = GEO.parse_cell("e4").unwrap();
    for piece in 0..crate::games::diaominos::shapes::PIECES as u8 {
        for rot in 0..4 {
            for mirror in [false, true] {
                let view = View {
                    piece: Some(piece),
                    rot,
                    mirror,
                    ..View::default()
                };
                // Seat 0 may load a piece only if it has it; the ghost shows what it would be.
                let Some(a) = ghost_action(&s, &view, middle) else {
                    continue;
                };
                let pl = Diaominos::placement_of(&a).expect("a load");
                assert!(
                    pl.cells.contains(&(middle as u8)),
                    "{a} (piece {piece}, turn {rot}, flip {mirror}) leaves e4"
                );
            }
        }
    }
    // The L's stem stays on the pointer through all four turns.
    let pivot = super::pivot_cell(3);
    for rot in 0..4 {
        let view = View {
            piece: Some(3),
            rot,
            ..View::default()
        };
        let a = ghost_action(&s, &view, middle).unwrap();
        let pl = Diaominos::placement_of(&a).unwrap();
        assert_eq!(pl.cells[pivot] as usize, middle, "turn {rot}: {a}");
    }
}

#[test]
fn a_refused_ghost_is_hatched_and_never_filled_like_a_red_piece() {
    let mut s = Diaominos.with_cube(2, Cube::solved());
    Diaominos.start_round(&mut s);
    let style = SheetStyle::light();
    let colours = |hover: &[Action]| -> Vec<egui::Color32> {
        let overlay = Overlay {
            active: true,
            hover,
            ..Overlay::plain(0, "Ann")
        };
        painted(&s, &overlay)
            .iter()
            .flat_map(|sh| match sh {
                Shape::Mesh(m) => m.vertices.iter().map(|v| v.color).collect::<Vec<_>>(),
                _ => Vec::new(),
            })
            .collect()
    };
    let legal = [act("load L 0 b1")];
    let floating = [act("load L 0 e5")];
    assert!(Diaominos.check(&s, &legal[0]).is_ok());
    assert!(Diaominos.check(&s, &floating[0]).is_err());
    let ok = colours(&legal);
    assert!(
        ok.contains(&style.legal),
        "a legal ghost is outlined in the legal colour"
    );
    let refused = colours(&floating);
    assert!(
        !refused.contains(&style.danger.gamma_multiply(0.45)),
        "a refused ghost has no red fill"
    );
    // Its hatching and dashes are drawn in the refusal colour, and take more pieces of line than
    // the legal ghost's one outline.
    let count = |v: &[egui::Color32], c| v.iter().filter(|&&x| x == c).count();
    assert!(count(&refused, style.danger) > 4 * count(&ok, style.legal));
}

#[test]
fn the_hint_is_said_in_words_and_sets_up_the_ghost() {
    use crate::engine::BotChoice;
    use crate::sheet_kit::PlayEnv;
    use crate::ui::play::{play_ui, PlayView};
    use egui_kittest::kittest::Queryable;
    use egui_kittest::Harness;
    // A human seat to load, with a hinted load that is turned or flipped.
    let seats = vec![SeatInfo::human("Ann"), SeatInfo::human("Fay")];
    let mut session = Session::new(Diaominos, Options::default(), seats, 3).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let hint = loop {
        assert!(!session.is_over(), "a turned load comes up");
        let legal = session.legal_actions();
        if let Some(a) = legal
            .iter()
            .find(|a| matches!(a, Action::Load { rot, mirror, .. } if *rot != 0 || *mirror))
        {
            break a.clone();
        }
        let a = legal[rng.random_range(0..legal.len())].clone();
        session.apply(a).unwrap();
    };
    let label = Diaominos.label(session.state(), &hint);
    // Words, with the cells as the sheet prints them; none of the save notation.
    assert!(label.starts_with("Load the "), "{label}");
    assert!(!label.contains("load "), "{label}");
    assert!(!label.contains(&hint.to_string()), "{label}");
    let pl = Diaominos::placement_of(&hint).unwrap();
    for &c in &pl.cells {
        assert!(
            label.contains(&GEO.cell_name(c as usize)),
            "{label} names every cell"
        );
    }

    type St = (Session<Diaominos>, PlayView<Diaominos>, BotChoice<Action>);
    let choice = BotChoice {
        action: hint.clone(),
        value: None,
    };
    let mut harness = Harness::builder()
        .with_size(vec2(1280.0, 800.0))
        .build_ui_state(
            |ui, st: &mut St| {
                let env = PlayEnv {
                    tutorial: true,
                    human_turn: true,
                    anim_speed: 0.0,
                    style: SheetStyle::light(),
                    thinking: None,
                    own_seats: 0,
                };
                let (session, view, hint) = st;
                let _ = play_ui(ui, session, view, Some(hint), None, 0, &env);
            },
            (session, PlayView::default(), choice),
        );
    harness.run();
    harness.get_by_label_contains(&format!("Hint: {label}"));
    let Action::Load {
        piece, rot, mirror, ..
    } = hint
    else {
        unreachable!()
    };
    let view = &harness.state().1.game;
    assert_eq!(
        (view.piece, view.rot, view.mirror),
        (Some(piece), rot, mirror),
        "the ghost takes the hint's piece, turn and flip"
    );
    // The player may turn it afterwards: the same hint does not set it back.
    harness.state_mut().1.game.rot = (rot + 1) % 4;
    harness.run();
    assert_eq!(harness.state().1.game.rot, (rot + 1) % 4);
}

/// Every vertex colour of the meshes `paint_sheet` adds.
fn mesh_colours(state: &State, overlay: &Overlay<'_, Action>) -> Vec<egui::Color32> {
    painted(state, overlay)
        .iter()
        .flat_map(|sh| match sh {
            Shape::Mesh(m) => m.vertices.iter().map(|v| v.color).collect::<Vec<_>>(),
            _ => Vec::new(),
        })
        .collect()
}

#[test]
fn a_ghost_is_translucent_and_never_painted_like_a_loaded_piece() {
    use super::overlay::GHOST_ALPHA;
    use super::sheet::piece_fill;
    let mut s = Diaominos.with_cube(2, Cube::solved());
    Diaominos.start_round(&mut s);
    let style = SheetStyle::light();
    let legal = [act("load L 0 b1")];
    assert!(Diaominos.check(&s, &legal[0]).is_ok());
    let plain = Overlay {
        active: true,
        ..Overlay::plain(0, "Ann")
    };
    let ghost = Overlay {
        hover: &legal,
        ..plain.clone()
    };
    let hinted = Overlay {
        hint: Some(&legal[0]),
        ..plain.clone()
    };
    let green = s.sheets[0].colours[3].unwrap(); // the L
    let loaded = piece_fill(&style, green);
    let count = |v: &[egui::Color32], c| v.iter().filter(|&&x| x == c).count();
    let without = mesh_colours(&s, &plain);
    for overlay in [&ghost, &hinted] {
        let with = mesh_colours(&s, overlay);
        // Not one more vertex in the loaded piece's full colour: the ghost's own fill is the
        // colour at GHOST_ALPHA, translucent.
        assert_eq!(count(&with, loaded), count(&without, loaded));
        assert!(count(&with, loaded.gamma_multiply(GHOST_ALPHA)) > 0);
    }
}

#[test]
fn legal_cells_are_rings_on_plain_paper_not_a_green_tint() {
    let mut s = Diaominos.with_cube(2, Cube::solved());
    Diaominos.start_round(&mut s);
    let style = SheetStyle::light();
    let legal = Diaominos.legal_actions(&s);
    assert!(legal.iter().any(|a| matches!(a, Action::Load { .. })));
    let lit = Overlay {
        active: true,
        legal: &legal,
        ..Overlay::plain(0, "Ann")
    };
    let colours = mesh_colours(&s, &lit);
    // Before: a 10% green tint filled every legal cell, close to the loaded L's pale green.
    assert!(!colours.contains(&style.legal.gamma_multiply(0.10)));
    assert!(colours.contains(&style.legal), "the rings are drawn");
}

#[test]
fn right_after_a_load_the_next_ghost_waits_until_the_pointer_moves() {
    let mut s = Diaominos.with_cube(2, Cube::solved());
    Diaominos.start_round(&mut s);
    let rect = Rect::from_min_size(pos2(0.0, 0.0), vec2(SHEET_W, SHEET_H));
    let mut view = View::default();
    let at = cell_centre(rect, GEO.parse_cell("b1").unwrap());
    // The column looks once a frame: nothing loaded yet.
    view.look(&s, Some(at));
    let targets = Diaominos.targets_at(&s, 0, rect, at, &view);
    assert_eq!(targets.len(), 1, "a ghost under the pointer");
    let load = targets[0].clone();
    assert!(Diaominos.check(&s, &load).is_ok(), "{load}");
    apply(&Diaominos, &mut s, &load).unwrap();
    // The same frame's sheet, before the column looked again: no ghost at once.
    assert!(Diaominos.targets_at(&s, 0, rect, at, &view).is_empty());
    view.look(&s, Some(at));
    assert!(Diaominos.targets_at(&s, 0, rect, at, &view).is_empty());
    let note = Diaominos.spot_note(&s, 0, rect, at, &view).unwrap();
    assert_eq!(note, "Loaded. Move the pointer to place the next piece.");
    // A few points away the next ghost shows again.
    let moved = at + vec2(6.0, 0.0);
    view.look(&s, Some(moved));
    assert_eq!(Diaominos.targets_at(&s, 0, rect, moved, &view).len(), 1);
    assert!(Diaominos.targets_at(&s, 0, rect, at, &view).len() == 1);
}

#[test]
fn the_cube_s_space_name_never_overprints_a_seat_s_name() {
    // Before: on A the space's letter sat right on "Ann" (South).
    let names = ["Ann", "Annabel Longname", "Ben", "Bartholomew"];
    for seats in 2..=4usize {
        let infos: Vec<SeatInfo> = names[..seats].iter().map(|&n| SeatInfo::human(n)).collect();
        let mut s = Diaominos.with_cube(seats, Cube::solved());
        for round in 1..=6u8 {
            s.round = round;
            let space = crate::games::diaominos::shapes::DATA.spaces[round as usize - 1]
                .name
                .clone();
            let rect = Rect::from_min_size(pos2(0.0, 0.0), vec2(300.0, 186.0));
            let texts: Vec<(String, Rect)> =
                super::cube::board_shapes(&s, rect, 0.0, &infos, &SheetStyle::light())
                    .iter()
                    .filter_map(|c| match &c.shape {
                        Shape::Text(t) => Some((
                            t.galley.text().to_string(),
                            Rect::from_min_size(t.pos, t.galley.size()),
                        )),
                        _ => None,
                    })
                    .collect();
            let label = texts
                .iter()
                .filter(|(t, _)| *t == space)
                .map(|(_, r)| *r)
                .next_back()
                .unwrap_or_else(|| panic!("round {round}: no {space} in {texts:?}"));
            for (name, r) in texts
                .iter()
                .filter(|(t, _)| names.iter().any(|n| t.starts_with(&n[..3])))
            {
                assert!(
                    !r.intersects(label),
                    "{seats} seats, round {round}: {space} at {label:?} over {name} at {r:?}"
                );
            }
        }
    }
}

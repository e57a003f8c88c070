//! The drawing's marks, what a pointer on the aquarium means, and the window driven by clicks.

use super::*;
use crate::games::black_molly::view::sheet::{
    card_rect, fish_spots, marks, natural_size, ringed_fish, sheet_fit, targets_at,
};
use crate::sheet_kit::Overlay;
use egui::{Pos2, Rect};

fn sheet_rect() -> Rect {
    Rect::from_min_size(Pos2::ZERO, natural_size())
}

/// Where fish `i` is drawn on the natural-size sheet.
fn token(s: &State, i: usize) -> Pos2 {
    let spot = fish_spots(&sheet_fit(sheet_rect()), s)
        .into_iter()
        .find(|sp| sp.fish == i);
    match spot {
        Some(sp) => sp.centre,
        None => panic!("fish {i} is not drawn"),
    }
}

/// A point on card `name` away from its fish tokens (its lower right part).
fn on_card(name: &str) -> Pos2 {
    let r = card_rect(&sheet_fit(sheet_rect()), c(name));
    r.lerp_inside(egui::vec2(0.8, 0.8))
}

fn strings(actions: &[Action]) -> Vec<String> {
    actions.iter().map(|a| a.to_string()).collect()
}

#[test]
fn only_the_movers_fish_are_ringed_even_on_a_shared_card() {
    // Ann (seat 0) is to move. Ann and Ben both have fish on a1 and f4; Ben also swims on d1.
    let s = position(
        RuleSet::Standard,
        ["e1", "b4"],
        &[&["a1", "f4"], &["a1", "f4", "d1"]],
        0,
    );
    let legal = BlackMolly.legal_actions(&s);
    let overlay = Overlay {
        legal: &legal,
        active: true,
        ..Overlay::plain(0, "Ann")
    };
    let m = marks(&s, &overlay);
    let mut ringed = ringed_fish(&s, &m);
    ringed.sort();
    // Fish 0 and 1 are Ann's (a1, f4); Ben's fish 4 (a1) and 5 (f4) share those cards.
    assert_eq!(ringed, [0, 1], "only Ann's fish may be ringed");
    // The cards ringed are exactly the destinations of the legal moves.
    let mut dests: Vec<String> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Move { to, .. } => Some(to.to_string()),
            _ => None,
        })
        .collect();
    dests.sort();
    let mut cards: Vec<String> = m.legal_cards.iter().map(|c| c.to_string()).collect();
    cards.sort();
    assert_eq!(cards, dests);
    // Without legal actions in the overlay (tutorial off, small views, export) nothing is ringed.
    let plain = marks(&s, &Overlay::plain(0, "Ann"));
    assert!(ringed_fish(&s, &plain).is_empty());
    assert!(plain.legal_cards.is_empty());
}

#[test]
fn a_pointer_on_a_fish_means_its_moves_and_on_a_card_the_moves_into_it() {
    let s = position(
        RuleSet::Standard,
        ["e1", "b4"],
        &[&["a1", "f4"], &["a1", "f4", "d1"]],
        0,
    );
    let rect = sheet_rect();
    // Ann's token on a1: that fish's moves (legal or not: the shell checks them).
    assert_eq!(
        strings(&targets_at(&s, rect, token(&s, 0))),
        ["move a1 b1", "move a1 a2"]
    );
    // Ben's token on a1 is not Ann's to move: it counts as the card a1, which no move of Ann's
    // enters.
    assert!(targets_at(&s, rect, token(&s, 4)).is_empty());
    // The empty card a2: the one move into it.
    assert_eq!(
        strings(&targets_at(&s, rect, on_card("a2"))),
        ["move a1 a2"]
    );
    // f3, next to Ann's f4: the move into it.
    assert_eq!(
        strings(&targets_at(&s, rect, on_card("f3"))),
        ["move f4 f3"]
    );
    // Far from Ann's fish, and off the cards: nothing.
    assert!(targets_at(&s, rect, on_card("c3")).is_empty());
    assert!(targets_at(&s, rect, Pos2::new(1.0, 1.0)).is_empty());
}

#[test]
fn a_pointer_in_the_split_and_molly_steps() {
    // Fish on the split card d2 (Ann's) when the D4 shows 1.
    let mut s = position(
        RuleSet::Standard,
        ["a4", "a3"],
        &[&["d2", "f1", "f1"], &["f1", "f1"]],
        0,
    );
    pass_and_roll(&mut s, 1);
    let rect = sheet_rect();
    assert_eq!(
        strings(&targets_at(&s, rect, on_card("d2"))),
        ["split E", "split S"]
    );
    assert_eq!(strings(&targets_at(&s, rect, on_card("e2"))), ["split E"]);
    // North of the split: a candidate the check refuses with its reason.
    let north = targets_at(&s, rect, on_card("d1"));
    assert_eq!(strings(&north), ["split N"]);
    assert!(BlackMolly.check(&s, &north[0]).is_err());
    // The Molly step: any card means "Molly k to that card".
    let mut t = position(
        RuleSet::Standard,
        ["e1", "b4"],
        &[&["b1", "a4"], &["f3", "a4"]],
        1,
    );
    pass_and_roll(&mut t, 3);
    assert_eq!(t.phase, Phase::Molly { k: 0 });
    assert_eq!(
        strings(&targets_at(&t, rect, on_card("c4"))),
        ["molly 1 c4"]
    );
}

/// Pieces on machine cards (fish of four players, an old fish, both Mollies, fish removed last
/// round) are laid out under the printed band: no token or Molly touches a machine's number or
/// its ON marker, and every piece stays on its card.
#[test]
fn no_piece_covers_a_machines_number_or_marker() {
    use crate::games::black_molly::view::layout::{
        badge_rect, molly_centre, pieces_rect, tokens, MOLLY_SIZE,
    };
    // Machines: f2 (2), c3 (3), e4 (4). Both Mollies on f2 with a crowd of fish; fish of all
    // four players on c3; the variant's old fish on e4.
    // (Fish on running machines and on Mollies: the moment after the current carried them there,
    // before they are removed; no checked position holds them, so the list is made by hand.)
    let cards = [
        ["e4", "f2", "c3", "c3"],
        ["a1", "f2", "c3", "f2"],
        ["a4", "c3", "f2", "e4"],
        ["f4", "c3", "c3", "c3"],
    ];
    let fish: Vec<(usize, bool, Option<Card>)> = cards
        .iter()
        .enumerate()
        .flat_map(|(p, row)| {
            row.iter()
                .enumerate()
                .map(move |(j, n)| (p, j == 0, Some(c(n))))
        })
        .collect();
    let mut s = State::custom(
        RuleSet::OldestFish,
        4,
        STARTER.clone(),
        [c("f2"), c("f2")],
        &fish,
        0,
    );
    s.machines_on = [true, true, true];
    s.recap.removed.push(Removal {
        fish: 2,
        card: c("e4"),
        cause: Cause::Machine(4),
    });
    for size in [
        natural_size(),
        egui::vec2(460.0, 320.0),
        egui::vec2(1200.0, 820.0),
    ] {
        let fit = sheet_fit(Rect::from_min_size(Pos2::ZERO, size));
        let t = tokens(&fit, &s);
        assert_eq!(t.live.len(), 16);
        assert_eq!(t.removed.len(), 1);
        let live = t.live.iter().map(|sp| (sp, s.fish[sp.fish].at.unwrap()));
        for (spot, card) in live.chain(t.removed.iter().map(|sp| (sp, c("e4")))) {
            // The old fish's outer outline reaches 1.3 radii (and a shape 1.15).
            let reach = spot.radius * 1.3;
            let bounds = Rect::from_center_size(spot.centre, egui::Vec2::splat(2.0 * reach));
            assert!(
                !bounds.intersects(badge_rect(&fit, card)),
                "fish {} on {card} covers its badge at {size:?}",
                spot.fish
            );
            assert!(
                pieces_rect(&fit, card).expand(0.5).contains_rect(bounds),
                "fish {} leaves {card}'s pieces part at {size:?}",
                spot.fish
            );
        }
        for m in 0..2 {
            let k = fit.scale * MOLLY_SIZE;
            let body =
                Rect::from_center_size(molly_centre(&fit, &s, m), egui::vec2(45.0 * k, 20.0 * k));
            assert!(!body.intersects(badge_rect(&fit, c("f2"))), "Molly {m}");
            assert!(pieces_rect(&fit, c("f2")).contains_rect(body), "Molly {m}");
            // Fish share the card with the Mollies without lying under them.
            for spot in &t.live {
                let fish =
                    Rect::from_center_size(spot.centre, egui::Vec2::splat(2.0 * spot.radius));
                assert!(!fish.intersects(body), "fish {} under Molly {m}", spot.fish);
            }
        }
    }
}

// ---- The window (egui_kittest) -----------------------------------------------------------------

mod window {
    use super::*;
    use crate::game::MatchSetup;
    use crate::sheet_kit::GameUi;
    use crate::ui::play::fit_rect;
    use crate::ui::settings::Settings;
    use crate::ui::App;
    use egui_kittest::kittest::Queryable;
    use egui_kittest::Harness;

    fn state(h: &Harness<'_, App>) -> State {
        let g = h.state().play.game.as_ref().expect("a game is running");
        ron::from_str(&g.m.state_text()).expect("the state text is the game's RON")
    }

    fn notations(h: &Harness<'_, App>) -> Vec<String> {
        let m = &h.state().play.game.as_ref().expect("a game is running").m;
        (0..m.action_count())
            .filter_map(|i| m.log_notation(i))
            .collect()
    }

    fn click_at(h: &mut Harness<'_, App>, pos: egui::Pos2) {
        h.hover_at(pos);
        h.run();
        h.drag_at(pos);
        h.run();
        h.drop_at(pos);
        h.run();
    }

    #[test]
    fn hot_seat_click_a_fish_pick_a_card_then_done_and_roll() {
        let dir = std::env::temp_dir().join(format!("dicepad-bm-ui-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let settings = Settings {
            anim_speed: 0.0,
            ..Settings::default()
        };
        let mut h = Harness::builder()
            .with_size(egui::vec2(1280.0, 800.0))
            .build_ui_state(
                |ui, app: &mut App| app.show(ui),
                App::new(settings, dir.clone()),
            );
        h.run();
        let index = crate::games::registry()
            .iter()
            .position(|g| g.info().id == "black-molly")
            .unwrap();
        let setup = MatchSetup {
            seats: vec![SeatInfo::human("Ann"), SeatInfo::human("Ben")],
            seed: 42,
            options: Default::default(),
            dice: crate::engine::Dice::Seeded,
        };
        h.state_mut().start_game(index, setup, true);
        h.run();

        let s = state(&h);
        let area = h.get_by_label("Ann's sheet").rect();
        let fit = sheet_fit(fit_rect(BlackMolly.sheet_size(&s), area));
        // Ann's fish on a1 (fish 0) can swim to b1 or a2: the click asks which.
        let spot = fish_spots(&fit, &s)
            .into_iter()
            .find(|sp| sp.fish == 0)
            .unwrap();
        assert_eq!(s.fish[0].at, Some(c("a1")));
        click_at(&mut h, spot.centre);
        assert!(
            notations(&h).is_empty(),
            "a click with two meanings asks first"
        );
        h.get_by_label("Which one do you mean?");
        // The chooser's button (the column lists the same move as a button too).
        let picks: Vec<_> = h.get_all_by_label("Fish a1 to a2").collect();
        assert_eq!(picks.len(), 2, "the chooser and the column both offer it");
        picks[picks.len() - 1].click();
        h.run();
        assert_eq!(notations(&h), ["move a1 a2"]);

        // A card no fish of Ann's can reach: the click does nothing.
        click_at(&mut h, card_rect(&fit, c("c3")).center());
        assert_eq!(notations(&h).len(), 1);
        // Molly 1's card e1, next to Ann's fish on f1: no fish swims onto a Molly.
        click_at(&mut h, card_rect(&fit, c("e1")).center());
        assert_eq!(notations(&h).len(), 1, "no fish swims onto a Molly");

        h.get_by_label("Done moving").click();
        h.run();
        assert_eq!(state(&h).phase, Phase::Move { seat: 1 });
        h.get_by_label("Pass (move nothing)").click();
        h.run();
        h.get_by_label("Roll the D4").click();
        h.run();
        let log = notations(&h);
        assert_eq!(log[1..4], ["done", "done", "roll"]);
        assert!(
            log[4].starts_with("d4 "),
            "the die follows the roll: {log:?}"
        );
        std::fs::remove_dir_all(&dir).ok();
    }
}

#[test]
fn the_how_to_play_example_draws() {
    use crate::sheet_kit::{GameUi, SheetStyle};
    let mut h = egui_kittest::Harness::new_ui(|ui| {
        BlackMolly.how_to_play_figure(ui, &SheetStyle::light(), "mollies");
    });
    h.run();
    use egui_kittest::kittest::Queryable;
    h.get_by_label_contains("the Mollies look for the card with the fewest fish");
}

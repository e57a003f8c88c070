//! Rounds, bots and the conformance suites.

use super::*;

// ---------------------------------------------------------------- flow, bots, conformance

#[test]
fn a_round_ends_after_every_seat_and_the_game_after_six() {
    let mut s = Diaominos.with_cube(2, Cube::solved());
    Diaominos.start_round(&mut s);
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut seen_seat1 = false;
    while s.phase != Phase::Over {
        if s.seat() == Some(1) {
            seen_seat1 = true;
        }
        let legal = Diaominos.legal_actions(&s);
        let a = legal[rng.random_range(0..legal.len())].clone();
        apply(&Diaominos, &mut s, &a).unwrap();
    }
    assert!(seen_seat1);
    assert_eq!(s.round, 6);
    assert!(s
        .sheets
        .iter()
        .all(|sh| sh.loads.len() + sh.skipped.len() == 24));
}

#[test]
fn normal_bot_picks_legal_actions_and_beats_easy() {
    use crate::engine::BotLevel;
    let (mut easy, mut normal) = (0, 0);
    for seed in 0..6u64 {
        for level in [BotLevel::Easy, BotLevel::Normal] {
            let mut s = Diaominos.new_state(&Options::default(), 1).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let sc = Diaominos.sample_chance(&s, &mut rng);
            apply(&Diaominos, &mut s, &sc).unwrap();
            while s.phase != Phase::Over {
                let c = crate::engine::bot_action(
                    &Diaominos,
                    &s,
                    level,
                    &mut crate::engine::Think::new(&mut rng, 0),
                )
                .unwrap();
                apply(&Diaominos, &mut s, &c.action).unwrap();
            }
            let t = Diaominos.scores(&s)[0].total;
            match level {
                BotLevel::Easy => easy += t,
                BotLevel::Normal => normal += t,
                BotLevel::Strong => unreachable!("only Easy and Normal play here"),
            }
        }
    }
    assert!(normal > easy, "normal {normal} vs easy {easy}");
}

#[test]
fn conformance_one_seat() {
    check_game(Diaominos, Options::default(), 1, 3, 11);
}

#[test]
fn conformance_two_seats() {
    check_game(Diaominos, Options::default(), 2, 2, 12);
}

#[test]
fn conformance_four_seats() {
    check_game(Diaominos, Options::default(), 4, 1, 14);
}

#[test]
fn bot_light_sheet_agrees_with_the_rules() {
    use crate::games::diaominos::bot::Light;
    let mut s = Diaominos.with_cube(1, Cube::solved());
    let mut rng = ChaCha8Rng::seed_from_u64(21);
    let sc = Diaominos.sample_chance(
        &Diaominos.new_state(&Options::default(), 1).unwrap(),
        &mut rng,
    );
    if let Action::Scramble { turns, orient } = sc {
        for t in turns.iter() {
            s.cube.turn(t);
        }
        s.cube.rotate_whole(&ORIENTATIONS[orient as usize]);
    }
    Diaominos.start_round(&mut s);
    let mut checked = 0;
    while s.phase != Phase::Over {
        let legal = Diaominos.legal_actions(&s);
        let a = legal[rng.random_range(0..legal.len())].clone();
        if let Some(pl) = Diaominos::placement_of(&a) {
            let sh = &s.sheets[0];
            let predicted = Light::of(sh).load(sh, pl);
            let mut after = s.clone();
            apply(&Diaominos, &mut after, &a).unwrap();
            assert_eq!(predicted, Light::of(&after.sheets[0]), "after {a}");
            // The log line's preview agrees too.
            let (made, shapes) = sh.load_preview(pl);
            let new = &after.sheets[0];
            let count = |x: &Sheet| x.masks().diamond.count_ones() + x.masks().spent.count_ones();
            assert_eq!(made.count_ones(), count(new) - count(sh), "after {a}");
            let scored: Vec<u8> = new.shapes[sh.shapes.len()..]
                .iter()
                .map(|x| x.piece)
                .collect();
            assert_eq!(shapes, scored, "after {a}");
            checked += 1;
        }
        apply(&Diaominos, &mut s, &a).unwrap();
    }
    assert!(checked > 10);
}

#[test]
fn a_marked_drawing_cell_landing_on_a_wild_mark_is_used_up_anyway() {
    let mut sh = Sheet::new();
    sh.drawings[O as usize][3] = Mark::Marked;
    sh.grid.set(cell("a1") as usize, Cell::WildMark);
    sh.slots = vec![Slot::Piece(O)];
    // Find the O orientation at a1 that puts drawing cell 3 on a1.
    let a = Diaominos::load_actions(&Diaominos, &sh)
        .into_iter()
        .find(|a| {
            Diaominos::placement_of(a)
                .is_some_and(|pl| pl.anchor == cell("a1") && pl.cells[3] == cell("a1"))
        })
        .unwrap();
    let pl = Diaominos::placement_of(&a).unwrap();
    sh.load(pl, 1);
    assert_eq!(sh.grid[cell("a1") as usize], Cell::Diamond);
    assert_eq!(sh.drawings[O as usize][3], Mark::Used);
    assert_eq!(sh.masks().diamond.count_ones(), 1, "one cell, one diamond");
    // Later top stickers never mark a used cell again.
    sh.mark_drawing(O as usize);
    assert_eq!(sh.drawings[O as usize][3], Mark::Used);
    assert_eq!(sh.drawings[O as usize][2], Mark::Marked);
}

use super::*;
use crate::engine::rules::{Rules, ToMove};
use crate::engine::session::{SeatInfo, Session};
use crate::game::Game;
use crate::games::hex_roller::HexRoller;
use crate::games::honeycomb::Honeycomb;

/// A game whose seats are people ("Ann", "Bob", …) but whose every move was `level`'s choice.
fn played_by_bot<G: Game>(
    rules: G,
    options: G::Options,
    seats: usize,
    seed: u64,
    level: BotLevel,
) -> String {
    let people = (0..seats)
        .map(|i| SeatInfo::human(["Ann", "Bob", "Cy", "Di"][i]))
        .collect();
    let mut s = Session::new(rules, options, people, seed).unwrap();
    while !s.is_over() {
        let choice = s.bot_choice(level).expect("a move");
        s.apply(choice.action).unwrap();
    }
    crate::game::save_text(&s).unwrap()
}

fn quiet(text: &str, settings: &ReviewSettings) -> Result<Review, String> {
    match review_any(text, settings, &mut |_, _| true) {
        Ok(Some(review)) => Ok(review),
        Ok(None) => panic!("a review that is never cancelled was cancelled"),
        Err(e) => Err(e.to_string()),
    }
}

#[test]
fn a_game_of_the_reference_bots_moves_loses_nothing() {
    let save = played_by_bot(HexRoller, Default::default(), 2, 5, BotLevel::Normal);
    let r = quiet(&save, &ReviewSettings::quick()).unwrap();
    assert!(
        r.decisions.len() > 40,
        "both people's decisions are reviewed"
    );
    assert!(r.decisions.iter().any(|d| d.seat == 1));
    assert!(r.decisions.iter().all(|d| d.agreed() && d.lost == 0.0));
    assert_eq!(r.total_lost(), 0.0);
    assert!(
        r.summary().starts_with("No decision lost points"),
        "{}",
        r.summary()
    );

    // The Strong level too, where it is quick: Honeycomb on the smallest board (exact search).
    let small = crate::games::honeycomb::rules::Options { radius: 3 };
    let save = played_by_bot(Honeycomb, small, 1, 2, BotLevel::Strong);
    let strong = ReviewSettings {
        level: BotLevel::Strong,
        rollouts: 2,
        seats: None,
    };
    let r = quiet(&save, &strong).unwrap();
    assert!(!r.decisions.is_empty());
    assert_eq!(r.total_lost(), 0.0, "{}", r.table_text());
}

/// Hex Roller's last decision ends the game, so both moves' expected scores are exact final
/// scores: worked out here by applying each legal action, they must be what the review reports.
#[test]
fn a_worse_last_move_loses_exactly_its_final_score_difference() {
    let rules = HexRoller;
    for seed in 1..40 {
        let mut s = Session::new(
            rules,
            Default::default(),
            vec![SeatInfo::human("Ann")],
            seed,
        )
        .unwrap();
        let mut last = None;
        while !s.is_over() {
            let legal = s.legal_actions();
            let finals: Vec<i32> = legal
                .iter()
                .map(|a| {
                    let mut st = s.state().clone();
                    rules.perform(&mut st, a);
                    if rules.to_move(&st) == ToMove::Over {
                        rules.scores(&st)[0].total
                    } else {
                        i32::MIN
                    }
                })
                .collect();
            let best = s.bot_choice(BotLevel::Normal).unwrap().action;
            let ends = finals.iter().all(|&f| f != i32::MIN);
            let worst = finals.iter().copied().min().unwrap_or(0);
            let action = match legal.iter().position(|a| *a == best) {
                Some(b) if ends && finals[b] > worst => {
                    let w = finals.iter().position(|&f| f == worst).unwrap();
                    last = Some((s.log().len(), finals[b], worst));
                    legal[w].clone()
                }
                _ => best,
            };
            s.apply(action).unwrap();
        }
        let Some((index, best_score, played_score)) = last else {
            continue;
        };
        let save = crate::game::save_text(&s).unwrap();
        let r = quiet(&save, &ReviewSettings::quick()).unwrap();
        let d = r.decisions.iter().find(|d| d.index == index).unwrap();
        assert!(!d.agreed());
        assert_eq!(d.expected_played, f64::from(played_score));
        assert_eq!(d.expected_best, f64::from(best_score));
        assert_eq!(d.lost, f64::from(best_score - played_score));
        assert_eq!(
            r.biggest(),
            Some(d),
            "the only costly decision is the biggest"
        );
        assert!(r.summary().contains(&d.played_text), "{}", r.summary());
        assert!(r.decisions.iter().filter(|x| !x.agreed()).count() == 1);
        return;
    }
    panic!("no seed in 1..40 had a last decision with a worse choice");
}

#[test]
fn reviews_are_repeatable_and_cached_by_save_and_settings() {
    let save = played_by_bot(HexRoller, Default::default(), 1, 8, BotLevel::Easy);
    let settings = ReviewSettings::quick();
    let a = quiet(&save, &settings).unwrap();
    let b = quiet(&save, &settings).unwrap();
    assert_eq!(
        serde_json::to_string(&a).unwrap(),
        serde_json::to_string(&b).unwrap()
    );
    // Easy's moves differ from Normal's, and some cost points.
    assert!(a.decisions.iter().any(|d| !d.agreed()));
    assert!(a.total_lost() > 0.0);
    let key = cache_key(&save, &settings);
    assert_eq!(key, cache_key(&save, &settings));
    assert_eq!(key, cache_key(&save.replace('\n', "\r\n"), &settings));
    let more = ReviewSettings {
        rollouts: 5,
        ..settings.clone()
    };
    assert_ne!(key, cache_key(&save, &more));
    let strong = ReviewSettings {
        level: BotLevel::Strong,
        ..settings.clone()
    };
    assert_ne!(key, cache_key(&save, &strong));
    assert_ne!(
        key,
        cache_key(&save.replace("seed: 8", "seed: 9"), &settings)
    );
}

#[test]
fn progress_counts_up_and_can_cancel() {
    let save = played_by_bot(HexRoller, Default::default(), 1, 3, BotLevel::Normal);
    let mut seen = Vec::new();
    let r = review_any(&save, &ReviewSettings::quick(), &mut |d, t| {
        seen.push((d, t));
        true
    })
    .unwrap()
    .expect("not cancelled");
    let total = seen[0].1;
    assert_eq!(seen.first(), Some(&(0, total)));
    assert_eq!(seen.last(), Some(&(total, total)));
    assert!(r.decisions.len() <= total);
    let mut calls = 0;
    let cancelled = review_any(&save, &ReviewSettings::quick(), &mut |_, _| {
        calls += 1;
        calls < 3
    });
    assert!(matches!(cancelled, Ok(None)), "cancelling is not an error");
    assert_eq!(calls, 3);
}

#[test]
fn bad_saves_and_settings_are_refused_with_a_reason() {
    let save = played_by_bot(HexRoller, Default::default(), 1, 3, BotLevel::Easy);
    let e = quiet("not a save", &ReviewSettings::quick()).unwrap_err();
    assert!(e.starts_with("cannot review"), "{e}");
    let broken = save.replacen("\"pick ", "\"pick 9", 1);
    let e = quiet(&broken, &ReviewSettings::quick()).unwrap_err();
    assert!(e.contains("action"), "{e}");
    let seat5 = ReviewSettings {
        seats: Some(vec![4]),
        ..ReviewSettings::quick()
    };
    assert!(quiet(&save, &seat5).unwrap_err().contains("no seat 5"));
    let none = ReviewSettings {
        rollouts: 0,
        ..ReviewSettings::quick()
    };
    assert!(quiet(&save, &none).unwrap_err().contains("rollouts"));
}

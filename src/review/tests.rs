use super::*;
use crate::engine::rules::{Rules, ToMove};
use crate::engine::session::{SeatInfo, Session};
use crate::game::Game;
use crate::games::hex_roller::HexRoller;
use crate::games::honeycomb::Honeycomb;
use rand::SeedableRng;

/// A finished game whose seats are people ("Ann", "Bob", …) but whose every move was `level`'s
/// choice.
pub(super) fn bot_session<G: Game>(
    rules: G,
    options: G::Options,
    seats: usize,
    seed: u64,
    level: BotLevel,
) -> Session<G> {
    let people = (0..seats)
        .map(|i| SeatInfo::human(["Ann", "Bob", "Cy", "Di"][i]))
        .collect();
    let mut s = Session::new(rules, options, people, seed).unwrap();
    while !s.is_over() {
        let choice = s.bot_choice(level).expect("a move");
        s.apply(choice.action).unwrap();
    }
    s
}

/// [`bot_session`]'s save.
fn played_by_bot<G: Game>(
    rules: G,
    options: G::Options,
    seats: usize,
    seed: u64,
    level: BotLevel,
) -> String {
    crate::game::save_text(&bot_session(rules, options, seats, seed, level)).unwrap()
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
        assert_eq!(d.expected_played, Some(f64::from(played_score)));
        assert_eq!(d.expected_best, Some(f64::from(best_score)));
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

/// A game of `seats` people played by `level` bots in which, on every simultaneous step, a seat
/// other than the one in focus often goes ahead (so its save lines name it: `P2: …`). The ahead
/// seat is drawn from the seed.
fn interleaved<G: Game>(rules: G, seats: usize, seed: u64, level: BotLevel, cap: usize) -> String {
    use rand::Rng;
    let people = (0..seats)
        .map(|i| SeatInfo::human(["Ann", "Bob", "Cy", "Di"][i]))
        .collect();
    let mut s = Session::new(rules, Default::default(), people, seed).unwrap();
    let mut pick = rand_chacha::ChaCha8Rng::seed_from_u64(seed ^ 0x5EA7);
    while !s.is_over() && s.log().len() < cap {
        let ready = s.ready();
        let seat = match s.to_move() {
            ToMove::Seat(focus) if ready.len() > 1 && pick.random_bool(0.6) => {
                let others: Vec<usize> = ready.into_iter().filter(|&r| r != focus).collect();
                others[pick.random_range(0..others.len())]
            }
            ToMove::Seat(focus) => focus,
            _ => unreachable!("a running session waits for a seat"),
        };
        let job = s.bot_job_as(seat, level).expect("a ready seat");
        let choice = job.run().expect("a move");
        s.apply_as(seat, choice.action).unwrap();
    }
    crate::game::save_text(&s).unwrap()
}

/// Every decision's played move and the bot's choice are legal for the seat that made it, in the
/// position it made it in (with that seat in focus).
fn check_seats<G: Game>(rules: G, save: &str, review: &Review) -> usize {
    let session = crate::game::load_session(rules, save).unwrap();
    for d in &review.decisions {
        assert_eq!(
            session.log()[d.index].actor,
            ToMove::Seat(d.seat),
            "decision at line {} is charged to the seat that made it",
            d.line()
        );
        let mut before = session.prefix(d.index);
        assert!(before.focus(d.seat));
        let legal: Vec<String> = before
            .legal_actions()
            .iter()
            .map(|a| a.to_string())
            .collect();
        assert!(legal.contains(&d.played), "line {}: {}", d.line(), d.played);
        assert!(
            legal.contains(&d.best),
            "line {}: the bot's `{}` is not legal for seat {} ({legal:?})",
            d.line(),
            d.best,
            d.seat + 1
        );
    }
    (0..session.log().len())
        .filter(|&i| session.acted_out_of_turn(i))
        .count()
}

#[test]
fn seats_acting_ahead_on_simultaneous_steps_are_reviewed_as_themselves() {
    use crate::games::diaominos::Diaominos;
    use crate::games::molecular::Molecular;
    let one = ReviewSettings {
        level: BotLevel::Normal,
        rollouts: 1,
        seats: None,
    };
    let mut ahead = 0;
    let mut reviewed = 0;
    for seed in 1..3 {
        let save = interleaved(HexRoller, 3, seed, BotLevel::Easy, usize::MAX);
        let r = quiet(&save, &one).unwrap();
        ahead += check_seats(HexRoller, &save, &r);
        reviewed += r.decisions.len();
    }
    // The longer games are cut short: a review of a running game rolls out to its end anyway.
    let save = interleaved(Molecular, 3, 4, BotLevel::Easy, 60);
    let r = quiet(&save, &one).unwrap();
    ahead += check_seats(Molecular, &save, &r);
    reviewed += r.decisions.len();
    let save = interleaved(Diaominos, 2, 5, BotLevel::Easy, 40);
    let r = quiet(&save, &one).unwrap();
    ahead += check_seats(Diaominos, &save, &r);
    reviewed += r.decisions.len();
    assert!(
        ahead > 20,
        "only {ahead} lines were taken ahead of the focus"
    );
    assert!(reviewed > 100, "only {reviewed} decisions reviewed");
}

/// The same Hex Roller game saved twice: seats in turn (no line names its seat), and with Bob
/// writing each roll before Ann (`P2: …` lines). A seat's decisions are the same positions of its
/// own sheet, so the review gives the same choices and the same losses.
#[test]
fn a_seat_tagged_save_reviews_like_the_untagged_save_of_the_same_positions() {
    let people = || vec![SeatInfo::human("Ann"), SeatInfo::human("Bob")];
    let mut untagged = Session::new(HexRoller, Default::default(), people(), 11).unwrap();
    while !untagged.is_over() {
        let choice = untagged.bot_choice(BotLevel::Easy).unwrap();
        untagged.apply(choice.action).unwrap();
    }
    // Replay the same actions, each roll's seat actions with Bob's first.
    let mut tagged = Session::new(HexRoller, Default::default(), people(), 11).unwrap();
    let log = untagged.log().to_vec();
    let mut at = 0;
    while at < log.len() {
        let end = (at..log.len())
            .find(|&i| log[i].actor == ToMove::Chance)
            .map_or(log.len(), |i| if i == at { at + 1 } else { i });
        if log[at].actor == ToMove::Chance {
            // Drawn by the session itself (the same seed).
            at = end;
            continue;
        }
        for seat in [1, 0] {
            for e in &log[at..end] {
                if e.actor == ToMove::Seat(seat) {
                    tagged.apply_as(seat, e.action.clone()).unwrap();
                }
            }
        }
        at = end;
    }
    assert!(tagged.is_over());
    let (a, b) = (
        crate::game::save_text(&untagged).unwrap(),
        crate::game::save_text(&tagged).unwrap(),
    );
    assert!(b.contains("\"P2: ") && !a.contains("\"P2: "));
    let reloaded = crate::game::load_session(HexRoller, &b).unwrap();
    assert_eq!(
        HexRoller.scores(reloaded.state()),
        HexRoller.scores(untagged.state())
    );
    let bob = ReviewSettings {
        seats: Some(vec![1]),
        ..ReviewSettings::quick()
    };
    let (ra, rb) = (quiet(&a, &bob).unwrap(), quiet(&b, &bob).unwrap());
    assert!(
        ra.total_lost() > 0.0,
        "Easy moves lose points: {}",
        ra.table_text()
    );
    assert_eq!(ra.decisions.len(), rb.decisions.len());
    for (x, y) in ra.decisions.iter().zip(&rb.decisions) {
        assert_eq!(
            (x.seat, x.turn, &x.played, &x.best),
            (y.seat, y.turn, &y.played, &y.best)
        );
        assert_eq!(x.expected_played, y.expected_played, "line {}", x.line());
        assert_eq!(x.expected_best, y.expected_best, "line {}", x.line());
        assert_eq!(x.lost, y.lost);
    }
    assert_eq!(ra.total_lost(), rb.total_lost());
}

/// A seat name of any length never panics: over the cap the save is refused in one line; at the
/// cap it prints shortened, with no width from the data in a format string.
#[test]
fn a_very_long_name_is_refused_or_shortened_in_the_table_and_summary() {
    let save = played_by_bot(HexRoller, Default::default(), 1, 8, BotLevel::Easy);
    let huge = "Ann".repeat(30_000);
    let refused = quiet(
        &save.replacen("\"Ann\"", &format!("\"{huge}\""), 1),
        &ReviewSettings::quick(),
    )
    .unwrap_err();
    assert!(
        refused.contains("at most 40") && !refused.contains('\n'),
        "{refused}"
    );
    let long = "W".repeat(crate::engine::seats::MAX_NAME_CHARS);
    let save = save.replacen("\"Ann\"", &format!("\"{long}\""), 1);
    let r = quiet(&save, &ReviewSettings::quick()).unwrap();
    assert_eq!(r.decisions[0].who, long);
    let table = r.table_text();
    assert!(table.lines().all(|l| l.chars().count() < 200), "{table}");
    assert!(r.summary().chars().count() < 300, "{}", r.summary());
    assert!(table.contains(&shown_name(&long)));
    assert_ne!(
        shown_name(&long),
        long,
        "a 40-character name is shortened in the table"
    );
}

/// Moves a bot made for a person ("Bot plays for me") are saved as such and never charged to the
/// person; a save without the list (older saves) loads with every move the person's own.
#[test]
fn moves_a_bot_made_for_a_person_are_not_charged_to_them() {
    let mut s = Session::new(
        HexRoller,
        Default::default(),
        vec![SeatInfo::human("Ann")],
        8,
    )
    .unwrap();
    let mut by_bot = Vec::new();
    while !s.is_over() {
        let choice = s.bot_choice(BotLevel::Easy).unwrap();
        // Every other roll the person lets the bot play (Easy: moves that lose points).
        if s.log().iter().filter(|e| e.actor == ToMove::Chance).count() % 2 == 0 {
            by_bot.push(s.log().len());
            s.apply_as_bot(0, choice.action).unwrap();
        } else {
            s.apply(choice.action).unwrap();
        }
    }
    let save = crate::game::save_text(&s).unwrap();
    assert!(save.contains("bot_moves"), "{save}");
    let loaded = crate::game::load_session(HexRoller, &save).unwrap();
    let marked: Vec<usize> = (0..loaded.log().len())
        .filter(|&i| loaded.played_by_bot(i))
        .collect();
    assert_eq!(marked, by_bot);
    assert_eq!(crate::game::save_text(&loaded).unwrap(), save);

    let r = quiet(&save, &ReviewSettings::quick()).unwrap();
    assert!(!r.decisions.is_empty());
    assert!(r.decisions.iter().all(|d| !by_bot.contains(&d.index)));
    // The same game in an older save (no list): every move is charged, the bot's ones too.
    let start = save.find("    bot_moves:").unwrap();
    let end = start + save[start..].find("],\n").unwrap() + 3;
    let old = format!("{}{}", &save[..start], &save[end..]);
    let r_old = quiet(&old, &ReviewSettings::quick()).unwrap();
    assert!(r_old.decisions.iter().any(|d| by_bot.contains(&d.index)));
    assert!(r_old.decisions.len() > r.decisions.len());
}

/// A review is the same on one thread as on several: the rollouts' numbers come from the decision,
/// the early stop's batches are fixed, and the sums run in rollout order.
#[test]
fn a_review_is_the_same_for_any_thread_count() {
    let save = played_by_bot(HexRoller, Default::default(), 1, 4, BotLevel::Easy);
    let settings = ReviewSettings {
        rollouts: 2 * BATCH,
        ..ReviewSettings::quick()
    };
    let on = |threads: usize| {
        let mut last = (0, 0);
        let r = review_any_with(&save, &settings, threads, &mut |d, t| {
            assert!(d >= last.0 && d <= t, "progress counts up: {d} of {t}");
            last = (d, t);
            true
        })
        .unwrap()
        .expect("not cancelled");
        assert_eq!(last.0, last.1, "the last progress is every decision");
        serde_json::to_string(&r).unwrap()
    };
    let one = on(1);
    let review: Review = serde_json::from_str(&one).unwrap();
    assert!(
        review.decisions.iter().filter(|d| !d.agreed()).count() > 10,
        "Easy's moves are compared by rollouts"
    );
    for threads in [2, 3] {
        assert_eq!(one, on(threads), "{threads} threads");
    }
}

/// The same for Diaominos, whose rollouts draw no random number, so rollouts of one decision stop
/// where another's ended (which thread got there first differs from run to run).
#[test]
fn a_diaominos_review_is_the_same_for_any_thread_count() {
    use crate::games::diaominos::Diaominos;
    let save = interleaved(Diaominos, 2, 7, BotLevel::Easy, 40);
    let on = |threads: usize| {
        let r = review_any_with(&save, &ReviewSettings::quick(), threads, &mut |_, _| true)
            .unwrap()
            .expect("not cancelled");
        serde_json::to_string(&r).unwrap()
    };
    let one = on(1);
    let review: Review = serde_json::from_str(&one).unwrap();
    assert!(review.decisions.iter().filter(|d| !d.agreed()).count() > 10);
    assert_eq!(one, on(2));
}

/// Rollouts stop after a whole batch at the earliest, and a decision stopped after `n` rollouts
/// has exactly the estimate of a review asked for `n` rollouts; a decision whose moves were the
/// same gets none.
#[test]
fn the_early_stop_keeps_whole_batches_and_the_estimate_of_that_many_rollouts() {
    let save = played_by_bot(HexRoller, Default::default(), 1, 6, BotLevel::Easy);
    let max = 4 * BATCH;
    let settings = ReviewSettings {
        rollouts: max,
        ..ReviewSettings::quick()
    };
    let r = quiet(&save, &settings).unwrap();
    for d in &r.decisions {
        if d.agreed() {
            assert_eq!((d.rollouts, d.expected_played), (0, None));
        } else {
            assert!(d.rollouts >= 1 && d.rollouts <= max);
        }
    }
    let early: Vec<&Decision> = r
        .decisions
        .iter()
        .filter(|d| !d.agreed() && d.rollouts > 1 && d.rollouts < max)
        .collect();
    assert!(!early.is_empty(), "{}", r.table_text());
    // One review again, asked for as many rollouts as the first early stop took (each review of
    // this game is several seconds of the debug test run).
    for d in early.into_iter().take(1) {
        assert_eq!(d.rollouts % BATCH, 0, "line {}", d.line());
        let fewer = ReviewSettings {
            rollouts: d.rollouts,
            ..settings.clone()
        };
        let again = quiet(&save, &fewer).unwrap();
        let same = again.decisions.iter().find(|x| x.index == d.index).unwrap();
        assert_eq!(
            (same.expected_played, same.expected_best, same.rollouts),
            (d.expected_played, d.expected_best, d.rollouts),
            "line {}",
            d.line()
        );
    }
}

/// Diaominos' future is fixed once the cube is scrambled and its Normal bot draws no numbers, so
/// a rollout is the same whatever its number: one is played per move, and its score is exact.
#[test]
fn rollouts_that_draw_no_random_number_are_played_once() {
    use crate::games::diaominos::Diaominos;
    let save = interleaved(Diaominos, 2, 3, BotLevel::Easy, 30);
    let settings = ReviewSettings {
        rollouts: 3 * BATCH,
        ..ReviewSettings::quick()
    };
    let r = quiet(&save, &settings).unwrap();
    let differ: Vec<&Decision> = r.decisions.iter().filter(|d| !d.agreed()).collect();
    assert!(differ.len() > 5, "{}", r.table_text());
    assert!(differ.iter().all(|d| d.rollouts == 1), "{}", r.table_text());
    // Hex Roller rolls dice: its rollouts are played.
    let save = played_by_bot(HexRoller, Default::default(), 1, 6, BotLevel::Easy);
    let r = quiet(&save, &settings).unwrap();
    assert!(r.decisions.iter().any(|d| d.rollouts >= BATCH));
}

/// The review's one replay of the log gives every position `prefix` gives, seats acting ahead
/// and bot moves for a person included.
#[test]
fn each_prefix_visits_every_prefix_in_order() {
    use crate::games::molecular::Molecular;
    let save = interleaved(Molecular, 3, 2, BotLevel::Easy, 80);
    let s = crate::game::load_session(Molecular, &save).unwrap();
    let mut seen = 0;
    s.each_prefix(|before| {
        let want = s.prefix(seen);
        assert_eq!(before.log().len(), seen);
        assert_eq!(before.state(), want.state(), "position {seen}");
        assert_eq!(before.to_move(), want.to_move());
        seen += 1;
    });
    assert_eq!(seen, s.log().len() + 1);
}

/// Seats nobody named (a hosted game's, a room's made without names) are worded where the review
/// prints them, in the reader's language, as the log words them: never an empty name.
#[test]
fn unnamed_seats_are_worded_in_the_summary_and_table_in_the_readers_language() {
    use crate::engine::text::{set_lang, Lang};
    let save = played_by_bot(HexRoller, Default::default(), 2, 8, BotLevel::Easy)
        .replacen("\"Ann\"", "\"\"", 1)
        .replacen("\"Bob\"", "\"\"", 1);
    let r = quiet(&save, &ReviewSettings::quick()).unwrap();
    assert!(r.costly().count() > 0, "Easy's moves cost something");
    assert_eq!(r.decisions[0].who, "", "the review keeps the save's name");
    set_lang(Lang::De);
    let (summary, table) = (r.summary(), r.table_text());
    set_lang(Lang::En);
    assert!(summary.contains("Spieler "), "{summary}");
    assert!(!summary.contains(", :"), "{summary}");
    assert!(
        table.contains("Spieler 1") && table.contains("Spieler 2"),
        "{table}"
    );
    // A bot's seat reads as its log lines do.
    let mut d = r.decisions[0].clone();
    d.bot = Some(BotLevel::Normal);
    assert_eq!(d.who_shown(), format!("Bot {} (Normal)", d.seat + 1));
    d.who = "Robo".into();
    assert_eq!(d.who_shown(), "Robo");
}

/// A review labels each decision by its points lost and its game's thresholds, and a seat's
/// accuracy is the share of its decisions left unlabelled: checked on an Easy game, whose moves
/// earn every label.
#[test]
fn decisions_are_labelled_by_their_games_thresholds_and_counted_in_the_accuracy() {
    let save = played_by_bot(HexRoller, Default::default(), 1, 4, BotLevel::Easy);
    let r = quiet(&save, &ReviewSettings::quick()).unwrap();
    let limits = thresholds("hex-roller");
    for d in &r.decisions {
        assert_eq!(
            d.label,
            limits.label(d.lost),
            "line {}: {} lost",
            d.line(),
            d.lost
        );
    }
    let seat = &r.seats[0];
    let count = |l: Label| r.decisions.iter().filter(|d| d.label == Some(l)).count();
    assert_eq!(seat.inaccuracies, count(Label::Inaccuracy));
    assert_eq!(seat.mistakes, count(Label::Mistake));
    assert_eq!(seat.blunders, count(Label::Blunder));
    assert!(
        seat.blunders > 0 && seat.inaccuracies + seat.mistakes > 0,
        "{seat:?}"
    );
    let clean = r.decisions.iter().filter(|d| d.label.is_none()).count();
    let want = 100.0 * clean as f64 / r.decisions.len() as f64;
    assert_eq!(seat.accuracy, Some(want));
    assert!(want < 90.0, "Easy plays at random: {want}");
    let text = r.table_text();
    assert!(text.contains(&format!("accuracy {want:.0} %")), "{text}");
}

#[test]
fn trying_a_decision_again_scores_its_moves_as_the_review_did() {
    let save = played_by_bot(HexRoller, Default::default(), 2, 3, BotLevel::Easy);
    let settings = ReviewSettings::quick();
    let r = quiet(&save, &settings).unwrap();
    let costly: Vec<&Decision> = r.costly().take(6).collect();
    assert!(!costly.is_empty(), "an Easy game has costly decisions");
    let cancel = std::sync::atomic::AtomicBool::new(false);
    let retry = |d: &Decision, choice: &str| {
        retry_any(
            &Retry {
                save_text: &save,
                index: d.index,
                seat: d.seat,
                choice,
                best: &d.best,
                rollouts: settings.rollouts,
            },
            &cancel,
        )
        .map(|r| r.expect("not cancelled"))
    };
    for d in costly {
        // The game's move again: the review's own numbers, exactly.
        let again = retry(d, &d.played).unwrap();
        assert_eq!(
            again.expected_choice,
            d.expected_played,
            "line {}",
            d.line()
        );
        assert_eq!(again.expected_best, d.expected_best);
        assert_eq!(again.lost, d.lost);
        assert_eq!(again.label, d.label);
        assert_eq!(again.choice_text, d.played_text);
        assert_eq!(again.best_text, d.best_text);
        assert_eq!(again.found(), d.label.is_none());
        // The bot's move: found, nothing to compare.
        let found = retry(d, &d.best).unwrap();
        assert!(found.found());
        assert_eq!(
            (found.lost, found.rollouts, found.expected_choice),
            (0.0, 0, None)
        );
    }
    // Refused with a reason: a move that is not legal there, a line that is no decision of the
    // seat, bad rollouts; the save's game is read from the save.
    let d = r.costly().next().unwrap();
    assert!(matches!(
        retry(d, "nonsense"),
        Err(ReviewError::NotLegal(_))
    ));
    let past = Decision {
        index: 100_000,
        ..d.clone()
    };
    assert!(matches!(
        retry(&past, &d.played),
        Err(ReviewError::NoDecision { .. })
    ));
    let bad = Retry {
        save_text: &save,
        index: d.index,
        seat: d.seat,
        choice: &d.played,
        best: &d.best,
        rollouts: 0,
    };
    assert!(matches!(
        retry_any(&bad, &cancel),
        Err(ReviewError::Rollouts(0))
    ));
    // Cancelled before it starts: nothing.
    cancel.store(true, std::sync::atomic::Ordering::Relaxed);
    let stopped = Retry {
        rollouts: settings.rollouts,
        ..bad
    };
    assert!(matches!(retry_any(&stopped, &cancel), Ok(None)));
}

/// Rollouts of one round draw the same numbers, and where two meet the same position at the next
/// chance step one takes the other's end: the review is the one played without that (every
/// rollout played in full), in a game whose seats all play on (Black Molly: every seat's scores
/// kept) and in one whose rollouts pass the other seats over (Hex Roller: one seat's), on one
/// thread and on two; and ends are taken.
#[test]
fn rollouts_meeting_at_the_dice_take_each_others_ends_and_change_nothing() {
    use super::analysis::review_with_memo;
    use super::memo::Memo;
    use crate::games::black_molly::BlackMolly;
    // Normal's games against Easy's choices: the played moves are the rollouts' own, so a played
    // move's rollouts follow the game to the dice.
    let settings = ReviewSettings {
        level: BotLevel::Easy,
        rollouts: BATCH,
        seats: None,
    };
    let molly = played_by_bot(BlackMolly, Default::default(), 2, 2, BotLevel::Normal);
    let hex = played_by_bot(HexRoller, Default::default(), 2, 4, BotLevel::Normal);
    let review = |text: &str, memo: &Memo, threads: usize| {
        let id = crate::engine::save::peek_game(text).unwrap();
        let r = if id == "black-molly" {
            review_with_memo(BlackMolly, text, &settings, threads, memo, &mut |_, _| true)
        } else {
            review_with_memo(HexRoller, text, &settings, threads, memo, &mut |_, _| true)
        };
        serde_json::to_string(&r.unwrap().unwrap()).unwrap()
    };
    for (text, name) in [(&molly, "Black Molly"), (&hex, "Hex Roller")] {
        let full = review(text, &Memo::without_ahead(), 1);
        let parsed: Review = serde_json::from_str(&full).unwrap();
        assert!(
            parsed.decisions.iter().any(|d| d.rollouts > 0),
            "{name}: some moves differ"
        );
        for threads in [1, 2] {
            let shared = Memo::new();
            assert_eq!(
                review(text, &shared, threads),
                full,
                "{name}, {threads} threads"
            );
            assert!(shared.served() > 0, "{name}: no rollout met another's");
        }
    }
}

//! "Try again" in the review and the Practice list, played with egui_kittest by clicking hexes.

use crate::common;
use dicepad::engine::session::{SeatInfo, Session};
use dicepad::engine::BotLevel;
use dicepad::game::Playable;
use dicepad::games::honeycomb::rules::{action_target, Action, Options, State};
use dicepad::games::honeycomb::view::sheet::{hex_pos, sheet_fit};
use dicepad::games::honeycomb::Honeycomb;
use dicepad::history::{GameRecord, History};
use dicepad::review::{Decision, Retry};
use dicepad::sheet_kit::GameUi;
use dicepad::ui::event::{Event, Screen};
use dicepad::ui::play::fit_rect;
use dicepad::ui::review_analysis::Analysis;
use dicepad::ui::App;
use egui_kittest::kittest::Queryable;
use egui_kittest::Harness;

/// A finished Honeycomb game whose one seat is a person ("Ann") but whose every move was the Easy
/// bot's: costly decisions to try again, charged to a person.
fn easy_game(seed: u64) -> String {
    let ann = vec![SeatInfo::human("Ann")];
    let mut s = Session::new(Honeycomb, Options::default(), ann, seed).unwrap();
    while !s.is_over() {
        let choice = s.bot_choice(BotLevel::Easy).expect("a move");
        s.apply(choice.action).unwrap();
    }
    dicepad::game::save_text(&s).unwrap()
}

fn loaded(save: &str) -> Box<dyn Playable> {
    dicepad::games::find("honeycomb-caverns")
        .unwrap()
        .load_match(save)
        .unwrap()
}

/// Steps frames until `done` holds (the analysis and the weighing run on threads of their own).
fn wait_until(h: &mut Harness<'_, App>, what: &str, done: impl Fn(&Harness<'_, App>) -> bool) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    while !done(h) {
        assert!(std::time::Instant::now() < deadline, "{what}");
        std::thread::sleep(std::time::Duration::from_millis(20));
        h.step();
    }
    h.run();
}

fn review<'a>(h: &'a Harness<'_, App>) -> &'a dicepad::ui::review_mode::ReviewMode {
    let g = h.state().play.game.as_ref().expect("a game is open");
    g.review.as_ref().expect("the review is open")
}

fn analysed(h: &Harness<'_, App>) -> Option<dicepad::review::Review> {
    match &review(h).analysis {
        Analysis::Done(r) => Some(r.clone()),
        _ => None,
    }
}

/// A move to click: the roll (its button) or a move that is the only one landing on its hex.
#[derive(Clone)]
enum Click {
    Roll,
    Hex(dicepad::engine::hex::Hex),
}

/// The decision's position and the legal moves of it a click plays exactly, by notation.
fn position(save: &str, d: &Decision) -> (State, Vec<(String, Click)>) {
    let before = loaded(save).at_step(d.index, false);
    let s: State = ron::from_str(&before.state_text()).unwrap();
    let legal: Vec<Action> = before.legal().iter().map(|a| a.parse().unwrap()).collect();
    let unique = legal
        .iter()
        .filter_map(|a| match a {
            Action::Roll => Some((a.to_string(), Click::Roll)),
            _ => {
                let t = action_target(&s, a)?;
                let alone = legal
                    .iter()
                    .filter(|b| action_target(&s, b) == Some(t))
                    .count()
                    == 1;
                alone.then(|| (a.to_string(), Click::Hex(t)))
            }
        })
        .collect();
    (s, unique)
}

/// Plays `mv` on the trial's sheet: a click on its hex, or on the roll's button.
fn play(h: &mut Harness<'_, App>, s: &State, clicks: &[(String, Click)], mv: &str) {
    let click = clicks
        .iter()
        .find(|(a, _)| a == mv)
        .map(|(_, c)| c.clone())
        .expect("the move is a click of its own");
    // The last frames step by step: the move is weighed on its own thread while a spinner
    // repaints, and the callers wait for the answer.
    match click {
        Click::Roll => h.get_by_label("Roll the dice").click(),
        Click::Hex(target) => {
            let area = h.get_by_label("Ann's sheet").rect();
            let sheet = fit_rect(Honeycomb.sheet_size(s), area);
            let pos = hex_pos(&sheet_fit(sheet, s.radius), target);
            h.hover_at(pos);
            h.run();
            h.drag_at(pos);
            h.run();
            h.drop_at(pos);
        }
    }
    h.step();
}

/// The home screen's count of due positions.
fn due_words(n: usize) -> String {
    match n {
        1 => "1 position from your games".to_string(),
        n => format!("{n} positions from your games"),
    }
}

fn told(h: &Harness<'_, App>, text: &str) -> bool {
    h.query_by_label_contains(text).is_some()
}

/// A costly decision whose played move, bot's move and a third move each have a click of their own.
fn triable(save: &str, r: &dicepad::review::Review) -> (Decision, String) {
    r.costly()
        .find_map(|d| {
            let (_, clicks) = position(save, d);
            let has = |m: &str| clicks.iter().any(|(a, _)| a == m);
            let other = clicks
                .iter()
                .map(|(a, _)| a.clone())
                .find(|a| *a != d.played && *a != d.best)?;
            (has(&d.played) && has(&d.best)).then(|| (d.clone(), other))
        })
        .expect("a costly decision with three moves to click")
}

#[test]
fn try_again_asks_for_a_move_first_and_says_how_it_compares_with_the_bots_and_the_games() {
    let dir = common::temp_dir("trial", "review");
    let save = easy_game(11);
    let path = dir.join("easy.ron");
    std::fs::write(&path, &save).unwrap();
    let mut h = common::window(App::new(common::quiet_settings(), dir.clone()));
    h.run();
    h.state_mut().open_path(&path);
    h.state_mut()
        .send(Event::Run(dicepad::ui::command::Command::Review));
    wait_until(&mut h, "the analysis finishes", |h| analysed(h).is_some());
    let r = analysed(&h).unwrap();
    let (d, other) = triable(&save, &r);
    let (s, targets) = position(&save, &d);

    // The costly row shows the position; its Try again asks for a move, the bot's not shown.
    h.get_by_label_contains(&format!(" · {}. ", d.line()))
        .click();
    h.run();
    h.get_by_label("Try again: find a better move").click();
    h.run();
    assert!(review(&h).trial.is_some());
    assert_eq!(review(&h).step, d.index);
    h.get_by_label_contains(&format!("Try again: line {}, Ann", d.line()));
    h.get_by_label_contains("Find a better move than the one played in the game");

    // The bot's move: found, at once.
    play(&mut h, &s, &targets, &d.best);
    wait_until(&mut h, "the bot's move is told", |h| {
        told(h, "Found: that is the Normal bot's move")
    });
    // The game's move again: what the review said it lost.
    h.get_by_label("Try again").click();
    h.run();
    h.get_by_label_contains("Find a better move than the one played in the game");
    play(&mut h, &s, &targets, &d.played);
    let lost = format!("{:.1}", d.lost);
    wait_until(&mut h, "the game's move is told", |h| {
        told(
            h,
            &format!("The same move as in the game: it loses {lost} points"),
        )
    });
    // Another move: weighed on the decision's own rollouts, as the review would have.
    h.get_by_label("Try again").click();
    h.run();
    play(&mut h, &s, &targets, &other);
    let cancel = std::sync::atomic::AtomicBool::new(false);
    let expected = dicepad::review::retry_any(
        &Retry {
            save_text: &save,
            index: d.index,
            seat: d.seat,
            choice: &other,
            best: &d.best,
            rollouts: 2,
        },
        &cancel,
    )
    .unwrap()
    .unwrap();
    let words = if expected.found() {
        format!("Found: {} is as good as", expected.choice_text)
    } else {
        format!("{} loses {:.1} points", expected.choice_text, expected.lost)
    };
    wait_until(&mut h, "another move is told", |h| told(h, &words));

    // Back to the review at the decision; the reviewed game is as it was.
    h.get_by_label("Back to the review").click();
    h.run();
    assert!(review(&h).trial.is_none());
    assert_eq!(review(&h).step, d.index);
    let g = h.state().play.game.as_ref().unwrap();
    assert_eq!(g.m.save_text().unwrap(), save);
    // Esc ends a trial before it closes the review.
    h.get_by_label_contains(&format!(" · {}. ", d.line()))
        .click();
    h.run();
    h.get_by_label("Try again: find a better move").click();
    h.run();
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(review(&h).trial.is_none(), "Esc ended the trial");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_practice_list_brings_back_your_own_mistakes_and_schedules_them_by_the_answer() {
    let dir = common::temp_dir("trial", "practice");
    let save = easy_game(11);
    let id = {
        let mut history = History::open(&History::default_path(&dir)).unwrap();
        let rec =
            GameRecord::from_match(loaded(&save).as_ref(), 1_700_000_000, 1_700_000_600, false)
                .unwrap();
        history.record(&rec).unwrap()
    };
    let mut h = common::window(App::new(common::quiet_settings(), dir.clone()));
    h.run();
    assert!(
        h.query_by_label("Practice").is_none(),
        "no list before any mistake was found"
    );
    // Reviewing the recorded game puts Ann's mistakes and blunders on the list.
    h.state_mut().send(Event::OpenHistoryGame(id));
    wait_until(&mut h, "the analysis finishes", |h| analysed(h).is_some());
    let r = analysed(&h).unwrap();
    let mistakes: Vec<&Decision> = r
        .decisions
        .iter()
        .filter(|d| d.label >= Some(dicepad::review::Label::Mistake))
        .collect();
    assert!(!mistakes.is_empty(), "the Easy bot's game has mistakes");
    let listed = || {
        History::open(&History::default_path(&dir))
            .unwrap()
            .practice_all()
            .unwrap()
    };
    let steps: Vec<usize> = listed().iter().map(|it| it.step).collect();
    let mut expected: Vec<usize> = mistakes.iter().map(|d| d.index).collect();
    expected.sort();
    let mut got = steps.clone();
    got.sort();
    assert_eq!(got, expected, "exactly the mistakes and blunders");

    // On the home screen, the first due one a click away: its review opens, asking.
    h.state_mut().send(Event::Show(Screen::Home));
    h.run();
    h.get_by_label("Practice");
    h.get_by_label_contains(&due_words(mistakes.len()));
    let first = listed().into_iter().next().unwrap();
    let d = r
        .decisions
        .iter()
        .find(|d| d.index == first.step)
        .unwrap()
        .clone();
    h.get_by_label(&format!("Practise: Honeycomb Caverns, line {}", d.line()))
        .click();
    h.run();
    let trial = review(&h).trial.as_ref().expect("the position is asked");
    assert_eq!(trial.asked.index, d.index);
    assert_eq!(trial.asked.practice, Some(id));

    // The bot's move is found, the game's missed: either way back after a day (a first answer),
    // and the next one offered while more are due.
    let (s, clicks) = position(&save, &d);
    let clickable = |m: &str| clicks.iter().any(|(a, _)| a == m);
    let (mv, found) = if clickable(&d.best) {
        (d.best.clone(), 1)
    } else {
        assert!(
            clickable(&d.played),
            "the bot's move or the game's is a click"
        );
        (d.played.clone(), 0)
    };
    play(&mut h, &s, &clicks, &mv);
    wait_until(&mut h, "the answer is told", |h| {
        told(h, "On your Practice list: back in a day.")
    });
    let it = listed().into_iter().find(|it| it.step == d.index).unwrap();
    assert_eq!((it.tries, it.found, it.interval_days), (1, found, 1));
    // Another try, now that the bot's move was shown, does not count.
    h.get_by_label("Try again").click();
    h.run();
    play(&mut h, &s, &clicks, &mv);
    wait_until(&mut h, "the second answer is told", |h| {
        told(h, "On your Practice list: back in a day.")
            && review(h)
                .trial
                .as_ref()
                .is_some_and(|t| t.found().is_some())
    });
    let again = listed().into_iter().find(|it| it.step == d.index).unwrap();
    assert_eq!(again, it, "a second try leaves the schedule as it was");
    assert!(it.due > dicepad::history::now() + 23 * 3600);
    if mistakes.len() > 1 {
        h.get_by_label("Next position").click();
        h.run();
        let next = review(&h)
            .trial
            .as_ref()
            .expect("the next position is asked");
        assert_ne!(next.asked.index, d.index);
    }
    // Home again: one fewer due.
    h.state_mut().send(Event::Show(Screen::Home));
    h.run();
    if mistakes.len() > 1 {
        h.get_by_label_contains(&due_words(mistakes.len() - 1));
    } else {
        h.get_by_label_contains("Nothing to practise today");
    }

    // A position its game does not have (a damaged list) is refused with a reason and taken off.
    let bogus = dicepad::history::practice::PracticeItem {
        step: 10_000,
        ..first.clone()
    };
    h.state_mut().send(Event::Practise(Box::new(bogus)));
    h.run();
    h.get_by_label_contains("Line 10001 of this game is no move of the seat");
    assert!(
        listed().iter().all(|it| it.step != 10_000),
        "not on the list"
    );
    std::fs::remove_dir_all(&dir).ok();
}

//! Drives the window with egui_kittest as a player would: by labels and by clicking hexes.
#![cfg(feature = "gui")]
use crate::common;

use dicepad::engine::hex::Hex;
use dicepad::engine::Rules;
use dicepad::games::honeycomb::rules::{action_target, Action, State};
use dicepad::games::honeycomb::view::sheet::{hex_pos, sheet_fit};
use dicepad::games::honeycomb::Honeycomb;
use dicepad::sheet_kit::GameUi;
use dicepad::sim::{new_bot_match, play_out, write_bot_save, SelfplaySpec};
use dicepad::ui::play::fit_rect;
use dicepad::ui::settings::Settings;
use dicepad::ui::App;
use egui::Key;
use egui_kittest::kittest::Queryable;
use egui_kittest::Harness;

fn temp_dir(name: &str) -> std::path::PathBuf {
    common::temp_dir("ui", name)
}

fn harness(dir: &std::path::Path) -> Harness<'static, App> {
    common::window(App::new(common::quiet_settings(), dir.to_path_buf()))
}

fn state(h: &Harness<'_, App>) -> State {
    let g = h.state().play.game.as_ref().expect("a game is running");
    ron::from_str(&g.m.state_text()).expect("the state text is the game's RON")
}

fn start_honeycomb(h: &mut Harness<'_, App>) {
    h.get_by_label("New game: Honeycomb Caverns").click();
    h.run();
    h.state_mut()
        .windows
        .new_game()
        .expect("dialog open")
        .seed_text = "42".into();
    h.run();
    h.get_by_label("Start").click();
    h.run();
    assert!(h.state().play.game.is_some(), "Start opens the game");
}

use common::click_at;

#[test]
fn start_roll_click_a_highlighted_hex_and_undo() {
    let dir = temp_dir("play");
    let mut h = harness(&dir);
    h.run();
    start_honeycomb(&mut h);

    h.get_by_label("Roll the dice").click();
    h.run();
    let rolled = state(&h);
    let dice = rolled.dice().expect("dice on the table after Roll");
    let m = &h.state().play.game.as_ref().unwrap().m;
    assert_eq!(m.action_count(), 2, "roll and dice are logged");
    assert_eq!(
        m.log_notation(1).unwrap(),
        format!("dice {} {} {}", dice[0], dice[1], dice[2])
    );

    // Pick a legal action that is the only one landing on its hex and click that hex.
    let legal: Vec<Action> = h
        .state()
        .play
        .game
        .as_ref()
        .unwrap()
        .m
        .legal()
        .iter()
        .map(|a| a.parse().unwrap())
        .collect();
    let (action, target) = legal
        .iter()
        .filter_map(|a| action_target(&rolled, a).map(|t| (*a, t)))
        .find(|(_, t)| {
            legal
                .iter()
                .filter(|b| action_target(&rolled, b) == Some(*t))
                .count()
                == 1
        })
        .expect("some hex has exactly one legal action");
    let area = h.get_by_label("Ann's sheet").rect();
    let sheet = fit_rect(Honeycomb.sheet_size(&rolled), area);
    click_at(&mut h, hex_pos(&sheet_fit(sheet, rolled.radius), target));
    let g = h.state().play.game.as_ref().unwrap();
    assert_eq!(
        g.m.log_notation(g.m.action_count() - 1).unwrap(),
        action.to_string(),
        "the click applied that action"
    );
    let after = state(&h);
    assert!(after.trail.iter().any(|(hex, _)| *hex == target) || after.pos == target);

    // A hex no action reaches does nothing.
    let count = h.state().play.game.as_ref().unwrap().m.action_count();
    if !h.state().play.game.as_ref().unwrap().m.is_over() {
        let far = Hex::new(-5, 5);
        click_at(&mut h, hex_pos(&sheet_fit(sheet, rolled.radius), far));
        assert_eq!(
            h.state().play.game.as_ref().unwrap().m.action_count(),
            count,
            "an illegal hex is not applied"
        );
    }

    h.get_by_label("Undo").click();
    h.run();
    let undone = state(&h);
    assert_eq!(
        undone, rolled,
        "undo restores the rolled position with the same dice"
    );

    // The autosave follows every action.
    let autosave = std::fs::read_to_string(dir.join("autosave.ron")).expect("autosave written");
    assert!(autosave.contains("honeycomb-caverns"));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn keyboard_undo_and_hint() {
    let dir = temp_dir("keys");
    let mut h = harness(&dir);
    h.run();
    start_honeycomb(&mut h);
    h.get_by_label("Roll the dice").click();
    h.run();
    h.key_press(egui::Key::H);
    // The hint is thought out on the game's worker thread; frames go on meanwhile.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    let hint = loop {
        h.step();
        if let Some(hint) = h.state().play.game.as_ref().unwrap().m.hint_notation() {
            break hint;
        }
        assert!(std::time::Instant::now() < deadline, "H asks for a hint");
        std::thread::sleep(std::time::Duration::from_millis(10));
    };
    assert!(
        h.state()
            .play
            .game
            .as_ref()
            .unwrap()
            .m
            .legal()
            .contains(&hint),
        "the hint is a legal action"
    );
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(
        h.state().play.game.as_ref().unwrap().m.action_count(),
        0,
        "Ctrl+Z takes back the roll"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_broken_save_leaves_the_current_game_alone() {
    let dir = temp_dir("broken");
    let mut h = harness(&dir);
    h.run();
    start_honeycomb(&mut h);
    h.get_by_label("Roll the dice").click();
    h.run();
    let before = state(&h);
    let bad = dir.join("bad.ron");
    std::fs::write(&bad, "(format: 1, game: \"honeycomb-caverns\", options: (), seed: 1, seats: [(name: \"A\", kind: Human)], log: [\"roll\", \"dice 9 9 9\"])").unwrap();
    h.state_mut().open_path(&bad);
    h.run();
    let notice = h.state().notice().expect("an error is shown");
    assert!(
        notice.error && notice.text.contains("bad.ron") && notice.text.contains("action 2"),
        "{}",
        notice.text
    );
    assert_eq!(state(&h), before, "the running game is untouched");
    h.get_by_label("OK").click();
    h.run();
    assert!(h.state().notice().is_none());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_bot_seat_plays_to_the_end_and_the_end_screen_shows_the_breakdown() {
    let dir = temp_dir("bot");
    let mut h = harness(&dir);
    h.run();
    h.state_mut().shell.settings.bot_speed = 50.0;
    h.get_by_label("New game: Honeycomb Caverns").click();
    h.run();
    {
        let d = h.state_mut().windows.new_game().unwrap();
        d.seed_text = "3".into();
        d.seats[0].1 = dicepad::engine::SeatKind::Bot(dicepad::engine::BotLevel::Easy);
    }
    h.get_by_label("Start").click();
    h.step();
    for _ in 0..400 {
        if h.state().play.game.as_ref().unwrap().m.is_over() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(25));
        h.step();
    }
    h.run();
    assert!(
        h.state().play.game.as_ref().unwrap().m.is_over(),
        "the bot finished the game"
    );
    // The turn header says "Game over" and so does the end window's title.
    assert_eq!(h.get_all_by_label("Game over").count(), 2);
    h.get_by_label("Total");
    h.get_by_label("Play again: same dice");
    std::fs::remove_dir_all(&dir).ok();
}

/// Plays `G` in the window up to the first step that is a click on the sheet, clicks a highlighted
/// (legal) target there as a player would, and takes it back with the Undo button.
fn start_click_a_target_and_undo<G: dicepad::game::Game>(rules: G) {
    use dicepad::engine::ToMove;
    let info = G::info();
    let dir = temp_dir(info.id);
    let mut h = harness(&dir);
    h.run();
    h.get_by_label(&format!("New game: {}", info.name)).click();
    h.run();
    {
        let d = h.state_mut().windows.new_game().expect("dialog open");
        d.seed_text = "7".into();
        for seat in &mut d.seats {
            seat.1 = dicepad::engine::SeatKind::Human;
        }
    }
    h.run();
    h.get_by_label("Start").click();
    h.run();
    let game = |h: &Harness<'_, App>| {
        let g = h.state().play.game.as_ref().expect("a game is running");
        let state: G::State = ron::from_str(&g.m.state_text()).expect("the state text is RON");
        (g.m.to_move(), g.m.action_count(), state)
    };
    for _ in 0..60 {
        let (to_move, count, state) = game(&h);
        let ToMove::Seat(seat) = to_move else {
            panic!("{}: the game ended before any sheet click", info.id);
        };
        let legal = rules.legal_actions(&state);
        let name = h.state().play.game.as_ref().unwrap().m.seats()[seat]
            .name
            .clone();
        let area = h.get_by_label(&format!("{name}'s sheet")).rect();
        let rect = fit_rect(rules.sheet_size(&state), area);
        let view = G::View::default();
        // A point on the sheet that means exactly one candidate, and that one is legal.
        let mut target = None;
        'scan: for y in (0..rect.height() as i32).step_by(5) {
            for x in (0..rect.width() as i32).step_by(5) {
                let p = rect.min + egui::vec2(x as f32, y as f32);
                let here = rules.targets_at(&state, seat, rect, p, &view);
                if let [a] = here.as_slice() {
                    if legal.contains(a) {
                        target = Some((p, a.clone()));
                        break 'scan;
                    }
                }
            }
        }
        let Some((p, action)) = target else {
            // This step is played with the game's own controls: take it through the engine.
            let a = legal.first().expect("a seat to move has a legal action");
            h.state_mut()
                .play
                .game
                .as_mut()
                .unwrap()
                .m
                .apply_str(&a.to_string())
                .expect("a listed action applies");
            h.run();
            continue;
        };
        click_at(&mut h, p);
        let m = &h.state().play.game.as_ref().unwrap().m;
        assert!(
            m.action_count() > count,
            "{}: clicking a highlighted target applied nothing",
            info.id
        );
        assert_eq!(
            m.log_notation(count).unwrap(),
            action.to_string(),
            "{}: the click applied the action under the pointer",
            info.id
        );
        h.get_by_label("Undo").click();
        h.run();
        let (_, after, undone) = game(&h);
        assert_eq!(after, count, "{}: undo takes the click back", info.id);
        assert_eq!(undone, state, "{}: undo restores the position", info.id);
        std::fs::remove_dir_all(&dir).ok();
        return;
    }
    panic!("{}: no sheet target within 60 actions", info.id);
}

/// [`start_click_a_target_and_undo`] as a job for the games' dispatch.
struct ClickAndUndo;
impl dicepad::games::GameFn for ClickAndUndo {
    type Output = ();
    fn call<G: dicepad::game::Game>(self, rules: G) {
        start_click_a_target_and_undo(rules)
    }
}

#[test]
fn every_registered_game_starts_takes_a_sheet_click_and_undoes_it() {
    for &game in dicepad::games::GameId::ALL {
        dicepad::games::with_game_id(game, ClickAndUndo);
    }
}

/// In tutorial mode, pointing at a hex that only refused actions aim at shows the rules' reason
/// next to the pointer; clicking it changes nothing.
#[test]
fn tutorial_hover_shows_why_a_hex_is_refused() {
    let dir = temp_dir("hover");
    let mut h = harness(&dir);
    h.run();
    start_honeycomb(&mut h);
    // Play rolls and first legal moves until a rolled position has a hex that only refused
    // candidates aim at.
    for _ in 0..40 {
        let m = &mut h.state_mut().play.game.as_mut().unwrap().m;
        if m.is_over() {
            break;
        }
        let s: State = ron::from_str(&m.state_text()).unwrap();
        if s.dice().is_some() {
            let candidates = Honeycomb.candidate_actions(&s);
            let refused = candidates.iter().find_map(|a| {
                let target = action_target(&s, a)?;
                let all_refused = candidates
                    .iter()
                    .filter(|b| action_target(&s, b) == Some(target))
                    .all(|b| Honeycomb.check(&s, b).is_err());
                (all_refused && target != s.pos).then_some((target, a))
            });
            if let Some((target, a)) = refused {
                let reason = Honeycomb.check(&s, a).unwrap_err().0.to_string();
                h.run();
                let area = h.get_by_label("Ann's sheet").rect();
                let sheet = fit_rect(Honeycomb.sheet_size(&s), area);
                let count = h.state().play.game.as_ref().unwrap().m.action_count();
                h.hover_at(hex_pos(&sheet_fit(sheet, s.radius), target));
                h.run();
                h.run();
                assert!(
                    h.query_by_label_contains(&reason).is_some(),
                    "the refusal `{reason}` is shown at the pointer"
                );
                click_at(&mut h, hex_pos(&sheet_fit(sheet, s.radius), target));
                assert_eq!(
                    h.state().play.game.as_ref().unwrap().m.action_count(),
                    count,
                    "a refused hex applies nothing"
                );
                std::fs::remove_dir_all(&dir).ok();
                return;
            }
        }
        let legal = m.legal();
        let pick = legal
            .iter()
            .find(|a| a.starts_with("move"))
            .or(legal.first())
            .cloned()
            .unwrap();
        m.apply_str(&pick).unwrap();
    }
    panic!("no rolled position with a refused hex in 40 actions (seed 42)");
}

/// A settings file with `ui_scale: NaN` used to stop the window from ever starting.
#[test]
fn a_window_with_nan_settings_starts_with_defaults_and_says_so() {
    let dir = temp_dir("nan-settings");
    std::fs::write(
        dir.join("settings.ron"),
        "(ui_scale: NaN, bot_speed: inf, anim_speed: 0.0)",
    )
    .unwrap();
    let mut h = common::window(App::load(dir.clone()));
    h.run();
    let s = &h.state().shell.settings;
    assert_eq!(s.ui_scale, Settings::default().ui_scale);
    assert_eq!(s.bot_speed, Settings::default().bot_speed);
    assert_eq!(s.anim_speed, 0.0, "the good value is kept");
    let notice = h.state().notice().expect("a notice");
    assert!(
        notice.error && notice.text.contains("zoom was NaN"),
        "{notice:?}"
    );
    h.get_by_label("OK").click();
    h.run();
    assert!(h.state().notice().is_none());
    h.get_by_label("New game: Hex Roller");
    // The file is not rewritten until something changes; then it is whole and in range.
    h.state_mut().shell.settings.dark = true;
    h.run();
    h.state_mut().shell.store_settings(f64::INFINITY, true);
    let (again, notes) = dicepad::ui::settings::load_settings(&dir);
    assert!(notes.is_empty(), "{notes:?}");
    assert!(again.dark && again.ui_scale == 1.0);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn table_dice_are_typed_or_clicked_checked_and_undone() {
    let dir = temp_dir("table");
    let mut h = harness(&dir);
    h.run();
    h.get_by_label("New game: Honeycomb Caverns").click();
    h.run();
    h.get_by_label("rolled at the table").click();
    h.run();
    h.get_by_label("Start").click();
    h.run();
    h.get_by_label("Roll the dice").click();
    h.run();
    let log_len = |h: &Harness<'_, App>| h.state().play.game.as_ref().unwrap().m.action_count();
    assert_eq!(log_len(&h), 1, "the app rolls nothing by itself");
    h.get_by_label("Roll 3 dice at the table and enter what they show.");

    // A 7 is not a die face: said, and nothing entered.
    h.key_press(egui::Key::Num7);
    h.run();
    h.get_by_label("A die here shows 1 to 6, not 7.");
    // Waiting for the table's dice is nobody's bot turn: nothing to skip to.
    use egui_kittest::kittest::NodeT;
    assert!(
        h.get_by_label("Skip to my turn")
            .accesskit_node()
            .is_disabled(),
        "Skip to my turn while the app waits for my own dice"
    );
    // A quick "35" arrives in one frame: both digits count.
    h.key_press(egui::Key::Num3);
    h.key_press(egui::Key::Num5);
    h.run();
    h.get_by_label("2 of 3 entered · digits type, Backspace takes back, Enter enters");
    h.get_by_label("Die showing 6").click();
    h.run();
    h.get_by_label("3 of 3 entered · digits type, Backspace takes back, Enter enters");
    assert_eq!(log_len(&h), 1, "nothing is entered before Enter");
    h.key_press(egui::Key::Enter);
    h.run();
    let g = h.state().play.game.as_ref().unwrap();
    assert_eq!(g.m.log_notation(1).as_deref(), Some("dice 3 5 6"));
    assert!(matches!(g.m.to_move(), dicepad::engine::ToMove::Seat(0)));

    // Undo takes the entry back and the same panel asks again.
    h.get_by_label("Undo").click();
    h.run();
    assert_eq!(log_len(&h), 1);
    h.get_by_label("0 of 3 entered · digits type, Backspace takes back, Enter enters");
    // A pasted roll enters every digit in it.
    h.event(egui::Event::Paste("4 1 2".into()));
    h.run();
    h.get_by_label("3 of 3 entered · digits type, Backspace takes back, Enter enters");
    for _ in 0..3 {
        h.key_press(egui::Key::Backspace);
        h.run();
    }
    h.get_by_label("0 of 3 entered · digits type, Backspace takes back, Enter enters");
    h.get_by_label("Let the app roll").click();
    h.run();
    assert_eq!(log_len(&h), 2, "the app may roll for the table");
    let save = h.state().play.game.as_ref().unwrap().m.save_text().unwrap();
    assert!(save.contains("dice: Table"), "{save}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn print_blank_from_the_home_card_writes_a4_pages_per_distinct_seat() {
    let dir = temp_dir("print");
    let mut h = harness(&dir);
    h.run();
    h.get_by_label("Print blank sheet of Diaominos").click();
    h.run();
    h.get_by_label("Save PNG…");
    h.state_mut().windows.print().unwrap().seats = 2;
    h.run();
    let out = dir.join("dia.png");
    h.state_mut().send(dicepad::ui::event::Event::FileChosen(
        dicepad::ui::file_dialog::FilePurpose::PrintBlank,
        out.clone(),
    ));
    h.run();
    assert!(
        !h.state()
            .windows
            .is_open(dicepad::ui::windows::WindowKind::Print),
        "the dialog closes when done"
    );
    for f in [out.clone(), dir.join("dia-seat2.png")] {
        let img = image::open(&f).unwrap();
        assert_eq!((img.width(), img.height()), (3508, 2480), "{}", f.display());
    }
    std::fs::remove_dir_all(&dir).ok();
}

// The review's timeline: open it from the end window, step with the keys and buttons, jump from a
// log line, see the played move, play on from a position, and check the reviewed game never
// changes (its bots wait meanwhile).

fn analysed(h: &Harness<'_, App>) -> bool {
    let r = h
        .state()
        .play
        .game
        .as_ref()
        .unwrap()
        .review
        .as_ref()
        .unwrap();
    matches!(r.analysis, dicepad::ui::review_analysis::Analysis::Done(_))
}

/// Steps frames until the review's analysis (on its own thread) is in.
fn wait_for_analysis(h: &mut Harness<'_, App>) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    while !analysed(h) {
        assert!(
            std::time::Instant::now() < deadline,
            "the analysis finishes"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
        h.step();
    }
    h.run();
}

fn review_step(h: &Harness<'_, App>) -> usize {
    let g = h.state().play.game.as_ref().expect("a game is open");
    g.review.as_ref().expect("the review is open").step
}

fn save_text(h: &Harness<'_, App>) -> String {
    h.state().play.game.as_ref().unwrap().m.save_text().unwrap()
}

#[test]
fn review_steps_through_a_finished_game_and_plays_on_from_a_position() {
    let dir = common::temp_dir("review", "finished");
    let spec =
        SelfplaySpec::parse("hex-roller", "normal", Some("normal,normal"), 1, 5, &[]).unwrap();
    let mut m = new_bot_match(&spec, 0).unwrap();
    play_out(m.as_mut()).unwrap();
    let path = dir.join("done.ron");
    std::fs::write(&path, m.save_text().unwrap()).unwrap();
    let len = m.action_count();

    let mut h = harness(&dir);
    h.run();
    h.state_mut().open_path(&path);
    h.run();
    let original = save_text(&h);
    // A save opened finished says its result in the status bar (no end window); the Review
    // button opens the review at the end of the game.
    h.get_by_label_contains("The game is over: ");
    assert!(h.query_by_label("Game over").is_none());
    h.get_all_by_label("Review").next().unwrap().click();
    h.step();
    wait_for_analysis(&mut h);
    assert_eq!(review_step(&h), len);
    assert!(
        h.query_by_label("Play again: same dice").is_none(),
        "the end window closed"
    );
    h.get_by_label_contains(&format!("After {len} of {len} actions"));

    h.key_press(Key::ArrowLeft);
    h.run();
    assert_eq!(review_step(&h), len - 1);
    h.key_press(Key::Home);
    h.run();
    assert_eq!(review_step(&h), 0);
    h.get_by_label("Next").click();
    h.run();
    assert_eq!(review_step(&h), 1);

    // A click on a seat's log line shows the position before it, with the move played named.
    let k = (3..len)
        .find(|&i| m.log_line(i).and_then(|l| l.seat).is_some())
        .unwrap();
    let line = m.log_line(k).unwrap();
    let text = format!("{}. {}: {}", k + 1, line.who, line.text);
    h.get_by_label(&text).click();
    h.run();
    assert_eq!(review_step(&h), k);
    h.get_by_label_contains("Played: ");
    assert_eq!(save_text(&h), original, "reviewing changes nothing");

    // Undo and hint do nothing to the reviewed game.
    h.state_mut().send(dicepad::ui::event::Event::Run(
        dicepad::ui::command::Command::Undo,
    ));
    h.key_press(Key::H);
    h.run();
    assert_eq!(save_text(&h), original);

    h.get_by_label("Play on from here").click();
    h.run();
    let g = h.state().play.game.as_ref().unwrap();
    assert!(g.review.is_none(), "the branch is a game to play");
    assert!(!g.m.is_over());
    let branch: Vec<String> = (0..k).map(|i| g.m.log_notation(i).unwrap()).collect();
    let before: Vec<String> = (0..k).map(|i| m.log_notation(i).unwrap()).collect();
    assert_eq!(
        branch, before,
        "the branch starts with the original's first {k} actions"
    );
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        original,
        "the reviewed save is untouched"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn bots_wait_while_a_running_game_is_reviewed_and_esc_goes_back() {
    let dir = common::temp_dir("review", "running");
    let spec = SelfplaySpec::parse("black-molly", "easy", Some("easy,easy"), 1, 2, &[]).unwrap();
    let path = dir.join("running.ron");
    write_bot_save(&spec, Some(12), &path).unwrap();

    let mut h = harness(&dir);
    h.run();
    h.state_mut().shell.settings.bot_speed = 50.0;
    h.state_mut().open_path(&path);
    h.state_mut().send(dicepad::ui::event::Event::Run(
        dicepad::ui::command::Command::Review,
    ));
    // The analysis repaints until it is done; on a busy machine that outlasts `run`.
    wait_for_analysis(&mut h);
    let at = h.state().play.game.as_ref().unwrap().m.action_count();
    for _ in 0..20 {
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.step();
    }
    assert_eq!(
        h.state().play.game.as_ref().unwrap().m.action_count(),
        at,
        "no bot moves while the review is open"
    );
    h.get_by_label("Back to the game");
    h.key_press(Key::Escape);
    h.run();
    assert!(h.state().play.game.as_ref().unwrap().review.is_none());
    for _ in 0..40 {
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.step();
    }
    assert!(
        h.state().play.game.as_ref().unwrap().m.action_count() > at,
        "the bots go on once it is closed"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn review_analysis_runs_in_the_background_marks_the_bots_choice_and_is_cached() {
    use dicepad::ui::review_analysis::Analysis;
    let dir = common::temp_dir("review", "analysis");
    let spec = SelfplaySpec::parse("hex-roller", "easy", Some("easy"), 1, 12, &[]).unwrap();
    let mut m = new_bot_match(&spec, 0).unwrap();
    play_out(m.as_mut()).unwrap();
    let path = dir.join("easy.ron");
    std::fs::write(&path, m.save_text().unwrap()).unwrap();

    let mut h = harness(&dir);
    h.run();
    h.state_mut().open_path(&path);
    h.state_mut().send(dicepad::ui::event::Event::Run(
        dicepad::ui::command::Command::Review,
    ));
    wait_for_analysis(&mut h);
    // The Easy bot's moves cost points against the Normal bot's (the hint level in the tests).
    h.get_by_label_contains("expected points; the biggest:");
    let first = {
        let r = h
            .state()
            .play
            .game
            .as_ref()
            .unwrap()
            .review
            .as_ref()
            .unwrap();
        let Analysis::Done(review) = &r.analysis else {
            unreachable!()
        };
        (
            review.biggest().unwrap().clone(),
            review.seats[0].clone(),
            review.luckiest(0, false).cloned(),
        )
    };
    let (first, split, worst) = first;
    // Each seat's split and accuracy, and its worst luck a click away.
    h.get_by_label_contains(&format!(
        "{} {}: expected ",
        split.who_shown(),
        split.result
    ));
    h.get_by_label_contains(&format!("{}: accuracy ", split.who_shown()));
    let worst = worst.expect("some roll of a Hex Roller game hurt the seat");
    h.get_by_label_contains(&format!(
        "{}. {} (worst luck of {})",
        worst.line(),
        worst.outcome_text,
        split.who_shown()
    ))
    .click();
    h.run();
    assert_eq!(review_step(&h), worst.index);
    // Two decisions may lose the same points: the row names the log line too, after its label.
    let label = match first.label {
        Some(dicepad::review::Label::Blunder) => "Blunder ",
        Some(dicepad::review::Label::Mistake) => "Mistake ",
        Some(dicepad::review::Label::Inaccuracy) => "Inaccuracy ",
        None => "",
    };
    h.get_by_label_contains(&format!("{label}−{:.1} · {}. ", first.lost, first.line()))
        .click();
    h.run();
    assert_eq!(review_step(&h), first.index);
    h.get_by_label_contains("· the bot: ");
    // Reviewing it again takes the analysis from the history's cache, at once.
    h.state_mut().send(dicepad::ui::event::Event::Run(
        dicepad::ui::command::Command::CloseWindow,
    ));
    h.state_mut().send(dicepad::ui::event::Event::Run(
        dicepad::ui::command::Command::Review,
    ));
    assert!(analysed(&h), "cached");
    std::fs::remove_dir_all(&dir).ok();
}

/// The games the history holds: (abandoned, game id) per game.
fn history_games(dir: &std::path::Path) -> Vec<(bool, String)> {
    use dicepad::history::{Filter, History};
    let path = History::default_path(dir);
    if !path.exists() {
        return Vec::new();
    }
    History::open(&path)
        .expect("the history opens")
        .games(&Filter::default())
        .expect("the history lists its games")
        .into_iter()
        .map(|g| (g.abandoned, g.game))
        .collect()
}

/// What must not change while the player has not answered (or cancelled) the question: the
/// game's position, its Continue entry (the autosave) and the statistics.
fn running_game_is_untouched(h: &Harness<'_, App>, dir: &std::path::Path, save: &str, what: &str) {
    let g = h.state().play.game.as_ref().expect("a game on the screen");
    assert_eq!(
        g.m.save_text().unwrap(),
        save,
        "{what}: the running game is as it was"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("autosave.ron")).unwrap(),
        save,
        "{what}: Continue still resumes the running game"
    );
    assert!(history_games(dir).is_empty(), "{what}: nothing is recorded");
}

#[test]
fn opening_a_file_or_a_past_game_while_a_game_runs_asks_first() {
    let dir = temp_dir("leave");
    let spec = SelfplaySpec::parse("hex-roller", "easy", Some("easy"), 1, 4, &[]).unwrap();
    let file = dir.join("finished.ron");
    write_bot_save(&spec, None, &file).unwrap();
    let mut h = harness(&dir);
    h.run();
    start_honeycomb(&mut h);
    h.get_by_label("Roll the dice").click();
    h.run();
    let running = h.state().play.game.as_ref().unwrap().m.save_text().unwrap();

    // Open a file: the question comes, nothing happens yet; Cancel keeps everything.
    h.state_mut().open_path(&file);
    h.run();
    assert!(h
        .state()
        .windows
        .is_open(dicepad::ui::windows::WindowKind::Leave));
    h.get_by_label("Leave the running game?");
    running_game_is_untouched(&h, &dir, &running, "asked");
    h.get_by_label("Cancel").click();
    h.run();
    assert!(!h
        .state()
        .windows
        .is_open(dicepad::ui::windows::WindowKind::Leave));
    running_game_is_untouched(&h, &dir, &running, "after Cancel");

    // Esc answers Cancel too.
    h.state_mut().open_path(&file);
    h.run();
    h.key_press(Key::Escape);
    h.run();
    assert!(
        !h.state()
            .windows
            .is_open(dicepad::ui::windows::WindowKind::Leave),
        "Esc closes the question"
    );
    running_game_is_untouched(&h, &dir, &running, "after Esc");

    // Leave: the file's game opens and the running one is recorded as abandoned.
    h.state_mut().open_path(&file);
    h.run();
    h.get_by_label("Leave it").click();
    h.run();
    let g = h.state().play.game.as_ref().unwrap();
    assert_eq!(g.m.info().id, "hex-roller", "the file's game is open");
    assert_eq!(
        history_games(&dir),
        [(true, "honeycomb-caverns".to_string())],
        "the game left is recorded as abandoned, once"
    );

    // A past game from Statistics (what a click on its row does) asks the same way.
    h.state_mut().send(dicepad::ui::event::Event::Run(
        dicepad::ui::command::Command::Home,
    ));
    h.run();
    h.get_by_label("New game: Honeycomb Caverns").click();
    h.run();
    // Other dice than the game left above (the same position would simply carry on).
    h.state_mut().windows.new_game().unwrap().seed_text = "7".into();
    h.get_by_label("Start").click();
    h.run();
    assert!(
        !h.state()
            .windows
            .is_open(dicepad::ui::windows::WindowKind::Leave),
        "a finished game is left without a question"
    );
    h.get_by_label("Roll the dice").click();
    h.run();
    let running = h.state().play.game.as_ref().unwrap().m.save_text().unwrap();
    let past = {
        use dicepad::history::{Filter, History};
        let db = History::open(&History::default_path(&dir)).unwrap();
        db.games(&Filter::default()).unwrap()[0].id
    };
    h.state_mut()
        .send(dicepad::ui::event::Event::OpenHistoryGame(past));
    h.run();
    assert!(h
        .state()
        .windows
        .is_open(dicepad::ui::windows::WindowKind::Leave));
    h.get_by_label("Cancel").click();
    h.run();
    assert_eq!(
        h.state().play.game.as_ref().unwrap().m.save_text().unwrap(),
        running,
        "Cancel keeps the running game"
    );
    assert_eq!(history_games(&dir).len(), 1, "nothing more is recorded");
    h.state_mut()
        .send(dicepad::ui::event::Event::OpenHistoryGame(past));
    h.run();
    h.get_by_label("Leave it").click();
    h.step();
    // The review's analysis repaints until it is done; on a busy machine that outlasts `run`.
    wait_for_analysis(&mut h);
    let g = h.state().play.game.as_ref().unwrap();
    assert_eq!(g.history_id, Some(past), "the past game is open");
    assert!(g.review.is_some(), "in its review");
    assert_eq!(
        history_games(&dir)
            .iter()
            .filter(|(abandoned, _)| *abandoned)
            .count(),
        2,
        "the second running game is recorded as abandoned once left"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn hint_key_works_right_after_starting_from_the_new_game_dialog() {
    let dir = temp_dir("hint-after-dialog");
    let mut h = harness(&dir);
    h.run();
    h.get_by_label("New game: Honeycomb Caverns").click();
    h.run();
    // The player types a name: the name field has the keyboard.
    let name_field = || {
        |n: &egui_kittest::kittest::AccessKitNode<'_>| {
            n.role() == egui::accesskit::Role::TextInput && n.value().as_deref() == Some("Ann")
        }
    };
    h.get_by(name_field()).click();
    h.run();
    h.get_by(name_field()).type_text("e");
    h.run();
    assert!(h.ctx.text_edit_focused(), "the name field has the keyboard");
    h.get_by_label("Start").click();
    h.run();
    assert_eq!(
        h.state()
            .play
            .game
            .as_ref()
            .map(|g| g.m.seats()[0].name.clone()),
        Some("Anne".to_string())
    );
    h.key_press(Key::H);
    h.step();
    let g = h.state().play.game.as_ref().unwrap();
    assert!(
        g.m.thinking().is_some() || g.m.hint_notation().is_some(),
        "H asks for a hint right after Start"
    );
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while h
        .state()
        .play
        .game
        .as_ref()
        .unwrap()
        .m
        .hint_notation()
        .is_none()
    {
        assert!(std::time::Instant::now() < deadline, "the hint comes");
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.step();
    }
    std::fs::remove_dir_all(&dir).ok();
}

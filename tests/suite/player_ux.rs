//! What a player meets around the games, driven with egui_kittest as a person would: the
//! in-window file dialog (when the system one is missing), rematches with the same or new dice,
//! game codes, "Skip to my turn" and the keyboard.
#![cfg(feature = "gui")]
use crate::common;

use dicepad::engine::{BotLevel, SeatKind, ToMove};
use dicepad::ui::file_dialog::NativeDialogs;
use dicepad::ui::settings::Settings;
use dicepad::ui::App;
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable;
use egui_kittest::Harness;

fn temp_dir(name: &str) -> std::path::PathBuf {
    common::temp_dir("ux", name)
}

fn harness_with(dir: &std::path::Path, settings: Settings) -> Harness<'static, App> {
    let mut app = App::new(settings, dir.to_path_buf());
    // As on a desktop without a file portal (and without zenity).
    app.shell.native_dialogs = NativeDialogs::missing("no file portal on this desktop");
    common::window(app)
}

fn harness(dir: &std::path::Path) -> Harness<'static, App> {
    harness_with(dir, common::quiet_settings())
}

/// Opens New game for `name`, sets the seats, optionally types a seed, and starts.
fn start(h: &mut Harness<'_, App>, name: &str, seats: &[SeatKind], seed: Option<&str>) {
    h.get_by_label(&format!("New game: {name}")).click();
    h.run();
    {
        let d = h.state_mut().windows.new_game().expect("dialog open");
        d.seats.truncate(1);
        while d.seats.len() < seats.len() {
            let n = d.seats.len();
            d.seats.push((format!("P{}", n + 1), SeatKind::Human));
        }
        for (s, k) in d.seats.iter_mut().zip(seats) {
            s.1 = *k;
        }
        if let Some(seed) = seed {
            d.seed_text = seed.into();
        }
    }
    h.run();
    h.get_by_label("Start").click();
    h.run();
    assert!(h.state().play.game.is_some(), "Start opens the game");
}

/// Steps frames (bots act inside them) until `done` or a budget of `frames` frames runs out.
/// Frames in which a bot is still thinking on its worker thread do not count against the budget
/// (a debug build on a busy machine thinks slowly); a two-minute limit stops a bot that hangs.
fn step_until(h: &mut Harness<'_, App>, frames: usize, done: impl Fn(&App) -> bool) -> bool {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    let mut counted = 0;
    while counted < frames && std::time::Instant::now() < deadline {
        if done(h.state()) {
            return true;
        }
        h.step();
        if thinking(h.state()) {
            std::thread::sleep(std::time::Duration::from_millis(2));
        } else {
            counted += 1;
        }
    }
    done(h.state())
}

fn thinking(a: &App) -> bool {
    a.play
        .game
        .as_ref()
        .is_some_and(|g| g.m.thinking().is_some())
}

fn replace_text(h: &mut Harness<'_, App>, field: &str, text: &str) {
    h.get_by_role_and_label(egui::accesskit::Role::TextInput, field)
        .focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run();
    h.get_by_role_and_label(egui::accesskit::Role::TextInput, field)
        .type_text(text);
    h.run();
}

#[test]
fn without_a_system_dialog_save_and_open_go_through_the_window_s_own() {
    let dir = temp_dir("files");
    let saves = dir.join("my saves");
    std::fs::create_dir_all(&saves).unwrap();
    let mut h = harness(&dir);
    h.run();
    start(&mut h, "Honeycomb Caverns", &[SeatKind::Human], Some("42"));
    h.get_by_label("Roll the dice").click();
    h.run();
    let game = |h: &Harness<'_, App>| {
        let m = &h.state().play.game.as_ref().unwrap().m;
        (m.state_text(), m.action_count())
    };
    let before = game(&h);

    // Ctrl+S with no file yet asks where: the system dialog is missing, so ours opens and says so.
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    assert!(
        h.state()
            .windows
            .is_open(dicepad::ui::windows::WindowKind::File),
        "the in-window dialog opens"
    );
    h.get_by_label_contains("system file dialog is not available");
    replace_text(&mut h, "Folder", &saves.display().to_string());
    h.key_press(Key::Enter);
    h.run();
    replace_text(&mut h, "File name", "cave run");
    h.get_by_label("Save").click();
    h.run();
    let file = saves.join("cave run.ron");
    assert!(file.is_file(), "the save is written where the player chose");
    assert!(
        !h.state()
            .windows
            .is_open(dicepad::ui::windows::WindowKind::File),
        "the dialog closes"
    );
    assert_eq!(
        h.state().play.game.as_ref().unwrap().path.as_deref(),
        Some(file.as_path()),
        "Ctrl+S now writes there"
    );

    // Save as onto the same name asks before replacing.
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::S);
    h.run();
    replace_text(&mut h, "File name", "cave run");
    h.get_by_label("Save").click();
    h.run();
    h.get_by_label_contains("already exists. Replace it?");
    h.get_by_label("Replace").click();
    h.run();
    assert!(!h
        .state()
        .windows
        .is_open(dicepad::ui::windows::WindowKind::File));

    // Play on, then open the save through the dialog: the saved position comes back.
    let legal = h.state().play.game.as_ref().unwrap().m.legal();
    h.state_mut()
        .play
        .game
        .as_mut()
        .unwrap()
        .m
        .apply_str(&legal[0])
        .unwrap();
    h.run();
    assert_ne!(game(&h), before);
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    h.run();
    // It starts in the folder used last, and lists the save.
    h.get_by_label("cave run.ron").click();
    h.run();
    h.get_by_label("Open").click();
    h.run();
    assert!(!h
        .state()
        .windows
        .is_open(dicepad::ui::windows::WindowKind::File));
    // The game on screen has a move since its save: leaving it is asked first.
    h.get_by_label("Leave it").click();
    h.run();
    assert_eq!(game(&h), before, "the saved position is back");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn export_through_the_window_s_own_dialog_when_the_setting_says_so() {
    let dir = temp_dir("export");
    let mut h = harness_with(
        &dir,
        Settings {
            anim_speed: 0.0,
            in_window_file_dialog: true,
            last_folder: Some(dir.clone()),
            ..Settings::default()
        },
    );
    h.state_mut().shell.native_dialogs = NativeDialogs::default();
    h.run();
    start(&mut h, "Honeycomb Caverns", &[SeatKind::Human], Some("1"));
    h.key_press_modifiers(Modifiers::COMMAND, Key::E);
    h.run();
    let d = h.state_mut().windows.file_dialog().expect("ours opens");
    assert!(d.why.is_none(), "chosen in Settings, so nothing to explain");
    h.get_by_label("Export").click();
    h.run();
    let png = dir.join("honeycomb-caverns.png");
    let bytes = std::fs::read(&png).expect("the PNG is written");
    assert!(bytes.starts_with(b"\x89PNG"));
    // Esc closes the dialog without writing anything.
    h.key_press_modifiers(Modifiers::COMMAND, Key::E);
    h.run();
    assert!(h
        .state()
        .windows
        .is_open(dicepad::ui::windows::WindowKind::File));
    h.key_press(Key::Escape);
    h.run();
    assert!(
        !h.state()
            .windows
            .is_open(dicepad::ui::windows::WindowKind::File),
        "Esc closes it"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// The dice lines of the game's log, in notation.
fn dice(h: &Harness<'_, App>) -> Vec<String> {
    let m = &h.state().play.game.as_ref().unwrap().m;
    (0..m.action_count())
        .filter(|&i| m.log_line(i).is_some_and(|l| l.seat.is_none()))
        .filter_map(|i| m.log_notation(i))
        .collect()
}

/// "Bot plays for me" and Skip: the bots finish the game.
fn finish(h: &mut Harness<'_, App>) {
    h.get_by_label("Bot plays for me").click();
    h.run();
    h.get_by_label("Skip to my turn").click();
    assert!(
        step_until(h, 500, |a| a.play.game.as_ref().unwrap().m.is_over()),
        "skipping with nobody to wait for ends the game"
    );
    h.run();
}

#[test]
fn play_again_with_the_same_dice_or_new_ones() {
    let dir = temp_dir("rematch");
    let mut h = harness(&dir);
    h.run();
    let seats = [SeatKind::Human, SeatKind::Bot(BotLevel::Easy)];
    start(&mut h, "Hex Roller", &seats, None);
    let first_roll = dice(&h);
    assert_eq!(first_roll.len(), 1, "Hex Roller opens with a roll");
    let code = h.state().play.game.as_ref().unwrap().code.clone().unwrap();
    h.get_by_label_contains(&code);
    finish(&mut h);
    let old = dice(&h);
    assert!(old.len() > 3);

    h.get_by_label("Play again: same dice").click();
    h.run();
    let g = h.state().play.game.as_ref().unwrap();
    assert!(!g.m.is_over() && g.m.seats().len() == 2);
    assert_eq!(
        dice(&h),
        first_roll,
        "the new game's first roll is the old one's"
    );
    assert_eq!(g.code.as_deref(), Some(code.as_str()), "same code");
    finish(&mut h);
    assert_eq!(dice(&h), old, "every roll comes up again");

    h.get_by_label("Play again: new dice").click();
    h.run();
    let g = h.state().play.game.as_ref().unwrap();
    assert_ne!(g.code.as_deref(), Some(code.as_str()));
    finish(&mut h);
    assert_ne!(dice(&h), old, "new dice: the rolls differ");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_typed_game_code_gives_the_same_game_and_a_typo_is_refused() {
    let dir = temp_dir("code");
    let mut h = harness(&dir);
    h.run();
    let seats = [SeatKind::Human, SeatKind::Bot(BotLevel::Normal)];
    start(&mut h, "Hex Roller", &seats, None);
    let code = h.state().play.game.as_ref().unwrap().code.clone().unwrap();
    let first_roll = dice(&h);
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Home").click();
    h.run();

    // A friend, in Molecular Structures' dialog, types the code: it switches to Hex Roller.
    h.get_by_label("New game: Molecular Structures").click();
    h.run();
    let typo: String = code
        .chars()
        .enumerate()
        .map(|(i, c)| {
            if i == 1 {
                if c == '7' {
                    '8'
                } else {
                    '7'
                }
            } else {
                c
            }
        })
        .collect();
    replace_text(&mut h, "Game code (optional):", &typo);
    h.get_by_label_contains("typo");
    h.get_by_label("Start").click();
    h.run();
    assert_eq!(
        h.state().play.game.as_ref().unwrap().code.as_deref(),
        Some(code.as_str()),
        "a mistyped code starts nothing: the old game is still there"
    );
    let notice = h.state().notice().expect("the player is told");
    assert!(
        notice.error && notice.text.contains("typo"),
        "{}",
        notice.text
    );
    h.get_by_label("OK").click();
    h.run();

    replace_text(&mut h, "Game code (optional):", &code.to_lowercase());
    h.run();
    assert_eq!(
        h.state_mut().windows.new_game().map(|d| d.game),
        Some(1),
        "the code picks Hex Roller"
    );
    h.get_by_label("Start").click();
    h.run();
    let g = h.state().play.game.as_ref().expect("started");
    assert_eq!(g.m.info().id, "hex-roller");
    assert_eq!(dice(&h), first_roll, "same dice as the friend's game");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn new_game_remembers_the_last_seats_names_levels_and_options() {
    let dir = temp_dir("remember");
    let mut h = harness(&dir);
    h.run();
    h.get_by_label("New game: Hex Roller").click();
    h.run();
    {
        let d = h.state_mut().windows.new_game().unwrap();
        d.seats = vec![
            ("Zoe".into(), SeatKind::Bot(BotLevel::Easy)),
            ("Max".into(), SeatKind::Human),
            ("Kim".into(), SeatKind::Bot(BotLevel::Normal)),
        ];
        d.options.insert("side".into(), "back".into());
        d.tutorial = false;
    }
    h.run();
    h.get_by_label("Start").click();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    let d = h
        .state_mut()
        .windows
        .new_game()
        .expect("Ctrl+N opens New game");
    assert_eq!(d.game, 1, "for the game on the screen");
    assert_eq!(
        d.seats,
        vec![
            ("Zoe".to_string(), SeatKind::Bot(BotLevel::Easy)),
            ("Max".to_string(), SeatKind::Human),
            ("Kim".to_string(), SeatKind::Bot(BotLevel::Normal)),
        ]
    );
    assert_eq!(d.options.get("side").map(String::as_str), Some("back"));
    assert!(!d.tutorial);
    // It persists with the settings.
    let text = ron::to_string(&h.state().shell.settings).unwrap();
    let back: Settings = ron::from_str(&text).unwrap();
    assert_eq!(back.last_setups, h.state().shell.settings.last_setups);
    // Esc closes the dialog.
    h.key_press(Key::Escape);
    h.run();
    assert!(!h
        .state()
        .windows
        .is_open(dicepad::ui::windows::WindowKind::NewGame));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn skip_to_my_turn_lets_the_bots_act_until_a_person_must() {
    let dir = temp_dir("skip");
    let mut h = harness_with(
        &dir,
        Settings {
            anim_speed: 0.0,
            // Slow pacing, so the bots wait between actions unless skipped.
            bot_speed: 0.25,
            ..Settings::default()
        },
    );
    h.run();
    // Black Molly, taken in turns (in Hex Roller the person writes on each roll with the bots,
    // never waiting for them): the person sits last.
    let seats = [
        SeatKind::Bot(BotLevel::Normal),
        SeatKind::Bot(BotLevel::Easy),
        SeatKind::Human,
    ];
    start(&mut h, "Black Molly", &seats, Some("11"));
    let human_turn = |a: &App| a.play.game.as_ref().is_some_and(|g| g.human_turn());
    let g = h.state().play.game.as_ref().unwrap();
    assert!(g.m.bot_to_move().is_some(), "a bot is to move");
    let count = g.m.action_count();
    h.get_by_label("Skip to my turn").click();
    let mut frames = 1;
    while !(human_turn(h.state()) || h.state().play.game.as_ref().unwrap().m.is_over()) {
        assert!(
            frames < 50,
            "the bots reach the person's turn within a few frames"
        );
        h.step();
        frames += 1;
    }
    // Paced bots act at most once a frame: more actions than frames is the skip at work.
    let acted = h.state().play.game.as_ref().unwrap().m.action_count() - count;
    assert!(acted > frames, "{acted} bot actions in {frames} frames");
    let g = h.state().play.game.as_ref().unwrap();
    assert!(g.m.action_count() > count, "the bots acted");
    if !g.m.is_over() {
        assert_eq!(g.m.to_move(), ToMove::Seat(2), "it is the person's turn");
        assert!(!g.skipping, "skipping stops there");
        let now = g.m.action_count();
        h.step();
        h.step();
        assert_eq!(
            h.state().play.game.as_ref().unwrap().m.action_count(),
            now,
            "and nothing moves on its own"
        );
    }

    // J does the same from the keyboard: play the person's turn, then press J.
    for _ in 0..100 {
        let m = &mut h.state_mut().play.game.as_mut().unwrap().m;
        if m.is_over() || m.bot_to_move().is_some() {
            break;
        }
        let legal = m.legal();
        m.apply_str(&legal[0]).unwrap();
    }
    h.run();
    let g = h.state().play.game.as_ref().unwrap();
    assert!(g.m.bot_to_move().is_some(), "the bots' turn again");
    let count = g.m.action_count();
    h.key_press(Key::J);
    assert!(step_until(&mut h, 50, |a| human_turn(a)
        || a.play.game.as_ref().unwrap().m.is_over()));
    assert!(h.state().play.game.as_ref().unwrap().m.action_count() > count + 1);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn help_lists_every_key_and_esc_closes_it() {
    let dir = temp_dir("help");
    let mut h = harness(&dir);
    h.run();
    start(
        &mut h,
        "Diaominos",
        &[SeatKind::Human, SeatKind::Bot(BotLevel::Easy)],
        Some("3"),
    );
    h.get_by_label("Help").click();
    h.run();
    h.get_by_label_contains("Keyboard shortcuts").click();
    h.run();
    for (keys, what) in dicepad::ui::command::shortcut_rows() {
        h.get_by_label(&keys);
        h.get_by_label(&what);
    }
    // Diaominos' own keys come after the shell's.
    h.get_by_label("In Diaominos");
    h.get_by_label("R");
    h.key_press(Key::Escape);
    h.run();
    assert!(h.query_by_label("In Diaominos").is_none(), "Esc closes it");
    h.key_press(Key::F1);
    h.run();
    h.get_by_label("In Diaominos");
    // Ctrl+Q asks the window to close.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Q);
    h.step();
    assert!(h.state().closing, "Ctrl+Q closes the window");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_strong_bot_thinks_in_the_background_while_frames_go_on() {
    let dir = temp_dir("strong");
    let mut h = harness(&dir);
    h.run();
    start(
        &mut h,
        "Hex Roller",
        &[SeatKind::Bot(BotLevel::Strong), SeatKind::Human],
        Some("12"),
    );
    assert_eq!(
        h.state().play.game.as_ref().unwrap().m.to_move(),
        ToMove::Seat(0),
        "the Strong bot starts"
    );
    // Frames keep coming while it thinks (no frame waits for the search), and it plays its turn.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(300);
    let (mut frames_while_thinking, mut long_thought, mut line_shown) = (0, false, false);
    while !h.state().play.game.as_ref().is_some_and(|g| g.human_turn()) {
        assert!(
            std::time::Instant::now() < deadline,
            "the Strong bot never finished"
        );
        h.step();
        if let Some(t) = h.state().play.game.as_ref().unwrap().m.thinking() {
            frames_while_thinking += 1;
            if t.secs > 0.4 {
                long_thought = true;
                line_shown |= h.query_by_label_contains("is thinking").is_some();
            }
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
    }
    assert!(
        frames_while_thinking > 0,
        "the window drew frames while the bot thought"
    );
    assert!(
        !long_thought || line_shown,
        "a long think shows \"… is thinking\" in the header"
    );
    let m = &h.state().play.game.as_ref().unwrap().m;
    assert!(m.action_count() > 1, "the bot played its turn");
    std::fs::remove_dir_all(&dir).ok();
}

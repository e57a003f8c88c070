//! The home screen as a player meets it: a card with a picture per game, recent games in words,
//! Continue only for a game that is not over.

use super::super::app::App;
use super::super::settings::Settings;
use crate::engine::{BotLevel, ScoreUnit, SeatInfo, SeatKind};
use crate::game::MatchSetup;
use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::Harness;

fn temp_dir(name: &str) -> std::path::PathBuf {
    super::super::kittest_support::temp_dir("home", name)
}

fn harness(dir: &std::path::Path, settings: Settings) -> Harness<'static, App> {
    let mut app = App::new(settings, dir.to_path_buf());
    // Today's bot scores from the quick bot: the Strong one would search for long in debug.
    app.daily.bot = crate::engine::BotLevel::Easy;
    app.shell.review_rollouts = 2;
    super::super::kittest_support::harness_of(app, 1280.0, 800.0)
}

/// A Hex Roller game of two Easy bots, stopped after `actions` actions (or at its end).
fn hex_roller_save(actions: usize) -> (String, bool) {
    let g = crate::games::find("hex-roller").expect("registered");
    let seats = vec![
        SeatInfo {
            name: "Ann".into(),
            kind: SeatKind::Bot(BotLevel::Easy),
        },
        SeatInfo {
            name: "Ben".into(),
            kind: SeatKind::Bot(BotLevel::Easy),
        },
    ];
    let mut m = g
        .new_match(MatchSetup {
            seats,
            seed: 5,
            options: Default::default(),
            dice: crate::engine::Dice::Seeded,
        })
        .expect("a new game");
    while m.action_count() < actions && m.step_bot() {}
    (m.save_text().expect("save text"), m.is_over())
}

#[test]
fn every_game_has_a_card_with_its_own_picture() {
    let dir = temp_dir("cards");
    let mut h = harness(&dir, Settings::default());
    h.run();
    for g in crate::games::registry() {
        let name = g.info().name;
        h.get_by_label(&format!("Picture of a {name} sheet"));
        h.get_by_label(&format!("New game: {name}"));
        h.get_by_label(&format!("How to play {name}"));
    }
    // No autosave yet: nothing to continue.
    assert!(h.query_by_label_contains("Continue").is_none());
    assert!(h.query_by_label("Recent games").is_none());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_running_autosave_is_offered_as_continue_in_words() {
    let dir = temp_dir("running");
    let (text, over) = hex_roller_save(30);
    assert!(!over);
    std::fs::write(dir.join("autosave.ron"), text).expect("write");
    // No dice animation: the bots that carry on roll at once instead of tumbling for frames.
    let quiet = Settings {
        anim_speed: 0.0,
        ..Settings::default()
    };
    let mut h = harness(&dir, quiet);
    h.run();
    h.get_by_label("Recent games");
    h.get_by_label("Hex Roller (last game)");
    // Where the game stands, from the game's own status and whose turn it is.
    let running = &h.state().home.recent[0];
    assert!(
        running.state.starts_with("Round ") && running.state.contains(" of 7, "),
        "{}",
        running.state
    );
    assert!(running.state.ends_with(" to play"), "{}", running.state);
    h.get_by_label(&running.state.clone());
    h.get_by_label("just now");
    assert!(!h.state().home.recent[0].state.contains("running:"));
    h.get_by_label("Continue: Hex Roller (last game)").click();
    // The bots play on, a move every few frames: step rather than wait for the window to settle.
    h.run_steps(4);
    let g = h
        .state()
        .play
        .game
        .as_ref()
        .expect("Continue opens the game");
    // The bots carry on from where the save stopped.
    assert!(g.m.action_count() >= 30, "{}", g.m.action_count());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_finished_autosave_has_no_continue_and_says_who_won() {
    let dir = temp_dir("finished");
    let (text, over) = hex_roller_save(usize::MAX);
    assert!(over);
    std::fs::write(dir.join("autosave.ron"), text).expect("write");
    let mut h = harness(&dir, Settings::default());
    h.run();
    h.get_by_label("Hex Roller (last game)");
    assert!(h.query_by_label_contains("Continue").is_none());
    let r = &h.state().home.recent[0];
    assert!(r.finished);
    assert!(
        r.state.starts_with("finished: ") && r.state.contains(" points"),
        "{}",
        r.state
    );
    h.get_by_label("Look at it: Hex Roller (last game)");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_broken_recent_file_is_listed_as_such_and_can_be_forgotten() {
    let dir = temp_dir("broken");
    let bad = dir.join("mine.ron");
    std::fs::write(&bad, "not a save at all").expect("write");
    let settings = Settings {
        recent_files: vec![bad.clone(), dir.join("gone.ron")],
        ..Settings::default()
    };
    let mut h = harness(&dir, settings);
    h.run();
    // A file that no longer exists is dropped; the unreadable one is named by its file name only.
    h.get_by_label("mine.ron");
    h.get_by_label("this file can no longer be opened");
    assert!(h
        .query_by_label_contains(&dir.display().to_string())
        .is_none());
    assert_eq!(h.state().shell.settings.recent_files, vec![bad.clone()]);
    h.get_by_label("Forget").click();
    h.run();
    assert!(h.state().shell.settings.recent_files.is_empty());
    assert!(h.query_by_label("mine.ron").is_none());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn opening_a_save_puts_it_at_the_top_of_recent_games() {
    let dir = temp_dir("open");
    let (text, _) = hex_roller_save(10);
    let file = dir.join("friday.ron");
    std::fs::write(&file, text).expect("write");
    let mut h = harness(&dir, Settings::default());
    h.run();
    h.state_mut().open_path(&file);
    h.run();
    let canonical = std::fs::canonicalize(&file).expect("exists");
    assert_eq!(h.state().shell.settings.recent_files, vec![canonical]);
    let note = h.state().notice().expect("a note");
    assert_eq!(note.text, "Opened friday.ron");
    // Back home, it is listed by its game and file name, after the autosave of the same game.
    h.get_by_label("File").click();
    h.run();
    h.get_by_label_contains("Home").click();
    h.run();
    let titles: Vec<(bool, String)> = h
        .state()
        .home
        .recent
        .iter()
        .map(|r| (r.autosave, r.title.clone()))
        .collect();
    assert_eq!(
        titles,
        [
            (true, "Hex Roller".to_string()),
            (false, "Hex Roller".to_string())
        ]
    );
    h.get_by_label("Hex Roller (friday.ron)");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_colour_blind_setting_changes_seat_and_tutorial_colours() {
    use crate::sheet_kit::{SheetStyle, SEAT_COLORS, SEAT_COLORS_COLOUR_BLIND};
    let dir = temp_dir("palette");
    let mut h = harness(&dir, Settings::default());
    h.run();
    assert_eq!(h.state().shell.sheet_style().seat_colors, SEAT_COLORS);
    h.get_by_label("Settings").click();
    h.run();
    h.get_by_label("Colour-blind-safe colours").click();
    h.run();
    let style = h.state().shell.sheet_style();
    assert_eq!(style.seat_colors, SEAT_COLORS_COLOUR_BLIND);
    assert_ne!(style.seat_colors, SEAT_COLORS);
    // Legal and refused are no longer green and red.
    let light = SheetStyle::light();
    assert_ne!(style.legal, light.legal);
    assert_ne!(style.danger, light.danger);
    assert!(
        style.legal.b() > style.legal.g(),
        "legal is blue: {:?}",
        style.legal
    );
    // Off again: the usual colours.
    h.get_by_label("Colour-blind-safe colours").click();
    h.run();
    assert_eq!(h.state().shell.sheet_style().seat_colors, SEAT_COLORS);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn every_seat_has_its_own_symbol() {
    use crate::sheet_kit::seat_shape_points;
    let c = egui::pos2(0.0, 0.0);
    let shapes: Vec<Option<Vec<egui::Pos2>>> =
        (0..8).map(|s| seat_shape_points(c, 10.0, s)).collect();
    for a in 0..8 {
        for b in a + 1..8 {
            assert_ne!(
                shapes[a],
                shapes[b],
                "seats {} and {} share a symbol",
                a + 1,
                b + 1
            );
        }
    }
}

/// Contrast (WCAG ratio) in both themes and both palettes: ink on paper reads as text, every
/// seat colour and the tutorial colours stand out from the paper.
#[test]
fn seat_and_tutorial_colours_stand_out_from_the_paper_in_both_themes() {
    use crate::sheet_kit::SheetStyle;
    fn luminance(c: egui::Color32) -> f32 {
        let f = |u: u8| {
            let x = u as f32 / 255.0;
            if x <= 0.04045 {
                x / 12.92
            } else {
                ((x + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * f(c.r()) + 0.7152 * f(c.g()) + 0.0722 * f(c.b())
    }
    fn contrast(a: egui::Color32, b: egui::Color32) -> f32 {
        let (x, y) = (luminance(a), luminance(b));
        (x.max(y) + 0.05) / (x.min(y) + 0.05)
    }
    for (name, style) in [
        ("light", SheetStyle::light()),
        ("dark", SheetStyle::dark()),
        (
            "light colour-blind",
            SheetStyle::light().colour_blind_safe(),
        ),
        ("dark colour-blind", SheetStyle::dark().colour_blind_safe()),
    ] {
        // Ink on paper reads as body text (WCAG AA: 4.5).
        assert!(contrast(style.ink, style.paper) >= 4.5, "{name}: ink");
        // Seat marks also have an ink outline; their fill must still not fade into the paper.
        for (i, &c) in style.seat_colors.iter().enumerate() {
            let ratio = contrast(c, style.paper);
            assert!(
                ratio >= 2.0,
                "{name}: seat {} colour {c:?}: {ratio:.2}",
                i + 1
            );
        }
        for (what, c) in [
            ("legal", style.legal),
            ("refused", style.danger),
            ("hint", style.hint),
        ] {
            let ratio = contrast(c, style.paper);
            assert!(ratio >= 2.0, "{name}: {what} {c:?}: {ratio:.2}");
        }
    }
}

/// The large sheet's legal targets are widgets of their own, named in words by the game, inside
/// the sheet: a screen reader lists them and can take one; the pointer still talks to the sheet
/// (its hover names the target, as before).
#[test]
fn the_sheet_targets_are_named_for_screen_readers_and_take_a_click() {
    let dir = temp_dir("targets");
    let settings = Settings {
        anim_speed: 0.0,
        ..Settings::default()
    };
    let mut h = harness(&dir, settings);
    h.run();
    h.get_by_label("New game: Hex Roller").click();
    h.run();
    {
        let d = h.state_mut().windows.new_game().expect("dialog open");
        d.seed_text = "5".into();
        d.seats.truncate(1);
        d.seats[0].1 = SeatKind::Human;
    }
    h.run();
    h.get_by_label("Start").click();
    h.run();
    // Choose the first number in the tray: then the sheet has hexes to write it in.
    let dice: Vec<String> = h
        .query_all_by_label_contains("Choose ")
        .filter_map(|n| n.accesskit_node().label())
        .collect();
    let pick = dice.first().expect("dice to choose from").clone();
    h.get_by_label(&pick).click_accesskit();
    h.run();
    let sheet = h.get_by_label_contains("'s sheet").rect();
    let targets: Vec<(String, egui::Rect)> = h
        .query_all_by_role(egui::accesskit::Role::Button)
        .filter_map(|n| Some((n.accesskit_node().label()?, n.rect())))
        .filter(|(label, _)| label.starts_with("Write "))
        .collect();
    let suffix = " (on the sheet)";
    assert!(!targets.is_empty(), "the legal hexes are listed");
    for (label, r) in &targets {
        // "Write 4 at C4": words and a name printed on the sheet, never an axial pair.
        let words = label.strip_suffix(suffix).expect("said to be on the sheet");
        assert!(!words.contains('('), "{label}");
        assert!(
            sheet.contains_rect(*r),
            "{label} at {r:?} lies on the sheet {sheet:?}"
        );
    }
    let m = &h.state().play.game.as_ref().expect("a game").m;
    assert_eq!(targets.len(), m.legal().len(), "one widget per legal hex");
    // Hovering one with the pointer still shows the sheet's tooltip naming it.
    let (label, r) = targets[0].clone();
    h.hover_at(r.center());
    h.run();
    let words = label.strip_suffix(suffix).unwrap_or(&label).to_string();
    h.get_by_label(&words);
    // A screen reader's click writes the number there.
    let before = h
        .state()
        .play
        .game
        .as_ref()
        .expect("a game")
        .m
        .action_count();
    h.get_by_role_and_label(egui::accesskit::Role::Button, &label)
        .click_accesskit();
    h.run();
    let m = &h.state().play.game.as_ref().expect("a game").m;
    assert_eq!(m.action_count(), before + 1);
    let line = m.log_line(before).expect("the new line");
    let text = line.text.to_string();
    let spot = text.rsplit(" at ").next().unwrap_or("?");
    assert!(words.ends_with(spot), "{label} / {}", line.text);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_daily_challenge_is_played_once_as_the_attempt_then_as_practice_and_remembered() {
    use crate::daily::daily_seed;
    let dir = temp_dir("daily");
    let mut h = harness(&dir, Settings::default());
    h.run();
    let date = crate::export::today();
    h.get_by_label(&format!("Daily challenge on this computer · {date}"));
    // The bot's score on today's dice arrives from the background.
    let bot =
        crate::daily::bot_score(&date, "honeycomb-caverns", crate::engine::BotLevel::Easy).unwrap();
    // The bots play in the background: wait for them, with a deadline for a busy machine.
    let deadline = web_time::Instant::now() + std::time::Duration::from_secs(300);
    let mut found = false;
    while web_time::Instant::now() < deadline {
        h.run();
        // Two games' bots may score the same on a day: any row with it will do.
        if h.query_all_by_label(&format!("Easy bot: {}", ScoreUnit::POINTS.count(bot)))
            .next()
            .is_some()
            && h.state().daily.book.strong.len() == h.state().shell.registry.len()
        {
            found = true;
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    assert!(found, "the bot scores are shown");
    // Each says what it counts: Black Molly's total is the fish the bot kept swimming (none
    // left reads as every fish lost, not "0 fish left").
    let fish = h
        .state()
        .daily
        .book
        .strong_score(&date, "black-molly")
        .expect("worked out");
    let said = match fish {
        0 => "Easy bot: lost every fish".to_string(),
        1 => "Easy bot: kept 1 fish swimming".to_string(),
        n => format!("Easy bot: kept {n} fish swimming"),
    };
    assert_eq!(h.get_all_by_label(&said).count(), 1, "{said}");
    h.get_by_label("Play today's Honeycomb Caverns challenge")
        .click();
    h.run();
    let seed = h.state().play.game.as_ref().unwrap().m.seed();
    assert_eq!(seed, daily_seed(&date, "honeycomb-caverns"));
    assert!(
        !h.state()
            .shell
            .settings
            .last_setups
            .contains_key("honeycomb-caverns"),
        "a challenge is not remembered as the player's own setup"
    );
    // Play it out (the bot stands in for the person) and let a frame record the result.
    {
        let g = h.state_mut().play.game.as_mut().unwrap();
        while !g.m.is_over() {
            assert!(g.m.play_bot(crate::engine::BotLevel::Easy).unwrap());
        }
    }
    h.run();
    let score = h.state().play.game.as_ref().unwrap().m.scores()[0].total;
    let book = &h.state().daily.book;
    assert_eq!(
        book.attempt(&date, "honeycomb-caverns").unwrap().score,
        Some(score)
    );
    h.state_mut().send(crate::ui::event::Event::Show(
        crate::ui::event::Screen::Home,
    ));
    h.run();
    h.get_by_label(&format!("you: {}", ScoreUnit::POINTS.count(score)));
    h.get_by_label("Practice today's Honeycomb Caverns challenge")
        .click();
    h.run();
    assert_eq!(h.state().daily.book.attempts.len(), 2);
    assert!(
        !h.state().daily.book.attempts[1].first,
        "the second game is practice"
    );
    // Written to the data folder: a new window reads the same records.
    let again = App::new(Settings::default(), dir.clone());
    assert_eq!(again.daily.book, h.state().daily.book);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn broken_daily_records_are_kept_aside_with_a_notice() {
    let dir = temp_dir("daily-broken");
    std::fs::write(dir.join(crate::daily::FILE), "(attempts: [").unwrap();
    let app = App::new(Settings::default(), dir.clone());
    assert!(app.daily.book.attempts.is_empty());
    assert!(dir.join("challenges.ron.broken").exists());
    let notice = app
        .notice()
        .as_ref()
        .map(|n| n.text.clone())
        .unwrap_or_default();
    assert!(notice.contains("challenges.ron.broken"), "{notice}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_big_window_gets_bigger_pictures_and_every_card_keeps_room_for_its_words() {
    let gap = 8.0;
    // Below the daily challenge: the room a 1280×800 and a 1920×1080 window leave for the cards.
    let small = super::card_layout(1264.0, 560.0, 5, gap);
    let big = super::card_layout(1904.0, 840.0, 5, gap);
    assert!(big.1 > small.1 * 1.4, "{small:?} {big:?}");
    for (width, (per_row, picture)) in [(1264.0, small), (1904.0, big)] {
        let card = (width - gap * (per_row as f32 - 1.0)) / per_row as f32;
        assert!(
            picture + super::CARD_TEXT < card,
            "{width}: {per_row} {picture}"
        );
        assert!((super::THUMBNAIL.0..=super::THUMBNAIL.1).contains(&picture));
    }
    // A narrow window still shows one card a row at the smallest picture.
    assert_eq!(
        super::card_layout(400.0, 300.0, 5, gap),
        (1, super::THUMBNAIL.0)
    );
}

#[cfg(unix)]
#[test]
fn a_challenges_file_that_is_a_pipe_or_a_link_to_a_device_does_not_stop_the_window() {
    // Opening either would wait for ever or read without end; both are moved aside unopened.
    let dir = temp_dir("daily-pipe");
    let path = dir.join(crate::daily::FILE);
    let made = std::process::Command::new("mkfifo")
        .arg(&path)
        .status()
        .is_ok_and(|s| s.success());
    if !made {
        std::os::unix::fs::symlink("/dev/zero", &path).unwrap();
    }
    let app = App::new(Settings::default(), dir.clone());
    let notice = app
        .notice()
        .as_ref()
        .map(|n| n.text.clone())
        .unwrap_or_default();
    assert!(notice.contains("not a regular file"), "{notice}");
    assert!(notice.contains("kept as challenges.ron.broken"), "{notice}");
    assert!(!path.exists());
    std::fs::remove_dir_all(&dir).ok();
    let dir = temp_dir("daily-zero");
    std::os::unix::fs::symlink("/dev/zero", dir.join(crate::daily::FILE)).unwrap();
    let app = App::new(Settings::default(), dir.clone());
    assert!(app.daily.book.attempts.is_empty());
    assert!(dir.join("challenges.ron.broken").is_symlink());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_first_launch_with_no_data_folder_shows_no_error_and_creates_what_it_needs() {
    let parent = temp_dir("first");
    let dir = parent.join("data/dicepad");
    let mut h = harness(&dir, Settings::default());
    assert!(
        dir.is_dir(),
        "the data folder is made before any writer runs"
    );
    // Wait for every game's bot score from the background; each arrival writes the records.
    let mut arrived = false;
    for _ in 0..1000 {
        h.run();
        assert!(
            h.state().notice().is_none(),
            "{:?}",
            h.state().notice().as_ref().map(|n| &n.text)
        );
        if h.state().daily.book.strong.len() == crate::games::registry().len() {
            arrived = true;
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    assert!(arrived, "the bot scores arrived");
    h.run();
    assert!(
        h.state().notice().is_none(),
        "{:?}",
        h.state().notice().as_ref().map(|n| &n.text)
    );
    let written = crate::daily::ChallengeBook::load(&dir).expect("records written");
    assert_eq!(written, h.state().daily.book);
    // Playing today's challenge records the attempt and autosaves, still without a word of error.
    h.get_by_label("Play today's Honeycomb Caverns challenge")
        .click();
    h.run();
    assert!(
        h.state().notice().is_none(),
        "{:?}",
        h.state().notice().as_ref().map(|n| &n.text)
    );
    assert!(dir.join("autosave.ron").is_file());
    assert_eq!(
        crate::daily::ChallengeBook::load(&dir)
            .unwrap()
            .attempts
            .len(),
        1
    );
    std::fs::remove_dir_all(&parent).ok();
}

/// A crash report an earlier run left is announced on the home screen with its name and the
/// folder, and stays until dismissed; dismissing marks it read and keeps the report.
#[test]
fn an_unread_crash_report_is_announced_until_dismissed() {
    let dir = temp_dir("crash");
    let reports = dir.join(crate::crash::FOLDER);
    std::fs::create_dir_all(&reports).expect("reports folder");
    let report = reports.join("crash-100-7.txt");
    std::fs::write(&report, "dicepad crash report\npanic: boom\n").expect("report");
    std::fs::write(reports.join("crash-100-7.unread"), "").expect("marker");
    let mut h = harness(&dir, Settings::default());
    h.run();
    h.get_by_label("dicepad ran into a bug");
    assert!(h.query_by_label_contains("crash-100-7.txt").is_some());
    h.get_by_label("Copy the report").click();
    h.run();
    h.get_by_label("Copied.");
    h.get_by_label("Dismiss").click();
    h.run();
    assert!(h.query_by_label("dicepad ran into a bug").is_none());
    assert!(crate::crash::unread(&dir).is_empty());
    assert!(report.is_file(), "the report stays");
    // The next start has nothing to say.
    let mut again = harness(&dir, Settings::default());
    again.run();
    assert!(again.query_by_label("dicepad ran into a bug").is_none());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn choosing_a_language_in_settings_words_the_home_screen_at_once() {
    let dir = temp_dir("language");
    let mut h = harness(&dir, Settings::default());
    h.run();
    h.get_by_label("Games");
    let choose = |h: &mut Harness<'static, App>, now: &str, language: &str| {
        h.get_by_role_and_label(egui::accesskit::Role::ComboBox, now)
            .click();
        h.run();
        h.get_by_label(language).click();
        h.run();
        h.run();
    };
    h.get_by_label("Settings").click();
    h.run();
    choose(&mut h, "Language", "Deutsch");
    assert_eq!(
        h.state().shell.settings.language,
        Some(crate::engine::text::Lang::De)
    );
    // The home screen and the open Settings window speak German from the next frame on.
    h.get_by_label("Spiele");
    h.get_by_label("Neues Spiel: Honeycomb Caverns");
    h.get_by_label("Spielregeln: Honeycomb Caverns");
    h.get_by_label("Führe Sadie Cat über bröckelnde Schatzfelder und entkomme über den Rand.");
    h.get_by_label("Dunkles Design");
    assert!(
        h.query_by_label("Games").is_none(),
        "English left on the home screen"
    );
    choose(&mut h, "Sprache", "Nederlands");
    assert_eq!(
        h.state().shell.settings.language,
        Some(crate::engine::text::Lang::Nl)
    );
    h.get_by_label("Spellen");
    h.get_by_label("Nieuw spel: Honeycomb Caverns");
    h.get_by_label("Leid Sadie Cat over brokkelende schatvakjes en ontsnap over de rand.");
    assert!(
        h.query_by_label("Spiele").is_none(),
        "German left on the home screen"
    );
    // "System" goes back to the language the window started in (English in tests).
    choose(&mut h, "Taal", "Systeem (English)");
    assert_eq!(h.state().shell.settings.language, None);
    h.get_by_label("Games");
    std::fs::remove_dir_all(&dir).ok();
}

//! Network play and hot-seat simultaneous rounds as a player meets them in the window: hosting
//! opens the lobby with invitations, a second window joins with one, both tables show who is still
//! thinking, and at one computer any person still writing can take the sheet.

use super::super::app::App;
use super::super::kittest_support::{self, step_until};
use crate::engine::{BotLevel, SeatInfo, ToMove};
use crate::game::MatchSetup;
use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::Harness;

fn temp_dir(name: &str) -> std::path::PathBuf {
    kittest_support::temp_dir("netui", name)
}

fn harness(dir: &std::path::Path) -> Harness<'static, App> {
    let app = kittest_support::app(dir, kittest_support::still());
    kittest_support::harness_of(app, 1280.0, 800.0)
}

/// Two people and an Easy bot.
fn ann_bob_robo(seed: u64) -> MatchSetup {
    MatchSetup {
        seats: vec![
            SeatInfo::human("Ann"),
            SeatInfo::human("Bob"),
            SeatInfo::bot("Robo", BotLevel::Easy),
        ],
        seed,
        options: Default::default(),
        dice: crate::engine::Dice::Seeded,
    }
}

fn hex_roller(h: &App) -> usize {
    crate::games::index_of(&h.shell.registry, "hex-roller").expect("registered")
}

/// Hosts a Hex Roller table of `setup` from the window `h` on 127.0.0.1, as New game's Host does.
fn host_game(h: &mut Harness<'static, App>, setup: MatchSetup) {
    let game = hex_roller(h.state());
    h.state_mut().send(crate::ui::event::Event::Replace(
        crate::ui::event::NextGame::Host(Box::new(crate::ui::event::HostRequest {
            game,
            setup,
            mine: None,
            place: crate::ui::event::HostPlace::Window("127.0.0.1:0".into()),
            tutorial: false,
            clock: None,
        })),
    ));
}

/// The room of the network game on `a`'s screen.
fn room_of(a: &App) -> Option<crate::net::remote::RoomView> {
    a.play
        .game
        .as_ref()
        .and_then(|g| g.remote.as_ref().map(|r| r.room()))
}

/// A second window on `dir` that joins seat `seat` of the room `host` hosts: its invitation
/// pasted into the Join dialog, as a friend would.
fn join_with_invitation(host: &App, dir: &std::path::Path, seat: usize) -> Harness<'static, App> {
    let room = room_of(host).expect("a network game");
    let token = room.invites[seat].clone().expect("a person's seat");
    let public = host.network.hosted.as_ref().unwrap().public_url.clone();
    let mut guest = harness(dir);
    guest.run();
    guest.get_by_label("Join a network game…").click();
    guest.run();
    {
        let form = guest
            .state_mut()
            .windows
            .join_form()
            .expect("the Join dialog");
        form.invite = crate::ui::join_form::invitation(&public, &room.room, &token);
    }
    guest.run();
    guest.get_by_label("Join").click();
    step_until(&mut guest, "the guest is at the table", |a| {
        a.play.game.is_some()
    });
    guest
}

/// An action of the person in `h`'s network game, as a click makes it: applied on the replica,
/// sent, and answered by the server (its first legal action: network tests play to the end).
pub(crate) fn act_over_network(h: &mut Harness<'static, App>) {
    step_until(h, "the person may act", |a| {
        a.play.game.as_ref().is_some_and(|g| g.human_turn())
    });
    let g = h.state_mut().play.game.as_mut().unwrap();
    let a = g.m.legal()[0].clone();
    let before = g.m.action_count();
    g.m.apply_str(&a).unwrap();
    let m = &*g.m;
    g.remote
        .as_mut()
        .expect("a network game")
        .send_new(m, before);
    step_until(h, "the server answers", |a| {
        a.play
            .game
            .as_ref()
            .and_then(|g| g.remote.as_ref())
            .is_some_and(|r| !r.waiting_for_server())
    });
}

/// The person in `h`'s network game plays their seat to the end ([`act_over_network`]), each
/// action answered by the server before the next.
pub(crate) fn play_seat_to_end(h: &mut Harness<'static, App>) {
    for _ in 0..500 {
        step_until(h, "the person may act or the game is over", |a| {
            a.play
                .game
                .as_ref()
                .is_some_and(|g| g.human_turn() || g.m.is_over())
        });
        if h.state().play.game.as_ref().is_some_and(|g| g.m.is_over()) {
            return;
        }
        act_over_network(h);
    }
}

/// Whether each widget labelled `label` is greyed out (the menu item and the side panel's
/// button, as many as are on screen).
fn greyed(h: &Harness<'_, App>, label: &str) -> Vec<bool> {
    h.query_all_by_label(label)
        .map(|n| n.accesskit_node().is_disabled())
        .collect()
}

#[test]
fn a_hosted_game_opens_the_lobby_and_a_second_window_joins_with_the_invitation() {
    let (dir_a, dir_b) = (temp_dir("host"), temp_dir("join"));
    let mut host = harness(&dir_a);
    host.run();
    host_game(&mut host, ann_bob_robo(5));
    assert!(
        host.state().notice().is_none(),
        "{:?}",
        host.state().notice()
    );
    // The table's bot writes on the first roll too; a room paces its bots (their first move may
    // come a moment after the room opens), so the test waits for it.
    step_until(
        &mut host,
        "the hosted game is on the table and its bot wrote",
        |a| {
            a.play
                .game
                .as_ref()
                .and_then(|g| g.remote.as_ref())
                .is_some_and(|r| r.room().ready == [0, 1])
        },
    );
    let room = host
        .state()
        .play
        .game
        .as_ref()
        .and_then(|g| g.remote.as_ref().map(|r| r.room()))
        .expect("a network game");
    host.get_by_label_contains(&format!("Lobby: room {}", room.room));
    // Bob is not here yet; Ann and Bob both have the first roll to use, but only Ann is there
    // to think about it: Bob's seat reads as away, in the lobby and in the side panel.
    assert_eq!(room.connected, vec![true, false, true]);
    assert_eq!(room.ready, vec![0, 1]);
    assert!(host.query_all_by_label("Bob").count() >= 1);
    assert_eq!(host.query_all_by_label("away (their turn)").count(), 2);
    assert_eq!(host.query_all_by_label("thinking…").count(), 2);
    // Copy Bob's invitation, as the host would, and paste it into a second window's Join dialog.
    // The lobby sizes itself to its rows over its first frames (a window new in this frame is
    // still growing): let it settle before clicking in it, as a player's eye would.
    for _ in 0..4 {
        host.step();
    }
    host.get_by_label("Copy invitation").click();
    host.step();
    let invite = host.state().notice().map(|n| n.text);
    assert_eq!(invite.as_deref(), Some("Copied the invitation."));
    let public = host
        .state()
        .network
        .hosted
        .as_ref()
        .unwrap()
        .public_url
        .clone();
    let guest = join_with_invitation(host.state(), &dir_b, 1);
    let seen = guest
        .state()
        .play
        .game
        .as_ref()
        .and_then(|g| g.remote.as_ref().map(|r| r.room()))
        .unwrap();
    assert_eq!(seen.me, 1);
    assert!(
        guest.state().play.game.as_ref().unwrap().human_turn(),
        "Bob's sheet is up"
    );
    // Both windows see both people connected and thinking.
    step_until(&mut host, "the host sees Bob arrive", |a| {
        a.play
            .game
            .as_ref()
            .and_then(|g| g.remote.as_ref().map(|r| r.room()))
            .is_some_and(|r| r.connected[1])
    });
    guest.get_by_label_contains(&format!("Network game: room {}", room.room));
    // The server plays the bots at once: no pacing, skipping or bot-for-me controls here.
    assert!(guest.query_by_label("Bot plays for me").is_none());
    assert!(guest.query_by_label("Skip to my turn").is_none());
    assert!(guest.query_all_by_label("thinking…").count() >= 2);
    // A wrong token is refused with the server's reason, and the guest's game stays.
    let mut other = harness(&temp_dir("wrong"));
    other.run();
    other.state_mut().send(crate::ui::event::Event::Replace(
        crate::ui::event::NextGame::Join(crate::ui::event::JoinRequest {
            server: public.to_string(),
            room: room.room.to_string(),
            token: ("0000").to_string(),
            day: None,
        }),
    ));
    step_until(&mut other, "the refusal", |a| a.notice().is_some());
    let text = other.state().notice().unwrap().text;
    assert!(text.contains("refused") && text.contains("token"), "{text}");
    assert!(other.state().play.game.is_none());
    for d in [dir_a, dir_b] {
        std::fs::remove_dir_all(&d).ok();
    }
}

#[test]
fn at_one_computer_any_person_still_writing_takes_the_sheet() {
    let dir = temp_dir("hotseat");
    let mut h = harness(&dir);
    h.run();
    let setup = ann_bob_robo(3);
    let game = hex_roller(h.state());
    h.state_mut().start_game(game, setup, false);
    // The bot writes on the same roll meanwhile, a move every few frames: step, do not settle.
    h.run_steps(2);
    h.get_by_label("Still thinking (everyone plays this roll)");
    h.get_by_label("Bot plays for me");
    h.get_by_label("Ann (at the sheet)");
    assert_eq!(
        h.state().play.game.as_ref().unwrap().m.to_move(),
        ToMove::Seat(0)
    );
    h.get_by_label("Bob").click();
    h.run_steps(2);
    let g = h.state().play.game.as_ref().unwrap();
    assert_eq!(g.m.to_move(), ToMove::Seat(1), "Bob has the sheet");
    assert!(g.human_turn());
    h.get_by_label("Bob (at the sheet)");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_finished_network_game_offers_no_local_play_again_and_verifies_its_dice() {
    let dir = temp_dir("end");
    let mut h = harness(&dir);
    h.run();
    let setup = MatchSetup {
        seats: vec![
            SeatInfo::human("Ann"),
            SeatInfo::bot("Robo", BotLevel::Easy),
        ],
        seed: 9,
        options: Default::default(),
        dice: crate::engine::Dice::Seeded,
    };
    host_game(&mut h, setup);
    step_until(&mut h, "the hosted game is on the table", |a| {
        a.play.game.is_some()
    });
    h.state_mut()
        .windows
        .close(crate::ui::windows::WindowKind::Lobby);
    // Saved while it runs (File › Save writes the replica's save): the commitment, no seed.
    let running = h.state().play.game.as_ref().unwrap().m.save_text().unwrap();
    let seal = crate::engine::save::peek_seal(&running).unwrap();
    assert!(seal.is_some_and(|s| s.salt.is_none()), "{running}");
    assert!(running.contains("seed: 0,") && running.contains("dice: Sealed"));
    // Ann plays her seat to the end, each action answered by the server before the next.
    play_seat_to_end(&mut h);
    step_until(&mut h, "the end window", |a| {
        a.play.game.as_ref().is_some_and(|g| g.m.is_over())
    });
    h.get_by_label("Game over");
    h.get_by_label("For a rematch the host opens a new game and invites again.");
    assert!(h.query_by_label("Play again: same dice").is_none());
    assert!(h.query_by_label("Play again: new dice").is_none());
    h.get_by_label("Export PNG…");
    // A network game's seed is its server's: no game code to share.
    assert!(h
        .state()
        .play
        .game
        .as_ref()
        .is_some_and(|g| g.code.is_none()));
    // The server reveals the seed and salt in a message after the last action; on a busy
    // machine it may arrive a few frames after the end window (the suite once failed here).
    step_until(&mut h, "the seed is revealed", |a| {
        a.play
            .game
            .as_ref()
            .and_then(|g| g.m.save_text().ok())
            .and_then(|t| crate::engine::save::peek_seal(&t).ok().flatten())
            .is_some_and(|seal| seal.salt.is_some())
    });
    // The window checks them against the commitment it was given at the start, and every roll
    // against the seed.
    h.get_by_label("Verify the dice").click();
    h.step();
    h.step();
    let check = h
        .state()
        .play
        .game
        .as_ref()
        .and_then(|g| g.dice_check.clone());
    assert!(
        matches!(&check, Some(Ok(line)) if line.starts_with("fair: ")),
        "{check:?}"
    );
    h.get_by_label_contains("fair: the revealed seed matches the commitment");
    // Saved now, it keeps the revealed seed and salt: `dicepad verify` accepts it.
    let finished = h.state().play.game.as_ref().unwrap().m.save_text().unwrap();
    assert!(crate::net::fair::verify(&finished).is_ok());
    assert!(!finished.contains("seed: 0,"));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn hosting_from_new_game_keeps_tutorial_mode() {
    let dir = temp_dir("tutorial");
    let mut h = harness(&dir);
    h.run();
    h.get_by_label("New game: Hex Roller").click();
    h.run();
    {
        let d = h
            .state_mut()
            .windows
            .new_game()
            .expect("the dialog is open");
        // Ann here, Bob joins from elsewhere; the test's server listens on a free local port.
        d.seats = vec![
            ("Ann".into(), crate::engine::SeatKind::Human),
            ("Robo".into(), crate::engine::SeatKind::Bot(BotLevel::Easy)),
        ];
        d.tutorial = false;
    }
    h.run();
    h.get_by_label("Host over the network").click();
    h.run();
    h.state_mut().windows.new_game().expect("still open").listen = "127.0.0.1:0".into();
    h.get_by_label("Tutorial mode").click();
    h.run();
    h.get_by_label("Start").click();
    // The hosted game's server and client threads repaint until they are connected; on a busy
    // machine that outlasts `run`, so step and wait below.
    h.step();
    assert!(h.state().notice().is_none(), "{:?}", h.state().notice());
    step_until(&mut h, "the hosted game is on the table", |a| {
        a.play.game.as_ref().is_some_and(|g| g.remote.is_some())
    });
    assert!(
        h.state().play.game.as_ref().is_some_and(|g| g.tutorial),
        "the hosted game opens with Tutorial mode as ticked"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_join_form_takes_ws_and_wss_invitations_and_nothing_else() {
    use super::JoinForm;
    for server in ["ws://192.168.1.5:7878", "wss://games.example.org:7878"] {
        let mut form = JoinForm {
            invite: format!("{server} K7MZQ2AB 0123abcd"),
            ..JoinForm::default()
        };
        assert!(form.read_invite(), "{server}");
        assert_eq!(
            form.checked(),
            Ok((server.to_string(), "K7MZQ2AB".into(), "0123abcd".into()))
        );
    }
    for bad in [
        "http://host:7878 ROOM TOKEN",
        "wss:// ROOM TOKEN",
        "ws://host ROOM",
    ] {
        let mut form = JoinForm {
            invite: bad.into(),
            ..JoinForm::default()
        };
        assert!(!form.read_invite(), "{bad}");
    }
    let typed = JoinForm {
        server: "https://host:7878".into(),
        room: "ROOM".into(),
        token: "T".into(),
        invite: String::new(),
    };
    assert!(typed.checked().is_err());
}

#[test]
fn a_clock_chosen_in_the_host_dialog_runs_for_every_person_who_may_act() {
    let dir = temp_dir("clock");
    let mut h = harness(&dir);
    h.run();
    // The dialog's fourth clock (5 minutes per action) with a Strong bot behind it.
    let mut dialog =
        crate::ui::new_game::NewGameDialog::for_game(&h.state().shell, hex_roller(h.state()))
            .expect("a dialog");
    dialog.host = true;
    dialog.clock = 3;
    dialog.clock_bot = BotLevel::Strong;
    let clock = crate::ui::new_game::clock_of(&dialog).expect("a clock");
    assert_eq!((clock.per_move_ms, clock.bot), (300_000, BotLevel::Strong));
    dialog.clock = 0;
    assert!(crate::ui::new_game::clock_of(&dialog).is_none(), "no clock");
    let game = hex_roller(h.state());
    h.state_mut().send(crate::ui::event::Event::Replace(
        crate::ui::event::NextGame::Host(Box::new(crate::ui::event::HostRequest {
            game,
            setup: ann_bob_robo(5),
            mine: None,
            place: crate::ui::event::HostPlace::Window("127.0.0.1:0".into()),
            tutorial: false,
            clock: Some(clock),
        })),
    ));
    step_until(&mut h, "the room's clock runs", |a| {
        a.play
            .game
            .as_ref()
            .and_then(|g| g.remote.as_ref().map(|r| r.room()))
            .is_some_and(|r| r.out_of_time.iter().flatten().count() == 2)
    });
    let room = h
        .state()
        .play
        .game
        .as_ref()
        .unwrap()
        .remote
        .as_ref()
        .unwrap()
        .room();
    let now = web_time::Instant::now();
    // Ann (here) and Bob (away) both have the roll to use: both clocks run, near 5 minutes.
    for seat in [0, 1] {
        let left = room.clock_secs(seat, now).expect("a clock");
        assert!((240..=300).contains(&left), "seat {seat}: {left} s");
    }
    assert_eq!(room.clock_secs(2, now), None, "a bot's seat has none");
    h.run();
    assert!(h.query_all_by_label_contains(" left").count() >= 1);
    std::fs::remove_dir_all(&dir).ok();
}

/// Ann's window hosting Ann, Bob and Robo, with the bot's part of the first roll written and the
/// lobby closed.
fn hosting_ann_bob_robo(dir: &std::path::Path) -> Harness<'static, App> {
    let mut h = harness(dir);
    h.run();
    host_game(&mut h, ann_bob_robo(5));
    step_until(
        &mut h,
        "the hosted game is on the table and its bot wrote",
        |a| room_of(a).is_some_and(|r| r.ready == [0, 1]),
    );
    h.state_mut()
        .windows
        .close(crate::ui::windows::WindowKind::Lobby);
    h.run();
    h
}

#[test]
fn the_invitation_is_at_hand_while_a_seat_is_empty_and_quitting_asks_while_someone_plays() {
    let (dir_a, dir_b) = (temp_dir("invite-host"), temp_dir("invite-guest"));
    let mut ann = hosting_ann_bob_robo(&dir_a);
    // Bob has not joined: the side panel and the Game menu offer his invitation.
    assert_eq!(
        greyed(&ann, "Invite players…"),
        [false],
        "the side panel's button"
    );
    ann.get_by_label("Game").click();
    ann.run();
    assert_eq!(
        greyed(&ann, "Invite players…"),
        [false, false],
        "and the menu's"
    );
    ann.key_press(egui::Key::Escape);
    ann.run();
    ann.get_by_label("Invite players…").click();
    ann.run();
    assert!(ann
        .state()
        .windows
        .is_open(crate::ui::windows::WindowKind::Lobby));
    ann.get_by_label("Copy invitation");
    ann.state_mut()
        .windows
        .close(crate::ui::windows::WindowKind::Lobby);
    ann.run();
    // Bob joins: nobody is left to invite.
    let mut bob = join_with_invitation(ann.state(), &dir_b, 1);
    step_until(&mut ann, "Ann sees Bob arrive", |a| {
        room_of(a).is_some_and(|r| r.connected[1])
    });
    assert!(greyed(&ann, "Invite players…").is_empty(), "no button");
    ann.get_by_label("Game").click();
    ann.run();
    assert_eq!(
        greyed(&ann, "Invite players…"),
        [true],
        "the menu's is greyed out"
    );
    ann.key_press(egui::Key::Escape);
    ann.run();
    // The guest holds no invitations to hand out.
    assert!(!bob.state().command_state().seat_to_invite);
    // Ctrl+Q while Bob plays: asked first; Cancel keeps the window and the server.
    ann.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Q);
    ann.run();
    ann.get_by_label("Close the hosted game?");
    ann.get_by_label(
        "Bob is playing in the game this window hosts. Quitting stops the game for everyone.",
    );
    ann.get_by_label("Cancel").click();
    ann.run();
    assert!(!ann.state().closing && ann.state().network.hosted.is_some());
    assert!(ann.query_by_label("Close the hosted game?").is_none());
    // Asked again and answered: the window quits, the server stops, and Bob's window says
    // the host closed the game (no socket error), and that it joins again by itself.
    ann.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Q);
    ann.run();
    ann.get_by_label("Close the game and quit").click();
    ann.run();
    assert!(ann.state().closing, "the window closes");
    assert!(ann.state().network.hosted.is_none(), "the server stopped");
    step_until(&mut bob, "Bob hears the host left", |a| {
        room_of(a).is_some_and(|r| r.connection != crate::net::remote::Connection::Connected)
    });
    bob.run();
    bob.get_by_label(
        "The host closed the game. It goes on when they return: this window joins again by itself.",
    );
    assert!(bob.query_by_label_contains("os error").is_none());
    // Nobody's last state is shown as if it were still so: no one "thinking…" or "waiting".
    for stale in ["thinking…", "waiting"] {
        assert!(
            bob.query_by_label_contains(stale).is_none(),
            "no seat reads {stale:?} with the server gone"
        );
    }
    for d in [dir_a, dir_b] {
        std::fs::remove_dir_all(&d).ok();
    }
}

#[test]
fn quitting_a_hosted_game_nobody_else_is_in_asks_nothing() {
    let dir = temp_dir("quit-alone");
    let mut ann = hosting_ann_bob_robo(&dir);
    ann.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Q);
    ann.run();
    assert!(ann.query_by_label("Close the hosted game?").is_none());
    assert!(ann.state().closing, "the window closes at once");
    assert!(
        ann.state().network.hosted.is_none(),
        "its server stopped with it"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_network_player_takes_back_their_own_last_action_until_someone_else_acts() {
    let (dir_a, dir_b) = (temp_dir("undo-host"), temp_dir("undo-guest"));
    let mut ann = hosting_ann_bob_robo(&dir_a);
    let mut bob = join_with_invitation(ann.state(), &dir_b, 1);
    let count = |a: &App| a.play.game.as_ref().map_or(0, |g| g.m.action_count());
    // Nothing of Bob's to take back yet.
    assert_eq!(greyed(&bob, "Undo"), [true]);
    let before = count(bob.state());
    act_over_network(&mut bob);
    assert_eq!(count(bob.state()), before + 1);
    assert_eq!(greyed(&bob, "Undo"), [false], "Bob's own last action");
    step_until(&mut ann, "Ann sees Bob's action", |a| {
        count(a) == before + 1
    });
    // Bob takes it back: the server's game, and so both windows, are back where they were.
    bob.get_by_label("Undo").click();
    step_until(&mut bob, "Bob's copy is back", |a| count(a) == before);
    step_until(&mut ann, "Ann's copy is back", |a| count(a) == before);
    for w in [&ann, &bob] {
        let r = room_of(w.state()).unwrap();
        assert!(r.untrusted.is_none() && r.refused.is_none(), "{r:?}");
    }
    assert!(
        bob.state().play.game.as_ref().unwrap().human_turn(),
        "Bob writes again"
    );
    // Bob writes again, then Ann: his Undo is greyed out, and says why.
    act_over_network(&mut bob);
    act_over_network(&mut ann);
    step_until(&mut bob, "Bob sees Ann's action", |a| {
        count(a) == before + 2
    });
    assert_eq!(greyed(&bob, "Undo"), [true]);
    bob.get_by_label("Undo").hover();
    for _ in 0..60 {
        bob.step();
    }
    bob.get_by_label_contains("Another player has acted since your last action");
    for d in [dir_a, dir_b] {
        std::fs::remove_dir_all(&d).ok();
    }
}

#[test]
fn an_unnamed_bot_seat_is_named_once_with_its_level_and_a_named_one_with_its_kind() {
    let dir = temp_dir("bot-names");
    let mut h = harness(&dir);
    h.run();
    let mut setup = ann_bob_robo(5);
    // As `dicepad host` leaves seats nobody named: blank, worded where shown.
    setup.seats[1] = SeatInfo::human("");
    setup.seats.push(SeatInfo::bot("", BotLevel::Normal));
    host_game(&mut h, setup);
    step_until(&mut h, "the hosted game is on the table", |a| {
        room_of(a).is_some()
    });
    // In the lobby and the side panel alike.
    assert_eq!(h.query_all_by_label("Bot 4 (Normal)").count(), 2);
    assert_eq!(h.query_all_by_label("Robo (bot, Easy)").count(), 2);
    assert_eq!(h.query_all_by_label("Player 2").count(), 2);
    assert!(h.query_by_label_contains("(Normal) (bot").is_none());
    std::fs::remove_dir_all(&dir).ok();
}

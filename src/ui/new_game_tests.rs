//! The New-game dialog's choice of where a hosted room lives, as a player meets it: "This window
//! hosts" listens on an address of this window's own server; "Keep the room on a server" asks for
//! the server's address and creates the room there, without starting a server in the window.

use super::super::app::App;
use super::super::kittest_support::{self, step_until};
use egui_kittest::kittest::Queryable;
use egui_kittest::Harness;

fn temp_dir(name: &str) -> std::path::PathBuf {
    kittest_support::temp_dir("newgame", name)
}

fn harness(dir: &std::path::Path) -> Harness<'static, App> {
    let app = kittest_support::app(dir, kittest_support::still());
    kittest_support::harness_of(app, 1280.0, 1000.0)
}

/// Opens Hex Roller's New-game dialog with hosting ticked.
fn hosting_dialog(h: &mut Harness<'_, App>) {
    let game = crate::games::index_of(&h.state().shell.registry, "hex-roller").expect("registered");
    h.state_mut().send(crate::ui::event::Event::OpenWindow(
        crate::ui::event::Open::NewGame(game),
    ));
    h.run();
    h.get_by_label("Host over the network").click();
    h.run();
}

/// The game on the table: its server's address, and the remembered seat's.
fn seat_on_table(h: &App) -> (String, crate::net::seat_book::SeatKey) {
    let url = h
        .play
        .game
        .as_ref()
        .and_then(|g| g.remote.as_ref())
        .map(|r| r.room().url)
        .expect("a network game on the table");
    let key = h
        .network
        .games
        .book
        .as_ref()
        .and_then(|b| b.seats.last().cloned())
        .expect("the seat is remembered");
    (url, key)
}

#[test]
fn keeping_the_room_on_a_server_asks_its_address_and_creates_the_room_there() {
    let (dir, server_dir) = (temp_dir("server-choice"), temp_dir("server-choice-srv"));
    let addr = crate::net::server::spawn("127.0.0.1:0", &server_dir, Default::default())
        .expect("a server");
    let server = format!("ws://{addr}");
    let mut h = harness(&dir);
    h.run();
    hosting_dialog(&mut h);
    // This window hosts, at first: where to listen, no server's address.
    assert!(h.query_by_label("Listen on:").is_some());
    assert!(h.query_by_label("Server:").is_none());
    h.get_by_label("Keep the room on a server").click();
    h.run();
    assert!(h.query_by_label("Listen on:").is_none());
    h.get_by_label("Server:").focus();
    h.run();
    // The field holds "ws://" already: the address typed follows it.
    h.get_by_label("Server:")
        .type_text(&server["ws://".len()..]);
    h.run();
    h.get_by_label("Start").click();
    // The network threads repaint until they are connected; on a busy machine that outlasts
    // `run` (CI failed so once), so step and wait below, as the network tests do.
    h.step();
    assert!(h.state().notice().is_none(), "{:?}", h.state().notice());
    step_until(&mut h, "the game is on the table", |a| {
        a.play.game.is_some()
    });
    let (url, key) = seat_on_table(h.state());
    assert_eq!(url, server);
    assert_eq!((key.server.as_str(), key.hosted), (server.as_str(), false));
    // No server was started in the window.
    assert!(h.state().network.hosted.is_none());
    std::fs::remove_dir_all(&dir).ok();
    std::fs::remove_dir_all(&server_dir).ok();
}

#[test]
fn the_window_hosting_starts_its_own_server_on_the_address_given() {
    let dir = temp_dir("window-choice");
    let mut h = harness(&dir);
    h.run();
    hosting_dialog(&mut h);
    h.get_by_label("Listen on:").focus();
    h.run();
    // Select the default address and type another over it.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.get_by_label("Listen on:").type_text("127.0.0.1:0");
    h.run();
    h.get_by_label("Start").click();
    // The network threads repaint until they are connected; on a busy machine that outlasts
    // `run` (CI failed so once), so step and wait below, as the network tests do.
    h.step();
    assert!(h.state().notice().is_none(), "{:?}", h.state().notice());
    step_until(&mut h, "the game is on the table", |a| {
        a.play.game.is_some()
    });
    let hosted = h
        .state()
        .network
        .hosted
        .as_ref()
        .expect("the window's own server runs");
    assert!(hosted.addr.ip().is_loopback(), "{}", hosted.addr);
    let own = format!("ws://127.0.0.1:{}", hosted.addr.port());
    let (url, key) = seat_on_table(h.state());
    assert_eq!(url, own);
    assert_eq!((key.server.as_str(), key.hosted), (own.as_str(), true));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn each_bot_level_is_offered_with_its_ladder_rating_for_the_game_and_table() {
    let dir = temp_dir("ratings");
    let mut h = harness(&dir);
    h.run();
    let game = crate::games::index_of(&h.state().shell.registry, "hex-roller").expect("registered");
    h.state_mut().send(crate::ui::event::Event::OpenWindow(
        crate::ui::event::Open::NewGame(game),
    ));
    h.run();
    let seats = h
        .state_mut()
        .windows
        .new_game()
        .map_or(0, |d| d.seats.len());
    let (_, rated) = crate::sim::ladder::published("hex-roller", seats).expect("published");
    // The seat's kind list, opened.
    // (The text box and the kind list are both labelled by the seat: the list is the second.)
    h.get_all_by_label("Seat 1")
        .last()
        .expect("the kind list")
        .click();
    h.run();
    for (level, rating) in ["Easy", "Normal", "Strong"].into_iter().zip(rated) {
        let label = match rating {
            Some(r) => format!("Bot ({level}) ≈ {r}"),
            None => format!("Bot ({level})"),
        };
        assert!(h.query_by_label(&label).is_some(), "{label}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

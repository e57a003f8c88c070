//! The table chat as a player meets it: the panel alone (lines, mute, Send and Enter, a
//! spectator without the input line), and a hosted game's side panel sending a line through the
//! server and back.

use super::super::kittest_support::{app, harness_of, step_until, still};
use super::chat_panel;
use crate::engine::{BotLevel, SeatInfo};
use crate::game::MatchSetup;
use crate::net::chat::ChatView;
use crate::net::protocol::ChatLine;
use crate::ui::app::App;
use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use egui_kittest::Harness;

struct Panel {
    view: ChatView,
    names: Vec<String>,
    can_write: bool,
    sent: Vec<String>,
}

fn line(n: u64, seat: usize, name: &str, text: &str) -> ChatLine {
    ChatLine {
        n,
        seat,
        name: name.into(),
        text: text.into(),
        time: 0,
    }
}

fn panel(can_write: bool) -> Harness<'static, Panel> {
    panel_of_height(can_write, 420.0)
}

fn panel_of_height(can_write: bool, height: f32) -> Harness<'static, Panel> {
    let mut view = ChatView::default();
    view.take_all(&[
        line(0, 0, "Ann", "hello table"),
        line(1, 1, "Bob", "hi Ann"),
        line(2, 1, "Bob", &"W".repeat(120)),
    ]);
    let state = Panel {
        view,
        names: vec!["Ann".into(), "Bob".into()],
        can_write,
        sent: Vec::new(),
    };
    Harness::builder()
        .with_size(egui::vec2(300.0, height))
        .build_ui_state(
            |ui, p: &mut Panel| {
                if let Some(text) = chat_panel(ui, &mut p.view, &p.names, p.can_write) {
                    p.sent.push(text);
                    p.view.draft.clear();
                }
            },
            state,
        )
}

#[test]
fn the_panel_sends_with_send_and_enter_and_a_muted_seats_lines_are_hidden() {
    let mut h = panel(true);
    h.run();
    h.get_by_label_contains("hello table");
    h.get_by_label_contains("hi Ann");
    // A word wider than the panel is broken, not drawn past its edge.
    let long = h.get_by_label_contains("WWWW").rect();
    assert!(long.max.x <= 300.0, "{long:?}");
    assert!(long.height() > 30.0, "{long:?}");
    let input = h.get_by_role(Role::TextInput);
    input.focus();
    h.run();
    h.get_by_role(Role::TextInput).type_text("good game");
    h.run();
    h.get_by_label("Send").click();
    h.run();
    assert_eq!(h.state().sent, ["good game"]);
    // The input has the focus again for the next line, and Enter sends too.
    h.get_by_role(Role::TextInput).type_text("again");
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(h.state().sent, ["good game", "again"]);
    assert!(h.get_by_role(Role::TextInput).is_focused());
    // Mute Bob: his lines go, and the panel says how many are hidden.
    h.get_by_label("Mute…").click();
    h.run();
    h.get_by_label("Bob").click();
    h.run();
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(h.state().view.muted.contains(&1));
    assert!(h.query_by_label_contains("hi Ann").is_none());
    h.get_by_label_contains("hello table");
    h.get_by_label("2 lines of muted seats hidden");
}

#[test]
fn a_spectator_reads_without_an_input_line() {
    let mut h = panel(false);
    h.run();
    h.get_by_label_contains("hello table");
    assert!(h.query_by_role(Role::TextInput).is_none());
    assert!(h.query_by_label("Send").is_none());
    h.get_by_label("You are watching: only the seats write here.");
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    super::super::kittest_support::temp_dir("chatui", name)
}

fn chat_lines(app: &App) -> Vec<ChatLine> {
    app.play
        .game
        .as_ref()
        .and_then(|g| g.remote.as_ref())
        .map(|seat| seat.chat().all().cloned().collect())
        .unwrap_or_default()
}

#[test]
fn a_line_sent_from_the_side_panel_comes_back_from_the_server_and_a_mute_hides_it() {
    let dir = temp_dir("host");
    let mut h = harness_of(app(&dir, still()), 1280.0, 800.0);
    h.run();
    let game = crate::games::index_of(&h.state().shell.registry, "hex-roller").expect("registered");
    let setup = MatchSetup {
        seats: vec![
            SeatInfo::human("Ann"),
            SeatInfo::human("Bob"),
            SeatInfo::bot("Robo", BotLevel::Easy),
        ],
        seed: 3,
        options: Default::default(),
        dice: crate::engine::Dice::Seeded,
    };
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
    step_until(&mut h, "the hosted game is on the table", |a| {
        a.play.game.is_some()
    });
    h.state_mut()
        .windows
        .close(crate::ui::windows::WindowKind::Lobby);
    h.run();
    h.get_by_label("Nobody has written yet.");
    h.get_by_role(Role::TextInput).focus();
    h.run();
    h.get_by_role(Role::TextInput)
        .type_text("  good luck, all ");
    h.run();
    h.get_by_label("Send").click();
    step_until(&mut h, "the line came back", |a| !chat_lines(a).is_empty());
    let lines = chat_lines(h.state());
    assert_eq!(
        lines
            .iter()
            .map(|l| (l.seat, l.name.as_str(), l.text.as_str()))
            .collect::<Vec<_>>(),
        [(0, "Ann", "good luck, all")]
    );
    h.get_by_label_contains("good luck, all");
    assert_eq!(h.get_by_role(Role::TextInput).value().as_deref(), Some(""));
    // Muting a seat hides its lines in this window.
    h.get_by_label("Mute…").click();
    h.run();
    h.get_by_role_and_label(Role::CheckBox, "Ann").click();
    h.run();
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(h.query_by_label_contains("good luck, all").is_none());
    h.get_by_label("1 line of a muted seat hidden");
    h.state_mut().play.game = None;
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn in_a_short_panel_the_lines_scroll_and_the_input_stays_inside() {
    // What is left of a side panel at UI scale 1.5 in a 1280×800 window: under egui's 64 points
    // a scrolled area keeps by default, which put the input row under the panel's edge.
    let height = 110.0;
    let mut h = panel_of_height(true, height);
    h.run();
    let input = h.get_by_role(Role::TextInput).rect();
    let send = h.get_by_label("Send").rect();
    assert!(
        input.bottom() <= height && send.bottom() <= height,
        "{input:?} {send:?} in {height}"
    );
}

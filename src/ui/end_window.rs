//! The end of a game, over the game screen: every seat's sheet and score breakdown, the winners,
//! how a solo score compares, the daily challenge's bot, Play again, Verify the dice, Export,
//! Review and Close.

use super::command::Command;
use super::event::Event;
use super::game_screen::GameScreen;
use super::shell::Shell;
use crate::engine::text::{tr, Msg};
use crate::engine::Names;
use egui::RichText;

/// Every seat's sheet and breakdown, the winners, Play again and Export. Fits any window from
/// 1280×800 up (it scrolls when the seats do not fit) and closes with its button or Esc.
pub fn end_window_ui(ctx: &egui::Context, cx: &mut Shell, g: &mut GameScreen, strong: Option<i32>) {
    let mut again = None;
    let mut export = false;
    let mut review = false;
    let mut close = false;
    // A network game checks its own dice as soon as the server has revealed the seed: the
    // player sees they were fair (or not) without asking.
    // (A revealed seed is never a sealed day's.)
    let mut verify = g.remote.is_some() && g.dice_check.is_none() && g.seed_revealed();
    let style = cx.sheet_style();
    let m = &*g.m;
    let scores = m.scores();
    let winners = m.winners();
    let (headline, notes) = end_text(g, &scores, strong);
    let screen = ctx.content_rect();
    let max = egui::vec2(
        (screen.width() - 80.0).max(300.0),
        (screen.height() - 100.0).max(240.0),
    );
    let seats = m.seats().len();
    let shared = m.shared_sheet();
    // A network game is the host's room: a rematch is a new room the host opens.
    let networked = g.remote.is_some();
    let own_sheets = !shared;
    let EndLayout {
        col_w,
        width,
        per_row,
        sheet,
    } = end_layout(m.sheet_size(), seats, shared, max);
    egui::Window::new(tr("end-title"))
        .id(egui::Id::unique("end-window"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .min_width(width)
        .max_width(width)
        .max_height(max.y)
        .show(ctx, |ui| {
            // The full width, so the title strip spans the window.
            ui.set_width(width - 2.0 * ui.spacing().window_margin.leftf());
            ui.label(RichText::new(headline).size(20.0).strong());
            for note in &notes {
                ui.label(note);
            }
            // Same-dice rematches are for local games: a network game's dice are its
            // server's.
            let again_offered = (!networked && !g.sealed).then_some(&mut again);
            // A server's daily attempt: its seed stays sealed until the day ends (everyone
            // plays these dice today); the day's board is checked then.
            let day_sealed = g.online_day_sealed();
            let verify_offered = (g.sealed && !day_sealed).then_some(&mut verify);
            end_buttons(
                ui,
                again_offered,
                verify_offered,
                &mut export,
                &mut review,
                &mut close,
            );
            match &g.dice_check {
                Some(Ok(fair)) => {
                    ui.label(RichText::new(fair).color(ui.visuals().hyperlink_color));
                }
                Some(Err(unfair)) => {
                    ui.label(RichText::new(unfair).color(ui.visuals().error_fg_color));
                }
                None => {}
            }
            if day_sealed {
                ui.label(RichText::new(tr("end-daily-sealed")).weak());
            } else if networked {
                ui.label(RichText::new(tr("end-network-rematch")).weak());
            }
            ui.separator();
            egui::ScrollArea::vertical()
                .max_height(max.y - 90.0)
                .min_scrolled_height(max.y - 90.0)
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    if shared {
                        let (rect, _) = ui.allocate_exact_size(sheet, egui::Sense::hover());
                        m.paint_sheet(ui.painter(), rect, 0, &style);
                    }
                    let all: Vec<usize> = (0..seats).collect();
                    for row in all.chunks(per_row) {
                        ui.horizontal_top(|ui| {
                            for &i in row {
                                let name = Names::of(m.seats()).get(i);
                                // Alone at the table there is nobody to win against.
                                let crown = if seats > 1 && winners.contains(&i) {
                                    format!(" {}", tr("end-winner"))
                                } else {
                                    String::new()
                                };
                                ui.allocate_ui_with_layout(
                                    egui::vec2(col_w, 0.0),
                                    egui::Layout::top_down(egui::Align::Min),
                                    |ui| {
                                        egui::Frame::group(ui.style()).show(ui, |ui| {
                                            ui.set_width(col_w - 16.0);
                                            ui.add(
                                                egui::Label::new(
                                                    RichText::new(format!("{name}{crown}"))
                                                        .strong(),
                                                )
                                                .truncate(),
                                            );
                                            if own_sheets {
                                                let (rect, _) = ui.allocate_exact_size(
                                                    sheet,
                                                    egui::Sense::hover(),
                                                );
                                                m.paint_sheet(ui.painter(), rect, i, &style);
                                            }
                                            if let Some(sc) = scores.get(i) {
                                                breakdown_ui(ui, i, sc);
                                            }
                                        });
                                    },
                                );
                            }
                        });
                    }
                });
        });
    if close {
        g.end_dismissed = true;
    }
    if verify {
        g.verify_dice();
    }
    if export {
        cx.send(Event::Run(Command::Export));
    }
    if review {
        cx.send(Event::Run(Command::Review));
    }
    if let Some(same_dice) = again {
        cx.send(Event::PlayAgain { same_dice });
    }
}

/// How the end window lays out the seats: the column width, the window's width, seats per row and
/// the size each sheet (or the shared board) is drawn at.
struct EndLayout {
    col_w: f32,
    width: f32,
    per_row: usize,
    sheet: egui::Vec2,
}

/// The end window's layout for `seats` sheets of `natural` size (one shared board when `shared`)
/// within `max`, the room the screen leaves.
fn end_layout(natural: egui::Vec2, seats: usize, shared: bool, max: egui::Vec2) -> EndLayout {
    // Seats in rows of equal columns, as many per row as fit; the window is sized to them
    // up to the screen and scrolls beyond that. A shared board is shown once, above.
    let col_w: f32 = if shared {
        220.0
    } else if seats == 1 {
        (max.x - 40.0).min(460.0)
    } else {
        260.0
    };
    // A shared board is shown large enough to read (as wide as every seat's breakdown side
    // by side, at least 780 points, as the screen allows).
    let width = if shared {
        (seats as f32 * (col_w + 12.0) + 16.0).max(780.0).min(max.x)
    } else {
        max.x
    };
    let per_row = ((width - 16.0) / (col_w + 12.0))
        .floor()
        .clamp(1.0, seats as f32) as usize;
    let width = if shared {
        width
    } else {
        (per_row as f32 * (col_w + 12.0)).min(max.x)
    };
    let sheet_w = if shared {
        // Inside the window's margins, so the board never widens the window past its title.
        width - 16.0
    } else {
        col_w - 16.0
    };
    // A single sheet or board also leaves room for the title, the buttons and the breakdowns
    // (for a board: a row of them is about 100 points high).
    let rows = seats.div_ceil(per_row) as f32;
    let scale = if shared || seats == 1 {
        let below = if shared { 110.0 + rows * 100.0 } else { 280.0 };
        (sheet_w / natural.x.max(1.0)).min((max.y - below).max(160.0) / natural.y.max(1.0))
    } else {
        sheet_w / natural.x.max(1.0)
    };
    let sheet = natural * scale;
    EndLayout {
        col_w,
        width,
        per_row,
        sheet,
    }
}

/// The end window's headline (the result, worded as everywhere) and what it adds: how a solo
/// score compares with the player's earlier ones, and for a daily challenge, that it was one and
/// the Strong bot's score on the same dice.
fn end_text(
    g: &GameScreen,
    scores: &[crate::engine::SeatScore],
    strong: Option<i32>,
) -> (String, Vec<String>) {
    let m = &*g.m;
    let headline = crate::games::result_of(m);
    let mut notes = Vec::new();
    let mine = scores.first().map(|s| s.total);
    if let (Some((past, games)), Some(mine)) = (g.past_best, mine) {
        let id = match mine.cmp(&past) {
            std::cmp::Ordering::Greater => "end-new-best",
            std::cmp::Ordering::Equal => "end-equals-best",
            std::cmp::Ordering::Less => "end-best-so-far",
        };
        notes.push(
            Msg::new(id)
                .int("best", past)
                .count("games", games)
                .to_string(),
        );
    }
    if let Some((date, first)) = &g.daily {
        let id = if *first {
            "end-daily-attempt"
        } else {
            "end-daily-practice"
        };
        notes.push(Msg::new(id).text("date", date.to_string()).to_string());
        if let (Some(strong), Some(mine)) = (strong, mine) {
            let compare = match mine.cmp(&strong) {
                std::cmp::Ordering::Greater => "end-strong-beaten",
                std::cmp::Ordering::Equal => "end-strong-matched",
                std::cmp::Ordering::Less => "end-strong-won",
            };
            let strong = crate::games::total_text(m.info().id, &m.option_choices(), strong);
            notes.push(Msg::new(compare).msg("total", strong).to_string());
        }
    }
    (headline.to_string(), notes)
}

/// The end window's buttons: Play again (same or new dice; only when `again` is offered), Export,
/// Review, Close.
fn end_buttons(
    ui: &mut egui::Ui,
    again: Option<&mut Option<bool>>,
    verify: Option<&mut bool>,
    export: &mut bool,
    review: &mut bool,
    close: &mut bool,
) {
    // Wrapped: a narrow window (one shared board) puts the last buttons on a second line
    // rather than running past its edge.
    ui.horizontal_wrapped(|ui| {
        if let Some(again) = again {
            if ui
                .button(tr("end-again-same"))
                .on_hover_text(tr("end-again-same-tip"))
                .clicked()
            {
                *again = Some(true);
            }
            if ui
                .button(tr("end-again-new"))
                .on_hover_text(tr("end-again-new-tip"))
                .clicked()
            {
                *again = Some(false);
            }
        }
        if let Some(verify) = verify {
            if ui
                .button(tr("end-verify"))
                .on_hover_text(tr("end-verify-tip"))
                .clicked()
            {
                *verify = true;
            }
        }
        if ui.button(tr("cmd-export")).clicked() {
            *export = true;
        }
        if ui
            .button(tr("cmd-review-button"))
            .on_hover_text(tr("end-review-tip"))
            .clicked()
        {
            *review = true;
        }
        if ui.button(tr("cmd-close")).on_hover_text("Esc").clicked() {
            *close = true;
        }
    });
}

fn breakdown_ui(ui: &mut egui::Ui, seat: usize, score: &crate::engine::SeatScore) {
    // A long line ("Fish still swimming (after 100 rounds)") wraps inside its column instead of
    // widening the column past the window, which left the title strip short of the edge.
    let label_w = (ui.available_width() - 48.0).max(60.0);
    egui::Grid::new(("breakdown", seat))
        .striped(true)
        .max_col_width(label_w)
        .show(ui, |ui| {
            for l in &score.lines {
                ui.add(egui::Label::new(l.label.to_string()).wrap());
                ui.label(l.points.to_string());
                ui.end_row();
            }
            ui.label(RichText::new(tr("end-total")).strong());
            ui.label(RichText::new(score.total.to_string()).strong());
            ui.end_row();
        });
}

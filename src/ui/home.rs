//! The home screen: every game with its player count, New game, How to play, and Continue.

use super::command::Command;
use super::crash_notice::CrashNotice;
use super::event::{Event, Open};
use super::recent::RecentGame;
use super::sheet_picture::SheetPicture;
use super::shell::Shell;
use crate::engine::text::{tr, Msg};
use egui::RichText;

/// The home screen's state.
pub struct Home {
    /// The autosave and the recent save files, described.
    pub recent: Vec<RecentGame>,
    /// A sample game of each registered game and its picture on the cards (made once).
    thumbnails: Option<Vec<Thumbnail>>,
    /// Crash reports earlier runs left, shown until dismissed.
    pub crash_notice: CrashNotice,
}

impl Home {
    pub fn new(cx: &mut Shell) -> Home {
        let mut home = Home {
            recent: Vec::new(),
            thumbnails: None,
            crash_notice: CrashNotice::load(&cx.data_dir),
        };
        home.refresh(cx);
        home
    }

    /// Reads the autosave and the recent files again.
    pub fn refresh(&mut self, cx: &mut Shell) {
        let autosave = cx.autosave_path();
        self.recent = super::recent::read_recent(&autosave, &mut cx.settings.recent_files);
    }

    /// A file off the list (not off the disk).
    pub fn forget(&mut self, cx: &mut Shell, path: &std::path::Path) {
        cx.settings.recent_files.retain(|p| p != path);
        self.recent.retain(|r| r.path != path);
    }

    /// The home screen; `sections` draws what other features add between the saved games and
    /// the game cards (network games, today's challenges).
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        cx: &mut Shell,
        sections: impl FnOnce(&mut egui::Ui, &mut Shell),
    ) {
        egui::Panel::top("home-top").show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.heading(RichText::new("dicepad").size(26.0).strong());
                // The buttons first, from the right; the tagline takes the room left between
                // them and the name, cut short with "…" where there is too little (a large UI
                // scale, a longer language), never under the buttons.
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui.button(tr("home-settings")).clicked() {
                        cx.send(Event::Run(Command::Settings));
                    }
                    if ui
                        .button(Command::Statistics.label())
                        .on_hover_text(Command::Statistics.tooltip())
                        .clicked()
                    {
                        cx.send(Event::Run(Command::Statistics));
                    }
                    if ui
                        .button(tr("home-join"))
                        .on_hover_text(tr("home-join-tip"))
                        .clicked()
                    {
                        cx.send(Event::OpenWindow(Open::Join));
                    }
                    if ui
                        .button(tr("home-open"))
                        .on_hover_text(
                            Msg::new("home-open-tip")
                                .text("keys", Command::Open.keys_text())
                                .to_string(),
                        )
                        .clicked()
                    {
                        cx.send(Event::Run(Command::Open));
                    }
                    ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                        ui.add(egui::Label::new(tr("home-tagline")).truncate());
                    });
                });
            });
        });
        if self.thumbnails.is_none() {
            self.thumbnails = Some(
                cx.registry
                    .iter()
                    .map(|g| Thumbnail {
                        game: sample_match(g.as_ref()),
                        picture: SheetPicture::new(format!("home-picture-{}", g.info().id)),
                    })
                    .collect(),
            );
        }
        let style = cx.sheet_style();
        egui::CentralPanel::default().show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                if !self.crash_notice.is_empty() {
                    self.crash_notice.ui(ui, cx);
                    ui.add_space(10.0);
                }
                if !self.recent.is_empty() {
                    self.recent_ui(ui, cx);
                    ui.add_space(10.0);
                }
                sections(ui, cx);
                ui.add_space(10.0);
                ui.label(RichText::new(tr("home-games")).size(18.0).strong());
                ui.add_space(4.0);
                let infos: Vec<_> = cx.registry.iter().map(|g| g.info()).collect();
                let gap = 8.0;
                let avail = ui.available_width();
                let (per_row, thumbnail) = card_layout(
                    avail,
                    ui.clip_rect().bottom() - ui.cursor().top(),
                    infos.len(),
                    gap,
                );
                let card_w = (avail - gap * (per_row as f32 - 1.0)) / per_row as f32;
                for (row, chunk) in infos.chunks(per_row).enumerate() {
                    ui.horizontal_top(|ui| {
                        ui.spacing_mut().item_spacing.x = gap;
                        for (k, info) in chunk.iter().enumerate() {
                            let i = row * per_row + k;
                            let picture = self.thumbnails.as_mut().and_then(|t| t.get_mut(i));
                            match game_card_ui(ui, info, picture, &style, card_w, thumbnail) {
                                Some(CardClick::NewGame) => {
                                    cx.send(Event::OpenWindow(Open::NewGame(i)))
                                }
                                Some(CardClick::HowTo) => {
                                    cx.send(Event::OpenWindow(Open::HowToPlay(i)))
                                }
                                Some(CardClick::Print) => {
                                    cx.send(Event::OpenWindow(Open::Print(i)))
                                }
                                None => {}
                            }
                        }
                    });
                    ui.add_space(gap);
                }
            });
        });
    }

    /// The autosave (Continue, unless it is finished) and the save files opened or saved lately.
    fn recent_ui(&mut self, ui: &mut egui::Ui, cx: &mut Shell) {
        ui.label(RichText::new(tr("home-recent")).size(18.0).strong());
        ui.add_space(4.0);
        let mut open = None;
        let mut forget = None;
        egui::Frame::group(ui.style())
            .inner_margin(8.0)
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                egui::Grid::new("recent-games")
                    .num_columns(4)
                    .spacing([16.0, 6.0])
                    .show(ui, |ui| {
                        for r in self
                            .recent
                            .iter()
                            .filter(|r| !shown_as_file(r, &self.recent))
                        {
                            // The player's own files show their file name (never a folder).
                            let title = if r.autosave {
                                Msg::new("home-last-game")
                                    .text("game", r.title.clone())
                                    .to_string()
                            } else if r.readable {
                                format!("{} ({})", r.title, super::words::file_name(&r.path))
                            } else {
                                r.title.clone()
                            };
                            ui.label(RichText::new(&title).strong());
                            ui.label(&r.state);
                            ui.label(RichText::new(&r.when).weak());
                            ui.horizontal(|ui| {
                                if r.readable {
                                    let (word, tip) = if r.finished {
                                        (tr("home-look"), tr("home-look-tip"))
                                    } else {
                                        (tr("home-continue"), tr("home-continue-tip"))
                                    };
                                    let b = ui.button(&word);
                                    let name = format!("{word}: {title}");
                                    super::widgets::name_button(&b, &name);
                                    if b.on_hover_text(tip).clicked() {
                                        open = Some((r.path.clone(), r.autosave));
                                    }
                                }
                                if !r.autosave && ui.small_button(tr("home-forget")).clicked() {
                                    forget = Some(r.path.clone());
                                }
                            });
                            ui.end_row();
                        }
                    });
            });
        if let Some((path, _autosave)) = open {
            cx.send(Event::OpenFile(path));
        }
        if let Some(path) = forget {
            self.forget(cx, &path);
        }
    }
}

/// The sheet picture on a card is at least this big, and at most the larger size.
const THUMBNAIL: (f32, f32) = (150.0, 340.0);
/// Room a card keeps beside its picture for the name, the pitch and the buttons.
const CARD_TEXT: f32 = 230.0;
/// A card's inner margin.
const CARD_MARGIN: f32 = 10.0;

/// How many cards a row takes and how big their pictures are: the layout whose pictures are
/// biggest while every card fits the width and, where possible, all rows fit the height (a big
/// window gets big pictures instead of an empty lower half).
fn card_layout(width: f32, height: f32, cards: usize, gap: f32) -> (usize, f32) {
    let frame = 2.0 * CARD_MARGIN + 2.0;
    let mut best = (1, THUMBNAIL.0);
    for per_row in 1..=cards.max(1) {
        let card_w = (width - gap * (per_row as f32 - 1.0)) / per_row as f32;
        let by_width = card_w - frame - CARD_TEXT - 12.0;
        if by_width < THUMBNAIL.0 {
            break;
        }
        let rows = cards.div_ceil(per_row) as f32;
        let by_height = (height - gap * rows) / rows - frame;
        let size = by_width.min(by_height.max(THUMBNAIL.0)).min(THUMBNAIL.1);
        // Pictures nearly as big (within a tenth): more cards a row, fewer rows.
        if size >= best.1 * 0.9 {
            best = (per_row, size);
        }
    }
    best
}

/// A finished autosave that is also one of the listed files (the same game, the same result) is
/// listed once, by its file.
fn shown_as_file(r: &RecentGame, all: &[RecentGame]) -> bool {
    r.autosave
        && r.finished
        && all
            .iter()
            .any(|o| !o.autosave && o.readable && o.title == r.title && o.state == r.state)
}

enum CardClick {
    NewGame,
    HowTo,
    Print,
}

/// A fresh game with the fewest seats and default options: what the card's picture shows.
fn sample_match(g: &dyn crate::game::GamePlugin) -> Option<Box<dyn crate::game::Playable>> {
    let info = g.info();
    let seats = (0..info.min_seats.max(1))
        .map(|i| crate::engine::SeatInfo::human(Msg::new("player-n").count("n", i + 1).to_string()))
        .collect();
    let mut m = g
        .new_match(crate::game::MatchSetup {
            seats,
            seed: 1,
            options: Default::default(),
            dice: crate::engine::Dice::Seeded,
        })
        .ok()?;
    // A sheet some way into a game shows what playing looks like; a blank one is mostly grid.
    // Normal bots take a few milliseconds for these moves, once per start of the window.
    while m.action_count() < SAMPLE_ACTIONS && !m.is_over() {
        if !matches!(m.play_bot(crate::engine::BotLevel::Normal), Ok(true)) {
            break;
        }
    }
    Some(m)
}

/// How far into a seeded game the home screen's pictures are taken.
const SAMPLE_ACTIONS: usize = 24;

/// One game: its sheet drawn small by the game's own painter, name, player count, pitch, and
/// New game / How to play.
fn game_card_ui(
    ui: &mut egui::Ui,
    info: &crate::game::GameInfo,
    picture: Option<&mut Thumbnail>,
    style: &crate::sheet_kit::SheetStyle,
    width: f32,
    thumbnail: f32,
) -> Option<CardClick> {
    let mut click = None;
    let margin = CARD_MARGIN;
    egui::Frame::group(ui.style())
        .inner_margin(margin)
        .show(ui, |ui| {
            let inner = width - 2.0 * margin - 2.0;
            ui.set_width(inner);
            ui.set_height(thumbnail);
            ui.horizontal_top(|ui| {
                thumbnail_ui(ui, info.name, picture, style, thumbnail);
                ui.vertical(|ui| {
                    ui.set_width(inner - thumbnail - 12.0);
                    ui.label(RichText::new(info.name).size(20.0).strong());
                    ui.label(players_text(info.min_seats, info.max_seats));
                    ui.add_space(2.0);
                    let blurb = crate::engine::text::lookup_or(
                        &format!("game-{}-blurb", info.id),
                        info.blurb,
                    );
                    ui.add(egui::Label::new(blurb).wrap());
                    ui.add_space(4.0);
                    ui.horizontal_wrapped(|ui| {
                        // Each card's buttons carry the game's name for screen readers (and UI
                        // tests), as every card shows the same two words.
                        let name = info.name;
                        let new = ui.button(RichText::new(tr("home-new-game")).size(16.0));
                        new.widget_info(|| {
                            egui::WidgetInfo::labeled(
                                egui::Role::Button,
                                true,
                                Msg::new("new-game-title").text("game", name).to_string(),
                            )
                        });
                        if new.clicked() {
                            click = Some(CardClick::NewGame);
                        }
                        let how = ui.button(tr("cmd-how-to-play"));
                        how.widget_info(|| {
                            egui::WidgetInfo::labeled(
                                egui::Role::Button,
                                true,
                                Msg::new("how-to-play-title").text("game", name).to_string(),
                            )
                        });
                        if how.clicked() {
                            click = Some(CardClick::HowTo);
                        }
                        let print = ui
                            .button(tr("home-print"))
                            .on_hover_text(tr("cmd-print-blank-tip"));
                        print.widget_info(|| {
                            egui::WidgetInfo::labeled(
                                egui::Role::Button,
                                true,
                                Msg::new("home-print-of").text("game", name).to_string(),
                            )
                        });
                        if print.clicked() {
                            click = Some(CardClick::Print);
                        }
                    });
                });
            });
        });
    click
}

/// A game's picture on a home card: a sample game, and its sheet as a picture.
pub(super) struct Thumbnail {
    game: Option<Box<dyn crate::game::Playable>>,
    picture: SheetPicture<crate::engine::text::Lang>,
}

/// A game's sheet some way into a seeded game, painted by the game itself into a small square.
fn thumbnail_ui(
    ui: &mut egui::Ui,
    name: &str,
    picture: Option<&mut Thumbnail>,
    style: &crate::sheet_kit::SheetStyle,
    size: f32,
) {
    let (area, response) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    response.widget_info(|| {
        egui::WidgetInfo::labeled(
            egui::Role::Image,
            true,
            Msg::new("home-picture").text("game", name).to_string(),
        )
    });
    let Some(thumb) = picture else { return };
    let Some(m) = thumb.game.as_deref() else {
        return;
    };
    if !ui.is_rect_visible(area) {
        return;
    }
    // The sample game never moves: its picture changes only with the language of its words.
    thumb.picture.show(
        ui.painter(),
        area,
        m.sheet_size(),
        crate::engine::text::lang(),
        style,
        |p, sheet| m.paint_sheet(p, sheet, 0, style),
    );
}

fn players_text(min: usize, max: usize) -> String {
    match (min, max) {
        (1, 1) => tr("home-solo"),
        (a, b) if a == b => Msg::new("home-players").count("n", a).to_string(),
        (a, b) => Msg::new("home-players-range")
            .count("min", a)
            .count("max", b)
            .to_string(),
    }
}

#[cfg(test)]
#[path = "home_tests.rs"]
mod tests;

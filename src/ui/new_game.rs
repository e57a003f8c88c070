//! The new-game dialog (seats, human or bot, options, seed or game code, tutorial), starting a
//! game and "Play again". The dialog starts from the game's last setup.

use super::event::{After, Event, HostPlace, HostRequest, NextGame};
use super::game_screen::GameScreen;
use super::played::ScreenGame;
use super::settings::LastSetup;
use super::shell::Shell;
use crate::engine::text::{tr, Msg};
use crate::engine::{BotLevel, Dice, SeatInfo, SeatKind};
use crate::game::MatchSetup;
use egui::RichText;
use std::collections::BTreeMap;

/// The new-game dialog's state.
pub struct NewGameDialog {
    pub game: usize,
    pub seats: Vec<(String, SeatKind)>,
    pub seed_text: String,
    pub options: BTreeMap<String, String>,
    pub tutorial: bool,
    /// Seeded dice, or dice rolled at the table and entered by hand.
    pub dice: Dice,
    /// A friend's game code: when it reads, it sets the game, options and seed above.
    pub code_text: String,
    /// The code text last applied (so typing elsewhere is not overwritten every frame).
    applied_code: String,
    /// Host the game over the network: the first person plays here, the others join.
    pub host: bool,
    /// Where the hosted game's server listens (address:port).
    pub listen: String,
    /// The hosted room's clock: an index into [`CLOCKS`] (0: none).
    pub clock: usize,
    /// The bot that acts for a seat whose time ran out.
    pub clock_bot: BotLevel,
    /// Keep the room on a server elsewhere (`dicepad serve`, at `server`) instead of this
    /// window's own: the room lives on when this window closes.
    pub on_server: bool,
    pub server: String,
}

/// The clocks the host can choose: seconds per action (0: no clock). Minutes for live play, a
/// day for play across days (the server keeps an idle room a day by default).
pub const CLOCKS: [u64; 6] = [0, 30, 60, 5 * 60, 30 * 60, 24 * 60 * 60];

/// A new game from a setup, for the game screen (`None` after an error, said in a window).
pub fn new_game(
    cx: &mut Shell,
    game: usize,
    setup: MatchSetup,
    tutorial: bool,
    after: After,
) -> Option<NextGame> {
    let id = cx.registry.get(game)?.info().id;
    match ScreenGame::new(id, setup.clone()) {
        Ok(m) => {
            let mut g = GameScreen::new(m, tutorial);
            g.setup = Some((id.to_string(), setup));
            Some(NextGame::Ready(Box::new(g), after))
        }
        Err(e) => {
            cx.error(
                Msg::new("new-game-cannot-start")
                    .msg("why", e.msg())
                    .to_string(),
            );
            None
        }
    }
}

/// What New game remembers of a setup for next time.
pub fn last_setup(setup: &MatchSetup, tutorial: bool) -> LastSetup {
    LastSetup {
        seats: setup.seats.clone(),
        options: setup.options.clone(),
        tutorial,
        dice: setup.dice,
    }
}

/// The same game again (same seats and options), with the same dice or fresh ones: the game's
/// registry index, setup and tutorial.
pub fn again(cx: &Shell, g: &GameScreen, same_dice: bool) -> Option<(usize, MatchSetup, bool)> {
    let (id, mut setup) = match &g.setup {
        Some(s) => s.clone(),
        None => (
            g.m.info().id.to_string(),
            MatchSetup {
                seats: g.m.seats().to_vec(),
                seed: 0,
                options: g.m.option_choices(),
                dice: g.m.dice_mode(),
            },
        ),
    };
    setup.seed = if same_dice {
        g.m.seed()
    } else {
        crate::engine::rng::fresh_seed()
    };
    Some((cx.index_of(&id)?, setup, g.tutorial))
}

impl NewGameDialog {
    /// The dialog for `game`: its last setup if there is a usable one, else one person against
    /// Normal bots with the default options. Anything in the remembered setup this build does
    /// not know (an option, a seat count out of range) falls back to the default.
    pub fn for_game(cx: &Shell, game: usize) -> Option<NewGameDialog> {
        let plugin = cx.registry.get(game)?;
        let info = plugin.info();
        let specs = plugin.option_specs();
        let last = cx
            .settings
            .last_setups
            .get(info.id)
            .filter(|l| (info.min_seats..=info.max_seats).contains(&l.seats.len()));
        let seats = match last {
            Some(l) => l.seats.iter().map(|s| (s.name.clone(), s.kind)).collect(),
            None => (0..info.min_seats.max(1))
                .map(|i| {
                    let kind = if i == 0 {
                        SeatKind::Human
                    } else {
                        SeatKind::Bot(BotLevel::Normal)
                    };
                    (cx.settings.name(i), kind)
                })
                .collect(),
        };
        let options = specs
            .iter()
            .filter_map(|o| {
                let remembered = last
                    .and_then(|l| l.options.get(o.key))
                    .filter(|v| o.choices.iter().any(|c| c.0 == v.as_str()));
                let value = remembered
                    .cloned()
                    .or_else(|| o.choices.first().map(|c| c.0.to_string()))?;
                Some((o.key.to_string(), value))
            })
            .collect();
        Some(NewGameDialog {
            game,
            seats,
            seed_text: String::new(),
            options,
            tutorial: last.map_or(cx.settings.tutorial_default, |l| l.tutorial),
            dice: last.map_or(Dice::Seeded, |l| l.dice),
            code_text: String::new(),
            applied_code: String::new(),
            host: false,
            listen: super::join_form::DEFAULT_LISTEN.to_string(),
            clock: 0,
            clock_bot: BotLevel::Normal,
            on_server: false,
            server: "ws://".into(),
        })
    }

    /// A game code typed into the dialog: once it reads, it picks the game, options and seed
    /// (seats stay as they are while they fit the game).
    fn apply_game_code(&mut self, cx: &Shell) {
        if self.code_text == self.applied_code || self.code_text.trim().is_empty() {
            return;
        }
        let Ok(code) = crate::game_code::decode(&self.code_text) else {
            return;
        };
        let text = self.code_text.clone();
        if code.game != self.game {
            let old_seats = self.seats.clone();
            let tutorial = self.tutorial;
            let Some(mut fresh) = NewGameDialog::for_game(cx, code.game) else {
                return;
            };
            if let Some(info) = cx.registry.get(code.game).map(|p| p.info()) {
                if (info.min_seats..=info.max_seats).contains(&old_seats.len()) {
                    fresh.seats = old_seats;
                }
            }
            fresh.tutorial = tutorial;
            *self = fresh;
        }
        self.options = code.options;
        self.seed_text = code.seed.to_string();
        self.code_text = text.clone();
        self.applied_code = text;
    }

    /// The window; false once it closed (started, or closed by the player).
    pub fn ui(&mut self, ctx: &egui::Context, cx: &mut Shell) -> bool {
        let d = self;
        let Some(plugin) = cx.registry.get(d.game) else {
            return false;
        };
        let info = plugin.info();
        let specs = plugin.option_specs();
        let mut open = true;
        let mut start = false;
        let games: Vec<&'static str> = cx.registry.iter().map(|p| p.info().name).collect();
        let mut other_game = d.game;
        let names = &cx.settings;
        egui::Window::new(
            Msg::new("new-game-title")
                .text("game", info.name)
                .to_string(),
        )
        .id(egui::Id::unique("new-game-window"))
        .open(&mut open)
        .collapsible(false)
        .pivot(egui::Align2::CENTER_TOP)
        .default_pos(ctx.content_rect().center_top() + egui::vec2(0.0, 80.0))
        .show(ctx, |ui| {
            // Any game, whichever this dialog was opened for (Ctrl+N opens it on the game on
            // screen).
            ui.horizontal(|ui| {
                let label = ui.label(RichText::new(tr("new-game-game")).strong());
                egui::ComboBox::from_id_salt("new-game-game")
                    .selected_text(info.name)
                    .show_ui(ui, |ui| {
                        for (i, name) in games.iter().enumerate() {
                            ui.selectable_value(&mut other_game, i, *name);
                        }
                    })
                    .response
                    .labelled_by(label.id);
            });
            ui.add_space(4.0);
            ui.label(RichText::new(tr("new-game-seats")).strong());
            let mut remove = None;
            let removable = d.seats.len() > info.min_seats;
            // The bot ladder's ratings for this game at the nearest measured table size.
            let rated = crate::sim::ladder::published(info.id, d.seats.len());
            for (i, (name, kind)) in d.seats.iter_mut().enumerate() {
                ui.horizontal(|ui| {
                    let label = ui.label(Msg::new("settings-seat").count("n", i + 1).to_string());
                    ui.add(
                        egui::TextEdit::singleline(name)
                            .desired_width(120.0)
                            .char_limit(crate::engine::seats::MAX_NAME_CHARS),
                    )
                    .labelled_by(label.id);
                    // One width for every kind, so the Remove buttons line up.
                    let combo = egui::ComboBox::from_id_salt(("seat-kind", i))
                        .width(150.0)
                        .selected_text(kind_label(*kind, rated))
                        .show_ui(ui, |ui| {
                            let bots = BotLevel::ALL.map(SeatKind::Bot);
                            for k in std::iter::once(SeatKind::Human).chain(bots) {
                                ui.selectable_value(kind, k, kind_label(k, rated));
                            }
                        })
                        .response
                        .labelled_by(label.id);
                    if let Some((seats, _)) = rated {
                        combo.on_hover_text(
                            Msg::new("new-game-ratings-tip")
                                .count("seats", seats)
                                .to_string(),
                        );
                    }
                    if removable && ui.small_button(tr("new-game-remove")).clicked() {
                        remove = Some(i);
                    }
                });
            }
            if let Some(i) = remove {
                d.seats.remove(i);
            }
            if d.seats.len() < info.max_seats && ui.button(tr("new-game-add-seat")).clicked() {
                let n = d.seats.len();
                d.seats
                    .push((names.name(n), SeatKind::Bot(BotLevel::Normal)));
            }
            ui.separator();
            for spec in &specs {
                crate::ui::widgets::option_combo(ui, info.id, spec, &mut d.options);
            }
            seed_and_code_ui(ui, d);
            ui.add_enabled_ui(!d.host, |ui| {
                ui.horizontal(|ui| {
                    ui.label(tr("new-game-dice"));
                    ui.radio_value(&mut d.dice, Dice::Seeded, tr("new-game-dice-app"));
                    ui.radio_value(&mut d.dice, Dice::Table, tr("new-game-dice-table"))
                        .on_hover_text(tr("new-game-dice-table-tip"));
                });
            });
            host_ui(ui, d);
            ui.checkbox(&mut d.tutorial, tr("new-game-tutorial"));
            if ui
                .button(RichText::new(tr("new-game-start")).size(18.0))
                .clicked()
            {
                start = true;
            }
        });
        if start {
            if !d.code_text.trim().is_empty() {
                if let Err(e) = crate::game_code::decode(&d.code_text) {
                    cx.error(
                        Msg::new("new-game-not-started")
                            .msg("why", e.msg())
                            .to_string(),
                    );
                    return true;
                }
            }
            let seed = match d.seed_text.trim() {
                "" => Ok(crate::engine::rng::fresh_seed()),
                t => t
                    .parse::<u64>()
                    .map_err(|_| Msg::new("new-game-bad-seed").text("seed", t).to_string()),
            };
            match seed {
                Ok(seed) => {
                    let mut seats: Vec<SeatInfo> = d
                        .seats
                        .iter()
                        .map(|(n, k)| SeatInfo {
                            name: n.clone(),
                            kind: *k,
                        })
                        .collect();
                    crate::engine::seats::name_blank_seats(&mut seats);
                    let setup = MatchSetup {
                        seats,
                        seed,
                        options: d.options.clone(),
                        dice: d.dice,
                    };
                    let (game, tutorial) = (d.game, d.tutorial);
                    let place = if d.on_server {
                        HostPlace::Server(d.server.trim().to_string())
                    } else {
                        HostPlace::Window(d.listen.clone())
                    };
                    // A hosted room is made only once the running game, if any, may go.
                    cx.send(match d.host {
                        true => Event::Replace(NextGame::Host(Box::new(HostRequest {
                            game,
                            setup,
                            mine: None,
                            place,
                            tutorial,
                            clock: clock_of(d),
                        }))),
                        false => Event::StartGame {
                            game,
                            setup,
                            tutorial,
                        },
                    });
                    return false;
                }
                Err(e) => cx.error(e),
            }
            true
        } else if !open {
            false
        } else if other_game != d.game {
            // Another game: its own last setup (or the defaults), as if opened for it.
            if let Some(fresh) = NewGameDialog::for_game(cx, other_game) {
                *d = fresh;
            }
            true
        } else {
            d.apply_game_code(cx);
            true
        }
    }
}

/// Hosting over the network: where to listen, and who plays where. A browser hosts nothing (no
/// server runs in a page, and opening a room on a server is the desktop's for now): the choice
/// is left out there.
fn host_ui(ui: &mut egui::Ui, d: &mut NewGameDialog) {
    if cfg!(target_arch = "wasm32") {
        d.host = false;
        return;
    }
    ui.checkbox(&mut d.host, tr("new-game-host"))
        .on_hover_text(tr("new-game-host-tip"));
    if !d.host {
        return;
    }
    d.dice = Dice::Seeded;
    ui.horizontal(|ui| {
        ui.radio_value(&mut d.on_server, false, tr("ng-host-window"))
            .on_hover_text(tr("ng-host-window-tip"));
        ui.radio_value(&mut d.on_server, true, tr("ng-host-server"))
            .on_hover_text(tr("ng-host-server-tip"));
    });
    ui.horizontal(|ui| {
        if d.on_server {
            let label = ui.label(tr("ng-host-server-address"));
            ui.add(egui::TextEdit::singleline(&mut d.server).desired_width(220.0))
                .labelled_by(label.id)
                .on_hover_text(tr("ng-host-server-address-tip"));
        } else {
            let label = ui.label(tr("new-game-listen"));
            ui.add(egui::TextEdit::singleline(&mut d.listen).desired_width(160.0))
                .labelled_by(label.id)
                .on_hover_text(tr("new-game-listen-tip"));
        }
    });
    ui.horizontal(|ui| {
        let label = ui.label(tr("new-game-clock"));
        egui::ComboBox::from_id_salt("host clock")
            .selected_text(clock_text(CLOCKS[d.clock.min(CLOCKS.len() - 1)]))
            .show_ui(ui, |ui| {
                for (i, secs) in CLOCKS.iter().enumerate() {
                    ui.selectable_value(&mut d.clock, i, clock_text(*secs));
                }
            })
            .response
            .labelled_by(label.id)
            .on_hover_text(tr("new-game-clock-tip"));
        if d.clock != 0 {
            ui.label(tr("new-game-clock-bot"));
            egui::ComboBox::from_id_salt("host clock bot")
                .selected_text(level_text(d.clock_bot))
                .show_ui(ui, |ui| {
                    for level in [BotLevel::Easy, BotLevel::Normal, BotLevel::Strong] {
                        ui.selectable_value(&mut d.clock_bot, level, level_text(level));
                    }
                });
        }
    });
    ui.label(RichText::new(tr("new-game-host-note")).weak());
}

/// A clock's words: "no clock", "30 s per action", "1 day per action".
fn clock_text(secs: u64) -> String {
    match secs {
        0 => tr("new-game-clock-none"),
        s if s < 60 => Msg::new("new-game-clock-seconds")
            .count("n", usize::try_from(s).unwrap_or(usize::MAX))
            .to_string(),
        s if s < 60 * 60 => Msg::new("new-game-clock-minutes")
            .count("n", usize::try_from(s / 60).unwrap_or(usize::MAX))
            .to_string(),
        _ => tr("new-game-clock-day"),
    }
}

fn level_text(level: BotLevel) -> String {
    tr(match level {
        BotLevel::Easy => "new-game-clock-bot-easy",
        BotLevel::Normal => "new-game-clock-bot-normal",
        BotLevel::Strong => "new-game-clock-bot-strong",
    })
}

/// The dialog's clock for the room, if any.
pub(super) fn clock_of(d: &NewGameDialog) -> Option<crate::net::protocol::Clock> {
    let secs = CLOCKS.get(d.clock).copied().unwrap_or(0);
    (secs > 0).then_some(crate::net::protocol::Clock {
        per_move_ms: secs * 1000,
        bot: d.clock_bot,
    })
}

/// The seed and game-code fields, with the code read back in words (or why it does not read).
fn seed_and_code_ui(ui: &mut egui::Ui, d: &mut NewGameDialog) {
    ui.horizontal(|ui| {
        let label = ui.label(tr("new-game-seed"));
        ui.add(
            egui::TextEdit::singleline(&mut d.seed_text)
                .desired_width(120.0)
                .hint_text(tr("new-game-seed-hint")),
        )
        .labelled_by(label.id);
    });
    ui.horizontal(|ui| {
        let label = ui.label(tr("new-game-code"));
        ui.add(
            egui::TextEdit::singleline(&mut d.code_text)
                .desired_width(180.0)
                .hint_text(tr("new-game-code-hint")),
        )
        .labelled_by(label.id)
        .on_hover_text(tr("new-game-code-tip"));
    });
    if !d.code_text.trim().is_empty() {
        match crate::game_code::decode(&d.code_text) {
            Ok(code) => {
                ui.label(RichText::new(code_summary(&code)).weak());
            }
            Err(e) => {
                ui.label(RichText::new(e.msg().to_string()).color(ui.visuals().error_fg_color));
            }
        }
    }
}

/// "Hex Roller, Front: …, seed 123: set above." in words, for the line under the code field.
fn code_summary(code: &crate::game_code::GameCode) -> String {
    let registry = crate::games::registry();
    let Some(plugin) = registry.get(code.game) else {
        return String::new();
    };
    let info = plugin.info();
    let mut parts = vec![info.name.to_string()];
    for spec in plugin.option_specs() {
        let chosen = code.options.get(spec.key);
        if let Some((value, label)) = spec
            .choices
            .iter()
            .find(|c| Some(&c.0.to_string()) == chosen)
        {
            let id = format!("game-{}-option-{}-{value}", info.id, spec.key);
            parts.push(crate::engine::text::lookup_or(&id, label));
        }
    }
    parts.push(
        Msg::new("new-game-code-seed")
            .text("seed", code.seed.to_string())
            .to_string(),
    );
    Msg::new("new-game-code-reads")
        .text("parts", parts.join(", "))
        .to_string()
}

/// A seat kind as the seat list offers it; a bot with its ladder rating when there is one
/// (`rated`: the measured seat count and Easy's, Normal's and Strong's ratings; Easy's is none
/// where no number would mean anything).
fn kind_label(k: SeatKind, rated: Option<(usize, [Option<i32>; 3])>) -> String {
    let word = tr(match k {
        SeatKind::Human => "seat-human",
        SeatKind::Bot(BotLevel::Easy) => "seat-bot-easy",
        SeatKind::Bot(BotLevel::Normal) => "seat-bot-normal",
        SeatKind::Bot(BotLevel::Strong) => "seat-bot-strong",
    });
    let at = |level| crate::sim::ladder::LEVELS.iter().position(|l| *l == level);
    let rating = match (k, rated) {
        (SeatKind::Bot(level), Some((_, r))) => match at(level).and_then(|i| r.get(i).copied()) {
            Some(Some(r)) => r,
            _ => return word,
        },
        _ => return word,
    };
    Msg::new("new-game-bot-rated")
        .text("bot", word)
        .int("rating", rating)
        .to_string()
}

#[cfg(test)]
#[path = "new_game_tests.rs"]
mod tests;

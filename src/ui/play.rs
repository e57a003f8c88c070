//! The one play screen every game uses. The shell draws the turn header (whose turn by seat name,
//! the game's status, what now, the hint), the dice tray with the one animation clock, the large
//! sheet of the seat shown, small views of the other seats, tutorial highlights, hover refusals,
//! the "which one do you mean" chooser, and lets only checked actions through. A game supplies
//! its sheet painting, what a pointer position means and its few own controls (`GameUi`).

use super::play_column::{
    column_area_ui, dice_tray_ui, small_views_ui, strip_ui, ColumnArea, Place, SmallViews, Tray,
    STRIP_GAP,
};
use crate::engine::text::{tr, Msg};
use crate::engine::{BotChoice, Session, ToMove};
use crate::game::Game;
use crate::sheet_kit::cache::SheetCache;
use crate::sheet_kit::draw::anim_remaining;
use crate::sheet_kit::{paint_seat_mark, Chooser, Controls, GameUi, Overlay, PlayEnv};
use egui::{pos2, vec2, Rect, RichText, Sense, Stroke, StrokeKind, Ui};

/// Seconds the dice tumble at animation speed 1.
pub const ROLL_SECONDS: f32 = 0.7;
/// What now, when dice rolled at the table are due (a catalogue id).
const TABLE_PROMPT: &str = "play-table-prompt";
/// Height kept for the turn header, so the board never moves when the prompt or hint changes.
const HEADER_HEIGHT: f32 = 74.0;

/// The play screen's view state for one running game.
pub struct PlayView<G: GameUi> {
    /// The game's own view state.
    pub game: G::View,
    /// Log index of the newest chance outcome seen and when its tumble started.
    dice_clock: Option<(Option<usize>, f64)>,
    /// A click that several legal actions share, with the log length it belongs to and the frame
    /// it opened in (the opening click must not close it).
    chooser: Option<(usize, u64, Chooser<G::Action>)>,
    /// The seat the player looks at instead of the seat to move, and the turn it was chosen in.
    focus: Option<(usize, ToMove)>,
    /// The seat shown last (kept when nobody is to move).
    shown: usize,
    /// What depends only on the position, worked out once per position (generation).
    cache: Option<Cache<G::Action>>,
    /// Where each legal target lies on the large sheet, for screen readers and the keyboard.
    targets: Option<Targets<G::Action>>,
    /// Dice being entered from the table.
    table: crate::ui::table_dice::TableEntry,
    /// The large sheet and each seat's small view as painted last frame (repainted only when
    /// the position, the marks, the style or the place changed).
    large_sheet: SheetCache<G::Action>,
    small_sheets: Vec<SheetCache<G::Action>>,
}

/// The legal actions a pointer on the large sheet can take and the part of the sheet (in screen
/// points) that means each, found by asking the game's own `targets_at` over a grid of points.
/// Worked out once per position and sheet rect.
struct Targets<A> {
    generation: u64,
    rect: Rect,
    spots: Vec<(A, Rect)>,
}

/// The legal actions, the prompt and the score totals of one position.
struct Cache<A> {
    generation: u64,
    legal: Vec<A>,
    prompt: String,
    totals: Vec<i32>,
}

impl<G: GameUi> Default for PlayView<G> {
    fn default() -> Self {
        PlayView {
            game: G::View::default(),
            dice_clock: None,
            chooser: None,
            focus: None,
            shown: 0,
            cache: None,
            targets: None,
            table: Default::default(),
            large_sheet: SheetCache::default(),
            small_sheets: Vec::new(),
        }
    }
}

impl<G: GameUi> PlayView<G> {
    /// The seat whose sheet is shown large.
    pub fn shown(&self) -> usize {
        self.shown
    }
}

impl<G: Game> PlayView<G> {
    /// How much of the dice tumble is left: a chance outcome not seen before starts it; the first
    /// frame of a game (a load, a new game) shows the dice settled.
    fn tumble(&mut self, newest_chance: Option<usize>, now: f64, speed: f32) -> f32 {
        match self.dice_clock {
            None => {
                self.dice_clock = Some((newest_chance, f64::NEG_INFINITY));
                0.0
            }
            Some((seen, _)) if seen != newest_chance => {
                self.dice_clock = Some((newest_chance, now));
                if speed > 0.0 {
                    1.0
                } else {
                    0.0
                }
            }
            Some((_, start)) => anim_remaining(now, start, ROLL_SECONDS, speed),
        }
    }

    /// Which sheet is large: the one the player chose to look at (until the turn changes), else
    /// the seat to move, else the one shown last.
    fn shown_seat(&mut self, to_move: ToMove, seats: usize) -> usize {
        if self
            .focus
            .is_some_and(|(seat, turn)| turn != to_move || seat >= seats)
        {
            self.focus = None;
        }
        let seat_to_move = match to_move {
            ToMove::Seat(i) => Some(i),
            _ => None,
        };
        self.shown = self
            .focus
            .map(|(seat, _)| seat)
            .or(seat_to_move)
            .unwrap_or(self.shown)
            .min(seats.saturating_sub(1));
        self.shown
    }

    /// Works out what depends only on the position when the position changed.
    fn refresh(&mut self, session: &Session<G>, generation: u64) {
        if self
            .cache
            .as_ref()
            .is_none_or(|c| c.generation != generation)
        {
            self.cache = Some(Cache {
                generation,
                legal: session.legal_actions(),
                prompt: session.prompt().to_string(),
                totals: session
                    .rules()
                    .scores(session.state())
                    .iter()
                    .map(|s| s.total)
                    .collect(),
            });
        }
    }
}

/// Where the legal targets lie on the large sheet painted into `rect`: the game's own
/// `targets_at`, asked over a grid of points (about 50 across), once per position and rect.
fn refresh_targets<'t, G: Game>(
    slot: &'t mut Option<Targets<G::Action>>,
    game_view: &G::View,
    session: &Session<G>,
    generation: u64,
    rect: Rect,
    seat: usize,
    legal: &[G::Action],
) -> &'t [(G::Action, Rect)] {
    let fresh = slot
        .as_ref()
        .is_some_and(|t| t.generation == generation && t.rect == rect);
    if !fresh {
        let mut spots: Vec<(G::Action, Rect)> = Vec::new();
        let step = (rect.width().max(rect.height()) / 50.0).max(3.0);
        if !legal.is_empty() && rect.is_positive() {
            let mut y = rect.top() + step / 2.0;
            while y < rect.bottom() {
                let mut x = rect.left() + step / 2.0;
                while x < rect.right() {
                    let pos = pos2(x, y);
                    let cell = Rect::from_center_size(pos, vec2(step, step));
                    let here =
                        session
                            .rules()
                            .targets_at(session.state(), seat, rect, pos, game_view);
                    for a in here.into_iter().filter(|a| legal.contains(a)) {
                        match spots.iter_mut().find(|(b, _)| *b == a) {
                            Some((_, r)) => *r = r.union(cell),
                            None => spots.push((a, cell)),
                        }
                    }
                    x += step;
                }
                y += step;
            }
        }
        *slot = Some(Targets {
            generation,
            rect,
            spots,
        });
    }
    slot.as_ref().map_or(&[], |t| &t.spots)
}

/// The large sheet of the seat shown, with its overlay; clicks on it are offered to `controls`.
struct LargeSheet<'a, A> {
    /// The legal targets on the sheet and where they are (see [`Targets`]).
    targets: &'a [(A, Rect)],
    shown: usize,
    /// The seat shown is the seat to move.
    active: bool,
    settled: bool,
    hint: Option<&'a A>,
    last: Option<(usize, &'a A)>,
    /// On a review position: the move played from it, drawn as a ghost while nothing is hovered.
    played: Option<&'a A>,
    /// The position's generation (the painted sheet is kept while it and the marks stay).
    generation: u64,
}

impl<A: Clone + PartialEq> LargeSheet<'_, A> {
    #[allow(clippy::too_many_arguments)]
    fn ui<G: Game<Action = A>>(
        &self,
        ui: &mut Ui,
        session: &Session<G>,
        game_view: &G::View,
        controls: &mut Controls<'_, G>,
        size: egui::Vec2,
        env: &PlayEnv,
        cache: &mut SheetCache<A>,
    ) {
        let (rules, state) = (session.rules(), session.state());
        let (shown, active) = (self.shown, self.active);
        let sense = if active && env.human_turn {
            Sense::click()
        } else {
            Sense::hover()
        };
        // The legal targets as widgets of their own, named by the game's label, so a screen
        // reader can list them and the keyboard can reach them (Tab, then Enter). They are
        // registered before the sheet, which stays on top for the pointer (hover reasons, the
        // ghost) and takes clicks as before.
        if active && env.human_turn && self.settled {
            for (k, (a, spot)) in self.targets.iter().enumerate() {
                let id = ui.scope_id().with(("sheet-target", k));
                let r = ui.interact(*spot, id, Sense::click());
                // Said as a place on the sheet: a button in the column may offer the same action.
                let label = Msg::new("play-on-sheet")
                    .text("action", rules.label(state, a).to_string())
                    .to_string();
                r.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
                if r.clicked() {
                    controls.choose(a.clone());
                }
            }
        }
        let (area, response) = ui.allocate_exact_size(size, sense);
        let name = session.names().get(shown);
        let sheet_of = Msg::new("play-sheet-of")
            .text("name", name.clone())
            .to_string();
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, &sheet_of));
        let rect = fit_rect(rules.sheet_size(state), area);
        let mut hover: Vec<A> = match response.hover_pos() {
            Some(pos) if active && self.settled && rect.contains(pos) => {
                rules.targets_at(state, shown, rect, pos, game_view)
            }
            _ => Vec::new(),
        };
        if hover.is_empty() {
            hover.extend(self.played.filter(|_| active).cloned());
        }
        let highlight: &[A] = if env.tutorial && active {
            controls.legal
        } else {
            &[]
        };
        let short = crate::sheet_kit::sheet_name(&name);
        let overlay = Overlay {
            seat: shown,
            name: &short,
            active,
            legal: highlight,
            hint: self.hint.filter(|_| active),
            hover: &hover,
            last: self.last,
        };
        cache.paint(
            &ui.painter_at(area),
            rect,
            self.generation,
            &overlay,
            &env.style,
            |p, rect, overlay, style| rules.paint_sheet(p, rect, state, overlay, style),
        );
        if session.seats().len() > 1 && !rules.shared_sheet() {
            ui.painter().rect_stroke(
                rect,
                6.0,
                Stroke::new(3.0, env.style.seat_colors[shown % 8]),
                StrokeKind::Outside,
            );
        }
        if active {
            // A click on the sheet: the candidates under the pointer where it went down.
            let clicked: Vec<A> = match response.interact_pointer_pos() {
                Some(pos) if response.clicked() && rect.contains(pos) => {
                    rules.targets_at(state, shown, rect, pos, game_view)
                }
                _ => Vec::new(),
            };
            let offered = if clicked.is_empty() { &hover } else { &clicked };
            // A point that means no action still says something: the game's note about it.
            let at = response.interact_pointer_pos().or(response.hover_pos());
            let note = match at {
                Some(_) if !offered.is_empty() => None,
                Some(_) if !self.settled => Some(tr("play-wait-settle")),
                Some(pos) if rect.contains(pos) => {
                    rules.spot_note(state, shown, rect, pos, game_view)
                }
                _ => None,
            };
            controls.offer(&response, offered, note);
        }
    }
}

/// Draws the play screen and returns the action the player chose this frame, if any. Only actions
/// the game's check accepts come out. On a review position `played` is the move that was played
/// from it and `hint` the reference bot's choice: the sheet shows both.
pub fn play_ui<G: Game>(
    ui: &mut Ui,
    session: &Session<G>,
    view: &mut PlayView<G>,
    hint: Option<&BotChoice<G::Action>>,
    played: Option<&G::Action>,
    generation: u64,
    env: &PlayEnv,
) -> Option<G::Action> {
    let rules = session.rules();
    let state = session.state();
    let names = session.names();
    let now = ui.input(|i| i.time);
    let seats = session.seats().len();
    let to_move = session.to_move();
    let seat_to_move = match to_move {
        ToMove::Seat(i) => Some(i),
        _ => None,
    };

    // One animation clock: a new chance outcome in the log starts the dice tumbling.
    let newest_chance = session
        .log()
        .iter()
        .rposition(|e| e.actor == ToMove::Chance);
    let tumble = view.tumble(newest_chance, now, env.anim_speed);
    if tumble > 0.0 {
        ui.ctx().request_repaint();
    }
    let settled = tumble <= 0.0;

    let shown = view.shown_seat(to_move, seats);
    view.refresh(session, generation);
    let (all_legal, prompt, totals): (&[G::Action], &str, &[i32]) = match &view.cache {
        Some(c) => (&c.legal, &c.prompt, &c.totals),
        None => (&[], "", &[]),
    };
    let legal: &[G::Action] = if env.human_turn && settled {
        all_legal
    } else {
        &[]
    };
    let hint_value = hint.and_then(|h| h.value);
    let hint = hint.map(|h| &h.action).filter(|_| settled);
    let mut controls = Controls::new(rules, state, names, env, legal, hint, seat_to_move);

    let table_turn = session.dice() == crate::engine::Dice::Table && to_move == ToMove::Chance;
    let prompt = turn_prompt(session, prompt, table_turn);
    let marks = Marks {
        hint,
        value: hint_value,
        played,
    };
    header_ui(ui, session, &prompt, &marks, env);

    let natural = rules.sheet_size(state);
    let place = Place::choose(natural, ui.available_size(), rules.controls_strip(state));
    let frame = SheetFrame {
        shown,
        active: Some(shown) == seat_to_move,
        settled,
        hint,
        last: session.last_seat_action(),
        played,
        generation,
        legal,
    };
    let column = ColumnFrame {
        tumble,
        table_turn,
        seat_to_move,
        totals,
    };
    // The view's parts the sheet and the column change (its cache of legal actions stays
    // borrowed by `controls` and `frame` for the frame).
    let mut parts = Parts {
        targets: &mut view.targets,
        game: &mut view.game,
        large: &mut view.large_sheet,
        small: &mut view.small_sheets,
        table: &mut view.table,
        focus: &mut view.focus,
    };
    let table_choice = match place {
        Place::Beside {
            column_w,
            sheet,
            spare,
        } => {
            ui.horizontal_top(|ui| {
                // A sheet limited by the height (wide windows) takes only its own width: the
                // column stays beside it and the two are centred together.
                ui.add_space(spare / 2.0);
                large_sheet_ui(ui, session, &mut parts, &mut controls, &frame, sheet, env);
                let area = ColumnArea {
                    width: column_w,
                    max_height: None,
                    with_dice: true,
                };
                column_area_ui(
                    ui,
                    session,
                    &mut parts,
                    &mut controls,
                    (&frame, &column),
                    area,
                    env,
                )
            })
            .inner
        }
        Place::Below { sheet, strip } => {
            // A wide board: the whole width for the board, and under it a strip with the dice
            // tray at its left and the game's controls across the rest.
            large_sheet_ui(ui, session, &mut parts, &mut controls, &frame, sheet, env);
            ui.add_space(STRIP_GAP);
            strip_ui(
                ui,
                session,
                &mut parts,
                &mut controls,
                (&frame, &column),
                strip,
                env,
            )
        }
    };

    let (mut chosen, chooser) = controls.finish();
    let at = session.log().len();
    if let Some(c) = chooser {
        view.chooser = Some((at, ui.ctx().cumulative_frame_nr(), c));
    }
    if let Some(pick) = chooser_ui(ui, rules, state, &mut view.chooser, at, legal) {
        chosen = Some(pick);
    }
    if chosen.is_some() {
        view.chooser = None;
    }
    // A chance outcome entered from the table has passed the game's chance check.
    if table_choice.is_some() {
        return table_choice;
    }
    // The filter: nothing reaches the session that the game's check did not accept this frame.
    chosen.filter(|a| legal.contains(a) && session.check(a).is_ok())
}

/// The header's prompt: the game's, unless the dice are to be entered from the table or a bot
/// is to move (then there is nothing for the player to click, and the bot's own prompt would
/// read as if there were).
fn turn_prompt<'a, G: Game>(
    session: &Session<G>,
    game_prompt: &'a str,
    table_turn: bool,
) -> std::borrow::Cow<'a, str> {
    if table_turn {
        return tr(TABLE_PROMPT).into();
    }
    match session.to_move() {
        ToMove::Seat(i) if session.seats().get(i).is_some_and(|s| !s.is_human()) => {
            Msg::new("play-plays-this-turn")
                .text("name", session.names().get(i))
                .to_string()
                .into()
        }
        _ => game_prompt.into(),
    }
}

/// The parts of a [`PlayView`] the large sheet and the column change in a frame.
pub(super) struct Parts<'v, G: GameUi> {
    targets: &'v mut Option<Targets<G::Action>>,
    game: &'v mut G::View,
    large: &'v mut SheetCache<G::Action>,
    small: &'v mut Vec<SheetCache<G::Action>>,
    table: &'v mut crate::ui::table_dice::TableEntry,
    focus: &'v mut Option<(usize, ToMove)>,
}

/// What the large sheet shows this frame (see [`LargeSheet`]).
pub(super) struct SheetFrame<'a, A> {
    shown: usize,
    active: bool,
    settled: bool,
    hint: Option<&'a A>,
    last: Option<(usize, &'a A)>,
    played: Option<&'a A>,
    generation: u64,
    /// The legal actions a human may take now (empty otherwise).
    legal: &'a [A],
}

/// What the column (or the strip) needs besides the sheet's frame.
pub(super) struct ColumnFrame<'a> {
    pub(super) tumble: f32,
    table_turn: bool,
    seat_to_move: Option<usize>,
    totals: &'a [i32],
}

/// The large sheet in an area of `size`, with its legal targets (worked out once per position
/// and place).
fn large_sheet_ui<G: Game>(
    ui: &mut Ui,
    session: &Session<G>,
    view: &mut Parts<'_, G>,
    controls: &mut Controls<'_, G>,
    f: &SheetFrame<'_, G::Action>,
    size: egui::Vec2,
    env: &PlayEnv,
) {
    let natural = session.rules().sheet_size(session.state());
    let sheet_rect = fit_rect(natural, Rect::from_min_size(ui.cursor().min, size));
    let targets: &[(G::Action, Rect)] = if f.active && f.settled {
        refresh_targets(
            view.targets,
            view.game,
            session,
            f.generation,
            sheet_rect,
            f.shown,
            f.legal,
        )
    } else {
        &[]
    };
    let sheet = LargeSheet {
        targets,
        shown: f.shown,
        active: f.active,
        settled: f.settled,
        hint: f.hint,
        last: f.last,
        played: f.played,
        generation: f.generation,
    };
    sheet.ui(ui, session, view.game, controls, size, env, view.large);
}

/// The column's contents (or the strip's, where the tray is drawn beside them: `with_dice`
/// false): dice entered at the table, the dice tray, "Back to …", the game's own controls and the
/// small views. Returns a chance outcome entered from the table.
pub(super) fn column_ui<G: Game>(
    ui: &mut Ui,
    session: &Session<G>,
    view: &mut Parts<'_, G>,
    controls: &mut Controls<'_, G>,
    (f, c, width, with_dice): (&SheetFrame<'_, G::Action>, &ColumnFrame<'_>, f32, bool),
    env: &PlayEnv,
) -> Option<G::Action> {
    let (rules, state) = (session.rules(), session.state());
    let to_move = session.to_move();
    let mut table_choice = None;
    if c.table_turn {
        table_choice =
            crate::ui::table_dice::table_dice_ui(ui, session, view.table, f.generation, &env.style);
    }
    let dice = rules.dice(state);
    if with_dice && !dice.is_empty() {
        let tray = Tray {
            faces: rules.die_faces(),
            tumble: c.tumble,
            width,
        };
        dice_tray_ui(ui, &dice, &tray, controls);
        ui.add_space(6.0);
    }
    back_button(ui, view.focus, c.seat_to_move, session.names());
    // A finished game has nothing left to do: no buttons, no instructions.
    if to_move != ToMove::Over {
        rules.controls_ui(ui, state, view.game, controls);
    }
    if session.seats().len() > 1 && !rules.shared_sheet() {
        ui.add_space(8.0);
        let views = SmallViews {
            shown: f.shown,
            totals: c.totals,
            last: f.last,
            width,
            generation: f.generation,
        };
        if let Some(seat) = small_views_ui(ui, session, &views, &env.style, view.small) {
            *view.focus = Some((seat, to_move));
        }
    }
    table_choice
}

/// "Back to Ann's sheet" while the player looks at another seat's sheet than the one to move.
fn back_button(
    ui: &mut Ui,
    focus: &mut Option<(usize, ToMove)>,
    seat_to_move: Option<usize>,
    names: crate::engine::Names<'_>,
) {
    let Some(seat) = focus.map(|(s, _)| s) else {
        return;
    };
    let back = seat_to_move.unwrap_or(seat);
    if seat != back
        && ui
            .button(
                Msg::new("play-back-to-sheet")
                    .text("name", names.get(back))
                    .to_string(),
            )
            .clicked()
    {
        *focus = None;
    }
}

/// The largest rect of the sheet's aspect ratio inside `area`, centred at its top.
pub fn fit_rect(natural: egui::Vec2, area: Rect) -> Rect {
    let scale = (area.width() / natural.x.max(1.0)).min(area.height() / natural.y.max(1.0));
    let size = natural * scale;
    Rect::from_min_size(pos2(area.center().x - size.x / 2.0, area.top()), size)
}

/// Whose turn (seat colour and name), the game's status, what now, and the hint: a fixed height.
/// The hint and, on a review position, the move played, for the header's last line.
struct Marks<'a, A> {
    hint: Option<&'a A>,
    /// The hinting bot's expected final score, if it gave one.
    value: Option<f64>,
    played: Option<&'a A>,
}

fn header_ui<G: Game>(
    ui: &mut Ui,
    session: &Session<G>,
    prompt: &str,
    marks: &Marks<'_, G::Action>,
    env: &PlayEnv,
) {
    let rules = session.rules();
    let state = session.state();
    let names = session.names();
    let width = ui.available_width();
    ui.allocate_ui_with_layout(
        vec2(width, HEADER_HEIGHT),
        egui::Layout::top_down(egui::Align::Min),
        |ui| {
            ui.set_min_size(vec2(width, HEADER_HEIGHT));
            ui.horizontal(|ui| {
                let turn = match session.to_move() {
                    ToMove::Seat(i) => {
                        let (r, _) = ui.allocate_exact_size(vec2(18.0, 18.0), Sense::hover());
                        paint_seat_mark(ui.painter(), r.center(), 7.5, i, &env.style);
                        match session.seats().get(i).map(|s| s.kind) {
                            Some(crate::engine::SeatKind::Bot(l)) => Msg::new("play-bot-to-play")
                                .text("name", names.get(i))
                                .text("level", l.label()),
                            _ => Msg::new("play-to-play").text("name", names.get(i)),
                        }
                        .to_string()
                    }
                    ToMove::Chance if session.dice() == crate::engine::Dice::Table => {
                        tr("play-roll-at-table")
                    }
                    ToMove::Chance => tr("play-dice-rolling"),
                    ToMove::Over => tr("end-title"),
                };
                let head = match rules.status(state) {
                    Some(status) => format!("{status} · {turn}"),
                    None => turn,
                };
                ui.label(RichText::new(head).strong().size(18.0));
            });
            ui.add(egui::Label::new(RichText::new(prompt).size(15.0)).wrap());
            if let Some(thinking) = &env.thinking {
                ui.horizontal(|ui| {
                    ui.add(egui::Spinner::new().size(14.0));
                    ui.label(RichText::new(thinking).italics());
                });
            } else if let Some(played) = marks.played {
                ui.horizontal_wrapped(|ui| {
                    ui.label(
                        Msg::new("play-played")
                            .text("action", rules.label(state, played))
                            .to_string(),
                    );
                    match marks.hint {
                        Some(best) if best == played => {
                            ui.label(RichText::new(tr("play-bot-agrees")).color(env.style.hint));
                        }
                        Some(best) => {
                            ui.label(
                                RichText::new(
                                    Msg::new("play-bot-instead")
                                        .text("action", rules.label(state, best))
                                        .to_string(),
                                )
                                .color(env.style.hint),
                            );
                        }
                        None => {}
                    }
                });
            } else if let Some(a) = marks.hint {
                let hint = match marks.value {
                    // Tenths: the bot's estimate is no finer than that.
                    Some(v) => Msg::new("play-hint-expects")
                        .text("action", rules.label(state, a))
                        .text("value", super::widgets::decimal(v, 1)),
                    None => Msg::new("play-hint").text("action", rules.label(state, a)),
                };
                ui.label(RichText::new(hint.to_string()).color(env.style.hint));
            }
        },
    );
}

/// "Which one do you mean": the legal actions a click shares, as buttons by the pointer.
fn chooser_ui<G: Game>(
    ui: &mut Ui,
    rules: &G,
    state: &G::State,
    slot: &mut Option<(usize, u64, Chooser<G::Action>)>,
    at: usize,
    legal: &[G::Action],
) -> Option<G::Action> {
    let (made_at, frame, chooser) = slot.as_ref()?;
    let fresh = *frame == ui.ctx().cumulative_frame_nr();
    let options: Vec<&G::Action> = chooser
        .actions
        .iter()
        .filter(|a| legal.contains(a))
        .collect();
    if *made_at != at || options.len() < 2 {
        *slot = None;
        return None;
    }
    let mut picked = None;
    let area = egui::Area::new(egui::Id::unique("play-chooser"))
        .fixed_pos(chooser.pos)
        .order(egui::Order::Foreground)
        .show(ui.ctx(), |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.label(tr("play-which-one"));
                for a in options {
                    if ui.button(rules.label(state, a)).clicked() {
                        picked = Some(a.clone());
                    }
                }
            });
        });
    let escape = ui.input(|i| i.key_pressed(egui::Key::Escape));
    if picked.is_none() && (escape || (!fresh && area.response.clicked_elsewhere())) {
        *slot = None;
    }
    picked
}

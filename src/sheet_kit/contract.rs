//! What a game provides to the window: paint its sheet with an overlay, say which actions a
//! pointer position means, and draw the few controls only it has. The shell (`ui::play`) does the
//! rest for every game alike. With the `gui` feature off this is an empty marker trait, so rules,
//! bots and saves build without egui.

#[cfg(not(feature = "gui"))]
mod imp {
    /// Marker: without the GUI a game needs nothing beyond its rules.
    pub trait GameUi: crate::engine::Rules {}
    impl<T: crate::engine::Rules> GameUi for T {}
}

#[cfg(feature = "gui")]
mod imp {
    pub use super::super::palette::SheetStyle;
    use crate::engine::{Names, Rules, Session};
    use egui::{Painter, Pos2, Rect, Ui, Vec2};

    /// What the app tells the play screen each frame.
    #[derive(Clone, Debug)]
    pub struct PlayEnv {
        /// Highlight legal targets and explain refusals on hover.
        pub tutorial: bool,
        /// A human seat is to move (otherwise draw but take no input).
        pub human_turn: bool,
        /// Animation speed factor (1 = normal, 2 = twice as fast, 0 = no animation).
        pub anim_speed: f32,
        pub style: SheetStyle,
        /// "Ben is thinking…" while a bot's search runs in the background.
        pub thinking: Option<String>,
        /// The seats people play from this window (bit `i` for seat `i`): the large sheet
        /// follows the seat to move among them and stays on theirs while a bot or a remote seat
        /// moves. 0 (nobody here, a table of bots): it follows every seat to move.
        pub own_seats: u32,
    }

    impl PlayEnv {
        /// The seats of `seats` whose bit is set in a mask of [`PlayEnv::own_seats`].
        pub fn seat_mask(seats: impl IntoIterator<Item = usize>) -> u32 {
            seats
                .into_iter()
                .filter(|&i| i < 32)
                .fold(0, |m, i| m | 1 << i)
        }
    }

    /// What to mark on top of a plain sheet. The shell fills it; the game paints it.
    #[derive(Clone, Debug)]
    pub struct Overlay<'a, A> {
        /// The seat whose sheet this is.
        pub seat: usize,
        /// That seat's name, for a sheet that writes it, already cut to [`sheet_name`]'s length.
        pub name: &'a str,
        /// True on the large sheet of the seat to move (input goes to it).
        pub active: bool,
        /// Legal actions to highlight (tutorial mode, the seat to move's own sheet); else empty.
        pub legal: &'a [A],
        /// The hint's action, if the player asked for one.
        pub hint: Option<&'a A>,
        /// Candidate actions under the pointer, legal or not (a ghost, a hover ring).
        pub hover: &'a [A],
        /// The last action a seat took, and which seat took it, to mark it.
        pub last: Option<(usize, &'a A)>,
    }

    impl<'a, A> Overlay<'a, A> {
        /// No marks: small views, the end screen and PNG export.
        pub fn plain(seat: usize, name: &'a str) -> Self {
            Overlay {
                seat,
                name,
                active: false,
                legal: &[],
                hint: None,
                hover: &[],
                last: None,
            }
        }
    }

    /// How many characters of a seat's name a sheet shows: a full 40-character name does not fit
    /// a sheet's header (nor a small view's caption), so it is cut with "…" there.
    pub const SHEET_NAME_CHARS: usize = 20;

    /// A seat's name as sheets draw it (the game itself keeps the whole name).
    pub fn sheet_name(name: &str) -> std::borrow::Cow<'_, str> {
        crate::engine::seats::shorten(name, SHEET_NAME_CHARS)
    }

    /// Dice on the table, as the shell's tray shows them: one group per die or per number.
    #[derive(Clone, Debug)]
    pub struct DiceGroup<A> {
        pub faces: Vec<u8>,
        /// What clicking the group does (Hex Roller's "choose this number"), if anything.
        pub action: Option<A>,
        /// A short line under the group ("2nd: 1/2 written"); may be empty.
        pub caption: String,
        /// How many of the faces, counted from the end, are drawn faded (already used): a group
        /// can keep its place in the tray while its dice are taken one by one.
        pub used: usize,
    }

    /// A game's drawing and input. The shell's play screen owns everything else (see
    /// `ui::play`): the turn header, the dice tray and its animation clock, small views of the
    /// other seats, hints, tutorial highlights, hover refusals, the "which one" chooser and the
    /// filter that lets only checked actions through.
    pub trait GameUi: Rules {
        /// View state kept between frames (a ghost's rotation, a selected card, …).
        type View: Default + 'static;

        /// The natural size of one sheet in points.
        fn sheet_size(&self, _state: &Self::State) -> Vec2 {
            egui::vec2(600.0, 600.0)
        }

        /// Paints `overlay.seat`'s sheet into `rect`, scaled to fit, with the overlay's marks.
        /// Used by the play screen, small views, the end screen and PNG export alike.
        fn paint_sheet(
            &self,
            painter: &Painter,
            rect: Rect,
            state: &Self::State,
            overlay: &Overlay<'_, Self::Action>,
            style: &SheetStyle,
        ) {
            let _ = overlay;
            paint_state_text(painter, rect, state, style);
        }

        /// The candidate actions a pointer at `pos` on `seat`'s sheet (painted into `rect`) means,
        /// legal or not: the shell checks them, explains refusals and offers a chooser when
        /// several are legal.
        fn targets_at(
            &self,
            _state: &Self::State,
            _seat: usize,
            _rect: Rect,
            _pos: Pos2,
            _view: &Self::View,
        ) -> Vec<Self::Action> {
            Vec::new()
        }

        /// What a point on `seat`'s sheet is when [`GameUi::targets_at`] finds no action there
        /// (blank paper, a printed label, a hex no action of this step aims at), in one sentence
        /// that says why nothing happens there. The shell shows it on hover in tutorial mode and on
        /// a click, so no point of the sheet is silent. `None` only off the sheet.
        fn spot_note(
            &self,
            _state: &Self::State,
            _seat: usize,
            _rect: Rect,
            _pos: Pos2,
            _view: &Self::View,
        ) -> Option<String> {
            None
        }

        /// An action in a few words for buttons, the chooser and the hint ("Move N 3 (+4)").
        fn label(&self, _state: &Self::State, action: &Self::Action) -> String {
            action.to_string()
        }

        /// The hint's words for `action` with what the hinting bot expects of it (`value`: an
        /// expected score, see [`crate::engine::BotChoice::value`]). Default: "Hint: … (the bot
        /// expects about 3.8 points at the end)"; a game whose total is no count of points, or
        /// whose bots look less far than the end, words its own.
        fn hint_text(
            &self,
            state: &Self::State,
            action: &Self::Action,
            value: Option<f64>,
        ) -> String {
            let label = self.label(state, action);
            match value {
                // Tenths: the bot's estimate is no finer than that.
                Some(v) => crate::engine::text::Msg::new("play-hint-expects")
                    .text("action", label)
                    .text("value", crate::engine::text::decimal(v, 1)),
                None => crate::engine::text::Msg::new("play-hint").text("action", label),
            }
            .to_string()
        }

        /// The dice on the table, for the shell's tray. Default: none.
        fn dice(&self, _state: &Self::State) -> Vec<DiceGroup<Self::Action>> {
            Vec::new()
        }

        /// The faces a die of this game can show (the tray's tumble shows only these). Dice with
        /// faces other than 1–6 are drawn with numerals rather than pips.
        fn die_faces(&self) -> std::ops::RangeInclusive<u8> {
            1..=6
        }

        /// With dice rolled at the table, a chance step that is not a plain roll (a deal, a
        /// scramble) is typed in the game's notation: what to do at the table and what to type.
        fn table_chance_help(&self, _state: &Self::State) -> String {
            crate::engine::text::tr("sk-table-chance-help")
        }

        /// A short status for the turn header ("Round 3 of 7"), if the game has one.
        fn status(&self, _state: &Self::State) -> Option<String> {
            None
        }

        /// All seats share one sheet (a board): the shell shows it once and no small views.
        fn shared_sheet(&self) -> bool {
            false
        }

        /// For a wide sheet: the height of a strip under the sheet that holds the game's controls
        /// when they are laid out across the screen's width (the dice tray at its left). The shell
        /// puts the controls there instead of in the column beside the sheet when that leaves the
        /// sheet larger; `controls_ui` then gets a wide `ui`. Default: `None`, always beside.
        fn controls_strip(&self, _state: &Self::State) -> Option<f32> {
            None
        }

        /// The few controls only this game has (step buttons, a ghost's rotation, a shared cube),
        /// drawn in the column beside the sheet (or in the strip under it, see
        /// [`GameUi::controls_strip`]). Actions go through `controls`, which checks them.
        fn controls_ui(
            &self,
            _ui: &mut Ui,
            _state: &Self::State,
            _view: &mut Self::View,
            _controls: &mut Controls<'_, Self>,
        ) where
            Self: Sized,
        {
        }

        /// The game's own keys (key, what it does) for Help → Keyboard shortcuts, each a catalogue
        /// id or, where it has none (a key's own name such as `R`), the text itself. Default: none.
        fn keys(&self) -> &'static [(&'static str, &'static str)] {
            &[]
        }

        /// Draws the figure a How to play page asks for by `name` (see `sheet_kit::how_to_play`),
        /// with the game's own sheet code. Default, and for a name the game does not know: the
        /// sheet halfway through a seeded game, which at least shows a sheet in play.
        fn how_to_play_figure(&self, ui: &mut Ui, style: &SheetStyle, name: &str)
        where
            Self: Sized + Clone,
        {
            let _ = name;
            example_sheet_ui(self, ui, style);
        }
    }

    /// Several legal actions under one click: the shell asks which one.
    #[derive(Clone, Debug)]
    pub struct Chooser<A> {
        pub actions: Vec<A>,
        pub pos: Pos2,
    }

    /// The one way a game's controls turn clicks into actions: every action offered here is
    /// checked by the game's rules, highlighted when legal in tutorial mode, marked when hinted,
    /// and explained on hover when refused.
    pub struct Controls<'a, G: GameUi> {
        pub rules: &'a G,
        pub state: &'a G::State,
        pub names: Names<'a>,
        pub env: &'a PlayEnv,
        /// The legal actions of the seat to move (empty when no human may act now).
        pub legal: &'a [G::Action],
        pub hint: Option<&'a G::Action>,
        /// The seat to move, if a seat is to move.
        pub seat: Option<usize>,
        chosen: Option<G::Action>,
        chooser: Option<Chooser<G::Action>>,
    }

    impl<'a, G: GameUi> Controls<'a, G> {
        #[allow(clippy::too_many_arguments)]
        pub fn new(
            rules: &'a G,
            state: &'a G::State,
            names: Names<'a>,
            env: &'a PlayEnv,
            legal: &'a [G::Action],
            hint: Option<&'a G::Action>,
            seat: Option<usize>,
        ) -> Self {
            Controls {
                rules,
                state,
                names,
                env,
                legal,
                hint,
                seat,
                chosen: None,
                chooser: None,
            }
        }
        pub fn style(&self) -> &SheetStyle {
            &self.env.style
        }
        /// Whether a human may act now (not a bot's turn, not while the dice tumble).
        pub fn can_act(&self) -> bool {
            self.env.human_turn && !self.legal.is_empty()
        }
        pub fn is_legal(&self, a: &G::Action) -> bool {
            self.legal.contains(a)
        }
        pub fn is_hint(&self, a: &G::Action) -> bool {
            self.hint == Some(a)
        }
        /// Why `a` cannot be taken now, in the game's words; `None` when it can.
        pub fn refusal(&self, a: &G::Action) -> Option<String> {
            if self.is_legal(a) {
                return None;
            }
            if !self.env.human_turn {
                return Some(match self.seat {
                    Some(i) => crate::engine::text::Msg::new("sk-wait-turn")
                        .text("name", self.names.get(i))
                        .to_string(),
                    None => crate::engine::text::tr("refuse-wait-for-dice"),
                });
            }
            Some(
                match crate::engine::check_action(self.rules, self.state, a) {
                    Err(r) => r.0.to_string(),
                    // Legal by the rules but not offered now: the dice are still tumbling.
                    Ok(()) => crate::engine::text::tr("play-wait-settle"),
                },
            )
        }
        /// Picks `a` (only if it is legal; the shell checks again).
        pub fn choose(&mut self, a: G::Action) {
            if self.is_legal(&a) {
                self.chosen = Some(a);
            }
        }
        /// A button for `a`: enabled when legal, marked when hinted or highlighted in tutorial
        /// mode, with the refusal as its tooltip when disabled. Returns the button's response.
        pub fn button(
            &mut self,
            ui: &mut Ui,
            a: G::Action,
            text: impl Into<String>,
        ) -> egui::Response {
            let legal = self.is_legal(&a);
            let mut rich = egui::RichText::new(text.into());
            if self.is_hint(&a) {
                rich = rich.color(self.env.style.hint).strong();
            }
            let mut button = egui::Button::new(rich);
            if legal && self.env.tutorial {
                button = button.stroke(egui::Stroke::new(1.5, self.env.style.legal));
            }
            let response = ui.add_enabled(legal, button);
            let response = match self.refusal(&a) {
                Some(why) => response.on_disabled_hover_text(why),
                None => response,
            };
            if response.clicked() {
                self.choose(a);
            }
            response
        }
        /// What a point means: the legal actions among its candidates, else the check's refusal
        /// of the first candidate (a game lists the most telling one first), else the game's note
        /// about a point that means no action. `None` only when there is nothing to say (off the
        /// sheet). Hover tips and click notes both come from here.
        pub fn spot_says(
            &self,
            candidates: &[G::Action],
            note: Option<String>,
        ) -> Option<SpotSays<G::Action>> {
            let legal_here: Vec<G::Action> = candidates
                .iter()
                .filter(|a| self.is_legal(a))
                .cloned()
                .collect();
            if !legal_here.is_empty() {
                return Some(SpotSays::Take(legal_here));
            }
            candidates
                .first()
                .and_then(|a| self.refusal(a))
                .or(note)
                .map(SpotSays::Why)
        }
        /// Offers the candidate actions under a clickable area (a sheet, a board): on hover it
        /// names the legal ones or, in tutorial mode, why nothing can be done there; a click
        /// takes the one legal candidate, opens the chooser when several are legal, or shows the
        /// reason for a few seconds at the pointer. `note` is the game's sentence for a point
        /// without candidates ([`GameUi::spot_note`]).
        pub fn offer(
            &mut self,
            response: &egui::Response,
            candidates: &[G::Action],
            note: Option<String>,
        ) {
            let says = self.spot_says(candidates, note);
            let ctx = response.ctx.clone();
            let note_id = response.id.with("click-note");
            let now = ctx.input(|i| i.time);
            let shown_note = click_note_ui(&ctx, note_id, now);
            if response.hovered() && !shown_note {
                let tip = match &says {
                    Some(SpotSays::Take(legal)) => Some(
                        legal
                            .iter()
                            .map(|a| self.rules.label(self.state, a))
                            .collect::<Vec<_>>()
                            .join(&format!(" {} ", crate::engine::text::tr("keys-or"))),
                    ),
                    Some(SpotSays::Why(why)) if self.env.tutorial => Some(why.clone()),
                    _ => None,
                };
                if let Some(tip) = tip {
                    response.clone().on_hover_text_at_pointer(tip);
                }
            }
            if response.clicked() {
                let pos = response
                    .interact_pointer_pos()
                    .unwrap_or(response.rect.center());
                match says {
                    Some(SpotSays::Take(legal)) if legal.len() == 1 => {
                        self.choose(legal[0].clone())
                    }
                    Some(SpotSays::Take(legal)) => {
                        self.chooser = Some(Chooser {
                            actions: legal,
                            pos,
                        });
                    }
                    Some(SpotSays::Why(why)) => {
                        ctx.data_mut(|d| {
                            d.insert_temp(
                                note_id,
                                ClickNote {
                                    text: why,
                                    pos,
                                    since: now,
                                },
                            )
                        });
                        ctx.request_repaint();
                    }
                    None => {}
                }
            }
        }
        /// What was chosen this frame, and a chooser to open if a click was ambiguous.
        pub fn finish(self) -> (Option<G::Action>, Option<Chooser<G::Action>>) {
            (self.chosen, self.chooser)
        }
    }

    /// What a point of a sheet means, as [`Controls::spot_says`] works it out.
    #[derive(Clone, Debug, PartialEq)]
    pub enum SpotSays<A> {
        /// The legal actions there (one is taken on a click; several open the chooser).
        Take(Vec<A>),
        /// Why nothing can be done there, in the game's words.
        Why(String),
    }

    /// How long a click's reason stays at the pointer, in seconds.
    pub const CLICK_NOTE_SECONDS: f64 = 4.0;

    /// The reason shown after a click that took nothing.
    #[derive(Clone, Debug)]
    pub struct ClickNote {
        pub text: String,
        pub pos: Pos2,
        pub since: f64,
    }

    /// Shows the click note stored under `id` while it is fresh; returns whether one is shown.
    fn click_note_ui(ctx: &egui::Context, id: egui::Id, now: f64) -> bool {
        let Some(note) = ctx.data(|d| d.get_temp::<ClickNote>(id)) else {
            return false;
        };
        let age = now - note.since;
        if !(0.0..CLICK_NOTE_SECONDS).contains(&age) {
            ctx.data_mut(|d| d.remove::<ClickNote>(id));
            return false;
        }
        ctx.request_repaint_after(std::time::Duration::from_secs_f64(CLICK_NOTE_SECONDS - age));
        // Painted, not laid out as widgets: a widget above the sheet (even in an area that
        // takes no input) would catch the next click meant for the sheet under it.
        let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Tooltip, id.with("area")));
        let visuals = ctx.global_style().visuals.clone();
        let font = egui::TextStyle::Body.resolve(&ctx.global_style());
        let galley = painter.layout(note.text, font, visuals.text_color(), 320.0);
        let margin = egui::vec2(8.0, 6.0);
        let at = note.pos + egui::vec2(14.0, 14.0);
        let frame = egui::Rect::from_min_size(at, galley.size() + 2.0 * margin);
        painter.rect(
            frame,
            4.0,
            visuals.window_fill,
            visuals.window_stroke,
            egui::StrokeKind::Inside,
        );
        painter.galley(at + margin, galley, visuals.text_color());
        true
    }

    /// Paints the first seat's sheet halfway through a seeded random game (computed once, then
    /// kept in egui's memory).
    pub fn example_sheet_ui<G: Rules + GameUi + Clone>(rules: &G, ui: &mut Ui, style: &SheetStyle) {
        use rand::{Rng, SeedableRng};
        let id = egui::Id::unique(("how-to-play-example", std::any::type_name::<G>()));
        let cached: Option<G::State> = ui.data(|d| d.get_temp(id));
        let state = cached.or_else(|| {
            let options = G::Options::default();
            let seats = (1..=8).find(|&n| rules.new_state(&options, n).is_ok())?;
            let seat_list: Vec<crate::engine::SeatInfo> = (0..seats)
                .map(|i| crate::engine::SeatInfo::human(format!("P{}", i + 1)))
                .collect();
            let play = |limit: usize| -> Option<Session<G>> {
                let mut s =
                    Session::new(rules.clone(), options.clone(), seat_list.clone(), 7).ok()?;
                let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
                while !s.is_over() && s.log().len() < limit {
                    let legal = s.legal_actions();
                    let a = legal.get(rng.random_range(0..legal.len().max(1)))?.clone();
                    s.apply(a).ok()?;
                }
                Some(s)
            };
            let length = play(usize::MAX)?.log().len();
            let state = play(length / 2)?.state().clone();
            ui.data_mut(|d| d.insert_temp(id, state.clone()));
            Some(state)
        });
        if let Some(state) = state {
            ui.label(crate::engine::text::tr("sk-halfway"));
            let natural = rules.sheet_size(&state);
            let scale = (440.0 / natural.x).min(1.0);
            let (rect, _) = ui.allocate_exact_size(natural * scale, egui::Sense::hover());
            rules.paint_sheet(ui.painter(), rect, &state, &Overlay::plain(0, "P1"), style);
        }
    }

    /// Paints a state as pretty RON text: the fallback sheet of a game without its own drawing.
    pub fn paint_state_text<S: serde::Serialize>(
        painter: &Painter,
        rect: Rect,
        state: &S,
        style: &SheetStyle,
    ) {
        painter.rect_filled(rect, 4.0, style.paper);
        let text =
            ron::ser::to_string_pretty(state, ron::ser::PrettyConfig::new()).unwrap_or_default();
        painter.text(
            rect.left_top() + egui::vec2(8.0, 8.0),
            egui::Align2::LEFT_TOP,
            text,
            egui::FontId::monospace(10.0),
            style.ink,
        );
    }
}

pub use imp::*;

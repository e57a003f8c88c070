//! What a game provides to the window. With the `gui` feature off this is an empty marker trait,
//! so rules, bots and saves build without egui.

#[cfg(not(feature = "gui"))]
mod imp {
    /// Marker: without the GUI a game needs nothing beyond its rules.
    pub trait GameUi: crate::engine::Rules {}
    impl<T: crate::engine::Rules> GameUi for T {}
}

#[cfg(feature = "gui")]
mod imp {
    use crate::engine::{Rules, Session};
    use egui::{Color32, Painter, Rect, Ui, Vec2};

    /// Colours of a paper sheet, light or dark. Export always uses the light one.
    #[derive(Clone, Debug)]
    pub struct SheetStyle {
        pub paper: Color32,
        pub ink: Color32,
        pub faint: Color32,
        pub grid: Color32,
        pub fill: Color32,
        pub accent: Color32,
        /// Legal targets in tutorial mode.
        pub legal: Color32,
        /// The hint's target.
        pub hint: Color32,
        pub danger: Color32,
        pub seat_colors: [Color32; 8],
    }

    impl SheetStyle {
        pub fn light() -> Self {
            SheetStyle {
                paper: Color32::from_rgb(0xfb, 0xf7, 0xec),
                ink: Color32::from_rgb(0x22, 0x2a, 0x36),
                faint: Color32::from_rgb(0x8a, 0x8f, 0x99),
                grid: Color32::from_rgb(0x9a, 0x8f, 0x7a),
                fill: Color32::from_rgb(0xf2, 0xb7, 0x3f),
                accent: Color32::from_rgb(0x1f, 0x5f, 0xbf),
                legal: Color32::from_rgb(0x2e, 0xa0, 0x5a),
                hint: Color32::from_rgb(0xc0, 0x3a, 0xc8),
                danger: Color32::from_rgb(0xc8, 0x32, 0x32),
                seat_colors: SEAT_COLORS,
            }
        }
        pub fn dark() -> Self {
            SheetStyle {
                paper: Color32::from_rgb(0x26, 0x29, 0x30),
                ink: Color32::from_rgb(0xe8, 0xe6, 0xdf),
                faint: Color32::from_rgb(0x8c, 0x90, 0x99),
                grid: Color32::from_rgb(0x6a, 0x6f, 0x7a),
                fill: Color32::from_rgb(0xc9, 0x8e, 0x1c),
                accent: Color32::from_rgb(0x6f, 0xa8, 0xff),
                legal: Color32::from_rgb(0x4c, 0xd0, 0x80),
                hint: Color32::from_rgb(0xe0, 0x70, 0xf0),
                danger: Color32::from_rgb(0xff, 0x60, 0x60),
                seat_colors: SEAT_COLORS,
            }
        }
    }

    /// Seat colours picked to stay apart for the common colour-vision deficiencies (Okabe–Ito).
    pub const SEAT_COLORS: [Color32; 8] = [
        Color32::from_rgb(0x00, 0x72, 0xb2),
        Color32::from_rgb(0xe6, 0x9f, 0x00),
        Color32::from_rgb(0x00, 0x9e, 0x73),
        Color32::from_rgb(0xcc, 0x79, 0xa7),
        Color32::from_rgb(0xd5, 0x5e, 0x00),
        Color32::from_rgb(0x56, 0xb4, 0xe9),
        Color32::from_rgb(0x99, 0x99, 0x33),
        Color32::from_rgb(0x66, 0x33, 0x99),
    ];

    /// What the shell tells a game's `play_ui` each frame.
    #[derive(Clone, Debug)]
    pub struct UiEnv {
        /// Highlight legal targets and explain refusals on hover.
        pub tutorial: bool,
        /// A human seat is to move (otherwise draw but take no input).
        pub human_turn: bool,
        /// The hint's action in notation, with the bot's value estimate, when the player asked for one.
        pub hint: Option<(String, Option<f64>)>,
        /// Animation speed factor (1 = normal, 0 = no animation).
        pub anim_speed: f32,
        pub style: SheetStyle,
    }

    /// A game's drawing and input.
    pub trait GameUi: Rules {
        /// View state kept between frames (selection, hover, animation clocks).
        type View: Default + 'static;

        /// Draws the game area (sheets, dice, the current step's controls) and returns the action
        /// the player chose this frame, if any. Must only return actions from `legal_actions`
        /// when `env.human_turn` is true.
        fn play_ui(
            &self,
            ui: &mut Ui,
            session: &Session<Self>,
            view: &mut Self::View,
            env: &UiEnv,
        ) -> Option<Self::Action>
        where
            Self: Sized,
        {
            let _ = view;
            generic_play_ui(self, ui, session, env)
        }

        /// Paints `seat`'s sheet into `rect`, scaled to fit. Used by small views, the end screen and PNG export.
        fn paint_sheet(
            &self,
            painter: &Painter,
            rect: Rect,
            state: &Self::State,
            seat: usize,
            style: &SheetStyle,
        ) {
            let _ = seat;
            paint_state_text(painter, rect, state, style);
        }

        /// The natural size of one sheet in points.
        fn sheet_size(&self, _state: &Self::State) -> Vec2 {
            egui::vec2(600.0, 600.0)
        }

        /// A small worked example for the How to play window. Default: the sheet halfway through a
        /// seeded game, which at least shows what a sheet in play looks like.
        fn how_to_play_diagram(&self, ui: &mut Ui, style: &SheetStyle)
        where
            Self: Sized + Clone,
        {
            example_sheet_ui(self, ui, style);
        }
    }

    /// A plain fallback: one button per legal action. Games replace it with their own sheet.
    pub fn generic_play_ui<G: Rules>(
        _rules: &G,
        ui: &mut Ui,
        session: &Session<G>,
        env: &UiEnv,
    ) -> Option<G::Action> {
        let mut chosen = None;
        let size = egui::vec2(ui.available_width().min(600.0), 360.0);
        let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
        paint_state_text(ui.painter(), rect, session.state(), &env.style);
        if env.human_turn {
            ui.horizontal_wrapped(|ui| {
                for a in session.legal_actions() {
                    if ui.button(a.to_string()).clicked() {
                        chosen = Some(a);
                    }
                }
            });
        }
        chosen
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
            ui.label("A sheet halfway through a game:");
            let natural = rules.sheet_size(&state);
            let scale = (440.0 / natural.x).min(1.0);
            let (rect, _) = ui.allocate_exact_size(natural * scale, egui::Sense::hover());
            rules.paint_sheet(ui.painter(), rect, &state, 0, style);
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

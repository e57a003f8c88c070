//! Hex Roller on the shell's play screen: the sheet (painted by `sheet.rs`), what a pointer on it
//! means (a hex, a bonus box, the tracker), the roll as the shell's dice tray (one group per
//! number, clicking a group chooses that number), and the bonus and tracker buttons. Legality,
//! highlights, hints, refusals, the dice tumble and the small views are the shell's.

pub mod sheet;
#[cfg(test)]
mod tests;

use self::sheet::Spot;
use super::rules::{status_text, Action, Bonus, HexRoller, Phase, State, Step, DATA};
use crate::engine::text::{tr, Msg};
use crate::sheet_kit::{Controls, DiceGroup, GameUi, Overlay, SheetStyle};
use egui::{Painter, Pos2, Rect, RichText, Vec2};

/// A bonus box's candidate actions, the most telling first: when none is legal, the shell and the
/// disabled button explain the box with the first one's refusal.
pub fn bonus_candidates(s: &State, b: Bonus) -> Vec<Action> {
    let Some(t) = s.turn() else {
        return Vec::new();
    };
    let rolled = s.rolled();
    match b {
        Bonus::Two => vec![Action::Two],
        Bonus::Extra => {
            // This turn's numbers, the latest first, then the rest of the roll.
            let mut numbers: Vec<u8> = t.chains.iter().rev().map(|c| c.number).collect();
            numbers.extend(rolled.iter().filter(|&&n| !t.chosen(n)));
            numbers.into_iter().map(Action::Extra).collect()
        }
        Bonus::Third => {
            // Numbers not chosen yet first.
            let (fresh, taken): (Vec<u8>, Vec<u8>) = rolled.iter().partition(|&&n| !t.chosen(n));
            fresh.into_iter().chain(taken).map(Action::Third).collect()
        }
    }
}

/// The tracker's candidate actions: this turn's numbers in both orders (the first explains the
/// tracker when none is legal).
pub fn rows_candidates(s: &State) -> Vec<Action> {
    let Some(t) = s.turn() else {
        return Vec::new();
    };
    let rolled = s.rolled();
    let other = |a: u8| rolled.iter().copied().find(|&n| n != a);
    let pairs = match t.mains()[..] {
        [a, b] => vec![(a, b), (b, a)],
        [a] => match other(a) {
            Some(b) => vec![(a, b), (b, a)],
            None => vec![(a, a)],
        },
        _ => match rolled.first().copied() {
            Some(a) => vec![(a, other(a).unwrap_or(a))],
            None => Vec::new(),
        },
    };
    pairs.into_iter().map(|(x, y)| Action::Rows(x, y)).collect()
}

/// "1st: 1/2 written", "bonus: 0/1 written" or "2× 5" under a number's dice.
fn dice_caption(s: &State, n: u8) -> String {
    let chain = s
        .turn()
        .and_then(|t| t.chains.iter().position(|c| c.number == n).map(|k| (t, k)));
    match chain {
        Some((t, k)) => {
            let c = &t.chains[k];
            let tag = if c.third {
                "hr-tag-bonus"
            } else if t.chains[..k].iter().any(|x| !x.third) {
                "hr-tag-second"
            } else {
                "hr-tag-first"
            };
            Msg::new(if c.short {
                "hr-caption-ended"
            } else {
                "hr-caption"
            })
            .msg("tag", Msg::new(tag))
            .count("done", c.hexes.len())
            .int("want", c.want)
            .to_string()
        }
        None => Msg::new("hr-caption-count")
            .int("count", s.count(n))
            .int("n", n)
            .to_string(),
    }
}

impl GameUi for HexRoller {
    type View = ();

    fn sheet_size(&self, _state: &State) -> Vec2 {
        sheet::natural_size()
    }

    fn paint_sheet(
        &self,
        painter: &Painter,
        rect: Rect,
        state: &State,
        overlay: &Overlay<'_, Action>,
        style: &SheetStyle,
    ) {
        sheet::paint(painter, rect, state, overlay, style);
    }

    fn targets_at(
        &self,
        s: &State,
        _seat: usize,
        rect: Rect,
        pos: Pos2,
        _view: &(),
    ) -> Vec<Action> {
        match sheet::spot_at(s, rect, pos) {
            Some(Spot::Hex(h)) => vec![Action::Write(h)],
            Some(Spot::Bonus(b)) => bonus_candidates(s, b),
            Some(Spot::Tracker) => rows_candidates(s),
            None => Vec::new(),
        }
    }

    fn spot_note(
        &self,
        _s: &State,
        _seat: usize,
        rect: Rect,
        pos: Pos2,
        _view: &(),
    ) -> Option<String> {
        sheet::paper_note(rect, pos).map(tr)
    }

    fn label(&self, s: &State, a: &Action) -> String {
        let at = |h: &crate::engine::hex::Hex| s.layout().name(*h);
        let msg = match a {
            Action::Roll(d) => {
                let faces: Vec<String> = d.iter().map(|x| x.to_string()).collect();
                Msg::new("hr-button-roll").text("dice", faces.join(" "))
            }
            Action::Pick(n) => Msg::new("hr-button-pick")
                .int("n", *n)
                .int("count", s.count(*n)),
            Action::Third(n) => Msg::new("hr-button-third").int("n", *n),
            Action::Extra(n) => Msg::new("hr-button-extra").int("n", *n),
            Action::Two => Msg::new("hr-button-two"),
            Action::Write(h) => match s.turn().map(|t| t.step) {
                Some(Step::Two) => Msg::new("hr-button-write-two").text("at", at(h)),
                Some(Step::Extra(n)) => Msg::new("hr-button-write-extra")
                    .int("n", n)
                    .text("at", at(h)),
                _ => match s.turn().and_then(|t| t.chains.last()) {
                    Some(c) if s.turn().is_some_and(|t| t.step == Step::Chain) => {
                        Msg::new("hr-button-write")
                            .int("n", c.number)
                            .text("at", at(h))
                    }
                    _ => Msg::new("hr-button-write-at").text("at", at(h)),
                },
            },
            Action::Rows(x, y) => Msg::new("hr-button-rows").int("top", *x).int("bottom", *y),
        };
        msg.to_string()
    }

    fn dice(&self, s: &State) -> Vec<DiceGroup<Action>> {
        if !matches!(s.phase, Phase::Turn(_)) {
            return Vec::new();
        }
        s.rolled()
            .into_iter()
            .map(|n| {
                let faces = vec![n; s.count(n) as usize];
                let chosen = s.turn().is_some_and(|t| t.chosen(n));
                DiceGroup {
                    used: if chosen { faces.len() } else { 0 },
                    faces,
                    action: Some(Action::Pick(n)),
                    caption: dice_caption(s, n),
                }
            })
            .collect()
    }

    fn status(&self, s: &State) -> Option<String> {
        Some(status_text(s).to_string())
    }

    fn die_faces(&self) -> std::ops::RangeInclusive<u8> {
        DATA.faces.0..=DATA.faces.1
    }

    fn how_to_play_figure(&self, ui: &mut egui::Ui, style: &SheetStyle, name: &str) {
        match name {
            "snake" => snake_figure(ui, style),
            _ => crate::sheet_kit::example_sheet_ui(self, ui, style),
        }
    }

    fn controls_ui(
        &self,
        ui: &mut egui::Ui,
        s: &State,
        _view: &mut (),
        c: &mut Controls<'_, Self>,
    ) {
        let Some(t) = s.turn() else {
            return;
        };
        ui.label(RichText::new(tr("hr-controls-bonus")).strong());
        ui.horizontal_wrapped(|ui| {
            for (b, idle) in [
                (Bonus::Extra, "hr-button-extra-idle"),
                (Bonus::Two, "hr-button-two"),
                (Bonus::Third, "hr-button-third-idle"),
            ] {
                offer_kind(ui, s, c, bonus_candidates(s, b), &tr(idle));
            }
        });
        ui.add_space(6.0);
        ui.label(RichText::new(tr("hr-controls-tracker")).strong());
        ui.horizontal_wrapped(|ui| {
            offer_kind(ui, s, c, rows_candidates(s), &tr("hr-button-rows-idle"));
        });
        ui.add_space(4.0);
        let how = if t.step != Step::Free {
            "hr-how-write"
        } else if t.mains().len() < s.mains_needed() {
            "hr-how-choose"
        } else {
            "hr-how-rows"
        };
        ui.label(RichText::new(tr(how)).italics().weak());
    }
}

/// One button per legal action of a kind (bonus, tracker); when none is legal, one disabled
/// button named `idle` whose tooltip is the check's refusal of the kind's first candidate.
fn offer_kind(
    ui: &mut egui::Ui,
    s: &State,
    c: &mut Controls<'_, HexRoller>,
    candidates: Vec<Action>,
    idle: &str,
) {
    let legal: Vec<Action> = candidates
        .iter()
        .filter(|a| c.is_legal(a))
        .cloned()
        .collect();
    if legal.is_empty() {
        if let Some(first) = candidates.into_iter().next() {
            c.button(ui, first, idle);
        }
        return;
    }
    for a in legal {
        let text = HexRoller.label(s, &a);
        c.button(ui, a, text);
    }
}

/// How to play: three 5s written as a snake from a printed 5, on a real sheet.
fn snake_figure(ui: &mut egui::Ui, style: &SheetStyle) {
    use crate::engine::{apply, Rules};
    let mut s = HexRoller.fresh(super::rules::Side::Front, 1);
    let roll = [3, 4, 5, 5, 5, 6, 7, 8];
    let mut steps = vec![Action::Roll(roll.to_vec()), Action::Pick(5)];
    let mut written = Vec::new();
    for a in steps.drain(..) {
        if apply(&HexRoller, &mut s, &a).is_err() {
            return;
        }
    }
    // The first legal hex each time: the rules pick the snake's path, not a drawing by hand.
    for _ in 0..3 {
        let next = HexRoller
            .legal_actions(&s)
            .into_iter()
            .find(|a| matches!(a, Action::Write(_)));
        let Some(a) = next else { break };
        if let Action::Write(h) = a {
            written.push(h);
        }
        if apply(&HexRoller, &mut s, &a).is_err() {
            return;
        }
    }
    if written.len() < 3 {
        return;
    }
    // The roll, with numerals (faces 3 to 8 have no pips).
    let (row, _) = ui.allocate_exact_size(
        Vec2::new(roll.len() as f32 * 28.0, 28.0),
        egui::Sense::hover(),
    );
    for (k, &face) in roll.iter().enumerate() {
        let r = Rect::from_min_size(row.min + Vec2::new(k as f32 * 28.0, 2.0), Vec2::splat(24.0));
        crate::sheet_kit::draw::paint_die(ui.painter(), r, face, true, style.paper, style.ink);
    }
    ui.add(egui::Label::new(tr("hr-figure-snake")).wrap());
    let width = ui.available_width().clamp(240.0, 440.0);
    let (rect, _) = ui.allocate_exact_size(Vec2::new(width, 200.0), egui::Sense::hover());
    // Frame the three written hexes and one ring of hexes around them (the printed 5 is in that
    // ring): find them on the sheet at its natural size, then scale that patch to the figure.
    let natural = Rect::from_min_size(egui::Pos2::ZERO, sheet::natural_size());
    let centers: Vec<egui::Pos2> = written
        .iter()
        .map(|&h| sheet::hex_pos(&s, natural, h))
        .collect();
    let pitch = centers[0].distance(centers[1]).max(1.0); // adjacent hexes' centres
    let patch = Rect::from_points(&centers).expand(pitch * 1.45);
    let zoom = (rect.width() / patch.width()).min(rect.height() / patch.height());
    let size = sheet::natural_size() * zoom;
    let zoomed = Rect::from_min_size(rect.center() - (patch.center() - natural.min) * zoom, size);
    // Slide the sheet so the figure shows sheet everywhere, not the blank beyond its edge.
    let slide = |lo: f32, hi: f32, frame_lo: f32, frame_hi: f32| {
        if lo > frame_lo {
            frame_lo - lo
        } else if hi < frame_hi {
            frame_hi - hi
        } else {
            0.0
        }
    };
    let zoomed = zoomed.translate(Vec2::new(
        slide(zoomed.left(), zoomed.right(), rect.left(), rect.right()),
        slide(zoomed.top(), zoomed.bottom(), rect.top(), rect.bottom()),
    ));
    let next: Vec<Action> = HexRoller.legal_actions(&s);
    let overlay = Overlay {
        legal: &next,
        ..Overlay::plain(0, "")
    };
    sheet::paint(
        &ui.painter().with_clip_rect(rect),
        zoomed,
        &s,
        &overlay,
        style,
    );
    ui.painter().rect_stroke(
        rect,
        4.0,
        egui::Stroke::new(1.0, style.grid),
        egui::StrokeKind::Inside,
    );
}

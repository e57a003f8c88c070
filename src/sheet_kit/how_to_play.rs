//! How to play as a short illustrated page: a game writes its page as plain text with a few
//! marks, and draws its own figures with its own sheet code.
//!
//! The marks, one per paragraph (paragraphs are split by a blank line):
//! - `## Title` starts a section (the paragraph's first line; the rest of it is text);
//! - `[figure NAME]` asks the game to draw figure NAME (`GameUi::how_to_play_figure`);
//! - anything else is a paragraph; lines starting with "- ", "1. " or two spaces stay lines of
//!   their own, other line breaks are joined.

use egui::{RichText, Ui};

/// One paragraph of a page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block<'a> {
    Heading(&'a str),
    Figure(&'a str),
    Text(String),
}

/// The page's blocks, in order.
pub fn blocks(text: &str) -> Vec<Block<'_>> {
    let mut out = Vec::new();
    for p in text.split("\n\n").map(str::trim).filter(|p| !p.is_empty()) {
        if let Some(rest) = p.strip_prefix("## ") {
            // A heading is its paragraph's first line; the rest is text.
            let (title, body) = rest.split_once('\n').unwrap_or((rest, ""));
            out.push(Block::Heading(title.trim()));
            if !body.trim().is_empty() {
                out.push(Block::Text(reflow(body.trim())));
            }
        } else if let Some(name) = p.strip_prefix("[figure ").and_then(|r| r.strip_suffix(']')) {
            out.push(Block::Figure(name.trim()));
        } else {
            out.push(Block::Text(reflow(p)));
        }
    }
    out
}

/// Draws a page: headings, paragraphs, and the game's figures where the text asks for them.
pub fn page_ui(ui: &mut Ui, text: &str, mut figure: impl FnMut(&mut Ui, &str)) {
    for block in blocks(text) {
        match block {
            Block::Heading(title) => {
                ui.add_space(6.0);
                ui.label(RichText::new(title).heading().size(17.0));
            }
            Block::Figure(name) => {
                ui.add_space(2.0);
                figure(ui, name);
                ui.add_space(4.0);
            }
            Block::Text(text) => {
                ui.label(text);
                ui.add_space(4.0);
            }
        }
    }
}

/// Joins a paragraph's wrapped lines, keeping list items ("- ", "1. ", indented) on lines of
/// their own.
pub fn reflow(para: &str) -> String {
    let mut out = String::new();
    for line in para.lines() {
        let t = line.trim_start();
        let item = t.starts_with("- ")
            || t.split_once(". ")
                .is_some_and(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
            || line.starts_with("  ");
        if !out.is_empty() {
            out.push(if item { '\n' } else { ' ' });
        }
        out.push_str(if item { line } else { t });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reflow_joins_wrapped_lines_and_keeps_list_items() {
        let text = "Score:\n- 2 per bonus\nleft unused.\n1. Pick a\nnumber.";
        assert_eq!(
            reflow(text),
            "Score:\n- 2 per bonus left unused.\n1. Pick a number."
        );
    }

    #[test]
    fn a_page_splits_into_headings_figures_and_text() {
        let page = "## Goal\nScore\nmost.\n\n## Next\n\n[figure roll]\n\n[figure ]\n\nEnd.";
        assert_eq!(
            blocks(page),
            vec![
                Block::Heading("Goal"),
                Block::Text("Score most.".into()),
                Block::Heading("Next"),
                Block::Figure("roll"),
                Block::Figure(""),
                Block::Text("End.".into()),
            ]
        );
    }
}

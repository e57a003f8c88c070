//! Long texts that are pages rather than messages: each game's How to play, in the marks
//! `sheet_kit::how_to_play` reads, one Markdown-like file per game and language in
//! `resources/i18n/<lang>/pages/<game id>.md`, embedded at build time.

use super::{lang, Lang};
use std::sync::OnceLock;

/// Every page of every language folder, found there by build.rs: (language code, game id,
/// text). build.rs fails when one language lacks a page another has.
pub(super) const FILES: &[(&str, &str, &str)] = include!(concat!(env!("OUT_DIR"), "/pages.rs"));

/// Every page: (language, game id, text), in [`Lang::ALL`] order.
pub fn pages() -> &'static [(Lang, &'static str, &'static str)] {
    static ALL: OnceLock<Vec<(Lang, &'static str, &'static str)>> = OnceLock::new();
    ALL.get_or_init(|| {
        Lang::ALL
            .into_iter()
            .flat_map(|lang| {
                FILES
                    .iter()
                    .filter(move |(code, _, _)| *code == lang.code())
                    .map(move |&(_, id, text)| (lang, id, text))
            })
            .collect()
    })
}

/// Game `id`'s page in `lang`, if there is one.
pub fn page_in(lang: Lang, id: &str) -> Option<&'static str> {
    pages()
        .iter()
        .find(|(l, i, _)| *l == lang && *i == id)
        .map(|(_, _, text)| *text)
}

/// Game `id`'s How to play in this thread's language, else in English; `None` for a game whose
/// page is not in the catalogue yet (it keeps its own English text).
pub fn page(id: &str) -> Option<&'static str> {
    page_in(lang(), id).or_else(|| page_in(Lang::En, id))
}

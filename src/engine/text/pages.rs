//! Long texts that are pages rather than messages: each game's How to play, in the marks
//! `sheet_kit::how_to_play` reads, one Markdown-like file per game and language in
//! `resources/i18n/<lang>/pages/<game id>.md`, embedded at build time.

use super::{lang, Lang};

/// Every page: (language, game id, text).
pub fn pages() -> &'static [(Lang, &'static str, &'static str)] {
    macro_rules! page {
        ($lang:ident, $code:literal, $id:literal) => {
            (
                Lang::$lang,
                $id,
                include_str!(concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/resources/i18n/",
                    $code,
                    "/pages/",
                    $id,
                    ".md"
                )),
            )
        };
    }
    const ALL: &[(Lang, &str, &str)] = &[
        page!(En, "en", "honeycomb-caverns"),
        page!(De, "de", "honeycomb-caverns"),
        page!(Nl, "nl", "honeycomb-caverns"),
        page!(En, "en", "hex-roller"),
        page!(De, "de", "hex-roller"),
        page!(Nl, "nl", "hex-roller"),
        page!(En, "en", "molecular-structures"),
        page!(De, "de", "molecular-structures"),
        page!(Nl, "nl", "molecular-structures"),
        page!(En, "en", "black-molly"),
        page!(De, "de", "black-molly"),
        page!(Nl, "nl", "black-molly"),
        page!(En, "en", "diaominos"),
        page!(De, "de", "diaominos"),
        page!(Nl, "nl", "diaominos"),
    ];
    ALL
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

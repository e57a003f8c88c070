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
    // Every game's page in every language (a test checks they have the same sections).
    macro_rules! every_language {
        ($($id:literal),* $(,)?) => {
            &[
                $(page!(En, "en", $id),)*
                $(page!(De, "de", $id),)*
                $(page!(Nl, "nl", $id),)*
            ]
        };
    }
    const ALL: &[(Lang, &str, &str)] = every_language!(
        "honeycomb-caverns",
        "hex-roller",
        "molecular-structures",
        "black-molly",
        "diaominos",
    );
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

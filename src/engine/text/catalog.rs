//! The Fluent catalogue: every `.ftl` file of every language, embedded at build time, in one
//! bundle per language, built once per process.

use super::{Arg, Lang};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::collections::{BTreeSet, HashSet};
use std::sync::{Mutex, OnceLock};

/// One embedded catalogue file.
#[derive(Clone, Copy, Debug)]
pub struct Resource {
    pub lang: Lang,
    /// The file's name inside `resources/i18n/<lang>/`.
    pub file: &'static str,
    pub source: &'static str,
}

/// Every `.ftl` file of every language folder, found there by build.rs: (language code, file
/// name, text). build.rs fails when one language lacks a file another has.
pub(super) const FILES: &[(&str, &str, &str)] =
    include!(concat!(env!("OUT_DIR"), "/catalogue_files.rs"));

/// Every catalogue file, in [`Lang::ALL`] order. A new file is simply put in every language's
/// folder; a folder no [`Lang`] names is not read (a test checks there is none).
pub fn resources() -> &'static [Resource] {
    static ALL: OnceLock<Vec<Resource>> = OnceLock::new();
    ALL.get_or_init(|| {
        Lang::ALL
            .into_iter()
            .flat_map(|lang| {
                FILES
                    .iter()
                    .filter(move |(code, _, _)| *code == lang.code())
                    .map(move |&(_, file, source)| Resource { lang, file, source })
            })
            .collect()
    })
}

struct Catalog {
    /// One bundle per language, in `Lang::ALL` order.
    bundles: Vec<(Lang, FluentBundle<FluentResource>)>,
}

fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| Catalog {
        bundles: Lang::ALL.into_iter().map(|l| (l, bundle(l))).collect(),
    })
}

fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let id = lang
        .code()
        .parse()
        .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Bidi isolation marks (U+2068/U+2069) around arguments would show as boxes in egui's
    // labels and as stray bytes on a terminal; all three languages run left to right.
    bundle.set_use_isolating(false);
    for r in resources().iter().filter(|r| r.lang == lang) {
        // A syntax error keeps the rest of the file (Fluent skips the broken entry); the
        // catalogue test fails on it, so this only logs.
        let resource = match FluentResource::try_new(r.source.to_string()) {
            Ok(res) => res,
            Err((res, errors)) => {
                tracing::error!(
                    lang = lang.code(),
                    file = r.file,
                    ?errors,
                    "catalogue file does not parse"
                );
                res
            }
        };
        if let Err(errors) = bundle.add_resource(resource) {
            tracing::error!(
                lang = lang.code(),
                file = r.file,
                ?errors,
                "catalogue file repeats an id"
            );
        }
    }
    bundle
}

fn fluent_args<'a>(lang: Lang, args: &'a [(&'static str, Arg)]) -> FluentArgs<'a> {
    let mut out = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        let value: FluentValue<'a> = match value {
            Arg::Int(n) => FluentValue::from(*n),
            Arg::Text(t) => FluentValue::from(t.as_str()),
            Arg::Msg(m) => FluentValue::from(m.render(lang)),
        };
        out.set(*name, value);
    }
    out
}

/// The message worded in `lang`, if that language has it and every argument it uses was given.
fn try_format(lang: Lang, id: &str, args: &[(&'static str, Arg)]) -> Option<String> {
    let (_, bundle) = catalog().bundles.iter().find(|(l, _)| *l == lang)?;
    let pattern = bundle.get_message(id)?.value()?;
    let fargs = fluent_args(lang, args);
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fargs), &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// Words message `id` in `lang`; falls back to English, then to the id itself, logging each
/// missing (language, id) once.
pub(super) fn format(lang: Lang, id: &'static str, args: &[(&'static str, Arg)]) -> String {
    if let Some(text) = try_format(lang, id, args) {
        return text;
    }
    warn_once(lang, id);
    if lang != Lang::En {
        if let Some(text) = try_format(Lang::En, id, args) {
            return text;
        }
        warn_once(Lang::En, id);
    }
    id.to_string()
}

fn warn_once(lang: Lang, id: &'static str) {
    static SEEN: OnceLock<Mutex<BTreeSet<(Lang, &'static str)>>> = OnceLock::new();
    let seen = SEEN.get_or_init(|| Mutex::new(BTreeSet::new()));
    // A poisoned lock only means another thread panicked while logging; the set is still usable.
    let mut seen = seen.lock().unwrap_or_else(|e| e.into_inner());
    if seen.insert((lang, id)) {
        tracing::warn!(
            lang = lang.code(),
            id,
            "message missing from the catalogue or given too few arguments"
        );
    }
}

/// A message without arguments looked up by a name made at run time (a game's blurb or option
/// label, `game-<id>-blurb`), in `lang` or else English; `None` where the catalogue has none yet.
pub fn lookup(lang: Lang, id: &str) -> Option<String> {
    try_format(lang, id, &[]).or_else(|| try_format(Lang::En, id, &[]))
}

/// The catalogue's message ids and the names of its messages' arguments (`$name`), as slices of
/// the embedded files: what a message read from elsewhere is matched against (see `wire`).
struct Names {
    ids: HashSet<&'static str>,
    variables: HashSet<&'static str>,
}

fn names() -> &'static Names {
    static NAMES: OnceLock<Names> = OnceLock::new();
    NAMES.get_or_init(|| {
        let is_name_char = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
        let mut ids = HashSet::new();
        let mut variables = HashSet::new();
        for r in resources() {
            let source: &'static str = r.source;
            for line in source.lines() {
                // A message starts a line with its id (terms start with `-`, comments `#`).
                if line.starts_with(|c: char| c.is_ascii_alphabetic()) {
                    if let Some((id, _)) = line.split_once('=') {
                        let id = id.trim_end();
                        if id.chars().all(is_name_char) {
                            ids.insert(id);
                        }
                    }
                }
            }
            let mut rest = source;
            while let Some(at) = rest.find('$') {
                rest = &rest[at + 1..];
                let len = rest.find(|c: char| !is_name_char(c)).unwrap_or(rest.len());
                if len > 0 {
                    variables.insert(&rest[..len]);
                }
            }
        }
        Names { ids, variables }
    })
}

/// The catalogue's own copy of message id `id`, if the catalogue has such a message.
pub(super) fn known_id(id: &str) -> Option<&'static str> {
    names().ids.get(id).copied()
}

/// The catalogue's own copy of argument name `name`, if some message uses it.
pub(super) fn known_variable(name: &str) -> Option<&'static str> {
    names().variables.get(name).copied()
}

//! The layering rule, enforced: every top-level module of `src/` may import only modules of lower
//! layers, or modules of its own layer as long as no circle forms. The table below is the one the
//! README's "Architecture" section shows; a new top-level module must be placed in it.
//!
//! The check reads the source text (no extra crates): it strips comments, string and character
//! literals, then follows every path that starts at the crate root (`crate::x`, `use crate::{x, y}`,
//! `dicepad::x` in `main.rs`) and every `super::` chain that climbs out of its top-level module
//! (always an error: name the module with `crate::` instead). Test files are exempt: files named
//! `tests.rs` or `*_tests.rs` and everything under a `tests/` folder inside `src/`. Inline
//! `#[cfg(test)]` modules of ordinary files are checked like the rest of the file (by this module
//! check; the file check below leaves them out).
//!
//! No file circles either: `no_file_imports_another_in_a_circle` fails on any circle of imports
//! between files, listing each as `a → b → … → a` with the file and line of each arrow. The rule:
//! - every non-test file of `src/` is a node, named by its module path;
//! - a reference (as above, plus a path that starts with a name the file's top-level `use` binds,
//!   e.g. `state::Pos` after `use super::state;`) is an arrow to the deepest file that exists for
//!   its path (`crate::games::x::rules::Move` → `games/x/rules.rs`). When the rest of the path
//!   starts with a name that file only imports (`pub use rules::Move;` in `mod.rs`, a private `use`,
//!   or a glob `pub use super::state::*` whose module has the name), the arrow follows the import
//!   to where the item really lives, so a child importing what its parent re-exports points at the
//!   sibling that defines it; a name the module file defines itself is an arrow to the module file;
//! - a module file (`mod.rs`, `lib.rs`, or `foo.rs` with a `foo/` folder) owns its children: its
//!   `mod x;`, `pub use x::…` and other imports of files below it are no arrows (its imports of
//!   anything else are), so `mod.rs` ↔ child is no circle, but child → sibling → child is;
//! - items marked `#[cfg(test)]` (an inline `#[cfg(test)] mod tests { … }`, a test-only `fn` or
//!   `use`) are left out: they compile only in tests. Test files are not nodes.
//!
//! `cargo test --test suite layers:: -- --nocapture` also prints the figures: import arrows between
//! top-level modules, circles, public traits' method counts and `App`'s, and file circles by folder. `scripts/arch_figures.sh`
//! prints the same figures for any commit (it points `DICEPAD_FIGURES_SRC` at that commit's `src/`).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::Path;

/// The layers, lowest first. A module may import modules of lower layers, and modules of its own
/// layer when that makes no circle. `main` and `lib` sit on top of everything.
const LAYERS: &[(&str, usize)] = &[
    ("engine", 0),
    ("paths", 0),
    ("logging", 0),
    ("sheet_kit", 1),
    ("game", 2),
    ("games", 3),
    ("sim", 4),
    ("review", 4),
    ("offload", 4),
    ("history", 4),
    ("rating", 4),
    ("net", 4),
    ("daily", 4),
    ("game_code", 4),
    ("export", 4),
    ("print", 4),
    ("crash", 4),
    ("conformance", 4),
    ("ui", 5),
    ("cli", 5),
    ("main", 6),
    ("lib", 6),
];

/// Modules of one layer that must not import each other at all, in either direction: the two
/// shells stay apart.
const APART: &[(&str, &str)] = &[("ui", "cli")];

// ------------------------------------------------------------------------------------- reading

/// One source file: its path below `src/` (with `/`) and its text.
struct Source {
    path: String,
    text: String,
}

/// Every `.rs` file below `root`, sorted by path.
fn read_tree(root: &Path) -> Vec<Source> {
    fn walk(dir: &Path, root: &Path, out: &mut Vec<Source>) {
        let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("reading {dir:?}: {e}"));
        for entry in entries {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                walk(&path, root, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let rel = path.strip_prefix(root).expect("below the root");
                let rel: Vec<String> = rel
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect();
                let text = std::fs::read_to_string(&path)
                    .unwrap_or_else(|e| panic!("reading {path:?}: {e}"));
                out.push(Source {
                    path: rel.join("/"),
                    text,
                });
            }
        }
    }
    let mut out = Vec::new();
    walk(root, root, &mut out);
    out.sort_by(|a, b| a.path.cmp(&b.path));
    out
}

/// Test-only files: `tests.rs`, `*_tests.rs`, and anything under a `tests/` folder.
fn is_test_file(path: &str) -> bool {
    let mut parts: Vec<&str> = path.split('/').collect();
    let file = parts.pop().unwrap_or_default();
    file == "tests.rs" || file.ends_with("_tests.rs") || parts.contains(&"tests")
}

/// The module path a file declares (`engine/mod.rs` → `engine`, `games/x/rules.rs` →
/// `games::x::rules`); empty for `main.rs` and `lib.rs`.
fn module_path(path: &str) -> Vec<String> {
    let mut parts: Vec<String> = path.split('/').map(str::to_owned).collect();
    let file = parts.pop().unwrap_or_default();
    let stem = file.trim_end_matches(".rs");
    if !(parts.is_empty() && (stem == "main" || stem == "lib")) && stem != "mod" {
        parts.push(stem.to_owned());
    }
    parts
}

/// How files and paths are grouped into modules: by top-level module, or (for the figures the
/// issue gave) with each game folder under `games/` counted as a module of its own.
#[derive(Clone, Copy, PartialEq)]
enum Grouping {
    TopLevel,
    GamesApart,
}

/// The module a file belongs to: `main`, `lib`, or the first segment of its module path (with
/// `games/<folder>` for game folders under [`Grouping::GamesApart`]).
fn file_module(path: &str, grouping: Grouping) -> String {
    match path {
        "main.rs" => return "main".into(),
        "lib.rs" => return "lib".into(),
        _ => {}
    }
    let parts: Vec<&str> = path.split('/').collect();
    if grouping == Grouping::GamesApart && parts.len() > 2 && parts[0] == "games" {
        return format!("games/{}", parts[1]);
    }
    parts[0].trim_end_matches(".rs").to_owned()
}

/// The module an absolute path (segments below the crate root) names.
fn path_module(path: &[String], grouping: Grouping, game_folders: &BTreeSet<String>) -> String {
    if grouping == Grouping::GamesApart
        && path.len() > 1
        && path[0] == "games"
        && game_folders.contains(&path[1])
    {
        return format!("games/{}", path[1]);
    }
    path[0].clone()
}

/// The folders directly under `games/` (each one game).
fn game_folders(files: &[Source]) -> BTreeSet<String> {
    files
        .iter()
        .filter_map(|f| f.path.strip_prefix("games/"))
        .filter_map(|rest| rest.split_once('/').map(|(folder, _)| folder.to_owned()))
        .collect()
}

// ------------------------------------------------------------------------------------ scanning

/// The text with comments, string literals and character literals blanked out (newlines kept, so
/// line numbers stay right).
fn strip(text: &str) -> String {
    let c: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let blank = |out: &mut String, ch: char| out.push(if ch == '\n' { '\n' } else { ' ' });
    let ident = |ch: char| ch.is_alphanumeric() || ch == '_';
    let mut i = 0;
    while i < c.len() {
        let prev = if i > 0 { c[i - 1] } else { ' ' };
        // Line comment.
        if c[i] == '/' && c.get(i + 1) == Some(&'/') {
            while i < c.len() && c[i] != '\n' {
                blank(&mut out, c[i]);
                i += 1;
            }
            continue;
        }
        // Block comment (they nest in Rust).
        if c[i] == '/' && c.get(i + 1) == Some(&'*') {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                    depth += 1;
                    blank(&mut out, c[i]);
                    blank(&mut out, c[i + 1]);
                    i += 2;
                } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    blank(&mut out, c[i]);
                    blank(&mut out, c[i + 1]);
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    blank(&mut out, c[i]);
                    i += 1;
                }
            }
            continue;
        }
        // Raw string: r"…", r#"…"#, br#"…"# (the `r` starts a token, or follows a lone `b`).
        let starts_raw =
            c[i] == 'r' && (!ident(prev) || (prev == 'b' && (i < 2 || !ident(c[i - 2]))));
        if starts_raw {
            let mut j = i + 1;
            while c.get(j) == Some(&'#') {
                j += 1;
            }
            if c.get(j) == Some(&'"') {
                let hashes = j - i - 1;
                out.push('r');
                for _ in 0..hashes {
                    out.push('#');
                }
                out.push('"');
                i = j + 1;
                while i < c.len() {
                    if c[i] == '"' && (0..hashes).all(|k| c.get(i + 1 + k) == Some(&'#')) {
                        out.push('"');
                        for _ in 0..hashes {
                            out.push('#');
                        }
                        i += 1 + hashes;
                        break;
                    }
                    blank(&mut out, c[i]);
                    i += 1;
                }
                continue;
            }
        }
        // String literal.
        if c[i] == '"' {
            out.push('"');
            i += 1;
            while i < c.len() && c[i] != '"' {
                if c[i] == '\\' && i + 1 < c.len() {
                    blank(&mut out, c[i]);
                    i += 1;
                }
                blank(&mut out, c[i]);
                i += 1;
            }
            out.push('"');
            i += 1;
            continue;
        }
        // Character literal ('x', '\n', '\u{..}'); a lifetime ('a) is left alone.
        if c[i] == '\'' {
            let end = if c.get(i + 1) == Some(&'\\') {
                (i + 2..c.len()).find(|&j| c[j] == '\'')
            } else if c.get(i + 2) == Some(&'\'') {
                Some(i + 2)
            } else {
                None
            };
            if let Some(end) = end {
                out.push('\'');
                for &ch in &c[i + 1..end] {
                    blank(&mut out, ch);
                }
                out.push('\'');
                i = end + 1;
                continue;
            }
        }
        out.push(c[i]);
        i += 1;
    }
    out
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Word(String),
    PathSep,
    Open,
    Close,
    Comma,
    Other(char),
}

/// Tokens of stripped text, each with its 1-based line.
fn tokens(stripped: &str) -> Vec<(Tok, usize)> {
    let c: Vec<char> = stripped.chars().collect();
    let mut out = Vec::new();
    let mut line = 1;
    let mut i = 0;
    while i < c.len() {
        let ch = c[i];
        if ch == '\n' {
            line += 1;
            i += 1;
        } else if ch.is_whitespace() {
            i += 1;
        } else if ch.is_alphanumeric() || ch == '_' {
            let start = i;
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
            out.push((Tok::Word(c[start..i].iter().collect()), line));
        } else if ch == ':' && c.get(i + 1) == Some(&':') {
            out.push((Tok::PathSep, line));
            i += 2;
        } else {
            let tok = match ch {
                '{' => Tok::Open,
                '}' => Tok::Close,
                ',' => Tok::Comma,
                other => Tok::Other(other),
            };
            out.push((tok, line));
            i += 1;
        }
    }
    out
}

fn word(t: &[(Tok, usize)], i: usize) -> Option<&str> {
    match t.get(i) {
        Some((Tok::Word(w), _)) => Some(w),
        _ => None,
    }
}

fn is(t: &[(Tok, usize)], i: usize, tok: &Tok) -> bool {
    t.get(i).is_some_and(|(x, _)| x == tok)
}

/// The paths of a path or use tree starting at `t[i]` (a word, `{` or `*`), and the index after
/// it. `a::{b, c::d}` gives `[a, b]` and `[a, c, d]`; a trailing `self` is dropped.
fn path_tree(t: &[(Tok, usize)], i: usize) -> (Vec<Vec<String>>, usize) {
    if let Some(w) = word(t, i) {
        let more =
            is(t, i + 1, &Tok::PathSep) && (word(t, i + 2).is_some() || is(t, i + 2, &Tok::Open));
        if !more {
            let path = if w == "self" {
                vec![]
            } else {
                vec![w.to_owned()]
            };
            return (vec![path], i + 1);
        }
        let (subs, end) = path_tree(t, i + 2);
        let paths = subs
            .into_iter()
            .map(|mut p| {
                p.insert(0, w.to_owned());
                p
            })
            .collect();
        return (paths, end);
    }
    if is(t, i, &Tok::Open) {
        let mut paths = Vec::new();
        let mut j = i + 1;
        loop {
            match t.get(j) {
                None => return (paths, j),
                Some((Tok::Close, _)) => return (paths, j + 1),
                Some((Tok::Comma, _)) => j += 1,
                Some(_) => {
                    let (sub, end) = path_tree(t, j);
                    paths.extend(sub);
                    // Skip what may follow an item (`as name`) up to the next `,` or `}`.
                    let mut k = end.max(j + 1);
                    let mut depth = 0;
                    while let Some((tok, _)) = t.get(k) {
                        match tok {
                            Tok::Open => depth += 1,
                            Tok::Close if depth == 0 => break,
                            Tok::Close => depth -= 1,
                            Tok::Comma if depth == 0 => break,
                            _ => {}
                        }
                        k += 1;
                    }
                    j = k;
                }
            }
        }
    }
    (vec![vec![]], i + 1)
}

/// The tokens without the items marked `#[cfg(test)]` (the attribute, any further attributes, and
/// the item up to its `;` or the end of its first `{ … }` block; a `use` up to its `;`).
fn without_cfg_test(t: Vec<(Tok, usize)>) -> Vec<(Tok, usize)> {
    let attr = [
        Tok::Other('#'),
        Tok::Other('['),
        Tok::Word("cfg".into()),
        Tok::Other('('),
        Tok::Word("test".into()),
        Tok::Other(')'),
        Tok::Other(']'),
    ];
    let mut out = Vec::with_capacity(t.len());
    let mut i = 0;
    while i < t.len() {
        let marked = t.len() >= i + attr.len()
            && t[i..i + attr.len()].iter().map(|(x, _)| x).eq(attr.iter());
        if !marked {
            out.push(t[i].clone());
            i += 1;
            continue;
        }
        i += attr.len();
        // Further attributes.
        while is(&t, i, &Tok::Other('#')) && is(&t, i + 1, &Tok::Other('[')) {
            let mut depth = 0;
            while i < t.len() {
                match t[i].0 {
                    Tok::Other('[') => depth += 1,
                    Tok::Other(']') => {
                        depth -= 1;
                        if depth == 0 {
                            i += 1;
                            break;
                        }
                    }
                    _ => {}
                }
                i += 1;
            }
        }
        let is_use = (i..t.len().min(i + 3)).any(|k| word(&t, k) == Some("use"));
        let mut depth = 0;
        while i < t.len() {
            let tok = &t[i].0;
            i += 1;
            match tok {
                Tok::Open => depth += 1,
                Tok::Close => {
                    depth -= 1;
                    if depth == 0 && !is_use {
                        break;
                    }
                }
                Tok::Other(';') if depth == 0 => break,
                _ => {}
            }
        }
    }
    out
}

/// One reference from a file to a path below the crate root.
#[derive(Debug)]
struct Reference {
    line: usize,
    /// Absolute path segments (below the crate root).
    path: Vec<String>,
    /// Reached through `super::` out of the file's top-level module.
    climbs_out: bool,
    /// Written in a top-level `pub use` (any `pub(…)` too): a re-export.
    pub_use: bool,
}

/// Every crate-root path in a file. `root` is the word that names the crate root there: `crate`,
/// or `dicepad` in `main.rs`. Paths that `super::` climbs beyond the crate root come back empty.
/// Without `test_code`, items marked `#[cfg(test)]` are left out.
fn references(file: &Source, test_code: bool) -> Vec<Reference> {
    let stripped = strip(&file.text);
    let t = tokens(&stripped);
    let t = if test_code { t } else { without_cfg_test(t) };
    references_in(file, &t, &BTreeMap::new())
}

/// The word that names the crate root in a file: `dicepad` in `main.rs`, `crate` elsewhere.
fn root_word(file: &Source) -> &'static str {
    if file.path == "main.rs" {
        "dicepad"
    } else {
        "crate"
    }
}

/// Whether the `use` at `t[i]` is marked `pub` or `pub(…)`.
fn is_pub_use(t: &[(Tok, usize)], i: usize) -> bool {
    if i >= 1 && word(t, i - 1) == Some("pub") {
        return true;
    }
    if i >= 1 && is(t, i - 1, &Tok::Other(')')) {
        if let Some(open) = (0..i - 1).rev().find(|&k| is(t, k, &Tok::Other('('))) {
            return open >= 1 && word(t, open - 1) == Some("pub");
        }
    }
    false
}

/// [`references`] on tokens already read; `aliases` (a file's top-level `use` bindings, name →
/// absolute path) also turns a path that starts with such a name (`state::Position` after `use
/// super::state;`) into the absolute path it names. The module check passes none.
fn references_in(
    file: &Source,
    t: &[(Tok, usize)],
    aliases: &BTreeMap<String, Vec<String>>,
) -> Vec<Reference> {
    let root = root_word(file);
    let base = module_path(&file.path);
    // Child modules the file declares (`mod x;`): a path starting `x::` or `self::x::` is theirs.
    let children: BTreeSet<&str> = (0..t.len())
        .filter(|&i| word(t, i) == Some("mod") && is(t, i + 2, &Tok::Other(';')))
        .filter_map(|i| word(t, i + 1))
        .collect();
    let mut out = Vec::new();
    // Inline `mod name { … }` blocks: (name, brace depth inside the block).
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    // The index of the `;` that ends the top-level `pub use` being read, if one is.
    let mut pub_use_end = 0;
    let mut i = 0;
    while i < t.len() {
        let after_sep = i > 0 && is(t, i - 1, &Tok::PathSep);
        if depth == 0 && !after_sep && word(t, i) == Some("use") && is_pub_use(t, i) {
            pub_use_end = (i..t.len())
                .find(|&k| is(t, k, &Tok::Other(';')))
                .unwrap_or(t.len());
        }
        let pub_use = i < pub_use_end;
        match &t[i].0 {
            Tok::Open => {
                depth += 1;
                if i >= 2 && word(t, i - 2) == Some("mod") {
                    if let Some(name) = word(t, i - 1) {
                        inline.push((name.to_owned(), depth));
                    }
                }
            }
            Tok::Close => {
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
                depth = depth.saturating_sub(1);
            }
            Tok::Word(w) if !after_sep && w == root && is(t, i + 1, &Tok::PathSep) => {
                let line = t[i].1;
                let (paths, _) = path_tree(t, i + 2);
                for path in paths.into_iter().filter(|p| !p.is_empty()) {
                    out.push(Reference {
                        line,
                        path,
                        climbs_out: false,
                        pub_use,
                    });
                }
            }
            Tok::Word(w)
                if !after_sep
                    && inline.is_empty()
                    && !base.is_empty()
                    && (children.contains(w.as_str()) || w == "self")
                    && is(t, i + 1, &Tok::PathSep) =>
            {
                let line = t[i].1;
                let start = if w == "self" { i + 2 } else { i };
                let (paths, end) = path_tree(t, start);
                for path in paths {
                    let mut abs = base.clone();
                    abs.extend(path);
                    out.push(Reference {
                        line,
                        path: abs,
                        climbs_out: false,
                        pub_use,
                    });
                }
                i = end;
                continue;
            }
            Tok::Word(w)
                if !after_sep
                    && inline.is_empty()
                    && aliases.contains_key(w.as_str())
                    && !children.contains(w.as_str())
                    && is(t, i + 1, &Tok::PathSep) =>
            {
                let line = t[i].1;
                let (paths, end) = path_tree(t, i);
                for path in paths {
                    let mut abs = aliases[w.as_str()].clone();
                    abs.extend(path.into_iter().skip(1));
                    out.push(Reference {
                        line,
                        path: abs,
                        climbs_out: false,
                        pub_use,
                    });
                }
                i = end;
                continue;
            }
            Tok::Word(w) if !after_sep && w == "super" && is(t, i + 1, &Tok::PathSep) => {
                let line = t[i].1;
                let mut here: Vec<String> = base.clone();
                here.extend(inline.iter().map(|(n, _)| n.clone()));
                let mut j = i;
                let mut ups = 0;
                while word(t, j) == Some("super") && is(t, j + 1, &Tok::PathSep) {
                    ups += 1;
                    j += 2;
                }
                let (paths, end) = path_tree(t, j);
                for path in paths {
                    // Past the crate root there is nothing to name: an empty path.
                    let abs = if ups > here.len() {
                        Vec::new()
                    } else {
                        let mut abs = here[..here.len() - ups].to_vec();
                        abs.extend(path);
                        abs
                    };
                    let climbs_out = abs.is_empty() || abs.first() != base.first();
                    out.push(Reference {
                        line,
                        path: abs,
                        climbs_out,
                        pub_use,
                    });
                }
                i = end;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

// ----------------------------------------------------------------------------------- the graph

/// Arrows between modules: (from, to) → the first place that makes it (file, line).
type Arrows = BTreeMap<(String, String), (String, usize)>;

/// Which code the arrows are read from.
#[derive(Clone, Copy, PartialEq)]
enum Scope {
    /// Every file but the test files (what the check reads).
    NoTestFiles,
    /// Also without `#[cfg(test)]` items of ordinary files (how the issue counted).
    NoTestCode,
}

/// The arrows between modules (self-arrows left out).
fn arrows(files: &[Source], grouping: Grouping, scope: Scope) -> Arrows {
    let folders = game_folders(files);
    let mut out = Arrows::new();
    for file in files.iter().filter(|f| !is_test_file(&f.path)) {
        let from = file_module(&file.path, grouping);
        for r in references(file, scope == Scope::NoTestFiles) {
            if r.path.is_empty() {
                continue;
            }
            let to = path_module(&r.path, grouping, &folders);
            if to != from {
                out.entry((from.clone(), to))
                    .or_insert_with(|| (file.path.clone(), r.line));
            }
        }
    }
    out
}

/// The strongly connected components with more than one module (Tarjan), each sorted.
fn circles(nodes: &BTreeSet<String>, edges: &BTreeSet<(String, String)>) -> Vec<Vec<String>> {
    struct Tarjan<'a> {
        next: BTreeMap<&'a str, Vec<&'a str>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        counter: usize,
        found: Vec<Vec<String>>,
    }
    impl<'a> Tarjan<'a> {
        fn visit(&mut self, v: &'a str) {
            self.index.insert(v, self.counter);
            self.low.insert(v, self.counter);
            self.counter += 1;
            self.stack.push(v);
            self.on_stack.insert(v);
            for w in self.next.get(v).cloned().unwrap_or_default() {
                if !self.index.contains_key(w) {
                    self.visit(w);
                    let lw = self.low[w];
                    let lv = self.low.get_mut(v).expect("visited");
                    *lv = (*lv).min(lw);
                } else if self.on_stack.contains(w) {
                    let iw = self.index[w];
                    let lv = self.low.get_mut(v).expect("visited");
                    *lv = (*lv).min(iw);
                }
            }
            if self.low[v] == self.index[v] {
                let mut component = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack.remove(w);
                    component.push(w.to_owned());
                    if w == v {
                        break;
                    }
                }
                if component.len() > 1 {
                    component.sort();
                    self.found.push(component);
                }
            }
        }
    }
    let mut next: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for (a, b) in edges {
        next.entry(a.as_str()).or_default().push(b.as_str());
    }
    let mut tarjan = Tarjan {
        next,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        counter: 0,
        found: Vec::new(),
    };
    for v in nodes {
        if !tarjan.index.contains_key(v.as_str()) {
            tarjan.visit(v);
        }
    }
    let mut found = tarjan.found;
    found.sort();
    found
}

/// One shortest circle through `start` inside `component` (breadth-first), as `a → b → … → a`.
fn one_circle(
    start: &str,
    component: &[String],
    edges: &BTreeSet<(String, String)>,
) -> Vec<String> {
    let inside: BTreeSet<&str> = component.iter().map(String::as_str).collect();
    let mut came_from: BTreeMap<&str, &str> = BTreeMap::new();
    let mut queue = std::collections::VecDeque::from([start]);
    while let Some(v) = queue.pop_front() {
        for (a, b) in edges
            .iter()
            .filter(|(a, b)| a == v && inside.contains(b.as_str()))
        {
            if b == start {
                let mut path = vec![start.to_owned()];
                let mut at = a.as_str();
                while at != start {
                    path.push(at.to_owned());
                    at = came_from[at];
                }
                path.push(start.to_owned());
                path.reverse();
                return path;
            }
            if !came_from.contains_key(b.as_str()) {
                came_from.insert(b.as_str(), a.as_str());
                queue.push_back(b.as_str());
            }
        }
    }
    vec![start.to_owned()]
}

// ---------------------------------------------------------------------------------- the check

fn layer_of(layers: &[(&str, usize)], module: &str) -> Option<usize> {
    layers.iter().find(|(m, _)| *m == module).map(|(_, l)| *l)
}

/// Every breach of the layering rule in `files` (paths below `src/`), one readable line each.
fn check(files: &[Source], layers: &[(&str, usize)]) -> Vec<String> {
    let mut errors = Vec::new();
    let mut unplaced = BTreeSet::new();
    for file in files.iter().filter(|f| !is_test_file(&f.path)) {
        let from = file_module(&file.path, Grouping::TopLevel);
        let Some(from_layer) = layer_of(layers, &from) else {
            if unplaced.insert(from.clone()) {
                errors.push(format!(
                    "src/{}: module `{from}` is not in the layer table (LAYERS in tests/suite/layers.rs): place it in a layer",
                    file.path
                ));
            }
            continue;
        };
        for r in references(file, true) {
            let at = format!("src/{}:{}", file.path, r.line);
            if r.climbs_out {
                errors.push(format!(
                    "{at}: `super::` climbs out of module `{from}` (to `{}`): name the module with `crate::` instead",
                    if r.path.is_empty() { "beyond the crate root".to_owned() } else { r.path.join("::") }
                ));
            }
            let Some(to) = r.path.first() else { continue };
            if *to == from {
                continue;
            }
            match layer_of(layers, to) {
                None => errors.push(format!(
                    "{at}: `{from}` imports `{to}`, which is not in the layer table (LAYERS in tests/suite/layers.rs)"
                )),
                Some(to_layer) if to_layer > from_layer => errors.push(format!(
                    "{at}: `{from}` (layer {from_layer}) imports `{to}` (layer {to_layer}), which is above it"
                )),
                Some(_)
                    if APART.iter().any(|&(a, b)| (a == from && b == to.as_str()) || (b == from && a == to.as_str())) =>
                {
                    errors.push(format!("{at}: `{from}` imports `{to}`: these two must stay apart"))
                }
                Some(_) => {}
            }
        }
    }
    // One line per place: `use crate::cli::{a, b}` is one import of `cli`.
    errors.dedup();
    let found = arrows(files, Grouping::TopLevel, Scope::NoTestFiles);
    let edges: BTreeSet<(String, String)> = found.keys().cloned().collect();
    let nodes: BTreeSet<String> = edges
        .iter()
        .flat_map(|(a, b)| [a.clone(), b.clone()])
        .collect();
    for component in circles(&nodes, &edges) {
        let circle = one_circle(&component[0], &component, &edges);
        let mut msg = format!(
            "modules import each other in a circle: {} (all of {{{}}} reach each other)",
            circle.join(" → "),
            component.join(", ")
        );
        for pair in circle.windows(2) {
            let (file, line) = &found[&(pair[0].clone(), pair[1].clone())];
            let _ = write!(msg, "\n    {} → {}: src/{file}:{line}", pair[0], pair[1]);
        }
        errors.push(msg);
    }
    errors
}

// --------------------------------------------------------------------------- the file circles

/// How a module file's own imports of its descendants count.
#[derive(Clone, Copy, PartialEq)]
enum Parents {
    /// Not at all: a module file owns its children (declares, re-exports and uses them). The check.
    OwnTheirChildren,
    /// Only its `mod x;` and `pub use x::…` are no arrows; its code's use of them is (a figure).
    OnlyDeclareAndReexport,
}

/// What the file graph reads from one file (its `#[cfg(test)]` items left out).
struct Scanned {
    /// Its module path.
    module: Vec<String>,
    refs: Vec<Reference>,
    /// The names its top-level `use` items bind → the absolute path each names.
    bindings: BTreeMap<String, Vec<String>>,
    /// The absolute paths of its top-level glob imports (`use x::*`).
    globs: Vec<Vec<String>>,
    /// The names of the items it defines at its top level (fn, struct, enum, trait, …, mod).
    defines: BTreeSet<String>,
}

/// A leaf of a use tree: the path as written and the name it binds (`None` for a glob or `as _`).
type UseLeaf = (Vec<String>, Option<String>);

/// The leaves of the use tree at `t[i]`, each with the name it binds (`None` for a glob or
/// `as _`), the paths as written (`self::`, `super::` and all); and the index after the tree.
fn use_leaves(t: &[(Tok, usize)], i: usize) -> (Vec<UseLeaf>, usize) {
    fn tree(t: &[(Tok, usize)], i: usize, prefix: &[String], out: &mut Vec<UseLeaf>) -> usize {
        match t.get(i).map(|(tok, _)| tok) {
            Some(Tok::Open) => {
                let mut j = i + 1;
                loop {
                    match t.get(j).map(|(tok, _)| tok) {
                        None => return j,
                        Some(Tok::Close) => return j + 1,
                        Some(Tok::Comma) => j += 1,
                        Some(_) => j = tree(t, j, prefix, out).max(j + 1),
                    }
                }
            }
            Some(Tok::Other('*')) => {
                out.push((prefix.to_vec(), None));
                i + 1
            }
            Some(Tok::Word(w)) => {
                let mut path = prefix.to_vec();
                if is(t, i + 1, &Tok::PathSep) {
                    path.push(w.clone());
                    return tree(t, i + 2, &path, out);
                }
                if w != "self" {
                    path.push(w.clone());
                }
                let (name, end) = if word(t, i + 1) == Some("as") {
                    (
                        word(t, i + 2).filter(|n| *n != "_").map(str::to_owned),
                        i + 3,
                    )
                } else {
                    (path.last().cloned(), i + 1)
                };
                out.push((path, name));
                end
            }
            _ => i + 1,
        }
    }
    let mut out = Vec::new();
    let end = tree(t, i, &[], &mut out);
    (out, end)
}

/// Reads one file for the file graph.
fn scan(file: &Source) -> Scanned {
    let stripped = strip(&file.text);
    let t = without_cfg_test(tokens(&stripped));
    let root = root_word(file);
    let base = module_path(&file.path);
    // The top-level `use` items and definitions (brace depth 0).
    let mut uses = Vec::new();
    let mut defines = BTreeSet::new();
    let mut depth = 0usize;
    for i in 0..t.len() {
        match &t[i].0 {
            Tok::Open => depth += 1,
            Tok::Close => depth = depth.saturating_sub(1),
            Tok::Word(w) if depth == 0 && !(i > 0 && is(&t, i - 1, &Tok::PathSep)) => {
                let item = [
                    "fn", "struct", "enum", "trait", "type", "const", "static", "union", "mod",
                ];
                if w == "use" {
                    uses.extend(use_leaves(&t, i + 1).0);
                } else if item.contains(&w.as_str()) {
                    if let Some(name) = word(&t, i + 1) {
                        if !["fn", "unsafe", "async", "extern"].contains(&name) {
                            defines.insert(name.to_owned());
                        }
                    }
                }
            }
            _ => {}
        }
    }
    // A use path as written → absolute (`None`: another crate's). Earlier bindings count, so a
    // second round catches a `use` that names one bound further down.
    let mut bindings: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut globs = Vec::new();
    for round in 0..2 {
        for (path, name) in &uses {
            let Some(head) = path.first() else { continue };
            let abs = if head == root {
                Some(path[1..].to_vec())
            } else if head == "super" {
                let ups = path.iter().take_while(|s| *s == "super").count();
                (ups <= base.len()).then(|| {
                    let mut abs = base[..base.len() - ups].to_vec();
                    abs.extend(path[ups..].iter().cloned());
                    abs
                })
            } else if head == "self" || defines.contains(head) {
                let mut abs = base.clone();
                abs.extend(path.iter().skip(usize::from(head == "self")).cloned());
                Some(abs)
            } else {
                bindings.get(head).map(|b| {
                    let mut abs = b.clone();
                    abs.extend(path[1..].iter().cloned());
                    abs
                })
            };
            let Some(abs) = abs else { continue };
            match name {
                Some(name) => {
                    bindings.entry(name.clone()).or_insert(abs);
                }
                None if round == 1 && path.len() > 1 => globs.push(abs),
                None => {}
            }
        }
    }
    let refs = references_in(file, &t, &bindings);
    Scanned {
        module: base,
        refs,
        bindings,
        globs,
        defines,
    }
}

/// Arrows between files: (from, to) by path below `src/` → the first place that makes it.
///
/// Every non-test file is a node, named by its module path. A reference (see the top of this file)
/// goes to the deepest file that exists for its path; when the rest of the path starts with a name
/// that file only imports (`pub use rules::BlackMolly;`, a private `use state::Options;`, or a glob
/// `pub use super::state::*` whose module has the name), it follows that import to where the name
/// lives. A module file owns its descendants: its `mod x;`, its `pub use x::…` and (under
/// [`Parents::OwnTheirChildren`], the check) any other import of a file below it are no arrows; its
/// imports elsewhere are, and so are a child's imports of items the module file itself defines.
/// Items marked `#[cfg(test)]` are left out: they compile only in tests.
fn file_arrows(files: &[Source], parents: Parents) -> Arrows {
    let scanned: Vec<Scanned> = files.iter().map(scan).collect();
    let by_module: BTreeMap<Vec<String>, usize> = files
        .iter()
        .enumerate()
        .filter(|(_, f)| f.path != "main.rs")
        .map(|(k, f)| (module_path(&f.path), k))
        .collect();
    // The file a path leads to, following imports at most `hops` times.
    fn resolve(
        path: &[String],
        hops: usize,
        by_module: &BTreeMap<Vec<String>, usize>,
        scanned: &[Scanned],
    ) -> Option<usize> {
        let (k, file) = (0..=path.len())
            .rev()
            .find_map(|k| by_module.get(&path[..k]).map(|&f| (k, f)))?;
        let rest = &path[k..];
        let Some(name) = rest.first() else {
            return Some(file);
        };
        let here = &scanned[file];
        if hops == 0 || here.defines.contains(name) {
            return Some(file);
        }
        let follow = |to: &[String]| {
            let mut next = to.to_vec();
            next.extend(rest.iter().skip(1).cloned());
            resolve(&next, hops - 1, by_module, scanned)
        };
        if let Some(to) = here.bindings.get(name) {
            return follow(to).or(Some(file));
        }
        for glob in &here.globs {
            let Some(g) = resolve(glob, hops - 1, by_module, scanned) else {
                continue;
            };
            let mut child = scanned[g].module.clone();
            child.push(name.clone());
            let has = scanned[g].defines.contains(name)
                || scanned[g].bindings.contains_key(name)
                || by_module.contains_key(&child);
            if has && g != file {
                let mut to = glob.clone();
                to.push(name.clone());
                return follow(&to).or(Some(file));
            }
        }
        Some(file)
    }
    let mut out = Arrows::new();
    for (k, file) in files.iter().enumerate() {
        if is_test_file(&file.path) {
            continue;
        }
        let base = module_path(&file.path);
        for r in &scanned[k].refs {
            if r.path.is_empty() {
                continue;
            }
            let own_descendant = r.path.len() > base.len()
                && r.path.starts_with(&base)
                && by_module.contains_key(&r.path[..=base.len()]);
            if r.pub_use && own_descendant {
                continue;
            }
            let Some(to) = resolve(&r.path, 8, &by_module, &scanned) else {
                continue;
            };
            if to == k || is_test_file(&files[to].path) {
                continue;
            }
            let target = &scanned[to].module;
            if parents == Parents::OwnTheirChildren
                && target.len() > base.len()
                && target.starts_with(&base)
                && file.path != "main.rs"
            {
                continue;
            }
            out.entry((file.path.clone(), files[to].path.clone()))
                .or_insert_with(|| (file.path.clone(), r.line));
        }
    }
    out
}

/// One set of files that all reach each other through arrows.
struct FileCircle {
    /// One shortest circle through the first file, `a → b → … → a`.
    circle: Vec<String>,
    /// Every file of the set, sorted.
    files: Vec<String>,
}

/// The file circles (strongly connected files) and the arrows they were found in.
fn file_circles(files: &[Source], parents: Parents) -> (Arrows, Vec<FileCircle>) {
    let found = file_arrows(files, parents);
    let edges: BTreeSet<(String, String)> = found.keys().cloned().collect();
    let nodes: BTreeSet<String> = files
        .iter()
        .filter(|f| !is_test_file(&f.path))
        .map(|f| f.path.clone())
        .collect();
    let all = circles(&nodes, &edges)
        .into_iter()
        .map(|component| FileCircle {
            circle: one_circle(&component[0], &component, &edges),
            files: component,
        })
        .collect();
    (found, all)
}

/// Every file circle, one finding each with the place of each arrow; circles whose files all lie
/// in one of the `exempt` folders are let through.
fn check_file_circles(files: &[Source], exempt: &[&str]) -> Vec<String> {
    let (found, all) = file_circles(files, Parents::OwnTheirChildren);
    let mut errors = Vec::new();
    for FileCircle {
        circle,
        files: component,
    } in all
    {
        if exempt
            .iter()
            .any(|folder| component.iter().all(|f| f.starts_with(folder)))
        {
            continue;
        }
        let mut msg = format!(
            "files import each other in a circle: {} (all {} of {{{}}} reach each other)",
            circle.join(" → "),
            component.len(),
            component.join(", ")
        );
        for pair in circle.windows(2) {
            let (file, line) = &found[&(pair[0].clone(), pair[1].clone())];
            let _ = write!(msg, "\n    {} → {}: src/{file}:{line}", pair[0], pair[1]);
        }
        errors.push(msg);
    }
    errors
}

/// The folder a circle lies in: the longest folder (below `src/`, ending in `/`) holding all its
/// files; empty for `src/` itself.
fn common_folder(files: &[String]) -> String {
    let mut folder: Vec<&str> = files[0].split('/').collect();
    folder.pop();
    for f in &files[1..] {
        let parts: Vec<&str> = f.split('/').collect();
        let same = folder
            .iter()
            .zip(&parts[..parts.len() - 1])
            .take_while(|(a, b)| a == b)
            .count();
        folder.truncate(same);
    }
    folder.iter().map(|p| format!("{p}/")).collect()
}

// -------------------------------------------------------------------------------- the figures

/// The `fn` items directly inside the blocks that follow `header` words, e.g. `pub trait Name`
/// or `impl App`: (name, file:line, count) per block.
fn blocks_fns(file: &Source, header: &[&str]) -> Vec<(String, String, usize)> {
    let stripped = strip(&file.text);
    let t = tokens(&stripped);
    let mut out = Vec::new();
    let mut i = 0;
    while i + header.len() < t.len() {
        let matches_header = header
            .iter()
            .enumerate()
            .all(|(k, h)| word(&t, i + k) == Some(h));
        if matches_header {
            let name = word(&t, i + header.len()).unwrap_or_default().to_owned();
            let name = if header[0] == "impl" {
                header[1].to_owned()
            } else {
                name
            };
            // `impl App for …` is not an inherent block.
            if header[0] == "impl" && word(&t, i + 2) == Some("for") {
                i += 1;
                continue;
            }
            let Some(open) =
                (i..t.len()).find(|&j| is(&t, j, &Tok::Open) || is(&t, j, &Tok::Other(';')))
            else {
                break;
            };
            if !is(&t, open, &Tok::Open) {
                i = open;
                continue;
            }
            let mut depth = 0;
            let mut count = 0;
            let mut j = open;
            while j < t.len() {
                match &t[j].0 {
                    Tok::Open => depth += 1,
                    Tok::Close => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    Tok::Word(w) if depth == 1 && w == "fn" => count += 1,
                    _ => {}
                }
                j += 1;
            }
            out.push((name, format!("src/{}:{}", file.path, t[i].1), count));
            i = j;
            continue;
        }
        i += 1;
    }
    out
}

/// The figures of a source tree: arrows, circles (games apart and by top-level module), the
/// methods of each public trait and of `App`, and the circles between files of `engine/`.
fn figures(files: &[Source]) -> String {
    let mut s = String::new();
    for (grouping, scope, label) in [
        (
            Grouping::GamesApart,
            Scope::NoTestCode,
            "each game folder a module, no test code (as the issue counted)",
        ),
        (
            Grouping::GamesApart,
            Scope::NoTestFiles,
            "each game folder a module, test files left out",
        ),
        (
            Grouping::TopLevel,
            Scope::NoTestFiles,
            "top-level modules, test files left out (what the check reads)",
        ),
    ] {
        let found = arrows(files, grouping, scope);
        let edges: BTreeSet<(String, String)> = found.keys().cloned().collect();
        let mut modules: BTreeSet<String> = files
            .iter()
            .map(|f| file_module(&f.path, grouping))
            .collect();
        modules.remove("main");
        modules.remove("lib");
        let inner: BTreeSet<(String, String)> = edges
            .iter()
            .filter(|(a, b)| modules.contains(a) && modules.contains(b))
            .cloned()
            .collect();
        let _ = writeln!(
            s,
            "{label}: {} modules, {} import arrows between them (main.rs and lib.rs left out)",
            modules.len(),
            inner.len()
        );
        let found_circles = circles(&modules, &inner);
        if found_circles.is_empty() {
            let _ = writeln!(s, "  no circles");
        }
        for component in &found_circles {
            let circle = one_circle(&component[0], component, &inner);
            let _ = writeln!(
                s,
                "  circle through {} of {} modules: {}\n    e.g. {}",
                component.len(),
                modules.len(),
                component.join(", "),
                circle.join(" → ")
            );
        }
    }
    let plain: Vec<&Source> = files.iter().filter(|f| !is_test_file(&f.path)).collect();
    let _ = writeln!(s, "public traits (fn items in the trait block):");
    for file in &plain {
        for (name, at, count) in blocks_fns(file, &["pub", "trait"]) {
            let _ = writeln!(s, "  {name}: {count} methods ({at})");
        }
    }
    let app: Vec<(String, String, usize)> = plain
        .iter()
        .flat_map(|f| blocks_fns(f, &["impl", "App"]))
        .collect();
    let _ = writeln!(
        s,
        "App: {} methods in {} `impl App` blocks in {} files",
        app.iter().map(|(_, _, n)| n).sum::<usize>(),
        app.len(),
        app.iter()
            .map(|(_, at, _)| at.split(':').next().unwrap_or_default())
            .collect::<BTreeSet<_>>()
            .len()
    );
    let (_, all) = file_circles(files, Parents::OwnTheirChildren);
    let _ = writeln!(
        s,
        "file circles (test code left out): {} in all, by the folder each lies in",
        all.len()
    );
    let mut by_folder: BTreeMap<String, Vec<&FileCircle>> = BTreeMap::new();
    for found in &all {
        by_folder
            .entry(common_folder(&found.files))
            .or_default()
            .push(found);
    }
    for (folder, found) in &by_folder {
        let sizes: Vec<String> = found.iter().map(|c| c.files.len().to_string()).collect();
        let _ = writeln!(
            s,
            "  src/{folder}: {} (through {} files)",
            found.len(),
            sizes.join(" + ")
        );
        for c in found {
            let _ = writeln!(s, "    e.g. {}", c.circle.join(" → "));
        }
    }
    let folders: BTreeSet<String> = files
        .iter()
        .filter(|f| !is_test_file(&f.path))
        .filter_map(|f| f.path.rsplit_once('/').map(|(dir, _)| format!("{dir}/")))
        .collect();
    let clear: Vec<&String> = folders
        .iter()
        .filter(|d| !by_folder.contains_key(d.as_str()))
        .collect();
    let _ = writeln!(
        s,
        "  none in the other {} folders{}",
        clear.len(),
        if by_folder.contains_key("") {
            ""
        } else {
            " or in src/ itself"
        }
    );
    let (_, narrow) = file_circles(files, Parents::OnlyDeclareAndReexport);
    let _ = writeln!(
        s,
        "file circles if a module file's own use of its children counted too (only `mod x;` and \
         `pub use x::…` exempt): {}",
        narrow.len()
    );
    for c in &narrow {
        let _ = writeln!(s, "  {} files: {}", c.files.len(), c.circle.join(" → "));
    }
    s
}

// ---------------------------------------------------------------------------------- the tests

fn src_dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn every_module_imports_only_downward_and_without_circles() {
    let files = read_tree(&src_dir());
    println!("{}", figures(&files));
    let errors = check(&files, LAYERS);
    assert!(
        errors.is_empty(),
        "the layering rule is broken ({} findings; the table is LAYERS in tests/suite/layers.rs, the README's \
         Architecture section explains it):\n{}",
        errors.len(),
        errors.join("\n")
    );
}

#[test]
fn no_file_imports_another_in_a_circle() {
    let files = read_tree(&src_dir());
    let errors = check_file_circles(&files, &[]);
    assert!(
        errors.is_empty(),
        "{} file circles (a module file's imports of its own children are no arrows; #[cfg(test)] \
         items are left out; the rule is at the top of tests/suite/layers.rs):\n{}",
        errors.len(),
        errors.join("\n")
    );
}

/// The figures of another source tree (`DICEPAD_FIGURES_SRC=/path/to/src`), for
/// `scripts/arch_figures.sh`; the repository's own `src/` without it. Never fails.
#[test]
fn figures_of_a_tree() {
    let root = std::env::var_os("DICEPAD_FIGURES_SRC").map_or_else(src_dir, Into::into);
    let files = read_tree(&root);
    println!("figures of {}:\n{}", root.display(), figures(&files));
    println!("the arrows (each game folder a module, no test code), each with its first place:");
    for ((from, to), (file, line)) in arrows(&files, Grouping::GamesApart, Scope::NoTestCode) {
        println!("  {from} → {to}  (src/{file}:{line})");
    }
}

fn fake(files: &[(&str, &str)]) -> Vec<Source> {
    files
        .iter()
        .map(|(p, t)| Source {
            path: (*p).to_owned(),
            text: (*t).to_owned(),
        })
        .collect()
}

#[test]
fn the_check_reports_an_upward_import_a_circle_and_an_unplaced_module() {
    let files = fake(&[
        (
            "engine/mod.rs",
            "pub mod rules;\n// crate::cli::run in a comment\nconst S: &str = \"crate::ui::x\";\nconst R: &str = r#\"crate::ui\"#;\nconst C: char = '{';\n",
        ),
        ("engine/rules.rs", "use super::save;\n\nfn f() -> crate::games::Id { todo!() }\n"),
        ("engine/tests.rs", "use crate::ui::Window;\n"),
        ("net/mod.rs", "use crate::{engine::Rules, history::{self, Db}};\n"),
        ("history/mod.rs", "pub fn f() {\n    crate::net::g();\n}\n"),
        ("review/mod.rs", "mod inner {\n    use super::super::cli::x;\n}\n"),
        ("sheet_kit/contract.rs", "mod imp {\n    pub use super::super::palette::Style;\n}\n"),
        ("newcomer.rs", "use crate::engine::Rules;\n"),
        ("main.rs", "use dicepad::{cli, ui};\nfn main() { dicepad::engine::x(); }\n"),
    ]);
    let errors = check(&files, LAYERS);
    let all = errors.join("\n");
    // The upward import, with file, line and both modules.
    assert!(
        errors
            .iter()
            .any(|e| e.starts_with("src/engine/rules.rs:3:")
                && e.contains("`engine` (layer 0) imports `games` (layer 3)")),
        "{all}"
    );
    // The same-layer circle net → history → net, with where each arrow is.
    let circle = errors
        .iter()
        .find(|e| e.contains("circle"))
        .unwrap_or_else(|| panic!("no circle in:\n{all}"));
    assert!(circle.contains("history → net → history"), "{circle}");
    assert!(
        circle.contains("src/net/mod.rs:1") && circle.contains("src/history/mod.rs:2"),
        "{circle}"
    );
    // A module missing from the table.
    assert!(
        errors
            .iter()
            .any(|e| e.starts_with("src/newcomer.rs:") && e.contains("not in the layer table")),
        "{all}"
    );
    // `super::super` out of review is flagged, and the import it makes (cli, layer 5) too.
    assert!(
        errors
            .iter()
            .any(|e| e.starts_with("src/review/mod.rs:2:") && e.contains("climbs out")),
        "{all}"
    );
    assert!(
        errors
            .iter()
            .any(|e| e.starts_with("src/review/mod.rs:2:") && e.contains("imports `cli`")),
        "{all}"
    );
    // Comments, strings and test files do not count; super inside the module is fine; main may
    // import anything; an inline module's `super::super` that stays home is fine.
    assert!(
        !all.contains("`ui`") && !all.contains("engine/tests.rs") && !all.contains("main.rs"),
        "{all}"
    );
    assert!(!all.contains("sheet_kit"), "{all}");
    assert_eq!(errors.len(), 5, "{all}");

    // The same tree, fixed: nothing to report.
    let fixed = fake(&[
        ("engine/mod.rs", "pub mod rules;\n"),
        ("engine/rules.rs", "use super::save;\n"),
        (
            "net/mod.rs",
            "use crate::{engine::Rules, history::{self, Db}};\n",
        ),
        ("history/mod.rs", "pub fn f() {}\n"),
        ("ui/mod.rs", "use crate::{net, history::Db};\n"),
        ("main.rs", "use dicepad::{cli, ui};\n"),
    ]);
    assert_eq!(check(&fixed, LAYERS), Vec::<String>::new());
}

#[test]
fn the_figures_count_arrows_circles_and_methods() {
    let files = fake(&[
        ("engine/mod.rs", "pub mod bot;\npub mod rules;\npub use rules::Rules;\n"),
        ("engine/bot.rs", "use super::Rules;\npub trait Bot { fn a(&self); fn b(&self) { fn inner() {} } }\n"),
        ("engine/rules.rs", "use crate::engine::bot::Bot;\n"),
        (
            "games/mod.rs",
            "pub mod one;\nuse crate::engine::Rules;\n#[cfg(test)]\n#[allow(unused)]\nmod tests {\n    use crate::ui::y;\n}\n",
        ),
        ("games/one/mod.rs", "use crate::ui::x;\nuse crate::engine::{self, bot};\n"),
        ("ui/mod.rs", "use crate::games::one::X;\nimpl App { fn a() {} fn b() {} }\nimpl App { fn c() {} }\nimpl Other for App { fn d() {} }\n"),
    ]);
    let text = figures(&files);
    // `games` → `ui` is only in test code: it counts once only test files are left out.
    assert!(
        text.contains("(as the issue counted): 4 modules, 4 import arrows"),
        "{text}"
    );
    assert!(
        text.contains("test files left out: 4 modules, 5 import arrows"),
        "{text}"
    );
    assert!(
        text.contains("circle through 2 of 4 modules: games/one, ui"),
        "{text}"
    );
    assert!(
        text.contains("(what the check reads): 3 modules, 3 import arrows"),
        "{text}"
    );
    assert!(text.contains("Bot: 2 methods"), "{text}");
    assert!(
        text.contains("App: 3 methods in 2 `impl App` blocks in 1 files"),
        "{text}"
    );
    assert!(
        text.contains("file circles (test code left out): 2 in all"),
        "{text}"
    );
    assert!(
        text.contains("  src/engine/: 1 (through 2 files)\n    e.g. engine/bot.rs → engine/rules.rs → engine/bot.rs"),
        "{text}"
    );
    assert!(text.contains("  src/: 1 (through 2 files)"), "{text}");
}

#[test]
fn the_file_check_reports_a_circle_but_not_a_module_file_owning_its_children() {
    let files = fake(&[
        (
            "games/mod.rs",
            "pub mod g;
pub mod h;
pub use g::run;
pub fn all() { g::run(); h::rules::Pos::new(); }
",
        ),
        // Declares, re-exports and uses its children: no arrow to them.
        (
            "games/g/mod.rs",
            "mod a;
mod b;
mod c;
pub use a::Alpha;
pub use b::{helper, Beta};
use c::Gamma;
pub fn run() -> Gamma {
    todo!()
}
",
        ),
        // `super::Beta` is re-exported by mod.rs: the arrow goes to b.rs, where it lives.
        (
            "games/g/a.rs",
            "use super::Beta;
pub struct Alpha;
",
        ),
        (
            "games/g/b.rs",
            "pub struct Beta;
pub fn helper() {}
fn f() {
    crate::games::g::c::go();
}
",
        ),
        // `run` lives in mod.rs itself: an arrow to it (no circle, mod.rs's way back is uncounted).
        (
            "games/g/c.rs",
            "use super::run;
pub struct Gamma;
pub fn go() {
    let _ = super::Alpha;
}
",
        ),
        (
            "games/h/mod.rs",
            "pub mod notation;
pub mod rules;
pub mod state;
#[cfg(test)]
mod tests;
",
        ),
        (
            "games/h/rules.rs",
            "pub use super::state::*;
",
        ),
        // Test-only code does not count: no circle with rules.rs or notation.rs.
        (
            "games/h/state.rs",
            "pub struct Pos;
#[cfg(test)]
mod build {
    use super::super::notation::x;
}
#[cfg(test)]
use super::rules::y;
",
        ),
        // `rules::Pos` (after `use super::rules;`) goes through the glob to state.rs.
        (
            "games/h/notation.rs",
            "use super::rules;
fn f() -> rules::Pos {
    todo!()
}
",
        ),
        (
            "games/h/tests.rs",
            "use super::notation::*;
use crate::games::h::state::Pos;
",
        ),
        (
            "ui/mod.rs",
            "mod one;
mod two;
",
        ),
        (
            "ui/one.rs",
            "use super::two::X;
pub struct Y;
",
        ),
        (
            "ui/two.rs",
            "use super::one::Y;
pub struct X;
",
        ),
    ]);
    let arrows = file_arrows(&files, Parents::OwnTheirChildren);
    let arrow = |a: &str, b: &str| arrows.get(&(a.to_owned(), b.to_owned())).cloned();
    assert_eq!(
        arrow("games/g/a.rs", "games/g/b.rs"),
        Some(("games/g/a.rs".into(), 1))
    );
    assert_eq!(arrow("games/g/a.rs", "games/g/mod.rs"), None);
    assert_eq!(
        arrow("games/g/c.rs", "games/g/mod.rs"),
        Some(("games/g/c.rs".into(), 1))
    );
    assert_eq!(
        arrow("games/h/notation.rs", "games/h/state.rs"),
        Some(("games/h/notation.rs".into(), 2))
    );
    assert!(
        !arrows.keys().any(|(a, _)| a.ends_with("mod.rs")),
        "module files' arrows to their own children: {arrows:?}"
    );
    assert!(!arrows
        .keys()
        .any(|(a, b)| a.ends_with("tests.rs") || b.ends_with("tests.rs")));
    assert_eq!(arrow("games/h/state.rs", "games/h/notation.rs"), None);
    assert_eq!(arrow("games/h/state.rs", "games/h/rules.rs"), None);

    let errors = check_file_circles(&files, &["ui/"]);
    let all = errors.join("\n");
    assert_eq!(errors.len(), 1, "{all}");
    assert!(
        all.starts_with(
            "files import each other in a circle: games/g/a.rs → games/g/b.rs → games/g/c.rs → games/g/a.rs"
        ),
        "{all}"
    );
    for place in [
        "games/g/a.rs → games/g/b.rs: src/games/g/a.rs:1",
        "games/g/b.rs → games/g/c.rs: src/games/g/b.rs:4",
        "games/g/c.rs → games/g/a.rs: src/games/g/c.rs:4",
    ] {
        assert!(all.contains(place), "{place} in\n{all}");
    }
    assert!(!all.contains("mod.rs") && !all.contains("games/h"), "{all}");
    // Without the exemption, the circle in ui/ is reported too.
    let errors = check_file_circles(&files, &[]);
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert!(
        errors[1].contains("ui/one.rs → ui/two.rs → ui/one.rs"),
        "{errors:?}"
    );
    // Counting a module file's own use of its children, mod.rs joins the circle through c.rs.
    let (_, narrow) = file_circles(&files, Parents::OnlyDeclareAndReexport);
    assert_eq!(narrow.len(), 2);
    assert_eq!(
        narrow[0].files,
        [
            "games/g/a.rs",
            "games/g/b.rs",
            "games/g/c.rs",
            "games/g/mod.rs"
        ]
    );
}
